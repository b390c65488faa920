"""The match's last rounds for Hard: a rising prefix that wins the match however the round ends.

In a two-seat match without partners, let k be the shortest rising prefix
(cards counted from slot 1 while each is higher than the one before) with

    my_total + 5 k >= target   and   my_total + 5 k > opponent_total + 75 (+ 400).

A rack with such a prefix wins the match whoever ends the round: the
opponent's Rack-O gives them 75 (and, with the run bonus, at most 400 more)
and leaves this seat above them at or past the target; its own Rack-O scores
75 >= 5 k; a stalemate scores the prefix.
That is the *lock*. Two rules follow (the code measured in
``benchmarks/ai_endgame.py``, ``SoftEndgamePlayer``):

- Locked: every move keeps the lock (Hard's own choice when it does, else the
  keeping option with the lowest V); a discard-pile card that could only
  break it is left there.
- Not locked yet, but a lock length exists: the round is a race to whichever
  comes first, Rack-O or the lock, as both win the match. Options (the take,
  the placement and its look-ahead) are judged by min(V, L) instead of V,
  where L is the model's cost of making slots 1..k rise (``lock_cost``: the
  chain of ``hard_v1``'s gap table over those slots, the top end open). An
  option that makes the lock at once is played by the locked rule.

Everything else is Hard's. Only public facts are used (the totals, the target,
the seat's own rack and the cards it may still draw), so the decision stays a
pure function of the observation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rackoapp.engine import SLOTS, Observation
from rackoapp.engine.rack import RUN_BONUS_MAX

from .common import placed, rising_count
from .hard_v1 import INF
from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE

ROUND_WIN = 75  # what a Rack-O scores (rules.md, "Scoring a round"); 5 a card in a loser's rising prefix
LOCK_CANDIDATES = 2  # options by L added to the look-ahead's candidates by V


def lock_length(obs: Observation) -> int | None:
    """The shortest rising prefix that wins the match whoever ends the round, or None (none does,
    or not a two-seat match without partners)."""
    if len(obs.racks) != 2 or len(obs.totals) != 2 or obs.rules.partners:
        return None
    me, opp = obs.totals[obs.seat], obs.totals[1 - obs.seat]
    # The opponent's rack is hidden, so its Rack-O may carry the largest run bonus.
    most = ROUND_WIN + (RUN_BONUS_MAX if obs.rules.run_bonus_applies else 0)
    for k in SLOTS:
        points = me + 5 * k
        if points >= obs.rules.target and points > opp + most:
            return k
    return None


def _chain(rack: Sequence[int], k: int, n: int) -> tuple[int, ...]:
    return (0, *rack[:k], n + 1)


def _forward(vals, cnt, hp) -> list[float]:
    """F[i]: the cheapest rising chain from the floor to position i (its card kept)."""
    size = len(vals)
    F = [0.0] + [INF] * (size - 1)
    for i in range(1, size):
        vi = vals[i]
        ci = cnt[vi - 1]
        best = INF
        for h in range(i):
            vh, fh = vals[h], F[h]
            if vh < vi and fh < INF:
                c = fh + hp[i - h - 1][ci - cnt[vh]]
                if c < best:
                    best = c
        F[i] = best
    return F


def _backward(vals, cnt, hp) -> list[float]:
    """G[i]: the cheapest rising chain from position i (its card kept) to the open top."""
    top = len(vals) - 1
    G = [INF] * top + [0.0]
    for i in range(top - 1, -1, -1):
        vi = vals[i]
        ci = cnt[vi]
        best = INF
        for m in range(i + 1, top + 1):
            vm, gm = vals[m], G[m]
            if vm > vi and gm < INF:
                c = hp[m - i - 1][cnt[vm - 1] - ci] + gm
                if c < best:
                    best = c
        G[i] = best
    return G


def lock_cost(rack: Sequence[int], k: int, cnt, hp, n: int) -> float:
    """The model's cost (in p-space, as the evaluator's) of making slots 1..k rise."""
    return _forward(_chain(rack, k, n), cnt, hp)[k + 1]


class LockChain:
    """The lock's cost of a rack (``keep``), and with one card kept in slot 1..k, in O(k) a slot
    (``with_card``: unlike ``lock_cost`` of the placed rack, that card is never replaced)."""

    __slots__ = ("vals", "F", "G", "k", "cnt", "hp")

    def __init__(self, rack: Sequence[int], k: int, cnt, hp, n: int) -> None:
        self.vals = _chain(rack, k, n)
        self.F = _forward(self.vals, cnt, hp)
        self.G = _backward(self.vals, cnt, hp)
        self.k, self.cnt, self.hp = k, cnt, hp

    def keep(self) -> float:
        return self.F[self.k + 1]

    def with_card(self, j: int, card: int) -> float:
        vals, F, G, cnt, hp = self.vals, self.F, self.G, self.cnt, self.hp
        left = INF
        cl = cnt[card - 1]
        for h in range(j):
            vh, fh = vals[h], F[h]
            if vh < card and fh < INF:
                c = fh + hp[j - h - 1][cl - cnt[vh]]
                if c < left:
                    left = c
        if left == INF:
            return INF
        right = INF
        cr = cnt[card]
        for m in range(j + 1, self.k + 2):
            vm, gm = vals[m], G[m]
            if vm > card and gm < INF:
                c = hp[m - j - 1][cnt[vm - 1] - cr] + gm
                if c < right:
                    right = c
        return left + right

    def best(self, card: int) -> float:
        """The lock's cost after ``card``'s best use for it (or kept out of slots 1..k)."""
        value = self.keep()
        for j in range(1, self.k + 1):
            x = self.with_card(j, card)
            if x < value:
                value = x
        return value


def race_value(ev, rack: Sequence[int], cards, k: int, exact: bool) -> float:
    """Mean over ``cards`` (equally likely draws) of min(V, L) after the card's best use, in
    passes (Hard's ``draw_value`` with the lock as a second way to win)."""
    inv = ev.inv
    base = ev.current()
    chain = LockChain(rack, k, ev.fwd.cnt, ev.hp, ev.n)
    total = 0.0
    for c in cards:
        keep = ev.current_without(c) if exact else base
        place, _ = ev.best_place(c)
        v = min(keep, place, chain.best(c))
        total += 1e6 if v == INF else v ** inv
    return total / len(cards)


def locked_take(obs: Observation, k: int, plain: Callable[[], str]) -> str:
    """Locked: the discard pile's card only if it can be placed keeping the lock."""
    top = obs.discard_top
    if top is not None and any(rising_count(placed(obs.rack, j, top)) >= k for j in SLOTS):
        return plain()
    return FROM_DRAW_PILE


def race_take(player, obs: Observation, k: int) -> str:
    """Not locked yet: the discard pile's card against a draw, both judged by min(V, L)."""
    top = obs.discard_top
    if top is None:
        return FROM_DRAW_PILE
    unseen = player._available(obs)
    ev = player._evaluator(obs, unseen)
    top_v, _ = ev.best_place(top)
    value = min(top_v, LockChain(obs.rack, k, ev.fwd.cnt, ev.hp, ev.n).best(top))
    if value == INF:
        return FROM_DRAW_PILE
    if not unseen:
        return FROM_DISCARD_PILE
    return FROM_DISCARD_PILE if value ** ev.inv < race_value(ev, obs.rack, unseen, k, exact=True) \
        else FROM_DRAW_PILE


def locking_slot(player, obs: Observation, card: int, k: int, plain: Callable[[], int | None]) -> int | None:
    """Hard's placement if it keeps (or makes) the lock, else the keeping option with the lowest V."""
    choice = plain()
    if rising_count(obs.rack if choice is None else placed(obs.rack, choice, card)) >= k:
        return choice
    options: list[int | None] = [j for j in SLOTS if rising_count(placed(obs.rack, j, card)) >= k]
    if obs.hand_from != "discard" and rising_count(obs.rack) >= k:
        options.insert(0, None)
    if not options:
        return choice
    ev = player._evaluator(obs, player._available(obs))
    return min(options, key=lambda j: (ev.current() if j is None else ev.place(j, card), -1 if j is None else j))


def race_slot(player, obs: Observation, card: int, k: int, plain: Callable[[], int | None]) -> int | None:
    """Not locked yet: the look-ahead over the best options by V and by L, judged by min(V, L)."""
    if any(rising_count(placed(obs.rack, j, card)) >= k for j in SLOTS):
        return locking_slot(player, obs, card, k, plain)
    unseen = player._available(obs)
    ev = player._evaluator(obs, unseen)
    cnt, hp, n = ev.fwd.cnt, ev.hp, ev.n
    kept = lock_cost(obs.rack, k, cnt, hp, n)
    options: list[int | None] = ([] if obs.hand_from == "discard" else [None]) + list(SLOTS)
    scored = []
    for j in options:
        if j is None:
            scored.append((ev.current(), kept, j, obs.rack))
        else:  # a card above slot k leaves the lock's slots as they are
            rack = placed(obs.rack, j, card)
            scored.append((ev.place(j, card), lock_cost(rack, k, cnt, hp, n) if j <= k else kept, j, rack))
    if not unseen:
        return min(scored, key=lambda o: min(o[0], o[1]))[2]
    by_v = sorted(scored, key=lambda o: o[0])[:player.lookahead]
    by_l = sorted(scored, key=lambda o: o[1])[:LOCK_CANDIDATES]
    candidates = {o[2]: o for o in by_v + by_l if min(o[0], o[1]) < INF}
    args = player._args(obs)
    best, choice = INF, None
    for j, (_, _, _, rack) in sorted(candidates.items(), key=lambda t: -1 if t[0] is None else t[0]):
        q = race_value(player._ev(rack, unseen, args), rack, unseen, k, exact=False)
        if q < best:
            best, choice = q, j
    return choice if best < INF else plain()
