"""The Brigade, Solo: a crew card in hand pulls the Warden towards a block of its faction
(``bots/brigade_solo_eval.py``).  The old evaluation valued a crew card alike wherever the
Warden stood, so walking to the faction's quarter was worth nothing until the discard
itself: seed 5 held three Merchants crew for five turns, seed 3 two Commons crew for two,
while the town burnt down."""

from __future__ import annotations

import math

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import eval_brigade
from boardgames_desktop.rules import new_game

# Seed 2's quartered town: Merchants in the North-West, Nobles North-East, Commons
# South-West, Temple South-East (Wayside Shrine, E4, is the Temple block nearest A1).
TEMPLE_CREW = [{"card": "verger_mott"}, {"card": "sister_ember"}]


def solo(**position) -> object:
    base = {"wardens": ["ida_brightwater"], "warden_at": ["A1"], "tracks": [{"crew": 2}],
            "influence": {"commons": 2, "merchants": 2, "nobles": 2, "temple": 3},
            "intensity": {"B2": 1}, "actions_left": {"0": 4}}
    return new_game("brigade", "solo", 1, 2, {}, scenario={"position": {**base, **position}})


def quests(state) -> float:
    return next(f.score for f in eval_brigade.features(state, 0) if f.name == "quests")


def test_the_layout_the_tests_rely_on():
    state = solo()
    faction = state.cat.blocks[state.town.tiles["E4"].block].faction
    assert faction == "temple"
    assert state.cat.blocks[state.town.tiles["B2"].block].faction == "merchants"


def test_a_crew_card_on_a_block_of_its_faction_is_worth_most_of_a_step():
    """0.3 of a step wherever the Warden is, plus 0.4 shared out by the Moves to the
    faction's nearest block: 0.7 standing on one."""
    state = solo(warden_at=["E4"], warden_crew=[TEMPLE_CREW[:1]])
    assert quests(state) == pytest.approx(0.7)


def test_a_crew_card_is_worth_more_the_nearer_its_faction():
    on = quests(solo(warden_at=["E4"], warden_crew=[TEMPLE_CREW[:1]]))
    near = quests(solo(warden_at=["D3"], warden_crew=[TEMPLE_CREW[:1]]))
    far = quests(solo(warden_at=["A1"], warden_crew=[TEMPLE_CREW[:1]]))
    assert on > near > far > 0.3


def test_crew_count_only_up_to_the_steps_their_track_has_left():
    """Temple one step from the top: the second Temple card raises nothing; at the top,
    neither does."""
    one_left = solo(warden_at=["E4"], warden_crew=[TEMPLE_CREW],
                    influence={"commons": 2, "merchants": 2, "nobles": 2, "temple": 4})
    assert quests(one_left) == pytest.approx(0.7)
    full = solo(warden_at=["E4"], warden_crew=[TEMPLE_CREW],
                influence={"commons": 2, "merchants": 2, "nobles": 2, "temple": 5})
    assert quests(full) == 0.0


@pytest.mark.parametrize("seed", [0, 1])
def test_two_temple_crew_two_moves_away_raise_temple_twice_this_turn(seed):
    """From A1 with two Temple crew and four actions, the turn walks to the Temple quarter
    and discards both (Temple 3 -> 5).  The old bot spent the turn on a recruit and a
    discard near home (Temple stayed at 3 for seeds 0-3)."""
    state = solo(warden_crew=[TEMPLE_CREW])
    bot = bots.make_bot("hard", 0, seed, iterations=40)
    turn = state.turn
    while state.turn == turn and not state.is_over:
        state.apply(bot.choose(state, math.inf))
    assert state.influence.levels["temple"] == 5
