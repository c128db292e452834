"""The campaign chapters' rules at their edges, found untested by the full mutation sweep of
session 9: the University takes exactly its two Phoenix Eggs (chapter 2), and the sealed
University (chapter 3) keeps Wardens out but not the Equipment that acts from afar."""

from __future__ import annotations

from boardgames_desktop.games.brigade import campaign

from .test_campaign import act, hushed


def deliveries(g) -> list:
    g.forget_listing()
    return [a for a in g.legal_actions() if a.kind == "deliver" and a["warden"] == 0]


def test_the_university_takes_two_eggs_and_no_third():
    g = hushed(2, {"chapter_progress": {"eggs_found": 6, "eggs_held": 4}})
    w = g.wardens[0]
    w.cell = "C3"
    for _ in range(2):
        g.budget[0] = 2
        g.apply(act(g, "deliver", warden=0))
    assert g.university_eggs == 2 and g.eggs_held == 2 and g.outcome is None
    g.budget[0] = 2
    assert deliveries(g) == []  # the University has its two
    w.cell = "A1"
    assert len(deliveries(g)) == 1  # a Firehouse still waits for its egg


def test_cards_acting_from_afar_reach_into_the_sealed_university():
    g = hushed(3, {"intensity": {"C3": 2, "E5": 1}, "warden_at": ["B3"],
                   "forge": ["rainmakers_flask", "firebreak_shovel"],
                   "tracks": [{"forge": 1}]})
    w = g.wardens[0]
    assert "C3" in g.forbidden_cells(w)  # the Warden cannot enter it ...
    cool = [o[0] for o in campaign.effect_choices(g, "rainmakers_flask", w)]
    assert sorted(cool) == ["C3", "E5"]  # ... but "any burning block in town" means any
    shield = [o[0] for o in campaign.effect_choices(g, "firebreak_shovel", w)]
    assert "C3" in shield and "D4" in shield


def test_a_fire_sale_of_every_card_ends_with_the_last_one_chosen():
    g = hushed(1, {"forge": ["rainmakers_flask", "firebreak_shovel"], "tracks": [{"forge": 1}],
                   "favour": 5})
    g.apply(act(g, "ability", warden=0, ability="fire_sale"))
    g.apply(act(g, "fire_sale", card="rainmakers_flask"))
    assert g.pending is not None and g.pending["kind"] == "fire_sale"  # one more may be sold
    g.apply(act(g, "fire_sale", card="firebreak_shovel"))
    assert g.pending is None  # nothing is left to choose: both are replaced at once
    assert not {"rainmakers_flask", "firebreak_shovel"} & set(g.forge)


def burn_down(g, cell: str) -> None:
    g.town.tiles[cell].intensity = 4
    g.fire(cell, 1, "test")
    assert g.town.tiles[cell].destroyed


def test_an_egg_is_lost_only_with_a_block_still_hiding_it():
    g = hushed(2)
    plain = next(t.label for t in g.town.blocks()
                 if t.favour and t.label not in g.egg_cells and t.label != "E5")
    burn_down(g, plain)  # a Favour token without an egg under it
    assert g.eggs_lost == 0
    found = g.egg_cells[0]
    g.town.tiles[found].favour = False  # its egg was found already: the token is gone
    burn_down(g, found)
    assert g.eggs_lost == 0
    burn_down(g, g.egg_cells[1])  # still hiding its egg
    assert g.eggs_lost == 1


def test_two_lost_eggs_leave_the_six_needed():
    g = hushed(2)
    for cell in g.egg_cells[:2]:
        burn_down(g, cell)
    assert g.eggs_lost == 2 and g.outcome is None  # 8 - 2 = 6 eggs are still enough


def test_a_university_with_its_two_eggs_may_burn_down():
    g = hushed(2, {"chapter_progress": {"eggs_found": 6, "eggs_held": 4}})
    g.university_eggs = 2
    for cell in ("C3", "D3", "C4", "D4"):
        burn_down(g, cell)
    assert g.outcome is None  # the University needs no more eggs


def test_a_university_burnt_before_its_eggs_fails_the_chapter():
    g = hushed(2, {"chapter_progress": {"eggs_found": 6, "eggs_held": 4}})
    g.university_eggs = 1
    for cell in ("C3", "D3", "C4", "D4"):
        burn_down(g, cell)
    assert g.outcome is not None and g.outcome.winners == ()
    assert "University burnt down" in g.outcome.reason


def test_chapter_3_fails_at_the_second_university_block_destroyed():
    g = hushed(3)
    burn_down(g, "C3")
    assert g.outcome is None
    burn_down(g, "D4")
    assert g.outcome is not None and g.outcome.winners == ()
    assert "2 University blocks are destroyed" in g.outcome.reason


def test_chapter_3_is_won_with_the_scroll_and_three_university_favours():
    g = hushed(3, {"chapter_progress": {"scroll_bought": True}})
    g.university_favours = 2
    assert g.judge() is None
    g.university_favours = 3
    won = g.judge()
    assert won is not None and won.winners == (0,)
    unsealed = hushed(3)
    unsealed.university_favours = 3  # without the Scroll the storm has not begun
    assert unsealed.judge() is None


def pour_options(g) -> list:
    g.forget_listing()
    return sorted(str(a["source"]) for a in g.legal_actions() if a.kind == "phoenix_pour")


def test_pouring_on_the_phoenix_offers_each_full_source_and_stops_after_one():
    from .test_allvsone_helpers import act as act_any
    g = hushed(4, {"phoenix_track": 5, "phoenix_at": "B2", "warden_at": ["B2", "F6"],
                   "warden_water": [2, 0], "wagons": [{"at": "B2", "water": 0}],
                   "actions_left": {"0": 2, "1": 2}})
    g.apply(act_any(g, "phoenix", warden=0))
    assert pour_options(g) == ["warden:0"]  # the empty Wagon is not offered; no stop yet
    g.apply(act_any(g, "phoenix_pour", source="warden:0"))
    assert pour_options(g) == ["None", "warden:0"]  # after one water the Warden may stop
    g.apply(act_any(g, "phoenix_pour", source="warden:0"))
    assert g.phoenix == 3 and g.pending is None  # no water left: no question left
