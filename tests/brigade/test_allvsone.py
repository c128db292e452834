"""All-Versus-One (3v1, 4v1): setup, every Pyromancer action and ability, the Wardens' turn,
Incidents, both sides' win conditions and the hot-seat curtain."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.allvsone import (
    ALLVSONE_MODES,
    AllVsOneState,
    avo_rules,
)
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.errors import IllegalAction

from .helpers import block_id, pick_wardens
from .test_allvsone_helpers import act, avo, end_wardens, reload, to_wardens

# ----- setup ----------------------------------------------------------------------------


def test_3v1_setup_for_every_player_count():
    for players, seats in ((2, [1, 1, 1]), (3, [1, 1, 2]), (4, [1, 2, 3])):
        g = pick_wardens(AllVsOneState("3v1", players, 5, {}))
        assert g.pending["kind"] == "pyro_start" and g.active_players == [PYRO]
        assert sorted(a["cell"] for a in g.legal_actions()) == ["C3", "C4", "D3", "D4"]
        assert [w.seat for w in g.wardens] == seats
        assert [w.cell for w in g.wardens] == ["A1", "F1", "F6"]
        assert g.wagons[0].cell == "A1" and g.wagons[0].owner is None
        assert all(t.favour for t in g.town.blocks())
        assert not any(t.favour for t in g.town.tiles.values() if t.firehouse is not None)
        assert all(w.water == 2 for w in g.wardens) and g.wagons[0].water == 2
        assert g.crew_deck.is_empty
        g.apply(act(g, "pyro_start", cell="D4"))
        assert g.pyro.cell == "D4"
        starters = [m for m in g.messages() if "Starter event" in m]
        assert len(starters) == 2
        # the Pyromancer takes the first turn: Upkeep (1 mana, pool holds 2), 2 actions
        assert g.active_players == [PYRO] and g.side == "pyro"
        assert g.pyro.mana == 2 and g.pyro.actions_left == 2
        assert len(g.incident_levels) == 5


def test_warden_players_choose_their_cards_before_the_pyromancer_and_the_starters():
    """"Set up as normal game" with "A Warden Card for Each Player (side 1)": the Warden
    seats choose (allvsone.json warden_cards 'choose'), each for each of its Wardens in
    Firehouse order, before the Pyromancer's start block and the 2 starter events."""
    g = AllVsOneState("3v1", 3, 5, {})
    assert avo_rules()["warden_cards"] == "choose"
    assert g.warden_picks == 0 and g.log == []
    assert not any("Starter event" in m for m in g.messages())
    chosen = []
    for seat, cell in ((1, "A1"), (1, "F1"), (2, "F6")):
        assert g.pending["kind"] == "warden" and g.active_players == [seat]
        assert "Set-up: Player " + str(seat + 1) in g.phase and f"({cell})" in g.phase
        offered = [a for a in g.legal_actions() if a.kind == "warden"]
        assert {a.player for a in g.legal_actions()} == {seat}
        assert sorted(a["card"] for a in offered) == sorted(set(g.cat.wardens) - set(chosen))
        pick = offered[-1]  # not the dealt card: the choice is the player's
        g.apply(pick)
        chosen.append(pick["card"])
        assert any("starts at" in m and f"({cell})" in m for m in g.messages())
    assert [w.card for w in g.wardens] == chosen and g.warden_picks == 3
    assert all(w.side == "basic" for w in g.wardens)  # side 1
    names = [g.cat.wardens[c].name for c in chosen]
    assert g.player_name(1) == f"Player 2 ({names[0]} & {names[1]})"
    assert g.player_name(2) == f"Player 3 ({names[2]})"
    assert g.pending["kind"] == "pyro_start" and g.active_players == [PYRO]
    assert not any("Starter event" in m for m in g.messages())
    assert reload(g).snapshot() == g.snapshot()
    # 4v1: four seats, one Warden each
    g5 = AllVsOneState("4v1", 5, 2, {})
    assert g5.pending["kind"] == "warden" and g5.active_players == [1]
    pick_wardens(g5)
    assert len({w.card for w in g5.wardens}) == 4 and g5.pending["kind"] == "pyro_start"


def test_4v1_setup_uses_big_buildings_and_six_incidents():
    g = avo("4v1", 5)
    assert len(g.town.tiles) == 44
    assert "C0" in g.town.tiles and g.town.tiles["C0"].favour
    assert [w.seat for w in g.wardens] == [1, 2, 3, 4]
    assert [w.cell for w in g.wardens] == ["A1", "F1", "F6", "A6"]
    assert len(g.witnessed) == 6
    cards = g.events.cards + g.events.discards
    assert any(g.cat.events[c].big_buildings for c in cards)
    assert not any(g.cat.events[c].special for c in cards)


def test_wrong_player_counts_are_refused():
    with pytest.raises(ValueError, match="2–4 players"):
        AllVsOneState("3v1", 5, 1, {})
    with pytest.raises(ValueError, match="5–5 players"):
        AllVsOneState("4v1", 4, 1, {})
    assert {m.id: (m.min_players, m.max_players) for m in ALLVSONE_MODES} == {
        "3v1": (2, 4), "4v1": (5, 5)}


# ----- Upkeep and Pyromancer actions ----------------------------------------------------


def test_upkeep_adds_familiar_mana_up_to_capacity():
    g = avo(position={"pyromancer": {"mana": 0, "tracks": {
        "familiar": 2,  # 3 mana a turn
        "mana": 1}}})  # holds 4
    to_wardens(g)
    end_wardens(g)
    assert g.side == "pyro" and g.pyro.mana == 3
    to_wardens(g)
    end_wardens(g)
    assert g.pyro.mana == 4  # 3 + 3, but the pool holds 4


def test_move_four_squares_through_fire_but_not_through_wardens_or_onto_ruins():
    on_a3 = {"pyromancer": {"at": "A3"},
             "intensity": {"A3": 1, "A4": 3}}  # fire does not stop the Pyromancer

    def targets_from(**more):
        g = avo(start="C3", position={**on_a3, **more})
        return g, {a["to"] for a in g.legal_actions() if a.kind == "pyro_move"}

    g, targets = targets_from()
    assert "A5" in targets and "B5" in targets and "A4" in targets
    g, targets = targets_from(warden_at=["A4", "B3", "A2"])
    assert not targets & {"A4", "B3", "A2"}
    assert targets == set()  # boxed in by the Wardens on A4, B3 and A2
    g, targets = targets_from(warden_at=["A4", "F6", "A2"], destroyed=["B3"])
    assert "B3" not in targets  # no move ends on a ruin
    assert "C3" in targets  # through the ruin: 2 + 1 steps
    assert "D3" not in targets or "C2" in targets
    # C3 -> D3 via the ruin costs 2 + 1 + 1 = 4; E3 would need 5 through it
    g, targets = targets_from(warden_at=["A4", "F6", "A2"], destroyed=["B3", "C2", "C4"])
    assert "D3" in targets and "E3" not in targets
    g.apply(act(g, "pyro_move", to="D3"))
    assert g.pyro.cell == "D3" and g.pyro.actions_left == 1


def test_fuel_the_storm_costs_two_mana_and_sets_the_events_per_turn():
    g = avo(position={"pyromancer": {"mana": 2,
                                     "tracks": {"firestorm": 1}}})  # next step: 2 events
    g.apply(act(g, "fuel"))
    assert g.pyro.mana == 0 and g.pyro_value("firestorm") == 2
    assert not [a for a in g.legal_actions() if a.kind == "fuel"]  # no mana left
    g.apply(act(g, "end_turn", player=PYRO))
    drawn = [m for m in g.log[-1].messages if m.strip().startswith("Event ")]
    assert len(drawn) == 2 and g.side == "wardens"


def test_absorb_takes_any_amount_that_fits_the_pool():
    g = avo(start="C3", position={"intensity": {"A3": 1, "C3": 3}, "pyromancer": {"mana": 0}})
    assert sorted(a["amount"] for a in g.legal_actions() if a.kind == "absorb") == [1, 2]
    g.apply(act(g, "absorb", amount=2))
    assert g.town.tiles["C3"].intensity == 1 and g.pyro.mana == 2
    assert not [a for a in g.legal_actions() if a.kind == "absorb"]  # the pool is full


def test_upgrade_once_per_turn_on_the_pyromancer_board():
    g = avo(position={})
    tracks = {a["track"] for a in g.legal_actions() if a.kind == "pyro_upgrade"}
    assert tracks == {"actions", "mana", "familiar"}  # the Firestorm only by fuelling it
    g.apply(act(g, "pyro_upgrade", track="mana"))
    assert g.pyro_value("mana") == 4
    assert not [a for a in g.legal_actions() if a.kind == "pyro_upgrade"]


def test_flame_torch_raises_the_block_underfoot():
    g = avo(start="C3", position={"pyromancer": {"mana": 2}})
    g.apply(act(g, "flame_torch"))
    assert g.town.tiles["C3"].intensity == 1 and g.pyro.mana == 1


def test_block_burning_down_under_the_pyromancer_gives_favour_and_a_step_off():
    g = avo(start="C3", position={"intensity": {"A3": 1, "C3": 4}, "pyromancer": {"mana": 2},
                                  "warden_at": ["C2"]})
    g.apply(act(g, "flame_torch"))
    assert g.town.tiles["C3"].destroyed and g.pyro.favour == 1
    assert g.pending["kind"] == "pyro_thrown"
    assert sorted(a["to"] for a in g.legal_actions()) == ["B3", "C4", "D3"]
    g.apply(act(g, "pyro_thrown", to="B3"))
    assert g.pyro.cell == "B3"


def test_combust_adjacent_or_diagonal():
    g = avo(start="C3", position={"pyromancer": {"mana": 6, "tracks": {"mana": 2}}})
    g.apply(act(g, "combust", shape="adjacent"))
    assert {t.label for t in g.town.burning()} == {"A3", "C2", "B3", "D3", "C4"}
    assert g.pyro.mana == 3
    g.apply(act(g, "combust", shape="diagonal"))
    assert {t.label for t in g.town.burning()} >= {"B2", "D2", "B4", "D4"}
    assert g.town.tiles["C3"].intensity == 0 and g.pyro.mana == 0


def test_flaretillery_hits_three_chosen_blocks():
    g = avo(position={"pyromancer": {"mana": 5, "tracks": {"mana": 2}}})
    g.apply(act(g, "flaretillery"))
    assert g.pyro.mana == 0 and g.pending["kind"] == "flare"
    for cell in ("B2", "E5"):
        g.apply(act(g, "flare", cell=cell))
    assert "B2" not in {a["cell"] for a in g.legal_actions()}  # three different blocks
    g.apply(act(g, "flare", cell="F3"))
    assert {t.label for t in g.town.burning()} == {"A3", "B2", "E5", "F3"}


def test_familiar_ability_at_level_six_sets_every_entered_block_alight():
    g = avo(start="C3", position={"pyromancer": {"mana": 5, "tracks": {"familiar": 4,
                                                                       "mana": 2}}})
    assert not [a for a in g.legal_actions() if a.kind == "familiar"]
    g = avo(start="C3", position={"destroyed": ["C2"], "pyromancer": {
        "mana": 5, "actions_left": 4,
        "tracks": {"familiar": 5, "mana": 2, "actions": 2}}})  # 4 actions
    g.apply(act(g, "familiar"))
    assert g.pyro.mana == 2 and g.pyro.familiar_active
    assert not [a for a in g.legal_actions() if a.kind == "familiar"]  # once per turn
    moves = [a for a in g.legal_actions() if a.kind == "pyro_move"]
    assert len(moves) == 1 and moves[0]["to"] is None
    g.apply(moves[0])
    assert g.pending["kind"] == "pyro_step"
    assert "Stop here" not in [a.text for a in g.legal_actions()]  # move at least one square
    g.apply(act(g, "pyro_step", to="C2"))  # ruin: 2 points, no fire, no stopping
    assert "Stop here" not in [a.text for a in g.legal_actions()]
    g.apply(act(g, "pyro_step", to="D2"))
    g.apply(act(g, "pyro_step", to="E2"))
    assert g.pending is None  # 4 points spent
    assert g.pyro.cell == "E2"
    assert g.town.tiles["D2"].intensity == 1 and g.town.tiles["E2"].intensity == 1
    assert not g.town.tiles["C2"].burning
    g.apply(act(g, "pyro_move", to=None))
    g.apply(act(g, "pyro_step", to="E3"))
    g.apply(act(g, "pyro_step", to=None))  # stop after one square
    assert g.pyro.cell == "E3" and g.town.tiles["E3"].intensity == 1


# ----- the Wardens' turn ----------------------------------------------------------------


def test_wardens_interleave_freely_and_each_seat_ends_its_own_part():
    g = avo(players=4, position={})
    to_wardens(g)
    assert g.active_players == [1, 2, 3]
    assert g.budget == {0: 2, 1: 2, 2: 2}
    g.apply(act(g, "move", warden=0, to="A2"))
    g.apply(act(g, "move", warden=1, to="F2"))
    g.apply(act(g, "move", warden=0, to="B2"))
    assert g.budget == {0: 0, 1: 1, 2: 2}
    g.apply(act(g, "end_turn", player=2))
    assert g.active_players == [1, 3] and g.budget[1] == 0
    g.apply(act(g, "move", warden=2, to="F5"))
    assert g.side == "wardens" and 3 in g.active_players
    g.apply(act(g, "end_turn", player=3))
    assert g.side == "pyro"


def test_one_player_runs_three_wardens_with_named_actions():
    g = avo(players=2, position={})
    to_wardens(g)
    assert g.active_players == [1]
    refills = [a for a in g.legal_actions() if a.kind == "upgrade"]
    assert any(a.text.startswith(g.warden_name(g.wardens[2])) for a in refills)


def test_actions_track_has_limited_spaces_per_level():
    g = avo(players=4, position={})
    to_wardens(g)
    g.apply(act(g, "upgrade", warden=0, track="actions"))
    assert not [a for a in g.legal_actions() if a.kind == "upgrade" and a["warden"] == 0]
    g.apply(act(g, "upgrade", warden=1, track="actions"))
    # level 3 has 2 spaces (one fewer than Wardens): the third Warden must wait
    assert not [a for a in g.legal_actions()
                if a.kind == "upgrade" and a["warden"] == 2 and a["track"] == "actions"]
    assert g.budget[0] == 1  # the new level counts from the next turn
    end_wardens(g)
    to_wardens(g)
    assert g.budget == {0: 3, 1: 3, 2: 2}
    g.apply(act(g, "upgrade", warden=0, track="actions"))  # on to 4: a space frees on 3
    assert [a for a in g.legal_actions()
            if a.kind == "upgrade" and a["warden"] == 2 and a["track"] == "actions"]


def test_wardens_share_water_on_a_block_and_refill_where_no_favour_lies():
    g = avo(players=4, position={"blocks": {"B3": block_id("nobles", 4)},
                                 "intensity": {"A3": 1, "B3": 3}, "warden_at": ["B3", "B3"]})
    to_wardens(g)
    g.apply(act(g, "extinguish", warden=0))
    sources = {a["source"] for a in g.legal_actions()}
    assert sources == {"warden:0", "warden:1"}
    for src in ("warden:0", "warden:1", "warden:1"):
        g.apply(act(g, "pour", source=src))
    assert g.town.tiles["B3"].intensity == 0
    assert sum(g.town.tiles["B3"].renown.values()) == 3
    assert not [a for a in g.legal_actions() if a.kind == "refill"]  # its Favour is there
    favour = [t.label for t in g.town.tiles.values() if t.favour and t.label != "B3"]
    g = avo(players=4, position={"blocks": {"B3": block_id("nobles", 4)}, "warden_at":
                                 ["B3", "B3"], "warden_water": [1, 0], "favour_tokens": favour})
    to_wardens(g)
    g.apply(act(g, "refill", warden=1))
    assert g.wardens[0].water == 2 and g.wardens[1].water == 2  # both refilled


def test_loyalty_gives_the_wardens_the_favour_token():
    town = avo(players=4)
    label = next(t.label for t in town.town.blocks() if town.block_info(t).value == 1)
    g = avo(players=4, position={"intensity": {"A3": 1, label: 2}, "warden_at": [label]})
    to_wardens(g)
    g.apply(act(g, "extinguish", warden=0))
    g.apply(act(g, "pour", source="warden:0"))
    assert g.town.tiles[label].loyalty == 1 and not g.town.tiles[label].favour
    assert g.favour == 1


def test_warden_abilities_prevent_refill_douse():
    g = avo(players=4, position={"intensity": {"A3": 1, "E3": 3}, "favour": 10,
                                 "warden_water": [2, 0], "wagons": [{"water": 0}],
                                 "pyromancer": {"tracks": {"firestorm": 2}}})  # 2 events
    to_wardens(g)                                           # each turn, one prevented below
    g.apply(act(g, "ability", warden=0, ability="refill"))
    assert g.wardens[1].water == 2 and g.wagons[0].water == 2 and g.favour == 7
    g.apply(act(g, "ability", warden=1, ability="douse", cell="E3"))
    assert g.town.tiles["E3"].intensity == 0 and not g.town.tiles["E3"].renown
    assert g.favour == 2
    g.apply(act(g, "ability", warden=2, ability="prevent"))
    assert g.favour == 0 and g.prevent == 1
    end_wardens(g)
    g.apply(act(g, "end_turn", player=PYRO))
    drawn = [m for m in g.log[-1].messages if m.strip().startswith("Event ")]
    assert len(drawn) == 1 and g.prevent == 0


# ----- Incidents ------------------------------------------------------------------------


def test_incident_needs_three_wardens_then_fewer_after_upgrades():
    g = avo(players=4, start="C3", position={"pyromancer": {"at": "B2"},
                                             "warden_at": ["B2", "B2"]})
    to_wardens(g)
    end_wardens(g)
    assert sum(g.witnessed) == 0  # 2 Wardens, every track needs 3
    to_wardens(g)
    g.apply(act(g, "upgrade", warden=0, track="incident:3"))
    end_wardens(g)
    assert g.witnessed == [False, False, False, True, False]
    to_wardens(g)
    g.wardens[2].cell = "B2"
    end_wardens(g)
    # four tracks qualify (3 Wardens), but one Incident per turn at most
    assert g.witnessed == [True, False, False, True, False]


def test_wardens_choose_the_track_when_needs_differ():
    g = avo(players=4, position={"pyromancer": {"at": "B2"}, "warden_at": ["B2"] * 3,
                                 "incidents": [0, 0, 0, 0, 2]})  # the last needs 1
    to_wardens(g)
    end_wardens(g)
    assert g.pending["kind"] == "incident" and g.active_players == [1]
    assert sorted(a["track"] for a in g.legal_actions()) == [0, 4]
    g.apply(act(g, "incident", track=0))
    assert g.witnessed == [True, False, False, False, False]


def test_wardens_win_after_five_incidents_and_six_in_4v1():
    for mode, players, n in (("3v1", 4, 5), ("4v1", 5, 6)):
        wardens = len(avo(mode, players).wardens)
        g = avo(mode, players, position={"pyromancer": {"at": "B2"},
                                         "warden_at": ["B2"] * wardens,
                                         "witnessed": [True] * (n - 1) + [False]})
        to_wardens(g)
        end_wardens(g)
        assert g.outcome is not None and g.outcome.winners == tuple(g.warden_seats())
        assert f"{n} times" in g.outcome.reason


def test_wardens_win_when_the_town_is_free_of_fire():
    g = avo(players=4, position={"intensity": {"B2": 1}, "favour": 5})
    to_wardens(g)
    g.apply(act(g, "ability", warden=0, ability="douse", cell="B2"))
    assert g.outcome.winners == (1, 2, 3) and "free of fire" in g.outcome.reason


# ----- the Pyromancer's wins ------------------------------------------------------------


def test_pyromancer_wins_by_destroying_eight_blocks_or_ten_in_4v1():
    far = ["F2", "F3", "F4", "F5", "E6", "D6", "B6", "E1", "D1"]  # away from C3 and A3
    for mode, players, n in (("3v1", 3, 8), ("4v1", 5, 10)):
        favour = [t.label for t in avo(mode, players).town.tiles.values()
                  if t.favour and t.label != "C3"]
        g = avo(mode, players, start="C3", position={
            "destroyed": far[:n - 1], "intensity": {"A3": 1, "C3": 4},
            "favour_tokens": favour, "pyromancer": {"mana": 1}})
        assert g.town.destroyed_count == n - 1
        g.apply(act(g, "flame_torch"))
        assert g.outcome is not None and g.outcome.winners == (PYRO,)
        assert f"{n} blocks" in g.outcome.reason


def test_pyromancer_wins_with_six_favour_tokens_or_eight_in_4v1():
    for mode, players, n in (("3v1", 2, 6), ("4v1", 5, 8)):
        g = avo(mode, players, start="C3", position={
            "intensity": {"A3": 1, "B2": 4},
            "pyromancer": {"favour": n - 1, "mana": 5, "tracks": {"mana": 2}}})
        g.apply(act(g, "flaretillery"))
        for cell in ("B2", "E2", "E5"):
            g.apply(act(g, "flare", cell=cell))
        assert g.outcome.winners == (PYRO,) and f"{n} Favour" in g.outcome.reason


def test_no_favour_from_a_block_the_wardens_already_saved():
    g = avo(start="C3")
    favour = [t.label for t in g.town.tiles.values() if t.favour and t.label != "C3"]
    g = avo(start="C3", position={"favour_tokens": favour, "intensity": {"A3": 1, "C3": 4},
                                  "pyromancer": {"mana": 1}})
    g.apply(act(g, "flame_torch"))
    assert g.pyro.favour == 0 and g.town.destroyed_count == 1


# ----- curtain, refusals, save/load -----------------------------------------------------


def test_curtain_falls_between_the_pyromancer_and_the_wardens_only():
    g = avo(players=4)
    assert AllVsOneState.hidden_information
    assert g.needs_curtain(0, 1) and g.needs_curtain(2, 0)
    assert not g.needs_curtain(1, 2) and not g.needs_curtain(None, 0)


def test_illegal_actions_are_refused_with_reasons():
    g = avo(start="C3", position={"pyromancer": {"mana": 0}})
    with pytest.raises(IllegalAction, match="Combust needs 3 Fire Mana"):
        g.apply(Action.make(PYRO, "combust", shape="adjacent"))
    with pytest.raises(IllegalAction, match="turn"):
        g.apply(Action.make(1, "move", warden=0, to="A2"))


def test_rules_file_is_validated():
    rules = avo_rules()
    assert rules["modes"]["3v1"]["pyromancer_wins"] == {"destroyed": 8, "favour": 6}
    assert rules["pyromancer"]["costs"] == {"fuel": 2, "flame_torch": 1, "combust": 3,
                                            "flaretillery": 5, "familiar": 3}
    assert rules["wardens"]["costs"] == {"prevent": 2, "refill": 3, "douse": 5}


def test_every_event_of_the_firestorm_is_kept_for_the_phase():
    # "Reveal and resolve event cards as determined by the Firestorm Track": with the
    # Firestorm at 2 both cards of the phase are listed, not only the last one.
    g = avo()
    assert len(g.events_this_phase) == 2  # the two starting events
    assert all(g.cat.events[c].starter for c in g.events_this_phase)
    g = avo(position={"pyromancer": {"tracks": {"firestorm": 2}}})  # 2 events each
    top = g.events.cards[:2]                                        # Wardens' turn
    g.apply(act(g, "end_turn", player=PYRO))
    assert g.side == "wardens"
    assert g.events_this_phase == top and g.event_card == top[-1]
    end_wardens(g)
    assert g.events_this_phase == top  # still the latest Event Phase during the Pyromancer's
    g.pyro.levels["firestorm"] = 0
    nxt = g.events.cards[:1]
    g.apply(act(g, "end_turn", player=PYRO))
    assert g.events_this_phase == nxt


# ----- fewer Wardens in 3v1 (option avo_wardens) ------------------------------------------


def test_3v1_wardens_option_is_offered_for_3v1_only_with_the_data_range():
    """'Then, up to 3 other players become the Wardens' with 'A Warden Card for Each
    Player': 3 Wardens by default (our ruling), fewer down to one per Warden player."""
    from boardgames_desktop.rules import game_info

    option = {o.key: o for o in game_info("brigade").options}["avo_wardens"]
    assert (option.kind, option.default, option.low, option.high) == ("int", 3, 1, 3)
    assert option.applies_to("3v1") and not option.applies_to("4v1")
    assert not option.applies_to("coop")


def test_3v1_with_fewer_wardens_seats_and_firehouses():
    for players, n, seats, cells in ((2, 1, [1], ["A1"]), (2, 2, [1, 1], ["A1", "F6"]),
                                     (3, 2, [1, 2], ["A1", "F6"]),
                                     (2, 3, [1, 1, 1], ["A1", "F1", "F6"])):
        g = AllVsOneState("3v1", players, 5, {"avo_wardens": n})
        assert [w.seat for w in g.wardens] == seats and [w.cell for w in g.wardens] == cells
        assert g.wagons[0].cell == "A1" and len(g.incident_levels) == 5
    # new_game passes the default: the rulebook's 3 Wardens
    from boardgames_desktop.rules import new_game

    assert len(new_game("brigade", "3v1", 3, 5).wardens) == 3


def test_3v1_wardens_option_refuses_counts_the_players_cannot_field():
    with pytest.raises(ValueError, match="with 4 players has 3 Wardens"):
        AllVsOneState("3v1", 4, 1, {"avo_wardens": 2})
    with pytest.raises(ValueError, match="with 3 players has 2–3 Wardens"):
        AllVsOneState("3v1", 3, 1, {"avo_wardens": 1})
    with pytest.raises(ValueError, match="1–3 Wardens"):
        AllVsOneState("3v1", 2, 1, {"avo_wardens": 4})
    with pytest.raises(ValueError, match="must be a number"):
        AllVsOneState("3v1", 2, 1, {"avo_wardens": "two"})


def test_a_lone_warden_plays_on_the_printed_boards():
    """One Warden: the Incident tracks still need 3 → 2 → 1 Wardens, so each needs two
    upgrades before the lone Warden can witness it; the Actions track keeps its printed
    spaces (2 per upper level)."""
    g = avo("3v1", 2, 1, position={"pyromancer": {"at": "B2"}, "warden_at": ["B2"]},
            avo_wardens=1)
    to_wardens(g)
    assert g.active_players == [1] and g.budget == {0: 2}
    assert g.action_spaces(1) == 2
    g.apply(act(g, "upgrade", warden=0, track="incident:0"))
    end_wardens(g)
    assert not any(g.witnessed)  # the track needs 2 Wardens now
    to_wardens(g)
    g.apply(act(g, "upgrade", warden=0, track="incident:0"))
    end_wardens(g)
    assert g.witnessed == [True, False, False, False, False]


def test_fewer_wardens_games_play_out_and_reload():
    from boardgames_desktop.rules.playout import random_playout

    for seed, (players, n) in enumerate([(2, 1), (2, 2), (3, 2)] * 4):
        g = AllVsOneState("3v1", players, seed, {"avo_wardens": n})
        for _ in range(30):
            if g.is_over:
                break
            g.apply(g.legal_actions()[seed % len(g.legal_actions())])
        assert reload(g).snapshot() == g.snapshot()
        random_playout(g, seed)
        assert g.outcome is not None and len(g.wardens) == n


@pytest.mark.parametrize("fewer,message", [
    ({"3": {"2": [1, 1, 1]}}, r"fewer_wardens: key '3' must be a Warden count 1\.\.2"),
    ({"2": {"2": [1]}}, r"fewer_wardens\.2\.2: 2 Wardens"),
    ({"2": {"3": [1, 1]}}, r"fewer_wardens\.2\.3: 2 Wardens, every seat"),
])
def test_fewer_wardens_table_is_validated(monkeypatch, fewer, message):
    import copy

    from boardgames_desktop.games.brigade import allvsone
    from boardgames_desktop.rules.errors import ResourceError

    raw = copy.deepcopy(avo_rules())
    raw["modes"]["3v1"]["fewer_wardens"] = fewer
    monkeypatch.setattr(allvsone, "load_json", lambda game, name: raw)
    allvsone.avo_rules.cache_clear()
    try:
        with pytest.raises(ResourceError, match="allvsone.json: modes.3v1." + message):
            allvsone.avo_rules()
    finally:
        allvsone.avo_rules.cache_clear()
