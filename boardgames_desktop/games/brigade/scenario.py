"""The Brigade positions as data (see ``rules/scenario.py``).

A position names what differs from the usual setup; what it leaves out stays as set up.
Town cells are labels ("C3": column letter, row number).  Fields:

- ``wardens``: the Warden card each seat picks (seat order), when the mode lets players
  choose (left out: each takes the first card offered); ``warden_at`` /
  ``warden_water``: per Warden (in order) its cell and water; ``warden_crew``: per Warden its
  crew members, ``{"card": id, "water": n}`` (they replace the Warden's crew).
- ``blocks``: label -> block id, to put a known block there (swapped with its old cell).
- ``intensity``: label -> fire intensity of every burning block (all others are put out).
- ``renown``: label -> {seat: tokens}; ``loyalty``: label -> seat; ``destroyed``: labels.
- ``wagons``: per Wagon (in order) ``{"at": label, "water": n}``.
- ``tracks``: per Firehouse board (in order) track -> level (0 = the first space).
- ``pyromancer_start``: All-Versus-One: the University block the Pyromancer starts on.
- ``event_card``: the event card shown as the last one drawn (Solo: its icon guides Blaze).
- ``events``: the event deck, top card first.  ``crew``: the crew deck, top card first.
- ``actions_left``: Warden index -> actions left this turn (for Wardens now acting).
- ``favour_tokens``: labels of blocks with a Favour token (Solo, Co-Op; replace the setup's);
  ``favour``: the Favour pool (Solo, Co-Op, 3v1/4v1, the campaign).
- ``evacuation``, ``vp``: the Evacuation and VP track positions; ``influence``: faction ->
  level (Solo, Co-Op, the campaign).
- ``pyromancer`` (3v1/4v1): ``at``, ``mana``, ``tracks`` (track -> level), ``favour``,
  ``actions_left`` (this turn's, up to its Actions track).
- ``blaze_at`` (Solo): Blaze's cell.  ``phoenix_at``, ``phoenix_track`` (the Phoenix
  chapter): the Phoenix's cell and its track.
- ``forge`` (the modes with Equipment): the face-up Forge cards, left to right (they come out
  of the Equipment deck or its discards; the cards shown before go back into the deck);
  ``held`` (Solo): the Equipment cards on the Warden.
- ``shields`` (the modes with Equipment): the lasting Equipment effects in play:
  ``firebreak`` (labels of shielded blocks), ``still_air``, ``skip_insurance``,
  ``skip_event`` (true or false).
- ``chapter_progress`` (the campaign): how far the chapter's task has come: ``loyalties``
  (chapter 1: hideouts flushed out), ``eggs_found`` and ``eggs_held`` (chapter 2),
  ``scroll_bought`` (chapter 3: the Scroll leaves the Forge).
- ``incidents``, ``witnessed`` (3v1/4v1): per Incident track its level and whether the
  Wardens have cleared it (what the Wardens' win is judged on, with ``destroyed`` and the
  Pyromancer's ``favour``).

Given ``intensity`` (the fire from scratch) and no ``event_card``, no event card shows as just
drawn: the setup's starter fireballs belong to a fire that is gone.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.schema import Bool, Int, Invalid, ListOf, MapOf, Record, Str, shown

from .pieces import CrewMember

LABEL = Str(2)
SEAT = Int(-1, 5)

POSITION = Record(optional={
    "wardens": ListOf(Str(40), 6),
    "warden_at": ListOf(LABEL, 8), "warden_water": ListOf(Int(0, 20), 8),
    "warden_crew": ListOf(ListOf(Record(required={"card": Str(40)},
                                        optional={"water": Int(0, 9)}, closed=True), 6), 8),
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
    "actions_left": MapOf(Int(0, 9), 8, key=Str(1)),
    "favour_tokens": ListOf(LABEL, 64),
    "favour": Int(0, 40),
    "evacuation": Int(0, 40), "vp": Int(0, 60),
    "influence": MapOf(Int(0, 9), 6, key=Str(20)),
    "pyromancer": Record(optional={"at": LABEL, "mana": Int(0, 20), "favour": Int(0, 40),
                                   "tracks": MapOf(Int(0, 9), 8, key=Str(20)),
                                   "actions_left": Int(0, 9)}, closed=True),
    "blaze_at": LABEL,
    "phoenix_at": LABEL, "phoenix_track": Int(0, 16),
    "forge": ListOf(Str(40), 6), "held": ListOf(Str(40), 12),
    "shields": Record(optional={"firebreak": ListOf(LABEL, 64), "still_air": Bool(),
                                "skip_insurance": Bool(), "skip_event": Bool()}, closed=True),
    "incidents": ListOf(Int(0, 9), 8), "witnessed": ListOf(Bool(), 8),
    "chapter_progress": Record(optional={"loyalties": Int(0, 40), "eggs_found": Int(0, 40),
                                         "eggs_held": Int(0, 40), "scroll_bought": Bool()},
                               closed=True),
}, closed=True)


def apply(state: Any, position: dict[str, Any]) -> None:
    """Lay ``position`` out on a Brigade state fresh from setup: the set-up's choices first,
    then the town, the pieces, the decks and the tracks."""
    tile = _tile_finder(state.town)
    _pick_wardens(state, position)
    _pyromancer_start(state, position.get("pyromancer_start"))
    _swap_blocks(state, position.get("blocks", {}), tile)
    if "intensity" in position:
        _fire(state, position["intensity"], tile)
    _tokens(state, position, tile)
    _place_pieces(state, position, tile)
    _event_card(state, position.get("event_card"))
    _order_deck(state.events, state.cat.events, position.get("events"), "events")
    _order_deck(state.crew_deck, state.cat.crew, position.get("crew"), "crew")
    if state.acting:  # the Action Phase already began: its budget follows the tracks
        state.budget = {w.index: state.actions_per_turn(w) for w in state.wardens
                        if w.seat == state.current}
    _actions_left(state, position.get("actions_left", {}))
    _favour(state, position, tile)
    _team_tracks(state, position)
    _pyromancer(state, position.get("pyromancer"), tile)
    _figure_at(state, position, "blaze_at", "blaze_cell", "Blaze (Solo)", tile)
    _figure_at(state, position, "phoenix_at", "phoenix_cell", "Phoenix", tile)
    if "phoenix_track" in position:
        _needs(state, "phoenix_track", "phoenix_cell", "Phoenix")
        state.phoenix = position["phoenix_track"]
    _forge(state, position)
    _shields(state, position.get("shields"), tile)
    _incidents(state, position)
    _chapter_progress(state, position.get("chapter_progress"))
    state.say("The game starts from a prepared position.")


def _tile_finder(town: Any) -> Any:
    """``tile(label, path, block=True)``: the town's tile, or Invalid naming ``path``."""
    def tile(label: str, path: str, block: bool = True) -> Any:
        found = town.tile(label)
        if found is None or (block and found.block is None):
            what = "block" if block else "cell"
            raise Invalid(f"'{path}' must be a {what} of the town, not {shown(label)}")
        return found
    return tile


def _pick_wardens(state: Any, position: dict[str, Any]) -> None:
    """Answer the set-up's Warden card choices (left out: the first card offered)."""
    picks = list(position.get("wardens", []))
    for k, card in enumerate(picks):
        if card not in state.cat.wardens:
            raise Invalid(f"'position.wardens[{k}]' is not a Warden card: {shown(card)}")
    first_offered = "wardens" not in position
    while state.pending is not None and state.pending.get("kind") == "warden":
        if first_offered:
            state.forget_listing()
            picks = [next(a["card"] for a in state.legal_actions() if a.kind == "warden")]
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


def _swap_blocks(state: Any, blocks: dict[str, str], tile: Any) -> None:
    for label, block in blocks.items():
        here = tile(label, f"position.blocks.{label}")
        if block not in state.cat.blocks:
            raise Invalid(f"'position.blocks.{label}' is not a block: {shown(block)}")
        there = next((t for t in state.town.tiles.values() if t.block == block), None)
        if there is None:
            raise Invalid(f"'position.blocks.{label}': {shown(block)} is not in this town")
        here.block, there.block = there.block, here.block


def _fire(state: Any, intensity: dict[str, int], tile: Any) -> None:
    """The fire from scratch: the starter events' fire is replaced, so is their story, and
    their fireballs are not shown as just dropped."""
    state._pending_messages = [m for m in state._pending_messages
                               if not m.startswith("Starter event") and "burns at" not in m]
    state.event_card = None
    if hasattr(state, "events_this_phase"):
        state.events_this_phase = []
    for t in state.town.tiles.values():
        t.intensity = 0
    for label, value in intensity.items():
        top = state.cat.blocks[tile(label, f"position.intensity.{label}").block].flame_track
        if value > top:
            raise Invalid(f"'position.intensity.{label}' is {value}, above that block's "
                          f"flame track ({top})")
        state.town.tiles[label].intensity = value


def _tokens(state: Any, position: dict[str, Any], tile: Any) -> None:
    """Renown and Loyalty tokens, and the blocks burnt down."""
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
        state.town.destroy(label)


def _event_card(state: Any, card: str | None) -> None:
    if card is None:
        return
    if card not in state.cat.events:
        raise Invalid(f"'position.event_card' is not an event card: {shown(card)}")
    state.event_card = card
    if hasattr(state, "events_this_phase"):
        state.events_this_phase = [card]


def _actions_left(state: Any, left: dict[str, int]) -> None:
    for key, count in left.items():
        index = int(key) if key.isdigit() else -1
        if index not in state.budget:
            raise Invalid(f"'position.actions_left.{key}' must be a Warden acting now "
                          f"({', '.join(str(k) for k in state.budget) or 'none is'})")
        state.budget[index] = count


def _needs(state: Any, name: str, attribute: str, what: str) -> None:
    if not hasattr(state, attribute):
        raise Invalid(f"'position.{name}': this mode has no {what}")


def _favour(state: Any, position: dict[str, Any], tile: Any) -> None:
    if "favour" in position:
        _needs(state, "favour", "favour", "Favour pool")
        state.favour = position["favour"]
    if "favour_tokens" in position:
        _needs(state, "favour_tokens", "favour", "Favour tokens on blocks")
        for t in state.town.tiles.values():
            t.favour = False
        for k, label in enumerate(position["favour_tokens"]):
            tile(label, f"position.favour_tokens[{k}]").favour = True


def _team_tracks(state: Any, position: dict[str, Any]) -> None:
    if "evacuation" in position:
        _needs(state, "evacuation", "evac", "Evacuation track")
        state.evac.position = position["evacuation"]
    if "vp" in position:
        _needs(state, "vp", "vpt", "VP track")
        if position["vp"] > state.vpt.top:
            raise Invalid(f"'position.vp' is {position['vp']}, above the track's top "
                          f"({state.vpt.top})")
        state.vpt.points = position["vp"]
    for faction, level in position.get("influence", {}).items():
        _needs(state, "influence", "influence", "Influence track")
        if faction not in state.influence.levels or not 1 <= level <= state.influence.top:
            raise Invalid(f"'position.influence.{faction}' must be a faction of the track "
                          f"and a level from 1 to {state.influence.top}")
        state.influence.levels[faction] = level


def _pyromancer(state: Any, given: dict[str, Any] | None, tile: Any) -> None:
    if given is None:
        return
    _needs(state, "pyromancer", "pyro", "Pyromancer")
    pyro = state.pyro
    if "at" in given:
        pyro.cell = tile(given["at"], "position.pyromancer.at").label
    if "mana" in given:
        pyro.mana = given["mana"]
    if "favour" in given:
        pyro.favour = given["favour"]
    for track, level in given.get("tracks", {}).items():
        if track not in pyro.levels or level >= len(state.pyro_rules["tracks"][track]):
            raise Invalid(f"'position.pyromancer.tracks.{track}' must be a track of the "
                          "Pyromancer's board and a level on it")
        pyro.levels[track] = level
    if "mana" in given and pyro.mana > state.pyro_value("mana"):
        raise Invalid(f"'position.pyromancer.mana' is {pyro.mana}, above the Mana Pool "
                      f"({state.pyro_value('mana')})")
    if "actions_left" in given:
        if given["actions_left"] > state.pyro_value("actions"):
            raise Invalid(f"'position.pyromancer.actions_left' is {given['actions_left']}, "
                          f"above the Actions track ({state.pyro_value('actions')})")
        pyro.actions_left = given["actions_left"]


def _figure_at(state: Any, position: dict[str, Any], name: str, attribute: str, what: str,
               tile: Any) -> None:
    if name in position:
        _needs(state, name, attribute, what)
        setattr(state, attribute, tile(position[name], f"position.{name}", block=False).label)


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
    state.forget_listing()
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
                         ("warden_crew", state.wardens),
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
    for k, members in enumerate(position.get("warden_crew", [])):
        crew = []
        for n, member in enumerate(members):
            card = state.cat.crew.get(member["card"])
            if card is None:
                raise Invalid(f"'position.warden_crew[{k}][{n}].card' is not a crew card: "
                              f"{shown(member['card'])}")
            water = member.get("water", card.water)
            if water > card.water:
                raise Invalid(f"'position.warden_crew[{k}][{n}].water' is {water}, above that "
                              f"crew member's {card.water}")
            crew.append(CrewMember(card.id, water))
        state.wardens[k].crew = crew
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


def _forge(state: Any, position: dict[str, Any]) -> None:
    """The face-up Forge (its cards taken out of the deck or its discards) and the Equipment
    the Solo Warden holds."""
    for name in ("forge", "held"):
        if name not in position:
            continue
        _needs(state, name, name, "Forge" if name == "forge" else "Equipment held by a Warden")
        cards = position[name]
        for k, card in enumerate(cards):
            if card not in state.equipment_info:
                raise Invalid(f"'position.{name}[{k}]' is not an Equipment card: {shown(card)}")
            if card in cards[:k]:
                raise Invalid(f"'position.{name}[{k}]' names {shown(card)} twice")
    if "forge" in position:
        if len(position["forge"]) > state.forge_size():
            raise Invalid(f"'position.forge' shows {len(position['forge'])} cards, but the "
                          f"Forge track allows {state.forge_size()}")
        state.equipment.cards.extend(state.forge)
        state.forge = []
    for name, shown_cards in (("forge", state.forge if "forge" in position else []),
                              ("held", state.held if "held" in position else [])):
        for k, card in enumerate(position.get(name, [])):
            piles = [state.equipment.cards, state.equipment.discards]
            pile = next((p for p in piles if card in p), None)
            if pile is None:
                raise Invalid(f"'position.{name}[{k}]': {shown(card)} is not in the Equipment "
                              "deck (already in play, or not in this mode's deck)")
            pile.remove(card)
            shown_cards.append(card)


def _shields(state: Any, given: dict[str, Any] | None, tile: Any) -> None:
    if given is None:
        return
    _needs(state, "shields", "shields", "Equipment shields")
    for k, label in enumerate(given.get("firebreak", [])):
        tile(label, f"position.shields.firebreak[{k}]")
    state.shields.update({k: list(v) if isinstance(v, list) else v for k, v in given.items()})


def _incidents(state: Any, position: dict[str, Any]) -> None:
    """3v1/4v1: the Incident tracks' levels and which ones the Wardens cleared."""
    for name in ("incidents", "witnessed"):
        if name not in position:
            continue
        _needs(state, name, "witnessed", "Incident tracks")
        tracks = len(state.witnessed)
        if len(position[name]) != tracks:
            raise Invalid(f"'position.{name}' lists {len(position[name])} Incident tracks, "
                          f"but this mode has {tracks}")
    if "incidents" in position:
        state.incident_levels = list(position["incidents"])
    if "witnessed" in position:
        state.witnessed = list(position["witnessed"])
    top = len(state.avo_rulings["wardens"]["incident_track"]) if "incidents" in position else 0
    for k, level in enumerate(position.get("incidents", [])):
        if level >= top:
            raise Invalid(f"'position.incidents[{k}]' is {level}: the Incident track has "
                          f"levels 0 to {top - 1}")


#: the chapter whose task each ``chapter_progress`` field counts
_CHAPTER_OF = {"loyalties": 1, "eggs_found": 2, "eggs_held": 2, "scroll_bought": 3}


def _chapter_progress(state: Any, given: dict[str, Any] | None) -> None:
    """The campaign chapter's task so far (hideouts, Phoenix Eggs, the Scroll)."""
    if given is None:
        return
    _needs(state, "chapter_progress", "chapter", "campaign chapter")
    for name in given:
        if _CHAPTER_OF[name] != state.chapter:
            raise Invalid(f"'position.chapter_progress.{name}' belongs to chapter "
                          f"{_CHAPTER_OF[name]}, not {state.chapter}")
    if given.get("eggs_held", 0) > given.get("eggs_found", state.eggs_found):
        raise Invalid("'position.chapter_progress.eggs_held' is more than the Eggs found")
    if "loyalties" in given:
        state.loyalties = given["loyalties"]
    if "eggs_found" in given:
        state.eggs_found = given["eggs_found"]
    if "eggs_held" in given:
        state.eggs_held = given["eggs_held"]
    if given.get("scroll_bought"):
        scroll = state.chapter_data["scroll"]
        if scroll not in state.forge:
            raise Invalid("'position.chapter_progress.scroll_bought': the Scroll is not in the "
                          "Forge to be bought")
        state.forge.remove(scroll)
        state.scroll_bought = True
