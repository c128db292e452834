"""Shared helpers for the Emberheart tests: invariants and position set-up."""

from __future__ import annotations

import functools

from boardgames_desktop.games.emberheart.data import HIRELINGS
from boardgames_desktop.games.emberheart.refusals import refusal
from boardgames_desktop.games.emberheart.state import LOCATIONS, EmberheartState
from boardgames_desktop.rules import Action, new_game


def check_invariants(state: EmberheartState) -> None:
    """No negative counts; every Hireling and Gear token is somewhere (box totals hold)."""
    box = state.content.board["supply"]
    totals = dict(state.supply)
    for pb in state.boards:
        assert pb.gear >= 0 and pb.crests >= 0 and 0 <= pb.flame <= state.content.board["flame_max"]
        for h in HIRELINGS:
            assert pb.hire[h] >= 0, (h, pb.hire)
            totals[h] += pb.hire[h]
        totals["gear"] += pb.gear + len(pb.gear_dragons)
        for t, v in pb.tracks.items():
            assert 0 <= v <= state.content.board["track_max"], (t, v)
    parties = [s for loc in LOCATIONS for s in state.spaces[loc] if s] + state.warden_spaces
    if state.stage == "reward":
        parties += state.progress.get("pending", [])
    for party in parties:
        if party["player"] >= 0 and not party.get("gone"):
            for h in HIRELINGS:
                assert party[h] >= 0
                totals[h] += party[h]
    for k, v in state.supply.items():
        assert v >= 0, (k, v)
    assert totals == box, (totals, box)
    crests = [pb.crests for pb in state.boards]
    for p, pb in enumerate(state.boards):
        on_board = sum(1 for s in parties if s["player"] == p and not s.get("gone"))
        on_board += state.warehouse.count(p) + state.firestation.count(p)
        assert pb.crests + on_board == 5, (p, crests, on_board)


def fresh(players: int = 3, side: str = "A", seed: int = 1,
          position: dict | None = None) -> EmberheartState:
    """A new game with the head start chosen (Strength for everyone) and round 1 begun.
    ``position`` (side A): a scenario position laid out (``games/emberheart/scenario.py``)."""
    if position is not None:
        assert side == "A", "the B side's skills are chosen in the game"
        position = {"headstarts": ["strength"] * players, **position}
        position.update(off_the_offer(position, players, seed))
        return new_game("emberheart", "standard", players, seed, {"side": side},
                        scenario={"position": position})
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    skills = ["dragon_gear", "ember_skin", "drill", "kennel"]
    while state.prompt and state.prompt.kind == "skill":  # B side: boards in skill order
        pick(state, "skill", skill=skills.pop(0))
    while state.prompt and state.prompt.kind == "headstart":
        pick(state, "headstart", track="strength")
    return state


def pick(state: EmberheartState, kind: str, **args) -> Action:
    """Apply the one legal action of ``kind`` whose args include ``args``."""
    state.forget_listing()  # tests set positions by hand
    matches = [a for a in state.legal_actions()
               if a.kind == kind and all(a.get(k) == v for k, v in args.items())]
    assert matches, (kind, args, [a.describe() for a in state.legal_actions()])
    assert len(matches) == 1, [a.describe() for a in matches]
    state.apply(matches[0])
    return matches[0]


def end_turn(state: EmberheartState) -> None:
    """Close the after-action swap window ("finish" prompt) if the turn left it open."""
    while state.prompt and state.prompt.kind == "finish":
        pick(state, "pass")


def card_id(state: EmberheartState, name: str) -> str:
    """The id of the card with this name (names are unique within the game's content)."""
    found = [c.id for c in state.content.cards.values() if c.name == name]
    assert len(found) == 1, (name, found)
    return found[0]


def set_party(state: EmberheartState, loc: str, space: int, player: int,
              companion: bool = False, **counts: int) -> dict:
    """Put a Party on a space by hand (its Crest comes from the player's hand)."""
    party = {"player": player, "grunt": 0, "scout": 0, "ranger": 0, "warden": 0,
             "companion": companion, "claimed": False}
    party.update(counts)
    state.spaces[loc][space - 1] = party
    state.boards[player].crests -= 1
    if companion:
        state.boards[player].companion_used = True
    return party


def clear_board(state: EmberheartState) -> None:
    """Remove every Party (incl. non-player Crests) and give Crests back."""
    for loc in LOCATIONS:
        for i, party in enumerate(state.spaces[loc]):
            if party and party["player"] >= 0:
                state.boards[party["player"]].crests += 1
            state.spaces[loc][i] = None


def start_reward(state: EmberheartState, aides: dict[str, int]) -> None:
    """End the Action phase by hand with the given Aide holders and run to the first claim."""
    state.aides.update(aides)
    state.raids = [card_id(state, "Broken Bridge")]  # asks nothing without Garrison cards
    state.stage = "reward"
    state.progress = {"loc": 0, "queue": None}
    state.resume()


def claims(state: EmberheartState) -> list[str]:
    """Card ids the asked player may claim right now."""
    return [a.get("card") for a in state.legal_actions() if a.kind in ("claim", "mclaim")]


@functools.cache
def as_set_up(players: int, seed: int) -> EmberheartState:
    """The game as set up, before any position (read only: what lies on offer)."""
    return new_game("emberheart", "standard", players, seed, {"side": "A"})


def off_the_offer(position: dict, players: int, seed: int) -> dict:
    """The ``offer``/``mountain`` position fields that take every card the position's boards
    hold off the main board (each replaced by the next card of its own deck), so a board may
    name any card; rows the position lays out itself are left as given."""
    owned = {card for board in position.get("boards", [])
             for name in ("heroes", "preserves", "dragons", "garrisons")
             for card in board.get(name, [])}
    base = as_set_up(players, seed)
    home = {card: name for name, cards in base.content.decks.items() for card in cards}
    taken = set(owned)
    fields: dict[str, dict] = {}
    for field, rows in (("offer", base.offer), ("mountain", base.mountain)):
        for row, slots in rows.items():
            if row in position.get(field, {}) or not owned & set(slots):
                continue
            laid = []
            for card in slots:
                if card in owned:
                    card = next(c for c in base.decks[home[card]] if c not in taken)
                    taken.add(card)
                laid.append(card)
            fields.setdefault(field, dict(position.get(field, {})))[row] = laid
    return fields


def card_ids(*names: str) -> list[str]:
    """Card ids by name, before any game is set up (to name cards in a position)."""
    by_name = {c.name: c.id for c in as_set_up(2, 1).content.cards.values()}
    return [by_name[n] for n in names]


def refused(state: EmberheartState, target: str, viewer: int | None, text: str,
            kind: str | None) -> None:
    """``target`` is not legal (for ``viewer``, or anyone), and its refusal reads ``text``
    and names the move ``kind``."""
    state.forget_listing()
    assert not any(a.target == target for a in state.legal_actions()
                   if viewer is None or a.player == viewer), target
    reason = refusal(state, target, viewer)
    assert reason.text == text
    assert reason.action_kind == kind


def wardens_party_at_the_mountain(seat: int) -> EmberheartState:
    """The reward stage with ``seat``'s Party of 3 Wardens (no Grunts) on Mountain space 3,
    the Mountain's rows known: M01, M05, M06 at the bottom, M16, M20 in the middle, M26 on
    top.  It claims on the bottom level first, then climbs."""
    return fresh(3, position={"first": seat, "phase": {"stage": "reward"},
                              "mountain": {"bottom": ["M01", "M05", "M06"],
                                           "middle": ["M16", "M20"], "top": ["M26"]},
                              "parties": {"mountain": [None, None, {"seat": seat, "grunt": 0,
                                                                    "warden": 3}, None,
                                                       None]}})
