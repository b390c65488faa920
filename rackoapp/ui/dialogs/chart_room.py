"""The room a statistics chart takes (its own when it has something to draw, two lines when not),
and how the keys reach it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyle, QStyleOptionFocusRect, QWidget

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" (PySide6 does not export it)


def size_for(chart: QWidget, charted: bool, min_height: int) -> None:
    """A chart with something to draw at least ``min_height`` tall; an empty one two lines, its
    title and why it is empty: two empty charts made the statistics scroll their explanation out
    of sight at 1280x800 (playtest)."""
    if charted:
        chart.setMinimumHeight(min_height)
        chart.setMaximumHeight(QWIDGETSIZE_MAX)
    else:
        chart.setFixedHeight(2 * chart.fontMetrics().height() + 16)


def empty_rect(chart: QWidget) -> QRectF:
    """Where an empty chart says why, under its title."""
    line_h = chart.fontMetrics().height()
    return QRectF(12, line_h + 6, chart.width() - 24, line_h + 6)


def reached_by_tab(chart: QWidget) -> None:
    """Tab stops at the chart, so that a screen reader reads its name and its figures in words:
    with no focus they were out of a keyboard's reach (record viewer and dialogs reviews)."""
    chart.setFocusPolicy(Qt.FocusPolicy.TabFocus)


def draw_focus(chart: QWidget, painter: QPainter) -> None:
    """The style's focus frame round the chart while the keys are on it."""
    if not chart.hasFocus():
        return
    option = QStyleOptionFocusRect()
    option.initFrom(chart)
    option.rect = chart.rect().adjusted(1, 1, -1, -1)
    chart.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, chart)
