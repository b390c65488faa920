"""The player's files: autosave, history, statistics (pure Python, no Qt)."""

from .datadir import DataDir, describe_os_error, display_path, record_id, statistics_reason
from .errors import AlreadyRunning, Problem, StorageError
from .lock import FolderLock
from .statistics import LevelStats, Statistics, opponent_level, player_seat, untouched

__all__ = ["AlreadyRunning", "DataDir", "Problem", "StorageError", "describe_os_error", "display_path", "record_id",
           "FolderLock", "log_handler", "LevelStats", "Statistics", "opponent_level", "player_seat", "statistics_reason",
           "untouched"]


def __getattr__(name: str):
    # The log's module loads logging.handlers (sockets, pickle): the window opens its log
    # after the first paint, so the import waits until someone asks.
    if name == "log_handler":
        from .logfile import log_handler

        return log_handler
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
