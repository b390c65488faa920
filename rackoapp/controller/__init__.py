"""The controller: one match of the engine behind Qt signals (QtCore only)."""

from rackoapp.choices import SPEEDS

from .game import DELAYS, GameController
from .questions import COMPUTER, HUMAN, IDLE, ROUND_OVER, VIEWING
from .texts import describe_turn

__all__ = ["COMPUTER", "DELAYS", "HUMAN", "IDLE", "ROUND_OVER", "SPEEDS", "VIEWING", "GameController",
           "describe_turn"]
