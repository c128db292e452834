"""The Brigade's board scene: it draws every mode, its clickable targets are exactly the legal
actions' targets, a click emits exactly the legal actions there, hover and refusal texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from boardgames_desktop.games.brigade.view.scene import BrigadeScene, create_scene, tagged_items
from boardgames_desktop.rules import game_info, new_game
from boardgames_desktop.ui.game_scene import HIGHLIGHT, GameScene
from boardgames_desktop.ui.glow import glows_on

from .helpers import calm, game, pick_wardens
from .positions import advance as play


def registered() -> list[tuple[str, int]]:
    info = game_info("brigade")
    return [(m.id, n) for m in info.modes for n in sorted({m.min_players, m.max_players})]


def extra_states(seed: int) -> list:
    """3v1/4v1 and campaign chapters 1 to 4 (a missing mode fails the test)."""
    return [new_game("brigade", "3v1", 4, seed), new_game("brigade", "4v1", 5, seed)] + \
        [new_game("brigade", "campaign", 2, seed, {"chapter": c}) for c in (1, 2, 3, 4)]


def show(scene: GameScene, state) -> None:
    viewer = state.active_players[0] if state.active_players else None
    scene.show_state(state, viewer, state.legal_actions())


def lit(scene: GameScene, target: str) -> bool:
    """Whether ``target`` glows: a highlight-coloured outline centred on an item tagged with
    it (``ui/glow.py``)."""
    items = tagged_items(scene).get(target, [])
    for glow in glows_on(scene, target):
        centre = glow.sceneBoundingRect().center()
        assert glow.pen().color() == QColor(HIGHLIGHT) and glow.isVisible()
        if any((i.sceneBoundingRect().center() - centre).manhattanLength() < 1 for i in items):
            return True
    return False


def assert_targets_match(scene: GameScene, state) -> None:
    legal_targets = {a.target for a in state.legal_actions() if a.target}
    # the Warden cards on offer: clickable cards the scene adds for the untargeted choice
    offers = {f"warden-card:{a['card']}" for a in state.legal_actions() if a.kind == "warden"}
    assert {t for t in scene.targets() if t.startswith("warden-card:")} == offers
    legal_targets |= offers
    items = tagged_items(scene)
    missing = legal_targets - set(items)
    assert not missing, f"legal targets without a clickable item: {missing}"
    for target in items:
        glowing = lit(scene, target)
        assert glowing == (target in legal_targets), (target, glowing)
        # hover and refusal texts exist for every clickable thing
        assert scene.describe_target(target)
        if target not in legal_targets:
            assert scene.refusal_reason(target)


def test_create_scene_is_a_game_scene(qapp):
    assert isinstance(create_scene(), BrigadeScene)


@pytest.mark.parametrize("mode,players", registered())
def test_every_registered_mode_draws_and_targets_match(qapp, mode, players):
    scene = create_scene()
    for seed in (1, 2):
        state = new_game("brigade", mode, players, seed)
        for step in range(4):
            show(scene, state)
            assert_targets_match(scene, state)
            assert scene.sceneRect().width() > 1000
            play(state, seed * 10 + step, 12)
        show(scene, state)
        assert_targets_match(scene, state)


def test_extension_modes_draw_and_targets_match(qapp):
    scene = create_scene()
    states = extra_states(3)
    for state in states:
        for step in range(3):
            show(scene, state)
            assert_targets_match(scene, state)
            play(state, step, 10)


def test_big_buildings_town_has_the_extra_cells_and_coordinates(qapp):
    state = game("competitive", 4, 2, big_buildings=True)
    scene = create_scene()
    show(scene, state)
    items = tagged_items(scene)
    for label in ("C0", "D7", "@3", "G4"):
        assert f"cell:{label}" in items
    labels = {scene.board_item(k).text() for k in scene.reconciler.keys()
              if k.startswith("coordinates|")}
    # the extra column and row have no printed letter or number: no "@" or "0" along the
    # town, their tiles are named from their neighbour
    assert {"G", "7", "A", "F", "1", "6"} <= labels and not {"@", "0"} & labels
    assert state.tile_name("@3").endswith("(west of A3)")
    assert state.tile_name("C0").endswith("(north of C1)")
    assert state.tile_name("G4").endswith("(G4)")


def click(qtbot, scene: GameScene, item) -> None:
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 1100)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    centre = item.sceneBoundingRect().center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def base_of(scene: GameScene, target: str):
    """The widest item carrying ``target`` (a tile's base rect)."""
    return max(tagged_items(scene)[target], key=lambda i: i.sceneBoundingRect().width())


def test_clicking_a_highlighted_block_emits_exactly_its_legal_actions(qtbot):
    state = game("competitive", 3, 5)
    scene = create_scene()
    show(scene, state)
    by_target: dict[str, list] = {}
    for a in state.legal_actions():
        if a.target and a.target.startswith("cell:"):
            by_target.setdefault(a.target, []).append(a)
    assert by_target
    for target, expected in list(by_target.items())[:4]:
        got: list = []
        scene.actions_chosen.connect(got.append)
        click(qtbot, scene, base_of(scene, target))
        scene.actions_chosen.disconnect(got.append)
        assert got == [expected], target


def test_moving_highlights_exactly_the_reachable_blocks(qapp):
    state = game("competitive", 2, 4)
    w = state.wardens[state.current]
    scene = create_scene()
    show(scene, state)
    reach = {a.target for a in state.legal_actions() if a.kind == "move" and a["warden"] == w.index}
    shown = {t for t in tagged_items(scene) if t.startswith("cell:") and lit(scene, t)}
    others = {a.target for a in state.legal_actions() if a.kind != "move" and a.target}
    assert reach and reach <= shown and shown == reach | (others & shown)


def test_clicking_a_block_with_nothing_to_do_says_why(qtbot):
    state = game("competitive", 2, 4)
    scene = create_scene()
    show(scene, state)
    legal = {a.target for a in state.legal_actions()}
    far = next(t for t in tagged_items(scene) if t.startswith("cell:") and t not in legal)
    said: list = []
    scene.refusal.connect(said.append)
    click(qtbot, scene, base_of(scene, far))
    assert said and said[0]


def test_extinguishing_shows_the_water_available(qapp):
    state = game("competitive", 2, 6)
    calm(state)
    w = state.wardens[state.current]
    target = next(label for label, t in state.town.tiles.items() if t.standing
                  and label != w.cell)
    w.cell = target
    state.town.tiles[target].intensity = 2
    scene = create_scene()
    show(scene, state)
    text = scene.describe_target(f"cell:{target}")
    assert "Extinguish" in text
    assert f"Water available: {w.water}" in text
    wagon = state.wagons[w.wagon]
    wagon.cell = target
    show(scene, state)
    total = w.water + wagon.water
    assert f"Water available: {total}" in scene.describe_target(f"cell:{target}")


def test_hover_emits_the_block_description(qtbot):
    state = game("competitive", 2, 6)
    scene = create_scene()
    show(scene, state)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 1100)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    label = "B2"
    info = state.cat.blocks[state.town.tiles[label].block]
    heard: list = []
    scene.hover_text.connect(heard.append)
    centre = base_of(scene, f"cell:{label}").sceneBoundingRect().center()
    QTest.mouseMove(view.viewport(), view.mapFromScene(centre))
    assert any(info.name in h for h in heard)


def test_coop_forge_cards_are_clickable_equipment_targets(qapp):
    state = new_game("brigade", "coop", 2, 5)
    scene = create_scene()
    show(scene, state)
    items = tagged_items(scene)
    for card in state.forge:
        assert f"equipment:{card}" in items
    for faction in state.influence.levels:
        assert f"track:0:influence:{faction}" in items


def test_destroyed_blocks_are_drawn_as_burnt(qapp):
    state = game("competitive", 2, 7)
    label = next(t.label for t in state.town.blocks() if t.block and t.intensity == 0)
    state.destroy_block(label)
    scene = create_scene()
    show(scene, state)
    words = {i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)}
    info = state.cat.blocks[state.town.tiles[label].block]
    assert "DESTROYED" in words
    plain = {i.toPlainText() for i in scene.items() if hasattr(i, "toPlainText")}
    assert info.burnt in plain


def test_clicking_an_upgrade_track_emits_its_upgrade(qtbot):
    state = game("competitive", 2, 3)
    scene = create_scene()
    show(scene, state)
    ups = [a for a in state.legal_actions() if a.kind == "upgrade"]
    assert ups
    target = ups[0].target
    got: list = []
    scene.actions_chosen.connect(got.append)
    click(qtbot, scene, base_of(scene, target))
    assert got == [[a for a in state.legal_actions() if a.target == target]]


def scene_texts(scene: GameScene, skip: set[int] = frozenset()) -> list[str]:
    return [i.text() if hasattr(i, "text") and callable(i.text) else i.toPlainText()
            for i in scene.items()
            if ((hasattr(i, "text") and callable(i.text)) or hasattr(i, "toPlainText"))
            and id(i) not in skip]


def test_every_event_of_a_firestorm_is_shown_with_its_fireballs(qapp):
    from boardgames_desktop.games.brigade.allvsone import AllVsOneState

    state = pick_wardens(AllVsOneState("3v1", 4, 1, {}))
    state.apply(next(a for a in state.legal_actions() if a["cell"] == "C3"))
    state.pyro.levels["firestorm"] = 4  # 3 events each Wardens' turn
    state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    cards = state.events_this_phase
    assert len(cards) == 3
    scene = create_scene()
    show(scene, state)
    texts = " ".join(scene_texts(scene))
    assert "Last Event Phase: 3 cards" in texts
    for i, c in enumerate(cards):
        assert f"{i + 1}. {state.cat.events[c].name}" in texts
    expected: dict[str, int] = {}
    for c in cards:
        for cell in state.cat.events[c].fireballs:
            expected[cell] = expected.get(cell, 0) + 1
    assert scene.fireball_counts() == expected


def test_chapter_4_has_no_evactrak_and_objectives_are_always_shown(qapp):
    from boardgames_desktop.games.brigade.campaign import CampaignState

    scene = create_scene()
    for chapter in (1, 2, 3, 4):
        state = CampaignState("campaign", 2, 4, {"chapter": chapter})
        for step in range(3):
            show(scene, state)
            texts = " ".join(scene_texts(scene))
            assert f"Chapter {chapter} objectives" in texts
            assert state.goal()[:30] in texts
            for part in state.objective().split(" · "):
                assert part in texts
            assert ("EvacTrak:" in texts) == (chapter != 4)
            play(state, step, 8)


def test_hovering_the_phoenix_or_the_pyromancer_says_who_is_there(qapp):
    from boardgames_desktop.games.brigade.allvsone import AllVsOneState
    from boardgames_desktop.games.brigade.campaign import CampaignState

    scene = create_scene()
    state = CampaignState("campaign", 1, 3, {"chapter": 4})
    show(scene, state)
    assert "The Phoenix is here" in scene.describe_cell(state.phoenix_cell)
    state = pick_wardens(AllVsOneState("3v1", 4, 1, {}))
    state.apply(next(a for a in state.legal_actions() if a["cell"] == "D4"))
    show(scene, state)
    assert "The Pyromancer is here" in scene.describe_cell("D4")
    assert "Pyromancer" not in scene.describe_cell("C3")


# ----- Solo: Equipment held on the Warden ------------------------------------------------
def _solo_holding(cards: list[str]):
    state = game("solo", 1, 3)
    calm(state)
    state.held = list(cards)
    return state


def _texts_inside(scene: GameScene, item) -> list[str]:
    """The texts drawn over ``item`` (its children and anything lying inside it)."""
    return [i.text() if hasattr(i, "text") and callable(i.text) else i.toPlainText()
            for i in scene.items(item.sceneBoundingRect())
            if (hasattr(i, "text") and callable(i.text)) or hasattr(i, "toPlainText")]


def test_solo_held_cards_are_drawn_on_the_warden_and_clicked_to_use(qtbot):
    """A card taken with Visit the Forge lies on the Warden's area with its name and effect;
    clicking it emits exactly its use_card action."""
    state = _solo_holding(["letter_of_commendation"])
    scene = create_scene()
    show(scene, state)
    target = "equipment:letter_of_commendation"
    use = [a for a in state.legal_actions() if a.kind == "use_card"]
    assert [a.target for a in use] == [target]
    card = base_of(scene, target)
    info = state.equipment_info["letter_of_commendation"]
    shown = _texts_inside(scene, card)
    assert info.name in shown and info.text in shown
    # it sits inside the player's area, not in the Forge
    area = next(i for i in scene.items() if hasattr(i, "text") and callable(i.text)
                and i.text().startswith("Equipment on your Warden"))
    assert card.sceneBoundingRect().top() > area.sceneBoundingRect().top()
    assert "letter_of_commendation" not in state.forge
    assert lit(scene, target)
    got: list = []
    scene.actions_chosen.connect(got.append)
    click(qtbot, scene, card)
    assert got == [use]
    assert_targets_match(scene, state)


def test_solo_a_held_card_that_would_do_nothing_is_drawn_but_refused_with_a_reason(qtbot):
    state = _solo_holding(["ember_tongs"])  # the Warden's block is not burning
    scene = create_scene()
    show(scene, state)
    target = "equipment:ember_tongs"
    assert not [a for a in state.legal_actions() if a.kind == "use_card"]
    card = base_of(scene, target)
    assert not lit(scene, target) and card.pen().color() != QColor(HIGHLIGHT)
    said: list = []
    scene.refusal.connect(said.append)
    click(qtbot, scene, card)
    assert [str(s) for s in said] == [
        "Keeper's Ember Tongs would do nothing right now (nothing it can act on here)."]
    assert "on your Warden" in scene.describe_target(target)


# ----- Co-Op and campaign: saved (Loyal) blocks carry a ribbon ------------------------------
def _ribbons(scene: GameScene, state) -> set[str]:
    """Cells whose tile shows the ✓SAVED ribbon."""
    out = set()
    for label in state.town.tiles:
        if "✓SAVED" in _texts_inside(scene, base_of(scene, f"cell:{label}")):
            out.add(label)
    return out


def test_coop_a_block_whose_favour_token_is_gone_shows_the_saved_ribbon(qapp):
    state = game("coop", 2, 4)
    blocks = state.town.blocks()
    blocks[1].favour = False  # saved, the token taken: Loyal
    blocks[2].renown = {0: 1}  # Renown, not saved
    scene = create_scene()
    show(scene, state)
    assert _ribbons(scene, state) == {blocks[1].label}
    assert "saved: Loyal to the team" in scene.describe_target(f"cell:{blocks[1].label}")
    assert "saved" not in scene.describe_target(f"cell:{blocks[2].label}")
    texts = scene_texts(scene)
    assert "= Loyal" in texts and "Loyalty" not in texts  # the legend explains the ribbon


def test_campaign_loyal_blocks_show_the_saved_ribbon(qapp):
    from boardgames_desktop.games.brigade.campaign import CampaignState

    state = CampaignState("campaign", 2, 4, {"chapter": 1})
    tile = state.town.blocks()[3]
    state.on_renown_complete(0, tile)
    assert tile.loyalty == 0 and not tile.favour
    scene = create_scene()
    show(scene, state)
    assert _ribbons(scene, state) == {tile.label}


def test_co_op_wardens_whose_cards_are_still_to_be_chosen_show_no_stand_in_card(qapp):
    """Co-Op and the campaign choose the Warden cards: until then the card dealt from the
    seed is a stand-in that neither the board nor the player's name may show."""
    state = new_game("brigade", "coop", 2, 4)
    assert state.pending["kind"] == "warden"
    state.apply(state.legal_actions()[0])  # seat 0 chooses for its first Warden
    first = state.cat.wardens[state.wardens[0].card].name
    scene = create_scene()
    show(scene, state)
    # the panel of cards on offer names them all: leave it out
    offer = {id(scene.board_item(k)) for k in scene.reconciler.keys()
             if k.startswith("warden-offer|")}
    assert offer
    texts = scene_texts(scene, skip=offer)
    stand_ins = {state.cat.wardens[w.card].name for w in state.wardens[1:]}
    assert texts.count("Warden card not chosen yet") == 3
    assert first in texts and not stand_ins & set(texts)
    assert state.player_name(0) == f"Player 1 ({first})" and state.player_name(1) == "Player 2"
    assert [p.letter for p in scene.pieces_by_cell()[state.wardens[3].cell]
            if p.kind == "brigade"] == ["?"]


def test_solo_warden_area_lists_held_cards_only_when_cards_can_be_held(qapp, monkeypatch):
    state = _solo_holding([])
    scene = create_scene()
    show(scene, state)
    assert "Equipment on your Warden: none (Visit the Forge to take a card)" in \
        scene_texts(scene)
    monkeypatch.setitem(state.solo, "visit_forge", "activate")  # the Co-Op reading
    show(scene, state)
    assert not [t for t in scene_texts(scene) if t.startswith("Equipment on your Warden")]
