"""The controller: one match of the engine behind Qt signals (QtCore only)."""

from .qtfix import pin_bools

pin_bools()  # before any signal is emitted: see qtfix.py

from .game import DELAYS, SPEEDS, GameController, describe_turn

__all__ = ["DELAYS", "SPEEDS", "GameController", "describe_turn"]
