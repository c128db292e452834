"""Flash Point positions as data (see ``rules/scenario.py``).

A position names what differs from the usual setup; what it leaves out stays as set up.
Spaces are written ``"row,column"`` (row 0 and 7, column 0 and 9 are outside the house);
walls and doors by their edge key ``"row,column,E"`` / ``"row,column,S"`` (the east or south
side of that space).  Fields:

- ``smoke``, ``fire``: every space with smoke / fire (given either, all others are clear and
  the setup's explosions are forgotten: walls whole and doors closed unless given).
- ``hot_spots``, ``hazmats``: spaces (given: they replace the setup's).
  ``hot_spot_reserve`` (the Experienced game): the Hot Spot markers left in the reserve
  (with those on the board, no more than the box holds).
- ``walls``: edge -> damage (0, 1, 2 = destroyed); ``doors``: edge -> closed/open/destroyed.
- ``damage``: damage markers placed (default: the wall damage given).
- ``pois``: ``[{"at": space, "kind": "victim"|"false_alarm", "revealed": bool}]`` (replace).
- ``poi_pool``: the face-down POIs still to come, the next one first.
- ``firefighters``: one entry per firefighter, in order: ``at`` (space), ``ap`` (AP now),
  ``specialist``, ``carrying`` (index into ``pois``).  ``current``: whose turn it is.
- ``engine``, ``ambulance``: parking spot ids (the Experienced game needs both).
- ``rescued``, ``lost``: the tracks.  ``fire_deck``, ``fire_discard``, ``event_deck`` (top
  first), ``flare_supply``: Tragic Events.
- ``dice``: the Advance Fire rolls to come, ``[[red, black], ...]``.
"""

from __future__ import annotations

import re
from typing import Any

from boardgames_desktop.rules.scenario import script_dice, set_known
from boardgames_desktop.rules.schema import Bool, Int, Invalid, ListOf, MapOf, Record, Str, shown

from .data import events, rules, specialists
from .pieces import Poi

SPACE = Str(5)
FIRE_CARDS = ListOf(Str(20, ("fire_rages", "accelerate", "flare_up", "respite")), 40)
SPACES = ListOf(SPACE, 80)
_SPACE_TEXT = re.compile(r"(\d),(\d)\Z")

POSITION = Record(optional={
    "smoke": SPACES, "fire": SPACES, "hot_spots": SPACES, "hazmats": SPACES,
    "hot_spot_reserve": Int(0, 24),
    "walls": MapOf(Int(0, 2), 80, key=Str(8)),
    "doors": MapOf(Str(12, ("closed", "open", "destroyed")), 20, key=Str(8)),
    "damage": Int(0, 23),
    "pois": ListOf(Record(required={"at": SPACE, "kind": Str(12, ("victim", "false_alarm"))},
                          optional={"revealed": Bool()}, closed=True), 15),
    "poi_pool": ListOf(Str(12, ("victim", "false_alarm")), 15),
    "firefighters": ListOf(Record(required={"at": SPACE},
                                  optional={"ap": Int(0, 8), "specialist": Str(40),
                                            "carrying": Int(0, 14)}, closed=True), 6),
    "current": Int(0, 5),
    "engine": Str(40), "ambulance": Str(40),
    "rescued": Int(0, 6), "lost": Int(0, 3),
    "fire_deck": FIRE_CARDS, "fire_discard": FIRE_CARDS,
    "event_deck": ListOf(Str(40), 40),
    "flare_supply": Int(0, 20),
    "dice": ListOf(ListOf(Int(1, 8), 2, shortest=2), 200),
}, closed=True)


def apply(state: Any, position: dict[str, Any]) -> None:
    """Lay ``position`` out on a Flash Point state fresh from setup: the setup decisions
    (vehicles, specialists, places) first, then the board, then whose turn it is."""
    ffs = position.get("firefighters")
    _vehicles(state, position)
    _firefighters(state, ffs)
    _fire(state, position)
    _markers(state, position)
    _walls_and_doors(state, position)
    _pois(state, position)
    _carried(state, ffs or [])
    state.rescued = position.get("rescued", state.rescued)
    state.lost = position.get("lost", state.lost)
    _apply_tragic(state, position)
    _turn(state, position.get("current", 0), ffs or [])
    _dice(state, position.get("dice", []))
    state.say("The game starts from a prepared position.")


def _space(state: Any, text: str, path: str, inside: bool = False) -> int:
    """The board index of the space written ``"row,column"``; Invalid naming ``path``."""
    house = state.house
    match = _SPACE_TEXT.match(text)
    if not match or not (int(match[1]) < house.rows and int(match[2]) < house.columns):
        raise Invalid(f"'{path}' must be a space \"row,column\" on the board, "
                      f"not {shown(text)}")
    cell = house.idx(int(match[1]), int(match[2]))
    if inside and not house.inside[cell]:
        raise Invalid(f"'{path}' must be a space inside the house, not {shown(text)}")
    return cell


def _vehicles(state: Any, position: dict[str, Any]) -> None:
    for vehicle in ("engine", "ambulance"):
        spot = position.get(vehicle)
        if spot is None:
            if state.experienced:
                raise Invalid(f"'position.{vehicle}' is missing: the Experienced game needs "
                              "its parking spot")
            continue
        known = state.house.parking.get(spot)
        if known is None or known.vehicle != vehicle:
            raise Invalid(f"'position.{vehicle}' must be an {vehicle} parking spot, not "
                          f"{shown(spot)}")
        state.park(vehicle, spot)


def _firefighters(state: Any, ffs: list[dict[str, Any]] | None) -> None:
    """Where each firefighter stands and its specialist (the setup's questions answered)."""
    if ffs is not None and len(ffs) != len(state.firefighters):
        raise Invalid(f"'position.firefighters' lists {len(ffs)} firefighters, but this game "
                      f"has {len(state.firefighters)}")
    if ffs is None and state.stage == "setup":
        raise Invalid("'position.firefighters' is missing: say where each one stands")
    used: set[str] = set()
    for index, entry in enumerate(ffs or []):
        ff = state.firefighters[index]
        path = f"position.firefighters[{index}]"
        ff.cell = _space(state, entry["at"], f"{path}.at")
        spec = entry.get("specialist")
        if spec is not None:
            if not state.experienced:
                raise Invalid(f"'{path}.specialist': the Family game has no specialists")
            if spec not in specialists() or spec in used:
                raise Invalid(f"'{path}.specialist' must be an unused specialist, not "
                              f"{shown(spec)}")
            used.add(spec)
            ff.specialist = spec
        elif state.experienced:
            raise Invalid(f"'{path}.specialist' is missing: the Experienced game needs one")
    state.flow.clear()  # the set-up choices are made


def _fire(state: Any, position: dict[str, Any]) -> None:
    """Given smoke or fire, the fire from scratch: the setup's explosions are forgotten."""
    if "smoke" not in position and "fire" not in position:
        return
    state.fire = [0] * len(state.fire)
    state.walls = dict.fromkeys(state.walls, 0)
    state.doors = dict.fromkeys(state.doors, "closed")
    state.fire_steps = []
    state.dice = None
    state._pending_messages = [m for m in state._pending_messages
                               if not m.startswith(("Initial explosion", "Explosion"))]
    for level, name in ((1, "smoke"), (2, "fire")):
        for k, text in enumerate(position.get(name, [])):
            state.fire[_space(state, text, f"position.{name}[{k}]", inside=True)] = level


def _markers(state: Any, position: dict[str, Any]) -> None:
    if "hot_spots" in position:
        state.hot_spots = [False] * len(state.hot_spots)
        for k, text in enumerate(position["hot_spots"]):
            state.hot_spots[_space(state, text, f"position.hot_spots[{k}]", inside=True)] = True
    if "hazmats" in position:
        state.hazmats = [_space(state, t, f"position.hazmats[{k}]", inside=True)
                         for k, t in enumerate(position["hazmats"])]
        state.hazmats_placed = max(state.hazmats_placed, len(state.hazmats))
    if "hot_spot_reserve" in position:
        _hot_spot_reserve(state, position["hot_spot_reserve"])


def _hot_spot_reserve(state: Any, reserve: int) -> None:
    """The Hot Spot markers not yet on the board (the Experienced game draws on them)."""
    if not state.experienced:
        raise Invalid("'position.hot_spot_reserve': the Family game has no Hot Spot reserve")
    box = rules()["components"]["hot_spots"]
    on_board = sum(state.hot_spots)
    if reserve + on_board > box:
        raise Invalid(f"'position.hot_spot_reserve' is {reserve}, but with the {on_board} on "
                      f"the board that is more Hot Spot markers than the box holds ({box})")
    state.hot_spot_reserve = reserve


def _walls_and_doors(state: Any, position: dict[str, Any]) -> None:
    set_known(state.walls, position.get("walls", {}),
              "'position.walls' names {shown}, which is not a wall")
    set_known(state.doors, position.get("doors", {}),
              "'position.doors' names {shown}, which is not a door")
    state.damage = position.get("damage", sum(state.walls.values()))
    if state.damage < sum(state.walls.values()):
        raise Invalid(f"'position.damage' is {state.damage}, less than the wall damage "
                      f"({sum(state.walls.values())})")


def _pois(state: Any, position: dict[str, Any]) -> None:
    if "pois" in position:
        state.pois = []
        for k, entry in enumerate(position["pois"]):
            cell = _space(state, entry["at"], f"position.pois[{k}].at")
            poi = Poi(k + 1, cell, entry["kind"], revealed=bool(entry.get("revealed", False)))
            if poi.kind == "false_alarm" and poi.revealed:
                raise Invalid(f"'position.pois[{k}]': a revealed false alarm leaves the board")
            state.pois.append(poi)
        state.next_poi_id = len(state.pois) + 1
    if "poi_pool" in position:
        state.poi_pool = list(reversed(position["poi_pool"]))  # drawn with pop()


def _carried(state: Any, ffs: list[dict[str, Any]]) -> None:
    """The victims the firefighters carry (indexes into ``pois``)."""
    for index, entry in enumerate(ffs):
        carried = entry.get("carrying")
        if carried is None:
            continue
        path = f"position.firefighters[{index}].carrying"
        if carried >= len(state.pois) or not state.pois[carried].revealed:
            raise Invalid(f"'{path}' must name a revealed victim in 'position.pois'")
        poi = state.pois[carried]
        if poi.cell != state.firefighters[index].cell:
            raise Invalid(f"'{path}': the victim must be on the firefighter's space")
        poi.carrier = index
        state.firefighters[index].victim = poi.id


def _turn(state: Any, current: int, ffs: list[dict[str, Any]]) -> None:
    """Whose turn it is, and every firefighter's AP."""
    if current >= len(state.firefighters):
        raise Invalid(f"'position.current' is {current}, but there are only "
                      f"{len(state.firefighters)} firefighters")
    state.current = current
    for index, entry in enumerate(ffs):
        if "ap" in entry:  # the current one gets its turn's AP from start_turn: take it off
            turn_ap = _turn_ap(state.firefighters[index]) if index == current else 0
            state.firefighters[index].ap = entry["ap"] - turn_ap
    state.start_turn()


def _dice(state: Any, dice: list[list[int]]) -> None:
    """The Advance Fire rolls to come, red and black."""
    for k, (red, _black) in enumerate(dice):
        if red > 6:
            raise Invalid(f"'position.dice[{k}]': the red die shows 1 to 6, not {red}")
    if dice:
        script_dice(state.rng, [d for pair in dice for d in pair])


def _turn_ap(ff: Any) -> int:
    """The AP a firefighter gets at the start of its turn (its specialist's, or the rule's)."""
    return specialists()[ff.specialist].ap if ff.specialist else rules()["ap_per_turn"]


def _apply_tragic(state: Any, position: dict[str, Any]) -> None:
    for name in ("fire_deck", "fire_discard", "event_deck", "flare_supply"):
        if name in position and not state.tragic:
            raise Invalid(f"'position.{name}' needs the Tragic Events game")
    if "fire_deck" in position:
        state.fire_deck = list(position["fire_deck"])
    if "fire_discard" in position:
        state.fire_discard = list(position["fire_discard"])
    if "event_deck" in position:
        known = events()
        for k, card in enumerate(position["event_deck"]):
            if card not in known:
                raise Invalid(f"'position.event_deck[{k}]' is not an Event card: {shown(card)}")
        state.event_deck = list(position["event_deck"])
    if "flare_supply" in position:
        state.flare_supply = position["flare_supply"]
