"""Boundaries a mutation run of the Brigade models found untested (``bench/mutate.py``):
what a player reads in a prompt or a chapter page, and what an option left out means."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.brigade import data
from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress, ChapterResult
from boardgames_desktop.games.brigade.campaign_rules import chapter_rules
from boardgames_desktop.games.brigade.campaign_texts import debrief_page, intro_page
from boardgames_desktop.games.brigade.competitive import town_options
from boardgames_desktop.games.brigade.state import moves_with
from boardgames_desktop.rules import ScenarioError, new_game
from boardgames_desktop.rules.resources import load_json

from .helpers import game, one, pick_wardens


def test_recruiting_from_a_one_card_crew_deck_offers_that_card_alone():
    """Recruit: look at the top two crew cards, keep one, the other goes under the deck.
    With a single card left there is nothing to choose between: the prompt says to take it,
    and never speaks of cards going back under the deck."""
    g = game(seed=2, position={"tracks": [{"crew": 1}]})
    last = g.crew_deck.cards[0]
    g.crew_deck.cards[:] = [last]  # the deck is down to its last card
    g.apply(one(g, "recruit"))
    prompt = g.pending["prompt"]
    assert "only crew card left" in prompt and "under the crew deck" not in prompt
    assert [a["card"] for a in g.legal_actions()] == [last]


def test_recruiting_from_a_full_deck_names_the_two_cards_and_the_one_going_back():
    """The usual recruit: two cards drawn, one kept, the other goes under the deck."""
    g = game(seed=2, position={"tracks": [{"crew": 1}]})
    g.apply(one(g, "recruit"))
    prompt = g.pending["prompt"]
    assert "choose 1 of the 2 crew cards" in prompt and "the other goes under" in prompt


def test_a_first_attempt_at_a_chapter_is_not_announced_as_an_attempt():
    """Our ruling for a forgiving campaign: a lost chapter may be replayed, and only a replay
    says which attempt it is; the first time through, the chapter page says nothing of it."""
    text = intro_page(CampaignProgress.new(2, 5, retry="forgiving")).text()
    assert "Attempt" not in text


def test_a_game_whose_options_leave_out_the_big_buildings_pack_plays_the_6x6_town():
    """The Big Buildings pack is an add-on: set up as normal unless it is asked for, so
    options that do not name it (a save from before the option, a hand-made game) mean the
    usual town, and no Expert variant."""
    assert town_options({}) == (False, "none")
    assert town_options({"expert": None}) == (False, "none")
    assert town_options({"big_buildings": True}) == (True, "none")


def forgiving_campaign_lost_at(last: int) -> CampaignProgress:
    progress = CampaignProgress.new(2, 5, retry="forgiving")
    for n in range(1, last + 1):
        lost = n == last
        carried = chapter_rules(n)["failure" if lost else "success"] if n < 4 else None
        progress.results.append(ChapterResult(n, not lost, "lost" if lost else "won", 1,
                                              carried, 0, False))
    return progress


def test_losing_the_last_chapter_of_a_forgiving_campaign_offers_a_replay_or_the_end():
    """Our ruling for a forgiving campaign: a lost chapter may be played again.  After
    chapter 4, the last of the Rise of the Phoenix, there is no next chapter to carry a
    blight into: the page offers playing it again or ending the campaign; after chapter 1
    the choice is a replay or chapter 2 with the blight."""
    last = debrief_page(forgiving_campaign_lost_at(4), 3).text()
    assert "play chapter 4 again, or end the campaign here" in last
    assert "chapter 5" not in last
    first = debrief_page(forgiving_campaign_lost_at(1), 0).text()
    assert "play chapter 1 again, or carry the blight into chapter 2" in first


def test_a_position_with_a_field_the_brigade_does_not_know_is_refused_naming_it():
    """Bad input gets a clear message: a hand-written position whose field is misspelt
    ('intensitty') would otherwise be dropped without a word and the game would start from a
    position other than the one written."""
    with pytest.raises(ScenarioError, match="intensitty"):
        new_game("brigade", "competitive", 2, 4, scenario={"position": {"intensitty": {}}})


def test_a_one_player_co_op_win_is_told_in_the_singular():
    """A co-op team of one player (running two Wardens) that reaches the VP target: the
    results screen says the player saves Tinderbox; a team says they save it."""
    state = pick_wardens(new_game("brigade", "coop", 1, 6))
    state.vpt.points = state.target  # the VP target reached
    state.check_end()
    assert state.results(["Ada"]).headline == "Ada saves Tinderbox."


def test_moves_a_mode_adds_are_listed_just_before_ending_the_turn():
    """A mode's extra moves come after the base game's and before End turn, in the order
    given; a move of the same name replaces the base one where it stood."""
    base = {"move": "m", "extinguish": "x", "end_turn": "e"}
    listed = moves_with(base, ability="a", extinguish="x2", forge="f")
    assert list(listed) == ["move", "extinguish", "ability", "forge", "end_turn"]
    assert listed["extinguish"] == "x2"


def test_a_position_giving_renown_to_a_seat_beyond_the_players_is_refused():
    """Bad input gets a clear message: in a two-player game the seats are 0 and 1, so
    Renown for seat 2 names a player who is not there."""
    with pytest.raises(ScenarioError, match=r"position\.renown\.B2"):
        new_game("brigade", "competitive", 2, 4,
                 scenario={"position": {"renown": {"B2": {"2": 1}}}})
    ok = new_game("brigade", "competitive", 2, 4,
                  scenario={"position": {"renown": {"B2": {"1": 1}}}})
    assert ok.town.tiles["B2"].renown == {1: 1}


def test_a_won_chapter_of_a_strict_campaign_has_no_note_about_lost_results():
    """Our ruling: a strict campaign lets a lost chapter's result stand, and the page after
    a lost chapter says so; after a won chapter there is nothing of the kind to say."""
    progress = CampaignProgress.new(2, 5)
    progress.results.append(ChapterResult(1, True, "won", 1, chapter_rules(1)["success"], 0,
                                          False))
    assert "strict" not in debrief_page(progress, 0).text()


def test_an_option_whose_default_is_its_highest_value_is_accepted():
    """rules.json numbers for the launcher: the default must lie between the lowest and the
    highest value, both included, so an EvacTrak start defaulting to its highest is fine."""
    raw = copy.deepcopy(load_json("brigade", "rules.json"))
    spec = raw["options"]["evactrak_start"]
    spec["default"] = spec["high"]
    assert data._rules(raw)["options"]["evactrak_start"]["default"] == spec["high"]
