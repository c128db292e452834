"""A Brigade scenario position outside the game's limits is refused in words naming the field
and the limit (``games/brigade/scenario.py``), and the value *at* each limit is accepted.

Each refusal is checked whole: a test run setting up lessons or bug reports from positions
must be told which field is wrong and why, not meet a crash or a silently clipped value.
"""

from __future__ import annotations

from typing import Any

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.scenario import ScenarioError

AVO = {"pyromancer_start": "C3", "intensity": {"A3": 1}}  # the 3v1 set-up's own question


def start(mode: str, players: int, position: dict[str, Any], **options: Any) -> Any:
    return new_game("brigade", mode, players, 1, options, scenario={"position": position})


REFUSED = [
    # the Warden cards picked at set-up
    ("competitive", 2, {}, {"wardens": ["nobody", "marla_soot"]},
     "'position.wardens[0]' is not a Warden card: 'nobody'."),
    ("competitive", 2, {}, {"wardens": ["marla_soot"]},
     "'position.wardens' is missing a Warden card: this mode lets Player 2 choose one."),
    ("competitive", 2, {}, {"wardens": ["marla_soot", "marla_soot"]},
     "'position.wardens': 'marla_soot' is already taken."),
    ("competitive", 2, {}, {"wardens": ["marla_soot", "fenwick_dray", "ida_brightwater"]},
     "'position.wardens' names more Warden cards than this mode lets players choose."),
    # the town
    ("competitive", 2, {}, {"blocks": {"A2": "nonsense"}},
     "'position.blocks.A2' is not a block: 'nonsense'."),
    ("competitive", 2, {}, {"blocks": {"Z9": "nonsense"}},
     "'position.blocks.Z9' must be a block of the town, not 'Z9'."),
    ("competitive", 2, {}, {"loyalty": {"A2": 2}},
     "'position.loyalty.A2' is 2: there is no such seat."),
    ("competitive", 2, {}, {"renown": {"A2": {"7": 1}}},
     "'position.renown.A2' names seat '7', which is not in this game."),
    ("competitive", 2, {}, {"renown": {"A2": {"2": 1}}},
     "'position.renown.A2' names seat '2', which is not in this game."),
    ("competitive", 2, {}, {"destroyed": ["A2", "A2"]},
     "'position.destroyed[1]' names A2 twice."),
    ("competitive", 2, {}, {"event_card": "nonsense"},
     "'position.event_card' is not an event card: 'nonsense'."),
    ("competitive", 2, {}, {"events": ["nonsense"]},
     "'position.events[0]' is not a card of that deck: 'nonsense'."),
    ("competitive", 2, {}, {"events": ["ev01", "ev01"]},
     "'position.events[1]': 'ev01' is not in the deck any more."),
    ("competitive", 2, {}, {"crew": ["ash", "ash"]},
     "'position.crew[1]': 'ash' is not in the deck any more."),
    # the Wardens and their boards
    ("competitive", 2, {}, {"actions_left": {"5": 1}},
     "'position.actions_left.5' must be a Warden acting now (0)."),
    ("competitive", 2, {}, {"warden_at": ["A1", "A2", "A3"]},
     "'position.warden_at' lists 3, but there are only 2."),
    ("competitive", 2, {}, {"warden_water": [3]},
     "'position.warden_water[0]' is 3, above the Brigade's capacity (2)."),
    ("competitive", 2, {}, {"warden_crew": [[{"card": "nonsense"}]]},
     "'position.warden_crew[0][0].card' is not a crew card: 'nonsense'."),
    ("competitive", 2, {}, {"warden_crew": [[{"card": "ash", "water": 3}]]},
     "'position.warden_crew[0][0].water' is 3, above that crew member's 2."),
    ("competitive", 2, {}, {"tracks": [{"leadership": 3}]},
     "'position.tracks[0].leadership' must be a track of the board and a level on it."),
    ("competitive", 2, {}, {"tracks": [{"nonsense": 1}]},
     "'position.tracks[0].nonsense' must be a track of the board and a level on it."),
    # what a mode does not have
    ("competitive", 2, {}, {"favour": 3}, "'position.favour': this mode has no Favour pool."),
    ("competitive", 2, {}, {"pyromancer_start": "C3"},
     "'position.pyromancer_start': this mode has no Pyromancer to place."),
    ("competitive", 2, {}, {"forge": ["chandlers_snuffer"]},
     "'position.forge': this mode has no Forge."),
    ("competitive", 2, {}, {"shields": {"still_air": True}},
     "'position.shields': this mode has no Equipment shields."),
    ("competitive", 2, {}, {"incidents": [0, 0]},
     "'position.incidents': this mode has no Incident tracks."),
    ("competitive", 2, {}, {"phoenix_at": "C3"},
     "'position.phoenix_at': this mode has no Phoenix."),
    ("competitive", 2, {}, {"phoenix_track": 2},
     "'position.phoenix_track': this mode has no Phoenix."),
    ("competitive", 2, {}, {"chapter_progress": {"loyalties": 1}},
     "'position.chapter_progress': this mode has no campaign chapter."),
    ("coop", 2, {}, {"held": ["millwrights_wheel"]},
     "'position.held': this mode has no Equipment held by a Warden."),
    # the team's tracks and the Forge (Solo)
    ("solo", 1, {}, {"vp": 41}, "'position.vp' is 41, above the track's top (40)."),
    ("solo", 1, {}, {"influence": {"commons": 6}},
     "'position.influence.commons' must be a faction of the track and a level from 1 to 5."),
    ("solo", 1, {}, {"influence": {"commons": 0}},
     "'position.influence.commons' must be a faction of the track and a level from 1 to 5."),
    ("solo", 1, {}, {"influence": {"nonsense": 2}},
     "'position.influence.nonsense' must be a faction of the track and a level from 1 to 5."),
    ("solo", 1, {}, {"forge": ["nonsense"]},
     "'position.forge[0]' is not an Equipment card: 'nonsense'."),
    ("solo", 1, {}, {"forge": ["millwrights_wheel", "millwrights_wheel"]},
     "'position.forge[1]' names 'millwrights_wheel' twice."),
    ("solo", 1, {}, {"forge": ["millwrights_wheel", "chandlers_snuffer"]},
     "'position.forge' shows 2 cards, but the Forge track allows 1."),
    ("solo", 1, {}, {"held": ["millwrights_wheel"]},
     "'position.held[0]': 'millwrights_wheel' is not in the Equipment deck (already in play, "
     "or not in this mode's deck)."),
    # the Pyromancer (3v1)
    ("3v1", 4, {}, {"intensity": {"A3": 1}},
     "'position.pyromancer_start' is missing: say which University block the Pyromancer "
     "starts on."),
    ("3v1", 4, {}, {**AVO, "pyromancer_start": "A1"},
     "'position.pyromancer_start' must be a University block the Pyromancer may start on, "
     "not 'A1'."),
    ("3v1", 4, {}, {**AVO, "pyromancer": {"mana": 3}},
     "'position.pyromancer.mana' is 3, above the Mana Pool (2)."),
    ("3v1", 4, {}, {**AVO, "pyromancer": {"mana": 5, "tracks": {"mana": 1}}},
     "'position.pyromancer.mana' is 5, above the Mana Pool (4)."),
    ("3v1", 4, {}, {**AVO, "pyromancer": {"actions_left": 3}},
     "'position.pyromancer.actions_left' is 3, above the Actions track (2)."),
    ("3v1", 4, {}, {**AVO, "pyromancer": {"tracks": {"actions": 3}}},
     "'position.pyromancer.tracks.actions' must be a track of the Pyromancer's board and a "
     "level on it."),
    ("3v1", 4, {}, {**AVO, "pyromancer": {"tracks": {"nonsense": 0}}},
     "'position.pyromancer.tracks.nonsense' must be a track of the Pyromancer's board and a "
     "level on it."),
    ("3v1", 4, {}, {**AVO, "incidents": [0]},
     "'position.incidents' lists 1 Incident tracks, but this mode has 5."),
    ("3v1", 4, {}, {**AVO, "witnessed": [False] * 6},
     "'position.witnessed' lists 6 Incident tracks, but this mode has 5."),
    ("3v1", 4, {}, {**AVO, "incidents": [0, 0, 3, 0, 0]},
     "'position.incidents[2]' is 3: the Incident track has levels 0 to 2."),
    # the campaign's chapters
    ("campaign", 1, {"chapter": 1}, {"chapter_progress": {"eggs_found": 1}},
     "'position.chapter_progress.eggs_found' belongs to chapter 2, not 1."),
    ("campaign", 1, {"chapter": 2}, {"chapter_progress": {"eggs_found": 1, "eggs_held": 2}},
     "'position.chapter_progress.eggs_held' is more than the Eggs found."),
    ("campaign", 1, {"chapter": 3}, {"forge": ["letter_of_commendation"],
                                     "chapter_progress": {"scroll_bought": True}},
     "'position.chapter_progress.scroll_bought': the Scroll is not in the Forge to be "
     "bought."),
]


@pytest.mark.parametrize("mode,players,options,position,message", REFUSED,
                         ids=[f"{i}-{case[0]}" for i, case in enumerate(REFUSED)])
def test_a_position_past_a_limit_is_refused_naming_the_field(mode, players, options, position,
                                                             message):
    with pytest.raises(ScenarioError) as refused:
        start(mode, players, position, **options)
    assert str(refused.value) == message


ACCEPTED = [
    ("competitive", 2, {}, {"loyalty": {"A2": -1, "A3": 1}}),  # -1: nobody's; 1: the last seat
    ("competitive", 2, {}, {"renown": {"A2": {"-1": 1, "1": 2}}}),
    ("competitive", 2, {}, {"warden_water": [2, 0]}),  # the Brigade's capacity
    ("competitive", 2, {}, {"warden_crew": [[{"card": "ash", "water": 2}]]}),
    ("competitive", 2, {}, {"tracks": [{"leadership": 2, "crew": 3}]}),  # the top levels
    ("competitive", 2, {}, {"warden_at": ["A1", "A2"]}),
    ("solo", 1, {}, {"vp": 40, "influence": {"commons": 5, "nobles": 1}}),
    ("solo", 1, {}, {"forge": ["chandlers_snuffer"]}),  # as many as the Forge track shows
    ("3v1", 4, {}, {**AVO, "pyromancer": {"mana": 2, "actions_left": 2,
                                          "tracks": {"actions": 2, "familiar": 5}}}),
    ("3v1", 4, {}, {**AVO, "incidents": [2, 0, 0, 0, 1], "witnessed": [True] + [False] * 4}),
    ("campaign", 1, {"chapter": 2}, {"chapter_progress": {"eggs_found": 2, "eggs_held": 2}}),
]


@pytest.mark.parametrize("mode,players,options,position", ACCEPTED,
                         ids=[f"{i}-{case[0]}" for i, case in enumerate(ACCEPTED)])
def test_a_position_at_the_limit_is_laid_out_as_given(mode, players, options, position):
    state = start(mode, players, position, **options)
    if "loyalty" in position:
        assert state.town.tiles["A2"].loyalty == -1 and state.town.tiles["A3"].loyalty == 1
    if "renown" in position:
        assert state.town.tiles["A2"].renown == {-1: 1, 1: 2}
    if "warden_water" in position:
        assert [w.water for w in state.wardens] == [2, 0]
    if "warden_crew" in position:
        assert [(m.card, m.water) for m in state.wardens[0].crew] == [("ash", 2)]
    if "tracks" in position:
        assert state.boards[0].levels["leadership"] == 2 and state.boards[0].levels["crew"] == 3
    if "vp" in position:
        assert state.vpt.points == 40
        assert state.influence.levels["commons"] == 5 and state.influence.levels["nobles"] == 1
    if "forge" in position:
        assert state.forge == ["chandlers_snuffer"]
    if "pyromancer" in position:
        assert state.pyro.mana == 2 and state.pyro.actions_left == 2
    if "incidents" in position:
        assert state.incident_levels == [2, 0, 0, 0, 1] and state.witnessed[0]
    if "chapter_progress" in position:
        assert state.eggs_found == 2 and state.eggs_held == 2
