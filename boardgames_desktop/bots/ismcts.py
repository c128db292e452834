"""Normal and Hard: Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse,
2012, "single observer" ISMCTS), with the game's evaluation at the end of short playouts.

Each iteration imagines the hidden part afresh (``state.determinized(seat, rng)``: undrawn
decks, face-down POIs, future dice), then walks a tree of action sequences from the bot's
point of view.  The root offers only the bot's own actions; deeper nodes belong to whoever
acts there, and each node's statistics are kept from the viewpoint of the seat that chose
the action (every seat maximises its own prospects; cooperative seats share them).  Since
different imagined worlds allow different actions, a child's UCB term counts how often it
was *available* rather than how often its parent was visited.  A playout of
``rollout_steps`` random actions may follow the new leaf (0 by default: with copies costing
milliseconds, random steps cost more than they tell), then ``evaluation.values`` scores the
position — the game rarely ends within a search, so the evaluation does the judging.

The root does not search every action: Easy's one-step look-ahead ranks them first and
only the best ``candidates`` are searched (with a few dozen iterations, spreading them over
ninety actions would leave each untried or tried once), tried in that order.

Budget: a fixed number of iterations (the level's ``iterations``) so that a seed and state
always give the same choice; the time limit is only an upper bound that stops the search
early on a slow or loaded machine (then the choice may differ from run to run).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from boardgames_desktop.rules.action import Action

from .base import Bot, Deadline
from .easy import rank_actions
from .evaluation import averaged_kinds, plans_own_turn, turn_end_kinds, values


@dataclass
class Node:
    action: Action | None = None
    visits: int = 0
    available: int = 0
    total: float = 0.0
    best: float = -math.inf  # the best value seen below (turn planning backs up the max)
    children: dict[tuple, Node] = field(default_factory=dict)
    # a lottery action (``averaged_kinds``): per outcome seen, [times, best value after it]
    outcomes: dict[tuple, list[float]] | None = None

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def value(self, planning: bool) -> float:
        return self.best if planning else self.mean()

    def record(self, outcome: tuple, score: float) -> float:
        """Note ``score`` after ``outcome`` of a lottery action; the expected best value
        over the outcomes seen so far (each outcome weighted by how often it came)."""
        if self.outcomes is None:
            self.outcomes = {}
        seen = self.outcomes.setdefault(outcome, [0.0, -math.inf])
        seen[0] += 1
        seen[1] = max(seen[1], score)
        total = sum(count for count, _best in self.outcomes.values())
        return sum(count * best for count, best in self.outcomes.values()) / total


@dataclass(frozen=True)
class SearchSettings:
    iterations: int
    rollout_steps: int = 0
    candidates: int = 6  # root actions searched: the best by Easy's one-step look-ahead
    exploration: float = 0.6
    max_tree_depth: int = 12


class SearchBot(Bot):
    """ISMCTS for one seat; ``settings`` fixes the iteration budget and playout length."""

    def __init__(self, seat: int, seed: int = 0, level: str = "normal",
                 settings: SearchSettings | None = None, default_time: float | None = None):
        super().__init__(seat, seed)
        self.level = level
        self.settings = settings or SearchSettings(iterations=100)
        self.default_time = default_time
        self.last_iterations = 0

    def choose(self, state: Any, time_limit: float | None = None) -> Action:
        return super().choose(state, self.default_time if time_limit is None else time_limit)

    def decide(self, state: Any, own: list[Action], rng: random.Random,
               deadline: Deadline) -> Action:
        ranked = [a for _v, a in rank_actions(state, self.seat, own, rng, deadline)]
        if not ranked:
            return own[rng.randrange(len(own))]
        candidates = ranked[:self.settings.candidates]
        if len(candidates) == 1:
            return candidates[0]
        root = search(state, self.seat, candidates, rng, deadline, self.settings)
        self.last_iterations = root.visits
        order = {a.key(): i for i, a in enumerate(candidates)}
        tried = [root.children[a.key()] for a in candidates if a.key() in root.children]
        tried = [n for n in tried if n.visits]
        if not tried:
            return candidates[0]
        if plans_own_turn(state):  # planning the turn: the best line found
            best = max(tried, key=lambda n: (n.best, n.visits, -order[n.action.key()]))
        else:
            best = max(tried, key=lambda n: (n.visits, n.mean(), -order[n.action.key()]))
        self.last_estimate = best.mean()
        assert best.action is not None
        return best.action


@dataclass
class Bounds:
    """The lowest and highest value backed up so far: UCB compares means on this range, so
    exploration weighs the same whether the evaluation says 0.95 or 0.5 (a hand-written
    evaluation is rarely calibrated, and near 0 or 1 every mean looks alike)."""

    low: float = math.inf
    high: float = -math.inf

    def add(self, value: float) -> None:
        self.low = min(self.low, value)
        self.high = max(self.high, value)

    def norm(self, value: float) -> float:
        spread = self.high - self.low
        return (value - self.low) / spread if spread > 1e-9 else 0.5


def search(state: Any, seat: int, own: list[Action], rng: random.Random, deadline: Deadline,
           settings: SearchSettings) -> Node:
    root = Node()
    bounds = Bounds()
    own_keys = {a.key() for a in own}
    ends = turn_end_kinds(state)
    planning = plans_own_turn(state)
    # a line ends where the seat's turn passes on (a game that plans turns without a
    # turn-ending kind: The Brigade's turn ends when its actions run out)
    stop = planning and not ends
    lotteries = averaged_kinds(state) if planning else frozenset()
    for _ in range(settings.iterations):
        if deadline.passed:
            break
        world = state.determinized(seat, rng)
        outcomes: dict[int, tuple] = {}
        path = _descend(world, root, own, own_keys, rng, settings, bounds, seat, ends,
                        lotteries, outcomes, planning, stop)
        _playout(world, rng, settings.rollout_steps)
        scores = values(world)
        root.visits += 1
        carried: float | None = None  # a lottery's expected best, passed on upwards
        for node in reversed(path):
            node.visits += 1
            assert node.action is not None
            score = scores[node.action.player] if carried is None else carried
            node.total += score
            outcome = outcomes.get(id(node))
            if outcome is None:
                node.best = max(node.best, score)
            else:
                node.best = carried = node.record(outcome, score)
            bounds.add(score)
    return root


def _descend(world: Any, root: Node, own: list[Action], own_keys: set, rng: random.Random,
             settings: SearchSettings, bounds: Bounds, seat: int,
             ends: frozenset[str], lotteries: frozenset[str] = frozenset(),
             outcomes: dict[int, tuple] | None = None, planning: bool | None = None,
             stop_at_hand_off: bool = False) -> list[Node]:
    """Select by UCB down the tree, add one new node, and return the path walked.

    A lottery action (a kind in ``lotteries``) played on the way has its outcome noted in
    ``outcomes`` (by the node's id: the log lines it wrote), so that turn planning can
    judge it by its average outcome rather than the luckiest one imagined.

    An action of a kind in ``ends`` taken by the searching seat (Flash Point's end of the
    turn) is a leaf that is *not* played: the position is judged as the turn leaves it,
    before the fire moves, by an evaluation that prices the coming fire (its explosion
    risk, fire next to victims) instead of by one imagined roll of the dice.

    With ``stop_at_hand_off`` the walk stops once the searching seat's action has passed
    the turn on: the position is judged there, not after moves imagined at random for the
    other seats (which made passing the turn look good: random rivals play badly)."""
    if planning is None:
        planning = bool(ends)
    node = root
    path: list[Node] = []
    for depth in range(settings.max_tree_depth):
        if world.is_over:
            break
        legal = own if depth == 0 else world.legal_actions()
        if depth == 0:
            legal = [a for a in legal if a.key() in own_keys]
        if not legal:
            break
        untried = []
        for action in legal:
            child = node.children.get(action.key())
            if child is None:
                untried.append(action)
            else:
                child.available += 1
        if untried:
            # the root tries its candidates best-first (Easy's order); deeper, at random
            action = untried[0] if depth == 0 else untried[rng.randrange(len(untried))]
            child = Node(action=action, available=1)
            node.children[action.key()] = child
            if not (action.kind in ends and action.player == seat):
                _play(world, child, lotteries, outcomes)
                if stop_at_hand_off:
                    _passed_on(world, child, seat, outcomes)
            path.append(child)
            break
        child = _select(node, legal, settings.exploration, bounds, planning)
        assert child.action is not None
        path.append(child)
        if child.action.kind in ends and child.action.player == seat:
            break
        _play(world, child, lotteries, outcomes)
        if stop_at_hand_off and _passed_on(world, child, seat, outcomes):
            break  # the turn passed on: judged here
        node = child
    return path


def _play(world: Any, node: Node, lotteries: frozenset[str],
          outcomes: dict[int, tuple] | None) -> None:
    """Apply the node's action to ``world``, noting a lottery's outcome."""
    assert node.action is not None
    world.apply(node.action)
    if outcomes is not None and node.action.kind in lotteries:
        outcomes[id(node)] = tuple(world.log[-1].messages)


def _passed_on(world: Any, node: Node, seat: int, outcomes: dict[int, tuple] | None) -> bool:
    """Whether the searching seat's action at ``node`` passed the turn on.  What came
    with it (the next turn's event card, the fire it spread) is chance: it is noted as the
    node's outcome, so the line is judged by its average, not by the luckiest card."""
    assert node.action is not None
    if node.action.player != seat or seat in world.active_players:
        return False
    if outcomes is not None:
        outcomes[id(node)] = tuple(world.log[-1].messages) if world.log else ()
    return True


def _select(node: Node, legal: list[Action], c: float, bounds: Bounds,
            planning: bool) -> Node:
    best, best_score = None, -math.inf
    for action in legal:
        child = node.children[action.key()]
        score = (bounds.norm(child.value(planning))
                 + c * math.sqrt(math.log(max(1, child.available)) / child.visits)
                 if child.visits else math.inf)
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


def _playout(world: Any, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if world.is_over:
            return
        actions = world.legal_actions()
        if not actions:
            return
        world.apply(actions[rng.randrange(len(actions))])
