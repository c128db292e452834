"""Movement you can follow (issue #12.1, #12.2, #11.6).

A piece glides from its old to its new place, a new item grows in, a removed one fades out;
a burst of positions plays one after the other and a key skips it; whatever plays, the board
ends exactly as with animation off (the same ``item_facts`` for every key).  The last move is
ringed on the board, and a seat who gets the screen reads what happened since its last turn.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView

from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.animate_burst import BurstPlayer
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.reconcile import item_facts, stacking_keys
from boardgames_desktop.ui.scene_registry import create_scene
from boardgames_desktop.ui.sketch import EllipseSketch, RectSketch


class Pawns(GameScene):
    """A board of pawns at hand-set x positions (``state``: key -> x)."""

    def draw(self) -> None:
        self.put(self.tag(RectSketch(QRectF(0, 0, 400, 40)), "cell:row"), key="row")
        for key, x in sorted(self.state.items()):
            pawn = EllipseSketch(0, 0, 20, 20)
            pawn.setPos(x, 10)
            self.put(pawn, key=key)


class Frozen(dict):
    """A position the burst player may copy."""

    def clone(self) -> Frozen:
        return Frozen(self)


def run_to(scene: GameScene, share: float) -> None:
    """Put the running animation at ``share`` of its length (deterministic frames)."""
    anim = scene.motion._anim
    assert anim is not None, "nothing is moving"
    anim.setCurrentTime(int(anim.duration() * share))


def test_a_moved_piece_glides_from_its_old_place_to_the_new_one(qapp):
    scene = Pawns()
    scene.motion.speed = "normal"
    scene.show_state(Frozen(pawn=0.0), None, [])
    pawn = scene.board_item("pawn")
    assert not scene.motion.running  # the first picture appears at once
    scene.show_state(Frozen(pawn=200.0), None, [])
    assert scene.board_item("pawn") is pawn and scene.motion.running
    assert pawn.pos().x() == 0  # still where it was
    xs = []
    for share in (0.1, 0.3, 0.5, 0.7, 1.0):
        run_to(scene, share)
        xs.append(pawn.pos().x())
    assert xs == sorted(xs) and 0 < xs[0] < xs[2] < 200 and xs[-1] == 200
    assert not scene.motion.running


def test_new_items_grow_in_and_removed_ones_fade_out(qapp):
    scene = Pawns()
    scene.motion.speed = "fast"
    scene.show_state(Frozen(old=50.0), None, [])
    old = scene.board_item("old")
    scene.show_state(Frozen(new=300.0), None, [])
    new = scene.board_item("new")
    assert old.scene() is scene and scene.board_item("old") is None  # leaving, not gone
    assert not old.acceptedMouseButtons()  # a fading item takes no clicks
    assert new.opacity() == 0
    run_to(scene, 0.25)
    assert 0 < old.opacity() < 1 and new.opacity() == 0  # first the old one goes
    run_to(scene, 0.8)
    assert old.opacity() == 0 and 0 < new.opacity() < 1
    assert 0.55 <= new.scale() < 1.15  # grows (with a slight pop past its size)
    run_to(scene, 1.0)
    assert old.scene() is None and new.opacity() == 1 and new.scale() == 1


def test_skipping_ends_the_move_at_the_final_picture(qapp):
    scene = Pawns()
    scene.motion.speed = "normal"
    scene.show_state(Frozen(a=0.0, b=10.0), None, [])
    scene.show_state(Frozen(a=300.0, c=5.0), None, [])
    run_to(scene, 0.4)
    scene.motion.finish()
    plain = Pawns()
    plain.show_state(Frozen(a=300.0, c=5.0), None, [])
    assert board_facts(scene) == board_facts(plain)
    assert len(scene.items()) == len(plain.items())


def test_a_burst_plays_its_positions_in_turn_and_space_skips_to_the_end(qtbot):
    scene = Pawns()
    scene.motion.speed = "normal"
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    drawn = []

    def draw(target, frame):
        drawn.append(dict(frame[0]))
        target.show_state(*frame)

    player = BurstPlayer(draw, view)
    live = Frozen(pawn=0.0)
    player.show(scene, live, None, [])
    for x in (100.0, 200.0, 300.0):  # the model moves on at once; the view follows
        live["pawn"] = x
        player.show(scene, live, None, [])
    assert drawn == [{"pawn": 0.0}, {"pawn": 100.0}] and len(player.queue) == 2
    assert player.busy
    run_to(scene, 1.0)  # the first step ends: the next one starts
    qtbot.waitUntil(lambda: len(drawn) == 3)
    assert drawn[-1] == {"pawn": 200.0} and scene.motion.running
    qtbot.keyClick(view, Qt.Key.Key_Space)  # skip
    assert not player.busy and scene.board_item("pawn").pos().x() == 300
    assert scene.state is live  # the live state again, not a copy


def test_a_click_on_the_board_skips_and_then_acts_on_the_final_board(qtbot):
    scene = Pawns()
    scene.motion.speed = "normal"
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(600, 200)
    view.show()
    qtbot.waitExposed(view)
    player = BurstPlayer(lambda s, f: s.show_state(*f), view)
    player.show(scene, Frozen(pawn=0.0), None, [])
    player.show(scene, Frozen(pawn=250.0), None, [])
    clicked = []
    scene.refusal.connect(clicked.append)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(100, 20))
    assert not player.busy and scene.board_item("pawn").pos().x() == 250
    assert len(clicked) == 1  # the click reached the (final) board: its row answered


def board_facts(scene: GameScene) -> dict[str, tuple]:
    return {key: item_facts(entry.item) + (entry.item.opacity(),)
            for key, entry in scene.reconciler.entries.items()}


GAMES = [("brigade", "competitive", 3, {}), ("brigade", "4v1", 5, {}),
         ("emberheart", "standard", 3, {"side": "B"}),
         ("flashpoint", "experienced", 3, {"difficulty": "Veteran"})]


@pytest.mark.parametrize(("game", "mode", "players", "options"), GAMES,
                         ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_animation_on_and_off_end_in_the_same_scene(qtbot, game, mode, players, options):
    """Play the same random game on two boards: one jumps, one animates (every animation
    either runs to its end on its timer or is cut short by the next position)."""
    still, moving = create_scene(game), create_scene(game)
    moving.motion.speed = "fast"
    moving.marks.enabled = True  # the rings must not change the board either
    state = new_game(game, mode, players, 5, options)
    rng = random.Random(5)
    played = 0
    for step in range(45):
        if state.is_over:
            break
        legal = state.legal_actions()
        viewer = state.active_players[0]
        still.show_state(state, viewer, legal)
        moving.show_state(state, viewer, legal)
        if moving.motion.running and step % 4 == 0:
            qtbot.waitUntil(lambda: not moving.motion.running, timeout=3000)
        elif moving.motion.running:
            run_to(moving, rng.random())  # a frame somewhere in the middle
        played += moving.motion.played
        moving.motion.played = 0
        if step % 5 == 4:
            moving.motion.finish()
            assert board_facts(moving) == board_facts(still)
            assert stacking_keys(moving, moving.reconciler) == \
                stacking_keys(still, still.reconciler)
        state.apply(legal[rng.randrange(len(legal))])
    assert played > 5  # things did move


# ----- the last move and the summary of what happened ------------------------------------
def test_the_last_move_is_ringed_until_the_next_action(qtbot):
    from boardgames_desktop.app.game_page import GamePage

    state = new_game("brigade", "coop", 2, 3)
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    controller = HotseatController(state, ["Ann", "Bo"])
    page.start(controller)
    assert page.scene.marks.count == 0  # nothing happened yet
    while not any(a.target for a in controller.visible_legal()):  # the Warden picks
        controller.apply(controller.visible_legal()[0])
    moves = [a for a in controller.visible_legal() if a.target]
    controller.apply(moves[0])
    rings = page.scene.marks.rects()
    assert rings and page.scene.marks.count >= 1
    place = page.scene.marks.targets
    assert place == [moves[0].target]
    rect = rings[0][0]
    tagged = [e.item for e in page.scene.reconciler.entries.values()
              if e.props.get("data0") == moves[0].target]
    assert any(rect.contains(item.sceneBoundingRect().center()) for item in tagged)
    seat = controller.viewer
    second = next(a for a in controller.visible_legal()
                  if a.target and a.target != moves[0].target and a.player == seat)
    controller.apply(second)  # the same seat's next action: only its place is ringed now
    assert controller.viewer == seat and page.scene.marks.targets == [second.target]


def test_a_seat_reads_what_happened_since_its_last_turn(qtbot):
    from boardgames_desktop.app.game_page import GamePage

    state = new_game("flashpoint", "family", 2, 4)
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    controller = HotseatController(state, ["Ann", "Bo"])
    page.start(controller)
    rng = random.Random(2)
    summaries = []
    for _ in range(120):
        if state.is_over:
            break
        seat = controller.viewer
        legal = controller.visible_legal()
        controller.apply(legal[rng.randrange(len(legal))])
        if controller.viewer != seat and page.away.isVisibleTo(page):
            summaries.append((controller.viewer, page.away.title.text(),
                              page.away.body.text(), page.scene.marks.count))
    assert summaries, "no turn ever passed"
    seat, title, body, rings = summaries[-1]
    name = ["Ann", "Bo"][seat]
    assert title.startswith(f"{name}, since your last turn") or "first turn" in title
    other = ["Ann", "Bo"][1 - seat]
    assert other in body  # what the other firefighter did
    assert rings >= 1  # the places the other firefighter acted at, and the moved pieces


def test_a_brigade_cells_frame_and_pill_come_and_go_at_once(qapp):
    """They are the highlight (like the glow), not a piece: no growing in, no fading out."""
    scene = create_scene("brigade")
    scene.motion.speed = "normal"
    state = new_game("brigade", "competitive", 4, 1, {})
    rng = random.Random(2)
    came = went = 0
    marks: dict = {}
    for _ in range(30):
        legal = state.legal_actions()
        scene.show_state(state, state.active_players[0], legal)
        now = {key: entry.item for key, entry in scene.reconciler.entries.items()
               if key.endswith("|mark")}
        for key, item in now.items():
            came += key not in marks
            assert item.opacity() == 1 and item.scale() == 1, key
        for key, item in marks.items():
            if key not in now:
                went += 1
                # gone at once, not fading: removed, or kept fully transparent to come
                # back unrendered (ui/retiring.py)
                assert item.scene() is None or (
                    item.opacity() == 0 and item in scene.reconciler.retired.items()), key
        marks = now
        state.apply(rng.choice(legal))
    assert came > 3 and went > 3
