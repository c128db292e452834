"""Words for the structured Advance Fire records in ``state.fire_steps`` (for the view's
step-by-step display).  Each record is a dict with a ``"step"`` key; cells are [row, col]."""

from __future__ import annotations

from collections.abc import Callable
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
    row, column = rc
    return (f"{row}{column}" if 1 <= row <= 6 and 1 <= column <= 8
            else f"outside square {row},{column}")


def step_text(record: dict[str, Any]) -> str:
    """One sentence for one Advance Fire record (``STEP_TEXTS`` by its ``"step"``)."""
    step = record["step"]
    say = STEP_TEXTS.get(step)
    return say(record) if say else step.replace("_", " ").capitalize()


def _cells(record: dict[str, Any]) -> str:
    return ", ".join(_cell(c) for c in record.get("cells") or []) or "none"


def _at(record: dict[str, Any]) -> str:
    """The record's own space."""
    return _cell(record.get("cell"))


def _next_firefighter(record: dict[str, Any]) -> str:
    ff = record.get("firefighter")
    return "the next firefighter" if ff is None else f"firefighter {ff + 1} (next)"


# ----- Advance Fire --------------------------------------------------------------------------
def _roll(record: dict[str, Any]) -> str:
    why = " (Event)" if record.get("purpose") == "event" else ""
    return (f"Dice{why}: red {record['red']} (row), black {record['black']} (column) → "
            f"space {_at(record)}")


def _flip(record: dict[str, Any]) -> str:
    which = {"red": "the red die", "black": "the black die", "both": "both dice"}.get(
        record.get("dice", ""), "the dice")
    return f"Suppression Specialist flips {which}: now space {_at(record)}"


def _blast(direction: str, info: dict[str, Any]) -> str:
    """How an explosion went in one direction."""
    end = info["end"]
    if end == "ignite":
        way = "shockwave ignites" if len(info["path"]) > 1 else "ignites"
        return f"{DIR_WORDS[direction]}: {way} {_cell(info['path'][-1])}"
    if end in ("wall", "closed_door"):
        hit = "wall damaged" if end == "wall" else "door destroyed"
        if info["path"]:  # the shockwave crossed burning spaces first
            hit = f"shockwave to {_cell(info['path'][-1])}, {hit}"
        return f"{DIR_WORDS[direction]}: {hit}"
    if end == "no_marker":
        return f"{DIR_WORDS[direction]}: stops, no fire marker left"
    return f"{DIR_WORDS[direction]}: off the board"


def _explosion(record: dict[str, Any]) -> str:
    return (f"Explosion at {_at(record)} — "
            + "; ".join(_blast(d, info) for d, info in record["directions"].items()))


def _knockdown(record: dict[str, Any]) -> str:
    lost = " (victim lost)" if record.get("lost_victim") else ""
    return (f"Firefighter in the fire at {_at(record)} knocked down → ambulance "
            f"{_cell(record['to'])}{lost}")


def _poi_lost(record: dict[str, Any]) -> str:
    what = "victim lost" if record["kind"] == "victim" else "POI was a false alarm"
    return f"{_at(record)} burns: {what}"


def _fire_card(record: dict[str, Any]) -> str:
    card = record.get("card")
    more = f" ({CARD_TEXTS[card]})" if card in CARD_TEXTS else ""
    return f"Fire card: {CARD_NAMES.get(card, card)}{more}"


def _event(record: dict[str, Any]) -> str:
    card = record.get("card")
    return f"Event: {events()[card].name} — {events()[card].text}" if card \
        else "No Event card left"


# ----- what Event cards leave (see events.py) ------------------------------------------------
def _turn_effect(record: dict[str, Any]) -> str:
    return {"no_move": f"No moving on {_next_firefighter(record)}'s turn",
            "no_drive": "No driving on the next turn",
            "no_deck_gun": "No deck gun on the next turn"}.get(
                record.get("effect", ""), "An effect on the next turn")


def _hide_revealed(record: dict[str, Any]) -> str:
    if record.get("cells"):
        return f"Revealed victims turned face down at {_cells(record)}; POIs mixed"
    return "Face-down POIs are mixed"


def _dice(record: dict[str, Any]) -> str:
    return f"Dice red {record.get('red')}, black {record.get('black')}"


def _add_flare_up(record: dict[str, Any]) -> str:
    if record.get("skipped"):
        return "No Flare Up left in the supply"
    return f"Flare Up added to the Fire discards ({record.get('reason')})"


def _wind_gust(record: dict[str, Any]) -> str:
    column = record.get("black")
    return f"Black die {column}: smoke in column {column} ignites at {_cells(record)}"


def _damage_roll(record: dict[str, Any]) -> str:
    walls = len(record.get("walls") or [])
    return f"{_dice(record)}: {walls} walls of {_at(record)} damaged"


def _ap_penalty(record: dict[str, Any]) -> str:
    who = _next_firefighter(record).capitalize()
    return f"{who} gets {record.get('amount')} AP fewer"


def _bonus_extinguish(record: dict[str, Any]) -> str:
    who = _next_firefighter(record).capitalize()
    return f"{who} gets {record.get('amount')} extra extinguish AP"


def _doors(record: dict[str, Any]) -> int:
    return len(record.get("doors") or [])


def _fixed(text: str) -> Callable[[dict[str, Any]], str]:
    """A step whose sentence names nothing of its record."""
    return lambda record: text


#: The sentence of each kind of step record, by its ``"step"``.
STEP_TEXTS: dict[str, Callable[[dict[str, Any]], str]] = {
    "roll": _roll,
    "flip": _flip,
    "suppressed": lambda record: (f"{_at(record)} is on or next to the Suppression "
                                  "Specialist: no effect"),
    "smoke": lambda record: f"Empty space hit: smoke appears at {_at(record)}",
    "ignite": lambda record: f"Smoke hit: {_at(record)} catches fire",
    "explosion": _explosion,
    "no_marker": lambda record: (f"No fire or smoke marker left: nothing placed at "
                                 f"{_at(record)}"),
    "flashover": lambda record: ("Flashover: smoke touching fire ignites at "
                                 + ", ".join(_cell(c) for c in record["cells"])),
    "hazmat": lambda record: f"Hazmat in the fire explodes at {_at(record)}",
    "flare_up": lambda record: f"Hot spot at {_at(record)}: the fire flares up, roll again",
    "hot_spot": lambda record: f"New hot spot at {_at(record)}",
    "knockdown": _knockdown,
    "poi_lost": _poi_lost,
    "outside_cleared": _fixed("Fire outside the house goes out"),
    "replenish": lambda record: f"New POI at {_at(record)}",
    "placement": lambda record: f"Placed at {_at(record)}",
    "fire_card": _fire_card,
    "event": _event,
    "add_flare_up": _add_flare_up,
    "shuffle_fire": lambda record: (f"The Fire deck is shuffled "
                                    f"({record.get('reason', 'reshuffle')})"),
    "reveal": lambda record: (f"POI at {_at(record)} revealed: "
                              f"{record['kind'].replace('_', ' ')}"),
    "wind_gust": _wind_gust,
    "backdraft": lambda record: f"Smoke behind closed doors ignites at {_cells(record)}",
    "fire_grenade": lambda record: (f"{_dice(record)}: fire and smoke cleared at "
                                    f"{_cells(record)}"),
    "damage_roll": _damage_roll,
    "doors_burn": lambda record: f"{_doors(record)} closed doors next to fire burn away",
    "open_doors": lambda record: f"{_doors(record)} closed doors blown open",
    "hazmat_placed": lambda record: (f"A hazmat is found at {_at(record)}" if record.get("cell")
                                     else "No hazmat left to place"),
    "hide_revealed": _hide_revealed,
    "reveal_pois": _fixed("Every face-down POI is revealed"),
    "lose_saved_ap": lambda record: f"Saved AP lost: {record.get('amount')} each",
    "gain_saved_ap": lambda record: f"Every firefighter gains {record.get('amount')} saved AP",
    "turn_effect": _turn_effect,
    "ap_penalty": _ap_penalty,
    "bonus_extinguish": _bonus_extinguish,
    "remove_flare_up": _fixed("A Flare Up leaves the game"),
    "add_respite": lambda record: ("Respite is already in play" if record.get("skipped")
                                   else "Respite is shuffled into the Fire deck"),
}
