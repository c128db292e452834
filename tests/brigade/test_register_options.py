"""The Brigade's options as the New Game screen offers them (``register.py``): the packs and
variants are off unless chosen (the base game is played as printed), and the campaign's
options explain themselves with the card titles of campaign.json."""

from __future__ import annotations

from boardgames_desktop.games.brigade.register import GAME_INFO

OPTIONS = {option.key: option for option in GAME_INFO.options}


def test_the_packs_and_variants_are_off_by_default():
    assert OPTIONS["big_buildings"].default is False
    assert OPTIONS["advanced_wardens"].default is False
    assert OPTIONS["special_events"].default is False
    assert OPTIONS["expert"].default == "none"


def test_every_campaign_option_has_its_help_text():
    assert OPTIONS["chapter"].help == "Which chapter of Rise of the Phoenix to play (1–4)."
    assert OPTIONS["boon"].help == "The Boon won in the previous chapter, if any."
    assert OPTIONS["blight"].help == "The Blight suffered in the previous chapter, if any."


def test_boons_and_blights_are_labelled_by_their_card_titles_and_tied_to_a_chapter():
    boon = OPTIONS["boon"]
    assert boon.choice_labels == ("None", "Interrogate", "Efficient", "Skilled")
    assert [(r.value, r.among) for r in boon.requires] == [
        ("interrogate", (2,)), ("efficient", (3,)), ("skilled", (4,))]
    assert OPTIONS["blight"].choice_labels == ("None", "Time is Precious", "Missed One",
                                               "Now We Are In Trouble")
