"""The engine's messages in the player's language.

The engine (``rackoapp.engine``) is pure Python without Qt and speaks English.
An ``IllegalAction`` carries a code and its parameters: ``error_text``
translates it by its code, from ``ERRORS`` (context "Engine"), once.

The record's and the data folder's messages (``RecordError``, ``ReplayStop``,
``StorageError``) are still plain English sentences: ``translate`` finds a
fixed one in ``MESSAGES`` and matches one with numbers or names against
``PATTERNS``; one that matches nothing is shown as written.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rackoapp.engine import IllegalAction

CONTEXT = "Engine"

# Every code of ``rackoapp.engine.errors.MESSAGES``, with the same English sentence.
ERRORS = {
    "round_over": QT_TRANSLATE_NOOP("Engine", "the round is over"),
    "not_an_action": QT_TRANSLATE_NOOP("Engine", "{action} is not an action"),
    "take_first": QT_TRANSLATE_NOOP("Engine", "first take the top card of the draw pile or of the discard pile"),
    "into_rack": QT_TRANSLATE_NOOP("Engine", "a card taken from the discard pile must go into your rack"),
    "slot_or_discard": QT_TRANSLATE_NOOP("Engine", "put the card into a slot from 1 to 10, or discard a drawn card"),
    "turn_starts_with_take": QT_TRANSLATE_NOOP("Engine", "a turn starts by taking a card"),
    "cannot_shuffle": QT_TRANSLATE_NOOP("Engine", "this round has no way to shuffle a rebuilt draw pile"),
    "rebuild_not_the_pile": QT_TRANSLATE_NOOP("Engine", "the rebuilt draw pile is not the discard pile's cards"),
    "bad_dealer": QT_TRANSLATE_NOOP("Engine", "seat {dealer} cannot deal in a {seats}-seat match"),
    "bad_deck": QT_TRANSLATE_NOOP("Engine", "the deck is not the cards 1 to {cards}, each once"),
    "seats_mismatch": QT_TRANSLATE_NOOP("Engine", "the rules name {seats} seats but {given} were given"),
    "bad_dealer_draw": QT_TRANSLATE_NOOP("Engine",
                                         "the first-dealer draw must be one distinct card of the deck per seat"),
    "match_over": QT_TRANSLATE_NOOP("Engine", "the match is over"),
    "round_in_play": QT_TRANSLATE_NOOP("Engine", "the round in play is not over"),
    "no_round_in_play": QT_TRANSLATE_NOOP("Engine", "no round is in play"),
    "no_round_dealt": QT_TRANSLATE_NOOP("Engine", "no round has been dealt"),
    "seat_count": QT_TRANSLATE_NOOP("Engine", "a match has 2, 3 or 4 seats"),
    "target_range": QT_TRANSLATE_NOOP("Engine", "the target must be a whole number from 1 to {limit:,}"),
    "not_a_flag": QT_TRANSLATE_NOOP("Engine", "the option {name} must be true or false"),
    "partners_need_four": QT_TRANSLATE_NOOP("Engine", "partners are played with 4 seats only"),
    "rebuild_mode": QT_TRANSLATE_NOOP("Engine", "the rebuild option is 'shuffle' or 'classic'"),
    "max_rebuilds_range": QT_TRANSLATE_NOOP("Engine", "max_rebuilds must be null or a whole number from 0 to {limit:,}"),
}


def error_text(error: IllegalAction) -> str:
    """``error`` in the language in effect, by its code (a codeless one as written, or matched)."""
    template = ERRORS.get(error.code or "")
    if template is None:
        return translate(str(error))
    return QCoreApplication.translate(CONTEXT, template).format(**error.params)

# Every fixed message the engine raises (grep IllegalAction/RecordError/ReplayStop
# in rackoapp/engine).
MESSAGES = (
    # round.py
    QT_TRANSLATE_NOOP("Engine", "the round is over"),
    QT_TRANSLATE_NOOP("Engine", "first take the top card of the draw pile or of the discard pile"),
    QT_TRANSLATE_NOOP("Engine", "a card taken from the discard pile must go into your rack"),
    QT_TRANSLATE_NOOP("Engine", "put the card into a slot from 1 to 10, or discard a drawn card"),
    QT_TRANSLATE_NOOP("Engine", "a turn starts by taking a card"),
    QT_TRANSLATE_NOOP("Engine", "this round has no way to shuffle a rebuilt draw pile"),
    QT_TRANSLATE_NOOP("Engine", "the rebuilt draw pile is not the discard pile's cards"),
    # match.py
    QT_TRANSLATE_NOOP("Engine", "the first-dealer draw must be one distinct card of the deck per seat"),
    QT_TRANSLATE_NOOP("Engine", "the match is over"),
    QT_TRANSLATE_NOOP("Engine", "the round in play is not over"),
    QT_TRANSLATE_NOOP("Engine", "no round is in play"),
    QT_TRANSLATE_NOOP("Engine", "no round has been dealt"),
    # rules.py
    QT_TRANSLATE_NOOP("Engine", "a match has 2, 3 or 4 seats"),
    QT_TRANSLATE_NOOP("Engine", "the target must be a whole number from 1 to 1,000,000"),
    QT_TRANSLATE_NOOP("Engine", "partners are played with 4 seats only"),
    QT_TRANSLATE_NOOP("Engine", "the rebuild option is 'shuffle' or 'classic'"),
    QT_TRANSLATE_NOOP("Engine", "max_rebuilds must be null or a whole number from 0 to 10,000"),
    # replay.py
    QT_TRANSLATE_NOOP("Engine", "a round after the match was won"),
    QT_TRANSLATE_NOOP("Engine", "a round after an unfinished one"),
    QT_TRANSLATE_NOOP("Engine", "a classic rebuild is not shuffled, so the round lists no rebuild orders"),
    QT_TRANSLATE_NOOP("Engine", "the record lacks the order of the rebuilt draw pile"),
    QT_TRANSLATE_NOOP("Engine", "a turn after the round had ended"),
    QT_TRANSLATE_NOOP("Engine", "the round lists more rebuild orders than it used"),
    QT_TRANSLATE_NOOP("Engine", "a card is taken from the 'draw' or the 'discard' pile"),
    # record.py
    QT_TRANSLATE_NOOP("Engine", "the file is not UTF-8 text"),
    QT_TRANSLATE_NOOP("Engine", "the file nests deeper than a game record does"),
    QT_TRANSLATE_NOOP("Engine", "the file is not a game record (expected a JSON object)"),
    QT_TRANSLATE_NOOP("Engine", "the record has no version number"),
    QT_TRANSLATE_NOOP("Engine", "first_dealer_draw must hold one card per seat"),
    QT_TRANSLATE_NOOP("Engine", "rounds must be a list"),
    QT_TRANSLATE_NOOP("Engine", "rules must be a JSON object"),
    # controller.py (GameController.view)
    QT_TRANSLATE_NOOP("Engine", "the record holds no round to show"),
    # storage: the data folder and the statistics
    QT_TRANSLATE_NOOP("Engine", "the disk is full"),
    QT_TRANSLATE_NOOP("Engine", "no permission to write there"),
    QT_TRANSLATE_NOOP("Engine", "the disk is read-only"),
    QT_TRANSLATE_NOOP("Engine", "the statistics file was damaged and starts afresh"),
)

# Messages with numbers in them: (pattern, translatable template). The
# template's {names} are the pattern's groups; a group named "reason" is
# translated in turn.
PATTERNS = (
    (r"round (?P<round>\d+), turn (?P<turn>\d+): (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "round {round}, turn {turn}: {reason}")),
    (r"the deck is not the cards 1 to (?P<n>\d+), each once",
     QT_TRANSLATE_NOOP("Engine", "the deck is not the cards 1 to {n}, each once")),
    (r"it was seat (?P<to_move>\d+)'s turn, not seat (?P<seat>\d+)'s",
     QT_TRANSLATE_NOOP("Engine", "it was seat {to_move}'s turn, not seat {seat}'s")),
    (r"slot (?P<slot>-?\d+) does not exist \(slots are 1 to 10\)",
     QT_TRANSLATE_NOOP("Engine", "slot {slot} does not exist (slots are 1 to 10)")),
    (r"the rules name (?P<seats>\d+) seats but (?P<given>\d+) were given",
     QT_TRANSLATE_NOOP("Engine", "the rules name {seats} seats but {given} were given")),
    (r"seat (?P<dealer>-?\d+) cannot deal in a (?P<n>\d+)-seat match",
     QT_TRANSLATE_NOOP("Engine", "seat {dealer} cannot deal in a {n}-seat match")),
    (r"the file is larger than (?P<mb>\d+) MB",
     QT_TRANSLATE_NOOP("Engine", "the file is larger than {mb} MB")),
    (r"the file is not valid JSON \((?P<detail>.*)\)",
     QT_TRANSLATE_NOOP("Engine", "the file is not valid JSON ({detail})")),
    (r"the file is not a RackoApp game record \(format is not '(?P<format>[^']*)'\)",
     QT_TRANSLATE_NOOP("Engine", "the file is not a RackoApp game record (format is not '{format}')")),
    (r"the record is version (?P<version>\S+), newer than this RackoApp reads \((?P<reads>\S+)\)",
     QT_TRANSLATE_NOOP("Engine", "the record is version {version}, newer than this RackoApp reads ({reads})")),
    (r"unknown record version (?P<version>.+)",
     QT_TRANSLATE_NOOP("Engine", "unknown record version {version}")),
    (r"cannot read (?P<path>.+): (?P<detail>[^:]+)",
     QT_TRANSLATE_NOOP("Engine", "cannot read {path}: {detail}")),
    (r"bad rules: (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "bad rules: {reason}")),
    (r"the option (?P<name>\w+) must be true or false",
     QT_TRANSLATE_NOOP("Engine", "the option {name} must be true or false")),
    # storage
    (r"cannot use the data folder (?P<folder>.+): (?P<reason>[^:]+)",
     QT_TRANSLATE_NOOP("Engine", "cannot use the data folder {folder}: {reason}")),
    (r"could not save the game: (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "could not save the game: {reason}")),
    (r"could not remove the saved game: (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "could not remove the saved game: {reason}")),
    (r"could not file the finished game: (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "could not file the finished game: {reason}")),
    (r"could not save the statistics: (?P<reason>.+)",
     QT_TRANSLATE_NOOP("Engine", "could not save the statistics: {reason}")),
    (r"the finished match is not saved yet: (?P<reason>.+); RackoApp keeps trying",
     QT_TRANSLATE_NOOP("Engine", "the finished match is not saved yet: {reason}; RackoApp keeps trying")),
    (r"the history folder (?P<history>.+) cannot be used \((?P<reason>[^()]+)\); matches are kept in "
     r"(?P<folder>.+) as unfiled-\*\.json",
     QT_TRANSLATE_NOOP("Engine", "the history folder {history} cannot be used ({reason}); matches are kept in "
                                 "{folder} as unfiled-*.json")),
    (r"The saved game could not be loaded: (?P<reason>.+) \(kept as (?P<kept>[^()]+)\)\.",
     QT_TRANSLATE_NOOP("Engine", "The saved game could not be loaded: {reason} (kept as {kept}).")),
    (r"The saved game could not be loaded: (?P<reason>.+)\.",
     QT_TRANSLATE_NOOP("Engine", "The saved game could not be loaded: {reason}.")),
    (r"the statistics file was damaged and starts afresh \(the old file is kept as (?P<kept>[^()]+)\)",
     QT_TRANSLATE_NOOP("Engine", "the statistics file was damaged and starts afresh (the old file is kept as {kept})")),
    (r"the statistics could not be read \((?P<detail>.*)\)",
     QT_TRANSLATE_NOOP("Engine", "the statistics could not be read ({detail})")),
)
_COMPILED = tuple((re.compile(p + r"\Z", re.DOTALL), t) for p, t in PATTERNS)


def translate(message: str) -> str:
    """``message`` (one of the engine's) in the language in effect."""
    text = str(message)
    if not text:
        return text
    translated = QCoreApplication.translate(CONTEXT, text)
    if translated != text or text in MESSAGES:
        return translated
    for pattern, template in _COMPILED:
        m = pattern.match(text)
        if m is None:
            continue
        values = m.groupdict()
        if "reason" in values:
            values["reason"] = translate(values["reason"])
        return QCoreApplication.translate(CONTEXT, template).format(**values)
    return text
