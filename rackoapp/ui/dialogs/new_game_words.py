"""The new-game dialog's words: the levels, the kinds of player, the rebuild choices and every tooltip.

They are marked for translation here (context "NewGameDialog") and translated
where they are shown.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox

from .seat_words import LEVEL_NAMES

# The texts below are translated where they are shown (context "NewGameDialog"), but for the
# levels' names, which every dialog gives alike (seat_words, context "Levels").
# (value, label, tooltip), weakest first, as a player reads a ladder: Beginner (the yardstick
# "baseline") stood last, after Hard (playtests).
LEVEL_CHOICES = tuple((level, LEVEL_NAMES[level], tip) for level, tip in (
    ("baseline", QT_TRANSLATE_NOOP("NewGameDialog", "The simplest player, weaker than Easy: each card goes to the slot for its part of the deck, with no plan.")),
    ("easy", QT_TRANSLATE_NOOP("NewGameDialog", "Plays sensibly but makes mistakes: a relaxed game.")),
    ("medium", QT_TRANSLATE_NOOP("NewGameDialog", "A fair opponent that keeps an eye on the discard pile.")),
    ("hard", QT_TRANSLATE_NOOP("NewGameDialog", "The strongest computer player: remembers what it saw and plans ahead.")),
))
KIND_CHOICES = (
    ("human", QT_TRANSLATE_NOOP("NewGameDialog", "Human"), QT_TRANSLATE_NOOP("NewGameDialog", "A person at this computer plays this seat with the mouse or the keyboard.")),
    ("computer", QT_TRANSLATE_NOOP("NewGameDialog", "Computer"), QT_TRANSLATE_NOOP("NewGameDialog", "The computer plays this seat at the chosen level.")),
)

TIPS = {
    "seats": QT_TRANSLATE_NOOP("NewGameDialog", "How many racks are dealt: 2, 3 or 4 players. The deck has 40 cards "
             "for 2 players, 50 for 3 and 60 for 4."),
    "name": QT_TRANSLATE_NOOP("NewGameDialog", "The name shown at the table and on the score sheet. Every seat needs its own name."),
    "kind": QT_TRANSLATE_NOOP("NewGameDialog", "Who plays this seat: a person (Human) or the computer."),
    "level": QT_TRANSLATE_NOOP("NewGameDialog", "How well the computer plays this seat."),
    "target": QT_TRANSLATE_NOOP("NewGameDialog", "The match ends after the round in which someone reaches this many points; "
              "the highest total wins, and a tie for the highest total means another round. 500 is the usual "
              "match; 200 makes a short one of a few rounds, and 75 is usually decided by a single Rack-O (a Rack-O is 75 points)."),
    "two_player_run": QT_TRANSLATE_NOOP("NewGameDialog", "Only with 2 players: a rack with all ten cards rising only counts as "
                      "Rack-O if it also holds a run of three or more numbers in a row "
                      "next to each other, such as 17, 18, 19."),
    "bonus_runs": QT_TRANSLATE_NOOP("NewGameDialog", "Bonus Rack-O: whoever goes Rack-O also scores for the longest run in "
                  "their rack (numbers going up by exactly one in neighbouring slots): "
                  "3 cards 50, 4 cards 100, 5 cards 200, 6 or more 400."),
    "bonus_partners": QT_TRANSLATE_NOOP("NewGameDialog", "With partners the run bonus always counts, for both racks of the "
                      "team that went Rack-O."),
    "partners": QT_TRANSLATE_NOOP("NewGameDialog", "Only with 4 players: the players across from each other (players 1 and 3 "
                "against players 2 and 4) play as a team. Each plays their own rack and cannot "
                "see their partner's; the team's scores are added up and the "
                "team total races to the target."),
    "rebuild": QT_TRANSLATE_NOOP("NewGameDialog", "What happens when the draw pile runs out: the discard pile becomes the "
               "new draw pile. Shuffle the discards: it is shuffled first, so remembering "
               "old discards does not help. Turn the discards over (classic): the pile is just turned over, so the oldest "
               "discard is turned up to start the new discard pile, and the cards after it come in the order "
               "they were thrown away."),
    "max_rebuilds": QT_TRANSLATE_NOOP("NewGameDialog", "How often the draw pile may be rebuilt in one round. When it would run "
                    "out once more, the round ends without a Rack-O and everyone scores "
                    "their rising cards. 0 ends the round the first time the draw pile runs "
                    "out; No limit never stops the round this way (a round still ends, with no "
                    "winner, after its 1,000th turn)."),
}

BONUS_TEXT = QT_TRANSLATE_NOOP("NewGameDialog", "&Bonus points for runs when going Rack-O")
REBUILD_CHOICES = (("shuffle", QT_TRANSLATE_NOOP("NewGameDialog", "Shuffle the discards")),
                   ("classic", QT_TRANSLATE_NOOP("NewGameDialog", "Turn the discards over (classic)")))


def translated(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def tip_text(key: str) -> str:
    return translated(TIPS[key])


def combo(choices, tooltip: str, labels: str = "NewGameDialog") -> QComboBox:
    """A choice of ``choices``' values, their labels translated in the context ``labels``."""
    box = QComboBox()
    for i, (value, label, *tip) in enumerate(choices):
        box.addItem(QCoreApplication.translate(labels, label), value)
        if tip:
            box.setItemData(i, translated(tip[0]), Qt.ItemDataRole.ToolTipRole)
    box.setToolTip(tooltip)
    return box
