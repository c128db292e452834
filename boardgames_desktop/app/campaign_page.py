"""A game's campaign in the app: the "new campaign" form and the campaign (timeline) screen.

The campaign screen shows the campaign's name, seats, start date and retry policy, the
chapters as a timeline, one card per chapter played (its debrief in short), the next
chapter with what it carries in, and offers "Play chapter N" (or "Continue chapter N" when a
chapter was left in the middle, or "Play chapter N again" in a forgiving campaign after a
loss).  Everything game-specific arrives through the rules package's campaign contract
(``CampaignInfo``); the campaign logic stays in the game's record and in the main window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.hotseat.seats import has_computer
from boardgames_desktop.rules.campaign import (
    RETRY_FORGIVING,
    RETRY_POLICIES,
    RETRY_STRICT,
    CampaignInfo,
)
from boardgames_desktop.storage.campaigns import CampaignFile
from boardgames_desktop.ui.labels import wrapped_label

from .campaign_timeline import CampaignTimeline
from .launcher import random_seed
from .seat_choice import SeatGrid

MAX_SEATS = 4
GREEN, RED, GREY, INK = "#2f6b3a", "#a33a2a", "#8a9099", "#20252b"
CARD_STYLE = ("#card {{ background: {bg}; border: 1px solid #c9ced6; border-left: 8px solid "
              "{edge}; border-radius: 6px; }}")
RETRY_NAMES = {RETRY_STRICT: "strict", RETRY_FORGIVING: "forgiving"}


def retry_summary(info: CampaignInfo | None, policy: str) -> str:
    """'Retry: strict — …' for headings (the game's own words when it gives them)."""
    text = info.retry_texts.get(policy, "") if info is not None else ""
    return text or f"Retry: {RETRY_NAMES.get(policy, policy)}"


# ----- the new campaign form ------------------------------------------------------------------
@dataclass
class NewCampaignRequest:
    players: int
    seats: list[str]
    seed: int
    options: dict[str, Any]
    retry: str = RETRY_STRICT
    info: CampaignInfo | None = field(default=None, repr=False)
    #: who plays each seat ("person" or a computer level); empty: every seat is a person
    kinds: list[str] = field(default_factory=list)


class NewCampaignPage(QWidget):
    """Seats, names, seed, the campaign's own numbers (e.g. Wardens run by a solo player)
    and the retry policy, chosen once for the whole campaign."""

    create_requested = Signal(object)  # NewCampaignRequest
    cancel_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.info: CampaignInfo | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        self.heading = QLabel("New campaign")
        self.heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(self.heading)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setMaximumWidth(900)  # long lines are hard to read
        self.intro.setStyleSheet("font-size: 11pt; color: #4a5058;")
        outer.addWidget(self.intro)

        box = QGroupBox("Players")
        box.setMaximumWidth(620)
        form = QFormLayout(box)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(1, MAX_SEATS)
        self.players_spin.setValue(2)
        self.players_spin.setMaximumWidth(80)
        form.addRow("Players", self.players_spin)
        self.seat_grid = SeatGrid(MAX_SEATS)
        form.addRow(self.seat_grid)
        self.seat_fields: list[QLineEdit] = self.seat_grid.fields
        self.form = form
        self.option_spins: dict[str, QSpinBox] = {}
        self.option_players: dict[str, tuple[int, ...]] = {}
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

        retry_box = QGroupBox("When a chapter is lost")
        retry_box.setMaximumWidth(900)
        retry_layout = QVBoxLayout(retry_box)
        self.retry_group = QButtonGroup(self)
        self.retry_buttons: dict[str, QRadioButton] = {}
        for policy in RETRY_POLICIES:
            radio = QRadioButton(RETRY_NAMES[policy])
            radio.setStyleSheet("font-size: 11pt;")
            self.retry_group.addButton(radio)
            self.retry_buttons[policy] = radio
            retry_layout.addWidget(radio)
        self.retry_buttons[RETRY_STRICT].setChecked(True)
        note = QLabel("Chosen once for the whole campaign; the timeline shows it.")
        note.setStyleSheet("color: #4a5058;")
        retry_layout.addWidget(note)
        outer.addWidget(retry_box)

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

    def set_campaign_info(self, info: CampaignInfo | None) -> None:
        """The campaign this form starts: its title, blurb, seat range, options, retry texts."""
        self.info = info
        if info is None:
            return
        self.heading.setText(f"New campaign: {info.title}")
        self.intro.setText(f"{info.blurb} The campaign saves itself after every move; "
                           "continue it from the launcher at any time.")
        self.players_spin.setRange(info.min_players, min(info.max_players, MAX_SEATS))
        for policy, radio in self.retry_buttons.items():
            radio.setText(info.retry_texts.get(policy) or RETRY_NAMES[policy])
        for option in info.options:
            if option.key in self.option_spins:
                continue
            spin = QSpinBox()
            spin.setRange(option.low, option.high)
            spin.setValue(option.default)
            spin.setMaximumWidth(80)
            spin.setToolTip(option.help)
            self.form.insertRow(self.form.rowCount() - 1, option.title, spin)
            self.option_spins[option.key] = spin
            self.option_players[option.key] = option.players
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

    def _option_applies(self, key: str, count: int) -> bool:
        players = self.option_players.get(key, ())
        return not players or count in players

    def _players_changed(self, *_args: object) -> None:
        count = self.players_spin.value()
        self.seat_grid.show_rows(count)
        for key, spin in self.option_spins.items():
            shown = self._option_applies(key, count)
            spin.setVisible(shown)
            self.form.labelForField(spin).setVisible(shown)

    def retry(self) -> str:
        for policy, radio in self.retry_buttons.items():
            if radio.isChecked():
                return policy
        return RETRY_STRICT

    def request(self) -> NewCampaignRequest:
        count = self.players_spin.value()
        seats = [f.text().strip() or f"Player {i + 1}"
                 for i, f in enumerate(self.seat_fields[:count])]
        text = self.seed_edit.text().strip()
        seed = int(text) if text.isdigit() else random_seed()
        options = {key: spin.value() for key, spin in self.option_spins.items()
                   if self._option_applies(key, count)}
        kinds = self.seat_grid.kinds(count)
        return NewCampaignRequest(count, seats, seed, options, self.retry(), self.info,
                                  kinds if has_computer(kinds) else [])

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
    """One campaign: its name and policy, the timeline, the chapters so far and the next."""

    play_requested = Signal()
    retry_requested = Signal()
    ending_requested = Signal()
    final_board_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.campaign: CampaignFile | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        self.heading = QLabel("Campaign")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # the file's title, as written
        self.heading.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(self.heading)
        self.subtitle = wrapped_label(style="font-size: 11pt; color: #4a5058;", rich=True)
        outer.addWidget(self.subtitle)

        self.latest = QLabel()  # the chapter just finished, in big letters
        self.latest.setObjectName("latest")
        self.latest.setWordWrap(True)
        self.latest.hide()
        outer.addWidget(self.latest)

        self.timeline = CampaignTimeline()
        outer.addWidget(self.timeline)

        story_title = QLabel("The chapters")
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

        buttons = QHBoxLayout()
        self.play_button = QPushButton("Play chapter 1")
        self.play_button.setDefault(True)
        self.play_button.setMinimumHeight(44)
        self.play_button.setStyleSheet("font-size: 14pt; font-weight: bold; padding: 0 24px;")
        self.play_button.clicked.connect(self.play_requested.emit)
        self.retry_button = QPushButton("Play this chapter again")
        self.retry_button.setMinimumHeight(44)
        self.retry_button.setStyleSheet("font-size: 12pt; padding: 0 16px;")
        self.retry_button.clicked.connect(self.retry_requested.emit)
        self.ending_button = QPushButton("Read the ending")
        self.ending_button.setMinimumHeight(44)
        self.ending_button.setStyleSheet("font-size: 12pt; padding: 0 16px;")
        self.ending_button.clicked.connect(self.ending_requested.emit)
        self.final_button = QPushButton("Look at the final board")
        self.final_button.setMinimumHeight(44)
        self.final_button.clicked.connect(self.final_board_requested.emit)
        back = QPushButton("Back to the launcher")
        back.setMinimumHeight(44)
        back.setStyleSheet("padding: 0 14px;")
        back.clicked.connect(self.back_requested.emit)
        for button in (self.play_button, self.retry_button, self.ending_button,
                       self.final_button, back):
            buttons.addWidget(button)
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
        progress, info = campaign.progress, campaign.info
        self.heading.setText(info.title if info is not None else campaign.title)
        solo = ""
        if progress.players == 1 and info is not None:
            for option in info.options:
                if option.key in progress.options:
                    solo = f" ({option.title.lower()}: {progress.options[option.key]})"
        count = f"{progress.players} player" + ("s" if progress.players != 1 else "")
        started = campaign.started
        self.subtitle.setText(
            f"<b>{escape(', '.join(campaign.seats))}</b> · {count}{escape(solo)} · started "
            f"{escape(started)} · seed {progress.seed} · {escape(campaign.where())}<br>"
            f"{escape(retry_summary(info, progress.retry))}")
        self._show_latest(progress if just_finished else None)
        if info is not None:
            self.timeline.show_record(info, progress)
        self._fill_story(campaign)
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
        can_retry = progress.can_retry()
        self.retry_button.setVisible(can_retry)
        if can_retry:
            self.retry_button.setText(f"Play chapter {progress.results[-1].chapter} again")
            if nxt is not None:
                self.play_button.setText(f"Move on to chapter {nxt}")
        self.ending_button.setVisible(progress.finished and info is not None)
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

    def _fill_story(self, campaign: CampaignFile) -> None:
        self._clear_story()
        progress, info = campaign.progress, campaign.info
        if info is None:
            return
        for index, result in enumerate(progress.results):
            page = info.debrief(progress, index)
            colour = GREEN if result.success else RED
            badge = "✔ Success" if result.success else "✘ Failure"
            lines = [escape(page.summary)]
            for section in page.sections[2:]:  # what follows from it (boon, blight, retry)
                lines += [escape(line) for line in section.lines]
            self.story_layout.addWidget(_card(
                colour, "#f7f8fa", f"{escape(page.heading.rsplit(':', 1)[0])} &nbsp;"
                f"<span style='color:{colour}'>{badge}</span>", lines))
        nxt = progress.next_chapter
        if nxt is not None:
            intro = info.intro(progress)
            goal = intro.sections[-2].lines if len(intro.sections) > 1 else ()
            carried = intro.sections[-1].lines if intro.sections else ()
            lines = [f"<b>{escape(line.split(': ', 1)[0])}</b> — "
                     f"{escape(line.split(': ', 1)[-1])}" for line in goal]
            lines += [f"<b>Carried in</b> — {escape(line)}" for line in carried]
            if progress.chapter_save:
                lines.append("<b>In progress</b> — the chapter was left in the middle and "
                             "continues exactly where it stopped.")
            self.story_layout.addWidget(_card("#d19a00", "#fff6dc",
                                              f"Next: chapter {nxt} — "
                                              f"{escape(info.chapter_title(nxt))}", lines))
            for chapter in info.chapters:
                if chapter.number > nxt:
                    self.story_layout.addWidget(_card(
                        "#c9ced6", "#f2f3f5", f"Chapter {chapter.number} — "
                        f"{escape(chapter.title)}", ["Not played yet."], GREY))
        else:
            ending = info.ending(progress)
            won = ending.tone == "success"
            self.story_layout.addWidget(_card(
                GREEN if won else RED, "#fff6dc", escape(ending.heading),
                [escape(line) for line in ending.sections[-1].lines]))
        self.story_layout.addStretch(1)
