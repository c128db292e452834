"""Co-Op and Solo end at exact numbers: Co-Op is won together when the VP track reaches the
target (25 for two seats) and lost together when the EvacTrak reaches F (space 0); Solo is
won when all four factions' Influence is at the top (5), lost when the EvacTrak reaches F or
Blaze reaches 40 VP.  Each number is checked at the edge and one short of it."""

from __future__ import annotations

from typing import Any

from .helpers import game


def judged(mode: str, **position: Any) -> Any:
    players = 2 if mode == "coop" else 1
    return game(mode, players, 1, position={"intensity": {"E5": 1}, **position}).judge()


def test_co_op_is_won_together_at_the_vp_target():
    assert judged("coop", vp=24) is None
    outcome = judged("coop", vp=25)
    assert outcome is not None and outcome.winners == (0, 1) and outcome.cooperative
    assert outcome.reason == "The VPT reached 25 (target 25): Tinderbox weathers the firestorm!"


def test_co_op_is_lost_together_when_the_evactrak_reaches_f():
    assert judged("coop", evacuation=1) is None
    outcome = judged("coop", evacuation=0, vp=30)  # the evacuation wins over the VP
    assert outcome is not None and outcome.winners == () and outcome.cooperative
    assert outcome.reason == ("The EvacTrak reached F: the citizens of Tinderbox flee to "
                              "Flint. The Brigade has failed.")


def test_solo_is_won_when_every_faction_is_at_the_top():
    at_top = {"commons": 5, "merchants": 5, "nobles": 5, "temple": 5}
    assert judged("solo", influence={**at_top, "temple": 4}) is None
    outcome = judged("solo", influence=at_top)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == "All four factions back you: you are Fire Chief of Tinderbox!"


def test_solo_is_lost_to_the_evactrak_or_to_blazes_forty_vp():
    assert judged("solo", evacuation=1, vp=39) is None
    outcome = judged("solo", evacuation=0)
    assert outcome is not None and outcome.winners == ()
    assert outcome.reason.startswith("The EvacTrak reached F")
    outcome = judged("solo", vp=40)
    assert outcome is not None and outcome.winners == ()
    assert outcome.reason == "Bernhardt Blaze reached 40 VP and is acclaimed Fire Chief."
