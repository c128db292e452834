"""Rules for Wardens playing as one team (Co-Op, the campaign, 3v1/4v1): water is shared by
the Wardens and Wagons on a block, Renown is the team's, and a seat that runs several Wardens
has each action name its Warden."""

from __future__ import annotations

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act

from .pieces import Warden
from .state import BrigadeState
from .town import Tile


class TeamWardensMixin(BrigadeState):
    """Shared water on a block, team Renown, Warden names in the actions of a seat with
    several."""

    # ----- water shared on a block --------------------------------------------------------
    def wardens_at(self, cell: str) -> list[Warden]:
        return [x for x in self.wardens if x.cell == cell]

    # ----- a seat running several Wardens -------------------------------------------------
    def named(self, w: Warden, actions: list[Action]) -> list[Action]:
        """Add the Warden's name to the text when its player runs several Wardens (the
        same deed by two Wardens differs in whose action it spends)."""
        if sum(1 for x in self.wardens if x.seat == w.seat) < 2:
            return actions
        return [act(a.player, a.kind, f"{self.warden_name(w)}: {a.text}", a.target,
                            a.cost, **a.arg_dict) for a in actions]


def shared_water(state: TeamWardensMixin, w: Warden) -> list[str]:
    """The water a team Warden pours (hook ``water_sources``)."""
    """Own water first, then every other Warden on the block, then the Wagon there."""
    keys = [f"warden:{w.index}"] + [f"warden:{x.index}" for x in state.wardens_at(w.cell)
                                    if x is not w]
    return keys + [f"wagon:{g.index}" for g in state.wagons if g.cell == w.cell]


def water_here(state: TeamWardensMixin, w: Warden) -> list[str]:
    return ([f"warden:{x.index}" for x in state.wardens_at(w.cell)]
            + [f"wagon:{g.index}" for g in state.wagons if g.cell == w.cell])


def team_renown(state: TeamWardensMixin, seat: int, tile: Tile, n: int) -> None:
    """Renown is the team's: the tokens of all seats count together."""
    if not state.renown_allowed(seat, tile):
        return
    tile.add_renown(seat, n)
    if sum(tile.renown.values()) >= state.block_info(tile).value:
        state.on_renown_complete(seat, tile)


def warden_prefix(state: TeamWardensMixin, w: Warden) -> str:
    if sum(1 for x in state.wardens if x.seat == w.seat) < 2:
        return ""
    return f"{state.warden_name(w)}: "

