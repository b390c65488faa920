"""Issue 11, faults 6 to 10 where they live in storage and the record loader.

6 the lock, 7 a session that went unsaved, 8 a full disk at the end of a
match, 9 writes outside the data folder, 10 the smaller faults (temporary
files left by a kill, FIFOs, a byte order mark, duplicate keys, a 5000-digit
number, a kill between filing a match and counting it).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import random
import subprocess
import sys
import threading

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DRAW, Match, RecordError, Rules, SeatInfo, dumps_record, load_record, loads_record,
)
from rackoapp.engine import record as record_module
from rackoapp.storage import AlreadyRunning, DataDir, Statistics, StorageError, display_path, log_handler
from rackoapp.storage import datadir as datadir_module

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file types and signals")
SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))


def played_match(turns: int, seed: int = 4) -> Match:
    match = Match(Rules(), SEATS, rng=random.Random(seed))
    match.start_round()
    for i in range(turns):
        match.apply_turn(TAKE_DRAW, DISCARD if i % 3 == 0 else (i % 10) + 1)
    return match


def finished_match(seed: int = 1) -> Match:
    match = Match(Rules(target=75), SEATS, rng=random.Random(seed))
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(TAKE_DRAW)
            match.apply_action(min(10, (rnd.hand - 1) // 4 + 1))
    return match


def earlier_position(match: Match):
    """The match's record as it stood a few turns into its first round."""
    record = match.to_record()
    first = record.rounds[0]
    record.rounds = [type(first)(first.deck, [], first.turns[:5])]
    return record


def folder(tmp_path) -> DataDir:
    data = DataDir(tmp_path / "data")
    data.ensure()
    return data


# -- 6. the lock ---------------------------------------------------------------------

HOLDER = """
import sys, time
from rackoapp.storage import DataDir
data = DataDir(sys.argv[1])
data.lock()
print("held", flush=True)
time.sleep(600)
"""


def test_a_live_holder_refuses_a_second_app_and_a_killed_one_never_blocks(tmp_path):
    data = folder(tmp_path)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(data.root)], stdout=subprocess.PIPE)
    try:
        assert holder.stdout.readline().strip() == b"held"
        with pytest.raises(AlreadyRunning) as e:
            DataDir(data.root).lock()
        assert "already running" in str(e.value)
    finally:
        holder.kill()
        holder.wait()
    assert data.lock_file.exists()  # left by the killed holder...
    second = DataDir(data.root)
    second.lock()  # ...and no obstacle
    second.unlock()


def test_a_lock_file_naming_a_live_process_is_no_obstacle(tmp_path):
    """Before: a PID in the lock file belonging to any live process (PID reuse) refused the start."""
    data = folder(tmp_path)
    data.lock_file.write_text(f"{os.getppid()}\nrackoapp\nhost\n")
    data.lock()
    assert data.locked
    data.unlock()


def test_the_lock_file_goes_at_a_clean_exit(tmp_path):
    data = folder(tmp_path)
    data.lock()
    assert data.lock_file.exists()
    data.unlock()
    assert not data.lock_file.exists()
    again = DataDir(data.root)
    again.lock()  # and the folder can be taken again
    again.unlock()


def test_letting_go_removes_only_its_own_lock_file(tmp_path):
    """A person removed the lock file as stale (it holds a PID only) and a second app made its own:
    the first, quitting, removed the second's, and a third app started beside it (code review)."""
    from rackoapp.storage.lock import FolderLock

    path = tmp_path / "rackoapp.lock"
    first, second, third = FolderLock(path), FolderLock(path), FolderLock(path)
    assert first.acquire()
    path.unlink()
    assert second.acquire()
    first.release()
    assert path.exists()  # the second app's file, still held
    assert not third.acquire()
    second.release()
    assert not path.exists() and third.acquire()
    third.release()


@posix_only
def test_a_lock_file_let_go_between_its_open_and_its_lock_is_tried_again(tmp_path, monkeypatch):
    """An app opened the lock file, its holder removed it as it let go, and a third app made and
    took a new one before the first locked the old: the first must see that the file it holds is
    no longer the folder's and try the new one, or two apps both hold the folder (no test reached
    that retry, test-suite audit)."""
    import rackoapp.storage.lock as lock_module

    path = tmp_path / "rackoapp.lock"
    holder, late, third = lock_module.FolderLock(path), lock_module.FolderLock(path), lock_module.FolderLock(path)
    assert holder.acquire()
    real_try = lock_module._try_lock
    raced = []

    def the_holder_lets_go_first(fd):
        if not raced:  # the first try of the late app: its file was opened, not yet locked
            raced.append(fd)
            holder.release()  # removes the file the late app opened
            assert third.acquire()  # a new file at the path, held
        return real_try(fd)

    monkeypatch.setattr(lock_module, "_try_lock", the_holder_lets_go_first)
    assert late.acquire() is False  # it locked the removed file, saw so, and met the third's
    assert raced and not late.held
    third.release()
    assert late.acquire() and late.held
    late.release()


@posix_only
def test_a_lock_file_removed_by_hand_is_made_again_and_a_folder_taken_meanwhile_is_written_no_more(tmp_path):
    """A person removed a live app's lock file as stale; a second app then took the folder, and
    the first app's next save wrote its match over the second's autosave (review). Removed, the
    lock is made again at the next save, and a second app is refused; taken meanwhile, the first
    app saves no more and says why."""
    first = folder(tmp_path)
    first.lock()
    first.lock_file.unlink()
    first.save_autosave(played_match(3).to_record())
    assert first.lock_file.exists()
    with pytest.raises(AlreadyRunning):
        DataDir(first.root).lock()  # held again
    first.lock_file.unlink()
    second = DataDir(first.root)
    second.lock()  # before the first saved again: the folder is the second's now
    theirs = played_match(5, seed=7).to_record()
    second.save_autosave(theirs)
    with pytest.raises(StorageError) as e:
        first.save_autosave(played_match(4).to_record())
    assert e.value.code == "folder_taken" and "another RackoApp has taken over" in str(e.value)
    assert load_record(first.autosave).to_dict() == theirs.to_dict()
    second.unlock()
    first.unlock()


def test_a_match_finished_in_a_folder_taken_meanwhile_leaves_the_other_apps_files_alone(tmp_path):
    """A match finished after another app took the folder went through the autosave, over the
    other's game, and this app's statistics were written over the other's (storage review). It
    is kept, not filed, and says why, as a save is refused; the other app's files stand."""
    first = folder(tmp_path)
    first.lock()
    counts = Statistics(first.stats_file)
    counts.load()
    first.save_autosave(played_match(3).to_record())
    first.lock_file.unlink()
    second = DataDir(first.root)
    second.lock()
    theirs = played_match(5, seed=7).to_record()
    second.save_autosave(theirs)
    theirs_counts = first.stats_file.read_bytes() if first.stats_file.exists() else None
    mine = finished_match()
    with pytest.raises(StorageError) as e:
        first.file_finished(mine.to_record(), mine, counts)
    assert e.value.code == "folder_taken"
    assert "another RackoApp has taken over" in first.pending_problem
    assert load_record(second.autosave).to_dict() == theirs.to_dict()
    assert first.history_records() == []
    assert (first.stats_file.read_bytes() if first.stats_file.exists() else None) == theirs_counts
    assert not first.retry_pending()  # still kept, still refused
    # The other app quits, its game saved: its lock goes, and the folder stays its own for this
    # session (the next retry took the lock back and went through the autosave, review).
    second.unlock()
    assert not first.retry_pending()
    with pytest.raises(StorageError):
        first.archive_autosave()  # a match given up here moved the other's game into the history
    with pytest.raises(StorageError):
        first.save_autosave(played_match(4).to_record())
    assert load_record(second.autosave).to_dict() == theirs.to_dict()
    assert first.history_records() == []
    assert (first.stats_file.read_bytes() if first.stats_file.exists() else None) == theirs_counts
    first.unlock()


@posix_only
def test_a_data_folder_removed_under_the_app_is_made_again_with_its_lock_at_the_next_save(tmp_path):
    """Every save said "No such file or directory" until the player quit, and the game was lost
    (hostile-input review)."""
    import shutil

    data = folder(tmp_path)
    data.lock()
    shutil.rmtree(data.root)
    record = played_match(3).to_record()
    data.save_autosave(record)
    assert load_record(data.autosave).to_dict() == record.to_dict()
    with pytest.raises(AlreadyRunning):
        DataDir(data.root).lock()  # held again
    data.unlock()


def test_a_data_folder_that_can_no_longer_be_looked_at_is_a_save_that_failed_in_words(tmp_path, monkeypatch):
    """Its parent's permissions taken away mid-game (or a failing drive): Path.exists raised the
    permission error itself, the window said "Something went wrong", Quit did not ask, and the
    moves were lost (robustness review). Now it is a save that failed, said in one line, which
    the window retries and asks about."""
    data = folder(tmp_path)
    data.lock()
    record = played_match(3).to_record()
    stat = os.stat

    def refused(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(data.root):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return stat(path, *args, **kwargs)

    def cannot_write(path, data_bytes):
        raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))

    monkeypatch.setattr(os, "stat", refused)
    monkeypatch.setattr(datadir_module, "write_atomic", cannot_write)
    with pytest.raises(StorageError) as refusal:
        data.save_autosave(record)
    assert refusal.value.code == "save_failed" and "permission" in str(refusal.value).lower()
    monkeypatch.undo()
    data.save_autosave(record)  # the folder back: saved
    assert load_record(data.autosave).to_dict() == record.to_dict()
    data.unlock()


def test_a_data_folder_gone_with_its_parent_is_named_in_the_refusal(tmp_path):
    """A drive unplugged: "could not save the game: No such file or directory" named no folder
    (robustness review). The folder is not made again under an empty mount point, and says so."""
    import shutil

    data = DataDir(tmp_path / "drive" / "RackoApp")
    data.ensure()
    data.lock()
    shutil.rmtree(tmp_path / "drive")
    with pytest.raises(StorageError) as refusal:
        data.save_autosave(played_match(3).to_record())
    assert str(refusal.value) == f"could not save the game: the data folder {tmp_path / 'drive' / 'RackoApp'} is no longer there"
    assert not (tmp_path / "drive").exists()


@posix_only
def test_a_match_finished_after_its_data_folder_was_removed_is_filed(tmp_path):
    """Only the autosave made the folder again: a finished match went to the filing, which
    failed at every retry, and quitting lost it (diff review)."""
    import shutil

    data = folder(tmp_path)
    data.lock()
    data.save_autosave(played_match(3).to_record())
    shutil.rmtree(data.root)
    match = finished_match()
    filed = data.file_finished(match.to_record(), match)
    assert not data.pending and filed is not None and filed.parent == data.history
    assert load_record(filed).to_dict() == match.to_record().to_dict()
    with pytest.raises(AlreadyRunning):
        DataDir(data.root).lock()  # held again
    data.unlock()


@posix_only
def test_a_data_folder_whose_parent_is_gone_too_is_not_made_again(tmp_path):
    """Its parent gone too may be a drive no longer mounted: the folder made under the empty
    mount point would hide the real one (diff review). The save says why instead."""
    import shutil

    data = DataDir(tmp_path / "drive" / "data")
    data.ensure()
    data.lock()
    shutil.rmtree(tmp_path / "drive")
    with pytest.raises(StorageError):
        data.save_autosave(played_match(3).to_record())
    assert not (tmp_path / "drive").exists()
    data.unlock()


@posix_only
def test_a_data_folder_with_undecodable_bytes_works_and_is_shown_escaped(tmp_path):
    root = os.fsdecode(os.fsencode(tmp_path) + b"/bad-\xff\xfe")
    data = DataDir(root)
    data.ensure()
    data.lock()  # used to fail as "already running"
    data.save_autosave(played_match(5).to_record())
    data.unlock()
    shown = display_path(root)
    assert shown.isprintable() and "\\udcff" in shown
    shown.encode("utf-8")  # printable on any terminal


def test_a_data_folder_that_is_a_file_says_so(tmp_path):
    path = tmp_path / "file"
    path.write_text("x")
    with pytest.raises(StorageError) as e:
        DataDir(path).ensure()
    assert "already running" not in str(e.value)
    assert str(e.value) == f"cannot use the data folder {path}: it is a file, not a folder"
    with pytest.raises(StorageError) as e:
        DataDir(path / "below").ensure()
    assert str(e.value) == f"cannot use the data folder {path / 'below'}: a part of the path is a file, not a folder"


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="needs POSIX symbolic links")
def test_a_data_folder_that_is_a_loop_of_links_or_a_link_to_nothing_says_so(tmp_path):
    """--data-dir on a loop of symbolic links said "it is a file, not a folder" (playtest)."""
    loop, other, dangling = tmp_path / "loop", tmp_path / "other", tmp_path / "dangling"
    os.symlink(other, loop)
    os.symlink(loop, other)
    os.symlink(tmp_path / "gone", dangling)
    for path, why in ((loop, "it is a loop of symbolic links"), (dangling, "it is a symbolic link to nothing")):
        with pytest.raises(StorageError) as e:
            DataDir(path).ensure()
        assert str(e.value) == f"cannot use the data folder {path}: {why}"


def test_a_folder_that_takes_no_new_files_says_so(tmp_path, monkeypatch):
    """--data-dir /proc/1: a folder that is there, where making a file fails with "No such file
    or directory", which misled (playtest)."""
    import errno

    import rackoapp.storage.datadir as datadir

    def refused(*args, **kwargs):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory")

    monkeypatch.setattr(datadir, "new_file", refused)
    with pytest.raises(StorageError) as e:
        DataDir(tmp_path).ensure()
    assert str(e.value) == f"cannot use the data folder {tmp_path}: files cannot be made there"


def test_a_folder_that_refuses_new_files_on_windows_is_said_at_once(tmp_path, monkeypatch):
    """Windows answers "access denied" to a file made in a folder that refuses new files, and
    tempfile.mkstemp (before Python 3.13) took that for a name clash and tried again, 2**31
    times (CPython gh-66305): --data-dir on a locked USB stick, or an autosave into a folder
    that turned read-only, froze the app for hours. Windows as tempfile sees it, here."""
    import tempfile
    import types

    refusing = tmp_path / "refusing"
    refusing.mkdir()
    tries = []
    real_open = os.open

    def windows_open(path, flags, mode=0o777, **kwargs):
        if os.path.dirname(os.fspath(path)) == str(refusing):
            tries.append(path)
            assert len(tries) < 50, "still trying other names"
            raise PermissionError(errno.EACCES, "Access is denied", os.fspath(path))
        return real_open(path, flags, mode, **kwargs)

    windows = types.SimpleNamespace(**{k: getattr(os, k) for k in dir(os) if not k.startswith("__")})
    windows.name = "nt"
    windows.access = lambda path, mode: True  # a folder is never read-only to os.access there
    monkeypatch.setattr(os, "open", windows_open)
    windows.open = windows_open
    monkeypatch.setattr(tempfile, "_os", windows)
    monkeypatch.setattr(tempfile, "TMP_MAX", 2**31 - 1)

    with pytest.raises(PermissionError):
        record_module.write_atomic(refusing / "game.json", b"{}")
    assert len(tries) == 1
    with pytest.raises(StorageError) as e:
        DataDir(refusing).ensure()
    assert str(e.value).startswith(f"cannot use the data folder {refusing}: ")
    assert list(refusing.iterdir()) == []


def test_a_new_file_takes_another_name_only_for_one_in_use(tmp_path, monkeypatch):
    """A name already taken (by a file, or on Windows by a folder, which it calls access denied)
    is the one reason to try another."""
    import secrets

    names = iter(["aa", "bb", "cc"])
    monkeypatch.setattr(secrets, "token_hex", lambda n: next(names))
    (tmp_path / ".x.aa.tmp").write_bytes(b"kept")
    (tmp_path / ".x.bb.tmp").mkdir()
    fd, path = record_module.new_file(tmp_path, ".x.", ".tmp")
    os.close(fd)
    assert path == str(tmp_path / ".x.cc.tmp")
    assert (tmp_path / ".x.aa.tmp").read_bytes() == b"kept"


@posix_only
def test_another_users_lock_file_left_by_a_crash_is_no_obstacle_but_its_live_app_is(tmp_path, monkeypatch):
    """A root-owned lock file that a crashed `sudo rackoapp` left (the folder still the player's):
    "cannot lock the data folder: no permission to write there", and nothing was saved (review).
    Root may open any file, so the test refuses writing it as the system would refuse the player."""
    import rackoapp.storage.lock as lock_module

    data = folder(tmp_path)
    data.lock_file.write_text("4242\n")
    real_open = os.open

    def as_another_users_file(path, flags, *args, **kwargs):
        if os.fspath(path) == os.fspath(data.lock_file) and flags & (os.O_RDWR | os.O_WRONLY):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(lock_module.os, "open", as_another_users_file)
    data.lock()
    assert data.locked
    data.sweep_temporary_files()
    data.unlock()

    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(data.root)], stdout=subprocess.PIPE)
    try:
        assert holder.stdout.readline().strip() == b"held"
        with pytest.raises(AlreadyRunning):
            DataDir(data.root).lock()
    finally:
        holder.kill()
        holder.wait()
    # Another user's FIFO there: refused at once, never waiting for a writer (review).
    from rackoapp.storage.lock import FolderLock

    data.lock_file.unlink()
    os.mkfifo(data.lock_file)
    outcome = []
    tried = threading.Thread(target=lambda: outcome.append(_raised(FolderLock(data.lock_file).acquire)), daemon=True)
    tried.start()
    tried.join(10)
    assert outcome and isinstance(outcome[0], PermissionError), outcome
    # No lock file, and a folder that refuses one: the refusal is the reason given, not "no such file".
    data.lock_file.unlink()
    with pytest.raises(StorageError) as e:
        DataDir(data.root).lock()
    assert not isinstance(e.value, AlreadyRunning) and "Permission denied" not in str(e.value)
    assert str(e.value).startswith("cannot lock the data folder") and "no permission" in str(e.value), str(e.value)


def _raised(call):
    try:
        return call()
    except OSError as e:
        return e


def test_a_lock_that_cannot_be_made_says_why(tmp_path, monkeypatch):
    import errno

    import rackoapp.storage.lock as lock_module

    def refused(*args, **kwargs):
        raise OSError(errno.EIO, "Input/output error")

    data = folder(tmp_path)
    monkeypatch.setattr(lock_module.os, "open", refused)
    with pytest.raises(StorageError) as e:
        data.lock()
    assert not isinstance(e.value, AlreadyRunning)
    assert str(e.value).startswith("cannot lock the data folder") and "Input/output error" in str(e.value)


@pytest.mark.parametrize("planted", ["folder", "dangling symlink", "fifo"])
def test_what_is_no_lock_file_at_the_lock_s_name_is_renamed_aside(tmp_path, planted):
    """A folder, a symlink or a FIFO at the lock's name refused every start ("this game will not
    be saved"; with --data-dir no start at all), where the other names' are renamed aside (review)."""
    import os

    data = folder(tmp_path)
    if planted == "folder":
        data.lock_file.mkdir()
    elif planted == "fifo":
        os.mkfifo(data.lock_file)
    else:
        data.lock_file.symlink_to(tmp_path / "nowhere")
    data.lock()
    assert data.locked and data.lock_file.is_file() and not data.lock_file.is_symlink()
    kept = [p for p in data.root.iterdir() if p.name.startswith(data.lock_file.name + ".bad-")]
    assert len(kept) == 1 and not (tmp_path / "nowhere").exists()
    data.unlock()


# -- 7. the old autosave cannot be filed -----------------------------------------------

def test_a_history_folder_on_another_disk_takes_the_matches(tmp_path, monkeypatch):
    """A history folder linked to another file system refused every match ("Invalid
    cross-device link"): each one went beside it as unfiled-*.json, under a warning that never
    cleared, and Open record listed none of them (review). It is copied there instead."""
    import errno
    import os

    import rackoapp.storage.datadir as datadir

    data = folder(tmp_path)
    real = os.replace

    def other_disk(source, target):
        if os.path.dirname(os.fspath(target)) == os.fspath(data.history) != os.path.dirname(os.fspath(source)):
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        return real(source, target)

    monkeypatch.setattr(datadir.os, "replace", other_disk)
    old = played_match(12).to_record()
    data.save_autosave(old)
    kept = data.archive_autosave()
    assert kept.parent == data.history and data.filing_problem is None
    assert load_record(kept).to_dict() == old.to_dict() and not data.autosave.exists()
    assert not list(data.root.glob("unfiled-*")) and not list(data.history.glob(".*"))
    # One kept beside it while the history was unusable moves over too.
    (data.root / "unfiled-match-1.json").write_bytes(kept.read_bytes())
    data.save_autosave(played_match(20, seed=9).to_record())
    data.archive_autosave()
    assert not list(data.root.glob("unfiled-*")) and len(data.history_records()) == 3


def test_a_history_that_is_a_file_still_lets_the_new_match_be_saved(tmp_path):
    data = folder(tmp_path)
    old = played_match(12).to_record()
    data.save_autosave(old)
    data.history.write_text("not a folder")
    kept = data.archive_autosave()  # used to raise: saving was off for the session
    assert kept is not None and kept.parent == data.root and kept.name.startswith("unfiled-")
    assert load_record(kept).to_dict() == old.to_dict()
    assert data.filing_problem and "history" in data.filing_problem and "\n" not in data.filing_problem
    new = played_match(20, seed=9).to_record()
    data.save_autosave(new)
    resumed, problem = data.load_autosave(random.Random(0))
    assert problem is None and resumed.to_record().to_dict() == new.to_dict()
    # The history works again: the match kept aside moves into it.
    data.history.unlink()
    filed = data.archive_autosave()
    assert filed.parent == data.history and data.filing_problem is None
    assert not list(data.root.glob("unfiled-*.json"))
    assert len(data.history_records()) == 2


def test_a_history_mended_between_two_runs_takes_the_matches_kept_beside_it_at_the_next_start(tmp_path):
    """Kept as unfiled-*.json while a file stood at the history's name, a match stayed out of Open
    record after the file was removed, until another match was filed (review). The warning said
    "File exists", which named nothing to mend."""
    data = folder(tmp_path)
    old = played_match(12).to_record()
    data.save_autosave(old)
    data.history.write_text("not a folder")
    kept = data.archive_autosave()
    assert kept.parent == data.root
    assert "(it is a file, not a folder)" in data.filing_problem
    again = DataDir(data.root)
    again.lock()  # still a file there: the match stays where it is, nothing said until a filing
    again.unlock()
    assert kept.exists()
    data.history.unlink()  # mended
    again = DataDir(data.root)
    again.lock()
    try:
        assert not kept.exists()
        assert [load_record(p).to_dict() for p in again.history_records()] == [old.to_dict()]
    finally:
        again.unlock()


# -- 8. a full disk at the end of a match ---------------------------------------------------

class FullDisk:
    """Make write_atomic fail with ENOSPC while ``full`` is set."""

    def __init__(self, monkeypatch):
        self.full = False
        real = datadir_module.write_atomic

        def write(path, data):
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device")
            real(path, data)
        monkeypatch.setattr(datadir_module, "write_atomic", write)


def test_a_finished_match_the_full_disk_refused_is_filed_when_room_comes_back(tmp_path, monkeypatch):
    disk = FullDisk(monkeypatch)
    data = folder(tmp_path)
    stats = Statistics(data.stats_file)
    match = finished_match()
    data.save_autosave(earlier_position(match))  # turn 85 of the issue
    disk.full = True
    with pytest.raises(StorageError) as e:
        data.file_finished(match.to_record(), match, stats)
    assert "the disk is full" in str(e.value)
    assert data.pending and "disk is full" in data.pending_problem
    assert not data.retry_pending()  # still full: still pending, nothing lost
    disk.full = False
    assert data.retry_pending()  # used to be tried once and never again
    assert not data.pending and data.pending_problem is None
    assert not data.autosave.exists()  # the old position is never offered
    [filed] = data.history_records()
    assert load_record(filed).to_dict() == match.to_record().to_dict()
    assert Statistics(data.stats_file).load() is None
    again = Statistics(data.stats_file)
    again.load()
    assert sum(level.matches for level in again.levels.values()) == 1


def test_a_new_game_after_a_refused_filing_retries_it_first(tmp_path, monkeypatch):
    disk = FullDisk(monkeypatch)
    data = folder(tmp_path)
    match = finished_match(seed=2)
    disk.full = True
    with pytest.raises(StorageError):
        data.file_finished(match.to_record(), match)
    disk.full = False
    data.archive_autosave()  # what New game does: the finished match goes first
    assert not data.pending
    assert [load_record(p).to_dict() for p in data.history_records()] == [match.to_record().to_dict()]


# -- 9. writes outside the data folder ---------------------------------------------------------

@posix_only
def test_the_write_test_never_follows_a_planted_symlink(tmp_path):
    data = DataDir(tmp_path / "data")
    data.root.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    for pid in range(os.getpid() - 5, os.getpid() + 5):
        os.symlink(victim, data.root / f".write-test-{pid}")
    data.ensure()
    assert victim.read_text() == "precious"


@posix_only
def test_the_log_never_appends_through_a_symlink(tmp_path):
    data = folder(tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    os.symlink(victim, data.log_file)
    handler = log_handler(data.log_file)
    if handler is not None:
        handler.emit(logging.LogRecord("rackoapp", logging.ERROR, __file__, 1, "boom", None, None))
        handler.close()
    assert victim.read_text() == "precious"
    plain = log_handler(tmp_path / "plain.log")
    plain.emit(logging.LogRecord("rackoapp", logging.ERROR, __file__, 1, "boom", None, None))
    plain.close()
    assert "boom" in (tmp_path / "plain.log").read_text()


# -- 10. smaller faults -------------------------------------------------------------------------

def test_temporary_files_of_killed_writes_are_swept_when_the_lock_is_taken(tmp_path):
    data = folder(tmp_path)
    data.history.mkdir()
    left = [data.root / ".autosave.json.abc123.tmp", data.root / ".statistics.json.x1.tmp",
            data.root / ".write-test-4242", data.history / ".match-20260101-000000.json.q.tmp"]
    for path in left:
        path.write_text("half")
    # The user's own, some with the names of the app's temporary files but for their end
    # (none had the app's prefixes, so a sweep by prefix alone passed, test-suite audit).
    mine = [data.root / ".my-notes.tmp", data.root / "autosave.json.tmp", data.root / "notes.txt",
            data.root / ".autosave.json.backup", data.root / ".statistics.json.old",
            data.history / ".match-20260101-000000.json"]
    for path in mine:
        path.write_text("the user's")
    data.lock()
    try:
        assert not [p for p in left if p.exists()]
        assert all(p.read_text() == "the user's" for p in mine)
    finally:
        data.unlock()


@posix_only
def test_the_sweep_takes_only_regular_files(tmp_path):
    """A link or a folder with a temporary file's name stays, and so does what the link points
    to (a sweep that took whatever lexists passed every test, test-suite audit)."""
    data = folder(tmp_path)
    kept = tmp_path / "elsewhere.txt"
    kept.write_text("kept")
    link = data.root / ".autosave.json.link.tmp"
    os.symlink(kept, link)
    folder_named = data.root / ".write-test-folder"
    folder_named.mkdir()
    half = data.root / ".autosave.json.abc.tmp"
    half.write_text("half")
    data.lock()
    try:
        assert not half.exists()
        assert os.path.islink(link) and kept.read_text() == "kept" and folder_named.is_dir()
    finally:
        data.unlock()


@posix_only
@pytest.mark.parametrize("what", ["record", "autosave", "statistics"])
def test_a_fifo_is_refused_without_waiting(tmp_path, what):
    data = folder(tmp_path)
    target = {"record": tmp_path / "game.json", "autosave": data.autosave, "statistics": data.stats_file}[what]
    os.mkfifo(target)
    result = {}

    def attempt():
        if what == "record":
            try:
                load_record(target)
            except RecordError as e:
                result["message"] = str(e)
        elif what == "autosave":
            result["message"] = data.load_autosave(random.Random(0))[1]
        else:
            stats = Statistics(target)
            result["message"] = stats.load()
            result["writable"] = stats.writable

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(30)
    if thread.is_alive():  # the old code blocked in open() for ever: unblock it, then fail
        with open(target, "wb"):
            pass
        thread.join(5)
        pytest.fail(f"reading a FIFO as the {what} hung")
    assert "not a regular file" in result["message"]
    if what == "statistics":
        assert result["writable"] is False


@posix_only
def test_a_device_is_refused_unread():
    with pytest.raises(RecordError) as e:
        load_record("/dev/zero")
    assert str(e.value) == "cannot read /dev/zero: it is not a regular file"


def test_a_record_with_a_byte_order_mark_loads(tmp_path):
    record = played_match(7).to_record()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps_record(record).encode("utf-8"))
    assert load_record(path).to_dict() == record.to_dict()


def test_duplicate_keys_are_refused():
    text = dumps_record(played_match(7).to_record())
    twice = text.replace('"seats":[', '"seats":[{"name":"Eve","kind":"human"},'
                                     '{"name":"Mallory","kind":"human"}],"seats":[', 1)
    assert json.loads(twice)  # plain JSON takes the last one
    with pytest.raises(RecordError) as e:
        loads_record(twice)
    assert str(e.value) == "the file names 'seats' twice in one object"


def test_a_5000_digit_number_is_refused_in_the_players_terms():
    text = dumps_record(played_match(7).to_record()).replace('"target":500', '"target":' + "9" * 5000)
    with pytest.raises(RecordError) as e:
        loads_record(text)
    message = str(e.value)
    assert "sys." not in message and "set_int_max_str_digits" not in message
    assert message == "the file holds a number of 5,000 digits; no number in a game record is that long"
    # Ordinary large-but-short numbers still get their own, precise refusal.
    with pytest.raises(RecordError) as e:
        loads_record(text.replace("9" * 5000, "9" * record_module.MAX_DIGITS))
    assert "target" in str(e.value)


@pytest.mark.parametrize("killed_after", ["autosave", "statistics"])
def test_a_kill_while_filing_a_finished_match_neither_loses_nor_double_counts_it(tmp_path, killed_after,
                                                                                  monkeypatch):
    """Before: filed first, counted after; a kill in between left the match uncounted for good."""
    data = folder(tmp_path)
    match = finished_match(seed=3)
    record = match.to_record()
    stats = Statistics(data.stats_file)

    class Killed(BaseException):
        pass

    # The kill: the process stops right after the step named, with nothing after it done.
    if killed_after == "autosave":
        monkeypatch.setattr(DataDir, "_count_and_file", lambda *a: (_ for _ in ()).throw(Killed()))
    else:
        monkeypatch.setattr(DataDir, "_file", lambda *a: (_ for _ in ()).throw(Killed()))
    with pytest.raises(Killed):
        data.file_finished(record, match, stats)
    monkeypatch.undo()
    # The next start completes the filing and counts the match exactly once.
    after = DataDir(data.root)
    fresh = Statistics(data.stats_file)
    fresh.load()
    resumed, problem = after.load_autosave(random.Random(0), fresh)
    assert resumed is None and problem is None
    assert not after.autosave.exists()
    assert [load_record(p).to_dict() for p in after.history_records()] == [record.to_dict()]
    final = Statistics(data.stats_file)
    assert final.load() is None
    assert sum(level.matches for level in final.levels.values()) == 1


def _finished_on_a_full_disk(tmp_path, monkeypatch):
    """A match saved part-way, then finished on a full disk: (the disk, the folder, the match)."""
    disk = FullDisk(monkeypatch)
    data = folder(tmp_path)
    match = finished_match(seed=4)
    data.save_autosave(earlier_position(match))
    disk.full = True
    with pytest.raises(StorageError):
        data.file_finished(match.to_record(), match)
    return disk, data, match


def test_a_late_filing_never_writes_over_the_next_matchs_autosave(tmp_path, monkeypatch):
    """Full disk at the end, New game, room again: the finished match goes straight into the history."""
    disk, data, match = _finished_on_a_full_disk(tmp_path, monkeypatch)
    data.archive_autosave()  # New game: the finished match's own snapshot is left for its filing
    assert data.pending
    new = played_match(6, seed=8).to_record()
    with pytest.raises(StorageError):
        data.save_autosave(new)
    disk.full = False
    data.save_autosave(new)  # retries the finished match first
    assert not data.pending
    assert load_record(data.autosave).to_dict() == new.to_dict()
    filed = [load_record(p).to_dict() for p in data.history_records()]
    assert match.to_record().to_dict() in filed


def test_two_matches_finished_on_a_full_disk_are_both_filed_and_counted_once_room_comes_back(
        tmp_path, monkeypatch):
    """A second match finished while the first still waited for the disk took its place: the
    first was lost, its last snapshot later offered to resume and never counted (review)."""
    disk = FullDisk(monkeypatch)
    data = folder(tmp_path)
    stats = Statistics(data.stats_file)
    first = finished_match(seed=4)
    data.save_autosave(earlier_position(first))
    disk.full = True
    with pytest.raises(StorageError):
        data.file_finished(first.to_record(), first, stats)
    second = finished_match(seed=6)
    with pytest.raises(StorageError):
        data.file_finished(second.to_record(), second, stats)
    assert data.pending
    disk.full = False
    assert data.retry_pending()
    assert not data.pending and not data.autosave.exists()  # nothing left to offer
    filed = [load_record(p).to_dict() for p in data.history_records()]
    assert sorted(map(str, filed)) == sorted(str(m.to_record().to_dict()) for m in (first, second))
    again = Statistics(data.stats_file)
    again.load()
    assert sum(level.matches for level in again.levels.values()) == 2


def test_a_statistics_file_that_refuses_its_counts_stops_no_filing_of_the_matches_waiting(tmp_path, monkeypatch):
    """Two finished matches waited for the disk, and the statistics file refused the first one's
    count: the second was not filed, the warning no longer said why, and the folder named the
    first as the match just filed (review). Both are filed."""
    from rackoapp.storage import statistics as statistics_module

    def refused(*args, **kwargs):
        raise OSError(errno.EACCES, "Permission denied")

    disk = FullDisk(monkeypatch)
    data = folder(tmp_path)
    stats = Statistics(data.stats_file)
    first, second = finished_match(seed=4), finished_match(seed=6)
    data.save_autosave(earlier_position(first))
    disk.full = True
    for match in (first, second):
        with pytest.raises(StorageError):
            data.file_finished(match.to_record(), match, stats)
    disk.full = False
    monkeypatch.setattr(statistics_module, "write_atomic", refused)
    assert data.retry_pending()  # what the window's timer does
    assert not data.pending and data.pending_problem is None
    filed = [load_record(p).to_dict() for p in data.history_records()]
    assert len(filed) == 2 and second.to_record().to_dict() in filed
    assert load_record(data.filed).to_dict() == second.to_record().to_dict()  # the last one's


def test_a_full_folder_refused_at_the_start_says_its_saved_match_is_kept(tmp_path, monkeypatch):
    """Started on a full disk, RackoApp said only "cannot use the data folder": the player feared
    the match left there lost (playtest). It is kept, and says so (not "offered": a finished
    match there is filed, review)."""
    import argparse
    import errno

    import rackoapp.storage.datadir as datadir
    from rackoapp.ui import app

    (tmp_path / "autosave.json").write_text("{}")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(datadir, "new_file", full)
    with pytest.raises(Exception) as e:
        app.data_dir(argparse.Namespace(data_dir=str(tmp_path)))
    assert str(e.value).endswith("the disk is full; the match saved there is kept")
    assert (tmp_path / "autosave.json").read_text() == "{}"


def test_an_unusable_default_folder_is_no_error_but_its_reason_comes_back(tmp_path, monkeypatch, qapp, capsys):
    """The default folder refused (a full disk): the game plays on unsaved, and the window is told
    why and whether the match there is kept (only the terminal heard it, hostile-input review)."""
    import argparse
    import errno

    import rackoapp.storage.datadir as datadir
    from rackoapp.ui import app

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(datadir, "new_file", full)
    data, (problem, kept) = app.data_dir(argparse.Namespace(data_dir=None))
    assert data is None and problem.code == "folder_unusable" and "the disk is full" in str(problem)
    assert kept is False and capsys.readouterr().err.strip().endswith("this game will not be saved")


def test_a_system_with_no_data_folder_says_why_nothing_is_saved(monkeypatch, qapp, capsys):
    """No folder named by the system: it played on saving nothing, with no word (review)."""
    import argparse

    from PySide6.QtCore import QStandardPaths

    from rackoapp.ui import app

    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: "")
    data, (problem, kept) = app.data_dir(argparse.Namespace(data_dir=None))
    assert data is None and problem.code == "no_data_folder" and kept is False
    assert capsys.readouterr().err.strip() == ("rackoapp: this system names no folder for the game's data; "
                                               "this game will not be saved")


def test_only_the_finished_matchs_own_last_snapshot_is_left_for_its_filing(tmp_path, monkeypatch):
    """Play again while a finished match waits for the disk: the autosave's last snapshot of it is
    not filed as a second match, abandoned (playtest). A match saved since under the same key
    (played on from that match's record) is no snapshot of it: filed as ever (review)."""
    disk, data, match = _finished_on_a_full_disk(tmp_path, monkeypatch)
    assert data.archive_autosave() is None and data.autosave.exists()  # left alone
    disk.full = False
    data.save_autosave(earlier_position(match))  # the same match, played on from its record
    filed = data.archive_autosave()
    assert filed is not None and filed.parent == data.history


def test_a_record_kept_beside_an_unusable_history_goes_in_once_it_is_usable(tmp_path):
    """file_record keeps a match beside a history that is a file, and says so; once the history
    is usable the next filing takes it in and the warning ends (it stayed up, review)."""
    from rackoapp.engine import load_record

    data = folder(tmp_path)
    record = played_match(4).to_record()
    data.history.write_text("not a folder")
    beside = data.file_record(record)
    assert beside.parent == data.root and beside.name.startswith("unfiled-") and data.filing_problem
    data.history.unlink()
    filed = data.file_record(record)
    assert filed.parent == data.history and data.filing_problem is None
    assert not list(data.root.glob("unfiled-*.json")) and len(data.history_records()) == 2
    assert all(load_record(p) == record for p in data.history_records())


def _busy_for(tries: int, winerror: int = 32):
    """``os.replace`` refusing the first ``tries`` calls as Windows does a file another program
    holds open (a sharing violation), then doing the rename."""
    real, refused = os.replace, []

    def replace(source, target):
        if len(refused) < tries:
            e = PermissionError(errno.EACCES, "The process cannot access the file because it is being used")
            e.winerror = winerror
            refused.append(target)
            raise e
        return real(source, target)

    return replace, refused


def test_a_file_busy_for_a_moment_on_windows_is_replaced_once_it_is_free(tmp_path, monkeypatch):
    """An antivirus scan or the search indexer holds a file open for a moment: Windows then refuses
    to replace it, and the autosave, saved at every turn, read as "no permission" for seconds
    (portability review). Saves and filings try again for half a second."""
    monkeypatch.setattr(record_module.time, "sleep", lambda s: None)
    real_replace = os.replace
    data = folder(tmp_path)
    replace, refused = _busy_for(3)
    monkeypatch.setattr(record_module.os, "replace", replace)
    record = played_match(12).to_record()
    data.save_autosave(record)
    assert len(refused) == 3 and load_record(data.autosave).to_dict() == record.to_dict()
    replace, refused = _busy_for(2)
    monkeypatch.setattr(record_module.os, "replace", replace)
    kept = data.archive_autosave()  # moved into the history: busy too, then free
    assert len(refused) == 2 and kept.parent == data.history and data.filing_problem is None
    # Refused for another reason: the refusal stands at once, as before.
    replace, refused = _busy_for(1, None)
    monkeypatch.setattr(record_module.os, "replace", replace)
    with pytest.raises(StorageError):
        data.save_autosave(record)
    assert len(refused) == 1
    # Busy for good (a read-only file says the same): the refusal stands after the waits, and
    # the saves after it try once, not holding the window half a second each (diff review).
    waited = []
    monkeypatch.setattr(record_module.time, "sleep", waited.append)
    replace, refused = _busy_for(99)
    monkeypatch.setattr(record_module.os, "replace", replace)
    for _ in range(3):
        with pytest.raises(StorageError):
            data.save_autosave(record)
    assert len(refused) == len(record_module.BUSY_WAITS) + 3 and len(waited) == len(record_module.BUSY_WAITS)
    monkeypatch.setattr(record_module.os, "replace", real_replace)
    data.save_autosave(record)  # free again: the next refusal waits once more
    replace, refused = _busy_for(1)
    monkeypatch.setattr(record_module.os, "replace", replace)
    data.save_autosave(record)
    assert len(refused) == 1 and load_record(data.autosave).to_dict() == record.to_dict()


def test_the_log_and_the_lock_open_in_binary_mode_on_windows(tmp_path, monkeypatch):
    """Opened by os.open without O_BINARY, Windows' C runtime turned each "\\r\\n" the log's text
    layer wrote into "\\r\\r\\n", a blank line after every line (portability review)."""
    from rackoapp.storage.lock import FolderLock

    binary = 1 << 30  # a flag no system's os.open has: taken off before the real open
    monkeypatch.setattr(os, "O_BINARY", binary, raising=False)
    real, opened = os.open, {}

    def watched(path, flags, *args, **kwargs):
        opened[os.path.basename(os.fspath(path))] = flags
        return real(path, flags & ~binary, *args, **kwargs)

    monkeypatch.setattr(os, "open", watched)
    handler = log_handler(tmp_path / "rackoapp.log")
    handler.close()
    lock = FolderLock(tmp_path / "rackoapp.lock")
    assert lock.acquire()
    lock.release()
    assert opened["rackoapp.log"] & binary and opened["rackoapp.lock"] & binary, opened


def test_saves_reach_the_disk_itself_on_macos(tmp_path, monkeypatch):
    """On macOS fsync leaves the data in the drive's cache: F_FULLFSYNC writes it through, so a
    power cut cannot leave an empty autosave (portability review). Where the file system refuses
    it, fsync as elsewhere."""
    import fcntl

    data = folder(tmp_path)
    record = played_match(12).to_record()
    full = []

    def fake_fcntl(fd, command, *args):
        full.append(command)
        if len(full) > 1:
            raise OSError(errno.ENOTSUP, "Operation not supported")
        return 0

    monkeypatch.setattr(record_module.sys, "platform", "darwin")
    monkeypatch.setattr(fcntl, "F_FULLFSYNC", 51, raising=False)
    monkeypatch.setattr(fcntl, "fcntl", fake_fcntl)
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(record_module.os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))
    data.save_autosave(record)
    assert full == [51] and len(synced) == 1  # the file written through; the folder's entry fsynced
    data.save_autosave(record)
    assert full == [51, 51] and len(synced) == 3  # refused: the file fsynced instead
    assert load_record(data.autosave).to_dict() == record.to_dict()


@posix_only
def test_an_autosave_that_became_a_folder_is_named_in_the_refusal(tmp_path):
    """A folder made where the autosave goes, mid-game: "could not save the game: Is a directory"
    named nothing (hostile-input play-test). The refusal names it; the folder is left alone."""
    data = folder(tmp_path)
    data.save_autosave(played_match(3).to_record())
    data.autosave.unlink()
    data.autosave.mkdir()
    (data.autosave / "mine.txt").write_text("kept")
    with pytest.raises(StorageError) as refusal:
        data.save_autosave(played_match(4).to_record())
    assert str(refusal.value) == f"could not save the game: {data.autosave} is a folder, not a file"
    assert (data.autosave / "mine.txt").read_text() == "kept"


def test_a_lock_held_elsewhere_is_busy_on_windows_also_when_wine_gives_no_errno(tmp_path, monkeypatch):
    """Wine's msvcrt says a lock another process holds with errno 0: taken for a failure, a
    second start under Wine never rang the first and said "cannot lock the data folder: Error"
    (Windows play-through). Windows' own EACCES is busy as before; another error still raises."""
    import types

    import rackoapp.storage.lock as lock_module

    said = []

    def locking(fd, mode, size):
        raise said[-1]

    monkeypatch.setattr(lock_module, "fcntl", None)
    monkeypatch.setattr(lock_module, "msvcrt", types.SimpleNamespace(locking=locking, LK_NBLCK=2), raising=False)
    fd = os.open(tmp_path / "rackoapp.lock", os.O_RDWR | os.O_CREAT)
    try:
        for busy in (OSError(0, "Error"), OSError(errno.EACCES, "Permission denied")):
            said.append(busy)
            assert lock_module._try_lock(fd) is False
        said.append(OSError(errno.EIO, "Input/output error"))
        with pytest.raises(OSError):
            lock_module._try_lock(fd)
    finally:
        os.close(fd)
