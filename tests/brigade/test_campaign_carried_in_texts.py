"""What a chapter's intro says it starts with: "nothing carried in" only before the first
chapter, and a Boon or Blight names the chapter that earned it (the one just played)."""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames_desktop.games.brigade import campaign_texts

FIRST = "Nothing carried in: this is the first chapter."


@dataclass
class Progress:
    """The parts of a campaign ``carried_in`` reads."""

    boon: str | None = None
    blight: str | None = None
    results: list = field(default_factory=list)

    def carried(self) -> tuple[str | None, str | None]:
        return self.boon, self.blight

    def attempt(self, chapter: int) -> int:
        return 1


def test_only_the_first_chapter_carries_nothing_in():
    assert FIRST in campaign_texts.carried_in(Progress(), 1)
    later = campaign_texts.carried_in(Progress(boon="interrogate", results=["chapter 1"]), 2)
    assert FIRST not in later


def test_a_boon_and_a_blight_name_the_chapter_just_played():
    boon = campaign_texts.carried_in(Progress(boon="interrogate", results=["chapter 1"]), 2)
    assert "Boon from chapter 1: Interrogate — Before starting, peek at 3 Favour tokens." in boon
    blight = campaign_texts.carried_in(Progress(blight="missed_one", results=["1", "2"]), 3)
    assert any(line.startswith("Blight from chapter 2: Missed One — ") for line in blight)


def test_the_phoenix_starts_lower_only_with_the_skilled_boon():
    skilled = campaign_texts.carried_in(Progress(boon="skilled", results=[1, 2, 3]), 4)
    assert "The Phoenix starts at 6 on its track of 16." in skilled
    plain = campaign_texts.carried_in(Progress(blight="in_trouble", results=[1, 2, 3]), 4)
    assert "The Phoenix starts at 8 on its track of 16." in plain
