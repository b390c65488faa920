"""The engine's one error type for anything the rules forbid, with a code and its parameters.

The engine has no Qt and speaks English: ``str(error)`` is the sentence for a
log, a test or the command line. A window translates an error by its ``code``
and ``params`` (``controller/engine_text.py``), never by reading the sentence.
"""

from __future__ import annotations

# code -> the English sentence, with {parameters}.
MESSAGES = {
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
}


class IllegalAction(ValueError):
    """An action or option the rules do not allow.

    Raised with a code of ``MESSAGES`` and its parameters, e.g.
    ``IllegalAction("bad_deck", cards=40)``; the message says what is wrong in
    one line, for a player. A text that is no code (raised by a caller outside
    the engine) is kept as the message, with no code.
    """

    def __init__(self, code: str, **params) -> None:
        template = MESSAGES.get(code)
        super().__init__(template.format(**params) if template is not None else code)
        self.code = code if template is not None else None
        self.params = params
