"""Moves only one specialist makes: the Paramedic treats, the Imaging Technician flips a
POI from afar, the Hazmat Technician disposes, the Strategist gives AP and peeks at the next
Event, the Fire Prevention Specialist moves smoke and POIs towards the way out.

Each class names its specialist (``who``) once: listing skips the others, refusing says
"Only the … can …"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.reuse import reused as made

from ..data import rules, specialists
from .base import Move, ap_text, said, space_of

if TYPE_CHECKING:
    from ..pieces import Firefighter, Poi
    from ..state import FlashPointState


class SpecialistMove(Move):
    """A move of the specialist ``who``; ``what`` completes "Only the … can …"."""

    who: ClassVar[str] = ""
    what: ClassVar[str] = ""

    def generate(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        if ff.specialist == self.who:
            self.options(st, ff, out)

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        """The legal actions, for the right specialist."""

    def refuse(self, st: FlashPointState, action: Action) -> Reason:
        if st.current_ff.specialist != self.who:
            return said(action.kind, "Only the {} can {}.", specialists()[self.who].name,
                        self.what)
        found = self.check(st, st.current_ff, action)
        return found if isinstance(found, Reason) else super().refuse(st, action)

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        """The AP of ``action`` by the right specialist, or why it is refused."""
        raise NotImplementedError

    @staticmethod
    def afford(kind: str, words: str, cost: int, have: int) -> int | Reason:
        """``cost`` when ``have`` covers it, else '<words> costs N AP; you have M.'"""
        if cost > have:
            return said(kind, "{} costs {} AP; you have {}.", words, cost, have)
        return cost


def poi_arg(st: FlashPointState, action: Action) -> Poi | None:
    return next((p for p in st.pois if p.id == action.get("poi")), None)


class Treat(SpecialistMove):
    kinds = ("treat",)
    who, what = "paramedic", "treat a victim"

    def poi_check(self, st: FlashPointState, ff: Firefighter, poi: Poi | None) -> int | Reason:
        if (poi is None or poi.cell != ff.cell or not poi.revealed or poi.treated
                or poi.kind != "victim" or poi.carrier not in (None, ff.index)):
            return said("treat", "There is no revealed, untreated victim on your space to "
                                 "treat.")
        if sum(1 for p in st.pois if p.treated) >= rules()["components"]["treated_markers"]:
            return said("treat", "All the treated-victim markers are in use.")
        return self.afford("treat", "Treating a victim", st.costs()["treat"], ff.ap)

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        return self.poi_check(st, ff, poi_arg(st, action))

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        for poi in st.pois:
            if poi.cell != ff.cell:
                continue
            cost = self.poi_check(st, ff, poi)
            if cost.__class__ is int:
                out.append(made(ff.seat, "treat", (("poi", poi.id),),
                                "Treat the victim (then you lead it at 1 AP a move)",
                                st.house.targets[ff.cell], ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.pay(st.current_ff, st.costs()["treat"], "other")
        st.poi_by_id(action["poi"]).treated = True
        st.say("The Paramedic treats the victim.")


class Imaging(SpecialistMove):
    kinds = ("imaging",)
    who, what = "imaging", "flip a POI from afar"

    def poi_check(self, st: FlashPointState, ff: Firefighter, poi: Poi | None) -> int | Reason:
        if poi is None or poi.revealed:
            return said("imaging", "Choose a face-down POI on the board.")
        return self.afford("imaging", "Flipping a POI", st.costs()["imaging"], ff.ap)

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        return self.poi_check(st, ff, poi_arg(st, action))

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        for poi in st.pois:
            cost = self.poi_check(st, ff, poi)
            if cost.__class__ is int:
                out.append(made(ff.seat, "imaging", (("poi", poi.id),),
                                "Flip the POI at " + house.labels[poi.cell],
                                house.targets[poi.cell], ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.pay(st.current_ff, st.costs()["imaging"], "other")
        st.reveal(st.poi_by_id(action["poi"]))


class Dispose(SpecialistMove):
    kinds = ("dispose",)
    who, what = "hazmat_tech", "dispose of a hazmat"

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        if ff.cell not in st.hazmats and not ff.hazmat:
            return said("dispose", "There is no hazmat on your space.")
        return self.afford("dispose", "Disposing of a hazmat", st.costs()["dispose"], ff.ap)

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        cost = self.check(st, ff, _NO_ACTION)
        if cost.__class__ is int:
            out.append(made(ff.seat, "dispose", (), "Dispose of the hazmat",
                            st.house.targets[ff.cell], ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.pay(ff, st.costs()["dispose"], "other")
        if ff.hazmat:
            ff.hazmat = False
        else:
            st.hazmats.remove(ff.cell)
        st.say("The Hazmat Technician disposes of a hazmat.")


class PlanGive(SpecialistMove):
    kinds = ("plan_give",)
    who, what = "strategist", "give Saved Actions"

    def gift_check(self, st: FlashPointState, ff: Firefighter, g: Any) -> int | Reason:
        if not isinstance(g, int) or not 0 <= g < len(st.firefighters) or g == ff.index:
            return said("plan_give", "The Strategist gives Saved Actions to the other "
                                      "firefighters.")
        cap = rules()["max_saved_ap"]
        other = st.firefighters[g]
        if other.ap >= cap:
            return said("plan_give", "{} already holds {} Saved Actions, the most allowed.",
                        st.ff_name(other), cap)
        return self.afford("plan_give", "Giving a Saved Action (the free Plan AP counts)",
                           st.costs()["plan_give"], st.ap_for(ff, "plan"))

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        return self.gift_check(st, ff, action.get("ff"))

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        for g in st.firefighters:
            cost = self.gift_check(st, ff, g.index)
            if cost.__class__ is int:
                out.append(made(ff.seat, "plan_give", (("ff", g.index),),
                                f"Give a saved AP to {st.ff_short(g)}",
                                f"firefighter:{g.index}", ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.pay(st.current_ff, st.costs()["plan_give"], "plan")
        g = st.firefighters[action["ff"]]
        g.ap += 1
        st.say(f"The Strategist gives a saved AP to {st.ff_short(g)} (now {g.ap}).")


class PlanPeek(SpecialistMove):
    kinds = ("plan_peek",)
    who, what = "strategist", "look at the next Event"

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        if st.turn_flags.get("peek"):
            return said("plan_peek", "The Strategist looks at the next Event only once a turn.")
        if not (st.event_deck or st.event_discard):
            return said("plan_peek", "There is no Event card left to look at.")
        return self.afford("plan_peek", "Looking at the next Event", st.costs()["plan_peek"],
                           ff.ap)

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        cost = self.check(st, ff, _NO_ACTION)
        if cost.__class__ is int:
            out.append(made(ff.seat, "plan_peek", (), "Look at the next Event card (then keep "
                            "it on top or put it at the bottom)", None,
                            ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        ff = st.current_ff
        st.pay(ff, st.costs()["plan_peek"], "other")
        st.turn_flags["peek"] = 1
        if not st.event_deck:
            st.event_deck = st.event_discard
            st.event_discard = []
            st.rng.shuffle(st.event_deck)
        st.rng.note_reveal()
        st.peeked_event = st.event_deck[0]
        st.ask(ff.seat, "peek", card=st.peeked_event)


SHORTEST_ROUTE = ("one space at a time along a shortest route to the nearest exterior door")


class Desmoke(SpecialistMove):
    kinds = ("desmoke",)
    who, what = "prevention", "move smoke (De-Smoke)"

    def step_check(self, st: FlashPointState, ff: Firefighter, frm: int | None,
                   to: int | None) -> int | Reason:
        if frm is None or not st.house.inside[frm] or st.fire[frm] != 1:
            return said("desmoke", "There is no smoke there to move.")
        if to is None or all(j != to for j, _k in st.escape_steps(frm)):
            return said("desmoke", "Smoke moves " + SHORTEST_ROUTE + ".")
        return self.afford("desmoke", "De-Smoke", st.costs()["desmoke"], ff.ap)

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        return self.step_check(st, ff, space_of(st, action.get("frm")),
                               space_of(st, action.get("to")))

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        fire = st.fire
        labels = house.labels
        for i in house.inside_tuple:
            if fire[i] != 1:
                continue
            for j, _k in st.escape_steps(i):
                cost = self.step_check(st, ff, i, j)
                if cost.__class__ is int:
                    out.append(made(ff.seat, "desmoke",
                                    (("frm", house.rcs[i]), ("to", house.rcs[j])),
                                    f"De-Smoke: push the smoke at {labels[i]} to {labels[j]}",
                                    house.targets[i], ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        st.pay(st.current_ff, st.costs()["desmoke"], "other")
        frm, to = st.cell_of(action, "frm"), st.cell_of(action)
        st.fire[frm] = 0
        house = st.house
        if not house.inside[to]:
            st.say("The smoke leaves the building and vanishes.")
            return
        if st.fire[to] >= 1:
            st.fire[to] = 2
            st.say(f"The smoke joins {house.label(to)}, which is now on fire.")
            return
        st.fire[to] = 1
        near = ([j for _d, j, _k in house.links[to]]
                if rules()["rulings"]["desmoke_ignites_through_walls"]
                else st.open_neighbours(to))
        if any(st.fire[j] == 2 for j in near):
            st.fire[to] = 2
            st.say(f"The smoke moved to {house.label(to)} ignites next to the fire.")
        else:
            st.say(f"The smoke moves to {house.label(to)}.")


class Escape(SpecialistMove):
    """``escape`` moves a face-down POI one step towards the way out; ``escape_door`` lets
    it open the closed door on that step instead (listed together, step by step)."""

    kinds = ("escape", "escape_door")
    who, what = "prevention", "move a POI (Escape)"

    def step_check(self, st: FlashPointState, ff: Firefighter, kind: str, poi: Poi | None,
                   to: int, key: str) -> int | Reason:
        if (poi is None or poi.revealed or poi.carrier is not None
                or not st.house.inside[poi.cell]):
            return said(kind, "Escape moves a face-down POI lying in the house.")
        if st.fire[to] == 2:
            return said(kind, "A POI never escapes into fire.")
        costs = st.costs()
        closed = st.doors.get(key) == "closed"
        if kind == "escape" and closed:
            return said(kind, "A closed door is in the way: first let the POI open it "
                              "({} AP).", costs["escape_door"])
        if kind == "escape_door" and not closed:
            return said(kind, "There is no closed door on that POI's way out.")
        if kind == "escape_door":
            return self.afford(kind, "Opening a door on the way", costs["escape_door"], ff.ap)
        return self.afford(kind, "Escape", costs["escape"], ff.ap)

    def check(self, st: FlashPointState, ff: Firefighter, action: Action) -> int | Reason:
        poi = poi_arg(st, action)
        if poi is None:
            return self.step_check(st, ff, action.kind, None, 0, "")
        steps = st.escape_steps(poi.cell) if st.house.inside[poi.cell] else []
        if action.kind == "escape_door":
            step = next(((j, k) for j, k in steps if k == action.get("edge")), None)
        else:
            step = next(((j, k) for j, k in steps if j == space_of(st, action.get("to"))), None)
        if step is None:
            return said(action.kind, "A POI moves " + SHORTEST_ROUTE + ".")
        return self.step_check(st, ff, action.kind, poi, *step)

    def options(self, st: FlashPointState, ff: Firefighter, out: list[Action]) -> None:
        house = st.house
        labels = house.labels
        for poi in st.pois:
            if poi.revealed or poi.carrier is not None or not house.inside[poi.cell]:
                continue
            for j, k in st.escape_steps(poi.cell):
                kind = "escape_door" if st.doors.get(k) == "closed" else "escape"
                cost = self.step_check(st, ff, kind, poi, j, k)
                if cost.__class__ is not int:
                    continue
                if kind == "escape_door":
                    out.append(made(ff.seat, kind, (("edge", k), ("poi", poi.id)),
                                    f"Escape: the POI at {labels[poi.cell]} opens the "
                                    f"door {house.edge_words[k]}", "door:" + k,
                                    ap_text(cost)))
                else:
                    out.append(made(ff.seat, kind, (("poi", poi.id), ("to", house.rcs[j])),
                                    f"Escape: move the POI at {labels[poi.cell]} to "
                                    f"{labels[j]}", house.targets[poi.cell],
                                    ap_text(cost)))

    def perform(self, st: FlashPointState, action: Action) -> None:
        if action.kind == "escape_door":
            st.pay(st.current_ff, st.costs()["escape_door"], "other")
            st.doors[action["edge"]] = "open"
            st.say("The POI opens a door on its way out.")
            return
        st.pay(st.current_ff, st.costs()["escape"], "other")
        poi = st.poi_by_id(action["poi"])
        to = st.cell_of(action)
        poi.cell = to
        st.say(f"The POI moves to {st.house.label(to)}.")
        if not st.house.inside[to] or st._ffs_at(to):
            st.reveal(poi)


#: Stands in for the action when a check needs none (dispose, peek).
_NO_ACTION = Action(0, "none")
