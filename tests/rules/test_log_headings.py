"""Log headings: a new turn, round or phase is set apart in the game log.

Rules level (``GameState.say_heading`` / ``messages``), one check per real game that its
turn/round start is a heading, and the log panel's styling of headings.
"""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.rules import game_info, load_game, new_game, register
from boardgames_desktop.rules.registry import GameInfo, ModeInfo
from boardgames_desktop.rules.state import HEADING_PREFIX, heading_title, is_heading

from .toy_game import PigState


class HeadedPig(PigState):
    """The toy dice game, announcing every turn with a heading."""

    game_id = "toy-pig-headed"

    def setup(self) -> None:
        super().setup()
        self.turn_no = 1
        self.say_heading(f"Turn 1: {self.player_name(self.current)}")

    def _next(self) -> None:
        super()._next()
        self.turn_no += 1
        self.say_heading(f"Turn {self.turn_no}: {self.player_name(self.current)}")
        self.say("the die passes on")


register(GameInfo(
    id="toy-pig-headed",
    title="Toy Pig with headings",
    modes=(ModeInfo("standard", "Standard", 1, 4),),
    factory=lambda mode, players, seed, options: HeadedPig(mode, players, seed, options),
))


def play_until_turn(state, turn: int, seed: int = 1) -> None:
    rnd = random.Random(seed)
    while state.turn_no < turn and not state.is_over:
        state.apply(rnd.choice([a for a in state.legal_actions() if a.kind != "note"]))


def test_heading_is_rendered_unindented_and_distinct():
    g = new_game("toy-pig-headed", "standard", 2, seed=5)
    g.apply(next(a for a in g.legal_actions() if a.kind == "bank"))  # bank 0: the turn passes
    lines = g.messages()
    bank = lines.index(f"{g.log_name(g.log[0].action.player)}: Bank 0")
    assert lines[0] == "Player 1 starts." or lines[0] == "Player 2 starts."
    assert lines[1] == HEADING_PREFIX + f"Turn 1: {g.player_name(g.log[0].action.player)}"
    # after the action: the heading unindented, then what followed it, indented
    assert lines[bank + 1] == HEADING_PREFIX + f"Turn 2: {g.player_name(g.current)}"
    assert lines[bank + 2] == "  the die passes on"
    assert [is_heading(line) for line in lines] == [False, True, False, True, False]
    assert heading_title(lines[bank + 1]) == f"Turn 2: {g.player_name(g.current)}"
    assert heading_title("  plain") == "  plain"


def test_headings_are_plain_data_and_survive_save_load_replay_and_undo():
    g = new_game("toy-pig-headed", "standard", 2, seed=11)
    play_until_turn(g, 4)
    g.apply(next(a for a in g.legal_actions() if a.kind == "note"))  # undoable
    before = g.messages()
    assert sum(is_heading(line) for line in before) >= 4
    assert all(isinstance(m, str) for e in g.log for m in e.messages)

    loaded = load_game(g.to_json())
    assert loaded.messages() == before

    *_, last = g.replay()
    assert last.messages() == before

    g.undo()
    assert g.messages() == before[:-1]  # only the note's own line went; headings stay
    assert [line for line in g.messages() if is_heading(line)] == \
        [line for line in before if is_heading(line)]


def test_plain_say_never_becomes_a_heading():
    g = new_game("toy-pig", "standard", 2, seed=3)
    for _ in range(10):
        g.apply(next(a for a in g.legal_actions() if a.kind == "roll"))
    assert not any(is_heading(line) for line in g.messages())


# ----- the three games ------------------------------------------------------------------------
def play_until(state, found, seed: int = 2, limit: int = 3000) -> list[str]:
    """Random legal actions until ``found(headings)``; returns the heading titles."""
    rnd = random.Random(seed)
    for _ in range(limit):
        heads = [heading_title(line) for line in state.messages() if is_heading(line)]
        if found(heads) or state.is_over:
            return heads
        state.apply(rnd.choice(state.legal_actions()))
    return [heading_title(line) for line in state.messages() if is_heading(line)]


@pytest.mark.parametrize("mode,players", [("coop", 2), ("competitive", 2), ("solo", 1)])
def test_brigade_turn_and_action_phase_are_headings(mode, players):
    g = new_game("brigade", mode, players, seed=3)
    heads = play_until(g, lambda h: "Turn 2" in h)
    assert "Turn 1" in heads and "Turn 2" in heads
    assert any(h.endswith(": Action Phase.") for h in heads)
    # the Action Phase line is no longer indented under the previous action
    assert not any(line.strip().endswith(": Action Phase.") and line.startswith("  ")
                   for line in g.messages())


def test_brigade_allvsone_action_phases_are_headings():
    mode = next(m for m in game_info("brigade").modes if m.id.endswith("v1"))
    g = new_game("brigade", mode.id, mode.min_players, seed=4)
    heads = play_until(g, lambda h: any("Wardens' Action Phase" in x for x in h)
                       and any("Action Phase (" in x for x in h))
    assert any(h.startswith("The Wardens' Action Phase: ") for h in heads)
    assert any(": Action Phase (" in h for h in heads)


def test_flashpoint_turn_start_is_a_heading():
    g = new_game("flashpoint", "family", 2, seed=3)
    heads = play_until(g, lambda h: any(x.startswith("Turn 3:") for x in h))
    assert any(h.startswith("Turn 1: ") and " has " in h for h in heads)
    assert any(h.startswith("Turn 3: ") for h in heads)


def test_emberheart_round_and_raid_phase_are_headings():
    g = new_game("emberheart", "standard", 2, seed=3)
    heads = play_until(g, lambda h: "Round 2 begins." in h)
    assert heads[0] == "Round 1 begins."
    assert "Round 2 begins." in heads
    assert any(h.startswith("Raid phase: ") for h in heads)


# ----- the log panel -------------------------------------------------------------------------
def test_log_panel_sets_headings_apart(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont

    from boardgames_desktop.ui.log_panel import LogPanel

    panel = LogPanel()
    qtbot.addWidget(panel)
    lines = ["Player 1 starts.", HEADING_PREFIX + "Turn 1", "Player 1: Roll", "  rolled 4"]
    panel.set_lines(lines[:3])
    panel.set_lines(lines + [HEADING_PREFIX + "Turn 2", "  the die passes on"])
    assert panel.heading_blocks() == ["Turn 1", "Turn 2"]  # marker dropped, band shown
    assert panel.toPlainText().split("\n") == [
        "Player 1 starts.", "", "Turn 1", "Player 1: Roll", "    rolled 4",
        "", "Turn 2", "    the die passes on"]
    doc = panel.document()
    heading = doc.findBlockByNumber(2)
    assert heading.blockFormat().background().style() != Qt.BrushStyle.NoBrush
    assert heading.begin().fragment().charFormat().fontWeight() == QFont.Weight.Bold
    after = doc.findBlockByNumber(3)  # the band does not run on into the next line
    assert after.blockFormat().background().style() == Qt.BrushStyle.NoBrush
    # a redraw from scratch (e.g. after undo) shows the same thing, no blank line on top
    panel.set_lines([HEADING_PREFIX + "Turn 1", "Player 1: Roll"])
    assert panel.toPlainText().split("\n") == ["Turn 1", "Player 1: Roll"]
    assert panel.heading_blocks() == ["Turn 1"]
