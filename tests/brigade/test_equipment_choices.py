"""Whether an Equipment card's decision has an option (``equipment.has_effect_choice``) is
told without building the options; its promise is to answer exactly what
``effect_choices`` would list (None: no decision; an empty list: nothing to choose, the card
is not offered).  Checked for every card and Warden where lists run empty: the Firehouses
burnt by the Phoenix, every Co-Op track at its top, a Warden boxed in by ruins."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.equipment import effect_choices, has_effect_choice

from .helpers import game


def disagreements(g) -> list[tuple[str, int, bool]]:
    """(card, Warden, what has_effect_choice says) wherever it differs from the list."""
    out = []
    for card in g.equipment_info:
        for w in g.wardens:
            options = effect_choices(g, card, w)
            has = has_effect_choice(g, card, w)
            if has != (options is None or bool(options)):
                out.append((card, w.index, has))
    return out


def phoenix_burnt_three_firehouses():
    """Chapter 4: the Phoenix lands on three Firehouses (each is destroyed); both Wardens
    stand on the one left (A1)."""
    g = game("campaign", 1, seed=3, chapter=4,
             position={"intensity": {"E5": 1}, "warden_at": ["A1", "A1"], "phoenix_at": "E1"})
    g.move_phoenix("E")   # F1
    g.phoenix_cell = "B6"
    g.move_phoenix("W")   # A6
    g.phoenix_cell = "E6"
    g.move_phoenix("E")   # F6
    assert [t.label for t in g.town.tiles.values()
            if t.firehouse is not None and not t.destroyed] == ["A1"]
    return g


def every_track_at_its_top():
    """The Co-Op board's tracks and every faction's Influence at their tops."""
    g = game("coop", 2, seed=3)
    tops = {track: len(values) - 1 for track, values in g.boards[0].tracks.items()}
    influence = {faction: g.influence.top for faction in g.influence.levels}
    g = game("coop", 2, seed=3, position={"tracks": [tops], "influence": influence})
    assert g.upgrade_options() == []
    return g


def boxed_in_by_ruins():
    """Marla on the North-West Firehouse: every block within 4 steps is a ruin (a ruin costs
    2 steps and cannot end a move)."""
    g = game("coop", 2, seed=3, position={"destroyed": ["A2", "B1", "A3", "B2", "C1"]})
    assert g.wardens[0].cell == "A1"
    return g


@pytest.mark.parametrize("build", [phoenix_burnt_three_firehouses, every_track_at_its_top,
                                   boxed_in_by_ruins])
def test_has_effect_choice_agrees_with_the_options(build):
    assert disagreements(build()) == []


def test_the_trapdoor_has_nowhere_to_go_with_the_other_firehouses_burnt():
    """Opal Stage Trapdoor: "to a Firehouse" — none is left but the one underfoot; the
    Smoke Jumper's Cloak still goes anywhere."""
    g = phoenix_burnt_three_firehouses()
    w = g.wardens[0]
    assert effect_choices(g, "opal_stage_trapdoor", w) == []
    assert not has_effect_choice(g, "opal_stage_trapdoor", w)
    assert has_effect_choice(g, "smoke_jumpers_cloak", w)


def test_the_pressure_valve_has_no_track_to_raise_at_the_top():
    g = every_track_at_its_top()
    w = g.wardens[0]
    assert not has_effect_choice(g, "pressure_valve", w)
    assert has_effect_choice(g, "night_watch_coffee", w)  # no decision: usable


def test_the_ratcatchers_whistle_has_no_move_for_a_boxed_in_warden():
    g = boxed_in_by_ruins()
    assert not has_effect_choice(g, "ratcatchers_whistle", g.wardens[0])
    assert has_effect_choice(g, "gilded_hourglass", g.wardens[0])
