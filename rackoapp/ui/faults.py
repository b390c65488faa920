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

from rackoapp.storage import log_handler  # opened without following a planted symlink

log = logging.getLogger("rackoapp")


class FaultHandler:
    """Installed as ``sys.excepthook`` while the window runs."""

    def __init__(self, log_file: Path | None, save: Callable[[], None] | None = None,
                 tell: Callable[[str], None] | None = None) -> None:
        self.log_file = log_file
        self.save = save
        self.tell = tell
        self.faults = 0
        self._previous = None
        self._busy = False
        self._handler: logging.Handler | None = None

    def install(self) -> None:
        self._handler = log_handler(self.log_file)
        if self._handler is not None:
            log.addHandler(self._handler)
            log.setLevel(logging.INFO)
        self._previous = sys.excepthook
        sys.excepthook = self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self._previous
        if self._handler is not None:
            log.removeHandler(self._handler)
            self._handler.close()
            self._handler = None

    def __call__(self, kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            (self._previous or sys.__excepthook__)(kind, value, tb)
            return
        self.faults += 1
        log.error("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if self._busy:  # a fault while handling a fault: logging is all that is safe
            return
        self._busy = True
        try:
            if self.save is not None:
                try:
                    self.save()
                except Exception:  # noqa: BLE001 - the save is best effort here
                    log.exception("autosave after an error failed")
            if self.tell is not None:
                from PySide6.QtCore import QCoreApplication

                text = QCoreApplication.translate(
                    "FaultHandler", "Something went wrong ({error}); the game was saved.").format(error=kind.__name__)
                if self.log_file:
                    text += " " + QCoreApplication.translate("FaultHandler", "Details are in {path}.").format(
                        path=self.log_file)
                self.tell(text)
        finally:
            self._busy = False
