"""The rules reference: every game's file is complete, F1 and a refusal's link open the right
section, the search filters as you type."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.app.reference_data import load_reference, parse_reference
from boardgames_desktop.rules import Action, game_info, new_game
from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.rules.resources import load_json

GAMES = ("brigade", "emberheart", "flashpoint")
RULEBOOKS = Path("/work/shared/rules")


@pytest.mark.parametrize("game", GAMES)
def test_every_action_kind_has_an_existing_section(game):
    reference = load_reference(game)
    kinds = set(load_json(game, "action_shapes.json")["kinds"])
    assert kinds - set(reference.actions) == set(), "action kinds without a section"
    ids = {s.id for s in reference.sections}
    assert set(reference.actions.values()) <= ids
    modes = {m.id for m in game_info(game).modes}
    for section in reference.sections:
        assert section.body, f"{section.id} has no text"
        assert section.modes is None or set(section.modes) <= modes, section.id
        assert section.parent is None or section.parent in ids
    # every mode has something to read about each of its action kinds
    for mode in modes:
        shown = {s.id for s in reference.for_mode(mode)}
        assert "overview" in shown or reference.sections[0].id in shown


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_is_in_our_own_words(game):
    """No run of 9 words of the reference appears word for word in a rulebook."""
    books = sorted(RULEBOOKS.glob(f"{game}*.txt")) \
        if RULEBOOKS.is_dir() else []
    if not books:
        pytest.skip("the rulebooks are not on this machine")
    book = " ".join(re.findall(r"[a-z0-9']+", " ".join(b.read_text().lower() for b in books)))
    for section in load_reference(game).sections:
        words = re.findall(r"[a-z0-9']+", " ".join(section.body).lower())
        for i in range(len(words) - 8):
            run = " ".join(words[i:i + 9])
            assert run not in book, f"{section.id}: '{run}' is the rulebook's wording"


def test_a_bad_reference_is_refused_naming_the_field():
    good = {"sections": [{"id": "a", "title": "A", "body": ["x"]}], "actions": {"move": "a"}}
    assert parse_reference("toy", good).section_for(kind="move") == "a"
    with pytest.raises(ResourceError, match="actions.move names an unknown section 'b'"):
        parse_reference("toy", {**good, "actions": {"move": "b"}})
    with pytest.raises(ResourceError, match=r"sections\[0\].*'title'"):
        parse_reference("toy", {"sections": [{"id": "a", "body": []}]})
    with pytest.raises(ResourceError, match="used twice: a"):
        parse_reference("toy", {"sections": good["sections"] * 2})
    json.dumps(good)  # the shape is plain JSON


def test_a_refusal_names_its_rule_or_its_action_kind():
    reference = load_reference("flashpoint")
    assert reference.section_for(Reason("no", rule="advance_fire.flashover")) == \
        "advance_fire.flashover"
    assert reference.section_for(Reason("no", action_kind="chop")) == "actions.chop"
    assert reference.section_for(Reason("no", rule="gone", action_kind="chop")) == "actions.chop"
    assert reference.section_for(Reason("no")) is None
    assert reference.link_title("advance_fire.flashover") == "Advance Fire, step 3: flashover"
    assert reference.link_title("actions.chop") == "Chopping walls"


def start(window, game, mode, players, seed=4):
    window.start_state(new_game(game, mode, players, seed), [f"P{i}" for i in range(players)])
    controller = window.controller
    while controller.curtain_required:
        window.game_page.curtain.button.click()
    return controller


def press_f1(window, qtbot):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.game_page.board, Qt.Key.Key_F1)
    reference = window.reference
    assert reference is not None and reference.isVisible()
    return reference


def test_f1_opens_the_reference_at_the_refused_rule(window, qtbot):
    start(window, "flashpoint", "experienced", 3)
    page = window.game_page
    page.scene.refusal.emit(Reason("That smoke is not next to fire.",
                                   rule="advance_fire.flashover"))
    assert page.why_link.isVisibleTo(page)
    assert "Advance Fire, step 3: flashover" in page.why_link.text()
    reference = press_f1(window, qtbot)
    assert (reference.game_id, reference.mode_id) == ("flashpoint", "experienced")
    assert reference.section_id == "advance_fire.flashover"
    assert "smoke that touches fire" in reference.page.toPlainText()
    assert reference.tree.currentItem().text(0) == "Step 3: flashover"
    reference.close()


def test_f1_without_a_refusal_opens_at_what_can_be_done_now(window, qtbot):
    controller = start(window, "brigade", "solo", 1)
    page = window.game_page
    kinds = {a.kind for a in controller.visible_legal()}
    reference = press_f1(window, qtbot)
    assert reference.game_id == "brigade" and reference.mode_id == "solo"
    assert reference.section_id in {reference.reference.actions[k] for k in kinds}
    assert reference.section_id == page.action_rules.sections[0]
    reference.close()


def test_an_illegal_move_links_to_its_section_and_the_link_opens_it(window, qtbot):
    controller = start(window, "flashpoint", "family", 2)
    page = window.game_page
    chop = Action(controller.active[0], "chop", (("edge", "nowhere"),), "Chop", None, None)
    page.choose(chop)
    assert page.notice.isVisibleTo(page)
    assert page.why_link.sections == ["actions.chop"]
    assert "Chopping walls" in page.why_link.text()
    page.why_link.linkActivated.emit("section:actions.chop")  # what a click on it sends
    reference = window.reference
    assert reference.isVisible() and reference.section_id == "actions.chop"
    assert reference.game_id == "flashpoint" and reference.mode_id == "family"
    # the next legal action clears the refusal and its link
    page.choose(controller.visible_legal()[0])
    assert not page.notice.isVisibleTo(page) and not page.why_link.isVisibleTo(page)
    reference.close()


def test_the_chooser_links_the_rules_of_its_actions(window):
    controller = start(window, "flashpoint", "family", 2)
    page = window.game_page
    places = [a for a in controller.visible_legal() if a.kind == "place"][:2]
    page.on_board_click(places)
    assert page.actions.choosing
    assert page.action_rules.sections == ["setup.placing"]
    assert "Placing firefighters" in page.action_rules.text()


def test_search_filters_as_you_type_and_mode_hides_other_modes(window, qtbot):
    start(window, "brigade", "solo", 1)
    reference = window.show_rules("actions.move")
    assert reference.section_id == "actions.move"
    qtbot.keyClicks(reference.search, "blaze")
    shown = reference.visible_ids()
    assert "solo.blaze" in shown and "actions.move" not in shown
    assert all("blaze" in reference.reference.section(s).text().lower() for s in shown)
    assert reference.section_id == shown[0]
    reference.search.clear()
    every = reference.visible_ids()
    assert "avo.pyromancer" not in every and "solo.quests" in every  # Solo only
    reference.mode_box.setCurrentIndex(reference.mode_box.findData("3v1"))
    assert "avo.pyromancer" in reference.visible_ids()
    assert "solo.quests" not in reference.visible_ids()
    reference.close()


def test_help_rules_opens_without_a_game_and_every_section_draws(window):
    reference = window.show_rules()
    for game in GAMES:
        assert reference.open_at(game)
        for section_id in [s.id for s in reference.reference.sections]:
            reference.show_section(section_id)
            text = reference.page.toPlainText()
            assert reference.reference.section(section_id).title in text
    reference.close()
