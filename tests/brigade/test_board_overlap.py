"""Nothing covers what a player needs (#12.3): on every town tile of mid-game positions of
every mode and board size (Big Buildings, Expert, 4v1, the campaign), no piece and no
"what you can do here" chip overlaps the tile's value badge, name, Favour / Loyalty / Renown
tokens or Flame track numbers.

The view marks those tile parts with ``COMPONENT_ROLE`` ``part:<what>`` (``part:chip`` for
the chips); pieces are the items keyed ``warden:``, ``wagon:``, ``blaze``, ``pyromancer``,
``phoenix``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from boardgames_desktop.games.brigade.view.scene import create_scene
from boardgames_desktop.games.brigade.view.tips import COMPONENT_ROLE
from boardgames_desktop.games.brigade.view.town_items import PART

from .positions import position, position_names

PIECE_KEYS = ("warden:", "wagon:", "blaze", "pyromancer", "phoenix")
NAMES = position_names((0, 12, 25, 40, 60))


def whole_rect(item) -> QRectF:
    """An item with its children (the water drop, the acting ring), in scene coordinates."""
    return item.mapRectToScene(item.boundingRect() | item.childrenBoundingRect())


def overlaps(a: QRectF, b: QRectF) -> bool:
    return a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5))


@pytest.mark.parametrize("name", NAMES)
def test_no_piece_or_chip_covers_a_value_name_or_token(qapp, name):
    state = position(name)
    scene = create_scene()
    viewer = state.active_players[0] if state.active_players else None
    scene.show_state(state, viewer, state.legal_actions())
    parts: list[tuple[str, QRectF]] = []
    covers: list[tuple[str, QRectF]] = []
    for item in scene.items():
        kind = item.data(COMPONENT_ROLE)
        if isinstance(kind, str) and kind.startswith(PART):
            rect = item.sceneBoundingRect()
            (covers if kind == PART + "chip" else parts).append((kind, rect))
    for key in scene.reconciler.keys():
        if key.startswith(PIECE_KEYS) and "/" not in key:
            covers.append((key, whole_rect(scene.board_item(key))))
    assert parts and any(k == PART + "value" for k, _ in parts)
    clashes = [(c, p) for c, cr in covers for p, pr in parts if overlaps(cr, pr)]
    assert not clashes, clashes


def test_the_chip_on_a_block_leaves_its_value_readable(qapp):
    """The known case: "Move/Wagon" while choosing a move sat on the value badge."""
    from .helpers import game

    state = game("competitive", 2, 1)
    scene = create_scene()
    scene.show_state(state, state.active_players[0], state.legal_actions())
    chips = [i for i in scene.items() if i.data(COMPONENT_ROLE) == PART + "chip"]
    assert any("/" in t.text() for c in chips for t in c.childItems() if hasattr(t, "text"))
    values = [i.sceneBoundingRect() for i in scene.items()
              if i.data(COMPONENT_ROLE) == PART + "value"]
    assert chips and not any(overlaps(c.sceneBoundingRect(), v) for c in chips for v in values)
