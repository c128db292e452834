"""Interactive tutorials: a scenario plus steps (pure Python; the Qt panel is
``tutorial_panel.py``).

A tutorial file (``resources/<game>/tutorials/<name>.json``) names a scenario of the same
game (``resources/<game>/scenarios/``) and lists steps.  Each step has ``do`` (what to do,
one sentence) and ``why`` (one sentence); a step with ``expect`` waits for that one action
(``kind`` and, when the action has one, ``target``; ``args`` narrows it further) and answers
any other click with its ``hint``; a step without ``expect`` is read, then *Next*.
``rule`` names the rule the step shows, the first time it fires.  ``finish`` says what was
learned and ``real_game`` the game it offers next.

The scenario fixes the dice and the decks, so the same clicks always lead to the same
board.  A step's position is counted by the actions taken since the start, so undo (and
resuming from a save) land on the right step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.errors import ResourceError
from boardgames_desktop.rules.resources import resource_path
from boardgames_desktop.rules.schema import Int, Invalid, ListOf, MapOf, Plain, Record, Str

if TYPE_CHECKING:  # the engine loads when a tutorial starts; the list needs only the files
    from boardgames_desktop.rules import Action, GameState

GAMES = ("flashpoint", "brigade", "emberheart")  # the order "Learn to play" lists them
DEFAULT_HINT = "Not yet: the glowing place on the board (or the button on the right) is next."

_STEP = Record(required={"do": Str(400)},
               optional={"why": Str(400), "rule": Str(80), "hint": Str(300),
                         "expect": Record(required={"kind": Str(40)},
                                          optional={"target": Str(200),
                                                    "args": MapOf(Plain(depth=2), 8)},
                                          closed=True)},
               closed=True)
_FILE = Record(required={"title": Str(120), "scenario": Str(80), "steps": ListOf(_STEP, 40, 1),
                         "finish": Str(600)},
               optional={"summary": Str(300), "order": Str(10), "real_game": Record(
                   required={"mode": Str(40), "players": Int(1, 6)},
                   optional={"options": MapOf(Plain(depth=2), 16)}, closed=True)},
               closed=True)


@dataclass(frozen=True)
class Step:
    do: str
    why: str = ""
    rule: str = ""
    hint: str = ""
    expect: dict[str, Any] | None = None

    @property
    def waits_for_action(self) -> bool:
        return self.expect is not None

    def matches(self, action: Action) -> bool:
        """Whether ``action`` is the one this step asks for."""
        if self.expect is None or action.kind != self.expect["kind"]:
            return False
        target = self.expect.get("target")
        if target is not None and action.target != target:
            return False
        return all(action.get(k) == _plain(v) for k, v in self.expect.get("args", {}).items())


def _plain(value: Any) -> Any:
    """JSON lists as the tuples actions hold."""
    return tuple(_plain(v) for v in value) if isinstance(value, list) else value


@dataclass(frozen=True)
class Tutorial:
    id: str  # "<game>/<name>"
    game: str
    title: str
    scenario: str
    steps: tuple[Step, ...]
    finish: str
    summary: str = ""
    order: str = ""
    real_game: dict[str, Any] = field(default_factory=dict)

    def new_state(self) -> GameState:
        """The game at the tutorial's first step (its scenario)."""
        from boardgames_desktop.rules.scenario import load_scenario, scenario_file

        return load_scenario(scenario_file(self.game, self.scenario))

    def action_steps_before(self, index: int) -> int:
        return sum(1 for s in self.steps[:index] if s.waits_for_action)


def read_tutorial(game: str, name: str) -> Tutorial:
    """``resources/<game>/tutorials/<name>.json``, checked; ResourceError naming the field."""
    path = resource_path(game, "tutorials", f"{name}.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        _FILE.check(data)
    except OSError:
        raise ResourceError(f"There is no tutorial '{name}' for {game}.") from None
    except (ValueError, Invalid) as exc:
        raise ResourceError(f"The tutorial {path.name} is damaged: {exc}.") from None
    steps = tuple(Step(s["do"], s.get("why", ""), s.get("rule", ""), s.get("hint", ""),
                       s.get("expect")) for s in data["steps"])
    return Tutorial(f"{game}/{name}", game, data["title"], data["scenario"], steps,
                    data["finish"], data.get("summary", ""), data.get("order", name),
                    dict(data.get("real_game") or {}))


@cache
def tutorials() -> tuple[Tutorial, ...]:
    """Every tutorial shipped, game by game in ``GAMES`` order, then by their ``order``."""
    found: list[Tutorial] = []
    for game in GAMES:
        folder = resource_path(game, "tutorials")
        names = sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []
        found.extend(sorted((read_tutorial(game, n) for n in names), key=lambda t: t.order))
    return tuple(found)


def tutorial(tutorial_id: str) -> Tutorial:
    for t in tutorials():
        if t.id == tutorial_id:
            return t
    raise ResourceError(f"There is no tutorial '{tutorial_id}'.")


class TutorialRunner:
    """Follows one player through a tutorial on its own game state."""

    def __init__(self, tutorial_: Tutorial, state: GameState | None = None,
                 read_steps: int = 0) -> None:
        self.tutorial = tutorial_
        self.state = state if state is not None else tutorial_.new_state()
        #: the first step not yet read (reading steps move it on; actions move it too)
        self.read = read_steps
        self.shown_rules: set[str] = set()

    # ----- where we are --------------------------------------------------------------
    @property
    def index(self) -> int:
        """The current step: the first one not done, counting actions from the log."""
        taken = len(self.state.log)
        steps = self.tutorial.steps
        done_actions = 0
        for i, step in enumerate(steps):
            if step.waits_for_action:
                if done_actions >= taken:
                    return i
                done_actions += 1
            elif i >= self.read and done_actions >= taken:
                return i
        return len(steps)

    @property
    def step(self) -> Step | None:
        i = self.index
        return self.tutorial.steps[i] if i < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def progress(self) -> tuple[int, int]:
        """(step number from 1, number of steps)."""
        total = len(self.tutorial.steps)
        return min(self.index + 1, total), total

    def rule_to_name(self) -> str:
        """The rule this step shows, the first time it comes up (then '')."""
        step = self.step
        if step is None or not step.rule or step.rule in self._rules_before():
            return ""
        return step.rule

    def _rules_before(self) -> set[str]:
        return {s.rule for s in self.tutorial.steps[:self.index] if s.rule}

    # ----- what may be done ------------------------------------------------------------
    def offered(self, legal: list[Action]) -> list[Action]:
        """Of the legal actions, those the step asks for (nothing while a step is read)."""
        step = self.step
        if step is None:
            return list(legal)
        return [a for a in legal if step.matches(a)]

    def refusal(self, action: Action | None = None) -> str | None:
        """None when ``action`` is what the step asks for; otherwise the step's hint."""
        step = self.step
        if step is None:
            return None
        if action is not None and step.matches(action):
            return None
        if not step.waits_for_action:
            return "Read this step, then press Next."
        return step.hint or DEFAULT_HINT

    def next(self) -> None:
        """The player read a reading step."""
        step = self.step
        if step is not None and not step.waits_for_action:
            self.read = self.index + 1

    # ----- leaving and resuming ----------------------------------------------------------
    def progress_data(self) -> dict[str, Any]:
        return {"save": self.state.to_json(), "read": self.read}

    @classmethod
    def resume(cls, tutorial_: Tutorial, data: dict[str, Any]) -> TutorialRunner:
        """A runner from ``progress_data``; a damaged record starts the tutorial over."""
        from boardgames_desktop.rules import load_game

        try:
            state = load_game(str(data["save"]))
            read = int(data.get("read", 0))
        except Exception:  # noqa: BLE001 - bad progress only costs the player a restart
            return cls(tutorial_)
        if state.game_id != tutorial_.game:
            return cls(tutorial_)
        return cls(tutorial_, state, read)


def play_through(runner: TutorialRunner) -> list[Action]:
    """Take every step as asked (tests and tools): the actions taken, in order."""
    taken = []
    while not runner.finished:
        step = runner.step
        assert step is not None
        if not step.waits_for_action:
            runner.next()
            continue
        offered = runner.offered(runner.state.legal_actions())
        if len(offered) != 1:
            raise AssertionError(f"Step {runner.index + 1} of {runner.tutorial.id} offers "
                                 f"{len(offered)} actions: {[a.describe() for a in offered]}")
        runner.state.apply(offered[0])
        taken.append(offered[0])
    return taken
