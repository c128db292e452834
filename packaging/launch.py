"""Entry script for the frozen (PyInstaller) build: the same ``main`` as the console script."""

import sys

from boardgames_desktop.app.cli import main

if __name__ == "__main__":
    sys.exit(main())
