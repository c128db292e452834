"""Card faces: name, colour, Glory and cost drawn legibly at board size or tableau size."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QBrush, QColor, QPen

from boardgames_desktop.ui.items import readable_text_colour
from boardgames_desktop.ui.sketch import PathSketch, Sketch

from .paint import (
    CARD_COLOURS,
    HIRE_COLOURS,
    HIRE_LETTER,
    INK,
    KIND_COLOURS,
    LIGHT,
    as_reading,
    disc,
    dragon_head,
    fit_text,
    flame_icon,
    rounded,
    star,
    text,
    wrapped,
)

CARD_W, CARD_H = 120, 158
MINI_W, MINI_H = 78, 100
TRACK_OF_COLOUR = {"red": "Strength", "blue": "Senses", "green": "Speed"}
OTHER_NAMES = {"heroes": "Hero", "preserves": "Preserve", "hirelings": "Hireling"}
PER_NAMES = {"heroes_preserves": "Hero/Preserve card", "garrisons": "Garrison card",
             "highest_step": "step of your highest marker", "red": "red Dragon",
             "blue": "blue Dragon", "green": "green Dragon", "scouts": "Scout",
             "rangers": "Ranger", "wardens": "Warden"}
KIND_NAMES = {"hero": "Hero", "captive": "Captive Dragon", "mountain": "Dragon",
              "tavern": "Tavern", "preserve": "Preserve", "garrison": "Garrison",
              "raid": "Raid"}


def card_colour(info: dict[str, Any]) -> QColor:
    if info["kind"] in KIND_COLOURS:
        return QColor(KIND_COLOURS[info["kind"]])
    return QColor(CARD_COLOURS.get(info.get("color", ""), CARD_COLOURS[""]))


def kind_line(info: dict[str, Any]) -> str:
    kind = info["kind"]
    colour = info.get("color", "")
    if kind in ("hero", "preserve", "garrison"):
        return f"{colour.capitalize()} {KIND_NAMES[kind]}"
    if kind in ("captive", "mountain"):
        if kind == "captive":
            return f"{colour.capitalize()} Dragon · Captive"
        return f"{colour.capitalize()} Dragon"
    return KIND_NAMES.get(kind, kind)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def raid_text(info: dict[str, Any]) -> str:
    what = "Grunt" if info["discard"] == "grunt" else "Expert"
    if not info["per"]:
        return f"Discard {plural(info['fixed'], what)}."
    per = PER_NAMES.get(info["per"], info["per"])
    if info["every"] > 1:
        if info["per"] == "highest_step":  # "every 2 steps of your highest marker"
            return f"Discard 1 {what} for every {info['every']} steps of your highest marker."
        return f"Discard 1 {what} for every {info['every']} {per}s."
    return f"Discard 1 {what} per {per}."


def garrison_text(info: dict[str, Any]) -> str:
    otype, count = info["other"]
    need = [plural(info["dragons"], f"{info['color']} Dragon")]
    if count:
        need.append(plural(count, OTHER_NAMES.get(otype, otype)))
    return "Needs " + " + ".join(need)


def tooltip(info: dict[str, Any]) -> str:
    """The full card text for hovering."""
    lines = [f"{info['name']} — {kind_line(info)}"]
    kind = info["kind"]
    if kind == "hero":
        lines += [f"Ability: {info['ability']}", f"Scoring: {info['scoring']}",
                  "(Only with a Dragon of its colour attached.)"]
    elif kind in ("captive", "mountain"):
        lines.append(f"{info['glory']} Glory")
        if info.get("flame"):
            lines.append(f"Claiming it raises your Flame by {info['flame']}.")
        if info.get("warden"):
            lines.append("Claiming it costs a Warden from your Party.")
    elif kind == "tavern":
        lines.append(f"Gain: {info['label']}")
    elif kind == "preserve":
        lines.append(f"Attach a {info['color']} Dragon: +2 steps on "
                     f"{TRACK_OF_COLOUR.get(info['color'], '?')}.")
        if info.get("bonus"):
            lines.append("On claiming: " + ", ".join(f"+{v} {k}" for k, v in
                                                     info["bonus"].items()))
    elif kind == "garrison":
        lines.append(f"{garrison_text(info)}; reward: +1 {info['track'].capitalize()} step; "
                     f"{info['glory']} Glory when completed.")
    elif kind == "raid":
        lines.append(raid_text(info))
    return "\n".join(lines)


def hireling_row(parent: Sketch, counts: dict[str, int], x: float, y: float,
                 r: float = 11) -> float:
    """Tokens 'G×2 S×1' in a row starting at (x, y-centre); returns the end x."""
    for h in ("grunt", "scout", "ranger", "warden"):
        n = counts.get(h, 0)
        if not n:
            continue
        disc(parent, x + r, y, r, HIRE_COLOURS[h], HIRE_LETTER[h])
        t = text(parent, f"×{n}", x + 2 * r + 2, y - r * 0.8, r * 1.35, INK, bold=True)
        x += 2 * r + 6 + t.boundingRect().width()
    return x


def draw_card(parent: Sketch | None, info: dict[str, Any], x: float, y: float,
              mini: bool = False) -> PathSketch:
    """A face-up card at (x, y); returns the outline item (tag it to make it clickable)."""
    w, h = (MINI_W, MINI_H) if mini else (CARD_W, CARD_H)
    h_card = h
    k = w / CARD_W
    colour = card_colour(info)
    face = rounded(parent, 0, 0, w, h, QColor(248, 243, 230), colour.darker(140), 2,
                   radius=7 * k)
    face.setPos(x, y)
    face.setToolTip(tooltip(info))
    band_h = 30 * k if not mini else 22
    band = rounded(face, 2, 2, w - 4, band_h, colour, None, radius=6 * k)
    ink = readable_text_colour(colour)
    as_reading(fit_text(band, info["name"], 5, 2 + (band_h - (14 if not mini else 12)) / 2 - 2,
                        w - 10, 14 if not mini else 12, ink, bold=True, align="centre",
                        minimum=8))
    kind = info["kind"]
    glory = info.get("glory", 0)
    body_y = band_h + 5
    if not mini:
        fit_text(face, kind_line(info), 5, body_y, w - 10, 11, colour.darker(150),
                 bold=True, align="centre", minimum=8)
        body_y += 16
    if kind in ("captive", "mountain"):
        dragon_head(face, w / 2 - (8 if mini else 0), body_y + (26 if not mini else 22) * k
                    + (4 if mini else 0), (60 if not mini else 40),
                    colour if info["color"] != "exotic" else CARD_COLOURS["exotic"])
        if info["color"] == "exotic":
            text(face, "any colour", w / 2, body_y + 56 * k, 10 if not mini else 8,
                 CARD_COLOURS["exotic"].darker(130), bold=True, align="centre")
        _cost(face, info, 6, h - (24 if not mini else 18), mini)
    elif kind == "hero":
        if not mini:
            wrapped(face, info["scoring"], 6, body_y, w - 12, 10.5, INK)
        else:
            text(face, "Hero", w / 2, body_y + 8, 10, colour.darker(130), bold=True,
                 align="centre")
    elif kind == "tavern":
        if mini:
            hireling_row(face, info["hirelings"], 4, body_y + 14, r=7)
        else:
            ly = body_y + 2
            for h in ("grunt", "scout", "ranger", "warden"):
                n = info["hirelings"].get(h, 0)
                if n:
                    disc(face, 16, ly + 10, 10, HIRE_COLOURS[h], HIRE_LETTER[h], size=12)
                    text(face, f"{n} {h.capitalize()}{'s' if n > 1 else ''}", 31, ly + 1, 14,
                         INK, bold=True)
                    ly += 24
            if info.get("flame"):
                f = info["flame"]
                flame_icon(face, 16, h_card - 20, 20)
                text(face, f"{f:+d} Flame", 30, h_card - 30, 14, INK, bold=True)
    elif kind == "preserve":
        track = TRACK_OF_COLOUR.get(info["color"], "?")
        if not mini:
            wrapped(face, f"Attach a {info['color']} Dragon: +2 {track}", 6, body_y,
                    w - 12, 11.5, INK, centre=True)
            if info.get("bonus"):
                bonus = ", ".join(f"+{v} {k.capitalize()}" for k, v in info["bonus"].items())
                text(face, bonus, w / 2, h - 26, 12, INK, bold=True, align="centre")
        else:
            text(face, f"+2 {track}", w / 2, body_y + 8, 10, colour.darker(130), bold=True,
                 align="centre")
    elif kind == "garrison":
        if not mini:
            wrapped(face, garrison_text(info), 6, body_y, w - 12, 11.5, INK, centre=True)
            text(face, "Reward:", 6, h - 44, 11, INK)
            fit_text(face, f"+1 {info['track'].capitalize()}", 6, h - 29, w - 46, 13, INK,
                     bold=True)
        else:
            otype, count = info["other"]
            short = f"{info['dragons']} Dr + {count} {OTHER_NAMES.get(otype, otype)[0]}"
            text(face, short, w / 2, body_y + 4, 10, INK, bold=True, align="centre")
    elif kind == "raid":
        wrapped(face, raid_text(info), 6, body_y, w - 12, 12 if not mini else 9, INK,
                centre=True)
    if glory and kind in ("captive", "mountain", "hero", "garrison"):
        r = 17 if not mini else 13
        as_reading(star(face, w - r - 3, h - r - 3, r, label=str(glory), size=r * 0.95))
    return face


def _cost(face: Sketch, info: dict[str, Any], x: float, y: float, mini: bool) -> None:
    size = 12 if not mini else 10
    if info.get("flame"):
        flame_icon(face, x + 7, y + 8, size * 1.4)
        t = text(face, f"+{info['flame']}", x + 15, y + 1, size, INK, bold=True)
        x += 22 + t.boundingRect().width()
    if info.get("warden"):
        disc(face, x + 8, y + 8, 8, HIRE_COLOURS["warden"], "W", size=9)
        text(face, "−1", x + 18, y + 1, size, INK, bold=True)


def card_back(parent: Sketch | None, label: str, count: int, x: float, y: float,
              w: float = CARD_W * 0.6, h: float = CARD_H * 0.6) -> PathSketch:
    back = rounded(parent, 0, 0, w, h, QColor(70, 60, 90), QColor(40, 30, 50), 2, radius=6)
    back.setPos(x, y)
    text(back, str(count), w / 2, h / 2 - 14, 20, LIGHT, bold=True, align="centre")
    fit_text(back, label, 3, h - 18, w - 6, 10, LIGHT, align="centre")
    return back


def empty_slot(parent: Sketch | None, x: float, y: float, mini: bool = False,
               label: str = "") -> PathSketch:
    w, h = (MINI_W, MINI_H) if mini else (CARD_W, CARD_H)
    slot = rounded(parent, 0, 0, w, h, QColor(0, 0, 0, 25), QColor(0, 0, 0, 90), 1.5,
                   radius=7)
    slot.setPen(QPen(QColor(0, 0, 0, 90), 1.5, _dash()))
    slot.setBrush(QBrush(QColor(0, 0, 0, 25)))
    slot.setPos(x, y)
    if label:
        text(slot, label, w / 2, h / 2 - 8, 12, QColor(0, 0, 0, 120), align="centre")
    return slot


def _dash():
    from PySide6.QtCore import Qt
    return Qt.PenStyle.DashLine
