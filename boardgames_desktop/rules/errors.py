"""Errors a rule engine raises, worded for players."""


class IllegalAction(Exception):
    """An action the rules forbid right now; the message tells a player why."""


class SaveError(Exception):
    """A save file that cannot be loaded; the message tells the user why."""


class ResourceError(Exception):
    """A data file under resources/ that is missing or malformed (names file and field)."""
