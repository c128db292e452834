"""The side column: status, the event card just drawn, Firehouse boards with their tracks,
Warden and crew cards with their water, and the legend under the town.

Functions take the scene (for ``tag`` and ``addItem``) and return the height they used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from boardgames_desktop.games.brigade.data import catalogue
from boardgames_desktop.games.brigade.town import display_label, display_labels
from boardgames_desktop.ui.items import readable_text_colour
from boardgames_desktop.ui.sketch import RectSketch, Sketch

from . import card_motion, tips, track_motion
from .equipment_cards import card_grid
from .paint import (
    BLAZE_COLOUR,
    DIM,
    FAVOUR,
    HIGHLIGHT,
    INK,
    LIGHT,
    PANEL,
    PAPER,
    PHOENIX_COLOUR,
    PYRO_COLOUR,
    arrow_path,
    badge,
    drops,
    font,
    panel,
    passive,
    path_item,
    rect,
    text,
    text_lines,
    tint,
    wrapped,
)
from .town_items import Piece, fireball, piece_item, saved_ribbon, shield_path

if TYPE_CHECKING:
    from .scene import BrigadeScene

DIRECTION = {"N": "North", "E": "East", "S": "South", "W": "West"}


def header(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """Turn, whose turn it is and the phase (or the result)."""
    box = panel(None, x, y, w, 10)
    scene.put(box)
    result = scene.parts["outcome"]
    title = scene.mode_title()
    text(box, title, x + 8, y + 5, 16, LIGHT, bold=True)
    if result is not None:
        body = "GAME OVER — " + result
        colour = QColor(255, 220, 120)
    else:
        body = scene.humanize(scene.seen["phase"])
        colour = LIGHT
    t = wrapped(box, body, x + 8, y + 28, w - 16, 14, colour)
    h = 34 + t.boundingRect().height()
    crew = scene.parts["decks"]["crew"]
    if crew["left"] or crew["discards"]:
        label = text(box, f"Crew deck: {crew['left']} left, {len(crew['discards'])} discarded",
                     x + 8, y + h - 2, 12, DIM)
        tips.component(label, "crew-deck", tips.deck_tip(
            "Crew deck", crew, f"Recruit (1 action, needs a free crew slot) draws "
            f"{catalogue().rules.get('recruit_look', 2)}: keep one, the others go under the deck."))
        h += 18
    box.setRect(QRectF(x, y, w, h))
    return h


def phase_events(scene: BrigadeScene) -> list[str]:
    """The event cards of the latest Event Phase (several under a Firestorm), else the
    last card drawn."""
    cards = [c for c in scene.parts["events_this_phase"] if c in catalogue().events]
    if cards:
        return cards
    card = scene.table["event_card"]
    return [card] if card is not None and card in catalogue().events else []


def event_card(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """The event cards just drawn (every card of the phase): name, fireball coordinates,
    Wind Gust, faction icon, Phoenix arrow."""
    cards = phase_events(scene)
    title = ("Event card just drawn" if len(cards) <= 1
             else f"Last Event Phase: {len(cards)} cards, all fireballs marked")
    box = panel(None, x, y, w, 10, title)
    scene.put(box)
    deck = scene.parts["decks"]["events"]
    label = text(box, f"deck: {deck['left']} left", x + w - 8, y + 6, 12, DIM, align="right")
    tips.component(label, "event-deck", tips.deck_tip(
        "Event deck", deck, "Each Event Phase draws from it; its fireballs and Wind Gusts "
        "spread the fire."))
    card_motion.deck(scene, card_motion.EVENTS, label.sceneBoundingRect().topLeft())
    card_motion.display(scene, "events", QPointF(x, y))
    if not cards:
        text(box, "none yet", x + 10, y + 30, 14, DIM, italic=True)
        box.setRect(QRectF(x, y, w, 56))
        return 56
    cy = y + 28
    for i, card_id in enumerate(cards):
        number = f"{i + 1}. " if len(cards) > 1 else ""
        cy = _event_face(scene, box, catalogue().events[card_id], number, x, cy, w) + 6
    h = cy - y + 4
    box.setRect(QRectF(x, y, w, h))
    return h


def _event_face(scene: BrigadeScene, box: Sketch, card: Any, number: str, x: float,
                top: float, w: float) -> float:
    """One event card face inside ``box``; returns its bottom."""
    face = rect(None, x + 8, top, w - 16, 10, PAPER, QColor(120, 100, 80), 1.2)
    passive(face)
    tips.component(face, "event-card", tips.event_tip(scene, card))
    cy = top + 4
    flags = []
    if card.starter:
        flags.append("starter")
    if card.big_buildings:
        flags.append("Big Buildings")
    if card.special:
        flags.append("special")
    text(face, number + card.name, x + 16, cy, 16, INK, bold=True)
    if flags:
        text(face, "(" + ", ".join(flags) + ")", x + w - 16, cy + 3, 12, QColor(90, 80, 70),
             align="right")
    cy += 24
    fireball(face, x + 26, cy + 9, 8)
    balls = display_labels(card.fireballs) if card.fireballs else "none"
    text(face, f"Fireballs: {balls}", x + 58, cy, 15, INK, bold=True)
    cy += 22
    off = [c for c in card.fireballs if c not in scene.tiles]
    if off:
        text(face, f"off the board (no effect): {display_labels(off)}", x + 58, cy, 12,
             QColor(90, 80, 70), italic=True)
        cy += 18
    if card.wind:
        path_item(face, arrow_path(x + 34, cy + 10, 26, card.wind), QColor(60, 140, 200),
                  QColor(20, 60, 100), 1)
        text(face, f"Wind Gust {DIRECTION[card.wind]}: every burning block spreads 1 "
             f"{DIRECTION[card.wind].lower()}", x + 58, cy + 2, 12, INK)
        cy += 24
    extra = []
    fac = catalogue().factions.get(card.faction)
    if fac is not None and scene.shows_event_faction():
        extra.append(f"Faction icon: {fac.glyph} {fac.name}")
    if scene.shows_phoenix_arrow() and card.phoenix:
        extra.append(f"Phoenix arrow: {DIRECTION[card.phoenix]}")
    if extra:
        text(face, "   ".join(extra), x + 16, cy, 13, INK, bold=True)
        cy += 20
    if card.special:
        tt = wrapped(face, card.special.get("text", ""), x + 16, cy, w - 32, 12, INK)
        cy += tt.boundingRect().height() + 4
    face.setRect(QRectF(x + 8, top, w - 16, cy - top + 2))
    card_motion.put_event(scene, face, card.id, QPointF(x + 8, top))  # it slides in
    return cy + 2


# ----- Firehouse boards ------------------------------------------------------------------
TRACK_TITLES = {"crew": "Crew slots", "wagon": "Wagon water", "leadership": "Actions",
                "forge": "Forge cards", "actions": "Actions", "mana": "Mana Pool",
                "familiar": "Familiar", "firestorm": "Firestorm"}


def track_row(scene: BrigadeScene, parent: Sketch, x: float, y: float, board: int,
              name: str, values: list[int], level: int, title: str | None = None,
              space: float = 22, target: str | None = None) -> float:
    """One upgrade track: title above, one box per level, the current one filled.
    Its frame is tagged ``track:<board>:<name>``; returns its width."""
    title = title or TRACK_TITLES.get(name, name.title())
    tw = text(parent, title, x, y, 12, DIM).boundingRect().width()
    width = max(tw, space * len(values))
    frame = rect(parent, x - 2, y + 15, space * len(values) + 4, space + 4, None,
                 QColor(0, 0, 0, 0), 1)
    target = target or f"track:{board}:{name}"
    scene.tag(frame, target)
    tips.component(frame, "track", tips.track_tip(
        scene, TRACK_TITLES.get(name, title), name, values, level, scene.track_owner(target)))
    for i, v in enumerate(values):
        cur = i == level
        passed = i < level
        fill = QColor(230, 120, 40) if cur else (QColor(150, 110, 90) if passed else PAPER)
        b = rect(frame, x + i * space, y + 17, space - 2, space, fill, INK, 1)
        passive(b)
        text(b, str(v), x + i * space + space / 2 - 1, y + 19, 14,
             readable_text_colour(fill), bold=cur, align="centre")
    track_motion.upgrade(scene, target, x, y + 17, space, level, len(values))  # it steps
    return width


def firehouse_board(scene: BrigadeScene, parent: Sketch, x: float, y: float,
                    board_index: int, tracks: list[str] | None = None) -> float:
    """The upgrade tracks of one board side by side; returns the height used."""
    board = scene.table["boards"][board_index]
    cx = x
    for name in tracks or list(board["tracks"]):
        if name not in board["tracks"]:
            continue
        w = track_row(scene, parent, cx, y, board_index, name, board["tracks"][name],
                      board["levels"][name])
        cx += w + 14
    return 44


def warden_block(scene: BrigadeScene, x: float, y: float, w: float,
                 seat_wardens: list[dict[str, Any]],
                 title: str, board_index: int | None, acting: bool,
                 board_tracks: list[str] | None = None, extra: list[str] | None = None,
                 held: list[str] | None = None) -> float:
    """A player's area: title, Firehouse tracks, Warden and crew cards with their water;
    ``held`` (Solo) the Equipment cards on the Warden, each tagged ``equipment:<id>``."""
    box = panel(None, x, y, w, 10)
    scene.put(box)
    if acting:
        box.setPen(scene.pen(HIGHLIGHT, 3))
    cy = y + 6
    first = seat_wardens[0] if seat_wardens else None
    if first is not None:
        col, letter = scene.warden_mark(first)
        icon = piece_item(Piece("brigade", col, letter), 24)
        icon.setParentItem(box)
        icon.setPos(x + 18, cy + 12)
    status = ""
    if acting:
        left = sum(scene.actions_left(wd["index"]) or 0 for wd in seat_wardens)
        status = f"◀ acting · {left} action{'s' if left != 1 else ''} left"
    if status:
        text(box, status, x + w - 8, cy + 2, 13, HIGHLIGHT, bold=True, align="right")
    t = text(box, title, x + 36, cy, 15, LIGHT, bold=True)
    room = w - 48 - (170 if status else 0)
    if t.boundingRect().width() > room:
        t.setFont(font(13, bold=True))
    cy += 24
    if board_index is not None:
        cy += firehouse_board(scene, box, x + 10, cy, board_index, board_tracks)
    cy += warden_cards(scene, box, x + 8, cy, w - 16, seat_wardens) + 4
    if held is not None:
        cy += held_cards(scene, box, x + 8, cy, w - 16, held) + 4
    cy = text_lines(box, extra or [], x, cy, w)
    h = cy - y + 4
    box.setRect(QRectF(x, y, w, h))
    return h


def held_cards(scene: BrigadeScene, parent: Sketch, x: float, y: float, w: float,
               cards: list[str]) -> float:
    """The Equipment cards on a Solo Warden (taken with Visit the Forge)."""
    cost = scene.parts["rules"]["held_card_actions"]
    use = f"{cost} action{'s' if cost != 1 else ''}" if cost else "free"
    if not cards:
        text(parent, "Equipment on your Warden: none (Visit the Forge to take a card)", x + 2,
             y, 12, DIM, italic=True)
        return 16
    text(parent, f"Equipment on your Warden — click a card to use it ({use}):", x + 2, y, 12,
         LIGHT, bold=True)
    card_motion.display(scene, "held", QPointF(x, y))
    return 18 + card_grid(scene, None, cards, x, y + 18, w)  # pieces: taken from the Forge


def warden_cards(scene: BrigadeScene, parent: Sketch, x: float, y: float, w: float,
                 wardens: list[dict[str, Any]]) -> float:
    """The Warden cards and their crew cards in rows of four, each with its water drops
    (``wardens``: as the seat's view shows them)."""
    named = len(wardens) > 1
    chips: list[tuple[str, str, int, int, QColor, str]] = []
    notes: list[tuple[str, str]] = []  # (component kind, tooltip) of each chip
    for wd in wardens:
        card = catalogue().wardens[wd["card"]]
        col, letter = scene.warden_mark(wd)
        if not scene.picked(wd["index"]):
            chips.append(("Warden card not chosen yet", letter, wd["water"], wd["capacity"],
                          QColor(col), ""))
            notes.append(("warden-card", tips.warden_tip(scene, wd)))
            continue
        label = card.name if named else "Warden"
        if wd["side"] == "advanced":
            label += " (adv.)"
        note = ""
        left = scene.actions_left(wd["index"])
        if left is not None and named:
            note = f"{left} action{'s' if left != 1 else ''}"
        chips.append((label, letter, wd["water"], wd["capacity"], QColor(col), note))
        notes.append(("warden-card", tips.warden_tip(scene, wd)))
        for member in wd["crew"]:
            cc = catalogue().crew.get(member["card"])
            if cc is None:
                continue
            fac = catalogue().factions[cc.faction]
            chips.append((cc.name, fac.glyph, member["water"], cc.water, QColor(fac.colour), ""))
            tip = (f"{cc.name} — {fac.name} crew of {card.name}, {member['water']}/{cc.water} "
                   "water.")
            if scene.table["crew_abilities"]:
                tip += f"\n{cc.ability.get('text', '')}"
            notes.append(("crew-card", tip))
        wagon = scene.wagon_of(wd)
        if wagon is not None and wagon["owner"] is not None:
            chips.append((f"Wagon at {display_label(wagon['cell'])}", "W", wagon["water"],
                          wagon["capacity"], QColor(col), ""))
            notes.append(("wagon", tips.wagon_tip(scene, wagon)))
    per_row = 2 if named and len(chips) > 2 else (4 if len(chips) > 3 else 3)
    cw = (w - 4 * (per_row - 1)) / per_row
    height = 58
    rows = (len(chips) + per_row - 1) // per_row
    for i, (name, mark, water, cap, fill, note) in enumerate(chips):
        cx = x + (i % per_row) * (cw + 4)
        cy = y + (i // per_row) * (height + 4)
        chip = rect(parent, cx, cy, cw, height, tint(fill, 0.72), fill.darker(150), 1.5)
        passive(chip)
        tips.component(chip, *notes[i])
        strip = rect(chip, cx, cy, 6, height, fill)
        passive(strip)
        text(chip, mark, cx + cw - 4, cy + 2, 14, INK, bold=True, align="right")
        wrapped(chip, name, cx + 9, cy + 2, cw - 26, 12, INK, bold=True)
        dw = drops(chip, cx + 9, cy + height - 20, water, cap, size=16, gap=1)
        text(chip, f"{water}/{cap}", cx + 12 + dw, cy + height - 19, 12, INK)
        if note:
            text(chip, note, cx + cw - 4, cy + height - 19, 12, QColor(150, 60, 0), bold=True,
                 align="right")
    return rows * (height + 4) - 4


def legend(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """What the symbols on the tiles mean."""
    box = panel(None, x, y, w, 10)
    scene.put(box)
    cx = x + 10
    cy = y + 6
    for fac in catalogue().factions.values():
        sw = rect(box, cx, cy, 26, 22, QColor(fac.colour), INK, 1)
        passive(sw)
        text(sw, fac.glyph, cx + 13, cy + 1, 17, readable_text_colour(QColor(fac.colour)),
             bold=True, align="centre")
        t = text(box, fac.name, cx + 30, cy + 3, 14, LIGHT)
        cx += 30 + t.boundingRect().width() + 14
    cy += 28
    cx = x + 10
    badge(box, cx + 10, cy + 10, 10, QColor(255, 255, 255), "3", INK, px=14)
    t = text(box, "value", cx + 24, cy + 2, 13, LIGHT)
    cx += 30 + t.boundingRect().width()
    fl = rect(box, cx, cy + 1, 18, 18, QColor(245, 120, 20), INK, 1)
    passive(fl)
    t = text(box, "fire intensity", cx + 22, cy + 2, 13, LIGHT)
    cx += 30 + t.boundingRect().width()
    badge(box, cx + 10, cy + 10, 10, FAVOUR, "F", QColor(130, 90, 0), px=13)
    t = text(box, "Favour", cx + 24, cy + 2, 13, LIGHT)
    cx += 30 + t.boundingRect().width()
    if scene.coop:  # Co-Op places no Loyalty token: the ribbon marks a Loyal block
        saved_ribbon(box, cx + 58, cy)
        t = text(box, "= Loyal", cx + 62, cy + 2, 13, LIGHT)
        cx += 72 + t.boundingRect().width()
    else:
        path_item(box, shield_path(cx, cy, 18, 22), QColor(200, 200, 200), INK, 1.5)
        t = text(box, "Loyalty", cx + 22, cy + 2, 13, LIGHT)
        cx += 28 + t.boundingRect().width()
    renown = "“R 2/3” team Renown" if scene.team else "“M 2/3” Renown vs value"
    t = text(box, renown, cx, cy + 2, 13, LIGHT)
    cx += 12 + t.boundingRect().width()
    fireball(box, cx + 10, cy + 10, 8)
    text(box, "fireball just dropped", cx + 36, cy + 2, 13, LIGHT)
    cy += 26
    cx = x + 10
    dash = rect(box, cx, cy + 1, 22, 18, None, QColor(215, 40, 20), 2.5, Qt.PenStyle.DashLine)
    passive(dash)
    t = text(box, "next fire destroys it", cx + 28, cy + 2, 13, LIGHT)
    cx += 40 + t.boundingRect().width()
    badge(box, cx + 9, cy + 10, 8.5, QColor(30, 30, 30), "!", QColor(255, 200, 0), px=13)
    t = text(box, "effect when destroyed", cx + 22, cy + 2, 13, LIGHT)
    cx += 34 + t.boundingRect().width()
    chest = rect(box, cx, cy + 2, 18, 14, QColor(230, 180, 60), INK, 1)
    passive(chest)
    text(chest, "T", cx + 9, cy + 2, 11, INK, bold=True, align="centre")
    text(box, "Treasure's home block", cx + 24, cy + 2, 13, LIGHT)
    cy += 24
    cy += _piece_legend(scene, box, x + 10, cy)
    rule = scene.caps.saving_rule
    if rule:
        t = wrapped(box, rule, x + 10, cy, w - 20, 13, LIGHT)
        cy += t.boundingRect().height() + 4
    text(box, scene.instruction("Click a yellow-framed block to act there; hover a block for "
                                "details."), x + 10, cy, 13, HIGHLIGHT)
    cy += 20
    h = cy - y + 4
    box.setRect(QRectF(x, y, w, h))
    return h


def _piece_legend(scene: BrigadeScene, box: Sketch, x: float, y: float) -> float:
    """The meeples on the town: Wardens, the Wagon, and the Pyromancer / Phoenix / Blaze
    when the mode has them.  Returns the height used."""
    entries: list[tuple[Piece, str]] = []
    wardens = scene.wardens
    pieces = scene.parts["pieces"]
    if wardens:
        colour, letter = scene.warden_mark(wardens[0])
        entries.append((Piece("brigade", colour, letter, 2), "Warden (initial; water)"))
    if scene.wagons:
        entries.append((Piece("wagon", "#8a96a8", "W", 2), "Water Wagon"))
    if pieces["pyromancer"]:
        entries.append((Piece("pyromancer", PYRO_COLOUR.name(), "P"), "the Pyromancer"))
    if pieces["phoenix"]:
        entries.append((Piece("phoenix", PHOENIX_COLOUR.name(), ""), "the Phoenix"))
    if pieces["blaze"]:
        entries.append((Piece("blaze", BLAZE_COLOUR.name(), "B"), "Bernhardt Blaze"))
    if not entries:
        return 0
    cx = x
    for piece, label in entries:
        icon = piece_item(piece, 22)
        icon.setParentItem(box)
        icon.setPos(cx + 11, y + 11)
        t = text(box, label, cx + 30, y + 2, 13, LIGHT)
        cx += 44 + t.boundingRect().width()
    return 26


def info_lines(scene: BrigadeScene, x: float, y: float, w: float, title: str,
               lines: list[str]) -> float:
    """A titled panel of word-wrapped lines; returns its height."""
    box = panel(None, x, y, w, 10, title)
    scene.put(box)
    cy = text_lines(box, lines, x, y + 26, w)
    h = cy - y + 6
    box.setRect(QRectF(x, y, w, h))
    return h


def chip_button(scene: BrigadeScene, x: float, y: float, w: float, label: str,
                target: str) -> RectSketch:
    """A clickable chip for a board target the view has no picture for."""
    b = rect(None, x, y, w, 26, PANEL.lighter(130), QColor(140, 140, 140), 1)
    scene.put(b)
    t = text(b, label, x + 6, y + 4, 13, LIGHT)
    t.setFont(font(13))
    scene.tag(b, target)
    b.setToolTip(scene.describe_target(target))
    return b


def warden_offer(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """While a seat chooses its Warden card: every card on offer with its ability in full,
    each clickable (``warden-card:<id>``, a target the scene adds for the choice)."""
    offered = scene.warden_choices()
    if not offered:
        return 0
    pending = scene.table["pending"] or {}
    box = panel(None, x, y, w, 10)
    box.setPen(scene.pen(HIGHLIGHT, 2))
    scene.put(box)
    # the question in full, wrapped to the panel (one line ran past the panel's edge)
    prompt = scene.humanize(pending.get("prompt") or "Choose your Warden card")
    asked = wrapped(box, prompt, x + 8, y + 5, w - 16, 13, LIGHT, bold=True)
    cy = y + 16 + asked.boundingRect().height()  # (room for the first card's glow)
    for card_id in offered:
        card = catalogue().wardens[card_id]
        side = scene.offered_side()
        ability = tips.warden_ability(card, side)
        face = rect(box, x + 8, cy, w - 16, 10, tint(QColor(card.colour), 0.75),
                    QColor(card.colour).darker(150), 1.5)
        strip = rect(face, x + 8, cy, 8, 10, QColor(card.colour))
        passive(strip)
        text(face, card.name, x + 22, cy + 4, 15, INK, bold=True)
        text(face, f"{card.water} water", x + w - 16, cy + 6, 12, INK, align="right")
        t = wrapped(face, ability, x + 22, cy + 24, w - 46, 12, INK)
        h = 30 + t.boundingRect().height()
        face.setRect(QRectF(x + 8, cy, w - 16, h))
        strip.setRect(QRectF(x + 8, cy, 8, h))
        scene.tag(face, f"warden-card:{card_id}")
        tips.component(face, "warden-offer", f"{card.name} — Warden card, carries {card.water} "
                       f"water.\n{ability}\nClick to play it.")
        cy += h + 6
    h = cy - y + 2
    box.setRect(QRectF(x, y, w, h))
    return h
