"""The window's status bar, whose passing message gives way to its room as the prompt does: cut
with an ellipsis, whole in its tooltip. QStatusBar cuts it mid-word with nothing to show it was
cut ("... a card you take goes into a slot, and the card there" at 640 pixels, family play-test).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

from .plain import tip


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802 - Qt's name
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch)

    def message_room(self) -> QRect:
        """Where QStatusBar draws a message (its ``messageRect``): from 6 pixels in to the size
        grip, and to the nearest permanent widget shown, which stand at the far end (the left,
        right to left)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left, right = 6, self.width() - 12
        grip = self.findChild(QSizeGrip)
        # Only once laid out at its end: until then it stands at the bar's start.
        if grip is not None and grip.isVisible() and (grip.x() < self.width() // 2) == rtl:
            if rtl:
                left = grip.x() + grip.width()
            else:
                right = grip.x()
        for widget in self._shown_permanent():
            if rtl:
                left = max(left, widget.x() + widget.width() + 2)
            else:
                right = min(right, widget.x() - 2)
        return QRect(left, 0, right - left, self.height())

    def _shown_permanent(self) -> list[QWidget]:
        return [widget for widget in self._permanent if widget.isVisible()]

    def shown_message(self) -> str:
        """The passing message as it is drawn: cut to its room."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             max(0, self.message_room().width()))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        shown = self.shown_message()
        if shown == self.currentMessage():
            super().paintEvent(event)
            return
        # Imported only for a message cut: PySide builds QStyle's many enums at its first import,
        # about 7 ms of the start-up before the first paint (issue 14).
        from PySide6.QtGui import QPainter
        from PySide6.QtWidgets import QStyle, QStyleOption

        p = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, p, self)
        for widget in self._shown_permanent():  # their frames, as QStatusBar draws them
            frame = QStyleOption()
            frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
            frame.palette = self.palette()
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, p, widget)
        p.setPen(self.palette().windowText().color())
        p.drawText(self.message_room(), Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextSingleLine, shown)

    def event(self, event: QEvent) -> bool:
        message = self.currentMessage()
        if event.type() == QEvent.Type.ToolTip and message and self.shown_message() != message \
                and self.message_room().contains(event.pos()):
            from PySide6.QtWidgets import QToolTip

            QToolTip.showText(event.globalPos(), tip(message), self)
            return True
        return super().event(event)
