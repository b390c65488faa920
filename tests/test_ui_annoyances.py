"""Small things players trip over (issue 14's annoyances): each one with a test."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QKeySequence

from rackoapp.ui import i18n

from ui_helpers import make_window


def test_f11_toggles_fullscreen_from_the_view_menu(qtbot, tmp_path, qapp):
    win = make_window(qtbot, tmp_path)
    act = win.fullscreen_action
    assert act in win.view_menu.actions()
    assert act.shortcut() == QKeySequence("F11")
    assert act.text() == "&Full screen"
    win.show()
    act.trigger()
    assert win.isFullScreen() and act.isChecked()
    act.trigger()
    assert not win.isFullScreen() and not act.isChecked()
    try:
        win.set_language("nl")
        assert act.text() != "&Full screen"
    finally:
        i18n.remove_translators(qapp)


def test_the_move_log_has_a_separator_before_each_later_round(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.panels.move_log import SEPARATOR

    from ui_helpers import simple_factory

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    seats = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    win.start(Rules(seats=2), seats, 3)
    qtbot.waitUntil(lambda: win.ctl.round_number >= 2, timeout=30000)
    win.ctl.shutdown()
    log = win.log
    rows = [log.item(r) for r in range(log.count())]
    seps = [r for r, item in enumerate(rows) if item.data(SEPARATOR)]
    assert seps, "no separator between rounds"
    assert not rows[0].data(SEPARATOR)  # none before the first round
    for r in seps:
        assert rows[r].flags() == Qt.ItemFlag.NoItemFlags  # never selectable as a move
        assert rows[r + 1].text().startswith("Round ") if r + 1 < len(rows) else True
        assert not rows[r].text()
    assert rows[seps[0] + 1].text().startswith("Round 2")
