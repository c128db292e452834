"""Every limit the schema classes enforce (``rules/schema.py``), at limit−1, limit and limit+1,
with the exact sentence a refused value gets.

The schemas here are set by hand with small limits, so each edge can be reached in a few
values; ``test_limits_every_field.py`` walks the real schemas of saves, campaigns and
scenarios with the same edges.  A refusal names the field by its path and says what was
wanted: that sentence is what a person reads when a file is refused.
"""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.schema import (
    Bool,
    Const,
    Int,
    Invalid,
    ListOf,
    MapOf,
    Null,
    OneOf,
    Plain,
    Record,
    Str,
    key_text,
    optional,
    read_json,
    shown,
)


def quoted(text: str) -> str:
    """A refused text as a refusal quotes it: in quotes, cut to 40 characters with '…'."""
    whole = repr(text)
    return whole if len(whole) <= 40 else whole[:38] + "…'"


def refusal(schema, value, path: str = "field") -> str:
    with pytest.raises(Invalid) as caught:
        schema.check(value, path)
    return str(caught.value)


# ----- Int ------------------------------------------------------------------------------------
@pytest.mark.parametrize("low, high", [(1, 4), (-3, 3), (0, 0), (5, 20)])
def test_a_whole_number_is_accepted_on_both_ends_and_refused_one_beyond(low, high):
    schema = Int(low, high)
    assert schema.check(low) == low and schema.check(high) == high
    for beyond in (low - 1, high + 1):
        assert refusal(schema, beyond, "seats") == (
            f"'seats' must be a whole number from {low} to {high}, not {beyond}")


def test_a_whole_number_refuses_a_flag_a_fraction_and_text_even_inside_its_range():
    schema = Int(0, 9)
    assert refusal(schema, True) == "'field' must be a whole number from 0 to 9, not true"
    assert refusal(schema, 2.0) == "'field' must be a whole number from 0 to 9, not a fraction"
    assert refusal(schema, "2") == "'field' must be a whole number from 0 to 9, not '2'"
    assert refusal(schema, None, "") == "the value must be a whole number from 0 to 9, not null"


# ----- Str ------------------------------------------------------------------------------------
@pytest.mark.parametrize("shortest, longest", [(0, 5), (1, 40), (3, 3)])
def test_text_is_accepted_at_its_shortest_and_longest_and_refused_beyond(shortest, longest):
    schema = Str(longest, shortest=shortest)
    assert schema.check("x" * shortest) == "x" * shortest
    assert schema.check("y" * longest) == "y" * longest
    kind = (f"exactly {longest}" if shortest == longest else
            f"{shortest} to {longest}" if shortest else f"at most {longest}")
    wanted = f"'name' must be text of {kind} characters, not "
    assert refusal(schema, "z" * (longest + 1), "name") == wanted + quoted("z" * (longest + 1))
    if shortest:
        assert refusal(schema, "z" * (shortest - 1), "name") == (
            wanted + quoted("z" * (shortest - 1)))


def test_text_refuses_what_is_not_text():
    schema = Str(10)
    assert refusal(schema, 7) == "'field' must be text of at most 10 characters, not 7"
    assert refusal(schema, ["a"]) == "'field' must be text of at most 10 characters, not a list"


def test_a_text_with_choices_takes_only_those_and_says_which_they_are():
    schema = Str(10, choices=("A", "B"))
    assert schema.check("A") == "A" and schema.check("B") == "B"
    assert refusal(schema, "C", "side") == "'side' must be one of 'A', 'B', not 'C'"
    assert refusal(schema, "A" * 11, "side") == "'side' must be one of 'A', 'B', not " + repr(
        "A" * 11)


def test_a_text_without_choices_takes_any_text_of_its_length():
    assert Str(10).check("anything") == "anything"
    assert Str(10).describe() == "text of at most 10 characters"


# ----- Bool, Const, Null, OneOf ---------------------------------------------------------------
def test_a_flag_is_true_or_false_only():
    assert Bool().check(True) is True and Bool().check(False) is False
    assert refusal(Bool(), 1) == "'field' must be true or false, not 1"
    assert refusal(Bool(), None) == "'field' must be true or false, not null"


def test_a_constant_takes_its_value_of_its_type_and_says_what_it_wanted():
    schema = Const(2, "format 2")
    assert schema.check(2) == 2
    assert refusal(schema, 3, "format") == "'format' must be format 2, not 3"
    assert refusal(schema, 2.0, "format") == "'format' must be format 2, not a fraction"


def test_null_and_optional_values():
    assert Null().check(None) is None
    assert refusal(Null(), 0) == "'field' must be empty (null), not 0"
    schema = optional(Int(1, 3))
    assert schema.check(None) is None and schema.check(3) == 3
    assert refusal(schema, 4) == "'field' must be empty (null) or a whole number from 1 to 3, not 4"


def test_one_of_takes_the_first_option_that_fits():
    schema = OneOf(Int(0, 5), Str(3))
    assert schema.check(5) == 5 and schema.check("abc") == "abc"
    assert refusal(schema, "abcd") == (
        "'field' must be a whole number from 0 to 5 or text of at most 3 characters, not 'abcd'")


# ----- ListOf ---------------------------------------------------------------------------------
@pytest.mark.parametrize("shortest, longest", [(0, 3), (2, 4), (1, 1)])
def test_a_list_is_accepted_at_its_shortest_and_longest_and_refused_beyond(shortest, longest):
    schema = ListOf(Int(0, 9), longest, shortest=shortest)
    assert schema.check([1] * shortest) == [1] * shortest
    assert schema.check([2] * longest) == [2] * longest
    assert refusal(schema, [3] * (longest + 1), "dice") == (
        f"'dice' must be a list of at most {longest} items, not a list")
    if shortest:
        assert refusal(schema, [3] * (shortest - 1), "dice") == (
            f"'dice' must be a list of at least {shortest} items, not a list")


def test_a_list_refuses_what_is_not_a_list_saying_how_long_it_may_be():
    schema = ListOf(Int(0, 9), 3, shortest=1)
    assert refusal(schema, 5, "dice") == "'dice' must be a list of at most 3 items, not 5"
    assert refusal(schema, "ab", "dice") == "'dice' must be a list of at most 3 items, not 'ab'"
    assert refusal(schema, (1, 2), "dice") == "'dice' must be a list of at most 3 items, not a list"


def test_each_item_of_a_list_is_checked_and_named_by_its_index():
    schema = ListOf(Int(0, 9), 5)
    assert refusal(schema, [1, 2, 10], "dice") == (
        "'dice[2]' must be a whole number from 0 to 9, not 10")


# ----- MapOf ----------------------------------------------------------------------------------
@pytest.mark.parametrize("longest", [1, 3, 64])
def test_an_object_is_accepted_with_exactly_its_longest_number_of_entries(longest):
    schema = MapOf(Int(0, 9), longest)
    full = {f"k{n}": n % 10 for n in range(longest)}
    assert schema.check(full) == full
    assert schema.check({}) == {}
    over = {**full, "one_more": 1}
    assert refusal(schema, over, "scores") == (
        f"'scores' must be an object of at most {longest} entries, not an object")


def test_an_object_refuses_what_is_not_an_object():
    assert refusal(MapOf(Int(0, 9), 4), [1], "scores") == (
        "'scores' must be an object of at most 4 entries, not a list")


def test_an_object_key_is_text_of_1_to_64_characters_by_default():
    schema = MapOf(Int(0, 9), 4)
    assert schema.check({"k" * 64: 1, "a": 2}) == {"k" * 64: 1, "a": 2}
    assert refusal(schema, {"k" * 65: 1}, "scores").startswith(
        "'scores key' must be text of 1 to 64 characters, not 'kkk")
    assert refusal(schema, {"": 1}, "scores") == (
        "'scores key' must be text of 1 to 64 characters, not ''")
    assert refusal(schema, {3: 1}, "scores") == (
        "'scores key' must be text of 1 to 64 characters, not 3")


def test_an_object_value_is_named_by_its_key():
    schema = MapOf(Int(0, 9), 4)
    assert refusal(schema, {"blue": 10}, "scores") == (
        "'scores.blue' must be a whole number from 0 to 9, not 10")
    assert refusal(schema, {"blue": 10}, "") == (
        "'blue' must be a whole number from 0 to 9, not 10")


def test_an_object_may_name_its_own_key_schema():
    schema = MapOf(Int(0, 9), 4, key=Str(2, choices=("a", "b")))
    assert schema.check({"a": 1, "b": 2}) == {"a": 1, "b": 2}
    assert refusal(schema, {"c": 1}, "m") == "'m key' must be one of 'a', 'b', not 'c'"


# ----- Record ---------------------------------------------------------------------------------
def test_a_record_needs_its_required_fields_and_checks_its_optional_ones():
    schema = Record(required={"game": Str(5)}, optional={"seed": Int(0, 9)})
    assert schema.check({"game": "fp"}) == {"game": "fp"}
    assert schema.check({"game": "fp", "seed": 9}) == {"game": "fp", "seed": 9}
    assert refusal(schema, {"seed": 1}, "") == "'game' is missing"
    assert refusal(schema, {"seed": 1}, "save") == "'save.game' is missing"
    assert refusal(schema, {"game": "fp", "seed": 10}, "save") == (
        "'save.seed' must be a whole number from 0 to 9, not 10")
    assert refusal(schema, {"game": "toolong"}, "") == (
        "'game' must be text of at most 5 characters, not 'toolong'")


def test_a_record_without_fields_takes_any_object_and_refuses_anything_else():
    assert Record().check({"x": 1}) == {"x": 1}
    assert refusal(Record(), [1], "app") == "'app' must be an object, not a list"
    assert refusal(Record(), "x", "") == "the value must be an object, not 'x'"


@pytest.mark.parametrize("longest", [1, 2, 16, 64])
def test_a_record_holds_at_most_its_longest_number_of_entries(longest):
    schema = Record(longest=longest)
    full = {f"f{n}": n for n in range(longest)}
    assert schema.check(full) == full
    assert refusal(schema, {**full, "extra": 0}, "app") == (
        f"'app' has too many entries ({longest + 1})")


def test_an_open_record_keeps_fields_it_does_not_know():
    schema = Record(required={"a": Int(0, 1)})
    assert schema.check({"a": 1, "newer": "kept"}) == {"a": 1, "newer": "kept"}


def test_a_closed_record_takes_its_required_and_optional_fields_and_nothing_else():
    schema = Record(required={"a": Int(0, 1)}, optional={"b": Int(0, 1)}, closed=True)
    assert schema.check({"a": 1, "b": 0}) == {"a": 1, "b": 0}
    assert schema.check({"a": 0}) == {"a": 0}
    assert refusal(schema, {"a": 1, "c": 0}, "pos") == (
        "'pos.c' is not a field this version knows")


# ----- Plain ----------------------------------------------------------------------------------
def test_plain_data_takes_every_kind_of_json_scalar():
    schema = Plain()
    for value in (None, True, False, 0, -5, 2.5, "", "text"):
        assert schema.check(value) == value


def test_plain_data_refuses_what_json_cannot_hold():
    assert refusal(Plain(), float("nan"), "x") == "'x' is not a number"
    assert refusal(Plain(), float("inf"), "x") == "'x' is not a number"
    assert refusal(Plain(), object(), "x") == "'x' is not plain data"
    assert refusal(Plain(), (1, 2), "x") == "'x' is not plain data"


@pytest.mark.parametrize("longest", [0, 5, 200])
def test_plain_text_is_accepted_at_its_longest_and_refused_one_longer(longest):
    schema = Plain(longest=longest)
    assert schema.check("t" * longest) == "t" * longest
    assert refusal(schema, "t" * (longest + 1), "note") == (
        f"'note' is too long ({longest + 1} characters)")


@pytest.mark.parametrize("items", [1, 4, 64])
def test_a_plain_container_holds_at_most_its_number_of_items(items):
    schema = Plain(items=items)
    assert schema.check([0] * items) == [0] * items
    assert schema.check({f"k{n}": 0 for n in range(items)})
    assert refusal(schema, [0] * (items + 1), "cells") == (
        f"'cells' has too many entries ({items + 1})")
    assert refusal(schema, {f"k{n}": 0 for n in range(items + 1)}, "cells") == (
        f"'cells' has too many entries ({items + 1})")


@pytest.mark.parametrize("digits", [1, 3, 15])
def test_plain_whole_numbers_have_at_most_their_number_of_digits(digits):
    schema = Plain(digits=digits)
    biggest = 10 ** digits - 1
    assert schema.check(biggest) == biggest and schema.check(-biggest) == -biggest
    for beyond in (biggest + 1, -biggest - 1):
        assert refusal(schema, beyond, "n") == "'n' is a number far too large"


def test_plain_objects_nest_one_level_per_object_like_lists():
    """``depth - 1`` per object as per list: depth 2 holds an object in an object, not three."""
    schema = Plain(depth=2)
    assert schema.check({"a": {"b": 1}}) == {"a": {"b": 1}}
    assert schema.check({"a": [1]}) == {"a": [1]}
    assert refusal(schema, {"a": {"b": {"c": 1}}}, "p") == "'p.a.b' is nested too deeply"
    assert refusal(schema, {"a": [[1]]}, "p") == "'p.a[0]' is nested too deeply"


def test_plain_depth_zero_takes_scalars_only():
    schema = Plain(depth=0)
    assert schema.check(3) == 3
    assert refusal(schema, [], "p") == "'p' is nested too deeply"


def test_plain_data_without_objects_takes_lists_but_no_object():
    schema = Plain(objects=False)
    assert schema.check([1, [2, "x"]]) == [1, [2, "x"]]
    assert refusal(schema, {"a": 1}, "args.cells") == "'args.cells' must not be an object"
    assert refusal(schema, [{"a": 1}], "args.cells") == "'args.cells[0]' must not be an object"


def test_plain_objects_are_allowed_unless_said_otherwise():
    assert Plain().check({"a": {"b": [1]}}) == {"a": {"b": [1]}}


def test_a_plain_value_inside_an_object_is_named_by_its_key_path():
    assert refusal(Plain(longest=3), {"who": "toolong"}, "") == "'who' is too long (7 characters)"
    assert refusal(Plain(longest=3), {"who": "toolong"}, "app") == (
        "'app.who' is too long (7 characters)")


# ----- words for people -----------------------------------------------------------------------
def test_a_key_is_shown_whole_up_to_its_limit_and_cut_to_it_beyond():
    assert key_text("k" * 40) == "k" * 40
    assert key_text("k" * 41) == "k" * 39 + "…" and len(key_text("k" * 41)) == 40
    assert key_text("abc", 3) == "abc"
    assert key_text("abcd", 3) == "ab…"
    assert key_text("a\nb") == "a\\nb"


def test_shown_values_in_words():
    assert shown(True) == "true" and shown(False) == "false" and shown(None) == "null"
    assert shown({"a": 1}) == "an object" and shown([1]) == "a list" and shown((1,)) == "a list"
    assert shown(0.5) == "a fraction" and shown(float("nan")) == "not a number"
    assert shown(7) == "7" and shown(-(10**12) + 1) == str(-(10**12) + 1)
    assert shown("abc") == "'abc'"
    assert shown(object, 10).endswith("…'") and len(shown(object, 10)) == 10


def test_json_text_of_exactly_the_longest_length_is_read():
    text = "[" + " " * 8 + "1]"  # 11 characters
    assert read_json(text, 11, "the save") == [1]
    with pytest.raises(Invalid) as caught:
        read_json(text, 10, "the save")
    assert str(caught.value) == "the save is far too large (11 characters)"


def test_json_read_refuses_with_a_sentence_naming_what_was_read():
    def refused(text) -> str:
        with pytest.raises(Invalid) as caught:
            read_json(text, 10_000, "the save")
        return str(caught.value)

    assert refused(7) == "the save is not text"
    assert refused('{"a": NaN}') == "the file contains NaN, which is not a number"
    assert refused('{"a": Infinity}') == "the file contains Infinity, which is not a number"
    assert refused('{"a": 1,\n  "b": }') == (
        "the save is damaged or truncated (not valid JSON at line 2, column 8)")
    assert refused(b"\xff\xfe\x00") == "the save is not text"
    assert refused("[" * 5000 + "]" * 5000) == "the save is nested far too deeply to be one of ours"
    assert read_json(b'{"a": 1}', 100, "the save") == {"a": 1}
