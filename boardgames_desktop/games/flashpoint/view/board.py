"""The house: spaces, fire and smoke, walls with their damage, doors, entrances, parking
spots and vehicles, the pieces on each space and the row/column numbers of the dice.

``draw_board(scene)`` puts every sketch on the scene and tags the clickable ones; it returns
the outline shape of each tagged target so the scene can highlight the legal ones.  Each
space, edge and spot draws in its own key scope; pieces are keyed by what they are
("firefighter:2", "poi:7"), so a piece that moves keeps its item."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.sketch import LineSketch, RectSketch

from . import pieces as P
from . import tips as T
from .geometry import COLUMNS, ROWS, X0, Y0, S, cell_centre, cell_rect, edge_hit_rect, edge_line
from .seen import Seen

if TYPE_CHECKING:
    from .scene import FlashPointScene

K = S / 66.0  #: token scale (the pieces were drawn for 66-pixel spaces)
Z_CELL, Z_ART, Z_QUAD, Z_SPOT, Z_VEHICLE, Z_TOKEN, Z_EDGE, Z_FF = 0, 1, 2, 3, 4, 6, 10, 12
#: Space numbers lie above the highlight frames (20) and the Advance Fire frames (30), so
#: an outline never hides them; chips and pieces are placed beside them.
Z_CODE = 32


def draw_board(scene: FlashPointScene) -> dict[str, QRectF]:
    shapes = scene.shapes = {}
    scene.static("coordinates", lambda: _coordinates(scene))
    _spaces(scene, shapes)
    _parking(scene, shapes)
    _edges(scene, shapes)
    _pieces(scene)
    return shapes


def _coordinates(scene: FlashPointScene) -> None:
    """Column numbers (black die) along the top, row numbers (red die) down the left."""
    for c in range(COLUMNS):
        centre = QPointF(X0 + (c + 0.5) * S, Y0 - 15)
        inside = 1 <= c <= 8
        _number_badge(scene, str(c), centre, QColor(20, 20, 20) if inside else None,
                      T.coordinate_tip("column", c))
    for r in range(ROWS):
        centre = QPointF(X0 - 15, Y0 + (r + 0.5) * S)
        inside = 1 <= r <= 6
        _number_badge(scene, str(r), centre, QColor(200, 30, 30) if inside else None,
                      T.coordinate_tip("row", r))


def _number_badge(scene: FlashPointScene, label: str, centre: QPointF,
                  fill: QColor | None, tip: str) -> None:
    if fill is None:
        number = P.centre_text(label, 10, centre, QColor(150, 150, 150), False)
        number.setToolTip(tip)
        scene.put(number)
        return
    box = RectSketch(centre.x() - 11, centre.y() - 11, 22, 22)
    box.setBrush(QBrush(fill))
    box.setPen(QPen(QColor(235, 235, 235), 1.2))
    box.setToolTip(tip)
    P.centre_text(label, 11, centre, QColor(255, 255, 255), True, box)
    scene.put(P.no_click(box))


def _spaces(scene: FlashPointScene, shapes: dict[str, QRectF]) -> None:
    seen = scene.table
    fires, house = seen.fire, seen.house
    for r in range(ROWS):
        for c in range(COLUMNS):
            target = f"cell:{r},{c}"
            shapes[target] = cell_rect(r, c)
            fire = fires[house.idx(r, c)]
            # (whether it is legal now is not drawn here: the highlight is a layer apart)
            scene.memo(target, fire,
                       lambda r=r, c=c, fire=fire: _space(scene, r, c, fire))


def _space(scene: FlashPointScene, r: int, c: int, fire: int) -> None:
    """One space: its floor, fire or smoke and its number."""
    seen = scene.table
    h = seen.house
    i = h.idx(r, c)
    rect = cell_rect(r, c)
    item = RectSketch(rect)
    base = P.FLOOR if h.inside[i] else P.OUTSIDE
    fill = {0: base, 1: P.SMOKE, 2: P.FIRE}[fire]
    item.setBrush(QBrush(fill))
    item.setPen(QPen(QColor(0, 0, 0, 60) if h.inside[i] else QColor(90, 104, 88), 1))
    item.setZValue(Z_CELL)
    item.setToolTip(T.space_tip(seen, i))
    scene.put(item)
    scene.tag_plain(item, f"cell:{r},{c}")
    art_rect = rect.adjusted(S * 0.14, S * 0.10, -S * 0.14, -S * 0.10)
    if fire == 2:
        art = P.with_tip(P.flame(art_rect), T.fire_tip(seen, i))
        scene.add(art, Z_ART)
    elif fire == 1:
        art = P.with_tip(P.smoke(art_rect), T.smoke_tip(seen, i))
        scene.add(art, Z_ART)
    if h.inside[i]:
        tint = QColor(60, 40, 20, 150) if fire == 0 else QColor(255, 255, 255, 200)
        code = P.text(f"{r}{c}", 7.5, tint, True)
        code.setPos(rect.x() + 3, rect.y() + 1)
        scene.add(code, Z_CODE)


def code_rect(r: int, c: int) -> QRectF:
    """Where the number of the space (r, c) is written (chips and pieces keep clear)."""
    own = P.text(f"{r}{c}", 7.5, P.INK, True).boundingRect()
    rect = cell_rect(r, c)
    return QRectF(rect.x() + 3, rect.y() + 1, own.width(), own.height())


def _parking(scene: FlashPointScene, shapes: dict[str, QRectF]) -> None:
    seen = scene.table
    h = seen.house
    if not seen.experienced:
        return  # the Family game uses no vehicles
    legal = scene.targets()
    for spot in h.parking.values():
        target = f"parking:{spot.id}"
        shapes[target] = _spot_area(spot)
        scene.memo(target, (seen.vehicles, bool(legal.get(target))),
                   lambda spot=spot: _spot(scene, spot))
    if seen.experienced and seen.engine:
        quad = h.parking[seen.engine].quadrant
        r1, r2, c1, c2 = h.quadrants[quad]
        area = cell_rect(r1, c1).united(cell_rect(r2, c2)).adjusted(3, 3, -3, -3)
        outline = RectSketch(area)
        outline.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        outline.setPen(QPen(QColor(40, 120, 255, 200), 2.5, Qt.PenStyle.DashDotLine))
        scene.add(outline, Z_QUAD, key="engine-quadrant")
        shapes[f"quadrant:{quad}"] = area


def _spot_area(spot) -> QRectF:
    """The two squares of a parking spot, as one outline."""
    h = Seen.house
    rects = [cell_rect(*h.rc(i)) for i in spot.cells]
    return rects[0].united(rects[1]).adjusted(2, 2, -2, -2)


def _spot(scene: FlashPointScene, spot) -> None:
    """A parking spot (drawn once and reused while the vehicles stay and its legality too)."""
    seen = scene.table
    h = seen.house
    rects = [cell_rect(*h.rc(i)) for i in spot.cells]
    area = _spot_area(spot)
    item = RectSketch(area)
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    tone = QColor(255, 255, 255, 170) if spot.vehicle == "ambulance" else QColor(255, 120,
                                                                                  110, 200)
    item.setPen(QPen(tone, 1.5, Qt.PenStyle.DashLine))
    item.setZValue(Z_SPOT)
    item.setToolTip(T.spot_tip(seen, spot.id))
    scene.put(item)
    scene.tag(item, f"parking:{spot.id}")
    vertical = rects[0].x() == rects[1].x()
    if seen.vehicles[spot.vehicle] == spot.id:
        car = P.vehicle(area, spot.vehicle, vertical)
        P.with_tip(car, T.vehicle_tip(seen, spot.vehicle))
        scene.add(car, Z_VEHICLE, key=spot.vehicle)
    else:
        word = "amb." if spot.vehicle == "ambulance" else "engine"
        label = P.centre_text("P " + word, 7.5, area.center(), tone, True)
        if vertical:
            own = label.boundingRect()
            label.setRotation(-90)
            label.setPos(area.center().x() - own.height() / 2,
                         area.center().y() + own.width() / 2)
        scene.add(label, Z_SPOT)


def _edges(scene: FlashPointScene, shapes: dict[str, QRectF]) -> None:
    seen = scene.table
    h = seen.house
    for key in h.walls:
        target = f"wall:{key}"
        shapes[target] = edge_hit_rect(key)
        dmg = seen.walls[key]
        scene.memo(target, dmg,
                   lambda key=key, dmg=dmg: _wall(scene, key, dmg))
    for key in h.doors:
        target = f"door:{key}"
        shapes[target] = edge_hit_rect(key)
        state = seen.doors[key]
        scene.memo(target, state,
                   lambda key=key, state=state: (_door(scene, key, state),
                                                 _edge_hit(scene, f"door:{key}",
                                                           T.door_tip(seen, key))))
    scene.static("entrances", lambda: _entrances(scene))


def _wall(scene: FlashPointScene, key: str, dmg: int) -> None:
    line = edge_line(key)
    tip = T.wall_tip(scene.table, key)
    if dmg < 2:
        item = LineSketch(line)
        pen = QPen(P.WALL, 7)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        item.setPen(pen)
    else:  # destroyed: a faint outline where the wall stood
        item = LineSketch(line)
        item.setPen(QPen(QColor(90, 60, 40, 140), 2, Qt.PenStyle.DotLine))
    item.setToolTip(tip)
    scene.add(item, Z_EDGE)
    mid = line.center()
    horizontal = line.y1() == line.y2()
    for k in range(dmg):
        off = (k - (dmg - 1) / 2) * 13
        at = QPointF(mid.x() + off, mid.y()) if horizontal else QPointF(mid.x(), mid.y() + off)
        cube = P.damage_cube(at, 11)
        cube.setToolTip(tip)
        scene.add(cube, Z_EDGE + 0.5)
    _edge_hit(scene, f"wall:{key}", tip)


def _entrances(scene: FlashPointScene) -> None:
    h = scene.table.house
    for inner, outer in h.entrances:
        a, b = cell_centre(*h.rc(inner)), cell_centre(*h.rc(outer))
        mid = (a + b) / 2
        mat = RectSketch(QRectF(mid.x() - 5, mid.y() - 5, 10, 10))
        mat.setBrush(QBrush(QColor(60, 200, 90)))
        mat.setPen(QPen(QColor(20, 80, 30), 1.5))
        mat.setToolTip(T.entrance_tip())
        scene.add(mat, Z_EDGE)
        arrow = P.centre_text("▼" if b.y() < a.y() else "▲" if b.y() > a.y()
                              else "▶" if b.x() < a.x() else "◀", 9,
                              mid + (b - a) * 0.30, QColor(120, 255, 150), True)
        arrow.setToolTip(T.entrance_tip())
        scene.add(arrow, Z_EDGE)


def _edge_hit(scene: FlashPointScene, target: str, tip: str) -> None:
    key = target.split(":", 1)[1]
    band = edge_hit_rect(key)
    hit = RectSketch(band)
    hit.setToolTip(tip)
    hit.setBrush(QBrush(QColor(0, 0, 0, 1)))  # (nearly) invisible, but hit-testable
    hit.setPen(QPen(Qt.PenStyle.NoPen))
    hit.setZValue(Z_EDGE + 1)
    scene.put(hit)
    scene.tag_plain(hit, target)


def _door(scene: FlashPointScene, key: str, state: str) -> None:
    line = edge_line(key)
    tip = T.door_tip(scene.table, key)
    mid = line.center()
    horizontal = line.y1() == line.y2()
    length, thick = S * 0.62, 10.0
    if horizontal:
        frame = QRectF(mid.x() - length / 2, mid.y() - thick / 2, length, thick)
    else:
        frame = QRectF(mid.x() - thick / 2, mid.y() - length / 2, thick, length)
    # the wall stubs either side of the door opening
    stub_pen = QPen(P.WALL, 7)
    if horizontal:
        stubs = [(line.x1(), frame.left()), (frame.right(), line.x2())]
        for x1, x2 in stubs:
            scene.add(_tipped(tip, _line(x1, mid.y(), x2, mid.y(), stub_pen)), Z_EDGE)
    else:
        stubs = [(line.y1(), frame.top()), (frame.bottom(), line.y2())]
        for y1, y2 in stubs:
            scene.add(_tipped(tip, _line(mid.x(), y1, mid.x(), y2, stub_pen)), Z_EDGE)
    if state == "closed":
        leaf = RectSketch(frame)
        leaf.setBrush(QBrush(P.DOOR))
        leaf.setPen(QPen(P.INK, 2))
        scene.add(_tipped(tip, leaf), Z_EDGE)
        knob = QPointF(frame.right() - 7, mid.y()) if horizontal else QPointF(mid.x(),
                                                                             frame.bottom() - 7)
        scene.add(_tipped(tip, P.damage_cube(knob, 3)), Z_EDGE + 0.2)
    elif state == "open":
        # the leaf swung open, perpendicular to the wall at one end of the opening
        if horizontal:
            leaf_rect = QRectF(frame.left(), mid.y() - length * 0.85, 6, length * 0.85)
        else:
            leaf_rect = QRectF(mid.x() - length * 0.85, frame.top(), length * 0.85, 6)
        leaf = RectSketch(leaf_rect)
        leaf.setBrush(QBrush(P.DOOR.lighter(130)))
        leaf.setPen(QPen(P.INK, 1.5))
        scene.add(_tipped(tip, leaf), Z_EDGE)
        gap = RectSketch(frame)
        gap.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        gap.setPen(QPen(P.DOOR, 1.5, Qt.PenStyle.DashLine))
        scene.add(_tipped(tip, gap), Z_EDGE)
    else:  # destroyed: a broken door, crossed out
        pen = QPen(QColor(120, 120, 120), 2)
        c = frame.center()
        scene.add(_tipped(tip, _line(c.x() - 9, c.y() - 9, c.x() + 9, c.y() + 9, pen)), Z_EDGE)
        scene.add(_tipped(tip, _line(c.x() - 9, c.y() + 9, c.x() + 9, c.y() - 9, pen)), Z_EDGE)


def _tipped(tip: str, item: LineSketch | RectSketch) -> LineSketch | RectSketch:
    item.setToolTip(tip)
    return item


def _line(x1: float, y1: float, x2: float, y2: float, pen: QPen) -> LineSketch:
    item = LineSketch(x1, y1, x2, y2)
    item.setPen(pen)
    return item


def _pieces(scene: FlashPointScene) -> None:
    """The tokens, POIs and firefighters, space by space: each space's pieces are drawn
    once and reused while all they show (their tooltips included) stays the same."""
    seen = scene.table
    h = seen.house
    hazmat_count: dict[int, int] = {}
    for cell in seen.hazmats:
        hazmat_count[cell] = hazmat_count.get(cell, 0) + 1
    lying: dict[int, list[dict]] = {}
    for poi in seen.pois:  # as the seat sees them: face down, no kind
        if poi["carrier"] is None:
            lying.setdefault(poi["cell"], []).append(poi)
    standing: dict[int, list] = {}
    for ff in seen.firefighters:
        standing.setdefault(ff.cell, []).append(ff)
    # what a firefighter's figure and tooltip show besides its own data
    turn = (seen.stage, seen.current, bool(seen.pending_decisions()), seen.is_over)
    for i in h.cells():
        hot, hazmats = seen.hot_spots[i], hazmat_count.get(i, 0)
        pois, ffs = lying.get(i, []), standing.get(i, [])
        if not (hot or hazmats or pois or ffs):
            continue
        figures = [(vars(ff), scene.person_name(ff.seat),
                    seen.poi(ff.victim) if ff.victim is not None else None) for ff in ffs]
        scene.memo(f"pieces:{i}", (hot, hazmats, pois, figures, turn),
                   lambda i=i, hot=hot, hazmats=hazmats, pois=pois, ffs=ffs:
                   _space_pieces(scene, i, hot, hazmats, pois, ffs))
    for ff in seen.firefighters:  # where each figure stands (for its highlight ring)
        rect = scene.figure_rects.get(ff.index)
        if ff.cell >= 0 and rect is not None:
            scene.shapes[f"firefighter:{ff.index}"] = rect


def _space_pieces(scene: FlashPointScene, i: int, hot: bool, hazmats: int,
                  pois: list[dict], ffs: list) -> None:
    """Space ``i``'s hot spot, hazmats, lying POIs and firefighters."""
    seen = scene.table
    r, c = seen.house.rc(i)
    rect = cell_rect(r, c)
    if hot:
        spot = P.hot_spot(QPointF(rect.x() + 10 * K, rect.y() + S * 0.36), 7 * K)
        spot.setToolTip(T.hot_spot_tip(seen, i))
        scene.add(spot, Z_TOKEN, key=f"hot-spot:{i}")
    for k in range(hazmats):
        at = QPointF(rect.right() - 11 * K, rect.y() + S * 0.36 + 10 * K * k)
        token = P.hazmat(at, 19 * K)
        P.with_tip(token, T.hazmat_tip(seen, i))
        scene.add(token, Z_TOKEN, key=f"hazmat:{i}:{k}")
    size = 24 * K
    shift, top = _poi_row(seen.house.inside[i], r, c, rect, len(pois), size)
    for k, poi in enumerate(pois):
        at = QPointF(rect.center().x() + shift + (k - (len(pois) - 1) / 2) * 26 * K, top)
        item = (P.victim(at, size, poi["treated"]) if poi["revealed"]
                else P.poi_back(at, size))
        P.with_tip(item, T.poi_tip(seen, poi))
        scene.add(item, Z_TOKEN + 0.5, key=f"poi:{poi['id']}")
    _firefighters(scene, rect, ffs)


def _poi_row(inside: bool, r: int, c: int, rect: QRectF, count: int, size: float
             ) -> tuple[float, float]:
    """(x shift, centre y) of the row of ``count`` POIs on a space: right of the space
    number, or below it when the row is too wide to pass it."""
    top = rect.y() + 21 * K
    if not inside or count == 0:
        return 0.0, top
    code = code_rect(r, c)
    left = rect.center().x() - (count - 1) / 2 * 26 * K - size / 2
    if left >= code.right() + 1 or top - size / 2 >= code.bottom() + 1:
        return 0.0, top
    shift = code.right() + 1 - left
    if left + shift + (count - 1) * 26 * K + size <= rect.right() - 1:
        return shift, top
    return 0.0, code.bottom() + 1 + size / 2


def _firefighters(scene: FlashPointScene, rect: QRectF, ffs: list) -> None:
    seen = scene.table
    n = len(ffs)
    if not n:
        return
    per_row = min(n, 3)
    height = (30 if n <= 2 else 22) * K
    step = height * (0.95 if n <= 2 else 0.92)
    rows = (n + 2) // 3
    for k, ff in enumerate(ffs):
        row, col = divmod(k, per_row)
        count = min(per_row, n - row * per_row)
        x = rect.center().x() + (col - (count - 1) / 2) * step
        y = rect.bottom() - height / 2 - 3 * K - (rows - 1 - row) * (height * 0.8)
        label = P.figure_mark(ff.specialist, ff.colour)
        current = (seen.stage == "actions" and ff.index == seen.current
                   and not seen.pending_decisions())
        item = P.firefighter(ff.colour, label, height, QPointF(x, y), current)
        P.with_tip(item, T.firefighter_tip(seen, ff, scene.person_name(ff.seat)))
        scene.add(item, Z_FF, key=f"firefighter:{ff.index}")
        scene.tag(item, f"firefighter:{ff.index}")
        scene.figure_rects[ff.index] = item.sceneBoundingRect()
        if ff.victim is not None:
            poi = seen.poi(ff.victim)
            carried = P.victim(QPointF(x + height * 0.42, y - height * 0.35), 15,
                               poi["treated"])
            P.with_tip(carried, T.poi_tip(seen, poi))
            scene.add(carried, Z_FF + 1, key=f"poi:{poi['id']}")
        if ff.hazmat:
            load = P.hazmat(QPointF(x + height * 0.42, y - height * 0.35), 15)
            P.with_tip(load, T.hazmat_tip(seen))
            scene.add(load, Z_FF + 1, key=f"hazmat:carried:{ff.index}")
