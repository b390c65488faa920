"""The window comes forward when the player starts RackoApp a second time (storage/doorbell.py)."""

from __future__ import annotations

import logging
import os
import threading

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication

from rackoapp.storage.doorbell import Doorbell, address

# Within the doorbell's own wait: a window too busy to come forward in time is not said to have.
_IN_FRONT_WITHIN = 2.0

log = logging.getLogger("rackoapp")


def bring_to_front(window, token: str | None = None) -> None:
    """Show ``window`` over the others, as it was: minimised comes back, maximised or full screen
    stays so, and a dialog it shows stays on top of it. ``token``: the second start's activation
    token from its launcher, without which Wayland desktops keep the focus where it is."""
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    modal = QApplication.activeModalWidget()
    on_top = modal if modal is not None and modal is not window else window
    if on_top is not window:
        on_top.raise_()
    if token:
        # Qt's Wayland plugin activates with the token it finds here, and spends it: it goes to
        # the window that takes the focus, the dialog if one is up.
        os.environ["XDG_ACTIVATION_TOKEN"] = token
    on_top.activateWindow()
    # Where the desktop refuses a window the focus it did not ask for, its taskbar entry flashes.
    QApplication.alert(window, 0)


class _Call:
    """One ring, handed from the doorbell's thread to the window's. Either the window takes it
    or the doorbell gives up on it, never both: a window busy past the wait came forward later,
    over the box that said it was running (review)."""

    def __init__(self, token: str | None) -> None:
        self.token = token
        self.done = threading.Event()
        self._lock = threading.Lock()
        self._taken = False
        self._given_up = False

    def take(self) -> bool:
        """On the window's thread: False if the doorbell gave up on it already."""
        with self._lock:
            self._taken = not self._given_up
            return self._taken

    def wait(self, seconds: float) -> bool:
        """On the doorbell's thread: True once the window has come forward."""
        if self.done.wait(seconds):
            return True
        with self._lock:
            self._given_up = not self._taken
        # Taken just now: it is coming forward, a moment more.
        return not self._given_up and self.done.wait(seconds)


class _Front(QObject):
    """Hands a ring from the doorbell's thread to the window's (a queued signal to this slot)."""

    rung = Signal(object)

    def __init__(self, window) -> None:
        # The window is this one's parent, not an attribute: the doorbell's thread holds ``answer``,
        # and so held the window, whose last reference (and its QSettings') could then go on that
        # thread, where shiboken cannot free a Qt object safely (thread review; controller/worker.py).
        super().__init__(window)
        self.rung.connect(self._forward)

    @Slot(object)
    def _forward(self, call: _Call) -> None:
        window = self.parent()
        if getattr(window, "closed", False) or not call.take():
            return  # a window closing is not shown again; no answer, "already running" is said
        bring_to_front(window, call.token)
        call.done.set()

    def answer(self, token: str | None) -> bool:
        """On the doorbell's thread: True once the window was brought forward."""
        call = _Call(token)
        self.rung.emit(call)
        return call.wait(_IN_FRONT_WITHIN)


def answer_rings(window, data) -> Doorbell | None:
    """Listen for a second start on ``data``'s folder; None, logged, where the system lets us not
    (a second start then says "already running" as before)."""
    front = _Front(window)
    try:
        return Doorbell(address(data.root), front.answer)
    except OSError as e:
        log.warning("a second start cannot bring this window forward: %s", e)
        return None
