"""What a newcomer reads: the status line names who must do what, Party choices are short and
scannable, and the game log tells each event once."""

from __future__ import annotations

import random

from boardgames_desktop.rules import new_game

from .helpers import card_id, clear_board, fresh, pick, set_party, start_reward

ASTRID, BRANDON, HELGA = 0, 1, 2
NO_HIRE = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}


def space_choices(state, loc, n):
    state.forget_listing()  # tests set positions by hand
    return [a for a in state.legal_actions() if a.target == f"space:{loc}:{n}"]


def test_astrid_party_choices_say_what_the_companion_brings():
    """The rulebook's Astrid example, as the chooser shows it after a click on Tavern 3."""
    state = fresh(3, position={"turn": ASTRID, "boards": [{
        "tracks": {"strength": 1, "senses": 3, "speed": 4},
        "hire": {"grunt": 3, "scout": 1, "ranger": 0, "warden": 0}, "gear": 0, "flame": 5}]})
    clear_board(state)
    texts = [a.describe() for a in space_choices(state, "tavern", 3)]
    assert texts == [
        "3 Grunts → Tavern 3",
        "2 Grunts + 1 Scout → Tavern 3",
        "2 Grunts + Companion (counts as 1; Senses +2 Gear; Speed: Flame −2) "
        "→ Tavern 3",
        "1 Grunt + 1 Scout + Companion (counts as 1; Senses +2 Gear; Speed: "
        "Flame −2) → Tavern 3",
        "3 Grunts + Companion (Senses +2 Gear; Speed: Flame −2) → Tavern 3",
        "2 Grunts + 1 Scout + Companion (Senses +2 Gear; Speed: Flame −2) → Tavern 3",
    ]
    # once a Party is at the Tavern, Speed no longer applies there: the text says so
    set_party(state, "tavern", 1, HELGA, grunt=1)
    texts = [a.text for a in space_choices(state, "tavern", 3) if a["companion"]]
    assert all("Speed" not in t and "Senses +2 Gear" in t for t in texts)


def test_a_party_is_logged_once_in_the_words_of_the_choice():
    state = fresh(3, position={"turn": ASTRID})
    clear_board(state)
    pick(state, "party", loc="mountain", space=2, grunt=2, expert=0, companion=False)
    lines = state.messages()
    assert lines[-1] == f"{state.player_name(ASTRID)}: 2 Grunts → Mountain 2"


def test_status_line_tells_who_must_do_what():
    state = fresh(3)
    name = state.player_name(state.turn)
    assert state.phase == (f"Round 1 — Action phase · {name}: send a Party (click a numbered "
                           "space), use the Warehouse or the Firestation, or take an Aide")
    # once the last Aide is gone, the turn says it is the last one and offers no Aide
    state = fresh(3, position={"aides": dict.fromkeys(state.aides, 1)})
    assert state.task_text() == (f"{name}: send a Party (click a numbered space) or use the "
                                 "Warehouse or the Firestation (the last Aide is taken: this "
                                 "is your final turn this round)")
    # a claim names the Party and both ways to answer
    clear_board(state)
    set_party(state, "tavern", 4, HELGA, grunt=4)
    start_reward(state, {"leader": ASTRID, "defender": ASTRID, "healer": ASTRID,
                         "survivalist": BRANDON})
    helga = state.player_name(HELGA)
    assert state.phase == (
        f"Round 1 — Reward phase (Tavern) · {helga}: claim a card for your Party on Tavern "
        "space 4, or recall the Party (+2 Gear)")


def test_survivalist_question_explains_the_tie():
    state = fresh(3, position={"boards": [{"hire": NO_HIRE}] * 3})
    clear_board(state)
    set_party(state, "mountain", 2, ASTRID, warden=2)
    set_party(state, "mountain", 3, HELGA, grunt=1, warden=2)
    start_reward(state, {"leader": ASTRID, "defender": ASTRID, "healer": ASTRID,
                         "survivalist": BRANDON})
    for _ in range(2):  # both take a bottom Dragon that costs no Warden, if any
        cheap = [a for a in state.legal_actions() if a.kind == "mclaim"
                 and not state.card(a["card"]).warden]
        pick(state, "mclaim", card=cheap[0]["card"]) if cheap else pick(state, "pass")
        while state.prompt and state.prompt.kind == "attach_now":
            pick(state, "pass")
    assert state.prompt.kind == "order" and state.prompt.seat == BRANDON
    assert "tie with 2 Wardens" in state.phase
    assert "click Warden space 1 and choose whose Party goes there" in state.phase
    texts = sorted(a.text for a in state.legal_actions() if a.kind == "order")
    assert texts == sorted(f"Survivalist: {state.player_name(p)}'s Party (2 Wardens) goes "
                           "on Warden space 1" for p in (ASTRID, HELGA))


def test_every_status_line_names_the_player_who_acts():
    """In random games, whenever someone must act, the status line names them."""
    for seed in range(6):
        state = new_game("emberheart", "standard", 2 + seed % 3, seed,
                         {"side": "AB"[seed % 2]})
        rng = random.Random(seed)
        while not state.is_over:
            who = state.active_players
            assert len(who) == 1
            task = state.phase.split(" · ", 1)[1]
            assert task.startswith(f"{state.player_name(who[0])}: "), state.phase
            state.apply(rng.choice(state.legal_actions()))
        assert state.phase.endswith("see the End Game Scoring table")


def test_choices_on_one_place_read_differently():
    """The chooser never shows two identical lines for one click."""
    for seed in range(4):
        state = new_game("emberheart", "standard", 4, seed, {"side": "AB"[seed % 2]})
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            by_target: dict[str, list[str]] = {}
            for a in legal:
                by_target.setdefault(a.target or "", []).append(a.describe())
            for target, texts in by_target.items():
                assert len(texts) == len(set(texts)), (target, texts)
            state.apply(rng.choice(legal))


def test_raid_card_reads_as_a_sentence():
    state = fresh(3)
    forge = card_id(state, "Smashed Forge")
    assert state.card_label(forge) == ("Smashed Forge (discard 1 Grunt for every 2 steps of "
                                       "your highest Attribute marker)")


def test_mountain_questions_say_what_each_level_costs():
    state = fresh(3, position={"boards": [{"hire": NO_HIRE}] * 3})
    clear_board(state)
    set_party(state, "mountain", 3, ASTRID, warden=3)
    start_reward(state, {"leader": ASTRID, "defender": ASTRID, "healer": ASTRID,
                         "survivalist": BRANDON})
    tasks = []
    while state.prompt and state.prompt.kind == "mclaim":
        tasks.append(state.task_text().split(": ", 1)[1])
        free = [a for a in state.legal_actions()
                if a.kind == "mclaim" and not state.card(a["card"]).warden]
        pick(state, "mclaim", card=free[0]["card"])
        while state.prompt and state.prompt.kind == "attach_now":
            pick(state, "pass")
    assert tasks == [
        "claim a bottom-level Dragon for your Party on Mountain space 3, or recall the Party "
        "(+2 Gear)",
        "your Party on Warden space 1 (3 Wardens) may claim a middle-level Dragon (the level "
        "costs 1 more Warden), or leave the Mountain (no Gear)",
        "your Party on Warden space 1 (2 Wardens) may claim a top-level Dragon (the level "
        "costs 1 more Warden and +1 Flame, and gives an Attribute step), or leave the "
        "Mountain (no Gear)",
    ]
    assert state.prompt.kind == "peak"
    assert "Top of the Mountain: click the Attribute track" in state.phase
