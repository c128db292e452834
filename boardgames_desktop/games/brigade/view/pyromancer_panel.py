"""All-versus-One (3v1/4v1) and Rise of the Phoenix: the Pyromancer's board (Firestorm,
Mana Pool, Familiar, Actions), the Wardens' board (Wagon, Actions track, Incident tracks) and
the chapter objectives with their progress.  Drawn for the modes whose capabilities
(capabilities.py) include them.

Targets: ``track:pyro:<track>``, ``track:actions:<warden>``, ``track:incidents:<i>`` and
``track:0:wagon`` — the ones allvsone.py / pyromancer.py put on their actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from boardgames_desktop.ui.items import readable_text_colour

from . import tips, track_motion
from .boards import track_row
from .paint import (
    DIM,
    FAVOUR,
    FIRE,
    HIGHLIGHT,
    INK,
    LIGHT,
    PAPER,
    PYRO_COLOUR,
    badge,
    flame_path,
    panel,
    passive,
    path_item,
    rect,
    text,
    wrapped,
)
from .town_items import Piece, piece_item

if TYPE_CHECKING:
    from .scene import BrigadeScene

PYRO_TITLES = {"actions": "Actions", "mana": "Mana Pool size", "familiar": "Familiar mana",
               "firestorm": "Firestorm events"}


def side_column(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """The Pyromancer's and Wardens' boards (3v1/4v1); the chapter objectives are drawn
    by the scene at the top of the column."""
    y2 = y
    h2 = pyromancer_board(scene, x, y2, w)
    y2 += h2 + (8 if h2 else 0)
    h3 = wardens_board(scene, x, y2, w)
    y2 += h3 + (8 if h3 else 0)
    return max(0.0, y2 - y - 8) if (h2 or h3) else 0


def below_town(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    """The Phoenix track (campaign chapter 4) under the town."""
    parts = scene.parts
    if scene.caps.chapter != 4:  # the Phoenix flies in chapter 4 only
        return 0
    top = parts["rules"]["phoenix_top"]
    track, cell = parts["phoenix"], parts["pieces"]["phoenix"]
    box = panel(None, x, y, w, 10)
    scene.put(box)
    tips.component(box, "phoenix-track", tips.phoenix_tip(scene))
    text(box, f"Phoenix track: {track} / {top} (at {cell})", x + 8, y + 5, 15,
         LIGHT, bold=True)
    text(box, f"0 = capture it · {top} = the chapter fails · pour water on its block to "
         "lower it", x + w - 8, y + 8, 11, DIM, align="right")
    n = top + 1
    sw = (w - 16) / n
    for i in range(n):
        cur = i == track
        if cur:
            fill = QColor(255, 140, 0)
        elif i == 0:
            fill = QColor(120, 200, 120)  # capture it here
        elif i == top:
            fill = QColor(200, 50, 40)  # catastrophe: the chapter fails
        else:
            fill = QColor(250, 200, 150) if i < track else PAPER
        b = rect(box, x + 8 + i * sw, y + 28, sw - 2, 24, fill,
                 HIGHLIGHT if cur else INK, 3 if cur else 1)
        passive(b)
        text(b, str(i), x + 8 + i * sw + sw / 2 - 1, y + 32, 13, readable_text_colour(fill),
             bold=cur, align="centre")
    track_motion.strip(scene, "phoenix", x + 8, y + 28, sw, sw - 2, 24, track, n)  # it steps
    cards = parts["phoenix_cards"]  # face down: only whether each Warden holds one
    h = 58
    if cards:
        held = sum(1 for c in cards if c)
        text(box, f"Face-down Phoenix cards held by the Wardens: {held} (they move the Phoenix "
             "when revealed)", x + 8, y + 56, 12, QColor(255, 200, 150))
        h += 18
    box.setRect(QRectF(x, y, w, h))
    return h


def objectives(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    chapter = scene.caps.chapter
    if chapter is None:
        return 0
    objective = scene.parts["objective"]
    line = objective["line"]
    box = panel(None, x, y, w, 10, f"Chapter {chapter} objectives")
    box.setPen(scene.pen(QColor(255, 170, 60), 2))
    scene.put(box)
    cy = y + 26
    for part in line.split(" · "):
        t = wrapped(box, "• " + part, x + 10, cy, w - 20, 14, LIGHT, bold=True)
        cy += t.boundingRect().height() + 1
    t = wrapped(box, objective["goal"], x + 10, cy + 2, w - 20, 12, QColor(255, 210, 160))
    cy += t.boundingRect().height() + 3
    for line in objective["carried"]:
        t = wrapped(box, line, x + 10, cy, w - 20, 12, DIM)
        cy += t.boundingRect().height() + 1
    h = cy - y + 6
    box.setRect(QRectF(x, y, w, h))
    return h


def pyromancer_board(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    p = scene.parts["pyromancer"]
    tracks = scene.parts["rules"]["pyromancer_tracks"]
    if p is None or tracks is None:
        return 0
    box = panel(None, x, y, w, 10)
    acting = p["acting"]
    if acting:
        box.setPen(scene.pen(HIGHLIGHT, 3))
    scene.put(box)
    icon = piece_item(Piece("pyromancer", PYRO_COLOUR.name(), "P"), 24)
    icon.setParentItem(box)
    icon.setPos(x + 18, y + 18)
    title = f"The Pyromancer (P) at {p['cell'] or '—'}"
    if scene.allvsone:  # a person plays it: the first seat
        title = f"{scene.home_owner(0)}: Pyromancer (P) at {p['cell'] or '—'}"
        box.setToolTip(f"The Pyromancer's board, played by {scene.person_name(0)}.")
    text(box, title, x + 36, y + 6, 15, LIGHT, bold=True)
    if acting:
        text(box, f"◀ acting · {p['actions_left']} left", x + w - 8, y + 8, 13, HIGHLIGHT,
             bold=True, align="right")
    cy = y + 32
    cx = x + 10
    levels = p["levels"]
    for name in ("actions", "mana", "familiar", "firestorm"):
        if name not in tracks:
            continue
        if cx + 22 * len(tracks[name]) > x + w - 10:
            cx = x + 10
            cy += 48
        cx += track_row(scene, box, cx, cy, 0, name, tracks[name], levels.get(name, 0),
                        PYRO_TITLES[name], target=f"track:pyro:{name}") + 14
    cy += 50
    storm = tracks.get("firestorm")
    if storm:
        n = storm[levels.get("firestorm", 0)]
        prevent = min(n, int(scene.parts["prevent"] or 0))
        note = f" ({prevent} prevented)" if prevent else ""
        t = wrapped(box, f"Firestorm: the Wardens' next Event Phase draws {n - prevent} "
                    f"event card(s){note}. Only Fuel the Storm (2 Fire Mana) raises it.",
                    x + 10, cy, w - 20, 12, QColor(255, 200, 150))
        cy += t.boundingRect().height() + 4
    # the Mana Pool: one flame per mana, empty outlines up to the capacity
    mana = p["mana"]
    cap = tracks["mana"][levels.get("mana", 0)] if tracks.get("mana") else mana
    pool = text(box, f"Fire Mana {mana}/{cap}", x + 10, cy, 13, LIGHT, bold=True)
    tips.component(pool, "mana", f"The Pyromancer's Mana Pool: {mana} Fire Mana of {cap}.\n"
                   "Absorb fills it from the block underfoot; Flame Torch, Combust, "
                   "Flaretillery and Fuel the Storm spend it.")
    for i in range(cap):
        lit = i < mana
        path_item(box, flame_path(x + 130 + i * 18, cy + 9, 18),
                  FIRE if lit else QColor(80, 80, 80), QColor(150, 40, 0) if lit else DIM, 1)
    cy += 24
    wins = scene.parts["rules"]["pyromancer_wins"] or {}
    line = (f"Wins at {wins.get('destroyed', '?')} burnt blocks (now "
            f"{scene.parts['destroyed_count']}) or {wins.get('favour', '?')} Favour (now "
            f"{p['favour']})")
    badge(box, x + 20, cy + 9, 9, FAVOUR, "F", QColor(130, 90, 0), px=11)
    goal = text(box, line, x + 34, cy, 13, LIGHT)
    tips.component(goal, "pyromancer-goal", "The Pyromancer wins at once on reaching either "
                   "target: blocks burnt down, or Favour tokens collected (the Favour token of "
                   "every block that burns down goes to the Pyromancer).")
    cy += 20
    if p["familiar_active"]:
        text(box, "Familiar ablaze: every block entered this turn gains 1 fire", x + 10, cy, 13,
             FIRE, bold=True)
        cy += 20
    h = cy - y + 6
    box.setRect(QRectF(x, y, w, h))
    return h


def wardens_board(scene: BrigadeScene, x: float, y: float, w: float) -> float:
    parts = scene.parts
    levels: dict[str, int] | None = parts["action_levels"]
    incidents: list[int] | None = parts["incident_levels"]
    wd = parts["rules"]["warden_tracks"]
    if levels is None or incidents is None or wd is None:
        return 0
    box = panel(None, x, y, w, 10, "Wardens' board")
    scene.put(box)
    favour = parts["favour"] or 0
    token = badge(box, x + w - 24, y + 14, 11, FAVOUR, str(favour), QColor(130, 90, 0), px=13)
    tips.component(token, "favour", f"The Wardens' Favour tokens: {favour} (gained with a "
                   "block's Loyalty; spent on abilities).")
    text(box, "Favour", x + w - 40, y + 6, 12, DIM, align="right")
    prevent = parts["prevent"] or 0
    if prevent:
        text(box, f"next Firestorm: {prevent} event(s) prevented", x + 150, y + 6, 12,
             HIGHLIGHT)
    cy = y + 28
    boards = scene.table["boards"]
    board = boards[0] if boards else None
    if board is not None and "wagon" in board["tracks"]:
        track_row(scene, box, x + 10, cy, 0, "wagon", board["tracks"]["wagon"],
                  board["levels"]["wagon"])
    actions = wd.get("actions_track", [])
    ax = x + 160
    text(box, "Actions per Warden", ax, cy, 12, DIM)
    wardens = scene.wardens
    for i, warden in enumerate(wardens):
        col, letter = scene.warden_mark(warden)
        index = warden["index"]
        track_row(scene, box, ax + (i % 2) * 130, cy + 16 + (i // 2) * 40, 0,
                  "actions", actions, levels.get(str(index), 0), f"{letter}:",
                  target=f"track:actions:{index}")
    rows = (len(wardens) + 1) // 2
    cy += max(50, 20 + rows * 40) + 4
    need = wd.get("incident_track", [])
    witnessed = parts["witnessed"] or [False] * len(incidents)
    pyro_cell = parts["pieces"]["pyromancer"]
    here = sum(1 for wa in wardens if pyro_cell is not None and wa["cell"] == pyro_cell)
    text(box, f"Incidents: Wardens needed with the Pyromancer at turn end (now {here})",
         x + 10, cy, 12, DIM)
    cy += 18
    per_row = 3
    cw = (w - 20) / per_row
    for i, level in enumerate(incidents):
        ix = x + 10 + (i % per_row) * cw
        iy = cy + (i // per_row) * 48
        done = bool(witnessed[i]) if i < len(witnessed) else False
        frame = rect(box, ix, iy, cw - 6, 44, QColor(60, 120, 70) if done else QColor(70, 70, 80),
                     QColor(140, 140, 140), 1)
        scene.tag(frame, f"track:incidents:{i}")
        tips.component(frame, "track", scene.incident_tip(i, level, need, done))
        text(frame, f"Incident {i + 1}", ix + 4, iy + 2, 12, LIGHT, bold=True)
        if done:
            text(frame, "WITNESSED ✔", ix + 4, iy + 20, 13, QColor(200, 255, 200), bold=True)
            continue
        for j, n in enumerate(need):
            cur = j == level
            fill = QColor(230, 120, 40) if cur else PAPER
            b = rect(frame, ix + 4 + j * 24, iy + 18, 22, 22, fill, INK, 1)
            passive(b)
            text(b, str(n), ix + 15 + j * 24, iy + 20, 14, readable_text_colour(fill),
                 bold=cur, align="centre")
    cy += ((len(incidents) + per_row - 1) // per_row) * 48
    h = cy - y + 4
    box.setRect(QRectF(x, y, w, h))
    return h
