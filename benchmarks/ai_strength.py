"""Strength of the computer players (ISSUE 3): prints the figures, asserts nothing.

Two seats, default rules (40 cards, run-of-3 rule, shuffled rebuilds): each
pairing plays ``--rounds`` rounds, half of them with the seats swapped. A round
stopped by ``max_rebuilds`` is nobody's win. Then three and four seats, and the
solo sorting speed (``--solo-rounds``).

Run (long; one process, niced):
    nice python benchmarks/ai_strength.py --rounds 10000 --solo-rounds 2000
Quick estimate:
    python benchmarks/ai_strength.py --rounds 600 --solo-rounds 300
"""

from __future__ import annotations

import argparse
import time

from rackoapp.ai.simulate import play_solo, play_table
from rackoapp.engine import Rules

PAIRS = [  # (a, b, the target win rate of a, or None)
    ("hard", "baseline", 0.80),
    ("hard", "medium", 0.65),
    ("medium", "baseline", 0.65),
    ("easy", "baseline", None),
]


def pair(a: str, b: str, rounds: int, seed: int) -> dict:
    first = play_table([a, b], Rules(), rounds // 2, seed)
    second = play_table([b, a], Rules(), rounds - rounds // 2, seed + 1)
    wa = first["wins"][0] + second["wins"][1]
    wb = first["wins"][1] + second["wins"][0]
    return {"a": wa / rounds, "b": wb / rounds, "none": (rounds - wa - wb) / rounds}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=10_000)
    ap.add_argument("--table-rounds", type=int, default=None,
                    help="rounds for the 3- and 4-seat tables (default: --rounds / 5)")
    ap.add_argument("--solo-rounds", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    table_rounds = args.table_rounds or max(1, args.rounds // 5)

    print(f"Two seats, default rules, {args.rounds} rounds per pairing, seats swapped half the time")
    rates = {}
    for a, b, target in PAIRS:
        t0 = time.perf_counter()
        r = pair(a, b, args.rounds, args.seed)
        rates[(a, b)] = r["a"]
        verdict = "" if target is None else (" OK" if r["a"] >= target else f" BELOW TARGET {target:.0%}")
        print(f"  {a:>6} vs {b:<8}: {a} wins {r['a']:.1%}, {b} wins {r['b']:.1%}, "
              f"no winner {r['none']:.1%}{verdict}   ({time.perf_counter() - t0:.0f} s)", flush=True)
    easy, medium = rates[("easy", "baseline")], rates[("medium", "baseline")]
    print(f"  Easy beats the Baseline less often than Medium: {easy:.1%} < {medium:.1%}"
          f" {'OK' if easy < medium else 'NOT MET'}")

    for levels in (["hard", "medium", "baseline"], ["hard", "medium", "baseline", "easy"]):
        t0 = time.perf_counter()
        rules = Rules(seats=len(levels))
        n = len(levels)
        wins = {lvl: 0 for lvl in levels}
        # Every seating rotation, so no level owns a seat.
        per = max(1, table_rounds // n)  # at least a round a seating: --table-rounds 2 at four seats divided by 0
        for k in range(n):
            seating = levels[k:] + levels[:k]
            out = play_table(seating, rules, per, args.seed + 10 + k)
            for s, lvl in enumerate(seating):
                wins[lvl] += out["wins"][s]
        total = per * n
        best = max(wins, key=wins.get)
        text = ", ".join(f"{lvl} {w / total:.1%}" for lvl, w in wins.items())
        print(f"{n} seats, {total} rounds, seatings rotated: {text}; most wins: {best}"
              f" {'OK' if best == 'hard' else 'NOT MET'}   ({time.perf_counter() - t0:.0f} s)", flush=True)

    for level, limit in (("hard", 11.0), ("baseline", None)):
        t0 = time.perf_counter()
        out = play_solo(level, args.solo_rounds, args.seed)
        verdict = "" if limit is None else (" OK" if out["mean_turns"] <= limit else f" ABOVE {limit}")
        print(f"solo {level}, {args.solo_rounds} rounds: mean {out['mean_turns']:.2f} turns, "
              f"median {out['median_turns']}{verdict}   ({time.perf_counter() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
