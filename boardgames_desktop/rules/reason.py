"""Why something cannot be done: a sentence for the player plus where the rules explain it.

Scenes answer a click where nothing is legal with a :class:`Reason`; the app shows the text
and, when the reason names a rule, a "Why? →" link into the rules reference.  ``rule`` is a
section id of the game's reference (``resources/<game>/reference.json``); ``action_kind``
names the kind of move that was refused, which the reference maps to its section when no
``rule`` is given.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    text: str
    rule: str | None = None
    action_kind: str | None = None

    def __str__(self) -> str:
        return self.text


def as_reason(value: Reason | str) -> Reason:
    """A :class:`Reason` for either a reason or a bare sentence (older callers)."""
    return value if isinstance(value, Reason) else Reason(str(value))
