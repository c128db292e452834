"""Test-wide settings: Qt renders offscreen, user data goes to a temporary folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
