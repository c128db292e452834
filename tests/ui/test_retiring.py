"""Highlights that go are kept transparent and come back as the same Qt item
(``ui/retiring.py``): nothing created, nothing clickable or painted while gone."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from boardgames_desktop.rules import new_game
from boardgames_desktop.ui import retiring
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.scene_registry import create_scene
from boardgames_desktop.ui.sketch import RectSketch, TextSketch

YELLOW = QColor(250, 210, 40)


class Board(GameScene):
    """Two cells; the ones in ``lit`` carry a frame with a word (keyed ``<cell>|mark``,
    a highlight that appears at once) above them."""

    lit: dict[str, str] = {}

    def appears_at_once(self, key: str) -> bool:
        return key.endswith("|mark") or super().appears_at_once(key)

    def draw(self) -> None:
        for n, cell in enumerate(("cell:1", "cell:2")):
            with self.scope(cell):
                base = RectSketch(QRectF(40 * n, 0, 30, 30))
                self.put(self.tag(base, cell))
                if cell in self.lit:
                    frame = RectSketch(QRectF(40 * n - 2, -2, 34, 34))
                    frame.setBrush(YELLOW)
                    word = TextSketch(self.lit[cell])
                    word.setParentItem(frame)
                    self.put(frame, name="mark")


def shown(board: Board, lit: dict[str, str]) -> Board:
    board.lit = lit
    board.redraw()
    return board


def test_a_highlight_that_goes_stays_transparent_and_comes_back_as_the_same_item(qapp):
    board = Board()
    board.show_state(None, None, [])
    shown(board, {"cell:1": "Move"})
    frame = board.board_item("cell:1|mark")
    word = board.board_item("cell:1|mark/text0")
    assert frame is not None and frame.opacity() == 1.0

    shown(board, {})
    assert board.board_item("cell:1|mark") is None  # not the board's any more
    assert frame.scene() is board and frame.opacity() == 0.0  # ... but kept, transparent
    assert word.parentItem() is frame and word.scene() is board
    assert "cell:1|mark" not in board.reconciler.keys()
    # not found under the pointer: the cell below answers the click
    assert frame not in board.items(QPointF(15, 15))
    assert board.target_at(QPointF(15, 15)) == "cell:1"

    shown(board, {"cell:1": "Move"})
    assert board.board_item("cell:1|mark") is frame and frame.opacity() == 1.0
    assert board.board_item("cell:1|mark/text0") is word
    assert board.reconciler.created == 0  # nothing made again
    assert len(board.reconciler.retired) == 0


def test_a_highlight_back_with_other_words_is_updated(qapp):
    board = Board()
    board.show_state(None, None, [])
    shown(board, {"cell:2": "Move"})
    word = board.board_item("cell:2|mark/text0")
    shown(board, {})
    shown(board, {"cell:2": "Extinguish"})
    assert board.board_item("cell:2|mark/text0") is word
    assert word.text() == "Extinguish" and board.board_item("cell:2|mark").opacity() == 1.0


def test_a_highlight_comes_back_in_drawing_order(qapp):
    board = Board()
    board.show_state(None, None, [])
    shown(board, {"cell:1": "Move"})
    shown(board, {})
    shown(board, {"cell:1": "Move"})
    frame = board.board_item("cell:1|mark")
    # stacked above its cell and below the cell drawn after it, as on a fresh board
    items = board.items(QRectF(-10, -10, 200, 60))  # (descending stacking order)
    order = [i for i in items if i in (frame, board.board_item("cell:1|rect0"),
                                       board.board_item("cell:2|rect0"))]
    assert order == [board.board_item("cell:2|rect0"), frame, board.board_item("cell:1|rect0")]


def test_only_so_many_highlights_are_kept(qapp, monkeypatch):
    monkeypatch.setattr(retiring, "LIMIT", 1)
    board = Board()
    board.show_state(None, None, [])
    shown(board, {"cell:1": "Move", "cell:2": "Move"})
    first = board.board_item("cell:1|mark")
    second = board.board_item("cell:2|mark")
    shown(board, {})
    assert len(board.reconciler.retired) == 1
    assert first.scene() is None and second.scene() is board  # the older one went for good


@pytest.mark.parametrize(("game", "mode", "players"), [("brigade", "competitive", 4),
                                                    ("brigade", "4v1", 5)])
def test_a_board_keeps_its_highlights_transparent_only(qapp, game, mode, players):
    """Along a game, every retired item is fully transparent and not under the pointer, a
    highlight drawn again is the very item retired, and the board's own items are those of
    a fresh board (their facts: tests/ui/test_reconcile.py)."""
    rng = random.Random(5)
    state = new_game(game, mode, players, 5, {})
    scene = create_scene(game)
    waiting: dict[str, object] = {}
    revived = 0
    for _ in range(40):
        if state.is_over:
            break
        legal = state.legal_actions()
        viewer = state.active_players[0] if state.active_players else None
        scene.show_state(state, viewer, legal)
        for key, item in waiting.items():
            entry = scene.reconciler.entries.get(key)
            if entry is not None:
                assert entry.item is item and item.opacity() == 1.0
                revived += 1
        retired = scene.reconciler.retired
        for item in retired.items():
            assert item.opacity() == 0.0
            assert item not in scene.items(item.sceneBoundingRect().center())
        waiting = {key: entry.item for key, (entry, _) in retired._tops.items()}
        fresh = create_scene(game)
        fresh.show_state(state, viewer, legal)
        assert sorted(scene.reconciler.entries) == sorted(fresh.reconciler.entries)
        fresh.clear()
        state.apply(rng.choice(legal))
    assert revived > 0


def test_the_focus_ring_measures_only_what_a_player_sees(qapp):
    """A transparent item tagged with a legal target (a look on hold, a retired highlight)
    does not stretch the keyboard ring's place around it."""
    from boardgames_desktop.rules import Action
    from boardgames_desktop.ui.focus_ring import target_rects

    class Two(GameScene):
        def draw(self) -> None:
            self.put(self.tag(RectSketch(QRectF(0, 0, 30, 30)), "cell:1"), key="seen")
            ghost = RectSketch(QRectF(200, 200, 30, 30))
            ghost.setOpacity(0.0)
            self.put(self.tag(ghost, "cell:1"), key="ghost")

    board = Two()
    board.show_state(None, None, [Action.make(0, "move", target="cell:1")])
    assert target_rects(board)["cell:1"].right() < 100
