""""Review this round": the costliest moves of a round, one at a time, on a small table
that shows the position before the move, the move played and the better one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QLabel, QPushButton,
    QVBoxLayout, QWidget,
)

from rackoapp.coach import Review, TurnReview
from rackoapp.coach.why import given_cards, given_up, leave_pile, placement_reason, winning_run, with_lock
from rackoapp.controller.texts import display_name, kept_name, reason_text
from rackoapp.engine import Rules

from ..access import announce_now, position_words
from ..dialogs.fit import ScrollArea, fit_dialog
from ..plain import plain
from ..table.cards import CARD_H, CARD_W, Z_RACK, CardItem
from ..table.items import RACK_W, HighlightItem, PileItem, RackItem, fitted_font, paint_felt
from . import words

RACK_POS = (60.0, 355.0)
# The whole rack, its tray and the slot labels on its lip, with a margin below: at 490 high a
# wide, low view (1920x1080 at scale 2) cut the labels in half (playtest).
W, H = RACK_W + 120, RACK_POS[1] + CARD_H + 40 + 12
DRAW_POS = (W / 2 - CARD_W - 60, 30.0)
DISCARD_POS = (W / 2 + 60, 30.0)
# How far the better card stands above its slot: the card it would replace shows its number
# below it (lifted by half a card, it hid that number, playtest).
LIFT = CARD_H * 0.72
# The better move's colour: blue, never a verdict's. In green, a move graded "good" (its dashed
# outline green too) and the better one looked alike (playtest).
BETTER = QColor("#6cd3ff")
NAME_W = W / 2 - 260 - RACK_POS[0] - 20  # the seat's name, left of the piles' ring


class ReviewTable(QGraphicsScene):
    """The reviewed seat's rack and the piles as they were before one move."""

    def __init__(self, rules: Rules, parent=None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.setSceneRect(0, 0, W, H)
        self.rack = RackItem(0, "", "")  # its own name plate stays empty: the better card would hide it
        self.rack.setPos(*RACK_POS)
        self.addItem(self.rack)
        # The seat's name, above the better card where it is lifted under it (``_show_name``).
        self.name_plate = QGraphicsSimpleTextItem()
        self.name_plate.setBrush(QColor("#fff6d8"))
        self.name_plate.setZValue(Z_RACK + 90)
        self.addItem(self.name_plate)
        self.draw = PileItem("", "draw")
        self.draw.setPos(*DRAW_POS)
        self.discard = PileItem("", "discard")
        self.discard.setPos(*DISCARD_POS)
        for item in (self.draw, self.discard):
            item.count = None
            self.addItem(item)
        self._shown: list = []

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect, QRectF(W / 2 - 260, 20, 520, CARD_H + 70))

    def _add(self, item):
        self.addItem(item)
        self._shown.append(item)
        return item

    def _card(self, value: int | None, pos, z: float = Z_RACK, glow=None) -> CardItem:
        card = self._add(CardItem(value, self.rules.deck_size, value is not None))
        card.setPos(QPointF(*pos) if isinstance(pos, tuple) else pos)
        card.setZValue(z)
        card.set_glow(glow)
        return card

    def _mark(self, rect_pos, color: QColor, dashed: bool) -> None:
        mark = self._add(HighlightItem(QColor(color), dashed))
        mark.setPos(rect_pos)
        # The player's dashed frame over the better move's solid one: where both took the same
        # pile (or slot), the solid frame hid the dashed, and "dashed: your move" was nowhere
        # (coach review); over it, its dashes show the blue between them.
        mark.setZValue(Z_RACK + 60 if dashed else Z_RACK + 50)
        mark.show()

    def _slot_pos(self, slot: int):
        return self.rack.slots[slot - 1].scenePos()

    def show_turn(self, t: TurnReview, name: str) -> None:
        for item in self._shown:
            self.removeItem(item)
        self._shown = []
        obs, g = t.position, t.grade
        # No points on the plate: the match's total there ("0 pts" in round 1) read as what the
        # rack on show would score (playtest).
        self.rack.set_state(detail="", last_slot=None, total=None)
        self.draw.set_label(QCoreApplication.translate("Coach", "Draw pile"))
        self.discard.set_label(QCoreApplication.translate("Coach", "Discard pile"))
        for k, value in enumerate(obs.rack, 1):
            self._card(value, self._slot_pos(k), Z_RACK + k * 0.01)
        self._card(None, DRAW_POS, Z_RACK)
        top = obs.discard_pile[-1] if obs.discard_pile else None
        if top is not None:
            self._card(top, DISCARD_POS, Z_RACK)
        played = QColor(words.VERDICT_COLORS_BRIGHT[g.verdict])  # bright on the felt
        self._mark(self._pile_pos(g.played.take), played, True)
        self._mark(self._place_pos(g.played.slot), played, True)
        if g.played.slot is None:
            self._discarded(g.card, played)
        elif g.played.take == "draw" and not (g.best.take == "draw" and g.best_card == g.card):
            self._drawn(g.card, played)
        # The better move: its pile and slot outlined, its card lifted above the slot.
        self._mark(self._pile_pos(g.best.take), BETTER, False)
        lifted = None
        if g.best.slot is not None or g.best_card is not None:
            pos = self._place_pos(g.best.slot)
            self._mark(pos, BETTER, False)
            if g.best_card is not None and g.best.slot is not None:
                lifted = self._card(g.best_card, pos - _lift(), Z_RACK + 80, BETTER)
            elif g.best_card is not None:
                self._discarded(g.best_card, BETTER)
        self._show_name(name, lifted)

    def _discarded(self, card: int, glow) -> None:
        """A drawn card discarded lands on the discard pile, in its move's colour: the dashed
        frame round the pile's old top alone read as taking that card (playtest). It lies aside,
        over no more than the old top's edge: over half of it, it hid the number of the card the
        better move took (playtests)."""
        self._card(card, QPointF(*DISCARD_POS) + QPointF(CARD_W * 0.94, -CARD_H * 0.1), Z_RACK + 70, glow)

    def _drawn(self, card: int, glow) -> None:
        """A drawn card put into a slot comes off the draw pile, beside it on the pile's open
        side, in its move's colour: "you chose to draw (the 33 came)" showed no 33 where the
        better move took another card (playtest)."""
        self._card(card, QPointF(*DRAW_POS) - QPointF(CARD_W * 0.94, CARD_H * 0.1), Z_RACK + 70, glow)

    def _show_name(self, name: str, lifted: CardItem | None) -> None:
        """The name just above the rack, as at the table; above the better card where that card,
        lifted over its slot, stands under the name (it floated a card's height up, away from
        its rack, for every move, playtest)."""
        self.name_plate.setFont(fitted_font(22, True, name, NAME_W))
        self.name_plate.setText(name)
        height = self.name_plate.boundingRect().height()
        self.name_plate.setPos(RACK_POS[0], RACK_POS[1] - height - 8)
        if lifted is not None and self.name_plate.sceneBoundingRect().intersects(lifted.sceneBoundingRect()):
            self.name_plate.setPos(RACK_POS[0], RACK_POS[1] - LIFT - height - 10)

    @staticmethod
    def _pile_pos(take: str) -> QPointF:
        return QPointF(*(DRAW_POS if take == "draw" else DISCARD_POS))

    def _place_pos(self, slot: int | None) -> QPointF:
        return self._slot_pos(slot) if slot is not None else QPointF(*DISCARD_POS)


def better_words(t: TurnReview) -> str:
    """The better move of ``t`` as a sentence, with the fact that speaks for it, as a hint says
    one: for the review's text and a graded line's tooltip in the move log."""
    g = t.grade
    better = words.move_sentence(g.best, g.best_card, drawn=g.played.take == g.best.take)
    if g.best.take == "draw" and g.played.take == "discard":
        # Leaving the discard pile's card was the better move: why, as a hint says it (the
        # review said only "Better: draw ... and discard it", playtest). Not why the card that
        # came fits where it would have gone: that is hindsight, and "draw (the 1 would have
        # come) and put it in slot 1 (5): it fits below your 13" read as the reason to draw
        # (learner's play-test).
        better = reason_text(better, with_lock(t.position, leave_pile(t.position, g.card)), g.card)
    elif g.best.slot is not None and g.best_card is not None:
        # The fact that speaks for it, as a hint says one: the review said only "Better: ..."
        # (second playtest).
        # With no fact a player can check, the coach's own count, as a hint says it ("Better:
        # take the 11 into slot 7 (35)" stood bare, coach review).
        why = placement_reason(t.position.rules, t.position.rack, g.best.slot, g.best_card, t.drawable())
        why = with_lock(t.position, why)  # the run that won the match, which the move broke
        better = reason_text(better, why, g.best_card)
    return better


def given_up_words(t: TurnReview) -> str:
    """What the played move gave up of the run the two-seat rule needs, that the better move
    keeps, as a sentence; "" if nothing (or the match was won however the round ended)."""
    g, obs = t.grade, t.position
    if g.is_best or g.played.slot is None or winning_run(obs) is not None:
        return ""
    lost = given_up(obs.rules, obs.rack, g.played.slot, g.card, t.drawable())
    if lost is None:
        return ""
    if g.best.slot is not None and g.best_card is not None and (
            obs.rack[g.best.slot - 1] in given_cards(lost)
            or given_up(obs.rules, obs.rack, g.best.slot, g.best_card, t.drawable()) == lost):
        return ""  # the better move gives them up too: no reason against the move played
    return words.given_up_text(lost)


def hindsight_words(t: TurnReview) -> str:
    """Said where the better move takes from the other pile: "Better: draw (the 29 would have
    come)" read as a mark for bad luck (playtest); the grade was made before the card was seen."""
    if t.grade.played.take == t.grade.best.take:
        return ""
    return QCoreApplication.translate("Coach", "Graded on what you could know then, not on the card that came.")


def _lift() -> QPointF:
    return QPointF(0, LIFT)


TEXT_LINES = 4  # the explanation's room below the position


class FittedView(QGraphicsView):
    """The whole position, as large as the view allows, whenever the view's size changes: fitted
    on the dialog's resize, the cards opened small and grew at the next move (playtest)."""

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As small as it may be: the dialog gives it the room its words leave (it stretches), and
        its scene's size asked for made the words scroll out of a dialog that had room for them."""
        return self.minimumSize()


class ReviewDialog(QDialog):
    """Steps through ``turns`` (the costliest first) of ``review``."""

    def __init__(self, review: Review, rules: Rules, turns: list[TurnReview], name: str,
                 parent: QWidget | None = None, round_number: int | str = "", hinted: int = 0,
                 own_mean: float | None = None) -> None:
        """``round_number``: the round's, for a review with no move of the seat to tell it;
        ``hinted``: how many of its moves were played as a hint said; ``own_mean``: the mean loss
        of the others, the moves the statistics count."""
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.review = review
        self.hinted = hinted
        self.own_mean = own_mean
        self.turns = turns
        # The seat's name kept as the default it may be ("You"): shown in the language in effect.
        self.name = kept_name(name)
        self.index = 0
        self.round = turns[0].round if turns else (review.turns[0].round if review.turns else round_number)
        outer = QVBoxLayout(self)
        # The words and the position scroll above the buttons where the screen is too low for
        # them (450x300 at QT_SCALE_FACTOR=2): the explanation lay over the cards, and Close
        # below the dialog's edge (coach review).
        body = QWidget(self)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        self.heading = plain(QLabel())
        self.heading.setObjectName("reviewHeading")
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        # Wrapped: one line, it made the dialog wider than the screen at QT_SCALE_FACTOR=2, the
        # explanation cut at its edge and Close beyond it (playtest).
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = ReviewTable(rules, self)
        self.view = FittedView(self.table)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.view.setMinimumSize(320, 160)  # the position scales down; a 640-wide screen (1280 at 2x) fits it
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay.addWidget(self.view, 1)
        self.text = plain(QLabel())
        self.text.setObjectName("reviewText")
        self.text.setWordWrap(True)
        # Room for the longest explanation, always: a text a line longer shrank the cards above
        # it from one move to the next (playtest).
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * TEXT_LINES)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.text)
        self.legend = plain(QLabel())
        self.legend.setObjectName("reviewLegend")
        self.legend.setWordWrap(True)  # the text's own colour: grey read at 3.5:1 (playtest)
        lay.addWidget(self.legend)
        # Takes the room the position leaves when there is none to show: made larger, the dialog
        # spread its three lines apart (playtest).
        lay.addStretch()
        outer.addWidget(ScrollArea(body, self), 1)
        buttons = QDialogButtonBox()
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        buttons.addButton(self.prev_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._step_keys()
        close.clicked.connect(self.close)
        self.prev_button.clicked.connect(lambda: self.go(self.index - 1))
        self.next_button.clicked.connect(lambda: self.go(self.index + 1))
        outer.addWidget(buttons)
        # No larger than the screen (it opened 900 wide on an 800x600 screen, Close off its
        # edge, and below the edge of 1920x1080 at scale 2, playtest): the position shrinks.
        fit_dialog(self, QSize(900, 560))
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the language in effect: at the start, and again when it changes."""
        self.setWindowTitle(QCoreApplication.translate("Coach", "Review of round {number}").format(number=self.round))
        self.view.setAccessibleName(QCoreApplication.translate("Coach", "The position before the move"))
        self.prev_button.setText(QCoreApplication.translate("Coach", "&Previous"))
        self.next_button.setText(QCoreApplication.translate("Coach", "&Next"))
        self.legend.setText(words.cost_legend())
        self.go(self.index)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def go(self, index: int) -> None:
        n = len(self.turns)
        self.index = max(0, min(index, n - 1))
        for button, other, able in ((self.next_button, self.prev_button, self.index < n - 1),
                                    (self.prev_button, self.next_button, self.index > 0)):
            if not able and button.hasFocus() and n > 1:  # Qt moved it on to Close: the next Enter closed
                other.setEnabled(True)
                other.setFocus(Qt.FocusReason.TabFocusReason)
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < n - 1)
        if len(self.review.turns) == 1:
            mean = QCoreApplication.translate("Coach", "Your only move this round cost {loss} turns").format(
                loss=words.mean_turns_text(self.review.mean_loss))  # not "0.00" beside a costed move (review)
        else:
            mean = QCoreApplication.translate("Coach", "Your {count} moves this round cost {loss} turns each on average").format(
                count=len(self.review.turns), loss=words.mean_turns_text(self.review.mean_loss))
        if self.hinted and len(self.review.turns) == 1:
            mean = QCoreApplication.translate("Coach", "{mean}. You played it exactly as hinted (its pile and its "
                                              "slot): the statistics leave it out").format(mean=mean)
        elif self.hinted:
            # The statistics' chart leaves hinted moves out: its mean differed, unexplained (playtest).
            # One of them is "it", not "those" (coach review).
            mean = (QCoreApplication.translate("Coach", "{mean}. You played one of them exactly as hinted "
                                               "(pile and slot): the statistics leave it out")
                    if self.hinted == 1 else
                    QCoreApplication.translate("Coach", "{mean}. You played {hinted} of them exactly as hinted "
                                               "(pile and slot): the statistics leave those out")
                    ).format(mean=mean, hinted=self.hinted)
            rest = len(self.review.turns) - self.hinted
            if self.own_mean is not None and rest > 0:
                # Said as a number too: "0.23 each" here and 0.49 on the statistics' chart for the
                # same one-round match read as two verdicts (newcomer's play-test).
                mean = (QCoreApplication.translate("Coach", "{said}, and count your other move at {loss} turns")
                        if rest == 1 else
                        QCoreApplication.translate("Coach", "{said}, and count your other {count} at {loss} turns each")
                        ).format(said=mean, count=rest, loss=words.mean_turns_text(self.own_mean))
        if not self.review.turns:  # a Rack-O before your first turn: it praised "your 0 moves" (playtest)
            self.heading.setText(QCoreApplication.translate("Coach", "You made no move this round"))
            self.text.setText(QCoreApplication.translate("Coach", "It ended before your first turn."))
        elif not n and self.hinted >= len(self.review.turns):
            # "Every move of yours was the best one", then "10 of them played as hinted, so the
            # statistics leave those out": graded, and then not counted (playtest).
            self.heading.setText(QCoreApplication.translate("Coach", "You played every move of this round as the coach hinted"))
            self.text.setText(QCoreApplication.translate(
                "Coach", "Those moves are the coach's, so there is nothing of yours to review here, and the "
                "statistics leave them out."))
        elif not n:
            self.heading.setText(QCoreApplication.translate("Coach", "Every move of yours this round was the best one"))
            self.text.setText(mean)
        if not n:
            self.view.hide()
            self.adjustSize()  # no position to show: no large empty box (second playtest)
            # Its words for a screen reader too: with nothing to step through it had none, and
            # a blind player heard a title and a Close button (coach review).
            self.setAccessibleDescription(self.heading.text() + ". " + self.text.text())
            return
        t = self.turns[self.index]
        g = t.grade
        # Which of your moves, as a player counts them: "turn 3 of the round", every seat's turns
        # counted, was a newcomer's second move (learner's play-test). One move shown is no
        # "Move 1 of the 1 shown" (playtest).
        if n == 1:
            heading = QCoreApplication.translate("Coach", "The move shown: your move {mine} of {count}, {verdict}")
        else:
            heading = QCoreApplication.translate("Coach", "Costliest move {k} of {n}: your move {mine} of {count}, {verdict}")
        mine = sum(1 for u in self.review.turns if u.round == t.round and u.turn <= t.turn)
        self.heading.setText(heading.format(k=self.index + 1, n=n, mine=mine, count=len(self.review.turns),
                                            verdict=words.grade_tag(g)))
        self.table.show_turn(t, display_name(self.name, True))
        self.view.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        played = words.move_sentence(g.played, g.card)
        better = better_words(t)
        cost = given_up_words(t)
        if cost:
            chose = QCoreApplication.translate("Coach", "You chose to {played}. {cost} Better: {better}.").format(
                played=played, cost=cost, better=better)
        else:
            chose = QCoreApplication.translate("Coach", "You chose to {played}. Better: {better}.").format(
                played=played, better=better)
        marks = QCoreApplication.translate("Coach", "Dashed: your move; blue: the better one.")
        # After the round's mean on screen, as before; said with the move it is about.
        hindsight = hindsight_words(t)
        self.text.setText(" ".join(part for part in (chose, marks, f"{mean}.", hindsight) if part))
        if hindsight:
            chose += " " + hindsight
        # The position in words, as the table's description gives it: only the eye had the rack
        # and the discard pile (coach review).
        self.view.setAccessibleDescription(position_words(t.position))
        # Each step heard as it is shown (stepping was silent, keyboard review), without the
        # colours' legend, meant for the eye, nor the round's mean, said once at the opening
        # (``showEvent``): every step read 400 characters (coach review).
        said = f"{self.heading.text()}. {chose}"
        self.setAccessibleDescription(f"{said} {mean}.")
        announce_now(self, said)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Heard once it opens, with the round's mean and what a cost means: its first go() came
        before it was shown, so the costliest move, the first shown, was never said (coach
        review)."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._say_opening)

    def _say_opening(self) -> None:
        legend = f" {self.legend.text()}" if self.turns else ""  # no cost to explain where none is shown
        announce_now(self, self.accessibleDescription() + legend)

    def _step_keys(self) -> None:
        """Right or Down the next move, Left or Up the one before, Home the first and End the
        last, as the record viewer steps (End did nothing, playtest): as shortcuts, which come
        before the focused button's own use of the arrows (moving the focus, playtest)."""
        steps = (((Qt.Key.Key_Right, Qt.Key.Key_Down), lambda: self.index + 1),
                 ((Qt.Key.Key_Left, Qt.Key.Key_Up), lambda: self.index - 1),
                 ((Qt.Key.Key_Home,), lambda: 0), ((Qt.Key.Key_End,), lambda: len(self.turns) - 1))
        for keys, where in steps:
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(lambda w=where: self.go(w()))
