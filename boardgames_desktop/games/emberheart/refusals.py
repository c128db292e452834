"""Why a place on the board cannot be used now, in the game's words.

``refusal(state, target, viewer)`` answers a click on a target where no move is legal.  It
asks the same rules the moves are generated from — ``can_place`` (Crests), ``aides_left``,
``party_sizes``/``expert_counts`` (what Party a space takes), ``claimable`` and
``mountain_claimable`` (what a Party may claim), ``attach_options`` (which Dragon fits which
card) — so a refusal names the rule that really stops the move, never a second copy of it.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.rules.flow import Decision
from boardgames_desktop.rules.reason import Reason

from .action_phase import expert_counts, party_sizes
from .common import HIRE_NAMES, LOCATIONS, plural

#: The prompts whose answers are Attribute tracks.
TRACK_PROMPTS = ("headstart", "knight", "peak", "drill", "custodian")


def refusal(state: Any, target: str, viewer: int | None = None) -> Reason:
    """The reason nothing can be done at ``target`` for ``viewer`` (None: whoever acts)."""
    if state.stage == "over":
        return Reason("The game is over: see the End Game Scoring table.",
                      action_kind=_kind_of(target))
    kind, _, rest = target.partition(":")
    explain = _EXPLAINERS.get(kind)
    if explain is None:
        return Reason(f"{target!r} is not a place of the Emberheart board.")
    return explain(state, rest, viewer)


# --------------------------------------------------------------------------- helpers
def _kind_of(target: str) -> str | None:
    return {"space": "party", "card": "claim", "aide": "aide", "track": "headstart",
            "raid": "defender", "warden": "order"}.get(target.partition(":")[0]) or (
        target.partition(":")[2] if target.startswith("special:") else None)


def _name(state: Any, p: int) -> str:
    return state.player_name(p)


def _not_yours(state: Any, viewer: int | None, kind: str) -> Reason | None:
    """'It is Blue's turn' when the one clicking is not the one asked."""
    acting = state.active_players
    if viewer is None or not acting or viewer in acting:
        return None
    who = _name(state, acting[0])
    if state.prompt is not None:
        return Reason(f"Not your decision: {state.prompt_text(state.prompt)}.",
                      action_kind=kind)
    return Reason(f"It is {who}'s turn, not {_name(state, viewer)}'s.", action_kind=kind)


def _waiting(state: Any, kind: str, what: str) -> Reason:
    """A question is open: it comes first (``what`` says what the click would have done)."""
    prompt = state.prompt
    if prompt.kind == "finish":  # the turn's one action is done; only swaps are left
        return Reason(f"{_name(state, prompt.seat)} has already taken this turn's "
                      "action (one per turn): swap Hirelings with Gear, or end the turn.",
                      action_kind=kind)
    question = state.prompt_text(prompt)
    end = "" if question.endswith(("?", ".", "!")) else "."
    return Reason(f"{what} First answer the open question — {question}{end}",
                  action_kind=kind)


def _stage_words(state: Any) -> str:
    return state.stage_text().split(" — ", 1)[-1]


def _resolving(state: Any) -> str | None:
    """The Location resolving in the Reward phase."""
    i = state.progress.get("loc") if state.stage == "reward" else None
    return LOCATIONS[i] if isinstance(i, int) and 0 <= i < len(LOCATIONS) else None


# --------------------------------------------------------------------------- spaces
def _space(state: Any, rest: str, viewer: int | None) -> Reason:
    loc, _, num = rest.partition(":")
    if loc not in LOCATIONS or not num.isdigit() or not 1 <= int(num) <= 5:
        return Reason(f"There is no space {num} at {loc!r}.", action_kind="party")
    n = int(num)
    where = f"Space {n} of the {state.loc_name(loc)}"
    party = state.spaces[loc][n - 1]
    prompt = state.prompt
    ptype = prompt.kind if prompt else None
    if ptype in ("claim", "mclaim"):
        return _space_while_claiming(state, loc, n, party, prompt)
    if party is not None and ptype != "leader_recall":
        if party["player"] < 0:
            return Reason(f"{where} is blocked by a non-player Crest this round "
                          "(two-player mode).", action_kind="party")
        return Reason(f"{where} is taken by {_name(state, party['player'])}'s Party.",
                      action_kind="party")
    kind = "leader_place" if ptype == "leader_place" else "party"
    if (late := _not_yours(state, viewer, kind)) is not None:
        return late
    if ptype == "leader_recall":
        return Reason(f"The Leader recalls one of {_name(state, prompt.seat)}'s own "
                      "Parties: click a space with your Crest (or recall none).",
                      action_kind="leader_recall")
    if ptype == "leader_place":
        return _party_shortfall(state, prompt.seat, loc, n, companion=False,
                                kind="leader_place")
    if state.stage != "action":
        return Reason(f"Parties are sent only in the Action phase (now: "
                      f"{_stage_words(state)}).", action_kind="party")
    if prompt is not None:
        return _waiting(state, "party", f"{where} takes a Party only on your turn.")
    p = state.turn
    if not state.can_place(p):
        return Reason(f"{_name(state, p)} has no Crest left: all 5 are on the board this "
                      "round.", action_kind="party")
    return _party_shortfall(state, p, loc, n, companion=not state.boards[p].companion_used,
                            kind="party")


def _party_shortfall(state: Any, p: int, loc: str, n: int, companion: bool,
                     kind: str) -> Reason:
    """Why ``p`` cannot form a Party for space ``n`` of ``loc`` (the generation's rule)."""
    board = state.boards[p]
    expert = state.expert_of(loc)
    grunts, experts = board.hire["grunt"], board.hire[expert]
    reduction = state.track_level(p, "strength", "strength_reduction")
    sizes = [size for comp in ((False, True) if companion else (False,))
             for size in party_sizes(n, comp, reduction)]
    if any(expert_counts(size, grunts, experts) for size in sizes):
        # (formable, yet not offered: nothing else in the rules stops it)
        return Reason(f"Space {n} of the {state.loc_name(loc)} cannot take a Party now.",
                      action_kind=kind)
    need = f"exactly {plural(n, 'Hireling')}"
    smallest = min(sizes)
    if smallest < n:
        need += f" ({smallest} with your Dragon Companion's Strength)"
    have = (f"{_name(state, p)} has {plural(grunts, 'Grunt')} and "
            f"{plural(experts, HIRE_NAMES[expert])}")
    return Reason(f"Space {n} of the {state.loc_name(loc)} needs a Party of {need}, Grunts "
                  f"and {HIRE_NAMES[expert]}s only; {have}.", action_kind=kind)


def _space_while_claiming(state: Any, loc: str, n: int, party: Any, prompt: Decision) -> Reason:
    who = _name(state, prompt.seat)
    kind = prompt.kind
    here = state.loc_name(_resolving(state) or loc)
    if kind == "mclaim" and prompt.get("level") != "bottom":
        deciding = f"{who}'s Party on Warden space {prompt['index'] + 1}"
    else:
        deciding = f"{who}'s Party on {state.loc_name(prompt.get('loc', 'mountain'))} " \
                   f"{prompt.get('space')}"
    if party is None:
        return Reason(f"Parties are sent only in the Action phase; now the {here} is "
                      f"resolving and {deciding} claims.", action_kind=kind)
    owner = "a non-player Crest" if party["player"] < 0 else \
        f"{_name(state, party['player'])}'s Party"
    return Reason(f"Space {n} of the {state.loc_name(loc)} holds {owner}; it is not its turn "
                  f"to claim. Now {deciding} claims (largest spaces first, Location by "
                  "Location).", action_kind=kind)


# --------------------------------------------------------------------------- cards
def _card_place(state: Any, cid: str) -> tuple[str, Any]:
    """('offer', loc) / ('bard', owner) / ('mountain', level) / ('board', seat) / ('', None)."""
    for loc, slots in state.offer.items():
        if cid in slots:
            return "offer", loc
    for hero, owner in state.bard_cards:
        if hero == cid:
            return "bard", owner
    for level, slots in state.mountain.items():
        if cid in slots:
            return "mountain", level
    for p, board in enumerate(state.boards):
        if cid in board.heroes or cid in board.preserves or cid in board.dragons \
                or cid in board.garrisons:
            return "board", p
    return "", None


def _card(state: Any, cid: str, viewer: int | None) -> Reason:
    if cid not in state.content.cards:
        return Reason("That is no Emberheart card.", action_kind="claim")
    name = state.card(cid).name
    place, where = _card_place(state, cid)
    prompt = state.prompt
    ptype = prompt.kind if prompt else None
    if place == "board":
        return _card_on_board(state, cid, where, viewer)
    if (late := _not_yours(state, viewer, "claim")) is not None:
        return late
    if ptype == "claim":
        who, loc = _name(state, prompt.seat), prompt["loc"]
        if place == "bard" and where != prompt.seat:
            return Reason(f"{name} was drawn by {_name(state, where)}'s Bard: only "
                          f"{_name(state, where)} may claim it.", action_kind="claim")
        spot = state.loc_name(where) if place == "offer" else f"Mountain ({where} level)"
        return Reason(f"Now {who}'s Party claims at the {state.loc_name(loc)}; {name} is at "
                      f"the {spot}.", action_kind="claim")
    if ptype == "mclaim":
        return _card_at_mountain_claim(state, cid, place, where, prompt)
    if prompt is not None:
        return _waiting(state, "claim", f"{name} is claimed in the Reward phase.")
    if place == "offer":
        return Reason(f"{name} is claimed in the Reward phase by a Party on a space of the "
                      f"{state.loc_name(where)}: send a Party there first (now: "
                      f"{_stage_words(state)}).", action_kind="claim")
    if place == "mountain":
        return Reason(f"{name} is claimed when the Mountain resolves in the Reward phase, "
                      f"by a Party at the Mountain (now: {_stage_words(state)}).",
                      action_kind="mclaim")
    if place == "bard":
        return Reason(f"{name} is claimed at the Heroes' Guild in the Reward phase, only by "
                      f"{_name(state, where)}.", action_kind="claim")
    return Reason(f"{name} cannot be chosen now.", action_kind="claim")


def _card_at_mountain_claim(state: Any, cid: str, place: str, where: Any,
                            prompt: Decision) -> Reason:
    name, who, level = state.card(cid).name, _name(state, prompt.seat), prompt["level"]
    if place != "mountain":
        spot = f"the {state.loc_name(where)}" if place == "offer" else "a Bard's draw"
        return Reason(f"Now {who}'s Party claims on the Mountain's {level} level; {name} is "
                      f"at {spot}.", action_kind="mclaim")
    if where != level:
        return Reason(f"{name} is on the {where} level; {who}'s Party claims on the {level} "
                      "level now.", action_kind="mclaim")
    party = (state.spaces["mountain"][prompt["space"] - 1] if level == "bottom"
             else state.warden_spaces[prompt["index"]])
    if cid not in state.mountain_claimable(party, level):
        return Reason(f"{name} costs a Warden and {who}'s Party has none left.",
                      action_kind="mclaim")
    return Reason(f"{name} cannot be claimed now.", action_kind="mclaim")


def _card_on_board(state: Any, cid: str, owner: int, viewer: int | None) -> Reason:
    name = state.card(cid).name
    board = state.boards[owner]
    if cid in board.garrisons:
        done = "it is completed" if cid in board.completed else \
            "it completes by itself once its owner has what it needs"
        return Reason(f"{name} is {_name(state, owner)}'s Garrison card and takes no Dragon: "
                      f"{done}.", action_kind="attach")
    acting = state.prompt.seat if state.prompt else (
        state.turn if state.stage == "action" else None)
    if acting is None:
        return Reason(f"{name} is on {_name(state, owner)}'s board; Dragons are attached on "
                      "your own turn or when you are asked something.", action_kind="attach")
    if owner != acting or (viewer is not None and viewer != owner):
        return Reason(f"{name} is on {_name(state, owner)}'s board: only "
                      f"{_name(state, owner)} attaches Dragons there.", action_kind="attach")
    if cid in board.dragons:
        return Reason(f"To attach {name}, click the Hero or Preserve card to attach it to.",
                      action_kind="attach")
    if cid in board.attached:
        return Reason(f"{name} already has {state.card(board.attached[cid]).name} attached "
                      "(one Dragon per card).", action_kind="attach")
    fitting = [d for d, host, _gear in state.attach_options(owner) if host == cid]
    if not fitting:
        colour = state.card(cid).color
        return Reason(f"To attach a Dragon to {name} you need a free {colour} or Exotic "
                      f"Dragon; {_name(state, owner)} has none.", action_kind="attach")
    return _waiting(state, "attach", f"{name} can take a Dragon, but not now.")


# --------------------------------------------------------------------------- Aides, specials
def _aide(state: Any, aide: str, viewer: int | None) -> Reason:
    names = state.content.board["aide_names"]
    if aide not in names:
        return Reason(f"There is no Aide {aide!r}.", action_kind="aide")
    holder = state.aides.get(aide)
    if holder is not None:
        return Reason(f"The {names[aide]} Aide was taken by {_name(state, holder)} this "
                      "round.", action_kind="aide")
    return _finish(_turn_only(state, viewer, "aide", f"The {names[aide]} Aide"),
                   f"The {names[aide]} Aide cannot be taken now.")


def _special(state: Any, key: str, viewer: int | None) -> Reason:
    name = state.loc_name(key)
    if key not in ("warehouse", "firestation"):
        return Reason(f"There is no Special Location {key!r}.")
    base = _turn_only(state, viewer, key, f"The {name}")
    if base.text:
        return base
    p = state.turn
    if not state.can_place(p):
        return Reason(f"The {name} takes a Crest and {_name(state, p)} has none left: all 5 "
                      "are on the board this round.", action_kind=key)
    return Reason(f"The {name} cannot be used now.", action_kind=key)


def _turn_only(state: Any, viewer: int | None, kind: str, what: str) -> Reason:
    """The checks shared by every Action-phase turn action; an empty text if they pass."""
    if (late := _not_yours(state, viewer, kind)) is not None:
        return late
    if state.stage != "action":
        return Reason(f"{what} is used only on a turn of the Action phase (now: "
                      f"{_stage_words(state)}).", action_kind=kind)
    if state.prompt is not None:
        return _waiting(state, kind, f"{what} is used on your turn.")
    return Reason("", action_kind=kind)


def _finish(reason: Reason, fallback: str) -> Reason:
    return reason if reason.text else Reason(fallback, action_kind=reason.action_kind)


# --------------------------------------------------------------------------- tracks, Raids
def _track(state: Any, rest: str, viewer: int | None) -> Reason:
    seat, _, track = rest.partition(":")
    if not seat.isdigit() or int(seat) >= state.players or track not in state.boards[0].tracks:
        return Reason(f"There is no track {rest!r}.", action_kind="headstart")
    p, tname = int(seat), state.track_name(track)
    prompt = state.prompt
    ptype = prompt.kind if prompt else None
    if ptype in TRACK_PROMPTS:
        asked = prompt.seat
        if p != asked:
            return Reason(f"That is {_name(state, p)}'s {tname} track: now "
                          f"{_name(state, asked)} chooses a track on their own board.",
                          action_kind=ptype)
        if state.boards[p].tracks[track] >= state.content.board["track_max"]:
            return Reason(f"{_name(state, p)}'s {tname} marker is already at the top.",
                          action_kind=ptype)
        return _waiting(state, ptype, f"{tname} is not one of the choices.")
    if (late := _not_yours(state, viewer, "headstart")) is not None:
        return late
    if prompt is not None:
        return _waiting(state, "headstart", f"{_name(state, p)}'s {tname} marker moves only "
                        "as a reward.")
    return Reason(f"{_name(state, p)}'s {tname} marker moves only as a reward (Preserves "
                  "with their Dragon, Garrison cards, the Mountain's top level…); no track "
                  "is chosen now.", action_kind="headstart")


def _raid(state: Any, cid: str, viewer: int | None) -> Reason:
    name = state.card(cid).name if cid in state.content.cards else cid
    ptype = state.prompt.kind if state.prompt else None
    if cid == state.raid_discarded:
        return Reason(f"The Raid card {name} was discarded by the Defender: it does not apply "
                      "this round.", action_kind="defender")
    if (late := _not_yours(state, viewer, ptype or "defender")) is not None:
        return late
    if ptype in ("defender", "messenger"):
        return Reason(f"The Raid card {name} is not one of the choices.", action_kind=ptype)
    if state.prompt is not None:
        return _waiting(state, "defender", f"The Raid card {name} is chosen only by the "
                        "Defender.")
    return Reason(f"The Raid card {name} applies to everybody after the Reward phase; only "
                  "the player who takes the Defender Aide may discard one.",
                  action_kind="defender")


def _warden(state: Any, rest: str, viewer: int | None) -> Reason:
    prompt = state.prompt
    ptype = prompt.kind if prompt else None
    place = f"Warden space {rest}"
    if (late := _not_yours(state, viewer, ptype or "order")) is not None:
        return late
    if ptype == "order":
        return Reason(f"The Survivalist places the tied Parties in order: the next one goes "
                      f"on Warden space {len(state.warden_spaces) + 1}, not {place}.",
                      action_kind="order")
    if ptype == "mclaim" and prompt.get("level") != "bottom":
        return Reason(f"Now the Party on Warden space {prompt['index'] + 1} claims; {place} "
                      "waits its turn.", action_kind="mclaim")
    if prompt is not None:
        return _waiting(state, "order", f"{place} is used while the Mountain resolves.")
    return Reason(f"{place}: Parties climb onto the Warden spaces while the Mountain resolves "
                  f"in the Reward phase (now: {_stage_words(state)}).", action_kind="order")


_EXPLAINERS = {
    "space": _space,
    "card": _card,
    "aide": _aide,
    "special": _special,
    "track": _track,
    "raid": _raid,
    "warden": _warden,
}
