"""A match in the autosave that cannot be moved out of a new one's way (a read-only or full
folder): the new match is held back, never written over the old one, and nothing is lost
when the player opens a record, starts yet another match, or the held match ends (code review
of the keeper's held autosave, session 32)."""
from __future__ import annotations

import errno
import os

import pytest

pytest.importorskip("PySide6")

from rackoapp.engine import Rules, SeatInfo, load_record, save_record
from rackoapp.storage import DataDir, StorageError
from ui_helpers import SimplePlayer, play_until

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


def refuse(source, noting=None):
    raise StorageError("filing_failed", reason="no permission to write there")


def _freed(win, data, monkeypatch) -> list:
    """The folder takes writes again and the keeper's retry runs: the history's records."""
    monkeypatch.undo()
    win.keeper.retry()
    return [load_record(p) for p in data.history_records()]


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
    # Quitting asks, and says what is at stake: the whole game, not "the last moves" (review).
    assert "a game that has never been saved is lost" in win.quit_question_text()
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
    from test_ui_persistence import _finished_match

    win, data = window(qtbot, tmp_path)
    block(qtbot, win, data, monkeypatch)
    path = tmp_path / "done.json"
    save_record(_finished_match().to_record(), path)
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
    hist = _freed(win, data, monkeypatch)
    assert left in hist and b in hist and len(hist) == 2
    assert load_record(data.autosave) == win.ctl.record()
    win.ctl.shutdown()


def _held_match_ends_on_a_refusing_disk(qtbot, tmp_path, monkeypatch, seed):
    """A match of seed 2 with a move in the autosave; the folder refuses everything; a match of
    ``seed`` played to its end, held back, and its filing refused too. The window and the first
    match's record."""
    import rackoapp.storage.datadir as datadir

    win, data = window(qtbot, tmp_path, factory=simple_players)
    ctl = win.ctl
    win.start(Rules(target=75), SEATS, seed=2)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)
    assert ctl.play("draw", 3)
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=10000)
    first = ctl.record()
    assert load_record(data.autosave) == first

    def read_only(path, payload, *args):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(data, "_file", refuse)
    monkeypatch.setattr(datadir, "write_atomic", read_only)
    win.start(Rules(target=75), SEATS, seed=seed)
    play_until(qtbot, ctl, lambda: ctl.winner is not None)
    assert ctl.over and data.pending and win.keeper.filed_path is None
    assert load_record(data.autosave) == first
    return win, data, first


def test_a_held_match_of_the_same_deal_that_ends_never_writes_over_the_old_one(qtbot, tmp_path, monkeypatch):
    """The same seed deals the same match key: the retry filed the ended match through the
    autosave, over the first match, before moving that one (code review); and a retry while the
    disk still refused took the first match for the ended one's snapshot, called the way clear,
    and the next write went over it (second review)."""
    win, data, first = _held_match_ends_on_a_refusing_disk(qtbot, tmp_path, monkeypatch, seed=2)
    ended = win.ctl.record()
    win.keeper.retry()  # the disk still refusing
    assert load_record(data.autosave) == first
    win.play_again()
    assert load_record(data.autosave) == first and win.keeper.held_back
    hist = _freed(win, data, monkeypatch)
    assert first in hist and ended in hist and len(hist) == 2
    assert load_record(data.autosave) == win.ctl.record()
    win.ctl.shutdown()


def test_a_held_match_that_ends_on_a_refusing_disk_is_said_filed_when_it_is(qtbot, tmp_path, monkeypatch):
    """The retry that moved the first match filed the ended one first, and the window never heard
    it was filed (keeper.filed), so a kill at its banner lost its showing at the next start."""
    win, data, _ = _held_match_ends_on_a_refusing_disk(qtbot, tmp_path, monkeypatch, seed=9)
    # Never saved at all, not only its end: quitting said "the end of the match is lost" (review).
    assert "a game that has never been saved is lost" in win.quit_question_text()
    late = []
    win.keeper.filed.connect(late.append)
    monkeypatch.undo()
    win.keeper.retry()
    assert late == [str(win.keeper.filed_path)] and load_record(win.keeper.filed_path) == win.ctl.record()
    win.ctl.shutdown()


def test_a_held_match_given_up_where_no_history_can_be_made_is_filed_once_it_can(qtbot, tmp_path, monkeypatch):
    """The read-only folder could not make history/: the match given up while held back was
    told once, then lost, though counted (end-to-end check). It waits, the warning says so,
    quitting asks, and it is filed once the folder takes it."""
    win, data = window(qtbot, tmp_path)
    left = block(qtbot, win, data, monkeypatch)
    given_up = win.ctl.record()

    import rackoapp.storage.datadir as datadir

    def no_permission(*_):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(data, "_into_history", no_permission)
    monkeypatch.setattr(datadir, "write_atomic", no_permission)  # nor beside it, in the folder
    win.start(Rules(), SEATS, 6)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    assert win.keeper.unsaved == ("the match given up is not saved yet: no permission to write there; "
                                  "RackoApp keeps trying")
    assert "a game that has never been saved is lost" in win.quit_question_text()  # not "(the match before..."
    win.keeper.retry()
    assert win.keeper.unsaved and not data.history_records()
    hist = _freed(win, data, monkeypatch)
    assert left in hist and given_up in hist and len(hist) == 2
    assert load_record(data.autosave) == win.ctl.record() and win.keeper.unsaved is None
    win.ctl.shutdown()


def test_a_match_of_computers_given_up_while_held_is_filed(qtbot, tmp_path, monkeypatch):
    """The window gives way to no match of computers only (no human loses anything), and while
    held back such a match never reached the autosave: it was dropped (end-to-end check)."""
    win, data = window(qtbot, tmp_path, factory=simple_players)
    left = block(qtbot, win, data, monkeypatch)
    computers = (SeatInfo("Zed", "computer", "medium"), SeatInfo("Ada", "computer", "medium"))
    win.start(Rules(), computers, 7)
    qtbot.waitUntil(lambda: win.ctl.turns_played >= 4, timeout=10000)
    win.start(Rules(), SEATS, 8)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    hist = _freed(win, data, monkeypatch)
    assert left in hist and len(hist) == 3  # the first match, the held one and the computers'
    assert any(r.seats == computers for r in hist)
    win.ctl.shutdown()


def _given_up_after_refused_saves(qtbot, win, data, monkeypatch, refusal=errno.ENOSPC, room=False,
                                  moves=True):
    """Match A played a while, then the disk refusing every write with ``refusal`` (``room``:
    every one of more bytes than A's last save; not ``moves``: the moves into the history too),
    A's next move, then match B started (A given up) and a move of B's: (A as played, B as
    played)."""
    import rackoapp.storage.datadir as datadir

    win.start(Rules(), SEATS, 4)
    for slot in (3, 5, 7, 2):
        qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
        assert win.ctl.take("draw") and win.ctl.place(slot)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    least = os.path.getsize(data.autosave) if room else 0
    real = datadir.write_atomic

    def refused(path, payload, *args):
        if len(payload) > least:
            raise OSError(refusal, os.strerror(refusal), str(path))
        return real(path, payload, *args)

    monkeypatch.setattr(datadir, "write_atomic", refused)
    if not moves:
        monkeypatch.setattr(data, "_file", refuse)
    assert win.ctl.take("draw") and win.ctl.place(1)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    played = win.ctl.record()
    assert load_record(data.autosave) != played
    win.start(Rules(), SEATS, 5)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    assert win.ctl.take("draw") and win.ctl.place(3)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    return played, win.ctl.record()


def test_a_match_given_up_after_refused_saves_is_filed_with_its_last_moves(qtbot, tmp_path, monkeypatch):
    """The folder refused the last saves, then the filing: once it took the match, the history
    got it as last saved, its last moves gone (end-to-end check)."""
    win, data = window(qtbot, tmp_path)
    played, _ = _given_up_after_refused_saves(qtbot, win, data, monkeypatch, errno.EROFS, moves=False)
    monkeypatch.undo()
    win.keeper.retry()
    assert [load_record(p) for p in data.history_records()] == [played]
    win.ctl.shutdown()


def test_a_match_given_up_on_a_full_disk_gets_its_last_moves_once_there_is_room(qtbot, tmp_path, monkeypatch):
    """A full disk takes no write but still moves a file: the autosave, lacking the last moves,
    went into the history as it was, and the moves were lost for good, rounds the statistics
    counted among them ("abandoned" where "abandoned at 50-10" was played, review). They are
    written over it once the disk takes them."""
    win, data = window(qtbot, tmp_path)
    played, new = _given_up_after_refused_saves(qtbot, win, data, monkeypatch)
    filed = data.history_records()
    assert len(filed) == 1 and load_record(filed[0]) != played  # as last saved, for now
    assert win.keeper.held_back  # quitting asks first
    monkeypatch.undo()
    win.keeper.retry()
    assert [load_record(p) for p in data.history_records()] == [played]
    assert load_record(data.autosave) == new and not win.keeper.held_back
    win.ctl.shutdown()


def test_a_match_given_up_on_a_nearly_full_disk_lets_the_new_one_be_saved(qtbot, tmp_path, monkeypatch):
    """The disk has room for the new match's record but not for the old one's: kept in the way
    until its last moves could be written, the old match held the new one unsaved, and quitting
    lost it (second review). The new match is saved; the old one waits for its last moves."""
    win, data = window(qtbot, tmp_path)
    played, new = _given_up_after_refused_saves(qtbot, win, data, monkeypatch, room=True)
    win.keeper.retry()
    assert load_record(data.autosave) == new
    assert [load_record(p) for p in data.history_records()] != [played] and win.keeper.held_back
    monkeypatch.undo()
    win.keeper.retry()
    assert [load_record(p) for p in data.history_records()] == [played] and not win.keeper.held_back
    win.ctl.shutdown()


def test_a_held_match_given_up_where_the_history_is_a_file_is_kept_beside_it(qtbot, tmp_path, monkeypatch):
    """A file called "history": the match given up while held back was never filed (the folder
    itself was not tried, as it is for the autosave), the retry ran for ever, and the line said
    the matches were kept as unfiled-*.json (second review)."""
    win, data = window(qtbot, tmp_path)
    data.history.write_text("not a folder")
    left = block(qtbot, win, data, monkeypatch)
    given_up = win.ctl.record()
    win.start(Rules(), SEATS, 6)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=10000)
    monkeypatch.undo()
    win.keeper.retry()
    kept = sorted(data.root.glob("unfiled-*.json"))
    assert sorted(map(str, (load_record(p).rounds[0].deck for p in kept))) == \
        sorted(map(str, (left.rounds[0].deck, given_up.rounds[0].deck)))
    assert win.keeper.unsaved is None and not win.keeper.held_back
    assert load_record(data.autosave) == win.ctl.record()
    win.ctl.shutdown()
