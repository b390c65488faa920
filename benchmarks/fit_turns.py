"""How well Hard's model V predicts the turns a rack still needs (issue 12); prints, asserts nothing.

Plays solo rounds with Hard and, at the start of every turn, records the
rack's V in turns (passes x drawable cards), the gaps of the plan V chose
(slots k and interval cards u of each) and the turns the round then really
took. Prints the mean real turns by V and the residual by the number of
gaps, the slots to fill and the largest gap, to show where V is biased::

    nice -n 10 python benchmarks/fit_turns.py --rounds 1000
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict

from rackoapp.ai.hard import HardPlayer
from rackoapp.ai.hard_v1 import INF
from rackoapp.ai.simulate import solo_round


def plan(ev) -> list[tuple[int, int]]:
    """The gaps (k slots, u drawable cards) of V's best chain, race rules only."""
    side = ev.fwd
    vals, cnt, hp = side.vals, side.cnt, ev.hp
    best = [(0.0, -1)]
    for i in range(1, 12):
        vi = vals[i]
        ci = cnt[vi - 1]
        b, arg = INF, -1
        for h in range(i):
            vh = vals[h]
            if vh < vi and best[h][0] < INF:
                v = best[h][0] + hp[i - h - 1][ci - cnt[vh]]
                if v < b:
                    b, arg = v, h
        best.append((b, arg))
    gaps = []
    i = 11
    while i > 0:
        h = best[i][1]
        if h < 0:
            return []
        k = i - h - 1
        if k:
            gaps.append((k, cnt[vals[i] - 1] - cnt[vals[h]]))
        i = h
    return gaps


class Recorder(HardPlayer):
    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.rows: list[list] = []

    def choose_take(self, obs):
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        v = ev.current()
        if v < INF and unseen:
            self.rows.append([obs.turns, v ** ev.inv * len(unseen), len(unseen), plan(ev)])
        return super().choose_take(obs)


def collect(rounds: int, seed: int) -> list[tuple]:
    out = []
    for r in range(rounds):
        p = Recorder(0, None, random.Random(r))
        total = solo_round(p, random.Random(seed * 100003 + r))
        for t, vt, n, gaps in p.rows:
            out.append((total - t, vt, n, gaps))
    return out


def table(rows, key, label: str) -> None:
    groups = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    print(f"{label:>8} {'n':>6} {'real':>7} {'V':>7} {'real-V':>7}")
    for g in sorted(groups):
        rs = groups[g]
        real = sum(r[0] for r in rs) / len(rs)
        v = sum(r[1] for r in rs) / len(rs)
        print(f"{g!s:>8} {len(rs):6d} {real:7.2f} {v:7.2f} {real - v:+7.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rows = collect(args.rounds, args.seed)
    table(rows, lambda r: min(40, int(r[1])), "V turns")
    table(rows, lambda r: len(r[3]), "gaps")
    table(rows, lambda r: sum(k for k, _ in r[3]), "slots")
    table(rows, lambda r: max([k for k, _ in r[3]] or [0]), "max k")
    table(rows, lambda r: str(tuple(sorted(k for k, _ in r[3]))) if sum(k for k, _ in r[3]) <= 4 else "more", "ks")
    for lo, hi in ((3, 6), (6, 9), (9, 12), (12, 16)):
        table([r for r in rows if lo <= r[1] < hi], lambda r: len(r[3]), f"V{lo}-{hi}:g")


if __name__ == "__main__":
    main()
