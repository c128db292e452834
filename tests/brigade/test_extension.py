"""The extension points work for a mode shaped like Co-Op (several Wardens, shared Wagon):
a new mode is a ``Mode`` table of hooks, steps and moves on top of the base game's."""

from typing import Any

from boardgames_desktop.games.brigade import mode
from boardgames_desktop.games.brigade.events import build_event_decks
from boardgames_desktop.games.brigade.mode import Mode, Move
from boardgames_desktop.games.brigade.pieces import Wagon, Warden, new_board
from boardgames_desktop.games.brigade.state import (
    BASE_CHOICES,
    BASE_MOVES,
    BASE_OPS,
    BrigadeState,
    moves_with,
)
from boardgames_desktop.games.brigade.town import build_town
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.state import GameState

from .helpers import calm, one


class TwoWardens(BrigadeState, GameState):
    """Seat 0 runs two Wardens sharing one Wagon; an extra phase after the actions."""

    def mode_hooks(self) -> Mode:
        return TWO_WARDENS

    def op_after_actions(self) -> None:
        self.after += 1

    def gen_shout(self, w):
        return [Action.make(w.seat, "shout", "Shout", cost="free", warden=w.index)] \
            if self.acting and self.shouts == 0 else []

    def do_shout(self, action):
        self.shouts += 1


def setup(state: TwoWardens) -> None:
    state.town = build_town(state.cat, state.rng)
    state.boards.append(new_board({"wagon": [2, 3], "leadership": [2]}))
    state.wagons.append(Wagon(0, None, "A1", 2, 0))
    for i, cell in enumerate(("A1", "F6")):
        state.wardens.append(Warden(i, 0, sorted(state.cat.wardens)[i], "basic", cell, 2, 2,
                                    0, 0))
    state.shouts = 0
    state.after = 0
    starters, state.events = build_event_decks(state.cat, state.rng, False, False, 3)
    state.start_game(starters, 0)


def turn_steps(state: TwoWardens, seat: int, first: bool) -> list[dict[str, Any]]:
    steps = mode.turn_steps(state, seat, first)
    return steps[:-1] + [{"op": "after_actions"}] + steps[-1:]


TWO_WARDENS = Mode(
    "custom", setup=setup, ops={**BASE_OPS, "after_actions": TwoWardens.op_after_actions},
    moves=moves_with(BASE_MOVES, shout=Move(TwoWardens.gen_shout, TwoWardens.do_shout)),
    choices=BASE_CHOICES, turn_steps=turn_steps, crew_slots=lambda state, w: 0)


def test_two_wardens_one_seat_shared_wagon_and_extra_phase():
    g = TwoWardens("custom", 1, 3, {})
    calm(g)
    assert g.budget == {0: 2, 1: 2}
    wardens_moving = {a["warden"] for a in g.legal_actions() if a.kind == "move"}
    assert wardens_moving == {0, 1}
    # the shared Wagon: both may drive it, only the Warden on its block may ride along
    riders = {a["warden"] for a in g.legal_actions() if a.kind == "wagon" and a["ride"]}
    drivers = {a["warden"] for a in g.legal_actions() if a.kind == "wagon"}
    assert riders == {0} and drivers == {0, 1}
    g.apply(one(g, "shout", warden=0))
    g.apply(one(g, "move", warden=1, to="F5"))
    assert g.budget == {0: 2, 1: 1}
    g.apply(one(g, "end_turn"))
    assert g.after == 1 and g.turn == 2 and g.budget == {0: 2, 1: 2}
