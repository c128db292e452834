"""The board scenes draw nothing a seat may not see.

For played positions of every game, the scene drawn for a seat is the same — every text,
every tooltip, every pixel — when all that seat cannot see is resampled
(``state.determinized``): undrawn deck orders, face-down POIs, unfound Phoenix Eggs, the
Wardens' face-down Phoenix cards.  A scene that read any of those from the state would
differ between the two.
"""

from __future__ import annotations

import importlib
import random

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.plain import to_plain
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.rules.state import BASE_ATTRIBUTES

from .scene_text import words_and_tips

POSITIONS = [
    ("flashpoint", "experienced", 3, {"tragic_events": True, "difficulty": "Veteran"}, 40),
    ("emberheart", "standard", 2, {}, 60),
    ("brigade", "campaign", 2, {"chapter": 2}, 50),
    ("brigade", "campaign", 2, {"chapter": 4}, 30),
    ("brigade", "3v1", 3, {}, 40),
]


def _game_data(state) -> dict:
    """Every attribute of the game's own data, a deck as its cards in order (no chance)."""
    return {k: v.cards if isinstance(v, Deck) else to_plain(v)
            for k, v in vars(state).items() if k not in BASE_ATTRIBUTES}


def _picture(scene) -> tuple[list[str], list[str], QImage]:
    words, tips = words_and_tips(scene)
    rect = scene.itemsBoundingRect()
    image = QImage(int(rect.width() / 2) + 1, int(rect.height() / 2) + 1,
                   QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, source=rect)
    painter.end()
    return words, tips, image


@pytest.mark.parametrize("game,mode,players,options,steps", POSITIONS,
                         ids=[f"{p[0]}-{p[1]}-{p[3].get('chapter', '')}" for p in POSITIONS])
def test_a_scene_looks_the_same_whatever_the_seat_cannot_see(qapp, game, mode, players,
                                                              options, steps) -> None:
    state = new_game(game, mode, players, 11, options)
    random_steps(state, 11, steps)
    seat = state.active_players[0] if state.active_players else 0
    imagined = state.determinized(seat, random.Random(3))
    assert _game_data(imagined) != _game_data(state)  # something hidden was resampled
    make = importlib.import_module(f"boardgames_desktop.games.{game}.view.scene").create_scene
    real_scene, imagined_scene = make(), make()
    try:
        real_scene.show_state(state, seat, state.legal_actions())
        imagined_scene.show_state(imagined, seat, imagined.legal_actions())
        real, other = _picture(real_scene), _picture(imagined_scene)
        assert real[0] == other[0]
        assert real[1] == other[1]
        assert real[2] == other[2]
    finally:
        real_scene.clear()
        imagined_scene.clear()
