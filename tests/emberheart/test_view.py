"""The Emberheart board scene: draws every phase, offers exactly the legal targets, and a
click on a highlighted space emits exactly the legal actions there."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from boardgames_desktop.games.emberheart.view.scene import create_scene
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.game_scene import TARGET_ROLE


def positions(players: int, seed: int, side: str = "A"):
    """Walk a random game; yield the state each time a new (stage, prompt) kind appears."""
    state = new_game("emberheart", "standard", players, seed, {"side": side})
    rng = random.Random(seed)
    seen = set()
    while True:
        prompt = state.prompt.kind if state.prompt else None
        key = (state.stage, prompt)
        if key not in seen:
            seen.add(key)
            yield state
        legal = state.legal_actions()
        if not legal:
            return
        state.apply(rng.choice(legal))


def tagged_targets(scene) -> set[str]:
    return {str(i.data(TARGET_ROLE)) for i in scene.items() if i.data(TARGET_ROLE) is not None}


def legal_targets(legal) -> set[str]:
    return {a.target for a in legal if a.target}


@pytest.mark.parametrize("players,seed,side", [(4, 3, "A"), (3, 8, "B"), (2, 5, "A"),
                                               (4, 11, "B")])
def test_every_phase_draws_and_offers_exactly_the_legal_targets(qtbot, players, seed, side):
    scene = create_scene()
    stages = set()
    for state in positions(players, seed, side):
        legal = state.legal_actions()
        viewer = state.active_players[0] if state.active_players else None
        scene.show_state(state, viewer, legal)
        stages.add(state.stage)
        drawn = tagged_targets(scene)
        missing = legal_targets(legal) - drawn
        assert not missing, (state.phase, state.prompt, missing)
        highlighted = {t for t in drawn if scene.targets().get(t)}
        assert highlighted == legal_targets(legal)
        assert scene.sceneRect().width() > 1000
    assert {"action", "reward", "over"} <= stages


def test_a_raid_phase_decision_draws_with_the_raid_card_marked(qtbot):
    scene = create_scene()
    for seed in range(1, 40):
        for state in positions(4, seed, "A"):
            if state.stage == "raid" and state.prompt is not None:
                legal = state.legal_actions()
                scene.show_state(state, state.prompt.seat, legal)
                assert legal_targets(legal) <= tagged_targets(scene)
                texts = [i.toPlainText() for i in scene.items()
                         if hasattr(i, "toPlainText")]
                cur = state.progress.get("cur")
                if cur and cur.get("card") in state.raids:
                    name = state.player_name(cur["player"])
                    assert f"◀ applies now: {name} discards" in texts
                return
    pytest.fail("no Raid-phase decision found in 39 random games")


def test_every_kind_of_decision_in_many_games_is_clickable_on_the_board(qtbot):
    """30 random 4-player games (both sides): the first time each prompt appears, every
    legal target is drawn, and only legal targets are highlighted."""
    scene = create_scene()
    seen = set()
    for seed in range(1, 31):
        for state in positions(4, seed, "AB"[seed % 2]):
            prompt = state.prompt.kind if state.prompt else None
            if (state.stage, prompt) in seen:
                continue
            seen.add((state.stage, prompt))
            legal = state.legal_actions()
            scene.show_state(state, state.active_players[0] if state.active_players else None,
                             legal)
            drawn = tagged_targets(scene)
            assert legal_targets(legal) <= drawn, (state.phase, prompt)
            assert {t for t in drawn if scene.targets().get(t)} == legal_targets(legal)
    prompts = {p for _, p in seen}
    assert {"headstart", "claim", "mclaim", "defender", "order"} <= prompts


def test_finished_game_shows_the_scoring_table_line_by_line(qtbot):
    state = new_game("emberheart", "standard", 3, 4, {"side": "A"})
    rng = random.Random(4)
    while state.legal_actions():
        state.apply(rng.choice(state.legal_actions()))
    assert state.stage == "over"
    scene = create_scene()
    scene.show_state(state, None, [])
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "End Game Scoring" in texts
    assert "Final Glory" in texts
    for p in range(3):
        assert str(state.outcome.scores[p]) in texts
    for label in ("Dragons", "Flame"):
        assert any(t.endswith(f". {label}") for t in texts), label


def _space_items(scene):
    out = {}
    for item in scene.items():
        target = item.data(TARGET_ROLE)
        if target is not None and str(target).startswith("space:"):
            out[str(target)] = item
    return out


def test_clicking_a_highlighted_space_emits_exactly_its_legal_actions(qtbot):
    state = new_game("emberheart", "standard", 4, 3, {"side": "A"})
    rng = random.Random(3)
    while state.stage != "action" or state.prompt is not None:
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(6):  # a few Parties on the board first
        parties = [a for a in state.legal_actions() if a.kind == "party"]
        state.apply(rng.choice(parties))
        while state.prompt is not None:
            state.apply(rng.choice(state.legal_actions()))
    legal = state.legal_actions()
    scene = create_scene()
    scene.show_state(state, state.turn, legal)
    view = QGraphicsView(scene)
    view.resize(2400, 1300)
    view.fitInView(scene.sceneRect())
    qtbot.addWidget(view)
    view.show()
    emitted = []
    scene.actions_chosen.connect(emitted.append)
    refused = []
    scene.refusal.connect(refused.append)
    spaces = _space_items(scene)
    by_target = {}
    for a in legal:
        if a.target and a.target.startswith("space:"):
            by_target.setdefault(a.target, []).append(a)
    assert by_target, "the position should offer Parties"
    for target, actions in by_target.items():
        item = spaces[target]
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        emitted.clear()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert len(emitted) == 1, target
        assert emitted[0] == actions
        assert all(a.kind == "party" and a.target == target for a in emitted[0])
    taken = [t for t in spaces if t not in by_target and state.spaces[t.split(":")[1]]
             [int(t.split(":")[2]) - 1] is not None]
    assert taken
    emitted.clear()
    item = spaces[taken[0]]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.sceneBoundingRect().center()))
    assert emitted == []
    assert refused and "taken by" in str(refused[-1])


def test_reward_phase_marks_the_claim_being_resolved(qtbot):
    state = new_game("emberheart", "standard", 4, 2, {"side": "A"})
    rng = random.Random(2)
    while not (state.prompt and state.prompt.kind == "claim"):
        state.apply(rng.choice(state.legal_actions()))
    scene = create_scene()
    scene.show_state(state, state.prompt.seat, state.legal_actions())
    assert scene.claiming_space() == (state.prompt["loc"], state.prompt["space"])
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "▼ claiming" in texts
    assert "▶ resolving now" in texts


def test_hover_summary_and_refusals_speak_plainly(qtbot):
    state = new_game("emberheart", "standard", 4, 3, {"side": "A"})
    rng = random.Random(3)
    while state.stage != "action" or state.prompt is not None:
        state.apply(rng.choice(state.legal_actions()))
    legal = state.legal_actions()
    scene = create_scene()
    scene.show_state(state, state.turn, legal)
    target = next(a.target for a in legal if a.kind == "party")
    count = sum(1 for a in legal if a.target == target)
    summary = scene.hover_summary(target)
    assert (f"{count} choices" in summary) if count > 1 else summary.startswith("Send")
    assert scene.hover_summary("space:nowhere:9") == ""
    held = next((a for a, h in state.aides.items() if h is not None), None)
    if held is not None:
        assert "was taken by" in scene.refusal_reason(f"aide:{held}").text


def test_many_redraws_do_not_exhaust_none(qtbot):
    """PySide6 6.12 on Python 3.11 drops a reference to None per void call; the scene's
    guard keeps the process alive through many redraws."""
    state = new_game("emberheart", "standard", 4, 1, {"side": "B"})
    scene = create_scene()
    for _ in range(40):
        scene.show_state(state, 0, state.legal_actions())
    assert len(scene.items()) > 300


def test_parties_waiting_for_the_survivalist_are_shown_apart(qtbot):
    """Tied Mountain Parties wait in their own box (not over the numbered spaces), each with
    its Warden count, while Warden space 1 is the place to click."""
    from .helpers import clear_board, fresh, pick, set_party, start_reward

    state = fresh(3)
    clear_board(state)
    for pb in state.boards:
        pb.hire = {"grunt": 0, "scout": 0, "ranger": 0, "warden": 0}
    set_party(state, "mountain", 2, 0, warden=2)
    set_party(state, "mountain", 3, 2, grunt=1, warden=2)
    start_reward(state, {"leader": 0, "defender": 0, "healer": 0, "survivalist": 1})
    for _ in range(2):
        cheap = [a for a in state.legal_actions()
                 if a.kind == "mclaim" and not state.card(a["card"]).warden]
        pick(state, "mclaim", card=cheap[0]["card"])
        while state.prompt and state.prompt.kind == "attach_now":
            pick(state, "pass")
    assert state.prompt.kind == "order"
    scene = create_scene()
    legal = state.legal_actions()
    scene.show_state(state, 1, legal)
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "Waiting to climb" in texts
    assert texts.count("2W") == 2
    assert legal_targets(legal) == {"warden:1"} and "warden:1" in tagged_targets(scene)
