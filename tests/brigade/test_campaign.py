"""Rise of the Phoenix chapters 1–3: special rules, success, failure, boons and blights."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.campaign import CAMPAIGN_OPTIONS, CampaignState
from boardgames_desktop.games.brigade.equipment import equipment_catalogue
from boardgames_desktop.rules import Action, new_game
from boardgames_desktop.rules.errors import IllegalAction

from .helpers import calm, pick_wardens
from .test_allvsone_helpers import act


def chapter(n: int, players: int = 1, seed: int = 3, **options) -> CampaignState:
    """Chapter ``n`` with the Warden cards picked (the campaign's set-up chooses them)."""
    return pick_wardens(CampaignState("campaign", players, seed, {"chapter": n, **options}))


def hush(g: CampaignState) -> None:
    """A calm town with one small fire far away (on a game already set up: the tests that
    look at the set-up first; the others start from ``hushed``)."""
    calm(g)
    g.town.tiles["E5"].intensity = 1


def hushed(n: int, position: dict | None = None, players: int = 1, seed: int = 3,
           **options) -> CampaignState:
    """Chapter ``n`` (Warden cards picked: each seat the first offered) from a scenario
    position: a calm town with one small fire far away, and ``position`` on top."""
    state = new_game("brigade", "campaign", players, seed, {"chapter": n, **options},
                     scenario={"position": {"intensity": {"E5": 1}, **(position or {})}})
    assert isinstance(state, CampaignState)
    return state


def save_block(g: CampaignState, warden: int, cell: str) -> None:
    """Warden ``warden`` finishes saving ``cell`` with one water (Loyalty)."""
    tile = g.town.tiles[cell]
    tile.renown = {0: g.block_info(tile).value - 1}
    tile.intensity = 1
    w = g.wardens[warden]
    w.cell, w.water = cell, 2
    g.apply(act(g, "extinguish", warden=warden))
    g.apply(act(g, "pour", source=f"warden:{warden}"))


def end_round(g: CampaignState) -> None:
    start = g.turn
    while g.turn == start and g.acting and g.outcome is None:
        g.apply(act(g, "end_turn", player=g.current))


def top_event(g: CampaignState, faction: str) -> str:
    card = next(c for c in g.events.cards if g.cat.events[c].faction == faction)
    g.events.cards.remove(card)
    g.events.cards.insert(0, card)
    return card


# ----- options and the common campaign rules --------------------------------------------


def test_chapter_options_are_checked():
    with pytest.raises(ValueError, match="1–4"):
        chapter(5)
    with pytest.raises(ValueError, match="belongs to chapter 3"):
        chapter(2, boon="efficient")
    with pytest.raises(ValueError, match="Unknown blight"):
        chapter(2, blight="nope")
    assert {o.key for o in CAMPAIGN_OPTIONS} == {"chapter", "boon", "blight"}
    assert chapter(2, boon="none").boon is None


def test_each_chapter_starts_with_the_warden_picks_of_the_co_op_set_up():
    """'The Campaign uses the Co-Op rules, Set Up ...' and the Co-Op set-up chooses the
    Warden cards (coop.json warden_cards.campaign 'choose'): every seat picks for each of its
    Wardens in Firehouse order, before the starter events and before a boon's choice."""
    g = CampaignState("campaign", 2, 3, {"chapter": 2, "boon": "interrogate"})
    assert g.pending["kind"] == "warden" and g.active_players == [0]
    assert g.turn == 0 and not g.events_this_phase  # no starter event yet
    picks = []
    for seat in (0, 0, 1, 1):
        assert g.active_players == [seat]
        offered = [a["card"] for a in g.legal_actions()]
        assert all(a.kind == "warden" for a in g.legal_actions()) and not set(offered) & set(picks)
        picks.append(offered[-1])
        g.apply(one_of(g, offered[-1]))
    assert [w.card for w in g.wardens] == picks
    assert g.pending["kind"] == "peek"  # the Interrogate boon comes next
    # every chapter, including the Phoenix chapter
    assert CampaignState("campaign", 1, 3, {"chapter": 4}).pending["kind"] == "warden"


def one_of(g: CampaignState, card: str) -> Action:
    return next(a for a in g.legal_actions() if a.kind == "warden" and a["card"] == card)


def test_forgewares_only_no_vpt_and_loyalty_gives_favour():
    g = chapter(1)
    cards = g.forge + g.equipment.cards + g.equipment.discards
    assert len(cards) == 16
    assert all(equipment_catalogue()[c].kind == "forgeware" for c in cards)
    hush(g)
    cell = next(t.label for t in g.town.blocks() if g.block_info(t).faction != "university")
    save_block(g, 0, cell)
    assert g.favour == 1 and not g.town.tiles[cell].favour  # always the Favour token
    end_round(g)
    assert not any("Insurance Fraud" in m for m in g.messages())


def test_forge_is_exhausted_not_reshuffled_during_a_chapter():
    g = chapter(1)
    used = g.equipment.cards[:-1]
    g.equipment.discards.extend(used)
    g.equipment.cards = g.equipment.cards[-1:]
    card = g.forge[0]
    g.remove_from_forge(card)
    # the deck is empty but the last card is still face up: not all 16 are used yet
    assert g.equipment.is_empty and len(g.forge) == 1 and not g.forge_exhausted
    g.remove_from_forge(g.forge[0])
    assert g.forge == [] and len(g.equipment.discards) == 16  # nothing comes back
    assert g.forge_exhausted


# ----- chapter 1 ------------------------------------------------------------------------


def test_chapter_1_indicated_faction_loyalty_and_evactrak():
    g = chapter(1)
    assert g.evac.start == 7 and g.evac.position == 7
    last_starter = [m for m in g.messages() if "Starter event" in m][-1]
    assert g.indicated is not None
    assert any(card.name in last_starter for card in g.cat.events.values()
               if card.faction == g.indicated)
    hush(g)
    cell = next(t.label for t in g.town.blocks() if g.block_info(t).faction == g.indicated)
    save_block(g, 0, cell)
    assert g.loyalties == 1 and g.indicated_gained
    top_event(g, "temple")
    end_round(g)
    assert g.evac.position == 7  # a Loyalty of the indicated faction: no step; no event step
    assert g.indicated == "temple"
    end_round(g)
    assert g.evac.position == 6  # a round without a temple Loyalty


def test_chapter_1_success_after_seven_and_failure_at_f():
    g = hushed(1, {"chapter_progress": {"loyalties": 6}})
    cell = next(t.label for t in g.town.blocks() if g.block_info(t).faction == g.indicated)
    save_block(g, 1, cell)
    assert g.outcome.winners == (0,) and "7 cultist" in g.outcome.reason
    assert g.success_reward() == "interrogate"
    g = hushed(1, {"evacuation": 1})
    end_round(g)
    assert g.outcome.winners == () and "EvacTrak" in g.outcome.reason
    assert g.success_reward() == "time_is_precious"


# ----- chapter 2 ------------------------------------------------------------------------


def test_chapter_2_eggs_are_found_under_favour_tokens():
    g = chapter(2)
    assert g.evac.position == 15 and len(g.egg_cells) == 8
    assert all(g.town.tiles[c].favour for c in g.egg_cells)
    hush(g)
    save_block(g, 0, g.egg_cells[0])
    assert g.eggs_found == 1 and g.eggs_held == 1
    plain = next(t.label for t in g.town.blocks() if t.label not in g.egg_cells and t.favour)
    save_block(g, 1, plain)
    assert g.eggs_found == 1


def test_chapter_2_deliveries_to_each_firehouse_and_two_to_the_university():
    g = hushed(2, {"chapter_progress": {"eggs_found": 6, "eggs_held": 6}})
    w = g.wardens[0]
    for cell in ("A1", "F1", "F6", "A6", "C3", "C3"):
        w.cell = cell
        g.budget[0] = 1
        assert g.outcome is None
        g.apply(act(g, "deliver", warden=0))
        if cell == "A1":
            g.budget[0] = 1
            assert not [a for a in g.legal_actions() if a.kind == "deliver" and a["warden"] == 0]
    assert g.university_eggs == 2 and g.outcome.winners == (0,)
    assert g.success_reward() == "efficient"


def test_chapter_2_fails_when_three_eggs_burn():
    g = hushed(2)
    for cell in g.egg_cells[:3]:
        g.town.tiles[cell].intensity = 4
        g.fire(cell, 1, "test")
    assert g.eggs_lost == 3
    assert g.outcome.winners == () and "Eggs" in g.outcome.reason
    assert g.success_reward() == "missed_one"


def test_chapter_2_boon_interrogate_and_blight_time_is_precious():
    g = chapter(2, boon="interrogate")
    assert g.pending["kind"] == "peek"
    for _ in range(3):
        options = [a["cell"] for a in g.legal_actions()]
        pick = next((c for c in options if c in g.egg_cells), options[0])
        g.apply(act(g, "peek", cell=pick))
    assert len(g.peeked) == 3 and g.pending is None and g.acting
    assert any(g.peeked.values())
    assert chapter(2, blight="time_is_precious").evac.position == 10


# ----- chapter 3 ------------------------------------------------------------------------


def test_chapter_3_scroll_locks_the_university_and_its_price_rises():
    g = chapter(3)
    assert g.forge == ["scroll_of_dispel"] and g.evac.position == 10
    hush(g)
    g.wardens[0].cell = "B3"
    targets = {a["to"] for a in g.legal_actions() if a.kind == "move" and a["warden"] == 0}
    assert not targets & {"C3", "C4", "D3", "D4"}
    with pytest.raises(IllegalAction, match="sealed until the Scroll"):
        g.apply(Action.make(0, "move", warden=0, to="C3"))
    assert g.scroll_price == 5
    end_round(g)
    assert g.scroll_price == 6
    g.favour = 6
    g.wardens[0].cell = "B3"
    g.apply(act(g, "scroll", warden=0))
    assert g.scroll_bought and g.favour == 0 and "scroll_of_dispel" not in g.forge
    targets = {a["to"] for a in g.legal_actions() if a.kind == "move" and a["warden"] == 0}
    assert "C3" in targets


def test_chapter_3_success_and_failure():
    g = hushed(3, {"chapter_progress": {"scroll_bought": True}})
    for i, cell in enumerate(("C3", "D3", "C4")):
        assert g.outcome is None
        g.budget[i % 2] = 2
        save_block(g, i % 2, cell)
    assert g.university_favours == 3 and g.outcome.winners == (0,)
    assert g.success_reward() == "skilled"
    g = hushed(3)
    for cell in ("C3", "D4"):
        g.town.tiles[cell].intensity = 4
        g.fire(cell, 1, "test")
    assert g.outcome.winners == () and "2 University" in g.outcome.reason
    assert g.success_reward() == "in_trouble"


def test_chapter_3_boon_efficient_and_blight_missed_one():
    g = chapter(3, boon="efficient")
    assert g.pending["kind"] == "boon_upgrade"
    g.apply(act(g, "boon_upgrade", track="forge"))
    g.apply(act(g, "boon_upgrade", track="wagon"))
    assert g.boards[0].value("forge") == 2 and g.boards[0].value("wagon") == 3
    assert g.forge[0] == "scroll_of_dispel" and len(g.forge) == 2
    g = chapter(3, blight="missed_one")
    assert "scroll_of_dispel" not in g.forge
    assert "scroll_of_dispel" in g.equipment.cards


def test_chapter_3_the_scroll_cannot_be_fire_sold():
    # Ruling (the deck is never reshuffled in a chapter, so a sold Scroll would make the
    # chapter unwinnable): Fire Sale replaces only the Forgewares beside the Scroll.
    g = chapter(3, boon="efficient")
    g.apply(act(g, "boon_upgrade", track="forge"))
    g.apply(act(g, "boon_upgrade", track="wagon"))
    hush(g)
    g.favour = 5
    g.apply(act(g, "ability", warden=0, ability="fire_sale"))
    cards = {a["card"] for a in g.legal_actions() if a.kind == "fire_sale"}
    assert "scroll_of_dispel" not in cards and cards - {None} == {g.forge[1]}
    g.apply(act(g, "fire_sale", card=g.forge[1]))
    assert g.forge[0] == "scroll_of_dispel" and len(g.forge) == 2
