"""Replay you can navigate: the slider, the turn list and a click on a log line move to the
right position; play/pause steps on; the board is read-only and says so."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from boardgames_desktop.app.replay_panel import INSTRUCTION, line_positions
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.state import is_heading
from tests.page_play import play_page


def played(window, game="brigade", mode="competitive", players=2, steps=30, seed=5):
    state = new_game(game, mode, players, seed)
    window.start_state(state, ["Ada", "Ben", "Cleo"][:players])
    play_page(window, seed, lambda controller: len(controller.state.log) >= steps)
    return window.controller


def test_the_slider_moves_to_its_position(window):
    controller = played(window)
    page = window.game_page
    page.start_replay()
    bar = page.replay_bar
    assert bar.slider.maximum() == len(controller.state.log)
    bar.slider.setValue(7)
    assert page.replay.index == 7 and page.replay_label.text() == \
        f"Step 7 of {len(controller.state.log)}"
    # the board shows that position, the log what happened up to it
    assert page.scene.state.snapshot() == page.replay.current.snapshot()
    positions = line_positions(controller.state)
    assert len(page.log.lines) == sum(1 for p in positions if p <= 7)
    marked = page.log.marked_lines()
    assert marked and all(positions[i] == 7 for i in marked)
    entry = controller.state.log[6]
    assert page.log.lines[marked[0]].endswith(entry.action.describe())


def test_clicking_a_log_line_jumps_there(window, qtbot):
    controller = played(window)
    window.show()
    page = window.game_page
    page.start_replay()
    page.replay_go(len(controller.state.log))  # the whole log is shown at the end
    positions = line_positions(controller.state)
    target = next(i for i, p in enumerate(positions) if p == 4 and not is_heading(
        page.log.lines[i]))
    block = page.log.block_lines.index(target)
    cursor = QTextCursor(page.log.document().findBlockByNumber(block))
    page.log.setTextCursor(cursor)
    page.log.ensureCursorVisible()
    spot = page.log.cursorRect(cursor).center() + QPoint(8, 0)
    qtbot.mouseClick(page.log.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert page.replay.index == 4
    assert page.replay_bar.slider.value() == 4


def test_the_turn_list_jumps_to_a_turn_start(window):
    controller = played(window)
    page = window.game_page
    page.start_replay()
    turns = page.replay_bar.turns
    assert turns.count() >= 2
    item = turns.item(1)
    page.replay_bar._turn_clicked(item)  # what a click on the row does
    title, position = page.replay_bar.marks[1]
    assert item.text() == title and page.replay.index == position
    assert turns.currentRow() == 1
    # the heading is the last line of the log shown there (the turn starts on the board)
    assert title in page.log.lines[-1] or any(title in line for line in page.log.lines[-3:])
    del controller


def test_play_steps_on_and_pause_stops(window, qtbot):
    played(window, steps=12)
    page = window.game_page
    page.start_replay()
    bar = page.replay_bar
    bar.timer.setInterval(10)
    bar.buttons["play"].click()
    assert bar.playing and bar.buttons["play"].text() == "Pause"
    qtbot.waitUntil(lambda: page.replay.index >= 3, timeout=3000)
    bar.buttons["play"].click()
    stopped = page.replay.index
    qtbot.wait(60)
    assert not bar.playing and page.replay.index == stopped
    bar.buttons["play"].click()
    qtbot.waitUntil(lambda: page.replay.index == page.replay.length, timeout=3000)
    qtbot.waitUntil(lambda: not bar.playing, timeout=1000)  # stops at the end


def test_replay_is_read_only_and_says_so(window, qtbot):
    controller = played(window)
    page = window.game_page
    before = len(controller.state.log)
    page.start_replay()
    page.replay_go(3)
    assert page.scene.legal == []  # nothing on the board can be clicked
    page.on_board_click(controller.state.legal_actions()[:1])
    assert len(controller.state.log) == before
    assert page.replay_bar.header.text().startswith("Replay — the board is read-only")
    texts = [item.text() for item in page.scene.items() if hasattr(item, "text")
             and callable(item.text) and isinstance(item.text(), str)]
    assert INSTRUCTION in texts
    assert not any(t.startswith("Click a yellow-framed block") for t in texts)
    # hover text of the board does not reach the status bar during a replay
    messages = []
    page.status_message.connect(messages.append)
    page.scene.hover_text.emit("Move to C4 (1 action)")
    assert messages == []
    page.stop_replay()
    texts = [item.text() for item in page.scene.items() if hasattr(item, "text")
             and callable(item.text) and isinstance(item.text(), str)]
    assert any(t.startswith("Click a yellow-framed block") for t in texts)
    assert INSTRUCTION not in texts
    page.scene.hover_text.emit("Move to C4 (1 action)")
    assert messages[-1] == "Move to C4 (1 action)"
