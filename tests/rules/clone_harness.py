"""The copy-independence harness behind ``test_clone_independence`` (see rules/CLONE_PROTOCOL.md).

A copy and its original must never affect each other.  The harness plays a game some way,
copies it, plays the original and the copy on with different random choices (interleaved, so
either side draws from the RNG first), and checks each side against a fresh replay of its own
log: same snapshot, same game log, same legal actions.  A copy that shares a mutable list
with its original, or an RNG that is not really copied, shows up as a difference.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames_desktop.rules import GameState, new_game


def fresh_replay(state: GameState) -> GameState:
    """The same game rebuilt from setup and ``state``'s log (trusted, no listing)."""
    fresh = new_game(state.game_id, state.mode, state.players, state.seed, state.options)
    for entry in state.log:
        fresh._apply_known(entry.action)
    return fresh


def fingerprint(state: GameState) -> tuple[Any, ...]:
    """What must match between a state and its replay: data, log text, legal moves."""
    return (
        state.snapshot(),
        state.messages(),
        [a.key() for a in state.legal_actions()],
        state.rng.get_state(),
    )


def step(state: GameState, chooser: random.Random) -> bool:
    """One random legal action; False when the game is over."""
    if state.is_over:
        return False
    actions = state.legal_actions()
    state._apply_known(actions[chooser.randrange(len(actions))])
    return True


def check_independence(config: dict[str, Any], before: int, after: int) -> None:
    """Play ``before`` steps, copy, play ``after`` more on both sides; raise on a leak."""
    state = new_game(config["game"], config["mode"], config["players"], config["seed"],
                     config["options"])
    chooser = random.Random(config["seed"])
    for _ in range(before):
        if not step(state, chooser):
            break
    state.legal_actions()  # the copy shares a cached listing: it must stay correct
    original_print = fingerprint(state)
    twin = state.clone()
    assert fingerprint(twin) == original_print, "a fresh copy differs from its original"

    # the copy plays on alone: the original must not move
    twin_chooser = random.Random(config["seed"] + 1)
    for _ in range(after // 2):
        step(twin, twin_chooser)
    assert fingerprint(state) == original_print, "playing the copy changed the original"

    # both play on, interleaved, with different choices; a copy of the copy joins in
    grandchild = twin.clone()
    grand_chooser = random.Random(config["seed"] + 2)
    for _ in range(after):
        step(state, chooser)
        step(twin, twin_chooser)
        step(grandchild, grand_chooser)
    for side, name in ((state, "original"), (twin, "copy"), (grandchild, "copy of the copy")):
        assert fingerprint(side) == fingerprint(fresh_replay(side)), (
            f"the {name} differs from a fresh replay of its own log "
            f"({config['game']} {config['mode']} {config['players']}p seed {config['seed']})"
        )
