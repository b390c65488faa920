"""The scorekeeper panel: the score sheet, a progress bar per side toward the target, and the chart.

``ScoreModel`` (score_model.py) holds the sheet and ``ScoreChart`` (score_chart.py)
draws it; ``ScoreDelegate`` paints a cell compactly.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QCoreApplication, QModelIndex, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QIcon, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QGridLayout, QHeaderView, QLabel, QProgressBar, QSizePolicy, QStyle,
    QStyledItemDelegate, QStyleOptionHeaderV2, QStyleOptionProgressBar, QStyleOptionViewItem, QStylePainter,
    QTableView, QVBoxLayout, QWidget,
)

from rackoapp.controller.texts import TEAM_JOIN
from rackoapp.engine import RoundResult, Rules

from ..plain import as_plain
from ..quiet import quiet
from .elided_label import NameLabel, elide_name
from .rules_words import rules_line
from .score_chart import ScoreChart
from .score_model import (
    CROWN, DEALER_FILL, DEALER_RIM, DEALER_TEXT, DOT, STAR, STAR_DARK, STAR_LIGHT, ScoreModel, is_dark,
    series_color, total_tip,
)


CELL_PADDING = 10  # a cell's margins, left and right
MIN_SHEET_HEIGHT = 110  # the score sheet at its smallest, names and rows together


class ScoreDelegate(QStyledItemDelegate):
    """Paints a score cell compactly: markers (dealer chip, Rack-O star), then the round's points
    and, fainter, the running total, on the right."""

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
        r = QRectF(option.rect).adjusted(4, 0, 4 - CELL_PADDING, 0)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = r.left()
        d = min(15.0, r.height() - 4)
        font = QFont(option.font)
        bold = QFont(font)
        bold.setBold(True)
        main_font = bold if rackout else font
        small = scaled_font(font, 0.9)  # the running total's
        fm_main, fm_small = QFontMetrics(main_font), QFontMetrics(small)
        main = str(points)
        w_points = fm_main.horizontalAdvance(main)
        # Decided once for the whole sheet (its narrowest column, its widest numbers): a column
        # that showed "25 · 25", "★ 75", "5 · 105" read as points and totals mixed (playtest).
        table = widget if isinstance(widget, ScoreTable) else None
        keep_chip, keep_tail, star_size = table.parts() if table is not None else (True, True, STAR_FULL)
        star_font = main_font if star_size == STAR_FULL else star_small_font(main_font)
        # The markers stand just left of the widest numbers a cell can hold, in slots that line up
        # down the column: at the cell's left edge, in a wide sheet, a dealer's chip sat beside the
        # column before's numbers and read as theirs (visual review).
        widest = QFontMetrics(bold).horizontalAdvance("000") + (
            fm_small.horizontalAdvance(f" {DOT} 0000") if keep_tail else 0)
        star_w = QFontMetrics(star_font).horizontalAdvance(STAR + " ") if star_size else 0
        x = max(r.left(), r.right() - widest - star_w - (d + 3 if keep_chip else 0))
        if dealer and keep_chip:
            chip = QRectF(x, r.center().y() - d / 2, d, d)
            painter.setPen(QPen(DEALER_RIM, 1.0))
            painter.setBrush(DEALER_FILL)
            painter.drawEllipse(chip.adjusted(0.5, 0.5, -0.5, -0.5))
            f = QFont(option.font)
            f.setBold(True)
            f.setPixelSize(max(7, int(d * 0.62)))
            painter.setFont(f)
            painter.setPen(DEALER_TEXT)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
        if keep_chip:
            x += d + 3
        if rackout and star_size:
            painter.setFont(star_font)
            painter.setPen(STAR_DARK if is_dark(pal) else STAR_LIGHT)
            painter.drawText(QRectF(x, r.top(), star_w, r.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, STAR)
        tail = f" {DOT} {total}" if keep_tail else ""
        tx = r.right() - w_points - (fm_small.horizontalAdvance(tail) if tail else 0)
        painter.setFont(main_font)
        painter.setPen(text)
        painter.drawText(QRectF(tx, r.top(), w_points + 2, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, main)
        if tail:
            painter.setFont(small)
            painter.setPen(faint)
            painter.drawText(QRectF(tx + w_points, r.top(), r.right() - tx - w_points + 2, r.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, tail)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        fm = QFontMetrics(option.font)
        return QSize(fm.horizontalAdvance(f"D {STAR} 000 {DOT} 0000") + 12, fm.height() + 8)


STAR_FULL, STAR_SMALL = "full", "small"  # the Rack-O star's two sizes in a cell ("": none)


def scaled_font(font: QFont, factor: float) -> QFont:
    scaled = QFont(font)
    if scaled.pointSizeF() > 0:
        scaled.setPointSizeF(font.pointSizeF() * factor)
    else:
        scaled.setPixelSize(max(6, int(font.pixelSize() * factor)))
    return scaled


def star_small_font(font: QFont) -> QFont:
    return scaled_font(font, 0.8)


def cell_parts(room: float, w_points: float, w_with_total: float, w_star: float, w_small_star: float,
               w_chip: float = 0.0) -> tuple[bool, bool, str]:
    """What the sheet's cells keep besides the round's points: (the dealer's chip, the running
    total, the Rack-O star's size or ""). The chip goes first: who dealt a round long past
    matters least, and the progress bars show the totals. Then the star shrinks, then the total
    goes, so the star stays wherever it fits beside the points: the legend promises it (playtest:
    a whole match's Rack-Os showed no star; a Rack-O's points are bold, but that is not enough)."""
    if w_chip + w_with_total + w_star <= room:
        return True, True, STAR_FULL
    if w_with_total + w_star <= room:
        return False, True, STAR_FULL
    if w_with_total + w_small_star <= room:
        return False, True, STAR_SMALL
    if w_points + w_star <= room:
        return False, False, STAR_FULL
    return False, False, STAR_SMALL if w_points + w_small_star <= room else ""


class NameHeader(QHeaderView):
    """The score sheet's column heads: a head too wide for its column goes onto two lines at a
    space ("Player" over "1"; a team after its " &"), and a line still too wide is cut as
    ``elide_name`` cuts it: its first letters and the short words that tell it apart ("Pla… 1 &"),
    or its first letter ("B…", where Qt left a bare "…" beside a whole "Cleo" at
    QT_SCALE_FACTOR=2, playtest)."""

    def __init__(self, parent=None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._two_lines = False
        self.sectionResized.connect(self._fit_height)
        self.sectionCountChanged.connect(self._fit_height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # Stretched sections change with the header's width and say nothing: look once they have.
        QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self, *_) -> None:
        """As tall as two lines while a head needs them ("Player" over "1", 4 seats, playtest)."""
        two = any("\n" in self.shown(c) for c in range(self.count()))
        if two != self._two_lines:
            self._two_lines = two
            self.updateGeometry()
            table = self.parentWidget()
            if table is not None and hasattr(table, "updateGeometries"):
                table.updateGeometries()

    def paintSection(self, painter: QPainter, rect, logical: int) -> None:  # noqa: N802 - Qt's name
        if not rect.isValid():
            return
        opt = self._option(logical, rect)
        opt.text = self._cut(opt, rect.width(), logical)
        opt.textElideMode = Qt.TextElideMode.ElideNone
        painter.save()
        painter.setFont(self._font(logical))
        self.style().drawControl(QStyle.ControlElement.CE_Header, opt, painter, self)
        painter.restore()

    def shown(self, logical: int) -> str:
        """The head of column ``logical`` as it is painted now."""
        rect = QRect(0, 0, self.sectionSize(logical), self.height())
        return self._cut(self._option(logical, rect), rect.width(), logical)

    def _font(self, logical: int | None) -> QFont:
        """The font a head is painted in: the header's, bold for the winner. Measured in the plain
        font, the winner's bold head was clipped without an ellipsis or a second line (playtest)."""
        model = self.model()
        wanted = model.headerData(logical, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) \
            if model is not None and logical is not None else None
        font = QFont(self.font())
        if isinstance(wanted, QFont):
            font.setBold(wanted.bold())
        return font

    def _metrics(self, logical: int | None) -> QFontMetrics:
        return QFontMetrics(self._font(logical))

    def _option(self, logical: int, rect) -> QStyleOptionHeaderV2:
        opt = QStyleOptionHeaderV2()
        self.initStyleOptionForIndex(opt, logical)
        opt.rect = rect
        if self.isEnabled():
            opt.state |= QStyle.StateFlag.State_Enabled  # else the players' colour chips paint grey
        if self.window().isActiveWindow():
            opt.state |= QStyle.StateFlag.State_Active
        return opt

    def _cut(self, opt: QStyleOptionHeaderV2, width: int, logical: int | None = None) -> str:
        style = self.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, opt, self)
        icon = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, opt, self)
        room = width - 2 * margin - (icon + margin if not opt.icon.isNull() else 0)
        fm = self._metrics(logical)
        text = opt.text
        if fm.horizontalAdvance(text) <= room or " " not in text.strip():
            return elide_name(fm, text, room)
        if TEAM_JOIN in text:
            # A team on two lines, each name whole where it fits ("Player …layer 3", playtest).
            first, second = text.split(TEAM_JOIN, 1)
            first += TEAM_JOIN.rstrip()
        else:
            # At the last space that leaves a first line that fits, else at the first space.
            words = text.split(" ")
            cuts = [k for k in range(len(words) - 1, 0, -1) if fm.horizontalAdvance(" ".join(words[:k])) <= room]
            k = cuts[0] if cuts else 1
            first, second = " ".join(words[:k]), " ".join(words[k:])
        return "\n".join(elide_name(fm, line, room) for line in (first, second))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Room for two lines while a head needs them; a team's, always (its columns are few)."""
        hint = super().sizeHint()
        model = self.model()
        teams = model is not None and any(TEAM_JOIN in str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                                          for c in range(model.columnCount()))
        if teams or self._two_lines:
            hint.setHeight(max(hint.height(), 2 * self.fontMetrics().lineSpacing() + 8))
        return hint


class ScoreTable(QTableView):
    """The score sheet's table: never narrower than all its columns at their least (dragged
    narrower, the side panel scrolled a player's column out of sight, playtest), and never
    taller than its rounds (and one to come) need, at most ``ROWS`` of them: the rest of the
    panel's room goes to the move log. An empty sheet took 230 px of a 1366x768 laptop's panel
    and left the log six lines, the coach's verdicts cut in two (laptop play-test)."""

    ROWS = (4, 6)  # the fewest and the most rows it asks room for; more scroll

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setHorizontalHeader(NameHeader(self))
        # The rounds' labels grow ("Round 1" once a round is played): the least width with them.
        self.verticalHeader().geometriesChanged.connect(self.updateGeometry)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Maximum)
        self.setSizePolicy(policy)

    def setModel(self, model) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        # A round more asks for a row more (the layout reads the hint again).
        model.rowsInserted.connect(self.updateGeometry)
        model.rowsRemoved.connect(self.updateGeometry)
        model.modelReset.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        model = self.model()
        fewest, most = self.ROWS
        rows = min(max((model.rowCount() if model is not None else 0) + 1, fewest), most)
        header = self.horizontalHeader()
        height = (header.sizeHint().height() if not header.isHidden() else 0) \
            + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
        return QSize(hint.width(), max(height, self._least_height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        columns = self.model().columnCount() if self.model() is not None else 0
        width = (self.rounds_width() + columns * self.horizontalHeader().minimumSectionSize()
                 + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width())
        return QSize(max(hint.width(), width), max(hint.height(), self._least_height()))

    def _least_height(self) -> int:
        """Room under the names for two rounds, or for "No rounds played yet" as it wraps: at a
        large font and 1.5x, the names on two lines left the words a sliver, cut at the top and
        the bottom (accessibility review)."""
        header = self.horizontalHeader()
        names = header.sizeHint().height() if not header.isHidden() else 0
        width = max(1, self.viewport().width() - 16)
        words = self.fontMetrics().boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, self.placeholder())
        rows = max(2 * self.verticalHeader().defaultSectionSize(), words.height() + 16)
        return max(MIN_SHEET_HEIGHT, names + rows + 2 * self.frameWidth())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Scrolled to the newest round, it stays there as the sheet's room changes: after Play on
        from here the record bar went, the sheet shrank from the bottom, and rounds 8 and 9 stood
        below it (laptop play-test). Scrolled back by the player, it stays where it was."""
        bar = self.verticalScrollBar()
        newest = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the names and the placeholder wrap anew: ``_least_height``
        if newest:
            self.scrollToBottom()
            QTimer.singleShot(0, self, self.scrollToBottom)  # once the range has followed

    def rounds_width(self) -> int:
        """The round labels' column: as wide as it is, or as round 10's label will make it. It
        grew when the first round's label came, and the whole table shifted as the side panel
        widened (fractional scaling review)."""
        header, model = self.verticalHeader(), self.model()
        width = header.sizeHint().width()
        if model is None:  # before the panel sets its model
            return width
        option = QStyleOptionHeaderV2()
        option.initFrom(header)
        option.orientation = Qt.Orientation.Vertical
        option.text = model.round_label(max(model.rowCount(), 10) - 1)
        label = header.style().sizeFromContents(QStyle.ContentsType.CT_HeaderSection, option, QSize(), header)
        return max(width, label.width())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.columnCount() and not model.rowCount():
            # Before the first round's end the sheet was a blank box under the names (playtest).
            p = QPainter(self.viewport())
            p.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            p.drawText(self.viewport().rect().adjusted(8, 8, -8, -8),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder())
            p.end()

    def placeholder(self) -> str:
        return QCoreApplication.translate("ScorekeeperPanel", "No rounds played yet")

    def parts(self) -> tuple[bool, bool, str]:
        """``cell_parts`` for every cell of the sheet: its narrowest column, its widest numbers."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        header = self.horizontalHeader()
        room = min((header.sectionSize(c) for c in range(columns)), default=0) - CELL_PADDING
        wide_points, wide_total = model.widest if model is not None else ("0", "0")
        font = self.font()
        bold = QFont(font)
        bold.setBold(True)
        small = scaled_font(font, 0.9)
        fm_bold = QFontMetrics(bold)
        w_points = fm_bold.horizontalAdvance(wide_points)
        chip = min(15.0, self.verticalHeader().defaultSectionSize() - 4) + 3
        return cell_parts(room, w_points, w_points + QFontMetrics(small).horizontalAdvance(f" {DOT} {wide_total}"),
                          fm_bold.horizontalAdvance(STAR + " "),
                          QFontMetrics(star_small_font(bold)).horizontalAdvance(STAR + " "), chip)


class ScoreBar(QProgressBar):
    """A side's progress toward the target, filled with its colour.

    The colour is given to the style at each paint, not kept in the bar's palette: high contrast's
    style sheet keeps each widget's palette while it is on and puts it back when it goes, so a
    bar coloured in between kept high contrast's pale fill after it was turned off (playtest)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fill = QColor()

    def fill(self) -> QColor:
        return QColor(self._fill)

    def set_fill(self, color: QColor) -> None:
        if color != self._fill:
            self._fill = QColor(color)
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        option = QStyleOptionProgressBar()
        self.initStyleOption(option)
        if self._fill.isValid():
            option.palette.setColor(QPalette.ColorRole.Highlight, self._fill)
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_ProgressBar, option)


class ScorekeeperPanel(QWidget):
    """The score sheet table, a progress bar per seat/team and the totals chart."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model = ScoreModel(self)
        self._rules = Rules()
        self._winner: int | None = None

        self.table = ScoreTable(self)
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
        # Cut in the middle (NameHeader): names alike at the start stay apart (three hot-seat
        # columns read "Playe… Playe… Playe…", playtest); "Pla…r 1" keeps what tells them apart.
        self.table.horizontalHeader().setMinimumSectionSize(48)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(self.font()).height() + 8)
        self.table.verticalHeader().setHighlightSections(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

        self.bars_box = QWidget(self)
        self.bars_layout = QGridLayout(self.bars_box)
        self.bars_layout.setContentsMargins(0, 0, 0, 0)
        self.bars_layout.setHorizontalSpacing(8)
        self.bars_layout.setVerticalSpacing(4)
        self.bars: list[ScoreBar] = []
        self.bar_labels: list[QLabel] = []
        self.bar_totals: list[QLabel] = []  # "30 / 75" beside each bar, not on it

        self.chart = ScoreChart(self)

        self.target_label = QLabel(self)
        self.target_label.setObjectName("targetLabel")
        self.target_label.setWordWrap(True)  # the panel may be narrow (a small or scaled screen)
        # The match's options under the target: nothing else on the table says them (playtest).
        self.rules_label = QLabel(self)
        self.rules_label.setObjectName("rulesLine")
        self.rules_label.setWordWrap(True)
        quiet(self.rules_label)
        self.legend_label = QLabel(self)
        self.legend_label.setObjectName("scoreLegend")
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        quiet(self.legend_label)
        # Its words follow the sheet's cells, and as one line they set the panel's least width:
        # at 800x600 the panel grew and shrank by 20 to 40 pixels at a round's end, the table
        # jumping with it (playtest). It wraps instead.
        self.legend_label.setWordWrap(True)

        # The chart and its rule come and go together: in a short window they give their room
        # to the move log (``set_chart_room``).
        self.chart_box = QWidget(self)
        line = QFrame(self.chart_box)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        box = QVBoxLayout(self.chart_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        box.addWidget(line)
        box.addWidget(self.chart, 1)
        self._chart_room = True

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        lay.addWidget(self.target_label)
        lay.addWidget(self.rules_label)
        lay.addWidget(self.bars_box)
        lay.addWidget(self.table, 3)
        lay.addWidget(self.legend_label)
        lay.addWidget(self.chart_box, 2)
        # Once the columns have their new widths (the header tells of each before it has them all).
        self._explain_soon = QTimer(self, singleShot=True, interval=0)
        self._explain_soon.timeout.connect(self._explain)
        self.table.horizontalHeader().sectionResized.connect(self._explain_soon.start)
        self.reset((), Rules())  # no match yet: no names (behind the start question, none is in play)

    # -- the interface --------------------------------------------------------
    def reset(self, names: Sequence[str], rules: Rules) -> None:
        self._rules = rules
        self._winner = None
        self.model.reset(names, rules)
        self.table.updateGeometry()  # as many columns to make room for as there are sides
        self._rebuild_bars()
        self._refresh()

    def set_results(self, results: Sequence[RoundResult], totals: Sequence[int],
                    winner: int | None) -> None:
        self.model.set_results(results, totals, winner)
        self._winner = self.model.winner
        self._refresh()
        if self.model.rowCount():
            self.table.scrollToBottom()
            # Again once the rows are laid out: a round taken away (a record stepped back) left
            # the newest row below the bottom, scrolled to by the old rows' heights (playtest).
            QTimer.singleShot(0, self.table, self.table.scrollToBottom)

    # -- inside -----------------------------------------------------------------
    def _explain(self) -> None:
        """The legend and the sheet's tooltip name what its cells show at this width: a chip
        or a total they have no room for is not promised (playtest)."""
        chip, total, _star = self.table.parts()
        star = (STAR_DARK if is_dark(self.palette()) else STAR_LIGHT).name()
        legend = [self.tr("points {dot} total").format(dot=DOT) if total else self.tr("points"),
                  f"<span style='color:{star}'>{STAR}</span> Rack\u2011O"]  # a hyphen that never breaks
        tips = [self.tr("Each cell: the round's points {dot} the running total.").format(dot=DOT) if total
                else self.tr("Each cell: the round's points; the bars above show the totals.")]
        if chip:
            legend.append("<span style='background:#f2c14e;color:#3b2a00'><b>&nbsp;D&nbsp;</b></span> "
                          + self.tr("dealer"))
            tips.append(self.tr("D: the dealer."))
        tips.append(self.tr("{star}: went Rack-O.").format(star=STAR))
        # Each entry on one line: in a narrow panel the legend broke "Rack-" from "O" and the star
        # from its name (fractional scaling review); it wraps between its entries.
        text = " \u2003 ".join(f"<span style='white-space:nowrap'>{entry}</span>" for entry in legend)
        if text != self.legend_label.text():
            self.legend_label.setText(text)
        self.table.setToolTip(" ".join(tips))

    def _colors(self) -> list[QColor]:
        return [series_color(c, self.palette()) for c in range(self.model.columnCount())]

    def _rebuild_bars(self) -> None:
        while self.bars_layout.count():
            item = self.bars_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
            shiboken6.delete(item)  # ``takeAt`` leaves the layout's item to no one
        self.bars, self.bar_labels, self.bar_totals = [], [], []
        for c, name in enumerate(self.model.column_names):
            label = NameLabel(name, self.bars_box)
            bar = ScoreBar(self.bars_box)
            # The total beside the bar: written on it, the fill's edge cut a digit in two colours
            # ("30 / 75" read as "0 / 75", playtest).
            bar.setTextVisible(False)
            # The name comes first, the bar takes the rest: at 1.5x in an 800-pixel window the
            # panel is about 200 pixels wide, and the bars kept 60 of them while two teams read
            # "Mom & …" and "Ada & C…" (playtest).
            bar.setMinimumWidth(24)
            bar.setSizePolicy(QSizePolicy.Policy.Ignored, bar.sizePolicy().verticalPolicy())
            bar.setFixedHeight(max(8, QFontMetrics(self.font()).height() * 2 // 3))
            total = QLabel(self.bars_box)
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.bars_layout.addWidget(label, c, 0)
            self.bars_layout.addWidget(bar, c, 1)
            self.bars_layout.addWidget(total, c, 2)
            self.bars.append(bar)
            self.bar_labels.append(label)
            self.bar_totals.append(total)
        self.bars_layout.setColumnStretch(1, 1)

    def _refresh(self) -> None:
        colors = self._colors()
        self.model.set_colors(colors)
        target = self._rules.target
        totals = self.model.totals
        names = self.model.column_names
        self._explain()
        # No match yet: no sheet, no legend, no chart (empty frames read as a broken panel).
        for part in (self.table, self.legend_label, self.rules_label):
            part.setVisible(bool(names))
        self.rules_label.setText(rules_line(self._rules) if names else "")
        self.chart_box.setVisible(bool(names) and self._chart_room)
        if not names:
            self.target_label.clear()
        elif target == 1:  # "Play to 1 points" (copy review)
            self.target_label.setText(self.tr("Play to <b>1</b> point: the highest team total wins") if
                                      self._rules.partners else self.tr("Play to <b>1</b> point: the highest total wins"))
        elif self._rules.partners:
            self.target_label.setText(self.tr("Play to <b>{target}</b> points: the highest team total wins").format(
                target=target))
        else:
            self.target_label.setText(self.tr("Play to <b>{target}</b> points: the highest total wins").format(
                target=target))
        for c, bar in enumerate(self.bars):
            total = totals[c] if c < len(totals) else 0
            bar.setRange(0, target)
            bar.setValue(max(0, min(total, target)))
            bar.setFormat(f"{total} / {target}")
            bar.setAccessibleName(self.tr("{name}: progress towards the target").format(name=names[c]))
            bar.set_fill(colors[c])
            won = self._winner == c
            label = self.bar_labels[c]
            f = QFont(self.font())
            f.setBold(won)
            label.setFont(f)
            self.bar_totals[c].setFont(f)
            self.bar_totals[c].setText(bar.text())
            # The crown and bold say it: "★ Ada & Cleo — winner" was cut to "— win…" beside the bar
            # (playtest); the bar's tooltip says it in words. Where the name has no room for the
            # crown as well, the crown gives way, not the name ("♛ Jij & Br…" at 1.5x, review).
            label.setText(f"{CROWN} {names[c]}" if won else names[c], names[c] if won else "")
            bar.setToolTip(total_tip(names[c], total, target, won))
            self.bar_totals[c].setToolTip(bar.toolTip())
            # Its own words: without them Qt hands the tooltip's markup to a screen reader, as
            # "<p>You: 10 of 75 points</p>" (numbers review).
            bar.setAccessibleDescription(as_plain(bar.toolTip()))
        self.chart.set_data(names, self.model.running_totals(), target, self._winner, colors)

    def chart_need(self) -> int:
        """The height the chart adds to the panel when it is shown."""
        return self.chart_box.minimumSizeHint().height() + self.layout().spacing()

    def chart_shown(self) -> bool:
        return self.chart_box.isVisibleTo(self)

    def set_chart_room(self, room: bool) -> None:
        """Whether the side panel has the chart's room without scrolling: without it the chart
        steps aside (at 900x480 the chart filled the panel and the moves lay below it, out of
        sight, playtest); the totals stay on the bars and the sheet."""
        if room != self._chart_room:
            self._chart_room = room
            self.chart_box.setVisible(bool(self.model.column_names) and room)

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
