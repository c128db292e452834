"""Shared Qt pieces: board view zoom/fit, action panel, fallback scene, items, curtain, icon."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsTextItem

from boardgames_desktop.rules import Action
from boardgames_desktop.ui.action_panel import ActionPanel
from boardgames_desktop.ui.board_view import BoardView
from boardgames_desktop.ui.curtain import Curtain
from boardgames_desktop.ui.fallback_scene import FallbackScene
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.icon import SVG
from boardgames_desktop.ui.items import meeple
from boardgames_desktop.ui.sketch import RectSketch

ROLL = Action.make(0, "roll", "Roll the die")
MOVE_A = Action.make(0, "move", "Move to A", target="cell:0,0", cost="1 AP", to="A")
MOVE_B = Action.make(1, "move", "Carry to A", target="cell:0,0", to="A2")


def test_board_view_zoom_and_fit(qtbot):
    scene = QGraphicsScene()
    scene.addRect(QRectF(0, 0, 1000, 600))
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    view.set_board(scene)
    fitted = view.zoom
    assert 0.3 < fitted < 0.6 and view.auto_fit
    view.zoom_in()
    assert abs(view.zoom - fitted * 1.2) < 1e-6 and not view.auto_fit
    view.zoom_out()
    view.zoom_out()
    assert view.zoom < fitted
    for _ in range(100):
        view.zoom_out()
    assert abs(view.zoom - 0.1) < 1e-6  # clamped
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.zoom - fitted) < 1e-6 and view.auto_fit
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom > fitted


def test_action_panel_lists_every_action_grouped_by_place_and_chooses(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.configure(lambda p: ["Ann", "Bo"][p], lambda text: text,
                    lambda target: "Square A" if target == "cell:0,0" else None)
    panel.set_actions([MOVE_A, ROLL])
    # every legal action (keyboard-only play, #12.6): those without a place first
    assert panel.button_texts() == ["Roll the die", "Move to A (1 AP)"]
    assert panel.place_headings() == ["Square A"]
    assert "board" in panel.header.text()
    panel.choose_from([MOVE_A, MOVE_B], "Which?")
    assert panel.button_texts() == ["Ann: Move to A (1 AP)", "Bo: Carry to A",
                                    "Cancel (Esc) — choose something else"]
    with qtbot.waitSignal(panel.chosen) as blocker:
        panel.activate(1)
    assert blocker.args == [MOVE_B]
    panel.activate(2)  # cancel
    assert not panel.choosing and panel.button_texts() == ["Roll the die", "Move to A (1 AP)"]


def test_action_panel_filters_as_you_type_and_plays_by_keyboard(qtbot):
    actions = [Action.make(0, "move", f"Move to {name}", target=f"cell:{n}", to=name)
               for n, name in enumerate(["Attic", "Barn", "Cellar", "Dock", "Eaves", "Forge",
                                         "Gate"])] + [ROLL]
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.configure(lambda p: "Ann", lambda text: text,
                    lambda target: f"Room {target[5:]}")
    panel.set_actions(actions)
    panel.show()
    assert panel.filter.isVisible() and len(panel.button_texts()) == 8
    panel.focus_filter()
    qtbot.keyClicks(panel.filter, "cel")
    assert panel.button_texts() == ["Move to Cellar"] and panel.place_headings() == ["Room 2"]
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.keyClick(panel.filter, Qt.Key.Key_Return)
    assert blocker.args == [actions[2]]
    qtbot.keyClick(panel.filter, Qt.Key.Key_Escape)  # clears the box
    assert panel.filter.text() == "" and len(panel.button_texts()) == 8
    qtbot.keyClicks(panel.filter, "room 4")  # a place's name finds its actions too
    assert panel.button_texts() == ["Move to Eaves"]
    panel.filter.clear()
    qtbot.keyClick(panel.filter, Qt.Key.Key_Down)  # into the list, then down past a heading
    assert panel.list.hasFocus() or not panel.isActiveWindow()
    panel.list.setFocus()
    panel.list.setCurrentRow(0)
    qtbot.keyClick(panel.list, Qt.Key.Key_Down)
    assert panel.entries[panel.list.currentRow()] is actions[0]  # the heading was skipped
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    assert blocker.args == [actions[0]]


def test_fallback_scene_makes_targets_clickable(qtbot):
    scene = FallbackScene("No board view.", "Toy")
    scene.show_state(None, None, [ROLL, MOVE_A, MOVE_B])
    boxes = [i for i in scene.items() if i.data(0) == "cell:0,0"]
    assert len(boxes) == 1 and boxes[0].pen().color() == QColor(255, 200, 40)
    texts = [i.toPlainText() for i in scene.items() if isinstance(i, QGraphicsTextItem)]
    assert "No board view." in texts
    assert any("Move to A (1 AP) (+1 more)" in t for t in texts)  # child label survived
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    view.set_board(scene)
    centre = view.mapFromScene(boxes[0].sceneBoundingRect().center())
    with qtbot.waitSignal(scene.actions_chosen) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert blocker.args == [[MOVE_A, MOVE_B]]


def test_click_on_untargeted_place_emits_refusal(qtbot):
    class Board(GameScene):
        def draw(self):
            self.put(self.tag(RectSketch(QRectF(0, 0, 50, 50)), "cell:9,9"))

    scene = Board()
    scene.show_state(None, None, [MOVE_A])
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    view.set_board(scene)
    with qtbot.waitSignal(scene.refusal) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(QPointF(25, 25)))
    assert [str(arg) for arg in blocker.args] == ["Nothing can be done there right now."]
    # A drag on empty space pans instead of clicking.
    assert view.dragMode() == BoardView.DragMode.ScrollHandDrag
    assert isinstance(view.mapToScene(QPoint(0, 0)), QPointF)


def test_meeple_is_drawn_with_its_label_and_can_be_tagged(qtbot):
    class Board(GameScene):
        def draw(self):
            piece = meeple("royalblue", 30, "P")
            piece.setPos(40, 40)
            self.put(self.tag(piece, "cell:0,0"), key="piece")

    scene = Board()
    scene.show_state(None, None, [MOVE_A])
    piece = scene.board_item("piece")
    assert isinstance(piece, QGraphicsPathItem) and piece.pen().width() == 3  # highlighted
    labels = [c.text() for c in piece.childItems()]
    assert labels == ["P"]
    assert piece.sceneBoundingRect().contains(QPointF(40, 40))
    assert not piece.childItems()[0].acceptedMouseButtons()  # clicks reach the meeple


def test_curtain_text_and_signal(qtbot):
    curtain = Curtain()
    qtbot.addWidget(curtain)
    curtain.show_for("Bo", "Ann")
    assert curtain.title.text() == "Pass to Bo"
    assert curtain.note.text().startswith("Ann, please hand the screen over")
    with qtbot.waitSignal(curtain.ready):
        qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)


def test_icon_matches_packaging_svg():
    packaged = Path(__file__).resolve().parents[2] / "packaging" / "boardgames-desktop.svg"
    assert packaged.read_text() == SVG
