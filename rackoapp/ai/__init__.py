"""Computer players: they see only their seat's observation."""

from .player import DISCARD_PILE, DRAW, ComputerPlayer

__all__ = ["ComputerPlayer", "DRAW", "DISCARD_PILE"]
