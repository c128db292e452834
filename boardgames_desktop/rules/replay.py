"""Replaying a saved log without listing the legal actions of every position it passes.

Loading a save replays its actions.  Checking each one against the legal actions of its
position lists them all, and that listing is two thirds to four fifths of the load time.  A
save written by the app also records a digest of the position its log ends in, and of the log
(:func:`position_digest`, the ``position`` field).  :func:`replay_saved` first applies the
actions without listing anything; when they end exactly in that position (the whole state,
the random generator's included), the log is the one the app played and recorded, so every
move was legal when it was made, and the listings are skipped.

The digest is keyed (an HMAC) with a secret that only this installation knows
(:func:`use_signing_key`; the app's save store keeps it in the user data folder).  A file
made anywhere else — by another person, a script, a hostile sender who recomputed a plain
hash — cannot carry a matching digest, so its moves are always checked.  Without a key (tests,
tools, the rules used as a library) no digest is written and every load is checked.

Anything else takes the checked path, as every load did before: a save without the digest
(older, or written by a script), a log edited by hand or written by another version, a move
that fails on the way.  The checked path starts again from a fresh set-up and applies every
move through ``GameState.apply``, so an illegal move is refused with the same message, naming
it; the caller still compares the random generator's fingerprint afterwards.  A digest that
does not match is never a reason to refuse a save by itself: the checked replay decides.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Sequence
from typing import Any

from .action import Action
from .errors import IllegalAction
from .signing_key import signing_key, use_signing_key  # noqa: F401  (re-exported)
from .state import GameState

DIGEST_CHARS = 64  #: a SHA-256 in hex
#: shorter logs are replayed checked: listing a few positions costs less than the digest
FAST_FROM = 16


def position_digest(state: GameState) -> str | None:
    """A keyed digest of everything in ``state`` (``GameState.snapshot``) and of its log's
    actions as saved: a log changed in any way no longer matches, even where the game's
    rules would carry out the changed move exactly as the recorded one.  None without a
    signing key."""
    key = signing_key()
    if key is None:
        return None
    data = [state.snapshot(), [entry.action.to_dict() for entry in state.log]]
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=repr)
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()


def _usable(position: Any) -> bool:
    return (signing_key() is not None and isinstance(position, str)
            and len(position) == DIGEST_CHARS)


def replay_fast(state: GameState, actions: Sequence[Action], position: str) -> bool:
    """Apply ``actions`` to ``state`` without checking them; True when they end in
    ``position``.  False (a move failed, or another position): ``state`` is spoiled and
    must be thrown away."""
    try:
        for action in actions:
            if state.is_over:
                return False
            state._apply_known(action)  # noqa: SLF001 -- the replay entry point of the rules
    except Exception:  # an illegal move may fail anywhere in the game's code: checked path
        return False
    digest = position_digest(state)
    return digest is not None and hmac.compare_digest(digest, position)


def replay_checked(state: GameState, actions: Sequence[Action],
                   on_illegal: Callable[[int, Exception], Exception]) -> GameState:
    """Apply ``actions`` one by one through ``apply`` (each checked against the position's
    legal actions); a move that is refused raises ``on_illegal(index, error)``."""
    for index, action in enumerate(actions):
        try:
            state.apply(action)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            raise on_illegal(index, exc) from exc
    return state


def replay_saved(setup: Callable[[], GameState], actions: Sequence[Action], position: Any,
                 on_illegal: Callable[[int, Exception], Exception]) -> GameState:
    """The state a saved log leads to: fast when the save's ``position`` digest confirms
    it, else checked (see the module docstring).  ``setup`` makes the game's starting
    position (called again for the checked path)."""
    if _usable(position) and len(actions) >= FAST_FROM:
        state = setup()
        if replay_fast(state, actions, position):
            return state
    return replay_checked(setup(), actions, on_illegal)
