"""Rules audit: cases found missing or wrong against the rule texts, each from the text.

- The 33 fire/smoke markers (flashpoint-base.md, Components) are a hard limit; the texts are
  silent on running out, so the ruling in rules.json → rulings.out_of_fire_markers ("skip",
  like the expansion's limited Flare Ups) applies.
- A knocked-down firefighter "goes to the ambulance's parking spot" (base md, Advance Fire 6):
  the spot is two squares and the text names none, so the player places the firefighter.
"""

from __future__ import annotations

from boardgames_desktop.games.flashpoint.data import rules
from boardgames_desktop.rules import Action

from .helpers import acts, advance, at, clear, dice, find, make, place_ff, put, victim

LIMIT = 33


def fill_markers(s, keep_free: set[tuple[int, int]], count: int = LIMIT) -> None:
    """Put fire on ``count`` house spaces (row by row), never on ``keep_free``."""
    placed = 0
    for r in range(1, 7):
        for c in range(1, 9):
            if placed == count:
                return
            if (r, c) not in keep_free:
                put(s, "fire", (r, c))
                placed += 1


def markers(s) -> int:
    return sum(1 for v in s.fire if v)


def family():
    s = clear(make("family"))
    place_ff(s, 0, 0, 0)
    return s


# ----- the 33 fire/smoke markers ------------------------------------------------------------
def test_marker_limit_is_data_and_a_ruling():
    R = rules()
    assert R["components"]["fire_markers"] == LIMIT
    assert R["rulings"]["out_of_fire_markers"] == "skip"


def test_roll_on_empty_space_without_markers_left_has_no_effect():
    s = family()
    fill_markers(s, {(6, 8)})
    dice(s, 6, 8)
    advance(s)
    assert s.fire[at(s, 6, 8)] == 0
    assert markers(s) == LIMIT
    assert any(r["step"] == "no_marker" for r in s.fire_steps)


def test_smoke_turns_to_fire_without_a_new_marker():
    s = family()
    fill_markers(s, {(6, 8)}, LIMIT - 1)
    put(s, "smoke", (6, 8))
    dice(s, 6, 8)
    advance(s)
    assert s.fire[at(s, 6, 8)] == 2 and markers(s) == LIMIT


def test_explosion_without_markers_left_stops_at_the_empty_space():
    # fire in 11..18, 21..28, 31..38, 41..48 (32 markers) and smoke at 58: 33 on the board.
    s = family()
    fill_markers(s, set(), 32)
    put(s, "smoke", (5, 8))
    s.doors["4,4,S"] = "open"
    dice(s, 4, 4)
    advance(s)
    exp = next(r for r in s.fire_steps if r["step"] == "explosion")
    south = exp["directions"]["S"]
    # the blast goes through the open door (destroying it) but 54 stays empty: no marker left
    assert s.doors["4,4,S"] == "destroyed"
    assert s.fire[at(s, 5, 4)] == 0
    assert south["end"] == "no_marker" and south["path"] == []
    assert markers(s) == LIMIT


def test_explosion_turns_smoke_to_fire_even_without_markers_left():
    s = family()
    fill_markers(s, {(4, 6)}, LIMIT - 1)
    put(s, "smoke", (4, 6))
    dice(s, 4, 5)
    advance(s)
    assert s.fire[at(s, 4, 6)] == 2  # smoke flipped by the blast
    assert markers(s) == LIMIT


def test_event_smoke_rolls_respect_the_marker_limit():
    s = clear(make("experienced", 2, tragic_events=True, difficulty="Recruit"))
    fill_markers(s, {(6, 7), (6, 8)})
    dice(s, 6, 7, 6, 8)
    s.event_smoke_rolls({"kind": "smoke_rolls", "count": 2})
    assert s.fire[at(s, 6, 7)] == 0 and s.fire[at(s, 6, 8)] == 0
    assert markers(s) == LIMIT


def test_event_fire_roll_on_empty_space_without_markers_left():
    s = clear(make("experienced", 2, tragic_events=True, difficulty="Recruit"))
    fill_markers(s, {(6, 8)})
    dice(s, 6, 8)
    s.event_fire_roll({"kind": "fire_roll"})
    assert s.fire[at(s, 6, 8)] == 0 and markers(s) == LIMIT


def test_event_gas_main_on_empty_space_without_markers_left_does_not_explode():
    s = clear(make("experienced", 2, tragic_events=True, difficulty="Recruit"))
    fill_markers(s, {(6, 8)})
    dice(s, 6, 8)
    s.event_explosion_roll({"kind": "explosion_roll"})
    assert s.fire[at(s, 6, 8)] == 0 and s.damage == 0
    assert markers(s) == LIMIT


# ----- knock-down: the player places the firefighter on the spot ----------------------------
def test_experienced_knockdown_player_chooses_the_square_of_the_ambulance_spot():
    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    put(s, "smoke", (2, 2))
    place_ff(s, 0, 2, 2)
    dice(s, 2, 2)
    advance(s)
    assert s.pending_decisions() and s.decision.kind == "knockdown" and s.decision.seat == 0
    choices = acts(s)
    assert sorted(a["to"] for a in choices) == [(3, 0), (4, 0)]
    assert {a.target for a in choices} == {"cell:3,0", "cell:4,0"}
    s.apply(next(a for a in choices if a["to"] == (4, 0)))
    assert s.firefighters[0].cell == at(s, 4, 0) and not s.pending_decisions()


def test_family_knockdown_tie_offers_every_square_of_the_nearest_spots():
    s = family()
    put(s, "smoke", (5, 2))
    place_ff(s, 0, 5, 2)
    dice(s, 5, 2)
    advance(s)
    choices = acts(s)
    assert sorted((a["spot"], a["to"]) for a in choices) == [
        ("bottom-ambulance", (7, 3)), ("bottom-ambulance", (7, 4)),
        ("left-ambulance", (3, 0)), ("left-ambulance", (4, 0))]
    s.apply(next(a for a in choices if a["to"] == (7, 4)))
    assert s.firefighters[0].cell == at(s, 7, 4)


def test_knockdown_choice_refused_elsewhere():
    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    put(s, "smoke", (2, 2))
    place_ff(s, 0, 2, 2)
    dice(s, 2, 2)
    advance(s)
    bad = Action.make(0, "knockdown_spot", "Go", spot="left-ambulance", to=(5, 0))
    assert "ambulance" in s.why_illegal(bad)


# ----- refusals read well -------------------------------------------------------------------
def test_specialist_refusals_name_the_specialist_and_the_reason():
    s = clear(make("experienced", specialists=("generalist",)))
    place_ff(s, 0, 2, 2, ap=4)
    v = victim(s, 2, 2)
    msg = s.why_illegal(Action.make(0, "treat", "Treat", poi=v.id))
    assert msg == "Only the Paramedic can treat a victim."
    assert s.why_illegal(Action.make(0, "imaging", "Flip", poi=v.id)) == (
        "Only the Imaging Technician can flip a POI from afar.")
    assert s.why_illegal(Action.make(0, "dispose", "Dispose")) == (
        "Only the Hazmat Technician can dispose of a hazmat.")
    assert s.why_illegal(Action.make(0, "plan_give", "Give", ff=0)) == (
        "Only the Strategist can give Saved Actions.")


def test_paramedic_refusals_say_why():
    s = clear(make("experienced", specialists=("paramedic",)))
    place_ff(s, 0, 2, 2, ap=4)
    msg = s.why_illegal(Action.make(0, "treat", "Treat", poi=99))
    assert msg == "There is no revealed, untreated victim on your space to treat."
    v = victim(s, 2, 2)
    s.firefighters[0].ap = 0
    assert s.why_illegal(Action.make(0, "treat", "Treat", poi=v.id)) == (
        "Treating a victim costs 1 AP; you have 0.")


def test_pickup_and_drop_refusals_say_why():
    s = family()
    place_ff(s, 0, 2, 2, ap=4)
    assert s.why_illegal(Action.make(0, "pickup", "Carry", poi=5)) == (
        "There is no revealed victim on your space to carry.")
    assert s.why_illegal(Action.make(0, "drop", "Put down")) == "You are carrying nothing."


def test_pending_decision_refuses_turn_actions_clearly():
    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    put(s, "smoke", (2, 2))
    place_ff(s, 0, 2, 2)
    dice(s, 2, 2)
    advance(s)
    msg = s.why_illegal(Action.make(0, "end_turn", "End the turn"))
    assert msg.startswith("First decide:") and "knocked down" in msg
    assert find(s, "end_turn") is None


# ----- Event texts say exactly what happens ---------------------------------------------------
def test_lost_track_turns_only_untreated_lying_victims_face_down():
    """Card text: untreated revealed victims lying in the house are turned face down."""
    from boardgames_desktop.games.flashpoint.data import events

    s = clear(make("experienced", 2, tragic_events=True, difficulty="Recruit"))
    assert "Untreated" in events()["lost-track"].text
    lying = victim(s, 2, 2)
    treated = victim(s, 2, 3, treated=True)
    carried = victim(s, 5, 5)
    place_ff(s, 1, 5, 5)
    carried.carrier = 1
    s.firefighters[1].victim = carried.id
    s.event_hide_revealed({"kind": "hide_revealed"})
    assert not lying.revealed
    assert treated.revealed and carried.revealed
    assert lying.kind == "victim"  # the only face-down POI, and the pool is empty


def test_drive_and_deck_gun_refusals_name_the_cost_and_the_ap_left():
    s = clear(make("experienced", engine="top-engine", ambulance="left-ambulance"))
    place_ff(s, 0, 0, 7, ap=1)
    far = Action.make(0, "drive", "Drive", vehicle="ambulance", spot="right-ambulance", to=None)
    assert s.why_illegal(far) == ("Driving costs 2 AP per side (4 to the opposite side); "
                                  "you have 1.")
    same = Action.make(0, "drive", "Drive", vehicle="ambulance", spot="left-ambulance",
                       to=None)
    assert s.why_illegal(same) == "The vehicle is already parked there."
    gun = Action.make(0, "deck_gun", "Deck gun")
    assert s.why_illegal(gun) == ("The deck gun costs 4 AP (2 for the Driver/Operator); "
                                  "you have 1.")
