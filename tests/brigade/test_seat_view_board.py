"""What a seat's view shows (``seat_view.py``): the secrets kept per seat, and the board data
the scene draws from (eggs, the sealed University, pieces, the Forge's used Treasures).

The promises are ``seat_view.py``'s: the one secret of a single seat is the pair of crew cards
a recruiting seat chooses from (the others see how many); chapter 2 shows only the eggs whose
place is known and a count of the others; chapter 3's University is sealed until the Scroll
is bought (rulebook: "the University blocks are sealed ... until the Scroll of Dispel
Magically Sealed Lock is bought")."""

from __future__ import annotations

import dataclasses

from boardgames_desktop.rules import new_game

from .helpers import game, one, pick_wardens
from .test_coop import quiet
from .test_hidden_resampling import EGGS_OF_SEED_1, chapter_2

UNIVERSITY = ("C3", "D3", "C4", "D4")


# ----- a recruit's crew cards ---------------------------------------------------------------
def recruiting():
    """Competitive 2p: seat 0 recruits; the two crew cards drawn are still to choose from."""
    state = game()
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    state.apply(one(state, "recruit", warden=0))
    return state, list(state.pending["cards"])


def recruit_question(view) -> dict:
    return next(d for d in view["table"]["flow"]["queue"] if d["kind"] == "recruit")


def test_the_recruiting_seat_sees_its_two_crew_cards():
    state, offered = recruiting()
    seen = state.view(0)
    assert seen["table"]["pending"]["cards"] == offered
    assert recruit_question(seen)["details"]["cards"] == offered


def test_the_other_seats_and_a_spectator_see_only_how_many():
    state, _offered = recruiting()
    for seat in (1, None):
        seen = state.view(seat)
        assert seen["table"]["pending"]["cards"] == 2
        assert recruit_question(seen)["details"]["cards"] == 2
        assert seen["table"]["pending"]["kind"] == "recruit"  # the question itself is open


def test_without_a_recruit_the_pending_question_is_shown_whole():
    state = pick_wardens(new_game("brigade", "competitive", 2, 1))
    state.apply(one(state, "upgrade", warden=0, track="crew"))
    assert state.view(1)["table"]["pending"] is None
    setup = new_game("brigade", "competitive", 2, 1)  # a Warden card to choose
    assert setup.view(1)["table"]["pending"] == setup.pending


# ----- chapter 2: the eggs ------------------------------------------------------------------
def test_found_eggs_are_shown_and_the_others_only_counted():
    found, unfound = EGGS_OF_SEED_1[4:], EGGS_OF_SEED_1[:4]
    state = chapter_2({"favour_tokens": unfound + ["B1", "C1"],
                       "chapter_progress": {"eggs_found": 4, "eggs_held": 4}})
    for seat in (0, 1, None):
        board = state.view(seat)["board"]
        assert board["eggs"] == {"known": found, "hidden": 4}


def test_a_peeked_egg_is_shown_as_known():
    state = chapter_2(boon="interrogate")
    for cell in (EGGS_OF_SEED_1[0], "B1", "C1"):
        state.apply(one(state, "peek", cell=cell))
    assert state.view(0)["board"]["eggs"] == {"known": [EGGS_OF_SEED_1[0]], "hidden": 7}


def test_a_game_without_eggs_shows_none():
    assert game().view(0)["board"]["eggs"] is None


# ----- chapter 3: the sealed University -----------------------------------------------------
def chapter_3(position: dict | None = None):
    return new_game("brigade", "campaign", 1, 3, {"chapter": 3},
                    scenario={"position": {"intensity": {}, **(position or {})}})


def sealed_cells(state) -> set[str]:
    return {label for label, tile in state.view(0)["board"]["tiles"].items() if tile["sealed"]}


def test_chapter_3_seals_the_four_university_blocks_until_the_scroll_is_bought():
    assert sealed_cells(chapter_3()) == set(UNIVERSITY)
    bought = chapter_3({"chapter_progress": {"scroll_bought": True}})
    assert sealed_cells(bought) == set()


def test_no_other_chapter_or_mode_seals_anything():
    assert sealed_cells(chapter_2()) == set()
    assert sealed_cells(game()) == set()


# ----- pieces, records and the Forge --------------------------------------------------------
def test_the_pyromancer_piece_stands_where_the_pyromancer_is():
    state = new_game("brigade", "3v1", 4, 2, scenario={"position": {"pyromancer_start": "D4"}})
    board = state.view(1)["board"]
    assert state.pyro.cell == "D4"
    assert board["pieces"]["pyromancer"] == "D4"


def test_the_pyromancer_is_shown_acting_only_on_its_own_side_of_the_turn():
    state = new_game("brigade", "3v1", 4, 2, scenario={"position": {"pyromancer_start": "D4"}})
    assert state.side == "pyro" and state.acting
    assert state.view(0)["board"]["pyromancer"]["acting"] is True
    state.apply(one(state, "end_turn"))  # the Wardens' side now
    assert state.side != "pyro"
    assert state.view(0)["board"]["pyromancer"]["acting"] is False


def test_the_event_cards_of_this_phase_are_listed():
    state = chapter_3({"event_card": "ev05"})
    assert state.view(0)["board"]["events_this_phase"] == ["ev05"]


def test_a_treasure_used_this_turn_in_the_forge_is_marked_used():
    state = quiet(1, 2, {"forge": ["ember_tongs"], "favour": 2, "intensity": {"A2": 3},
                         "warden_at": ["A2"]})
    assert state.view(0)["board"]["used_treasures"] == []
    state.apply(one(state, "ability", warden=0, ability="forge", card="ember_tongs"))
    assert state.view(0)["board"]["used_treasures"] == ["ember_tongs"]


def test_a_treasure_used_this_turn_on_the_solo_warden_is_marked_used():
    town = game("solo", 1, 1, {"intensity": {}})
    home = town.equipment_info["ember_tongs"].home
    cell = next(t.label for t in town.town.tiles.values() if t.block == home)
    state = game("solo", 1, 1, {"intensity": {cell: 2}, "tracks": [{"forge": 1}],
                                "held": ["ember_tongs"], "warden_at": [cell]})
    state.apply(one(state, "use_card", card="ember_tongs"))
    assert state.view(0)["board"]["used_treasures"] == ["ember_tongs"]


def test_the_fourth_chapter_prints_the_top_of_the_phoenix_track():
    """Rulings: 'Phoenix track 0–16'."""
    state = new_game("brigade", "campaign", 1, 3, {"chapter": 4})
    assert state.view(0)["board"]["rules"]["phoenix_top"] == 16
    assert chapter_3().view(0)["board"]["rules"]["phoenix_top"] is None


def test_a_tiles_top_is_its_flame_track_capped_by_the_hottest_fire(monkeypatch):
    """Every printed block has a Flame track of 4, the hottest fire (rulings: 'Intensity
    runs 0 to 4'); the data allows 1..9, and the view promises 'the top of its Flame track'
    as far as a fire can go: a track of 3 shows 3, a track of 6 still 4."""
    state = game()
    short, long = state.town.tiles["B2"].block, state.town.tiles["E5"].block
    blocks = state.cat.blocks
    monkeypatch.setitem(blocks, short, dataclasses.replace(blocks[short], flame_track=3))
    monkeypatch.setitem(blocks, long, dataclasses.replace(blocks[long], flame_track=6))
    tiles = state.view(0)["board"]["tiles"]
    assert tiles["B2"]["top"] == 3 and tiles["E5"]["top"] == 4
    assert tiles["A1"]["top"] == 0  # a Firehouse has no Flame track
