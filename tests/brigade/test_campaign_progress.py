"""The campaign object: chapters, boons and blights carried, the Forgewares deck between
chapters, saving and resuming; random playouts of every chapter."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.games.brigade.campaign import CampaignState
from boardgames_desktop.games.brigade.campaign_progress import (
    CampaignProgress,
    forgeware_ids,
)
from boardgames_desktop.rules.errors import SaveError
from boardgames_desktop.rules.playout import random_playout

from .helpers import pick_wardens
from .test_allvsone_helpers import reload

GAMES = 30


def finish(g: CampaignState, seed: int = 1) -> CampaignState:
    random_playout(g, seed)
    return g


def test_new_campaign_starts_chapter_1_with_a_shuffled_forgeware_deck():
    p = CampaignProgress.new(2, 42)
    assert p.next_chapter == 1 and sorted(p.deck) == forgeware_ids()
    g = p.start_chapter()
    assert g.chapter == 1 and g.players == 2 and g.boon is None and g.blight is None
    assert g.forge + g.equipment.cards == p.deck  # the campaign's order, not reshuffled


def test_results_carry_a_boon_or_blight_into_the_next_chapter():
    p = CampaignProgress.new(1, 9)
    g = pick_wardens(p.start_chapter())
    g.loyalties = g.chapter_data["loyalty_needed"] - 1
    cell = next(t.label for t in g.town.blocks() if g.block_info(t).faction == g.indicated)
    tile = g.town.tiles[cell]
    tile.intensity, tile.renown = 1, {0: g.block_info(tile).value - 1}
    g.wardens[0].cell, g.wardens[0].water = cell, 2
    g.apply(next(a for a in g.legal_actions() if a.kind == "extinguish" and a["warden"] == 0))
    g.apply(next(a for a in g.legal_actions() if a.kind == "pour"))
    assert g.outcome.winners == (0,)
    before = list(p.deck)
    result = p.record(g)
    assert result.success and result.carried == "interrogate"
    assert p.carried() == ("interrogate", None) and p.deck != before
    ch2 = pick_wardens(p.start_chapter())
    assert ch2.chapter == 2 and ch2.boon == "interrogate" and ch2.pending["kind"] == "peek"
    finish(ch2)
    result = p.record(ch2)
    assert p.carried() == ((result.carried, None) if result.success else (None, result.carried))
    ch3 = p.start_chapter()
    assert (ch3.boon, ch3.blight) == p.carried()
    if ch3.blight == "missed_one":
        assert "scroll_of_dispel" not in ch3.forge


def test_failure_blight_applies_next_chapter():
    p = CampaignProgress.new(1, 3)
    g = pick_wardens(p.start_chapter())
    g.evac.position = 1
    g.apply(next(a for a in g.legal_actions() if a.kind == "end_turn"))
    assert g.outcome.winners == ()
    p.record(g)
    assert p.carried() == (None, "time_is_precious")
    assert p.start_chapter().evac.position == 10


def test_record_refuses_unfinished_or_wrong_chapters():
    p = CampaignProgress.new(1, 3)
    with pytest.raises(ValueError, match="not finished"):
        p.record(p.start_chapter())
    other = finish(CampaignState("campaign", 1, 3, {"chapter": 2}))
    with pytest.raises(ValueError, match="campaign is at chapter 1"):
        p.record(other)


def test_campaign_saved_after_chapter_2_resumes_the_same_chapter_3():
    p = CampaignProgress.new(3, 77)
    for _ in range(2):
        p.record(finish(p.start_chapter(), 5))
    text = p.to_json()
    resumed = CampaignProgress.from_json(text)
    assert resumed == p and resumed.next_chapter == 3
    a, b = p.start_chapter(), resumed.start_chapter()
    assert a.snapshot() == b.snapshot()
    chooser = random.Random(2)
    for _ in range(40):
        if a.is_over:
            break
        actions = a.legal_actions()
        pick = actions[chooser.randrange(len(actions))]
        a.apply(pick)
        b.apply(pick)
    assert a.snapshot() == b.snapshot()
    assert len(resumed.story()) == 3 and resumed.story()[-1].startswith("Next: chapter 3")


def test_a_running_chapter_is_kept_and_resumed():
    p = CampaignProgress.new(1, 12)
    p.record(finish(p.start_chapter(), 2))
    g = p.start_chapter()
    chooser = random.Random(3)
    for _ in range(15):
        actions = g.legal_actions()
        g.apply(actions[chooser.randrange(len(actions))])
    p.keep_chapter(g)
    again = CampaignProgress.from_json(p.to_json()).resume_chapter()
    assert again.snapshot() == g.snapshot()
    with pytest.raises(ValueError, match="campaign is at chapter 2"):
        p.keep_chapter(CampaignState("campaign", 1, 1, {"chapter": 3}))


def test_whole_campaign_and_its_story():
    p = CampaignProgress.new(2, 5)
    while not p.finished:
        p.record(finish(p.start_chapter(), 4))
    assert [r.chapter for r in p.results] == [1, 2, 3, 4]
    assert p.results[-1].carried is None
    story = p.story()
    assert len(story) == 4 and story[3].startswith("Chapter 4 — Capture the Phoenix")
    with pytest.raises(ValueError, match="campaign is over"):
        p.start_chapter()


def test_damaged_campaign_saves_are_refused():
    p = CampaignProgress.new(1, 1)
    with pytest.raises(SaveError, match="not a Rise of the Phoenix"):
        CampaignProgress.from_json('{"kind": "other"}')
    with pytest.raises(SaveError, match="damaged"):
        CampaignProgress.from_json("{nope")
    bad = p.to_json().replace(p.deck[0], "mayors_hat")
    with pytest.raises(SaveError, match="Equipment deck"):
        CampaignProgress.from_json(bad)


def invariants(g: CampaignState) -> None:
    assert g.favour >= 0 and g.evac.position >= 0
    assert all(v >= 0 for v in g.budget.values())
    for t in g.town.tiles.values():
        assert 0 <= t.intensity <= g.max_intensity
    assert len(g.forge) <= g.forge_size()
    if g.chapter == 2:
        assert g.eggs_held >= 0 and g.eggs_found + g.eggs_lost <= g.chapter_data["eggs"]
    if g.chapter == 3 and not g.scroll_bought:
        assert not {w.cell for w in g.wardens} & g.university_cells()
    if g.chapter == 4:
        assert 0 <= g.phoenix <= g.p4["phoenix_top"]


@pytest.mark.parametrize("chapter", [1, 2, 3, 4])
def test_random_playouts_of_every_chapter(chapter):
    rng = random.Random(chapter)
    for seed in range(GAMES):
        options = {"chapter": chapter}
        if chapter > 1 and seed % 2:
            key = "boon" if seed % 4 == 1 else "blight"
            table = {2: ("interrogate", "time_is_precious"), 3: ("efficient", "missed_one"),
                     4: ("skilled", "in_trouble")}[chapter]
            options[key] = table[0 if key == "boon" else 1]
        g = CampaignState("campaign", rng.randint(1, 4), seed, options)
        random_playout(g, seed, check=invariants, validate=seed % 3 == 0)
        assert g.outcome is not None and g.outcome.cooperative


@pytest.mark.parametrize("chapter", [1, 2, 3, 4])
def test_chapter_save_and_load_round_trip(chapter):
    g = CampaignState("campaign", 2, 21, {"chapter": chapter})
    chooser = random.Random(chapter)
    for _ in range(25):
        if g.is_over:
            break
        actions = g.legal_actions()
        g.apply(actions[chooser.randrange(len(actions))])
    assert reload(g).snapshot() == g.snapshot()
