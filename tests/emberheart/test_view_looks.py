"""Board parts kept in every look they take (``ui/looks.py``): a look shown again is the same
Qt items made visible, never drawn again; a hidden look is not there for the pointer; a look
whose data changed is drawn again; and an Emberheart board updated turn after turn shows the
same looks and highlight rings as one drawn from nothing."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from boardgames_desktop.games.emberheart.view.scene import create_scene
from boardgames_desktop.rules import new_game
from boardgames_desktop.ui.game_scene import TARGET_ROLE, GameScene
from boardgames_desktop.ui.looks import Looks
from boardgames_desktop.ui.paint import rounded_box
from boardgames_desktop.ui.reconcile import item_facts
from boardgames_desktop.ui.sketch import TextSketch

from .helpers import clear_board, fresh, set_party


class Lamp(Looks, GameScene):
    """One box, lit or dark, with the words it was given."""

    lit = False
    words = "one"

    def draw(self) -> None:
        self.looks("lamp", self.lit, {look: (self.words, lambda look=look: self._box(look))
                                      for look in (False, True)})

    def _box(self, lit: bool) -> None:
        box = rounded_box(None, 10, 10, 100, 60, QColor(250, 220, 60) if lit
                          else QColor(90, 90, 90))
        self.put(box)
        TextSketch(self.words, box).setPos(20, 20)
        self.tag(box, "lamp")


def show(scene: Lamp, lit: bool, words: str = "one") -> None:
    scene.lit, scene.words = lit, words
    scene.redraw()


def render(scene: GameScene) -> QImage:
    image = QImage(240, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 240, 160), QRectF(0, 0, 120, 80))
    painter.end()
    return image


def holders(scene: GameScene) -> dict[str, float]:
    return {key: entry.item.opacity() for key, entry in scene.reconciler.entries.items()
            if key.endswith("|look")}


def test_every_look_is_on_the_board_and_only_the_one_wanted_shows(qapp):
    scene = Lamp()
    show(scene, False)
    assert holders(scene) == {"lamp~False|look": 1.0, "lamp~True|look": 0.0}
    show(scene, True)
    assert holders(scene) == {"lamp~False|look": 0.0, "lamp~True|look": 1.0}


def test_a_look_shown_again_is_the_same_items_and_nothing_is_made(qapp):
    scene = Lamp()
    show(scene, False)
    show(scene, True)
    items = {k: e.item for k, e in scene.reconciler.entries.items()}
    for lit in (False, True, False):
        show(scene, lit)
        assert scene.reconciler.created == 0
        assert scene.reconciler.updated == 2  # the two holders' opacity, nothing inside
        assert {k: e.item for k, e in scene.reconciler.entries.items()} == items


def test_a_hidden_look_is_not_under_the_pointer(qapp):
    scene = Lamp()
    show(scene, True)
    hidden = scene.board_item("lamp~False|look")
    under = scene.items(QPointF(50, 30))
    assert under, "the lit lamp is there"
    for item in under:
        while item.parentItem() is not None:
            item = item.parentItem()
        assert item is not hidden
    assert scene.target_at(QPointF(50, 30)) == "lamp"


def test_a_look_whose_data_changed_is_drawn_again(qapp):
    scene = Lamp()
    show(scene, False, "one")
    show(scene, True, "one")
    show(scene, False, "two")  # both looks drawn again, with the new words
    texts = {key: entry.item.text() for key, entry in scene.reconciler.entries.items()
             if entry.kind == "text"}
    assert sorted(texts.values()) == ["two", "two"]
    assert render(scene) == render(_fresh_lamp(False, "two"))


def test_a_reused_look_is_tagged_again(qapp):
    scene = Lamp()
    show(scene, False)
    show(scene, True)
    assert scene.tagged_targets() == {"lamp"}


def test_an_updated_lamp_paints_as_one_drawn_from_nothing(qapp):
    scene = Lamp()
    for lit in (False, True, False, True):
        show(scene, lit)
        assert render(scene) == render(_fresh_lamp(lit, "one"))


def _fresh_lamp(lit: bool, words: str) -> Lamp:
    scene = Lamp()
    show(scene, lit, words)
    return scene


# ----- the Emberheart board ----------------------------------------------------------------
def _space_looks(scene, target: str) -> dict[str, float]:
    return {key: entry.item.opacity() for key, entry in scene.reconciler.entries.items()
            if key.startswith(f"{target}~") and key.endswith("|look")}


def test_a_space_shows_its_free_look_while_legal_and_keeps_both(qapp):
    state = fresh(3)
    clear_board(state)
    scene = create_scene()
    scene.show_state(state, state.turn, state.legal_actions())
    assert "space:camp:2" in {a.target for a in state.legal_actions()}
    assert _space_looks(scene, "space:camp:2") == {"space:camp:2~False|look": 0.0,
                                                  "space:camp:2~True|look": 1.0}
    ring = scene.board_item("highlight:space:camp:2")
    assert ring is not None and ring.opacity() == 1.0
    # nobody may place there any more: the other look shows, the ring goes transparent
    set_party(state, "camp", 2, 1, grunt=2)
    state.forget_listing()
    scene.show_state(state, state.turn, state.legal_actions())
    assert "space:camp:2" not in {a.target for a in state.legal_actions()}
    assert _space_looks(scene, "space:camp:2") == {"space:camp:2~False|look": 1.0,
                                                  "space:camp:2~True|look": 0.0}
    assert scene.board_item("highlight:space:camp:2").opacity() == 0.0
    shown = [i for i in scene.items() if i.data(TARGET_ROLE) == "space:camp:2"]
    assert shown, "the space is still clickable (it says why not)"


def test_after_turns_the_same_looks_and_rings_show_as_on_a_board_drawn_from_nothing(qapp):
    """Turns passing from seat to seat (looks shown and hidden, rings lit and dimmed): every
    item of the updated board is as opaque and where it is on a fresh board.  (The shared
    comparison in ``tests/ui/test_reconcile.py`` leaves opacity out.)"""
    state = new_game("emberheart", "standard", 4, 5, {"side": "B"})
    rng = random.Random(5)
    scene = create_scene()
    compared = 0
    for step in range(60):
        legal = state.legal_actions()
        viewer = state.active_players[0] if state.active_players else None
        scene.show_state(state, viewer, legal)
        if step % 7 == 6:
            other = create_scene()
            other.show_state(state, viewer, legal)
            assert _shown(scene) == _shown(other), step
            other.clear()
            compared += 1
        state.apply(rng.choice(legal))
    assert compared >= 8


def _shown(scene: GameScene) -> dict[str, tuple]:
    return {key: (round(entry.item.effectiveOpacity(), 3), item_facts(entry.item))
            for key, entry in scene.reconciler.entries.items()}


class Switch(Lamp):
    """A lamp whose dark look is clicked as another target."""

    def _box(self, lit: bool) -> None:
        box = rounded_box(None, 10, 10, 100, 60, QColor(90, 90, 90))
        self.put(box)
        self.tag(box, "lamp" if lit else "switch")


def test_only_the_look_on_show_counts_as_the_boards_targets(qapp):
    scene = Switch()
    show(scene, True)
    assert scene.tagged_targets() == {"lamp"}
    show(scene, False)  # (the dark look is reused: its tags are made now)
    assert scene.tagged_targets() == {"switch"}
    assert scene.target_at(QPointF(50, 30)) == "switch"
    show(scene, True)
    assert scene.tagged_targets() == {"lamp"}
