"""Hard with the public draw order after a classic rebuild (issue 12); prints, asserts nothing.

``RebuildPlayer`` is Hard that reads ``rackoapp.ai.draw_order.known_draws``:

- ``use_take``: when the next draw is known, the take compares the discard
  pile's card with that card's best use (keeping the rack counts as a use),
  instead of with the mean over the cards that may be drawn.
- ``use_lookahead``: the two-ply look-ahead of a drawn card's placement
  judges each option by the card this seat will draw next. That card is
  certain only if every other seat draws before then: a seat that takes the
  discard pile's card leaves the draw pile alone and the next card moves up
  to us. So the next card is ``draws[j]``, j the number of other seats that
  draw; each seat draws with the rate it showed this round (``(discard takes
  + 1) / (turns + 3)`` for a take of the discard pile), independently. The
  chance that they run the pile out before our turn (a new rebuild, whose
  order depends on discards not yet made) keeps the old mean over the cards
  that may be drawn. ``use_lookahead=2`` assumes every other seat draws.
- ``use_exact`` (off by default): the cards the model counts as still
  drawable are exactly the known pile, not Hard's estimate (which keeps the
  cards drawn since the rebuild and not seen again).

Until the first rebuild of a round ``known_draws`` is None and the player is
Hard move for move, so a round that never reaches a rebuild plays the same
with either player at the same seed and seat. The loop uses that: each
seating is played with Hard; only when that round reached a rebuild (a
decision was made after one) is it played again with each variant.
``--verify`` replays every round with every variant instead, to check it.

Tables (the other seats as in benchmarks/ai_tune.py's ``table``), seats
rotated on every seed, paired seeds (``seed * 100003 + i``):

- ``two``: ``Rules(seats=2, two_player_run=False, rebuild="classic")``, vs hard-v1;
- ``three``: ``Rules(seats=3, rebuild="classic")``, with hard-v1 and medium;
- ``four``: ``Rules(seats=4, rebuild="classic")``, with hard-v1, medium, easy.

It prints, for Hard and each variant in the measured seat, round wins per
round; the variant minus Hard, with the paired standard error over seeds
(the rotations of one seed averaged); and the same over only the rounds that
reached a rebuild (SE over those rounds). Example::

    nice -n 10 python benchmarks/ai_rebuild.py four rebuild rebuild:use_lookahead=0 --rounds 2000

Measured (2026-12-01; wins of the measured seat, variant minus Hard, paired SE;
"rebuild rounds" are the rounds where a decision followed a rebuild):

=====  ======  ===============  ===========================  ==========================
table  seed    rounds (rebuilt) take + look-ahead            take only (use_lookahead=0)
=====  ======  ===============  ===========================  ==========================
two    1       3,000 (0, 0.0%)  +0.00 (no round rebuilt)     +0.00
three  1       2,400 (361, 15%) +0.17% (SE 0.16); rebuild    +0.21% (SE 0.12); rebuild
                                rounds +1.11% (SE 1.04)      rounds +1.39% (SE 0.83)
three  2       3,000 (423, 14%) --                           +0.03% (SE 0.06); +0.24%
                                                             (SE 0.41)
four   1       1,600 (608, 38%) +0.25% (SE 0.31); +0.66%     +0.19% (SE 0.30); +0.49%
                                (SE 0.84)                    (SE 0.75)
four   2       2,000 (799, 40%) +0.05% (SE 0.27); +0.13%     +0.15% (SE 0.24); +0.38%
                                (SE 0.70)                    (SE 0.60)
=====  ======  ===============  ===========================  ==========================

``use_lookahead=2`` (others always draw) played as ``use_lookahead=1`` in
four seats, seed 1; ``use_exact=1`` as the default variant in four seats,
seed 2 (it changes about one decision in twenty after a rebuild). None of
these is a gain beyond two standard errors: the take changes about one
decision in six after a rebuild, and few rounds reach one.
"""

from __future__ import annotations

import argparse
import math
import time

import rackoapp.ai as ai
from rackoapp.ai.draw_order import known_draws
from rackoapp.ai.hard import INF, Evaluator, HardPlayer, draw_value
from rackoapp.ai.player import FROM_DISCARD_PILE, FROM_DRAW_PILE
from rackoapp.ai.simulate import play_table
from rackoapp.engine import Observation, Rules

TABLES = {
    "two": (Rules(seats=2, two_player_run=False, rebuild="classic"), ["tuned", "hard-v1"]),
    "three": (Rules(seats=3, rebuild="classic"), ["tuned", "hard-v1", "medium"]),
    "four": (Rules(seats=4, rebuild="classic"), ["tuned", "hard-v1", "medium", "easy"]),
}


def _term(ev: Evaluator, card: int, keep: float) -> float:
    """One card's best use (keeping the rack counts), in draw_value's units."""
    place, _ = ev.best_place(card)
    v = keep if keep < place else place
    return 1e6 if v == INF else v ** ev.inv


def next_draw_chances(obs: Observation, known: int, assume_draws: bool = False) -> list[float]:
    """Chance that this seat's next draw is the known pile's card 0, 1, ... (``known`` cards).

    The rest of the mass (1 - the sum) is the chance that the other seats
    empty the pile first.
    """
    n = len(obs.racks)
    takes = [0] * n
    turns = [0] * n
    for ev in obs.history:
        turns[ev.seat] += 1
        takes[ev.seat] += ev.take == "discard"
    dist = [1.0]  # dist[j]: chance that j of the seats so far draw
    for k in range(1, n):
        s = (obs.seat + k) % n
        q = 0.0 if assume_draws else (takes[s] + 1) / (turns[s] + 3)
        nxt = [0.0] * (len(dist) + 1)
        for j, p in enumerate(dist):
            nxt[j] += p * q
            nxt[j + 1] += p * (1 - q)
        dist = nxt
    return dist[:known]


class RebuildPlayer(HardPlayer):
    use_take = 1
    use_lookahead = 1
    use_exact = 0

    def _available(self, obs: Observation) -> list[int]:
        draws = known_draws(obs) if self.use_exact else None
        return list(draws) if draws else super()._available(obs)

    def choose_take(self, obs: Observation) -> str:
        draws = known_draws(obs) if self.use_take else None
        top = obs.discard_top
        if not draws or top is None:
            return super().choose_take(obs)
        ev = self._evaluator(obs, self._available(obs))
        top_value, _ = ev.best_place(top)
        if top_value == INF:
            return FROM_DRAW_PILE
        nxt = draws[0]
        return FROM_DISCARD_PILE if top_value ** ev.inv < _term(ev, nxt, ev.current_without(nxt)) \
            else FROM_DRAW_PILE

    def _option_value(self, obs: Observation, rack, unseen, args) -> float:
        draws = known_draws(obs) if self.use_lookahead else None
        if not draws:
            return super()._option_value(obs, rack, unseen, args)
        ev = Evaluator(rack, unseen, *args)
        keep = ev.current()
        chances = next_draw_chances(obs, len(draws), self.use_lookahead == 2)
        total = sum(w * _term(ev, c, keep) for c, w in zip(draws, chances) if w)
        rest = 1.0 - sum(chances)
        if rest > 1e-9:
            total += rest * draw_value(ev, unseen, exact=False)
        return total


def variant(spec: str) -> type:
    """``hard``, or ``rebuild`` / ``rebuild:attr=value,...`` (RebuildPlayer's attributes)."""
    if spec == "hard":
        return HardPlayer
    attrs = {}
    if ":" in spec:
        for part in spec.split(":", 1)[1].split(","):
            key, value = part.split("=")
            attrs[key] = int(value)
    return type("Variant", (RebuildPlayer,), attrs)


def _play(cls, seating, rules: Rules, seed: int) -> tuple[int, bool]:
    """One round; the measured seat's wins (0 or 1) and whether a decision followed a rebuild."""
    classes = ai._classes()
    original = ai.make_player
    ai.make_player = lambda level, s, r, rng: cls(s, r, rng) if level == "tuned" else classes[level](s, r, rng)
    seen = []

    def check(r, s, obs, take, slot):
        if obs.rebuilds and not seen:
            seen.append(True)
    try:
        wins = play_table(seating, rules, 1, seed, check=check)["wins"]
    finally:
        ai.make_player = original
    return wins[seating.index("tuned")], bool(seen)


def _mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
    return mean, sd / math.sqrt(n)


def measure(table: str, specs: list[str], rounds: int, seed: int, verify: bool) -> None:
    rules, levels = TABLES[table]
    seats = rules.seats
    classes = [HardPlayer] + [variant(s) for s in specs]
    names = ["hard"] + specs
    per_seed = [[] for _ in classes]  # wins a round, rotations averaged
    rebuilt = [[] for _ in classes]  # wins in rounds that reached a rebuild
    mismatches = 0
    t0 = time.process_time()
    for i in range(max(1, rounds // seats)):
        sums = [0.0] * len(classes)
        for k in range(seats):
            seating = levels[k:] + levels[:k]
            base, reached = _play(HardPlayer, seating, rules, seed * 100003 + i)
            sums[0] += base
            if reached:
                rebuilt[0].append(base)
            for v, cls in enumerate(classes[1:], 1):
                if reached or verify:
                    w, r2 = _play(cls, seating, rules, seed * 100003 + i)
                    mismatches += (not reached) and (w != base or r2)
                else:
                    w = base
                sums[v] += w
                if reached:
                    rebuilt[v].append(w)
        for v in range(len(classes)):
            per_seed[v].append(sums[v] / seats)
    n_rounds = len(per_seed[0]) * seats
    print(f"{table}: {rules}", flush=True)
    print(f"{n_rounds} rounds ({len(per_seed[0])} seeds x {seats} seatings), {len(rebuilt[0])} "
          f"reached a rebuild ({len(rebuilt[0]) / n_rounds:.1%}); {time.process_time() - t0:.0f} s CPU"
          + (f"; verify: {mismatches} non-rebuild rounds differed" if verify else ""))
    for v, name in enumerate(names):
        m, se = _mean_se(per_seed[v])
        mr, _ = _mean_se(rebuilt[v])
        print(f"  {name}: wins {m:.2%} of rounds (SE {se:.2%}); {mr:.2%} of rebuild rounds")
    for v, name in enumerate(names[1:], 1):
        d, sd = _mean_se([a - b for a, b in zip(per_seed[v], per_seed[0])])
        dr, sdr = _mean_se([a - b for a, b in zip(rebuilt[v], rebuilt[0])])
        print(f"  {name} - hard: {d:+.2%} of rounds (paired SE {sd:.2%}); "
              f"{dr:+.2%} of rebuild rounds (paired SE {sdr:.2%})", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("table", choices=tuple(TABLES))
    ap.add_argument("specs", nargs="+", help="rebuild, or rebuild:use_take=0,use_lookahead=1")
    ap.add_argument("--rounds", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--verify", action="store_true", help="replay rounds without a rebuild too")
    args = ap.parse_args()
    measure(args.table, args.specs, args.rounds, args.seed, args.verify)


if __name__ == "__main__":
    main()
