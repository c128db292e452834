"""A refusal with several conditions gives its sentence for each condition on its own.

A check such as the Paramedic's ("a revealed, untreated victim on your space, not carried by
someone else") joins its conditions with ``or``; a slip that joins two of them with ``and``
lets through a position where only one of them fails.  Each case below sets up a position
where exactly one condition refuses the move, through the scenario API, and compares the
whole sentence (rulebook: ``/work/shared/rules/flashpoint-base.md``, the specialists).
"""

from __future__ import annotations

from boardgames_desktop.rules import Action

from .test_refusals_each_rule import experienced, listed, poi_at, refused

A = Action.make
NO_VICTIM = "There is no revealed, untreated victim on your space to treat."


def test_the_paramedic_treats_only_a_victim_on_its_own_space():
    """A revealed victim one space away is not the Paramedic's to treat, however visible."""
    state = experienced(("2,2", "paramedic", 4),
                        pois=[{"at": "2,3", "kind": "victim", "revealed": True}])
    refused(state, A(0, "treat", poi=poi_at(state, 2, 3)), NO_VICTIM)


def test_the_paramedic_does_not_treat_a_victim_another_firefighter_carries():
    """A victim carried by the other firefighter on the Paramedic's space is not treated;
    one the Paramedic carries, or one lying there, is."""
    lying = experienced(("2,2", "paramedic", 4), ("2,2", "generalist", 4),
                        pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    listed(lying, A(0, "treat", poi=poi_at(lying, 2, 2)))
    theirs = experienced(("2,2", "paramedic", 4), ("2,2", "generalist", 4, ),
                         pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    theirs.pois[0].carrier = 1
    theirs.firefighters[1].victim = theirs.pois[0].id
    theirs.forget_listing()
    refused(theirs, A(0, "treat", poi=theirs.pois[0].id), NO_VICTIM)
    own = experienced(("2,2", "paramedic", 4), ("2,2", "generalist", 4),
                      pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    own.pois[0].carrier = 0
    own.firefighters[0].victim = own.pois[0].id
    own.forget_listing()
    listed(own, A(0, "treat", poi=own.pois[0].id))


def test_the_paramedic_treats_a_face_down_poi_never_and_a_victim_once():
    down = experienced(("2,2", "paramedic", 4), pois=[{"at": "2,2", "kind": "victim"}])
    refused(down, A(0, "treat", poi=poi_at(down, 2, 2)), NO_VICTIM)
    done = experienced(("2,2", "paramedic", 4),
                       pois=[{"at": "2,2", "kind": "victim", "revealed": True}])
    done.pois[0].treated = True
    done.forget_listing()
    refused(done, A(0, "treat", poi=poi_at(done, 2, 2)), NO_VICTIM)


def test_the_hazmat_technician_disposes_of_the_hazmat_it_carries():
    """Disposing of a carried hazmat empties the technician's hands (the hazmats lying on
    the board stay); with nothing carried and none on the space there is nothing to dispose."""
    state = experienced(("2,2", "hazmat_tech", 4), hazmats=["3,3"])
    tech = state.firefighters[0]
    refused(state, A(0, "dispose"), "There is no hazmat on your space.")
    tech.hazmat = True
    state.forget_listing()
    state.apply(state.find_legal(A(0, "dispose")))
    assert tech.hazmat is False and tech.ap == 2
    assert state.hazmats == [state.house.idx(3, 3)]
    refused(state, A(0, "dispose"), "There is no hazmat on your space.")


def test_the_hazmat_technician_disposes_of_a_hazmat_lying_on_its_space():
    state = experienced(("2,2", "hazmat_tech", 4), hazmats=["2,2", "3,3"])
    state.apply(state.find_legal(A(0, "dispose")))
    assert state.hazmats == [state.house.idx(3, 3)]
    assert state.firefighters[0].hazmat is False


GIVE_TO_OTHERS = "The Strategist gives Saved Actions to the other firefighters."


def test_the_strategist_gives_only_to_another_firefighter_on_the_board():
    """Two firefighters: index 1 is the other one; 0 is the Strategist itself, 2 and -1 name
    nobody, and a name that is not a number is refused the same way."""
    state = experienced(("2,2", "strategist", 4), ("5,5", "generalist", 2))
    listed(state, A(0, "plan_give", ff=1))
    for nobody in (0, 2, -1, "1", None):
        refused(state, A(0, "plan_give", ff=nobody), GIVE_TO_OTHERS)


def test_the_strategist_tops_up_saved_actions_to_the_most_allowed_only():
    """At most 4 Saved Actions (``max_saved_ap``): a firefighter holding 3 takes one more,
    one holding 4 takes none."""
    three = experienced(("2,2", "strategist", 4), ("5,5", "generalist", 3))
    three.apply(three.find_legal(A(0, "plan_give", ff=1)))
    assert three.firefighters[1].ap == 4
    refused(three, A(0, "plan_give", ff=1),
            "Blue firefighter (Generalist) already holds 4 Saved Actions, the most allowed.")


def test_the_strategist_gives_to_the_first_firefighter_too():
    """Firefighter 0 is as much "another firefighter" as any when the Strategist is not it."""
    state = experienced(("5,5", "generalist", 2), ("2,2", "strategist", 4), current=1)
    listed(state, A(1, "plan_give", ff=0))
    refused(state, A(1, "plan_give", ff=1), GIVE_TO_OTHERS)


ROUTE = "one space at a time along a shortest route to the nearest exterior door"


def test_de_smoke_names_the_missing_smoke_when_no_space_is_given():
    state = experienced(("1,1", "prevention", 4), smoke=["2,2"])
    refused(state, A(0, "desmoke", frm=None, to=(3, 2)), "There is no smoke there to move.")


def test_escape_through_a_closed_door_takes_the_door_on_the_poi_s_own_way_out():
    """A face-down POI at 33 leaves by the door to 32 (its one shortest step out, closed):
    the Escape opens that door, not another one, and each half says its own cost (2 AP
    each, ``escape`` and ``escape_door``) to a Fire Prevention Specialist holding 1."""
    state = experienced(("1,1", "prevention", 4), pois=[{"at": "3,3", "kind": "victim"}])
    poi = poi_at(state, 3, 3)
    listed(state, A(0, "escape_door", edge="3,2,E", poi=poi))
    refused(state, A(0, "escape_door", edge="2,5,E", poi=poi), f"A POI moves {ROUTE}.")
    refused(state, A(0, "escape", poi=poi, to=(3, 2)),
            "A closed door is in the way: first let the POI open it (2 AP).")
    state.firefighters[0].ap = 1
    state.forget_listing()
    refused(state, A(0, "escape_door", edge="3,2,E", poi=poi),
            "Opening a door on the way costs 2 AP; you have 1.")
    state.doors["3,2,E"] = "open"
    state.forget_listing()
    refused(state, A(0, "escape", poi=poi, to=(3, 2)), "Escape costs 2 AP; you have 1.")
    refused(state, A(0, "escape_door", edge="3,2,E", poi=poi),
            "There is no closed door on that POI's way out.")


def test_a_drive_refused_for_no_rule_does_not_claim_the_driver_stands_on_the_vehicle():
    """A firefighter beside no vehicle may drive the ambulance; the same drive sent with a
    field no drive has is malformed, and is refused with the general sentence, not with the
    ride-along rule of a driver standing on the vehicle."""
    state = experienced(("1,1", "generalist", 4))
    listed(state, A(0, "drive", spot="top-ambulance", to=None, vehicle="ambulance"))
    refused(state, A(0, "drive", spot="top-ambulance", to=None, vehicle="ambulance", speed=3),
            "drive is not possible right now.")


COMMAND_WHOM = "Choose another firefighter on the board to command."


def test_the_captain_commands_firefighter_0_and_nobody_past_the_last():
    """Two firefighters, the Captain second: it may order firefighter 0; index 2 (one past
    the last) and its own index name nobody it can command."""
    state = experienced(("5,5", "generalist", 4), ("5,4", "captain", 4), current=1)
    listed(state, A(1, "command_move", ff=0, to=(6, 5)))
    refused(state, A(1, "command_move", ff=0, to=(5, 6)), "A wall is in the way.")
    for nobody in (2, 1):
        refused(state, A(1, "command_move", ff=nobody, to=(6, 5)), COMMAND_WHOM)
