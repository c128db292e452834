"""List entries with a bold first line and a smaller, grey, word-wrapped detail below it.

The item's text (``DisplayRole``) is the first line, so ``item.text()`` stays short and
meaningful; the detail lives in :data:`DETAIL_ROLE`.  Used by the launcher's game, save and
campaign lists.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

DETAIL_ROLE = Qt.ItemDataRole.UserRole + 1
PAD_X, PAD_Y, GAP = 10, 7, 2


class TwoLineDelegate(QStyledItemDelegate):
    def __init__(self, parent=None, title_scale: float = 1.15) -> None:
        super().__init__(parent)
        self.title_scale = title_scale

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
        title_font, detail_font = self._fonts(option)
        width = self._width(option)
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        detail = str(index.data(DETAIL_ROLE) or "")
        height = self._height(title_font, width, title)
        if detail:
            height += GAP + self._height(detail_font, width, detail)
        return QSize(width + 2 * PAD_X, height + 2 * PAD_Y)

    def paint(self, painter, option: QStyleOptionViewItem, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text_colour = opt.palette.color(QPalette.ColorRole.Text)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        if brush is not None:
            text_colour = brush.color()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        opt.text = ""  # the style draws the background, selection and focus only
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        title_font, detail_font = self._fonts(option)
        rect = option.rect.adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y)
        rect.setWidth(min(rect.width(), self._width(option)))
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignTop)
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        detail = str(index.data(DETAIL_ROLE) or "")
        painter.save()
        ink = opt.palette.color(QPalette.ColorRole.HighlightedText) if selected else text_colour
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
