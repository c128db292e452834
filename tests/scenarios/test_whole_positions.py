"""Scenarios that lay out a whole position: The Brigade's team tracks, Favour, Pyromancer,
Blaze and Phoenix, actions left; Emberheart's Parties already on spaces.  Each field is laid
out as written, survives save and load, and a wrong value is refused naming the field."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import ScenarioError, load_game, new_game


def brigade(mode: str, players: int, position: dict, **options):
    return new_game("brigade", mode, players, 3, options, scenario={"position": position})


def same_after_save(state) -> None:
    again = load_game(state.to_json())
    assert again.snapshot() == state.snapshot()


# ----- The Brigade --------------------------------------------------------------------------
def test_coop_tracks_favour_and_actions_are_laid_out():
    g = brigade("coop", 2, {"evacuation": 4, "vp": 7, "favour": 3,
                            "influence": {"nobles": 3}, "favour_tokens": ["B2", "C3"],
                            "intensity": {"D4": 2}})
    assert (g.evac.position, g.vpt.points, g.favour) == (4, 7, 3)
    assert g.influence.levels["nobles"] == 3
    assert {t.label for t in g.town.tiles.values() if t.favour} == {"B2", "C3"}
    same_after_save(g)
    acting = next(iter(g.budget))
    g2 = brigade("coop", 2, {"actions_left": {str(acting): 1}})
    assert g2.budget[acting] == 1


def test_pyromancer_is_laid_out():
    g = brigade("3v1", 4, {"pyromancer_start": "C3",
                           "pyromancer": {"at": "D4", "mana": 3, "favour": 2,
                                          "tracks": {"mana": 2, "firestorm": 1}}})
    assert (g.pyro.cell, g.pyro.mana, g.pyro.favour) == ("D4", 3, 2)
    assert g.pyro.levels["mana"] == 2 and g.pyro.levels["firestorm"] == 1
    same_after_save(g)


def test_blaze_and_the_phoenix_are_placed():
    solo = brigade("solo", 1, {"blaze_at": "C4"})
    assert solo.blaze_cell == "C4"
    phoenix = brigade("campaign", 2, {"phoenix_at": "E2"}, chapter=4)
    assert phoenix.phoenix_cell == "E2"
    same_after_save(phoenix)


def test_a_fire_from_scratch_shows_no_starter_fireballs():
    g = brigade("competitive", 2, {"intensity": {"C3": 2}})
    assert g.event_card is None
    shown = brigade("3v1", 4, {"pyromancer_start": "C3", "intensity": {"C3": 1},
                               "event_card": "ev05"})
    assert shown.events_this_phase == ["ev05"] and shown.event_card == "ev05"
    plain = brigade("3v1", 4, {"pyromancer_start": "C3", "intensity": {"C3": 1}})
    assert plain.events_this_phase == [] and plain.event_card is None


def test_the_board_of_a_fire_from_scratch_draws_no_fireballs(qapp):
    from boardgames_desktop.games.brigade.view.scene import create_scene

    for position in ({"intensity": {"C3": 2}}, {"intensity": {"C3": 2}, "event_card": "ev05"}):
        g = brigade("competitive", 2, position)
        scene = create_scene()
        scene.show_state(g, 0, g.legal_actions())
        expected = set(g.cat.events["ev05"].fireballs) if "event_card" in position else set()
        assert {label for label, n in scene.fireball_counts().items() if n} == expected


@pytest.mark.parametrize(("mode", "players", "position", "field"), [
    ("competitive", 2, {"evacuation": 3}, "position.evacuation"),
    ("competitive", 2, {"favour_tokens": ["B2"]}, "position.favour_tokens"),
    ("coop", 2, {"vp": 99}, "position.vp"),
    ("coop", 2, {"influence": {"pirates": 2}}, "position.influence.pirates"),
    ("coop", 2, {"influence": {"nobles": 9}}, "position.influence.nobles"),
    ("coop", 2, {"favour_tokens": ["A1"]}, "position.favour_tokens[0]"),
    ("coop", 2, {"actions_left": {"7": 1}}, "position.actions_left.7"),
    ("competitive", 2, {"pyromancer": {"at": "C3"}}, "position.pyromancer"),
    ("3v1", 4, {"pyromancer_start": "C3", "pyromancer": {"at": "Q9"}}, "position.pyromancer.at"),
    ("3v1", 4, {"pyromancer_start": "C3", "pyromancer": {"tracks": {"mana": 9}}},
     "position.pyromancer.tracks.mana"),
    ("3v1", 4, {"pyromancer_start": "C3", "pyromancer": {"mana": 9}}, "position.pyromancer.mana"),
    ("competitive", 2, {"blaze_at": "C3"}, "position.blaze_at"),
    ("solo", 1, {"blaze_at": "Z3"}, "position.blaze_at"),
    ("competitive", 2, {"phoenix_at": "C3"}, "position.phoenix_at"),
    ("competitive", 2, {"phoenix_track": 3}, "position.phoenix_track"),
    ("competitive", 2, {"warden_crew": [[{"card": "nobody"}]]}, "position.warden_crew[0][0].card"),
    ("competitive", 2, {"warden_crew": [[{"card": "dottie_quench", "water": 9}]]},
     "position.warden_crew[0][0].water"),
    ("competitive", 2, {"warden_crew": [[], [], []]}, "position.warden_crew"),
])
def test_brigade_wrong_fields_are_refused_naming_them(mode, players, position, field):
    with pytest.raises(ScenarioError) as caught:
        brigade(mode, players, position)
    assert f"'{field}'" in str(caught.value)


# ----- Emberheart ---------------------------------------------------------------------------
PARTIES = {"tavern": [{"seat": 0, "grunt": 2, "scout": 1, "companion": True}, None, None,
                      {"seat": 1, "grunt": 1}, None],
           "preserve": [None, {"seat": 1, "ranger": 2}, None, None, None]}


def test_emberheart_parties_stand_on_their_spaces():
    state = new_game("emberheart", "standard", 2, 3, {}, scenario={"position": {
        "parties": PARTIES}})
    tavern = state.spaces["tavern"]
    assert tavern[0] is not None and (tavern[0]["player"], tavern[0]["grunt"],
                                      tavern[0]["scout"], tavern[0]["companion"]) == \
        (0, 2, 1, True)
    assert tavern[1] is None and tavern[3]["player"] == 1 and tavern[3]["grunt"] == 1
    assert state.spaces["preserve"][1]["ranger"] == 2
    assert state.boards[0].companion_used and not state.boards[1].companion_used
    # a taken space is refused to the next Party
    taken = [a for a in state.legal_actions() if a.get("loc") == "tavern"
             and a.get("space") in (1, 4)]
    assert taken == []
    same_after_save(state)


@pytest.mark.parametrize(("parties", "field"), [
    ({"bakery": [None] * 5}, "position.parties"),
    ({"tavern": [None] * 3}, "position.parties.tavern"),
    ({"tavern": [{"seat": 3, "grunt": 1}, None, None, None, None]},
     "position.parties.tavern[0].seat"),
    ({"tavern": [{"seat": 0, "ranger": 1}, None, None, None, None]},
     "position.parties.tavern[0].ranger"),
    ({"tavern": [{"seat": 0}, None, None, None, None]}, "position.parties.tavern[0]"),
    ({"tavern": [{"seat": 0, "grunt": 1, "elf": 2}, None, None, None, None]},
     "position.parties.tavern[0]"),
])
def test_emberheart_wrong_parties_are_refused_naming_the_field(parties, field):
    with pytest.raises(ScenarioError) as caught:
        new_game("emberheart", "standard", 2, 3, {}, scenario={"position": {"parties": parties}})
    assert f"'{field}" in str(caught.value)


def test_wardens_crew_and_the_phoenix_track_are_laid_out():
    g = brigade("competitive", 2, {"warden_crew": [[{"card": "dottie_quench", "water": 1}]]})
    assert [(m.card, m.water) for m in g.wardens[0].crew] == [("dottie_quench", 1)]
    full = brigade("competitive", 2, {"warden_crew": [[], [{"card": "dottie_quench"}]]})
    assert full.wardens[1].crew[0].water == full.cat.crew["dottie_quench"].water
    phoenix = brigade("campaign", 2, {"phoenix_track": 9}, chapter=4)
    assert phoenix.phoenix == 9
    same_after_save(g)


def test_emberheart_boards_take_dragons_attached_garrisons_and_the_turn():
    position = {"turn": 2, "headstarts": ["strength"] * 3, "boards": [
        {"heroes": ["H-bard"], "dragons": ["C01"], "attached": {"H-bard": "C01"},
         "garrisons": ["G-blue-4"], "tracks": {"strength": 3}}]}
    state = new_game("emberheart", "standard", 3, 1, {}, scenario={"position": position})
    board = state.boards[0]
    assert board.dragons == ["C01"] and board.attached == {"H-bard": "C01"}
    assert board.garrisons == ["G-blue-4"] and board.tracks["strength"] == 3  # after the head
    assert state.turn == 2                                                    # start, as given
    assert all("C01" not in deck for deck in state.decks.values())
    same_after_save(state)


@pytest.mark.parametrize(("position", "field"), [
    ({"turn": 3}, "position.turn"),
    ({"boards": [{"dragons": ["H-bard"]}]}, "position.boards[0].dragons[0]"),
    ({"boards": [{"dragons": ["T01"]}]}, "position.boards[0].dragons[0]"),
    ({"boards": [{"garrisons": ["C01"]}]}, "position.boards[0].garrisons[0]"),
    ({"boards": [{"garrisons": ["G-blue-3"]}]}, "position.boards[0].garrisons[0]"),  # on offer
    ({"boards": [{"heroes": ["H-bard"], "attached": {"H-bard": "C01"}}]},
     "position.boards[0].attached.H-bard"),
])
def test_emberheart_wrong_board_fields_are_refused_naming_them(position, field):
    with pytest.raises(ScenarioError) as caught:
        new_game("emberheart", "standard", 3, 1, {}, scenario={"position": position})
    assert f"'{field}'" in str(caught.value)


def test_flashpoint_fire_discard_is_laid_out_and_needs_tragic_events():
    base = {"firefighters": [{"at": "0,3"}]}
    with pytest.raises(ScenarioError, match="'position.fire_discard'"):
        new_game("flashpoint", "family", 1, 1, {},
                 scenario={"position": {**base, "fire_discard": ["respite"]}})
    tragic = {"engine": "top-engine", "ambulance": "left-ambulance",
              "firefighters": [{"at": "0,3", "specialist": "generalist"}],
              "fire_discard": ["flare_up", "respite"]}
    state = new_game("flashpoint", "experienced", 1, 1, {"tragic_events": True},
                     scenario={"position": tragic})
    assert state.fire_discard == ["flare_up", "respite"]
    same_after_save(state)
