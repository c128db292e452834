"""The Brigade at the edges the session-5 mutation sample (seed 61 of ``bench/mutate.py``)
left untested: the Pyromancer's refusal once its upgrade is spent, and which Favour tokens
a seat's view still counts as hiding an egg."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.games.brigade import allvsone
from boardgames_desktop.games.brigade.allvsone import avo_rules
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.games.brigade.refusals import refusal
from boardgames_desktop.rules.errors import ResourceError

from .test_allvsone_helpers import act, avo
from .test_campaign import chapter


def test_the_pyromancer_upgrades_once_a_turn_the_familiar_track_included():
    """"Upgrade: You can advance one space on any one track, once per turn."  Below its
    Level 6 the Familiar track is a track like the others: after this turn's upgrade, a
    click on it says the upgrade is used, not what the Familiar's blaze would cost."""
    g = avo(position={"pyromancer": {"mana": 2}})
    g.apply(act(g, "pyro_upgrade", track="actions"))
    for track in ("familiar", "mana"):
        reason = refusal(g, f"track:pyro:{track}", PYRO)
        assert reason.text == "Upgrade already used this turn (one per turn).", track


def test_a_peeked_egg_is_known_to_the_table():
    """Chapter 2: eight Favour tokens hide a Phoenix Egg; the Interrogate boon lets the
    Wardens "peek at 3 Favour Tokens" before starting.  An egg under a peeked token is no
    longer hidden: the table's view counts it as known, and the rest as hidden."""
    g = chapter(2, boon="interrogate")
    eggs = list(g.egg_cells)
    assert g.view(0)["board"]["eggs"] == {"known": [], "hidden": len(eggs)}
    peeked = [cell for cell in eggs if cell in {a["cell"] for a in g.legal_actions()}][:2]
    for cell in peeked:
        g.apply(act(g, "peek", cell=cell))
    seen = g.view(0)["board"]["eggs"]
    assert seen == {"known": sorted(peeked), "hidden": len(eggs) - len(peeked)}


# ----- fresh sample, seed 606 (session 6), survivors ----------------------------------------
def test_a_firebreak_is_not_offered_when_every_block_already_has_one():
    """Firebreak Shovel: "Choose a standing block: it gains no intensity until the end of
    the next Event Phase."  A card with nothing to choose is not offered: with every block
    already under a firebreak the Forge does not offer it; with one block left, it does."""
    from .test_coop import acts, put_in_forge, quiet

    g = quiet(1, 2, {"favour": 1})
    blocks = [t.label for t in g.town.blocks()]
    put_in_forge(g, "firebreak_shovel")
    g.shields["firebreak"] = blocks[1:]  # no position field for shields: set by hand
    assert acts(g, "ability", ability="forge")
    g.shields["firebreak"] = blocks
    assert not acts(g, "ability", ability="forge")


@pytest.mark.parametrize("field", ["destroyed", "favour"])
@pytest.mark.parametrize("count,accepted", [(1, True), (0, False)])
def test_the_pyromancer_wins_by_at_least_one_of_each(monkeypatch, field, count, accepted):
    """The Pyromancer wins by burning down blocks (8 in 3v1) or by gathering Favour (6): the
    rules file may lower either number down to 1; 0 would hand the Pyromancer the game at
    once, and loading refuses it, naming the file and the field."""
    raw = copy.deepcopy(avo_rules())
    raw["modes"]["3v1"]["pyromancer_wins"][field] = count
    monkeypatch.setattr(allvsone, "load_json", lambda game, name: raw)
    avo_rules.cache_clear()
    try:
        if accepted:
            assert avo_rules()["modes"]["3v1"]["pyromancer_wins"][field] == 1
        else:
            with pytest.raises(ResourceError, match=rf"pyromancer_wins.*'{field}'"):
                avo_rules()
    finally:
        avo_rules.cache_clear()
