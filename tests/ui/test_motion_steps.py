"""A burst of automatic steps plays as a sequence the table can watch (issue #12.1).

The page watches the live game while movement is on; the steps of one action (Advance Fire,
Blaze's turn, the end of an Emberheart round) are shown one after the other with a caption,
and the board always ends exactly as it does with movement off.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.app.game_page import GamePage
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.animate_steps import StepFrame
from boardgames_desktop.ui.scene_registry import create_scene
from tests.flashpoint.helpers import acts, clear, dice, make, place_ff, put

from .test_motion import board_facts, run_to


def _page(qtbot, state, names, speed="normal") -> GamePage:
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.set_animation_speed(speed)
    page.start(HotseatController(state, names))
    return page


def _explosion_game():
    s = clear(make("family"))
    place_ff(s, 0, 1, 1)
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    return s


def _still_facts(state, viewer, legal, names) -> dict:
    """The board drawn at once (no movement), with the same typed seat names."""
    still = create_scene(state.game_id)
    still.seat_names = names
    still.show_state(state, viewer, legal)
    return board_facts(still)


def _play_out(page: GamePage, qtbot) -> list[str]:
    """Let the running sequence play to its end (each animation run to its last frame);
    returns the captions shown on the way."""
    captions = []
    scene = page.scene
    for _ in range(200):
        if not page.burst.busy:
            break
        if scene.caption.text and (not captions or captions[-1] != scene.caption.text):
            captions.append(scene.caption.text)
        if scene.motion.running:
            run_to(scene, 1.0)
        QApplication.processEvents()  # the next step starts through the event loop
    assert not page.burst.busy
    return captions


def test_an_advance_fire_plays_step_by_step_and_skipping_lands_on_the_final_board(qtbot):
    state = _explosion_game()
    page = _page(qtbot, state, ["Ann"])
    scene = page.scene
    page.choose(acts(state, "end_turn")[0])
    # the model is done; the board shows the roll first, the explosion next, then the end
    assert scene.caption.text.startswith("Dice: red 3 (row), black 4 (column)")
    assert scene.motion.running
    steps = [f for f in page.burst.queue if isinstance(f, StepFrame)]
    assert [f.caption[:15] for f in steps] == ["Explosion at 34"]
    run_to(scene, 1.0)
    qtbot.waitUntil(lambda: scene.caption.text.startswith("Explosion at 34"), timeout=2000)
    assert scene.motion.running  # the three new fires grow in
    qtbot.keyClick(page.board, Qt.Key.Key_Space)  # skip to the end
    assert not page.burst.busy and scene.caption.text == ""
    assert scene.state is state
    assert board_facts(scene) == _still_facts(state, page.controller.viewer,
                                              page.controller.visible_legal(),
                                              page.scene.seat_names)


def test_movement_off_shows_the_end_at_once_and_records_nothing(qtbot):
    state = _explosion_game()
    page = _page(qtbot, state, ["Ann"], speed="off")
    page.choose(acts(state, "end_turn")[0])
    assert not page.burst.busy and page.scene.caption.text == ""
    assert page.steps.state is None  # nobody watches the game
    assert board_facts(page.scene) == _still_facts(state, page.controller.viewer,
                                              page.controller.visible_legal(),
                                              page.scene.seat_names)


GAMES = [("brigade", "solo", 1), ("emberheart", "standard", 2), ("flashpoint", "family", 2)]


@pytest.mark.parametrize(("game", "mode", "players"), GAMES, ids=[g[0] for g in GAMES])
def test_sequences_played_to_the_end_leave_the_board_as_movement_off_does(qtbot, game, mode,
                                                                          players):
    state = new_game(game, mode, players, 6)
    page = _page(qtbot, state, ["Ann", "Bo"][:players], speed="fast")
    controller = page.controller
    rng = random.Random(6)
    sequences = 0
    for n in range(60):
        if state.is_over:
            break
        if controller.curtain_required:
            controller.acknowledge_curtain()
        legal = controller.visible_legal()
        page.choose(legal[rng.randrange(len(legal))])
        if page.stack.currentIndex() == 1:
            continue  # the curtain is down: nothing of the board is shown
        played = _play_out(page, qtbot) if n % 3 else []
        if not played and page.burst.busy:
            page.burst.skip()
        sequences += bool(played)
        assert board_facts(page.scene) == _still_facts(state, controller.viewer,
                                                           controller.visible_legal(),
                                                           page.scene.seat_names)
    assert sequences >= 2  # some actions did play a sequence


def test_a_placed_party_glides_from_the_player_board_to_its_space(qtbot):
    """The Crest next in hand is the Party once placed: the same item, at a new place."""
    state = new_game("emberheart", "standard", 2, 4)
    page = _page(qtbot, state, ["Ann", "Bo"])
    controller, scene = page.controller, page.scene
    rng = random.Random(4)
    for _ in range(80):  # to the first Party placement of the game
        if controller.curtain_required:
            controller.acknowledge_curtain()
        legal = controller.visible_legal()
        placing = [a for a in legal if a.kind == "party"]
        if placing:
            break
        page.choose(legal[rng.randrange(len(legal))])
    else:
        raise AssertionError("no Party was ever placed")
    page.burst.skip()
    action = placing[0]
    seat = action.player
    key = f"party:{seat}:0"  # nothing placed yet this round: the first Crest in hand
    crest = scene.board_item(key)
    assert crest is not None
    start = crest.scenePos()
    page.choose(action)
    assert scene.board_item(key) is crest  # the same piece ...
    space = next(e.item for e in scene.reconciler.entries.values()
                 if e.props.get("data0") == f"space:{action['loc']}:{action['space']}")
    assert scene.motion.running and crest.scenePos() == start  # it sets off from the hand
    run_to(scene, 0.35)
    between = crest.scenePos()
    page.burst.skip()
    end = crest.scenePos()
    assert between not in (start, end)  # on its way
    assert space.sceneBoundingRect().contains(end)  # ... now standing on its space
    assert (end - start).manhattanLength() > 100


def test_a_track_marker_moving_three_steps_rests_on_each_step_between(qtbot):
    state = new_game("emberheart", "standard", 2, 4)
    scene = create_scene("emberheart")
    scene.motion.speed = "normal"
    scene.show_state(state, 0, [])
    key = "track-marker:0:strength"
    marker = scene.board_item(key)
    start = marker.pos()
    state.boards[0].tracks["strength"] += 3  # hand-set: three steps up at once
    state.forget_listing()
    scene.show_state(state, 0, [])
    assert scene.board_item(key) is marker and marker.pos() == start
    stops = []
    for share in (0.2, 0.43):  # while it rests on the first, then the second step between
        run_to(scene, share)
        stops.append(round(marker.pos().x() - start.x(), 1))
    run_to(scene, 1.0)
    assert stops == [38.0, 76.0] and round(marker.pos().x() - start.x(), 1) == 114.0


def test_a_card_dealt_to_a_location_slides_in_from_its_deck(qtbot):
    state = new_game("emberheart", "standard", 2, 4)
    scene = create_scene("emberheart")
    scene.motion.speed = "normal"
    old = state.offer["tavern"][0]
    state.offer["tavern"][0] = None  # hand-set: the card was claimed ...
    state.forget_listing()
    scene.show_state(state, 0, [])
    new = state.decks["tavern"].pop(0)
    state.offer["tavern"][0] = new  # ... and the next one is dealt from the Tavern's deck
    scene.show_state(state, 0, [])
    card = scene.board_item(f"offer-card:{new}")
    deck = scene.motion.cards.origin(f"offer-card:{new}")
    assert old != new and scene.motion.running
    assert card.pos() == deck and card.opacity() == 0  # it sets off from the deck label
    run_to(scene, 0.4)
    halfway = card.pos()
    run_to(scene, 1.0)
    slot = card.pos()
    assert halfway not in (deck, slot) and card.opacity() == 1
    assert abs(slot.y() - deck.y()) > 10  # it came down from the Location's title row
