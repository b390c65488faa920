"""An exception in a Qt slot is logged, autosaved and told in one line; the app goes on."""

import sys

import pytest

from PySide6.QtCore import QObject, QTimer, Signal

from rackoapp.ui.faults import FaultHandler


class Emitter(QObject):
    fired = Signal()


def test_slot_exception_reaches_the_handler(qtbot, tmp_path):
    saved, told = [], []
    handler = FaultHandler(tmp_path / "rackoapp.log", save=lambda: saved.append(1) or True, tell=told.append)
    handler.install()
    try:
        e = Emitter()

        def broken():
            raise RuntimeError("boom in a slot")

        e.fired.connect(broken)
        e.fired.emit()
        ran_after = []
        QTimer.singleShot(0, lambda: ran_after.append(True))
        qtbot.waitUntil(lambda: bool(ran_after), timeout=2000)
    finally:
        handler.uninstall()
    assert handler.faults == 1 and saved == [1]
    assert len(told) == 1 and "\n" not in told[0] and str(tmp_path / "rackoapp.log") in told[0]
    assert told[0].startswith("Something went wrong; your game is saved. Details are in ")
    text = (tmp_path / "rackoapp.log").read_text()
    assert "boom in a slot" in text and "Traceback" in text
    assert sys.excepthook is not handler


def test_a_failing_save_is_logged_not_raised(tmp_path):
    def bad_save():
        raise OSError(28, "No space left on device")

    told = []
    handler = FaultHandler(tmp_path / "x.log", save=bad_save, tell=told.append)
    handler.install()
    try:
        try:
            raise ValueError("first")
        except ValueError:
            handler(*sys.exc_info())
    finally:
        handler.uninstall()
    assert len(told) == 1 and told[0].startswith("Something went wrong. Details are in ")  # not "saved"
    assert "autosave after an error failed" in (tmp_path / "x.log").read_text()


@pytest.mark.parametrize("where", ["data folder", "no data folder", "disk refusing"])
def test_a_fault_in_the_window_says_saved_only_when_the_game_is(qtbot, tmp_path, monkeypatch, where):
    """"the game was saved" was said after every fault, with no data folder too (review)."""
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.storage import DataDir, StorageError
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    data = None
    if where != "no data folder":
        data = DataDir(tmp_path / "data")
        data.ensure()
    win = MainWindow(make_settings(str(tmp_path / "settings.ini")), data=data)
    win.set_speed("instant")
    qtbot.addWidget(win)
    win.show()
    win.start(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), 3)
    if where == "disk refusing":
        monkeypatch.setattr(DataDir, "save_autosave", lambda self, record: (_ for _ in ()).throw(
            StorageError("disk_full", path=str(self.autosave))))
    told = _told_of_a_fault(win, data)
    saved = where == "data folder"
    assert told.startswith("Something went wrong; your game is saved." if saved else "Something went wrong.")
    assert ("saved" in told) is saved
    if where == "data folder":
        assert data.read_autosave() is not None
    win.ctl.shutdown()


def _told_of_a_fault(win, data) -> str:
    from rackoapp.ui.app import _install_excepthook

    told = []
    handler = _install_excepthook(win, data)
    handler.tell = told.append
    try:
        handler(*_raised())
    finally:
        handler.uninstall()
    assert len(told) == 1
    return told[0]


def test_a_fault_says_saved_of_no_finished_match_the_disk_refused_nor_of_a_bare_record(
        qtbot, tmp_path, monkeypatch):
    """"Something went wrong; your game is saved." was said of a finished match the full disk
    had refused to file, and in the viewer with no game in play at all (review)."""
    import random

    from rackoapp.engine import DISCARD, TAKE_DRAW, Match, Rules, SeatInfo, save_record
    from test_ui_persistence import data_window, finished_on_a_full_disk

    win, data, _ctl, room = finished_on_a_full_disk(qtbot, tmp_path / "full", monkeypatch)
    assert win.keeper.unfiled
    assert "your game is saved" not in _told_of_a_fault(win, data)
    room()
    win.close()
    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path / "viewer")
    match = Match(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")),
                  rng=random.Random(1))
    match.start_round()
    match.apply_turn(TAKE_DRAW, DISCARD)
    save_record(match.to_record(), tmp_path / "r.json")
    assert not win.ctl.has_match and win.load_record_file(str(tmp_path / "r.json"))
    assert "your game is saved" not in _told_of_a_fault(win, data)
    win.ctl.shutdown()


def _raised():
    try:
        raise ValueError("a bug in a slot")
    except ValueError:
        return sys.exc_info()


def test_the_log_opens_after_the_first_paint_and_keeps_what_came_before(tmp_path):
    """The window opens its log file after the first paint (its imports cost start-up time):
    what is logged before waits for the file, and a fault before then opens it at once."""
    import logging

    path = tmp_path / "rackoapp.log"
    handler = FaultHandler(path)
    handler.catch()
    try:
        logging.getLogger("rackoapp.qt").warning("Qt: a warning at start-up")
        assert not path.exists()
        handler.open_log()
        text = path.read_text()
        assert "a warning at start-up" in text
        logging.getLogger("rackoapp").info("later")
        assert "later" in path.read_text()
    finally:
        handler.uninstall()

    early = tmp_path / "early.log"
    handler = FaultHandler(early, tell=lambda text: None)
    handler.catch()
    try:
        try:
            raise ValueError("before the first paint")
        except ValueError:
            handler(*sys.exc_info())
        assert "before the first paint" in early.read_text()
        handler.open_log()  # the first paint comes after the fault
        logging.getLogger("rackoapp").info("after the first paint")
        assert early.read_text().count("after the first paint") == 1
    finally:
        handler.uninstall()
    assert sys.excepthook is not handler
    assert not [h for h in logging.getLogger("rackoapp").handlers
                if getattr(h, "baseFilename", None) == str(early)]


def test_a_failed_start_on_a_screen_is_told_in_a_box_too(qapp, monkeypatch, tmp_path):
    """Started from a launcher nobody reads the console: a second RackoApp on one data folder
    seemed to do nothing (playtest). Offscreen, no box (nobody could close it)."""
    import argparse

    from PySide6.QtWidgets import QMessageBox

    from rackoapp.storage import DataDir
    from rackoapp.ui import app as app_mod

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    holder = DataDir(tmp_path)
    holder.ensure()
    holder.lock()
    try:
        args = argparse.Namespace(data_dir=str(tmp_path), seats=("human", "hard"))
        monkeypatch.setattr(app_mod, "application", lambda **kw: qapp)
        monkeypatch.setattr(app_mod, "_catch_signals", lambda: None)
        with pytest.raises(app_mod.StartError):
            app_mod.run(args)
        assert shown == []  # offscreen here
        monkeypatch.setattr(type(qapp), "platformName", staticmethod(lambda: "xcb"))
        with pytest.raises(app_mod.StartError, match="already running"):
            app_mod.run(args)
        assert len(shown) == 1 and "already running" in shown[0] and not shown[0].startswith("rackoapp:")
        # A script's start (--quit-at-end) gets its line and status 2 at once: a box on the screen
        # held it until someone closed it (README review).
        for script in ("quit_at_end", "exit_after_paint"):  # the benchmarks' launch is a script's too
            args = argparse.Namespace(data_dir=str(tmp_path), seats=("human", "hard"), **{script: True})
            with pytest.raises(app_mod.StartError, match="already running"):
                app_mod.run(args)
        assert len(shown) == 1
    finally:
        holder.unlock()


def test_already_running_is_told_in_the_open_window_s_language(qapp, monkeypatch, tmp_path, capsys):
    """The box said "RackoApp is already running ..." in English over the Dutch window open on
    that folder (returning-player playtest). The console's line stays English, as every
    command-line line is; the folder's settings are only read."""
    import argparse

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from rackoapp.storage import DataDir
    from rackoapp.ui import app as app_mod
    from rackoapp.ui import i18n

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    holder = DataDir(tmp_path)
    holder.ensure()
    settings = QSettings(str(holder.settings_file), QSettings.Format.IniFormat)
    settings.setValue("ui/language", "nl")
    settings.sync()
    written = holder.settings_file.read_bytes()
    holder.lock()
    try:
        monkeypatch.setattr(app_mod, "application", lambda **kw: qapp)
        monkeypatch.setattr(app_mod, "_catch_signals", lambda: None)
        monkeypatch.setattr(type(qapp), "platformName", staticmethod(lambda: "xcb"))
        with pytest.raises(app_mod.StartError, match="already running") as e:
            app_mod.run(argparse.Namespace(data_dir=str(tmp_path), seats=("human", "hard")))
        assert str(e.value) == f"rackoapp: RackoApp is already running with the data folder {tmp_path}"
        assert shown == [f"RackoApp draait al met de gegevensmap {tmp_path}."]
        assert holder.settings_file.read_bytes() == written
    finally:
        holder.unlock()
        i18n.remove_translators(qapp)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_signal_closes_the_failed_start_box(qapp, monkeypatch, tmp_path):
    """A script that starts RackoApp with a bad argument on a screen and sends SIGTERM must not
    wait on the box for ever (robustness playtest: alive 10 minutes after ``timeout 15``)."""
    import argparse
    import os
    import signal

    from PySide6.QtWidgets import QApplication

    from rackoapp.ui import app as app_mod

    monkeypatch.setattr(app_mod, "application", lambda **kw: qapp)
    monkeypatch.setattr(type(qapp), "platformName", staticmethod(lambda: "xcb"))
    forced = []

    def safety() -> None:  # only if the signal did not close it
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and widget.inherits("QMessageBox"):
                forced.append(widget.text())
                widget.reject()

    handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    QTimer.singleShot(200, lambda: os.kill(os.getpid(), signal.SIGTERM))
    # A timer of its own, stopped below: left running, it would reject a later test's box.
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(safety)
    guard.start(10_000)
    try:
        with pytest.raises(app_mod.StartError, match="cannot read the record"):
            app_mod.run(argparse.Namespace(data_dir=str(tmp_path), record=str(tmp_path / "missing.json")))
    finally:
        guard.stop()
        signal.set_wakeup_fd(-1)
        for s, h in handlers.items():
            signal.signal(s, h)
        app_mod._signalled.clear()
    assert forced == []


def test_the_window_shares_the_interpreter_in_short_turns(monkeypatch):
    """The coach grades on threads of its own while the GUI thread paints through Python: at
    CPython's 5 ms switch interval a round's end went 134 ms without a frame
    (benchmarks/gui_stalls.py). The window's start sets the shorter interval first."""
    import argparse
    import signal
    import sys

    from rackoapp.ui import app as app_mod

    def refused(_args):
        raise app_mod.StartError("rackoapp: no folder today")

    monkeypatch.setattr(app_mod, "data_dir", refused)
    monkeypatch.setattr(app_mod, "_tell_on_screen", lambda app, message: None)
    handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)  # CPython's own (another test may have started the window)
    try:
        with pytest.raises(app_mod.StartError):
            app_mod.run(argparse.Namespace())
        assert sys.getswitchinterval() == pytest.approx(app_mod.SWITCH_INTERVAL) and app_mod.SWITCH_INTERVAL < 0.005
    finally:
        sys.setswitchinterval(before)
        signal.set_wakeup_fd(-1)
        for s, h in handlers.items():
            signal.signal(s, h)
        app_mod._signalled.clear()


def test_already_running_beside_a_settings_file_qt_cannot_read_is_still_said(tmp_path):
    """Its language is read from the open window's settings: one "@Variant" value there that
    claims 2**31 items aborted the second app inside Qt (std::bad_alloc, status -6) where it said
    "already running" (diff review). Such a file is not read; its own process, as an abort would
    take pytest with it."""
    import os
    import subprocess

    from rackoapp.storage import DataDir

    holder = DataDir(tmp_path)
    holder.ensure()
    content = b"[ui]\nlanguage=@Variant(\0\0\0\t\x7f\xff\xff\xff)\n"
    holder.settings_file.write_bytes(content)
    holder.lock()
    try:
        run = subprocess.run([sys.executable, "-m", "rackoapp", "--data-dir", str(tmp_path), "--seats", "human,hard",
                              "--seed", "1"],
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True,
                             timeout=60)
    finally:
        holder.unlock()
    assert run.returncode == 2, run.stderr
    assert run.stderr == f"rackoapp: RackoApp is already running with the data folder {tmp_path}\n"
    assert holder.settings_file.read_bytes() == content
