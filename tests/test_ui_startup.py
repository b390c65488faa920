"""Start-up (issue 14): the window paints the dealt table first, and builds what that paint does
not need (the score sheet, the coach, the first-round guide) right after it, or at once when
asked for, showing what happened meanwhile. Behaviour only: no clock is read."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from rackoapp.controller import GameController
from rackoapp.engine import Rules, RoundResult, SeatInfo
from rackoapp.ui import addons
from rackoapp.ui.panels.score_place import ScorekeeperPlace
from rackoapp.ui.settings import make_settings
from rackoapp.ui.window import MainWindow
from ui_helpers import simple_factory, wait_human

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))
LATER = ["scorekeeper", "coach", "guide"]


def _window(qtbot, tmp_path) -> MainWindow:
    """A window never shown: nothing is built after a first paint, only when asked for."""
    win = MainWindow(make_settings(str(tmp_path / "settings.ini")), GameController(player_factory=simple_factory))
    win.set_speed("instant")
    qtbot.addWidget(win)
    return win


class _FirstPaint(QObject):
    """Notes, at the viewport's first paint, whether cards are dealt and what is still to build."""

    def __init__(self, win: MainWindow) -> None:
        super().__init__(win)
        self.win = win
        self.seen: list[tuple[bool, list[str]]] = []
        win.view.viewport().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen.append((any(self.win.scene.rack_cards), addons.pending(self.win)))
        return False


def test_the_dealt_table_paints_first_and_the_rest_is_built_right_after(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.start(Rules(seats=2), SEATS, 1)
    watch = _FirstPaint(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitUntil(lambda: not addons.pending(win), timeout=10000)
    # The first paint had the cards on the table and nothing of what comes later.
    assert watch.seen == [(True, LATER)]
    # Built afterwards, in the window, showing the match dealt before they were there.
    panel = win.scorekeeper.panel
    assert panel.isVisible()
    assert panel.model.column_names == ("You", "Ada")
    assert win.coach.seat == 0 and win.coach.review_action in win.game_menu.actions()
    assert win.guide.action in win.help_menu.actions()


def test_a_part_asked_for_before_the_first_paint_is_built_at_once(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    assert addons.pending(win) == LATER
    win.start(Rules(seats=2, target=100), SEATS, 1)
    assert "100" in win.scorekeeper.target_label.text()  # asking for a part builds the sheet
    assert addons.pending(win) == ["coach", "guide"]
    win.finish_setup()
    assert addons.pending(win) == []
    coach = win.coach
    win.finish_setup()  # again: nothing is built twice
    assert win.coach is coach


def test_a_coach_built_after_the_deal_grades_the_first_move(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    for seed in range(50):
        win.start(Rules(seats=2), SEATS, seed)
        if win.ctl.to_move == 0:
            break
    wait_human(qtbot, win)
    coach = win.coach  # built now, after the deal and the human's turn began
    coach.grade_action.setChecked(True)
    with qtbot.waitSignal(coach.graded, timeout=10000) as blocker:
        win.ctl.play("draw", 3)
    grade = blocker.args[0]
    assert grade.played.take == "draw" and grade.played.slot == 3


def test_the_scorekeeper_place_shows_what_it_was_told_before_it_was_built(qtbot):
    place = ScorekeeperPlace()
    qtbot.addWidget(place)
    place.reset(["Ann", "Bob"], Rules(seats=2, target=150))
    result = RoundResult(dealer=0, rackout=1, scores=(35, 75), turns=20,
                         racks=tuple(tuple(range(1, 11)) for _ in range(2)))
    place.set_results([result], [35, 75], None)
    assert not place.built
    place.build()
    assert place.built
    assert place.model.column_names == ("Ann", "Bob")
    assert tuple(place.model.totals) == (35, 75)
    assert [bar.value() for bar in place.bars] == [35, 75] and place.bars[0].maximum() == 150
    # Told after it is built, it passes on at once.
    place.reset(["Cas", "Dee", "Eve"], Rules(seats=3))
    assert place.model.column_names == ("Cas", "Dee", "Eve") and place.model.rowCount() == 0


def test_the_dialogs_fitting_is_not_imported_before_the_first_paint(tmp_path):
    """The window asks which screen it opens on before its first paint: that came from the
    dialogs' fitting, whose widget classes (combo and spin boxes, sliders, dialogs) cost PySide
    milliseconds of enums to import (issue 14). ``-X importtime`` lists what the launch imported
    up to the paint (--exit-after-paint leaves right after it)."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "rackoapp", "--seats", "human,hard", "--data-dir",
         str(tmp_path), "--settings", str(tmp_path / "s.ini"), "--exit-after-paint"],
        env=env, capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "painted", done.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "rackoapp.ui.window" in imported and "rackoapp.ui.screens" in imported
    assert "rackoapp.ui.dialogs.fit" not in imported


def test_nothing_is_called_after_the_first_paint_of_a_widget_gone_by_then(qtbot):
    """A window deleted between its first paint and the moment after it still ran finish_setup,
    which raised on its deleted parts (review)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication, QWidget
    from shiboken6 import Shiboken

    called = []
    widget = QWidget()
    addons.after_first_paint(widget, lambda: called.append(True))
    QApplication.sendEvent(widget, QPaintEvent(QRect(0, 0, 1, 1)))  # the first paint, now
    Shiboken.delete(widget)
    qtbot.wait(50)
    assert called == []
    shown = QWidget()
    qtbot.addWidget(shown)
    addons.after_first_paint(shown, lambda: called.append(True))
    shown.show()
    qtbot.waitUntil(lambda: called == [True], timeout=3000)  # a widget still there is told
