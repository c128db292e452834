"""Render the app icon from packaging/boardgames-desktop.svg with Qt, in every form needed.

    python packaging/icons.py OUT_DIR

writes ``OUT_DIR/hicolor/<n>x<n>/apps/<APP_ID>.png`` for the freedesktop sizes 16-512, the SVG
as ``hicolor/scalable/apps/<APP_ID>.svg``, ``boardgames-desktop.ico`` (Windows; PNG entries,
16-256 px) and ``boardgames-desktop.icns`` (macOS; PNG entries, 16-1024 px).  Both container
formats are written here rather than through Qt's optional image plugins, which not every
PySide6 build carries for writing.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

APP_ID = "io.github.boardgames_desktop.BoardgamesDesktop"
SVG = Path(__file__).resolve().parent / "boardgames-desktop.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-capable icon types and the pixel size each holds.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024))


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` × ``size`` image, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon SVG does not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not encode a PNG")
    return bytes(buffer.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (a size byte of 0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: big-endian chunks of (type, length including the 8-byte chunk head)."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", len(pngs[size]) + 8) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icons(out: Path, svg_path: Path = SVG) -> list[Path]:
    """Write every icon file under ``out``; returns the paths written."""
    svg = svg_path.read_bytes()
    wanted = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in wanted}
    written = []
    for size in PNG_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        written.append(target)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg_path, scalable)
    ico = out / "boardgames-desktop.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out / "boardgames-desktop.icns"
    icns.write_bytes(icns_bytes(pngs))
    return [*written, scalable, ico, icns]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/icons.py OUT_DIR", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (Qt needs one)
    for path in write_icons(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
