"""The coach's words: verdicts and moves as sentences (translated)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QGuiApplication, QPalette

from rackoapp.coach import LOSS_CAP, VERDICTS, MoveGrade
from rackoapp.controller.texts import slot_name
from rackoapp.engine import Turn
from rackoapp.ui import i18n
from rackoapp.ui.theme import look

VERDICT_WORDS = {
    "best": QT_TRANSLATE_NOOP("Coach", "best"),
    "good": QT_TRANSLATE_NOOP("Coach", "good"),
    "inaccuracy": QT_TRANSLATE_NOOP("Coach", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Coach", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("Coach", "blunder"),
}
# A mark a child can read at a glance, in the chess tradition.
VERDICT_MARKS = {"best": "\u2713", "good": "\u2713", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
# Dark enough to read on the move log's light rows (4.5:1 or more on white).
VERDICT_COLORS = {"best": "#1c7a3a", "good": "#2f7a34", "inaccuracy": "#8a6500", "mistake": "#b04a00",
                  "blunder": "#b3261e"}
# The same on the high-contrast theme's black, and on a dark palette's rows.
VERDICT_COLORS_BRIGHT = {"best": "#7dfc9a", "good": "#b8f5a0", "inaccuracy": "#ffe14d", "mistake": "#ffab40",
                         "blunder": "#ff6e6e"}


def verdict_color(verdict: str, palette: QPalette | None = None) -> str:
    """A verdict's colour on rows of ``palette`` (the application's by default): the bright
    ones on the high-contrast theme's black and on a dark system palette's rows, where the dark
    ones read at 2:1 on #323232 (keyboard review)."""
    if palette is None:
        palette = QGuiApplication.palette()
    dark_rows = palette.color(QPalette.ColorRole.Base).lightness() < 128
    return (VERDICT_COLORS_BRIGHT if look.high_contrast or dark_rows else VERDICT_COLORS)[verdict]


def tr(text: str) -> str:
    return QCoreApplication.translate("Coach", text)


def verdict_word(verdict: str) -> str:
    return tr(VERDICT_WORDS.get(verdict, verdict))


def turns_text(turns: float) -> str:
    """A number of turns as the coach shows it: two decimals everywhere (one would blur the
    verdicts' edges, an inaccuracy of 0.22 shown as 0.2, the top of "good"), in the
    language's own way ("0,37" in Dutch)."""
    return i18n.decimal(turns, 2)


def mean_turns_text(turns: float) -> str:
    """A mean loss: "under 0.01" where two decimals would round a loss to nothing ("0.00 turns
    each on average" stood under a move that cost 0.03, playtest)."""
    if 0 < turns < 0.005:
        return QCoreApplication.translate("Coach", "under {least}").format(least=turns_text(0.01))
    return turns_text(turns)


def cost_legend() -> str:
    """What a cost and the marks mean, with the verdicts' limits: "cost 1.79 turns" and "??"
    were explained nowhere in the review (playtest). It says what is not counted: a discard
    graded best had handed the next seat its Rack-O (second playtest)."""
    limits = dict(VERDICTS)
    return QCoreApplication.translate(
        "Coach", "A move's cost is how many extra turns, on average, it adds on your way to Rack-O "
        "compared with the best move; what your discard may give the next player is not counted. "
        "{good}: up to {g}; {inaccuracy}: up to {i}; {mistake}: up to {m}; {blunder}: more.").format(
        **{v: f"{VERDICT_MARKS[v]}\u00a0{verdict_word(v)}" for v in ("good", "inaccuracy", "mistake", "blunder")},
        g=turns_text(limits["good"]), i=turns_text(limits["inaccuracy"]), m=turns_text(limits["mistake"]))


def verdict_tag(verdict: str, loss: float, costed: str | None = None, card: int | None = None) -> str:
    """What the move log adds to a move: its mark, verdict and cost (a cost, not a minus
    sign: "-0.37 turns" read as a gain, playtest). ``costed``: the words for a cost, translated,
    with ``{mark}``, ``{verdict}``, ``{loss}`` and ``{card}``."""
    word = verdict_word(verdict)
    if loss < 0.005:  # nothing worth a number
        return f"{VERDICT_MARKS[verdict]}\u00a0{word}"
    if loss >= LOSS_CAP:  # the model saw no way to Rack-O after it: its count is a stand-in, no measure
        tag = QCoreApplication.translate("Coach", "{mark} {verdict} (no way to Rack-O in sight after it)").format(
            mark=VERDICT_MARKS[verdict], verdict=word)
    else:
        costed = costed or QCoreApplication.translate("Coach", "{mark} {verdict} (cost {loss} turns)")
        tag = costed.format(mark=VERDICT_MARKS[verdict], verdict=word, loss=turns_text(loss), card=card)
    # The mark and its word never part at a line's end (Dutch split "✓ / goed", playtest).
    return tag.replace(f"{VERDICT_MARKS[verdict]} {word}", f"{VERDICT_MARKS[verdict]}\u00a0{word}", 1)


def grade_tag(grade: MoveGrade) -> str:
    """``verdict_tag`` of a graded move, saying so when its whole cost was the take's: the move
    that went Rack-O read "✓ good (cost 0.09 turns)", as if winning had cost something
    (playtest), where the cost was the draw's, judged before its card was seen."""
    if grade.place_loss >= 0.005:
        return verdict_tag(grade.verdict, grade.loss)
    if grade.played.take == "draw":
        costed = QCoreApplication.translate("Coach", "{mark} {verdict} (the draw cost {loss} turns)")
    else:
        costed = QCoreApplication.translate("Coach", "{mark} {verdict} (taking the {card} cost {loss} turns)")
    return verdict_tag(grade.verdict, grade.loss, costed, grade.card)


def log_tag(grade: MoveGrade) -> str:
    """What the move log adds to a graded move: ``grade_tag``, and from an inaccuracy on the
    better move in a few words. "?? blunder (cost 2.54 turns)" gave no word of it until the
    round's review (second playtest)."""
    tag = grade_tag(grade)
    if grade.verdict in ("best", "good"):
        return tag
    best, played = grade.best, grade.played
    if best.take == played.take:
        better = (QCoreApplication.translate("Coach", "better: discard it") if best.slot is None else
                  QCoreApplication.translate("Coach", "better: slot {slot}").format(slot=slot_name(best.slot)))
    elif best.take == "discard" and best.slot is not None:
        # "the 4 into slot 1" did not say the 4 was the discard pile's (GUI playtest).
        better = QCoreApplication.translate("Coach", "better: the discard pile's {card} into slot {slot}").format(
            card=grade.best_card, slot=slot_name(best.slot))
    else:
        better = QCoreApplication.translate("Coach", "better: draw")
    return f"{tag}; {better}"


def move_sentence(turn: Turn, card: int | None, drawn: bool = True) -> str:
    """A move as "take the 23 from the discard pile and put it in slot 6 (30)": slots named as the
    move log names them (``slot_name``). ``drawn`` False: the draw was not made, and its card is
    the one that would have come ("the 23 came" read as a fact, playtest)."""
    if turn.take == "discard":
        took = QCoreApplication.translate("Coach", "take the {card} from the discard pile").format(card=card)
    elif card is None:
        return QCoreApplication.translate("Coach", "draw from the draw pile")
    elif drawn:
        took = QCoreApplication.translate("Coach", "draw (the {card} came)").format(card=card)
    else:
        took = QCoreApplication.translate("Coach", "draw (the {card} would have come)").format(card=card)
    if turn.slot is None:
        return QCoreApplication.translate("Coach", "{took} and discard it").format(took=took)
    return QCoreApplication.translate("Coach", "{took} and put it in slot {slot}").format(
        took=took, slot=slot_name(turn.slot))


def given_up_text(why) -> str:
    """What a played move gave up of the two-seat rule's run (``rackoapp.coach.why.given_up``),
    as a sentence: the review called such moves blunders without a word of it (playtest)."""
    if why.kind == "breaks_run":
        return QCoreApplication.translate("Coach", "That gave up your run {run}, the run Rack-O needs.").format(
            run=", ".join(str(c) for c in why.breaks))
    if why.kind == "gap":
        low, missing, high = why.cards
        return QCoreApplication.translate(
            "Coach", "That gave up your {low} and {high}, which wait for the {missing} between them: the run "
            "Rack-O needs.").format(low=low, missing=missing, high=high)
    if why.kind == "run":  # a pair: a run of three would have been the rack's
        return QCoreApplication.translate("Coach", "That gave up your {low} and {high}, a start of the run Rack-O "
                                          "needs.").format(low=why.cards[0], high=why.cards[-1])
    return QCoreApplication.translate("Coach", "That left your rack, which rose in order, out of order.")
