"""Rise of the Phoenix boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``)."""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress
from boardgames_desktop.rules import SaveError, new_game

from .helpers import kinds
from .test_coop import put_in_forge


def test_forgewares_for_the_vpt_or_insurance_fraud_do_nothing_in_the_campaign():
    """The campaign does not use the Victory Point Track, so it has no Insurance Fraud phase
    either: a Forgeware that scores VP (Mayor's Medal) or skips the Insurance Fraud phase
    (Forged Permits) would do nothing, and Visit the Forge does not offer it; a Forgeware
    that does something (the Smoke Jumper's Cloak moves a Warden) is offered beside them."""
    g = new_game("brigade", "campaign", 1, 3, {"chapter": 1},
                 scenario={"position": {"intensity": {"E5": 1}, "favour": 5}})
    put_in_forge(g, "mayors_medal", "forged_permits", "smoke_jumpers_cloak")
    offered = {a["card"] for a in kinds(g, "ability") if a["ability"] == "forge"}
    assert offered == {"smoke_jumpers_cloak"}


def test_delivering_a_phoenix_egg_needs_an_egg_in_hand_and_an_action():
    """Chapter 2: the Wardens bring the eggs they found, one to each Firehouse and two to
    the University, and returning an egg costs one action.  On a Firehouse still waiting
    for its egg, a Warden can deliver only with an egg held and an action left."""
    def deliveries(eggs: int, left: int) -> list:
        g = new_game("brigade", "campaign", 1, 3, {"chapter": 2},
                     scenario={"position": {"intensity": {"E5": 1}, "warden_at": ["F1"],
                                            "actions_left": {"0": left}}})
        g.eggs_found = g.eggs_held = eggs  # eggs found earlier in the chapter
        return [a for a in kinds(g, "deliver") if a["warden"] == 0]
    assert deliveries(eggs=1, left=1)
    assert not deliveries(eggs=0, left=1)
    assert not deliveries(eggs=1, left=0)


def test_a_campaign_whose_running_chapter_is_a_co_op_game_is_refused():
    """Bad input gets a clear message: a campaign file whose kept chapter is not a chapter
    of the Rise of the Phoenix (here a Co-Op game, same players, marked chapter 1) is
    refused instead of being played as the campaign."""
    progress = CampaignProgress.new(2, 5)
    save = json.loads(new_game("brigade", "coop", 2, 5).to_json())
    save["options"]["chapter"] = 1
    progress.chapter_save = json.dumps(save)
    with pytest.raises(SaveError, match="does not match the campaign"):
        progress.resume_chapter()


def test_a_campaign_can_be_started_for_four_players():
    """The campaign uses the Co-Op rules, for 1 to 4 players: four players may start one."""
    assert CampaignProgress.new(4, 5).players == 4
