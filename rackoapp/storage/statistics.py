"""The player's statistics per opponent level, kept as JSON in the data folder.

Who "the player" is: the first human seat of a match. A match is filed under
the strongest computer level at the table (hard > medium > easy > baseline);
computer-only matches are not counted.
"""

from __future__ import annotations

import errno
import json
import os
from dataclasses import asdict, dataclass, fields
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from rackoapp.choices import LEVELS
from rackoapp.engine import Match, RoundResult
from rackoapp.engine.rack import RUN_BONUS_MAX
from rackoapp.engine.record import MAX_FILE_BYTES, NotARegularFile, read_regular_file, write_atomic

from .datadir import copy_aside, keep_aside
from .errors import MESSAGES, Problem

STRENGTH = LEVELS  # weakest first: a match is filed under its strongest computer
MAX_COUNT = 10**9
# Fingerprints of the matches counted, so none is counted twice. It was the last 100: the 101st
# match after one, played on from its record or dealt again from its seed, counted it again (code
# review). At 10 matches a day this many last 13 years, in 1.5 MB of the file's 4 MB.
MAX_COUNTED = 50_000
# The most a mean loss per move can be, in thousandths of a turn: a move costs at most the coach's
# LOSS_CAP, 10 turns (a file with more drew the chart's axis up to a billion, hostile-input review).
MAX_LOSS = 10_000
MAX_ROUND_SCORE = 75 + RUN_BONUS_MAX  # a Rack-O with the longest run's bonus
FORMAT = "rackoapp-statistics"
VERSION = 1  # what save() writes
KEYS = {"format", "version", "levels", "counted"}


@dataclass
class LevelStats:
    matches: int = 0
    matches_won: int = 0
    rounds: int = 0
    rounds_won: int = 0  # see round_won
    rackouts: int = 0
    best_round: int = 0
    points: int = 0  # sum of round scores, for the average
    streak: int = 0  # matches won in a row, now
    best_streak: int = 0
    history: list[int] | None = None  # totals of the last matches, for a small chart
    # The coach's mean loss per move of the last matches, in thousandths of a turn (ints, like
    # everything here), oldest first: is the player getting better?
    losses: list[int] | None = None
    # How many matches the coach has charted here, all told: ``losses`` keeps the last 50 only,
    # and the chart numbered them from 1 however many came before (review).
    graded: int = 0

    @property
    def average_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0

    def to_dict(self) -> dict:
        d = asdict(self)
        d["history"] = list(self.history or [])
        d["losses"] = list(self.losses or [])
        return d

    @classmethod
    def read(cls, d: object) -> tuple["LevelStats", bool]:
        """A level as saved, bounded and typed (anything odd becomes the default), and whether
        anything was odd."""
        stats = cls()
        if not isinstance(d, dict):
            return stats, True
        # A key this app does not know (a newer app's "elo") would be dropped by the next save.
        odd = any(key not in {f.name for f in fields(cls)} for key in d)
        for f in fields(cls):
            if f.name not in d:
                continue
            value = d[f.name]
            if f.name in ("history", "losses"):
                values = value if isinstance(value, list) else []
                kept = [v for v in values if _count(v) and (f.name == "history" or v <= MAX_LOSS)]
                odd = odd or not isinstance(value, list) or len(kept) < len(values)
                # An empty list is written for "none yet" (None): read it back as None, so a
                # level reads back equal to what was saved.
                setattr(stats, f.name, kept[-50:] or None)
            elif _count(value):
                setattr(stats, f.name, value)
            else:
                odd = True
        if not stats.consistent():
            return cls(), True  # 7 matches won of 3 read "233%": which count is wrong is unknown
        # A file from before the count: at least the matches its chart holds.
        stats.graded = max(stats.graded, len(stats.losses or []))
        return stats, odd

    def consistent(self) -> bool:
        """The counts agree with each other, as counting keeps them."""
        return (self.matches_won <= self.matches and self.rounds_won <= self.rounds
                and self.rackouts <= self.rounds and self.streak <= self.best_streak <= self.matches_won
                and self.best_round <= min(self.points, MAX_ROUND_SCORE)
                and self.points <= self.rounds * MAX_ROUND_SCORE)


def _same(value: object, expected: int) -> bool:
    return type(value) is int and value == expected  # True == 1, yet it is no version


def _count(value: object) -> bool:
    return type(value) is int and 0 <= value <= MAX_COUNT


def opponent_level(match: Match) -> str | None:
    """The strongest computer level playing against the first human seat: with partners, a
    computer partner is no opponent (a match beside a Hard partner against two Easy players
    counted under Hard, review)."""
    me = _side(match, player_seat(match))
    levels = [s.level for seat, s in enumerate(match.seats)
              if s.is_computer and s.level in STRENGTH and (me is None or _side(match, seat) != me)]
    return max(levels, key=STRENGTH.index) if levels else None


def _side(match: Match, seat: int | None) -> int | None:
    """The side ``seat`` scores with: its team with partners, else itself."""
    return None if seat is None else match.rules.side_of(seat)


def player_seat(match: Match) -> int | None:
    for seat, info in enumerate(match.seats):
        if not info.is_computer:
            return seat
    return None


def untouched(match: Match) -> bool:
    """No human at the table has taken a card yet: nothing was played that a loss could charge
    (a player who only wanted another rule was charged a lost match, playtest)."""
    if match.results:
        return False
    rnd = match.round
    if rnd is None:
        return True
    humans = {seat for seat, info in enumerate(match.seats) if not info.is_computer}
    holding = rnd.hand is not None and rnd.to_move in humans
    return not holding and all(turn.seat not in humans for turn in rnd.history)


def round_won(result: RoundResult, seat: int) -> bool:
    """``seat`` won the round: it went Rack-O, as the round's banner says; in a round that
    ended without one, it scored the most, alone. With partners a partner's run bonus may
    outscore the seat that went Rack-O: that round was still the Rack-O's (the statistics
    counted 2 Rack-Os and 1 round won, playtest)."""
    if result.rackout is not None:
        return result.rackout == seat
    best = max(result.scores)
    return result.scores[seat] == best and result.scores.count(best) == 1


def _noting_twice(pairs: list[tuple[str, object]], twice: list[bool]) -> dict:
    """An object of the file as json reads it (the last of a key given twice wins); one that gave
    a key twice is noted in ``twice``. Only whether is asked: finding which keys, each against all
    the others, took 12.6 s for a 160 KB file, on the way to the window (review)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        twice.append(True)
    return obj


def kept_loss(mean_loss: float) -> int:
    """A match's mean loss as the chart keeps it, in thousandths of a turn: as it is shown, to
    the hundredth, a tie rounded up (i18n.decimal). Kept to the thousandth, 0.1249 was 0.125
    and read 0.13 where the round's review said 0.12; a mean under 0.005 keeps a thousandth,
    for it is "under 0.01", not none (numbers review)."""
    # Its exact value, as Qt rounds it: 0.015 is 0.01499... and shown "0.01", where
    # floor(x * 100 + 0.5) made it 0.02 (diff review).
    hundredths = int(Decimal(mean_loss).quantize(Decimal("0.01"), ROUND_HALF_UP) * 100)
    return min(MAX_LOSS, max(0, 10 * hundredths if hundredths or mean_loss <= 0 else 1))


class Statistics:
    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.levels: dict[str, LevelStats] = {}
        self.counted: list[str] = []
        self.writable = True
        self.unsaved = False  # counts the disk refused (full): the keeper saves them again
        self._to_grade: set[str] = set()  # counted in this session, its mean loss not kept yet
        self._early: dict[str, float] = {}  # mean losses of matches graded before they were counted

    def get(self, level: str) -> LevelStats:
        return self.levels.setdefault(level, LevelStats())

    # -- reading and writing -------------------------------------------------------

    def load(self) -> Problem | None:
        """Read the file; a bad one starts afresh and the reason comes back (one line)."""
        self.levels = {}
        self.counted = []
        self.writable = True
        try:
            data = read_regular_file(self.path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return None
        except NotARegularFile:
            self.writable = False
            return Problem("statistics_not_regular")
        except OSError as e:
            self.writable = False  # what could not be read must not be written over
            return Problem("statistics_unreadable", detail=e.strerror or str(e))
        twice: list[bool] = []  # an object gave a key twice
        obj = None  # a file past the limit is damaged: read in part, sound counts padded with
        # garbage were read as sound, and the next save wrote over the rest unseen (review)
        if len(data) <= MAX_FILE_BYTES:
            try:
                # An editor's byte-order mark is no damage.
                obj = json.loads(data.decode("utf-8-sig"),
                                 object_pairs_hook=lambda pairs: _noting_twice(pairs, twice))
            except (ValueError, UnicodeDecodeError, RecursionError):
                pass
        if not isinstance(obj, dict) or not isinstance(obj.get("levels"), dict):
            kept = keep_aside(self.path)
            if kept is None:  # not kept, so not to be written over either (a file held open on Windows)
                self.writable = False
                return Problem("statistics_left_alone")
            return Problem("statistics_kept_aside", kept=kept.name)
        # Nothing read is dropped unseen: a level or a key it does not know, another program's
        # file or a newer app's (which may mean its counts otherwise) is kept as it was.
        odd = any(level not in STRENGTH for level in obj["levels"]) or any(key not in KEYS for key in obj)
        # A key given twice (two "hard" levels, two "counted" lists): json keeps the last without
        # a word, and the first one's counts went with the next save (hostile-input review).
        odd = odd or bool(twice) or obj.get("format", FORMAT) != FORMAT
        version = obj.get("version", VERSION)
        # A newer app's file, otherwise sound, was told as "some statistics could not be read and
        # start again from 0", every count read and kept (statistics review): said as it is.
        newer = type(version) is int and version > VERSION
        odd = odd or not (_same(version, VERSION) or newer)
        for level in STRENGTH:
            if level in obj["levels"]:
                self.levels[level], odd_here = LevelStats.read(obj["levels"][level])
                odd = odd or odd_here
        counted = obj.get("counted", [])
        kept_ids = [c for c in counted if isinstance(c, str) and len(c) <= 64] if isinstance(counted, list) else []
        odd = odd or not isinstance(counted, list) or len(kept_ids) < len(counted)
        self.counted = kept_ids[-MAX_COUNTED:]
        if not odd and not newer:
            return None
        # The good counts are read; the file as it was is kept before the next save writes the
        # odd ones as 0. A file that cannot be kept is not written over either.
        kept = copy_aside(self.path, data)
        if kept is None:
            self.writable = False
            return Problem("statistics_left_alone")
        try:  # sound from now on: the next start neither tells it nor keeps another copy
            self.save()
        except OSError:
            pass
        if not odd:
            return Problem("statistics_newer", kept=kept.name)
        return Problem("statistics_partly_read", kept=kept.name)

    def save(self) -> None:
        if not self.writable:
            raise OSError(errno.EACCES, MESSAGES["statistics_left_alone"])
        payload = {"format": FORMAT, "version": VERSION,
                   "levels": {k: v.to_dict() for k, v in self.levels.items()},
                   "counted": self.counted[-MAX_COUNTED:]}
        try:
            write_atomic(self.path, json.dumps(payload, indent=1).encode("utf-8"))
        except OSError:
            self.unsaved = True
            raise
        self.unsaved = False

    def reset(self) -> None:
        """Forget every count, or (OSError) nothing: a disk that refused the wipe kept it in
        memory, and a later save of the keeper's wrote it after all (code review)."""
        kept, unsaved, to_grade, early = self.levels, self.unsaved, self._to_grade, self._early
        # The chart points still due go too: a reset at the banner of a match just ended charted
        # that match into the fresh statistics a moment later (review).
        self.levels, self._to_grade, self._early = {}, set(), {}
        try:
            self.save()  # the fingerprints stay: a match counted before the reset is not counted again
        except OSError:
            self.levels, self.unsaved, self._to_grade, self._early = kept, unsaved, to_grade, early
            raise

    # -- counting --------------------------------------------------------------------

    def first_count(self, match_id: str | None) -> bool:
        """Note ``match_id`` as counted; False if it already was (None: no fingerprint, counts)."""
        if match_id is None:
            return True
        if match_id in self.counted:
            return False
        self.counted = (self.counted + [match_id])[-MAX_COUNTED:]
        return True

    def count_match(self, match: Match, match_id: str | None = None) -> bool:
        """Add a finished match; False if it is not one the statistics count.

        ``match_id`` (``storage.record_id``) marks it counted: the same match
        again, after a restart that completes an interrupted filing, is not.
        """
        if not match.over:
            return False
        return self._count(match, match_id, won=match.winner == _side(match, player_seat(match)))

    def count_abandoned(self, match: Match, match_id: str | None = None) -> bool:
        """Add a match given up for another: played and not won, its finished rounds counted and
        the winning streak ended; False if it is not one the statistics count, or was untouched."""
        return not match.over and not untouched(match) and self._count(match, match_id, won=False)

    def _count(self, match: Match, match_id: str | None, won: bool) -> bool:
        level = opponent_level(match)
        seat = player_seat(match)
        if level is None or seat is None or not self.first_count(match_id):
            return False
        if match.over and match_id is not None:
            # Only a match counted as finished awaits its chart point: one counted abandoned and
            # then played on from its record to the end was charted, its cards known (review).
            self._to_grade.add(match_id)
        stats = self.get(level)
        for result in match.results:
            points = result.scores[seat]
            stats.rounds += 1
            stats.points += points
            stats.best_round = max(stats.best_round, points)
            if result.rackout == seat:
                stats.rackouts += 1
            if round_won(result, seat):
                stats.rounds_won += 1
        stats.matches += 1
        if won:
            stats.matches_won += 1
            stats.streak += 1
            stats.best_streak = max(stats.best_streak, stats.streak)
        else:
            stats.streak = 0
        stats.history = ((stats.history or []) + [match.totals[seat]])[-50:]
        if match_id in self._early:  # graded while its filing waited
            self._to_grade.discard(match_id)
            self._chart(level, self._early.pop(match_id))
        return True

    def would_count(self, match: Match, match_id: str) -> bool:
        """``match`` would count if it ended or were abandoned now: a human and a computer at
        the table, played in (``untouched``), and not counted before (as one played on from its
        record was)."""
        return opponent_level(match) is not None and player_seat(match) is not None \
            and not untouched(match) and match_id not in self.counted

    def add_mean_loss(self, match: Match, mean_loss: float | None, match_id: str) -> bool:
        """Keep the coach's mean loss per move of a finished match, once, under the level it is
        counted in; False if it is not kept now. A match counted before (played on from its
        record) is not charted again; one not counted yet (its filing waits for the disk) is
        charted when it is counted. ``None``: nothing to chart (every move was hinted)."""
        level = opponent_level(match)
        if level is None or player_seat(match) is None or not match.over:
            return False
        if match_id not in self.counted:
            if mean_loss is not None:
                self._early[match_id] = mean_loss
            return False
        if match_id not in self._to_grade:
            return False
        self._to_grade.discard(match_id)
        if mean_loss is None:
            return False
        self._chart(level, mean_loss)
        return True

    def _chart(self, level: str, mean_loss: float) -> None:
        stats = self.get(level)
        value = kept_loss(mean_loss)
        stats.graded = max(stats.graded, len(stats.losses or [])) + 1
        stats.losses = ((stats.losses or []) + [value])[-50:]
