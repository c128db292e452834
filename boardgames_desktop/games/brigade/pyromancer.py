"""The Pyromancer (All-Versus-One): board, Upkeep and every Pyromancer action.

``PyromancerMixin`` is mixed into ``AllVsOneState``; it expects ``self.avo_rulings`` (the rulings of
allvsone.json), ``self.pyro`` (a ``Pyromancer``) and ``warden_cells()``.  The Pyromancer is
not a Warden: its actions carry no ``warden`` argument and are listed by ``pyro_actions``.

Actions (each costs 1 of the Pyromancer's actions): Move (4 squares, not stopped by fire,
never onto or through a Warden, ruins cost 2 and cannot be an end square), Fuel the Storm,
Absorb (intensity of the block underfoot into the Mana Pool, any amount that fits),
Upgrade (once per turn), Flame Torch, Combust (all diagonal OR all adjacent blocks),
Flaretillery (three blocks anywhere) and — with the Familiar at its last level — the
Familiar's blaze: for the rest of the turn every block the Pyromancer moves onto gains 1
intensity (moves then go one square at a time so the player picks the path).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act

from .mode import Choice, Move, Op
from .state import BrigadeState
from .town import Tile, display_labels

PYRO = 0  # the Pyromancer's seat
ACTION = "1 action"


@dataclass
class Pyromancer:
    cell: str
    mana: int
    levels: dict[str, int] = field(default_factory=dict)
    favour: int = 0  # Favour tokens of burnt blocks
    actions_left: int = 0
    upgrades_this_turn: int = 0
    familiar_active: bool = False


def new_pyromancer(rules: dict[str, Any]) -> Pyromancer:
    return Pyromancer("", rules["start_mana"], {k: 0 for k in rules["tracks"]})


class PyromancerMixin(BrigadeState):
    pyro: Pyromancer

    if TYPE_CHECKING:
        @property
        def avo_rulings(self) -> dict[str, Any]:
            """All-versus-One's rulings (allvsone.json)."""

    def warden_cells(self) -> frozenset[str]:
        """The blocks the Pyromancer may not move onto or through."""
        return frozenset(w.cell for w in self.wardens)

    @property
    def pyro_rules(self) -> dict[str, Any]:
        return self.avo_rulings["pyromancer"]

    def pyro_value(self, track: str) -> int:
        return self.pyro_rules["tracks"][track][self.pyro.levels[track]]

    def pyro_top(self, track: str) -> int:
        return self.pyro_rules["tracks"][track][-1]

    def pyro_can_upgrade(self, track: str) -> bool:
        return self.pyro.levels[track] + 1 < len(self.pyro_rules["tracks"][track])

    def familiar_ready(self) -> bool:
        return not self.pyro_can_upgrade("familiar")

    def pcost(self, key: str) -> int:
        return self.pyro_rules["costs"][key]

    # ----- start and Upkeep ---------------------------------------------------------------
    def op_pyro_start(self) -> None:
        self.ask(PYRO, "pyro_start", "Pyromancer: choose the University block to start on")

    def choices_pyro_start(self, pending: dict[str, Any]) -> list[Action]:
        return [act(PYRO, "pyro_start", f"Start on {self.tile_name(c)}",
                            target=f"cell:{c}", cell=c)
                for c in sorted(self.cat.town["university"])]

    def resolve_pyro_start(self, action: Action, pending: dict[str, Any]) -> None:
        self.pyro.cell = action["cell"]
        self.say(f"The Pyromancer lurks at {self.tile_name(self.pyro.cell)}.")

    def op_upkeep(self) -> None:
        p = self.pyro
        p.familiar_active = False
        p.upgrades_this_turn = 0
        gain = self.pyro_value("familiar")
        room = self.pyro_value("mana") - p.mana
        p.mana += max(0, min(gain, room))
        self.say(f"Upkeep: the Familiar brings {gain} Fire Mana; the Mana Pool holds {p.mana}/"
                 f"{self.pyro_value('mana')}.")

    # ----- the action list ----------------------------------------------------------------
    def pyro_actions(self) -> list[Action]:
        p = self.pyro
        if p.actions_left <= 0:
            return []
        out: list[Action] = []
        out += self.gen_pyro_move()
        if p.mana >= self.pcost("fuel") and self.pyro_can_upgrade("firestorm"):
            nxt = self.pyro_rules["tracks"]["firestorm"][p.levels["firestorm"] + 1]
            out.append(act(PYRO, "fuel", f"Fuel the Storm (Firestorm to {nxt} "
                                   "event(s))", target="track:pyro:firestorm",
                                   cost=f"1 action + {self.pcost('fuel')} Fire Mana"))
        here = self.town.tiles[p.cell]
        room = self.pyro_value("mana") - p.mana
        if here.standing and here.burning and room > 0:
            for n in range(1, min(here.intensity, room) + 1):
                out.append(act(PYRO, "absorb", f"Absorb {n} intensity from "
                                       f"{self.tile_name(p.cell)}", target=f"cell:{p.cell}",
                                       cost=ACTION, amount=n))
        if p.upgrades_this_turn < self.pyro_rules["upgrades_per_turn"]:
            for track in self.pyro_rules["upgradable"]:
                if self.pyro_can_upgrade(track):
                    nxt = self.pyro_rules["tracks"][track][p.levels[track] + 1]
                    out.append(act(PYRO, "pyro_upgrade", f"Upgrade {track.title()} to "
                                           f"{nxt}", target=f"track:pyro:{track}", cost=ACTION,
                                           track=track))
        if here.standing and p.mana >= self.pcost("flame_torch"):
            out.append(act(PYRO, "flame_torch", f"Flame Torch: +1 intensity on "
                                   f"{self.tile_name(p.cell)}", target=f"cell:{p.cell}",
                                   cost=f"1 action + {self.pcost('flame_torch')} Fire Mana"))
        if p.mana >= self.pcost("combust"):
            for shape, text in (("adjacent", "every adjacent block"),
                                ("diagonal", "every diagonal block")):
                if self.combust_cells(shape):
                    out.append(act(PYRO, "combust", f"Combust: +1 intensity on {text}",
                                           cost=f"1 action + {self.pcost('combust')} Fire Mana",
                                           shape=shape))
        if (p.mana >= self.pcost("flaretillery")
                and len(self.town.blocks()) >= self.pyro_rules["flaretillery_blocks"]):
            blocks = self.pyro_rules["flaretillery_blocks"]
            out.append(act(PYRO, "flaretillery", f"Flaretillery: +1 intensity on "
                                   f"{blocks} blocks of your choice",
                                   cost=f"1 action + {self.pcost('flaretillery')} Fire Mana"))
        if self.familiar_ready() and not p.familiar_active and p.mana >= self.pcost("familiar"):
            out.append(act(PYRO, "familiar", "Familiar: every block you move onto this "
                                   "turn gains 1 intensity", target="track:pyro:familiar",
                                   cost=f"1 action + {self.pcost('familiar')} Fire Mana"))
        return out

    def pyro_spend(self, mana: int = 0) -> None:
        self.pyro.actions_left -= 1
        self.pyro.mana -= mana

    # ----- Move ---------------------------------------------------------------------------
    def pyro_reach(self, cell: str, points: int) -> dict[str, int]:
        """The Pyromancer's end cells with their cost (remembered: do not change it)."""
        return self.town.moves(cell, points, self.pyro_rules["destroyed_step_cost"], True,
                               self.warden_cells())[0]

    def gen_pyro_move(self) -> list[Action]:
        rules = self.pyro_rules
        reach, made = self.town.moves(self.pyro.cell, rules["move_points"],
                                      rules["destroyed_step_cost"], True, self.warden_cells())
        if not reach:
            return []
        if self.pyro.familiar_active:
            return [act(PYRO, "pyro_move", "Move square by square (the Familiar "
                                "sets every block you enter alight)", cost=ACTION, to=None)]
        found = made.get("pyro_move")
        if found is None:  # the same moves for this search in this town (names included)
            found = made["pyro_move"] = [
                act(PYRO, "pyro_move", f"Move to {self.tile_name(c)}", target=f"cell:{c}",
                    cost=ACTION, to=c) for c in sorted(reach)]
        return list(found)

    def do_pyro_move(self, action: Action) -> None:
        self.pyro_spend()
        if action["to"] is None:
            self.turn_flags["stepping"] = True
            self.push_effects({"op": "pyro_continue", "points": self.pyro_rules["move_points"],
                               "steps": 0})
            return
        self.pyro.cell = action["to"]  # the action's own line in the log says it all

    def step_options(self, points: int) -> list[tuple[str, int]]:
        out = []
        for c in self.town.adjacent(self.pyro.cell):
            if c in self.warden_cells():
                continue
            cost = self.pyro_rules["destroyed_step_cost"] if self.town.tiles[c].destroyed else 1
            if cost > points:
                continue
            if self.town.tiles[c].destroyed and not self.pyro_reach(c, points - cost):
                continue  # would be stranded among the ruins
            out.append((c, cost))
        return out

    def op_pyro_continue(self, points: int, steps: int) -> None:
        on_ruin = self.town.tiles[self.pyro.cell].destroyed
        if (points <= 0 or not self.step_options(points)) and not on_ruin:
            self.turn_flags["stepping"] = False
            return
        if not self.step_options(points):
            self.turn_flags["stepping"] = False
            self.push_effects({"op": "pyro_thrown"})
            return
        self.ask(PYRO, "pyro_step", f"Pyromancer: step on ({points} movement left)",
                 points=points, steps=steps)

    def choices_pyro_step(self, pending: dict[str, Any]) -> list[Action]:
        out = [act(PYRO, "pyro_step", f"Step to {self.tile_name(c)}",
                           target=f"cell:{c}", to=c)
               for c, _ in self.step_options(pending["points"])]
        if not self.town.tiles[self.pyro.cell].destroyed and pending["steps"] > 0:
            out.append(act(PYRO, "pyro_step", "Stop here", to=None))
        return out

    def resolve_pyro_step(self, action: Action, pending: dict[str, Any]) -> None:
        if action["to"] is None:
            self.turn_flags["stepping"] = False
            self.say(f"The Pyromancer stops at {self.tile_name(self.pyro.cell)}.")
            return
        cost = dict(self.step_options(pending["points"]))[action["to"]]
        self.pyro.cell = action["to"]
        self.say(f"The Pyromancer steps to {self.tile_name(self.pyro.cell)}.")
        self.push_effects({"op": "intensify", "cell": self.pyro.cell, "amount": 1},
                          {"op": "pyro_continue", "points": pending["points"] - cost,
                           "steps": pending["steps"] + 1})

    def pyro_block_destroyed(self, tile: Tile) -> None:
        if tile.label == self.pyro.cell and not self.turn_flags.get("stepping"):
            self.push_effects({"op": "pyro_thrown"})

    def op_pyro_thrown(self) -> None:
        if not self.town.tiles[self.pyro.cell].destroyed:
            return
        if not self.thrown_options():
            self.say("The Pyromancer is trapped among the ruins.")
            return
        self.ask(PYRO, "pyro_thrown", "Pyromancer: the block burns down under you — step off")

    def thrown_options(self) -> list[str]:
        return [c for c in self.town.adjacent(self.pyro.cell)
                if not self.town.tiles[c].destroyed and c not in self.warden_cells()]

    def choices_pyro_thrown(self, pending: dict[str, Any]) -> list[Action]:
        return [act(PYRO, "pyro_thrown", f"Step to {self.tile_name(c)}",
                            target=f"cell:{c}", to=c) for c in self.thrown_options()]

    def resolve_pyro_thrown(self, action: Action, pending: dict[str, Any]) -> None:
        self.pyro.cell = action["to"]
        self.say(f"The Pyromancer escapes to {self.tile_name(self.pyro.cell)}.")

    # ----- Fuel, Absorb, Upgrade ----------------------------------------------------------
    def do_fuel(self, action: Action) -> None:
        self.pyro_spend(self.pcost("fuel"))
        self.pyro.levels["firestorm"] += 1
        self.say(f"The Pyromancer fuels the storm: {self.pyro_value('firestorm')} event(s) "
                 "each Wardens' turn.")

    def do_absorb(self, action: Action) -> None:
        self.pyro_spend()
        tile = self.town.tiles[self.pyro.cell]
        n = action["amount"]
        tile.intensity -= n
        self.pyro.mana += n
        self.say(f"The Pyromancer absorbs {n} intensity from {self.tile_name(tile.label)} "
                 f"(now {tile.intensity}; Mana {self.pyro.mana}).")

    def do_pyro_upgrade(self, action: Action) -> None:
        self.pyro_spend()
        track = action["track"]
        self.pyro.levels[track] += 1
        self.pyro.upgrades_this_turn += 1
        self.say(f"The Pyromancer upgrades {track.title()} to {self.pyro_value(track)}.")

    # ----- abilities ----------------------------------------------------------------------
    def do_flame_torch(self, action: Action) -> None:
        self.pyro_spend(self.pcost("flame_torch"))
        self.say("Flame Torch!")
        self.push_effects({"op": "intensify", "cell": self.pyro.cell, "amount": 1})

    def combust_cells(self, shape: str) -> list[str]:
        cells = self.town.adjacent(self.pyro.cell, shape == "adjacent", shape == "diagonal")
        return [c for c in cells if self.town.tiles[c].standing]

    def do_combust(self, action: Action) -> None:
        cells = self.combust_cells(action["shape"])
        self.pyro_spend(self.pcost("combust"))
        self.say(f"Combust: {display_labels(cells)} flare up.")
        self.push_effects(*({"op": "intensify", "cell": c, "amount": 1} for c in cells))

    def do_flaretillery(self, action: Action) -> None:
        self.pyro_spend(self.pcost("flaretillery"))
        n = self.pyro_rules["flaretillery_blocks"]
        self.ask(PYRO, "flare", f"Pyromancer: Flaretillery — choose block 1 of {n} (each "
                 "gains 1 intensity)", chosen=[])

    def choices_flare(self, pending: dict[str, Any]) -> list[Action]:
        n = len(pending["chosen"]) + 1
        return [act(PYRO, "flare", f"Flaretillery shot {n}: {self.tile_name(t.label)}",
                            target=f"cell:{t.label}", cell=t.label)
                for t in self.town.blocks() if t.label not in pending["chosen"]]

    def resolve_flare(self, action: Action, pending: dict[str, Any]) -> None:
        chosen = list(pending["chosen"]) + [action["cell"]]
        if len(chosen) < self.pyro_rules["flaretillery_blocks"]:
            self.ask_again(pending, chosen=chosen,
                           prompt=f"Pyromancer: Flaretillery — choose block "
                           f"{len(chosen) + 1} of {self.pyro_rules['flaretillery_blocks']}")
            return
        self.say(f"Flaretillery strikes {', '.join(chosen)}.")
        self.push_effects(*({"op": "intensify", "cell": c, "amount": 1} for c in chosen))

    def do_familiar(self, action: Action) -> None:
        self.pyro_spend(self.pcost("familiar"))
        self.pyro.familiar_active = True
        self.say("The Familiar blazes: every block the Pyromancer moves onto this turn "
                 "catches fire.")

    def pyro_explain(self, action: Action) -> str | None:
        reasons = {
            "pyro_move": "The Pyromancer cannot reach that block: 4 squares, never onto or "
                         "through a Warden, ruins cost 2 and cannot be the end square.",
            "fuel": "Fuel the Storm needs 2 Fire Mana and the Firestorm below its top.",
            "absorb": "You can only absorb fire from the burning block you stand on, as much "
                      "as the Mana Pool can still hold.",
            "pyro_upgrade": "The Pyromancer upgrades once per turn, on a track below its top.",
            "flame_torch": "Flame Torch needs 1 Fire Mana and a block under you.",
            "combust": "Combust needs 3 Fire Mana.",
            "flaretillery": "Flaretillery needs 5 Fire Mana.",
            "familiar": "The Familiar's ability needs the Familiar at its last level and 3 "
                        "Fire Mana, once per turn.",
        }
        if action.kind in reasons and action.player == PYRO:
            if self.pyro.actions_left <= 0:
                return "The Pyromancer has no actions left this turn."
            return reasons[action.kind]
        return None


#: the Pyromancer's steps and effects
PYROMANCER_OPS: dict[str, Op] = {
    "pyro_start": PyromancerMixin.op_pyro_start, "upkeep": PyromancerMixin.op_upkeep,
    "pyro_continue": PyromancerMixin.op_pyro_continue,
    "pyro_thrown": PyromancerMixin.op_pyro_thrown,
}
#: the Pyromancer's actions (listed by ``pyro_actions``, not per Warden)
PYROMANCER_MOVES: dict[str, Move] = {
    "pyro_move": Move(None, PyromancerMixin.do_pyro_move),
    "fuel": Move(None, PyromancerMixin.do_fuel),
    "absorb": Move(None, PyromancerMixin.do_absorb),
    "pyro_upgrade": Move(None, PyromancerMixin.do_pyro_upgrade),
    "flame_torch": Move(None, PyromancerMixin.do_flame_torch),
    "combust": Move(None, PyromancerMixin.do_combust),
    "flaretillery": Move(None, PyromancerMixin.do_flaretillery),
    "familiar": Move(None, PyromancerMixin.do_familiar),
}
#: the Pyromancer's decisions
PYROMANCER_CHOICES: dict[str, Choice] = {
    "pyro_start": Choice(PyromancerMixin.choices_pyro_start, PyromancerMixin.resolve_pyro_start),
    "pyro_step": Choice(PyromancerMixin.choices_pyro_step, PyromancerMixin.resolve_pyro_step),
    "pyro_thrown": Choice(PyromancerMixin.choices_pyro_thrown,
                          PyromancerMixin.resolve_pyro_thrown),
    "flare": Choice(PyromancerMixin.choices_flare, PyromancerMixin.resolve_flare),
}
