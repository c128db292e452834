"""One package per game: model and rules in pure Python, and a ``view`` subpackage in Qt."""
