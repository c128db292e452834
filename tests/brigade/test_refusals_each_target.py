"""Every kind of refused click on The Brigade's board gives the sentence of the rule that
refuses it (``games/brigade/refusals.py``), for a hand-set scenario position each.

The targets are checked not to be legal first (a refusal is only shown where nothing is), and
where the rule has a number — a Warden's 4 steps, the Pyromancer's 4 steps, 2 Fire Mana to
Fuel the Storm, 3 for the Familiar, one Upgrade a turn — the case at the number is checked to
be legal and the case one past it to be refused with that number.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.games.brigade.refusals import refusal
from boardgames_desktop.rules import new_game

from .helpers import game
from .test_allvsone_helpers import avo

PYRO = 0


def legal_at(state: Any, target: str, seat: int) -> bool:
    state.forget_listing()
    return any(a.target == target and a.player == seat for a in state.legal_actions())


def refused(state: Any, target: str, seat: int, text: str, kind: str) -> None:
    assert not legal_at(state, target, seat), target
    reason = refusal(state, target, seat)
    assert reason.text == text
    assert reason.action_kind == kind


def town(**position: Any) -> Any:
    """Competitive, two seats, a calm town: Captain Marla Soot (seat 0, 4 steps) acts."""
    return game("competitive", 2, 1, position={"intensity": {}, **position})


# ----- the Wardens' side ------------------------------------------------------------------------
def test_places_no_warden_may_end_a_move_on():
    state = town(warden_at=["A1", "F6"], destroyed=["C3"])
    refused(state, "cell:Z9", 0, "Z9 is not part of the town.", "move")
    refused(state, "cell:C3", 0, f"{state.tile_name('C3')} is destroyed: pieces may pass "
                                 "through it (2 steps) but never stop there.", "move")
    refused(state, "cell:A1", 0, f"Captain Marla Soot is at {state.tile_name('A1')}: "
                                 "everything here is already full of water.", "refill")
    refused(state, "warden-card:marla_soot", 0, "That Warden card is not on offer now.",
            "warden")


def test_a_warden_moves_four_steps_and_not_five():
    state = town(warden_at=["C3", "F6"])
    assert legal_at(state, "cell:F4", 0)  # 3 across and 1 down: 4 steps
    refused(state, "cell:A6", 0, f"{state.tile_name('A6')} is 5 steps from Captain Marla "
                                 "Soot, who moves 4 (a destroyed block costs 2).", "move")


def test_another_seats_turn_board_and_actions_marker():
    state = town(warden_at=["A1", "F6"])
    refused(state, "cell:F5", 1, "It is not your turn: Player 1 (Captain Marla Soot) is "
                                 "acting.", "move")
    refused(state, "track:1:wagon", 0, "That Firehouse board belongs to Player 2 (Fenwick "
                                       "Dray): you upgrade only your own.", "upgrade")
    refused(state, "track:actions:1", 0, "That Actions marker is Fenwick Dray's: only "
                                         "Player 2 (Fenwick Dray) raises it.", "upgrade")


def test_no_actions_left_means_no_move_and_no_upgrade():
    state = town(warden_at=["A1", "F6"], actions_left={"0": 0})
    refused(state, "cell:B2", 0, "Your Warden has no actions left this turn: end the turn.",
            "move")
    refused(state, "track:0:wagon", 0, "No actions left this turn: an Upgrade costs 1 action.",
            "upgrade")
    assert legal_at(town(warden_at=["A1", "F6"], actions_left={"0": 1}), "cell:B2", 0)


# ----- the Pyromancer (3v1) ---------------------------------------------------------------------
def test_the_pyromancer_moves_four_steps_around_the_wardens():
    g = avo("3v1", 4, 1, "C3", position={"warden_at": ["B3", "C2", "D3"], "destroyed": ["D1"],
                                         "pyromancer": {"mana": 0}})
    assert legal_at(g, "cell:D6", PYRO)  # 4 steps, round the Wardens
    refused(g, "cell:E6", PYRO, f"{g.tile_name('E6')} is 5 steps from the Pyromancer, who "
                                "moves 4 (around the Wardens; a destroyed block costs 2).",
            "pyro_move")
    refused(g, "cell:C3", PYRO, f"The Pyromancer is on {g.tile_name('C3')}: nothing to absorb "
                                "or torch here now.", "absorb")
    refused(g, "cell:D1", PYRO, f"{g.tile_name('D1')} is destroyed: the Pyromancer may pass "
                                "through (2 steps) but not stop there.", "pyro_move")
    refused(g, "cell:B3", PYRO, f"A Warden stands on {g.tile_name('B3')}: the Pyromancer "
                                "never moves onto or through a Warden.", "pyro_move")
    refused(g, "track:0:wagon", PYRO, "That is the Wardens' board: the Pyromancer upgrades "
                                      "only their own tracks.", "pyro_upgrade")


def test_wardens_all_round_the_pyromancer_block_every_way():
    g = avo("3v1", 4, 1, "C3", position={"warden_at": ["B1", "D1", "C2"],
                                         "pyromancer": {"at": "C1"}})
    refused(g, "cell:C5", PYRO, f"The Wardens block every way to {g.tile_name('C5')}: the "
                                "Pyromancer never moves onto or through a Warden.", "pyro_move")


def test_the_pyromancers_tracks_cost_mana_and_one_upgrade_a_turn():
    g = avo("3v1", 4, 1, "C3", position={"warden_at": ["A1", "F6", "A6"],
                                         "pyromancer": {"mana": 1}})
    refused(g, "track:pyro:firestorm", PYRO, "Fuel the Storm costs 2 Fire Mana and you have 1.",
            "fuel")
    assert legal_at(avo("3v1", 4, 1, "C3", position={"warden_at": ["A1", "F6", "A6"],
                                                      "pyromancer": {"mana": 2}}),
                    "track:pyro:firestorm", PYRO)
    g = avo("3v1", 4, 1, "C3", position={
        "warden_at": ["A1", "F6", "A6"],
        "pyromancer": {"mana": 0, "tracks": {"firestorm": 4, "familiar": 5}}})
    refused(g, "track:pyro:firestorm", PYRO, "The Firestorm is at its top.", "fuel")
    refused(g, "track:pyro:familiar", PYRO, "The Familiar's blaze costs 3 Fire Mana and you "
                                            "have 0.", "familiar")
    g = avo("3v1", 4, 1, "C3", position={
        "warden_at": ["A1", "F6", "A6"],
        "pyromancer": {"mana": 10, "actions_left": 3,
                       "tracks": {"familiar": 5, "mana": 4, "actions": 1}}})
    g.apply(next(a for a in g.legal_actions() if a.kind == "pyro_upgrade"))
    refused(g, "track:pyro:actions", PYRO, "Upgrade already used this turn (one per turn).",
            "pyro_upgrade")
    g.apply(next(a for a in g.legal_actions() if a.kind == "familiar"))
    refused(g, "track:pyro:familiar", PYRO, "The Familiar is already ablaze this turn.",
            "familiar")
    refused(g, "cell:C5", PYRO, "With the Familiar ablaze the Pyromancer moves square by "
                                "square: choose that move in the action list first.",
            "pyro_move")
    g = avo("3v1", 4, 1, "C3", position={"warden_at": ["A1", "F6", "A6"],
                                         "pyromancer": {"actions_left": 0}})
    refused(g, "cell:C5", PYRO, "The Pyromancer has no actions left: end the turn.",
            "pyro_move")
    refused(g, "track:pyro:firestorm", PYRO, "The Pyromancer has no actions left: end the "
                                             "turn.", "pyro_upgrade")


def test_a_warden_seat_never_upgrades_the_pyromancers_board():
    g = avo("3v1", 4, 1, "C3", position={"warden_at": ["A1", "F6", "A6"],
                                         "pyromancer": {"actions_left": 0}})
    g.apply(next(a for a in g.legal_actions() if a.kind == "end_turn"))
    while g.pending is not None:  # the Wardens' turn may open with an event to answer
        g.apply(g.legal_actions()[0])
    seat = g.active_players[0]
    assert seat != PYRO
    refused(g, "track:pyro:firestorm", seat, "That is the Pyromancer's board: only the "
                                             "Pyromancer upgrades it.", "pyro_upgrade")


# ----- the Phoenix chapter ends for the whole team ---------------------------------------------
def phoenix(track: int, wardens: list[str]) -> Any:
    """The campaign's chapter 4 for two seats (two Wardens each), the Phoenix on C3."""
    return new_game("brigade", "campaign", 2, 5, {"chapter": 4}, scenario={"position": {
        "intensity": {"E5": 1}, "phoenix_track": track, "phoenix_at": "C3",
        "warden_at": wardens, "warden_water": [2, 2, 0, 0], "actions_left": {"0": 2, "1": 2}}})


def pour(g: Any) -> None:
    g.apply(next(a for a in g.legal_actions() if a.kind == "phoenix" and a["warden"] == 0))
    g.apply(next(a for a in g.legal_actions()
                 if a.kind == "phoenix_pour" and a["source"] == "warden:0"))


def test_catching_the_phoenix_is_won_by_both_seats_together():
    """Seed 707 #11 (``campaign_phoenix.py``): chapter 4 is won when its track is at 0 with
    every Warden on or next to the Phoenix (diagonals count) — a win of the whole team, so
    the outcome and the results screen are cooperative ("You won together!")."""
    g = phoenix(1, ["C3", "C4", "B2", "D4"])  # the other three: below, and both diagonals
    pour(g)
    assert g.phoenix == 0
    outcome = g.outcome
    assert outcome is not None and outcome.winners == (0, 1) and outcome.cooperative
    assert "Phoenix is caught" in outcome.reason
    results = g.results(["Ada", "Ben"])
    assert results.cooperative and results.winners == (0, 1)


def test_a_warden_two_squares_away_keeps_the_phoenix_free():
    g = phoenix(1, ["C3", "C4", "B2", "E4"])  # E4: two columns from C3
    pour(g)
    assert g.phoenix == 0 and g.outcome is None
