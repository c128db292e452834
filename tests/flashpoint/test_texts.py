"""What a newcomer reads: decisions name who decides and what the choice means, the log tells
the story (rolls with their space, why a space exploded, the end of the game), and the
Advance Fire list pages instead of growing without end."""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .helpers import acts, advance, at, dice, find, fresh_house


def experienced(*firefighters, players=1, tragic=False, **position):
    """The Experienced game in a fresh house (``fresh_house``); with ``tragic``, Tragic
    Events with no Event card to come."""
    if tragic:
        position = {"event_deck": [], **position}
    return fresh_house("experienced", *firefighters, players=players,
                       options={"tragic_events": tragic}, **position)


def suppress_pending():
    s = experienced(("0,0", "generalist"), ("7,9", "suppression", 2), players=2, tragic=True,
                    fire=["3,4"])
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
    s = experienced(("0,0", "generalist"), ("7,9", "suppression", 2), players=2, tragic=True,
                    fire=["3,4"])
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
    s = experienced(("3,5", "generalist"), ("0,0", "paramedic"), players=2, fire=["3,4"])
    dice(s, 3, 4)  # the blast east sets 35 alight: Red is knocked down
    advance(s)
    assert s.decision.kind == "knockdown"
    assert s.phase.startswith("Red (Generalist) is knocked down by the fire at 35")
    choice = acts(s)[0].describe()
    assert choice.startswith("Red recovers at the ambulance on the left side, square")


def test_ride_along_is_asked_in_words():
    s = experienced(("3,0", "generalist", 4), ("4,0", "paramedic"),  # both on the
                    players=2)                                         # ambulance (left)
    drive = next(a for a in acts(s, "drive") if a["vehicle"] == "ambulance")
    s.apply(drive)
    assert s.decision.kind == "ride"
    assert "does Blue (Paramedic) ride along (free) or stay?" in s.phase
    words = [a.describe() for a in acts(s)]
    assert words[0] == "Blue stays behind at 4,0"
    assert all(w.startswith("Blue rides along to square") for w in words[1:])


def test_doors_and_walls_name_the_spaces_they_separate():
    s = experienced(("3,2", "generalist", 4))
    door = find(s, "door", edge="3,2,E")
    assert door.text == "Open the door between 32 and 33"
    s = experienced(("2,3", "generalist", 4))
    chop = find(s, "chop", edge="2,3,S")
    assert chop.text.startswith("Chop the wall between 23 and 33")
    assert chop.text.endswith("(1st damage marker)")


def test_the_log_says_when_the_house_collapses():
    s = experienced(("0,0", "generalist"), damage=23, fire=["3,4"])
    dice(s, 3, 4)
    s.apply(find(s, "end_turn"))
    assert s.is_over and "the house collapses!" in " ".join(s.messages())
    assert s.outcome.reason == "The house collapsed (24 damage markers placed)."


def test_no_ap_left_says_end_the_turn():
    s = experienced(("0,0", "generalist", 0))
    assert s.phase == "Red (Generalist): no AP left — end the turn"
    s = experienced(("0,0", "generalist", 3))
    assert s.phase == "Red (Generalist): take actions (3 AP), then end the turn"
    assert s.fire[at(s, 3, 4)] == 0  # (a hand-set position: nothing burns here)
    assert Action.make(0, "end_turn").key() in {a.key() for a in s.legal_actions()}


def test_long_step_lists_are_paged():
    from boardgames_desktop.games.flashpoint.view.fire_view import pages

    assert pages([20.0] * 5, 2, 100.0) == [[0, 1, 2, 3, 4]]
    book = pages([40.0] * 12, 2, 100.0)  # 2 lines a column, 2 columns a page
    assert book == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
    assert pages([150.0, 10.0], 1, 100.0) == [[0], [1]]  # an overlong line gets a page alone
