"""The rules of Rack-O and nothing else: no Qt, nothing from the layers above."""

from .actions import (
    DISCARD, SLOTS, TAKE_DISCARD, TAKE_DRAW, PublicTurn, Turn, TAKE_BY_NAME, TAKE_NAMES,
)
from .errors import IllegalAction
from .match import Match, RoundResult, default_seats, first_dealer, match_winner, side_totals, team_totals
from .observation import Observation
from .rack import is_rising, longest_run, rising_count, run_bonus, scoring_slots, slot_label
from .record import (
    GameRecord, Holding, RecordError, RoundLog, SeatInfo, dumps_record, load_record, loads_record,
    parse_record, save_record, seat_name_ok, unfit_char, LEVELS,
)
from .replay import replay_match, replay_summary, resume_match, ReplayStop
from .round import PLACE, RACKOUT, STALEMATE, TAKE, TURN_CAP, Round, goes_rackout, run_bonuses, score_round
from .rules import (
    DECK_SIZE, MAX_MATCH_ROUNDS, MAX_MATCH_TURNS, MAX_ROUND_TURNS, MAX_TARGET, RACK_SIZE, Rules,
)

# The names above, not the submodules that importing them binds here as well: a star import
# took ``round`` (the module) over the built-in (review).
__all__ = [name for name, value in dict(globals()).items()
           if not name.startswith("_") and type(value).__name__ != "module"]
