"""A scenario position may lay a card out only once, and only a card of that place still in
its deck (session 9's full mutation sweep): a card named twice in a row, or an id no deck
holds, is refused with the slot's path — not a Python error."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules.scenario import ScenarioError

from .helpers import as_set_up
from .test_limits_position_fields import start


def test_a_card_laid_out_twice_or_unknown_is_refused_by_its_slot():
    hero = as_set_up(3, 1).decks["heroes"][0]  # in the deck, not on offer
    for row, slot, card in (([hero, hero, None], 1, hero),
                            (["H-nonsense", None, None], 0, "H-nonsense")):
        with pytest.raises(ScenarioError) as refused:
            start({"offer": {"guild": row}})
        assert str(refused.value) == (
            f"'position.offer.guild[{slot}]' must be a card of that place still in its deck, "
            f"not '{card}'.")
