"""The base class of every game's board scene, and how a click becomes an action.

A scene is a function of (state, viewer, legal actions).  ``show_state`` asks the game's
``draw`` for a description of the board — sketches (``ui/sketch.py``) handed to :meth:`put`,
each with a stable key — and the :class:`~boardgames_desktop.ui.reconcile.Reconciler` brings
the real items in line: new keys are created, changed ones updated, vanished ones removed, the
rest left alone.  So a click repaints only what changed.

Every clickable board element carries a *target* string (``TARGET_ROLE`` data on its item)
that matches ``Action.target``; clicking it emits the legal actions at that target, and the
controller applies one (asking the player when several fit).  The scene never edits state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from boardgames_desktop.rules import Action, GameState
from boardgames_desktop.rules.reason import Reason, as_reason
from boardgames_desktop.rules.seat_names import SeatNames

from .animate import Changes, Motion
from .animate_marks import LastMoveMarks
from .animate_steps import StepCaption
from .by_hand import by_hand
from .glow import GlowCache, Glowing, instant, is_glow, with_glows
from .paint import HIGHLIGHT
from .pixmap_budget import make_room
from .reconcile import Block, Placed, Reconciler, Top
from .sketch import Sketch

TARGET_ROLE = 0  # QGraphicsItem.data key holding the item's target string
#: what a board's legend says instead of its "Click ..." instruction while read-only
READ_ONLY_NOTE = "Replay: the board is read-only. Move with the slider, ← → or the game log."


class GameScene(QGraphicsScene):
    """Subclass per game: implement ``draw`` (sketches handed to ``put``); use ``tag`` on
    clickable items."""

    #: The legal actions at a clicked target (never empty).
    actions_chosen = Signal(list)
    #: A clicked target where nothing is legal: a :class:`Reason` (its text says why, its
    #: rule names the reference section), for the status bar.
    refusal = Signal(object)
    #: Hover text for the status bar (e.g. a move preview).
    hover_text = Signal(str)
    #: The board was drawn again (every item at its final place; the keyboard focus ring
    #: measures the places again).
    redrawn = Signal()

    #: The pieces that travel across the board, as key prefixes ("warden:", "wagon:"): when
    #: a redraw changes their position they glide there (``ui/animate.py``) and the last-move
    #: marks ring them.  ``None``, the default: every sketch put with its own ``key``.  A
    #: game whose explicitly keyed items are not all pieces names its pieces here.
    MOVING_PIECES: tuple[str, ...] | None = None

    #: Legal targets glow through an overlay (``ui/glow.py``): a copy of the tagged item's
    #: outline in the highlight pen, put just above the board part holding it, instead of a
    #: change to the item's own pen.  A board part's drawing then does not depend on what
    #: is legal, so its ``memo`` survives a move that changes only the targets (and its
    #: items are neither updated nor repainted).  A game turns it on once its memo
    #: signatures leave legality out; off, the tagged item's own pen changes.
    GLOW_OVERLAY = False

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.state: GameState | None = None
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self._seen: dict | None = None
        #: a replay: nothing to click or hover, no highlights; legends say so (read_only_note)
        self.read_only = False
        self.setBackgroundBrush(QBrush(QColor(38, 42, 48)))
        # Items change on every action: a BSP index would be rebuilt each time, and a linear
        # search over a thousand items is quicker than that.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        make_room()  # every item's cached pixmap fits (ui/pixmap_budget.py)
        self.reconciler = Reconciler(self)
        # highlights that go are kept transparent, to come back without a new render
        self.reconciler.retire = self.appears_at_once
        self._drawn: list[Top] = []
        self._scope = ""
        self._counts: dict[tuple[str, str], int] = {}
        self._memo: dict[str, tuple[object, Block, list[str], list[Glowing]]] = {}
        self._tags: list[str] = []
        self._glowing: list[Glowing] = []  #: (target, tagged sketch) that may glow
        #: the glows of the last drawing, reused for the same tagged sketch (``ui/glow.py``)
        self._glows = GlowCache()
        self._memo_used: set[str] = set()
        self.motion = Motion(self)  #: off until the game page sets the speed preference
        self.marks = LastMoveMarks(self)  #: off until the game page turns them on
        #: the names typed for the seats (the game page sets them; none: the model's names)
        self.seat_names = SeatNames()
        self.caption = StepCaption(self)  #: what the step of a sequence on show did

    # ----- seat names -----------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat as panels name it: the typed name with the game's ("Ada (Red)")."""
        assert self.state is not None
        return self.seat_names.name(self.state, seat)

    def person_name(self, seat: int) -> str:
        """Just the person at a seat ("Ada"; untyped: the game's name without brackets)."""
        assert self.state is not None
        return self.seat_names.short(self.state, seat)

    def humanize(self, text: str) -> str:
        """A sentence of the model with the typed seat names in it."""
        return text if self.state is None else self.seat_names.text(self.state, text)

    # ----- for subclasses -----------------------------------------------------------------
    def draw(self) -> None:
        """Describe the whole board for ``self.state`` as seen by ``self.viewer``: hand every
        top-level sketch to :meth:`put` (their children come along)."""
        raise NotImplementedError

    def put(self, sketch: Sketch, key: str | None = None, name: str | None = None) -> Sketch:
        """Put ``sketch`` on the board.  ``key`` names the component it shows ("warden:2");
        ``name`` names it within the current :meth:`scope` (an item drawn only sometimes, so
        it does not shift its neighbours' keys); without either it is keyed by the scope and
        its place there."""
        if name is not None:
            key = f"{self._scope}|{name}"
        if key is None:
            counter = (self._scope, sketch.kind)
            n = self._counts.get(counter, 0)
            self._counts[counter] = n + 1
            key = f"{self._scope}|{sketch.kind}{n}"
        sketch.key = key
        self._drawn.append(sketch)
        return sketch

    @contextmanager
    def scope(self, name: str, at: float | None = None) -> Iterator[None]:
        """Key the sketches put inside by ``name`` and their order there, so a change in one
        part of the board (a card more in one row) does not shift the keys of another.

        ``at``: the part is drawn from y = 0 and its top-level sketches are moved down by
        ``at`` as a whole, so a panel pushed down by the one above it changes one position,
        not every item inside (no ``memo`` inside such a part)."""
        outer = self._scope
        self._scope = name
        start = len(self._drawn)
        try:
            yield
        finally:
            self._scope = outer
        if at:
            for top in self._drawn[start:]:
                assert isinstance(top, Sketch), "a part drawn with `at` holds no memo"
                x, y = top.props.get("pos", (0.0, 0.0))
                top.props["pos"] = (x, y + at)

    def memo(self, name: str, signature: object, build: Callable[[], None],
             at: float | None = None, scope: str | None = None) -> None:
        """Put what ``build`` draws for the board part ``name`` (in the scope ``name``), or,
        when ``signature`` — everything that drawing depends on — is the same as last time,
        the very sketches it drew then: the reconciler skips those without comparing them.

        ``at``: the part is drawn from y = 0 and put ``at`` lower (a panel of a column,
        pushed down by the panels above it): when only ``at`` changed, the part is reused
        and its top items move; ``at`` must not be in the signature.  ``scope``: key the
        sketches by this scope instead of ``name`` (a second part of one board place)."""
        self._memo_used.add(name)
        cached = self._memo.get(name)
        if cached is not None and cached[0] == signature:
            block = cached[1]
            self._tags.extend(cached[2])
            self._glowing.extend(cached[3])
        else:
            start, tags, glowing = len(self._drawn), len(self._tags), len(self._glowing)
            with self.scope(scope or name):
                build()
            assert all(isinstance(top, Sketch) for top in self._drawn[start:]), \
                "a memo holds no memo"
            block = Block(self._drawn[start:])  # type: ignore[arg-type]
            del self._drawn[start:]
            self._memo[name] = (signature, block, self._tags[tags:], self._glowing[glowing:])
        self._drawn.append(Placed(block, at) if at else block)

    def memo_tags(self, name: str) -> list[str]:
        """The targets the board part ``name`` tagged when it was last built (a memo
        signature may include whether they are legal now)."""
        cached = self._memo.get(name)
        return cached[2] if cached is not None else []

    def static(self, name: str, build: Callable[[], None]) -> None:
        """Board art that never changes during a game: built once.  (Like every item, it
        paints from a device-coordinate pixmap cache: see ``ui/reconcile.py``.)"""
        self.memo(name, None, build)

    def tagged_targets(self) -> set[str]:
        """The targets tagged so far in this drawing (to offer the others some other way)."""
        return set(self._tags)

    def refusal_reason(self, target: str) -> Reason | str:
        """Why nothing can be done at ``target``; games say more (a :class:`Reason`)."""
        return Reason("Nothing can be done there right now.")

    def describe_target(self, target: str) -> str | None:
        """A player's name for a board place ("Tavern space 3"), for the chooser's title."""
        return None

    def moves(self, key: str) -> bool:
        """Whether the item keyed ``key`` is a piece that travels (see ``MOVING_PIECES``)."""
        if "/" in key or "|" in key:
            return False
        pieces = self.MOVING_PIECES
        return pieces is None or key.startswith(pieces)

    def appears_at_once(self, key: str) -> bool:
        """Whether the item ``key`` appears and goes without growing in or fading out: the
        glows of legal targets (``ui/glow.py``); a game adds the rest of its highlights."""
        return is_glow(key)

    def hops(self, key: str, old: QPointF, new: QPointF) -> int:
        """How many track spaces the piece ``key`` passes going from ``old`` to ``new``: a
        track marker steps through them (``ui/animate.py``); 0, the default, glides."""
        return 0

    def origin(self, key: str) -> QPointF | None:
        """Where the new piece ``key`` comes from (a card from its deck: it slides in from
        there, ``ui/animate.py``); None, the default: it grows in where it lands."""
        return None

    def tag(self, item: Sketch, target: str) -> Sketch:
        """Make ``item`` clickable as ``target``; highlight it when an action targets it
        (with ``GLOW_OVERLAY``: an overlay added after the drawing, see ``ui/glow.py``)."""
        item.setData(TARGET_ROLE, target)
        self._tags.append(target)
        if not hasattr(item, "setPen"):
            return item
        if self.GLOW_OVERLAY:
            self._glowing.append((target, item))
        elif self.targets().get(target):
            item.setPen(QPen(HIGHLIGHT, 3))
        return item

    def targets(self) -> dict[str, list[Action]]:
        """Legal actions grouped by their target."""
        cached = getattr(self, "_targets_cache", None)
        if cached is None:
            cached = {}
            for action in self.legal:
                if action.target:
                    cached.setdefault(action.target, []).append(action)
            self._targets_cache = cached
        return cached

    # ----- used by the controller ---------------------------------------------------------
    def show_state(self, state: GameState, viewer: int | None, legal: list[Action]) -> None:
        self.state = state
        self.viewer = viewer
        self.legal = [] if self.read_only else legal
        self._targets_cache = None
        self._seen = None
        self.redraw()

    @property
    def seen(self) -> dict:
        """``state.view(viewer)``: what the seat at the screen may see, as plain data (read
        once per ``show_state``).  Hidden things a scene draws come from here."""
        seen = self._seen
        if seen is None:
            assert self.state is not None
            seen = self._seen = self.state.view(self.viewer)
        return seen

    def redraw(self) -> None:
        """Describe the board again and bring the items in line (only changes touch Qt)."""
        self.caption.hide()
        self._bring_in_line(self._describe())
        for name in [n for n in self._memo if n not in self._memo_used]:
            del self._memo[name]

    def _describe(self) -> list[Top]:
        """What ``draw`` puts on the board for the current state, viewer and legal actions."""
        self._drawn = []
        self._counts = {}
        self._scope = ""
        self._memo_used = set()
        self._tags = []
        self._glowing = []
        try:
            self.draw()
            if not self._glowing:
                return self._drawn
            return with_glows(self._drawn, self._glowing, self.targets(), self._glows)
        finally:
            self._drawn = []
            self._glowing = []

    def picture(self, state: GameState, viewer: int | None) -> list[Top]:
        """The board as ``draw`` describes ``state`` for ``viewer`` with nothing to click,
        without touching the items or anything the scene remembers (a step of a sequence,
        taken while the model works: ``ui/animate_steps.py``)."""
        remembered = dict(self.__dict__)
        try:
            self.state, self.viewer, self.legal = state, viewer, []
            self._targets_cache = None
            self._seen = None  # (the step's own view, not the live position's)
            return self._describe()
        finally:
            for name in [n for n in self.__dict__ if n not in remembered]:
                del self.__dict__[name]
            self.__dict__.update(remembered)

    def show_picture(self, tops: list[Top], caption: str = "") -> None:
        """Bring the items in line with a picture made by :meth:`picture` (a step of a
        sequence), ``caption`` saying what the step did."""
        self._bring_in_line(tops, hold=True)
        self.caption.show_text(caption)

    def _bring_in_line(self, tops: list[Top], hold: bool = False) -> None:
        motion, reconciler = self.motion, self.reconciler
        motion.finish()  # the next picture starts from the end of the last one
        recording = motion.on or self.marks.enabled
        first = not reconciler.entries  # the first picture appears at once
        reconciler.changes = Changes() if recording else None
        reconciler.keep_dying = motion.on
        reconciler.apply(tops)
        if recording:
            changes = reconciler.changes or Changes()
            reconciler.changes = None
            for item in instant(changes, self.appears_at_once):
                self.removeItem(item)
            self.marks.after_redraw()  # (the items stand at their final places here)
            self.redrawn.emit()
            motion.play(Changes() if first else changes, self.moves, hold, self.hops,
                        self.origin)
        else:
            self.redrawn.emit()

    def clear(self) -> None:
        """Remove every item (the next drawing creates them all again)."""
        self.motion.forget()
        self.marks.forget()
        self.caption.forget()
        super().clear()
        self.reconciler.clear()
        self._memo = {}

    def board_item(self, key: str):
        """The live item drawn for ``key`` (None if it is not on the board)."""
        return self.reconciler.item(key)

    def set_read_only(self, read_only: bool) -> None:
        """Show positions only (a replay) or play again; applies from the next drawing."""
        self.read_only = read_only
        self._targets_cache = None

    def instruction(self, live: str) -> str:
        """A legend's instruction: ``live`` while playing, the replay note when read-only."""
        return READ_ONLY_NOTE if self.read_only else live

    def target_at(self, pos: QPointF) -> str | None:
        if self.read_only:
            return None  # nothing on a replayed board is a target, for clicks or hover
        for item in self.items(pos):
            target = item.data(TARGET_ROLE)
            while target is None and item.parentItem() is not None:
                item = item.parentItem()
                target = item.data(TARGET_ROLE)
            if target is not None:
                return str(target)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        target = self.target_at(event.scenePos())
        if target is None:
            return super().mousePressEvent(event)
        with by_hand():
            self.activate(target)
        event.accept()

    def activate(self, target: str) -> None:
        """What a click on ``target`` does (also Enter on the keyboard focus ring): offer
        its legal actions, or say why there are none."""
        if self.read_only:
            return  # a replay: a click does nothing (and is not refused either)
        actions = self.targets().get(target, [])
        if actions:
            self.actions_chosen.emit(actions)
        else:
            self.refusal.emit(as_reason(self.refusal_reason(target)))
