"""The version, the changelog and the AppStream release list tell the same story."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.boardgames_desktop.BoardgamesDesktop"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def changelog_releases() -> list[tuple[str, str]]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", text, re.MULTILINE)


def test_changelog_keeps_an_unreleased_section_and_dates_this_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## [Unreleased]" in text
    releases = changelog_releases()
    assert releases and releases[0][0] == VERSION, "CHANGELOG.md has no section for " + VERSION
    assert f"[{VERSION}]: " in text  # the link reference Keep a Changelog asks for


def test_appstream_newest_release_is_this_version_on_the_changelog_date():
    tree = ET.parse(ROOT / "packaging" / f"{APP_ID}.metainfo.xml")
    newest = tree.find("releases/release")
    assert newest is not None
    assert newest.get("version") == VERSION
    assert (newest.get("version"), newest.get("date")) == changelog_releases()[0]


def test_desktop_entry_names_the_installed_command_and_icon():
    entry = (ROOT / "packaging" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"]
    command = re.search(r"^Exec=(\S+)", entry, re.MULTILINE).group(1)
    assert command in scripts
    assert re.search(rf"^Icon={re.escape(APP_ID)}$", entry, re.MULTILINE)
