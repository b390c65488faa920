"""The computer players' thread: work off the GUI thread, answers back on it.

Every answer carries the generation it was asked in; a new match, a record
being viewed or a reset starts a new generation, so a late answer from a game
that is gone is dropped instead of being played into the new one.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal, Slot

from .collector import collect_on_this_thread


class _Bridge(QObject):
    """Tells the GUI thread (queued) that a job's answer is waiting.

    Only the job's number crosses threads in the signal; the answer itself waits in
    ``Worker._answers``. A queued signal carrying Python objects made PySide wrap them for the
    event and let go of them on the GUI thread, and a fuzz of the window crashed in
    ``_job_done``; an int needs no wrapper.
    """

    done = Signal(int)  # job id, unique in the process: every worker hears every answer


# One bridge for the process, never freed. A worker's thread holds it while a job runs: with a
# bridge to each worker, a job still running as its window closed dropped the bridge's last
# reference on that thread, shiboken deferred the C++ delete to the GUI thread, and that crashed
# at some later bytecode (a segfault in CI as a test's window went away).
_bridge: _Bridge | None = None
_job_ids = itertools.count(1)


def _the_bridge() -> _Bridge:
    global _bridge
    if _bridge is None:
        _bridge = _Bridge()  # on the GUI thread: workers are made there
    return _bridge


class Worker(QObject):
    """One thread for every computer seat, so their moves stay in order."""

    failed = Signal(str)  # a player raised: its first line

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_on_this_thread()  # a collection on this worker's thread could free Qt objects there
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rackoapp-ai")
        _the_bridge().done.connect(self._job_done)
        self._jobs: dict[int, tuple[int, Callable]] = {}
        # job -> (result, exception, the generation it was asked in)
        self._answers: dict[int, tuple[object, BaseException | None, int]] = {}
        self._answers_lock = threading.Lock()
        self.generation = 0
        self._closed = False

    def forget(self) -> None:
        """Answers to everything asked so far are dropped."""
        self.generation += 1
        self._jobs.clear()

    def submit(self, work: Callable[[], object], then: Callable[[object], None] | None) -> None:
        """Run ``work`` on the worker thread; ``then(result)`` runs back on this thread.
        After ``shutdown`` nothing runs: the window is gone, and nobody waits for an answer."""
        if self._closed:
            return
        job, generation = next(_job_ids), self.generation
        if then is not None:
            self._jobs[job] = (generation, then)
        bridge, answers, lock = _the_bridge(), self._answers, self._answers_lock
        answered = then is not None  # not ``then``: its last reference (it may hold Qt objects) stays on this thread

        def run() -> None:
            try:
                result, exc = work(), None
            except BaseException as e:  # a player's bug must not end the game, nor SystemExit stall it
                result, exc = None, e
            if answered or exc is not None:
                with lock:
                    answers[job] = (result, exc, generation)
                try:
                    bridge.done.emit(job)
                except RuntimeError:  # the bridge is gone only as the interpreter exits
                    pass

        self._executor.submit(run)

    def shutdown(self) -> None:
        self._closed = True
        self.forget()
        self._executor.shutdown(wait=False, cancel_futures=True)

    @Slot(int)
    def _job_done(self, job: int) -> None:
        with self._answers_lock:
            if job not in self._answers:
                return  # another worker's
            result, exc, generation = self._answers.pop(job)
        entry = self._jobs.pop(job, None)
        if generation != self.generation:
            return  # asked in a game that is gone
        if exc is not None:
            # Also a job nobody waits for (a player told of a deal or a turn): a player broken
            # there played on from a broken state, and nothing was said (code review).
            self._fail(exc)
            result = None
        if entry is None:
            return
        then = entry[1]
        try:
            then(result)
        except Exception as e:
            # Said, at least: a taker that raised was never heard of. No second answer is
            # tried: the first may have changed the match before it raised (review).
            self._fail(e)

    def _fail(self, exc: BaseException) -> None:
        self.failed.emit(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
