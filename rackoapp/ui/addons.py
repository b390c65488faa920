"""What the window gains beyond the table: the coach and accessibility (one call from it)."""

from __future__ import annotations

from .access import install_access
from .coach import install_coach


def install_addons(window) -> None:
    install_coach(window)
    install_access(window)
