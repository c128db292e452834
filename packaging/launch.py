"""Entry script for the frozen (PyInstaller) build: the same ``main`` as the console script."""

import multiprocessing
import sys

from boardgames_desktop.app.cli import main

if __name__ == "__main__":
    # the computer players think in a spawned worker process: in a frozen build that process
    # starts this same executable, which must then run the worker, not a second app
    multiprocessing.freeze_support()
    sys.exit(main())
