"""When the table celebrates (the moment itself is ``celebrate.Celebration``).

Only the player's own wins get one, so the moment's module, with its Qt
classes, is imported the first time one is due and not at start-up.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rackoapp.ui.theme import look

from . import words

if TYPE_CHECKING:
    from .celebrate import Celebration


class Cheers:
    """When the table celebrates: the player's own Rack-O, and the match won by the player (or
    their team), once the round's racks are shown; never a computer's win, a resumed round's
    end or a record being viewed."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.live = False  # the round on the table is being played here
        self.moment: Celebration | None = None
        self._due: tuple[str, tuple[int, ...]] | None = None  # ("round"|"match", the seats) at the reveal

    def _ours(self, team: int) -> bool:
        ctl = self.scene.ctl
        return any(ctl.is_human(seat) for seat in ctl.teams[team])

    def round_over(self, result) -> None:
        if self.live and result.rackout is not None and self._ours(words.team_of(self.scene.ctl, result.rackout)):
            self._due = ("round", (result.rackout,))

    def match_over(self, winner: int) -> None:
        ctl = self.scene.ctl
        if self.live and self._ours(winner):
            self._due = ("match", tuple(s for s in ctl.teams[winner] if ctl.is_human(s)))
        self.live = False

    def revealed(self) -> None:
        """The round's racks are on show: the moment, if one is due."""
        due, self._due = self._due, None
        if due is not None:
            self._start(*due)

    def _start(self, kind: str, seats: tuple[int, ...]) -> None:
        from .celebrate import DURATIONS, PIECES, Celebration

        self.stop()
        scene = self.scene
        duration = 0 if look.still else DURATIONS[scene.speed]
        if duration <= 0:
            return
        rng = random.Random(scene.ctl.round_number * 7919 + sum(seats))
        moment = Celebration(lambda: [scene.rack_cards[s] for s in seats if s < len(scene.rack_rows)],
                             duration, PIECES[kind], rng)
        moment.done.connect(lambda: self._done(moment))
        self.moment = moment
        scene.addItem(moment)
        moment.start()

    def _done(self, moment: Celebration) -> None:
        if self.moment is moment:
            self.moment = None

    def stop(self) -> None:
        """No moment on show, and none due: Next round pressed before the last round's racks
        were revealed left the player's Rack-O due, to be cheered at the end of the next round,
        which a computer won (code review)."""
        self._due = None
        if self.moment is not None:
            self.moment.stop()

    def reset(self) -> None:
        """A new match: nothing due, nothing on show."""
        self.stop()
        self._due = None
        self.live = False
