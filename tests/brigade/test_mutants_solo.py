"""Solo boundaries a mutation run of the Brigade models found untested
(``bench/mutate.py``): each checked one step below and at the limit."""

from __future__ import annotations

from boardgames_desktop.games.brigade.tracks import Influence

from .helpers import game, kinds


def solo_abilities(**position) -> set[str]:
    g = game("solo", 1, seed=3, position={"intensity": {}, **position})
    return {a["ability"] for a in kinds(g, "ability")}


def test_call_the_watch_is_not_offered_with_the_evactrak_marker_still_on_s():
    """Solo 'Call the Watch' moves the EvacTrak two spaces back towards its start (S): with
    the marker on S there is no space to win back, so the ability is not offered; one space
    down the track it is."""
    start = game("solo", 1, seed=3).evac.start
    assert "call_watch" not in solo_abilities(favour=9, evacuation=start)
    assert "call_watch" in solo_abilities(favour=9, evacuation=start - 1)


def test_the_solo_crew_deck_is_shuffled():
    """Solo plays with the Crew deck (Ash and Sir Precious taken out), shuffled as in any
    set-up: the order differs from one deal to the next and is not the cards' list order."""
    orders = [tuple(game("solo", 1, seed=seed).crew_deck.cards) for seed in (1, 2, 3)]
    assert len(set(orders)) == 3
    assert all(list(order) != sorted(order) for order in orders)


def test_solo_results_count_the_factions_whose_influence_reached_the_top():
    """Solo is won with all four Faction Influence tracks at their top position.  A game
    lost by evacuation with two tracks at the top shows 2 of the 4 on the results screen."""
    g = game("solo", 1, seed=3, position={"influence": {"commons": 5, "merchants": 5},
                                          "evacuation": 0})
    g.check_end()  # the EvacTrak is on F
    race = g.results(["Ada"]).tables[0]
    row = next(r for r in race.rows if r[0].startswith("Ada: factions"))
    assert row[1:] == (2, 4)


def test_a_faction_influence_track_stops_at_its_top_level():
    """Each Faction Influence track has 5 levels: a Faction Quest raises the marker one
    level, up to the top one and never past it."""
    influence = Influence(5)
    influence.levels["commons"] = 4
    assert influence.raise_level("commons") and influence.levels["commons"] == 5
    assert not influence.raise_level("commons") and influence.levels["commons"] == 5
