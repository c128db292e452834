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
``mode.py``        ``Mode``: a mode as a table of hooks (the base game's rules as defaults).
``specials.py``    the four Special Events (part of the competitive mode).
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

How the engine runs (state.py, mode.py)
---------------------------------------
The game is a queue of turn *steps* plus a stack of *effects*, both plain dicts
``{"op": name, **args}``, each run by the handler its mode lists under that name
(``self.hooks.ops[name](state, **args)``; ``run_step(name, **args)`` runs one by hand).
Effects (fireballs, gusts, "when destroyed" effects) always run first, even inside an action
phase; steps run only when no action phase is open.  Something a player must decide is a
decision on the flow (``rules/flow.py``): ``self.ask(seat, kind, prompt, **context)``; the
mode's ``choices[kind]`` lists its answers (``options(state, pending)``) and carries the
chosen one out (``resolve(state, action, pending)``, which may ``ask_again`` to go on, e.g.
pouring water one at a time); ``pending`` reads the decision as a dict.  During an action
phase (``self.acting``) the legal actions come from the mode's ``moves``: ``gen(state,
warden)`` for each kind, in the table's order, performed by ``do(state, action)``; every
such action carries ``warden=<index>`` so one seat can run several Wardens (Co-Op).
``self.budget`` holds actions left per Warden; ``end_turn`` closes the phase (also
automatic when nothing but ``end_turn`` is left).

A mode is a table, not a subclass (mode.py)
-------------------------------------------
``Mode`` lists every rule a mode may change as a plain function taking the state, with the
base game's rule as the default: ``setup`` (build ``self.town``, ``self.wardens``,
``self.wagons``, ``self.boards``, decks, tokens, then ``self.start_game(starter_ids,
first_seat)``), ``prepare_start``, ``turn_steps``, ``next_seat``, ``acting_seats``,
``listing``, ``actions_per_turn``, ``crew_slots``, ``upgrade_tracks``, ``upgrades_left``,
``fire``, ``on_event_drawn``, ``on_block_destroyed``, ``forbidden_cells``,
``water_sources``, ``refill_targets``, ``refill_allowed``, ``place_renown``,
``renown_allowed``, ``on_renown_complete``, ``on_favour_taken``, ``named_prefix``,
``judge`` (-> Outcome | None), ``why_illegal``, ``explain``, ``player_name``, ``phase``;
the registries ``ops``, ``moves`` and ``choices`` (state.py's ``BASE_OPS``,
``BASE_MOVES``, ``BASE_CHOICES`` plus the mode's; ``moves_with`` adds or drops moves in
order); the team's ``ability_names``/``ability_cost``; the Equipment's hooks
(``equipment.EquipmentHooks``).  A state class (``CoopState``...) holds the mode's data
helpers, each name defined once in its hierarchy, and returns its table from
``mode_hooks()``; the engine keeps it as ``self.hooks``.  A mode built on another copies its
table with ``dataclasses.replace`` and calls the function it extends by name
(``coop.judge(state)``), never ``super()``; the campaign's chapters are such tables
(``campaign.CHAPTER_TABLES``).  tests/brigade/test_extension.py builds a small mode.

* Fire from anywhere: ``self.fire(label, amount, source)`` (negative amount cools; a mode's
  ``fire`` hook may shield it); queue more with ``self.push_effects({"op": "intensify",
  "cell": c, "amount": 1})``; spend actions with ``self.spend(w, n)``, test
  ``self.can_act(w)``.
* Everything in the state must be plain data (dataclasses, dicts, lists, ints, strings)
  so ``snapshot()`` compares and replays; chance only through ``self.rng`` / ``Deck``.

Shared pieces (Co-Op, Solo, campaign, All-vs-One)
-------------------------------------------------
* Reuse ``tracks.py``: ``EvacTrak`` (``on_destroyed`` grows 1, 2, 3 ...; ``advance`` for
  each event card via ``on_event_drawn``; ``retreat`` for Call the Watch), ``Vpt``,
  ``Influence`` and ``ProgressMixin.op_insurance_fraud`` (add ``{"op":
  "insurance_fraud"}`` to ``turn_steps`` and to the mode's ``ops``).  Favour tokens:
  ``Tile.favour``; the Favour pool is an int on the state (``self.favour``).  Numbers go in
  the mode's json.
* Shared Wagon: ``Wagon(owner=None)`` and give every Warden ``wagon=0``; one shared
  ``Board`` for all Wardens (tracks e.g. wagon/forge); ``actions_per_turn`` returns 2.
* Using other Wardens' water on the same block: the hooks of ``team_wardens.py``
  (``shared_water``, ``water_here``; keys ``warden:i``, ``crew:i:k``, ``wagon:j``).
* The Equipment (``equipment.EquipmentMixin``: ``forge``, ``equipment``, ``card_usable``,
  ``activate``, ``op_shields_end``, ``shields``; ``EQUIPMENT_OPS``/``EQUIPMENT_CHOICES``):
  Co-Op, Solo and the campaign share it and change it through ``EquipmentHooks``
  (``init_equipment``, ``fill_forge``, ``remove_from_forge``, ``effect_useful``,
  ``effect_choices``, ``after_use``, ``gain_vp``, ``upgrade_options``/``apply_upgrade``,
  ``returnable``, ``treasure_options``, ``treasure_returned``); Solo only narrows the
  Treasure return (a Faction Quest instead of VP).

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
