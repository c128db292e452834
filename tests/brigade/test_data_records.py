"""The Brigade's catalogue (``games/brigade/data.py``): the records read from the content
files are shared by every game, so none can be changed once read; a town cell label is a
column letter @..G and a row digit 0..7 (the Big Buildings grid), nothing else."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from boardgames_desktop.games.brigade.data import catalogue, is_label


def records():
    cat = catalogue()
    return {"catalogue": cat, "faction": cat.factions["commons"],
            "block": next(iter(cat.blocks.values())), "event": next(iter(cat.events.values())),
            "crew": next(iter(cat.crew.values())), "warden": next(iter(cat.wardens.values()))}


@pytest.mark.parametrize("kind", ["catalogue", "faction", "block", "event", "crew", "warden"])
def test_a_catalogue_record_cannot_be_changed(kind):
    record = records()[kind]
    with pytest.raises(FrozenInstanceError):
        record.id = "changed"


@pytest.mark.parametrize("label", ["A1", "F6", "@3", "G4", "C0", "D7"])
def test_cells_of_the_big_buildings_grid_are_labels(label):
    assert is_label(label)


@pytest.mark.parametrize("label", ["Z3", "H1", "a1", "A8", "A", "A10", 13, None])
def test_anything_else_is_not_a_label(label):
    assert not is_label(label)


def test_an_equipment_card_cannot_be_changed():
    from boardgames_desktop.games.brigade.equipment import equipment_catalogue

    card = equipment_catalogue()["mayors_medal"]
    with pytest.raises(FrozenInstanceError):
        card.vp = 9
