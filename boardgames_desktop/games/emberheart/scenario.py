"""Emberheart positions as data (see ``rules/scenario.py``).

A position names what differs from the usual setup; what it leaves out stays as set up.
Fields:

- ``first``: the seat with the First player marker (it also answers the set-up first).
- ``offer``: location -> its card slots left to right (ids or null); ``mountain``: level
  ("bottom", "middle", "top") -> its slots.  A card put there leaves its deck; the card it
  replaces goes to the bottom of its own deck.
- ``decks``: deck name -> the cards on top, the next one first.
- ``boards``: per seat, any of ``hire`` ({grunt, scout, ranger, warden}), ``gear``,
  ``crests``, ``flame``, ``tracks`` ({strength, senses, speed}), ``heroes``, ``preserves``.
- ``supply``: the common supply's counts that differ.
- ``aides``: Aide name -> the seat that already took it this round.
- ``headstarts``: per seat (in turn order from the first player) the track of the head
  start; left out, the players choose it in the game.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.schema import (
    Int,
    Invalid,
    ListOf,
    MapOf,
    Record,
    Str,
    optional,
    shown,
)

CARD = Str(40)
SLOTS = ListOf(optional(CARD), 6)
BOARD = Record(optional={
    "hire": MapOf(Int(0, 40), 4, key=Str(10, ("grunt", "scout", "ranger", "warden"))),
    "gear": Int(0, 40), "crests": Int(0, 5), "flame": Int(0, 20),
    "tracks": MapOf(Int(0, 7), 3, key=Str(10, ("strength", "senses", "speed"))),
    "heroes": ListOf(CARD, 12), "preserves": ListOf(CARD, 12),
}, closed=True)

POSITION = Record(optional={
    "first": Int(0, 3),
    "offer": MapOf(SLOTS, 6, key=Str(20)),
    "mountain": MapOf(SLOTS, 3, key=Str(10, ("bottom", "middle", "top"))),
    "decks": MapOf(ListOf(CARD, 60), 12, key=Str(30)),
    "boards": ListOf(BOARD, 4),
    "supply": MapOf(Int(0, 60), 8, key=Str(10)),
    "headstarts": ListOf(Str(10, ("strength", "senses", "speed")), 4),
    "aides": MapOf(Int(0, 3), 4, key=Str(20)),
}, closed=True)


def apply(state: Any, position: dict[str, Any]) -> None:
    """Lay ``position`` out on an Emberheart state fresh from setup."""
    if "first" in position:
        first = position["first"]
        if first >= state.players:
            raise Invalid(f"'position.first' is {first}: there is no such seat")
        if first != state.first:
            state.first = state.turn = first
            order = state.order_from(first)
            state.flow.reorder(lambda pr: (pr.kind != "skill", order.index(pr.seat)))
            state.say(f"{state.player_name(first)} is the first player instead.")
    home = _home_decks(state)
    for loc, slots in position.get("offer", {}).items():
        if loc not in state.offer or len(slots) != len(state.offer[loc]):
            raise Invalid(f"'position.offer.{loc}' must be a location with "
                          f"{len(state.offer.get(loc, []))} slots" if loc in state.offer
                          else f"'position.offer' names {shown(loc)}, which has no cards")
        decks = ({f"garrison_{c}" for c in ("red", "blue", "green")} if loc == "garrison"
                 else {e.get("deck") for e in state.C.board["locations"] if e["id"] == loc})
        _lay(state, state.offer[loc], slots, f"position.offer.{loc}", home, decks)
    for level, slots in position.get("mountain", {}).items():
        if len(slots) != len(state.mountain[level]):
            raise Invalid(f"'position.mountain.{level}' must have "
                          f"{len(state.mountain[level])} slots")
        _lay(state, state.mountain[level], slots, f"position.mountain.{level}", home,
             {f"mountain_{level}"})
    for name, top in position.get("decks", {}).items():
        deck = state.decks.get(name)
        if deck is None:
            raise Invalid(f"'position.decks' names {shown(name)}, which is not a deck")
        for k, card in enumerate(top):
            if card not in deck:
                raise Invalid(f"'position.decks.{name}[{k}]' is not in that deck: "
                              f"{shown(card)}")
            deck.remove(card)
        deck[0:0] = list(top)
    if len(position.get("boards", [])) > state.players:
        raise Invalid(f"'position.boards' lists more boards than the {state.players} seats")
    for seat, board in enumerate(position.get("boards", [])):
        _set_board(state, seat, board)
    for aide, seat in position.get("aides", {}).items():
        if aide not in state.aides or seat >= state.players:
            raise Invalid(f"'position.aides.{aide}' must be an Aide held by a seat of the game")
        state.aides[aide] = seat
    for name, count in position.get("supply", {}).items():
        if name not in state.supply:
            raise Invalid(f"'position.supply' names {shown(name)}, which is not in the supply")
        state.supply[name] = count
    state.say("The game starts from a prepared position.")
    for k, track in enumerate(position.get("headstarts", [])):
        prompt = state.flow.current
        if prompt is None or prompt.kind != "headstart":
            raise Invalid(f"'position.headstarts[{k}]': nobody is choosing a head start now")
        state.perform(Action.make(prompt.seat, "headstart", track=track))


def _home_decks(state: Any) -> dict[str, str]:
    """Each card's own deck (where a replaced card goes back)."""
    return {card: name for name, cards in state.C.decks.items() for card in cards}


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
    pb = state.boards[seat]
    path = f"position.boards[{seat}]"
    for name in ("gear", "crests", "flame"):
        if name in board:
            setattr(pb, name, board[name])
    pb.hire.update(board.get("hire", {}))
    pb.tracks.update(board.get("tracks", {}))
    for name, kind in (("heroes", "hero"), ("preserves", "preserve")):
        for k, card in enumerate(board.get(name, [])):
            if card not in state.C.cards or state.card(card).kind != kind:
                raise Invalid(f"'{path}.{name}[{k}]' is not a {kind} card: {shown(card)}")
            for deck in state.decks.values():
                if card in deck:
                    deck.remove(card)
            getattr(pb, name).append(card)
