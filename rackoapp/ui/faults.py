"""The one place an unexpected exception ends up.

Qt calls Python slots from C++, where an exception can only be printed; PySide
hands it to ``sys.excepthook``. The hook installed here writes the traceback to
the log file in the data folder, asks the window to autosave, and shows the
player one short message with the log's path. The app keeps running.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger("rackoapp")


class _Held(logging.Handler):
    """What the app logs before its log file is open: handed to the file when it opens."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < 200:  # a start-up that logs more than this has bigger problems
            self.records.append(record)


_early: _Held | None = None


def hold_early() -> None:
    """What is logged from now on waits for the log file, as what is logged after ``catch``
    does: the settings are opened (and a bad settings file set aside, with a line to log) before
    the window and its FaultHandler exist."""
    global _early
    if _early is None:
        _early = _Held()
        log.addHandler(_early)
    log.setLevel(logging.INFO)  # else a start's INFO lines (a match's seed) are dropped before it


class FaultHandler:
    """Installed as ``sys.excepthook`` while the window runs."""

    def __init__(self, log_file: Path | None, save: Callable[[], bool] | None = None,
                 tell: Callable[[str], None] | None = None) -> None:
        """``save`` saves the game and says whether it is safe on disk; ``tell`` shows a line."""
        self.log_file = log_file
        self.save = save
        self.tell = tell
        self.faults = 0
        self._previous = None
        self._busy = False
        self._handler: logging.Handler | None = None
        self._held: _Held | None = None

    def install(self) -> None:
        """The hook and the log file, now."""
        self.catch()
        self.open_log()

    def catch(self) -> None:
        """The hook now; what is logged is held until ``open_log`` (the window opens the file
        after its first paint: the log's imports would delay it)."""
        global _early
        self._held = _Held()
        if _early is not None:
            log.removeHandler(_early)
            self._held.records.extend(_early.records)
            _early = None
        log.addHandler(self._held)
        log.setLevel(logging.INFO)
        self._previous = sys.excepthook
        sys.excepthook = self

    def open_log(self) -> None:
        if self._handler is not None:
            # Opened already by a fault before the first paint: a second handler on the file wrote
            # every line twice and rotated away the details the player was sent to (review).
            return
        from rackoapp.storage import log_handler  # opened without following a planted symlink

        held, self._held = self._held, None
        if held is not None:
            log.removeHandler(held)
        self._handler = log_handler(self.log_file, held.records if held is not None else ())
        if self._handler is not None:
            log.addHandler(self._handler)

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self._previous
        if self._held is not None:
            log.removeHandler(self._held)
            self._held = None
        if self._handler is not None:
            log.removeHandler(self._handler)
            self._handler.close()
            self._handler = None

    def __call__(self, kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            (self._previous or sys.__excepthook__)(kind, value, tb)
            return
        self.faults += 1
        if self._held is not None:  # a fault before the first paint: its details need the file now
            self.open_log()
        log.error("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if self._busy:  # a fault while handling a fault: logging is all that is safe
            return
        self._busy = True
        try:
            saved = False
            if self.save is not None:
                try:
                    saved = bool(self.save())
                except Exception:  # noqa: BLE001 - the save is best effort here
                    log.exception("autosave after an error failed")
            if self.tell is not None:
                from PySide6.QtCore import QCoreApplication

                # "the game was saved" only when it was: without a data folder, or with the disk
                # refusing, it had said so all the same (review). The error's kind is in the log.
                if saved:
                    text = QCoreApplication.translate("FaultHandler", "Something went wrong; your game is saved.")
                else:
                    text = QCoreApplication.translate("FaultHandler", "Something went wrong.")
                if self.log_file:
                    text += " " + QCoreApplication.translate("FaultHandler", "Details are in {path}.").format(
                        path=self.log_file)
                self.tell(text)
        finally:
            self._busy = False
