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


def elide_side(fm: QFontMetrics, text: str, room: int) -> str:
    """``text`` cut with an ellipsis to ``room`` pixels; partners' names each keep a share, the
    shorter one whole where it can: "Maximiliaan v… …" lost the partner altogether (playtest)."""
    if fm.horizontalAdvance(text) <= room:
        return text
    parts = text.split(TEAM_JOIN)
    if len(parts) < 2:
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, room)
    widths = [fm.horizontalAdvance(part) for part in parts]
    left = room - fm.horizontalAdvance(TEAM_JOIN) * (len(parts) - 1)
    least = fm.horizontalAdvance("M\u2026")
    if left < least * len(parts):  # no room for a letter of each: one name, cut at its end
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, room)
    shares = [0] * len(parts)
    for k, i in enumerate(sorted(range(len(parts)), key=widths.__getitem__)):
        shares[i] = min(widths[i], left // (len(parts) - k))  # the narrowest first, whole if it fits
        left -= shares[i]
    return TEAM_JOIN.join(part if shares[i] >= widths[i] else
                          fm.elidedText(part, Qt.TextElideMode.ElideRight, shares[i])
                          for i, part in enumerate(parts))


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.full = ""
        self.shorter = ""  # said instead where the whole text has no room (then cut in its turn)
        self.setText(text)

    def setText(self, text: str, shorter: str = "") -> None:  # noqa: N802 - Qt's name
        self.full, self.shorter = text, shorter
        self._fit()
        self.updateGeometry()

    def text(self) -> str:
        """The whole name, however little of it shows."""
        return self.full

    def _fit(self) -> None:
        room = max(self.width(), LEAST)
        fits = self.fontMetrics().horizontalAdvance(self.full) <= room
        shown = elide_side(self.fontMetrics(), self.full if fits or not self.shorter else self.shorter, room)
        super().setText(shown)
        self.setToolTip(tip(self.full) if shown != self.full else "")
        self.setAccessibleName(self.full)  # a screen reader reads the whole name

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
