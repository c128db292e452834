"""Flash Point finds its decisions, automatic steps and Event effects in explicit tables
(``moves.decisions.BY_STEP``, ``state.STEPS``, ``events.EVENT_EFFECTS``), never by building
a method name; every name the model asks or schedules has an entry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from boardgames_desktop.games.flashpoint import state as state_module
from boardgames_desktop.games.flashpoint.data import EVENT_KINDS
from boardgames_desktop.games.flashpoint.events import EVENT_EFFECTS
from boardgames_desktop.games.flashpoint.moves.decisions import BY_STEP, Decision
from boardgames_desktop.rules.flow import handler_table

MODEL = Path(state_module.__file__).parent


def calls(method: str) -> list[tuple[ast.Call, str]]:
    """Every call of ``<something>.method(...)`` in the model's source, with where it is
    (except inside a function of that name: ``state.ask`` hands its kind on to the flow)."""
    found = []
    for path in [*MODEL.glob("*.py"), *(MODEL / "moves").glob("*.py")]:
        tree = ast.parse(path.read_text())
        wrappers = {id(inner) for node in ast.walk(tree)
                    if isinstance(node, ast.FunctionDef) and node.name == method
                    for inner in ast.walk(node)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == method and id(node) not in wrappers):
                found.append((node, f"{path.name}:{node.lineno}"))
    return found


def literal(node: ast.expr, where: str) -> str:
    assert isinstance(node, ast.Constant) and isinstance(node.value, str), (
        f"{where}: the name is not written out")
    return node.value


def asked_kinds() -> set[str]:
    return {literal(call.args[1], where) for call, where in calls("ask")}


def scheduled_steps() -> set[str]:
    names = set()
    for call, where in calls("schedule"):
        for arg in call.args:
            if isinstance(arg, ast.Starred):  # ["knockdown", i] for each firefighter ...
                arg = arg.value.elt if isinstance(arg.value, ast.ListComp) else arg.value
            assert isinstance(arg, (ast.List, ast.Tuple)), f"{where}: a step is not written out"
            names.add(literal(arg.elts[0], where))
    return names


def test_the_scans_find_the_models_questions_and_steps():
    assert {"vehicle", "specialist", "place", "suppress", "knockdown"} <= asked_kinds()
    assert {"fire_phase", "advance_roll", "knockdown", "next_turn", "settle"} \
        <= scheduled_steps()


def test_every_kind_the_flow_asks_has_an_offer_a_perform_and_a_text():
    assert asked_kinds() == set(BY_STEP)
    for kind, decision in BY_STEP.items():
        for part in ("generate", "perform", "text"):
            assert getattr(type(decision), part) is not getattr(Decision, part), (kind, part)


def test_every_scheduled_step_has_an_entry_and_every_entry_is_scheduled():
    assert scheduled_steps() == set(state_module.STEPS)


def test_every_event_kind_has_an_effect():
    assert set(EVENT_EFFECTS) == set(EVENT_KINDS)


def test_an_event_kind_without_an_effect_fails_when_the_table_is_built():
    with pytest.raises(LookupError, match="no handler for \\['wind_gust'\\]"):
        handler_table("events", {"backdraft": print}, ["backdraft", "wind_gust"])
    with pytest.raises(LookupError, match="unknown kinds \\['tornado'\\]"):
        handler_table("events", {"backdraft": print, "tornado": print}, ["backdraft"])
