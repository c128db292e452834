"""Emberheart: the pure-Python rules model (no Qt)."""
