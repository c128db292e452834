import pytest

from boardgames_desktop.games.brigade import register
from boardgames_desktop.rules import game_info, new_game


def test_game_info_modes_and_options():
    info = game_info("brigade")
    modes = {m.id: (m.min_players, m.max_players) for m in info.modes}
    assert modes["competitive"] == (2, 4) and modes["solo"] == (1, 1)
    assert ("coop" in modes) == (register._coop_class() is not None)
    if "coop" in modes:
        assert modes["coop"] == (1, 4)
    options = {o.key: o for o in info.options}
    assert options["big_buildings"].kind == "bool"
    assert options["expert"].choices == ("none", "big_buildings", "replace")
    assert not options["big_buildings"].applies_to("solo")
    assert options["evactrak_start"].default == 15


def test_wrong_mode_or_player_count_is_refused_clearly():
    with pytest.raises(ValueError, match="no mode 'campaign'"):
        new_game("brigade", "campaign", 2, 1)
    with pytest.raises(ValueError, match="2–4 players"):
        new_game("brigade", "competitive", 5, 1)
    with pytest.raises(ValueError, match="no mode"):
        register._factory("3v1", 3, 1, {})
