"""The ``rackoapp`` command: the game window, ``replay``, ``simulate`` and ``review``.

Every error a user can cause is one line on stderr and an exit status:
0 fine, 1 a record with an illegal turn, 2 bad arguments, an unreadable file or
an output that cannot be written (a full disk, a closed pipe). The result is
printed by ``print_result``, which says the last.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from rackoapp.ui.arguments import print_result, tell

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """Bad command-line input; the message is one line."""


class _Parser(argparse.ArgumentParser):
    """argparse, but its errors are one line and a UsageError instead of a usage dump, and an
    option is spelt in full. argparse took a prefix for an option, and looked it up among the
    window's options even after a sub-command: ``review F --se 1`` was "ambiguous: --seats,
    --seed, ...", and ``simulate --record D`` wrote into D as ``--record-dir`` (simulate sweep)."""

    commands: dict[str, argparse.ArgumentParser]  # the sub-commands by name (set in ``build_parser``)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, allow_abbrev=False, **kwargs)

    def error(self, message: str):  # noqa: D401 - argparse's signature
        raise UsageError(f"{self.prog}: {message}")

    def print_help(self, file=None):
        if file is not None:
            return super().print_help(file)
        # argparse drops a failed write in silence, and exits 0 with the help lost.
        if not print_result(self.format_help().rstrip("\n")):
            self.exit(EXIT_USAGE)
        return None


class _Version(argparse.Action):
    """--version, looked up only when asked (importlib.metadata costs start-up time)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0,
                         help=help or "show the version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from rackoapp import __version__

        # argparse's exit(message=) writes to stderr: `rackoapp --version > v.txt` left it empty.
        parser.exit(EXIT_OK if print_result(f"rackoapp {__version__}") else EXIT_USAGE)


class _SubParser(_Parser):
    """A sub-command's parser: a word too many is its error, not the top parser's
    (``rackoapp review F F`` said "rackoapp: unrecognized arguments")."""

    def parse_known_args(self, args=None, namespace=None):
        namespace, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; given ``argv``, a sub-command's own arguments are built only when it is named
    (their modules cost the window's start-up time)."""
    from rackoapp.ui.arguments import parse_path

    parser = _Parser(prog="rackoapp", description="Rack-O against the computer.")
    parser.add_argument("--version", action=_Version)
    window_options = add_gui_arguments(parser)
    parser.set_defaults(window_options=window_options)
    sub = parser.add_subparsers(dest="command", parser_class=_SubParser)
    parser.commands = sub.choices  # the sub-commands by name, as they are added
    replay = sub.add_parser("replay", help="check and score a game record, print JSON")
    replay.add_argument("file", type=parse_path, help="a game record (.json)")
    wanted = set(argv or ()) if argv is not None else {"simulate", "review"}
    simulate = sub.add_parser("simulate", help="play computer-only rounds or matches headless, print JSON")
    if "simulate" in wanted or {"-h", "--help"} & wanted:
        from .simulate import add_arguments as add_simulate_arguments

        add_simulate_arguments(simulate)
    review = sub.add_parser("review", help="grade a seat's moves in a game record, print JSON")
    if "review" in wanted or {"-h", "--help"} & wanted:
        from .review import add_arguments as add_review_arguments

        add_review_arguments(review)
    return parser


def add_gui_arguments(parser: argparse.ArgumentParser) -> tuple[str, ...]:
    from rackoapp.ui.arguments import add_arguments

    return add_arguments(parser)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(argv)
        args = _parsed(parser, argv)
        if args.command is not None:
            _no_window_options(args)
        if args.command == "replay":
            return run_replay(args.file)
        if args.command == "simulate":
            from .simulate import run as run_simulate

            return run_simulate(args)
        if args.command == "review":
            from .review import run as run_review

            return run_review(args)
        from rackoapp.ui.arguments import clash

        problem = clash(args)
        if problem is not None:
            raise UsageError(f"{parser.prog}: {problem}")
        return run_gui(args)
    except UsageError as e:
        tell(str(e).splitlines()[0])
        return EXIT_USAGE
    except KeyboardInterrupt:
        tell("rackoapp: interrupted")
        return 130
    except MemoryError:
        # A 19-line traceback with the status of an illegal turn (simulate, before its times were
        # bounded; AI review): the rounds or the record asked too much of this machine.
        tell("rackoapp: out of memory")
        return EXIT_USAGE
    except BrokenPipeError:
        # The result goes through print_result; what else breaks a pipe is a line on stderr (the
        # reader of simulate's progress went away). Nobody is left to tell: no traceback, no
        # second failure when the exit flushes stderr, and not the status of an illegal turn.
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stderr.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_USAGE


def _parsed(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """``parser.parse_args(argv)``; an unknown option whose value argparse then took for a
    sub-command is named as the error: ``rackoapp --lang nl`` said "invalid choice: 'nl' (choose
    from 'replay', 'simulate', 'review')" (keyboard playtest)."""
    try:
        return parser.parse_args(argv)
    except UsageError as e:
        unknown = _unknown_options(parser, argv)
        if "argument command: invalid choice" in str(e) and unknown:
            raise UsageError(f"{parser.prog}: unrecognized arguments: {' '.join(unknown)}") from None
        raise


def _unknown_options(parser: _Parser, argv: list[str]) -> list[str]:
    """The words before any sub-command that look like options the parser does not know."""
    known = parser._option_string_actions  # argparse's own table of option strings
    unknown = []
    for word in argv:
        if word == "--" or word in parser.commands:
            break
        if word.startswith("-") and word != "-" and word.split("=", 1)[0] not in known:
            try:
                float(word)  # a negative number is a value, not an option
            except ValueError:
                unknown.append(word)
    return unknown


def _no_window_options(args: argparse.Namespace) -> None:
    """The window's options before a sub-command were dropped without a word: ``rackoapp --seed 5
    simulate`` played seed 0, and ``--screenshot x.png replay F`` wrote no picture (code review)."""
    from rackoapp.ui.arguments import given

    flags = given(args, args.window_options)
    if flags:
        raise UsageError(f"rackoapp: {flags[0]} is the game window's option, not {args.command}'s "
                         f"(its own options come after '{args.command}')")


def run_replay(path: str) -> int:
    from rackoapp.engine import RecordError, load_record, replay_summary

    try:
        record = load_record(path)
    except RecordError as e:
        tell(f"rackoapp replay: {e}")
        return EXIT_USAGE
    summary = replay_summary(record)
    if not print_result(json.dumps(summary)):
        return EXIT_USAGE
    return EXIT_OK if summary["error"] is None else EXIT_INVALID


def run_gui(args: argparse.Namespace) -> int:
    try:
        from rackoapp.ui.app import StartError, run
    except ImportError as e:
        if "PySide6" in str(e):
            tell("rackoapp: the game table is not available in this build "
                 f"({str(e).splitlines()[0]})")
            return EXIT_USAGE
        raise
    try:
        return run(args)
    except StartError as e:
        raise UsageError(str(e)) from None


def gui_main() -> int:
    """Entry point of ``rackoapp-gui`` (no console window on Windows).

    Without a console, pythonw gives no stdout/stderr: messages go nowhere
    rather than crash the launch.
    """
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives with the process
    return main()
