"""The team's Favour abilities (Co-Op, the campaign, 3v1/4v1): each is offered to a Warden
who can act when the shared Favour pays its cost, and costs one action plus that Favour."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act

from .pieces import Warden
from .state import BrigadeState


class TeamFavourMixin(BrigadeState):
    """The names (``Mode.ability_names``) and costs (``Mode.ability_cost``) of the
    abilities come from the mode."""

    favour: int

    def ability_cost(self, key: str) -> int:
        """What ability ``key`` costs in Favour (by the mode's rules)."""
        cost = self.hooks.ability_cost
        assert cost is not None, "this mode has no Favour abilities"
        return cost(self, key)

    def ability_offer(self, w: Warden, out: list[Action]) -> Callable[..., None]:
        """``offer(key, text, target=None, **args)`` adds Warden ``w``'s ability to ``out``
        when the Favour pays for it (its text names the Warden, ``named_prefix``)."""

        prefix = self.named_prefix(w)  # the Warden's name when its seat runs several

        def offer(key: str, text: str, target: str | None = None, **args: Any) -> None:
            if self.favour >= self.ability_cost(key):
                name = self.hooks.ability_names[key]
                out.append(act(w.seat, "ability", f"{prefix}{name}: {text}",
                                       target=target, cost=f"1 action + "
                                       f"{self.ability_cost(key)} Favour", warden=w.index,
                                       ability=key, **args))

        return offer

    def pay_for_ability(self, action: Action) -> tuple[Warden, str]:
        """Spend the Warden's action and the Favour; returns the Warden and the ability."""
        w = self.wardens[action["warden"]]
        key = action["ability"]
        self.spend(w)
        self.favour -= self.ability_cost(key)
        self.say(f"{self.hooks.ability_names[key]} for {self.ability_cost(key)} Favour "
                 f"({self.favour} left).")
        return w, key
