"""The zoomable, pannable view that shows a game's scene, with a keyboard focus ring."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from .focus_ring import ACT_KEYS, ARROWS, FocusRing

MIN_ZOOM, MAX_ZOOM = 0.1, 8.0
STEP = 1.2


class BoardView(QGraphicsView):
    """Wheel or Ctrl +/- zooms, dragging the background pans, ``fit`` shows the whole board.

    Until the user zooms, the board keeps fitting the window as it is resized.  From the
    keyboard, Tab and the arrows move a focus ring over the places that can be acted at and
    Enter acts there (``ui/focus_ring.py``).
    """

    #: the viewport has painted (the game page updates its side panel after that)
    painted = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # (no SmoothPixmapTransform: every item paints from a device-coordinate cache,
        # blitted 1:1 at whole pixels, so smoothing changes no pixel and costs ~40 % of a
        # full repaint)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.auto_fit = True
        self._fitted: tuple | None = None  #: (scene rect, viewport size) of the last fit
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Game board")
        self.ring = FocusRing(self)

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_board(self, scene: QGraphicsScene) -> None:
        self.setScene(scene)
        self.auto_fit = True
        self.fit()

    def zoom_by(self, factor: float) -> None:
        target = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        if self.zoom:
            factor = target / self.zoom
        self.scale(factor, factor)
        self.auto_fit = False

    def zoom_in(self) -> None:
        self.zoom_by(STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / STEP)

    def fit(self) -> None:
        """Show the whole board (and keep doing so on resize)."""
        self.auto_fit = True
        scene = self.scene()
        if scene is None:
            return
        rect = scene.itemsBoundingRect() if scene.sceneRect().isNull() else scene.sceneRect()
        if rect.isEmpty():
            return
        self._fitted = (QRectF(rect), self.viewport().size(), id(scene))
        self.fitInView(rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)

    def refit(self) -> None:
        """Call after the scene was redrawn: fits again unless the user has zoomed, or the
        board and the window kept their size (a new fit would repaint the whole board)."""
        if not self.auto_fit:
            return
        scene = self.scene()
        if scene is not None and self._fitted == (scene.sceneRect(), self.viewport().size(),
                                                  id(scene)):
            return
        self.fit()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        self.painted.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        delta = event.angleDelta().y()
        if delta == 0:
            return super().wheelEvent(event)
        self.zoom_by(STEP ** (delta / 120))
        event.accept()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    # ----- the keyboard focus ring ---------------------------------------------------------
    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802
        """Tab moves over the board's places first, then on to the next widget."""
        if self.hasFocus() and self.ring.step(forward):
            return True
        return super().focusNextPrevChild(forward)

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        if self.isVisible():
            self.ring.shown()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if self.isVisible():  # (not while the window is being taken down)
            self.ring.hidden()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and event.key() in ARROWS and self.ring.move(*ARROWS[event.key()]):
            return
        if plain and event.key() in ACT_KEYS and self.ring.act():
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.zoom_in()
                return
            if event.key() == Qt.Key.Key_Minus:
                self.zoom_out()
                return
            if event.key() == Qt.Key.Key_0:
                self.fit()
                return
        super().keyPressEvent(event)
