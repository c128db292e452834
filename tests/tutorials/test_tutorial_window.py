"""Taking the tutorials in the app as a player does: click the glowing place (or the button
the step names), get the step's hint after a wrong click, leave and resume, and finish with
the offer of a real game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from boardgames_desktop.app.tutorial import tutorial, tutorials
from boardgames_desktop.app.tutorial_launch import start_tutorial
from boardgames_desktop.ui.game_scene import TARGET_ROLE

ALL = [t.id for t in tutorials()]


def click_target(page, target: str) -> None:
    """A left click on the board where ``target`` is drawn (where nothing covers it)."""
    page.board.fit()
    scene = page.scene
    for item in scene.items():
        if item.data(TARGET_ROLE) != target or not item.isVisible():
            continue
        centre = item.sceneBoundingRect().center()
        if scene.target_at(centre) == target:
            QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                             pos=page.board.mapFromScene(centre))
            return
    raise AssertionError(f"{target} is not clickable on the board")


def click_panel_entry(page, kind: str) -> None:
    """A click on the side panel's entry for the action of ``kind``."""
    panel = page.actions
    for row, action in enumerate(panel.entries):
        if action is not None and action.kind == kind:
            item = panel.list.item(row)
            QTest.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=panel.list.visualItemRect(item).center())
            return
    raise AssertionError(f"no '{kind}' entry in the side panel")


def pass_screen(page) -> None:
    """Hidden information (3v1): the next seat presses the curtain's button first."""
    if page.controller.curtain_required:
        assert not page.tutorial.isVisible()  # the curtain hides the board and the steps
        QTest.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.tutorial.isVisible()


def take_step(page) -> None:
    """Do what the current step asks, as a player would: once the side panel has caught up
    with the board (a player's click updates it just after the board's paint)."""
    page.settle()
    pass_screen(page)
    panel = page.tutorial
    step = panel.runner.step
    if not step.waits_for_action:
        QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        return
    target = step.expect.get("target")
    offered = panel.offered(page.controller.visible_legal())
    assert len(offered) == 1
    on_board = target is not None and target in page.scene.tagged_targets()
    if on_board:
        click_target(page, target)
    else:
        click_panel_entry(page, step.expect["kind"])


@pytest.mark.parametrize("tid", ALL)
def test_every_tutorial_is_finished_by_clicking_what_it_asks(window, qtbot, tid):
    tut = tutorial(tid)
    assert start_tutorial(window, tut, resume=False)
    page = window.game_page
    panel = page.tutorial
    assert panel is not None
    for number in range(1, len(tut.steps) + 1):
        pass_screen(page)
        assert panel.counter.text().endswith(f"step {number} of {len(tut.steps)}")
        assert panel.do.text() == tut.steps[number - 1].do
        before = panel.runner.index
        take_step(page)
        assert panel.runner.index == before + 1, panel.do.text()
    assert panel.runner.finished
    pass_screen(page)
    assert panel.real_button.isVisible() and not panel.next_button.isVisible()
    assert panel.do.text() == tut.finish


@pytest.mark.parametrize("tid", ALL)
def test_only_the_steps_target_glows(window, tid):
    tut = tutorial(tid)
    start_tutorial(window, tut, resume=False)
    page = window.game_page
    runner = page.tutorial.runner
    while not runner.step.waits_for_action:
        runner.next()
    pass_screen(page)
    page.refresh()
    targets = set(page.scene.targets())
    wanted = runner.step.expect.get("target")
    assert targets == ({wanted} if wanted else set())


def test_a_wrong_click_is_refused_with_the_steps_hint(window):
    tut = tutorial("flashpoint/family")
    start_tutorial(window, tut, resume=False)
    page = window.game_page
    panel = page.tutorial
    QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    step = panel.runner.step
    # 2,0 is a legal move in the game, but not what the step asks for
    click_target(page, "cell:2,0")
    assert not page.controller.state.log  # nothing was played
    assert panel.hint.isVisible() and panel.hint.text() == step.hint
    click_target(page, "cell:3,1")
    assert len(page.controller.state.log) == 1
    assert not panel.hint.isVisible()


def test_a_wrong_choice_from_the_side_panel_is_refused(window):
    tut = tutorial("flashpoint/family")
    start_tutorial(window, tut, resume=False)
    page = window.game_page
    panel = page.tutorial
    panel.next()
    end_turn = next(a for a in page.controller.state.legal_actions() if a.kind == "end_turn")
    page.choose(end_turn)  # e.g. picked from a chooser: the tutorial still refuses it
    assert not page.controller.state.log
    assert panel.hint.text() == panel.runner.step.hint


def test_leaving_keeps_the_place_and_learn_to_play_resumes_it(window, settings):
    tut = tutorial("brigade/competitive")
    start_tutorial(window, tut, resume=False)
    page = window.game_page
    take_step(page)
    take_step(page)
    assert page.tutorial.runner.index == 2
    QTest.mouseClick(page.tutorial.leave_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.launcher
    start_tutorial(window, tut)
    assert window.game_page.tutorial.runner.index == 2
    assert len(window.game_page.controller.state.log) == 1


def test_a_new_game_removes_the_tutorial_panel(window):
    start_tutorial(window, tutorial("emberheart/standard"), resume=False)
    from boardgames_desktop.rules import new_game

    window.start_state(new_game("flashpoint", "family", 1, 3))
    assert window.game_page.tutorial is None
    legal = window.game_page.controller.visible_legal()
    assert len(window.game_page.scene.targets()) > 1 and legal


def test_the_end_offers_a_real_game(window):
    tut = tutorial("flashpoint/family")
    start_tutorial(window, tut, resume=False)
    page = window.game_page
    while not page.tutorial.runner.finished:
        take_step(page)
    QTest.mouseClick(page.tutorial.real_button, Qt.MouseButton.LeftButton)
    state = window.game_page.controller.state
    assert window.game_page.tutorial is None
    assert "scenario" not in state.options and state.mode == "family"
    assert state.options.get("firefighters") == 2


def test_learn_to_play_is_in_the_help_menu_and_the_launcher(window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    learn = next(a.menu() for a in help_menu.actions() if a.menu() is not None)
    titles = [a.text() for a in learn.actions()]
    assert titles == [t.title for t in tutorials()]
    buttons = [b.text() for b in window.launcher.tutorial_buttons]
    assert buttons == ["Flash Point", "The Brigade", "Emberheart"]
    learn.actions()[1].trigger()
    assert window.game_page.tutorial.tutorial.id == tutorials()[1].id


def test_the_last_step_fits_at_1280x800_without_covering_its_buttons(window, qtbot):
    """The end of the Emberheart lesson (a long text, the away summary and the action list
    at once) once overlapped the buttons and grew the window to 833 px."""
    start_tutorial(window, tutorial("emberheart/standard"), resume=False)
    page = window.game_page
    while not page.tutorial.runner.finished:
        take_step(page)
    pass_screen(page)
    qtbot.wait(50)  # the layout settles
    panel = page.tutorial
    assert window.height() == 800
    text_bottom = panel.text_area.geometry().bottom()
    assert text_bottom < panel.real_button.geometry().top()
    assert text_bottom < panel.leave_button.geometry().top()
    for label in (panel.do, panel.why):  # every line of the text is there to scroll to
        assert label.height() >= label.heightForWidth(label.width())


def test_the_away_summary_names_an_untyped_seat_as_the_game_does(window):
    """The tutorial's seats carry no typed names: the summary says "Blue, since your last
    turn", as the board does, never "Player 2"."""
    start_tutorial(window, tutorial("emberheart/standard"), resume=False)
    page = window.game_page
    titles = []
    while not page.tutorial.runner.finished and len(titles) < 3:
        take_step(page)
        if page.away.isVisible():
            titles.append(page.away.title.text())
    assert titles, "no summary was shown"
    for title in titles:
        assert title.split(",")[0] in ("Red", "Blue") and "Player" not in title, title
