"""Test-only games for the app shell: the toy Pig game plus a hidden-information game with
an interrupt, and a game with launcher options.  (None of them has a board scene.)"""

from __future__ import annotations

from boardgames_desktop.rules import (
    Action,
    GameInfo,
    GameState,
    ModeInfo,
    OptionInfo,
    Outcome,
    register,
)
from tests.rules.toy_game import PigState  # noqa: F401  (registers toy-pig)


class SecretState(GameState):
    """Two to three seats take turns; each holds a secret number (hidden information).

    On your turn: "tick" (stays your turn, undoable), "offer" (the next seat may interrupt:
    both become active), or "end" (turn passes).  The game ends after ``rounds`` turns.
    """

    game_id = "toy-secret"
    hidden_information = True

    def setup(self) -> None:
        self.secrets = [self.rng.randint(1, 9) for _ in range(self.players)]
        self.current = 0
        self.ticks = 0
        self.turns = 0
        self.offered = False
        self.rounds = int(self.options.get("rounds", 4))
        self.score = [0] * self.players

    @property
    def active_players(self) -> list[int]:
        if self.is_over:
            return []
        if self.offered:
            return [self.current, (self.current + 1) % self.players]
        return [self.current]

    @property
    def outcome(self) -> Outcome | None:
        if self.turns >= self.rounds:
            best = max(range(self.players), key=lambda p: (self.score[p], -p))
            return Outcome((best,), "Most ticks.")
        return None

    @property
    def phase(self) -> str:
        return f"Turn {self.turns + 1}"

    def generate_actions(self) -> list[Action]:
        p = self.current
        if self.offered:
            other = (p + 1) % self.players
            return [Action.make(p, "wait", "Wait for the answer"),
                    Action.make(other, "interrupt", "Interrupt!")]
        return [Action.make(p, "tick", "Tick"),
                Action.make(p, "offer", "Offer an interrupt"),
                Action.make(p, "end", "End turn"),
                Action.make(p, "peek", "Look at my secret", target="secret")]

    def perform(self, action: Action) -> None:
        if action.kind == "tick":
            self.score[action.player] += 1
        elif action.kind == "offer":
            self.offered = True
        elif action.kind in ("wait", "interrupt"):
            self.offered = False
            self.say(f"{self.player_name(action.player)} answered.")
        elif action.kind == "peek":
            self.say("Someone looked at a secret.")
        elif action.kind == "end":
            self.turns += 1
            self.current = (self.current + 1) % self.players


SECRET_INFO = GameInfo(
    id="toy-secret",
    title="Toy Secret",
    modes=(ModeInfo("standard", "Standard", 2, 3, "Hidden numbers."),
           ModeInfo("long", "Long", 2, 2)),
    factory=lambda mode, players, seed, options: SecretState(mode, players, seed, options),
    options=(
        OptionInfo("rounds", "Turns to play", "int", 4, low=1, high=20),
        OptionInfo("loud", "Loud interrupts", "bool", False, modes=("long",)),
        OptionInfo("colour", "Colour", "choice", "red", choices=("red", "blue")),
    ),
    summary="A test game with secrets.",
)
register(SECRET_INFO)
