"""Actions are plain ints, so the hot path of a search stays cheap.

A turn is two actions by the same seat: a take, then a placement.

- ``TAKE_DRAW`` / ``TAKE_DISCARD``: take the top card of that pile.
- ``1`` .. ``10``: put the card in hand into that slot; the replaced card is discarded.
- ``DISCARD``: discard the card in hand (only a card taken from the draw pile).
"""

from __future__ import annotations

from typing import NamedTuple

DISCARD = 0
TAKE_DRAW = 11
TAKE_DISCARD = 12

SLOTS = tuple(range(1, 11))
TAKE_ACTIONS = (TAKE_DRAW, TAKE_DISCARD)
PLACE_AFTER_DRAW = (DISCARD,) + SLOTS
PLACE_AFTER_DISCARD = SLOTS

TAKE_NAMES = {TAKE_DRAW: "draw", TAKE_DISCARD: "discard"}
TAKE_BY_NAME = {"draw": TAKE_DRAW, "discard": TAKE_DISCARD}


class Turn(NamedTuple):
    """One whole turn as the game record stores it."""

    seat: int
    take: str  # "draw" or "discard"
    slot: int | None  # 1..10, or None: the drawn card was discarded

    def actions(self) -> tuple[int, int]:
        return TAKE_BY_NAME[self.take], DISCARD if self.slot is None else self.slot


class PublicTurn(NamedTuple):
    """What every seat saw of one turn."""

    seat: int
    take: str  # "draw" or "discard"
    taken: int | None  # the card, when it came from the discard pile
    slot: int | None  # the slot that was replaced, or None
    discarded: int  # the card that went onto the discard pile
    rebuilt: bool  # the draw pile was rebuilt at the end of this turn
    new_discard: int | None  # the new discard pile's card after a rebuild
