"""Clicks refused while a question is open (session 9's full mutation sweep): the Mountain's
claims (a card elsewhere, on another level, costing a Warden the Party lacks), a track
question (another seat's track, a marker at its top), a Raid card or Warden space clicked
by the wrong seat, a Hero that no Dragon of its owner fits.  Each sentence and the kind of
move it names are checked word for word; the target is checked not to be legal first."""

from __future__ import annotations

from typing import Any

from .helpers import card_id, fresh, refused
from .test_skills import b_game

ME = 0


def mountain_claim(space: int = 2, wardens: int = 0) -> Any:
    """Red's Party on Mountain space ``space`` claims on the bottom level (Crag Drake, Lava
    Crawler (costs a Warden), Smoke Glider there; Magma Drake and Flare Wyrm in the
    middle)."""
    parties: list[Any] = [None] * 5
    parties[space - 1] = {"seat": ME, "grunt": space - wardens, "warden": wardens}
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"},
                               "mountain": {"bottom": ["M01", "M03", "M05"],
                                            "middle": ["M16", "M17"], "top": ["M26"]},
                               "parties": {"mountain": parties}})
    assert state.prompt.kind == "mclaim" and state.prompt["level"] == "bottom"
    assert state.prompt["space"] == space
    return state


def test_a_mountain_claim_refuses_a_card_the_party_cannot_take_and_says_why():
    state = mountain_claim()
    refused(state, "card:M03", ME, "Lava Crawler costs a Warden and Red's Party has none "
            "left.", "mclaim")
    refused(state, "card:M16", ME, "Magma Drake is on the middle level; Red's Party claims "
            "on the bottom level now.", "mclaim")
    hero = state.offer["guild"][0]
    refused(state, f"card:{hero}", ME, f"Now Red's Party claims on the Mountain's bottom "
            f"level; {state.card(hero).name} is at the Heroes' Guild.", "mclaim")


def test_a_mountain_claim_names_a_bards_draw_as_where_the_card_is():
    state = mountain_claim()
    hero = state.decks["heroes"][0]
    state.bard_cards = [[hero, 1]]
    refused(state, f"card:{hero}", ME, f"Now Red's Party claims on the Mountain's bottom "
            f"level; {state.card(hero).name} is at a Bard's draw.", "mclaim")


def test_the_warden_cost_is_read_from_the_claiming_partys_own_space():
    """The Party on space 3 has one Warden: Lava Crawler is claimable (offered), and the
    sentence about lacking a Warden is not given; on space 2 without Wardens it is."""
    state = mountain_claim(space=3, wardens=1)
    state.forget_listing()
    assert "card:M03" in {a.target for a in state.legal_actions()}
    poor = mountain_claim(space=5, wardens=0)
    refused(poor, "card:M03", ME, "Lava Crawler costs a Warden and Red's Party has none "
            "left.", "mclaim")


def test_warden_spaces_wait_while_the_bottom_level_claims():
    state = mountain_claim()
    refused(state, "warden:1", ME, "Warden space 1 is used while the Mountain resolves. First "
            "answer the open question — Red: claim a Mountain Dragon or leave the Mountain.",
            "order")


def test_a_warden_space_waits_while_another_warden_space_claims_above():
    """Two Parties climb with a Warden each; the one on Warden space 1 claims on the
    middle level first, so Warden space 2 waits its turn."""
    state = fresh(3, position={"first": ME, "phase": {"stage": "reward"},
                               "mountain": {"bottom": ["M01", "M05", "M06"],
                                            "middle": ["M16", "M20"], "top": ["M26"]},
                               "parties": {"mountain": [
                                   None, None, {"seat": ME, "grunt": 1, "warden": 2},
                                   {"seat": 1, "grunt": 3, "warden": 1}, None]}})
    while state.prompt.kind == "mclaim" and state.prompt["level"] == "bottom":
        state.forget_listing()
        state.apply(next(a for a in state.legal_actions() if a.kind == "mclaim"))
    assert state.prompt.kind == "mclaim" and state.prompt["level"] == "middle"
    assert state.prompt["index"] == 0 and state.prompt.seat == ME
    refused(state, "warden:2", ME, "Now the Party on Warden space 1 claims; Warden space 2 "
            "waits its turn.", "mclaim")


def test_a_track_question_refuses_another_seats_track_and_a_marker_at_its_top():
    """The Drillmaster asks about Speed; Red's own Strength is "not one of the choices" below
    the top (7) and "already at the top" at 7; Blue's track belongs to Blue."""
    state, p, pb = b_game("drill")
    pb.gear = 1
    pb.tracks["speed"] = 3
    state.flow.ask(p, "drill", track="speed")
    state.resume()
    assert state.prompt.kind == "drill" and state.prompt.seat == p
    me, other = state.player_name(p), state.player_name((p + 1) % 4)
    pb.tracks["strength"] = 7
    refused(state, f"track:{p}:strength", p, f"{me}'s Strength marker is already at the top.",
            "drill")
    pb.tracks["strength"] = 6
    question = state.prompt_text(state.prompt)
    end = "" if question.endswith(("?", ".", "!")) else "."
    refused(state, f"track:{p}:strength", p, "Strength is not one of the choices. First "
            f"answer the open question — {question}{end}", "drill")
    refused(state, f"track:{(p + 1) % 4}:senses", p, f"That is {other}'s Senses track: now "
            f"{me} chooses a track on their own board.", "drill")


def test_a_raid_card_or_warden_space_clicked_by_the_wrong_seat_names_the_move_asked():
    """Off turn, a Raid card is the Defender's move and a Warden space the Survivalist's
    order; while another seat's question is open, the question's own kind."""
    state = fresh(3, position={"turn": ME})
    raid = state.raids[0]
    refused(state, f"raid:{raid}", 1, "It is Red's turn, not Blue's.", "defender")
    refused(state, "warden:1", 1, "It is Red's turn, not Blue's.", "order")
    state.flow.ask(1, "paragon")  # Blue's question before the round's first turn
    state.resume()
    assert state.prompt.kind == "paragon" and state.prompt.seat == 1
    text = f"Not your decision: {state.prompt_text(state.prompt)}."
    refused(state, f"raid:{raid}", ME, text, "paragon")
    refused(state, "warden:1", ME, text, "paragon")


def test_a_hero_no_dragon_fits_says_which_colour_it_needs():
    """Red holds a red Dragon that fits a red Hero, and a blue Hero: clicking the blue Hero
    says it needs a free blue (or Exotic) Dragon, though another Hero could take one."""
    state = fresh(3, position={"turn": ME, "boards": [{
        "heroes": ["H-paragon", "H-merchant"], "dragons": [card_id(fresh(3), "Cinder Pup")]}]})
    assert state.card("H-paragon").color == "red" and state.card("H-merchant").color == "blue"
    refused(state, "card:H-merchant", ME, "To attach a Dragon to Merchant you need a free blue "
            "or Exotic Dragon; Red has none.", "attach")
