"""Why a Location space or a Bard's card cannot be clicked, word for word: the numbered
spaces 1 to 5 (and no others), a space taken by Red's own Party (seat 0 is a player, not a
non-player Crest), the Party a space needs with and without the Dragon Companion ("the Party
with your Companion needs 1 fewer Hirelings", Strength step 1), the Location resolving while a
Party claims, and a Hero another player's Bard drew."""

from __future__ import annotations

from boardgames_desktop.games.emberheart.refusals import refusal

from .helpers import clear_board, fresh, pick, refused, set_party, start_reward
from .test_heroes import AIDES, with_hero

ME, YOU = 0, 1
NO_HIRELINGS = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}


def my_turn_without_hirelings(companion_used: bool) -> object:
    """Red's turn in the Action phase; Red has no Hireling in hand (Strength step 1 from the
    head start)."""
    return fresh(3, position={"turn": ME, "boards": [{"hire": NO_HIRELINGS,
                                                      "companion_used": companion_used}]})


def shortfall(n: int, companion_line: str = "") -> str:
    hirelings = "1 Hireling" if n == 1 else f"{n} Hirelings"
    return (f"Space {n} of the Tavern needs a Party of exactly {hirelings}{companion_line}, "
            "Grunts and Scouts only; Red has 0 Grunts and 0 Scouts.")


def test_spaces_one_and_five_are_spaces_of_the_location():
    state = my_turn_without_hirelings(companion_used=True)
    refused(state, "space:tavern:1", ME, shortfall(1), "party")
    refused(state, "space:tavern:5", ME, shortfall(5), "party")


def test_a_space_number_outside_one_to_five_or_an_unknown_place_is_no_space():
    state = my_turn_without_hirelings(companion_used=True)
    for target, text in (("space:tavern:6", "There is no space 6 at 'tavern'."),
                         ("space:tavern:0", "There is no space 0 at 'tavern'."),
                         ("space:tavern:x", "There is no space x at 'tavern'."),
                         ("space:nowhere:3", "There is no space 3 at 'nowhere'.")):
        reason = refusal(state, target, ME)
        assert (reason.text, reason.action_kind) == (text, "party")


def test_the_companion_lowers_the_party_needed_only_while_it_is_still_free():
    free = my_turn_without_hirelings(companion_used=False)
    refused(free, "space:tavern:2", ME,
            shortfall(2, " (1 with your Dragon Companion's Strength)"), "party")
    used = my_turn_without_hirelings(companion_used=True)
    refused(used, "space:tavern:2", ME, shortfall(2), "party")


def test_a_space_taken_by_reds_party_names_red_not_a_non_player_crest():
    state = fresh(3, position={"turn": ME, "parties": {
        "guild": [{"seat": ME, "grunt": 1}, None, None, None, {"seat": YOU, "grunt": 5}]}})
    refused(state, "space:guild:1", ME, "Space 1 of the Heroes' Guild is taken by Red's "
            "Party.", "party")
    refused(state, "space:guild:5", ME, "Space 5 of the Heroes' Guild is taken by Blue's "
            "Party.", "party")


def test_a_space_clicked_out_of_turn_names_the_placing_of_a_party():
    state = fresh(3, position={"turn": ME})
    refused(state, "space:tavern:3", YOU, "It is Red's turn, not Blue's.", "party")


def blue_claims_at_the_guild() -> object:
    """Reward phase: Blue's Party on Heroes' Guild 3 claims first; Red's Parties wait on
    Heroes' Guild 1 and Tavern 1."""
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"}, "parties": {
        "guild": [{"seat": ME, "grunt": 1}, None, {"seat": YOU, "grunt": 3}, None, None],
        "tavern": [{"seat": ME, "grunt": 1}, None, None, None, None]}})
    assert state.prompt.kind == "claim" and state.prompt.seat == YOU
    assert (state.prompt["loc"], state.prompt["space"]) == ("guild", 3)
    return state


def test_an_empty_space_while_the_first_location_resolves_names_that_location():
    """The Heroes' Guild is the first Location to resolve; a click on the Tavern names it."""
    refused(blue_claims_at_the_guild(), "space:tavern:2", YOU,
            "Parties are sent only in the Action phase; now the Heroes' Guild is resolving "
            "and Blue's Party on Heroes' Guild 3 claims.", "claim")


def test_a_waiting_party_of_red_is_named_as_reds_while_another_claims():
    state = blue_claims_at_the_guild()
    for where, place in (("guild", "Heroes' Guild"), ("tavern", "Tavern")):
        refused(state, f"space:{where}:1", YOU,
                f"Space 1 of the {place} holds Red's Party; it is not its turn to claim. Now "
                "Blue's Party on Heroes' Guild 3 claims (largest spaces first, Location by "
                "Location).", "claim")


def test_a_hero_reds_bard_drew_is_refused_to_blue_with_whose_it_is():
    """Bard: the Hero drawn is claimed at the Heroes' Guild, by the Bard's owner only."""
    state, _ = with_hero("bard")  # held from the start: round 1's prelude asks
    drawn = state.prompt["drawn"]
    pick(state, "bard", card=drawn[1])
    clear_board(state)
    state.offer["guild"] = [None, None, None]
    set_party(state, "guild", 5, YOU, grunt=5)
    start_reward(state, AIDES)
    assert state.prompt.kind == "claim" and state.prompt.seat == YOU
    name = state.card(drawn[1]).name
    refused(state, f"card:{drawn[1]}", YOU,
            f"{name} was drawn by Red's Bard: only Red may claim it.", "claim")
    tavern_card = state.offer["tavern"][0]
    refused(state, f"card:{tavern_card}", YOU,
            f"Now Blue's Party claims at the Heroes' Guild; {state.card(tavern_card).name} is "
            "at the Tavern.", "claim")
