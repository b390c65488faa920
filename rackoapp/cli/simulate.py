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
import sys
import time
from pathlib import Path

from rackoapp.ai import SIMULATE_LEVELS
from rackoapp.ai.simulate import play_matches, play_solo, play_table
from rackoapp.engine import IllegalAction, Rules, save_record

from . import UsageError

PROGRESS_SECONDS = 2.0
MAX_ROUNDS = 10_000_000
MAX_MATCHES = 1_000_000


def _usage(message: str) -> UsageError:
    return UsageError(f"rackoapp simulate: {message}")


def _max_rebuilds(text: str):
    if text.lower() in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid value {text!r}: a whole number or 'none'") from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="hard,baseline",
                        help="comma-separated levels, one per seat (2 to 4): "
                             + ", ".join(SIMULATE_LEVELS))
    parser.add_argument("--solo", metavar="LEVEL", default=None,
                        help="one seat alone with the 40-card deck: how fast it sorts a rack")
    parser.add_argument("--rounds", type=int, default=None, help="rounds to play (default 1000)")
    parser.add_argument("--matches", type=int, default=None,
                        help="play this many whole matches to the target instead of --rounds")
    parser.add_argument("--record-dir", dest="record_dir", default=None, metavar="DIR",
                        help="with --matches: write each match's game record into DIR")
    parser.add_argument("--seed", type=int, default=0, help="seed of everything random (default 0)")
    parser.add_argument("--target", type=int, default=500, help="match target (default 500)")
    parser.add_argument("--two-player-run", dest="two_player_run", action=argparse.BooleanOptionalAction,
                        default=True, help="two seats need a run of three to go Rack-O (default on)")
    parser.add_argument("--bonus-runs", dest="bonus_runs", action=argparse.BooleanOptionalAction,
                        default=False, help="run bonus for the seat that goes Rack-O (default off)")
    parser.add_argument("--partners", action=argparse.BooleanOptionalAction, default=False,
                        help="4 seats: 0 and 2 against 1 and 3 (default off)")
    parser.add_argument("--rebuild", choices=("shuffle", "classic"), default="shuffle",
                        help="how an empty draw pile is rebuilt (default shuffle)")
    parser.add_argument("--max-rebuilds", dest="max_rebuilds", type=_max_rebuilds, default=5,
                        help="rebuilds before a round stops with no winner, or 'none' (default 5)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def _check_level(level: str) -> str:
    level = level.strip().lower()
    if level not in SIMULATE_LEVELS:
        raise _usage(f"unknown level {level!r} (choose from {', '.join(SIMULATE_LEVELS)})")
    return level


def _record_dir(path: str) -> Path:
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise _usage(f"cannot make the folder {path!r}: {e.strerror or e}") from None
    if not os.access(folder, os.W_OK):
        raise _usage(f"cannot write into the folder {path!r}")
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
    if args.solo is not None:
        level = _check_level(args.solo)
        progress = None if args.quiet else _Progress(rounds, "rounds")
        result = play_solo(level, rounds, args.seed, progress)
    else:
        levels = [_check_level(x) for x in args.seats.split(",")] if args.seats.strip() else []
        if not 2 <= len(levels) <= 4:
            raise _usage("--seats takes 2 to 4 levels, e.g. hard,baseline")
        try:
            rules = Rules(seats=len(levels), target=args.target, two_player_run=args.two_player_run,
                          bonus_runs=args.bonus_runs, partners=args.partners, rebuild=args.rebuild,
                          max_rebuilds=args.max_rebuilds)
        except IllegalAction as e:
            raise _usage(str(e)) from None
        if args.matches is None:
            progress = None if args.quiet else _Progress(rounds, "rounds")
            result = play_table(levels, rules, rounds, args.seed, progress)
        else:
            folder = None if args.record_dir is None else _record_dir(args.record_dir)
            progress = None if args.quiet else _Progress(args.matches, "matches")
            result = play_matches(levels, rules, args.matches, args.seed, progress,
                                  on_match=None if folder is None else _writer(folder, args.matches))
    if progress is not None:
        progress.done()
    print(json.dumps(result))
    return 0


def _writer(folder: Path, matches: int):
    width = max(4, len(str(matches)))

    def write(i: int, match) -> None:
        path = folder / f"match-{i + 1:0{width}d}.json"
        try:
            save_record(match.to_record(), path)
        except OSError as e:
            raise _usage(f"cannot write {str(path)!r}: {e.strerror or e}") from None

    return write


class _Progress:
    """A line on stderr every couple of seconds, for long runs only."""

    def __init__(self, total: int, unit: str) -> None:
        self.total = total
        self.unit = unit
        self.start = self.last = time.monotonic()
        self.shown = False

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_SECONDS:
            self.last = now
            self.shown = True
            rate = done / max(now - self.start, 1e-9)
            print(f"simulate: {done}/{self.total} {self.unit} ({rate:.1f}/s)", file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.shown:
            print(f"simulate: {self.total}/{self.total} {self.unit}, done", file=sys.stderr, flush=True)
