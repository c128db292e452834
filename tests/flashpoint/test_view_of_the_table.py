"""What a seat's view of the table (``state.view``) holds beyond the pieces: the specialists
still free to choose are listed only while the firefighters choose them (the set-up)."""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.data import specialists
from boardgames_desktop.rules import new_game

from .test_refusals_each_rule import experienced


def test_the_free_specialists_are_shown_while_choosing_and_not_after():
    choosing = new_game("flashpoint", "experienced", 1, 3, {"firefighters": 2})
    while choosing.stage == "setup" and choosing.decision.kind != "specialist":
        choosing.apply(choosing.legal_actions()[0])
    assert choosing.stage == "setup"
    shown = choosing.view(0)["board"]["unused_specialists"]
    base = {k for k, spec in specialists().items() if spec.set == "base"}
    assert set(shown) == base
    playing = experienced(("2,2", "generalist", 4))
    assert playing.view(0)["board"]["unused_specialists"] == []
