"""Choosing the Warden cards when several Wardens share a team (Co-Op, the campaign, 3v1/4v1).

"Set up as normal game": the Warden cards are chosen as in the base game, each seat for each
of its Wardens in Firehouse order, before the starter events.  The mode deals a card to every
Warden from the seed first; until a Warden's card is chosen that card only stands in
(``warden_picks`` counts the Wardens whose card is chosen; the view shows a grey "?").
"""

from __future__ import annotations

from . import mode
from .state import BrigadeState


class WardenPicksMixin(BrigadeState):
    """Queue ``{"op": "pick_warden", "seat": s}`` per Warden with ``queue_warden_picks``."""

    warden_picks: int

    def queue_warden_picks(self, seats: list[int], choose: bool) -> None:
        """One pick per Warden (``seats``: the controlling seat of each, Firehouse order);
        with ``choose`` False the cards dealt from the seed stand."""
        self.warden_picks = len(seats)
        if choose:
            self.warden_picks = 0
            self.steps.extend({"op": "pick_warden", "seat": s} for s in seats)

    def pick_prompt(self, seat: int, i: int) -> str:
        where = self.tile_name(self.wardens[i].cell)
        mine = [w.index for w in self.wardens if w.seat == seat]
        which = (f" ({mine.index(i) + 1} of {len(mine)})" if len(mine) > 1 else "")
        return (f"Set-up: Player {seat + 1}, choose the Warden card for your Brigade at "
                f"{where}{which}")


def picked_player_name(state: WardenPicksMixin, player: int) -> str:
    """'Player N (Warden names)', naming only the Wardens whose cards are chosen."""
    picked = state.wardens[:state.warden_picks]
    names = [state.cat.wardens[w.card].name for w in picked if w.seat == player]
    if names:
        return f"Player {player + 1} ({' & '.join(names)})"
    return mode.player_name(state, player) if player < 0 else f"Player {player + 1}"


def pick_warden(state: WardenPicksMixin, seat: int) -> None:
    i = state.warden_picks
    state.ask(seat, "warden", state.pick_prompt(seat, i), warden=i)


def chosen_warden_cards(state: WardenPicksMixin) -> set[str]:
    """Only the chosen cards: the ones dealt from the seed merely stand in."""
    return {w.card for w in state.wardens[:state.warden_picks]}


def assign_warden(state: WardenPicksMixin, seat: int, card_id: str) -> None:
    """The chosen card goes to the next Warden in Firehouse order (a later Warden that
    was dealt it provisionally takes this one's card instead)."""
    i = state.warden_picks
    w = state.wardens[i]
    other = next((x for x in state.wardens[i + 1:] if x.card == card_id), None)
    if other is not None:
        other.card = w.card
    card = state.cat.wardens[card_id]
    w.card, w.water, w.capacity = card.id, card.water, card.water
    state.warden_picks += 1
    state.say(f"{card.name}'s Brigade starts at {state.tile_name(w.cell)}.")

