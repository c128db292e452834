"""Game packages that fail to import, for the registry's tests."""
