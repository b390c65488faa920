"""The one interface every computer player implements.

A player is made for one seat with the match's rules and a seeded RNG. It is
told every public event and answers two questions, each from that seat's
``Observation`` only: which pile to take from, and where the card goes.
It never sees the engine's state, so it cannot read hidden cards.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from rackoapp.engine import Observation, PublicTurn, Rules

FROM_DRAW_PILE = "draw"
FROM_DISCARD_PILE = "discard"


class ComputerPlayer(ABC):
    level = "abstract"

    def __init__(self, seat: int, rules: Rules, rng: random.Random) -> None:
        self.seat = seat
        self.rules = rules
        self.rng = rng

    def new_round(self, obs: Observation) -> None:
        """A new round was dealt; ``obs`` is this seat's view of the deal."""

    def observe(self, event: PublicTurn) -> None:
        """A turn ended (any seat's, this one's included); what everyone saw of it."""

    @abstractmethod
    def choose_take(self, obs: Observation) -> str:
        """``"draw"`` or ``"discard"``: the pile whose top card to take."""

    @abstractmethod
    def choose_slot(self, obs: Observation, card: int) -> int | None:
        """Slot 1..10 for ``card``, or None to discard it (only a drawn card)."""
