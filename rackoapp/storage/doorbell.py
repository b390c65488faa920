"""A second start on a held data folder rings the app that holds it, which brings its window forward.

A player who clicks RackoApp's icon again, its window hidden behind others, got
"RackoApp is already running" and had to find the window. Now the second start
rings first: the app holding the folder listens on a local socket (a named pipe
on Windows) named after the folder and the user, and a ring that it answers ends
the second start quietly.

Plain standard library, no Qt: Qt's local sockets live in QtNetwork, which the
installers leave out (with the system libraries it links to). The app listens on
a thread of its own and serves one caller at a time: a caller has a second to
say its message, and the window two more to answer, so no caller can hold it up
for long or make it keep threads or files. ``answer`` is called on that thread.
Every wait of a ring is bounded too: a stopped app (Ctrl+Z in its terminal)
costs the second start a few seconds, not for ever; and a ring that waited in a
stopped app's queue longer than its caller waits is not answered when the app
goes on. A ring carries one fixed message, the time it was made and, on Wayland,
the launcher's activation token (which lets the window take the focus there);
nothing else is read from a caller.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import tempfile
import threading
import time
from collections.abc import Callable

RING = b"rackoapp: to the front"
ANSWERED = b"rackoapp: in front"
_MAX_MESSAGE = 512
_TOKEN = re.compile(rb"[\x21-\x7e]{1,400}")  # the launcher's token: printable, no spaces
_CALLER_WITHIN = 1.0  # seconds a caller has to say its message
_ANSWER_WITHIN = 3.0  # seconds a ring waits for the window's answer
# A ring older than this is not answered: its caller, which waits a second to be heard and then
# _ANSWER_WITHIN plus one, would be gone by the time the window had come forward (up to two more).
_FRESH_S = 1.5
_WINDOWS = sys.platform == "win32"

log = logging.getLogger("rackoapp.doorbell")


def address(root: str | os.PathLike) -> str:
    """The doorbell's name for the data folder ``root`` (one user's starts with one temporary
    folder agree on it; where they do not, a second start says "already running" as before)."""
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


def message(token: str | None = None, now: float | None = None) -> bytes:
    """What a ring says: the ring, when it was made (``time.time()``), and the launcher's
    activation token if it gave one fit to pass on (printable ASCII, no spaces)."""
    said = RING + b"\n" + repr(time.time() if now is None else now).encode("ascii")
    if token and token.isascii() and _TOKEN.fullmatch(token.encode("ascii")):
        said += b"\n" + token.encode("ascii")
    return said


def heard(said: bytes | None, now: float | None = None) -> tuple[bool, str | None]:
    """(a ring, its token or None) of what a caller said; (False, None) for anything else, and
    for a ring made longer ago than ``_FRESH_S`` (its caller has stopped waiting)."""
    if not said:
        return False, None
    ring, _, rest = said.partition(b"\n")
    stamp, _, token = rest.partition(b"\n")
    try:
        age = (time.time() if now is None else now) - float(stamp.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return False, None
    if ring != RING or not -1.0 <= age <= _FRESH_S:
        return False, None
    return True, token.decode("ascii") if _TOKEN.fullmatch(token) else None


class Doorbell:
    """Listens for rings at ``where`` while the app holds its data folder; ``answer(token)`` is
    called for each ring on the doorbell's thread.

    Made only by the holder of the folder's lock, so a socket file left at the
    address by a killed app is nobody's and is replaced.
    """

    def __init__(self, where: str, answer: Callable[[str | None], bool]) -> None:
        self.address = where
        self._answer = answer
        self._closed = False
        self._line = _PipeLine(where) if _WINDOWS else _SocketLine(where)
        threading.Thread(target=self._listen, name="rackoapp-doorbell", daemon=True).start()

    def _listen(self) -> None:
        while not self._closed:
            try:
                caller = self._line.accept()
            except OSError as e:
                if self._closed:
                    return
                # Out of files, say: tried again a moment later, not at once for ever.
                log.debug("the doorbell could not take a call: %s", e)
                time.sleep(0.2)
                continue
            try:
                if not self._closed:
                    self._serve(caller)
            finally:
                caller.close()

    def _serve(self, caller) -> None:
        try:
            ring, token = heard(caller.read(_CALLER_WITHIN))
            if ring and self._answer(token):
                caller.write(ANSWERED)
        except OSError:
            pass  # a caller gone, or too slow to say its message: not a ring
        except Exception:  # noqa: BLE001 - the window's answer failed: the ring goes unanswered, logged
            log.exception("the doorbell's answer failed")

    def close(self) -> None:
        """Stop answering, and remove the socket file (a pipe leaves none)."""
        if self._closed:
            return
        self._closed = True
        self._line.close()


def ring(where: str, token: str | None = None, timeout: float = _ANSWER_WITHIN + 1.0) -> bool | None:
    """Ring the app listening at ``where``: True once it says its window was brought forward.

    None, at once, when nothing listens there (yet); False, within a second or
    ``timeout``, when what listens is not ours to trust (a socket another user
    made) or does not answer.
    """
    if _WINDOWS:
        _let_it_come_forward()
    try:
        caller = _call(where)
    except (FileNotFoundError, ConnectionRefusedError):
        return None
    except OSError:
        return False
    try:
        caller.write(message(token))
        return caller.read(timeout) == ANSWERED
    except OSError:
        return False
    finally:
        caller.close()


def _call(where: str):
    """A call to the doorbell at ``where``, connected within a second: a caller to write to and read."""
    return _pipe_call(where) if _WINDOWS else _socket_call(where)


def _wake(where: str) -> None:
    """A call that says nothing: the listening thread waits in accept(), which closing alone does
    not end."""
    try:
        _call(where).close()
    except OSError:
        pass


# -- POSIX: a Unix socket -------------------------------------------------------------

class _SocketLine:
    def __init__(self, where: str) -> None:
        import socket

        try:
            os.unlink(where)  # a killed app's: we hold the folder's lock
        except FileNotFoundError:
            pass
        except OSError as e:  # another user's file in a shared temporary folder: bind says so
            log.warning("cannot remove %s: %s", where, e)
        self._where = where
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self._socket.bind(where)
            os.chmod(where, 0o600)  # the player's alone, whatever the umask
            self._made = os.stat(where).st_ino
            self._socket.listen(8)
        except OSError:
            self._socket.close()
            raise

    def accept(self) -> _SocketCaller:
        conn, _ = self._socket.accept()
        return _SocketCaller(conn)

    def close(self) -> None:
        _wake(self._where)
        self._socket.close()
        try:
            if os.stat(self._where).st_ino == self._made:  # not a later app's
                os.unlink(self._where)
        except OSError:
            pass


def _socket_call(where: str) -> _SocketCaller:
    import socket

    if os.lstat(where).st_uid != os.getuid():
        raise PermissionError(f"{where} is another user's")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(_CALLER_WITHIN)  # a stopped app's full queue: connect() would wait for ever
        sock.connect(where)
    except OSError:
        sock.close()
        raise
    return _SocketCaller(sock)


class _SocketCaller:
    """One call, either end: a message each way, the end of one's sending its end."""

    def __init__(self, sock) -> None:
        self._sock = sock

    def write(self, data: bytes) -> None:
        self._sock.settimeout(_CALLER_WITHIN)
        self._sock.sendall(data)
        self._sock.shutdown(1)  # SHUT_WR: the message is whole

    def read(self, timeout: float) -> bytes:
        deadline = time.monotonic() + timeout
        data = b""
        while len(data) <= _MAX_MESSAGE:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no whole message in time")
            self._sock.settimeout(left)
            chunk = self._sock.recv(_MAX_MESSAGE + 1 - len(data))
            if not chunk:
                return data
            data += chunk
        raise OSError("message too long")

    def close(self) -> None:
        self._sock.close()


# -- Windows: a named pipe (multiprocessing.connection's, with bounded waits) ----------

class _PipeLine:
    def __init__(self, where: str) -> None:
        from multiprocessing.connection import Listener

        self._where = where
        self._listener = Listener(where, family="AF_PIPE")

    def accept(self) -> _PipeCaller:
        return _PipeCaller(self._listener.accept())

    def close(self) -> None:
        _wake(self._where)
        self._listener.close()


def _pipe_call(where: str) -> _PipeCaller:
    import _winapi
    from multiprocessing.connection import PipeConnection

    _winapi.WaitNamedPipe(where, int(_CALLER_WITHIN * 1000))  # busy a second: no answer
    # Identification only: a pipe made under this name by someone else may learn who called,
    # not act as the caller (SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION).
    handle = _winapi.CreateFile(where, _winapi.GENERIC_READ | _winapi.GENERIC_WRITE, 0, _winapi.NULL,
                                _winapi.OPEN_EXISTING, _winapi.FILE_FLAG_OVERLAPPED | 0x00110000, _winapi.NULL)
    _winapi.SetNamedPipeHandleState(handle, _winapi.PIPE_READMODE_MESSAGE, None, None)
    return _PipeCaller(PipeConnection(handle))


class _PipeCaller:
    """One call on a message pipe: a message is whole or not there."""

    def __init__(self, conn) -> None:
        self._conn = conn

    def write(self, data: bytes) -> None:
        self._conn.send_bytes(data)

    def read(self, timeout: float) -> bytes:
        if not self._conn.poll(timeout):
            raise TimeoutError("no message in time")
        try:
            return self._conn.recv_bytes(_MAX_MESSAGE)
        except EOFError:
            return b""

    def close(self) -> None:
        self._conn.close()


def _let_it_come_forward() -> None:
    """Windows lets only the process the player started bring a window to the front: this one
    gives that right away (AllowSetForegroundWindow(ASFW_ANY)), as it is about to ring."""
    try:
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)
    except (AttributeError, OSError):
        pass
