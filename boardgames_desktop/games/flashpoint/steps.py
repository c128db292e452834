"""Words for the structured Advance Fire records in ``state.fire_steps`` (for the view's
step-by-step display).  Each record is a dict with a ``"step"`` key; cells are [row, col]."""

from __future__ import annotations

from typing import Any

from .data import events

CARD_NAMES = {"fire_rages": "The Fire Rages", "flare_up": "Flare Up",
              "accelerate": "Accelerate", "respite": "Respite", None: "no card left"}


def _cell(rc: list[int] | None) -> str:
    if rc is None:
        return "nowhere"
    r, c = rc
    return f"{r}{c}" if 1 <= r <= 6 and 1 <= c <= 8 else f"outside {r},{c}"


def step_text(rec: dict[str, Any]) -> str:
    """One sentence for one Advance Fire record."""
    s = rec["step"]
    cell = rec.get("cell")
    if s == "roll":
        why = " (Event)" if rec.get("purpose") == "event" else ""
        return f"Dice{why}: red {rec['red']}, black {rec['black']} → space {_cell(cell)}"
    if s == "flip":
        return f"Suppression Specialist flips the dice: now {_cell(cell)}"
    if s == "suppressed":
        return f"{_cell(cell)} is on or next to the Suppression Specialist: no effect"
    if s == "smoke":
        return f"Smoke appears at {_cell(cell)}"
    if s == "ignite":
        return f"{_cell(cell)} catches fire"
    if s == "explosion":
        parts = []
        for d, info in rec["directions"].items():
            end = info["end"]
            if end == "ignite":
                last = info["path"][-1]
                way = "shockwave ignites" if len(info["path"]) > 1 else "ignites"
                parts.append(f"{d}: {way} {_cell(last)}")
            elif end == "wall":
                parts.append(f"{d}: wall damaged")
            elif end == "closed_door":
                parts.append(f"{d}: door destroyed")
            elif end == "no_marker":
                parts.append(f"{d}: stops, no fire marker left")
            else:
                parts.append(f"{d}: off the board")
        return f"Explosion at {_cell(cell)} — " + "; ".join(parts)
    if s == "no_marker":
        return f"No fire or smoke marker left: nothing placed at {_cell(cell)}"
    if s == "flashover":
        return "Flashover: " + ", ".join(_cell(c) for c in rec["cells"]) + " ignite"
    if s == "hazmat":
        return f"Hazmat explodes at {_cell(cell)}"
    if s == "flare_up":
        return f"Hot spot at {_cell(cell)}: the fire flares up, roll again"
    if s == "hot_spot":
        return f"New hot spot at {_cell(cell)}"
    if s == "knockdown":
        lost = " (victim lost)" if rec.get("lost_victim") else ""
        return f"Firefighter knocked down at {_cell(cell)} → {_cell(rec['to'])}{lost}"
    if s == "poi_lost":
        what = "victim lost" if rec["kind"] == "victim" else "false alarm burns"
        return f"{_cell(cell)}: {what}"
    if s == "outside_cleared":
        return "Fire outside the house goes out"
    if s in ("replenish", "placement"):
        return f"New POI at {_cell(cell)}" if s == "replenish" else f"Placed at {_cell(cell)}"
    if s == "fire_card":
        return f"Fire card: {CARD_NAMES.get(rec.get('card'), rec.get('card'))}"
    if s == "event":
        card = rec.get("card")
        return f"Event: {events()[card].name}" if card else "No Event card left"
    if s == "add_flare_up":
        return ("No Flare Up left in the supply" if rec.get("skipped")
                else f"Flare Up added to the Fire discards ({rec.get('reason')})")
    if s == "shuffle_fire":
        return "The Fire deck is shuffled"
    if s == "reveal":
        return f"POI at {_cell(cell)} revealed: {rec['kind'].replace('_', ' ')}"
    return s.replace("_", " ").capitalize()
