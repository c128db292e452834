"""What a newcomer reads: decisions name who decides and what the choice means, the log tells
the story (rolls with their space, why a space exploded, the end of the game), and the
Advance Fire list pages instead of growing without end."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .helpers import acts, advance, at, clear, dice, find, make, place_ff, put


def exp(*specs, players=1, tragic=False):
    s = clear(make("experienced", players=players, firefighters=max(players, len(specs)),
                   specialists=specs, engine="top-engine", ambulance="left-ambulance",
                   tragic_events=tragic))
    if tragic:
        s.event_deck = []
    return s


def suppress_pending():
    s = exp("generalist", "suppression", players=2, tragic=True)
    place_ff(s, 0, 0, 0)
    place_ff(s, 1, 7, 9)
    s.firefighters[1].ap = 2
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    advance(s)
    assert s.decision.kind == "suppress"
    return s


def test_suppression_choices_say_where_the_fire_goes():
    s = suppress_pending()
    texts = {a["flip"]: a.describe() for a in acts(s)}
    assert texts["none"] == "Let the roll stand (red 3, black 4 → 34: an explosion)"
    assert texts["red"] == ("Flip the red die: the fire advances at 44 instead (smoke; red 4, "
                            "black 4) (1 saved AP)")
    assert texts["both"].startswith("Flip both dice: the fire advances at 45 instead")
    # the status names the deciding firefighter, the roll and the price
    assert s.phase.startswith("Blue (Suppression Specialist): the Advance Fire dice show red 3, "
                              "black 4 → space 34 (an explosion there).")
    assert "1 saved AP" in s.phase
    assert s.player_name(1) == "Player 2 (Blue)"


def test_log_reads_as_a_story():
    s = exp("generalist", "suppression", players=2, tragic=True)
    place_ff(s, 0, 0, 0)
    place_ff(s, 1, 7, 9)
    s.firefighters[1].ap = 2
    put(s, "fire", (3, 4))
    dice(s, 3, 4, *[1, 1] * 12)  # the Advance Fire roll, then POI placements
    s.apply(find(s, "end_turn"))
    s.apply(find(s, "suppress", flip="none"))
    log = "\n".join(s.messages())
    assert "Player 1 (Red): End the turn (keep 4 saved AP)" in log
    assert "Red (Generalist)'s turn is over. A Fire card is drawn:" in log
    assert "Advance Fire: red 3, black 4 → space 34." in log
    assert "Player 2 (Blue): Let the roll stand (red 3, black 4 → 34: an explosion)" in log
    assert "34 was already on fire, so it explodes." in log
    assert "Explosion at 34 — up:" in log
    assert "Turn 2: Blue (Suppression Specialist) has" in log


def test_every_pending_decision_names_who_and_what():
    s = exp("generalist", "paramedic", players=2)
    place_ff(s, 0, 3, 5)
    place_ff(s, 1, 0, 0)
    put(s, "fire", (3, 4))
    dice(s, 3, 4)  # the blast east sets 35 alight: Red is knocked down
    advance(s)
    assert s.decision.kind == "knockdown"
    assert s.phase.startswith("Red (Generalist) is knocked down by the fire at 35")
    choice = acts(s)[0].describe()
    assert choice.startswith("Red recovers at the ambulance on the left side, square")


def test_ride_along_is_asked_in_words():
    s = exp("generalist", "paramedic", players=2)
    place_ff(s, 0, 3, 0)
    place_ff(s, 1, 4, 0)  # both on the ambulance (left spot)
    s.firefighters[0].ap = 4
    drive = next(a for a in acts(s, "drive") if a["vehicle"] == "ambulance")
    s.apply(drive)
    assert s.decision.kind == "ride"
    assert "does Blue (Paramedic) ride along (free) or stay?" in s.phase
    words = [a.describe() for a in acts(s)]
    assert words[0] == "Blue stays behind at 4,0"
    assert all(w.startswith("Blue rides along to square") for w in words[1:])


def test_doors_and_walls_name_the_spaces_they_separate():
    s = exp("generalist")
    place_ff(s, 0, 3, 2, ap=4)
    door = find(s, "door", edge="3,2,E")
    assert door.text == "Open the door between 32 and 33"
    place_ff(s, 0, 2, 3, ap=4)
    chop = find(s, "chop", edge="2,3,S")
    assert chop.text.startswith("Chop the wall between 23 and 33")
    assert chop.text.endswith("(1st damage marker)")


def test_the_log_says_when_the_house_collapses():
    s = exp("generalist")
    place_ff(s, 0, 0, 0)
    s.damage = 23
    put(s, "fire", (3, 4))
    dice(s, 3, 4)
    s.apply(find(s, "end_turn"))
    assert s.is_over and "the house collapses!" in " ".join(s.messages())
    assert s.outcome.reason == "The house collapsed (24 damage markers placed)."


def test_no_ap_left_says_end_the_turn():
    s = exp("generalist")
    place_ff(s, 0, 0, 0, ap=0)
    assert s.phase == "Red (Generalist): no AP left — end the turn"
    s.firefighters[0].ap = 3
    assert s.phase == "Red (Generalist): take actions (3 AP), then end the turn"
    assert s.fire[at(s, 3, 4)] == 0  # (a hand-set position: nothing burns here)
    assert Action.make(0, "end_turn").key() in {a.key() for a in s.legal_actions()}


def test_long_step_lists_are_paged():
    from boardgames_desktop.games.flashpoint.view.fire_view import pages

    assert pages([20.0] * 5, 2, 100.0) == [[0, 1, 2, 3, 4]]
    book = pages([40.0] * 12, 2, 100.0)  # 2 lines a column, 2 columns a page
    assert book == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
    assert pages([150.0, 10.0], 1, 100.0) == [[0], [1]]  # an overlong line gets a page alone
