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

That slope compares positions; a loss compares two moves at one position.
``--rollout-levels medium,easy,random`` measures the latter directly: it plays
those levels solo and, at a share of their moves that lose something, plays
the round on with hard-v1 from the played move and from the coach's best
(the draw pile shuffled afresh for every rollout, alike for both moves),
the take and the placement apart, and fits real turns = k * loss:

    python benchmarks/review_calibration.py --seed 1 --rollout-levels medium,easy --check-rounds 120 \
        --rollouts 20 --share 0.4
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
from collections import defaultdict
from functools import partial

from rackoapp.ai import make_player
from rackoapp.ai.hard_v1 import HardV1Player
from rackoapp.coach import grade_move
from rackoapp.coach.model import available, evaluator, place_options, placed_observation
from rackoapp.engine import Observation, PublicTurn, Rules
from rackoapp.engine.rack import is_rising, longest_run

from review_validation import RandomPlayer  # noqa: E402 - the sibling script's random legal player

TURN_LIMIT = 1000


class Solo:
    """A solo round in play: one rack, the 40-card deck, the seat's discards forming the
    discard pile, a rebuild shuffled with ``rng`` when the draw pile runs out."""

    def __init__(self, rng: random.Random, run: bool) -> None:
        self.rules = Rules(seats=2, two_player_run=run, max_rebuilds=None)
        self.run = run
        self.rng = rng
        deck = list(range(1, 41))
        rng.shuffle(deck)
        self.rack = [0] * 10
        for i in range(10):
            self.rack[9 - i] = deck[i]
        self.discard = [deck[10]]
        self.draw = list(reversed(deck[11:]))
        self.deal_top = deck[10]
        self.history: list[PublicTurn] = []
        self.rebuilds = 0
        self.turns = 0

    def clone(self, rng: random.Random) -> "Solo":
        other = copy.copy(self)
        other.rng = rng
        other.rack, other.discard, other.draw = self.rack[:], self.discard[:], self.draw[:]
        other.history = self.history[:]
        return other

    def observe(self, phase: str = "take", hand: int | None = None, hand_from: str | None = None) -> Observation:
        r = tuple(self.rack)
        return Observation(
            seat=0, rules=self.rules, dealer=1, to_move=0, phase=phase, rack=r, hand=hand, hand_from=hand_from,
            public_hand=hand if hand_from == "discard" else None, discard_pile=tuple(self.discard),
            draw_count=len(self.draw), rebuilds=self.rebuilds, racks=(r, BLANK), last_slot=(None, None),
            history=tuple(self.history), turns=self.turns, over=False)

    def take(self, take: str) -> int:
        return self.discard.pop() if take == "discard" else self.draw.pop()

    def place(self, take: str, card: int, slot: int | None) -> bool:
        """Finish the turn; True if the rack went out."""
        if slot is None:
            out = card
        else:
            out, self.rack[slot - 1] = self.rack[slot - 1], card
        self.discard.append(out)
        self.turns += 1
        done = is_rising(self.rack) and (not self.run or longest_run(self.rack) >= 3)
        rebuilt = False
        if not done and not self.draw:
            order = self.discard[::-1]
            self.rng.shuffle(order)
            self.discard[:] = [order[0]]
            self.draw[:] = order[:0:-1]
            self.rebuilds += 1
            rebuilt = True
        self.history.append(PublicTurn(0, take, card if take == "discard" else None, slot, out,
                                       rebuilt, self.discard[-1] if rebuilt else None))
        return done


BLANK = (None,) * 10  # a second, empty rack: the model applies the two-seat rule


def solo_round(rng: random.Random, run: bool, samples: list, level: str = "hard-v1",
               losses: list | None = None, probe=None) -> int:
    """One solo round; its (V*A, turns still needed) pairs go to ``samples``.

    With ``losses``, every move is also graded by the coach and its loss appended.
    ``probe(before, solo, obs, take, card, slot, grade)`` is called at every move with the
    round before the take (``before``, a copy) and with the card taken (``solo``).
    Returns the turns the round took.
    """
    rules = Rules(seats=2, two_player_run=run, max_rebuilds=None)
    player = (RandomPlayer if level == "random" else partial(make_player, level))(
        0, rules, random.Random(rng.getrandbits(64)))
    solo = Solo(rng, run)
    player.new_round(solo.observe())
    seen = []
    while solo.turns < TURN_LIMIT:
        obs = solo.observe()
        avail = available(obs, solo.deal_top)
        ev, _ = evaluator(obs, avail)
        seen.append((solo.turns, ev.current() ** ev.inv * len(avail)))
        take = player.choose_take(obs)
        before = solo.clone(solo.rng) if probe is not None else None
        card = solo.take(take)
        slot = player.choose_slot(solo.observe("place", card, take), card)
        if losses is not None or probe is not None:
            grade = grade_move(obs, take, card, slot, deal_top=solo.deal_top)
            if losses is not None:
                losses.append(grade.loss)
            if probe is not None:
                probe(before, solo, obs, take, card, slot, grade)
        done = solo.place(take, card, slot)
        player.observe(solo.history[-1])
        if done:
            break
    samples.extend((va, solo.turns - t) for t, va in seen)
    return solo.turns


# -- real turns, by rollouts ---------------------------------------------------------------

def play_out(solo: Solo, take: str | None = None, slot: object = "hard") -> int:
    """Turns until the rack goes out: ``take`` (None: hard-v1's) and ``slot`` (a slot 1..10,
    None to discard, "hard": hard-v1's) for the first move, hard-v1 after that."""
    player = HardV1Player(0, solo.rules, random.Random(0))
    player._deal_top = solo.deal_top  # noqa: SLF001 - mid-round: new_round would not know it
    start = solo.turns
    while solo.turns - start < TURN_LIMIT:
        chosen = take or player.choose_take(solo.observe())
        card = solo.take(chosen)
        where = slot if slot != "hard" else player.choose_slot(solo.observe("place", card, chosen), card)
        take, slot = None, "hard"
        if solo.place(chosen, card, where):
            break
    return solo.turns - start


def real_difference(solo: Solo, first, second, rollouts: int, rng: random.Random, held: int | None = None) -> float:
    """Mean turns to go out after move ``first`` minus after ``second`` (each ``(take, slot)``),
    hard-v1 playing on. The draw pile is shuffled afresh for every rollout (the seat does not
    know its order), the same way for both moves. With ``held``, the card is already taken
    (``solo`` is in the place phase of ``first[0]``, which both moves share)."""
    total = 0
    for _ in range(rollouts):
        seed = rng.getrandbits(64)
        turns = []
        for take, slot in (first, second):
            s = solo.clone(random.Random(seed))
            s.rng.shuffle(s.draw)
            if held is None:
                turns.append(play_out(s, take, slot))
            else:
                turns.append(1 + (0 if s.place(take, held, slot) else play_out(s)))
        total += turns[0] - turns[1]
    return total / rollouts


def rollout_check(args) -> None:
    """Set each move's model loss beside the turns it really cost, by rollouts: the take
    (played take vs the coach's best take, hard-v1 placing and playing on) and the placement
    (played slot vs the coach's best slot for the card in hand), then fit real = k * model."""
    rng = random.Random(args.seed + 11)
    rows = _empty_rows()

    def probe(before, solo, obs, take, card, slot, grade):
        if grade.take_loss > 0 and rng.random() < args.share:
            real = real_difference(before, (take, "hard"), (grade.best.take, "hard"), args.rollouts, rng)
            rows["take"].append((grade.take_loss, real))
        if grade.place_loss > 0 and rng.random() < args.share:
            held = placed_observation(obs, take, card)
            best = place_options(held, card, available(held, solo.deal_top)).best
            real = real_difference(solo, (take, slot), (take, best), args.rollouts, rng, card)
            rows[f"place after {take}"].append((grade.place_loss, real))

    for level in args.rollout_levels.split(","):
        game = random.Random(args.seed + 7)
        for _ in range(args.check_rounds):
            solo_round(game, args.run, [], level, probe=probe)
        for kind, found in rows.items():
            print(f"{level:<8} {kind:<18} {_fit(found)}", flush=True)
            if args.dump:
                with open(args.dump, "a", encoding="utf-8") as f:
                    f.writelines(f"{level}\t{kind}\t{m:.4f}\t{r:.4f}\n" for m, r in found)
        rows = _empty_rows()


def _empty_rows() -> dict:
    return {"take": [], "place after draw": [], "place after discard": []}


def _fit(rows: list) -> str:
    if len(rows) < 2:
        return f"{len(rows)} moves"
    model = [m for m, _ in rows]
    real = [r for _, r in rows]
    k = sum(m * r for m, r in rows) / sum(m * m for m in model)  # least squares through 0
    return (f"{len(rows)} moves, mean model loss {statistics.fmean(model):.3f}, mean real "
            f"{statistics.fmean(real):.3f} (+-{statistics.stdev(real) / len(real) ** 0.5:.3f}), "
            f"real = {k:.3f} * model, ratio of means {statistics.fmean(real) / statistics.fmean(model):.3f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--run", action="store_true", help="the two-seat run-of-three rule")
    parser.add_argument("--check", default="", metavar="LEVELS",
                        help="also play LEVELS (e.g. medium,easy) solo, grading every move, and compare "
                             "each level's summed loss per round with the turns it took beyond hard-v1")
    parser.add_argument("--check-rounds", type=int, default=300)
    parser.add_argument("--rollout-levels", default="", metavar="LEVELS",
                        help="play LEVELS solo and measure, by rollouts with hard-v1, the turns each "
                             "graded loss really cost (take and placement apart)")
    parser.add_argument("--rollouts", type=int, default=20, help="rollouts per move and option")
    parser.add_argument("--share", type=float, default=0.3, help="share of the losing moves measured")
    parser.add_argument("--dump", default="", metavar="PATH",
                        help="append every measured move (level, kind, model loss, real) to PATH")
    args = parser.parse_args(argv)
    if args.rollout_levels:
        rollout_check(args)
        return 0
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
