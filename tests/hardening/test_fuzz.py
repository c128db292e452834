"""Property tests: real saves, campaign files and actions, mutated by a hostile hand, are
refused with the project's error or load to a state that round-trips; never another
exception, never slower than 2 s.  (The soak in test_soak.py runs the same for longer.)"""

from __future__ import annotations

import random
import time

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from boardgames_desktop.rules import Action, IllegalAction, SaveError, load_game
from boardgames_desktop.storage import CampaignStore, SaveStore

from .corpus import SAVES, campaign_texts, save_texts, states
from .mutate import mutate_action, mutate_text

LIMIT_SECONDS = 2.0
FUZZ = settings(max_examples=40, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def check_save_text(text: str) -> str:
    """'refused' or 'loaded' (round trip checked); anything else fails the test."""
    started = time.monotonic()
    try:
        state = load_game(text)
    except SaveError:
        outcome = "refused"
    else:
        outcome = "loaded"
    assert time.monotonic() - started < LIMIT_SECONDS
    if outcome == "loaded":
        again = state.to_json()
        assert load_game(again).to_json() == again
    return outcome


@FUZZ
@given(index=st.integers(0, len(SAVES) - 1), rng=st.randoms(use_true_random=False),
       changes=st.integers(1, 3))
def test_mutated_saves_are_refused_or_round_trip(index, rng, changes):
    text = save_texts()[index]
    for _ in range(changes):
        text = mutate_text(text, rng)
    check_save_text(text)


@FUZZ
@given(index=st.integers(0, len(SAVES) - 1), rng=st.randoms(use_true_random=False))
def test_mutated_save_files_never_break_listing_or_loading(tmp_path_factory, index, rng):
    store = SaveStore(tmp_path_factory.mktemp("fuzz"))
    store.ensure_folders()
    raw = mutate_text(save_texts()[index], rng).encode("utf-8", "surrogatepass")
    path = store.saves_dir / "mutated.json"
    path.write_bytes(raw)
    started = time.monotonic()
    entries, damaged = store.list_saves()
    assert len(entries) + len(damaged) == 1
    assert time.monotonic() - started < LIMIT_SECONDS  # listing reads headers only
    try:
        store.load(path)
    except SaveError:
        pass
    store.prune_autosaves(keep=0)


@FUZZ
@given(which=st.integers(0, 1), rng=st.randoms(use_true_random=False),
       changes=st.integers(1, 2))
def test_mutated_campaign_files_are_refused_or_resume(tmp_path_factory, which, rng, changes):
    root = tmp_path_factory.mktemp("campaign")
    text = campaign_texts(root)[which]
    for _ in range(changes):
        text = mutate_text(text, rng)
    campaigns = CampaignStore(SaveStore(root))
    campaigns.folder.mkdir(parents=True, exist_ok=True)
    path = campaigns.folder / "mutated.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    started = time.monotonic()
    found, damaged = campaigns.list_campaigns()
    assert len(found) + len(damaged) == 1
    try:
        campaign = campaigns.load(path)
    except SaveError:
        return
    assert time.monotonic() - started < LIMIT_SECONDS
    try:
        state = campaign.progress.resume_chapter()
    except SaveError:
        return
    again = campaign.progress.to_json()
    assert type(campaign.progress).from_json(again).to_json() == again
    assert state.players == campaign.progress.players


def try_action(state, raw) -> str:
    """'refused' (state unchanged), 'legal' (it was listed) or a failure."""
    before = state.to_json()
    try:
        action = Action.from_dict(raw)
    except IllegalAction:
        return "refused"
    listed = state.find_legal(action) is not None
    probe = state.clone()
    try:
        probe.apply(action)
    except IllegalAction:
        assert not listed
        assert probe.to_json() == before
        return "refused"
    assert listed
    return "legal"


@FUZZ
@given(index=st.integers(0, len(SAVES) - 1), rng=st.randoms(use_true_random=False),
       pick=st.integers(0, 10**6))
def test_mutated_legal_actions_are_refused_cleanly(index, rng, pick):
    state = states()[index]
    listing = state.legal_actions()
    assume(listing)
    raw = mutate_action(listing[pick % len(listing)].to_dict(), rng)
    try_action(state, raw)


def test_actions_from_other_games_are_not_actions_of_this_game():
    """Every listed action of one game, offered to the others: refused, states unchanged."""
    pool = states()
    for state in pool:
        for other in pool:
            if other.game_id == state.game_id:
                continue
            for action in other.legal_actions()[:30]:
                assert try_action(state, action.to_dict()) in ("refused", "legal")


def test_random_garbage_is_never_a_save():
    rng = random.Random(5)
    for _ in range(200):
        size = rng.randrange(200)
        text = "".join(rng.choice('{}[]",:0123456789aeflnrstu \\') for _ in range(size))
        check_save_text(text)
