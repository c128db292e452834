"""packaging/icons.py renders the app icon from the SVG into every size and container."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

from PySide6.QtGui import QImage, QImageReader

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("bgd_icons", ROOT / "packaging" / "icons.py")
icons = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(icons)


def test_every_freedesktop_size_is_a_square_png_with_transparent_corners(qapp, tmp_path):
    icons.write_icons(tmp_path)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        path = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{icons.APP_ID}.png"
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size), path
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corner: see-through
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    svg = tmp_path / "hicolor" / "scalable" / "apps" / f"{icons.APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "packaging" / "boardgames-desktop.svg").read_bytes()


def test_ico_directory_lists_png_images_of_the_stated_sizes(qapp, tmp_path):
    icons.write_icons(tmp_path)
    data = (tmp_path / "boardgames-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = []
    for i in range(count):
        side, _, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        image = QImage.fromData(data[offset:offset + length], "PNG")
        assert image.width() == (side or 256) and bits == 32
        sizes.append(image.width())
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    assert QImageReader(str(tmp_path / "boardgames-desktop.ico")).imageCount() == 7


def test_icns_chunks_add_up_and_hold_apples_sizes(qapp, tmp_path):
    icons.write_icons(tmp_path)
    data = (tmp_path / "boardgames-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode(), struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = QImage.fromData(data[at + 8:at + length], "PNG").width()
        at += length
    assert at == len(data)
    assert found == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256,
                     "ic09": 512, "ic10": 1024}
