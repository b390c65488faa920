"""The player's files: autosave, history, statistics (pure Python, no Qt)."""

from .datadir import DataDir, describe_os_error, display_path, record_id
from .errors import AlreadyRunning, Problem, StorageError
from .lock import FolderLock
from .logfile import log_handler
from .statistics import LevelStats, Statistics, opponent_level, player_seat

__all__ = ["AlreadyRunning", "DataDir", "Problem", "StorageError", "describe_os_error", "display_path", "record_id",
           "FolderLock", "log_handler", "LevelStats", "Statistics", "opponent_level", "player_seat"]
