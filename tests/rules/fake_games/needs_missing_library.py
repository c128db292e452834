"""A game whose own module exists but needs a library that is not installed."""

import a_library_nobody_installed  # noqa: F401
