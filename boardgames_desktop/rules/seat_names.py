"""The names the people typed for the seats, put where the game's own names for them stand.

A game model names each seat its own way — "Player 2 (Ida Brightwater)", "Player 1 (Blue)",
"Red", "You (Ida Brightwater)" — and keeps those names in its log and texts, so saves and the
golden digests never depend on what anybody typed.  The app shows the typed names instead:
:class:`SeatNames` renders a seat's name for a panel or header, and rewrites a sentence of the
model (a log line, a phase, a tooltip) with the typed names.  Pure Python (no Qt).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

_DEFAULT = re.compile(r"Player (\d+)\b")
_YOU = "You"


class NamedSeats(Protocol):
    """What a state offers for naming (every ``GameState``)."""

    players: int

    def player_name(self, player: int) -> str: ...

    def log_name(self, player: int) -> str: ...


class SeatNames:
    """The typed seat names (the list is read live: a renamed seat shows at once)."""

    def __init__(self, typed: Sequence[str] = ()) -> None:
        self.typed = typed

    def typed_name(self, seat: int) -> str | None:
        """The name typed for ``seat``, or None when nothing but the default was typed."""
        if not 0 <= seat < len(self.typed):
            return None
        name = self.typed[seat].strip()
        return name if name and name != f"Player {seat + 1}" else None

    def name(self, state: NamedSeats, seat: int) -> str:
        """The seat as a board panel or header shows it: the typed name, with the game's
        own name in brackets when it tells more ("Ada (Ida Brightwater)", "Ada (Red)")."""
        model = state.player_name(seat)
        typed = self.typed_name(seat)
        if typed is None or model == typed:
            return model
        replaced = self._in_name(model, seat, typed)
        return replaced if replaced is not None else f"{typed} ({model})"

    def short(self, state: NamedSeats, seat: int) -> str:
        """Just the person: the typed name, or the model's name without its brackets."""
        typed = self.typed_name(seat)
        return typed if typed is not None else state.player_name(seat).split(" (")[0]

    def text(self, state: NamedSeats, sentence: str) -> str:
        """``sentence`` (written by the model) with every seat's model name replaced by its
        typed name, in one pass (a typed name that is another seat's model name stays)."""
        table = self._replacements(state)
        if not table or not sentence:
            return sentence
        pattern = re.compile("|".join(rf"(?<!\w){re.escape(k)}(?!\w)"
                                      for k in sorted(table, key=len, reverse=True)))
        return pattern.sub(lambda m: table[m.group(0)], sentence)

    # ----- helpers ------------------------------------------------------------------------
    def _in_name(self, model: str, seat: int, typed: str) -> str | None:
        """The model's name with its seat word swapped for ``typed`` ("Player 1 (Blue)" ->
        "Ada (Blue)", "You (Ida)" -> "Ada (Ida)"); None when it has no seat word."""
        match = _DEFAULT.match(model)
        if match is not None and int(match.group(1)) == seat + 1:
            return typed + model[match.end():]
        if model == _YOU or model.startswith(_YOU + " ("):
            return typed + model[len(_YOU):]
        return None

    def _replacements(self, state: NamedSeats) -> dict[str, str]:
        """Model name -> typed name, for every seat with a typed name."""
        table: dict[str, str] = {}
        for seat in range(state.players):
            typed = self.typed_name(seat)
            if typed is None:
                continue
            for model in (state.log_name(seat), state.player_name(seat)):
                if model == typed:
                    continue
                replaced = self._in_name(model, seat, typed)
                # a bare game name ("Red") becomes the person's name in a sentence
                table[model] = replaced if replaced is not None else typed
            table[f"Player {seat + 1}"] = typed
        return table
