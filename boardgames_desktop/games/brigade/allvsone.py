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
from boardgames_desktop.rules.state import Outcome

from .data import BlockInfo
from .event_phase_record import EventPhaseRecordMixin
from .events import build_event_decks
from .pieces import Wagon, Warden, new_board
from .pyromancer import PYRO, PyromancerMixin, new_pyromancer
from .state import ACTION
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
                    WardenPicksMixin, PyromancerMixin):
    """The Pyromancer (seat 0, ``self.pyro``) versus the Wardens (seats 1..)."""

    hidden_information = True
    ACTION_KINDS = ("move", "wagon", "extinguish", "refill", "transfer", "upgrade", "ability")
    ability_names = ABILITY_NAMES

    @property
    def avo(self) -> dict[str, Any]:
        return avo_rules()

    @property
    def mode_rules(self) -> dict[str, Any]:
        return self.avo["modes"][self.mode]

    # ----- setup --------------------------------------------------------------------------
    def setup_mode(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"All-Versus-One has modes {', '.join(MODES)}, not '{self.mode}'.")
        m = self.mode_rules
        if not m["players_low"] <= self.players <= m["players_high"]:
            raise ValueError(f"{self.mode} is played by {m['players_low']}–{m['players_high']} "
                             f"players (the Pyromancer included), not {self.players}.")
        big = m["big_buildings"]
        self.town = build_town(self.cat, self.rng, big_buildings=big)
        for t in self.town.blocks():
            t.favour = True
        wd = self.avo["wardens"]
        seats = self.seats_of_wardens()
        corners = self.cat.town["seat_firehouses"][str(len(seats))]
        cards = sorted(self.cat.wardens)
        self.rng.shuffle(cards)
        self.boards.append(new_board({"wagon": wd["wagon_track"]}))
        first = self.cat.town["firehouses"][corners[0]]
        self.wagons.append(Wagon(0, None, first, wd["wagon_start_water"], 0))
        for i, seat in enumerate(seats):
            card = self.cat.wardens[cards[i]]
            cell = self.cat.town["firehouses"][corners[i]]
            self.wardens.append(Warden(i, seat, card.id, "basic", cell, card.water, card.water,
                                       0, 0))
        self.crew_abilities = False
        self.favour = 0  # the Wardens' Favour pool
        self.prevent = 0  # events the next Event Phase skips (Prevent Damage)
        self.action_levels: dict[int, int] = {w.index: 0 for w in self.wardens}
        self.incident_levels: list[int] = [0] * m["incident_tracks"]
        self.witnessed: list[bool] = [False] * m["incident_tracks"]
        self.done_seats: list[int] = []
        self.incidents_done_this_turn = 0
        self.side = "pyro"
        self.pyro = new_pyromancer(self.avo["pyromancer"])
        self.start_event_record()  # the Firestorm may reveal several cards a phase
        starters, self.events = build_event_decks(self.cat, self.rng, big, False,
                                                  self.avo["starter_events"])
        # "Set up as normal game": the Warden players choose their cards (allvsone.json
        # warden_cards), then the Pyromancer picks a University block, then the starters.
        self.queue_warden_picks(seats, self.avo["warden_cards"] == "choose")
        self.steps.append({"op": "pyro_start"})
        self.start_game(starters, PYRO)

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
    def turn_steps(self, seat: int, first: bool) -> list[dict[str, Any]]:
        if seat == PYRO:
            return [{"op": "upkeep"}, {"op": "actions", "seat": PYRO}, {"op": "end_turn"}]
        return [{"op": "firestorm"}, {"op": "actions", "seat": seat}, {"op": "incidents"},
                {"op": "end_turn"}]

    def next_seat(self) -> int:
        return self.warden_seats()[0] if self.current == PYRO else PYRO

    def op_actions(self, seat: int) -> None:
        if seat == PYRO:
            self.side = "pyro"
            self.current = PYRO
            self.pyro.actions_left = self.pyro_value("actions")
            self.acting = True
            self.say_heading(f"{self.player_name(PYRO)}: Action Phase ({self.pyro.actions_left} "
                     "actions).")
            return
        self.side = "wardens"
        self.current = seat
        self.done_seats = []
        self.budget = {w.index: self.actions_per_turn(w) for w in self.wardens}
        self.acting = True
        self.say_heading("The Wardens' Action Phase: " + ", ".join(
            f"{self.warden_name(w)} {self.budget[w.index]}" for w in self.wardens) + ".")

    def acting_seats(self) -> list[int]:
        if self.side == "pyro":
            return [PYRO]
        return [s for s in self.warden_seats() if s not in self.done_seats]

    def actions_per_turn(self, w: Warden) -> int:
        return self.avo["wardens"]["actions_track"][self.action_levels[w.index]]

    def crew_slots(self, w: Warden) -> int:
        return 0

    def generate_actions(self) -> list[Action]:
        if self.pending is None and self.acting and self.side == "pyro":
            return self.pyro_actions() + [act(PYRO, "end_turn", "End your turn")]
        out = super().generate_actions()
        if self.pending is None and self.acting:
            out = [a if a.kind != "end_turn" else
                   act(a.player, "end_turn", "Done for this turn (your Wardens stop)")
                   for a in out]
        return out

    def do_end_turn(self, action: Action) -> None:
        if self.side == "pyro":
            self.close_action_phase()
            return
        seat = action.player
        self.done_seats.append(seat)
        for w in self.wardens:
            if w.seat == seat:
                self.budget[w.index] = 0
        self.say(f"{self.player_name(seat)} is done for this turn.")
        if not self.acting_seats():
            self.close_action_phase()

    def action_phase_exhausted(self) -> bool:
        if self.side == "pyro":
            return self.pyro.actions_left <= 0
        return super().action_phase_exhausted()

    def op_firestorm(self) -> None:
        n = self.pyro_value("firestorm")
        skipped = min(n, self.prevent)
        self.prevent = 0
        self.say(f"Firestorm: {n} event card(s)"
                 + (f", {skipped} prevented." if skipped else "."))
        self.push_effects(*({"op": "event"} for _ in range(n - skipped)))

    # ----- Incidents ----------------------------------------------------------------------
    def incident_need(self, i: int) -> int:
        return self.avo["wardens"]["incident_track"][self.incident_levels[i]]

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
        if self.incidents_done_this_turn >= self.avo["wardens"]["incidents_per_turn"]:
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

    # ----- the end ------------------------------------------------------------------------
    def judge(self) -> Outcome | None:
        if getattr(self, "pyro", None) is None:
            return None
        wins = self.mode_rules["pyromancer_wins"]
        # no points in All-Versus-One: the reason carries the tally of both sides' targets
        destroyed = self.town.destroyed_count
        pyro_won = destroyed >= wins["destroyed"] or self.pyro.favour >= wins["favour"]
        if not pyro_won and not all(self.witnessed) and self.town.any_burning():
            return None  # the usual case: nobody has won yet
        pyro = (PYRO,)
        team = tuple(self.warden_seats())
        tally = (f" (burnt {destroyed}/{wins['destroyed']}, Pyromancer "
                 f"Favour {self.pyro.favour}/{wins['favour']}, Incidents "
                 f"{sum(self.witnessed)}/{len(self.witnessed)})")
        if destroyed >= wins["destroyed"]:
            return Outcome(pyro, f"The Pyromancer wins: {destroyed} blocks "
                           f"burnt down!{tally}")
        if self.pyro.favour >= wins["favour"]:
            return Outcome(pyro, f"The Pyromancer wins with {self.pyro.favour} Favour tokens "
                           f"from burnt blocks!{tally}")
        if all(self.witnessed):
            return Outcome(team, f"The Wardens win: the Pyromancer was caught in the act "
                           f"{len(self.witnessed)} times!{tally}")
        return Outcome(team, f"The Wardens win: Tinderbox is free of fire!{tally}")

    # ----- Pyromancer hooks ---------------------------------------------------------------
    def on_block_destroyed(self, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
        if had_favour:
            self.pyro.favour += 1
            self.say(f"The Pyromancer collects the Favour token of {info.name} "
                     f"({self.pyro.favour}/{self.mode_rules['pyromancer_wins']['favour']}).")
        self.pyro_block_destroyed(tile)

    def warden_cells(self) -> frozenset[str]:
        return frozenset(w.cell for w in self.wardens)

    # ----- Wardens: refills, Loyalty, Favour (shared water, Renown: TeamWardensMixin) ----
    def refill_allowed(self, w: Warden, tile: Tile) -> bool:
        if tile.firehouse is not None:
            return True
        return tile.standing and not tile.burning and not tile.favour

    def on_renown_complete(self, seat: int, tile: Tile) -> None:
        tile.loyalty = seat
        tile.renown = {}
        self.say(f"The Wardens gain the Loyalty of {self.tile_name(tile.label)}.")
        if tile.favour:
            tile.favour = False
            self.favour += 1
            self.say(f"The Wardens take its Favour token ({self.favour} Favour).")

    # ----- Wardens' upgrades --------------------------------------------------------------
    def action_spaces(self, level: int) -> int:
        """How many markers fit on a level of the Actions track (the first: all).  The
        board is printed for the mode's Warden count (allvsone.json ``wardens``), so the
        upper levels keep their spaces when fewer Wardens play (option avo_wardens)."""
        if level == 0:
            return len(self.wardens)
        printed = self.mode_rules["wardens"]
        return max(1, printed - self.avo["wardens"]["upper_level_spaces_fewer"])

    def can_raise_actions(self, w: Warden) -> bool:
        nxt = self.action_levels[w.index] + 1
        if nxt >= len(self.avo["wardens"]["actions_track"]):
            return False
        taken = sum(1 for lv in self.action_levels.values() if lv == nxt)
        return taken < self.action_spaces(nxt)

    def upgrades_left(self, w: Warden) -> int:
        return (self.avo["wardens"]["upgrades_per_warden_per_turn"]
                - self.turn_flags.get(f"up{w.index}", 0))

    def gen_upgrade(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or self.upgrades_left(w) <= 0:
            return []
        board = self.boards[0]
        prefix = self.named_prefix(w)
        can_raise = self.can_raise_actions(w)
        key = (self.mode, w.seat, w.index, w.card, prefix, board.levels["wagon"], can_raise,
               self.action_levels[w.index], tuple(self.witnessed), tuple(self.incident_levels))
        found = _UPGRADES.get(key)
        if found is None:
            if len(_UPGRADES) >= 20_000:
                _UPGRADES.clear()
            found = _UPGRADES[key] = self.named(w, self._upgrades(w, can_raise))
        return list(found)

    def _upgrades(self, w: Warden, can_raise: bool) -> list[Action]:
        wd = self.avo["wardens"]
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

    def do_upgrade(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        self.turn_flags[f"up{w.index}"] = self.turn_flags.get(f"up{w.index}", 0) + 1
        track = action["track"]
        if track == "wagon":
            self.say(f"The Wagon now holds {self.boards[0].upgrade('wagon')} water.")
        elif track == "actions":
            self.action_levels[w.index] += 1
            self.say(f"{self.warden_name(w)} will take {self.actions_per_turn(w)} actions "
                     "from next turn on.")
        else:
            i = int(track.split(":")[1])
            self.incident_levels[i] += 1
            self.say(f"Incident track {i + 1} now needs {self.incident_need(i)} Warden(s).")

    # ----- Wardens' abilities -------------------------------------------------------------
    def ability_cost(self, key: str) -> int:
        return self.avo["wardens"]["costs"][key]

    def gen_ability(self, w: Warden) -> list[Action]:
        if not self.can_act(w):
            return []
        costs = self.avo["wardens"]["costs"]
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
        costs = self.avo["wardens"]["costs"]

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
    def player_name(self, player: int) -> str:
        if player == PYRO:
            return "Player 1 (the Pyromancer)"
        return super().player_name(player)

    def needs_curtain(self, previous_seat: int | None, next_seat: int) -> bool:
        """Hide the screen whenever it passes between the Pyromancer and a Warden player."""
        if previous_seat is None or previous_seat == next_seat:
            return False
        return (previous_seat == PYRO) != (next_seat == PYRO)

    def explain(self, action: Action) -> str:
        reasons = {
            "ability": "You need 1 action and enough Favour tokens, and the ability must have "
                       "something to do.",
            "upgrade": "Each Warden may upgrade once per turn; the track must not be at its "
                       "top, and an Actions level may be full.",
        }
        return (reasons.get(action.kind) or self.pyro_explain(action)
                or super().explain(action))

    def why_illegal(self, action: Action) -> str:
        if action.kind == "recruit" and self.result is None:
            return "There is no crew deck in All-Versus-One."
        if (self.result is None and self.pending is None and self.acting
                and self.side == "pyro" and action.player == PYRO):
            reason = self.pyro_explain(action)
            if reason is not None:
                return reason
        return super().why_illegal(action)

    @property
    def phase(self) -> str:
        waiting = self.waiting_phase()
        if waiting is not None:
            return waiting
        wins = self.mode_rules["pyromancer_wins"]
        status = (f"Destroyed {self.town.destroyed_count}/{wins['destroyed']} · Pyromancer "
                  f"Favour {self.pyro.favour}/{wins['favour']} · Incidents "
                  f"{sum(self.witnessed)}/{len(self.witnessed)} · Wardens' Favour "
                  f"{self.favour}")
        if self.acting and self.side == "pyro":
            return (f"Turn {self.turn}: the Pyromancer ({self.pyro.actions_left} actions, "
                    f"{self.pyro.mana} Fire Mana) · {status}")
        if self.acting:
            left = sum(self.budget.values())
            seats = self.acting_seats()
            if len(seats) == 1:
                who = f"{self.player_name(seats[0])} acts, then Done"
            else:
                who = ("Players " + ", ".join(str(s + 1) for s in seats)
                       + " act in any order, each ends with Done")
            return f"Turn {self.turn}: the Wardens — {who} ({left} actions left) · {status}"
        return f"Turn {self.turn} · {status}"


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
