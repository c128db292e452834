"""What a session's log says beyond the rules' log, kept with the save: the computer's
explanation of each of its moves and each person's hint request (stored by
``storage/move_notes.py``)."""

from __future__ import annotations

from collections.abc import Mapping


class SessionNotes(dict[int, str]):
    """The computer's explanations by action index (the mapping itself), plus ``hints``:
    the log's hint requests by the position they were asked at (0..number of moves; the
    line shows after that many moves)."""

    def __init__(self, moves: Mapping[int, str] | None = None,
                 hints: Mapping[int, str] | None = None) -> None:
        super().__init__(moves or {})
        self.hints: dict[int, str] = dict(hints or {})
