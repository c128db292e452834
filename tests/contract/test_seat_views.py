"""``state.view(seat)``: plain data of what a seat may see, with every hidden thing absent.

Each test lays out a position where something hidden exists and checks that the view does
not carry it (and that it does carry what the table shows), in the rulebooks' terms.
"""

from __future__ import annotations

import json
import random

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_steps


def _text(view: dict) -> str:
    return json.dumps(view)


def _poi_position(experienced: bool = False) -> dict:
    position = {"pois": [{"at": "2,3", "kind": "victim"},
                         {"at": "3,5", "kind": "false_alarm"},
                         {"at": "4,4", "kind": "victim", "revealed": True}],
                "poi_pool": ["false_alarm", "victim"],
                "firefighters": [{"at": "0,1"}, {"at": "0,2"}]}
    if experienced:
        position.update(engine="left-engine", ambulance="left-ambulance")
        for ff, role in zip(position["firefighters"], ("paramedic", "generalist")):
            ff["specialist"] = role
    return {"position": position}


def test_a_face_down_poi_shows_only_that_it_is_a_poi() -> None:
    state = new_game("flashpoint", "family", 2, 4, {"scenario": _poi_position()})
    for seat in (None, 0, 1):
        pois = state.view(seat)["table"]["pois"]
        assert [p["kind"] for p in pois] == ["poi", "poi", "victim"]
        assert [p["revealed"] for p in pois] == [False, False, True]


def test_the_flashpoint_pool_and_decks_are_counts() -> None:
    state = new_game("flashpoint", "experienced", 2, 4,
                     {"tragic_events": True, "scenario": _poi_position(True)})
    seen = state.view(0)
    assert seen["table"]["poi_pool"] == 2
    assert seen["piles"]["poi_pool"] == 2
    assert seen["table"]["fire_deck"] == len(state.fire_deck) > 0
    assert seen["table"]["event_deck"] == len(state.event_deck) > 0
    assert seen["piles"]["event_on_top"] is None
    assert not any(card in _text(seen["table"]) for card in state.event_deck
                   if card not in state.event_discard and card != state.last_event)


def test_an_event_the_strategist_peeked_at_stays_visible_on_top() -> None:
    state = new_game("flashpoint", "experienced", 2, 4, {"tragic_events": True})
    top = state.event_deck[0]
    state.peeked_event = top
    assert state.view(1)["piles"]["event_on_top"] == top


def test_emberheart_face_down_decks_show_their_size_only() -> None:
    state = new_game("emberheart", "standard", 2, 1)
    decks = state.view(0)["table"]["decks"]
    assert decks["heroes"] == len(state.decks["heroes"]) == 24
    assert decks["tavern"] == len(state.decks["tavern"])
    # the Garrison lies face up, sorted by Glory (rulebook, setup step 6): shown card by card
    assert decks["garrison_red"] == state.decks["garrison_red"]
    hidden_cards = state.decks["tavern"] + state.decks["captive"] + state.decks["preserves"]
    text = _text(state.view(1))
    assert not [c for c in hidden_cards if f'"{c}"' in text]
    # the cards in the offer are face up
    assert all(f'"{c}"' in text for c in state.offer["tavern"] if c)


def test_brigade_undrawn_event_deck_order_is_absent() -> None:
    state = new_game("brigade", "3v1", 3, 2)
    seen = state.view(1)  # a Warden seat
    assert seen["board"]["decks"]["events"]["left"] == len(state.events.cards)
    assert seen["table"]["events"] == seen["board"]["decks"]["events"]
    undrawn = set(state.events.cards) - set(state.events.discards)
    assert not [c for c in undrawn if f'"{c}"' in _text(seen)]


def test_the_pyromancers_board_is_open_to_a_warden() -> None:
    """The rulebook keeps nothing of the Pyromancer secret (no hand, no hidden plan): a
    Warden sees its Mana, tracks and place, exactly as the Pyromancer does."""
    state = new_game("brigade", "3v1", 3, 2)
    state.pyro.mana = 5
    warden, pyromancer = state.view(1), state.view(0)
    assert warden["board"]["pyromancer"]["mana"] == 5
    assert {k: v for k, v in warden.items() if k != "seat"} == \
        {k: v for k, v in pyromancer.items() if k != "seat"}


def test_chapter_2_eggs_show_only_where_they_are_known() -> None:
    state = new_game("brigade", "campaign", 2, 1, {"chapter": 2})
    eggs = list(state.egg_cells)
    state.peeked = {eggs[0]: True}
    seen = state.view(0)["board"]["eggs"]
    assert seen == {"known": [eggs[0]], "hidden": len(eggs) - 1}
    assert state.view(1)["table"]["egg_cells"] == seen
    assert not [c for c in eggs[1:] if c in seen["known"]]


def test_chapter_4_phoenix_cards_are_face_down_for_everyone() -> None:
    state = new_game("brigade", "campaign", 2, 1, {"chapter": 4})
    cards = [state.events.cards[0], None]
    state.phoenix_cards = cards
    for seat in (None, 0, 1):
        seen = state.view(seat)
        assert seen["board"]["phoenix_cards"] == [True, False]
        assert seen["table"]["phoenix_cards"] == [True, False]
        assert f'"{cards[0]}"' not in _text(seen)


def test_views_name_the_seat_and_the_mode_capabilities() -> None:
    state = new_game("brigade", "solo", 1, 3)
    seen = state.view(0)
    assert seen["seat"] == 0 and seen["game"] == "brigade" and seen["mode"] == "solo"
    assert seen["capabilities"]["solo"] is True and seen["capabilities"]["pyromancer"] is False
    assert seen["board"]["pieces"]["blaze"] == state.blaze_cell
    assert seen["board"]["pieces"]["pyromancer"] is None
    assert state.view(None)["seat"] is None


def test_no_view_carries_the_seed_that_foretells_the_decks() -> None:
    """The seed and the moves made replay every shuffle and roll to come, so a seat that
    saw it would know the face-down decks; ``determinized`` keeps the seed, so the
    resampling check below cannot notice it."""
    for game, mode, players in (("flashpoint", "family", 2), ("emberheart", "standard", 2),
                                ("brigade", "coop", 2)):
        state = new_game(game, mode, players, 424242)
        for seat in (0, None):
            assert "424242" not in _text(state.view(seat)), (game, seat)


def test_a_view_never_changes_when_the_hidden_part_is_resampled() -> None:
    """The definition of no leak, on a few played positions of each game."""
    for game, mode, players, options in (("flashpoint", "experienced", 3,
                                          {"tragic_events": True}),
                                         ("emberheart", "standard", 3, {}),
                                         ("brigade", "campaign", 2, {"chapter": 4})):
        state = new_game(game, mode, players, 9, options)
        checked = 0
        for _part in range(4):
            random_steps(state, 9, 15)
            for seat in range(players):
                seen = state.view(seat)
                for k in range(3):
                    assert state.determinized(seat, random.Random(k)).view(seat) == seen
                checked += 1
        assert checked == 4 * players


def test_a_recruits_crew_cards_are_seen_by_the_recruiting_seat_only() -> None:
    state = new_game("brigade", "competitive", 2, 5)
    random_steps(state, 5, 20)  # past the set-up: every seat runs its Warden
    chooser = state.active_players[0]
    warden = next(w for w in state.wardens if w.seat == chooser)
    offered = state.crew_deck.cards[:2]
    state.ask(chooser, "recruit", "choose", warden=warden.index, cards=list(offered))
    state.forget_listing()
    other = 1 - chooser
    assert state.view(chooser)["table"]["pending"]["cards"] == offered
    assert state.view(other)["table"]["pending"]["cards"] == 2
    assert not [c for c in offered if f'"{c}"' in _text(state.view(other))]
    assert state.view(None)["table"]["pending"]["cards"] == 2
    # the other seat imagines any two crew cards there; its view stays the same
    for k in range(3):
        assert state.determinized(other, random.Random(k)).view(other) == state.view(other)
