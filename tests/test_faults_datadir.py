"""Data-folder faults a tester found: a full disk under the log, a FIFO or a symlink where
settings.ini or rackoapp.log should be, a huge settings.ini, and a statistics.json of another
format or a newer version, whose unknown parts the next save dropped unseen."""

from __future__ import annotations

import errno
import json
import logging
import os
import stat
import subprocess
import sys
import threading

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

    def write(self, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self):
        raise OSError(errno.ENOSPC, "No space left on device")

    def close(self):
        raise OSError(errno.ENOSPC, "No space left on device")


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
