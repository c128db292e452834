"""A runner that answers at once without a bot: for the toy games (no bot knows them)."""

from __future__ import annotations

from concurrent.futures import Future

import tests.app.toy_games  # noqa: F401  (registers toy-pig and toy-secret)
from boardgames_desktop.hotseat.bot_runner import BotMove


class FirstLegalRunner:
    """Plays the first legal action of the seat asked; ``hold`` keeps answers back until
    ``release`` (a computer that is still thinking)."""

    def __init__(self, prefer: str = "", hold: bool = False) -> None:
        self.prefer = prefer
        self.hold = hold
        self.asked: list[tuple[str, int, int]] = []  # (level, seat, log length)
        self.waiting: list[tuple[Future[BotMove], BotMove]] = []
        self.closed = False

    def ask(self, state, level, seat, seed=0, time_limit=None):
        self.asked.append((level, seat, len(state.log)))
        own = [a for a in state.legal_actions() if a.player == seat]
        chosen = next((a for a in own if a.kind == self.prefer), own[0])
        move = BotMove(chosen.to_dict(), f"{chosen.describe()} looked best")
        future: Future[BotMove] = Future()
        if self.hold:
            self.waiting.append((future, move))
        else:
            future.set_result(move)
        return future

    def release(self) -> None:
        for future, move in self.waiting:
            future.set_result(move)
        self.waiting = []

    def close(self) -> None:
        self.closed = True
