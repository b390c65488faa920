"""Small pure helpers shared by the computer players.

Everything here works on plain tuples of ints and on an ``Observation``; no
module-level mutable state (players run on worker threads).
"""

from __future__ import annotations

from collections.abc import Sequence

from rackoapp.engine import RACK_SIZE, Observation, goes_rackout
from rackoapp.engine.rack import is_rising, longest_run, rising_count  # noqa: F401 - shared with the players

RACK = RACK_SIZE  # short, for the loops below


def band(card: int, deck_size: int) -> int:
    """The band 0..9 of a card: floor((c-1)*10/N); band b belongs in slot b+1."""
    return (card - 1) * RACK // deck_size


def run_required(obs: Observation) -> bool:
    """The two-seat run-of-three rule applies to this table."""
    return obs.rules.run_required and len(obs.racks) == 2


def needs_run(obs: Observation) -> bool:
    """A rising rack that the two-seat rule keeps from going out: it still lacks a run of three."""
    return run_required(obs) and is_rising(obs.rack) and longest_run(obs.rack) < 3


def run_slots(rack: Sequence[int], card: int) -> list[int]:
    """Slots (1..10) where ``card`` keeps the rack rising and makes a run of three."""
    out = []
    if is_rising(rack):
        # Only the slot between its neighbours keeps it rising; the new run
        # must pass through that slot (the rack had none before, or keeps it).
        had_run = longest_run(rack) >= 3
        for j in range(RACK):
            lo = rack[j - 1] if j else 0
            hi = rack[j + 1] if j < RACK - 1 else 1 << 30
            if not lo < card < hi:
                continue
            if had_run:
                r = list(rack)
                r[j] = card
                if longest_run(r) >= 3:
                    out.append(j + 1)
                continue
            left = 0
            i, v = j - 1, card - 1
            while i >= 0 and rack[i] == v:
                left += 1
                i -= 1
                v -= 1
            right = 0
            i, v = j + 1, card + 1
            while i < RACK and rack[i] == v:
                right += 1
                i += 1
                v += 1
            if left + right + 1 >= 3:
                out.append(j + 1)
        return out
    r = list(rack)
    for j in range(RACK):
        old = r[j]
        r[j] = card
        if is_rising(r) and longest_run(r) >= 3:
            out.append(j + 1)
        r[j] = old
    return out


UNDECIDED = object()


def run_mode_slot(obs: Observation, card: int):
    """Where a rising rack that still needs a run of three puts ``card``.

    The first slot that makes the run, else None (discard the drawn card), or
    ``UNDECIDED`` for a discard-pile card that must go somewhere all the same.
    """
    slots = run_slots(obs.rack, card)
    if slots:
        return slots[0]
    return UNDECIDED if obs.hand_from == "discard" else None


def pair_slots(rack: Sequence[int], card: int) -> list[int]:
    """Slots (1..10) where ``card`` keeps a rising rack rising and lies next to a card one
    below or above it: two of a run of three. A card already in such a pair is not replaced."""
    def pairs(j: int, c: int) -> bool:
        return (j > 0 and c == rack[j - 1] + 1) or (j < RACK - 1 and c == rack[j + 1] - 1)

    out = []
    for j in range(RACK):
        lo = rack[j - 1] if j else 0
        hi = rack[j + 1] if j < RACK - 1 else 1 << 30
        if lo < card < hi and pairs(j, card) and not pairs(j, rack[j]):
            out.append(j + 1)
    return out


def run_building_slot(obs: Observation, card: int):
    """As ``run_mode_slot``, but a card that cannot make the run may make a pair toward one.

    Waiting for the one card that finishes a run stalls a rack with no two
    neighbours in a row: no single card can finish it, and two such players
    drew until the rebuild limit ended one round in six.
    """
    slots = run_slots(obs.rack, card) or pair_slots(obs.rack, card)
    if slots:
        return slots[0]
    return UNDECIDED if obs.hand_from == "discard" else None


def placed(rack: Sequence[int], slot: int, card: int) -> tuple[int, ...]:
    r = list(rack)
    r[slot - 1] = card
    return tuple(r)


def rackout_slot(obs: Observation, card: int) -> int | None:
    """The first slot (1..10) where ``card`` makes this seat's Rack-O, by the engine's own rule
    (with the two-seat run of three where it applies); None if no slot does."""
    for slot in range(1, RACK + 1):
        if goes_rackout(obs.rules, placed(obs.rack, slot, card)):
            return slot
    return None
