"""Why a move is refused, at the edges a one-character slip would move (found by mutation
runs, ``bench/mutate_many.py``): positions set through the scenario API, each refusal
checked against the rule it stands for."""

from __future__ import annotations

from boardgames_desktop.games.emberheart.refusals import refusal
from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.rules.playout import random_steps

from .helpers import fresh, start_reward

ME = 0


def party(loc: str, space: int, grunt: int, expert: int) -> Action:
    return Action.make(ME, "party", loc=loc, space=space, grunt=grunt, expert=expert,
                       companion=False)


def test_a_party_of_the_right_size_is_refused_for_the_hirelings_you_lack():
    """A Party on space N has exactly N Hirelings, Grunts and the Location's Expert together
    (Poachers' Camp: Scouts).  One Grunt and one Scout fill space 2; without a Scout the
    refusal says so, not that the Party has the wrong size."""
    state = fresh(3, position={"turn": ME, "parties": {"camp": [None] * 5}, "boards": [{
        "hire": {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}}]})
    said = state.why_illegal(party("camp", 2, 1, 1))
    assert "do not have those Hirelings" in said and "Scouts" in said
    said = state.why_illegal(party("camp", 2, 2, 1))
    assert "exactly 2 Hirelings" in said


def test_after_the_game_every_click_names_the_move_it_would_have_been():
    """After the fifth round's End Game Scoring nothing more is played; a click on the board
    is answered so, and still names the kind of move the place stands for (a Location space:
    placing a Party; the Warehouse: its own move; a card: claiming), so the rules reference
    can open the right section."""
    state = new_game("emberheart", "standard", 2, 3, {"side": "A"})
    random_steps(state, 3, 100_000)
    assert state.is_over
    for target, kind in (("space:camp:2", "party"), ("special:warehouse", "warehouse"),
                         ("card:H-merchant", "claim"), ("aide:healer", "aide")):
        reason = refusal(state, target)
        assert "game is over" in reason.text and reason.action_kind == kind, target


def test_a_track_of_a_seat_that_does_not_exist_is_no_place_of_the_board():
    """Each player has three Attribute tracks; a click target naming the track of a seat
    beyond the players (seat 3 of a three-player game) is bad input, answered in words."""
    state = fresh(3)
    assert refusal(state, "track:3:strength").text == "There is no track '3:strength'."
    assert refusal(state, "track:2:strength").text.startswith("Green's Strength")


def test_a_space_clicked_while_a_party_claims_says_which_party_claims():
    """In the Reward phase the Locations resolve one by one and their Parties claim cards
    (largest space first); no Party is sent then.  A click on an empty space says so and
    names the Party claiming now (a Tavern Party here, not a Mountain Warden)."""
    empty = [None] * 5
    state = fresh(3, position={"parties": {
        "guild": empty, "tavern": [None, {"seat": 0, "grunt": 2}, None, None, None],
        "camp": empty, "mountain": empty, "preserve": empty, "garrison": empty}})
    start_reward(state, {"leader": 1, "defender": 1, "healer": 1, "survivalist": 1})
    assert state.prompt.kind == "claim"
    assert refusal(state, "space:camp:1").text == (
        "Parties are sent only in the Action phase; now the Tavern is resolving and Red's "
        "Party on Tavern 2 claims.")
