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
"""

from __future__ import annotations

import math
import random

from rackoapp.ai.common import placed
from rackoapp.ai.hard import INF, Evaluator, HardPlayer, _draw_value
from rackoapp.ai.player import FROM_DISCARD_PILE, FROM_DRAW_PILE


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


class IdeaPlayer(HardPlayer):
    opp_discard = 0.0
    plies = 2
    race_h = 0.0
    rollouts = 0
    depth = 3
    top = 3

    def choose_take(self, obs):
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

    def _look_ahead(self, obs, ev, card, unseen, keep):
        if self.rollouts and len(unseen) > self.depth:
            return self._rollout(obs, ev, card, unseen, keep)
        return super()._look_ahead(obs, ev, card, unseen, keep)

    def _option_value(self, obs, rack, unseen, args) -> float:
        ev2 = Evaluator(rack, unseen, *args)
        if self.race_h and len(obs.racks) > 1:
            q = _race_value(ev2, unseen, False, self.race_h * len(unseen))
        elif self.plies < 3:
            q = _draw_value(ev2, unseen, exact=False)
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
                q = _draw_value(Evaluator(r2, rest, *args), rest, exact=False)
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

