"""pytest-qt tests of Rise of the Phoenix in the app: new campaign, chapters recorded, the
story screen, resuming mid-chapter, damaged campaign files (offscreen, temporary data folder,
no modal dialog)."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import QSettings, Qt

from boardgames_desktop.app.campaign_page import NewCampaignRequest
from boardgames_desktop.app.main_window import MainWindow
from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.games.brigade.campaign_progress import CampaignProgress


def new_campaign(window, players=2, seats=("Ann", "Bo"), seed=7, options=None):
    request = NewCampaignRequest(players, list(seats), seed, dict(options or {}))
    assert window.create_campaign(request), window.dialogs.errors()
    return window.campaign


def play_random(window, moves, seed=3):
    """Click ``moves`` random legal actions through the game page (bounded, never ends it)."""
    chooser = random.Random(seed)
    page, controller = window.game_page, window.controller
    for _ in range(moves):
        if controller.state.is_over:
            break
        legal = [a for a in controller.visible_legal() if a.kind != "end_turn"] or \
            controller.visible_legal()
        page.choose(chooser.choice(legal))
        assert not page.notice.isVisibleTo(page), page.notice.text()


def pick_wardens(window):
    """Make the chapter's Warden card picks (the campaign's Co-Op set-up chooses them)."""
    while window.controller.state.pending is not None and \
            window.controller.state.pending["kind"] == "warden":
        window.game_page.choose(window.controller.visible_legal()[0])


def fail_chapter(window):
    """Drive the running chapter to its end quickly: the EvacTrak one step from F, end turn."""
    state = window.controller.state
    for _ in range(8):  # the round ends after every seat has ended its turn
        state.evac.position = 1
        state.forget_listing()  # set by hand
        end = next(a for a in window.controller.visible_legal() if a.kind == "end_turn")
        window.game_page.choose(end)
        if state.is_over:
            return
    raise AssertionError(f"the chapter did not end: {state.phase}")


def second_window(qtbot, store, dialogs, tmp_path):
    settings = AppSettings(QSettings(str(tmp_path / "second.ini"), QSettings.Format.IniFormat))
    win = MainWindow(store=store, settings=settings, dialogs=dialogs)
    qtbot.addWidget(win)
    return win


def test_new_campaign_from_the_launcher_starts_chapter_1_with_its_options(window, qtbot, store):
    launcher = window.launcher
    assert launcher.campaign_box.isVisibleTo(launcher)
    assert "No campaign yet" in launcher.campaign_list.placeholder
    assert launcher.campaign_list.count() == 0
    qtbot.mouseClick(launcher.new_campaign_button, Qt.MouseButton.LeftButton)
    form = window.new_campaign_page
    assert window.pages.currentWidget() is form
    form.players_spin.setValue(3)
    assert [f.isVisibleTo(form) for f in form.seat_fields] == [True, True, True, False]
    assert not form.option_spins["coop_wardens"].isVisibleTo(form)  # only for a solo campaign
    for field_, name in zip(form.seat_fields, ("Ann", "Bo", "")):
        field_.setText(name)
    form.seed_edit.setText("21")
    qtbot.mouseClick(form.create_button, Qt.MouseButton.LeftButton)

    page = window.campaign_page
    assert window.pages.currentWidget() is page
    campaign = window.campaign
    assert campaign.seats == ["Ann", "Bo", "Player 3"]
    assert (campaign.progress.players, campaign.progress.seed) == (3, 21)
    files = list(store.campaigns_dir.glob("*.json"))
    assert files == [campaign.path]
    assert CampaignProgress.from_json(files[0].read_text()) == campaign.progress
    assert page.play_button.text() == "Play chapter 1"
    texts = page.story_texts()
    assert texts[0].startswith("Next: chapter 1 — The Cult of the Cuckoo")
    assert [t.split(" Not played")[0] for t in texts[1:]] == [
        "Chapter 2 — The Search for the Phoenix Eggs", "Chapter 3 — Storm the University",
        "Chapter 4 — Capture the Phoenix"]

    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    intro = window.intro_page  # the chapter's story, rules and what carries in come first
    assert window.pages.currentWidget() is intro
    assert intro.heading.text() == "Chapter 1 — The Cult of the Cuckoo"
    assert intro.primary.text() == "Begin chapter 1"
    qtbot.mouseClick(intro.primary, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page
    state = window.controller.state
    assert (state.game_id, state.mode, state.players) == ("brigade", "campaign", 3)
    assert state.options == campaign.progress.chapter_options()
    assert state.chapter == 1 and state.boon is None and state.blight is None
    assert state.seed == campaign.progress.chapter_seed(1)
    assert state.forge + state.equipment.cards == campaign.progress.deck
    assert state.snapshot() == campaign.progress.start_chapter().snapshot()
    assert window.controller.seats == ["Ann", "Bo", "Player 3"]
    assert window.controller.title.startswith(
        "Rise of the Phoenix — Chapter 1: The Cult of the Cuckoo — Ann, Bo, Player 3 (started ")
    assert not window.controller.curtain_required  # Co-Op: nothing hidden
    assert window.in_campaign and window.campaign_action.isEnabled()
    window.show_launcher()
    labels = window.launcher.campaign_labels()
    assert len(labels) == 1 and labels[0].startswith("Rise of the Phoenix — Ann, Bo, Player 3")


def test_solo_campaign_runs_several_wardens(window):
    form = window.new_campaign_page
    window.show_new_campaign()
    form.players_spin.setValue(1)
    assert form.option_spins["coop_wardens"].isVisibleTo(form)
    form.option_spins["coop_wardens"].setValue(3)
    form.seat_fields[0].setText("Sol")
    form.create_button.click()
    assert window.campaign.progress.options == {"coop_wardens": 3}
    assert window.play_chapter()
    state = window.controller.state
    assert state.players == 1 and len(state.wardens) == 3
    assert {w.seat for w in state.wardens} == {0}


def test_finishing_a_chapter_records_it_and_shows_the_story(window, store, qtbot):
    campaign = new_campaign(window)
    assert window.play_chapter()
    play_random(window, 6)
    fail_chapter(window)

    debrief = window.debrief_page  # the debrief comes up by itself
    assert window.pages.currentWidget() is debrief
    assert debrief.heading.text() == "Chapter 1 — The Cult of the Cuckoo: failure"
    assert not debrief.secondary.isVisibleTo(debrief)  # strict: no "play it again"
    qtbot.mouseClick(debrief.primary, Qt.MouseButton.LeftButton)
    page = window.campaign_page
    assert window.pages.currentWidget() is page
    progress = campaign.progress
    assert [(r.chapter, r.success, r.carried) for r in progress.results] == [
        (1, False, "time_is_precious")]
    assert progress.chapter_save is None and progress.next_chapter == 2
    on_disk = CampaignProgress.from_json(campaign.path.read_text())
    assert on_disk == progress  # recorded and saved at once
    assert page.latest.isVisibleTo(page)
    assert page.latest.text() == ("✘ Chapter 1 failed: the EvacTrak reached F and Tinderbox "
                                  "is evacuated.")
    story = page.story_texts()
    assert story[0].startswith("Chapter 1 — The Cult of the Cuckoo")
    assert "✘ Failure" in story[0] and "the EvacTrak reached F" in story[0]
    assert "Blight for chapter 2: Time is Precious — The EvacTrak begins at 10." in story[0]
    assert story[1].startswith("Next: chapter 2 — The Search for the Phoenix Eggs")
    assert "<b>Win</b> — every Firehouse and the University get their eggs" in story[1]
    assert "Blight from chapter 1: Time is Precious" in story[1]
    assert "EvacTrak starts at 10." in story[1]
    assert page.play_button.text() == "Play chapter 2"
    assert not page.retry_button.isVisibleTo(page)

    # the final board is still there to look at; its banner leads back to the campaign
    qtbot.mouseClick(page.final_button, Qt.MouseButton.LeftButton)
    game = window.game_page
    assert window.pages.currentWidget() is game and game.banner.isVisibleTo(game)
    assert game.again_button.text() == "Back to the campaign"
    assert "#a33a2a" in game.banner.styleSheet()  # a defeat is not shown in victory green
    qtbot.mouseClick(game.again_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page

    # chapter 2 carries the blight
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.intro_page.primary, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.chapter == 2 and state.blight == "time_is_precious"
    assert state.evac.position == 10
    assert state.forge + state.equipment.cards == progress.deck


def test_a_successful_chapter_carries_its_boon(window):
    campaign = new_campaign(window, players=1, seats=("Sol",), seed=9)
    window.play_chapter()
    pick_wardens(window)
    g = window.controller.state
    # hand-set: one Loyalty of the tip-off faction short of the goal, a Warden ready to save it
    g.loyalties = g.chapter_data["loyalty_needed"] - 1
    cell = next(t.label for t in g.town.blocks() if g.block_info(t).faction == g.indicated)
    tile = g.town.tiles[cell]
    tile.intensity, tile.renown = 1, {0: g.block_info(tile).value - 1}
    g.wardens[0].cell, g.wardens[0].water = cell, 2
    g.forget_listing()  # the position above was set by hand
    page = window.game_page
    page.choose(next(a for a in window.controller.visible_legal()
                     if a.kind == "extinguish" and a["warden"] == 0))
    page.choose(next(a for a in window.controller.visible_legal() if a.kind == "pour"))
    assert g.outcome.winners == (0,)
    assert window.pages.currentWidget() is window.debrief_page
    window.debrief_page.primary.click()
    assert window.pages.currentWidget() is window.campaign_page
    assert campaign.progress.carried() == ("interrogate", None)
    story = window.campaign_page.story_texts()
    assert "✔ Success" in story[0] and "Boon for chapter 2: Interrogate" in story[0]
    assert window.campaign_page.latest.text().startswith("✔ Chapter 1 success")
    window.play_chapter()
    pick_wardens(window)
    ch2 = window.controller.state
    assert ch2.boon == "interrogate" and ch2.pending["kind"] == "peek"


def test_campaign_saved_mid_chapter_resumes_the_same_game(window, store, dialogs, qtbot,
                                                           tmp_path):
    campaign = new_campaign(window, players=2, seed=12)
    window.play_chapter()
    play_random(window, 14, seed=5)
    state = window.controller.state
    # every autosave refreshed the running chapter inside the campaign file
    kept = json.loads(json.loads(campaign.path.read_text())["chapter_save"])
    assert len(kept["actions"]) == len(state.log) == 14
    # a move, then undo: the campaign file follows both
    window.game_page.choose(next(a for a in window.controller.visible_legal()
                                 if a.kind == "move"))
    kept = json.loads(json.loads(campaign.path.read_text())["chapter_save"])
    assert len(kept["actions"]) == 15
    assert window.controller.undo() is None
    kept = json.loads(json.loads(campaign.path.read_text())["chapter_save"])
    assert len(kept["actions"]) == len(state.log) == 14
    expected = state.snapshot()
    moves = len(state.log)

    other = second_window(qtbot, store, dialogs, tmp_path)
    labels = other.launcher.campaign_labels()
    assert len(labels) == 1 and f"chapter 1 in progress ({moves} moves)" in labels[0]
    other.launcher.campaign_list.setCurrentRow(0)
    qtbot.mouseClick(other.launcher.open_campaign_button, Qt.MouseButton.LeftButton)
    page = other.campaign_page
    assert other.pages.currentWidget() is page
    assert page.play_button.text() == f"Continue chapter 1 ({moves} moves made)"
    assert "In progress" in page.story_texts()[0]
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    resumed = other.controller.state
    assert resumed is not state and resumed.snapshot() == expected
    # ... and it goes on exactly like the original
    action = other.controller.visible_legal()[0]
    window.game_page.choose(action)
    other.game_page.choose(action)
    assert resumed.snapshot() == state.snapshot()
    assert dialogs.errors() == []


def test_playing_the_running_chapter_again_does_not_restart_it(window):
    campaign = new_campaign(window)
    window.play_chapter()
    play_random(window, 3)
    controller = window.controller
    window.show_launcher()
    assert window.open_campaign(campaign.path)
    assert window.campaign is campaign  # the one being played, not a stale copy
    assert window.play_chapter() and window.controller is controller
    assert window.save_game() == campaign.path  # Ctrl+S saves the campaign


@pytest.mark.parametrize("name, content, words", [
    ("truncated.json", None, "damaged or truncated"),
    ("foreign.json", '{"kind": "something-else", "format": 1}', "not a Rise of the Phoenix"),
    ("game-save.json", '{"format": "boardgames-desktop-save", "version": 1}',
     "not a Rise of the Phoenix"),
    ("future.json", '{"kind": "brigade-campaign", "format": 99}', "newer version"),
    ("binary.json", b"\xff\xfe\x00garbage", "not text"),
])
def test_damaged_campaign_refused_while_others_survive(window, store, dialogs, name, content,
                                                       words):
    good = new_campaign(window, seed=3)
    window.play_chapter()
    play_random(window, 4)
    other = new_campaign(window, seats=("Cy", "Di"), seed=4)
    good_bytes, other_bytes = good.path.read_bytes(), other.path.read_bytes()
    bad = store.campaigns_dir / name
    if content is None:
        data = good_bytes[: len(good_bytes) // 2]
    else:
        data = content.encode() if isinstance(content, str) else content
    bad.write_bytes(data)

    window.show_launcher()
    labels = window.launcher.campaign_labels()
    assert sum("— damaged —" in label for label in labels) == 1
    assert any(label.startswith(f"{name} — damaged") for label in labels)
    assert sum(label.startswith("Rise of the Phoenix") for label in labels) == 2
    assert "cannot be read" in window.launcher.campaign_note.text()
    before = window.campaign
    assert not window.open_campaign(bad)
    assert len(dialogs.errors()) == 1
    assert name in dialogs.errors()[0] and words in dialogs.errors()[0]
    assert window.campaign is before and window.pages.currentWidget() is window.launcher
    assert bad.read_bytes() == data
    assert good.path.read_bytes() == good_bytes and other.path.read_bytes() == other_bytes
    assert window.open_campaign(good.path) and window.campaign.seats == ["Ann", "Bo"]


def test_a_campaign_whose_running_chapter_cannot_be_replayed(window, store, dialogs):
    campaign = new_campaign(window)
    window.play_chapter()
    play_random(window, 4)
    data = json.loads(campaign.path.read_text())
    kept = json.loads(data["chapter_save"])
    kept["actions"][1] = {"player": 0, "kind": "teleport", "args": {}}
    data["chapter_save"] = json.dumps(kept)
    broken = store.campaigns_dir / "broken.json"
    broken.write_text(json.dumps(data))
    before = broken.read_bytes()
    assert window.open_campaign(broken)  # the story is readable ...
    assert not window.play_chapter()  # ... but the chapter cannot be continued: a message
    assert "cannot be replayed" in dialogs.errors()[-1]
    assert broken.read_bytes() == before


def test_delete_campaign_asks_and_stays_in_its_folder(window, store, dialogs, tmp_path):
    campaign = new_campaign(window)
    dialogs.confirm_answer = False
    assert not window.delete_campaign(campaign.path) and campaign.path.exists()
    dialogs.confirm_answer = True
    outside = tmp_path / "outside.json"
    outside.write_text("{}")
    assert not window.delete_campaign(outside) and outside.exists()
    assert window.delete_campaign(campaign.path) and not campaign.path.exists()
    assert window.campaign is None and window.launcher.campaign_labels() == []


def test_a_chapter_kept_finished_is_recorded_when_opened(window, store):
    from boardgames_desktop.rules.playout import random_playout

    campaign = new_campaign(window, seed=2)
    finished = campaign.progress.start_chapter()
    random_playout(finished, 1)
    assert finished.is_over
    campaign.progress.keep_chapter(finished)  # e.g. the app stopped before recording it
    window.campaigns.write(campaign)
    assert window.open_campaign(campaign.path)
    assert window.play_chapter()
    progress = window.campaign.progress
    assert [r.chapter for r in progress.results] == [1] and progress.chapter_save is None
    assert progress.results[0].reason == finished.outcome.reason
    assert CampaignProgress.from_json(campaign.path.read_text()) == progress
    assert window.pages.currentWidget() is window.debrief_page


def test_a_failed_campaign_write_is_reported_and_the_game_goes_on(window, monkeypatch):
    new_campaign(window)
    window.play_chapter()

    def full_disk(_campaign):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(window.campaigns, "write", full_disk)
    play_random(window, 2)
    assert len(window.controller.state.log) == 2
    assert "No space left" in window.controller.autosave_error
    assert "No space left" in window.statusBar().currentMessage()
    assert window.save_game() is None and "No space left" in window.dialogs.errors()[-1]
