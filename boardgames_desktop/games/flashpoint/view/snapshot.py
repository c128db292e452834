"""Render the board to a PNG without a window (for looking at it, and for tests).

``python -m boardgames_desktop.games.flashpoint.view.snapshot OUT.png [seed] [family]``
plays a few random turns of a 4-player Veteran game with Tragic Events (or a Family game)
and saves the scene."""

from __future__ import annotations

import os
import random
import sys

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from boardgames_desktop.rules import GameState, new_game

from ..paths import move_preview
from .geometry import cell_centre
from .scene import FlashPointScene


def play_some(state: GameState, count: int, seed: int) -> GameState:
    """Apply ``count`` random legal actions, ending turns now and then (for screenshots)."""
    rng = random.Random(seed)
    for _ in range(count):
        if state.is_over:
            break
        acts = state.legal_actions()
        busy = [a for a in acts if a.kind not in ("end_turn", "suppress")]
        pick = rng.choice(acts if not busy or rng.random() < 0.22 else busy)
        state.apply(pick)
    return state


def settle(state: GameState, seed: int, limit: int = 200) -> GameState:
    """Play on (randomly) until a firefighter starts a turn: a typical screen to look at."""
    rng = random.Random(seed)
    start = state.turn_number
    for _ in range(limit):
        if state.is_over or (state.stage == "actions" and not state.pending_decisions()
                             and state.turn_number != start):
            break
        acts = state.legal_actions()
        ends = [a for a in acts if a.kind == "end_turn"]
        state.apply(ends[0] if ends else rng.choice(acts))
    return state


def demo_state(seed: int = 5, family: bool = False, actions: int = 25) -> GameState:
    if family:
        state = new_game("flashpoint", "family", 3, seed, {})
    else:
        state = new_game("flashpoint", "experienced", 4, seed,
                         {"difficulty": "Veteran", "tragic_events": True})
    return settle(play_some(state, actions, seed), seed)


def render(scene: FlashPointScene, path: str, width: int = 1600,
           hover: QPointF | None = None) -> None:
    if hover is not None:
        scene.hover_at(hover)
    rect = scene.sceneRect()
    height = int(width * rect.height() / rect.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(38, 42, 48))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect,
                 Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    image.save(path)


def demo_hover_cell(state) -> int | None:
    """The inside space with the dearest walk the playing firefighter can still afford."""
    if state.stage != "actions" or state.pending_decisions() or state.current_ff.cell < 0:
        return None
    ff = state.current_ff
    have = state.ap_for(ff, "move")
    best: tuple[int, int] | None = None
    for i in state.house.inside_cells():
        found = move_preview(state, ff.index, i)
        if found and found[0] <= have and (best is None or found[0] > best[0]):
            best = (found[0], i)
    return best[1] if best else None


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    out = argv[0] if argv else "/tmp/flashpoint.png"
    seed = int(argv[1]) if len(argv) > 1 else 5
    family = len(argv) > 2 and argv[2] == "family"
    actions = int(argv[3]) if len(argv) > 3 else 25
    state = demo_state(seed, family, actions)
    scene = FlashPointScene()
    scene.show_state(state, state.active_players[0] if state.active_players else None,
                     state.legal_actions())
    render(scene, out)
    hovered = out.replace(".png", "-hover.png")
    goal = demo_hover_cell(state)
    if goal is not None:
        print(scene.hover_at(cell_centre(*state.house.rc(goal))))
        render(scene, hovered)
    scene.clear()
    del scene
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
