import pytest

from boardgames_desktop.games.brigade import register
from boardgames_desktop.rules import game_info, new_game


def test_game_info_modes_and_options():
    info = game_info("brigade")
    modes = {m.id: (m.min_players, m.max_players) for m in info.modes}
    assert modes["competitive"] == (2, 4) and modes["solo"] == (1, 1)
    assert modes["coop"] == (1, 4) and modes["campaign"] == (1, 4)
    assert modes["3v1"] == (2, 4) and modes["4v1"] == (5, 5)
    options = {o.key: o for o in info.options}
    assert options["big_buildings"].kind == "bool"
    assert options["expert"].choices == ("none", "big_buildings", "replace")
    assert not options["big_buildings"].applies_to("solo")
    assert options["evactrak_start"].default == 15


def test_wrong_mode_or_player_count_is_refused_clearly():
    with pytest.raises(ValueError, match="no mode 'chess'"):
        new_game("brigade", "chess", 2, 1)
    with pytest.raises(ValueError, match="5–5 players"):
        new_game("brigade", "4v1", 4, 1)
    with pytest.raises(ValueError, match="2–4 players"):
        new_game("brigade", "competitive", 5, 1)
    with pytest.raises(ValueError, match="no mode"):
        register._factory("5v1", 3, 1, {})


def test_coop_wardens_and_advanced_wardens_are_offered_for_coop():
    options = {o.key: o for o in game_info("brigade").options}
    wardens = options["coop_wardens"]
    assert (wardens.kind, wardens.default, wardens.low, wardens.high) == ("int", 2, 2, 4)
    assert wardens.applies_to("coop") and not wardens.applies_to("competitive")
    assert options["advanced_wardens"].applies_to("coop")
    assert not options["advanced_wardens"].applies_to("solo")
    g = new_game("brigade", "coop", 1, 3, {"coop_wardens": 3, "advanced_wardens": True})
    assert len(g.wardens) == 3 and all(w.side == "advanced" for w in g.wardens)
    # the defaults the launcher passes for every coop option set up a two-player game too
    assert len(new_game("brigade", "coop", 2, 3).wardens) == 4


def test_advanced_warden_abilities_work_in_coop():
    g = new_game("brigade", "coop", 1, 3, {"advanced_wardens": True})
    while g.pending is not None and g.pending["kind"] == "warden":  # the Wardens are chosen
        g.apply(g.legal_actions()[0])
    for t in g.town.tiles.values():
        t.intensity = 0
    w = g.wardens[0]
    w.card = "marla_soot"  # one extra step
    g.forget_listing()  # the position above was set by hand
    far = {a["to"] for a in g.legal_actions() if a.kind == "move" and a["warden"] == 0}
    assert far == set(g.town.reachable(w.cell, 5, 2))
    w.card = "fenwick_dray"  # the first Transfer of the round is free
    g.wagons[0].water = 0
    g.forget_listing()
    (transfer,) = [a for a in g.legal_actions() if a.kind == "transfer" and a["warden"] == 0]
    assert transfer.cost == "free"
