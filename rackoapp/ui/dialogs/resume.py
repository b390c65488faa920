"""A match left in play: resume it at start, or abandon it for a new game (their words are the
main window's)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from rackoapp.controller.texts import display_name, isolated, named_sides, sides_text
from rackoapp.engine import Match, side_totals
from rackoapp.storage.statistics import player_seat  # the seat the statistics count for

from .question import question_box
from .seat_words import players_text


def match_sides(match: Match) -> list[tuple[str, int]]:
    """(name, total) of each side as the table names it: with partners a team and its total."""
    return named_sides(match.seats, match.rules.teams, side_totals(match.rules, match.totals))


def counted_for(match: Match) -> str:
    """Whose statistics the match counts in, said where two or more people share the table: the
    questions said "counted in the statistics" in hot seat with no word of whose (review)."""
    if sum(not seat.is_computer for seat in match.seats) < 2:
        return ""
    player = match.seats[player_seat(match)].name
    return QCoreApplication.translate("MainWindow", "It counts in the statistics of {player}, the first person at the "
                                      "table.").format(player=isolated(display_name(player, True)))


def resume_dialog(match: Match, counts: bool = True, parent: QWidget | None = None,
                  kept: bool = True) -> QMessageBox:
    """Yes resumes; No gives the match up for a new one (the window counts it as abandoned, if
    ``counts``: a match played on from its record counted when it was first played; and keeps it
    in the history, if ``kept``: one where no human has taken a card is dropped)."""
    names = sides_text(match_sides(match))
    # Its target and its computers' levels: the next day "round 3; You: 150, Ada: 55" said too
    # little of which match it was (playtest).
    if match.round is None:  # an autosave of a match not yet dealt said "round 0" (review)
        where = QCoreApplication.translate("MainWindow", "A match to {target} is about to be dealt ({scores}).")
    elif match.round.over:  # the next round is not dealt yet
        where = QCoreApplication.translate("MainWindow", "A match to {target} is in progress (after round {number}; "
                                           "{scores}).")
    else:
        where = QCoreApplication.translate("MainWindow", "A match to {target} is in progress (round {number}; "
                                           "{scores}).")
    text = where.format(target=match.rules.target, number=match.round_number, scores=names)
    computers = [s for s in match.seats if s.is_computer]
    if computers:  # one is "player" ("Computer players: Ada (Medium).", code review)
        said = QCoreApplication.translate("MainWindow", "Computer player: {players}.") if len(computers) == 1 \
            else QCoreApplication.translate("MainWindow", "Computer players: {players}.")
        text += " " + said.format(players=players_text(computers))
    if not kept:  # it said "kept in the history" of a match that never was (playtest)
        choices = QCoreApplication.translate(
            "MainWindow", "Resume continues where you left off. New game abandons this match: no one has taken a card yet, "
            "so it is neither kept in the history nor counted.")
    elif counts:
        choices = QCoreApplication.translate(
            "MainWindow", "Resume continues where you left off. New game abandons this match: it stays in the history and is "
            "counted in the statistics as played and not won.")
        choices = " ".join(filter(None, (choices, counted_for(match))))
    else:
        choices = QCoreApplication.translate(
            "MainWindow", "Resume continues where you left off. New game abandons this match: it stays in the history "
            "but does not count in the statistics.")
    box = question_box(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Resume the match?"),
                       f"{text}\n\n{choices}", parent)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    # Esc keeps the match: it picked New game, the button that gives it up (playtest).
    box.setEscapeButton(QMessageBox.StandardButton.Yes)
    # Alt keys for both (keyboard players needed Shift+Tab and Space, playtest).
    box.button(QMessageBox.StandardButton.Yes).setText(QCoreApplication.translate("MainWindow", "&Resume"))
    box.button(QMessageBox.StandardButton.No).setText(QCoreApplication.translate("MainWindow", "&New game"))
    box.setObjectName("resumeDialog")
    _once(box)
    return box


def _words_only(box: QMessageBox) -> None:
    """No desktop icons on the buttons: Yes's green tick and No's red cross read backwards on
    "Abandon it" and "Keep the current match" (playtest)."""
    from PySide6.QtGui import QIcon

    for button in box.buttons():
        button.setIcon(QIcon())


def abandon_dialog(sides, counts: bool = True, parent: QWidget | None = None, kept: bool = True,
                   whose: str = "") -> QMessageBox:
    """Yes abandons the match in play (kept in the history; ``counts``: counted as played and not
    won, which a match played on from its record, counted once already, is not; not ``kept`` in a
    session without a data folder, which keeps nothing). ``sides``: (name, total) of each player
    or team, as the table names them; ``whose``: ``counted_for`` the match."""
    if not kept:
        # It said "will be kept in the history" where nothing is saved (review).
        text = QCoreApplication.translate(
            "MainWindow", "The match in play ({score}) cannot be kept: nothing is saved in this session.")
    elif counts:
        text = QCoreApplication.translate(
            "MainWindow", "The match in play ({score}) will be kept in the history and counted "
            "in the statistics as played and not won.")
    else:
        text = QCoreApplication.translate(
            "MainWindow", "The match in play ({score}) will be kept in the history; it does not count "
            "in the statistics.")
    said = text.format(score=sides_text(sides))
    if kept and counts:
        said = " ".join(filter(None, (said, whose)))
    box = question_box(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Abandon the match?"),
                       said, parent)
    box.button(QMessageBox.StandardButton.Yes).setText(QCoreApplication.translate("MainWindow", "&Abandon it"))
    # Not "Keep playing": after "Play on from here" it read as a yes to that (playtest).
    box.button(QMessageBox.StandardButton.No).setText(QCoreApplication.translate("MainWindow", "&Keep the current match"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    _once(box)
    return box


def _once(box: QMessageBox) -> None:
    """Words only, and gone once answered: exec() deletes it, where each question asked lived on,
    a child of the window, until the window went (code review)."""
    _words_only(box)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
