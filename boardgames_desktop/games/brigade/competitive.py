"""Competitive base game (2–4): rival Wardens race for five loyal blocks."""

from __future__ import annotations

from collections import Counter

from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.state import GameState, Outcome

from . import mode
from .data import FACTIONS_OF_TOWN
from .events import build_event_decks
from .mode import Mode
from .pieces import Wagon, Warden, new_board
from .specials import SPECIAL_EVENT_CHOICES, SPECIAL_EVENT_OPS, SpecialEventsMixin
from .state import BASE_CHOICES, BASE_MOVES, BASE_OPS
from .town import Tile, build_town

#: the kinds of block a seat may win with one of each of
_WIN_TYPES = FACTIONS_OF_TOWN + ("university",)


def town_options(options: dict) -> tuple[bool, str]:
    """(big_buildings, expert) from the game options, checked."""
    expert = str(options.get("expert", "none") or "none")
    if expert not in ("none", "big_buildings", "replace"):
        raise ValueError(f"Unknown expert variant '{expert}' (none, big_buildings, replace).")
    return bool(options.get("big_buildings", False)), expert


class CompetitiveState(SpecialEventsMixin, GameState):
    """Each seat has a Firehouse board, a Warden (Brigade), crew and its own Water Wagon."""

    big_buildings: bool
    expert: str  # the Expert town: none, big_buildings or replace
    homes: list[str]  # each seat's Firehouse

    def mode_hooks(self) -> Mode:
        return COMPETITIVE

    # ----- scoring ------------------------------------------------------------------------
    def loyal_blocks(self, seat: int) -> list[str]:
        return [t.block for t in self.town.blocks() if t.loyalty == seat and t.block]

    def loyal_value(self, seat: int) -> int:
        return sum(self.cat.blocks[b].value for b in self.loyal_blocks(seat))

    def loyalty_win(self) -> tuple[int, str] | None:
        """The first seat loyal to five blocks of one type or one of each, with how."""
        need = self.rules["competitive"]["win_blocks"]
        types = _WIN_TYPES
        # a win takes at least min(need, len(types)) loyal blocks of one seat: first look at
        # the town's count of Loyalty tokens per seat (asked after every step, seldom
        # anything to find)
        town = self.town
        counts_now = town.loyal_count
        if not counts_now or max(counts_now.values()) < min(need, len(types)):
            return None
        marks = town.loyalty
        # one pass over the town: each seat's loyal standing blocks by faction, in label
        # order (the order names the faction of a win by five)
        blocks = self.cat.blocks
        counts: dict[int, Counter[str]] = {}
        destroyed = town.destroyed
        for i, block in enumerate(town.block):
            seat = marks[i]
            if seat is not None and block and not destroyed[i]:
                count = counts.get(seat)
                if count is None:
                    count = counts[seat] = Counter()
                count[blocks[block].faction] += 1
        for seat in range(self.players):
            count = counts.get(seat)
            if count is None:
                continue
            full = [f for f, n in count.items() if n >= need]
            if full or all(count[f] >= 1 for f in types):
                return seat, (f"{count_words(need)} {self.cat.factions[full[0]].name} blocks"
                              if full else "one block of each type")
        return None

    def scores(self) -> dict[int, int]:
        return {s: self.loyal_value(s) for s in range(self.players)}


def count_words(n: int) -> str:
    """A small count in words ("five"), as the win's message says it; digits past ten."""
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten")
    return words[n] if 0 <= n < len(words) else str(n)


def setup(state: CompetitiveState) -> None:
    big, expert = town_options(state.options)
    state.big_buildings = big or expert == "big_buildings"
    state.expert = expert
    state.town = build_town(state.cat, state.rng, big, expert)
    comp = state.rules["competitive"]
    corners = state.cat.town["seat_firehouses"][str(state.players)]
    state.homes = [state.cat.town["firehouses"][corners[seat]] for seat in range(state.players)]
    for seat in range(state.players):
        state.boards.append(new_board(state.rules["firehouse_tracks"]))
        state.wagons.append(Wagon(seat, seat, state.homes[seat], comp["wagon_start_water"],
                                 seat))
    if comp["warden_cards"] == "choose":
        state.steps.extend({"op": "pick_warden", "seat": s} for s in range(state.players))
    else:
        cards = sorted(state.cat.wardens)
        state.rng.shuffle(cards)
        for seat in range(state.players):
            state.add_warden(seat, cards[seat])
    state.crew_deck = Deck(state.rng, sorted(state.cat.crew), name="crew deck", shuffle=True)
    bb_events = state.big_buildings or (
        expert == "replace" and comp["expert_replace_adds_big_buildings_events"])
    starters, state.events = build_event_decks(
        state.cat, state.rng, bb_events,
        bool(state.options.get("special_events", False)), state.cat.starter_events)
    state.start_game(starters, comp["first_player"] % state.players)


def warden_side(state: CompetitiveState) -> str:
    return "advanced" if state.options.get("advanced_wardens") else "basic"


def add_warden(state: CompetitiveState, seat: int, card_id: str) -> None:
    card = state.cat.wardens[card_id]
    state.wardens.append(Warden(seat, seat, card.id, state.warden_side(), state.homes[seat],
                               card.water, card.water, seat, seat))
    state.say(f"{card.name}'s Brigade starts at {state.tile_name(state.homes[seat])}.")


def renown_allowed(state: CompetitiveState, seat: int, tile: Tile) -> bool:
    if tile.loyalty is None:
        return True
    return tile.loyalty != seat and bool(state.rules["competitive"]["loyalty_can_be_taken"])


def on_renown_complete(state: CompetitiveState, seat: int, tile: Tile) -> None:
    before = tile.loyalty
    mode.gain_loyalty(state, seat, tile)
    if before is not None and before != seat:
        state.say(f"{state.player_name(before)} loses the Loyalty of "
                 f"{state.tile_name(tile.label)}.")


def judge(state: CompetitiveState) -> Outcome | None:
    comp = state.rules["competitive"]
    won = state.loyalty_win()
    if won is not None:
        seat, why = won
        return Outcome((seat,), f"{state.player_name(seat)} is elected Fire Chief with "
                       f"the Loyalty of {why}!", state.scores())
    if state.town.destroyed_count >= comp["evacuation_destroyed"]:
        scores = state.scores()
        key = {s: (scores[s], len(state.loyal_blocks(s))) for s in range(state.players)}
        best = max(key.values())
        winners = tuple(s for s in range(state.players) if key[s] == best)
        tie = (f", tied on {best[1]} loyal block(s) too" if len(winners) > 1 else "")
        return Outcome(winners, f"Tinderbox is evacuated after {state.town.destroyed_count} "
                       f"blocks burnt down: the highest loyal block value wins ({best[0]}"
                       f"{tie}).", scores)
    return None


COMPETITIVE = Mode(
    "competitive", setup=setup,
    ops={**BASE_OPS, **SPECIAL_EVENT_OPS}, moves=BASE_MOVES,
    choices={**BASE_CHOICES, **SPECIAL_EVENT_CHOICES},
    warden_side=warden_side, add_warden=add_warden, renown_allowed=renown_allowed,
    on_renown_complete=on_renown_complete, judge=judge)
