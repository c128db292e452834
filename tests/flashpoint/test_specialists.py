"""Every specialist ability, base game and Tragic Events."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action, IllegalAction

from .helpers import acts, advance, at, clear, dice, find, fresh_house, make, place_ff, put, victim


def exp(*specs, players=1, tragic=False, **kw):
    s = clear(make("experienced", players=players, firefighters=max(players, len(specs)),
                   specialists=specs, engine="top-engine", ambulance="left-ambulance",
                   tragic_events=tragic, **kw))
    s.event_deck = [] if not tragic else s.event_deck
    return s


def suppression_game(blue_ap, **position):
    """Tragic Events, two players: Red's Generalist on (0,0) acting, Blue's Suppression
    Specialist on (7,9) with ``blue_ap`` saved AP (``fresh_house``)."""
    return fresh_house("experienced", ("0,0", "generalist"), ("7,9", "suppression", blue_ap),
                       players=2, options={"tragic_events": True}, **position)


def test_specialist_ap_per_turn():
    for spec, ap, bonus in (("paramedic", 4, 0), ("captain", 4, 2), ("imaging", 4, 0),
                            ("cafs", 3, 3), ("hazmat_tech", 4, 0), ("generalist", 5, 0),
                            ("rescue", 4, 3), ("driver", 4, 0)):
        s = exp(spec)
        ff = s.firefighters[0]
        assert (ff.ap, ff.bonus_ap) == (ap, bonus), spec


def test_specialists_unique_and_tragic_ones_only_with_tragic_events():
    from boardgames_desktop.rules import new_game

    s = new_game("flashpoint", "experienced", 2, 1, {})
    s.apply(acts(s)[0])
    s.apply(acts(s)[0])
    offered = {a["specialist"] for a in acts(s)}
    assert len(offered) == 8 and "strategist" not in offered
    s.apply(find(s, "specialist", specialist="driver"))
    s.apply(acts(s)[0])
    offered = {a["specialist"] for a in acts(s)}
    assert "driver" not in offered and len(offered) == 7


def test_paramedic_treats_for_one_and_extinguishes_double():
    s = exp("paramedic")
    place_ff(s, 0, 3, 3, ap=4)
    v = victim(s, 3, 3)
    put(s, "fire", (3, 4))
    assert find(s, "extinguish", at=(3, 4)).cost == "2 AP"
    a = find(s, "treat")
    assert a.cost == "1 AP"
    s.apply(a)
    assert v.treated and s.firefighters[0].ap == 3
    s.apply(find(s, "pickup"))
    assert find(s, "move", to=(4, 3)).cost == "1 AP"


def test_fire_captain_commands_at_the_others_cost():
    s = exp("captain", "generalist")
    cap, other = s.firefighters
    place_ff(s, 0, 0, 0, ap=4)
    place_ff(s, 1, 3, 3)
    put(s, "fire", (3, 4))
    a = find(s, "command_move", ff=1, to=(3, 4))
    assert a.cost == "2 AP"
    s.apply(a)
    assert other.cell == at(s, 3, 4) and cap.bonus_ap == 0 and cap.ap == 4
    s.apply(find(s, "command_move", ff=1, to=(3, 5)))
    assert cap.ap == 3  # command AP gone, regular AP used
    assert find(s, "command_move", ff=0) is None  # not himself
    v = victim(s, 3, 5)
    v.carrier, other.victim = 1, v.id
    assert find(s, "command_move", ff=1, to=(4, 5)).cost == "2 AP"  # carrying: his cost
    assert find(s, "command_move", ff=1, to=(3, 4)) is None  # never into fire carrying


def test_fire_captain_cafs_limit():
    s = exp("captain", "cafs")
    place_ff(s, 0, 0, 0)
    place_ff(s, 1, 3, 3)
    assert find(s, "command_move", ff=1, to=(3, 4)).cost == "1 AP"
    s.apply(find(s, "command_move", ff=1, to=(3, 4)))
    assert find(s, "command_move", ff=1) is None
    assert find(s, "command_door", ff=1) is None


def test_fire_captain_opens_door_for_other():
    s = exp("captain", "generalist")
    place_ff(s, 0, 0, 0)
    place_ff(s, 1, 3, 3)
    a = find(s, "command_door", ff=1, edge="3,2,E")
    assert a.cost == "1 AP"
    s.apply(a)
    assert s.doors["3,2,E"] == "open"


def test_imaging_technician_flips_any_poi():
    s = exp("imaging")
    place_ff(s, 0, 0, 0, ap=4)
    v = victim(s, 5, 5, revealed=False)
    victim(s, 2, 2, revealed=False, kind="false_alarm")
    assert len(acts(s, "imaging")) == 2
    s.apply(find(s, "imaging", poi=v.id))
    assert v.revealed and s.firefighters[0].ap == 3
    s.apply(acts(s, "imaging")[0])
    assert s.pois == [v]


def test_cafs_bonus_only_for_extinguishing():
    s = exp("cafs")
    ff = s.firefighters[0]
    place_ff(s, 0, 3, 3, ap=0)
    assert find(s, "move") is None
    put(s, "fire", (3, 4))
    s.apply(find(s, "extinguish", at=(3, 4)))
    assert ff.bonus_ap == 2


def test_hazmat_technician_disposes_for_two():
    s = exp("hazmat_tech")
    place_ff(s, 0, 3, 3, ap=4)
    put(s, "hazmat", (3, 3))
    a = find(s, "dispose")
    assert a.cost == "2 AP"
    s.apply(a)
    assert s.hazmats == [] and s.firefighters[0].ap == 2


def test_rescue_specialist_move_ap_cheap_chop_double_extinguish():
    s = exp("rescue")
    ff = s.firefighters[0]
    place_ff(s, 0, 3, 3, ap=1)
    assert find(s, "chop", edge="2,3,S").cost == "1 AP"
    put(s, "fire", (3, 4))
    assert find(s, "extinguish") is None  # 2 AP needed, only 1 regular
    s.apply(find(s, "move", to=(3, 4)))
    assert ff.bonus_ap == 1 and ff.ap == 1


def test_driver_deck_gun_two_ap_and_rerolls_each_die_once():
    s = exp("driver")
    place_ff(s, 0, 0, 7, ap=4)
    put(s, "fire", (1, 5), (3, 8))
    a = find(s, "deck_gun")
    assert a.cost == "2 AP"
    dice(s, 1, 1, 6, 2)
    s.apply(a)
    assert s.decision.kind == "reroll"
    assert [s.decision["red"], s.decision["black"]] == [1, 8]
    s.apply(find(s, "reroll", die="red"))  # 6 → flipped to 1
    s.apply(find(s, "reroll", die="black"))  # 2 → flipped to 7
    assert not s.pending_decisions()
    assert s.deck_gun_shot["cells"][0] == [1, 7]
    assert s.fire[at(s, 3, 8)] == 2 and s.firefighters[0].ap == 2


def test_driver_may_accept_the_roll():
    s = exp("driver")
    place_ff(s, 0, 0, 7, ap=4)
    put(s, "fire", (1, 5))
    dice(s, 1, 5)
    s.apply(find(s, "deck_gun"))
    assert find(s, "reroll", die="red") and find(s, "reroll", die="black")
    s.apply(find(s, "shoot"))
    assert s.fire[at(s, 1, 5)] == 0 and not s.pending_decisions()


# ----- Tragic Events specialists ---------------------------------------------------------------
def test_suppression_offered_to_its_seat_on_another_players_turn():
    s = suppression_game(2, fire=["3,4"])
    dice(s, 3, 4)
    advance(s)
    assert s.decision.kind == "suppress" and s.active_players == [1]
    choices = acts(s)
    assert {a["flip"] for a in choices} == {"none", "red", "black", "both"}
    assert all(a.player == 1 for a in choices)
    with pytest.raises(IllegalAction, match=r"Player 2 \(Blue\) must decide"):
        s.apply(Action.make(0, "end_turn"))
    s.apply(find(s, "suppress", flip="both"))  # 3,4 → 4,5
    assert s.fire[at(s, 4, 5)] == 1 and s.fire[at(s, 3, 4)] == 2
    assert s.firefighters[1].ap == 1
    assert [r["step"] for r in s.fire_steps][:3] == ["roll", "flip", "smoke"]


def test_suppression_declined_resolves_as_rolled():
    s = suppression_game(1)
    dice(s, 2, 2)
    advance(s)
    s.apply(find(s, "suppress", flip="none"))
    assert s.fire[at(s, 2, 2)] == 1 and s.firefighters[1].ap == 1


def test_suppression_no_offer_without_saved_action():
    s = suppression_game(0)
    dice(s, 2, 2)
    advance(s)
    assert not s.pending_decisions() and s.fire[at(s, 2, 2)] == 1


def test_suppression_roll_on_or_next_to_specialist_has_no_effect():
    s = exp("suppression", tragic=True)
    place_ff(s, 0, 3, 3, ap=4)
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    advance(s)
    assert s.fire[at(s, 3, 4)] == 2 and s.damage == 0
    assert s.fire_steps[1]["step"] == "suppressed"
    dice(s, 3, 3)
    advance(s)
    assert s.fire[at(s, 3, 3)] == 0


def test_strategist_gives_saved_actions_with_free_plan_ap():
    def planning(other_ap):
        s = fresh_house("experienced", ("0,0", "strategist"), ("0,0", "generalist", other_ap),
                        players=2, options={"tragic_events": True})
        return s, *s.firefighters

    s, strat, other = planning(3)
    assert strat.bonus_ap == 1 and strat.bonus_kind == "plan"
    s.apply(find(s, "plan_give", ff=1))
    assert other.ap == 4 and strat.bonus_ap == 0 and strat.ap == 4
    assert find(s, "plan_give") is None  # never above the saved limit
    s, strat, other = planning(0)
    s.apply(find(s, "plan_give", ff=1))  # the plan AP first ...
    assert strat.ap == 4 and strat.bonus_ap == 0 and other.ap == 1
    s.apply(find(s, "plan_give", ff=1))  # ... then the Strategist's own
    assert strat.ap == 3 and other.ap == 2


def test_strategist_peeks_once_and_puts_event_at_bottom():
    s = exp("strategist", tragic=True)
    top = s.event_deck[0]
    a = find(s, "plan_peek")
    assert a.cost == "1 AP"
    s.apply(a)
    assert s.decision.kind == "peek" and s.peeked_event == top
    s.apply(find(s, "peek_place", where="bottom"))
    assert s.event_deck[-1] == top and s.event_deck[0] != top
    assert find(s, "plan_peek") is None


def test_prevention_desmoke_shortest_route_with_choice():
    s = exp("prevention", tragic=True)
    place_ff(s, 0, 0, 0, ap=4)
    put(s, "smoke", (2, 2))
    steps = sorted(a["to"] for a in acts(s, "desmoke"))
    assert steps == [(2, 1), (3, 2)]  # both 2 steps from the left entrance
    s.apply(find(s, "desmoke", to=(2, 1)))
    assert s.fire[at(s, 2, 2)] == 0 and s.fire[at(s, 2, 1)] == 1
    s.apply(find(s, "desmoke", to=(3, 1)))
    s.apply(find(s, "desmoke", to=(3, 0)))
    assert sum(s.fire) == 0 and s.firefighters[0].ap == 1


def test_prevention_desmoke_passes_closed_door_ignites_and_merges():
    s = exp("prevention", tragic=True)
    place_ff(s, 0, 0, 0, ap=4)
    put(s, "smoke", (3, 3))
    assert [a["to"] for a in acts(s, "desmoke")] == [(3, 2)]  # through the closed door
    put(s, "fire", (2, 2))
    s.apply(find(s, "desmoke", frm=(3, 3)))
    assert s.fire[at(s, 3, 2)] == 2  # next to fire (32-22 open): ignites
    put(s, "smoke", (2, 1), (2, 2))
    s.fire[at(s, 2, 2)] = 1
    s.fire[at(s, 3, 2)] = 0
    put(s, "smoke", (3, 1))
    s.apply(find(s, "desmoke", frm=(2, 1)))
    assert s.fire[at(s, 3, 1)] == 2 and s.fire[at(s, 2, 1)] == 0  # smoke on smoke: fire


def test_prevention_escape_poi_opens_doors_and_is_revealed_outside():
    s = exp("prevention", tragic=True)
    ff = s.firefighters[0]
    place_ff(s, 0, 0, 0, ap=8)
    poi = victim(s, 3, 3, revealed=False)
    assert find(s, "escape") is None
    a = find(s, "escape_door", poi=poi.id)
    assert a.cost == "2 AP" and a.target == "door:3,2,E"
    s.apply(a)
    assert s.doors["3,2,E"] == "open"
    e = find(s, "escape", poi=poi.id)
    assert e.cost == "2 AP"
    s.apply(e)
    s.apply(find(s, "escape", poi=poi.id))
    assert poi.cell == at(s, 3, 1) and not poi.revealed and ff.ap == 2
    s.apply(find(s, "escape", poi=poi.id))
    # outside the building: revealed; on the ambulance (left 30-40): rescued
    assert s.rescued == 1 and s.pois == []


def test_prevention_escape_never_into_fire():
    s = exp("prevention", tragic=True)
    place_ff(s, 0, 0, 0, ap=4)
    victim(s, 3, 2, revealed=False)
    put(s, "fire", (3, 1))
    assert find(s, "escape") is None
