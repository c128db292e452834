"""The action list updated in place (``ui/list_rows.py``) lays out as a list filled from
nothing: same rows, same texts, same places and heights (a row measured before spans the
list's width), through many different lists, a chooser and a width change."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from boardgames_desktop.rules import Action
from boardgames_desktop.ui.action_panel import HEADING, ActionPanel

PLACES = {f"cell:{n}": f"Place number {n} on the far side of the long river road" for n in
          range(6)}
WORDS = ["Move", "Carry the victim", "Extinguish the fire completely", "Open the door",
         "Chop", "Drive the engine to the next parking spot along the street"]


def some_actions(rng: random.Random) -> list[Action]:
    actions = [Action.make(0, "end", "End the turn")]
    for n in range(rng.randint(0, 14)):
        target = rng.choice([None, *PLACES])
        text = f"{rng.choice(WORDS)} {n % 4}"
        actions.append(Action.make(rng.randint(0, 1), "act", text, target=target, n=n))
    return actions


def panel(qtbot, width: int) -> ActionPanel:
    made = ActionPanel()
    made.place_name = PLACES.get
    qtbot.addWidget(made)
    made.resize(width, 700)
    made.show()
    return made


def layout(made: ActionPanel) -> list[tuple]:
    """Each row's text, tooltip, whether it can be chosen and its rectangle, once the panel
    has settled (its height fitted to its rows, the scroll bar shown or not)."""
    for _ in range(4):
        QApplication.processEvents()
        made._fit_height()
    made.list.doItemsLayout()
    rows = []
    for n in range(made.list.count()):
        item = made.list.item(n)
        rect = made.list.visualItemRect(item)
        assert rect.width() >= made.list.viewport().width()  # a row spans the whole list
        rows.append((item.text(), item.toolTip(), bool(item.flags()), rect.x(), rect.y(),
                     rect.height()))
    return rows


def test_a_list_updated_in_place_lays_out_as_one_filled_afresh(qtbot):
    rng = random.Random(5)
    kept = panel(qtbot, 300)
    for step in range(25):
        if step == 12:
            kept.resize(260, 700)  # narrower: every row wraps anew
        width = kept.width()
        actions = some_actions(rng)
        if step % 7 == 6 and len(actions) > 2:
            kept.choose_from(actions[1:3], "Which one?")
        else:
            kept.set_actions(actions)
        fresh = panel(qtbot, width)
        if kept.choosing:
            fresh.choose_from(actions[1:3], "Which one?")
        else:
            fresh.set_actions(actions)
        assert layout(kept) == layout(fresh), step
        assert [e is HEADING for e in kept.entries] == [e is HEADING for e in fresh.entries]
        assert kept.list.currentRow() == fresh.list.currentRow()
        fresh.close()


def test_the_same_list_again_changes_no_row(qtbot):
    made = panel(qtbot, 300)
    actions = some_actions(random.Random(2))
    made.set_actions(actions)
    items = [made.list.item(n) for n in range(made.list.count())]
    again = [Action.make(a.player, a.kind, a.text, target=a.target, **a.arg_dict)
             for a in actions]  # equal actions, new objects (the next listing)
    made.set_actions(again)
    assert [made.list.item(n) for n in range(made.list.count())] == items
    chosen = []
    made.chosen.connect(chosen.append)
    made.activate(made.first_action_row())
    assert chosen and chosen[0] is again[0]  # the entries are the new actions
