"""OptionInfo's labels, help and player counts, and how new_game fills in defaults."""

from __future__ import annotations

import pytest

from boardgames_desktop.rules import OptionInfo, game_info, new_game
from boardgames_desktop.rules.registry import GameInfo, ModeInfo

from .toy_game import PigState


def test_choice_labels_must_match_choices() -> None:
    with pytest.raises(ValueError, match=r"Option 'level': 1 choice_labels for 2 choices"):
        OptionInfo("level", "Level", "choice", "a", choices=("a", "b"), choice_labels=("A",))


def test_choice_label_lookup() -> None:
    option = OptionInfo("level", "Level", "choice", "a", choices=("a", "b"),
                        choice_labels=("Easy", "Hard"))
    assert option.choice_label("b") == "Hard"
    assert option.choice_label("c") is None
    assert OptionInfo("x", "X", "choice", "a", choices=("a",)).choice_label("a") is None


def test_old_positional_form_still_works() -> None:
    option = OptionInfo("n", "N", "int", 2, (), ("solo",), 1, 4)
    assert (option.low, option.high, option.players, option.help) == (1, 4, (), "")
    assert option.applies_to("solo") and not option.applies_to("duel")


def test_applies_to_by_players() -> None:
    option = OptionInfo("n", "N", "int", 1, modes=("solo", "team"), players=(1, 2))
    assert option.applies_to("solo")  # no count given: the mode alone decides
    assert option.applies_to("solo", 1) and option.applies_to("team", 2)
    assert not option.applies_to("team", 3)
    assert not option.applies_to("duel", 1)
    everyone = OptionInfo("b", "B", "bool", False)
    assert all(everyone.applies_to("any", n) for n in range(1, 7))


def _toy_info(options: tuple[OptionInfo, ...]) -> GameInfo:
    return GameInfo("toy_options", "Toy", (ModeInfo("race", "Race", 1, 4),),
                    lambda mode, players, seed, opts: PigState(mode, players, seed, opts),
                    options)


def test_new_game_merges_only_applicable_defaults(monkeypatch) -> None:
    from boardgames_desktop.rules import registry

    info = _toy_info((
        OptionInfo("solo_only", "S", "int", 3, players=(1,)),
        OptionInfo("always", "A", "bool", True),
        OptionInfo("other_mode", "O", "bool", True, modes=("duel",)),
    ))
    monkeypatch.setitem(registry._registry, info.id, info)
    monkeypatch.setattr(registry, "_loaded", True)
    assert new_game(info.id, "race", 1, 5).options == {"solo_only": 3, "always": True}
    assert new_game(info.id, "race", 3, 5).options == {"always": True}
    # options passed in are kept even where the launcher would not offer them
    assert new_game(info.id, "race", 3, 5, {"solo_only": 2}).options == {
        "solo_only": 2, "always": True}


def test_flashpoint_firefighters_by_player_count() -> None:
    option = {o.key: o for o in game_info("flashpoint").options}["firefighters"]
    assert option.applies_to("family", 1) and option.applies_to("experienced", 3)
    assert not option.applies_to("family", 4)
    assert "firefighters" in new_game("flashpoint", "family", 1, 1).options
    assert "firefighters" not in new_game("flashpoint", "family", 4, 1).options
    state = new_game("flashpoint", "family", 4, 1)
    assert len(state.firefighters) == 4


def test_real_games_labels_and_help() -> None:
    """Every option of the real games has a help sentence; choices have labels."""
    for game in ("brigade", "emberheart", "flashpoint"):
        for option in game_info(game).options:
            assert option.help, (game, option.key)
            if option.kind == "choice":
                assert len(option.choice_labels) == len(option.choices), (game, option.key)
    difficulty = {o.key: o for o in game_info("flashpoint").options}["difficulty"]
    assert difficulty.help.startswith("Recruit/Veteran/Heroic")


def test_brigade_warden_counts_only_where_they_matter() -> None:
    options = {o.key: o for o in game_info("brigade").options}
    assert options["coop_wardens"].players == (1,)
    assert options["avo_wardens"].applies_to("3v1", 2)
    assert not options["avo_wardens"].applies_to("3v1", 4)  # 3 Warden players: always 3
    new_game("brigade", "3v1", 4, 1)  # no stray default for a count that allows only 3
