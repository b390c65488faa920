"""The player's files: autosave, history, statistics (pure Python, no Qt)."""

from .datadir import DataDir, StorageError, describe_os_error
from .statistics import LevelStats, Statistics, opponent_level, player_seat

__all__ = ["DataDir", "StorageError", "describe_os_error", "LevelStats", "Statistics",
           "opponent_level", "player_seat"]
