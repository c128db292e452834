"""Time to load a save of 10, 100 and 300 actions (``rules.load_game``), per game and mode.

Usage: python bench/bench_load.py [words to pick configurations] [seconds per figure]
A game that ends sooner is replaced by the next seed that lasts; the longest found is used
(and named) when none reaches the length.

Two rows per save: the save as the app writes it (``app save``: with the position digest that
lets loading skip checking each move, ``rules/replay.py``; on a checkout without it, the
same as the other row) and as ``state.to_json()`` writes it (``checked``: every move checked
against its position's legal actions, as for scripts' and older saves).

With ``BENCH_CPU=1`` each figure is the median CPU time of one load (``time.process_time``)
over the repetitions: on a machine loaded by other work, the wall clock mostly measures the
wait for a core.  ``BENCH_ROOT=<checkout>`` measures another checkout's code (common.py).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Any

from common import number_arg, play_to, row, selected, timed

LENGTHS = (10, 100, 300)


def save_of_length(game: str, mode: str, players: int, options: dict,
                   length: int) -> tuple[str, str, int]:
    """(the app's save text, ``to_json()``'s text, actions) of the first game that lasts."""
    from boardgames_desktop.rules.savefile import dump_state

    best = None
    for seed in range(1, 40):
        state = play_to(game, mode, players, options, seed, length)
        if best is None or len(state.log) > len(best.log):
            best = state
        if len(state.log) >= length:
            break
    try:  # the app's store signs its saves with the installation's key (storage/signing.py)
        from boardgames_desktop.rules.replay import use_signing_key

        use_signing_key(b"bench key: as the app's store sets one")
    except ImportError:  # a checkout from before the keyed digest
        pass
    try:
        app_text = dump_state(best, position=True)
    except TypeError:  # a checkout from before the position digest
        app_text = best.to_json()
    return app_text, best.to_json(), len(best.log)


def cpu_median(function: Callable[[], Any], *, minimum: float = 0.5) -> float:
    """The median CPU seconds of one ``function()`` call, repeated for ``minimum`` CPU
    seconds (at least 5 calls)."""
    clock = time.process_time
    times: list[float] = []
    spent = 0.0
    while spent < minimum or len(times) < 5:
        start = clock()
        function()
        times.append(clock() - start)
        spent += times[-1]
    times.sort()
    return times[len(times) // 2]


def main() -> None:
    from boardgames_desktop.rules import load_game

    seconds = number_arg(sys.argv[1:], 0.6)
    measure = cpu_median if os.environ.get("BENCH_CPU") else timed
    for label, game, mode, players, options in selected(sys.argv[1:]):
        for length in LENGTHS:
            app_text, text, actual = save_of_length(game, mode, players, options, length)
            name = f"{label} {actual} act."
            row(f"{name} app save", 1000 * measure(lambda t=app_text: load_game(t),
                                                 minimum=seconds), "ms")
            row(f"{name} checked", 1000 * measure(lambda t=text: load_game(t),
                                                minimum=seconds), "ms")


if __name__ == "__main__":
    main()
