"""Data-folder faults a tester found: a full disk under the log, a FIFO or a symlink where
settings.ini or rackoapp.log should be, a huge settings.ini, and a statistics.json of another
format or a newer version, whose unknown parts the next save dropped unseen."""

from __future__ import annotations

import errno
import json
import logging
import os
import random
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rackoapp.storage import DataDir, Statistics, log_handler
from rackoapp.storage import datadir as datadir_module
from rackoapp.storage import logfile as logfile_module

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def folder(tmp_path) -> DataDir:
    data = DataDir(tmp_path / "data")
    data.ensure()
    return data


def aside(path) -> list:
    """What was set aside for ``path``: its ``NAME.bad-DATE`` files."""
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + ".bad-"))


def record(message: str) -> logging.LogRecord:
    return logging.LogRecord("rackoapp", logging.ERROR, __file__, 1, message, None, None)


def guarded(fifo, what, attempt, timeout=30):
    """Run ``attempt`` in a thread; if it hangs in open() on ``fifo``, unblock it and fail."""
    result = {}

    def run():
        result["value"] = attempt()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        # A writer waits in open() for a reader and a reader for a writer: give it both.
        fd_r = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        fd_w = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd_w)
        thread.join(5)
        os.close(fd_r)
        pytest.fail(f"{what} hung on a FIFO")
    return result["value"]


# -- 1. a log that cannot be written says nothing ------------------------------------------------

class FullDisk:
    """A stream as a full disk leaves it: every write and flush refused."""

    def seek(self, offset, whence=0):
        return 0  # the file's end: the rotating handler asks before each line

    def tell(self):
        return 0

    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self):
        raise OSError(errno.ENOSPC, "No space left on device")

    def close(self):
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_log_set_aside_says_so_after_the_lines_held_from_before(tmp_path):
    """With rackoapp.log a folder, the line saying it was set aside came first, stamped later
    than the start-up lines held for the log and written after it (newcomer review): the log
    ran backwards in time."""
    data = folder(tmp_path)
    data.log_file.mkdir()
    early = logging.LogRecord("rackoapp", logging.INFO, __file__, 1, "a new match, dealt from seed 7", None, None)
    early.created -= 1.0  # held from start-up, before the log opened
    handler = log_handler(data.log_file, [early])
    handler.close()
    lines = data.log_file.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and "seed 7" in lines[0] and "kept as" in lines[1], lines
    assert lines == sorted(lines)  # each starts with its time


def test_a_full_disk_under_the_log_prints_nothing(tmp_path, capsys):
    handler = log_handler(folder(tmp_path).log_file)
    handler.stream.close()
    handler.stream = FullDisk()
    logger = logging.getLogger("rackoapp.test-full-disk")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        for i in range(3):
            logger.error("line %d", i)  # as the app logs: through a logger
    finally:
        logger.removeHandler(handler)
        handler.close()  # its last flush fails too, quietly
    err = capsys.readouterr().err
    assert err == "", err


def test_a_fault_of_ours_in_a_log_line_is_still_said(tmp_path, capsys):
    """Only a disk's refusal is swallowed: a line's bad format is a bug, and logging says so."""
    handler = log_handler(folder(tmp_path).log_file)
    logger = logging.getLogger("rackoapp.test-bad-format")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.error("%d rounds", "three")
    finally:
        logger.removeHandler(handler)
        handler.close()
    assert "Logging error" in capsys.readouterr().err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_real_enospc_under_the_fault_handler_prints_nothing_and_the_app_goes_on(tmp_path, capsys):
    from rackoapp.ui.faults import FaultHandler

    told = []
    handler = FaultHandler(folder(tmp_path).log_file, tell=told.append)
    handler.install()
    try:
        handler._handler.stream.close()
        handler._handler.stream = open("/dev/full", "w", encoding="utf-8")  # writes fail with ENOSPC
        try:
            raise ValueError("boom")
        except ValueError:
            handler(*sys.exc_info())
        logging.getLogger("rackoapp").warning("and again")
    finally:
        handler.uninstall()
    assert len(told) == 1  # the player was told, as ever
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err, err


# -- 2. a FIFO at the log's name or the settings' ------------------------------------------------

@posix_only
def test_a_fifo_at_the_log_is_set_aside_and_a_fresh_log_begins(tmp_path):
    data = folder(tmp_path)
    os.mkfifo(data.log_file)
    handler = guarded(data.log_file, "opening the log", lambda: log_handler(data.log_file))
    assert handler is not None
    handler.emit(record("after"))
    handler.close()
    kept = aside(data.log_file)
    assert len(kept) == 1 and stat.S_ISFIFO(os.lstat(kept[0]).st_mode)
    text = data.log_file.read_text(encoding="utf-8")
    assert f"kept as {kept[0].name}" in text and "after" in text


@posix_only
def test_a_fifo_at_the_log_that_cannot_be_set_aside_means_no_log(tmp_path, monkeypatch):
    monkeypatch.setattr(logfile_module, "keep_aside", lambda path: None)
    data = folder(tmp_path)
    os.mkfifo(data.log_file)
    assert guarded(data.log_file, "opening the log", lambda: log_handler(data.log_file)) is None
    assert stat.S_ISFIFO(os.lstat(data.log_file).st_mode)


@posix_only
def test_a_fifo_with_a_reader_is_never_written_as_the_log(tmp_path):
    """A FIFO put in place between the check and the open (a reader waiting on it): the open
    descriptor is checked, and nothing is written into the pipe."""
    data = folder(tmp_path)
    os.mkfifo(data.log_file)
    reader = os.open(data.log_file, os.O_RDONLY | os.O_NONBLOCK)
    try:
        def attempt():
            try:
                logfile_module.NoFollowRotatingFileHandler(data.log_file, encoding="utf-8")
            except OSError as e:
                return str(e)
            return "opened"
        assert "not a regular file" in guarded(data.log_file, "opening the log", attempt)
        try:
            written = os.read(reader, 100)
        except BlockingIOError:  # a writer still holds it open
            written = b""
        assert written == b""  # nothing was written into it
    finally:
        os.close(reader)


def test_a_folder_at_the_log_is_set_aside(tmp_path):
    data = folder(tmp_path)
    data.log_file.mkdir()
    (data.log_file / "inside.txt").write_text("the user's")
    handler = log_handler(data.log_file)
    assert handler is not None
    handler.close()
    kept = aside(data.log_file)
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "the user's"
    assert data.log_file.is_file()


SETTINGS_SCRIPT = """
import sys
from rackoapp.ui.settings import get, make_settings, put
s = make_settings(sys.argv[1])
before = get(s, "view/speed")
put(s, "view/speed", "fast")
s.sync()
print(before, s.fileName(), s.status().value)
"""


def settings_run(path, timeout=60):
    """make_settings in a process of its own, killed if it hangs: Qt's open() cannot be unblocked."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        proc = subprocess.run([sys.executable, "-c", SETTINGS_SCRIPT, str(path)], capture_output=True,
                              text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("opening the settings hung")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    return proc.stdout.split()


@posix_only
def test_a_fifo_at_the_settings_is_set_aside_and_they_start_from_the_defaults(tmp_path):
    data = folder(tmp_path)
    os.mkfifo(data.settings_file)
    before, name, status = settings_run(data.settings_file)
    kept = aside(data.settings_file)
    assert len(kept) == 1 and stat.S_ISFIFO(os.lstat(kept[0]).st_mode)
    assert before == "normal" and name == str(data.settings_file) and status == "0"
    assert "speed=fast" in data.settings_file.read_text()  # a fresh, regular file


@posix_only
def test_a_fifo_at_the_settings_and_the_log_lets_a_match_run_and_the_log_says_why(tmp_path):
    data = folder(tmp_path)
    os.mkfifo(data.settings_file)
    os.mkfifo(data.log_file)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LC_ALL="C.UTF-8")
    try:
        proc = subprocess.run([sys.executable, "-m", "rackoapp", "--data-dir", str(data.root), "--seats",
                               "easy,easy", "--seed", "1", "--speed", "instant", "--target", "75", "--quit-at-end"],
                              capture_output=True, text=True, timeout=120, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("the app hung on a FIFO")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert len(aside(data.settings_file)) == 1 and len(aside(data.log_file)) == 1
    log = data.log_file.read_text(encoding="utf-8")
    assert f"kept as {aside(data.settings_file)[0].name}" in log  # logged before the log was open
    assert f"kept as {aside(data.log_file)[0].name}" in log


def _unprivileged():
    """A command prefix that runs without root's right to read any file; None where none is at hand."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    import shutil

    setpriv = shutil.which("setpriv")
    return None if setpriv is None else [
        setpriv, "--bounding-set", "-dac_override,-dac_read_search,-fowner,-chown", "--inh-caps", "-all", "--"]


def test_settings_that_cannot_be_read_are_set_aside_and_start_from_the_defaults(tmp_path):
    """A settings.ini its owner cannot read (mode 000) read as empty, with no word: the guide came
    back, the colour-blind cards were gone, and the session's changes went nowhere (playtest).
    It is set aside, as a damaged one is, and the settings start afresh in a new file."""
    prefix = _unprivileged()
    if prefix is None or not hasattr(os, "mkfifo"):
        pytest.skip("needs a POSIX account that file modes bind (setpriv for root)")
    data = folder(tmp_path)
    data.settings_file.write_text("[view]\nspeed=slow\n")
    data.settings_file.chmod(0)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(prefix + [sys.executable, "-c", SETTINGS_SCRIPT, str(data.settings_file)],
                          capture_output=True, text=True, timeout=60, env=env)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    before, name, status = proc.stdout.split()
    kept = aside(data.settings_file)
    assert len(kept) == 1 and kept[0].stat().st_mode & 0o777 == 0
    assert before == "normal" and name == str(data.settings_file) and status == "0"
    assert "speed=fast" in data.settings_file.read_text()


# -- 3. a symlink at the settings' name ----------------------------------------------------------

@pytest.mark.skipif(os.name != "posix", reason="symlinks without privileges")
def test_a_symlink_at_the_settings_is_set_aside_and_its_target_never_written(tmp_path):
    data = folder(tmp_path)
    victim = tmp_path / "victim.ini"
    victim.write_text("[view]\nspeed=slow\n")
    os.symlink(victim, data.settings_file)
    before, name, _ = settings_run(data.settings_file)
    assert victim.read_text() == "[view]\nspeed=slow\n"
    assert before == "normal"  # the defaults, not what the link pointed at
    kept = aside(data.settings_file)
    assert len(kept) == 1 and os.readlink(kept[0]) == str(victim)
    assert not data.settings_file.is_symlink() and "speed=fast" in data.settings_file.read_text()


@pytest.mark.skipif(os.name != "posix", reason="symlinks without privileges")
def test_a_symlink_that_cannot_be_set_aside_leaves_the_settings_in_memory(tmp_path, monkeypatch):
    from rackoapp.ui.settings import get, make_settings, put

    monkeypatch.setattr(datadir_module, "keep_aside", lambda path: None)
    data = folder(tmp_path)
    victim = tmp_path / "victim.ini"
    victim.write_text("[view]\nspeed=slow\n")
    os.symlink(victim, data.settings_file)
    settings = make_settings(str(data.settings_file))
    put(settings, "view/speed", "fast")
    settings.sync()
    assert get(settings, "view/speed") == "fast"  # kept for the session
    assert settings.fileName() != str(data.settings_file)
    assert victim.read_text() == "[view]\nspeed=slow\n" and data.settings_file.is_symlink()


# -- 4. a huge settings file -------------------------------------------------------------------

def test_a_huge_settings_file_is_set_aside_unread_with_a_log_line(tmp_path, caplog):
    from rackoapp.ui.settings import MAX_SETTINGS_BYTES, get, make_settings

    data = folder(tmp_path)
    with open(data.settings_file, "wb") as f:
        f.write(b"[view]\nspeed=slow\n")
        f.truncate(300 * 1024 * 1024)  # sparse: 300 MB on paper, nothing on the disk
    settings = make_settings(str(data.settings_file))
    assert get(settings, "view/speed") == "normal"  # from the defaults
    kept = aside(data.settings_file)
    assert len(kept) == 1 and kept[0].stat().st_size == 300 * 1024 * 1024  # kept whole
    assert not data.settings_file.exists() or data.settings_file.stat().st_size < MAX_SETTINGS_BYTES
    assert any(kept[0].name in r.getMessage() for r in caplog.records)


BOMB = rb"Variant(\0\0\0\t\x7f\xff\xff\xff)"  # a list that claims 2**31 items


@pytest.mark.parametrize("line", [
    b"[view]\nspeed=@" + BOMB,
    b"[other]\nx=@" + BOMB,                      # whatever key holds it
    b"[view]\nspeed=\\x40" + BOMB,               # its @ spelt as an escape (diff review)
    b"[view]\nspeed=\\100" + BOMB,
    b'[view]\nspeed= "@' + BOMB + b'"',           # quoted
    b"[view]\nspeed=a, @" + BOMB,                 # a list's item
    b"[view]\nspeed=\\\n@" + BOMB,               # on the next line
    b"[view]\nspeed=\\,@" + BOMB,                # after escapes Qt drops
    b"[view]\nspeed=\\ \\;@" + BOMB,
])
def test_a_settings_value_that_claims_two_billion_items_is_set_aside_unread(tmp_path, line):
    """A 66-byte settings.ini whose @Variant value claims a list of 2**31 items aborted the app
    inside Qt at every start (std::bad_alloc, nothing in the log), whatever key held it
    (hostile-input review). Its own process: without the check it would take pytest with it."""
    data = folder(tmp_path)
    content = b"[guide]\nseen=true\n" + line + b"\n"
    data.settings_file.write_bytes(content)
    before, name, status = settings_run(data.settings_file)
    kept = aside(data.settings_file)
    assert len(kept) == 1 and kept[0].read_bytes() == content  # kept whole, for the player to see
    assert before == "normal" and name == str(data.settings_file) and status == "0"
    assert "speed=fast" in data.settings_file.read_text()


@pytest.mark.parametrize("text", ["@Variant(x)", "Bob@Variant(2)", "a, @Variant(2)", '"@Variant(2)'])
def test_texts_the_app_writes_with_variant_in_them_are_read_as_they_are(tmp_path, text):
    """Qt writes a text that begins with @ as @@, and a name inside the New Game dialog's JSON
    in quotes: neither is a serialised value, and the settings are kept (diff review: a player
    named "Bob@Variant(2)" lost them)."""
    from rackoapp.ui.settings import get, make_settings, put

    data = folder(tmp_path)
    settings = make_settings(str(data.settings_file))
    put(settings, "records/folder", text)
    put(settings, "newgame/choice", json.dumps({"seats": [{"name": text}, {"name": "Ada"}]}))
    settings.sync()
    del settings
    again = make_settings(str(data.settings_file))
    assert get(again, "records/folder") == text
    assert json.loads(get(again, "newgame/choice"))["seats"][0]["name"] == text
    assert aside(data.settings_file) == []


def test_a_settings_file_under_the_cap_is_read_as_it_is(tmp_path):
    from rackoapp.ui.settings import MAX_SETTINGS_BYTES, get, make_settings

    data = folder(tmp_path)
    padding = "; " + "x" * 1000 + "\n"
    text = "[view]\nspeed=slow\n" + padding * ((MAX_SETTINGS_BYTES - 100) // len(padding))
    data.settings_file.write_text(text)
    assert get(make_settings(str(data.settings_file)), "view/speed") == "slow"
    assert aside(data.settings_file) == []


@pytest.mark.parametrize("content", [
    bytes(random.Random(1).getrandbits(8) for _ in range(3000)),  # the playtest's garbage
    b"[view]\nspeed=slow\n\x00\x01garbage=[[\n[[[\n",              # an INI Qt cannot read whole
    b"[other]\nprogram=yes\n",                                       # another program's settings
])
def test_a_settings_file_that_is_no_settings_of_ours_is_set_aside_with_a_log_line(tmp_path, caplog, content):
    """3,000 random bytes in settings.ini read as three odd keys without a word from Qt, and
    were written over with the defaults (playtest): set aside, as a damaged file is, and told."""
    from rackoapp.ui.settings import get, make_settings, put

    data = folder(tmp_path)
    data.settings_file.write_bytes(content)
    settings = make_settings(str(data.settings_file))
    assert get(settings, "view/speed") == "normal"  # from the defaults
    kept = aside(data.settings_file)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert any(kept[0].name in r.getMessage() for r in caplog.records)
    put(settings, "view/speed", "fast")
    settings.sync()
    assert settings.fileName() == str(data.settings_file) and "speed=fast" in data.settings_file.read_text()


@pytest.mark.parametrize("kind", ["garbage", "fifo", "unmovable"])
def test_settings_set_aside_are_told_on_the_table(qtbot, tmp_path, monkeypatch, kind):
    """Settings that could not be read started from the defaults (the speed, the language, the
    window's place) with only the log saying why (hostile-input review). The window says it once,
    in the status bar and the move log: where the old file is kept, or that changes last this
    session only."""
    import rackoapp.storage.datadir as datadir_module
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.settings import make_settings, take_set_aside
    from rackoapp.ui.window import MainWindow

    data = folder(tmp_path)
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(data.settings_file)
    else:
        data.settings_file.write_bytes(bytes(random.Random(1).getrandbits(8) for _ in range(3000)))
    if kind == "unmovable":
        monkeypatch.setattr(datadir_module, "keep_aside", lambda path: None)
    settings = make_settings(str(data.settings_file))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.start(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), 3)
    win.finish_setup()
    log = [win.log.item(i).text().replace("\u200b", "") for i in range(win.log.count())]  # its break points
    if kind == "unmovable":
        said = "Your settings could not be read, nor set aside: changes to them last this session only"
    else:
        said = f"Your settings could not be read and start from the defaults; the old file is kept as " \
               f"{aside(data.settings_file)[0].name}"
    assert said in log and take_set_aside(settings) is None  # told once
    win.ctl.shutdown()


@pytest.mark.parametrize("where", ["file", "folder"])
def test_settings_that_cannot_be_written_are_told_on_the_table(qtbot, tmp_path, monkeypatch, where):
    """A read-only settings file (or one in a folder that takes no new file): every change, the
    language, the speed, the guide seen, was lost at exit without a word (robustness review).
    Told once, as settings that could not be read are. (Permissions cannot be taken from root,
    so the check is refused as the system would refuse it.)"""
    import rackoapp.ui.settings as settings_module
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.settings import cannot_keep, make_settings
    from rackoapp.ui.window import MainWindow

    data = folder(tmp_path)
    data.settings_file.write_text("[view]\nspeed=slow\n")
    settings = make_settings(str(data.settings_file))
    assert not cannot_keep(settings)
    refused = str(data.settings_file) if where == "file" else str(data.root)
    access = os.access
    monkeypatch.setattr(settings_module.os, "access", lambda path, mode: access(path, mode) and (
        os.fspath(path) != refused or not mode & os.W_OK))
    assert cannot_keep(settings)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.start(Rules(seats=2), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), 3)
    win.finish_setup()
    log = [win.log.item(i).text().replace("\u200b", "") for i in range(win.log.count())]
    said = f"Your settings cannot be saved ({data.settings_file} cannot be written): changes to them last this session only"
    assert said in log, log
    win.ctl.shutdown()


def test_a_settings_file_with_a_key_of_ours_among_others_is_read_as_it_is(tmp_path):
    """A newer app's keys beside ours are no damage: the file is read, and nothing set aside."""
    from rackoapp.ui.settings import get, make_settings

    data = folder(tmp_path)
    data.settings_file.write_text("[view]\nspeed=slow\nsparkles=true\n[future]\nkey=1\n")
    assert get(make_settings(str(data.settings_file)), "view/speed") == "slow"
    assert aside(data.settings_file) == []


# -- 5. statistics of another format or a newer version ----------------------------------------

SOUND = {"matches": 2, "matches_won": 1, "streak": 1, "best_streak": 1}


@pytest.mark.parametrize("extra", [
    {"version": 9},                           # a newer app's file
    {"version": "1"},                         # a version that is no number
    {"format": "someone-else"},               # another program's file
    {"achievements": ["first win"]},           # a key this app does not know
    {"levels": {"hard": dict(SOUND, elo=1500)}},  # a level's key it does not know
])
def test_statistics_it_cannot_read_whole_are_kept_and_told(tmp_path, extra):
    path = tmp_path / "statistics.json"
    content = {"format": "rackoapp-statistics", "version": 1, "levels": {"hard": SOUND}, "counted": []}
    content.update(extra)
    text = json.dumps(content)
    path.write_text(text)
    stats = Statistics(path)
    problem = stats.load()
    newer = extra == {"version": 9}  # every count read: said as a newer app's file (statistics review)
    assert problem is not None and problem.code == ("statistics_newer" if newer else "statistics_partly_read")
    assert stats.get("hard").matches == 2  # what it could read is read
    kept = aside(path)
    assert len(kept) == 1 and kept[0].read_text() == text and kept[0].name in str(problem)


def test_a_sound_statistics_file_is_not_told(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.get("hard").matches = 3
    stats.save()
    again = Statistics(path)
    assert again.load() is None and again.get("hard").matches == 3
    assert aside(path) == []


def test_a_newer_statistics_file_is_told_in_the_window(qtbot, tmp_path):
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    data = folder(tmp_path)
    text = json.dumps({"format": "rackoapp-statistics", "version": 9, "levels": {"hard": SOUND}})
    data.stats_file.write_text(text)
    win = MainWindow(make_settings(str(data.settings_file)), data=data)
    qtbot.addWidget(win)
    win.finish_setup()
    kept = aside(data.stats_file)
    assert len(kept) == 1 and kept[0].read_text() == text
    message = win.status.currentMessage()
    assert "newer RackoApp" in message and kept[0].name in message, message  # not "could not be read"
    win.ctl.shutdown()


@pytest.mark.skipif(not os.path.exists("/dev/null") or not stat.S_ISCHR(os.stat("/dev/null").st_mode),
                    reason="needs the /dev/null device")
def test_a_device_as_the_settings_is_never_moved(tmp_path):
    """``--settings /dev/null``, run as root, renamed /dev/null aside (a device is no regular file)
    and Qt wrote a plain file in its place: every later open of /dev/null failed, in this sandbox
    too. A device is left where it is; the settings last the session."""
    from rackoapp.storage.datadir import keep_aside
    from rackoapp.ui.settings import make_settings

    device = Path(os.devnull)
    before = set(device.parent.glob("null.bad-*"))
    try:
        assert keep_aside(device) is None
        settings = make_settings(str(device))
        settings.setValue("view/speed", "fast")
        settings.sync()
        assert settings.fileName() != str(device)
        assert stat.S_ISCHR(os.lstat(device).st_mode)
    finally:  # put the system's /dev/null back if a regression moved it
        for moved in set(device.parent.glob("null.bad-*")) - before:
            if stat.S_ISCHR(os.lstat(moved).st_mode):
                os.replace(moved, device)


@pytest.mark.parametrize("value, read, set_aside", [
    (rb"\9", "normal", False),             # nothing: an unknown value reads as the default
    (rb"\8fast", "fast", False),
    (rb"\xzfast", "normal", False),         # "zfast": no speed
    (rb"\x", "normal", False),
    (rb"\9@" + BOMB, None, True),           # what follows the nothing is a serialised value
    (rb"\x@" + BOMB, None, True),
])
def test_escapes_qt_reads_as_nothing_start_the_app(tmp_path, value, read, set_aside):
    """"\\9", "\\8" and an "x" with no hex digit are no numbers to Qt: read as numbers, a damaged
    settings.ini stopped the app with a traceback at every start (hostile-input play-test). Qt
    reads them as nothing, and so does the check for serialised values."""
    data = folder(tmp_path)
    content = b"[guide]\nseen=true\n[view]\nspeed=" + value + b"\n"
    data.settings_file.write_bytes(content)
    before, name, status = settings_run(data.settings_file)
    assert name == str(data.settings_file) and status == "0"
    assert len(aside(data.settings_file)) == set_aside
    if read is not None:
        assert before == read
