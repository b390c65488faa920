"""The data folder: the autosaved match, finished matches, statistics, the log.

Pure Python (no Qt), so it can be tested and used headless. Everything that
can go wrong with the disk becomes a one-line ``StorageError``; nothing is
ever overwritten half-way (writes are atomic) or deleted (bad files are
renamed aside).
"""

from __future__ import annotations

import errno
import os
import random
import time
from pathlib import Path

from rackoapp.engine import GameRecord, Match, RecordError, load_record, resume_match, save_record


class StorageError(OSError):
    """The data folder cannot be used; the message is one line for the player."""


def describe_os_error(e: OSError) -> str:
    if e.errno == errno.ENOSPC:
        return "the disk is full"
    if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "no permission to write there" if e.errno != errno.EROFS else "the disk is read-only"
    return (e.strerror or str(e)).splitlines()[0]


class DataDir:
    AUTOSAVE = "autosave.json"
    HISTORY = "history"
    STATS = "statistics.json"
    SETTINGS = "settings.ini"
    LOG = "rackoapp.log"

    def __init__(self, root: str | os.PathLike) -> None:
        self.root = Path(root)

    @property
    def autosave(self) -> Path:
        return self.root / self.AUTOSAVE

    @property
    def history(self) -> Path:
        return self.root / self.HISTORY

    @property
    def stats_file(self) -> Path:
        return self.root / self.STATS

    @property
    def settings_file(self) -> Path:
        return self.root / self.SETTINGS

    @property
    def log_file(self) -> Path:
        return self.root / self.LOG

    def ensure(self) -> None:
        """Create the folder and prove it is writable, or say in one line why not."""
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            probe = self.root / f".write-test-{os.getpid()}"
            with open(probe, "wb") as f:
                f.write(b"ok")
                f.flush()
                os.fsync(f.fileno())
            probe.unlink()
        except OSError as e:
            raise StorageError(f"cannot use the data folder {self.root}: {describe_os_error(e)}") from None

    # -- the running match -------------------------------------------------------

    def save_autosave(self, record: GameRecord) -> None:
        try:
            save_record(record, self.autosave)
        except OSError as e:
            raise StorageError(f"could not save the game: {describe_os_error(e)}") from None

    def load_autosave(self, rng: random.Random) -> tuple[Match | None, str | None]:
        """The autosaved match, ready to go on, and a one-line message if it was bad.

        A bad autosave (corrupt, truncated, unknown version, tampered) is never
        loaded half-way: it is renamed aside and (None, reason) comes back.
        """
        path = self.autosave
        if not path.exists():
            return None, None
        try:
            match = resume_match(load_record(path), rng)
        except RecordError as e:
            kept = keep_aside(path)
            where = f" (kept as {kept.name})" if kept else ""
            return None, f"The saved game could not be loaded: {e}{where}."
        if match.over:
            self.archive_autosave()
            return None, None
        return match, None

    def clear_autosave(self) -> None:
        try:
            self.autosave.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise StorageError(f"could not remove the saved game: {describe_os_error(e)}") from None

    def archive_autosave(self) -> Path | None:
        """Move a finished match into the history folder."""
        if not self.autosave.exists():
            return None
        try:
            self.history.mkdir(parents=True, exist_ok=True)
            target = free_name(self.history, time.strftime("match-%Y%m%d-%H%M%S"), ".json")
            os.replace(self.autosave, target)
        except OSError as e:
            raise StorageError(f"could not file the finished game: {describe_os_error(e)}") from None
        return target

    def history_records(self) -> list[Path]:
        if not self.history.is_dir():
            return []
        return sorted(self.history.glob("*.json"))



def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or with -2, -3, ... added until no such file exists."""
    candidate = folder / f"{stem}{suffix}"
    n = 1
    while candidate.exists():
        n += 1
        candidate = folder / f"{stem}-{n}{suffix}"
    return candidate


def keep_aside(path: Path) -> Path | None:
    """Rename a bad file aside (never delete it); None if even that fails."""
    target = free_name(path.parent, path.name + time.strftime(".bad-%Y%m%d-%H%M%S"), "")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target

