"""Panels drawn once in their own coordinates and moved as a whole (``ui/panel_cache.py``).

The first tests pin the mechanism down on a hand-made scene: a panel is built once while its
signature stays the same, moving it changes one position (its items stay the very same Qt
items), its keyed pieces and its click targets come along on reuse.  The last one shows that
the board comparison of ``test_reconcile.py`` (updated in place == drawn from nothing) catches
a cached panel whose signature leaves out something it shows.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPen

from boardgames_desktop.games.flashpoint.view import scene as flashpoint_scene
from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.panel_cache import PanelCache
from boardgames_desktop.ui.sketch import RectSketch, TextSketch

from .test_reconcile import same_board


class Column(PanelCache, GameScene):
    """A column of two panels: the top one's height moves the one below."""

    top_height = 40.0
    words = "3 rescued"
    built: list[str]

    def draw(self) -> None:
        self.__dict__.setdefault("built", [])
        y = self.panel("top", self.top_height, self._top)
        self.panel("score", self.words, self._score, 10.0, y)

    def _top(self) -> float:
        self.built.append("top")
        self.put(RectSketch(QRectF(0, 0, 100, self.top_height)))
        return self.top_height

    def _score(self) -> float:
        self.built.append("score")
        box = RectSketch(QRectF(0, 0, 100, 30))
        box.setPen(QPen(QColor(0, 0, 0), 1))
        self.put(box)
        self.tag(box, "track:rescued")
        TextSketch(self.words, box)
        marker = RectSketch(QRectF(0, 0, 8, 8))
        marker.setPos(4, 4)
        self.put(marker, key="marker:rescued")  # a piece of its own: stays top-level
        return 30.0


def test_a_panel_is_built_once_and_moved_as_a_whole(qapp):
    scene = Column()
    scene.show_state(None, None, [])
    box = scene.board_item("score|panel/rect0/rect0")
    words = scene.board_item("score|panel/rect0/rect0/text0")
    assert box is not None and words is not None and words.text() == "3 rescued"
    assert box.scenePos().y() == 40 and box.scenePos().x() == 10
    assert scene.board_item("marker:rescued").scenePos().y() == 44
    assert scene.tagged_targets() == {"track:rescued"}
    scene.redraw()
    assert scene.built == ["top", "score"]
    assert (scene.reconciler.created, scene.reconciler.updated) == (0, 0)
    scene.top_height = 70.0  # the panel above grows: the score panel moves, not redrawn
    scene.redraw()
    assert scene.built == ["top", "score", "top"]
    assert scene.board_item("score|panel/rect0/rect0") is box and box.scenePos().y() == 70
    assert scene.board_item("marker:rescued").scenePos().y() == 74
    assert scene.tagged_targets() == {"track:rescued"}  # its target is still on the board
    # top's rectangle, the score's holder and its marker: nothing else
    assert scene.reconciler.created == 0 and scene.reconciler.updated == 3


def test_a_panel_is_drawn_again_when_its_signature_changes(qapp):
    scene = Column()
    scene.show_state(None, None, [])
    scene.words = "4 rescued"
    scene.redraw()
    assert scene.built == ["top", "score", "score"]
    assert scene.board_item("score|panel/rect0/rect0/text0").text() == "4 rescued"


def test_a_reused_panel_keeps_its_tagged_pen_whatever_is_legal(qapp):
    """A replayed tag gives the reused item the pen its build left (whether a target's look
    depends on it being legal is the signature's business), never a new highlight pen."""
    scene = Column()
    scene.show_state(None, None, [])
    scene.show_state(None, None, [Action.make(0, "step", "Step", target="track:rescued")])
    assert scene.built == ["top", "score"]
    pen = scene.board_item("score|panel/rect0/rect0").pen()
    assert pen.color() == QColor(0, 0, 0) and pen.widthF() == 1
    assert list(scene.targets()) == ["track:rescued"]


def test_a_stale_cached_panel_is_caught_by_the_board_comparison(qapp, monkeypatch):
    """Leave the Flash Point score tracks' data out of their signature: an updated board
    then differs from one drawn from nothing, and the comparison says so."""
    original = flashpoint_scene.FlashPointScene.column_part

    def forgetful(self, name, signature, draw, x, y, w):
        return original(self, name, "always the same" if name == "tracks" else signature,
                        draw, x, y, w)

    monkeypatch.setattr(flashpoint_scene.FlashPointScene, "column_part", forgetful)
    scene = flashpoint_scene.create_scene()
    rng = random.Random(5)
    with pytest.raises(AssertionError):
        for seed in range(1, 20):
            state = new_game("flashpoint", "family", 3, seed, {})
            while not state.is_over:
                legal = state.legal_actions()
                viewer = state.active_players[0] if state.active_players else None
                scene.show_state(state, viewer, legal)
                same_board(scene, state, viewer, legal)
                state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", ["brigade", "emberheart", "flashpoint"])
def test_every_board_makes_room_in_the_pixmap_cache(qtbot, game):
    """Qt's 10 MB default cannot hold a whole board's item pixmaps (every repaint would draw
    each item from scratch); any game's scene raises the ceiling when it is made."""
    from PySide6.QtGui import QPixmapCache

    from boardgames_desktop.ui.pixmap_budget import BOARD_CACHE_KB
    from boardgames_desktop.ui.scene_registry import create_scene

    QPixmapCache.setCacheLimit(10 * 1024)
    create_scene(game)
    assert QPixmapCache.cacheLimit() >= BOARD_CACHE_KB
