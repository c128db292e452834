"""The installation's signing key: made by the first save, private, and what lets the app's
own saves load without re-checking every move (files from elsewhere are always checked)."""

from __future__ import annotations

import json
import stat

from boardgames_desktop.rules import new_game
from boardgames_desktop.rules.playout import random_steps
from boardgames_desktop.rules.replay import use_signing_key
from boardgames_desktop.storage import SaveStore
from boardgames_desktop.storage.signing import KEY_FILE


def test_the_first_save_makes_a_private_key_and_signs_with_it(tmp_path):
    store = SaveStore(tmp_path)
    assert not (tmp_path / KEY_FILE).exists()  # opening the folder writes nothing
    state = new_game("flashpoint", "family", 2, 4)
    random_steps(state, 4, 30)
    path = store.save(state, ["Ada", "Bo"])
    key = tmp_path / KEY_FILE
    assert key.stat().st_size == 32
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert "position" in json.loads(path.read_text(encoding="utf-8"))
    loaded = SaveStore(tmp_path).load(path)  # a later start reads the same key
    assert loaded.state.snapshot() == state.snapshot()
    use_signing_key(None)


def test_another_installations_key_signs_nothing_this_one_trusts(tmp_path):
    state = new_game("emberheart", "standard", 2, 4)
    random_steps(state, 4, 30)
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    SaveStore(theirs).save(state, ["Ada", "Bo"], path=theirs / "game.json")
    their_digest = json.loads((theirs / "game.json").read_text("utf-8"))["position"]
    SaveStore(mine).save(state, ["Ada", "Bo"], path=mine / "game.json")
    my_digest = json.loads((mine / "game.json").read_text("utf-8"))["position"]
    assert my_digest != their_digest  # the same game, signed by two installations
    use_signing_key(None)
