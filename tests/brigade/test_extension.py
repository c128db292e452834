"""The extension points work for a mode shaped like Co-Op (several Wardens, shared Wagon)."""

from typing import Any

from boardgames_desktop.games.brigade.events import build_event_decks
from boardgames_desktop.games.brigade.pieces import Wagon, Warden, new_board
from boardgames_desktop.games.brigade.state import BrigadeState
from boardgames_desktop.games.brigade.town import build_town
from boardgames_desktop.rules import Action

from .helpers import calm, one


class TwoWardens(BrigadeState):
    """Seat 0 runs two Wardens sharing one Wagon; an extra phase after the actions."""

    ACTION_KINDS = BrigadeState.ACTION_KINDS + ("shout",)

    def setup_mode(self) -> None:
        self.town = build_town(self.cat, self.rng)
        self.boards.append(new_board({"wagon": [2, 3], "leadership": [2]}))
        self.wagons.append(Wagon(0, None, "A1", 2, 0))
        for i, cell in enumerate(("A1", "F6")):
            self.wardens.append(Warden(i, 0, sorted(self.cat.wardens)[i], "basic", cell, 2, 2,
                                       0, 0))
        self.shouts = 0
        self.after = 0
        starters, self.events = build_event_decks(self.cat, self.rng, False, False, 3)
        self.start_game(starters, 0)

    def crew_slots(self, w):
        return 0

    def turn_steps(self, seat: int, first: bool) -> list[dict[str, Any]]:
        steps = super().turn_steps(seat, first)
        return steps[:-1] + [{"op": "after_actions"}] + steps[-1:]

    def op_after_actions(self) -> None:
        self.after += 1

    def gen_shout(self, w):
        return [Action.make(w.seat, "shout", "Shout", cost="free", warden=w.index)] \
            if self.acting and self.shouts == 0 else []

    def do_shout(self, action):
        self.shouts += 1


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
