"""What the Raid phase says: the line each player's Raid card writes to the log (how many
Hirelings of which kind, or nothing to discard), the Flame taken for a shortfall, and the
Messenger's two choices (rulebook, Raid Phase and the Messenger's Ability: "you may choose the
Raid card discarded this round to discard Hirelings")."""

from __future__ import annotations

from .helpers import card_ids, fresh, pick
from .test_heroes import holding

ME = 0
GRANARY, AMBUSH = card_ids("Burnt Granary", "Night Ambush")  # 1 Grunt a Hero/Preserve; 1 Expert
#: Heroes with nothing to do in the Raid phase, held without a Dragon (they still count for
#: Burnt Granary: "regardless of whether they are attached or not").
QUIET_HEROES = ["H-mentor", "H-merchant"]


def raid(raid_id: str, **board) -> object:
    """A 3-player game whose Raid phase begins with ``raid_id`` face up, only ME to resolve it;
    ``board``: ME's player board."""
    return fresh(3, position={"boards": [board], "raids": [raid_id],
                              "phase": {"stage": "raid", "seats": [ME]}})


def log(state) -> list[str]:
    return [m.strip() for m in state.messages()]


def test_a_grunt_raid_says_how_many_grunts_each_player_discards():
    state = raid(GRANARY, heroes=QUIET_HEROES, hire={"grunt": 5})
    assert "Raid (Burnt Granary): Red must discard 2 Grunts." in log(state)
    assert state.boards[ME].hire["grunt"] == 3


def test_one_grunt_is_named_in_the_singular():
    state = raid(GRANARY, heroes=QUIET_HEROES[:1], hire={"grunt": 5})
    assert "Raid (Burnt Granary): Red must discard 1 Grunt." in log(state)


def test_an_expert_raid_names_experts_not_grunts():
    state = raid(AMBUSH, hire={"grunt": 5, "scout": 2, "ranger": 0, "warden": 0})
    assert "Raid (Night Ambush): Red must discard 1 Expert." in log(state)
    assert state.boards[ME].hire == {"grunt": 5, "scout": 1, "ranger": 0, "warden": 0}


def test_a_raid_that_asks_nothing_says_so_instead_of_zero_hirelings():
    state = raid(GRANARY, hire={"grunt": 5})  # no Hero, no Preserve: 0 Grunts
    lines = [m for m in log(state) if m.startswith("Raid (")]
    assert lines == ["Raid (Burnt Granary): Red has nothing to discard."]
    assert state.boards[ME].hire["grunt"] == 5


def test_missing_grunts_become_flame_one_each():
    """"Increase your Flame by 1 for each Hireling you can't discard", and the log says it."""
    state = raid(GRANARY, heroes=QUIET_HEROES, hire={"grunt": 0}, flame=3)
    assert "Red is 2 Grunts short: +2 Flame instead." in log(state)
    assert state.boards[ME].flame == 5


def test_missing_experts_become_flame_one_each():
    state = raid(AMBUSH, hire={"grunt": 4, "scout": 0, "ranger": 0, "warden": 0}, flame=0)
    assert "Red is 1 Expert short: +1 Flame instead." in log(state)
    assert state.boards[ME].flame == 1 and state.boards[ME].hire["grunt"] == 4


def test_the_messenger_chooses_between_the_face_up_raid_and_the_discarded_one():
    """Only the card the Defender discarded is marked as the Messenger's extra choice."""
    board = {**holding("messenger"), "hire": {"grunt": 5, "scout": 1, "ranger": 0, "warden": 0}}
    state = fresh(3, position={"boards": [board], "raids": [GRANARY], "raid_discarded": AMBUSH,
                               "phase": {"stage": "raid", "seats": [ME]}})
    assert state.prompt.kind == "messenger" and state.prompt.seat == ME
    choices = [(a.target, a.describe()) for a in state.legal_actions()]
    assert choices == [
        (f"raid:{GRANARY}", "Follow the Raid card Burnt Granary (discard 1 Grunt for each "
                            "Hero/Preserve card you have)"),
        (f"raid:{AMBUSH}", "Follow the Raid card Night Ambush (discard 1 Expert) (Messenger)")]
    pick(state, "messenger", card=GRANARY)
    assert "Raid (Burnt Granary): Red must discard 1 Grunt." in log(state)  # the Messenger
    assert state.boards[ME].hire["grunt"] == 4


def test_only_the_messenger_is_asked_which_raid_card_to_follow():
    """A Defender discarded Night Ambush; Red holds no Messenger: Burnt Granary applies, no
    question."""
    state = fresh(3, position={"boards": [{"heroes": QUIET_HEROES, "hire": {"grunt": 5}}],
                               "raids": [GRANARY], "raid_discarded": AMBUSH,
                               "phase": {"stage": "raid", "seats": [ME]}})
    assert not any(d.kind == "messenger" for d in state.flow.queue)
    assert "Raid (Burnt Granary): Red must discard 2 Grunts." in log(state)


def test_the_messenger_is_not_asked_when_no_raid_card_was_discarded():
    board = {**holding("messenger"), "hire": {"grunt": 5, "scout": 1, "ranger": 0, "warden": 0}}
    state = fresh(3, position={"boards": [board], "raids": [GRANARY],
                               "phase": {"stage": "raid", "seats": [ME]}})
    assert not any(d.kind == "messenger" for d in state.flow.queue)
    assert "Raid (Burnt Granary): Red must discard 1 Grunt." in log(state)
