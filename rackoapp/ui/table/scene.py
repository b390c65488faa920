"""The card table's scene: ``TableScene`` (items, layout, dragging).

The scene shows what the ``GameController`` announces and sends it the
human's intentions; it never changes the game itself. Dragging is owned by
the scene, as in KDE's KPat: a press on a card arms a drag that starts after
a few pixels, the legal target with the largest overlap is highlighted
while the card moves, an illegal drop snaps the card back, and every mouse
event is accepted. Cards never leave the scene (no ``QDrag``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush, QColor, QGuiApplication, QKeyEvent, QPainter,
    QPen, QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsScene, QGraphicsSceneMouseEvent,
    QGraphicsView, QWidget,
)

from rackoapp.controller import GameController, texts
from rackoapp.engine import RACK_SIZE, Observation, RoundResult
from rackoapp.engine.rack import scoring_slots

from .cards import CARD_H, CARD_W, Z_DRAGGED, Z_HAND, Z_PILE, Z_RACK, CardItem
from .items import (
    GOLD, RACK_W, SCENE_H, SCENE_W, SELECT, SUGGEST, TARGET, BannerItem, ButtonItem, HandSpotItem, HighlightItem, PileItem,
    RackItem, dark_scheme,
)

DRAG_DISTANCE = 4  # view pixels before a press becomes a drag

# Card flights per speed (ms); the controller's pauses are longer.
DURATIONS = {"slow": 650, "normal": 340, "fast": 150, "instant": 0}
HUMAN_DURATION = {"slow": 260, "normal": 220, "fast": 140, "instant": 0}
DEAL_STEP = {"slow": 28, "normal": 16, "fast": 7, "instant": 0}  # ms between dealt cards

# -- the scene ---------------------------------------------------------------------

class _Drag:
    __slots__ = ("card", "source", "offset", "target", "started", "press_scene", "press_screen")

    def __init__(self, card: CardItem, source: str, press_scene: QPointF, press_screen: QPointF) -> None:
        self.card = card
        self.source = source  # "draw", "discard" or "hand"
        self.offset = QPointF()
        self.target = None
        self.started = False
        self.press_scene = press_scene
        self.press_screen = press_screen


class TableScene(QGraphicsScene):
    """Everything on the table, laid out for the seat at the bottom."""

    message = Signal(str)          # a short refusal or hint for the status bar
    play_again = Signal()
    new_game = Signal()
    settled = Signal()             # no card is flying any more

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.ctl = controller
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.speed = controller.speed
        self.public_cards = True
        self.racks: list[RackItem] = []
        self.rack_cards: list[list[CardItem]] = []
        self.draw_pile = PileItem(self.tr("Draw pile"), "draw")
        self.discard_pile = PileItem(self.tr("Discard pile"), "discard")
        self.hand_spot = HandSpotItem()
        self.target_mark = HighlightItem(TARGET)
        self.focus_mark = HighlightItem(SELECT, dashed=True)
        self.suggest_marks = [HighlightItem(SUGGEST), HighlightItem(SUGGEST)]
        self.banner = BannerItem()
        for item in (self.draw_pile, self.discard_pile, self.hand_spot, self.target_mark,
                     self.focus_mark, *self.suggest_marks, self.banner):
            self.addItem(item)
        self.draw_top: CardItem | None = None
        self.discards: list[CardItem] = []  # top last; at most two are kept
        self.hand: CardItem | None = None
        self.hand_seat: int | None = None
        self.viewer: int | None = None      # whose rack is face up
        self.bottom = 0                     # the seat in front
        self.hidden = False                 # hot-seat: racks hidden until the hand-over
        self.selected_discard = False       # the discard card picked up by a click
        self.focus_slot: int | None = None
        self._drag: _Drag | None = None
        self._pending_cover: int | None = None
        self._last_result: RoundResult | None = None
        self.revealed: RoundResult | None = None  # the round whose racks are shown face up
        self._banner_words: Callable[[], None] | None = None  # shows the banner again, retranslated
        self._layout()
        c = controller
        c.match_started.connect(self._on_match_started)
        c.round_started.connect(self._on_round_started)
        c.turn_started.connect(self._on_turn_started)
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
        mid_y = 300.0
        self.draw_pile.setPos(SCENE_W / 2 - CARD_W - 40, mid_y)
        self.discard_pile.setPos(SCENE_W / 2 + 40, mid_y)
        self.hand_spot.setPos(SCENE_W / 2 + CARD_W + 190, mid_y)
        n = len(self.racks)
        if not n:
            return
        others = [(self.bottom + k) % n for k in range(1, n)]
        bottom_rack = self.racks[self.bottom]
        bottom_rack.setScale(1.0)
        bottom_rack.text_scale = 1.0
        bottom_rack.setPos((SCENE_W - RACK_W) / 2, SCENE_H - CARD_H - 92)
        span = SCENE_W / len(others)
        scale = min(0.62, (span - 30) / RACK_W)
        width = RACK_W * scale
        for k, seat in enumerate(others):
            rack = self.racks[seat]
            rack.setScale(scale)
            rack.text_scale = min(1.9, 0.85 / scale)
            x = span * k + (span - width) / 2
            rack.setPos(x, 40 + 48 * rack.text_scale * scale + 8)

    def slot_pos(self, seat: int, slot: int) -> tuple[QPointF, float]:
        rack = self.racks[seat]
        return rack.slots[slot - 1].scenePos(), rack.scale()

    def slot_rect(self, seat: int, slot: int) -> QRectF:
        return self.racks[seat].slots[slot - 1].sceneBoundingRect()

    def hand_pos(self, seat: int) -> tuple[QPointF, float]:
        if seat == self.bottom:
            return self.hand_spot.pos(), 1.0
        rack = self.racks[seat]
        s = rack.scale()
        if len(self.racks) == 2:  # beside the opponent's rack
            return rack.mapToScene(QPointF(RACK_W + 60, 0)), s
        # Below the middle of the opponent's rack.
        return rack.mapToScene(QPointF(RACK_W / 2 - CARD_W / 2, CARD_H + 70)), s

    @property
    def discard_pos(self) -> QPointF:
        return self.discard_pile.pos()

    @property
    def draw_pos(self) -> QPointF:
        return self.draw_pile.pos()

    def duration(self, human: bool = False) -> int:
        return (HUMAN_DURATION if human else DURATIONS)[self.speed]

    # -- what the viewer may see -------------------------------------------------

    def _obs(self) -> Observation | None:
        seat = self.viewer if self.viewer is not None else self.bottom
        return self.ctl.observation(seat)

    def _face(self, seat: int, index: int, obs: Observation, revealed) -> tuple[int | None, bool, bool]:
        """(value, face up, public mark) of a rack card as the viewer may see it."""
        if revealed is not None:
            return revealed[seat][index], True, False
        if seat == self.viewer and not self.hidden:
            return obs.rack[index], True, False
        if self.public_cards and seat != obs.seat:  # obs.racks[obs.seat] is the whole rack
            v = obs.racks[seat][index]
            if v is not None:
                return v, True, True
        return None, False, False

    def _new_card(self, value: int | None = None, face_up: bool = False) -> CardItem:
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
        self._clear_cards()
        for rack in self.racks:
            self.removeItem(rack)
        self.racks = []
        ctl = self.ctl
        humans = ctl.human_seats
        self.viewer = humans[0] if len(humans) == 1 else None
        self.bottom = humans[0] if humans else 0
        self.hidden = len(humans) > 1
        for seat, info in enumerate(ctl.seats):
            rack = RackItem(seat, info.name, self._detail(info))
            self.addItem(rack)
            self.racks.append(rack)
        self._layout()
        self.banner.hide()

    def _detail(self, info) -> str:
        """Who plays a rack, as its name plate says: human, or the computer's level."""
        if not info.is_computer:
            return self.tr("human")
        return {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard"),
                "baseline": self.tr("baseline")}.get(info.level or "", info.level or self.tr("computer"))

    def retranslate(self) -> None:
        """The table's words in the language in effect (cards and names stay)."""
        self.draw_pile.set_label(self.tr("Draw pile"))
        self.discard_pile.set_label(self.tr("Discard pile"))
        for rack, info in zip(self.racks, self.ctl.seats):
            rack.set_state(detail=self._detail(info))
            rack.update()
        self._refresh()
        if self.banner.isVisible() and self._banner_words is not None:
            self._banner_words()

    def _clear_cards(self) -> None:
        for row in self.rack_cards:
            for card in row:
                self._drop_card(card)
        self.rack_cards = []
        for card in self.discards:
            self._drop_card(card)
        self.discards = []
        for card in list(self._cards()):  # cards still flying off a rebuilt pile
            self._drop_card(card)
        self._drop_card(self.draw_top)
        self.draw_top = None
        self._drop_card(self.hand)
        self.hand = None
        self.hand_seat = None
        self._drag = None
        self.selected_discard = False
        self.target_mark.hide()
        self._hide_suggestion()

    def sync(self) -> None:
        """Lay every card where the controller's state says, without animation."""
        obs = self._obs()
        if obs is None:
            return
        self._clear_cards()
        self._layout()
        revealed = self.ctl.revealed_racks()
        for seat in range(len(self.racks)):
            row = []
            for i in range(RACK_SIZE):
                value, up, public = self._face(seat, i, obs, revealed)
                card = self._new_card(value, up)
                card.set_public_mark(public)
                pos, scale = self.slot_pos(seat, i + 1)
                card.place(pos, Z_RACK + i * 0.01, scale)
                row.append(card)
            self.rack_cards.append(row)
        for k, value in enumerate(obs.discard_pile[-2:]):
            card = self._new_card(value, True)
            card.place(self.discard_pos, Z_PILE + k, 1.0)
            self.discards.append(card)
        if obs.draw_count:
            self.draw_top = self._new_card(None, False)
            self.draw_top.place(self.draw_pos, Z_PILE + 1, 1.0)
        if obs.phase == "place" and not obs.over:
            mover = obs.to_move
            if mover == self.viewer and not self.hidden:
                value, up = obs.hand, True
            elif obs.public_hand is not None:
                value, up = obs.public_hand, True
            else:
                value, up = None, False
            self.hand = self._new_card(value, up)
            self.hand_seat = mover
            pos, scale = self.hand_pos(mover)
            self.hand.place(pos, Z_HAND, scale)
        self._refresh(obs)
        if self._last_result is not None and revealed is not None:
            self._mark_scoring(self._last_result)

    def _refresh(self, obs: Observation | None = None) -> None:
        """Labels, counts, highlights and card faces that follow the state."""
        obs = obs or self._obs()
        if obs is None:
            return
        ctl = self.ctl
        revealed = ctl.revealed_racks()
        for seat, rack in enumerate(self.racks):
            rack.set_state(total=obs.totals[seat] if obs.totals else 0,
                           dealer=seat == obs.dealer,
                           current=seat == obs.to_move and not obs.over,
                           last_slot=obs.last_slot[seat])
            if seat < len(self.rack_cards):
                for i, card in enumerate(self.rack_cards[seat]):
                    if card.flying or (self._drag and self._drag.card is card):
                        continue
                    value, up, public = self._face(seat, i, obs, revealed)
                    card.set_face(value, up)
                    card.set_public_mark(public)
        self.draw_pile.set_count(obs.draw_count, max(0, obs.draw_count - 1))
        self.discard_pile.set_count(len(obs.discard_pile), max(0, len(obs.discard_pile) - 1))
        holding = obs.phase == "place" and obs.to_move == self.viewer and self.viewer is not None
        self.hand_spot.set_text(self.tr("Your card") if holding and not self.hidden else "")

    # -- the controller's announcements --------------------------------------------

    def _on_round_started(self, number: int, dealer: int) -> None:
        self._lay_out_afresh()
        self._animate_deal(dealer)

    def _on_position_shown(self, index: int, count: int) -> None:
        """A record being viewed moved to another turn: lay the table out as it stood."""
        self._lay_out_afresh()

    def _lay_out_afresh(self) -> None:
        """No round end on show: every card where the controller's state says."""
        self._last_result = None
        self.revealed = None
        self.banner.hide()
        for rack in self.racks:
            rack.set_state(round_points=None)
        self.sync()

    def _animate_deal(self, dealer: int) -> None:
        """Deal the cards from the draw pile as the rules do: round-robin, backmost slot first."""
        duration, step = self.duration(), DEAL_STEP[self.speed]
        if duration <= 0 or not self.rack_cards:
            return
        n = len(self.racks)
        order = [((dealer + k) % n, i) for i in reversed(range(RACK_SIZE)) for k in range(1, n + 1)]
        flights = []
        for j, (seat, i) in enumerate(order):
            card = self.rack_cards[seat][i]
            flights.append((card, card.pos(), card.zValue(), card.scale(), card.face_up))
            card.place(self.draw_pos, Z_PILE + 2 + (len(order) - j) * 0.01, 1.0)
            card.set_face(card.value, False)  # face down until it leaves the pile
        if self.discards:
            top = self.discards[-1]
            flights.append((top, top.pos(), top.zValue(), 1.0, True))
            top.place(self.draw_pos, Z_PILE + 1.5, 1.0)
            top.set_face(top.value, False)
        for j, flight in enumerate(flights):
            QTimer.singleShot(j * step, lambda f=flight: self._deal_one(*f))

    def _deal_one(self, card: CardItem, pos: QPointF, z: float, scale: float, face_up: bool) -> None:
        if card.scene() is self:
            card.set_face(card.value, face_up)
            self._fly(card, pos, z, self.duration(), scale)

    def _on_turn_started(self, seat: int) -> None:
        self._hide_suggestion()
        self.focus_mark.hide()
        humans = self.ctl.human_seats
        if len(humans) > 1 and self.ctl.is_human(seat):
            self._show_cover(seat)
        self._refresh()

    def _on_taken(self, seat: int, pile: str, card: int | None) -> None:
        obs = self._obs()
        viewer_sees = seat == self.viewer and not self.hidden
        if pile == "draw":
            item = self.draw_top
            if item is None:
                item = self._new_card(None, False)
                item.place(self.draw_pos, Z_PILE + 1, 1.0)
            self.draw_top = None
            if obs.draw_count:
                self.draw_top = self._new_card(None, False)
                self.draw_top.place(self.draw_pos, Z_PILE, 1.0)
            item.set_face(card if viewer_sees else None, viewer_sees)
        else:
            item = self.discards.pop() if self.discards else self._new_card(card, True)
            item.set_face(card, True)
            self._fill_discards(obs)
        self.hand = item
        self.hand_seat = seat
        self.selected_discard = False
        item.set_glow(None)
        human = self.ctl.is_human(seat)
        drag = self._drag
        if drag is not None and drag.started and drag.source == "draw":
            drag.card = item
            drag.source = "hand"
            item.setZValue(Z_DRAGGED)
            item.setScale(1.0)
        else:
            pos, scale = self.hand_pos(seat)
            self._fly(item, pos, Z_HAND, self.duration(human), scale)
        self._refresh(obs)

    def _on_placed(self, seat: int, slot: int, card_in: int | None, card_out: int) -> None:
        obs = self._obs()
        revealed = self.ctl.revealed_racks()
        item = self._take_hand(seat)
        row = self.rack_cards[seat]
        old = row[slot - 1]
        row[slot - 1] = item
        human = self.ctl.is_human(seat)
        if len(self.ctl.human_seats) > 1 and self.ctl.is_human(seat):
            self.hidden = True  # hot-seat: the rack turns down once the turn is over
        value, up, public = self._face(seat, slot - 1, obs, revealed)
        item.set_face(value, up)
        item.set_public_mark(public)
        item.set_glow(None)
        pos, scale = self.slot_pos(seat, slot)
        self._fly(item, pos, Z_RACK + (slot - 1) * 0.01, self.duration(human), scale)
        old.set_face(card_out, True)
        old.set_public_mark(False)
        self._to_discard(old, human)
        self._refresh(obs)

    def _on_discarded(self, seat: int, card: int) -> None:
        item = self._take_hand(seat)
        item.set_face(card, True)
        item.set_glow(None)
        if len(self.ctl.human_seats) > 1 and self.ctl.is_human(seat):
            self.hidden = True  # hot-seat: the rack turns down once the turn is over
        self._to_discard(item, self.ctl.is_human(seat))
        self._refresh()

    def _on_rebuilt(self, new_top: int, count: int) -> None:
        for card in self.discards:
            card.set_face(None, False)
            self._fly(card, self.draw_pos, Z_PILE, self.duration(), 1.0)
        old = self.discards
        self.discards = []
        QTimer.singleShot(self.duration() + 30, lambda: [self._drop_card(c) for c in old])
        if self.draw_top is None:
            self.draw_top = self._new_card(None, False)
            self.draw_top.place(self.draw_pos, Z_PILE + 1, 1.0)
        top = self._new_card(new_top, True)
        top.place(self.draw_pos, Z_PILE + 2, 1.0)
        self.discards.append(top)
        self._fly(top, self.discard_pos, Z_PILE + 1, self.duration(), 1.0)
        self._refresh()

    def _on_round_over(self, result: RoundResult) -> None:
        self._last_result = result
        self._end_drag(snap=False)
        self.hidden = False
        for rack, pts in zip(self.racks, result.scores):
            rack.set_state(round_points=pts)
        # Reveal every rack once the last cards have landed.
        if self.duration() == 0:
            self._reveal(result)
        else:
            QTimer.singleShot(self.duration() + 20, lambda r=result: self._reveal(r))
        if self.ctl.winner is None:
            self._round_banner(result)

    def _round_banner(self, result: RoundResult) -> None:
        ctl = self.ctl
        names = [ctl.name(s) for s in range(len(ctl.seats))]
        if result.rackout is not None:
            title = self.tr("Rack-O!")
            lead = self.tr("{name} goes Rack-O and wins round {number}").format(
                name=names[result.rackout], number=ctl.round_number)
        else:
            title = self.tr("Round over")
            lead = self.tr("The draw pile ran out too often: nobody went Rack-O")
        points = "   ".join(f"{names[s]} +{p}" for s, p in enumerate(result.scores))
        totals = "   ".join(f"{names[s]} {t}" for s, t in enumerate(ctl.totals))
        lines = [lead, self.tr("This round: {points}").format(points=points),
                 self.tr("Totals: {totals}").format(totals=totals)]
        dealer = names[ctl.next_dealer]
        lines.append(self.tr("Next dealer: {name}").format(name=dealer))
        self._banner_words = lambda r=result: self._round_banner(r)
        self.banner.show_message(title, lines, [(self.tr("Next round"), self.next_round)])

    def _reveal(self, result: RoundResult) -> None:
        if self._last_result is not result:
            return
        self.sync()
        self.revealed = result

    def _mark_scoring(self, result: RoundResult) -> None:
        for seat, rack in enumerate(result.racks):
            slots = set(scoring_slots(rack, seat == result.rackout))
            for i, card in enumerate(self.rack_cards[seat]):
                card.set_glow(GOLD if (i + 1) in slots else None)
                card.set_dim((i + 1) not in slots)

    def _on_match_over(self, winner: int) -> None:
        self._match_banner(winner)

    def _match_banner(self, winner: int) -> None:
        ctl = self.ctl
        result = self._last_result
        team = ctl.teams[winner]
        names = " & ".join(ctl.name(seat) for seat in team)
        total = ctl.team_totals[winner]
        lines = []
        if result is not None and result.rackout is not None:
            lines.append(self.tr("Rack-O! {name} took the last round").format(name=ctl.name(result.rackout)))
        if len(team) > 1:
            lines.append(self.tr("{names} win the match with {total} points").format(names=names, total=total))
            title = self.tr("{names} win!").format(names=names)
        else:
            lines.append(self.tr("{name} wins the match with {total} points").format(name=names, total=total))
            title = self.tr("{name} wins!").format(name=names)
        totals = "   ".join(f"{ctl.name(s)} {t}" for s, t in enumerate(ctl.totals))
        lines.append(self.tr("Totals: {totals}").format(totals=totals))
        self._banner_words = lambda w=winner: self._match_banner(w)
        self.banner.show_message(title if len(names) < 10 else self.tr("Match over"), lines,
                                 [(self.tr("Play again"), self.play_again.emit),
                                  (self.tr("New game"), self.new_game.emit)])

    def next_round(self) -> None:
        if self.ctl.next_round():
            self.banner.hide()

    def _show_cover(self, seat: int) -> None:
        self._end_drag(snap=False)
        self.hidden = True
        self._pending_cover = seat
        self.sync()
        self._cover_banner(seat)

    def _cover_banner(self, seat: int) -> None:
        name = self.ctl.name(seat)
        self._banner_words = lambda s=seat: self._cover_banner(s)
        self.banner.show_message(
            self.tr("{name}'s turn").format(name=name),
            [self.tr("Pass the mouse to {name}.").format(name=name),
             self.tr("The racks stay hidden until you are ready.")],
            [(self.tr("I am {name}").format(name=name), lambda s=seat: self._take_over(s))], full=True)

    def _take_over(self, seat: int) -> None:
        self._pending_cover = None
        self.viewer = seat
        self.bottom = seat
        self.hidden = False
        self.banner.hide()
        self.sync()

    @property
    def covered(self) -> bool:
        return self._pending_cover is not None

    # -- flights ------------------------------------------------------------------

    def _fly(self, card: CardItem, pos: QPointF, z: float, duration: int, scale: float | None = None) -> None:
        card.animate(pos, z, None, duration, scale)

    def _cards(self):
        return (item for item in self.items() if isinstance(item, CardItem))

    def _card_arrived(self) -> None:
        if not self.animating:
            self.settled.emit()

    @property
    def animating(self) -> bool:
        return any(card.flying for card in self._cards())

    def finish_animations(self) -> None:
        for item in self.items():
            if isinstance(item, CardItem) and item.flying:
                item.stop()

    def _take_hand(self, seat: int) -> CardItem:
        item = self.hand
        if item is None or self.hand_seat != seat:
            self._drop_card(item)
            item = self._new_card(None, False)
            pos, scale = self.hand_pos(seat)
            item.place(pos, Z_HAND, scale)
        self.hand = None
        self.hand_seat = None
        if self._drag is not None and self._drag.card is item:
            self._drag = None
            self.target_mark.hide()
        return item

    def _to_discard(self, card: CardItem, human: bool) -> None:
        self.discards.append(card)
        while len(self.discards) > 3:
            self._drop_card(self.discards.pop(0))
        self._fly(card, self.discard_pos, Z_PILE + 2, self.duration(human), 1.0)
        self._restack_discards()

    def _fill_discards(self, obs: Observation) -> None:
        """Keep the pile's top two cards on the table, so it never looks empty."""
        pile = obs.discard_pile
        while len(self.discards) < min(2, len(pile)):
            card = self._new_card(pile[-(len(self.discards) + 1)], True)
            card.place(self.discard_pos, Z_PILE - 1, 1.0)
            self.discards.insert(0, card)
        self._restack_discards()

    def _restack_discards(self) -> None:
        for k, card in enumerate(self.discards):
            if not card.flying:
                card.setZValue(Z_PILE + k * 0.1)
            card._final_z = Z_PILE + k * 0.1

    # -- the human's input ----------------------------------------------------------

    def can_act(self) -> bool:
        ctl = self.ctl
        return (ctl.state == "human" and self.viewer is not None and ctl.to_move == self.viewer
                and not self.hidden and not self.covered)

    def _phase(self) -> str | None:
        return self.ctl.phase

    def refuse(self) -> None:
        """Say why the player at the table may not act now."""
        ctl = self.ctl
        if self.covered:
            self.message.emit(self.tr("pass the mouse to {name} first").format(name=ctl.name(self._pending_cover)))
        else:
            self._say(ctl.refusal() or texts.NOT_YOUR_TURN)

    def _say(self, code: str) -> None:
        self.message.emit(self.ctl.refusal_text(code))

    def _button_at(self, pos: QPointF) -> ButtonItem | None:
        if not self.banner.isVisible():
            return None
        for b in self.banner.buttons:
            if b.sceneBoundingRect().contains(pos):
                return b
        return None

    def _card_at(self, pos: QPointF) -> tuple[str, CardItem | None, int | None]:
        """What is under ``pos``: ("hand"|"draw"|"discard"|"slot"|"", card, slot)."""
        if self.hand is not None and self.hand_seat == self.viewer and \
                self.hand.mapRectToScene(self.hand.card_rect()).contains(pos):
            return "hand", self.hand, None
        if self.discards and self.discard_pile.mapRectToScene(self.discard_pile.card_rect()).contains(pos):
            return "discard", self.discards[-1], None
        if self.draw_pile.mapRectToScene(self.draw_pile.card_rect()).contains(pos):
            return "draw", self.draw_top, None
        if self.viewer is not None and self.racks:
            for slot in range(1, RACK_SIZE + 1):
                if self.slot_rect(self.viewer, slot).contains(pos):
                    return "slot", self.rack_cards[self.viewer][slot - 1] if self.rack_cards else None, slot
        return "", None, None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        button = self._button_at(pos)
        if button is not None:
            button.callback()
            return
        if self.banner.isVisible() and self.banner.full:
            return
        if self.animating:
            return  # input is ignored while cards fly
        what, card, slot = self._card_at(pos)
        if not what:
            return
        if not self.can_act():
            self.refuse()
            return
        phase = self._phase()
        source = None
        if what == "draw" and phase == "take" and card is not None and not self.selected_discard:
            source = "draw"
        elif what == "discard" and phase == "take" and card is not None:
            source = "discard"
        elif what == "hand" and phase == "place":
            source = "hand"
        self._drag = _Drag(card, source, pos, event.screenPos()) if source else None
        self._press_what = (what, slot)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        drag = self._drag
        if drag is None:
            return
        if not drag.started:
            delta = event.screenPos() - drag.press_screen
            if delta.manhattanLength() < DRAG_DISTANCE:
                return
            if not self._start_drag(drag):
                self._drag = None
                return
        card = drag.card
        card.setPos(event.scenePos() - drag.offset)
        self._update_target(drag)

    def _start_drag(self, drag: _Drag) -> bool:
        if drag.source == "draw":
            drag.started = True  # so _on_taken hands the revealed card to the drag
            if not self.ctl.take("draw"):
                return False
            # The card is now in hand and follows the mouse.
            drag.card.setScale(1.0)
        else:
            drag.started = True
        if drag.source == "discard":
            self.selected_discard = False
            drag.card.set_glow(None)
        card = drag.card
        card.stop()
        drag.offset = drag.press_scene - card.pos()
        if not card.card_rect().contains(drag.offset):
            drag.offset = QPointF(CARD_W / 2, CARD_H / 2)
        card.setZValue(Z_DRAGGED)
        return True

    def _targets(self, drag: _Drag) -> list[tuple[object, QRectF]]:
        targets: list[tuple[object, QRectF]] = [
            (slot, self.slot_rect(self.viewer, slot)) for slot in range(1, RACK_SIZE + 1)]
        if drag.source == "hand" and self._hand_from() == "draw":
            targets.append(("discard", self.discard_pile.mapRectToScene(self.discard_pile.card_rect())))
        return targets

    def _hand_from(self) -> str | None:
        obs = self._obs()
        return obs.hand_from if obs is not None else None

    def _update_target(self, drag: _Drag) -> None:
        rect = drag.card.mapRectToScene(drag.card.card_rect())
        best, best_area = None, 0.0
        best_rect = None
        for target, trect in self._targets(drag):
            inter = rect.intersected(trect)
            area = inter.width() * inter.height()
            if area > best_area:
                best, best_area, best_rect = target, area, trect
        drag.target = best
        if best is None:
            self.target_mark.hide()
        else:
            self.target_mark.setPos(best_rect.topLeft())
            self.target_mark.setScale(best_rect.width() / CARD_W)
            self.target_mark.show()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag = self._drag
        self._drag = None
        if drag is not None and drag.started:
            self.target_mark.hide()
            self._drop(drag)
            return
        what_slot = getattr(self, "_press_what", None)
        self._press_what = None
        if what_slot is None:
            return
        what, slot = what_slot
        self.click(what, slot)

    def _drop(self, drag: _Drag) -> None:
        target = drag.target
        ok = False
        if isinstance(target, int):
            if drag.source == "discard":
                ok = self.ctl.play("discard", target)
            else:
                ok = self.ctl.place(target)
        elif target == "discard":
            ok = self.ctl.discard()
        else:
            if drag.source == "discard" and drag.card.mapRectToScene(drag.card.card_rect()).intersects(
                    self.discard_pile.mapRectToScene(self.discard_pile.card_rect())):
                self._say(texts.INTO_RACK)
            elif drag.source != "discard" or (drag.card.pos() - self.discard_pos).manhattanLength() > 8:
                self.message.emit(self.tr("drop the card on a slot of your rack or on the discard pile")
                                  if drag.source == "hand" else self.tr("drop the card on a slot of your rack"))
        if not ok:
            self._snap_back(drag)

    def _snap_back(self, drag: _Drag) -> None:
        card = drag.card
        if drag.source == "discard":
            if self.discards and card is self.discards[-1]:
                self._fly(card, self.discard_pos, Z_PILE + (len(self.discards) - 1) * 0.1,
                          self.duration(True) or 0)
        elif card is self.hand:
            pos, scale = self.hand_pos(self.hand_seat)
            self._fly(card, pos, Z_HAND, self.duration(True), scale)

    def _end_drag(self, snap: bool) -> None:
        drag = self._drag
        self._drag = None
        self.target_mark.hide()
        if drag is not None and drag.started and snap:
            self._snap_back(drag)

    # -- clicks and keys ----------------------------------------------------------

    def click(self, what: str, slot: int | None = None) -> bool:
        """A click on the draw pile, the discard pile, the hand or a slot of the rack."""
        if not self.can_act():
            self.refuse()
            return False
        phase = self._phase()
        if what == "draw":
            if phase == "take":
                if self.selected_discard:
                    self._select_discard(False)
                return self.ctl.take("draw")
            self._say(texts.HOLDING)
            return False
        if what == "discard":
            if phase == "take":
                if self.selected_discard:
                    self._select_discard(False)
                    self._say(texts.INTO_RACK)
                    return False
                self._select_discard(True)
                self.message.emit(self.tr("now click the slot for the {card}").format(card=self.discards[-1].value))
                return True
            return self.ctl.discard()
        if what == "slot" and slot is not None:
            if phase == "take":
                if self.selected_discard:
                    self._select_discard(False, animate=False)
                    return self.ctl.play("discard", slot)
                self._say(texts.TAKE_FIRST)
                return False
            return self.ctl.place(slot)
        return False

    def _select_discard(self, on: bool, animate: bool = True) -> None:
        self.selected_discard = on
        if not self.discards:
            return
        card = self.discards[-1]
        card.set_glow(SELECT if on else None)
        pos = self.discard_pos + QPointF(0, -22) if on else self.discard_pos
        self._fly(card, pos, card._final_z, self.duration(True) if animate else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().lower()
        event.accept()
        if self.banner.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.banner.buttons:
                self.banner.buttons[0].callback()
            return
        if key == Qt.Key.Key_Escape:
            if self.selected_discard:
                self._select_discard(False)
            self.focus_mark.hide()
            self.focus_slot = None
            return
        if text == "d":
            self.click("draw")
        elif text == "p":
            self.click("discard")
        elif text == "x" or key == Qt.Key.Key_Delete:
            if self._phase() == "place":
                self.click("discard")
            else:
                self._say(texts.NO_DRAWN_CARD)
        elif text and text in "1234567890":
            self.click("slot", RACK_SIZE if text == "0" else int(text))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if self.viewer is None:
                return
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus_slot = min(RACK_SIZE, max(1, (self.focus_slot or (0 if step > 0 else RACK_SIZE + 1)) + step))
            rect = self.slot_rect(self.viewer, self.focus_slot)
            self.focus_mark.setPos(rect.topLeft())
            self.focus_mark.setScale(rect.width() / CARD_W)
            self.focus_mark.show()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus_slot is not None and self.focus_mark.isVisible():
                self.click("slot", self.focus_slot)
        else:
            event.ignore()

    # -- suggestions --------------------------------------------------------------

    def _on_suggestion(self, take: str, slot, text: str) -> None:
        self._hide_suggestion()
        marks = []
        if take == "draw":
            marks.append(self.draw_pile.mapRectToScene(self.draw_pile.card_rect()))
        elif take == "discard":
            marks.append(self.discard_pile.mapRectToScene(self.discard_pile.card_rect()))
        if slot is not None and self.viewer is not None:
            marks.append(self.slot_rect(self.viewer, slot))
        elif not take:
            marks.append(self.discard_pile.mapRectToScene(self.discard_pile.card_rect()))
        for mark, rect in zip(self.suggest_marks, marks):
            mark.setPos(rect.topLeft())
            mark.setScale(rect.width() / CARD_W)
            mark.show()
        self.message.emit(text)

    def _hide_suggestion(self) -> None:
        for m in self.suggest_marks:
            m.hide()

    # -- options ---------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.ctl.set_speed(speed)

    def set_public_cards(self, on: bool) -> None:
        self.public_cards = on
        self._refresh()

    # -- the felt ------------------------------------------------------------------

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        dark = dark_scheme()
        center = QPointF(SCENE_W / 2, SCENE_H * 0.45)
        grad = QRadialGradient(center, SCENE_W * 0.75)
        if dark:
            grad.setColorAt(0.0, QColor("#1d4a31"))
            grad.setColorAt(0.6, QColor("#12331f"))
            grad.setColorAt(1.0, QColor("#081a10"))
        else:
            grad.setColorAt(0.0, QColor("#3f9a5e"))
            grad.setColorAt(0.6, QColor("#2a7a45"))
            grad.setColorAt(1.0, QColor("#17502c"))
        p.fillRect(rect, QBrush(grad))
        # A faint ring around the middle of the table.
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 22), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(SCENE_W / 2 - 300, 255, 600, 270), 135, 135)
