"""Nothing covers what a player needs (chips and pieces stay off the space numbers and the
board's row/column numbers), and colour is never the only signal (every firefighter figure
carries its own letters)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF

from boardgames_desktop.games.flashpoint.view.scene import create_scene
from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_steps

MODES = [
    ("family", 1, {}),
    ("family", 4, {"firefighters": 6}),
    ("experienced", 2, {"difficulty": "Recruit"}),
    ("experienced", 3, {"difficulty": "Veteran"}),
    ("experienced", 6, {"difficulty": "Heroic"}),
    ("experienced", 4, {"difficulty": "Veteran", "tragic_events": True}),
]
#: What a player reads: the number of each space, the dice numbers along the board.
LABEL = re.compile(r"^(cell:\d,\d\|text\d+|coordinates\|(rect|text)\d+)$")
#: What is put on the board: pieces, the action chips on legal targets, the numbered Advance
#: Fire step badges and the deck gun button.
PIECE = re.compile(r"^(firefighter:\d+|poi:\d+|hazmat:[^/]+|hot-spot:\d+)$")
CHIP = re.compile(r"^(highlight:[^|]+\|rect\d+|overlay\|ellipse\d+)$")


def rects(scene, pattern: re.Pattern, with_text: bool = False) -> dict[str, QRectF]:
    out = {}
    for key, entry in scene.reconciler.entries.items():
        if not pattern.match(key):
            continue
        if with_text and not any(k.startswith(key + "/text") for k in entry.subtree):
            continue  # a frame or ring (an outline), not a chip
        out[key] = entry.item.sceneBoundingRect()
    return out


def overlaps(a: QRectF, b: QRectF, slack: float = 0.5) -> bool:
    return a.adjusted(slack, slack, -slack, -slack).intersects(b)


@pytest.mark.parametrize("mode,players,opts", MODES)
def test_no_chip_or_piece_covers_a_space_number(qapp, mode, players, opts):
    scene = create_scene()
    checked = 0
    for seed in range(1, 9):
        state = new_game("flashpoint", mode, players, seed, opts)
        random_steps(state, seed, 8 + 23 * seed)
        seat = state.active_players[0] if state.active_players else None
        scene.show_state(state, seat, state.legal_actions())
        labels = rects(scene, LABEL)
        assert len(labels) >= 48
        covering = {**rects(scene, PIECE), **rects(scene, CHIP, with_text=True)}
        for key, box in covering.items():
            hit = [name for name, label in labels.items() if overlaps(box, label)]
            assert not hit, (seed, key, hit)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("mode,players,opts", [MODES[1], MODES[4]])
def test_every_firefighter_figure_carries_its_own_letters(qapp, mode, players, opts):
    scene = create_scene()
    state = new_game("flashpoint", mode, players, 3, opts)
    random_steps(state, 3, 40)
    scene.show_state(state, state.active_players[0], state.legal_actions())
    marks = []
    for ff in state.firefighters:
        entry = scene.reconciler.entries[f"firefighter:{ff.index}"]
        words = [scene.reconciler.entries[k].item.text() for k in entry.subtree
                 if "/text" in k.rsplit("/", 1)[-1] or k.rsplit("/", 1)[-1].startswith("text")]
        assert words and words[0].strip(), ff
        marks.append(words[0])
    assert len(set(marks)) == len(marks)  # tells the figures apart without their colours
