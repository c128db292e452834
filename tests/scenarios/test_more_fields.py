"""Position fields the tests needed and the scenarios lacked: The Brigade's Forge, held
Equipment, Equipment shields and the Incident tracks (the All-Versus-One win table), Flash
Point's Hot Spot reserve.  Each is laid out as written, survives save and load, and a wrong
value is refused with a sentence naming the field."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import ScenarioError, load_game, new_game


def brigade(mode: str, players: int, position: dict):
    return new_game("brigade", mode, players, 3, {}, scenario={"position": position})


def experienced(position: dict, **options):
    base = {"engine": "top-engine", "ambulance": "left-ambulance",
            "firefighters": [{"at": "0,3", "specialist": "generalist"}]}
    return new_game("flashpoint", "experienced", 1, 1, options,
                    scenario={"position": {**base, **position}})


def same_after_save(state) -> None:
    assert load_game(state.to_json()).snapshot() == state.snapshot()


def test_the_forge_shows_the_cards_given_and_the_old_ones_go_back_into_the_deck():
    before = brigade("coop", 1, {})
    shown = list(before.forge)
    g = brigade("coop", 1, {"forge": ["ember_tongs"]})
    assert g.forge == ["ember_tongs"]
    assert "ember_tongs" not in g.equipment.cards + g.equipment.discards
    assert len(g.forge) + len(g.equipment) == len(before.forge) + len(before.equipment)
    if shown != ["ember_tongs"]:
        assert set(shown) <= set(g.equipment.cards)
    same_after_save(g)


def test_the_solo_warden_holds_the_equipment_given():
    g = brigade("solo", 1, {"held": ["ember_tongs"]})
    assert g.held == ["ember_tongs"] and "ember_tongs" not in g.equipment.cards
    same_after_save(g)


def test_shields_are_in_play_as_written():
    g = brigade("coop", 1, {"shields": {"firebreak": ["B2", "C3"], "skip_event": True}})
    assert g.shields == {"firebreak": ["B2", "C3"], "still_air": False,
                         "skip_insurance": False, "skip_event": True}
    same_after_save(g)


def test_the_incident_tracks_are_laid_out():
    g = brigade("3v1", 4, {"pyromancer_start": "C3", "incidents": [2, 1, 0, 0, 0],
                           "witnessed": [True, False, False, False, False]})
    assert g.incident_levels == [2, 1, 0, 0, 0] and g.witnessed[0] and not any(g.witnessed[1:])
    assert g.incident_need(0) == 1  # level 2 of the track [3, 2, 1]
    same_after_save(g)


def test_the_pyromancers_actions_left_follow_the_actions_track():
    g = brigade("3v1", 4, {"pyromancer_start": "C3",
                           "pyromancer": {"tracks": {"actions": 2}, "actions_left": 4}})
    assert g.pyro.actions_left == 4
    same_after_save(g)
    with pytest.raises(ScenarioError, match=r"'position.pyromancer.actions_left' is 3, above "
                                            r"the Actions track \(2\)"):
        brigade("3v1", 4, {"pyromancer_start": "C3", "pyromancer": {"actions_left": 3}})


def test_the_hot_spot_reserve_is_laid_out():
    state = experienced({"hot_spots": ["3,3"], "hot_spot_reserve": 2})
    assert state.hot_spot_reserve == 2 and sum(state.hot_spots) == 1
    same_after_save(state)


@pytest.mark.parametrize(("mode", "players", "position", "words"), [
    ("competitive", 2, {"forge": ["ember_tongs"]}, "'position.forge': this mode has no Forge"),
    ("coop", 1, {"forge": ["nothing"]}, "'position.forge[0]' is not an Equipment card"),
    ("coop", 1, {"forge": ["ember_tongs", "ember_tongs"]}, "'position.forge[1]' names"),
    ("coop", 1, {"forge": ["ember_tongs", "mayors_medal"]},
     "'position.forge' shows 2 cards, but the Forge track allows 1"),
    ("coop", 1, {"forge": ["scroll_of_dispel"]}, "'position.forge[0]': 'scroll_of_dispel' is "
                                                 "not in the Equipment deck"),
    ("coop", 1, {"held": ["ember_tongs"]}, "'position.held': this mode has no Equipment held"),
    ("competitive", 2, {"shields": {"still_air": True}}, "'position.shields': this mode has no"),
    ("coop", 1, {"shields": {"firebreak": ["A1"]}},
     "'position.shields.firebreak[0]' must be a block of the town"),
    ("coop", 1, {"shields": {"rain": True}}, "'position.shields.rain' is not a field"),
    ("coop", 1, {"incidents": [1]}, "'position.incidents': this mode has no Incident tracks"),
    ("3v1", 4, {"pyromancer_start": "C3", "incidents": [1]},
     "'position.incidents' lists 1 Incident tracks, but this mode has 5"),
    ("3v1", 4, {"pyromancer_start": "C3", "incidents": [3, 0, 0, 0, 0]},
     "'position.incidents[0]' is 3: the Incident track has levels 0 to 2"),
    ("3v1", 4, {"pyromancer_start": "C3", "witnessed": [True]}, "'position.witnessed' lists 1"),
])
def test_wrong_brigade_fields_are_refused_with_a_sentence(mode, players, position, words):
    with pytest.raises(ScenarioError) as caught:
        brigade(mode, players, position)
    assert words in str(caught.value)


def test_a_wrong_hot_spot_reserve_is_refused_with_a_sentence():
    with pytest.raises(ScenarioError, match="the Family game has no Hot Spot reserve"):
        new_game("flashpoint", "family", 1, 1, {}, scenario={"position": {
            "firefighters": [{"at": "0,3"}], "hot_spot_reserve": 1}})
    with pytest.raises(ScenarioError, match=r"'position.hot_spot_reserve' is 24, but with the 1 "
                                            r"on the board .* the box holds \(24\)"):
        experienced({"hot_spots": ["3,3"], "hot_spot_reserve": 24})
    with pytest.raises(ScenarioError, match="'position.hot_spot_reserve'"):
        experienced({"hot_spot_reserve": -1})


# ----- Emberheart: the round, its Raid cards, a later phase ----------------------------------
def emberheart(position: dict, players: int = 3):
    return new_game("emberheart", "standard", players, 1, {},
                    scenario={"position": {"headstarts": ["strength"] * players, **position}})


def test_emberheart_round_raids_and_the_raid_phase_are_laid_out():
    plain = emberheart({})
    raid = next(c.id for c in plain.content.cards.values()
                if c.kind == "raid" and c.id not in plain.raids)
    other = next(c.id for c in plain.content.cards.values()
                 if c.kind == "raid" and c.id not in (raid, *plain.raids))
    state = emberheart({"round": 3, "raids": [raid], "raid_discarded": other,
                        "phase": {"stage": "raid", "seats": []}})
    assert state.round == 4 and state.stage != "raid"  # nobody left to raid: round 3 ended
    assert raid in state.discards and other in state.discards
    state = emberheart({"round": 2, "raids": [raid], "raid_discarded": other})
    assert (state.round, state.raids, state.raid_discarded) == (2, [raid], other)
    assert raid not in state.decks["raids"] and set(plain.raids) <= set(state.decks["raids"])
    same_after_save(state)
    rewarding = emberheart({"phase": {"stage": "reward"}, "parties": {
        "guild": [None, None, None, None, {"seat": 0, "grunt": 5}]}})
    assert rewarding.stage == "reward" and rewarding.prompt.kind == "claim"
    same_after_save(rewarding)


@pytest.mark.parametrize(("position", "words"), [
    ({"round": 6}, "'position.round' is 6: the game has 5 rounds"),
    ({"raids": ["H-bard"]}, "'position.raids[0]' is not a Raid card: 'H-bard'"),
    ({"raids": ["R01", "R01"]}, "'position.raids[1]' names 'R01' twice"),
    ({"raid_discarded": "nope"}, "'position.raid_discarded' is not a Raid card"),
    ({"raid_discarded": "R07"}, "'position.raid_discarded' is one of this round's face-up"),
    ({"phase": {"stage": "final"}}, "'position.phase.stage'"),
    ({"phase": {"stage": "raid", "seats": [5]}}, "'position.phase.seats[0]'"),
    ({"phase": {"stage": "raid", "seats": [1, 1]}}, "'position.phase.seats[1]' is 1"),
    ({"phase": {"stage": "reward", "seats": [1]}}, "'position.phase.seats' belongs to the Raid"),
])
def test_wrong_emberheart_round_fields_are_refused_with_a_sentence(position, words):
    with pytest.raises(ScenarioError) as caught:
        emberheart(position)
    assert words in str(caught.value)


def test_a_phase_needs_the_round_begun():
    with pytest.raises(ScenarioError, match="'position.phase': the round has not begun"):
        new_game("emberheart", "standard", 2, 1, {},
                 scenario={"position": {"phase": {"stage": "raid"}}})


# ----- The Brigade campaign: how far the chapter's task has come -----------------------------
def chapter(n: int, progress: dict):
    return new_game("brigade", "campaign", 1, 3, {"chapter": n},
                    scenario={"position": {"chapter_progress": progress}})


def test_chapter_progress_is_laid_out():
    assert chapter(1, {"loyalties": 4}).loyalties == 4
    eggs = chapter(2, {"eggs_found": 5, "eggs_held": 3})
    assert (eggs.eggs_found, eggs.eggs_held) == (5, 3)
    same_after_save(eggs)
    bought = chapter(3, {"scroll_bought": True})
    assert bought.scroll_bought and "scroll_of_dispel" not in bought.forge
    same_after_save(bought)


@pytest.mark.parametrize(("n", "progress", "words"), [
    (2, {"loyalties": 1}, "'position.chapter_progress.loyalties' belongs to chapter 1, not 2"),
    (1, {"eggs_found": 1}, "'position.chapter_progress.eggs_found' belongs to chapter 2"),
    (2, {"eggs_found": 1, "eggs_held": 2}, "'position.chapter_progress.eggs_held' is more"),
    (1, {"scroll_bought": True}, "'position.chapter_progress.scroll_bought' belongs to"),
])
def test_wrong_chapter_progress_is_refused_with_a_sentence(n, progress, words):
    with pytest.raises(ScenarioError) as caught:
        chapter(n, progress)
    assert words in str(caught.value)
    with pytest.raises(ScenarioError, match="'position.chapter_progress': this mode has no"):
        brigade("coop", 1, {"chapter_progress": {"loyalties": 1}})
    with pytest.raises(ScenarioError, match="the Scroll is not in the Forge"):
        new_game("brigade", "campaign", 1, 3, {"chapter": 3, "blight": "missed_one"},
                 scenario={"position": {"chapter_progress": {"scroll_bought": True}}})


def test_emberheart_companion_used_is_laid_out():
    state = emberheart({"turn": 0, "boards": [{"companion_used": True}]})
    assert state.boards[0].companion_used and not state.boards[1].companion_used
    parties = [a for a in state.legal_actions() if a.kind == "party"]
    assert parties and not [a for a in parties if a["companion"]]
    fresh_seat = emberheart({"turn": 0})
    assert [a for a in fresh_seat.legal_actions() if a.kind == "party" and a["companion"]]
    same_after_save(state)
    with pytest.raises(ScenarioError, match=r"'position.boards\[0\].companion_used'"):
        emberheart({"boards": [{"companion_used": "yes"}]})
