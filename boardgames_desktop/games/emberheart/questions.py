"""The registry of Emberheart's decisions: for each kind the flow may ask, the functions that
list its answers, carry one out and put the question into words.

``state.py`` builds the table once, at import, from the mixins' methods (``QUESTIONS``);
the state looks a decision up there instead of building a method name from its kind.
:func:`question_table` refuses, at import, a table whose kinds differ from the short texts in
``prompt_texts.PROMPT_TEXTS``, so a kind cannot be asked without words or words be kept for
a kind nobody handles.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.flow import Decision, handler_table

if TYPE_CHECKING:
    from .state import EmberheartState


@dataclass(frozen=True, slots=True)
class Question:
    """One kind of decision.

    ``offer`` lists the actions answering it, ``perform`` carries out the chosen answer (the
    decision was already taken off the flow), ``detail`` says the full sentence for the
    status line (None: the short form in ``PROMPT_TEXTS`` says enough).
    """

    offer: Callable[[EmberheartState, Decision], list[Action]]
    perform: Callable[[EmberheartState, Decision, Action], None]
    detail: Callable[[EmberheartState, Decision], str] | None = None


def question_table(questions: Mapping[str, Question],
                   short_texts: Mapping[str, str]) -> dict[str, Question]:
    """``questions`` as a dict, once it is checked to cover exactly the kinds that have a
    short text (raises ``LookupError`` naming the kinds that differ)."""
    return handler_table("Emberheart's decisions (PROMPT_TEXTS)", questions, short_texts)
