import atexit
import os
import shutil
import tempfile

# GUI tests run without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests read English texts: the machine's own language must not change them.
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"

# On Linux (where CI runs), nothing a test starts may touch the player's own data folder or
# settings: a test refused as "RackoApp is already running" while the app was open, and made the
# folder where none was. Qt reads these variables on Linux only; elsewhere tests that take no
# --data-dir still use the real folder.
_home = tempfile.mkdtemp(prefix="rackoapp-tests-")
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_home, _name.lower())
atexit.register(shutil.rmtree, _home, True)

import pytest
from hypothesis import settings as hypothesis_settings

# Every property test draws the same examples on every run and every machine, so a failure in CI
# comes back here (each run drew fresh games before: a failure might never return). The fuzz
# files say so in their own settings too.
hypothesis_settings.register_profile("replayable", derandomize=True, database=None)
hypothesis_settings.load_profile("replayable")


@pytest.fixture(autouse=True)
def _no_log_holder_left():
    """A test that opened settings in-process (a bad settings.ini set aside) leaves the log's
    early holder on the "rackoapp" logger; the next FaultHandler would write its stale lines."""
    yield
    import sys

    faults = sys.modules.get("rackoapp.ui.faults")
    if faults is not None and faults._early is not None:
        faults.log.removeHandler(faults._early)
        faults._early = None


@pytest.fixture(autouse=True)
def _no_mouse_button_held():
    """A test that pressed a button and never let go leaves it held in the application's state
    for the next test in its process: a focus change then read as a click's, and a field reached
    by its Alt key did not scroll into view (seen only in the order pytest-xdist ran the files).
    Let go of it, through a window never shown, before each test."""
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is not None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtGui import QWindow
        from PySide6.QtTest import QTest

        held = app.mouseButtons()
        if held != Qt.MouseButton.NoButton:
            window = QWindow()
            window.resize(8, 8)  # the release inside it: Qt warns of one outside
            for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
                if held & button:
                    QTest.mouseRelease(window, button, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
            window.destroy()
    yield


@pytest.fixture(autouse=True)
def _no_window_left_up():
    """pytest-qt closes the windows a test registered, but a dialog the window owned (the rules,
    a round's review) is a window of its own and stayed up, over the next tests in its process:
    one of them, counting the dialogs it showed, counted a stranger's rules dialog (CI). Close
    every top-level window still shown once a test is done."""
    yield
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is not None:
        for window in app.topLevelWidgets():
            if window.isVisible():
                window.close()


@pytest.fixture(autouse=True)
def bell_folder():
    """A doorbell's socket (storage/doorbell.py) goes into a private folder of the test's, not the
    shared /tmp: an app a test killed, or a test's own socket, left one there for everyone
    (review). Short, as a socket's name must be; the apps a test starts inherit it. Without
    monkeypatch, so it is undone after a test's own patches (a test's os.scandir, patched, broke
    the folder's removal)."""
    folder = tempfile.mkdtemp(prefix="rb")
    before = os.environ.get("XDG_RUNTIME_DIR")
    os.environ["XDG_RUNTIME_DIR"] = folder
    yield folder
    if before is None:
        os.environ.pop("XDG_RUNTIME_DIR", None)
    else:
        os.environ["XDG_RUNTIME_DIR"] = before
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture()
def packaging_module(monkeypatch):
    """packaging/'s scripts, imported as they import each other (their folder on the path)."""
    import importlib
    import sys
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "packaging"))

    def load(name: str):
        sys.modules.pop(name, None)
        return importlib.import_module(name)
    yield load
    for name in ("build", "check_bundle", "macos_bundle", "notices", "tools", "windows_version"):
        sys.modules.pop(name, None)


@pytest.fixture
def banner_clock(monkeypatch):
    """The banners' own clock (``items.time.monotonic``), moved on by the test alone: "just up"
    and "stood its grace" then do not hang on how fast a loaded machine gets from one line of the
    test to the next (a 0.55 s stall after the round's last Enter made the double tap an answer,
    flake hunt)."""
    from rackoapp.ui.table import items

    class Clock:
        now = 1000.0

        @staticmethod
        def monotonic() -> float:
            return Clock.now

    monkeypatch.setattr(items, "time", Clock)
    return Clock
