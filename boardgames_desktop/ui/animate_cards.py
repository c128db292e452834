"""Cards that slide from their deck, the same way in every game.

A card on the board is a piece of its own, keyed by the card (``"event-card:ev12"``), so the
reconciler sees it arrive, travel or leave like any piece.  While drawing, the scene says
where each card was dealt from (:func:`put_card` with its deck's place); when a card appears
that was not on the board a moment ago, :class:`~boardgames_desktop.ui.animate.Motion` starts
it at that place and glides it to where it lands, fading in on the way.  A card that moves
from one display to another under the same key (a Forge card taken onto a Warden) glides.

A card that only moved because the display it lies in moved (a taller panel above pushed
the Forge down the column) jumps with its display instead of gliding: :func:`put_card` is
told the display's corner, and the card's place relative to it is compared with the last
drawing's (a step of a sequence is described just before it is shown, so the last drawing is
the one on screen).

The places live on the scene's :class:`Motion` (``motion.cards``), so no game scene needs a
hook of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from .sketch import GroupSketch, Sketch

if TYPE_CHECKING:
    from .game_scene import GameScene


class CardOrigins:
    """Card key -> the place (scene coordinates) of the deck the card was dealt from."""

    def __init__(self) -> None:
        self._decks: dict[str, QPointF] = {}
        self._places: dict[str, QPointF] = {}  #: deck name -> where it is drawn
        #: card key -> (its display, the display's corner, its place in the display), this
        #: drawing and the one before
        self._now: dict[str, tuple[str, QPointF, QPointF]] = {}
        self._before: dict[str, tuple[str, QPointF, QPointF]] = {}
        self.display: tuple[str, QPointF] | None = None  #: the display being drawn

    def deck(self, name: str, place: QPointF) -> None:
        """The deck ``name`` is drawn at ``place`` (cards dealt from it set off there)."""
        self._places[name] = QPointF(place)

    def dealt(self, key: str, deck: QPointF | str | None) -> None:
        """The card ``key`` came from ``deck``: a place, a deck named by :meth:`deck`, or
        None (from nowhere in sight)."""
        if isinstance(deck, str):
            deck = self._places.get(deck)
        if deck is None:
            self._decks.pop(key, None)
        else:
            self._decks[key] = QPointF(deck)

    def deck_place(self, name: str) -> QPointF | None:
        place = self._places.get(name)
        return QPointF(place) if place is not None else None

    def lies(self, key: str, display: tuple[str, QPointF], corner: QPointF) -> None:
        """The card ``key`` lies with its top-left at ``corner`` in ``display`` (its name
        and its corner, scene coordinates)."""
        if key in self._now:
            self._before[key] = self._now[key]
        name, place = display
        self._now[key] = (name, QPointF(place), corner - place)

    def carried(self, key: str) -> bool:
        """Whether the card ``key`` moved only with its display (it should jump with it)."""
        now, before = self._now.get(key), self._before.get(key)
        if now is None or before is None or now[0] != before[0]:
            return False
        # the same place in the same display: whatever moved it on the board was the display
        # (its corner moved, or the panel drawn around it was moved as a whole: see
        # ``GameScene.scope(at=)``, where the corner stays the same in the panel's own terms)
        return (now[2] - before[2]).manhattanLength() < 0.5

    def origin(self, key: str) -> QPointF | None:
        """Where the card ``key`` sets off from when it appears (None: it grows in)."""
        place = self._decks.get(key)
        return QPointF(place) if place is not None else None

    def __len__(self) -> int:
        return len(self._decks)


def anchored(sketch: Sketch, corner: QPointF) -> GroupSketch:
    """``sketch`` (drawn in scene coordinates) inside a group standing at ``corner``: the
    same picture, but its position is the group's, so moving the card moves the group."""
    group = GroupSketch()
    group.setPos(corner)
    group.addToGroup(sketch)
    return group


def put_card(scene: GameScene, card: Sketch, key: str, deck: QPointF | str | None,
             corner: QPointF | None = None,
             display: tuple[str, QPointF] | None = None) -> Sketch:
    """Put ``card`` on the board as the travelling piece ``key``, dealt from ``deck``.
    ``corner``: the card's top-left when it was drawn in scene coordinates (it is anchored
    there: :func:`anchored`); None when the card already stands at its own position.
    ``display``: the name and corner of the panel the card lies in (it jumps when only that
    moved); None: the display last named in ``motion.cards.display``, if any."""
    piece: Sketch = anchored(card, corner) if corner is not None else card
    cards = scene.motion.cards
    cards.dealt(key, deck)
    display = display or cards.display
    if display is not None:
        cards.lies(key, display, piece.pos())
    scene.put(piece, key=key)
    return piece
