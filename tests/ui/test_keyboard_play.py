"""Keyboard-only play (#12.6): a whole seeded game of each title, driven by key presses alone.

Every key goes to the widget that has the keyboard focus (``QApplication.focusWidget()``), as
a real keyboard's would.  Board actions are reached with the focus ring (F6 to the board,
Tab to the place, Enter, and arrows + Enter in the chooser when one place offers several
actions); the others through the action list (Ctrl+F, type, Down, Enter); the curtain with
Enter.  The game must reach its end.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.rules import new_game
from boardgames_desktop.storage import SaveStore
from boardgames_desktop.ui.action_panel import HEADING
from boardgames_desktop.ui.dialogs import RecordingDialogs

MAX_ACTIONS = 400


@pytest.fixture
def window(qtbot, tmp_path):
    from boardgames_desktop.app.main_window import MainWindow

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(store=SaveStore(tmp_path / "data"), settings=settings,
                     dialogs=RecordingDialogs(), autosave=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key press, to whatever has the focus."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key, modifier)


def type_text(qtbot, text: str) -> None:
    """Type the plain-ASCII words of ``text`` (QTest types only what a US keyboard has)."""
    words = ["".join(c for c in word if c.isascii() and c.isalnum()) for word in text.split()]
    qtbot.keyClicks(QApplication.focusWidget(), " ".join(w for w in words if w)[:40])


def pick_in_list(qtbot, panel, action) -> None:
    """Arrow to ``action`` in the focused list and press Enter."""
    assert QApplication.focusWidget() is panel.list
    wanted = next(n for n, e in enumerate(panel.entries)
                  if e is not HEADING and e is not None and e.key() == action.key())
    for _ in range(len(panel.entries) + 1):
        if panel.list.currentRow() == wanted:
            break
        press(qtbot, Qt.Key.Key_Down if panel.list.currentRow() < wanted else Qt.Key.Key_Up)
    assert panel.list.currentRow() == wanted
    press(qtbot, Qt.Key.Key_Return)


def by_board(qtbot, page, action) -> bool:
    """Tab the focus ring to the action's place and press Enter (False: not on the board)."""
    board = page.board
    if action.target not in board.ring.rects():
        return False
    if not board.hasFocus():
        press(qtbot, Qt.Key.Key_F6)
    assert board.hasFocus()
    for _ in range(len(board.ring.rects()) + 2):
        if board.ring.current == action.target:
            break
        press(qtbot, Qt.Key.Key_Tab)
        if not board.hasFocus():  # Tab went past the last place: back to the board
            press(qtbot, Qt.Key.Key_F6)
    assert board.ring.current == action.target
    press(qtbot, Qt.Key.Key_Return)
    if page.actions.choosing:  # several actions there: the chooser has the focus
        pick_in_list(qtbot, page.actions, action)
    return True


def by_list(qtbot, page, action, text: str) -> None:
    """Ctrl+F, type the action's words, Down into the list, arrows to it, Enter."""
    press(qtbot, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    panel = page.actions
    if QApplication.focusWidget() is panel.filter:
        type_text(qtbot, text)
        press(qtbot, Qt.Key.Key_Down)
    pick_in_list(qtbot, panel, action)


def hand_over(qtbot, page) -> None:
    """Tab to the "pass the screen to …" button and press Space."""
    buttons = [b for b in page.waiting_box.findChildren(QPushButton) if b.isVisible()]
    assert buttons, "no action offered and nobody to pass the screen to"
    for _ in range(60):
        if QApplication.focusWidget() in buttons:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() in buttons
    press(qtbot, Qt.Key.Key_Space)


GAMES = [("brigade", "competitive", 2, {}, 11), ("brigade", "solo", 1, {}, 4),
         ("emberheart", "standard", 2, {"side": "A"}, 3),
         ("flashpoint", "family", 2, {}, 5)]


@pytest.mark.parametrize(("game", "mode", "players", "options", "seed"), GAMES,
                         ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_a_whole_game_played_by_keyboard_alone(qtbot, window, game, mode, players, options,
                                               seed):
    state = new_game(game, mode, players, seed, options)
    window.start_state(state, ["Ann", "Bo"][:players])
    page = window.game_page
    controller = window.controller
    rng = random.Random(seed)
    ways = {"board": 0, "list": 0, "curtain": 0}
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        if page.curtain.isVisible():
            assert QApplication.focusWidget() is page.curtain.button
            press(qtbot, Qt.Key.Key_Return)
            ways["curtain"] += 1
            continue
        legal = controller.visible_legal()
        if not legal:
            hand_over(qtbot, page)
            continue
        quick = [a for a in legal if any(w in a.kind for w in ("end", "pass", "skip"))]
        action = rng.choice(quick) if quick and rng.random() < 0.6 else rng.choice(legal)
        before = len(state.log)
        if action.target and rng.random() < 0.7 and by_board(qtbot, page, action):
            ways["board"] += 1
        else:
            by_list(qtbot, page, action, controller.humanize(action.describe()))
            ways["list"] += 1
        assert len(state.log) == before + 1 and state.log[-1].action.key() == action.key()
    assert state.is_over, f"the game did not end in {MAX_ACTIONS} actions"
    assert ways["board"] > 0 and ways["list"] > 0
    assert page.banner.isVisible()


def test_every_widget_has_an_accessible_name(qtbot, window):
    from PySide6.QtWidgets import QWidget

    state = new_game("brigade", "3v1", 4, 2)
    window.start_state(state, ["Ann", "Bo", "Cy", "Di"])
    page = window.game_page
    if page.curtain.isVisible():
        press(qtbot, Qt.Key.Key_Return)
    nameless = [type(w).__name__ + (f" {w.objectName()}" if w.objectName() else "")
                for w in [window, *window.findChildren(QWidget)] if not w.accessibleName()]
    assert not nameless, nameless[:10]
    assert page.board.accessibleName() == "Game board"
    assert page.actions.filter.accessibleName() == "Find an action"


def test_a_message_box_answers_to_the_keyboard(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from boardgames_desktop.ui.dialogs import Dialogs

    seen = []

    def answer(key):
        box = QApplication.activeModalWidget()
        seen.append(isinstance(box, QMessageBox))
        qtbot.keyClick(QApplication.focusWidget() or box, key)

    QTimer.singleShot(50, lambda: answer(Qt.Key.Key_Return))  # the default: No
    assert Dialogs().confirm(None, "Delete?", "Delete the save?") is False
    QTimer.singleShot(50, lambda: answer(Qt.Key.Key_Y))  # the Yes button's mnemonic
    assert Dialogs().confirm(None, "Delete?", "Delete the save?") is True
    assert seen == [True, True]


def test_a_rich_text_tooltip_gives_a_plain_place_name():
    from boardgames_desktop.ui.focus_ring import first_part

    assert first_part("<b>Outside square 0,6</b><br>Outside the house: fire never …") \
        == "Outside square 0,6"
    assert first_part("Tavern space 3 — Blue's Party") == "Tavern space 3"
    assert first_part("<b>Cats &amp; Dogs</b>") == "Cats & Dogs"
