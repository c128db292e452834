"""Teaching help on the Emberheart board: a tooltip wherever a player points, an enlarged
readable card at the pointer, and player markers that do not rely on colour alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from boardgames_desktop.games.emberheart.view.scene import create_scene
from boardgames_desktop.games.emberheart.view.zoom import MIN_TEXT_PX
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.ui.board_view import BoardView
from boardgames_desktop.ui.game_scene import TARGET_ROLE

#: (players, side, seed, random actions played): mid-game positions of both sides and every
#: player count, in the Action and the Reward phase.
MID_GAMES = [(2, "A", 3, 40), (4, "B", 5, 60), (3, "A", 7, 90), (4, "A", 2, 140),
             (2, "B", 4, 120)]


def mid_game(players: int, side: str, seed: int, steps: int):
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    random_steps(state, seed, steps)
    assert not state.is_over
    return state


def shown(state):
    scene = create_scene()
    viewer = state.active_players[0] if state.active_players else None
    scene.show_state(state, viewer, state.legal_actions())
    return scene


def tooltip_at(scene, pos: QPointF) -> str:
    """The tooltip Qt shows at ``pos``: the topmost item there that has one."""
    for item in scene.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                            Qt.SortOrder.DescendingOrder):
        if item.toolTip():
            return item.toolTip()
    return ""


def own_or_ancestor_tip(item: QGraphicsItem) -> str:
    while item is not None:
        if item.toolTip():
            return item.toolTip()
        item = item.parentItem()
    return ""


@pytest.mark.parametrize("players,side,seed,steps", MID_GAMES)
def test_every_board_component_has_a_tooltip(qtbot, players, side, seed, steps):
    state = mid_game(players, side, seed, steps)
    scene = shown(state)
    missing = []
    for item in scene.items():
        if not item.isVisible() or item.boundingRect().isEmpty():
            continue  # (an empty layer the parts of a player board hang on)
        target = item.data(TARGET_ROLE)
        if target is not None and not item.toolTip():
            missing.append(f"clickable {target} without its own tooltip")
        if isinstance(item, QGraphicsEllipseItem) and not own_or_ancestor_tip(item):
            missing.append(f"token at {item.sceneBoundingRect()} without a tooltip")
        centre = item.sceneBoundingRect().center()
        if not tooltip_at(scene, centre):
            label = item.text() if isinstance(item, QGraphicsSimpleTextItem) else ""
            missing.append(f"{type(item).__name__} {label!r} at {centre} shows no tooltip")
    assert not missing, missing[:20]


def test_tooltips_say_the_state_in_words(qtbot):
    state = mid_game(4, "A", 2, 140)
    scene = shown(state)
    tips = [i.toolTip() for i in scene.items()]
    for p, pb in enumerate(state.boards):
        name = state.player_name(p)
        assert f"{name}'s Flame marker: {pb.flame} of 15." in " ".join(tips)
        for track, step in pb.tracks.items():
            assert any(t.startswith(f"{name}'s {track.capitalize()}: step {step} of 7.")
                       for t in tips), (name, track)
        assert any(t.startswith(f"{name}: {pb.gear} Gear in the supply") for t in tips)
    for loc, slots in state.spaces.items():
        for n, party in enumerate(slots, 1):
            if party is not None and party["player"] >= 0:
                who = state.player_name(party["player"])
                assert any(t.startswith(f"{state.loc_name(loc)}, space {n}: {who}'s Party")
                           for t in tips), (loc, n)
    assert any("Raid deck:" in t for t in tips)


def test_a_hero_choice_shows_the_full_ability(qtbot):
    state = mid_game(3, "A", 7, 90)
    scene = shown(state)
    hero = next(c for c in state.offer["guild"] if c)
    item = next(i for i in scene.items() if i.data(TARGET_ROLE) == f"card:{hero}")
    assert state.card(hero).text in item.toolTip()
    assert state.card(hero).scoring_text in item.toolTip()


def test_player_markers_carry_the_seat_letter(qtbot):
    state = mid_game(4, "A", 2, 140)
    scene = shown(state)
    letters = set()
    for item in scene.items():
        tip = item.toolTip()
        if isinstance(item, QGraphicsEllipseItem) and "marker" in tip:
            words = [c.text() for c in item.childItems()
                     if isinstance(c, QGraphicsSimpleTextItem)]
            owner = tip.split("'s ")[0]
            assert words == [owner[0]], (tip, words)
            letters.add(owner[0])
    assert letters == {"R", "B", "G", "Y"}


def card_targets(scene) -> list[QGraphicsItem]:
    return [i for i in scene.items()
            if str(i.data(TARGET_ROLE) or "").startswith(("card:", "raid:"))]


@pytest.mark.parametrize("players,side,seed,steps", [(4, "A", 2, 140), (2, "B", 4, 120)])
def test_hovering_any_card_shows_it_enlarged_and_readable(qtbot, players, side, seed, steps):
    """At the window size of a 1280×800 screen the board is fitted at about half size; the
    card under the pointer appears enlarged with text of at least 9 pt (12 px)."""
    state = mid_game(players, side, seed, steps)
    scene = shown(state)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(960, 760)  # the board's share of a 1280×800 window
    view.set_board(scene)
    view.show()
    view.fit()
    assert view.zoom < 0.6  # the board itself is too small to read: hence the zoom
    cards = card_targets(scene)
    assert len(cards) > 15
    for item in cards:
        card = str(item.data(TARGET_ROLE)).split(":", 1)[1]
        QTest.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()))
        assert scene.zoom.card == card, item.data(TARGET_ROLE)
        zoom = scene.zoom.item
        assert zoom is not None and zoom.isVisible()
        shown_rect = view.mapFromScene(zoom.sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(shown_rect), shown_rect
        texts = [zoom] + [c for c in zoom.childItems()]
        stack = list(texts)
        words = []
        while stack:
            node = stack.pop()
            stack.extend(node.childItems())
            if isinstance(node, QGraphicsSimpleTextItem | QGraphicsTextItem):
                px = node.font().pixelSize()
                on_screen = px * node.deviceTransform(view.viewportTransform()).m22()
                assert on_screen >= MIN_TEXT_PX - 0.01, (node, px, on_screen)
                words.append(node.text() if isinstance(node, QGraphicsSimpleTextItem)
                             else node.toPlainText())
        assert state.card(card).name in words
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(2, 2)))
    assert scene.zoom.card is None


def test_the_enlarged_card_replaces_its_tooltip_but_other_places_keep_theirs(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    state = mid_game(3, "A", 7, 90)
    scene = shown(state)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(960, 760)
    view.set_board(scene)
    view.show()

    def tooltip_shown_at(item) -> bool:
        QToolTip.hideText()
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseMove(view.viewport(), pos)
        help_event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
        QApplication.sendEvent(view.viewport(), help_event)
        return QToolTip.isVisible()

    card = card_targets(scene)[0]
    assert not tooltip_shown_at(card)
    assert scene.zoom.card is not None
    space = next(i for i in scene.items() if str(i.data(TARGET_ROLE)).startswith("space:"))
    assert tooltip_shown_at(space)
    assert scene.zoom.card is None
    QToolTip.hideText()
