"""Paired measurements for tuning Hard (issue 12); prints, asserts nothing.

Common random numbers: every variant plays the same deals, so the difference
between two variants is measured round by round and its standard error is
far smaller than that of either mean.

- ``solo``: round r of every variant is dealt from ``Random(seed * 100003 + r)``;
  prints each variant's mean turns and its mean difference from the first
  variant with the paired standard error.
- ``race``: each variant against hard-v1, two seats, race rules; every seed
  is played twice with the seats swapped, so the deal and the first mover
  are balanced. Prints the win rate and its standard error over pairs,
  and the points margin a round (the variant's round score minus hard-v1's).
- ``default``: as ``race``, in the default rules (run of three).
- ``matches2``: each variant against hard-v1 in whole matches to 500
  (default rules; ``--bonus-runs`` turns the run bonus on), every seed twice
  with the seats swapped; ``--rounds`` is the number of matches.
- ``partners``: each variant as a team against a hard-v1 team, four seats
  with partners (the run bonus always counts), matches to 500.
- ``table3`` / ``table4`` (``matches3`` / ``matches4``): the variant at a
  table with hard-v1, Medium (and Easy), every rotation of the seats on every
  seed; prints the variant's wins minus hard-v1's, per round (match).

A variant is ``hard`` or ``hard:attr=value,attr=value`` (class attributes of
``benchmarks/ai_ideas.IdeaPlayer``, Hard with the ideas that were measured
and dropped; numbers only), e.g.::

    nice -n 10 python benchmarks/ai_tune.py solo hard hard:p=2.25 --rounds 1000
    nice -n 10 python benchmarks/ai_tune.py race hard:wait_shift=0.0 hard:race_h=0.3 --rounds 400
"""

from __future__ import annotations

import argparse
import math
import random
import time

import rackoapp.ai as ai
from ai_ideas import IdeaPlayer
from rackoapp.ai.simulate import play_table, solo_round
from rackoapp.engine import Rules

RACE = Rules(two_player_run=False, rebuild="classic")
DEFAULT = Rules()


def variant(spec: str) -> type:
    """A HardPlayer subclass with the attributes ``spec`` names."""
    if spec in ("hard", "hard-v1") or ":" not in spec:
        from rackoapp.ai import _classes
        return _classes()[spec]
    attrs = {}
    for part in spec.split(":", 1)[1].split(","):
        key, value = part.split("=")
        attrs[key] = float(value) if "." in value or "e" in value else int(value)
    return type("Tuned", (IdeaPlayer,), attrs)


def solo(specs: list[str], rounds: int, seed: int) -> None:
    results = {}
    for spec in specs:
        cls = variant(spec)
        t0 = time.process_time()
        turns = []
        for r in range(rounds):
            player = cls(0, None, random.Random(r))
            turns.append(solo_round(player, random.Random(seed * 100003 + r)))
        results[spec] = turns
        print(f"{spec}: mean {sum(turns) / rounds:.3f} turns ({time.process_time() - t0:.0f} s CPU)", flush=True)
    base = results[specs[0]]
    for spec in specs[1:]:
        d = [a - b for a, b in zip(results[spec], base)]
        mean = sum(d) / rounds
        sd = math.sqrt(sum((x - mean) ** 2 for x in d) / max(1, rounds - 1))
        print(f"{spec} - {specs[0]}: {mean:+.3f} turns (paired SE {sd / math.sqrt(rounds):.3f})")


def race(specs: list[str], rounds: int, seed: int, rules: Rules) -> None:
    classes = ai._classes()
    per_spec = []
    for spec in specs:
        cls = variant(spec)
        original = ai.make_player

        def make(level, s, r, rng, _cls=cls):
            if level == "tuned":
                return _cls(s, r, rng)
            return classes[level](s, r, rng)

        ai.make_player = make
        t0 = time.process_time()
        scores, margins = [], []
        try:
            for i in range(rounds // 2):
                one = play_table(["tuned", "hard-v1"], rules, 1, seed * 100003 + i)
                two = play_table(["hard-v1", "tuned"], rules, 1, seed * 100003 + i)
                scores.append((one["wins"][0] + two["wins"][1]) / 2)
                margins.append((one["mean_points"][0] - one["mean_points"][1]
                                + two["mean_points"][1] - two["mean_points"][0]) / 2)
        finally:
            ai.make_player = original
        n = len(scores)
        mean, se = _mean_se(scores)
        margin, mse = _mean_se(margins)
        print(f"{spec} vs hard-v1: {mean:.1%} of rounds (SE {se:.1%}, {2 * n} rounds); points a round "
              f"{margin:+.2f} (SE {mse:.2f}); {time.process_time() - t0:.0f} s CPU", flush=True)
        per_spec.append((scores, margins))
    _paired(specs, per_spec)


def _paired(specs: list[str], per_spec, what: str = "of rounds", second: str = "points a round") -> None:
    """Each variant minus the first, seed by seed: win rate and margin, paired SE."""
    base_s, base_m = per_spec[0]
    for spec, (scores, margins) in zip(specs[1:], per_spec[1:]):
        d, sd = _mean_se([a - b for a, b in zip(scores, base_s)])
        m, sm = _mean_se([a - b for a, b in zip(margins, base_m)])
        print(f"{spec} - {specs[0]}: {d:+.1%} {what} (paired SE {sd:.1%}); {second} "
              f"{m:+.2f} (paired SE {sm:.2f})", flush=True)


def matches2(specs: list[str], count: int, seed: int, rules: Rules = DEFAULT) -> None:
    """Each variant against hard-v1 in whole two-seat matches to 500 (default
    rules, or ``rules``), every seed played twice with the seats swapped."""
    _side_matches(specs, count, seed, rules)


def partners(specs: list[str], count: int, seed: int) -> None:
    """Each variant as a team (seats 0 and 2) against a hard-v1 team in partner
    matches to 500 (the run bonus always on), every seed twice with the teams'
    seats swapped."""
    _side_matches(specs, count, seed, Rules(seats=4, partners=True))


def _side_matches(specs: list[str], count: int, seed: int, rules: Rules) -> None:
    """The variant in the even seats against hard-v1 in the odd ones (two seats, or
    two teams of partners), then the sides swapped on the same seed."""
    from rackoapp.ai.simulate import play_matches
    classes = ai._classes()
    sides = rules.seats // 2
    per_spec = []
    for spec in specs:
        cls = variant(spec)
        original = ai.make_player

        def make(level, s, r, rng, _cls=cls):
            return _cls(s, r, rng) if level == "tuned" else classes[level](s, r, rng)

        def margin(wins: list[int], mine: int) -> int:
            return sum(w if s % 2 == mine else -w for s, w in enumerate(wins))

        ai.make_player = make
        t0 = time.process_time()
        scores, margins, rounds = [], [], 0
        try:
            for i in range(count // 2):
                one = play_matches(["tuned", "hard-v1"] * sides, rules, 1, seed * 100003 + i)
                two = play_matches(["hard-v1", "tuned"] * sides, rules, 1, seed * 100003 + i)
                scores.append((one["match_wins"][0] + two["match_wins"][1]) / 2)
                margins.append((margin(one["wins"], 0) + margin(two["wins"], 1)) / 2)
                rounds += one["rounds"] + two["rounds"]
        finally:
            ai.make_player = original
        per_spec.append((scores, margins))
        mean, se = _mean_se(scores)
        mean_margin, mse = _mean_se(margins)
        who = f"{spec} team vs hard-v1 team" if sides > 1 else f"{spec} vs hard-v1"
        print(f"{who}: {mean:.1%} of matches (SE {se:.1%}, {2 * len(scores)} matches, "
              f"{rounds} rounds); round wins minus theirs a match {mean_margin:+.2f} (SE {mse:.2f}); "
              f"{time.process_time() - t0:.0f} s CPU", flush=True)
    _paired(specs, per_spec, "of matches", "round wins margin a match")


def _mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
    return mean, sd / math.sqrt(n)


def table(specs: list[str], rounds: int, seed: int, seats: int, matches: bool = False) -> None:
    """Each variant at a table with hard-v1, medium (and easy), every rotation of
    the seats on every seed; the variant's wins minus hard-v1's, per seed."""
    from rackoapp.ai.simulate import play_matches
    classes = ai._classes()
    levels = ["tuned", "hard-v1", "medium", "easy"][:seats]
    rules = Rules(seats=seats)
    for spec in specs:
        cls = variant(spec)
        original = ai.make_player

        def make(level, s, r, rng, _cls=cls):
            return _cls(s, r, rng) if level == "tuned" else classes[level](s, r, rng)

        ai.make_player = make
        t0 = time.process_time()
        diffs, mine, theirs, total = [], 0, 0, 0
        try:
            for i in range(max(1, rounds // seats)):
                d = 0
                for k in range(seats):
                    seating = levels[k:] + levels[:k]
                    if matches:
                        out = play_matches(seating, rules, 1, seed * 100003 + i)
                        wins, total = out["match_wins"], total + 1
                    else:
                        wins, total = play_table(seating, rules, 1, seed * 100003 + i)["wins"], total + 1
                    a, b = wins[seating.index("tuned")], wins[seating.index("hard-v1")]
                    mine, theirs, d = mine + a, theirs + b, d + a - b
                diffs.append(d / seats)
        finally:
            ai.make_player = original
        n = len(diffs)
        mean = sum(diffs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, n - 1))
        what = "matches" if matches else "rounds"
        print(f"{spec}, {seats} seats: wins {mine / total:.1%} of {total} {what}, hard-v1 {theirs / total:.1%}; "
              f"difference {mean:+.3f} a {what[:-1] if not matches else 'match'} (SE {sd / math.sqrt(n):.3f}, "
              f"{time.process_time() - t0:.0f} s CPU)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("solo", "race", "default", "matches2", "table3", "table4", "matches3",
                                     "matches4", "partners"))
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--rounds", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bonus-runs", action="store_true", help="matches2 with the run bonus on")
    args = ap.parse_args()
    if args.mode == "partners":
        partners(args.specs, args.rounds, args.seed)
    elif args.mode == "matches2":
        matches2(args.specs, args.rounds, args.seed, Rules(bonus_runs=True) if args.bonus_runs else DEFAULT)
    elif args.mode.startswith(("table", "matches")):
        table(args.specs, args.rounds, args.seed, int(args.mode[-1]), args.mode.startswith("matches"))
    elif args.mode == "solo":
        solo(args.specs, args.rounds, args.seed)
    else:
        race(args.specs, args.rounds, args.seed, RACE if args.mode == "race" else DEFAULT)


if __name__ == "__main__":
    main()
