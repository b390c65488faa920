"""The data folder: the autosaved match, finished matches, statistics, the log.

Pure Python (no Qt), so it can be tested and used headless. Everything that
can go wrong with the disk becomes a one-line ``StorageError``; nothing is
ever overwritten half-way (writes are atomic) or deleted (bad files are
renamed aside).
"""

from __future__ import annotations

import calendar
import errno
import os
import random
import re
import stat
import time
from pathlib import Path

from rackoapp.engine import GameRecord, Match, RecordError, load_record, replay_match, resume_match
from rackoapp.engine.record import (RecordWriter, RoundLog, new_file, read_regular_file, replace_file,
                                   write_atomic)

from .errors import AlreadyRunning, Problem, StorageError
from .lock import FolderLock


def describe_os_error(e: OSError, reading: bool = False) -> str:
    """Why the disk refused, in one line: a ``Problem`` for the usual reasons, else the
    system's own words. ``reading``: it refused to be read, not written."""
    if e.errno == errno.ENOSPC:
        return Problem("disk_full")
    if e.errno in (errno.EACCES, errno.EPERM):
        return Problem("no_read_permission") if reading else Problem("no_permission")
    if e.errno == errno.EROFS:
        return Problem("read_only")
    if e.errno == errno.ENOTDIR:
        return Problem("path_through_file")
    if e.errno == errno.EISDIR and (e.filename2 or e.filename):
        # "Is a directory" named nothing: the autosave made a folder mid-game (hostile-input
        # play-test). A move's target is its second name.
        return Problem("is_a_folder", path=display_path(e.filename2 or e.filename))
    return (e.strerror or str(e)).splitlines()[0]


def _not_a_folder(path: Path) -> Problem | str:
    """Why ``path``, there, is no folder: a file, or a symbolic link that leads to none (a loop of
    links was called "a file", playtest)."""
    if not os.path.islink(path):
        return Problem("is_a_file")
    try:
        os.stat(path)
    except OSError as e:
        return Problem("link_loop") if e.errno == errno.ELOOP else \
            Problem("link_to_nothing") if e.errno == errno.ENOENT else describe_os_error(e)
    return Problem("is_a_file")


def display_path(path: str | os.PathLike | bytes) -> str:
    """A path fit for a one-line message, whatever bytes it holds.

    A name that is not valid in the file system's encoding (b"\\xff\\xfe") comes
    back from Python with surrogates, which cannot be printed: show them escaped.
    """
    text = os.fsdecode(path) if isinstance(path, bytes) else os.fspath(path)
    if os.altsep:  # Windows: Qt's file dialogs give "C:/Users/...", which no Windows player writes
        text = text.replace(os.altsep, os.sep)
    if not text.isprintable():
        text = repr(text)[1:-1]
    else:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = repr(text)[1:-1]
    if len(text) > MAX_SHOWN_PATH:
        # Its start and its end (the file's name), as a record's path is cut: a --data-dir of
        # 5,000 letters was said in a line of 5,089 (robustness review).
        text = text[:MAX_SHOWN_PATH // 2] + "\u2026" + text[-(MAX_SHOWN_PATH // 2 - 1):]
    return text


MAX_SHOWN_PATH = 300  # characters of a path a message shows at most


def _before_the_damage(record: GameRecord, rng: random.Random) -> Match | None:
    """The match a damaged record holds before its first bad turn, ready to go on with ``rng``;
    None if no turn came before it, or the match was over.

    Not the match the replay left at the stop: a rebuild refused there had placed the turn's
    card already (review). The record is cut before the bad turn (and the round dropped when
    its deal is bad) and resumed whole, as a record played on from that turn would be.
    """
    _match, stop = replay_match(record)
    if stop is None:
        return None
    rounds = list(record.rounds[:stop.round - 1])
    kept = stop.turn - 1
    if kept <= 0:
        tries = [rounds]
    else:
        log = record.rounds[stop.round - 1]
        # The rebuilds the kept turns used: the cut round's orders, the unused ones left off.
        tries = [rounds + [RoundLog(log.deck, list(log.rebuilds[:k]), list(log.turns[:kept]))]
                 for k in range(len(log.rebuilds), -1, -1)]
    for cut in tries:
        try:
            match = resume_match(GameRecord(record.rules, record.seats, record.first_dealer_draw, cut), rng)
        except RecordError:
            continue
        if match.round is None or match.over or (match.round.turn_count == 0 and not match.results):
            return None
        return match
    return None


HISTORY_NAME = "match-%Y%m%d-%H%M%SZ"  # a filed match's name (UTC), then -2, -3 ... (free_name)
LOCAL_HISTORY_NAME = "match-%Y%m%d-%H%M%S"  # as earlier versions named them, in local time


def history_stamp(when: float | None = None) -> str:
    """A filed match's name for ``when`` (now if None), in UTC: by local time, a match filed
    after a move west or in a fall-back hour was named, and listed, before an older one, and
    Open record called the original the copy played on from it (clock review)."""
    return time.strftime(HISTORY_NAME, time.gmtime(when))


def filed_at(name: str) -> tuple[float, int] | None:
    """When a history file was filed, by its name, and its number within that second (1, then
    the -2, -3 ... of ``free_name``); None for a name of another kind."""
    found = re.fullmatch(r"(match-\d{8}-\d{6})(Z?)(?:-(\d+))?\.json", name)
    if found is None:
        return None
    try:
        parsed = time.strptime(found.group(1), LOCAL_HISTORY_NAME)
        when = calendar.timegm(parsed) if found.group(2) else time.mktime(parsed)
    except (ValueError, OverflowError):
        return None
    return float(when), int(found.group(3) or 1)


def _match_key(record: GameRecord) -> tuple:
    """Which match a record is (any position of it): its set-up and first deal."""
    return (record.rules, record.seats, record.first_dealer_draw,
            record.rounds[0].deck if record.rounds else None)


def statistics_reason(statistics, e: OSError) -> str:
    """Why ``statistics`` could not be saved (``e``), for "could not save the statistics: …"."""
    # An unreadable statistics file is refused on purpose, not for want of permission.
    return Problem("statistics_left_alone") if not getattr(statistics, "writable", True) else describe_os_error(e)


def record_id(record: GameRecord) -> str:
    """A match's fingerprint: its rules, seats and first deal. The statistics note it so a
    match counts once however it goes on: a filing completed after a restart, a match played
    on from its record (whose every card the player has seen), or its seeded deal again."""
    import hashlib  # only when a match ends: its import costs the window's start-up
    import json

    head = record.to_dict_head()
    head["first_deal"] = list(record.rounds[0].deck) if record.rounds else []
    return hashlib.sha256(json.dumps(head, sort_keys=True).encode("utf-8")).hexdigest()[:24]


class DataDir:
    AUTOSAVE = "autosave.json"
    HISTORY = "history"
    STATS = "statistics.json"
    SETTINGS = "settings.ini"
    LOG = "rackoapp.log"
    LOCK = "rackoapp.lock"
    UNFILED = "unfiled-"  # finished or set-aside matches kept in the folder itself
    GIVING_UP = "giving-up"  # the fingerprint of a match given up, until its count is saved

    def __init__(self, root: str | os.PathLike) -> None:
        self.root = Path(root)
        self._writer = RecordWriter()
        self._lock: FolderLock | None = None
        # Finished matches not yet on disk (full disk), the oldest first, retried in turn:
        # (record, match, statistics, stale), stale while the autosave is that match's last
        # snapshot. One at a time, a second match finished meanwhile took the first one's
        # place, and the first was lost, its stale snapshot offered to resume (review).
        self._pending: list[tuple[GameRecord, Match, object, bool]] = []
        self.pending_problem: Problem | None = None
        # Why the history folder cannot be used, while it cannot (to keep on screen).
        self.filing_problem: Problem | None = None
        self._swept = False
        self._slot = None  # which match the autosave holds, as far as this app wrote or read it
        # The autosave holds a match that could not be moved out of a newer one's way (the
        # keeper tries again): nothing is written over it, a finished match is filed directly.
        self.held = False
        self.finished_at_start: Match | None = None  # the finished match load_autosave filed
        # Where the last finished match went: also when its count then failed, or its filing
        # went through only on a retry (file_finished could not say, and the window then did not
        # know the match on its banner was safe on disk, code review).
        self.filed: Path | None = None
        self._taken = False  # another app took the folder: for the rest of this session

    @property
    def taken_over(self) -> bool:
        """Another RackoApp took the folder while this one ran (its lock file removed by hand):
        its autosave and statistics are that app's. For the rest of this session: once that app
        quits, its lock goes and ours seemed held again, and the next write went over the game
        it had saved (review)."""
        if not self._taken and self._lock is not None and not self._lock.still_ours():
            self._taken = True
        return self._taken

    def _refuse_if_taken(self) -> None:
        if self.taken_over:
            raise StorageError("folder_taken", folder=display_path(self.root))

    @property
    def autosave(self) -> Path:
        return self.root / self.AUTOSAVE

    @property
    def history(self) -> Path:
        return self.root / self.HISTORY

    @property
    def stats_file(self) -> Path:
        return self.root / self.STATS

    @property
    def settings_file(self) -> Path:
        return self.root / self.SETTINGS

    @property
    def log_file(self) -> Path:
        return self.root / self.LOG

    @property
    def lock_file(self) -> Path:
        return self.root / self.LOCK

    def ensure(self) -> None:
        """Create the folder and prove it is writable, or say in one line why not."""
        try:
            if not self.root.is_dir():
                self.root.mkdir(parents=True, exist_ok=True)
            if not self.root.is_dir():
                raise StorageError("folder_unusable", folder=display_path(self.root), reason=Problem("is_a_file"))
            # A fresh name made with O_EXCL: a planted file or symlink is never written through.
            fd, probe = new_file(self.root, ".write-test-")
            try:
                os.write(fd, b"ok")
                os.fsync(fd)
            finally:
                os.close(fd)
                os.unlink(probe)
        except StorageError:
            raise
        except FileExistsError:
            raise StorageError("folder_unusable", folder=display_path(self.root),
                               reason=_not_a_folder(self.root)) from None
        except OSError as e:
            # A folder that is there and yet "has no such file" takes no new files (/proc/1):
            # the system's words misled (playtest).
            there = e.errno == errno.ENOENT and os.path.isdir(self.root)
            raise StorageError("folder_unusable", folder=display_path(self.root),
                               reason=Problem("cannot_create") if there else describe_os_error(e)) from None

    # -- one app per folder ----------------------------------------------------------

    def lock(self) -> None:
        """Hold the folder for this process: ``AlreadyRunning`` if another app holds it.

        The OS holds the lock with the open file, so a killed app's lock goes with
        it and never blocks a start; any other failure is a ``StorageError`` that
        says what really went wrong. Taking the lock also clears what a killed app
        left half-written (its temporary files), as no other app can be writing,
        and files the matches kept beside an unusable history if it can be used now.
        """
        if self._lock is not None:
            return
        if unfit_file(self.lock_file) is not None:
            # A folder, symlink or FIFO at the lock's name refused every start (the others'
            # names are renamed aside as well): it is nobody's lock.
            keep_aside(self.lock_file)
        lock = FolderLock(self.lock_file)
        try:
            held = lock.acquire()
        except OSError as e:
            raise StorageError("lock_failed", folder=display_path(self.root), reason=describe_os_error(e)) from None
        if not held:
            raise AlreadyRunning("already_running", folder=display_path(self.root))
        self._lock = lock
        self._swept = True
        self.sweep_temporary_files()
        self.file_kept_beside()

    def unlock(self) -> None:
        """Let go of the folder and remove the lock file (at a clean exit)."""
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

    @property
    def locked(self) -> bool:
        return self._lock is not None

    def sweep_temporary_files(self) -> list[Path]:
        """Remove the temporary files of writes that a kill cut short; the ones removed.

        Only names this app makes (".autosave.json.*.tmp", ".write-test-*", ...)
        and only regular files: the user's own files are never touched.
        """
        removed = []
        for folder, prefixes in ((self.root, (f".{self.AUTOSAVE}.", f".{self.STATS}.", ".write-test-",
                                               f".{self.UNFILED}")),
                                 (self.history, (".match-",))):
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            for name in names:
                if not name.startswith(prefixes):
                    continue
                if not (name.endswith(".tmp") or name.startswith(".write-test-")):
                    continue
                path = folder / name
                try:
                    if not os.path.isfile(path) or os.path.islink(path):
                        continue
                    os.unlink(path)
                except OSError:
                    continue
                removed.append(path)
        return removed

    # -- the running match -------------------------------------------------------

    def _refused(self, e: OSError):
        """Why a write into the folder failed: where the folder itself is gone with its parent (a
        drive unplugged), that, in place of the system's bare "No such file or directory", which
        named no folder (robustness review)."""
        if e.errno == errno.ENOENT and not os.path.isdir(self.root):
            return Problem("folder_gone", folder=display_path(self.root))
        return describe_os_error(e)

    def _make_again(self) -> None:
        """The folder, removed under the running app (by hand, a cleaner), made again with its
        lock: every save, filing and retry failed until the player quit and lost the game
        (review). Only the folder itself: a parent gone too may be a drive no longer mounted,
        and the folder made under its empty mount point would hide it."""
        # os.path's, not Path's: on Python 3.11 and 3.12 Path.exists raises for any error but
        # "no such file", and a folder that could no longer be read (its parent's permissions, a
        # failing drive) gave "Something went wrong" and lost the moves (robustness review);
        # the write that follows says why in words.
        if self._lock is None or os.path.exists(self.root):
            return
        try:
            self.root.mkdir()
        except OSError:
            return  # the write that follows says why
        self._lock.still_ours()  # made and held again

    def save_autosave(self, record: GameRecord) -> None:
        self._make_again()
        # Its lock file removed by hand, another app took the folder: its match is in the
        # autosave now, and written over it went back to this one's (review).
        self._refuse_if_taken()
        self.retry_pending()
        try:
            write_atomic(self.autosave, self._writer.dumps(record).encode("utf-8"))
        except OSError as e:
            raise StorageError("save_failed", reason=self._refused(e)) from None
        self._slot = _match_key(record)
        # No pending match's snapshot any more (a match played on from one's record holds it).
        self._pending = [(r, m, st, False) for r, m, st, _ in self._pending]

    def load_autosave(self, rng: random.Random, statistics=None) -> tuple[Match | None, str | None]:
        """The autosaved match, ready to go on, and a one-line message if it was bad.

        A bad autosave (corrupt, truncated, unknown version, tampered) is renamed
        aside and (None, reason) comes back; one whose turns go wrong after some play
        comes back as the match before the first bad turn, with its reason.
        A finished match in the autosave was being filed when the app was
        killed: the filing is completed here (counted in ``statistics`` unless
        already counted), and nothing is offered; the match is kept in
        ``finished_at_start``, to be shown as it ended.
        """
        self.finished_at_start = None  # only ever the one this call found
        if not self._swept:
            # At start-up the caller holds the folder (lock()), so no other app is
            # writing: the temporary files a killed write left are dead.
            self._swept = True
            self.sweep_temporary_files()
        path = self.autosave
        if not os.path.lexists(path):
            return None, None
        record = None
        try:
            record = load_record(path)
            match = resume_match(record, rng)
        except RecordError as e:
            return self.keep_damaged_autosave(record, e, rng)
        self._slot = _match_key(record)
        if match.over:
            try:
                self._count_and_file(record, match, statistics)
            except StorageError as e:
                if e.code == "statistics_save_failed":  # filed, its count refused: still shown as it ended
                    self.finished_at_start = match
                return None, Problem(e.code, **e.params)
            self.finished_at_start = match
            return None, None
        return match, None

    def keep_damaged_autosave(self, record: GameRecord | None, error: RecordError,
                              rng: random.Random) -> tuple[Match | None, Problem]:
        """A bad autosave (``record``, None if it could not be read at all) goes aside, and the
        match before its first bad turn, if any, takes its place, ready to go on with ``rng``;
        with the line that says so."""
        kept = keep_aside(self.autosave)
        match = _before_the_damage(record, rng) if record is not None and kept is not None else None
        if match is not None:
            # One bad turn cost the whole match (playtest): it goes on from the turn before,
            # as the record viewer's "Play on from here" would; the file is kept as it was.
            # Saved at once, so a crash before the next move does not lose it again (review).
            try:
                self.save_autosave(match.to_record())
            except StorageError:
                self._slot = _match_key(record)  # the next move tries again
            return match, Problem("autosave_before_damage", reason=error, kept=kept.name)
        if kept is None:
            return None, Problem("autosave_unreadable", reason=error)
        return None, Problem("autosave_kept_aside", reason=error, kept=kept.name)

    def clear_autosave(self) -> None:
        try:
            self.autosave.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise StorageError("remove_failed", reason=describe_os_error(e)) from None

    def read_autosave(self) -> GameRecord | None:
        """The record in the autosave, read as it is now; None if there is none or it cannot be
        read whole (nothing is moved or kept aside: ``load_autosave`` does that)."""
        try:
            record = load_record(self.autosave)
        except (RecordError, OSError):
            return None
        self._slot = _match_key(record)
        return record

    @property
    def snapshot_waits(self) -> bool:
        """The autosave is the last snapshot of a finished match that waits for the disk: no match
        to give up (``archive_autosave`` leaves it for that match's filing)."""
        return any(stale for *_, stale in self._pending)

    def holds_match_of(self, record: GameRecord) -> bool:
        """The autosave holds ``record``'s match (any position of it), as far as this app knows."""
        return os.path.lexists(self.autosave) and self._slot == _match_key(record)

    def drop_autosave_of(self, record: GameRecord) -> bool:
        """Remove the autosave if it holds ``record``'s match (any position of it); whether it
        did. StorageError if the disk refuses."""
        if not self.holds_match_of(record):
            return False
        self._refuse_if_taken()
        self.clear_autosave()
        self._slot = None
        return True

    # -- a match given up: moved into the history, then counted ---------------------------

    def note_giving_up(self, match_id: str, name: str | None = None) -> None:
        """``match_id``, the match about to move from the autosave into the history (as ``name``)
        and then to count as abandoned, written down first: a kill between the move and the
        count left the loss filed and never counted, and nothing at the next start knew (crash
        review). A disk that refuses the note refuses nothing else: the match moves all the
        same. Not in a folder another app took: the note there is that app's."""
        if self.taken_over:
            return
        try:
            write_atomic(self.root / self.GIVING_UP, f"{match_id}\n{name or ''}".encode("ascii"))
        except OSError:
            pass

    def giving_up_note(self) -> tuple[str, Path | None] | None:
        """The match noted by ``note_giving_up`` whose count was never known to be saved, and where
        it was to go: the history file the note names, or for a note that names none (as written
        before the move's name was known) the history's newest. Not the newest alone: a match
        filed while the clock ran ahead, or in a zone further east, has a later name than the one
        given up, which then never counted (clock review)."""
        try:
            data = read_regular_file(self.root / self.GIVING_UP, 128)
        except (OSError, RecordError):
            return None
        match_id, _, name = data.decode("ascii", "replace").strip().partition("\n")
        if not re.fullmatch(r"[0-9a-f]{24}", match_id):
            return None
        name = name.strip()
        return match_id, self.history / name if filed_at(name) else self.newest_filed()

    def giving_up(self) -> str | None:
        """The fingerprint of the match noted by ``note_giving_up`` (``giving_up_note``)."""
        note = self.giving_up_note()
        return note[0] if note else None

    def given_up_counted(self) -> None:
        """Its count is saved (or there was none to make): the note goes (not another app's)."""
        if self.taken_over:
            return
        try:
            (self.root / self.GIVING_UP).unlink()
        except OSError:
            pass

    def newest_filed(self) -> Path | None:
        """The history's newest match by its name's time (``filed_at``), without reading any."""
        try:
            with os.scandir(self.history) as entries:
                named = [(when, entry.name) for entry in entries if (when := filed_at(entry.name))]
        except OSError:
            return None
        return self.history / max(named)[1] if named else None

    def archive_autosave(self, noting: str | None = None) -> Path | None:
        """Move the autosaved match out of the way of a new one; where it went.

        Into the history folder; if that folder cannot be used (say a plain file
        is called "history"), into the data folder itself as "unfiled-*.json",
        so the new match is saved all the same. ``filing_problem`` then says
        why, for the window to keep on screen. StorageError only if the match
        cannot be moved at all (and then it is still in the autosave).
        ``noting``: the match's fingerprint, noted with the name it moves to
        (``note_giving_up``) just before it moves, as it is given up.
        """
        self.retry_pending()
        if not os.path.lexists(self.autosave):
            return None
        self._refuse_if_taken()  # the autosave is the other app's game
        if self.snapshot_waits:
            # The last snapshot of the finished match the disk refuses: its whole record waits
            # in memory to be filed, and filed now it read as a second match, abandoned, and
            # was counted so, where the finished one then counted no more (playtest, full disk).
            return None
        try:
            return self._file(self.autosave, noting)
        except StorageError as e:  # "the finished game" it said of an unfinished one (playtest)
            raise StorageError("archive_failed", **e.params) from None

    def _file(self, source: Path, noting: str | None = None) -> Path:
        # Named by when the match was last played, its file's last write: an autosave given up at
        # a later start (--seats) was listed by that start's date (statistics review).
        try:
            stamp = history_stamp(source.stat().st_mtime)
        except (OSError, ValueError, OverflowError):  # a time the system cannot name: now
            stamp = history_stamp()
        if noting is not None:  # a history that cannot be used names no file: the newest, then
            self.note_giving_up(noting)
        try:
            self.history.mkdir(parents=True, exist_ok=True)
            target = free_name(self.history, stamp, ".json")
            if noting is not None:
                self.note_giving_up(noting, target.name)
            move(source, target)
        except OSError as e:
            problem = self._history_problem(e)
        else:
            self._slot = None if source == self.autosave else self._slot
            self.filing_problem = None
            self._file_unfiled()
            return target
        try:
            target = free_name(self.root, self.UNFILED + stamp, ".json")
            replace_file(source, target)
        except OSError as e:
            raise StorageError("filing_failed", reason=self._refused(e)) from None
        self._slot = None if source == self.autosave else self._slot
        self._kept_beside(problem)
        return target

    def _history_problem(self, error: OSError):
        """Why the history folder refused a match: a file at its name is "a file, not a folder"
        (the system's "File exists" said nothing of what to mend, review)."""
        if isinstance(error, (FileExistsError, NotADirectoryError)) and not os.path.isdir(self.history):
            return _not_a_folder(self.history)
        return describe_os_error(error)

    def _kept_beside(self, problem: str) -> None:
        """A match went into the folder itself, as the history could not be used (``problem``)."""
        self.filing_problem = Problem("history_unusable", history=display_path(self.history), reason=problem,
                                      folder=display_path(self.root), unfiled=f"{self.UNFILED}*.json")

    def _file_unfiled(self) -> None:
        """Matches kept in the folder itself while the history was unusable go there now."""
        for path in sorted(self.root.glob(self.UNFILED + "*.json")):
            try:
                move(path, free_name(self.history, path.stem[len(self.UNFILED):], ".json"))
            except OSError:
                return

    def file_kept_beside(self) -> None:
        """At start: matches kept in the folder itself go into the history if it can be used
        now. Mended between two runs, it listed none of them until another match was filed
        (review); still unusable, they stay, and the next filing says so."""
        if not any(self.root.glob(self.UNFILED + "*.json")):
            return
        try:
            self.history.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        self._file_unfiled()

    # -- a match finished here ---------------------------------------------------------

    def file_finished(self, record: GameRecord, match: Match, statistics=None) -> Path | None:
        """File a match that was finished here and count it; where it was filed.

        Crash-safe in three steps: the finished record goes into the autosave
        (from then on a restart completes the rest, see ``load_autosave``), it is
        counted in ``statistics`` (a ``Statistics``) with its fingerprint, so it is
        never counted twice, and it moves into the history. If the disk refuses
        the first step (full), the match is kept in memory and tried again by
        every later save, filing and ``retry_pending``; ``pending_problem`` then
        says why, and StorageError is raised. A statistics file that cannot be
        written costs the count, never the match: that is raised as
        StorageError after the filing.
        """
        # The autosave holds this match's last snapshot, if it holds anything of it: what a
        # new match's filing of the autosave must then leave alone (archive_autosave).
        # Held, the autosave holds an older match, if of the same deal: not this one's snapshot
        # (taken for it, the older match was never moved, and later written over, review).
        stale = not self.held and os.path.lexists(self.autosave) and self._slot == _match_key(record)
        self._pending.append((record, match, statistics, stale))
        return self._finish_pending()

    def retry_pending(self) -> bool:
        """Try again to file a finished match the disk refused; True when nothing is left."""
        if not self._pending:
            return True
        try:
            self._finish_pending()
        except StorageError:
            return not self._pending
        return True

    @property
    def pending(self) -> bool:
        """A finished match is not on disk yet (the window keeps ``pending_problem`` shown)."""
        return bool(self._pending)

    def _finish_pending(self) -> Path | None:
        """File the waiting matches, the oldest first; where the last one went. A count the
        statistics file refused is said once all are filed: it stopped the others (review)."""
        self._make_again()
        target, refused = None, None
        while self._pending:
            try:
                target = self._finish_first()
            except StorageError as e:
                if e.code != "statistics_save_failed":  # filed, its count refused: the next one
                    raise
                target, refused = self.filed, e
        if refused is not None:
            raise refused
        return target

    def _finish_first(self) -> Path | None:
        record, match, statistics, _ = self._pending[0]
        if self.taken_over:
            # The autosave and the statistics are the other app's: filed, this match went through
            # the autosave over the other's game and wrote this app's counts over its own (storage
            # review). Kept here, and told, as a save is refused.
            self.pending_problem = Problem("not_saved_yet", reason=Problem("taken_over", folder=display_path(self.root)))
            self._refuse_if_taken()
        if os.path.lexists(self.autosave) and (self.held or self._slot not in (None, _match_key(record))):
            # Another match holds the autosave now: never write over it, file this one directly.
            # (Held, it may be of the same deal, played on from a copy, code review.)
            return self._file_directly(record, match, statistics)
        try:
            write_atomic(self.autosave, self._writer.dumps(record).encode("utf-8"))
            self._slot = _match_key(record)
        except OSError as e:
            self.pending_problem = Problem("not_saved_yet", reason=self._refused(e))
            raise StorageError("filing_failed", reason=self._refused(e)) from None
        self._pending.pop(0)
        self.pending_problem = None if not self._pending else self.pending_problem
        return self._count_and_file(record, match, statistics)

    def file_record(self, record: GameRecord) -> Path:
        """Write ``record`` straight into the history (a match left unfinished that never reached
        the autosave, as it was held); where it went. Kept in the folder itself as "unfiled-*.json"
        if the history folder cannot be used, as ``archive_autosave`` does. StorageError if the
        disk refuses."""
        try:
            return self._into_history(record)
        except OSError as e:
            problem = self._history_problem(e)
        try:
            target = free_name(self.root, self.UNFILED + history_stamp(), ".json")
            write_atomic(target, RecordWriter().dumps(record).encode("utf-8"))
        except OSError as e:
            raise StorageError("archive_failed", reason=self._refused(e)) from None
        self._kept_beside(problem)
        return target

    def refile(self, path: Path, record: GameRecord) -> None:
        """Write ``record`` over ``path``, where the same match was filed as last saved: its last
        moves, which the disk refused then. StorageError if the disk refuses."""
        try:
            write_atomic(path, RecordWriter().dumps(record).encode("utf-8"))
        except OSError as e:
            raise StorageError("archive_failed", reason=self._refused(e)) from None

    def _into_history(self, record: GameRecord) -> Path:
        self.history.mkdir(parents=True, exist_ok=True)
        target = free_name(self.history, history_stamp(), ".json")
        write_atomic(target, RecordWriter().dumps(record).encode("utf-8"))
        # The history is usable again: what was kept beside it goes in, and its warning ends
        # (it stayed up until a match was next moved from the autosave, review).
        self.filing_problem = None
        self._file_unfiled()
        return target

    def _file_directly(self, record: GameRecord, match: Match, statistics) -> Path:
        try:
            target = self._into_history(record)
        except OSError as e:
            self.pending_problem = Problem("not_saved_yet", reason=self._refused(e))
            raise StorageError("filing_failed", reason=self._refused(e)) from None
        self._pending.pop(0)
        self.pending_problem = None if not self._pending else self.pending_problem
        self.filed = target
        if statistics is not None:
            try:
                if statistics.count_match(match, record_id(record)):
                    statistics.save()
            except OSError as e:
                raise StorageError("statistics_save_failed", reason=statistics_reason(statistics, e)) from None
        return target

    def _count_and_file(self, record: GameRecord, match: Match, statistics) -> Path | None:
        """The finished match in the autosave: counted once, then moved into the history."""
        problem = None
        if statistics is not None:
            try:
                if statistics.count_match(match, record_id(record)):
                    statistics.save()
            except OSError as e:
                problem = statistics_reason(statistics, e)
        target = self.filed = self._file(self.autosave)
        if problem:
            raise StorageError("statistics_save_failed", reason=problem)
        return target

    def history_records(self) -> list[Path]:
        if not os.path.isdir(self.history):
            return []
        return sorted(self.history.glob("*.json"))


def move(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; across file systems (a history folder linked to another
    disk, refused "Invalid cross-device link" for every match, review) a copy written atomically,
    then the source removed."""
    try:
        replace_file(source, target)
    except OSError as e:
        if e.errno != errno.EXDEV:
            raise
        size = os.stat(source).st_size
        data = read_regular_file(source, size)  # never a FIFO's wait
        if len(data) != size:
            raise  # it changed meanwhile: left where it is
        write_atomic(target, data, stat.S_IMODE(os.stat(source).st_mode))
        os.unlink(source)


def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with -2, -3, ... added until no such file exists."""
    candidate = folder / f"{stem}{suffix}"
    n = 1
    while os.path.lexists(candidate):  # a dangling symlink is a name taken too: never replaced
        n += 1
        candidate = folder / f"{stem}-{n}{suffix}"
    return candidate


def _aside_name(path: Path) -> Path:
    return free_name(path.parent, path.name + time.strftime(".bad-%Y%m%d-%H%M%S"), "")


def copy_aside(path: Path, data: bytes) -> Path | None:
    """Keep ``data``, a file read in part, beside it before it is written over; None if that fails."""
    target = _aside_name(path)
    try:
        write_atomic(target, data)
    except OSError:
        return None
    return target


def unfit_file(path: Path, limit: int | None = None) -> str | None:
    """Why the app must not open ``path`` (a few words for the log), or None: nothing there, or
    a regular file of at most ``limit`` bytes.

    A FIFO would hold the app in open() for ever, a symlink would have it write to the file it
    points at, and a huge file would be read whole. Anything that cannot even be looked at is
    left to whoever opens it, which says why in its own terms.
    """
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return "is a symbolic link"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    if limit is not None and info.st_size > limit:
        return f"is larger than {limit} bytes"
    return None


def keep_aside(path: Path) -> Path | None:
    """Rename a bad file aside (never delete it); None if even that fails, and for a device,
    which is never moved: ``--settings /dev/null``, run as root, renamed /dev/null aside and
    Qt wrote a plain file in its place (every later open of /dev/null in the system failed)."""
    try:
        if stat.S_ISCHR(os.lstat(path).st_mode) or stat.S_ISBLK(os.lstat(path).st_mode):
            return None
    except OSError:
        pass
    target = _aside_name(path)
    try:
        replace_file(path, target)
    except OSError:
        return None
    return target

