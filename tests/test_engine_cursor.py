"""The record cursor (issue 11, item 4): every position as a replay from the start shows it,
at a cost per step that does not grow with the record."""

from __future__ import annotations

import copy
import random

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DISCARD, TAKE_DRAW, GameRecord, Holding, Match, RecordError, RoundLog, Rules, SeatInfo, replay_match,
)
from rackoapp.engine.cursor import RecordCursor
from rackoapp.engine.round import Round

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))


def random_record(seed: int, rules: Rules) -> GameRecord:
    """A whole match of seeded-random legal turns (rebuilds and stopped rounds included)."""
    rng = random.Random(seed)
    seats = SEATS + tuple(SeatInfo(f"S{s}", "computer", "easy") for s in range(2, rules.seats))
    match = Match(rules, seats, random.Random(rng.getrandbits(32)))
    while match.winner is None:
        rnd = match.start_round()
        while not rnd.over:
            take = rng.choice((TAKE_DRAW, TAKE_DISCARD))
            place = rng.randint(1, 10) if take == TAKE_DISCARD else rng.randint(0, 10)
            match.apply_turn(take, place)
    return match.to_record()


def cut(record: GameRecord, r: int, t: int) -> GameRecord:
    rounds = record.rounds
    return GameRecord(record.rules, record.seats, record.first_dealer_draw,
                      rounds[:r] + [RoundLog(rounds[r].deck, list(rounds[r].rebuilds), rounds[r].turns[:t])])


def state(match: Match):
    rnd = match.round
    return (rnd.racks, rnd.draw_pile, rnd.discard_pile, rnd.to_move, rnd.phase, rnd.turn_count, rnd.rebuilds,
            rnd.public, rnd.last_slot, rnd.history, rnd.over, rnd.scores, match.results, match.totals,
            match.winner, match.round_number)


def replayed_states(record: GameRecord) -> list:
    """The state at every position, from one replay through the engine from the start."""
    states = []
    for r, log in enumerate(record.rounds):
        for t in range(len(log.turns) + 1):
            if r == 0 or t == 0 or t == len(log.turns) or t % 7 == 0:
                match, _ = replay_match(cut(record, r, t))
                states.append(copy.deepcopy(state(match)))
            else:
                states.append(None)  # checked through the neighbours: replays are slow
    return states


@pytest.mark.parametrize("seed, rules", [
    (1, Rules(target=75, max_rebuilds=2)),
    (2, Rules(seats=3, target=50, rebuild="classic", max_rebuilds=1)),
    (3, Rules(seats=4, partners=True, target=60, max_rebuilds=3)),
])
def test_every_position_in_any_order_is_the_replayed_one(seed, rules):
    record = random_record(seed, rules)
    cursor = RecordCursor(record)
    positions = cursor.positions
    assert len(positions) == sum(len(log.turns) + 1 for log in record.rounds)
    assert len(record.rounds) > 1
    assert any(log.rebuilds for log in record.rounds) or rules.rebuild == "classic"
    expected = replayed_states(record)
    rng = random.Random(seed)
    order = list(range(len(positions))) + list(reversed(range(len(positions))))
    order += [rng.randrange(len(positions)) for _ in range(200)]
    for index in order:
        cursor.seek(index)
        assert cursor.index == index
        if expected[index] is not None:
            assert state(cursor.match) == expected[index], (index, positions[index])
    for index in rng.sample(range(len(positions)), 5):
        cursor.seek(index)
        assert cursor.match.to_record() == replay_match(cut(record, *positions[index]))[0].to_record()


def test_the_cursor_stops_before_a_records_first_problem():
    record = random_record(4, Rules(target=80))
    bad = record.rounds[0].turns[5]
    record.rounds[0].turns[5] = bad._replace(seat=1 - bad.seat)
    cursor = RecordCursor(record)
    assert cursor.positions == [(0, t) for t in range(6)]  # up to the turn before the bad one
    with pytest.raises(RecordError):
        RecordCursor(GameRecord(record.rules, record.seats, record.first_dealer_draw, []))


@pytest.mark.parametrize("take", [TAKE_DRAW, TAKE_DISCARD])
def test_the_last_position_of_a_record_stopped_in_a_half_made_turn_holds_the_card(take):
    """An autosave made with a card in hand: its last step showed the turn not yet begun, with
    no word of the card "Play on from here" brings back (playtest)."""
    match = Match(Rules(target=80), SEATS, random.Random(9))
    match.start_round()
    for k in range(40):
        match.apply_turn(TAKE_DRAW, DISCARD if k % 3 else k % 10 + 1)
    match.apply_action(take)
    record = match.to_record()
    assert record.rounds[-1].holding is not None
    cursor = RecordCursor(record)
    last = len(cursor) - 1
    for index in (last, 0, last, last - 1, last, 3, last):  # any way there, the same position
        cursor.seek(index)
        rnd = cursor.match.round
        assert (rnd.phase == "place") == (index == last)
    assert state(cursor.match) == state(replay_match(record)[0])
    assert cursor.match.round.hand == match.round.hand and cursor.match.to_record() == record
    # Held by the wrong seat, the record stops there: the last turn shows not yet begun.
    record.rounds[-1].holding = Holding(1 - match.round.to_move, record.rounds[-1].holding.take)
    cursor = RecordCursor(record)
    cursor.seek(len(cursor) - 1)
    assert cursor.match.round.phase == "take" and len(cursor) == last + 1


def test_a_record_whose_first_deal_cannot_be_dealt_is_refused_as_a_record():
    """The viewer used to keep the first deal of such a record and deal it: the engine's
    IllegalAction reached the player as an unexpected error (review)."""
    record = random_record(4, Rules(target=80))
    deck = list(record.rounds[0].deck)
    deck[deck.index(1)] = 2  # a deck with two 2s and no 1
    record.rounds[0] = record.rounds[0].__class__(tuple(deck), [], [])
    with pytest.raises(RecordError) as e:
        RecordCursor(record)
    assert str(e.value) == "round 1: the deck is not the cards 1 to 40, each once"  # the round as a whole
    record.rounds[1:] = []
    with pytest.raises(RecordError):
        RecordCursor(record)


def long_match(turns: int) -> GameRecord:
    """At least ``turns`` draw-and-discard turns, round after round (the target is never reached)."""
    match = Match(Rules(target=10_000, max_rebuilds=20), SEATS, random.Random(5))
    played = 0
    while played < turns:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_turn(TAKE_DRAW, DISCARD)
            played += 1
    assert match.winner is None and len(match.results) >= 2
    return match.to_record()


def test_a_step_costs_about_the_same_whatever_the_records_length(monkeypatch):
    applied = []
    real = Round.apply_action
    monkeypatch.setattr(Round, "apply_action", lambda self, a: (applied.append(a), real(self, a))[1])

    def most_per_step(turns: int) -> int:
        cursor = RecordCursor(long_match(turns))
        cursor.seek(len(cursor) - 1)  # the first pass: once, like opening the record
        worst = 0
        for index in [len(cursor) - 2, len(cursor) - 3, len(cursor) - 2, 1, 0, 1, len(cursor) // 2,
                      len(cursor) // 2 - 1, len(cursor) - 1]:
            applied.clear()
            cursor.seek(index)
            worst = max(worst, len(applied))
        return worst

    short, long = most_per_step(400), most_per_step(40_000)
    assert long <= 4 * max(short, 40)  # a replay from the start: 80,000 actions a step
