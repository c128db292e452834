"""Emberheart: the evaluation values what a Party will really bring home and what a card
will really score (``bots/eval_emberheart.py``, ``eh_parties.py``, ``eh_prospects.py``).

Each position is laid out by hand on a seeded game; each test failed on the evaluation of
session 8, which valued a Party by the best card on offer at its Location whoever stood
ahead of it, and kept valuing it after its claim had passed."""

from __future__ import annotations

import math
import random

from boardgames_desktop import bots
from boardgames_desktop.bots import eval_emberheart
from boardgames_desktop.games.emberheart.board import new_party
from boardgames_desktop.rules import new_game


def guild_claim(seed: int):
    """A two-player game of ``seed`` played at random (the seed's own stream) up to the first
    time a Party is asked to claim at the Heroes' Guild with Heroes on offer."""
    state = new_game("emberheart", "standard", 2, seed, {})
    rng = random.Random(seed)
    while not state.is_over:
        ask = state.flow.current
        if ask is not None and ask.kind == "claim" and ask["loc"] == "guild" \
                and state.claimable(ask.seat, "guild"):
            return state, ask.seat
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    raise AssertionError("no claim at the Heroes' Guild")


def test_a_party_takes_a_card_rather_than_stay_on_the_board_for_nothing():
    """"Take no card and leave the Party" brings nothing and loses its Grunts; the old
    evaluation still counted the Party as placed (worth the best Hero on offer) after it
    stayed, so Easy chose to stay with Parties of 5, 3 and 5 in these games."""
    for seed in (3, 5, 8):
        state, seat = guild_claim(seed)
        party = state.spaces["guild"][state.flow.current["space"] - 1]
        assert party["grunt"] + party["scout"] >= 3
        chosen = bots.make_bot("easy", seat, 1).choose(state, math.inf)
        assert chosen.kind != "stay", (seed, chosen.text)
    state, seat = guild_claim(3)
    assert bots.make_bot("hard", seat, 1, iterations=30).choose(state, math.inf).kind != "stay"


def crowded_mountain():
    """Four players, round 1, Red to act with 10 Grunts and no Warden: three rivals stand on
    Mountain spaces 5, 4 and 3 with Wardens, so the bottom level's three Dragons are theirs
    and Red's Party could not climb."""
    state = new_game("emberheart", "standard", 4, 1, {})
    while state.stage != "action":
        state.apply(state.legal_actions()[0])
    seat = state.turn
    rivals = [s for s in range(4) if s != seat]
    for space, rival, wardens in ((5, rivals[0], 3), (4, rivals[1], 2), (3, rivals[2], 1)):
        state.spaces["mountain"][space - 1] = new_party(rival, grunt=space - wardens,
                                                        warden=wardens)
        state.boards[rival].crests -= 1
    board = state.boards[seat]
    board.hire.update(grunt=10, scout=0, ranger=0, warden=0)
    return state, seat


def test_no_party_goes_where_the_cards_run_out_before_its_turn():
    """The old evaluation valued a Party at the Mountain by its best Dragon on any level (an
    8-Glory top Dragon), even fourth in line without a Warden to climb: Easy and Hard sent
    a Party there.  Now it is worth its recall Gear only."""
    state, seat = crowded_mountain()
    for level, seed in (("easy", 1), ("easy", 2), ("easy", 3), ("hard", 1)):
        bot = bots.make_bot(level, seat, seed, iterations=30 if level == "hard" else None)
        chosen = bot.choose(state, math.inf)
        assert not (chosen.kind == "party" and chosen["loc"] == "mountain"), chosen.text


def test_the_fourth_party_at_the_mountain_is_worth_no_dragon():
    state, seat = crowded_mountain()
    before = {f.name: f.score for f in eval_emberheart.features(state, seat)}
    party = next(a for a in state.legal_actions()
                 if a.kind == "party" and a["loc"] == "mountain" and a["space"] == 2)
    state.apply(party)
    after = {f.name: f.score for f in eval_emberheart.features(state, seat)}
    recall = eval_emberheart.recall_worth(state, seat, state.spaces["mountain"][1])
    assert after["parties"] - before["parties"] <= recall + 1e-9
