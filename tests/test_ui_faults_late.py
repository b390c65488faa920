"""Three faults found after issue 11 was fixed: a lasting save warning, SIGTERM at start-up, odd data paths."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from rackoapp.engine import Rules
from rackoapp.storage import DataDir, StorageError

from test_ui_persistence import COMPUTERS, data_window, no_new_game_dialog, turns  # noqa: F401


# -- A. a failing autosave stays on screen while it holds ----------------------------------------

def test_a_failing_autosave_stays_in_the_lasting_warning_until_a_save_succeeds(qtbot, tmp_path, monkeypatch):
    win, data = data_window(qtbot, tmp_path)
    real_save = DataDir.save_autosave

    def refuse(self, record):
        raise StorageError("could not save the game: the disk is full")

    monkeypatch.setattr(DataDir, "save_autosave", refuse)
    ctl = win.ctl
    win.start(Rules(target=500), COMPUTERS, seed=9)
    qtbot.waitUntil(lambda: turns(ctl.record()) >= 2, timeout=60_000)
    assert "disk is full" in win.warning_label.text()
    assert win.warning_label.isVisibleTo(win)
    played = turns(ctl.record())
    qtbot.waitUntil(lambda: turns(ctl.record()) >= played + 6, timeout=60_000)
    assert "disk is full" in win.warning_label.text()  # still there, turns later
    assert win.warning_label.isVisibleTo(win)
    monkeypatch.setattr(DataDir, "save_autosave", real_save)
    qtbot.waitUntil(lambda: data.autosave.exists(), timeout=60_000)
    qtbot.waitUntil(lambda: "disk is full" not in win.warning_label.text(), timeout=60_000)
    assert not win.warning_label.isVisibleTo(win)
    ctl.shutdown()
