"""RackoApp: Rack-O on your desktop."""

try:
    from importlib.metadata import version as _version

    __version__ = _version("rackoapp")
except Exception:  # running from a source tree that was never installed
    __version__ = "0.1.0"

import logging as _logging

# The app's messages go to its log file (set up by the window), never by
# default to the player's terminal.
_logging.getLogger("rackoapp").addHandler(_logging.NullHandler())
