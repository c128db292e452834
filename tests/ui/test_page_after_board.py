"""The side panel follows the board on the next turn of the event loop
(``app/page_after_board.py``), and a player never acts on a stale page.

A click on the board redraws the board at once; the action list, the log and the rings
follow once the board has painted.  A press that comes before that (a second click, a key
in the action list) brings the page up to date first, so it acts on what is current.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.app.game_page import GamePage
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.action_panel import HEADING
from boardgames_desktop.ui.game_scene import TARGET_ROLE


@pytest.fixture
def page(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    page.set_animation_speed("off")
    return page


def start(page: GamePage, seed: int = 3) -> HotseatController:
    """A two-seat competitive Brigade game a few moves in, on the page."""
    state = new_game("brigade", "competitive", 2, seed, {})
    rng = random.Random(seed)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    controller = HotseatController(state, title="test")
    page.start(controller)
    if controller.curtain_required:
        controller.acknowledge_curtain()
    QApplication.processEvents()
    page.settle()
    return controller


def viewport_point(page: GamePage, target: str):
    """Where on the board's viewport a click reaches ``target`` (None: nowhere)."""
    scene = page.scene
    for item in scene.items():
        if item.data(TARGET_ROLE) != target or not item.isVisible():
            continue
        rect = item.sceneBoundingRect()
        for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.3, 0.7), (0.7, 0.3)):
            point = QPointF(rect.x() + rect.width() * fx, rect.y() + rect.height() * fy)
            if scene.target_at(point) == target:
                return page.board.mapFromScene(point)
    return None


def one_click_target(page: GamePage, controller: HotseatController) -> tuple[str, object]:
    """A board place where exactly one action is legal, with its viewport point."""
    targets = page.scene.targets()
    for action in controller.visible_legal():
        if action.target and len(targets.get(action.target, [])) == 1:
            point = viewport_point(page, action.target)
            if point is not None:
                return action.target, point
    pytest.skip("no single-action place on this board")


def listed(page: GamePage) -> list[str]:
    return [a.key() for a in page.actions.entries if a is not HEADING and a is not None]


def offered(controller: HotseatController) -> list[str]:
    return sorted(a.key() for a in controller.visible_legal())


def click(page: GamePage, point) -> None:
    from PySide6.QtTest import QTest

    QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def test_the_board_is_drawn_at_once_and_the_page_follows_after_its_paint(page, qtbot):
    controller = start(page)
    log_before = len(page.log.lines)
    _, point = one_click_target(page, controller)
    moves = len(controller.state.log)
    click(page, point)
    assert len(controller.state.log) == moves + 1
    assert page.scene.state is controller.state and page.scene.legal == \
        controller.visible_legal()  # the board shows the new position already
    assert page.page_update.pending  # the side panel waits for the board's paint
    qtbot.waitUntil(lambda: not page.page_update.pending, timeout=2000)
    assert sorted(listed(page)) == offered(controller)
    assert len(page.log.lines) > log_before
    assert page.log.lines == controller.log_lines()


def test_a_second_click_before_the_paint_acts_on_the_new_position(page, qtbot):
    controller = start(page)
    _, point = one_click_target(page, controller)
    click(page, point)
    assert page.page_update.pending
    # at once, before the event loop ran: the press brings the page up to date first
    target, point = one_click_target(page, controller)
    expected = page.scene.targets()[target][0]
    moves = len(controller.state.log)
    click(page, point)
    assert len(controller.state.log) == moves + 1
    assert controller.state.log[-1].action.key() == expected.key()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not page.page_update.pending, timeout=2000)
    assert sorted(listed(page)) == offered(controller)
    assert page.log.lines == controller.log_lines()


def test_a_key_in_the_action_list_right_after_a_click_uses_the_new_list(page, qtbot):
    controller = start(page)
    stale = listed(page)
    _, point = one_click_target(page, controller)
    click(page, point)
    assert page.page_update.pending and listed(page) == stale  # not updated yet
    page.actions.list.setFocus()
    qtbot.keyClick(page.actions.list, Qt.Key.Key_Home)  # the press updates the list first
    assert not page.page_update.pending
    assert sorted(listed(page)) == offered(controller)
    row = page.actions.list.currentRow()
    wanted = page.actions.entries[row]
    moves = len(controller.state.log)
    qtbot.keyClick(page.actions.list, Qt.Key.Key_Return)
    if wanted is HEADING or wanted is None:
        return  # (a heading row: nothing to act on)
    assert len(controller.state.log) == moves + 1
    assert controller.state.log[-1].action.key() == wanted.key()


def test_a_move_made_by_code_updates_the_whole_page_at_once(page):
    controller = start(page)
    action = next(a for a in controller.visible_legal() if not a.target) \
        if any(not a.target for a in controller.visible_legal()) \
        else controller.visible_legal()[0]
    page.choose(action)
    assert not page.page_update.pending
    assert sorted(listed(page)) == offered(controller)
    assert page.log.lines == controller.log_lines()


def test_the_rings_come_after_the_board_has_painted(page, qtbot):
    controller = start(page)
    _, point = one_click_target(page, controller)
    rings = list(page.scene.marks.items)
    click(page, point)
    assert page.scene.marks.items == rings  # nothing drawn on the click → board path
    qtbot.waitUntil(lambda: not page.page_update.pending, timeout=2000)
    qtbot.waitUntil(lambda: page.scene.marks.items != rings, timeout=2000)
    assert page.scene.marks.count > 0
