"""BrigadeState: the engine every Brigade mode runs on.

Flow
----
A game is a queue of *steps* (the turn structure: ``event``, ``actions``, ``blaze``,
``end_turn`` ...) and a stack of *effects* (fireballs, gusts, "when destroyed" effects).
Both are plain dicts ``{"op": name, **args}`` handled by the mode's ``ops[name]``.
``run()`` works through effects first (always), then steps (only while no action phase is
open), and stops when

* a player must decide something: ``self.ask(player, kind, prompt, **context)`` asks it on
  ``self.flow`` (rules/flow.py); the mode's ``choices[kind]`` lists its options (Actions of
  kind ``kind``) and carries the chosen one out;
* an action phase is open (``self.acting``): the acting seats' legal actions come from the
  mode's ``moves`` (``gen`` for each Warden, in order) and are performed by their ``do``.
  ``end_turn`` closes the phase;
* the game is over (``self.result``).

What a mode changes is its ``Mode`` table (mode.py; ``self.hooks``): the public methods
below that a mode may change (``judge``, ``turn_steps``, ``water_sources`` ...) hand over to
it, so every caller gets the mode's rule.  The base game's steps, moves and decisions are
``BASE_OPS``, ``BASE_MOVES`` and ``BASE_CHOICES`` at the end of this module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.deck import Deck
from boardgames_desktop.rules.flow import Flow
from boardgames_desktop.rules.results import Results
from boardgames_desktop.rules.reuse import reused_make as act
from boardgames_desktop.rules.state import GameState, Outcome

from . import abilities, hidden, seat_view
from .data import BlockInfo, Catalogue, EventCard, catalogue
from .events import card_effects, describe
from .mode import Choice, Mode, Move, Op
from .pieces import Board, Wagon, Warden
from .town import (
    Tile,
    Town,
    direction_name,
    display_label,
    display_labels,
    neighbour,
)

if TYPE_CHECKING:
    from .capabilities import Capabilities

ACTION = "1 action"
#: tile_name by (label, block, firehouse, destroyed): names come from the fixed catalogue
_TILE_NAMES: dict[tuple[str, str | None, int | None, bool], str] = {}
#: Move and Wagon actions to one end cell: by the listing's key (kind, seat, Warden, ...),
#: then by the cell with what names it (its block, its Firehouse); a new reach builds no
#: text for cells seen before, in this game or another (the name is fixed by the three).
_CELL_ACTIONS: dict[tuple[Any, ...],
                    dict[tuple[str, str | None, int | None], tuple[Action, ...]]] = {}


def _offers_by_cell(town: Town, key: tuple[Any, ...], reach: Mapping[str, int],
                    build: Callable[[str], tuple[Action, ...]]) -> list[Action]:
    """The actions ``build(cell)`` for each end cell of ``reach``, in label order, each
    built once per listing key, cell, block and Firehouse (an end cell is never destroyed,
    so these name it)."""
    per_cell = _CELL_ACTIONS.get(key)
    if per_cell is None:
        if len(_CELL_ACTIONS) >= 5_000:
            _CELL_ACTIONS.clear()
        per_cell = _CELL_ACTIONS[key] = {}
    out: list[Action] = []
    index, blocks, firehouses = town.index, town.block, town.firehouse
    for c in sorted(reach):
        i = index[c]
        where = (c, blocks[i], firehouses[i])
        found = per_cell.get(where)
        if found is None:
            if len(per_cell) >= 20_000:
                per_cell.clear()
            found = per_cell[where] = build(c)
        out.extend(found)
    return out


#: the base game's Upgrade offers by (seat, Warden, board, tracks offered, their levels),
#: with the board's track values they were made from (a board's own lists: checked by
#: identity, so another game's board never reuses them)
_UPGRADES: dict[tuple[Any, ...], tuple[dict[str, list[int]], list[Action]]] = {}

#: a Brigade's own water keys by (Warden index, crew size): 'warden:i', 'crew:i:k'...
_OWN_KEYS: dict[tuple[int, int], list[str]] = {}
#: the one-per-Warden offers (Extinguish, Refill, Transfer) by everything in their fields
_SINGLE_OFFERS: dict[tuple[Any, ...], list[Action]] = {}


def _single_offer(key: tuple[Any, ...], make: Callable[[], Action]) -> list[Action]:
    """A fresh list holding the one offer ``key`` names, made by ``make`` on the first ask
    (the table is emptied when it grows past 50,000 keys)."""
    found = _SINGLE_OFFERS.get(key)
    if found is None:
        if len(_SINGLE_OFFERS) >= 50_000:
            _SINGLE_OFFERS.clear()
        found = _SINGLE_OFFERS[key] = [make()]
    return list(found)

#: water holder keys ('warden:i', 'crew:i:k', 'wagon:j') taken apart: (kind, i, k)
_HOLDERS: dict[str, tuple[str, int, int]] = {}


def _holder(key: str) -> tuple[str, int, int]:
    """``key`` as (kind, first index, second index or -1), parsed once per key."""
    found = _HOLDERS.get(key)
    if found is None:
        kind, *idx = key.split(":")
        if kind == "crew":
            found = (kind, int(idx[0]), int(idx[1]))
        else:
            found = (kind, int(idx[0]), -1)
        if len(_HOLDERS) < 10_000:
            _HOLDERS[key] = found
    return found


#: The engine is a part like the modes' parts: a plain class at run time (so no class of a
#: state's hierarchy but the state class itself is an ABC), a GameState for the type checker.
#: Each state class lists ``GameState`` last: ``class CoopState(CoopPart, GameState)``.
if TYPE_CHECKING:
    _Engine = GameState
else:
    _Engine = object


class BrigadeState(_Engine):
    game_id = "brigade"
    #: while an action phase is listed (nothing changes then): what the listing works out
    #: once per Warden (its name prefix, its water sources); None otherwise
    _listing_memo: dict[tuple[str, int], Any] | None = None
    resample_hidden = hidden.resample_hidden  # what a seat cannot see (determinized)
    view = seat_view.view  # what a seat may see (plain data, nothing hidden)
    if TYPE_CHECKING:
        def mode_hooks(self) -> Mode:
            """The mode's rules table (each state class gives its own; kept in ``hooks``)."""

    # ----- setup --------------------------------------------------------------------------
    @property
    def cat(self) -> Catalogue:
        """The validated data catalogue (read-only; not part of the state)."""
        return catalogue()

    @property
    def rules(self) -> dict[str, Any]:
        return catalogue().rules

    @property
    def max_intensity(self) -> int:
        return catalogue().rules["max_intensity"]

    def setup(self) -> None:
        self.hooks: Mode = self.mode_hooks()
        self.town: Town = Town({})
        self.wardens: list[Warden] = []
        self.wagons: list[Wagon] = []
        self.boards: list[Board] = []
        self.events: Deck[str] = Deck(self.rng, [], name="event deck")
        self.event_card: str | None = None  # the card drawn this turn (or last starter)
        self.crew_deck: Deck[str] = Deck(self.rng, [], name="crew deck")
        self.crew_abilities = True
        self.steps: list[dict[str, Any]] = []
        self.effects: list[dict[str, Any]] = []
        self.flow = Flow()  # the decision asked now, if any (rules/flow.py)
        self.acting = False
        self.current = 0
        self.turn = 0
        self.budget: dict[int, int] = {}  # warden index -> actions left this turn
        self.turn_flags: dict[str, Any] = {}  # reset every turn (free transfer used, ...)
        self.result: Outcome | None = None
        self.hooks.setup(self)

    def start_game(self, starter_ids: list[str], first_seat: int) -> None:
        """Resolve the starter events for the first player, then begin their Action Phase.

        Steps queued before this call (e.g. Warden picks) run first; the mode may add
        starters or steps of its own first (``prepare_start``)."""
        starter_ids = self.hooks.prepare_start(self, starter_ids)
        self.current = first_seat
        for card_id in starter_ids:
            self.steps.append({"op": "reveal", "card": card_id, "starter": True})
        self.steps.append({"op": "turn", "seat": first_seat, "first": True})
        self.run()

    # ----- the GameState contract ---------------------------------------------------------
    def copy_game_data(self, twin: GameState) -> None:
        """Hand-written copy for search (copying.py): mutable data copied, the rest shared."""
        from .copying import copy_state_data

        copy_state_data(self, twin)

    @property
    def active_players(self) -> list[int]:
        if self.result is not None:
            return []
        decision = self.flow.current
        if decision is not None:
            return [decision.seat]
        if self.acting:
            return self.acting_seats()
        return []

    def acting_seats(self) -> list[int]:
        return self.hooks.acting_seats(self)

    @property
    def pending(self) -> dict[str, Any] | None:
        """The decision asked now as one dict (``kind``, ``player``, ``prompt`` and its
        details), or None: what the choice handlers take, and a read view of ``self.flow``
        for code written against it."""
        decision = self.flow.current
        if decision is None:
            return None
        return {"kind": decision.kind, "player": decision.seat, "prompt": decision.prompt,
                **decision.details}

    @pending.setter
    def pending(self, pending: dict[str, Any] | None) -> None:
        """Set or clear the decision by hand (position-building code: scenarios, tests)."""
        if self.flow.queue:
            self.flow.drop_current()
        if pending is not None:
            self.ask_again(pending)

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def generate_actions(self) -> list[Action]:
        if self.flow.queue:
            pending = self.pending
            assert pending is not None
            return self.hooks.choices[pending["kind"]].options(self, pending)
        if not self.acting:
            return []
        return self.hooks.listing(self)

    def action_phase_listing(self) -> list[Action]:
        """The acting seats' moves (every kind of the mode's ``moves`` for each of their
        Wardens) and an 'End turn' for each seat: the listing of an action phase."""
        out: list[Action] = []
        seats = self.acting_seats()
        makers = self.hooks.makers
        town = self.town
        town.listing_signature = town.signature()  # nothing changes while listing
        self._listing_memo = {}
        try:
            for w in self.wardens:
                if w.seat in seats:
                    for make in makers:
                        out.extend(make(self, w))
        finally:
            town.listing_signature = None
            del self._listing_memo
        for seat in seats:
            out.append(act(seat, "end_turn", "End turn"))
        return out

    def phase_has_move(self) -> bool:
        """Whether ``action_phase_listing`` would offer anything but 'End turn' (the same
        generators in the same order, stopping at the first offer: they change nothing)."""
        seats = self.acting_seats()
        makers = self.hooks.makers
        for w in self.wardens:
            if w.seat in seats:
                for make in makers:
                    if any(a.kind != "end_turn" for a in make(self, w)):
                        return True
        return False

    def perform(self, action: Action) -> None:
        pending = self.pending if self.flow.queue else None
        if pending is not None:
            self.flow.answer()
            self.hooks.choices[pending["kind"]].resolve(self, action, pending)
        else:
            self.hooks.moves[action.kind].do(self, action)
        self.run()

    def why_illegal(self, action: Action) -> str:
        return self.hooks.why_illegal(self, action)

    def explain(self, action: Action) -> str:
        """Why an action-phase action is refused (the mode's reasons)."""
        return self.hooks.explain(self, action)

    def capabilities(self) -> Capabilities:
        """What this mode puts on the table, for the board (see capabilities.py)."""
        from .capabilities import capabilities

        return capabilities(self)

    def results(self, names: list[str]) -> Results | None:
        """The results screen: winners by the typed names and the mode's breakdown."""
        from .results import game_results

        return game_results(self, names)

    def player_name(self, player: int) -> str:
        return self.hooks.player_name(self, player)

    def log_name(self, player: int) -> str:
        """The seat as the game log names it: a seat running several Wardens is just
        'Player N' (its actions name the Warden), otherwise ``player_name``."""
        if sum(1 for w in self.wardens if w.seat == player) > 1:
            return f"Player {player + 1}"
        return self.player_name(player)

    @property
    def phase(self) -> str:
        return self.hooks.phase(self)

    def waiting_phase(self) -> str | None:
        """The status once the game is over or while a decision is asked; else None."""
        if self.result is not None:
            return f"Game over: {self.result.reason}"
        if self.pending is not None:
            return self.pending.get("prompt", "Decide")
        return None

    # ----- engine -------------------------------------------------------------------------
    def run(self) -> None:
        """Resolve effects and steps until a decision is needed or the game is over."""
        hooks = self.hooks
        judge = hooks.judge  # check_end(), written out: it runs after every step
        if self.result is None:
            result = judge(self)
            if result is not None:
                self.result = result
                self.say(result.reason)
        flow = self.flow
        ops = hooks.ops
        while self.result is None and not flow.queue:
            if self.effects:
                op = self.effects.pop(0)
            elif self.acting:
                if hooks.action_phase_exhausted(self):
                    self.close_action_phase()
                    continue
                break
            elif self.steps:
                op = self.steps.pop(0)
            else:
                break
            args = op.copy()
            ops[args.pop("op")](self, **args)
            if self.result is None:
                result = judge(self)
                if result is not None:
                    self.result = result
                    self.say(result.reason)
            self.step_point()  # a watching board may show this step (Blaze, an Event...)

    def run_step(self, op: str, **args: Any) -> None:
        """Carry out one step or effect now by the mode's registry (tests, scenarios)."""
        self.hooks.ops[op](self, **args)

    def push_effects(self, *effects: dict[str, Any]) -> None:
        """Resolve these effects next, before anything already queued."""
        self.effects[0:0] = list(effects)

    def ask(self, player: int, kind: str, prompt: str, **context: Any) -> None:
        """Ask ``player`` to decide (one question at a time: the flow holds it until the
        answer, listed by the mode's ``choices[kind]``)."""
        flow = self.flow
        if flow.queue:  # asked again: the new question replaces the waiting one
            flow.drop_current()
        flow.ask(player, kind, prompt, **context)

    def ask_again(self, pending: dict[str, Any], **changes: Any) -> None:
        """Ask the question of ``pending`` (a dict as the handlers get it) again, with
        ``changes`` (a decision that goes on: pouring one water at a time...)."""
        details = dict(pending, **changes)
        self.ask(details.pop("player"), details.pop("kind"), details.pop("prompt"), **details)

    def check_end(self) -> None:
        if self.result is None:
            self.result = self.judge()
            if self.result is not None:
                self.say(self.result.reason)

    def judge(self) -> Outcome | None:
        return self.hooks.judge(self)

    # ----- Warden cards: each seat picks one (modes queue {"op": "pick_warden", "seat": s}) -
    def warden_side(self) -> str:
        return self.hooks.warden_side(self)

    def add_warden(self, seat: int, card_id: str) -> None:
        """Put the chosen Warden card's Brigade on the board (each mode knows where)."""
        self.hooks.add_warden(self, seat, card_id)

    def op_pick_warden(self, seat: int) -> None:
        who = "" if self.players == 1 else f" Player {seat + 1},"
        self.ask(seat, "warden", f"Set-up:{who} choose your Warden card")

    def taken_warden_cards(self) -> set[str]:
        return self.hooks.taken_warden_cards(self)

    def choices_warden(self, pending: dict[str, Any]) -> list[Action]:
        taken = self.taken_warden_cards()
        out = []
        for card in self.cat.wardens.values():
            if card.id in taken:
                continue
            text = f"Play {card.name}"
            if self.warden_side() == "advanced":
                text += f" — {card.advanced['text']}"
            out.append(act(pending["player"], "warden", text, card=card.id))
        return out

    def resolve_warden(self, action: Action, pending: dict[str, Any]) -> None:
        self.add_warden(action.player, action["card"])

    # ----- turns --------------------------------------------------------------------------
    def turn_steps(self, seat: int, first: bool) -> list[dict[str, Any]]:
        return self.hooks.turn_steps(self, seat, first)

    def next_seat(self) -> int:
        return self.hooks.next_seat(self)

    def op_turn(self, seat: int, first: bool = False) -> None:
        self.turn += 1
        self.say_heading(f"Turn {self.turn}")
        self.current = seat
        self.turn_flags = {}
        for b in self.boards:
            b.upgrades_this_turn = 0
        self.steps[0:0] = self.turn_steps(seat, first)

    def op_actions(self, seat: int) -> None:
        self.current = seat
        self.budget = {w.index: self.actions_per_turn(w) for w in self.wardens if w.seat == seat}
        self.acting = True
        self.say_heading(f"{self.player_name(seat)}: Action Phase.")

    def op_end_turn(self) -> None:
        self.steps.append({"op": "turn", "seat": self.next_seat()})
        if self.players == 1:
            self.mark_turn_end()

    def do_end_turn(self, action: Action) -> None:
        self.close_action_phase()

    def close_action_phase(self) -> None:
        self.acting = False
        self.budget = {}

    def action_phase_exhausted(self) -> bool:
        return self.hooks.action_phase_exhausted(self)

    def action_kinds(self) -> tuple[str, ...]:
        """The kinds of action the action phase lists, in order."""
        return tuple(k for k, m in self.hooks.moves.items() if m.gen is not None)

    def actions_per_turn(self, w: Warden) -> int:
        return self.hooks.actions_per_turn(self, w)

    def spend(self, w: Warden, n: int = 1) -> None:
        self.budget[w.index] = self.budget.get(w.index, 0) - n

    def can_act(self, w: Warden) -> bool:
        return self.acting and self.budget.get(w.index, 0) > 0

    def warden_of(self, action: Action) -> Warden | None:
        index = action.get("warden")
        if isinstance(index, int) and 0 <= index < len(self.wardens):
            return self.wardens[index]
        return None

    def warden_name(self, w: Warden) -> str:
        return self.cat.wardens[w.card].name

    # ----- events and fire ----------------------------------------------------------------
    def block_info(self, tile: Tile) -> BlockInfo:
        assert tile.block is not None
        return self.cat.blocks[tile.block]

    def tile_name(self, label: str) -> str:
        town = self.town
        i = town.index.get(label)
        if i is None:
            return label
        block, firehouse, destroyed = town.block[i], town.firehouse[i], town.destroyed[i]
        key = (label, block, firehouse, destroyed)
        name = _TILE_NAMES.get(key)
        if name is None:
            if block is None:
                name = (f"{self.cat.town['firehouse_names'][firehouse or 0]} "
                        f"({display_label(label)})")
            else:
                info = self.cat.blocks[block]
                name = f"{info.burnt if destroyed else info.name} ({display_label(label)})"
            _TILE_NAMES[key] = name
        return name

    def op_event(self) -> None:
        """Event Phase: draw one event card (reshuffling an empty deck) and resolve it."""
        if self.events.is_empty:
            self.say("The event deck is empty: its discards are shuffled into a new deck.")
        card_id = self.events.draw_or_reshuffle()
        self.push_effects({"op": "reveal", "card": card_id, "starter": False})

    def op_reveal(self, card: str, starter: bool) -> None:
        info = self.cat.events[card]
        self.event_card = card
        self.say(("Starter event " if starter else "Event ") + describe(info))
        self.events.discard(card)
        if not starter:
            self.on_event_drawn(info)
        self.push_effects(*card_effects(info, self.cat.wind_after_fireballs))

    def on_event_drawn(self, card: EventCard) -> None:
        self.hooks.on_event_drawn(self, card)

    def op_fireball(self, cell: str) -> None:
        tile = self.town.tile(cell)
        if tile is None:
            self.say(f"A fireball lands off the board at {display_label(cell)}.")
        elif not tile.standing:
            self.say(f"A fireball lands on {self.tile_name(cell)}: nothing happens.")
        else:
            self.fire(cell, 1, "fireball")

    def op_gust(self, direction: str) -> None:
        targets = self.town.gust_targets(direction)
        self.say(f"Wind Gust {direction_name(direction)}: fire spreads to "
                 + (display_labels(targets) if targets else "nothing") + ".")
        for label in targets:
            self.fire(label, 1, "gust")

    def op_intensify(self, cell: str, amount: int = 1) -> None:
        self.fire(cell, amount, "effect")

    def fire(self, label: str, amount: int, source: str) -> None:
        """Fire from anywhere (negative ``amount`` cools), through the mode's shields."""
        shielded = self.hooks.fire
        if shielded is None:
            self.raise_fire(label, amount, source)
        else:
            shielded(self, label, amount, source)

    def raise_fire(self, label: str, amount: int, source: str) -> None:
        """Raise a block's intensity; a block past its flame track is destroyed (the base
        game's fire, before any mode's shields)."""
        town = self.town
        i = town.index.get(label)
        if i is None or self.result is not None:
            return
        block = town.block[i]
        if block is None or town.destroyed[i]:  # not a standing block
            return
        if amount < 0:
            town.set_intensity(i, max(0, town.intensity[i] + amount))
            self.say(f"{self.tile_name(label)} cools to {town.intensity[i]}.")
            return
        top = catalogue().blocks[block].flame_track
        outcome = town.raise_fire(label, min(top, self.max_intensity), amount)
        if outcome == "destroy":
            self.destroy_block(label)
        elif outcome == "raised":
            self.say(f"{self.tile_name(label)} burns at {town.intensity[i]}.")

    def destroy_block(self, label: str) -> None:
        tile = self.town.tiles[label]
        info = self.block_info(tile)
        had_favour = tile.favour
        self.town.destroy(label)
        self.say(f"{info.name} ({display_label(label)}) burns down! "
                 f"({self.town.destroyed_count} destroyed)")
        self.on_block_destroyed(tile, info, had_favour)
        self.check_end()  # e.g. the evacuation: nothing after it counts
        if info.when_destroyed and self.result is None:
            self.push_effects({"op": "when_destroyed", "cell": label})

    def on_block_destroyed(self, tile: Tile, info: BlockInfo, had_favour: bool) -> None:
        self.hooks.on_block_destroyed(self, tile, info, had_favour)

    def op_when_destroyed(self, cell: str) -> None:
        info = self.block_info(self.town.tiles[cell])
        effect = info.when_destroyed or {}
        self.say(f"{info.name} when destroyed: {effect['text']}")
        kind = effect["type"]
        if effect.get("direction") == "choice":
            self.ask(self.current, "direction", f"{self.log_name(self.current)}: {info.name} "
                     f"burnt down — choose the direction ({effect['text']})", cell=cell)
        elif kind == "neighbours":
            cells = self.town.adjacent(cell, effect.get("orthogonal", True),
                                       effect.get("diagonal", False))
            self.push_effects(*({"op": "intensify", "cell": c, "amount": effect["amount"]}
                                for c in cells))
        elif kind == "extra_event":
            self.push_effects({"op": "event"})
        elif kind == "row_burning":
            row = cell[1]
            cells = [t.label for t in self.town.burning() if t.label[1] == row]
            self.push_effects(*({"op": "intensify", "cell": c, "amount": effect["amount"]}
                                for c in cells))

    def choices_direction(self, pending: dict[str, Any]) -> list[Action]:
        info = self.block_info(self.town.tiles[pending["cell"]])
        return [act(pending["player"], "direction",
                            f"{info.name}: towards the {direction_name(d)}", direction=d)
                for d in ("N", "E", "S", "W")]

    def resolve_direction(self, action: Action, pending: dict[str, Any]) -> None:
        cell, d = pending["cell"], action["direction"]
        effect = self.block_info(self.town.tiles[cell]).when_destroyed or {}
        self.say(f"{self.player_name(action.player)} chooses {direction_name(d)}.")
        if effect["type"] == "wind":
            self.push_effects({"op": "gust", "direction": d})
        else:
            cells = self.town.blocks_in_line(cell, d, effect["length"],
                                             effect.get("count", "standing_blocks"))
            self.push_effects(*({"op": "intensify", "cell": c, "amount": effect["amount"]}
                                for c in cells))

    # ----- water --------------------------------------------------------------------------
    def wagon_of(self, w: Warden) -> Wagon | None:
        return None if w.wagon is None else self.wagons[w.wagon]

    def wagon_capacity(self, wagon: Wagon) -> int:
        return self.boards[wagon.board].value("wagon")

    def brigade_water(self, w: Warden) -> list[str]:
        """Keys of this Brigade's own water: 'warden:i', 'crew:i:k', and 'wagon:j' when its
        Wagon stands on the Warden's block."""
        own = _OWN_KEYS.get((w.index, len(w.crew)))
        if own is None:
            own = _OWN_KEYS[(w.index, len(w.crew))] = (
                [f"warden:{w.index}"] + [f"crew:{w.index}:{k}" for k in range(len(w.crew))])
        keys = list(own)
        if w.wagon is not None:
            wagon = self.wagons[w.wagon]
            if wagon.cell == w.cell:
                keys.append(f"wagon:{wagon.index}")
        return keys

    def water_sources(self, w: Warden) -> list[str]:
        """Keys of the water this Brigade may pour (do not change the list)."""
        return self._per_listing("water", w, self.hooks.water_sources)

    def _per_listing(self, kind: str, w: Warden, answer: Callable[[Any, Warden], Any]) -> Any:
        """``answer(self, w)``, remembered under ``kind`` while one listing is made (nothing
        changes then); asked afresh outside a listing."""
        memo = self._listing_memo
        if memo is None:
            return answer(self, w)
        key = (kind, w.index)
        found = memo.get(key)
        if found is None:
            found = memo[key] = answer(self, w)
        return found

    def transfer_pool(self, w: Warden) -> list[str]:
        """Keys of the water holders a Transfer by ``w`` may move water among."""
        return self.water_sources(w)

    def water(self, key: str) -> int:
        kind, i, k = _holder(key)
        if kind == "warden":
            return self.wardens[i].water
        if kind == "crew":
            return self.wardens[i].crew[k].water
        return self.wagons[i].water

    def capacity(self, key: str) -> int:
        kind, i, k = _holder(key)
        if kind == "warden":
            return self.wardens[i].capacity
        if kind == "crew":
            return self.cat.crew[self.wardens[i].crew[k].card].water
        return self.wagon_capacity(self.wagons[i])

    def set_water(self, key: str, amount: int) -> None:
        kind, *idx = key.split(":")
        if kind == "warden":
            self.wardens[int(idx[0])].water = amount
        elif kind == "crew":
            self.wardens[int(idx[0])].crew[int(idx[1])].water = amount
        else:
            self.wagons[int(idx[0])].water = amount

    def holder_name(self, key: str) -> str:
        kind, *idx = key.split(":")
        if kind == "warden":
            return self.warden_name(self.wardens[int(idx[0])])
        if kind == "crew":
            return self.cat.crew[self.wardens[int(idx[0])].crew[int(idx[1])].card].name
        return "the Water Wagon"

    # ----- movement -----------------------------------------------------------------------
    def move_points(self, w: Warden) -> int:
        return self.rules["move_points"] + abilities.total(self, w, "move_bonus")

    def forbidden_cells(self, w: Warden) -> frozenset[str]:
        """Cells a Brigade of ``w`` may not enter."""
        return self.hooks.forbidden_cells(self, w)

    def move_rule(self, w: Warden) -> tuple[int, int, bool, frozenset[str]]:
        """How far ``w``'s Brigade moves: (steps, cost of a destroyed block, whether a burning
        block fails to stop it, cells it may not enter) — for the moves and their refusals."""
        return (self.move_points(w), self.rules["destroyed_step_cost"],
                abilities.has(self, w, "fireproof"), self.forbidden_cells(w))

    def gen_move(self, w: Warden) -> list[Action]:
        if not self.can_act(w):
            return []
        reach, made = self.town.moves(w.cell, *self.move_rule(w))
        key = ("move", w.seat, w.index, w.card)
        found = made.get(key)
        if found is None:
            seat, index, name = w.seat, w.index, self.warden_name(w)

            def build(c: str) -> tuple[Action, ...]:  # Action.make(..., warden=, to=)
                return (Action(seat, "move", (("to", c), ("warden", index)),
                               f"Move {name} to {self.tile_name(c)}", f"cell:{c}", ACTION),)

            found = made[key] = _offers_by_cell(self.town, key, reach, build)
        return list(found)

    def do_move(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        w.cell = action["to"]  # the action's own line in the log says it all

    def gen_wagon(self, w: Warden) -> list[Action]:
        wagon = self.wagon_of(w)
        if wagon is None or not self.can_act(w):
            return []
        points = self.rules["move_points"] + abilities.total(self, w, "wagon_bonus")
        reach, made = self.town.moves(wagon.cell, points, self.rules["destroyed_step_cost"],
                                      False, self.forbidden_cells(w))
        prefix = self.named_prefix(w)
        riding = w.cell == wagon.cell
        key = ("wagon", w.seat, w.index, w.card, wagon.index, riding, prefix)
        found = made.get(key)
        if found is None:
            seat, index, j, name = w.seat, w.index, wagon.index, self.warden_name(w)

            def build(c: str) -> tuple[Action, ...]:  # Action.make(..., ride=, to=, ...)
                place, target = self.tile_name(c), f"cell:{c}"
                alone = Action(seat, "wagon", (("ride", False), ("to", c), ("wagon", j),
                                               ("warden", index)),
                               f"{prefix}Drive the Wagon to {place}", target, ACTION)
                if not riding:
                    return (alone,)
                return (alone, Action(seat, "wagon", (("ride", True), ("to", c), ("wagon", j),
                                                      ("warden", index)),
                                      f"{prefix}Drive the Wagon to {place} with {name} riding "
                                      "along", target, ACTION))

            found = made[key] = _offers_by_cell(self.town, key, reach, build)
        return list(found)

    def named_prefix(self, w: Warden) -> str:
        """What goes in front of an action text to say which Warden acts."""
        return self._per_listing("prefix", w, self.hooks.named_prefix)

    def do_wagon(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        wagon = self.wagons[action["wagon"]]
        self.spend(w)
        wagon.cell = action["to"]
        if action["ride"]:
            w.cell = wagon.cell

    # ----- extinguish ---------------------------------------------------------------------
    def gen_extinguish(self, w: Warden) -> list[Action]:
        if not self.acting or self.budget.get(w.index, 0) <= 0:  # can_act
            return []
        town = self.town
        i = town.index[w.cell]
        code = town.code[i]
        if code & 3 != 1 or code < 4:  # a standing block on fire (Town.code)
            return []
        water = self.water
        for k in self.water_sources(w):
            if water(k) > 0:
                break
        else:
            return []
        prefix = self.named_prefix(w)
        key = ("extinguish", w.seat, w.index, prefix, w.cell, town.block[i], town.firehouse[i])
        return _single_offer(key, lambda: act(
            w.seat, "extinguish", f"{prefix}Extinguish {self.tile_name(w.cell)}",
            target=f"cell:{w.cell}", cost=ACTION, warden=w.index))

    def do_extinguish(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        self.ask(w.seat, "pour", self.pour_prompt(w, w.cell, 0), warden=w.index, cell=w.cell,
                 poured=0)

    def pour_prompt(self, w: Warden, cell: str, poured: int) -> str:
        """Who pours where, one water at a time, with the fire and the water at hand."""
        tile = self.town.tiles[cell]
        water = sum(self.water(k) for k in self.water_sources(w))
        more = " or stop" if poured else ""
        return (f"{self.warden_name(w)}: pour on {self.tile_name(cell)} one water at a "
                f"time{more} — fire {tile.intensity}, {water} water at hand")

    def choices_pour(self, pending: dict[str, Any]) -> list[Action]:
        w = self.wardens[pending["warden"]]
        out = [act(pending["player"], "pour", f"Pour 1 water from {self.holder_name(k)}",
                           target=f"cell:{pending['cell']}", source=k)
               for k in self.water_sources(w) if self.water(k) > 0]
        if pending["poured"] > 0:
            out.append(act(pending["player"], "pour", "Stop pouring", source=None))
        return out

    def resolve_pour(self, action: Action, pending: dict[str, Any]) -> None:
        w = self.wardens[pending["warden"]]
        key = action["source"]
        tile = self.town.tiles[pending["cell"]]
        if key is None:
            self.say(f"{self.warden_name(w)} stops pouring: {self.tile_name(tile.label)} "
                     f"still burns at {tile.intensity}.")
            return
        self.set_water(key, self.water(key) - 1)
        tile.intensity -= 1
        first = pending["poured"] == 0
        self.say(f"{self.tile_name(tile.label)}: fire now {tile.intensity}.")
        self.on_pour(w, tile, first)
        self.check_end()  # a pour that wins ends the game here: no question after the end
        if self.result is not None or not tile.standing:
            return
        if tile.intensity > 0 and any(self.water(k) > 0 for k in self.water_sources(w)):
            self.ask_again(pending, poured=pending["poured"] + 1,
                           prompt=self.pour_prompt(w, tile.label, pending["poured"] + 1))
        elif tile.intensity == 0:
            self.say(f"The fire at {self.tile_name(tile.label)} is out.")

    def on_pour(self, w: Warden, tile: Tile, first: bool) -> None:
        """One water hit the fire: place Renown (modes may replace this)."""
        n = 1
        if first and self.block_info(tile).faction in abilities.factions(self, w, "renown_bonus"):
            n += 1
        self.place_renown(w.seat, tile, n)

    def place_renown(self, seat: int, tile: Tile, n: int) -> None:
        self.hooks.place_renown(self, seat, tile, n)

    def renown_allowed(self, seat: int, tile: Tile) -> bool:
        return self.hooks.renown_allowed(self, seat, tile)

    def on_renown_complete(self, seat: int, tile: Tile) -> None:
        self.hooks.on_renown_complete(self, seat, tile)

    # ----- refill and transfer ------------------------------------------------------------
    def refill_allowed(self, w: Warden, tile: Tile) -> bool:
        return self.hooks.refill_allowed(self, w, tile)

    def refill_targets(self, w: Warden) -> list[str]:
        return self.hooks.refill_targets(self, w)

    def gen_refill(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or not self.refill_allowed(w, self.town.tiles[w.cell]):
            return []
        if all(self.water(k) >= self.capacity(k) for k in self.refill_targets(w)):
            return []
        tile = self.town.tiles[w.cell]
        prefix = self.named_prefix(w)
        key = ("refill", w.seat, w.index, prefix, w.cell, tile.block, tile.firehouse,
               tile.destroyed)
        return _single_offer(key, lambda: act(
            w.seat, "refill", f"{prefix}Refill at {self.tile_name(w.cell)}",
            target=f"cell:{w.cell}", cost=ACTION, warden=w.index))

    def do_refill(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        keys = self.refill_targets(w)
        self.fill(keys)
        names = [self.holder_name(k) for k in keys]
        whom = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
        self.say(f"{self.warden_name(w)} refills at {self.tile_name(w.cell)}"
                 + (f": {whom} full." if whom else "."))

    def fill(self, keys: list[str]) -> None:
        for k in keys:
            self.set_water(k, self.capacity(k))

    def transfer_cost(self, w: Warden) -> int:
        if abilities.has(self, w, "free_transfer") and not self.turn_flags.get(f"ft{w.index}"):
            return 0
        return 1

    def gen_transfer(self, w: Warden) -> list[Action]:
        cost = self.transfer_cost(w)
        if not self.acting or self.budget.get(w.index, 0) < cost:
            return []
        pool = self.transfer_pool(w)
        if not self._can_transfer(pool):
            return []
        prefix = self.named_prefix(w)
        key = ("transfer", w.seat, w.index, prefix, w.cell, cost)
        return _single_offer(key, lambda: act(
            w.seat, "transfer", f"{prefix}Transfer water at {display_label(w.cell)}",
            target=f"cell:{w.cell}", cost=ACTION if cost else "free", warden=w.index))

    def _can_transfer(self, pool: list[str]) -> bool:
        """``_transfer_moves(pool)`` is not empty: some holder has water and another holder
        (another key) has room."""
        water = self.water
        givers = [a for a in pool if water(a) > 0]
        if not givers:
            return False
        capacity = self.capacity
        only = givers[0] if len(set(givers)) == 1 else None
        # some taker besides the only giver (any taker at all when there are several)
        return any(b != only and water(b) < capacity(b) for b in pool)

    def _transfer_moves(self, pool: list[str]) -> list[tuple[str, str]]:
        return [(a, b) for a in pool for b in pool
                if a != b and self.water(a) > 0 and self.water(b) < self.capacity(b)]

    def do_transfer(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        if self.transfer_cost(w):
            self.spend(w)
        else:
            self.turn_flags[f"ft{w.index}"] = True
        self.ask(w.seat, "transfer", f"{self.warden_name(w)}'s Transfer at "
                 f"{self.tile_name(w.cell)}: move water one at a time, then Done",
                 warden=w.index)

    def choices_transfer(self, pending: dict[str, Any]) -> list[Action]:
        pool = self.transfer_pool(self.wardens[pending["warden"]])
        out = [act(pending["player"], "transfer",
                           f"Move 1 water from {self.holder_name(a)} ({self.water(a)}/"
                           f"{self.capacity(a)}) to {self.holder_name(b)} ({self.water(b)}/"
                           f"{self.capacity(b)})",
                           source=a, dest=b) for a, b in self._transfer_moves(pool)]
        out.append(act(pending["player"], "transfer", "Done transferring",
                               source=None, dest=None))
        return out

    def resolve_transfer(self, action: Action, pending: dict[str, Any]) -> None:
        a, b = action["source"], action["dest"]
        if a is None:
            return
        self.set_water(a, self.water(a) - 1)
        self.set_water(b, self.water(b) + 1)
        self.ask_again(pending)

    # ----- recruit and upgrade ------------------------------------------------------------
    def crew_slots(self, w: Warden) -> int:
        return self.hooks.crew_slots(self, w)

    def gen_recruit(self, w: Warden) -> list[Action]:
        if not self.can_act(w) or len(w.crew) >= self.crew_slots(w) or self.crew_deck.is_empty:
            return []
        return [act(w.seat, "recruit", "Recruit crew", cost=ACTION, warden=w.index)]

    def do_recruit(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        cards = self.crew_deck.draw_many(self.rules["recruit_look"])
        if len(cards) == 1:
            prompt = "take the only crew card left in the deck"
        else:
            rest = "the other goes" if len(cards) == 2 else "the others go"
            prompt = (f"choose 1 of the {len(cards)} crew cards drawn ({rest} under the crew "
                      "deck)")
        self.ask(w.seat, "recruit", f"{self.warden_name(w)} recruits: {prompt}",
                 warden=w.index, cards=cards)

    def choices_recruit(self, pending: dict[str, Any]) -> list[Action]:
        out = []
        for cid in pending["cards"]:
            card = self.cat.crew[cid]
            faction = self.cat.factions[card.faction].name
            text = f"Recruit {card.name} ({faction}, {card.water} water"
            if self.crew_abilities:
                text += f"; {card.ability['text']}"
            out.append(act(pending["player"], "recruit", text + ")", card=cid))
        return out

    def resolve_recruit(self, action: Action, pending: dict[str, Any]) -> None:
        from .pieces import CrewMember

        w = self.wardens[pending["warden"]]
        cid = action["card"]
        w.crew.append(CrewMember(cid, self.cat.crew[cid].water))
        for other in pending["cards"]:
            if other != cid:
                self.crew_deck.put_bottom(other)
        self.say(f"{self.warden_name(w)} recruits {self.cat.crew[cid].name}.")

    def upgrade_tracks(self, w: Warden) -> list[str]:
        return self.hooks.upgrade_tracks(self, w)

    def upgrades_left(self, w: Warden) -> int:
        """How many more Upgrades ``w`` may make this turn (for the offers and refusals)."""
        return self.hooks.upgrades_left(self, w)

    def gen_upgrade(self, w: Warden) -> list[Action]:
        board = self.boards[w.board]
        if not self.can_act(w) or self.upgrades_left(w) <= 0:
            return []
        tracks = self.upgrade_tracks(w)
        levels = board.levels
        key = (w.seat, w.index, w.board, *tracks, *[levels[t] for t in tracks])
        found = _UPGRADES.get(key)
        if found is None or found[0] is not board.tracks:  # the offers per track levels
            nxt = {t: board.tracks[t][board.levels[t] + 1] for t in board.tracks
                   if board.can_upgrade(t)}
            found = (board.tracks, [
                act(w.seat, "upgrade", f"Upgrade {track.title()} to {nxt[track]}",
                    target=f"track:{w.board}:{track}", cost=ACTION, warden=w.index, track=track)
                for track in tracks if board.can_upgrade(track)])
            if len(_UPGRADES) >= 20_000:
                _UPGRADES.clear()
            _UPGRADES[key] = found
        return list(found[1])

    def do_upgrade(self, action: Action) -> None:
        w = self.wardens[action["warden"]]
        self.spend(w)
        board = self.boards[w.board]
        board.upgrades_this_turn += 1
        value = board.upgrade(action["track"])
        # A Leadership upgrade counts from the next turn on (ruling): the budget is set
        # when the action phase opens.
        self.say(f"{self.warden_name(w)} upgrades {action['track'].title()} to {value}.")

    # ----- small helpers ------------------------------------------------------------------
    def occupied_cells(self) -> set[str]:
        """Cells holding a Brigade or Wagon meeple."""
        return {w.cell for w in self.wardens} | {g.cell for g in self.wagons}

    def neighbour(self, label: str, direction: str) -> str | None:
        return neighbour(label, direction)


#: the base game's steps and effects, by the name a step dict gives (``{"op": name}``)
BASE_OPS: dict[str, Op] = {
    "turn": BrigadeState.op_turn, "actions": BrigadeState.op_actions,
    "end_turn": BrigadeState.op_end_turn, "event": BrigadeState.op_event,
    "reveal": BrigadeState.op_reveal, "fireball": BrigadeState.op_fireball,
    "gust": BrigadeState.op_gust, "intensify": BrigadeState.op_intensify,
    "when_destroyed": BrigadeState.op_when_destroyed,
    "pick_warden": BrigadeState.op_pick_warden,
}
#: the base game's action-phase moves, in the order they are listed
BASE_MOVES: dict[str, Move] = {
    "move": Move(BrigadeState.gen_move, BrigadeState.do_move),
    "wagon": Move(BrigadeState.gen_wagon, BrigadeState.do_wagon),
    "extinguish": Move(BrigadeState.gen_extinguish, BrigadeState.do_extinguish),
    "refill": Move(BrigadeState.gen_refill, BrigadeState.do_refill),
    "transfer": Move(BrigadeState.gen_transfer, BrigadeState.do_transfer),
    "recruit": Move(BrigadeState.gen_recruit, BrigadeState.do_recruit),
    "upgrade": Move(BrigadeState.gen_upgrade, BrigadeState.do_upgrade),
    "end_turn": Move(None, BrigadeState.do_end_turn),
}
#: the base game's pending decisions, by kind
BASE_CHOICES: dict[str, Choice] = {
    "warden": Choice(BrigadeState.choices_warden, BrigadeState.resolve_warden),
    "pour": Choice(BrigadeState.choices_pour, BrigadeState.resolve_pour),
    "direction": Choice(BrigadeState.choices_direction, BrigadeState.resolve_direction),
    "transfer": Choice(BrigadeState.choices_transfer, BrigadeState.resolve_transfer),
    "recruit": Choice(BrigadeState.choices_recruit, BrigadeState.resolve_recruit),
}


def moves_with(base: Mapping[str, Move], *, before: str = "end_turn",
               drop: tuple[str, ...] = (), **added: Move) -> dict[str, Move]:
    """``base`` without ``drop``, with ``added`` replacing same-named moves in place and
    new ones listed before ``before`` (the listing order is the dict's order)."""
    out: dict[str, Move] = {}
    for kind, move in base.items():
        if kind in drop:
            continue
        if kind == before:
            out.update({k: m for k, m in added.items() if k not in base})
        out[kind] = added.get(kind, move)
    return out
