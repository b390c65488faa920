"""A match in the autosave that cannot be moved out of a new one's way (a read-only or full
folder): the new match is held back, never written over the old one, and nothing is lost
when the player opens a record, starts yet another match, or the held match ends (code review
of the keeper's held autosave, session 32)."""
from __future__ import annotations

import errno
import os
import random

import pytest

pytest.importorskip("PySide6")

from rackoapp.engine import Rules, SeatInfo, load_record, save_record
from rackoapp.storage import DataDir, StorageError
from ui_helpers import SimplePlayer

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))


def simple_players(level, seat, rules, rng):
    return SimplePlayer(seat, rules, rng)


def window(qtbot, tmp_path, factory=None):
    from rackoapp.controller import GameController
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow
    data = DataDir(tmp_path / "data")
    data.ensure()
    ctl = GameController(player_factory=factory) if factory else None
    win = MainWindow(make_settings(str(data.settings_file)), ctl, data=data)
    win.set_speed("instant")
    qtbot.addWidget(win)
    win.finish_setup()
    return win, data


def refuse(source):
    raise StorageError("filing_failed", reason="no permission to write there")


def block(qtbot, win, data, monkeypatch, seed_b=5):
    """A match with a move in the autosave; the folder refuses to move it; a new match, with a
    move of its own, held back. The first match's record."""
    win.start(Rules(), SEATS, 4)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    assert win.ctl.take("draw") and win.ctl.place(3)
    left = win.ctl.record()
    assert load_record(data.autosave) == left
    monkeypatch.setattr(data, "_file", refuse)
    win.start(Rules(), SEATS, seed_b)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    assert win.ctl.take("draw") and win.ctl.place(2)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    assert win.keeper.unsaved and load_record(data.autosave) == left
    return left


def test_a_match_left_for_a_record_while_held_is_saved_once_the_way_is_clear(qtbot, tmp_path, monkeypatch):
    """A record opened while the new match was held back: once the old match moved, the new
    one was saved nowhere, and quitting no longer asked."""
    win, data = window(qtbot, tmp_path)
    left = block(qtbot, win, data, monkeypatch)
    b = win.ctl.record()
    path = tmp_path / "some.json"
    save_record(left, path)
    assert win.load_record_file(str(path)) and win.ctl.viewing
    monkeypatch.undo()
    win.keeper.retry()  # the folder writable again: A is moved
    assert load_record(data.autosave) == b and win.keeper.unsaved is None
    assert [load_record(p) for p in data.history_records()] == [left]
    win.ctl.shutdown()


def test_quitting_asks_while_held_with_a_finished_record_on_the_table(qtbot, tmp_path, monkeypatch):
    """Stepped to a finished record's end while the match left for it was held back, the keeper
    looked at the record's match: finished, so nothing unsaved, and quitting lost the match."""
    from rackoapp.engine import Match
    from rackoapp.engine import TAKE_DRAW
    win, data = window(qtbot, tmp_path)
    block(qtbot, win, data, monkeypatch)
    m = Match(Rules(target=75), SEATS, random.Random(3))
    while not m.over:
        rnd = m.start_round()
        while not rnd.over:
            m.apply_action(TAKE_DRAW)
            m.apply_action(min(10, (rnd.hand - 1) // 4 + 1))
    path = tmp_path / "done.json"
    save_record(m.to_record(), path)
    assert win.load_record_file(str(path)) and win.ctl.viewing
    assert win.keeper.unsaved
    win.ctl.seek(win.ctl.position[1] - 1)
    assert win.ctl.over and win.keeper.unsaved
    win.ctl.shutdown()


def test_a_held_match_given_up_for_another_goes_straight_into_the_history(qtbot, tmp_path, monkeypatch):
    """New game again while held back: the match given up had never reached the autosave, and
    was filed nowhere, though the dialog had said it would be kept."""
    win, data = window(qtbot, tmp_path)
    left = block(qtbot, win, data, monkeypatch)
    b = win.ctl.record()
    win.start(Rules(), SEATS, 6)  # New game again (B touched by the human: to be kept)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    monkeypatch.undo()
    win.keeper.retry()
    hist = [load_record(p) for p in data.history_records()]
    assert left in hist and b in hist and len(hist) == 2
    assert load_record(data.autosave) == win.ctl.record()
    win.ctl.shutdown()


def test_a_held_match_of_the_same_deal_that_ends_never_writes_over_the_old_one(qtbot, tmp_path, monkeypatch):
    """A (seed 2) in the autosave, folder read-only, New game with the same seed: B shares
    A's match key. B ends while read-only (pending); once writable, the retry's
    archive_autosave -> retry_pending writes B over A before A is moved."""
    import rackoapp.storage.datadir as datadir
    win, data = window(qtbot, tmp_path, factory=simple_players)
    ctl = win.ctl
    win.start(Rules(target=75), SEATS, seed=2)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)
    assert ctl.play("draw", 3)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)
    a = ctl.record()
    assert load_record(data.autosave) == a
    real_write = datadir.write_atomic

    def ro(path, payload, *args):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(data, "_file", refuse)
    monkeypatch.setattr(datadir, "write_atomic", ro)
    win.start(Rules(target=75), SEATS, seed=2)
    for _ in range(20000):
        if ctl.winner is not None:
            break
        if ctl.state == "human":
            ctl.play("draw", None)
        elif ctl.state == "round_over":
            ctl.next_round()
        qtbot.wait(2)
    assert ctl.over and data.pending
    assert load_record(data.autosave) == a
    monkeypatch.undo()
    win.keeper.retry()
    hist = [load_record(p) for p in data.history_records()]
    assert a in hist and ctl.record() in hist and len(hist) == 2
    win.ctl.shutdown()


def test_a_held_match_that_ends_on_a_refusing_disk_is_said_filed_when_it_is(qtbot, tmp_path, monkeypatch):
    """B ends while A is in the way and the disk refuses B too; the retry that moved A filed B
    first, and the window never heard B was filed (filed_late), so a kill at its banner lost
    its showing at the next start."""
    import rackoapp.storage.datadir as datadir
    win, data = window(qtbot, tmp_path, factory=simple_players)
    ctl = win.ctl
    win.start(Rules(target=75), SEATS, seed=2)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)
    assert ctl.play("draw", 3)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)

    def ro(path, payload, *args):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(data, "_file", refuse)
    monkeypatch.setattr(datadir, "write_atomic", ro)
    win.start(Rules(target=75), SEATS, seed=9)
    for _ in range(20000):
        if ctl.winner is not None:
            break
        if ctl.state == "human":
            ctl.play("draw", None)
        elif ctl.state == "round_over":
            ctl.next_round()
        qtbot.wait(2)
    assert ctl.over and data.pending and win.keeper.filed_path is None
    late = []
    win.keeper.filed_late.connect(late.append)
    monkeypatch.undo()
    win.keeper.retry()
    assert late == [str(win.keeper.filed_path)] and load_record(win.keeper.filed_path) == ctl.record()
    win.ctl.shutdown()
