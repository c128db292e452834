"""The keyed reconciler: a board updated in place looks exactly like one drawn from nothing.

The first tests pin down the reconciler on hand-made sketches (what is created, kept, moved,
removed, and the stacking order).  The last ones play random games of every game and mode and,
at a few hundred positions in all, compare the scene that was updated action after action with
a fresh scene drawn for the same position: the same keys, item types, positions, texts,
colours, visibility, click targets and stacking order.  That also checks every ``memo``
signature: a board part reused when it should have been drawn again shows up as a difference.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.game_scene import GameScene
from boardgames_desktop.ui.reconcile import Block, Placed, Reconciler, item_facts, stacking_keys
from boardgames_desktop.ui.scene_registry import create_scene
from boardgames_desktop.ui.sketch import EllipseSketch, RectSketch, TextSketch

RED = QColor(200, 0, 0)


def rect(key: str, x: float, colour: QColor = RED, z: float = 0) -> RectSketch:
    sketch = RectSketch(0, 0, 20, 20)
    sketch.setPos(x, 0)
    sketch.setBrush(colour)
    sketch.setZValue(z)
    sketch.key = key
    return sketch


def test_new_keys_are_created_changed_ones_updated_in_place_and_gone_ones_removed(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    rec.apply([rect("a", 0), rect("b", 30), rect("c", 60)])
    assert rec.created == 3 and len(scene.items()) == 3
    a, b = rec.item("a"), rec.item("b")
    rec.apply([rect("a", 0), rect("b", 90, QColor(0, 0, 200))])  # b moves and turns blue
    assert (rec.created, rec.updated, rec.removed) == (0, 1, 1)
    assert rec.item("a") is a and rec.item("b") is b  # the same items: b really moved
    assert b.pos().x() == 90 and b.brush().color() == QColor(0, 0, 200)
    assert rec.item("c") is None and len(scene.items()) == 2
    rec.apply([rect("a", 0), rect("b", 90, QColor(0, 0, 200))])
    assert (rec.created, rec.updated, rec.removed) == (0, 0, 0)


def test_a_property_no_longer_drawn_goes_back_to_its_default(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    tipped = rect("a", 0)
    tipped.setToolTip("Fire here")
    tipped.setData(0, "cell:1,1")
    rec.apply([tipped])
    rec.apply([rect("a", 0)])
    item = rec.item("a")
    assert item.toolTip() == "" and item.data(0) is None


def test_a_key_drawn_as_another_kind_gets_a_new_item(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    rec.apply([rect("a", 0)])
    old = rec.item("a")
    circle = EllipseSketch(0, 0, 20, 20)
    circle.key = "a"
    rec.apply([circle])
    assert rec.item("a") is not old and old.scene() is None
    assert len(scene.items()) == 1


def test_children_follow_their_parent_and_are_keyed_within_it(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    box = rect("box", 0)
    TextSketch("3", box)
    rec.apply([box])
    label = rec.item("box/text0")
    assert isinstance(label, QGraphicsSimpleTextItem) and label.parentItem() is rec.item("box")
    box = rect("box", 0)
    TextSketch("4", box)
    rec.apply([box])
    assert rec.item("box/text0") is label and label.text() == "4"
    rec.apply([rect("box", 0)])
    assert rec.item("box/text0") is None and len(scene.items()) == 1


def test_stacking_follows_the_drawing_order_after_inserts_and_reorders(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    rec.apply([rect("a", 0), rect("c", 0)])
    rec.apply([rect("a", 0), rect("b", 0), rect("c", 0)])  # b drawn between a and c
    assert stacking_keys(scene, rec) == ["c", "b", "a"]  # top first
    rec.apply([rect("c", 0), rect("a", 0), rect("b", 0)])
    assert stacking_keys(scene, rec) == ["b", "a", "c"]
    rec.apply([rect("c", 0, z=5), rect("a", 0), rect("b", 0)])  # z still wins
    assert stacking_keys(scene, rec)[0] == "c"


def test_two_items_with_one_key_are_refused(qapp):
    rec = Reconciler(QGraphicsScene())
    with pytest.raises(ValueError, match="share the key"):
        rec.apply([rect("a", 0), rect("a", 10)])


def test_scene_memo_reuses_a_part_until_its_signature_changes(qapp):
    built = []

    class Board(GameScene):
        signature = 1

        def draw(self):
            def build():
                built.append(self.signature)
                self.put(self.tag(RectSketch(QRectF(0, 0, 10, 10)), "cell:1"))
            self.memo("part", self.signature, build)

    scene = Board()
    scene.show_state(None, None, [])
    item = scene.items()[0]
    scene.redraw()
    assert built == [1] and scene.items() == [item] and scene.tagged_targets() == {"cell:1"}
    scene.signature = 2
    scene.redraw()
    assert built == [1, 2] and scene.items() == [item]


# ----- whole games: updated in place == drawn from nothing -------------------------------
def facts(scene: GameScene) -> dict[str, tuple]:
    out = {}
    for key, entry in scene.reconciler.entries.items():
        item = entry.item
        look: tuple = ()
        if isinstance(item, QAbstractGraphicsShapeItem | QGraphicsRectItem):
            pen: QPen = item.pen()
            look = (pen.color().rgba(), pen.widthF(), pen.style(), item.brush().color().rgba(),
                    item.brush().style())
        out[key] = item_facts(item) + look
    return out


def same_board(updated: GameScene, state, viewer, legal) -> None:
    fresh = create_scene(state.game_id)
    fresh.show_state(state, viewer, legal)
    old, new = facts(updated), facts(fresh)
    assert sorted(old) == sorted(new), (set(old) ^ set(new))
    wrong = [k for k in new if old[k] != new[k]]
    assert not wrong, [(k, old[k], new[k]) for k in wrong[:3]]
    assert stacking_keys(updated, updated.reconciler) == stacking_keys(fresh, fresh.reconciler)
    assert updated.sceneRect() == fresh.sceneRect()
    fresh.clear()


CONFIGS = [
    ("brigade", "competitive", 4, {"big_buildings": True}, 30),
    ("brigade", "coop", 3, {}, 30),
    ("brigade", "solo", 1, {}, 30),
    ("brigade", "3v1", 4, {}, 30),
    ("brigade", "4v1", 5, {}, 30),
    ("brigade", "campaign", 2, {"chapter": 3}, 30),
    ("emberheart", "standard", 2, {"side": "A"}, 50),
    ("emberheart", "standard", 3, {"side": "B"}, 50),
    ("emberheart", "standard", 4, {"side": "B"}, 50),
    ("emberheart", "standard", 4, {"side": "A"}, 50),
    ("flashpoint", "family", 3, {}, 70),
    ("flashpoint", "experienced", 4, {"difficulty": "Veteran", "tragic_events": True}, 70),
    ("flashpoint", "experienced", 2, {"difficulty": "Heroic", "firefighters": 4}, 70),
]


@pytest.mark.parametrize(("game", "mode", "players", "options", "positions"), CONFIGS,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}p-{n}" for n, c in enumerate(CONFIGS)])
def test_an_updated_board_equals_a_board_drawn_from_nothing(qapp, game, mode, players, options,
                                                           positions):
    compare_positions(game, mode, players, options, positions)


def compare_positions(game: str, mode: str, players: int, options: dict,
                      positions: int) -> None:
    """Play random games, comparing the updated board with a fresh one at ``positions``
    positions (AssertionError at the first difference)."""
    rng = random.Random(f"{game}/{mode}/{players}")
    scene = create_scene(game)
    compared = seed = 0
    while compared < positions:
        seed += 1
        state = new_game(game, mode, players, seed, options)
        for step in range(400):
            if state.is_over or compared >= positions:
                break
            legal = state.legal_actions()
            viewer = state.active_players[0] if state.active_players else None
            if rng.random() < 0.2:  # someone else at the screen (a hand-over, a spectator)
                viewer = rng.choice([None, *range(players)])
            scene.show_state(state, viewer, legal)
            if step % 3 == seed % 3:  # every third position, from a different start each game
                same_board(scene, state, viewer, legal)
                compared += 1
            state.apply(rng.choice(legal))
        scene.show_state(state, None, [])  # the end of a game, seen by everybody
        same_board(scene, state, None, [])


def test_a_placed_block_put_elsewhere_moves_only_its_top_items(qapp):
    scene = QGraphicsScene()
    rec = Reconciler(scene)
    panel = rect("panel|rect0", 10)
    TextSketch("inside", panel).setPos(12, 4)
    block = Block([panel])
    rec.apply([Placed(block, 100)])
    item, child = rec.item("panel|rect0"), rec.item("panel|rect0/text0")
    assert (item.pos().x(), item.pos().y()) == (10, 100)
    assert child.scenePos().y() == 104
    rec.apply([Placed(block, 140)])  # a taller panel above: it is pushed down
    assert rec.item("panel|rect0") is item and rec.item("panel|rect0/text0") is child
    assert (rec.created, rec.updated, rec.removed) == (0, 1, 0)  # one move, nothing inside
    assert item.pos().y() == 140 and child.scenePos().y() == 144
    rec.apply([Placed(block, 140)])
    assert (rec.created, rec.updated, rec.removed) == (0, 0, 0)
    rec.apply([block])  # put back at its own coordinates
    assert item.pos().y() == 0 and rec.updated == 1


#: (board, a memo whose signature is ignored): each must show up as a difference
STALE = [
    (("brigade", "competitive", 4, {}), "seat:"),
    (("brigade", "competitive", 4, {}), "header"),
    (("brigade", "4v1", 5, {}), "side-column"),
    (("brigade", "coop", 3, {}), "seat:"),
    (("brigade", "solo", 1, {}), "blaze"),
    (("brigade", "competitive", 4, {}), "mark:"),
]


@pytest.mark.parametrize(("config", "prefix"), STALE, ids=[f"{c[1]}-{p}" for c, p in STALE])
def test_a_stale_panel_is_caught(qapp, monkeypatch, config, prefix):
    """The comparison above catches a memo reused when it should have been drawn again:
    here the panels named ``prefix...`` keep their first drawing whatever they show."""
    real = GameScene.memo

    def stale(self, name, signature, build, **where):
        if name.startswith(prefix):
            signature = "never changes"
        return real(self, name, signature, build, **where)

    monkeypatch.setattr(GameScene, "memo", stale)
    with pytest.raises(AssertionError):
        compare_positions(*config, 40)
