"""Flash Point Family: where the computer's firefighters start.

Normal and Hard take the starting squares of the opening book
(``resources/flashpoint/bot_openings.json``, ``bots/fp_openings.py``) and otherwise judge
each square by the evaluation of the position it leaves (``eval_flashpoint.JUDGED_KINDS``),
never by a tree search: at Hard's full budget the search put the third of three firefighters
on the first one's square (bench/README.md, session 11)."""

from __future__ import annotations

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import fp_openings
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import load_json


def place_all(state, level: str, seed: int = 0) -> list[tuple[int, int]]:
    """Let ``level`` bots place every firefighter; the squares they chose, in order."""
    squares = []
    while True:
        seat = state.active_players[0]
        own = [a for a in state.legal_actions() if a.player == seat]
        if own[0].kind != "place":
            return squares
        action = bots.make_bot(level, seat, seed).choose(state)
        squares.append(action["to"])
        state.apply(action)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_two_firefighters_start_at_the_left_and_right_entrances(level):
    """The book's squares for two firefighters, whatever the bot's seed (the evaluation
    alone picks the top and bottom entrances, 7,3 and 0,6)."""
    for seed in range(3):
        state = new_game("flashpoint", "family", 2, 40 + seed, {})
        assert place_all(state, level, seed) == [(3, 0), (4, 9)]


def test_hard_at_its_full_budget_spreads_three_firefighters():
    """Three firefighters, Hard's own 1,600 iterations: three squares, on three sides of
    the house (the tree search put the third one on the first one's square)."""
    for seed in (201, 202):
        state = new_game("flashpoint", "family", 3, seed, {})
        squares = place_all(state, "hard", seed)
        assert len(set(squares)) == 3, squares
        sides = {"top" if r == 0 else "bottom" if r == 7 else "left" if c == 0 else "right"
                 for r, c in squares}
        assert len(sides) == 3, squares


def test_after_a_persons_own_start_the_bot_judges_the_squares_itself():
    """A person put Red at the top entrance: the book's line no longer holds, so Blue is
    not sent to the book's right entrance but where the evaluation likes it, which is not
    next to Red, and its explanation ranks the square instead of citing the book."""
    state = new_game("flashpoint", "family", 2, 7, {})
    state.apply(next(a for a in state.legal_actions() if a["to"] == (0, 6)))
    bot = bots.make_bot("hard", 1, 0)
    action = bot.choose(state)
    assert action["to"] not in ((4, 9), (0, 5), (0, 6), (0, 7))
    text = bot.explain(state, action)
    assert "the best of 32 choices" in text and "next best" in text
    assert "practice games" not in text


def test_a_book_move_is_explained_by_what_the_practice_games_showed():
    state = new_game("flashpoint", "family", 2, 7, {})
    bot = bots.make_bot("normal", 0, 0)
    action = bot.choose(state)
    text = bot.explain(state, action)
    assert text.startswith("Place the red firefighter on outside square 3,0: ")
    assert "85 of 100" in text


def test_a_square_the_bot_would_not_choose_is_explained_against_its_choice():
    state = new_game("flashpoint", "family", 3, 7, {})
    corner = next(a for a in state.legal_actions() if a["to"] == (0, 0))
    text = bots.make_bot("hard", 0, 0).explain(state, corner)
    assert "of 32 as the computer judges them; it prefers: place the red firefighter" in text


@pytest.mark.parametrize("broken", [ResourceError("Missing data file"), {"family": 3},
                                    {"family": {"2": {"squares": [[3, 0]], "why": "x"}}}])
def test_an_unusable_book_leaves_the_evaluation_to_choose(monkeypatch, broken):
    """A missing, malformed or inconsistent book file: no error reaches the player; the
    bots place by the evaluation (the top and bottom entrances)."""
    def load(*parts):
        if isinstance(broken, Exception):
            raise broken
        return broken

    monkeypatch.setattr(fp_openings, "load_json", load)
    assert fp_openings.openings() == {}
    state = new_game("flashpoint", "family", 2, 3, {})
    assert place_all(state, "hard") == [(7, 3), (0, 6)]


def test_the_books_squares_are_outside_squares_of_the_house_one_per_firefighter():
    data = load_json("flashpoint", "bot_openings.json")["family"]
    assert data, "the book lists at least one team size"
    for count, entry in data.items():
        state = new_game("flashpoint", "family", int(count), 1, {})
        offered = {a["to"] for a in state.legal_actions() if a.kind == "place"}
        squares = [tuple(s) for s in entry["squares"]]
        assert len(squares) == int(count) == len(state.firefighters)
        assert set(squares) <= offered and len(set(squares)) == len(squares)
        assert entry["why"].strip()


# ----- the Experienced game's crew ------------------------------------------------------------
VETERAN = {"difficulty": "Veteran", "tragic_events": True}


def choose_specialists(state, level: str, seed: int = 0, person: str | None = None):
    """Play the set-up to its end: parking and squares by the first action offered, each
    specialist by a ``level`` bot, except the first firefighter's when a ``person`` takes
    that one.  The specialists taken, and the explanation of each bot's choice."""
    taken, texts = [], []
    while True:
        seat = state.active_players[0]
        own = [a for a in state.legal_actions() if a.player == seat]
        if own[0].kind not in ("park", "specialist", "place"):
            return taken, texts
        if own[0].kind != "specialist":
            state.apply(own[0])
            continue
        if person is not None and not taken:
            action = next(a for a in own if a["specialist"] == person)
        else:
            bot = bots.make_bot(level, seat, seed, iterations=40)
            action = bot.choose(state)
            texts.append(bot.explain(state, action))
        taken.append(action["specialist"])
        state.apply(action)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_two_experienced_firefighters_take_the_books_crew(level):
    state = new_game("flashpoint", "experienced", 2, 5, VETERAN)
    taken, texts = choose_specialists(state, level)
    assert taken == ["cafs", "generalist"]
    assert all("the crew the computer learned for two firefighters" in t for t in texts)


def test_after_a_persons_own_specialist_the_search_chooses_the_other():
    """A person made Red the Paramedic: the book's crew no longer holds, so Blue's
    specialist is searched (it may be any), and not explained by the book."""
    state = new_game("flashpoint", "experienced", 2, 5, VETERAN)
    taken, texts = choose_specialists(state, "hard", person="paramedic")
    assert taken[0] == "paramedic" and len(taken) == 2
    assert "the crew the computer learned" not in texts[0]


def test_three_firefighters_have_no_book_crew():
    state = new_game("flashpoint", "experienced", 3, 5, VETERAN)
    assert fp_openings.book_crew(state) is None


def test_the_books_specialists_are_offered_at_the_set_up_one_each():
    data = load_json("flashpoint", "bot_openings.json")["experienced"]
    for count, entry in data.items():
        state = new_game("flashpoint", "experienced", int(count), 1, VETERAN)
        while state.legal_actions()[0].kind != "specialist":
            state.apply(state.legal_actions()[0])
        offered = {a["specialist"] for a in state.legal_actions()}
        assert len(entry["specialists"]) == int(count)
        assert set(entry["specialists"]) <= offered
        assert len(set(entry["specialists"])) == int(count)


def test_an_inconsistent_crew_entry_is_ignored(monkeypatch):
    """One specialist listed for two firefighters: no crew from the book, and the search
    chooses both specialists without an error."""
    monkeypatch.setattr(fp_openings, "load_json", lambda *parts: {
        "experienced": {"2": {"specialists": ["cafs"], "why": "x"}}})
    assert fp_openings.crews() == {}
    state = new_game("flashpoint", "experienced", 2, 5, VETERAN)
    taken, texts = choose_specialists(state, "hard")
    assert len(taken) == 2 and not any("the crew the computer learned" in t for t in texts)
