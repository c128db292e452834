"""The Flash Point board scene: draws every kind of position, tags exactly the legal
targets, clicks emit exactly the legal actions there, hides face-down POIs, previews walks
with their AP cost and lists the last Advance Fire step by step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

from boardgames_desktop.games.flashpoint.paths import move_preview
from boardgames_desktop.games.flashpoint.steps import step_text
from boardgames_desktop.games.flashpoint.view.fire_view import MAX_LINES, UI_ROLE
from boardgames_desktop.games.flashpoint.view.geometry import cell_centre, edge_line
from boardgames_desktop.games.flashpoint.view.scene import FlashPointScene, create_scene
from boardgames_desktop.games.flashpoint.view.snapshot import play_some
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.game_scene import TARGET_ROLE, GameScene

from .helpers import advance, clear, dice, make, place_ff, put, victim

CONFIGS = [
    ("family", 1, {}),
    ("family", 3, {}),
    ("experienced", 2, {"difficulty": "Recruit"}),
    ("experienced", 4, {"difficulty": "Veteran", "tragic_events": True}),
    ("experienced", 6, {"difficulty": "Heroic", "tragic_events": True}),
    ("experienced", 3, {"difficulty": "Heroic"}),
]


def show(scene: FlashPointScene, state) -> FlashPointScene:
    seat = state.active_players[0] if state.active_players else None
    scene.show_state(state, seat, state.legal_actions())
    return scene


def texts(scene: FlashPointScene) -> list[str]:
    out = []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
    return out


def tagged(scene: FlashPointScene) -> set[str]:
    return {str(i.data(TARGET_ROLE)) for i in scene.items() if i.data(TARGET_ROLE) is not None}


def legal_targets(state) -> set[str]:
    return {a.target for a in state.legal_actions() if a.target}


@pytest.fixture
def scene(qapp):
    made = create_scene()
    yield made
    made.clear()


def test_create_scene_is_a_game_scene(scene):
    assert isinstance(scene, GameScene)


@pytest.mark.parametrize("mode,players,opts", CONFIGS)
def test_draws_and_tags_every_legal_target_through_a_game(scene, mode, players, opts):
    state = new_game("flashpoint", mode, players, 11, opts)
    for step in range(8):
        show(scene, state)
        assert not scene.sceneRect().isEmpty()
        assert legal_targets(state) <= tagged(scene), state.phase
        kinds = {t.split(":")[0] for t in tagged(scene)}
        assert kinds <= {"cell", "door", "wall", "parking", "quadrant", "firefighter"}
        if state.is_over:
            break
        play_some(state, 6 if step else 12, step)


def click(scene: FlashPointScene, point: QPointF, qtbot) -> list:
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 1000)
    view.fitInView(scene.sceneRect())
    got: list = []
    refused: list = []
    scene.actions_chosen.connect(got.append)
    scene.refusal.connect(refused.append)
    from PySide6.QtTest import QTest

    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))
    scene.actions_chosen.disconnect(got.append)
    scene.refusal.disconnect(refused.append)
    return got[0] if got else [str(reason) for reason in refused]


def test_clicking_spaces_and_edges_emits_exactly_the_legal_actions_there(scene, qtbot):
    s = make("experienced", 1, seed=3, specialists=("captain",), engine="top-engine",
             ambulance="left-ambulance")
    clear(s)
    place_ff(s, 0, 3, 3, ap=4)
    put(s, "fire", (3, 4))
    put(s, "smoke", (2, 3))
    s.doors["3,2,E"] = "closed"
    show(scene, s)
    by_target: dict[str, list] = {}
    for a in s.legal_actions():
        if a.target:
            by_target.setdefault(a.target, []).append(a)
    assert "cell:3,4" in by_target and "door:3,2,E" in by_target
    for target, actions in by_target.items():
        kind, _, where = target.partition(":")
        if kind == "cell":
            point = cell_centre(*(int(x) for x in where.split(",")))
        elif kind in ("door", "wall"):
            point = edge_line(where).center()
        else:
            continue
        got = click(scene, point, qtbot)
        assert [a.key() for a in got] == [a.key() for a in actions], target


def test_click_where_nothing_is_legal_says_why(scene, qtbot):
    s = make("family", 1, seed=3)
    clear(s)
    place_ff(s, 0, 3, 3, ap=4)
    show(scene, s)
    said = click(scene, cell_centre(5, 6), qtbot)
    assert said and isinstance(said[0], str) and "adjacent" in said[0]


def render(scene: FlashPointScene) -> QImage:
    image = QImage(600, 450, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def test_face_down_pois_never_show_their_kind(scene):
    s = make("experienced", 2, seed=5, specialists=("generalist", "paramedic"))
    clear(s)
    place_ff(s, 0, 1, 1, ap=4)
    a = victim(s, 2, 2, revealed=False, kind="victim")
    b = victim(s, 5, 6, revealed=False, kind="false_alarm")
    show(scene, s)
    first, words = render(scene), texts(scene)
    hover = [scene.hover_at(cell_centre(2, 2)), scene.hover_at(cell_centre(5, 6))]
    a.kind, b.kind = b.kind, a.kind
    show(scene, s)
    assert render(scene) == first
    assert sorted(texts(scene)) == sorted(words)
    assert [scene.hover_at(cell_centre(2, 2)), scene.hover_at(cell_centre(5, 6))] == hover
    assert "face-down POI" in hover[0] and "false alarm" not in " ".join(hover).lower()


def test_hover_previews_the_walk_with_its_ap_cost(scene):
    s = make("family", 1, seed=3)
    clear(s)
    place_ff(s, 0, 3, 3, ap=4)
    put(s, "fire", (3, 4))
    show(scene, s)
    goal = s.house.idx(3, 5)
    cost, path = move_preview(s, 0, goal)
    assert cost == 3  # into the fire at 34 (2 AP), then 35 (1 AP)
    said: list[str] = []
    scene.hover_text.connect(said.append)
    text = scene.hover_at(cell_centre(3, 5))
    assert f"Walk there: {cost} AP" in text and said[-1] == text
    assert "34" in text  # the route is named
    assert scene.preview.items  # the path is drawn
    scene.hover_at(cell_centre(3, 3))  # back on the firefighter's space: no path
    assert not scene.preview.items


def test_advance_fire_is_listed_step_by_step_and_drawn(scene):
    s = make("experienced", 1, seed=3, specialists=("generalist",), engine="top-engine",
             ambulance="left-ambulance")
    clear(s)
    place_ff(s, 0, 1, 1, ap=4)
    put(s, "fire", (3, 3), (3, 4))
    put(s, "smoke", (4, 4))
    s.doors["4,4,S"] = "open"
    dice(s, 3, 3)  # fire at 33: explosion
    advance(s)
    assert any(r["step"] == "explosion" for r in s.fire_steps)
    show(scene, s)
    words = texts(scene)
    for n, rec in enumerate(s.fire_steps[:MAX_LINES], start=1):
        text = step_text(rec)
        if rec["step"] == "explosion":  # the roll before it hit a burning space
            text = "Fire hit: " + text
        assert f"{n}. {text}" in words
    all_overlay = len(scene.items())
    buttons = [i for i in scene.items() if i.data(UI_ROLE) == "fire:step:2"]
    assert buttons
    assert scene.ui_click(buttons[0].sceneBoundingRect().center())
    assert scene.fire_focus == 2
    assert len(scene.items()) < all_overlay  # only that step's marks now
    scene.fire_command("next")
    assert scene.fire_focus == 3 or scene.fire_focus == len(s.fire_steps)
    scene.fire_command("all")
    assert scene.fire_focus is None


def test_tragic_panel_shows_decks_and_the_last_event_text(scene):
    s = new_game("flashpoint", "experienced", 4, 5,
                 {"difficulty": "Veteran", "tragic_events": True})
    play_some(s, 80, 5)
    show(scene, s)
    words = " ".join(texts(scene))
    assert f"{len(s.fire_deck)} cards face down" in words
    assert f"{s.flare_supply} in supply" in words
    assert f"Damage {s.damage}/24" in words
    if s.last_event:
        from boardgames_desktop.games.flashpoint.data import events

        assert events()[s.last_event].text in words


def test_hovering_a_door_names_it_and_its_action(scene):
    s = make("family", 1, seed=3)
    clear(s)
    place_ff(s, 0, 3, 2, ap=4)
    show(scene, s)
    text = scene.hover_at(edge_line("3,2,E").center())
    assert text.startswith("Door (closed)") and "Open the door between 32 and 33 (1 AP)" in text


def test_family_board_has_no_parking_spots(scene):
    s = make("family", 2, seed=4)
    show(scene, s)
    assert not any(t.startswith(("parking:", "quadrant:")) for t in tagged(scene))
    assert "Family game" in " ".join(texts(scene))


def test_suppression_flip_targets_are_clickable(scene, qtbot):
    s = make("experienced", 2, seed=3, specialists=("suppression", "generalist"),
             tragic_events=True, difficulty="Recruit")
    clear(s)
    place_ff(s, 0, 1, 1, ap=2)
    place_ff(s, 1, 6, 8, ap=4)
    dice(s, 3, 5)
    advance(s)
    assert s.pending_decisions() and s.decision.kind == "suppress"
    show(scene, s)
    flips = [a for a in s.legal_actions() if a.target]
    assert flips
    for a in flips:
        r, c = (int(x) for x in a.target.split(":")[1].split(","))
        got = click(scene, cell_centre(r, c), qtbot)
        assert [x.key() for x in got] == [a.key()]


def test_deck_gun_shot_is_explained(scene):
    s = make("experienced", 1, seed=3, specialists=("generalist",), engine="top-engine",
             ambulance="left-ambulance")
    clear(s)
    engine_cell = s.spot_cells("top-engine")[0]
    s.firefighters[0].cell = engine_cell
    s.firefighters[0].ap = 5
    put(s, "fire", (2, 6), (2, 7))
    dice(s, 5, 2)  # flipped into the NE quarter: 2,7
    s.apply(next(a for a in s.legal_actions() if a.kind == "deck_gun"))
    show(scene, s)
    words = " ".join(texts(scene))
    assert "Deck gun: rolled 5,2, flipped to 2,7" in words and "soaked 27" in words


def test_moving_the_mouse_over_the_board_view_previews(scene, qtbot):
    from PySide6.QtTest import QTest

    from boardgames_desktop.ui.board_view import BoardView

    s = make("family", 1, seed=3)
    clear(s)
    place_ff(s, 0, 3, 3, ap=4)
    show(scene, s)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.set_board(scene)
    view.show()
    said: list[str] = []
    scene.hover_text.connect(said.append)
    QTest.mouseMove(view.viewport(), view.mapFromScene(cell_centre(3, 5)))
    qtbot.waitUntil(lambda: bool(said), timeout=1000)
    assert "Walk there: 2 AP" in said[-1]


def test_knockdown_step_names_the_firefighter_and_is_drawn(scene):
    s = make("experienced", 1, seed=3, specialists=("generalist",), engine="top-engine",
             ambulance="left-ambulance")
    clear(s)
    place_ff(s, 0, 3, 5, ap=4)
    put(s, "fire", (3, 4))
    dice(s, 3, 4)  # explosion at 34: the blast east sets 35 (the firefighter's space) alight
    advance(s)
    show(scene, s)  # the player is asked where to go: the ambulance's spaces are offered
    assert legal_targets(s) and legal_targets(s) <= tagged(scene)
    s.apply(s.legal_actions()[0])
    assert any(r["step"] == "knockdown" for r in s.fire_steps)
    show(scene, s)
    words = " ".join(texts(scene))
    assert "Red firefighter in the fire at 35 knocked down" in words


def test_event_steps_on_doors_and_walls_are_marked(scene):
    s = make("experienced", 1, seed=3, specialists=("generalist",), engine="top-engine",
             ambulance="left-ambulance", tragic_events=True)
    s.fire_steps = [{"step": "doors_burn", "doors": ["1,3,E"]},
                    {"step": "damage_roll", "red": 2, "black": 4, "cell": [2, 4],
                     "walls": ["2,3,E"]}]
    show(scene, s)
    before = len(scene.items())
    scene.fire_command("toggle")  # hide the steps on the board
    assert len(scene.items()) < before


def test_strategist_gives_by_clicking_a_firefighter(scene, qtbot):
    s = make("experienced", 3, seed=4, specialists=("strategist", "paramedic", "generalist"),
             engine="left-engine", ambulance="bottom-ambulance", tragic_events=True)
    show(scene, s)
    gifts = [a for a in s.legal_actions() if a.kind == "plan_give"]
    assert gifts
    for gift in gifts:
        rows = [i for i in scene.items() if i.data(TARGET_ROLE) == gift.target]
        assert len(rows) == 2  # the figure on the board and its row in the list
        for item in rows:
            got = click(scene, item.sceneBoundingRect().center(), qtbot)
            assert [a.key() for a in got] == [gift.key()]


def test_legend_is_behind_a_button_and_lies_over_the_board(scene):
    s = make("experienced", 2, seed=5, specialists=("generalist", "paramedic"))
    clear(s)
    place_ff(s, 0, 1, 1, ap=4)
    show(scene, s)
    assert "Flashover" not in texts(scene)  # hidden at first: the board gets the room
    width = scene.sceneRect().width()
    button = next(i for i in scene.items() if i.data(UI_ROLE) == "fire:legend")
    assert scene.ui_click(button.sceneBoundingRect().center())
    assert scene.legend_shown and "Flashover" in texts(scene)
    assert scene.sceneRect().width() == width  # drawn over the board: the layout stays
    # a click on the card (here over space 2,2) hides it again instead of acting there
    assert scene.ui_click(cell_centre(2, 2))
    assert not scene.legend_shown and "Flashover" not in texts(scene)


def test_a_long_advance_fire_list_pages_and_keeps_the_scene_size(scene):
    s = new_game("flashpoint", "experienced", 4, 5, {"difficulty": "Veteran",
                                                     "tragic_events": True})
    show(scene, s)
    width = scene.sceneRect().width()
    s.fire_steps = [{"step": "smoke", "cell": [r, c]} for r in range(1, 7)
                    for c in range(1, 9)]  # 48 steps
    scene._steps_key = None
    show(scene, s)
    words = " ".join(texts(scene))
    assert "Steps 1–" in words and "of 48" in words
    assert not any(t.startswith("48. ") for t in texts(scene))  # on a later page
    assert scene.sceneRect().width() == width
    more = next(i for i in scene.items() if str(i.data(UI_ROLE)).startswith("fire:page:"))
    assert scene.ui_click(more.sceneBoundingRect().center())
    assert scene.fire_page == 1
    assert not any(t.startswith("1. ") for t in texts(scene))
