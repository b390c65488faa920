"""The data folder's messages, each with a code and its parameters, and their English sentences.

As in the engine (``rackoapp/engine/errors.py``): ``str()`` is the English
sentence, for the log and the command line, and a window translates by
``code`` and ``params``. A ``reason`` parameter is a ``Problem``, an engine
error (a saved game that could not be loaded) or the system's own words (a
plain string, shown as it is).
"""

from __future__ import annotations

from rackoapp.engine.errors import CodedError, render

# code -> the English sentence, with {parameters}: every code the data folder says.
MESSAGES = {
    # why the disk refused (describe_os_error)
    "disk_full": "the disk is full",
    "no_permission": "no permission to write there",
    "no_read_permission": "no permission to read it",
    "read_only": "the disk is read-only",
    "path_through_file": "a part of the path is a file, not a folder",
    "is_a_file": "it is a file, not a folder",
    "is_a_folder": "{path} is a folder, not a file",
    "link_loop": "it is a loop of symbolic links",
    "link_to_nothing": "it is a symbolic link to nothing",
    "cannot_create": "files cannot be made there",
    "folder_gone": "the data folder {folder} is no longer there",
    "taken_over": "another RackoApp has taken over the data folder {folder}",
    # the folder (StorageError, AlreadyRunning)
    "folder_unusable": "cannot use the data folder {folder}: {reason}",
    "lock_failed": "cannot lock the data folder {folder}: {reason}",
    "already_running": "RackoApp is already running with the data folder {folder}",
    "no_data_folder": "this system names no folder for the game's data",
    # the matches
    "save_failed": "could not save the game: {reason}",
    "folder_taken": "could not save the game: another RackoApp has taken over the data folder {folder}",
    "remove_failed": "could not remove the saved game: {reason}",
    "filing_failed": "could not add the finished match to the history: {reason}",
    "archive_failed": "could not add the match left unfinished to the history: {reason}",
    "not_saved_yet": "the finished match is not saved yet: {reason}; RackoApp keeps trying",
    "not_filed_yet": "the match given up is not saved yet: {reason}; RackoApp keeps trying",
    "history_unusable": "the history folder {history} cannot be used ({reason}); matches are kept in "
                        "{folder} as {unfiled}",
    "autosave_unreadable": "The saved game could not be loaded: {reason}.",
    "autosave_kept_aside": "The saved game could not be loaded: {reason} (kept as {kept}).",
    "autosave_before_damage": "The saved game was damaged ({reason}); it continues from the turn "
                              "before (the damaged file is kept as {kept}).",
    "autosave_given_up_before_damage": "The saved game was damaged ({reason}); it is kept in the history up to "
                                       "the turn before (the damaged file is kept as {kept}).",
    # the statistics
    "statistics_save_failed": "could not save the statistics: {reason}",
    "statistics_left_alone": "the statistics file could not be read: it is left untouched, and this session's "
                             "results are not added to it",
    "statistics_not_regular": "the statistics file could not be read (it is not a regular file)",
    "statistics_unreadable": "the statistics could not be read ({detail})",
    "statistics_kept_aside": "the statistics file was damaged and starts afresh (the old file is kept as {kept})",
    "statistics_partly_read": "some statistics could not be read and start again from 0 (the file as it was is kept as {kept})",
    "statistics_newer": "the statistics were saved by a newer RackoApp: the counts this one knows go on (the file "
                        "as it was is kept as {kept})",
}


class StorageError(CodedError, OSError):
    """The data folder cannot be used: a code of ``MESSAGES`` and its parameters; the
    message is one line for the player."""

    MESSAGES = MESSAGES


class AlreadyRunning(StorageError):
    """Another live RackoApp holds the data folder."""


class Problem(str):
    """A message that is no error raised but a line to show (a warning that holds, the reason
    a file was set aside): the English sentence as a string, with its code and parameters."""

    code: str | None
    params: dict

    def __new__(cls, code: str, /, **params) -> "Problem":
        text, known = render(MESSAGES, code, params)
        self = super().__new__(cls, text)
        self.code, self.params = known, params
        return self
