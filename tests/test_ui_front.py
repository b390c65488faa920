"""A second start brings the open window forward (ui/front.py over storage/doorbell.py)."""

from __future__ import annotations

import argparse
import os
import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from rackoapp.storage.doorbell import Doorbell, address, ring
from test_ui_persistence import data_window



def ring_aside(where: str, token: str | None = None) -> list:
    """Ring from a thread of its own, as the second start does from its own process: the window's
    thread must stay free to come forward."""
    answers: list = []
    threading.Thread(target=lambda: answers.append(ring(where, token)), daemon=True).start()
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
def test_a_minimised_window_comes_back_as_it_was(qtbot, answering, before, monkeypatch):
    win, where = answering
    asked = []
    monkeypatch.setattr(win, "raise_", lambda: asked.append("raise"))
    monkeypatch.setattr(win, "activateWindow", lambda: asked.append("activate"))
    win.setWindowState(before | Qt.WindowState.WindowMinimized)
    assert win.isMinimized()
    answers = ring_aside(where)
    qtbot.waitUntil(lambda: answers != [], timeout=5000)
    assert answers == [True] and asked == ["raise", "activate"]
    assert not win.isMinimized() and win.isVisible()
    assert bool(win.windowState() & Qt.WindowState.WindowMaximized) == (before == Qt.WindowState.WindowMaximized)


def test_the_launcher_s_token_is_the_window_s_to_take_the_focus(qtbot, answering, monkeypatch):
    """Wayland desktops give the focus to a window that shows the token the launcher gave; Qt's
    Wayland plugin activates with the one in XDG_ACTIVATION_TOKEN."""
    win, where = answering
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    seen = []
    monkeypatch.setattr(win, "activateWindow", lambda: seen.append(os.environ.get("XDG_ACTIVATION_TOKEN")))
    answers = ring_aside(where, "gnome-shell/RackoApp/1234-5-host_TIME99")
    qtbot.waitUntil(lambda: answers != [], timeout=5000)
    assert answers == [True] and seen == ["gnome-shell/RackoApp/1234-5-host_TIME99"]


def test_a_ring_is_answered_while_a_dialog_waits_and_the_dialog_stays_on_top(qtbot, answering, monkeypatch):
    """The dialog takes the focus, and the launcher's token with it: the window spent it, and the
    dialog asked for the focus without one (review)."""
    win, where = answering
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    box = QMessageBox(QMessageBox.Icon.Question, "RackoApp", "Start a new game?", parent=win)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    asked = []
    box.raise_ = lambda: asked.append("box raised")  # the box's own, seen
    box.activateWindow = lambda: asked.append(("box active", os.environ.get("XDG_ACTIVATION_TOKEN")))
    monkeypatch.setattr(win, "raise_", lambda: asked.append("window raised"))
    monkeypatch.setattr(win, "activateWindow", lambda: asked.append("window active"))
    answers = ring_aside(where, "tok")
    qtbot.waitUntil(lambda: answers != [], timeout=5000)
    assert answers == [True] and asked == ["window raised", "box raised", ("box active", "tok")]
    box.close()


def test_a_closing_window_is_not_shown_again(qtbot, answering):
    win, where = answering
    win.closed = True  # between its close and the loop's end
    win.setWindowState(Qt.WindowState.WindowMinimized)
    answers = ring_aside(where)
    qtbot.waitUntil(lambda: answers != [], timeout=8000)
    assert answers == [False] and win.isMinimized()
    win.closed = False


def test_a_window_too_busy_to_come_forward_says_no_and_stays_where_it_is(qtbot, answering, monkeypatch):
    """The second start then says "already running"; the window came forward seconds later all
    the same, over that box (review)."""
    from rackoapp.ui import front

    monkeypatch.setattr(front, "_IN_FRONT_WITHIN", 0.3)
    win, where = answering
    win.setWindowState(Qt.WindowState.WindowMinimized)
    answers = ring_aside(where)
    deadline = time.monotonic() + 30  # the window's thread busy (no events run): the request waits
    while not answers and time.monotonic() < deadline:
        time.sleep(0.02)
    assert answers == [False]
    QApplication.processEvents()
    qtbot.wait(50)
    assert win.isMinimized()


def test_a_second_start_rings_a_while_for_a_first_still_starting(qtbot, tmp_path, monkeypatch):
    """A double click twice over: the first app held the folder a moment before it listened, and the
    second said "already running" (review)."""
    from rackoapp.ui import app as app_mod

    monkeypatch.setattr(app_mod, "_launch_token", ["t0ken"])
    tokens = []
    bells = []
    threading.Timer(0.6, lambda: bells.append(
        Doorbell(address(tmp_path), lambda token: tokens.append(token) or True))).start()
    try:
        assert app_mod._rang(argparse.Namespace(root=tmp_path))
        assert tokens == ["t0ken"]
    finally:
        time.sleep(0.1)
        for bell in bells:
            bell.close()
    from rackoapp.storage import doorbell

    rung = []
    real_ring = doorbell.ring
    monkeypatch.setattr(doorbell, "ring", lambda *a, **k: rung.append(real_ring(*a, **k)) or rung[-1])
    monkeypatch.setattr(app_mod, "RING_FOR_S", 0.5)
    assert not app_mod._rang(argparse.Namespace(root=tmp_path))  # nobody listening: the box, in the end
    assert rung and set(rung) == {None}  # rung until RING_FOR_S ran out, nobody ever there
    # A "no" from a bell that is there is final: the box at once, not after RING_FOR_S.
    monkeypatch.setattr(app_mod, "RING_FOR_S", 2)
    bell = Doorbell(address(tmp_path), lambda token: False)
    try:
        rung.clear()
        assert not app_mod._rang(argparse.Namespace(root=tmp_path))
        assert rung == [False]  # one ring, no other tried
    finally:
        bell.close()


@pytest.mark.parametrize("asked", [{}, {"seats": ("human", "hard")}, {"record": "r.json"}, {"resume": True},
                                   {"speed": "slow"}, {"quit_at_end": True}])
def test_only_a_start_that_asks_for_nothing_rings(asked):
    """One that asks for a game, the saved match or a speed cannot have it beside the open window:
    it is told so (a line; a box too unless a script started it)."""
    from rackoapp.ui.app import _asks_for_something

    assert _asks_for_something(argparse.Namespace(**asked)) is bool(asked)


def test_a_window_that_never_painted_listens_all_the_same(qtbot, tmp_path, monkeypatch):
    """First shown minimised (a launcher's "run minimised"), it painted nothing and never
    listened, so the second click said "already running" (review)."""
    from rackoapp.storage import DataDir
    from rackoapp.ui import app as app_mod
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    data = DataDir(tmp_path / "data")
    data.ensure()
    win = MainWindow(make_settings(str(data.settings_file)), data=data)
    qtbot.addWidget(win)  # never shown: no paint
    monkeypatch.setattr(app_mod, "LISTEN_BY_MS", 50)
    monkeypatch.setattr(app_mod, "_answered", [])
    app_mod._listen_soon(win, data)
    qtbot.waitUntil(lambda: app_mod._answered != [], timeout=3000)
    try:
        answers = ring_aside(address(data.root))
        qtbot.waitUntil(lambda: answers != [], timeout=5000)
        assert answers == [True] and win.isVisible()
        win.show()  # and its first paint starts no second doorbell
        qtbot.waitExposed(win)
        qtbot.wait(100)
        assert len(app_mod._answered) == 1
    finally:
        for bell in app_mod._answered:
            bell.close()


def test_the_doorbell_s_answer_never_keeps_the_window(qtbot):
    """The doorbell's thread holds the window's answer to a ring. It held the window too, so the
    window's last reference (and its QSettings') could go on that thread, where shiboken cannot free
    a Qt object safely (thread review)."""
    import weakref

    from PySide6.QtWidgets import QWidget

    from rackoapp.ui.front import _Front

    window = QWidget()
    answer = _Front(window).answer  # what the doorbell's thread keeps
    gone = weakref.ref(window)
    del window
    assert gone() is None
