"""Tragic Events cards slide (the shared way: ``ui/animate_cards.py``): the top card of the
Fire discard is keyed by how many cards have been discarded, so each card drawn is a new
card that sets off from the Fire deck and lands on the discard (the one below fades); the
Last Event card is keyed by how many Events were drawn and comes from the Event deck line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.animate_cards import put_card
from boardgames_desktop.ui.paint import point_font, text_block
from boardgames_desktop.ui.sketch import RectSketch, RichTextSketch

if TYPE_CHECKING:
    from .scene import FlashPointScene

FIRE_DECK, EVENT_DECK = "fire", "events"  #: the decks' names


def deck(scene: FlashPointScene, name: str, place: QPointF) -> None:
    """Where the deck ``name`` (FIRE_DECK, EVENT_DECK) is drawn (``place`` in the
    coordinates of the column panel being drawn: ``ui/panel_cache.py``)."""
    dx, dy = scene.panel_origin()
    scene.motion.cards.deck(name, place + QPointF(dx, dy))


def _face(rect: QRectF, fill: QColor, edge: QColor, tip: str) -> RectSketch:
    face = RectSketch(rect)
    face.setBrush(QBrush(fill))
    face.setPen(QPen(edge, 1.2))
    face.setToolTip(tip)
    return face


def _words(face: RectSketch, words: str, x: float, y: float, width: float, size: float,
           colour: QColor, bold: bool = False) -> RichTextSketch:
    item = text_block(words, x, y, width, point_font(size, bold), colour)
    item.setParentItem(face)
    return item


def fire_discard(scene: FlashPointScene, rect: QRectF, name: str, detail: str, fill: QColor,
                 edge: QColor, tip: str, discarded: int, light: QColor) -> None:
    """The top card (the ``discarded``-th) of the Fire discard pile at ``rect``, over the
    pile and with its words (the pile stays drawn below: its items keep their keys)."""
    face = _face(rect, fill, edge, tip)
    _words(face, name, rect.x() + 3, rect.y(), rect.width() - 6, 10.5, light, True)
    _words(face, detail, rect.x() + 3, rect.y() + 20, rect.width() - 6, 10, light)
    piece = put_card(scene, face, f"fire-card:{discarded}", FIRE_DECK, rect.topLeft(),
                     ("fire-discard", rect.topLeft()))  # it never travels: it jumps
    piece.setZValue(4.5)


def event_card(scene: FlashPointScene, x: float, y: float, w: float, title: str, body: str,
               tip: str, drawn: int, ink: QColor) -> float:
    """The Last Event card from (x, y), ``w`` wide (the ``drawn``-th Event of the game);
    returns its height."""
    words = text_block(title, x + 6, y + 3, w - 12, point_font(11.5, True), QColor(60, 20, 10))
    top = y + 3 + words.boundingRect().height() - 4
    text = text_block(body, x + 6, top, w - 12, point_font(11, False), ink)
    height = words.boundingRect().height() + text.boundingRect().height() + 4
    face = _face(QRectF(x, y, w, height), QColor(250, 236, 200), QColor(160, 60, 30), tip)
    words.setParentItem(face)
    text.setParentItem(face)
    piece = put_card(scene, face, f"event-card:{drawn}", EVENT_DECK, QPointF(x, y),
                     ("last-event", QPointF(x, y)))  # it never travels: it jumps
    piece.setZValue(5)
    return height
