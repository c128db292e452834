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
