"""Random legal play through the engine: turns per second.

Each turn asks the engine for its legal actions twice (take, then place) and
applies a uniformly random one, so listing and rule checks are included.
Run: python benchmarks/engine_speed.py [--turns N]
"""

from __future__ import annotations

import argparse
import random
import time

from rackoapp.engine import Match, Rules


def play(seats: int, turns_wanted: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    rules = Rules(seats=seats, target=10_000)  # the highest target; a match ends by 60,000 turns
    match = Match(rules, rng=random.Random(seed))
    choice = rng.choice
    turns = 0
    start = time.perf_counter()
    while turns < turns_wanted:
        if match.over:
            match = Match(rules, rng=random.Random(seed + turns))
        rnd = match.start_round()
        apply = match.apply_action
        legal = rnd.legal_actions
        while not rnd.over:
            apply(choice(legal()))
            apply(choice(legal()))
        turns += rnd.turn_count
    return turns, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=300_000)
    args = ap.parse_args()
    for seats in (2, 4):
        turns, secs = play(seats, args.turns, seed=seats)
        print(f"{seats} seats: {turns / secs:,.0f} turns/s, {1e6 * secs / turns:.2f} us/turn "
              f"({turns:,} turns in {secs:.2f} s)")


if __name__ == "__main__":
    main()
