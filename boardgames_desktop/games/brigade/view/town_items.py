"""Drawing the town of Tinderbox: block tiles, Firehouses, the flame tracks, tokens,
meeples, fireball marks and the coordinates along the edges.

Pure drawing: ``TownLayout`` places cells, ``draw_tile`` builds one tile (its base rect is
the clickable item, tagged ``cell:<label>`` by the scene), ``draw_pieces`` puts the meeples
of one cell on it.  What to show comes in as plain values computed by ``scene.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF

from boardgames_desktop.ui.items import meeple, readable_text_colour
from boardgames_desktop.ui.sketch import RectSketch, Sketch

from .paint import (
    ASH,
    FAVOUR,
    FIRE,
    FIRE_HOT,
    HIGHLIGHT,
    INK,
    LIGHT,
    WATER,
    badge,
    circle,
    drop_path,
    flame_path,
    passive,
    path_item,
    rect,
    text,
    tint,
    wrapped,
)
from .tips import COMPONENT_ROLE

TILE = 120  # side of one town cell in scene units
GAP = 3  # space between tiles
BAND = 24  # height of the faction band at the top of a tile
COLUMNS = "@ABCDEFG"
NAME_PX = 13  # block names: two lines at most at this size (the longest included)
FLAMES = 22  # the Flame track's band at the bottom of a tile
#: QGraphicsItem data (COMPONENT_ROLE) of the tile parts nothing may cover, and of the
#: chips that must stay off them (see tests/brigade/test_board_overlap.py)
PART = "part:"
FIREHOUSE_CHIP_TOP = 33  # a Firehouse's "can act here" chip: under its name, over the pieces


def to_rc(label: str) -> tuple[int, int]:
    """'A1' -> (0, 0), '@3' -> (2, -1): the view's own copy of the town's convention."""
    return int(label[1]) - 1, COLUMNS.index(label[0]) - 1


@dataclass
class TownLayout:
    """Where each cell of the town sits in the scene."""

    labels: list[str]
    x0: float = 0.0
    y0: float = 0.0
    min_r: int = field(init=False)
    min_c: int = field(init=False)
    max_r: int = field(init=False)
    max_c: int = field(init=False)

    def __post_init__(self) -> None:
        rcs = [to_rc(lab) for lab in self.labels] or [(0, 0)]
        self.min_r = min(r for r, _ in rcs)
        self.max_r = max(r for r, _ in rcs)
        self.min_c = min(c for _, c in rcs)
        self.max_c = max(c for _, c in rcs)

    def cell(self, label: str) -> QRectF:
        r, c = to_rc(label)
        return self.rc_rect(r, c)

    def rc_rect(self, r: int, c: int) -> QRectF:
        step = TILE + GAP
        return QRectF(self.x0 + (c - self.min_c) * step, self.y0 + (r - self.min_r) * step,
                      TILE, TILE)

    @property
    def width(self) -> float:
        return (self.max_c - self.min_c + 1) * (TILE + GAP) - GAP

    @property
    def height(self) -> float:
        return (self.max_r - self.min_r + 1) * (TILE + GAP) - GAP


@dataclass
class TileLook:
    """Everything one tile shows (computed from the state by the scene)."""

    label: str
    kind: str  # "block", "burnt", "firehouse"
    name: str
    faction_name: str = ""
    faction_colour: str = "#888888"
    glyph: str = ""
    value: int = 0
    flame_track: int = 0
    intensity: int = 0
    favour: bool = False
    loyalty: tuple[str, str] | None = None  # (colour, letter)
    renown: list[tuple[str, str, int]] = field(default_factory=list)  # (colour, letter, n)
    renown_total: int | None = None  # Co-Op: the team's Renown against the value
    firehouse_owner: tuple[str, str] | None = None  # (colour, letter) of the home seat
    fireballs: int = 0  # fireballs of the event card just drawn on this cell
    note: str = ""  # e.g. "Home of Verna's Watering Can"
    closed: bool = False  # e.g. University sealed (campaign chapter 3)
    when_destroyed: bool = False  # Big Buildings block with a "when destroyed" effect
    treasure: bool = False  # home block of a face-up Tinderbox Treasure
    saved: bool = False  # Co-Op / campaign: Loyal to the team (a "saved" ribbon)


def draw_tile(parent: Sketch | None, look: TileLook, r: QRectF) -> RectSketch:
    """Build one tile; returns its base rect (the scene tags it)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    fcol = QColor(look.faction_colour)
    if look.kind == "firehouse":
        base = rect(parent, x, y, w, h, QColor(112, 44, 36), QColor(60, 20, 16), 1.5)
        _firehouse(base, look, r)
        return base
    if look.kind == "burnt":
        base = rect(parent, x, y, w, h, ASH, QColor(20, 20, 20), 1.5)
        hatch = rect(base, x, y, w, h, None)
        hatch.setBrush(QBrush(QColor(90, 84, 80), Qt.BrushStyle.BDiagPattern))
        passive(hatch)
        band = rect(base, x, y, w, BAND, QColor(35, 33, 32))
        passive(band)
        text(base, look.glyph, x + 5, y + 1, 19, fcol.lighter(110), bold=True)
        text(base, "DESTROYED", x + w / 2 + 8, y + 5, 12, QColor(255, 160, 120), bold=True,
             align="centre")
        part(burnt_name(base, look, r), "name")
        part(text(base, f"was {look.faction_name}", x + w / 2, y + h - 22, 11,
                  QColor(170, 165, 160), align="centre"), "name")
        _fireball_marks(base, look, r)
        return base
    body = tint(fcol, 0.80)
    base = rect(parent, x, y, w, h, body, fcol.darker(150), 1.5)
    band = rect(base, x, y, w, BAND, fcol)
    passive(band)
    ink = readable_text_colour(fcol)
    text(base, look.glyph, x + 5, y + 1, 19, ink, bold=True)
    # the printed value: a white disc at the top right
    value = badge(base, x + w - 14, y + 12, 10.5, QColor(255, 255, 255), str(look.value), INK,
                  px=15)
    part(value, "value")
    part(block_name(base, look, r), "name")
    _flame_track(base, look, x, y + h - FLAMES, w)
    _tokens(base, look, r)
    if look.intensity >= look.flame_track > 0:  # one more fire destroys it
        frame = rect(base, x + 2, y + 2, w - 4, h - 4, None, FIRE_HOT, 3,
                     Qt.PenStyle.DashLine)
        passive(frame)
    if look.when_destroyed:  # Big Buildings: something happens when it burns down
        badge(base, x + 38, y + 12, 8.5, QColor(30, 30, 30), "!", QColor(255, 200, 0), px=13)
    if look.treasure:  # the home block of a Tinderbox Treasure face up in the Forge
        chest = rect(base, x + w - 50, y + 5, 18, 14, QColor(230, 180, 60), INK, 1)
        passive(chest)
        text(chest, "T", x + w - 41, y + 5, 11, INK, bold=True, align="centre")
    if look.closed:
        text(base, "SEALED", x + w / 2, y + BAND + 36, 13, QColor(120, 0, 0), bold=True,
             align="centre")
    _fireball_marks(base, look, r)
    return base


def _firehouse(base: RectSketch, look: TileLook, r: QRectF) -> None:
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    # a little house with a bell
    house = QPainterPath()
    cx, top = x + w / 2, y + 30
    house.addPolygon(QPolygonF([QPointF(cx - 26, top + 18), QPointF(cx, top),
                                QPointF(cx + 26, top + 18), QPointF(cx + 20, top + 18),
                                QPointF(cx + 20, top + 42), QPointF(cx - 20, top + 42),
                                QPointF(cx - 20, top + 18)]))
    house.closeSubpath()
    path_item(base, house, QColor(235, 205, 170), QColor(60, 20, 16), 1.5)
    door = QPainterPath()
    door.addRect(QRectF(cx - 8, top + 26, 16, 16))
    path_item(base, door, QColor(90, 40, 30))
    part(firehouse_name(base, look, r), "name")
    if look.firehouse_owner:
        col, letter = look.firehouse_owner
        stripe = rect(base, x, y + h - 8, w, 8, QColor(col))
        passive(stripe)
        part(text(base, look.note or f"Home of {letter}", x + w / 2, y + h - 26, 12, LIGHT,
                  bold=True, align="centre"), "name")
    _fireball_marks(base, look, r)


def _flame_track(base: Sketch, look: TileLook, x: float, y: float, w: float) -> None:
    """The printed Flame track: one box per step, the boxes up to the intensity on fire."""
    n = max(1, look.flame_track)
    box = min(26.0, (w - 12) / n)
    left = x + (w - box * n) / 2
    for i in range(n):
        lit = i < look.intensity
        fill = (FIRE_HOT if look.intensity >= 3 else FIRE) if lit else QColor(255, 250, 240)
        b = rect(base, left + i * box, y, box - 2, 18, fill, QColor(120, 60, 30), 1)
        passive(b)
        part(b, "flames")
        if lit:
            path_item(base, flame_path(left + i * box + box / 2 - 1, y + 9, 15),
                      QColor(255, 230, 90), QColor(150, 40, 0), 0.8)
        else:
            text(base, str(i + 1), left + i * box + box / 2 - 1, y + 2, 11,
                 QColor(150, 120, 100), align="centre")


def _tokens(base: Sketch, look: TileLook, r: QRectF) -> None:
    """Loyalty shield, Favour token and Renown counters on the right of the middle zone."""
    x, y, w = r.x(), r.y(), r.width()
    right = x + w - 4
    top = y + BAND + 36
    if look.saved:
        saved_ribbon(base, right, top)
        right -= 62
    if look.loyalty:
        col, letter = look.loyalty
        sx, sy = right - 26, top - 2
        fill = QColor(col)
        shield = path_item(base, shield_path(sx, sy, 26, 34), fill, INK, 2)
        part(shield, "loyalty")
        text(shield, letter, sx + 13, sy + 5, 16, readable_text_colour(fill), bold=True,
             align="centre")
        right -= 30
    if look.favour:
        part(badge(base, right - 11, top + 12, 11, FAVOUR, "F", QColor(130, 90, 0), px=14),
             "favour")
        right -= 26
    ry = top
    for label, fill in _renown_pills(look):
        part(_pill(base, right, ry, label, fill), "renown")
        ry += 17


def _renown_pills(look: TileLook) -> list[tuple[str, QColor]]:
    """The Renown counters of a tile: the team's total, or one per seat."""
    out = []
    if look.renown_total is not None and look.renown_total > 0:
        out.append((f"R {look.renown_total}/{look.value}", QColor(70, 70, 80)))
    out += [(f"{letter} {n}/{look.value}", QColor(col)) for col, letter, n in look.renown]
    return out


def token_extent(look: TileLook) -> float:
    """How far the tokens reach in from the tile's right edge (as ``_tokens`` lays them)."""
    used = 4 + (62 if look.saved else 0) + (30 if look.loyalty else 0) + (
        26 if look.favour else 0)
    pills = [text(None, label, 0, 0, 12, INK, bold=True).boundingRect().width() + 8
             for label, _ in _renown_pills(look)]
    return used + max(pills, default=0)


def block_name(parent: Sketch | None, look: TileLook, r: QRectF) -> Sketch:
    return wrapped(parent, look.name, r.x() + 2, r.y() + BAND + 1, r.width() - 4, NAME_PX, INK,
                   bold=True, centre=True)


def burnt_name(parent: Sketch | None, look: TileLook, r: QRectF) -> Sketch:
    return wrapped(parent, look.name, r.x() + 4, r.y() + BAND + 8, r.width() - 8, 13,
                   QColor(220, 210, 200), centre=True, italic=True)


def firehouse_name(parent: Sketch | None, look: TileLook, r: QRectF) -> Sketch:
    return wrapped(parent, look.name, r.x() + 3, r.y() + 3, r.width() - 6, 12, LIGHT,
                   bold=True, centre=True)


def part(item: Sketch, name: str) -> Sketch:
    """Mark a tile part that pieces and chips must leave readable."""
    item.setData(COMPONENT_ROLE, PART + name)
    return item


def piece_zone(look: TileLook, r: QRectF) -> QRectF:
    """Where the pieces on this tile may stand: under its name, left of its tokens, above
    its Flame track (a Firehouse: under its name, above its owner's note)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    if look.kind == "firehouse":
        top = max(y + 3 + firehouse_name(None, look, r).boundingRect().height(),
                  y + FIREHOUSE_CHIP_TOP + 18) + 2
        bottom = y + h - (28 if look.firehouse_owner else 3)
        return QRectF(x + 3, top, w - 6, bottom - top)
    if look.kind == "burnt":  # a piece caught on a block as it burnt down
        top = y + BAND + 8 + burnt_name(None, look, r).boundingRect().height() + 1
        return QRectF(x + 3, top, w - 6, y + h - 24 - top)
    top = y + BAND + 1 + block_name(None, look, r).boundingRect().height() + 2
    right = x + w - token_extent(look) - 2
    return QRectF(x + 3, top, max(0.0, right - x - 3), y + h - FLAMES - 2 - top)


SAVED = QColor(30, 130, 70)


def saved_ribbon(parent: Sketch, right: float, y: float, w: float = 58,
                 h: float = 20) -> None:
    """The team's "saved" ribbon (Co-Op Loyalty): a green banner with a swallowtail on the
    left, its right edge at ``right``."""
    x = right - w
    p = QPainterPath()
    p.moveTo(x, y)
    p.lineTo(right, y)
    p.lineTo(right, y + h)
    p.lineTo(x, y + h)
    p.lineTo(x + 7, y + h / 2)
    p.closeSubpath()
    path_item(parent, p, SAVED, QColor(255, 255, 255), 1.5)
    text(parent, "✓SAVED", x + 6 + (w - 6) / 2, y + 3, 11, QColor(255, 255, 255), bold=True,
         align="centre")


def shield_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    """The Loyalty token: a shield ``w`` by ``h`` with its top-left corner at (x, y)."""
    p = QPainterPath()
    p.moveTo(x, y)
    p.lineTo(x + w, y)
    p.lineTo(x + w, y + h * 0.47)
    p.quadTo(x + w, y + h * 0.82, x + w / 2, y + h)
    p.quadTo(x, y + h * 0.82, x, y + h * 0.47)
    p.closeSubpath()
    return p


def _pill(parent: Sketch, right: float, y: float, label: str, fill: QColor) -> Sketch:
    t = text(parent, label, 0, 0, 12, readable_text_colour(fill), bold=True)
    bw = t.boundingRect().width() + 8
    box = rect(parent, right - bw, y, bw, 16, fill, INK, 1)
    passive(box)
    t.setParentItem(box)
    t.setPos(right - bw + 4, y + 1)
    return box


def _fireball_marks(base: Sketch, look: TileLook, r: QRectF) -> None:
    """The fireballs the event card just drawn dropped here: a comet at the band's centre."""
    if not look.fireballs:
        return
    cx, cy = r.x() + 4, r.y() + 2
    ring = rect(base, r.x() + 1, r.y() + 1, r.width() - 2, r.height() - 2, None,
                QColor(255, 110, 0), 2.5)
    passive(ring)
    fireball(base, cx, cy, 11)
    if look.fireballs > 1:
        text(base, f"×{look.fireballs}", cx + 13, cy - 9, 14, INK, bold=True)


def fireball(parent: Sketch, cx: float, cy: float, r: float) -> None:
    """A fireball: an orange ball with a flaming tail."""
    tail = QPainterPath()
    tail.moveTo(cx - r * 0.2, cy - r)
    tail.lineTo(cx + r * 2.2, cy - r * 1.1)
    tail.lineTo(cx + r * 0.9, cy - r * 0.2)
    tail.lineTo(cx + r * 2.3, cy + r * 0.4)
    tail.lineTo(cx + r * 0.2, cy + r)
    tail.closeSubpath()
    path_item(parent, tail, QColor(255, 200, 40), QColor(200, 80, 0), 1)
    ball = circle(parent, cx, cy, r, QColor(240, 80, 10), QColor(120, 20, 0), 1.5)
    passive(ball)
    dot = circle(parent, cx - r * 0.3, cy - r * 0.3, r * 0.35, QColor(255, 220, 120))
    passive(dot)


# ----- pieces ----------------------------------------------------------------------------
@dataclass
class Piece:
    """A meeple or Wagon on a cell."""

    kind: str  # "brigade", "wagon", "blaze", "pyromancer", "phoenix"
    colour: str
    letter: str
    water: int | None = None  # water carried (shown in a blue drop)
    acting: bool = False  # the piece whose turn it is (a ring under it)
    key: str = ""  # which piece it is on the board ("warden:2"): it keeps its item as it moves


def draw_pieces(pieces: list[Piece], zone: QRectF) -> list[Sketch]:
    """The pieces of one cell in a row inside ``zone`` (``piece_zone``): as tall as the zone
    allows (at most 40), overlapping each other rather than the tile's name and tokens when
    the row is crowded."""
    out: list[Sketch] = []
    if not pieces:
        return out
    n = len(pieces)
    height = max(18.0, min(40.0, zone.height() - 6, zone.width() / 1.15))
    reach = height * 0.55 + 1  # half a piece with its water drop
    span = max(0.0, zone.width() - 2 * reach)
    slot = min(height * 0.95, span / (n - 1)) if n > 1 else 0.0
    left = zone.x() + reach + max(0.0, (span - slot * (n - 1)) / 2)
    cy = zone.y() + height * 0.5 + 1
    for i, p in enumerate(pieces):
        item = piece_item(p, height)
        item.setPos(left + slot * i, cy)
        item.setZValue(5 + i)
        out.append(item)
    return out


def piece_item(p: Piece, height: float) -> Sketch:
    fill = QColor(p.colour)
    if p.kind == "wagon":
        item = _wagon(fill, p.letter, height)
    elif p.kind == "phoenix":
        item = _phoenix(height)
    else:
        item = meeple(fill, height, p.letter)
        if p.kind in ("blaze", "pyromancer"):
            item.setPen(QPen(QColor(255, 220, 120), 2))
    passive(item)
    for child in item.childItems():
        passive(child)
    if p.acting:
        ring = RectSketch(-height * 0.5, height * 0.38, height, 4, item)
        ring.setBrush(QBrush(HIGHLIGHT))
        ring.setPen(QPen(INK, 1))
        passive(ring)
    if p.water is not None:
        size = min(20.0, height * 0.5)
        path_item(item, drop_path(height * 0.38, height * 0.22, size), WATER,
                  QColor(10, 40, 90), 1)
        t = text(item, str(p.water), height * 0.38, height * 0.22 - size * 0.2, size * 0.55,
                 LIGHT, bold=True, align="centre")
        t.setZValue(1)
    return item


def _wagon(fill: QColor, letter: str, height: float) -> Sketch:
    body = QPainterPath()
    w = height * 1.0
    body.addRect(QRectF(-w / 2, -height * 0.3, w, height * 0.45))
    tank = QPainterPath()
    tank.addEllipse(QRectF(-w * 0.38, -height * 0.5, w * 0.76, height * 0.3))
    item = path_item(None, body, fill, fill.darker(220), 1.5)
    path_item(item, tank, WATER.lighter(130), WATER.darker(170), 1)
    for dx in (-w * 0.3, w * 0.3):
        wheel = circle(item, dx, height * 0.2, height * 0.14, QColor(60, 40, 20),
                       QColor(20, 10, 0), 1)
        passive(wheel)
    t = text(item, letter, 0, -height * 0.28, height * 0.34, readable_text_colour(fill),
             bold=True, align="centre")
    t.setZValue(1)
    return item


def _phoenix(height: float) -> Sketch:
    p = QPainterPath()
    s = height
    pts = [(0, -0.5), (0.12, -0.1), (0.5, -0.3), (0.25, 0.1), (0.3, 0.5), (0, 0.25),
           (-0.3, 0.5), (-0.25, 0.1), (-0.5, -0.3), (-0.12, -0.1)]
    p.addPolygon(QPolygonF([QPointF(x * s, y * s) for x, y in pts]))
    p.closeSubpath()
    item = path_item(None, p, QColor(255, 140, 0), QColor(150, 30, 0), 2)
    return item


# ----- around the town -------------------------------------------------------------------
def draw_coordinates(parent: Sketch | None, layout: TownLayout, scene_add) -> None:
    """Column letters above and below the town, row numbers left and right."""
    colour = QColor(215, 215, 220)
    for c in range(layout.min_c, layout.max_c + 1):
        r = layout.rc_rect(layout.min_r, c)
        bottom = layout.rc_rect(layout.max_r, c)
        if COLUMNS[c + 1] == "@":
            continue  # no printed letter: its tiles are named "west of A…" (display_label)
        for yy in (r.y() - 26, bottom.bottom() + 4):
            scene_add(text(parent, COLUMNS[c + 1], r.center().x(), yy, 20, colour, bold=True,
                           align="centre"))
    for rr in range(layout.min_r, layout.max_r + 1):
        if rr + 1 == 0:
            continue  # no printed number: its tiles are named "north of …1" (display_label)
        r = layout.rc_rect(rr, layout.min_c)
        right = layout.rc_rect(rr, layout.max_c)
        for xx, align in ((r.x() - 8, "right"), (right.right() + 8, "left")):
            scene_add(text(parent, str(rr + 1), xx, r.center().y() - 12, 20, colour,
                           bold=True, align=align))


def highlight(parent: Sketch, r: QRectF, verbs: list[str], suffix: str = "",
              top: float = 3) -> None:
    """A legal target: a thick yellow frame and a pill in the faction band naming what can
    be done there (shortened to "Move +2" when it would cover the band's symbols)."""
    frame = rect(parent, r.x() - 2, r.y() - 2, r.width() + 4, r.height() + 4, None,
                 HIGHLIGHT, 5)
    passive(frame)
    frame.setZValue(20)
    room = r.width() - 56  # between the faction symbol and the value
    wide = r.width() - 30  # from the tile's left edge to the value (over the symbol)
    joined = "/".join(verbs)
    short = f"{verbs[0]} +{len(verbs) - 1}" if len(verbs) > 1 else verbs[0]
    options = [(joined + suffix, 12, room), (joined, 12, room), (joined, 11, room),
               (joined + suffix, 12, wide), (joined, 12, wide), (joined, 11, wide),
               (short, 12, room), (short, 12, wide), (short, 11, wide), (short, 10, wide)]
    t = None
    for label, px, limit in options:
        t = text(None, label, 0, 0, px, INK, bold=True)
        if t.boundingRect().width() + 6 <= limit:
            break
    assert t is not None
    tw = t.boundingRect().width()
    bw = min(wide, tw + 6)
    # centred between the symbol and the value, or from the left edge over the symbol:
    # never over the value
    left = r.center().x() - bw / 2 if bw <= room else r.x() + 3
    box = rect(parent, left, r.y() + top, bw, 18, HIGHLIGHT, INK, 1)
    passive(box)
    box.setZValue(21)
    part(box, "chip")
    t.setParentItem(box)
    t.setPos(left + (bw - tw) / 2, r.y() + top + 1)
