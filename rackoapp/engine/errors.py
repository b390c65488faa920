"""The engine's errors, each with a code and its parameters, and their English sentences.

The engine has no Qt and speaks English: ``str(error)`` is the sentence for a
log, a test or the command line. A window translates an error by its ``code``
and ``params`` (``controller/engine_text.py``), never by reading the sentence;
a parameter that is itself a coded error (a reason) is translated by its own code.
"""

from __future__ import annotations

# code -> the English sentence, with {parameters}: every code the engine raises
# (IllegalAction, and the record's RecordError and ReplayStop), in one table.
MESSAGES = {
    # the rules (IllegalAction)
    "round_over": "the round is over",
    "not_an_action": "{action} is not an action",
    "take_first": "first take the top card of the draw pile or of the discard pile",
    "into_rack": "a card taken from the discard pile must go into your rack",
    "slot_or_discard": "put the card into a slot from 1 to 10, or discard a drawn card",
    "turn_starts_with_take": "a turn starts by taking a card",
    "cannot_shuffle": "this round has no way to shuffle a rebuilt draw pile",
    "rebuild_not_the_pile": "the rebuilt draw pile is not the discard pile's cards",
    "bad_dealer": "seat {dealer} cannot deal in a {seats}-seat match",
    "bad_deck": "the deck is not the cards 1 to {cards}, each once",
    "seats_mismatch": "the rules name {seats} seats but {given} were given",
    "bad_dealer_draw": "the first-dealer draw must be one distinct card of the deck per seat",
    "match_over": "the match is over",
    "round_in_play": "the round in play is not over",
    "no_round_in_play": "no round is in play",
    "no_round_dealt": "no round has been dealt",
    "seat_count": "a match has 2, 3 or 4 seats",
    "target_range": "the target must be a whole number from 1 to {limit:,}",
    "not_a_flag": "the option {name} must be true or false",
    "partners_need_four": "partners are played with 4 seats only",
    "rebuild_mode": "the rebuild option is 'shuffle' or 'classic'",
    "max_rebuilds_range": "max_rebuilds must be null or a whole number from 0 to {limit:,}",
    # reading a record (RecordError, record.py and cursor.py)
    "cannot_read": "cannot read {path}: {detail}",
    "not_a_regular_file": "cannot read {path}: it is not a regular file",
    "too_large": "the file is larger than {mb} MB",
    "not_utf8": "the file is not UTF-8 text",
    "too_deep": "the file nests deeper than a game record does",
    "long_number": "the file holds a number of {digits:,} digits; no number in a game record is that long",
    "duplicate_key": "the file names '{key}' twice in one object",
    "empty": "the file is empty",
    "not_json": "the file is not valid JSON ({detail})",
    "not_json_at": "the file is not valid JSON ({detail} at line {line}, column {column})",
    # what the JSON parser found wrong (its own English words, by their start: JSON_FAULTS)
    "json_value": "a value was expected",
    "json_name": "a name in double quotes was expected",
    "json_comma": "a comma was expected",
    "json_colon": "a colon was expected",
    "json_open_text": "a text in quotes is not closed",
    "json_control": "a text holds a control character",
    "json_escape": "a text holds a bad escape",
    "json_extra": "more follows the end of the record",
    "not_an_object": "the file is not a game record (expected a JSON object)",
    "wrong_format": "the file is not a RackoApp game record (format is not '{format}')",
    "no_version": "the record has no version number",
    "bad_version": "the record's version is not a whole number",
    "unknown_field": "unknown field '{name}'",
    "seat_unknown_field": "seat {seat}: unknown field '{name}'",
    "round_unknown_field": "round {round}: unknown field '{name}'",
    "turn_unknown_field": "round {round}, turn {turn}: unknown field '{name}'",
    "newer_version": "the record is version {version}, newer than this RackoApp reads ({reads})",
    "unknown_version": "unknown record version {version}",
    "dealer_draw_size": "first_dealer_draw must hold one card per seat",
    "dealer_draw_cards": "first_dealer_draw must hold distinct cards from 1 to {cards}",
    "dealer_draw_list": "first_dealer_draw must be a list of at most {limit} cards",
    "dealer_draw_numbers": "first_dealer_draw must hold whole numbers",
    "rounds_not_list": "rounds must be a list",
    "too_many_rounds": "the record has more than {limit:,} rounds",
    "too_many_turns": "the record has more than {limit:,} turns",
    "rules_not_object": "rules must be a JSON object",
    "unknown_option": "unknown rules option '{name}'",
    "bad_rules": "bad rules: {reason}",
    "no_seats": "the record names no seats",
    "seats_list": "seats must be a list of {seats} seats",
    "seat_not_object": "seat {seat} must be a JSON object",
    "seat_name": "seat {seat} needs a printable name of 1 to {limit} characters",
    "seat_kind": "seat {seat} must be 'human' or 'computer'",
    "seat_without_level": "seat {seat} is a computer without a level ({levels})",
    "seat_unknown_level": "seat {seat} has an unknown level",
    "round_not_object": "round {round} must be a JSON object",
    "rebuilds_list": "round {round}: rebuilds must be a list of card orders",
    "turns_list": "round {round}: turns must be a list",
    "round_too_long": "round {round} has more than {limit:,} turns",
    "turn_not_object": "round {round}, turn {turn} must be a JSON object",
    "holding_fields": "round {round}, turn {turn}: the card held needs a seat number and a take",
    "at_turn": "round {round}, turn {turn}: {reason}",
    "at_round": "round {round}: {reason}",
    "no_round_to_show": "the record holds no round to show",
    # playing a record through (ReplayStop, replay.py; it also stops with the rules' codes)
    "round_after_win": "a round after the match was won",
    "round_after_unfinished": "a round after an unfinished one",
    "classic_rebuild_orders": "a classic rebuild is not shuffled, so the round lists no rebuild orders",
    "missing_rebuild_order": "the record lacks the order of the rebuilt draw pile",
    "turn_after_end": "a turn after the round had ended",
    "extra_rebuild_orders": "the round lists more rebuild orders than it used",
    "not_your_turn": "it was seat {to_move}'s turn, not seat {seat}'s",
    "seat_not_a_number": "a turn names its seat by number",
    "slot_missing": "the turn names no slot (null is a discard of the drawn card)",
    "bad_take": "a card is taken from the 'draw' or the 'discard' pile",
    "no_such_slot": "slot {slot} does not exist (slots are 1 to 10)",
}


def render(table: dict[str, str], code: str, params: dict) -> tuple[str, str | None]:
    """(the English sentence, the code) of ``code`` in ``table``; a text that is no code is
    its own sentence, with no code (so a caller's own wording is never lost)."""
    template = table.get(code)
    if template is None:
        return str(code), None
    return template.format(**params), code


class CodedError(Exception):
    """An error raised with a code of ``MESSAGES`` (a subclass names its own table) and its
    parameters, e.g. ``RecordError("too_large", mb=4)``. A parameter may be another coded
    error, the reason inside a wider message; its sentence is its ``str``.
    """

    MESSAGES: dict[str, str] = MESSAGES

    def __init__(self, code: str, /, **params) -> None:
        text, self.code = render(self.MESSAGES, code, params)
        super().__init__(text)
        self.params = params


class IllegalAction(CodedError, ValueError):
    """An action or option the rules do not allow.

    Raised with a code of ``MESSAGES`` and its parameters, e.g.
    ``IllegalAction("bad_deck", cards=40)``; the message says what is wrong in
    one line, for a player. A text that is no code (raised by a caller outside
    the engine) is kept as the message, with no code.
    """
