"""The levels' and the seats' names as the dialogs give them ("Ada (Medium)"): a module of its
own, light enough for the resume question at start-up, which needs no dialog of records or
statistics to name the computer players."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rackoapp.controller.texts import TEAM_JOIN, display_name
from rackoapp.engine import SeatInfo

LEVEL_NAMES = {
    "baseline": QT_TRANSLATE_NOOP("Levels", "Beginner"), "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "Medium"), "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}


def level_name(level: str) -> str:
    return QCoreApplication.translate("Levels", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def players_text(seats: tuple[SeatInfo, ...], teams: tuple[tuple[int, ...], ...] = ()) -> str:
    """The players, a computer with its level; partners joined by "&", and the two teams by "vs"
    ("Mum & Ann vs Dad & Ben": Open record listed four names with no word of who played with
    whom, playtest; then a comma alone split the teams, dialogs review)."""
    def one(s: SeatInfo) -> str:
        return f"{display_name(s.name, False)} ({level_name(s.level)})" if s.is_computer \
            else display_name(s.name, True)

    if any(len(team) > 1 for team in teams):
        sides = [TEAM_JOIN.join(one(seats[k]) for k in team) for team in teams]
        if len(sides) == 2:
            return QCoreApplication.translate("Levels", "{first} vs {second}").format(first=sides[0], second=sides[1])
        return ", ".join(sides)
    return ", ".join(one(s) for s in seats)
