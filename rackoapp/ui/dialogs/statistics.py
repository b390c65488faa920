"""The statistics window: the player's record against each computer level."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox, QSizePolicy, QTableWidget,
    QTableWidgetItem, QToolButton, QVBoxLayout, QWidget,
)

from rackoapp.storage import LevelStats, Statistics
from rackoapp.ui import i18n

from .chart_room import draw_focus, empty_rect, reached_by_tab, size_for
from .fit import ScrollArea, fit_dialog
from .keys import enter_pressed
from .loss_chart import LossChart
from .seat_words import level_name

LEVEL_COLOURS = {"baseline": "#8b8b8b", "easy": "#3fa34d", "medium": "#e0a526", "hard": "#d1453b"}
# The levels in the order a player meets them; Beginner (the Baseline, the plain yardstick the
# others are measured against) comes last, and only once a match against it was counted (issue
# 14: the yardstick is no level to show first), though New Game lists every level weakest first.
# Its name was "Baseline (yardstick)": jargon to a player, and "Bob (Baseline (yardstick))" in
# Open record (playtests).
COLUMNS = ("easy", "medium", "hard", "baseline")
ALWAYS_SHOWN = ("easy", "medium", "hard")


def shown_levels(levels: dict[str, LevelStats]) -> tuple[str, ...]:
    """The columns shown: every level the window offers, and another once it has counts."""
    return tuple(level for level in COLUMNS if level in ALWAYS_SHOWN
                 or (level in levels and (levels[level].matches or levels[level].rounds)))


_ROWS = (
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Matches played"), lambda s: i18n.whole(s.matches)),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Matches won"),
     lambda s: f"{i18n.whole(s.matches_won)} ({_percent(s.matches_won, s.matches)})"),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Rounds played"), lambda s: i18n.whole(s.rounds)),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Rounds won"),
     lambda s: f"{i18n.whole(s.rounds_won)} ({_percent(s.rounds_won, s.rounds)})"),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Rack-O count"), lambda s: i18n.whole(s.rackouts)),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Best round score"), lambda s: str(s.best_round) if s.rounds else "–"),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Average round score"),
     lambda s: i18n.decimal(s.average_round, 1) if s.rounds else "–"),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Longest winning streak"), lambda s: i18n.whole(s.best_streak)),
)


# What a row's name alone does not say. With partners, "Rounds won 0" after the partner's Rack-O
# read as a fault; only the fine print below the charts said why (long-haul play-test).
_ROW_TIPS = {
    "Rounds won": QT_TRANSLATE_NOOP("StatisticsWindow", "Rounds in which you went Rack-O yourself (a partner's Rack-O "
                                    "is not yours), and rounds with no Rack-O in which you scored more than anyone else"),
    "Rack-O count": QT_TRANSLATE_NOOP("StatisticsWindow", "Your own Rack-Os: a partner's are not counted here"),
}


def _rows() -> list[tuple[str, object]]:
    return [(QCoreApplication.translate("StatisticsWindow", label), cell) for label, cell in _ROWS]


def _percent(part: int, whole: int) -> str:
    """A share in whole percents that never says all or none where it is not: 199 of 200 read
    "100%" and 1 of 201 "0%" (code review)."""
    if not whole:
        return "–"
    share = 100 * part / whole
    if 0 < part < whole and share < 0.5:
        return "<1%"
    if 0 < part < whole and share >= 99.5:
        return ">99%"
    return f"{i18n.decimal(share, 0)}%"


WIN_CHART_MIN_HEIGHT = 140


class WinRateChart(QWidget):
    """Bars: the share of matches won against each level."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.stats: dict[str, LevelStats] = {}
        size_for(self, False, WIN_CHART_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        reached_by_tab(self)

    def set_stats(self, stats: dict[str, LevelStats]) -> None:
        self.stats = stats
        size_for(self, bool(self._played()), WIN_CHART_MIN_HEIGHT)
        self.setAccessibleDescription(self.describe())
        self.update()

    def _shown(self) -> tuple[str, ...]:
        return shown_levels(self.stats)

    def _played(self) -> list[tuple[str, LevelStats]]:
        return [(level, self.stats[level]) for level in COLUMNS if level in self.stats and self.stats[level].matches]

    def describe(self) -> str:
        """The chart in words: the empty chart says why it is empty (it was bare lines, playtest)."""
        played = self._played()
        if not played:
            return self.tr("No matches played yet")
        return "; ".join(self.tr("{level}: {won} of {played} won").format(
            level=level_name(level), won=s.matches_won, played=s.matches) for level, s in played)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        draw_focus(self, p)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        p.setPen(text)
        p.drawText(QRectF(12, 2, self.width() - 24, 18), Qt.AlignmentFlag.AlignLeft, self.tr("Matches won"))
        if not self._played():
            p.drawText(empty_rect(self), Qt.AlignmentFlag.AlignCenter, self.describe())
            p.end()
            return
        # A scale at the left: the bars had none (playtest).
        fm = self.fontMetrics()
        scale_w = self._scale_width()
        shown = self._shown()
        labels = self.bar_labels()
        line = fm.lineSpacing()
        lines = max(len(lines) for lines in labels)
        r = QRectF(self.rect()).adjusted(12 + scale_w, 32, -12, -(lines * line + 8 if lines > 1 else 24))  # "100%" clear of the title
        slot = r.width() / len(shown)
        grid = QColor(text)
        grid.setAlphaF(0.25)
        faint = QColor(text)
        faint.setAlphaF(0.6)
        for frac in (0.0, 0.5, 1.0):
            y = r.bottom() - frac * r.height()
            p.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
            p.drawLine(int(r.left()), int(y), int(r.right()), int(y))
            p.setPen(faint)
            p.drawText(QRectF(12, y - 9, scale_w - 4, 18), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       f"{round(frac * 100)}%")
        for i, level in enumerate(shown):
            s = self.stats.get(level, LevelStats())
            frac = s.matches_won / s.matches if s.matches else 0.0
            # A level played and never beaten keeps a sliver of its bar: 0% drew nothing at all.
            height = max(frac * r.height(), 2.0 if s.matches else 0.0)
            bar = QRectF(r.left() + i * slot + slot * 0.25, r.bottom() - height, slot * 0.5, height)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(LEVEL_COLOURS[level]))
            p.drawRoundedRect(bar, 3, 3)
            p.setPen(text)
            for k, words in enumerate(labels[i]):
                p.drawText(QRectF(r.left() + i * slot, r.bottom() + 4 + k * line, slot, line),
                           Qt.AlignmentFlag.AlignHCenter, words)
        p.end()

    def _scale_width(self) -> int:
        return self.fontMetrics().horizontalAdvance("100%") + 6

    def bar_labels(self) -> list[list[str]]:
        """The lines under each bar: its level and share of matches won on one line, or on two
        when one line would not fit under every bar ("Baseline (yardstick) 0%", as it was named,
        lost its first and last letters at the dialog's usual width, playtest); a name still too wide is elided."""
        fm = self.fontMetrics()
        shown = self._shown()
        room = int((self.width() - 24 - self._scale_width()) / len(shown)) - 4
        labels = []
        for level in shown:
            s = self.stats.get(level, LevelStats())
            labels.append((level_name(level), _percent(s.matches_won, s.matches) if s.matches else ""))
        if all(fm.horizontalAdvance(f"{name} {share}".strip()) <= room for name, share in labels):
            return [[f"{name} {share}".strip()] for name, share in labels]
        return [[fm.elidedText(name, Qt.TextElideMode.ElideRight, room), share] for name, share in labels]


class StatisticsWindow(QDialog):
    reset_done = Signal()

    def __init__(self, statistics: Statistics, parent=None, in_play: bool = False,
                 reset: Callable[[], None] | None = None) -> None:
        """``in_play``: a match is being played that will count once it ends. ``reset`` forgets
        the counts or raises OSError (the keeper's, which knows whose folder it is)."""
        super().__init__(parent)
        self.statistics = statistics
        self._reset = reset or statistics.reset
        self.setWindowTitle(self.tr("Statistics"))
        content = QWidget(self)
        content.setObjectName("statisticsContent")
        # Whose numbers these are: a family at one computer could not tell (play-test).
        self.whose = QLabel(self.tr("Your results against each computer level, as the first human player at the "
                                    "table: a match counts under the strongest computer playing against you."), content)
        self.whose.setObjectName("whose")
        self.whose.setTextFormat(Qt.TextFormat.PlainText)
        self.whose.setWordWrap(True)
        # Right after a Rack-O the table said "Rounds won 0", and only the last paragraph's
        # fine print told why (playtest).
        self.in_play = QLabel(self.tr("The match in progress is not counted yet: it and its rounds "
                                      "count once it ends."), content)
        self.in_play.setObjectName("inPlay")
        self.in_play.setTextFormat(Qt.TextFormat.PlainText)
        self.in_play.setWordWrap(True)
        self.in_play.setVisible(in_play)
        self.table = QTableWidget(content)
        # The whole table, never a scroll bar of its own: the window's content scrolls instead.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        # Reached by Tab, so that a screen reader can read the numbers: with no focus only the
        # buttons could be (keyboard review).
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart = WinRateChart(content)
        self.loss_chart = LossChart(content)
        # Three short paragraphs: one of 150 words read as a wall (review).
        self.counted = QLabel("\n\n".join((
            self.tr("A match counts once, when it ends. A match abandoned for a new game counts as played and not"
                    " won. It counts under the strongest computer level playing against the first human player; a"
                    " computer partner is not an opponent, and a match played in teams is won when that player's"
                    " team wins it. A round counts as won when that player went Rack-O (a partner's Rack-O is not"
                    " theirs) or, in a round where nobody went Rack-O, scored more than anyone else. Beginner has"
                    " a column once a match against it has been counted."),
            self.tr("Not counted: matches with no computer against that player (computers only, or people only); a"
                    " match quit to be resumed later; a match given up before any human took a card; the same match"
                    " dealt again (played on once more from its record, or from the same seed); and a match played"
                    " on from the record of a finished one, whose every card could be seen."),
            self.tr("Cost per move: how many turns to Rack-O your own moves gave away, on average, compared with"
                    " the best move (0 is perfect). Moves played exactly as hinted, pile and slot, are left out. It"
                    " is charted for each match one person plays to its end against the computer; with more people"
                    " at the screen the coach grades nobody, as that would give away hidden cards."))), content)
        self.counted.setObjectName("countedWhen")
        self.counted.setTextFormat(Qt.TextFormat.PlainText)
        self.counted.setWordWrap(True)
        # Reached by Tab once unfolded, after its toggle, so that a screen reader reads them: only
        # the toggle could be (dialogs review).
        self.counted.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.counted.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the flags gave it click focus only
        # Folded away until asked for: open, they made the window 795 pixels tall at 1x, past an
        # 800-pixel screen, for fine print few read twice (dialogs review).
        self.counted.hide()
        self.counted_toggle = QToolButton(content)
        self.counted_toggle.setObjectName("countedToggle")
        self.counted_toggle.setText(self.tr("&How is this counted?"))
        self.counted_toggle.setCheckable(True)
        self.counted_toggle.setAutoRaise(True)
        self.counted_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.counted_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.counted_toggle.toggled.connect(self._show_counted)
        self.counted_toggle.installEventFilter(self)
        QWidget.setTabOrder(self.counted_toggle, self.counted)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = buttons.addButton(self.tr("&Reset statistics…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        # The keys start on Close: the table, first in line, took them and drew its first cell
        # tinted as if chosen (playtest); Tab still reaches it.
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setFocus()
        close.setDefault(True)  # else Qt made the next autoDefault button, Reset statistics…, the main default
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.whose)
        inner.addWidget(self.in_play)
        inner.addWidget(self.table)
        inner.addWidget(self.chart)
        inner.addWidget(self.loss_chart)
        inner.addWidget(self.counted_toggle)
        inner.addWidget(self.counted)
        inner.addStretch(1)  # room to spare below it all, not between the lines (empty charts are short)
        # A small screen scrolls the table and the charts; the buttons stay in view.
        self.scroll = ScrollArea(content, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        self.problem = QLabel(self)  # why a reset did not happen, beside the button that asked
        self.problem.setObjectName("resetProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.refresh()
        # As tall as its content where the screen allows (at least 560 pixels): a fixed 700
        # scrolled its last words out of sight on a 1080-pixel screen (playtest); a smaller
        # screen caps it.
        content.adjustSize()
        fit_dialog(self, QSize(640, max(560, content.sizeHint().height() + buttons.sizeHint().height() + 40)))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is getattr(self, "counted_toggle", None) and event.type() == QEvent.Type.KeyPress \
                and enter_pressed(event):
            self.counted_toggle.toggle()
            return True
        return super().eventFilter(obj, event)

    def _show_counted(self, shown: bool) -> None:
        """Unfold (or fold) the words on what is counted; unfolded, they are scrolled into view."""
        self.counted.setVisible(shown)
        self.counted_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        if shown:  # once the content has grown by them
            QTimer.singleShot(0, self, self._show_counted_words)

    def _show_counted_words(self) -> None:
        """Their end into view, then their toggle: on a small screen, words taller than the view
        were centred, their start and the toggle above it (diff review)."""
        self.scroll.ensureWidgetVisible(self.counted, 0, 0)
        self.scroll.ensureWidgetVisible(self.counted_toggle, 0, 0)

    def refresh(self) -> None:
        rows = _rows()
        columns = shown_levels(self.statistics.levels)
        self.table.setRowCount(len(rows))
        if self.table.columnCount() != len(columns):
            self.table.setColumnCount(len(columns))
            # Fewer stretched columns kept their widths: a reset took Beginner's away, and the
            # table's right quarter stood empty (statistics review). Stretched again, they fill it.
            self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # A name with a bracket over two lines: the column stays as narrow as the others.
        self.table.setHorizontalHeaderLabels([level_name(level).replace(" (", "\n(") for level in columns])
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        tips = [QCoreApplication.translate("StatisticsWindow", _ROW_TIPS[label]) if label in _ROW_TIPS else ""
                for label, _ in _ROWS]
        for row, text in enumerate(tips):
            self.table.verticalHeaderItem(row).setToolTip(text)
        # Named for a screen reader, as the charts' descriptions carry their figures (keyboard review).
        self.table.setAccessibleName(self.tr("Statistics by level"))
        self.chart.setAccessibleName(self.tr("Matches won by level"))
        self.loss_chart.setAccessibleName(self.tr("Cost per move by match"))
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + self.table.verticalHeader().length() + 2 * self.table.frameWidth())
        for col, level in enumerate(columns):
            s = self.statistics.levels.get(level, LevelStats())
            for row, (_, cell) in enumerate(rows):
                item = QTableWidgetItem(cell(s))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tips[row])
                self.table.setItem(row, col, item)
        # The charts' levels in the table's order: the cost chart's legend ran Beginner first
        # under a table that shows it last (dialogs review).
        levels = self.statistics.levels
        ordered = {level: levels[level] for level in COLUMNS if level in levels}
        self.chart.set_stats(ordered)
        self.loss_chart.set_stats(ordered)
        # Nothing counted yet, nothing to forget.
        self.reset_button.setEnabled(any(s.matches or s.rounds for s in self.statistics.levels.values()))

    def reset_question(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          # Only the counts go: "forget every match" read as the history going
                          # too (returning-player playtest).
                          self.tr("Set every count back to zero and clear the charts? The matches "
                                  "played stay in Game > Open record. This cannot be undone."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter keeps them (it wiped them, playtest)
        # Named for what they do: Yes and No under a question (dialogs review).
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Reset"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Cancel"))
        return box

    def ask_reset(self) -> None:
        if self.reset_question().exec() == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> None:
        try:
            self._reset()
        except OSError as e:  # raised in a button's slot, it reached the player as "Something went wrong"
            self.problem.setText(self.tr("Could not reset the statistics ({error}): they are kept as they were.").format(
                error=e.strerror or e))
            self.problem.show()
            return
        self.problem.hide()
        self.refresh()
        self.reset_done.emit()
