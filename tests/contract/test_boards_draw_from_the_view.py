"""The Emberheart and Flash Point boards draw from the seat's view alone (issue #16.4).

A scene shown a stand-in for the state that answers only ``view(seat)`` (and the seat names
the shared scene asks for) must draw the very same board — every text, every tooltip — as
from the real state: a drawing that read anything else of the state would fail or differ.
And a legal target's highlight is a layer of its own: a card or a space does not change when
it becomes legal, so the drawing of it is reused.
"""

from __future__ import annotations

import importlib
import random

import pytest

from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.rules.playout import random_steps

from .scene_text import words_and_tips

#: What the shared scene may ask of the state itself: the seat's view and the seat names.
ALLOWED = {"view", "player_name"}


class ViewOnly:
    """A state that answers only ``ALLOWED`` (anything else: an AssertionError)."""

    def __init__(self, state) -> None:
        self._state = state

    def __getattr__(self, name: str):
        assert name in ALLOWED, f"the board read state.{name}"
        return getattr(self._state, name)


GAMES = [("emberheart", "standard", 2, {"side": "A"}),
         ("emberheart", "standard", 4, {"side": "B"}),
         ("flashpoint", "family", 3, {}),
         ("flashpoint", "experienced", 4, {"difficulty": "Veteran", "tragic_events": True})]


@pytest.mark.parametrize("game,mode,players,options", GAMES,
                         ids=[f"{g[0]}-{g[2]}p" for g in GAMES])
def test_the_board_reads_nothing_of_the_state_but_the_view(qapp, game, mode, players,
                                                           options) -> None:
    make = importlib.import_module(f"boardgames_desktop.games.{game}.view.scene").create_scene
    state = new_game(game, mode, players, 7, options)
    rng = random.Random(7)
    for _ in range(6):
        random_steps(state, rng.randrange(1000), 9)
        if state.is_over:
            break
        legal = state.legal_actions()
        seat = state.active_players[0] if state.active_players else None
        real, blind = make(), make()
        try:
            real.show_state(state, seat, legal)
            blind.show_state(ViewOnly(state), seat, legal)
            assert words_and_tips(blind) == words_and_tips(real)
        finally:
            real.clear()
            blind.clear()


def test_an_emberheart_card_is_not_drawn_again_when_it_becomes_legal(qapp) -> None:
    from boardgames_desktop.games.emberheart.view.card_motion import card_key
    from boardgames_desktop.games.emberheart.view.scene import create_scene

    state = new_game("emberheart", "standard", 2, 3, {"side": "A"})
    card = next(c for c in state.offer["tavern"] if c)
    scene = create_scene()

    def ring_shown() -> bool:  # a ring not lit is absent or fully transparent (ui/looks.py)
        ring = scene.board_item(f"highlight:card:{card}")
        return ring is not None and ring.isVisible() and ring.opacity() > 0

    try:
        scene.show_state(state, 0, [])
        item = scene.board_item(card_key(card))
        assert item is not None and not ring_shown()
        pen = item.pen().widthF()
        # (a made-up legal action at the card: only its target matters to the board)
        scene.show_state(state, 0, [Action.make(0, "claim", "Take it", target=f"card:{card}")])
        assert scene.board_item(card_key(card)) is item  # the same item, untouched
        assert item.pen().widthF() == pen
        ring = scene.board_item(f"highlight:card:{card}")
        assert ring_shown() and ring.opacity() == 1
        assert ring.sceneBoundingRect().contains(item.sceneBoundingRect().center())
        scene.show_state(state, 0, [])
        assert not ring_shown()
    finally:
        scene.clear()
