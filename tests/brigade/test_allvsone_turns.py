"""All-Versus-One turns (``games/brigade/allvsone.py``): what the Wardens' Favour abilities
are offered for, at exactly their price and up to their use; when a side's turn ends by
itself; how many upgrades a Warden makes in a turn (``upgrades_per_warden_per_turn``).
Costs and tracks: allvsone.json (Prevent Damage 2, Refill 3, Douse 5 Favour; the Firestorm
track tops out at 3 event cards)."""

from __future__ import annotations

import copy

from boardgames_desktop.games.brigade import allvsone
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.rules.resources import load_json

from .test_allvsone_helpers import act, avo, to_wardens


def abilities_offered(g, seat: int = 1) -> set[str]:
    g.forget_listing()
    return {a["ability"] for a in g.legal_actions() if a.kind == "ability" and a.player == seat}


def test_refill_is_offered_with_exactly_its_three_favour():
    """Refill: 3 Favour refill every Warden and the Wagon (one Warden is short of water)."""
    g = avo(players=4, position={"favour": 3, "warden_water": [2, 1, 2]})
    to_wardens(g)
    assert "refill" in abilities_offered(g)
    g = avo(players=4, position={"favour": 2, "warden_water": [2, 1, 2]})
    to_wardens(g)
    assert "refill" not in abilities_offered(g)


def test_prevent_damage_is_offered_until_it_would_prevent_more_than_the_firestorm_top():
    """Each Prevent Damage draws one event card fewer next Event Phase; the Firestorm track
    shows at most 3 cards, so three uses are offered and a fourth is not, even with the
    Favour to pay for it."""
    g = avo(players=4, position={"favour": 10})
    to_wardens(g)
    assert g.pyro_top("firestorm") == 3
    for used in range(3):
        assert "prevent" in abilities_offered(g), used
        g.apply(act(g, "ability", player=1 + used, ability="prevent"))
    assert g.prevent == 3 and g.favour == 4
    assert "prevent" not in abilities_offered(g, seat=1)
    assert "prevent" not in abilities_offered(g, seat=2)


def test_the_pyromancers_turn_ends_with_its_last_action():
    """With one action left, Flame Torch uses it: the Wardens' turn begins at once."""
    g = avo(position={"pyromancer": {"mana": 2, "actions_left": 1}})
    assert g.side == "pyro"
    g.apply(act(g, "flame_torch"))
    assert g.pyro.actions_left == 0
    assert g.side == "wardens" and PYRO not in g.acting_seats()


def wagon_upgrades_of_warden_0(g) -> int:
    g.forget_listing()
    return sum(1 for a in g.legal_actions()
               if a.kind == "upgrade" and a["warden"] == 0 and a["track"] == "wagon")


def test_a_warden_upgrades_as_often_as_the_rules_file_allows(monkeypatch):
    """``upgrades_per_warden_per_turn`` (1 in the printed rules): with 2, a Warden may make
    a second upgrade in the same turn; with 1, not (an action is left either way)."""
    g = avo(players=4)
    to_wardens(g)
    g.apply(act(g, "upgrade", player=1, warden=0, track="wagon"))
    assert g.budget[0] == 1 and wagon_upgrades_of_warden_0(g) == 0
    raw = copy.deepcopy(load_json("brigade", "allvsone.json"))
    raw["wardens"]["upgrades_per_warden_per_turn"] = 2
    monkeypatch.setattr(allvsone, "load_json", lambda game, name: raw)
    allvsone.avo_rules.cache_clear()
    try:
        g = avo(players=4)
        to_wardens(g)
        g.apply(act(g, "upgrade", player=1, warden=0, track="wagon"))
        assert g.budget[0] == 1 and wagon_upgrades_of_warden_0(g) == 1
    finally:
        allvsone.avo_rules.cache_clear()


def test_crew_cards_give_no_ability_in_all_versus_one():
    """All-Versus-One has no crew deck and plays crew abilities off: a crew card laid out in
    a position (Hob the Runner, "Your Brigade moves 1 extra step") leaves the Warden's move
    at the printed 4 steps."""
    g = avo(players=4, position={"warden_crew": [[{"card": "hob_the_runner", "water": 1}]]})
    to_wardens(g)
    w = g.wardens[0]
    assert [m.card for m in w.crew] == ["hob_the_runner"]
    ends = {a["to"] for a in g.legal_actions() if a.kind == "move" and a["warden"] == 0}
    ruin = g.rules["destroyed_step_cost"]
    assert ends == set(g.town.reachable(w.cell, 4, ruin))
    assert ends != set(g.town.reachable(w.cell, 5, ruin))  # the bonus would show


def test_a_warden_refills_on_a_firehouse_in_all_versus_one():
    """"Refill: on any Firehouse": Warden 0, short of water on its own Firehouse, may
    refill there (no Favour token lies on a Firehouse)."""
    g = avo(players=4, position={"warden_water": [1, 2, 2]})
    to_wardens(g)
    w = g.wardens[0]
    assert g.town.tiles[w.cell].firehouse is not None
    g.forget_listing()
    assert [a["warden"] for a in g.legal_actions() if a.kind == "refill"] == [0]
