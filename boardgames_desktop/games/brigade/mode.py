"""A Brigade mode as a table of hooks added to the base game (``Mode``).

Why a table and not subclasses
------------------------------
The modes used to be a tower of mixins overriding each other's methods (the campaign's
``judge`` over Co-Op's over the base game's, ``op_reveal`` in three classes), and the engine
found a step's handler by building its name (``getattr(self, f"op_{name}")``).  Now every
rule a mode changes is one entry of its ``Mode``: plain functions taking the state, defaults
being the base game's rules below.  A mode composes by building its table from another's
(``dataclasses.replace(COOP, judge=...)``) and calling the function it extends by name
(``coop.judge(state)``), never ``super()``; each campaign chapter is such a table too.
Steps and effects (``ops``), action-phase moves (``moves``) and pending decisions
(``choices``) are registries built once at module level: the engine looks a name up in a
dict, and a name a mode does not list is simply not part of that mode.

The state classes (``CoopState``, ``SoloState``...) only hold a mode's data helpers (each
name defined in exactly one class) and say which table they play by (``mode_hooks``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.state import GameState, Outcome

from . import abilities

if TYPE_CHECKING:
    from .data import BlockInfo, EventCard
    from .equipment import EquipmentHooks
    from .pieces import Warden
    from .state import BrigadeState
    from .town import Tile

#: a step or effect handler: ``handler(state, **args)``
Op = Callable[..., None]


@dataclass(frozen=True)
class Move:
    """One kind of action-phase action: ``gen(state, warden)`` lists it (None: listed by the
    mode some other way, e.g. the Pyromancer's actions), ``do(state, action)`` performs it."""

    gen: Callable[[Any, Warden], list[Action]] | None
    do: Callable[[Any, Action], None]


@dataclass(frozen=True)
class Choice:
    """One kind of pending decision: ``options(state, pending)`` lists the answers,
    ``resolve(state, action, pending)`` carries the chosen one out."""

    options: Callable[[Any, dict[str, Any]], list[Action]]
    resolve: Callable[[Any, Action, dict[str, Any]], None]


# ----- the base game's rules (the defaults of every hook) -----------------------------------
def no_setup(state: BrigadeState) -> None:
    raise NotImplementedError("a Brigade mode must give its set-up")


def keep_starters(state: BrigadeState, starter_ids: list[str]) -> list[str]:
    return starter_ids


def current_seat(state: BrigadeState) -> list[int]:
    return [state.current]


def no_outcome(state: BrigadeState) -> Outcome | None:
    return None


def basic_side(state: BrigadeState) -> str:
    return "basic"


def cannot_add_warden(state: BrigadeState, seat: int, card_id: str) -> None:
    raise NotImplementedError("this mode deals no Warden cards")


def taken_warden_cards(state: BrigadeState) -> set[str]:
    """The Warden cards no longer on offer."""
    return {w.card for w in state.wardens}


def turn_steps(state: BrigadeState, seat: int, first: bool) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = [] if first else [{"op": "event"}]
    return steps + [{"op": "actions", "seat": seat}, {"op": "end_turn"}]


def next_seat(state: BrigadeState) -> int:
    return (state.current + 1) % state.players


def leadership(state: BrigadeState, w: Warden) -> int:
    return state.boards[w.board].value("leadership")


def crew_track(state: BrigadeState, w: Warden) -> int:
    return state.boards[w.board].value("crew")


def nothing_on_event(state: BrigadeState, card: EventCard) -> None:
    """A (non-starter) event card was drawn in an Event Phase."""


def nothing_on_destroyed(state: BrigadeState, tile: Tile, info: BlockInfo,
                         had_favour: bool) -> None:
    """A block was just destroyed (its tokens are already gone)."""


def nothing_on_favour(state: BrigadeState, tile: Tile) -> None:
    """The team just took the Favour token of ``tile`` (Co-Op's ``take_favour``)."""


def no_forbidden_cells(state: BrigadeState, w: Warden) -> frozenset[str]:
    return frozenset()


def no_prefix(state: BrigadeState, w: Warden) -> str:
    return ""


def place_renown(state: BrigadeState, seat: int, tile: Tile, n: int) -> None:
    if not state.renown_allowed(seat, tile):
        return
    tile.add_renown(seat, n)
    if tile.renown[seat] >= state.block_info(tile).value:
        state.on_renown_complete(seat, tile)


def renown_until_loyal(state: BrigadeState, seat: int, tile: Tile) -> bool:
    return tile.loyalty is None


def gain_loyalty(state: BrigadeState, seat: int, tile: Tile) -> None:
    """Renown reached the block's value: the seat gains its Loyalty."""
    tile.loyalty = seat
    tile.renown = {}
    state.say(f"{state.player_name(seat)} gains the Loyalty of {state.tile_name(tile.label)}.")


def refill_allowed(state: BrigadeState, w: Warden, tile: Tile) -> bool:
    if tile.firehouse is not None:
        return True
    if not tile.standing or tile.burning:
        return False
    if tile.loyalty == w.seat:
        return True
    return state.block_info(tile).faction in abilities.factions(state, w, "refill_faction")


def own_water(state: BrigadeState, w: Warden) -> list[str]:
    return state.brigade_water(w)


def every_track(state: BrigadeState, w: Warden) -> list[str]:
    return list(state.boards[w.board].tracks)


def upgrades_left(state: BrigadeState, w: Warden) -> int:
    return state.rules["upgrades_per_turn"] - state.boards[w.board].upgrades_this_turn


def nothing_else_to_do(state: BrigadeState) -> bool:
    """True when the acting seats have nothing left to do but end the turn."""
    for n in state.budget.values():  # a loop, not any(): asked after every action
        if n > 0:
            return False
    if not state.flow.queue and state.acting and state.hooks.listing is listing:
        return not state.phase_has_move()  # the listing below, stopped at the first move
    return not any(a.kind != "end_turn" for a in state.generate_actions())


def base_refusal(state: BrigadeState, action: Action) -> str:
    """Why an action-phase action is refused (the base game's reasons)."""
    ruin = state.rules["destroyed_step_cost"]
    reasons = {
        "move": "The Brigade cannot reach that block this move (burning blocks stop a "
                f"move, destroyed blocks cost {ruin} steps and cannot end one).",
        "wagon": "The Wagon cannot reach that block this move.",
        "extinguish": "There is no fire here, or your Brigade has no water.",
        "refill": "You can refill only on a Firehouse or a block that allows it, and only "
                  "when something is not full.",
        "transfer": "There is nothing to transfer here.",
        "recruit": "You need a free crew slot and cards left in the crew deck.",
        "upgrade": "You may upgrade once per turn, and that track must not be at its top.",
    }
    return reasons.get(action.kind, f"{action.describe()} is not possible right now.")


def why_illegal(state: BrigadeState, action: Action) -> str:
    """Why ``action`` cannot be taken now (the engine's checks, then ``explain``)."""
    if state.result is not None:
        return "The game is over."
    if action.player not in state.active_players:
        if state.pending is not None:
            return f"{state.player_name(state.pending['player'])} must decide first."
        return f"It is not {state.player_name(action.player)}'s turn."
    if state.pending is not None:
        return f"First: {state.pending.get('prompt', 'make the pending choice')}."
    if action.kind in state.action_kinds() or action.kind == "end_turn":
        w = state.warden_of(action)
        if w is not None and state.budget.get(w.index, 0) <= 0:
            return f"{state.warden_name(w)} has no actions left this turn."
        return state.explain(action)
    return GameState.why_illegal(state, action)


def player_name(state: BrigadeState, player: int) -> str:
    from .town import BLAZE

    if player == BLAZE:
        return "Bernhardt Blaze"
    names = [state.cat.wardens[w.card].name for w in state.wardens if w.seat == player]
    if names:
        return f"Player {player + 1} ({' & '.join(names)})"
    return f"Player {player + 1}"


def phase(state: BrigadeState) -> str:
    waiting = state.waiting_phase()
    if waiting is not None:
        return waiting
    if state.acting:
        left = sum(state.budget.get(w.index, 0) for w in state.wardens
                   if w.seat in state.acting_seats())
        return (f"Turn {state.turn}: {state.log_name(state.current)} — Action Phase "
                f"({left} left)")
    return f"Turn {state.turn}"


def listing(state: BrigadeState) -> list[Action]:
    """The acting seats' moves (``moves`` of the mode, for each of their Wardens) and an
    'End turn' for each seat."""
    return state.action_phase_listing()


@dataclass(frozen=True)
class Mode:
    """The rules of one mode: every field a hook with the base game's rule as default."""

    name: str
    setup: Callable[[Any], None] = no_setup
    #: the steps, effects, moves and decisions this mode knows (see the module docstring;
    #: state.py's BASE_OPS, BASE_MOVES and BASE_CHOICES are the base game's)
    ops: Mapping[str, Op] = field(default_factory=dict)
    moves: Mapping[str, Move] = field(default_factory=dict)
    choices: Mapping[str, Choice] = field(default_factory=dict)
    # set-up and turns
    prepare_start: Callable[[Any, list[str]], list[str]] = keep_starters
    warden_side: Callable[[Any], str] = basic_side
    add_warden: Callable[[Any, int, str], None] = cannot_add_warden
    taken_warden_cards: Callable[[Any], set[str]] = taken_warden_cards
    turn_steps: Callable[[Any, int, bool], list[dict[str, Any]]] = turn_steps
    next_seat: Callable[[Any], int] = next_seat
    acting_seats: Callable[[Any], list[int]] = current_seat
    listing: Callable[[Any], list[Action]] = listing
    action_phase_exhausted: Callable[[Any], bool] = nothing_else_to_do
    actions_per_turn: Callable[[Any, Any], int] = leadership
    crew_slots: Callable[[Any, Any], int] = crew_track
    upgrade_tracks: Callable[[Any, Any], list[str]] = every_track
    upgrades_left: Callable[[Any, Any], int] = upgrades_left
    # fire, events and the town
    fire: Callable[[Any, str, int, str], None] | None = None  # None: BrigadeState.raise_fire
    on_event_drawn: Callable[[Any, Any], None] = nothing_on_event
    on_block_destroyed: Callable[[Any, Any, Any, bool], None] = nothing_on_destroyed
    forbidden_cells: Callable[[Any, Any], frozenset[str]] = no_forbidden_cells
    # water, Renown and Loyalty
    water_sources: Callable[[Any, Any], list[str]] = own_water
    refill_targets: Callable[[Any, Any], list[str]] = own_water
    refill_allowed: Callable[[Any, Any, Any], bool] = refill_allowed
    place_renown: Callable[[Any, int, Any, int], None] = place_renown
    renown_allowed: Callable[[Any, int, Any], bool] = renown_until_loyal
    on_renown_complete: Callable[[Any, int, Any], None] = gain_loyalty
    named_prefix: Callable[[Any, Any], str] = no_prefix
    on_favour_taken: Callable[[Any, Any], None] = nothing_on_favour  # a team took a token
    # the end and the texts
    judge: Callable[[Any], Outcome | None] = no_outcome
    why_illegal: Callable[[Any, Action], str] = why_illegal
    explain: Callable[[Any, Action], str] = base_refusal
    player_name: Callable[[Any, int], str] = player_name
    phase: Callable[[Any], str] = phase
    # the team's Favour abilities (team_favour.py) and the Equipment (equipment.py)
    ability_names: Mapping[str, str] = field(default_factory=dict)
    ability_cost: Callable[[Any, str], int] | None = None
    equipment: EquipmentHooks | None = None
    #: the ``gen`` of each move that has one, in listing order: made from ``moves`` for
    #: each Mode by ``__post_init__`` (not a field: no part of what a state saves or shows)
    makers: ClassVar[tuple[Callable[[Any, Warden], list[Action]], ...]] = ()

    def __post_init__(self) -> None:
        gens = tuple(m.gen for m in self.moves.values() if m.gen is not None)
        object.__setattr__(self, "makers", gens)  # frozen: set once here
