"""Warden (advanced side) and crew abilities, which are data: ``{"type": ..., params}``.

The state asks these helpers; a mode that ignores crew abilities (Solo) sets
``state.crew_abilities`` to False.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .pieces import Warden
    from .state import BrigadeState


def abilities(state: BrigadeState, w: Warden) -> list[dict[str, Any]]:
    if w.side != "advanced" and not (w.crew and state.crew_abilities):
        return []
    out = []
    if w.side == "advanced" and w.card in state.cat.wardens:
        out.append(state.cat.wardens[w.card].advanced)
    if state.crew_abilities:
        out.extend(state.cat.crew[m.card].ability for m in w.crew)
    return out


def total(state: BrigadeState, w: Warden, kind: str) -> int:
    return sum(int(a.get("amount", 0)) for a in abilities(state, w) if a["type"] == kind)


def has(state: BrigadeState, w: Warden, kind: str) -> bool:
    return any(a["type"] == kind for a in abilities(state, w))


def factions(state: BrigadeState, w: Warden, kind: str) -> list[str]:
    return [a["faction"] for a in abilities(state, w) if a["type"] == kind]
