"""One player's board: Attribute tracks, supply, Crests, Companion, Flame and tableau."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from boardgames_desktop.ui.items import readable_text_colour
from boardgames_desktop.ui.paint import NO_PEN
from boardgames_desktop.ui.sketch import RectSketch, Sketch

from ..common import plural
from .cards import tooltip
from .content import numbers, track_name
from .describe import card_notes, flame_marker_tip, supply_tip, track_tip
from .markers import TRACK_CELL, marker, track_key
from .paint import (
    ACTIVE_GLOW,
    CARD_COLOURS,
    GEAR_COLOUR,
    HIRE_COLOURS,
    HIRE_LETTER,
    INK,
    PANEL,
    as_piece,
    as_reading,
    disc,
    dragon_head,
    fit_text,
    flame_icon,
    rounded,
    star,
    text,
)
from .party_keys import hand_crest, placed_count
from .pieces import seat_colour

if TYPE_CHECKING:
    from .scene import EmberheartScene

PB_W, PB_H = 800, 366
CHIP_W, CHIP_H = 124, 29
TRACK_COLOURS = {"strength": CARD_COLOURS["red"], "senses": CARD_COLOURS["blue"],
                 "speed": CARD_COLOURS["green"]}


TRACK_HINT = {"strength": "−Hirelings", "senses": "+Gear on 3", "speed": "−Flame if 1st"}


def effect_label(track: str, value: int) -> str:
    if track == "strength":
        return f"−{value}H"
    if track == "senses":
        return f"+{value}⚙"
    return f"−{value}F"


def draw_player_board(sc: EmberheartScene, p: int, x: float, y: float) -> None:
    """The board's frame, header band, supply and Crests: four parts, each drawn again only
    when what it shows changes (a Crest placed redraws the Crests row, a new seat to play the
    frames and bands of two boards)."""
    pb = sc.table["boards"][p]
    active = p in sc.acting()
    name = sc.name(p)
    # the looks of a seat playing and waiting are both kept on the board (``ui/looks.py``):
    # the turn passing on shows one and hides the other instead of drawing them again
    sc.looks(f"player-board:{p}", active,
             {False: (name, lambda: _frame(sc, p, x, y, False, name)),
              True: (name, lambda: _frame(sc, p, x, y, True, name))})
    first = sc.table["first"] == p
    held = [pb[k] for k in ("flame", "companion_used", "skill")]
    sc.memo(f"player-band:{p}", (held, pb["crests"], name, first),
            lambda: _band(sc, p, x, y, first))
    # the header's words: playing, waiting, or waiting at the screen ("(you)")
    showing = "playing" if active else "you" if sc.viewer == p else "waiting"
    sc.looks(f"player-head:{p}", showing,
             {"waiting": ((held, name, first),
                          lambda: _header(sc, _layer(sc), p, x, y, False, first, False)),
              "you": ((held, name, first),
                      lambda: _header(sc, _layer(sc), p, x, y, False, first, True)),
              "playing": ((held, name, first, sc.shown["deciding"]),
                          lambda: _header(sc, _layer(sc), p, x, y, True, first, False))})
    sc.memo(f"player-supply:{p}", (pb["hire"], pb["gear"], name),
            lambda: _supply(sc, _layer(sc), p, x, y + 50))
    placed = placed_count(sc.party_order(), p)
    sc.memo(f"player-crests:{p}", (pb["crests"], placed, name),
            lambda: _crests(sc, _layer(sc), p, x, y + 94, placed))


def _frame(sc: EmberheartScene, p: int, x: float, y: float, active: bool, name: str) -> None:
    colour = seat_colour(p)
    if active:
        glow = rounded(None, x - 7, y - 7, PB_W + 14, PB_H + 14, ACTIVE_GLOW.lighter(120),
                       ACTIVE_GLOW.darker(140), 3, radius=14)
        sc.put(glow, name="glow")
    frame = rounded(None, x, y, PB_W, PB_H, PANEL if active else PANEL.darker(108),
                    colour.darker(130), 3, radius=10)
    frame.setToolTip(f"{name}'s player board: supply, Crests, Attribute tracks and "
                     "the cards gained (Heroes and Preserves with their Dragons, free "
                     "Dragons, Garrison cards).")
    sc.put(frame)


def _band(sc: EmberheartScene, p: int, x: float, y: float, first: bool) -> None:
    """The header's band in the seat's colour; its tooltip sums the seat up (the Crests in
    hand too, so it is drawn apart from the words over it)."""
    pb = sc.table["boards"][p]
    band = rounded(None, x + 3, y + 3, PB_W - 6, 38, seat_colour(p), None, radius=8)
    used = pb["companion_used"]
    band.setToolTip(f"{sc.name(p)}: Flame {pb['flame']}, {plural(pb['crests'], 'Crest')} in "
                    f"hand, Dragon Companion {'out this round' if used else 'ready'}"
                    + (", First player." if first else "."))
    skill = _skill(pb["skill"])
    if skill:
        band.setToolTip(band.toolTip() + f"\nSkill — {skill['name']}: {skill['text']}")
    sc.put(band)


def _skill(skill_id: str | None) -> dict | None:
    if not skill_id:
        return None
    return next((s for s in numbers()["skills"] if s["id"] == skill_id), None)


def _header(sc: EmberheartScene, band, p: int, x: float, y: float, active: bool,
            first: bool, you: bool) -> None:
    """The header's words over the band: name, First player, who plays, Skill, Flame and
    Companion."""
    pb = sc.table["boards"][p]
    colour = seat_colour(p)
    ink = readable_text_colour(colour)
    name = sc.name(p)
    used = pb["companion_used"]
    head = as_reading(text(band, name, x + 12, y + 8, 22, ink, bold=True))
    hx = x + 20 + head.boundingRect().width()
    tags = []
    if first:
        tags.append("First player")
    if active:
        tags.append("▶ DECIDING" if sc.shown["deciding"] else "▶ TO PLAY")
    if you:  # (the seat at the screen, not playing now)
        tags.append("(you)")
    for t in tags:
        tag = text(band, t, hx, y + 13, 14, ink, bold=True)
        hx += tag.boundingRect().width() + 14
    skill = _skill(pb["skill"])
    if skill:
        sk = fit_text(band, f"Skill: {skill['name']}", hx, y + 14, 200, 13, ink)
        sk.setToolTip(skill["text"])
    # crests, companion, flame on the right of the header
    rx = x + PB_W - 12
    f = as_reading(text(band, f"{pb['flame']}", rx, y + 9, 20, ink, bold=True, align="right"))
    rx -= f.boundingRect().width() + 4
    icon = flame_icon(band, rx - 9, y + 22, 24)
    icon.setToolTip(flame_marker_tip(sc.seen, p, sc.names()))
    fl = text(band, "Flame", rx - 22, y + 13, 13, ink, align="right")
    rx = fl.pos().x() - 24
    comp = text(band, "Companion " + ("out" if used else "ready"), rx, y + 13,
                13, ink, bold=not used, align="right")
    companion_tip = (f"{name}'s Dragon Companion: "
                     + ("out with a Party this round." if used else "ready.")
                     + " It can join one Party per round; its Strength, Senses and Speed "
                     "steps decide what it brings.")
    if not used:
        head = dragon_head(band, comp.pos().x() - 18, y + 21, 28, colour.lighter(135))
        head.setToolTip(companion_tip)
    comp.setToolTip(companion_tip)


def _supply(sc: EmberheartScene, frame, p: int, x: float, by: float) -> None:
    """The Hirelings and Gear in the supply."""
    pb = sc.table["boards"][p]
    name = sc.name(p)
    sx = x + 10
    for h in ("grunt", "scout", "ranger", "warden"):
        d = disc(frame, sx + 16, by + 16, 16, HIRE_COLOURS[h], HIRE_LETTER[h], size=17)
        d.setToolTip(supply_tip(h, pb["hire"][h], name))
        t = as_reading(text(frame, f"{pb['hire'][h]}", sx + 36, by + 1, 23, INK, bold=True))
        sx += 40 + max(26, t.boundingRect().width()) + 10
    d = disc(frame, sx + 16, by + 16, 16, GEAR_COLOUR, "⚙", size=20)
    d.setToolTip(supply_tip("gear", pb["gear"], name))
    as_reading(text(frame, f"{pb['gear']} Gear", sx + 36, by + 1, 23, INK, bold=True))


def _crests(sc: EmberheartScene, frame, p: int, x: float, cy: float, placed: int) -> None:
    """The Crests still in hand: the pieces the next Parties will be (party_keys.py)."""
    pb = sc.table["boards"][p]
    name = sc.name(p)
    text(frame, "Crests", x + 12, cy + 2, 16, INK, bold=True)
    crests = pb["crests"]
    for i in range(crests):
        hand_crest(sc, p, placed + i, x + 96 + i * 28, cy + 13, seat_colour(p), name[0],
                   f"{name}'s Crests: {crests} left to place this round (one per "
                   "Party or Special Location).")
    as_reading(text(frame, f"{crests} left", x + 88 + max(crests, 1) * 28, cy + 2, 15,
                    INK))


def draw_player_parts(sc: EmberheartScene, p: int, x: float, y: float) -> None:
    """The Attribute tracks and the tableau of a player board, each drawn on its own (over
    the board's frame) and reused while what it shows stays the same."""
    pb = sc.table["boards"][p]
    sc.memo(f"tracks:{p}", (pb["tracks"], sc.legality(f"tracks:{p}")),
            lambda: _tracks(sc, _layer(sc), p, x + 10, y + 134))
    cards = [pb[k] for k in ("heroes", "preserves", "attached", "dragons", "gear_dragons",
                             "garrisons", "completed", "exotic_colors", "skill")]
    sc.memo(f"tableau:{p}", (cards, sc.names()),  # (its highlights: a layer apart)
            lambda: _tableau(sc, _layer(sc), p, x + 416, y + 94))


def _layer(sc: EmberheartScene) -> Sketch:
    """An empty item on the board to hang a part's pieces on."""
    layer = RectSketch()
    layer.setPen(NO_PEN)
    sc.put(layer)
    return layer


def _tracks(sc: EmberheartScene, frame, p: int, x: float, y: float) -> None:
    pb = sc.table["boards"][p]
    board = numbers()
    tables = {"strength": board["strength_reduction"], "senses": board["senses_gear"],
              "speed": board["speed_flame"]}
    glory = board["track_glory"]
    cell = TRACK_CELL
    label_w = 92
    top = board["track_max"]
    for r, t in enumerate(board["tracks"]):
        ty = y + r * 58
        tc = TRACK_COLOURS[t]
        step = pb["tracks"][t]
        target = f"track:{p}:{t}"
        legal = bool(sc.targets().get(target))
        row = rounded(frame, x, ty, label_w + (top + 1) * cell + 4, 54,
                      QColor(255, 236, 150) if legal else QColor(0, 0, 0, 0),
                      QColor(0, 0, 0, 0), 1, radius=6)
        text(row, track_name(t), x + 3, ty + 6, 16, tc.darker(130), bold=True)
        text(row, TRACK_HINT[t], x + 3, ty + 29, 11.5, INK, condensed=True)
        for v in range(top + 1):
            bx = x + label_w + v * cell
            reached = v <= step
            fill = tc.lighter(170) if reached and v > 0 else QColor(250, 246, 232)
            box = rounded(row, bx, ty + 2, cell - 3, 50, fill, tc.darker(120), 1, radius=4)
            label = ""
            if str(v) in tables[t]:
                label = effect_label(t, tables[t][str(v)])
            elif str(v) in glory:
                label = f"★{glory[str(v)]}"
            as_reading(text(box, str(v), bx + 3, ty + 3, 11, QColor(90, 80, 60)))
            if label:
                as_reading(fit_text(box, label, bx + 1, ty + 29, cell - 5, 14, INK, bold=True,
                                    align="centre", minimum=8))
            if v == step:
                marker(sc, track_key(p, t), bx + cell / 2 + 4, ty + 16, 11, p,
                       f"{sc.name(p)}'s {track_name(t)} marker: step {step}.")
        row.setToolTip(track_tip(sc.seen, p, t, sc.names(), _track_help(t)))
        sc.hot(row, target)


def _track_help(track: str) -> str:
    return {"strength": "Strength: the Party with your Companion needs 1/2/3 fewer Hirelings "
                        "(steps 1/3/5). ★ = Glory at the end (highest reached only).",
            "senses": "Senses: Companion on space 3 gains 1/2/3 Gear (steps 1/3/5). "
                      "★ = Glory at the end.",
            "speed": "Speed: Companion first at a Location lowers your Flame 1/2/3 "
                     "(steps 1/3/5). ★ = Glory at the end."}[track]


def _chip(sc: EmberheartScene, frame, cid: str, p: int, x: float, y: float,
          note: str = "", dim: bool = False, indent: bool = False) -> None:
    info = sc.card_info(cid)
    colour_name = info.get("color", "")
    if info["kind"] in ("captive", "mountain"):
        colour_name = sc.shown["players"][p]["dragon_colours"][cid]
        if cid in sc.table["boards"][p]["gear_dragons"]:
            note = (note + " ⚙").strip()
    colour = QColor(CARD_COLOURS.get(colour_name, CARD_COLOURS[""]))
    w = CHIP_W - (14 if indent else 0)
    x += 14 if indent else 0
    chip = as_piece(rounded(frame, x, y, w, CHIP_H, colour if not dim else colour.lighter(150),
                            colour.darker(160), 1.2, radius=5))
    ink = readable_text_colour(colour if not dim else colour.lighter(150))
    kind = {"hero": "H", "preserve": "P", "garrison": "G"}.get(info["kind"], "")
    lx = x + 4
    if kind:
        disc(chip, x + 12, y + CHIP_H / 2, 9, QColor(250, 246, 232), kind, size=11)
        lx = x + 24
    else:
        dragon_head(chip, x + 13, y + CHIP_H / 2, 20, QColor(250, 246, 232))
        lx = x + 26
    label = info["name"] + (f" {note}" if note else "")
    glory = info.get("glory", 0) if info["kind"] in ("captive", "mountain", "hero",
                                                      "garrison") else 0
    as_reading(fit_text(chip, label, lx, y + 5, w - (lx - x) - (26 if glory else 4), 14, ink,
                        bold=True, minimum=8))
    if glory:
        star(chip, x + w - 13, y + CHIP_H / 2, 12, label=str(glory), size=11)
    chip.setToolTip("\n".join([tooltip(info)] + card_notes(sc.seen, cid, sc.names())))
    sc.hot(chip, f"card:{cid}")


def _tableau(sc: EmberheartScene, frame, p: int, x: float, y: float) -> None:
    pb = sc.table["boards"][p]
    parts = sc.shown["players"][p]
    heads = ["Heroes/Preserves", "Free Dragons", "Garrison (✓ done)"]
    col_w = CHIP_W + 2
    for i, hname in enumerate(heads):
        fit_text(frame, hname, x + i * col_w, y, CHIP_W, 12, INK, bold=True)
    max_rows = 8
    # hosts with their attached dragons
    rows: list[tuple[str, bool, bool]] = []
    for h in pb["heroes"] + pb["preserves"]:
        attached = pb["attached"].get(h)
        rows.append((h, False, h in parts["inactive_heroes"]))
        if attached:
            rows.append((attached, True, False))
    _column(sc, frame, p, rows, x, y + 18, max_rows)
    free = [(d, False, False) for d in parts["free_dragons"]]
    _column(sc, frame, p, free, x + col_w, y + 18, max_rows)
    gar = [(g, False, g not in pb["completed"]) for g in pb["garrisons"]]
    _column(sc, frame, p, gar, x + 2 * col_w, y + 18, max_rows, garrison=True)


def _column(sc, frame, p, rows, x, y, max_rows, garrison=False) -> None:
    shown = rows if len(rows) <= max_rows else rows[:max_rows - 1]
    for i, (cid, indent, dim) in enumerate(shown):
        note = ""
        if garrison and not dim:
            note = "✓"
        _chip(sc, frame, cid, p, x, y + i * (CHIP_H + 2), note=note, dim=dim, indent=indent)
    if len(shown) < len(rows):
        as_reading(text(frame, f"+{len(rows) - len(shown)} more", x + 4,
                        y + len(shown) * (CHIP_H + 2) + 4, 12, INK, bold=True))
    if not rows:
        text(frame, "—", x + 4, y + 4, 13, QColor(120, 110, 90))
