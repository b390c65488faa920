"""The card table's scene: ``TableScene`` shows what the controller announces.

It lays out the racks and piles for the seat in front, deals and flies the
cards, and keeps what each seat may see; it never changes the game itself.
The player's mouse and keys are ``input.TableInput``'s, the table's words
``words``'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from rackoapp.controller import GameController
from rackoapp.engine import RACK_SIZE, Observation, RoundResult
from rackoapp.engine.round import scored_slots

from ..plain import tip
from ..theme import look
from . import layout, words
from .cards import Z_DRAGGED, Z_HAND, Z_PILE, CardItem
from .cheers import Cheers
from .hotseat import HotSeat
from .input import TableInput
from .items import (
    GOLD, HOVER, SCENE_H, SCENE_W, SELECT, TARGET, BannerItem, HandSpotItem, HighlightItem, PileItem, RackItem,
    SuggestionMarks, paint_felt,
)
from .piles import DiscardCards, DrawCards, RackCards

if TYPE_CHECKING:
    from .celebrate import Celebration

# Card flights per speed (ms); the controller's pauses are longer.
DURATIONS = {"slow": 650, "normal": 340, "fast": 150, "instant": 0}
HUMAN_DURATION = {"slow": 260, "normal": 220, "fast": 140, "instant": 0}
DEAL_STEP = {"slow": 28, "normal": 16, "fast": 7, "instant": 0}  # ms between dealt cards

# -- the scene ---------------------------------------------------------------------

class TableScene(QGraphicsScene):
    """Everything on the table, laid out for the seat at the bottom."""

    message = Signal(str)          # a short refusal or hint for the status bar
    play_again = Signal()
    new_game = Signal()
    review_requested = Signal()    # "Review this round" on the round's banner
    banner_shown = Signal(str)     # the banner's words, for a screen reader
    banner_focus = Signal(str)     # the banner's button Enter now presses (Tab or an arrow moved it)
    settled = Signal()             # no card is flying any more
    focus_moved = Signal(int)      # the keyboard's cursor is on this slot of the front rack
    cursor_shown = Signal(int)     # a card taken by key showed the cursor on this slot (not moved)
    picked_up = Signal(bool)       # the discard pile's card picked up by a click or P (True), or put back

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.ctl = controller
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.speed = controller.speed
        self.public_cards = True
        self.reviewable = False  # a coach is there to review the round (ui.coach sets it)
        self.racks: list[RackItem] = []
        self._deal_serial = 0  # counts the tables laid out: a deal's flights belong to one
        self.rack_rows: list[RackCards] = []  # each rack's cards, laid out by it
        self.draw_pile = PileItem(self.tr("Draw pile"), "draw")
        self.discard_pile = PileItem(self.tr("Discard pile"), "discard")
        self.hand_spot = HandSpotItem()
        self.target_mark = HighlightItem(TARGET)
        self.hover_mark = HighlightItem(HOVER)  # where a click would put the card
        self.focus_mark = HighlightItem(SELECT, dashed=True)
        self.suggest_marks = SuggestionMarks()
        # The cursor over the hint's frame: on the slot a hint named, the frame hid the cursor
        # (playtest); the dragged card still goes over both.
        self.focus_mark.setZValue(self.suggest_marks.marks[0].zValue() + 1)
        self.banner = BannerItem()
        for item in (self.draw_pile, self.discard_pile, self.hand_spot, self.target_mark, self.hover_mark,
                     self.focus_mark, *self.suggest_marks.marks, self.banner):
            self.addItem(item)
        self.draw_cards = DrawCards(lambda: self.draw_pos, self.new_card, self._drop_card)
        self.discard_cards = DiscardCards(lambda: self.discard_pos, self.new_card, self._drop_card, self.fly)
        self.hand: CardItem | None = None
        self.hand_seat: int | None = None
        self.viewer: int | None = None      # whose rack is face up
        self.bottom = 0                     # the seat in front
        self.hot_seat = HotSeat(self)
        self.input = TableInput(self)
        self._last_result: RoundResult | None = None
        self.revealed: RoundResult | None = None  # the round whose racks are shown face up
        self._reveal_held = False  # the round's last card flies: the racks turn once it lands
        self._discards_landing = False  # a card flies to the discard pile: counted once it lands
        self._banner_said = ""  # the banner's words as last read out
        self.banner_words_due = False  # they are on their way to be read out (``banner_shown``)
        self._banner_words: Callable[[], None] | None = None  # shows the banner again, retranslated
        self.cheers = Cheers(self)  # the player's own win gets its moment
        self._layout()
        c = controller
        c.match_started.connect(self._on_match_started)
        self.settled.connect(self.input.point_again)  # cards landed under the pointer
        c.round_started.connect(self._on_round_started)
        c.turn_started.connect(self._on_turn_started)
        c.idle.connect(self.input.point_again)  # a player may act: the pointer says where
        c.card_taken.connect(self._on_taken)
        c.card_placed.connect(self._on_placed)
        c.card_discarded.connect(self._on_discarded)
        c.pile_rebuilt.connect(self._on_rebuilt)
        c.round_over.connect(self._on_round_over)
        c.match_over.connect(self._on_match_over)
        c.suggestion.connect(self._on_suggestion)
        c.position_shown.connect(self._on_position_shown)

    # -- geometry ----------------------------------------------------------------

    def _layout(self) -> None:
        """Place racks and piles for ``self.bottom`` in front."""
        layout.place_furniture(self.racks, self.bottom, self.draw_pile, self.discard_pile, self.hand_spot)
        self._keep_name_off_the_hand()
        self._mark_teams()
        self.banner.set_panel(layout.banner_rect(len(self.racks)))
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _keep_name_off_the_hand(self) -> None:
        """With four seats the hand's label ("Your card") lies on the front name plate's row: a
        long name ran under it, and the level "human" was written over by it (visual review).
        The front name gives way before the label (always, so it does not change as cards are
        drawn)."""
        for rack in self.racks:
            rack.name_until = None
        if len(self.racks) == 4 and 0 <= self.bottom < len(self.racks):
            front = self.racks[self.bottom]
            front.name_until = self.hand_spot.label_left(self._hand_words()) - 12 - front.pos().x()
            front.update()

    def _hand_words(self) -> str:
        """The label under the card in hand."""
        return self.tr("Your card")

    def _mark_teams(self) -> None:
        """With partners each name plate shows its team's colour, and the partner of the player
        in front says so in words."""
        ctl = self.ctl
        teams = ctl.has_match and words.partners(ctl)
        # Nobody in front behind a hot seat's cover: the last player's "partner" badge misled the
        # next one about their own partner (playtest).
        front = self.bottom if self.viewer is not None and not self.hot_seat.face_down else None
        for seat, rack in enumerate(self.racks):
            if teams:
                rack.set_state(team=words.team_of(ctl, seat), badge=words.seat_badge(ctl, seat, front))
            else:
                rack.set_state(team=None, badge="")
            # The names as written: read as markup, a name "<img src=...>" loaded that file, and
            # one naming a FIFO froze the app (names review).
            rack.setToolTip(tip(words.seat_tip(ctl, seat, front)) if teams else "")

    def slot_pos(self, seat: int, slot: int) -> tuple[QPointF, float]:
        return self.racks[seat].slot_place(slot)

    @property
    def rack_cards(self) -> list[list[CardItem]]:
        """Every rack's cards, seat by seat, slot 1 first."""
        return [row.cards for row in self.rack_rows]

    def slot_rect(self, seat: int, slot: int) -> QRectF:
        return self.racks[seat].slots[slot - 1].sceneBoundingRect()

    def hand_pos(self, seat: int) -> tuple[QPointF, float]:
        if seat == self.bottom:
            return self.hand_spot.pos(), 1.0
        return layout.hand_place(self.racks[seat], len(self.racks))

    @property
    def discard_pos(self) -> QPointF:
        return self.discard_pile.pos()

    @property
    def draw_pos(self) -> QPointF:
        return self.draw_pile.pos()

    def duration(self, human: bool = False) -> int:
        """How long a card flies (ms): none with motion reduced, where cards jump at the same pace."""
        return 0 if look.still else (HUMAN_DURATION if human else DURATIONS)[self.speed]

    # -- what the viewer may see -------------------------------------------------

    def racks_face_up(self):
        """Every rack's cards, where all may be seen now (``MatchQuestions.revealed_racks``),
        else None. Not while the round's last card flies: the racks turned, and the scores
        showed, with the winning card still in the air (GUI playtest)."""
        return None if self._reveal_held else self.ctl.revealed_racks()

    def _hold_reveal(self) -> None:
        """A move that ends the round holds the racks face down until it lands (``_reveal``)."""
        ctl = self.ctl
        if self.duration() and ctl.human_seats and not ctl.viewing and not ctl.round_in_play \
                and ctl.revealed_racks() is not None:
            self._reveal_held = True

    def seen(self) -> Observation | None:
        seat = self.viewer if self.viewer is not None else self.bottom
        return self.ctl.observation(seat)

    def face(self, seat: int, index: int, obs: Observation, revealed) -> tuple[int | None, bool, bool]:
        """(value, face up, public mark) of a rack card as the viewer may see it."""
        if revealed is not None:
            return revealed[seat][index], True, False
        if seat == self.viewer and not self.hot_seat.face_down:
            return obs.rack[index], True, False
        if self.public_cards and seat != obs.seat:  # obs.racks[obs.seat] is the whole rack
            v = obs.racks[seat][index]
            if v is not None:
                return v, True, True
        elif self.public_cards:
            # The seat seen from, its rack hidden (behind the cover), shows what everyone saw
            # taken, as the others' racks do: it alone lay all face down (hot-seat playtest).
            v = self._public_rack(seat)[index]
            if v is not None:
                return v, True, True
        return None, False, False

    def _public_rack(self, seat: int) -> tuple[int | None, ...]:
        """``seat``'s rack as every other seat sees it."""
        return self.ctl.observation((seat + 1) % self.ctl.rules.seats).racks[seat]

    def new_card(self, value: int | None = None, face_up: bool = False) -> CardItem:
        card = CardItem(value, self.ctl.rules.deck_size, face_up)
        card.arrived.connect(self._card_arrived)
        self.addItem(card)
        return card

    def _drop_card(self, card: CardItem | None) -> None:
        if card is not None and card.scene() is self:
            card.stop()
            self.removeItem(card)

    # -- rebuilding the whole table ----------------------------------------------

    def _on_match_started(self) -> None:
        self.cheers.reset()
        ctl = self.ctl
        # A step of the record viewer (its position follows at once, and lays every card out):
        # the racks and their cards stay, as they are after a new deal. Built anew, every card
        # and rack was drawn afresh at every step, most of a step's 45 ms (four seats).
        keep = ctl.viewing and len(self.racks) == len(ctl.seats)
        self._clear_cards(racks=not keep)
        if keep:  # their totals, dealer, turn and marks follow the position (``sync``)
            for seat, (rack, info) in enumerate(zip(self.racks, ctl.seats)):
                rack.set_state(name=ctl.name(seat), detail=words.seat_detail(info))
        else:
            for rack in self.racks:
                self.removeItem(rack)
            self.racks = []
        humans = ctl.human_seats
        self.viewer = humans[0] if len(humans) == 1 else None
        self.bottom = humans[0] if humans else 0
        self.hot_seat.start()
        if not ctl.viewing:  # a match to play: its keys' cursor starts afresh, on slot 1 at D or P
            self.input.focus_slot = None  # (it stood where the last match's ended, keyboard play-test)
        if not keep:
            for seat, info in enumerate(ctl.seats):
                rack = RackItem(seat, ctl.name(seat), words.seat_detail(info))
                self.addItem(rack)
                self.racks.append(rack)
            self.rack_rows = [RackCards(rack, self.new_card, self._drop_card, self.fly) for rack in self.racks]
        self._layout()
        self.banner.hide()

    def retranslate(self) -> None:
        """The table's words in the language in effect (the default names are translated too)."""
        self.draw_pile.set_label(self.tr("Draw pile"))
        self.discard_pile.set_label(self.tr("Discard pile"))
        for seat, (rack, info) in enumerate(zip(self.racks, self.ctl.seats)):
            rack.set_state(name=self.ctl.name(seat), detail=words.seat_detail(info))
            rack.update()
        self._keep_name_off_the_hand()
        self._mark_teams()
        self._refresh()
        self.refresh_banner()

    def refresh_banner(self) -> None:
        """The banner shown anew, with its words and buttons as they are now (a language, or a
        coach come to review the round)."""
        if self.banner.isVisible() and self._banner_words is not None and (
                self.ctl.has_match or self._banner_words == self.invite):
            self._banner_words()

    def invite(self) -> None:
        """The empty table's banner: the way to a match. With the New Game dialog cancelled the
        felt said nothing, and the status line only once six seconds of other news had passed
        (playtest)."""
        self.show_banner(self.tr("No match on the table"),
                         [self.tr("Start one with Game > New game (Ctrl+N), or here")],
                         [(self.tr("New game"), self.new_game.emit)], again=self.invite)

    def _clear_cards(self, racks: bool) -> None:
        """Every card off the table; ``racks`` False: the racks' cards stay, to be laid out anew
        (``RackCards.show``). A deal still flying stops."""
        self._deal_serial += 1
        if racks:
            for row in self.rack_rows:
                row.clear()
        self.discard_cards.clear()
        staying = {id(card) for row in self.rack_rows for card in row.cards} if not racks else set()
        for card in list(self._cards()):  # cards still flying off a rebuilt pile
            if id(card) not in staying:
                self._drop_card(card)
        self.draw_cards.clear()
        self._drop_card(self.hand)
        self.hand = None
        self.hand_seat = None
        self.input.reset()
        self.target_mark.hide()
        self.hover_mark.hide()
        self.suggest_marks.hide()

    def sync(self) -> None:
        """Lay every card where the controller's state says, without animation."""
        obs = self.seen()
        if obs is None:
            return
        self._clear_cards(racks=False)
        self._layout()
        revealed = self.racks_face_up()
        for seat, row in enumerate(self.rack_rows):
            row.show([self.face(seat, i, obs, revealed) for i in range(RACK_SIZE)], self.ctl.rules.deck_size)
        self.discard_cards.show(obs.discard_pile)
        self.draw_cards.show(obs.draw_count)
        if obs.phase == "place" and not obs.over:
            mover = obs.to_move
            if mover == self.viewer and not self.hot_seat.face_down:
                value, up = obs.hand, True
            elif obs.public_hand is not None:
                value, up = obs.public_hand, True
            else:
                value, up = None, False
            self.hand = self.new_card(value, up)
            self.hand_seat = mover
            pos, scale = self.hand_pos(mover)
            self.hand.place(pos, Z_HAND, scale)
        self._refresh(obs)
        if self._last_result is not None and revealed is not None:
            self._mark_scoring(self._last_result)

    def _refresh(self, obs: Observation | None = None) -> None:
        """Labels, counts, highlights and card faces that follow the state."""
        obs = obs or self.seen()
        if obs is None:
            return
        revealed = self.racks_face_up()
        # A computer's turn stays lit until the next starts, as its last card flies: the next
        # rack lit up first (feel review). A record's position: whoever is to move in it.
        mover = obs.to_move if self.ctl.viewing else self.ctl.shown_to_move
        for seat, rack in enumerate(self.racks):
            # The round's points join the total as its racks turn, not while its last card flies.
            rack.set_state(total=rack.total if self._reveal_held else obs.totals[seat] if obs.totals else 0,
                           dealer=seat == obs.dealer,
                           current=seat == mover and not obs.over,
                           last_slot=obs.last_slot[seat])
            if seat < len(self.rack_rows):
                for i, card in enumerate(self.rack_rows[seat].cards):
                    if card.flying or self.input.holds(card):
                        continue
                    value, up, public = self.face(seat, i, obs, revealed)
                    card.set_face(value, up)
                    card.set_public_mark(public)
        for rack in self.racks:  # a partner's plate gives the side's total (``team``: its side, or None)
            rack.set_state(team_total=None if rack.team is None else
                           sum(other.total or 0 for other in self.racks if other.team == rack.team))
        self._count_piles(obs)
        holding = obs.phase == "place" and obs.to_move == self.viewer and self.viewer is not None
        self.hand_spot.set_text(self._hand_words() if holding and not self.hot_seat.face_down else "")

    # -- the controller's announcements --------------------------------------------

    def _on_round_started(self, number: int, dealer: int) -> None:
        self.hot_seat.round_started()
        self._lay_out_afresh()
        obs = self.seen()
        self.cheers.live = obs is not None and not obs.over and not self.ctl.viewing
        # A round taken up again (resumed, played on) was dealt long ago: its cards lie where
        # they are. Dealt again on screen, a computer's first move landed mid-deal, and the
        # deal's late flights buried the card it gave up under the old top (playtest).
        if number != self.ctl.taken_up_round:
            self._animate_deal(dealer)

    def _on_position_shown(self, index: int, count: int) -> None:
        """A record being viewed moved to another turn: lay the table out as it stood."""
        self._lay_out_afresh()
        self.cheers.live = False

    def _lay_out_afresh(self) -> None:
        """No round end on show: every card where the controller's state says."""
        self._last_result = None
        self.revealed = None
        self._reveal_held = False
        self.banner.hide()
        self.focus_mark.hide()
        self.cheers.stop()
        for rack in self.racks:
            rack.set_state(round_points=None)
        self.sync()

    def _animate_deal(self, dealer: int) -> None:
        """Deal the cards from the draw pile as the rules do: round-robin, backmost slot first."""
        if self.duration() <= 0 or not any(self.rack_cards):
            return
        flights = layout.stage_deal(self.rack_cards, dealer, self.discard_cards.top, self.draw_pos)
        # Each timer is the scene's: a table gone mid-deal takes its cards' flights with it. A
        # table laid out afresh keeps its racks' cards (a record opened mid-deal): the deal's
        # serial tells its last flights that their cards are another position's now (review).
        deal = self._deal_serial
        for j, flight in enumerate(flights):
            under = flights[j + 1][0] if j + 1 < len(flights) else None
            QTimer.singleShot(j * DEAL_STEP[self.speed], self,
                              lambda f=flight, u=under: deal == self._deal_serial and self._deal_one(*f, under=u))

    def _deal_one(self, card: CardItem, pos: QPointF, z: float, scale: float, face_up: bool,
                  under: CardItem | None = None) -> None:
        """``card`` leaves the stack, and ``under`` it, the next to go, comes to the top."""
        if under is not None:
            under.show()
        if card.scene() is self:
            card.show()
            card.set_face(card.value, face_up)
            self.fly(card, pos, z, self.duration(), scale)

    def _on_turn_started(self, seat: int) -> None:
        self.input.turn_started()
        self.suggest_marks.hide()
        self.focus_mark.hide()
        self.hot_seat.turn_started(seat)
        self._refresh()
        if self.ctl.phase == "place":
            # Once the turn and its card are told: where the cursor stands is heard after the
            # card, as after D (review).
            QTimer.singleShot(0, self, self.cursor_for_card_in_hand)

    def cursor_for_card_in_hand(self) -> None:
        """The player's turn began with a card in hand (resumed holding it): the keys' cursor
        shows, as after D. Hidden, H could not move it, the first Enter only showed it on slot 1
        and the second put the card there, and the first arrow was lost (returning-player
        playtest). Under a hot seat's cover it waits for the cover to be taken."""
        if self.viewer is not None and self.ctl.to_move == self.viewer and self.ctl.phase == "place":
            self.input.cursor_for_keys()

    def _on_taken(self, seat: int, pile: str, card: int | None) -> None:
        obs = self.seen()
        viewer_sees = seat == self.viewer and not self.hot_seat.face_down
        if pile == "draw":
            item = self.draw_cards.take(obs.draw_count)
            item.set_face(card if viewer_sees else None, viewer_sees)
        else:
            item = self.discard_cards.take_top() or self.new_card(card, True)
            item.set_face(card, True)
            self.discard_cards.fill(obs.discard_pile)
        self.hand = item
        self.hand_seat = seat
        self.input.selected_discard = False
        item.set_glow(None)
        human = self.ctl.is_human(seat)
        drag = self.input.drag
        if drag is not None and drag.started and drag.source == "draw":
            drag.card = item
            drag.source = "hand"
            item.setZValue(Z_DRAGGED)
            item.setScale(1.0)
        else:
            pos, scale = self.hand_pos(seat)
            self.fly(item, pos, Z_HAND, self.duration(human), scale)
        self._refresh(obs)

    def _moved(self, seat: int) -> None:
        """``seat`` has played its turn."""
        if seat == self.viewer:
            # The keys' cursor is done with (after P and 2 it stood on slot 1 through the pause
            # before Ada's turn, playtest); the next card taken by key shows it again.
            self.focus_mark.hide()
        self.hot_seat.turn_over(seat)

    def _on_placed(self, seat: int, slot: int, card_in: int | None, card_out: int) -> None:
        self._hold_reveal()
        obs = self.seen()
        revealed = self.racks_face_up()
        item = self._take_hand(seat)
        human = self.ctl.is_human(seat)
        self._moved(seat)
        old = self.rack_rows[seat].put(slot, item, self.duration(human))
        value, up, public = self.face(seat, slot - 1, obs, revealed)
        item.set_face(value, up)
        item.set_public_mark(public)
        item.set_glow(None)
        old.set_face(card_out, True)
        old.set_public_mark(False)
        self.discard_cards.push(old, self.duration(human))
        self._refresh(obs)

    def _on_discarded(self, seat: int, card: int) -> None:
        self._hold_reveal()
        item = self._take_hand(seat)
        item.set_face(card, True)
        item.set_glow(None)
        self._moved(seat)
        self.discard_cards.push(item, self.duration(self.ctl.is_human(seat)))
        self._refresh()

    def _on_rebuilt(self, new_top: int, count: int) -> None:
        top = self.new_card(new_top, True)
        top.place(self.draw_pos, Z_PILE + 2, 1.0)
        old = self.discard_cards.hand_over(top)
        for card in old:
            card.set_face(None, False)
            self.fly(card, self.draw_pos, Z_PILE, self.duration(), 1.0)
        QTimer.singleShot(self.duration() + 30, self, lambda: [self._drop_card(c) for c in old])
        self.draw_cards.ensure()
        self.fly(top, self.discard_pos, Z_PILE + 1, self.duration(), 1.0)
        self._refresh()

    def _on_round_over(self, result: RoundResult) -> None:
        self._last_result = result
        self.input.end_drag(snap=False)
        self.focus_mark.hide()  # the keys' slot cursor stood on under the banner (playtest)
        self.hot_seat.round_over()
        for rack, pts in zip(self.racks, result.scores):
            rack.set_state(round_points=pts)
        self.cheers.round_over(result)
        # Reveal every rack once the last cards have landed (the controller waits for them).
        if self.duration() == 0 or not self.animating:
            self._reveal(result)
        else:
            QTimer.singleShot(self.duration() + 20, self, lambda r=result: self._reveal(r))
        if self.ctl.winner is None:
            self._round_banner(result)

    def _round_banner(self, result: RoundResult) -> None:
        title, lines, (next_round,) = words.round_over(self.ctl, result)
        self.show_banner(title, lines, self._and_review([(next_round, self.next_round)]),
                         again=lambda: self._round_banner(result),
                         quiet=result.rackout is not None and self._theirs(words.team_of(self.ctl, result.rackout)),
                         spoken=words.round_over(self.ctl, result, cut=False)[:2])

    def _and_review(self, buttons: list) -> list:
        """A banner's buttons, and the round's review when a coach is there to give it (the
        match's last round too: only R said so, playtest)."""
        if self.reviewable:
            return [*buttons, (self.tr("Review this round"), self.review_requested.emit)]
        return buttons

    def _reveal(self, result: RoundResult) -> None:
        if self._last_result is not result:
            return
        self._reveal_held = False
        self.sync()
        self.revealed = result
        self.cheers.revealed()

    def _mark_scoring(self, result: RoundResult) -> None:
        for seat, slots in enumerate(scored_slots(self.ctl.rules, result.racks, result.rackout)):
            for i, card in enumerate(self.rack_cards[seat]):
                card.set_glow(GOLD if (i + 1) in slots else None)
                card.set_dim((i + 1) not in slots)

    def _on_match_over(self, winner: int) -> None:
        self.focus_mark.hide()
        self.cheers.match_over(winner)
        self._match_banner(winner)

    def _match_banner(self, winner: int) -> None:
        title, lines, (again, new) = words.match_over(self.ctl, winner, self._last_result)
        self.show_banner(title, lines, self._and_review([(again, self.play_again.emit), (new, self.new_game.emit)]),
                         again=lambda: self._match_banner(winner), quiet=self._theirs(winner),
                         spoken=words.match_over(self.ctl, winner, self._last_result, cut=False)[:2])

    def _theirs(self, team: int) -> bool:
        """``team`` (a seat without partners) has no human in it, and a human plays here."""
        ctl = self.ctl
        return bool(ctl.human_seats) and not any(ctl.is_human(seat) for seat in ctl.teams[team])

    def next_round(self) -> None:
        if self.ctl.next_round():
            self.banner.hide()

    def show_banner(self, title: str, lines: list[str], buttons: list, again: Callable[[], None],
                    full: bool = False, quiet: bool = False, spoken: tuple[str, list[str]] | None = None) -> None:
        """Show the banner; ``again`` shows it anew in another language; ``quiet``: it tells of
        another's win, to a human at the table; ``spoken``: its title and lines as a screen reader
        says them, if not as drawn (the names whole)."""
        self._banner_words = again
        if not self.banner.isVisible():
            self._banner_said = ""  # a banner shown anew is read out, even in the same words
        self.banner.show_message(title, lines, buttons, full=full, quiet=quiet)
        heard_title, heard_lines = spoken or (title, lines)
        # No full stop after a name's "…" either ("Grandpa Johnson….", partners review).
        said = " ".join(w if w.endswith((".", "!", "?", ":", "\u2026")) else w + "."
                        for w in [heard_title, *heard_lines])
        if said != self._banner_said:  # shown again unchanged (a language switch retranslates twice)
            self._banner_said = said
            # After what the same moment says on the status line, so a reader that speaks only
            # the latest words still gives the scores (review).
            self.banner_words_due = True
            QTimer.singleShot(0, self, lambda: self._say_banner(said))

    def _say_banner(self, said: str) -> None:
        self.banner_words_due = False
        self.banner_shown.emit(said)

    def turn_to(self, seat: int) -> None:
        """The table turns to ``seat``'s player: their rack in front, face up."""
        self.viewer = seat
        self.bottom = seat
        self.banner.hide()
        self.sync()

    # -- flights ------------------------------------------------------------------

    def fly(self, card: CardItem, pos: QPointF, z: float, duration: int, scale: float | None = None) -> None:
        card.animate(pos, z, None, duration, scale)

    def _cards(self):
        return (item for item in self.items() if isinstance(item, CardItem))

    def _count_piles(self, obs: Observation) -> None:
        # A card joins the discard pile's count as it lands: "Discard pile · 2" showed while it
        # still flew there (feel review).
        landing = sum(1 for card in self.discard_cards.cards if card.flying)
        self._discards_landing = landing > 0
        discards = max(0, len(obs.discard_pile) - landing)
        self.draw_pile.set_count(obs.draw_count, max(0, obs.draw_count - 1))
        self.discard_pile.set_count(discards, max(0, discards - 1))

    def _card_arrived(self) -> None:
        # Counted again only while one flies to the discard pile: not an observation for each of
        # a deal's forty cards.
        obs = self.seen() if self._discards_landing else None
        if obs is not None:
            self._count_piles(obs)
        if not self.animating:
            self.settled.emit()

    @property
    def animating(self) -> bool:
        return any(card.flying for card in self._cards())

    def flies_alone(self, card: CardItem) -> bool:
        """``card`` is in flight, and no other card is."""
        return card.flying and not any(other.flying for other in self._cards() if other is not card)

    def finish_animations(self) -> None:
        for card in self._cards():
            card.stop()

    def hold_still(self) -> None:
        """Motion reduced now: what still moves ends where it was going. A Rack-O's moment begun
        before played on to its end (reduce-motion review)."""
        self.cheers.stop()
        self.finish_animations()
        self.banner.stand()

    def _take_hand(self, seat: int) -> CardItem:
        item = self.hand
        if item is None or self.hand_seat != seat:
            self._drop_card(item)
            item = self.new_card(None, False)
            pos, scale = self.hand_pos(seat)
            item.place(pos, Z_HAND, scale)
        self.hand = None
        self.hand_seat = None
        self.input.let_go_of(item)
        return item

    def lay_out_hand(self, duration: int) -> None:
        """The card in hand back to its place (after a drop that was not played)."""
        if self.hand is not None:
            pos, scale = self.hand_pos(self.hand_seat)
            self.fly(self.hand, pos, Z_HAND, duration, scale)

    @property
    def celebration(self) -> Celebration | None:
        """The player's own win on show, if it is."""
        return self.cheers.moment

    @property
    def discards(self) -> list[CardItem]:
        """The discard pile's cards on the table, top last."""
        return self.discard_cards.cards

    # -- the player's input (input.py) -----------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.press(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        # Qt sends a quick second press only as a double-click: a click on the discard pile and,
        # within 400 ms, a press to drag it was lost (code review).
        self.input.press_again(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.move(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self.input.pointer_left()
        return super().event(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.release(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.input.key(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # A dialog opened mid-drag (Ctrl+N, F1) takes the release: closed again, the card hung over
        # the slot with the target lit, as if placed, until the mouse moved (mouse playtest).
        if self.input.drag is not None and self.input.drag.started:
            self.input.end_drag(snap=True)
        self.banner.peek_at(None)  # a look under the banner, likewise
        super().focusOutEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.input.key_released(event)
        event.ignore()

    # -- suggestions --------------------------------------------------------------

    def _on_suggestion(self, take: str, slot, text: str) -> None:
        def rect(pile: PileItem) -> QRectF:
            return pile.mapRectToScene(pile.card_rect())

        marks = [rect(self.draw_pile)] if take == "draw" else [rect(self.discard_pile)] if take == "discard" else []
        if slot is not None and self.viewer is not None:
            marks.append(self.slot_rect(self.viewer, slot))
            self.input.follow_hint(slot)
        else:
            if not take:
                marks.append(rect(self.discard_pile))
            # Neither to discard nor to draw (over the card P picked up) does Enter place a card:
            # the cursor an older hint left goes (review).
            self.input.follow_hint(None)
        self.suggest_marks.show_at(marks)  # the window says the words, as long as the marks stand

    # -- options ---------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.ctl.set_speed(speed)

    def set_public_cards(self, on: bool) -> None:
        self.public_cards = on
        self._refresh()

    # -- the felt ------------------------------------------------------------------

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect, layout.ring_rect(len(self.racks)))
