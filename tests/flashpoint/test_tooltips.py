"""Every board component has a tooltip at the pointer (what it is, its state, what it does),
and no tooltip tells a face-down POI's kind."""

from __future__ import annotations

import re

import pytest

from boardgames_desktop.games.flashpoint.data import specialists
from boardgames_desktop.games.flashpoint.view.geometry import cell_centre, edge_line
from boardgames_desktop.games.flashpoint.view.scene import create_scene
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_steps

MODES = [
    ("family", 2, {}),
    ("experienced", 2, {"difficulty": "Recruit"}),
    ("experienced", 3, {"difficulty": "Veteran"}),
    ("experienced", 4, {"difficulty": "Heroic"}),
    ("experienced", 3, {"difficulty": "Veteran", "tragic_events": True}),
]
#: Reconciler keys of the items that show a game component (a space, its fire or smoke, an
#: edge, a spot, a vehicle, a piece, a number along the board, a track box, a die, a deck;
#: most of the column's panels hang on a holder each: ``ui/panel_cache.py``).
COMPONENT = re.compile(
    r"^(cell:\d,\d\|(rect|path|group)\d+|wall:.*\|(line|rect)\d+|door:.*\|(line|rect)\d+"
    r"|parking:[a-z-]+\|rect\d+|engine|ambulance|firefighter:\d+|poi:\d+|hazmat:[^/]+"
    r"|hot-spot:\d+|coordinates\|rect\d+|entrances\|\w+"
    r"|roster(:\d+)?\|panel/rect0/(rect|group)\d+|tracks\|panel/rect0/rect\d+"
    r"|dice\|panel/rect0/(rect|polygon)\d+|decks\|rect\d+)$")


def positions(mode: str, players: int, opts: dict):
    for seed, steps in ((11, 20), (12, 70), (13, 140)):
        state = new_game("flashpoint", mode, players, seed, opts)
        random_steps(state, seed, steps)
        yield state


def show(scene, state):
    seat = state.active_players[0] if state.active_players else None
    scene.show_state(state, seat, state.legal_actions())
    return scene


def tip_at(scene, pos) -> str:
    """The tooltip Qt shows at ``pos``: the topmost item there that has one."""
    for item in scene.items(pos):
        if item.toolTip():
            return item.toolTip()
    return ""


@pytest.mark.parametrize("mode,players,opts", MODES)
def test_every_component_item_has_a_tooltip(qapp, mode, players, opts):
    scene = create_scene()
    for state in positions(mode, players, opts):
        show(scene, state)
        entries = scene.reconciler.entries
        components = [k for k in entries if COMPONENT.match(k)]
        missing = [k for k in components if not entries[k].item.toolTip()]
        assert not missing, missing[:5]
        kinds = {re.split(r"[:|]", k)[0] for k in components}
        assert {"cell", "wall", "door", "firefighter", "coordinates", "roster", "tracks",
                "dice"} <= kinds
        if state.experienced:
            assert {"engine", "ambulance", "parking"} <= kinds
        if state.tragic:
            assert "decks" in kinds


@pytest.mark.parametrize("mode,players,opts", MODES)
def test_hovering_spaces_edges_and_pieces_shows_what_they_are(qapp, mode, players, opts):
    scene = create_scene()
    for state in positions(mode, players, opts):
        show(scene, state)
        h = state.house
        for i in h.cells():
            assert tip_at(scene, cell_centre(*h.rc(i))), h.rc(i)
        for key in h.walls:
            words = tip_at(scene, edge_line(key).center())
            assert "Wall" in words, key
            if state.walls[key] == 1:
                assert "damaged" in words
        for key in h.doors:
            words = tip_at(scene, edge_line(key).center())
            assert "Door" in words and ("Closed" in words or "Open" in words
                                        or "Destroyed" in words), key
        for ff in state.firefighters:
            item = scene.board_item(f"firefighter:{ff.index}")
            if item is None:
                continue
            words = tip_at(scene, item.sceneBoundingRect().center())
            assert ff.colour.capitalize() in words
            if ff.specialist:
                assert specialists()[ff.specialist].text in words  # the ability in full


def test_tracks_decks_and_event_cards_have_counts_and_text(qapp):
    scene = create_scene()
    state = new_game("flashpoint", "experienced", 3, 21,
                     {"difficulty": "Veteran", "tragic_events": True})
    random_steps(state, 21, 150)
    show(scene, state)
    tips = [e.item.toolTip() for e in scene.reconciler.entries.values()]
    assert any(f"{len(state.fire_deck)} cards face down" in t for t in tips)
    assert any("Fire discard" in t and f"{len(state.fire_discard)} cards" in t for t in tips)
    assert any(f"{len(state.event_deck)} Event cards face down" in t for t in tips)
    assert any(f"{state.damage} damage markers" in t for t in tips)
    assert any(f"{state.rescued} rescued" in t for t in tips)
    if state.last_event:
        from boardgames_desktop.games.flashpoint.data import events

        card = events()[state.last_event]
        assert any(card.text.replace("&", "&amp;").replace("<", "&lt;") in t for t in tips)


@pytest.mark.parametrize("mode,players,opts", MODES)
def test_no_tooltip_reveals_a_face_down_poi(qapp, mode, players, opts):
    """The same position with every face-down POI's kind swapped shows the same tooltips."""
    scene = create_scene()
    for state in positions(mode, players, opts):
        face_down = [p for p in state.pois if not p.revealed]
        if not face_down:
            continue
        show(scene, state)
        before = sorted(e.item.toolTip() for e in scene.reconciler.entries.values())
        twin = state.clone()
        for poi in twin.pois:
            if not poi.revealed:
                poi.kind = "false_alarm" if poi.kind == "victim" else "victim"
        twin.forget_listing()
        show(scene, twin)
        after = sorted(e.item.toolTip() for e in scene.reconciler.entries.values())
        assert before == after
        poi = scene.board_item(f"poi:{face_down[0].id}")
        assert "Unknown point of interest" in poi.toolTip()


def test_specialist_choices_show_the_whole_ability():
    state = new_game("flashpoint", "experienced", 2, 3, {"difficulty": "Recruit"})
    while state.decision.kind != "specialist":
        state.apply(state.legal_actions()[0])
    choices = state.legal_actions()
    assert choices and all(a.kind == "specialist" for a in choices)
    for action in choices:
        card = specialists()[action["specialist"]]
        assert card.text in action.text and card.name in action.text


def test_the_board_lists_every_free_specialist_in_full_while_choosing(qapp):
    from PySide6.QtWidgets import QGraphicsTextItem

    state = new_game("flashpoint", "experienced", 2, 3, {"difficulty": "Recruit"})
    while state.decision.kind != "specialist":
        state.apply(state.legal_actions()[0])
    scene = show(create_scene(), state)
    shown = " ".join(i.toPlainText() for i in scene.items() if isinstance(i, QGraphicsTextItem))
    for spec in state.unused_specialists():
        assert specialists()[spec].text in shown
