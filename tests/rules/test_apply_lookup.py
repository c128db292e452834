"""``apply`` finds the action in the position's one listing: the very object picked from it
(the fast path), or an equal action made elsewhere (a save, a script, a click) by key."""

import pytest

from boardgames_desktop.rules import Action, IllegalAction, new_game

from . import toy_game  # noqa: F401  (registers the toy game)


def test_an_equal_action_made_elsewhere_is_applied_as_the_listed_one():
    picked = new_game("toy-pig", "standard", 2, seed=3)
    typed = new_game("toy-pig", "standard", 2, seed=3)
    listed = next(a for a in typed.legal_actions() if a.kind == "note")
    # same player, kind and arguments, but another object with other words
    lookalike = Action(listed.player, "note", listed.args, "scribble something")
    assert lookalike == listed and lookalike is not listed

    typed.apply(lookalike)
    picked.apply(next(a for a in picked.legal_actions() if a.kind == "note"))

    assert typed.log[-1].action is listed  # the listing's action, with the listing's text
    assert typed.messages() == picked.messages()
    assert "Make a note" in typed.messages()[-1]
    assert typed.snapshot() == picked.snapshot()


def test_an_action_missing_from_the_listing_is_refused_and_changes_nothing():
    state = new_game("toy-pig", "standard", 2, seed=3)
    state.apply(next(a for a in state.legal_actions() if a.kind == "note"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "note"))
    before = state.snapshot()
    listing = state.legal_actions()
    assert all(a.kind != "note" for a in listing)  # two notes are the most a turn allows
    with pytest.raises(IllegalAction):
        state.apply(Action.make(state.current, "note", amount=3))
    assert state.snapshot() == before
    assert state.legal_actions() is listing  # the position's listing is kept
