"""The score sheet model and the scorekeeper panel (offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from rackoapp.engine import Rules, RoundResult, SeatInfo, match_winner
from rackoapp.ui.panels.score_chart import ScoreChart
from rackoapp.ui.panels.score_model import CROWN as CROWN_MARK, ScoreModel
from rackoapp.ui.panels.scorekeeper import ScorekeeperPanel

P, T, D = ScoreModel.PointsRole, ScoreModel.TotalRole, ScoreModel.DealerRole
DISPLAY = Qt.ItemDataRole.DisplayRole


def rr(dealer, rackout, scores):
    return RoundResult(dealer=dealer, rackout=rackout, scores=tuple(scores), turns=20,
                       racks=tuple(tuple(range(1, 11)) for _ in scores))


THREE = [rr(0, 1, (35, 75, 20)), rr(1, 2, (40, 10, 75)), rr(2, None, (15, 25, 30))]
THREE_TOTALS = (90, 110, 125)


def cell(model, row, col, role):
    return model.data(model.index(row, col), role)


@pytest.fixture
def panel(qtbot):
    w = ScorekeeperPanel()
    qtbot.addWidget(w)
    return w


def test_three_seats_cells(panel):
    m = panel.model
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3))
    assert m.rowCount() == 0 and m.columnCount() == 3
    panel.set_results(THREE, THREE_TOTALS, None)
    assert m.rowCount() == 3
    assert [m.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["You", "Ada", "Bram"]
    assert [m.headerData(r, Qt.Orientation.Vertical) for r in range(3)] == ["1", "2", "3"]
    points = [[cell(m, r, c, P) for c in range(3)] for r in range(3)]
    totals = [[cell(m, r, c, T) for c in range(3)] for r in range(3)]
    assert points == [[35, 75, 20], [40, 10, 75], [15, 25, 30]]
    assert totals == [[35, 75, 20], [75, 85, 95], [90, 110, 125]]
    # The dealer rotates: seat r deals round r+1.
    assert [[cell(m, r, c, D) for c in range(3)] for r in range(3)] == \
        [[True, False, False], [False, True, False], [False, False, True]]
    assert cell(m, 1, 0, DISPLAY) == "40 \u00b7 75"
    assert cell(m, 0, 1, DISPLAY) == "\u2605 75 \u00b7 75"  # Rack-O starred
    assert cell(m, 0, 1, Qt.ItemDataRole.FontRole).bold()
    assert cell(m, 0, 0, Qt.ItemDataRole.FontRole) is None
    assert cell(m, 0, 0, Qt.ItemDataRole.DecorationRole) is None  # the delegate paints the dealer chip
    assert not any(cell(m, 2, c, ScoreModel.RackoutRole) for c in range(3))  # stopped round
    assert "dealt" in cell(m, 0, 0, Qt.ItemDataRole.ToolTipRole)
    assert "; no Rack-O" in m.headerData(2, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)


def test_partners_team_columns(panel):
    m = panel.model
    panel.reset(["You", "Ada", "Bram", "Cleo"], Rules(seats=4, partners=True))
    rounds = [rr(3, 0, (125, 20, 100, 35)), rr(0, 3, (10, 50, 25, 125)),
              rr(1, 1, (5, 75, 15, 40))]
    seat_totals = (140, 145, 140, 200)
    panel.set_results(rounds, seat_totals, match_winner(panel.model.rules, seat_totals))
    assert m.columnCount() == 2
    assert [m.headerData(c, Qt.Orientation.Horizontal) for c in range(2)] == \
        ["You & Bram", "Ada & Cleo"]
    assert [[cell(m, r, c, P) for c in range(2)] for r in range(3)] == \
        [[225, 55], [35, 175], [20, 115]]
    assert [[cell(m, r, c, T) for c in range(2)] for r in range(3)] == \
        [[225, 55], [260, 230], [280, 345]]
    # Dealers 3, 0, 1: teams B, A, B.
    assert [[cell(m, r, c, D) for c in range(2)] for r in range(3)] == \
        [[False, True], [True, False], [False, True]]
    assert cell(m, 0, 0, DISPLAY) == "\u2605 225 \u00b7 225"
    assert cell(m, 1, 1, DISPLAY) == "\u2605 175 \u00b7 230"
    assert m.totals == (280, 345)
    assert "Bram: 100" in cell(m, 0, 0, Qt.ItemDataRole.ToolTipRole)


def test_running_totals_end_at_the_match_totals(panel):
    # A match continued from elsewhere: totals above the sum of the shown rounds.
    panel.reset(["You", "Ada"], Rules())
    panel.set_results([rr(0, 1, (20, 75))], (120, 175), None)
    assert cell(panel.model, 0, 0, T) == 120 and cell(panel.model, 0, 1, T) == 175
    assert panel.chart.series == [[100, 120], [100, 175]]


def test_panel_bars_and_chart(panel):
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3, target=100))
    assert [b.value() for b in panel.bars] == [0, 0, 0]
    assert panel.chart.series == [[0], [0], [0]]
    panel.set_results(THREE, THREE_TOTALS, match_winner(Rules(seats=3, target=100), THREE_TOTALS))
    assert panel.model.winner == 2
    assert [b.maximum() for b in panel.bars] == [100, 100, 100]
    assert [b.value() for b in panel.bars] == [90, 100, 100]  # capped at the target
    assert [b.text() for b in panel.bars] == ["90 / 100", "110 / 100", "125 / 100"]
    # Beside each bar, not on it: the fill's edge cut a digit in two colours (playtest).
    assert [t.text() for t in panel.bar_totals] == ["90 / 100", "110 / 100", "125 / 100"]
    assert not any(b.isTextVisible() for b in panel.bars)
    assert panel.bar_labels[2].text() == "\u265b Bram" and panel.bar_labels[2].font().bold()
    assert "Bram: 125 of 100 points \u2014 winner" in panel.bars[2].toolTip()
    # Words of its own for a screen reader: the tooltip's markup was read out (numbers review).
    assert panel.bars[2].accessibleDescription() == "Bram: 125 of 100 points \u2014 winner"
    assert panel.bar_labels[0].text() == "You"
    assert panel.chart.series == [[0, 35, 75, 90], [0, 75, 85, 110], [0, 20, 95, 125]]
    assert panel.chart.target == 100
    assert cell(panel.model, 0, 2, Qt.ItemDataRole.BackgroundRole) is not None  # winner column
    assert cell(panel.model, 0, 1, Qt.ItemDataRole.BackgroundRole) is None
    assert panel.model.headerData(2, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole).bold()
    panel.resize(360, 600)
    panel.show()
    assert not panel.grab().isNull()  # paints, chart included
    assert not panel.chart.grab().isNull()


def test_reset_clears_and_changes_columns(panel, qtbot):
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3))
    panel.set_results(THREE, THREE_TOTALS, None)
    panel.reset(["A", "B", "C", "D"], Rules(seats=4))
    assert panel.model.rowCount() == 0 and panel.model.columnCount() == 4
    assert len(panel.bars) == 4 and [b.value() for b in panel.bars] == [0] * 4
    panel.reset(["A", "B", "C", "D"], Rules(seats=4, partners=True))
    assert len(panel.bars) == 2


def test_chart_paints_many_rounds_and_a_score_past_the_target(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 180)
    series = [[0] + [10 * i for i in range(1, 61)], [0] + [12 * i for i in range(1, 61)]]
    chart.set_data(["You", "Ada"], series, 500, winner=1)
    assert not chart.grab().isNull()
    chart.set_data(["You"], [[0]], 75)  # no rounds yet
    assert not chart.grab().isNull()


def test_the_charts_value_labels_never_print_over_each_other_at_a_large_font(qtbot):
    """At an 18 pt system font the chart kept 140 px, a plot of 38 px, and its four labels 24 px
    tall stood 12.7 px apart, one over the other (accessibility review). It asks for the room its
    font needs; squeezed below it, it labels fewer lines."""
    from PySide6.QtGui import QFont, QFontMetrics

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_data(["You", "Ada", "Bea"], [[0, 35, 90], [0, 75, 85], [0, 20, 140]], 500)
    normal = chart.minimumSizeHint().height()
    font = QFont(chart.font())
    font.setPointSizeF(18)
    chart.setFont(font)
    assert chart.minimumSizeHint().height() > normal
    line_h = QFontMetrics(chart._small_font()).height()
    for height in (chart.minimumSizeHint().height(), 140):
        chart.resize(300, height)
        chart.grab()
        ys = [y for _v, y in chart.value_labels]
        assert len(ys) >= 2 and chart.value_labels[0][0] == 0, (height, chart.value_labels)
        assert all(lower - upper >= line_h for lower, upper in zip(ys, ys[1:])), (height, chart.value_labels)
    chart.resize(300, chart.minimumSizeHint().height())
    chart.grab()
    assert len(chart.value_labels) == 4  # 0 to 600: every line labelled in the room asked for


@pytest.mark.parametrize("series, target, low, high", [
    ([[0, 35, 75, 120]], 500, 0, 500),          # the target is the top: room above its line
    ([[0] + [12 * i for i in range(1, 61)]], 500, 0, 720),  # a total past the target
    ([[0, -40, 30], [0, 10, 25]], 75, -40, 75),  # a negative running total (a match resumed low)
    ([[0]], 75, 0, 75),                          # no round yet
])
def test_the_chart_scale_holds_every_total_and_the_target_on_round_steps(series, target, low, high):
    from rackoapp.ui.panels.score_chart import value_axis

    y_min, y_max, step = value_axis(series, target)
    assert y_min <= low and y_max >= high
    assert high > y_max - step or (high == target and y_max - high <= step)  # no empty step on top
    assert y_min > low - step  # nor below
    assert y_min % step == 0 and y_max % step in (0, step // 2)
    assert str(step).rstrip("0") in ("1", "2", "25", "5")
    assert 2 <= (y_max - y_min) / step <= 10  # a readable number of grid lines
    if high == target:
        assert y_max > target  # the target line is not drawn on the frame


def test_the_winners_label_reads_right_for_you_and_for_a_team(panel):
    # "You wins!" and "Ada & Cleo wins!" were the faults (issue 14): the label has no verb.
    rules = Rules(seats=2, target=100)
    panel.reset(["You", "Ada"], rules)
    panel.set_results(THREE[:1], [120, 20], 0)
    assert panel.bar_labels[0].text() == "\u265b You"
    rules = Rules(seats=4, target=100, partners=True)
    panel.reset(["You", "Ada", "Bram", "Cleo"], rules)
    panel.set_results([], [15, 65, 15, 65], 1)
    assert panel.bar_labels[1].text() == "\u265b Ada & Cleo", [b.text() for b in panel.bar_labels]
    assert "wins" not in panel.bar_labels[1].text()


def test_three_and_four_names_fit_their_columns_in_the_side_panel(qtbot):
    """Four columns in the 300-pixel side panel: the rounds are numbered (the tooltip names them)
    so that every name keeps the room its swatch and text need, instead of "Br…"."""
    w = ScorekeeperPanel()
    qtbot.addWidget(w)
    w.resize(290, 400)
    w.reset(["You", "Ada", "Bram", "Cleo"], Rules(seats=4))
    w.set_results([rr(0, 2, (10, 5, 75, 40))], (10, 5, 75, 40), None)
    w.show()
    qtbot.waitExposed(w)
    m, header = w.model, w.table.horizontalHeader()
    assert m.headerData(0, Qt.Orientation.Vertical) == "1"
    assert m.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole).startswith("<p")
    assert "Round 1" in m.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    for c in range(4):
        assert header.sectionSize(c) >= header.sectionSizeFromContents(c).width(), m.headerData(c, Qt.Orientation.Horizontal)
    # Three seats too: "Round 1" beside them cut the hot seat's names to "Pl… 1" and "Pl… 2" at
    # 1280x800 (playtest); two seats have the room.
    three = ScorekeeperPanel()
    qtbot.addWidget(three)
    three.resize(270, 400)
    three.reset(["Player 1", "Player 2", "Bram"], Rules(seats=3))
    three.set_results(THREE[:1], (35, 75, 20), None)
    three.show()
    qtbot.waitExposed(three)
    assert three.model.headerData(0, Qt.Orientation.Vertical) == "1"
    names = three.table.horizontalHeader()
    assert [names.shown(c) for c in range(3)] == ["Player 1", "Player 2", "Bram"]
    two = ScorekeeperPanel()
    qtbot.addWidget(two)
    two.reset(["You", "Ada"], Rules(seats=2))
    two.set_results([rr(0, 1, (35, 75))], (35, 75), None)
    assert two.model.headerData(0, Qt.Orientation.Vertical) == "Round 1"
    # Two teams are two columns of two names each: numbered too ("Player …layer 3", playtest).
    teams = ScorekeeperPanel()
    qtbot.addWidget(teams)
    teams.resize(270, 400)
    teams.reset(["Player 1", "Player 2", "Player 3", "Player 4"], Rules(seats=4, partners=True))
    teams.set_results([rr(0, 1, (10, 5, 75, 40))], (10, 5, 75, 40), None)
    teams.show()
    qtbot.waitExposed(teams)
    assert teams.model.headerData(0, Qt.Orientation.Vertical) == "1"
    names = teams.table.horizontalHeader()
    assert [names.shown(c) for c in range(2)] == ["Player 1 &\nPlayer 3", "Player 2 &\nPlayer 4"]
    assert names.height() >= 2 * names.fontMetrics().lineSpacing()


def test_a_narrow_cell_gives_up_the_dealer_chip_then_shrinks_the_star_then_gives_up_the_total():
    from rackoapp.ui.panels.scorekeeper import STAR_FULL, STAR_SMALL, cell_parts

    # points 20, with the total 50, the star 15 (small 10), the chip 18
    assert cell_parts(100, 20, 50, 15, 10, 18) == (True, True, STAR_FULL)     # room for everything
    assert cell_parts(70, 20, 50, 15, 10, 18) == (False, True, STAR_FULL)    # the chip goes first
    assert cell_parts(62, 20, 50, 15, 10, 18) == (False, True, STAR_SMALL)   # then the star shrinks
    assert cell_parts(55, 20, 50, 15, 10, 18) == (False, False, STAR_FULL)   # the star outlasts the total
    assert cell_parts(32, 20, 50, 15, 10, 18) == (False, False, STAR_SMALL)
    assert cell_parts(25, 20, 50, 15, 10, 18) == (False, False, "")          # the points alone
    assert cell_parts(70, 20, 50, 15, 10) == (True, True, STAR_FULL)         # no chip to give up


def test_the_legend_promises_only_what_the_cells_show(qtbot):
    """At 1280x800 with three seats a whole match's Rack-Os showed no star and no cell a dealer's
    chip, under a legend naming both (playtest). The sheet decides once what its cells show; the
    legend and the tooltip say the same, and the star stays whenever the totals go."""
    keeper = ScorekeeperPanel()
    qtbot.addWidget(keeper)
    keeper.reset(["You", "Ada", "Bram"], Rules(seats=3))
    keeper.set_results(THREE, THREE_TOTALS, None)
    keeper.show()
    seen = {}
    for width in (700, 420, 330, 260, 200, 700):
        keeper.resize(width, 500)
        qtbot.wait(20)
        chip, total, star = keeper.table.parts()

        def told():
            legend, tooltip = keeper.legend_label.text(), keeper.table.toolTip()
            return (("dealer" in legend) == chip and ("D: the dealer" in tooltip) == chip
                    and ("total" in legend) == total and ("running total" in tooltip) == total)

        qtbot.waitUntil(lambda: keeper.table.parts() == (chip, total, star) and told(), timeout=2000)
        seen[(chip, total, bool(star))] = width
        assert star or not total, width  # a sheet with the totals has the star too
    assert (True, True, True) in seen and (False, True, True) in seen and (False, False, True) in seen, seen


def test_the_legend_wraps_between_its_entries_only(qtbot):
    """In a narrow panel the legend broke "Rack-" from "O" (fractional scaling review)."""
    from PySide6.QtGui import QTextDocument, QTextOption

    keeper = ScorekeeperPanel()
    qtbot.addWidget(keeper)
    keeper.reset(["You", "Ada", "Bram"], Rules(seats=3))
    keeper.set_results(THREE, THREE_TOTALS, None)
    keeper.show()
    keeper.resize(700, 500)
    qtbot.waitUntil(lambda: "dealer" in keeper.legend_label.text(), timeout=2000)
    doc = QTextDocument()
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as the label wraps: at word boundaries only
    doc.setDefaultTextOption(option)
    doc.setDefaultFont(keeper.legend_label.font())
    doc.setHtml(keeper.legend_label.text())
    doc.setTextWidth(1)  # as narrow as can be: a line break wherever one is allowed
    doc.size()  # laid out
    lines = [doc.firstBlock().layout().lineAt(k) for k in range(doc.firstBlock().layout().lineCount())]
    words = [doc.toPlainText()[line.textStart():line.textStart() + line.textLength()].strip() for line in lines]
    # (toPlainText gives the no-break spaces as spaces.)
    assert words == ["points \u00b7 total", "\u2605 Rack\u2011O", "D  dealer"], words


def test_high_contrast_chart_labels_are_white_on_black(qtbot, monkeypatch):
    """In high contrast the chart's words are the text's own white, not a grey at 40% on black
    (playtest: the axis and the "No rounds played yet" line were hard to read)."""
    from rackoapp.ui import theme

    def brightest_label_pixel():
        chart = ScoreChart()
        qtbot.addWidget(chart)
        chart.setPalette(theme.high_contrast_palette())
        chart.resize(300, 180)
        chart.set_data(["You"], [[0]], 75)  # no rounds: only the faint words inside the plot
        image = chart.grab().toImage()
        fm = chart.fontMetrics()
        # The middle band of the plot, where "No rounds played yet" is centred; the legend is above.
        y0, y1 = image.height() // 2 - fm.height(), image.height() // 2 + fm.height()
        return max(image.pixelColor(x, y).lightness()
                   for y in range(y0, y1) for x in range(20, image.width() - 20))

    monkeypatch.setattr(theme.look, "high_contrast", True)
    assert brightest_label_pixel() > 230
    monkeypatch.setattr(theme.look, "high_contrast", False)
    assert brightest_label_pixel() < 160  # the usual look keeps its quieter labels


def test_no_grid_line_runs_through_the_empty_charts_words(qtbot):
    """With a target of 75 the 40 line struck through "No rounds played yet" (playtest)."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 180)
    chart.set_data(["You", "Ada"], [[0], [0]], 75)
    image = chart.grab().toImage()
    box = chart.empty_words_rect().toRect()
    base = chart.palette().color(QPalette.ColorRole.Base).name()
    # The box's margins, beside and under the words: the plot's own ground only.
    for x in (box.left() + 1, box.right() - 1):
        assert {image.pixelColor(x, y).name() for y in range(box.top() + 1, box.bottom())} == {base}, x


def test_before_any_match_the_panel_names_nobody(qtbot, tmp_path):
    """Behind the start question no match is on the table: the panel showed 'You' and 'Ada' at
    0 / 500 and 'Play to 500 points' whatever match was offered (playtest)."""
    from ui_helpers import make_window

    win = make_window(qtbot, tmp_path)
    win.finish_setup()
    keeper = win.scorekeeper
    assert keeper.bars == [] and keeper.target_label.text() == ""
    assert keeper.model.columnCount() == 0 and keeper.chart.series == []
    assert not any(part.isVisible() for part in (keeper.table, keeper.legend_label, keeper.chart))
    win.start(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), 1)
    assert all(part.isVisible() for part in (keeper.table, keeper.legend_label, keeper.chart))
    win.ctl.shutdown()


def test_a_team_of_long_names_names_both_partners():
    """Cut as a whole, "Bartholomeus van der Hei…" hid the partner altogether (second playtest)."""
    from rackoapp.ui.panels.score_model import TEAM_NAME, columns_for

    names = ["You", "Bartholomeus van der Heijden", "Cleo", "W" * 64]
    columns = columns_for(names, Rules(seats=4, partners=True))
    assert [seats for _, seats in columns] == [(0, 2), (1, 3)]
    assert columns[0][0] == "You & Cleo"
    first, second = columns[1][0].split(" & ")
    assert first == "Bartholomeus\u2026" and second == "W" * (TEAM_NAME - 1) + "\u2026"
    assert columns_for(names[:2], Rules(seats=2))[1][0] == "Bartholomeus van der Heijden"  # alone: whole


def test_column_heads_keep_what_tells_the_players_apart(panel):
    """Three hot-seat players in narrow columns read "Playe… Playe… Playe…" (playtest)."""
    names = ["Player 1", "Player 2", "Player 3", "Cleo"]
    panel.reset(names, Rules(seats=4))
    panel.resize(120, 400)  # the columns at their least
    panel.show()
    header = panel.table.horizontalHeader()
    shown = [header.shown(c) for c in range(4)]
    assert not any(n in shown for n in names[:3]), shown  # too narrow for the whole names ...
    assert len(set(shown[:3])) == 3, shown  # ... and still apart


def test_a_name_too_long_for_its_column_keeps_its_first_letters(panel):
    """Cut in the middle, a name with no room for "B…m" was a bare "…" (Bram's column beside a
    whole "Cleo", at QT_SCALE_FACTOR=2, playtest): it keeps its first letters."""
    panel.reset(["You", "Ada", "Bramwell", "Cleo"], Rules(seats=4))
    panel.resize(10, 400)  # the columns at their least
    panel.show()
    header = panel.table.horizontalHeader()
    font = header.font()
    font.setPointSizeF(font.pointSizeF() * 2)  # letters as large against the columns as at scale 2
    header.setFont(font)
    shown = [header.shown(c) for c in range(4)]
    assert shown[2].startswith("B") and shown[2].endswith("\u2026"), shown
    assert "\u2026" not in shown


def test_a_long_name_keeps_its_first_letters_and_a_team_its_number(panel):
    """Cut in the middle, "Bartholomew" read "B…w" and "Alexandra Winterbottom" "Al…ra W…m"
    (names review): a head keeps its first letters, and the short words at its end that tell
    alike names apart."""
    panel.reset(["Alexandra Winterbottom", "Bartholomew", "Cleo", "Dmitri"], Rules(seats=4))
    panel.resize(10, 400)  # the columns at their least
    panel.show()
    header = panel.table.horizontalHeader()
    shown = [header.shown(c) for c in range(4)]
    assert shown[0].startswith("Al") and "\n" in shown[0], shown
    assert shown[0].split("\n")[1].startswith("Wi"), shown
    assert shown[1].startswith("Bar") and shown[1].endswith("\u2026"), shown
    fm = header.fontMetrics()
    room = fm.horizontalAdvance("Player 1 &") - 1
    from rackoapp.ui.panels.elided_label import elide_name

    assert elide_name(fm, "Player 1 &", room).endswith("\u2026 1 &")


def test_the_sheet_is_never_narrower_than_all_its_columns(panel):
    """Dragged narrower, the side panel scrolled a player's column out of sight (playtest)."""
    for names in (["You", "Ada"], ["You", "Ada", "Bram", "Cleo"]):
        panel.reset(names, Rules(seats=len(names)))
        table = panel.table
        least = len(names) * table.horizontalHeader().minimumSectionSize() + table.verticalHeader().sizeHint().width()
        assert table.minimumSizeHint().width() >= least
        assert panel.minimumSizeHint().width() >= least


def test_the_widest_cell_is_known_so_every_cell_gives_up_the_same_parts(panel):
    """A column read "25 · 25", "★ 75", "5 · 105": each cell had decided alone (third playtest)."""
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3))
    assert panel.model.widest == ("0", "0")
    panel.set_results(THREE, THREE_TOTALS, None)
    assert panel.model.widest == ("75", "125")


def _settled(qtbot, read, timeout=5.0):
    """What ``read()`` gives once two looks 100 ms apart agree."""
    import time

    end = time.monotonic() + timeout
    last = read()
    while time.monotonic() < end:
        qtbot.wait(100)
        now = read()
        if now == last:
            return now
        last = now
    return last


def test_the_side_panel_keeps_its_width_through_a_round_s_end(qtbot, tmp_path):
    """At 800x600 the side panel grew or shrank by 20 to 40 pixels when a round ended (its
    legend, one line that follows the sheet's cells, set its least width), and the table jumped
    with it (playtest). (800 pixels now fold it away; 900 keep it at its least.)"""
    from ui_helpers import make_window, play_out_round, simple_factory, start_human_first

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.resize(900, 600)
    win.show()
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), Rules(seats=2))
    before = _settled(qtbot, win.splitter.sizes)  # the resize done, on a busy machine too
    assert before[1] > 0
    play_out_round(qtbot, win)  # the human draws into slot 1 until Ada ends the round
    assert _settled(qtbot, win.splitter.sizes) == before
    win.ctl.shutdown()


def test_the_empty_sheet_says_why_it_is_empty(qtbot):
    """Before the first round's end the sheet was a blank box under the names (playtest)."""
    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset(["You", "Ada"], Rules(seats=2))
    panel.resize(300, 500)
    panel.show()

    def words_shown() -> bool:
        image = panel.table.viewport().grab().toImage()
        base = image.pixelColor(2, 2)
        return any(image.pixelColor(x, image.height() // 2 + dy) != base
                   for x in range(image.width()) for dy in range(-4, 5))

    assert panel.table.placeholder() == "No rounds played yet"
    assert words_shown()
    panel.set_results((RoundResult(dealer=0, rackout=1, scores=(15, 75), turns=20, racks=((), ())),), (15, 75), None)
    assert panel.model.rowCount() == 1 and not words_shown()


def test_a_name_too_wide_for_its_column_goes_onto_two_lines(qtbot):
    """Four seats, two of them hot-seat players: "Pla…r 1" and "Pl… 3", cut unlike each other
    (playtest). A head with a space goes onto two lines, and the header makes room for them."""
    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.resize(270, 400)
    panel.reset(["Player 1", "Ada", "Player 3", "Bram"], Rules(seats=4))
    panel.show()
    qtbot.waitExposed(panel)
    header = panel.table.horizontalHeader()
    shown = [header.shown(c) for c in range(4)]
    assert shown == ["Player\n1", "Ada", "Player\n3", "Bram"], shown
    assert header.height() >= 2 * header.fontMetrics().lineSpacing()
    panel.resize(700, 400)  # room again: one line, and the header as low as one
    qtbot.waitUntil(lambda: header.shown(0) == "Player 1", timeout=2000)
    qtbot.waitUntil(lambda: header.height() < 2 * header.fontMetrics().lineSpacing(), timeout=2000)


def test_players_with_equal_totals_both_show_in_the_chart(qtbot):
    """Two players on equal totals: one line lay wholly under the other (playtest). Each runs a
    hair apart, so both colours show along the way."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 180)
    chart.set_data(["You", "Ada"], [[0, 50, 100, 150], [0, 50, 100, 150]], 500)
    image = chart.grab().toImage()
    plot = chart._plot.toRect()
    legend_free = range(plot.top() + 1, plot.bottom())  # the legend's swatches lie above the plot
    colours = {image.pixelColor(x, y).name() for x in range(plot.left(), plot.right()) for y in legend_free}
    for c in range(2):
        assert chart._color(c).name() in colours, c


def test_the_winner_is_crowned_not_starred_the_star_is_a_rack_o(qtbot):
    """The star marked the match's winner beside the bars and in the chart, and a Rack-O on the
    score sheet, whose legend says "★ Rack-O" (playtest): the winner has a crown."""
    from rackoapp.ui.panels.score_model import CROWN, STAR

    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset(["You", "Ada"], Rules(seats=2, target=75))
    panel.set_results([rr(0, 1, (35, 75))], (35, 75), 1)
    assert panel.bar_labels[1].text() == f"{CROWN} Ada" and STAR not in panel.bar_labels[1].text()


def test_the_crown_gives_way_before_the_winner_s_name(qtbot):
    """Beside a narrow panel's bars the winning team read "♛ Jij & Br…" (Dutch, 1.5x, review):
    where the name has room and the crown has not, the name shows whole, bold."""
    from PySide6.QtWidgets import QLabel

    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset(["Ann", "Ada", "Bram", "Cleo"], Rules(seats=4, partners=True, target=75))
    panel.set_results([rr(0, 0, (75, 20, 0, 0))], (75, 20, 75, 20), 0)
    panel.show()
    qtbot.waitExposed(panel)
    label = panel.bar_labels[0]
    name = label.text().split(" ", 1)[1]
    assert name == "Ann & Bram" and label.font().bold()
    label.resize(label.fontMetrics().horizontalAdvance(name) + 2, label.height())
    assert QLabel.text(label) == name
    assert label.text() == f"{CROWN_MARK} {name}"  # whole in its tooltip and to a screen reader
    label.resize(label.fontMetrics().horizontalAdvance(label.text()) + 2, label.height())
    assert QLabel.text(label) == label.text()  # with room, the crown shows


def test_the_rules_line_and_the_legend_read_at_four_and_a_half_to_one(qtbot):
    """The match's options and the legend were the palette's placeholder grey, #777 on #efefef,
    3.9:1 (keyboard review); they say what the table says nowhere else. They read at 4.5:1 or
    more, on a light palette, a dark one, and after a change of palette."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication

    from rackoapp.ui.quiet import contrast

    app = QApplication.instance()
    before = app.palette()
    light = QPalette(before)
    light.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    light.setColor(QPalette.ColorRole.WindowText, QColor("#000000"))
    light.setColor(QPalette.ColorRole.PlaceholderText, QColor(0, 0, 0, 128))  # Fusion's: #777 as it shows
    dark = QPalette(light)
    dark.setColor(QPalette.ColorRole.Window, QColor("#323232"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#ffffff"))
    dark.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a8a8a"))
    try:
        app.setPalette(light)
        panel = ScorekeeperPanel()
        qtbot.addWidget(panel)
        panel.reset(["You", "Ada"], Rules(seats=2))
        for palette in (light, dark):
            app.setPalette(palette)
            QApplication.processEvents()
            window = palette.color(QPalette.ColorRole.Window)
            for label in (panel.rules_label, panel.legend_label):
                shown = label.palette().color(label.foregroundRole())
                assert contrast(shown, window) >= 4.5, (label.objectName(), shown.name(), window.name())
                assert shown != palette.color(QPalette.ColorRole.WindowText)  # still a quieter grey
    finally:
        app.setPalette(before)


def test_the_winner_s_bold_head_is_measured_bold(qtbot):
    """The winning team's head is bold: measured in the plain font it "fitted" and was clipped,
    with no ellipsis and no second line (playtest, 850 pixels wide). Every line of a head fits
    its column in the font it is painted in."""
    from PySide6.QtWidgets import QStyle

    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset(["You", "Ada", "Bram", "Cleo"], Rules(seats=4, partners=True))
    panel.set_results([rr(0, 1, (10, 75, 5, 40))], (10, 75, 5, 40), 1)
    panel.show()
    qtbot.waitExposed(panel)
    header = panel.table.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    icon = header.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, header)
    from PySide6.QtGui import QFont, QFontMetrics

    assert panel.model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole).bold()
    bold = QFont(header.font())
    bold.setBold(True)
    for width in range(150, 420, 6):
        panel.resize(width, 400)
        qtbot.wait(1)
        room = header.sectionSize(1) - 3 * margin - icon
        for line in header.shown(1).split("\n"):
            assert QFontMetrics(bold).horizontalAdvance(line) <= room, (width, line)


def test_team_names_beside_the_bars_keep_their_room(qtbot):
    """At 1.5x in an 800-pixel window the side panel is about 200 pixels wide, and the bars kept
    60 of them: two teams read "Mom & …" and "Ada & C…" (playtest). A bar gives way, down to 24."""
    w = ScorekeeperPanel()
    qtbot.addWidget(w)
    w.resize(200, 400)
    w.reset(["Mom", "Ada", "Player 3", "Cleo"], Rules(seats=4, partners=True, target=200))
    w.set_results([rr(0, 1, (10, 5, 75, 40))], (10, 5, 75, 40), None)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(20)
    labels = w.bar_labels
    assert [label.full for label in labels] == ["Mom & Player 3", "Ada & Cleo"]
    assert [label.toolTip() for label in labels] == ["", ""], [label.width() for label in labels]
    assert all(bar.width() >= 24 for bar in w.bars), [bar.width() for bar in w.bars]


def test_the_sheet_says_the_match_s_rules_under_its_target(panel):
    """Once a match had started nothing said its options: a round ended "by surprise" when the
    draw pile ran out under a rebuild limit of 0 (playtest)."""
    panel.reset(["You", "Ada"], Rules())
    assert panel.rules_label.text() == "Run of three needed · Discards shuffled, at most 5 times a round"
    assert not panel.rules_label.isHidden()
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3, bonus_runs=True, rebuild="classic", max_rebuilds=0))
    assert panel.rules_label.text() == "Run bonuses · No new draw pile once it runs out"
    panel.reset(["You", "Ada"], Rules(two_player_run=False, rebuild="classic", max_rebuilds=None))
    assert panel.rules_label.text() == "No run needed · Discards turned over, no limit"
    # "at most 1 times a round" (rules playtest)
    panel.reset(["You", "Ada"], Rules(rebuild="classic", max_rebuilds=1))
    assert panel.rules_label.text().endswith("Discards turned over, at most once a round")
    panel.reset(["You", "Ada"], Rules(max_rebuilds=1))
    assert panel.rules_label.text().endswith("Discards shuffled, at most once a round")
    panel.reset(["You", "Ada", "Bram", "Cleo"], Rules(seats=4, partners=True))
    assert panel.rules_label.text().startswith("Run bonuses · ")  # partners are paid for runs
    panel.reset([], Rules())
    assert panel.rules_label.isHidden()  # no match, no rules


def test_a_team_cut_to_its_room_keeps_both_partners(qapp):
    """The progress label "Maximiliaan v… …" at 1024x768 lost the partner altogether (playtest):
    cut to the room, each partner keeps a share, the shorter name whole where it fits."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics

    from rackoapp.ui.panels.elided_label import elide_side

    fm = QFontMetrics(QFont())
    team = "Maximiliaan van Oldenbarnevelt & Bram"
    assert elide_side(fm, team, fm.horizontalAdvance(team)) == team
    for room in (140, 110, 90):
        shown = elide_side(fm, team, room)
        assert fm.horizontalAdvance(shown) <= room, (room, shown)
        first, second = shown.split(" & ")
        assert first.startswith("Max") and first.endswith("\u2026") and second == "Bram", (room, shown)
    # Two long names share the room alike; a name alone is cut at its end.
    shown = elide_side(fm, "Anne-Marie Wilhelmina & Bartholomeus van der Heijden", 150)
    first, second = shown.split(" & ")
    assert first.startswith("Ann") and second.startswith("Bar") and fm.horizontalAdvance(shown) <= 150
    assert abs(fm.horizontalAdvance(first) - fm.horizontalAdvance(second)) < fm.horizontalAdvance("MM")
    alone = elide_side(fm, "Maximiliaan van Oldenbarnevelt", 90)
    assert alone.startswith("Max") and alone.endswith("\u2026")
    # The side panel's progress labels cut so.
    from PySide6.QtWidgets import QLabel

    from rackoapp.ui.panels.elided_label import NameLabel

    label = NameLabel(team)
    label.setFixedWidth(110)
    label.show()  # a label never shown is never cut (no resize event)
    assert QLabel.text(label).endswith("\u2026 & Bram") and label.text() == team
    label.close()
    # Too little room for a letter of each: the first name alone, never wider than the room.
    shown = elide_side(fm, team, 30)
    assert shown.startswith("M") and "Bram" not in shown and fm.horizontalAdvance(shown) <= 30
    # ... keeping the short words that tell alike names apart: both teams read "Playe…" at 2x
    # in a small window (review).
    room = fm.horizontalAdvance("Playe…")
    ones, twos = (elide_side(fm, f"Player {n} & {mate}", room) for n, mate in ((1, "Ada"), (2, "Bram")))
    assert ones != twos and ones.endswith(" 1") and twos.endswith(" 2"), (ones, twos)
    assert max(fm.horizontalAdvance(ones), fm.horizontalAdvance(twos)) <= room
    # A short first name keeps its "&": "You" alone read as one player (diff review).
    you = elide_side(fm, "You & Bram", fm.horizontalAdvance("You &"))
    assert you == "You &", you
    # A name alone too, and each partner's share: "Pla… 1 & …" rather than "P… & …".
    assert elide_side(fm, "Player 3", fm.horizontalAdvance("Play…")).endswith(" 3")
    wide = fm.horizontalAdvance("Pla… 1 & Pla… 3")
    assert elide_side(fm, "Player 1 & Player 3", wide).count(" 1 & ") == 1
    assert elide_side(fm, "Player 1 & Player 3", wide).endswith(" 3")


def test_the_progress_rows_of_two_alike_teams_read_apart_however_narrow(panel):
    """At QT_SCALE_FACTOR=2 in a small window both rows read "Playe…" (review)."""
    from PySide6.QtWidgets import QLabel

    panel.reset(["Player 1", "Player 2", "Ada", "Bram"], Rules(seats=4, partners=True))
    panel.show()
    shown = set()
    for label in panel.bar_labels:
        label.setFixedWidth(label.fontMetrics().horizontalAdvance("Playe\u2026"))
        shown.add(QLabel.text(label))
    assert len(shown) == 2, shown


def test_a_rackout_on_the_first_turn_is_not_after_1_turns(panel):
    """The round's tooltip said "went Rack-O after 1 turns" (code review)."""
    import dataclasses

    m = panel.model
    panel.reset(["You", "Ada"], Rules())
    panel.set_results([dataclasses.replace(rr(0, 1, (20, 75)), turns=1), rr(1, 0, (75, 30))], (95, 105), None)
    tips = [m.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) for r in range(2)]
    assert "Ada went Rack-O on the first turn." in tips[0] and "1 turns" not in tips[0]
    assert "went Rack-O after 20 turns." in tips[1]


def test_the_newest_round_is_in_sight_in_a_long_match(panel, qtbot):
    """In a match of 149 rounds, stepped back round by round in the record viewer, the sheet
    stopped short of its newest row: scrolled to the bottom by the old rows' heights (playtest)."""
    panel.reset(["You", "Ada"], Rules(target=10_000))
    panel.resize(320, 500)
    panel.show()
    results = [rr(k % 2, k % 2, (5, 75) if k % 2 else (75, 5)) for k in range(149)]
    for n in (40, 149, 148, 147, 144):
        panel.reset(["You", "Ada"], Rules(target=10_000))  # as each step of the viewer does
        panel.set_results(results[:n], (40 * n, 40 * n), None)
        bar = panel.table.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() > 0)
        qtbot.wait(20)
        assert bar.value() == bar.maximum(), (n, bar.value(), bar.maximum())


def test_the_newest_round_stays_in_sight_as_the_sheet_shrinks(panel, qtbot):
    """After Play on from here the record bar went and the sheet shrank from the bottom: rounds 8
    and 9 stood below it (laptop play-test). Scrolled back by the player, it stays put."""
    panel.reset(["You", "Ada"], Rules())
    panel.resize(320, 600)
    panel.show()
    qtbot.waitExposed(panel)
    results = [rr(k % 2, k % 2, (5, 75) if k % 2 else (75, 5)) for k in range(9)]
    panel.set_results(results, (360, 360), None)
    bar = panel.table.verticalScrollBar()
    panel.resize(320, 480)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    for height in (420, 380):
        panel.resize(320, height)
        qtbot.waitUntil(lambda: bar.value() == bar.maximum() > 0, timeout=2000)
    qtbot.wait(30)  # the last resize's second look done
    bar.setValue(0)  # the player looks at round 1
    panel.resize(320, 360)
    qtbot.wait(30)
    assert bar.value() == 0


def test_the_dealer_s_chip_stands_beside_its_own_numbers_in_a_wide_sheet(panel, qtbot):
    """In a wide sheet the chip sat at its cell's left edge, beside the column before's numbers,
    and read as theirs (visual review): it stands just left of the cell's numbers."""
    from rackoapp.ui.panels.score_model import DEALER_FILL

    panel.reset(["You", "Ada", "Bram"], Rules(seats=3))
    panel.set_results(THREE, THREE_TOTALS, None)
    panel.resize(900, 500)
    panel.show()
    qtbot.waitExposed(panel)
    table = panel.table
    rect = table.visualRect(panel.model.index(1, 1))  # round 2: Ada dealt
    assert rect.width() > 200
    image = table.viewport().grab(rect).toImage()
    fill = DEALER_FILL.rgb() & 0xFFFFFF
    chip = [x for x in range(image.width()) for y in range(image.height())
            if image.pixel(x, y) & 0xFFFFFF == fill]
    assert chip and min(chip) > image.width() // 2


def test_a_target_of_one_point_is_said_in_the_singular(panel):
    """The New Game dialog allows a target of 1, and the panel said "Play to 1 points" (copy review)."""
    panel.reset(["You", "Ada"], Rules(seats=2, target=1))
    assert panel.target_label.text() == "Play to <b>1</b> point: the highest total wins"
    panel.reset(["You", "Ada", "Bram", "Cleo"], Rules(seats=4, partners=True, target=1))
    assert panel.target_label.text() == "Play to <b>1</b> point: the highest team total wins"
    panel.reset(["You", "Ada"], Rules(seats=2, target=2))
    assert panel.target_label.text() == "Play to <b>2</b> points: the highest total wins"


def _mark_pattern(image, centre, reach=5):
    """Which pixels around ``centre`` are (about) pure red: the mark's outline, line and all."""
    cx, cy = round(centre.x()), round(centre.y())
    return frozenset((dx, dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)
                     if (c := image.pixelColor(cx + dx, cy + dy)).red() > 180 and c.green() < 90)


def test_the_chart_s_lines_tell_apart_without_their_colours(qtbot):
    """The lines differed by colour alone (review): a player who cannot tell red from green
    could not tell whose was whose. Each line carries its own mark, in the legend as on its
    points, so four lines drawn in one colour still differ."""
    from PySide6.QtGui import QColor
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(420, 300)
    red = QColor("#ff0000")
    chart.set_data(["A", "B", "C", "D"], [[c * 150] * 3 for c in range(4)], 500, colors=[red] * 4)
    image = chart.grab().toImage()
    patterns = [_mark_pattern(image, chart.point(c, 1)) for c in range(4)]
    assert all(patterns), "every point is drawn"
    assert len(set(patterns)) == 4, "four lines, four marks"


def test_a_long_match_still_marks_its_lines_and_its_last_round():
    from rackoapp.ui.panels.score_chart import MARKED, marked_points
    assert list(marked_points(12)) == list(range(13))
    long = marked_points(194)
    assert 194 in long and len(long) <= MARKED + 1 and len(long) >= MARKED // 2


def test_a_total_against_a_target_of_one_point_is_said_in_the_singular(panel):
    """The bar and the column head said "Ada: 0 of 1 points" (review)."""
    panel.reset(["You", "Ada"], Rules(seats=2, target=1))
    head = panel.model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Ada: 0 of 1 point" in head and "points" not in head
    assert "Ada: 0 of 1 point" in panel.bars[1].toolTip() and "points" not in panel.bars[1].toolTip()
    panel.reset(["You", "Ada"], Rules(seats=2, target=75))
    assert "Ada: 0 of 75 points" in panel.bars[1].toolTip()


def test_the_empty_sheet_keeps_room_for_its_words_at_a_large_font(qtbot):
    """At a 16-point font and 1.5x, four partners' names on two lines left "No rounds played yet"
    a sliver of the sheet, cut at the top and the bottom (accessibility review): at its least,
    the sheet has room for the words as they wrap."""
    from PySide6.QtGui import QFont

    w = ScorekeeperPanel()
    qtbot.addWidget(w)
    font = QFont(w.font())
    font.setPointSizeF(24)
    w.setFont(font)
    w.reset(["Maximiliaan", "Wilhelmina", "Bram", "Cleo"], Rules(seats=4, partners=True))
    w.resize(220, 400)
    w.show()
    qtbot.waitExposed(w)
    # The panel at its least, as the side area fits it in a short window (``SideArea.fit``).
    w.resize(220, w.layout().totalMinimumHeightForWidth(220))
    table = w.table
    qtbot.waitUntil(lambda: table.height() <= table.sizeHint().height())
    room = table.viewport().rect().adjusted(8, 8, -8, -8)
    words = table.fontMetrics().boundingRect(room, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                                              table.placeholder())
    assert words.height() > table.fontMetrics().height()  # it wraps: the case at hand
    assert room.contains(words), (room, words)


def test_a_tooltip_led_by_a_right_to_left_name_reads_left_to_right(qapp):
    """A score cell's tooltip began with a name written right to left, and Qt laid the whole of
    it out right to left: "round 1: 75 points, total 75 ,محمد", "+400" as "400+" (names review).
    It is led by a left-to-right mark, the name kept apart from its numbers."""
    from PySide6.QtGui import QTextDocument

    from rackoapp.ui.panels.score_model import total_tip

    model = ScoreModel()
    model.reset(["\u0645\u062d\u0645\u062f", "Ada"], Rules())
    model.set_results([rr(1, 0, (75, 10))], (75, 10), None)
    from rackoapp.controller.texts import isolated
    from rackoapp.ui.plain import tip

    for rich in (model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole),
                 total_tip("\u0645\u062d\u0645\u062f", 475, 500, False),
                 tip(isolated("\u0645\u062d\u0645\u062f") + " drew into slot 3 (30) and gave up 42")):
        doc = QTextDocument()
        doc.setHtml(rich)
        # One paragraph, left to right: a mark put before the tooltip's paragraph made one of
        # its own, the text still right to left below an empty line (diff review).
        assert doc.blockCount() == 1, rich
        assert doc.firstBlock().textDirection() == Qt.LayoutDirection.LeftToRight, rich
        assert "\u2068\u0645\u062d\u0645\u062f\u2069" in doc.toPlainText()
