"""Boardgames Desktop: three fire-themed board games for one computer."""

__version__ = "0.1.0"
