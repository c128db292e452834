"""The Brigade positions as data (see ``rules/scenario.py``).

A position names what differs from the usual setup; what it leaves out stays as set up.
Town cells are labels ("C3": column letter, row number).  Fields:

- ``wardens``: the Warden card each seat picks (seat order), when the mode lets players
  choose; ``warden_at`` / ``warden_water``: per Warden (in order) its cell and water.
- ``blocks``: label -> block id, to put a known block there (swapped with its old cell).
- ``intensity``: label -> fire intensity of every burning block (all others are put out).
- ``renown``: label -> {seat: tokens}; ``loyalty``: label -> seat; ``destroyed``: labels.
- ``wagons``: per Wagon (in order) ``{"at": label, "water": n}``.
- ``tracks``: per Firehouse board (in order) track -> level (0 = the first space).
- ``pyromancer_start``: All-Versus-One: the University block the Pyromancer starts on.
- ``event_card``: the event card shown as the last one drawn (Solo: its icon guides Blaze).
- ``events``: the event deck, top card first.  ``crew``: the crew deck, top card first.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.schema import Int, Invalid, ListOf, MapOf, Record, Str, shown

LABEL = Str(2)
SEAT = Int(-1, 5)

POSITION = Record(optional={
    "wardens": ListOf(Str(40), 6),
    "warden_at": ListOf(LABEL, 8), "warden_water": ListOf(Int(0, 20), 8),
    "blocks": MapOf(Str(40), 64, key=LABEL),
    "intensity": MapOf(Int(1, 4), 64, key=LABEL),
    "renown": MapOf(MapOf(Int(0, 9), 6, key=Str(2)), 64, key=LABEL),
    "loyalty": MapOf(SEAT, 64, key=LABEL),
    "destroyed": ListOf(LABEL, 64),
    "wagons": ListOf(Record(optional={"at": LABEL, "water": Int(0, 20)}, closed=True), 6),
    "tracks": ListOf(MapOf(Int(0, 9), 8, key=Str(20)), 6),
    "events": ListOf(Str(40), 80),
    "crew": ListOf(Str(40), 80),
    "event_card": Str(40),
    "pyromancer_start": LABEL,
}, closed=True)


def apply(state: Any, position: dict[str, Any]) -> None:
    """Lay ``position`` out on a Brigade state fresh from setup."""
    cat = state.cat
    town = state.town

    def tile(label: str, path: str, block: bool = True) -> Any:
        found = town.tile(label)
        if found is None or (block and found.block is None):
            what = "block" if block else "cell"
            raise Invalid(f"'{path}' must be a {what} of the town, not {shown(label)}")
        return found

    picks = list(position.get("wardens", []))
    for k, card in enumerate(picks):
        if card not in cat.wardens:
            raise Invalid(f"'position.wardens[{k}]' is not a Warden card: {shown(card)}")
    while state.pending is not None and state.pending.get("kind") == "warden":
        if not picks:
            raise Invalid("'position.wardens' is missing a Warden card: this mode lets "
                          f"{state.player_name(state.pending['player'])} choose one")
        seat = state.pending["player"]
        card = picks.pop(0)
        if card in state.taken_warden_cards():
            raise Invalid(f"'position.wardens': {shown(card)} is already taken")
        state.pending = None
        state.add_warden(seat, card)
        state.run()
    if picks:
        raise Invalid("'position.wardens' names more Warden cards than this mode lets "
                      "players choose")
    _pyromancer_start(state, position.get("pyromancer_start"))

    for label, block in position.get("blocks", {}).items():
        here = tile(label, f"position.blocks.{label}")
        if block not in cat.blocks:
            raise Invalid(f"'position.blocks.{label}' is not a block: {shown(block)}")
        there = next((t for t in town.tiles.values() if t.block == block), None)
        if there is None:
            raise Invalid(f"'position.blocks.{label}': {shown(block)} is not in this town")
        here.block, there.block = there.block, here.block
    if "intensity" in position:  # the starter events' fire is replaced: so is their story
        state._pending_messages = [m for m in state._pending_messages
                                   if not m.startswith("Starter event") and "burns at" not in m]
        for t in town.tiles.values():
            t.intensity = 0
        for label, value in position["intensity"].items():
            top = cat.blocks[tile(label, f"position.intensity.{label}").block].flame_track
            if value > top:
                raise Invalid(f"'position.intensity.{label}' is {value}, above that block's "
                              f"flame track ({top})")
            town.tiles[label].intensity = value
    for label, tokens in position.get("renown", {}).items():
        t = tile(label, f"position.renown.{label}")
        t.renown = {_seat(state, s, f"position.renown.{label}"): n for s, n in tokens.items()
                    if n}
    for label, seat in position.get("loyalty", {}).items():
        t = tile(label, f"position.loyalty.{label}")
        if not -1 <= seat < state.players:
            raise Invalid(f"'position.loyalty.{label}' is {seat}: there is no such seat")
        t.loyalty = seat
    for k, label in enumerate(position.get("destroyed", [])):
        if tile(label, f"position.destroyed[{k}]").destroyed:
            raise Invalid(f"'position.destroyed[{k}]' names {label} twice")
        town.destroy(label)
    _place_pieces(state, position, tile)
    if "event_card" in position:
        if position["event_card"] not in cat.events:
            raise Invalid(f"'position.event_card' is not an event card: "
                          f"{shown(position['event_card'])}")
        state.event_card = position["event_card"]
    _order_deck(state.events, cat.events, position.get("events"), "events")
    _order_deck(state.crew_deck, cat.crew, position.get("crew"), "crew")
    if state.acting:  # the Action Phase already began: its budget follows the tracks
        state.budget = {w.index: state.actions_per_turn(w) for w in state.wardens
                        if w.seat == state.current}
    state.say("The game starts from a prepared position.")


def _pyromancer_start(state: Any, cell: str | None) -> None:
    """All-Versus-One: the University block the Pyromancer starts on (asked at setup)."""
    asked = state.pending is not None and state.pending.get("kind") == "pyro_start"
    if cell is None:
        if asked:
            raise Invalid("'position.pyromancer_start' is missing: say which University "
                          "block the Pyromancer starts on")
        return
    if not asked:
        raise Invalid("'position.pyromancer_start': this mode has no Pyromancer to place")
    choice = next((a for a in state.legal_actions() if a.get("cell") == cell), None)
    if choice is None:
        raise Invalid(f"'position.pyromancer_start' must be a University block the "
                      f"Pyromancer may start on, not {shown(cell)}")
    state.perform(choice)


def _seat(state: Any, text: str, path: str) -> int:
    if not text.lstrip("-").isdigit() or not -1 <= int(text) < state.players:
        raise Invalid(f"'{path}' names seat {shown(text)}, which is not in this game")
    return int(text)


def _place_pieces(state: Any, position: dict[str, Any], tile: Any) -> None:
    for name, pieces in (("warden_at", state.wardens), ("warden_water", state.wardens),
                         ("wagons", state.wagons), ("tracks", state.boards)):
        given = position.get(name, [])
        if len(given) > len(pieces):
            raise Invalid(f"'position.{name}' lists {len(given)}, but there are only "
                          f"{len(pieces)}")
    for k, label in enumerate(position.get("warden_at", [])):
        state.wardens[k].cell = tile(label, f"position.warden_at[{k}]", block=False).label
    for k, water in enumerate(position.get("warden_water", [])):
        if water > state.wardens[k].capacity:
            raise Invalid(f"'position.warden_water[{k}]' is {water}, above the Brigade's "
                          f"capacity ({state.wardens[k].capacity})")
        state.wardens[k].water = water
    for k, entry in enumerate(position.get("wagons", [])):
        wagon = state.wagons[k]
        if "at" in entry:
            wagon.cell = tile(entry["at"], f"position.wagons[{k}].at", block=False).label
        if "water" in entry:
            wagon.water = entry["water"]
    for k, levels in enumerate(position.get("tracks", [])):
        board = state.boards[k]
        for track, level in levels.items():
            if track not in board.tracks or level >= len(board.tracks[track]):
                raise Invalid(f"'position.tracks[{k}].{track}' must be a track of the board "
                              f"and a level on it")
            board.levels[track] = level


def _order_deck(deck: Any, known: dict[str, Any], order: list[str] | None, name: str) -> None:
    """Put the named cards on top of ``deck`` in that order (the rest follow as shuffled)."""
    if order is None:
        return
    rest = list(deck.cards)
    for k, card in enumerate(order):
        if card not in known:
            raise Invalid(f"'position.{name}[{k}]' is not a card of that deck: {shown(card)}")
        if card not in rest:
            raise Invalid(f"'position.{name}[{k}]': {shown(card)} is not in the deck any more")
        rest.remove(card)
    deck.cards[:] = list(order) + rest
