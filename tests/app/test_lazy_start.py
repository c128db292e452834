"""The launcher shows before any game page, campaign page or hot-seat controller exists, and
its first frame is already laid out."""

from __future__ import annotations

import os
import subprocess
import sys

from .test_main_window import start_pig

PROBE = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from boardgames_desktop.app.main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
late = ("boardgames_desktop.app.game_page", "boardgames_desktop.app.campaign_page",
        "boardgames_desktop.hotseat.controller", "boardgames_desktop.hotseat.bot_runner",
        "boardgames_desktop.bots", "multiprocessing")
print(" ".join(name for name in late if name in sys.modules) or "none")
"""


def env(tmp_path) -> dict[str, str]:
    """A fresh user-data folder and the offscreen platform for a child interpreter."""
    return {"QT_QPA_PLATFORM": "offscreen", "BOARDGAMES_DESKTOP_DATA": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path), "HOME": str(tmp_path)}


def test_the_launcher_starts_without_the_game_page_or_the_controller(tmp_path):
    out = subprocess.run([sys.executable, "-c", PROBE], env={**os.environ, **env(tmp_path)},
                         capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split()[-1] == "none", out.stdout


def test_pages_are_made_when_first_needed_and_keep_the_settings(window):
    assert not window.has_game_page
    window.log_action.trigger()  # hide the log before any game: remembered for the page
    assert not window.log_action.isChecked()
    start_pig(window)
    assert window.has_game_page and window.pages.currentWidget() is window.game_page
    assert not window.game_page.log_visible


FIRST_FRAME = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from boardgames_desktop.app.main_window import MainWindow
window = MainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()  # one turn of the event loop: what the first frame shows
launcher = window.launcher
print(launcher.game_list.geometry().bottom(), launcher.how_to.geometry().top())
"""


def test_the_first_frame_of_the_launcher_is_laid_out(tmp_path):
    """The game list is fitted to its entries after the first resize; the text under it
    must already have moved down when the window is first painted (it overlapped the last
    game's entry for a frame once the pages were made lazily)."""
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], env={**os.environ, **env(tmp_path)},
                         capture_output=True, text=True, timeout=120, check=True)
    list_bottom, text_top = map(int, out.stdout.split()[-2:])
    assert text_top > list_bottom, out.stdout
