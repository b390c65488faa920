"""Medium: a good heuristic player with flexible targets.

It keeps the increasing subsequence of its rack that leaves the easiest gaps
to fill (a longest-increasing-subsequence style dynamic programme over the
slots), and scores a gap of k slots between kept cards lo < hi by how crowded
it is: k*k / w, where w = hi - lo - 1 is the number of values that fit there
(infinite when w < k). A card goes where it lowers that score most; a
discard-pile card is taken only when it lowers the score clearly.

What it does not do (that Hard does): count which cards are still unseen, look
ahead, or think about the opponent. Under the two-seat run rule, a rising rack
without a run looks for a card that makes one while keeping it rising, and
builds a pair toward one meanwhile (``run_building_slot``).
"""

from __future__ import annotations

from rackoapp.engine import Observation

from .common import UNDECIDED, needs_run, run_building_slot, run_slots
from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer

INF = float("inf")
# A discard-pile card must lower the score by this much. At 0.6 Medium was no step above Easy
# without the run rule: it won 51.7% of 8,000 two-seat race rounds against Easy (62.5% under the
# run rule) and Hard beat it in 71.7%. At 0.3 (benchmarks/ai_match.py --only ladder
# --ladder-rounds 4000) Medium beats Easy in 60.5% of race rounds and 68.8% of default ones, Hard
# beats Medium in 64.4% and 67.5%: a step each way under both rules.
TAKE_MARGIN = 0.3


def _width_table(deck_size: int) -> tuple[tuple[float, ...], ...]:
    rows = []
    for k in range(11):
        row = []
        for w in range(deck_size + 2):
            if k == 0:
                row.append(0.0)
            elif w < k:
                row.append(INF)
            else:
                row.append(k * k / w)
        rows.append(tuple(row))
    return tuple(rows)


_TABLES = {n: _width_table(n) for n in (40, 50, 60)}  # read-only after import


def chain_score(rack, deck_size: int, table) -> float:
    """Smallest total gap score over the increasing subsequences one may keep."""
    vals = (0, *rack, deck_size + 1)
    f = [0.0] * 12
    for i in range(1, 12):
        vi = vals[i]
        best = INF
        for h in range(i):
            vh = vals[h]
            if vh < vi:
                c = f[h] + table[i - h - 1][vi - vh - 1]
                if c < best:
                    best = c
        f[i] = best
    return f[11]


class MediumPlayer(ComputerPlayer):
    level = "medium"

    def _table(self, obs: Observation):
        return _TABLES[obs.rules.deck_size]

    def _best(self, obs: Observation, card: int) -> tuple[float, int]:
        """(score, slot) of the best placement of ``card``."""
        rack = list(obs.rack)
        n = obs.rules.deck_size
        table = self._table(obs)
        best, best_slot = INF, 1
        for j in range(10):
            old = rack[j]
            rack[j] = card
            s = chain_score(rack, n, table)
            rack[j] = old
            if s < best:
                best, best_slot = s, j + 1
        return best, best_slot

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return FROM_DRAW_PILE
        if needs_run(obs):
            return FROM_DISCARD_PILE if run_slots(obs.rack, top) else FROM_DRAW_PILE
        now = chain_score(obs.rack, obs.rules.deck_size, self._table(obs))
        after, _ = self._best(obs, top)
        return FROM_DISCARD_PILE if after < now - TAKE_MARGIN or (after == 0 < now) else FROM_DRAW_PILE

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        forced = obs.hand_from == "discard"
        if needs_run(obs):
            slot = run_building_slot(obs, card)
            if slot is not UNDECIDED:
                return slot
        now = chain_score(obs.rack, obs.rules.deck_size, self._table(obs))
        after, slot = self._best(obs, card)
        if forced or after < now:
            return slot
        return None
