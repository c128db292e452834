"""List entries with a bold first line and a smaller, grey, word-wrapped detail below it.

The item's text (``DisplayRole``) is the first line, so ``item.text()`` stays short and
meaningful; the detail lives in :data:`DETAIL_ROLE`.  Used by the launcher's game, save and
campaign lists.

These lists are on the launcher's first frame, so their Python code stays light: an entry's
size is measured once per text, width and font (a layout pass asks for every entry's size
several times), and painting leaves the background, selection and focus to the style
through ``QStyledItemDelegate.paint`` — touching ``QStyle`` from Python would make PySide6
build its twenty enums (600 members) before the first frame.  And the list's viewport is
made here: the first time Python receives a widget Qt made itself (``viewport()`` would be
the first), PySide6 works out its class by building every widget class of QtWidgets, with
their enums (forty-five), which the first frame can do without.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

DETAIL_ROLE = Qt.ItemDataRole.UserRole + 1
PAD_X, PAD_Y, GAP = 10, 7, 2
#: sizes kept per delegate before the memory starts again (a list rarely shows more)
MAX_SIZES = 512


class TwoLineDelegate(QStyledItemDelegate):
    def __init__(self, parent=None, title_scale: float = 1.15) -> None:
        super().__init__(parent)
        self.title_scale = title_scale
        self._sizes: dict[tuple[str, str, int, str], QSize] = {}

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        title = QFont(option.font)
        title.setBold(True)
        title.setPointSizeF(option.font.pointSizeF() * self.title_scale)
        detail = QFont(option.font)
        detail.setPointSizeF(option.font.pointSizeF() * 0.92)
        return title, detail

    @staticmethod
    def _width(option: QStyleOptionViewItem) -> int:
        """The text width; from the list's viewport so measuring and painting agree."""
        widget = option.widget
        width = widget.viewport().width() if widget is not None else option.rect.width()
        return max(80, width - 2 * PAD_X - 2)

    @staticmethod
    def _height(font: QFont, width: int, text: str) -> int:
        if not text:
            return 0
        flags = int(Qt.TextFlag.TextWordWrap)
        return QFontMetrics(font).boundingRect(QRect(0, 0, width, 10_000), flags, text).height()

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802
        width = self._width(option)
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        detail = str(index.data(DETAIL_ROLE) or "")
        key = (title, detail, width, option.font.key())
        size = self._sizes.get(key)
        if size is None:
            title_font, detail_font = self._fonts(option)
            height = self._height(title_font, width, title)
            if detail:
                height += GAP + self._height(detail_font, width, detail)
            size = QSize(width + 2 * PAD_X, height + 2 * PAD_Y)
            if len(self._sizes) >= MAX_SIZES:
                self._sizes.clear()
            self._sizes[key] = size
        return QSize(size)

    def initStyleOption(self, option: QStyleOptionViewItem, index) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        option.text = ""  # the style draws the background, selection and focus; paint() the text

    def paint(self, painter, option: QStyleOptionViewItem, index) -> None:
        super().paint(painter, option, index)  # (through initStyleOption: no text)
        text_colour = option.palette.color(QPalette.ColorRole.Text)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        if brush is not None:
            text_colour = brush.color()
        view = option.widget  # the list: it paints an entry as selected when its model says so
        selected = view is not None and view.selectionModel().isSelected(index)
        title_font, detail_font = self._fonts(option)
        rect = option.rect.adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y)
        rect.setWidth(min(rect.width(), self._width(option)))
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignTop)
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        detail = str(index.data(DETAIL_ROLE) or "")
        painter.save()
        ink = option.palette.color(QPalette.ColorRole.HighlightedText) if selected \
            else text_colour
        painter.setPen(ink)
        painter.setFont(title_font)
        used = painter.boundingRect(rect, flags, title)
        painter.drawText(rect, flags, title)
        if detail:
            grey = QColor(ink)
            if not selected:
                grey = QColor(90, 95, 102) if brush is None else QColor(text_colour)
            painter.setPen(grey)
            painter.setFont(detail_font)
            painter.drawText(rect.adjusted(0, used.height() + GAP, 0, 0), flags, detail)
        painter.restore()


class EntryList(QListWidget):
    """A list of two-line entries that says something useful when it is empty."""

    def __init__(self, placeholder: str = "", parent=None, title_scale: float = 1.15) -> None:
        super().__init__(parent)
        self.placeholder = placeholder
        self.setViewport(scroll_viewport())
        self.setItemDelegate(TwoLineDelegate(self, title_scale))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def set_placeholder(self, text: str) -> None:
        self.placeholder = text
        self.viewport().update()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.count() or not self.placeholder:
            return
        painter = QPainter(self.viewport())
        painter.setPen(QColor(120, 126, 134))
        rect = self.viewport().rect().adjusted(24, 24, -24, -24)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self.placeholder)
        painter.end()

    def content_height(self) -> int:
        """The height that shows every entry without scrolling."""
        rows = sum(self.sizeHintForRow(i) for i in range(self.count()))
        return rows + 2 * self.frameWidth() + 4


def scroll_viewport() -> QWidget:
    """A viewport for a scroll area, set up as the one Qt makes (name, Base background
    filled), but made from Python (see the module docstring)."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    return viewport
