"""Remembering every event card of the latest Event Phase (3v1/4v1 and the campaign), so
the view can show them all: the Firestorm or the round-1 starters reveal several cards,
while ``event_card`` is only the last."""

from __future__ import annotations

from .state import BrigadeState


class EventPhaseRecordMixin(BrigadeState):
    """``events_this_phase``: the cards revealed in the latest Event Phase, starters included."""

    events_this_phase: list[str]
    events_turn: int

    def start_event_record(self) -> None:
        """Call in setup: no Event Phase seen yet."""
        self.events_this_phase = []
        self.events_turn = -1


def recorded_reveal(state: EventPhaseRecordMixin, card: str, starter: bool) -> None:
    """Reveal an event card (op ``reveal``), remembering it with its Event Phase."""
    if state.events_turn != state.turn:  # the first card of a new Event Phase
        state.events_this_phase = []
        state.events_turn = state.turn
    state.events_this_phase.append(card)
    BrigadeState.op_reveal(state, card, starter)

