"""RackoApp: Rack-O on your desktop."""


def __getattr__(name: str):
    # The version is looked up when asked: importlib.metadata costs the window's start-up time.
    if name == "__version__":
        try:
            from importlib.metadata import version

            return version("rackoapp")
        except Exception:  # running from a source tree that was never installed
            return "0.1.0"
    raise AttributeError(f"module 'rackoapp' has no attribute {name!r}")


import logging as _logging

# The app's messages go to its log file (set up by the window), never by
# default to the player's terminal.
_logging.getLogger("rackoapp").addHandler(_logging.NullHandler())
