"""Chapter 4, Capture the Phoenix: movement, its track, burning, Firehouses, capture."""

from __future__ import annotations

from boardgames_desktop.games.brigade.campaign import CampaignState
from boardgames_desktop.rules import new_game

from .helpers import calm, pick_wardens
from .test_allvsone_helpers import act


def phoenix_game(position: dict | None = None, **options) -> CampaignState:
    """Chapter 4 for one seat, a calm town with one small fire on E5; ``position``: the same
    as a scenario, with more of its fields (``games/brigade/scenario.py``)."""
    if position is not None:
        return new_game("brigade", "campaign", 1, 5, {"chapter": 4, **options},
                        scenario={"position": {"intensity": {"E5": 1}, **position}})
    g = pick_wardens(CampaignState("campaign", 1, 5, {"chapter": 4, **options}))
    calm(g)
    g.town.tiles["E5"].intensity = 1
    return g


def test_setup_and_first_round_moves_by_each_wardens_card():
    g = pick_wardens(CampaignState("campaign", 2, 8, {"chapter": 4}))
    reveals = [m for m in g.messages() if "reveals" in m]
    # four Wardens (two per player); seat 0 runs the first two and acts first
    assert len(reveals) == 2 and g.phoenix_cards[:2] == [None, None]
    assert all(c is not None for c in g.phoenix_cards[2:])
    assert g.phoenix >= 8
    assert "Phoenix" in g.phase
    assert not any("EvacTrak" in m for m in g.messages())


def test_boon_skilled_and_blight_in_trouble():
    g = pick_wardens(CampaignState("campaign", 1, 8, {"chapter": 4, "boon": "skilled"}))
    assert any("track 6/16" in m for m in g.messages())
    g = pick_wardens(CampaignState("campaign", 1, 8, {"chapter": 4, "blight": "in_trouble"}))
    assert len([m for m in g.messages() if "Starter event" in m]) == 4


def test_movement_wraps_around_the_town():
    g = phoenix_game({"phoenix_at": "C1"})
    g.move_phoenix("N")
    assert g.phoenix_cell == "C6"
    g.phoenix_cell = "A3"
    g.move_phoenix("W")
    assert g.phoenix_cell == "F3"
    g.move_phoenix("E")
    assert g.phoenix_cell == "A3"


def test_landing_on_blocks_firehouses_and_ruins():
    g = phoenix_game({"phoenix_track": 8, "phoenix_at": "B2"})
    g.move_phoenix("E")  # C2, not burning: it catches fire
    assert g.town.tiles["C2"].intensity == 1 and g.phoenix == 8
    g.town.tiles["D2"].intensity = 2
    g.move_phoenix("E")  # D2 burning: +1 track, +1 intensity
    assert g.town.tiles["D2"].intensity == 3 and g.phoenix == 9
    g.town.tiles["E2"].intensity = 4
    g.move_phoenix("E")  # E2 burns down under it: +1 and +2
    assert g.town.tiles["E2"].destroyed and g.phoenix == 12
    g.move_phoenix("E")  # F2
    g.move_phoenix("N")  # F1, a Firehouse: destroyed
    assert g.town.tiles["F1"].destroyed
    w = g.wardens[1]
    w.cell, w.water = "F1", 0
    assert not [a for a in g.legal_actions() if a.kind == "refill" and a["warden"] == 1]
    g.phoenix_cell = "E3"
    before = g.phoenix
    g.move_phoenix("N")  # the ruin of E2: nothing happens
    assert g.phoenix == before


def test_fireball_on_the_phoenix_raises_its_track_by_two():
    g = phoenix_game({"phoenix_track": 8, "phoenix_at": "B4"})
    g.run_step("fireball", cell="B4")
    assert g.phoenix == 10 and g.town.tiles["B4"].intensity == 1
    g.run_step("fireball", cell="B5")
    assert g.phoenix == 10


def test_wardens_pour_water_on_the_phoenix_and_capture_it():
    g = phoenix_game({"phoenix_track": 3, "phoenix_at": "B2", "warden_at": ["B2", "B2"],
                      "warden_water": [2, 1], "actions_left": {"0": 2, "1": 2}})
    g.apply(act(g, "phoenix", warden=0))
    g.apply(act(g, "phoenix_pour", source="warden:0"))
    g.apply(act(g, "phoenix_pour", source="warden:1"))
    assert g.phoenix == 1 and g.outcome is None
    assert not g.town.tiles["B2"].renown  # no Renown for the Phoenix
    g.apply(act(g, "phoenix_pour", source="warden:0"))
    assert g.phoenix == 0
    assert g.outcome.winners == (0,) and "Phoenix is caught" in g.outcome.reason


def test_capture_needs_every_warden_around_the_phoenix():
    g = phoenix_game({"phoenix_track": 1, "phoenix_at": "C3", "warden_at": ["C3", "F6"],
                      "warden_water": [2], "actions_left": {"0": 2, "1": 2}})
    g.apply(act(g, "phoenix", warden=0))
    g.apply(act(g, "phoenix_pour", source="warden:0"))
    assert g.phoenix == 0 and g.outcome is None
    g.wardens[1].cell = "E5"
    g.apply(act(g, "move", warden=1, to="D4"))  # diagonal to C3: around it
    assert g.outcome.winners == (0,)


def test_the_phoenix_at_sixteen_is_a_failure():
    g = phoenix_game({"phoenix_track": 15, "phoenix_at": "B4", "actions_left": {"0": 2, "1": 2}})
    g.run_step("fireball", cell="B4")  # reaching 16 ends the chapter at once, mid-turn
    g.forget_listing()  # the position was set by hand
    assert g.outcome is not None
    assert g.outcome.winners == () and "16" in g.outcome.reason
    assert g.legal_actions() == []
    assert g.success_reward() is None


def test_only_the_phoenix_own_landing_counts_as_its_presence_destroying_a_block():
    # "If the presence of the Phoenix destroys a Block it is on, increase its Fire track
    # by 2" — a fireball that burns its block down raises the track by the fireball's 2
    # only ("If the Phoenix is hit by a fireball ... move its track up 2").
    g = phoenix_game({"phoenix_track": 8, "phoenix_at": "B4", "intensity": {"E5": 1, "B4": 4}})
    g.run_step("fireball", cell="B4")
    assert g.town.tiles["B4"].destroyed and g.phoenix == 10
    # its own landing on a block at 4: +1 (lands in flames) and +2 (presence destroys it)
    g.phoenix_cell, g.town.tiles["C5"].intensity = "C4", 4
    g.move_phoenix("S")
    assert g.town.tiles["C5"].destroyed and g.phoenix == 13
