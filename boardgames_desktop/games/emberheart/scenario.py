"""Emberheart positions as data (see ``rules/scenario.py``).

A position names what differs from the usual setup; what it leaves out stays as set up.
Fields:

- ``first``: the seat with the First player marker (it also answers the set-up first).
- ``offer``: location -> its card slots left to right (ids or null); ``mountain``: level
  ("bottom", "middle", "top") -> its slots.  A card put there leaves its deck; the card it
  replaces goes to the bottom of its own deck.
- ``decks``: deck name -> the cards on top, the next one first.
- ``boards``: per seat, any of ``hire`` ({grunt, scout, ranger, warden}), ``gear``,
  ``crests``, ``flame``, ``tracks`` ({strength, senses, speed}: the steps after the head
  starts), ``heroes``, ``preserves``, ``dragons``, ``attached`` (Hero or Preserve -> the
  Dragon on it, both the seat's), ``garrisons`` (Garrison cards taken) and
  ``companion_used`` (the Dragon Companion already went out this round).
- ``turn``: whose turn it is in the Action phase.
- ``supply``: the common supply's counts that differ.
- ``aides``: Aide name -> the seat that already took it this round.
- ``parties``: location -> its numbered spaces in order, each null or a Party already there:
  ``{"seat": n, "grunt": n, <the location's expert>: n, "companion": bool}`` (seat -1: a
  non-player Crest).  The seats' supplies and Crests stay as ``boards`` gives them.
- ``headstarts``: per seat (in turn order from the first player) the track of the head
  start; left out, the players choose it in the game.
- ``round``: the round being played (1 to the last).  ``raids``: this round's face-up Raid
  cards, the one resolved first (they leave the Raid deck; those dealt go back under it);
  ``raid_discarded``: the Raid card a Warehouse visit discarded this round.
- ``phase``: the game starts at the beginning of a later phase of the round instead of the
  Action phase: ``{"stage": "reward"}`` (the Parties given in ``parties`` claim, Location by
  Location) or ``{"stage": "raid", "seats": [...]}`` (the seats that still resolve the Raid,
  in order; left out, every seat from the first player).  Needs ``headstarts`` (the round
  must have begun).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.scenario import set_known
from boardgames_desktop.rules.schema import (
    Bool,
    Int,
    Invalid,
    ListOf,
    MapOf,
    Record,
    Str,
    optional,
    shown,
)

from .board import new_party

CARD = Str(40)
SLOTS = ListOf(optional(CARD), 6)
BOARD = Record(optional={
    "hire": MapOf(Int(0, 40), 4, key=Str(10, ("grunt", "scout", "ranger", "warden"))),
    "gear": Int(0, 40), "crests": Int(0, 5), "flame": Int(0, 20),
    "tracks": MapOf(Int(0, 7), 3, key=Str(10, ("strength", "senses", "speed"))),
    "heroes": ListOf(CARD, 12), "preserves": ListOf(CARD, 12),
    "dragons": ListOf(CARD, 30), "attached": MapOf(CARD, 24, key=CARD),
    "garrisons": ListOf(CARD, 15), "companion_used": Bool(),
}, closed=True)

PARTY = Record(required={"seat": Int(-1, 3)},
               optional={"grunt": Int(0, 20), "scout": Int(0, 20), "ranger": Int(0, 20),
                         "warden": Int(0, 20), "companion": Bool()}, closed=True)

POSITION = Record(optional={
    "first": Int(0, 3), "turn": Int(0, 3),
    "offer": MapOf(SLOTS, 6, key=Str(20)),
    "mountain": MapOf(SLOTS, 3, key=Str(10, ("bottom", "middle", "top"))),
    "decks": MapOf(ListOf(CARD, 60), 12, key=Str(30)),
    "boards": ListOf(BOARD, 4),
    "supply": MapOf(Int(0, 60), 8, key=Str(10)),
    "headstarts": ListOf(Str(10, ("strength", "senses", "speed")), 4),
    "aides": MapOf(Int(0, 3), 4, key=Str(20)),
    "parties": MapOf(ListOf(optional(PARTY), 8), 6, key=Str(20)),
    "round": Int(1, 9), "raids": ListOf(CARD, 2), "raid_discarded": CARD,
    "phase": Record(required={"stage": Str(10, ("raid", "reward"))},
                    optional={"seats": ListOf(Int(0, 3), 4)}, closed=True),
}, closed=True)


def apply(state: Any, position: dict[str, Any]) -> None:
    """Lay ``position`` out on an Emberheart state fresh from setup: the main board, the
    player boards, then the head starts (which begin the round) and whose turn it is."""
    if "first" in position:
        _first(state, position["first"])
    _offers(state, position)
    _top_of_decks(state, position.get("decks", {}))
    if len(position.get("boards", [])) > state.players:
        raise Invalid(f"'position.boards' lists more boards than the {state.players} seats")
    for seat, board in enumerate(position.get("boards", [])):
        _set_board(state, seat, board)
    for loc, spaces in position.get("parties", {}).items():
        _place_parties(state, loc, spaces)
    set_known(state.aides, position.get("aides", {}),
              "'position.aides.{key}' must be an Aide held by a seat of the game",
              allowed=lambda seat: seat < state.players)
    set_known(state.supply, position.get("supply", {}),
              "'position.supply' names {shown}, which is not in the supply")
    state.say("The game starts from a prepared position.")
    _headstarts(state, position.get("headstarts", []))
    for seat, board in enumerate(position.get("boards", [])):  # the steps given are final
        state.boards[seat].tracks.update(board.get("tracks", {}))
    if "turn" in position:  # after the head starts, which begin the round
        if position["turn"] >= state.players:
            raise Invalid(f"'position.turn' is {position['turn']}: there is no such seat")
        state.turn = position["turn"]
    _round_and_raids(state, position)
    if "phase" in position:
        _begin_phase(state, position["phase"])


def _round_and_raids(state: Any, position: dict[str, Any]) -> None:
    """The round number and the Raid cards of this round."""
    if "round" in position:
        last = state.content.board["rounds"]
        if position["round"] > last:
            raise Invalid(f"'position.round' is {position['round']}: the game has {last} rounds")
        state.round = position["round"]
    deck = state.decks["raids"]
    given = list(position.get("raids", []))
    if "raid_discarded" in position:
        given.append(position["raid_discarded"])
    paths = [f"position.raids[{k}]" for k in range(len(position.get("raids", [])))]
    paths.append("position.raid_discarded")
    dealt = list(state.raids)
    for k, (card, path) in enumerate(zip(given, paths)):
        if card not in state.content.cards or state.card(card).kind != "raid":
            raise Invalid(f"'{path}' is not a Raid card: {shown(card)}")
        if card in given[:k]:
            raise Invalid(f"'{path}' names {shown(card)} twice")
        if card in deck:
            deck.remove(card)
        elif card not in dealt:
            raise Invalid(f"'{path}': {shown(card)} is not in the Raid deck any more")
    if "raids" in position:
        deck.extend(r for r in dealt if r not in given)
        state.raids = list(position["raids"])
    if "raid_discarded" in position:
        if position["raid_discarded"] in state.raids:
            raise Invalid("'position.raid_discarded' is one of this round's face-up Raid cards")
        state.raid_discarded = position["raid_discarded"]


def _begin_phase(state: Any, phase: dict[str, Any]) -> None:
    """Start at the beginning of the round's Reward or Raid phase."""
    if state.stage != "action":
        raise Invalid("'position.phase': the round has not begun (give 'position.headstarts')")
    seats = phase.get("seats")
    if phase["stage"] == "reward":
        if seats is not None:
            raise Invalid("'position.phase.seats' belongs to the Raid phase")
        state.stage = "reward"
        state.progress = {"loc": 0, "queue": None}
    else:
        seats = state.order_from(state.first) if seats is None else seats
        for k, seat in enumerate(seats):
            if seat >= state.players or seat in seats[:k]:
                raise Invalid(f"'position.phase.seats[{k}]' is {seat}: not a seat of the game "
                              "(or named twice)")
        state.stage = "raid"
        state.progress = {"queue": list(seats)}
    state.say(f"The position starts at the {phase['stage'].capitalize()} phase.")
    state.resume()


def _first(state: Any, first: int) -> None:
    """The First player marker (that seat also answers the set-up first)."""
    if first >= state.players:
        raise Invalid(f"'position.first' is {first}: there is no such seat")
    if first != state.first:
        state.first = state.turn = first
        order = state.order_from(first)
        state.flow.reorder(lambda decision: (decision.kind != "skill", order.index(decision.seat)))
        state.say(f"{state.player_name(first)} is the first player instead.")


def _offers(state: Any, position: dict[str, Any]) -> None:
    """The cards on offer at the locations and on the Mountain."""
    home = _home_decks(state)
    for loc, slots in position.get("offer", {}).items():
        if loc not in state.offer or len(slots) != len(state.offer[loc]):
            raise Invalid(f"'position.offer.{loc}' must be a location with "
                          f"{len(state.offer.get(loc, []))} slots" if loc in state.offer
                          else f"'position.offer' names {shown(loc)}, which has no cards")
        decks = ({f"garrison_{c}" for c in ("red", "blue", "green")} if loc == "garrison"
                 else {e.get("deck") for e in state.content.board["locations"] if e["id"] == loc})
        _lay(state, state.offer[loc], slots, f"position.offer.{loc}", home, decks)
    for level, slots in position.get("mountain", {}).items():
        if len(slots) != len(state.mountain[level]):
            raise Invalid(f"'position.mountain.{level}' must have "
                          f"{len(state.mountain[level])} slots")
        _lay(state, state.mountain[level], slots, f"position.mountain.{level}", home,
             {f"mountain_{level}"})


def _top_of_decks(state: Any, decks: dict[str, list[str]]) -> None:
    for name, top in decks.items():
        deck = state.decks.get(name)
        if deck is None:
            raise Invalid(f"'position.decks' names {shown(name)}, which is not a deck")
        for k, card in enumerate(top):
            if card not in deck:
                raise Invalid(f"'position.decks.{name}[{k}]' is not in that deck: "
                              f"{shown(card)}")
            deck.remove(card)
        deck[0:0] = list(top)


def _headstarts(state: Any, tracks: list[str]) -> None:
    """Answer the head-start questions in turn order (they begin round 1)."""
    for k, track in enumerate(tracks):
        prompt = state.flow.current
        if prompt is None or prompt.kind != "headstart":
            raise Invalid(f"'position.headstarts[{k}]': nobody is choosing a head start now")
        state.perform(Action.make(prompt.seat, "headstart", track=track))


def _home_decks(state: Any) -> dict[str, str]:
    """Each card's own deck (where a replaced card goes back)."""
    return {card: name for name, cards in state.content.decks.items() for card in cards}


def _lay(state: Any, slots: list[str | None], wanted: list[str | None], path: str,
         home: dict[str, str], decks: set[str]) -> None:
    """Put ``wanted`` in ``slots``: cards already there may move within the row; others come
    out of their decks, and the cards they replace go back under theirs."""
    old = list(slots)
    for k, card in enumerate(wanted):
        if card is None or card in old:
            continue
        deck = state.decks.get(home.get(card, ""))
        if deck is None or card not in deck or home[card] not in decks:
            raise Invalid(f"'{path}[{k}]' must be a card of that place still in its deck, "
                          f"not {shown(card)}")
        deck.remove(card)
    for card in old:
        if card is not None and card not in wanted:
            state.decks[home[card]].append(card)
    slots[:] = list(wanted)


def _set_board(state: Any, seat: int, board: dict[str, Any]) -> None:
    player_board = state.boards[seat]
    path = f"position.boards[{seat}]"
    player_board.gear = board.get("gear", player_board.gear)
    player_board.crests = board.get("crests", player_board.crests)
    player_board.flame = board.get("flame", player_board.flame)
    player_board.companion_used = board.get("companion_used", player_board.companion_used)
    player_board.hire.update(board.get("hire", {}))
    player_board.tracks.update(board.get("tracks", {}))
    for name, kinds, owned in (
            ("heroes", ("hero",), player_board.heroes),
            ("preserves", ("preserve",), player_board.preserves),
            ("dragons", ("mountain", "captive", "tavern"), player_board.dragons),
            ("garrisons", ("garrison",), player_board.garrisons)):
        for k, card in enumerate(board.get(name, [])):
            if card not in state.content.cards or state.card(card).kind not in kinds \
                    or (name == "dragons" and not state.card(card).color):
                what = "Dragon" if name == "dragons" else kinds[0]
                raise Invalid(f"'{path}.{name}[{k}]' is not a {what} card: {shown(card)}")
            if any(card in row for row in [*state.offer.values(), *state.mountain.values()]):
                raise Invalid(f"'{path}.{name}[{k}]': {shown(card)} is on offer on the main "
                              "board (change the offer too)")
            for deck in state.decks.values():
                if card in deck:
                    deck.remove(card)
            owned.append(card)
    for host, dragon in board.get("attached", {}).items():
        hosts = player_board.heroes + player_board.preserves
        if host not in hosts or dragon not in player_board.dragons:
            raise Invalid(f"'{path}.attached.{host}' must join a Hero or Preserve of the seat "
                          "and one of its Dragons")
        player_board.attached[host] = dragon


def _place_parties(state: Any, loc: str, spaces: list[dict[str, Any] | None]) -> None:
    """The Parties standing on ``loc``'s spaces (they replace whatever stood there)."""
    path = f"position.parties.{loc}"
    if loc not in state.spaces:
        raise Invalid(f"'position.parties' names {shown(loc)}, which has no spaces")
    slots = state.spaces[loc]
    if len(spaces) != len(slots):
        raise Invalid(f"'{path}' must list its {len(slots)} spaces (null for an empty one)")
    expert = state.expert_of(loc)
    for n, given in enumerate(spaces):
        if given is None:
            slots[n] = None
            continue
        seat = given["seat"]
        if seat >= state.players:
            raise Invalid(f"'{path}[{n}].seat' is {seat}: there is no such seat")
        for kind in ("scout", "ranger", "warden"):
            if given.get(kind) and kind != expert:
                raise Invalid(f"'{path}[{n}].{kind}': a Party there takes Grunts and "
                              f"{expert.capitalize()}s only")
        hirelings = {k: given.get(k, 0) for k in ("grunt", "scout", "ranger", "warden")}
        if seat >= 0 and not any(hirelings.values()):
            raise Invalid(f"'{path}[{n}]': a seat's Party has at least one Hireling")
        slots[n] = new_party(seat, companion=bool(given.get("companion")), **hirelings)
        if given.get("companion") and seat >= 0:
            state.boards[seat].companion_used = True
