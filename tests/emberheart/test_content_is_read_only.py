"""The content every Emberheart game shares is read only.  ``data.content()`` validates the
files once per process, the state class keeps what it read, and every game (and every copy
the computer players search with) reads the same ``Content`` and the same ``Card`` records:
a record one game could change would change the cards of every other game.  So each refuses
a change."""

from __future__ import annotations

import dataclasses

import pytest

from .helpers import fresh


def test_two_games_share_one_content():
    assert fresh(2).content is fresh(3).content


def test_a_card_refuses_a_change():
    card = fresh(2).content.cards["H-bard"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "changed"  # type: ignore[misc]
    assert card.name == "Bard"


def test_the_content_refuses_a_new_table():
    shared = fresh(2).content
    with pytest.raises(dataclasses.FrozenInstanceError):
        shared.cards = {}  # type: ignore[misc]
    assert "H-bard" in shared.cards
