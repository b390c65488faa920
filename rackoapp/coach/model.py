"""The coach's view of a position: the expected-turns model of hard-v1, option by option.

``rackoapp.ai.hard_v1`` is today's Hard frozen: the coach grades with it so
that a grade given today means the same thing after Hard improves. Hard v1
only *chooses* a move; this adapter also *values* every option it weighs,
judging each decision the way Hard v1 makes it, so that the coach's best
move is Hard v1's move (but among placements within ``TOSS_UP`` of it, the
plainest) and a loss is the price of the played option by the same yardstick:

- the take, one ply: the discard pile's card at its best slot, against the
  mean over the cards that can still be drawn of the best use of each
  (discarding it included), as Hard v1's ``choose_take``; after a classic
  rebuild, which makes the draw pile's order public, against the known next
  card's best use instead (where Hard v1 still takes the mean);
- a discard-pile card's slot, one ply: the rack after the card goes in;
- a drawn card's slot (or discarding it), two plies: the rack after it, then
  the mean over the next draw of that draw's best use, as Hard v1's look-ahead
  (which weighs only its four best options by one ply; the coach weighs all
  eleven, so a played option Hard v1 never considered is valued too). Each
  rack after it is valued on the cards the one-ply model judges by, which
  are widened when none of the drawable ones fits (Hard v1's look-ahead keeps
  the narrow set, and there every option came out equal).

Only the seat's own observation goes in: the cards that can still be drawn
are ``available_cards`` of that observation, public information only.

Units. The model's values are in passes over the cards that can still be
drawn; a pass over ``A`` cards is ``A`` of the seat's own draws, so a value
difference ``dV`` passes is ``dV * A * TURNS_PER_MODEL_TURN`` turns
(``TURNS_PER_MODEL_TURN_RUN`` under the two-seat run rule). The factor is
the product of two measurements (``benchmarks/review_calibration.py``, solo
rounds, hard-v1 playing on):

- across positions, the turns a hard-v1 seat still needed rose by 0.488
  for every turn the model expected (0.277 under the run rule);
- at one position, what a loss is about: the real extra turns of a losing
  move, by rollouts from the played move and from the coach's best (the
  draw pile shuffled afresh, alike for both), came to about 0.67 of the loss
  so scaled without the run rule (the take: Medium 0.61 and 0.63, Easy
  0.80; the placement: Easy 0.70, random 0.70; 830 moves) and about 0.52
  with it (Medium's take, 38 moves, +-0.2). The position slope alone made a
  loss 1.5 to 2 times the turns it cost.

Where the unit still overstates: Medium's placements of a drawn card. The
coach's best slot for it (two plies over all eleven options) is, played on
by hard-v1, no better than Medium's own choice (real -0.05 +-0.10 turns for
a loss of 0.51, 126 moves, seed 1; -0.14 +-0.13 for 0.51, seed 3): those
losses are the model's preference among good slots, not turns. Easy's and
random's placements lose what their losses say. A move the model sees no
way out of is counted ``LOSS_CAP`` turns; the one such move measured cost 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rackoapp.ai.common import placed, rising_count, run_required
from rackoapp.ai.draw_order import known_draws
from rackoapp.ai.endgame import lock_cost
from rackoapp.ai import hard_v1
from rackoapp.ai.hard_v1 import INF, P_NORM, RUN_COST, Evaluator, available_cards
from rackoapp.engine import Observation

from .why import in_order, joins_longest_run, share_slot, stuck, winning_run

# The position slope (0.488, 0.277: review_calibration.py, 3,000 solo rounds, seed 1) times
# what rollouts found a scaled loss to cost (0.67 without the run rule, 0.52 with it: see above).
TURNS_PER_MODEL_TURN = 0.33
TURNS_PER_MODEL_TURN_RUN = 0.14
# A move after which the model sees no way to go Rack-O with the cards that
# can still be drawn has an infinite value; its loss is counted as this many turns.
LOSS_CAP = 10.0
# Below this a difference is rounding, not a worse move.
EPS = 1e-9
# Placements within this many turns of the model's best are a toss-up to it (below about 0.2
# rollouts cannot tell a loss from nothing): among them the coach names the one a player would
# see as the plainest (``plain_key``). The model's own pick there could read as nonsense, "put
# the 15 into slot 3" over a 10 and a 12, "slot 1 is about as good" for a 36 (playtest).
TOSS_UP = 0.05


@dataclass(frozen=True, slots=True)
class Options:
    """One decision's options, each valued in the model's turns (lower is better).

    ``values`` maps an option to its value: for a take ``"draw"`` / ``"discard"``;
    for a placement a slot 1..10 or None (discard the drawn card). ``best`` is
    the option of lowest value, Hard v1's choice among equals (the take is
    always Hard v1's). ``inf`` values are options the model sees no way out of.
    """

    values: dict
    best: object
    plain: dict | None = None  # a placement option -> its ``plain_key`` (None for a take)
    locked: bool = False  # the match is won whoever ends the round (``why.winning_run``)

    def loss(self, played) -> float:
        """Turns the played option gave up against the best one (>= 0, capped)."""
        v, b = self.values[played], self.values[self.best]
        if v == INF:
            return 0.0 if b == INF else LOSS_CAP
        if b == INF:  # only when the best is not what Hard v1 would pick; cannot cost
            return 0.0
        d = v - b
        return 0.0 if d < EPS else min(d, LOSS_CAP)


def _args(obs: Observation) -> tuple:
    return (obs.rules.deck_size, run_required(obs), P_NORM, RUN_COST)


def available(obs: Observation, deal_top: int | None = None) -> list[int]:
    """The cards that may be drawn; ``deal_top``: the card turned up at the deal, the
    observation's own by default."""
    return available_cards(obs, obs.turned_up if deal_top is None else deal_top)


def evaluator(obs: Observation, avail: Sequence[int]) -> tuple[Evaluator, Sequence[int]]:
    """Hard v1's evaluator: on the available cards, widened when nothing fits them.

    Also returns the cards it judges by.
    """
    args = _args(obs)
    ev = Evaluator(obs.rack, avail, *args)
    if ev.current() == INF:
        basis = obs.unseen()
        ev = Evaluator(obs.rack, basis, *args)
        if ev.current() == INF:
            rack = set(obs.rack)
            basis = [c for c in range(1, obs.rules.deck_size + 1) if c not in rack and c != obs.hand]
            ev = Evaluator(obs.rack, basis, *args)
        return ev, basis
    return ev, avail


def _passes(v: float, inv: float) -> float:
    return INF if v == INF else v ** inv


def draw_value(ev: Evaluator, cards: Sequence[int], exact: bool) -> float:
    """Mean over ``cards`` (equally likely draws) of the best use of each, in passes: hard-v1's
    ``draw_value`` itself, so that the coach compares what Hard v1 compares; no card, no use."""
    return hard_v1.draw_value(ev, cards, exact) if cards else INF


def _scale(obs: Observation, avail: Sequence[int]) -> float:
    """Turns per pass at this decision."""
    per = TURNS_PER_MODEL_TURN_RUN if run_required(obs) else TURNS_PER_MODEL_TURN
    return max(len(avail), 1) * per


def take_options(obs: Observation, avail: Sequence[int]) -> Options:
    """The take of ``obs`` (a take-phase observation), as hard-v1's ``choose_take`` weighs it."""
    top = obs.discard_top
    scale = _scale(obs, avail)
    if top is None:
        return Options({"draw": 0.0}, "draw")
    ev, _ = evaluator(obs, avail)
    inv = ev.inv
    top_value, _ = ev.best_place(top)
    top_v = _passes(top_value, inv)
    known = known_draws(obs)
    # After a classic rebuild the draw pile's order is public (rules.md): the draw is that card,
    # not the mean of every card left. Taking a useful discard over a known useless draw was
    # graded an inaccuracy (review).
    draw_v = draw_value(ev, known[:1] if known else avail, exact=True) if avail else INF
    values = {"discard": _turns(top_v, scale), "draw": _turns(draw_v, scale)}
    if top_value == INF:
        best = "draw"
    elif not avail:
        best = "discard"
    else:
        # A tie goes to the card in sight: after a classic rebuild both may go Rack-O, and the
        # hint turned down the sure one for the known draw, "fewer turns" than none (review).
        best = "discard" if top_v <= draw_v else "draw"
    if winning_run(obs) is not None:
        # A drawn card may be thrown away and the discard pile's card go above the run: either
        # take keeps the match won. The model's own choice between them stands.
        return Options({take: 0.0 for take in values}, best, locked=True)
    return Options(values, best)


def _turns(v: float, scale: float) -> float:
    return INF if v == INF else v * scale


def place_options(obs: Observation, card: int, avail: Sequence[int]) -> Options:
    """Where ``card`` goes; ``obs`` is the place-phase observation (the card in hand).

    ``avail`` are the cards that can still be drawn as that observation sees them.
    """
    ev, basis = evaluator(obs, avail)
    options = _place_options(obs, card, avail, ev, basis)
    k = winning_run(obs)
    return options if k is None else _keeping_the_run(options, obs, card, ev, _scale(obs, avail), k)


def _keeping_the_run(options: Options, obs: Observation, card: int, ev: Evaluator, scale: float,
                     k: int) -> Options:
    """``options`` once slots 1..``k`` rise and win the match however the round ends: turns to
    Rack-O no longer count. An option that keeps them rising is worth nothing more (0 turns), and
    there is always one (the card discarded, or put above slot k); one that breaks them costs the
    turns to win again, by Rack-O or by that run made anew, whichever the model expects sooner
    (``endgame``'s min(V, L), one ply for the run). The best is the plainest option that keeps
    it, by the model as before: the coach's hint broke such a run for a slot the model preferred,
    and graded keeping it an inaccuracy (coach review)."""
    rack = obs.rack
    keeps = {o for o in options.values if o is None or rising_count(placed(rack, o, card)) >= k}
    values = {}
    for o, v in options.values.items():
        if o in keeps:
            values[o] = 0.0
        else:
            again = lock_cost(placed(rack, o, card), k, ev.fwd.cnt, ev.hp, ev.n)
            values[o] = min(v, _turns(_passes(again, ev.inv), scale))
    kept = _plainest({o: options.values[o] for o in keeps}, min(keeps, key=lambda o: (
        options.values[o], o != options.best)), rack, card, obs.rules.deck_size)
    return Options(values, kept.best, options.plain, locked=True)


def _place_options(obs: Observation, card: int, avail: Sequence[int], ev: Evaluator,
                   basis: Sequence[int]) -> Options:
    """The options by the model's turns to Rack-O alone (``place_options``)."""
    inv = ev.inv
    scale = _scale(obs, avail)
    rack = obs.rack
    if obs.hand_from == "discard":
        values = _one_ply_slots(obs, ev, basis, card, scale)
        hard_pick = ev.best_place(card)[1]
        best = min(values, key=lambda j: (values[j], j != hard_pick))
        return _plainest(values, best, rack, card, obs.rules.deck_size, avail)
    keep = ev.current()
    place, slot = ev.best_place(card)
    if keep > 0 and place > 0 and avail:
        args = _args(obs)
        values = {}
        order = [None, *range(1, 11)]
        for o in order:
            r = rack if o is None else placed(rack, o, card)
            # Judged on the cards the one-ply model judges by: widened when nothing fits the
            # drawable ones. On those alone every next draw was of no use, every option equal,
            # and a 2 put into slot 10 was "best" (review).
            values[o] = _turns(draw_value(Evaluator(r, basis, *args), avail, exact=False), scale)
        # Hard v1's pick among equals: the option that ranked first by one ply.
        one_ply = {None: keep, **{j: ev.place(j, card) for j in range(1, 11)}}
        best = min(order, key=lambda o: (values[o], one_ply[o]))
        return _plainest(values, best, rack, card, obs.rules.deck_size, avail)
    # A card that goes out at once (or a rack that needs nothing): one ply, as Hard v1.
    values = {None: _turns(_passes(keep, inv), scale), **_one_ply_slots(obs, ev, basis, card, scale)}
    return _plainest(values, slot if place < keep else None, rack, card, obs.rules.deck_size, avail)


def plain_key(rack: Sequence[int], deck: int) -> tuple[int, int]:
    """How plain a rack looks to a player, smaller is plainer: the most cards already rising
    (a longest rising subsequence, negated), then how far the cards lie from their share of the
    deck (``share_slot``)."""
    away = sum(abs(share_slot(c, deck) - k) for k, c in enumerate(rack, 1))
    return -in_order(rack), away


def idle(rack: Sequence[int], slot: int) -> bool:
    """The card in ``slot`` (1 to 10) joins no longest rising run. A toss-up named "put the 7
    into slot 4 (20)" after 10, 11, 12, the 37 it replaced as idle there, where discarding the 7
    was as good (second playtest). One longest run is enough: a 35 into slot 10, for a 5 that
    could never stay there, rises after 4, 21, 28 as far as the rack's 4, 14, 34, 36 do, yet the
    coach called it idle and hinted to discard the 35 (coach playtest)."""
    return not joins_longest_run(rack, slot - 1)


def _plainest(values: dict, best, rack: Sequence[int], card: int, deck: int,
              drawable: Sequence[int] | None = None) -> Options:
    """``values`` with, as the best, the plainest option within ``TOSS_UP`` of the model's
    ``best`` (the model's own among equals); a loss is then counted from it. ``drawable``: the
    cards that may still be drawn, for ``stuck``."""
    keys = {o: (False, *plain_key(rack, deck)) if o is None else
            (_aimless(placed(rack, o, card), o, deck, drawable), *plain_key(placed(rack, o, card), deck))
            for o in values}
    if values[best] == INF:
        return Options(values, best, keys)
    near = [o for o in values if values[o] <= values[best] + TOSS_UP]
    return Options(values, min(near, key=lambda o: (keys[o], o != best, values[o])), keys)


def _aimless(after: Sequence[int], slot: int, deck: int, drawable: Sequence[int] | None) -> bool:
    """The card put into ``slot`` makes no plain move, whatever the rack looks like after. It can
    never stay there: a toss-up was named "put the 1 into slot 2", plainer by the 28 it moved out
    (playtest). Nor for want of the cards still to draw: "put the 39 into slot 9" with the only 40
    under the discard pile (coach playtest). Or it joins none of the rack's rising cards: it swaps
    one idle card for another."""
    return idle(after, slot) or stuck(after, slot, drawable, deck) is not None  # stuck: stranded first


def _one_ply_slots(obs: Observation, ev: Evaluator, basis: Sequence[int], card: int,
                   scale: float) -> dict:
    """Each slot's value, one ply: the rack after ``card`` goes there.

    The model's ``place`` keeps the card where it goes; where it cannot be
    kept (or is worth less than the slot freed for a later card), the value is
    the rack with that slot freed, the card being junk there, rather than "never".
    """
    values = {}
    current = ev.current()
    for j in range(1, 11):
        p = ev.place(j, card)
        if p == INF or p > current:
            free = Evaluator(placed(obs.rack, j, 0), basis, *_args(obs)).current()
            if free < p:
                p = free
        values[j] = _turns(_passes(p, ev.inv), scale)
    return values


def placed_observation(obs: Observation, take: str, card: int) -> Observation:
    """The seat's observation once it holds ``card`` taken from ``take``."""
    pile = obs.discard_pile[:-1] if take == "discard" else obs.discard_pile
    return obs._replace(
        phase="place", hand=card, hand_from=take,
        public_hand=card if take == "discard" else None,
        discard_pile=pile, draw_count=obs.draw_count - (take == "draw"))
