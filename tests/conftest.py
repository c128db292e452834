"""Test-wide settings: Qt renders offscreen, user data goes to a temporary folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# boards jump to each new position: no test waits for a move to glide (tests of the movement
# itself turn it on for their scene: tests/ui/test_motion.py)
os.environ.setdefault("BOARDGAMES_DESKTOP_ANIMATION", "off")
