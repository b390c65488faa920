"""The computer players' thread: answers come back on the GUI thread, in order, the Python
objects as they were, a raised error told once, and an answer of an earlier generation dropped."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("PySide6")

from rackoapp.controller.worker import Worker


def test_answers_come_back_on_this_thread_in_order(qtbot):
    worker = Worker()
    got = []
    payload = {"rack": [3, 1, 2]}  # any Python object, the very one
    for k in range(20):
        worker.submit(lambda k=k: (k, threading.current_thread().name, payload),
                      lambda r: got.append((r, threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: len(got) == 20, timeout=5000)
    assert [r[0] for r, _ in got] == list(range(20))
    assert all(on_main and r[1].startswith("rackoapp-ai") and r[2] is payload for r, on_main in got)
    assert worker._answers == {}  # nothing left waiting
    worker.shutdown()


def test_a_raised_error_is_told_and_answers_none(qtbot):
    worker = Worker()
    got, failed = [], []
    worker.failed.connect(failed.append)
    worker.submit(lambda: 1 / 0, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [None] and failed == ["division by zero"]
    worker.shutdown()


def test_an_error_in_a_job_nobody_waits_for_is_told(qtbot):
    """A player told of a deal or a turn (no answer wanted) that raised went on from a broken
    state and nothing was said (code review)."""
    worker = Worker()
    failed = []
    worker.failed.connect(failed.append)
    worker.submit(lambda: 1 / 0, None)
    worker.submit(lambda: "fine", None)
    qtbot.waitUntil(lambda: bool(failed), timeout=5000)
    qtbot.wait(50)
    assert failed == ["division by zero"] and worker._answers == {}
    gate = threading.Event()
    worker.submit(lambda: gate.wait(5) and 1 / 0, None)
    worker.forget()  # an error of a game that is gone is not told
    gate.set()
    worker.submit(lambda: "new", failed.append)
    qtbot.waitUntil(lambda: failed[-1] == "new", timeout=5000)
    assert failed == ["division by zero", "new"]
    worker.shutdown()


def test_system_exit_is_caught_and_a_failing_taker_is_told_once(qtbot):
    """SystemExit raised by a player slipped past the worker and nothing answered again: the match
    stood still on "X is playing" (code review); it is told and answered None. A taker that
    raises is told, and not called a second time: it may have changed the match already."""
    worker = Worker()
    got, failed = [], []
    worker.failed.connect(failed.append)
    worker.submit(lambda: (_ for _ in ()).throw(SystemExit(3)), got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [None] and failed == ["3"]

    def take(answer):
        got.append(answer)
        raise TypeError("unhashable type: 'list'")

    worker.submit(lambda: ["draw"], take)
    qtbot.waitUntil(lambda: len(failed) == 2, timeout=5000)
    qtbot.wait(50)
    assert got == [None, ["draw"]] and failed == ["3", "unhashable type: 'list'"]
    worker.shutdown()


def test_an_answer_from_an_earlier_generation_is_dropped(qtbot):
    worker = Worker()
    gate = threading.Event()
    got = []
    worker.submit(lambda: gate.wait(5) and "old", got.append)
    worker.forget()  # a new match meanwhile
    worker.submit(lambda: "new", got.append)
    gate.set()
    qtbot.waitUntil(lambda: got == ["new"], timeout=5000)
    qtbot.wait(50)
    assert got == ["new"] and worker._answers == {}
    worker.shutdown()


def test_qt_garbage_is_collected_on_the_gui_thread_only(qtbot):
    """A cycle holding a Qt object that Python owns, freed by a collection the computers' thread
    set off, made shiboken queue the C++ delete for later, and the window fuzz died in it (a
    segfault, session 16). Once a worker exists, cycles are collected on the GUI thread only."""
    import gc

    from PySide6.QtCore import QObject

    worker = Worker()
    freed_on = []

    class Cycle:
        def __init__(self) -> None:
            self.me = self
            self.qt = QObject()  # owned by Python: freed when this is

        def __del__(self) -> None:
            freed_on.append(threading.current_thread() is threading.main_thread())

    Cycle()
    done, kept = threading.Event(), []
    # Allocates far past the threshold, as a computer's look-ahead does, and keeps it.
    worker.submit(lambda: kept.extend([k] for k in range(50_000)) or done.set(), None)
    assert done.wait(10)
    assert freed_on == []  # nothing was collected on the worker's thread
    assert not gc.isenabled()
    qtbot.waitUntil(lambda: bool(freed_on), timeout=3000)  # the GUI thread's timer collected it
    assert freed_on == [True]
    worker.shutdown()


def test_workers_side_by_side_hear_only_their_own_answers(qtbot):
    """The computers' and the coach's workers share one bridge back to the GUI thread."""
    first, second = Worker(), Worker()
    got_first, got_second = [], []
    for k in range(10):
        first.submit(lambda k=k: ("first", k), got_first.append)
        second.submit(lambda k=k: ("second", k), got_second.append)
    qtbot.waitUntil(lambda: len(got_first) == len(got_second) == 10, timeout=5000)
    qtbot.wait(50)
    assert got_first == [("first", k) for k in range(10)]
    assert got_second == [("second", k) for k in range(10)]
    first.shutdown()
    second.shutdown()


def test_a_job_that_outlives_its_window_keeps_none_of_its_qt_objects(qtbot):
    """A job still running when its window closed held the worker's Qt object that carried its
    answer back; its last reference then went on the worker's thread, shiboken deferred the C++
    delete to the GUI thread, and that crashed at some later moment (a segfault in CI)."""
    import gc

    from PySide6.QtCore import QObject
    from shiboken6 import Shiboken

    Worker().shutdown()  # whatever a first worker makes once for the process
    gc.collect()
    before = {id(w) for w in Shiboken.getAllValidWrappers() if isinstance(w, QObject)}
    window = QObject()
    worker = Worker(window)
    gate = threading.Event()
    worker.submit(lambda: gate.wait(5), lambda _: None)
    worker.shutdown()
    del worker, window
    gc.collect()
    left = [w for w in Shiboken.getAllValidWrappers() if isinstance(w, QObject) and id(w) not in before]
    assert left == []  # the running job holds none of them
    gate.set()


def test_windows_closed_while_their_computers_think_never_crash(tmp_path):
    """The CI crash itself, many times over in a process of its own: each window goes while its
    worker's job runs or ends."""
    import os
    import subprocess
    import sys
    import textwrap

    script = tmp_path / "close_while_thinking.py"
    script.write_text(textwrap.dedent("""
        import random, time
        from PySide6.QtCore import QCoreApplication, QEvent, QObject
        from rackoapp.controller.worker import Worker
        app = QCoreApplication([])
        rng = random.Random(3)
        for i in range(6000):
            window = QObject()
            worker = Worker(window)
            worker.submit(lambda d=rng.random() * 0.0005: time.sleep(d), lambda _: None)
            for _ in range(rng.randrange(2000)):
                pass
            worker.shutdown()
            del worker
            if i % 2:
                window.deleteLater()
            del window
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        print("survived")
    """))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (run.returncode, run.stdout.strip()) == (0, "survived"), run.stderr[-2000:]
