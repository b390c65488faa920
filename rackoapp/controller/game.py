"""``GameController``: the one place where a match of the engine is changed.

Data flows one way. The view sends intentions (``take``, ``place``,
``discard``, ``play``); the controller checks them through the engine and
announces what happened with signals. Computer seats think on a worker
thread, so the window never waits for them; between their steps the
controller pauses for the chosen speed so the view can animate each move.

Only QtCore is used here, so the controller runs without a screen.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from rackoapp.choices import DEFAULT_SPEED, SPEEDS
from rackoapp.engine import (
    DISCARD, TAKE_DISCARD, TAKE_DRAW, GameRecord, IllegalAction, Match, Observation,
    PublicTurn, RecordError, RoundResult, Rules, SeatInfo, resume_match,
)
from rackoapp.engine.cursor import RecordCursor
from rackoapp.engine.rack import slot_label

from .engine_text import translate as engine_text

# Pause after each computer step (ms); the view's animations fit inside it.
DELAYS = {"slow": 1000, "normal": 550, "fast": 220, "instant": 0}
# Extra pause after a deal, so the view can deal the cards out (ms).
DEAL_PAUSES = {"slow": 1500, "normal": 950, "fast": 450, "instant": 0}

PILES = {"draw": TAKE_DRAW, "discard": TAKE_DISCARD}

# What the controller is doing.
IDLE = "idle"            # no match, or the match is over
HUMAN = "human"          # waiting for the human whose turn it is
COMPUTER = "computer"    # a computer seat is playing
ROUND_OVER = "round_over"  # the round ended; waiting for next_round()
VIEWING = "viewing"      # stepping through a record; nobody plays


def describe_turn(name: str, turn: PublicTurn, drawn: int | None = None) -> str:
    """One move-log line, e.g. "Ada took 23 from the discard pile into slot 35".

    ``drawn`` is the card taken from the draw pile when the reader may know it
    (their own turn); otherwise a drawn card placed in a rack stays hidden.
    """
    if turn.take == "discard":
        return QCoreApplication.translate(
            "GameController", "{name} took {card} from the discard pile into slot {slot} and gave up {old}").format(
            name=name, card=turn.taken, slot=slot_label(turn.slot), old=turn.discarded)
    if turn.slot is None:
        return QCoreApplication.translate("GameController", "{name} drew {card} and discarded it").format(
            name=name, card=turn.discarded)
    if drawn is not None:
        return QCoreApplication.translate("GameController", "{name} drew {card} into slot {slot} and gave up {old}").format(
            name=name, card=drawn, slot=slot_label(turn.slot), old=turn.discarded)
    return QCoreApplication.translate("GameController", "{name} drew into slot {slot} and gave up {old}").format(
        name=name, slot=slot_label(turn.slot), old=turn.discarded)


def _default_factory(level: str, seat: int, rules: Rules, rng: random.Random):
    from rackoapp.ai import make_player  # imported late: the players may be heavy

    return make_player(level, seat, rules, rng)


class _Bridge(QObject):
    """Carries a worker thread's answer back to the GUI thread (queued)."""

    done = Signal(int, object, object)  # job id, result, exception


class GameController(QObject):
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
    error = Signal(str)                       # an intention was refused: one line
    suggestion = Signal(str, object, str)     # take, slot or None, a sentence
    idle = Signal()                           # nothing happens until someone acts
    saved_point = Signal()                    # a deal or a turn ended: a moment to autosave
    position_shown = Signal(int, int)         # viewing a record: position, number of positions

    def __init__(self, parent: QObject | None = None, *,
                 player_factory: Callable | None = None, speed: str = DEFAULT_SPEED) -> None:
        super().__init__(parent)
        self._factory = player_factory or _default_factory
        self._speed = speed if speed in SPEEDS else DEFAULT_SPEED
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rackoapp-ai")
        self._bridge = _Bridge()
        self._bridge.done.connect(self._job_done)
        self._jobs: dict[int, Callable] = {}
        self._job_counter = 0
        self._generation = 0
        self._lock = threading.Lock()
        self.match: Match | None = None
        self._players: dict[int, object] = {}
        self._state = IDLE
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending: Callable | None = None
        self.auto_next_round_ms: int | None = None
        self._cursor: RecordCursor | None = None
        self.finished_here = False  # the match's last turn was played in this session

    # -- read-only accessors -----------------------------------------------------

    @property
    def rules(self) -> Rules | None:
        return self.match.rules if self.match else None

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.match.seats if self.match else ()

    @property
    def state(self) -> str:
        return self._state

    @property
    def speed(self) -> str:
        return self._speed

    @property
    def busy(self) -> bool:
        return self._state == COMPUTER

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.match.totals) if self.match else ()

    @property
    def results(self) -> tuple[RoundResult, ...]:
        return tuple(self.match.results) if self.match else ()

    @property
    def winner(self) -> int | None:
        return self.match.winner if self.match else None

    @property
    def round_number(self) -> int:
        return self.match.round_number if self.match else 0

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(s for s, info in enumerate(self.seats) if not info.is_computer)

    def is_human(self, seat: int) -> bool:
        return not self.seats[seat].is_computer

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def to_move(self) -> int | None:
        rnd = self.match.round if self.match else None
        return rnd.to_move if rnd is not None else None

    @property
    def round_in_play(self) -> bool:
        return bool(self.match and self.match.round and not self.match.round.over)

    def observation(self, seat: int) -> Observation | None:
        """What ``seat`` may see now (None before the first deal)."""
        if self.match is None or self.match.round is None:
            return None
        return self.match.observation(seat)

    def revealed_racks(self) -> tuple[tuple[int, ...], ...] | None:
        """Every rack, face up: only when the round is over or nobody human plays."""
        rnd = self.match.round if self.match else None
        if rnd is None:
            return None
        if rnd.over or not self.human_seats or self._state == VIEWING:
            return tuple(tuple(r) for r in rnd.racks)
        return None

    def record(self) -> GameRecord | None:
        return self.match.to_record() if self.match else None

    # -- starting and stopping ---------------------------------------------------

    def new_match(self, rules: Rules, seats: Sequence[SeatInfo], seed: int | None = None) -> None:
        """Deal the first round of a new match (the old one is dropped)."""
        self._reset()
        rng = random.Random(seed)
        self.match = Match(rules, seats, random.Random(rng.getrandbits(64)))
        self._make_players(rng)
        self.match_started.emit()
        self._start_round()

    def load(self, record: GameRecord, seed: int | None = None) -> None:
        """Continue a saved match where its record stops.

        A record with any problem is refused whole (``RecordError``): a game is
        never half-loaded.
        """
        rng = random.Random(seed)
        match = resume_match(record, random.Random(rng.getrandbits(64)))
        self.resume(match, rng.getrandbits(64))  # the players' own stream, not the shuffles'

    def resume(self, match: Match, seed: int | None = None) -> None:
        """Go on with ``match`` (e.g. from the autosave) exactly where it stands."""
        self._reset()
        self.match = match
        self._make_players(random.Random(seed))
        self.match_started.emit()
        rnd = match.round
        if rnd is None:
            if match.winner is None:
                self._start_round()
            return
        for seat, player in self._players.items():
            obs = match.observation(seat)
            self._submit(lambda p=player, o=obs: (p.new_round(o), [p.observe(t) for t in o.history]), None)
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
            self._schedule(0, self._next_turn)

    # -- viewing a record step by step -------------------------------------------

    def view(self, record: GameRecord) -> None:
        """Show ``record`` on the table, one position at a time (nobody plays).

        Position 0 is the first deal; each turn is one step; a record with an
        illegal turn can be viewed up to that turn.
        """
        cursor = RecordCursor(record)  # refused before anything in play is touched
        self._reset()
        self._cursor = cursor
        self.seek(0)

    @property
    def viewing(self) -> bool:
        return self._state == VIEWING

    @property
    def position(self) -> tuple[int, int]:
        return (self._cursor.index, len(self._cursor)) if self._cursor else (0, 0)

    def seek(self, index: int) -> bool:
        if self._cursor is None:
            return False
        self._cursor.seek(index)
        self._generation += 1
        self._timer.stop()
        self.match = self._cursor.match
        self._state = VIEWING
        self.match_started.emit()
        self.position_shown.emit(*self.position)
        return True

    def step(self, delta: int) -> bool:
        return self.viewing and self.seek(self._cursor.index + delta)

    def viewed_record(self) -> GameRecord | None:
        """The record up to the position shown: what "play on from here" continues."""
        return self.match.to_record() if self.viewing else None

    def round_moves(self, last: int) -> list[str]:
        """The move-log lines of the round shown, at most the ``last`` ones."""
        rnd = self.match.round if self.match else None
        if rnd is None:
            return []
        return [describe_turn(self.name(t.seat), t) for t in rnd.history[-last:]] if last > 0 else []

    def stop(self) -> None:
        """Leave whatever is shown; nothing plays until a new match starts."""
        self._reset()

    def shutdown(self) -> None:
        self._reset()
        self._executor.shutdown(wait=False, cancel_futures=True)

    def _reset(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._pending = None
        self._jobs.clear()
        self._players = {}
        self._state = IDLE
        self.match = None
        self._cursor = None
        self.finished_here = False  # the match's last turn was played in this session

    def _make_players(self, rng: random.Random) -> None:
        for seat, info in enumerate(self.match.seats):
            if info.is_computer:
                self._players[seat] = self._factory(
                    info.level or "hard", seat, self.match.rules, random.Random(rng.getrandbits(64)))

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self._speed = speed

    @property
    def delay(self) -> int:
        return DELAYS[self._speed]

    # -- the flow of a round -----------------------------------------------------

    def next_round(self) -> bool:
        """Deal the next round once the view has shown the last one's end."""
        if self._state != ROUND_OVER or self.match is None or self.match.winner is not None:
            return False
        self._timer.stop()
        self._pending = None
        self._start_round()
        return True

    def _start_round(self) -> None:
        match = self.match
        rnd = match.start_round()
        for seat, player in self._players.items():
            obs = match.observation(seat)
            self._submit(lambda p=player, o=obs: p.new_round(o), None)
        self.round_started.emit(match.round_number, rnd.dealer)
        self.moved.emit(self.tr("Round {number}, dealt by {dealer}").format(
            number=match.round_number, dealer=self.name(rnd.dealer)))
        self._state = COMPUTER  # nobody may act until the first turn starts
        self.saved_point.emit()
        self._schedule(self.delay + DEAL_PAUSES[self._speed], self._next_turn)

    def _next_turn(self) -> None:
        rnd = self.match.round
        seat = rnd.to_move
        self.turn_started.emit(seat)
        if self.is_human(seat):
            self._state = HUMAN
            self.human_turn.emit(seat)
            self.idle.emit()
            return
        self._state = COMPUTER
        player = self._players[seat]
        obs = self.match.observation(seat)
        self._submit(lambda: player.choose_take(obs), lambda take: self._computer_take(seat, take))

    def _computer_take(self, seat: int, take) -> None:
        rnd = self.match.round
        if take not in PILES:
            self.moved.emit(self.tr("{name}'s player answered {answer}; it draws instead").format(
                name=self.name(seat), answer=repr(take)))
            take = "draw"
        rnd_card = rnd.discard_pile[-1] if take == "discard" else None
        self.match.apply_action(PILES[take])
        self.card_taken.emit(seat, take, rnd_card)
        card = rnd.hand
        obs = self.match.observation(seat)
        player = self._players[seat]

        def ask() -> None:
            self._submit(lambda: player.choose_slot(obs, card),
                         lambda slot: self._computer_place(seat, slot))

        self._schedule(self.delay, ask)

    def _computer_place(self, seat: int, slot) -> None:
        rnd = self.match.round
        legal = rnd.legal_actions()
        action = DISCARD if slot is None else slot
        if action not in legal or type(action) is not int:
            self.moved.emit(self.tr("{name}'s player chose an illegal slot {slot}").format(
                name=self.name(seat), slot=repr(slot)))
            action = legal[0]
        self.match.apply_action(action)
        self._after_turn(drawn=None)

    def _after_turn(self, drawn: int | None) -> None:
        rnd = self.match.round
        turn = rnd.history[-1]
        if turn.slot is None:
            self.card_discarded.emit(turn.seat, turn.discarded)
        else:
            card_in = turn.taken if turn.take == "discard" else drawn
            self.card_placed.emit(turn.seat, turn.slot, card_in, turn.discarded)
        # With two humans at one screen the log must not tell one the other's drawn card.
        told = drawn if len(self.human_seats) == 1 else None
        self.moved.emit(describe_turn(self.name(turn.seat), turn, told))
        if turn.rebuilt:
            self.pile_rebuilt.emit(turn.new_discard, len(rnd.draw_pile))
            self.moved.emit(self.tr("The draw pile ran out: the discard pile became the new draw pile"))
        for player in self._players.values():
            self._submit(lambda p=player, t=turn: p.observe(t), None)
        self.saved_point.emit()
        if rnd.over:
            self._state = ROUND_OVER
            result = self.match.results[-1]
            if result.rackout is not None:
                self.moved.emit(self.tr("Rack-O! {name} wins round {number}").format(
                    name=self.name(result.rackout), number=self.match.round_number))
            else:
                self.moved.emit(self.tr("Round {number} stopped: the draw pile ran out too often").format(
                    number=self.match.round_number))
            self.round_over.emit(result)
            if self.match.winner is not None:
                self._state = IDLE
                self.finished_here = True
                self.match_over.emit(self.match.winner)
            elif self.auto_next_round_ms is not None:
                self._schedule(self.auto_next_round_ms, self.next_round)
            self.idle.emit()
            return
        self._state = COMPUTER
        pause = self.delay if not self.is_human(turn.seat) or not self.is_human(rnd.to_move) else 0
        self._schedule(pause, self._next_turn)

    # -- the human's intentions --------------------------------------------------

    def _check_human(self, phase: str) -> int | None:
        """The seat that may act, or None after emitting the reason it may not."""
        reason = None
        if self._state == VIEWING:
            reason = self.tr("this is a record being viewed: step through it with the arrow keys")
        elif self.match is None or self.match.round is None:
            reason = self.tr("start a new game first")
        elif self.match.round.over:
            reason = self.tr("the round is over") if self.match.winner is None else self.tr("the match is over")
        elif self._state != HUMAN:
            seat = self.match.round.to_move
            reason = self.tr("wait: it is {name}'s turn").format(name=self.name(seat))
        elif self.match.round.phase != phase:
            if phase == "take":
                reason = self.tr("you already hold a card: put it into a slot or onto the discard pile")
            else:
                reason = self.tr("first take the top card of the draw pile or of the discard pile")
        if reason is not None:
            self.error.emit(reason)
            return None
        return self.match.round.to_move

    def take(self, pile: str) -> bool:
        """The human takes the top card of ``"draw"`` or ``"discard"``."""
        seat = self._check_human("take")
        if seat is None:
            return False
        if pile not in PILES:
            self.error.emit(self.tr("take from the draw pile or the discard pile"))
            return False
        rnd = self.match.round
        try:
            self.match.apply_action(PILES[pile])
        except IllegalAction as e:
            self.error.emit(engine_text(str(e)))
            return False
        self.card_taken.emit(seat, pile, rnd.hand)
        return True

    def place(self, slot: int) -> bool:
        """The card in hand goes into ``slot`` (1..10); the old card is discarded."""
        return self._place(slot)

    def discard(self) -> bool:
        """The card drawn from the draw pile goes straight onto the discard pile."""
        return self._place(DISCARD)

    def _place(self, action: int) -> bool:
        seat = self._check_human("place")
        if seat is None:
            return False
        rnd = self.match.round
        drawn = rnd.hand if rnd.hand_from == TAKE_DRAW else None
        if action == DISCARD and rnd.hand_from == TAKE_DISCARD:
            self.error.emit(self.tr("a card taken from the discard pile must go into your rack"))
            return False
        if action not in rnd.legal_actions() or type(action) is not int:
            self.error.emit(self.tr("put the card into a slot from 1 to 10, or onto the discard pile"))
            return False
        try:
            self.match.apply_action(action)
        except IllegalAction as e:
            self.error.emit(engine_text(str(e)))
            return False
        self._after_turn(drawn)
        return True

    def play(self, pile: str, slot: int | None) -> bool:
        """A whole turn at once: take from ``pile`` and put the card in ``slot``."""
        seat = self._check_human("take")
        if seat is None:
            return False
        if pile == "discard" and slot is None:
            self.error.emit(self.tr("a card taken from the discard pile must go into your rack"))
            return False
        if slot is not None and (type(slot) is not int or not 1 <= slot <= 10):
            self.error.emit(self.tr("put the card into a slot from 1 to 10"))
            return False
        if not self.take(pile):
            return False
        return self._place(DISCARD if slot is None else slot)

    # -- suggest a move ----------------------------------------------------------

    def suggest(self) -> bool:
        """Ask the Hard player what it would do in the human's seat (its own view only)."""
        seat = self._check_human(self.match.round.phase if self.round_in_play else "take")
        if seat is None:
            return False
        obs = self.match.observation(seat)
        rnd = self.match.round
        hand = rnd.hand
        generation = self._generation
        rules = self.match.rules

        def think():
            player = self._factory("hard", seat, rules, random.Random(seat))
            player.new_round(obs)
            for turn in obs.history:
                player.observe(turn)
            if obs.phase == "take":
                take = player.choose_take(obs)
                slot = player.choose_slot(obs, obs.discard_top) if take == "discard" else None
                return take, slot
            return None, player.choose_slot(obs, hand)

        def answer(result) -> None:
            if generation != self._generation or result is None:
                return
            take, slot = result
            if take == "draw":
                text = self.tr("Hard would take the top card of the draw pile")
            elif take == "discard":
                text = self.tr("Hard would take {card} from the discard pile into slot {slot}").format(
                    card=obs.discard_top, slot=slot_label(slot)) if slot else \
                    self.tr("Hard would take {card} from the discard pile").format(card=obs.discard_top)
            elif slot is None:
                text = self.tr("Hard would discard the {card}").format(card=hand)
            else:
                text = self.tr("Hard would put the {card} into slot {slot}").format(
                    card=hand, slot=slot_label(slot))
            self.suggestion.emit(take or "", slot, text)

        self._submit(think, answer, urgent=True)
        return True

    # -- timing and the worker thread --------------------------------------------

    def _schedule(self, ms: int, fn: Callable[[], None]) -> None:
        self._pending = fn
        self._timer.start(max(0, ms))

    def _on_timer(self) -> None:
        fn, self._pending = self._pending, None
        if fn is not None:
            fn()

    def _submit(self, work: Callable[[], object], then: Callable[[object], None] | None,
                urgent: bool = False) -> None:
        """Run ``work`` on the worker thread; ``then(result)`` runs back on this thread."""
        self._job_counter += 1
        job = self._job_counter
        generation = self._generation
        if then is not None:
            self._jobs[job] = (generation, then)
        bridge = self._bridge

        def run() -> None:
            try:
                result, exc = work(), None
            except Exception as e:  # a player's bug must not end the game
                result, exc = None, e
            if then is not None or exc is not None:
                try:
                    bridge.done.emit(job, result, exc)
                except RuntimeError:  # the window closed meanwhile
                    pass

        self._executor.submit(run)

    @Slot(int, object, object)
    def _job_done(self, job: int, result, exc) -> None:
        entry = self._jobs.pop(job, None)
        if entry is None:
            return
        generation, then = entry
        if generation != self._generation or self.match is None:
            return
        if exc is not None:
            detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            self.error.emit(self.tr("the computer player failed: {detail}").format(detail=detail))
            result = None
        then(result)
