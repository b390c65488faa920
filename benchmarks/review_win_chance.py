"""What a coach's turn of loss costs in round-win chance, with and without the two-seat run rule.

The coach grades a move by the turns to Rack-O it gives up (``rackoapp.coach``); its verdicts'
limits are in turns. A play-test found poor placements graded mildly under the default two-seat
rule (a run of three needed), where rounds are won differently. This measures it: in two-seat
rounds of Medium (seat 0, whose decisions are sampled) against hard-v1, at a random turn of seat 0
after a draw, the coach values every placement of the drawn card. Its best and one other option,
drawn at random, are each played out ``--rollouts`` times to the round's end by hard-v1 in both
seats, the draw pile's order shuffled afresh for every rollout and alike for the two options
(the racks stay as dealt: the true position). It prints, per rule, the mean loss of round-win
chance in each verdict's band of turns, and the least-squares slope through the origin of
win chance lost per turn lost.

    nice python benchmarks/review_win_chance.py --decisions 200 --rollouts 40 --seed 1 --jobs 4
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from multiprocessing import Pool

from rackoapp.ai import make_player
from rackoapp.coach.model import available, place_options
from rackoapp.coach.review import VERDICTS
from rackoapp.engine import DISCARD, RACKOUT, TAKE_BY_NAME, Rules
from rackoapp.engine.round import Round

RULES = {"run": Rules(seats=2), "race": Rules(seats=2, two_player_run=False)}


def _shuffler(rng: random.Random):
    """A rebuild's shuffle, as a match makes one, from ``rng``."""
    def shuffled(pile: list[int]) -> list[int]:
        order = pile[:]
        rng.shuffle(order)
        return order
    return shuffled


def _position(rules: Rules, rng: random.Random):
    """A round at seat 0's placement after a draw, some turns in: (round, seat 0's observation)."""
    while True:
        deck = list(range(1, rules.deck_size + 1))
        rng.shuffle(deck)
        rnd = Round(rules, 1, deck, _shuffler(rng))  # seat 0 moves first
        players = [make_player("medium", 0, rules, random.Random(rng.getrandbits(32))),
                   make_player("hard-v1", 1, rules, random.Random(rng.getrandbits(32)))]
        for s, p in enumerate(players):
            p.new_round(rnd.observation(s))
        stop = rng.randint(1, 8)  # seat 0's turn to sample
        mine = 0
        while not rnd.over:
            s = rnd.to_move
            obs = rnd.observation(s)
            take = "draw" if s == 0 and mine + 1 == stop else players[s].choose_take(obs)
            rnd.apply_action(TAKE_BY_NAME[take])
            if s == 0:
                mine += 1
                if mine == stop:
                    return rnd, rnd.observation(0)
            slot = players[s].choose_slot(rnd.observation(s), rnd.hand)
            rnd.apply_action(DISCARD if slot is None else slot)
            for p in players:
                p.observe(rnd.history[-1])


def _play_out(rnd: Round, option, rng: random.Random) -> bool:
    """Seat 0 plays ``option`` (a slot, or None to discard), then hard-v1 plays both seats with
    the draw pile shuffled by ``rng``: True if seat 0 goes Rack-O."""
    rnd = rnd.clone()
    rnd.rebuild_order = _shuffler(rng)
    rnd.apply_action(DISCARD if option is None else option)
    rng.shuffle(rnd.draw_pile)
    players = [make_player("hard-v1", s, rnd.rules, random.Random(rng.getrandbits(32))) for s in range(2)]
    for s, p in enumerate(players):
        p.new_round(rnd.observation(s))
    while not rnd.over:
        s = rnd.to_move
        take = players[s].choose_take(rnd.observation(s))
        rnd.apply_action(TAKE_BY_NAME[take])
        slot = players[s].choose_slot(rnd.observation(s), rnd.hand)
        rnd.apply_action(DISCARD if slot is None else slot)
        for p in players:
            p.observe(rnd.history[-1])
    return rnd.ended_by == RACKOUT and rnd.rackout == 0


def _decision(job) -> tuple[str, float, float] | None:
    """(rule, the option's loss in turns, the round-win chance it gave up) for one sampled decision."""
    name, seed, rollouts = job
    rules = RULES[name]
    rng = random.Random(seed)
    rnd, obs = _position(rules, rng)
    options = place_options(obs, obs.hand, available(obs))
    others = [o for o, v in options.values.items() if o != options.best and math.isfinite(v)]
    if not others:
        return None
    other = rng.choice(others)
    gap = 0
    for r in range(rollouts):
        seed_r = rng.getrandbits(64)
        gap += _play_out(rnd, options.best, random.Random(seed_r)) - _play_out(rnd, other, random.Random(seed_r))
    return name, options.loss(other), gap / rollouts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=200, help="sampled decisions per rule")
    ap.add_argument("--rollouts", type=int, default=40, help="play-outs of each of the two options")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=4)
    args = ap.parse_args(argv)
    jobs = [(name, args.seed * 1_000_003 + k * 2 + i, args.rollouts)
            for k in range(args.decisions) for i, name in enumerate(RULES)]
    with Pool(args.jobs) as pool:
        found = [f for f in pool.imap_unordered(_decision, jobs, chunksize=2) if f is not None]
    limits = [(name, upto) for name, upto in VERDICTS[1:]]
    for name in RULES:
        rows = [(loss, gap) for n, loss, gap in found if n == name]
        print(f"{name} rules ({RULES[name].run_required and 'a run of three needed' or 'no run needed'}), "
              f"{len(rows)} decisions, {args.rollouts} play-outs of each option:")
        low = 0.0
        for verdict, upto in limits:
            band = [gap for loss, gap in rows if low < round(loss, 2) <= upto]
            if band:
                se = statistics.stdev(band) / math.sqrt(len(band)) if len(band) > 1 else float("nan")
                print(f"  {verdict:<10} loss {low:.2f}..{upto:.2f} turns: {len(band):4d} decisions, "
                      f"round-win chance given up {100 * statistics.fmean(band):5.1f} points (SE {100 * se:.1f})")
            low = upto
        capped = [(loss, gap) for loss, gap in rows if math.isfinite(loss) and loss > 0]
        if capped:
            slope = sum(loss * gap for loss, gap in capped) / sum(loss * loss for loss, _ in capped)
            print(f"  slope: {100 * slope:.1f} points of round-win chance per turn of loss")
    return 0


if __name__ == "__main__":
    sys.exit(main())
