"""``rackoapp review FILE [--seat N]``: grade a seat's moves in a game record.

Prints one JSON object::

    {"seat": N, "turns": [{"round": r, "turn": t, "played": {...}, "best": {...},
                           "loss": x, "verdict": "best"}, ...], "mean_loss": x}

A turn the record notes as played wholly as the coach hinted adds ``"hinted": true``.
``played`` and ``best`` are moves as a game record writes them
(``{"seat", "take", "slot"}``); ``loss`` and the verdicts are explained in
``rackoapp.coach``. The seat defaults to the record's first human seat, and
to seat 0 in a record of computers only.

A long record says how far the grading has got on stderr every couple of seconds
(``--quiet``: never): a 175-round one took 40 s with no word (review).

Errors are those of ``replay``, each one line on stderr: a file that is not a
readable record exits 2; a record with an illegal turn exits 1 (the line names
the round, the turn and the reason, and nothing is graded); a ``--seat`` the
record does not have exits 2.
"""

from __future__ import annotations

import argparse
import json

from rackoapp.ui.arguments import parse_path, print_result, tell, whole_number

from . import EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError
from .progress import Progress


def _seat_number(text: str) -> int:
    try:
        return whole_number(text)
    except argparse.ArgumentTypeError as e:
        raise argparse.ArgumentTypeError(f"invalid seat: {e}") from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=parse_path, help="a game record (.json)")
    parser.add_argument("--seat", type=_seat_number, default=None,
                        help="the seat to review, from 0 (default: the first human seat, "
                             "or seat 0 if all are computers)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def run(args: argparse.Namespace) -> int:
    from rackoapp.coach import ReviewError, review_record
    from rackoapp.engine import RecordError, load_record

    try:
        record = load_record(args.file)
    except RecordError as e:
        tell(f"rackoapp review: {e}")
        return EXIT_USAGE
    n = record.rules.seats
    if args.seat is not None and not 0 <= args.seat < n:
        raise UsageError(f"rackoapp review: --seat must be 0 to {n - 1} (the record has {n} seats)")
    progress = None if args.quiet else Progress("review", len(record.rounds), "rounds")
    try:
        review = review_record(record, args.seat, progress=progress)
    except ReviewError as e:
        tell(f"rackoapp review: {e}")
        return EXIT_INVALID
    if progress is not None:
        progress.done()
    out = review.to_dict()
    # The window notes the moves played wholly as the coach hinted; the statistics leave them out.
    hinted = {(r, t) for r, log in enumerate(record.rounds, 1) for t in log.hinted}
    for turn in out["turns"]:
        if (turn["round"], turn["turn"]) in hinted:
            turn["hinted"] = True
    if not print_result(json.dumps(out)):
        return EXIT_USAGE
    return EXIT_OK
