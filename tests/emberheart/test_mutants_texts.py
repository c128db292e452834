"""The game's words at the edges a one-character slip would move (found by mutation runs,
``bench/mutate_many.py``), from positions set through the scenario API."""

from __future__ import annotations

from .helpers import fresh, pick

ME = 0


def test_a_player_without_crests_is_told_the_one_thing_left_to_do():
    """A turn places a Crest (a Party, the Warehouse or the Firestation) or takes an Aide.
    With no Crest left, taking an Aide is the only way, and the task says just that."""
    state = fresh(3, position={"turn": ME, "boards": [{"crests": 0}]})
    assert state.task_text() == "Red: take an Aide"


def test_a_companion_without_senses_promises_no_gear():
    """Senses (step 3 of its track) gives Gear when the Companion goes to space 3.  Without
    it, a Companion Party's text promises no Gear anywhere: Strength's "counts as 1" alone,
    or "no effect here" where nothing applies."""
    state = fresh(3, position={"turn": ME, "parties": {"tavern": [None] * 5}, "boards": [{
        "tracks": {"strength": 1, "senses": 0, "speed": 0},
        "hire": {"grunt": 3, "scout": 0, "ranger": 0, "warden": 0}}]})
    texts = [a.describe() for a in state.legal_actions()
             if a.target in ("space:tavern:2", "space:tavern:3") and a.get("companion")]
    assert texts and not any("Senses" in t for t in texts)
    assert "1 Grunt + Companion (counts as 1) → Tavern 2" in texts


def test_the_log_tells_a_flame_change_and_only_a_change():
    """The Firestation brings Grunts and +1 Flame: the log says the Flame rose.  A second
    Firestation visit at the top of the track (nothing changes) is not told as a rise."""
    state = fresh(3, position={"turn": ME, "boards": [{"flame": 0}]})
    pick(state, "firestation", double=False)
    assert "  Red's Flame rises to 1 (Firestation)." in state.messages()
    top = state.content.board["flame_max"]
    state = fresh(3, position={"turn": ME, "boards": [{"flame": top}]})
    pick(state, "firestation", double=False)
    assert not [m for m in state.messages() if "Flame rises" in m]
