"""The engine's and the data folder's messages in the player's language.

The engine and storage are pure Python without Qt and speak English. Each of
their errors (``IllegalAction``, ``RecordError``, ``ReplayStop``,
``StorageError``) and storage's ``Problem`` lines carries a code and its
parameters: ``error_text`` translates it by its code from ``ERRORS`` (context
"Engine"), once. A parameter that is itself coded (the reason in "round 2,
turn 9: {reason}") is translated by its own code; a plain string (the
system's words for a failed read, the JSON parser's) is shown as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Engine"

# Every code of ``rackoapp.engine.errors.MESSAGES`` and ``rackoapp.storage.errors.MESSAGES``
# (no code is in both), with the same English sentence.
ERRORS = {
    # the rules, the record and playing it through (rackoapp/engine/errors.py)
    "round_over": QT_TRANSLATE_NOOP("Engine", 'the round is over'),
    "not_an_action": QT_TRANSLATE_NOOP("Engine", '{action} is not an action'),
    "take_first": QT_TRANSLATE_NOOP("Engine", 'first take the top card of the draw pile or of the discard pile'),
    "into_rack": QT_TRANSLATE_NOOP("Engine", 'a card taken from the discard pile must go into your rack'),
    "slot_or_discard": QT_TRANSLATE_NOOP("Engine", 'put the card into a slot from 1 to 10, or discard a drawn card'),
    "turn_starts_with_take": QT_TRANSLATE_NOOP("Engine", 'a turn starts by taking a card'),
    "cannot_shuffle": QT_TRANSLATE_NOOP("Engine", 'this round has no way to shuffle a rebuilt draw pile'),
    "rebuild_not_the_pile": QT_TRANSLATE_NOOP("Engine", "the rebuilt draw pile is not the discard pile's cards"),
    "bad_dealer": QT_TRANSLATE_NOOP("Engine", 'seat {dealer} cannot deal in a {seats}-seat match'),
    "bad_deck": QT_TRANSLATE_NOOP("Engine", 'the deck is not the cards 1 to {cards}, each once'),
    "seats_mismatch": QT_TRANSLATE_NOOP("Engine", 'the rules name {seats} seats but {given} were given'),
    "bad_dealer_draw": QT_TRANSLATE_NOOP(
        "Engine", 'the first-dealer draw must be one distinct card of the deck per seat'),
    "match_over": QT_TRANSLATE_NOOP("Engine", 'the match is over'),
    "round_in_play": QT_TRANSLATE_NOOP("Engine", 'the round in play is not over'),
    "no_round_in_play": QT_TRANSLATE_NOOP("Engine", 'no round is in play'),
    "no_round_dealt": QT_TRANSLATE_NOOP("Engine", 'no round has been dealt'),
    "seat_count": QT_TRANSLATE_NOOP("Engine", 'a match has 2, 3 or 4 seats'),
    "target_range": QT_TRANSLATE_NOOP("Engine", 'the target must be a whole number from 1 to {limit:,}'),
    "not_a_flag": QT_TRANSLATE_NOOP("Engine", 'the option {name} must be true or false'),
    "partners_need_four": QT_TRANSLATE_NOOP("Engine", 'partners are played with 4 seats only'),
    "rebuild_mode": QT_TRANSLATE_NOOP("Engine", "the rebuild option is 'shuffle' or 'classic'"),
    "max_rebuilds_range": QT_TRANSLATE_NOOP(
        "Engine", 'max_rebuilds must be null or a whole number from 0 to {limit:,}'),
    "cannot_read": QT_TRANSLATE_NOOP("Engine", 'cannot read {path}: {detail}'),
    "not_a_regular_file": QT_TRANSLATE_NOOP("Engine", 'cannot read {path}: it is not a regular file'),
    "too_large": QT_TRANSLATE_NOOP("Engine", 'the file is larger than {mb} MB'),
    "not_utf8": QT_TRANSLATE_NOOP("Engine", 'the file is not UTF-8 text'),
    "too_deep": QT_TRANSLATE_NOOP("Engine", 'the file nests deeper than a game record does'),
    "long_number": QT_TRANSLATE_NOOP(
        "Engine", 'the file holds a number of {digits:,} digits; no number in a game record is that long'),
    "duplicate_key": QT_TRANSLATE_NOOP("Engine", "the file names '{key}' twice in one object"),
    "empty": QT_TRANSLATE_NOOP("Engine", 'the file is empty'),
    "not_json": QT_TRANSLATE_NOOP("Engine", 'the file is not valid JSON ({detail})'),
    "not_json_at": QT_TRANSLATE_NOOP("Engine", 'the file is not valid JSON ({detail} at line {line}, column {column})'),
    "json_value": QT_TRANSLATE_NOOP("Engine", 'a value was expected'),
    "json_name": QT_TRANSLATE_NOOP("Engine", 'a name in double quotes was expected'),
    "json_comma": QT_TRANSLATE_NOOP("Engine", 'a comma was expected'),
    "json_colon": QT_TRANSLATE_NOOP("Engine", 'a colon was expected'),
    "json_open_text": QT_TRANSLATE_NOOP("Engine", 'a text in quotes is not closed'),
    "json_control": QT_TRANSLATE_NOOP("Engine", 'a text holds a control character'),
    "json_escape": QT_TRANSLATE_NOOP("Engine", 'a text holds a bad escape'),
    "json_extra": QT_TRANSLATE_NOOP("Engine", 'more follows the end of the record'),
    "not_an_object": QT_TRANSLATE_NOOP("Engine", 'the file is not a game record (expected a JSON object)'),
    "wrong_format": QT_TRANSLATE_NOOP("Engine", "the file is not a RackoApp game record (format is not '{format}')"),
    "no_version": QT_TRANSLATE_NOOP("Engine", 'the record has no version number'),
    "bad_version": QT_TRANSLATE_NOOP("Engine", "the record's version is not a whole number"),
    "unknown_field": QT_TRANSLATE_NOOP("Engine", "unknown field '{name}'"),
    "seat_unknown_field": QT_TRANSLATE_NOOP("Engine", "seat {seat}: unknown field '{name}'"),
    "round_unknown_field": QT_TRANSLATE_NOOP("Engine", "round {round}: unknown field '{name}'"),
    "turn_unknown_field": QT_TRANSLATE_NOOP("Engine", "round {round}, turn {turn}: unknown field '{name}'"),
    "newer_version": QT_TRANSLATE_NOOP(
        "Engine", 'the record is version {version}, newer than this RackoApp reads ({reads})'),
    "unknown_version": QT_TRANSLATE_NOOP("Engine", 'unknown record version {version}'),
    "dealer_draw_size": QT_TRANSLATE_NOOP("Engine", 'first_dealer_draw must hold one card per seat'),
    "dealer_draw_cards": QT_TRANSLATE_NOOP("Engine", 'first_dealer_draw must hold distinct cards from 1 to {cards}'),
    "dealer_draw_list": QT_TRANSLATE_NOOP("Engine", 'first_dealer_draw must be a list of at most {limit} cards'),
    "dealer_draw_numbers": QT_TRANSLATE_NOOP("Engine", 'first_dealer_draw must hold whole numbers'),
    "rounds_not_list": QT_TRANSLATE_NOOP("Engine", 'rounds must be a list'),
    "too_many_rounds": QT_TRANSLATE_NOOP("Engine", 'the record has more than {limit:,} rounds'),
    "too_many_turns": QT_TRANSLATE_NOOP("Engine", 'the record has more than {limit:,} turns'),
    "rules_not_object": QT_TRANSLATE_NOOP("Engine", 'rules must be a JSON object'),
    "unknown_option": QT_TRANSLATE_NOOP("Engine", "unknown rules option '{name}'"),
    "bad_rules": QT_TRANSLATE_NOOP("Engine", 'bad rules: {reason}'),
    "no_seats": QT_TRANSLATE_NOOP("Engine", 'the record names no seats'),
    "seats_list": QT_TRANSLATE_NOOP("Engine", 'seats must be a list of {seats} seats'),
    "seat_not_object": QT_TRANSLATE_NOOP("Engine", 'seat {seat} must be a JSON object'),
    "seat_name": QT_TRANSLATE_NOOP("Engine", 'seat {seat} needs a printable name of 1 to {limit} characters'),
    "seat_kind": QT_TRANSLATE_NOOP("Engine", "seat {seat} must be 'human' or 'computer'"),
    "seat_without_level": QT_TRANSLATE_NOOP("Engine", 'seat {seat} is a computer without a level ({levels})'),
    "seat_unknown_level": QT_TRANSLATE_NOOP("Engine", 'seat {seat} has an unknown level'),
    "round_not_object": QT_TRANSLATE_NOOP("Engine", 'round {round} must be a JSON object'),
    "rebuilds_list": QT_TRANSLATE_NOOP("Engine", 'round {round}: rebuilds must be a list of card orders'),
    "turns_list": QT_TRANSLATE_NOOP("Engine", 'round {round}: turns must be a list'),
    "round_too_long": QT_TRANSLATE_NOOP("Engine", 'round {round} has more than {limit:,} turns'),
    "turn_not_object": QT_TRANSLATE_NOOP("Engine", 'round {round}, turn {turn} must be a JSON object'),
    "holding_fields": QT_TRANSLATE_NOOP("Engine", 'round {round}, turn {turn}: the card held needs a seat number and a take'),
    "at_turn": QT_TRANSLATE_NOOP("Engine", 'round {round}, turn {turn}: {reason}'),
    "at_round": QT_TRANSLATE_NOOP("Engine", 'round {round}: {reason}'),
    "no_round_to_show": QT_TRANSLATE_NOOP("Engine", 'the record holds no round to show'),
    "round_after_win": QT_TRANSLATE_NOOP("Engine", 'a round after the match was won'),
    "round_after_unfinished": QT_TRANSLATE_NOOP("Engine", 'a round after an unfinished one'),
    "classic_rebuild_orders": QT_TRANSLATE_NOOP(
        "Engine", 'a classic rebuild is not shuffled, so the round lists no rebuild orders'),
    "missing_rebuild_order": QT_TRANSLATE_NOOP("Engine", 'the record lacks the order of the rebuilt draw pile'),
    "turn_after_end": QT_TRANSLATE_NOOP("Engine", 'a turn after the round had ended'),
    "extra_rebuild_orders": QT_TRANSLATE_NOOP("Engine", 'the round lists more rebuild orders than it used'),
    "not_your_turn": QT_TRANSLATE_NOOP("Engine", "it was seat {to_move}'s turn, not seat {seat}'s"),
    "seat_not_a_number": QT_TRANSLATE_NOOP("Engine", 'a turn names its seat by number'),
    "slot_missing": QT_TRANSLATE_NOOP("Engine", 'the turn names no slot (null is a discard of the drawn card)'),
    "bad_take": QT_TRANSLATE_NOOP("Engine", "a card is taken from the 'draw' or the 'discard' pile"),
    "no_such_slot": QT_TRANSLATE_NOOP("Engine", 'slot {slot} does not exist (slots are 1 to 10)'),
    # the data folder (rackoapp/storage/errors.py)
    "disk_full": QT_TRANSLATE_NOOP("Engine", 'the disk is full'),
    "no_permission": QT_TRANSLATE_NOOP("Engine", 'no permission to write there'),
    "no_read_permission": QT_TRANSLATE_NOOP("Engine", 'no permission to read it'),
    "folder_gone": QT_TRANSLATE_NOOP("Engine", 'the data folder {folder} is no longer there'),
    "read_only": QT_TRANSLATE_NOOP("Engine", 'the disk is read-only'),
    "taken_over": QT_TRANSLATE_NOOP("Engine", 'another RackoApp has taken over the data folder {folder}'),
    "path_through_file": QT_TRANSLATE_NOOP("Engine", 'a part of the path is a file, not a folder'),
    "is_a_file": QT_TRANSLATE_NOOP("Engine", 'it is a file, not a folder'),
    "is_a_folder": QT_TRANSLATE_NOOP("Engine", '{path} is a folder, not a file'),
    "link_loop": QT_TRANSLATE_NOOP("Engine", 'it is a loop of symbolic links'),
    "link_to_nothing": QT_TRANSLATE_NOOP("Engine", 'it is a symbolic link to nothing'),
    "cannot_create": QT_TRANSLATE_NOOP("Engine", 'files cannot be made there'),
    "folder_unusable": QT_TRANSLATE_NOOP("Engine", 'cannot use the data folder {folder}: {reason}'),
    "lock_failed": QT_TRANSLATE_NOOP("Engine", 'cannot lock the data folder {folder}: {reason}'),
    "already_running": QT_TRANSLATE_NOOP("Engine", 'RackoApp is already running with the data folder {folder}'),
    "no_data_folder": QT_TRANSLATE_NOOP("Engine", "this system names no folder for the game's data"),
    "save_failed": QT_TRANSLATE_NOOP("Engine", 'could not save the game: {reason}'),
    "folder_taken": QT_TRANSLATE_NOOP("Engine", 'could not save the game: another RackoApp has taken over the data folder {folder}'),
    "remove_failed": QT_TRANSLATE_NOOP("Engine", 'could not remove the saved game: {reason}'),
    "filing_failed": QT_TRANSLATE_NOOP("Engine", 'could not add the finished match to the history: {reason}'),
    "archive_failed": QT_TRANSLATE_NOOP("Engine", 'could not add the match left unfinished to the history: {reason}'),
    "not_saved_yet": QT_TRANSLATE_NOOP(
        "Engine", 'the finished match is not saved yet: {reason}; RackoApp keeps trying'),
    "not_filed_yet": QT_TRANSLATE_NOOP(
        "Engine", 'the match given up is not saved yet: {reason}; RackoApp keeps trying'),
    "history_unusable": QT_TRANSLATE_NOOP(
        "Engine", 'the history folder {history} cannot be used ({reason}); matches are kept in {folder} as {unfiled}'),
    "autosave_unreadable": QT_TRANSLATE_NOOP("Engine", 'The saved game could not be loaded: {reason}.'),
    "autosave_kept_aside": QT_TRANSLATE_NOOP(
        "Engine", 'The saved game could not be loaded: {reason} (kept as {kept}).'),
    "autosave_before_damage": QT_TRANSLATE_NOOP(
        "Engine", 'The saved game was damaged ({reason}); it continues from the turn before (the damaged file is kept as {kept}).'),
    "autosave_given_up_before_damage": QT_TRANSLATE_NOOP(
        "Engine", 'The saved game was damaged ({reason}); it is kept in the history up to the turn before (the damaged '
        'file is kept as {kept}).'),
    "statistics_save_failed": QT_TRANSLATE_NOOP("Engine", 'could not save the statistics: {reason}'),
    "statistics_left_alone": QT_TRANSLATE_NOOP(
        "Engine", "the statistics file could not be read: it is left untouched, and this session's results are not "
        "added to it"),
    "statistics_not_regular": QT_TRANSLATE_NOOP(
        "Engine", 'the statistics file could not be read (it is not a regular file)'),
    "statistics_unreadable": QT_TRANSLATE_NOOP("Engine", 'the statistics could not be read ({detail})'),
    "statistics_kept_aside": QT_TRANSLATE_NOOP(
        "Engine", 'the statistics file was damaged and starts afresh (the old file is kept as {kept})'),
    "statistics_partly_read": QT_TRANSLATE_NOOP(
        "Engine", 'some statistics could not be read and start again from 0 (the file as it was is kept as {kept})'),
    "statistics_newer": QT_TRANSLATE_NOOP(
        "Engine", 'the statistics were saved by a newer RackoApp: the counts this one knows go on (the file as it '
                  'was is kept as {kept})'),
}


class Count(int):
    """A whole number that groups its thousands as the language in effect does ("10.000" in
    Dutch): Python's ``{limit:,}`` always wrote a comma, and "10,000" reads as ten in Dutch (review)."""

    def __format__(self, spec: str) -> str:
        text = int.__format__(self, spec)
        if "," not in spec:
            return text
        return text.replace(",", QCoreApplication.translate("Engine", ",", "the thousands separator, as in 10,000"))


def error_text(message: object) -> str:
    """``message`` (a coded error or ``Problem``) in the language in effect, by its code.

    Anything without a known code (a plain string, an error a caller raised with its
    own words) is shown as written.
    """
    template = ERRORS.get(getattr(message, "code", None) or "")
    if template is None:
        return str(message)
    params = {name: error_text(value) if getattr(value, "code", None) else Count(value) if type(value) is int else value
              for name, value in message.params.items()}
    return QCoreApplication.translate(CONTEXT, template).format(**params)


# The name the window's callers know it by.
translate = error_text
