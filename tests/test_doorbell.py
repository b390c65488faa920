"""A second start rings the app holding the data folder (storage/doorbell.py)."""

from __future__ import annotations

import os
import struct
import sys
import threading
import time

import pytest

from rackoapp.storage.doorbell import ANSWERED, RING, Doorbell, address, ring


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


def test_a_ring_is_answered_once_the_window_is_in_front(bell_at, tmp_path):
    calls = []
    bell_at(lambda: calls.append(threading.current_thread().name) or True)
    assert ring(address(tmp_path))
    assert len(calls) == 1 and calls[0] != threading.main_thread().name


def test_a_window_that_does_not_come_forward_is_not_said_to(bell_at, tmp_path):
    bell_at(lambda: False)
    assert not ring(address(tmp_path))


def test_nobody_listening_is_no_answer_and_quick(tmp_path):
    start = time.monotonic()
    assert not ring(address(tmp_path))
    assert time.monotonic() - start < 2.0


def test_each_folder_has_its_own_bell(bell_at, tmp_path):
    bell_at(lambda: True)
    other = tmp_path / "other"
    other.mkdir()
    assert address(other) != address(tmp_path)
    assert not ring(address(other))
    assert address(tmp_path / "." / "") == address(tmp_path)


def test_a_closed_bell_is_silent_and_its_folder_may_listen_again(tmp_path):
    bell = Doorbell(address(tmp_path), lambda: True)
    bell.close()
    assert not ring(address(tmp_path))
    again = Doorbell(address(tmp_path), lambda: True)
    try:
        assert ring(address(tmp_path))
    finally:
        again.close()
    if sys.platform != "win32":
        assert not os.path.exists(address(tmp_path))


@pytest.mark.skipif(sys.platform == "win32", reason="a pipe leaves no file behind")
def test_a_killed_app_s_socket_file_is_replaced(tmp_path):
    """A killed app leaves its socket file; the next holder of the folder listens there anyway."""
    import socket

    left = socket.socket(socket.AF_UNIX)
    left.bind(address(tmp_path))
    left.close()  # the file stays, nobody listens
    assert os.path.exists(address(tmp_path)) and not ring(address(tmp_path))
    bell = Doorbell(address(tmp_path), lambda: True)
    try:
        assert ring(address(tmp_path))
    finally:
        bell.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX sockets")
@pytest.mark.parametrize("sent", [
    b"",  # connects and goes
    struct.pack("!i", 5) + b"hello",  # a message, not the ring
    struct.pack("!i", 1 << 30) + b"x" * 100,  # a length far too long
    struct.pack("!i", len(RING) + 4) + RING,  # the ring, cut short
    b"\xff\xfe garbage",
])
def test_whatever_a_caller_sends_the_bell_rings_for_the_next(bell_at, tmp_path, sent):
    import socket

    calls = []
    bell_at(lambda: calls.append(1) or True)
    with socket.socket(socket.AF_UNIX) as caller:
        caller.connect(address(tmp_path))
        caller.sendall(sent)
        caller.shutdown(socket.SHUT_WR)
        caller.settimeout(5)
        try:
            answer = caller.recv(64)
        except ConnectionResetError:  # hung up on with our bytes unread
            answer = b""
        assert answer == b""  # no answer
    assert calls == []
    assert ring(address(tmp_path)) and calls == [1]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX sockets")
def test_a_caller_that_says_nothing_holds_up_no_other(bell_at, tmp_path):
    import socket

    bell_at(lambda: True)
    with socket.socket(socket.AF_UNIX) as silent:
        silent.connect(address(tmp_path))
        silent.sendall(struct.pack("!i", 40))  # says a message comes, then nothing
        start = time.monotonic()
        assert ring(address(tmp_path))
        assert time.monotonic() - start < 2.0


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX owners")
def test_a_socket_someone_else_made_is_not_rung(bell_at, tmp_path, monkeypatch):
    """Another user's socket at the name in a shared temporary folder could answer "in front" and
    silence the refusal: only a socket of the player's own is rung."""
    from rackoapp.storage import doorbell

    bell_at(lambda: True)
    where = address(tmp_path)
    assert ring(where)
    owner = os.stat(where).st_uid
    monkeypatch.setattr(doorbell.os, "getuid", lambda: owner + 1)
    assert not ring(where)


def test_the_answer_is_the_listener_s_own_words():
    assert RING != ANSWERED and len(RING) < 64 and len(ANSWERED) < 64
