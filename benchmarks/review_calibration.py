"""Calibration of the coach's unit: model passes -> turns (``TURNS_PER_MODEL_TURN``).

hard-v1's model values a rack in passes over the ``A`` cards that can still be
drawn, so ``V * A`` is its expected number of own draws to go Rack-O. This
plays hard-v1 alone (one rack, the 40-card deck, its discards forming the
discard pile, a shuffled rebuild when the draw pile runs out), records at
every turn ``V * A`` and the turns the seat then really still needed, and
prints the least-squares line ``turns = slope * V * A + intercept`` with the
mean turns per bin of ``V * A``. The coach multiplies value differences by
the slope. With ``--run`` the rack must also hold a run of three (the
two-seat rule), where the model adds a penalty for a rack with no run plan.

    python benchmarks/review_calibration.py --rounds 3000 --seed 1
    python benchmarks/review_calibration.py --rounds 3000 --seed 1 --run

``--check medium,easy,baseline`` then grades those levels' solo rounds and
sets each one's summed loss per round beside the turns it really took beyond
hard-v1's: were the losses turns?
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict

from rackoapp.ai import make_player
from rackoapp.coach import grade_move
from rackoapp.coach.model import available, evaluator
from rackoapp.engine import Observation, PublicTurn, Rules
from rackoapp.engine.rack import is_rising, longest_run

TURN_LIMIT = 1000


def solo_round(rng: random.Random, run: bool, samples: list, level: str = "hard-v1",
               losses: list | None = None) -> int:
    """One solo round; its (V*A, turns still needed) pairs go to ``samples``.

    With ``losses``, every move is also graded by the coach and its loss appended.
    Returns the turns the round took.
    """
    rules = Rules(seats=2, two_player_run=run, max_rebuilds=None)
    player = make_player(level, 0, rules, random.Random(rng.getrandbits(64)))
    deck = list(range(1, 41))
    rng.shuffle(deck)
    rack = [0] * 10
    for i in range(10):
        rack[9 - i] = deck[i]
    discard = [deck[10]]
    draw = list(reversed(deck[11:]))
    history: list[PublicTurn] = []
    rebuilds = 0
    blank = (None,) * 10  # a second, empty rack: the model applies the two-seat rule

    def observe(phase, hand, hand_from, turns) -> Observation:
        r = tuple(rack)
        return Observation(
            seat=0, rules=rules, dealer=1, to_move=0, phase=phase, rack=r, hand=hand, hand_from=hand_from,
            public_hand=hand if hand_from == "discard" else None, discard_pile=tuple(discard),
            draw_count=len(draw), rebuilds=rebuilds, racks=(r, blank), last_slot=(None, None),
            history=tuple(history), turns=turns, over=False)

    deal_top = discard[0]
    player.new_round(observe("take", None, None, 0))
    seen = []
    turns = 0
    while turns < TURN_LIMIT:
        obs = observe("take", None, None, turns)
        avail = available(obs, deal_top)
        ev, _ = evaluator(obs, avail)
        seen.append((turns, ev.current() ** ev.inv * len(avail)))
        take = player.choose_take(obs)
        card = discard.pop() if take == "discard" else draw.pop()
        slot = player.choose_slot(observe("place", card, take, turns), card)
        if losses is not None:
            losses.append(grade_move(obs, take, card, slot, deal_top=deal_top).loss)
        if slot is None:
            out = card
        else:
            out, rack[slot - 1] = rack[slot - 1], card
        discard.append(out)
        turns += 1
        done = is_rising(rack) and (not run or longest_run(rack) >= 3)
        rebuilt = False
        if not done and not draw:
            order = discard[::-1]
            rng.shuffle(order)
            discard[:] = [order[0]]
            draw[:] = order[:0:-1]
            rebuilds += 1
            rebuilt = True
        history.append(PublicTurn(0, take, card if take == "discard" else None, slot, out,
                                  rebuilt, discard[-1] if rebuilt else None))
        player.observe(history[-1])
        if done:
            break
    samples.extend((va, turns - t) for t, va in seen)
    return turns


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--run", action="store_true", help="the two-seat run-of-three rule")
    parser.add_argument("--check", default="", metavar="LEVELS",
                        help="also play LEVELS (e.g. medium,easy) solo, grading every move, and compare "
                             "each level's summed loss per round with the turns it took beyond hard-v1")
    parser.add_argument("--check-rounds", type=int, default=300)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    samples: list[tuple[float, int]] = []
    for _ in range(args.rounds):
        solo_round(rng, args.run, samples)
    xs = [x for x, _ in samples]
    ys = [y for _, y in samples]
    slope, intercept = statistics.linear_regression(xs, ys)
    print(f"hard-v1 solo{' with the run rule' if args.run else ''}: {args.rounds} rounds, "
          f"{len(samples)} turns, seed {args.seed}")
    print(f"turns still needed = {slope:.3f} * V*A + {intercept:.3f}  "
          f"(r = {statistics.correlation(xs, ys):.3f})")
    bins = defaultdict(list)
    for x, y in samples:
        bins[min(int(x // 2) * 2, 40)].append(y)
    print("V*A bin   turns  mean still needed")
    for b in sorted(bins):
        print(f"{b:>4}-{b + 2:<4} {len(bins[b]):>6}  {statistics.fmean(bins[b]):6.2f}")
    if args.check:
        check(args)
    return 0


def check(args) -> None:
    """Does a level's summed loss per round match the turns it took beyond hard-v1's?"""
    print(f"check: {args.check_rounds} solo rounds per level, the same seed for every level")
    print(f"{'level':<10} {'turns':>7} {'beyond hard-v1':>15} {'summed loss':>12} {'loss/move':>10}")
    base = None
    for level in ["hard-v1", *args.check.split(",")]:
        rng = random.Random(args.seed + 7)
        turns, losses = [], []
        for _ in range(args.check_rounds):
            turns.append(solo_round(rng, args.run, [], level, losses))
        mean = statistics.fmean(turns)
        base = mean if base is None else base
        print(f"{level:<10} {mean:>7.2f} {mean - base:>15.2f} {sum(losses) / len(turns):>12.2f} "
              f"{statistics.fmean(losses):>10.4f}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
