"""The record viewer's tool bar: step through a record, play on from a turn, or close it.

Its words are the main window's (translation context "MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QToolBar, QWidget

from rackoapp.controller import GameController

from .plain import plain, tip
from .table.words import match_won


# The steps that keep their arrows alone in a narrow bar; the rounds' steps keep their word, as
# their arrows alone would read as the turns'.
ARROWS = {"first": "\u25c0\u25c0", "back": "\u25c0", "forward": "\u25b6", "last": "\u25b6\u25b6"}


# What a screen reader calls each step's button.
READER_NAMES = {
    "first": lambda: QCoreApplication.translate("MainWindow", "First"),
    "round_back": lambda: QCoreApplication.translate("MainWindow", "Previous round"),
    "back": lambda: QCoreApplication.translate("MainWindow", "Back"),
    "forward": lambda: QCoreApplication.translate("MainWindow", "Forward"),
    "round_forward": lambda: QCoreApplication.translate("MainWindow", "Next round"),
    "last": lambda: QCoreApplication.translate("MainWindow", "Last"),
}


class RecordBar(QToolBar):
    play_on = Signal()       # "Play on from here"
    close_record = Signal()  # "Close record"
    refused = Signal(str)    # why Ctrl+Enter does not play on here

    def __init__(self, ctl: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.setObjectName("replayBar")
        self.setMovable(False)
        self.steps: dict[str, QAction] = {}  # also "play" and "close"
        moves = {"first": lambda: ctl.seek(0), "round_back": lambda: ctl.step_round(-1),
                 "back": lambda: ctl.step(-1), "forward": lambda: ctl.step(1),
                 "round_forward": lambda: ctl.step_round(1), "last": lambda: ctl.seek(ctl.position[1] - 1)}
        keys = {"first": "Home", "round_back": "PgUp", "back": "Left", "forward": "Right",
                "round_forward": "PgDown", "last": "End"}
        for name, move in moves.items():
            act = QAction(self)
            act.setObjectName(f"replay_{name}")
            act.setShortcut(QKeySequence(keys[name]))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(lambda _=False, m=move: m())
            self.addAction(act)
            self.steps[name] = act
        for name, signal in (("play", self.play_on), ("close", self.close_record)):
            act = QAction(self)
            act.setObjectName(f"replay_{name}")
            act.triggered.connect(signal.emit)
            self.addAction(act)
            self.steps[name] = act
        # Esc leaves the viewer as it closes a dialog (there was no key for it, playtest), and
        # Ctrl+Enter plays on: only the mouse reached it (playtest). Both only while the bar shows.
        self.steps["close"].setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.steps["play"].setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        for name in ("close", "play"):
            self.steps[name].setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        # Ctrl+Enter where "Play on from here" is greyed out says why: it did nothing, and the
        # reason stood only in the greyed button's tooltip, out of a keyboard's reach (keyboard
        # play-test). Enabled exactly when the button is not, so no key is claimed twice; a
        # shortcut, not an action, which the bar would show as a button.
        self._refusals = [QShortcut(key, self, context=Qt.ShortcutContext.WindowShortcut)
                          for key in self.steps["play"].shortcuts()]
        for refusal in self._refusals:
            refusal.setEnabled(False)
            refusal.activated.connect(lambda: self.refused.emit(self.steps["play"].toolTip()))
        # Where the record stands comes last: its length changes from step to step, and the
        # buttons after it moved under the pointer; in a narrow window it is what goes first.
        self._where = self._round_where = self._short_where = self._won = ""
        self.label = plain(QLabel())
        self.label.setContentsMargins(12, 0, 12, 0)
        self.addWidget(self.label)
        self.hide()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Record"))
        texts = {"first": QCoreApplication.translate("MainWindow", "\u25c0\u25c0 First"),
                 "round_back": QCoreApplication.translate("MainWindow", "\u25c0 Round"),
                 "back": QCoreApplication.translate("MainWindow", "\u25c0 Back"),
                 "forward": QCoreApplication.translate("MainWindow", "Forward \u25b6"),
                 "round_forward": QCoreApplication.translate("MainWindow", "Round \u25b6"),
                 "last": QCoreApplication.translate("MainWindow", "Last \u25b6\u25b6"),
                 "play": QCoreApplication.translate("MainWindow", "Play on from here"),
                 "close": QCoreApplication.translate("MainWindow", "Close record")}
        self._words = texts
        # In a bar too narrow even for the arrows and "3/60" (Dutch at 2x, playtest).
        self._short_words = {"play": QCoreApplication.translate("MainWindow", "Play on"),
                             "close": QCoreApplication.translate("MainWindow", "Close")}
        tips = {"round_back": QCoreApplication.translate("MainWindow", "To this round's deal, or the one before (Page Up)"),
                "round_forward": QCoreApplication.translate("MainWindow", "To the next round's deal; in the last round, to its end (Page Down)"),
                "close": QCoreApplication.translate("MainWindow", "Back to the table (Esc)")}
        for name, text in tips.items():
            self.steps[name].setToolTip(text)
        self._fit()
        if self.ctl.viewing:
            self.show_position(*self.ctl.position)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The steps in words where the bar has room; else First, Back, Forward and Last as their
        arrows alone (their words in the tooltip), and then, short of room still, where the record
        stands as "Round 2 • 60/118", then as "60/118": at 1.5x in Dutch "Close record" and the
        position went behind the bar's overflow button (playtest). Last, "Play on" and "Close"
        for their longer words: at 2x in Dutch even "3/60" went behind it (playtest)."""
        words = getattr(self, "_words", None)
        if not words:
            return
        for name, text in words.items():
            self.steps[name].setText(text)
        for name in ARROWS:
            self.steps[name].setToolTip(self._tip(name, READER_NAMES[name]()))
        for name in READER_NAMES:
            # Its word alone, whatever the button shows: the glyphs read out as "black
            # left-pointing triangle", twice, and the two Round buttons alike (review).
            self._name_for_readers(name, READER_NAMES[name]())
        for name in self._short_words:
            self._name_for_readers(name, words[name])
        self.label.setText(self._where)
        self.label.setToolTip("")
        if self.isHidden():  # no width to fit yet: showing it fits it
            return
        # Measured with the widest words the position can have, not this step's: a step whose
        # words were one digit longer made the bar short and moved its buttons (they stand still).
        steps = max(1, self.ctl.position[1])  # no round has more turns than the record steps
        number = max(9, self.ctl.record_rounds)
        # A finished match's last step names its winner: measured at every step, or the words
        # went behind the overflow button at that step alone (playtest, 1.5x). Only an unfinished
        # one can stop with a card taken.
        won = self._won_widest()
        widest = max((self._words_at(number, steps, steps, steps, holding) + won
                      for holding in ((False,) if won else (False, True))),
                     key=self.label.fontMetrics().horizontalAdvance)
        if self._fits(widest):
            return
        for name, arrows in ARROWS.items():
            self.steps[name].setText(arrows)
        if self._fits(widest) or not self._short_where:
            return
        self.label.setToolTip(tip(self._where))  # its names as written (one was an <img>, names review)
        # The round too where it fits, and who won where that fits as well: at 2x in Dutch the
        # bar said "1/22" alone, room to spare. At the last step who won comes before the round:
        # a finished record's end said "79/79" alone, the winner nowhere (GUI review, 2x, Dutch).
        rounds = self._round_words(number, steps, steps)
        choices = [(rounds + won, self._round_where + self._won)]
        if self._won:
            choices.append((f"{steps}/{steps}" + won, self._short_where + self._won))
        choices.append((rounds, self._round_where))
        for measured, shown in choices:
            if self._fits(measured):
                self.label.setText(shown)
                return
        self.label.setText(self._short_where)
        if self._fits(f"{steps}/{steps}"):
            return
        for name, text in self._short_words.items():
            self.steps[name].setText(text)

    def _tip(self, name: str, words: str) -> str:
        """A step's tooltip: its word and its key, as the Round and Close buttons' tips have
        (First, Back, Forward and Last named no key, dialogs review)."""
        key = self.steps[name].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return f"{words} ({key})" if key else words

    def _name_for_readers(self, name: str, words: str) -> None:
        button = self.widgetForAction(self.steps[name])
        if button is not None:
            button.setAccessibleName(words)

    def _fits(self, where: str) -> bool:
        """The bar's buttons as they are and ``where`` fit its width. Added up here: the tool bar's
        own size hint, asked right after its words change, gave the same words widths 330 px
        apart from call to call, and "Close" showed at the first step, "Close record" from the
        next (playtest, 2x, Dutch)."""
        layout = self.layout()
        margins, label = layout.contentsMargins(), self.label.contentsMargins()
        buttons = [self.widgetForAction(action) for action in self.steps.values()]
        needed = (sum(button.sizeHint().width() for button in buttons if button is not None)
                  + self.label.fontMetrics().horizontalAdvance(where) + label.left() + label.right()
                  + layout.spacing() * len(buttons) + margins.left() + margins.right() + 2)
        return needed <= self.width()

    def _won_widest(self) -> str:
        """The widest words a finished match's last step adds (who won), else nothing."""
        if not self.ctl.viewed_finished:
            return ""
        width = self.label.fontMetrics().horizontalAdvance
        return "  \u2022  " + max((match_won(self.ctl, side) for side in range(len(self.ctl.teams))), key=width)

    @staticmethod
    def _round_words(number: int, step: int, steps: int) -> str:
        return QCoreApplication.translate("MainWindow", "Round {number}  \u2022  {step}/{steps}").format(
            number=number, step=step, steps=steps)

    @staticmethod
    def _words_at(number: int, turn: int, step: int, steps: int, holding: bool = False) -> str:
        if holding:  # a record that stops with a card taken: "after turn 12" hid the card (playtest)
            where = QCoreApplication.translate("MainWindow", "Round {number}, turn {turn}, a card taken").format(
                number=number, turn=turn + 1)
        elif turn:
            where = QCoreApplication.translate("MainWindow", "Round {number}, after turn {turn}").format(
                number=number, turn=turn)
        else:  # nobody has played yet: "turn 0" reads as a bug
            where = QCoreApplication.translate("MainWindow", "Round {number}, the deal").format(number=number)
        return QCoreApplication.translate("MainWindow", "{where}  \u2022  step {step} of {steps}").format(
            where=where, step=step, steps=steps)

    @property
    def where(self) -> str:
        """Where the record stands, in words ("Round 2, after turn 5  •  step 60 of 118")."""
        return self._where

    def show_position(self, index: int, count: int) -> None:
        """Position ``index`` of ``count`` is on the table."""
        self._where = self._words_at(self.ctl.round_number, self.ctl.turns_played, index + 1, count,
                                     holding=self.ctl.phase == "place")
        self._round_where = self._round_words(self.ctl.round_number, index + 1, count)
        # The last step of a finished match said a round's winner only (playtest).
        self._won = "" if self.ctl.winner is None else "  \u2022  " + match_won(self.ctl, self.ctl.winner)
        self._where += self._won
        self._short_where = f"{index + 1}/{count}"
        for name in ("first", "round_back", "back"):
            self.steps[name].setEnabled(index > 0)
        # Page Down goes to the next round's deal, or in the last round to its end: as far as Right.
        for name in ("forward", "round_forward", "last"):
            self.steps[name].setEnabled(index < count - 1)
        can = self.ctl.can_play_on
        self.steps["play"].setEnabled(can)
        for refusal in self._refusals:
            refusal.setEnabled(not can)
        # Greyed out, it said nothing of why (second playtest).
        if can:
            tip = QCoreApplication.translate("MainWindow", "Play the match on from this position (Ctrl+Enter)")
        elif self.ctl.winner is not None:
            tip = QCoreApplication.translate("MainWindow", "The match is over here")
        else:
            tip = QCoreApplication.translate(
                # "(End)", not the button's glyphs: a screen reader said "black right-pointing
                # triangle" twice (record viewer review).
                "MainWindow", "An unfinished match can be played on from its last step only (Last, End): from an "
                "earlier one you would know the cards to come")
        self.steps["play"].setToolTip(tip)
        self._fit()
