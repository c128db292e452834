"""Whose abilities a Warden has (``games/brigade/abilities.py``): the advanced side of its
Warden card only when that side is up, and the ability of each crew member it carries.
Rulebook: "Warden cards have a basic side and an advanced side"; a crew member "has an
ability"; Move Brigade is "up to 4 orthogonal steps"."""

from __future__ import annotations

from .helpers import game, kinds

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
