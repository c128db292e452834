"""A game package whose registration crashes, for the registry's isolation test."""

raise RuntimeError("this game package is broken on purpose")
