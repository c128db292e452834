"""Hot-seat fixes seen in The Brigade's All-Versus-One (3v1): the curtain before the
Pyromancer's very first turn, and undo limited to the viewer's own action while several
Warden seats act together."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.app.launcher import NewGameRequest
from boardgames_desktop.games.brigade.pyromancer import PYRO
from boardgames_desktop.hotseat import HotseatController
from boardgames_desktop.rules import new_game

SEATS = ["Pyra", "Ann", "Bo", "Cy"]


def to_wardens_turn(controller: HotseatController) -> None:
    """Play the Pyromancer's first turn quickly (start block, end turn)."""
    state = controller.state
    while len(controller.active) < 2:
        if controller.curtain_required:
            controller.acknowledge_curtain()
            continue
        legal = controller.visible_legal()
        end = [a for a in legal if a.kind == "end_turn"]
        assert controller.apply((end or legal)[0]) is None
    assert state.side == "wardens" and controller.active == state.warden_seats()
    if controller.curtain_required:
        controller.acknowledge_curtain()


def past_setup(state):
    """The Wardens choose their Warden cards first (set-up); stop at the Pyromancer's turn."""
    while state.active_players != [PYRO]:
        assert all(a.player != PYRO for a in state.legal_actions())
        state.apply(state.legal_actions()[0])
    return state


def move_of(controller: HotseatController, seat: int):
    return next(a for a in controller.visible_legal() if a.kind == "move" and a.player == seat)


def test_the_rules_say_no_curtain_for_an_unknown_previous_seat():
    state = past_setup(new_game("brigade", "3v1", 4, seed=1))
    # AllVsOneState.needs_curtain(None, …) is False: the controller must decide itself
    assert not state.needs_curtain(None, PYRO)
    assert state.needs_curtain(1, PYRO) and not state.needs_curtain(1, 2)


def test_curtain_before_the_pyromancers_first_turn():
    state = past_setup(new_game("brigade", "3v1", 4, seed=1))
    controller = HotseatController(state, SEATS)
    assert controller.curtain_for == PYRO and controller.viewer is None
    assert controller.visible_legal() == []
    moves = len(state.log)
    assert "Pass the screen to Pyra" in controller.apply(state.legal_actions()[0])
    assert len(state.log) == moves
    controller.acknowledge_curtain()
    assert controller.viewer == PYRO
    assert {a.player for a in controller.visible_legal()} == {PYRO}
    # a save opened later starts behind the curtain too (whoever opens it may be a Warden)
    again = HotseatController(state.clone(), SEATS)
    assert again.curtain_for == PYRO


def test_no_first_curtain_without_hidden_information():
    controller = HotseatController(new_game("brigade", "coop", 2, seed=1), ["Ann", "Bo"])
    assert not controller.curtain_required and controller.viewer == controller.active[0]


def test_curtain_before_the_pyromancers_first_turn_in_the_window(window, qtbot):
    request = NewGameRequest("brigade", "3v1", 4, SEATS, 11, {})
    assert window.start_from_request(request), window.dialogs.errors()
    page = window.game_page
    controller = window.controller
    # the Wardens choose their cards first (behind the curtain: the Pyromancer may have set
    # the game up); then the curtain goes up before the Pyromancer's first turn
    assert page.stack.currentWidget() is page.curtain
    assert page.curtain.title.text().startswith("Pass to Ann")
    while controller.curtain_for != PYRO:
        if controller.curtain_required:
            qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        assert controller.viewer != PYRO
        page.choose(controller.visible_legal()[0])
    assert page.stack.currentWidget() is page.curtain
    assert page.curtain.title.text().startswith("Pass to Pyra")
    assert page.board.scene() is None  # nothing of the board behind the curtain
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is not page.curtain
    assert page.board.scene() is page.scene
    assert window.controller.viewer == PYRO


def test_a_warden_cannot_undo_another_wardens_action():
    controller = HotseatController(new_game("brigade", "3v1", 4, seed=1), SEATS)
    to_wardens_turn(controller)
    state = controller.state
    assert controller.viewer == 1 and controller.waiting_seats() == [2, 3]
    assert controller.apply(move_of(controller, 1)) is None
    controller.hand_to(2)
    assert not controller.curtain_required and controller.viewer == 2  # same team
    assert controller.apply(move_of(controller, 2)) is None
    ann_move, bo_move = state.log[-2].action, state.log[-1].action
    assert state.undoable_steps() == 2  # the rules alone would let anyone take both back

    controller.hand_to(1)
    assert not controller.can_undo()
    assert controller.undo_reason() == ("The last action was Bo's: Ann can only take back "
                                        "their own.")
    before = state.snapshot()
    assert controller.undo() == controller.undo_reason()
    assert state.snapshot() == before and state.log[-1].action == bo_move

    controller.hand_to(2)
    assert controller.can_undo() and controller.undo() is None  # Bo takes back Bo's move
    assert state.log[-1].action == ann_move and controller.viewer == 2
    assert not controller.can_undo()  # Ann's move is now the last one: not Bo's to undo
    controller.hand_to(1)
    assert controller.undo() is None  # Ann may take back her own
    assert state.log[-1].action.kind == "end_turn"  # back to the Pyromancer's hand-off
    assert not controller.can_undo() and controller.undo_reason().startswith("You cannot undo")


def test_undo_button_in_the_window_follows_the_seat(window):
    window.start_state(new_game("brigade", "3v1", 3, seed=2), SEATS[:3])
    controller = window.controller
    to_wardens_turn(controller)
    page = window.game_page
    page.choose(move_of(controller, 1))
    assert page.undo_button.isEnabled()
    controller.hand_to(2)
    page.choose(move_of(controller, 2))
    controller.hand_to(1)
    assert not page.undo_button.isEnabled()
    assert "Bo's" in page.undo_button.toolTip()
    moves = len(controller.state.log)
    window.undo_action.trigger()  # Ctrl+Z by Ann: refused with the reason
    assert len(controller.state.log) == moves
    assert "only take back their own" in page.notice.text()


def test_without_hidden_information_nobody_undoes_another_seats_action():
    state = new_game("toy-secret", "standard", 2, seed=4)
    type(state).hidden_information = False
    try:
        controller = HotseatController(state, ["Ann", "Bo"])
        assert not controller.curtain_required  # nothing hidden: no first curtain either
        controller.apply(next(a for a in state.legal_actions() if a.kind == "offer"))
        assert controller.active == [0, 1]
        controller.apply(next(a for a in state.legal_actions() if a.kind == "interrupt"))
        assert controller.viewer == 0 and state.undoable_steps() > 0  # Ann's turn goes on
        assert not controller.can_undo() and "Bo's" in controller.undo_reason()
        controller.apply(next(a for a in state.legal_actions() if a.kind == "tick"))
        assert controller.can_undo() and controller.undo() is None  # her own tick
        assert state.log[-1].action.kind == "interrupt"
    finally:
        type(state).hidden_information = True
