"""One registry: the shell layers (``ui/``, ``app/``, ``storage/``, ``hotseat/``) name no game;
every game's view modules are found through its catalogue entry (``GameInfo.scene_module``
and ``GameInfo.pictures_module``)."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path

import pytest

from boardgames_desktop.app.reference_data import load_reference
from boardgames_desktop.rules import registry
from boardgames_desktop.ui.game_scene import GameScene

PACKAGE = Path(__file__).resolve().parents[1] / "boardgames_desktop"
SHELL_LAYERS = ("ui", "app", "storage", "hotseat")
GAMES_PACKAGE = "boardgames_desktop.games"
GAME_IDS = ("brigade", "emberheart", "flashpoint")


def game_names_in(source: str, module: str) -> list[str]:
    """The game modules ``source`` (the text of ``module``) imports, or names in a string
    (as an ``importlib`` call would): anything under ``boardgames_desktop.games``."""
    package = module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = [node.value]
        found += [n for n in names if n == GAMES_PACKAGE or n.startswith(GAMES_PACKAGE + ".")]
    return found


def shell_sources() -> list[tuple[Path, str]]:
    files = []
    for layer in SHELL_LAYERS:
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            relative = path.relative_to(PACKAGE.parent).with_suffix("")
            files.append((path, ".".join(relative.parts)))
    return files


def test_the_import_walk_sees_every_way_of_naming_a_game():
    """The check below must be able to fail: each form of naming a game is caught."""
    module = "boardgames_desktop.ui.example"
    assert game_names_in("import boardgames_desktop.games.brigade.view.scene", module)
    assert game_names_in("from boardgames_desktop.games.emberheart import data", module)
    assert game_names_in("from boardgames_desktop.games import flashpoint", module)
    assert game_names_in("from ..games.brigade.view import paint", module)
    assert game_names_in("def f():\n    from ..games import brigade\n", module)
    assert game_names_in("NAME = 'boardgames_desktop.games.brigade.view.scene'", module)
    assert not game_names_in("from ..rules.registry import game_info\nfrom . import paint",
                             module)


def test_the_shell_layers_import_no_game_by_name():
    sources = shell_sources()
    assert len(sources) > 20  # the walk found the layers' modules
    named = {str(path.relative_to(PACKAGE)): names for path, module in sources
             if (names := game_names_in(path.read_text(encoding="utf-8"), module))}
    assert named == {}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_names_its_scene_and_pictures_modules(qapp, game_id):
    info = registry.game_info(game_id)  # the light catalogue entry
    assert info.scene_module == f"{GAMES_PACKAGE}.{game_id}.view.scene"
    assert info.pictures_module == f"{GAMES_PACKAGE}.{game_id}.view.reference_pictures"
    scene = importlib.import_module(info.scene_module)
    assert isinstance(scene.create_scene(None), GameScene)
    pictures = importlib.import_module(info.pictures_module).PICTURES
    assert pictures and all(callable(draw) for draw in pictures.values())


def test_every_view_module_a_registered_game_names_exists():
    """Test games registered by other tests may name none (played from the action list)."""
    infos = registry.games()
    assert {info.id for info in infos} >= set(GAME_IDS)
    for info in infos:
        for name in filter(None, (info.scene_module, info.pictures_module)):
            assert importlib.util.find_spec(name) is not None, (info.id, name)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_picture_a_game_offers_is_drawn_through_the_dispatcher(qapp, game_id):
    from boardgames_desktop.ui.reference_pictures import picture

    pictures = importlib.import_module(registry.game_info(game_id).pictures_module).PICTURES
    failed = [name for name in sorted(pictures) if picture(f"{game_id}.{name}") is None]
    assert failed == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_reference_names_only_pictures_the_game_draws(game_id):
    pictures = importlib.import_module(registry.game_info(game_id).pictures_module).PICTURES
    named = {s.picture for s in load_reference(game_id).sections if s.picture}
    assert named, "the reference names no picture: nothing to check"
    missing = {pid for pid in named if pid.partition(".")[2] not in pictures}
    assert missing == set()


def test_an_unknown_picture_or_game_gives_no_picture(qapp):
    from boardgames_desktop.ui.reference_pictures import picture

    assert picture("brigade.no_such_picture") is None
    assert picture("no_such_game.fire") is None
    assert picture("fire") is None
    assert picture("brigade.flame") is not None
