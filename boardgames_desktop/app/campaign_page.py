"""Rise of the Phoenix in the app: the "new campaign" form and the campaign screen.

The campaign screen tells the story so far from ``CampaignProgress.story()`` (one card per
chapter played: success or failure, why, the boon or blight carried, the Forge), shows the
chapters still ahead and offers "Play chapter N" (or "Continue chapter N" when a chapter was
left in the middle).  All the campaign logic stays in the Brigade's ``CampaignProgress`` and in
the main window; these widgets only show it and emit what the player asked for.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.storage.campaigns import CAMPAIGN_TITLE, CampaignFile
from boardgames_desktop.ui.labels import wrapped_label

from .launcher import add_seat_fields, random_seed

MAX_SEATS = 4
GREEN, RED, GREY, INK = "#2f6b3a", "#a33a2a", "#8a9099", "#20252b"
CARD_STYLE = ("#card {{ background: {bg}; border: 1px solid #c9ced6; border-left: 8px solid "
              "{edge}; border-radius: 6px; }}")


def chapter_titles() -> dict[int, str]:
    """Chapter number → title, from the Brigade's campaign rules ({} if they cannot load)."""
    try:
        from boardgames_desktop.games.brigade.campaign_rules import CHAPTERS, chapter_rules

        return {n: chapter_rules(n)["title"] for n in CHAPTERS}
    except Exception:  # the screen still works without the titles
        return {}


def carried_text(progress: Any) -> str:
    """'Boon: Interrogate — …' / 'Blight: …' for the next chapter, or ''."""
    boon, blight = progress.carried()
    if boon is None and blight is None:
        return ""
    try:
        from boardgames_desktop.games.brigade.campaign_rules import campaign_rules

        rules = campaign_rules()
        key, table, kind = ((boon, "boons", "Boon") if boon is not None
                            else (blight, "blights", "Blight"))
        entry = rules[table][key]
        return f"{kind}: {entry['title']} — {entry['text']}"
    except Exception:
        return f"Boon: {boon}" if boon is not None else f"Blight: {blight}"


def forgeware_count() -> int:
    try:
        from boardgames_desktop.games.brigade.campaign_progress import forgeware_ids

        return len(forgeware_ids())
    except Exception:
        return 16


def story_parts(line: str, chapter: int) -> tuple[str, list[str]]:
    """Split one ``CampaignProgress.story()`` line into its heading and short body lines.

    'Chapter 1 — Title: failure. Chapter 1 failed: why. Blight for chapter 2: …' becomes
    ('Chapter 1 — Title', ['Why.', 'Blight for chapter 2: …']) — the badge next to the
    heading already says success or failure.  Text it does not recognise is kept whole.
    """
    head, _, body = line.partition(": ")
    for word in ("success. ", "failure. "):
        body = body.removeprefix(word)
    for prefix in (f"Chapter {chapter} failed: ", f"Chapter {chapter} success: "):
        if body.startswith(prefix):
            body = body[len(prefix):]
            body = body[:1].upper() + body[1:]
    parts = [body]
    for marker in (f" Boon for chapter {chapter + 1}", f" Blight for chapter {chapter + 1}",
                   " The Forge was exhausted."):
        last = parts[-1]
        index = last.find(marker)
        if index > 0:
            parts[-1:] = [last[:index], last[index + 1:]]
    return head, [p.strip() for p in parts if p.strip()]


# ----- the new campaign form ------------------------------------------------------------------
@dataclass
class NewCampaignRequest:
    players: int
    seats: list[str]
    seed: int
    options: dict[str, Any]


class NewCampaignPage(QWidget):
    """Seats (1–4), names, seed and — for one player — how many Wardens they run."""

    create_requested = Signal(object)  # NewCampaignRequest
    cancel_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        heading = QLabel(f"New campaign: {CAMPAIGN_TITLE}")
        heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(heading)
        intro = QLabel("Four chapters of The Brigade against the cult of the Phoenix, played "
                       "by the Co-Op rules. Each chapter's success or failure carries a boon or "
                       "a blight into the next one, and the Forge's 16 Forgewares are only "
                       "reshuffled between chapters. The campaign saves itself after every "
                       "move; continue it from the launcher at any time.")
        intro.setWordWrap(True)
        intro.setMaximumWidth(900)  # long lines are hard to read
        intro.setStyleSheet("font-size: 11pt; color: #4a5058;")
        outer.addWidget(intro)

        box = QGroupBox("Players")
        box.setMaximumWidth(620)
        form = QFormLayout(box)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(1, MAX_SEATS)
        self.players_spin.setValue(2)
        self.players_spin.setMaximumWidth(80)
        form.addRow("Players", self.players_spin)
        self.seat_fields: list[QLineEdit] = add_seat_fields(form, MAX_SEATS)
        self.wardens_spin = QSpinBox()
        self.wardens_spin.setRange(2, 4)
        self.wardens_spin.setValue(2)
        self.wardens_spin.setMaximumWidth(80)
        self.wardens_spin.setToolTip("Solo campaign: one person controls two or more Wardens.")
        form.addRow("Wardens you run", self.wardens_spin)
        self.form = form
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setValidator(QIntValidator(0, 200_000_000))
        self.seed_edit.setToolTip("The same seed deals the same campaign.")
        self.seed_edit.setMaximumWidth(140)
        seed_row.addWidget(self.seed_edit)
        reroll = QPushButton("New seed")
        reroll.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(reroll)
        seed_row.addStretch(1)
        form.addRow("Seed", seed_row)
        outer.addWidget(box)

        buttons = QHBoxLayout()
        self.create_button = QPushButton("Begin the campaign")
        self.create_button.setDefault(True)
        self.create_button.setMinimumHeight(40)
        self.create_button.setStyleSheet("font-size: 13pt; font-weight: bold; padding: 0 18px;")
        self.create_button.clicked.connect(self._create)
        back = QPushButton("Back to the launcher")
        back.setMinimumHeight(40)
        back.setStyleSheet("padding: 0 14px;")
        self.back_button = back
        back.clicked.connect(self.cancel_requested.emit)
        buttons.addWidget(self.create_button)
        buttons.addWidget(back)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        outer.addStretch(1)
        self.players_spin.valueChanged.connect(self._players_changed)
        self._players_changed()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter begins the campaign, Esc goes back to the launcher."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._create()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancel_requested.emit()
            return
        super().keyPressEvent(event)

    def set_seat_names(self, names: list[str]) -> None:
        for field_, name in zip(self.seat_fields, names):
            field_.setText(name)

    def _players_changed(self, *_args: object) -> None:
        count = self.players_spin.value()
        for i, field_ in enumerate(self.seat_fields):
            field_.setVisible(i < count)
            self.form.labelForField(field_).setVisible(i < count)
        self.wardens_spin.setVisible(count == 1)
        self.form.labelForField(self.wardens_spin).setVisible(count == 1)

    def request(self) -> NewCampaignRequest:
        count = self.players_spin.value()
        seats = [f.text().strip() or f"Player {i + 1}"
                 for i, f in enumerate(self.seat_fields[:count])]
        text = self.seed_edit.text().strip()
        seed = int(text) if text.isdigit() else random_seed()
        options = {"coop_wardens": self.wardens_spin.value()} if count == 1 else {}
        return NewCampaignRequest(count, seats, seed, options)

    def _create(self) -> None:
        self.create_requested.emit(self.request())


# ----- the campaign screen ---------------------------------------------------------------------
def _card(edge: str, bg: str, heading: str, lines: list[str], heading_colour: str = INK
          ) -> QFrame:
    card = QFrame()
    card.setObjectName("card")
    card.setStyleSheet(CARD_STYLE.format(bg=bg, edge=edge))
    layout = QVBoxLayout(card)
    layout.setContentsMargins(14, 8, 12, 10)
    layout.setSpacing(3)
    layout.addWidget(_card_label(heading, f"font-size: 13pt; font-weight: bold; "
                                          f"color: {heading_colour};"))
    for line in lines:
        layout.addWidget(_card_label(line, f"font-size: 11pt; color: {INK};"))
    return card


def _card_label(text: str, style: str) -> QLabel:
    """A wrapped rich-text line on a card (no frame or background of its own)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setStyleSheet(f"{style} border: none; background: transparent;")
    return label


class CampaignPage(QWidget):
    """The story so far and the next chapter of one campaign."""

    play_requested = Signal()
    final_board_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.campaign: CampaignFile | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        self.heading = QLabel(CAMPAIGN_TITLE)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # the file's title, as written
        self.heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(self.heading)
        self.subtitle = wrapped_label(style="font-size: 11pt; color: #4a5058;")
        outer.addWidget(self.subtitle)

        self.latest = QLabel()  # the chapter just finished, in big letters
        self.latest.setObjectName("latest")
        self.latest.setWordWrap(True)
        self.latest.hide()
        outer.addWidget(self.latest)

        story_title = QLabel("The story so far")
        story_title.setStyleSheet("font-size: 14pt; font-weight: bold; margin-top: 6px;")
        outer.addWidget(story_title)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        self.story_layout = QVBoxLayout(holder)
        self.story_layout.setContentsMargins(0, 0, 8, 0)
        self.story_layout.setSpacing(8)
        self.scroll.setWidget(holder)
        outer.addWidget(self.scroll, 1)

        self.forge_label = wrapped_label(style="font-size: 11pt; color: #4a5058;")
        outer.addWidget(self.forge_label)

        buttons = QHBoxLayout()
        self.play_button = QPushButton("Play chapter 1")
        self.play_button.setDefault(True)
        self.play_button.setMinimumHeight(44)
        self.play_button.setStyleSheet("font-size: 14pt; font-weight: bold; padding: 0 24px;")
        self.play_button.clicked.connect(self.play_requested.emit)
        self.final_button = QPushButton("Look at the final board")
        self.final_button.setMinimumHeight(44)
        self.final_button.clicked.connect(self.final_board_requested.emit)
        self.final_button.hide()
        back = QPushButton("Back to the launcher")
        back.setMinimumHeight(44)
        back.setStyleSheet("padding: 0 14px;")
        back.clicked.connect(self.back_requested.emit)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.final_button)
        buttons.addWidget(back)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter plays the next chapter, Esc goes back to the launcher."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.play_button.isVisibleTo(self):
            self.play_requested.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)

    # ----- showing a campaign ---------------------------------------------------------------
    def show_campaign(self, campaign: CampaignFile, just_finished: bool = False) -> None:
        """Show ``campaign``; ``just_finished``: its last chapter ended a moment ago."""
        self.campaign = campaign
        progress = campaign.progress
        self.heading.setText(campaign.title)
        wardens = progress.options.get("coop_wardens")
        solo = f", running {wardens} Wardens" if progress.players == 1 and wardens else ""
        count = f"{progress.players} player" + ("s" if progress.players != 1 else "")
        self.subtitle.setText(f"{count}{solo} · campaign seed "
                              f"{progress.seed} · {campaign.where()}")
        self._show_latest(progress if just_finished else None)
        self._fill_story(progress)
        self._show_forge(progress)
        nxt = progress.next_chapter
        if nxt is None:
            self.play_button.hide()
        else:
            self.play_button.show()
            if progress.chapter_save:
                self.play_button.setText(f"Continue chapter {nxt} ({campaign.chapter_moves} "
                                         "moves made)")
            else:
                self.play_button.setText(f"Play chapter {nxt}")
        self.final_button.setVisible(just_finished)

    def _show_latest(self, progress: Any | None) -> None:
        if progress is None or not progress.results:
            self.latest.hide()
            return
        last = progress.results[-1]
        colour = GREEN if last.success else RED
        word = "Success!" if last.success else "Failure."
        reason = last.reason if last.reason.startswith("Chapter") else \
            f"Chapter {last.chapter}: {word} {last.reason}"
        self.latest.setText(f"{'✔' if last.success else '✘'} {escape(reason)}")
        self.latest.setStyleSheet(f"#latest {{ background: {colour}; color: white; "
                                  "font-size: 14pt; font-weight: bold; padding: 10px 14px; "
                                  "border-radius: 6px; }")
        self.latest.show()

    def _clear_story(self) -> None:
        while self.story_layout.count():
            item = self.story_layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()  # gone from the screen now, not at the next event loop turn
                widget.setParent(None)
                widget.deleteLater()

    def story_texts(self) -> list[str]:
        """The plain text of every card shown (for tests and accessibility)."""
        out = []
        for i in range(self.story_layout.count()):
            widget = self.story_layout.itemAt(i).widget()
            if widget is not None:
                out.append(" ".join(label.text() for label in widget.findChildren(QLabel)))
        return out

    def _fill_story(self, progress: Any) -> None:
        self._clear_story()
        titles = chapter_titles()
        story = progress.story()
        total = forgeware_count()
        for result, line in zip(progress.results, story):
            head, body_lines = story_parts(line, result.chapter)
            colour = GREEN if result.success else RED
            badge = "✔ Success" if result.success else "✘ Failure"
            lines = [escape(text) for text in body_lines]
            used = f"Forgewares used: {result.equipment_used} of {total}"
            lines.append(f"<span style='color:#4a5058'>{escape(used)}.</span>")
            self.story_layout.addWidget(_card(
                colour, "#f7f8fa", f"{escape(head)} &nbsp;<span style='color:{colour}'>"
                f"{badge}</span>", lines))
        nxt = progress.next_chapter
        if nxt is not None:
            title = titles.get(nxt, "")
            lines = []
            carried = carried_text(progress)
            if carried:
                lines.append(f"<b>Carried in</b> — {escape(carried)}")
            elif nxt == 1:
                lines.append("The first chapter: nothing carried in yet.")
            else:
                lines.append("Nothing carried in.")
            if progress.chapter_save:
                lines.append("<b>In progress</b> — the chapter was left in the middle and "
                             "continues exactly where it stopped.")
            self.story_layout.addWidget(_card("#d19a00", "#fff6dc",
                                              f"Next: chapter {nxt} — {escape(title)}", lines))
            for later in range(nxt + 1, max(titles, default=nxt) + 1):
                self.story_layout.addWidget(_card(
                    "#c9ced6", "#f2f3f5", f"Chapter {later} — {escape(titles[later])}",
                    ["Not played yet."], GREY))
        else:
            won = sum(1 for r in progress.results if r.success)
            self.story_layout.addWidget(_card(
                GREEN if won == len(progress.results) else "#d19a00", "#fff6dc",
                "The campaign is over",
                [f"{won} of {len(progress.results)} chapters won. Tinderbox remembers the "
                 "Brigade."]))
        self.story_layout.addStretch(1)

    def _show_forge(self, progress: Any) -> None:
        total = forgeware_count()
        if progress.finished:
            self.forge_label.setText("")
            return
        reshuffled = "shuffled for this campaign" if not progress.results else \
            "reshuffled after the last chapter"
        self.forge_label.setText(f"Equipment deck for chapter {progress.next_chapter}: all "
                                 f"{total} Forgewares, {reshuffled} (never during a chapter).")
