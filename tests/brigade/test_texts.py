"""What a newcomer reads: prompts say who decides what, the status line says who must act,
the game log names each seat once and has no repeated lines, and results read as sentences.
Hand-set positions; texts checked for the facts they must carry, not word for word."""

from __future__ import annotations

from boardgames_desktop.games.brigade.allvsone import AllVsOneState
from boardgames_desktop.games.brigade.pyromancer import PYRO

from .helpers import calm, game, kinds, one, pick_wardens
from .test_allvsone_helpers import act, avo, quiet, to_wardens
from .test_solo import by_value, icon, quarter


def test_log_names_a_two_warden_seat_once_and_does_not_repeat_the_action():
    g = game("coop", 2, 3)
    calm(g)
    names = [g.warden_name(w) for w in g.wardens if w.seat == 0]
    move = next(a for a in kinds(g, "move") if a["warden"] == 0)
    g.apply(move)
    line = g.messages()[-1]
    assert line == f"Player 1: {move.describe()}"
    assert names[0] in line and names[1] not in line  # only the Warden that moved
    # the pick lines of the set-up tell where each Brigade starts, not the pick again
    picks = [m.strip() for m in g.messages() if "Brigade starts at" in m]
    assert len(picks) == 4 and all("plays" not in m for m in picks)
    # a seat with one Warden keeps its Warden's name in the log
    c = game("competitive", 2, 1)
    c.apply(next(a for a in kinds(c, "move")))
    assert c.messages()[-1].startswith(f"{c.player_name(0)}: Move ")
    assert f"({c.warden_name(c.wardens[0])})" in c.player_name(0)


def test_pouring_prompt_shows_the_fire_and_the_water_at_hand_one_at_a_time():
    g = game("competitive", 2, 2, position={"intensity": {"B2": 3}, "warden_at": ["B2"],
                                             "wagons": [{"at": "B2"}]})
    w = g.wardens[0]
    g.apply(one(g, "extinguish"))
    name = g.warden_name(w)
    assert g.phase.startswith(f"{name}: pour on ") and "(B2)" in g.phase
    assert "fire 3, 4 water at hand" in g.phase and "or stop" not in g.phase
    g.apply(one(g, "pour", source="warden:0"))
    assert "fire 2, 3 water at hand" in g.phase and "or stop" in g.phase
    assert g.messages()[-1].strip().endswith("(B2): fire now 2.")
    g.apply(one(g, "pour", source=None))
    assert "still burns at 2" in g.messages()[-1]


def test_wardens_status_line_says_which_seats_still_act_and_how_to_finish():
    g = pick_wardens(AllVsOneState("3v1", 3, 1, {}))
    g.apply(act(g, "pyro_start", cell="C3"))
    quiet(g)
    to_wardens(g)
    assert "Players 2, 3 act in any order, each ends with Done" in g.phase
    g.apply(act(g, "end_turn", player=1))
    assert f"the Wardens — {g.player_name(2)} acts, then Done" in g.phase
    assert "Players 2" not in g.phase


def test_all_versus_one_result_tells_both_sides_targets_without_fake_points():
    g = avo("3v1", 4, 1, start="C3", position={"pyromancer": {"favour": 6}})
    g.check_end()
    assert g.outcome.winners == (PYRO,) and not g.outcome.scores
    assert "6 Favour tokens" in g.outcome.reason
    assert "burnt 0/8, Pyromancer Favour 6/6, Incidents 0/5" in g.outcome.reason
    assert g.phase == f"Game over: {g.outcome.reason}"


def test_blaze_tie_prompt_says_why_the_player_chooses_and_what_blaze_gains():
    town = game("solo", 1, 3)
    faction, cells = quarter(town, 1)
    a, b = by_value(town, cells, 3)

    def blaze_tie(fire):
        g = game("solo", 1, 3, position={"event_card": icon(town, faction),
                                         "intensity": {a: fire, b: fire}})
        g.close_action_phase()
        g.steps = [{"op": "blaze"}]
        g.run()
        return g

    g = blaze_tie(2)
    assert "2 blocks tie for Blaze at fire 2, value 3" in g.phase
    assert "you choose" in g.phase
    texts = sorted(x.text for x in kinds(g, "blaze"))
    assert all(t.endswith(": 2 VP") for t in texts)
    g = blaze_tie(3)  # fire equal to the value: Blaze would take the Loyalty
    assert any(x.text.endswith(": 3 VP + Loyalty") for x in kinds(g, "blaze"))


def test_evacuation_tie_names_no_one_twice():
    burnt = ["F2", "F3", "F4", "F5", "E6", "D6", "B6"]
    g = game("competitive", 2, 2, position={"intensity": {}, "destroyed": burnt})
    assert g.town.destroyed_count == 7
    label = next(t.label for t in g.town.blocks() if t.loyalty is None)
    g = game("competitive", 2, 2, position={"intensity": {label: 4}, "destroyed": burnt})
    g.fire(label, 1, "test")
    assert g.outcome.winners == (0, 1)
    assert "win(s)" not in g.outcome.reason and "Player" not in g.outcome.reason
    assert "highest loyal block value wins (0, tied on 0 loyal block(s) too)" in (
        g.outcome.reason)


def test_the_chooser_of_a_click_offers_putting_out_the_fire_before_moving_there(qapp):
    from boardgames_desktop.games.brigade.view.scene import create_scene

    g = game("coop", 1, 1, position={"warden_at": ["B2", "B3"], "intensity": {"B2": 1}})
    scene = create_scene()
    scene.show_state(g, 0, g.legal_actions())
    at = [x.kind for x in scene.targets()["cell:B2"]]
    assert at[0] == "extinguish" and "move" in at
    assert g.legal_actions().index(next(x for x in g.legal_actions() if x.kind == "move")) < (
        g.legal_actions().index(next(x for x in g.legal_actions() if x.kind == "extinguish")))


def test_clicking_where_nothing_is_offered_says_why_in_player_words(qapp):
    from boardgames_desktop.games.brigade.campaign import CampaignState
    from boardgames_desktop.games.brigade.view.scene import create_scene

    g = game("competitive", 2, 2, position={"intensity": {}, "warden_at": ["B2"],
                                             "wagons": [{"at": "A1"}]})
    w = g.wardens[0]
    scene = create_scene()
    scene.show_state(g, 0, g.legal_actions())
    name = g.warden_name(w)
    assert str(scene.refusal_reason("cell:B2")).startswith(f"{name} is already at ")
    assert "no fire there" in str(scene.refusal_reason("cell:B2"))
    g = game("competitive", 2, 2, position={"intensity": {"B2": 2}, "warden_at": ["B2"],
                                             "warden_water": [0], "wagons": [{"at": "A1"}]})
    scene.show_state(g, 0, g.legal_actions())
    assert str(scene.refusal_reason("cell:B2")).startswith(f"{name} has no water to put out")
    # chapter 3: the University is sealed until the Scroll is bought
    c = pick_wardens(CampaignState("campaign", 1, 3, {"chapter": 3}))
    uni = sorted(c.university_cells())[0]
    scene.show_state(c, 0, c.legal_actions())
    assert "sealed until the Scroll is bought" in str(scene.refusal_reason(f"cell:{uni}"))
