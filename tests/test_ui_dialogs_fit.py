"""Every dialog of rackoapp/ui/dialogs, and the coach's review, fits the screen it opens on, its
buttons in view (a play-tester's 1024x640 screen had the Statistics and Rules windows' buttons
below its edge; the review's Close was off an 800x600 screen and off 1920x1080 at scale 2).

The small screens are the offscreen platform's own, in a fresh process each: a 1024x640 screen,
and a 1920x1080 one at QT_SCALE_FACTOR=2 (960x540 for the widgets)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from rackoapp.storage import Statistics
from rackoapp.ui.dialogs import fit
from rackoapp.ui.dialogs.help import RulesDialog
from rackoapp.ui.dialogs.new_game import NewGameDialog
from rackoapp.ui.dialogs.statistics import StatisticsWindow
from rackoapp.ui.settings import make_settings
from ui_helpers import english_afterwards  # noqa: F401 - autouse: a test switches to Dutch

# Opens each dialog on the primary screen, over a shown parent, and says where it and its
# buttons are (global, logical pixels) and whether its long content can still be reached.
PROBE = textwrap.dedent("""
    import json, random, sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QWidget

    app = QApplication(sys.argv)
    from rackoapp.engine import Match, Rules, SeatInfo
    from rackoapp.storage import Statistics
    from rackoapp.ui.dialogs.help import AboutDialog, RulesDialog
    from rackoapp.ui.dialogs.new_game import NewGameDialog
    from rackoapp.ui.dialogs.open_record import OpenRecordDialog
    from rackoapp.ui.dialogs.resume import abandon_dialog, resume_dialog
    from rackoapp.ui.dialogs.statistics import StatisticsWindow
    from rackoapp.ui.settings import make_settings

    tmp = Path(tempfile.mkdtemp())
    stats = Statistics(tmp / "statistics.json")
    stats.get("medium").losses = [900, 600, 450]
    settings = make_settings(str(tmp / "settings.ini"))
    settings.setValue("newgame/choice", json.dumps({"count": 4}))
    match = Match(Rules(seats=4), tuple(SeatInfo(f"Player number {i}", "computer", "hard") for i in range(4)),
                  rng=random.Random(1))
    from rackoapp.coach.review import review_record
    from rackoapp.engine import TAKE_DRAW
    from rackoapp.ui.coach.review_view import ReviewDialog

    played = Match(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                   rng=random.Random(2))
    rnd = played.start_round()
    while not rnd.over:
        played.apply_action(TAKE_DRAW)
        played.apply_action(min(10, (rnd.hand - 1) // 6 + 1))
    review = review_record(played.to_record(), 0)
    parent = QWidget()
    parent.resize(1000, 600)
    parent.show()
    makers = {
        "review": lambda: ReviewDialog(review, played.rules, review.costliest(5), "You", parent),
        "statistics": lambda: StatisticsWindow(stats, parent),
        "rules": lambda: RulesDialog(parent),
        "about": lambda: AboutDialog(parent),
        "new_game": lambda: NewGameDialog(settings, parent),
        "open_record": lambda: OpenRecordDialog(tmp, parent),
        "resume": lambda: resume_dialog(match, parent=parent),
        "abandon": lambda: abandon_dialog((("You", 120), ("Ada", 80)), parent=parent),
    }

    def rect(r):
        return [r.x(), r.y(), r.width(), r.height()]

    out = {"available": rect(app.primaryScreen().availableGeometry()), "dialogs": {}}
    for name, make in makers.items():
        d = make()
        d.show()
        for _ in range(3):
            app.processEvents()
        buttons = [b for box in d.findChildren(QDialogButtonBox) for b in box.findChildren(QAbstractButton)
                   if b.isVisible()]
        scroll = d.findChild(QWidget, "fitScroll")
        last = getattr(d, "counted", None)  # the statistics' last words, below the charts
        room_left = scroll.verticalScrollBar().maximum() if scroll is not None else 0
        if last is not None and scroll is not None:
            scroll.ensureWidgetVisible(last)
            app.processEvents()
        out["dialogs"][name] = {
            "frame": rect(d.frameGeometry()),
            "inside": rect(QRect(d.mapToGlobal(d.rect().topLeft()), d.size())),
            "buttons": [rect(QRect(b.mapToGlobal(b.rect().topLeft()), b.size())) for b in buttons],
            "last": rect(QRect(last.mapToGlobal(last.rect().topLeft()), last.size())) if last is not None else None,
            "scrolls": room_left,
            "viewport": rect(QRect(scroll.viewport().mapToGlobal(scroll.viewport().rect().topLeft()),
                                   scroll.viewport().size())) if scroll is not None else None,
        }
        d.close()
    print(json.dumps(out))
""")

SCREENS = {
    "1024x640": ({"width": 1024, "height": 640}, "1"),
    "1920x1080 at scale 2": ({"width": 1920, "height": 1080}, "2"),
    "1920x1080": ({"width": 1920, "height": 1080}, "1"),
}


def within(inner, outer) -> bool:
    return QRect(*outer).contains(QRect(*inner))


def _probed(tmp_path, probe: str, size: dict, scale: str) -> dict:
    """What ``probe`` prints, run in a fresh process on one offscreen screen of ``size`` at
    QT_SCALE_FACTOR ``scale``."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [dict(name="small", x=0, y=0, logicalDpi=96, logicalBaseDpi=96,
                                                   dpr=1, **size)]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=scale,
               LANGUAGE="en", LC_ALL="C.UTF-8")
    env.pop("QT_SCREEN_SCALE_FACTORS", None)
    env.pop("QT_ENABLE_HIGHDPI_SCALING", None)
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_dialog_fits_a_small_screen_with_its_buttons_in_view(tmp_path, screen):
    size, scale = SCREENS[screen]
    out = _probed(tmp_path, PROBE, size, scale)
    available = out["available"]
    assert available[2:] == [size["width"] // int(scale), size["height"] // int(scale)]
    assert set(out["dialogs"]) == {"statistics", "rules", "about", "new_game", "open_record", "resume", "abandon",
                                   "review"}
    for name, d in out["dialogs"].items():
        assert within(d["frame"], available), (name, d["frame"], available)
        assert d["buttons"], name
        for button in d["buttons"]:
            assert within(button, d["inside"]), (name, button, d["inside"])
            assert within(button, available), (name, button, available)
    # The statistics scroll to their last words; the buttons stay put. A large screen shows them
    # all at once (at 700 pixels they scrolled on a 1080-pixel screen, playtest).
    stats = out["dialogs"]["statistics"]
    assert within(stats["last"], stats["viewport"]), stats
    if screen == "1920x1080":
        assert stats["scrolls"] == 0, stats


# -- the sizing itself, for a given screen -------------------------------------------------

SMALL = QRect(0, 0, 1024, 640)
FRAME = QMargins(8, 40, 8, 8)


def test_room_fitted_size_and_placed():
    cap = fit.room(QSize(1024, 640), FRAME)
    assert cap == QSize(1008, 592)
    assert fit.fitted_size(QSize(620, 700), QSize(225, 134), cap) == QSize(620, 592)
    assert fit.fitted_size(QSize(400, 300), QSize(225, 134), cap) == QSize(400, 300)
    assert fit.fitted_size(QSize(400, 300), QSize(500, 134), cap) == QSize(500, 300)  # never below the minimum
    assert fit.placed(QRect(100, 10, 636, 640), SMALL) == QPoint(100, 0)
    assert fit.placed(QRect(900, 300, 300, 400), SMALL) == QPoint(724, 240)
    assert fit.placed(QRect(50, 50, 300, 300), SMALL) == QPoint(50, 50)  # inside: not moved


def buttons_inside(dialog) -> bool:
    dialog.layout().activate()
    boxes = dialog.findChildren(QDialogButtonBox)
    return bool(boxes) and all(dialog.rect().contains(QRect(b.mapTo(dialog, QPoint(0, 0)), b.size()))
                               for b in boxes)


@pytest.mark.parametrize("make", ["statistics", "rules", "new_game"])
def test_each_dialog_sized_for_1024x640_keeps_its_buttons_inside(qtbot, tmp_path, make):
    if make == "statistics":
        dialog = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    elif make == "rules":
        dialog = RulesDialog()
    else:
        settings = make_settings(str(tmp_path / "settings.ini"))
        settings.setValue("newgame/choice", '{"count": 4}')
        dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    size = fit.fit_to(dialog, QSize(dialog.size().expandedTo(dialog.sizeHint())), SMALL, FRAME)
    cap = QSize(1024 - 16, 640 - 48)
    assert size.width() <= cap.width() and size.height() <= cap.height()
    assert dialog.maximumHeight() <= cap.height()
    assert dialog.minimumSizeHint().height() <= cap.height()  # the layout does not push it past
    assert buttons_inside(dialog)


def test_statistics_and_rules_fill_a_small_screen_and_scroll(qtbot, tmp_path):
    counts = Statistics(tmp_path / "statistics.json")
    hard = counts.get("hard")  # charts with something to draw (empty ones are two lines)
    hard.matches, hard.matches_won, hard.losses, hard.graded = 2, 1, [700, 500], 2
    stats = StatisticsWindow(counts)
    qtbot.addWidget(stats)
    fit.fit_to(stats, QSize(620, 700), SMALL, FRAME)
    assert stats.size() == QSize(620, 592)
    stats.show()
    qtbot.waitExposed(stats)
    stats.resize(620, 592)  # the offscreen screen may be larger: the size of the small one
    qtbot.wait(10)
    bar = stats.scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the table and the charts scroll
    assert not stats.table.verticalScrollBar().isVisible()  # the table itself is whole
    assert buttons_inside(stats)
    rules = RulesDialog()
    qtbot.addWidget(rules)
    fit.fit_to(rules, QSize(640, 720), SMALL, FRAME)
    assert rules.size() == QSize(640, 592)
    assert buttons_inside(rules)


def test_new_game_shows_four_players_and_teams_whole_when_there_is_room(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seat_count.setValue(4)
    dialog.partners.setChecked(True)  # the longest texts: "(always, with teams)"
    qtbot.wait(20)
    assert dialog.scroll.verticalScrollBar().maximum() == 0  # nothing to scroll
    assert dialog.scroll.horizontalScrollBar().maximum() == 0
    assert buttons_inside(dialog)
    # At 1.5x the window came out a pixel short of its size, and a scroll bar showed to scroll
    # by one, the last row cut (playtest): a pixel or two lost to rounding scrolls nothing.
    dialog.resize(dialog.sizeHint() - QSize(0, fit.ROUNDING_SLACK))
    qtbot.waitUntil(lambda: dialog.height() == dialog.sizeHint().height() - fit.ROUNDING_SLACK)
    qtbot.wait(20)
    assert dialog.scroll.verticalScrollBar().maximum() == 0


def test_a_parentless_dialog_fits_the_primary_screen(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = RulesDialog(parent)
    screen = fit.screen_of(dialog)
    assert screen is parent.screen()
    cap = fit.room(screen.availableGeometry().size(), fit.frame_margins(dialog))
    assert dialog.height() <= cap.height() and dialog.maximumHeight() <= max(cap.height(), dialog.minimumHeight())


# Two playtesters saw the game vanish at Ctrl+O after Game > Statistics (a segfault in Qt's list
# of screens): fitting a dialog asked the dialog for its QScreen, and in PySide 6.11 that QScreen
# is freed with the dialog's Python wrapper, which goes while the dialog lives on in its parent.
SCREEN_KEPT = textwrap.dedent("""
    import faulthandler, gc, sys, tempfile
    from pathlib import Path
    faulthandler.enable()
    import shiboken6
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv)
    from rackoapp.storage import Statistics
    from rackoapp.ui.dialogs.open_record import OpenRecordDialog
    from rackoapp.ui.dialogs.statistics import StatisticsWindow

    tmp = Path(tempfile.mkdtemp())
    window = QMainWindow()
    window.show()
    screen = QGuiApplication.primaryScreen()

    def close_modal():
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            dialog.reject()

    for _ in range(2):  # as the window does: a dialog made, shown, closed and let go
        QTimer.singleShot(50, close_modal)
        StatisticsWindow(Statistics(tmp / "statistics.json"), window).exec()
        gc.collect()
        print("screen alive", shiboken6.isValid(screen), flush=True)
        OpenRecordDialog(tmp, window).deleteLater()
    print("done")
""")


def test_a_dialog_let_go_leaves_the_screen_alive():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SCREEN_KEPT], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["screen", "alive", "True"] * 2 + ["done"], done.stdout


def test_the_wheel_scrolls_the_dialog_not_an_unfocused_field(qtbot, tmp_path):
    """Turned over "Points to win" while scrolling the New Game dialog at 1.5x, the wheel
    changed the target from 500 to 375 (playtest); a field takes it only once focused."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    dlg = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.resize(dlg.width(), 260)  # too low for its fields: it scrolls
    qtbot.waitUntil(lambda: dlg.scroll.verticalScrollBar().maximum() > 0)
    bar = dlg.scroll.verticalScrollBar()

    def wheel(widget):
        centre = QPointF(widget.rect().center())
        event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                            QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, event)

    before = dlg.target.value()
    wheel(dlg.target)
    assert dlg.target.value() == before and bar.value() > 0
    dlg.target.setFocus()
    qtbot.waitUntil(dlg.target.hasFocus)
    wheel(dlg.target)
    assert dlg.target.value() != before  # focused, the field is the player's to turn


def test_page_down_scrolls_a_scrolling_dialog_from_its_buttons(qtbot, tmp_path):
    """Statistics at 1.25x: Page Down did nothing while Close had the keys, and Tab stopped on
    the scroll area, where nothing showed (keyboard playtest)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    window.show()
    window.resize(window.width(), 240)
    bar = window.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert window.scroll.focusPolicy() == Qt.FocusPolicy.NoFocus
    close = next(b for b in window.findChildren(QPushButton) if b.isVisible())
    close.setFocus()
    qtbot.keyClick(close, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    qtbot.keyClick(close, Qt.Key.Key_PageUp)
    assert bar.value() == 0


def test_a_field_reached_by_its_alt_key_scrolls_into_view(qtbot, tmp_path):
    """New Game on a small screen: Alt+R put the keys on "Rebuilds per round", below the view,
    which stayed where it was, and Up and Down changed a number nobody could see; Tab scrolled,
    the Alt keys did not (keyboard playtest at 2x)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    dlg = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.resize(dlg.width(), 260)
    qtbot.waitUntil(lambda: dlg.scroll.verticalScrollBar().maximum() > 0)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow)  # focus moves in an inactive window are no focus changes
    dlg.name_edits[0].setFocus()
    qtbot.waitUntil(dlg.name_edits[0].hasFocus)
    qtbot.keyClick(dlg.name_edits[0], "r", Qt.KeyboardModifier.AltModifier)
    field = QApplication.focusWidget()
    assert field is dlg.max_rebuilds
    viewport = dlg.scroll.viewport()
    assert viewport.rect().contains(QRect(field.mapTo(viewport, QPoint(0, 0)), field.size()))


def test_no_scroll_area_is_what_hears_the_focus_change(qtbot, tmp_path):
    """Connected to the application's focus changes, a scroll area was reached by one as its
    window was torn down, half destroyed ("Slot 'ScrollArea::' not found" at a test's teardown,
    CI, twice). One plain function hears them for all: however many dialogs come and go, the
    application has the one connection, and a dialog deleted while shown leaves nothing that a
    focus change could reach."""
    import gc

    from PySide6.QtWidgets import QApplication, QLineEdit

    app = QApplication.instance()
    NewGameDialog(make_settings(str(tmp_path / "s0.ini"))).deleteLater()  # the connection is made
    before = app.receivers("2focusChanged(QWidget*,QWidget*)")
    for k in range(3):
        dlg = NewGameDialog(make_settings(str(tmp_path / f"s{k + 1}.ini")))
        dlg.show()
        qtbot.waitExposed(dlg)
        assert app.receivers("2focusChanged(QWidget*,QWidget*)") == before  # no widget of its own hears
        dlg.name_edits[0].setFocus()
        dlg.deleteLater()  # torn down while shown
        qtbot.waitUntil(lambda d=dlg: not _alive(d), timeout=3000)
    gc.collect()
    assert app.receivers("2focusChanged(QWidget*,QWidget*)") == before
    other = QLineEdit()
    qtbot.addWidget(other)
    other.show()
    other.setFocus()  # a focus change after them: nothing of theirs is called
    qtbot.wait(20)


def _alive(widget) -> bool:
    from shiboken6 import isValid

    return isValid(widget)


def test_the_dutch_new_game_dialog_fits_a_screen_640_wide(qtbot, tmp_path):
    """1280x800 at QT_SCALE_FACTOR=2 gives 640 pixels: the Dutch dialog asked for 656, its Cancel
    and the title bar's close button past the screen's edge (keyboard playtest); its long row
    ("Punten om te winnen" and its two buttons) now goes under its label where there is no room."""
    from PySide6.QtWidgets import QApplication

    from rackoapp.ui import i18n

    i18n.install_translator(QApplication.instance(), "nl")
    dlg = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    assert dlg.minimumSizeHint().width() <= 640 - 8
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.resize(dlg.minimumSizeHint().width(), 500)
    qtbot.waitUntil(lambda: dlg.width() == dlg.minimumSizeHint().width())
    viewport = dlg.scroll.viewport()
    assert dlg.scroll.horizontalScrollBar().maximum() == 0
    for button in (dlg.short_button, dlg.usual_button):
        assert button.mapTo(viewport, QPoint(button.width(), 0)).x() <= viewport.width()


def test_a_click_on_a_check_box_at_the_view_s_edge_toggles_it(qtbot, tmp_path):
    """A field reached by its Alt key scrolls into view; one pressed by the mouse must not: the
    press gave the focus, the view scrolled under the pointer, the release fell beside the check
    box and it did not toggle (review)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QCheckBox

    dlg = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.resize(dlg.width(), 260)
    bar = dlg.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    viewport = dlg.scroll.viewport()

    def half_shown(box):  # its top half in view, at the view's bottom edge
        top = box.mapTo(viewport, QPoint(0, 0)).y()
        return box.isEnabled() and 0 < viewport.height() - top - box.height() // 2 < 30 \
            and top + box.height() > viewport.height()

    box = None
    for value in range(0, bar.maximum() + 1, 2):
        bar.setValue(value)
        QApplication.processEvents()
        box = next((b for b in dlg.findChildren(QCheckBox) if half_shown(b)), None)
        if box is not None:
            break
    assert box is not None
    was, at, scrolled = box.isChecked(), QPoint(12, box.height() // 4), bar.value()
    qtbot.mousePress(box, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(box, Qt.MouseButton.LeftButton, pos=at)
    assert box.isChecked() != was and bar.value() == scrolled


FILE_PROBE = textwrap.dedent("""
    import json, sys, tempfile
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QWidget

    app = QApplication(sys.argv)
    from rackoapp.ui.dialogs.files import record_dialog

    folder = tempfile.mkdtemp()
    parent = QWidget()
    parent.resize(600, 380)
    parent.show()

    def rect(r):
        return [r.x(), r.y(), r.width(), r.height()]

    out = {"available": rect(app.primaryScreen().availableGeometry()), "dialogs": {}}
    for saving in (False, True):
        d = record_dialog(parent, "Records", folder + ("/mine.json" if saving else ""),
                          "Game records (*.json)", saving=saving)
        d.show()
        for _ in range(3):
            app.processEvents()
        buttons = [b for box in d.findChildren(QDialogButtonBox) for b in box.findChildren(QAbstractButton)
                   if b.isVisible()]
        out["dialogs"]["save" if saving else "open"] = {
            "frame": rect(d.frameGeometry()),
            "buttons": [rect(QRect(b.mapToGlobal(b.rect().topLeft()), b.size())) for b in buttons]}
        d.close()
    print(json.dumps(out))
""")


def test_the_record_file_dialogs_fit_a_1280x800_screen_at_scale_2(tmp_path):
    """Save record and Browse… opened Qt's own file dialog by QFileDialog's static functions,
    which size it themselves: 410 pixels high on a screen of 400 (1280x800 at scale 2), Cancel
    below the edge (keyboard review). They are fitted as every other dialog is."""
    out = _probed(tmp_path, FILE_PROBE, {"width": 1280, "height": 800}, "2")
    available = out["available"]
    assert available[2:] == [640, 400]
    assert set(out["dialogs"]) == {"open", "save"}
    for name, d in out["dialogs"].items():
        assert within(d["frame"], available), (name, d["frame"], available)
        assert len(d["buttons"]) >= 2, name
        for button in d["buttons"]:
            assert within(button, available), (name, button, available)
