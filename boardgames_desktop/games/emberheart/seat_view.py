"""What an Emberheart seat may see (``state.view(seat)``), as plain JSON data.

Every card in play and in the players' areas lies face up, so all seats see the same table.
Hidden from everyone (what ``hidden.py`` reshuffles for ``determinized``): the face-down decks
(Heroes, Tavern, Captive, Preserves, the Mountain levels, Raids, the two-player cards), shown
as how many cards each holds.  The Garrison decks lie face up, sorted by Glory, and are
shown card by card.

Besides the whole ``table``, the view carries under ``board`` what the board scene draws and
would otherwise work out from the state: the words of the phase and of the question asked,
the Location resolving and the claim on the way, the order the Parties were placed in, the
faces of the cards in sight, each player's free Dragons and Dragon colours, and the scoring
table.  So the scene (``view/``) draws from the view alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_desktop.rules.seat_view import header, public_table
from boardgames_desktop.rules.state import heading_title, is_heading

from .common import LOCATIONS
from .hidden import OPEN_DECK_PREFIX
from .results import score_rows

if TYPE_CHECKING:
    from .state import EmberheartState

PLACING = "party"  #: the action kind that places a Party
ROUND_START = "Round "
MOUNTAIN = "mountain"  #: the Location whose Parties climb to the Warden spaces
MOUNTAIN_LEVELS = ("bottom", "middle", "top")
#: What a card shows never changes during a game: each face is worked out once.
_FACES: dict[str, dict[str, Any]] = {}


def view(state: EmberheartState, seat: int | None = None) -> dict[str, Any]:
    """The table as ``seat`` sees it (every seat sees the same)."""
    return {**header(state, seat), "table": public_table(state, {"decks": seen_decks}),
            "deck_sizes": {name: len(cards) for name, cards in sorted(state.decks.items())},
            "board": board(state)}


def seen_decks(decks: dict[str, list[str]]) -> dict[str, Any]:
    """Open (Garrison) decks card by card, face-down ones as their size."""
    return {name: list(cards) if name.startswith(OPEN_DECK_PREFIX) else len(cards)
            for name, cards in sorted(decks.items())}


def board(state: EmberheartState) -> dict[str, Any]:
    """What the board scene draws beyond the plain table (see the module docstring)."""
    prompt = state.flow.current
    stage = state.stage
    return {
        "stage": stage,
        "stage_text": state.stage_text(),
        "prompt_text": state.prompt_text(prompt) if prompt is not None else None,
        "deciding": stage != "action" or bool(state.flow.queue),
        "colours": [state.player_name(p) for p in range(state.players)],
        "resolving": resolving(state),
        "mountain_level": mountain_level(state),
        "claiming_space": claiming_space(state),
        "claiming_warden": claiming_warden(state),
        "waiting_parties": [dict(party) for party in state.waiting_parties],
        "raid_now": raid_now(state),
        "aides_free": state.aides_left(),
        "party_order": [[seat, loc, n, number]
                        for (seat, loc, n), number in placements(state).items()],
        "mountain_wardens": mountain_wardens(state),
        "cards": faces(state),
        "players": [player_parts(state, p) for p in range(state.players)],
        "scoring": scoring(state),
    }


def resolving(state: EmberheartState) -> str | None:
    """The Location being resolved in the Reward phase."""
    if state.stage != "reward":
        return None
    i = state.progress.get("loc")
    return LOCATIONS[i] if isinstance(i, int) and 0 <= i < len(LOCATIONS) else None


def mountain_level(state: EmberheartState) -> str | None:
    """The Mountain level claiming now (while the Mountain resolves)."""
    if resolving(state) != "mountain":
        return None
    m = state.progress.get("m")
    if m == "sort":
        return state.progress.get("next")
    return m if m in MOUNTAIN_LEVELS else None


def claiming_space(state: EmberheartState) -> list[Any] | None:
    """[Location, space] of the Party whose claim is being resolved."""
    pr = state.flow.current
    if pr is None:
        return None
    if pr.kind == "claim":
        return [pr["loc"], pr["space"]]
    if pr.kind == "mclaim" and pr.get("level") == "bottom":
        return ["mountain", pr["space"]]
    return None


def claiming_warden(state: EmberheartState) -> int | None:
    """The Warden space (0 first) whose Party claims on the middle or top level now."""
    pr = state.flow.current
    if pr is not None and pr.kind == "mclaim" and pr.get("level") != "bottom":
        return pr.get("index")
    return None


def raid_now(state: EmberheartState) -> dict[str, Any] | None:
    """The Raid card being applied and the seat discarding for it (Raid phase)."""
    cur = state.progress.get("cur") if state.stage == "raid" else None
    return {"card": cur.get("card"), "player": cur.get("player")} \
        if isinstance(cur, dict) else None


def round_actions(state: Any) -> list[Any]:
    """The actions of this round so far, from the log."""
    start = 0
    for i in range(len(state.log) - 1, -1, -1):
        if any(is_heading(m) and heading_title(m).startswith(ROUND_START)
               for m in state.log[i].messages):
            start = i + 1  # the round began with the last step of that action
            break
    return [entry.action for entry in state.log[start:]]


def mountain_wardens(state: Any) -> list[list[int]]:
    """[seat, Mountain space, Wardens placed with it] for each Party placed on the Mountain
    this round (what lets a climbing Party keep its piece: ``view/mountain_motion.py``)."""
    return [[action.player, action.get("space"), int(action.get("expert") or 0)]
            for action in round_actions(state)
            if action.kind == PLACING and action.get("loc") == MOUNTAIN]


def placements(state: Any) -> dict[tuple[int, str, int], int]:
    """(seat, location, space) -> the Party's number among the seat's placements this
    round (0 first), read from this round's actions in the log.  A Party not in the log yet
    (a step of the very action placing it) takes the seat's next number, as it will once the
    action is logged."""
    out: dict[tuple[int, str, int], int] = {}
    counts: dict[int, int] = {}
    for action in round_actions(state):
        if action.kind == PLACING:
            seat = action.player
            out[(seat, action["loc"], action["space"])] = counts.get(seat, 0)
            counts[seat] = counts.get(seat, 0) + 1
    for loc, slots in state.spaces.items():
        for n, party in enumerate(slots, start=1):
            if party is None or party["player"] < 0:
                continue
            seat = party["player"]
            if (seat, loc, n) not in out:
                out[(seat, loc, n)] = counts.get(seat, 0)
                counts[seat] = counts.get(seat, 0) + 1
    return out


def faces(state: EmberheartState) -> dict[str, dict[str, Any]]:
    """The face (``card_info``) of every card in sight: on offer, on the Mountain, drawn by
    the Bard, the Raid cards, the players' cards and those a question names."""
    seen: list[str] = []
    for slots in state.offer.values():
        seen += [c for c in slots if c]
    for slots in state.mountain.values():
        seen += [c for c in slots if c]
    seen += [hero for hero, _owner in state.bard_cards]
    seen += list(state.raids)
    if state.raid_discarded:
        seen.append(state.raid_discarded)
    for pb in state.boards:
        seen += pb.heroes + pb.preserves + pb.dragons + pb.garrisons
    cards = state.content.cards
    for decision in state.flow.queue:
        for value in decision.details.values():
            named = value if isinstance(value, (list, tuple)) else [value]
            seen += [c for c in named if isinstance(c, str) and c in cards]
    return {cid: face(state, cid) for cid in seen}


def face(state: EmberheartState, cid: str) -> dict[str, Any]:
    """One card's face (the same in every position: kept once worked out)."""
    info = _FACES.get(cid)
    if info is None:
        info = _FACES[cid] = state.card_info(cid)
    return info


def player_parts(state: EmberheartState, p: int) -> dict[str, Any]:
    """A player's Dragons not attached to a card, the colour each Dragon counts as (an
    attached Exotic takes its host's), and the Heroes without a Dragon (inactive)."""
    pb = state.boards[p]
    return {"free_dragons": pb.unattached_dragons(),
            "dragon_colours": {d: state.dragon_color(p, d) for d in pb.dragons},
            "inactive_heroes": [h for h in pb.heroes if h not in pb.attached]}


def scoring(state: EmberheartState) -> dict[str, Any] | None:
    """The End Game Scoring table once the game is over: rows of (category, Glory per seat,
    detail per seat), the totals, who won and why."""
    if state.stage != "over" or not state.scores:
        return None
    seats = range(state.players)
    rows = [[label, [values.get(p, 0) for p in seats], [details.get(p, "") for p in seats]]
            for label, values, details in score_rows(state)]
    outcome = state.outcome
    return {"rows": rows,
            "winners": list(outcome.winners) if outcome is not None else [],
            "reason": outcome.reason if outcome is not None else None,
            "dragons": [len(state.boards[p].dragons) for p in seats]}
