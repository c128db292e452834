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

import json
import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BotMove:
    """What a computer seat decided: the action as saved data, and why."""

    action: dict[str, Any]
    explanation: str


#: The worker's last rebuilt game: the next question usually extends it by a few actions,
#: so they are applied to it instead of replaying the whole game again (O(new actions)).
_LAST: dict[str, Any] = {}
_SETUP_KEYS = ("game", "mode", "players", "seed", "options")


def rebuild(save_text: str) -> Any:
    """The game a save text records, reusing the worker's last one when the save extends
    it (same setup, its actions a prefix); the answer is a copy the caller may change."""
    from boardgames_desktop.rules import Action, load_game

    data = json.loads(save_text)
    setup = [data.get(key) for key in _SETUP_KEYS]
    actions = data.get("actions") or []
    state = None
    known = _LAST.get("actions")
    if known is not None and _LAST.get("setup") == setup and len(known) <= len(actions) \
            and actions[:len(known)] == known:
        try:
            state = _LAST["state"]
            for raw in actions[len(known):]:
                state.apply(Action.from_dict(raw))
            if state.rng.fingerprint() != data.get("rng"):
                state = None
        except Exception:  # anything odd: replay the save from the start instead
            state = None
    if state is None:
        _LAST.clear()
        state = load_game(save_text)
    _LAST.update(setup=setup, actions=actions, state=state)
    return state.clone()


def think(save_text: str, level: str, seat: int, seed: int,
          time_limit: float | None, iterations: int | None = None) -> BotMove:
    """Runs in the worker: rebuild the game, let the bot choose, explain the choice."""
    from boardgames_desktop import bots

    state = rebuild(save_text)
    bot = bots.make_bot(level, seat, seed, iterations)
    action = bot.choose(state, time_limit)
    return BotMove(action.to_dict(), bot.explain(state, action))


def _warm() -> None:
    """Runs in the worker: load the bots (and with them every game's tables) ahead of time."""
    from boardgames_desktop import bots  # noqa: F401


class BotRunner:
    """One worker process for every computer seat of a game (decisions come one at a time).

    ``ask`` returns a Future of a ``BotMove``; ``close`` ends the worker.  A bot that fails
    (a bug in a game's rules, say) gives a Future whose ``exception()`` the caller shows as
    a message while the game stays as it was.
    """

    def __init__(self, iterations: int | None = None) -> None:
        self.iterations = iterations  # None: each level's own; tests set a search that lasts
        # spawn, not fork: forking a process that runs Qt's threads is unsafe
        self._pool = ProcessPoolExecutor(max_workers=1,
                                         mp_context=multiprocessing.get_context("spawn"))

    def ask(self, state: Any, level: str, seat: int, seed: int = 0,
            time_limit: float | None = None) -> Future[BotMove]:
        return self._pool.submit(think, state.to_json(), level, seat, seed, time_limit,
                                 self.iterations)

    def warm_up(self) -> None:
        """Start the worker and load the bots in it now (when a game with computer seats
        begins), so the first computer move does not wait for either."""
        self._pool.submit(_warm)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> BotRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class InlineRunner:
    """The runner's face without a process: thinks on the caller's thread and returns a
    finished Future.  For tests and scripts only: the GUI must use :class:`BotRunner`."""

    def ask(self, state: Any, level: str, seat: int, seed: int = 0,
            time_limit: float | None = None) -> Future[BotMove]:
        future: Future[BotMove] = Future()
        try:
            future.set_result(think(state.to_json(), level, seat, seed, time_limit))
        except Exception as exc:  # handed over like the worker's failures
            future.set_exception(exc)
        return future

    def close(self) -> None:
        return None
