"""The score sheet as a table model: a row per finished round, a column per side.

A side is a seat, or with partners a team (the engine's ``Rules.teams``);
its points and totals are the engine's ``side_totals``. The model only
arranges them for display, with the series colours the bars and the chart share.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, QRectF, Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QIcon, QPainter, QPalette, QPixmap

from rackoapp.controller import graphemes
from rackoapp.controller.engine_text import Count
from rackoapp.controller.texts import TEAM_JOIN, isolated, left_to_right
from rackoapp.engine import TURN_CAP, Rules, RoundResult, run_bonuses, side_totals
from rackoapp.engine.rack import longest_run

from rackoapp.ui.plain import as_plain, esc, tip

_SERIES = (
    ("#2f6fd0", "#72aaff"),  # blue
    ("#d2651a", "#ffa45c"),  # orange
    ("#23924a", "#5fd487"),  # green
    ("#9a45c8", "#cf94ff"),  # purple
)
DEALER_FILL = QColor("#f2c14e")
DEALER_RIM = QColor("#a87a12")
DEALER_TEXT = QColor("#3b2a00")
STAR_LIGHT = QColor("#c98a00")
STAR_DARK = QColor("#ffcf40")
STAR = "\u2605"  # ★, a Rack-O on the score sheet
# The match's winner beside the bars and in the chart: not the star, which the sheet's legend
# says is a Rack-O (one sign for two things, playtest).
CROWN = "\u265b"  # ♛
DOT = "\u00b7"   # ·


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def series_color(index: int, palette: QPalette | None = None) -> QColor:
    """The colour of column ``index`` in the table header, the bars and the chart."""
    if palette is None:
        palette = QGuiApplication.palette()
    light, dark = _SERIES[index % len(_SERIES)]
    return QColor(dark if is_dark(palette) else light)


def total_tip(name: str, total: int, target: int, won: bool) -> str:
    """A side's total against the target, as its column head and its bar say when pointed at."""
    if target == 1:  # the New Game dialog allows a target of 1: "0 of 1 points" (review)
        text = (QCoreApplication.translate("ScoreModel", "{name}: {total} of 1 point \u2014 winner") if won
                else QCoreApplication.translate("ScoreModel", "{name}: {total} of 1 point"))
    else:
        text = (QCoreApplication.translate("ScoreModel", "{name}: {total} of {target} points \u2014 winner") if won
                else QCoreApplication.translate("ScoreModel", "{name}: {total} of {target} points"))
    return tip(text.format(name=isolated(name), total=total, target=target))


TEAM_NAME = 14  # characters a partner's name keeps in a team's name


def columns_for(names: Sequence[str], rules: Rules) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score sheet's columns: (header, seats), one per side of the engine's ``rules.teams``."""
    def name(seat: int) -> str:
        if seat < len(names):
            return str(names[seat])
        return QCoreApplication.translate("ScoreModel", "Seat {number}").format(number=seat + 1)

    def partner(seat: int) -> str:
        whole = name(seat)
        return whole if len(whole) <= TEAM_NAME else graphemes.head(whole, TEAM_NAME - 1).rstrip() + "\u2026"

    def side(team: tuple[int, ...]) -> str:
        if len(team) == 1:
            return name(team[0])
        # Each partner's long name is shortened on its own: cut as a whole, "Bartholomeus van
        # der Hei…" hid the partner altogether (playtest).
        return TEAM_JOIN.join(partner(seat) for seat in team)

    if not names:  # no match on the table
        return ()
    return tuple((side(team), team) for team in rules.teams)


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
        # The widest round's points and running total (texts): every cell gives up the same parts.
        self.widest = ("0", "0")
        self._winner: int | None = None      # column
        self._colors: list[QColor] = []

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
        self._points = [list(side_totals(self._rules, r.scores)) for r in self._results]
        col_totals = list(side_totals(self._rules, totals))
        # Running totals end at the match totals (whatever the match started from).
        start = [col_totals[c] - sum(p[c] for p in self._points) for c in range(len(cols))]
        self._running = []
        run = start[:]
        for p in self._points:
            run = [run[c] + p[c] for c in range(len(cols))]
            self._running.append(run)
        self._totals = col_totals
        self._winner = winner if winner is not None and 0 <= winner < len(cols) else None
        self.widest = (str(max((max(p) for p in self._points), default=0)),
                       str(max((max(r) for r in self._running), default=0)))
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
        def who(seat: int) -> str:
            return esc(isolated(self._seat_name(seat)))

        lines = [self.tr("<b>{name}</b>, round {number}: {points} points, total {total}").format(
            name=esc(isolated(name)), number=row + 1, points=self._points[row][col], total=self._running[row][col])]
        if len(self._columns[col][1]) > 1:
            # "Player 1 15 + Player 3 10" read as "Player 115" (numbers review): as sides_text.
            each = QCoreApplication.translate("GameController", "{name}: {points}")
            parts = [each.format(name=who(s), points=r.scores[s])
                     for s in self._columns[col][1] if s < len(r.scores)]
            lines.append(" + ".join(parts))
        if self._went_rackout(row, col):
            lines.append(f"{STAR} " + self.tr("{name} went Rack-O").format(name=who(r.rackout)))
        # The run bonus was told on the round's banner only; here it is for good (playtest).
        bonuses = run_bonuses(self._rules, r.racks, r.rackout) if r.racks else ()
        # One line for the team, as the banner says it: a line for each partner said "Including
        # the run bonus" twice over (playtest).
        parts = [self.tr("{name} +{bonus} (run of {length})").format(
            name=who(s), bonus=bonuses[s], length=longest_run(r.racks[s]))
            for s in self._columns[col][1] if s < len(bonuses) and bonuses[s]]
        if parts:
            lines.append(self.tr("Including the run bonus: {parts}").format(parts=", ".join(parts)))
        if self._is_dealer(row, col):
            lines.append(self.tr("{name} dealt this round").format(name=who(r.dealer)))
        return left_to_right("<br>".join(lines))

    def round_label(self, section: int) -> str:
        """The label of round ``section + 1``'s row, played or not."""
        # Three names and more, or a team's two, need the room: the tooltip still says "Round 1"
        # ("Player …layer 3" over a team's column at 1280x800, second playtest).
        if len(self._columns) > 2 or any(len(seats) > 1 for _, seats in self._columns):
            return str(section + 1)
        return self.tr("Round {number}").format(number=section + 1)

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
                return total_tip(name, self._totals[section], self._rules.target, self._winner == section)
            return None
        if not 0 <= section < len(self._results):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.round_label(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            r = self._results[section]
            if r.rackout is not None and r.turns == 1:  # "after 1 turns" (code review)
                return tip(self.tr("Round {number}: {dealer} dealt; {name} went Rack-O on the first turn.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), name=self._seat_name(r.rackout)))
            if r.rackout is not None:
                return tip(self.tr("Round {number}: {dealer} dealt; {name} went Rack-O after {turns} turns.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), name=self._seat_name(r.rackout),
                    turns=r.turns))
            if r.ended_by == TURN_CAP:
                return tip(self.tr("Round {number}: {dealer} dealt; no Rack-O: the round stopped after "
                                   "{turns:,} turns.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), turns=Count(r.turns)))
            if self._rules.max_rebuilds == 0:
                return tip(self.tr("Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out after {turns} "
                                   "turns, and these rules never rebuild it.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), turns=r.turns))
            # As the banner and the log say it: "too often" left the count to be found (review).
            if self._rules.max_rebuilds == 1:
                return tip(self.tr("Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after "
                                   "1 rebuild, after {turns} turns.").format(
                    number=section + 1, dealer=self._seat_name(r.dealer), turns=r.turns))
            return tip(self.tr("Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after "
                               "{count} rebuilds, after {turns} turns.").format(
                number=section + 1, dealer=self._seat_name(r.dealer), count=self._rules.max_rebuilds,
                turns=r.turns))
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
