"""The launcher shows before any game page, campaign page or hot-seat controller exists, and
its first frame is already laid out."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from .test_main_window import start_pig

ROOT = Path(__file__).resolve().parents[2]

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
        "boardgames_desktop.bots", "multiprocessing",
        # the rules reference, the tutorial panel and the board's animations: when opened
        "boardgames_desktop.app.reference_dialog", "boardgames_desktop.app.tutorial_panel",
        "boardgames_desktop.ui.animate", "PySide6.QtNetwork", "logging.handlers",
        # the rules engine: with the first game started or opened (the catalogue is enough)
        "boardgames_desktop.rules.state", "boardgames_desktop.rules.savefile",
        "boardgames_desktop.rules.replay", "boardgames_desktop.rules.action")
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


SAVES_LISTED = PROBE.replace("print(", "print(window.launcher.saves_list.count(), ")


def test_the_launcher_lists_saves_and_campaigns_without_the_rules_engine(tmp_path):
    """A returning player's launcher reads the saves' headers, not their games: the engine
    (state, replay, actions) still loads only when a game is started or opened."""
    from boardgames_desktop.rules import new_game
    from boardgames_desktop.storage import SaveStore

    state = new_game("flashpoint", "family", 2, 7)
    state.apply(state.legal_actions()[0])
    SaveStore(tmp_path).save(state, ["Ann", "Bo"], "Ann and Bo")
    out = subprocess.run([sys.executable, "-c", SAVES_LISTED],
                         env={**os.environ, **env(tmp_path)},
                         capture_output=True, text=True, timeout=120, check=True)
    listed, loaded = out.stdout.split()[-2:]
    assert (listed, loaded) == ("1", "none"), out.stdout


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


APP_UNTIL_FIRST_FRAME = """
import runpy, sys
from boardgames_desktop.app import first_frame

def first(window, *jobs):  # the app's own after-first-frame work, seen from outside
    def built():  # the menu bar's entries, and the widgets that have an accessible name
        entries = sum(len(a.menu().actions()) for a in window.menuBar().actions())
        named = [w for w in window.launcher.findChildren(QWidget) if w.accessibleName()]
        return f"{len(window.actions())} {entries} {len(named)}"
    def report():
        print("before:", " ".join(name for name in LATE if name in sys.modules) or "none")
        print("built before:", built())
    def after():
        print("after:", " ".join(name for name in LATE if name in sys.modules) or "none")
        print("built after:", built())
        from PySide6.QtWidgets import QApplication
        QApplication.instance().quit()
    from PySide6.QtWidgets import QWidget
    return original(window, report, *jobs, after)

LATE = ("PySide6.QtNetwork", "boardgames_desktop.rules.state",
        "boardgames_desktop.storage.journal", "boardgames_desktop.ui.focus_names")
original = first_frame.after_first_frame
first_frame.after_first_frame = first
sys.argv = ["boardgames_desktop"]
runpy.run_module("boardgames_desktop", run_name="__main__", alter_sys=True)
"""


def test_the_app_listens_for_a_second_copy_once_its_first_frame_is_shown(tmp_path):
    """``python -m boardgames_desktop``: the one-copy server (QtNetwork) starts after the
    first frame, and it does start; the rules engine loads then too, ready for the first
    game."""
    out = subprocess.run([sys.executable, "-c", APP_UNTIL_FIRST_FRAME],
                         env={**os.environ, **env(tmp_path), "PYTHONPATH": str(ROOT)},
                         cwd=tmp_path,
                         capture_output=True, text=True, timeout=120, check=True)
    lines = out.stdout.split("\n")
    assert "before: none" in lines, out.stdout
    assert ("after: PySide6.QtNetwork boardgames_desktop.rules.state "
            "boardgames_desktop.storage.journal boardgames_desktop.ui.focus_names") in lines, \
        out.stdout


def test_the_menus_entries_and_accessible_names_come_right_after_the_first_frame(tmp_path):
    """The first frame shows the menu bar's titles; their entries (and shortcuts) and the
    widgets' accessible names are made in the next turns of the event loop, all of them."""
    out = subprocess.run([sys.executable, "-c", APP_UNTIL_FIRST_FRAME],
                         env={**os.environ, **env(tmp_path), "PYTHONPATH": str(ROOT)},
                         cwd=tmp_path, capture_output=True, text=True, timeout=120, check=True)
    built = dict(line.split(": ") for line in out.stdout.splitlines() if line.startswith("built"))
    actions, entries, named = map(int, built["built before"].split())
    assert (actions, entries) == (0, 0), out.stdout  # the menu bar's titles only
    assert named < 20, out.stdout  # the few widgets named where they are made
    actions, entries, named = map(int, built["built after"].split())
    assert actions >= 15 and entries >= 25 and named >= 100, out.stdout


def menu_tree(window) -> list[tuple[str, ...]]:
    """Every menu entry (menu title, entry text, shortcuts, checked, enabled) and every
    window-wide shortcut, in order."""
    from PySide6.QtWidgets import QMenu

    rows = []
    for menu in [window.menuBar(), *window.findChildren(QMenu)]:
        for action in menu.actions():
            rows.append((menu.title() if isinstance(menu, QMenu) else "bar", action.text(),
                         " ".join(k.toString() for k in action.shortcuts()),
                         str(action.isChecked()), str(action.isEnabled())))
    rows += [("window", a.text(), a.shortcut().toString()) for a in window.actions()]
    return rows


def accessible_names(window) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import QWidget

    return [(type(w).__name__, w.accessibleName()) for w in window.findChildren(QWidget)]


def test_a_window_finished_after_its_first_frame_equals_one_built_at_once(qtbot, store,
                                                                          dialogs, tmp_path):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.app.main_window import MainWindow
    from boardgames_desktop.app.settings import AppSettings

    def make(name: str, **kwargs) -> MainWindow:
        settings = AppSettings(QSettings(str(tmp_path / f"{name}.ini"),
                                         QSettings.Format.IniFormat))
        window = MainWindow(store=store, settings=settings, dialogs=dialogs, **kwargs)
        qtbot.addWidget(window)
        return window

    at_once, later = make("at-once"), make("later", build_later=True)
    assert [m.title() for m in later._menus] == ["&Game", "&Edit", "&View", "&Help"]
    assert all(not menu.actions() for menu in later._menus) and not later.actions()
    assert later.launcher.tutorial_buttons  # the launcher itself is complete
    later.finish_building()
    later.finish_building()  # once only: nothing is added twice
    assert menu_tree(later) == menu_tree(at_once)
    assert accessible_names(later) == accessible_names(at_once)


def test_starting_a_game_before_the_window_is_finished_finishes_it_first(qtbot, store,
                                                                         dialogs, tmp_path):
    from PySide6.QtCore import QSettings

    from boardgames_desktop.app.main_window import MainWindow
    from boardgames_desktop.app.settings import AppSettings

    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(store=store, settings=settings, dialogs=dialogs, build_later=True)
    qtbot.addWidget(window)
    settings.set_log_visible(False)
    start_pig(window)  # Start pressed before the after-first-frame turn came
    assert window.controller is not None
    assert window.save_action.isEnabled() and window.undo_action.isEnabled()
    assert not window.log_action.isChecked() and not window.game_page.log_visible
    assert window.launcher.accessibleName()  # the names were given too


def test_a_second_copy_started_at_once_still_finds_the_first(tmp_path):
    """Two launches close together: the second may find the lock held before the first
    listens; it tries again until the first answers, brings it forward and exits."""
    environment = {**os.environ, **env(tmp_path), "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "boardgames_desktop"]
    first = subprocess.Popen(command, env=environment, cwd=tmp_path, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        lock = tmp_path / "instance.lock"
        deadline = time.monotonic() + 60
        while not lock.exists() and first.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)  # the first copy holds the lock: start the second right away
        assert first.poll() is None, first.communicate()
        second = subprocess.run(command, env=environment, cwd=tmp_path, capture_output=True,
                                text=True, timeout=120)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr and "brought forward" in second.stderr
    finally:
        first.kill()
        first.communicate(timeout=30)


def test_work_after_the_first_frame_runs_once_in_order_after_the_window_is_shown(qtbot):
    from PySide6.QtWidgets import QLabel

    from boardgames_desktop.app.first_frame import after_first_frame

    window = QLabel("first frame")
    qtbot.addWidget(window)
    done: list[str] = []
    window.show()
    after_first_frame(window, lambda: done.append("listen"), lambda: done.append("icon"))
    assert done == []  # nothing before the event loop has drawn the window
    qtbot.waitUntil(lambda: done == ["listen", "icon"], timeout=5000)
    qtbot.wait(50)
    assert done == ["listen", "icon"]


def test_work_after_the_first_frame_runs_even_if_the_window_is_never_shown(qtbot,
                                                                           monkeypatch):
    from PySide6.QtWidgets import QLabel

    from boardgames_desktop.app import first_frame

    monkeypatch.setattr(first_frame, "FALLBACK_MS", 50)
    window = QLabel("never shown")
    qtbot.addWidget(window)
    done: list[str] = []
    first_frame.after_first_frame(window, lambda: done.append("listen"))
    qtbot.waitUntil(lambda: done == ["listen"], timeout=5000)


def test_the_crash_log_is_opened_by_the_first_message_not_at_start(window, monkeypatch,
                                                                   tmp_path):
    import logging

    from boardgames_desktop.app import crash

    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    logger = logging.getLogger(crash.LOGGER)
    for handler in list(logger.handlers):  # a log another test opened elsewhere
        logger.removeHandler(handler)
    reporter = crash.CrashReporter(window)
    reporter.install()
    try:
        assert not crash.log_path().exists()
        crash.CrashReporter.qt_message(None, None, "a warning from Qt")
        assert "a warning from Qt" in crash.log_path().read_text(encoding="utf-8")
    finally:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(None)
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
