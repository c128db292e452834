"""What a choice says it gives, and that the log does not repeat it (session 9's full
mutation sweep): the Gear a recall promises when the supply runs low, the Dragon Knight's
extra tracks beside the one printed on the Garrison card."""

from __future__ import annotations

from .helpers import fresh, pick, wardens_party_at_the_mountain

ME = 0


def guild_claim(gear_in_supply: int) -> object:
    """Red's Party on the Heroes' Guild's space 2 claims, the supply holding this much Gear."""
    return fresh(3, position={"first": ME, "phase": {"stage": "reward"},
                              "supply": {"gear": gear_in_supply},
                              "parties": {"guild": [None, {"seat": ME, "grunt": 2}, None,
                                                    None, None]}})


def recall_text(state) -> str:
    state.forget_listing()
    return next(a.describe() for a in state.legal_actions() if a.kind == "pass")


def test_a_recall_promises_two_gear_or_what_the_supply_still_has():
    """Recalling a Party instead of claiming gains 2 Gear — fewer when the supply has
    fewer, and the choice says so."""
    stem = "Take no card: recall the Party from Heroes' Guild 2"
    assert recall_text(guild_claim(20)) == f"{stem} (+2 Gear)"
    assert recall_text(guild_claim(1)) == f"{stem} (+1 Gear)"
    assert recall_text(guild_claim(0)) == f"{stem} (no Gear left in the supply)"


def test_a_chosen_recall_is_logged_once_as_the_choice_said_it():
    state = guild_claim(1)
    pick(state, "pass")
    lines = [m for m in state.messages() if "recall" in m]
    assert lines == ["Red: Take no card: recall the Party from Heroes' Guild 2 (+1 Gear)"]
    assert state.boards[ME].gear == 2 + 1


def test_the_dragon_knight_names_the_printed_track_and_its_extra_choices():
    """A completed Garrison card advances the track it shows; the Dragon Knight may advance
    another track instead, and the choices say which is which."""
    state = fresh(3, position={"turn": ME})
    state.flow.ask(ME, "knight", track="speed")
    state.resume()
    state.forget_listing()
    assert [a.describe() for a in state.legal_actions()] == [
        "Garrison completed: advance Strength (Dragon Knight)",
        "Garrison completed: advance Senses (Dragon Knight)",
        "Garrison completed: advance Speed (as printed)"]


def test_a_party_that_claimed_is_marked_so_while_the_others_at_its_location_claim():
    """Larger Parties claim first: Red's Party of 3 claims a Hero, then Blue's Party of 2 is
    asked — and the table every seat sees marks Red's Party as having claimed, not Blue's."""
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"}, "parties": {
        "guild": [None, {"seat": 1, "grunt": 2}, {"seat": ME, "grunt": 3}, None, None]}})
    assert state.prompt.kind == "claim" and state.prompt.seat == ME
    pick(state, "claim", card=state.offer["guild"][0])
    assert state.prompt.kind == "claim" and state.prompt.seat == 1
    for seat in (ME, 1, 2):
        spaces = state.view(seat)["table"]["spaces"]["guild"]
        assert spaces[2]["claimed"] and not spaces[1]["claimed"]


def test_a_party_climbing_the_mountain_has_not_yet_claimed_on_its_new_level():
    """A Party with Wardens claims on the bottom level, climbs onto a Warden space and claims
    again on the middle and the top level: each time it is asked, the table shows it has not
    claimed there yet; once it claimed on the top, it has."""
    state = wardens_party_at_the_mountain(ME)
    for level in ("bottom", "middle", "top"):
        assert state.prompt.kind == "mclaim" and state.prompt["level"] == level
        if level != "bottom":
            assert not state.view(ME)["table"]["warden_spaces"][0]["claimed"], level
        state.forget_listing()
        state.apply(next(a for a in state.legal_actions() if a.kind == "mclaim"))
    assert state.view(ME)["table"]["warden_spaces"][0]["claimed"]


def test_a_chosen_recall_from_the_mountain_is_logged_once_as_the_choice_said_it():
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"},
                               "supply": {"gear": 1},
                               "parties": {"mountain": [None, {"seat": ME, "grunt": 2}, None,
                                                        None, None]}})
    assert state.prompt.kind == "mclaim"
    pick(state, "pass")
    lines = [m for m in state.messages() if "recall" in m]
    assert lines == ["Red: Take no card: recall the Party from Mountain 2 (+1 Gear)"]
