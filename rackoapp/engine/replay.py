"""Check and score a game record by playing it through the engine."""

from __future__ import annotations

import json
import random

from .actions import TAKE_BY_NAME
from .errors import CodedError, IllegalAction
from .match import Match
from .record import NO_SLOT, GameRecord, RecordError, RoundLog
from .round import Round
from .rules import RACK_SIZE


class ReplayStop(CodedError):
    """Where a record stops being a legal game (turn 0: the round as a whole) and why:
    a code of ``errors.MESSAGES`` (the rules' own, for an illegal turn) and its parameters.
    ``reason`` is the English sentence, as ``rackoapp replay`` prints it."""

    def __init__(self, round_number: int, turn: int, code: str, /, **params) -> None:
        super().__init__(code, **params)
        self.round = round_number
        self.turn = turn
        self.reason = str(self)

    def as_record_error(self) -> RecordError:
        """The stop as the record's error: "round 2, turn 3: slot 11 does not exist ...", or
        "round 2: ..." for the round as a whole ("turn 0" read as a bug)."""
        if self.turn == 0:
            return RecordError("at_round", round=self.round, reason=self)
        return RecordError("at_turn", round=self.round, turn=self.turn, reason=self)


def replay_match(record: GameRecord) -> tuple[Match, ReplayStop | None]:
    """Play the record through a ``Match``; stop at the first problem.

    Returns the match as far as it got and the problem, if any.
    """
    match = Match.for_record(record)
    try:
        for r, log in enumerate(record.rounds, 1):
            _replay_round(match, log, r)
    except ReplayStop as stop:
        return match, stop
    return match, None


def _replay_round(match: Match, log: RoundLog, r: int) -> None:
    if match.winner is not None:
        raise ReplayStop(r, 0, "round_after_win")
    if match.round is not None and not match.round.over:
        raise ReplayStop(r, 0, "round_after_unfinished")
    n = match.rules.deck_size
    if sorted(log.deck) != list(range(1, n + 1)):
        raise ReplayStop(r, 0, "bad_deck", cards=n)
    if match.rules.rebuild == "classic" and log.rebuilds:
        raise ReplayStop(r, 0, "classic_rebuild_orders")
    orders = iter(log.rebuilds)
    current = {"turn": 0}

    def next_order(pile: list[int]) -> tuple[int, ...]:
        try:
            return next(orders)
        except StopIteration:
            raise ReplayStop(r, current["turn"], "missing_rebuild_order") from None

    rnd = match.start_round(log.deck, next_order)
    try:
        for t, turn in enumerate(log.turns, 1):
            current["turn"] = t
            if rnd.over:
                raise ReplayStop(r, t, "turn_after_end")
            _check_turn(rnd, turn.seat, turn.take, turn.slot, r, t)
            try:
                match.apply_turn(*turn.actions())
            except IllegalAction as e:
                raise ReplayStop(r, t, e.code, **e.params) from None  # the rules' own words
    finally:
        played = match.logs[-1]  # the turns marked hinted, of those replayed
        played.hinted = tuple(m for m in log.hinted if m <= len(played.turns))
    if log.holding is not None:  # the last turn's take, made; its card in hand
        t = len(log.turns) + 1
        current["turn"] = t
        if rnd.over:
            raise ReplayStop(r, t, "turn_after_end")
        _check_take(rnd, log.holding.seat, log.holding.take, r, t)
        try:
            match.apply_action(TAKE_BY_NAME[log.holding.take])
        except IllegalAction as e:
            raise ReplayStop(r, t, e.code, **e.params) from None
    if next(orders, None) is not None:
        if rnd.over:  # the round as a whole is inconsistent, so it is not scored
            match.unscore_last_round()
        raise ReplayStop(r, 0, "extra_rebuild_orders")


def _check_take(rnd: Round, seat: int, take: str, r: int, t: int) -> None:
    if type(seat) is not int:
        raise ReplayStop(r, t, "seat_not_a_number")
    if seat != rnd.to_move:
        raise ReplayStop(r, t, "not_your_turn", to_move=rnd.to_move, seat=seat)
    if not isinstance(take, str) or take not in TAKE_BY_NAME:
        raise ReplayStop(r, t, "bad_take")


def _check_turn(rnd: Round, seat: int, take: str, slot: int | None, r: int, t: int) -> None:
    _check_take(rnd, seat, take, r, t)
    if slot is NO_SLOT:
        raise ReplayStop(r, t, "slot_missing")
    if slot is not None and (type(slot) is not int or not 1 <= slot <= RACK_SIZE):
        raise ReplayStop(r, t, "no_such_slot", slot=slot if type(slot) is int else _shown(slot))
    if take == "discard" and slot is None:
        raise ReplayStop(r, t, "into_rack")


def _shown(value: object) -> str:
    """A record's value of the wrong kind as its JSON, cut short (a hostile file's can be long)."""
    text = json.dumps(value)  # escaped: a line break (U+0085 too) keeps the reason one line
    return text if len(text) <= 24 else text[:23] + "\u2026"


def replay_summary(record: GameRecord) -> dict:
    """The JSON object ``rackoapp replay`` prints."""
    match, stop = replay_match(record)
    summary = {
        "complete": match.winner is not None,
        "rounds": [
            {"dealer": res.dealer, "rackout": res.rackout, "scores": list(res.scores), "turns": res.turns}
            for res in match.results
        ],
        "totals": list(match.totals),
    }
    if record.rules.partners:
        summary["team_totals"] = list(match.team_totals())
    summary["winner"] = match.winner
    # With partners "winner" is a team's number, read as a seat's (rules playtest): its seats too.
    summary["winner_seats"] = None if match.winner is None else (
        list(record.rules.teams[match.winner]) if record.rules.partners else [match.winner])
    summary["error"] = None if stop is None else {"round": stop.round, "turn": stop.turn, "reason": stop.reason}
    return summary


def resume_match(record: GameRecord, rng: random.Random) -> Match:
    """The match a record describes, ready to go on with ``rng`` for what comes next.

    A record with any problem is refused whole (``RecordError``), never half-loaded.
    """
    match, stop = replay_match(record)
    if stop is not None:
        raise stop.as_record_error()
    match.rng = rng
    match.shuffle_later_rebuilds()
    return match
