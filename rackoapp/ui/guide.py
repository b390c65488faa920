"""The first-round guide: on the very first start, a few steps over the table while the
player plays their first round (take a card, place it, what a run is, how points are counted).
It can be skipped, and Help > First-round guide opens it again."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rackoapp.ui import settings as settings_mod

from .plain import plain
from .table.cards import CARD_H, CARD_W

SEEN_KEY = "guide/seen"

# (title, text, what ends the step by itself: "take" or "place", the player's next one; Next
# ends any step). The steps about the rules end with the player's next turn, so the guide moves
# on and goes by itself: step 3 stood the whole round until Next was found (playtest).
STEPS = (
    (QT_TRANSLATE_NOOP("Guide", "1. Take a card"),
     # "(key D)": a bare "(D)" read as the dealer's D badge beside a name (playtest).
     QT_TRANSLATE_NOOP("Guide", "On your turn, take the top card of the draw pile (key D) or the "
                                "face-up card of the discard pile (key P): click the pile, or drag its "
                                "card onto your rack."),
     "take"),
    (QT_TRANSLATE_NOOP("Guide", "2. Place it"),
     QT_TRANSLATE_NOOP("Guide", "Drag the card onto a slot of your rack (or press 1 to 9, or 0 for the "
                                "last slot). The card that was there goes onto the discard pile. A drawn "
                                "card you do not want can go straight onto the discard pile (key X)."),
     "place"),
    (QT_TRANSLATE_NOOP("Guide", "3. Rising numbers"),
     QT_TRANSLATE_NOOP("Guide", "Your aim: numbers that rise from the left slot to the right one. Ten "
                                "rising cards are a Rack-O and end the round."),
     "place"),
    (QT_TRANSLATE_NOOP("Guide", "4. How points are counted"),
     # The numbers under the slots said: a newcomer read "50" under the last slot as the card
     # wanted there (newcomer's playtest).
     QT_TRANSLATE_NOOP("Guide", "Rack-O scores 75. Everyone else scores 5 a card from the left, up to "
                                "the first lower card: the numbers under the slots. "
                                "Once anyone reaches the target score, the highest total wins the match."),
     "place"),
)


PLACE_STEP = 1  # "2. Place it", whose X is for a drawn card

RUNS_STEP = 2  # "3. Rising numbers", and runs where the rules count them

# Step 3 where runs count (the two-player rule, the run bonus, partners): taught at every table, runs
# were a lesson with no use at three or four seats (playtest).
RUNS_TITLE = QT_TRANSLATE_NOOP("Guide", "3. Rising numbers and runs")
RUN_IS = QT_TRANSLATE_NOOP("Guide", "A run is cards side by side that go up by one, like 17, 18, 19.")

# Said at the runs' step when the two-player rule is on: said always, it was false when off (review).
RUN_NEEDED = QT_TRANSLATE_NOOP("Guide", "With two players a Rack-O also needs a run of three.")

# Said after the last step with partners, where the points, and so the target, are a team's
# ("once anyone reaches the target" read as a player's total, playtest).
PARTNERS = QT_TRANSLATE_NOOP("Guide", "With partners, the two players of a team add up their points, and "
                                      "the teams' totals decide the match; a team whose player goes Rack-O "
                                      "also scores a bonus for the longest run in each of its racks.")


# Said after the last step with bonus points for runs (without partners): it said "Rack-O scores
# 75" and no more (code review).
BONUS = QT_TRANSLATE_NOOP("Guide", "Bonus points for runs are on: a Rack-O also scores a bonus for the "
                                   "longest run in its rack, from 50 for three cards to 400 for six or more.")

# Said after the last step: a newcomer never heard of the hints or the round's review, which
# only the menus named (second playtest). The review only where a round of one human's is
# reviewed: in hot seat it promised a review the game refuses (code review).
HINT = QT_TRANSLATE_NOOP("Guide", "Stuck? Press H for a hint.")
REVIEW = QT_TRANSLATE_NOOP("Guide", "After a round, Review this round (R) shows your costliest moves.")


def tr(text: str) -> str:
    return QCoreApplication.translate("Guide", text)


def runs_count(partners: bool, needs_run: bool, bonus: bool) -> bool:
    """Runs matter at this table: Rack-O needs one, or a Rack-O's runs score a bonus."""
    return partners or needs_run or bonus


def step_title(step: int, runs: bool) -> str:
    """Step ``step``'s title in the language in effect; ``runs``: they count at this table."""
    return tr(RUNS_TITLE if runs and step == RUNS_STEP else STEPS[step][0])


def step_text(step: int, partners: bool, needs_run: bool = False, bonus: bool = False,
              reviewed: bool = True) -> str:
    """What step ``step`` says, in the language in effect: the rising numbers' step tells what
    a run is where runs count, and that Rack-O needs one where it does; the last says more with
    partners or the run bonus, and names the round's review when the table has one."""
    text = tr(STEPS[step][1])
    more = []
    if step == RUNS_STEP and runs_count(partners, needs_run, bonus):
        more.append(RUN_IS)
    if needs_run and step == RUNS_STEP:
        more.append(RUN_NEEDED)
    if step == len(STEPS) - 1:
        more += [PARTNERS] if partners else [BONUS] if bonus else []
        more += [HINT, REVIEW] if reviewed else [HINT]
    text = " ".join([text] + [tr(m) for m in more])
    # A word joiner keeps "Rack-O" on one line (it broke as "Rack-" / "O", playtest).
    return text.replace("Rack-O", "Rack-\u2060O")


ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right)  # the rack's walk (a button moves the focus with them)


class GuideOverlay(QFrame):
    """The panel over the top of the table: a step's title and text, Back, Next and Skip."""

    def __init__(self, guide: Guide, parent) -> None:
        super().__init__(parent)
        self.guide = guide
        self.setObjectName("firstRoundGuide")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#firstRoundGuide { background: palette(window); border: 3px solid #f2c14e;"
                           " border-radius: 10px; }")
        lay = QVBoxLayout(self)
        self.title = plain(QLabel())
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.title.setWordWrap(True)  # "3. Oplopende getallen en reeksen" was cut in a narrow spot
        self.text = plain(QLabel())
        self.text.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        # As tall as its longest step: a shorter step's spare room goes above the buttons, not
        # between the title and the text (playtest).
        lay.addStretch(1)
        lay.addSpacing(6)  # the longest step's last line touched the buttons (playtest)
        self.skip_button = QPushButton()
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.buttons = QGridLayout()
        self.buttons.setColumnStretch(1, 1)
        lay.addLayout(self.buttons)
        self.narrow = None  # the buttons' arrangement: see _lay_buttons
        self._over_side = False  # it lies over the side panel, fitted to its parts (``place``)
        self._fit_due = False  # ... and is to be fitted again, a part having moved
        self._one_row = 0  # the least width of the buttons in one row, as place() last measured it
        self._lay_buttons(narrow=False)
        self.skip_button.clicked.connect(guide.dismiss)
        self.back_button.clicked.connect(lambda: guide.go(guide.step - 1))
        self.next_button.clicked.connect(guide.next)
        for b in (self.skip_button, self.back_button, self.next_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the table keeps the keys of play
            b.installEventFilter(self)

    def _lay_buttons(self, narrow: bool) -> None:
        """Skip, then Back and Next on the right, in one row; or, narrow, Skip on a row above
        them. Over a side panel narrower than one row (QT_SCALE_FACTOR=1.5, three or four seats)
        the guide reached over the table's edge and hid the right-hand rack (playtest)."""
        if narrow == self.narrow:
            return
        self.narrow = narrow
        grid = self.buttons
        for button in (self.skip_button, self.back_button, self.next_button):
            grid.removeWidget(button)
        row = 1 if narrow else 0
        grid.addWidget(self.skip_button, 0, 0, 1, 4 if narrow else 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.back_button, row, 2)
        grid.addWidget(self.next_button, row, 3)
        self.layout().invalidate()  # else the frame's layout keeps the old arrangement's sizes

    def _least_width(self, narrow: bool) -> int:
        self._lay_buttons(narrow)
        return self.minimumSizeHint().width()

    def _fit_again(self) -> None:
        self._fit_due = False
        self.guide.place_again()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A key its focused button does not use (D, P, a slot, an arrow) is the table's: after a
        Tab onto Skip, the keys of play did nothing, with nothing said (playtest). Enter presses
        the focused button, as on the round's banner (a button outside a dialog takes only Space,
        and Enter went to the table, playtest)."""
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton) \
                and focused.isVisible() and focused.isEnabled():
            focused.click()
            return
        self._to_table(event)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        """Left and Right walk the rack: a focused button took them to move the focus among the
        buttons and on, and the first Right or two moved no cursor (keyboard review). A part of
        the side panel it lies over moved: fitted again, once the turn of the loop is done."""
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize) and self._over_side and not self._fit_due \
                and obj not in (self.skip_button, self.back_button, self.next_button):
            self._fit_due = True
            QTimer.singleShot(0, self, self._fit_again)
        elif event.type() == QEvent.Type.KeyPress and event.key() in ARROWS \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._to_table(event)
            return True
        return super().eventFilter(obj, event)

    def _to_table(self, event) -> None:
        view = self.guide.window.view
        view.setFocus()
        QApplication.sendEvent(view, event)

    def place(self) -> None:
        """Over the table where it hides no rack and no pile: across the top when that band is
        free (three seats), else beside the piles (two seats, whose opponent sits at the top),
        else below them (four seats); when every such place hides something, over the side panel
        (at QT_SCALE_FACTOR=2 it hid the piles of step 1, playtest), though once a round has been
        scored there only if the table's place would hide the piles, the drawn card or the rack;
        and failing that where it hides the least. As tall as its longest step, so
        Next stays under the pointer from step to step."""
        window = self.guide.window
        view = window.view
        self._one_row = self._least_width(narrow=False)  # narrower spots stack the buttons
        racks, piles = _covered(view)
        hand = _hand_spot(view)
        mine = racks[view.scene().bottom] if racks else None
        top_width = min(view.width() - 24, max(420, view.width() // 2))
        spots = [QRect((view.width() - top_width) // 2, 12, top_width, self._tallest(top_width))]
        if piles and racks:
            around = piles[0].united(piles[-1])
            # Beside the piles, never up over a rack above them (a partner's, with four seats).
            ceiling = max((r.bottom() + 8 for r in racks if r.bottom() < around.center().y()), default=12)
            for left, right in ((around.right() + 24, view.width() - 12), (12, around.left() - 24)):
                width = min(right - left, 460)
                if width >= 260:
                    height = self._tallest(width)
                    top = max(12, ceiling, min(around.center().y() - height // 2, view.height() - height - 12))
                    spots.append(QRect(left, top, width, height))
            # Between the piles and the player's rack (four seats fill the top and both sides);
            # or there beside the drawn card's spot, which four seats have below the piles.
            width = min(view.width() - 24, 820)
            height = self._tallest(width)
            top = (around.bottom() + mine.top() - height) // 2
            spots.append(QRect((view.width() - width) // 2, top, width, height))
            for left, right in ((12, hand.left() - 16), (hand.right() + 16, view.width() - 12)):
                # Wider than beside the piles: the band is low, and a wider guide is shorter
                # (at 1920x1080 it fitted at 640 and not at 460, so it hid the scores, playtest).
                width = min(right - left, 640)
                if width >= 260:
                    height = self._tallest(width)
                    top = (around.bottom() + mine.top() - height) // 2
                    spots.append(QRect(right - width if left == 12 else left, top, width, height))
        # What it hides, weighed: the player's own rack, the piles and the spot where a drawn card
        # waits (step 2 lay over the very card it is about, playtest), which the steps are about,
        # three times an opponent's (or partner's) rack; the first spot of the least.
        weighed = [(o, 3 if o is mine or o in piles or o is hand else 1) for o in racks + piles + [hand]]
        # A banner's words and buttons as much: opened from Help after a match, the guide lay
        # over "Ada wins the match!" and cut its buttons to "keer" (playtest).
        banner = view.scene().banner
        if banner.isVisible():
            weighed.append((view.mapFromScene(banner.sceneBoundingRect()).boundingRect(), 3))
        def hidden(r: QRect) -> int:
            return sum(w * _area(r.intersected(o)) for o, w in weighed)

        def what_the_player_needs(r: QRect) -> int:
            return sum(_area(r.intersected(o)) for o, w in weighed if w > 1)

        spot = min(spots, key=lambda r: hidden(r) + (0 if view.rect().contains(r) else 10**9))
        # A finished round's scores show on the side panel: the guide goes there only if the table
        # has no place that leaves the piles, the drawn card, the rack and a banner in sight (opened from
        # Help at 1.5x in a small window it hid the very card step 2 is about, playtest).
        side = self._side_spot() if not window.ctl.results or what_the_player_needs(spot) else None
        if side is not None and hidden(side) < hidden(spot):
            spot = side
        self._lay_buttons(spot.width() < self._one_row)
        self.setFixedSize(spot.size())
        self.move(view.mapTo(window, spot.topLeft()))
        self._over_side = spot is side
        if self._over_side:
            # Fitted to the panel's parts where they stand now, and again when they move: a new
            # match's score sheet is laid out over a few turns of the event loop (more with a
            # larger font, whose words wrap taller), and the guide fitted before that cut its
            # legend in two (playtest).
            for part in window.side_area.findChildren(QWidget):
                part.installEventFilter(self)  # once each: Qt moves a filter installed again

    def _side_spot(self) -> QRect | None:
        """Over the top of the side panel, in the view's coordinates (it lies beside the view),
        reaching over the table's edge when the panel is narrower than the guide can be: its
        buttons stacked, or, where that makes it taller than the panel, in one row."""
        window = self.guide.window
        view, side = window.view, window.side_area
        if not side.isVisible() or side.width() < 40:
            return None
        for least in (self._least_width(narrow=True), self._one_row):
            width = max(least, side.width() - 12)
            height = self._tallest(width)
            if height <= side.height() - 12 and width <= window.width() - 24:
                right = side.mapTo(window, QPoint(side.width() - 6, 6))
                height = _past_a_cut_line(side, 6 + height, side.height() - 6) - 6
                return QRect(view.mapFrom(window, QPoint(right.x() - width, right.y())), QSize(width, height))
        return None

    def in_view(self) -> QRect:
        """Where it lies, in the table's view."""
        view = self.guide.window.view
        return QRect(view.mapFrom(self.guide.window, self.pos()), self.size())

    def _tallest(self, width: int) -> int:
        """The height of its longest step at this width, the buttons laid as they would be there."""
        self._lay_buttons(width < self._one_row)
        shown = self.title.text(), self.text.text()
        tallest = 0
        for step in range(len(STEPS)):
            self.title.setText(self.guide.step_title(step))
            self.text.setText(self.guide.step_text(step))
            tallest = max(tallest, self.layout().totalHeightForWidth(width))
        self.title.setText(shown[0])
        self.text.setText(shown[1])
        return tallest


CUT_PART_MAX = 40  # the tallest part of the side panel (a player's bar) covered whole rather than cut
CUT_LABEL_LINES = 4  # ... and of its words (the rules, the legend), in lines of their font
CAPTION_GAP = 10  # a short text this close under a part covered whole is that part's, and goes too


def _past_a_cut_line(side: QWidget, bottom: int, limit: int) -> int:
    """A bottom edge at ``bottom`` in ``side`` moved down past any short part, or short text, it
    would cut in two (no further than ``limit``): the guide over the side panel left the lower
    half of the score sheet's legend sticking out under it (playtest). Its words wrap, and a
    larger font makes them taller, so text is measured in its own lines. A taller part, the
    chart, the score table or the move log, stays cut where much of it is left below: to cover
    it whole would hide more than it tidies. Where only its last lines are left, they go under
    too, and the short part just below that belongs to them (the score table's legend): a strip
    of the empty score table stuck out under the guide, cut through "No rounds played yet", and
    its legend under that (visual review)."""
    moved, captioned = True, False
    while moved:
        moved = False
        for part in side.findChildren(QWidget):
            area = QRect(part.mapTo(side, QPoint(0, 0)), part.size())
            if not part.isVisible() or not area.top() < bottom <= area.bottom() or area.bottom() + 3 > limit:
                continue
            lines = CUT_LABEL_LINES * part.fontMetrics().lineSpacing()
            short = lines if isinstance(part, QLabel) else CUT_PART_MAX
            if area.height() <= short or area.bottom() - bottom <= lines:
                captioned = captioned or area.height() > short
                bottom, moved = area.bottom() + 3, True
    if captioned:
        below = [QRect(part.mapTo(side, QPoint(0, 0)), part.size()) for part in side.findChildren(QWidget)
                 if part.isVisible() and isinstance(part, QLabel)]
        caption = [r for r in below if bottom <= r.top() <= bottom + CAPTION_GAP and r.bottom() + 3 <= limit
                   and r.height() <= CUT_LABEL_LINES * side.fontMetrics().lineSpacing()]
        if caption:
            bottom = max(r.bottom() for r in caption) + 3
    return bottom


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())


def _covered(view) -> tuple[list[QRect], list[QRect]]:
    """The racks' and the piles' rectangles in the view (the piles left to right)."""
    scene = view.scene()

    def in_view(item) -> QRect:
        return view.mapFromScene(item.sceneBoundingRect()).boundingRect()

    piles = sorted((in_view(p) for p in (scene.draw_pile, scene.discard_pile)), key=QRect.left)
    return [in_view(r) for r in scene.racks], piles


def _hand_spot(view) -> QRect:
    """Where the player's drawn card waits to be placed, in the view (the card, not its label)."""
    spot = view.scene().hand_spot
    return view.mapFromScene(spot.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))).boundingRect()


class Guide(QObject):
    """Which step shows, and when the guide is over."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.step = 0
        self.armed = False
        # The step just reached by a move, for the rest of that gesture: a discard pile's card
        # dragged onto a slot is taken and placed at once, and "2. Place it" flashed by, its X for
        # a drawn card never read (playtest); left up, it told a player with nothing in hand to
        # place a card (the next playtest). So it comes when the player next holds a drawn card,
        # and the guide goes back to where it was once that card is placed.
        self._fresh = False
        self._place_unseen = False
        self._back_to: int | None = None
        self._left_at: int | None = None  # the step open when a record was opened over it
        # A child of the window, not of the table: where the table has no free room, it lies over
        # the side panel, which has nothing to show in a first round.
        self.overlay = GuideOverlay(self, window)
        self.overlay.hide()
        self.action = QAction(window)
        self.action.setObjectName("firstRoundGuide")
        self.action.triggered.connect(self._asked)
        window.help_menu.insertAction(window.help_menu.actions()[0], self.action)
        c = window.ctl
        c.match_started.connect(self._on_match_started)
        c.card_taken.connect(self._taken)
        c.card_placed.connect(lambda seat, *rest: self._done(seat, "place"))
        c.card_discarded.connect(lambda seat, card: self._done(seat, "place"))
        # A guide left open lay over the round's banner and stayed into round 2 (playtest).
        c.round_over.connect(lambda result: self.close() if self.showing else None)
        window.scene.picked_up.connect(self._picked_up)
        window.view.installEventFilter(self)
        window.installEventFilter(self)
        self.retranslate()

    def step_text(self, step: int) -> str:
        """Step ``step`` as the match on the table has it: its rules, and whether one human's
        rounds are reviewed."""
        ctl = self.window.ctl
        return step_text(step, *self._rules_taught(),
                         reviewed=len(ctl.human_seats) == 1 and not ctl.viewing)  # as the coach's seat

    def step_title(self, step: int) -> str:
        return step_title(step, runs_count(*self._rules_taught()))

    def _rules_taught(self) -> tuple[bool, bool, bool]:
        """(partners, needs_run, bonus) of the match on the table, as the steps teach them."""
        rules = self.window.ctl.rules
        return bool(rules and rules.partners), self.needs_run, bool(rules and rules.bonus_runs)

    @property
    def needs_run(self) -> bool:
        """The match on the table is two players' with the run rule on; with none, as the default
        rules have it (two players, a run of three), as the runs' lesson is then taught."""
        rules = self.window.ctl.rules
        return rules is None or (rules.seats == 2 and rules.two_player_run)

    @property
    def showing(self) -> bool:
        return self.overlay.isVisible()

    def first_start(self) -> None:
        """At launch: the guide comes with the first match ever started, also with one already on
        the table (``--seats`` deals before the guide is built: it never came, playtest)."""
        self.armed = not settings_mod.get(self.window.settings, SEEN_KEY)
        if self.armed:
            self._on_match_started()

    def _on_match_started(self) -> None:
        ctl = self.window.ctl
        if ctl.viewing:
            # A record's steps are no match to guide through: the guide waits for the player's
            # match. Each step of the viewer took it back to "1. Take a card" (code review).
            if self.showing:
                self._left_at = self.step
                self.overlay.hide()
                self.window.guide_shown()
            return
        if self._left_at is not None:
            self._back(ctl)
        elif self.showing:  # open over the last match: its first step, where this table leaves room
            self._forget_moves()  # the last match's: its first draw skipped "2. Place it" (review)
            self.go(0)
            QTimer.singleShot(0, self, self.place_again)
        # Only at a new match's first deal: not over a resumed match in its second round, nor
        # over a record in the viewer, where "take a card" means nothing (the playtest saw both).
        ctl = self.window.ctl
        fresh = not ctl.viewing and ctl.round_number <= 1 and ctl.turns_played == 0
        if self.armed and fresh and len(ctl.human_seats) == 1:
            self.armed = False
            self.open(0)

    def _back(self, ctl) -> None:
        """Back from a record: the step it was at, or the first for a match just dealt; "2. Place
        it" when the player holds a card (after Close record it said "1. Take a card" beside a
        drawn card, and placing it moved the guide on no more, code review)."""
        step, self._left_at = self._left_at, None
        holds = ctl.phase == "place" and ctl.is_human(ctl.to_move)
        if holds and STEPS[step][2] == "take":
            step = PLACE_STEP
        elif not holds and ctl.round_number <= 1 and ctl.turns_played == 0:
            step = 0
        self.open(step)
        QTimer.singleShot(0, self, self.place_again)

    def _asked(self) -> None:
        """Help > First-round guide: its first step, or "2. Place it" with a card in hand (it said
        "1. Take a card" beside a drawn card, playtest)."""
        ctl = self.window.ctl
        holds = ctl.has_match and not ctl.viewing and ctl.phase == "place" and ctl.is_human(ctl.to_move)
        self.open(PLACE_STEP if holds else 0)

    def _forget_moves(self) -> None:
        """What the guide kept of the player's last moves, to show "2. Place it" in its time."""
        self._place_unseen, self._back_to, self._fresh = False, None, False

    def open(self, step: int) -> None:
        self._forget_moves()
        self.overlay.show()
        self.overlay.raise_()
        self.go(step)
        self.window.guide_shown()

    def go(self, step: int) -> None:
        self.step = max(0, min(step, len(STEPS) - 1))
        self.retranslate()
        if self.showing:  # heard, too: a blind newcomer heard the moves and never the guide (review)
            self.window.access.announce(self.overlay.accessibleDescription().replace("\u2060", ""))

    def next(self) -> None:
        if self.step == len(STEPS) - 1:
            self.dismiss()
        else:
            self.go(self.step + 1)

    def dismiss(self) -> None:
        """Closed by the player (Skip, Done, Esc): what to do now is said, as the table is seen
        again; a screen reader heard nothing, and the guide's going was left unsaid (keyboard
        review)."""
        self.close()
        self.window.access.say_prompt()

    def close(self) -> None:
        self.overlay.hide()
        self.window.guide_shown()
        settings_mod.put(self.window.settings, SEEN_KEY, True)
        self.window.view.setFocus()

    def _taken(self, seat: int, pile: str, _card) -> None:
        if (self.showing and self._place_unseen and pile == "draw" and self.window.ctl.is_human(seat)
                and STEPS[self.step][2] != "take"):
            self._place_unseen = False
            self._back_to = self.step
            self.go(PLACE_STEP)
            return
        self._done(seat, "take")

    def _done(self, seat: int, what: str) -> None:
        """A step ends when the player has made its move; the last one closes the guide."""
        if not self.showing or STEPS[self.step][2] != what or not self.window.ctl.is_human(seat):
            return
        if self._fresh:  # placed in the gesture that took it: "2. Place it" waits for a drawn card
            self._fresh = False
            self._place_unseen = True
            self.go(self.step + 1)
            return
        if self._back_to is not None:
            back, self._back_to = self._back_to, None
            self.go(back)
            return
        if self.step == len(STEPS) - 1:
            self.close()
            return
        self.go(self.step + 1)
        self._fresh = True
        QTimer.singleShot(0, self, self._settle)

    def _settle(self) -> None:
        self._fresh = False

    def _picked_up(self, on: bool) -> None:
        """The discard pile's card in hand (P, or a click) takes the first step, though the move
        is made only where it lands: "1. Take a card" stayed over "now put the 17 into a slot"
        (playtest). Put back, the card is to be taken again."""
        if not self.showing:
            return
        if on and STEPS[self.step][2] == "take":
            self.go(self.step + 1)
        elif not on:
            # Put back, or played into a slot: which, the controller says once the move is made.
            turns = self.window.ctl.turns_played
            QTimer.singleShot(0, self, lambda: self._put_back(turns))

    def _put_back(self, turns: int) -> None:
        ctl = self.window.ctl
        if (self.showing and ctl.turns_played == turns and ctl.phase == "take"
                and self.step > 0 and STEPS[self.step - 1][2] == "take"):
            self.go(self.step - 1)

    def place_again(self) -> None:
        """Where it lies, measured again: the view or the side panel has changed."""
        if self.showing:
            self.overlay.place()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("Guide", "First-round &guide"))
        o = self.overlay
        o.title.setText(self.step_title(self.step))
        o.text.setText(self.step_text(self.step))
        o.skip_button.setText(QCoreApplication.translate("Guide", "Skip the guide"))
        o.back_button.setText(QCoreApplication.translate("Guide", "Back"))
        if self.step == 0 and o.back_button.hasFocus():
            # Qt moves the focus on from a button it disables, unringed (a focus moved outside a
            # Tab key's press is not the keyboard's): the next Enter pressed an unseen Next
            # (keyboard review). It goes to Next, ringed as the keys had put it there.
            o.next_button.setFocus(Qt.FocusReason.TabFocusReason)
            o.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
            o.next_button.update()
        o.back_button.setEnabled(self.step > 0)
        last = self.step == len(STEPS) - 1
        o.next_button.setText(QCoreApplication.translate("Guide", "Done") if last else QCoreApplication.translate("Guide", "Next"))
        o.setAccessibleName(QCoreApplication.translate("Guide", "First-round guide"))
        o.setAccessibleDescription(f"{o.title.text()}. {o.text.text()}")
        if o.isVisible():
            o.place()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window.view and event.type() == QEvent.Type.Resize and self.showing:
            QTimer.singleShot(0, self.place_again)  # once the view has fitted the table to its new size
        elif obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif (obj is self.window.view and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
              and self.showing and event.key() == Qt.Key.Key_Escape
              and not self.window.scene.input.has_discard_card):  # a drag of it too (review)
            if event.type() == QEvent.Type.ShortcutOverride:
                # Esc is the guide's before it is a shortcut's: opened over a record, Esc closed
                # the record (its bar's key), the guide left standing (review).
                event.accept()
                return True
            self.dismiss()  # as Skip: Esc closes what lies over the table (playtest); a card picked up goes back first
            return True
        return False


def install_guide(window) -> Guide:
    window.guide = Guide(window)
    return window.guide
