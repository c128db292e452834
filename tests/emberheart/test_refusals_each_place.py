"""Every kind of place on the Emberheart board, clicked where nothing is legal, gives the
sentence of the rule that refuses it (``games/emberheart/refusals.py``): malformed places,
cards claimed only in the Reward phase, Dragons attached one per card on one's own board,
Crests (5 a round) for the Special Locations, the Warden spaces and Raid cards outside their
phase.  Positions are laid out through the scenario API; each target is checked not to be
legal before its refusal is read."""

from __future__ import annotations

import pytest

from .helpers import fresh, refused


@pytest.mark.parametrize("target,text,kind", [
    ("nowhere:1", "'nowhere:1' is not a place of the Emberheart board.", None),
    ("space:camp:6", "There is no space 6 at 'camp'.", "party"),
    ("space:camp:0", "There is no space 0 at 'camp'.", "party"),
    ("space:nowhere:1", "There is no space 1 at 'nowhere'.", "party"),
    ("card:nonsense", "That is no Emberheart card.", "claim"),
    ("aide:nonsense", "There is no Aide 'nonsense'.", "aide"),
    ("special:nonsense", "There is no Special Location 'nonsense'.", None),
])
def test_a_place_that_is_not_on_the_board_is_named_back(target, text, kind):
    refused(fresh(3, position={"turn": 0}), target, None, text, kind)


def test_cards_on_offer_and_at_the_mountain_are_claimed_in_the_reward_phase():
    state = fresh(3, position={"turn": 0})
    hero = state.offer["guild"][0]
    refused(state, f"card:{hero}", 0,
            f"{state.card(hero).name} is claimed in the Reward phase by a Party on a space of "
            "the Heroes' Guild: send a Party there first (now: Action phase).", "claim")
    beast = state.mountain["bottom"][0]
    refused(state, f"card:{beast}", 0,
            f"{state.card(beast).name} is claimed when the Mountain resolves in the Reward "
            "phase, by a Party at the Mountain (now: Action phase).", "mclaim")


def test_the_tracks_the_warden_spaces_and_the_raids_belong_to_other_moments():
    state = fresh(3, position={"turn": 0})
    refused(state, "track:0:strength", 0,
            "Red's Strength marker moves only as a reward (Preserves with their Dragon, "
            "Garrison cards, the Mountain's top level…); no track is chosen now.", "headstart")
    refused(state, "warden:1", 0,
            "Warden space 1: Parties climb onto the Warden spaces while the Mountain resolves "
            "in the Reward phase (now: Action phase).", "order")
    raid = state.raids[0]
    refused(state, f"raid:{raid}", 0,
            f"The Raid card {state.card(raid).name} applies to everybody after the Reward "
            "phase; only the player who takes the Defender Aide may discard one.", "defender")


def test_a_dragon_goes_on_ones_own_hero_or_preserve_one_per_card():
    state = fresh(3, position={"turn": 0, "boards": [
        {"heroes": ["H-apprentice", "H-outfitter"], "dragons": ["C01", "M01"],
         "attached": {"H-outfitter": "M01"}, "garrisons": ["G-red-3"]},
        {"heroes": ["H-fire_sage"]}, {}]})
    refused(state, "card:G-red-3", 0,
            "Spark Sortie is Red's Garrison card and takes no Dragon: it is completed.", "attach")
    refused(state, "card:H-fire_sage", 0,
            "Fire Sage is on Blue's board: only Blue attaches Dragons there.", "attach")
    refused(state, "card:C01", 0,
            "To attach Ashwing Hatchling, click the Hero or Preserve card to attach it to.",
            "attach")
    refused(state, "card:H-outfitter", 0,
            "Outfitter already has Crag Drake attached (one Dragon per card).", "attach")
    refused(state, "card:H-apprentice", 1,
            "Apprentice is on Red's board: only Red attaches Dragons there.", "attach")


def test_the_special_locations_and_spaces_take_one_of_the_five_crests():
    state = fresh(3, position={"turn": 2, "boards": [{}, {}, {"crests": 0}]})
    for key, name in (("warehouse", "Warehouse"), ("firestation", "Firestation")):
        refused(state, f"special:{key}", None,
                f"The {name} takes a Crest and Green has none left: all 5 are on the board "
                "this round.", key)
    refused(state, "space:camp:1", None,
            "Green has no Crest left: all 5 are on the board this round.", "party")
    with_one = fresh(3, position={"turn": 2, "boards": [{}, {}, {"crests": 1}]})
    assert any(a.target == "special:warehouse" for a in with_one.legal_actions())


def test_a_space_of_the_non_player_crests_is_blocked_in_the_two_player_game():
    state = fresh(2, position={"turn": 0})
    loc, space = next((loc, i + 1) for loc, spaces in state.spaces.items()
                      for i, party in enumerate(spaces) if party and party["player"] < 0)
    refused(state, f"space:{loc}:{space}", 0,
            f"Space {space} of the {state.loc_name(loc)} is blocked by a non-player Crest this "
            "round (two-player mode).", "party")
