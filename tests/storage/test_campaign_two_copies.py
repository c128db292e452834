"""One owner per file: two real processes on one campaign and on one save.  The copy that is
behind the file on disk is refused with a message, and the newer work is never lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from boardgames_desktop.rules import new_game
from boardgames_desktop.storage import CampaignStore, SaveStore
from boardgames_desktop.storage.locking import StaleFileError, WriteGuard, folder_lock

ROOT = Path(__file__).resolve().parents[2]

# The other copy: open the file, play MOVES more moves, save, exit.
OTHER_CAMPAIGN = textwrap.dedent("""
    import sys
    from boardgames_desktop.storage import CampaignStore, SaveStore
    store = CampaignStore(SaveStore(sys.argv[1]))
    campaign = store.load(sys.argv[2])
    state = campaign.progress.resume_chapter()
    for _ in range(int(sys.argv[3])):
        state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    store.write(campaign)
    print(len(state.log))
""")
OTHER_SAVE = textwrap.dedent("""
    import sys
    from boardgames_desktop.storage import SaveStore
    store = SaveStore(sys.argv[1])
    loaded = store.load(sys.argv[2])
    for _ in range(int(sys.argv[3])):
        loaded.state.apply(loaded.state.legal_actions()[0])
    store.save(loaded.state, loaded.seats, loaded.title, loaded.path)
    print(len(loaded.state.log))
""")


def other_copy(script: str, *args: object) -> int:
    """Run the other copy of the app's storage in its own Python process."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script, *map(str, args)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip())


def moves_kept(path: Path) -> int:
    return len(json.loads(json.loads(path.read_text())["chapter_save"])["actions"])


def test_a_stale_copy_cannot_overwrite_a_campaign_another_process_advanced(data_dir):
    mine = CampaignStore(SaveStore(data_dir))
    campaign = mine.new(2, 11, ["Ann", "Bo"])
    state = campaign.progress.start_chapter()
    for _ in range(15):
        state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    mine.write(campaign)

    # the other process continues the same campaign: 19 moves, saved
    assert other_copy(OTHER_CAMPAIGN, data_dir, campaign.path, 4) == 19
    newer = campaign.path.read_bytes()
    assert moves_kept(campaign.path) == 19

    # this copy, still at 15, makes one move: the write is refused, the 19 moves stay
    state.apply(state.legal_actions()[0])
    campaign.progress.keep_chapter(state)
    with pytest.raises(StaleFileError) as refused:
        mine.write(campaign)
    message = str(refused.value)
    assert campaign.path.name in message and "another copy" in message
    assert "Open the campaign again" in message
    assert campaign.path.read_bytes() == newer

    # opened again, it continues from the newer 19 moves and may save
    again = mine.load(campaign.path)
    assert moves_kept(campaign.path) == 19 and again.chapter_moves == 19
    mine.write(again)


def test_a_stale_copy_cannot_overwrite_a_save_or_its_autosave(data_dir):
    store = SaveStore(data_dir)
    state = new_game("brigade", "coop", 2, 4)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    path = store.save(state, ["Ann", "Bo"], "Evening")
    assert other_copy(OTHER_SAVE, data_dir, path, 3) == 9
    newer = path.read_bytes()
    with pytest.raises(StaleFileError, match="changed by another copy"):
        store.save(state, ["Ann", "Bo"], "Evening", path)
    with pytest.raises(StaleFileError):
        store.write_autosave(path, state, ["Ann", "Bo"], "Evening")
    assert path.read_bytes() == newer
    # a new file is always fine
    assert store.save(state, ["Ann", "Bo"], "Evening") != path


def test_a_file_deleted_by_another_copy_is_not_brought_back(data_dir):
    store = SaveStore(data_dir)
    state = new_game("brigade", "coop", 1, 4)
    path = store.save(state, ["Sol"], "Solo")
    path.unlink()
    with pytest.raises(StaleFileError, match="deleted"):
        store.save(state, ["Sol"], "Solo", path)
    assert not path.exists()


def test_listing_does_not_make_a_stale_copy_the_owner(data_dir):
    mine = CampaignStore(SaveStore(data_dir))
    campaign = mine.new(1, 2, ["Sol"])
    mine.write(campaign)
    theirs = CampaignStore(SaveStore(data_dir))
    their_copy = theirs.load(campaign.path)
    state = their_copy.progress.resume_chapter()
    state.apply(state.legal_actions()[0])
    their_copy.progress.keep_chapter(state)
    theirs.write(their_copy)
    mine.list_campaigns()  # the launcher's list reads every file: it must not claim them
    with pytest.raises(StaleFileError):
        mine.write(campaign)


def test_the_check_and_the_write_hold_the_folder_lock(tmp_path):
    """While another process holds the folder's lock, a write waits for it."""
    target = tmp_path / "save.json"
    guard = WriteGuard()
    guard.write(target, "one")
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent("""
            import sys, time
            from pathlib import Path
            from boardgames_desktop.storage.locking import folder_lock
            with folder_lock(Path(sys.argv[1])):
                Path(sys.argv[2]).write_text("two")  # a writer inside the lock
                print("held", flush=True)
                time.sleep(1.0)
        """), str(tmp_path), str(target)],
        env=dict(os.environ, PYTHONPATH=str(ROOT)), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(StaleFileError):
            guard.write(target, "three")  # waits for the lock, then sees "two"
        assert target.read_text() == "two"
    finally:
        holder.wait(timeout=30)
    with folder_lock(tmp_path):
        pass  # released
