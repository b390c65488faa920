"""RackoApp: Rack-O on your desktop."""


def __getattr__(name: str):
    # The version is looked up when asked: importlib.metadata costs the window's start-up time.
    if name == "__version__":
        return _version()
    raise AttributeError(f"module 'rackoapp' has no attribute {name!r}")


def _version() -> str:
    """pyproject.toml's version, wherever the app runs from: the frozen app's copy (written by
    packaging/rackoapp.spec), the source tree's own file, or the installed package's metadata.
    A source tree said the "0.1.0" written here, whatever pyproject.toml said (review)."""
    from pathlib import Path

    here = Path(__file__).resolve().parent
    try:
        written = (here / "VERSION").read_text(encoding="utf-8").strip()
        if written:
            return written
    except (OSError, ValueError):  # none, or not text
        pass
    try:
        import tomllib

        project = tomllib.loads((here.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        if project["name"] == "rackoapp":
            return project["version"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    try:
        from importlib.metadata import version

        return version("rackoapp")
    except Exception:
        return "unknown"


import logging as _logging

# The app's messages go to its log file (set up by the window), never by
# default to the player's terminal.
_logging.getLogger("rackoapp").addHandler(_logging.NullHandler())
