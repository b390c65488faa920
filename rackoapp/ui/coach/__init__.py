"""The coach in the window: round reviews, verdicts in the move log, live grades.

``install_coach(window)`` is all the main window calls; everything heavy runs
on the coach's own worker thread (the computer players keep theirs).
"""

from .coach import Coach, install_coach

__all__ = ["Coach", "install_coach"]
