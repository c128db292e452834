"""Whose abilities a Warden has (``games/brigade/abilities.py``): the advanced side of its
Warden card only when that side is up, and the ability of each crew member it carries.
Rulebook: "Warden cards have a basic side and an advanced side"; a crew member "has an
ability"; Move Brigade is "up to 4 orthogonal steps"."""

from __future__ import annotations

from .helpers import game, kinds, one

BASE_STEPS = 4


def move_ends(crew: list[str], advanced: bool = False) -> set[str]:
    """Where Marla Soot (advanced side: "Your Brigade moves 1 extra step") may move from
    A1 in a calm town, carrying ``crew``."""
    g = game(seed=2, advanced_wardens=advanced, position={
        "intensity": {}, "wardens": ["marla_soot", "ida_brightwater"],
        "warden_crew": [[{"card": card, "water": 1} for card in crew]]})
    assert g.wardens[0].card == "marla_soot" and g.wardens[0].cell == "A1"
    return {a["to"] for a in kinds(g, "move", player=0)}


def reach(steps: int) -> set[str]:
    g = game(seed=2, position={"intensity": {}})
    return set(g.town.reachable("A1", steps, 2))


def test_the_basic_side_with_a_crew_gives_only_the_crews_abilities():
    """Gran Tilly's ability is Renown: on the basic side Marla still moves 4 steps."""
    assert move_ends(["gran_tilly"]) == reach(BASE_STEPS)


def test_a_crew_members_move_bonus_counts_on_the_basic_side():
    """Hob the Runner: "Your Brigade moves 1 extra step"."""
    assert move_ends(["hob_the_runner"]) == reach(BASE_STEPS + 1)


def test_the_advanced_side_and_a_crew_bonus_add_up():
    assert move_ends(["hob_the_runner"], advanced=True) == reach(BASE_STEPS + 2)
    assert move_ends(["gran_tilly"], advanced=True) == reach(BASE_STEPS + 1)
    assert move_ends([], advanced=True) == reach(BASE_STEPS + 1)


def renown_after_one_pour(advanced: bool, crew: list[str]) -> dict[int, int]:
    """Ida Brightwater (advanced side: "Extinguishing a University block places 1 extra
    Renown") pours her one water on the Lecture Tower (C3, University) burning at 2."""
    g = game(seed=2, advanced_wardens=advanced, position={
        "intensity": {"C3": 2}, "wardens": ["ida_brightwater", "marla_soot"],
        "warden_at": ["C3"], "warden_water": [1],
        "warden_crew": [[{"card": card, "water": 1} for card in crew]]})
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    assert g.town.tiles["C3"].intensity == 1
    return g.town.tiles["C3"].renown


def test_the_advanced_side_alone_places_its_extra_renown():
    """No crew at all: the advanced side's ability still counts."""
    assert renown_after_one_pour(advanced=True, crew=[]) == {0: 2}
    assert renown_after_one_pour(advanced=False, crew=[]) == {0: 1}


def test_a_crew_renown_bonus_for_another_faction_adds_nothing_at_the_university():
    assert renown_after_one_pour(advanced=False, crew=["gran_tilly"]) == {0: 1}
    assert renown_after_one_pour(advanced=True, crew=["gran_tilly"]) == {0: 2}
