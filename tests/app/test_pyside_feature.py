"""PySide6 no longer reads the sources of the app's modules and of the standard library's
when they are imported at start; other modules are still read (the scan is skipped only
where its answer is known)."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import inspect, sys
import PySide6.QtWidgets
from shibokensupport import feature
from boardgames_desktop.app.pyside_feature import skip_scan_of_app_modules

read = []
original = inspect.getsource
def getsource(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = getsource
if sys.argv[1] == "skip":
    assert skip_scan_of_app_modules() and skip_scan_of_app_modules()  # twice: wrapped once
from boardgames_desktop.ui.two_line import EntryList  # a Qt module of the app
from colorsys import rgb_to_hsv  # the standard library
from platformdirs import user_data_dir  # someone else's (no PySide6 in it)
known = sorted(name for name in read if name.startswith("boardgames_desktop")
               or name == "colorsys")
get = feature.pyside_feature_dict.get
print(",".join(known) or "-", "platformdirs" in read, get("boardgames_desktop.ui.two_line"),
      get("colorsys"), get("platformdirs"))
"""


def run(mode: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, mode],
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                         capture_output=True, text=True, timeout=120, check=True)
    return out.stdout.split()


def test_without_the_skip_pyside6_reads_the_app_and_standard_library_sources():
    known, other_read, *answers = run("plain")
    assert {"boardgames_desktop.ui.two_line", "colorsys"} <= set(known.split(","))  # the saving
    assert (other_read, *answers) == ("True", "0", "-1", "-1")


def test_with_the_skip_they_get_the_same_answers_unread():
    known, other_read, *answers = run("skip")
    assert known == "-"
    assert (other_read, *answers) == ("True", "0", "-1", "-1")
