"""The app's half of the real-window smoke test (packaging/smoke-x11.sh).

With ``BOARDGAMES_DESKTOP_SMOKE=N`` in the environment the app reports on stdout, one
``smoke: ...`` line at a time, what an outside driver (xdotool under Xvfb) needs:

1. ``smoke: platform=xcb`` and ``smoke: window=<X11 id>`` once the window is on screen, then
   ``smoke: start-button=<x> <y>``: the launcher's Start button in screen coordinates. The
   driver clicks it with the real mouse.
2. When the game has started, the app plays ``N`` random legal moves through the game page
   (raising the pass-the-screen curtain where it falls), one per event-loop turn so the board
   repaints in between, printing ``smoke: move <k> <action>``.
3. ``smoke: ready-to-quit``; the driver presses Ctrl+Q and the app exits with code 0.
   ``BOARDGAMES_DESKTOP_SMOKE_SHOT=<png>`` also saves what the X server shows at that point.

Each stage times out (``smoke: FAIL ...``, exit code 3) so a broken run never hangs.
Nothing here runs unless the variable is set.
"""

from __future__ import annotations

import os
import random
import sys

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication

SMOKE_ENV = "BOARDGAMES_DESKTOP_SMOKE"
SHOT_ENV = "BOARDGAMES_DESKTOP_SMOKE_SHOT"
FAIL_EXIT = 3
TICK_MS = 100
STAGE_TIMEOUT_MS = 60_000


def say(text: str) -> None:
    print(f"smoke: {text}", flush=True)


class SmokeDriver(QObject):
    """Walks the real window through start, a few moves and quit (see the module doc)."""

    def __init__(self, window, moves: int, seed: int = 7) -> None:
        super().__init__(window)
        self.window = window
        self.moves_left = moves
        self.moves_done = 0
        self.chooser = random.Random(seed)
        self.waited_ms = 0
        self.stage = self._announce
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.timer.start(TICK_MS)

    def _tick(self) -> None:
        self.waited_ms += TICK_MS
        if self.waited_ms > STAGE_TIMEOUT_MS:
            self._fail(f"timed out in {self.stage.__name__}")
            return
        try:
            self.stage()
        except Exception as exc:  # the test must report it, not hang
            self._fail(f"{type(exc).__name__}: {exc}")

    def _next(self, stage) -> None:
        self.stage = stage
        self.waited_ms = 0

    def _fail(self, why: str) -> None:
        self.timer.stop()
        say(f"FAIL {why}")
        QGuiApplication.instance().exit(FAIL_EXIT)

    def _announce(self) -> None:
        button = self.window.launcher.start_button
        if not (self.window.isVisible() and button.isVisible()):
            return
        say(f"platform={QGuiApplication.platformName()}")
        say(f"window={int(self.window.winId())}")
        centre = button.mapToGlobal(button.rect().center())
        say(f"start-button={centre.x()} {centre.y()}")
        self._next(self._await_game)

    def _await_game(self) -> None:
        controller = self.window.controller
        if controller is None:
            return
        say(f"game={controller.title}")
        self._next(self._play)

    def _play(self) -> None:
        controller, page = self.window.controller, self.window.game_page
        if self.moves_left <= 0 or controller.state.is_over:
            self._finish()
            return
        if controller.curtain_required:
            page.curtain.button.click()
            return
        legal = controller.visible_legal()
        if not legal:
            controller.hand_to(controller.waiting_seats()[0])
            return
        action = self.chooser.choice(legal)
        page.choose(action)
        self.moves_left -= 1
        self.moves_done += 1
        self.waited_ms = 0
        say(f"move {self.moves_done} {action.describe()}")

    def _finish(self) -> None:
        shot = os.environ.get(SHOT_ENV)
        if shot:
            screen = self.window.screen() or QGuiApplication.primaryScreen()
            if not screen.grabWindow(0).save(shot, "PNG"):
                self._fail(f"could not write {shot}")
                return
            say(f"screenshot={shot}")
        say("ready-to-quit")
        self._next(self._await_quit)

    def _await_quit(self) -> None:
        """The driver closes the window (Ctrl+Q); only the timeout acts here."""


def install_if_requested(window) -> SmokeDriver | None:
    """Start the driver when ``BOARDGAMES_DESKTOP_SMOKE`` asks for it."""
    raw = os.environ.get(SMOKE_ENV)
    if not raw:
        return None
    try:
        moves = int(raw)
    except ValueError:
        print(f"boardgames_desktop: {SMOKE_ENV} must be a number of moves, not '{raw}'",
              file=sys.stderr)
        return None
    return SmokeDriver(window, max(0, moves))
