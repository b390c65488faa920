"""A name that gives way: cut with an ellipsis to the room it has.

A 64-letter name in a plain QLabel asked for its whole width, and the side
panel took it from the table (the playtest's sliver of a table, and a window
wider than the screen). The whole name stays in the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..plain import plain, tip

WANTS = 170  # px: the most a name asks for before it gives way
LEAST = 48   # px: what it keeps however tight the panel gets


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.full = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self.full = text
        self._fit()
        self.updateGeometry()

    def text(self) -> str:
        """The whole name, however little of it shows."""
        return self.full

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, max(self.width(), LEAST))
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
