"""Issue 12's figures: Hard against the frozen hard-v1, rounds and matches; prints, asserts nothing.

- Two seats, rounds: race rules (no run rule, classic rebuild) and the
  default rules; Hard's round-win rate against hard-v1, seats swapped half
  the time, with a 95% interval. A round stopped by ``max_rebuilds`` is
  nobody's win.
- Two seats, matches to 500 (default rules), seats swapped half the time.
- Three and four seats (hard, hard-v1, medium[, easy]), every seating
  rotation: round wins and match wins per level.
- The ladder: each level against the next one down, two seats, default and race rules.
- Solo: Hard's mean turns to sort a rack.
- Decision time of Hard, CPU time of the thread (2, 3, 4 seats and solo):
  p50 / p99 / max in ms.

The work is split into seeded chunks (``--jobs`` processes); the same
arguments give the same games whatever ``--jobs`` is.

Issue 12's target sizes (long: hours of CPU; run niced):
    nice python benchmarks/ai_match.py --rounds 20000 --matches 2000 --jobs 2
A quick look:
    python benchmarks/ai_match.py --rounds 400 --matches 40 --table-rounds 120 \\
        --table-matches 12 --ladder-rounds 200 --solo-rounds 200 --time-rounds 40
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from concurrent.futures import ProcessPoolExecutor

from rackoapp.ai.simulate import play_matches, play_solo, play_table
from rackoapp.engine import Rules

CHUNKS = 20  # seeded pieces of every measurement, whatever the number of processes
RACE = Rules(two_player_run=False, rebuild="classic")
DEFAULT = Rules()
LADDER = [("hard", "hard-v1"), ("hard", "medium"), ("medium", "easy"), ("easy", "baseline")]
TABLES = [["hard", "hard-v1", "medium"], ["hard", "hard-v1", "medium", "easy"]]


def interval(wins: int, n: int) -> str:
    if n == 0:
        return "n/a"
    p = wins / n
    half = 1.96 * math.sqrt(max(p * (1 - p), 1e-12) / n)
    return f"{p:.1%} (95% {p - half:.1%}..{p + half:.1%}, n={n})"


def _chunk(task):
    kind, levels, rules, count, seed = task
    if kind == "rounds":
        out = play_table(levels, rules, count, seed)
        return {"rounds": count, "wins": out["wins"], "points": [p * count for p in out["mean_points"]]}
    out = play_matches(levels, rules, count, seed)
    return {"rounds": out["rounds"], "wins": out["wins"], "match_wins": out["match_wins"],
            "points": [p * out["rounds"] for p in out["mean_points"]]}


def _split(total: int, chunks: int) -> list[int]:
    chunks = max(1, min(chunks, total))
    return [total // chunks + (1 if i < total % chunks else 0) for i in range(chunks)]


def rotated(pool, kind: str, levels: list[str], rules: Rules, total: int, seed: int) -> dict:
    """Play ``total`` rounds or matches, every seating rotation equally; totals per level."""
    n = len(levels)
    tasks, seatings = [], []
    for i, count in enumerate(_split(total, CHUNKS)):
        if count == 0:
            continue
        k = i % n
        seating = levels[k:] + levels[:k]
        tasks.append((kind, seating, rules, count, seed * 1000 + i))
        seatings.append(seating)
    per = {lvl: {"wins": 0, "match_wins": 0, "points": 0.0} for lvl in levels}
    rounds = 0
    for seating, out in zip(seatings, pool.map(_chunk, tasks)):
        rounds += out["rounds"]
        for s, lvl in enumerate(seating):
            per[lvl]["wins"] += out["wins"][s]
            per[lvl]["points"] += out["points"][s]
            per[lvl]["match_wins"] += out.get("match_wins", [0] * n)[s]
    return {"rounds": rounds, "per": per}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20_000, help="two-seat rounds per rule set")
    ap.add_argument("--matches", type=int, default=2_000, help="two-seat matches to 500")
    ap.add_argument("--table-rounds", type=int, default=None, help="3- and 4-seat rounds (default --rounds/10)")
    ap.add_argument("--table-matches", type=int, default=None, help="3- and 4-seat matches (default --matches/10)")
    ap.add_argument("--ladder-rounds", type=int, default=None, help="rounds per ladder step (default --rounds/10)")
    ap.add_argument("--solo-rounds", type=int, default=2_000)
    ap.add_argument("--time-rounds", type=int, default=200, help="rounds per decision-time figure")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", default="race,default,matches,tables,ladder,solo,time",
                    help="comma-separated parts to run")
    args = ap.parse_args()
    only = set(args.only.split(","))
    table_rounds = args.table_rounds or max(1, args.rounds // 10)
    table_matches = args.table_matches or max(1, args.matches // 10)
    ladder_rounds = args.ladder_rounds or max(1, args.rounds // 10)

    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part, rules, label in (("race", RACE, "race rules (--no-two-player-run --rebuild classic)"),
                                   ("default", DEFAULT, "default rules")):
            if part not in only:
                continue
            t0 = time.perf_counter()
            out = rotated(pool, "rounds", ["hard", "hard-v1"], rules, args.rounds, args.seed)
            h, v = out["per"]["hard"], out["per"]["hard-v1"]
            n = out["rounds"]
            print(f"2 seats, {label}: Hard wins {interval(h['wins'], n)} of rounds, hard-v1 "
                  f"{v['wins'] / n:.1%}; points a round {h['points'] / n:.1f} vs {v['points'] / n:.1f}"
                  f"   ({time.perf_counter() - t0:.0f} s)", flush=True)
        if "matches" in only:
            t0 = time.perf_counter()
            out = rotated(pool, "matches", ["hard", "hard-v1"], DEFAULT, args.matches, args.seed + 1)
            h = out["per"]["hard"]
            print(f"2 seats, matches to 500, default rules: Hard wins {interval(h['match_wins'], args.matches)}"
                  f" of matches ({out['rounds']} rounds; rounds won {h['wins'] / out['rounds']:.1%})"
                  f"   ({time.perf_counter() - t0:.0f} s)", flush=True)
        if "tables" in only:
            for levels in TABLES:
                rules = Rules(seats=len(levels))
                t0 = time.perf_counter()
                r = rotated(pool, "rounds", levels, rules, table_rounds, args.seed + 2)
                m = rotated(pool, "matches", levels, rules, table_matches, args.seed + 3)
                text = ", ".join(f"{lvl} {r['per'][lvl]['wins'] / r['rounds']:.1%} of rounds "
                                 f"{m['per'][lvl]['match_wins'] / table_matches:.0%} of matches" for lvl in levels)
                top_r = max(levels, key=lambda lvl: r["per"][lvl]["wins"])
                top_m = max(levels, key=lambda lvl: m["per"][lvl]["match_wins"])
                print(f"{len(levels)} seats, {r['rounds']} rounds, {table_matches} matches, seatings rotated: "
                      f"{text}; most rounds: {top_r}, most matches: {top_m}"
                      f"   ({time.perf_counter() - t0:.0f} s)", flush=True)
        if "ladder" in only:
            # Race rules too: without the run rule Medium was no step above Easy (AI review).
            for (a, b), (rules, label) in itertools.product(LADDER, ((DEFAULT, "default"), (RACE, "race"))):
                t0 = time.perf_counter()
                out = rotated(pool, "rounds", [a, b], rules, ladder_rounds, args.seed + 4)
                n = out["rounds"]
                print(f"ladder, {label} rules: {a} beats {b} in {interval(out['per'][a]['wins'], n)} of rounds"
                      f" ({b} {out['per'][b]['wins'] / n:.1%})   ({time.perf_counter() - t0:.0f} s)", flush=True)
    if "solo" in only:
        t0 = time.perf_counter()
        for level in ("hard", "hard-v1"):
            out = play_solo(level, args.solo_rounds, args.seed)
            print(f"solo {level}, {args.solo_rounds} rounds: mean {out['mean_turns']:.2f} turns, median "
                  f"{out['median_turns']}   ({time.perf_counter() - t0:.0f} s)", flush=True)
    if "time" in only:
        print("Hard's decision time, CPU time of the thread, ms (p50 / p99 / max):")
        for seats in (3, 4):
            d = play_table(["hard"] * seats, Rules(seats=seats), args.time_rounds, args.seed,
                           clock=time.thread_time)["decision_ms"]
            print(f"  {seats} seats, Hard every seat: {d['p50']:.2f} / {d['p99']:.2f} / {d['max']:.2f}",
                  flush=True)
        d = play_table(["hard", "hard"], RACE, args.time_rounds, args.seed, clock=time.thread_time)["decision_ms"]
        print(f"  2 seats, race rules, Hard both seats: {d['p50']:.2f} / {d['p99']:.2f} / {d['max']:.2f}")
        d = play_table(["hard", "hard"], DEFAULT, args.time_rounds, args.seed, clock=time.thread_time)["decision_ms"]
        print(f"  2 seats, default rules, Hard both seats: {d['p50']:.2f} / {d['p99']:.2f} / {d['max']:.2f}")
        d = play_solo("hard", args.time_rounds, args.seed, clock=time.thread_time)["decision_ms"]
        print(f"  solo: {d['p50']:.2f} / {d['p99']:.2f} / {d['max']:.2f}", flush=True)


if __name__ == "__main__":
    main()
