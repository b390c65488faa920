"""Pure functions over a rack: a sequence of 10 cards, index 0 being slot 1.

Slot k carries the printed label 5*k; the labels only matter for scoring.
"""

from __future__ import annotations

from collections.abc import Sequence

RUN_BONUS = {3: 50, 4: 100, 5: 200}
RUN_BONUS_MAX = 400  # six or more cards


def slot_label(slot: int) -> int:
    return 5 * slot


def is_rising(rack: Sequence[int]) -> bool:
    prev = 0
    for card in rack:
        if card <= prev:
            return False
        prev = card
    return True


def rising_count(rack: Sequence[int]) -> int:
    """Cards counted from slot 1 while each is higher than the one before."""
    count = 1
    for i in range(1, len(rack)):
        if rack[i] <= rack[i - 1]:
            break
        count += 1
    return count


def longest_run(rack: Sequence[int]) -> int:
    """The longest stretch of adjacent slots going up by exactly one."""
    best = run = 1
    for i in range(1, len(rack)):
        if rack[i] == rack[i - 1] + 1:
            run += 1
            if run > best:
                best = run
        else:
            run = 1
    return best


def longest_run_slots(rack: Sequence[int]) -> range:
    """The slots (1-based) of the first longest run (``longest_run``)."""
    best_start, best, start = 0, 1, 0
    for i in range(1, len(rack)):
        if rack[i] != rack[i - 1] + 1:
            start = i
        elif i - start + 1 > best:
            best_start, best = start, i - start + 1
    return range(best_start + 1, best_start + best + 1)


def run_bonus(length: int) -> int:
    if length >= 6:
        return RUN_BONUS_MAX
    return RUN_BONUS.get(length, 0)


def scoring_slots(rack: Sequence[int], rackout: bool) -> range:
    """Which slots (1-based) earned points: all ten for Rack-O, else the rising front."""
    return range(1, len(rack) + 1) if rackout else range(1, rising_count(rack) + 1)
