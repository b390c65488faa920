"""A match: rounds with a rotating dealer, totals carried to the target."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from rackoapp.choices import DEFAULT_NAMES

from .actions import TAKE_NAMES, Turn
from .errors import IllegalAction
from .observation import Observation
from .record import MAX_NAME, GameRecord, Holding, RoundLog, SeatInfo, seat_name_ok
from .round import PLACE, Round, RebuildOrder
from .rules import MAX_MATCH_ROUNDS, MAX_MATCH_TURNS, MAX_ROUND_TURNS, Rules


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round, as the scorekeeper writes it down."""

    dealer: int
    rackout: int | None  # None: stopped (see ended_by)
    scores: tuple[int, ...]
    turns: int
    racks: tuple[tuple[int, ...], ...]
    ended_by: str | None = None  # RACKOUT, STALEMATE or TURN_CAP (round.py), as the round ended


def first_dealer(draw: Sequence[int]) -> int:
    """The seat that drew the highest card deals the first round."""
    return max(range(len(draw)), key=lambda s: draw[s])


def team_totals(totals: Sequence[int]) -> tuple[int, int]:
    return totals[0] + totals[2], totals[1] + totals[3]


def side_totals(rules: Rules, totals: Sequence[int]) -> tuple[int, ...]:
    """The totals of ``rules.teams``: one per team with partners, else one per seat."""
    return tuple(sum(totals[seat] for seat in team) for team in rules.teams)


def match_winner(rules: Rules, totals: Sequence[int]) -> int | None:
    """The seat (with partners: the team) that won, or None while play goes on.

    Once anyone reaches the target the highest total wins; a tie at the top
    plays another round.
    """
    scores = side_totals(rules, totals)
    best = max(scores)
    if best < rules.target or scores.count(best) > 1:
        return None
    return scores.index(best)


class Match:
    """The single source of truth for one match.

    ``rng`` is the only randomness: the first-dealer draw, each deal's
    shuffle and each shuffled rebuild. A match made without one may be given all
    of those (a record's replay is); asked to draw one by chance, it refuses, so
    no game ever comes from a generator nobody seeded.
    """

    def __init__(self, rules: Rules, seats: Sequence[SeatInfo] | None = None,
                 rng: random.Random | None = None,
                 first_dealer_draw: Sequence[int] | None = None) -> None:
        if seats is None:
            seats = default_seats(rules.seats)
        if len(seats) != rules.seats:
            raise IllegalAction("seats_mismatch", seats=rules.seats, given=len(seats))
        for i, seat in enumerate(seats):
            if not seat_name_ok(seat.name):  # its record could never be read back
                raise IllegalAction("seat_name", seat=i, limit=MAX_NAME)
        self.rules = rules
        self.seats = tuple(seats)
        self.rng = rng
        if first_dealer_draw is None:
            first_dealer_draw = self._chance().sample(range(1, rules.deck_size + 1), rules.seats)
        draw = tuple(first_dealer_draw)
        if len(draw) != rules.seats or len(set(draw)) != len(draw) or not all(
                type(c) is int and 1 <= c <= rules.deck_size for c in draw):
            raise IllegalAction("bad_dealer_draw")
        self.first_dealer_draw = draw
        self.first_dealer = first_dealer(draw)
        self.results: list[RoundResult] = []
        self.logs: list[RoundLog] = []
        self.totals = [0] * rules.seats
        self.winner: int | None = None
        self.round: Round | None = None

    @classmethod
    def for_record(cls, record: GameRecord) -> Match:
        """A match as ``record`` begins it (its rules, seats and first-dealer draw), no round dealt:
        what a replay plays the record's rounds into."""
        return cls(record.rules, record.seats, first_dealer_draw=record.first_dealer_draw)

    # -- rounds ------------------------------------------------------------------

    @property
    def next_dealer(self) -> int:
        return (self.first_dealer + len(self.logs)) % self.rules.seats

    def start_round(self, deck: Sequence[int] | None = None,
                    rebuild_order: RebuildOrder | None = None) -> Round:
        if self.winner is not None:
            raise IllegalAction("match_over")
        if self.round is not None and not self.round.over:
            raise IllegalAction("round_in_play")
        if deck is None:
            deck = list(range(1, self.rules.deck_size + 1))
            self._chance().shuffle(deck)
        if rebuild_order is None:
            rebuild_order = self._shuffled
        # No round may carry the match past its turn budget (rules.md, "How long a match can last").
        limit = min(MAX_ROUND_TURNS, MAX_MATCH_TURNS - self.turns_played)
        self.round = Round(self.rules, self.next_dealer, deck, rebuild_order, turn_limit=limit)
        self.logs.append(RoundLog(tuple(deck), self.round.rebuild_orders, []))
        return self.round

    def _shuffled(self, pile: list[int]) -> list[int]:
        order = pile[:]
        self._chance().shuffle(order)
        return order

    def _chance(self) -> random.Random:
        if self.rng is None:
            raise ValueError("this match was made without a random.Random: pass a seeded one to deal or shuffle")
        return self.rng

    def shuffle_later_rebuilds(self) -> None:
        """The round in play's next rebuilds are shuffled by this match's ``rng``, not read from a
        record: a match taken up from its record goes on with chance of its own."""
        if self.round is not None:
            self.round.rebuild_order = self._shuffled

    def apply_action(self, action: int) -> None:
        rnd = self._round_in_play()
        rnd.apply_action(action)
        self._after(rnd)

    def apply_turn(self, take: int, place: int) -> None:
        rnd = self._round_in_play()
        rnd.apply_turn(take, place)
        self._after(rnd)

    def _round_in_play(self) -> Round:
        if self.round is None or self.round.over:
            raise IllegalAction("no_round_in_play")
        return self.round

    def _after(self, rnd: Round) -> None:
        log = self.logs[-1]
        if len(rnd.history) > len(log.turns):
            t = rnd.history[-1]
            log.turns.append(Turn(t.seat, t.take, t.slot))
        if rnd.over:
            result = RoundResult(rnd.dealer, rnd.rackout, rnd.scores, rnd.turn_count,
                                 tuple(tuple(r) for r in rnd.racks), rnd.ended_by)
            self.results.append(result)
            for seat, points in enumerate(result.scores):
                self.totals[seat] += points
            self._settle()

    def unscore_last_round(self) -> None:
        """Take back the last round's points (replay found the round inconsistent)."""
        result = self.results.pop()
        for seat, points in enumerate(result.scores):
            self.totals[seat] -= points
        self._settle()

    def _settle(self) -> None:
        self.winner = match_winner(self.rules, self.totals)
        if self.winner is None and (len(self.results) >= MAX_MATCH_ROUNDS
                                    or self.turns_played >= MAX_MATCH_TURNS):
            # The match has used its rounds or turns: it ends here, highest total
            # first, a tie going to the side that comes first at the table.
            scores = side_totals(self.rules, self.totals)
            self.winner = scores.index(max(scores))

    @property
    def turns_played(self) -> int:
        """Turns of the finished rounds."""
        return sum(result.turns for result in self.results)

    # -- views -----------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def round_number(self) -> int:
        return len(self.logs)

    def team_totals(self) -> tuple[int, int] | None:
        return team_totals(self.totals) if self.rules.partners else None

    def observation(self, seat: int) -> Observation:
        if self.round is None:
            raise IllegalAction("no_round_dealt")
        return self.round.observation(seat, self.totals, self.round_number)

    def to_record(self) -> GameRecord:
        rounds = [log.upto(len(log.turns), list(log.rebuilds)) for log in self.logs]
        if rounds:
            rounds[-1].holding = self._holding()
        return GameRecord(rules=self.rules, seats=self.seats, first_dealer_draw=self.first_dealer_draw,
                          rounds=rounds)

    def _holding(self) -> Holding | None:
        """The card in hand, if the round in play stands in a turn half made."""
        rnd = self.round
        if rnd is None or rnd.over or rnd.phase != PLACE:
            return None
        return Holding(rnd.to_move, TAKE_NAMES[rnd.hand_from])

    def clone(self) -> "Match":
        other = Match.__new__(Match)
        other.rules = self.rules
        other.seats = self.seats
        other.rng = None
        if self.rng is not None:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        other.first_dealer_draw = self.first_dealer_draw
        other.first_dealer = self.first_dealer
        other.results = self.results[:]
        other.totals = self.totals[:]
        other.winner = self.winner
        other.round = self.round.clone() if self.round is not None else None
        other.logs = [l.upto(len(l.turns)) for l in self.logs]
        if other.round is not None:
            # The clone's round must write its rebuilds into the clone's log.
            other.logs[-1] = other.logs[-1].upto(len(other.logs[-1].turns), other.round.rebuild_orders)
            if other.round.rebuild_order == self._shuffled:
                other.round.rebuild_order = other._shuffled
        return other


def default_seats(n: int) -> tuple[SeatInfo, ...]:
    return (SeatInfo(DEFAULT_NAMES[0], "human"),) + tuple(
        SeatInfo(DEFAULT_NAMES[s], "computer", "hard") for s in range(1, n))
