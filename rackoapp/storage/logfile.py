"""The log file in the data folder, never written through a symlink nor opened if it is no file."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from rackoapp.engine.record import open_regular

from .datadir import keep_aside, unfit_file

MAX_BYTES = 1_000_000
BACKUPS = 2


class NoFollowRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that opens its file with O_NOFOLLOW where the OS has it, and only a
    regular file.

    A symlink planted at the log's name would otherwise make the app append to
    whatever file it points at, anywhere the user may write; a FIFO would hold
    the app in open() for ever.
    """

    def _open(self):
        # O_BINARY: Windows opens in the C runtime's text mode otherwise, which made each of the
        # text layer's "\r\n" a "\r\r\n" (a blank line after every line, portability review).
        flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
        if os.path.islink(self.baseFilename):  # where O_NOFOLLOW is missing (Windows)
            raise OSError(f"{self.baseFilename} is a symbolic link")
        fd = open_regular(self.baseFilename, flags, 0o600)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)

    def handleError(self, record: logging.LogRecord) -> None:
        # A log that cannot be written (a full disk) must cost the player nothing: logging's own
        # handleError prints a traceback to stderr for every line, and the game goes on anyway.
        # Any other fault (a line's bad format) is ours, and still said.
        if not isinstance(sys.exc_info()[1], OSError):
            super().handleError(record)

    def close(self) -> None:
        try:
            super().close()
        except (OSError, ValueError):  # the last flush on a full disk
            pass


def log_handler(log_file: str | os.PathLike | None,
                held: Sequence[logging.LogRecord] = ()) -> logging.Handler | None:
    """The data folder's log handler, opened now; None if it cannot be (the game goes on).
    ``held``: lines logged before it opened, written first, in their order.

    Something other than a regular file at the log's name (a FIFO, a device, a folder, a
    symlink) is renamed aside, as the folder's other unusable files are, and a fresh log
    begins; if it cannot be renamed, the app runs without a log. The line that says so comes
    after the held ones: before them, the log ran backwards in time (newcomer review).
    """
    if log_file is None:
        return None
    path = Path(log_file)
    why = unfit_file(path)
    kept = None
    if why is not None:
        kept = keep_aside(path)
        if kept is None:
            return None
    try:
        handler = NoFollowRotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                              encoding="utf-8", delay=False)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    for record in held:
        handler.handle(record)
    if kept is not None:
        handler.handle(logging.LogRecord("rackoapp", logging.WARNING, __file__, 0,
                                         "the log file %s %s; it is kept as %s", (path.name, why, kept.name),
                                         None))
    return handler
