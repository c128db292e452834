"""A replayed board is read-only because the scene knows it (issue #12.7): a click on a
board place does nothing — no action, no refusal — nothing is a hover target, and the legend
says it is a replay; leaving the replay makes the same places live again."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.app.game_page import GamePage
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.game_scene import READ_ONLY_NOTE


def _texts(scene) -> list[str]:
    out = []
    for item in scene.items():
        text = getattr(item, "text", None) or getattr(item, "toPlainText", None)
        if callable(text) and isinstance(text(), str):
            out.append(text())
    return out


def _tagged_place(scene, wanted: set[str]):
    """A visible item carrying one of ``wanted`` targets, and that target."""
    for entry in scene.reconciler.entries.values():
        target = entry.props.get("data0")
        if target in wanted and entry.item.isVisible():
            return entry.item, target
    raise AssertionError("no tagged item on the board")


@pytest.mark.parametrize(("game", "mode", "players"),
                         [("brigade", "competitive", 2), ("flashpoint", "family", 2)])
def test_a_click_on_a_replayed_board_does_nothing(qtbot, game, mode, players):
    state = new_game(game, mode, players, 3)
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    controller = HotseatController(state, ["Ann", "Bo"])
    page.start(controller)
    page.show()
    qtbot.waitExposed(page)
    chooser = random.Random(3)
    while len(state.log) < 12:
        legal = controller.visible_legal()
        page.choose(legal[chooser.randrange(len(legal))])
    live_targets = {a.target for a in controller.visible_legal() if a.target}
    before = len(state.log)
    page.start_replay()
    page.replay_go(before)  # the same position as the live game
    scene = page.scene
    assert scene.read_only and scene.legal == [] and scene.targets() == {}
    item, target = _tagged_place(scene, live_targets)
    centre = item.sceneBoundingRect().center()
    assert scene.target_at(centre) is None  # no hover target either
    heard = []
    scene.actions_chosen.connect(heard.append)
    scene.refusal.connect(heard.append)
    page.board.ensureVisible(item)
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(centre))
    scene.activate(target)  # Enter on the keyboard focus ring
    assert heard == [] and not page.notice.isVisibleTo(page)
    assert len(state.log) == before and not page.actions.choosing
    assert READ_ONLY_NOTE in " ".join(_texts(scene))
    page.stop_replay()
    assert not scene.read_only and READ_ONLY_NOTE not in " ".join(_texts(scene))
    assert scene.target_at(centre) == target
    scene.activate(target)
    assert heard  # live again: the same place offers its actions
