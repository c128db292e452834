"""The installation's secret for position digests, kept apart from the replay engine.

``rules.replay`` signs and trusts saves with it; the app's save store sets it when it opens
the user data folder, which happens before the first frame, so holding the key must not
import the engine.
"""

from __future__ import annotations

_key: bytes | None = None


def use_signing_key(key: bytes | None) -> None:
    """Sign and trust with ``key`` from now on (None: write no digest, trust none)."""
    global _key
    _key = key


def signing_key() -> bytes | None:
    return _key
