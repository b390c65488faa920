"""Open record: the matches kept in the history folder, newest first, to pick one to view.

Each row says when the match was last played, who played (and at which
level), how it ended and how many rounds it had, never a bare file name. The
result needs the record played through (some 3 ms for a usual match, a
second or more for the largest the app accepts), so the rows appear at once
with their dates and a thread reads the records behind them, newest first,
stopping when the dialog closes; what it read is kept for the next time the
dialog opens (by path, size and modification time). A file that is not a
record is one row "unreadable", its reason as tooltip: nothing in the folder
can make the dialog fail. "Browse…" opens a file anywhere.

``choose_record(parent, history_dir)`` is all the window needs: the path
chosen, or None.
"""

from __future__ import annotations

import os
import queue
import re
import threading
from collections.abc import Iterable
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from rackoapp.controller.engine_text import translate as engine_text
from rackoapp.controller.texts import capitalized, display_name, side_name, sides_text
from rackoapp.engine import GameRecord, ReplayStop, Rules, SeatInfo, load_record, replay_match, side_totals
from rackoapp.storage.datadir import DataDir, describe_os_error, display_path, filed_at
from rackoapp.storage.errors import Problem
from rackoapp.ui import i18n
from rackoapp.ui.panels.rules_words import rules_line
from rackoapp.ui.plain import plain, tip

from . import files
from .fit import fit_dialog, fit_now
from .keys import enter_pressed, unmodified
from .seat_words import players_text

MAX_ROWS = 2000  # the newest matches listed; older ones are a Browse… away
MAX_CACHED = 5000
POLL_MS = 40  # how often the rows take in what the reading thread found
COLUMNS = ("date", "players", "result", "rounds", "target")
NUMBERS = (COLUMNS.index("rounds"), COLUMNS.index("target"))  # aligned right
PLAYERS = COLUMNS.index("players")
PATH_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # what a click on the column's head sorts by


# -- what a record says (no Qt: runs on the reading thread) ---------------------------

@dataclass(frozen=True, slots=True)
class Summary:
    """A record's players, score and state; ``problem`` why it is unreadable (a RecordError,
    or whatever else reading it raised) or a ReplayStop (readable up to an illegal turn)."""

    seats: tuple[SeatInfo, ...] = ()
    teams: tuple[tuple[int, ...], ...] = ()
    totals: tuple[int, ...] = ()
    sides: tuple[int, ...] = ()  # the totals of ``teams``
    winner: int | None = None  # an index of ``teams``
    # Finished rounds, as the statistics count them: an abandoned match's round in play made
    # "4" of three played (two playtests).
    rounds: int = 0
    problem: Exception | None = None
    rules: Rules | None = None
    # The first dealer's draw and first deal: a match played on from a record shares them (and
    # its rules and seats) with that record, and ``round_keys`` (a key for each round as played)
    # say from which round.
    opening: tuple | None = None
    round_keys: tuple[int, ...] = ()

    @property
    def unreadable(self) -> bool:
        return self.problem is not None and not isinstance(self.problem, ReplayStop)


_cache: dict[tuple[str, int, int], Summary] = {}


def summarize(path: str | os.PathLike) -> Summary:
    """What the record at ``path`` holds; never raises (a bad file is a Summary with a problem)."""
    try:
        st = os.stat(path)
        key = (os.fspath(path), st.st_size, st.st_mtime_ns)
    except OSError:
        key = None
    if key is not None and key in _cache:
        return _cache[key]
    summary = _read(path)
    if key is not None:
        if len(_cache) >= MAX_CACHED:
            _cache.clear()
        _cache[key] = summary
    return summary


def _read(path: str | os.PathLike) -> Summary:
    try:
        record = load_record(path)
        return _summary(record)
    except Exception as e:  # noqa: BLE001 - whatever a hostile file does, it is one row
        return Summary(problem=e)


def _summary(record: GameRecord) -> Summary:
    match, stop = replay_match(record)
    rules = record.rules
    first = record.rounds[0].deck if record.rounds else None
    return Summary(seats=tuple(record.seats), teams=rules.teams, totals=tuple(match.totals),
                   sides=side_totals(rules, match.totals), winner=match.winner,
                   rounds=len(match.results), problem=stop, rules=rules,
                   opening=(tuple(record.first_dealer_draw), first),
                   # By their text: a turn's fields may hold anything a hostile record gives
                   # (a list for a seat), which replay reports at that turn (review).
                   round_keys=tuple(hash(repr((r.deck, r.rebuilds, r.turns))) for r in record.rounds))


def played_on_from(summaries: dict[int, Summary]) -> dict[int, tuple[int, int]]:
    """For each record (by its place, newest first) played on from an older one: that one's
    place, and the round it was played on from. A match played on from the record viewer is
    filed as a match of its own, with the rounds before that one as they were: the list showed
    two matches alike with nothing to tell why (laptop play-test). Of the older records alike,
    the one it shares the most rounds with; a copy of an older record (or one cut short) is
    not played on. Each record's rounds are looked at once: 2,000 copies of one record made
    two million comparisons."""
    groups: dict[tuple, list[int]] = {}
    for index, summary in summaries.items():
        if summary.opening is not None and summary.round_keys:
            groups.setdefault((summary.rules, summary.seats, summary.opening), []).append(index)
    found = {}
    for members in groups.values():
        newest_with: dict[int, int] = {}  # a run of first rounds (its id) -> the newest older record with it
        for index in sorted(members, reverse=True):  # the oldest first
            prefixes = _prefix_ids(summaries[index].round_keys)
            if prefixes[-1] not in newest_with:
                shared = next((n for n in range(len(prefixes) - 2, -1, -1) if prefixes[n] in newest_with), None)
                if shared is not None:
                    found[index] = (newest_with[prefixes[shared]], shared + 1)
            for prefix in prefixes:
                newest_with[prefix] = index
    return found


def _prefix_ids(keys: tuple[int, ...]) -> list[int]:
    """An id for each run of first rounds of ``keys``: none, the first, the first two, and so on."""
    ids = [0]
    for key in keys:
        ids.append(hash((ids[-1], key)))
    return ids


def list_records(folder: str | os.PathLike | None) -> tuple[list[tuple[Path, float | None]], int]:
    """The ``*.json`` files of ``folder`` with the time each was filed (by its history name,
    else its modification time), newest first (at most ``MAX_ROWS``), and how many there are in
    all; an absent or unreadable folder has none."""
    if folder is None:
        return [], 0
    found = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.startswith(".") or not entry.name.endswith(".json"):
                    continue  # a write in progress, or not a record
                # A history name's time, not the file's: a copied or restored folder gave every
                # file the copy's time (playtest); within a second, -10 after -9 (review).
                filed = filed_at(entry.name) or (None, 0)
                try:
                    when = entry.stat().st_mtime if filed[0] is None else filed[0]
                except OSError:
                    when = None
                found.append((Path(entry.path), when, filed[1]))
    except OSError:
        return [], 0
    found.sort(key=lambda f: (f[1] or 0.0, f[2], f[0].name), reverse=True)
    return [(path, when) for path, when, _ in found[:MAX_ROWS]], len(found)


class SummaryReader:
    """Summarizes paths on a thread, in order; ``take()`` hands over what is done so far."""

    def __init__(self, paths: list[Path]) -> None:
        self._results: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(list(paths),), daemon=True,
                                        name="open-record-reader")
        self._thread.start()

    def _run(self, paths: list[Path]) -> None:
        for row, path in enumerate(paths):
            if self._stop.is_set():
                return
            self._results.put((row, summarize(path)))

    def take(self) -> list[tuple[int, Summary]]:
        done = []
        while True:
            try:
                done.append(self._results.get_nowait())
            except queue.Empty:
                return done

    def stop(self) -> None:
        """The thread ends after the record it is reading."""
        self._stop.set()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()


# -- the same, in the player's words ------------------------------------------------------


def _reason(problem: Exception) -> str:
    """Why a record cannot be read (or played through), in one line of reasonable length."""
    text = (engine_text(problem).splitlines() or [""])[0] or type(problem).__name__
    return text if len(text) <= 200 else text[:199] + "…"


def unreadable(folder: str | os.PathLike) -> Problem | str | None:
    """Why the folder ``folder``, which is there, cannot be listed; None if it can, or is not there."""
    try:
        with os.scandir(folder):
            return None
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as e:
        return describe_os_error(e, reading=True)


def date_text(mtime: float | None) -> str:
    if mtime is None:
        return "?"
    when = QDateTime.fromSecsSinceEpoch(int(mtime))
    return QLocale(i18n.current_language()).toString(when, "d MMM yyyy, HH:mm")


def _score(summary: Summary, first: int | None = None) -> str:
    """The sides' totals in the order the Players column names them, the side ``first`` (the
    winner) first. Not sorted: highest first, "You, Ada: abandoned at 90-80" read as your 90.
    Three sides or more are named: "Bram won 560-270-410" read as the seats' order (playtest),
    so "Bram won 560 (You: 270, Ada: 410)"; so are teams, whose order the column does not show
    ("abandoned at 95-145" beside four names, playtest)."""
    sides = list(enumerate(summary.sides))
    lead = [sides.pop(first)] if first is not None else []
    if len(summary.sides) < 3 and all(len(team) == 1 for team in summary.teams):
        return "-".join(str(t) for _, t in lead + sides)
    named = sides_text((side_name(summary.seats, summary.teams[k]), t) for k, t in sides)
    return f"{lead[0][1]} ({named})" if lead else named


def result_text(summary: Summary, path: Path) -> str:
    # QCoreApplication.translate in full with a literal context: lupdate reads nothing else.
    if summary.unreadable:
        return QCoreApplication.translate("OpenRecordDialog", "unreadable")
    if isinstance(summary.problem, ReplayStop) and summary.problem.turn == 0:  # the round as a whole
        return QCoreApplication.translate("OpenRecordDialog", "damaged at round {round}").format(
            round=summary.problem.round)
    if isinstance(summary.problem, ReplayStop):
        return QCoreApplication.translate("OpenRecordDialog", "damaged at round {round}, turn {turn}").format(
            round=summary.problem.round, turn=summary.problem.turn)
    if summary.winner is not None:
        team = summary.teams[summary.winner]
        name = side_name(summary.seats, team)  # as the table names a team
        if len(team) > 1:  # two won: its own words, plural in Dutch ("Ada & Cleo wonnen", playtest)
            return QCoreApplication.translate("OpenRecordDialog", "{names} won {score}").format(
                names=name, score=_score(summary, summary.winner))
        return QCoreApplication.translate("OpenRecordDialog", "{name} won {score}").format(
            name=name, score=_score(summary, summary.winner))
    scored = any(summary.sides)
    if path.name == DataDir.AUTOSAVE:
        if scored:
            return QCoreApplication.translate("OpenRecordDialog", "unfinished at {score}").format(score=_score(summary))
        return QCoreApplication.translate("OpenRecordDialog", "unfinished")
    if scored:
        return QCoreApplication.translate("OpenRecordDialog", "abandoned at {score}").format(score=_score(summary))
    return QCoreApplication.translate("OpenRecordDialog", "abandoned")


# -- the dialog ---------------------------------------------------------------------------

def one_line(header: QHeaderView) -> None:
    """Every column as wide as its cells, and the players' the room left: the room went to
    nothing, an empty band right of the rounds (playtest)."""
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)


@contextmanager
def measured_once(header: QHeaderView):
    """Cells set inside are measured once, after: a column (or row) sized to its contents measured
    every row again at each cell set, so 2,000 records froze the window for some 40 s (code review)."""
    modes = [header.sectionResizeMode(c) for c in range(header.count())]
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    try:
        yield
    finally:
        for column, mode in enumerate(modes):
            header.setSectionResizeMode(column, mode)


class RecordTable(QTableWidget):
    """The records, a column each for the date, the players, the result and the rounds. Where
    the table is too narrow for every cell on one line (a small or scaled screen), the players
    and the result wrap onto more lines in the width left: scrolled sideways, the result was
    out of sight at QT_SCALE_FACTOR=2 (playtest)."""

    WRAPPED = (1, 2)  # the players and the result
    entered = Signal()  # Enter on a row: open it

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # Tab leaves the table for the buttons; the arrows choose the row. Tab walked the cells
        # round and round, and Open, Browse and Cancel were never reached (keyboard review).
        self.setTabKeyNavigation(False)
        self._advances: dict[str, int] = {}  # a text's width in the font of ``_advances_font``
        self._advances_font = ""
        self._widest: list[int] | None = None  # each column's widest text so far (None: unmeasured)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.share_width()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Enter opens the row chosen, and Ctrl+1 to Ctrl+5 sort by a column (again: the other
        way). Enter went to the dialog's default button, which Tab had moved: after a look at the
        buttons, Enter on the list pressed Cancel; and only a mouse could sort (keyboard review)."""
        if enter_pressed(event):
            self.entered.emit()
            return
        column = event.key() - Qt.Key.Key_1
        if unmodified(event) == Qt.KeyboardModifier.ControlModifier and 0 <= column < self.columnCount():
            header = self.horizontalHeader()
            ascending = Qt.SortOrder.AscendingOrder
            again = header.sortIndicatorSection() == column and header.sortIndicatorOrder() == ascending
            self.sortByColumn(column, Qt.SortOrder.DescendingOrder if again else ascending)
            return
        super().keyPressEvent(event)

    def moveCursor(self, action, modifiers):  # noqa: N802 - Qt's name
        """Home and End go to the first and the last record: whole rows are selected, so moving
        along the row's cells showed nothing, and End then Enter opened the newest (playtest)."""
        if action in (self.CursorAction.MoveHome, self.CursorAction.MoveEnd):
            modifiers |= Qt.KeyboardModifier.ControlModifier
        return super().moveCursor(action, modifiers)

    def natural_widths(self) -> list[int]:
        """Each column's width with every cell on one line."""
        header = self.horizontalHeader()
        # A cell's padding as the delegate draws it: its hint less its text's width.
        pad = 2 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin, None, self) + 8
        if not self._measured():
            self.measure_again()
        return [max(header.sectionSizeHint(column), widest + pad) for column, widest in enumerate(self._widest)]

    def measure_again(self) -> None:
        """Every cell measured: at once, or once all rows are read (a text that became shorter
        leaves its column as wide as it was until then)."""
        if self._advances_font != self.font().key():
            self._advances, self._advances_font = {}, self.font().key()
        self._widest = [0] * self.columnCount()
        self._widen(item for row in range(self.rowCount()) for column in range(self.columnCount())
                    if (item := self.item(row, column)) is not None)

    def note_cells(self, items: Iterable[QTableWidgetItem]) -> None:
        """``items``' texts, newly set, widen their columns where they are wider (unmeasured, or
        in another font, the table is measured whole when next asked)."""
        if self._measured():
            self._widen(items)

    def _measured(self) -> bool:
        return self._widest is not None and self._advances_font == self.font().key()

    def _widen(self, items: Iterable[QTableWidgetItem]) -> None:
        """Each text is measured once in a font: every cell was measured again at every batch of
        rows read, and 2,000 records took 15 s to list, the window frozen up to half a second at
        a time (850,000 measures, long-run review)."""
        fm, advances, widest = self.fontMetrics(), self._advances, self._widest
        for item in items:
            text = item.text()
            width = advances.get(text)
            if width is None:
                width = advances[text] = fm.horizontalAdvance(text)
            column = item.column()
            if width > widest[column]:
                widest[column] = width

    def share_width(self) -> None:
        header = self.horizontalHeader()
        natural = self.natural_widths()
        room = self.viewport().width()
        if self.verticalScrollBar().isHidden():
            room -= self.verticalScrollBar().sizeHint().width()  # it may come with taller rows
        wrap = sum(natural) > room
        if wrap == self.wordWrap() and not wrap:
            return
        self.setWordWrap(wrap)
        self.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if wrap else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if not wrap:
            one_line(header)
            self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            self.resizeRowsToContents()
            return
        header.setStretchLastSection(False)
        kept = sum(w for c, w in enumerate(natural) if c not in self.WRAPPED)
        left = max(room - kept, 2 * header.minimumSectionSize())
        share = sum(natural[c] for c in self.WRAPPED)
        for column, width in enumerate(natural):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            if column in self.WRAPPED:
                width = max(header.minimumSectionSize(), left * natural[column] // share)
            header.resizeSection(column, width)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


class RecordCell(QTableWidgetItem):
    """A cell that sorts by its SORT_ROLE when both have one: a date by when the match was filed
    (its text reads "4 Dec 2026" before "30 Nov 2026"), the rounds as numbers; text without
    regard to case, and its numbers as numbers ("won 75-20" sorted before "won 75-5", playtest)."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SORT_ROLE), other.data(SORT_ROLE)
        if mine is not None and theirs is not None and type(mine) is type(theirs):
            return mine < theirs
        # Not QTableWidgetItem.__lt__: PySide calls this override back from it, for ever.
        return natural_key(self.text()) < natural_key(other.text())


def natural_key(text: str) -> tuple:
    """``text`` to sort by: without regard to case, each run of digits as its number."""
    return tuple((0, int(part), "") if part.isdecimal() else (1, 0, part.casefold())
                 for part in re.split(r"(\d+)", text) if part)


class OpenRecordDialog(QDialog):
    """``chosen`` is the path picked once the dialog is accepted."""

    def __init__(self, history_dir: str | os.PathLike | None, parent: QWidget | None = None,
                 browse_dir: str | os.PathLike | None = None) -> None:
        super().__init__(parent)
        self.browse_dir = Path(browse_dir) if browse_dir else None
        self.setObjectName("openRecordDialog")
        self.setWindowTitle(self.tr("Open a game record"))
        self.history_dir = Path(history_dir) if history_dir is not None else None
        self.chosen: str | None = None
        entries, self._found = list_records(self.history_dir)
        self.paths = [path for path, _ in entries]
        self._filed = [when for _, when in entries]
        self._summaries: dict[int, Summary] = {}  # by place in ``paths``, as read
        self._results: dict[int, str] = {}  # each readable row's result, without its origin
        lay = QVBoxLayout(self)
        self.heading = plain(QLabel(self._heading_text(len(entries))))
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = self._make_table(entries)
        self.table.setAccessibleDescription(self.heading.text())  # the list's order, heard with it
        lay.addWidget(self.table, 1)
        lay.addWidget(self._make_buttons())
        if not self.paths:  # nothing to choose: the keys start on Browse… (the empty list showed no focus)
            self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.browse_button.setDefault(True)
            self.browse_button.setFocus()
        self.reader = SummaryReader(self.paths) if self.paths else None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._take_summaries)
        if self.reader is not None:
            self._poll.start()
        self.finished.connect(self._stop_reading)
        self._fit()

    def _sorted(self, column: int, order: Qt.SortOrder) -> None:
        heading = self._heading_text(len(self.paths), column, order)
        self.heading.setText(heading)
        self.table.setAccessibleDescription(heading)

    def _heading_text(self, count: int, column: int = 0, order: Qt.SortOrder = Qt.SortOrder.DescendingOrder) -> str:
        folder = display_path(self.history_dir) if self.history_dir is not None else ""
        # Past MAX_ROWS the oldest went unlisted, unsaid: sorted by rounds, a long-time player's
        # list seemed to hold every match (scale review).
        more = " " + self.tr("Only the newest {shown} of the {found} are listed; Browse… opens the others.").format(
            shown=i18n.whole(count), found=i18n.whole(self._found)) if count < self._found else ""
        if count and column == 0 and order == Qt.SortOrder.DescendingOrder:
            return self.tr("Matches saved in {folder}, most recent first.").format(folder=folder) + more
        if count:  # sorted by a column's head: "most recent first" stood over any order (review)
            by = self.table.horizontalHeaderItem(column).text()
            if order == Qt.SortOrder.AscendingOrder:
                return self.tr("Matches saved in {folder}, sorted by \u201c{column}\u201d, ascending.").format(
                    folder=folder, column=by) + more
            return self.tr("Matches saved in {folder}, sorted by \u201c{column}\u201d, descending.").format(
                folder=folder, column=by) + more
        if self.history_dir is None:
            return self.tr("No history folder: Browse… opens a record anywhere.")
        if os.path.lexists(self.history_dir) and not os.path.isdir(self.history_dir):
            # A file where the folder should be read as "no match yet" (files playtest); the
            # matches went beside it, as unfiled-*.json, which Browse… opens.
            return self.tr("{folder} is not a folder, so no match is kept there: Browse… opens a record "
                           "anywhere.").format(folder=folder)
        why = unreadable(self.history_dir)
        if why is not None:  # it said "No match is kept there yet" of matches it could not read (review)
            return self.tr("{folder} cannot be read ({reason}): Browse… opens a record anywhere.").format(
                folder=folder, reason=_reason(why))
        return self.tr("No match is kept in {folder} yet: Browse… opens a record anywhere.").format(
            folder=folder)

    def _make_table(self, entries: list[tuple[Path, float | None]]) -> QTableWidget:
        table = RecordTable(len(entries), len(COLUMNS), self)
        table.setObjectName("recordTable")
        table.setAccessibleName(self.tr("Game records"))
        # "Play to": a match to 100 read as one to 500 cut short (long-haul play-test).
        table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Players"), self.tr("Result"), self.tr("Rounds"),
                                         self.tr("Play to")])
        for column in range(len(COLUMNS)):
            table.horizontalHeaderItem(column).setToolTip(
                self.tr("Sorts the records: a click here, or Ctrl+{key}; again, the other way").format(key=column + 1))
        table.verticalHeader().hide()
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        one_line(table.horizontalHeader())
        reading = self.tr("reading…")
        # The rows are the thread's by their place in ``paths``; a click on a column's head
        # sorts them, so each keeps its cells here.
        self.cells: list[list[QTableWidgetItem]] = []
        for row, (path, mtime) in enumerate(entries):
            cells = []
            for column, text in enumerate((date_text(mtime), reading, "", "", "")):
                item = RecordCell(text)
                item.setData(PATH_ROLE, str(path))
                if column in NUMBERS:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
                cells.append(item)
            cells[0].setData(SORT_ROLE, len(entries) - row)  # listed newest first
            self.cells.append(cells)
        table.setSortingEnabled(True)
        table.sortItems(0, Qt.SortOrder.DescendingOrder)  # as listed: the last played first
        table.horizontalHeader().sortIndicatorChanged.connect(self._sorted)
        table.itemDoubleClicked.connect(lambda item: self._choose(item.data(PATH_ROLE)))
        table.entered.connect(lambda: self._choose(self._selected_path()))
        table.itemSelectionChanged.connect(self._selection_changed)
        if entries:
            table.selectRow(0)
        return table

    def _make_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton(QDialogButtonBox.StandardButton.Open)
        self.browse_button = QPushButton(self.tr("&Browse…"))
        # Reached by Tab, Enter presses it; clicked (and the file dialog cancelled), the keys stay
        # on the list, whose Enter opens the row (it browsed again, diff review).
        self.browse_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        buttons.addButton(self.browse_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self._choose(self._selected_path()))
        self.browse_button.clicked.connect(self.browse)
        self.cancel_button.clicked.connect(self.reject)
        self.open_button.setEnabled(bool(self.paths))
        return buttons

    # -- rows ------------------------------------------------------------------------

    def _take_summaries(self) -> None:
        done = self.reader.take() if self.reader is not None else []
        if done:
            # The rows' heights too: sized to their contents (where the players and the result
            # wrap), every cell set measured every row again, 4 ms a cell, and 300 records took
            # 8 s to list, the window frozen for seconds (responsiveness audit).
            with measured_once(self.table.horizontalHeader()), measured_once(self.table.verticalHeader()):
                for row, summary in done:
                    self._fill(row, summary)
            self.table.note_cells(cell for row, _summary in done for cell in self.cells[row])
            self._fit()
            self.table.share_width()
        if self.reader is None or (not self.reader.running and not done):
            self._poll.stop()
            # Once, all rows read: at every batch it went through every record read so far.
            self._name_origins()
            # Measured whole once: a "reading…" replaced by a shorter text, the origins named.
            self.table.measure_again()
            self._fit()
            self.table.share_width()

    def _fill(self, index: int, summary: Summary) -> None:
        """The cells of ``paths[index]``, wherever a sort has put its row."""
        path = self.paths[index]
        if summary.unreadable:
            texts = (display_path(path.name), capitalized(result_text(summary, path)), "", "")
            keys = (None, None, -1, -1)
        else:
            names = [display_name(s.name, not s.is_computer) for s in summary.seats]
            texts = (players_text(summary.seats, summary.teams), capitalized(result_text(summary, path), names),
                     str(summary.rounds), str(summary.rules.target))
            keys = (texts[0].casefold(), None, summary.rounds, summary.rules.target)
            self._summaries[index] = summary
            self._results[index] = texts[1]
        # The options it was played with, which nothing else in the list says.
        tip_text = _reason(summary.problem) if summary.problem is not None else \
            f"{rules_line(summary.rules)}\n{display_path(path)}"
        cells = self.cells[index]
        for item, text, key in zip(cells[1:], texts, keys):
            item.setData(SORT_ROLE, key)
            item.setText(text)
        for item in cells:
            item.setToolTip(tip(tip_text))

    def _name_origins(self) -> bool:
        """Each match played on from another says which, and from which round; whether any does."""
        found = played_on_from(self._summaries)
        for index, (origin, round_number) in found.items():
            self.cells[index][2].setText(self.tr("{result}; played on from round {round} of the match of {date}").format(
                result=self._results[index], round=round_number, date=date_text(self._filed[origin])))
        return bool(found)

    def loaded(self) -> bool:
        """Every row has been read."""
        return self.reader is None or (not self.reader.running and not self._poll.isActive())

    def _fit(self) -> None:
        """As wide as the columns' contents (up to what the screen leaves), so nothing is cut; a
        smaller window scrolls sideways rather than cut a cell. Never larger than the screen's
        available area: the table scrolls, the buttons stay in view."""
        # The table's own measure, which decides whether it wraps (the item views' hints are a few
        # pixels narrower: with a scroll bar the dialog wrapped at its own size, playtest), not
        # the section sizes: the header lays itself out later, after this call.
        columns = sum(self.table.natural_widths())
        margins = self.layout().contentsMargins()
        wanted = columns + 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width() \
            + margins.left() + margins.right()
        width = max(self.width() if self.isVisible() else 0, max(wanted, 560))
        before = self.width()  # the inside's, as fit_dialog sizes it (not the frame's: each
        # fit then moved the dialog by half the frame's width, diff review)
        corner = self.frameGeometry().topLeft()
        fit_dialog(self, QSize(width, max(self.height() if self.isVisible() else 0, 420)))
        if self.isVisible() and self.width() != before:
            # Grown as its rows came in: about the middle it was placed at, over its parent. It
            # grew to the right only, past a small window's edge (dialogs review).
            self.move(corner.x() - (self.width() - before) // 2, corner.y())
            fit_now(self)  # and still inside the screen

    # -- choosing --------------------------------------------------------------------

    def _selected_path(self) -> str | None:
        items = self.table.selectedItems()
        return items[0].data(PATH_ROLE) if items else None

    def _selection_changed(self) -> None:
        if hasattr(self, "open_button"):
            self.open_button.setEnabled(self._selected_path() is not None)

    def _choose(self, path: str | None) -> None:
        if path:
            self.chosen = path
            self.accept()

    def browse(self) -> None:
        """Any file, anywhere: the file dialog starts where a record was last saved or browsed
        to, else in the history folder, else where Save record as would (it started in the
        program's working folder, playtest; with no history yet too, keyboard playtest)."""
        # os.path.isdir: Path.is_dir raised for a folder that could not be read, or a name too
        # long, and Browse… failed for good while the setting named it (robustness review).
        start = next((str(d) for d in (self.browse_dir, self.history_dir) if d is not None and os.path.isdir(d)),
                     None) or documents_folder()
        path = files.open_file_name(self, self.tr("Open a game record"), start,
                                    self.tr("Game records (*.json);;All files (*)"))
        self._choose(path)

    def _stop_reading(self) -> None:
        self._poll.stop()
        if self.reader is not None:
            self.reader.stop()


def documents_folder() -> str:
    """The documents folder, else the home folder (a home with no Documents folder: the file
    dialogs fell back to the working folder, playtest)."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and os.path.isdir(documents) else os.path.expanduser("~")


def choose_record(parent: QWidget | None, history_dir: str | os.PathLike | None,
                  browse_dir: str | os.PathLike | None = None) -> str | None:
    """Ask which record to open: a path, or None (cancelled)."""
    dialog = OpenRecordDialog(history_dir, parent, browse_dir)
    try:
        return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()
