"""``GameController``: the one place where a match of the engine is changed.

Data flows one way. The view sends intentions (``take``, ``place``,
``discard``, ``play``); the controller checks them through the engine and
announces what happened with signals. Computer seats think on a worker
thread, so the window never waits for them; between their steps the
controller pauses for the chosen speed so the view can animate each move.

The match itself stays inside: the window asks the questions of
``MatchQuestions`` (phase, whose turn, teams, why it may not act ...) and never
holds the engine's state.
Only QtCore is used here, so the controller runs without a screen.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from rackoapp.choices import DEFAULT_SPEED, SPEEDS
from rackoapp.engine import (
    DISCARD, RACK_SIZE, TAKE_DISCARD, TAKE_DRAW, TAKE_NAMES, GameRecord, IllegalAction, Match, PublicTurn, Rules,
    SeatInfo, PLACE, TURN_CAP, ReplayStop, longest_run, resume_match, rising_count, run_bonuses,
)
from rackoapp.engine.cursor import RecordCursor

from . import texts
from .engine_text import Count, error_text
from .questions import COMPUTER, HUMAN, IDLE, ROUND_OVER, VIEWING, MatchQuestions
from .texts import close_call_text, describe_turn, reason_text, suggestion_text
from .worker import Worker

# Pause after each computer step (ms); the view's animations fit inside it.
DELAYS = {"slow": 1000, "normal": 550, "fast": 220, "instant": 0}
# Extra pause after a deal, so the view can deal the cards out (ms).
DEAL_PAUSES = {"slow": 1500, "normal": 950, "fast": 450, "instant": 0}

PILES = {"draw": TAKE_DRAW, "discard": TAKE_DISCARD}


def _default_factory(level: str, seat: int, rules: Rules, rng: random.Random):
    from rackoapp.ai import make_player  # imported late: the players may be heavy

    return make_player(level, seat, rules, rng)


def cards_put_in(racks: Sequence[Sequence[int]], history: Sequence[PublicTurn]) -> list[int | None]:
    """The card each turn put into a rack (None for a discard), read backwards from the racks as they stand."""
    racks = [list(r) for r in racks]
    cards: list[int | None] = [None] * len(history)
    for i in range(len(history) - 1, -1, -1):
        t = history[i]
        if t.slot is not None:
            cards[i] = racks[t.seat][t.slot - 1]
            racks[t.seat][t.slot - 1] = t.discarded
    return cards


class GameController(QObject, MatchQuestions):
    """One match: the engine's state, the computer seats and the pace of play."""

    match_started = Signal()
    round_started = Signal(int, int)          # round number, dealer
    turn_started = Signal(int)                # seat to move
    human_turn = Signal(int)                  # that human seat may act now
    card_taken = Signal(int, str, object)     # seat, "draw"/"discard", card (None: hidden)
    card_placed = Signal(int, int, object, int)  # seat, slot 1..10, card in (None: hidden), card out
    card_discarded = Signal(int, int)         # seat, the drawn card it discarded
    pile_rebuilt = Signal(int, int)           # new discard card, draw pile count
    round_over = Signal(object)               # RoundResult
    match_over = Signal(int)                  # winning seat (team with partners)
    moved = Signal(str)                       # a line for the move log
    refused = Signal(str)                     # an intention was refused, or a player failed: one line
    suggestion = Signal(str, object, str)     # take, slot or None, a sentence
    idle = Signal()                           # nothing happens until someone acts
    saved_point = Signal()                    # a deal or a turn ended: a moment to autosave
    position_shown = Signal(int, int)         # viewing a record: position, number of positions

    def __init__(self, parent: QObject | None = None, *,
                 player_factory: Callable | None = None, speed: str = DEFAULT_SPEED) -> None:
        super().__init__(parent)
        self._factory = player_factory or _default_factory
        self._speed = speed if speed in SPEEDS else DEFAULT_SPEED
        self._worker = Worker(self)
        self._worker.failed.connect(self._player_failed)
        self._match: Match | None = None
        self._players: dict[int, object] = {}
        self._state = IDLE
        self._turn_seat: int | None = None  # whose turn started last: the table shows it until the next starts
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending: Callable | None = None
        self._paused = False
        self._left_to_wait = 0  # ms of the paused step's wait still to go
        self._paced = False  # the pending wait is the speed's (not a fixed one)
        self.auto_next_round_ms: int | None = None
        self._cursor: RecordCursor | None = None
        self._viewed_finished = False  # the record viewed is of a finished match
        self.viewed_problem: ReplayStop | None = None  # where the record viewed stops being a legal game
        self.finished_here = False  # the match's last turn was played in this session
        self.back_from_record = False  # the match on the table is the one left for a record
        self.taken_up_round: int | None = None  # the round on the table when a saved match was taken up
        self.match_serial = 0  # counts the matches this controller has held
        # What the hints shown for the move to come said: (pile or None, slot / DISCARD or None).
        self._hints: dict[tuple[int, int], tuple[str | None, int | None]] = {}
        self._hint_shown: tuple | None = None  # the moment of the last hint shown (_hint_moment)
        self._hint_words: tuple | None = None  # its moment, take, slot and how to word it (``reword_hint``)
        # The match left for a record (its record, hints, hint shown, and whether it ended here):
        # closing the record goes back to it as it was.
        self._left: tuple[GameRecord | None, dict, tuple | None, bool] = (None, {}, None, False)
        self._failures_said: set[str] = set()  # a player's failures told in this match

    # -- starting and stopping ---------------------------------------------------

    def new_match(self, rules: Rules, seats: Sequence[SeatInfo], seed: int) -> None:
        """Deal the first round of a new match (the old one is dropped); ``seed`` is all its
        chance, deals and players alike, so the same seed plays the same match again."""
        self._reset()
        rng = random.Random(seed)
        self._match = Match(rules, seats, random.Random(rng.getrandbits(64)))
        self._make_players(rng)
        self.match_started.emit()
        self._start_round()

    def load(self, record: GameRecord, seed: int) -> None:
        """Continue a saved match where its record stops.

        A record with any problem is refused whole (``RecordError``): a game is
        never half-loaded.
        """
        rng = random.Random(seed)
        match = resume_match(record, random.Random(rng.getrandbits(64)))
        self.continue_match(match, rng.getrandbits(64))  # the players' own stream, not the shuffles'

    def continue_match(self, match: Match, seed: int) -> None:
        """Go on with ``match`` (e.g. from the autosave) exactly where it stands."""
        left, hints, shown, finished = self._left
        self._reset()
        if left is None or left != match.to_record():  # (the window gives back a copy)
            shown = None
        else:
            # Back from a record to the match left for it: a hint shown there still stands, on
            # the table and in the grades (the move played as hinted counted as the player's own,
            # playtest). Ended here, it is still charted and filed as one (a record opened
            # before its banner lost the coach's chart point, review).
            self._hints = hints
            self.finished_here = finished
            self.back_from_record = True
        self._match = match
        self._make_players(random.Random(seed))
        self.match_started.emit()
        rnd = match.round
        if rnd is None:
            if match.winner is None:
                self._start_round()
            return
        for seat, player in self._players.items():
            obs = match.observation(seat)
            self._worker.submit(lambda p=player, o=obs: (p.new_round(o), [p.observe(t) for t in o.history]), None)
        self.taken_up_round = match.round_number  # dealt before: its deal is no news
        self.round_started.emit(match.round_number, rnd.dealer)
        if rnd.over:
            self._state = ROUND_OVER
            if match.results:
                self.round_over.emit(match.results[-1])
            if match.winner is not None:
                self._state = IDLE
                self.match_over.emit(match.winner)
            elif self.auto_next_round_ms is not None:
                self._schedule(self.auto_next_round_ms, self.next_round)
            self.idle.emit()
        else:
            self._state = COMPUTER
            self._schedule(0, self._next_turn if shown is None else lambda: self._next_turn_hinted(shown))

    def _next_turn_hinted(self, moment: tuple) -> None:
        """The turn goes on with the hint shown at its moment asked again (in the language now in
        effect: the words kept were the old one's after a switch in the viewer, review); not at
        a table of several people, where the turn starts under the hand-over's cover."""
        self._next_turn()
        if self._state == HUMAN and self._hint_moment() == moment and len(self.human_seats) == 1:
            self._hint_shown = moment  # it stands, though its words are still on their way
            self.suggest()

    def stop(self) -> None:
        """Leave whatever is shown; nothing plays until a new match starts."""
        self._reset()

    def shutdown(self) -> None:
        self._reset()
        self._worker.shutdown()

    def pause(self) -> None:
        """Nothing moves until ``resume()`` (e.g. while a picture of the table is taken, or a
        dialog blocks the window)."""
        if not self._paused and self._timer.isActive():
            self._left_to_wait = self._timer.remainingTime()
        self._paused = True
        self._timer.stop()

    def resume(self) -> None:
        """Go on with the step that was waiting when ``pause()`` came, after what was left of its
        wait: a dialog closed, the next computer moved (or the next round was dealt) at once."""
        if self._paused:
            self._paused = False
            if self._pending is not None:
                self._timer.start(max(0, self._left_to_wait))
            self._left_to_wait = 0

    def _answered(self, then: Callable[[], None]) -> None:
        """A computer's answer from the worker, played now, or once ``resume()`` comes: one that
        came while paused was played behind the dialog (review)."""
        if self._paused:
            self._pending, self._paced, self._left_to_wait = then, False, 0
        else:
            then()

    def _reset(self) -> None:
        self._worker.forget()
        self._timer.stop()
        self._pending = None
        self._players = {}
        self._state = IDLE
        self._turn_seat = None
        self._match = None
        self._cursor = None
        self.finished_here = False
        self.back_from_record = False
        self.taken_up_round = None
        self._hints = {}
        self._hint_shown = None
        self._hint_words = None
        self._left = (None, {}, None, False)
        self._failures_said = set()
        self.viewed_problem = None
        self.match_serial += 1  # another match (or a record) from here: whoever keeps one can tell

    def _make_players(self, rng: random.Random) -> None:
        for seat, info in enumerate(self._match.seats):
            if info.is_computer:
                self._players[seat] = self._factory(
                    info.level or "hard", seat, self._match.rules, random.Random(rng.getrandbits(64)))

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            return
        before, self._speed = DELAYS[self._speed], speed
        if self._pending is not None and self._paced and before:
            # The wait already running follows the new speed too: switched from Slow to Fast
            # while a computer's card hung in the air, it still waited a Slow second (review).
            scale = DELAYS[speed] / before
            if self._paused:
                self._left_to_wait = round(self._left_to_wait * scale)
            elif self._timer.isActive():
                self._timer.start(round(self._timer.remainingTime() * scale))

    @property
    def delay(self) -> int:
        return DELAYS[self._speed]

    # -- viewing a record step by step -------------------------------------------

    def view(self, record: GameRecord) -> None:
        """Show ``record`` on the table, one position at a time (nobody plays).

        Position 0 is the first deal; each turn is one step; a record with an
        illegal turn can be viewed up to that turn.
        """
        cursor = RecordCursor(record)  # refused before anything in play is touched
        left = self._left if self.viewing else (self.record(), self._hints, self._hint_shown, self.finished_here)
        self._reset()
        self._left = left
        self._cursor = cursor
        self._viewed_finished = cursor.finished  # the record was played through once, by the cursor
        self.viewed_problem = cursor.stop
        self.seek(0)

    @property
    def viewing(self) -> bool:
        return self._state == VIEWING

    @property
    def viewed_finished(self) -> bool:
        """The record viewed holds a finished match: all of it may show."""
        return self.viewing and self._viewed_finished

    @property
    def viewed_last(self) -> bool:
        """The viewer stands at the record's last position."""
        return self._cursor is not None and self._cursor.index == len(self._cursor) - 1

    @property
    def can_play_on(self) -> bool:
        """The record on view may be played on from the position shown: a finished match's from
        any step before its end, an unfinished one's from its last only (from an earlier one
        the player would know the cards to come)."""
        return self.viewing and self.winner is None and (self.viewed_finished or self.viewed_last)

    @property
    def record_rounds(self) -> int:
        """The rounds of the record being viewed that can be shown (0 when none is): a damaged
        record stops at its damage, and Round forward past it raised ValueError (playtest)."""
        return self._cursor.positions[-1][0] + 1 if self._cursor and self._cursor.positions else 0

    def record_to_save(self) -> GameRecord | None:
        """What Save record as writes: the record being viewed, whole, whatever step is shown
        (it wrote the turns up to that step, with nothing said, playtest); else the match."""
        return self._cursor.record if self.viewing else self.record()

    @property
    def position(self) -> tuple[int, int]:
        return (self._cursor.index, len(self._cursor)) if self._cursor else (0, 0)

    def seek(self, index: int) -> bool:
        if self._cursor is None:
            return False
        self._cursor.seek(index)
        self._worker.forget()
        self._timer.stop()
        self._match = self._cursor.match
        self._state = VIEWING
        self.match_started.emit()
        self.position_shown.emit(*self.position)
        return True

    def step(self, delta: int) -> bool:
        return self.viewing and self.seek(self._cursor.index + delta)

    def step_round(self, delta: int) -> bool:
        """To the deal of the next round (``delta`` 1), and from the last round to the record's
        end (Page Down did nothing in a one-round record, playtest); or back (-1) to this
        round's deal, and from a deal to the one before."""
        if not self.viewing:
            return False
        positions = self._cursor.positions
        r, t = positions[self._cursor.index]
        target = r + 1 if delta > 0 else (r if t > 0 else r - 1)
        if delta > 0 and target == self.record_rounds and self._cursor.index < len(positions) - 1:
            return self.seek(len(positions) - 1)
        if not 0 <= target < self.record_rounds:
            return False
        return self.seek(positions.index((target, 0)))

    def viewed_record(self) -> GameRecord | None:
        """The record up to the position shown: what "play on from here" continues.

        At the end of a record that stops in a turn half made (a round's "holding"), the card
        stays in hand, as the viewer shows it: taken again, the top card already seen could be
        left for the discard."""
        return self._match.to_record() if self.viewing else None

    def round_moves(self, last: int) -> list[str]:
        """The move-log lines of the round shown, at most the ``last`` ones, as they were
        logged when played: its turns, its rebuilds and, once it is over, how it ended."""
        rnd = self._match.round if self._match else None
        if rnd is None or last <= 0:
            return []
        shown = rnd.history[-last:]
        named = self._named_draw_seats()
        lines: list[str] = []
        for t, card in zip(shown, cards_put_in(rnd.racks, shown)):  # read back from the end: the tail will do
            lines.append(describe_turn(self.name(t.seat), t, card if t.seat in named else None))
            if t.rebuilt:
                lines.append(self._rebuilt_line(t.new_discard))
        if rnd.over and len(self._match.results) >= self._match.round_number:
            lines += self._round_end_lines(self._match.round_number)
        return lines[-last:]

    def last_turn_line_count(self) -> int:
        """How many move-log lines the last turn of the round shown wrote (``round_moves``): its
        move, the rebuild it made and, had it ended the round, how the round ended. 0 before its
        first turn."""
        rnd = self._match.round if self._match else None
        if rnd is None or not rnd.history:
            return 0
        count = 1 + bool(rnd.history[-1].rebuilt)
        if rnd.over and len(self._match.results) >= self._match.round_number:
            count += len(self._round_end_lines(self._match.round_number))
        return count

    def earlier_rounds_moves(self, last: int | None = None) -> list[list[str]]:
        """The move-log lines of each round before the one on the table, as they were logged
        when played (its deal, turns, rebuilds and end): a resumed match's log, or one after a
        change of language, starts with them, not with an empty past (playtest). ``last``: as
        ``earlier_rounds_lines``."""
        return [[line for line, _ in lines] for lines in self.earlier_rounds_lines(last)]

    def earlier_rounds_lines(self, last: int | None = None) -> list[list[tuple[str, tuple[int, int] | None]]]:
        """``earlier_rounds_moves``, each line with the move it tells: (seat, the turn's number
        in its round) for a turn, None for the deal, a rebuild and the end (the coach marks the
        human's moves again). ``last``: only the latest rounds that hold at least that many
        lines are told, the ones before them are empty: a log keeps its last 400, and telling
        all 62,000 of a 60-round match of 1,000-turn rounds took 0.35 s of its resume, beside its
        replay's 0.18 s (scale review)."""
        match = self._match
        done = match.round_number - 1 if match is not None and not self.viewing else 0
        if done <= 0:
            return []
        record = match.to_record()
        first = 1
        if last is not None:  # a round tells at least its turns, its deal and its end
            room = last
            for first in range(done, 0, -1):
                room -= len(record.rounds[first - 1].turns) + 2
                if room <= 0:
                    break
        again = Match.for_record(record)
        named = self._named_draw_seats()
        rounds = []
        for number, log in enumerate(record.rounds[:done], 1):
            orders = iter(log.rebuilds)
            rnd = again.start_round(log.deck, lambda _pile, o=orders: next(o))
            for turn in log.turns:
                again.apply_turn(*turn.actions())
            if number < first:
                rounds.append([])
                continue
            lines = [(self.dealt_line(number, rnd.dealer), None)]
            for k, (t, card) in enumerate(zip(rnd.history, cards_put_in(rnd.racks, rnd.history)), 1):
                lines.append((describe_turn(self.name(t.seat), t, card if t.seat in named else None), (t.seat, k)))
                if t.rebuilt:
                    lines.append((self._rebuilt_line(t.new_discard), None))
            rounds.append(lines + [(line, None) for line in self._round_end_lines(number)])
        return rounds

    def _named_draw_seats(self) -> set[int]:
        """The seats whose drawn cards the log names, to whoever saw them: every seat at a table
        of computers and in a record viewed where every rack shows; else the one human at the
        table's own (never one hot-seat player's to another), as the lines were logged when
        played, also once the round's end shows the racks (a log rewritten in another language
        there named the computers' drawn cards, and hid them again at the next deal, playtest)."""
        if not self.human_seats or (self.viewing and self.revealed_racks() is not None):
            return set(range(len(self.seats)))
        return set(self.human_seats) if len(self.human_seats) == 1 else set()

    def _rebuilt_line(self, card: int) -> str:
        """``card``: the one turned up on the new discard pile. Whether it was shuffled decides
        whether the old discards are worth remembering; the line did not say (playtest), nor
        which card now lay face up (rules playtest)."""
        if self._match.rules.rebuild == "classic":
            line = self.tr("The draw pile ran out: the discard pile, turned over unshuffled, "
                           "became the new draw pile")
        else:
            line = self.tr("The draw pile ran out: the discard pile was shuffled into a new draw pile")
        return self.tr("{rebuilt}; the {card} starts the new discard pile").format(rebuilt=line, card=card)

    def _round_end_lines(self, number: int) -> list[str]:
        """How round ``number`` ended, and what each seat scored for what."""
        return [self.round_end_line(number), self._points_line(number)]

    def _points_line(self, number: int) -> str:
        """"Points of round 4: You +45 (9 cards rising from slot 1), Ada +75 (Rack-O: 10 cards × 5,
        plus 25)": the banner's bare "+45" left a new player guessing why (GUI playtest)."""
        result = self._match.results[number - 1]
        bonuses = run_bonuses(self._match.rules, result.racks, result.rackout)
        parts = []
        for seat, rack in enumerate(result.racks):
            if seat == result.rackout:
                how = self.tr("Rack-O: 10 cards × 5, plus 25")
            elif rising_count(rack) == 1:
                how = self.tr("slot 1 only")
            else:
                how = self.tr("{count} cards rising from slot 1").format(count=rising_count(rack))
            if bonuses[seat]:
                how = self.tr("{how}, run bonus {bonus} for a run of {length}").format(
                    how=how, length=longest_run(rack), bonus=bonuses[seat])
            parts.append(self.tr("{name} +{points} ({how})").format(
                name=texts.isolated(self.name(seat)), points=result.scores[seat], how=how))
        return self.tr("Points of round {number}: {parts}").format(number=number, parts=", ".join(parts))

    def round_end_line(self, number: int) -> str:
        """How round ``number`` ended, as the log says it ("Rack-O! Ada wins round 3")."""
        result = self._match.results[number - 1]
        if result.rackout is not None:
            return texts.round_won(self.name(result.rackout), number, self.addressed(result.rackout))
        if result.ended_by == TURN_CAP:  # not the rebuild limit, which may be "no limit"
            return self.tr("Round {number} stopped after {turns:,} turns: nobody went Rack-O").format(
                number=number, turns=Count(result.turns))
        if self._match.rules.max_rebuilds == 0:
            return self.tr("Round {number} stopped: the draw pile ran out, and these rules never rebuild it"
                           ).format(number=number)
        if self._match.rules.max_rebuilds == 1:
            return self.tr("Round {number} stopped: the draw pile ran out again after 1 rebuild").format(number=number)
        return self.tr("Round {number} stopped: the draw pile ran out again after {count} "
                       "rebuilds").format(number=number, count=self._match.rules.max_rebuilds)

    # -- the flow of a round -----------------------------------------------------

    def next_round(self) -> bool:
        """Deal the next round once the view has shown the last one's end."""
        if self._state != ROUND_OVER or self._match is None or self._match.winner is not None:
            return False
        self._timer.stop()
        self._pending = None
        self._start_round()
        return True

    def _start_round(self) -> None:
        match = self._match
        rnd = match.start_round()
        self.taken_up_round = None
        for seat, player in self._players.items():
            obs = match.observation(seat)
            self._worker.submit(lambda p=player, o=obs: p.new_round(o), None)
        self.round_started.emit(match.round_number, rnd.dealer)
        self.moved.emit(self.dealt_line(match.round_number, rnd.dealer))
        self._state = COMPUTER  # nobody may act until the first turn starts
        self._turn_seat = None
        self.saved_point.emit()
        self._schedule(self.delay + DEAL_PAUSES[self._speed], self._next_turn, paced=True)

    def _next_turn(self) -> None:
        rnd = self._match.round
        seat = rnd.to_move
        self._turn_seat = seat
        self.turn_started.emit(seat)
        if self.is_human(seat):
            self._state = HUMAN
            self.human_turn.emit(seat)
            self.idle.emit()
            return
        self._state = COMPUTER
        player = self._players[seat]
        obs = self._match.observation(seat)
        if rnd.phase == PLACE:  # resumed holding the card it took (a record's "holding")
            self._ask_place(seat, obs, rnd.hand)
            return
        self._worker.submit(lambda: player.choose_take(obs),
                            lambda take: self._answered(lambda: self._computer_take(seat, take)))

    def _computer_take(self, seat: int, take) -> None:
        rnd = self._match.round
        if not isinstance(take, str) or take not in PILES:
            self.moved.emit(self.tr("{name}'s player answered {answer}; it draws instead").format(
                name=self.name(seat), answer=repr(take)))
            take = "draw"
        rnd_card = rnd.discard_pile[-1] if take == "discard" else None
        self._match.apply_action(PILES[take])
        self.card_taken.emit(seat, take, rnd_card)
        obs, card = self._match.observation(seat), rnd.hand
        self._schedule(self.delay, lambda: self._ask_place(seat, obs, card), paced=True)

    def _ask_place(self, seat: int, obs, card: int) -> None:
        player = self._players[seat]
        self._worker.submit(lambda: player.choose_slot(obs, card),
                            lambda slot: self._answered(lambda: self._computer_place(seat, slot)))

    def _computer_place(self, seat: int, slot) -> None:
        rnd = self._match.round
        legal = rnd.legal_actions()
        action = DISCARD if slot is None else slot
        if action not in legal or type(action) is not int:
            self.moved.emit(self.tr("{name}'s player chose an illegal slot {slot}").format(
                name=self.name(seat), slot=repr(slot)))
            action = legal[0]
        self._match.apply_action(action)
        self._after_turn(drawn=None)

    def _after_turn(self, drawn: int | None) -> None:
        # Nobody may act until the next turn starts, and what the move's signals reach reads so:
        # the state stayed "human" through them, and the status line stood blank (playtest).
        self._state = COMPUTER
        if self._match.winner is not None:
            self.finished_here = True  # from now on the save point, or a close, files the match
        rnd = self._match.round
        turn = rnd.history[-1]
        if turn.slot is None:
            self.card_discarded.emit(turn.seat, turn.discarded)
        else:
            card_in = turn.taken if turn.take == "discard" else drawn
            self.card_placed.emit(turn.seat, turn.slot, card_in, turn.discarded)
        named = turn.slot is not None and turn.seat in self._named_draw_seats()
        self.moved.emit(describe_turn(self.name(turn.seat), turn, rnd.racks[turn.seat][turn.slot - 1] if named else None))
        if turn.rebuilt:
            self.pile_rebuilt.emit(turn.new_discard, len(rnd.draw_pile))
            self.moved.emit(self._rebuilt_line(turn.new_discard))
        for player in self._players.values():
            self._worker.submit(lambda p=player, t=turn: p.observe(t), None)
        self.saved_point.emit()
        if rnd.over:
            # The round's end (its log line, the score sheet, the banner) waits for the last
            # card to land, as a turn waits for the one before: it ran ahead of the table.
            # (A human's card flies the short way, from the hand: half the wait.)
            wait = self.delay // 2 if self.is_human(turn.seat) else self.delay
            if wait:
                self._schedule(wait, self._round_ended, paced=True)
            else:
                self._round_ended()
            return
        pause = self.delay if not self.is_human(turn.seat) or not self.is_human(rnd.to_move) else 0
        self._schedule(pause, self._next_turn, paced=True)

    def _round_ended(self) -> None:
        self._state = ROUND_OVER
        result = self._match.results[-1]
        for line in self._round_end_lines(len(self._match.results)):
            self.moved.emit(line)
        self.round_over.emit(result)
        if self._match.winner is not None:
            self._state = IDLE
            self.finished_here = True
            self.match_over.emit(self._match.winner)
        elif self.auto_next_round_ms is not None:
            self._schedule(self.auto_next_round_ms, self.next_round)
        self.idle.emit()

    # -- the human's intentions --------------------------------------------------

    def _refuse(self, code: str) -> bool:
        self.refused.emit(self.refusal_text(code))
        return False

    def take(self, pile: str) -> bool:
        """The human takes the top card of ``"draw"`` or ``"discard"``."""
        code = self.refusal("take")
        if code is not None:
            return self._refuse(code)
        if pile not in PILES:
            return self._refuse(texts.WHICH_PILE)
        rnd = self._match.round
        seat = rnd.to_move
        try:
            self._match.apply_action(PILES[pile])
        except IllegalAction as e:
            self.refused.emit(error_text(e))
            return False
        self.card_taken.emit(seat, pile, rnd.hand)
        self.saved_point.emit()  # the card in hand is saved: a quit now resumes holding it
        return True

    def place(self, slot: int) -> bool:
        """The card in hand goes into ``slot`` (1..10); the old card is discarded."""
        return self._place(slot)

    def discard(self) -> bool:
        """The card drawn from the draw pile goes straight onto the discard pile."""
        return self._place(DISCARD)

    def _place(self, action: int) -> bool:
        code = self.refusal("place")
        if code is not None:
            return self._refuse(code)
        rnd = self._match.round
        drawn = rnd.hand if rnd.hand_from == TAKE_DRAW else None
        if action == DISCARD and rnd.hand_from == TAKE_DISCARD:
            return self._refuse(texts.INTO_RACK)
        if action not in rnd.legal_actions() or type(action) is not int:
            return self._refuse(texts.WHICH_SLOT_OR_PILE)
        key, pile = (self._match.round_number, rnd.turn_count + 1), TAKE_NAMES[rnd.hand_from]
        try:
            self._match.apply_action(action)
        except IllegalAction as e:
            self.refused.emit(error_text(e))
            return False
        self._followed_hint(key, pile, action)
        self._after_turn(drawn)
        return True

    def play(self, pile: str, slot: int | None) -> bool:
        """A whole turn at once: take from ``pile`` and put the card in ``slot``."""
        code = self.refusal("take")
        if code is not None:
            return self._refuse(code)
        if pile == "discard" and slot is None:
            return self._refuse(texts.INTO_RACK)
        if slot is not None and (type(slot) is not int or not 1 <= slot <= RACK_SIZE):
            return self._refuse(texts.WHICH_SLOT)
        if not self.take(pile):
            return False
        return self._place(DISCARD if slot is None else slot)

    # -- the hint ----------------------------------------------------------------

    def suggest(self) -> bool:
        """Ask the coach for the move it grades best in the human's seat (its own view only):
        a hint the round's review never calls a mistake."""
        code = self.refusal()
        if code is not None:
            return self._refuse(code)
        seat = self._match.round.to_move
        obs = self._match.observation(seat)
        hand = self._match.round.hand
        generation = self._worker.generation

        def think():
            # The coach's own failure is said as the coach's: the worker's word for a raise is
            # "the computer player failed", about nobody at the table (code review).
            try:
                return thought()
            except BaseException as e:  # SystemExit too: the worker would word it as a player's
                return e

        def thought():
            from rackoapp.coach import hint  # hard-v1's model: only when a hint is asked for
            from rackoapp.coach.model import available
            from rackoapp.coach import why as facts

            best = hint(obs)  # the card turned up at the deal is the observation's
            card = obs.discard_top if best.take in ("discard", "draw") else hand
            drawable = available(obs)
            # Why, in a fact the player can check: a bare "put the 11 into slot 7" read as nonsense.
            if card is None:
                why = None
            elif best.take == "draw":
                why = facts.leave_pile(obs, card)
            elif best.slot is None:
                why = facts.leave(obs.rules, obs.rack, card, "leave_hand")
            else:
                why = facts.placement_reason(obs.rules, obs.rack, best.slot, card, drawable,
                                             close=best.nearly is not None)
            if card is not None:  # where the match is won however the round ends, that is why
                why = facts.with_lock(obs, why)
            return best, card, why

        asked_at = self._hint_moment()

        def answer(thought) -> None:
            # A hint come after its moment (the player moved, a hand-over) would speak of one
            # player's rack to the next (review).
            if generation != self._worker.generation or thought is None or self._hint_moment() != asked_at:
                return
            if isinstance(thought, BaseException):
                self.refused.emit(self.tr("no hint this time: the coach failed ({detail})").format(
                    detail=str(thought).splitlines()[0] if str(thought) else type(thought).__name__))
                return
            result, card, why = thought
            self._note_hint((asked_at[0], asked_at[1] + 1), obs.phase, result.take, result.slot)

            def words() -> str:  # in the language in effect when said
                text = reason_text(suggestion_text(result.take, result.slot, card), why, card,
                                   close=result.nearly is not None)
                if result.nearly is not None:
                    take, slot = result.nearly
                    text = close_call_text(text, take, slot, obs.discard_top if take == "discard" else hand)
                return text

            self._hint_shown = asked_at
            self._hint_words = (asked_at, result.take or "", result.slot, words)
            self.suggestion.emit(result.take or "", result.slot, words())

        self._worker.submit(think, answer)
        return True

    def reword_hint(self) -> bool:
        """The hint standing on the table said again, in the language now in effect, from what it
        was worked out from; False if there is none to word again (its moment has passed). Asked
        of the coach again, its words came after the plain prompt, and twice over after a quick
        switch there and back (language review)."""
        if self._hint_words is None:
            return False
        moment, take, slot, words = self._hint_words
        if moment != self._hint_moment():
            return False
        self.suggestion.emit(take, slot, words())
        return True

    def _note_hint(self, key: tuple[int, int], phase: str, take: str | None, slot: int | None) -> None:
        """What a hint shown for the move ``key`` said; asked with a card in hand, the pile it
        came from is no hint's, unless a hint named it before the take."""
        pile, place = self._hints.get(key, (None, None))
        if take:
            pile = take
        if phase == "place":
            place = DISCARD if slot is None else slot
        elif take == "discard" and slot:
            place = slot
        self._hints[key] = (pile, place)

    def _followed_hint(self, key: tuple[int, int], pile: str, action: int) -> None:
        """A move is the hint's when the hints shown for it named both its pile and where the
        card went, and it went so: it is left out of the player's own grades. A move against a
        hint, or only half hinted (a hinted draw, the card then placed by the player; or a draw
        of the player's, then a hinted slot), is the player's own: marked as the hint's, it read
        as the coach's move beside a verdict the coach's move never gets (playtests)."""
        said = self._hints.pop(key, None)
        if said is not None and said == (pile, action):
            log = self._match.logs[key[0] - 1]  # noted in the match's record: a resume keeps it
            log.hinted = tuple(sorted({*log.hinted, key[1]}))

    @property
    def hinted_turns(self) -> set[tuple[int, int]]:
        """(round, turn) of each move played wholly as a hint said, in the match or the record
        on the table."""
        logs = self._match.logs if self._match is not None else ()
        return {(r, t) for r, log in enumerate(logs, 1) for t in log.hinted}

    def _hint_moment(self) -> tuple | None:
        """Where the match stands for a hint: its round, turn, seat and phase."""
        rnd = self._match.round if self._match is not None else None
        if rnd is None:
            return None
        return self._match.round_number, rnd.turn_count, rnd.to_move, rnd.phase, self.viewing

    # -- timing --------------------------------------------------------------------

    def _schedule(self, ms: int, fn: Callable[[], None], paced: bool = False) -> None:
        """Call ``fn`` after ``ms``; a ``paced`` wait is the speed's, and follows a change of it."""
        self._pending, self._paced = fn, paced
        if self._paused:
            self._left_to_wait = max(0, ms)  # all of its wait, once resumed
        else:
            self._timer.start(max(0, ms))

    def _on_timer(self) -> None:
        fn, self._pending, self._paced = self._pending, None, False
        if fn is not None:
            fn()

    def _player_failed(self, detail: str) -> None:
        # Said once a match: a player broken in observe failed again at every turn, and the
        # same line came back each time over whatever the status line had to say (review).
        if self._match is not None and detail not in self._failures_said:
            self._failures_said.add(detail)
            self.refused.emit(self.tr("the computer player failed: {detail}").format(detail=detail))
