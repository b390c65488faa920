"""The engine's one error type for anything the rules forbid."""


class IllegalAction(ValueError):
    """An action or option the rules do not allow.

    The message is written for a player: it says what is wrong in one line,
    e.g. "a card taken from the discard pile must go into your rack".
    """
