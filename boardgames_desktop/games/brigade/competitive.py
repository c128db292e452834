"""Competitive base game (2–4): rival Wardens race for five loyal blocks."""

from __future__ import annotations

from collections import Counter

from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.state import Outcome

from .data import FACTIONS_OF_TOWN
from .events import build_event_decks
from .pieces import Wagon, Warden, new_board
from .specials import SpecialEventsMixin
from .town import Tile, build_town


def town_options(options: dict) -> tuple[bool, str]:
    """(big_buildings, expert) from the game options, checked."""
    expert = str(options.get("expert", "none") or "none")
    if expert not in ("none", "big_buildings", "replace"):
        raise ValueError(f"Unknown expert variant '{expert}' (none, big_buildings, replace).")
    return bool(options.get("big_buildings", False)), expert


class CompetitiveState(SpecialEventsMixin):
    """Each seat has a Firehouse board, a Warden (Brigade), crew and its own Water Wagon."""

    def setup_mode(self) -> None:
        big, expert = town_options(self.options)
        self.big_buildings = big or expert == "big_buildings"
        self.expert = expert
        self.town = build_town(self.cat, self.rng, big, expert)
        comp = self.rules["competitive"]
        corners = self.cat.town["seat_firehouses"][str(self.players)]
        self.homes = [self.cat.town["firehouses"][corners[seat]] for seat in range(self.players)]
        for seat in range(self.players):
            self.boards.append(new_board(self.rules["firehouse_tracks"]))
            self.wagons.append(Wagon(seat, seat, self.homes[seat], comp["wagon_start_water"],
                                     seat))
        if comp["warden_cards"] == "choose":
            self.steps.extend({"op": "pick_warden", "seat": s} for s in range(self.players))
        else:
            cards = sorted(self.cat.wardens)
            self.rng.shuffle(cards)
            for seat in range(self.players):
                self.add_warden(seat, cards[seat])
        self.crew_deck = Deck(self.rng, sorted(self.cat.crew), name="crew deck", shuffle=True)
        bb_events = self.big_buildings or (
            expert == "replace" and comp["expert_replace_adds_big_buildings_events"])
        starters, self.events = build_event_decks(
            self.cat, self.rng, bb_events,
            bool(self.options.get("special_events", False)), self.cat.starter_events)
        self.start_game(starters, comp["first_player"] % self.players)

    # ----- Warden cards ----------------------------------------------------------------------
    def warden_side(self) -> str:
        return "advanced" if self.options.get("advanced_wardens") else "basic"

    def add_warden(self, seat: int, card_id: str) -> None:
        card = self.cat.wardens[card_id]
        self.wardens.append(Warden(seat, seat, card.id, self.warden_side(), self.homes[seat],
                                   card.water, card.water, seat, seat))
        self.say(f"{card.name}'s Brigade starts at {self.tile_name(self.homes[seat])}.")

    # ----- Renown and Loyalty -------------------------------------------------------------
    def renown_allowed(self, seat: int, tile: Tile) -> bool:
        if tile.loyalty is None:
            return True
        return tile.loyalty != seat and bool(self.rules["competitive"]["loyalty_can_be_taken"])

    def on_renown_complete(self, seat: int, tile: Tile) -> None:
        before = tile.loyalty
        super().on_renown_complete(seat, tile)
        if before is not None and before != seat:
            self.say(f"{self.player_name(before)} loses the Loyalty of "
                     f"{self.tile_name(tile.label)}.")

    # ----- scoring ------------------------------------------------------------------------
    def loyal_blocks(self, seat: int) -> list[str]:
        return [t.block for t in self.town.blocks() if t.loyalty == seat and t.block]

    def loyal_value(self, seat: int) -> int:
        return sum(self.cat.blocks[b].value for b in self.loyal_blocks(seat))

    def judge(self) -> Outcome | None:
        comp = self.rules["competitive"]
        won = self.loyalty_win()
        if won is not None:
            seat, why = won
            return Outcome((seat,), f"{self.player_name(seat)} is elected Fire Chief with "
                           f"the Loyalty of {why}!", self.scores())
        if self.town.destroyed_count >= comp["evacuation_destroyed"]:
            scores = self.scores()
            key = {s: (scores[s], len(self.loyal_blocks(s))) for s in range(self.players)}
            best = max(key.values())
            winners = tuple(s for s in range(self.players) if key[s] == best)
            tie = (f", tied on {best[1]} loyal block(s) too" if len(winners) > 1 else "")
            return Outcome(winners, f"Tinderbox is evacuated after {self.town.destroyed_count} "
                           f"blocks burnt down: the highest loyal block value wins ({best[0]}"
                           f"{tie}).", scores)
        return None

    def loyalty_win(self) -> tuple[int, str] | None:
        """The first seat loyal to five blocks of one type or one of each, with how."""
        need = self.rules["competitive"]["win_blocks"]
        types = FACTIONS_OF_TOWN + ("university",)
        # one pass over the town: each seat's loyal standing blocks by faction, in label
        # order (the order names the faction of a win by five)
        blocks = self.cat.blocks
        counts: dict[int, Counter[str]] = {}
        for t in self.town.tiles.values():
            if t.loyalty is not None and t.block and not t.destroyed:
                count = counts.get(t.loyalty)
                if count is None:
                    count = counts[t.loyalty] = Counter()
                count[blocks[t.block].faction] += 1
        for seat in range(self.players):
            count = counts.get(seat)
            if count is None:
                continue
            full = [f for f, n in count.items() if n >= need]
            if full or all(count[f] >= 1 for f in types):
                return seat, (f"five {self.cat.factions[full[0]].name} blocks" if full
                              else "one block of each type")
        return None

    def scores(self) -> dict[int, int]:
        return {s: self.loyal_value(s) for s in range(self.players)}
