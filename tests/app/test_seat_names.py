"""The names typed in the launcher are the seats' names everywhere a player reads one: the
board's panels and tooltips, the side panel, the game log and the results screen.  The model
keeps its own names ("Player 1", "Red") in its records: the rendering swaps them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.seat_names import SeatNames
from tests.page_play import play_page

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
DEFAULT = re.compile(r"\bPlayer \d\b")
GAMES = [("brigade", "competitive", 2), ("brigade", "coop", 2), ("brigade", "3v1", 4),
         ("emberheart", "standard", 2), ("emberheart", "standard", 3),
         ("flashpoint", "family", 2), ("flashpoint", "experienced", 3)]


def board_words(scene) -> list[str]:
    """Every text and tooltip drawn on the board."""
    out = []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        if item.toolTip():
            out.append(item.toolTip())
    return out


def side_words(page) -> list[str]:
    return [label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page)]


@pytest.mark.parametrize("game, mode, players", GAMES)
def test_typed_names_on_the_board_the_side_panel_and_the_log(window, game, mode, players):
    names = NAMES[:players]
    window.start_state(new_game(game, mode, players, 3), names)
    play_page(window, 3, lambda controller: len(controller.state.log) >= 12)
    page = window.game_page
    page.refresh()
    board = board_words(page.scene)
    for name in names:  # every seat's panel or tooltip names its person
        assert any(name in text for text in board), f"{name} is not on the board"
    for text in board + side_words(page) + page.log.lines:
        assert not DEFAULT.search(text), text
    assert any(line.startswith(f"{names[0]}") for line in page.log.lines)
    if game == "emberheart":  # the colour alone never stands for a person
        colours = {window.controller.state.player_name(p) for p in range(players)}
        assert not [line for line in page.log.lines if line.split(":")[0] in colours]
        assert f"{names[0]} (Red)" in " ".join(board)


@pytest.mark.parametrize("game, mode, players", [("flashpoint", "family", 2),
                                                  ("emberheart", "standard", 2)])
def test_results_screen_uses_the_typed_names(window, game, mode, players):
    window.start_state(new_game(game, mode, players, 2), NAMES[:players])
    play_page(window, 2)
    page = window.game_page
    assert page.showing_results
    shown = [page.results_page.headline.text(), page.results_page.winners.text(),
             page.results_page.reason.text()]
    shown += [str(cell) for table in page.results_page.table_texts() for row in table
              for cell in row]
    assert any(NAMES[0] in text for text in shown) and any(NAMES[1] in text for text in shown)
    assert not [text for text in shown if DEFAULT.search(text)]


class Named:
    """A stand-in state: how games name their seats."""

    players = 3

    def __init__(self, names: list[str], log_names: list[str] | None = None) -> None:
        self.names, self.log_names = names, log_names or names

    def player_name(self, p: int) -> str:
        return self.names[p]

    def log_name(self, p: int) -> str:
        return self.log_names[p]


def test_seat_names_swap_each_kind_of_model_name_in_one_pass():
    typed = SeatNames(["Ada", "Red", ""])
    colours = Named(["Red", "Blue", "Green"])
    # one pass: seat 1 typed "Red", which is seat 0's colour; "Red" still means seat 0
    assert typed.text(colours, "Red gives Blue's card to Green") == \
        "Ada gives Red's card to Green"
    assert typed.text(colours, "a red Dragon; Redwood") == "a red Dragon; Redwood"
    assert typed.name(colours, 0) == "Ada (Red)" and typed.name(colours, 2) == "Green"
    wardens = Named(["Player 1 (Ida Brightwater)", "Player 2", "Player 3"],
                    ["Player 1 (Ida Brightwater)", "Player 2", "Player 3"])
    assert typed.name(wardens, 0) == "Ada (Ida Brightwater)"
    assert typed.text(wardens, "Player 1 (Ida Brightwater): move. Player 1 ends; Player 3") \
        == "Ada (Ida Brightwater): move. Ada ends; Player 3"
    assert typed.short(wardens, 0) == "Ada" and typed.short(wardens, 2) == "Player 3"
    solo = Named(["You (Ida Brightwater)", "x", "y"])
    assert typed.name(solo, 0) == "Ada (Ida Brightwater)"
    assert SeatNames(["Player 1", " "]).text(wardens, "Player 1 and Player 2") == \
        "Player 1 and Player 2"
    assert SeatNames(["Ada"]).text(Named(["Player 1", "Player 10", "P"]), "Player 10") == \
        "Player 10"
