"""Step through a game record either way, each step about as costly whatever its length.

Replaying a record from its start at every step made a long round freeze the
viewer (a round of 100,000 turns took minutes to reach its end). The cursor
keeps one live ``Match`` that steps forward turn by turn, and a kept position
every ``EVERY`` steps; a step back goes to the kept position before it and
forward from there.

A kept position holds neither history nor results: what every seat saw of a
turn, and a round's result, are the same every time the record is played
through, so they are kept once and sliced.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import TAKE_BY_NAME, PublicTurn
from .match import Match, RoundResult
from .record import GameRecord, RecordError, RoundLog
from .replay import ReplayStop, replay_match
from .round import Round


EVERY = 32  # steps between kept positions: a step costs at most this many turns


@dataclass(frozen=True, slots=True)
class _Kept:
    round: Round  # without its history, which comes from the cursor's cache
    results: int  # how many rounds are scored
    totals: tuple[int, ...]
    winner: int | None


def record_positions(record: GameRecord) -> list[tuple[int, int]]:
    """(round index, turns played) of every position a record shows, up to its first problem.

    Position 0 is the first deal; each turn is one step. Raises ``RecordError``
    when the record holds no round at all, or its first deal cannot be dealt.
    """
    return _positions(record)[0]


def _positions(record: GameRecord) -> tuple[list[tuple[int, int]], Match, ReplayStop | None]:
    """``record_positions``, and the record played through as far as it goes, and its first
    problem (None when there is none)."""
    positions = [(r, t) for r, log in enumerate(record.rounds) for t in range(len(log.turns) + 1)]
    if not positions:
        raise RecordError("no_round_to_show")
    replayed, stop = replay_match(record)
    if stop is not None:  # keep the positions before the first problem
        positions = [(r, t) for r, t in positions
                     if r < stop.round - 1 or (r == stop.round - 1 and t < stop.turn)]
        if not positions:  # the first deal itself is bad (a deck short of a card): nothing to show
            raise stop.as_record_error()
    return positions, replayed, stop


class RecordCursor:
    """The positions of ``record``; ``match`` is the one shown (never change it). ``finished``:
    the record holds a finished match; ``stop``: its first problem, None if it has none."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.positions, replayed, self.stop = _positions(record)
        self.finished = replayed.over
        # The rounds the replay saw to their end: in a damaged record a round followed by another
        # may still be in play where the replay stopped (its hidden cards showed, review).
        self.rounds_over = len(replayed.results)
        whole = self.stop is None
        # The card in hand where the record stops, taken at its last position (``_forward``);
        # a record with a problem shows the turn not yet begun.
        self._held = record.rounds[-1].holding if whole else None
        self._kept: dict[int, _Kept] = {}
        self._seen: list[list[PublicTurn]] = [[] for _ in record.rounds]
        self._results: list[RoundResult] = []
        self._logs: dict[int, RoundLog] = {}  # whole rounds' logs, shared by every position after them
        self.match = Match.for_record(record)
        self.index = -1
        self._forward()

    def __len__(self) -> int:
        return len(self.positions)

    def seek(self, index: int) -> None:
        index = max(0, min(index, len(self.positions) - 1))
        base = max(k for k in self._kept if k <= index)
        if not self.index <= index or index - self.index > index - base:
            self._restore(base)
        while self.index < index:
            self._forward()

    # -- inside -------------------------------------------------------------------

    def _forward(self) -> None:
        self.index += 1
        r, t = self.positions[self.index]
        log = self.record.rounds[r]
        match = self.match
        if t == 0:
            match.start_round(log.deck, self._recorded_order)
        else:
            turn = log.turns[t - 1]
            match.apply_turn(*turn.actions())
            seen = self._seen[r]
            if len(seen) < t:
                seen.append(match.round.history[-1])
            if len(self._results) < len(match.results):
                self._results.append(match.results[-1])
        match.logs[-1].hinted = tuple(m for m in log.hinted if m <= t)  # the coach's marks, so far
        if self._held is not None and self.index == len(self.positions) - 1:
            self.match.apply_action(TAKE_BY_NAME[self._held.take])
        if self.index % EVERY == 0 and self.index not in self._kept:
            self._keep()

    def _recorded_order(self, pile: list[int]) -> tuple[int, ...]:
        r, _ = self.positions[self.index]
        return self.record.rounds[r].rebuilds[len(self.match.round.rebuild_orders)]

    def _keep(self) -> None:
        match, rnd = self.match, self.match.round
        history, rnd.history = rnd.history, []
        try:
            frozen = rnd.clone()
        finally:
            rnd.history = history
        self._kept[self.index] = _Kept(frozen, len(match.results), tuple(match.totals), match.winner)

    def _restore(self, index: int) -> None:
        kept = self._kept[index]
        r, t = self.positions[index]
        rnd = kept.round.clone()
        rnd.history = self._seen[r][:t]
        rnd.rebuild_order = self._recorded_order
        log = self.record.rounds[r]
        match = self.match
        match.round = rnd
        match.results = self._results[:kept.results]
        match.totals = list(kept.totals)
        match.winner = kept.winner
        match.logs = [self._whole_log(k) for k in range(r)] + [log.upto(t, rnd.rebuild_orders)]
        self.index = index

    def _whole_log(self, r: int) -> RoundLog:
        if r not in self._logs:
            log = self.record.rounds[r]
            self._logs[r] = log.upto(len(log.turns), list(log.rebuilds))
        return self._logs[r]
