"""What a refused file is told: a field this version does not know is named by its path."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.schema import Int, Invalid, ListOf, Record


def refusal(schema: Record, value: object) -> str:
    with pytest.raises(Invalid) as caught:
        schema.check(value)
    return str(caught.value)


FIREFIGHTER = Record(optional={"ap": Int(0, 8)}, closed=True)
POSITION = Record(optional={"firefighters": ListOf(FIREFIGHTER, 6)}, closed=True)


def test_an_unknown_field_inside_a_list_entry_is_named_by_its_plain_path():
    message = refusal(POSITION, {"firefighters": [{"ap": 4, "spec": "x"}]})
    assert message == "'firefighters[0].spec' is not a field this version knows"


def test_an_unknown_key_with_a_quote_or_a_line_break_stays_on_one_readable_line():
    message = refusal(POSITION, {"fire's\nline": 1})
    assert message == "'fire's\\nline' is not a field this version knows"
    assert "\n" not in message


def test_a_very_long_unknown_key_is_shortened():
    message = refusal(POSITION, {"x" * 500: 1})
    assert len(message) < 100 and message.startswith("'" + "x" * 39 + "…'")


def test_a_wrong_field_inside_an_optional_part_is_named_not_the_whole_part():
    from boardgames_desktop.rules.schema import optional

    slots = Record(optional={"slots": ListOf(optional(FIREFIGHTER), 6)}, closed=True)
    assert refusal(slots, {"slots": [None, {"ap": 9}]}) == \
        "'slots[1].ap' must be a whole number from 0 to 8, not 9"
    assert refusal(slots, {"slots": [None, {"spec": 1}]}) == \
        "'slots[1].spec' is not a field this version knows"


def test_a_value_of_the_wrong_kind_for_an_optional_part_names_both_kinds():
    from boardgames_desktop.rules.schema import optional

    slots = Record(optional={"slots": ListOf(optional(FIREFIGHTER), 6)}, closed=True)
    assert refusal(slots, {"slots": ["x"]}) == \
        "'slots[0]' must be empty (null) or an object, not 'x'"
