"""Colour is never the only signal (#12.5): every seat's marker on the board carries a
letter (Wardens, Wagons, Loyalty shields, Renown counters) or a shape of its own."""

from __future__ import annotations

import pytest

from boardgames_desktop.games.brigade.view.scene import create_scene

from .positions import position, position_names

NAMES = position_names((25, 60))


@pytest.mark.parametrize("name", NAMES)
def test_every_seat_marker_carries_a_letter_or_its_own_shape(qapp, name):
    state = position(name)
    scene = create_scene()
    scene.show_state(state, None, state.legal_actions())
    for pieces in scene.pieces_by_cell().values():
        for piece in pieces:
            assert piece.letter or piece.kind == "phoenix", piece
    seats = range(state.players)
    letters = [scene.seat_mark(s)[1] for s in seats]
    assert all(letters)
    if not scene.team:  # rival seats: each its own letter
        assert len(set(letters)) == len(letters), letters
    for tile in state.town.tiles.values():
        if tile.block is None or tile.destroyed:
            continue
        look = scene.tile_look(scene.tiles[tile.label], 0)
        if look.loyalty is not None:
            assert look.loyalty[1]
        assert all(letter for _, letter, _ in look.renown)
