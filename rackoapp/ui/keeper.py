"""``MatchKeeper``: every game kept, so the window does not have to.

It owns the data folder's side of a match: the autosave after every deal and
turn, the unfinished match filed into the history when another one starts, a
finished match filed and counted once (tried again while the disk refuses),
and the statistics. It tells the window one-off lines (``told``) and the
warnings that must stay on screen while they hold (``warning``).
"""

from __future__ import annotations

import errno
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from rackoapp.controller import GameController
from rackoapp.controller.engine_text import translate as engine_text
from rackoapp.engine import GameRecord, Match, RecordError, load_record, replay_match, resume_match
from rackoapp.storage import (
    DataDir, Problem, Statistics, StorageError, display_path, record_id, statistics_reason, untouched,
)

RETRY_MS = 5000  # what the disk refused (a finished match, the autosave) is tried again this often


@dataclass(frozen=True)
class _Waiting:
    """A record the disk has not taken yet: a match given up while held back, to file anew; or,
    with ``over``, the last moves of a match filed as last saved there, to write whole over it."""

    record: GameRecord
    over: Path | None = None


def _untouched_by_humans(match: Match) -> bool:
    """Humans sit at the table and none has taken a card (a match of computers only is kept: it
    was watched)."""
    return any(not seat.is_computer for seat in match.seats) and untouched(match)


class MatchKeeper(QObject):
    told = Signal(str)     # a line for the status bar
    # A match given up for the one in play, said above the latter's moves: a function of no
    # arguments that says it in the language in effect (again after a switch).
    gave_up = Signal(object)
    warning = Signal(str)  # a warning that stays on screen; "" when none holds any more
    filed = Signal(str)  # the match on the table, finished, went into the history (at its last turn or on a retry)

    def __init__(self, ctl: GameController, data: DataDir | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.data = data
        self.statistics = Statistics(data.stats_file) if data is not None else None
        problem = self.statistics.load() if self.statistics is not None else None
        self.statistics_problem = problem  # a Problem, told once the window is up
        # Why the last autosave failed, while it holds, and why this session saves nothing, if it
        # does not: kept as errors, put in words when shown, so a switch of language rewords
        # them (their words were kept, and stayed English in Dutch, code review).
        self._save_error: StorageError | None = None
        # The match in the autosave that could not be moved out of the new one's way, as the
        # move to try again and why it failed: until it goes, saving would write over it, so the
        # new match is not saved (it stopped saving for good, and quitting lost it, playtest).
        self._in_the_way: tuple[Callable[[], None], StorageError] | None = None
        self._to_file: list[_Waiting] = []  # what the disk has not taken yet, oldest first
        # Why no data folder could be used (nothing of this session is saved), and whether the
        # match saved there is kept for a later start.
        self._no_folder: tuple[StorageError, bool] | None = None
        self._to_file_error: StorageError | None = None  # why the first of them is not
        # The last match filed (the controller's serial of it), the problem told, and whether
        # that was the disk refusing it (then kept and tried again).
        self._filed: tuple[int, str | None, bool] | None = None
        self._filed_record = None  # that match's record, as it was filed
        self.filed_path: Path | None = None  # where the last match finished here was filed
        self.left: Match | None = None  # the match in play when a record was opened (the window's)
        self._to_count: list = []  # matches filed unfinished, to count as abandoned (count_filed)
        # A match given up, counted before it moved out of the autosave: saved once it has moved
        # (``_clear_the_way``). Saved first, a crash before the move left a match counted lost
        # that the next start offered to resume, its true end never counted (soak review).
        self._counted_unsaved = False
        self._noted: str | None = None  # the match this session noted as given up (``_archive``)
        self._counting = False
        self._stopped = False  # the window closed: nothing is tried again after it
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry)

    # -- at start ------------------------------------------------------------------

    def load_autosave(self, rng: random.Random):
        """The match left unfinished, ready to go on with ``rng`` for its chance to come, and what
        to tell if the file was bad (a problem ``engine_text`` puts in words), else None.

        A finished match found there (the app was stopped while filing it) is
        filed and counted now, and nothing is offered.
        """
        if self.data is None:
            return None, None
        match, problem = self.data.load_autosave(rng, self.statistics)
        self._show_warning()
        return match, problem or None

    def take_finished(self) -> Match | None:
        """The finished match the autosave held at start (the app stopped at its end), filed and
        counted by ``load_autosave``: to show as it ended, once."""
        if self.data is None:
            return None
        match, self.data.finished_at_start = self.data.finished_at_start, None
        return match

    def filed_match(self, path: str) -> Match | None:
        """The finished match filed at ``path`` in the history, if it is there and finished."""
        if self.data is None or not path or Path(path).parent != self.data.history:
            return None
        match = _replayed(path)
        return match if match is not None and match.over else None

    def keep_unfinished(self, giving_way: Match | None = None) -> None:
        """A match left unfinished goes into the history, never lost, before another starts,
        and counts as abandoned: a match given up through the window was counted already (it
        counts once), but one left by quitting and given up from the command line (``--seats``,
        ``--record``) was filed uncounted, a way round a loss. Counted once the table is up: it
        is read back from its file (``count_filed``). The match ``giving_way`` to the new one
        (else the one in the autosave, left by quitting), if no human took a card in it, is not
        filed: nothing was played (the history listed it as "abandoned", playtest)."""
        if self.data is None:
            return
        if self._in_the_way is not None:
            # The autosave still holds the match before: the one giving way now never reached it,
            # and goes straight into the history (it was dropped, code review), a match of
            # computers only too.
            held = giving_way if giving_way is not None else self.unfinished_on_table()
            if held is not None and not _untouched_by_humans(held):
                self._to_file.append(_Waiting(held.to_record()))
                self._file_waiting()
            self._save_error = None  # the next match's own saves say whether they wait
            self._clear_the_way(self._in_the_way[0])
            return
        stale = giving_way is not None and self._save_error is not None
        if giving_way is None:  # none on the table: the one left by quitting, if any
            giving_way = self._autosaved()
            if giving_way is not None and giving_way.over:
                self._clear_the_way(self._file_finished)
                return
        self._clear_the_way(lambda: self._archive(giving_way, stale))

    def unfinished_on_table(self) -> Match | None:
        """The match on the table, or left for the record there, unfinished, whoever plays it: the
        one a new match takes the place of, which goes into the history. The window gave a watched
        match of computers only as none, left to an autosave a full disk had never let hold it:
        it was dropped without a word (storage review)."""
        if self.ctl.viewing:
            return self.left if self.left is not None and not self.left.over else None
        return self._abandonable(None)

    def _archive(self, giving_way: Match | None, stale: bool) -> None:
        """``stale``: the last saves of ``giving_way`` were refused, so the autosave lacks its last
        moves; written once more, the history gets them (it got the match as last saved, review)."""
        record = giving_way.to_record() if giving_way is not None else None
        if record is not None and _untouched_by_humans(giving_way):
            # Nothing played: its autosave goes, if the autosave holds it. One the disk never took
            # was filed as abandoned once it did, and the quit question warned of it meanwhile
            # (storage review).
            self.data.drop_autosave_of(record)
            return
        refused = None
        if stale and record is not None:
            try:
                self.data.save_autosave(record)
            except StorageError as e:
                refused = e
        if record is not None and not self.data.holds_match_of(record):
            # No save of it ever reached the autosave (a full disk from its start; the autosave
            # holds a finished match waiting for the disk): its record goes into the history by
            # itself. Left to the autosave, it was lost (review).
            self._to_file.append(_Waiting(record))
            self._file_waiting()
            return
        if self.data.snapshot_waits:
            return  # a finished match's, filed as finished once the disk takes it
        noting = None
        if record is not None and self.statistics is not None and self.statistics.writable:
            noting = self._noted = record_id(record)  # the note goes once its count is saved (``_clear_the_way``)
        filed = self.data.archive_autosave(noting=noting)
        if filed is None:
            return
        if refused is not None:
            # Filed as last saved, it gets the moves since over it once the disk takes them: they
            # were lost for good, rounds the statistics counted among them (review). Kept in the
            # autosave meanwhile, it held the new match unsaved where the disk had room for that
            # one but not for this one (second review).
            self._to_file.append(_Waiting(record, over=filed))
            self._to_file_error = refused
        # Counted as soon as it has moved: counted from its file once the table was up, a kill
        # in between left a loss uncounted for good (review). Said once the table is up.
        counted = giving_way is not None and self.count_abandoned(giving_way)
        self._count_later(giving_way if counted else filed)

    def _count_later(self, filed: Path | Match) -> None:
        """``filed``, a match given up, counts as abandoned once the table is up (``count_filed``):
        a path is read back and counted then, a match was counted already and is only said."""
        if self.statistics is not None:
            self._to_count.append(filed)
            if self._counting:
                self.count_filed()

    def _file_waiting(self) -> None:
        """The matches given up while held back, which never reached the autosave: into the
        history as soon as it takes them (a history folder the read-only folder could not make
        lost one, review); and the last moves of those filed as last saved, over them."""
        while self._to_file:
            waiting = self._to_file[0]
            refiled = waiting.over is not None
            try:
                path = self.data.refile(waiting.over, waiting.record) if refiled \
                    else self.data.file_record(waiting.record)
            except StorageError as e:
                self._to_file_error = e
                break
            self._to_file.pop(0)
            self._to_file_error = None
            if not refiled:  # one refiled was counted as it was given up
                self._count_later(path)
        self._show_warning()

    def _clear_the_way(self, move: Callable[[], None]) -> None:
        """``move`` takes the match in the autosave out of the new one's way. Refused, the new
        match is not saved (it would write over that one) until a retry makes the move; a
        finished one is filed straight into the history meanwhile (``DataDir.held``)."""
        told = self._unsaved
        try:
            move()
        except StorageError as e:
            self._in_the_way = move, e
            if self._unsaved != told:  # said once, not at every retry
                self.told.emit(self._unsaved)
        else:
            self._in_the_way = None
            if self._counted_unsaved:  # moved, at last: its count may reach the disk
                self._counted_unsaved = False
                self.save_counts()
            if self._noted is not None and (self.statistics is None or not self.statistics.unsaved):
                # Only the note this move wrote: a start with --seats or --record, which moves
                # nothing out of an empty autosave, took away the one a kill had left before it
                # was read (diff review). Unsaved, the next start counts it from its file.
                self._noted = None
                self.data.given_up_counted()
        self.data.held = self._in_the_way is not None
        self._show_warning()

    def _file_finished(self) -> None:
        """The autosave holds a finished match (the app stopped while filing it): counted and
        filed as a start that offers nothing does it. Given up as unfinished, it went into the
        history uncounted, and a finished match never counts as abandoned (review)."""
        _, problem = self.data.load_autosave(random.Random(0), self.statistics)  # only filed
        self.data.finished_at_start = None  # another match starts: this one is not shown
        if os.path.lexists(self.data.autosave):
            # Not filed (the history and the folder itself refused it): the new match's saves
            # would write over it, so they wait until a retry files it (``_clear_the_way``).
            raise StorageError(problem.code, **problem.params) if getattr(problem, "code", None) else \
                StorageError("filing_failed", reason=str(problem or ""))
        if problem:
            self.told.emit(engine_text(problem))

    @property
    def _unsaved(self) -> str | None:
        if self._in_the_way is None:
            return None
        return QCoreApplication.translate("MainWindow", "{problem}; this game is not saved yet: RackoApp keeps trying").format(
            problem=engine_text(self._in_the_way[1]))

    @property
    def _save_problem(self) -> str | None:
        """The last autosave's error, as its code and reason say it (the same one is told once)."""
        return str(self._save_error) if self._save_error is not None else None

    def autosave_holds(self, record) -> bool:
        """The autosave is this very match at this very turn (``--record`` given it)."""
        if self.data is None:
            return False
        try:
            saved = self.data.read_autosave()
        except StorageError:
            return False
        return saved is not None and same_place(record, saved)

    def _autosaved(self) -> Match | None:
        """The match left by quitting, to be given up (only filed and counted, never played on).
        A damaged autosave goes aside, as a plain start puts it, and the match before the damage
        is the one given up: filed as it was, it was counted nowhere (``--seats`` over it, a
        read-only review)."""
        record = self.data.read_autosave()
        try:
            if record is None:
                if os.path.lexists(self.data.autosave):
                    load_record(self.data.autosave)  # unreadable whole: for its reason
                return None
            return resume_match(record, random.Random(0))
        except OSError:
            return None  # left where it is: filing it says why it cannot move
        except RecordError as e:
            match, problem = self.data.keep_damaged_autosave(record, e, random.Random(0))
            if match is not None:
                problem = Problem("autosave_given_up_before_damage", **problem.params)
            self.told.emit(engine_text(problem))
            return match

    def _abandonable(self, match: Match | None) -> Match | None:
        """``match``, or the match in play when None; None if there is none to abandon."""
        if match is None:
            if self.ctl.viewing or not self.ctl.has_match:
                return None
            match = self.ctl.match_copy()
        return None if match.over else match

    def count_filed(self) -> None:
        """Count the matches filed unfinished (``keep_unfinished``), from now on as they are
        filed: the window asks once its table is painted, so a start never waits for it."""
        caught = None
        if not self._counting:
            self._counting = True
            caught = self._caught_giving_up()
            if caught is not None and caught not in self._to_count:
                self._to_count.insert(0, caught)
        while self._to_count:
            filed = self._to_count.pop(0)
            if isinstance(filed, Match):
                match, counted = filed, True
            else:
                match = _replayed(filed)  # None: the history lists it as damaged
                counted = match is not None and self.count_abandoned(match)
            if counted:
                # Given up from the command line (--seats, --record) with nothing said (playtest).
                from rackoapp.controller.texts import sides_text
                from rackoapp.ui.dialogs.resume import match_sides

                self.gave_up.emit(lambda match=match: QCoreApplication.translate(
                    "MainWindow", "The match left unfinished ({score}) is kept in the history and "
                    "counts as played and not won").format(score=sides_text(match_sides(match))))
        if caught is not None and not self.statistics.unsaved:
            self.data.given_up_counted()

    def _caught_giving_up(self) -> Path | None:
        """The match a kill caught between its move into the history and its count (the note
        ``_archive`` leaves, ``DataDir.note_giving_up``): its file, to count now; None if there is
        none, or it never left the autosave (it is offered again), or it counted. Not while the
        statistics cannot be saved: each start would count it anew, in memory only."""
        note = self.data.giving_up_note() if self.data is not None and self.statistics is not None else None
        if note is None or not self.statistics.writable:
            return None
        match_id, filed = note
        autosaved = self.data.read_autosave()
        moved = match_id not in self.statistics.counted \
            and (autosaved is None or record_id(autosaved) != match_id) \
            and filed is not None and _file_id(filed) == match_id
        if not moved:
            self.data.given_up_counted()
        return filed if moved else None

    def would_count_abandoned(self, match: Match | None = None) -> bool:
        """The match in play (or ``match``, left for a record), abandoned now, would count: it has
        a computer seat and a human one, and was not counted before (as a match played on from
        its record was, when first played)."""
        match = self._abandonable(match)
        return match is not None and self.would_count(match)

    def would_keep(self, match) -> bool:
        """``match``, given up for a new one, would be kept in the history: not when humans sit at
        the table and none has taken a card (``keep_unfinished``)."""
        return not _untouched_by_humans(match)

    def would_count(self, match) -> bool:
        """``match`` would count in the statistics if it ended or was abandoned now."""
        return self.statistics is not None and self.statistics.would_count(match, record_id(match.to_record()))

    def count_abandoned(self, match: Match | None = None) -> bool:
        """The player gave up the match in play (or ``match``, left for a record) for another: it
        counts as played and not won, saved now.

        Its finished rounds count as rounds; the winning streak ends. A match
        left by quitting is not abandoned (it is resumed next time).
        """
        counted = self._count_abandoned(match)
        if counted:
            self.save_counts()
        return counted

    def count_given_up(self, match: Match) -> None:
        """``count_abandoned``, its count saved once ``keep_unfinished``, which comes next, has
        moved the match out of the autosave (``_clear_the_way``), not before."""
        if self._count_abandoned(match):
            self._counted_unsaved = True

    def _count_abandoned(self, match: Match | None) -> bool:
        match = self._abandonable(match)
        return self.statistics is not None and match is not None \
            and self.statistics.count_abandoned(match, record_id(match.to_record()))

    def never_count(self, record) -> None:
        """The match of ``record``, played on from it, will not count: every card of that
        finished match was there to see (a record from another folder, played on from its first
        turn, counted as a fresh match, review)."""
        if self.statistics is not None and self.statistics.first_count(record_id(record)):
            self.save_counts()

    def save_counts(self) -> None:
        """The statistics saved now, and a refusal said (``_save_statistics`` retries unsaid). Not
        into a folder another app took: the file is its counts (review)."""
        if not self._counts_ours():
            self._show_warning()
            return
        # A refusal said already (a file left alone is said at the start): the lasting warning
        # stands for it.
        told = self.statistics.unsaved or not self.statistics.writable
        try:
            self.statistics.save()
        except OSError as e:
            # In the player's words, once: a disk full at a match's end said "… the disk is full"
            # as the match was filed, then the system's own English over it (long-use review).
            if not told:
                self.told.emit(engine_text(Problem("statistics_save_failed",
                                                   reason=statistics_reason(self.statistics, e))))
        self._show_warning()

    def reset_statistics(self) -> None:
        """Every count forgotten, or OSError: not in a folder another app took, whose file holds
        its counts and the list of matches it counted (review)."""
        if not self._counts_ours():
            raise OSError(errno.EACCES, engine_text(Problem("taken_over", folder=display_path(self.data.root))))
        self.statistics.reset()

    # -- while playing -------------------------------------------------------------

    def autosave(self) -> None:
        """After every deal and turn: the match as a record, written atomically.

        The turn that ends the match files it into the history instead, at once:
        its banner comes a moment later, and a close in between lost the match's
        end (review)."""
        if self.data is None:
            return
        if self.ctl.viewing:
            self._save_left()
            return
        if not self.ctl.has_match:
            return
        if self.ctl.over:
            self.file_finished()
            return
        self._write(self.ctl.record())

    def save_after_fault(self) -> bool:
        """The autosave, made now; whether a game is on the table and safe on disk, so a fault's
        message says "saved" only then."""
        self.autosave()
        # In the viewer, the game is the match left for the record, if any; a finished match is
        # safe once filed (review: "saved" was said of a match the full disk had refused).
        on_table = self.left is not None if self.ctl.viewing else self.ctl.has_match
        return (self.data is not None and on_table and self.unsaved is None and not self.held_back
                and self.unfiled is None)

    def _save_left(self) -> None:
        """A record on the table: the match left for it is saved, if its last save failed. Tried
        again, it waited for the player to come back to it; quit meanwhile, the moves were lost
        (code review)."""
        left = self.left
        if left is not None and not left.over and self._save_error is not None:
            self._write(left.to_record())

    def _write(self, record) -> None:
        self._save_statistics()
        if self._in_the_way is not None:  # it would write over the match still in the autosave
            self._save_error = self._in_the_way[1]
            self._show_warning()
            return
        try:
            self.data.save_autosave(record)
        except StorageError as e:
            told = self._save_problem
            self._save_error = e
            if told != str(e):  # say it once, not after every turn
                self.told.emit(engine_text(e))
        else:
            self._save_error = None
        self._show_warning()

    def file_finished(self) -> str | None:
        """File a match finished in this session and count it; a problem to tell, if any.

        The match is filed first, so a statistics file that cannot be written
        costs the statistics, never the match; a disk that refuses the filing
        is tried again every few seconds (and at every later save) until it
        takes it, with a warning on screen meanwhile.
        """
        if self.data is None or self.ctl.viewing or not self.ctl.finished_here:
            return None
        if self.ctl.back_from_record and self._filed is not None and self._filed[0] != self.ctl.match_serial \
                and self._filed_record is not None and same_place(self._filed_record, self.ctl.record()):
            # Back from a record to the finished match left for it: the same match under a new
            # serial (each open and close of a record over its banner filed another copy, review).
            # Not one played on from its record to the same end: that one is filed again.
            self._filed = (self.ctl.match_serial, *self._filed[1:])
        if self._filed is not None and self._filed[0] == self.ctl.match_serial:
            # Filed at the match's last turn; the banner asks again. A filing the disk refused
            # then may have gone through since.
            problem, refused = self._filed[1:]
            return problem if not refused or self.data.pending else None
        # The finished match is filed now, not autosaved: a failed autosave no longer holds
        # (a filing the disk refuses has its own warning).
        self._save_error = None
        self.filed_path = None  # not an earlier match's, if the disk refuses this one
        self.data.filed = None
        record = self.ctl.record()
        try:
            self.filed_path = self.data.file_finished(record, self.ctl.match_copy(), self.statistics)
        except StorageError as e:
            problem = engine_text(e)
            self.filed_path = self.data.filed  # filed, its count refused; or not filed yet
        else:
            problem = None
        self._filed, self._filed_record = (self.ctl.match_serial, problem, self.data.pending), record
        if self.filed_path is not None and not self.data.pending:
            self.filed.emit(str(self.filed_path))
        self._show_warning()
        return problem

    @property
    def unsaved(self) -> str | None:
        """Why the game's last moves are not saved (the last autosave failed), while that holds."""
        if self.data is None:
            return None
        return self._waiting or (None if self._save_error is None else self._unsaved or engine_text(self._save_error))

    @property
    def held_back(self) -> bool:
        """A whole game has never been saved: the match in play (the one before holds the
        autosave), one that ended so and waits to be filed, or one given up meanwhile."""
        held = self._in_the_way is not None
        return (held and (self._save_error is not None or self.data.pending)) or bool(self._to_file)

    @property
    def _waiting(self) -> str | None:
        """Why matches given up while held back are not filed yet, while that holds."""
        if self._to_file_error is None or not self._to_file:
            return None
        return engine_text(StorageError("not_filed_yet", reason=self._to_file_error.params.get("reason", "")))

    @property
    def unfiled(self) -> str | None:
        """Why a finished match is not on disk yet (the disk refused it), while that holds."""
        data = self.data
        return engine_text(data.pending_problem) if data is not None and data.pending else None

    @property
    def uncounted(self) -> str | None:
        """Why the statistics' latest counts are not on disk (the disk refused them), while that
        holds: quitting then lost them, unasked (review)."""
        stats = self.statistics
        if self.data is None or stats is None or not stats.unsaved or not stats.writable:
            return None
        return QCoreApplication.translate("MainWindow", "the statistics' latest counts are not saved yet")

    def without_folder(self, problem: StorageError, kept_there: bool) -> None:
        """The default data folder could not be used (``problem``): this session saves nothing.
        Said on the window's lasting warning, and quitting with a game played in asks first: only
        the terminal heard it, and a player started from a launcher lost the game unasked, and
        feared the match saved in that folder lost too (hostile-input review)."""
        self._no_folder = problem, kept_there
        self._show_warning()

    @property
    def unsaveable(self) -> str | None:
        """Why the game in play cannot be saved at all (no data folder), once a human has played
        in it."""
        if self._no_folder is None:
            return None
        held = self.unfinished_on_table()
        # Not _untouched_by_humans: a match of computers only is never untouched by them, and
        # quitting one that had just begun asked (review).
        if held is None or all(seat.is_computer for seat in held.seats) or untouched(held):
            return None
        return QCoreApplication.translate("MainWindow", "this game cannot be saved: {reason}").format(
            reason=engine_text(self._no_folder[0]))

    @property
    def would_lose(self) -> str | None:
        """What quitting now would lose, the worst first: a game that cannot be saved at all, a
        finished match, the game's last moves, the statistics' latest counts; None when
        everything is on disk."""
        return self.unsaveable or self.unfiled or self.unsaved or self.uncounted

    def retry(self) -> None:
        """Try again what the disk refused: a finished match's filing, the game's last autosave
        (not only at the next move: a crash after the disk had room again lost the moves since,
        playtest) and the statistics."""
        waited = self.data is not None and self.data.pending  # before the way is cleared: it files it
        if self.data is not None and self._to_file:
            self._file_waiting()
        in_the_way = self._in_the_way
        if in_the_way is not None:
            self._clear_the_way(in_the_way[0])
        if self.data is not None:
            self.data.retry_pending()
            if waited and not self.data.pending and self.data.filed is not None and self._filed is not None \
                    and self._filed[0] == self.ctl.match_serial:  # the match still on the table
                self.filed_path = self.data.filed
                self.filed.emit(str(self.filed_path))
            if self._save_error is not None or (in_the_way is not None and self._in_the_way is None):
                self.autosave()  # the moves since, or the match kept from saving till now
        self._save_statistics()
        self._show_warning()

    def stop(self) -> None:
        """The window is closing: its last tries are made, the timer writes nothing after it."""
        self._stopped = True
        self._retry.stop()

    def _counts_ours(self) -> bool:
        """The statistics file is this app's to write: not once another app took the folder."""
        return self.data is None or not self.data.taken_over

    def _save_statistics(self) -> None:
        """Counts the disk refused are saved again (they were lost at the next start)."""
        stats = self.statistics
        if stats is not None and stats.unsaved and stats.writable and self._counts_ours():
            try:
                stats.save()
            except OSError:
                pass  # said when it first failed; tried again with the rest

    # -- what stays on screen ----------------------------------------------------------

    def retranslate(self) -> None:
        """The warning that stays, in the language now in effect."""
        self._show_warning()

    def _show_warning(self) -> None:
        data = self.data
        lines = [self._waiting] if data is not None and self._waiting else []
        if self._no_folder is not None:
            problem, kept = self._no_folder
            lines.append(QCoreApplication.translate("MainWindow", "this session is not saved: {reason}; the match "
                                                    "saved there is kept").format(reason=engine_text(problem))
                         if kept else QCoreApplication.translate("MainWindow", "this session is not saved: "
                                                                 "{reason}").format(reason=engine_text(problem)))
        if self._save_error is not None and data is not None:
            # Every turn goes unsaved until a save succeeds, or the match in the way has gone.
            lines.append(self._unsaved or engine_text(self._save_error))
        if data is not None:
            lines += [engine_text(p) for p in (data.pending_problem if data.pending else None,
                                               data.filing_problem) if p]
        if self.uncounted:
            # Told once as it failed, the next key's words took its place, and only the quit
            # question said so again (hostile-input review).
            lines.append(self.uncounted)
        refused = data is not None and (data.pending or self._save_error is not None
                                        or self._in_the_way is not None or bool(self._to_file))
        if not self._stopped and (refused or (self.statistics is not None and self.statistics.unsaved)):
            if not self._retry.isActive():
                self._retry.start()
        else:
            self._retry.stop()
        self.warning.emit("; ".join(lines))


def _file_id(path) -> str | None:
    """The fingerprint (``record_id``) of the match in the record at ``path``; None if unread."""
    try:
        return record_id(load_record(path))
    except (RecordError, OSError):
        return None


def _replayed(path) -> Match | None:
    """The match the record at ``path`` holds, played through; None if it cannot be read or
    stops at an illegal turn."""
    try:
        match, stop = replay_match(load_record(path))
    except (RecordError, OSError):
        return None
    return match if stop is None else None


def _places(record) -> list:
    return [(len(r.turns), r.holding) for r in record.rounds]


def same_place(record, other) -> bool:
    """Two records of one match at one position: its start, and every turn and card in hand."""
    return record_id(record) == record_id(other) and _places(record) == _places(other)


def where_in_play(record, in_play) -> bool:
    """``record`` holds the match ``in_play`` (a record) where it stands, or where its autosave
    does: a computer's take is not saved (a person's is, so that a quit resumes with the card in
    hand). The autosave opened while a computer held its card, and played on from, was asked to
    abandon the very match it went back to, and counted it lost (read-only review)."""
    if same_place(record, in_play):
        return True
    last = in_play.rounds[-1] if in_play.rounds else None
    if last is None or last.holding is None or not in_play.seats[last.holding.seat].is_computer:
        return False
    taken_back = _places(in_play)[:-1] + [(len(last.turns), None)]
    return record_id(record) == record_id(in_play) and _places(record) == taken_back
