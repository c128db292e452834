"""Emberheart rules left untested by the fresh seed-909 mutation sample (``bench/mutate.py
boardgames_desktop/games/emberheart tests/emberheart --exclude view --seed 909 --count
40``), one test per survivor's class: a Garrison card completes one card short only with the
Tactician, and the two-player mode's non-player Crests are plain Crests dealt anew each
round."""

from __future__ import annotations

from .helpers import fresh
from .test_heroes import holding

ME = 0


def test_a_garrison_one_card_short_completes_only_with_the_tactician():
    """#19 (``state.garrison_met``): Ember Charge asks 1 red Dragon and 1 Preserve; with the
    Dragon and no Preserve it is not met — unless the Tactician (active) makes up the one
    missing card."""
    short = fresh(3, position={"boards": [{"dragons": ["C01"]}]})
    assert not short.garrison_met(ME, "G-red-4")
    met = fresh(3, position={"boards": [{"dragons": ["C01"], "preserves": ["P02"]}]})
    assert met.garrison_met(ME, "G-red-4")
    tactician = fresh(3, position={"boards": [holding("tactician", dragons=("Ashwing "
                                                                            "Hatchling",))]})
    assert tactician.garrison_met(ME, "G-red-4")


def test_non_player_crests_carry_no_companion_and_are_dealt_anew_each_round():
    """#37 (``board.new_party``) and #20 (``state._deal_twoplayer``): in the two-player mode
    a non-player Crest is a bare Crest (no Dragon Companion on it); at the next round the
    old ones leave and only the new two-player card's Crests stand."""
    state = fresh(2, position={"turn": ME})
    crests = [s for spaces in state.spaces.values() for s in spaces if s and s["player"] < 0]
    assert crests and all(not s["companion"] for s in crests)
    stale = fresh(2, position={"phase": {"stage": "raid"}, "parties": {
        "camp": [{"seat": -1}, {"seat": -1}, {"seat": -1}, {"seat": -1}, {"seat": -1}]}})
    assert stale.round == 2
    card = stale.card(stale.twoplayer_card)
    standing = {(loc, n + 1) for loc, spaces in stale.spaces.items()
                for n, s in enumerate(spaces) if s and s["player"] < 0}
    assert standing == set(card.blocks)


def test_the_view_names_the_mountain_level_claiming_even_while_the_wardens_are_sorted():
    """#25 (``seat_view.mountain_level``): while the Mountain resolves, the level claiming
    now is the one in progress — and while the tied Parties are being sorted onto the Warden
    spaces ("sort"), the level that comes next.  (The Reward phase's progress is set by hand:
    no scenario field stops the flow mid-Mountain.)"""
    from boardgames_desktop.games.emberheart.common import LOCATIONS
    from boardgames_desktop.games.emberheart.seat_view import mountain_level

    state = fresh(3)
    state.stage = "reward"
    mountain = LOCATIONS.index("mountain")
    state.progress = {"loc": mountain, "m": "sort", "next": "top"}
    assert mountain_level(state) == "top"
    state.progress = {"loc": mountain, "m": "middle"}
    assert mountain_level(state) == "middle"
    state.progress = {"loc": mountain, "m": "done"}
    assert mountain_level(state) is None


def test_the_drillmaster_is_not_asked_once_the_track_is_at_its_top():
    """The Drillmaster's extra step for a Gear is not offered when the track the Preserve
    raised already stands at its top (7): the Gear is kept; one step below the top it is
    asked.  (Seed 909 #26, the same check in ``state._drop_moot``, is reached only when the
    track reaches its top while the question waits: that mutant is not killed by this.)"""
    from .helpers import card_id
    from .test_skills import b_game

    for start, asked in ((5, False), (4, True)):
        state, p, pb = b_game("drill")
        pb.dragons, pb.preserves, pb.gear = [card_id(state, "Fernclaw")], ["P11"], 1
        pb.tracks["speed"] = start
        state.forget_listing()
        state.apply(next(a for a in state.legal_actions()
                         if a.kind == "attach" and a["host"] == "P11"))
        assert pb.tracks["speed"] == start + 2
        assert (state.prompt is not None and state.prompt.kind == "drill") == asked
        assert pb.gear == 1


def test_a_waiting_drillmaster_question_is_dropped_once_its_track_reaches_the_top():
    """#26 (``state._drop_moot``): the Drillmaster's question may wait behind another one;
    if the track reaches its top (7) meanwhile, paying a Gear could buy nothing, so the
    question is dropped and the Gear kept — one step below the top it is still asked."""
    from .test_skills import b_game

    for level, asked in ((7, False), (6, True)):
        state, p, pb = b_game("drill")
        pb.gear = 1
        pb.tracks["speed"] = level
        state.flow.ask(p, "drill", track="speed")  # as the Preserve's raise queued it
        state.resume()
        assert (state.prompt is not None and state.prompt.kind == "drill") == asked
        assert pb.gear == 1
