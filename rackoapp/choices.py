"""The fixed lists every layer names, written once.

A root helper below the engine: the record format, the computer players, the
statistics, the controller, the window and the command line all import these
rather than spell them out again.
"""

from __future__ import annotations

import unicodedata

# The computer levels a seat may have, weakest yardstick first.
LEVELS = ("baseline", "easy", "medium", "hard")
# The window's words for levels, taken on the command line too ("--seats human,beginner" was
# refused, README review).
LEVEL_ALIASES = {"beginner": "baseline"}

# How fast computer turns are shown, slowest first.
SPEEDS = ("slow", "normal", "fast", "instant")
DEFAULT_SPEED = "normal"

# The seats' names when nobody chose any: "You" is the human in front.
DEFAULT_NAMES = ("You", "Ada", "Bram", "Cleo")
# A computer in the front seat (all computers, to watch) is not "you".
FRONT_COMPUTER_NAME = "Zed"


def computer_name(seat: int) -> str:
    """The name a computer in ``seat`` gets when nobody chose one."""
    return DEFAULT_NAMES[seat] if seat else FRONT_COMPUTER_NAME


HUMAN_NAME = DEFAULT_NAMES[0]
# What the game calls the person at this computer, in every language it speaks (as ``same_name``
# gives them): no name for a computer, and no name of one's own choosing.
ADDRESSED = frozenset(("you", "jij"))


def player_name(seat: int) -> str:
    """A person's name in ``seat`` where "you" would mean anyone (two at one screen), or
    where one takes a computer's seat in the New Game dialog."""
    return f"Player {seat + 1}"


# Characters Unicode says a reader never sees, beyond the format ones (category Cf): the
# combining grapheme joiner, variation selectors, and the Hangul fillers, which are letters.
# "Ann" and "Ann" with U+034F after it were two names that read the same (names review).
UNSEEN = frozenset(
    [chr(c) for c in (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D, 0x180F, 0x3164, 0xFFA0)]
    + [chr(c) for c in range(0xFE00, 0xFE10)] + [chr(c) for c in range(0xE0100, 0xE01F0)])


def same_name(name: str) -> str:
    """A name as a reader tells it from another: "Zoë" however its "ë" is made, an invisible
    format character (what ``blank`` counts as showing nothing), two spaces for one and the case
    do not make another name (names review)."""
    # The blank braille pattern takes a space's room: "Ann⠀" read as "Ann" (diff review).
    shown = "".join(c for c in unicodedata.normalize("NFKC", name).replace("\u2800", " ")
                    if unicodedata.category(c) != "Cf" and c not in UNSEEN)
    return " ".join(shown.split()).casefold()
