"""The controller: one match of the engine behind Qt signals (QtCore only)."""

from rackoapp.choices import SPEEDS

from .game import DELAYS, GameController
from .texts import describe_turn

__all__ = ["DELAYS", "SPEEDS", "GameController", "describe_turn"]
