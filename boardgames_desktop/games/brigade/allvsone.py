"""All-Versus-One: the Pyromancer (seat 0) against a team of Wardens — modes ``3v1``/``4v1``.

Setup (3v1): the base town with a Favour token on every block (not the Firehouses), 3 Wardens
on their Firehouses (one player may run several; seats in allvsone.json; option
``avo_wardens`` plays fewer, down to one per Warden player — "up to 3 other players become
the Wardens" — on the boards as printed), one shared Wagon on the first Warden's
Firehouse, the Wardens' board (Wagon, Actions track, Incident tracks) and the Pyromancer's
board (pyromancer.py).  The Warden players choose their Warden cards (basic side), each
for each of their Wardens in Firehouse order ("Set up as normal game"; allvsone.json
``warden_cards``), the Pyromancer picks a University block to start on, then 2 starter
events resolve and the Pyromancer takes the first turn.  4v1: 4 Wardens, the Big Buildings
town and events, 6 Incident tracks and the higher Pyromancer targets.

Turns alternate: Pyromancer (Upkeep, Actions) — Wardens (Event Phase: as many events as the
Firestorm shows, then every Warden acts in any order, interleaved freely; each seat ends its
part with "Done"; then Incidents are witnessed) — Pyromancer ...  ``events_this_phase``
lists every event card of the latest Event Phase (``event_card`` is only its last card).

Rulings (allvsone.json): Renown is the team's; gaining a block's Loyalty gives the Wardens
its Favour token; each Warden may upgrade once per turn (Wagon, its own Actions marker, or
one Incident track); at most one Incident is witnessed per Wardens' turn, the Wardens choose
which track when tracks needing different numbers qualify; the Pyromancer collects the
Favour token of every block that burns down, whatever set it alight; when the Pyromancer's
block burns down under them they step to a neighbouring block of their choice.  If the same
event both completes a Pyromancer target and puts the last fire out, the Pyromancer wins.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.registry import ModeInfo, OptionInfo
from boardgames_desktop.rules.resources import load_json, require
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import GameState, Outcome

from . import event_phase_record, team_wardens, warden_picks
from . import mode as base_game
from .data import BlockInfo
from .event_phase_record import EventPhaseRecordMixin
from .events import build_event_decks
from .mode import Choice, Mode, Move
from .pieces import Wagon, Warden, new_board
from .pyromancer import (
    PYRO,
    PYROMANCER_CHOICES,
    PYROMANCER_MOVES,
    PYROMANCER_OPS,
    PyromancerMixin,
    new_pyromancer,
)
from .state import ACTION, BASE_CHOICES, BASE_MOVES, BASE_OPS, moves_with
from .team_favour import TeamFavourMixin
from .team_wardens import TeamWardensMixin
from .town import Tile, build_town
from .warden_picks import WardenPicksMixin

MODES = ("3v1", "4v1")
ABILITY_NAMES = {"prevent": "Prevent Damage", "refill": "Refill", "douse": "Douse"}
#: a Warden's upgrade offers by everything they depend on (see gen_upgrade)
_UPGRADES: dict[tuple[Any, ...], list[Action]] = {}


@lru_cache(maxsize=1)
def avo_rules() -> dict[str, Any]:
    """allvsone.json, validated; raises ResourceError naming file and field."""
    raw = load_json("brigade", "allvsone.json")
    f = "allvsone.json"
    if require(raw, "pyromancer_seat", int, f) != 0:
        raise ResourceError(f"{f}: field 'pyromancer_seat' must be 0 (the Pyromancer plays "
                            "first)")
    require(raw, "starter_events", int, f)
    if raw.get("warden_cards") not in ("choose", "random"):
        raise ResourceError(f"{f}: field 'warden_cards' must be 'choose' or 'random'")
    modes = require(raw, "modes", dict, f)
    for mode in MODES:
        m = require(modes, mode, dict, f"{f}: modes")
        where = f"{f}: modes.{mode}"
        low, high = require(m, "players_low", int, where), require(m, "players_high", int, where)
        n = require(m, "wardens", int, where)
        if not 1 <= n <= 4:
            raise ResourceError(f"{where}: field 'wardens' must be 1..4")
        seats = require(m, "seats", dict, where)
        for players in range(low, high + 1):
            row = require(seats, str(players), list, f"{where}.seats")
            if len(row) != n or sorted(set(row)) != list(range(1, players)):
                raise ResourceError(f"{where}.seats.{players}: {n} Wardens, every seat "
                                    f"1..{players - 1} running at least one")
        fewer = require(m, "fewer_wardens", dict, where)
        for count, table in fewer.items():
            if count.startswith("_"):
                continue
            if not count.isdigit() or not 1 <= int(count) < n:
                raise ResourceError(f"{where}.fewer_wardens: key '{count}' must be a Warden "
                                    f"count 1..{n - 1}")
            for players, row in table.items():
                if (not isinstance(row, list) or len(row) != int(count)
                        or not players.isdigit() or not low <= int(players) <= high
                        or sorted(set(row)) != list(range(1, int(players)))):
                    raise ResourceError(f"{where}.fewer_wardens.{count}.{players}: {count} "
                                        "Wardens, every seat 1..players-1 running at least "
                                        "one")
        require(m, "big_buildings", bool, where)
        if require(m, "incident_tracks", int, where) < 1:
            raise ResourceError(f"{where}: field 'incident_tracks' must be positive")
        wins = require(m, "pyromancer_wins", dict, where)
        for key in ("destroyed", "favour"):
            if require(wins, key, int, f"{where}.pyromancer_wins") < 1:
                raise ResourceError(f"{where}.pyromancer_wins: field '{key}' must be positive")
    py = require(raw, "pyromancer", dict, f)
    tracks = require(py, "tracks", dict, f"{f}: pyromancer")
    for key in ("actions", "mana", "familiar", "firestorm"):
        values = require(tracks, key, list, f"{f}: pyromancer.tracks")
        if not values or values != sorted(values) or not all(isinstance(v, int) for v in values):
            raise ResourceError(f"{f}: pyromancer.tracks: field '{key}' must be a rising list")
    for key in require(py, "upgradable", list, f"{f}: pyromancer"):
        if key not in tracks:
            raise ResourceError(f"{f}: pyromancer.upgradable names unknown track '{key}'")
    for key in ("start_mana", "move_points", "destroyed_step_cost", "upgrades_per_turn",
                "flaretillery_blocks"):
        require(py, key, int, f"{f}: pyromancer")
    costs = require(py, "costs", dict, f"{f}: pyromancer")
    for key in ("fuel", "flame_torch", "combust", "flaretillery", "familiar"):
        if require(costs, key, int, f"{f}: pyromancer.costs") < 0:
            raise ResourceError(f"{f}: pyromancer.costs: field '{key}' must not be negative")
    require(py, "familiar_is_action", bool, f"{f}: pyromancer")
    wd = require(raw, "wardens", dict, f)
    for key in ("wagon_track", "actions_track", "incident_track"):
        values = require(wd, key, list, f"{f}: wardens")
        if not values or not all(isinstance(v, int) and v > 0 for v in values):
            raise ResourceError(f"{f}: wardens: field '{key}' must list positive numbers")
    for key in ("wagon_start_water", "upper_level_spaces_fewer", "incidents_per_turn",
                "upgrades_per_warden_per_turn"):
        require(wd, key, int, f"{f}: wardens")
    wcosts = require(wd, "costs", dict, f"{f}: wardens")
    for key in ABILITY_NAMES:
        if require(wcosts, key, int, f"{f}: wardens.costs") < 1:
            raise ResourceError(f"{f}: wardens.costs: field '{key}' must be positive")
    return raw


class AllVsOneState(TeamWardensMixin, TeamFavourMixin, EventPhaseRecordMixin,
                    WardenPicksMixin, PyromancerMixin, GameState):
    """The Pyromancer (seat 0, ``self.pyro``) versus the Wardens (seats 1..)."""

    hidden_information = True
    side: str  # whose Action Phase: "pyro" or "wardens"
    prevent: int  # events the next Event Phase skips (Prevent Damage)
    action_levels: dict[int, int]  # each Warden's level on the Actions track
    incident_levels: list[int]
    witnessed: list[bool]  # each Incident track cleared
    done_seats: list[int]  # Warden seats done this turn
    incidents_done_this_turn: int

    def mode_hooks(self) -> Mode:
        return ALL_VERSUS_ONE

    @property
    def avo_rulings(self) -> dict[str, Any]:
        return avo_rules()

    @property
    def mode_rules(self) -> dict[str, Any]:
        return self.avo_rulings["modes"][self.mode]

    # ----- setup --------------------------------------------------------------------------
    def seats_of_wardens(self) -> list[int]:
        """The controlling seat of each Warden: the mode's Warden count (allvsone.json), or
        fewer with the 3v1 option ``avo_wardens`` (one Warden per Warden player at least)."""
        m = self.mode_rules
        raw = self.options.get("avo_wardens")
        if raw is None or raw == "":
            return list(m["seats"][str(self.players)])
        try:
            n = int(raw)
        except (TypeError, ValueError):
            raise ValueError(f"Option 'avo_wardens' must be a number, not {raw!r}.") from None
        if n == m["wardens"]:
            return list(m["seats"][str(self.players)])
        fewer = m["fewer_wardens"].get(str(n), {})
        if str(self.players) not in fewer:
            allowed = sorted([m["wardens"]] + [int(k) for k, t in m["fewer_wardens"].items()
                                               if k.isdigit() and str(self.players) in t])
            if len(allowed) == 1:
                raise ValueError(f"{self.mode} with {self.players} players has "
                                 f"{allowed[0]} Wardens (option avo_wardens), not {n}.")
            raise ValueError(f"{self.mode} with {self.players} players has "
                             f"{allowed[0]}–{allowed[-1]} Wardens (option avo_wardens: every "
                             f"Warden player runs at least one, {m['wardens']} at most), "
                             f"not {n}.")
        return list(fewer[str(self.players)])

    def warden_seats(self) -> list[int]:
        return sorted({w.seat for w in self.wardens})

    # ----- turns --------------------------------------------------------------------------
    def op_firestorm(self) -> None:
        n = self.pyro_value("firestorm")
        skipped = min(n, self.prevent)
        self.prevent = 0
        self.say(f"Firestorm: {n} event card(s)"
                 + (f", {skipped} prevented." if skipped else "."))
        self.push_effects(*({"op": "event"} for _ in range(n - skipped)))

    # ----- Incidents ----------------------------------------------------------------------
    def incident_need(self, i: int) -> int:
        return self.avo_rulings["wardens"]["incident_track"][self.incident_levels[i]]

    def witnesses(self) -> int:
        return sum(1 for w in self.wardens if w.cell == self.pyro.cell)

    def op_incidents(self) -> None:
        self.incidents_done_this_turn = 0
        self.push_effects({"op": "witness"})

    def eligible_incidents(self) -> list[int]:
        n = self.witnesses()
        return [i for i, done in enumerate(self.witnessed)
                if not done and self.incident_need(i) <= n]

    def op_witness(self) -> None:
        eligible = self.eligible_incidents()
        if not eligible:
            if self.incidents_done_this_turn == 0:
                self.say(f"No Incident witnessed ({self.witnesses()} Warden(s) with the "
                         "Pyromancer).")
            return
        if self.incidents_done_this_turn >= self.avo_rulings["wardens"]["incidents_per_turn"]:
            return
        if len({self.incident_need(i) for i in eligible}) > 1:
            seat = self.warden_seats()[0]
            self.ask(seat, "incident", f"{self.log_name(seat)}, for the Wardens: "
                     f"{self.witnesses()} Wardens witness an Incident — choose the Incident "
                     "track to clear")
            return
        self.witness(eligible[0])

    def choices_incident(self, pending: dict[str, Any]) -> list[Action]:
        seen: dict[int, int] = {}
        for i in self.eligible_incidents():
            seen.setdefault(self.incident_need(i), i)
        return [act(pending["player"], "incident",
                            f"Clear Incident track {i + 1} (needs {need} Warden(s))",
                            target=f"track:incidents:{i}", track=i)
                for need, i in sorted(seen.items())]

    def resolve_incident(self, action: Action, pending: dict[str, Any]) -> None:
        self.witness(action["track"])

    def witness(self, i: int) -> None:
        self.witnessed[i] = True
        self.incidents_done_this_turn += 1
        self.say(f"Incident witnessed at {self.tile_name(self.pyro.cell)}! Track {i + 1} "
                 f"is cleared ({sum(self.witnessed)}/{len(self.witnessed)}).")
        self.push_effects({"op": "witness"})

    # ----- Wardens' upgrades --------------------------------------------------------------
    def action_spaces(self, level: int) -> int:
        """How many markers fit on a level of the Actions track (the first: all).  The
        board is printed for the mode's Warden count (allvsone.json ``wardens``), so the
        upper levels keep their spaces when fewer Wardens play (option avo_wardens)."""
        if level == 0:
            return len(self.wardens)
        printed = self.mode_rules["wardens"]
        return max(1, printed - self.avo_rulings["wardens"]["upper_level_spaces_fewer"])

    def can_raise_actions(self, w: Warden) -> bool:
        nxt = self.action_levels[w.index] + 1
        if nxt >= len(self.avo_rulings["wardens"]["actions_track"]):
            return False
        taken = sum(1 for lv in self.action_levels.values() if lv == nxt)
        return taken < self.action_spaces(nxt)

    def _upgrades(self, w: Warden, can_raise: bool) -> list[Action]:
        wd = self.avo_rulings["wardens"]
        out = []
        board = self.boards[0]
        if board.can_upgrade("wagon"):
            out.append(act(w.seat, "upgrade", f"Upgrade the Wagon to "
                                   f"{board.tracks['wagon'][board.levels['wagon'] + 1]} water",
                                   target="track:0:wagon", cost=ACTION, warden=w.index,
                                   track="wagon"))
        if can_raise:
            nxt = wd["actions_track"][self.action_levels[w.index] + 1]
            out.append(act(w.seat, "upgrade", f"Raise {self.warden_name(w)}'s Actions "
                                   f"to {nxt}", target=f"track:actions:{w.index}", cost=ACTION,
                                   warden=w.index, track="actions"))
        for i, done in enumerate(self.witnessed):
            if not done and self.incident_levels[i] + 1 < len(wd["incident_track"]):
                need = wd["incident_track"][self.incident_levels[i] + 1]
                out.append(act(w.seat, "upgrade", f"Advance Incident track {i + 1} "
                                       f"(then {need} Warden(s) needed)",
                                       target=f"track:incidents:{i}", cost=ACTION,
                                       warden=w.index, track=f"incident:{i}"))
        return out

    # ----- Wardens' abilities -------------------------------------------------------------
    def gen_ability(self, w: Warden) -> list[Action]:
        if not self.can_act(w):
            return []
        costs = self.avo_rulings["wardens"]["costs"]
        favour = self.favour
        prevent = favour >= costs["prevent"] and self.prevent < self.pyro_top("firestorm")
        refill = favour >= costs["refill"] and any(
            self.water(k) < self.capacity(k) for k in self.all_water_keys())
        douse = favour >= costs["douse"]
        prefix = self.named_prefix(w)
        key = ("ability", w.seat, w.index, prefix, prevent, refill, douse)
        memo = self.town.memo()  # the douse offers depend on the fires
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._abilities(w, prefix, prevent, refill, douse)
        return list(found)

    def _abilities(self, w: Warden, prefix: str, prevent: bool, refill: bool,
                   douse: bool) -> list[Action]:
        """The Favour abilities offered to ``w`` (each flag: that one is affordable and
        useful)."""
        costs = self.avo_rulings["wardens"]["costs"]

        def offer(key: str, text: str, target: str | None = None, **args: Any) -> Action:
            return act(w.seat, "ability", f"{prefix}{ABILITY_NAMES[key]}: {text}", target,
                       f"1 action + {costs[key]} Favour", warden=w.index, ability=key, **args)

        out: list[Action] = []
        if prevent:
            out.append(offer("prevent", "draw 1 event card fewer next turn"))
        if refill:
            out.append(offer("refill", "refill every Warden and the Wagon"))
        if douse:
            for t in self.town.burning():
                out.append(offer("douse", f"put out all fire on {self.tile_name(t.label)} (no "
                                 "Renown)", target=f"cell:{t.label}", cell=t.label))
        return out

    def all_water_keys(self) -> list[str]:
        return ([f"warden:{x.index}" for x in self.wardens]
                + [f"wagon:{g.index}" for g in self.wagons])

    def do_ability(self, action: Action) -> None:
        w, key = self.pay_for_ability(action)
        if key == "prevent":
            self.prevent += 1
            self.say(f"Next Event Phase: {self.prevent} event card(s) fewer.")
        elif key == "refill":
            self.fill(self.all_water_keys())
            self.say("Every Warden and the Wagon are full.")
        else:
            tile = self.town.tiles[action["cell"]]
            tile.intensity = 0
            self.say(f"{self.tile_name(tile.label)} is doused: the fire is out.")

    # ----- names, messages, curtain -------------------------------------------------------
    def needs_curtain(self, previous_seat: int | None, next_seat: int) -> bool:
        """Hide the screen whenever it passes between the Pyromancer and a Warden player."""
        if previous_seat is None or previous_seat == next_seat:
            return False
        return (previous_seat == PYRO) != (next_seat == PYRO)


def setup(state: AllVsOneState) -> None:
    if state.mode not in MODES:
        raise ValueError(f"All-Versus-One has modes {', '.join(MODES)}, not '{state.mode}'.")
    m = state.mode_rules
    if not m["players_low"] <= state.players <= m["players_high"]:
        raise ValueError(f"{state.mode} is played by {m['players_low']}–{m['players_high']} "
                         f"players (the Pyromancer included), not {state.players}.")
    big = m["big_buildings"]
    state.town = build_town(state.cat, state.rng, big_buildings=big)
    for t in state.town.blocks():
        t.favour = True
    wd = state.avo_rulings["wardens"]
    seats = state.seats_of_wardens()
    corners = state.cat.town["seat_firehouses"][str(len(seats))]
    cards = sorted(state.cat.wardens)
    state.rng.shuffle(cards)
    state.boards.append(new_board({"wagon": wd["wagon_track"]}))
    first = state.cat.town["firehouses"][corners[0]]
    state.wagons.append(Wagon(0, None, first, wd["wagon_start_water"], 0))
    for i, seat in enumerate(seats):
        card = state.cat.wardens[cards[i]]
        cell = state.cat.town["firehouses"][corners[i]]
        state.wardens.append(Warden(i, seat, card.id, "basic", cell, card.water, card.water,
                                   0, 0))
    state.crew_abilities = False
    state.favour = 0  # the Wardens' Favour pool
    state.prevent = 0  # events the next Event Phase skips (Prevent Damage)
    state.action_levels = {w.index: 0 for w in state.wardens}
    state.incident_levels = [0] * m["incident_tracks"]
    state.witnessed = [False] * m["incident_tracks"]
    state.done_seats = []
    state.incidents_done_this_turn = 0
    state.side = "pyro"
    state.pyro = new_pyromancer(state.avo_rulings["pyromancer"])
    state.start_event_record()  # the Firestorm may reveal several cards a phase
    starters, state.events = build_event_decks(state.cat, state.rng, big, False,
                                              state.avo_rulings["starter_events"])
    # "Set up as normal game": the Warden players choose their cards (allvsone.json
    # warden_cards), then the Pyromancer picks a University block, then the starters.
    state.queue_warden_picks(seats, state.avo_rulings["warden_cards"] == "choose")
    state.steps.append({"op": "pyro_start"})
    state.start_game(starters, PYRO)


def turn_steps(state: AllVsOneState, seat: int, first: bool) -> list[dict[str, Any]]:
    if seat == PYRO:
        return [{"op": "upkeep"}, {"op": "actions", "seat": PYRO}, {"op": "end_turn"}]
    return [{"op": "firestorm"}, {"op": "actions", "seat": seat}, {"op": "incidents"},
            {"op": "end_turn"}]


def next_seat(state: AllVsOneState) -> int:
    return state.warden_seats()[0] if state.current == PYRO else PYRO


def open_action_phase(state: AllVsOneState, seat: int) -> None:
    """Op ``actions``: the Pyromancer's, or every Warden's at once."""
    if seat == PYRO:
        state.side = "pyro"
        state.current = PYRO
        state.pyro.actions_left = state.pyro_value("actions")
        state.acting = True
        state.say_heading(f"{state.player_name(PYRO)}: Action Phase ({state.pyro.actions_left} "
                 "actions).")
        return
    state.side = "wardens"
    state.current = seat
    state.done_seats = []
    state.budget = {w.index: state.actions_per_turn(w) for w in state.wardens}
    state.acting = True
    state.say_heading("The Wardens' Action Phase: " + ", ".join(
        f"{state.warden_name(w)} {state.budget[w.index]}" for w in state.wardens) + ".")


def acting_seats(state: AllVsOneState) -> list[int]:
    if state.side == "pyro":
        return [PYRO]
    return [s for s in state.warden_seats() if s not in state.done_seats]


def actions_per_turn(state: AllVsOneState, w: Warden) -> int:
    return state.avo_rulings["wardens"]["actions_track"][state.action_levels[w.index]]


def crew_slots(state: AllVsOneState, w: Warden) -> int:
    return 0


def listing(state: AllVsOneState) -> list[Action]:
    """The Pyromancer's actions on its side's turn; else the Wardens', each seat ending
    with 'Done'."""
    if state.side == "pyro":
        return state.pyro_actions() + [act(PYRO, "end_turn", "End your turn")]
    return [a if a.kind != "end_turn" else
            act(a.player, "end_turn", "Done for this turn (your Wardens stop)")
            for a in state.action_phase_listing()]


def end_turn(state: AllVsOneState, action: Action) -> None:
    if state.side == "pyro":
        state.close_action_phase()
        return
    seat = action.player
    state.done_seats.append(seat)
    for w in state.wardens:
        if w.seat == seat:
            state.budget[w.index] = 0
    state.say(f"{state.player_name(seat)} is done for this turn.")
    if not state.acting_seats():
        state.close_action_phase()


def action_phase_exhausted(state: AllVsOneState) -> bool:
    if state.side == "pyro":
        return state.pyro.actions_left <= 0
    if (not state.flow.queue and state.acting
            and not any(n > 0 for n in state.budget.values())):
        # ``listing`` on the Wardens' side is the action-phase listing with its own 'Done'
        # texts: the same kinds, so the probe answers what the listing would
        return not state.phase_has_move()
    return base_game.nothing_else_to_do(state)


def judge(state: AllVsOneState) -> Outcome | None:
    wins = state.mode_rules["pyromancer_wins"]
    # no points in All-Versus-One: the reason carries the tally of both sides' targets
    destroyed = state.town.destroyed_count
    pyro_won = destroyed >= wins["destroyed"] or state.pyro.favour >= wins["favour"]
    if not pyro_won and not all(state.witnessed) and state.town.any_burning():
        return None  # the usual case: nobody has won yet
    pyro = (PYRO,)
    team = tuple(state.warden_seats())
    tally = (f" (burnt {destroyed}/{wins['destroyed']}, Pyromancer "
             f"Favour {state.pyro.favour}/{wins['favour']}, Incidents "
             f"{sum(state.witnessed)}/{len(state.witnessed)})")
    if destroyed >= wins["destroyed"]:
        return Outcome(pyro, f"The Pyromancer wins: {destroyed} blocks "
                       f"burnt down!{tally}")
    if state.pyro.favour >= wins["favour"]:
        return Outcome(pyro, f"The Pyromancer wins with {state.pyro.favour} Favour tokens "
                       f"from burnt blocks!{tally}")
    if all(state.witnessed):
        return Outcome(team, f"The Wardens win: the Pyromancer was caught in the act "
                       f"{len(state.witnessed)} times!{tally}")
    return Outcome(team, f"The Wardens win: Tinderbox is free of fire!{tally}")


def on_block_destroyed(state: AllVsOneState, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
    if had_favour:
        state.pyro.favour += 1
        state.say(f"The Pyromancer collects the Favour token of {info.name} "
                 f"({state.pyro.favour}/{state.mode_rules['pyromancer_wins']['favour']}).")
    state.pyro_block_destroyed(tile)


def refill_allowed(state: AllVsOneState, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None:
        return True
    return tile.standing and not tile.burning and not tile.favour


def on_renown_complete(state: AllVsOneState, seat: int, tile: Tile) -> None:
    tile.loyalty = seat
    tile.renown = {}
    state.say(f"The Wardens gain the Loyalty of {state.tile_name(tile.label)}.")
    if tile.favour:
        tile.favour = False
        state.favour += 1
        state.say(f"The Wardens take its Favour token ({state.favour} Favour).")


def upgrades_left(state: AllVsOneState, w: Warden) -> int:
    return (state.avo_rulings["wardens"]["upgrades_per_warden_per_turn"]
            - state.turn_flags.get(f"up{w.index}", 0))


def gen_upgrade(state: AllVsOneState, w: Warden) -> list[Action]:
    if not state.can_act(w) or state.upgrades_left(w) <= 0:
        return []
    board = state.boards[0]
    prefix = state.named_prefix(w)
    can_raise = state.can_raise_actions(w)
    key = (state.mode, w.seat, w.index, w.card, prefix, board.levels["wagon"], can_raise,
           state.action_levels[w.index], tuple(state.witnessed), tuple(state.incident_levels))
    found = _UPGRADES.get(key)
    if found is None:
        if len(_UPGRADES) >= 20_000:
            _UPGRADES.clear()
        found = _UPGRADES[key] = state.named(w, state._upgrades(w, can_raise))
    return list(found)


def do_upgrade(state: AllVsOneState, action: Action) -> None:
    w = state.wardens[action["warden"]]
    state.spend(w)
    state.turn_flags[f"up{w.index}"] = state.turn_flags.get(f"up{w.index}", 0) + 1
    track = action["track"]
    if track == "wagon":
        state.say(f"The Wagon now holds {state.boards[0].upgrade('wagon')} water.")
    elif track == "actions":
        state.action_levels[w.index] += 1
        state.say(f"{state.warden_name(w)} will take {state.actions_per_turn(w)} actions "
                 "from next turn on.")
    else:
        i = int(track.split(":")[1])
        state.incident_levels[i] += 1
        state.say(f"Incident track {i + 1} now needs {state.incident_need(i)} Warden(s).")


def ability_cost(state: AllVsOneState, key: str) -> int:
    return state.avo_rulings["wardens"]["costs"][key]


def player_name(state: AllVsOneState, player: int) -> str:
    if player == PYRO:
        return "Player 1 (the Pyromancer)"
    return warden_picks.picked_player_name(state, player)


def explain(state: AllVsOneState, action: Action) -> str:
    reasons = {
        "ability": "You need 1 action and enough Favour tokens, and the ability must have "
                   "something to do.",
        "upgrade": "Each Warden may upgrade once per turn; the track must not be at its "
                   "top, and an Actions level may be full.",
    }
    return (reasons.get(action.kind) or state.pyro_explain(action)
            or base_game.base_refusal(state, action))


def why_illegal(state: AllVsOneState, action: Action) -> str:
    if action.kind == "recruit" and state.result is None:
        return "There is no crew deck in All-Versus-One."
    if (state.result is None and state.pending is None and state.acting
            and state.side == "pyro" and action.player == PYRO):
        reason = state.pyro_explain(action)
        if reason is not None:
            return reason
    return base_game.why_illegal(state, action)


def phase(state: AllVsOneState) -> str:
    waiting = state.waiting_phase()
    if waiting is not None:
        return waiting
    wins = state.mode_rules["pyromancer_wins"]
    status = (f"Destroyed {state.town.destroyed_count}/{wins['destroyed']} · Pyromancer "
              f"Favour {state.pyro.favour}/{wins['favour']} · Incidents "
              f"{sum(state.witnessed)}/{len(state.witnessed)} · Wardens' Favour "
              f"{state.favour}")
    if state.acting and state.side == "pyro":
        return (f"Turn {state.turn}: the Pyromancer ({state.pyro.actions_left} actions, "
                f"{state.pyro.mana} Fire Mana) · {status}")
    if state.acting:
        left = sum(state.budget.values())
        seats = state.acting_seats()
        if len(seats) == 1:
            who = f"{state.player_name(seats[0])} acts, then Done"
        else:
            who = ("Players " + ", ".join(str(s + 1) for s in seats)
                   + " act in any order, each ends with Done")
        return f"Turn {state.turn}: the Wardens — {who} ({left} actions left) · {status}"
    return f"Turn {state.turn} · {status}"


def factory(mode: str, players: int, seed: int, options: dict[str, Any]) -> AllVsOneState:
    return AllVsOneState(mode, players, seed, options)


# ----- registration pieces (the lead wires them into register.py) -------------------------
ALLVSONE_MODES = (
    ModeInfo("3v1", "All-Versus-One 3v1", 2, 4,
             "The Pyromancer (seat 1) against 3 Wardens (fewer with the option): burn the "
             "town or be caught."),
    ModeInfo("4v1", "All-Versus-One 4v1", 5, 5,
             "The Pyromancer against 4 Wardens on the Big Buildings town."),
)
def avo_wardens_option() -> OptionInfo:
    """3v1: how many Wardens play (allvsone.json modes.3v1: 'wardens' by default, fewer as
    listed in 'fewer_wardens'; the player count may narrow it further at set-up)."""
    m = avo_rules()["modes"]["3v1"]
    counts = [int(k) for k in m["fewer_wardens"] if k.isdigit()] + [m["wardens"]]
    return OptionInfo("avo_wardens", "Wardens in 3v1 (one player may run several)", "int",
                      m["wardens"], modes=("3v1",), low=min(counts), high=max(counts))


ALLVSONE_CLASSES: dict[str, type[AllVsOneState]] = {"3v1": AllVsOneState,
                                                     "4v1": AllVsOneState}


ALL_VERSUS_ONE = Mode(
    "3v1/4v1", setup=setup,
    ops={**BASE_OPS, **PYROMANCER_OPS, "pick_warden": warden_picks.pick_warden,
         "reveal": event_phase_record.recorded_reveal, "actions": open_action_phase,
         "firestorm": AllVsOneState.op_firestorm, "incidents": AllVsOneState.op_incidents,
         "witness": AllVsOneState.op_witness},
    moves={**moves_with(BASE_MOVES, drop=("recruit",), upgrade=Move(gen_upgrade, do_upgrade),
                        ability=Move(AllVsOneState.gen_ability, AllVsOneState.do_ability),
                        end_turn=Move(None, end_turn)),
           **PYROMANCER_MOVES},
    choices={**BASE_CHOICES, **PYROMANCER_CHOICES,
             "incident": Choice(AllVsOneState.choices_incident,
                                AllVsOneState.resolve_incident)},
    add_warden=warden_picks.assign_warden, taken_warden_cards=warden_picks.chosen_warden_cards,
    turn_steps=turn_steps, next_seat=next_seat, acting_seats=acting_seats, listing=listing,
    action_phase_exhausted=action_phase_exhausted, actions_per_turn=actions_per_turn,
    crew_slots=crew_slots, upgrades_left=upgrades_left, on_block_destroyed=on_block_destroyed,
    water_sources=team_wardens.shared_water, refill_targets=team_wardens.water_here,
    refill_allowed=refill_allowed, place_renown=team_wardens.team_renown,
    on_renown_complete=on_renown_complete, named_prefix=team_wardens.warden_prefix,
    judge=judge, why_illegal=why_illegal, explain=explain, player_name=player_name,
    phase=phase, ability_names=ABILITY_NAMES, ability_cost=ability_cost)
