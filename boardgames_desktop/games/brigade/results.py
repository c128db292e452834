"""The results screen of a finished Brigade game, for every mode (teaching #11.7).

``game_results(state, names)`` turns the outcome into :class:`Results`: the winners by the
names the players typed, the reason in those names, and the breakdown the mode is decided by
— loyal blocks by faction and their value (Competitive, with the evacuation tie-break),
the Brigade's VP against its target (Co-Op), Blaze's VP against your Influence (Solo: Blaze is
never "Player 1"), blocks burnt, Favour and Incidents (All-versus-One), the chapter's
objective (the campaign).  Pure Python: the app draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_desktop.rules.results import Results, ResultTable

from .campaign_rules import campaign_rules
from .town import BLAZE

PYRO = 0


def game_results(state: Any, names: list[str]) -> Results | None:
    outcome = state.outcome
    if outcome is None:
        return None

    def name(seat: int) -> str:
        if seat == BLAZE:
            return "Bernhardt Blaze"
        return names[seat] if 0 <= seat < len(names) and names[seat] else f"Player {seat + 1}"

    reason = outcome.reason
    for seat in range(state.players):  # the model's "Player 2 (Ida …)" becomes the typed name
        reason = reason.replace(state.player_name(seat), name(seat))
    build = MODES.get(state.mode, _competitive)
    headline, tables = build(state, name)
    return Results(headline, reason, tuple(outcome.winners), outcome.cooperative,
                   tuple(tables))


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _winners(state: Any, name: Callable[[int], str]) -> list[str]:
    return [name(s) for s in state.outcome.winners]


def _factions(state: Any) -> list[Any]:
    """The factions blocks of this town belong to, in catalogue order."""
    present = {state.cat.blocks[t.block].faction for t in state.town.tiles.values() if t.block}
    return [f for f in state.cat.factions.values() if f.id in present]


def _town_table(state: Any) -> ResultTable:
    tiles = [t for t in state.town.tiles.values() if t.block]
    burning = sum(1 for t in tiles if not t.destroyed and t.intensity > 0)
    return ResultTable("The town", ("", "Blocks"), (
        ("Destroyed", state.town.destroyed_count),
        ("Still burning", burning),
        ("Standing, no fire", sum(1 for t in tiles if not t.destroyed and t.intensity == 0)),
    ))


# ----- the modes ----------------------------------------------------------------------------
def _competitive(state: Any, name: Callable[[int], str]) -> tuple[str, list[ResultTable]]:
    factions = _factions(state)
    rows = []
    for seat in range(state.players):
        loyal = [state.cat.blocks[b] for b in state.loyal_blocks(seat)]
        by_faction = [sum(1 for b in loyal if b.faction == f.id) for f in factions]
        rows.append((name(seat), *by_faction, len(loyal), sum(b.value for b in loyal)))
    loyalty = ResultTable("Loyal blocks by faction",
                          ("Player", *(f.name for f in factions), "Blocks", "Loyal value"),
                          tuple(rows))
    winners = _winners(state, name)
    evac = state.rules["competitive"]["evacuation_destroyed"]
    if state.town.destroyed_count >= evac and state.loyalty_win() is None:
        note = ResultTable("Evacuation", ("", ""), (
            ("Blocks destroyed", f"{state.town.destroyed_count} (evacuation at {evac})"),
            ("Decided by", "the highest loyal value; a tie goes to more loyal blocks"),
        ))
        return f"{_and(winners)} {'wins' if len(winners) == 1 else 'share the win'}.", [
            loyalty, note, _town_table(state)]
    return f"{_and(winners)} is elected Fire Chief.", [loyalty, _town_table(state)]


def _coop(state: Any, name: Callable[[int], str]) -> tuple[str, list[ResultTable]]:
    team = _and([name(s) for s in range(state.players)])
    won = bool(state.outcome.winners)
    headline = (f"{team} save Tinderbox." if state.players > 1 else f"{team} saves Tinderbox."
                ) if won else "Tinderbox is evacuated: the Brigade has failed."
    progress = ResultTable("The Brigade", ("", "Reached", "Needed"), (
        ("Victory Points (VPT)", state.vpt.points, state.target),
        ("EvacTrak: spaces before F", state.evac.position, "above 0"),
    ))
    return headline, [progress, _saved_table(state), _wardens_table(state, name),
                      _town_table(state)]


def _saved_table(state: Any) -> ResultTable:
    rows = []
    for f in _factions(state):
        tiles = [t for t in state.town.tiles.values() if t.block
                 and state.cat.blocks[t.block].faction == f.id]
        saved = sum(1 for t in tiles if not t.destroyed and state.loyal(t))
        lost = sum(1 for t in tiles if t.destroyed)
        rows.append((f.name, saved, lost, len(tiles)))
    return ResultTable("Blocks saved (Loyal to the team) by faction",
                       ("Faction", "Saved", "Destroyed", "In town"), tuple(rows))


def _wardens_table(state: Any, name: Callable[[int], str]) -> ResultTable:
    rows = tuple((state.warden_name(w), name(w.seat)) for w in state.wardens)
    return ResultTable("Wardens", ("Warden", "Played by"), rows)


def _solo(state: Any, name: Callable[[int], str]) -> tuple[str, list[ResultTable]]:
    you = name(0)
    won = bool(state.outcome.winners)
    headline = (f"{you} is Fire Chief of Tinderbox." if won
                else "Bernhardt Blaze takes the credit.")
    influence = state.influence
    tops = sum(1 for level in influence.levels.values() if level >= influence.top)
    race = ResultTable("You against Bernhardt Blaze", ("", "Reached", "Wins at"), (
        (f"{you}: factions with Influence at the top", tops, len(influence.levels)),
        ("Bernhardt Blaze: VP on the VPT", state.vpt.points, state.solo["blaze_vp_win"]),
        ("EvacTrak: spaces before F", state.evac.position, "0 (Blaze wins)"),
    ))
    levels = ResultTable("Faction Influence", ("Faction", "Level", "Top"), tuple(
        (state.cat.factions[f].name, level, influence.top)
        for f, level in influence.levels.items()))
    loyal = ResultTable("Loyal blocks", ("", "Blocks", "Value"), tuple(
        (who, len(blocks), sum(state.cat.blocks[t.block].value for t in blocks))
        for who, blocks in ((you, [t for t in state.town.blocks() if t.loyalty == 0]),
                            ("Bernhardt Blaze",
                             [t for t in state.town.blocks() if t.loyalty == BLAZE]))))
    return headline, [race, levels, loyal, _town_table(state)]


def _allvsone(state: Any, name: Callable[[int], str]) -> tuple[str, list[ResultTable]]:
    wins = state.mode_rules["pyromancer_wins"]
    pyro_won = PYRO in state.outcome.winners
    wardens = _and([name(s) for s in state.warden_seats()])
    headline = (f"{name(PYRO)}, the Pyromancer, wins." if pyro_won
                else f"The Wardens ({wardens}) win.")
    race = ResultTable("Pyromancer against Wardens", ("", "Reached", "Wins at"), (
        (f"{name(PYRO)}: blocks burnt down", state.town.destroyed_count, wins["destroyed"]),
        (f"{name(PYRO)}: Favour tokens of burnt blocks", state.pyro.favour, wins["favour"]),
        ("Wardens: Incidents witnessed", sum(state.witnessed), len(state.witnessed)),
        ("Wardens: blocks still burning", len(state.town.burning()), "0"),
    ))
    return headline, [race, _wardens_table(state, name), _town_table(state)]


def _campaign(state: Any, name: Callable[[int], str]) -> tuple[str, list[ResultTable]]:
    won = bool(state.outcome.winners)
    team = _and([name(s) for s in range(state.players)])
    n = state.chapter
    headline = (f"Chapter {n} won by {team}." if won else f"Chapter {n} failed.")
    rows: list[tuple[str | int, ...]] = [("Objective", part)
                                         for part in state.objective().split(" · ")]
    rows.append(("How the chapter is decided", state.goal()))
    carried = state.success_reward()
    if carried:
        cards = campaign_rules()["boons" if won else "blights"]
        title = cards[carried]["title"] if carried in cards else carried
        rows.append(("Carried into the next chapter",
                     f"{'Boon' if won else 'Blight'}: {title}"))
    chapter = ResultTable(f"Chapter {n}", ("", ""), tuple(rows))
    return headline, [chapter, _saved_table(state), _wardens_table(state, name),
                      _town_table(state)]


MODES: dict[str, Callable[[Any, Callable[[int], str]], tuple[str, list[ResultTable]]]] = {
    "competitive": _competitive,
    "coop": _coop,
    "solo": _solo,
    "3v1": _allvsone,
    "4v1": _allvsone,
    "campaign": _campaign,
}
