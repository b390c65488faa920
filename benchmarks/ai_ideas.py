"""Ideas for Hard measured in issue 12 and not kept (hard.py's docstring has the figures).

``IdeaPlayer`` is Hard with each idea behind a class attribute, off by default;
``benchmarks/ai_tune.py`` seats it as ``hard:attr=value``:

- ``race_h``: judge options (take and look-ahead) by 1 - exp(-race_h * turns),
  the chance that an opponent with a constant hazard finishes first;
- ``opp_discard``: the next discard (taken as a uniform unseen card) as a
  second source of cards in the look-ahead, with this weight;
- ``plies = 3``: the look-ahead's next draw judged by the draw after it (slow);
- ``rollouts``: the ``top`` options by V played on ``depth`` turns greedily
  over the same sampled draw orders, then judged by V in turns.

Session 3 (figures in hard.py's docstring):

- ``v_pow``: options (take and look-ahead) judged by the mean of passes ** v_pow;
- ``p_in``: one p-norm inside a gap (the gap table), the player's ``p`` between gaps;
- ``shift1``: a one-slot gap's first card waited for 1/(m + shift1) passes;
- ``la_exact``: the look-ahead's "keep" counts the drawn card as gone;
- ``la_discard``: the discard pile's card placed by the look-ahead too;
- ``take_bias``: take the discard pile's card while it is below (1 + bias) x the draw's worth;
- ``phantom``: per opponent slot last filled by a hidden drawn card, the drawable
  card nearest the middle of that slot's band is counted as held there;
- ``pts_w`` (``pts_t``): a card of the rising prefix is worth pts_w turns (growing
  over the seat's first pts_t turns), for the points of a lost round.

Session 4, learned values (benchmarks/ai_learn.py fits them; models are read
from ``$AI_LEARN_DIR``, default /tmp/ai_learn):

- ``learned = N``: Hard's gap table with the multipliers of tableN.json;
- ``lin = N``: options valued by linN.json's predicted turns from V and the
  plan's shape (race rules and solo; Hard's decisions in the other rules);
- ``logit = N``: options valued by logitN.json's P(win) (two seats, race rules).

Session 18:

- ``distill = N`` (``distill_eps``, ``distill_width``): benchmarks/ai_distill.py; the
  look-ahead's close options ranked by a correction fitted on rollouts, read from
  distill_weightsN.json (``$AI_DISTILL_DIR``, default benchmarks/).

Session 19:

- ``distill2 = N`` (``distill2_eps``): two seats; the look-ahead's close options ranked by
  minus the race win rate as fitted (benchmarks/ai_distill.py gen2 / fit2) on rollouts that
  sample the opponent's hidden cards, read from distill2_weightsN.json.
- ``roll2 = S``: two seats; those close options chosen by S such rollouts each, as a policy
  (about a second a close decision: the headroom the distillation could reach).

Session 20:

- ``seats2_run = 1``: Hard's two-seat ``_seats2`` under the run rule too, with
  ``SEATS2_W_RUN`` fitted (ai_distill.py fit2) on gen2 ``--rules default`` data; default rules
  paired +1.2% (SE 0.8, seed 201), +0.8% (SE 0.7, seed 202), +0.7% (SE 0.8, seed 203; run
  after the decision): not kept in session 20; three more seeds in session 21 (+1.3%, +2.1%,
  +0.7%) and it was kept: it lives in hard.py now, and ``hard:seats2_run=0`` is Hard before.

Session 15:

- ``deny`` (``deny_eps``): two seats; a look-ahead option also pays ``deny`` x the
  next seat's gain from the card it discards (only among options within
  ``deny_eps`` passes of the best, if set).
"""

from __future__ import annotations

import functools
import math
import random

from rackoapp.ai.common import placed, rising_count, run_required
from rackoapp.ai.hard import INF, Evaluator, HardPlayer, draw_value, _taking_gain
from rackoapp.ai.hard_v1 import gap_table
from rackoapp.ai.player import FROM_DISCARD_PILE, FROM_DRAW_PILE
from rackoapp.engine import Observation


def _race_value(ev: Evaluator, cards, exact: bool, scale: float) -> float:
    """Mean over ``cards`` of 1 - exp(-scale * passes): the chance an opponent
    of constant hazard finishes first, if ``scale`` is its hazard in passes."""
    inv = ev.inv
    total = 0.0
    base = ev.current()
    for c in cards:
        keep = ev.current_without(c) if exact else base
        place, _ = ev.best_place(c)
        v = keep if keep < place else place
        total += 1.0 if v == INF else 1.0 - math.exp(-scale * v ** inv)
    return total / len(cards)


def _discard_value(ev: Evaluator, cards, draw: float) -> float:
    """Mean over ``cards`` (the next discard, equally likely) of min(take it, draw), in passes."""
    inv = ev.inv
    total = 0.0
    for c in cards:
        v, _ = ev.best_place(c)
        v = INF if v == INF else v ** inv
        total += v if v < draw else draw
    return total / len(cards)


def _next_seat_gain(obs, unseen, args):
    """d -> how many passes better than drawing the next seat finds taking d (0 if it would
    not take it), by this model on its rack as seen: a hidden slot holds its band's middle."""
    s = (obs.seat + 1) % len(obs.racks)
    n = obs.rules.deck_size
    seen = obs.racks[s]
    rack = tuple(c if c is not None else int((j + 0.5) * n / 10) for j, c in enumerate(seen))
    return _taking_gain(rack, [c for c in unseen if c not in rack], args)


def _draw_value_pow(ev: Evaluator, cards, exact: bool, a: float) -> float:
    """As hard's ``draw_value``, the mean of passes ** a (a > 1 dislikes risk)."""
    inv = ev.inv * a
    total = 0.0
    base = ev.current()
    for c in cards:
        keep = ev.current_without(c) if exact else base
        place, _ = ev.best_place(c)
        v = keep if keep < place else place
        total += 1e6 if v == INF else v ** inv
    return total / len(cards)


class SplitEvaluator(Evaluator):
    """Hard's model with one p-norm inside a gap (``p_in``: its parts filled
    in parallel) and another, the player's ``p``, between the rack's gaps."""

    __slots__ = ("p_in",)

    def __init__(self, *args, p_in: float) -> None:
        self.p_in = p_in
        super().__init__(*args)

    def _gap_table(self, p: float, n: int):
        return _split_table(self.p_in, p, n, self.shift)


@functools.lru_cache(maxsize=None)
def _split_table(p_in: float, p_out: float, n: int, shift: float):
    inner = gap_table(p_in, n, shift)
    return tuple(tuple(INF if x == INF else x ** (p_out / p_in) for x in row) for row in inner)


def phantom_cards(obs, available) -> set[int]:
    """For each slot an opponent last filled with a hidden drawn card, the
    drawable card nearest the middle of that slot's band (a sorting opponent
    put something of about that value there, so it will not be drawn)."""
    n = obs.rules.deck_size
    last: dict[tuple[int, int], str] = {}
    for ev in obs.history:
        if ev.seat != obs.seat and ev.slot is not None:
            last[(ev.seat, ev.slot)] = ev.take
    pool = sorted(available)
    out: set[int] = set()
    for (s, j), take in sorted(last.items()):
        if take != "draw" or obs.racks[s][j - 1] is not None:
            continue
        lo, hi = (j - 1) * n / 10, j * n / 10
        mid = (lo + hi + 1) / 2
        near = [c for c in pool if lo < c <= hi and c not in out]
        if near:
            out.add(min(near, key=lambda c: (abs(c - mid), c)))
    return out


@functools.lru_cache(maxsize=None)
def _k_table(p: float, umax: int, shift: float, shift1: float):
    """hard_v1.gap_table with the first card of a one-slot gap waited for
    1/(m + shift1) passes and that of a wider gap 1/(m + shift)."""
    inv = 1.0 / p
    hp = [[INF] * (umax + 1) for _ in range(11)]
    hp[0] = [0.0] * (umax + 1)
    for u in range(1, umax + 1):
        for k in range(1, 11):
            if u < k:
                continue
            sh = shift1 if k == 1 else shift
            betas = []
            for r in range(1, u + 1):
                best = INF
                for j in range(1, k + 1):
                    a = hp[j - 1][r - 1]
                    c = hp[k - j][u - r]
                    if a + c < best:
                        best = a + c
                if best < INF:
                    betas.append(best ** inv)
            betas.sort()
            s = 0.0
            h = INF
            for m, b in enumerate(betas, 1):
                s += b
                val = 1.0 / (m + sh) + s / m
                if val < h:
                    h = val
            hp[k][u] = h ** p
    return tuple(tuple(row) for row in hp)


class KEvaluator(Evaluator):
    __slots__ = ("shift1",)

    def __init__(self, *args, shift1: float) -> None:
        self.shift1 = shift1
        super().__init__(*args)

    def _gap_table(self, p: float, n: int):
        return _k_table(p, n, self.shift, self.shift1)


class IdeaPlayer(HardPlayer):
    v_pow = 1.0
    take_bias = 0.0
    la_discard = 0
    shift1 = -1.0
    la_exact = 0
    phantom = 0
    p_in = 0.0
    pts_w = 0.0
    pts_t = 0
    opp_discard = 0.0
    plies = 2
    race_h = 0.0
    rollouts = 0
    depth = 3
    top = 3
    learned = 0
    logit = 0
    lin = 0
    deny = 0.0      # session 15: passes of ours a pass of the next seat's gain from our discard is worth
    deny_eps = 0.0  # ... applied only among options within this many passes of the best (0: all)
    distill = 0         # session 18: N > 0 ranks close options by the weights of distill_weightsN.json
    distill_eps = 0.1   # ... among the look-ahead's ``distill_width`` best within this many passes
    distill_width = 3
    la_all = 0  # session 18, solo only: the look-ahead's V counts every card outside the rack drawable
    distill_eps_seats = -1.0  # with opponents: this window instead (< 0: distill_eps; 0: Hard's own pick)
    distill2 = 0         # session 19: two seats, close options ranked by distill2_weightsN.json (gen2/fit2)
    distill2_eps = 0.1   # ... among the look-ahead's ``distill_width`` best within this many passes
    roll2 = 0            # session 19: two seats, close options chosen by roll2 rollouts each (slow; headroom)

    def _logit_on(self, obs) -> bool:
        if self.lin:
            return not run_required(obs)
        return bool(self.logit) and len(obs.racks) > 1 and not run_required(obs)

    def _lw(self, obs):
        """The learned model's weights and the turn argument (-1: a turns model)."""
        from ai_learn import load_logit
        if self.lin:
            return load_logit(self.lin, "lin"), -1
        return load_logit(self.logit), obs.turns // len(obs.racks)

    def choose_take(self, obs):
        if self._logit_on(obs) and obs.discard_top is not None:
            from ai_learn import ShapeModel, best_p
            unseen = self._available(obs)
            ev = self._evaluator(obs, unseen)
            if unseen and ev.current() < INF:
                w, t = self._lw(obs)
                sm = ShapeModel(ev)
                n = len(unseen)
                p_top, _ = best_p(w, sm, obs.discard_top, n, t, ev.inv, keep=False)
                if p_top <= (-1e9 if t < 0 else 0.0):
                    return FROM_DRAW_PILE
                p_draw = sum(best_p(w, sm, c, n, t, ev.inv)[0] for c in unseen) / n
                return FROM_DISCARD_PILE if p_top > p_draw else FROM_DRAW_PILE
        if (self.v_pow != 1.0 or self.take_bias) and obs.discard_top is not None:
            return self._take_pow(obs)
        if not (self.race_h and len(obs.racks) > 1) or obs.discard_top is None:
            return super().choose_take(obs)
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        top_value, _ = ev.best_place(obs.discard_top)
        if top_value == INF:
            return FROM_DRAW_PILE
        if not unseen:
            return FROM_DISCARD_PILE
        scale = self.race_h * len(unseen)
        draw_r = _race_value(ev, unseen, True, scale)
        return FROM_DISCARD_PILE if 1.0 - math.exp(-scale * top_value ** ev.inv) < draw_r else FROM_DRAW_PILE

    def _take_pow(self, obs):
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        top_value, _ = ev.best_place(obs.discard_top)
        if top_value == INF:
            return FROM_DRAW_PILE
        if not unseen:
            return FROM_DISCARD_PILE
        draw_v = _draw_value_pow(ev, unseen, True, self.v_pow)
        top = top_value ** (ev.inv * self.v_pow)
        return FROM_DISCARD_PILE if top < draw_v * (1.0 + self.take_bias) else FROM_DRAW_PILE

    def _discard_look_ahead(self, obs, card):
        """A discard-pile card's slot by the two-ply look-ahead too (it cannot be kept)."""
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        options = sorted(((ev.place(j, card), j) for j in range(1, 11)), key=lambda o: o[0])
        if not unseen or options[0][0] in (0.0, INF):
            return options[0][1]
        args = self._args(obs)
        best, best_slot = INF, options[0][1]
        for v, slot in options[:self.lookahead]:
            if v == INF:
                break
            q = self._option_value(obs, placed(obs.rack, slot, card), unseen, args)
            if q < best:
                best, best_slot = q, slot
        return best_slot

    def _logit_slot(self, obs, card):
        """Options by the learned model (P(win), or minus the turns), the best few
        judged after the next draw as Hard's look-ahead does; -1: fall back to Hard."""
        from ai_learn import ShapeModel, best_p, logit_p
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        if not unseen or ev.current() == INF:
            return -1
        w, t = self._lw(obs)
        sm = ShapeModel(ev)
        n = len(unseen)
        inv = ev.inv
        floor = -1e9 if t < 0 else 0.0
        opts = [] if obs.hand_from == "discard" else [(logit_p(w, sm.current(), n, t, inv), None)]
        opts += [(logit_p(w, sm.place(j, card), n, t, inv), j) for j in range(1, 11)]
        opts.sort(key=lambda o: -o[0])
        if obs.hand_from == "discard" or not self.lookahead:
            return opts[0][1]
        if opts[0][0] <= floor:
            return -1
        args = self._args(obs)
        best, best_slot = -2e9, opts[0][1]
        for p0, slot in opts[:self.lookahead]:
            if p0 <= floor:
                break
            rack = obs.rack if slot is None else placed(obs.rack, slot, card)
            sm2 = ShapeModel(self._ev(rack, unseen, args))
            q = sum(best_p(w, sm2, c, n, t, inv)[0] for c in unseen) / n
            if q > best:
                best, best_slot = q, slot
        return best_slot

    def _pts_weight(self, obs) -> float:
        """Turns a card of the rising prefix is worth (points if the round is lost)."""
        if not self.pts_w or len(obs.racks) < 2:
            return 0.0
        if not self.pts_t:
            return self.pts_w
        mine = obs.turns // len(obs.racks)
        return self.pts_w * min(1.0, mine / self.pts_t)

    def choose_slot(self, obs, card):
        if self._logit_on(obs):
            slot = self._logit_slot(obs, card)
            if slot != -1:
                return slot
        w = self._pts_weight(obs)
        if self.la_discard and obs.hand_from == "discard" and not w:
            return self._discard_look_ahead(obs, card)
        if not w:
            return super().choose_slot(obs, card)
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        n = max(1, len(unseen))
        inv = ev.inv
        opts = []
        if obs.hand_from != "discard":
            opts.append((ev.current(), None, obs.rack))
        for j in range(1, 11):
            opts.append((ev.place(j, card), j, placed(obs.rack, j, card)))
        scored = sorted((((INF if v == INF else v ** inv * n - w * rising_count(r)), slot, r)
                         for v, slot, r in opts), key=lambda o: o[0])
        if obs.hand_from == "discard" or not unseen or scored[0][0] == INF:
            return scored[0][1]
        args = self._args(obs)
        best, best_slot = INF, scored[0][1]
        for v, slot, rack in scored[:self.lookahead]:
            if v == INF:
                break
            q = self._option_value(obs, rack, unseen, args) * n - w * rising_count(rack)
            if q < best:
                best, best_slot = q, slot
        return best_slot

    def _look_ahead(self, obs, ev, card, unseen, keep):
        if self.roll2 and len(obs.racks) == 2:
            from ai_distill import rollout2_pick
            return rollout2_pick(self, obs, ev, card, unseen, keep, self.roll2, self.distill2_eps,
                                 self.distill_width, HardPlayer)
        if self.distill2 and len(obs.racks) == 2:
            from ai_distill import distill2_pick, load_weights2
            return distill2_pick(self, obs, ev, card, unseen, keep, load_weights2(self.distill2),
                                 self.distill2_eps, self.distill_width)
        if self.distill:
            eps = self.distill_eps if len(obs.racks) == 1 or self.distill_eps_seats < 0 else self.distill_eps_seats
            if eps > 0:
                from ai_distill import distill_pick, load_weights
                return distill_pick(self, obs, ev, card, unseen, keep, load_weights(self.distill),
                                    eps, self.distill_width)
        if self.rollouts and len(unseen) > self.depth:
            return self._rollout(obs, ev, card, unseen, keep)
        if self.deny and len(obs.racks) == 2:
            return self._deny_look_ahead(obs, ev, card, unseen, keep)
        return super()._look_ahead(obs, ev, card, unseen, keep)

    def _deny_look_ahead(self, obs, ev, card, unseen, keep):
        options = self.look_ahead_options(obs, ev, card, unseen, keep)
        if not options:
            return None
        best = min(o[0] for o in options)
        gain = _next_seat_gain(obs, unseen, self._args(obs))
        scored = []
        for worth, slot in options:
            if self.deny_eps and worth > best + self.deny_eps:
                continue
            discarded = card if slot is None else obs.rack[slot - 1]
            scored.append((worth + self.deny * gain(discarded), slot))
        return min(scored, key=lambda o: o[0])[1]

    def _available(self, obs):
        avail = super()._available(obs)
        if not self.phantom or len(obs.racks) < 2:
            return avail
        gone = phantom_cards(obs, avail)
        return [c for c in avail if c not in gone]

    def _ev(self, rack, available, args):
        if self.learned:
            from ai_learn import LearnedEvaluator
            return LearnedEvaluator(rack, available, *args, index=self.learned)
        if self.shift1 >= 0:
            return KEvaluator(rack, available, *args, shift1=self.shift1)
        if not self.p_in:
            return Evaluator(rack, available, *args)
        return SplitEvaluator(rack, available, *args, p_in=self.p_in)

    def _option_value(self, obs, rack, unseen, args) -> float:
        if self.la_all and len(obs.racks) == 1:
            inside = set(rack)
            ev2 = self._ev(rack, [c for c in range(1, obs.rules.deck_size + 1) if c not in inside], args)
            return draw_value(ev2, unseen, exact=False)
        ev2 = self._ev(rack, unseen, args)
        if self.race_h and len(obs.racks) > 1:
            q = _race_value(ev2, unseen, False, self.race_h * len(unseen))
        elif self.v_pow != 1.0:
            q = _draw_value_pow(ev2, unseen, False, self.v_pow)
        elif self.plies < 3 and self.la_exact:
            q = draw_value(ev2, unseen, exact=True)
        elif self.plies < 3:
            # Hard's own, so a change made there reaches every variant here: a copy of it made
            # an idea tried in HardPlayer._option_value play Hard's games unchanged (session 45).
            q = super()._option_value(obs, rack, unseen, args)
        else:
            q = self._three_ply(rack, unseen, args)
        if self.opp_discard and len(obs.racks) > 1:
            q = (1 - self.opp_discard) * q + self.opp_discard * _discard_value(ev2, unseen, q)
        return q

    def _three_ply(self, rack, unseen, args) -> float:
        """Experimental: the next draw's best use judged by the draw after it (slow)."""
        total = 0.0
        for c in unseen:
            rest = [x for x in unseen if x != c]
            if not rest:
                continue
            ev = Evaluator(rack, rest, *args)
            opts = [(ev.current(), None)] + [(ev.place(j, c), j) for j in range(1, 11)]
            opts.sort(key=lambda o: o[0])
            best = INF
            for v, slot in opts[:3]:
                if v == INF:
                    break
                r2 = rack if slot is None else placed(rack, slot, c)
                q = draw_value(Evaluator(r2, rest, *args), rest, exact=False)
                if q < best:
                    best = q
            total += best if best < INF else 1e6
        return total / len(unseen)

    def _rollout(self, obs: Observation, ev: Evaluator, card: int, unseen, keep: float) -> int | None:
        """The best few options by V, each played on over the same sampled draws.

        A sample is an order of the drawable cards; every option sees the same
        samples (common random numbers), plays ``depth`` turns greedily by V
        and is then judged by V of its rack, in turns. The samples are seeded by
        the seat's own view, so the decision stays a pure function of it.
        """
        options = [(keep, None)] + [(ev.place(j, card), j) for j in range(1, 11)]
        options.sort(key=lambda o: o[0])
        options = [o for o in options[:self.top] if o[0] < INF]
        if len(options) < 2:
            return options[0][1] if options else None
        args = self._args(obs)
        seed = 0
        for c in (*obs.rack, card, len(obs.history), obs.draw_count):
            seed = (seed * 1_000_003 + c) & 0xFFFFFFFF
        rng = random.Random(seed)
        samples = []
        for _ in range(self.rollouts):
            order = list(unseen)
            rng.shuffle(order)
            samples.append(order)
        depth = self.depth
        best, best_slot = INF, options[0][1]
        for _, slot in options:
            start = obs.rack if slot is None else placed(obs.rack, slot, card)
            total = 0.0
            for order in samples:
                total += _play_out(start, order, depth, args)
            if total < best:
                best, best_slot = total, slot
        return best_slot

def _play_out(rack, order, depth: int, args) -> float:
    """Turns to go Rack-O: ``depth`` greedy turns on ``order``, then V in turns."""
    for t in range(depth):
        rest = order[t + 1:]
        ev = Evaluator(rack, rest, *args)
        v, slot = ev.best_place(order[t])
        if v < ev.current():
            rack = placed(rack, slot, order[t])
            if v == 0.0:
                return t + 1.0
    rest = order[depth:]
    v = Evaluator(rack, rest, *args).current()
    if v == INF:
        return 1e6
    return depth + v ** (1.0 / args[2]) * len(rest)

