"""Why the hint: one plain fact about the rack the hinted card leaves, that a player can check.

The coach ranks moves by a model of the turns still to come, which says nothing a player can
read; a hint such as "put the 11 into slot 7" looked like nonsense without a word (playtest).
The fact given is the first of these that holds, and none when none does:

- the card goes Rack-O;
- under the two-seat rule, while the rack still lacks its run of three, the card makes a run
  of adjacent slots going up by one (the run Rack-O needs, or a start of it);
- more of the rack's cards rise in order (the longest rising sequence, the cards that may stay
  where they are) than before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rackoapp.engine import Rules, goes_rackout
from rackoapp.engine.rack import longest_run

RUN_NEEDED = 3  # the two-seat rule's run


@dataclass(frozen=True, slots=True)
class Reason:
    """``kind``: "rackout", "run" (``cards``: the run through the slot) or "order" (``now``
    cards rise in order after the move, ``before`` before it)."""

    kind: str
    cards: tuple[int, ...] = ()
    now: int = 0
    before: int = 0


def in_order(rack: Sequence[int]) -> int:
    """How many of the cards rise in order: the longest rising sequence, gaps allowed."""
    best: list[int] = []
    for i, card in enumerate(rack):
        best.append(1 + max((best[j] for j in range(i) if rack[j] < card), default=0))
    return max(best, default=0)


def run_through(rack: Sequence[int], slot: int) -> tuple[int, ...]:
    """The cards of adjacent slots going up by one that ``slot`` (1 to 10) is part of."""
    i = j = slot - 1
    while i > 0 and rack[i - 1] == rack[i] - 1:
        i -= 1
    while j < len(rack) - 1 and rack[j + 1] == rack[j] + 1:
        j += 1
    return tuple(rack[i:j + 1])


def reason(rules: Rules, rack: Sequence[int], slot: int, card: int) -> Reason | None:
    """The fact that speaks for putting ``card`` into ``slot`` of ``rack``, if one does."""
    after = list(rack)
    after[slot - 1] = card
    if goes_rackout(rules, after):
        return Reason("rackout")
    if rules.run_required and longest_run(rack) < RUN_NEEDED:
        run = run_through(after, slot)
        if len(run) >= 2:
            return Reason("run", run)
    now, before = in_order(after), in_order(rack)
    if now > before:
        return Reason("order", now=now, before=before)
    return None
