"""A progress line on stderr every couple of seconds, for the sub-commands' long runs only."""

from __future__ import annotations

import time

from rackoapp.ui.arguments import tell

PROGRESS_SECONDS = 2.0


class Progress:
    """Called with the units done so far; says ``"rackoapp <command>: 40/1000 rounds (12.3/s)"``
    (named as its errors are) at most every ``PROGRESS_SECONDS``, and ``done()`` closes with a
    line if any was said."""

    def __init__(self, command: str, total: int, unit: str) -> None:
        self.command = command
        self.total = total
        self.unit = unit
        self.start = self.last = time.monotonic()
        self.shown = False

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_SECONDS:
            self.last = now
            self.shown = True
            rate = done / max(now - self.start, 1e-9)
            tell(f"rackoapp {self.command}: {done}/{self.total} {self.unit} ({rate:.1f}/s)")

    def done(self) -> None:
        if self.shown:
            tell(f"rackoapp {self.command}: {self.total}/{self.total} {self.unit}, done")
