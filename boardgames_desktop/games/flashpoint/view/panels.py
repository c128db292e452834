"""The information column beside the board: what is happening, the firefighters with their
AP, the Rescued/Lost tracks and the damage count, the dice, and (Tragic Events) the Fire
deck, its discards, the Flare Up supply and the last Event card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsTextItem

from ..data import events, rules, specialists
from ..steps import CARD_NAMES
from . import pieces as P
from .labels import specialist_name

if TYPE_CHECKING:
    from .scene import FlashPointScene

LIGHT = QColor(236, 236, 236)
DIM = QColor(175, 180, 188)
PANEL = QColor(52, 58, 68)
EDGE = QColor(90, 98, 110)
GOOD = QColor(60, 190, 90)
BAD = QColor(220, 60, 60)


def wrapped(scene: FlashPointScene, words: str, x: float, y: float, width: float,
            size: float = 10, colour: QColor = LIGHT, bold: bool = False,
            z: float = 5) -> QGraphicsTextItem:
    item = QGraphicsTextItem()
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    item.setFont(font)
    item.setDefaultTextColor(colour)
    item.setTextWidth(width)
    item.setPlainText(words)
    item.setPos(x, y)
    scene.add(item, z)
    return item


def box(scene: FlashPointScene, rect: QRectF, fill: QColor = PANEL,
        edge: QColor = EDGE, z: float = 4) -> QGraphicsRectItem:
    item = QGraphicsRectItem(rect)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(edge, 1.2))
    scene.add(item, z)
    return item


def heading(scene: FlashPointScene, words: str, x: float, y: float) -> float:
    item = P.text(words, 11.5, QColor(255, 214, 120), True)
    item.setPos(x, y)
    scene.add(item, 5)
    return y + item.boundingRect().height() + 2


def draw_status(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    s = scene.state
    mode = "Family game" if not s.experienced else f"Experienced game · {s.level}"
    if s.tragic:
        mode += " · Tragic Events"
    top = wrapped(scene, mode, x, y, w, 10, DIM)
    y += top.boundingRect().height() - 4
    outcome = s.outcome
    if outcome is not None:
        colour = GOOD if outcome.winners else BAD
        banner = box(scene, QRectF(x, y + 2, w, 34), colour.darker(160), colour)
        banner.setZValue(4)
        words = wrapped(scene, outcome.reason, x + 6, y + 4, w - 12, 13, LIGHT, True)
        return y + max(40, words.boundingRect().height() + 8)
    phase = wrapped(scene, s.phase, x, y, w, 14, LIGHT, True)
    y += phase.boundingRect().height()
    if s.stage == "actions" and s.pending is None:
        ff = s.current_ff
        hint = (f"Turn {s.turn_number}. Click a highlighted space, door or wall to act; "
                "hover a space to preview the walk there.")
        if ff.cell >= 0:
            hint += f" Unspent AP are saved (up to {rules()['max_saved_ap']})."
        y += wrapped(scene, hint, x, y - 2, w, 9.5, DIM).boundingRect().height()
    elif s.pending is not None:
        y += wrapped(scene, "Choose on the board (highlighted) or in the action panel.",
                     x, y - 2, w, 9.5, DIM).boundingRect().height()
    return y + 4


def ap_words(scene: FlashPointScene, ff) -> str:
    s = scene.state
    if ff.cell < 0:
        return "not on the board yet"
    playing = s.stage == "actions" and ff.index == s.current
    if not playing:
        return f"saved AP {ff.ap}"
    words = f"AP {ff.ap}"
    if ff.bonus_ap:
        words += f" + {ff.bonus_ap} {ff.bonus_kind} AP (not saved)"
    if ff.extra_extinguish:
        words += f" + {ff.extra_extinguish} extinguish AP"
    return words


def draw_roster(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    s = scene.state
    y = heading(scene, "Firefighters", x, y)
    row_h = 40.0
    for ff in s.firefighters:
        playing = s.stage == "actions" and ff.index == s.current and s.pending is None
        rect = QRectF(x, y, w, row_h - 3)
        row = box(scene, rect, QColor(78, 92, 112) if playing else PANEL,
                  QColor(0, 200, 255) if playing else QColor(90, 98, 110))
        scene.tag(row, f"firefighter:{ff.index}")
        label = P.INITIALS.get(ff.specialist or "", str(ff.index + 1))
        scene.add(P.firefighter(ff.colour, label, 30, QPointF(x + 20, y + row_h / 2 - 1)), 6)
        name = f"{ff.colour.capitalize()} — {specialist_name(ff.specialist)}" \
            if s.experienced else f"{ff.colour.capitalize()} firefighter"
        if playing:
            name += "   ◀ playing now"
        title = P.text(name, 10.5, LIGHT, True)
        title.setPos(x + 42, y + 1)
        scene.add(title, 6)
        detail = f"{s.player_name(ff.seat)} · {ap_words(scene, ff)}"
        if ff.victim is not None:
            poi = s.poi_by_id(ff.victim)
            detail += " · leading a treated victim" if poi.treated else " · carrying a victim"
        if ff.hazmat:
            detail += " · carrying a hazmat"
        line = P.text(detail, 9.5, QColor(255, 236, 160) if playing else DIM)
        line.setPos(x + 42, y + 19)
        scene.add(line, 6)
        y += row_h
    return y + 4


def _track(scene: FlashPointScene, name: str, high: int, value: int, x: float, y: float,
           colour: QColor, space: float = 26) -> float:
    title = P.text(name, 10, LIGHT, True)
    title.setPos(x, y)
    scene.add(title, 5)
    y += title.boundingRect().height() + 1
    for n in range(high + 1):
        rect = QRectF(x + n * space, y, space - 2, space - 2)
        filled = 0 < n <= value
        b = box(scene, rect, colour if filled else QColor(236, 230, 214), P.INK, 5)
        b.setZValue(5)
        ink = QColor(255, 255, 255) if filled else P.INK
        scene.add(P.centre_text(str(n), 9.5, rect.center(), ink, filled), 6)
    return y + space + 2


def draw_tracks(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    s = scene.state
    R = rules()
    y = heading(scene, "Score", x, y)
    left = _track(scene, f"Rescued {s.rescued} — {R['win_rescued']} wins", R["win_rescued"],
                  s.rescued, x, y, GOOD)
    right_x = x + (R["win_rescued"] + 1) * 26 + 18
    _track(scene, f"Lost {s.lost} — {R['lose_lost']} loses", R["lose_lost"], s.lost, right_x,
           y, BAD)
    y = left + 2
    cap = R["lose_damage"]
    title = P.text(f"Damage markers {s.damage}/{cap} — the house collapses at {cap}", 10,
                   LIGHT, True)
    title.setPos(x, y)
    scene.add(title, 5)
    y += title.boundingRect().height() + 1
    cell = min(18.0, (w - 4) / cap)
    for n in range(cap):
        rect = QRectF(x + n * cell, y, cell - 2, 14)
        box(scene, rect, QColor(15, 15, 15) if n < s.damage else QColor(236, 230, 214),
            QColor(120, 120, 120), 5)
    y += 18
    pool = len(s.poi_pool)
    extra = f"POI markers not yet on the board: {pool}"
    if s.experienced and not s.tragic:
        extra += f" · hot spots in reserve: {s.hot_spot_reserve}"
    y += wrapped(scene, extra, x, y, w, 9.5, DIM).boundingRect().height()
    return y + 4


def draw_dice(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    s = scene.state
    y = heading(scene, "Dice (last roll)", x, y)
    red, black = (s.dice or [None, None])[:2]
    scene.add(P.die("red", red, QPointF(x + 20, y + 20), 32), 6)
    scene.add(P.die("black", black, QPointF(x + 66, y + 20), 32), 6)
    shot = s.deck_gun_shot
    if red is None:
        words = "No roll yet."
    elif shot:
        (r0, b0), (r1, b1) = shot["rolled"], shot["flipped"]
        words = f"Deck gun: rolled {r0},{b0}"
        if (r0, b0) != (r1, b1):
            words += f", flipped to {r1},{b1} to stay in its quarter"
        for die, red_, black_ in shot.get("rolls", []):
            words += f"; {die} re-rolled → {red_},{black_}"
        if shot.get("cells"):
            words += " → soaked " + ", ".join(f"{r}{c}" for r, c in shot["cells"])
        words += "."
    else:
        where = f"space {red}{black}" if 1 <= red <= 6 and 1 <= black <= 8 else "outside"
        words = (f"Red d6 = row {red}, black d8 = column {black} → {where}. "
                 "The numbers along the board's edges are the dice.")
    wrapped(scene, words, x + 92, y, w - 92, 9.5, LIGHT)
    return y + 46


def draw_decks(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    s = scene.state
    if not s.tragic:
        return y
    y = heading(scene, "Tragic Events", x, y)
    bw, bh, gap = (w - 16) / 3, 56.0, 8.0
    discard = s.fire_discard
    counts: dict[str, int] = {}
    for card in discard:
        counts[card] = counts.get(card, 0) + 1
    top = CARD_NAMES.get(discard[-1], discard[-1]) if discard else "empty"
    piles = [
        ("Fire deck", f"{len(s.fire_deck)} cards, face down", P.POI_BACK),
        ("Fire discard", f"{len(discard)} cards · top: {top}", QColor(120, 50, 30)),
        ("Flare Up supply", f"{s.flare_supply} left"
         + (f" · {s.flare_removed} removed" if s.flare_removed else ""), QColor(170, 80, 0)),
    ]
    for k, (name, detail, fill) in enumerate(piles):
        rect = QRectF(x + k * (bw + gap), y, bw, bh)
        box(scene, rect, fill, QColor(230, 230, 230), 4)
        wrapped(scene, name, rect.x() + 3, rect.y(), bw - 6, 9.5, LIGHT, True)
        wrapped(scene, detail, rect.x() + 3, rect.y() + 20, bw - 6, 9, LIGHT)
    y += bh + 4
    if counts:
        mix = ", ".join(f"{CARD_NAMES.get(k, k)} ×{n}" for k, n in counts.items())
        y += wrapped(scene, "In the discard: " + mix, x, y, w, 9, DIM).boundingRect().height()
    y += wrapped(scene, f"Event deck: {len(s.event_deck)} cards · Event discard: "
                 f"{len(s.event_discard)}", x, y, w, 9, DIM).boundingRect().height() + 2
    card = s.last_event
    peek = s.peeked_event if s.pending is not None and s.pending.get("kind") == "peek" else None
    for label, cid in (("Last Event", card), ("Next Event (Strategist's peek)", peek)):
        if not cid:
            continue
        ev = events()[cid]
        title = wrapped(scene, f"{label}: {ev.name}", x + 6, y + 3, w - 12, 10.5,
                        QColor(60, 20, 10), True, 6)
        body = wrapped(scene, ev.text, x + 6, y + 3 + title.boundingRect().height() - 4,
                       w - 12, 10, P.INK, False, 6)
        height = title.boundingRect().height() + body.boundingRect().height() + 4
        box(scene, QRectF(x, y, w, height), QColor(250, 236, 200), QColor(160, 60, 30), 5)
        y += height + 6
    if not card:
        y += wrapped(scene, "No Event drawn yet.", x, y, w, 9.5, DIM).boundingRect().height()
    return y + 2


def specialist_help(spec: str | None) -> str:
    if not spec:
        return ""
    sp = specialists()[spec]
    return f"{sp.name}: {sp.text}"
