"""Warden (advanced side) and crew abilities, which are data: ``{"type": ..., params}``.

The state asks these helpers; a mode that ignores crew abilities (Solo) sets
``state.crew_abilities`` to False.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .pieces import Warden
    from .state import BrigadeState


#: what ``total``/``has``/``factions`` answer, by (question, kind) and what the abilities
#: come from (side, card, crew cards, crew abilities on): the cards are fixed data
_ANSWERS: dict[tuple[Any, ...], Any] = {}


def abilities(state: BrigadeState, w: Warden) -> list[dict[str, Any]]:
    if w.side != "advanced" and not (w.crew and state.crew_abilities):
        return []
    out = []
    if w.side == "advanced" and w.card in state.cat.wardens:
        out.append(state.cat.wardens[w.card].advanced)
    if state.crew_abilities:
        out.extend(state.cat.crew[m.card].ability for m in w.crew)
    return out


def _answer(state: BrigadeState, w: Warden, question: str, kind: str) -> Any:
    """The answer to ``question`` about ability ``kind`` of ``w``, worked out once per
    Warden card, side and crew."""
    key = (question, kind, w.side, w.card, state.crew_abilities, *[m.card for m in w.crew])
    found = _ANSWERS.get(key, _ANSWERS)
    if found is _ANSWERS:
        found = [a for a in abilities(state, w) if a["type"] == kind]
        if question == "total":
            found = sum(int(a.get("amount", 0)) for a in found)
        elif question == "has":
            found = bool(found)
        else:
            found = tuple(a["faction"] for a in found)
        if len(_ANSWERS) >= 20_000:
            _ANSWERS.clear()
        _ANSWERS[key] = found
    return found


def total(state: BrigadeState, w: Warden, kind: str) -> int:
    if w.side != "advanced" and not (w.crew and state.crew_abilities):
        return 0
    return _answer(state, w, "total", kind)


def has(state: BrigadeState, w: Warden, kind: str) -> bool:
    if w.side != "advanced" and not (w.crew and state.crew_abilities):
        return False
    return _answer(state, w, "has", kind)


def factions(state: BrigadeState, w: Warden, kind: str) -> list[str]:
    if w.side != "advanced" and not (w.crew and state.crew_abilities):
        return []
    return list(_answer(state, w, "factions", kind))
