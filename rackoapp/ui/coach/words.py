"""The coach's words: verdicts and moves as sentences (translated)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rackoapp.engine import Turn, slot_label

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


def tr(text: str) -> str:
    return QCoreApplication.translate("Coach", text)


def verdict_word(verdict: str) -> str:
    return tr(VERDICT_WORDS.get(verdict, verdict))


def verdict_tag(verdict: str, loss: float) -> str:
    """What the move log adds to a move: its mark, verdict and cost."""
    word = verdict_word(verdict)
    if loss <= 0.00005:
        return f"{VERDICT_MARKS[verdict]} {word}"
    return QCoreApplication.translate("Coach", "{mark} {verdict} (\u2212{loss:.1f} turns)").format(
        mark=VERDICT_MARKS[verdict], verdict=word, loss=loss)


def move_sentence(turn: Turn, card: int | None) -> str:
    """A move as "took 23 from the discard pile and put it in slot 30"."""
    if turn.take == "discard":
        took = QCoreApplication.translate("Coach", "take the {card} from the discard pile").format(card=card)
    elif card is None:
        return QCoreApplication.translate("Coach", "draw from the draw pile")
    else:
        took = QCoreApplication.translate("Coach", "draw (the {card} came)").format(card=card)
    if turn.slot is None:
        return QCoreApplication.translate("Coach", "{took} and discard it").format(took=took)
    return QCoreApplication.translate("Coach", "{took} and put it in slot {slot}").format(
        took=took, slot=slot_label(turn.slot))
