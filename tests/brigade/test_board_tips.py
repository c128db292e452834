"""Every board component of every Brigade mode has a tooltip at the pointer (teaching #11.4).

How a component item is recognised: an item that a player can click (it carries a target,
``TARGET_ROLE``), an item the view marks with the kind of component it shows
(``COMPONENT_ROLE``: blocks, Firehouses, pieces, cards, tracks, decks...; its parts marked
``part:`` — a tile's value badge, name, tokens — show the tile's tooltip), and every piece on
the town (its board key names it: ``warden:``, ``wagon:``, ``blaze``, ``pyromancer``,
``phoenix``).  Beyond "every such item has a tooltip", the tests ask the model what must be on
the board (each Warden, the Wagon, each block, the decks, the Forge's cards) and require that
component to be drawn with a tooltip that says the right things.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from boardgames_desktop.games.brigade.view.scene import create_scene
from boardgames_desktop.games.brigade.view.tips import COMPONENT_ROLE
from boardgames_desktop.games.brigade.view.town_items import PART
from boardgames_desktop.ui.game_scene import TARGET_ROLE

from .positions import CONFIGS, position, position_names

PIECE_KEYS = ("warden:", "wagon:", "blaze", "pyromancer", "phoenix")


def shown(state):
    scene = create_scene()
    viewer = state.active_players[0] if state.active_players else None
    scene.show_state(state, viewer, state.legal_actions())
    return scene


def by_kind(scene) -> dict[str, list]:
    out: dict[str, list] = {}
    for item in scene.items():
        kind = item.data(COMPONENT_ROLE)
        if kind is not None:
            out.setdefault(str(kind), []).append(item)
    return out


def tooltip_at(scene, point: QPointF) -> str:
    """The tooltip Qt shows at ``point``: the topmost item there that has one."""
    for item in scene.items(point):
        if item.toolTip():
            return item.toolTip()
    return ""


NAMES = position_names()


@pytest.mark.parametrize("name", NAMES)
def test_every_component_item_has_a_tooltip(qapp, name):
    state = position(name)
    scene = shown(state)
    pieces = {id(scene.board_item(k)) for k in scene.reconciler.keys()
              if k.startswith(PIECE_KEYS) and "/" not in k}
    missing = []
    for item in scene.items():
        kind = item.data(COMPONENT_ROLE)
        part = isinstance(kind, str) and kind.startswith(PART)  # inside a tile: its tooltip
        component = (item.data(TARGET_ROLE) is not None or (kind is not None and not part)
                     or id(item) in pieces)
        if component and not item.toolTip().strip():
            missing.append(item.data(TARGET_ROLE) or item.data(COMPONENT_ROLE))
    assert not missing, missing


@pytest.mark.parametrize("name", NAMES)
def test_what_the_model_holds_is_drawn_with_its_tooltip(qapp, name):
    state = position(name)
    scene = shown(state)
    kinds = by_kind(scene)
    tips = {kind: " ".join(i.toolTip() for i in items) for kind, items in kinds.items()}
    # every block: name, faction, value and its fire in words
    for tile in state.town.tiles.values():
        item = scene.board_item(f"cell:{tile.label}|rect0")
        assert item is not None and item.toolTip(), tile.label
        if tile.block is not None and not tile.destroyed:
            info = state.cat.blocks[tile.block]
            tip = item.toolTip()
            assert info.name in tip and state.cat.factions[info.faction].name in tip
            assert f"value {info.value}" in tip
            assert ("Not burning" in tip) == (tile.intensity == 0), tip
            if info.when_destroyed:
                assert info.when_destroyed["text"] in tip
    # every Warden on the town, hovered at its own centre, names itself and its water
    for w in state.wardens:
        piece = scene.board_item(f"warden:{w.index}")
        tip = tooltip_at(scene, piece.sceneBoundingRect().center())
        if scene.picked(w.index):
            card = state.cat.wardens[w.card]
            assert card.name in tip and f"Water: {w.water} of {w.capacity}" in tip
            if w.side == "advanced":
                assert card.advanced["text"] in tip
        else:
            assert "still to be chosen" in tip
    for wagon in getattr(state, "wagons", []):
        assert "Water Wagon" in tooltip_at(
            scene, scene.board_item(f"wagon:{wagon.index}").sceneBoundingRect().center())
    if getattr(getattr(state, "pyro", None), "cell", None):
        assert "Pyromancer" in tips["pyromancer"] and "mana" in tips["mana"].lower()
    if getattr(state, "phoenix_cell", None):
        assert "Phoenix track" in tips["phoenix"] and "Phoenix track" in tips["phoenix-track"]
    if getattr(state, "blaze_cell", None):
        assert "Blaze Phase" in tips["blaze"]
    # decks and their counts
    assert f"{len(state.events.cards)} cards left" in tips["event-deck"] or (
        f"{len(state.events.cards)} card left" in tips["event-deck"])
    if state.crew_deck.cards or state.crew_deck.discards:
        assert f"{len(state.crew_deck.cards)} card" in tips["crew-deck"]
    for cid in getattr(state, "forge", None) or []:
        info = state.equipment_info[cid]
        assert any(info.text in i.toolTip() for i in kinds["equipment"]), cid
    if getattr(state, "equipment", None) is not None and getattr(state, "forge", None) is not None:
        assert "Equipment deck" in tips["equipment-deck"]
    if getattr(state, "vpt", None) is not None and not hasattr(state, "chapter"):
        assert f"{state.vpt.points} VP" in tips["vpt"]
    if getattr(state, "evac", None) is not None and getattr(state, "uses_evactrak", True):
        assert f"{state.evac.position} spaces before F" in tips["evactrak"]
    # the event cards of the last Event Phase
    for card_id in (getattr(state, "events_this_phase", None) or [])[-1:]:
        assert state.cat.events[card_id].name in tips["event-card"]
    # tracks say what they measure and where the marker is
    assert all("Now " in i.toolTip() or "Incident" in i.toolTip() or "Influence" in i.toolTip()
               for i in kinds.get("track", []))


def test_warden_choices_show_every_card_with_its_full_ability(qapp):
    from boardgames_desktop.rules import new_game

    for options in ({}, {"advanced_wardens": True}):
        state = new_game("brigade", "competitive", 2, 3, options)
        scene = shown(state)
        offers = by_kind(scene)["warden-offer"]
        offered = {a["card"] for a in state.legal_actions() if a.kind == "warden"}
        assert len(offers) == len(offered) == 4
        for cid in offered:
            card = state.cat.wardens[cid]
            tip = next(i.toolTip() for i in offers if card.name in i.toolTip())
            assert card.advanced["text"] in tip
            assert ("Advanced side:" in tip) == bool(options)
            assert f"carries {card.water} water" in tip


def test_clicking_an_offered_warden_card_plays_it(qtbot):
    from boardgames_desktop.rules import new_game

    from .test_view import click

    state = new_game("brigade", "coop", 1, 3)
    scene = shown(state)
    wanted = [a for a in state.legal_actions() if a.kind == "warden"][-1]
    got: list = []
    scene.actions_chosen.connect(got.append)
    target = f"warden-card:{wanted['card']}"
    item = next(i for i in scene.items() if i.data(TARGET_ROLE) == target)
    click(qtbot, scene, item)
    assert got == [[wanted]]


def test_positions_cover_every_mode():
    from boardgames_desktop.rules import game_info

    assert {m for _, m, _, _ in CONFIGS} == {m.id for m in game_info("brigade").modes}
    assert {n.split("@")[0] for n in NAMES} == {c[0] for c in CONFIGS}
    for label, *_ in CONFIGS:  # every mode's set-up is a running game the tests check
        assert not position(f"{label}@0").is_over, label
