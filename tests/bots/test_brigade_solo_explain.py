"""The Brigade, Solo: the bot's explanation of an upgrade says what it is for.  Every Solo
upgrade (the Wagon's and the Forge's too) was explained as 'room for more crew', the words
of the Crew track's share of the Solo upgrades term."""

from __future__ import annotations

import random

from boardgames_desktop.bots.explain import explain
from boardgames_desktop.rules import new_game


def test_a_forge_upgrade_is_not_explained_as_room_for_crew():
    position = {"wardens": ["rook_cinders"], "warden_at": ["B3"],
                "intensity": {"B2": 1, "C5": 1}}
    state = new_game("brigade", "solo", 1, 2, {}, scenario={"position": position})
    texts = {action.get("track"): explain(state, 0, action, random.Random(1))
             for action in state.legal_actions() if action.kind == "upgrade"}
    assert set(texts) >= {"crew", "forge"}
    assert "crew" not in texts["forge"].split(":", 1)[1], texts["forge"]
    assert "a stronger Firehouse board" in texts["crew"], texts["crew"]
