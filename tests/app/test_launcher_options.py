"""The launcher's game options: labels, help and options that depend on the player count."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QSpinBox

from boardgames_desktop.app.launcher import LauncherPage, option_choice_text
from boardgames_desktop.rules import OptionInfo, game_info


@pytest.fixture
def page(qtbot):
    launcher = LauncherPage()
    qtbot.addWidget(launcher)
    launcher.set_games([game_info(g) for g in ("brigade", "emberheart", "flashpoint")])
    launcher.resize(1100, 700)
    launcher.show()
    return launcher


def shown(page: LauncherPage, key: str) -> bool:
    return page.option_widgets[key].isVisibleTo(page)


def test_firefighters_only_for_small_tables(page) -> None:
    page.select("flashpoint", "experienced", 4)
    assert not shown(page, "firefighters")
    assert shown(page, "difficulty")
    assert "firefighters" not in page.options()
    label = page.options_form.labelForField(page.option_widgets["firefighters"])
    assert not label.isVisibleTo(page)

    page.players_spin.setValue(1)  # the count changes: the option comes back
    assert shown(page, "firefighters") and label.isVisibleTo(page)
    spin = page.option_widgets["firefighters"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(3)
    assert page.request().options["firefighters"] == 3

    page.players_spin.setValue(5)
    assert not shown(page, "firefighters")
    assert "firefighters" not in page.request().options
    page.players_spin.setValue(2)  # the player's choice was kept while hidden
    assert page.options()["firefighters"] == 3


def test_choice_shows_its_label_and_keeps_the_value(page) -> None:
    page.select("flashpoint", "experienced", 2)
    combo = page.option_widgets["difficulty"]
    assert isinstance(combo, QComboBox)
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts == ["Recruit (easiest)", "Veteran", "Heroic (hardest)"]
    combo.setCurrentIndex(2)
    assert page.options()["difficulty"] == "Heroic"


def test_brigade_expert_labels(page) -> None:
    page.select("brigade", "competitive", 2)
    combo = page.option_widgets["expert"]
    assert combo.itemText(0) == "Off"  # its label, not the raw 'none'
    assert combo.itemData(1) == "big_buildings"


def test_choice_without_labels_is_prettified() -> None:
    option = OptionInfo("town", "Town", "choice", "big_buildings",
                        choices=("big_buildings", "Veteran"))
    assert option_choice_text(option, "big_buildings") == "Big buildings"
    assert option_choice_text(option, "Veteran") == "Veteran"


def test_help_is_the_tooltip(page) -> None:
    page.select("flashpoint", "experienced", 1)
    help_text = "Recruit/Veteran/Heroic: more explosions, hazmats and hot spots."
    widget = page.option_widgets["difficulty"]
    assert widget.toolTip() == help_text
    assert page.options_form.labelForField(widget).toolTip() == help_text
    check = page.option_widgets["tragic_events"]
    assert check.toolTip().startswith("No hot spots")


def test_options_box_hidden_when_nothing_applies(page) -> None:
    page.select("flashpoint", "family", 1)
    assert page.options_box.isVisibleTo(page)
    page.players_spin.setValue(6)  # Family game: firefighters was the only option
    assert not page.options_box.isVisibleTo(page)
    assert page.options() == {}


def test_only_wardens_counts_the_table_can_play_are_offered(page) -> None:
    page.select("brigade", "3v1", 3)  # the Pyromancer and two Warden players
    spin = page.option_widgets["avo_wardens"]
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum()) == (2, 3)
    page.players_spin.setValue(2)  # one Warden player may run a single Warden
    assert (spin.minimum(), spin.maximum()) == (1, 3)


def test_a_boon_from_another_chapter_cannot_be_chosen(page) -> None:
    page.select("brigade", "campaign", 2)
    chapter = page.option_widgets["chapter"]
    boon = page.option_widgets["boon"]
    assert isinstance(chapter, QSpinBox) and isinstance(boon, QComboBox)
    chapter.setValue(2)
    enabled = {boon.itemData(i): boon.model().item(i).isEnabled() for i in range(boon.count())}
    assert enabled == {"none": True, "interrogate": True, "efficient": False, "skilled": False}
    boon.setCurrentIndex(boon.findData("interrogate"))
    # Interrogate helps in chapter 2 only: while it is chosen, no other chapter is offered
    assert (chapter.minimum(), chapter.maximum()) == (2, 2)
    boon.setCurrentIndex(boon.findData("none"))
    assert (chapter.minimum(), chapter.maximum()) == (1, 4)
    chapter.setValue(3)
    assert page.request().options == {"chapter": 3, "boon": "none", "blight": "none"}
