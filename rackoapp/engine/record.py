"""The game record: the save file and the replay format of rules.md.

Reading checks the record's shape only (types, sizes, known format and
version) and turns anything else into a one-line ``RecordError``. Whether the
turns are legal is the replay's business (``replay.py``).
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import stat
import sys
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from rackoapp.choices import LEVELS, UNSEEN

from .actions import Turn
from .errors import CodedError, IllegalAction
from .rules import MAX_MATCH_ROUNDS, MAX_MATCH_TURNS, MAX_ROUND_TURNS, Rules

FORMAT = "rackoapp-record"
VERSION = 1
KINDS = ("human", "computer")

# Bounds that keep a hostile file from exhausting memory or time.
# A 500-point match is some 50 KB. The rounds and turns are the engine's own
# caps (rules.py), so every match the app plays loads again; the largest such
# record is about 3 MB (tests/test_record_replay.py builds it), and 4 MB keeps
# a hostile file's parse under about 100 MB of memory.
MAX_FILE_BYTES = 4 * 1024 * 1024
# One past each of the game's limits is read, so the replay names it at its place (a round after
# the match's end, a turn after the round's) and scores what came before, as rules.md says; at
# the limit itself the whole file was refused, nothing scored (review).
MAX_ROUNDS = MAX_MATCH_ROUNDS + 1
MAX_TURNS_PER_ROUND = MAX_ROUND_TURNS + 1
MAX_TURNS = MAX_MATCH_TURNS + 1
MAX_REBUILDS_PER_ROUND = 10_000
# A turn of a record that names no slot (not even null): no slot of any rack.
NO_SLOT = "no slot given"
MAX_NAME = 64
MAX_DEPTH = 64
# No card, seat or slot needs more digits; a longer number is refused before
# Python converts it (a 5000-digit one would otherwise fail in Python's terms).
MAX_DIGITS = 20


# A name may hold any space (a no-break one, an ideographic one) and the invisible
# format characters that join emoji and the letters of some scripts; never a control
# character, a line break or a direction override, which would break or reorder the
# lines of the log and the banner that show it.
_REORDERING = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def unfit_char(name: str) -> str | None:
    """The first character of ``name`` that no seat's name may hold; None when there is none."""
    for c in name:
        if not c.isprintable() and (unicodedata.category(c) not in ("Zs", "Cf") or c in _REORDERING):
            return c
    return None


def blank(name: str) -> bool:
    """``name`` shows nothing: spaces and invisible format characters only. A record may hold
    such a name (one made before the New Game dialog refused it still reads back); the dialog
    refuses it, as a seat's label stood empty and the log read "dealt by " (playtest). Marks
    that only join a letter (accents alone) show nothing of their own either (review), nor do
    Unicode's unseen characters and the blank braille pattern (names review)."""
    return all(c.isspace() or unicodedata.category(c) in ("Zs", "Cf", "Mn", "Me") or c in UNSEEN or c == "\u2800"
               for c in name)


def seat_name_ok(name: object) -> bool:
    """``name`` can name a seat: text of 1 to MAX_NAME characters, each one a name may hold."""
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME and unfit_char(name) is None


class RecordError(CodedError, ValueError):
    """A file that is not a readable game record: a code of ``errors.MESSAGES`` and its
    parameters; the message is one line."""


# The JSON parser's messages by their start, and what we say instead: a window translates a
# code, never the parser's English (Dutch read "geen geldige JSON (Expecting property name
# enclosed in double quotes ...)", playtest). A message not here is shown as it is.
JSON_FAULTS = (
    ("Expecting value", RecordError("json_value")),
    ("Expecting property name", RecordError("json_name")),
    ("Expecting ',' delimiter", RecordError("json_comma")),
    ("Expecting ':' delimiter", RecordError("json_colon")),
    ("Unterminated string", RecordError("json_open_text")),
    ("Invalid control character", RecordError("json_control")),
    ("Invalid \\", RecordError("json_escape")),
    ("Extra data", RecordError("json_extra")),
)


def _json_fault(msg: str):
    """The parser's ``msg`` as a coded reason, or as it is."""
    return next((fault for start, fault in JSON_FAULTS if msg.startswith(start)), msg)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    kind: str = "human"  # "human" or "computer"
    level: str | None = None  # for computers: baseline, easy, medium or hard

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def to_dict(self) -> dict:
        d = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            d["level"] = self.level
        return d


@dataclass(frozen=True, slots=True)
class Holding:
    """The round in play's last turn half made: ``seat`` took from the ``take`` pile and holds
    the card. Saved so that a quit (or a crash) in the middle of a turn resumes with the card
    in hand: resumed at the take, the player would take again knowing the top card."""

    seat: int
    take: str


@dataclass(slots=True)
class RoundLog:
    deck: tuple[int, ...]
    rebuilds: list[tuple[int, ...]] = field(default_factory=list)
    turns: list[Turn] = field(default_factory=list)
    holding: Holding | None = None
    # The turns (numbered from 1) played wholly as the coach hinted: a note beside the game,
    # not a rule. Kept so that a resumed or reopened match still grades the player's own
    # moves apart from the coach's (a resume forgot them, and the chart counted hints as play).
    hinted: tuple[int, ...] = ()

    def to_dict(self) -> dict:
        d = {
            "deck": list(self.deck),
            "rebuilds": [list(o) for o in self.rebuilds],
            "turns": [{"seat": t.seat, "take": t.take, "slot": t.slot} for t in self.turns],
        }
        if self.holding is not None:
            d["holding"] = {"seat": self.holding.seat, "take": self.holding.take}
        if self.hinted:
            d["hinted"] = list(self.hinted)
        return d

    def upto(self, turns: int, rebuilds: list | None = None) -> RoundLog:
        """This round's first ``turns`` turns (its notes with them), sharing ``rebuilds``."""
        return RoundLog(self.deck, self.rebuilds if rebuilds is None else rebuilds, list(self.turns[:turns]),
                        hinted=tuple(t for t in self.hinted if t <= turns))


@dataclass(slots=True)
class GameRecord:
    rules: Rules
    seats: tuple[SeatInfo, ...]
    first_dealer_draw: tuple[int, ...]
    rounds: list[RoundLog]

    def to_dict(self) -> dict:
        d = self.to_dict_head()
        d["rounds"] = [r.to_dict() for r in self.rounds]
        return d

    def to_dict_head(self) -> dict:
        """Everything but the rounds, in the file's order."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seats": [s.to_dict() for s in self.seats],
            "first_dealer_draw": list(self.first_dealer_draw),
        }


# -- writing ---------------------------------------------------------------------

def dumps_record(record: GameRecord) -> str:
    return json.dumps(record.to_dict(), separators=(",", ":"))


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    write_atomic(path, dumps_record(record).encode("utf-8"))


class RecordWriter:
    """``dumps_record`` with a memory, for the autosave after every turn.

    Serializing a whole record each turn grows with the match (half a second
    for the largest one). The writer keeps the text of every round it wrote
    and serializes again only rounds that changed (in play: the last one, at
    most ``MAX_TURNS_PER_ROUND`` turns), so a save costs about the same from
    the first turn to the last. A kept round is reused only when its deck,
    rebuilds and turns compare equal (a list compare, mostly identity checks).
    """

    def __init__(self) -> None:
        self._rounds: list[tuple[tuple[int, ...], list, list, Holding | None, tuple[int, ...], str]] = []

    def dumps(self, record: GameRecord) -> str:
        head = record.to_dict_head()
        texts = []
        kept = self._rounds
        for i, log in enumerate(record.rounds):
            if i < len(kept):
                deck, rebuilds, turns, holding, hinted, text = kept[i]
                if (deck == log.deck and rebuilds == log.rebuilds and turns == log.turns
                        and holding == log.holding and hinted == log.hinted):
                    texts.append(text)
                    continue
                del kept[i:]
            text = json.dumps(log.to_dict(), separators=(",", ":"))
            kept.append((log.deck, list(log.rebuilds), list(log.turns), log.holding, log.hinted, text))
            texts.append(text)
        del kept[len(record.rounds):]
        return json.dumps(head, separators=(",", ":"))[:-1] + ',"rounds":[' + ",".join(texts) + "]}"


def write_temp(path: str | os.PathLike, data: bytes) -> str:
    """``data`` in a new temp file (mode 0600) beside ``path``, flushed and fsynced: the caller
    gives it its name (a rename replaces, a link never does) and removes it if that fails. On a
    failure here the part written is removed."""
    path = Path(path)
    fd, tmp = new_file(path.parent, f".{path.name}.", ".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            flush_to_disk(f.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


_NEW_FILE = (os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
             | getattr(os, "O_NOINHERIT", 0) | getattr(os, "O_CLOEXEC", 0))


def new_file(folder: str | os.PathLike, prefix: str, suffix: str = "") -> tuple[int, str]:
    """A file made now (mode 0600) under an unused random name in ``folder``: its descriptor and
    path. ``O_EXCL``, so a planted file or symlink is never written through.

    Not ``tempfile.mkstemp``: on Windows before Python 3.13 it takes "access denied" for a name
    taken by a folder and tries another name, up to 2**31 times (CPython gh-66305), so a folder
    that refuses new files (a locked USB stick, Program Files, Controlled Folder Access) froze
    the app for hours where it should say so (portability review)."""
    for _ in range(100):
        name = os.path.join(folder, f"{prefix}{secrets.token_hex(6)}{suffix}")
        try:
            return os.open(name, _NEW_FILE, 0o600), name
        except FileExistsError:
            continue
        except PermissionError:
            if os.path.isdir(name):  # Windows' word for a folder of that name
                continue
            raise
    raise FileExistsError(errno.EEXIST, "no unused file name", os.fspath(folder))


def flush_to_disk(fd: int) -> None:
    """``os.fsync``; on macOS ``F_FULLFSYNC``, as its fsync leaves the data in the drive's own
    cache (Apple's fsync(2)), so a power cut could still leave an empty autosave (portability
    review)."""
    if sys.platform == "darwin":
        import fcntl

        try:
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
        except (OSError, AttributeError):
            pass  # a file system without it (some network shares): fsync, as elsewhere
    os.fsync(fd)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# Windows refuses to replace or move a file that another program holds open for a moment: an
# antivirus scan, the search indexer, a synced Documents folder (ERROR_ACCESS_DENIED 5,
# ERROR_SHARING_VIOLATION 32, ERROR_LOCK_VIOLATION 33). The autosave replaces its file at every
# turn, and each refusal read as "no permission" for seconds (portability review).
BUSY_WINERRORS = frozenset({5, 32, 33})
BUSY_WAITS = (0.01, 0.02, 0.05, 0.1, 0.15, 0.2)  # seconds between tries: half a second in all
_still_busy = [False]  # the last replace stayed refused through its waits: the next ones do not wait


def replace_file(source: str | os.PathLike, target: str | os.PathLike) -> None:
    """``os.replace``, tried again for a moment while Windows says the file is busy. Windows says
    the same of a file that stays refused (made read-only): once a round of waits has failed,
    later calls try once until one succeeds, or every save would hold the window half a second
    (diff review)."""
    waits = () if _still_busy[0] else BUSY_WAITS
    for wait in (*waits, None):  # None: the last try
        try:
            os.replace(source, target)
        except PermissionError as e:
            busy = getattr(e, "winerror", None) in BUSY_WINERRORS
            if not busy or wait is None:
                _still_busy[0] = busy
                raise
            time.sleep(wait)
        else:
            _still_busy[0] = False
            return


def write_atomic(path: str | os.PathLike, data: bytes, mode: int | None = None) -> None:
    """Write atomically: a temp file in the same folder, flushed, fsynced, renamed.

    A crash at any moment leaves either the old file or the new one, never a mix.
    ``mode``: the file's permissions (else the temp file's 0600).
    """
    path = Path(path)
    tmp = write_temp(path, data)
    try:
        if mode is not None:
            os.chmod(tmp, mode)
        replace_file(tmp, path)
    except BaseException:
        _remove(tmp)
        raise
    try:  # make the rename itself durable where the OS allows it
        dfd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


# -- reading ---------------------------------------------------------------------

class NotARegularFile(OSError):
    """A FIFO, device or folder where a file was expected: reading it could block for ever."""


def open_regular(path: str | os.PathLike, flags: int, mode: int = 0o666) -> int:
    """A descriptor of ``path`` opened with ``flags``, only if it is a regular file
    (``NotARegularFile`` otherwise): opened without blocking, so a FIFO never holds the app in
    open(), and checked on the descriptor, which nothing can swap."""
    nonblock = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | nonblock, mode)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(f"{os.fspath(path)!r} is not a regular file")
        if nonblock:  # only where it was set: Windows' set_blocking (3.12+) raises on a file
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular_file(path: str | os.PathLike, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a regular file; anything else is refused unread.

    The file is opened without blocking and checked on the open descriptor, so a
    FIFO (whose open or read waits for a writer) or a device such as /dev/zero
    is never read, and nothing can swap the file between check and read.
    """
    fd = open_regular(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def load_record(path: str | os.PathLike) -> GameRecord:
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except NotARegularFile:
        raise RecordError("not_a_regular_file", path=_one_line(os.fspath(path))) from None
    except OSError as e:
        # The system's own words for what went wrong (they are not translated).
        raise RecordError("cannot_read", path=_one_line(os.fspath(path)), detail=e.strerror or str(e)) from None
    except ValueError as e:  # a path no system can open ("embedded null byte": from a hostile setting)
        raise RecordError("cannot_read", path=_one_line(os.fspath(path)), detail=str(e)) from None
    if len(data) > MAX_FILE_BYTES:
        raise RecordError("too_large", mb=MAX_FILE_BYTES // (1024 * 1024))
    return loads_record(data)


def _wide_text(data: bytes) -> bool:
    """Text in UTF-16 or UTF-32 without its byte order mark: its ASCII is valid UTF-8 with NULs
    between the letters, and read as JSON it was "not valid JSON ... column 2" (review). Told
    by the byte places (of four) that are NUL throughout while another never is: a file of
    zeros, or JSON padded with them, is neither."""
    head = data[:4096]
    if len(head) < 16:
        return False
    shares = [head[k::4].count(0) / len(head[k::4]) for k in range(4)]
    return max(shares) >= 0.9 and min(shares) <= 0.1


def loads_record(data: bytes | str) -> GameRecord:
    if isinstance(data, bytes):
        if _wide_text(data):
            raise RecordError("not_utf8")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("not_utf8") from None
    # Some editors start UTF-8 with a byte order mark; it is not part of the JSON. (Saved
    # twice over, a file had two, and the second got the parser's English, review.)
    data = data.lstrip("\ufeff")
    if len(data) > MAX_FILE_BYTES:
        raise RecordError("too_large", mb=MAX_FILE_BYTES // (1024 * 1024))
    if not data.strip():  # "not valid JSON (Expecting value at line 1, column 1)" said less (playtest)
        raise RecordError("empty")
    _check_depth(data)
    try:
        obj = json.loads(data, parse_constant=_reject_constant, parse_int=_bounded_int,
                         object_pairs_hook=_unique_keys)
    except RecordError:  # valid JSON that no record holds (_bounded_int, _unique_keys)
        raise
    except json.JSONDecodeError as e:  # its own text ends "(char 200)", a bracket too many inside ours
        # "Unterminated string starting at" ends in its own "at" (it read "at at line 1").
        msg = e.msg[:-3] if e.msg.endswith(" at") else e.msg
        # Where, apart from the parser's English words: a translation may leave those out
        # (Dutch read "geen geldige JSON (Expecting property name ...)", playtest).
        raise RecordError("not_json_at", detail=_json_fault(msg), line=e.lineno, column=e.colno) from None
    except (ValueError, RecursionError) as e:
        raise RecordError("not_json", detail=_first_line(e)) from None
    return parse_record(obj)


def _reject_constant(name: str):
    raise ValueError(f"{name} is not allowed")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError("long_number", digits=len(text.lstrip("-")))
    return int(text)


def _unique_keys(pairs: list[tuple[str, object]]) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                # The last one would silently win: a second "seats" replacing the first.
                raise RecordError("duplicate_key", key=_one_line(key[:40]))
            seen.add(key)
    return obj


def _check_depth(text: str) -> None:
    """Refuse absurd nesting before the parser recurses into it.

    Brackets inside strings (a seat may be called "[[[") are not nesting.
    """
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise RecordError("too_deep")
        elif ch in "]}":
            depth -= 1


def _one_line(text: object) -> str:
    """Text from the file or the command line, safe inside a one-line message."""
    text = os.fsdecode(text) if isinstance(text, bytes) else str(text)
    # A file name's bytes that are no UTF-8 show as the replacement character: escaped, they
    # read "\udcff.json" (review).
    try:
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:  # a lone surrogate that no file name's byte made: escaped below
        pass
    text = text if text.isprintable() else repr(text)[1:-1]
    return text if len(text) <= 120 else text[:117] + "..."


def _first_line(e: Exception) -> str:
    return str(e).splitlines()[0] if str(e) else type(e).__name__


def parse_record(obj: object) -> GameRecord:
    if not isinstance(obj, dict):
        raise RecordError("not_an_object")
    if obj.get("format") != FORMAT:
        raise RecordError("wrong_format", format=FORMAT)
    version = obj.get("version")
    if type(version) is not int:
        if version is None:
            raise RecordError("no_version")
        raise RecordError("bad_version")  # "version": 1.0 was told as none at all (hostile-input review)
    if version != VERSION:
        if version > VERSION:
            raise RecordError("newer_version", version=version, reads=VERSION)
        raise RecordError("unknown_version", version=version)
    if (field := _unknown_field(obj, FIELDS)) is not None:
        raise RecordError("unknown_field", name=field)
    rules = _parse_rules(obj.get("rules", {}), obj.get("seats"))
    seats = _parse_seats(obj.get("seats"), rules.seats)
    draw = _dealer_draw(obj.get("first_dealer_draw"), rules.seats)
    if len(draw) != rules.seats:
        raise RecordError("dealer_draw_size")
    n = rules.deck_size
    if len(set(draw)) != len(draw) or not all(1 <= c <= n for c in draw):
        raise RecordError("dealer_draw_cards", cards=n)
    rounds_obj = obj.get("rounds", [])
    if not isinstance(rounds_obj, list):
        raise RecordError("rounds_not_list")
    if len(rounds_obj) > MAX_ROUNDS:
        raise RecordError("too_many_rounds", limit=MAX_MATCH_ROUNDS)  # true of every file refused
    rounds = [_parse_round(r, i + 1, n) for i, r in enumerate(rounds_obj)]
    if sum(len(r.turns) for r in rounds) > MAX_TURNS:
        raise RecordError("too_many_turns", limit=MAX_MATCH_TURNS)
    return GameRecord(rules, seats, tuple(draw), rounds)


# The fields a record has, each where it stands. Any other is refused: a typo ("Turns") was
# passed over, and a finished match loaded as one just dealt, its history gone unsaid (review).
FIELDS = frozenset({"format", "version", "rules", "seats", "first_dealer_draw", "rounds"})
SEAT_FIELDS = frozenset({"name", "kind", "level"})
ROUND_FIELDS = frozenset({"deck", "rebuilds", "turns", "holding", "hinted"})
TURN_FIELDS = frozenset({"seat", "take", "slot"})
HOLDING_FIELDS = frozenset({"seat", "take"})


def _unknown_field(obj: dict, known: frozenset) -> str | None:
    """The first field of ``obj`` not in ``known``, as a message names it; None if none."""
    unknown = sorted(str(k) for k in obj if k not in known)
    return _one_line(unknown[0][:40]) if unknown else None


def _parse_rules(obj: object, seats_obj: object) -> Rules:
    if not isinstance(obj, dict):
        raise RecordError("rules_not_object")
    known = set(Rules.__dataclass_fields__)
    unknown = sorted(str(k) for k in set(obj) - known)
    if unknown:
        raise RecordError("unknown_option", name=_one_line(unknown[0][:40]))
    values = dict(obj)
    if "seats" not in values and isinstance(seats_obj, list):
        values["seats"] = len(seats_obj)
    try:
        return Rules(**values)
    except IllegalAction as e:
        raise RecordError("bad_rules", reason=e) from None


def _parse_seats(obj: object, n: int) -> tuple[SeatInfo, ...]:
    if obj is None:  # "a list of 2 seats" named a number the file never gave (playtest)
        raise RecordError("no_seats")
    if not isinstance(obj, list) or len(obj) != n:
        raise RecordError("seats_list", seats=n)
    seats = []
    for i, s in enumerate(obj):
        if not isinstance(s, dict):
            raise RecordError("seat_not_object", seat=i)
        if (field := _unknown_field(s, SEAT_FIELDS)) is not None:
            raise RecordError("seat_unknown_field", seat=i, name=field)
        name, kind, level = s.get("name"), s.get("kind", "human"), s.get("level")
        if not seat_name_ok(name):
            raise RecordError("seat_name", seat=i, limit=MAX_NAME)
        if kind not in KINDS:
            raise RecordError("seat_kind", seat=i)
        if kind == "computer" and level is None:
            raise RecordError("seat_without_level", seat=i, levels=", ".join(LEVELS))
        if level is not None and level not in LEVELS:  # a computer's "godlike" was "without a level"
            raise RecordError("seat_unknown_level", seat=i)
        seats.append(SeatInfo(name, kind, level if kind == "computer" else None))
    return tuple(seats)


def _dealer_draw(obj: object, limit: int) -> list[int]:
    """``obj`` if it is a list of at most ``limit`` whole numbers."""
    if not isinstance(obj, list) or len(obj) > limit:
        raise RecordError("dealer_draw_list", limit=limit)
    if not all(type(c) is int for c in obj):
        raise RecordError("dealer_draw_numbers")
    return obj


def _cards(obj: object, limit: int) -> tuple[int, ...]:
    """A deck or a rebuild order as the record gives it; ``()`` if it is not a list of at most
    ``limit`` whole numbers. Such a list is wrong cards, not a broken file: rules.md has replay
    report a deck that is not the cards 1..N at turn 0 of its round, the rounds before it scored
    (rules review), and an order that is not the pile at the turn that needed it. The empty
    tuple is neither."""
    if isinstance(obj, list) and len(obj) <= limit and all(type(c) is int for c in obj):
        return tuple(obj)
    return ()


def _parse_round(obj: object, number: int, n: int) -> RoundLog:
    if not isinstance(obj, dict):
        raise RecordError("round_not_object", round=number)
    if (field := _unknown_field(obj, ROUND_FIELDS)) is not None:
        raise RecordError("round_unknown_field", round=number, name=field)
    deck = _cards(obj.get("deck"), 10 * n)
    rebuilds_obj = obj.get("rebuilds", [])
    if not isinstance(rebuilds_obj, list) or len(rebuilds_obj) > MAX_REBUILDS_PER_ROUND:
        raise RecordError("rebuilds_list", round=number)
    rebuilds = [_cards(o, n) for o in rebuilds_obj]
    turns_obj = obj.get("turns", [])
    if not isinstance(turns_obj, list):
        raise RecordError("turns_list", round=number)
    if len(turns_obj) > MAX_TURNS_PER_ROUND:
        raise RecordError("round_too_long", round=number, limit=MAX_ROUND_TURNS)
    turns = []
    for t_index, t in enumerate(turns_obj, 1):
        if not isinstance(t, dict):
            raise RecordError("turn_not_object", round=number, turn=t_index)
        if (field := _unknown_field(t, TURN_FIELDS)) is not None:
            raise RecordError("turn_unknown_field", round=number, turn=t_index, name=field)
        # Fields of the wrong kind make an illegal turn, which replay reports as such; "slot":
        # null is a discard, and a turn that leaves it out says nothing (``NO_SLOT``).
        turns.append(Turn(t.get("seat"), t.get("take"), t.get("slot", NO_SLOT)))
    return RoundLog(tuple(deck), rebuilds, turns, _parse_holding(obj.get("holding"), number, len(turns) + 1),
                    _parse_hinted(obj.get("hinted"), len(turns)))


def _parse_hinted(marks: object, turns: int) -> tuple[int, ...]:
    """The turns marked as hinted. A note, not the game: marks that are not turns of the round
    are left out rather than the record refused (nothing of the game hangs on them)."""
    if not isinstance(marks, list):
        return ()
    return tuple(sorted({m for m in marks[:MAX_TURNS_PER_ROUND] if type(m) is int and 1 <= m <= turns}))


def _parse_holding(h: object, number: int, turn: int) -> Holding | None:
    if h is None:
        return None
    if not isinstance(h, dict):
        raise RecordError("holding_fields", round=number, turn=turn)
    # A field it does not have is refused, as everywhere else in a record (hostile-input review).
    if (field := _unknown_field(h, HOLDING_FIELDS)) is not None:
        raise RecordError("turn_unknown_field", round=number, turn=turn, name=field)
    # A seat or take of the wrong kind is an illegal take, which replay reports at its turn.
    return Holding(h.get("seat"), h.get("take"))
