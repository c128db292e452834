"""The save format: a versioned header plus the action log, replayed on load.

Format history:

1. ``rng`` holds the whole generator state (~7 KB) and the event count.
2. ``rng`` holds ``{"events": n, "digest": ...}`` (``SeededRNG.fingerprint``): loading
   replays the log, so the stored value only has to be compared, never restored.  Format 1
   saves still load (their full state is compared).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .action import Action
from .errors import IllegalAction, SaveError
from .replay import replay_saved
from .save_format import FORMAT_NAME, FORMAT_VERSION, parse_save

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["FORMAT_NAME", "FORMAT_VERSION", "dump_state", "load_game", "parse_save"]


def state_header(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": state.game_id,
        "mode": state.mode,
        "players": state.players,
        "seed": state.seed,
        "options": state.options,
    }


def dump_state(state: GameState, extra: dict[str, Any] | None = None,
               position: bool = False) -> str:
    """The JSON text of a save; ``extra`` carries app data such as seat names.
    ``position``: also record the digest of the position, so loading may skip checking each
    move (``rules/replay.py``; an optional field, older versions ignore it)."""
    data = state_header(state)
    data["actions"] = [entry.action.to_dict() for entry in state.log]
    data["rng"] = state.rng.fingerprint()
    if position and state.log:
        from .replay import position_digest

        digest = position_digest(state)  # None when this installation has no signing key
        if digest is not None:
            data["position"] = digest
    data["summary"] = {
        "actions": len(state.log),
        "phase": state.phase,
        "over": state.is_over,
        "outcome": state.outcome.to_dict() if state.outcome else None,
    }
    if extra:
        data["app"] = extra
    return json.dumps(data, separators=(",", ":"))


def load_game(text: str) -> GameState:
    """Rebuild a saved game exactly, RNG included, by replaying its actions."""
    from .registry import new_game

    data = parse_save(text)
    try:
        state = new_game(data["game"], data["mode"], data["players"], data["seed"],
                         data.get("options") or {})
    except (KeyError, ValueError, IllegalAction) as exc:
        raise SaveError(f"The save's game cannot be set up: {exc}") from exc
    actions = []
    for index, raw in enumerate(data["actions"]):
        try:
            actions.append(Action.from_dict(raw))
        except (IllegalAction, KeyError, ValueError, TypeError) as exc:
            raise _unreplayable(index, exc) from exc
    unused = [state]  # the set-up made above serves the first replay; a second sets up anew
    state = replay_saved(lambda: unused.pop() if unused else _set_up(data), actions,
                         data.get("position"), _unreplayable)
    if not rng_matches(data.get("rng"), state):
        raise SaveError("The save does not replay to the same position; it is from an "
                        "incompatible version or was edited.")
    return state


def _set_up(data: dict[str, Any]) -> GameState:
    from .registry import new_game

    return new_game(data["game"], data["mode"], data["players"], data["seed"],
                    data.get("options") or {})


def _unreplayable(index: int, exc: Exception) -> SaveError:
    return SaveError(f"The save is damaged or from an incompatible version: move {index + 1} "
                     f"cannot be replayed ({exc}).")


def rng_matches(stored: Any, state: GameState) -> bool:
    """Whether the replayed RNG is where the save says (None: an old save without it)."""
    if stored is None:
        return True
    if isinstance(stored, dict):  # format 2: fingerprint
        return stored == state.rng.fingerprint()
    return stored == state.rng.get_state()  # format 1: the full state
