"""Survivors of the fresh seed-707 mutation sample (session 7, scored on the session-start
tests), and the untested corners they pointed to: each test lays a position out through the
scenario API where it can and checks one rule, or one refusal text, at the edge the slip
would move."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.emberheart.refusals import refusal
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import card_id, fresh, pick, start_reward

ME, YOU = 0, 1


def with_bard_draw(players: int = 3):
    """Red holds the Bard (a red Dragon on it): the new round's prelude asks Red to keep one
    of two Heroes drawn; Red keeps the first and the Action phase begins."""
    probe = fresh(players)
    dragon = card_id(probe, "Ashwing Hatchling")  # red, as the Bard is
    state = fresh(players, position={"boards": [{
        "heroes": ["H-bard"], "dragons": [dragon], "attached": {"H-bard": dragon}}]})
    assert state.prompt is not None and state.prompt.kind == "bard"
    kept = state.prompt["drawn"][0]
    pick(state, "bard", card=kept)
    return state, kept


def test_a_bard_hero_clicked_in_the_action_phase_names_its_only_claimant():
    """Bard: the Hero kept aside "can only be claimed by you" at the Heroes' Guild.  Clicked
    during the Action phase by the seat to play, it says so and names the Bard's owner."""
    state, kept = with_bard_draw()
    assert state.stage == "action" and state.prompt is None
    assert state.bard_cards == [[kept, ME]]
    name = state.card(kept).name
    for viewer in (state.active_players[0], None):
        text = str(refusal(state, f"card:{kept}", viewer))
        assert text == (f"{name} is claimed at the Heroes' Guild in the Reward phase, only by "
                        f"{state.player_name(ME)}.")


def test_the_view_remembers_the_wardens_each_mountain_party_came_with():
    """The board view lists, for each Party placed on the Mountain this round, its seat, its
    space and the Wardens placed with it (what lets a climbing Party keep its Wardens drawn);
    a Party placed elsewhere is not listed."""
    state = fresh(3, position={"turn": ME, "boards": [{"hire": {"grunt": 3, "warden": 2}}]})
    pick(state, "party", loc="mountain", space=3, grunt=1, expert=2, companion=False)
    while state.prompt is not None and state.prompt.kind == "finish":
        pick(state, "pass")
    seat = state.active_players[0]
    assert seat != ME
    pick(state, "party", loc="tavern", space=1, grunt=1, expert=0, companion=False)
    assert state.view(ME)["board"]["mountain_wardens"] == [[ME, 3, 2]]


@pytest.mark.parametrize("offer,message", [
    ({"guild": [None, None]}, "'position.offer.guild' must be a location with 3 slots"),
    ({"guild": ["H-bard", None, None, None]},
     "'position.offer.guild' must be a location with 3 slots"),
    ({"moon": [None, None, None]}, "'position.offer' names 'moon', which has no cards"),
])
def test_an_offer_must_fill_a_real_location_slot_for_slot(offer, message):
    """Each Location with cards shows three; a position that lays out fewer or more, or
    cards at a place that has none, is refused with a message that says which."""
    with pytest.raises(ScenarioError) as caught:
        fresh(3, position={"offer": offer})
    assert message in str(caught.value)


def test_the_mentor_scores_only_complete_sets_of_three_colours():
    """Mentor: "+3 Glory for each set of differently colored Dragons (one green, one blue and
    one red count as one set)", at most 9.  Two red, one blue (on the Mentor) and two green
    Dragons make one set: 3 Glory, not 6.  An unattached Exotic Dragon counts as the colour
    that completes a second set."""
    red, red2, blue, green, green2, exotic = "C01", "C02", "C05", "C09", "C10", "C13"
    board = {"heroes": ["H-mentor"], "dragons": [red, red2, blue, green, green2],
             "attached": {"H-mentor": blue}}
    camp = {"camp": ["C04", "C08", "C12"]}  # the Dragons given are not on offer
    state = fresh(3, position={"offer": camp, "boards": [board]})
    assert state.hero_score(ME, "H-mentor") == 3
    board["dragons"] = [*board["dragons"], exotic]
    state = fresh(3, position={"offer": camp, "boards": [board]})
    assert state.hero_score(ME, "H-mentor") == 6


def mentor_asked():
    """Seat 0's Party at the Tavern claims Scout and Friends; the Mentor asks about trades."""
    from .test_mutants_heroes import BLUE_WHELP

    empty = [None] * 5
    state = fresh(3, seed=2, position={
        "turn": ME, "offer": {"tavern": ["T05", "T08", "T04"]},
        "parties": {"guild": empty, "tavern": [None, {"seat": ME, "grunt": 2}, None, None, None],
                    "camp": empty, "mountain": empty, "preserve": empty, "garrison": empty},
        "boards": [{"heroes": ["H-mentor"], "dragons": [BLUE_WHELP],
                    "attached": {"H-mentor": BLUE_WHELP}}]})
    start_reward(state, {"leader": 1, "defender": 1, "healer": 1, "survivalist": 1})
    pick(state, "claim", card="T05")
    assert state.prompt.kind == "mentor"
    return state


def test_the_mentor_is_not_asked_again_once_no_new_expert_is_left():
    """Mentor: trade "up to 2" of the Experts just claimed.  Scout and Friends brings one
    Scout (and two Grunts): once that Scout is traded for a Warden, no claimed Expert is left
    to trade, so the Mentor asks nothing more, though a second trade would be allowed."""
    state = mentor_asked()
    pick(state, "mentor", src="scout", dst="warden")
    assert state.boards[ME].hire["warden"] >= 1
    assert state.prompt is None or state.prompt.kind != "mentor"


def test_a_move_of_another_kind_waits_for_the_open_question():
    """While a question is open (the Mentor's trade), another kind of move is refused with
    "First answer: " and the question; answering it, or passing it, is not refused so."""
    state = mentor_asked()
    question = state.prompt_text(state.prompt)
    for move in (Action.make(ME, "aide", aide="leader"),
                 Action.make(ME, "party", loc="guild", space=1, grunt=1, expert=0,
                             companion=False)):
        assert state.why_illegal(move) == f"First answer: {question}"
    assert not state.why_illegal(Action.make(ME, "pass")).startswith("First answer")


def companion_texts(state, loc: str) -> dict[int, set[str]]:
    """Space -> the texts of the Companion Parties offered there, made afresh: the listing
    keeps the texts it made (per seat, space and what they show) for later positions, and
    this test is about what is made for this one."""
    from boardgames_desktop.games.emberheart import action_phase

    action_phase._PARTY_ROWS.clear()
    action_phase._PARTY_SPACES.clear()
    state.forget_listing()
    out: dict[int, set[str]] = {}
    for action in state.legal_actions():
        if action.kind == "party" and action["companion"] and action["loc"] == loc:
            out.setdefault(action["space"], set()).add(action.text)
    return out


def test_senses_gear_is_promised_on_space_3_only_even_on_a_first_listing():
    """Senses: the Companion finds extra Gear on space 3 once the Senses track unlocks it.
    The Companion Party texts say "Senses +1 Gear" on space 3 and on no other space; with
    the Senses effect not yet unlocked, on none."""
    board = {"hire": {"grunt": 5, "scout": 0, "ranger": 0, "warden": 0}}
    for senses, promised in ((1, {3}), (0, set())):
        state = fresh(3, position={"turn": ME, "parties": {"guild": [None] * 5},
                                   "boards": [{**board, "tracks": {"senses": senses}}]})
        texts = companion_texts(state, "guild")
        assert set(texts) == {1, 2, 3, 4, 5}
        said = {n for n, shown in texts.items() if any("Senses" in t for t in shown)}
        assert said == promised, (senses, texts)
        if promised:
            assert all("Senses +1 Gear" in t for t in texts[3])


def test_a_seats_hirelings_count_its_own_parties_on_the_board_not_the_others():
    """A Garrison card asking for Hirelings counts those a player has: in its supply and in
    its own Parties on the board.  Red holds 2 and has 2 Grunts at the Tavern; Blue's 3 Grunts
    beside them are Blue's."""
    state = fresh(3, position={
        "turn": ME, "boards": [{"hire": {"grunt": 2, "scout": 0, "ranger": 0, "warden": 0}}],
        "parties": {"tavern": [None, {"seat": ME, "grunt": 2}, {"seat": YOU, "grunt": 3},
                               None, None]}})
    assert state.hireling_total(ME) == 4
    assert state.hireling_total(YOU) == sum(state.boards[YOU].hire.values()) + 3
