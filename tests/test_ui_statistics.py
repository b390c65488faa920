"""The statistics window shows what the statistics file holds, and can reset it."""

import random

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from rackoapp.engine import TAKE_DRAW, Match, Rules, SeatInfo
from rackoapp.storage import LevelStats, Statistics
from rackoapp.ui.dialogs.statistics import StatisticsWindow

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))


def short_match(seed: int) -> Match:
    match = Match(Rules(target=75), SEATS, rng=random.Random(seed))
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(TAKE_DRAW)
            match.apply_action(min(10, (rnd.hand - 1) // 4 + 1))
    return match


def test_window_shows_the_counted_matches(qtbot, tmp_path):
    stats = Statistics(tmp_path / "statistics.json")
    matches = [short_match(s) for s in range(3)]
    for m in matches:
        assert stats.count_match(m)
    stats.save()
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    column = 1  # easy, medium, hard, then baseline (the yardstick)
    rounds = sum(len(m.results) for m in matches)
    won = sum(m.winner == 0 for m in matches)
    assert window.table.item(0, column).text() == "3"
    assert window.table.item(1, column).text().startswith(f"{won} (")
    assert window.table.item(2, column).text() == str(rounds)
    assert window.table.item(0, 2).text() == "0"  # no match against hard
    assert window.chart.stats["medium"].matches == 3
    assert window.chart.accessibleDescription() == f"Medium: {won} of 3 won"
    window.grab()  # paints the chart


def test_the_window_says_whose_numbers_it_shows_above_them(qtbot, tmp_path):
    """The dialog never said whose the numbers are (a family at one computer, play-test): the
    first human player's, against the strongest computer playing against them."""
    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.whose.isVisible() and "first human player" in window.whose.text()
    assert window.whose.geometry().bottom() < window.table.geometry().top()


def test_an_empty_chart_says_why(qtbot, tmp_path):
    """Before any match the chart said nothing: bare grid lines (playtest). It says why, on
    the chart and to a screen reader."""
    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    assert window.chart.accessibleDescription() == "No matches played yet"
    window.chart.grab()  # paints those words


def test_reset_forgets_everything(qtbot, tmp_path):
    stats = Statistics(tmp_path / "statistics.json")
    stats.count_match(short_match(7))
    stats.save()
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    # Enter at the question keeps them: its default was Yes, and Enter wiped them (playtest).
    from PySide6.QtWidgets import QMessageBox

    question = window.reset_question()
    assert question.defaultButton() is question.button(QMessageBox.StandardButton.No)
    # Named for what they do (dialogs review: Yes and No).
    assert [question.button(b).text() for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)] \
        == ["&Reset", "&Cancel"]
    # Only the counts go, and it says so: "Forget every match played so far?" read as the
    # history going too (returning-player playtest).
    assert "count back to zero and clear the charts" in question.text() \
        and "stay in Game > Open record" in question.text()
    assert window.reset_button.isEnabled()
    with qtbot.waitSignal(window.reset_done, timeout=1000):
        window.reset()
    assert window.table.item(0, 1).text() == "0"
    assert not window.reset_button.isEnabled()  # nothing left to forget
    again = Statistics(stats.path)
    again.load()
    assert again.levels == {}


def test_after_a_reset_the_columns_left_fill_the_table(qtbot, tmp_path):
    """Beginner's column went with a reset, and the others kept their quarter widths: the
    table's right quarter stood empty, its header cut short (statistics review)."""
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "baseline"))
    stats = Statistics(tmp_path / "statistics.json")
    match = Match(Rules(target=75), seats, rng=random.Random(3))
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(TAKE_DRAW)
            match.apply_action(min(10, (rnd.hand - 1) // 4 + 1))
    assert stats.count_match(match)
    stats.save()
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    table = window.table
    before = table.columnCount()
    window.reset()
    qtbot.wait(20)
    assert table.columnCount() == before - 1
    widths = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert widths >= table.viewport().width() - table.columnCount(), (widths, table.viewport().width())


def test_a_reset_the_disk_refuses_says_so_in_the_window_and_forgets_nothing(qtbot, tmp_path, monkeypatch):
    """Raised in the button's slot, the OSError reached the player as "Something went wrong", the
    counts already wiped in memory, for a later save to write after all (code review)."""
    import errno
    import sys

    from rackoapp.storage import statistics as module

    stats = Statistics(tmp_path / "statistics.json")
    stats.count_match(short_match(7))
    stats.save()
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(module, "write_atomic", full)
    faults = []
    monkeypatch.setattr(sys, "excepthook", lambda *a: faults.append(a))
    window.reset()
    assert not faults and window.problem.isVisible()
    assert window.problem.text() == ("Could not reset the statistics (No space left on device): "
                                     "they are kept as they were.")
    assert stats.get("medium").matches == 1 and not stats.unsaved
    assert window.table.item(0, 1).text() == "1" and window.reset_button.isEnabled()
    monkeypatch.undo()  # room again: the reset goes through, and the words go
    window.reset()
    assert not window.problem.isVisible() and Statistics(stats.path).load() is None
    assert window.table.item(0, 1).text() == "0"


def test_baseline_last_and_what_is_counted_said(qtbot, tmp_path):
    """Baseline, the yardstick, is offered last, as Beginner: its column ("Baseline (yardstick)")
    was jargon to a player (playtest). It shows, last, once a match against it was counted."""
    stats = Statistics(tmp_path / "statistics.json")
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    headers = [window.table.horizontalHeaderItem(k).text() for k in range(window.table.columnCount())]
    assert headers == ["Easy", "Medium", "Hard"]
    stats.get("baseline").matches = 1
    window.refresh()
    headers = [window.table.horizontalHeaderItem(k).text() for k in range(window.table.columnCount())]
    assert headers[0] == "Easy" and headers[-1] == "Beginner" and len(headers) == 4
    assert "counts once" in window.counted.text() and "abandoned" in window.counted.text()
    assert "Moves played exactly as hinted, pile and slot, are left out" in window.counted.text()  # the chart is of the player's own moves
    # said in the README only (playtest), and in a player's words ("--seed" was a developer's)
    assert "the same match dealt again (played on once more from its record" in window.counted.text()
    assert "a match played on from the record of a finished one" in window.counted.text()
    assert "--" not in window.counted.text() and "\u2011" not in window.counted.text()
    # A partners player read "Rounds won 1" for five team Rack-Os as a wrong count (playtest).
    assert "a partner's Rack-O is not theirs" in window.counted.text()
    # Folded away until asked for: open, they made the window taller than an 800-pixel screen.
    window.show()
    window.resize(440, 260)  # a small screen: the words are taller than the view
    assert not window.counted.isVisible()
    window.counted_toggle.click()
    assert window.counted.isVisible() and window.counted_toggle.arrowType() == Qt.ArrowType.DownArrow
    qtbot.waitUntil(lambda: not window.counted.visibleRegion().isEmpty(), timeout=2000)  # scrolled into view
    # from their start, under the toggle: centred, both were above the view (diff review)
    assert window.counted.height() > window.scroll.viewport().height()
    assert window.counted_toggle.visibleRegion().boundingRect().height() == window.counted_toggle.height()
    window.counted_toggle.click()
    assert not window.counted.isVisible()


def test_mean_loss_per_match_over_time(qtbot, tmp_path):
    stats = Statistics(tmp_path / "statistics.json")
    stats.get("medium").losses = [900, 600, 450]
    stats.get("hard").losses = [1200]
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    assert window.loss_chart.series == {"medium": [0.9, 0.6, 0.45], "hard": [1.2]}
    # The legend in the table's order, Beginner last, however the file listed the levels.
    stats.levels = {"baseline": LevelStats(losses=[300]), **stats.levels}
    window.refresh()
    assert list(window.loss_chart.series) == ["medium", "hard", "baseline"]
    assert "0.45" in window.loss_chart.accessibleDescription()
    window.grab()  # paints the chart


def test_the_loss_chart_numbers_its_first_and_latest_match_inside_the_chart():
    """The axis along the matches had no words (playtest): the first and the latest match are
    numbered under their points, both inside the chart, a lone one centred under it."""
    from rackoapp.ui.dialogs.loss_chart import number_labels

    def words(n):
        return f"match {n}"

    def advance(text):
        return 7 * len(text)

    assert number_labels(8, 10, 200, words, advance) == [(10, 49, "match 1"), (210 - 49, 49, "match 8")]
    assert number_labels(1, 10, 200, words, advance) == [(110 - 24.5, 49, "match 1")]
    assert number_labels(2, 10, 200, words, advance)[1] == (210 - 49, 49, "match 2")


def test_the_loss_chart_numbers_the_matches_it_shows_among_all_graded(qtbot, tmp_path):
    """Past 50 graded matches the chart shows the last 50: its axis counts from the first of
    those, not from 1 (review)."""
    stats = Statistics(tmp_path / "statistics.json")
    stats.get("hard").losses, stats.get("hard").graded = [700] * 50, 60
    stats.get("easy").losses, stats.get("easy").graded = [300] * 3, 3
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    # Two lines that start at different matches share no count: "match 11" stood over Easy's
    # first (scale review). They end together on the right, and the axis says which way time runs.
    chart = window.loss_chart
    assert chart.first_number is None and [chart.axis_words(1, 50), chart.axis_words(50, 50)] == ["earlier", "latest"]
    assert chart.axis_words(1, 1) == "latest"  # one point a line: each level's latest
    window.grab()  # paints the chart
    del stats.levels["easy"]
    window.refresh()
    assert chart.first_number == 11 and chart.axis_words(50, 50) == "match 60"
    stats.get("hard").losses, stats.get("hard").graded = [700] * 50, 49_999
    window.refresh()
    assert chart.axis_words(1, 50) == "match 49,950"  # in the language's own way
    stats.get("hard").losses, stats.get("hard").graded = [700] * 2, 2
    stats.get("easy").losses, stats.get("easy").graded = [300] * 3, 3
    window.refresh()
    assert chart.first_number == 1 and chart.axis_words(3, 3) == "match 3"
    window.grab()


def test_the_loss_chart_spreads_its_matches_and_centres_a_lone_one():
    """A first match's point sat pinned in the chart's top-left corner (playtest)."""
    from rackoapp.ui.dialogs.loss_chart import match_x

    assert match_x(0, 1, 10, 200) == 110
    assert [match_x(k, 3, 10, 200) for k in range(3)] == [10, 110, 210]


def test_numbers_in_the_language_s_own_way_a_tie_rounded_up(qtbot, qapp, tmp_path):
    """The statistics wrote "26.2" (26.25, rounded to even) beside "53.8", with a point where the
    coach writes "0,37" in Dutch (playtest)."""
    from rackoapp.ui import i18n
    from rackoapp.ui.dialogs.statistics import _rows

    stats = Statistics(tmp_path / "statistics.json")
    medium = stats.get("medium")
    medium.rounds, medium.points, medium.matches, medium.matches_won = 4, 105, 8, 1
    medium.losses = [750, 500]
    average = dict(_rows())["Average round score"]
    won = dict(_rows())["Matches won"]
    assert average(medium) == "26.3" and won(medium) == "1 (13%)"
    assert i18n.install_translator(qapp, "nl") == "nl"
    try:
        window = StatisticsWindow(stats)
        qtbot.addWidget(window)
        assert window.table.item(6, 1).text() == "26,3"
        assert "laatste: 0,50 beurten" in window.loss_chart.accessibleDescription()
        # A count with thousands: "49999" (scale review).
        medium.matches, medium.matches_won, medium.rounds = 49_999, 12_345, 250_000
        window.refresh()
        assert [window.table.item(row, 1).text() for row in range(3)] == ["49.999", "12.345 (25%)", "250.000"]
    finally:
        i18n.install_translator(qapp, "en")
    assert dict(_rows())["Matches played"](medium) == "49,999"


def test_the_match_in_play_is_said_to_count_once_it_ends(qtbot, tmp_path, monkeypatch):
    """Right after a Rack-O the table said "Rounds won 0", and only the fine print at the bottom
    told why (playtest): with a match in play that will count, the window says so at the top."""
    from test_ui_persistence import data_window
    from ui_helpers import start_human_first

    win, _data = data_window(qtbot, tmp_path)
    shown = []
    monkeypatch.setattr(StatisticsWindow, "exec", lambda self: shown.append(not self.in_play.isHidden()))
    win.show_statistics()
    assert shown == [False]  # no match yet
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.show_statistics()
    assert shown[-1] is False  # given up before any human took a card, it would not count
    win.ctl.play("draw", None)
    win.show_statistics()
    assert shown[-1] is True
    assert "not counted yet" in StatisticsWindow(win.keeper.statistics, in_play=True).in_play.text()
    two = (SeatInfo("You", "human"), SeatInfo("Bo", "human"))  # nobody's level: it never counts
    win.ctl.shutdown()
    win.start(Rules(seats=2), two, 1)
    win.show_statistics()
    assert shown[-1] is False
    win.ctl.shutdown()


def test_every_bar_s_label_fits_under_its_bar(qtbot, tmp_path):
    """"Baseline (yardstick) 0%" lost its first and last letters at the dialog's usual width
    (playtest): a label too wide goes on two lines, its name elided only if still too wide."""
    stats = Statistics(tmp_path / "statistics.json")
    for level, played, won in (("easy", 5, 4), ("medium", 3, 1), ("hard", 4, 0), ("baseline", 2, 0)):
        stats.get(level).matches, stats.get(level).matches_won = played, won
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    chart = window.chart
    fm = chart.fontMetrics()
    for width, lines in ((1600, 1), (300, 2), (200, 2)):
        chart.resize(width, chart.height())
        labels = chart.bar_labels()
        room = (width - 24 - fm.horizontalAdvance("100%") - 6) / len(labels)
        assert {len(bar) for bar in labels} == {lines}, (width, labels)
        assert all(fm.horizontalAdvance(text) <= room for bar in labels for text in bar), (width, labels)
    assert chart.bar_labels()[-1][1] == "0%"  # the share stays whole when the name is elided


def test_a_lone_graded_match_is_one_match_not_1_matches(qtbot, tmp_path):
    """The chart's description, which screen readers read, said "over 1 matches" (code review)."""
    stats = Statistics(tmp_path / "statistics.json")
    stats.get("medium").losses = [900, 600]
    stats.get("hard").losses = [1200]
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    said = window.loss_chart.accessibleDescription()
    assert "Hard: one match, 1.20 turns a move" in said and "1 matches" not in said
    assert "Medium: 2 matches, the last 0.60 turns a move" in said


@pytest.mark.parametrize("mean, read", [(0.1249, "0.12"), (0.125, "0.13"), (0.015, "0.01"), (0.0004, "under 0.01"),
                                        (0.0, "0.00")])
def test_a_match_s_mean_cost_is_read_as_the_review_says_it(qtbot, tmp_path, mean, read):
    """Kept to the thousandth, a mean of 0.1249 was 0.125 and read "0.13" where the round's
    review said "0.12", and one under 0.005 read "0.00", the review "under 0.01" (numbers
    review): it is kept as it is shown."""
    from rackoapp.ui.coach.words import mean_turns_text

    stats = Statistics(tmp_path / "statistics.json")
    stats._chart("medium", mean)
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    assert mean_turns_text(mean) == read
    assert f"Medium: one match, {read} turns a move" in window.loss_chart.accessibleDescription()


def test_a_share_never_reads_all_or_none_where_it_is_not():
    """199 of 200 read "100%", 1 of 201 "0%" (code review)."""
    from rackoapp.ui.dialogs.statistics import _percent

    assert [_percent(199, 200), _percent(1, 201), _percent(1, 2), _percent(0, 5), _percent(5, 5)] == \
        [">99%", "<1%", "50%", "0%", "100%"]
    assert _percent(0, 0) == "–" and _percent(2, 3) == "67%"


def test_each_level_s_loss_line_has_a_shape_of_its_own(qapp):
    """The loss chart told its levels apart by colour alone (review): each level keeps a mark
    of its own shape, whatever levels the player has met."""
    from PySide6.QtCore import QPointF

    from rackoapp.ui.dialogs.loss_chart import COLOURS, marks_of
    from rackoapp.ui.marks import mark
    shapes = {marks_of(level) for level in COLOURS}
    assert len(shapes) == len(COLOURS)
    # Told apart by what they cover, not by their names.
    probes = [QPointF(dx / 2, dy / 2) for dx in range(-8, 9) for dy in range(-8, 9)]
    covered = {tuple(mark(s, QPointF(0, 0), 3.4).contains(q) for q in probes) for s in shapes}
    assert len(covered) == len(shapes)


def test_the_match_left_for_a_record_is_still_said_to_be_in_play(qtbot, tmp_path, monkeypatch):
    """With a record open over a match in play, the statistics no longer said that match was not
    counted yet, though New game then counted it (review)."""
    from test_ui_persistence import data_window
    from ui_helpers import wait_human

    from rackoapp.engine import save_record

    win, _ = data_window(qtbot, tmp_path)
    win.start(Rules(target=75), SEATS, seed=3)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", None)
    wait_human(qtbot, win)
    path = tmp_path / "record.json"
    save_record(win.ctl.record(), path)
    shown = []
    monkeypatch.setattr(StatisticsWindow, "exec", lambda self: shown.append(self.in_play.isVisibleTo(self)))
    win.show_statistics()
    assert win.load_record_file(str(path)) and win.ctl.viewing
    win.show_statistics()
    assert shown == [True, True]
    win.ctl.shutdown()


def test_an_empty_chart_takes_two_lines_and_one_with_data_its_room(qtbot, tmp_path):
    """Two empty charts took 300 pixels to say "No matches played yet" and "No graded matches
    yet", and scrolled the explanation out of sight at 1280x800 (playtest)."""
    stats = Statistics(tmp_path / "statistics.json")
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    line = window.chart.fontMetrics().height()
    for chart in (window.chart, window.loss_chart):
        assert chart.height() <= 2 * line + 16, chart
    played = stats.get("hard")
    played.matches, played.matches_won, played.losses, played.graded = 2, 1, [700, 500], 2
    window.refresh()
    qtbot.waitUntil(lambda: window.chart.height() >= 140 and window.loss_chart.height() >= 150)
    played.matches, played.losses, played.graded = 0, None, 0
    window.refresh()
    qtbot.waitUntil(lambda: window.chart.height() <= 2 * line + 16)


def test_the_keys_start_on_close_and_tab_reaches_the_table(qtbot, tmp_path):
    """The table, first in line, took the keys at the start and drew its first cell tinted as if
    chosen (playtest): the keys start on Close, and Tab still reaches the table for a screen
    reader."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    close = window.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.waitUntil(close.hasFocus)
    assert not window.table.hasFocus()
    for _ in range(4):
        if window.table.hasFocus():
            break
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.table.hasFocus()


def test_tab_reaches_the_charts_and_the_words_on_what_is_counted(qtbot, tmp_path):
    """A screen reader could read the table only: the charts' figures in words and the words on
    what is counted stood out of the keys' reach (left alone by session 62's dialogs review)."""
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.count_match(short_match(1))
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.table.setFocus()

    def tab() -> None:
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)

    tab()
    assert window.chart.hasFocus() and window.chart.accessibleDescription().startswith("Medium: ")
    shot = window.chart.grab().toImage()
    window.table.setFocus()  # the frame goes with the keys
    assert window.chart.grab().toImage() != shot
    window.chart.setFocus()
    tab()
    assert window.loss_chart.hasFocus() and window.loss_chart.accessibleName() == "Cost per move by match"
    tab()
    assert window.counted_toggle.hasFocus()
    tab()  # folded away, the words are passed by
    assert not window.counted.hasFocus()
    window.counted_toggle.setFocus()
    qtbot.keyClick(window.counted_toggle, Qt.Key.Key_Space)
    assert window.counted.isVisible()
    tab()
    assert window.counted.hasFocus() and "A match counts once" in window.counted.text()


def test_rounds_won_and_rack_o_count_say_a_partner_s_rack_o_is_not_yours(qtbot, tmp_path):
    """After a partner's Rack-O the table said "Rounds won 0", and only the fine print below the
    charts said why (long-haul play-test): the two rows say it over their names and numbers."""
    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    labels = [window.table.verticalHeaderItem(r).text() for r in range(window.table.rowCount())]
    won, rackos = labels.index("Rounds won"), labels.index("Rack-O count")
    for row in (won, rackos):
        assert "a partner's" in window.table.verticalHeaderItem(row).toolTip()
        assert window.table.item(row, 0).toolTip() == window.table.verticalHeaderItem(row).toolTip()
    assert window.table.verticalHeaderItem(labels.index("Matches played")).toolTip() == ""


def test_enter_in_the_statistics_closes_them_and_never_asks_to_reset(qtbot, tmp_path, monkeypatch):
    """Enter on the table, or on "How is this counted?", opened "Reset statistics?": Qt had made
    Reset the window's default button (every-dialog keyboard review). Enter on the table closes
    the window; on the toggle it unfolds the words."""
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Cancel)
    stats = Statistics(tmp_path / "statistics.json")
    stats.count_match(short_match(0))
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    table = window.findChildren(QTableWidget)[0]
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert not asked and not window.isVisible()
    again = StatisticsWindow(stats)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.counted_toggle.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(again.counted_toggle, Qt.Key.Key_Return)
    assert again.counted_toggle.isChecked() and again.isVisible() and not asked
