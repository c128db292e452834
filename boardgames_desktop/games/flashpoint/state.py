"""Flash Point: Fire Rescue — the game state, setup and turn flow.

What the board view reads (all plain data on the state; cells are int indices
``row * 10 + column``, use ``house.rc(i)`` / ``cell_info(r, c)``):

- ``house`` (class attribute): the static plan — ``walls``/``doors`` edge keys ``"r,c,E|S"``,
  ``entrances``, ``parking`` spots, ``quadrants``, ``arrows``, ``inside`` per cell.
- ``walls``: edge key → damage markers (0, 1, 2 = destroyed); ``doors``: edge key →
  "closed" / "open" / "destroyed"; ``damage``: damage markers placed in all.
- ``fire``: per cell 0 nothing, 1 smoke, 2 fire; ``hot_spots``: per cell bool;
  ``hazmats``: cells of hazmats lying on the board (a list; one entry per hazmat).
- ``pois``: list of :class:`Poi` (face down, or revealed victims; ``treated``; ``carrier``).
- ``firefighters``: list of :class:`Firefighter` (``colour``, ``specialist``, ``seat``, AP).
- ``engine`` / ``ambulance``: parking spot ids (None in the Family game / before setup).
- ``rescued``, ``lost`` (tracks), ``dice``: the last [red, black] roll, ``deck_gun_shot``.
- ``fire_steps``: structured records of the current (or last) Advance Fire phase, one dict
  per step with a ``"step"`` key: fire_card, event, roll, suppressed, flip, smoke, ignite,
  explosion (with ``directions``: per direction the ``path`` of cells and how it ``end``ed),
  flashover (``cells``), hazmat, flare_up, hot_spot, knockdown, poi_lost, outside_cleared,
  replenish, add_flare_up, shuffle_fire, no_marker (all 33 fire/smoke markers in use), ...
  The view can replay them one by one;
  ``steps.step_text(record)`` gives each a sentence.  Initial explosions of the
  Experienced setup stay there until the first fire phase.
- Tragic Events: ``fire_deck``, ``fire_discard`` (card names), ``flare_supply``,
  ``flare_removed``, ``event_deck``, ``event_discard`` (event ids), ``last_event``,
  ``peeked_event``.
- ``stage``: "setup", "actions", "fire" (``flow.phase``); ``flow``: the decisions being waited
  for and the automatic steps still to run (``rules/flow.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from boardgames_desktop.rules import GameState, Outcome
from boardgames_desktop.rules.flow import Flow, FlowStage
from boardgames_desktop.rules.results import Results

from . import hidden, seat_view
from .actions import ActionMixin
from .data import LEVELS, events, rules, specialists
from .events import EventMixin
from .fire import FireMixin
from .house import House, load_house
from .moves.base import edge_blocker
from .moves.decisions import BY_STEP
from .perform import PerformMixin
from .pieces import Firefighter, Poi
from .results import flashpoint_results


class FlashPointState(ActionMixin, PerformMixin, FireMixin, EventMixin, FlowStage, GameState):
    game_id = "flashpoint"
    resample_hidden = hidden.resample_hidden  # what a seat cannot see (determinized)
    view = seat_view.view  # what a seat may see (plain data, nothing hidden)
    hidden_information = False  # cooperative: everything public is shared at the table
    house: ClassVar[House] = load_house()
    #: (victims to win, victims lost to lose, damage to collapse), read on first setup
    _limits: ClassVar[tuple[int, int, int] | None] = None

    # ----- setup ----------------------------------------------------------------------------
    def setup(self) -> None:
        game_rules = rules()
        if FlashPointState._limits is None:
            FlashPointState._limits = (game_rules["win_rescued"], game_rules["lose_lost"],
                                       game_rules["lose_damage"])
        opts = self.options
        self.experienced = self.mode == "experienced"
        self.tragic = bool(opts.get("tragic_events", False)) and self.experienced
        level = str(opts.get("difficulty", "Recruit")).capitalize()
        self.level: str | None = level if self.experienced else None
        count = max(self.players, int(opts.get("firefighters", 1) or 1))
        self._nothing_placed()
        colours = game_rules["colours"]
        self.firefighters = [Firefighter(i, i % self.players, colours[i]) for i in range(count)]
        pois = game_rules["pois"]
        pool = ["victim"] * pois["victims"] + ["false_alarm"] * pois["false_alarms"]
        self.rng.shuffle(pool)
        self.poi_pool = pool
        self.current = 0
        self.say(f"{len(self.firefighters)} firefighters; "
                 + ("Family game." if not self.experienced else
                    f"Experienced game, {self.level}"
                    + (" with Tragic Events." if self.tragic else ".")))
        if self.experienced:
            self._setup_experienced()
        else:
            self._setup_family()
        self._ask_setup_questions()

    def _nothing_placed(self) -> None:
        """The house and the decks before anything is placed: walls whole, doors closed, no
        fire, no piece, no card, nobody's turn yet."""
        house = self.house
        n = house.rows * house.columns
        self.walls: dict[str, int] = {k: 0 for k in house.walls}
        self.doors: dict[str, str] = {k: "closed" for k in house.doors}
        self.damage = 0
        self.fire = [0] * n
        self.hot_spots = [False] * n
        self.hazmats: list[int] = []
        self.hazmats_placed = 0
        self.pois: list[Poi] = []
        self.next_poi_id = 1
        self.rescued = 0
        self.lost = 0
        self.dice: list[int] | None = None
        self.deck_gun_shot: dict[str, Any] | None = None
        self.fire_steps: list[dict[str, Any]] = []
        self.flow = Flow("setup")
        self.engine: str | None = None
        self.ambulance: str | None = None
        self.turn_number = 0
        self.turn_flags: dict[str, int] = {}
        self.turn_effects: dict[str, int] = {}
        self.next_turn_effects: dict[str, int] = {}
        self.chain_flares = 0
        self.chain_last = -1
        self.hot_spot_reserve = 0
        self.fire_deck: list[str] = []
        self.fire_discard: list[str] = []
        self.flare_supply = 0
        self.flare_removed = 0
        self.event_deck: list[str] = []
        self.event_discard: list[str] = []
        self.last_event: str | None = None
        self.last_fire_card: str | None = None
        self.peeked_event: str | None = None

    def _setup_family(self) -> None:
        """The Family game's printed start: its fires and its POIs."""
        game_rules = rules()
        house = self.house
        for r, c in game_rules["family"]["fire"]:
            self.fire[house.idx(r, c)] = 2
        for r, c in game_rules["family"]["pois"]:
            self._new_poi(house.idx(r, c))

    def _ask_setup_questions(self) -> None:
        """The set-up choices are the first decisions asked: in the Experienced game where the
        vehicles park and each firefighter's specialist, then where each firefighter starts."""
        flow = self.flow
        if self.experienced:
            flow.ask(0, "vehicle", vehicle="engine")
            flow.ask(0, "vehicle", vehicle="ambulance")
            for ff in self.firefighters:
                flow.ask(ff.seat, "specialist", ff=ff.index)
                flow.ask(ff.seat, "place", ff=ff.index)
        else:
            for ff in self.firefighters:
                flow.ask(ff.seat, "place", ff=ff.index)
        flow.settle()

    def _setup_experienced(self) -> None:
        game_rules = rules()
        house = self.house
        level_data = game_rules["levels"][self.level]
        tries = game_rules["rulings"]["reroll_onto_fire_tries"]
        second_black = 1
        for k in range(level_data["explosions"]):
            if k == 0:
                black = self.rng.roll(8)
                red, black = game_rules["first_explosion_cells"][black - 1]
            elif k == 2:
                black = 9 - second_black
                red = self.rng.roll(6)
                for _ in range(tries):
                    if self.fire[house.idx(red, black)] != 2:
                        break
                    red = self.rng.roll(6)
                else:
                    red, black = self._roll_not_fire()
            else:
                red, black = self._roll_not_fire()
                if k == 1:
                    second_black = black
            cell = house.idx(red, black)
            self.fire[cell] = 2
            if not self.tragic:
                self.hot_spots[cell] = True
            self.say(f"Initial explosion at {house.label(cell)}.")
            self.explode(cell)
        for i in house.outside_cells():
            self.fire[i] = 0  # fire blown outside by a setup explosion does not stay
        for _ in range(level_data["hazmats"]):
            cell = self._roll_placement(lambda i: self.fire[i] == 0 and not self._pois_at(i)
                                        and i not in self.hazmats)
            self.hazmats.append(cell)
            self.hazmats_placed += 1
        for _ in range(game_rules["pois"]["on_board"]):
            cell = self._roll_placement(lambda i: self.fire[i] == 0 and not self._pois_at(i))
            self._new_poi(cell)
        if not self.tragic:
            extra = level_data["extra_hot_spots"] + game_rules["hot_spots_by_firefighters"][
                min(len(self.firefighters), 6)]
            for _ in range(extra):
                cell = self._roll_placement(lambda i: not self.hot_spots[i])
                self.hot_spots[cell] = True
            self.hot_spot_reserve = level_data["hot_spot_reserve"]
        else:
            n = len(self.firefighters)
            row = next(x for x in game_rules["fire_deck"]
                       if x["firefighters"][0] <= n <= x["firefighters"][1]
                       and x["level"] == self.level)
            self.fire_deck = ["fire_rages"] * row["fire_rages"] + ["accelerate"] * row["accelerate"]
            self.rng.shuffle(self.fire_deck)
            self.flare_supply = level_data["flare_ups"]
            self.event_deck = list(events())
            self.rng.shuffle(self.event_deck)

    def _roll_not_fire(self) -> tuple[int, int]:
        while True:
            red, black = self.rng.roll(6), self.rng.roll(8)
            if self.fire[self.house.idx(red, black)] != 2:
                return red, black

    def _roll_placement(self, valid: Any) -> int:
        """Roll a space; an invalid one follows the board arrows (ruling: an arrow loop
        back to a visited space means rolling again)."""
        house = self.house
        if not any(valid(i) for i in house.inside_tuple):
            return -1  # nowhere to put it: the placement is skipped
        while True:
            red, black = self.rng.roll(6), self.rng.roll(8)
            self.dice = [red, black]
            cell = house.idx(red, black)
            seen = set()
            while not valid(cell) and cell not in seen:
                seen.add(cell)
                cell = house.follow_arrow(cell)
            if valid(cell):
                return cell

    def _new_poi(self, cell: int) -> Poi | None:
        if not self.poi_pool:
            return None
        poi = Poi(self.next_poi_id, cell, self.poi_pool.pop())
        self.next_poi_id += 1
        self.pois.append(poi)
        return poi

    # ----- copies for search (rules/CLONE_PROTOCOL.md) ------------------------------------
    def copy_game_data(self, twin: GameState) -> None:
        """Copy the mutable game data by hand; plain values and never-changed data are shared.

        Shared: ``fire_steps`` records (each is written once and never changed; the list is
        copied), the flow's decisions and steps (immutable).
        Attributes this method does not know are deep-copied, so a new one is never shared
        by mistake.
        """
        self.copy_with(twin, _COPIERS)

    # ----- queries ----------------------------------------------------------------------------
    def _pois_at(self, cell: int) -> list[Poi]:
        return [p for p in self.pois if p.cell == cell]

    def _ffs_at(self, cell: int) -> list[Firefighter]:
        return [f for f in self.firefighters if f.cell == cell]

    def is_open(self, key: str) -> bool:
        """Whether fire, smoke and firefighters pass the edge ``key``."""
        return edge_blocker(self.walls, self.doors, key) is None

    def open_neighbours(self, cell: int) -> list[int]:
        return [j for _d, j, k in self.house.links[cell] if self.is_open(k)]

    def parked(self, vehicle: str) -> str | None:
        """The spot where ``vehicle`` ("engine" or "ambulance") is parked; None before the
        setup parks it, in the Family game, or for anything that is not a vehicle."""
        if vehicle == "engine":
            return self.engine
        return self.ambulance if vehicle == "ambulance" else None

    def park(self, vehicle: str, spot: str) -> None:
        """Put ``vehicle`` ("engine" or "ambulance") on ``spot``."""
        if vehicle == "engine":
            self.engine = spot
        elif vehicle == "ambulance":
            self.ambulance = spot
        else:
            raise ValueError(f"{vehicle!r} is not a vehicle")

    def spot_cells(self, spot: str | None) -> tuple[int, ...]:
        return self.house.parking[spot].cells if spot else ()

    def specialist_of(self, ff: Firefighter) -> str | None:
        return ff.specialist

    def ff_name(self, ff: Firefighter) -> str:
        spec = specialists()[ff.specialist].name if ff.specialist else ""
        base = f"{ff.colour.capitalize()} firefighter"
        return f"{base} ({spec})" if spec else base

    def cell_info(self, r: int, c: int) -> dict[str, Any]:
        """Everything on one space, for drawing (never show a face-down POI's ``kind``)."""
        i = self.house.idx(r, c)
        return {
            "inside": self.house.inside[i],
            "fire": ["none", "smoke", "fire"][self.fire[i]],
            "hot_spot": self.hot_spots[i],
            "hazmats": self.hazmats.count(i),
            "pois": [p for p in self.pois if p.cell == i],
            "firefighters": [f for f in self.firefighters if f.cell == i],
            "engine": self.engine is not None and i in self.spot_cells(self.engine),
            "ambulance": self.ambulance is not None and i in self.spot_cells(self.ambulance),
        }

    def ff_short(self, ff: Firefighter) -> str:
        """'Red (Paramedic)', or 'Red firefighter' without a specialist (Family game)."""
        spec = specialists()[ff.specialist].name if ff.specialist else ""
        return (f"{ff.colour.capitalize()} ({spec})" if spec
                else f"{ff.colour.capitalize()} firefighter")

    def player_name(self, player: int) -> str:
        """'Player 2 (Blue)': the seat with the colour(s) of its firefighter(s), so the log and
        the status line tell each player which figure is theirs."""
        colours = [f.colour.capitalize() for f in getattr(self, "firefighters", [])
                   if f.seat == player]
        return f"Player {player + 1}" + (f" ({', '.join(colours)})" if colours else "")

    @property
    def current_ff(self) -> Firefighter:
        return self.firefighters[self.current]

    @property
    def active_players(self) -> list[int]:
        win, lose, collapse = self._limits  # type: ignore[misc]  # is_over, without a call
        if self.rescued >= win or self.lost >= lose or self.damage >= collapse:
            return []
        flow = self.flow
        if flow.queue:
            return flow.active_seats()
        return [self.current_ff.seat]

    @property
    def phase(self) -> str:
        """Who must do what now, in one line (the app shows it under the active player)."""
        if self.is_over:
            return "Game over"
        asked = self.flow.current
        if asked is not None:
            return BY_STEP[asked.kind].text(self, asked)
        ff = self.current_ff
        if not any(self.ap_for(ff, k) for k in ("move", "extinguish", "command", "plan")):
            return f"{self.ff_short(ff)}: no AP left — end the turn" + (
                " (you stand in fire: you will be knocked down)"
                if ff.cell >= 0 and self.fire[ff.cell] == 2 else "")
        danger = ""
        if ff.cell >= 0 and self.fire[ff.cell] == 2:
            danger = (" — careful: you stand in fire and will be knocked down if you are "
                      "still there when the fire advances")
        return (f"{self.ff_short(ff)}: take actions ({self.ap_words(ff)}), then end the turn"
                + danger)

    def ap_words(self, ff: Firefighter) -> str:
        words = f"{ff.ap} AP"
        if ff.bonus_ap:
            words += f" + {ff.bonus_ap} {ff.bonus_kind} AP"
        if ff.extra_extinguish:
            words += f" + {ff.extra_extinguish} extinguish AP"
        return words

    def roll_words(self, red: int, black: int) -> str:
        """'red 3, black 1 → space 31' (the red die gives the row, the black the column)."""
        return f"red {red}, black {black} → {self.where(self.house.idx(red, black))}"

    def hit_words(self, cell: int) -> str:
        """What an Advance Fire roll would do at ``cell``: 'smoke', 'fire' or 'an explosion'."""
        return ("smoke", "fire", "an explosion")[self.fire[cell]]

    def where(self, cell: int) -> str:
        """'space 31' inside the house, 'outside square 7,0' outside."""
        house = self.house
        return f"space {house.label(cell)}" if house.inside[cell] else house.label(cell)

    @property
    def is_over(self) -> bool:
        """Whether the game ended (the same test as ``outcome``, without making one)."""
        win, lose, collapse = self._limits  # type: ignore[misc]
        return self.rescued >= win or self.lost >= lose or self.damage >= collapse

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        game_rules = rules()
        everyone = tuple(range(self.players))
        if self.rescued >= game_rules["win_rescued"]:
            return Outcome(everyone, f"{self.rescued} victims rescued — the fire is beaten.",
                           cooperative=True)
        if self.lost >= game_rules["lose_lost"]:
            return Outcome((), f"{self.lost} victims were lost in the fire.", cooperative=True)
        if self.damage >= game_rules["lose_damage"]:
            return Outcome((), f"The house collapsed ({self.damage} damage markers placed).",
                           cooperative=True)
        return None

    def results(self, names: list[str]) -> Results | None:
        """The results screen: the team by its typed names, why it ended, the score against
        the limits and each firefighter's part (``results.py``)."""
        return flashpoint_results(self, names)

    # ----- the flow's automatic steps (Advance Fire and what follows a turn) -------------
    def ask(self, seat: int, kind: str, **details: Any) -> None:
        """Wait for ``seat``'s decision; asked of another seat than the current
        firefighter's, it interrupts that seat's turn."""
        turn_seat = self.current_ff.seat
        self.flow.ask(seat, kind, interrupts=None if seat == turn_seat else turn_seat,
                      **details)

    def run(self) -> None:
        """Run the scheduled steps (by their name in ``STEPS``) until someone must decide."""
        flow = self.flow
        steps = flow.steps
        queue = flow.queue
        win, lose, collapse = self._limits  # type: ignore[misc]  # is_over, without a call
        while steps and not queue and self.rescued < win and self.lost < lose \
                and self.damage < collapse:
            step = steps.pop()  # flow.next_step(): the last scheduled step runs first
            STEPS[step[0]](self, *step[1:])
        if self.is_over:
            flow.clear_steps()

    def task_next_turn(self) -> None:
        self.current = (self.current + 1) % len(self.firefighters)
        self.start_turn()
        self.mark_turn_end()

    def start_turn(self) -> None:
        ff = self.current_ff
        spec = specialists()[ff.specialist] if ff.specialist else None
        self.turn_effects = self.next_turn_effects
        self.next_turn_effects = {}
        per_turn = spec.ap if spec else rules()["ap_per_turn"]
        ff.ap = max(0, ff.ap + per_turn - self.turn_effects.get("ap_penalty", 0))
        ff.bonus_ap = spec.bonus_ap if spec else 0
        ff.bonus_kind = spec.bonus_kind if spec else ""
        ff.extra_extinguish = self.turn_effects.get("bonus_extinguish", 0)
        self.turn_flags = {}
        self.turn_number += 1
        self.stage = "actions"
        extra = []
        if "no_move" in self.turn_effects:
            extra.append("may not move (Event)")
        if "no_drive" in self.turn_effects:
            extra.append("no vehicle may be driven (Event)")
        if "no_deck_gun" in self.turn_effects:
            extra.append("no deck gun (Event)")
        self.say_heading(f"Turn {self.turn_number}: {self.ff_short(ff)} has {self.ap_words(ff)}"
                 + (" — " + "; ".join(extra) if extra else "") + ".")

    def end_actions(self) -> None:
        """End of the current firefighter's actions: save AP, then the fire phase."""
        ff = self.current_ff
        ff.ap = min(ff.ap, rules()["max_saved_ap"])
        ff.bonus_ap = 0
        ff.extra_extinguish = 0
        self.stage = "fire"
        self.fire_steps = []
        self.deck_gun_shot = None
        self.flow.schedule(("fire_phase",), ("replenish",), ("next_turn",))
        self.run()




def _copy_shot(shot: dict[str, Any] | None) -> dict[str, Any] | None:
    if shot is None:
        return None
    twin = dict(shot)
    twin["rolls"] = [list(r) for r in shot["rolls"]]
    twin["rolled"] = list(shot["rolled"])
    twin["flipped"] = list(shot["flipped"])
    twin["cells"] = [list(c) for c in shot["cells"]]
    return twin


#: How ``copy_game_data`` copies each mutable attribute (plain values are shared).
_COPIERS: dict[str, Callable[[Any], Any]] = {
    "walls": dict.copy,
    "doors": dict.copy,
    "fire": list.copy,
    "hot_spots": list.copy,
    "hazmats": list.copy,
    "pois": lambda pois: [p.copy() for p in pois],
    "firefighters": lambda ffs: [f.copy() for f in ffs],
    "dice": lambda dice: None if dice is None else list(dice),
    "deck_gun_shot": _copy_shot,
    "fire_steps": list.copy,
    "flow": Flow.copy,
    "turn_flags": dict.copy,
    "turn_effects": dict.copy,
    "next_turn_effects": dict.copy,
    "fire_deck": list.copy,
    "fire_discard": list.copy,
    "event_deck": list.copy,
    "event_discard": list.copy,
    "poi_pool": list.copy,
}


#: The flow's automatic steps by the name they are scheduled under
#: (``flow.schedule(("name", *arguments))``): Advance Fire, the Tragic Events' Fire deck
#: and Event, and what follows a turn.
STEPS: dict[str, Callable[..., None]] = {
    "fire_phase": FlashPointState.task_fire_phase,
    "advance_start": FlashPointState.task_advance_start,
    "advance_roll": FlashPointState.task_advance_roll,
    "advance_resolve": FlashPointState.task_advance_resolve,
    "advance_end": FlashPointState.task_advance_end,
    "settle": FlashPointState.task_settle,
    "knockdown": FlashPointState.task_knockdown,
    "lost_pois": FlashPointState.task_lost_pois,
    "clear_outside": FlashPointState.task_clear_outside,
    "replenish": FlashPointState.task_replenish,
    "fire_draw": FlashPointState.task_fire_draw,
    "fire_finish": FlashPointState.task_fire_finish,
    "add_flare": FlashPointState.task_add_flare,
    "fire_shuffle": FlashPointState.task_fire_shuffle,
    "event_draw": FlashPointState.task_event_draw,
    "next_turn": FlashPointState.task_next_turn,
}


def make_state(mode: str, players: int, seed: int, options: dict[str, Any]) -> FlashPointState:
    """The registry's factory: checks the options, then sets up the game."""
    opts = dict(options)
    if mode not in ("family", "experienced"):
        raise ValueError(f"Flash Point has no mode '{mode}'.")
    if mode == "family":
        if opts.get("tragic_events"):
            raise ValueError("Tragic Events needs the Experienced game.")
        opts.pop("tragic_events", None)
        opts.pop("difficulty", None)
    else:
        level = str(opts.get("difficulty", "Recruit")).capitalize()
        if level not in LEVELS:
            raise ValueError(f"Unknown difficulty '{opts.get('difficulty')}' "
                             f"(choose {', '.join(LEVELS)}).")
        opts["difficulty"] = level
        opts["tragic_events"] = bool(opts.get("tragic_events", False))
    ffs = int(opts.get("firefighters", 1) or 1)
    if not 1 <= ffs <= 6:
        raise ValueError("A game has 1 to 6 firefighters.")
    return FlashPointState(mode, players, seed, opts)
