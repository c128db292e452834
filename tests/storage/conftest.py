from tests.rules import toy_game  # noqa: F401  (registers the toy game)
from tests.user_data import data_dir  # noqa: F401  (fixture)
