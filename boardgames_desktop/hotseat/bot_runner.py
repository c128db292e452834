"""Computer players think in a worker process, never on the GUI thread.

A search is pure Python and CPU-bound: run in a thread it holds the GIL and the window
stutters (``bench/bench_bots.py --part gil`` measures the stalls), so the runner sends the
game as its save text to one spawned worker process, which replays it, asks the bot and
sends back the chosen action (as a dict) with its explanation.  No Qt here: the controller
polls or wires the returned ``Future`` to the GUI (``add_done_callback`` runs in a helper
thread, so hand the result to the GUI thread with a queued signal or a timer).

The worker only ever sees the save (setup + actions); the bot itself determinizes what its
seat cannot see, so handing it the whole log reveals nothing the seat has not seen.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BotMove:
    """What a computer seat decided: the action as saved data, and why."""

    action: dict[str, Any]
    explanation: str


def think(save_text: str, level: str, seat: int, seed: int,
          time_limit: float | None) -> BotMove:
    """Runs in the worker: rebuild the game, let the bot choose, explain the choice."""
    from boardgames_desktop import bots
    from boardgames_desktop.rules import load_game

    state = load_game(save_text)
    bot = bots.make_bot(level, seat, seed)
    action = bot.choose(state, time_limit)
    return BotMove(action.to_dict(), bot.explain(state, action))


class BotRunner:
    """One worker process for every computer seat of a game (decisions come one at a time).

    ``ask`` returns a Future of a ``BotMove``; ``close`` ends the worker.  A bot that fails
    (a bug in a game's rules, say) gives a Future whose ``exception()`` the caller shows as
    a message while the game stays as it was.
    """

    def __init__(self) -> None:
        # spawn, not fork: forking a process that runs Qt's threads is unsafe
        self._pool = ProcessPoolExecutor(max_workers=1,
                                         mp_context=multiprocessing.get_context("spawn"))

    def ask(self, state: Any, level: str, seat: int, seed: int = 0,
            time_limit: float | None = None) -> Future[BotMove]:
        return self._pool.submit(think, state.to_json(), level, seat, seed, time_limit)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> BotRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
