"""Solo (``solo.py``): the University's Favour token and refill, the cards held on the Warden
and what a full Blaze tie offers.

Rulings (rules.json ``solo``): University blocks have no Faction Influence track, so
``influence.university_favour`` alone decides whether their Loyalty gives the Favour token
(shipped: no) and they never allow the level-4 refill on a block still holding its token;
``held_card_actions`` is what using a held card costs (shipped: 0, 'at any time of your Action
Phase with no further cost').  Blaze gains a block's Loyalty when the fire he puts out equals
its value ('If the intensity matches the Block's value, Blaze gains its Loyalty')."""

from __future__ import annotations

from .helpers import game, kinds, one
from .test_solo import by_value, icon, layout, quarter, solo


def loyal_university(monkeypatch=None, university_favour: bool | None = None):
    """A calm Solo game (seed 3) whose Warden puts out fire 1 on the University's Lecture Tower
    (C3, value 4) holding 3 of its Renown: the 4th gives its Loyalty."""
    state = solo(seed=3, position={"warden_at": ["C3"], "intensity": {"C3": 1},
                                   "renown": {"C3": {"0": 3}}, "favour_tokens": ["C3"]})
    if university_favour is not None:
        monkeypatch.setitem(state.solo["influence"], "university_favour", university_favour)
    state.apply(one(state, "extinguish"))
    state.apply(one(state, "pour", source="warden:0"))
    assert state.town.tiles["C3"].loyalty == 0
    return state


def test_a_university_block_gives_no_favour_token_with_the_shipped_ruling():
    state = loyal_university()
    assert state.town.tiles["C3"].favour and state.favour == 0
    # the log says why, without a University Influence track that does not exist
    said = [m for e in state.log for m in e.messages]
    assert "Its Favour token stays: University blocks give none in the Solo game." in said
    assert not any("University Influence" in m for m in said)


def test_the_university_favour_switch_gives_its_token(monkeypatch):
    state = loyal_university(monkeypatch, university_favour=True)
    assert not state.town.tiles["C3"].favour and state.favour == 1


def test_a_university_block_with_its_token_never_allows_the_refill(monkeypatch):
    """Even with its Favour switch on, the University has no Influence track to reach the
    level that lets the player refill on a block holding its token."""
    state = solo(seed=3, position={"warden_at": ["C3"], "warden_water": [0],
                                   "loyalty": {"C3": 0}, "favour_tokens": ["C3"]})
    monkeypatch.setitem(state.solo["influence"], "university_favour", True)
    assert kinds(state, "refill") == []


# ----- cards held on the Warden ---------------------------------------------------------------
def holding(card: str, **more):
    return game("solo", 1, seed=1, position={"intensity": {}, "tracks": [{"forge": 1}],
                                            "held": [card], **more})


def test_a_held_card_is_free_to_use_with_no_action_left():
    state = holding("letter_of_commendation", actions_left={"0": 0})
    assert state.budget[0] == 0
    use = one(state, "use_card", card="letter_of_commendation")
    assert use.cost == "free"


def test_a_held_card_costing_actions_needs_them_left(monkeypatch):
    state = holding("letter_of_commendation", actions_left={"0": 1})
    monkeypatch.setitem(state.solo, "held_card_actions", 2)
    assert kinds(state, "use_card") == []
    monkeypatch.setitem(state.solo, "held_card_actions", 1)
    assert one(state, "use_card", card="letter_of_commendation").cost == "1 action"


# ----- a full Blaze tie --------------------------------------------------------------------
def blaze_tie(value: int) -> list[str]:
    """The answers offered when two burning Commons blocks of ``value`` (seed 3's North-East
    quarter) tie at fire 2 in the Blaze Phase."""
    town = layout(3)
    faction, cells = quarter(town, 1)
    a, b = by_value(town, cells, value)
    state = solo(seed=3, position={"event_card": icon(town, faction), "intensity": {a: 2, b: 2}})
    state.apply(one(state, "end_turn"))
    assert state.pending["kind"] == "blaze"
    return [x.describe() for x in kinds(state, "blaze")]


def test_a_tie_at_the_blocks_value_says_blaze_gains_the_loyalty():
    assert blaze_tie(2) == ["Send Blaze to The Leaky Bucket (D2): 2 VP + Loyalty",
                            "Send Blaze to Tanner's Row (F3): 2 VP + Loyalty"]


def test_a_tie_below_the_blocks_value_gives_only_the_vp():
    options = blaze_tie(3)
    assert len(options) == 2
    assert all(text.endswith(": 2 VP") for text in options)

