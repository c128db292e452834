"""Child process of the kill -9 test: plays random moves through the hot-seat controller
with the store's autosave, printing the number of moves after each confirmed autosave."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from boardgames_desktop.hotseat.controller import HotseatController
from boardgames_desktop.rules import new_game
from boardgames_desktop.storage import SaveStore


def main(root: str, seed: int) -> None:
    store = SaveStore(Path(root))
    store.ensure_folders()
    slot = store.autosave_dir / "session.json"
    state = new_game("flashpoint", "experienced", 3, seed, {"difficulty": "Heroic"})
    controller = HotseatController(
        state, ["Ann", "Bo", "Cy"], "kill test",
        autosave=lambda s, seats, title: store.write_autosave(slot, s, seats, title))
    chooser = random.Random(seed)
    while not controller.state.is_over:
        if controller.curtain_required:
            controller.acknowledge_curtain()
        listing = controller.state.legal_actions()
        problem = controller.apply(listing[chooser.randrange(len(listing))])
        if problem is not None:
            raise SystemExit(f"refused: {problem}")
        if controller.autosave_error:
            raise SystemExit(f"autosave failed: {controller.autosave_error}")
        print(len(controller.state.log), flush=True)
    print("over", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
