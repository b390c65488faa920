"""The scorekeeper: the score sheet, progress toward the target and a chart.

``ScoreModel`` is the score sheet as a table: a row per finished round and a
column per seat, or per team with partners (seats 0 & 2 against 1 & 3).
``ScorekeeperPanel`` shows the sheet, a progress bar per column toward the
target and a small line chart of the running totals.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt,
)
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetrics, QGuiApplication, QIcon, QPainter, QPainterPath,
    QPalette, QPen, QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QGridLayout, QHeaderView, QLabel, QProgressBar, QSizePolicy,
    QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QVBoxLayout, QWidget,
)

from rackoapp.choices import DEFAULT_NAMES
from rackoapp.engine import Rules, RoundResult

from rackoapp.ui.plain import as_plain, esc, plain, tip


# Series colours: (for a light background, for a dark background).
_SERIES = (
    ("#2f6fd0", "#72aaff"),  # blue
    ("#d2651a", "#ffa45c"),  # orange
    ("#23924a", "#5fd487"),  # green
    ("#9a45c8", "#cf94ff"),  # purple
)
_DEALER_FILL = QColor("#f2c14e")
_DEALER_RIM = QColor("#a87a12")
_DEALER_TEXT = QColor("#3b2a00")
_STAR_LIGHT = QColor("#c98a00")
_STAR_DARK = QColor("#ffcf40")
STAR = "\u2605"  # ★
DOT = "\u00b7"   # ·


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def series_color(index: int, palette: QPalette | None = None) -> QColor:
    """The colour of column ``index`` in the table header, the bars and the chart."""
    if palette is None:
        palette = QGuiApplication.palette()
    light, dark = _SERIES[index % len(_SERIES)]
    return QColor(dark if is_dark(palette) else light)


def columns_for(names: Sequence[str], rules: Rules) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score sheet's columns: (header, seats) per seat, or per team with partners."""
    names = list(names)

    def seat(number: int) -> str:
        return QCoreApplication.translate("ScoreModel", "Seat {number}").format(number=number)

    if rules.partners:
        while len(names) < 4:
            names.append(seat(len(names) + 1))
        return ((f"{names[0]} & {names[2]}", (0, 2)), (f"{names[1]} & {names[3]}", (1, 3)))
    return tuple((str(names[s]) if s < len(names) else seat(s + 1), (s,))
                 for s in range(rules.seats))


def _dealer_icon(size: int = 16) -> QIcon:
    """A small yellow dealer chip with a "D" on it (readable on any background)."""
    icon = QIcon()
    for scale in (1, 2):
        px = QPixmap(size * scale, size * scale)
        px.fill(Qt.GlobalColor.transparent)
        p = QPainter(px)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = size * scale
        p.setPen(QPen(_DEALER_RIM, 1.2 * scale))
        p.setBrush(_DEALER_FILL)
        p.drawEllipse(QRectF(0.8 * scale, 0.8 * scale, s - 1.6 * scale, s - 1.6 * scale))
        f = QFont()
        f.setBold(True)
        f.setPixelSize(int(s * 0.62))
        p.setFont(f)
        p.setPen(_DEALER_TEXT)
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, "D")
        p.end()
        px.setDevicePixelRatio(scale)
        icon.addPixmap(px)
    return icon


def _swatch_icon(color: QColor, size: int = 12) -> QIcon:
    px = QPixmap(size * 2, size * 2)
    px.fill(Qt.GlobalColor.transparent)
    p = QPainter(px)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(QRectF(2, 2, size * 2 - 4, size * 2 - 4), 5, 5)
    p.end()
    px.setDevicePixelRatio(2)
    return QIcon(px)


class ScoreModel(QAbstractTableModel):
    """The score sheet: a row per round, a column per seat (or team).

    Custom roles: ``PointsRole`` (the round's points, int), ``TotalRole``
    (the running total after that round, int), ``DealerRole`` (bool: the
    column's seat dealt, or with partners its team holds the dealer),
    ``RackoutRole`` (bool: the column's seat, or a seat of the team, went
    Rack-O that round).
    """

    PointsRole = Qt.ItemDataRole.UserRole + 1
    TotalRole = Qt.ItemDataRole.UserRole + 2
    DealerRole = Qt.ItemDataRole.UserRole + 3
    RackoutRole = Qt.ItemDataRole.UserRole + 4

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: tuple[str, ...] = ()
        self._rules = Rules()
        self._columns: tuple[tuple[str, tuple[int, ...]], ...] = ()
        self._results: tuple[RoundResult, ...] = ()
        self._points: list[list[int]] = []   # [round][column]
        self._running: list[list[int]] = []  # [round][column]
        self._totals: list[int] = []         # per column
        self._winner: int | None = None      # column
        self._colors: list[QColor] = []
        self._dealer_icon: QIcon | None = None

    # -- filling -------------------------------------------------------------
    def reset(self, names: Sequence[str], rules: Rules) -> None:
        self.beginResetModel()
        self._names = tuple(str(n) for n in names)
        self._rules = rules
        self._columns = columns_for(self._names, rules)
        self._results = ()
        self._points, self._running = [], []
        self._totals = [0] * len(self._columns)
        self._winner = None
        self.endResetModel()

    def set_results(self, results: Sequence[RoundResult], totals: Sequence[int],
                    winner: int | None) -> None:
        """Show ``results`` (finished rounds, in order) and the match ``totals`` per seat.

        ``winner`` is what ``match_winner`` returns: a seat, or with partners a team.
        """
        self.beginResetModel()
        self._results = tuple(results)
        cols = self._columns
        self._points = [[sum(r.scores[s] for s in seats if s < len(r.scores)) for _, seats in cols]
                        for r in self._results]
        col_totals = [sum(totals[s] for s in seats if s < len(totals)) for _, seats in cols]
        # Running totals end at the match totals (whatever the match started from).
        start = [col_totals[c] - sum(p[c] for p in self._points) for c in range(len(cols))]
        self._running = []
        run = start[:]
        for p in self._points:
            run = [run[c] + p[c] for c in range(len(cols))]
            self._running.append(run)
        self._totals = col_totals
        self._winner = winner if winner is not None and 0 <= winner < len(cols) else None
        self.endResetModel()

    def set_colors(self, colors: Sequence[QColor]) -> None:
        self._colors = list(colors)
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(max(0, self.rowCount() - 1), len(self._columns) - 1))

    # -- reading -------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def column_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self._columns)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    @property
    def winner(self) -> int | None:
        return self._winner

    def running_totals(self) -> list[list[int]]:
        """Per column: the total before round 1, then after every round."""
        out = []
        for c in range(len(self._columns)):
            first = (self._running[0][c] - self._points[0][c]) if self._running else self._totals[c]
            out.append([first] + [row[c] for row in self._running])
        return out

    def column_color(self, column: int) -> QColor:
        if 0 <= column < len(self._colors):
            return self._colors[column]
        return series_color(column)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._results)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def _is_dealer(self, row: int, col: int) -> bool:
        return self._results[row].dealer in self._columns[col][1]

    def _went_rackout(self, row: int, col: int) -> bool:
        r = self._results[row].rackout
        return r is not None and r in self._columns[col][1]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._results) and 0 <= col < len(self._columns)):
            return None
        points, total = self._points[row][col], self._running[row][col]
        if role == self.PointsRole:
            return points
        if role == self.TotalRole:
            return total
        if role == self.DealerRole:
            return self._is_dealer(row, col)
        if role == self.RackoutRole:
            return self._went_rackout(row, col)
        if role == Qt.ItemDataRole.DisplayRole:
            star = f"{STAR} " if self._went_rackout(row, col) else ""
            return f"{star}{points} {DOT} {total}"
        if role == Qt.ItemDataRole.DecorationRole:
            if self._is_dealer(row, col):
                if self._dealer_icon is None:
                    self._dealer_icon = _dealer_icon()
                return self._dealer_icon
            return None
        if role == Qt.ItemDataRole.FontRole:
            if self._went_rackout(row, col) or (self._winner == col and row == len(self._results) - 1):
                f = QFont()
                f.setBold(True)
                return f
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole:
            if self._winner == col:
                c = QColor(self.column_color(col))
                c.setAlpha(48)
                return QBrush(c)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, col)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return as_plain(self._tooltip(row, col).replace("<br>", ". "))
        return None

    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else \
            self.tr("Seat {number}").format(number=seat + 1)

    def _tooltip(self, row: int, col: int) -> str:
        r = self._results[row]
        name = self._columns[col][0]
        lines = [self.tr("<b>{name}</b>, round {number}: {points} points, total {total}").format(
            name=esc(name), number=row + 1, points=self._points[row][col], total=self._running[row][col])]
        if len(self._columns[col][1]) > 1:
            parts = [f"{esc(self._seat_name(s))} {r.scores[s]}" for s in self._columns[col][1]
                     if s < len(r.scores)]
            lines.append(" + ".join(parts))
        if self._went_rackout(row, col):
            lines.append(f"{STAR} " + self.tr("{name} went Rack-O").format(name=esc(self._seat_name(r.rackout))))
        if self._is_dealer(row, col):
            lines.append(self.tr("{name} dealt this round").format(name=esc(self._seat_name(r.dealer))))
        return "<br>".join(lines)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return self._columns[section][0]
            if role == Qt.ItemDataRole.DecorationRole:
                return _swatch_icon(self.column_color(section))
            if role == Qt.ItemDataRole.FontRole and self._winner == section:
                f = QFont()
                f.setBold(True)
                return f
            if role == Qt.ItemDataRole.ToolTipRole:
                name = self._columns[section][0]
                if self._winner == section:
                    return tip(self.tr("{name}: {total} of {target} points \u2014 winner").format(
                        name=name, total=self._totals[section], target=self._rules.target))
                return tip(self.tr("{name}: {total} of {target} points").format(
                    name=name, total=self._totals[section], target=self._rules.target))
            return None
        if not 0 <= section < len(self._results):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr("Round {number}").format(number=section + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            r = self._results[section]
            if r.rackout is not None:
                return tip(self.tr("Round {number}: {dealer} dealt; {name} went Rack-O after {turns} turns.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), name=self._seat_name(r.rackout),
                    turns=r.turns))
            return tip(self.tr("Round {number}: {dealer} dealt; No Rack-O: the draw pile ran out too often "
                               "after {turns} turns.").format(
                number=section + 1, dealer=self._seat_name(r.dealer), turns=r.turns))
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class ScoreDelegate(QStyledItemDelegate):
    """Paints a score cell compactly: markers (dealer chip, Rack-O star) on the left,
    the round's points and, fainter, the running total on the right."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else None
        # Background (alternate rows, the winner's tint) without text or icon.
        opt.text = ""
        opt.icon = QIcon()
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        bg = index.data(Qt.ItemDataRole.BackgroundRole)
        if isinstance(bg, QBrush):
            painter.fillRect(option.rect, bg)

        points = index.data(ScoreModel.PointsRole)
        total = index.data(ScoreModel.TotalRole)
        dealer = bool(index.data(ScoreModel.DealerRole))
        rackout = bool(index.data(ScoreModel.RackoutRole))
        if points is None:
            return
        pal = option.palette
        text = pal.color(QPalette.ColorRole.Text)
        faint = QColor(text)
        faint.setAlpha(150)
        r = QRectF(option.rect).adjusted(4, 0, -6, 0)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = r.left()
        if dealer:
            d = min(15.0, r.height() - 4)
            chip = QRectF(x, r.center().y() - d / 2, d, d)
            painter.setPen(QPen(_DEALER_RIM, 1.0))
            painter.setBrush(_DEALER_FILL)
            painter.drawEllipse(chip.adjusted(0.5, 0.5, -0.5, -0.5))
            f = QFont(option.font)
            f.setBold(True)
            f.setPixelSize(max(7, int(d * 0.62)))
            painter.setFont(f)
            painter.setPen(_DEALER_TEXT)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
            x += d + 3
        font = QFont(option.font)
        bold = QFont(font)
        bold.setBold(True)
        main_font = bold if rackout else font
        small = QFont(font)
        if small.pointSizeF() > 0:
            small.setPointSizeF(font.pointSizeF() * 0.9)
        fm_main, fm_small = QFontMetrics(main_font), QFontMetrics(small)
        main = str(points)
        tail = f" {DOT} {total}"
        star = STAR if rackout else ""
        w_total = fm_main.horizontalAdvance(main) + fm_small.horizontalAdvance(tail)
        w_star = fm_main.horizontalAdvance(star + " ") if star else 0
        room = r.right() - x
        if w_total + w_star > room:
            star_rect = None
            if w_total > room:
                tail = ""
                w_total = fm_main.horizontalAdvance(main)
        else:
            star_rect = QRectF(x, r.top(), w_star, r.height())
        if star and star_rect is not None:
            painter.setFont(main_font)
            painter.setPen(_STAR_DARK if is_dark(pal) else _STAR_LIGHT)
            painter.drawText(star_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, star)
        tx = r.right() - w_total
        painter.setFont(main_font)
        painter.setPen(text)
        w_main = fm_main.horizontalAdvance(main)
        painter.drawText(QRectF(tx, r.top(), w_main + 2, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, main)
        if tail:
            painter.setFont(small)
            painter.setPen(faint)
            painter.drawText(QRectF(tx + w_main, r.top(), r.right() - tx - w_main + 2, r.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, tail)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        fm = QFontMetrics(option.font)
        return QSize(fm.horizontalAdvance(f"D {STAR} 000 {DOT} 0000") + 12, fm.height() + 8)


class ScoreChart(QWidget):
    """Running totals round by round: a coloured line per column, the target dashed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._series: list[list[int]] = []
        self._colors: list[QColor] = []
        self._target = 500
        self._winner: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(140)
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
        return QSize(320, 190)

    def minimumSizeHint(self) -> QSize:
        return QSize(180, 140)

    def _color(self, c: int) -> QColor:
        return self._colors[c] if c < len(self._colors) else series_color(c, self.palette())

    @staticmethod
    def _nice_step(span: float, ticks: int = 4) -> int:
        raw = max(1.0, span / ticks)
        mag = 10 ** (len(str(int(raw))) - 1)
        for m in (1, 2, 2.5, 5, 10):
            if m * mag >= raw:
                return max(1, int(m * mag))
        return int(10 * mag)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        faint = QColor(text)
        faint.setAlpha(110)
        grid = QColor(text)
        grid.setAlpha(35)
        base = pal.color(QPalette.ColorRole.Base)

        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        fm = QFontMetrics(font)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)

        # Frame
        p.setPen(QPen(grid, 1))
        p.setBrush(base)
        p.drawRoundedRect(rect, 6, 6)

        # Legend across the top, wrapping if needed.
        pad = 8
        x, y = rect.left() + pad, rect.top() + pad
        line_h = fm.height()
        for c, name in enumerate(self._names):
            label = name + (f" {STAR}" if self._winner == c else "")
            w = 18 + fm.horizontalAdvance(label) + 12
            if x + w > rect.right() - pad and x > rect.left() + pad:
                x = rect.left() + pad
                y += line_h + 2
            col = self._color(c)
            p.setPen(QPen(col, 3 if self._winner == c else 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 12, y + line_h / 2))
            f2 = QFont(font)
            f2.setBold(self._winner == c)
            p.setFont(f2)
            p.setPen(text)
            p.drawText(QRectF(x + 16, y, w, line_h), Qt.AlignmentFlag.AlignVCenter, label)
            p.setFont(font)
            x += w
        # Target legend entry
        tlabel = self.tr("target {target}").format(target=self._target)
        w = 22 + fm.horizontalAdvance(tlabel)
        if x + w > rect.right() - pad and x > rect.left() + pad:
            x = rect.left() + pad
            y += line_h + 2
        p.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 14, y + line_h / 2))
        p.setPen(faint)
        p.drawText(QRectF(x + 18, y, w, line_h), Qt.AlignmentFlag.AlignVCenter, tlabel)
        legend_bottom = y + line_h + 6

        rounds = max((len(s) for s in self._series), default=0) - 1
        top_value = max([self._target] + [v for s in self._series for v in s])
        low_value = min([0] + [v for s in self._series for v in s])
        step = self._nice_step(top_value - low_value)
        y_max = ((top_value + step - 1) // step) * step
        if y_max <= top_value:
            y_max = top_value + step // 2 if top_value == self._target else y_max
        y_min = (low_value // step) * step

        label_w = fm.horizontalAdvance(str(y_max)) + 6
        plot = QRectF(rect.left() + pad + label_w, legend_bottom + 2,
                      rect.width() - 2 * pad - label_w - 4,
                      rect.bottom() - legend_bottom - fm.height() - pad - 2)
        if plot.width() < 20 or plot.height() < 20:
            p.end()
            return

        def ypos(v: float) -> float:
            return plot.bottom() - (v - y_min) / max(1, (y_max - y_min)) * plot.height()

        def xpos(i: float) -> float:
            return plot.left() + (i / max(1, rounds)) * plot.width()

        # Horizontal grid and value labels
        v = y_min
        while v <= y_max:
            yy = ypos(v)
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy))
            p.setPen(faint)
            p.drawText(QRectF(rect.left() + pad - 2, yy - line_h / 2, label_w - 4, line_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
            v += step

        # Round labels along the bottom (thinned out when there are many rounds)
        if rounds >= 1:
            every = max(1, int((fm.horizontalAdvance("00") + 10) * rounds / max(1.0, plot.width())) + 1)
            p.setPen(faint)
            for i in range(0, rounds + 1, every):
                xx = xpos(i)
                p.drawText(QRectF(xx - 20, plot.bottom() + 2, 40, line_h),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(i))

        # Target line
        p.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
        ty = ypos(self._target)
        p.drawLine(QPointF(plot.left(), ty), QPointF(plot.right(), ty))

        if rounds < 1:
            p.setPen(faint)
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No rounds played yet"))
            p.end()
            return

        # Lines: the winner last, so it is drawn on top.
        order = [c for c in range(len(self._series)) if c != self._winner]
        if self._winner is not None and self._winner < len(self._series):
            order.append(self._winner)
        for c in order:
            s = self._series[c]
            col = self._color(c)
            width = 3.0 if c == self._winner else 2.0
            path = QPainterPath(QPointF(xpos(0), ypos(s[0])))
            for i, val in enumerate(s[1:], start=1):
                path.lineTo(QPointF(xpos(i), ypos(val)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(col, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(path)
            if rounds <= 30:
                p.setPen(QPen(base, 1.2))
                p.setBrush(col)
                r = 3.2 if c == self._winner else 2.6
                for i, val in enumerate(s):
                    p.drawEllipse(QPointF(xpos(i), ypos(val)), r, r)
        p.end()


class ScorekeeperPanel(QWidget):
    """The score sheet table, a progress bar per seat/team and the totals chart."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = ScoreModel(self)
        self._rules = Rules()
        self._winner: int | None = None

        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(ScoreDelegate(self.table))
        self.table.setObjectName("scoreTable")
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setIconSize(QSize(16, 16))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.horizontalHeader().setMinimumSectionSize(48)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(self.font()).height() + 8)
        self.table.verticalHeader().setHighlightSections(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setMinimumHeight(110)

        self.bars_box = QWidget(self)
        self.bars_layout = QGridLayout(self.bars_box)
        self.bars_layout.setContentsMargins(0, 0, 0, 0)
        self.bars_layout.setHorizontalSpacing(8)
        self.bars_layout.setVerticalSpacing(4)
        self.bars: list[QProgressBar] = []
        self.bar_labels: list[QLabel] = []

        self.chart = ScoreChart(self)

        self.target_label = QLabel(self)
        self.target_label.setObjectName("targetLabel")
        self.legend_label = QLabel(self)
        self.legend_label.setObjectName("scoreLegend")
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        self.legend_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        lay.addWidget(self.target_label)
        lay.addWidget(self.bars_box)
        lay.addWidget(self.table, 3)
        lay.addWidget(self.legend_label)
        lay.addWidget(line)
        lay.addWidget(self.chart, 2)
        self.reset(DEFAULT_NAMES[:2], Rules())

    # -- the interface --------------------------------------------------------
    def reset(self, names: Sequence[str], rules: Rules) -> None:
        self._rules = rules
        self._winner = None
        self.model.reset(names, rules)
        self._rebuild_bars()
        self._refresh()

    def set_results(self, results: Sequence[RoundResult], totals: Sequence[int],
                    winner: int | None) -> None:
        self.model.set_results(results, totals, winner)
        self._winner = self.model.winner
        self._refresh()
        if self.model.rowCount():
            self.table.scrollToBottom()

    # -- inside -----------------------------------------------------------------
    def _colors(self) -> list[QColor]:
        return [series_color(c, self.palette()) for c in range(self.model.columnCount())]

    def _rebuild_bars(self) -> None:
        while self.bars_layout.count():
            item = self.bars_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.bars, self.bar_labels = [], []
        for c, name in enumerate(self.model.column_names):
            label = plain(QLabel(name, self.bars_box))
            bar = QProgressBar(self.bars_box)
            bar.setTextVisible(True)
            bar.setAlignment(Qt.AlignmentFlag.AlignCenter)
            bar.setMinimumWidth(80)
            bar.setFixedHeight(max(16, QFontMetrics(self.font()).height() + 4))
            self.bars_layout.addWidget(label, c, 0)
            self.bars_layout.addWidget(bar, c, 1)
            self.bars.append(bar)
            self.bar_labels.append(label)
        self.bars_layout.setColumnStretch(1, 1)

    def _refresh(self) -> None:
        colors = self._colors()
        self.model.set_colors(colors)
        target = self._rules.target
        totals = self.model.totals
        names = self.model.column_names
        star = (_STAR_DARK if is_dark(self.palette()) else _STAR_LIGHT).name()
        self.table.setToolTip(self.tr("Each cell: the round's points \u00b7 the running total. "
                                      "D: the dealer. {star}: went Rack-O.").format(star=STAR))
        self.legend_label.setText(
            self.tr("points {dot} total").format(dot=DOT)
            + f" \u2003 <span style='color:{star}'>{STAR}</span> Rack-O \u2003 "
            + "<span style='background:#f2c14e;color:#3b2a00'><b>&nbsp;D&nbsp;</b></span> "
            + self.tr("dealer"))
        if self._rules.partners:
            self.target_label.setText(self.tr("First to <b>{target}</b> points wins (team totals)").format(
                target=target))
        else:
            self.target_label.setText(self.tr("First to <b>{target}</b> points wins").format(target=target))
        for c, bar in enumerate(self.bars):
            total = totals[c] if c < len(totals) else 0
            bar.setRange(0, target)
            bar.setValue(max(0, min(total, target)))
            bar.setFormat(f"{total} / {target}")
            bar.setAccessibleName(self.tr("{name}: progress toward the target").format(name=names[c]))
            pal = bar.palette()
            pal.setColor(QPalette.ColorRole.Highlight, colors[c])
            # Text on the filled part: dark or light, whichever reads on the colour.
            on = QColor("#101010") if colors[c].lightness() > 140 else QColor("#ffffff")
            pal.setColor(QPalette.ColorRole.HighlightedText, on)
            bar.setPalette(pal)
            won = self._winner == c
            label = self.bar_labels[c]
            f = QFont(self.font())
            f.setBold(won)
            label.setFont(f)
            bar.setFont(f)
            label.setText(f"{STAR} " + self.tr("{name} wins!").format(name=names[c]) if won else names[c])
            if won:
                bar.setToolTip(tip(self.tr("{name}: {total} of {target} points \u2014 winner").format(
                    name=names[c], total=total, target=target)))
            else:
                bar.setToolTip(tip(self.tr("{name}: {total} of {target} points").format(
                    name=names[c], total=total, target=target)))
        self.chart.set_data(names, self.model.running_totals(), target, self._winner, colors)

    def retranslate(self) -> None:
        """The sheet's words in the language in effect."""
        m = self.model
        if m.columnCount():
            m.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, m.columnCount() - 1)
        if m.rowCount():
            m.headerDataChanged.emit(Qt.Orientation.Vertical, 0, m.rowCount() - 1)
        self._refresh()
        self.chart.update()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and self.bars:
            self._refresh()
        elif event.type() == event.Type.LanguageChange and self.bars:
            self.retranslate()
