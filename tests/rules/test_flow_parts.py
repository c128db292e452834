"""The flow engine's shared parts: ``FlowStage`` (a game's ``stage`` is its flow's phase) and
``handler_table`` (a table of handlers by kind that is checked when it is built)."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.flow import Flow, FlowStage, handler_table


class Staged(FlowStage):
    def __init__(self) -> None:
        self.flow = Flow("setup")


def test_stage_reads_and_sets_the_flows_phase():
    state = Staged()
    assert state.stage == "setup"
    state.stage = "actions"
    assert state.flow.phase == "actions"
    state.flow.phase = "fire"
    assert state.stage == "fire"
    assert "stage" not in vars(state)  # nothing kept beside the flow


def test_a_copied_flow_carries_the_stage_with_it():
    state = Staged()
    state.stage = "reward"
    twin = Staged()
    twin.flow = state.flow.copy()
    state.stage = "raid"
    assert twin.stage == "reward"


def test_handler_table_accepts_exactly_one_entry_per_kind():
    table = handler_table("steps", {"a": 1, "b": 2}, ["b", "a"])
    assert table == {"a": 1, "b": 2}


def test_handler_table_names_what_is_missing_and_what_is_unknown():
    with pytest.raises(LookupError) as missing:
        handler_table("Widget steps", {"a": 1}, ["a", "b", "c"])
    assert "Widget steps" in str(missing.value) and "['b', 'c']" in str(missing.value)
    with pytest.raises(LookupError, match=r"unknown kinds \['z'\]"):
        handler_table("steps", {"a": 1, "z": 2}, ["a"])
