"""The log file in the data folder, never written through a symlink."""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path

MAX_BYTES = 1_000_000
BACKUPS = 2


class NoFollowRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that opens its file with O_NOFOLLOW where the OS has it.

    A symlink planted at the log's name would otherwise make the app append to
    whatever file it points at, anywhere the user may write.
    """

    def _open(self):
        flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_CLOEXEC", 0))
        if os.path.islink(self.baseFilename):  # where O_NOFOLLOW is missing (Windows)
            raise OSError(f"{self.baseFilename} is a symbolic link")
        fd = os.open(self.baseFilename, flags, 0o600)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)


def log_handler(log_file: str | os.PathLike | None) -> logging.Handler | None:
    """The data folder's log handler, opened now; None if it cannot be (the game goes on)."""
    if log_file is None:
        return None
    try:
        handler = NoFollowRotatingFileHandler(Path(log_file), maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                              encoding="utf-8", delay=False)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    return handler
