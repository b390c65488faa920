"""One app per data folder: a lock the operating system holds with an open file.

``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows. The OS drops the lock
when its holder exits in any way (a SIGKILL, a crash, a power cut), so a dead
holder never blocks a start, and a PID written in the file, reused by another
process, means nothing: the file's content is for people only.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
    import msvcrt

_BUSY = {errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK}


class FolderLock:
    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    def acquire(self) -> bool:
        """True once held; False if another live process holds it. Other failures raise OSError."""
        if self._fd is not None:
            return True
        flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_BINARY", 0))  # its note as written, no "\r" added on Windows
        while True:
            fd = self._open(flags)
            try:
                if not _try_lock(fd):
                    os.close(fd)
                    return False
                if _same_file(fd, self.path):
                    break
            except BaseException:
                os.close(fd)
                raise
            # The holder removed the file as it let go: lock the one at the path now.
            os.close(fd)
        self._fd = fd
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the PID is only a note for people
        return True

    def _open(self, flags: int) -> int:
        try:
            return os.open(self.path, flags, 0o644)
        except PermissionError as refused:
            if fcntl is None:
                raise
            # Another user's lock file, as a crashed `sudo rackoapp` leaves it: flock needs only
            # to read it, and still refuses while its app lives. It stopped every save of a folder
            # that took new files (review). No file there, the folder's own refusal is the reason.
            try:
                # Not blocking, and a file only: a FIFO planted there waited for a writer for ever (review).
                fd = os.open(self.path, flags & ~(os.O_RDWR | os.O_CREAT) | os.O_RDONLY | os.O_NONBLOCK)
            except OSError:
                raise refused from None
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                os.close(fd)
                raise refused
            return fd

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if fcntl is not None:
            # Removed while still held: whoever opened the old file finds it gone
            # and tries again (acquire's _same_file), so two apps never both hold it.
            # Only our own file, though: one a person removed as "stale" may have been
            # made again by another app since, whose lock that is.
            try:
                if _same_file(fd, self.path):
                    os.unlink(self.path)
            except OSError:
                pass
            os.close(fd)
        else:  # Windows cannot remove an open file
            try:
                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
            except OSError:
                pass
            os.close(fd)
            try:
                os.unlink(self.path)
            except OSError:
                pass

    @property
    def held(self) -> bool:
        return self._fd is not None

    def still_ours(self) -> bool:
        """The lock file at the path is still the one held. Removed (a person took it for a dead
        app's), it is made and held again, so a second app started later is refused; False if
        another app has made its own meanwhile, and holds the folder now (review)."""
        if self._fd is None or fcntl is None:  # Windows cannot remove an open file
            return self._fd is not None
        try:
            if _same_file(self._fd, self.path):
                return True
            if os.path.lexists(self.path):
                return False
        except OSError:
            return True  # cannot tell: the saves go on as before
        old, self._fd = self._fd, None
        try:
            again = self.acquire()
        except OSError:
            self._fd = old
            return True  # cannot make it again: the saves go on as before
        if again:
            os.close(old)
            return True
        self._fd = old
        return False


def _try_lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as e:
        # Wine's msvcrt says a lock another holds with no errno at all (0): taken for a failure,
        # a second start under Wine never rang the first (Windows play-through).
        if e.errno in _BUSY or (fcntl is None and not e.errno):
            return False
        raise
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        st = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)
