"""The new-game dialog: who plays, and with which rules.

After ``exec()`` is accepted, ``rules()`` and ``seats()`` give the choice.
The last accepted choice is kept in the settings (``newgame/choice``, JSON
text) and restored the next time the dialog opens.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QStyle, QVBoxLayout, QWidget,
)

from rackoapp.choices import ADDRESSED, DEFAULT_NAMES, HUMAN_NAME, computer_name, player_name, same_name
from rackoapp.engine import IllegalAction, Rules, SeatInfo
from rackoapp.engine.rules import MAX_REBUILDS, MAX_TARGET
from rackoapp.controller import graphemes
from rackoapp.controller.engine_text import Count, error_text
from rackoapp.controller.texts import capitalized, display_name, kept_name
from rackoapp.engine.record import MAX_NAME, blank, unfit_char

from rackoapp.ui import settings as app_settings
from rackoapp.ui.arguments import apart
from rackoapp.ui.plain import plain, tip

from .fit import ScrollArea, fit_dialog
from .keys import enter_pressed
from .new_game_words import BONUS_TEXT, KIND_CHOICES, LEVEL_CHOICES, REBUILD_CHOICES, combo, tip_text, translated

MAX_SEATS = 4
SHORT_TARGET = 200  # "Short game": a few rounds
DEFAULT_LEVEL = "medium"  # a first game, or a stored level that cannot be read, is at Medium
DEFAULT_SEATS = (SeatInfo(HUMAN_NAME, "human"),) + tuple(
    SeatInfo(n, "computer", DEFAULT_LEVEL) for n in DEFAULT_NAMES[1:])

def _select(box: QComboBox, value: Any) -> bool:
    """Choose the item whose data is ``value``; False if none is.

    Compared in Python, not with ``findData``: a stored number too big for Qt
    would raise there instead of simply matching nothing.
    """
    for i in range(box.count()):
        data = box.itemData(i)
        if type(data) is type(value) and data == value:
            box.setCurrentIndex(i)
            return True
    return False


class NewGameDialog(QDialog):
    """Choose the players and the rules of a new game."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None,
                 table: tuple[Rules, Sequence[SeatInfo]] | None = None, welcome: bool = False) -> None:
        """``table``: the rules and seats of the match on the table, shown over the last choice;
        ``welcome``: a newcomer's first game, greeted with a line on what comes next."""
        super().__init__(parent)
        self._settings = settings
        self._bonus_choice = False  # the player's own bonus_runs, kept while partners force it on
        self._partners_choice = False  # the player's own partners, kept while fewer than 4 seats
        self._run_choice = True  # the player's own two_player_run, kept while more than 2 seats
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")

        players = self._players_box()
        rules_box = self._rules_box()
        reason_row = self._reason_row()
        self._make_buttons()

        # The players and the rules scroll on a small screen; the reason and the buttons stay in view.
        content = QWidget(self)
        content.setObjectName("newGameContent")
        players.setParent(content)
        rules_box.setParent(content)
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(players)
        inner.addWidget(rules_box)
        inner.addStretch(1)
        self.scroll = ScrollArea(content, self)
        lay = QVBoxLayout(self)
        self.welcome = None
        if welcome:
            # A first start opened on rules options with no word of greeting (playtest).
            self.welcome = QLabel(self)
            self.welcome.setObjectName("welcome")
            self.welcome.setWordWrap(True)
            lay.addWidget(self.welcome)
            lay.addSpacing(6)
        lay.addWidget(self.scroll, 1)
        lay.addLayout(reason_row)
        lay.addWidget(self.buttons)

        self.seat_count.valueChanged.connect(self._update)
        self.target.lineEdit().textChanged.connect(self._refresh)  # typed out of range: OK waits (problem)
        self._apply(self._starting_choice(table))
        self._update()
        self.ok_button.setDefault(True)
        self.name_edits[0].setFocus()
        fit_dialog(self, self.sizeHint())

    # -- building -------------------------------------------------------------
    def _players_box(self) -> QGroupBox:
        """How many play, and each seat's name, kind and level."""
        players = QGroupBox(self.tr("Players"), self)
        self.seat_count = QSpinBox(players)
        self.seat_count.setObjectName("seatCount")
        self.seat_count.setRange(2, MAX_SEATS)
        self.seat_count.setSuffix(self.tr(" players"))
        self.seat_count.setToolTip(tip_text("seats"))
        count_row = QHBoxLayout()
        count_label = QLabel(self.tr("&Number of players:"), players)
        count_label.setBuddy(self.seat_count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.seat_count)
        count_row.addStretch(1)

        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setColumnStretch(1, 1)
        for col, text in enumerate(("", self.tr("Name"), self.tr("Played by"), self.tr("Level"), "")):
            if text:
                h = QLabel(f"<b>{text}</b>", players)
                h.setForegroundRole(QPalette.ColorRole.WindowText)
                grid.addWidget(h, 0, col)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_combos: list[QComboBox] = []
        self.level_combos: list[QComboBox] = []
        self.team_labels: list[QLabel] = []
        self._kinds: list[str] = []  # each seat's "Played by" before its last change
        for s in range(MAX_SEATS):
            self._seat_row(players, grid, s)

        pl = QVBoxLayout(players)
        pl.addLayout(count_row)
        pl.addLayout(grid)
        # Tab goes along each player's row: it ran down the names first, the combo boxes being
        # parented only as the grid was laid out (keyboard playtest).
        row_by_row = [w for s in range(MAX_SEATS)
                      for w in (self.name_edits[s], self.kind_combos[s], self.level_combos[s])]
        for before, after in zip(row_by_row, row_by_row[1:]):
            QWidget.setTabOrder(before, after)
        return players

    def _seat_row(self, players: QGroupBox, grid: QGridLayout, s: int) -> None:
        """Seat ``s``'s row of the grid: its number, name, who plays it, level and team."""
        label = QLabel(f"{s + 1}.", players)
        name = QLineEdit(players)
        name.setObjectName(f"name{s}")
        # Qt counts UTF-16 units, two for an emoji: 32 of them were all a name took, the rest cut
        # off unsaid (names review). Room past the limit: the dialog's check counts characters,
        # and says why a name is too long.
        name.setMaxLength(4 * MAX_NAME)
        name.setPlaceholderText(self.tr("Name"))
        name.setToolTip(tip_text("name"))
        name.setAccessibleName(self.tr("Name of player {number}").format(number=s + 1))
        label.setBuddy(name)
        kind = combo(KIND_CHOICES, tip_text("kind"))
        kind.setObjectName(f"kind{s}")
        kind.setAccessibleName(self.tr("Player {number} played by").format(number=s + 1))
        level = combo(LEVEL_CHOICES, tip_text("level"), labels="Levels")
        level.setObjectName(f"level{s}")
        level.setAccessibleName(self.tr("Level of player {number}").format(number=s + 1))
        for box in (kind, level):
            # On Linux a screen reader names a combo box by its choice ("Human", "Medium") and reads
            # every row's alike: the description says whose and what it is (keyboard review).
            box.setAccessibleDescription(f"{box.accessibleName()}. {box.toolTip()}")
        keep = level.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the grid keeps its shape for humans
        level.setSizePolicy(keep)
        team = QLabel(players)
        team.setObjectName(f"team{s}")
        team.setMinimumWidth(team.fontMetrics().horizontalAdvance(self.tr("Team B")) + 4)
        grid.addWidget(label, s + 1, 0)
        grid.addWidget(name, s + 1, 1)
        grid.addWidget(kind, s + 1, 2)
        grid.addWidget(level, s + 1, 3)
        grid.addWidget(team, s + 1, 4)
        name.textChanged.connect(self._refresh)
        kind.currentIndexChanged.connect(lambda _i, s=s: self._kind_changed(s))
        self.seat_labels.append(label)
        self.name_edits.append(name)
        self.kind_combos.append(kind)
        self.level_combos.append(level)
        self.team_labels.append(team)
        self._kinds.append(kind.currentData())

    def _target_suffix(self, value: int) -> None:
        # A target of 1 read "1 points" (text review).
        self.target.setSuffix(self.tr(" point") if value == 1 else self.tr(" points"))

    def _rules_box(self) -> QGroupBox:
        """The rule book's options: target, run rule, bonus runs, partners, rebuilds."""
        rules_box = QGroupBox(self.tr("Rules"), self)
        self.target = QSpinBox(rules_box)
        self.target.setObjectName("target")
        self.target.setRange(1, MAX_TARGET)
        self.target.setSingleStep(25)
        self.target.valueChanged.connect(self._target_suffix)
        self._target_suffix(self.target.value())
        self.target.setToolTip(tip_text("target"))
        self.target.setAccessibleName(self.tr("Points to win"))
        # 200, not 75: at 75 the first Rack-O ended the game, and a newcomer never saw a second
        # round (playtest).
        short = QPushButton(self.tr("Short &game (200)"), rules_box)
        short.setToolTip(self.tr("Play to 200 points: a match of a few rounds."))
        short.clicked.connect(lambda: self.target.setValue(SHORT_TARGET))
        usual = QPushButton(self.tr("St&andard (500)"), rules_box)
        usual.setToolTip(self.tr("Play to 500 points, as in the rule book."))
        usual.clicked.connect(lambda: self.target.setValue(500))
        self.short_button, self.usual_button = short, usual
        for button in (short, usual):  # clicked, Enter still starts the game (a click leaves the focus where it was)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target, 1)
        target_row.addWidget(short)
        target_row.addWidget(usual)

        self.two_player_run = QCheckBox(self.tr("Rack-O needs a run of &three (2 players)"), rules_box)
        self.two_player_run.setObjectName("twoPlayerRun")
        self.two_player_run.setToolTip(tip_text("two_player_run"))
        self.two_player_run.toggled.connect(self._run_toggled)
        self.bonus_runs = QCheckBox(translated(BONUS_TEXT), rules_box)
        self.bonus_runs.setObjectName("bonusRuns")
        self.bonus_runs.setToolTip(tip_text("bonus_runs"))
        self.bonus_runs.toggled.connect(self._bonus_toggled)
        self.partners = QCheckBox(self.tr("Play in t&eams of two (4 players)"), rules_box)
        self.partners.setObjectName("partners")
        self.partners.setToolTip(tip_text("partners"))
        self.partners.toggled.connect(self._partners_toggled)

        self.rebuild = combo([(v, t) for v, t in REBUILD_CHOICES], tip_text("rebuild"))
        self.rebuild.setObjectName("rebuild")
        self.rebuild.setParent(rules_box)
        self.max_rebuilds = QSpinBox(rules_box)
        self.max_rebuilds.setObjectName("maxRebuilds")
        self.max_rebuilds.setRange(-1, MAX_REBUILDS)
        self.max_rebuilds.setSpecialValueText(self.tr("No limit"))
        self.max_rebuilds.setToolTip(tip_text("max_rebuilds"))
        self.max_rebuilds.setAccessibleName(self.tr("Most rebuilds of the draw pile per round"))
        self.no_limit = QCheckBox(self.tr("No &limit"), rules_box)
        self.no_limit.setObjectName("noLimit")
        self.no_limit.setToolTip(self.tr("Never end a round because the draw pile ran out too often."))
        self._last_limit = 5
        self.no_limit.toggled.connect(self._no_limit_toggled)
        self.max_rebuilds.valueChanged.connect(self._max_rebuilds_changed)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.max_rebuilds)  # as wide as "No limit", as the target's box (it
        limit_row.addWidget(self.no_limit)       # stretched to 520 pixels for one digit, review)
        limit_row.addStretch(1)

        form = QFormLayout(rules_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        target_label = QLabel(self.tr("Points to &win:"), rules_box)
        target_label.setBuddy(self.target)
        target_label.setToolTip(tip_text("target"))
        form.addRow(target_label, target_row)
        form.addRow(self.two_player_run)
        form.addRow(self.bonus_runs)
        form.addRow(self.partners)
        rebuild_label = QLabel(self.tr("When the &draw pile runs out:"), rules_box)
        rebuild_label.setBuddy(self.rebuild)
        rebuild_label.setToolTip(tip_text("rebuild"))
        form.addRow(rebuild_label, self.rebuild)
        limit_label = QLabel(self.tr("&Rebuilds per round, at most:"), rules_box)
        limit_label.setBuddy(self.max_rebuilds)
        limit_label.setToolTip(tip_text("max_rebuilds"))
        form.addRow(limit_label, limit_row)
        return rules_box

    def _reason_row(self) -> QHBoxLayout:
        """Why Start game is disabled, beside a warning icon."""
        self.reason_icon = QLabel(self)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.reason_icon.setPixmap(icon.pixmap(16, 16))
        self.reason = plain(QLabel(self))  # it may quote a typed name
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        # Its line is kept while it is hidden: taken from the players and the rules when a name
        # was cleared, it brought up a scroll bar and "Points to win" wrapped onto its own row
        # (dialogs review).
        self.reason.setMinimumHeight(self.reason.fontMetrics().height())
        for label in (self.reason_icon, self.reason):
            policy = label.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            label.setSizePolicy(policy)
        reason_row = QHBoxLayout()
        reason_row.addWidget(self.reason_icon, 0, Qt.AlignmentFlag.AlignTop)
        reason_row.addWidget(self.reason, 1)
        return reason_row

    def _make_buttons(self) -> None:
        """Start game, Cancel and Restore defaults."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start game"))
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setText(self.tr("Restore de&faults"))  # Qt's own is title case, beside "Start game"
        restore.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        restore.setToolTip(self.tr("Two players, you against Ada (Medium), and the standard rules."))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore.clicked.connect(self.restore_defaults)

    # -- the choice ------------------------------------------------------------
    def count(self) -> int:
        return self.seat_count.value()

    def rules(self) -> Rules:
        """The rules chosen. Raises IllegalAction when the choice is not valid."""
        n = self.count()
        partners = self._partners_choice and n == 4
        return Rules(
            seats=n,
            target=self.target.value(),
            two_player_run=self._run_choice,
            bonus_runs=self._bonus_choice or Rules.bonus_forced(partners),
            partners=partners,
            rebuild=self.rebuild.currentData(),
            max_rebuilds=None if self.no_limit.isChecked() else self.max_rebuilds.value(),
        )

    def seats(self) -> tuple[SeatInfo, ...]:
        out = []
        for s in range(self.count()):
            kind = self.kind_combos[s].currentData()
            level = self.level_combos[s].currentData() if kind == "computer" else None
            out.append(SeatInfo(kept_name(self.name_edits[s].text().strip()), kind, level))
        return apart(out)

    def problem(self) -> str | None:
        """Why the choice cannot start a game, in one line; None when it can."""
        seats = self.seats()
        names = [s.name for s in seats]  # as the game will call them
        for s, name in enumerate(names):
            if blank(name):
                return self.tr("Player {number} needs a name.").format(number=s + 1)
            if len(name) > MAX_NAME:
                return self.tr("The name of player {number} is too long (at most {limit} characters).").format(
                    number=s + 1, limit=MAX_NAME)
            bad = unfit_char(name)
            if bad is not None:  # the game's record could never be read back (review)
                return self.tr("The name of player {number} has a character a name cannot have ({code}).").format(
                    number=s + 1, code=self._char_words(bad))
        for s, seat in enumerate(seats):
            if seat.is_computer and same_name(seat.name) in ADDRESSED:
                # The word for the person at this computer: a computer "You" read as the
                # player's own moves, and "Jij" beside a "You" was two of them in Dutch (names review).
                return self.tr("Player {number} is a computer: \u201c{name}\u201d is what the game calls you.").format(
                    number=s + 1, name=self.name_edits[s].text().strip())
            if "&" in seat.name and self.partners.isChecked() and self.count() == 4:
                # "Ann & Bob & Zoë win!" read as three players, not two teams (names review).
                return self.tr("The name of player {number} has an \u201c&\u201d, which joins partners' names.").format(
                    number=s + 1)
        seen: dict[str, int] = {}
        for s, name in enumerate(names):
            key = same_name(name)
            if key in seen:
                # As typed: the name kept is the English default ("Player 2" for "Speler 2", review).
                return self.tr("Players {first} and {second} are both called \u201c{name}\u201d.").format(
                    first=seen[key] + 1, second=s + 1, name=self.name_edits[s].text().strip())
            seen[key] = s
        if not self.target.hasAcceptableInput():
            # "0 points" stood in the field, and OK started a match to the last number it took
            # (dialogs review).
            return self.tr("Points to win: a number from 1 to {most:,}.").format(most=Count(MAX_TARGET))
        try:
            self.rules()
        except IllegalAction as e:
            text = error_text(e)
            return capitalized(text) + "."
        return None

    def _char_words(self, c: str) -> str:
        """A character the player cannot see, named: "a tab" said more than U+0009 (playtest)."""
        if c == "\t":
            return self.tr("a tab")
        if c in "\n\r\x0b\x0c\x85\u2028\u2029":
            return self.tr("a line break")
        return f"U+{ord(c):04X}"

    def accept(self) -> None:
        if self.problem() is not None:
            return
        self._save_choice()
        super().accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Enter while Start game is greyed out says why: it did nothing and said nothing, and a
        greyed-out button's tooltip cannot be reached by Tab (every-dialog keyboard review)."""
        reason = self.problem()
        if enter_pressed(event) and reason is not None:
            from rackoapp.ui import access

            access.announce_now(self.reason, reason)
            QApplication.beep()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- defaults and memory ---------------------------------------------------
    @staticmethod
    def default_choice() -> dict:
        return {"seats": [s.to_dict() for s in DEFAULT_SEATS], "count": 2,
                "rules": Rules().to_dict()}

    def choice(self) -> dict:
        """What the dialog shows, as the JSON-able dict kept in the settings."""
        seats = []
        for s in range(MAX_SEATS):
            seats.append({"name": kept_name(self.name_edits[s].text().strip()),
                          "kind": self.kind_combos[s].currentData(),
                          "level": self.level_combos[s].currentData()})
        rules = {
            "target": self.target.value(),
            "two_player_run": self._run_choice,
            "bonus_runs": self._bonus_choice,
            "partners": self._partners_choice,
            "rebuild": self.rebuild.currentData(),
            "max_rebuilds": None if self.no_limit.isChecked() else self.max_rebuilds.value(),
        }
        return {"count": self.count(), "seats": seats, "rules": rules}

    def _save_choice(self) -> None:
        app_settings.put(self._settings, "newgame/choice", json.dumps(self.choice()))
        self._settings.sync()

    def _load_choice(self) -> dict:
        text = app_settings.get(self._settings, "newgame/choice")
        if not text:
            return self.default_choice()
        try:
            data = json.loads(text)
        except ValueError:
            return self.default_choice()
        return data if isinstance(data, dict) else self.default_choice()

    def _starting_choice(self, table: tuple[Rules, Sequence[SeatInfo]] | None) -> dict:
        """The last choice, with the match on the table over it: after ``--seats
        human,human,hard``, a resumed match or a record played on, New game starts from what is
        being played, not from what the dialog dealt last (playtest). Seats beyond the match's
        keep the last choice's."""
        choice = self._load_choice()
        if table is None:
            return choice
        rules, seats = table
        kept = choice.get("seats") if isinstance(choice.get("seats"), list) else []
        shown = rules.to_dict()
        last = choice.get("rules") if isinstance(choice.get("rules"), dict) else {}
        # What did not apply at that table was not the player's to choose there: the last choice
        # stands for it (teams ticked, then three seats played, were unticked at four, review).
        unchosen = ["bonus_runs"] if Rules.bonus_forced(rules.partners) else []
        unchosen += ["partners"] if rules.seats != 4 else []
        unchosen += ["two_player_run"] if rules.seats != 2 else []
        for key in unchosen:
            shown[key] = last.get(key, getattr(Rules(), key))
        return {"count": len(seats), "seats": [s.to_dict() for s in seats] + kept[len(seats):],
                "rules": shown}

    def restore_defaults(self) -> None:
        self._apply(self.default_choice())

    def _apply(self, data: dict) -> None:
        """Show ``data`` (a stored choice); anything unreadable keeps its default."""
        default = self.default_choice()
        count = data.get("count")
        self.seat_count.setValue(count if type(count) is int and 2 <= count <= MAX_SEATS else 2)
        seats = data.get("seats")
        if not isinstance(seats, list):
            seats = []
        for s in range(MAX_SEATS):
            d = seats[s] if s < len(seats) and isinstance(seats[s], dict) else {}
            dflt = default["seats"][s]
            # The kind first: its change may rename a default name, and the stored name wins.
            if not _select(self.kind_combos[s], d.get("kind")):
                _select(self.kind_combos[s], dflt["kind"])
            name = d.get("name")
            name = graphemes.head(name, MAX_NAME) if isinstance(name, str) else dflt["name"]
            if name == HUMAN_NAME and self.kind_combos[s].currentData() == "computer":
                name = computer_name(s)  # stored by an older version, which named it so: "You wins"
            # The default names in the player's language ("Jij"); kept_name turns them back.
            self.name_edits[s].setText(display_name(name, True))
            if not _select(self.level_combos[s], d.get("level")):
                _select(self.level_combos[s], DEFAULT_LEVEL)
        rules = data.get("rules")
        if not isinstance(rules, dict):
            rules = {}
        base = Rules()
        target = rules.get("target")
        self.target.setValue(target if type(target) is int and 1 <= target <= MAX_TARGET
                             else base.target)

        def flag(key: str) -> bool:
            v = rules.get(key)
            return v if isinstance(v, bool) else getattr(base, key)

        self._run_choice = flag("two_player_run")
        self._bonus_choice = flag("bonus_runs")
        self._partners_choice = flag("partners")
        if not _select(self.rebuild, rules.get("rebuild")):
            _select(self.rebuild, base.rebuild)
        mr = rules.get("max_rebuilds", base.max_rebuilds)
        if mr is None:
            # The box holds a limit to come back to when No limit is unticked: its own 0 was
            # taken for one, "no new draw pile", the harshest (review).
            self.no_limit.setChecked(False)
            self.max_rebuilds.setValue(self._last_limit)
            self.no_limit.setChecked(True)
        else:
            if not (type(mr) is int and 0 <= mr <= MAX_REBUILDS):
                mr = base.max_rebuilds
            self.no_limit.setChecked(False)
            self.max_rebuilds.setValue(mr)
        self._update()

    # -- keeping the widgets consistent --------------------------------------
    def _run_toggled(self, on: bool) -> None:
        if self.two_player_run.isEnabled():
            self._run_choice = on

    def _bonus_toggled(self, on: bool) -> None:
        if self.bonus_runs.isEnabled():
            self._bonus_choice = on

    def _partners_toggled(self, on: bool) -> None:
        if self.partners.isEnabled():
            self._partners_choice = on
        self._update()

    def _no_limit_toggled(self, on: bool) -> None:
        if on:
            if self.max_rebuilds.value() >= 0:
                self._last_limit = self.max_rebuilds.value()
            self.max_rebuilds.blockSignals(True)
            self.max_rebuilds.setValue(-1)
            self.max_rebuilds.blockSignals(False)
        elif self.max_rebuilds.value() < 0:
            self.max_rebuilds.setValue(self._last_limit)
        self._update()

    def _max_rebuilds_changed(self, value: int) -> None:
        # The spin box's own "No limit" (below 0) and the check box agree.
        if value < 0 and not self.no_limit.isChecked():
            self.no_limit.setChecked(True)
        elif value >= 0:
            self._last_limit = value
            if self.no_limit.isChecked():
                self.no_limit.blockSignals(True)
                self.no_limit.setChecked(False)
                self.no_limit.blockSignals(False)
        self._update()

    def _set_name(self, seat: int, name: str) -> None:
        """A default name shown in the player's language, without re-entering ``_update``."""
        edit = self.name_edits[seat]
        edit.blockSignals(True)
        edit.setText(display_name(name, True))
        edit.blockSignals(False)

    def _kind_changed(self, seat: int) -> None:
        """A seat's default name follows who plays it: a computer is not "You" (it read "You
        wins the round"), and a person in a computer's seat is "Player N" until named."""
        new = self.kind_combos[seat].currentData()
        old, self._kinds[seat] = self._kinds[seat], new
        name = kept_name(self.name_edits[seat].text().strip())
        if old == "human" and new == "computer" and name in (HUMAN_NAME, player_name(seat)):
            self._set_name(seat, computer_name(seat))
        elif old == "computer" and new == "human" and name == computer_name(seat):
            self._set_name(seat, HUMAN_NAME if seat == 0 else player_name(seat))
        self._update()

    def _update(self, *_args) -> None:
        """Who plays changed (or the dialog opened): the people's default names follow, then
        everything else."""
        self._name_the_people()
        self._refresh()

    def _name_the_people(self) -> None:
        """The names as the table will call them: with two people at one screen "You" would mean
        either, and the table says "Player 1" (the dialog said "You", playtest). Not as a name is
        typed: "Youssef" turned into "Player 2ssef" at its third letter (dialogs review)."""
        n = self.count()
        humans = sum(self.kind_combos[s].currentData() == "human" for s in range(n))
        for s in range(n):
            if self.kind_combos[s].currentData() != "human":
                continue
            name = kept_name(self.name_edits[s].text().strip())
            if humans >= 2 and name == HUMAN_NAME:
                self._set_name(s, player_name(s))
            elif humans == 1 and name == player_name(s):
                # Alone again, in whichever seat: "you". Moved from the front seat to the second,
                # the person stayed "Player 2" and the computer took "Zed" (options play-test).
                self._set_name(s, HUMAN_NAME)

    def _refresh(self, *_args) -> None:
        """What follows the choices as they stand: the rows shown, the rules that apply, and why
        OK waits, if it does."""
        n = self.count()
        if self.welcome is not None:
            # The guide comes with one person against the computer (two at one screen were
            # promised it, and it never came), and the line says so whoever plays: a text that
            # changed with "Played by" moved every row under the mouse (playtest). With the game's
            # aim: the guide tells it only after the first move, made blind (newcomer's playtest).
            self.welcome.setText(self.tr(
                "<b>Welcome to RackoApp!</b> Rack-O is a race to get the ten cards of your rack in rising "
                "order, lowest on the left. Choose who plays and press Start game. "
                "If you play alone against the computer, a short guide takes you through your first round."))
        partners = self._partners_choice and n == 4
        for s in range(MAX_SEATS):
            shown = s < n
            for w in (self.seat_labels[s], self.name_edits[s], self.kind_combos[s],
                      self.level_combos[s], self.team_labels[s]):
                w.setVisible(shown)
            computer = self.kind_combos[s].currentData() == "computer"
            self.level_combos[s].setEnabled(computer)
            self.level_combos[s].setVisible(shown and computer)  # a person has no level
            self.team_labels[s].setText((self.tr("Team A") if s % 2 == 0 else self.tr("Team B")) if partners else "")
            self.team_labels[s].setToolTip(
                self.tr("Players 1 and 3 are Team A, players 2 and 4 Team B.") if partners else "")
        # With 3 or 4 players the rule does not apply: shown off, and greyed.
        self.two_player_run.blockSignals(True)
        self.two_player_run.setEnabled(n == 2)
        self.two_player_run.setChecked(self._run_choice and n == 2)
        self.two_player_run.blockSignals(False)
        self.two_player_run.setToolTip(tip_text("two_player_run") if n == 2 else
                                       tip_text("two_player_run") + " " + self.tr("(Not used with 3 or 4 players.)"))
        self.partners.blockSignals(True)
        self.partners.setEnabled(n == 4)
        self.partners.setChecked(partners)
        self.partners.blockSignals(False)
        self.partners.setToolTip(tip_text("partners") if n == 4 else
                                 tip_text("partners") + " " + self.tr("(Choose 4 players to play in teams.)"))
        # With partners the run bonus always applies: show it on, and locked.
        self.bonus_runs.blockSignals(True)
        if Rules.bonus_forced(partners):
            self.bonus_runs.setEnabled(False)
            self.bonus_runs.setChecked(True)
            self.bonus_runs.setText(translated(BONUS_TEXT) + " " + self.tr("(always, with teams)"))
            self.bonus_runs.setToolTip(tip_text("bonus_runs") + " " + tip_text("bonus_partners"))
        else:
            self.bonus_runs.setEnabled(True)
            self.bonus_runs.setChecked(self._bonus_choice)
            self.bonus_runs.setText(translated(BONUS_TEXT))
            self.bonus_runs.setToolTip(tip_text("bonus_runs"))
        self.bonus_runs.blockSignals(False)

        reason = self.problem()
        self.ok_button.setEnabled(reason is None)
        self.reason.setText(reason or "")
        self.reason.setVisible(reason is not None)
        self.reason_icon.setVisible(reason is not None)
        self.ok_button.setToolTip(tip(reason) if reason else self.tr("Deal the first round."))
