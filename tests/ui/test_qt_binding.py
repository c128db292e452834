"""Guards against a Qt binding that corrupts Python's reference counts.

PySide6 6.12.0 on Python 3.11 dropped a reference to None on every Qt call returning nothing
and to True on every signal emission; after a few thousand board redraws the interpreter
aborted ("none_dealloc").  pyproject.toml pins PySide6 below 6.12; this test fails if a
binding with that defect is installed again.
"""

import sys

from PySide6.QtCore import QObject, QPointF, Signal


class _Emitter(QObject):
    said = Signal(str)


def test_qt_calls_keep_none_and_true_alive():
    emitter = _Emitter()
    received = []
    emitter.said.connect(received.append)
    point = QPointF()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        point.setX(1.0)
        emitter.said.emit("x")
    assert len(received) == 2000
    # a little slack for unrelated interpreter activity, far below the 2000 a leak loses
    assert sys.getrefcount(None) >= none_before - 50
    assert sys.getrefcount(True) >= true_before - 50
