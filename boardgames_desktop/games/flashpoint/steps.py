"""Words for the structured Advance Fire records in ``state.fire_steps`` (for the view's
step-by-step display).  Each record is a dict with a ``"step"`` key; cells are [row, col]."""

from __future__ import annotations

from typing import Any

from .data import events

#: How a direction reads on the screen (north is the top of the board).
DIR_WORDS = {"N": "up", "E": "right", "S": "down", "W": "left"}
#: What each Fire card does, in a few words.
CARD_TEXTS = {"fire_rages": "the fire advances", "flare_up": "Event + Flare Up + draw again",
              "accelerate": "fire advances, Event, Flare Up, reshuffle",
              "respite": "no Advance Fire this turn"}

CARD_NAMES = {"fire_rages": "The Fire Rages", "flare_up": "Flare Up",
              "accelerate": "Accelerate", "respite": "Respite", None: "no card left"}


def _cell(rc: list[int] | None) -> str:
    if rc is None:
        return "nowhere"
    r, c = rc
    return f"{r}{c}" if 1 <= r <= 6 and 1 <= c <= 8 else f"outside square {r},{c}"


def step_text(record: dict[str, Any]) -> str:
    """One sentence for one Advance Fire record."""
    s = record["step"]
    cell = record.get("cell")
    if s == "roll":
        why = " (Event)" if record.get("purpose") == "event" else ""
        return (f"Dice{why}: red {record['red']} (row), black {record['black']} (column) → "
                f"space {_cell(cell)}")
    if s == "flip":
        which = {"red": "the red die", "black": "the black die", "both": "both dice"}.get(
            record.get("dice", ""), "the dice")
        return f"Suppression Specialist flips {which}: now space {_cell(cell)}"
    if s == "suppressed":
        return f"{_cell(cell)} is on or next to the Suppression Specialist: no effect"
    if s == "smoke":
        return f"Empty space hit: smoke appears at {_cell(cell)}"
    if s == "ignite":
        return f"Smoke hit: {_cell(cell)} catches fire"
    if s == "explosion":
        parts = []
        for d, info in record["directions"].items():
            end = info["end"]
            if end == "ignite":
                last = info["path"][-1]
                way = "shockwave ignites" if len(info["path"]) > 1 else "ignites"
                parts.append(f"{DIR_WORDS[d]}: {way} {_cell(last)}")
            elif end in ("wall", "closed_door"):
                hit = "wall damaged" if end == "wall" else "door destroyed"
                if info["path"]:  # the shockwave crossed burning spaces first
                    hit = f"shockwave to {_cell(info['path'][-1])}, {hit}"
                parts.append(f"{DIR_WORDS[d]}: {hit}")
            elif end == "no_marker":
                parts.append(f"{DIR_WORDS[d]}: stops, no fire marker left")
            else:
                parts.append(f"{DIR_WORDS[d]}: off the board")
        return f"Explosion at {_cell(cell)} — " + "; ".join(parts)
    if s == "no_marker":
        return f"No fire or smoke marker left: nothing placed at {_cell(cell)}"
    if s == "flashover":
        return ("Flashover: smoke touching fire ignites at "
                + ", ".join(_cell(c) for c in record["cells"]))
    if s == "hazmat":
        return f"Hazmat in the fire explodes at {_cell(cell)}"
    if s == "flare_up":
        return f"Hot spot at {_cell(cell)}: the fire flares up, roll again"
    if s == "hot_spot":
        return f"New hot spot at {_cell(cell)}"
    if s == "knockdown":
        lost = " (victim lost)" if record.get("lost_victim") else ""
        return (f"Firefighter in the fire at {_cell(cell)} knocked down → ambulance "
                f"{_cell(record['to'])}{lost}")
    if s == "poi_lost":
        what = "victim lost" if record["kind"] == "victim" else "POI was a false alarm"
        return f"{_cell(cell)} burns: {what}"
    if s == "outside_cleared":
        return "Fire outside the house goes out"
    if s in ("replenish", "placement"):
        return f"New POI at {_cell(cell)}" if s == "replenish" else f"Placed at {_cell(cell)}"
    if s == "fire_card":
        card = record.get("card")
        more = f" ({CARD_TEXTS[card]})" if card in CARD_TEXTS else ""
        return f"Fire card: {CARD_NAMES.get(card, card)}{more}"
    if s == "event":
        card = record.get("card")
        return (f"Event: {events()[card].name} — {events()[card].text}" if card
                else "No Event card left")
    if s == "add_flare_up":
        return ("No Flare Up left in the supply" if record.get("skipped")
                else f"Flare Up added to the Fire discards ({record.get('reason')})")
    if s == "shuffle_fire":
        return f"The Fire deck is shuffled ({record.get('reason', 'reshuffle')})"
    if s == "reveal":
        return f"POI at {_cell(cell)} revealed: {record['kind'].replace('_', ' ')}"
    return _event_step(record) or s.replace("_", " ").capitalize()


def _cells(record: dict[str, Any]) -> str:
    return ", ".join(_cell(c) for c in record.get("cells") or []) or "none"


def _event_step(record: dict[str, Any]) -> str:
    """Sentences for the records an Event card leaves (see events.py)."""
    s = record["step"]
    cell = record.get("cell")
    ff = record.get("firefighter")
    nxt = "the next firefighter" if ff is None else f"firefighter {ff + 1} (next)"
    texts = {
        "wind_gust": lambda: (f"Black die {record.get('black')}: smoke in column "
                              f"{record.get('black')} ignites at {_cells(record)}"),
        "backdraft": lambda: f"Smoke behind closed doors ignites at {_cells(record)}",
        "fire_grenade": lambda: (f"Dice red {record.get('red')}, black {record.get('black')}: "
                                 f"fire and smoke cleared at {_cells(record)}"),
        "damage_roll": lambda: (f"Dice red {record.get('red')}, black {record.get('black')}: "
                                f"{len(record.get('walls') or [])} walls of {_cell(cell)} damaged"),
        "doors_burn": lambda: (f"{len(record.get('doors') or [])} closed doors next to fire "
                               "burn away"),
        "open_doors": lambda: f"{len(record.get('doors') or [])} closed doors blown open",
        "hazmat_placed": lambda: (f"A hazmat is found at {_cell(cell)}" if cell
                                  else "No hazmat left to place"),
        "hide_revealed": lambda: (f"Revealed victims turned face down at {_cells(record)}; POIs "
                                  "mixed" if record.get("cells") else "Face-down POIs are mixed"),
        "reveal_pois": lambda: "Every face-down POI is revealed",
        "lose_saved_ap": lambda: f"Saved AP lost: {record.get('amount')} each",
        "gain_saved_ap": lambda: f"Every firefighter gains {record.get('amount')} saved AP",
        "turn_effect": lambda: {"no_move": f"No moving on {nxt}'s turn",
                                "no_drive": "No driving on the next turn",
                                "no_deck_gun": "No deck gun on the next turn"}.get(
                                    record.get("effect", ""), "An effect on the next turn"),
        "ap_penalty": lambda: f"{nxt.capitalize()} gets {record.get('amount')} AP fewer",
        "bonus_extinguish": lambda: f"{nxt.capitalize()} gets {record.get('amount')} extra "
                                    "extinguish AP",
        "remove_flare_up": lambda: "A Flare Up leaves the game",
        "add_respite": lambda: ("Respite is already in play" if record.get("skipped")
                                else "Respite is shuffled into the Fire deck"),
    }
    make = texts.get(s)
    return make() if make else ""
