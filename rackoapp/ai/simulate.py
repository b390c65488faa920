"""``rackoapp simulate``: computer-only rounds, headless, one JSON object out.

Table mode (``--seats hard,baseline[,...]``, 2 to 4 levels) prints::

    {"rounds": N, "wins": [per seat], "win_rate": [per seat],
     "mean_points": [per seat], "mean_turns": float,
     "decision_ms": {"p50": x, "p99": y, "max": z}}

- ``wins[s]``: rounds seat s ended by going Rack-O. A round stopped by the
  ``max_rebuilds`` rule has no winner and counts as nobody's win, so the wins
  may add up to fewer than N.
- ``mean_points[s]``: seat s's round score (rules.md, "Scoring a round"),
  averaged over the rounds.
- ``mean_turns``: turns each seat took per round, on average
  (all turns of all rounds / (rounds * seats)).
- ``decision_ms``: wall-clock time of every ``choose_take`` and
  ``choose_slot`` call of every seat, pooled. These are measurements: they are
  the one part of the output that differs between two runs with the same seed.

Rounds are played as consecutive matches to the rules' target (totals matter to
the players); the dealer rotates every round (round i is dealt by seat
i mod seats), so every seat moves first equally often.

Solo mode (``--solo LEVEL``): one seat alone with the 40-card deck, no
opponent, its own discards forming the discard pile, a shuffled rebuild when
the draw pile runs out, and Rack-O = a strictly rising rack (no run rule).
It prints ``{"rounds": N, "mean_turns": x, "median_turns": y,
"decision_ms": {...}}``; a round is cut off after ``SOLO_TURN_LIMIT`` turns.

Everything random comes from ``--seed``: the same seed gives the same games.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from rackoapp.engine import (
    DISCARD, TAKE_BY_NAME, IllegalAction, Match, Observation, PublicTurn, Rules, SeatInfo,
)

SOLO_TURN_LIMIT = 1000
SOLO_RULES = Rules(seats=2, two_player_run=False, max_rebuilds=None)
PROGRESS_SECONDS = 2.0


# -- argument handling ---------------------------------------------------------

def _usage(message: str):
    from rackoapp.cli import UsageError

    return UsageError(f"rackoapp simulate: {message}")


def _max_rebuilds(text: str):
    if text.lower() in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid value {text!r}: a whole number or 'none'") from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="hard,baseline",
                        help="comma-separated levels, one per seat (2 to 4): baseline, easy, medium, hard")
    parser.add_argument("--solo", metavar="LEVEL", default=None,
                        help="one seat alone with the 40-card deck: how fast it sorts a rack")
    parser.add_argument("--rounds", type=int, default=1000, help="rounds to play (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of everything random (default 0)")
    parser.add_argument("--target", type=int, default=500, help="match target (default 500)")
    parser.add_argument("--two-player-run", dest="two_player_run", action=argparse.BooleanOptionalAction,
                        default=True, help="two seats need a run of three to go Rack-O (default on)")
    parser.add_argument("--bonus-runs", dest="bonus_runs", action=argparse.BooleanOptionalAction,
                        default=False, help="run bonus for the seat that goes Rack-O (default off)")
    parser.add_argument("--partners", action=argparse.BooleanOptionalAction, default=False,
                        help="4 seats: 0 and 2 against 1 and 3 (default off)")
    parser.add_argument("--rebuild", choices=("shuffle", "classic"), default="shuffle",
                        help="how an empty draw pile is rebuilt (default shuffle)")
    parser.add_argument("--max-rebuilds", dest="max_rebuilds", type=_max_rebuilds, default=5,
                        help="rebuilds before a round stops with no winner, or 'none' (default 5)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _check_level(level: str) -> str:
    from . import LEVELS

    level = level.strip().lower()
    if level not in LEVELS:
        raise _usage(f"unknown level {level!r} (choose from {', '.join(LEVELS)})")
    return level


def run(args: argparse.Namespace) -> int:
    if args.rounds < 1 or args.rounds > 10_000_000:
        raise _usage("--rounds must be a whole number from 1 to 10,000,000")
    progress = None if args.quiet else _Progress(args.rounds)
    if args.solo is not None:
        result = play_solo(_check_level(args.solo), args.rounds, args.seed, progress)
    else:
        levels = [_check_level(x) for x in args.seats.split(",")] if args.seats.strip() else []
        if not 2 <= len(levels) <= 4:
            raise _usage("--seats takes 2 to 4 levels, e.g. hard,baseline")
        try:
            rules = Rules(seats=len(levels), target=args.target, two_player_run=args.two_player_run,
                          bonus_runs=args.bonus_runs, partners=args.partners, rebuild=args.rebuild,
                          max_rebuilds=args.max_rebuilds)
        except IllegalAction as e:
            raise _usage(str(e)) from None
        result = play_table(levels, rules, args.rounds, args.seed, progress)
    if progress is not None:
        progress.done()
    print(json.dumps(result))
    return 0


class _Progress:
    """A line on stderr every couple of seconds, for long runs only."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.start = self.last = time.monotonic()
        self.shown = False

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_SECONDS:
            self.last = now
            self.shown = True
            rate = done / max(now - self.start, 1e-9)
            print(f"simulate: {done}/{self.total} rounds ({rate:.1f}/s)", file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.shown:
            print(f"simulate: {self.total}/{self.total} rounds, done", file=sys.stderr, flush=True)


# -- playing -------------------------------------------------------------------

def _percentiles(samples: list[float]) -> dict:
    if not samples:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    s = sorted(samples)
    n = len(s)

    def at(q: float) -> float:
        return s[min(n - 1, int(q * n))]

    return {"p50": round(at(0.50) * 1000, 4), "p99": round(at(0.99) * 1000, 4),
            "max": round(s[-1] * 1000, 4)}


def play_table(levels: Sequence[str], rules: Rules, rounds: int, seed: int,
               progress: Callable[[int], None] | None = None,
               check: Callable | None = None,
               clock: Callable[[], float] = time.perf_counter) -> dict:
    """Play ``rounds`` rounds between the given levels; the summary as a dict.

    ``check(round, seat, obs, take, slot)``, if given, is called for every
    decision (tests use it to audit legality and fairness). ``clock`` times
    the decisions (wall clock by default; ``time.thread_time`` gives CPU time).
    """
    from . import make_player

    n = rules.seats
    if len(levels) != n:
        raise ValueError("one level per seat")
    master = random.Random(seed)
    players = [make_player(lvl, s, rules, random.Random(master.getrandbits(64)))
               for s, lvl in enumerate(levels)]
    seat_info = tuple(SeatInfo(f"{lvl} {s}", "computer", lvl) for s, lvl in enumerate(levels))
    wins = [0] * n
    points = [0] * n
    turns = 0
    times: list[float] = []
    match: Match | None = None
    for r in range(rounds):
        if match is None or match.over:
            # A fresh match whose first dealer keeps the rotation going.
            draw = sorted(master.sample(range(1, rules.deck_size + 1), n), reverse=True)
            dealer = r % n
            order = [0] * n
            order[dealer] = draw[0]
            rest = iter(draw[1:])
            for s in range(n):
                if s != dealer:
                    order[s] = next(rest)
            match = Match(rules, seat_info, rng=random.Random(master.getrandbits(64)),
                          first_dealer_draw=order)
        rnd = match.start_round()
        totals = tuple(match.totals)
        number = match.round_number
        for s, p in enumerate(players):
            p.new_round(rnd.observation(s, totals, number))
        while not rnd.over:
            s = rnd.to_move
            p = players[s]
            obs = rnd.observation(s, totals, number)
            t0 = clock()
            take = p.choose_take(obs)
            times.append(clock() - t0)
            rnd.apply_action(TAKE_BY_NAME[take])
            card = rnd.hand
            obs2 = rnd.observation(s, totals, number)
            t0 = clock()
            slot = p.choose_slot(obs2, card)
            times.append(clock() - t0)
            if check is not None:
                check(r, s, obs, take, slot)
            match.apply_action(DISCARD if slot is None else slot)
            event = rnd.history[-1]
            for q in players:
                q.observe(event)
        if rnd.rackout is not None:
            wins[rnd.rackout] += 1
        for s in range(n):
            points[s] += rnd.scores[s]
        turns += rnd.turns
        if progress is not None:
            progress(r + 1)
    return {
        "rounds": rounds,
        "wins": wins,
        "win_rate": [round(w / rounds, 6) for w in wins],
        "mean_points": [round(p / rounds, 4) for p in points],
        "mean_turns": round(turns / (rounds * n), 4),
        "decision_ms": _percentiles(times),
    }


def solo_round(player, rng: random.Random, times: list[float] | None = None,
               round_number: int = 1, clock: Callable[[], float] = time.perf_counter) -> int:
    """One solo round (rules in the module docstring); the turns it took."""
    rules = SOLO_RULES
    deck = list(range(1, rules.deck_size + 1))
    rng.shuffle(deck)
    rack = [0] * 10
    for i in range(10):  # the first card into slot 10, the tenth into slot 1
        rack[9 - i] = deck[i]
    discard = [deck[10]]
    draw = list(reversed(deck[11:]))  # top at the end
    history: list[PublicTurn] = []
    rebuilds = 0
    last_slot = None

    def observe(phase: str, hand: int | None, hand_from: str | None, turns: int) -> Observation:
        r = tuple(rack)
        return Observation(
            seat=0, rules=rules, dealer=0, to_move=0, phase=phase, rack=r, hand=hand,
            hand_from=hand_from, public_hand=hand if hand_from == "discard" else None,
            discard_pile=tuple(discard), draw_count=len(draw), rebuilds=rebuilds,
            racks=(r,), last_slot=(last_slot,), history=tuple(history), turns=turns,
            over=False, totals=(0,), round_number=round_number)

    player.new_round(observe("take", None, None, 0))
    turns = 0
    while turns < SOLO_TURN_LIMIT:
        obs = observe("take", None, None, turns)
        t0 = clock()
        take = player.choose_take(obs)
        if times is not None:
            times.append(clock() - t0)
        if take == "discard":
            card = discard.pop()
        elif take == "draw":
            card = draw.pop()
        else:
            raise IllegalAction(f"unknown take {take!r}")
        obs = observe("place", card, take, turns)
        t0 = clock()
        slot = player.choose_slot(obs, card)
        if times is not None:
            times.append(clock() - t0)
        if slot is None:
            if take == "discard":
                raise IllegalAction("a card taken from the discard pile must go into the rack")
            out = card
        else:
            if not (type(slot) is int and 1 <= slot <= 10):
                raise IllegalAction(f"no slot {slot!r}")
            out = rack[slot - 1]
            rack[slot - 1] = card
            last_slot = slot
        discard.append(out)
        turns += 1
        rising = all(rack[i] < rack[i + 1] for i in range(9))
        rebuilt = False
        if not rising and not draw:
            order = discard[::-1]
            rng.shuffle(order)
            discard[:] = [order[0]]
            draw[:] = order[:0:-1]
            rebuilds += 1
            rebuilt = True
        history.append(PublicTurn(0, take, card if take == "discard" else None, slot, out,
                                  rebuilt, discard[-1] if rebuilt else None))
        player.observe(history[-1])
        if rising:
            break
    return turns


def play_solo(level: str, rounds: int, seed: int,
              progress: Callable[[int], None] | None = None,
              clock: Callable[[], float] = time.perf_counter) -> dict:
    from . import make_player

    master = random.Random(seed)
    player = make_player(level, 0, SOLO_RULES, random.Random(master.getrandbits(64)))
    deal_rng = random.Random(master.getrandbits(64))
    results = []
    times: list[float] = []
    for r in range(rounds):
        results.append(solo_round(player, deal_rng, times, r + 1, clock))
        if progress is not None:
            progress(r + 1)
    return {
        "rounds": rounds,
        "mean_turns": round(sum(results) / rounds, 4),
        "median_turns": statistics.median(results),
        "decision_ms": _percentiles(times),
    }
