"""A name that gives way: cut with an ellipsis to the room it has.

A 64-letter name in a plain QLabel asked for its whole width, and the side
panel took it from the table (the playtest's sliver of a table, and a window
wider than the screen). The whole name stays in the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from rackoapp.controller.texts import TEAM_JOIN

from ..plain import plain, tip

WANTS = 170  # px: the most a name asks for before it gives way
LEAST = 48   # px: what it keeps however tight the panel gets


TELLING_WORDS = 2  # short words at a name's end that stay whole: "1 &" of "Player 1 &"
TELLING_LETTERS = 3  # ... of at most this many letters


def elide_name(fm: QFontMetrics, line: str, room: int) -> str:
    """``line`` cut to ``room`` pixels keeping its first letters ("Barthol…"; cut in the middle,
    "B…w" and "Al…ra W…m" were nobody's names, names review) and the short words at its end
    that tell alike names apart ("Pla… 1 &"); too long for even that, its first letter ("B…"),
    where Qt leaves a bare "…"."""
    if fm.horizontalAdvance(line) <= room:
        return line
    words = line.split(" ")
    k = len(words)
    while k > 1 and len(words) - k < TELLING_WORDS and len(words[k - 1]) <= TELLING_LETTERS:
        k -= 1
    if k < len(words):
        tail = " " + " ".join(words[k:])
        head = fm.elidedText(" ".join(words[:k]), Qt.TextElideMode.ElideRight, room - fm.horizontalAdvance(tail))
        if head not in ("", "\u2026"):
            return head + tail
    text = fm.elidedText(line, Qt.TextElideMode.ElideRight, room)
    if text in ("", "\u2026") and line:
        text = fm.elidedText(line, Qt.TextElideMode.ElideRight, max(room, fm.horizontalAdvance("W\u2026")))
    return text


def elide_side(fm: QFontMetrics, text: str, room: int) -> str:
    """``text`` cut with an ellipsis to ``room`` pixels as ``elide_name`` cuts it; partners' names
    each keep a share, the shorter one whole where it can: "Maximiliaan v… …" lost the partner
    altogether (playtest). With no room for a letter of each, the first name and its "&" ("You
    &", "Pl… 1 &"), or its telling words alone ("Pl… 1"): the two teams "Player 1 & Ada" and
    "Player 2 & Bram" read "Playe…" alike (2x review)."""
    if fm.horizontalAdvance(text) <= room:
        return text
    parts = text.split(TEAM_JOIN)
    if len(parts) < 2:
        return elide_name(fm, text, room)
    widths = [fm.horizontalAdvance(part) for part in parts]
    left = room - fm.horizontalAdvance(TEAM_JOIN) * (len(parts) - 1)
    least = fm.horizontalAdvance("M\u2026")
    if left < least * len(parts):
        first = elide_name(fm, parts[0] + TEAM_JOIN.rstrip(), room)  # "You &", "Pl… 1 &"
        if first.endswith(TEAM_JOIN.rstrip()):
            return first
        first = elide_name(fm, parts[0], room)  # "Pl… 1"; whole, it would read as one player
        return first if first != parts[0] else fm.elidedText(text, Qt.TextElideMode.ElideRight, room)
    shares = [0] * len(parts)
    for k, i in enumerate(sorted(range(len(parts)), key=widths.__getitem__)):
        shares[i] = min(widths[i], left // (len(parts) - k))  # the narrowest first, whole if it fits
        left -= shares[i]
    return TEAM_JOIN.join(part if shares[i] >= widths[i] else elide_name(fm, part, shares[i])
                          for i, part in enumerate(parts))


class ElidedLabel(QLabel):
    """A line that gives way to its room: cut with an ellipsis, whole in its tooltip and to a
    screen reader."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.full = ""
        # Said instead where the whole text has no room: the first that fits, else the last, cut.
        self.shorter: tuple[str, ...] = ()
        self.setText(text)

    def setText(self, text: str, *shorter: str) -> None:  # noqa: N802 - Qt's name
        self.full, self.shorter = text, tuple(s for s in shorter if s)
        self._fit()
        self.updateGeometry()

    def text(self) -> str:
        """The whole name, however little of it shows."""
        return self.full

    def _fit(self) -> None:
        room = max(self.width(), LEAST)
        fm = self.fontMetrics()
        forms = (self.full, *self.shorter)
        said = next((form for form in forms if fm.horizontalAdvance(form) <= room), forms[-1])
        shown = self.cut(fm, said, room)
        super().setText(shown)
        self.setToolTip(tip(self.full) if shown != self.full else "")
        self.setAccessibleName(self.full)  # a screen reader reads the whole name

    @staticmethod
    def cut(fm: QFontMetrics, text: str, room: int) -> str:
        """A line of words, cut at its end."""
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, room)

    def _text_width(self) -> int:
        return self.fontMetrics().horizontalAdvance(self.full) + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(min(self._text_width(), WANTS), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(min(self._text_width(), LEAST), super().minimumSizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit()


class NameLabel(ElidedLabel):
    """A player's or a team's name, cut as ``elide_side`` cuts it."""

    cut = staticmethod(elide_side)
