"""A second start brings the open window forward (ui/front.py over storage/doorbell.py)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from rackoapp.storage.doorbell import address, ring
from test_ui_persistence import data_window


def ring_aside(where: str) -> list:
    """Ring from a thread of its own, as the second start does from its own process: the window's
    thread must stay free to come forward."""
    answers: list = []
    threading.Thread(target=lambda: answers.append(ring(where)), daemon=True).start()
    return answers


@pytest.fixture
def answering(qtbot, tmp_path):
    from rackoapp.ui.front import answer_rings

    win, data = data_window(qtbot, tmp_path)
    bell = answer_rings(win, data)
    assert bell is not None
    yield win, address(data.root)
    bell.close()


@pytest.mark.parametrize("before", [Qt.WindowState.WindowNoState, Qt.WindowState.WindowMaximized])
def test_a_minimised_window_comes_back_as_it_was(qtbot, answering, before):
    win, where = answering
    win.setWindowState(before | Qt.WindowState.WindowMinimized)
    assert win.isMinimized()
    answers = ring_aside(where)
    qtbot.waitUntil(lambda: answers != [], timeout=5000)
    assert answers == [True]
    assert not win.isMinimized() and win.isVisible()
    assert bool(win.windowState() & Qt.WindowState.WindowMaximized) == (before == Qt.WindowState.WindowMaximized)


def test_a_ring_is_answered_while_a_dialog_waits_and_the_dialog_stays_on_top(qtbot, answering):
    win, where = answering
    box = QMessageBox(QMessageBox.Icon.Question, "RackoApp", "Start a new game?", parent=win)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    raised = []
    box.raise_ = lambda: raised.append(True)  # noqa: the box's own raise, seen
    answers = ring_aside(where)
    qtbot.waitUntil(lambda: answers != [], timeout=5000)
    assert answers == [True] and raised == [True]
    box.close()
