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
