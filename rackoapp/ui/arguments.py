"""The window's command-line options (``rackoapp --seats human,hard ...``), and the one way
the command line prints its result."""

from __future__ import annotations

import argparse
import errno
import io
import os
import sys
from collections.abc import Sequence

from rackoapp.choices import (
    ADDRESSED, DEFAULT_NAMES, HUMAN_NAME, LEVEL_ALIASES, LEVELS, SPEEDS, computer_name, player_name, same_name,
)
from rackoapp.engine.rules import MAX_REBUILDS, MAX_TARGET


def parse_seats(text: str) -> tuple[str, ...]:
    """``"human,hard"`` -> ("human", "hard"); 2 to 4 seats, each human or a level."""
    parts = tuple(LEVEL_ALIASES.get(p, p) for p in (p.strip().lower() for p in text.split(",")))
    if not 2 <= len(parts) <= 4:
        raise argparse.ArgumentTypeError(f"needs 2 to 4 seats, got {len(parts)}")
    for p in parts:
        if p != "human" and p not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"{p!r} is not human or a level ({', '.join(LEVELS)})")
    return parts


def whole_number(text: str) -> int:
    """``int(text)``, or a short reason: a number too long for Python to read (4,300 digits) is
    too large, not "no whole number", and what was given is echoed cut short (a 5,000-digit seed
    made a 5,000-character message, review)."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    shown = repr(text) if len(text) <= 24 else repr(text[:20]) + "\u2026"
    # Digits 0 to 9 only: int() reads "1_0" as 10 and "\u0663" (Arabic-Indic three) as 3 (review).
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"must be a whole number, not {shown}")
    if len(digits) > 30:  # far past every limit the options have
        raise argparse.ArgumentTypeError(f"{shown} is too large")
    try:
        return int(text)
    except ValueError:  # "-+1"
        raise argparse.ArgumentTypeError(f"must be a whole number, not {shown}") from None


def parse_seed(text: str) -> int:
    value = whole_number(text)
    if not 0 <= value < 2 ** 63:
        raise argparse.ArgumentTypeError("must be from 0 to 2**63-1")
    return value


def parse_target(text: str) -> int:
    value = whole_number(text)
    if not 1 <= value <= MAX_TARGET:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_TARGET}")
    return value


def parse_max_rebuilds(text: str) -> int | None:
    if text.strip().lower() in ("none", "null"):
        return None
    try:
        value = whole_number(text)
    except argparse.ArgumentTypeError as e:
        raise argparse.ArgumentTypeError(f"{e}, or 'none'") from None
    if not 0 <= value <= MAX_REBUILDS:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_REBUILDS}, or 'none'")
    return value


# The rule book's options beside the seats and the target: the window's and simulate's, where
# the window offered only --seats and --target (rules review). (flags, dest, options)
RULE_OPTIONS = (
    (("--two-player-run",), "two_player_run",
     {"action": argparse.BooleanOptionalAction, "help": "two seats need a run of three to go Rack-O (default on)"}),
    (("--bonus-runs",), "bonus_runs",
     {"action": argparse.BooleanOptionalAction, "help": "run bonus for the seat that goes Rack-O (default off)"}),
    (("--partners",), "partners",
     {"action": argparse.BooleanOptionalAction, "help": "4 seats: the first and third against the second and fourth (default off)"}),
    (("--rebuild",), "rebuild",
     {"type": str.lower, "choices": ("shuffle", "classic"), "help": "how an empty draw pile is rebuilt (default shuffle)"}),
    (("--max-rebuilds",), "max_rebuilds",
     {"type": parse_max_rebuilds, "metavar": "N",
      "help": "rebuilds before a round stops with no winner, or 'none' (default 5)"}),
)
RULE_DESTS = tuple(dest for _, dest, _ in RULE_OPTIONS)


def add_rule_options(add, prefix: str = "") -> None:
    """Add the rule book's options with ``add(*flags, dest=prefix + dest, **options)``. Absent
    unless given (SUPPRESS): "--max-rebuilds none" is a value, and "--no-partners" one too."""
    for flags, dest, options in RULE_OPTIONS:
        add(*flags, dest=prefix + dest, default=argparse.SUPPRESS, **options)


def rules_given(args: argparse.Namespace, prefix: str = "") -> dict:
    """The rule options given on the command line, as ``Rules`` keywords."""
    return {dest: getattr(args, prefix + dest) for dest in RULE_DESTS if hasattr(args, prefix + dest)}


def rules_clash(seats: int, given: dict) -> str | None:
    """A rule option given for a table where it can do nothing, as one line; None when none. The
    New Game dialog greys these out; the command line took them without a word (review)."""
    if "two_player_run" in given and seats != 2:
        return f"--{'' if given['two_player_run'] else 'no-'}two-player-run is for two seats, not {seats}"
    if given.get("partners") and seats != 4:
        # Said here, with the other options: from the rules it came after the data folder was
        # locked, as "already running" beside an open window, or after Qt had started (review).
        return "partners are played with 4 seats only"
    if given.get("bonus_runs") is False and given.get("partners"):
        return "--no-bonus-runs cannot be used with --partners: partners always score the run bonus"
    return None


def parse_screenshot(text: str) -> str:
    if not text.lower().endswith(".png"):
        raise argparse.ArgumentTypeError("must name a .png file")
    return text


def parse_path(text: str) -> str:
    """A file or folder name that is not empty: ``--data-dir ""`` (an unset shell variable)
    silently meant the system's folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a name, not an empty string")
    return text


def print_result(text: str) -> bool:
    """Print ``text`` and a newline to stdout; False, after one line on stderr, if it could not be
    written (a full disk, a closed pipe as in ``| head -c1``): the caller exits 2, not with a
    traceback or with the status of an illegal turn."""
    if sys.stdout is None and getattr(sys, "frozen", False):
        return True  # the installed app on Windows is windowed: no console to print to, as ever
    if sys.stdout is None:  # started with stdout closed (``>&-``): print() would drop it unsaid
        reason = "stdout is closed"
    else:
        try:
            try:
                _write(text + "\n")
            except UnicodeError:
                # A name the console's code page cannot spell (cp1252 and "桌.png"): escaped.
                _write(text.encode("ascii", "backslashreplace").decode("ascii") + "\n")
            sys.stdout.flush()  # a file is block-buffered: its error would come at exit, untold
            return True
        except OSError as e:
            reason = e.strerror or str(e) or type(e).__name__
        try:
            # What is still buffered goes nowhere at exit: Python would otherwise try again and
            # print "Exception ignored ... BrokenPipeError" after our line.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass  # no real file behind stdout (a test's capture): nothing is left to flush at exit
    tell(f"rackoapp: cannot write the output: {reason}")
    return False


def _write(text: str) -> None:
    """``text`` on stdout, every byte or OSError. Unbuffered (``python -u``, PYTHONUNBUFFERED),
    stdout writes straight to the file and drops what a short write left: a full disk cut the JSON
    short with status 0 (review). There each byte is written until all are, or the system says why."""
    raw = getattr(sys.stdout, "buffer", None)
    if not isinstance(raw, io.RawIOBase):
        sys.stdout.write(text)
        return
    if os.linesep != "\n":
        text = text.replace("\n", os.linesep)  # as the text layer would have written it
    data = memoryview(text.encode(sys.stdout.encoding or "utf-8", sys.stdout.errors or "strict"))
    sys.stdout.flush()
    while data:
        written = raw.write(data)
        if not written:  # a non-blocking stdout that takes nothing now: said, not lost
            raise OSError(errno.EAGAIN, os.strerror(errno.EAGAIN))
        data = data[written:]


def tell(line: str) -> None:
    """One line on stderr, or nothing where stderr is closed or refuses it (a full disk, a reader
    gone): the exit status still says what happened. Never ``print(file=None)``, which writes to
    stdout, into the middle of a result's JSON."""
    if sys.stderr is None:
        return
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        try:  # nothing is left to flush at exit, where Python would complain of it after all
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stderr.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass  # no real file behind stderr (a test's capture)


def add_arguments(parser: argparse.ArgumentParser) -> tuple[str, ...]:
    """The game window's options; their names (``dest``), which a sub-command refuses."""
    group = parser.add_argument_group("the game window")
    dests: list[str] = []

    def add(*flags, **options) -> None:
        dests.append(group.add_argument(*flags, **options).dest)

    add("--seats", type=parse_seats, metavar="LIST",
        help="start at once: 2 to 4 comma-separated seats, each 'human' or a level "
             f"({', '.join(LEVELS)}; baseline, or beginner, is the window's Beginner), e.g. human,hard (a match left unfinished is "
             "abandoned, as New game does)")
    add("--seed", type=parse_seed, metavar="S", help="seed the shuffles and the computer players")
    # Case as --seats takes it: --seats HARD,Medium was fine and --speed INSTANT refused.
    add("--speed", type=str.lower, choices=SPEEDS,
        help="how fast computer turns are shown, for this run only (View > Computer speed sets it for good)")
    add("--target", type=parse_target, metavar="POINTS",
        help="points that win the match (default 500)")
    add_rule_options(add)
    add("--screenshot", type=parse_screenshot, metavar="FILE.png",
        help="render the table after the deal (or the record's position) to a PNG and exit")
    # It plays on; the help said "open", and a playtester expected the record viewer (Game >
    # Open record) and a question before the match in play was given up.
    add("--record", type=parse_path, metavar="FILE",
        help="play on from where this game record stops (a match left unfinished is "
             "abandoned, as New game does; Game > Open record only shows one)")
    add("--data-dir", type=parse_path, metavar="DIR",
        help="keep the autosave, finished matches, statistics, settings and log here "
             "(default: the system's application-data folder)")
    add("--resume", action="store_true",
        help="go on with the autosaved match without asking")
    add("--quit-at-end", action="store_true",
        help="close the window when the match is over (for scripts)")
    add("--self-test", action="store_true",
        help="play one computer round offscreen, write and re-read its record, print one line")
    add("--settings", metavar="FILE.ini", help=argparse.SUPPRESS)
    # For the start-up benchmark of the frozen app: print "painted" once the dealt table is on screen.
    add("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)
    return tuple(dests)


# Options that another makes idle, said rather than ignored: --record --seats played the record,
# and --self-test --seats the self-test's own seats, without a word (playtest).
IDLE_WITH = {
    "self_test": ("seats", "record", "screenshot", "target", *RULE_DESTS, "resume", "seed", "speed", "quit_at_end",
                  "data_dir", "settings"),
    "record": ("seats", "target", *RULE_DESTS, "resume"),
    "seats": ("resume",),
    "screenshot": ("resume", "data_dir", "speed", "quit_at_end"),  # a picture: no saving, no play
}
# Options that act only on a match they start: alone (--target 75 with no --seats) or beside
# --resume they were dropped without a word (review).
NEEDS_ONE_OF = {
    "target": ("seats", "screenshot"),
    **{dest: ("seats", "screenshot") for dest in RULE_DESTS},
    "seed": ("seats", "record", "screenshot"),
}


def clash(args: argparse.Namespace) -> str | None:
    """The first option that another given with it makes idle, or that does nothing without
    another, as one line; None when none."""
    for first, idle in IDLE_WITH.items():
        if not _is_set(args, first):
            continue
        for other in idle:
            if _is_set(args, other):
                return f"{_given_flag(args, other)} cannot be used with {_flag(first)}"
    for option, needed in NEEDS_ONE_OF.items():
        if _is_set(args, option) and not any(_is_set(args, n) for n in needed):
            return f"{_given_flag(args, option)} needs {' or '.join(_flag(n) for n in needed)}"
    seats = getattr(args, "seats", None)
    return rules_clash(len(seats) if seats else 2, rules_given(args))  # a screenshot's table has two


def _is_set(args: argparse.Namespace, dest: str) -> bool:
    """``dest`` was given: a rule option at all (``--no-partners``, ``--max-rebuilds none``),
    a switch on, any other a value (``--seed 0`` too)."""
    if dest in RULE_DESTS:
        return hasattr(args, dest)
    value = getattr(args, dest, None)
    return value is not None and value is not False


def given(args: argparse.Namespace, dests: tuple[str, ...]) -> list[str]:
    """The options among ``dests`` given a value, as flags."""
    return [_flag(dest) for dest in dests if _is_set(args, dest)]


def _flag(dest: str) -> str:
    return "--" + dest.replace("_", "-")


def _given_flag(args: argparse.Namespace, dest: str) -> str:
    """``dest``'s flag as given: "--no-partners needs --seats" named no "--partners" (review)."""
    return "--no-" + _flag(dest)[2:] if dest in RULE_DESTS and getattr(args, dest) is False else _flag(dest)


def seats_from(kinds: tuple[str, ...], names: Sequence[str | None] = ()):
    """``--seats``: the people take the names the New Game dialog last gave the people at the
    table (``names``, by seat; None where a computer sat), else "You" in any seat (``hard,human``
    called the player "Ada"), several told apart as "Player N"; a computer has its seat's name.
    The same player stood in the history as "Pat" and as "You" (long-haul play-test). A person in
    a seat the dialog gave a person keeps that name, so partners stay paired as the dialog paired
    them; the other people take the names left, in order (four people after a dialog with a
    computer second were paired anew, hot-seat playtest)."""
    from rackoapp.engine import SeatInfo
    from rackoapp.engine.record import blank, seat_name_ok

    # A default name is no choice ("Player 2" from a seat the dialog named so is any seat's),
    # and no name is taken twice, whatever its case (review).
    taken = {same_name(computer_name(i)) for i, kind in enumerate(kinds) if kind != "human"}
    taken |= ADDRESSED | {same_name(player_name(seat)) for seat in range(len(DEFAULT_NAMES))}

    def claim(name: str | None) -> bool:
        """``name`` is free to take, and now taken."""
        # A name that shows nothing is refused as the dialog refuses it: a hand-edited settings
        # file's left the title "RackoApp — , Ada" (review).
        if name is None or not seat_name_ok(name) or blank(name) or same_name(name) in taken:
            return False
        taken.add(same_name(name))
        return True

    # First the seats where the dialog had a person too, then the others from the names left.
    given = {seat: names[seat] for seat, kind in enumerate(kinds)
             if kind == "human" and seat < len(names) and claim(names[seat])}
    rest = iter([name for name in names if claim(name)])
    return apart(SeatInfo(given.get(i) or next(rest, HUMAN_NAME), "human") if kind == "human" else
                 SeatInfo(computer_name(i), "computer", kind) for i, kind in enumerate(kinds))


def chosen_names(choice: str | None) -> list[str | None]:
    """The people's names in the New Game dialog's last choice (its JSON text), by seat: None
    where a computer sat."""
    import json

    try:
        data = json.loads(choice) if choice else {}
    except ValueError:
        return []
    seats = data.get("seats") if isinstance(data, dict) else None
    count = data.get("count") if isinstance(data, dict) else None
    if not isinstance(seats, list):
        return []
    if type(count) is int:
        seats = seats[:count]  # the seats beyond were not at the table
    return [s["name"] if isinstance(s, dict) and s.get("kind") == "human" and isinstance(s.get("name"), str)
            else None for s in seats]


def apart(seats):
    """With two or more humans at one screen, "you" would mean anyone: a human left with the
    default name "You" is called "Player N" (its seat's number) instead."""
    from rackoapp.engine import SeatInfo

    seats = tuple(seats)
    if sum(not s.is_computer for s in seats) < 2:
        return seats
    return tuple(SeatInfo(player_name(i), "human") if not s.is_computer and s.name == HUMAN_NAME else s
                 for i, s in enumerate(seats))
