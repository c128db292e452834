"""Seat colours stay apart for colour-blind players, in all three games.

Each game's seat palette is read from where the game takes it (Emberheart's view, The
Brigade's Warden cards, Flash Point's firefighter colours); every pair must differ by at
least ``MIN_SEAT_DISTANCE`` ΔE00 with normal vision and under the protanopia, deuteranopia
and tritanopia simulations of ``ui/colour_vision.py``.
"""

from __future__ import annotations

import pytest

from boardgames_desktop.ui.colour_vision import (
    MIN_SEAT_DISTANCE,
    VISIONS,
    closest_pair,
    delta_e2000,
    distance,
    pairs_below,
    simulate,
    to_lab,
)


def emberheart_palette() -> dict[str, tuple[int, int, int]]:
    from boardgames_desktop.games.emberheart.common import SEAT_NAMES
    from boardgames_desktop.games.emberheart.view.paint import SEAT_COLOURS

    return {name: (c.red(), c.green(), c.blue()) for name, c in zip(SEAT_NAMES, SEAT_COLOURS)}


def brigade_palette() -> dict[str, str]:
    from boardgames_desktop.games.brigade.data import catalogue

    return {card.name: card.colour for card in catalogue().wardens.values()}


def flashpoint_palette() -> dict[str, tuple[int, int, int]]:
    from boardgames_desktop.games.flashpoint.view.pieces import ff_colour
    from boardgames_desktop.rules.resources import load_json

    names = load_json("flashpoint", "rules.json")["colours"]
    return {name: (ff_colour(name).red(), ff_colour(name).green(), ff_colour(name).blue())
            for name in names}


#: game -> its palette reader
PALETTES = {"emberheart": emberheart_palette, "brigade": brigade_palette,
            "flashpoint": flashpoint_palette}


@pytest.mark.parametrize("game", list(PALETTES))
@pytest.mark.parametrize("vision", VISIONS)
def test_seat_colours_stay_apart(qtbot, game, vision):
    palette = PALETTES[game]()
    assert len(palette) >= 2
    close = pairs_below(palette, MIN_SEAT_DISTANCE, vision)
    words = "; ".join(f"{a} and {b} ΔE00 {d:.1f}" for a, b, d in close)
    assert not close, f"{game} with {vision}: {words}"
    assert closest_pair(palette, vision)[2] >= MIN_SEAT_DISTANCE


def test_ciede2000_matches_the_published_test_pairs():
    """Pairs 1, 7, 17 and 24 of Sharma, Wu and Dalal (2005), to their 4 decimals."""
    pairs = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
             ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
             ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
             ((50.0, -0.001, 2.49), (50.0, 0.0009, -2.49), 4.8045)]
    for lab1, lab2, expected in pairs:
        assert delta_e2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
        assert delta_e2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_and_red():
    assert to_lab("#ffffff") == pytest.approx((100.0, 0.0, 0.0), abs=1e-3)
    assert to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.01)


def test_simulations_merge_what_dichromats_confuse():
    """Pure red and green are far apart for everybody else but close for a deuteranope;
    greys are unchanged by every simulation."""
    red, green = (220, 40, 40), (40, 160, 40)
    assert distance(red, green) > 50
    assert distance(red, green, "deuteranopia") < distance(red, green) / 2
    assert distance(red, green, "protanopia") < distance(red, green) / 2
    for vision in VISIONS:
        for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
            assert all(abs(x - y) <= 1 for x, y in zip(simulate(grey, vision), grey))


def test_the_tritanope_confuses_blue_and_green_more_than_red_and_green():
    blue, green, red = (30, 110, 200), (40, 160, 120), (200, 40, 40)
    assert distance(blue, green, "tritanopia") < distance(blue, green)
    assert distance(red, green, "tritanopia") > distance(red, green, "deuteranopia")
