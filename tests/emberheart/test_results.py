"""The results screen data of a finished Emberheart game: the End Game Scoring table per
player, the totals, the Dragon-card tie-break, winners by the names typed."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_playout

from .helpers import fresh


def finished(players: int, seed: int, side: str = "A"):
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    random_playout(state, seed)
    assert state.is_over
    return state


def hand_scored(lines: dict[int, list[list]], dragons: dict[int, int]):
    """A game ended by hand with these scoring lines and numbers of Dragon cards."""
    state = fresh(len(lines))
    pool = [c for c in state.content.cards.values() if c.is_dragon]
    for p, n in dragons.items():
        state.boards[p].dragons = [c.id for c in pool[10 * p:10 * p + n]]
    state.scores = lines
    state.stage = "over"
    return state


@pytest.mark.parametrize("players,seed,side", [(2, 4, "A"), (3, 9, "B"), (4, 2, "A")])
def test_a_finished_game_explains_its_scores(players, seed, side):
    state = finished(players, seed, side)
    names = ["Ada", "Ben", "Cy", "Dee"][:players]
    res = state.results(names)
    table = res.tables[0]
    assert table.title == "End Game Scoring"
    assert table.columns == ("Category",) + tuple(names)
    rows = {r[0]: r[1:] for r in table.rows}
    final = rows["Final Glory"]
    assert final == tuple(state.outcome.scores[p] for p in range(players))
    categories = [r for r in table.rows if r[0][0].isdigit()]
    for p in range(players):  # the categories add up to the total
        assert sum(r[1 + p] for r in categories) == final[p]
    labels = [r[0].split(". ", 1)[1] for r in categories]
    assert labels[0] == "Dragons" and labels[-1] == "Flame"
    assert {"Strength track", "Senses track", "Speed track",
            "Completed Garrison cards"} <= set(labels)
    assert rows["Dragon cards (breaks ties)"] == tuple(len(b.dragons) for b in state.boards)
    winners = [names[p] for p in res.winners]
    assert res.winners == state.outcome.winners
    assert all(w in res.headline for w in winners)
    assert str(max(final)) in res.headline
    for seat_name in ("Red", "Blue", "Green", "Yellow", "Player 1"):
        assert seat_name not in res.headline + res.reason
    assert not res.cooperative


def test_a_clear_winner_names_the_runner_up():
    state = hand_scored({0: [["Dragons", 12], ["Hero: Overseer", 4], ["Flame", 3]],
                         1: [["Dragons", 9], ["Completed Garrison cards", 5], ["Flame", 0]]},
                        {0: 4, 1: 3})
    res = state.results(["Ada", "Ben"])
    assert res.headline == "Ada wins with 19 Glory."
    assert res.reason == "After five rounds, Ada has the most Glory (19); next: Ben with 14."
    assert res.winners == (0,)
    assert res.tables[0].rows == (
        ("1. Dragons", 12, 9),
        ("2. Heroes (with a Dragon attached)", 4, 0),
        ("3. Completed Garrison cards", 0, 5),
        ("4. Flame", 3, 0),
        ("Final Glory", 19, 14),
        ("Dragon cards (breaks ties)", 4, 3))
    assert res.tables[1].rows == (("Ada", "Overseer", 4),)


def test_a_tie_is_broken_by_dragon_cards():
    state = hand_scored({0: [["Dragons", 10]], 1: [["Dragons", 10]], 2: [["Dragons", 4]]},
                        {0: 2, 1: 5, 2: 1})
    res = state.results(["Ada", "Ben", "Cy"])
    assert res.winners == (1,)
    assert res.headline == "Ben wins with 10 Glory."
    assert res.reason == ("Ada and Ben tied on 10 Glory; the tie goes to the most Dragon cards "
                          "(Ada 2 Dragon cards, Ben 5 Dragon cards).")


def test_a_full_tie_is_a_shared_victory():
    state = hand_scored({0: [["Dragons", 7]], 1: [["Dragons", 7]]}, {0: 1, 1: 1})
    res = state.results(["Ada", "Ben"])
    assert res.winners == (0, 1)
    assert res.headline == "Ada and Ben share the victory with 7 Glory."
    assert "share the victory" in res.reason and "Ada 1 Dragon card, Ben 1 Dragon card" \
        in res.reason


def test_no_results_while_the_game_goes_on():
    assert fresh(3).results(["Ada", "Ben", "Cy"]) is None


def test_missing_names_fall_back_to_the_seat_names():
    state = hand_scored({0: [["Dragons", 3]], 1: [["Dragons", 1]]}, {0: 1, 1: 1})
    assert state.results([]).headline == "Red wins with 3 Glory."
