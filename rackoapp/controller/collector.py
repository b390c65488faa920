"""Python's cyclic garbage collection on the GUI thread only.

CPython collects cycles on whichever thread passes the allocation threshold, and the computer
players, the coach and Open record's scan all allocate hard on threads of their own. When such a
collection frees the wrapper of a Qt object that Python owns, shiboken cannot delete the object
there: it queues the C++ delete for the main thread (``BindingManager::runDeletionInMainThread``),
which runs it at some later bytecode, when the object may be gone. The window fuzz died that way
under gdb (session 16), a segfault with no Python traceback. So automatic collection is off, and a
timer on the GUI thread collects as the default thresholds would (pyqtgraph's GarbageCollector
does the same, for the same reason). An explicit ``gc.collect()`` still works anywhere.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

INTERVAL_MS = 250  # often enough that a burst of garbage waits a quarter of a second at most
YOUNG_PER_MIDDLE = 10  # CPython's default thresholds: every 10th collection takes generation 1,
MIDDLE_PER_OLD = 10    # and every 10th of those generation 2


class _Collector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("rackoappCollector")
        threshold = gc.get_threshold()[0]
        self.threshold = threshold if threshold > 0 else 700  # 0 meant "never": collect anyway
        self.young = 0
        timer = QTimer(self)
        timer.timeout.connect(self.collect)
        timer.start(INTERVAL_MS)
        gc.disable()

    def collect(self) -> int:
        """One collection if enough was allocated since the last: generation 0, 1 or 2."""
        if gc.get_count()[0] <= self.threshold:
            return -1
        self.young += 1
        if self.young % (YOUNG_PER_MIDDLE * MIDDLE_PER_OLD) == 0:
            generation = 2
        elif self.young % YOUNG_PER_MIDDLE == 0:
            generation = 1
        else:
            generation = 0
        gc.collect(generation)
        return generation


def collect_on_this_thread() -> None:
    """From now on, cycles are collected on the application's (the GUI) thread only. Call it on
    that thread before starting another; once is enough, more does nothing."""
    app = QCoreApplication.instance()
    if app is None or app.findChild(_Collector, "rackoappCollector",
                                    Qt.FindChildOption.FindDirectChildrenOnly) is not None:
        return
    _Collector(app)
