"""The curtain keeps to the window whatever the seat names are, and shows them as typed."""

from __future__ import annotations

from boardgames_desktop.ui.curtain import Curtain


def test_several_long_names_do_not_widen_the_window(qtbot):
    curtain = Curtain()
    qtbot.addWidget(curtain)
    curtain.show_for("Marla Soot, Fenwick Dray & Sons and Captain Rook Cinders the Third")
    assert curtain.minimumSizeHint().width() < 1000
    assert curtain.title.text().startswith("Pass to Marla Soot")
    assert "&&" not in curtain.title.text()


def test_an_ampersand_in_a_name_is_shown_not_made_a_shortcut(qtbot):
    curtain = Curtain()
    qtbot.addWidget(curtain)
    curtain.show_for("Ann & Bo")
    assert curtain.button.text() == "I am Ann && Bo — show my board"  # "&&" shows one "&"
