"""What a Brigade seat may see (``state.view(seat)``), as plain JSON data.

The Pyromancer's board is open and the Wardens of a team share all they learn; the one secret
of a single seat is the pair of crew cards a recruiting seat chooses from (the others see how
many).  Hidden from all (what ``hidden.py`` resamples for ``determinized``): the order of the
undrawn event, crew and Equipment decks (shown as their sizes and open discard piles), which
Favour tokens hide a Phoenix Egg in campaign chapter 2 (only the eggs found, peeked at or
lost are shown, the others as a count), and in chapter 4 the Wardens' face-down Phoenix
cards (shown only as held or not).

Besides the whole ``table``, the view names what the board scene draws under fixed keys —
``capabilities`` (``capabilities.py``) and ``board`` — with None where a mode has no such
part, so the scene never asks the state which mode it is.
"""

from __future__ import annotations

from dataclasses import asdict
from functools import cache
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.seat_view import deck_back, header, plain, public_table

from .campaign_rules import chapter_rules
from .hidden import recruit_offer

if TYPE_CHECKING:
    from .capabilities import Capabilities
    from .state import BrigadeState


def view(state: BrigadeState, seat: int | None = None) -> dict[str, Any]:
    """The table as ``seat`` sees it (every seat sees the same)."""
    hidden = {"egg_cells": lambda _cells: known_eggs(state),
              "phoenix_cards": face_down,
              "flow": lambda flow: seen_flow(state, flow, seat),
              # the mode's rules table is code, not game data: its name says all (copying
              # its empty function records cost a third of a view)
              "hooks": lambda mode: {"name": mode.name}}
    caps = state.capabilities()
    table = public_table(state, hidden)
    table["pending"] = seen_pending(state, state.pending, seat)  # the question asked now
    return {**header(state, seat), "capabilities": asdict(caps),
            "table": table, "board": board(state, caps)}


def seen_flow(state: BrigadeState, flow: Any, seat: int | None) -> Any:
    """The flow's questions; a recruit's crew cards counted for every seat but the one
    recruiting (as in ``seen_pending``)."""
    data = plain(flow)
    offer = recruit_offer(state)
    if offer is None or offer[0] == seat:
        return data
    for decision in data["queue"]:
        details = decision.get("details") or {}
        if decision.get("kind") == "recruit" and isinstance(details.get("cards"), list):
            decision["details"] = {**details, "cards": len(details["cards"])}
    return data


def seen_pending(state: BrigadeState, pending: Any, seat: int | None) -> Any:
    """The decision asked for now; a recruit's crew cards only for the recruiting seat
    (the one put back goes under the deck unseen by the others), a count for the rest."""
    offer = recruit_offer(state)
    if offer is None or offer[0] == seat:
        return plain(pending)
    return {**plain(pending), "cards": len(offer[1])}


def face_down(cards: list[str | None]) -> list[bool]:
    """Chapter 4: whether each Warden holds a face-down Phoenix card (not which)."""
    return [card is not None for card in cards]


def unknown_egg_cells(state: BrigadeState) -> list[str]:
    """Chapter 2: the blocks whose Favour token might still hide an egg (the same rule as
    ``hidden.py``: a standing block's unpeeked token)."""
    peeked = _mode_part(state, "peeked") or {}
    return sorted(t.label for t in state.town.blocks()
                  if t.favour and t.standing and t.label not in peeked)


def known_eggs(state: BrigadeState) -> dict[str, Any] | None:
    """Chapter 2: the eggs whose place is known, and how many are still hidden."""
    eggs = _mode_part(state, "egg_cells")
    if not eggs:
        return None
    unknown = set(unknown_egg_cells(state))
    return {"known": sorted(c for c in eggs if c not in unknown),
            "hidden": sum(1 for c in eggs if c in unknown)}


#: What the scene draws that only some modes have: the state attribute behind each key.
#: The model knows which modes have which; ``_mode_part`` answers None for the others.
MODE_PARTS = ("vpt", "target", "shields", "evac", "influence", "level4_quests", "forge",
              "favour", "homes", "peeked", "held", "scroll_bought", "prevent", "action_levels",
              "incident_levels", "witnessed", "phoenix", "phoenix_cell", "blaze_cell")


def _mode_part(state: BrigadeState, name: str) -> Any:
    """The state's data ``name``, None in a mode that has none (the one place that asks)."""
    return vars(state).get(name)


def board(state: BrigadeState, caps: Capabilities) -> dict[str, Any]:
    """What the board scene reads, under the same keys in every mode."""
    pyro = _mode_part(state, "pyro")
    phoenix_cards = _mode_part(state, "phoenix_cards")
    equipment = _mode_part(state, "equipment")
    out: dict[str, Any] = {name: plain(_mode_part(state, name)) for name in MODE_PARTS}
    out.update({
        "pieces": {"pyromancer": (pyro.cell or None) if pyro is not None else None,
                   "phoenix": out["phoenix_cell"], "blaze": out["blaze_cell"]},
        "decks": {"events": deck_back(state.events), "crew": deck_back(state.crew_deck),
                  "equipment": deck_back(equipment) if equipment is not None else None},
        "events_this_phase": list(_mode_part(state, "events_this_phase") or []),
        "pyromancer": _pyromancer(state, pyro),
        "phoenix_cards": face_down(phoenix_cards) if phoenix_cards is not None else None,
        "eggs": known_eggs(state),
        "warden_picks": _mode_part(state, "warden_picks"),
        "equipment_cards": equipment_cards() if equipment is not None else None,
        "used_treasures": _used_treasures(state) if equipment is not None else None,
        "saved_blocks": _saved_blocks(state, caps),
        "rules": rules(state, caps),
        "warden_side": state.warden_side(),
        "water_at_hand": water_at_hand(state),
    })
    out["tiles"] = tiles(state, caps, out["saved_blocks"])
    out.update(words(state, caps))
    return out


def words(state: Any, caps: Capabilities) -> dict[str, Any]:
    """Values the board prints that the model words or computes (names, capacities, the
    campaign chapter's objective), so the scene never asks the state."""
    chapter = caps.chapter is not None
    return {
        "warden_names": [state.warden_name(w) for w in state.wardens],
        "wagon_capacity": [state.wagon_capacity(g) for g in state.wagons],
        "destroyed_count": state.town.destroyed_count,
        "outcome": state.outcome.reason if state.outcome is not None else None,
        "objective": {"line": state.objective(), "goal": state.goal(),
                      "carried": list(state.carried_lines())} if chapter else None,
    }


def water_at_hand(state: Any) -> list[list[list[Any]]]:
    """For each Warden (by index): the water its Brigade may pour now, as [holder's name,
    water] pairs (what the board prints next to an Extinguish or Pour)."""
    return [[[state.holder_name(k), state.water(k)] for k in state.water_sources(w)]
            for w in state.wardens]


def tiles(state: Any, caps: Capabilities, saved: list[str] | None) -> dict[str, Any]:
    """Each town cell as the board draws it: the tile's open data with its name, the top
    of its Flame track, whether it is saved (Loyal to the team) or sealed (chapter 3's
    University before the Scroll is bought).  ``renown`` lists [seat, Renown] pairs."""
    blocks = state.cat.blocks
    hottest = state.max_intensity
    sealed_faction = "university" if caps.chapter == 3 and not state.scroll_bought else None
    saved_set = set(saved or ())
    out: dict[str, Any] = {}
    for label, tile in state.town.tiles.items():
        info = blocks[tile.block] if tile.block is not None else None
        out[label] = {
            "label": label, "block": tile.block, "firehouse": tile.firehouse,
            "name": state.tile_name(label), "intensity": tile.intensity,
            "top": min(info.flame_track, hottest) if info is not None else 0,
            "destroyed": tile.destroyed, "loyalty": tile.loyalty, "favour": tile.favour,
            "renown": [[seat, n] for seat, n in tile.renown.items()],
            "saved": label in saved_set,
            "sealed": info is not None and info.faction == sealed_faction,
        }
    return out


def _pyromancer(state: Any, pyro: Any) -> dict[str, Any] | None:
    """All-versus-One: the Pyromancer's open board, and whether it is acting now."""
    if pyro is None:
        return None
    return {**plain(pyro), "acting": state.side == "pyro" and state.acting}


@cache
def equipment_cards() -> dict[str, dict[str, Any]]:
    """Every Equipment card's face (name, kind, text, home, VP): printed data, the same in
    every game, so it says nothing about the order of the deck."""
    from .equipment import equipment_catalogue

    return {cid: plain(card) for cid, card in equipment_catalogue().items()}


def _used_treasures(state: Any) -> list[str]:
    """The Treasures in the Forge or on a Warden that were used this turn."""
    cards = list(_mode_part(state, "forge") or []) + list(_mode_part(state, "held") or [])
    return [cid for cid in cards if state.treasure_used(cid)]


def _saved_blocks(state: Any, caps: Capabilities) -> list[str] | None:
    """Co-Op and campaign: the blocks Loyal to the team (None in the other modes)."""
    if not caps.shared_board:
        return None
    return [t.label for t in state.town.blocks() if state.loyal(t)]


def rules(state: Any, caps: Capabilities) -> dict[str, Any]:
    """The mode's numbers the board prints (its resources/brigade rulings)."""
    avo: dict[str, Any] = state.avo_rulings if caps.pyromancer else {}
    phoenix = chapter_rules(4) if caps.chapter == 4 else {}
    return {"held_card_actions": state.rules.get("solo", {}).get("held_card_actions", 0),
            "pyromancer_tracks": plain(avo.get("pyromancer", {}).get("tracks")),
            "pyromancer_wins": plain(avo.get("modes", {}).get(state.mode, {})
                                     .get("pyromancer_wins")),
            "warden_tracks": plain(avo.get("wardens")),
            "phoenix_top": phoenix.get("phoenix_top"),
            "influence_levels": ([plain(lv) for lv in state.coop_rulings.levels]
                                 if caps.shared_board else None)}
