"""Computer-only play, headless: the loops behind ``rackoapp simulate``.

The command line (arguments, JSON, progress) lives in ``rackoapp.cli.simulate``;
this module plays and returns plain dicts.

Rounds (``play_table``, ``--seats hard,baseline[,...]``, 2 to 4 levels)::

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
  ``choose_slot`` call of every seat, pooled (past 2**20 decisions, p50 and p99
  come from an even sample of them, ``DecisionTimes``; the max is exact). These
  are measurements: they are the one part of the output that differs between
  two runs with the same seed.

Rounds are played as consecutive matches to the rules' target (totals matter to
the players); the dealer rotates every round (round i is dealt by seat
i mod seats), so every seat moves first equally often.

Matches (``play_matches``, ``--matches M``): M whole matches to the target,
each dealt as in the window (a first-dealer draw, then the deal passes to the
left). The summary adds ``matches``, ``match_wins`` and ``match_win_rate``
(per seat; with partners a team's match counts for both its seats), and
``rounds`` is the number of rounds the matches took.

Solo mode (``--solo LEVEL``): one seat alone with the 40-card deck, no
opponent, its own discards forming the discard pile, a shuffled rebuild when
the draw pile runs out, and Rack-O = a strictly rising rack (no run rule).
It prints ``{"rounds": N, "mean_turns": x, "median_turns": y,
"decision_ms": {...}}``; a round is cut off after ``SOLO_TURN_LIMIT`` turns.

Everything random comes from ``--seed``: the same seed gives the same games.
"""

from __future__ import annotations

import random
import time
from array import array
from collections import Counter
from collections.abc import Callable, Sequence

from rackoapp.engine import (
    DISCARD, TAKE_BY_NAME, IllegalAction, Match, Observation, PublicTurn, Rules, SeatInfo, is_rising,
)
from rackoapp.choices import LEVELS

SOLO_TURN_LIMIT = 1000
SOLO_RULES = Rules(seats=2, two_player_run=False, max_rebuilds=None)


# -- playing -------------------------------------------------------------------

class DecisionTimes:
    """Decision times in bounded memory: each one up to ``CAP``, then an even sample of them
    (every 2nd, then every 4th, ...), the slowest kept apart. A list of every one grew about 7 KB
    a round, and the 10,000,000 rounds simulate takes ran out of memory (AI review)."""

    CAP = 1 << 20  # 8 MB of times

    def __init__(self) -> None:
        self.kept = array("d")
        self.stride = 1  # every stride-th time is kept
        self.seen = 0
        self.slowest = 0.0

    def append(self, seconds: float) -> None:
        self.slowest = max(self.slowest, seconds)
        if self.seen % self.stride == 0:
            self.kept.append(seconds)
            if len(self.kept) >= self.CAP:
                self.kept = self.kept[::2]
                self.stride *= 2
        self.seen += 1


def _percentiles(samples: Sequence[float] | DecisionTimes) -> dict:
    if isinstance(samples, DecisionTimes):
        samples, slowest = samples.kept, samples.slowest
    else:
        slowest = max(samples, default=0.0)
    if not samples:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    s = sorted(samples)
    n = len(s)

    def at(q: float) -> float:
        return s[min(n - 1, int(q * n))]

    return {"p50": round(at(0.50) * 1000, 4), "p99": round(at(0.99) * 1000, 4),
            "max": round(slowest * 1000, 4)}


def _median(counts: Counter) -> float:
    """``statistics.median`` of the values counted, from their counts."""
    ordered = sorted(counts)

    def nth(i: int) -> int:
        for value in ordered:
            if i < counts[value]:
                return value
            i -= counts[value]
        raise IndexError(i)

    n = sum(counts.values())
    return nth(n // 2) if n % 2 else (nth(n // 2 - 1) + nth(n // 2)) / 2


class _Tally:
    """Round wins, points and turns, summed over the rounds played."""

    def __init__(self, seats: int) -> None:
        self.wins, self.points, self.turns, self.rounds = [0] * seats, [0] * seats, 0, 0

    def add(self, rnd) -> None:
        if rnd.rackout is not None:
            self.wins[rnd.rackout] += 1
        for s, score in enumerate(rnd.scores):
            self.points[s] += score
        self.turns += rnd.turn_count
        self.rounds += 1

    def summary(self) -> dict:
        n, rounds = len(self.wins), self.rounds
        return {"wins": self.wins, "win_rate": [round(w / rounds, 6) for w in self.wins],
                "mean_points": [round(p / rounds, 4) for p in self.points],
                "mean_turns": round(self.turns / (rounds * n), 4)}


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
    seat_info = seat_infos(levels)
    tally = _Tally(n)
    times = DecisionTimes()
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
        tally.add(_play_round(match, players, times, clock, check, r))
        if progress is not None:
            progress(r + 1)
    return {"rounds": rounds, **tally.summary(), "decision_ms": _percentiles(times)}


def _play_round(match: Match, players, times: DecisionTimes | list[float], clock, check, r: int):
    """Deal and play the match's next round to its end; the finished round."""
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
    return rnd


def seat_infos(levels: Sequence[str]) -> tuple[SeatInfo, ...]:
    """The record's seats. A record names only the window's levels, so a yardstick
    level plays under its name and is written down as the Hard it descends from."""
    return tuple(SeatInfo(f"{lvl} {s}", "computer", lvl if lvl in LEVELS else "hard")
                 for s, lvl in enumerate(levels))


def play_matches(levels: Sequence[str], rules: Rules, matches: int, seed: int,
                 progress: Callable[[int], None] | None = None,
                 check: Callable | None = None,
                 clock: Callable[[], float] = time.perf_counter,
                 on_match: Callable[[int, Match], None] | None = None) -> dict:
    """Play ``matches`` whole matches between the given levels; the summary as a dict.

    Every match gets fresh players and its own shuffles, all drawn from
    ``seed``. ``on_match(i, match)`` is called with each finished match
    (0-based), e.g. to write its record. ``check`` and ``clock`` as in
    ``play_table``; ``progress`` counts matches.
    """
    from . import make_player

    n = rules.seats
    if len(levels) != n:
        raise ValueError("one level per seat")
    master = random.Random(seed)
    seat_info = seat_infos(levels)
    tally = _Tally(n)
    match_wins = [0] * n
    times = DecisionTimes()
    for m in range(matches):
        players = [make_player(lvl, s, rules, random.Random(master.getrandbits(64)))
                   for s, lvl in enumerate(levels)]
        match = Match(rules, seat_info, rng=random.Random(master.getrandbits(64)))
        while not match.over:
            tally.add(_play_round(match, players, times, clock, check, tally.rounds))
        for s in range(n):
            if rules.side_of(s) == match.winner:
                match_wins[s] += 1
        if on_match is not None:
            on_match(m, match)
        if progress is not None:
            progress(m + 1)
    return {
        "matches": matches,
        "rounds": tally.rounds,
        **tally.summary(),
        "match_wins": match_wins,
        "match_win_rate": [round(w / matches, 6) for w in match_wins],
        "decision_ms": _percentiles(times),
    }


def solo_round(player, rng: random.Random, times: DecisionTimes | list[float] | None = None,
               round_number: int = 1, clock: Callable[[], float] = time.perf_counter) -> int:
    """One solo round (rules in the module docstring); the turns it took."""
    deck = list(range(1, SOLO_RULES.deck_size + 1))
    rng.shuffle(deck)
    rack = [0] * 10
    for i in range(10):  # the first card into slot 10, the tenth into slot 1
        rack[9 - i] = deck[i]
    position = SoloPosition(rack, [deck[10]], list(reversed(deck[11:])), round_number=round_number,
                            turned_up=deck[10])
    observe = position.observe
    player.new_round(observe("take", None, None))
    return solo_play_from(player, position, rng, times, clock)


class SoloPosition:
    """A solo round as it stands: the rack, the discard pile, the draw pile (top at the end),
    its rebuilds, the public history, the turns taken and the card turned up at the deal."""

    __slots__ = ("rack", "discard", "draw", "rebuilds", "history", "turns", "last_slot", "round_number",
                 "turned_up")

    def __init__(self, rack: list[int], discard: list[int], draw: list[int], rebuilds: int = 0,
                 history: list[PublicTurn] | None = None, turns: int = 0,
                 last_slot: int | None = None, round_number: int = 1, turned_up: int | None = None) -> None:
        self.rack, self.discard, self.draw = rack, discard, draw
        self.rebuilds, self.history, self.turns = rebuilds, history or [], turns
        self.last_slot, self.round_number, self.turned_up = last_slot, round_number, turned_up

    def observe(self, phase: str, hand: int | None, hand_from: str | None) -> Observation:
        r = tuple(self.rack)
        return Observation(
            seat=0, rules=SOLO_RULES, dealer=0, to_move=0, phase=phase, rack=r, hand=hand,
            hand_from=hand_from, public_hand=hand if hand_from == "discard" else None,
            discard_pile=tuple(self.discard), draw_count=len(self.draw), rebuilds=self.rebuilds,
            racks=(r,), last_slot=(self.last_slot,), history=tuple(self.history), turns=self.turns,
            over=False, totals=(0,), round_number=self.round_number, turned_up=self.turned_up)

    def play(self, take: str, card: int, slot: int | None, rng: random.Random) -> bool:
        """One turn with ``card`` (already taken); True when it goes Rack-O. A draw pile left
        empty is rebuilt from the discard pile, shuffled by ``rng``."""
        rack, discard, draw = self.rack, self.discard, self.draw
        if slot is None:
            if take == "discard":
                raise IllegalAction("into_rack")
            out = card
            self.last_slot = None
        else:
            if not (type(slot) is int and 1 <= slot <= 10):
                raise IllegalAction("slot_or_discard")
            out = rack[slot - 1]
            rack[slot - 1] = card
            self.last_slot = slot
        discard.append(out)
        self.turns += 1
        rising = is_rising(rack)
        rebuilt = False
        if not rising and not draw:
            order = discard[::-1]
            rng.shuffle(order)
            discard[:] = [order[0]]
            draw[:] = order[:0:-1]
            self.rebuilds += 1
            rebuilt = True
        self.history.append(PublicTurn(0, take, card if take == "discard" else None, slot, out,
                                       rebuilt, discard[-1] if rebuilt else None))
        return rising


def solo_play_from(player, position: SoloPosition, rng: random.Random,
                   times: DecisionTimes | list[float] | None = None,
                   clock: Callable[[], float] = time.perf_counter, limit: int = SOLO_TURN_LIMIT) -> int:
    """``player`` plays ``position`` on to Rack-O (or ``limit`` turns in all); the turns it took in all."""
    observe = position.observe
    while position.turns < limit:
        obs = observe("take", None, None)
        t0 = clock()
        take = player.choose_take(obs)
        if times is not None:
            times.append(clock() - t0)
        if take == "discard":
            card = position.discard.pop()
        elif take == "draw":
            card = position.draw.pop()
        else:
            raise IllegalAction("take_first")
        obs = observe("place", card, take)
        t0 = clock()
        slot = player.choose_slot(obs, card)
        if times is not None:
            times.append(clock() - t0)
        rising = position.play(take, card, slot, rng)
        player.observe(position.history[-1])
        if rising:
            break
    return position.turns


def play_solo(level: str, rounds: int, seed: int,
              progress: Callable[[int], None] | None = None,
              clock: Callable[[], float] = time.perf_counter) -> dict:
    from . import make_player

    master = random.Random(seed)
    player = make_player(level, 0, SOLO_RULES, random.Random(master.getrandbits(64)))
    deal_rng = random.Random(master.getrandbits(64))
    results: Counter = Counter()  # turns: rounds that took them
    times = DecisionTimes()
    for r in range(rounds):
        results[solo_round(player, deal_rng, times, r + 1, clock)] += 1
        if progress is not None:
            progress(r + 1)
    return {
        "rounds": rounds,
        "mean_turns": round(sum(t * k for t, k in results.items()) / rounds, 4),
        "median_turns": _median(results),
        "decision_ms": _percentiles(times),
    }
