"""Shared Qt pieces.  Only this layer (and games' view packages) import Qt."""
