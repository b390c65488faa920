"""The score chart: each side's running total round by round, the target dashed."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from rackoapp.ui.marks import mark
from rackoapp.ui.theme import look

from .elided_label import elide_side
from .score_model import CROWN, series_color

LEGEND_NAME = 150  # px: a longer name is cut with an ellipsis (a 64-letter one took a whole line)
TIE_GAP = 2.0  # px between the lines of players with equal totals
PAD = 8  # px inside the frame
MARKED = 30  # rounds up to which every point is marked; beyond, about this many a line


def nice_step(span: float, ticks: int = 4) -> int:
    """A round step (1, 2, 2.5, 5 times a power of ten) that cuts ``span`` into about ``ticks`` parts."""
    raw = max(1.0, span / ticks)
    mag = 10 ** (len(str(int(raw))) - 1)
    for m in (1, 2, 2.5, 5, 10):
        if m * mag >= raw:
            return max(1, int(m * mag))
    return int(10 * mag)


def value_axis(series: Sequence[Sequence[int]], target: int) -> tuple[int, int, int]:
    """(lowest, highest, step) of the value axis: every total and the target fit, on round steps,
    with room above the target line when it is the highest value."""
    top_value = max([target] + [v for s in series for v in s])
    low_value = min([0] + [v for s in series for v in s])
    step = nice_step(top_value - low_value)
    y_max = ((top_value + step - 1) // step) * step
    if y_max <= top_value:
        y_max = top_value + step // 2 if top_value == target else y_max
    y_min = (low_value // step) * step
    return y_min, y_max, step


def marked_points(rounds: int) -> range:
    """The points of a line that carry its mark: every one in a short match; in a long one
    enough to tell the line by its shape, the last always among them."""
    every = max(1, -(-rounds // MARKED))
    return range(rounds % every, rounds + 1, every)


MARK_REACH = 3.4 * 1.25  # the winner's mark, a diamond at its largest, from its centre


class ScoreChart(QWidget):
    """Running totals round by round: a coloured line per column, the target dashed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._series: list[list[int]] = []
        self._colors: list[QColor] = []
        self._target = 500
        self._winner: int | None = None
        self._plot = QRectF()  # the plot's rectangle, as last painted
        self._axis = (0, 1, 0)  # its lowest and highest value and its rounds, as last painted
        self.value_labels: list[tuple[int, float]] = []  # each value labelled and its height, as last painted
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score chart"))

    def set_data(self, names: Sequence[str], series: Sequence[Sequence[int]], target: int,
                 winner: int | None = None, colors: Sequence[QColor] = ()) -> None:
        """``series[c]``: column c's total before round 1, then after every round."""
        self._names = list(names)
        self._series = [list(s) for s in series]
        self._target = int(target)
        self._winner = winner
        self._colors = list(colors)
        self.setAccessibleName(self.tr("Score chart"))
        self.setAccessibleDescription(
            "; ".join(f"{n}: {s[-1] if s else 0}" for n, s in zip(self._names, self._series))
            + "; " + self.tr("target {target}").format(target=self._target))
        self.update()

    @property
    def series(self) -> list[list[int]]:
        return [list(s) for s in self._series]

    @property
    def target(self) -> int:
        return self._target

    def sizeHint(self) -> QSize:
        # Low enough to leave the move log ten lines on a 1366x768 laptop late in a match: the
        # panel gives the score sheet what it asks first, the log what is left (laptop play-test).
        return QSize(320, 160)

    def minimumSizeHint(self) -> QSize:
        # Room for two lines of legend, four value labels clear of each other and the rounds'
        # numbers, in the font it has: at 18 pt a fixed 140 px left a plot of 38 px, its labels
        # printed over each other (accessibility review). Short of it, the panel folds it away.
        line_h = QFontMetrics(self._small_font()).height()
        legend, plot, rounds = 2 * (line_h + 2) + 6 + 2, 4 * line_h, line_h + self.round_gap()
        return QSize(180, max(140, legend + plot + rounds + PAD + 2))

    def _color(self, c: int) -> QColor:
        return self._colors[c] if c < len(self._colors) else series_color(c, self.palette())

    def empty_words_rect(self) -> QRectF:
        """Where "No rounds played yet" lies, with a margin (as last painted)."""
        fm = QFontMetrics(self._small_font())
        plot = self._plot
        words = fm.boundingRect(self.tr("No rounds played yet"))
        box = QRectF(0, 0, words.width() + 12, fm.height() + 6)
        box.moveCenter(plot.center())
        return box

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        # High contrast has no grey text on black: the labels take the text's own colour.
        faint = QColor(text)
        faint.setAlpha(255 if look.high_contrast else 110)
        grid = QColor(text)
        grid.setAlpha(110 if look.high_contrast else 35)
        base = pal.color(QPalette.ColorRole.Base)

        font = self._small_font()
        p.setFont(font)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)

        # Frame
        p.setPen(QPen(grid, 1))
        p.setBrush(base)
        p.drawRoundedRect(rect, 6, 6)

        legend_bottom = self._paint_legend(p, rect, font, text, faint, base)
        if self._paint_axes(p, rect, legend_bottom, faint, grid, base):
            self._paint_lines(p, base)
        p.end()

    def _paint_legend(self, p: QPainter, rect: QRectF, font: QFont, text: QColor, faint: QColor,
                      base: QColor) -> float:
        """Each side's swatch and name, then the target's, across the top, wrapping where they
        must; returns the legend's bottom."""
        fm = QFontMetrics(font)
        x, y = rect.left() + PAD, rect.top() + PAD
        line_h = fm.height()
        bold = QFont(font)
        bold.setBold(True)
        for c, name in enumerate(self._names):
            shown = elide_side(fm, name, int(min(LEGEND_NAME, rect.width() - 60)))
            label = shown + (f" {CROWN}" if self._winner == c else "")
            # Measured as drawn: the winner's bold name ran into the next swatch (playtest).
            w = 22 + QFontMetrics(bold if self._winner == c else font).horizontalAdvance(label) + 12
            if x + w > rect.right() - PAD and x > rect.left() + PAD:
                x = rect.left() + PAD
                y += line_h + 2
            col = self._color(c)
            p.setPen(QPen(col, 3 if self._winner == c else 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 16, y + line_h / 2))
            self._mark(p, c, QPointF(x + 8, y + line_h / 2), 3.4, col, base)
            f2 = QFont(font)
            f2.setBold(self._winner == c)
            p.setFont(f2)
            p.setPen(text)
            p.drawText(QRectF(x + 20, y, w, line_h), Qt.AlignmentFlag.AlignVCenter, label)
            p.setFont(font)
            x += w
        tlabel = self.tr("target {target}").format(target=self._target)
        w = 22 + fm.horizontalAdvance(tlabel)
        if x + w > rect.right() - PAD and x > rect.left() + PAD:
            x = rect.left() + PAD
            y += line_h + 2
        p.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 14, y + line_h / 2))
        p.setPen(faint)
        p.drawText(QRectF(x + 18, y, w, line_h), Qt.AlignmentFlag.AlignVCenter, tlabel)
        return y + line_h + 6

    def _paint_axes(self, p: QPainter, rect: QRectF, legend_bottom: float, faint: QColor, grid: QColor,
                    base: QColor) -> bool:
        """The plot below the legend: value grid, rounds' numbers, the target dashed. False when
        no line is to be drawn: no room for a plot, or no round played yet (said in words)."""
        fm = QFontMetrics(p.font())
        line_h = fm.height()
        rounds = max((len(s) for s in self._series), default=0) - 1
        y_min, y_max, step = value_axis(self._series, self._target)

        label_w = fm.horizontalAdvance(str(y_max)) + 6
        # The rounds' numbers below the axis start clear of the marks on it: the marks of round
        # 0 sat on its "0" (visual review).
        gap = self.round_gap()
        plot = self._plot = QRectF(rect.left() + PAD + label_w, legend_bottom + 2,
                                   rect.width() - 2 * PAD - label_w - 4,
                                   rect.bottom() - legend_bottom - fm.height() - PAD - gap)
        if plot.width() < 20 or plot.height() < 20:
            return False

        self._axis = (y_min, y_max, rounds)

        def ypos(v: float) -> float:
            return plot.bottom() - (v - y_min) / max(1, (y_max - y_min)) * plot.height()

        def xpos(i: float) -> float:
            return plot.left() + (i / max(1, rounds)) * plot.width()

        # Horizontal grid and value labels, a label on every line that leaves room for its text
        labelled = math.ceil((line_h + 2) / max(1.0, ypos(y_min) - ypos(y_min + step)))
        self.value_labels = []
        for i, v in enumerate(range(y_min, y_max + 1, step)):
            yy = ypos(v)
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
            if i % labelled == 0:
                self.value_labels.append((v, yy))
                p.setPen(faint)
                p.drawText(QRectF(rect.left() + PAD - 2, yy - line_h / 2, label_w - 4, line_h),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))

        # Round labels along the bottom (thinned out when there are many rounds)
        if rounds >= 1:
            every = max(1, int((fm.horizontalAdvance("00") + 10) * rounds / max(1.0, plot.width())) + 1)
            p.setPen(faint)
            for i in range(0, rounds + 1, every):
                xx = xpos(i)
                p.drawText(QRectF(xx - 20, plot.bottom() + gap, 40, line_h),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(i))

        p.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
        ty = ypos(self._target)
        p.drawLine(QPointF(plot.left(), ty), QPointF(plot.right(), ty))

        if rounds < 1:
            words = self.tr("No rounds played yet")
            # On the plot's own ground: with a target of 75 a grid line ran through the words.
            p.fillRect(self.empty_words_rect(), base)
            p.setPen(faint)
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, words)
            return False
        return True

    def _paint_lines(self, p: QPainter, base: QColor) -> None:
        """Each side's totals as a line with its marks: the winner's last, so on top."""
        order = [c for c in range(len(self._series)) if c != self._winner]
        if self._winner is not None and self._winner < len(self._series):
            order.append(self._winner)
        for c in order:
            s = self._series[c]
            col = self._color(c)
            width = 3.0 if c == self._winner else 2.0
            path = QPainterPath(self.point(c, 0))
            for i in range(1, len(s)):
                path.lineTo(self.point(c, i))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(col, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(path)
            r = 3.4 if c == self._winner else 3.0
            for i in marked_points(len(s) - 1):
                self._mark(p, c, self.point(c, i), r, col, base)

    def round_gap(self) -> int:
        """Pixels between the axis and the rounds' numbers: as far as a mark on the axis reaches
        below it, the lines of equal totals drawn ``TIE_GAP`` apart (see ``point``), and one more."""
        return math.ceil(MARK_REACH + TIE_GAP * max(0, len(self._series) - 1) / 2) + 1

    def point(self, c: int, i: int) -> QPointF:
        """Where column ``c``'s total after round ``i`` is drawn (as last painted)."""
        y_min, y_max, rounds = self._axis
        plot = self._plot
        x = plot.left() + i / max(1, rounds) * plot.width()
        y = plot.bottom() - (self._series[c][i] - y_min) / max(1, y_max - y_min) * plot.height()
        # Each line a hair apart from the others: equal totals hid one line under another
        # (playtest); two pixels apart they run side by side.
        return QPointF(x, y + (c - (len(self._series) - 1) / 2) * TIE_GAP)

    @staticmethod
    def _mark(p: QPainter, c: int, centre: QPointF, radius: float, col: QColor, base: QColor) -> None:
        p.setPen(QPen(base, 1.2))
        p.setBrush(col)
        p.drawPath(mark(c, centre, radius))
