"""The controller: one match of the engine behind Qt signals (QtCore only)."""

from .game import DELAYS, SPEEDS, GameController, describe_turn

__all__ = ["DELAYS", "SPEEDS", "GameController", "describe_turn"]
