"""The side panel's frame: it scrolls up and down rather than hold the window taller than a small
or scaled screen (at QT_SCALE_FACTOR=2 a 1280x800 screen gives 640x400, and the score sheet with
its chart and the move log asked for 515), and is never narrower than what it holds.

It fits what it holds itself: QScrollArea's own fitting gives a panel with wrapped words its
preferred height, not its least, and so scrolled where everything had room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class SideArea(QScrollArea):
    MIN_HEIGHT = 120
    least_changed = Signal()  # what it holds asks for another least width (the window may fold it)

    def __init__(self, inner: QWidget, keeper=None) -> None:
        super().__init__()
        self.keeper = keeper  # the scorekeeper's place: its chart steps aside when room is short
        self._narrowed = False  # what it holds is narrower by the scroll bar
        self.setWidget(inner)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # What it holds takes no keys (the log and score sheet), nor does it: a Tab took the keys
        # of play off the table into it, with nothing on screen to say where they went (playtest).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        inner.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget().minimumSizeHint().width() if self.widget() is not None else 0
        return QSize(inner + self.verticalScrollBar().sizeHint().width(), self.MIN_HEIGHT)

    def _least_height(self, width: int) -> int:
        inner = self.widget()
        layout = inner.layout()
        if layout is not None and layout.hasHeightForWidth():
            return layout.totalMinimumHeightForWidth(width)
        return inner.minimumSizeHint().height()

    def fit(self, held: bool = False) -> None:
        """What it holds, as wide as the panel (less the bar when it must scroll), as tall as
        the panel or as the least it needs. ``held``: what it holds changed, not the panel's
        size; a bar in place then stays unless it is clearly not needed. What it holds may need
        more at the full width than less the bar (the score sheet shows its dealer chip, and
        the legend's line for it, only when there is room), so the bar came and went at every
        turn, the legend drawn over the score sheet every other time (fractional scaling review)."""
        inner = self.widget()
        if inner is None:
            return
        width, height = self.width(), self.height()
        least = self._least_height(width)
        keeper = self.keeper
        if keeper is not None and keeper.built:  # not built before the first paint: no chart yet
            panel = keeper.panel
            need = 0 if panel.chart_shown() else panel.chart_need()
            panel.set_chart_room(least + need <= height)
            least = self._least_height(width)
        self._narrowed = least > height or (held and self._narrowed and least > height - self._slack())
        # A bar kept with nothing to scroll still shows, not a blank strip its width (diff review).
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if self._narrowed else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
        if self._narrowed:
            width -= self.verticalScrollBar().sizeHint().width()
            least = self._least_height(width)
        inner.resize(width, max(height, least))

    def _slack(self) -> int:
        """Room that what it holds may need more at the full width: a few lines."""
        return 3 * self.widget().fontMetrics().lineSpacing()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        # What it holds changed (four names, a longer language): fitted again, and the splitter
        # asks again how narrow the panel may be.
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            self.fit(held=True)
            self.least_changed.emit()
        return super().eventFilter(obj, event)
