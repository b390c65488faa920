"""The autosave's cost per turn, from the first turn of the largest match to its last.

The largest match the app lets a player start (rules.md, "How long a match can
last"): four seats, target 10,000, no rebuild limit, and every seat discarding
what it draws, so no round ends before its 1,000-turn cap and the match runs
to its 60,000-turn budget. The window autosaves after every turn through
``DataDir.save_autosave``; this plays the match and times that call (wall and
CPU time, with the file's size) in windows of turns near the start, the middle
and the end. A flat cost means the figures for the end are close to those for
the start. For comparison it also times a full ``dumps_record`` at the end.
Run: python benchmarks/save_cost.py [--samples N] [--folder DIR]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time

from rackoapp.engine import DISCARD, TAKE_DRAW, Match, Rules, SeatInfo, dumps_record
from rackoapp.engine.rules import MAX_MATCH_TURNS, MAX_TARGET
from rackoapp.storage import DataDir


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=40, help="saves timed per window (default 40)")
    ap.add_argument("--folder", default=None, help="data folder (default: a temporary one)")
    args = ap.parse_args()
    seats = tuple(SeatInfo(f"Computer {i}", "computer", "easy") for i in range(4))
    match = Match(Rules(seats=4, target=MAX_TARGET, max_rebuilds=None), seats, rng=random.Random(1))
    windows = {"start": 1, "middle": MAX_MATCH_TURNS // 2, "end": MAX_MATCH_TURNS - args.samples - 1}
    timings: dict[str, list[tuple[float, float, int]]] = {name: [] for name in windows}
    with tempfile.TemporaryDirectory() as tmp:
        data = DataDir(args.folder or tmp)
        data.ensure()
        turn = 0
        while not match.over:
            rnd = match.start_round()
            data.save_autosave(match.to_record())  # after every deal, as the window does
            while not rnd.over:
                match.apply_turn(TAKE_DRAW, DISCARD)
                turn += 1
                record = match.to_record()
                for name, first in windows.items():
                    if first <= turn < first + args.samples:
                        wall, cpu = time.perf_counter(), time.process_time()
                        data.save_autosave(record)
                        timings[name].append((time.perf_counter() - wall, time.process_time() - cpu,
                                              data.autosave.stat().st_size))
                        break
                else:
                    if turn % 50 == 0:
                        data.save_autosave(record)  # keeps the writer's memory as in play
        record = match.to_record()
        wall = time.perf_counter()
        dumps_record(record)
        full = time.perf_counter() - wall
    print(f"largest match: {match.turns_played:,} turns in {len(match.results):,} rounds, "
          f"winner seat {match.winner}")
    for name, rows in timings.items():
        walls = [w for w, _, _ in rows]
        cpus = [c for _, c, _ in rows]
        size = rows[-1][2]
        print(f"{name:>6}: file {size / 1e6:5.2f} MB, save median {1000 * statistics.median(walls):6.1f} ms "
              f"wall, {1000 * statistics.median(cpus):6.1f} ms CPU (max {1000 * max(walls):.1f} ms wall)")
    print(f"for comparison, serializing the whole record once at the end: {1000 * full:.1f} ms")


if __name__ == "__main__":
    main()
