"""Tooltips of the Brigade board: what a component is, its state in words and what it does.

Every function takes the scene (for its small facts about the mode) and returns plain text.
The drawing modules hand the text to :func:`component`, which also marks the item with the
component kind it shows (``COMPONENT_ROLE``), so a test can walk the board and require a
tooltip on every piece of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.games.brigade.data import catalogue
from boardgames_desktop.ui.sketch import Sketch

if TYPE_CHECKING:
    from .scene import BrigadeScene

#: QGraphicsItem data key naming the game component an item shows ("block", "warden", ...)
COMPONENT_ROLE = 1

#: what each Firehouse / Wardens' / Pyromancer's track measures
TRACK_MEANING = {
    "crew": "how many crew cards your Brigade may hold",
    "wagon": "how much water the Water Wagon holds",
    "leadership": "how many actions your Brigade takes each turn",
    "forge": "how many Equipment cards lie face up in the Forge",
    "actions": "how many actions a turn gives",
    "mana": "how much Fire Mana the Pyromancer's Mana Pool holds",
    "familiar": "the Familiar's mana: at its last level the Familiar may blaze (every block "
                "the Pyromancer enters that turn gains 1 fire)",
    "firestorm": "how many event cards the Wardens' next Event Phase draws",
}


def component(item: Sketch, kind: str, tip: str) -> Sketch:
    """Mark ``item`` as showing a game component of ``kind`` and give it its tooltip."""
    item.setData(COMPONENT_ROLE, kind)
    item.setToolTip(tip)
    return item


def intensity_words(intensity: int, top: int) -> str:
    """'not burning' / 'burning at intensity 2 of 3' / '... one more fire destroys it'."""
    if intensity <= 0:
        return "Not burning."
    words = f"Burning: fire intensity {intensity} of {top}"
    if intensity >= top:
        return words + " — one more fire destroys it."
    return words + f" ({top - intensity} more before it burns down)."


def cell_tip(scene: BrigadeScene, label: str) -> str:
    """A town cell: a block, a destroyed block or a Firehouse, with everything on it."""
    cat = catalogue()
    tile = scene.tiles[label]
    name = tile["name"]
    lines: list[str] = []
    if tile["block"] is None:
        if tile["destroyed"]:
            lines.append(f"{name}: destroyed by the Phoenix.")
            lines.append("No refills here; moving through costs 2 steps.")
        else:
            lines.append(f"{name}: a Firehouse.")
            lines.append("Wardens refill their water here; it never burns.")
            homes = scene.parts["homes"]
            if homes and label in homes and scene.caps.mode == "competitive":
                lines.append(f"Home Firehouse of {scene.seat_name(homes.index(label))}.")
    else:
        info = cat.blocks[tile["block"]]
        fac = cat.factions[info.faction]
        cost = cat.rules.get("destroyed_step_cost", 2)
        if tile["destroyed"]:
            lines.append(f"{name} — destroyed; it was {info.name}, a "
                         f"{fac.name} block of value {info.value}.")
            lines.append(f"Pieces may pass through (it costs {cost} steps) but never stop "
                         "here; it no longer counts for anyone.")
        else:
            lines.append(f"{name} — {fac.name} block, value {info.value}.")
            lines.append(f"Value {info.value}: the Renown needed to win its Loyalty.")
            lines.append(intensity_words(tile["intensity"], tile["top"]))
            lines.extend(_tokens(scene, tile, info))
        if info.when_destroyed:
            lines.append(f"When destroyed: {info.when_destroyed.get('text', '')}")
        cards = scene.parts["equipment_cards"] or {}
        for cid in scene.parts["forge"] or ():
            if cards[cid]["home"] == tile["block"]:
                lines.append(f"Home block of the Treasure {cards[cid]['name']} (face up in "
                             "the Forge): return it here for its VP.")
    if tile["sealed"]:
        lines.append("SEALED: Wardens may not enter the University until the Scroll is "
                     "bought.")
    peeked = scene.parts["peeked"] or {}
    if label in peeked:
        lines.append("You peeked: the Phoenix egg is under its Favour token."
                     if peeked[label] else "You peeked: no egg under its Favour token.")
    lines.extend(_visitors(scene, label))
    return "\n".join(lines)


def _tokens(scene: BrigadeScene, tile: dict[str, Any], info: Any) -> list[str]:
    out: list[str] = []
    if tile["saved"]:
        out.append("Saved: Loyal to the team (its Favour token is taken); it takes no "
                   "more Renown.")
    elif tile["loyalty"] is not None:
        out.append(f"Loyalty token: loyal to {scene.seat_name(tile['loyalty'])}.")
    if tile["renown"]:
        if scene.team:
            out.append(f"Team Renown: {sum(n for _, n in tile['renown'])} of {info.value}.")
        else:
            out.append("Renown: " + ", ".join(f"{scene.seat_name(k)} {v} of {info.value}"
                                              for k, v in sorted(tile["renown"]) if v))
    if tile["favour"]:
        out.append("Favour token (F): taken by whoever wins its Loyalty"
                   + (" if your Faction Influence allows." if scene.coop
                      and scene.caps.chapter is None else "."))
    return out


def _visitors(scene: BrigadeScene, label: str) -> list[str]:
    out = []
    names = scene.wardens_at(label)
    if names:
        out.append("Here: " + ", ".join(names) + ".")
    pieces = scene.parts["pieces"]
    if pieces["pyromancer"] == label:
        out.append("The Pyromancer is here: Wardens ending their turn here witness an "
                   "Incident.")
    if pieces["phoenix"] == label:
        out.append(f"The Phoenix is here (Phoenix track {scene.parts['phoenix']}): pour water "
                   "on it from this block.")
    if pieces["blaze"] == label:
        out.append("Bernhardt Blaze stands here.")
    return out


def warden_tip(scene: BrigadeScene, w: dict[str, Any]) -> str:
    """A Warden meeple or card (as the seat's view shows it): who runs it, water, actions
    left and its ability in full."""
    where = scene.tile_name(w["cell"])
    if not scene.picked(w["index"]):
        return (f"A Warden of {scene.person_name(w['seat'])} on {where}: its "
                "card is still to be chosen.")
    card = catalogue().wardens[w["card"]]
    lines = [f"{card.name} — Warden of {scene.seat_name(w['seat'])}, on {where}."]
    crew = w["crew"]
    total = w["water"] + sum(m["water"] for m in crew)
    lines.append(f"Water: {w['water']} of {w['capacity']} on the Warden card"
                 + (f", {total} with the crew." if crew else "."))
    left = scene.actions_left(w["index"])
    if left is not None:
        lines.append(f"{left} action{'s' if left != 1 else ''} left this turn.")
    lines.append(warden_ability(card, w["side"]))
    for member in crew:
        cc = catalogue().crew.get(member["card"])
        if cc is not None:
            ability = cc.ability.get("text", "") if scene.table["crew_abilities"] else ""
            lines.append(f"Crew: {cc.name} ({catalogue().factions[cc.faction].name}), "
                         f"{member['water']}/{cc.water} water. {ability}".rstrip())
    return "\n".join(lines)


def warden_ability(card: Any, side: str) -> str:
    """The ability of a Warden card on the side it is played."""
    if side == "advanced":
        return f"Advanced side: {card.advanced.get('text', '')}"
    return (f"Basic side: carries {card.water} water and has no special ability (its "
            f"advanced side: {card.advanced.get('text', '')})")


def wagon_tip(scene: BrigadeScene, wagon: Any) -> str:
    owner = ("shared by the whole team" if wagon["owner"] is None
             else f"of {scene.seat_name(wagon['owner'])}")
    return (f"Water Wagon {owner}, on {scene.tile_name(wagon['cell'])}: {wagon['water']} of "
            f"{wagon['capacity']} water.\nA Brigade on its block may use its water to "
            "put out fires; the Wagon refills at a Firehouse and moves with the Wagon action.")


def pyromancer_tip(scene: BrigadeScene) -> str:
    p = scene.parts["pyromancer"]
    return (f"The Pyromancer, on {scene.tile_name(p['cell'])}: Fire Mana {p['mana']}, "
            f"Favour {p['favour']}."
            "\nMoves up to 4 steps, never onto or through a Warden (ruins cost 2); spends "
            "Fire Mana on Flame Torch, Combust, Flaretillery and Fuel the Storm; Absorb takes "
            "the fire of the block underfoot into the Mana Pool.\nWardens who end their turn "
            "on this block witness an Incident.")


def phoenix_tip(scene: BrigadeScene) -> str:
    parts = scene.parts
    top = parts["rules"]["phoenix_top"]
    return (f"The Phoenix, on {scene.tile_name(parts['pieces']['phoenix'])}: Phoenix track "
            f"{parts['phoenix']} of "
            f"{top}.\nPouring water on it from its block lowers the track; at 0 it is "
            f"captured, at {top} the chapter fails. Face-down Phoenix cards move it when "
            "revealed.")


def blaze_tip(scene: BrigadeScene) -> str:
    where = scene.tile_name(scene.parts["blaze_cell"])
    return (f"Bernhardt Blaze, on {where}: your rival in Solo.\nIn the "
            "Blaze Phase he puts out the burning block of the event card's faction with the "
            "highest intensity (then lowest value), avoiding your meeples, and scores its "
            "intensity as VP.")


def track_tip(scene: BrigadeScene, title: str, name: str, values: list[int], level: int,
              owner: str) -> str:
    """An upgrade track: whose, what it measures, where its marker is and what is next."""
    meaning = TRACK_MEANING.get(name, "")
    lines = [f"{title} track ({owner})" + (f": {meaning}." if meaning else ".")]
    lines.append(f"Now {values[level]} (level {level + 1} of {len(values)}).")
    if level + 1 < len(values):
        lines.append(f"Upgrading moves it to {values[level + 1]}.")
    else:
        lines.append("At its top: it cannot be upgraded further.")
    return "\n".join(lines)


def event_tip(scene: BrigadeScene, card: Any) -> str:
    lines = [f"Event card: {card.name}."]
    if card.fireballs:
        lines.append("Fireballs: " + ", ".join(card.fireballs) + " — each adds 1 fire to a "
                     "block there (a block past its Flame track is destroyed).")
    if card.wind:
        lines.append(f"Wind Gust {card.wind}: every burning block spreads 1 fire that way.")
    fac = catalogue().factions.get(card.faction)
    if fac is not None:
        lines.append(f"Faction icon: {fac.name}.")
    if card.special:
        lines.append(card.special.get("text", ""))
    return "\n".join(lines)


def deck_tip(name: str, deck: dict[str, Any], what: str) -> str:
    """``deck``: a draw pile as the seat's view shows it (``left``, ``discards``)."""
    left = deck["left"]
    gone = len(deck["discards"])
    return (f"{name}: {left} card{'s' if left != 1 else ''} left to draw, {gone} in the "
            f"discard pile.\n{what}")


def equipment_tip(scene: BrigadeScene, cid: str) -> str:
    info = (scene.parts["equipment_cards"] or {}).get(cid)
    if info is None:
        return cid
    lines = [f"{info['name']} — Equipment card."]
    if info["kind"] == "treasure":
        home = scene.block_cell(info["home"])
        lines[0] = f"{info['name']} — Tinderbox Treasure worth {info['vp']} VP."
        lines.append(f"Home block: {home or 'destroyed'}; return it there for its VP.")
        if scene.treasure_used(cid):
            lines.append("Used this turn (a Treasure works once per turn).")
    elif info["kind"] == "forgeware":
        lines.append("Forgeware: used once, then discarded.")
    lines.append(info["text"])
    where = ("On your Warden: click it to use it." if cid in (scene.parts["held"] or [])
             else "Face up in the Forge: Visit the Forge (1 action and Favour) to use it.")
    lines.append(where)
    return "\n".join(lines)
