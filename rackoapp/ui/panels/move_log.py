"""The move log: a line per move, the last ``MAX_LOG`` of them."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QListWidget, QListWidgetItem, QStyledItemDelegate, QWidget,
)

MAX_LOG = 400
# The data role that marks the line between two rounds (it is no move).
SEPARATOR = Qt.ItemDataRole.UserRole + 40
NOTE = Qt.ItemDataRole.UserRole + 41  # a line that is no move: a file's problem, a match given up
# A file set aside (statistics.json.bad-20261203-093012) is one word too long for the log: it
# was cut to "autosave.json.bad-20261…" (playtest). It may break after its dots and dashes.
_KEPT_NAME = re.compile(r"\S+\.bad-\S+")


def shown(line: str) -> str:
    """``line`` as the log shows it: a kept file's name may break after its dots and dashes."""
    return _KEPT_NAME.sub(lambda m: re.sub(r"([.\-])", "\\1\u200b", m.group(0)), line)


BOUND_WORD = 8  # the longest word a number is bound to
# A short word and the number after it ("gave up 27", "slot 7"), and a slot's label after its
# number ("7 (35)").
_BEFORE_NUMBER = re.compile(r"(?<!\S)(\S{1,%d}) (?=\d)|(?<=\d) (?=\(\d+\))" % BOUND_WORD)


def kept_together(line: str) -> str:
    """``line`` with a number bound by a no-break space to the short word before it, and a slot's
    label to its number: wrapped, the log left "gave up" at one line's end and the 27 alone on the
    next (mouse playtest). A longer word, a name, stays apart: a name wider than the log is cut
    with an ellipsis, and points bound to it ("Scheepmakersdochter +10") went with the cut (review)."""
    return _BEFORE_NUMBER.sub(lambda m: (m.group(1) or "") + "\u00a0", line)


class _NumbersKept(QStyledItemDelegate):
    """Lays out and draws each line as ``kept_together`` has it; the item keeps its own words."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        option.text = kept_together(option.text)


# The keys that walk the log once F6 has brought the keyboard there; any other goes back to the
# table and plays there, but those of NO_MOVE_KEYS.
READING_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                Qt.Key.Key_Home, Qt.Key.Key_End)
# The keys that only take the keyboard back to the table from the log, playing nothing there.
NO_MOVE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class MoveLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Where the keyboard goes back to from the log (the table's view; ``read``).
        self.back_to: QWidget | None = None
        self.setObjectName("moveLog")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.setItemDelegate(_NumbersKept(self))
        # Lines wrap, and a word longer than the log (a 64-letter name) is cut with an ellipsis:
        # it brought a sideways scroll bar that pushed every line out of view (playtest).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # By pixels: scrolled by whole items, its end showed the last short lines at the top with
        # blank rows under them, the wrapped lines above out of sight (GUI review of a record).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAlternatingRowColors(True)
        # The log sticks to its last line while the reader has not scrolled up: also when a
        # line grows later (the coach's verdict makes it wrap) or wrapped lines are laid out
        # after the scroll (the last line used to show half, the second playtest).
        self._sticking = True
        self._pinned = 0  # rows at the top that stay while the oldest moves give way (add_first)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(lambda value: setattr(self, "_sticking", value >= bar.maximum() - 2))
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high) if self._sticking else None)

    def read(self, back_to: QWidget) -> None:
        """The keyboard on the log, at its last line, to read the moves by the arrows: a keyboard
        player could not reach them (playtest). Esc or F6 goes back to ``back_to``; any other key
        goes back and plays there, so D or 5 is never lost to the log's type-ahead."""
        self.back_to = back_to
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        # At the end unless scrolled back to read; selected again, as leaving cleared it.
        self.setCurrentRow(self.count() - 1 if self.currentRow() < 0 or self._sticking else self.currentRow())

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # The keyboard has left: the line read stood highlighted as while reading, as if the log
        # still had the keys (keyboard playtest). A menu or another window only borrows them.
        if event.reason() not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.clearSelection()
        super().focusOutEvent(event)

    def event(self, event) -> bool:
        # While it is read, its keys are its own: the record viewer's Home, End, Page Up and Page
        # Down (and Esc, "close the record") are the window's shortcuts, which Qt tries first, so
        # reading a record's moves jumped the record and Esc closed it (review).
        if event.type() == QEvent.Type.ShortcutOverride and getattr(self, "back_to", None) is not None \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and event.key() in (*READING_KEYS, Qt.Key.Key_Escape, Qt.Key.Key_F6):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in READING_KEYS:
            super().keyPressEvent(event)
            return
        back, self.back_to = self.back_to, None
        if back is None:
            event.ignore()
            return
        back.setFocus(Qt.FocusReason.OtherFocusReason)
        # Enter and Space mean "this line" here, not "place the card" or "next round": passed
        # on, they played a move from the log nobody meant (keyboard play-test).
        if event.key() not in (Qt.Key.Key_Escape, Qt.Key.Key_F6, *NO_MOVE_KEYS):
            QApplication.sendEvent(back, event)

    def add(self, line: str) -> None:
        self.add_lines([line])

    def add_lines(self, lines: Sequence[str]) -> None:
        """Add ``lines`` in one batch (a long round shown at once must not freeze the window)."""
        lines = [shown(line) for line in list(lines)[-MAX_LOG:]]
        for _ in range(min(self.count() - self._pinned, max(0, self.count() + len(lines) - MAX_LOG))):
            self._drop(self._pinned)
        self.addItems(lines)
        self._sticking = True  # a new move brings the log back to its end
        self.scrollToBottom()

    def rewrite(self, write: Callable[[], None]) -> None:
        """The log emptied and its lines written again by ``write`` (in another language), the
        reader's place kept: the line read with F6 and the lines in view. After a switch the log
        stood at its end with no line chosen, and the next Up went to the first (language
        review). A line is found again by its place among the lines of its kind counted from
        the end: the moves come back in their order, and the notes (``add_note``) in theirs,
        though after the moves (diff review)."""
        sticking = self._sticking
        row = self._anchor(self.currentRow()) if self.hasFocus() else None
        top = self._anchor(self.indexAt(QPoint(1, 1)).row())
        self.clear()
        write()
        top_again = self._row_of(top)
        if not sticking and top_again is not None:
            self.scrollToItem(self.item(top_again), QAbstractItemView.ScrollHint.PositionAtTop)
            self._sticking = False  # not pulled back to the end as the wrapped lines are laid out
        row_again = self._row_of(row)
        if row_again is not None:
            self.setCurrentRow(row_again)

    def _is_note(self, row: int) -> bool:
        return bool(self.item(row).data(NOTE))

    def _anchor(self, row: int) -> tuple[bool, int] | None:
        """``row`` as (a note, how many lines of its kind come after it); None for no row."""
        if not 0 <= row < self.count():
            return None
        note = self._is_note(row)
        return note, sum(1 for k in range(row + 1, self.count()) if self._is_note(k) == note)

    def _row_of(self, anchor: tuple[bool, int] | None) -> int | None:
        if anchor is None:
            return None
        note, after = anchor
        seen = 0
        for k in range(self.count() - 1, -1, -1):
            if self._is_note(k) == note:
                if seen == after:
                    return k
                seen += 1
        return None

    def add_note(self, line: str) -> None:
        """A line that is no move (``rewrite`` finds it again among its kind)."""
        self.add(line)
        self.item(self.count() - 1).setData(NOTE, True)

    def holds(self, line: str) -> bool:
        """``line`` is in the log already, as the log shows it."""
        line = shown(line)
        return any(self.item(k).text() == line for k in range(self.count()))

    def add_separator(self) -> None:
        """A thin rule before the next round's lines: seen, never selected as a move."""
        if self.count() >= MAX_LOG and self.count() > self._pinned:
            self._drop(self._pinned)
        self.addItem(self._separator())

    def add_first(self, line: str) -> None:
        """``line`` above every line of the match, a rule under it: a word about something
        before this match (another one given up for it). It stays while the oldest moves give
        way to new ones."""
        self.insertItem(0, self._separator())
        self.insertItem(0, shown(line))
        self.item(0).setData(NOTE, True)
        self.item(1).setData(NOTE, True)
        self._pinned += 2

    @property
    def pinned(self) -> int:
        """The rows at the top that are no move of the match (``add_first``)."""
        return self._pinned

    def _separator(self) -> QListWidgetItem:
        item = QListWidgetItem()
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setData(SEPARATOR, True)
        item.setSizeHint(QSize(0, 4))
        item.setBackground(self.palette().color(QPalette.ColorRole.Mid))
        return item

    def clear(self) -> None:
        """Empty the log through Python (see ``_drop``)."""
        while self.count():
            self._drop(self.count() - 1)
        self._pinned = 0

    def _drop(self, row: int) -> None:
        """Take the line at ``row`` out and free it. Through Python, so a wrapper someone still
        holds (the coach marks lines) is told its item is gone: deleted by Qt behind Python's
        back, its address came back as the next widget made, a QListWidgetItem with no
        setObjectName. And freed, for ``takeItem`` leaves the item to no one: each line that
        left the log stayed in memory (a viewer step about 7 KB; 104 to 252 MB over a
        889-match soak)."""
        shiboken6.delete(self.takeItem(row))
