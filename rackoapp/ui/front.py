"""The window comes forward when the player starts RackoApp a second time (storage/doorbell.py)."""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication

from rackoapp.storage.doorbell import Doorbell, address

# Within the doorbell's own wait: a window too busy to come forward in time is not said to have.
_IN_FRONT_WITHIN = 2.0

log = logging.getLogger("rackoapp")


def bring_to_front(window) -> None:
    """Show ``window`` over the others, as it was: minimised comes back, maximised or full screen
    stays so, and a dialog it shows stays on top of it."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        modal.raise_()
        modal.activateWindow()
    # Where the desktop refuses a window the focus it did not ask for, its taskbar entry flashes.
    QApplication.alert(window, 0)


class _Front(QObject):
    """Hands a ring from the doorbell's thread to the window's (a queued signal to this slot)."""

    rung = Signal(object)

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self.rung.connect(self._forward)

    @Slot(object)
    def _forward(self, done: threading.Event) -> None:
        bring_to_front(self._window)
        done.set()

    def answer(self) -> bool:
        """On the doorbell's thread: True once the window has come forward."""
        done = threading.Event()
        self.rung.emit(done)
        return done.wait(_IN_FRONT_WITHIN)


def answer_rings(window, data) -> Doorbell | None:
    """Listen for a second start on ``data``'s folder; None, logged, where the system lets us not
    (a second start then says "already running" as before)."""
    front = _Front(window)
    try:
        return Doorbell(address(data.root), front.answer)
    except OSError as e:
        log.warning("a second start cannot bring this window forward: %s", e)
        return None
