"""Grading moves: one move (live, from the seat's observation) or a whole record.

A move's ``loss`` is the expected turns to Rack-O it gave up against the best
move, by hard-v1's model (``model.py``): the take's loss plus the placement's.
The draw pile is a chance node: drawing is valued by the mean over the cards
the seat could draw, as its own observation tells them, before the card is
seen; the placement is then judged with the card that did come. So a good
draw that brought a useless card costs nothing, and the draw pile's order
never enters a grade.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from rackoapp.ai.common import placed
from rackoapp.ai.draw_order import known_draws
from rackoapp.engine import (
    GameRecord, Match, Observation, Turn, goes_rackout, replay_match,
)

from .model import INF, LOSS_CAP, available, place_options, placed_observation, take_options

# Verdicts by loss in turns: (name, the loss it goes up to). "best" is a move
# the model values as highly as its best move: its loss prints as 0.0000.
# The limits are real turns (the unit is fitted on rollouts, see model.py), so
# they kept their values when the unit was rescaled; the moves that cross them
# changed. On benchmarks/review_validation.py (100 rounds, seed 1, two and three
# seats): hard-v1's own moves are nearly all "best"; about 60% of Medium's moves
# lose something and about a quarter lose half a turn or more; a random legal
# move's median loss is 0.4 turns (two seats) to 0.8 (three), an inaccuracy
# to a mistake. Below about 0.2 a loss is within what rollouts can tell from
# nothing, hence "good".
BEST_UPTO = 0.00005
VERDICTS = (
    ("best", BEST_UPTO),
    ("good", 0.2),
    ("inaccuracy", 0.5),
    ("mistake", 1.5),
    ("blunder", float("inf")),
)


def verdict(loss: float) -> str:
    """The verdict of a loss in turns (``VERDICTS``), as it is shown: to two decimals past "best".
    A loss of 0.5038 was a mistake beside "cost 0.50 turns" and a legend of "inaccuracy: up to
    0.50" (playtest)."""
    if loss <= BEST_UPTO:
        return VERDICTS[0][0]
    shown = round(loss, 2)
    for name, upto in VERDICTS[1:]:
        if shown <= upto:
            return name
    return VERDICTS[-1][0]


class ReviewError(ValueError):
    """A record that cannot be reviewed (an illegal turn); the message is one line."""


@dataclass(frozen=True, slots=True)
class MoveGrade:
    """One graded move.

    ``best`` is the best move by the model. When the best take is the draw
    pile but the played move took the discard pile, the best slot depends on
    the card that would have come: with ``draw_top`` known (a review after
    the round) it is that card's best slot and ``best_card`` that card;
    without it (grading during play, where the draw pile is hidden)
    ``best.slot`` and ``best_card`` are None: "take from the draw pile".
    """

    played: Turn
    card: int  # the card the played move took
    best: Turn
    best_card: int | None  # the card the best move places or discards
    take_loss: float
    place_loss: float

    @property
    def loss(self) -> float:
        return min(self.take_loss + self.place_loss, LOSS_CAP)

    @property
    def verdict(self) -> str:
        return verdict(self.loss)

    @property
    def is_best(self) -> bool:
        return self.loss <= BEST_UPTO


def grade_move(obs: Observation, take: str, card: int, slot: int | None, *,
               deal_top: int | None = None, draw_top: int | None = None) -> MoveGrade:
    """Grade one move of the seat whose take-phase observation is ``obs``.

    ``take`` is "draw" or "discard", ``card`` the card it brought, ``slot``
    1..10 or None (the drawn card discarded). ``deal_top`` is the card turned
    up at the round's deal (public; the model needs it after a rebuild).
    ``draw_top``, the draw pile's top card, is only used to show the best
    move's slot when the best take was the draw pile and the played one was not.
    """
    seat = obs.seat
    avail = available(obs, deal_top)
    takes = take_options(obs, avail)
    held = placed_observation(obs, take, card)
    places = place_options(held, card, available(held, deal_top))
    take_loss = _take_loss(obs, takes, take, avail)
    place_loss = places.loss(slot)
    # A Rack-O within reach and missed costs a whole turn at the least: the round goes on, and
    # the player needs one more turn of their own (the others get theirs first). The model's unit
    # made a missed Rack-O that also won the match "an inaccuracy (cost 0.44 turns)" (playtest).
    # Not where the match is won whoever ends the round, and the move keeps it so.
    kept_won = places.locked and place_loss == 0.0
    if not kept_won and _misses_rackout(obs.rules, held.rack, card, slot):
        place_loss = max(place_loss, MISSED_RACKOUT)
    if takes.best == take:
        best, best_card = Turn(seat, take, places.best), card
    else:
        other = obs.discard_top if takes.best == "discard" else draw_top
        if other is None:
            best, best_card = Turn(seat, takes.best, None), None
        else:
            held = placed_observation(obs, takes.best, other)
            best_slot = place_options(held, other, available(held, deal_top)).best
            best, best_card = Turn(seat, takes.best, best_slot), other
    return MoveGrade(Turn(seat, take, slot), card, best, best_card, take_loss, place_loss)


# What a Rack-O within reach and missed costs at the least, in turns (see ``grade_move``).
MISSED_RACKOUT = 1.0


def _take_loss(obs: Observation, takes, take: str, avail) -> float:
    """What ``take`` gives up (``takes``: the take's options), a missed Rack-O counted: a draw
    over a discard pile's card that goes Rack-O misses that turn as often as the draw does not go
    out too; after a classic rebuild the draw is the known next card, sure or not (review)."""
    loss = takes.loss(take)
    if takes.locked or take != "draw" or obs.discard_top is None or not avail or not _goes_rackout(obs.rules, obs.rack, obs.discard_top):
        return loss
    known = known_draws(obs)
    drawn = known[:1] if known else avail
    lucky = sum(1 for c in drawn if _goes_rackout(obs.rules, obs.rack, c)) / len(drawn)
    return max(loss, MISSED_RACKOUT * (1 - lucky))


def _misses_rackout(rules, rack, card: int, slot: int | None) -> bool:
    """Some slot of ``rack`` takes ``card`` into a Rack-O, and ``slot`` (None: discarded) does not."""
    return _goes_rackout(rules, rack, card) and not (slot is not None and goes_rackout(rules, placed(rack, slot, card)))


def _goes_rackout(rules, rack, card: int) -> bool:
    """Some slot of ``rack`` takes ``card`` into a Rack-O under ``rules``."""
    return any(goes_rackout(rules, placed(rack, j, card)) for j in range(1, len(rack) + 1))


def best_move(obs: Observation, deal_top: int | None = None) -> tuple[str | None, int | None]:
    """The move the coach grades best in ``obs``, the seat's own view: (take, slot) in the
    take phase (slot None after "draw": the card is not seen yet), (None, slot or None to
    discard) with a card in hand. The hint gives it, so the hint and the grades agree."""
    h = hint(obs, deal_top)
    return h.take, h.slot


@dataclass(frozen=True, slots=True)
class Hint:
    """The best move (as ``best_move``) and, when another move is about as good (it gives up no
    more than ``CLOSE_CALL`` turns), the closest such one, ``nearly`` = (take, slot) as the best
    move is given: a close call told as a certainty misled a player (playtest)."""

    take: str | None
    slot: int | None
    nearly: tuple[str | None, int | None] | None = None


# A move that gives up no more than this is "about as good" as the best. The grades' "good"
# (0.2) would name a second move in most hints (60% of takes and of placements, two seats,
# 6 games): 0.05 names one in about 8% of takes and 29% of placements, where it matters.
CLOSE_CALL = 0.05


def _closest(candidates) -> tuple[str | None, int | None] | None:
    """The move of least loss among (loss, move) within ``CLOSE_CALL``, if any."""
    close = [(loss, n, move) for n, (loss, move) in enumerate(candidates) if loss <= CLOSE_CALL]
    return min(close)[2] if close else None


def _runners_up(options, best, move) -> list:
    """(loss, move(option)) for every option of ``options`` but ``best`` that has a way out and,
    for a placement, looks as plain as the best (``plain_key``): the model's toss-ups include
    moves a player reads as nonsense ("slot 1 is about as good" for a 36, playtest). The model's
    own pick comes first, plain or not, when the best named is a plainer toss-up: it is graded
    "best" too, and a hint that never named it read as the coach contradicting itself ("put the
    33 into slot 9", then "discarded it ✓ best", playtest). So does discarding the card drawn when
    it is as good as the best, graded "best" too ("put the 6 into slot 2", then "discarded it ✓
    best", playtest): keeping the rack as it is never reads as nonsense, where the other exact ties
    (one placement in six, in a muddled rack the model cannot tell apart) would."""
    plain = options.plain
    own = min(options.values, key=lambda o: (options.values[o], o != best))
    return [(options.loss(o), move(o)) for o in sorted(options.values, key=lambda o: o != own)
            if o != best and options.values[o] != INF
            and (plain is None or plain[o] <= plain[best] or o == own or (o is None and options.loss(o) <= BEST_UPTO))]


def hint(obs: Observation, deal_top: int | None = None) -> Hint:
    """The coach's hint in ``obs``: its best move, and a move about as good, if one is. Where the
    match is won however the round ends, every move keeping it is as good: none is named beside
    the hint, which "taking the 40 into slot 10 is about as good" ended every time (review)."""
    if obs.phase != "take":
        places = place_options(obs, obs.hand, available(obs, deal_top))
        if places.locked:
            return Hint(None, places.best)
        return Hint(None, places.best, _closest(_runners_up(places, places.best, lambda o: (None, o))))
    avail = available(obs, deal_top)
    takes = take_options(obs, avail)
    top = obs.discard_top
    if takes.best != "discard":
        if top is None or takes.locked or takes.values.get("discard", INF) == INF:
            return Hint(takes.best, None)
        held = placed_observation(obs, "discard", top)
        other = place_options(held, top, available(held, deal_top)).best
        return Hint(takes.best, None, _closest([(takes.loss("discard"), ("discard", other))]))
    held = placed_observation(obs, "discard", top)
    places = place_options(held, top, available(held, deal_top))
    if takes.locked:
        return Hint("discard", places.best)
    candidates = _runners_up(places, places.best, lambda o: ("discard", o))
    if takes.values.get("draw", INF) != INF:
        candidates.append((_take_loss(obs, takes, "draw", avail), ("draw", None)))  # as graded
    return Hint("discard", places.best, _closest(candidates))


@dataclass(frozen=True, slots=True)
class TurnReview:
    """A graded move of the reviewed seat, and where it was played.

    ``round`` and ``turn`` count from 1 as ``rackoapp replay`` reports them
    (``turn`` is the round's turn number, every seat's turns counted);
    ``position`` is the seat's observation before the move; ``deal_top`` the card turned up
    at the round's deal, which the cards left to draw are read with.
    """

    round: int
    turn: int
    grade: MoveGrade
    position: Observation = field(repr=False, compare=False)
    deal_top: int | None = field(default=None, repr=False, compare=False)

    def drawable(self) -> list[int]:
        """The cards that may still be in the draw pile, as the seat could tell before the move."""
        return available(self.position, self.deal_top)

    @property
    def loss(self) -> float:
        return self.grade.loss

    @property
    def verdict(self) -> str:
        return self.grade.verdict

    def to_dict(self) -> dict:
        g = self.grade
        return {
            "round": self.round,
            "turn": self.turn,
            "played": _turn_dict(g.played),
            "best": _turn_dict(g.best),
            "loss": round(g.loss, 4),
            "verdict": g.verdict,
        }


def _turn_dict(t: Turn) -> dict:
    """A move the way a game record writes it."""
    return {"seat": t.seat, "take": t.take, "slot": t.slot}


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    turns: tuple[TurnReview, ...]

    @property
    def mean_loss(self) -> float:
        """Mean loss per graded move (0 when the seat made no move)."""
        return sum(t.loss for t in self.turns) / len(self.turns) if self.turns else 0.0

    def costliest(self, n: int | None = None) -> list[TurnReview]:
        """The moves not graded "best", costliest first (ties in playing order)."""
        worst = sorted((t for t in self.turns if t.loss > BEST_UPTO), key=lambda t: -t.loss)
        return worst if n is None else worst[:n]

    def to_dict(self) -> dict:
        return {"seat": self.seat, "turns": [t.to_dict() for t in self.turns],
                "mean_loss": round(self.mean_loss, 4)}


def default_seat(record: GameRecord) -> int:
    """The first human seat; a record of computers only is reviewed for seat 0."""
    for s, info in enumerate(record.seats):
        if not info.is_computer:
            return s
    return 0


def check_record(record: GameRecord) -> None:
    """Raise ``ReviewError`` (one line, as ``replay`` words it) for a record with an illegal turn."""
    _, stop = replay_match(record)
    if stop is not None:
        raise ReviewError(str(stop.as_record_error()))


def iter_review(record: GameRecord, seat: int, rounds: Iterable[int] | None = None) -> Iterator[TurnReview]:
    """Grade ``seat``'s moves one at a time, in playing order.

    ``rounds`` (numbers from 1) limits the grading to those rounds. A caller
    on a worker thread can stop between moves by no longer iterating. The
    record must be legal (``check_record``); ``seat`` must exist.
    """
    if not 0 <= seat < record.rules.seats:
        raise ValueError(f"seat {seat} is not in this {record.rules.seats}-seat record")
    wanted = None if rounds is None else set(rounds)
    # A round still in play where the record ends keeps its draw pile hidden, as at the table:
    # the review of an unfinished match named the card "that would have come", by then an
    # opponent's face-down card, and the match could be played on knowing it (coach review).
    # (Asked only where the last round is graded: the replay is a match's whole length.)
    last = len(record.rounds)
    in_play = None
    if wanted is None or last in wanted:
        final, _ = replay_match(record)
        in_play = last if len(final.results) < last else None
    match = Match.for_record(record)
    for r, log in enumerate(record.rounds, 1):
        if wanted is not None and r > max(wanted, default=0):
            return
        orders = iter(log.rebuilds)
        rnd = match.start_round(log.deck, lambda pile, orders=orders: next(orders))
        deal_top = rnd.discard_pile[-1]
        totals, number = tuple(match.totals), match.round_number
        grading = wanted is None or r in wanted
        for t, turn in enumerate(log.turns, 1):
            take, place = turn.actions()
            if not grading or turn.seat != seat:
                match.apply_turn(take, place)
                continue
            obs = rnd.observation(seat, totals, number)
            draw_top = rnd.draw_pile[-1] if rnd.draw_pile and r != in_play else None
            match.apply_action(take)
            card = rnd.hand
            match.apply_action(place)
            if rnd.over and rnd.rackout is None:
                # The move that stopped the round with no winner (the rebuild limit, the turn
                # cap) is not graded: a grade counts turns to Rack-O, and the round had none
                # left ("the draw cost 0.46 turns" for the round's last draw, playtest).
                continue
            grade = grade_move(obs, turn.take, card, turn.slot, deal_top=deal_top, draw_top=draw_top)
            yield TurnReview(r, t, grade, obs, deal_top)


def review_record(record: GameRecord, seat: int | None = None,
                  rounds: Iterable[int] | None = None,
                  progress: Callable[[int], None] | None = None) -> Review:
    """Check the record, then grade every move of ``seat`` (default: ``default_seat``);
    ``progress`` hears, after each move, how many rounds before it are graded."""
    check_record(record)
    seat = default_seat(record) if seat is None else seat
    turns = []
    for turn in iter_review(record, seat, rounds):
        turns.append(turn)
        if progress is not None:
            progress(turn.round - 1)
    return Review(seat, tuple(turns))
