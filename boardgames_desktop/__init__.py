"""Boardgames Desktop: three fire-themed board games for one computer."""


def __getattr__(name: str) -> str:
    """``boardgames_desktop.__version__``, looked up only when asked for (see version.py)."""
    if name == "__version__":
        from boardgames_desktop.version import app_version

        return app_version()
    raise AttributeError(f"module 'boardgames_desktop' has no attribute {name!r}")
