"""Every registered game and mode keeps the rules contract over seeded random games."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import Action, IllegalAction, games, new_game
from boardgames_desktop.rules.contract import ContractBroken, check_game

REAL_GAMES = ("brigade", "emberheart", "flashpoint")
SEEDS = (1, 2)


def cases() -> list[tuple[str, str, int]]:
    out = []
    for info in games():
        if info.id not in REAL_GAMES:
            continue
        for mode in info.modes:
            for players in sorted({mode.min_players, mode.max_players}):
                out.append((info.id, mode.id, players))
    return out


@pytest.mark.parametrize("game,mode,players", cases(),
                         ids=[f"{g}-{m}-{p}p" for g, m, p in cases()])
@pytest.mark.parametrize("seed", SEEDS)
def test_contract(game: str, mode: str, players: int, seed: int) -> None:
    report = check_game(game, mode, players, seed, max_steps=250)
    assert report.steps > 0
    assert report.refusals_checked > 0
    assert report.reloads_checked > 0
    assert report.views_checked > 0


def test_every_real_game_is_covered() -> None:
    assert {g for g, _m, _p in cases()} == set(REAL_GAMES)


def test_the_harness_notices_an_accepted_illegal_action(monkeypatch) -> None:
    """The harness itself can fail: a game that accepts an unlisted action is caught."""
    from boardgames_desktop.rules.state import GameState

    original = GameState.apply

    def lax_apply(self, action: Action) -> None:
        if action.kind == "no-such-move":
            return  # accepted without a word
        original(self, action)

    monkeypatch.setattr(GameState, "apply", lax_apply)
    with pytest.raises(ContractBroken, match="not listed was accepted"):
        check_game("flashpoint", "family", 2, 1, max_steps=20)


def test_the_harness_notices_a_refusal_that_changes_the_state(monkeypatch) -> None:
    from boardgames_desktop.rules.state import GameState

    original = GameState.apply

    def leaky_apply(self, action: Action) -> None:
        if action.kind == "no-such-move":
            self.seed += 1  # a refused action must change nothing
            raise IllegalAction("no")
        original(self, action)

    monkeypatch.setattr(GameState, "apply", leaky_apply)
    with pytest.raises(ContractBroken, match="refused action changed the state"):
        check_game("emberheart", "standard", 2, 1, max_steps=20)


def test_illegal_foreign_seat_action_is_refused_for_a_real_game() -> None:
    state = new_game("flashpoint", "family", 3, 5)
    legal = state.legal_actions()
    idle = next(p for p in range(3) if p not in state.active_players)
    with pytest.raises(IllegalAction):
        state.apply(Action(idle, legal[0].kind, legal[0].args))


def test_the_harness_notices_a_view_that_shows_a_face_down_poi(monkeypatch) -> None:
    """A Flash Point view that forgets to turn face-down POIs over is a leak."""
    from boardgames_desktop.games.flashpoint import seat_view
    from boardgames_desktop.rules.seat_view import plain

    monkeypatch.setattr(seat_view, "seen_poi", plain)
    with pytest.raises(ContractBroken, match="shows hidden data: table.pois"):
        check_game("flashpoint", "family", 2, 1, max_steps=30)


def test_the_harness_notices_a_view_that_is_not_plain_data(monkeypatch) -> None:
    from boardgames_desktop.games.emberheart.state import EmberheartState

    original = EmberheartState.view

    def odd_view(self, seat=None):
        return {**original(self, seat), "when": object()}

    monkeypatch.setattr(EmberheartState, "view", odd_view)
    with pytest.raises(ContractBroken, match="not plain JSON"):
        check_game("emberheart", "standard", 2, 1, max_steps=10)
