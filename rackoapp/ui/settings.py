"""Every QSettings key of the app with its default, in one place.

QSettings in INI format hands back strings (and an empty list or None for
things it could not store), so ``get`` converts what it reads to the type of
the key's default and falls back to the default for anything unreadable or
out of range.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import re
import shutil
import tempfile
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from rackoapp.choices import DEFAULT_SPEED, SPEEDS

DEFAULTS: dict[str, Any] = {
    "view/speed": DEFAULT_SPEED,     # one of SPEEDS: how fast computer turns are animated
    "view/public_cards": True,       # show the cards other seats made public on their racks
    "view/side_panel": True,         # the score sheet and the moves beside the table (F9)
    "window/geometry": None,         # QByteArray from QWidget.saveGeometry()
    "newgame/choice": None,          # JSON text: the last choices of the new-game dialog
    "ui/language": "",               # "" means the system language
    "coach/grade_live": False,       # grade each of the human's moves as it is played
    "view/colourblind": False,       # the colour-blind-safe card palette
    "view/high_contrast": False,     # the high-contrast theme
    "view/reduce_motion": False,     # cards move without flying, nothing pops or falls
    "guide/seen": False,             # the first-round guide was shown (and finished or skipped)
    "records/folder": "",            # where a record was last saved or browsed to ("": none yet)
    "match/ended": "",               # the record of a match that ended here, while its banner stands
}

# Keys whose value must be one of a fixed set.
CHOICES: dict[str, tuple] = {
    "view/speed": SPEEDS,
}

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off", ""}


unnamed: list[str] = []  # settings files Qt could not name, kept for the session instead
# What the window tells once it is up, by the file name of the settings it concerns: the player's
# file was set aside (the name it is kept under), or could not be, and the settings last this
# session only (""). Only the log said so: the speed, the language and the window's place went
# back to the defaults unexplained (hostile-input review).
set_aside: dict[str, str] = {}


def take_set_aside(settings: QSettings) -> str | None:
    """What happened to the file ``settings`` replaced, once: the name the old file is kept under,
    "" if it could not be set aside (these settings last this session only), None if nothing."""
    return set_aside.pop(settings.fileName(), None)

# A few dozen short keys take a few kilobytes: a bigger file is no settings file this app wrote,
# and QSettings would read it whole (a 300 MB one took 668 MB) and then write over it.
MAX_SETTINGS_BYTES = 1024 * 1024


def make_settings(path: str | None = None) -> QSettings:
    """The app's settings: an INI file at ``path``, or the user's RackoApp settings."""
    if path is None:
        return _readable(lambda: QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                           "RackoApp", "RackoApp"))
    path = str(path)
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        # Bytes the file system's encoding could not decode (a folder named b"x\xff\xfe"):
        # Qt would write U+FFFD in their place, to a new folder beside the data folder.
        # The settings are kept for this session only, and the log says so (run() logs
        # ``unnamed`` again once the data folder's log is open).
        unnamed.append(path)
        logging.getLogger("rackoapp").warning(
            "settings kept for this session only: Qt cannot name the file %r", path)
        return session_settings()
    from pathlib import Path

    from rackoapp.storage.datadir import unfit_file

    why = unfit_file(Path(path), MAX_SETTINGS_BYTES)
    if why is not None:
        # Anything but a regular file of a sane size is renamed aside first (``NAME.bad-DATE``,
        # as the data folder does with files it cannot read), so the settings start from the
        # defaults and nothing is lost: QSettings would hang in open() on a FIFO, write through a
        # symlink to the file it points at, and read a huge file whole before replacing it.
        kept = _set_aside(path, why)
        if kept is None:
            return _told(session_settings(), "")
        return _told(QSettings(path, QSettings.Format.IniFormat), kept)
    return _readable(lambda: QSettings(path, QSettings.Format.IniFormat))


def cannot_keep(settings: QSettings) -> bool:
    """The settings file cannot be written: read-only, or in a folder that takes no new file
    (Qt saves by writing a new file and renaming it over the old). Every change was lost at
    exit without a word (robustness review)."""
    path = settings.fileName()
    if os.path.lexists(path) and not os.access(path, os.W_OK):
        return True
    folder = os.path.dirname(os.path.abspath(path))
    while folder and not os.path.isdir(folder) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)  # Qt makes the folders missing on the way
    return not os.access(folder, os.W_OK)


def _told(settings: QSettings, kept: str) -> QSettings:
    set_aside[settings.fileName()] = kept
    return settings


def _readable(open_settings) -> QSettings:
    """``open_settings()``, unless what it read is no settings file of this app's: then that file
    is renamed aside, as ``make_settings`` does with a file unfit to open, and the settings start
    from the defaults. Garbage reads as a few odd keys without a word from Qt, and was silently
    written over (playtest)."""
    settings = open_settings()
    why = _not_ours(settings)
    if why is None:
        return settings
    path = settings.fileName()
    del settings  # read only: it has nothing to write back
    kept = _set_aside(path, why)
    return _told(open_settings(), kept) if kept is not None else _told(session_settings(), "")


def _not_ours(settings: QSettings) -> str | None:
    """Why what ``settings`` read is no settings file of this app's (a few words), or None."""
    if _serialised_values(settings.fileName()):
        return "holds a serialised value RackoApp never writes"
    keys = settings.allKeys()
    if settings.status() == QSettings.Status.FormatError:
        return "is damaged"
    if settings.status() == QSettings.Status.AccessError and os.path.exists(settings.fileName()) \
            and not os.access(settings.fileName(), os.R_OK):
        # Unreadable (its owner or mode changed): read as empty, it was silently written over
        # or, unwritable too, every change was lost without a word (playtest). Only this file:
        # a system-wide fallback Qt could not read is no reason to set the player's aside.
        return "cannot be read"
    if keys and not any(key in DEFAULTS for key in keys):
        return "holds none of RackoApp's settings"
    return None


# Qt's escapes: a hex or an octal number, a letter of C's ("\\t"), or any other character,
# which Qt drops with its backslash ("\\," and "\\ " are nothing at all).
_ESCAPE = re.compile(rb"\\(x[0-9a-fA-F]*|[0-7]+|.)", re.DOTALL)
_KNOWN = frozenset(b"abfnrtv\"?'\\")  # the letters of C's escapes that Qt reads
_CONTINUED = re.compile(rb"(?<!\\)((?:\\\\)*)\\\r?\n")  # a line that ends in a lone backslash goes on
_DECODED = b"@Variant("  # Qt writes a text that begins with @ as @@


def _spelt(escape: re.Match) -> bytes:
    """An escape as Qt reads it, as far as it matters here: "@" is "@"; any other character it
    spells is a plain "?" (never a quote, a space or a "," that would begin an item: escaped,
    Qt reads them as text); an escape Qt does not know is nothing."""
    body = escape.group(1)
    # An "x" with no hex digit after it is nothing to Qt, and "8" and "9" are no octal digits:
    # read as numbers, a damaged file stopped the app at every start (hostile-input play-test).
    if body == b"x":
        return b""
    if body[:1] == b"x" or body[:1] in b"01234567":
        value = int(body[1:], 16) if body[:1] == b"x" else int(body, 8)
        return b"@" if value == ord("@") else b"?"
    return b"?" if body[0] in _KNOWN else b""


def _decoded_item(value: bytes) -> bool:
    """Whether an item of the INI value ``value`` (the value, or a list's item between commas
    outside quotes) begins with ``@Variant(``, maybe after spaces and an opening quote."""
    k, quoted, start = 0, False, True
    while k < len(value):
        if start:
            k += len(value[k:]) - len(value[k:].lstrip(b" \t"))
            if value[k:k + 1] == b'"':
                quoted, k = True, k + 1
                k += len(value[k:]) - len(value[k:].lstrip(b" \t"))
            if value.startswith(_DECODED, k):
                return True
            start = False
            continue
        c = value[k:k + 1]
        if c == b'"':
            quoted = not quoted
        elif c == b"," and not quoted:
            start = True
        k += 1
    return False


def _serialised_values(path: str) -> bool:
    """Whether the file at ``path`` holds a ``@Variant(...)`` value, before Qt decodes any: one
    that claims a list of 2**31 items aborted the app at every start, inside Qt, with nothing
    in the log (hostile-input review). The app never writes one (its values are words, numbers,
    texts in quotes and the window's ``@ByteArray``): a name with "@Variant(" in it is in such
    quotes, and an "@" spelt as an escape is read as Qt reads it (diff review)."""
    try:
        with open(path, "rb") as f:
            text = f.read(MAX_SETTINGS_BYTES + 1)
    except OSError:
        return False  # nothing there, or unreadable: _not_ours says so in its own terms
    text = _ESCAPE.sub(_spelt, _CONTINUED.sub(rb"\1", text))
    return any(_decoded_item(line.partition(b"=")[2]) for line in text.splitlines() if b"=" in line)


def given_settings(path: str) -> QSettings:
    """The settings file named with ``--settings`` (for the benchmarks): used if it is new or
    RackoApp's. Anything else is left alone, never renamed aside as the data folder's own
    settings.ini is (``--settings ~/.bashrc`` renamed it, and a folder given went the same way,
    playtest): the settings then last this session only."""
    if os.path.lexists(path):
        why = _unfit(path)
        if why is not None:
            logging.getLogger("rackoapp").warning("settings kept for this session only: %s %s", path, why)
            return session_settings()
    return make_settings(path)


def _unfit(path: str) -> str | None:
    """Why the settings file at ``path`` is not one to read (a few words), or None; only read."""
    from pathlib import Path

    from rackoapp.storage.datadir import unfit_file

    return unfit_file(Path(path), MAX_SETTINGS_BYTES) or _not_ours(QSettings(path, QSettings.Format.IniFormat))


def read_only_settings(path: str) -> QSettings | None:
    """The settings file at ``path``, to read and never to write or rename (another app's), or
    None if it is not one to read: one "@Variant" value aborted the app inside Qt (review)."""
    return QSettings(path, QSettings.Format.IniFormat) if _unfit(path) is None else None


def _set_aside(path: str, why: str) -> str | None:
    """Rename the settings file ``path`` aside and log ``why`` (a few words); the name it is kept
    under, or None if it could not be renamed (the settings then last this session only)."""
    from pathlib import Path

    from rackoapp.storage.datadir import keep_aside
    from rackoapp.ui.faults import hold_early

    kept = keep_aside(Path(path))
    hold_early()  # the log file is not open yet: the line waits for it
    if kept is None:
        logging.getLogger("rackoapp").warning(
            "settings kept for this session only: %s %s and cannot be set aside", path, why)
        return None
    logging.getLogger("rackoapp").warning(
        "settings start from the defaults: %s %s; it is kept as %s", path, why, kept.name)
    return kept.name


def session_settings() -> QSettings:
    """Settings that last this session only: an INI file in a private temporary folder,
    removed at exit. Never os.devnull: Qt's atomic save, run as root, replaces the device
    with a plain file."""
    folder = tempfile.mkdtemp(prefix="rackoapp-settings-")
    atexit.register(shutil.rmtree, folder, True)
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def _to_bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0 if value in (0, 1) else None
    if isinstance(value, (bytes, QByteArray)):
        value = bytes(value).decode("utf-8", "replace")
    if isinstance(value, str):
        v = value.strip().lower()
        if v in _TRUE:
            return True
        if v in _FALSE and v:
            return False
    return None


def _to_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def _convert(key: str, value: Any) -> Any:
    """``value`` as the type of ``DEFAULTS[key]``, or None when it cannot be read."""
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return _to_bool(value)
    if isinstance(default, int):
        return _to_int(value)
    if isinstance(default, float):
        try:
            return float(value)
        except (TypeError, ValueError):
            return None
    if isinstance(default, str):
        if isinstance(value, (bytes, QByteArray)):
            value = bytes(value).decode("utf-8", "replace")
        # A NUL is no text a setting holds (Qt's INI reader makes one of "\0"): as a path it
        # raised ValueError in open() (code review).
        return value if isinstance(value, str) and "\0" not in value else None
    # Default None: the window's geometry (bytes) or the new-game JSON text.
    if key == "newgame/choice":
        if isinstance(value, (bytes, QByteArray)):
            value = bytes(value).decode("utf-8", "replace")
        if not isinstance(value, str) or not value:
            return None
        try:
            json.loads(value)
        except ValueError:
            return None
        return value
    if key.startswith("window/"):
        if isinstance(value, QByteArray):
            return value if not value.isEmpty() else None
        if isinstance(value, bytes):
            return QByteArray(value) if value else None
        return None
    return value


def get(settings: QSettings, key: str) -> Any:
    """The stored value of ``key`` as its default's type, or the default."""
    if key not in DEFAULTS:
        raise KeyError(f"unknown settings key {key!r}")
    default = DEFAULTS[key]
    if not settings.contains(key):
        return default
    try:
        value = _convert(key, settings.value(key))
    except Exception:  # a corrupt file must never break the app
        value = None
    if value is None:
        return default
    if key in CHOICES and value not in CHOICES[key]:
        return default
    return value


def put(settings: QSettings, key: str, value: Any) -> None:
    """Store ``value`` under ``key``; None removes the key (back to the default)."""
    if key not in DEFAULTS:
        raise KeyError(f"unknown settings key {key!r}")
    if value is None:
        settings.remove(key)
    elif isinstance(value, bool):
        settings.setValue(key, "true" if value else "false")
    elif isinstance(value, bytes):
        settings.setValue(key, QByteArray(value))
    else:
        settings.setValue(key, value)


def reset(settings: QSettings) -> None:
    """Forget every stored setting."""
    for key in DEFAULTS:
        settings.remove(key)
