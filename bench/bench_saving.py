"""What the one-owner-per-file guard costs each autosave of a campaign.

Builds a campaign whose running chapter holds N moves (fewer if it ends sooner), then times
writing its text ``repeats`` times with the plain atomic write and with the store's guarded
write (digest of the file on disk, compared under the folder lock, then the atomic write).

Usage: python bench/bench_saving.py [moves, default 150] [repeats, default 200]
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_desktop.storage import CampaignStore, SaveStore  # noqa: E402
from boardgames_desktop.storage.atomic import atomic_write_text  # noqa: E402


def main(moves: int, repeats: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        campaigns = CampaignStore(SaveStore(folder))
        campaign = campaigns.new(2, 7, ["Ann", "Bo"])
        state = campaign.progress.start_chapter()
        for _ in range(moves):
            if state.is_over:
                break
            state.apply(state.legal_actions()[0])
        campaign.progress.keep_chapter(state)
        path = campaigns.write(campaign)
        text = path.read_text()
        plain = guarded = 0.0
        for _ in range(repeats):  # interleaved, so disk and load noise hit both alike
            start = time.perf_counter()
            atomic_write_text(path, text)
            plain += time.perf_counter() - start
            campaigns.store.guard.remember(path, text)
            start = time.perf_counter()
            campaigns.store.write_owned(path, text, "campaign")
            guarded += time.perf_counter() - start
        plain, guarded = plain / repeats, guarded / repeats
        size = len(json.dumps(json.loads(text)))
        print(f"campaign file {size / 1024:.0f} KiB ({len(state.log)} moves): "
              f"plain atomic write {plain * 1000:.2f} ms, guarded write "
              f"{guarded * 1000:.2f} ms")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    main(*(args + [150, 200][len(args):]))
