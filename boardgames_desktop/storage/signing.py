"""This installation's secret for the position digest of its own saves (``rules/replay.py``).

A save the app wrote carries a keyed digest of the position its log ends in, so loading it
may skip checking every move.  The key is 32 random bytes in the user data folder, readable
only by the user; a file made elsewhere (another computer, a script, a hostile sender) cannot
carry a matching digest and is always replayed move by move.  No key (a folder that cannot
be written, a key file damaged): nothing is signed and every load is checked — slower, never
wrong.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from boardgames_desktop.rules.signing_key import use_signing_key

KEY_FILE = "signing.key"
KEY_BYTES = 32


def read_key(root: Path) -> bytes | None:
    try:
        key = (root / KEY_FILE).read_bytes()
    except OSError:
        return None
    return key if len(key) == KEY_BYTES else None


def create_key(root: Path) -> bytes | None:
    """The folder's key, made now if there is none yet (None when it cannot be written)."""
    key = read_key(root)
    if key is not None:
        return key
    try:
        root.mkdir(parents=True, exist_ok=True)
        fd = os.open(root / KEY_FILE, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another copy made it a moment ago (or a damaged one is there)
        return read_key(root)
    except OSError:
        return None
    key = secrets.token_bytes(KEY_BYTES)
    with os.fdopen(fd, "wb") as out:
        out.write(key)
    return key


def use_folder_key(root: Path, create: bool) -> None:
    """Sign and trust with ``root``'s key from now on (``create``: make one if missing)."""
    use_signing_key(create_key(root) if create else read_key(root))
