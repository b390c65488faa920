"""The coach: how good a seat's moves were, by hard-v1's expected-turns model.

Pure Python, no Qt: the command ``rackoapp review`` and the window (on a
worker thread) use the same functions.

- ``review_record(record, seat=None, rounds=None)``: a ``Review`` of a seat's
  moves (``to_dict()`` is what ``rackoapp review`` prints); ``iter_review``
  yields them one at a time; ``Review.costliest()`` for "Review this round".
- ``grade_move(obs, take, card, slot, deal_top=...)``: one move, from the
  seat's take-phase observation only (for grading moves as they are played).
- ``best_move(obs, deal_top)``: the move it grades best; ``hint(obs, deal_top)`` the same
  with a move about as good, if there is one (the window's hint).
- ``verdict(loss)`` and ``VERDICTS``: best, good, inaccuracy, mistake, blunder.

For the window: ``TurnReview.position`` is the seat's observation before the
move (to show the position), ``MoveGrade.best`` and ``best_card`` the better
move. Grading live, pass no ``draw_top``: the best move is then "take from the
draw pile" without a slot when that was best. The card turned up at the deal,
which every seat saw, is the observation's ``turned_up`` (``deal_top`` only
overrides it). Nothing here keeps shared
mutable state, so calls may run on worker threads.

The grades come from ``rackoapp.ai.hard_v1``, the Hard player frozen when the
coach was built, never from the current Hard, so a grade keeps its meaning
as Hard is improved. See ``model.py`` for what a loss measures.
"""

from .model import LOSS_CAP, TURNS_PER_MODEL_TURN, TURNS_PER_MODEL_TURN_RUN
from .review import (
    VERDICTS, Hint, MoveGrade, Review, ReviewError, TurnReview, best_move, check_record, default_seat,
    grade_move, hint, iter_review, review_record, verdict,
)

__all__ = [
    "LOSS_CAP", "TURNS_PER_MODEL_TURN", "TURNS_PER_MODEL_TURN_RUN", "VERDICTS", "Hint", "MoveGrade", "Review",
    "ReviewError", "TurnReview", "best_move", "check_record", "default_seat", "grade_move", "hint", "iter_review",
    "review_record", "verdict",
]
