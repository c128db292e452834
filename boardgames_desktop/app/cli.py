"""The command line: ``python -m boardgames_desktop [--load FILE] [--screenshot PATH ...]``."""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from boardgames_desktop.version import app_version

USAGE_EXIT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m boardgames_desktop",
        description="Boardgames Desktop: board games for one screen, played hot-seat.",
    )
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="render the window offscreen to a PNG file and exit")
    parser.add_argument("--game", help="start this game (id, e.g. flashpoint)")
    parser.add_argument("--mode", help="the game's mode (default: its first mode)")
    parser.add_argument("--players", type=int, help="number of seats (default: fewest allowed)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--moves", type=int, default=0,
                        help="with --game: play this many random legal actions first")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="with --game: a game option, e.g. difficulty=Veteran (repeatable)")
    parser.add_argument("--size", default="1280x800", help="window size for --screenshot")
    parser.add_argument("--version", action=VersionAction, nargs=0,
                        help="show the version and exit")
    return parser


class VersionAction(argparse.Action):
    """``--version``: the version is looked up only when asked for (the lookup reads the
    installed packages' metadata, too slow to do on every start)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # type: ignore[no-untyped-def]
        print(f"Boardgames Desktop {app_version()}")
        parser.exit()


class UsageError(Exception):
    pass


def _parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1280x800, not '{text}'.") from None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise UsageError("--size must be between 200x200 and 8000x8000.")
    return width, height


_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")


def parse_options(texts: list[str], info, mode_id: str, players: int | None = None) -> dict:
    """``KEY=VALUE`` strings for the game's options in this mode and seat count, read as
    their kind and checked by the rules' validator (the one that checks saves)."""
    from boardgames_desktop.rules.schema import Invalid
    from boardgames_desktop.rules.validate import option_schema

    known = {o.key: o for o in info.options if o.applies_to(mode_id, players)}
    options: dict = {}
    for text in texts:
        key, sep, raw = text.partition("=")
        if not sep:
            raise UsageError(f"--option must look like KEY=VALUE, not '{text}'.")
        spec = known.get(key)
        if spec is None:
            keys = ", ".join(known) or "none"
            raise UsageError(f"{info.title} ({mode_id}, {players} players) has no option "
                             f"'{key}' (options: {keys}).")
        value = _read_option(spec, raw)
        try:
            option_schema(spec).check(value, f"option {key}")
        except Invalid as exc:
            raise UsageError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.") from None
        options[key] = value
    return options


def _read_option(spec, raw: str):
    """The command line's text as the option's kind (the validator checks the value)."""
    if spec.kind == "bool":
        if raw.lower() not in _TRUE + _FALSE:
            raise UsageError(f"Option {spec.key} is true or false, not '{raw}'.")
        return raw.lower() in _TRUE
    if spec.kind == "int":
        try:
            return int(raw[:20])
        except ValueError:
            raise UsageError(f"Option {spec.key} needs a whole number, not '{raw}'.") from None
    by_text = {str(c): c for c in spec.choices}
    if raw not in by_text:
        raise UsageError(f"Option {spec.key} is one of {', '.join(by_text)}, not '{raw}'.")
    return by_text[raw]


def prepare_state(args: argparse.Namespace):
    """The state to show from --game/--mode/--players/--seed/--moves, or None."""
    from boardgames_desktop.rules import game_info, new_game

    if args.game is None:
        for flag in ("mode", "players"):
            if getattr(args, flag) is not None:
                raise UsageError(f"--{flag} needs --game.")
        if args.moves:
            raise UsageError("--moves needs --game.")
        if args.option:
            raise UsageError("--option needs --game.")
        return None
    if args.load:
        raise UsageError("Use either --game or --load, not both.")
    if args.moves < 0:
        raise UsageError("--moves cannot be negative.")
    from boardgames_desktop.rules.validate import SEED

    if not SEED.low <= args.seed <= SEED.high:
        raise UsageError(f"--seed must be a whole number from {SEED.low} to {SEED.high}.")
    try:
        info = game_info(args.game)
        mode = info.mode(args.mode) if args.mode else info.modes[0]
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    players = args.players if args.players is not None else mode.min_players
    options = parse_options(args.option, info, mode.id, players)
    try:
        state = new_game(info.id, mode.id, players, args.seed, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    chooser = random.Random(args.seed)
    for _ in range(args.moves):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[chooser.randrange(len(legal))])
    return state


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        size = _parse_size(args.size)
        state = prepare_state(args)
        if args.load and not Path(args.load).is_file():
            raise UsageError(f"There is no file {args.load}.")
    except UsageError as exc:
        print(f"boardgames_desktop: {exc}", file=sys.stderr)
        return USAGE_EXIT

    _import_before_qt()
    from PySide6.QtWidgets import QApplication

    from .pyside_feature import skip_scan_of_app_modules

    skip_scan_of_app_modules()  # before the app's Qt modules are imported
    from .main_window import APP_TITLE, MainWindow
    from .settings import APPLICATION, ORGANISATION
    from .single_instance import bring_forward

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APP_TITLE)

    if args.screenshot:
        _set_icon(app)
        return _screenshot(app, args, state, size)

    instance = _claim_instance(Path(args.load) if args.load else None)
    if instance is None:
        return 0
    # the menus' entries and the accessible names wait for the first frame; a game given
    # on the command line is shown at once, menus and all
    window = MainWindow(build_later=state is None and not args.load)
    instance.activated.connect(lambda: bring_forward(window))
    instance.open_requested.connect(window.open_save)  # a later `--load FILE` launch
    from .crash import install as install_crash_reporter

    install_crash_reporter(window)  # no crash is silent: a dialog and the log file
    if state is not None:
        window.start_state(state)
    if args.load:
        window.open_save(args.load)
    window.show()
    from .first_frame import after_first_frame

    # not needed for the first frame: the menus' entries, answering a second launch, the
    # icon (drawn from SVG), the rules engine
    after_first_frame(window, window.finish_building, instance.listen, lambda: _set_icon(app),
                      _load_engine)
    from .smoke import install_if_requested

    driver = install_if_requested(window)  # noqa: F841  (kept alive until exit)
    return app.exec()


def _import_before_qt() -> None:
    """Import the start's pure-Python modules (the game catalogue, the save folder, the
    tutorial list, the crash reporter) before PySide6: once PySide6 is imported, its import
    hook reads the source of every module imported after it (to look for ``__feature__``
    use), which costs about as much again as importing them."""
    import boardgames_desktop.app.crash  # noqa: F401
    import boardgames_desktop.app.pyside_feature  # noqa: F401
    import boardgames_desktop.app.tutorial  # noqa: F401
    import boardgames_desktop.rules.catalogue  # noqa: F401
    import boardgames_desktop.storage.campaigns  # noqa: F401
    import boardgames_desktop.storage.store  # noqa: F401


def _load_engine() -> None:
    """Import the rules engine and the save code now, while the player reads the launcher,
    so the first game or save opened does not wait for them (the launcher needs neither)."""
    import boardgames_desktop.rules.savefile  # noqa: F401
    import boardgames_desktop.rules.scenario  # noqa: F401
    import boardgames_desktop.storage.journal  # noqa: F401


def _claim_instance(open_path: Path | None = None):
    """This copy's SingleInstance, or None when another copy runs (it was brought forward,
    and asked to open ``open_path`` if given)."""
    from boardgames_desktop.storage.store import data_root

    from .single_instance import SingleInstance

    instance = SingleInstance(data_root())
    if instance.claim(listen=False):  # it listens once the first frame is shown
        return instance
    if instance.wake_running(open_path):
        opened = f" and asked to open {open_path.name}" if open_path is not None else ""
        print(f"Boardgames Desktop is already running: its window was brought forward{opened}.",
              file=sys.stderr)
    else:
        print("Boardgames Desktop is already running (it did not answer); only one copy "
              "runs at a time so no save is written by two copies.", file=sys.stderr)
    return None


def _screenshot(app, args: argparse.Namespace, state, size: tuple[int, int]) -> int:
    """Render the window offscreen; never autosaves or touches the user's settings."""
    import tempfile

    from PySide6.QtCore import QSettings

    from boardgames_desktop.ui.dialogs import RecordingDialogs

    from .main_window import MainWindow
    from .settings import AppSettings

    dialogs = RecordingDialogs()
    with tempfile.TemporaryDirectory() as temp:
        settings = AppSettings(QSettings(str(Path(temp) / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings=settings, dialogs=dialogs, autosave=False)
        window.resize(*size)
        if state is not None:
            window.start_state(state)
        if args.load and not window.open_save(args.load):
            print(f"boardgames_desktop: {dialogs.errors()[-1]}", file=sys.stderr)
            return 1
        controller = window.controller
        if controller is not None and controller.curtain_required:
            controller.acknowledge_curtain()  # a screenshot shows the board, not the curtain
        window.show()
        for _ in range(3):
            app.processEvents()
        window.game_page.board.refit()
        app.processEvents()
        image = window.grab()
        target = Path(args.screenshot)
        if target.parent and not target.parent.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            print(f"boardgames_desktop: could not write {target}", file=sys.stderr)
            return 1
        window.close()
    print(f"Wrote {target}")
    return 0


def _set_icon(app) -> None:
    from boardgames_desktop.ui.icon import app_icon

    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
