"""Speed of the computer players (ISSUE 3): prints the figures, asserts nothing.

- Decision time of each level (every ``choose_take`` and ``choose_slot`` call,
  in ms): two seats of the level against each other, default rules; plus 3 and
  4 seats for Hard, two seats with the run bonus, partners, and Hard alone
  (solo). Wall clock, then the thread's CPU
  time (the figure for "one core" on a shared, busy machine: it leaves out the
  time the scheduler gave to other processes).
- Baseline self-play: rounds per second through ``simulate`` (engine included).

Run on one otherwise idle core:  python benchmarks/ai_speed.py [--rounds N]
"""

from __future__ import annotations

import argparse
import time

from rackoapp.ai.simulate import play_solo, play_table
from rackoapp.engine import Rules


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=300, help="rounds per decision-time figure")
    ap.add_argument("--selfplay-rounds", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    for name, clock in (("wall clock", time.perf_counter), ("CPU time of the thread", time.thread_time)):
        print(f"decision time per call, ms, {name} (p50 / p99 / max)")
        for level in ("baseline", "easy", "medium", "hard"):
            d = play_table([level, level], Rules(), args.rounds, args.seed, clock=clock)["decision_ms"]
            print(f"  {level:>8}, 2 seats: {d['p50']:.3f} / {d['p99']:.3f} / {d['max']:.3f}", flush=True)
        for seats in (3, 4):
            d = play_table(["hard"] * seats, Rules(seats=seats), max(1, args.rounds // seats), args.seed,
                           clock=clock)["decision_ms"]
            print(f"      hard, {seats} seats: {d['p50']:.3f} / {d['p99']:.3f} / {d['max']:.3f}", flush=True)
        # The run bonus makes Hard weigh each option's longest run as well (hard.py, bonus_turns).
        for label, rules in (("2 seats, bonus runs", Rules(bonus_runs=True)),
                             ("partners", Rules(seats=4, partners=True))):
            d = play_table(["hard"] * rules.seats, rules, max(1, args.rounds // rules.seats * 2), args.seed,
                           clock=clock)["decision_ms"]
            print(f"      hard, {label}: {d['p50']:.3f} / {d['p99']:.3f} / {d['max']:.3f}", flush=True)
        d = play_solo("hard", args.rounds, args.seed, clock=clock)["decision_ms"]
        print(f"      hard, solo:    {d['p50']:.3f} / {d['p99']:.3f} / {d['max']:.3f}", flush=True)

    t0, c0 = time.perf_counter(), time.process_time()
    play_table(["baseline", "baseline"], Rules(), args.selfplay_rounds, args.seed)
    secs, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"Baseline self-play: {args.selfplay_rounds / secs:,.0f} rounds/s wall clock, "
          f"{args.selfplay_rounds / cpu:,.0f} rounds per CPU second "
          f"({args.selfplay_rounds} rounds, engine and observations included)")


if __name__ == "__main__":
    main()
