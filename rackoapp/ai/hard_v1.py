"""hard-v1: the Hard player as it was when issue 12 opened, frozen as a yardstick.

Never tuned again: ``rackoapp simulate --seats hard,hard-v1`` measures the
current Hard against it. The window does not offer it. Its expected-turns
model (``gap_table``, ``Evaluator``, ``available_cards``) is public and stable:
other modules (the move-review coach) read positions with it.

The description and the measurements below are the ones of that version.

Hard: the strongest player we could build within a few milliseconds a move.

Evaluation ``V(rack, available cards)`` ~ the time still needed to go Rack-O,
in units of "passes over the cards that can still be drawn":

- The rack is split into kept cards (an increasing subsequence, chosen to
  minimise V by dynamic programming over the slots) and the gaps between them.
  A gap of k slots between kept cards lo < hi, whose interval holds u cards
  that can still be drawn, costs h(k, u).
- h(k, u) is precomputed by dynamic programming (``gap_table``): a card of the
  interval arrives at rate u per pass, uniformly among the u; it may be
  rejected, or placed in one of the k slots, which splits the gap in two that
  are then filled in parallel. Parallel parts combine as a p-norm (p=1 would
  be a sum, p=inf a max; p=2 measured best), and so do the gaps of the rack.
- "Can still be drawn" is public information only (``available_cards``):
  unseen cards (not in this rack, not on the discard pile, not known in
  another rack); after a rebuild, only the rebuilt pile's cards not seen
  since, since every other unseen card must sit in an opponent's rack.
- Under the two-seat run rule the DP carries a run state and knows these run
  plans: kept cards in a stretch, forced gaps (as many values as slots), one
  or two named cards attached to either end of a kept stretch, and three
  consecutive available cards inside a gap of three or more slots. A rack with
  no plan the DP can see pays ``RUN_COST``.

Decisions: the take is a one-ply expectimax (the discard pile's card at its
best slot, against the mean over the drawable cards of the best use of a drawn
card); a drawn card's placement looks two plies ahead: the ``lookahead`` best
options by V are judged by the expected value after the next draw.

Measured (paired seeds; 2-seat figures are Hard's round-win rate, seats swapped):

===========================================  ======  ========  ========
version                                      solo    vs Base   vs Med
===========================================  ======  ========  ========
gap DP + chain DP, 1-ply, RUN_COST 0.5       10.81   80.5%     64.8%
+ draw-pile tracking after rebuilds          10.81   80.5%     --  (*)
+ run plans in the DP, RUN_COST 2.0          10.81   94.3%     74.0%
+ two-ply look-ahead on placements (4 best)  10.59   95.5%     72.5%
===========================================  ======  ========  ========

(solo: mean turns, 1,000 rounds; 2-seat: 400-600 rounds, so +-2 points.)
(*) no measurable change either way: with the run plans, switching it off
gave 74.5% against Medium (600 rounds); it is kept because it is what a
careful human does and it stops waiting for cards that cannot come.
Full benchmark (benchmarks/ai_strength.py, 10,000 rounds a pairing): 95.3%
against the Baseline, 76.5% against Medium; solo 10.44 turns over 2,000.
p-norm: p=1.5 10.88, p=2 10.81, p=2.5 10.75 (with look-ahead 10.59 at p=2),
p=3 11.08 solo turns. RUN_COST beyond 2 changes nothing; at 0.5 a rising rack
without a run waited forever for a card the Baseline held (10% of rounds had
no winner). Not discarding what the next seat visibly needs measured no
gain against Medium (73.1% vs 73.0%, 1,000 rounds), so it was left out. Playing for points (a long
front run) when an opponent is near going out was not built.
"""

from __future__ import annotations

from functools import lru_cache

from rackoapp.engine import Observation

from .common import placed, run_required
from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer

INF = float("inf")
P_NORM = 2.0
RUN_COST = 2.0  # passes, for a rack with no run plan the DP can see (two-seat run rule)


@lru_cache(maxsize=None)
def gap_table(p: float, umax: int, shift: float = 0.0) -> tuple[tuple[float, ...], ...]:
    """hp[k][u] = h(k, u) ** p; INF where u < k (the gap cannot be filled).

    The first of m acceptable cards is waited for 1/m passes; Hard's ``shift``
    makes it 1/(m + shift) (hard-v1 itself is 0, its arithmetic unchanged).
    """
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
                val = (1.0 + s) / m if not shift else 1.0 / (m + shift) + s / m
                if val < h:
                    h = val
            hp[k][u] = h ** p
    return tuple(tuple(row) for row in hp)


class _Side:
    """Availability seen from one direction (the mirror image reads the rack backwards)."""

    __slots__ = ("vals", "cnt", "trc")

    def __init__(self, vals, flags) -> None:
        self.vals = vals
        cnt = []
        t = 0
        for f in flags:
            t += f
            cnt.append(t)
        self.cnt = cnt
        trc = []
        t = 0
        last = len(flags) - 3
        for v in range(len(flags)):
            if 0 < v <= last and flags[v] and flags[v + 1] and flags[v + 2]:
                t += 1
            trc.append(t)
        self.trc = trc


class _Eval:
    """One decision's evaluator: a rack, the available cards and the rules.

    Values are in p-space (sums of h**p); ``root`` turns them into passes.
    Run-mode states of a kept card: 0 = no run yet, a stretch of 1 ends here;
    1 = no run yet, a stretch of 2 ends here; 2 = a run of three is planned.
    Run plans: kept cards in a stretch, forced gaps (as many values as slots),
    one or two named cards attached to a kept card, or three consecutive
    available cards inside a gap of three or more slots.
    """

    __slots__ = ("n", "hp", "run", "inv", "run_pen", "fwd", "bwd", "F", "B", "flags")

    def __init__(self, rack, available, deck_size: int, run: bool, p: float = P_NORM,
                 run_cost: float = RUN_COST) -> None:
        n = deck_size
        self.n = n
        self.hp = self._gap_table(p, n)
        self.inv = 1.0 / p
        self.run = run
        self.run_pen = run_cost ** p
        flags = [0] * (n + 2)
        for c in available:
            flags[c] = 1
        self.flags = flags
        self.fwd = _Side((0, *rack, n + 1), flags)
        self.F = self._dp(self.fwd)
        mrack = tuple(n + 1 - c for c in reversed(rack))
        self.bwd = _Side((0, *mrack, n + 1), flags[::-1])
        self.B = self._dp(self.bwd)

    def _gap_table(self, p: float, n: int):
        return gap_table(p, n)

    def _dp(self, side: _Side):
        F = [(0.0, INF, INF)]
        vals = side.vals
        into = self._into
        for i in range(1, 12):
            F.append(into(F, side, i, vals[i]))
        return F

    def _into(self, F, side: _Side, i: int, vi: int):
        """Best costs per state of a chain that keeps value ``vi`` at node i (11 = end)."""
        hp = self.hp
        vals = side.vals
        cnt = side.cnt
        ci = cnt[vi - 1]
        if not self.run:
            best = INF
            for h in range(i):
                vh = vals[h]
                if vh < vi:
                    v = F[h][0] + hp[i - h - 1][ci - cnt[vh]]
                    if v < best:
                        best = v
            return (best, INF, INF)
        trc = side.trc
        real_i = i < 11
        f0 = f1 = f2 = INF
        for h in range(i):
            vh = vals[h]
            if vh >= vi:
                continue
            fh = F[h]
            a0, a1, a2 = fh
            if a0 == a1 == a2 == INF:
                continue
            k = i - h - 1
            u = ci - cnt[vh]
            hk = hp[k]
            cost = hk[u]
            if cost == INF:
                continue
            amin = a0 if a0 < a1 else a1
            if a2 < amin:
                amin = a2
            if vi - vh - 1 == k:
                # A forced gap (or none): the stretch runs through.
                v = a2 + cost
                if v < f2:
                    f2 = v
                add = k + (1 if real_i else 0)
                for sh, a in ((0, a0), (1, a1)):
                    if a == INF:
                        continue
                    length = (sh + 1 if h else 0) + add
                    v = a + cost
                    if length >= 3:
                        if v < f2:
                            f2 = v
                    elif length == 2:
                        if v < f1:
                            f1 = v
                    elif v < f0:
                        f0 = v
                continue
            # A free gap: the stretch stops ...
            v = (a0 if a0 < a1 else a1) + cost
            if v < f0:
                f0 = v
            v = a2 + cost
            if v < f2:
                f2 = v
            if k == 0:
                continue
            # ... unless named cards extend the left stretch into the gap,
            cv = cnt[vh]
            for t in (1, 2):
                if t > k or cnt[vh + t] - cv != t:
                    break
                rest = hk_rest = hp[k - t][ci - cnt[vh + t]]
                if hk_rest == INF:
                    continue
                c2 = hp[t][t] + rest
                if h:
                    if a1 + c2 < f2 and t >= 1:
                        f2 = a1 + c2
                    if t == 2 and a0 + c2 < f2:
                        f2 = a0 + c2
            # ... or named cards start a stretch that reaches this kept card,
            if real_i:
                for t in (1, 2):
                    if t > k or ci - cnt[vi - 1 - t] != t:
                        break
                    rest = hp[k - t][cnt[vi - 1 - t] - cnt[vh]]
                    if rest == INF:
                        continue
                    v = hp[t][t] + rest
                    if t == 1:
                        w = (a0 if a0 < a1 else a1) + v
                        if w < f1:
                            f1 = w
                        w = a2 + v
                        if w < f2:
                            f2 = w
                    else:
                        w = amin + v
                        if w < f2:
                            f2 = w
            # ... or three named cards make a run inside the gap.
            if k >= 3 and vi - 3 > vh and trc[vi - 3] - trc[vh] > 0 and u >= 3:
                rest = hp[k - 3][u - 3]
                if rest < INF:
                    w = amin + hp[3][3] + rest
                    if w < f2:
                        f2 = w
        return (f0, f1, f2)

    def _final(self, f) -> float:
        base = min(f)
        if not self.run:
            return base
        alt = base + self.run_pen
        return f[2] if f[2] < alt else alt

    def current(self) -> float:
        """p-space value of the rack as it is."""
        return self._final(self.F[11])

    def current_without(self, card: int) -> float:
        """Value of the rack as it is, with ``card`` no longer available."""
        if not self.flags[card]:
            return self.current()
        flags = self.flags[:]
        flags[card] = 0
        side = _Side(self.fwd.vals, flags)
        return self._final(self._dp(side)[11])

    def place(self, j: int, card: int) -> float:
        """p-space value after ``card`` replaces slot j (1..10)."""
        l0, l1, l2 = self._into(self.F, self.fwd, j, card)
        if l0 == l1 == l2 == INF:
            return INF
        r0, r1, r2 = self._into(self.B, self.bwd, 11 - j, self.n + 1 - card)
        if not self.run:
            return l0 + r0
        lmin = min(l0, l1, l2)
        rmin = min(r0, r1, r2)
        base = lmin + rmin
        with_run = min(l2 + rmin, lmin + r2, l1 + r1)
        alt = base + self.run_pen
        return with_run if with_run < alt else alt

    def best_place(self, card: int) -> tuple[float, int]:
        best, slot = INF, 1
        for j in range(1, 11):
            v = self.place(j, card)
            if v < best:
                best, slot = v, j
        return best, slot


Evaluator = _Eval  # the public name of the expected-turns model


def available_cards(obs: Observation, deal_top: int | None = None) -> list[int]:
    """The unseen cards that may still be in the draw pile (public information only).

    Until the first rebuild every unseen card may be. A rebuild makes the draw
    pile out of the discard pile, whose cards were all seen; so afterwards only
    those of them not seen again since can be drawn, and any other unseen card
    is hidden in an opponent's rack. ``deal_top`` is the card turned up at the
    deal (remembered from ``new_round``), the one discard-pile card the history
    does not name.
    """
    unseen = obs.unseen()
    if not obs.rebuilds:
        return unseen
    pile: list[int] = [] if deal_top is None else [deal_top]
    candidates: set[int] | None = None
    observed: set[int] = set()
    for ev in obs.history:
        if ev.take == "discard":
            if pile:
                pile.pop()
            observed.add(ev.taken)
        pile.append(ev.discarded)
        observed.add(ev.discarded)
        if ev.rebuilt:
            candidates = set(pile)
            candidates.discard(ev.new_discard)
            pile = [ev.new_discard]
            observed = {ev.new_discard}
    if candidates is None:
        return unseen
    return [c for c in unseen if c in candidates and c not in observed]


def draw_value(ev: _Eval, cards, exact: bool) -> float:
    """Mean over ``cards`` (equally likely draws) of the best use of the card, in passes."""
    inv = ev.inv
    total = 0.0
    base = ev.current()
    for c in cards:
        keep = ev.current_without(c) if exact else base
        place, _ = ev.best_place(c)
        v = keep if keep < place else place
        total += 1e6 if v == INF else v ** inv
    return total / len(cards)


class HardV1Player(ComputerPlayer):
    level = "hard-v1"

    p = P_NORM
    run_cost = RUN_COST
    lookahead = 4

    def __init__(self, seat, rules, rng) -> None:
        super().__init__(seat, rules, rng)
        self._deal_top: int | None = None

    def new_round(self, obs: Observation) -> None:
        self._deal_top = obs.discard_pile[0] if obs.discard_pile and not obs.history else None

    def _available(self, obs: Observation) -> list[int]:
        return available_cards(obs, self._deal_top)

    def _evaluator(self, obs: Observation, available) -> _Eval:
        args = (obs.rules.deck_size, run_required(obs), self.p, self.run_cost)
        ev = _Eval(obs.rack, available, *args)
        if ev.current() == INF:
            # Nothing fits what may still be drawn: judge by every unseen card,
            # and failing that by every card outside the rack.
            ev = _Eval(obs.rack, obs.unseen(), *args)
            if ev.current() == INF:
                rack = set(obs.rack)
                ev = _Eval(obs.rack, [c for c in range(1, obs.rules.deck_size + 1)
                                      if c not in rack and c != obs.hand], *args)
        return ev

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return FROM_DRAW_PILE
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        inv = ev.inv
        top_value, _ = ev.best_place(top)
        if top_value == INF:
            return FROM_DRAW_PILE
        top_v = top_value ** inv
        if not unseen:
            return FROM_DISCARD_PILE
        draw_v = draw_value(ev, unseen, exact=True)
        return FROM_DISCARD_PILE if top_v < draw_v else FROM_DRAW_PILE

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        place, slot = ev.best_place(card)
        if obs.hand_from == "discard":
            return slot
        keep = ev.current()
        if self.lookahead and keep > 0 and place > 0 and unseen:
            return self._look_ahead(obs, ev, card, unseen, keep)
        return slot if place < keep else None

    def _look_ahead(self, obs: Observation, ev: _Eval, card: int, unseen, keep: float) -> int | None:
        """Two plies: the best few options by V, judged by the next draw's expectation."""
        options = [(keep, None)] + [(ev.place(j, card), j) for j in range(1, 11)]
        options.sort(key=lambda o: o[0])
        best, best_slot = INF, options[0][1]
        args = (obs.rules.deck_size, run_required(obs), self.p, self.run_cost)
        for v, slot in options[:self.lookahead]:
            if v == INF:
                break
            rack = obs.rack if slot is None else placed(obs.rack, slot, card)
            q = draw_value(_Eval(rack, unseen, *args), unseen, exact=False)
            if q < best:
                best, best_slot = q, slot
        return best_slot
