"""Finding the app's resource files (rules text, icons) wherever the app runs.

Installed, the top-level ``resources/`` folder ships inside the package as
``rackoapp.resources``; from a source checkout it is ``<repo>/resources``.
"""

from __future__ import annotations

import pathlib
from importlib.util import find_spec

SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2] / "resources"


def _package_dir() -> pathlib.Path | None:
    # The package's folder from its import spec: importlib.resources would cost the window's
    # start-up time (and a resource inside a zip was never usable here anyway).
    try:
        spec = find_spec("rackoapp.resources")
    except (ModuleNotFoundError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        path = pathlib.Path(folder)
        if path.is_dir():
            return path
    return None


def resource_path(name: str) -> pathlib.Path:
    """The path of resource ``name`` (e.g. ``"rules_en.md"``).

    The installed package copy is preferred; the source tree is the fallback.
    When neither has the file, the source-tree path is returned (it does not
    exist: callers check ``.is_file()``).
    """
    pkg = _package_dir()
    if pkg is not None:
        candidate = pkg / name
        if candidate.exists():
            return candidate
    return SOURCE_DIR / name


def read_text(name: str, encoding: str = "utf-8") -> str | None:
    """The text of resource ``name``, or None when it cannot be found or read."""
    path = resource_path(name)
    try:
        return path.read_text(encoding=encoding)
    except OSError:
        return None
