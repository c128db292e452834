"""The app with hostile files and hostile text: it starts, lists, shows text as written,
offers only option combinations that start, and reports crashes."""

from __future__ import annotations

import json
import os
import time

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QSpinBox

from boardgames_desktop.app.launcher import LauncherPage
from boardgames_desktop.app.settings import AppSettings
from boardgames_desktop.rules import game_info
from boardgames_desktop.storage import CampaignStore, SaveStore
from boardgames_desktop.ui.dialogs import RecordingDialogs

from .conftest import played, save_data
from .test_reproductions import hostile_headers

HTML_NAME = "<img src='/etc/hostname'><b>Ann</b>"


def hostile_folder(data_dir) -> SaveStore:
    """Saves, autosaves and campaigns full of hostile files, plus one good save."""
    store = SaveStore(data_dir)
    store.ensure_folders()
    base = save_data(played("flashpoint", "family", 2, 5, 12))
    texts = dict(hostile_headers())
    texts.update({
        "empty.json": "", "binary.json": "\x00\xff\xfe garbage",
        "list.json": "[1, 2, 3]", "string.json": json.dumps("a save"),
        "seats.json": json.dumps(dict(base, app={"seats": list(range(10**4))})),
        "huge-title.json": json.dumps(dict(base, app={"title": "x" * 10**6})),
        "options.json": json.dumps(dict(base, options={"firefighters": [1] * 10})),
        "actions.json": json.dumps(dict(base, actions=[None, 1, "x"])),
    })
    for folder in ("saves", "autosave", "campaigns"):
        for name, text in texts.items():
            (data_dir / folder / name).write_bytes(text.encode("utf-8", "surrogatepass"))
    (data_dir / "campaigns" / "players.json").write_text(json.dumps(
        {"kind": "brigade-campaign", "format": 1, "players": 10**18, "seed": 1,
         "options": {}, "results": [], "deck": []}))
    stale = data_dir / "autosave" / ".tmp-crash.part"
    stale.write_text("half")
    os.utime(stale, (time.time() - 300, time.time() - 300))
    store.save(played("flashpoint", "family", 2, 5, 12), ["Ann", "Bo"], "Good game")
    return store


@pytest.fixture
def make_window(qtbot, tmp_path):
    def make(store):
        from boardgames_desktop.app.main_window import MainWindow

        settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(store=store, settings=settings, dialogs=RecordingDialogs())
        qtbot.addWidget(window)
        return window
    return make


def test_main_window_starts_with_a_folder_of_hostile_files(make_window, data_dir):
    store = hostile_folder(data_dir)
    started = time.monotonic()
    window = make_window(store)
    window.refresh_saves()
    assert time.monotonic() - started < 10
    assert not (data_dir / "autosave" / ".tmp-crash.part").exists()
    labels = window.launcher.save_labels()
    assert any(label.startswith("Good game") for label in labels)
    damaged = [label for label in labels if "damaged" in label]
    assert len(damaged) >= 2 * len(hostile_headers())
    items = [window.launcher.saves_list.item(i) for i in range(window.launcher.saves_list.count())]
    assert all(item.toolTip() for item in items)
    hover = {i.text(): i.toolTip() for i in items}
    assert "'players' must be a whole number" in hover["players.json — damaged"]
    assert window.launcher.campaign_labels()  # damaged campaigns listed too
    # still usable: open the good save and play a move
    good = next(i for i in items if i.text().startswith("Good game"))
    window.launcher.saves_list.setCurrentItem(good)
    window.launcher._load()
    assert window.controller is not None and window.controller.state.players == 2
    before = len(window.controller.state.log)
    window.controller.apply(window.controller.state.legal_actions()[0])
    assert len(window.controller.state.log) == before + 1
    # starting a new game prunes autosaves without tripping over the hostile ones
    window.store.prune_autosaves(keep=0)
    assert (data_dir / "autosave" / "players.json").exists()


def test_title_and_seat_names_are_shown_as_written(make_window, data_dir):
    store = SaveStore(data_dir)
    store.ensure_folders()
    path = store.save(played("flashpoint", "family", 2, 5, 4), [HTML_NAME, "Bo"],
                      "<img src='x.png'>Title")
    window = make_window(store)
    assert window.open_save(path)
    label = window.game_page.title_label
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert "<img" in label.text()
    assert window.game_page.active_label.textFormat() == Qt.TextFormat.PlainText


def test_campaign_heading_and_seat_names_are_shown_as_written(make_window, data_dir):
    from PySide6.QtGui import QTextDocument

    store = SaveStore(data_dir)
    campaigns = CampaignStore(store)
    campaign = campaigns.new(1, 3, [HTML_NAME])
    campaigns.write(campaign)
    window = make_window(store)
    window.open_campaign(campaign.path)
    page = window.campaign_page
    assert page.heading.textFormat() == Qt.TextFormat.PlainText
    shown = QTextDocument()
    shown.setHtml(page.subtitle.text())  # rich text whose user parts are escaped
    assert HTML_NAME in shown.toPlainText()


# ----- the launcher offers only combinations that start ---------------------------------------
@pytest.fixture
def page(qtbot):
    launcher = LauncherPage()
    qtbot.addWidget(launcher)
    launcher.set_games([game_info(g) for g in ("brigade", "emberheart", "flashpoint")])
    launcher.show()
    return launcher


def test_three_v_one_with_three_seats_offers_no_single_warden(page):
    page.select("brigade", "3v1", 3)
    spin = page.option_widgets["avo_wardens"]
    assert isinstance(spin, QSpinBox)
    assert spin.minimum() == 2
    spin.setValue(1)
    assert spin.value() == 2


def enabled_choices(combo: QComboBox) -> list:
    model = combo.model()
    return [combo.itemData(i) for i in range(combo.count()) if model.item(i).isEnabled()]


def test_campaign_boons_and_blights_follow_the_chapter(page):
    from boardgames_desktop.rules import new_game

    page.select("brigade", "campaign", 2)
    chapter = page.option_widgets["chapter"]
    for number in (1, 2, 3, 4):
        chapter.setValue(number)
        for key in ("boon", "blight"):
            combo = page.option_widgets[key]
            offered = enabled_choices(combo)
            assert "none" in offered
            for value in offered:
                options = {**page.options(), key: value}
                new_game("brigade", "campaign", 2, 0, options)  # starts: no ValueError
        request = page.request()
        new_game(request.game_id, request.mode, request.players, 0, request.options)
    assert len(enabled_choices(page.option_widgets["boon"])) < \
        page.option_widgets["boon"].count()


def test_every_offered_combination_starts(page):
    """Every mode and seat count: the options as offered start a game."""
    from boardgames_desktop.rules import new_game

    for info in (game_info(g) for g in ("brigade", "emberheart", "flashpoint")):
        for mode in info.modes:
            for players in mode.player_counts:
                page.select(info.id, mode.id, players)
                request = page.request()
                new_game(request.game_id, request.mode, request.players, 0, request.options)


# ----- crashes ----------------------------------------------------------------------------------
def test_an_unexpected_error_shows_a_dialog_logs_and_reloads_the_autosave(make_window,
                                                                          data_dir):
    from boardgames_desktop.app.crash import CrashReporter, log_path

    store = SaveStore(data_dir)
    window = make_window(store)
    window.start_state(played("flashpoint", "family", 2, 5, 0), ["Ann", "Bo"])
    window.controller.apply(window.controller.state.legal_actions()[0])
    slot = window.autosave_slot
    assert slot is not None and slot.is_file()
    moves = len(window.controller.state.log)
    reporter = CrashReporter(window)
    window.dialogs.crash_answer = "reload"
    try:
        raise RuntimeError("a bug in a view")
    except RuntimeError as exc:
        reporter.handle(type(exc), exc, exc.__traceback__)
    kind, title, text = window.dialogs.messages[-1]
    assert kind == "crash" and "RuntimeError: a bug in a view" in text
    assert str(slot) in text and "Traceback" in text
    assert "a bug in a view" in log_path().read_text(encoding="utf-8")
    assert window.controller is not None and len(window.controller.state.log) == moves
    assert window.autosave_slot == slot  # it goes on writing the same autosave
