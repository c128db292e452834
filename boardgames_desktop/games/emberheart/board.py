"""Plain-data pieces of the Emberheart table: a player's board and a Party.

Everything here is plain data (ints, strs, lists, dicts) so snapshots and views read it
directly.  The main board lives on :class:`EmberheartState` itself (see its docstring).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import HIRELINGS


def new_party(player: int, grunt: int = 0, scout: int = 0, ranger: int = 0, warden: int = 0,
              companion: bool = False) -> dict:
    """A Party on a Location space.  ``player`` is -1 for a two-player-mode non-player Crest.

    Keys: player, grunt, scout, ranger, warden (Hireling counts in the stack), companion
    (the Dragon Companion sits on top), claimed (it has claimed a card this Reward phase).
    """
    return {"player": player, "grunt": grunt, "scout": scout, "ranger": ranger,
            "warden": warden, "companion": companion, "claimed": False}


def party_size(party: dict) -> int:
    return sum(party[hireling] for hireling in HIRELINGS)


@dataclass
class PlayerBoard:
    """One player's board and area.

    - ``hire``: Hirelings in the personal supply (grunt/scout/ranger/warden).
    - ``gear``, ``crests`` (Crests still in hand), ``flame`` (0 = the Flame icon).
    - ``tracks``: Attribute marker step per track (strength/senses/speed, 0..7).
    - ``companion_used``: the Dragon Companion went out this round.
    - ``heroes``/``preserves``: card ids in the tableau; ``attached``: host id -> Dragon id.
    - ``dragons``: every Dragon owned (attached or not); ``gear_dragons``: Dragons carrying a
      Gear (B-side Harness Smith skill).
    - ``garrisons``: claimed Garrison cards; ``completed``: those completed (tucked).
    - ``skill``: B-side Player Skill id or "" on the A side.
    - ``exotic_colors``: colours chosen at End Game Scoring for unattached Exotic Dragons.
    - ``custodian_track``: the Attribute track the Custodian scores on (chosen at the end).
    """

    hire: dict[str, int] = field(default_factory=lambda: {h: 0 for h in HIRELINGS})
    gear: int = 0
    crests: int = 5
    flame: int = 0
    tracks: dict[str, int] = field(default_factory=dict)
    companion_used: bool = False
    heroes: list[str] = field(default_factory=list)
    preserves: list[str] = field(default_factory=list)
    attached: dict[str, str] = field(default_factory=dict)
    dragons: list[str] = field(default_factory=list)
    gear_dragons: list[str] = field(default_factory=list)
    garrisons: list[str] = field(default_factory=list)
    completed: list[str] = field(default_factory=list)
    skill: str = ""
    apprentice_used: bool = False
    exotic_colors: dict[str, str] = field(default_factory=dict)
    custodian_track: str = ""

    def copy(self) -> PlayerBoard:
        """An independent copy: its dicts and lists are new, the ids and numbers shared."""
        twin = object.__new__(PlayerBoard)
        d = twin.__dict__
        d.update(self.__dict__)
        d["hire"] = dict(self.hire)
        d["tracks"] = dict(self.tracks)
        d["heroes"] = list(self.heroes)
        d["preserves"] = list(self.preserves)
        d["attached"] = dict(self.attached)
        d["dragons"] = list(self.dragons)
        d["gear_dragons"] = list(self.gear_dragons)
        d["garrisons"] = list(self.garrisons)
        d["completed"] = list(self.completed)
        d["exotic_colors"] = dict(self.exotic_colors)
        return twin

    def unattached_dragons(self) -> list[str]:
        used = set(self.attached.values())
        return [d for d in self.dragons if d not in used]

    def free_hosts(self) -> list[str]:
        return [host for host in self.heroes + self.preserves if host not in self.attached]

    @property
    def experts(self) -> int:
        return self.hire["scout"] + self.hire["ranger"] + self.hire["warden"]
