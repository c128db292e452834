"""Moves outside a firefighter's turn: the set-up choices (vehicles, specialists, where
each firefighter starts) and the decisions the game waits for (``flow.current``): the
Suppression Specialist's flips, the knocked-down firefighter's square, riding along, the
Driver/Operator's re-rolls and the Strategist's peek.

A :class:`Decision` lists the choices of the step it answers (the set-up step or pending
kind named by ``step``), refuses the others with that step's own words, and performs one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.flow import Decision as FlowDecision
from boardgames_desktop.rules.reason import Reason

from ..data import events, specialists
from .base import said

if TYPE_CHECKING:
    from ..state import FlashPointState

#: (house id, seat, firefighter index, colour) -> its placement actions (they never change).
_PLACE_ACTIONS: dict[tuple[int, int, int, str], list[Action]] = {}


def asked(st: FlashPointState) -> FlowDecision:
    """The decision being asked (a set-up step or a question): its details."""
    waiting = st.flow.current
    assert waiting is not None
    return waiting


class Decision:
    """Choices of one set-up step or one pending decision; see the module docstring."""

    #: The set-up step ("vehicle", "specialist", "place") or pending kind answered.
    step: ClassVar[str] = ""
    kinds: ClassVar[tuple[str, ...]] = ()

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        raise NotImplementedError

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        return said(action.kind, "First decide: {}.", st.phase)

    def perform(self, st: FlashPointState, action: Action) -> None:
        raise NotImplementedError

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        """The status line while ``waiting`` is asked: who decides and what about."""
        raise NotImplementedError


# ----- set-up -----------------------------------------------------------------------------
class Park(Decision):
    step, kinds = "vehicle", ("park",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        vehicle = asked(st)["vehicle"]
        out += [Action.make(0, "park", f"Park the {vehicle} on the {spot.side} side",
                            target=f"parking:{spot.id}", vehicle=vehicle, spot=spot.id)
                for spot in st.house.parking.values() if spot.vehicle == vehicle]

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        vehicle = asked(st)["vehicle"]
        return said("park", "Now the {} parks: on one of its own spots beside the house.",
                    vehicle)

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.park(action["vehicle"], action["spot"])
        st.next_setup()

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        vehicle = waiting["vehicle"]
        why = ("its deck gun can only shoot into the quarter of the house beside it"
               if vehicle == "engine" else "victims brought to it are rescued")
        return (f"Setup: choose where the {vehicle} parks — {why}. Click a highlighted "
                f"{vehicle} spot beside the house")


class ChooseSpecialist(Decision):
    step, kinds = "specialist", ("specialist",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        ff = st.firefighters[asked(st)["ff"]]
        for s in st.unused_specialists():
            card = specialists()[s]
            out.append(Action.make(ff.seat, "specialist",
                                   f"Become the {card.name} ({card.ap} AP) — {card.text}",
                                   ff=ff.index, specialist=s))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        return said("specialist", "Choose one of the specialists nobody plays yet, for the {} "
                                  "firefighter.", st.firefighters[asked(st)["ff"]].colour)

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.firefighters[action["ff"]].specialist = action["specialist"]
        st.next_setup()

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        colour = st.firefighters[waiting["ff"]].colour
        return f"Setup: choose a specialist for the {colour} firefighter"


class Place(Decision):
    step, kinds = "place", ("place",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        house = st.house
        ff = st.firefighters[asked(st)["ff"]]
        key = (id(house), ff.seat, ff.index, ff.colour)
        acts = _PLACE_ACTIONS.get(key)
        if acts is None:
            acts = _PLACE_ACTIONS[key] = [
                Action(ff.seat, "place", (("ff", ff.index), ("to", house.rcs[i])),
                       f"Place the {ff.colour} firefighter on {st.where(i)}", house.targets[i])
                for i in house.outside_tuple]
        out += acts

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        colour = st.firefighters[asked(st)["ff"]].colour
        return said("place", "The {} firefighter starts on a square outside the house.", colour)

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.firefighters[action["ff"]]
        ff.cell = st.cell_of(action)
        st.say(f"{st.ff_short(ff)} starts on {st.where(ff.cell)}.")
        st.next_setup()

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        colour = st.firefighters[waiting["ff"]].colour
        return f"Setup: place the {colour} firefighter on any square outside the house"


# ----- pending decisions ------------------------------------------------------------------
class Suppress(Decision):
    step, kinds = "suppress", ("suppress",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        decision = st.flow.current
        assert decision is not None
        house = st.house
        seat, red, black = decision.seat, decision["red"], decision["black"]
        here = house.idx(red, black)
        out.append(Action.make(seat, "suppress", f"Let the roll stand (red {red}, black {black}"
                               f" → {house.label(here)}: {st.hit_words(here)})", flip="none"))
        for flip, r, b in (("red", 7 - red, black), ("black", red, 9 - black),
                           ("both", 7 - red, 9 - black)):
            what = "both dice" if flip == "both" else f"the {flip} die"
            there = house.idx(r, b)
            out.append(Action.make(seat, "suppress", f"Flip {what}: the fire advances at "
                                   f"{house.label(there)} instead ({st.hit_words(there)}; red "
                                   f"{r}, black {b})",
                                   target=f"cell:{r},{b}", cost="1 saved AP", flip=flip))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        return said("suppress", "The Suppression Specialist lets the roll stand or flips the "
                                "red die, the black die or both (1 saved AP): click a "
                                "highlighted space or choose in the side panel.")

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.resolve_suppress(action["flip"])

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        specialist = st.firefighters[waiting["ff"]]
        red, black = waiting["red"], waiting["black"]
        hit = st.hit_words(st.house.idx(red, black))
        return (f"{st.ff_short(specialist)}: the Advance Fire dice show "
                f"{st.roll_words(red, black)} ({hit} there). Let the roll stand, or spend 1 "
                "saved AP to flip a die (or both) and move the fire")


class KnockdownSpot(Decision):
    step, kinds = "knockdown", ("knockdown_spot",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        decision = st.flow.current
        assert decision is not None
        house = st.house
        ff = st.firefighters[decision["ff"]]
        out += [Action.make(decision.seat, "knockdown_spot",
                            f"{ff.colour.capitalize()} recovers at the ambulance on the "
                            f"{house.parking[s].side} side, square {house.name(i)}",
                            target=house.targets[i], spot=s, to=st.rc(i))
                for s in decision["spots"] for i in house.parking[s].cells]

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        where = " nearest to the firefighter" if not st.experienced else ""
        return said("knockdown_spot", "A knocked-down firefighter goes to a square of the "
                                      "ambulance's parking spot{}.", where)

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.resolve_knockdown(action["spot"], st.cell_of(action))

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        ff = st.firefighters[waiting["ff"]]
        return (f"{st.ff_short(ff)} is knocked down by the fire at "
                f"{st.house.label(ff.cell)}: choose the ambulance square to recover on")


class Ride(Decision):
    step, kinds = "ride", ("ride",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        decision = st.flow.current
        assert decision is not None
        house = st.house
        seat = decision.seat
        ff = st.firefighters[decision["ff"]]
        name = ff.colour.capitalize()
        out.append(Action.make(seat, "ride", f"{name} stays behind at {house.name(ff.cell)}",
                               to=None))
        for i in st.spot_cells(decision["spot"]):
            out.append(Action.make(seat, "ride", f"{name} rides along to square {house.name(i)}",
                                   target=house.targets[i], cost="free", to=st.rc(i)))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        decision = st.flow.current
        assert decision is not None
        vehicle = st.house.parking[decision["spot"]].vehicle
        return said("ride", "Ride along to one of the {}'s two squares, or stay behind.",
                    vehicle)

    def perform(self, st: FlashPointState, action: Action) -> None:
        decision = st.flow.answer(action.player)
        ff = st.firefighters[decision["ff"]]
        if action["to"] is not None:
            st.move_ff(ff, st.cell_of(action))
            st.say(f"{st.ff_short(ff)} rides along to {st.house.name(ff.cell)}.")
        queue = list(decision["queue"])
        if queue:
            nxt = st.firefighters[queue.pop(0)]
            st.ask(nxt.seat, "ride", ff=nxt.index, queue=queue, spot=decision["spot"])

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        ff = st.firefighters[waiting["ff"]]
        spot = st.house.parking[waiting["spot"]]
        return (f"The {spot.vehicle} drove to the {spot.side}: does {st.ff_short(ff)} ride "
                "along (free) or stay?")


class Reroll(Decision):
    """The Driver/Operator's deck gun: ``shoot`` where the dice aim, or ``reroll`` a die
    (each die once)."""

    step, kinds = "reroll", ("shoot", "reroll")

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        decision = st.flow.current
        assert decision is not None
        seat = decision.seat
        house = st.house
        aim = house.label(house.idx(decision["red"], decision["black"]))
        out.append(Action.make(seat, "shoot", f"Fire the deck gun at {aim} (no re-roll)",
                               target=f"cell:{decision['red']},{decision['black']}"))
        for die in ("red", "black"):
            if die not in decision["rerolled"]:
                out.append(Action.make(seat, "reroll", f"Re-roll the {die} die (now "
                                       f"{decision[die]}; once only)", die=die))

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        return said(action.kind, "The Driver/Operator fires the deck gun where the dice aim "
                                 "(click the aimed space) or re-rolls each die once.")

    def perform(self, st: FlashPointState, action: Action) -> None:
        decision = st.flow.answer(action.player)
        if action.kind == "shoot":
            st.shoot_deck_gun(decision["red"], decision["black"])
            return
        die = action["die"]
        house = st.house
        quad = house.quadrants[house.parking[st.engine].quadrant]  # type: ignore[index]
        red, black = decision["red"], decision["black"]
        if die == "red":
            red = st.rng.roll(6)
            red = red if quad[0] <= red <= quad[1] else 7 - red
        else:
            black = st.rng.roll(8)
            black = black if quad[2] <= black <= quad[3] else 9 - black
        rerolled = decision["rerolled"] + [die]
        st.dice = [red, black]
        st.say(f"The Driver/Operator re-rolls the {die} die: the deck gun now aims at "
               f"{house.label(house.idx(red, black))}.")
        st.deck_gun_shot["rolls"].append([die, red, black])  # type: ignore[index]
        if len(rerolled) == 2:
            st.shoot_deck_gun(red, black)
        else:
            st.ask(decision.seat, "reroll", red=red, black=black, rerolled=rerolled)

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        where = st.house.label(st.house.idx(waiting["red"], waiting["black"]))
        left = [die for die in ("red", "black") if die not in waiting["rerolled"]]
        again = (", or re-roll the " + " or the ".join(left) + " die (each once)") if left \
            else ""
        return f"{st.ff_short(st.current_ff)}: the deck gun aims at {where} — fire it{again}"


class PeekPlace(Decision):
    step, kinds = "peek", ("peek_place",)

    def generate(self, st: FlashPointState, out: list[Action]) -> None:
        decision = st.flow.current
        assert decision is not None
        seat = decision.seat
        out += [Action.make(seat, "peek_place", "Leave it on top: it comes next", where="top"),
                Action.make(seat, "peek_place", "Put it at the bottom of the Event deck",
                            where="bottom")]

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        return said("peek_place", "The peeked Event stays on top or goes to the bottom of the "
                                  "Event deck.")

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.flow.answer(action.player)
        if action["where"] == "bottom":
            card = st.event_deck.pop(0)
            st.event_deck.append(card)
            st.peeked_event = None
            st.say("The Strategist puts the next Event at the bottom of the Event deck.")
        else:
            st.say("The Strategist leaves the next Event on top: it comes next.")

    def text(self, st: FlashPointState, waiting: FlowDecision) -> str:
        card = waiting.get("card")
        name = events()[card].name if card in events() else "the Event"
        return (f"{st.ff_short(st.current_ff)}: the next Event is “{name}” — leave it on top "
                "or put it at the bottom of the Event deck")


SETUP = (Park(), ChooseSpecialist(), Place())
PENDING = (Suppress(), KnockdownSpot(), Ride(), Reroll(), PeekPlace())
#: The decision answering each set-up step and pending kind.
BY_STEP: dict[str, Decision] = {d.step: d for d in SETUP + PENDING}
