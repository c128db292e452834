"""A tiny dice game used only to test the shared rules package (not part of the product)."""

from __future__ import annotations

from boardgames_desktop.rules import Action, GameInfo, GameState, ModeInfo, Outcome, register

TARGET = 20


class PigState(GameState):
    game_id = "toy-pig"

    def setup(self) -> None:
        self.scores = [0] * self.players
        self.turn_total = 0
        self.notes = 0
        self.current = self.rng.randint(0, self.players - 1)
        self.say(f"{self.player_name(self.current)} starts.")

    @property
    def active_players(self) -> list[int]:
        return [] if self.is_over else [self.current]

    @property
    def outcome(self) -> Outcome | None:
        for p, score in enumerate(self.scores):
            if score >= TARGET:
                return Outcome((p,), f"{self.player_name(p)} reached {TARGET}.",
                               dict(enumerate(self.scores)))
        return None

    def generate_actions(self) -> list[Action]:
        p = self.current
        actions = [Action.make(p, "roll", "Roll the die"),
                   Action.make(p, "bank", f"Bank {self.turn_total}")]
        if self.notes < 2:
            actions.append(Action.make(p, "note", "Make a note", amount=self.notes + 1))
        return actions

    def why_illegal(self, action: Action) -> str:
        if action.kind == "note" and self.notes >= 2:
            return "You may make only two notes a turn."
        return super().why_illegal(action)

    def perform(self, action: Action) -> None:
        if action.kind == "note":
            self.notes += 1
        elif action.kind == "roll":
            value = self.rng.roll(6)
            self.say(f"rolled {value}")
            if value == 1:
                self._next()
            else:
                self.turn_total += value
        elif action.kind == "bank":
            self.scores[self.current] += self.turn_total
            if not self.is_over:
                self._next()

    def _next(self) -> None:
        self.turn_total = 0
        self.notes = 0
        self.current = (self.current + 1) % self.players
        if self.players == 1:
            self.mark_turn_end()


TOY_INFO = GameInfo(
    id="toy-pig",
    title="Toy Pig",
    modes=(ModeInfo("standard", "Standard", 1, 4),),
    factory=lambda mode, players, seed, options: PigState(mode, players, seed, options),
)
register(TOY_INFO)
