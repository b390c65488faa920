"""``rackoapp simulate``: its arguments, its progress lines and its one JSON object.

The playing itself is ``rackoapp.ai.simulate`` (see there for what every
field of the output means). Three modes:

- rounds (default): ``--seats hard,baseline[,...] --rounds N``;
- matches: ``--seats ... --matches M`` plays M whole matches to the target,
  and ``--record-dir DIR`` writes each one's game record there
  (``match-0001.json``, ...), which ``rackoapp replay`` checks and scores;
- solo: ``--solo LEVEL --rounds N``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
from pathlib import Path

from rackoapp.ai import SIMULATE_LEVELS
from rackoapp.ai.simulate import play_matches, play_solo, play_table
from rackoapp.choices import LEVEL_ALIASES
from rackoapp.engine import IllegalAction, Rules, dumps_record
from rackoapp.engine.record import flush_to_disk, write_temp

from rackoapp.ui.arguments import (
    RULE_DESTS, add_rule_options, parse_path, parse_seed, print_result, rules_clash, rules_given, whole_number,
)

from . import EXIT_USAGE, UsageError
from .progress import Progress

MAX_ROUNDS = 10_000_000
MAX_MATCHES = 1_000_000
# The table's options and their defaults (the rules' are the engine's): --solo, one seat with a
# deck of its own, takes none. The rule options have names (dest) of their own, apart from the
# window's: given before "simulate" those are the window's, and refused.
RULE_PREFIX = "table_"
TABLE_DEFAULTS = {"levels": "hard,baseline", "match_target": 500,
                  **{RULE_PREFIX + dest: None for dest in RULE_DESTS}}
# The option's name where it differs from its dest.
TABLE_FLAGS = {"levels": "seats", "match_target": "target", **{RULE_PREFIX + dest: dest for dest in RULE_DESTS}}


def _as_given(args: argparse.Namespace, dest: str) -> str:
    """The option that set ``dest``, as the command line gave it: --no-bonus-runs was named
    --bonus-runs (README review)."""
    flag = TABLE_FLAGS.get(dest, dest).replace("_", "-")
    return f"--no-{flag}" if getattr(args, dest) is False else f"--{flag}"


def _usage(message: str) -> UsageError:
    return UsageError(f"rackoapp simulate: {message}")


def _with_aliases(levels) -> list[str]:
    """The levels as --help names them: "baseline (or beginner)", as the window calls it."""
    other_names = {level: alias for alias, level in LEVEL_ALIASES.items()}
    return [f"{level} (or {other_names[level]})" if level in other_names else level for level in levels]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Their own names (dest): the window's --seats, --seed and --target given before "simulate"
    # must not be taken for these, nor overwritten by them unseen (code review).
    parser.add_argument("--seats", dest="levels", default=argparse.SUPPRESS,
                        help="comma-separated levels, one per seat (2 to 4): "
                             + ", ".join(_with_aliases(SIMULATE_LEVELS)) + f" (default {TABLE_DEFAULTS['levels']})")
    parser.add_argument("--solo", metavar="LEVEL", default=None,
                        help="one seat alone with the 40-card deck: how fast it sorts a rack")
    parser.add_argument("--rounds", type=whole_number, default=None, help="rounds to play (default 1000)")
    parser.add_argument("--matches", type=whole_number, default=None,
                        help="play this many whole matches to the target instead of --rounds")
    parser.add_argument("--record-dir", dest="record_dir", type=parse_path, default=None, metavar="DIR",
                        help="with --matches: write each match's game record into DIR, which must "
                             "not hold a file of those names yet")
    # The window's check: a negative seed was taken here and refused there.
    parser.add_argument("--seed", dest="run_seed", type=parse_seed, default=0,
                        help="seed of everything random (default 0)")
    parser.add_argument("--target", type=whole_number, dest="match_target", default=argparse.SUPPRESS,
                        help="match target (default 500)")
    add_rule_options(parser.add_argument, prefix=RULE_PREFIX)
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _check_level(level: str) -> str:
    level = level.strip().lower()
    level = LEVEL_ALIASES.get(level, level)
    if level not in SIMULATE_LEVELS:
        raise _usage(f"unknown level {level!r} (choose from {', '.join(SIMULATE_LEVELS)})")
    return level


def _record_name(i: int, matches: int) -> str:
    return f"match-{i + 1:0{max(4, len(str(matches)))}d}.json"


def _record_dir(path: str, matches: int) -> Path:
    """The folder, made if need be; refused before anything is played if it holds a file of a
    name the run would write (a user's own match-0001.json, or the records of a run before)."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # "File exists" named no reason (playtest)
        raise _usage(f"cannot make the folder {path!r}: it is a file, not a folder") from None
    except OSError as e:
        raise _usage(f"cannot make the folder {path!r}: {e.strerror or e}") from None
    try:
        present = os.listdir(folder)
    except OSError as e:
        raise _usage(f"cannot read the folder {path!r}: {e.strerror or e}") from None
    if not os.access(folder, os.W_OK):
        raise _usage(f"cannot write into the folder {path!r}")
    # One pass over the folder, not a look-up per match (up to a million); lower case, since
    # MATCH-0001.JSON is the same file on Windows and macOS.
    wanted = re.compile(r"match-(\d+)\.json")
    taken = []
    for name in present:
        m = wanted.fullmatch(name.lower())
        if m and 1 <= int(m[1]) <= matches and name.lower() == _record_name(int(m[1]) - 1, matches):
            taken.append(name)
    if taken:
        more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
        raise _usage(f"{str(folder / min(taken))!r} already exists{more}: give an empty folder "
                     "or another one")
    return folder


def run(args: argparse.Namespace) -> int:
    if args.matches is not None:
        if args.rounds is not None:
            raise _usage("give --rounds or --matches, not both")
        if args.solo is not None:
            raise _usage("--matches plays a table; --solo plays rounds")
        if not 1 <= args.matches <= MAX_MATCHES:
            raise _usage("--matches must be a whole number from 1 to 1,000,000")
    elif args.record_dir is not None:
        raise _usage("--record-dir needs --matches")
    rounds = 1000 if args.rounds is None else args.rounds
    if not 1 <= rounds <= MAX_ROUNDS:
        raise _usage("--rounds must be a whole number from 1 to 10,000,000")
    # A table's options are absent unless given (SUPPRESS): one given at its default value
    # ("--seats hard,baseline", "--target 500") passed --solo unseen (review).
    given = [dest for dest in TABLE_DEFAULTS if hasattr(args, dest)]
    table = argparse.Namespace(**{dest: getattr(args, dest, default) for dest, default in TABLE_DEFAULTS.items()})
    if args.solo is not None:
        if given:  # solo has one seat and a deck of its own: they were dropped without a word
            raise _usage(f"--solo plays one seat alone: {_as_given(args, given[0])} is for a table")
        level = _check_level(args.solo)
        progress = None if args.quiet else Progress("simulate", rounds, "rounds")
        result = play_solo(level, rounds, args.run_seed, progress)
    else:
        levels = [_check_level(x) for x in table.levels.split(",")] if table.levels.strip() else []
        if not 2 <= len(levels) <= 4:
            raise _usage("--seats takes 2 to 4 levels, e.g. hard,baseline")
        clash = rules_clash(len(levels), rules_given(args, RULE_PREFIX))
        if clash:
            raise _usage(clash)
        try:
            rules = Rules(seats=len(levels), target=table.match_target, **rules_given(args, RULE_PREFIX))
        except IllegalAction as e:
            raise _usage(str(e)) from None
        if args.matches is None:
            progress = None if args.quiet else Progress("simulate", rounds, "rounds")
            result = play_table(levels, rules, rounds, args.run_seed, progress)
        else:
            folder = None if args.record_dir is None else _record_dir(args.record_dir, args.matches)
            progress = None if args.quiet else Progress("simulate", args.matches, "matches")
            result = play_matches(levels, rules, args.matches, args.run_seed, progress,
                                  on_match=None if folder is None else _writer(folder, args.matches))
    if progress is not None:
        progress.done()
    return 0 if print_result(json.dumps(result)) else EXIT_USAGE


def _writer(folder: Path, matches: int):
    def write(i: int, match) -> None:
        path = folder / _record_name(i, matches)
        try:
            _save_new(dumps_record(match.to_record()).encode("utf-8"), path)
        except FileExistsError:
            # Made since the folder was looked at (another run into the same folder).
            raise _usage(f"{str(path)!r} already exists: give an empty folder or another one") from None
        except OSError as e:
            raise _usage(f"cannot write {str(path)!r}: {e.strerror or e}") from None

    return write


def _save_new(data: bytes, path: Path) -> None:
    """Write a file that must not exist yet, whole or not at all: a temp file in the same folder,
    fsynced, then linked to its name (a link, unlike a rename, never replaces a file)."""
    tmp = write_temp(path, data)
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError:
        # No hard links here (FAT, some network shares): create it exclusively instead,
        # written in place; a failure removes the part written, which is ours.
        _write_exclusive(data, path)
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def _write_exclusive(data: bytes, path: Path) -> None:
    with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600),
                   "wb") as f:  # private, as the linked temp file is
        try:
            f.write(data)
            f.flush()
            flush_to_disk(f.fileno())
        except BaseException:
            f.close()
            path.unlink(missing_ok=True)
            raise

