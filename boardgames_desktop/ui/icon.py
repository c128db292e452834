"""The application icon, drawn from SVG text kept in the package (works from a wheel)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QIcon, QPixmap

# Same picture as packaging/boardgames-desktop.svg (tests/ui checks they match).
SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <title>Boardgames Desktop</title>
  <rect x="8" y="8" width="240" height="240" rx="40" fill="#243447"/>
  <g fill="#f3ead8" stroke="#243447" stroke-width="6">
    <rect x="40" y="120" width="58" height="58" rx="6"/>
    <rect x="99" y="120" width="58" height="58" rx="6" fill="#d9cfb8"/>
    <rect x="158" y="120" width="58" height="58" rx="6"/>
    <rect x="40" y="179" width="58" height="40" rx="6" fill="#d9cfb8"/>
    <rect x="99" y="179" width="58" height="40" rx="6"/>
    <rect x="158" y="179" width="58" height="40" rx="6" fill="#d9cfb8"/>
  </g>
  <path d="M128 30 C150 62 184 84 180 130 C177 166 152 186 128 186 C102 186 78 166 76 134
           C74 108 88 92 100 78 C102 96 110 106 120 110 C114 86 116 56 128 30 Z"
        fill="#e8501c"/>
  <path d="M128 94 C140 112 156 124 154 146 C152 166 140 176 128 176 C114 176 102 166 102 148
           C102 134 110 124 116 118 C118 128 122 134 128 136 C124 122 122 108 128 94 Z"
        fill="#ffc23a"/>
  <circle cx="190" cy="198" r="13" fill="#3d7fd6" stroke="#f3ead8" stroke-width="4"/>
  <circle cx="66" cy="198" r="13" fill="#2f9e55" stroke="#f3ead8" stroke-width="4"/>
</svg>
"""


def app_icon() -> QIcon | None:
    pixmap = QPixmap()
    if not pixmap.loadFromData(QByteArray(SVG.encode("utf-8")), "SVG"):
        return None
    return QIcon(pixmap)
