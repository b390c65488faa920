"""The coach's verdict over time: the mean loss per move of each finished match, per level."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from rackoapp.storage import LevelStats
from rackoapp.ui import i18n
from rackoapp.ui.coach.words import mean_turns_text
from rackoapp.ui.marks import mark

from .chart_room import draw_focus, empty_rect, reached_by_tab, size_for
from .seat_words import level_name

COLOURS = {"baseline": "#8b8b8b", "easy": "#3fa34d", "medium": "#e0a526", "hard": "#d1453b"}


def marks_of(level: str) -> int:
    """A level's shape (``rackoapp.ui.marks``): one for good, so a line is told by it alone."""
    levels = list(COLOURS)
    return levels.index(level) if level in levels else len(levels)


CHART_MIN_HEIGHT = 150  # with lines to draw


def value_top(values: list[float]) -> float:
    """The top of the value axis: a round half turn above the largest loss, at least one turn."""
    top = max(values, default=0.0)
    return max(1.0, (int(top * 2) + 1) / 2)


def match_x(k: int, count: int, left: float, width: float) -> float:
    """Where match ``k`` of ``count`` stands across the chart: spread from edge to edge, and
    one alone in the middle (it sat pinned in the corner, playtest)."""
    return left + width / 2 if count == 1 else left + k * width / (count - 1)


class LossChart(QWidget):
    """A line per level: the mean loss per move (turns) of its matches, oldest on the left."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.series: dict[str, list[float]] = {}
        # The number of every line's first match, which the axis counts by; None where the lines
        # start at different ones: then they end together on the right, at each level's latest.
        self.first_number: int | None = 1
        self.setObjectName("lossChart")
        size_for(self, False, CHART_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        reached_by_tab(self)

    def set_stats(self, stats: dict[str, LevelStats]) -> None:
        self.series = {level: [v / 1000 for v in (s.losses or [])] for level, s in stats.items() if s.losses}
        # Numbered by the longest line, "match 49,950" stood over another level's twelfth
        # (scale review): one count serves only lines that start at the same match.
        firsts = {max(graded, count) - count + 1 for count, graded in
                  ((len(s.losses), s.graded) for s in stats.values() if s.losses)}
        self.first_number = firsts.pop() if len(firsts) == 1 else None if firsts else 1
        size_for(self, bool(self.series), CHART_MIN_HEIGHT)
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The chart in words, for a screen reader."""
        if not self.series:
            return self.tr("No graded matches yet")
        return "; ".join(self._described(level, values) for level, values in self.series.items())

    def _described(self, level: str, values: list[float]) -> str:
        loss = mean_turns_text(values[-1])  # as the round's review says it ("under 0.01")
        if len(values) == 1:  # "over 1 matches" (code review)
            return self.tr("{level}: one match, {loss} turns a move").format(level=level_name(level), loss=loss)
        return self.tr("{level}: {count} matches, the last {loss} turns a move").format(
            level=level_name(level), loss=loss, count=len(values))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        draw_focus(self, p)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        fm = p.fontMetrics()
        line_h = fm.height()
        # Room below the axis for the matches' numbers, then the legend.
        r = QRectF(self.rect()).adjusted(12 + fm.horizontalAdvance("0.75") + 6, line_h + 8, -12, -2 * line_h - 8)
        p.setPen(text)
        p.drawText(QRectF(12, 2, self.width() - 24, line_h + 2), Qt.AlignmentFlag.AlignLeft,
                   self.tr("Your average cost per move, match by match (lower is better)"))
        if not self.series:
            p.drawText(empty_rect(self), Qt.AlignmentFlag.AlignCenter, self.tr("No graded matches yet"))
            p.end()
            return
        top = value_top([v for values in self.series.values() for v in values])
        grid = QColor(text)
        grid.setAlphaF(0.25)
        for frac in (0.0, 0.5, 1.0):
            y = r.bottom() - frac * r.height()
            p.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - line_h / 2, r.left() - 6, line_h), Qt.AlignmentFlag.AlignRight,
                       i18n.decimal(round(top * frac, 2)))
        longest = max(len(v) for v in self.series.values())
        self._number_matches(p, r, longest, line_h)
        legend_y = r.bottom() + line_h * 1.9
        x = r.left()
        for level, values in self.series.items():
            colour = QColor(COLOURS.get(level, "#5577aa"))
            shape = marks_of(level)
            path = QPainterPath()
            points = []
            shift = 0 if self.first_number is not None else longest - len(values)
            for k, v in enumerate(values):
                point = QPointF(match_x(shift + k, longest, r.left(), r.width()),
                                r.bottom() - min(v, top) / top * r.height())
                path.lineTo(point) if k else path.moveTo(point)
                points.append(point)
            p.setPen(QPen(colour, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            for point in points:
                p.drawPath(mark(shape, point, 3.4))
            # The legend below the chart.
            p.setPen(QPen(colour, 3))
            p.drawLine(QPointF(x, legend_y), QPointF(x + 16, legend_y))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(mark(shape, QPointF(x + 8, legend_y), 3.6))
            p.setPen(text)
            name = level_name(level)
            p.drawText(QPointF(x + 20, legend_y + fm.ascent() / 2 - 1), name)
            x += 20 + fm.horizontalAdvance(name) + 16
        p.end()

    def _number_matches(self, p: QPainter, r: QRectF, count: int, line_h: float) -> None:
        """The first and the latest match's numbers under their points: the axis had no words
        for what runs along it (playtest). They count the matches all told (the chart keeps the
        last 50), or, where the lines start at different matches, say which way time runs."""
        fm = p.fontMetrics()
        for left, width, label in number_labels(count, r.left(), r.width(), lambda n: self.axis_words(n, count),
                                                lambda text: fm.horizontalAdvance(text) + 4):
            p.drawText(QRectF(left, r.bottom() + 4, width, line_h), Qt.AlignmentFlag.AlignCenter, label)

    def axis_words(self, n: int, count: int) -> str:
        """The words under the axis's ``n``-th match of ``count`` (the first or the last)."""
        if self.first_number is None:  # a lone point is the latest
            return self.tr("latest") if n == count else self.tr("earlier")
        return self.tr("match {number}").format(number=i18n.whole(self.first_number + n - 1))


def number_labels(count: int, left: float, width: float, words, advance) -> list[tuple[float, float, str]]:
    """(left, width, text) of the first and the latest match's labels (``words(n)``, ``advance``
    its width): the first starts at its point and the last ends at its, inside the chart; a
    lone match's is centred under it."""
    labels = []
    for k in sorted({0, count - 1}):
        text = words(k + 1)
        w = advance(text)
        x = match_x(k, count, left, width)
        labels.append((x - w / 2 if count == 1 else (x if k == 0 else x - w), w, text))
    return labels
