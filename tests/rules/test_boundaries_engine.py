"""The edges of the shared engine read line by line: the log and undo, chance, decks, the
replay short cut, the save header, the registry, seat names, views, plain copies, grids,
tracks and supplies, and which shared records are immutable.

Each test sets its values by hand from what the rules promise (a die shows 1..sides, a track
never leaves its ends, a save of 16 app moves is replayed without listing) and names the edge
it stands on.
"""

from __future__ import annotations

import dataclasses
import enum
import json

import pytest

from boardgames_desktop.rules import Action, IllegalAction, SaveError, load_game, new_game
from boardgames_desktop.rules.components import Supply, Track
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.grid import SquareGrid, direction_between, step
from boardgames_desktop.rules.rng import SeededRNG
from boardgames_desktop.rules.seat_names import SeatNames

from .toy_game import PigState


# ----- the log: chance and hand-offs ----------------------------------------------------------
def pig(players: int = 2, seed: int = 1) -> PigState:
    return PigState("standard", players, seed, {})


def act(state, kind: str) -> None:
    state.apply(next(a for a in state.legal_actions() if a.kind == kind))


def test_a_note_is_neither_chance_nor_a_hand_off_and_may_be_undone():
    state = pig()
    act(state, "note")
    entry = state.log[-1]
    assert (entry.chance, entry.hand_off, entry.undo_barrier) == (False, False, False)
    assert state.undoable_steps() == 1
    assert state.undo().kind == "note" and state.log == []


def test_banking_passes_the_turn_to_another_seat_a_hand_off_undo_stops_at():
    state = pig()
    act(state, "note")
    act(state, "bank")
    entry = state.log[-1]
    assert (entry.chance, entry.hand_off, entry.undo_barrier) == (False, True, True)
    assert state.undoable_steps() == 0
    with pytest.raises(IllegalAction) as caught:
        state.undo()
    assert str(caught.value) == "You cannot undo once the turn has passed on."


def test_a_roll_is_chance_and_a_barrier_even_when_the_turn_stays():
    state = pig(seed=3)
    act(state, "roll")
    for _ in range(20):  # a 1 passes the turn: roll again until a roll that keeps it
        if not state.log[-1].hand_off:
            break
        act(state, "roll")
    entry = state.log[-1]
    assert (entry.chance, entry.hand_off, entry.undo_barrier) == (True, False, True)
    with pytest.raises(IllegalAction) as caught:
        state.undo()
    assert str(caught.value) == "You cannot undo past a die roll, a shuffle or a revealed card."


def test_the_move_that_ends_the_game_is_a_hand_off():
    state = pig()
    state.turn_total = 25
    state.forget_listing()
    act(state, "bank")
    assert state.is_over and state.log[-1].hand_off and state.undoable_steps() == 0
    with pytest.raises(IllegalAction, match="The game is over."):
        state.apply(Action.make(0, "roll", "Roll"))


def test_nothing_to_undo_in_a_new_game():
    with pytest.raises(IllegalAction, match="There is nothing to undo."):
        pig().undo()


def test_undoable_steps_count_back_to_the_last_barrier():
    state = pig()
    act(state, "note")
    act(state, "bank")  # barrier
    act(state, "note")
    act(state, "note")
    assert state.undoable_steps() == 2


# ----- results and outcomes -------------------------------------------------------------------
def test_the_results_headline_names_one_two_or_three_winners():
    from boardgames_desktop.rules.state import Outcome

    for winners, headline in [((1,), "Ben won."), ((0, 2), "Ada and Cy won."),
                              ((0, 1, 2), "Ada, Ben and Cy won."), ((), "Nobody won.")]:
        class Ended(PigState):
            outcome = Outcome(winners, "the end")

        assert Ended("standard", 3, 1, {}).results(["Ada", "Ben", "Cy"]).headline == headline


def test_results_name_seats_without_a_typed_name_by_the_game():
    state = pig(2)
    state.scores = [21, 3]
    results = state.results(["Ada"])
    assert results.headline == "Ada won."
    assert results.tables[0].rows == (("Ada", 21), ("Player 2", 3))
    assert results.cooperative is False


def test_results_and_outcomes_are_immutable_and_competitive_unless_said():
    from boardgames_desktop.rules.results import Results
    from boardgames_desktop.rules.state import Outcome

    results = Results("Ada won.", "most points")
    assert results.cooperative is False and results.winners == () and results.tables == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        results.headline = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Outcome((0,), "x").reason = "y"  # type: ignore[misc]


# ----- chance ---------------------------------------------------------------------------------
def test_a_copy_of_an_rng_draws_the_same_numbers_without_moving_the_original():
    rng = SeededRNG(9)
    rng.roll()
    twin = rng.copy()
    first = [twin.roll(20) for _ in range(5)]
    assert [rng.roll(20) for _ in range(5)] == first
    again = SeededRNG(9)
    again.roll()
    assert again.copy().roll(20) == first[0]
    assert twin.events == rng.events == 6


def test_a_one_sided_die_shows_one_and_a_big_die_reaches_its_top():
    rng = SeededRNG(2)
    assert {rng.roll(1) for _ in range(5)} == {1}
    assert max(rng.roll(3) for _ in range(100)) == 3


def test_an_rng_pickles_with_its_position():
    import pickle

    rng = SeededRNG(4)
    rng.roll()
    copy = pickle.loads(pickle.dumps(rng))
    assert copy.events == 1 and copy.roll(100) == rng.roll(100)


# ----- decks ----------------------------------------------------------------------------------
def test_a_deck_knows_when_it_is_empty():
    deck = Deck(SeededRNG(1), ["a"])
    assert deck.is_empty is False and len(deck) == 1
    deck.draw()
    assert deck.is_empty is True and len(deck) == 0


def test_a_deck_is_not_shuffled_unless_asked():
    rng = SeededRNG(1)
    cards = list(range(20))
    assert Deck(rng, cards).cards == cards and rng.events == 0
    shuffled = Deck(rng, cards, shuffle=True)
    assert sorted(shuffled.cards) == cards and shuffled.cards != cards and rng.events == 1


def test_a_deck_reshuffles_its_discards_when_drawn_empty():
    rng = SeededRNG(1)
    deck = Deck(rng, ["a"], name="event deck")
    assert deck.draw_or_reshuffle() == "a"
    deck.discard("b")
    assert deck.top_discard == "b"
    assert deck.draw_or_reshuffle() == "b" and deck.discards == [] and deck.top_discard is None
    with pytest.raises(IllegalAction, match="The event deck is empty."):
        deck.draw_or_reshuffle()


def test_peeking_is_a_reveal_and_putting_back_goes_top_or_bottom():
    rng = SeededRNG(1)
    deck = Deck(rng, ["a", "b", "c"])
    assert deck.peek(2) == ["a", "b"] and rng.events == 1
    deck.put_top("z")
    deck.put_bottom("y")
    deck.remove("b")
    assert deck.cards == ["z", "a", "c", "y"]


# ----- scripted dice --------------------------------------------------------------------------
def test_scripted_dice_come_first_then_the_seeded_ones():
    from boardgames_desktop.rules.scenario import script_dice

    rng = SeededRNG(5)
    plain = SeededRNG(5)
    script_dice(rng, [2, 3])
    assert [rng.roll(), rng.roll()] == [2, 3]
    assert [rng.roll() for _ in range(4)] == [plain.roll() for _ in range(4)]
    assert rng.events == 6
    twin = rng.copy()
    assert type(twin).__name__ == "ScriptedRNG" and twin.used == 2


# ----- the replay short cut -------------------------------------------------------------------
@pytest.fixture
def signing_key():
    from boardgames_desktop.rules.replay import use_signing_key

    use_signing_key(b"k" * 32)
    yield
    use_signing_key(None)


def app_save(moves: int, **extra) -> str:
    from boardgames_desktop.rules.playout import random_steps
    from boardgames_desktop.rules.savefile import dump_state

    state = new_game("flashpoint", "family", 2, 7)
    assert random_steps(state, 7, moves) == moves
    return dump_state(state, position=True, **extra)


def listings_while_loading(monkeypatch, text: str) -> int:
    from boardgames_desktop.games.flashpoint.state import FlashPointState

    calls = []
    original = FlashPointState.find_legal
    monkeypatch.setattr(FlashPointState, "find_legal",
                        lambda self, action: calls.append(1) or original(self, action))
    load_game(text)
    return len(calls)


def test_an_app_save_of_16_moves_loads_without_listing_and_one_of_15_is_checked(
        monkeypatch, signing_key):
    assert listings_while_loading(monkeypatch, app_save(16)) == 0
    assert listings_while_loading(monkeypatch, app_save(15)) == 15


def test_a_position_digest_of_another_length_is_not_trusted(monkeypatch, signing_key):
    data = json.loads(app_save(16))
    assert len(data["position"]) == 64
    data["position"] = data["position"][:-1]
    assert listings_while_loading(monkeypatch, json.dumps(data)) == 16
    data["position"] = 7
    assert listings_while_loading(monkeypatch, json.dumps(data)) == 16


def test_a_save_records_the_position_only_when_asked_and_only_after_a_move(signing_key):
    from boardgames_desktop.rules.savefile import dump_state

    state = new_game("flashpoint", "family", 2, 7)
    assert "position" not in json.loads(dump_state(state, position=True))
    state.apply(state.legal_actions()[0])
    assert "position" not in json.loads(dump_state(state))
    assert "position" not in json.loads(state.to_json())
    assert len(json.loads(dump_state(state, position=True))["position"]) == 64


def test_a_fast_replay_that_meets_the_end_of_the_game_early_is_not_trusted():
    from boardgames_desktop.rules.replay import replay_fast

    state = pig()
    state.turn_total = 25
    state.forget_listing()
    bank = next(a for a in state.legal_actions() if a.kind == "bank")
    assert replay_fast(state, [bank, bank], "0" * 64) is False


def test_a_fast_replay_whose_move_fails_is_not_trusted():
    from boardgames_desktop.rules.replay import replay_fast

    assert replay_fast(pig(), [Action.make(0, "fly", "Fly")], "0" * 64) is False


def test_a_fast_replay_without_a_key_is_never_trusted():
    from boardgames_desktop.rules.replay import replay_fast, use_signing_key

    use_signing_key(None)
    note = next(a for a in pig().legal_actions() if a.kind == "note")
    assert replay_fast(pig(), [note], "0" * 64) is False


# ----- new games and the registry -------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 6])
def test_a_game_is_set_up_for_the_fewest_and_the_most_seats_of_its_mode(players):
    assert new_game("flashpoint", "family", players, 1).players == players


@pytest.mark.parametrize("players", [0, 7])
def test_a_game_for_one_seat_too_few_or_too_many_is_refused(players):
    with pytest.raises(ValueError) as caught:
        new_game("flashpoint", "family", players, 1)
    assert str(caught.value) == (
        f"Flash Point: Fire Rescue (Family game) is for 1–6 players, not {players}.")


def test_options_given_to_a_new_game_are_kept_over_the_defaults():
    state = new_game("flashpoint", "experienced", 2, 1, {"difficulty": "Heroic"})
    assert state.options["difficulty"] == "Heroic"
    assert state.options["tragic_events"] is False  # a default filled in


def test_a_mode_is_found_by_its_id_and_an_unknown_one_lists_the_modes():
    from boardgames_desktop.rules import game_info

    info = game_info("flashpoint")
    assert info.mode("experienced").title == "Experienced game"
    assert info.mode("family").title == "Family game"
    with pytest.raises(ValueError) as caught:
        info.mode("solo")
    assert str(caught.value) == (
        "Flash Point: Fire Rescue has no mode 'solo' (modes: family, experienced).")


def test_a_mode_lists_every_seat_count_from_its_fewest_to_its_most():
    from boardgames_desktop.rules.registry import ModeInfo

    assert ModeInfo("m", "M", 2, 4).player_counts == [2, 3, 4]
    assert ModeInfo("m", "M", 1, 1).player_counts == [1]


def test_an_option_applies_to_its_modes_and_its_seat_counts():
    from boardgames_desktop.rules.registry import OptionInfo

    everywhere = OptionInfo("a", "A", "bool", False)
    assert everywhere.applies_to("any") and everywhere.applies_to("any", 3)
    moded = OptionInfo("b", "B", "bool", False, modes=("coop",))
    assert moded.applies_to("coop") and not moded.applies_to("solo")
    assert not moded.applies_to("solo", 1)
    counted = OptionInfo("c", "C", "int", 1, low=1, high=3, players=(1, 2))
    assert counted.applies_to("x") and counted.applies_to("x", 2)
    assert not counted.applies_to("x", 3)


def test_an_option_requirement_judges_only_its_own_value():
    from boardgames_desktop.rules.registry import PLAYERS, OptionInfo, OptionRequirement

    option = OptionInfo("wardens", "W", "int", 3, low=1, high=3,
                        requires=(OptionRequirement(1, PLAYERS, (2,)),
                                  OptionRequirement(2, "size", ("big",))))
    assert option.accepts(1, 2, {}) and not option.accepts(1, 3, {})
    assert option.accepts(2, 3, {"size": "big"}) and not option.accepts(2, 3, {"size": "small"})
    assert option.accepts(3, 4, {})
    assert option.accepts(True, 4, {})  # True is not the number 1


def test_registry_records_are_immutable_and_their_repr_leaves_out_functions():
    from boardgames_desktop.rules import game_info
    from boardgames_desktop.rules.campaign import CampaignOption
    from boardgames_desktop.rules.reason import Reason
    from boardgames_desktop.rules.registry import ModeInfo, OptionInfo, OptionRequirement

    brigade = game_info("brigade")
    for record, field in [(brigade, "title"), (brigade.modes[0], "title"),
                          (brigade.options[0], "title"), (brigade.campaign, "title"),
                          (OptionRequirement(1, "x", (2,)), "needs"),
                          (CampaignOption("k", "K", 1, 1, 2), "low"), (Reason("no"), "text")]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, field, "changed")
    assert isinstance(brigade.options[0], OptionInfo) and isinstance(brigade.modes[0], ModeInfo)
    for text in (repr(brigade), repr(brigade.campaign)):
        assert "factory=" not in text and "new=" not in text and "load=" not in text
        assert " at 0x" not in text
    assert "campaign=" not in repr(brigade)
    assert "intro=" not in repr(brigade.campaign) and "carries=" not in repr(brigade.campaign)
    assert "debrief=" not in repr(brigade.campaign) and "ending=" not in repr(brigade.campaign)


def test_a_campaign_is_found_by_the_kind_its_files_carry():
    from boardgames_desktop.rules.campaign import campaign_by_kind, campaigns

    (brigade,) = campaigns()
    assert campaign_by_kind(brigade.kind) is brigade
    assert campaign_by_kind("other-campaign") is None
    assert brigade.chapter_title(1) == brigade.chapters[0].title
    assert brigade.chapter_title(99) == ""


def test_the_catalogue_names_each_games_seats_by_game_mode_and_count():
    from boardgames_desktop.rules.catalogue import seat_names

    fp = seat_names("flashpoint", "family", 2)
    eh = seat_names("emberheart", "standard", 2)
    assert fp == [new_game("flashpoint", "family", 2, 0).player_name(p) for p in range(2)]
    assert eh == [new_game("emberheart", "standard", 2, 0).player_name(p) for p in range(2)]
    assert seat_names("chess", "standard", 2) is None


def test_the_registry_loads_once_and_a_catalogue_entry_of_a_missing_package_is_skipped(
        monkeypatch):
    from boardgames_desktop.rules import catalogue, registry

    assert registry.game_info("brigade") is registry.game_info("brigade")
    entry = catalogue.read_catalogue()["boardgames_desktop.games.flashpoint.register"]
    monkeypatch.setattr(registry, "GAME_MODULES", ("no_such_package_anywhere.register",
                                                   "tests.rules.fake_games.not_in_this_build"))
    monkeypatch.setattr(catalogue, "read_catalogue", lambda: {
        "no_such_package_anywhere.register": entry,
        "tests.rules.fake_games.not_in_this_build": entry})
    monkeypatch.setattr(registry, "_registry", {})
    monkeypatch.setattr(registry, "_load_errors", {})
    monkeypatch.setattr(registry, "_loaded", False)
    assert registry.games() == [] and registry.load_errors() == {}
    assert registry._package_present("no_such_package_anywhere.register") is False


# ----- seat names -----------------------------------------------------------------------------
class Named:
    players = 3

    def player_name(self, seat: int) -> str:
        return ["Player 1 (Blue)", "You (Ida)", "Red"][seat]

    def log_name(self, seat: int) -> str:
        return self.player_name(seat)


def test_a_typed_name_counts_for_seats_0_to_the_last_typed_only():
    names = SeatNames(["Ada", "Ben"])
    assert names.typed_name(0) == "Ada" and names.typed_name(1) == "Ben"
    assert names.typed_name(2) is None and names.typed_name(-1) is None


def test_a_blank_or_default_typed_name_is_no_name():
    names = SeatNames(["  ", "Player 2", "Player 1"])
    assert names.typed_name(0) is None and names.typed_name(1) is None
    assert names.typed_name(2) == "Player 1"  # another seat's default is a name here
    assert SeatNames([" Ada "]).typed_name(0) == "Ada"


def test_a_seat_shows_the_typed_name_in_place_of_the_seat_word():
    names = SeatNames(["Ada", "Ben", "Cy"])
    state = Named()
    assert names.name(state, 0) == "Ada (Blue)"
    assert names.name(state, 1) == "Ben (Ida)"
    assert names.name(state, 2) == "Cy (Red)"
    assert SeatNames([]).name(state, 0) == "Player 1 (Blue)"
    assert SeatNames(["Red", "", "Red"]).name(state, 2) == "Red"
    assert names.short(state, 0) == "Ada" and SeatNames([]).short(state, 0) == "Player 1"


def test_a_seat_word_of_another_seat_is_not_replaced():
    class Odd(Named):
        def player_name(self, seat: int) -> str:
            return "Player 2 (Blue)"  # names seat 2, not seat 1

    assert SeatNames(["Ada"]).name(Odd(), 0) == "Ada (Player 2 (Blue))"


def test_a_sentence_gets_every_typed_name_longest_model_name_first():
    names = SeatNames(["Ada", "Ben", "Cy"])
    state = Named()
    assert names.text(state, "Player 1 (Blue) hands Red a card; You (Ida) wait.") == (
        "Ada (Blue) hands Cy a card; Ben (Ida) wait.")
    assert names.text(state, "Player 1 passes to Player 2.") == "Ada passes to Ben."
    assert names.text(state, "") == ""
    assert SeatNames([]).text(state, "Player 1 passes.") == "Player 1 passes."
    assert names.text(state, "Redwood stays") == "Redwood stays"


def test_a_longer_model_name_is_replaced_before_a_shorter_one_it_starts_with():
    class Guards(Named):
        players = 2

        def player_name(self, seat: int) -> str:
            return ["Red", "Red Guard"][seat]

    names = SeatNames(["Ada", "Ben"])
    assert names.text(Guards(), "Red Guard moves; Red waits.") == "Ben moves; Ada waits."


# ----- views and plain copies -----------------------------------------------------------------
class Colour(enum.Enum):
    RED = "red"


@dataclasses.dataclass
class Token:
    colour: Colour
    where: tuple[int, int]


class Bag:
    def __init__(self) -> None:
        self.items = {3, 1}
        self.hook = print


class Stepper:
    def get_state(self) -> dict:
        return {"step": 2}


def test_a_view_shows_the_games_data_as_plain_values_but_no_chance_or_log():
    state = pig()
    act(state, "note")
    table = state.view(0)["table"]
    assert table == {"mode": "standard", "players": 2, "options": {}, "scores": [0, 0],
                     "turn_total": 0, "notes": 1, "current": state.current}
    assert state.view(0)["seat"] == 0 and state.view()["seat"] is None


def test_a_view_leaves_out_shared_data_and_shows_objects_field_by_field():
    from boardgames_desktop.rules.seat_view import public_table

    state = pig()
    state.layout = {"board": 1}
    state.token = Token(Colour.RED, (1, 2))
    state.bag = Bag()
    state.stepper = Stepper()
    state.deck = Deck(state.rng, ["a", "b"])
    type(state).shared_attributes = frozenset({"layout"})
    try:
        table = public_table(state)
    finally:
        del type(state).shared_attributes
    assert "layout" not in table and "rng" not in table and "seed" not in table
    assert table["token"] == {"colour": "red", "where": [1, 2]}
    assert table["bag"] == {"items": [1, 3]}
    assert table["stepper"] == {"step": 2}
    assert table["deck"] == {"left": 2, "discards": []}


def test_a_view_redacts_what_the_game_hides():
    from boardgames_desktop.rules.seat_view import count, public_table

    state = pig()
    state.hand = ["a", "b", "c"]
    table = public_table(state, {"hand": count})
    assert table["hand"] == 3 and table["scores"] == [0, 0]
    assert public_table(state)["hand"] == ["a", "b", "c"]


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def test_plain_copies_and_views_go_sixty_levels_deep_and_no_deeper():
    from boardgames_desktop.rules.plain import to_plain
    from boardgames_desktop.rules.seat_view import plain

    assert to_plain(nested(60)) == nested(60) and plain(nested(60)) == nested(60)
    with pytest.raises(ValueError, match="nesting too deep"):
        to_plain(nested(61))
    with pytest.raises(ValueError, match="nesting too deep"):
        plain(nested(61))


def test_plain_copies_of_objects_sets_enums_and_dataclasses():
    from boardgames_desktop.rules.plain import to_plain

    assert to_plain(Token(Colour.RED, (1, 2))) == {"colour": "red", "where": [1, 2]}
    assert to_plain(Bag()) == {"items": [1, 3]}
    assert to_plain(Stepper()) == {"step": 2}
    assert to_plain({1: (2, 3)}) == {"1": [2, 3]}


# ----- random playouts ------------------------------------------------------------------------
def test_a_playout_stops_after_exactly_its_longest_number_of_moves():
    from boardgames_desktop.rules.playout import random_playout

    state = new_game("flashpoint", "family", 2, 3)
    with pytest.raises(RuntimeError, match="no end after 7 actions"):
        random_playout(state, 1, max_steps=7)
    assert len(state.log) == 7


def test_a_playout_plays_to_the_end():
    from boardgames_desktop.rules.playout import random_playout

    state = pig()
    steps = random_playout(state, 2, check=lambda s: None)
    assert state.is_over and steps == len(state.log)


# ----- step points ----------------------------------------------------------------------------
def test_a_step_point_of_an_unwatched_game_calls_nobody_while_another_is_watched():
    heard = []
    watched, other = pig(), pig()
    watched.watch_steps(lambda state, text: heard.append(text))
    try:
        other.step_point("boom")
        watched.step_point(lambda: "roll")
    finally:
        watched.watch_steps(None)
    assert heard == ["roll"]


# ----- grids, tracks and supplies -------------------------------------------------------------
def test_steps_on_a_grid_go_straight_or_diagonal_by_the_distance_asked():
    assert step((2, 2), "N") == (1, 2) and step((2, 2), "W", 2) == (2, 0)
    assert step((2, 2), "SE") == (3, 3) and step((2, 2), "NW", 2) == (0, 0)
    assert direction_between((2, 2), (2, 3)) == "E"
    assert direction_between((2, 2), (1, 2)) == "N"
    assert direction_between((2, 2), (3, 3)) is None


def test_a_grid_holds_its_corners_and_knows_its_edges():
    grid = SquareGrid(3, 4)
    assert (0, 0) in grid and (2, 3) in grid and (0, 3) in grid and (2, 0) in grid
    assert (-1, 0) not in grid and (0, -1) not in grid
    assert [c for c in grid.cells() if not grid.is_edge(c)] == [(1, 1), (1, 2)]
    assert grid.is_edge((2, 1)) and grid.is_edge((1, 3)) and grid.is_edge((0, 2))
    assert sorted(grid.neighbours((0, 0))) == [(0, 1), (1, 0)]
    assert sorted(grid.neighbours((0, 0), diagonal=True)) == [(0, 1), (1, 0), (1, 1)]
    assert grid.wrap((3, -1)) == (0, 3)


def test_a_track_of_one_space_and_its_ends():
    track = Track("Rage", 3, 3)
    assert track.value == 3 and track.at_max and track.at_min
    with pytest.raises(ValueError, match="track low above high"):
        Track("Rage", 4, 3)


def test_a_track_marker_moves_up_to_its_ends_and_says_how_far_it_went():
    track = Track("Heat", 0, 5, 3)
    assert not track.at_max and not track.at_min
    assert track.move(1) == 1 and track.value == 4 and not track.at_max
    assert track.move(4) == 1 and track.value == 5 and track.at_max
    assert track.move(-7) == -5 and track.value == 0 and track.at_min


def test_a_supply_at_its_ends():
    empty = Supply("cubes", 10, 0)
    assert empty.available == 0 and not empty.can_take(1) and empty.can_take(0)
    full = Supply("cubes", 3)
    assert full.available == 3 and full.can_take(3) and not full.can_take(4)
    full.take(3)
    with pytest.raises(IllegalAction, match=r"There are not enough cubes left \(0\)."):
        full.take(1)
    full.give_back(0)
    full.give_back(3)
    assert full.available == 3
    with pytest.raises(ValueError, match="more returned than the box holds"):
        full.give_back(1)
    with pytest.raises(ValueError, match="negative count"):
        full.give_back(-1)
    with pytest.raises(ValueError, match="negative count"):
        full.take(-1)


def test_an_unlimited_supply_always_gives():
    supply = Supply("water", None)
    assert supply.available == 0 and supply.can_take(50)
    supply.take(50)
    supply.give_back(7)
    assert supply.available == 0


# ----- actions --------------------------------------------------------------------------------
def test_an_action_argument_is_read_by_its_name_with_brackets():
    action = Action.make(0, "pour", "Pour", block="C2", water=2)
    assert action["water"] == 2 and action["block"] == "C2"
    with pytest.raises(KeyError):
        action["wagon"]


def test_an_action_keeps_its_own_text_and_an_empty_one_reads_as_its_kind():
    assert Action.make(0, "pour", "Pour 2").describe() == "Pour 2"
    assert Action.make(0, "pour").describe() == "pour"
    assert Action.make(0, "pour", lambda: "").describe() == "pour"
    assert Action.make(0, "pour", "Pour", cost="1 AP").describe() == "Pour (1 AP)"
    assert Action.from_dict({"player": 0, "kind": "pour", "text": "Pour 3"}).text == "Pour 3"


def test_the_save_format_keeps_a_loaded_game_able_to_refuse_a_damaged_move():
    from boardgames_desktop.rules.savefile import dump_state

    state = pig()
    act(state, "note")
    data = json.loads(dump_state(state))
    data["actions"][0]["args"] = {"amount": 9}
    with pytest.raises(SaveError, match="move 1 cannot be replayed"):
        load_game(json.dumps(data))


# ----- decisions ------------------------------------------------------------------------------
def test_a_waiting_decision_is_immutable_and_an_ordinary_turn_is_no_question():
    from boardgames_desktop.rules.flow import TURN, Decision

    decision = Decision(1, "knockdown", details={"cell": 3})
    with pytest.raises(dataclasses.FrozenInstanceError):
        decision.seat = 0  # type: ignore[misc]
    assert decision["cell"] == 3 and decision.get("gone", 7) == 7
    assert not decision.is_turn and Decision(0, TURN).is_turn
    assert decision.with_details(cell=4)["cell"] == 4 and decision["cell"] == 3
