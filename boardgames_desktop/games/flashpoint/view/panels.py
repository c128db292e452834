"""The information column beside the board: what is happening, the firefighters with their
AP, the Rescued/Lost tracks and the damage count, the dice, and (Tragic Events) the Fire
deck, its discards, the Flare Up supply and the last Event card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.paint import escape_html, point_font, text_block
from boardgames_desktop.ui.sketch import RectSketch, RichTextSketch

from ..data import events, rules, specialists
from ..steps import CARD_NAMES
from . import card_motion, track_motion
from . import pieces as P
from . import tips as T
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
            z: float = 5) -> RichTextSketch:
    item = text_block(words, x, y, width, point_font(size, bold), colour)
    scene.add(item, z)
    return item


def box(scene: FlashPointScene, rect: QRectF, fill: QColor = PANEL,
        edge: QColor = EDGE, z: float = 4) -> RectSketch:
    item = RectSketch(rect)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(edge, 1.2))
    scene.add(item, z)
    return item


def heading(scene: FlashPointScene, words: str, x: float, y: float) -> float:
    item = P.text(words, 12, QColor(255, 214, 120), True)
    item.setPos(x, y)
    scene.add(item, 5)
    return y + item.boundingRect().height() + 2


def draw_status(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    """Who must do what now: a bold headline (the firefighter or decision) and the details."""
    seen = scene.table
    mode = "Family game" if not seen.experienced else f"Experienced · {seen.level}"
    if seen.tragic:
        mode += " · Tragic Events"
    if seen.stage != "setup":
        mode += f" · turn {seen.turn_number}"
    top = wrapped(scene, mode, x, y, w, 10, DIM)
    y += top.boundingRect().height() - 4
    outcome = seen.outcome
    if outcome is not None:
        colour = GOOD if outcome.winners else BAD
        head = "The team wins!" if outcome.winners else "The team loses."
        words = wrapped(scene, f"{head} {outcome.reason}", x + 6, y + 4, w - 12, 13, LIGHT,
                        True, 6)
        height = max(40.0, words.boundingRect().height() + 8)
        box(scene, QRectF(x, y + 2, w, height), colour.darker(160), colour)
        return y + height + 6
    who, _, what = seen.phase.partition(": ")
    if not what:
        who, what = seen.phase, ""
    y += wrapped(scene, who, x, y, w, 14, QColor(255, 236, 160), True).boundingRect().height() - 6
    if what:
        end = "" if what.endswith(("?", ".", "!")) else "."
        y += wrapped(scene, what[0].upper() + what[1:] + end, x, y, w, 11.5, LIGHT,
                     True).boundingRect().height() - 4
    if scene.read_only:
        y += wrapped(scene, scene.instruction(""), x, y, w, 10, DIM).boundingRect().height()
    elif seen.stage == "actions" and not seen.pending_decisions():
        hint = ("Click a highlighted space, door or wall to act; hover a space to preview the "
                f"walk there. Unspent AP are saved (up to {rules()['max_saved_ap']}).")
        y += wrapped(scene, hint, x, y, w, 10, DIM).boundingRect().height()
    elif seen.stage == "setup" and seen.pending_decisions()[0].kind == "specialist":
        y += wrapped(scene, "Choose in the action panel on the right; every free "
                     "specialist's ability is listed below (hover a figure later to read it "
                     "again).", x, y, w, 10,
                     DIM).boundingRect().height()
    elif seen.pending_decisions() or seen.stage == "setup":
        y += wrapped(scene, "Click a highlighted place on the board, or a button in the "
                     "action panel on the right.", x, y, w, 10, DIM).boundingRect().height()
    return y + 2


def ap_words(scene: FlashPointScene, ff) -> str:
    seen = scene.table
    if ff.cell < 0:
        return "not on the board yet"
    playing = seen.stage == "actions" and ff.index == seen.current and not seen.is_over
    if not playing:
        return f"saved AP {ff.ap}"
    return f"▶ now · {ff.ap_words}"


def carry_words(scene: FlashPointScene, ff) -> str:
    seen = scene.table
    if ff.victim is not None:
        return ("leading a treated victim (1 AP a move)" if seen.poi(ff.victim)["treated"]
                else "carrying a victim (2 AP a move, not into fire)")
    if ff.hazmat:
        return "carrying a hazmat (2 AP a move, not into fire)"
    return ""


def draw_roster_row(scene: FlashPointScene, ff, x: float, y: float, w: float) -> float:
    """One firefighter's row of the roster: figure, colour and specialist, AP, seat, what it
    carries; returns its bottom."""
    seen = scene.table
    carry = carry_words(scene, ff)
    row_h = 62.0 if carry else 44.0
    playing = (seen.stage == "actions" and ff.index == seen.current
               and not seen.pending_decisions() and not seen.is_over)
    rect = QRectF(x, y, w, row_h - 3)
    row = box(scene, rect, QColor(78, 92, 112) if playing else PANEL,
              QColor(0, 200, 255) if playing else QColor(90, 98, 110))
    tip = T.firefighter_tip(seen, ff, scene.person_name(ff.seat))
    row.setToolTip(tip)
    scene.tag(row, f"firefighter:{ff.index}")
    label = P.figure_mark(ff.specialist, ff.colour)
    figure = P.firefighter(ff.colour, label, 30, QPointF(x + 20, y + 21))
    P.with_tip(figure, tip)
    scene.add(figure, 6)
    name = f"{ff.colour.capitalize()} — {specialist_name(ff.specialist)}" \
        if seen.experienced else f"{ff.colour.capitalize()} firefighter"
    title = P.text(name, 11.5, LIGHT, True)
    title.setPos(x + 42, y + 1)
    scene.add(title, 6)
    seat = P.text(scene.person_name(ff.seat), 10, DIM)
    seat.setPos(x + w - seat.boundingRect().width() - 6, y + 21)
    scene.add(seat, 6)
    line = P.text(ap_words(scene, ff), 10.5, QColor(255, 236, 160) if playing else DIM)
    line.setPos(x + 42, y + 21)
    scene.add(line, 6)
    if carry:
        what = P.text(carry, 10, QColor(255, 170, 150))
        what.setPos(x + 42, y + 39)
        scene.add(what, 6)
    return y + row_h


def _track(scene: FlashPointScene, name: str, high: int, value: int, x: float, y: float,
           colour: QColor, tip: str, space: float = 23, key: str = "") -> float:
    title = P.text(name, 10.5, LIGHT, True)
    title.setPos(x, y)
    title.setToolTip(tip)
    scene.add(title, 5)
    y += title.boundingRect().height() + 1
    for n in range(high + 1):
        rect = QRectF(x + n * space, y, space - 2, space - 2)
        filled = 0 < n <= value
        b = box(scene, rect, colour if filled else QColor(236, 230, 214), P.INK, 5)
        b.setZValue(5)
        b.setToolTip(tip)
        ink = QColor(255, 255, 255) if filled else P.INK
        scene.add(P.centre_text(str(n), 10, rect.center(), ink, filled), 6)
    track_motion.score(scene, key or name, x, y, space, value, high)  # its marker steps
    return y + space + 2


def draw_tracks(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    seen = scene.table
    R = rules()
    y = heading(scene, "Score", x, y)
    left = _track(scene, f"Rescued {seen.rescued} ({R['win_rescued']} win)", R["win_rescued"],
                  seen.rescued, x, y, GOOD, T.rescued_tip(seen), key="rescued")
    right_x = x + (R["win_rescued"] + 1) * 23 + 14
    _track(scene, f"Lost {seen.lost} ({R['lose_lost']} lose)", R["lose_lost"], seen.lost, right_x,
           y, BAD, T.lost_tip(seen), key="lost")
    y = left + 2
    cap = R["lose_damage"]
    title = P.text(f"Damage {seen.damage}/{cap} — the house collapses at {cap}", 10.5,
                   LIGHT, True)
    title.setPos(x, y)
    damage_tip = T.damage_tip(seen)
    title.setToolTip(damage_tip)
    scene.add(title, 5)
    y += title.boundingRect().height() + 1
    cell = min(18.0, (w - 4) / cap)
    for n in range(cap):
        rect = QRectF(x + n * cell, y, cell - 2, 14)
        box(scene, rect, QColor(15, 15, 15) if n < seen.damage else QColor(236, 230, 214),
            QColor(120, 120, 120), 5).setToolTip(damage_tip)
    track_motion.damage(scene, x, y, cell, seen.damage, cap)  # its marker steps
    y += 18
    pool = scene.seen["piles"]["poi_pool"]
    extra = f"POIs still to come: {pool}"
    if seen.experienced and not seen.tragic:
        extra += f" · hot spots in reserve: {seen.hot_spot_reserve}"
    pool_line = wrapped(scene, extra, x, y, w, 10, DIM)
    pool_line.setToolTip(T.pool_tip(seen))
    y += pool_line.boundingRect().height()
    return y + 4


def draw_dice(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    seen = scene.table
    y = heading(scene, "Dice (last roll)", x, y)
    red, black = (seen.dice or [None, None])[:2]
    for die, value, left in (("red", red, 20), ("black", black, 66)):
        cube = P.die(die, value, QPointF(x + left, y + 20), 32)
        P.with_tip(cube, T.dice_tip(seen, die))
        scene.add(cube, 6)
    shot = seen.deck_gun_shot
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
        words = (f"Red d6 = row {red}, black d8 = column {black} → {where} (the numbers "
                 "along the board's edges).")
    item = wrapped(scene, words, x + 92, y - 4, w - 92, 10.5, LIGHT)
    return y + max(46.0, item.boundingRect().height())


def draw_decks(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    seen = scene.table
    if not seen.tragic:
        return y
    y = heading(scene, "Tragic Events", x, y)
    bw, bh, gap = (w - 16) / 3, 56.0, 8.0
    discard = seen.fire_discard
    counts: dict[str, int] = {}
    for card in discard:
        counts[card] = counts.get(card, 0) + 1
    top = CARD_NAMES.get(discard[-1], discard[-1]) if discard else "empty"
    piles = [
        ("Fire deck", f"{scene.seen['piles']['fire_deck']} cards face down", P.POI_BACK,
         T.fire_deck_tip(seen)),
        ("Fire discard", f"{len(discard)} · top: {top}", QColor(120, 50, 30),
         T.fire_discard_tip(seen)),
        ("Flare Ups", f"{seen.flare_supply} in supply"
         + (f" · {seen.flare_removed} removed" if seen.flare_removed else ""), QColor(170, 80, 0),
         T.flare_tip(seen)),
    ]
    card_motion.deck(scene, card_motion.FIRE_DECK, QPointF(x, y))
    for k, (name, detail, fill, tip) in enumerate(piles):
        rect = QRectF(x + k * (bw + gap), y, bw, bh)
        box(scene, rect, fill, QColor(230, 230, 230), 4).setToolTip(tip)
        wrapped(scene, name, rect.x() + 3, rect.y(), bw - 6, 10.5, LIGHT, True)
        wrapped(scene, detail, rect.x() + 3, rect.y() + 20, bw - 6, 10, LIGHT)
        if k == 1 and discard:  # its top card slid in from the Fire deck (card_motion.py)
            card_motion.fire_discard(scene, rect, name, detail, fill, QColor(230, 230, 230),
                                     tip, len(discard), LIGHT)
    y += bh + 4
    if counts:
        mix = ", ".join(f"{CARD_NAMES.get(k, k)} ×{n}" for k, n in counts.items())
        y += wrapped(scene, "In the discard: " + mix, x, y, w, 10, DIM).boundingRect().height()
    event_line = wrapped(scene, f"Event deck: {scene.seen['piles']['event_deck']} cards · "
                         f"Event discard: {len(seen.event_discard)}", x, y, w, 10, DIM)
    event_line.setToolTip(T.event_deck_tip(seen))
    card_motion.deck(scene, card_motion.EVENT_DECK, QPointF(x, y))
    y += event_line.boundingRect().height() + 2
    card = seen.last_event
    waiting = seen.pending_decisions()
    peek = seen.peeked_event if waiting and waiting[0].kind == "peek" else None
    for label, cid in (("Last Event", card), ("Next Event (Strategist's peek)", peek)):
        if not cid:
            continue
        ev = events()[cid]
        if cid == card:  # the Event just drawn slides in from the deck (card_motion.py)
            y += card_motion.event_card(scene, x, y, w, f"{label}: {ev.name}", ev.text,
                                        T.event_tip(cid), len(seen.event_discard), P.INK) + 6
            continue
        title = wrapped(scene, f"{label}: {ev.name}", x + 6, y + 3, w - 12, 11.5,
                        QColor(60, 20, 10), True, 6)
        body = wrapped(scene, ev.text, x + 6, y + 3 + title.boundingRect().height() - 4,
                       w - 12, 11, P.INK, False, 6)
        height = title.boundingRect().height() + body.boundingRect().height() + 4
        box(scene, QRectF(x, y, w, height), QColor(250, 236, 200),
            QColor(160, 60, 30), 5).setToolTip(T.event_tip(cid))
        y += height + 6
    if not card:
        y += wrapped(scene, "No Event drawn yet.", x, y, w, 10, DIM).boundingRect().height()
    return y + 2


def draw_specialist_choices(scene: FlashPointScene, x: float, y: float, w: float) -> float:
    """While a specialist is being chosen: every one still free, with its whole ability."""
    seen = scene.table
    if seen.stage != "setup" or seen.pending_decisions()[0].kind != "specialist":
        return y
    y = heading(scene, "Specialists still free", x, y)
    for spec in seen.unused:
        card = specialists()[spec]
        extra = f" + {card.bonus_ap} {card.bonus_kind}" if card.bonus_ap else ""
        item = wrapped(scene, "", x + 4, y, w - 8, 9, LIGHT)
        item.setHtml(f"<b>{card.name}</b> ({card.ap} AP{extra}): {escape_html(card.text)}")
        item.setToolTip(T.tip(f"{card.name}: {card.ap} AP a turn{extra}", card.text))
        y += item.boundingRect().height() - 6
    return y + 8


def specialist_help(spec: str | None) -> str:
    if not spec:
        return ""
    sp = specialists()[spec]
    return f"{sp.name}: {sp.text}"
