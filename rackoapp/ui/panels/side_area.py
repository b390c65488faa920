"""The side panel's frame: it scrolls up and down rather than hold the window taller than a small
or scaled screen (at QT_SCALE_FACTOR=2 a 1280x800 screen gives 640x400, and the score sheet with
its chart and the move log asked for 515), and is never narrower than what it holds."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class SideArea(QScrollArea):
    MIN_HEIGHT = 120

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget().minimumSizeHint().width() if self.widget() is not None else 0
        return QSize(inner + self.verticalScrollBar().sizeHint().width(), self.MIN_HEIGHT)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        # What it holds grew (four names, a longer language): the splitter asks again how narrow
        # the panel may be.
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(obj, event)
