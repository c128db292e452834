"""A whole campaign through the windows as a solo player plays it (pytest-qt): the intro
before each chapter, the debrief after it, retrying in a forgiving campaign and not in a
strict one, the timeline, the ending; a stale window refused with a message; and the shared
layers (storage, app) importing no game by name."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.app.campaign_page import NewCampaignRequest
from boardgames_desktop.rules.campaign import campaigns

from .test_campaign import fail_chapter, pick_wardens, play_random

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "boardgames_desktop"


def solo_campaign(window, retry: str, seed: int = 5):
    info = campaigns()[0]
    request = NewCampaignRequest(1, ["Sol"], seed, {"coop_wardens": 2}, retry, info)
    assert window.create_campaign(request), window.dialogs.errors()
    return window.campaign


def begin_next_chapter(window, qtbot) -> None:
    """From the campaign screen: Play → read the intro → Begin."""
    page = window.campaign_page
    assert window.pages.currentWidget() is page
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    intro = window.intro_page
    assert window.pages.currentWidget() is intro
    qtbot.mouseClick(intro.primary, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page
    pick_wardens(window)


def win_chapter_4(window) -> None:
    """Hand-set: the Phoenix doused to 0 with both Wardens on its block; one move judges."""
    state = window.controller.state
    state.phoenix = 0
    for warden in state.wardens:
        warden.cell = state.phoenix_cell
    state.forget_listing()  # the position above was set by hand
    end = next(a for a in window.controller.visible_legal() if a.kind == "end_turn")
    window.game_page.choose(end)
    assert state.is_over and state.outcome.winners


def test_a_forgiving_solo_campaign_played_through_the_windows(window, qtbot):
    campaign = solo_campaign(window, "forgiving")
    page = window.campaign_page
    assert "forgiving" in page.subtitle.text().lower()
    assert "started" in page.subtitle.text() and "Sol" in page.subtitle.text()
    assert [t.split(" ")[0:2] for t in page.timeline.tile_texts()] == [["Chapter", "1"]] * 1 + \
        [["Chapter", str(n)] for n in (2, 3, 4)]

    # chapter 1: lost, played again (a fresh deal), lost again, then the campaign moves on
    begin_next_chapter(window, qtbot)
    first_seed = window.controller.state.seed
    play_random(window, 5)
    fail_chapter(window)
    debrief = window.debrief_page
    assert window.pages.currentWidget() is debrief
    assert debrief.secondary.isVisibleTo(debrief)
    assert debrief.secondary.text() == "Play chapter 1 again"
    assert any("Rounds played:" in t for t in debrief.texts())
    assert any("you may play chapter 1 again" in t for t in debrief.texts())
    qtbot.mouseClick(debrief.secondary, Qt.MouseButton.LeftButton)
    intro = window.intro_page
    assert window.pages.currentWidget() is intro
    assert any("Attempt 2 at this chapter" in t for t in intro.texts())
    qtbot.mouseClick(intro.primary, Qt.MouseButton.LeftButton)
    pick_wardens(window)
    assert window.controller.state.chapter == 1 and window.controller.state.seed != first_seed
    fail_chapter(window)
    qtbot.mouseClick(window.debrief_page.primary, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    assert page.retry_button.isVisibleTo(page) and page.play_button.text() == \
        "Move on to chapter 2"
    tiles = page.timeline.tile_texts()
    assert "✘ Lost" in tiles[0] and "1 lost attempt played again" in tiles[0]
    assert "▶ Next" in tiles[1]
    assert "Blight: Time is Precious" in page.timeline.arrow_texts()[0]

    # chapters 2 and 3: lost, the campaign moves on with each blight
    for chapter in (2, 3):
        begin_next_chapter(window, qtbot)
        assert window.controller.state.chapter == chapter
        fail_chapter(window)
        assert window.debrief_page.heading.text().endswith(": failure")
        qtbot.mouseClick(window.debrief_page.primary, Qt.MouseButton.LeftButton)

    # chapter 4: the Phoenix is caught; the debrief leads to the ending and the summary
    begin_next_chapter(window, qtbot)
    state = window.controller.state
    assert state.chapter == 4 and state.blight == "in_trouble"
    win_chapter_4(window)
    debrief = window.debrief_page
    assert window.pages.currentWidget() is debrief
    assert debrief.primary.text() == "Read the ending"
    qtbot.mouseClick(debrief.primary, Qt.MouseButton.LeftButton)
    ending = window.ending_page
    assert window.pages.currentWidget() is ending
    assert ending.heading.text() == "Tinderbox is saved"
    summary = " ".join(ending.texts())
    assert "Chapter 1 — The Cult of the Cuckoo: failure (after 1 lost attempt(s))" in summary
    assert "1 of 4 chapters won" in summary
    qtbot.mouseClick(ending.primary, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    assert not page.play_button.isVisibleTo(page) and page.ending_button.isVisibleTo(page)
    assert "✔ Won" in page.timeline.tile_texts()[3]
    on_disk = json.loads(campaign.path.read_text())
    assert on_disk["retry"] == "forgiving" and len(on_disk["retried"]) == 1
    assert [r["success"] for r in on_disk["results"]] == [False, False, False, True]
    assert window.dialogs.errors() == []


def test_a_strict_campaign_offers_no_retry_and_refuses_one(window, qtbot):
    solo_campaign(window, "strict")
    begin_next_chapter(window, qtbot)
    fail_chapter(window)
    debrief = window.debrief_page
    assert not debrief.secondary.isVisibleTo(debrief)
    assert any("This campaign is strict" in t for t in debrief.texts())
    assert not window.retry_chapter()
    assert "started as strict" in window.dialogs.errors()[-1]
    assert window.campaign.progress.next_chapter == 2


def test_the_phoenix_reaching_16_ends_the_campaign_with_its_failure_ending(window, qtbot):
    campaign = solo_campaign(window, "strict", seed=8)
    for _ in range(3):
        begin_next_chapter(window, qtbot)
        fail_chapter(window)
        qtbot.mouseClick(window.debrief_page.primary, Qt.MouseButton.LeftButton)
    begin_next_chapter(window, qtbot)
    state = window.controller.state
    state.phoenix = state.p4["phoenix_top"]  # hand-set: the track at the top
    state.forget_listing()
    end = next(a for a in window.controller.visible_legal() if a.kind == "end_turn")
    window.game_page.choose(end)
    assert state.is_over and not state.outcome.winners
    debrief = window.debrief_page
    assert window.pages.currentWidget() is debrief
    assert debrief.heading.text() == "Chapter 4 — Capture the Phoenix: failure"
    assert any(f"Phoenix track at the end: {state.phoenix} of {state.phoenix}" in t
               for t in debrief.texts())
    qtbot.mouseClick(debrief.primary, Qt.MouseButton.LeftButton)
    assert window.ending_page.heading.text() == "Tinderbox is in flames"
    assert campaign.progress.finished
    assert "0 of 4 chapters won" in " ".join(window.ending_page.texts())


def test_every_chapter_intro_and_debrief_render(window, qtbot):
    """Each chapter's intro and debrief, success and failure, shown on their pages."""
    from boardgames_desktop.games.brigade.campaign_progress import ChapterResult
    from boardgames_desktop.games.brigade.campaign_rules import chapter_rules

    campaign = solo_campaign(window, "forgiving")
    progress = campaign.progress
    info = campaign.info
    for chapter in (1, 2, 3, 4):
        window.campaign = campaign
        assert window.show_intro()
        intro = window.intro_page
        texts = " ".join(intro.texts())
        assert intro.heading.text() == f"Chapter {chapter} — {chapter_rules(chapter)['title']}"
        for section in ("The story", "This chapter's rules", "Goal and defeat",
                        "Carried into this chapter"):
            assert section in texts
        win = chapter % 2 == 0
        carried = chapter_rules(chapter).get("success" if win else "failure")
        progress.results.append(ChapterResult(
            chapter, win, f"Chapter {chapter} {'success' if win else 'failed'}: test.", 1,
            carried, 3, False, {"rounds": 4, "blocks_lost": 2, "forgewares_used": 3}))
        assert window.show_debrief()
        debrief = window.debrief_page
        assert debrief.heading.text().endswith("success" if win else "failure")
        assert "Rounds played: 4" in " ".join(debrief.texts())
        assert info.debrief(progress, chapter - 1).tone == ("success" if win else "failure")
    assert window.show_ending()
    assert window.ending_page.heading.text() == "Tinderbox is saved"
    progress.results[-1].success = False
    assert window.show_ending()
    assert window.ending_page.heading.text() == "Tinderbox is in flames"


OTHER_COPY = textwrap.dedent("""
    import sys
    from boardgames_desktop.storage import CampaignStore, SaveStore
    store = CampaignStore(SaveStore(sys.argv[1]))
    campaign = store.load(sys.argv[2])
    state = campaign.progress.resume_chapter()
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    store.write(campaign)
""")


def test_a_window_behind_another_copy_is_refused_with_a_message(window, qtbot, data_dir):
    campaign = solo_campaign(window, "strict")
    begin_next_chapter(window, qtbot)
    play_random(window, 6)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", OTHER_COPY, str(data_dir), str(campaign.path)],
                   env=env, check=True, timeout=120)
    newer = campaign.path.read_bytes()
    play_random(window, 2, seed=9)  # this window goes on: its writes are refused
    assert campaign.path.read_bytes() == newer
    errors = window.dialogs.errors()
    assert len(errors) == 1  # said once, not after every move
    assert "another copy" in errors[0] and campaign.path.name in errors[0]
    assert "Not saved" in window.controller.autosave_error
    assert "Not saved" in window.statusBar().currentMessage()
    assert window.save_game() is None  # Ctrl+S: refused too, a reminder in the status bar
    assert len(window.dialogs.errors()) == 1 and "Not saved" in window.statusBar().currentMessage()
    assert campaign.path.read_bytes() == newer


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                out.append(".".join(base + ([node.module] if node.module else [])))
            else:
                out.append(node.module or "")
    return out


@pytest.mark.parametrize("layer", ["storage", "app"])
def test_the_shared_layers_import_no_game_by_name(layer):
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files
    offenders = {str(f.relative_to(ROOT)): m for f in files for m in imported_modules(f)
                 if m.startswith("boardgames_desktop.games")}
    assert offenders == {}
    for f in files:  # nor by a string handed to importlib
        text = f.read_text(encoding="utf-8")
        assert "boardgames_desktop.games" not in text, f


def test_campaigns_are_named_by_their_players_and_date_everywhere(window, qtbot):
    info = campaigns()[0]
    for seats, seed in ((["Ann", "Bo"], 1), (["Cy"], 2)):
        request = NewCampaignRequest(len(seats), seats, seed, {}, "strict", info)
        assert window.create_campaign(request)
    cy = window.campaign
    begin_next_chapter(window, qtbot)
    window.show_launcher()
    resume = window.launcher.resume_button.text()
    assert "Cy" in resume and "started" in resume and "Ann" not in resume
    labels = window.launcher.campaign_labels()
    assert any(label.startswith("Rise of the Phoenix — Ann, Bo — started ") for label in labels)
    assert any(label.startswith("Rise of the Phoenix — Cy — started ") for label in labels)
    window.dialogs.confirm_answer = False
    assert not window.delete_campaign(cy.path)
    _, title, question = window.dialogs.messages[-1]
    assert title == "Delete campaign"
    assert f"“Rise of the Phoenix — Cy — started {cy.started}”" in question
    assert cy.path.name not in question
