"""Every limit and refusal of ``rules/validate.py`` — the one gate for actions, options, saves
and campaign files from outside — at its edges, with the sentence a person reads.

Values are set by hand from what the formats promise (a seat is 0–15, an action has at most 16
arguments, a target at most 200 characters, Flash Point's ``place`` puts firefighter 0–5 on a
cell of two coordinates 0–9 — ``resources/flashpoint/action_shapes.json``).
"""

from __future__ import annotations

import json

import pytest

from boardgames_desktop.rules import Action, SaveError, game_info, new_game
from boardgames_desktop.rules.registry import OptionInfo
from boardgames_desktop.rules.savefile import dump_state, parse_save
from boardgames_desktop.rules.schema import Invalid
from boardgames_desktop.rules.validate import (
    MalformedAction,
    check_action_data,
    check_campaign,
    check_options,
    option_schema,
    options_error,
    read_campaign,
    shape_problem,
)

NOT_AN_ACTION = "That is not an action of this game"


# ----- actions read from outside --------------------------------------------------------------
def read(**fields) -> Action:
    data = {"player": 0, "kind": "pick", "args": {}}
    data.update(fields)
    return Action.from_dict(data)


def refusal(**fields) -> str:
    with pytest.raises(MalformedAction) as caught:
        read(**fields)
    return str(caught.value)


def test_an_action_is_an_object():
    with pytest.raises(MalformedAction) as caught:
        Action.from_dict([0, "pick"])
    assert str(caught.value) == f"{NOT_AN_ACTION} (it is a list, not an object)."


@pytest.mark.parametrize("seat", [0, 1, 15])
def test_an_action_names_a_seat_from_0_to_15(seat):
    assert read(player=seat).player == seat


@pytest.mark.parametrize("seat, words", [(-1, "-1"), (16, "16"), (True, "true"), ("0", "'0'"),
                                         (0.0, "a fraction"), (None, "null")])
def test_an_action_for_no_seat_is_refused_naming_what_it_gave(seat, words):
    assert refusal(player=seat) == f"{NOT_AN_ACTION} ('player' is {words}, not a seat)."


@pytest.mark.parametrize("kind", ["a", "move", "deck_gun", "x9", "k" * 40])
def test_a_kind_is_a_short_lower_case_word(kind):
    assert read(kind=kind).kind == kind


@pytest.mark.parametrize("kind, words", [("Move", "'Move'"), ("9move", "'9move'"),
                                         ("k" * 41, None), ("", "''"), ("mo-ve", "'mo-ve'"),
                                         (7, "7"), (None, "null")])
def test_a_kind_that_is_no_word_of_ours_is_refused(kind, words):
    message = refusal(kind=kind)
    assert message.startswith(f"{NOT_AN_ACTION} ('kind' is ")
    if words is not None:
        assert message == f"{NOT_AN_ACTION} ('kind' is {words})."


def test_arguments_are_an_object_of_at_most_sixteen_values():
    assert len(read(args={f"a{n}": n for n in range(16)}).args) == 16
    assert read(args={}).args == ()
    assert read().args == ()
    few = f"{NOT_AN_ACTION} ('args' must be an object of a few values)."
    assert refusal(args={f"a{n}": n for n in range(17)}) == few
    assert refusal(args=[1, 2]) == few
    assert refusal(args="cell=3") == few


def test_an_argument_name_is_a_short_lower_case_word_too():
    assert read(args={"to_cell": 1}).get("to_cell") == 1
    assert refusal(args={"To": 1}) == f"{NOT_AN_ACTION} (argument name 'To')."
    assert refusal(args={"a-b": 1}) == f"{NOT_AN_ACTION} (argument name 'a-b')."
    assert refusal(args={"n" * 41: 1}).startswith(f"{NOT_AN_ACTION} (argument name 'nnn")


def test_argument_values_of_every_plain_kind_are_read():
    action = read(args={"none": None, "yes": True, "no": False, "word": "w" * 200, "n": -3,
                        "cells": [[1, 2], [3, 4]]})
    assert action.get("none") is None and action.get("yes") is True
    assert action.get("no") is False and action.get("word") == "w" * 200
    assert action.get("n") == -3 and action.get("cells") == ((1, 2), (3, 4))


def test_an_argument_text_of_201_characters_is_refused():
    assert refusal(args={"word": "w" * 201}) == (
        f"{NOT_AN_ACTION} ('args.word' is too long (201 characters)).")


def test_an_argument_list_holds_at_most_64_values_three_levels_deep():
    assert len(read(args={"cells": list(range(64))}).get("cells")) == 64
    assert refusal(args={"cells": list(range(65))}) == (
        f"{NOT_AN_ACTION} ('args.cells' has too many entries (65)).")
    assert read(args={"cells": [[[1]]]}).get("cells") == (((1,),),)
    assert refusal(args={"cells": [[[[1]]]]}) == (
        f"{NOT_AN_ACTION} ('args.cells[0][0][0]' is nested too deeply).")


def test_a_fraction_is_never_an_argument():
    assert refusal(args={"n": 2.5}) == f"{NOT_AN_ACTION} (argument 'n' is a fraction)."
    assert refusal(args={"n": 2.0}) == f"{NOT_AN_ACTION} (argument 'n' is a fraction)."


def test_an_action_text_from_outside_is_kept_up_to_2000_characters():
    assert read(text="t" * 2000).describe() == "t" * 2000
    assert read(text="t" * 2001).describe() == "pick"
    assert read(text=7).describe() == "pick"


def test_an_action_target_is_none_or_a_text_of_at_most_200_characters():
    assert read().target is None and read(target=None).target is None
    assert read(target="cell:3,4").target == "cell:3,4"
    assert read(target="c" * 200).target == "c" * 200
    assert refusal(target=["cell"]) == f"{NOT_AN_ACTION} ('target' is a list)."
    assert refusal(target="c" * 201).startswith(f"{NOT_AN_ACTION} ('target' is 'ccc")


def test_check_action_data_returns_the_five_parts():
    assert check_action_data({"player": 2, "kind": "move", "args": {"to": 3}, "text": "Go",
                              "target": "cell:1"}) == (2, "move", {"to": 3}, "Go", "cell:1")
    assert check_action_data({"player": 0, "kind": "move"}) == (0, "move", {}, "", None)


# ----- actions a game produces (its recorded shapes) ------------------------------------------
@pytest.fixture(scope="module")
def flash_point():
    return new_game("flashpoint", "family", 2, 3)


def place(state, **args) -> str | None:
    return shape_problem(state, Action.make(0, "place", "Place", **args))


@pytest.mark.parametrize("ff", [0, 5])
@pytest.mark.parametrize("to", [(0, 0), (9, 9), (0, 9)])
def test_a_place_with_values_at_the_ends_of_their_ranges_is_shaped_like_one(flash_point, ff, to):
    assert place(flash_point, ff=ff, to=to) is None


@pytest.mark.parametrize("ff, words", [(-1, "-1"), (6, "6"), ("0", "'0'"), (True, "true"),
                                       (1.5, "a fraction"), (None, "null"), ((1,), "a list")])
def test_a_place_for_a_firefighter_that_is_not_there_is_no_place(flash_point, ff, words):
    assert place(flash_point, ff=ff, to=(0, 0)) == f"{NOT_AN_ACTION}: 'ff' cannot be {words}."


@pytest.mark.parametrize("to", [(0,), (0, 0, 0), (), (0, 10), (-1, 0), ("0", 0), (0, 0.5), 5,
                                "0,0"])
def test_a_place_on_no_cell_of_the_board_is_no_place(flash_point, to):
    assert place(flash_point, ff=0, to=to).startswith(f"{NOT_AN_ACTION}: 'to' cannot be ")


def test_an_argument_the_kind_never_takes_or_a_missing_one_is_named(flash_point):
    assert place(flash_point, ff=0, to=(0, 0), speed=2) == (
        f"{NOT_AN_ACTION}: 'place' takes no ''speed''.")
    assert place(flash_point, ff=0) == f"{NOT_AN_ACTION}: 'place' needs 'to'."
    assert shape_problem(flash_point, Action.make(0, "teleport", "Go")) == (
        f"{NOT_AN_ACTION}: it has no move called 'teleport'.")


def test_a_seat_the_game_has_is_shaped_like_one(flash_point):
    assert shape_problem(flash_point, Action.make(1, "place", "P", ff=0, to=(0, 0))) is None
    assert shape_problem(flash_point, Action.make(2, "place", "P", ff=0, to=(0, 0))) == (
        f"{NOT_AN_ACTION}: there is no seat 2.")


def test_a_refused_action_of_a_real_game_names_the_argument(flash_point):
    with pytest.raises(Exception) as caught:
        flash_point.clone().apply(Action.make(0, "place", "P", ff=9, to=(0, 0)))
    assert str(caught.value) == f"{NOT_AN_ACTION}: 'ff' cannot be 9."


# ----- options --------------------------------------------------------------------------------
def option_refusal(game: str, options) -> str:
    with pytest.raises(Invalid) as caught:
        check_options(game_info(game), options)
    return str(caught.value)


def test_each_kind_of_option_takes_its_own_values():
    fp = game_info("flashpoint")
    assert check_options(fp, {"tragic_events": True, "difficulty": "Heroic",
                              "firefighters": 6}) == {
        "tragic_events": True, "difficulty": "Heroic", "firefighters": 6}
    assert check_options(fp, {"tragic_events": False, "firefighters": 1})
    assert option_refusal("flashpoint", {"tragic_events": 1}) == (
        "'option tragic_events' must be true or false, not 1")
    assert option_refusal("flashpoint", {"firefighters": 7}) == (
        "'option firefighters' must be a whole number from 1 to 6, not 7")
    assert option_refusal("flashpoint", {"firefighters": 0}) == (
        "'option firefighters' must be a whole number from 1 to 6, not 0")
    assert option_refusal("flashpoint", {"firefighters": True}) == (
        "'option firefighters' must be a whole number from 1 to 6, not true")
    assert option_refusal("flashpoint", {"difficulty": "heroic"}) == (
        "'option difficulty' must be one of 'Recruit', 'Veteran', 'Heroic', not 'heroic'")


def test_a_whole_number_option_without_bounds_stays_within_a_million():
    schema = option_schema(OptionInfo("rounds", "Rounds", "int", 0))
    assert schema.check(10**6) == 10**6 and schema.check(-10**6) == -10**6
    for beyond in (10**6 + 1, -10**6 - 1):
        with pytest.raises(Invalid, match="from -1000000 to 1000000"):
            schema.check(beyond)


def test_a_choice_that_may_be_none_takes_null_and_another_does_not():
    assert check_options(game_info("brigade"), {"boon": None, "blight": None})
    assert option_refusal("emberheart", {"side": None}) == (
        "'option side' must be one of 'A', 'B', not null")


def test_a_hidden_option_is_checked_by_its_own_schema():
    brigade = game_info("brigade")
    assert check_options(brigade, {"deck": ["d" * 40] * 64})
    assert option_refusal("brigade", {"deck": ["d"] * 65}) == (
        "'option deck' must be a list of at most 64 items, not a list")
    assert option_refusal("brigade", {"deck": ["d" * 41]}).startswith(
        "'option deck[0]' must be text of at most 40 characters")
    assert option_refusal("emberheart", {"deck": []}) == (
        "Emberheart has no option 'deck' (it has: side)")


def test_a_start_position_is_an_option_of_every_game():
    fp = game_info("flashpoint")
    assert check_options(fp, {"scenario": {"title": "Two fires"}})
    assert option_refusal("flashpoint", {"scenario": {"titel": "x"}}) == (
        "'scenario.titel' is not a field this version knows")


def test_at_most_64_options_and_the_64th_is_judged_like_any_other():
    """64 entries are read one by one (an unknown one is named); 65 are too many at once."""
    fp = game_info("flashpoint")
    assert option_refusal("flashpoint", {f"o{n}": 1 for n in range(64)}).startswith(
        "Flash Point: Fire Rescue has no option 'o0'")
    assert option_refusal("flashpoint", {f"o{n}": 1 for n in range(65)}) == (
        "there are far too many options (65)")
    assert option_refusal("flashpoint", [1]) == "the options must be an object, not a list"
    assert check_options(fp, {}) == {}


def test_options_from_the_launcher_are_refused_in_a_sentence():
    error = options_error(game_info("flashpoint"), {"firefighters": 9})
    assert isinstance(error, ValueError)
    assert str(error) == "'option firefighters' must be a whole number from 1 to 6, not 9."
    assert options_error(game_info("flashpoint"), {"firefighters": 2}) is None


# ----- save files -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def save() -> dict:
    return json.loads(dump_state(new_game("flashpoint", "family", 2, 3)))


def save_refusal(data) -> str:
    with pytest.raises(SaveError) as caught:
        parse_save(json.dumps(data))
    return str(caught.value)


@pytest.mark.parametrize("players", [1, 6])
def test_a_save_for_the_fewest_or_the_most_seats_of_its_mode_is_read(save, players):
    assert parse_save(json.dumps(dict(save, players=players)))["players"] == players


@pytest.mark.parametrize("players", [0, 7])
def test_a_save_for_a_seat_count_its_mode_does_not_have_is_refused(save, players):
    if players == 0:
        assert save_refusal(dict(save, players=0)) == (
            "The save is damaged: 'players' must be a whole number from 1 to 16, not 0.")
    else:
        assert save_refusal(dict(save, players=7)) == (
            "The save is damaged: 'players' is 7, but Flash Point: Fire Rescue (Family game) "
            "is for 1–6 players.")


def test_a_save_header_names_a_game_and_a_mode_of_this_version(save):
    assert save_refusal(dict(save, game="chess")) == (
        "The save is damaged: there is no game 'chess' in this version.")
    assert save_refusal(dict(save, mode="solo")) == (
        "The save is damaged: Flash Point: Fire Rescue has no mode 'solo'.")


def test_a_file_that_is_no_save_of_ours_says_so(save):
    assert save_refusal([save]) == "This file is not a Boardgames Desktop save."
    assert save_refusal(dict(save, format="other-app")) == (
        "This file is not a Boardgames Desktop save.")
    with pytest.raises(SaveError, match="This is not a readable save: the file is damaged"):
        parse_save('{"format": ')


@pytest.mark.parametrize("version, message", [
    ("2", "The save is damaged: 'version' must be a whole number from 1 to 2, not '2'."),
    (0, "The save is damaged: 'version' must be a whole number from 1 to 2, not 0."),
    (3, "This save was made by a newer version of Boardgames Desktop (format 3); this version "
        "reads format 2 and older."),
    (None, "The save is damaged: 'version' must be a whole number from 1 to 2, not null."),
])
def test_a_save_version_outside_the_formats_this_version_reads(save, version, message):
    assert save_refusal(dict(save, version=version)) == message


@pytest.mark.parametrize("version", [1, 2])
def test_every_format_this_version_reads_is_read(save, version):
    assert parse_save(json.dumps(dict(save, version=version)))["version"] == version


# ----- campaign files -------------------------------------------------------------------------
def campaign_text(**fields) -> str:
    data = {"kind": "test-campaign", "format": 3, "players": 2}
    data.update(fields)
    return json.dumps(data)


def campaign_refusal(text: str, game: str | None = None) -> str:
    with pytest.raises(SaveError) as caught:
        read_campaign(text, "test-campaign", 3, game, "Test")
    return str(caught.value)


def test_a_campaign_of_another_kind_or_no_object_is_not_one_of_this_campaign():
    assert campaign_refusal(campaign_text(kind="other")) == "This is not a Test campaign save."
    assert campaign_refusal("[1, 2]") == "This is not a Test campaign save."
    assert campaign_refusal('"test-campaign"') == "This is not a Test campaign save."


@pytest.mark.parametrize("version, message", [
    ("3", "The campaign save is damaged: 'format' must be format 3, not '3'."),
    (2, "The campaign save is damaged: 'format' must be format 3, not 2."),
    (4, "This campaign was saved by a newer version of Boardgames Desktop (format 4); this "
        "version reads format 3."),
])
def test_a_campaign_format_other_than_this_versions(version, message):
    assert campaign_refusal(campaign_text(format=version)) == message


def test_campaign_options_are_checked_against_the_game_only_when_a_game_is_named():
    without_game = read_campaign(campaign_text(options={"anything": 1}), "test-campaign", 3)
    assert without_game["options"] == {"anything": 1}
    assert read_campaign(campaign_text(), "test-campaign", 3, "brigade")["players"] == 2
    assert read_campaign(campaign_text(options={"chapter": 4}), "test-campaign", 3,
                         "brigade")["options"] == {"chapter": 4}
    assert campaign_refusal(campaign_text(options={"chapter": 5}), "brigade") == (
        "The campaign save is damaged: 'option chapter' must be a whole number from 1 to 4, "
        "not 5.")


def test_a_campaigns_running_chapter_must_be_readable_json():
    data = json.loads(campaign_text(chapter_save='{"format": "x"}'))
    check_campaign(data, 3)
    damaged = json.loads(campaign_text(chapter_save='{"format": '))
    with pytest.raises(SaveError) as caught:
        check_campaign(damaged, 3)
    assert str(caught.value).startswith(
        "The campaign's running chapter is damaged: the running chapter is damaged or "
        "truncated (not valid JSON at line 1")
    check_campaign(json.loads(campaign_text(chapter_save=None)), 3)


def test_a_file_of_another_kind_is_refused_plainly_when_the_campaign_has_no_title():
    from boardgames_desktop.rules.validate import read_campaign

    with pytest.raises(SaveError) as refused:
        read_campaign('{"kind": "other"}', "test-campaign", 1)
    assert str(refused.value) == "This is not a campaign save."
