"""The team's Favour abilities (Co-Op, the campaign, 3v1/4v1): each is offered to a Warden
who can act when the shared Favour pays its cost, and costs one action plus that Favour."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from boardgames_desktop.rules.action import Action
from boardgames_desktop.rules.reuse import reused_make as act

from .pieces import Warden
from .state import BrigadeState


class TeamFavourMixin(BrigadeState):
    """``ability_names`` (key → name) and ``ability_cost`` come from the mode."""

    ability_names: ClassVar[dict[str, str]]
    favour: int

    def ability_cost(self, key: str) -> int:
        raise NotImplementedError

    def ability_offer(self, w: Warden, out: list[Action]) -> Callable[..., None]:
        """``offer(key, text, target=None, **args)`` adds Warden ``w``'s ability to ``out``
        when the Favour pays for it (its text names the Warden, ``named_prefix``)."""

        prefix = self.named_prefix(w)  # the Warden's name when its seat runs several

        def offer(key: str, text: str, target: str | None = None, **args: Any) -> None:
            if self.favour >= self.ability_cost(key):
                out.append(act(w.seat, "ability", f"{prefix}{self.ability_names[key]}: {text}",
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
        self.say(f"{self.ability_names[key]} for {self.ability_cost(key)} Favour "
                 f"({self.favour} left).")
        return w, key
