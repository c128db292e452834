"""Nothing covers what a player needs: no piece (Party token, Crest, marker, chip, claim
mark) lies over a number, name or value (space numbers, track steps, Flame numbers, card
names and Glory, supply counts) in mid-game positions of every player count and side."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsItem

from boardgames_desktop.games.emberheart.view.paint import LAYOUT_ROLE, PIECE, READING
from boardgames_desktop.games.emberheart.view.scene import create_scene
from boardgames_desktop.rules import new_game

from .helpers import clear_board, fresh, set_party


def within(item: QGraphicsItem, other: QGraphicsItem) -> bool:
    """``item`` is ``other`` or drawn as part of it."""
    while item is not None:
        if item is other:
            return True
        item = item.parentItem()
    return False


def covered(scene) -> list[str]:
    """Each reading that a piece (not its own part) overlaps, by more than a pixel."""
    pieces, readings = [], []
    for item in scene.items():
        if not item.isVisible():
            continue
        role = item.data(LAYOUT_ROLE)
        if role == PIECE:
            pieces.append(item)
        elif role == READING:
            readings.append(item)
    found = []
    for reading in readings:
        rect = reading.sceneBoundingRect().adjusted(1, 1, -1, -1)
        for piece in pieces:
            if within(reading, piece) or within(piece, reading):
                continue
            if piece.sceneBoundingRect().intersects(rect):
                words = getattr(reading, "text", lambda: "")()
                found.append(f"{piece.toolTip()[:50]!r} over {words!r} ({reading.toolTip()[:40]!r})"
                             f" at {rect.topLeft().toTuple()}")
    return found


def positions(players: int, side: str, seed: int, every: int = 4):
    """Positions of one random game (every few actions, all phases)."""
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    rng = random.Random(seed)
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    yield state


@pytest.mark.parametrize("players,side,seed", [(2, "A", 3), (3, "B", 5), (4, "A", 11),
                                               (4, "B", 2)])
def test_no_piece_covers_a_number_or_name(qtbot, players, side, seed):
    scene = create_scene()
    for state in positions(players, side, seed):
        viewer = state.active_players[0] if state.active_players else None
        scene.show_state(state, viewer, state.legal_actions())
        problems = covered(scene)
        assert not problems, (state.phase, problems[:5])


def test_four_markers_on_one_flame_step_leave_its_number_visible(qtbot):
    state = fresh(4)
    for pb in state.boards:
        pb.flame = 3
    scene = create_scene()
    scene.show_state(state, None, [])
    assert not covered(scene)


def test_the_largest_parties_leave_the_space_numbers_visible(qtbot):
    state = fresh(4)
    clear_board(state)
    for p in range(4):
        state.boards[p].crests = 5
        set_party(state, "mountain", 5 - p, p, companion=True, grunt=2, warden=3 - p)
        set_party(state, "garrison", 5 - p, p, grunt=5 - p)
    scene = create_scene()
    scene.show_state(state, None, [])
    assert not covered(scene)
