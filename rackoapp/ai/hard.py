"""Hard: the strongest player we could build within a few milliseconds a move.

Evaluation ``V(rack, available cards)`` ~ the time still needed to go Rack-O,
in units of "passes over the unseen cards":

- The rack is split into kept cards (an increasing subsequence, chosen to
  minimise V by dynamic programming over the slots) and the gaps between them.
  A gap of k slots between kept cards lo < hi, whose interval holds u cards
  that are still unseen (public information only: not in this rack, not on the
  discard pile, not known in another rack), costs h(k, u).
- h(k, u) is precomputed by dynamic programming: a card of the interval arrives
  at rate u per pass, uniformly among the u; it may be rejected, or placed in
  one of the k slots, which splits the gap in two that are then filled in
  parallel. Parallel parts combine as a p-norm (sum for p=1, max for p=inf),
  and so do the gaps of the rack.
- Under the two-seat run rule the DP also tracks runs among kept cards and
  "forced" gaps (a gap whose interval holds exactly as many values as it has
  slots fills as a run), and a rack without any run plan pays ``RUN_COST``.

Decisions are a one-ply expectimax over that evaluation: the discard pile's
card at its best slot, against the mean over the unseen cards of the best use
(a slot, or discarding it) of a drawn card.
"""

from __future__ import annotations

from functools import lru_cache

from rackoapp.engine import Observation

from .common import run_required
from .player import DISCARD_PILE, DRAW, ComputerPlayer

INF = float("inf")
P_NORM = 2.0
RUN_COST = 0.5  # passes, for a rack with no run plan (two-seat run rule)
TAKE_BIAS = 0.0


@lru_cache(maxsize=None)
def gap_table(p: float, umax: int) -> tuple[tuple[float, ...], ...]:
    """hp[k][u] = h(k, u) ** p; INF where u < k (the gap cannot be filled)."""
    inv = 1.0 / p
    hp = [[INF] * (umax + 1) for _ in range(11)]
    hp[0] = [0.0] * (umax + 1)
    for u in range(1, umax + 1):
        for k in range(1, 11):
            if u < k:
                continue
            betas = []
            for r in range(1, u + 1):
                best = INF
                lo_row, hi_u = r - 1, u - r
                for j in range(1, k + 1):
                    a = hp[j - 1][lo_row]
                    if a == INF:
                        continue
                    c = hp[k - j][hi_u]
                    if c == INF:
                        continue
                    if a + c < best:
                        best = a + c
                if best < INF:
                    betas.append(best ** inv)
            betas.sort()
            s = 0.0
            h = INF
            for m, b in enumerate(betas, 1):
                s += b
                val = (1.0 + s) / m
                if val < h:
                    h = val
            hp[k][u] = h ** p
    return tuple(tuple(row) for row in hp)


class _Eval:
    """One decision's evaluator: a rack, the available cards and the rules."""

    __slots__ = ("n", "hp", "cnt", "run", "vals", "F", "B", "inv", "run_pen")

    def __init__(self, rack, available, deck_size: int, run: bool, p: float = P_NORM,
                 run_cost: float = RUN_COST) -> None:
        self.n = deck_size
        self.hp = gap_table(p, deck_size)
        self.inv = 1.0 / p
        self.run = run
        self.run_pen = run_cost ** p
        flags = [0] * (deck_size + 2)
        for c in available:
            flags[c] = 1
        cnt = [0] * (deck_size + 2)
        t = 0
        for v in range(deck_size + 2):
            t += flags[v]
            cnt[v] = t
        self.cnt = cnt
        self.vals = (0, *rack, deck_size + 1)
        self.F = self._forward(self.vals, cnt)
        self.B = self._backward(self.vals, cnt)

    # -- the chain DPs -----------------------------------------------------------
    # States: 0 = no run yet, the kept cards end with a stretch of 1;
    # 1 = no run yet, stretch of 2; 2 = a run of three is planned.

    def _forward(self, vals, cnt):
        hp = self.hp
        F = [None] * 12
        F[0] = (0.0, INF, INF)
        run = self.run
        for i in range(1, 12):
            vi = vals[i]
            f0 = f1 = f2 = INF
            ci = cnt[vi - 1]
            for h in range(i):
                vh = vals[h]
                if vh >= vi:
                    continue
                k = i - h - 1
                cost = hp[k][ci - cnt[vh]]
                if cost == INF:
                    continue
                fh = F[h]
                if not run:
                    v = fh[0] + cost
                    if v < f0:
                        f0 = v
                    continue
                if vi - vh - 1 == k:  # a forced (or empty) gap: the stretch goes on
                    for sh in range(3):
                        v = fh[sh] + cost
                        if v == INF:
                            continue
                        if sh == 2:
                            if v < f2:
                                f2 = v
                            continue
                        length = (0 if h == 0 else sh + 1) + k + (1 if i < 11 else 0)
                        if length >= 3:
                            if v < f2:
                                f2 = v
                        elif length == 2:
                            if v < f1:
                                f1 = v
                        elif v < f0:
                            f0 = v
                else:
                    v = min(fh[0], fh[1]) + cost
                    if v < f0:
                        f0 = v
                    v = fh[2] + cost
                    if v < f2:
                        f2 = v
            F[i] = (f0, f1, f2)
        return F

    def _backward(self, vals, cnt):
        hp = self.hp
        B = [None] * 12
        B[11] = (0.0, INF, INF)
        run = self.run
        for i in range(10, -1, -1):
            vi = vals[i]
            b0 = b1 = b2 = INF
            ci = cnt[vi]
            for m in range(i + 1, 12):
                vm = vals[m]
                if vm <= vi:
                    continue
                k = m - i - 1
                cost = hp[k][cnt[vm - 1] - ci]
                if cost == INF:
                    continue
                bm = B[m]
                if not run:
                    v = bm[0] + cost
                    if v < b0:
                        b0 = v
                    continue
                if vm - vi - 1 == k:
                    for sm in range(3):
                        v = bm[sm] + cost
                        if v == INF:
                            continue
                        if sm == 2:
                            if v < b2:
                                b2 = v
                            continue
                        length = (1 if i > 0 else 0) + k + (0 if m == 11 else sm + 1)
                        if length >= 3:
                            if v < b2:
                                b2 = v
                        elif length == 2:
                            if v < b1:
                                b1 = v
                        elif v < b0:
                            b0 = v
                else:
                    v = min(bm[0], bm[1]) + cost
                    if v < b0:
                        b0 = v
                    v = bm[2] + cost
                    if v < b2:
                        b2 = v
            B[i] = (b0, b1, b2)
        return B

    def _final(self, base: float, with_run: float) -> float:
        """p-space total of a rack from its best chain costs."""
        if not self.run:
            return base
        alt = base + self.run_pen
        return with_run if with_run < alt else alt

    def current(self) -> float:
        """p-space value of the rack as it is."""
        f = self.F[11]
        return self._final(min(f), f[2])

    def current_without(self, card: int) -> float:
        """Value of the rack as it is, with ``card`` no longer available."""
        cnt = self.cnt
        if cnt[card] == cnt[card - 1]:
            return self.current()
        cnt2 = cnt[:card] + [x - 1 for x in cnt[card:]]
        f = self._forward(self.vals, cnt2)[11]
        return self._final(min(f), f[2])

    def place(self, j: int, card: int) -> float:
        """p-space value after ``card`` replaces slot j (1..10)."""
        vals = self.vals
        cnt = self.cnt
        hp = self.hp
        F = self.F
        B = self.B
        run = self.run
        cl = cnt[card - 1]
        cr = cnt[card]
        l0 = l1 = l2 = INF
        for i in range(j):
            vi = vals[i]
            if vi >= card:
                continue
            k = j - i - 1
            cost = hp[k][cl - cnt[vi]]
            if cost == INF:
                continue
            fi = F[i]
            if not run:
                v = fi[0] + cost
                if v < l0:
                    l0 = v
                continue
            if card - vi - 1 == k:
                for sh in range(3):
                    v = fi[sh] + cost
                    if v == INF:
                        continue
                    if sh == 2:
                        if v < l2:
                            l2 = v
                        continue
                    length = (0 if i == 0 else sh + 1) + k + 1
                    if length >= 3:
                        if v < l2:
                            l2 = v
                    elif length == 2:
                        if v < l1:
                            l1 = v
                    elif v < l0:
                        l0 = v
            else:
                v = min(fi[0], fi[1]) + cost
                if v < l0:
                    l0 = v
                v = fi[2] + cost
                if v < l2:
                    l2 = v
        if l0 == l1 == l2 == INF:
            return INF
        r0 = r1 = r2 = INF
        for m in range(j + 1, 12):
            vm = vals[m]
            if vm <= card:
                continue
            k = m - j - 1
            cost = hp[k][cnt[vm - 1] - cr]
            if cost == INF:
                continue
            bm = B[m]
            if not run:
                v = bm[0] + cost
                if v < r0:
                    r0 = v
                continue
            if vm - card - 1 == k:
                for sm in range(3):
                    v = bm[sm] + cost
                    if v == INF:
                        continue
                    if sm == 2:
                        if v < r2:
                            r2 = v
                        continue
                    length = 1 + k + (0 if m == 11 else sm + 1)
                    if length >= 3:
                        if v < r2:
                            r2 = v
                    elif length == 2:
                        if v < r1:
                            r1 = v
                    elif v < r0:
                        r0 = v
            else:
                v = min(bm[0], bm[1]) + cost
                if v < r0:
                    r0 = v
                v = bm[2] + cost
                if v < r2:
                    r2 = v
        if not run:
            return l0 + r0
        lmin = min(l0, l1, l2)
        rmin = min(r0, r1, r2)
        base = lmin + rmin
        with_run = min(l2 + rmin, lmin + r2, l1 + r1)
        return self._final(base, with_run)

    def best_place(self, card: int) -> tuple[float, int]:
        best, slot = INF, 1
        for j in range(1, 11):
            v = self.place(j, card)
            if v < best:
                best, slot = v, j
        return best, slot


class HardPlayer(ComputerPlayer):
    level = "hard"

    p = P_NORM
    run_cost = RUN_COST
    take_bias = TAKE_BIAS

    def _evaluator(self, obs: Observation, available) -> _Eval:
        return _Eval(obs.rack, available, obs.rules.deck_size, run_required(obs), self.p, self.run_cost)

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return DRAW
        unseen = obs.unseen()
        ev = self._evaluator(obs, unseen)
        inv = ev.inv
        top_value, _ = ev.best_place(top)
        if top_value == INF:
            return DRAW
        top_v = top_value ** inv
        if not unseen:
            return DISCARD_PILE
        total = 0.0
        for c in unseen:
            keep = ev.current_without(c)
            place, _ = ev.best_place(c)
            v = keep if keep < place else place
            if v == INF:
                v = 1e6
            total += v ** inv
        draw_v = total / len(unseen)
        return DISCARD_PILE if top_v < draw_v - self.take_bias else DRAW

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        unseen = obs.unseen()
        ev = self._evaluator(obs, unseen)
        place, slot = ev.best_place(card)
        if obs.hand_from == "discard":
            return slot
        keep = ev.current()
        return slot if place < keep else None
