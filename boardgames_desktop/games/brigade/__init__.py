"""The Brigade — model and rules (pure Python, no Qt).

Design note for everyone extending this package
===============================================

Modules
-------
``data.py``        loads and validates resources/brigade/*.json into frozen catalogue
                   records (``catalogue()``: factions, blocks, events, crew, wardens, town
                   layout, rules numbers, VPT spaces).  Every ruling number lives there.
``town.py``        ``Town`` of ``Tile``s keyed by label ("C4"; North = row 1, West = A;
                   Big Buildings cells C0 D0 C7 D7 @3 @4 G3 G4).  Fire (``raise_fire``),
                   destruction (``destroy``), Wind Gust targets, lines/neighbours,
                   movement (``reachable``), ``build_town`` (random, Big Buildings, Expert
                   'replace', quartered Solo layout).  ``BLAZE`` (-1) is Blaze's seat.
``events.py``      building the event deck (starters, specials, Big Buildings) and turning
                   a card into effects.
``pieces.py``      ``Warden`` (a Brigade: cell, water, crew, board, wagon), ``Wagon``
                   (owner seat or None = shared), ``Board`` (named upgrade tracks).
``abilities.py``   Warden advanced-side and crew abilities (data: {"type", params}).
``state.py``       ``BrigadeState``: the engine and every base action.  READ ITS DOCSTRING.
``specials.py``    the four Special Events (mixin).
``tracks.py``      EvacTrak, VPT + Insurance Fraud, Favour tokens and Faction Influence.
``competitive.py`` ``CompetitiveState`` (2–4).
``solo.py``        ``SoloState`` vs Bernhardt Blaze (uses equipment.py's Forge).
``coop.py``        ``CoopState`` (1–4, one player runs 2–4 Wardens); ``coop_tracks.py`` its
                   rulings (coop.json: Influence levels, VP target by Warden count ...).
``equipment.py``   ``EquipmentMixin``: the Forge, the 33 cards, Fire Sale, Treasure returns
                   (shared by Co-Op, Solo and the campaign).
``warden_picks.py`` ``WardenPicksMixin``: the Warden card picks of a team (Co-Op, campaign,
                   3v1/4v1) and the player names that only name chosen Wardens.
``allvsone.py``    ``AllVsOneState``: modes 3v1 / 4v1 (the Wardens' side, turns, Incidents,
                   win conditions; rulings in allvsone.json); ``pyromancer.py`` the
                   Pyromancer's board, Upkeep and actions (``PyromancerMixin``).
``campaign.py``    ``CampaignState``: one chapter of Rise of the Phoenix (mode campaign,
                   options chapter/boon/blight/deck), on the Co-Op rules;
                   ``campaign_rules.py`` loads campaign.json; ``campaign_phoenix.py``
                   chapter 4's Phoenix (``PhoenixMixin``); ``campaign_progress.py``
                   ``CampaignProgress``, the campaign as a saved object (results, boon or
                   blight carried, the Forgewares deck between chapters) used by the app.
``register.py``    ``GAME_INFO``: competitive, coop, solo, 3v1, 4v1 and campaign.
``view/``          the board (Qt): ``scene.py`` ``create_scene``; ``town_items.py`` tiles
                   and meeples; ``boards.py`` status, event cards, player areas, legend;
                   ``coop_panel.py`` VPT, EvacTrak, Co-Op board, Forge;
                   ``equipment_cards.py`` Equipment card faces (Forge and Solo Warden);
                   ``pyromancer_panel.py`` 3v1/4v1 boards and campaign objectives.

Where the rulings are
---------------------
Every number or reading that is ours is data in resources/brigade/*.json; README.md there
lists each file and, under "Rulings settled against the rulebook text", every switch where
the rulebook is silent or ambiguous (tests: tests/brigade/test_rulings.py quotes the text).
Each mode's module docstring (solo.py, coop.py, allvsone.py, pyromancer.py, campaign.py,
campaign_phoenix.py) lists the rulings it implements; shared/rules/brigade-base.md is the
base game's reconstruction.  The ones most often asked about:

* Solo "Visit the Forge" takes the card onto the Warden (rules.json ``solo.visit_forge``
  'take'): ``SoloState.held`` lists the cards on the Warden; action ``use_card`` (target
  ``equipment:<id>``, drawn on the Warden's area; cost ``solo.held_card_actions``, 0)
  uses one in the Action Phase — a Forgeware is then discarded, a Treasure works once per
  turn, stays, and can be returned to its home block from the Warden (a Faction Quest).
* Co-Op saves place no Loyalty token: a saved block keeps its Favour token unless the
  Influence level gives it to the team; while the token is there it takes Renown and can be
  saved again; once the token is gone it is Loyal (``CoopState.loyal``; the view's "✓SAVED"
  ribbon) and takes no more Renown (coop.json ``renown_without_favour`` false).  In the
  campaign gaining Loyalty always takes the Favour token (``tile.loyalty`` is set).
* Warden cards are chosen in Co-Op, in every campaign chapter and in 3v1/4v1, each seat for
  each of its Wardens in Firehouse order, before the starter events (coop.json
  ``warden_cards``; allvsone.json ``warden_cards``, before the Pyromancer's start block too);
  until then the card dealt from the seed stands in (``warden_picks`` counts the chosen
  ones).  ``warden_picks.py``'s ``WardenPicksMixin`` does it for Co-Op and All-Versus-One.
* 3v1 has 3 Wardens by default (allvsone.json ``modes.3v1.seats``): with fewer players one
  person runs several.  Option ``avo_wardens`` (1–3) plays fewer, never fewer than the
  Warden players ("up to 3 other players become the Wardens"; ``fewer_wardens``), on the
  boards as printed.
* ``events_this_phase`` (3v1/4v1 and the campaign) lists every event card of the latest
  Event Phase — a Firestorm draws several, round 1 has the starters; ``event_card`` is only
  the last.  The view marks the fireballs of all of them.

How the engine runs (state.py)
------------------------------
The game is a queue of turn *steps* plus a stack of *effects*, both plain dicts
``{"op": name, **args}`` run by ``op_<name>(**args)``.  Effects (fireballs, gusts, "when
destroyed" effects) always run first, even inside an action phase; steps run only when no
action phase is open.  Something a player must decide is a *pending choice*:
``self.ask(seat, kind, prompt, **context)``; its options come from
``choices_<kind>(pending)`` and the chosen Action goes to ``resolve_<kind>(action, pending)``
(a resolver may set ``self.pending`` again to continue, e.g. pouring water one at a time).
During an action phase (``self.acting``) the legal actions are ``gen_<kind>(warden)`` for
each kind in ``action_kinds()``, performed by ``do_<kind>(action)``; every such action
carries ``warden=<index>`` so one seat can run several Wardens (Co-Op).  ``self.budget``
holds actions left per Warden; ``end_turn`` closes the phase (also automatic when nothing
but ``end_turn`` is left).

Extension points for a mode (subclass BrigadeState, or CompetitiveState/SoloState)
--------------------------------------------------------------------------------
* ``setup_mode()``: build ``self.town``, ``self.wardens``, ``self.wagons``, ``self.boards``,
  decks, tokens, then ``self.start_game(starter_ids, first_seat)``.
* Phases: ``turn_steps(seat, first)`` returns the steps of one turn; add e.g.
  ``{"op": "insurance_fraud"}`` after ``{"op": "actions", ...}`` and write
  ``op_insurance_fraud``.  ``op_end_turn``/``next_seat()`` hand over.  A Co-Op round where
  every seat acts at once: override ``acting_seats()`` and ``op_actions``.
* Actions: override ``action_kinds()`` to add a kind ``k`` and write ``gen_k(w)`` /
  ``do_k(action)``; spend with ``self.spend(w, n)``; test ``self.can_act(w)``.
* Rules hooks: ``actions_per_turn(w)``, ``water_sources(w)``, ``transfer_pool(w)``,
  ``refill_targets(w)``, ``refill_allowed(w, tile)``, ``renown_allowed(seat, tile)``,
  ``on_pour(w, tile, first)``, ``on_renown_complete(seat, tile)``,
  ``on_event_drawn(card)``, ``on_block_destroyed(tile, info, had_favour)``,
  ``forbidden_cells(w)``, ``upgrade_tracks(w)``, ``judge()`` -> Outcome | None.
* Fire from anywhere: ``self.fire(label, amount, source)`` (negative amount cools);
  queue more with ``self.push_effects({"op": "intensify", "cell": c, "amount": 1})``.
* Everything in the state must be plain data (dataclasses, dicts, lists, ints, strings)
  so ``snapshot()`` compares and replays; chance only through ``self.rng`` / ``Deck``.

Shared pieces (Co-Op, Solo, campaign, All-vs-One)
-------------------------------------------------
* Reuse ``tracks.py``: ``EvacTrak`` (``on_destroyed`` grows 1, 2, 3 ...; ``advance`` for
  each event card via ``on_event_drawn``; ``retreat`` for Call the Watch), ``Vpt``,
  ``Influence`` and ``ProgressMixin.op_insurance_fraud`` (add ``{"op":
  "insurance_fraud"}`` to ``turn_steps``).  Favour tokens: ``Tile.favour``; the Favour pool
  is an int on the state (``self.favour``).  Numbers go in the mode's json.
* Shared Wagon: ``Wagon(owner=None)`` and give every Warden ``wagon=0``; one shared
  ``Board`` for all Wardens (tracks e.g. wagon/forge); ``actions_per_turn`` returns 2.
* Using other Wardens' water on the same block: override ``water_sources(w)`` and
  ``transfer_pool(w)`` (keys ``warden:i``, ``crew:i:k``, ``wagon:j``).
* Solo uses ``equipment.EquipmentMixin`` (``init_equipment``, ``forge``, ``equipment``,
  ``card_usable``, ``activate``, ``fill_forge``, ``remove_from_forge``, ``effect_useful``,
  ``gain_vp``, ``upgrade_options``/``apply_upgrade``, ``op_shields_end``, ``shields``):
  keep those names stable or update solo.py and tests/brigade/test_solo.py with them.
  Fire Sale (``choices_/resolve_fire_sale``) and the Treasure return (``returnable``,
  ``op_treasure_returns``, ``choices_/resolve_treasure``) live in the mixin too, shared by
  Co-Op and Solo; Solo only narrows the return with ``treasure_options`` and
  ``treasure_returned`` (a Faction Quest instead of VP).

Texts a player reads: every ``ask`` prompt names who decides and what (the app shows it
as the status line); ``phase`` says whose turn it is and what to do; the game log
(``messages``) heads each action with ``log_name`` — "Player N" for a seat running several
Wardens, whose action texts name the Warden — and a ``say`` adds only what the action's own
line does not already tell (a move says nothing more; a pour says the fire left).

Action targets: ``cell:<label>`` for town cells, ``track:<board>:<track>`` for upgrades
(Co-Op Influence ``track:0:influence:<faction>``; 3v1 ``track:pyro:<track>``,
``track:actions:<warden>``, ``track:incidents:<i>``), ``equipment:<id>`` for an Equipment
card (in the Forge, or held on the Solo Warden); panel-only actions have no target.
"""
