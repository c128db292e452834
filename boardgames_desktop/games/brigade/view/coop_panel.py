"""Co-Op and Solo progress: the VPT (with its Insurance Fraud spaces), the EvacTrak, Favour,
Faction Influence tracks, the Forge with its face-up Equipment cards and Solo quests.

Everything is read from the seat's view (``scene.parts``: None where the mode has no such
part), so a mode that lacks a piece simply does not show it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from boardgames_desktop.games.brigade.data import catalogue
from boardgames_desktop.ui.items import readable_text_colour

from . import card_motion, tips, track_motion
from .boards import track_row
from .equipment_cards import card_grid
from .paint import (
    DIM,
    FAVOUR,
    HIGHLIGHT,
    INK,
    LIGHT,
    PAPER,
    badge,
    panel,
    passive,
    rect,
    text,
    tint,
)

if TYPE_CHECKING:
    from .scene import BrigadeScene


def vpt_strip(scene: BrigadeScene, x: float, y: float, w: float, owner: str,
              target: int | None) -> float:
    """The Victory Point Track as a strip of spaces, each coloured by its Insurance Fraud
    effect; the marker, the target and what the current space will burn."""
    vpt = scene.parts["vpt"]
    if vpt is None:
        return 0
    spaces = catalogue().vpt
    box = panel(None, x, y, w, 10)
    scene.put(box)
    tips.component(box, "vpt", scene.vpt_tip(owner, target))
    points = vpt["points"]
    head = f"Victory Point Track — {owner}: {points}"
    if target is not None:
        head += f" / target {target}"
    text(box, head, x + 8, y + 5, 15, LIGHT, bold=True)
    n = len(spaces)
    sw = (w - 16) / n
    sy = y + 28
    for i, space in enumerate(spaces):
        fill = _space_colour(space)
        cur = i == points
        b = rect(box, x + 8 + i * sw, sy, sw - 1, 22, fill,
                 HIGHLIGHT if cur else QColor(30, 30, 30), 3 if cur else 0.8)
        passive(b)
        mark = _space_mark(space)
        if mark:
            text(b, mark, x + 8 + i * sw + sw / 2 - 0.5, sy + 3, 12,
                 readable_text_colour(fill), bold=True, align="centre")
        if i % 5 == 0 or cur or i == target:
            text(box, str(i), x + 8 + i * sw + sw / 2, sy + 24, 11,
                 HIGHLIGHT if cur else DIM, bold=cur, align="centre")
    track_motion.strip(scene, "vpt", x + 8, sy, sw, sw - 1, 22, min(points, n - 1), n)
    if target is not None and target < n:
        flag = rect(box, x + 8 + target * sw, sy - 4, sw - 1, 4, QColor(80, 220, 120))
        passive(flag)
    from boardgames_desktop.games.brigade.tracks import describe_space

    space = spaces[min(points, n - 1)]
    skip = (scene.parts["shields"] or {}).get("skip_insurance")
    said = describe_space(catalogue(), space)
    note = (f"Insurance Fraud at the end of the round: +1 fire on {said}"
            if space.get("type") not in ("blank", "wind") else ("Insurance Fraud: " + said))
    if skip:
        note += " (skipped this round)"
    text(box, note, x + 8, sy + 40, 13, QColor(255, 200, 150))
    h = sy + 60 - y
    box.setRect(QRectF(x, y, w, h))
    return h


def _space_colour(space: dict[str, Any]) -> QColor:
    kind = space.get("type")
    if kind in ("faction_value", "faction"):
        return QColor(catalogue().factions[space["faction"]].colour)
    if kind == "wind":
        return QColor(120, 170, 210)
    if kind == "value":
        return QColor(200, 200, 200)
    return PAPER


def _space_mark(space: dict[str, Any]) -> str:
    kind = space.get("type")
    if kind == "faction_value":
        return f"{space['value']}"
    if kind == "faction":
        return catalogue().factions[space["faction"]].glyph
    if kind == "wind":
        return space["direction"]
    if kind == "value":
        return f"{space['value']}"
    return ""


def evactrak_strip(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """The EvacTrak from S to F with the marker; the next destruction's step."""
    evac = scene.parts["evac"]
    if evac is None:
        return 0
    start, position = evac["start"], evac["position"]
    box = panel(None, x, y, w, 10)
    scene.put(box)
    nxt = evac["destroyed"] + 1
    tips.component(box, "evactrak", (
        f"EvacTrak: the marker is {position} spaces before F (it started at S = "
        f"{start}).\nEvery destroyed block moves it one space more than the last "
        f"(the next moves it {nxt}){scene.evac_extra()}.\nWhen it reaches F the town is "
        "evacuated and you lose."))
    text(box, f"EvacTrak: {position} spaces before F", x + 8, y + 5, 15, LIGHT, bold=True)
    text(box, "F = evacuation: you lose", x + w - 8, y + 8, 12, DIM, align="right")
    n = start + 1
    sw = min(40.0, (w - 16) / n)
    sy = y + 28
    for i in range(n):
        pos = start - i  # left = S (start), right = F (0)
        cur = pos == position
        danger = pos <= 3
        fill = QColor(230, 120, 40) if cur else (QColor(150, 60, 50) if danger else PAPER)
        b = rect(box, x + 8 + i * sw, sy, sw - 2, 24, fill,
                 HIGHLIGHT if cur else INK, 3 if cur else 1)
        passive(b)
        label = "S" if pos == start else ("F" if pos == 0 else str(pos))
        text(b, label, x + 8 + i * sw + sw / 2 - 1, sy + 4, 13, readable_text_colour(fill),
             bold=cur or label in "SF", align="centre")
    track_motion.strip(scene, "evactrak", x + 8, sy, sw, sw - 2, 24, start - position, n)
    text(box, f"Next destroyed block moves it {nxt} space{'s' if nxt > 1 else ''}"
         + scene.evac_extra(), x + 8, sy + 28, 12, QColor(255, 200, 150))
    h = sy + 46 - y
    box.setRect(QRectF(x, y, w, h))
    return h


def coop_board(scene: BrigadeScene, x: float, y: float, w: float, title: str,
               tracks: list[str]) -> float:
    """The shared board: upgrade tracks, Favour pool and Faction Influence tracks
    (tagged ``track:0:influence:<faction>``, the Co-Op upgrade targets)."""
    box = panel(None, x, y, w, 10, title)
    scene.put(box)
    cy = y + 26
    boards = scene.table["boards"]
    board = boards[0] if boards else None
    cx = x + 10
    if board is not None:
        for name in tracks:
            if name in board["tracks"]:
                cx += track_row(scene, box, cx, cy, 0, name, board["tracks"][name],
                                board["levels"][name]) + 16
    favour = scene.parts["favour"]
    if favour is not None:
        token = badge(box, cx + 16, cy + 28, 14, FAVOUR, str(favour), QColor(130, 90, 0),
                      px=16)
        tips.component(token, "favour", f"The team's Favour tokens: {favour}.\nSpent to "
                       "Visit the Forge (an Equipment card's cost) and on some abilities.")
        text(box, "Favour", cx + 16, cy, 12, DIM, align="centre")
    cy += 50
    influence = scene.parts["influence"]
    if influence is not None:
        cy += influence_rows(scene, box, x + 10, cy, w - 20, influence)
    h = cy - y + 4
    box.setRect(QRectF(x, y, w, h))
    return h


def influence_rows(scene: BrigadeScene, parent: Any, x: float, y: float, w: float,
                   influence: Any) -> float:
    top = influence["top"]
    head = f"Faction Influence (level 1–{top})"
    if scene.caps.shared_board and scene.caps.chapter is None:
        head += " — saving a block of that faction gives:"
    text(parent, head, x, y, 12, DIM)
    cy = y + 16
    quests = scene.parts["level4_quests"]
    for fid, level in influence["levels"].items():
        fac = catalogue().factions[fid]
        col = QColor(fac.colour)
        sw = rect(parent, x, cy, 22, 22, col, INK, 1)
        passive(sw)
        text(sw, fac.glyph, x + 11, cy + 1, 16, readable_text_colour(col), bold=True,
             align="centre")
        text(parent, fac.name, x + 28, cy + 3, 13, LIGHT)
        bx = x + 110
        frame = rect(parent, bx - 2, cy - 2, 26 * top + 2, 26, None,
                     QColor(0, 0, 0, 0), 1)
        scene.tag(frame, f"track:0:influence:{fid}")
        tips.component(frame, "track", scene.influence_tip(fid, level, top))
        for i in range(top):
            on = i < level
            fill = col if on else tint(col, 0.8)
            b = rect(frame, bx + i * 26, cy, 24, 22, fill, INK, 2 if i == level - 1 else 1)
            passive(b)
            text(b, str(i + 1), bx + i * 26 + 12, cy + 3, 13, readable_text_colour(fill),
                 bold=i == level - 1, align="centre")
        track_motion.strip(scene, f"influence:{fid}", bx, cy, 26, 24, 22, level - 1, top)
        note = scene.influence_note(fid, level)
        if quests is not None:
            note = f"value-4 quests {quests.get(fid, 0)}/{scene.quest_limit()}"
        if note:
            text(parent, note, bx + 26 * top + 8, cy + 4, 11, DIM)
        cy += 26
    return cy - y


def forge(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """The Forge: face-up Equipment cards (tagged ``equipment:<id>``) and the deck size."""
    cards = scene.parts["forge"]
    if cards is None:
        return 0
    box = panel(None, x, y, w, 10, "The Forge (Equipment face up)")
    scene.put(box)
    deck = scene.parts["decks"]["equipment"]
    if deck is not None:
        label = text(box, f"deck: {deck['left']}", x + w - 8, y + 6,
                     12, DIM, align="right")
        tips.component(label, "equipment-deck", tips.deck_tip(
            "Equipment deck", deck, "A used Forge card is replaced from it."))
        card_motion.deck(scene, card_motion.EQUIPMENT, label.sceneBoundingRect().topLeft())
    cy = y + 28
    card_motion.display(scene, "forge", QPointF(x, y))
    if not cards:
        text(box, "empty", x + 10, cy, 13, DIM, italic=True)
        h = 52.0
    else:
        h = cy + card_grid(scene, None, list(cards), x + 10, cy, w - 20) - y + 10
    box.setRect(QRectF(x, y, w, h))
    return h
