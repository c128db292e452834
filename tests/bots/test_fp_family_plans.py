"""Flash Point Family: Hard plans each firefighter's whole turn, as in the Experienced game
(``eval_flashpoint.PLAN_TURNS``), with no fixture switching it on.

The position is the one of ``test_fp_turn_plan``: there the planner is switched on by hand;
here the Family game must plan by itself.  The tree search it replaced (same budget) walked
off in every seed below and opened another door into the fire.
"""

from __future__ import annotations

import math

from boardgames_desktop import bots
from boardgames_desktop.bots.evaluation import plans_turns

from .test_flashpoint_play import cell
from .test_flashpoint_play import play_turn as play_hard_turn
from .test_fp_turn_plan import ITERATIONS, fire_behind_a_door


def test_the_family_game_plans_whole_turns():
    assert plans_turns(fire_behind_a_door())


def test_a_family_firefighter_opens_the_door_and_puts_out_the_fire_behind_it():
    """Red at 3,2 with 4 AP behind a closed door; fire at 3,3, 4,3 and 3,4.  Opening the
    door alone lets the fire's edge reach Red (worse); opening it and putting 3,3 out in
    the same turn leaves the fire smaller.  Only a plan of the whole turn sees both."""
    for seed in range(1, 5):
        state = fire_behind_a_door()
        turn = play_hard_turn(state, "hard", seed, iterations=ITERATIONS)
        kinds = [a.describe() for a in turn]
        assert kinds[0] == "Open the door between 32 and 33 (1 AP)", (seed, kinds)
        assert state.fire[cell(state, "3,3")] == 0, (seed, kinds)


def test_a_family_step_is_explained_by_its_turn_not_by_a_chance_of_success():
    """The tree search explained each Family step with a chance of success that read 0-2 %
    for most of a game (its evaluation is not a calibrated chance); a planned step says
    where it stands in the turn and what the turn aims for instead."""
    state = fire_behind_a_door()
    bot = bots.make_bot("hard", state.active_players[0], 1, iterations=ITERATIONS)
    action = bot.choose(state, math.inf)
    text = bot.explain(state, action)
    assert text.startswith("Open the door between 32 and 33 (1 AP): step 1 of "), text
    assert "of this turn's plan" in text and "less fire and smoke in the house" in text, text
    assert "Chance of success" not in text, text
