"""The Brigade's board scene: the town on the left, status, event card and boards on the
right, progress tracks (VPT, EvacTrak) under the town in Solo and Co-Op.

Every town cell is tagged ``cell:<label>``, every upgrade track ``track:<board>:<track>``
(Co-Op Influence: ``track:0:influence:<faction>``), every Forge card ``equipment:<id>``.
A legal target that none of these pictures carries still gets a clickable chip, so a click
can always reach every targeted action.  The scene never edits the state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from boardgames_desktop.games.brigade.capabilities import Capabilities
from boardgames_desktop.games.brigade.data import catalogue
from boardgames_desktop.games.brigade.refusals import refusal
from boardgames_desktop.games.brigade.town import display_label
from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.game_scene import TARGET_ROLE, GameScene
from boardgames_desktop.ui.memo import snapshot
from boardgames_desktop.ui.sketch import GroupSketch, Sketch

from . import boards, coop_panel, pyromancer_panel, tips
from .paint import BLAZE_COLOUR, LIGHT, PHOENIX_COLOUR, PYRO_COLOUR, passive, text
from .town_items import (
    FIREHOUSE_CHIP_TOP,
    Piece,
    TileLook,
    TownLayout,
    draw_coordinates,
    draw_pieces,
    draw_tile,
    highlight,
    piece_zone,
)

BLAZE = -1
RIGHT_W = 440  # width of the side column
MARGIN = 34  # room for the coordinates around the town
#: short names for the pill on a highlighted block, most urgent first
VERBS = {"pour": "Pour", "extinguish": "Extinguish", "blaze": "Blaze", "reward": "Reward",
         "equip": "Choose", "direction": "Choose", "refill": "Refill", "transfer": "Transfer",
         "dirty": "+1 fire", "deliver": "Deliver", "phoenix": "Douse", "peek": "Peek",
         "pyro_start": "Start",
         "absorb": "Absorb", "flame_torch": "Torch", "combust": "Combust", "flare": "Flare",
         "pyro_thrown": "Land", "ability": "Use", "move": "Move", "pyro_move": "Move",
         "pyro_step": "Step", "wagon": "Wagon", "treasure": "Return"}
TEAM = "#8a96a8"  # Co-Op Renown and Loyalty belong to the whole team


class BrigadeScene(GameScene):
    GLOW_OVERLAY = True  #: legal targets glow above their panels (``ui/glow.py``)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._hover: str | None = None
        self.layout: TownLayout | None = None
        self.heights: dict[str, float] = {}  #: of the memoised panels (measured_memo)
        self._caps_seen: Any = None
        self._targets_cache: dict[str, list[Action]] | None = None
        self._caps: Capabilities | None = None
        self._wagons: tuple[dict, list[dict[str, Any]]] | None = None
        #: label -> (what the cell depends on, its look, its tooltip), made again on change
        self._cells: dict[str, tuple[tuple, TileLook, str]] = {}
        #: label -> (what its pieces depend on, their sketches), drawn again on change
        self._pieces: dict[str, tuple[tuple, list[Sketch]]] = {}

    def targets(self) -> dict[str, list[Action]]:
        """Legal actions by target, most urgent kind first (VERBS order: putting out the
        fire before moving there), so the chooser of a click offers them in that order."""
        cached = self._targets_cache
        if cached is None:
            order = list(VERBS)
            cached = {t: sorted(acts, key=lambda a: order.index(a.kind) if a.kind in order
                                else len(order))
                      for t, acts in super().targets().items()}
            for a in self.legal:  # the Warden cards on offer are drawn as clickable cards
                if a.kind == "warden" and not a.target:
                    cached.setdefault(f"warden-card:{a['card']}", []).append(a)
            self._targets_cache = cached
        return cached

    def appears_at_once(self, key: str) -> bool:
        """A cell's frame and verb pill (``cell:<label>|mark``) come and go with its glow:
        they are the highlight, not a piece (a fade would repaint the town for 0.3 s)."""
        return key.endswith("|mark") or super().appears_at_once(key)

    # ----- small facts for the drawing modules --------------------------------------------
    @property
    def caps(self) -> Capabilities:
        """What the mode puts on the table, as the model says it (capabilities.py)."""
        seen = self.seen
        if self._caps is None or self._caps_seen is not seen:
            self._caps = Capabilities(**seen["capabilities"])
            self._caps_seen = seen
        return self._caps

    @property
    def parts(self) -> dict[str, Any]:
        """What the board draws, the same keys in every mode (None where the mode has no
        such part): the ``board`` of ``state.view(viewer)`` (seat_view.py)."""
        return self.seen["board"]

    @property
    def tiles(self) -> dict[str, dict[str, Any]]:
        """The town's cells as the seat sees them, by label (seat_view.py ``tiles``)."""
        return self.parts["tiles"]

    def tile_name(self, label: str) -> str:
        """A cell's name with its label ("Pilgrim's Inn (B1)"); off the town: the label."""
        tile = self.tiles.get(label)
        return tile["name"] if tile is not None else label

    @property
    def coop(self) -> bool:
        """Co-Op rules (also each campaign chapter): the shared board, Forge and VPT."""
        return self.caps.shared_board

    @property
    def allvsone(self) -> bool:
        return self.caps.pyromancer

    @property
    def team(self) -> bool:
        """Renown and Loyalty belong to the whole team of Wardens."""
        return self.caps.team

    def pen(self, colour: QColor, width: float) -> QPen:
        return QPen(colour, width)

    def mode_title(self) -> str:
        return self.caps.title

    def shows_event_faction(self) -> bool:
        """The faction icon matters to Blaze (Solo) and to the tip-off of chapter 1."""
        return self.caps.event_faction

    def shows_phoenix_arrow(self) -> bool:
        """Never on the Event Phase cards: the Phoenix follows only the Wardens' face-down
        cards (their moves are in the game log), so an arrow there would mislead."""
        return False

    def initial(self, name: str) -> str:
        words = [w for w in name.split() if w not in ("Captain", "Sir", "Lady", "Dame", "Old")]
        return (words[0] if words else name)[:1].upper()

    @property
    def wardens(self) -> list[dict[str, Any]]:
        """The Wardens as the view shows them (index, seat, card, side, cell, water,
        capacity, board, wagon, crew: [{card, water}])."""
        return self.table["wardens"]

    def picked(self, index: int) -> bool:
        """False while a Co-Op/campaign Warden's card (Warden ``index``) is still to be
        chosen (the card dealt from the seed only stands in until then)."""
        picks = self.parts["warden_picks"]
        return picks is None or index < picks

    def actions_left(self, index: int) -> int | None:
        """Actions Warden ``index`` has left this turn (None: it has no budget now)."""
        return self.table["budget"].get(str(index))

    def warden_mark(self, w: dict[str, Any]) -> tuple[str, str]:
        """(colour, letter) of a Warden's meeple: its card colour and the name's initial
        (grey "?" while its card is still to be chosen)."""
        if not self.picked(w["index"]):
            return "#9a9a9a", "?"
        card = catalogue().wardens[w["card"]]
        letters = [self.initial(catalogue().wardens[x["card"]].name) for x in self.wardens]
        letter = self.initial(card.name)
        if letters.count(letter) > 1:
            letter = str(w["index"] + 1)
        return card.colour, letter

    def seat_mark(self, seat: int) -> tuple[str, str]:
        """(colour, letter) of a seat's Renown and Loyalty tokens."""
        if seat == BLAZE:
            return "#202020", "B"
        if self.team:
            return TEAM, "T"
        for w in self.wardens:
            if w["seat"] == seat:
                return self.warden_mark(w)
        return "#999999", str(seat + 1)

    @property
    def table(self) -> dict[str, Any]:
        """The open table of ``state.view(viewer)`` (plain data)."""
        return self.seen["table"]

    @property
    def wagons(self) -> list[dict[str, Any]]:
        """The Water Wagons as the view shows them, each with its ``capacity``."""
        seen = self.seen
        if self._wagons is None or self._wagons[0] is not seen:
            capacity = self.parts["wagon_capacity"]
            self._wagons = (seen, [{**g, "capacity": capacity[n]}
                                   for n, g in enumerate(self.table["wagons"])])
        return self._wagons[1]

    def wagon_capacity(self, wagon: dict[str, Any]) -> int:
        return wagon["capacity"]

    def wagon_of(self, w: dict[str, Any]) -> dict[str, Any] | None:
        idx = w["wagon"]
        wagons = self.wagons
        return wagons[idx] if idx is not None and 0 <= idx < len(wagons) else None

    def block_cell(self, block_id: str | None) -> str | None:
        for tile in self.tiles.values():
            if tile["block"] == block_id and block_id is not None:
                return tile["label"]
        return None

    def treasure_used(self, cid: str) -> bool:
        return cid in (self.parts["used_treasures"] or ())

    def influence_note(self, faction: str, level: int) -> str:
        if self.caps.chapter is not None:
            return ""  # no VPT in the campaign: every saved block gives its Favour
        levels = self.parts["rules"]["influence_levels"]
        if not levels or not 1 <= level <= len(levels):
            return ""
        lv = levels[level - 1]
        parts = {"vp": "VP", "choice": "VP or Favour",
                 "both": "VP + Favour"}.get(lv["reward"], lv["reward"])
        if lv["refill_with_favour"]:
            parts += ", refill on F"
        if lv["bonus_vp"]:
            parts += f", +{lv['bonus_vp']} VP"
        return parts

    def evac_extra(self) -> str:
        return self.caps.evactrak_note

    def quest_limit(self) -> int:
        return int(catalogue().rules.get("solo", {}).get("level4_quest_limit", 2))

    # ----- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        if self.state is None:
            return
        layout = TownLayout(list(self.tiles), MARGIN, MARGIN)
        self.layout = layout
        fireballs = self.fireball_counts()
        targets = self.targets()
        looks: dict[str, TileLook] = {}
        context = self.cell_context()
        here = self.visitors_by_cell()
        for label, tile in self.tiles.items():
            fire = fireballs.get(label, 0)
            cell = layout.cell(label)
            # everything the cell's look and tooltip are made of: they are made again only
            # when it changes, and the cell is drawn again only then.  (The tile itself, not
            # a snapshot: the seat view is new plain data on every drawing, never changed.)
            signature = (tile, fire, context, here.get(label), cell.x(), cell.y())
            known = self._cells.get(label)
            if known is None or known[0] != signature:
                known = (signature, self.tile_look(tile, fire), tips.cell_tip(self, label))
                self._cells[label] = known
            look = looks[label] = known[1]
            self.memo(f"cell:{label}", signature,
                      lambda look=look, tip=known[2]: self.draw_cell(look, tip))
            acts = targets.get(f"cell:{label}")
            if acts:  # (its own item: the cell's drawing stays the same as targets change)
                water = self.water_total(acts)
                verbs = self.verbs(acts)
                suffix = f" · {water} water" if water is not None else ""
                top = 3 if tile["block"] else FIREHOUSE_CHIP_TOP
                self.memo(f"mark:{label}", (tuple(verbs), suffix, top, cell.getRect()),
                          lambda look=look, verbs=verbs, suffix=suffix, top=top:
                          self.draw_cell_mark(look, verbs, suffix, top), scope=f"cell:{label}")
        pieces_drawn: dict[str, tuple[tuple, list[Sketch]]] = {}
        for label, pieces in self.pieces_by_cell().items():
            if label in self.tiles:
                # the very sketches of last time while the cell's pieces, look and tooltips
                # stay the same: the reconciler passes over them without comparing
                cell = layout.cell(label)
                piece_tips = tuple(self.piece_tip(piece.key) for piece in pieces)
                signature = (tuple(pieces), looks[label], cell.getRect(), piece_tips)
                known_pieces = self._pieces.get(label)
                if known_pieces is None or known_pieces[0] != signature:
                    items = draw_pieces(pieces, piece_zone(looks[label], cell))
                    for piece, item, tip in zip(pieces, items, piece_tips, strict=True):
                        tips.component(item, piece.kind, tip)
                    known_pieces = (signature, items)
                pieces_drawn[label] = known_pieces
                for piece, item in zip(pieces, known_pieces[1], strict=True):
                    self.put(item, key=piece.key or None)
        self._pieces = pieces_drawn
        self.static("coordinates", lambda: draw_coordinates(None, layout, self.put))
        # under the town: legend, then the progress strips of Solo / Co-Op
        y = layout.y0 + layout.height + 34
        w = max(layout.width, 720)
        y += self.measured_memo("legend", (layout.x0, y, w, self.legend_signature()),
                                lambda y=y: boards.legend(self, layout.x0, y, w)) + 8
        if self.caps.vpt:  # Co-Op and Solo (the campaign plays without it)
            owner = "Bernhardt Blaze's VP" if self.caps.solo else "the Brigade's VP"
            parts = self.parts
            target, vpt = parts["target"], parts["vpt"]
            signature = (layout.x0, y, w, owner, target, vpt and vpt["points"],
                         snapshot(parts["shields"] or {}))
            h = self.measured_memo("vpt", signature, lambda y=y: coop_panel.vpt_strip(
                self, layout.x0, y, w, owner, target))
            y += h + (8 if h else 0)
        with self.scope("below-town", at=y):
            h = pyromancer_panel.below_town(self, layout.x0, 0, w)
        y += h + (8 if h else 0)
        bottom_left = y
        # the side column
        x = layout.x0 + max(layout.width, 720) + MARGIN + 10
        y = 0.0
        self._context = context = self.panel_context()
        parts = self.parts
        y += self.measured_memo("header", (context, x, parts["outcome"],
                                           self.humanize(self.seen["phase"]),
                                           snapshot(parts["decks"]["crew"])),
                                lambda: boards.header(self, x, 0, RIGHT_W)) + 8
        h = self.measured_memo("objectives", (context, x, snapshot(parts["objective"])),
                               lambda: pyromancer_panel.objectives(self, x, 0, RIGHT_W),
                               at=y)  # campaign: always on top
        y += h + (8 if h else 0)
        with self.scope("warden-offer", at=y):
            h = boards.warden_offer(self, x, 0, RIGHT_W)
        y += h + (8 if h else 0)
        with self.scope("event-card", at=y):
            y += boards.event_card(self, x, 0, RIGHT_W) + 8
        y = self.draw_boards(x, y)
        with self.scope("loose-targets", at=y):
            y += self.draw_loose_targets(x, 0)
        rect = QRectF(-10, -10, x + RIGHT_W + 20, max(y, bottom_left) + 20)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def last_panel_tip(self, kind: str, tip: str) -> None:
        """Give the panel just put on the board a component tooltip."""
        tips.component(self._drawn[-1], kind, tip)

    def vpt_tip(self, owner: str, target: int | None) -> str:
        lines = [f"Victory Point Track — {owner}: {self.parts['vpt']['points']} VP"
                 + (f", the target is {target}." if target is not None else ".")]
        lines.append("Each space's colour names what Insurance Fraud sets alight at the end "
                     "of the round when the marker stands there (a faction, a value or a Wind "
                     "Gust).")
        return "\n".join(lines)

    def influence_tip(self, faction: str, level: int, top: int) -> str:
        name = catalogue().factions[faction].name
        tip = f"{name} Influence track: level {level} of {top}."
        note = self.influence_note(faction, level)
        if note:
            tip += f"\nSaving a {name} block now gives: {note}."
        quests = self.parts["level4_quests"]
        if quests is not None:
            tip += (f"\nValue-4 quests for {name}: {quests.get(faction, 0)} of "
                    f"{self.quest_limit()}. All four factions at the top wins.")
        return tip

    def incident_tip(self, index: int, level: int, need: list[int], done: bool) -> str:
        if done:
            return f"Incident track {index + 1}: witnessed."
        now = need[level] if 0 <= level < len(need) else "?"
        return (f"Incident track {index + 1}: {now} Warden(s) must end their turn on the "
                "Pyromancer's block to witness this Incident; upgrading it lowers the "
                "number needed.")

    def measured_memo(self, name: str, signature: object, build, at: float | None = None
                      ) -> float:
        """``memo`` for a panel whose drawing returns its height (remembered with it);
        ``at``: drawn from y = 0 and put that much lower (``GameScene.memo``)."""
        got: list[float] = []
        self.memo(name, signature, lambda: got.append(build()), at=at)
        if got:
            self.heights[name] = got[0]
        return self.heights[name]

    def panel_context(self) -> tuple:
        """What every side-column panel may depend on besides its own data: the mode, the
        seats' names, the Wardens' cards, seats and boards (their marks and the tracks'
        owners), the town's names, the rules, and whether the board is read-only."""
        seats = range(self.seen["players"])
        parts = self.parts
        return (self.caps, self.read_only, tuple(self.seat_name(s) for s in seats),
                tuple(self.person_name(s) for s in seats),
                tuple(self.home_owner(s) for s in seats), parts["warden_picks"],
                tuple((w["index"], w["seat"], w["card"], w["board"], w["side"])
                      for w in self.wardens),
                snapshot(parts["warden_names"]), self.table["crew_abilities"],
                snapshot(parts["rules"]), tuple(t["name"] for t in self.tiles.values()))

    def panel(self, name: str, signature: tuple, at: float, build) -> float:
        """A side-column panel drawn from y = 0 by ``build`` (returning its height), put at
        ``at`` and reused while ``signature`` — the view data it shows — and the
        :meth:`panel_context` stay the same.  Returns its height."""
        return self.measured_memo(name, (self._context, signature), build, at=at)

    def legend_signature(self) -> object:
        """What the legend under the town depends on: the mode and which pieces exist."""
        wardens = self.wardens
        pieces = self.parts["pieces"]
        return (self.coop, self.team, self.warden_mark(wardens[0]) if wardens else None,
                bool(self.wagons), bool(pieces["pyromancer"]), bool(pieces["phoenix"]),
                bool(pieces["blaze"]), self.read_only)

    def cell_context(self) -> tuple:
        """What every cell's look and tooltip depend on besides its own tile: the seats'
        marks and names, the home Firehouses, the Treasures' homes, the eggs peeked at."""
        seats = range(self.seen["players"])
        parts = self.parts
        cards = parts["equipment_cards"] or {}
        return (tuple(self.seat_mark(s) for s in seats), tuple(self.seat_name(s) for s in seats),
                tuple(self.home_owner(s) for s in seats), snapshot(parts["homes"]),
                tuple((cards[c]["home"], cards[c]["name"]) for c in parts["forge"] or ()),
                snapshot(parts["peeked"]), self.caps)

    def visitors_by_cell(self) -> dict[str, tuple]:
        """Cell -> who stands there, as its tooltip names them."""
        pieces = self.parts["pieces"]
        out: dict[str, tuple] = {}
        for w in self.seen["table"]["wardens"]:
            out[w["cell"]] = tuple(self.wardens_at(w["cell"]))
        for kind, label in pieces.items():
            if label:
                out[label] = (*out.get(label, ()), kind, self.parts["phoenix"])
        return out

    def wardens_at(self, label: str) -> list[str]:
        """The names of the Wardens (their cards chosen) standing on ``label``."""
        names = self.parts["warden_names"]
        picks = self.parts["warden_picks"]
        return [names[w["index"]] for w in self.seen["table"]["wardens"]
                if w["cell"] == label and (picks is None or w["index"] < picks)]

    def draw_cell(self, look: TileLook, tip: str) -> None:
        """One town cell: its tile (the same whether or not something can be done there)."""
        r = self.layout.cell(look.label)
        base = draw_tile(None, look, r)
        tips.component(base, look.kind, tip)
        self.put(base)
        self.tag(base, f"cell:{look.label}")

    def draw_cell_mark(self, look: TileLook, verbs: list[str], suffix: str,
                       top: float) -> None:
        """Where something can be done: the frame and the pill naming it, just above the
        cell (keyed ``cell:<label>|mark``)."""
        mark = GroupSketch()
        passive(mark)
        highlight(mark, self.layout.cell(look.label), verbs, suffix, top)
        self.put(mark, name="mark")

    def draw_boards(self, x: float, y: float) -> float:
        mode = self.caps.mode
        acting = set(self.seen["active"]) if self.table["acting"] else set()
        wardens = self.wardens
        parts = self.parts
        boards_now = self.table["boards"]
        pyro_cell = parts["pieces"]["pyromancer"]
        here = sum(1 for w in wardens if pyro_cell is not None and w["cell"] == pyro_cell)
        h = self.panel("side-column", (
            x, snapshot(parts["pyromancer"]), snapshot(parts["action_levels"]),
            snapshot(parts["incident_levels"]), snapshot(parts["witnessed"]), parts["favour"],
            parts["prevent"], parts["destroyed_count"],
            snapshot(boards_now[0]) if boards_now else None, pyro_cell, here),
            y, lambda: pyromancer_panel.side_column(self, x, 0, RIGHT_W))
        if h:
            y += h + 8
        if self.caps.shared_board or self.caps.solo:
            solo = self.caps.solo
            tracks = ["crew", "wagon", "forge"] if solo else ["wagon", "forge"]
            title = "Your Firehouse board" if solo else "Co-Op board (shared)"
            if self.caps.evactrak:  # not in campaign chapter 4
                y += self.panel("evactrak", (x, snapshot(parts["evac"])), y,
                                lambda: coop_panel.evactrak_strip(self, x, 0, RIGHT_W)) + 8
            y += self.panel("coop-board", (
                x, title, tuple(tracks), snapshot(boards_now[0]) if boards_now else None,
                parts["favour"], snapshot(parts["influence"]),
                snapshot(parts["level4_quests"])), y,
                lambda: coop_panel.coop_board(self, x, 0, RIGHT_W, title, tracks)) + 8
            for seat in range(self.seen["players"]):
                mine = [w for w in wardens if w["seat"] == seat]
                if not mine:
                    continue
                name = self.seat_name(seat) if len(mine) == 1 else (
                    f"{self.person_name(seat)} — {len(mine)} Wardens")
                extra = []
                if not solo and seat == 0 and self.wagons:
                    wg = self.wagons[0]
                    extra.append(f"Shared Water Wagon at {display_label(wg['cell'])}: "
                                 f"{wg['water']}/{wg['capacity']} water")
                held = self.parts["held"] if solo else None
                if not held and catalogue().rules.get("solo", {}).get("visit_forge") != "take":
                    held = None  # the 'activate' reading: no card ever stays on the Warden
                if held is not None:  # (its cards slide: drawn every time)
                    with self.scope(f"seat:{seat}", at=y):
                        y += boards.warden_block(self, x, 0, RIGHT_W, mine, name, None,
                                                 seat in acting, extra=extra,
                                                 held=held) + 8
                    continue
                y += self.warden_panel(seat, x, y, mine, name, None, seat in acting,
                                       extra) + 8
            if solo:
                loyal = tuple(t["label"] for t in self.tiles.values()
                              if t["block"] and t["loyalty"] == BLAZE)
                y += self.panel("blaze", (x, parts["blaze_cell"], loyal), y,
                                lambda: self.blaze_box(x, 0, tip=True)) + 8
            with self.scope("forge", at=y):
                y += coop_panel.forge(self, x, 0, RIGHT_W) + 8
            return y
        if self.allvsone:
            for seat in range(self.seen["players"]):
                mine = [w for w in wardens if w["seat"] == seat]
                if mine:
                    title = self.seat_name(seat) if len(mine) == 1 else (
                        f"{self.person_name(seat)} — {len(mine)} Wardens")
                    y += self.warden_panel(seat, x, y, mine, title, None, seat in acting,
                                           []) + 8
            wg = self.wagons[0] if self.wagons else None
            if wg is not None:
                y += self.panel("wagon", (x, snapshot(wg)), y,
                                lambda: self.wagon_box(x, 0, wg)) + 8
            return y
        for seat in range(self.seen["players"]):
            mine = [w for w in wardens if w["seat"] == seat]
            if not mine:
                y += self.panel(f"seat:{seat}", (x, "choosing"), y, lambda seat=seat: (
                    boards.info_lines(self, x, 0, RIGHT_W, self.seat_name(seat),
                                      ["Choosing a Warden card…"]))) + 8
                continue
            board = mine[0]["board"]
            extra = [self.loyal_summary(seat)] if mode == "competitive" else []
            y += self.warden_panel(seat, x, y, mine, self.seat_name(seat), board,
                                   seat in acting, extra) + 8
        if mode == "competitive":
            y += self.panel("how-to-win", (x, parts["destroyed_count"]), y,
                            lambda: self.end_box(x, 0)) + 8
        return y

    def warden_panel(self, seat: int, x: float, y: float, mine: list[dict[str, Any]],
                     title: str, board: int | None, acting: bool, extra: list[str]) -> float:
        """A seat's Warden block (``boards.warden_block``), reused while what it shows stays
        the same: its Wardens, their budgets, Wagons and the cells they stand on, its
        Firehouse board, the lines under it."""
        boards_now = self.table["boards"]
        signature = (x, title, board, snapshot(boards_now[board]) if board is not None else None,
                     acting, tuple(extra), snapshot(mine),
                     tuple(self.actions_left(w["index"]) for w in mine),
                     tuple(snapshot(self.wagon_of(w)) for w in mine))
        return self.panel(f"seat:{seat}", signature, y, lambda: boards.warden_block(
            self, x, 0, RIGHT_W, mine, title, board, acting, extra=extra))

    def wagon_box(self, x: float, y: float, wg: dict[str, Any]) -> float:
        """All versus One: the Wardens' shared Water Wagon."""
        h = boards.info_lines(self, x, y, RIGHT_W, "Shared Water Wagon (W)", [
            f"At {display_label(wg['cell'])}: {wg['water']}/{wg['capacity']} water"])
        self.last_panel_tip("wagon", tips.wagon_tip(self, wg))
        return h

    def loyal_summary(self, seat: int) -> str:
        count: dict[str, int] = {}
        value = 0
        for tile in self.tiles.values():
            if tile["loyalty"] == seat and tile["block"] and not tile["destroyed"]:
                info = catalogue().blocks[tile["block"]]
                count[info.faction] = count.get(info.faction, 0) + 1
                value += info.value
        if not count:
            return "Loyal blocks: none yet"
        parts = [f"{catalogue().factions[f].glyph} {catalogue().factions[f].name} ×{n}"
                 for f, n in count.items()]
        return f"Loyal blocks: {', '.join(parts)} (value {value})"

    def end_box(self, x: float, y: float) -> float:
        comp = catalogue().rules.get("competitive", {})
        need = comp.get("win_blocks", 5)
        evac = comp.get("evacuation_destroyed", 8)
        return boards.info_lines(self, x, y, RIGHT_W, "How to win", [
            f"Win at once with the Loyalty of {need} blocks of one type, or one block of "
            "each of the five types.",
            f"Destroyed blocks: {self.parts['destroyed_count']} of {evac} — at {evac} the town is "
            "evacuated and the highest loyal value wins."])

    def blaze_box(self, x: float, y: float, tip: bool = False) -> float:
        """Solo: where Bernhardt Blaze stands and what he does (``tip``: the panel gets
        his tooltip)."""
        h = self._blaze_lines(x, y)
        if tip:
            self.last_panel_tip("blaze", tips.blaze_tip(self))
        return h

    def _blaze_lines(self, x: float, y: float) -> float:
        lines = [f"Bernhardt Blaze stands on {self.tile_name(self.parts['blaze_cell'])}.",
                 "Blaze Phase: he puts out the burning block of the event card's faction "
                 "with the highest intensity (then lowest value), avoiding your meeples, and "
                 "scores its intensity as VP."]
        loyal = [t["label"] for t in self.tiles.values() if t["block"] and t["loyalty"] == BLAZE]
        if loyal:
            lines.append("Loyal to Blaze: " + ", ".join(loyal))
        lines.append("Your Faction Quests raise Influence: gain the Loyalty of a value-4 block "
                     f"(up to {self.quest_limit()} per faction), discard a crew member on a "
                     "block of its faction, or return a Treasure to its home block. All four "
                     "factions at the top wins.")
        return boards.info_lines(self, x, y, RIGHT_W, "Bernhardt Blaze (B)", lines)

    def draw_loose_targets(self, x: float, y: float) -> float:
        """Chips for legal targets that no drawn item carries; returns the height used."""
        drawn = self.tagged_targets()
        loose = [t for t in self.targets() if t not in drawn]
        if not loose:
            return 0
        title = text(None, "Other choices on the board:", x, y, 13, LIGHT, bold=True)
        self.put(title)
        y += 20
        for target in loose:
            acts = self.targets()[target]
            boards.chip_button(self, x, y, RIGHT_W, acts[0].text[:60], target)
            y += 30
        return y + 8  # (drawn from y = 0: the height)

    # ----- what to show -------------------------------------------------------------------
    def fireball_counts(self) -> dict[str, int]:
        """Fireballs per cell of every event card of the latest Event Phase."""
        out: dict[str, int] = {}
        for card in boards.phase_events(self):
            for c in catalogue().events[card].fireballs:
                out[c] = out.get(c, 0) + 1
        return out

    def home_owner(self, seat: int) -> str:
        """Who a home Firehouse belongs to, short enough for its tile ("Ada", "P1")."""
        typed = self.seat_names.typed_name(seat)
        if typed is None:
            return f"P{seat + 1}"
        return typed if len(typed) <= 9 else typed.split()[0][:9]

    def tile_look(self, tile: dict[str, Any], fireballs: int) -> TileLook:
        """What one cell shows, from its entry in the view's ``tiles`` (seat_view.py)."""
        cat = catalogue()
        label = tile["label"]
        if tile["block"] is None:
            names = cat.town.get("firehouse_names", [])
            idx = tile["firehouse"] or 0
            name = names[idx] if idx < len(names) else "Firehouse"
            homes = self.parts["homes"]
            if homes and label in homes and self.caps.mode == "competitive":
                seat = homes.index(label)
                note = f"{self.home_owner(seat)}'s home"
                return TileLook(label, "firehouse", name, firehouse_owner=self.seat_mark(seat),
                                fireballs=fireballs, note=note)
            return TileLook(label, "firehouse", name, fireballs=fireballs)
        info = cat.blocks[tile["block"]]
        fac = cat.factions[info.faction]
        if tile["destroyed"]:
            return TileLook(label, "burnt", info.burnt, fac.name, fac.colour, fac.glyph,
                            info.value, info.flame_track, fireballs=fireballs)
        renown: list[tuple[str, str, int]] = []
        total = None
        if self.team:
            total = sum(n for _, n in tile["renown"])
        else:
            for seat, n in sorted(tile["renown"]):
                if n:
                    col, letter = self.seat_mark(seat)
                    renown.append((col, letter, n))
        loyalty = self.seat_mark(tile["loyalty"]) if tile["loyalty"] is not None else None
        saved = tile["saved"]
        if saved:
            loyalty = None  # the ribbon is the team's Loyalty
        peeked = self.parts["peeked"] or {}
        note = ""
        if label in peeked:
            note = "Egg under F!" if peeked[label] else "no egg"
        return TileLook(label, "block", info.name, fac.name, fac.colour, fac.glyph,
                        info.value, tile["top"], tile["intensity"], tile["favour"], loyalty,
                        renown, total, fireballs=fireballs, closed=tile["sealed"], note=note,
                        when_destroyed=bool(info.when_destroyed),
                        treasure=tile["block"] in self.treasure_homes(), saved=saved)

    def treasure_homes(self) -> set[str]:
        """Block ids that are the home of a Treasure face up in the Forge."""
        cards = self.parts["equipment_cards"] or {}
        return {cards[cid]["home"] for cid in self.parts["forge"] or ()
                if cards[cid]["home"]}

    def pieces_by_cell(self) -> dict[str, list[Piece]]:
        out: dict[str, list[Piece]] = {}
        acting = set(self.seen["active"])
        asked = self.table["pending"] is not None
        for w in self.wardens:
            col, letter = self.warden_mark(w)
            water = sum(m["water"] for m in w["crew"]) + w["water"]
            live = w["seat"] in acting and ((self.actions_left(w["index"]) or 0) > 0 or asked)
            out.setdefault(w["cell"], []).append(Piece("brigade", col, letter, water, live,
                                                       key=f"warden:{w['index']}"))
        for n, g in enumerate(self.wagons):
            if g["owner"] is None:
                col, letter = TEAM, "W"
            else:
                col, letter = self.seat_mark(g["owner"])
            out.setdefault(g["cell"], []).append(Piece("wagon", col, letter, g["water"],
                                                       key=f"wagon:{n}"))
        pieces = self.parts["pieces"]
        blaze = pieces["blaze"]
        if blaze:
            out.setdefault(blaze, []).append(Piece("blaze", BLAZE_COLOUR.name(), "B",
                                                        key="blaze"))
        pyro = pieces["pyromancer"]
        if pyro:
            out.setdefault(pyro, []).append(Piece("pyromancer", PYRO_COLOUR.name(), "P",
                                                         key="pyromancer"))
        phoenix = pieces["phoenix"]
        if phoenix:
            out.setdefault(phoenix, []).append(Piece("phoenix", PHOENIX_COLOUR.name(), "",
                                                           key="phoenix"))
        return out

    def piece_tip(self, key: str) -> str:
        """The tooltip of the piece drawn under ``key`` ("warden:2", "wagon:0", "blaze"...)."""
        kind, _, index = key.partition(":")
        if kind == "warden":
            return tips.warden_tip(self, self.wardens[int(index)])
        if kind == "wagon":
            return tips.wagon_tip(self, self.wagons[int(index)])
        if kind == "pyromancer":
            return tips.pyromancer_tip(self)
        if kind == "phoenix":
            return tips.phoenix_tip(self)
        return tips.blaze_tip(self)

    def warden_choices(self) -> list[str]:
        """The Warden cards the seat choosing now may play (empty when no one chooses)."""
        return [t[len("warden-card:"):] for t in self.targets() if t.startswith("warden-card:")]

    def offered_side(self) -> str:
        """The side the Warden cards on offer are played on."""
        return self.parts["warden_side"]

    def track_owner(self, target: str) -> str:
        """Whose track a ``track:`` target is, in words (for its tooltip)."""
        _, board, name = target.split(":", 2)
        if board == "pyro":
            return "the Pyromancer's board"
        if board == "actions" and name.isdigit():
            return f"{self.parts['warden_names'][int(name)]}, on the Wardens' board"
        if self.team:
            return "the team's shared board"
        seats = [w["seat"] for w in self.wardens if str(w["board"]) == board]
        return f"{self.seat_name(seats[0])}'s Firehouse board" if seats else "a Firehouse board"

    def verbs(self, actions: list[Action]) -> list[str]:
        """Short names of the kinds of action offered at one target, in offer order."""
        kinds: list[str] = []
        for a in actions:
            verb = VERBS.get(a.kind, a.kind.replace("_", " ").title())
            if verb not in kinds:
                kinds.append(verb)
        order = list(VERBS.values())
        return sorted(kinds, key=lambda v: order.index(v) if v in order else len(order))

    # ----- hover and refusals -------------------------------------------------------------
    def describe_target(self, target: str) -> str:
        if self.state is None:
            return ""
        acts = self.targets().get(target, [])
        parts: list[str] = []
        if target.startswith("cell:"):
            parts.append(self.describe_cell(target[5:]))
        elif target.startswith("equipment:"):
            info = (self.parts["equipment_cards"] or {}).get(target[10:])
            if info is not None:
                where = (" (on your Warden)" if target[10:] in (self.parts["held"] or [])
                         else "")
                parts.append(f"{info['name']}{where}: {info['text']}")
        elif target.startswith("track:"):
            parts.append(self.describe_track(target))
        elif target.startswith("warden-card:"):
            card = catalogue().wardens[target[len("warden-card:"):]]
            parts.append(f"{card.name}: {tips.warden_ability(card, self.offered_side())}")
        if acts:
            shown = "; ".join(a.describe() for a in acts[:4])
            more = f" (+{len(acts) - 4} more)" if len(acts) > 4 else ""
            parts.append(f"Click: {shown}{more}")
            water = self.water_note(acts)
            if water:
                parts.append(water)
        return " — ".join(p for p in parts if p)

    def describe_track(self, target: str) -> str:
        _, board, name = target.split(":", 2)
        if board == "actions" and name.isdigit() and int(name) < len(self.table["wardens"]):
            return f"Actions track of {self.parts['warden_names'][int(name)]}"
        if board == "incidents":
            return f"Incident track {int(name) + 1}: Wardens needed on the Pyromancer's block"
        if name.startswith("influence:"):
            fid = name.split(":", 1)[1]
            fac = catalogue().factions.get(fid)
            return f"{fac.name if fac else fid} Influence track"
        owner = "the Pyromancer's" if board == "pyro" else "the"
        return f"{owner} {boards.TRACK_TITLES.get(name, name.title())} track"

    def describe_cell(self, label: str) -> str:
        tile = self.tiles.get(label)
        if tile is None:
            return label
        name = tile["name"]
        if tile["block"] is None:
            if tile["destroyed"]:
                return (f"{name}: destroyed by the Phoenix — no refills; moving "
                        "through costs 2 steps" + self.visitors(label))
            return f"{name}: refill here" + self.visitors(label)
        cat = catalogue()
        info = cat.blocks[tile["block"]]
        fac = cat.factions[info.faction].name
        if tile["destroyed"]:
            return (f"{name} (was {info.name}, {fac}): destroyed — moving through "
                    f"costs {cat.rules.get('destroyed_step_cost', 2)} steps, no piece may stop")
        s = f"{name} — {fac}, value {info.value}, fire {tile['intensity']}/{tile['top']}"
        if tile["intensity"] >= tile["top"]:
            s += " (one more fire destroys it)"
        if tile["saved"]:
            s += ", saved: Loyal to the team (Favour token taken), takes no more Renown"
        elif tile["loyalty"] is not None:
            s += f", loyal to {self.seat_name(tile['loyalty'])}"
        if tile["renown"]:
            s += ", Renown " + ", ".join(f"{self.seat_name(k)} {v}" for k, v in tile["renown"])
        if tile["favour"]:
            s += ", Favour token"
        if info.when_destroyed:
            s += f". When destroyed: {info.when_destroyed.get('text', '')}"
        cards = self.parts["equipment_cards"] or {}
        for cid in self.parts["forge"] or ():
            if cards[cid]["home"] == tile["block"]:
                s += f". Home of the Treasure {cards[cid]['name']}"
        return s + self.visitors(label)

    def visitors(self, label: str) -> str:
        """The Pyromancer or the Phoenix on this cell, for the hover text."""
        out = ""
        pieces = self.parts["pieces"]
        if pieces["pyromancer"] == label:
            out += ". The Pyromancer is here (Wardens ending their turn here witness an Incident)"
        if pieces["phoenix"] == label:
            out += (f". The Phoenix is here (track {self.parts['phoenix']}): pour water on it "
                    "from this block")
        return out

    def water_at_hand(self, acts: list[Action]) -> list[tuple[str, int]] | None:
        """For extinguishing: each holder of water the Brigade can pour right now and its
        water (None if none of ``acts`` puts out a fire)."""
        pending = self.table["pending"]
        for a in acts:
            if a.kind in ("extinguish", "pour"):
                index = None
                if a.kind == "extinguish":
                    index = a["warden"]
                elif pending is not None and "warden" in pending:
                    index = pending["warden"]
                if index is None:
                    return None
                return [(name, n) for name, n in self.parts["water_at_hand"][index]]
        return None

    def water_total(self, acts: list[Action]) -> int | None:
        """Water the Brigade could pour with these actions (None if none extinguishes)."""
        holders = self.water_at_hand(acts)
        return None if holders is None else sum(n for _, n in holders)

    def water_note(self, acts: list[Action]) -> str:
        """For extinguishing: the water the Brigade can pour right now."""
        holders = self.water_at_hand(acts)
        if holders is None:
            return ""
        parts = ", ".join(f"{name} {n}" for name, n in holders)
        return f"Water available: {sum(n for _, n in holders)} ({parts})"

    def refusal_reason(self, target: str) -> Reason:
        """The model's reason (refusals.py): the same rules that list the moves."""
        if self.state is None:
            return Reason("Nothing can be done there right now.")
        return refusal(self.state, target, self.viewer)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        target = self.target_at(event.scenePos())
        if target != self._hover:
            self._hover = target
            self.hover_text.emit(self.describe_target(target) if target else "")
        super().mouseMoveEvent(event)


def tagged_items(scene: GameScene) -> dict[str, list[Sketch]]:
    """target -> the items carrying it (for tests and tools)."""
    out: dict[str, list[Sketch]] = {}
    for item in scene.items():
        target = item.data(TARGET_ROLE)
        if target is not None:
            out.setdefault(str(target), []).append(item)
    return out


def create_scene(parent=None) -> GameScene:
    return BrigadeScene(parent)
