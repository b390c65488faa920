"""A second start on a held data folder rings the app that holds it, which brings its window forward.

A player who clicks RackoApp's icon again, its window hidden behind others, got
"RackoApp is already running" and had to find the window. Now the second start
rings first: the app holding the folder listens on a local socket (a named pipe
on Windows) named after the folder and the user, and a ring that it answers ends
the second start quietly.

Plain standard library, no Qt: Qt's local sockets live in QtNetwork, which the
installers leave out (with the system libraries it links to). The app listens on
a thread of its own; ``answer`` is called there and must say, within a few
seconds, whether the window really came forward, so a hung window is not
reported as shown. A ring carries one fixed message and gets one fixed answer:
nothing a caller sends is ever unpickled or acted on beyond that.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

RING = b"rackoapp: to the front"
ANSWERED = b"rackoapp: in front"
_MAX_MESSAGE = 64
_ANSWER_WITHIN = 3.0  # seconds a ring waits for the window's answer
_WINDOWS = sys.platform == "win32"

log = logging.getLogger("rackoapp.doorbell")


def address(root: str | os.PathLike) -> str:
    """The doorbell's name for the data folder ``root``: the same in every start by this user."""
    import hashlib

    try:
        folder = os.path.realpath(root)
    except OSError:
        folder = os.path.abspath(root)
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = hashlib.sha256(f"{user}\0{os.path.normcase(folder)}".encode("utf-8", "surrogatepass")).hexdigest()[:20]
    if _WINDOWS:
        return rf"\\.\pipe\rackoapp-{key}"
    # The user's own runtime folder where there is one; the temporary folder otherwise. The data
    # folder itself may be too deep for a socket's name (about 100 bytes) or on a disk without sockets.
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = runtime if runtime and os.path.isdir(runtime) else tempfile.gettempdir()
    return os.path.join(base, f"rackoapp-{key}.bell")


def _family() -> str:
    return "AF_PIPE" if _WINDOWS else "AF_UNIX"


class Doorbell:
    """Listens for rings at ``address`` while the app holds its data folder.

    Made only by the holder of the folder's lock, so a socket file left at the
    address by a killed app is nobody's and is replaced.
    """

    def __init__(self, where: str, answer: Callable[[], bool]) -> None:
        from multiprocessing.connection import Listener

        self.address = where
        self._answer = answer
        if not _WINDOWS:
            _remove_stale(where)
        self._listener = Listener(where, family=_family())
        self._closed = False
        threading.Thread(target=self._listen, name="rackoapp-doorbell", daemon=True).start()

    def _listen(self) -> None:
        while not self._closed:
            try:
                conn = self._listener.accept()
            except OSError:
                if self._closed:
                    return
                continue  # a caller that went away mid-way; the next is answered
            if self._closed:  # close()'s own call, to wake this thread
                conn.close()
                return
            # One thread a caller: a caller that never says anything holds up only its own.
            threading.Thread(target=self._serve, args=(conn,), name="rackoapp-ring", daemon=True).start()

    def _serve(self, conn) -> None:
        try:
            if conn.poll(_ANSWER_WITHIN) and conn.recv_bytes(_MAX_MESSAGE) == RING and not self._closed:
                if self._answer():
                    conn.send_bytes(ANSWERED)
        except (OSError, EOFError):
            pass  # a message too long, cut short or from a caller gone: not a ring
        except Exception:  # noqa: BLE001 - the window's answer failed: the ring goes unanswered, logged
            log.exception("the doorbell's answer failed")
        finally:
            conn.close()

    def close(self) -> None:
        """Stop answering, and remove the socket file (the listener does; a pipe leaves none)."""
        if self._closed:
            return
        self._closed = True
        _wake(self.address)  # its thread waits in accept(), which closing alone does not end
        try:
            self._listener.close()
        except OSError:
            pass


def _wake(where: str) -> None:
    from multiprocessing.connection import Client

    try:
        Client(where, family=_family()).close()
    except OSError:
        pass


def _remove_stale(where: str) -> None:
    try:
        os.unlink(where)
    except FileNotFoundError:
        pass
    except OSError as e:  # another user's file in a shared temporary folder: bind will say so
        log.warning("cannot remove %s: %s", where, e)


def ring(where: str, timeout: float = _ANSWER_WITHIN + 1.0) -> bool:
    """Ring the app listening at ``where``: True once it says its window is in front.

    False, quickly, when nothing listens there, when what listens is not ours to
    trust (a socket another user made), or when no answer comes in ``timeout``.
    """
    from multiprocessing.connection import Client

    if not _WINDOWS:
        try:
            if Path(where).lstat().st_uid != os.getuid():
                return False
        except OSError:
            return False
    else:
        _let_it_come_forward()
    try:
        with Client(where, family=_family()) as conn:
            conn.send_bytes(RING)
            return bool(conn.poll(timeout)) and conn.recv_bytes(_MAX_MESSAGE) == ANSWERED
    except (OSError, EOFError):
        return False


def _let_it_come_forward() -> None:
    """Windows lets only the process the player started bring a window to the front: this one
    hands that right to the app it rings (AllowSetForegroundWindow(ASFW_ANY))."""
    try:
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)
    except (AttributeError, OSError):
        pass
