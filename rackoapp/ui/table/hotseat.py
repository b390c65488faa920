"""Hot seat: two or more humans at one screen.

Between their turns every rack lies face down (``face_down``); when a human's
turn comes, a banner covers the table until that player says they hold the
mouse (``handing_to``), and the table turns to them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from . import words

if TYPE_CHECKING:
    from .scene import TableScene


class HotSeat(QObject):
    # The cover went up or came down: what the status line may say has changed.
    changed = Signal()

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.face_down = False           # no rack shows: the last human's turn is over
        self.handing_to: int | None = None  # the seat the mouse is being passed to
        self._cursors: dict[int, int | None] = {}  # each human's keys' cursor, as they left it

    @property
    def covered(self) -> bool:
        """The rack in front is not the mover's to see: every rack face down, or the mouse being
        handed over."""
        return self.face_down or self.handing_to is not None

    def _shared(self) -> bool:
        return len(self.scene.ctl.human_seats) > 1

    def start(self) -> None:
        """A match (or a record's position) is laid out."""
        self.face_down = self._shared()
        self.handing_to = None
        self._cursors = {}

    def turn_started(self, seat: int) -> None:
        if self._shared() and self.scene.ctl.is_human(seat):
            self.scene.input.end_drag(snap=False)
            self.face_down = True
            self.handing_to = seat
            # Each player's keys' cursor where they left it: the last player's carried over, and
            # Enter played into their slot (review).
            self.scene.input.focus_slot = self._cursors.get(seat)
            self.scene.sync()
            self._banner(seat)
            self.changed.emit()

    def turn_over(self, seat: int) -> None:
        """``seat`` has played: its rack turns down if the next player may be another human."""
        if self._shared() and self.scene.ctl.is_human(seat):
            self.face_down = True
            self._cursors[seat] = self.scene.input.focus_slot

    def round_over(self) -> None:
        self.face_down = False

    def round_started(self) -> None:
        """A new deal: every rack face down until the first human's cover is taken (the deal went
        face up onto the rack of whoever held the mouse last, before the other human's eyes)."""
        self.face_down = self._shared()
        self.handing_to = None

    def _banner(self, seat: int) -> None:
        title, lines, (ready,) = words.hand_over(self.scene.ctl.name(seat))
        self.scene.show_banner(title, lines, [(ready, lambda: self._take_over(seat))],
                               again=lambda: self._banner(seat), full=True)

    def _take_over(self, seat: int) -> None:
        self.handing_to = None
        self.face_down = False
        self.scene.turn_to(seat)
        self.changed.emit()
        self.scene.cursor_for_card_in_hand()
