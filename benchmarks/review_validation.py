"""Validation of ``rackoapp review``: the mean loss of three kinds of player.

Plays rounds (default: two seats, default rules, so the run-of-three rule is
on; ``--seats 3`` has no run rule) of the graded player against hard-v1,
writes each as a game record, reviews the graded player's seat with
``rackoapp.coach`` and prints, per kind:

- hard-v1: the frozen Hard the coach grades with (its own moves should cost
  about nothing: at most 0.02 turns a move is the target);
- medium: the Medium player (should cost more);
- random: a random legal player (a random pile, then a random legal slot or
  discard; should cost much more);

the mean loss per move, the share of each verdict, and the CPU time to review
one round of one seat. Everything random comes from ``--seed``.

    python benchmarks/review_validation.py --rounds 40 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from rackoapp.ai import make_player
from rackoapp.ai.player import ComputerPlayer
from rackoapp.coach import VERDICTS, check_record, iter_review
from rackoapp.engine import DISCARD, TAKE_BY_NAME, Match, Rules, SeatInfo


class RandomPlayer(ComputerPlayer):
    """A random legal player: any pile, then any legal slot (or discarding a drawn card)."""

    level = "random"

    def choose_take(self, obs):
        return self.rng.choice(("draw", "discard"))

    def choose_slot(self, obs, card):
        options = list(range(1, 11)) + ([None] if obs.hand_from == "draw" else [])
        return self.rng.choice(options)


def play_record(kind: str, seed: int, rules: Rules):
    """One round, seat 0 ``kind`` against hard-v1 in the other seats, as a game record."""
    master = random.Random(seed)
    players = []
    for s, level in enumerate((kind,) + ("hard-v1",) * (rules.seats - 1)):
        rng = random.Random(master.getrandbits(64))
        players.append(RandomPlayer(s, rules, rng) if level == "random" else make_player(level, s, rules, rng))
    others = (SeatInfo("hard-v1", "computer", "hard"),) * (rules.seats - 1)
    seats = (SeatInfo("graded", "human"), *others)
    match = Match(rules, seats, rng=random.Random(master.getrandbits(64)))
    rnd = match.start_round()
    for s, p in enumerate(players):
        p.new_round(rnd.observation(s))
    while not rnd.over:
        s = rnd.to_move
        take = players[s].choose_take(rnd.observation(s))
        match.apply_action(TAKE_BY_NAME[take])
        slot = players[s].choose_slot(rnd.observation(s), rnd.hand)
        match.apply_action(DISCARD if slot is None else slot)
        for p in players:
            p.observe(rnd.history[-1])
    return match.to_record()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40, help="rounds per kind of player (default 40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default="hard-v1,medium,random")
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4),
                        help="seats at the table (default 2: the run-of-three rule applies)")
    args = parser.parse_args(argv)
    rules = Rules(seats=args.seats)
    print(f"review validation: {args.rounds} {args.seats}-seat rounds per kind, the others hard-v1, "
          f"seed {args.seed}")
    print(f"{'player':<10} {'moves':>6} {'mean loss':>10} {'median':>8} {'max':>7}  "
          + " ".join(f"{name:>10}" for name, _ in VERDICTS) + f"  {'review s/round':>14}")
    for k, kind in enumerate(args.kinds.split(",")):
        losses: list[float] = []
        counts = dict.fromkeys((name for name, _ in VERDICTS), 0)
        cpu: list[float] = []
        for r in range(args.rounds):
            record = play_record(kind, args.seed * 1_000_003 + k * 10_007 + r, rules)
            t0 = time.process_time()
            check_record(record)
            reviews = list(iter_review(record, 0))
            cpu.append(time.process_time() - t0)
            for t in reviews:
                losses.append(t.loss)
                counts[t.verdict] += 1
        n = len(losses)
        shares = " ".join(f"{100 * counts[name] / n:9.1f}%" for name, _ in VERDICTS)
        print(f"{kind:<10} {n:>6} {statistics.fmean(losses):>10.4f} {statistics.median(losses):>8.4f} "
              f"{max(losses):>7.3f}  {shares}  {statistics.fmean(cpu):>8.2f} (max {max(cpu):.2f})",
              flush=True)
    print("loss: expected turns to Rack-O given up per move (hard-v1's model); "
          "review s/round: CPU seconds to review one round of one seat")
    return 0


if __name__ == "__main__":
    sys.exit(main())
