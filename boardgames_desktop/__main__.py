"""``python -m boardgames_desktop``: start the app (see ``--help``)."""

import sys

from boardgames_desktop.app.cli import main

if __name__ == "__main__":
    sys.exit(main())
