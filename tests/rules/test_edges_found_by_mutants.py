"""Edges of the shared rules package that a mutation run (bench/mutate.py) showed untested:
each test fails on the one-line slip named in its docstring."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.components import Supply, Track
from boardgames_desktop.rules.schema import Const, Int, Invalid, Plain


def test_a_track_may_start_on_either_end_but_not_beyond():
    """``low <= value <= high`` (not ``< high``): a marker may start at the top."""
    assert Track("Heat", 0, 5, 5).value == 5
    assert Track("Heat", 0, 5, 0).value == 0
    with pytest.raises(ValueError):
        Track("Heat", 0, 5, 6)
    with pytest.raises(ValueError):
        Track("Heat", 0, 5, -1)


def test_a_supply_refuses_a_negative_count_and_one_above_the_box():
    """``available < 0 or ...`` (not ``and``): either fault alone is refused."""
    with pytest.raises(ValueError):
        Supply("cubes", 10, -1)
    with pytest.raises(ValueError):
        Supply("cubes", 10, 11)
    with pytest.raises(ValueError):
        Supply("cubes", None, -1)
    assert Supply("cubes", 10, 10).available == 10


def test_a_whole_number_outside_its_range_is_refused_even_when_it_is_an_int():
    """``type(value) is not int or not low <= value <= high`` (not ``and``)."""
    schema = Int(1, 4)
    assert schema.check(4) == 4
    for bad in (0, 5, True, 2.0, "2"):
        with pytest.raises(Invalid):
            schema.check(bad)


def test_a_constant_must_match_in_type_as_well_as_value():
    """``type differs or value differs`` (not ``and``): 1 is not True, 2 is not 1."""
    schema = Const(1, "the number 1")
    assert schema.check(1) == 1
    for bad in (True, 1.0, 2, "1"):
        with pytest.raises(Invalid):
            schema.check(bad)


def test_plain_data_nesting_stops_exactly_at_its_depth():
    """``depth <= 0`` (not ``< 0``): depth 1 allows a list of scalars, not a list in a list."""
    schema = Plain(depth=1)
    assert schema.check([1, "a", None]) == [1, "a", None]
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.check([[1]])
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.check({"a": {"b": 1}})


# ----- second mutation pass (session 4) -------------------------------------------------------
def _save_text(**changes) -> str:
    import json

    from boardgames_desktop.rules import new_game
    from boardgames_desktop.rules.savefile import dump_state

    data = json.loads(dump_state(new_game("brigade", "competitive", 2, 7)))
    data.update(changes)
    return json.dumps(data)


def test_a_save_whose_options_the_game_does_not_have_is_refused():
    """``data.get("options") or {}`` (not ``and``): a save's options are checked at all."""
    from boardgames_desktop.rules.errors import SaveError
    from boardgames_desktop.rules.savefile import parse_save

    assert parse_save(_save_text(options={"expert": "replace"}))["options"] == {
        "expert": "replace"}
    with pytest.raises(SaveError, match="no option 'jetpacks'"):
        parse_save(_save_text(options={"jetpacks": True}))
    with pytest.raises(SaveError, match="expert"):
        parse_save(_save_text(options={"expert": "everything"}))


def test_a_choice_must_be_one_of_the_choices_not_just_of_their_type():
    """``type(value) is type(c) and value == c`` (not ``or``): another word is refused, and
    so is an equal value of another type (True is not 1)."""
    from boardgames_desktop.rules import game_info
    from boardgames_desktop.rules.validate import check_options, option_schema

    brigade = game_info("brigade")
    assert check_options(brigade, {"boon": "skilled"}) == {"boon": "skilled"}
    with pytest.raises(Invalid):
        check_options(brigade, {"boon": "luck"})
    numbers = next(o for o in brigade.options if o.key == "expert")
    schema = option_schema(numbers)
    with pytest.raises(Invalid):
        schema.check("none ")


def test_a_list_argument_must_have_a_recorded_length(monkeypatch):
    """``"list" not in types or not low <= len <= high`` (not ``and``), and a misfit list is
    refused (``return False``)."""
    from boardgames_desktop.rules import Action, new_game, validate

    shape = {"pick": {"args": {"cells": {"types": ["list"], "length": [1, 2],
                                         "items": {"types": ["int"], "low": 0, "high": 9}}}}}
    monkeypatch.setattr(validate, "action_shapes", lambda game_id: shape)
    state = new_game("flashpoint", "family", 2, 3)

    def problem(cells):
        return validate.shape_problem(state, Action.make(0, "pick", "x", cells=cells))

    assert problem((1, 2)) is None and problem((9,)) is None
    for bad in ((), (1, 2, 3), (1, 10), ("1",)):
        assert problem(bad) is not None, bad


def test_a_scenario_file_may_be_named_by_a_plain_string_path(tmp_path):
    """``isinstance(text_or_path, str) and text.startswith("{")`` (not ``or``): a str that
    is a path is read as a file, not parsed as JSON."""
    from boardgames_desktop.rules.scenario import read_scenario, scenario_file

    text = scenario_file("flashpoint", "tutorial_family").read_text(encoding="utf-8")
    copy = tmp_path / "position.json"
    copy.write_text(text, encoding="utf-8")
    assert read_scenario(str(copy)) == read_scenario(text) == read_scenario(copy)


def test_scripted_dice_are_clamped_into_the_die_not_down_to_one():
    """``max(1, min(sides, value))`` (not ``min(1, …)``): a scripted 4 rolls 4."""
    from boardgames_desktop.rules.rng import SeededRNG
    from boardgames_desktop.rules.scenario import script_dice

    rng = SeededRNG(5)
    script_dice(rng, [4, 9, 0])
    assert [rng.roll(6) for _ in range(3)] == [4, 6, 1]


def test_a_missing_required_argument_is_refused(monkeypatch):
    """``spec.get("required", True)`` (not ``False``): an argument is required unless its
    shape says otherwise."""
    from boardgames_desktop.rules import Action, new_game, validate

    shape = {"pick": {"args": {"cell": {"types": ["int"], "low": 0, "high": 9},
                               "note": {"types": ["str"], "required": False}}}}
    monkeypatch.setattr(validate, "action_shapes", lambda game_id: shape)
    state = new_game("flashpoint", "family", 2, 3)
    assert validate.shape_problem(state, Action.make(0, "pick", "x", cell=3)) is None
    assert "needs 'cell'" in validate.shape_problem(state, Action.make(0, "pick", "x"))


def test_a_shown_value_is_cut_only_when_longer_than_its_limit():
    """``len(text) <= limit`` (not ``<``): a value exactly at the limit is shown whole."""
    from boardgames_desktop.rules.schema import shown

    exact = "x" * 38  # repr adds the two quotes: 40 characters
    assert shown(exact, 40) == repr(exact)
    assert shown(exact + "y", 40).endswith("…'") and len(shown(exact + "y", 40)) == 40


def test_an_unknown_game_names_the_games_there_are():
    """``", ".join(...) or "none"`` (not ``and``)."""
    from boardgames_desktop.rules import game_info

    with pytest.raises(ValueError, match="brigade, emberheart, flashpoint"):
        game_info("chess")


def test_an_old_save_without_a_stored_rng_still_loads():
    """``if stored is None: return True`` (format-1 saves written before the RNG was
    stored load as they did)."""
    import json

    from boardgames_desktop.rules.savefile import load_game

    data = json.loads(_save_text())
    del data["rng"]
    assert load_game(json.dumps(data)).game_id == "brigade"


def test_plain_data_one_level_per_list():
    """``depth - 1`` per level (not ``- 2``): depth 2 holds a list in a list."""
    schema = Plain(depth=2)
    assert schema.check([[1, 2], [3]]) == [[1, 2], [3]]
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.check([[[1]]])


def test_a_campaign_of_this_very_format_is_not_called_newer():
    """``version > newest`` (not ``>=``)."""
    import json

    from boardgames_desktop.rules.errors import SaveError
    from boardgames_desktop.rules.validate import read_campaign

    data = {"kind": "test", "format": 3, "players": 2}
    assert read_campaign(json.dumps(data), "test", 3)["format"] == 3
    with pytest.raises(SaveError, match="newer version"):
        read_campaign(json.dumps(dict(data, format=4)), "test", 3)


def test_campaign_page_sections_are_immutable():
    """``@dataclass(frozen=True)``: the pages between chapters are shared constants."""
    import dataclasses

    from boardgames_desktop.rules.campaign import Page, Section

    section = Section("Ashes", ("The tower fell.",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        section.title = "Smoke"  # type: ignore[misc]
    page = Page("Chapter 2", "The fire spreads.", (section,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        page.tone = "failure"  # type: ignore[misc]


def test_a_game_whose_library_is_missing_is_reported_not_silently_dropped(monkeypatch):
    """``exc.name and module_name.startswith(exc.name)`` (not ``or``): only a game package
    that is absent from the build is skipped; a missing library it needs is an error."""
    from boardgames_desktop.rules import registry

    monkeypatch.setattr(registry, "GAME_MODULES", ("tests.rules.fake_games.not_in_this_build",
                                                   "tests.rules.fake_games.needs_missing_library"))
    monkeypatch.setattr(registry, "_registry", {})
    monkeypatch.setattr(registry, "_load_errors", {})
    monkeypatch.setattr(registry, "_loaded", False)
    registry._load()
    errors = registry.load_errors()
    assert list(errors) == ["tests.rules.fake_games.needs_missing_library"]
    assert "a_library_nobody_installed" in errors["tests.rules.fake_games.needs_missing_library"]


def test_a_scenario_file_with_a_field_nobody_reads_is_refused(tmp_path):
    """The scenario file's record is ``closed=True``: a misspelt field is named, not
    silently ignored (the position would not be the one the author meant)."""
    import json

    from boardgames_desktop.rules.scenario import ScenarioError, read_scenario, scenario_file

    data = json.loads(scenario_file("flashpoint", "tutorial_family").read_text("utf-8"))
    data["positon"] = data.pop("position")
    with pytest.raises(ScenarioError, match="positon"):
        read_scenario(json.dumps(data))


def test_an_action_text_of_up_to_2000_characters_is_kept():
    """``len(text) > 2000`` (not ``>=``) and ``text or kind`` (not ``and``): a read action
    keeps its own words; an empty or overlong text falls back to its kind."""
    from boardgames_desktop.rules import Action

    def read(text):
        return Action.from_dict({"player": 0, "kind": "move", "args": {}, "text": text})

    assert read("Walk to C2").describe() == "Walk to C2"
    assert read("w" * 2000).describe() == "w" * 2000
    assert read("w" * 2001).describe() == "move"
    assert read("").describe() == "move"


def test_plain_numbers_stay_strictly_inside_their_bound():
    """``-bound < value < bound`` (not ``<=``)."""
    schema = Plain()
    assert schema.check(schema.bound - 1) == schema.bound - 1
    assert schema.check(-schema.bound + 1) == -schema.bound + 1
    for bad in (schema.bound, -schema.bound):
        with pytest.raises(Invalid, match="far too large"):
            schema.check(bad)


def test_a_save_of_a_game_started_from_a_scenario_reads_back():
    """A save's ``scenario`` option is left out of the plain-options check
    (``k != "scenario"``) and checked as a position instead: it nests deeper than options."""
    from boardgames_desktop.rules.savefile import dump_state, parse_save
    from boardgames_desktop.rules.scenario import load_scenario, scenario_file

    state = load_scenario(scenario_file("flashpoint", "tutorial_family"))
    data = parse_save(dump_state(state))
    assert data["options"]["scenario"] == state.options["scenario"]


def test_an_action_argument_is_read_by_its_own_name():
    """``key == name`` (not ``!=``)."""
    from boardgames_desktop.rules import Action

    action = Action.make(0, "pour", "Pour", block="C2", water=2)
    assert action.get("water") == 2 and action.get("block") == "C2"
    assert action.get("wagon", "none") == "none"


def test_an_unknown_option_is_answered_with_the_options_there_are():
    """``", ".join(declared) or "none"`` (not ``and``)."""
    from boardgames_desktop.rules import game_info
    from boardgames_desktop.rules.validate import check_options

    with pytest.raises(Invalid, match="it has: side"):
        check_options(game_info("emberheart"), {"sidee": "B"})


def test_drawing_many_takes_what_is_left_and_no_more():
    """``min(count, len(cards))`` (not ``max``): a short pile gives what it has."""
    from boardgames_desktop.rules.deck import Deck
    from boardgames_desktop.rules.rng import SeededRNG

    deck = Deck(SeededRNG(1), ["a", "b", "c"])
    assert deck.draw_many(2) == ["a", "b"]
    assert deck.draw_many(5) == ["c"]
    assert deck.draw_many(1) == []


def test_an_object_of_at_most_its_length():
    """``len(value) > longest`` (not ``>=``), and a non-object is refused (``or``)."""
    from boardgames_desktop.rules.schema import MapOf

    schema = MapOf(Int(0, 9), 2)
    assert schema.check({"a": 1, "b": 2}) == {"a": 1, "b": 2}
    for bad in ({"a": 1, "b": 2, "c": 3}, [1, 2], "ab"):
        with pytest.raises(Invalid):
            schema.check(bad)


def test_only_a_pair_is_a_cell_of_a_grid():
    """``not isinstance(cell, tuple) or len(cell) != 2`` (not ``and``)."""
    from boardgames_desktop.rules.grid import SquareGrid

    grid = SquareGrid(3, 3)
    assert (1, 2) in grid
    assert [1, 2] not in grid and (1, 2, 0) not in grid and (3, 0) not in grid


def test_ending_a_turn_hands_off_even_to_the_same_seat():
    """``self._turn_ended or …`` (not ``and``): in a one-seat game the turn still passes, so
    undo stops there."""
    from boardgames_desktop.rules import IllegalAction, new_game

    from . import toy_game  # noqa: F401  (registers the toy game)

    state = new_game("toy-pig", "standard", 1, seed=3)
    state.apply(next(a for a in state.legal_actions() if a.kind == "bank"))
    assert state.log[-1].hand_off
    with pytest.raises(IllegalAction, match="turn has passed"):
        state.undo()


def test_an_action_argument_may_not_be_an_object():
    """``objects=False`` for argument values: lists yes, objects no."""
    from boardgames_desktop.rules import Action
    from boardgames_desktop.rules.validate import MalformedAction

    assert Action.from_dict({"player": 0, "kind": "pick", "args": {"cells": [1, 2]}}).get(
        "cells") == (1, 2)
    with pytest.raises(MalformedAction):
        Action.from_dict({"player": 0, "kind": "pick", "args": {"cells": {"a": 1}}})


def test_an_action_target_is_a_short_text():
    """``isinstance(target, str) and len(target) <= 200`` (not ``or``)."""
    from boardgames_desktop.rules import Action
    from boardgames_desktop.rules.validate import MalformedAction

    def read(target):
        return Action.from_dict({"player": 0, "kind": "pick", "args": {}, "target": target})

    assert read("t" * 200).target == "t" * 200
    for bad in ("t" * 201, 7):
        with pytest.raises(MalformedAction):
            read(bad)


def test_a_scenario_files_options_reach_the_game():
    """``data.get("options") or {}`` (not ``and``)."""
    import json

    from boardgames_desktop.rules.scenario import load_scenario, scenario_file

    data = json.loads(scenario_file("brigade", "tutorial_coop").read_text("utf-8"))
    data["options"] = {"coop_wardens": 2, "evactrak_start": 9}  # 15 when not given
    assert load_scenario(json.dumps(data)).options["evactrak_start"] == 9


def test_plain_copies_leave_out_methods_and_dunder_fields():
    """``not callable(v) and not k.startswith("__")`` (not ``or``)."""
    from boardgames_desktop.rules.plain import to_plain

    class Thing:
        pass

    thing = Thing()
    thing.size = 3
    thing.hook = lambda: 1
    thing.__dict__["__private"] = 4
    assert to_plain(thing) == {"size": 3}


def test_an_action_from_outside_names_a_seat_that_can_exist():
    """``type(player) is not int or not 0 <= player < SEATS`` (not ``and``)."""
    from boardgames_desktop.rules import Action
    from boardgames_desktop.rules.validate import SEATS, MalformedAction

    assert Action.from_dict({"player": SEATS - 1, "kind": "pick", "args": {}}).player == SEATS - 1
    for bad in (SEATS, -1, "0", True):
        with pytest.raises(MalformedAction):
            Action.from_dict({"player": bad, "kind": "pick", "args": {}})


def test_an_action_for_a_seat_this_game_does_not_have_is_no_action_of_it():
    """``… or not 0 <= player < state.players`` (not ``and``) in ``shape_problem``."""
    from boardgames_desktop.rules import Action, new_game
    from boardgames_desktop.rules.validate import shape_problem

    state = new_game("flashpoint", "family", 2, 3)
    legal = state.legal_actions()[0]
    assert shape_problem(state, legal) is None
    for seat in (2, 5, -1):
        moved = Action.make(seat, legal.kind, legal.describe(), **dict(legal.args))
        assert f"no seat {seat}" in shape_problem(state, moved)


def test_random_steps_plays_exactly_the_steps_asked_for():
    """``played < steps`` (not ``<=``)."""
    from boardgames_desktop.rules import new_game
    from boardgames_desktop.rules.playout import random_steps

    state = new_game("flashpoint", "family", 2, 3)
    assert random_steps(state, 1, 5) == 5 and len(state.log) == 5
    assert random_steps(state, 1, 0) == 0 and len(state.log) == 5


def test_a_huge_number_is_not_printed_digit_by_digit():
    """``-10**12 < value < 10**12`` (not ``<=``): a trillion is already "a huge number"."""
    from boardgames_desktop.rules.schema import shown

    assert shown(10**12 - 1) == str(10**12 - 1)
    assert shown(10**12) == shown(-10**12) == "a huge number"


def test_the_last_column_ends_the_grid():
    """``0 <= c < self.columns`` (not ``<=``)."""
    from boardgames_desktop.rules.grid import SquareGrid

    grid = SquareGrid(2, 3)
    assert (1, 2) in grid and (1, 3) not in grid and (2, 0) not in grid


def test_results_and_chapter_specs_are_immutable():
    """``@dataclass(frozen=True)`` on ``ResultTable`` and ``ChapterSpec``: one shared value,
    never changed by whoever reads it."""
    import dataclasses

    from boardgames_desktop.rules.campaign import ChapterSpec
    from boardgames_desktop.rules.results import ResultTable

    table = ResultTable("Score", ("Seat", "VP"), (("Ada", 3),))
    with pytest.raises(dataclasses.FrozenInstanceError):
        table.title = "Other"  # type: ignore[misc]
    spec = ChapterSpec.__new__(ChapterSpec)
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.number = 2  # type: ignore[misc]
