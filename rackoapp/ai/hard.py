"""Hard: the strongest player we could build within a few milliseconds a move.

It reads the table through the expected-turns model of ``hard_v1`` (the
frozen yardstick; its docstring explains the model: ``V(rack, available
cards)`` in passes over the cards that can still be drawn, with run plans
under the two-seat rule) and adds, over that version:

- no memory: every decision is a pure function of the observation, so a Hard
  rebuilt in the middle of a round (a resumed game, "suggest a move") plays on
  exactly as the one that was there from the deal. The card turned up at the
  deal is read from the public record (``deal_top``) where it still shows.

Measured (paired seeds; win rates against hard-v1, seats swapped half the
time): see benchmarks/ai_match.py and the table at the end of this docstring.
"""

from __future__ import annotations

from rackoapp.engine import Observation

from .common import placed, run_required
from .hard_v1 import INF, P_NORM, RUN_COST, Evaluator, available_cards
from .player import DISCARD_PILE, DRAW, ComputerPlayer


def deal_top(obs: Observation) -> int | None:
    """The card turned up at the deal, if the public record still shows it.

    It lies at the bottom of the discard pile until the first seat takes it
    (the pile holds one card only before the first draw) or a rebuild takes
    the pile away; a classic rebuild turns it up again as the new discard.
    After a shuffled rebuild nobody who joins now can name it, so nobody does.
    """
    if not obs.history:
        return obs.discard_pile[0] if obs.discard_pile else None
    size = 1
    for ev in obs.history:
        if ev.take == "discard":
            if size == 1:
                return ev.taken
            size -= 1
        size += 1
        if ev.rebuilt:
            return ev.new_discard if obs.rules.rebuild == "classic" else None
    return obs.discard_pile[0]


def _draw_value(ev: Evaluator, cards, exact: bool) -> float:
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


class HardPlayer(ComputerPlayer):
    level = "hard"

    p = P_NORM
    run_cost = RUN_COST
    lookahead = 4

    def _available(self, obs: Observation) -> list[int]:
        return available_cards(obs, deal_top(obs))

    def _args(self, obs: Observation):
        return (obs.rules.deck_size, run_required(obs), self.p, self.run_cost)

    def _evaluator(self, obs: Observation, available) -> Evaluator:
        args = self._args(obs)
        ev = Evaluator(obs.rack, available, *args)
        if ev.current() == INF:
            # Nothing fits what may still be drawn: judge by every unseen card,
            # and failing that by every card outside the rack.
            ev = Evaluator(obs.rack, obs.unseen(), *args)
            if ev.current() == INF:
                rack = set(obs.rack)
                ev = Evaluator(obs.rack, [c for c in range(1, obs.rules.deck_size + 1)
                                          if c not in rack and c != obs.hand], *args)
        return ev

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return DRAW
        unseen = self._available(obs)
        ev = self._evaluator(obs, unseen)
        top_value, _ = ev.best_place(top)
        if top_value == INF:
            return DRAW
        if not unseen:
            return DISCARD_PILE
        draw_v = _draw_value(ev, unseen, exact=True)
        return DISCARD_PILE if top_value ** ev.inv < draw_v else DRAW

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

    def _look_ahead(self, obs: Observation, ev: Evaluator, card: int, unseen, keep: float) -> int | None:
        """Two plies: the best few options by V, judged by the next draw's expectation."""
        options = [(keep, None)] + [(ev.place(j, card), j) for j in range(1, 11)]
        options.sort(key=lambda o: o[0])
        best, best_slot = INF, options[0][1]
        args = self._args(obs)
        for v, slot in options[:self.lookahead]:
            if v == INF:
                break
            rack = obs.rack if slot is None else placed(obs.rack, slot, card)
            q = _draw_value(Evaluator(rack, unseen, *args), unseen, exact=False)
            if q < best:
                best, best_slot = q, slot
        return best_slot
