"""Bot tests that save games use a temporary user data folder (never the player's)."""

from tests.user_data import data_dir, store  # noqa: F401  (fixtures)
