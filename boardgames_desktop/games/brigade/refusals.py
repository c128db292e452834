"""Why nothing can be done at a board place: the refusal a player reads after a click.

``refusal(state, target, seat)`` answers for every kind of Brigade target (``cell:``,
``track:``, ``equipment:``, ``warden-card:``) with a :class:`Reason` naming the kind of move
refused.  It reads the same model rules the action generators use — ``move_rule`` and the
town's ``reachable`` for moves, ``upgrades_left`` and the tracks' levels for Upgrades,
``can_act`` for the action budget, the pyromancer's reach for its moves — so a refusal cannot
drift from what is really legal.  Pure Python (no Qt): the scene only shows the answer.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.reason import Reason

from .capabilities import capabilities
from .equipment import equipment_catalogue

PYRO = 0  # the Pyromancer's seat in All-versus-One

#: the move a click on each kind of target asks for (the reference maps kinds to sections)
TARGET_KINDS = {"cell": "move", "track": "upgrade", "equipment": "ability",
                "warden-card": "warden"}


def target_kind(target: str) -> str:
    return TARGET_KINDS.get(target.split(":", 1)[0], "move")


def refusal(state: Any, target: str, seat: int | None) -> Reason:
    """The reason nothing is legal at ``target`` for ``seat`` (None: whoever may act)."""
    kind = target_kind(target)
    general = _general(state, kind, seat)
    if general is not None:
        return general
    seat = seat if seat is not None else state.active_players[0]
    prefix, _, rest = target.partition(":")
    if prefix == "cell":
        return _cell(state, rest, seat)
    if prefix == "track":
        return _track(state, rest, seat)
    if prefix == "equipment":
        return _equipment(state, rest, seat)
    return Reason("That Warden card is not on offer now.", action_kind="warden")


def _general(state: Any, kind: str, seat: int | None) -> Reason | None:
    """Game over, someone else's decision, someone else's turn."""
    if state.outcome is not None:
        return Reason("The game is over.", action_kind=kind)
    pending = state.pending
    if pending is not None:
        prompt = pending.get("prompt", "make the pending choice")
        if seat is not None and pending["player"] != seat:
            return Reason(f"{state.player_name(pending['player'])} decides first: {prompt}.",
                          action_kind=pending["kind"])
        return Reason(f"First: {prompt}.", action_kind=pending["kind"])
    if not state.acting or not state.active_players:
        return Reason("Wait: no one acts now (the game is between phases).", action_kind=kind)
    if seat is not None and seat not in state.active_players:
        names = [state.player_name(s) for s in state.active_players]
        others = (names[0] if len(names) == 1
                  else f"{', '.join(names[:-1])} and {names[-1]} are")
        verb = " is" if len(names) == 1 else ""
        return Reason(f"It is not your turn: {others}{verb} acting.", action_kind=kind)
    return None


def _wardens(state: Any, seat: int) -> list[Any]:
    return [w for w in state.wardens if w.seat == seat]


def _pyro_acting(state: Any, seat: int) -> bool:
    return seat == PYRO and capabilities(state).pyromancer and state.side == "pyro"


# ----- town cells ---------------------------------------------------------------------------
def _cell(state: Any, label: str, seat: int) -> Reason:
    tile = state.town.tiles.get(label)
    name = state.tile_name(label)
    if tile is None:
        return Reason(f"{label} is not part of the town.", action_kind="move")
    if _pyro_acting(state, seat):
        return _pyro_cell(state, label, tile)
    ruin = state.rules["destroyed_step_cost"]
    if tile.destroyed:
        return Reason(f"{name} is destroyed: pieces may pass through it ({ruin} steps) but "
                      "never stop there.", action_kind="move")
    mine = _wardens(state, seat)
    if not mine:
        return Reason("You have no Warden on the board.", action_kind="move")
    able = [w for w in mine if state.can_act(w)]
    if not able:
        who = ("Your Warden has" if len(mine) == 1 else "Your Wardens have")
        return Reason(f"{who} no actions left this turn: end the turn.", action_kind="move")
    here = [w for w in able if w.cell == label]
    if here:
        return _standing(state, here[0], tile)
    return _unreachable(state, able, label)


def _standing(state: Any, w: Any, tile: Any) -> Reason:
    """Why nothing is offered on the block one of your Brigades stands on."""
    name = state.warden_name(w)
    place = state.tile_name(tile.label)
    if tile.block is not None and tile.burning:
        if not any(state.water(k) > 0 for k in state.water_sources(w)):
            return Reason(f"{name} has no water to put out {place}: refill at a Firehouse "
                          "first.", action_kind="extinguish")
        return Reason(f"{name} cannot put out {place} right now.", action_kind="extinguish")
    if tile.block is None:
        return Reason(f"{name} is at {place}: everything here is already full of water.",
                      action_kind="refill")
    return Reason(f"{name} is already at {place} and there is no fire there to put out.",
                  action_kind="extinguish")


def _unreachable(state: Any, wardens: list[Any], label: str) -> Reason:
    """The closest of ``wardens`` and why its move cannot end on ``label``."""
    name = state.tile_name(label)
    best: tuple[int, Any, tuple[int, int, bool, frozenset[str]]] | None = None
    for w in wardens:
        rule = state.move_rule(w)
        points, ruin, _, forbidden = rule
        if label in forbidden:
            continue
        # the same search as the moves, with fire never stopping and no step limit
        free = state.town.reachable(w.cell, 999, ruin, True, forbidden)
        if label in free and (best is None or free[label] < best[0]):
            best = (free[label], w, rule)
    if best is None:
        if all(label in state.move_rule(w)[3] for w in wardens):
            sealed = (" — the University is sealed until the Scroll is bought"
                      if capabilities(state).chapter == 3 else "")
            return Reason(f"Wardens may not enter {name} now{sealed}.", action_kind="move")
        return Reason(f"No way leads to {name}: destroyed blocks cannot end a move.",
                      action_kind="move")
    distance, w, (points, ruin, _, _) = best
    who = state.warden_name(w)
    if distance > points:
        return Reason(f"{name} is {distance} steps from {who}, who moves {points} "
                      f"(a destroyed block costs {ruin}).", action_kind="move")
    return Reason(f"A burning block on every way from {who} to {name} would end the move "
                  "first: entering a burning block ends a move.", action_kind="move")


def _pyro_cell(state: Any, label: str, tile: Any) -> Reason:
    name = state.tile_name(label)
    p = state.pyro
    if p.actions_left <= 0:
        return Reason("The Pyromancer has no actions left: end the turn.",
                      action_kind="pyro_move")
    if label == p.cell:
        return Reason(f"The Pyromancer is on {name}: nothing to absorb or torch here now.",
                      action_kind="absorb")
    ruin = state.pyro_rules["destroyed_step_cost"]
    if tile.destroyed:
        return Reason(f"{name} is destroyed: the Pyromancer may pass through ({ruin} steps) "
                      "but not stop there.", action_kind="pyro_move")
    if label in state.warden_cells():
        return Reason(f"A Warden stands on {name}: the Pyromancer never moves onto or "
                      "through a Warden.", action_kind="pyro_move")
    if p.familiar_active:
        return Reason("With the Familiar ablaze the Pyromancer moves square by square: "
                      "choose that move in the action list first.", action_kind="pyro_move")
    points = state.pyro_rules["move_points"]
    free = state.pyro_reach(p.cell, 999)  # the moves' own search, without a step limit
    if label not in free:
        return Reason(f"The Wardens block every way to {name}: the Pyromancer never moves "
                      "onto or through a Warden.", action_kind="pyro_move")
    return Reason(f"{name} is {free[label]} steps from the Pyromancer, who moves {points} "
                  f"(around the Wardens; a destroyed block costs {ruin}).",
                  action_kind="pyro_move")


# ----- tracks -------------------------------------------------------------------------------
def _track(state: Any, rest: str, seat: int) -> Reason:
    board, _, name = rest.partition(":")
    if board == "pyro":
        return _pyro_track(state, name, seat)
    if _pyro_acting(state, seat):
        return Reason("That is the Wardens' board: the Pyromancer upgrades only their own "
                      "tracks.", action_kind="pyro_upgrade")
    mine = _wardens(state, seat)
    if board.isdigit():
        owners = [w for w in state.wardens if w.board == int(board)]
        if owners and all(w.seat != seat for w in owners):
            return Reason(f"That Firehouse board belongs to {state.player_name(owners[0].seat)}:"
                          " you upgrade only your own.", action_kind="upgrade")
    if board == "actions":
        owner = state.wardens[int(name)]
        if owner.seat != seat:
            return Reason(f"That Actions marker is {state.warden_name(owner)}'s: only "
                          f"{state.player_name(owner.seat)} raises it.", action_kind="upgrade")
        mine = [owner]
    able = [w for w in mine if state.can_act(w)]
    if not able:
        return Reason("No actions left this turn: an Upgrade costs 1 action.",
                      action_kind="upgrade")
    if all(state.upgrades_left(w) <= 0 for w in able):
        span = "round" if state.mode in ("coop", "campaign") else "turn"
        each = " by each of your Wardens" if len(able) > 1 else ""
        return Reason(f"Upgrade already used this {span}{each}: one Upgrade per Warden per "
                      f"{span}.", action_kind="upgrade")
    return Reason(_track_full(state, board, name), action_kind="upgrade")


def _track_full(state: Any, board: str, name: str) -> str:
    """Why an Upgrade of this track is not offered although Upgrades are left."""
    if board == "incidents":
        i = int(name)
        if state.witnessed[i]:
            return f"Incident track {i + 1} is already witnessed."
        return f"Incident track {i + 1} is at its last level."
    if board == "actions":
        return "The next level of the Actions track is full or it is at its top."
    if name.startswith("influence:"):
        fid = name.split(":", 1)[1]
        return f"{state.cat.factions[fid].name} Influence is at its top."
    track = state.boards[int(board)]
    if name in track.tracks and not track.can_upgrade(name):
        return f"That track is at its top ({track.value(name)})."
    return "That track cannot be upgraded now."


def _pyro_track(state: Any, name: str, seat: int) -> Reason:
    if not _pyro_acting(state, seat):
        return Reason("That is the Pyromancer's board: only the Pyromancer upgrades it.",
                      action_kind="pyro_upgrade")
    p = state.pyro
    if p.actions_left <= 0:
        return Reason("The Pyromancer has no actions left: end the turn.",
                      action_kind="pyro_upgrade")
    if name == "firestorm":
        cost = state.pcost("fuel")
        if not state.pyro_can_upgrade("firestorm"):
            return Reason("The Firestorm is at its top.", action_kind="fuel")
        return Reason(f"Fuel the Storm costs {cost} Fire Mana and you have {p.mana}.",
                      action_kind="fuel")
    if name == "familiar" and state.familiar_ready():
        if p.familiar_active:
            return Reason("The Familiar is already ablaze this turn.", action_kind="familiar")
        return Reason(f"The Familiar's blaze costs {state.pcost('familiar')} Fire Mana and "
                      f"you have {p.mana}.", action_kind="familiar")
    if name not in state.pyro_rules["upgradable"]:
        return Reason("That track cannot be upgraded.", action_kind="pyro_upgrade")
    if p.upgrades_this_turn >= state.pyro_rules["upgrades_per_turn"]:
        return Reason("Upgrade already used this turn (one per turn).",
                      action_kind="pyro_upgrade")
    return Reason("That track is at its top.", action_kind="pyro_upgrade")


# ----- Equipment cards ----------------------------------------------------------------------
def _equipment(state: Any, cid: str, seat: int) -> Reason:
    info = equipment_catalogue().get(cid)
    name = info.name if info is not None else cid
    mine = _wardens(state, seat)
    able = [w for w in mine if state.can_act(w)]
    held = capabilities(state).solo and cid in state.held
    if held:
        n = state.solo["held_card_actions"]
        if n and not any(state.budget.get(w.index, 0) >= n for w in mine):
            return Reason(f"Using {name} costs {n} action(s) and you have none left.",
                          action_kind="use_card")
        if state.treasure_used(cid):
            return Reason(f"{name} was already used this turn (a Treasure works once per "
                          "turn).", action_kind="use_card")
        return Reason(f"{name} would do nothing right now (nothing it can act on here).",
                      action_kind="use_card")
    if not able:
        return Reason(f"Visit the Forge for {name} costs 1 action and you have none left.",
                      action_kind="ability")
    if info is not None and info.kind == "scroll":
        return Reason(f"{name} is not an Equipment card to use: see the chapter objectives.",
                      action_kind="ability")
    cost = forge_cost(state)
    if state.favour < cost:
        return Reason(f"Visit the Forge costs 1 action and {cost} Favour; the team has "
                      f"{state.favour}.", action_kind="ability")
    if state.treasure_used(cid):
        return Reason(f"{name} was already used this turn (a Treasure works once per turn).",
                      action_kind="ability")
    return Reason(f"{name} would do nothing right now (nothing it can act on here).",
                  action_kind="ability")


def forge_cost(state: Any) -> int:
    """Favour a Visit to the Forge costs in this mode."""
    if capabilities(state).solo:
        return int(state.solo["ability_costs"]["forge"])
    return int(state.ability_cost("forge"))
