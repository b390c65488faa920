"""What the window gains beyond the table: the coach, accessibility and the first-round guide
(one call from it)."""

from __future__ import annotations

from .access import install_access
from .coach import install_coach
from .guide import install_guide


def install_addons(window) -> None:
    install_coach(window)
    install_access(window)
    install_guide(window)
