"""Small pictures for the rules reference, drawn by each game's own view painters.

It lives beside ``scene_registry.py``: the ui layer is where a game's view is named; the app
layer only asks for a picture id.

A picture id such as ``"flashpoint.fire"`` names a function that returns sketches
(``ui/sketch.py``) built with the game's painting helpers; :func:`picture` turns them into a
pixmap through a throwaway scene.  The painters are only called, never changed.  A game view
that cannot be imported, or a painter that fails, gives no picture: the text stands alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from .reconcile import Reconciler
from .sketch import LineSketch, RectSketch, Sketch

Painter = Callable[[], list[Sketch]]
BACKGROUND = QColor(246, 243, 236)


# ----- Flash Point ------------------------------------------------------------------------
def _fp() -> object:
    from boardgames_desktop.games.flashpoint.view import pieces

    return pieces


def _fp_fire() -> list[Sketch]:
    return [_fp().flame(QRectF(0, 0, 60, 60))]


def _fp_smoke() -> list[Sketch]:
    return [_fp().smoke(QRectF(0, 0, 60, 60))]


def _fp_victim() -> list[Sketch]:
    return [_fp().victim(QPointF(30, 30), 44, False)]


def _fp_poi() -> list[Sketch]:
    return [_fp().poi_back(QPointF(30, 30), 44)]


def _fp_hazmat() -> list[Sketch]:
    return [_fp().hazmat(QPointF(30, 30), 44)]


def _fp_hot_spot() -> list[Sketch]:
    return [_fp().hot_spot(QPointF(30, 30), 20)]


def _fp_cells() -> list[Sketch]:
    """Two floor spaces side by side with a wall between them, as the board draws them."""
    from PySide6.QtGui import QBrush, QPen

    tops: list[Sketch] = []
    for x in (0, 44):
        cell = RectSketch(x, 0, 44, 44)
        cell.setBrush(QBrush(QColor(238, 226, 200)))
        cell.setPen(QPen(QColor(190, 175, 150), 1))
        tops.append(cell)
    wall = LineSketch(44, 0, 44, 44)
    wall.setPen(QPen(getattr(_fp(), "WALL", QColor(60, 40, 25)), 7))
    tops.append(wall)
    return tops


def _fp_damage() -> list[Sketch]:
    return [*_fp_cells(), _fp().damage_cube(QPointF(44, 22), 11)]


def _fp_wall() -> list[Sketch]:
    return _fp_cells()


def _fp_door() -> list[Sketch]:
    from PySide6.QtGui import QBrush, QPen

    door = RectSketch(39, 8, 10, 28)
    door.setBrush(QBrush(QColor(150, 95, 40)))
    door.setPen(QPen(QColor(60, 35, 10), 2))
    return [*_fp_cells()[:2], door]


def _fp_firefighter() -> list[Sketch]:
    return [_fp().firefighter("blue", "GE", 52, QPointF(30, 30))]


def _fp_engine() -> list[Sketch]:
    return [_fp().vehicle(QRectF(0, 0, 120, 60), "engine", False)]


def _fp_ambulance() -> list[Sketch]:
    return [_fp().vehicle(QRectF(0, 0, 120, 60), "ambulance", False)]


# ----- The Brigade ------------------------------------------------------------------------
def _bg_block(intensity: int = 2, destroyed: bool = False) -> list[Sketch]:
    from boardgames_desktop.games.brigade.data import catalogue
    from boardgames_desktop.games.brigade.view import town_items

    cat = catalogue()
    info = max(cat.blocks.values(), key=lambda b: (b.value == 3, b.name))
    fac = cat.factions[info.faction]
    rect = QRectF(0, 0, town_items.TILE, town_items.TILE)
    if destroyed:
        look = town_items.TileLook("C2", "burnt", info.burnt, fac.name, fac.colour, fac.glyph,
                                   info.value, info.flame_track)
    else:
        look = town_items.TileLook("C2", "block", info.name, fac.name, fac.colour, fac.glyph,
                                   info.value, info.flame_track, intensity, favour=True)
    return [town_items.draw_tile(None, look, rect)]


def _bg_piece(kind: str, colour: str, letter: str, water: int | None = None) -> list[Sketch]:
    from boardgames_desktop.games.brigade.view import town_items

    item = town_items.piece_item(town_items.Piece(kind, colour, letter, water), 56)
    item.setPos(40, 40)
    return [item]


def _bg_flame() -> list[Sketch]:
    from boardgames_desktop.games.brigade.view import paint

    return [paint.path_item(None, paint.flame_path(30, 30, 54), QColor(235, 90, 30),
                            QColor(140, 30, 10), 2)]


def _bg_water() -> list[Sketch]:
    from boardgames_desktop.games.brigade.view import paint

    return [paint.path_item(None, paint.drop_path(30, 30, 54), paint.WATER,
                            QColor(10, 40, 90), 2)]


def _bg_favour() -> list[Sketch]:
    from boardgames_desktop.games.brigade.view import paint

    return [paint.badge(None, 30, 30, 24, QColor(240, 200, 60), "F", QColor(0, 0, 0))]


# ----- Emberheart -------------------------------------------------------------------------
def _eh_dragon() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.data import content
    from boardgames_desktop.games.emberheart.view import cards

    c = next(card for card in content().cards.values() if card.kind == "mountain")
    info = {"id": c.id, "kind": c.kind, "name": c.name, "color": c.color, "glory": c.glory,
            "label": c.name, "flame": c.flame, "warden": c.warden, "level": c.level}
    return [cards.draw_card(None, info, 0, 0)]


def _eh_card() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.data import content
    from boardgames_desktop.games.emberheart.view import cards

    c = next(card for card in content().cards.values() if card.kind == "hero")
    info = {"id": c.id, "kind": c.kind, "name": c.name, "color": c.color, "glory": c.glory,
            "label": c.name, "ability": c.text, "scoring": c.scoring_text}
    return [cards.draw_card(None, info, 0, 0)]


def _eh_crest() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.view import paint, pieces

    return [paint.crest(None, 30, 30, 44, pieces.seat_colour(0), "R")]


def _eh_companion() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.view import paint, pieces

    return [paint.dragon_head(None, 30, 30, 56, pieces.seat_colour(1))]


def _eh_flame() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.view import paint

    return [paint.flame_icon(None, 30, 30, 54)]


def _eh_party() -> list[Sketch]:
    from boardgames_desktop.games.emberheart.view import pieces

    holder = RectSketch(0, 0, 60, 120)
    holder.setPen(Qt.PenStyle.NoPen)
    party = {"player": 0, "grunt": 2, "scout": 1, "companion": True}
    pieces.party_stack(holder, party, 30, 118, ["Red"])
    return [holder]


PAINTERS: dict[str, Painter] = {
    "flashpoint.fire": _fp_fire, "flashpoint.smoke": _fp_smoke,
    "flashpoint.victim": _fp_victim, "flashpoint.poi": _fp_poi,
    "flashpoint.hazmat": _fp_hazmat, "flashpoint.hot_spot": _fp_hot_spot,
    "flashpoint.damage": _fp_damage, "flashpoint.wall": _fp_wall, "flashpoint.door": _fp_door,
    "flashpoint.firefighter": _fp_firefighter, "flashpoint.engine": _fp_engine,
    "flashpoint.ambulance": _fp_ambulance,
    "brigade.block": _bg_block, "brigade.ruin": lambda: _bg_block(destroyed=True),
    "brigade.flame": _bg_flame, "brigade.water": _bg_water, "brigade.favour": _bg_favour,
    "brigade.brigade": lambda: _bg_piece("brigade", "#d9822b", "A", 2),
    "brigade.wagon": lambda: _bg_piece("wagon", "#d9822b", "A", 3),
    "brigade.blaze": lambda: _bg_piece("blaze", "#444444", "B"),
    "brigade.pyromancer": lambda: _bg_piece("pyromancer", "#7a2a8c", "P"),
    "brigade.phoenix": lambda: _bg_piece("phoenix", "#ff8c00", ""),
    "emberheart.dragon": _eh_dragon, "emberheart.card": _eh_card,
    "emberheart.crest": _eh_crest, "emberheart.companion": _eh_companion,
    "emberheart.flame": _eh_flame, "emberheart.party": _eh_party,
}


def render(tops: list[Sketch], height: int, ratio: float = 1.0) -> QPixmap:
    """Draw sketches into a pixmap ``height`` logical pixels tall (width follows)."""
    scene = QGraphicsScene()
    for i, top in enumerate(tops):
        top.key = f"picture{i}"
    Reconciler(scene).apply(tops)
    bounds = scene.itemsBoundingRect().adjusted(-4, -4, 4, 4)
    scale = height / max(1.0, bounds.height())
    width = max(1, int(bounds.width() * scale))
    pixmap = QPixmap(int(width * ratio), int(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(BACKGROUND)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), bounds)
    painter.end()
    return pixmap


@cache
def picture(picture_id: str, height: int = 72, ratio: float = 1.0) -> QPixmap | None:
    """The pixmap for ``picture_id``, or None when there is no such picture or it failed."""
    painter = PAINTERS.get(picture_id)
    if painter is None:
        return None
    try:
        return render(painter(), height, ratio)
    except Exception:  # a painter changed under us: the reference still shows its text
        return None
