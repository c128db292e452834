"""The main board: tracks, Aides, Special Locations, Raid cards and the six Common Locations."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from boardgames_desktop.ui.sketch import PathSketch

from ..common import plural
from .card_motion import card_key, dealt
from .cards import CARD_H, CARD_W, MINI_W, draw_card, empty_slot, raid_text, tooltip
from .content import expert_of, loc_name, numbers
from .describe import card_notes, flame_marker_tip, location_tip, space_tip
from .markers import FLAME_CELL, flame_key, marker
from .mountain_motion import climber_keys, climbing_party
from .paint import (
    BOARD,
    GEAR_COLOUR,
    HIRE_COLOURS,
    HIRE_LETTER,
    INK,
    LIGHT,
    PANEL,
    as_piece,
    as_reading,
    crest,
    disc,
    fit_text,
    flame_icon,
    rounded,
    text,
    wrapped,
)
from .party_keys import space_party
from .pieces import SPACE_H, SPACE_W, seat_colour, space_box

if TYPE_CHECKING:
    from .scene import EmberheartScene

LOC_W, LOC_H = 418, 330
MOUNT_W, MOUNT_H = 600, 672
GAP = 12
TOP_H = 138
AIDE_TEXT = {"leader": "First player next round; may move one Party",
             "defender": "Discard one of the two Raid cards",
             "survivalist": "+1 Gear; breaks Mountain ties",
             "healer": "Lower your Flame by 2"}
ORDER_MARK = "①②③④⑤⑥"
LEGEND = {"grunt": "goes to every Location", "scout": "an Expert", "ranger": "an Expert",
          "warden": "an Expert; climbs the Mountain"}


def mountain_level_tip(level: str, rule: dict, cards: int) -> str:
    """What claiming on one Mountain level costs, in words."""
    cost = []
    if rule["extra_wardens"]:
        cost.append(f"discard {plural(rule['extra_wardens'], 'more Warden')}")
    if rule["extra_flame"]:
        cost.append(f"+{rule['extra_flame']} Flame")
    if rule["attribute_steps"]:
        cost.append(f"+{rule['attribute_steps']} Attribute step")
    how = ("Parties on the Mountain's spaces claim here in Party order." if level == "bottom"
           else "Parties on the Warden spaces claim here in order.")
    extra = (" Claiming here also: " + ", ".join(cost) + ".") if cost else ""
    return (f"Mountain, {level} level: {plural(cards, 'Dragon')} on offer. {how}{extra}")


AIDES_H = 176
RAIDS_H = 4 * LOC_H + 3 * GAP - MOUNT_H - LOC_H - AIDES_H - 3 * GAP


def board_size() -> tuple[float, float]:
    """Two columns: Guild, Tavern, Camp, Preserve on the left; Mountain, Garrison with the
    Special Locations, Aides and Raid cards on the right (a near-square board)."""
    width = LOC_W + GAP + MOUNT_W
    height = TOP_H + GAP + 4 * LOC_H + 3 * GAP
    return width, height


def draw_main_board(sc: EmberheartScene, x0: float, y0: float) -> None:
    w, h = board_size()
    base = rounded(None, x0 - 10, y0 - 10, w + 20, h + 20, BOARD, BOARD.darker(150), 3,
                   radius=14)
    tb = sc.table
    base.setToolTip("The main board: six Common Locations (resolved in the order ① to ⑥), "
                    "the Special Locations, the Aides and the Raid cards.\nDiscard pile: "
                    f"{plural(len(tb['discards']), 'card')}.")
    sc.put(base, key="main-board")
    sc.memo("top-strip", (tb["round"], tb["first"], sc.names(),
                          [pb["flame"] for pb in tb["boards"]], len(tb["discards"])),
            lambda: _top_strip(sc, x0, y0, w))
    # the status line changes with nearly every action: drawn apart, over the strip
    status = fit_text(None, sc.status_line(), x0 + 14, y0 + 8, w - 28, 22, INK, bold=True)
    sc.put(status, name="status-line")
    y1 = y0 + TOP_H + GAP
    for i, loc in enumerate(("guild", "tavern", "camp", "preserve")):
        with sc.scope(f"location:{loc}"):
            _location(sc, loc, x0, y1 + i * (LOC_H + GAP))
    xr = x0 + LOC_W + GAP
    with sc.scope("location:mountain"):
        _mountain(sc, xr, y1)
    y2 = y1 + MOUNT_H + GAP
    with sc.scope("location:garrison"):
        _location(sc, "garrison", xr, y2)
    # each part below is drawn again only when what it shows changes (its highlights: a
    # layer apart); a Special Location or an Aide is filled yellow while legal: both looks
    # are kept on the board (``ui/looks.py``)
    _specials(sc, xr + LOC_W + GAP, y2, MOUNT_W - LOC_W - GAP, LOC_H)
    y3 = y2 + LOC_H + GAP
    _aides(sc, xr, y3, MOUNT_W, AIDES_H)
    names = sc.names()
    sc.memo("raids", (tb["raids"], tb["raid_discarded"], sc.shown["raid_now"], names,
                      sc.seen["deck_sizes"].get("raids", 0)),
            lambda: _raids(sc, xr, y3 + AIDES_H + GAP, MOUNT_W, RAIDS_H))


# ---------------------------------------------------------------------------- top strip
def _top_strip(sc: EmberheartScene, x0: float, y0: float, w: float) -> None:
    tb = sc.table
    panel = rounded(None, x0, y0, w, TOP_H, PANEL, PANEL.darker(140), 1.5)
    panel.setToolTip(f"Round {tb['round']} of {numbers()['rounds']}. First player: "
                     f"{sc.name(tb['first'])}. Discard pile: "
                     f"{plural(len(tb['discards']), 'card')}.")
    sc.put(panel)
    # round track
    text(panel, "Round", x0 + 14, y0 + 50, 15, INK, bold=True)
    for r in range(1, 6):
        bx = x0 + 72 + (r - 1) * 44
        cur = r == tb["round"]
        box = rounded(panel, bx, y0 + 44, 38, 34, QColor(250, 220, 120) if cur
                      else QColor(250, 246, 232), INK if cur else QColor(120, 110, 90),
                      3 if cur else 1, radius=5)
        as_reading(text(box, "I II III IV V".split()[r - 1], bx + 19, y0 + 51, 15, INK,
                        bold=cur, align="centre"))
        box.setToolTip(f"Round {r} of 5" + (" (now)" if cur else " (done)" if r < tb['round']
                                            else ""))
    text(panel, f"First player: {sc.name(tb['first'])}", x0 + 14, y0 + 88, 15, INK, bold=True)
    # legend of the pieces
    lx, ly = x0 + 14, y0 + 112
    for h in ("grunt", "scout", "ranger", "warden"):
        token = disc(panel, lx + 8, ly + 8, 8, HIRE_COLOURS[h], HIRE_LETTER[h], size=10)
        token.setToolTip(f"{HIRE_LETTER[h]} = {h.capitalize()} token ({LEGEND[h]})")
        t = text(panel, h.capitalize(), lx + 18, ly + 1, 11, INK, condensed=True)
        lx += 22 + t.boundingRect().width()
    comp = text(panel, "C=Companion", lx, ly + 1, 11, INK, condensed=True)
    comp.setToolTip("+C on a space: the Party includes the player's Dragon Companion.")
    # flame track
    cell = FLAME_CELL
    fx = x0 + 300
    flame_icon(panel, fx + 8, y0 + 60, 22)
    text(panel, "Flame", fx + 20, y0 + 50, 15, INK, bold=True)
    text(panel, "(lower is", fx + 2, y0 + 74, 11, INK)
    text(panel, "better)", fx + 2, y0 + 87, 11, INK)
    fx += 68
    top = numbers()["flame_max"]
    flames = [pb["flame"] for pb in tb["boards"]]
    for v in range(top + 1):
        bx = fx + v * cell
        box = rounded(panel, bx, y0 + 42, cell - 3, 48,
                      QColor(255, 240 - v * 9, 200 - v * 12), QColor(120, 80, 40), 1,
                      radius=4)
        as_reading(text(box, str(v), bx + cell / 2 - 1.5, y0 + 43, 11, INK, align="centre"))
        here = [p for p, f in enumerate(flames) if f == v]
        box.setToolTip(f"Flame {v}: " + (", ".join(sc.name(p) for p in here) if here
                                        else "no marker"))
        for k, p in enumerate(here):  # up to four, two by two under the step's number
            cx = bx + 10 + (k % 2) * 17
            cy = y0 + 65 + (k // 2) * 16
            marker(sc, flame_key(p), cx, cy, 7.5, p, flame_marker_tip(sc.seen, p, sc.names()))
    table = numbers()["flame_glory"]
    fit_text(panel, "At the end, everyone behind the highest Flame gains Glory by distance:",
             fx, y0 + 94, (top + 1) * cell, 13, INK)
    steps = "   ".join(f"{d}{'+' if d == len(table) - 1 else ''}: +{g}"
                       for d, g in enumerate(table) if d)
    table_text = fit_text(panel, steps, fx, y0 + 113, (top + 1) * cell, 14, INK, bold=True)
    table_text.setToolTip("Glory at the end for each step behind the highest Flame marker.")


# ---------------------------------------------------------------------------- Locations
def _deck_left(sc: EmberheartScene, loc: str) -> int:
    """How many cards the Location's deck (decks) still hold: only their size is seen."""
    sizes = sc.seen["deck_sizes"]
    if loc == "mountain":
        return sum(sizes.get(f"mountain_{lv}", 0) for lv in ("bottom", "middle", "top"))
    if loc == "garrison":
        return sum(sizes.get(f"garrison_{c}", 0) for c in ("red", "blue", "green"))
    deck = {"guild": "heroes", "tavern": "tavern", "camp": "captive",
            "preserve": "preserves"}[loc]
    return sizes.get(deck, 0)


def _framed(sc: EmberheartScene, loc: str, x: float, y: float, w: float, h: float,
            signature: object, extra: Callable[[PathSketch], None] | None = None) -> None:
    """The Location's frame (``_location_frame``) with what ``extra`` hangs on it, drawn
    once and reused while its words and ``signature`` (all ``extra`` shows) stay the same.
    The cards and spaces are drawn on their own, over it."""
    resolving = sc.resolving_loc() == loc
    left = _deck_left(sc, loc)

    def build(resolving: bool) -> None:
        frame = _location_frame(sc, loc, x, y, w, h, resolving, left)
        if extra is not None:
            extra(frame)

    if loc == "mountain":  # (its climbing Parties are pieces of their own: no looks)
        sc.memo(f"frame:{loc}", (resolving, left, signature), lambda: build(resolving))
    else:  # resolving now (framed orange, with its tab) or not: both looks kept (ui/looks.py)
        sc.looks(f"frame:{loc}", resolving, {look: ((left, signature), lambda look=look:
                                                     build(look)) for look in (False, True)})
    sc.deck_here = sc.deck_spots.get(loc)  # where this location's new cards come from


def _location_frame(sc: EmberheartScene, loc: str, x: float, y: float, w: float, h: float,
                    resolving: bool, left: int) -> PathSketch:
    frame = rounded(None, x, y, w, h, PANEL, QColor(250, 120, 40) if resolving
                    else PANEL.darker(150), 5 if resolving else 1.5)
    sc.put(frame)
    order = ("guild", "tavern", "camp", "mountain", "preserve", "garrison").index(loc)
    title = f"{ORDER_MARK[order]} {loc_name(loc)}"
    head = as_reading(text(frame, title, x + 10, y + 6, 18, INK, bold=True))
    deck_x = x + 18 + head.boundingRect().width()
    as_reading(text(frame, f"deck {left}", deck_x, y + 11, 12, QColor(90, 80, 60)))
    sc.deck_spots[loc] = QPointF(deck_x, y + 4)
    frame.setToolTip(location_tip(loc, left))
    expert = expert_of(loc)
    ex = x + w - 10
    for h in (expert, "grunt"):
        token = disc(frame, ex - 11, y + 17, 11, HIRE_COLOURS[h], HIRE_LETTER[h], size=12)
        token.setToolTip(f"Parties at the {loc_name(loc)} are {h.capitalize()}s"
                         + (" and Grunts." if h != "grunt" else f" and {expert.capitalize()}s."))
        ex -= 26
    text(frame, "takes", ex - 4, y + 9, 12, INK, align="right")
    if resolving:
        # above the frame, in the gap to the board part above (never over the title)
        tab = as_piece(rounded(frame, x + w / 2 - 20, y - 21, 170, 20, QColor(235, 90, 20),
                               QColor(150, 50, 10), 1, radius=9))
        tab.setZValue(5)
        text(tab, "▶ resolving now", x + w / 2 + 65, y - 20, 14, QColor(255, 255, 255),
             bold=True, align="centre")
    return frame


def _location(sc: EmberheartScene, loc: str, x: float, y: float) -> None:
    tb = sc.table
    slots = list(tb["offer"].get(loc, []))
    bards = [(h, owner) for h, owner in tb["bard_cards"]] if loc == "guild" else []
    cy = y + 29  # under the title; the cards end clear of a claim tab over a space
    step = (LOC_W - 20) / (len(slots) + len(bards)) if bards else 0.0
    by_colour = {c: sc.seen["deck_sizes"].get(f"garrison_{c}", 0)
                 for c in ("red", "blue", "green")} if loc == "garrison" else {}
    owners = [sc.name(owner) for _h, owner in bards]

    def extra(frame: PathSketch) -> None:
        for j, (_h, owner) in enumerate(bards):  # a Bard's card: who may claim it
            cx = x + 10 + (len(slots) + j) * step
            text(frame, f"{sc.name(owner)} only", cx + MINI_W / 2, cy + 2, 12,
                 seat_colour(owner).darker(130), bold=True, align="centre")
        if by_colour:
            frame.setToolTip(frame.toolTip() + " By colour: "
                             + ", ".join(f"{c} {n}" for c, n in by_colour.items()) + ".")

    _framed(sc, loc, x, y, LOC_W, LOC_H, (len(slots), bards, owners, by_colour), extra)
    if bards:  # a fourth card: draw the offer smaller so all fit
        for i, cid in enumerate(slots):
            _slot(sc, None, cid, x + 10 + i * step, cy + 20, mini=True)
        for j, (h, _owner) in enumerate(bards):
            _slot(sc, None, h, x + 10 + (len(slots) + j) * step, cy + 20, mini=True)
    else:
        labels = ["red", "blue", "green"] if loc == "garrison" else [""] * len(slots)
        for i, cid in enumerate(slots):
            _slot(sc, None, cid, x + 12 + i * (CARD_W + 14), cy, label=labels[i])
    _spaces(sc, None, loc, x + 10, y + LOC_H - SPACE_H - 8, LOC_W - 20)


def _slot(sc: EmberheartScene, parent, cid, x: float, y: float, mini: bool = False,
          label: str = "") -> None:
    """A card on offer (or its empty place): drawn on its own over the location, and reused
    while the card and its place stay the same (its highlight is a layer apart)."""
    del parent  # (on the board itself, above the location's frame)
    if cid:
        dealt(sc, cid, sc.deck_here)  # a card dealt here slides in from the deck
    info = sc.card_info(cid) if cid else None
    notes = card_notes(sc.seen, cid, sc.names()) if cid else None
    sc.memo(f"slot:{round(x)},{round(y)}", (cid, notes, mini, label),
            lambda: _draw_slot(sc, info, x, y, mini, label))


def _draw_slot(sc: EmberheartScene, info, x: float, y: float, mini: bool, label: str) -> None:
    if info is not None:
        item = draw_card(None, info, x, y, mini=mini)
        item.setToolTip("\n".join([item.toolTip()] + card_notes(sc.seen, info["id"],
                                                                 sc.names())))
        sc.put(item, key=card_key(info["id"]))  # keyed by the card: it can travel
        sc.hot(item, f"card:{info['id']}")
    else:
        slot = empty_slot(None, x, y, mini=mini, label=label or "taken")
        slot.setToolTip("An empty card place: its card was claimed or discarded this "
                        "round. New cards are dealt at the end of the round.")
        sc.put(slot)


def _spaces(sc: EmberheartScene, parent, loc: str, x: float, y: float, width: float) -> None:
    tb = sc.table
    gap = (width - 5 * SPACE_W) / 4
    del parent  # (each space is drawn on its own, above the location's frame)
    names = sc.names()
    order = sc.party_order()
    for n in range(1, 6):
        party = tb["spaces"][loc][n - 1]
        target = f"space:{loc}:{n}"
        legal = bool(sc.targets().get(target))
        claiming = sc.claiming_space() == (loc, n)
        sx = x + (n - 1) * (SPACE_W + gap)
        # a space free to take and one that is not: both kept on the board (``ui/looks.py``)
        signature = (party, names, claiming)
        sc.looks(target, legal,
                 {look: (signature, lambda n=n, party=party, target=target, look=look,
                         claiming=claiming, sx=sx:
                         _space(sc, n, sx, y, party, target, look, claiming))
                  for look in (False, True)})
        if party is not None and party["player"] >= 0:  # a piece of its own: it glides
            tip = space_tip(sc.seen, loc, n, names)
            number = order.get((party["player"], loc, n))
            sc.memo(f"party@{target}", (party, number, tip, sx, y),
                    lambda n=n, party=party, sx=sx, tip=tip:
                    space_party(sc, party, loc, n, sx, y, order, tip))


def _space(sc: EmberheartScene, n: int, x: float, y: float, party, target: str,
           legal: bool, claiming: bool) -> None:
    box = space_box(None, n, x, y, party, sc.names(), legal, stack=False)
    loc = target.split(":")[1]
    box.setToolTip(space_tip(sc.seen, loc, n, sc.names()))
    sc.put(box)
    sc.hot(box, target)
    if claiming:
        sc.mark_claiming(box)


MOUNTAIN_ROWS = (("top", 1), ("middle", 2), ("bottom", 3))


def _mountain(sc: EmberheartScene, x: float, y: float) -> None:
    """The Mountain: its frame with the level bands, the Warden spaces and the Parties
    waiting to climb (one part, reused while all it shows stays the same), then its cards
    and spaces, each on its own."""
    tb = sc.table
    legal = sc.targets()
    wardens = [bool(legal.get(f"warden:{i + 1}")) for i in range(numbers()["warden_spaces"])]
    signature = (sc.mountain_level(), tb["mountain"], tb["warden_spaces"], wardens,
                 sc.claiming_warden(), sc.shown["waiting_parties"], sc.names())
    _framed(sc, "mountain", x, y, MOUNT_W, MOUNT_H, signature,
            lambda frame: _mountain_parts(sc, frame, x, y, wardens))
    col_x = x + 112
    pyramid_w = 3 * CARD_W + 2 * 12
    for r, (name, count) in enumerate(MOUNTAIN_ROWS):
        ry = y + 36 + r * (CARD_H + 8)
        slots = tb["mountain"].get(name, [])
        row_w = count * CARD_W + (count - 1) * 12
        sx = col_x + (pyramid_w - row_w) / 2
        for i in range(count):
            cid = slots[i] if i < len(slots) else None
            _slot(sc, None, cid, sx + i * (CARD_W + 12), ry)
    _spaces(sc, None, "mountain", x + 10, y + MOUNT_H - SPACE_H - 8, MOUNT_W - 20)


def _mountain_parts(sc: EmberheartScene, frame: PathSketch, x: float, y: float,
                    wardens: list[bool]) -> None:
    """On the Mountain's frame: the level bands with their costs, the Warden spaces
    (``wardens``: which are legal targets now) and the Parties waiting to climb."""
    tb = sc.table
    levels = {lv["level"]: lv for lv in numbers()["mountain_levels"]}
    current = sc.mountain_level()
    for r, (name, _count) in enumerate(MOUNTAIN_ROWS):
        ry = y + 36 + r * (CARD_H + 8)
        lv = levels[name]
        band = rounded(frame, x + 8, ry - 2, MOUNT_W - 104, CARD_H + 4,
                       QColor(255, 220, 160) if current == name else QColor(0, 0, 0, 18),
                       QColor(250, 120, 40) if current == name else None, 3)
        band.setToolTip(mountain_level_tip(name, lv, len([c for c in
                                                         tb["mountain"].get(name, []) if c])))
        text(frame, name.capitalize(), x + 16, ry + 6, 17, INK, bold=True)
        cost = []
        if lv["extra_wardens"]:
            cost.append(f"−{lv['extra_wardens']} Warden")
        if lv["extra_flame"]:
            cost.append(f"+{lv['extra_flame']} Flame")
        if lv["attribute_steps"]:
            cost.append(f"+{lv['attribute_steps']} Attribute")
        wrapped(frame, "\n".join(cost) if cost else "claim in Party order", x + 16, ry + 32,
                96, 13, INK)
        if current == name:
            text(frame, "▶ now", x + 16, ry + CARD_H - 26, 15, QColor(200, 70, 20), bold=True)
    # Warden spaces (used while the Mountain resolves)
    wx = x + MOUNT_W - 88
    text(frame, "Warden", wx + 40, y + 30, 13, INK, bold=True, align="centre")
    text(frame, "spaces", wx + 40, y + 45, 13, INK, bold=True, align="centre")
    ws = list(tb["warden_spaces"])
    # the same pieces as on the Mountain
    climbers = climber_keys(sc, ws + list(sc.shown["waiting_parties"]))
    for i, legal in enumerate(wardens):
        wy = y + 82 + i * 80  # (a claim tab above the first stays clear of the title)
        party = ws[i] if i < len(ws) else None
        if party is not None and party.get("gone"):
            party = None
        target = f"warden:{i + 1}"
        box = rounded(frame, wx, wy, 80, 74, QColor(255, 236, 150) if legal
                      else QColor(225, 232, 240), QColor(80, 100, 120), 1.5, radius=6)
        as_reading(text(box, str(i + 1), wx + 5, wy + 2, 13, QColor(80, 100, 120), bold=True))
        box.setToolTip(f"Warden space {i + 1}: empty. While the Mountain resolves, the "
                       "Parties with the most Wardens stand here, most first, and claim on "
                       "the middle and top levels in this order.")
        if party is not None:
            mark = " ✓" if party.get("claimed") else ""
            as_reading(text(box, f"{party['warden']}W{mark}", wx + 76, wy + 3, 13, INK,
                            bold=True, align="right"))
            box.setToolTip(f"Warden space {i + 1}: {sc.name(party['player'])}'s Party with "
                           f"{plural(party['warden'], 'Warden')}"
                           + (" (has claimed a card)." if party.get("claimed") else "."))
        sc.hot(box, target)
        if party is not None:  # a piece of its own: it glides (mountain_motion.py)
            climbing_party(sc, party, climbers[i], wx + 40, wy + 70, box.toolTip(),
                           top=wy + 20, scale=0.75)
        if sc.claiming_warden() == i:
            sc.mark_claiming(box)
    waiting = sc.shown["waiting_parties"]
    if waiting:  # Parties tied on Wardens, waiting for the Survivalist to order them
        bx, bw = x + 372, 128  # the free corner of the top band, right of its card
        box = rounded(frame, bx, y + 44, bw, 150, QColor(255, 246, 225), QColor(250, 120, 40),
                      2, radius=6)
        fit_text(box, "Waiting to climb", bx + 4, y + 48, bw - 8, 12, INK, bold=True,
                 align="centre")
        fit_text(box, "Survivalist breaks ties", bx + 4, y + 64, bw - 8, 11, INK,
                 align="centre")
        step = min(56.0, (bw - 50) / max(1, len(waiting) - 1)) if len(waiting) > 1 else 0
        first = bx + bw / 2 - step * (len(waiting) - 1) / 2
        for k, party in enumerate(waiting):
            climbing_party(sc, party, climbers[len(ws) + k], first + k * step, y + 172,
                           f"{sc.name(party['player'])}'s Party, waiting to climb")
            text(box, f"{party['warden']}W", first + k * step, y + 174, 12, INK, bold=True,
                 align="centre")
        box.setToolTip("Waiting to climb (tied on Wardens; the Survivalist orders them): "
                       + ", ".join(f"{sc.name(pt['player'])} ({plural(pt['warden'], 'Warden')})"
                                   for pt in waiting))


# ---------------------------------------------------------------------------- specials etc.
def _specials(sc: EmberheartScene, x: float, y: float, w: float, h: float) -> None:
    tb = sc.table
    half = (h - GAP) / 2
    fs = numbers()["firestation"]
    names = sc.names()
    for k, (key, name, gain, seats) in enumerate((
            ("warehouse", "Warehouse", f"+{numbers()['warehouse']['gear']} Gear",
             tb["warehouse"]),
            ("firestation", "Firestation", f"+{fs['grunts']} Grunts\n+{fs['flame']} Flame",
             tb["firestation"]))):
        by = y + k * (half + GAP)
        target = f"special:{key}"
        sc.looks(target, bool(sc.targets().get(target)),
                 {legal: ((seats, names), lambda key=key, name=name, gain=gain, seats=seats,
                          by=by, legal=legal:
                          _special(sc, key, name, gain, seats, x, by, w, half, legal))
                  for legal in (False, True)})


def _special(sc: EmberheartScene, key: str, name: str, gain: str, seats: list[int],
             x: float, by: float, w: float, half: float, legal: bool) -> None:
    """One Special Location's box, with the Crests placed there this round."""
    box = rounded(None, x, by, w, half, QColor(255, 236, 150) if legal
                  else QColor(215, 205, 185), QColor(90, 80, 60), 1.5)
    sc.put(box)
    text(box, name, x + w / 2, by + 6, 17, INK, bold=True, align="centre")
    if key == "warehouse":
        disc(box, x + 24, by + 48, 12, GEAR_COLOUR, "⚙", size=14)
    else:
        flame_icon(box, x + 24, by + 50, 24)
    wrapped(box, gain, x + 42, by + 36, w - 50, 14, INK)
    text(box, "place a Crest — no Hirelings", x + w / 2, by + 80, 10, INK,
         align="centre")
    here = ", ".join(sc.name(p) for p in seats) or "nobody yet"
    box.setToolTip(f"{name} (Special Location): place a Crest, no Hirelings, any number "
                   f"of players: {gain.replace(chr(10), ', ')}.\nCrests here this round: "
                   f"{here}.")
    for i, p in enumerate(seats):
        mark = as_piece(crest(box, x + 18 + (i % 7) * 22, by + half - 24 - (i // 7) * 26,
                              18, seat_colour(p), sc.colour_name(p)[0]))
        mark.setToolTip(f"{sc.name(p)}'s Crest on the {name}.")
    sc.hot(box, f"special:{key}")


def _section(sc: EmberheartScene, x: float, y: float, w: float, h: float, title: str,
             note: str, tip: str) -> PathSketch:
    """A framed board section: its title top left, a short rule reminder top right."""
    frame = rounded(None, x, y, w, h, PANEL, PANEL.darker(150), 1.5)
    frame.setToolTip(tip)
    sc.put(frame)
    text(frame, title, x + 10, y + 6, 18, INK, bold=True)
    text(frame, note, x + w - 10, y + 10, 12, INK, align="right")
    return frame


def _aides(sc: EmberheartScene, x: float, y: float, w: float, h: float) -> None:
    tb = sc.table
    names = sc.names()
    free = [numbers()["aide_names"][a] for a in sc.shown["aides_free"]]
    sc.memo("aides", free, lambda: _section(
        sc, x, y, w, h, "Ambassador's Aides", "taking the last Aide ends the Action phase",
        "Ambassador's Aides: on your turn you may take a free Aide instead of placing a "
        "Crest. When the last one is taken, the Action phase ends after this round of "
        "turns.\nFree now: " + (", ".join(free) or "none") + "."))
    cw = (w - 20) / 4
    for i, aide in enumerate(numbers()["aides"]):
        holder = tb["aides"].get(aide)
        target = f"aide:{aide}"
        cx0 = x + 10 + i * cw
        sc.looks(target, bool(sc.targets().get(target)),
                 {legal: ((holder, names), lambda aide=aide, holder=holder, cx0=cx0,
                          legal=legal: _aide(sc, aide, holder, cx0, y, cw, h, legal))
                  for legal in (False, True)})


def _aide(sc: EmberheartScene, aide: str, holder: int | None, cx0: float, y: float,
          cw: float, h: float, legal: bool) -> None:
    """One Aide's card: free, taken (by whom) or legal to take."""
    names = numbers()["aide_names"]
    card = rounded(None, cx0 + 2, y + 36, cw - 6, h - 44,
                   QColor(255, 236, 150) if legal else
                   (QColor(200, 195, 185) if holder is not None else QColor(250, 246, 232)),
                   QColor(90, 80, 60), 1.5, radius=8)
    sc.put(card)
    fill = QColor(180, 150, 90) if holder is None else seat_colour(holder)
    disc(card, cx0 + 26, y + 62, 19, fill, names[aide][0], size=20,
         outline=QColor(60, 50, 30))
    text(card, names[aide], cx0 + 50, y + 50, 15, INK, bold=True)
    wrapped(card, AIDE_TEXT.get(aide, ""), cx0 + 8, y + 88, cw - 20, 12, INK)
    if holder is not None:
        text(card, f"taken: {sc.name(holder)}", cx0 + cw / 2, y + h - 28, 13,
             seat_colour(holder).darker(140), bold=True, align="centre")
    card.setToolTip(f"{names[aide]} Aide: {AIDE_TEXT.get(aide, '')}.\n"
                    + (f"Taken by {sc.name(holder)} this round." if holder is not None
                       else "Free: take it on your turn."))
    sc.hot(card, f"aide:{aide}")


def _raid_card(parent, info, x: float, y: float, w: float, h: float):
    face = rounded(parent, 0, 0, w, h, QColor(248, 243, 230), QColor(90, 60, 50).darker(140),
                   2, radius=7)
    face.setPos(x, y)
    face.setToolTip(tooltip(info))
    band = rounded(face, 2, 2, w - 4, 26, QColor(90, 60, 50), None, radius=6)
    fit_text(band, f"Raid: {info['name']}", 6, 5, w - 12, 14, LIGHT, bold=True,
             align="centre")
    wrapped(face, raid_text(info), 8, 34, w - 16, 14, INK, centre=True)
    return face


def _raids(sc: EmberheartScene, x: float, y: float, w: float, h: float) -> None:
    tb = sc.table
    left = sc.seen["deck_sizes"].get("raids", 0)
    frame = _section(sc, x, y, w, h, "Poachers' Raid",
                     "every player discards after the Reward phase",
                     "Poachers' Raid: after the Reward phase every player follows the face-up "
                     f"Raid card(s). Raid deck: {plural(left, 'card')} left.")
    cw = (w - 20 - 2 * 10) / 3
    ch = h - 44
    cur = sc.shown["raid_now"]
    for i, rid in enumerate(tb["raids"]):
        item = _raid_card(frame, sc.card_info(rid), x + 10 + i * (cw + 10), y + 36, cw, ch)
        sc.hot(item, f"raid:{rid}")
        if isinstance(cur, dict) and cur.get("card") == rid:
            sc.mark_claiming(item, "")
            wrapped(frame, f"◀ applies now: {sc.name(cur['player'])} discards",
                    x + 10 + (i + 1) * (cw + 10) + 6, y + 50, cw - 12, 15,
                    QColor(200, 70, 20), bold=True)
    rx = x + 10 + 2 * (cw + 10)
    if tb["raid_discarded"]:
        item = _raid_card(frame, sc.card_info(tb["raid_discarded"]), rx, y + 36, cw, ch)
        item.setOpacity(0.55)
        # (the card's children are placed in its own coordinates)
        text(item, "discarded (Defender)", cw / 2, ch - 20, 12, INK, bold=True,
             align="centre")
        sc.hot(item, f"raid:{tb['raid_discarded']}")
    else:
        text(frame, f"Raid deck: {left} left", rx + cw / 2, y + 36 + ch / 2 - 8, 14, INK,
             align="centre")
