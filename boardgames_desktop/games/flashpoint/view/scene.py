"""Flash Point's board scene: the house, the information column, the last Advance Fire
step by step, the legend, highlights of every legal target and the walk preview on hover.

The scene draws from the seat's view alone (``self.table``: ``seen.py`` over
``seat_view.py``); its questions to the rules go through ``asks.py`` (why a click is refused,
what a walk costs).  Clicks become the model's own actions (``GameScene``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from boardgames_desktop.rules import Action
from boardgames_desktop.rules.reason import Reason
from boardgames_desktop.ui.game_scene import TARGET_ROLE, GameScene
from boardgames_desktop.ui.memo import snapshot
from boardgames_desktop.ui.paint import HIGHLIGHT
from boardgames_desktop.ui.panel_cache import PanelCache
from boardgames_desktop.ui.sketch import EllipseSketch, RectSketch, Sketch

from ..state import FlashPointState
from . import pieces as P
from .asks import refusal
from .board import code_rect, draw_board
from .fire_view import UI_ROLE, draw_overlay, draw_panel, title, visible_steps
from .geometry import BELOW_Y, PANEL_W, PANEL_X, X0, Y0, S, cell_at
from .labels import badge
from .legend import draw_legend, draw_legend_button
from .panels import (
    draw_decks,
    draw_dice,
    draw_roster_row,
    draw_specialist_choices,
    draw_status,
    draw_tracks,
    heading,
)
from .preview import Preview
from .seen import Seen
from .tips import tip

Z_HIGHLIGHT = 20
Z_BUTTON = 35  #: above the Advance Fire arrows
#: Actions at a distance (specialists, vehicles): a lighter, dashed highlight, so the spaces
#: next to the firefighter stand out.
REMOTE = ("drive", "desmoke", "escape", "imaging")
YELLOW = QColor(255, 210, 40)
#: Targets tagged without GameScene's highlight pen (``tag_plain``), with the z of the
#: outline drawn for them instead: over the spaces, under their fire and pieces; on an edge's
#: hit band.
PLAIN_TAGGED = {"cell": 0.5, "wall": 11, "door": 11}


class FlashPointScene(PanelCache, GameScene):
    """Draws a :class:`FlashPointState`; see the module docstring."""

    state: FlashPointState | None

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.fire_focus: int | None = None  #: the one Advance Fire step shown alone
        self.fire_overlay = True  #: whether the steps are drawn on the board
        self.legend_shown = False  #: the legend card over the board (a button toggles it)
        self.fire_page = 0  #: the page of a long Advance Fire list shown (no step chosen)
        self._steps_key: Any = None
        self.shapes: dict[str, QRectF] = {}
        #: firefighter -> where its figure was last drawn (its pieces are reused: board.py)
        self.figure_rects: dict[int, QRectF] = {}
        #: the bottom of the Advance Fire panel and of a part drawn where it stands
        self._bottoms: dict[str, float] = {}
        self.preview = Preview(self)
        self._table: Seen | None = None

    @property
    def table(self) -> Seen:
        """The seat's view, read by attribute (``seen.py``): what every drawing reads."""
        seen = self.seen
        table = self._table
        if table is None or table.view is not seen:
            table = self._table = Seen(seen)
        return table

    def ask(self, question: Callable[..., Any], *args: Any) -> Any:
        """Put one of ``asks.py``'s questions to the rules about the position shown."""
        assert self.state is not None
        return question(self.state, *args)

    # ----- drawing ------------------------------------------------------------------------
    def add(self, item: Sketch, z: float, key: str | None = None) -> Sketch:
        item.setZValue(z)
        return self.put(item, key)

    def draw(self) -> None:
        if self.state is None:
            return
        seen = self.table
        key = (seen.turn_number, seen.stage, len(seen.fire_steps))
        if key != self._steps_key:
            self._steps_key = key
            self.fire_focus = None
            self.fire_page = 0
        self.preview.clear()
        self.preview.key = None
        self.shapes = draw_board(self)
        self._highlights()
        x, w = PANEL_X, PANEL_W
        with self.scope("status"):
            y = draw_status(self, x, 0, w)
        legal = self.targets()
        y = self.column_part("roster", (), lambda sc, x, y, w: heading(sc, "Firefighters", x, y),
                             x, y + 4, w)
        acting = seen.stage == "actions" and not seen.is_over
        asked = bool(seen.pending_decisions())
        for i, ff in enumerate(seen.firefighters):  # one panel a row: a turn changes two
            now = acting and ff.index == seen.current  # (its AP words, and lit up unless asked)
            row = (vars(ff), self.person_name(ff.seat), bool(legal.get(f"firefighter:{i}")),
                   seen.poi(ff.victim) if ff.victim is not None else None, now, now and asked,
                   seen.experienced)
            y = self.column_part(f"roster:{i}", row,
                                 lambda sc, x, y, w, ff=ff: draw_roster_row(sc, ff, x, y, w),
                                 x, y, w)
        y += 4
        y = self.column_part("tracks", (seen.rescued, seen.lost, seen.damage,
                                        seen.piles["poi_pool"], seen.hot_spot_reserve),
                             draw_tracks, x, y + 4, w)
        y = self.column_part("dice", (seen.dice, seen.deck_gun_shot), draw_dice, x, y + 2, w)
        asked = seen.pending_decisions()
        peek = seen.peeked_event if asked and asked[0].kind == "peek" else None
        y = self.column_part("decks", (seen.fire_discard, seen.piles, seen.flare_supply,
                                       seen.flare_removed, seen.event_discard,
                                       seen.last_event, peek), draw_decks, x, y + 2, w)
        with self.scope("specialists"):
            y = draw_specialist_choices(self, x, y, w)
        with self.scope("legend-button"):
            column_bottom = draw_legend_button(self, x, y + 6, w)
        self.memo("advance-fire", self._fire_signature(), self._fire_panel)
        panel_bottom = self._bottoms["advance-fire"]
        self.memo("overlay", (snapshot(seen.deck_gun_shot), snapshot(seen.deck_gun_splash),
                              snapshot(visible_steps(self))), lambda: draw_overlay(self))
        if self.legend_shown:
            with self.scope("legend"):
                draw_legend(self, X0 + 6, Y0 + 6, 10 * S - 12)
        # a fixed width: a long text never shrinks the whole board
        bottom = max(column_bottom, panel_bottom) + 12
        rect = QRectF(X0 - 42, -12, PANEL_X + PANEL_W + 12 - (X0 - 42), bottom + 12)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    def tag_plain(self, item: Sketch, target: str) -> Sketch:
        """Make ``item`` clickable as ``target``, looking the same whether it is legal or not
        (``GameScene.tag`` would give a legal one a highlight pen): for the spaces, walls and
        doors drawn once and reused, the highlight is a layer apart (``_highlights``)."""
        props = item.props
        had, pen = "pen" in props, props.get("pen")
        self.tag(item, target)
        if had:
            props["pen"] = pen
        else:
            props.pop("pen", None)
        return item

    def column_part(self, name: str, signature: object,
                    draw: Callable[[FlashPointScene, float, float, float], float],
                    x: float, y: float, w: float) -> float:
        """A part of the information column, drawn once and reused while ``signature`` (all
        it shows) stays the same, and moved as a whole when the parts above it grow or
        shrink (``ui/panel_cache.py``); returns its bottom, as ``draw`` does."""
        if name == "decks":  # (its top cards are pieces that stack between its own items)
            return self._placed_part(name, signature, draw, x, y, w)
        return y + self.panel(name, (signature, x, w), lambda: draw(self, x, 0.0, w), 0.0, y)

    def _placed_part(self, name: str, signature: object,
                     draw: Callable[[FlashPointScene, float, float, float], float],
                     x: float, y: float, w: float) -> float:
        """A column part drawn in scene coordinates: drawn again when it moves too."""
        bottoms = self._bottoms

        def build() -> None:
            bottoms[name] = draw(self, x, y, w)

        self.memo(name, (signature, x, y, w), build)
        return bottoms[name]

    def _fire_signature(self) -> object:
        """Everything the Advance Fire panel shows (``fire_view.draw_panel``)."""
        seen = self.table
        outcome = seen.outcome
        ending = (outcome.winners, outcome.reason) if outcome is not None else None
        return (title(self), snapshot(seen.fire_steps), self.fire_overlay, self.fire_focus,
                self.fire_page, [ff.colour for ff in seen.firefighters], seen.stage, ending)

    def _fire_panel(self) -> None:
        self._bottoms["advance-fire"] = draw_panel(self, 0, BELOW_Y - 8, X0 + 10 * S)

    def _highlights(self) -> None:
        """A thick yellow frame (on a dark edge, readable on fire too) around every legal
        target, with a badge naming the action and its AP on spaces and spots.  On a space,
        wall or door (drawn once and reused: ``tag_plain``) the highlight's outline too."""
        for target, actions in self.targets().items():
            kind = target.split(":", 1)[0]
            rect = self.shapes.get(target)
            if rect is None:
                continue
            # reused while the target keeps its place and its words (``_highlight`` reads
            # the actions for their badge, whether all act at a distance, the deck gun's)
            remote = all(a.kind in REMOTE for a in actions)
            words = badge(actions) if kind in ("cell", "parking") else ""
            gun = (actions[0].cost, actions[0].describe()) if kind == "quadrant" else None
            self.memo(f"highlight:{target}", (kind, rect.getRect(), remote, words, gun),
                      lambda t=target, k=kind, r=rect, a=actions: self._highlight(t, k, r, a))

    def _highlight(self, target: str, kind: str, rect: QRectF, actions: list[Action]) -> None:
        if kind in PLAIN_TAGGED:  # the outline GameScene.tag gives a legal item
            outline = RectSketch(rect)
            outline.setPen(QPen(HIGHLIGHT, 3))
            self.add(P.no_click(outline), PLAIN_TAGGED[kind])
        if kind in ("door", "wall"):
            band = RectSketch(rect)
            band.setBrush(QBrush(QColor(255, 210, 40, 150)))
            band.setPen(QPen(P.INK, 1.5))
            self.add(P.no_click(band), Z_HIGHLIGHT)
            return
        if kind == "quadrant":
            self._deck_gun_button(target, rect, actions)
        if kind == "firefighter":  # a ring round the figure on the board
            ring = EllipseSketch(rect.adjusted(-5, -5, 5, 5))
            ring.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            ring.setPen(QPen(YELLOW, 4))
            self.add(P.no_click(ring), Z_HIGHLIGHT + 3)
            return
        inner = rect.adjusted(3, 3, -3, -3)
        remote = all(a.kind in REMOTE for a in actions)
        pens = ((5.0, QColor(20, 20, 20, 160)), (2.5, YELLOW)) if remote else \
            ((7.0, QColor(20, 20, 20, 200)), (3.5, YELLOW))
        for width, colour in pens:
            frame = RectSketch(inner)
            frame.setBrush(QBrush(Qt.BrushStyle.NoBrush))
            pen = QPen(colour, width)
            if remote:
                pen.setStyle(Qt.PenStyle.DashLine)
            frame.setPen(pen)
            self.add(P.no_click(frame), Z_HIGHLIGHT)
        if kind in ("cell", "parking"):
            avoid = None
            if kind == "cell":
                r, c = (int(v) for v in target.split(":")[1].split(","))
                if Seen.house.inside[Seen.house.idx(r, c)]:
                    avoid = code_rect(r, c)
            self._badge(rect, badge(actions), kind == "parking", avoid)

    def _badge(self, rect: QRectF, words: str, middle: bool = False,
               avoid: QRectF | None = None) -> None:
        """A yellow chip naming the action; beside (or below) ``avoid``, the space number."""
        pill = RectSketch()
        label = P.text(words, 8, P.INK, True, pill)  # (built with its parent: see pieces.text)
        own = label.boundingRect()
        width = min(own.width() + 8, rect.width() - 4)
        top = rect.center().y() - own.height() / 2 if middle else rect.top() + 2
        left = rect.center().x() - width / 2
        if avoid is not None and QRectF(left, top, width, own.height() + 2).intersects(avoid):
            left = avoid.right() + 2
            if left + width > rect.right() - 2:  # no room beside the number: below it
                left = rect.center().x() - width / 2
                top = avoid.bottom() + 1
        pill.setRect(left, top, width, own.height() + 2)
        pill.setBrush(QBrush(YELLOW))
        pill.setPen(QPen(P.INK, 1.2))
        label.setPos(pill.rect().x() + (width - own.width()) / 2, pill.rect().y() + 1)
        self.add(P.no_click(pill), Z_HIGHLIGHT + 1)

    def _deck_gun_button(self, target: str, rect: QRectF, actions: list[Action]) -> None:
        words = f"Deck gun here ({actions[0].cost})" if actions[0].cost else "Deck gun here"
        button = RectSketch()
        label = P.text(words, 9.5, P.INK, True, button)
        own = label.boundingRect()
        # on the quadrant's inner edge (towards the middle of the house), centred
        north = target.split(":")[1].startswith("N")
        edge_y = rect.bottom() if north else rect.top()
        button.setRect(rect.center().x() - own.width() / 2 - 8,
                       edge_y - own.height() / 2 - 4, own.width() + 16, own.height() + 8)
        button.setBrush(QBrush(YELLOW))
        button.setPen(QPen(P.INK, 2))
        button.setToolTip(tip(actions[0].describe(), "The dice pick the space in this quarter; "
                              "it and its open neighbours lose all fire and smoke."))
        label.setPos(button.rect().x() + 8, button.rect().y() + 4)
        self.add(button, Z_BUTTON)
        self.tag(button, target)

    # ----- clicks and hover ---------------------------------------------------------------
    def targets_at(self, pos: QPointF) -> list[str]:
        """Every target under ``pos``, topmost first."""
        out: list[str] = []
        for item in self.items(pos):
            target = item.data(TARGET_ROLE)
            while target is None and item.parentItem() is not None:
                item = item.parentItem()
                target = item.data(TARGET_ROLE)
            if target is not None and str(target) not in out:
                out.append(str(target))
        return out

    def target_at(self, pos: QPointF) -> str | None:
        """The topmost target under ``pos`` that has legal actions (a figure standing on a
        highlighted space does not hide the space), else the topmost target."""
        if self.read_only:
            return None  # a replay (GameScene.read_only)
        found = self.targets_at(pos)
        legal = self.targets()
        for target in found:
            if legal.get(target):
                return target
        # nothing legal here: the space (not a figure on it) explains the refusal best
        plain = [t for t in found if not t.startswith("firefighter:")]
        return (plain or found or [None])[0]

    def refusal_reason(self, target: str) -> Reason | str:
        if self.state is None:
            return super().refusal_reason(target)
        return self.ask(refusal, target, self.viewer)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.ui_click(event.scenePos()):
            event.accept()
            return
        super().mousePressEvent(event)

    def ui_click(self, pos: QPointF) -> bool:
        """The Advance Fire panel's own buttons; True when one was clicked."""
        for item in self.items(pos):
            command = item.data(UI_ROLE)
            if command is None:
                continue
            self.fire_command(str(command).split(":", 1)[1])
            return True
        return False

    def fire_command(self, command: str) -> None:
        count = len(self.table.fire_steps) if self.state else 0
        if command.startswith("page:"):
            self.fire_page = int(command.split(":")[1])
            self.fire_focus = None
        elif command == "legend":
            self.legend_shown = not self.legend_shown
        elif command == "toggle":
            self.fire_overlay = not self.fire_overlay
            self.fire_focus = None
        elif command == "all":
            self.fire_focus = None
            self.fire_overlay = True
        elif command in ("next", "prev") and count:
            step = 1 if command == "next" else -1
            now = self.fire_focus or (0 if step > 0 else count + 1)
            self.fire_focus = min(count, max(1, now + step))
        elif command.startswith("step:"):
            n = int(command.split(":")[1])
            self.fire_focus = None if self.fire_focus == n else n
        self.redraw()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        super().mouseMoveEvent(event)
        self.hover_at(event.scenePos())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:  # the mouse left the board view
            self.preview.clear()
            self.preview.key = None
        return super().event(event)

    def hover_at(self, pos: QPointF) -> str:
        """Update the walk preview for the space under ``pos``; returns (and emits) the text
        for the status bar."""
        if self.state is None:
            return ""
        text = self.preview.update(pos, cell_at(pos), self.target_at(pos))
        return text


def create_scene(parent=None) -> FlashPointScene:
    return FlashPointScene(parent)


__all__ = ["FlashPointScene", "create_scene"]
