"""Edges of the shared rules package left untested, found by the session-7 mutation samples
(``bench/mutate.py boardgames_desktop/rules tests/rules tests/contract --seed 707``, and the
larger ``--seed 7070`` search): each test fails on the one-line slip named in its
docstring and passes on the code as it is."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.contract import _differing, check_game
from boardgames_desktop.rules.schema import Invalid, Plain
from boardgames_desktop.rules.validate import _ARG_BOUND, MalformedAction


# ----- the contract harness -------------------------------------------------------------------
def test_the_harness_checks_the_first_position_in_depth_and_then_every_nth():
    """``check_game``: the expensive promises (refusals, save and load, the seats' views) are
    checked at steps 0, n, 2n, ... (``step % deep_every == 0``, not ``!=``): the opening
    position is always checked, and with ``deep_every=1`` every position is."""
    once = check_game("flashpoint", "family", 1, 1, max_steps=1, deep_every=7)
    assert once.steps == 1
    assert once.reloads_checked == 1 and once.views_checked == 1 and once.refusals_checked > 0
    every = check_game("flashpoint", "family", 1, 1, max_steps=4, deep_every=1)
    assert every.steps == 4 and every.reloads_checked == 4 and every.views_checked == 4
    sparse = check_game("flashpoint", "family", 1, 1, max_steps=4, deep_every=3)
    assert sparse.reloads_checked == 2  # steps 0 and 3


def test_a_leak_is_named_down_to_the_field_even_when_one_side_is_not_a_table():
    """``_differing`` names the keys where two views differ, one level into tables on both
    sides (``isinstance(mine, dict) and isinstance(theirs, dict)``, not ``or``): a table on
    one side and a plain value (or nothing) on the other is named by its key, not walked."""
    seen = {"table": {"pois": [1], "fire": 2}, "hand": {"cards": 3}, "turn": 4, "gone": 5}
    other = {"table": {"pois": [9], "fire": 2}, "hand": None, "turn": 4, "extra": {"x": 1}}
    assert _differing(seen, other) == ["extra", "gone", "hand", "table.pois"]
    assert _differing(other, seen) == ["extra", "gone", "hand", "table.pois"]
    assert _differing(seen, dict(seen)) == []


# ----- the light catalogue --------------------------------------------------------------------
def test_writing_the_catalogue_gives_the_shipped_file_byte_for_byte(tmp_path, monkeypatch):
    """``python -m boardgames_desktop.rules.catalogue --write`` makes the shipped
    ``resources/catalogue.json``: the same bytes (UTF-8 text as typed, ``ensure_ascii=False``:
    "Recruit (easiest)"-style labels and dashes stay readable, not ``\\u2013``), so a fresh
    write never shows up as a change.  Without ``--write`` it only prints how to call it."""
    from boardgames_desktop.rules import catalogue
    from boardgames_desktop.rules.resources import resource_path

    shipped = resource_path(catalogue.CATALOGUE_NAME).read_bytes()
    assert not shipped.isascii()  # the file holds typed non-ASCII text
    written = tmp_path / "catalogue.json"
    monkeypatch.setattr(catalogue, "resource_path", lambda name: written)
    assert catalogue.main([]) == 2 and not written.exists()
    assert catalogue.main(["--write"]) == 0
    assert written.read_bytes() == shipped


# ----- actions read from outside --------------------------------------------------------------
def test_an_action_may_carry_up_to_sixteen_arguments():
    """``check_action_data``: ``len(args) > 16`` is refused (not ``>= 16``): sixteen
    arguments are still an action, seventeen are not."""
    def read(count: int) -> Action:
        args = {f"a{k}": k for k in range(count)}
        return Action.from_dict({"player": 0, "kind": "pick", "args": args})

    assert len(read(16).args) == 16
    with pytest.raises(MalformedAction, match="a few values"):
        read(17)


def test_an_action_argument_number_stays_strictly_inside_its_bound():
    """The quick path for small whole numbers, ``-bound < value < bound`` (not ``<=``): a
    number of exactly the bound (10**15) goes through the full check and is refused as far
    too large, on either side; one less is an argument."""
    def read(value: int) -> Action:
        return Action.from_dict({"player": 0, "kind": "pick", "args": {"n": value}})

    assert _ARG_BOUND == 10 ** 15
    assert read(_ARG_BOUND - 1).get("n") == _ARG_BOUND - 1
    assert read(1 - _ARG_BOUND).get("n") == 1 - _ARG_BOUND
    for bad in (_ARG_BOUND, -_ARG_BOUND):
        with pytest.raises(MalformedAction, match="far too large"):
            read(bad)


# ----- plain data from outside ----------------------------------------------------------------
def test_a_plain_object_key_is_text_of_at_most_64_characters():
    """``Plain``: an object key that is not text *or* longer than 64 characters is refused
    (not ``and``): a 65-character key is refused, a 64-character one is kept."""
    schema = Plain()
    assert schema.check({"k" * 64: 1}) == {"k" * 64: 1}
    with pytest.raises(Invalid, match="wrong key"):
        schema.check({"k" * 65: 1}, "position")
    with pytest.raises(Invalid, match="wrong key"):
        schema.check({7: 1}, "position")


# ----- plain data of the state ----------------------------------------------------------------
class _Label(str):
    """A text kept under a name of its own (a subclass takes ``to_plain``'s long way)."""


class _Count(int):
    """A number kept under a name of its own."""


def test_a_subclass_of_a_plain_value_stays_that_value():
    """``to_plain`` returns the exact scalar classes at once and sends subclasses the long
    way, where ``None or isinstance(value, (bool, int, float, str))`` (not ``and``) still
    returns them as they are: a text or a number under a class of its own is kept, not
    turned into the (empty) dict of its attributes."""
    from boardgames_desktop.rules.plain import to_plain

    assert to_plain(_Label("Red")) == "Red"
    assert to_plain(_Count(3)) == 3
    assert to_plain({"who": _Label("Ada"), "score": [_Count(7)]}) == {"who": "Ada", "score": [7]}
