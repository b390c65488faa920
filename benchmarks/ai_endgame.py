"""A score-aware endgame for Hard (issue 12's match target); prints, asserts nothing.

``EndgamePlayer`` is Hard with one rule on top, the *lock*: in a two-seat
match, let k* be the smallest rising prefix (cards counted from slot 1 while
each is higher than the one before) such that

    my_total + 5 k* >= target   and   my_total + 5 k* > opponent_total + 75.

A rack whose prefix is at least k* wins the match however the round ends:
the opponent's Rack-O gives it 75 and leaves me above it at or past the
target; my own Rack-O gives me 75 >= 5 k* and the opponent at most 50; a
stalemate scores the prefix. So whenever an option of the move reaches or
keeps a prefix of k*, the player takes one (Hard's own choice if it does, else
the one of them with the lowest V); a discard-pile card that would have to
break the lock is left there (a drawn card can always be thrown away); one
that makes the lock is taken. Everything else is Hard's. Decisions stay a
pure function of the observation.

Measurements:

- ``focused``: rounds dealt from late-match totals (each total a multiple of
  5, uniform in [lo, hi]), the variant (and plain Hard, on the same seeds)
  against hard-v1, every seed twice with the seats swapped (the variant keeps
  its total), played to the match's end; prints the match wins of both and
  the paired difference with its SE.
- ``matches2``: whole matches to 500 from 0-0, as ``ai_tune.py matches2``
  (the same seeds: seed * 100003 + i, seats swapped), but plain Hard is only
  replayed on the matches where the variant made a decision Hard would not
  have (Hard is deterministic, so elsewhere the games are the same).

    nice -n 10 python benchmarks/ai_endgame.py focused --variant soft --count 400 --seed 2 \
        --lo 450 --hi 495 --opp-lo 300 --opp-hi 470
    nice -n 10 python benchmarks/ai_endgame.py matches2 --variant soft --count 2000 --seed 1

``SoftEndgamePlayer`` adds the race to the lock: while a lock length exists
but the rack has no such prefix yet, both Rack-O and the lock win the match,
so options (the take, the placement, the look-ahead's candidates: the 4 best
by V and the 2 best by L) are judged by min(V, L) in passes, L being the
model's cost of making slots 1..k* rise (``lock_cost``: the chain DP of
Hard's gap table over those slots, the top end open).

Measured against hard-v1, paired with plain Hard (``PlainHard``, the same
games; ``variant - hard`` is the paired difference):

==================================  =============================  ==========================
test                                lock                           soft (lock + race)
==================================  =============================  ==========================
focused, Hard 450..495, opponent    84.5% vs 83.2%, +1.25% (SE     89.5% vs 83.2%, +6.25% (SE
300..470, 400 matches, seed 2       0.55)                          1.37)
same, seed 3                        --                             90.5% vs 82.8%, +7.75% (SE
                                                                   1.42)
whole matches to 500 (matches2),    --                             59.8% vs 57.0%, +2.70% (SE
2,000, seed 1, 18,794 rounds                                       0.43); 700 matches deviated
same, 1,000, seed 2, 9,323 rounds   --                             60.8% vs 59.4%, +1.40% (SE
                                                                   0.51); 361 deviated
both, 3,000 matches                 --                             60.1% vs 57.8%, +2.27% (SE
                                                                   0.33)
==================================  =============================  ==========================

Hard carries the soft endgame since 16b03b0 (rackoapp/ai/endgame.py, ``endgame = 1``);
``--variant check`` plays SoftEndgamePlayer and asks that Hard at every decision of
the lock zone: 0 of 6,940 differ (focused, 400 matches, seed 2). CPU a decision in
the lock zone (focused, 200 matches, seed 3, ``--timing``): Hard with the endgame
p50 3.5 / p99 16.2 / max 23.0 ms, PlainHard 3.0 / 11.3 / 15.6 ms.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import rackoapp.ai as ai  # noqa: E402
from rackoapp.ai.common import placed, rising_count  # noqa: E402
from rackoapp.ai.hard import INF, HardPlayer  # noqa: E402
from rackoapp.ai.player import FROM_DISCARD_PILE, FROM_DRAW_PILE  # noqa: E402
from rackoapp.ai.simulate import _play_round, play_matches, seat_infos  # noqa: E402
from rackoapp.engine import Match, Rules  # noqa: E402

DEFAULT = Rules()

# Decisions where the variant left Hard's choice (reset by the measuring loops).
DEVIATIONS = [0]


def lock_length(obs) -> int | None:
    """k*: the shortest rising prefix that wins the match whoever ends the round
    (None: none does, or not a two-seat match with totals)."""
    if len(obs.racks) != 2 or len(obs.totals) != 2 or obs.rules.partners:
        return None
    me = obs.totals[obs.seat]
    opp = obs.totals[1 - obs.seat]
    target = obs.rules.target
    most = 75 + (400 if obs.rules.run_bonus_applies else 0)  # the opponent's Rack-O, largest run bonus
    for k in range(1, 11):
        pts = me + 5 * k
        if pts >= target and pts > opp + most:
            return k
    return None


class PlainHard(HardPlayer):
    """Hard playing every round alike (since 16b03b0 Hard carries this endgame, ``endgame = 1``)."""

    endgame = 0


class EndgamePlayer(PlainHard):
    lock = 1

    def choose_take(self, obs):
        base = super().choose_take(obs)
        k = lock_length(obs) if self.lock else None
        top = obs.discard_top
        if k is None or top is None:
            return base
        reach = any(rising_count(placed(obs.rack, j, top)) >= k for j in range(1, 11))
        if rising_count(obs.rack) >= k:
            # Locked: a discard-pile card must not break it.
            choice = base if reach else FROM_DRAW_PILE
        else:
            choice = FROM_DISCARD_PILE if reach else base
        if choice != base:
            DEVIATIONS[0] += 1
        return choice

    def choose_slot(self, obs, card):
        base = super().choose_slot(obs, card)
        k = lock_length(obs) if self.lock else None
        if k is None:
            return base
        rack_after = obs.rack if base is None else placed(obs.rack, base, card)
        if rising_count(rack_after) >= k:
            return base
        options = [] if obs.hand_from == "discard" else [None]
        options += [j for j in range(1, 11) if rising_count(placed(obs.rack, j, card)) >= k]
        if obs.hand_from != "discard" and rising_count(obs.rack) < k:
            options.remove(None)
        if not options:
            return base
        ev = self._evaluator(obs, self._available(obs))
        best = min(options, key=lambda j: (ev.current() if j is None else ev.place(j, card),
                                           -1 if j is None else j))
        DEVIATIONS[0] += 1
        return best


def lock_cost(rack, k: int, cnt, hp, n: int) -> float:
    """p-space cost (Hard's gap table) of making the first k slots rise: the
    chain DP of the expected-turns model on slots 1..k, the top end open."""
    vals = (0, *rack[:k], n + 1)
    F = [0.0] + [INF] * (k + 1)
    for i in range(1, k + 2):
        vi = vals[i]
        ci = cnt[vi - 1]
        best = INF
        for h in range(i):
            vh = vals[h]
            fh = F[h]
            if vh < vi and fh < INF:
                c = hp[i - h - 1][ci - cnt[vh]]
                if fh + c < best:
                    best = fh + c
        F[i] = best
    return F[k + 1]


def lock_tables(rack, k: int, cnt, hp, n: int):
    """The lock chain's forward and backward costs (as the model's F and B), so that a
    card placed in one of slots 1..k costs O(k) (``lock_place``)."""
    vals = (0, *rack[:k], n + 1)
    F = [0.0] + [INF] * (k + 1)
    for i in range(1, k + 2):
        vi = vals[i]
        ci = cnt[vi - 1]
        best = INF
        for h in range(i):
            vh = vals[h]
            fh = F[h]
            if vh < vi and fh < INF:
                c = hp[i - h - 1][ci - cnt[vh]]
                if fh + c < best:
                    best = fh + c
        F[i] = best
    G = [INF] * (k + 2)
    G[k + 1] = 0.0
    for i in range(k, -1, -1):
        vi = vals[i]
        ci = cnt[vi]
        best = INF
        for m in range(i + 1, k + 2):
            vm = vals[m]
            gm = G[m]
            if vm > vi and gm < INF:
                c = hp[m - i - 1][cnt[vm - 1] - ci]
                if c + gm < best:
                    best = c + gm
        G[i] = best
    return vals, F, G


def lock_place(tables, k: int, j: int, card: int, cnt, hp) -> float:
    """p-space lock cost with ``card`` kept in slot j (1..k)."""
    vals, F, G = tables
    left = INF
    cl = cnt[card - 1]
    for h in range(j):
        vh = vals[h]
        fh = F[h]
        if vh < card and fh < INF:
            c = fh + hp[j - h - 1][cl - cnt[vh]]
            if c < left:
                left = c
    if left == INF:
        return INF
    right = INF
    cr = cnt[card]
    for m in range(j + 1, k + 2):
        vm = vals[m]
        gm = G[m]
        if vm > card and gm < INF:
            c = hp[m - j - 1][cnt[vm - 1] - cr] + gm
            if c < right:
                right = c
    return left + right


class SoftEndgamePlayer(EndgamePlayer):
    """The lock, and short of it the race to whichever comes first: Rack-O or
    the lock (both win the match once a lock length exists). Options (take,
    placement, look-ahead) are judged by min(V, L) in passes, L the cost of
    the lock (``lock_cost``), instead of V alone."""

    soft = 1
    fast = 1  # lock_place (O(k) a slot) instead of lock_cost on the placed rack: the same values
    lock_top = 2  # options by L added to the look-ahead's candidates

    def _soft_k(self, obs):
        if not self.soft:
            return None
        k = lock_length(obs)
        if k is None or rising_count(obs.rack) >= k:
            return None
        return k

    @staticmethod
    def _lock_best(ev, rack, card, k):
        """p-space L of ``rack`` kept, and after ``card`` at its best slot for the lock."""
        cnt, hp, n = ev.fwd.cnt, ev.hp, ev.n
        keep = lock_cost(rack, k, cnt, hp, n)
        best = keep
        for j in range(1, k + 1):
            v = lock_cost(placed(rack, j, card), k, cnt, hp, n)
            if v < best:
                best = v
        return keep, best

    def _soft_draw(self, ev, rack, cards, k, exact: bool) -> float:
        """Mean over ``cards`` of min(V, L) after the card's best use, in passes."""
        inv = ev.inv
        cnt, hp, n = ev.fwd.cnt, ev.hp, ev.n
        base = ev.current()
        tables = lock_tables(rack, k, cnt, hp, n)
        lkeep = tables[1][k + 1]
        lslots = range(1, k + 1)
        total = 0.0
        for c in cards:
            keep = ev.current_without(c) if exact else base
            place, _ = ev.best_place(c)
            v = keep if keep < place else place
            lv = lkeep
            for j in lslots:
                x = lock_place(tables, k, j, c, cnt, hp) if self.fast else lock_cost(placed(rack, j, c), k, cnt, hp, n)
                if x < lv:
                    lv = x
            if lv < v:
                v = lv
            total += 1e6 if v == INF else v ** inv
        return total / len(cards)

    def choose_take(self, obs):
        k = self._soft_k(obs)
        top = obs.discard_top
        if k is None or top is None:
            return super().choose_take(obs)
        base = HardPlayer.choose_take(self, obs)
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        top_v, _ = ev.best_place(top)
        _, top_l = self._lock_best(ev, obs.rack, top, k)
        tv = min(top_v, top_l)
        if tv == INF:
            choice = FROM_DRAW_PILE
        elif not unseen:
            choice = FROM_DISCARD_PILE
        else:
            draw_v = self._soft_draw(ev, obs.rack, unseen, k, exact=True)
            choice = FROM_DISCARD_PILE if tv ** ev.inv < draw_v else FROM_DRAW_PILE
        if choice != base:
            DEVIATIONS[0] += 1
        return choice

    def choose_slot(self, obs, card):
        k = self._soft_k(obs)
        if k is None:
            return super().choose_slot(obs, card)
        base = HardPlayer.choose_slot(self, obs, card)
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        cnt, hp, n = ev.fwd.cnt, ev.hp, ev.n
        opts = [] if obs.hand_from == "discard" else [None]
        opts += list(range(1, 11))
        scored = []
        for j in opts:
            rack = obs.rack if j is None else placed(obs.rack, j, card)
            v = ev.current() if j is None else ev.place(j, card)
            lv = lock_cost(rack, k, cnt, hp, n)
            scored.append((v, lv, j, rack))
        if lock_length(obs) is not None and any(rising_count(r) >= k for _, _, _, r in scored):
            choice = EndgamePlayer.choose_slot(self, obs, card)  # the lock, made now
        elif not unseen:
            choice = min(scored, key=lambda o: min(o[0], o[1]))[2]
        else:
            by_v = sorted(scored, key=lambda o: o[0])[:self.lookahead]
            by_l = sorted(scored, key=lambda o: o[1])[:self.lock_top]
            cands = {o[2]: o for o in by_v + by_l if min(o[0], o[1]) < INF}
            args = self._args(obs)
            best, choice = INF, base
            for j, (_, _, _, rack) in sorted(cands.items(), key=lambda t: -1 if t[0] is None else t[0]):
                q = self._soft_draw(self._ev(rack, unseen, args), rack, unseen, k, exact=False)
                if q < best:
                    best, choice = q, j
        if choice != base:
            DEVIATIONS[0] += 1
        return choice


# -- measuring -------------------------------------------------------------------

def _mean_se(xs):
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
    return mean, sd / math.sqrt(n)


def _players(levels, classes, master):
    return [classes[lvl](s, DEFAULT, random.Random(master.getrandbits(64))) for s, lvl in enumerate(levels)]


def play_from(levels, classes, totals, seed: int) -> tuple[int, int]:
    """One match from ``totals`` (seat order), dealer drawn from ``seed``; (winner, rounds)."""
    master = random.Random(seed)
    players = _players(levels, classes, master)
    match = Match(DEFAULT, seat_infos(["hard", "hard-v1"]), rng=random.Random(master.getrandbits(64)))
    match.totals = list(totals)
    rounds = 0
    times: list[float] = []
    while not match.over:
        _play_round(match, players, times, time.perf_counter, None, rounds)
        rounds += 1
    return match.winner, rounds


TIMES: list[float] = []


def timed(cls) -> type:
    """``cls`` with the CPU time of each decision appended to TIMES."""

    class Timed(cls):
        def choose_take(self, obs):
            t0 = time.thread_time()
            out = super().choose_take(obs)
            TIMES.append(time.thread_time() - t0)
            return out

        def choose_slot(self, obs, card):
            t0 = time.thread_time()
            out = super().choose_slot(obs, card)
            TIMES.append(time.thread_time() - t0)
            return out

    return Timed


def focused(cls, count: int, seed: int, lo: int, hi: int, opp_lo: int, opp_hi: int) -> None:
    rng = random.Random(seed)
    base = {**ai._classes(), "hard": PlainHard}
    mine = {**base, "tuned": cls}
    t0 = time.process_time()
    var_s, hard_s, deviated, rounds = [], [], 0, 0
    for i in range(count // 2):
        me = 5 * rng.randint(lo // 5, hi // 5)
        opp = 5 * rng.randint(opp_lo // 5, opp_hi // 5)
        s = seed * 100003 + i
        pair_v, pair_h = 0.0, 0.0
        for seat in (0, 1):
            levels = ["tuned", "hard-v1"] if seat == 0 else ["hard-v1", "tuned"]
            totals = (me, opp) if seat == 0 else (opp, me)
            DEVIATIONS[0] = 0
            w, r = play_from(levels, mine, totals, s)
            rounds += r
            v = 1.0 if w == seat else 0.0
            if DEVIATIONS[0]:
                deviated += 1
                levels_h = ["hard" if x == "tuned" else x for x in levels]
                wh, _ = play_from(levels_h, base, totals, s)
                h = 1.0 if wh == seat else 0.0
            else:
                h = v
            pair_v += v / 2
            pair_h += h / 2
        var_s.append(pair_v)
        hard_s.append(pair_h)
    n = 2 * len(var_s)
    mv, sv = _mean_se(var_s)
    mh, sh = _mean_se(hard_s)
    d, sd = _mean_se([a - b for a, b in zip(var_s, hard_s)])
    print(f"focused (my total {lo}..{hi}, opponent {opp_lo}..{opp_hi}, seed {seed}): {n} matches, "
          f"{rounds} rounds; variant {mv:.1%} (SE {sv:.1%}), hard {mh:.1%} (SE {sh:.1%}); "
          f"variant - hard {d:+.2%} (paired SE {sd:.2%}); the variant deviated in {deviated} matches; "
          f"{time.process_time() - t0:.0f} s CPU", flush=True)
    if MISMATCHES[1]:
        print(f"Hard (rackoapp/ai/endgame.py) differs from SoftEndgamePlayer in {MISMATCHES[0]} of "
              f"{MISMATCHES[1]} decisions in the lock zone", flush=True)
    if TIMES:
        t = sorted(TIMES)
        print(f"the variant's decisions: {len(t)}, CPU p50 {t[len(t) // 2] * 1000:.1f} ms, p99 "
              f"{t[min(len(t) - 1, int(0.99 * len(t)))] * 1000:.1f} ms, max {t[-1] * 1000:.1f} ms", flush=True)


def matches2(cls, count: int, seed: int) -> None:
    """ai_tune.matches2's games (seed * 100003 + i, seats swapped), the variant and plain Hard."""
    base = {**ai._classes(), "hard": PlainHard, "tuned": cls}
    original = ai.make_player

    def make(level, s, r, rng):
        return base[level](s, r, rng)

    t0 = time.process_time()
    var_s, hard_s, deviated, rounds = [], [], 0, 0
    try:
        for i in range(count // 2):
            pair_v = pair_h = 0.0
            for seat in (0, 1):
                levels = ["tuned", "hard-v1"] if seat == 0 else ["hard-v1", "tuned"]
                ai.make_player = make
                DEVIATIONS[0] = 0
                out = play_matches(levels, DEFAULT, 1, seed * 100003 + i)
                rounds += out["rounds"]
                v = out["match_wins"][seat]
                if DEVIATIONS[0]:
                    deviated += 1
                    h = play_matches(["hard" if x == "tuned" else x for x in levels], DEFAULT, 1,
                                     seed * 100003 + i)["match_wins"][seat]
                else:
                    h = v
                pair_v += v / 2
                pair_h += h / 2
            var_s.append(pair_v)
            hard_s.append(pair_h)
            if (i + 1) % 50 == 0:
                d, sd = _mean_se([a - b for a, b in zip(var_s, hard_s)])
                print(f"  {2 * (i + 1)} matches: variant {sum(var_s) / len(var_s):.1%}, hard "
                      f"{sum(hard_s) / len(hard_s):.1%}, difference {d:+.2%} (paired SE {sd:.2%}), "
                      f"deviated {deviated}, {time.process_time() - t0:.0f} s", flush=True)
    finally:
        ai.make_player = original
    n = 2 * len(var_s)
    mv, sv = _mean_se(var_s)
    mh, sh = _mean_se(hard_s)
    d, sd = _mean_se([a - b for a, b in zip(var_s, hard_s)])
    print(f"matches2 (seed {seed}): {n} matches, {rounds} rounds (variant's); variant {mv:.1%} "
          f"(SE {sv:.1%}), hard {mh:.1%} (SE {sh:.1%}); variant - hard {d:+.2%} (paired SE {sd:.2%}); "
          f"the variant deviated in {deviated} matches; {time.process_time() - t0:.0f} s CPU", flush=True)


MISMATCHES = [0, 0]  # decisions where Hard (with its endgame) and SoftEndgamePlayer differ, decisions


class PortCheck(SoftEndgamePlayer):
    """SoftEndgamePlayer that also asks Hard (rackoapp/ai/endgame.py, the port) and counts
    the decisions where the two differ (in the lock zone; elsewhere both are plain Hard)."""

    def _hard(self):
        return HardPlayer(self.seat, self.rules, self.rng)

    def choose_take(self, obs):
        out = super().choose_take(obs)
        if lock_length(obs) is not None:
            MISMATCHES[1] += 1
            MISMATCHES[0] += self._hard().choose_take(obs) != out
        return out

    def choose_slot(self, obs, card):
        out = super().choose_slot(obs, card)
        if lock_length(obs) is not None:
            MISMATCHES[1] += 1
            MISMATCHES[0] += self._hard().choose_slot(obs, card) != out
        return out


VARIANTS = {"hard": PlainHard, "lock": EndgamePlayer, "soft": SoftEndgamePlayer, "check": PortCheck,
            "ported": HardPlayer}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("focused", "matches2"))
    ap.add_argument("--variant", default="lock", choices=sorted(VARIANTS))
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lo", type=int, default=400)
    ap.add_argument("--hi", type=int, default=495)
    ap.add_argument("--opp-lo", type=int, default=300)
    ap.add_argument("--opp-hi", type=int, default=495)
    ap.add_argument("--timing", action="store_true", help="the variant's CPU time a decision (focused)")
    args = ap.parse_args()
    cls = VARIANTS[args.variant]
    if args.timing:
        cls = timed(cls)
    if args.mode == "focused":
        focused(cls, args.count, args.seed, args.lo, args.hi, args.opp_lo, args.opp_hi)
    else:
        matches2(cls, args.count, args.seed)


if __name__ == "__main__":
    main()
