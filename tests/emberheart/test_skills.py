"""The four B-side Player Skills."""

from .helpers import card_id, clear_board, end_turn, fresh, pick


def b_game(skill):
    state = fresh(4, side="B")
    clear_board(state)
    p = next(i for i, pb in enumerate(state.boards) if pb.skill == skill)
    state.turn = p
    return state, p, state.boards[p]


def test_harness_smith_attaches_any_colour_for_a_gear_worth_one_glory():
    state, p, pb = b_game("dragon_gear")
    red = card_id(state, "Cinder Pup")
    blue_hero = "H-merchant"
    pb.dragons, pb.heroes, pb.gear = [red], [blue_hero], 2
    acts = [a for a in state.legal_actions() if a.kind == "attach"]
    assert [(a["dragon"], a["host"], a["gear"]) for a in acts] == [(red, blue_hero, True)]
    pick(state, "attach", dragon=red, host=blue_hero)
    assert pb.attached == {blue_hero: red} and pb.gear_dragons == [red] and pb.gear == 1
    assert state.hero_active(p, "merchant")
    assert ["Dragons with Gear", 1] in state.score_lines(p)
    assert state.turn == p


def test_harness_smith_not_on_the_a_side():
    state = fresh(3)
    p = state.turn
    pb = state.boards[p]
    pb.dragons, pb.heroes = [card_id(state, "Cinder Pup")], ["H-merchant"]
    assert not [a for a in state.legal_actions() if a.kind == "attach"]


def test_ember_skin_grunts_or_experts_instead_of_flame():
    state, p, pb = b_game("ember_skin")
    pb.hire.update(scout=1, ranger=1)
    pick(state, "firestation", double=False)
    assert state.prompt.kind == "ember" and state.prompt["steps"] == 1
    options = {(a["option"], a.get("scout"), a.get("ranger"), a.get("warden"))
               for a in state.legal_actions()}
    assert options == {("flame", None, None, None), ("grunts", None, None, None),
                       ("experts", 1, 0, 0), ("experts", 0, 1, 0)}
    pick(state, "ember", option="grunts")
    assert pb.flame == 1 and pb.hire["grunt"] == 15
    end_turn(state)
    state.turn = p
    pick(state, "firestation", double=False)
    pick(state, "ember", option="experts", scout=0, ranger=1)
    assert pb.flame == 1 and pb.hire["ranger"] == 0


def test_drillmaster_pays_a_gear_for_an_extra_step():
    state, p, pb = b_game("drill")
    pb.dragons, pb.preserves, pb.gear = [card_id(state, "Fernclaw")], ["P11"], 1
    speed = pb.tracks["speed"]
    pick(state, "attach", dragon=pb.dragons[0], host="P11")
    assert pb.tracks["speed"] == speed + 2
    assert state.prompt.kind == "drill"
    pick(state, "drill")
    assert pb.tracks["speed"] == speed + 3 and pb.gear == 0


def test_kennel_keeper_gains_or_trains_on_attach():
    state, p, pb = b_game("kennel")
    pb.dragons = [card_id(state, "Fernclaw"), card_id(state, "Thornwing")]
    pb.preserves = ["P11", "P12"]
    pick(state, "attach", dragon=pb.dragons[0], host="P11")
    assert state.prompt.kind == "kennel"
    pick(state, "kennel", option="warden")
    assert pb.hire["grunt"] == 9 and pb.hire["warden"] == 1
    pick(state, "attach", dragon=pb.dragons[1], host="P12")
    pick(state, "kennel", option="grunt")
    assert pb.hire["grunt"] == 10
