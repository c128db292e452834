"""Words for the board's tooltips: what a component is, its state now, and what it does.

Plain functions of the seat's view (``seat_view.py``; no drawing), so tooltips, the enlarged
card and tests read the same sentences.
"""

from __future__ import annotations

from typing import Any

from ..common import HIRE_NAMES, plural
from .content import expert_of, loc_name, numbers, track_name

HIRELING_ORDER = ("grunt", "scout", "ranger", "warden")

LOCATION_DOES = {
    "guild": "Claim a Hero card (its Ability and Scoring count once a Dragon of its colour "
             "is attached).",
    "tavern": "Claim a Tavern card: new Hirelings for your supply.",
    "camp": "Claim a Captive Dragon.",
    "mountain": "Claim a Dragon from the bottom level; Parties with the most Wardens climb "
                "to the middle and top levels.",
    "preserve": "Claim a Preserve card: a home for a Dragon of its colour.",
    "garrison": "Claim a Garrison card: complete it with Dragons and other cards for "
                "Glory and an Attribute step.",
}


def party_words(party: dict[str, Any]) -> str:
    """'2 Grunts, 1 Scout + Dragon Companion'."""
    parts = [plural(party[h], HIRE_NAMES[h]) for h in HIRELING_ORDER if party.get(h)]
    words = ", ".join(parts) if parts else "no Hirelings"
    return words + (" + Dragon Companion" if party.get("companion") else "")


def space_tip(seen: dict[str, Any], loc: str, n: int, names: list[str]) -> str:
    """A Location space: its number, what Party it needs, who is there."""
    where = f"{loc_name(loc)}, space {n}"
    expert = HIRE_NAMES[expert_of(loc)]
    need = (f"Needs a Party of exactly {plural(n, 'Hireling')} (Grunts and {expert}s); "
            "the Dragon Companion's Strength may stand in for some. Larger Parties claim "
            "first in the Reward phase.")
    party = seen["table"]["spaces"][loc][n - 1]
    if party is None:
        return f"{where}: free.\n{need}"
    if party["player"] < 0:
        return (f"{where}: blocked by a non-player Crest (two-player mode). In the Reward "
                "phase it discards a card from this Location.")
    who = names[party["player"]]
    claimed = " It has claimed its card." if party.get("claimed") else ""
    return f"{where}: {who}'s Party — {party_words(party)}.{claimed}\n{need}"


def card_notes(seen: dict[str, Any], card_id: str, names: list[str]) -> list[str]:
    """Where a card is and what that means now (for the enlarged card and tooltips)."""
    table, faces = seen["table"], seen["board"]["cards"]
    for loc, slots in table["offer"].items():
        if card_id in slots:
            return [f"On offer at the {loc_name(loc)}: the Parties there claim "
                    "in the Reward phase, largest first."]
    for hero, owner in table["bard_cards"]:
        if hero == card_id:
            return [f"Drawn by the Bard: only {names[owner]} may claim it at the "
                    f"{loc_name('guild')}."]
    for level, slots in table["mountain"].items():
        if card_id in slots:
            return [f"On the Mountain's {level} level."]
    if card_id in table["raids"]:
        return ["Face-up Raid card: every player follows it after the Reward phase."]
    if card_id == table["raid_discarded"]:
        return ["Discarded by the Defender this round: it does not apply."]
    for p, pb in enumerate(table["boards"]):
        owner = names[p]
        attached = pb["attached"]
        if card_id in attached:
            dragon = faces[attached[card_id]]["name"]
            return [f"{owner}'s card, with {dragon} attached."]
        if card_id in pb["heroes"]:
            return [f"{owner}'s Hero. No Dragon attached yet: its Ability and Scoring do "
                    "not count."]
        if card_id in pb["preserves"]:
            return [f"{owner}'s Preserve, no Dragon attached yet."]
        if card_id in pb["dragons"]:
            host = next((h for h, d in attached.items() if d == card_id), None)
            gear = (" It carries a Gear (Harness Smith)." if card_id in pb["gear_dragons"]
                    else "")
            if host is not None:
                return [f"{owner}'s Dragon, attached to {faces[host]['name']}.{gear}"]
            return [f"{owner}'s Dragon, not attached.{gear}"]
        if card_id in pb["garrisons"]:
            done = "completed" if card_id in pb["completed"] else "not completed yet"
            return [f"{owner}'s Garrison card, {done}."]
    return []


def location_tip(loc: str, deck_left: int) -> str:
    order = ("guild", "tavern", "camp", "mountain", "preserve", "garrison").index(loc) + 1
    expert = HIRE_NAMES[expert_of(loc)]
    return (f"{loc_name(loc)} (resolved {order}. in the Reward phase): "
            f"{LOCATION_DOES[loc]}\nParties here are Grunts and {expert}s. "
            f"Deck: {plural(deck_left, 'card')} left.")


def flame_marker_tip(seen: dict[str, Any], p: int, names: list[str]) -> str:
    flame = seen["table"]["boards"][p]["flame"]
    top = numbers()["flame_max"]
    return (f"{names[p]}'s Flame marker: {flame} of {top}. Lower is better: at the end "
            "everyone behind the highest Flame gains Glory by the distance.")


def track_tip(seen: dict[str, Any], p: int, track: str, names: list[str],
              help_text: str) -> str:
    step = seen["table"]["boards"][p]["tracks"][track]
    top = numbers()["track_max"]
    return (f"{names[p]}'s {track_name(track)}: step {step} of {top}.\n{help_text}")


def supply_tip(kind: str, count: int, owner: str) -> str:
    """A supply token: how many, and what it is for (Experts: the Locations they go to)."""
    if kind == "gear":
        return (f"{owner}: {count} Gear in the supply. Gear swaps one Hireling for another "
                "during your turn.")
    if kind == "grunt":
        use = "Grunts go to every Location."
    else:
        places = [e["name"] for e in numbers()["locations"] if e["expert"] == kind]
        use = f"{HIRE_NAMES[kind]}s are the Experts of: {', '.join(places)}."
        if kind == "warden":
            use += " They decide who climbs the Mountain."
    return f"{owner}: {plural(count, HIRE_NAMES[kind])} in the supply. {use}"
