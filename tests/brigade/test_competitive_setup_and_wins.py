"""Competitive set-up and the Loyalty win (``games/brigade/competitive.py``): "the first
player to hold the loyalty of five blocks — all of one type, or one of each type — wins at
once", whatever the rivals hold, with the count read from rules.json; the crew deck is
shuffled; the Special Events are shuffled in only with their option."""

from __future__ import annotations

from .helpers import game, one


def cells_of(faction: str, seed: int = 2) -> list[str]:
    """The cells of ``faction``'s base blocks in ``seed``'s town, in block order."""
    g = game(seed=seed)
    ids = [b.id for b in g.cat.blocks.values() if b.faction == faction and b.pack == "base"]
    return [next(t.label for t in g.town.tiles.values() if t.block == b) for b in ids]


def last_temple_block_saved(loyal_temple: int, rival: dict[str, int], fire: int = 1):
    """Player 1 already loyal to ``loyal_temple`` Temple blocks saves one more (one water
    completes its Renown); ``rival``: Loyalty tokens of player 2; ``fire``: the block's
    intensity before the pour."""
    temple = cells_of("temple")
    target = temple[loyal_temple]
    g = game(seed=2)
    value = g.block_info(g.town.tiles[target]).value
    loyalty = {c: 0 for c in temple[:loyal_temple]} | rival
    g = game(seed=2, position={"intensity": {target: fire}, "loyalty": loyalty,
                               "renown": {target: {"0": value - 1}}, "warden_at": [target]})
    g.apply(one(g, "extinguish"))
    g.apply(one(g, "pour", source="warden:0"))
    return g


def test_five_of_one_type_win_whatever_the_rival_holds():
    """Player 2 holds one Commons block: player 1's fifth Temple block still wins."""
    g = last_temple_block_saved(4, {cells_of("commons")[0]: 1})
    assert g.is_over and g.outcome.winners == (0,)


def test_a_winning_pour_into_a_fire_still_burning_asks_nothing_more():
    """The fifth Loyalty comes with the first water on a fire of 3: the game ends there, and
    the finished game holds no question to pour again (the board would still offer it)."""
    g = last_temple_block_saved(4, {}, fire=3)
    assert g.is_over and g.outcome.winners == (0,)
    assert g.pending is None and g.legal_actions() == []
    assert g.view()["table"]["pending"] is None
    assert g.log[-1].messages[-1] == g.outcome.reason


def test_four_of_one_type_do_not_win():
    g = last_temple_block_saved(3, {cells_of("commons")[0]: 1})
    assert not g.is_over


def test_the_number_of_blocks_to_win_is_read_from_the_rules(monkeypatch):
    """rules.json ``win_blocks``: with 4, four Temple blocks win."""
    g = game(seed=2)
    monkeypatch.setitem(g.rules["competitive"], "win_blocks", 4)
    g = last_temple_block_saved(3, {})
    assert g.is_over and g.outcome.winners == (0,)
    assert "the Loyalty of four Temple blocks" in g.outcome.reason


def test_the_crew_deck_is_shuffled():
    """Two seeds deal the crew deck in two orders, neither the catalogue's."""
    first, second = game(seed=2), game(seed=3)
    in_order = sorted(first.cat.crew)
    assert sorted(first.crew_deck.cards) == in_order
    assert first.crew_deck.cards != in_order and first.crew_deck.cards != second.crew_deck.cards


def test_the_special_events_come_only_with_their_option():
    def specials(g) -> int:
        return sum(1 for c in g.events.cards + g.events.discards if g.cat.events[c].special)
    assert specials(game(seed=2)) == 0
    assert specials(game(seed=2, special_events=True)) == 4


def evacuated(loyalty: dict[str, int]):
    """Seven blocks already burnt down; an eighth burns down (evacuation, rules.json)."""
    keep = set(loyalty) | {"C3"}
    others = [t.label for t in game(seed=2).town.blocks() if t.label not in keep]
    burnt, target = others[:7], others[7]
    g = game(seed=2, position={"loyalty": loyalty, "destroyed": burnt,
                               "intensity": {target: 4}})
    g.fire(target, 1, "test")
    assert g.is_over
    return g


def test_an_evacuation_won_alone_mentions_no_tie():
    """Player 2 holds Nobles blocks of values 4 and 1 (5), player 1 a Commons 4."""
    commons, nobles = cells_of("commons"), cells_of("nobles")
    g = evacuated({commons[6]: 0, nobles[5]: 1, nobles[0]: 1})
    assert g.outcome.winners == (1,)
    assert g.outcome.reason == ("Tinderbox is evacuated after 8 blocks burnt down: the "
                                "highest loyal block value wins (5).")


def test_an_evacuation_tied_on_value_and_count_says_so():
    commons, nobles = cells_of("commons"), cells_of("nobles")
    g = evacuated({commons[6]: 0, nobles[5]: 1})
    assert g.outcome.winners == (0, 1)
    assert g.outcome.reason == ("Tinderbox is evacuated after 8 blocks burnt down: the "
                                "highest loyal block value wins (4, tied on 1 loyal "
                                "block(s) too).")
