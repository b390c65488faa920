"""What the controller says, in the player's language: move-log lines and refusals.

Every "why you can't act" sentence is here, once: the controller refuses with
them, and the table asks for them (``refusal``) instead of writing its own.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rackoapp.engine import DECK_SIZE, IllegalAction, Observation, PublicTurn
from rackoapp.engine.rack import slot_label

from .engine_text import error_text

# Why an intention is refused: the codes ``GameController.refusal`` returns.
VIEWING = "viewing"
NO_GAME = "no_game"
ROUND_OVER = "round_over"
MATCH_OVER = "match_over"
NOT_YOUR_TURN = "not_your_turn"
CARD_LANDING = "card_landing"
HOLDING = "holding"
HOLDING_TAKEN = "holding_taken"  # the card in hand came from the discard pile: it cannot go back
TAKE_FIRST = "take_first"
INTO_RACK = "into_rack"
WHICH_PILE = "which_pile"
WHICH_SLOT = "which_slot"
WHICH_SLOT_OR_PILE = "which_slot_or_pile"
NO_DRAWN_CARD = "no_drawn_card"

TEAM_JOIN = " & "  # between the partners' names in a team's name


def refusal_text(code: str, name: str = "") -> str:
    """The one line that tells the player why (``name``: whose turn it is)."""
    texts = {
        VIEWING: lambda: QCoreApplication.translate("GameController", "you are viewing a record: step through it with the arrow keys (Esc closes it)"),
        NO_GAME: lambda: QCoreApplication.translate("GameController", "start a new game first"),
        ROUND_OVER: lambda: QCoreApplication.translate("GameController", "the round is over: Next round (N) deals the next one"),
        MATCH_OVER: lambda: error_text(IllegalAction("match_over")),
        NOT_YOUR_TURN: lambda: QCoreApplication.translate("GameController", "wait: it is {name}'s turn").format(name=name),
        CARD_LANDING: lambda: QCoreApplication.translate("GameController", "wait until the card lands"),
        HOLDING: lambda: QCoreApplication.translate("GameController", "you already hold a card: put it into a slot or onto the discard pile"),
        HOLDING_TAKEN: lambda: QCoreApplication.translate(
            "GameController", "you already hold the discard pile's card: put it into a slot from 1 to 10"),
        # The engine's words with the keys: a keyboard player met them at a slot and had no
        # way to the piles (playtest).
        TAKE_FIRST: lambda: QCoreApplication.translate(
            "GameController", "first take the top card of the draw pile (D) or of the discard pile (P)"),
        INTO_RACK: lambda: error_text(IllegalAction("into_rack")),
        WHICH_PILE: lambda: QCoreApplication.translate("GameController", "take from the draw pile or the discard pile"),
        WHICH_SLOT_OR_PILE: lambda: QCoreApplication.translate("GameController",
                                       "put the card into a slot from 1 to 10, or onto the discard pile"),
        WHICH_SLOT: lambda: QCoreApplication.translate("GameController", "put the card into a slot from 1 to 10"),
        NO_DRAWN_CARD: lambda: QCoreApplication.translate("GameController", "you hold no drawn card to discard"),
    }
    return texts[code]()


def slot_name(slot: int) -> str:
    """A slot named one way everywhere: its number (the key that plays it, 0 for 10) and its printed label."""
    return f"{slot} ({slot_label(slot)})"


def describe_turn(name: str, turn: PublicTurn, drawn: int | None = None) -> str:
    """One move-log line, e.g. "Ada took 23 from the discard pile into slot 7 (35) and gave up 40".

    ``drawn`` is the card taken from the draw pile when the reader may know it
    (their own turn); otherwise a drawn card placed in a rack stays hidden.
    """
    if turn.take == "discard":
        return QCoreApplication.translate(
            "GameController", "{name} took {card} from the discard pile into slot {slot} and gave up {old}").format(
            name=name, card=turn.taken, slot=slot_name(turn.slot), old=turn.discarded)
    if turn.slot is None:
        return QCoreApplication.translate("GameController", "{name} drew {card} and discarded it").format(
            name=name, card=turn.discarded)
    if drawn is not None:
        return QCoreApplication.translate("GameController", "{name} drew {card} into slot {slot} and gave up {old}").format(
            name=name, card=drawn, slot=slot_name(turn.slot), old=turn.discarded)
    return QCoreApplication.translate("GameController", "{name} drew into slot {slot} and gave up {old}").format(
        name=name, slot=slot_name(turn.slot), old=turn.discarded)


def describe_held(name: str, obs: Observation) -> str:
    """The card the mover holds, where a record stops with a card taken: its number where
    ``obs``'s seat may know it. The step said the turn before's move again, as if it were this one
    (left alone by the record viewer review)."""
    if obs.hand_from == "discard":
        return QCoreApplication.translate("GameController", "{name} took {card} from the discard pile; it is "
                                          "still in hand").format(name=name, card=obs.public_hand)
    if obs.hand is not None:
        return QCoreApplication.translate("GameController", "{name} drew {card}; it is still in hand").format(
            name=name, card=obs.hand)
    return QCoreApplication.translate("GameController", "{name} drew a card; it is still in hand").format(name=name)


def suggestion_text(take: str | None, slot: int | None, card: int | None) -> str:
    """The coach's best move, as a hint (``card``: the discard pile's or the hand's)."""
    if take == "draw":
        return QCoreApplication.translate("GameController", "Hint: take the top card of the draw pile")
    if take == "discard":
        if slot:
            return QCoreApplication.translate("GameController", "Hint: take the {card} from the discard pile into slot {slot}").format(
                card=card, slot=slot_name(slot))
        return QCoreApplication.translate("GameController", "Hint: take the {card} from the discard pile").format(card=card)
    if slot is None:
        return QCoreApplication.translate("GameController", "Hint: discard the {card}").format(card=card)
    return QCoreApplication.translate("GameController", "Hint: put the {card} into slot {slot}").format(card=card, slot=slot_name(slot))


def reason_text(hint: str, why, card: int | None, close: bool = False) -> str:
    """``hint`` with the fact that speaks for it (``rackoapp.coach.why.Reason``), if any;
    short, for the status line (``card``: the card the hint places). A run of three the move
    gives up is said too, as is a rising rack it leaves out of order: the coach seemed not to see
    them (playtests). ``close``: another move is about as good (said after), so a move no fact
    speaks for claims no fewer turns, only what it gives up."""
    if why is None:
        return hint
    if why.unsorts:
        if why.kind == "breaks_order" and not close:
            return QCoreApplication.translate(
                "GameController", "{hint}: your rack no longer rises in order, but it lacked its run of "
                "three, and this gets you to Rack-O in fewer turns").format(hint=hint)
        return QCoreApplication.translate(
            "GameController", "{reason}, though your rack no longer rises in order").format(
            reason=hint if why.kind == "breaks_order" else _reason_text(hint, why, card))
    if not why.breaks:
        return _reason_text(hint, why, card)
    run = ", ".join(str(c) for c in why.breaks)
    if why.kind == "breaks_run" and not close:
        return QCoreApplication.translate("GameController", "{hint}: it gives up your run {run}, and still "
                                          "gets you to Rack-O in fewer turns").format(hint=hint, run=run)
    return QCoreApplication.translate("GameController", "{reason}, though it gives up your run {run}").format(
        reason=hint if why.kind == "breaks_run" else _reason_text(hint, why, card), run=run)


def _reason_text(hint: str, why, card: int | None) -> str:
    if why.kind == "rackout":
        return QCoreApplication.translate("GameController", "{hint}: that's Rack-O!").format(hint=hint)
    if why.kind == "run":
        cards = ", ".join(str(c) for c in why.cards)
        if len(why.cards) >= 3:
            return QCoreApplication.translate("GameController", "{hint}: {cards} make the run Rack-O needs").format(
                hint=hint, cards=cards)
        return QCoreApplication.translate("GameController", "{hint}: {cards} start a run").format(hint=hint, cards=cards)
    if why.kind == "fits":
        if why.low is None:
            return QCoreApplication.translate("GameController", "{hint}: it fits below your {high}").format(
                hint=hint, high=why.high)
        if why.high is None:
            return QCoreApplication.translate("GameController", "{hint}: it fits above your {low}").format(
                hint=hint, low=why.low)
        return QCoreApplication.translate("GameController", "{hint}: it fits between your {low} and {high}").format(
            hint=hint, low=why.low, high=why.high)
    if why.kind == "gap":
        low, missing, high = why.cards
        return QCoreApplication.translate("GameController", "{hint}: {low} and {high} wait for the {missing} "
                                          "between them, the run Rack-O needs").format(
            hint=hint, low=low, missing=missing, high=high)
    if why.kind in ("stranded_below", "stranded_above", "stuck_below", "stuck_above"):
        return stuck_text(hint, why)
    if why.kind == "leave_pile":
        return QCoreApplication.translate(
            "GameController", "{hint}: the {card} on the discard pile would not improve any slot").format(
            hint=hint, card=card)
    if why.kind == "draw_gains":
        return QCoreApplication.translate(
            "GameController", "{hint}: on average, drawing gets you to Rack-O sooner than taking the {card} "
            "from the discard pile").format(hint=hint, card=card)
    if why.kind == "known_draw":  # the draw pile's order is public after a classic rebuild
        return QCoreApplication.translate(
            "GameController", "{hint}: the draw pile's next card, the {next}, gets you to Rack-O sooner "
            "than taking the {card} from the discard pile").format(hint=hint, next=why.cards[0], card=card)
    if why.kind == "lock":  # a two-seat match's last round: the rising slots from 1 win it
        if why.cards[0] == 1:  # any rack rises from slot 1 to slot 1: whatever is played wins
            return QCoreApplication.translate(
                "GameController", "{hint}: whatever you play, the match is yours however the round "
                "ends").format(hint=hint)
        return QCoreApplication.translate(
            "GameController", "{hint}: keep slots 1 to {last} rising, and the match is yours however "
            "the round ends").format(hint=hint, last=why.cards[0])
    if why.kind == "unbeatable":
        return QCoreApplication.translate("GameController", "{hint}: no card is better in that slot than the {card}"
                                          ).format(hint=hint, card=why.cards[0])
    if why.kind == "count":  # no fact to tell: the coach's own count of turns
        return QCoreApplication.translate(
            "GameController", "{hint}: by the coach's count it leaves your rack closest to Rack-O").format(hint=hint)
    if why.kind == "keep_rack":
        return QCoreApplication.translate(
            "GameController", "{hint}: by the coach's count your rack is better off without it").format(hint=hint)
    if why.kind == "leave_hand":
        return QCoreApplication.translate("GameController", "{hint}: it would not improve any slot").format(
            hint=hint)
    return QCoreApplication.translate("GameController", "{hint}: about where the {card} belongs").format(
        hint=hint, card=card)


# Why the card a move replaces cannot stay (``rackoapp.coach.why.stuck``): by its kind, and for
# the draw pile's kinds whether no such card is left at all (True) or too few (False).
STUCK = {
    "stranded_below": QT_TRANSLATE_NOOP("GameController", "{hint}: your {card} there can never stay, as too few "
                                        "numbers are lower"),
    "stranded_above": QT_TRANSLATE_NOOP("GameController", "{hint}: your {card} there can never stay, as too few "
                                        "numbers are higher"),
    ("stuck_below", True): QT_TRANSLATE_NOOP("GameController", "{hint}: no card lower than your {card} can still "
                                             "be in the draw pile for the slots before it"),
    ("stuck_below", False): QT_TRANSLATE_NOOP("GameController", "{hint}: too few cards lower than your {card} can "
                                              "still be in the draw pile for the slots before it"),
    ("stuck_above", True): QT_TRANSLATE_NOOP("GameController", "{hint}: no card higher than your {card} can still "
                                             "be in the draw pile for the slots after it"),
    ("stuck_above", False): QT_TRANSLATE_NOOP("GameController", "{hint}: too few cards higher than your {card} can "
                                              "still be in the draw pile for the slots after it"),
}


def stuck_text(hint: str, why) -> str:
    """``hint`` and why the card it replaces cannot stay (a ``Reason`` of a ``STUCK`` kind)."""
    key = why.kind if why.kind.startswith("stranded") else (why.kind, not why.cards[1])
    return QCoreApplication.translate("GameController", STUCK[key]).format(hint=hint, card=why.cards[0])


def close_call_text(hint: str, take: str | None, slot: int | None, card: int | None) -> str:
    """``hint`` with the move about as good as it: (``take``, ``slot``) as a hint gives a move,
    ``card`` the discard pile's (a take) or the hand's."""
    if take == "draw":
        other = QCoreApplication.translate("GameController", "drawing from the draw pile")
    elif take == "discard":
        other = QCoreApplication.translate("GameController", "taking the {card} into slot {slot}").format(
            card=card, slot=slot_name(slot))
    elif slot is None:
        other = QCoreApplication.translate("GameController", "discarding the {card}").format(card=card)
    else:
        other = QCoreApplication.translate("GameController", "slot {slot}").format(slot=slot_name(slot))
    return QCoreApplication.translate("GameController", "{hint} \u2014 a close call: {other} is about as good").format(
        hint=hint, other=other)


def capitalized(text: str, names=()) -> str:
    """``text`` as it starts a line of its own (a status line, a box, a cell): a capital first,
    unless it starts with one of ``names``, which stay as their players wrote them ("hard 0 won
    the match" read "Hard 0 won", playtest)."""
    if any(name and text.startswith(name) for name in names):
        return text
    return text[:1].upper() + text[1:]


def side_name(seats, team) -> str:
    """A side as the table names it: a seat's name, or partners' names joined ("You & Cleo")."""
    return TEAM_JOIN.join(isolated(display_name(seats[s].name, not seats[s].is_computer)) for s in team)


def named_sides(seats, teams, totals) -> list[tuple[str, int]]:
    """(name, total) of each side as the table names it: with partners a team and its total
    (``totals`` one per side of ``teams``)."""
    return [(side_name(seats, team), total) for team, total in zip(teams, totals)]


def sides_text(sides) -> str:
    """(name, points) of each side as "Player 1: 0, Hard: 75": a colon between a name and its
    points ("Player 1 0" read as one number)."""
    each = QCoreApplication.translate("GameController", "{name}: {points}")
    return ", ".join(each.format(name=isolated(name), points=points) for name, points in sides)


def left_to_right(text: str) -> str:
    """``text`` led by a left-to-right mark where it holds letters written right to left: Qt lays
    a paragraph out by its first strong letter, isolates or not, and a tooltip that began with
    such a name read "of 500 points 475 :محمد", its "+400" as "400+" (names review)."""
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in text):
        return "\u200e" + text
    return text


def isolated(name: str) -> str:
    """A name written right to left kept apart from the numbers around it (Unicode's first
    strong isolate): "Kaarten: 250, مرحبا: 75" showed as "Kaarten: 250, 75 :مرحبا", the 75
    read as Kaarten's (playtest). Other names are left as they are."""
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name):
        return f"\u2068{name}\u2069"
    return name


def display_name(name: str, human: bool) -> str:
    """A seat's name as shown: the default names in the player's language, others as chosen."""
    if human and name == "You":
        return QCoreApplication.translate("GameController", "You")
    if human and name.startswith("Player ") and name[7:].isdigit():
        return QCoreApplication.translate("GameController", "Player {number}").format(number=name[7:])
    return name


def kept_name(shown: str) -> str:
    """The inverse of ``display_name`` for a human: a default name typed or shown in the
    player's language ("Jij", "Speler 2") is kept as the default ("You", "Player 2"), so the
    table and the record speak of it in any language."""
    if shown == display_name("You", True):
        return "You"
    for number in range(1, max(DECK_SIZE) + 1):  # a seat count: the decks are by seats
        if shown == display_name(f"Player {number}", True):
            return f"Player {number}"
    return shown


def round_dealt(number: int, dealer: str, you: bool = False) -> str:
    """``you``: the dealer is the player addressed as "you" (second person)."""
    if you:
        return QCoreApplication.translate("GameController", "Round {number}, dealt by you").format(number=number)
    return QCoreApplication.translate("GameController", "Round {number}, dealt by {dealer}").format(
        number=number, dealer=dealer)


def round_won(name: str, number: int, you: bool = False) -> str:
    if you:
        return QCoreApplication.translate("GameController", "Rack-O! You win round {number}").format(number=number)
    return QCoreApplication.translate("GameController", "Rack-O! {name} wins round {number}").format(
        name=name, number=number)
