"""``Coach``: grades the single human's moves off the GUI thread and shows what it finds."""

from __future__ import annotations

import dataclasses
import logging
import threading

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QListWidgetItem

from rackoapp.coach import MoveGrade, Review, TurnReview, grade_move, iter_review
from rackoapp.controller import HUMAN
from rackoapp.controller.worker import Worker
from rackoapp.engine import GameRecord, ReplayStop
from rackoapp.storage import record_id
from rackoapp.ui import settings as settings_mod
from rackoapp.ui.panels.move_log import MAX_LOG, SEPARATOR, shown
from rackoapp.ui.plain import tip

from . import words
from .badge import VerdictBadge
from .review_view import ReviewDialog, better_words, given_up_words, hindsight_words

log = logging.getLogger(__name__)

GRADE_KEY = "coach/grade_live"
COSTLIEST = 5  # moves a round's review steps through


class CoachWorker(Worker):
    """The coach's own thread (the computer players keep theirs), stopped with the window: a
    review still running then ends at its next move, and nothing answers a window that is gone."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.stop = threading.Event()

    def close(self) -> None:
        self.stop.set()
        self.forget()
        self._closed = True  # as Worker.shutdown: work asked later is dropped
        self._executor.shutdown(wait=True, cancel_futures=True)


def _review(record, seat: int, rounds, stop: threading.Event | None = None) -> Review:
    """Runs on the worker: the record is a copy made on the GUI thread, so nothing is shared."""
    turns = []
    for t in iter_review(record, seat, rounds):
        if stop is not None and stop.is_set():
            break
        turns.append(t)
    return Review(seat, tuple(turns))


def _own_moves(review: Review, hinted) -> Review:
    """``review`` less the moves played as a hint said (keys (round, turn) in ``hinted``): the
    player's own, which the statistics chart."""
    return Review(review.seat, tuple(t for t in review.turns if (t.round, t.turn) not in hinted))


def legal_part(record: GameRecord, damage: ReplayStop | None) -> GameRecord:
    """A copy of ``record`` up to ``damage`` (its first illegal turn; None: all of it), as far as
    a record on view can be shown: a review reads every turn as legal, and graded the damaged
    record's later turns from the wrong seat's position (review). A copy, for the worker's
    thread."""
    end = len(record.rounds) if damage is None else damage.round
    rounds = [dataclasses.replace(r, turns=list(r.turns), rebuilds=list(r.rebuilds)) for r in record.rounds[:end]]
    if damage is not None and damage.turn <= 0:
        rounds.pop()  # the round itself is damaged (its deck): none of it can be shown
    elif damage is not None:
        rounds[-1].turns[damage.turn - 1:] = []
    return dataclasses.replace(record, rounds=rounds)


def by_round(review: Review) -> dict[int, Review]:
    """``review`` split by round (number from 1)."""
    return {number: Review(review.seat, tuple(t for t in review.turns if t.round == number))
            for number in {t.round for t in review.turns}}


def _rest_of_match(record, seat: int, done: dict[int, Review], stop: threading.Event | None = None) -> Review | None:
    """The whole match's review: the rounds in ``done`` (by number) as they are, the others
    graded now. None if stopped before the end (a part is no match's mean)."""
    rest = [r for r in range(1, len(record.rounds) + 1) if r not in done]
    fresh = _review(record, seat, rest, stop) if rest else Review(seat, ())
    if stop is not None and stop.is_set():
        return None
    turns = [t for r in done.values() for t in r.turns] + list(fresh.turns)
    return Review(seat, tuple(sorted(turns, key=lambda t: (t.round, t.turn))))


class Coach(QObject):
    """The window's coach. It only reads the controller and never changes the match."""

    reviewed = Signal(int)       # a round's review is ready (its number)
    graded = Signal(object)      # a move graded as it was played (MoveGrade)
    match_graded = Signal(float)  # the finished match's mean loss per move

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.ctl = window.ctl
        self.worker = CoachWorker(self)
        # Finished matches are reviewed for the chart on a thread of their own that no new game
        # or step of the viewer forgets: on the one worker, each step dropped the match's review
        # and asked it again, twenty steps twenty reviews ahead of the live grades (review).
        self.chart_worker = CoachWorker(self)
        # A review that raised was never told: the banner said "still looking" for ever (review).
        self._failure: str | None = None  # since the round on the table started
        self.worker.failed.connect(self._failed)
        self.chart_worker.failed.connect(self._said_failed)  # no round's review: R stays as it is
        self.reviews: dict[int, Review] = {}
        self.dialog: ReviewDialog | None = None
        self._pending_key: tuple[int, int] | None = None
        self._turn = 0
        self._obs = None
        self._take: tuple[str, int] | None = None
        # The live grades of the round on the table, by move, with the position each move was made
        # from (its why on the log line): shown again when the log is rebuilt.
        self._grades: dict[tuple[int, int], TurnReview] = {}
        self._reviewing: set[int] = set()  # earlier rounds being reviewed after a resume
        self._relabel_due = False
        # Finished matches whose mean loss is not charted yet, by record id: (seat, match,
        # record, hinted turns). Their reviews outlive a new game, and a closing window.
        self._to_chart: dict[str, tuple] = {}
        self._round_reviewing: int | None = None  # the round whose own review is on its way
        # The round R asked for while its review was on its way (the match's serial and the
        # round's number): it opens once ready. "Still looking" left the player to guess when to
        # press R again, and a screen reader heard nothing when it was ready (coach review).
        self._asked: tuple[int, int] | None = None
        self._chart_waiting: str | None = None  # a match whose review waits for that round's
        self._heard_over: int | None = None  # the controller's match_serial at the last match_over
        # The record on view and its human's rounds reviewed (by number): its verdicts stand in
        # the log as each step shows its moves, and R reviews the round shown.
        self._viewed_record = None
        self._viewed: dict[int, Review] = {}
        self._viewed_ready = False  # its review is in (a record with no move of theirs has none)
        self._viewed_stop = threading.Event()  # set when that record leaves the view, or the window closes
        self._build_actions()
        self.badge = VerdictBadge()  # the latest live grade, on the table
        self._badge_grade: tuple[tuple[int, int], MoveGrade] | None = None  # (its move, its grade)
        window.scene.addItem(self.badge)
        self.grade_action.toggled.connect(lambda on: on or self._hide_badge())
        c = self.ctl
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.human_turn.connect(self._on_human_turn)
        c.card_taken.connect(self._on_taken)
        c.card_placed.connect(lambda seat, slot, card_in, card_out: self._on_turn_done(seat, slot))
        c.card_discarded.connect(lambda seat, card: self._on_turn_done(seat, None))
        c.moved.connect(self._on_moved)
        c.round_over.connect(self._on_round_over)
        c.match_over.connect(self._on_match_over)
        c.pile_rebuilt.connect(lambda *_: self._badge_on_pile and self._hide_badge())  # its card went with the pile
        # The window fills an empty log with the round so far (resuming, a change of language):
        # lines it never tagged as the human's moves, nor marked.
        window.log.model().rowsInserted.connect(self._on_log_rows)
        window.scene.reviewable = True
        window.installEventFilter(self)
        self.retranslate()

    # -- menus ------------------------------------------------------------------------

    def _build_actions(self) -> None:
        w = self.window
        menu = w.game_menu
        first = menu.actions()[menu.actions().index(w.next_round_action) + 1]
        self.review_action = QAction(w)
        self.review_action.setObjectName("reviewRound")
        self.review_action.setShortcut("R")
        self.review_action.setEnabled(False)
        self.review_action.triggered.connect(self.review_round)
        self.grade_action = QAction(w, checkable=True)
        self.grade_action.setObjectName("gradeLive")
        self.grade_action.setChecked(bool(settings_mod.get(w.settings, GRADE_KEY)))
        self.grade_action.toggled.connect(lambda on: settings_mod.put(w.settings, GRADE_KEY, on))
        menu.insertAction(first, self.review_action)
        menu.insertAction(first, self.grade_action)

    def retranslate(self) -> None:
        if self._badge_grade is not None:
            key, grade = self._badge_grade
            self.badge.setToolTip(self._grade_words(grade, key))
        self.review_action.setText(QCoreApplication.translate("Coach", "&Review this round"))
        # Disabled, the item says why in its text: a disabled item shows no status tip.
        self.grade_action.setText(QCoreApplication.translate("Coach", "Grade &my moves as I play")
                                  if self.grade_action.isEnabled() else QCoreApplication.translate(
                                      "Coach", "Grade &my moves as I play (only when one person plays)"))

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif obj is self.window and event.type() == QEvent.Type.ApplicationPaletteChange:
            self._recolour()
        return False

    def _recolour(self) -> None:
        """The verdicts' colours of the theme now in effect: the lines graded before a switch to
        high contrast kept their colours for white, hard to read on black (playtest)."""
        log = self.window.log
        for row in range(log.count()):
            if log.item(row).data(MARKED):
                _colour(log.item(row))

    # -- whose moves ------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The one human at the table; with none or several, the coach keeps quiet."""
        humans = self.ctl.human_seats
        return humans[0] if len(humans) == 1 and not self.ctl.viewing else None

    @property
    def viewed_seat(self) -> int | None:
        """The one human seat of the record on view, whose moves the coach grades there."""
        humans = self.ctl.human_seats
        return humans[0] if len(humans) == 1 and self.ctl.viewing else None

    def catch_up(self) -> None:
        """Built after the deal (the window builds its coach after the first paint): take in the
        match on the table as its match_started and human_turn signals would have told it."""
        ctl = self.ctl
        if not ctl.has_match:
            return
        self._on_match_started()
        if ctl.state == HUMAN and ctl.to_move is not None:
            self._on_human_turn(ctl.to_move)
        if self.seat is not None and not ctl.round_in_play and len(ctl.results) >= ctl.round_number > 0:
            # A round over before the coach was built (a finished match played on from its
            # record): reviewed too, and its banner offers it. A language switch brought the
            # button, and it answered "still looking" for ever (playtest).
            self._on_round_over(None)
            self.window.scene.refresh_banner()
        self._relabel_log()  # its lines may have been logged before the coach was there

    def _close_review(self) -> None:
        """A review of a round that is gone from the table: it stood over the next round's deal
        (playtest)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()  # a child of the window: each one shown lived on (code review)
            self.dialog = None

    def _on_match_started(self) -> None:
        self._asked = None
        self._hide_badge()
        self._close_review()
        self.worker.forget()  # a round's review asked for is not answered: a match waiting for it goes on
        self._release_chart()
        self.reviews.clear()
        self._reviewing.clear()
        self._grades.clear()
        self._turn = self.ctl.turns_played
        self._obs = self._take = self._pending_key = None
        self.review_action.setEnabled(False)
        # Several humans share one screen: a verdict would tell the others about a hidden card.
        self._offer_grading(self.seat is not None or self.ctl.viewing)
        # ... and no round of theirs is reviewed, so no banner offers a review that never comes.
        self.window.scene.reviewable = self.seat is not None or self.viewed_seat is not None
        self._review_viewed()
        self.retranslate()

    def _review_viewed(self) -> None:
        """A record put on view is reviewed whole, once, on the chart's thread (each step of the
        viewer forgets the other worker's work): the viewer showed no verdict, and R said nothing,
        where the same match played had both (playtest)."""
        seat = self.viewed_seat
        record = self.ctl.record_to_save() if seat is not None else None
        if record is not None and record is self._viewed_record:
            self.review_action.setEnabled(self.ctl.round_number in self._viewed)
            return  # another step of the same record
        # The record before is off the view: its review, if still running, stops (a long one held
        # up the next record's, and the finished match's chart, behind it, review).
        self._viewed_stop.set()
        self._viewed_record, self._viewed, self._viewed_ready = record, {}, False
        if record is None:
            return
        self._viewed_stop = threading.Event()
        part = legal_part(record, self.ctl.viewed_problem)
        stop = self._viewed_stop
        self.chart_worker.submit(lambda: _review(part, seat, range(1, len(part.rounds) + 1), stop),
                                 lambda review: self._viewed_reviewed(record, review))

    def _viewed_reviewed(self, record, review: Review | None) -> None:
        if review is None or record is not self._viewed_record:
            return  # another record, or none, is on view by now
        self._viewed, self._viewed_ready = by_round(review), True
        self.review_action.setEnabled(self.ctl.round_number in self._viewed)
        self._relabel_log()

    def _offer_grading(self, able: bool) -> None:
        """Greyed, the item is unticked too: greyed but ticked read as grading that was on and
        could not be turned off (playtest). The setting keeps the player's choice for the next
        match with one person at the table."""
        action = self.grade_action
        action.setEnabled(able)
        action.blockSignals(True)  # not the player's choice: nothing to save
        action.setChecked(able and bool(settings_mod.get(self.window.settings, GRADE_KEY)))
        action.blockSignals(False)

    def _failed(self, detail: str) -> None:
        self._failure = detail
        self._said_failed(detail)
        self._release_chart()

    def _said_failed(self, detail: str) -> None:
        log.warning("the coach failed: %s", detail)
        self.window.show_notice(QCoreApplication.translate("Coach", "the coach failed: {detail}").format(detail=detail))

    def _on_round_started(self, number: int, dealer: int) -> None:
        self._asked = None
        self._hide_badge()
        self._failure = None
        self._close_review()
        # A resumed round is told as started too, with its turns already played: count on from them.
        self._turn = self.ctl.turns_played
        self._grades.clear()
        self.review_action.setEnabled(False)
        self._grade_again()

    def _grade_again(self) -> None:
        """A resumed round's moves are graded again: their live grades were gone from the log
        until the round's review (playtest)."""
        seat, ctl = self.seat, self.ctl
        if seat is None or not self.grade_action.isChecked() or not ctl.turns_played:
            return
        self._review_round(seat, self._graded_again)

    def _review_round(self, seat: int, then) -> None:
        """The round on the table so far, reviewed on the coach's worker; ``then(number, review)``."""
        number, record, stop = self.ctl.round_number, self.ctl.record(), self.worker.stop
        self.worker.submit(lambda: _review(record, seat, [number], stop),
                           lambda review, n=number: then(n, review))

    def _graded_again(self, number: int, review: Review | None) -> None:
        if review is None or number != self.ctl.round_number:
            return
        for t in review.turns:
            self._grades.setdefault((t.round, t.turn), t)
            self._mark(t)

    def _on_human_turn(self, seat: int) -> None:
        obs = self.ctl.observation(seat) if seat == self.seat else None
        if obs is not None and obs.phase == "take":
            self._obs, self._take = obs, None

    def _on_taken(self, seat: int, pile: str, card) -> None:
        if seat == self.seat or (pile == "discard" and self._badge_on_pile):
            self._hide_badge()  # the player's next move, or the marked card taken from the pile
        if seat == self.seat and self._obs is not None and card is not None:
            self._take = (pile, card)

    def _on_turn_done(self, seat: int, slot: int | None) -> None:
        self._turn += 1
        if seat != self.seat:
            if self._badge_on_pile:  # another card lies on the one it marked
                self._hide_badge()
            return
        key = (self.ctl.round_number, self._turn)
        self._pending_key = key
        # A move that stopped the round with no winner (the rebuild limit, the turn cap) is not
        # graded, as the round's review leaves it out (``iter_review``).
        grading = self.grade_action.isChecked() and not self._stopped_the_round()
        if grading and self._obs is not None and self._take is not None:
            # The card turned up at the deal is the observation's, as the round's review and the
            # hint read it (read from the pile's top at a resumed round's start, it was the last
            # discard).
            obs, (pile, card) = self._obs, self._take
            self.worker.submit(lambda: grade_move(obs, pile, card, slot),
                               lambda grade: self._graded(None if grade is None else TurnReview(*key, grade, obs)))
        elif grading:
            # The card was taken before this coach saw the turn begin (resumed holding it): the
            # record has the position before the take, so the round so far is reviewed (the move
            # went without a verdict until the next restart, playtest).
            self._review_round(seat, lambda number, review: self._graded_from(key, review))
        self._obs = self._take = None

    def _stopped_the_round(self) -> bool:
        """The move just made ended the round with no winner."""
        results = self.ctl.results
        return not self.ctl.round_in_play and len(results) == self.ctl.round_number \
            and results[-1].rackout is None

    def _graded_from(self, key: tuple[int, int], review: Review | None) -> None:
        turn = next((t for t in review.turns if (t.round, t.turn) == key), None) if review else None
        self._graded(turn)

    def _on_moved(self, line: str) -> None:
        # The move's log line follows its card_placed/card_discarded at once.
        # The line is tagged, never held: the log deletes its items, and a Python wrapper kept
        # past that could stand for whatever Qt puts at the same address next.
        key, self._pending_key = self._pending_key, None
        log = self.window.log
        if key is not None and log.count():
            log.item(log.count() - 1).setData(MOVE_KEY, _key_text(key))

    def _graded(self, turn: TurnReview | None) -> None:
        if turn is None:
            return
        key, grade = (turn.round, turn.turn), turn.grade
        if key[0] == self.ctl.round_number:
            self._grades[key] = turn
        self._mark(turn)
        self.graded.emit(grade)
        if not self.ctl.round_in_play or key[0] != self.ctl.round_number:
            # The move ended the round: the log has its verdict, the status bar keeps the news of
            # the round or the match ("Your move: ✓ best" stood where the match's winner was,
            # playtest). Nor does a grade come after the next deal speak over the new round.
            return
        if self._still_on_table(key, grade):
            self._show_badge(key, grade)
        self.window.show_message(self._grade_words(grade, key))

    def _grade_words(self, grade: MoveGrade, key: tuple[int, int] | None = None) -> str:
        # With the better move from an inaccuracy on, as the log gives it: a blind player heard
        # "Your move: ? mistake" and had to look for the better one in the log (coach review).
        tag = words.log_tag(grade)
        if key in self.ctl.hinted_turns:  # as the log says it: the coach's "best", not the player's
            tag = QCoreApplication.translate("Coach", "{verdict}, as hinted").format(verdict=tag)
        return QCoreApplication.translate("Coach", "Your move: {verdict}").format(verdict=tag)

    def _still_on_table(self, key: tuple[int, int], grade: MoveGrade) -> bool:
        """The graded move is the seat's latest, and its card still lies where it went: the others
        may have played since, the seat has not taken again."""
        obs = self.ctl.observation(self.seat) if self.seat is not None else None
        if obs is None or obs.to_move == self.seat and obs.phase == "place":
            return False
        own = [k for k, t in enumerate(obs.history, 1) if t.seat == self.seat]
        return bool(own) and own[-1] == key[1] and (grade.played.slot is not None or self._pile_unchanged(obs))

    @staticmethod
    def _pile_unchanged(obs) -> bool:
        """The card the seat's last turn discarded still lies on top, in nobody's hand: not
        turned into a rebuilt draw pile, nor taken by the next seat, whose turn is not over yet
        (the mark stood on the rebuilt pile's new card, diff review)."""
        if not obs.history or obs.phase != "take" or not obs.discard_pile:
            return False
        last = obs.history[-1]
        return last.seat == obs.seat and not last.rebuilt and obs.discard_pile[-1] == last.discarded

    def _show_badge(self, key: tuple[int, int], grade: MoveGrade) -> None:
        scene, seat = self.window.scene, self.seat
        if seat is None or scene.viewer != seat:
            return
        slot, pile = grade.played.slot, scene.discard_pile
        place = pile.mapRectToScene(pile.card_rect()) if slot is None else scene.slot_rect(seat, slot)
        self._badge_grade = (key, grade)
        self.badge.show_on(place, words.VERDICT_MARKS[grade.verdict], words.VERDICT_COLORS_BRIGHT[grade.verdict],
                           self._grade_words(grade, key))

    @property
    def _badge_on_pile(self) -> bool:
        """The mark is a drawn card's, thrown away: it lies on the discard pile's top."""
        return self._badge_grade is not None and self._badge_grade[1].played.slot is None

    def _hide_badge(self) -> None:
        self.badge.hide()
        self._badge_grade = None

    def _on_log_rows(self, parent, first: int, last: int) -> None:
        # Lines added at the top: the log was empty, and is being filled again (or anew).
        if first == 0 and not self._relabel_due:
            self._relabel_due = True
            QTimer.singleShot(0, self, self._relabel_log)  # once the whole batch is in

    def _relabel_log(self) -> None:
        """Tag the log's lines of the human's moves in the round on the table, and mark again the
        verdicts already known (live grades, the round's review): after the window rebuilt the log
        from the controller (``MainWindow._rebuild_log``), its lines were new and bare."""
        self._relabel_due = False
        ctl = self.ctl
        seat = self.seat if not ctl.viewing else self.viewed_seat
        obs = ctl.observation(seat) if seat is not None else None
        if obs is None:
            return
        self._relabel_earlier(seat)
        number = ctl.round_number
        # The round's lines as the window logs them (``round_moves``), and the move each one is.
        keys: list[tuple[int, int] | None] = []
        for k, t in enumerate(obs.history, 1):
            keys.append((number, k) if t.seat == seat else None)
            if t.rebuilt:
                keys.append(None)
        lines = ctl.round_moves(len(keys) + 2)
        keys += [None] * (len(lines) - len(keys))  # how the round ended, and its points
        if len(lines) != len(keys):
            return  # not the lines this reckons with: tag nothing rather than the wrong line
        log = self.window.log
        row = log.count() - 1
        for line, key in zip(reversed(lines), reversed(keys)):
            # From the newest up to the rule before this round: lines the record does not hold
            # (a computer's illegal answer) are passed over.
            while row >= 0 and not log.item(row).data(SEPARATOR) and not _shows(log.item(row), line):
                row -= 1
            if row < 0 or log.item(row).data(SEPARATOR):
                break
            if key is not None:
                log.item(row).setData(MOVE_KEY, _key_text(key))
            row -= 1
        for t in list(self._grades.values()):
            self._mark(t)
        review = self._viewed.get(number) if ctl.viewing else self.reviews.get(number)
        if review is not None:
            self._mark_review(review)

    def _relabel_earlier(self, seat: int) -> None:
        """The earlier rounds' lines in a refilled log, tagged and marked again: after a resume or
        a change of language their verdicts were gone (playtest). Rounds whose review this coach
        never made (a resumed match) are reviewed on its worker.

        Read from the rule before the round on the table upwards, each earlier round from its
        last line: a log past its 400 lines has lost its first rounds, and a note may stand
        above them (a match given up), so reading down from the top tagged nothing (review)."""
        log, unknown = self.window.log, []
        top = log.pinned
        row = log.count() - 1
        while row >= top and not log.item(row).data(SEPARATOR):
            row -= 1
        rounds = self.ctl.earlier_rounds_lines(MAX_LOG)
        for number in range(len(rounds), 0, -1):
            if row < top:
                break  # this round and those before it left the log
            row -= 1  # above the rule after the round
            for line, move in reversed(rounds[number - 1]):
                while row >= top and not log.item(row).data(SEPARATOR) and not _shows(log.item(row), line):
                    row -= 1
                if row < top or log.item(row).data(SEPARATOR):
                    break
                if move is not None and move[0] == seat:
                    log.item(row).setData(MOVE_KEY, _key_text((number, move[1])))
                row -= 1
            while row >= top and not log.item(row).data(SEPARATOR):
                row -= 1  # lines this does not reckon with: on to the rule before the round
            review = self.reviews.get(number)
            if review is not None:
                self._mark_review(review)
            elif number not in self._reviewing:
                unknown.insert(0, number)
        if unknown:
            record, stop = self.ctl.record(), self.worker.stop
            self._reviewing.update(unknown)  # a change of language meanwhile does not ask again
            self.worker.submit(lambda: _review(record, seat, unknown, stop), self._earlier_reviewed)

    def _earlier_reviewed(self, review: Review | None) -> None:
        self._reviewing.clear()
        if review is None:
            return
        self._mark_review(review)
        for number, part in by_round(review).items():
            self.reviews.setdefault(number, part)

    def _log_line(self, key: tuple[int, int]) -> QListWidgetItem | None:
        """The log's line of the human's move ``key``, looked up from the newest."""
        log, wanted = self.window.log, _key_text(key)
        for row in range(log.count() - 1, -1, -1):
            item = log.item(row)
            if item.data(MOVE_KEY) == wanted:
                return item
        return None

    def _mark(self, turn: TurnReview) -> None:
        key, grade = (turn.round, turn.turn), turn.grade
        item = self._log_line(key)
        if item is None or item.data(MARKED):
            return
        item.setData(MARKED, grade.verdict)
        tag = words.log_tag(grade)
        if key in self.ctl.hinted_turns:  # a hinted move's "best" is the coach's, not the player's (playtest)
            tag = QCoreApplication.translate("Coach", "{verdict}, as hinted").format(verdict=tag)
        item.setText(f"{item.text()}{VERDICT_GAP}{tag}")
        _colour(item)
        if grade.verdict not in ("best", "good"):
            why = why_better(turn)
            item.setToolTip(tip(why))  # wrapped: on one line it ran across the table (Xvfb look)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, why)  # read with F6 too

    def _mark_review(self, review: Review) -> None:
        for t in review.turns:
            self._mark(t)

    # -- reviews ------------------------------------------------------------------------

    def _on_round_over(self, result) -> None:
        self._hide_badge()  # the banner and the racks face up tell the round's end; the log keeps the verdicts
        seat = self.seat
        if seat is not None:
            self._round_reviewing = self.ctl.round_number
            self._review_round(seat, self._round_reviewed)

    def _round_reviewed(self, number: int, review: Review | None) -> None:
        if number == self._round_reviewing:
            self._round_reviewing = None
        self._release_chart(number, review)
        if review is None:
            return
        self.reviews[number] = review
        if number == self.ctl.round_number:
            self._mark_review(review)
            self.review_action.setEnabled(True)
        self.reviewed.emit(number)
        if self._asked == (self.ctl.match_serial, number) and number == self.ctl.round_number \
                and not self.ctl.round_in_play and not self.ctl.viewing:
            self._asked = None
            self.review_round()

    def review_round(self) -> None:
        """Step through the last round's costliest moves (once its review is ready); in a record,
        the round shown."""
        if self.ctl.viewing:
            return self._review_viewed_round()
        review = self.reviews.get(self.ctl.round_number)
        if review is None:
            if self.seat is None:  # several humans, or none: the coach reviews nobody, and says so
                self.window.show_message(_nobody_to_coach(len(self.ctl.human_seats)))  # (R was silent, review)
                return
            if self.ctl.round_in_play:
                said = QCoreApplication.translate("Coach", "A round can be reviewed once it is over (R)")
            elif self._failure is not None:
                said = QCoreApplication.translate("Coach", "The coach could not review this round ({detail})").format(
                    detail=self._failure)
            else:
                said = QCoreApplication.translate("Coach", "The coach is still looking at this round: its review "
                                                  "opens once it is ready")
                self._asked = (self.ctl.match_serial, self.ctl.round_number)
            self.window.show_message(said)
            return
        self._close_review()
        own = _own_moves(review, self.ctl.hinted_turns)
        self.dialog = ReviewDialog(review, self.ctl.rules, review.costliest(COSTLIEST),
                                   self.ctl.name(review.seat), self.window, round_number=self.ctl.round_number,
                                   hinted=len(review.turns) - len(own.turns), own_mean=own.mean_loss)
        self.dialog.show()

    def _review_viewed_round(self) -> None:
        """R in a record: the round shown, its moves up to the step shown (the moves still to
        come in it were reviewed too, ahead of the viewer, review)."""
        ctl = self.ctl
        if self.viewed_seat is None:
            self.window.show_message(_nobody_to_coach_in_record(len(ctl.human_seats)))
            return
        if not self._viewed_ready:
            self.window.show_message(QCoreApplication.translate("Coach", "The coach is still looking at this record"))
            return
        review = self._viewed.get(ctl.round_number)
        shown = tuple(t for t in review.turns if t.turn <= ctl.turns_played) if review is not None else ()
        if not shown:
            self.window.show_message(QCoreApplication.translate(
                "Coach", "No move of yours in this round is shown yet: step on through the record"))
            return
        self._close_review()
        shown_review = Review(review.seat, shown)
        own = _own_moves(shown_review, ctl.hinted_turns)
        self.dialog = ReviewDialog(shown_review, ctl.rules, shown_review.costliest(COSTLIEST),
                                   ctl.name(review.seat), self.window, round_number=ctl.round_number,
                                   hinted=len(shown) - len(own.turns), own_mean=own.mean_loss)
        self.dialog.show()

    def _on_match_over(self, winner: int) -> None:
        self._heard_over = self.ctl.match_serial
        seat = self.seat
        if seat is None or not self.ctl.finished_here:
            return
        record = self.ctl.record()
        match_id = record_id(record)
        # The rounds reviewed as they ended are not graded again: a match of 194 rounds (target
        # 10,000) took 17 s to review whole, on the GUI thread when the window closed (code review).
        done = dict(self.reviews)
        self._to_chart[match_id] = (seat, self.ctl.match_copy(), record, set(self.ctl.hinted_turns), done)
        if self._round_reviewing == self.ctl.round_number:
            # The last round's own review is on its way: the match's waits for it. Graded again at
            # once on the chart's thread, two threads graded while the banner and its celebration
            # waited for the interpreter: 240 ms without a frame (responsiveness audit).
            self._chart_waiting = match_id
            return
        self._review_match(match_id)

    def _release_chart(self, number: int | None = None, review: Review | None = None) -> None:
        """The match that waits for round ``number``'s review (``review``: None if there is none
        to be had) is reviewed now, that round as it came."""
        match_id, self._chart_waiting = self._chart_waiting, None
        if match_id is None or match_id not in self._to_chart:
            return
        if review is not None:
            self._to_chart[match_id][4][number] = review
        self._review_match(match_id)

    def _review_match(self, match_id: str) -> None:
        seat, match, record, hinted, done = self._to_chart[match_id]
        stop = self.chart_worker.stop
        self.chart_worker.submit(lambda: _rest_of_match(record, seat, done, stop),
                                 lambda review: self._match_reviewed(match, match_id, review, hinted))

    def finish(self) -> None:
        """The window is closing for good: the worker stops, and a finished match whose review
        was still running is reviewed here, so its mean loss is charted (closed within a second
        of the winning move, the chart lost its point, playtest). A match review takes about a
        second. A match won but not yet over on the table (closed while its last card flew to
        the rack, before the banner's match_over) is queued here: it was filed and counted, but
        never charted."""
        self._viewed_stop.set()  # before the chart's thread is waited for
        self.worker.close()
        self.chart_worker.close()
        if self._heard_over != self.ctl.match_serial and self.ctl.over:
            self._on_match_over(self.ctl.winner)
        for match_id, (seat, match, record, hinted, done) in list(self._to_chart.items()):
            try:
                review = _rest_of_match(record, seat, done)
            except Exception:  # the coach's fault must not stop the window closing
                log.exception("the review of match %s failed", match_id)
                continue
            self._match_reviewed(match, match_id, review, hinted)

    def _match_reviewed(self, match, match_id: str, review: Review | None, hinted=frozenset()) -> None:
        """The match's mean loss on the progress chart: of the player's own moves, those made
        after asking for a hint left out (the hint is the move graded best: pressing H every
        turn made the chart look perfect, playtest)."""
        if review is None:
            return
        # Charted: it leaves the queue. Every finished match of the session was reviewed again at
        # each new game (and each step through a record), ahead of the live grades (code review).
        self._to_chart.pop(match_id, None)
        own = _own_moves(review, hinted)
        stats = self.window.keeper.statistics
        if not own.turns:  # every move was hinted: nothing of the player's own to chart
            if stats is not None:
                stats.add_mean_loss(match, None, match_id)
            return
        if stats is not None and stats.add_mean_loss(match, own.mean_loss, match_id):
            # Said as the keeper says it: the system's own words alone ("[Errno 21] Is a
            # directory: '/…/.statistics.json.qsrqadld.tmp' -> …") came after the match's end and
            # stood over "could not save the statistics" (CI, a slow machine).
            self.window.keeper.save_counts()
        self.match_graded.emit(own.mean_loss)


MARKED = 0x0101  # Qt.UserRole + 1: the verdict a log line already shows
MOVE_KEY = 0x0102  # Qt.UserRole + 2: "round:turn" of the human's move on that line
VERDICT_GAP = "   "  # between a line and the verdict it is marked with


def why_better(turn: TurnReview) -> str:
    """A costly move's line in the log, on hover and to a screen reader: what it gave up and why
    the better move is, as the round's review says them. The line said only "better: slot 2
    (10)", never why (coach playtest)."""
    cost, better = given_up_words(turn), better_words(turn)
    text = (QCoreApplication.translate("Coach", "{cost} Better: {better}.").format(cost=cost, better=better) if cost
            else QCoreApplication.translate("Coach", "Better: {better}.").format(better=better))
    hindsight = hindsight_words(turn)
    return f"{text} {hindsight}" if hindsight else text


def _colour(item: QListWidgetItem) -> None:
    """A marked log line in its verdict's colour, for the theme in effect."""
    # The application's palette: at its change the log has not taken the new one up yet, and a line
    # graded before a switch to a dark palette kept its colour for white (diff review).
    item.setForeground(QColor(words.verdict_color(item.data(MARKED))))


def _key_text(key: tuple[int, int]) -> str:
    return f"{key[0]}:{key[1]}"


def _shows(item: QListWidgetItem, line: str) -> bool:
    """The log line ``item`` is ``line`` (with the verdict it may already show), as the log
    shows it: a name holding ".bad-" breaks there, and its lines were never tagged (review)."""
    text, line = item.text(), shown(line)
    return text == line or (bool(item.data(MARKED)) and text.startswith(line + VERDICT_GAP))


def install_coach(window) -> Coach:
    """Give ``window`` its coach: the menu entries, the log's verdicts, the reviews."""
    window.coach = Coach(window)
    return window.coach


def _nobody_to_coach_in_record(people: int) -> str:
    """Why the coach reviews no round of the record on view: ``people`` humans played in it."""
    if people:
        return QCoreApplication.translate("Coach", "The coach reviews one person's play against the computer: "
                                          "{count} people play in this record").format(count=people)
    return QCoreApplication.translate("Coach", "The coach reviews a person's play: every seat in this record is "
                                      "a computer")


def _nobody_to_coach(people: int) -> str:
    """Why the coach reviews no round at this table: ``people`` humans play at it. Hints still
    come: "it stays out of the game" read as if H gave none either (playtest)."""
    if people:
        return QCoreApplication.translate("Coach", "The coach reviews one person's play against the computer: with "
                                          "more people at the table, it gives hints (H) but reviews no round")
    return QCoreApplication.translate("Coach", "The coach reviews a person's play: every seat at this table is "
                                      "a computer")
