"""Every reproduction of issue #13, as a test that failed before the hardening."""

from __future__ import annotations

import json
import time

import pytest

from boardgames_desktop.rules import Action, IllegalAction, SaveError, load_game, new_game
from boardgames_desktop.storage import CampaignStore, SaveStore

from .conftest import played, save_data, text_of

SMALL = ("flashpoint", "family", 2, 5, 12)


def small_save() -> dict:
    return save_data(played(*SMALL))


def refuse(data_or_text) -> SaveError:
    text = data_or_text if isinstance(data_or_text, str) else text_of(data_or_text)
    with pytest.raises(SaveError) as caught:
        load_game(text)
    return caught.value


# ----- the app could not start with one hostile file in the save folders ---------------------
def hostile_headers() -> dict[str, str]:
    base = small_save()
    huge_players = dict(base, players=10**18)
    nested = '{"format":"boardgames-desktop-save","version":1,"x":' + "[" * 100_000 + \
        "]" * 100_000 + "}"
    infinite = dict(base, summary={"actions": float("inf"), "phase": "", "over": False})
    return {"players.json": text_of(huge_players), "nested.json": nested,
            "infinite.json": json.dumps(infinite)}


@pytest.mark.parametrize("folder", ["saves", "autosave"])
def test_listing_and_pruning_survive_hostile_headers(data_dir, folder):
    store = SaveStore(data_dir)
    store.ensure_folders()
    for name, text in hostile_headers().items():
        (data_dir / folder / name).write_text(text)
    good = played(*SMALL)
    store.save(good, ["Ann", "Bo"], "Good game")
    started = time.monotonic()
    entries, damaged = store.list_saves()
    assert time.monotonic() - started < 2
    assert [e.title for e in entries] == ["Good game"]
    assert sorted(d.path.name for d in damaged) == sorted(hostile_headers())
    reasons = {d.path.name: d.reason for d in damaged}
    assert "players" in reasons["players.json"]
    assert "nested" in reasons["nested.json"]
    assert "not a number" in reasons["infinite.json"]
    store.prune_autosaves(keep=0)  # must not raise; damaged files stay
    assert all((data_dir / folder / name).exists() for name in hostile_headers())


# ----- load_game let other exceptions out -----------------------------------------------------
def test_deep_nesting_is_a_save_error():
    assert "nested" in str(refuse('{"format":' + "[" * 50_000 + "]" * 50_000 + "}"))


def test_an_integer_over_4300_digits_is_a_save_error():
    text = text_of(small_save()).replace("\"seed\": 5", "\"seed\": " + "9" * 5000, 1)
    assert "seed" in text and "9" * 5000 in text
    refuse(text)


def test_an_action_that_is_not_an_object_is_a_save_error():
    data = small_save()
    data["actions"][3] = 17
    data.pop("rng")
    assert "move 4" in str(refuse(data)) or "actions[3]" in str(refuse(data))


def test_blight_given_as_a_list_is_a_save_error():
    state = new_game("brigade", "campaign", 1, 3, {"chapter": 2})
    data = save_data(state)
    data["options"]["blight"] = ["fire"]
    assert "blight" in str(refuse(data))


# ----- option values were never checked on load ---------------------------------------------
@pytest.mark.parametrize("game, mode, players, key, value", [
    ("flashpoint", "experienced", 2, "tragic_events", "no"),
    ("flashpoint", "family", 2, "firefighters", 0),
    ("brigade", "coop", 1, "coop_wardens", 0),
    ("brigade", "campaign", 1, "chapter", "2"),
    ("brigade", "competitive", 2, "big_buildings", "yes"),
])
def test_option_values_are_checked_on_load(game, mode, players, key, value):
    data = save_data(new_game(game, mode, players, 4))
    data["options"][key] = value
    data.pop("rng")
    message = str(refuse(data))
    assert key in message


@pytest.mark.parametrize("version", [-1, 0, True, False, 1.0, "1"])
def test_a_wrong_version_is_refused(version):
    data = small_save()
    data["version"] = version
    assert "version" in str(refuse(data))


def test_players_true_is_not_one_player():
    data = save_data(new_game("flashpoint", "family", 1, 4))
    data["players"] = True
    assert "players" in str(refuse(data))


# ----- campaign resume ----------------------------------------------------------------------
def damaged_chapter_campaign(data_dir, change) -> CampaignStore:
    store = CampaignStore(SaveStore(data_dir))
    campaign = store.new(2, 7, ["Ann", "Bo"])
    state = campaign.progress.start_chapter()
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    chapter = json.loads(campaign.progress.chapter_save)
    change(chapter)
    campaign.progress.chapter_save = json.dumps(chapter)
    store.write(campaign)
    return store


@pytest.mark.parametrize("change", [
    lambda chapter: chapter.update(players=0),
    lambda chapter: chapter["actions"].__setitem__(1, None),
    lambda chapter: chapter.pop("options"),
], ids=["players-0", "null-action", "no-options"])
def test_resuming_a_damaged_chapter_is_a_save_error(data_dir, change):
    store = damaged_chapter_campaign(data_dir, change)
    found, damaged = store.list_campaigns()
    if damaged:  # the listing already checks the running chapter's save
        assert "running chapter" in damaged[0].reason
        return
    with pytest.raises(SaveError):
        found[0].progress.resume_chapter()


# ----- illegal actions with malformed arguments --------------------------------------------
def listed(state, kind):
    return next(a for a in state.legal_actions() if a.kind == kind)


def advance_to(state, kind, seed):
    import random

    chooser = random.Random(seed)
    for _ in range(500):
        if any(a.kind == kind for a in state.legal_actions()):
            return state
        listing = state.legal_actions()
        state.apply(listing[chooser.randrange(len(listing))])
    raise AssertionError(f"no {kind} action reached")


@pytest.mark.parametrize("arg, value", [("grunt", "2"), ("expert", "x"), ("grunt", None)])
def test_emberheart_party_with_a_string_count_is_illegal(arg, value):
    state = advance_to(played("emberheart", "standard", 3, 0, 68, {"side": "B"}), "party", 0)
    action = listed(state, "party")
    before = state.to_json()
    wrong = Action.from_dict(dict(action.to_dict(), args={**action.to_dict()["args"],
                                                           arg: value}))
    with pytest.raises(IllegalAction, match="not an action of this game"):
        state.apply(wrong)
    assert state.to_json() == before


@pytest.mark.parametrize("cell", [[40, 3], [3, 40], [-1, 2], [2, -1], [1]])
def test_flashpoint_extinguish_off_the_board_is_illegal(cell):
    state = advance_to(played("flashpoint", "family", 6, 190, 34), "extinguish", 190)
    action = listed(state, "extinguish")
    before = state.to_json()
    wrong = Action.from_dict(dict(action.to_dict(), args={"at": cell}))
    with pytest.raises(IllegalAction, match="not an action of this game"):
        state.apply(wrong)
    assert state.to_json() == before


# ----- leftovers ------------------------------------------------------------------------------
def test_stale_part_files_are_removed_fresh_ones_kept(data_dir):
    import os

    store = SaveStore(data_dir)
    store.ensure_folders()
    old = data_dir / "autosave" / ".tmp-abc.part"
    fresh = data_dir / "saves" / ".tmp-def.part"
    kept = data_dir / "saves" / "notes.part"
    for path in (old, fresh, kept):
        path.write_text("half a save")
    os.utime(old, (time.time() - 120, time.time() - 120))
    os.utime(kept, (time.time() - 120, time.time() - 120))
    assert store.clean_leftovers() == [old]
    assert not old.exists() and fresh.exists() and kept.exists()


def test_a_running_chapter_nested_too_deeply_is_damaged(data_dir):
    store = damaged_chapter_campaign(data_dir, lambda chapter: None)
    found, _ = store.list_campaigns()
    path = found[0].path
    data = json.loads(path.read_text())
    data["chapter_save"] = "[" * 100_000 + "]" * 100_000
    path.write_text(json.dumps(data))
    found, damaged = store.list_campaigns()
    assert not found and "running chapter" in damaged[0].reason


def test_a_running_chapter_for_another_player_count_does_not_resume(data_dir):
    """Found by the property test: the campaign's players edited, its chapter left as it was."""
    store = damaged_chapter_campaign(data_dir, lambda chapter: None)
    campaign = store.list_campaigns()[0][0]
    campaign.progress.players = 1
    with pytest.raises(SaveError, match="does not match"):
        campaign.progress.resume_chapter()
