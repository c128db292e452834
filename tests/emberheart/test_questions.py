"""Every decision Emberheart's flow can ask is found in one registry (``QUESTIONS``) with its
answers, its effect and its words; nothing is looked up by building a method name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from boardgames_desktop.games.emberheart import state as state_module
from boardgames_desktop.games.emberheart.prompt_texts import PROMPT_TEXTS
from boardgames_desktop.games.emberheart.questions import Question, question_table
from boardgames_desktop.rules.flow import Decision

MODEL = Path(state_module.__file__).parent


def asked_kinds() -> dict[str, str]:
    """Every kind the model's source asks through ``flow.ask``/``ask_each`` -> where."""
    kinds: dict[str, str] = {}
    for path in MODEL.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("ask", "ask_each")):
                assert len(node.args) >= 2, f"{path.name}:{node.lineno} asks without a kind"
                kind = node.args[1]
                assert isinstance(kind, ast.Constant) and isinstance(kind.value, str), (
                    f"{path.name}:{node.lineno} asks a kind that is not written out")
                kinds[kind.value] = f"{path.name}:{node.lineno}"
    return kinds


def test_the_source_asks_many_kinds():
    # the scan itself works: the setup questions and the Reward phase's are found
    assert {"headstart", "skill", "claim", "mclaim", "may"} <= set(asked_kinds())


def test_every_kind_the_flow_asks_has_an_offer_a_perform_and_a_text():
    for kind, where in asked_kinds().items():
        question = state_module.QUESTIONS.get(kind)
        assert question is not None, f"{where} asks {kind!r}, which has no entry"
        assert callable(question.offer) and callable(question.perform), kind
        assert PROMPT_TEXTS[kind].strip(), kind


def test_every_registered_kind_is_asked_somewhere():
    assert set(state_module.QUESTIONS) == set(asked_kinds())


def test_a_kind_without_an_entry_fails_when_the_table_is_built():
    def offer(state: object, decision: Decision) -> list:
        return []

    def perform(state: object, decision: Decision, action: object) -> None:
        return None

    with pytest.raises(LookupError, match="no handler for \\['bard'\\]"):
        question_table({"skill": Question(offer, perform)},
                       {"skill": "choose", "bard": "keep a Hero"})
    with pytest.raises(LookupError, match="unknown kinds \\['bard'\\]"):
        question_table({"skill": Question(offer, perform), "bard": Question(offer, perform)},
                       {"skill": "choose"})


def test_the_status_line_uses_the_detailed_text_when_there_is_one():
    from tests.emberheart.helpers import fresh

    state = fresh(2)
    detailed = Decision(0, "headstart")
    assert state.question_text(detailed).startswith("move one Attribute marker one step up")
    plain = Decision(0, "wrangler")
    assert state.question_text(plain) == PROMPT_TEXTS["wrangler"]
