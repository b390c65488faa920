"""What one seat can see: the only input a computer player ever gets."""

from __future__ import annotations

from typing import NamedTuple

from .actions import PublicTurn
from .rules import Rules


class Observation(NamedTuple):
    """One seat's view of the table (rules.md, "What every seat can see").

    Immutable, and built twice a turn in a search, so a NamedTuple: its
    construction is a few times cheaper than a frozen dataclass's.

    ``racks[s]`` is seat s's rack as this seat knows it: its own rack in full,
    and for the others the cards that became public (taken from the discard
    pile and not replaced since), ``None`` elsewhere.
    """

    seat: int
    rules: Rules
    dealer: int
    to_move: int
    phase: str  # "take" or "place"
    rack: tuple[int, ...]
    hand: int | None  # the card this seat holds, when it is placing
    hand_from: str | None  # "draw" or "discard", while the mover holds a card
    public_hand: int | None  # the mover's card, when everyone saw it taken
    discard_pile: tuple[int, ...]  # bottom first, top last
    draw_count: int
    rebuilds: int
    racks: tuple[tuple[int | None, ...], ...]
    last_slot: tuple[int | None, ...]  # the slot each seat's last turn filled (None: it discarded)
    history: tuple[PublicTurn, ...]
    turns: int
    over: bool
    totals: tuple[int, ...] = ()
    round_number: int = 1
    # The card turned up on the discard pile at the deal: every seat saw it, and after a shuffled
    # rebuild nothing else on the table names it (Hard stopped counting it as drawable there,
    # while the hint, told it by the controller, did: fairness audit). None where not known.
    turned_up: int | None = None

    @property
    def discard_top(self) -> int | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def deck_size(self) -> int:
        return self.rules.deck_size

    def unseen(self) -> list[int]:
        """Cards this seat cannot place: in the draw pile or hidden in other racks."""
        seen = set(self.rack)
        seen.update(self.discard_pile)
        for s, rack in enumerate(self.racks):
            if s != self.seat:
                seen.update(c for c in rack if c is not None)
        if self.hand is not None:
            seen.add(self.hand)
        if self.public_hand is not None:
            seen.add(self.public_hand)
        return [c for c in range(1, self.rules.deck_size + 1) if c not in seen]
