"""An Equipment card is offered only when its effect would change something
(``equipment.effect_useful`` / ``has_effect_choice``): each effect is checked at its edge —
the water it adds with every Brigade or Wagon full and with one short by a single unit, the
EvacTrak at its start and one step on, the fire under or beside the Warden or not, a
lasting shield already in play or not.  Co-Op, two seats, positions through the scenario
API (the Wardens start full: 2 water each, the Wagon 2, the EvacTrak at its start 15)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import game


def coop(**position: Any) -> Any:
    return game("coop", 2, 1, position={"intensity": {"E5": 1}, **position})


def useful(state: Any, card: str) -> bool:
    return state.effect_useful(card, state.wardens[0])


@pytest.mark.parametrize("card", ["wayside_ewer", "harbourmasters_pump"])
def test_water_for_the_brigades_helps_only_one_short_of_its_capacity(card):
    assert not useful(coop(), card)  # everybody full
    assert useful(coop(warden_water=[2, 2, 2, 1]), card)  # the last Brigade one short


def test_water_for_the_wagon_helps_only_a_wagon_not_full():
    assert not useful(coop(), "spare_barrel")
    assert useful(coop(wagons=[{"water": 1}]), "spare_barrel")
    assert useful(coop(wagons=[{"water": 1}]), "harbourmasters_pump")


def test_the_evactrak_is_pushed_back_only_once_it_has_moved_from_its_start():
    assert not useful(coop(evacuation=15), "town_criers_bell")
    assert useful(coop(evacuation=14), "town_criers_bell")
    assert useful(coop(evacuation=14), "brass_ledger")


def test_cooling_needs_fire_under_or_beside_the_warden():
    assert not useful(coop(warden_at=["C3"]), "everdamp_bucket")
    assert useful(coop(warden_at=["C3"], intensity={"C3": 1}), "everdamp_bucket")
    assert not useful(coop(warden_at=["C3"], intensity={"E5": 1}), "frost_lantern")
    assert useful(coop(warden_at=["C3"], intensity={"C4": 1}), "frost_lantern")
    assert not useful(coop(warden_at=["C3"], intensity={"D4": 1}), "frost_lantern")  # diagonal


@pytest.mark.parametrize("card,shield", [("weathervane_charm", "still_air"),
                                         ("dawn_censer", "still_air"),
                                         ("forged_permits", "skip_insurance"),
                                         ("lookouts_spyglass", "skip_event")])
def test_a_lasting_shield_is_offered_only_while_it_is_not_in_play(card, shield):
    assert useful(coop(), card)
    assert not useful(coop(shields={shield: True}), card)


def test_a_card_with_a_choice_needs_something_to_choose():
    state = coop()
    w = state.wardens[0]
    assert state.effect_has_choice("chandlers_snuffer", w)  # E5 burns
    assert state.effect_choices("chandlers_snuffer", w) == [
        ("E5", f"Cool {state.tile_name('E5')}", "cell:E5")]
    assert not state.effect_has_choice("bottomless_canteen", w)  # every Brigade full
    short = coop(warden_water=[2, 1, 2, 2])
    assert short.effect_has_choice("bottomless_canteen", short.wardens[0])
    assert [v for v, _t, _c in short.effect_choices("bottomless_canteen",
                                                   short.wardens[0])] == [1]
    together = coop(warden_at=["A1", "A1", "A1", "A1"])  # every Warden with the Wagon
    assert not together.effect_has_choice("wagon_whistle", together.wardens[0])
    assert together.effect_choices("wagon_whistle", together.wardens[0]) == []
    apart = coop(warden_at=["A1", "C3", "A1", "A1"])
    assert apart.effect_has_choice("wagon_whistle", apart.wardens[0])
    assert [v for v, _t, _c in apart.effect_choices("wagon_whistle", apart.wardens[0])] == [
        "C3"]
