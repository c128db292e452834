"""Cards slide from their deck and track markers step, the same way in every game (issue #12.1,
``ui/animate_cards.py``, ``ui/animate_tracks.py``); Parties climbing Emberheart's Mountain
glide to the Warden spaces.

Each test hand-sets one change on a real position, draws it with movement on and reads the
item's place at fixed frames of the animation; the board always ends as drawn with movement
off.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.animate_tracks import RING_KEY, track_key
from boardgames_desktop.ui.reconcile import stacking_keys
from boardgames_desktop.ui.scene_registry import create_scene
from tests.flashpoint.helpers import make

from .test_motion import board_facts, run_to


def _moving(game: str):
    scene = create_scene(game)
    scene.motion.speed = "normal"
    return scene


def _redraw(scene, state, viewer=0) -> None:
    state.forget_listing()
    scene.show_state(state, viewer, [])


def _still(state, viewer=0) -> dict:
    still = create_scene(state.game_id)
    still.show_state(state, viewer, [])
    return board_facts(still)


def _slides_in_from_its_deck(scene, key: str, way: float = 40) -> tuple[QPointF, QPointF]:
    """The card ``key`` just appeared: it sets off from its deck, invisible, is on its way
    at 40 % and lands at full opacity, at least ``way`` from the deck; returns (deck,
    landing place)."""
    card = scene.board_item(key)
    deck = scene.motion.cards.origin(key)
    assert card is not None and deck is not None and scene.motion.running
    assert card.pos() == deck and card.opacity() == 0
    run_to(scene, 0.4)
    halfway = card.pos()
    run_to(scene, 1.0)
    landed = card.pos()
    assert halfway not in (deck, landed) and card.opacity() == 1
    assert (landed - deck).manhattanLength() > way
    return deck, landed


# ----- cards --------------------------------------------------------------------------------
def test_a_brigade_event_card_slides_from_the_event_deck_to_the_display(qapp):
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    new = next(c for c in state.cat.events if c != state.event_card)
    state.event_card = new  # hand-set: the next Event Phase's card
    _redraw(scene, state)
    deck, landed = _slides_in_from_its_deck(scene, f"event-card:{new}")
    assert deck.y() < landed.y() + 5  # from the deck label in the panel's title row
    assert board_facts(scene) == _still(state)


def test_a_card_dealt_to_the_forge_slides_from_the_equipment_deck(qapp):
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    dealt = state.equipment.draw()
    state.forge.append(dealt)  # hand-set: a Forge card used and replaced
    _redraw(scene, state)
    _slides_in_from_its_deck(scene, f"equipment-card:{dealt}")
    assert board_facts(scene) == _still(state)


def test_a_forge_card_a_solo_warden_takes_glides_from_the_forge_onto_the_warden(qapp):
    state = new_game("brigade", "solo", 1, 3)
    while not state.wardens:  # the Warden card is chosen first
        state.apply(state.legal_actions()[0])
    scene = _moving("brigade")
    _redraw(scene, state)
    card = state.forge[0]
    key = f"equipment-card:{card}"
    piece = scene.board_item(key)
    start = piece.pos()
    state.forge.remove(card)
    state.held.append(card)  # hand-set: Visit the Forge, 'take'
    _redraw(scene, state)
    assert scene.board_item(key) is piece and piece.pos() == start  # the same card sets off
    assert piece.zValue() > 1e5  # over the panels it passes
    run_to(scene, 0.35)
    between = piece.pos()
    run_to(scene, 1.0)
    end = piece.pos()
    assert piece.zValue() < 1e5  # back in its place in the stack
    assert between not in (start, end) and (end - start).manhattanLength() > 40
    assert board_facts(scene) == _still(state)


def _tragic():
    return make("experienced", 2, seed=5, tragic_events=True, difficulty="Veteran")


def test_a_fire_card_drawn_slides_from_the_fire_deck_onto_the_discard(qapp):
    state = _tragic()
    scene = _moving("flashpoint")
    _redraw(scene, state)
    before = len(state.fire_discard)
    state.fire_discard.append(state.fire_deck.pop())  # hand-set: a Fire card drawn
    _redraw(scene, state)
    deck, landed = _slides_in_from_its_deck(scene, f"fire-card:{before + 1}")
    assert landed.x() > deck.x() + 40  # the discard lies right of the deck
    assert board_facts(scene) == _still(state)


def test_a_tragic_event_drawn_slides_in_from_the_event_deck(qapp):
    state = _tragic()
    scene = _moving("flashpoint")
    _redraw(scene, state)
    card = state.event_deck.pop()
    state.last_event = card
    state.event_discard.append(card)  # hand-set: an Event drawn
    _redraw(scene, state)
    _slides_in_from_its_deck(scene, f"event-card:{len(state.event_discard)}", way=20)
    assert board_facts(scene) == _still(state)


# ----- tracks -------------------------------------------------------------------------------
def _ring(scene, name: str):
    ring = scene.board_item(track_key(name) + RING_KEY)
    assert ring is not None, f"no marker on the {name} track"
    return ring


def _steps_three_spaces(scene, ring, spacing: float) -> None:
    """The ring moves three spaces: it rests on the first and the second space between."""
    start = ring.pos()
    stops = []
    for share in (0.2, 0.43):
        run_to(scene, share)
        stops.append(round((ring.pos() - start).manhattanLength() / spacing, 2))
    run_to(scene, 1.0)
    assert stops == [1.0, 2.0]
    assert round((ring.pos() - start).manhattanLength() / spacing, 2) == 3.0


def test_the_victory_point_track_marker_steps_space_by_space(qapp):
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    ring = _ring(scene, "vpt")
    spacing = scene.motion.tracks._spacing[track_key("vpt") + RING_KEY]
    state.vpt.points += 3  # hand-set: three VP at once
    _redraw(scene, state)
    assert _ring(scene, "vpt") is ring
    _steps_three_spaces(scene, ring, spacing)
    assert board_facts(scene) == _still(state)


def test_an_influence_marker_steps_and_the_evactrak_marker_too(qapp):
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    faction = next(iter(state.influence.levels))
    ring = _ring(scene, f"influence:{faction}")
    evac = _ring(scene, "evactrak")
    evac_start = evac.pos()
    state.influence.levels[faction] += 3
    state.evac.position -= 1  # hand-set: a destroyed block moved the EvacTrak one space
    _redraw(scene, state)
    _steps_three_spaces(scene, ring, 26)
    assert evac.pos().x() > evac_start.x()  # one space on towards F
    assert board_facts(scene) == _still(state)


def test_flash_point_rescued_and_damage_markers_step(qapp):
    state = _tragic()
    scene = _moving("flashpoint")
    state.damage = 1
    _redraw(scene, state)
    rescued, damage = _ring(scene, "rescued"), _ring(scene, "damage")
    state.rescued += 3
    state.damage += 3  # hand-set: an explosion's damage
    _redraw(scene, state)
    assert _ring(scene, "rescued") is rescued and _ring(scene, "damage") is damage
    start = damage.pos()
    _steps_three_spaces(scene, rescued, 23)
    assert damage.pos().x() > start.x() + 20
    assert board_facts(scene) == _still(state)


def test_a_marker_or_card_does_not_travel_when_only_its_panel_moves(qapp):
    """A longer panel above pushes the track and the Forge down the column: the ring and
    the Forge's cards jump with their panels."""
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    group = scene.board_item(track_key("track:0:wagon"))
    ring = _ring(scene, "track:0:wagon")
    before = group.scenePos()
    events = state.cat.events
    tall = max(events, key=lambda c: (bool(events[c].special), bool(events[c].wind)))
    state.event_card = tall  # hand-set: a card with a Wind Gust or a text: a taller panel
    _redraw(scene, state)
    assert group.scenePos().y() > before.y() + 15  # the track moved down at once
    forge = [scene.board_item(f"equipment-card:{c}") for c in state.forge]
    assert forge and all(card.pos() != QPointF(0, 0) for card in forge)
    gliding = [item for item, *_ in scene.motion._glides]
    assert ring not in gliding and not any(card in gliding for card in forge)


# ----- Emberheart: the Mountain ------------------------------------------------------------
def test_a_party_climbs_from_the_mountain_to_a_warden_space_gliding(qtbot):
    """Played out: Parties go to the Mountain whenever they can; when the bottom level is
    done, each climbing Party glides from its Mountain space to a Warden space."""
    from boardgames_desktop.app.game_page import GamePage
    from boardgames_desktop.hotseat import HotseatController

    state = new_game("emberheart", "standard", 2, 4)
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.set_animation_speed("off")
    page.start(HotseatController(state, ["Ann", "Bo"]))
    controller = page.controller
    rng = random.Random(4)
    glided = None
    for _ in range(400):
        if controller.curtain_required:
            controller.acknowledge_curtain()
        legal = controller.visible_legal()
        mountain = [a for a in legal if a.kind == "party" and a.get("loc") == "mountain"]
        pick = mountain[0] if mountain else legal[rng.randrange(len(legal))]
        reward = state.stage == "reward"
        page.set_animation_speed("normal" if reward else "off")
        page.choose(pick)
        glided = _watch_for_a_climb(page) if reward else None
        if glided:
            break
        page.burst.skip()
    assert glided, "no Party ever climbed"
    start, between, end, warden = glided
    assert warden.contains(end) and not warden.contains(start)
    assert between not in (start, end)


def _watch_for_a_climb(page):
    """Play the burst; for an animation gliding a Party onto a Warden space, its scene
    positions at the start, at 30 % and at the end, and that space's rectangle."""
    scene = page.scene
    for _ in range(300):
        if not page.burst.busy:
            return None
        if scene.motion.running:
            wardens = {k: e.item.sceneBoundingRect() for k, e in scene.reconciler.entries.items()
                       if e.props.get("data0", "") and str(e.props["data0"]).startswith("warden:")}
            for item, _old, new, _count in list(scene.motion._glides):
                key = next((k for k, e in scene.reconciler.entries.items() if e.item is item), "")
                if not key.startswith("party:"):
                    continue
                end = item.mapToScene(item.mapFromParent(new))
                space = next((r for r in wardens.values() if r.contains(end)), None)
                if space is None:
                    continue
                start = item.scenePos()
                run_to(scene, 0.3)
                between = item.scenePos()
                scene.motion.finish()
                return start, between, item.scenePos(), space
            run_to(scene, 1.0)
        QApplication.processEvents()
    return None


# ----- on and off end alike -----------------------------------------------------------------
GAMES = [("brigade", "coop", 2, {}), ("brigade", "solo", 1, {}),
         ("flashpoint", "experienced", 2, {"difficulty": "Veteran", "tragic_events": True})]


@pytest.mark.parametrize(("game", "mode", "players", "options"), GAMES,
                         ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_cards_and_markers_end_where_a_board_without_movement_draws_them(qtbot, game, mode,
                                                                         players, options):
    still, moving = create_scene(game), create_scene(game)
    moving.motion.speed = "fast"
    state = new_game(game, mode, players, 7, options)
    rng = random.Random(7)
    played = 0
    for step in range(40):
        if state.is_over:
            break
        legal = state.legal_actions()
        viewer = state.active_players[0]
        still.show_state(state, viewer, legal)
        moving.show_state(state, viewer, legal)
        if moving.motion.running:
            run_to(moving, rng.random())  # a frame somewhere in the middle
        played += moving.motion.played
        moving.motion.played = 0
        if step % 4 == 3:
            moving.motion.finish()
            assert board_facts(moving) == board_facts(still)
            assert stacking_keys(moving, moving.reconciler) == \
                stacking_keys(still, still.reconciler)
        state.apply(legal[rng.randrange(len(legal))])
    assert played > 5


def test_a_long_march_takes_long_enough_to_count_the_spaces(qapp):
    state = new_game("brigade", "coop", 2, 3)
    scene = _moving("brigade")
    _redraw(scene, state)
    state.vpt.points += 9  # hand-set: nine VP at once
    _redraw(scene, state)
    moving = scene.motion.GLIDE[1] * scene.motion._anim.duration()
    assert moving / 9 >= 150  # each hop at least 0.15 s at normal speed
    scene.motion.speed = "fast"
    state.vpt.points -= 9
    _redraw(scene, state)
    assert scene.motion.GLIDE[1] * scene.motion._anim.duration() < moving  # faster


# ----- seen while looking at the frames -----------------------------------------------------
def test_a_wrapped_text_whose_words_change_is_painted_again(qtbot):
    """A word-wrapped text item paints from a cache; when the reconciler changed its words
    (the Fire discard's count, a status line), the board showed a blank until the next
    repaint of that item."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsView

    from boardgames_desktop.ui.game_scene import GameScene
    from boardgames_desktop.ui.paint import point_font, text_block

    class Words(GameScene):
        def draw(self) -> None:
            self.put(text_block(self.state["words"], 20, 20, 160, point_font(14, True),
                                QColor(250, 250, 250)), key="words")

    scene = Words()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 200)
    view.scale(0.8, 0.8)
    view.show()
    scene.show_state({"words": "Fire discard"}, None, [])
    QApplication.processEvents()
    view.grab()
    scene.show_state({"words": "Flare Ups"}, None, [])
    QApplication.processEvents()
    image = view.grab().toImage()
    item = scene.board_item("words")
    area = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    bright = sum(1 for x in range(area.left(), area.right()) for y in range(area.top(),
                 area.bottom()) if QColor(image.pixel(x, y)).lightness() > 200)
    assert bright > 20  # the new words are on the screen
