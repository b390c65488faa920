"""A second start rings the app holding the data folder (storage/doorbell.py)."""

from __future__ import annotations

import os
import stat
import sys
import threading
import time

import pytest

from rackoapp.storage import doorbell
from rackoapp.storage.doorbell import ANSWERED, RING, Doorbell, address, heard, message, ring

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX sockets")


@pytest.fixture
def bell_at(tmp_path):
    made = []

    def make(answer):
        bell = Doorbell(address(tmp_path), answer)
        made.append(bell)
        return bell

    yield make
    for bell in made:
        bell.close()


def test_a_ring_is_answered_on_the_doorbell_s_thread(bell_at, tmp_path):
    calls = []
    bell_at(lambda token: calls.append((token, threading.current_thread().name)) or True)
    assert ring(address(tmp_path))
    assert calls == [(None, "rackoapp-doorbell")]


def test_the_launcher_s_token_comes_with_the_ring(bell_at, tmp_path):
    """On Wayland the window may take the focus only with the activation token the launcher gave
    the second start (GNOME keeps it where it is otherwise)."""
    tokens = []
    bell_at(lambda token: tokens.append(token) or True)
    assert ring(address(tmp_path), "kwin-23_TIME1234:abc/=+")
    assert ring(address(tmp_path), "")
    assert ring(address(tmp_path), "two words")  # not a token: the ring without it
    assert tokens == ["kwin-23_TIME1234:abc/=+", None, None]


NOW = 1_800_000_000.0


@pytest.mark.parametrize("said, meant", [
    (RING + b"\n1800000000.0", (True, None)),
    (RING + b"\n1800000000.0\ntok", (True, "tok")),
    (RING + b"\n1800000000.0\n", (True, None)),
    (RING + b"\n1800000000.0\nbad token", (True, None)),
    (RING + b"\n1799999998.0", (False, None)),  # made 2 s ago: its caller has stopped waiting
    (RING + b"\n1800000000.5", (True, None)),  # another clock's rounding
    (RING + b"\nsoon", (False, None)),
    (RING, (False, None)),
    (RING + b" \n1800000000.0", (False, None)),
    (b"", (False, None)),
    (None, (False, None)),
    (ANSWERED, (False, None)),
    (b"\xff\n\xfe\n\xfd", (False, None)),
])
def test_only_a_fresh_ring_is_heard(said, meant):
    assert heard(said, now=NOW) == meant
    if meant[0]:
        assert heard(message(meant[1], now=NOW), now=NOW) == meant


@pytest.mark.parametrize("token", ["gnome-shell/Racko/1-2-h\u00f4st_TIME9", "a\udcffb", "x" * 1000, "two words"])
def test_a_token_unfit_to_pass_on_is_left_out(token):
    """A launcher's variable with an accent or undecodable bytes crashed the second start with a
    traceback (review): the ring goes without it."""
    assert heard(message(token, now=NOW), now=NOW) == (True, None)


def test_a_window_that_does_not_come_forward_is_not_said_to(bell_at, tmp_path):
    bell_at(lambda token: False)
    assert ring(address(tmp_path)) is False


def ended(call, within: float = 30.0) -> list:
    """``call``'s answer, run on a thread of its own: empty if it was still waiting after
    ``within`` seconds, far past any wait of the doorbell's own (a hang guard, not a timing)."""
    answer: list = []
    thread = threading.Thread(target=lambda: answer.append(call()), daemon=True)
    thread.start()
    thread.join(within)
    return answer


def test_nobody_listening_is_no_answer_and_quick(tmp_path):
    # Nobody there (yet): the second start rings again. Not after waiting for an answer: asked to
    # wait an hour for one, it answers at once.
    assert ended(lambda: ring(address(tmp_path), timeout=3600)) == [None]


@POSIX
def test_a_ring_older_than_its_caller_s_wait_is_not_answered(bell_at, tmp_path):
    """Rings queued while the app was stopped (Ctrl+Z) were answered when it went on, and the
    window came forward over the boxes that had said "already running" (review)."""
    import socket

    calls = []
    bell_at(lambda token: calls.append(token) or True)
    with _call(address(tmp_path)) as caller:
        caller.sendall(message("tok", now=time.time() - 5))
        caller.shutdown(socket.SHUT_WR)
        caller.settimeout(5)
        assert caller.recv(64) == b""
    assert calls == []
    assert ring(address(tmp_path), "tok") is True and calls == ["tok"]


def test_each_folder_has_its_own_bell(bell_at, tmp_path):
    bell_at(lambda token: True)
    other = tmp_path / "other"
    other.mkdir()
    assert address(other) != address(tmp_path)
    assert not ring(address(other))
    assert address(tmp_path / "." / "") == address(tmp_path)


def test_a_closed_bell_is_silent_and_its_folder_may_listen_again(tmp_path):
    bell = Doorbell(address(tmp_path), lambda token: True)
    bell.close()
    assert not ring(address(tmp_path))
    again = Doorbell(address(tmp_path), lambda token: True)
    try:
        assert ring(address(tmp_path))
    finally:
        again.close()
    if sys.platform != "win32":
        assert not os.path.exists(address(tmp_path))
    assert not any(t.name == "rackoapp-doorbell" and t.is_alive() for t in _settled_threads())


def _settled_threads(within: float = 10.0):
    """The threads once the doorbell's has had time to end (waited for, not slept on)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and any(t.name == "rackoapp-doorbell" and t.is_alive()
                                              for t in threading.enumerate()):
        time.sleep(0.02)
    return threading.enumerate()


@POSIX
def test_the_socket_is_the_player_s_alone_whatever_the_umask(bell_at, tmp_path):
    """Under umask 002 another user could ring the window forward (review)."""
    old = os.umask(0)
    try:
        bell_at(lambda token: True)
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(address(tmp_path)).st_mode) == 0o600


@POSIX
def test_a_killed_app_s_socket_file_is_replaced(tmp_path):
    """A killed app leaves its socket file; the next holder of the folder listens there anyway."""
    import socket

    left = socket.socket(socket.AF_UNIX)
    left.bind(address(tmp_path))
    left.close()  # the file stays, nobody listens
    assert os.path.exists(address(tmp_path)) and not ring(address(tmp_path))
    bell = Doorbell(address(tmp_path), lambda token: True)
    try:
        assert ring(address(tmp_path))
    finally:
        bell.close()


@POSIX
def test_a_later_app_s_socket_is_not_removed_by_an_earlier_one_closing(tmp_path):
    first = Doorbell(address(tmp_path), lambda token: True)
    os.unlink(address(tmp_path))  # as a later holder would, finding it
    later = Doorbell(address(tmp_path), lambda token: True)
    try:
        first.close()
        assert ring(address(tmp_path))
    finally:
        later.close()


def _call(where: str):
    import socket

    caller = socket.socket(socket.AF_UNIX)
    caller.settimeout(0.5)  # a full queue refuses after that
    try:
        caller.connect(where)
    except OSError:
        caller.close()
        raise
    caller.settimeout(None)
    return caller


@POSIX
@pytest.mark.parametrize("sent", [
    b"",  # connects and goes
    b"hello",  # a message, not the ring
    RING + b"x" * 2000,  # far too long
    RING + b"\n" + b"t" * 2000,  # a token far too long
    b"\xff\xfe garbage",
])
def test_whatever_a_caller_sends_the_bell_rings_for_the_next(bell_at, tmp_path, sent):
    import socket

    calls = []
    bell_at(lambda token: calls.append(token) or True)
    with _call(address(tmp_path)) as caller:
        try:
            caller.sendall(sent)
            caller.shutdown(socket.SHUT_WR)
            caller.settimeout(5)
            answer = caller.recv(64)
        except (BrokenPipeError, ConnectionResetError):  # hung up on with our bytes unread
            answer = b""
        assert answer == b""  # no answer
    assert calls == []
    assert ring(address(tmp_path)) and calls == [None]


@POSIX
def test_callers_that_say_part_of_a_message_are_hung_up_on(bell_at, tmp_path):
    """Each held its thread and its file for ever, until the app ran out of files (review)."""
    bell_at(lambda token: True)
    before = threading.active_count()
    callers = [_call(address(tmp_path)) for _ in range(5)]
    try:
        for caller in callers:
            caller.sendall(RING[:5])  # and then nothing
        for caller in callers:
            caller.settimeout(10)
            assert caller.recv(64) == b""  # hung up on (each within its second), not kept for ever
        assert threading.active_count() <= before
        assert ring(address(tmp_path))
    finally:
        for caller in callers:
            caller.close()


@POSIX
def test_an_app_that_does_not_answer_costs_a_ring_seconds_not_for_ever(tmp_path):
    """An app stopped with Ctrl+Z in its terminal: its queue full, a second start waited for ever
    in connect(), showing nothing (review)."""
    import socket

    stopped = socket.socket(socket.AF_UNIX)
    stopped.bind(address(tmp_path))
    stopped.listen(0)  # never accepts: the queue fills
    queued = []
    try:
        for _ in range(4):
            try:
                queued.append(_call(address(tmp_path)))
            except OSError:
                break
        assert ended(lambda: ring(address(tmp_path), timeout=1.0)) == [False]  # not in connect() for ever
    finally:
        for caller in queued:
            caller.close()
        stopped.close()


@POSIX
def test_a_socket_someone_else_made_is_not_rung(bell_at, tmp_path, monkeypatch):
    """Another user's socket at the name in a shared temporary folder could answer "in front" and
    silence the refusal: only a socket of the player's own is rung."""
    bell_at(lambda token: True)
    where = address(tmp_path)
    assert ring(where)
    owner = os.stat(where).st_uid
    monkeypatch.setattr(doorbell.os, "getuid", lambda: owner + 1)
    assert ring(where) is False  # there, and not to be trusted: no second try


def test_the_answer_is_the_listener_s_own_words():
    assert RING != ANSWERED and heard(ANSWERED) == (False, None)
