"""The Emberheart scene: main board on the left, the player boards on the right.

The scene draws from the seat's view alone (``self.seen``: ``seat_view.py``, plain data) and
the game's printed content (``content.py``); its one question to the rules is why a click
is refused (``refusal_reason``).

Every clickable element is tagged with the target string the model uses (see the model's
README): ``space:<loc>:<n>``, ``card:<id>``, ``aide:<name>``, ``special:<name>``,
``track:<seat>:<track>``, ``raid:<id>``, ``warden:<n>``.  Legal targets are drawn highlighted:
the bold outline lies over the board as a layer of its own (``_highlights``), so a card or a
space is not drawn again only because it became legal or stopped being legal.  The claim
being resolved in the Reward phase is outlined in orange.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QGraphicsSceneMouseEvent

from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.looks import Looks, toggled
from boardgames_desktop.ui.paint import rounded_path
from boardgames_desktop.ui.sketch import PathSketch, PolygonSketch, RectSketch, Sketch

from ..refusals import refusal
from .cards import CARD_H, CARD_W, draw_card
from .content import is_card, loc_name
from .describe import card_notes
from .mainboard import board_size, draw_main_board
from .paint import HIGHLIGHT, as_piece, no_click, rounded, text, wrapped
from .playerboard import PB_H, PB_W, draw_player_board, draw_player_parts
from .scoring import draw_scoring
from .zoom import CardZoom

CLAIM_COLOUR = QColor(235, 90, 20)
OUTLINED = (PathSketch, RectSketch, PolygonSketch)  #: sketches with a pen to highlight
MARGIN = 20
SCORING_SCALE = 1.6


class EmberheartScene(Looks, GameScene):
    """Draws an :class:`EmberheartState`; never edits it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._hover_target: str | None = None
        self.zoom = CardZoom(self)
        self.deck_here: QPointF | None = None  #: (while drawing) the location's deck
        #: Location -> where its deck lies (its new cards slide in from there)
        self.deck_spots: dict[str, QPointF] = {}
        #: target -> (outline in scene coordinates, z) of the item last drawn for it (hot)
        self._outlines: dict[str, tuple[QPainterPath, float]] = {}
        self._names: list[str] | None = None
        #: target -> (its outline as in ``_outlines``, its highlight ring shown and hidden)
        self._rings: dict[str, tuple[tuple[QPainterPath, float], tuple[Sketch, Sketch]]] = {}

    # ----------------------------------------------------------------- drawing
    def draw(self) -> None:
        if self.state is None:
            return
        self._hover_target = None
        self._names = None
        self.zoom.hide()
        bw, bh = board_size()
        draw_main_board(self, MARGIN, MARGIN)
        px = MARGIN + bw + 40
        gap = 14
        players = self.seen["players"]
        for p in range(players):
            top = MARGIN + p * (PB_H + gap)
            draw_player_board(self, p, px, top)
            draw_player_parts(self, p, px, top)
        if players == 2:
            with self.scope("two-player-note"):
                self._two_player_note(px, MARGIN + 2 * (PB_H + gap))
        with self.scope("choice"):
            self._choice_panel(MARGIN + 300, MARGIN + 150)
        if self.shown["scoring"] is not None:
            with self.scope("scoring"):
                # over the main board and part of the player boards, big enough to read
                draw_scoring(self, MARGIN + 20, MARGIN + 150, bw - 80, scale=SCORING_SCALE)
        self._highlights()
        height = max(bh, 4 * (PB_H + gap))
        rect = QRectF(0, 0, px + PB_W + MARGIN, height + 2 * MARGIN)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def legality(self, part: str) -> tuple[bool, ...]:
        """Which of the targets the board part drew last time are legal now."""
        legal = self.targets()
        return tuple(bool(legal.get(t)) for t in self.memo_tags(part))

    def tag(self, item: Sketch, target: str) -> Sketch:
        """Make ``item`` clickable as ``target``, looking the same whether it is legal or
        not (``GameScene.tag`` would give a legal one a highlight pen): the highlight is a
        layer of its own (``_highlights``)."""
        props = getattr(item, "props", {})
        had, pen = "pen" in props, props.get("pen")
        super().tag(item, target)
        if had:
            props["pen"] = pen
        else:
            props.pop("pen", None)
        return item

    def hot(self, item: Sketch, target: str) -> Sketch:
        """Tag ``item`` as ``target`` and remember its outline: whenever the target is legal,
        ``_highlights`` draws a bold highlight along it."""
        self.tag(item, target)
        if isinstance(item, OUTLINED):
            outline = outline_path(item)
            top = item
            while top.parentItem() is not None:
                top = top.parentItem()
            self._outlines[target] = (item.sceneTransform().map(outline),
                                      max(top.zValue(), 1.0))
        return item

    def _highlights(self) -> None:
        """The bold outline over every legal target drawn on the board (a layer apart).

        Every target drawn has its ring on the board, transparent while the target is not
        legal (``ui/looks.py``): a target becoming legal again shows the ring it had."""
        legal = self.targets()
        rings = self._rings
        # in drawing order (mostly the order of the legal actions, as before, where two
        # rings' antialiased edges overlap)
        for target in dict.fromkeys(self._tags):
            found = self._outlines.get(target)
            if found is None:
                continue
            pair = rings.get(target)
            if pair is not None and pair[0] is not found:
                pair = None
            made, ring = toggled(pair[1] if pair else None,
                                 lambda found=found: _ring(*found), bool(legal.get(target)))
            rings[target] = (found, made)
            self.put(ring, key=f"highlight:{target}")

    def mark_claiming(self, item: Sketch, label: str = "▼ claiming") -> None:
        """Outline the Party whose claim is being resolved."""
        br = item.boundingRect()
        ring = rounded(item, br.x() - 3, br.y() - 3, br.width() + 6, br.height() + 6, None,
                       CLAIM_COLOUR, 5, radius=9)
        no_click(ring)
        if not label:
            return
        # a short tab just above the item: the card rows above end clear of it
        pill = as_piece(rounded(item, 0, 0, 10, 18, CLAIM_COLOUR, CLAIM_COLOUR.darker(140), 1,
                                radius=9))
        words = text(pill, label, br.x() + br.width() / 2, br.y() - 19, 12,
                     QColor(255, 255, 255), bold=True, align="centre")
        wr = words.boundingRect()
        pill.setPath(rounded_path(words.pos().x() - 7, br.y() - 19, wr.width() + 14, 18, 9))

    def _choice_panel(self, x: float, y: float) -> None:
        """Legal targets not on the board (e.g. the two Heroes the Bard drew) as a panel."""
        drawn = self.tagged_targets()
        missing = [t for t in self.targets() if t not in drawn]
        if not missing:
            return
        title = self.shown["prompt_text"] or "Choose"
        w = max(420, 40 + len(missing) * (CARD_W + 14))
        panel = rounded(None, x, y, w, CARD_H + 80, QColor(250, 240, 210), CLAIM_COLOUR, 4,
                        radius=12)
        panel.setZValue(40)
        panel.setToolTip(f"{title}: the choices that have no place on the board.")
        self.put(panel)
        label = text(panel, title, x + 16, y + 12, 18, QColor(30, 28, 24), bold=True)
        if label.boundingRect().width() > w - 32:
            panel.setPath(rounded_path(x, y, label.boundingRect().width() + 40,
                                       CARD_H + 80, 12))
        for i, target in enumerate(missing):
            cx = x + 20 + i * (CARD_W + 14)
            kind, _, rest = target.partition(":")
            if kind in ("card", "raid") and rest in self.shown["cards"]:
                item = draw_card(panel, self.card_info(rest), cx, y + 50)
            else:
                item = rounded(panel, cx, y + 50, CARD_W, 60, QColor(255, 255, 255),
                               QColor(90, 80, 60), 1.5)
                item.setToolTip(self.targets()[target][0].text)
                wrapped(item, self.targets()[target][0].text, cx + 6, y + 56, CARD_W - 12,
                        12, QColor(30, 28, 24))
            self.hot(item, target)

    def _two_player_note(self, x: float, y: float) -> None:
        note = rounded(None, x, y, PB_W, 110, QColor(225, 225, 225), QColor(90, 90, 90), 1.5)
        note.setToolTip("Two-player mode: non-player Crests block some spaces each round.")
        self.put(note)
        text(note, "Two-player mode", x + 14, y + 10, 18, QColor(30, 28, 24), bold=True)
        shown = self.table["twoplayer_card"]
        card = f" (card {shown})" if shown else ""
        wrapped(note, "Grey Crests marked X block their spaces this round" + card + ". When "
                "their turn comes in the Reward phase they discard the leftmost card (the "
                "lowest Glory at the Garrison).", x + 14, y + 40, PB_W - 28, 14,
                QColor(30, 28, 24))

    # ----------------------------------------------------------------- the view
    @property
    def table(self) -> dict:
        """The plain table of the seat's view (``seat_view.py``)."""
        return self.seen["table"]

    @property
    def shown(self) -> dict:
        """What the view works out for the board (``seat_view.board``)."""
        return self.seen["board"]

    def card_info(self, card_id: str) -> dict:
        """The face of a card in sight (``seat_view.faces``)."""
        return self.shown["cards"][card_id]

    def name(self, p: int) -> str:
        """The seat as typed, with its colour ("Ada (Red)"; untyped: "Red")."""
        return self.seat_name(p)

    def names(self) -> list[str]:
        """Every seat as typed, with its colour (worked out once per drawing)."""
        names = self._names
        if names is None:
            names = self._names = [self.seat_name(p) for p in range(self.seen["players"])]
        return list(names)

    def colour_name(self, p: int) -> str:
        """The seat's colour ("Red"): its first letter marks the seat's pieces."""
        return self.shown["colours"][p]

    def acting(self) -> list[int]:
        return self.seen["active"]

    def party_order(self) -> dict[tuple[int, str, int], int]:
        """When each Party on the board was placed this round (its key: party_keys.py)."""
        return {(seat, loc, n): number
                for seat, loc, n, number in self.shown["party_order"]}

    def status_line(self) -> str:
        shown = self.shown
        line = shown["stage_text"]  # the full decision (phase) is in the app's side panel
        if shown["stage"] == "over":
            return line + " — see the scoring table"
        if shown["prompt_text"] is not None:
            return f"{line} — {shown['prompt_text']}"
        if shown["stage"] == "action":
            return f"{line} — {self.name(self.table['turn'])} to play"
        return line

    def resolving_loc(self) -> str | None:
        return self.shown["resolving"]

    def mountain_level(self) -> str | None:
        return self.shown["mountain_level"]

    def claiming_space(self) -> tuple[str, int] | None:
        space = self.shown["claiming_space"]
        return (space[0], space[1]) if space is not None else None

    def claiming_warden(self) -> int | None:
        return self.shown["claiming_warden"]

    # ----------------------------------------------------------------- clicks and hover
    def describe_target(self, target: str) -> str | None:
        parts = target.split(":")
        if self.state is None or parts[0] != "space" or len(parts) != 3:
            return None
        return f"{loc_name(parts[1])} space {parts[2]}"

    def refusal_reason(self, target: str) -> Reason:
        """Why nothing can be done at ``target``: the model's answer (``refusals.py``), from
        the same rules that list the legal moves."""
        if self.state is None:
            return Reason("No game is on the board.")
        return refusal(self.state, target, self.viewer)

    def hover_summary(self, target: str) -> str:
        acts = self.targets().get(target, [])
        if not acts:
            return ""
        if len(acts) == 1:
            return acts[0].text
        return f"{len(acts)} choices here, e.g. {acts[0].text}"

    def hover_card(self, target: str | None) -> str | None:
        """The card id shown by the board place ``target`` (None if it is no card)."""
        if not target or self.state is None:
            return None
        kind, _, rest = target.partition(":")
        if kind in ("card", "raid") and is_card(rest):
            return rest
        return None

    def show_card_zoom(self, target: str | None, scene_pos: QPointF) -> None:
        """Enlarge the card under the pointer (or hide the enlarged card)."""
        card = self.hover_card(target)
        if card is None:
            self.zoom.hide()
            return
        info = self.shown["cards"].get(card)
        if info is None:  # (a card no view shows cannot be on the board)
            self.zoom.hide()
            return
        self.zoom.show(card, info, card_notes(self.seen, card, self.names()), scene_pos)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        target = self.target_at(event.scenePos()) if self.state is not None else None
        if target != self._hover_target:
            self._hover_target = target
            self.hover_text.emit(self.hover_summary(target) if target else "")
            self.show_card_zoom(target, event.scenePos())
        super().mouseMoveEvent(event)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802
        """No tooltip over the card the enlarged copy already shows (same words, twice)."""
        if self.zoom.card is not None and \
                self.hover_card(self.target_at(event.scenePos())) == self.zoom.card:
            event.accept()
            return
        super().helpEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:  # the pointer left the board
            self._hover_target = None
            self.zoom.hide()
        return super().event(event)

    def clear(self) -> None:
        super().clear()
        self.zoom.forget()


def _ring(outline: QPainterPath, z: float) -> Sketch:
    """The highlight along a legal target's outline (scene coordinates)."""
    ring = PathSketch(outline)
    ring.setPen(QPen(HIGHLIGHT.darker(115), 5))
    ring.setZValue(z)
    return no_click(ring)


def outline_path(item: Sketch) -> QPainterPath:
    """The outline of a path, rectangle or polygon sketch, in its own coordinates."""
    if isinstance(item, PathSketch):
        return item.path()
    path = QPainterPath()
    if isinstance(item, RectSketch):
        path.addRect(item.rect())
    elif isinstance(item, PolygonSketch):
        path.addPolygon(item.polygon())
        path.closeSubpath()
    return path


def create_scene(parent=None) -> GameScene:
    return EmberheartScene(parent)
