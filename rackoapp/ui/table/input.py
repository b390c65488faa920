"""The player's hands on the table: mouse, clicks and keys, turned into intentions.

Dragging works as in KDE's KPat: a press on a card arms a drag that starts
after a few pixels, the legal target under the pointer, or else the one with
the largest overlap (at least a quarter of the card), is highlighted while the card
moves, an illegal drop lays the card back where it came from, and every mouse
event is accepted. Cards never leave the scene (no ``QDrag``).
A click on a pile, the hand or a slot, and the keys (D, P, X, 1-9, 0, arrows,
Enter, Escape) do the same without dragging.

``TableInput`` holds only the state of the gesture in progress; what the
table shows is the scene's, and what is legal is the controller's.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from rackoapp.controller import COMPUTER, HUMAN, texts
from rackoapp.engine import RACK_SIZE

from .cards import CARD_H, CARD_W, Z_DRAGGED, CardItem
from .items import SELECT, ButtonItem

if TYPE_CHECKING:
    from .scene import TableScene

DRAG_DISTANCE = 4  # the least distance a press moves before it is a drag, whatever the platform says
# The share of the dragged card that must lie over a slot or pile for a drop there to count, where
# the pointer itself is over none. Any overlap counted, as in KPat: a drawn card set down on the felt
# "to think", one corner over the discard pile or a slot, was thrown away or put there (mouse playtest).
MIN_AIM = 0.25


def drag_distance() -> int:
    """How far a press moves before it is a drag: the platform's setting (10 pixels by default),
    as KPat and every Qt drag use. At 4, a clickpad's press that moved the pointer a few pixels
    was a drag: the discard pile's card was not picked up, and "a card taken from the discard pile
    must go into your rack" was said (mouse playtest)."""
    return max(DRAG_DISTANCE, QApplication.startDragDistance())


def mac_delete() -> bool:
    """Backspace is the discard key too where it is labelled "delete" (a Mac's keyboard); elsewhere
    it means "back", never an irreversible discard (diff review)."""
    return sys.platform == "darwin"


class Drag:
    """A card under the mouse: where it came from, where it would land."""

    __slots__ = ("card", "source", "offset", "target", "started", "press_scene", "press_screen", "picked")

    def __init__(self, card: CardItem, source: str, press_scene: QPointF, press_screen: QPointF) -> None:
        self.card = card
        self.source = source  # "draw", "discard" or "hand"
        self.offset = QPointF()
        self.target = None
        self.started = False
        self.press_scene = press_scene
        self.press_screen = press_screen
        self.picked = False  # the discard pile's card, picked up by a click before the drag


WALKING_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)  # held, they walk on
# A record's steps back and forward: the record bar's shortcuts (record_bar.py), which take these
# keys while there is a step to take.
RECORD_BACK = (Qt.Key.Key_Left, Qt.Key.Key_Home, Qt.Key.Key_PageUp)
RECORD_FORWARD = (Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_PageDown)
PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)  # press the cursor's slot or button
BANNER_LETTERS = ("n", "r")  # a round's banner's own keys: the next round, its review


def record_end_words() -> tuple[str, str]:
    """What a step past a record's first and last step says (the window takes them back once
    the player steps away from the end)."""
    return (QCoreApplication.translate("TableScene", "This is the record's first step"),
            QCoreApplication.translate("TableScene", "This is the record's last step"))


class TableInput:
    """Turns the mouse and the keyboard on ``scene`` into the controller's intentions."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.drag: Drag | None = None
        self.press_what: tuple[str, int | None] | None = None
        self.pressed_button: ButtonItem | None = None  # a banner's button pressed, acting on its release
        self.refused = False  # the last press was refused (a second press is then a click of its own)
        self._released: tuple[int, int] | None = None  # the last key let go, and when (``_held``)
        self.press_screen = QPointF()  # where on screen press_what was pressed
        self.pressed_at: tuple | None = None  # the game's moment at that press (_moment())
        self.selected_discard = False       # the discard card picked up by a click
        self.lifted: CardItem | None = None  # the discard card this turn's player lifted or put back
        self.focus_slot: int | None = None  # the slot the arrow keys point at
        self.pointer_at: QPointF | None = None  # where the mouse last moved on the table
        self._cursor_steps = 0  # the player's moves of that cursor, so far
        self._steps_at_hint: int | None = None  # ... when the last hint was asked
        self._hint_slot: int | None = None  # the slot the last hint named, if any

    def reset(self) -> None:
        """The table was laid out afresh: no gesture goes on."""
        self.drag = None
        self.press_what = None
        self.selected_discard = False
        self.lifted = None

    def turn_started(self) -> None:
        """A card flying in now is the last player's discard: no press takes it mid-air."""
        self.lifted = None

    def holds(self, card: CardItem) -> bool:
        return self.drag is not None and self.drag.card is card

    @property
    def has_discard_card(self) -> bool:
        """The discard pile's card is picked up, by a click or a drag begun: Esc puts it back. (A
        press that has not moved yet holds nothing to put back: Esc then closes the guide.)"""
        return self.selected_discard or (self.drag is not None and self.drag.started
                                         and self.drag.source == "discard")

    def let_go_of(self, card: CardItem) -> None:
        """``card`` was played: any drag of it is over."""
        if self.holds(card):
            # The press is over too: a key that played the dragged card left it armed, and the
            # release acted on the next turn (picked up its discard card, code review).
            self.drag = None
            self.press_what = None
            self.scene.target_mark.hide()


    def _moment(self) -> tuple:
        """Where the game stands, for a press held while it moves on."""
        ctl = self.scene.ctl
        # The discard pile's card lifted by P counts: held on the draw pile through P, a release
        # there put the card back and drew (playtest).
        return ctl.round_number, ctl.turns_played, ctl.phase, ctl.state, ctl.viewing, self.selected_discard

    def _drop_if_stale(self) -> bool:
        """Drop the gesture, and say so, if the game moved on since the press (by keys or a
        computer's turn): what was pressed then is not there to take now. Held through D and X
        and the computer's turn, a press on the discard pile picked up the next turn's card on
        its release, or dragged the old card's picture over a slot that took the new one (code
        review)."""
        if self._moment() == self.pressed_at:
            return False
        self.drag = None
        self.press_what = None
        return True

    def can_act(self) -> bool:
        ctl = self.scene.ctl
        return (ctl.state == HUMAN and self.scene.viewer is not None and ctl.to_move == self.scene.viewer
                and not self.scene.hot_seat.face_down and self.scene.hot_seat.handing_to is None)

    def _rack_in_play(self) -> bool:
        """The player's rack is in a round being played, so a cursor may walk it. Not in a
        record (its arrows step it, or at its ends do nothing), not under a hot seat's cover
        (the rack there is the last player's; its cards were read out, review), and not once
        the round or match is over (a cursor stood on a finished match's slot 10 and followed
        into the record opened next, playtest)."""
        ctl = self.scene.ctl
        # round_in_play: not while the round's last card flies either, when D says "wait until the
        # card lands" and Enter put a cursor on the finished rack (screen-reader review).
        return (self.scene.viewer is not None and ctl.state in (HUMAN, COMPUTER) and ctl.round_in_play
                and not self.scene.hot_seat.covered)

    def _phase(self) -> str | None:
        return self.scene.ctl.phase

    def too_soon(self) -> None:
        """A key just as a banner went up is the last move's, not an answer: said, so it is no
        dead key (``BannerItem.fresh``)."""
        self.scene.message.emit(QCoreApplication.translate("TableScene", "too soon after the last key: press it again"))

    def refuse(self) -> None:
        """Say why the player at the table may not act now."""
        ctl = self.scene.ctl
        if self.scene.hot_seat.handing_to is not None:
            # Not "pass the mouse": a keyboard player heard it at every key (screen-reader review).
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "hand over to {name} first: {name} presses Enter or clicks “I am {name}”").format(
                name=ctl.name(self.scene.hot_seat.handing_to)))
        else:
            self._say(ctl.refusal() or texts.CARD_LANDING)  # the player's turn, its cards still flying

    def _show_focus(self, slot: int, announce: bool = True) -> None:
        self.focus_slot = slot
        rect = self.scene.slot_rect(self.scene.viewer, slot)
        self.scene.focus_mark.cover(rect)
        if announce:
            self._cursor_steps += 1
            self.scene.focus_moved.emit(slot)

    def cursor_for_keys(self) -> None:
        """A card taken by key (D, P): the cursor shows at once, where it stood or on slot 1, so
        each arrow moves it. The first arrow only showed it, and "P, Right x4, Enter" put the
        card into slot 4, not 5 (playtest). Where it stands is heard after the card taken: D
        then Enter put a card into a slot a blind player was never told of, the one an earlier
        hint had named (keyboard playtest). Not a step of the player's (``follow_hint``). A card
        taken by mouse shows no cursor; one found in hand at a turn's start (resumed) does."""
        if self._rack_in_play() and not self.scene.focus_mark.isVisible():
            # Where a hint standing on the table put the card taken, if the player has not moved
            # the cursor since: H ("the 6 into slot 2"), P, Enter put the 6 into slot 1, where
            # the cursor had stood (keyboard play-test).
            hinted = self._hint_slot if self.scene.suggest_marks.shown \
                and self._steps_at_hint == self._cursor_steps else None
            self._show_focus(hinted or self.focus_slot or 1, announce=False)
            self.scene.cursor_shown.emit(self.focus_slot)

    def hint_asked(self) -> None:
        self._steps_at_hint = self._cursor_steps

    def follow_hint(self, slot: int | None) -> None:
        """A hint named ``slot``: the keys' cursor, if shown, goes there. It stood on slot 1,
        where D had put it, and Enter played the card there, not where the hint said (playtest).
        A hint to discard the card in hand (``slot`` None) hides it: Enter put the card into the
        slot an older hint had named, over the 28 there (keyboard playtest); Enter now only shows
        the cursor again, and X discards. Not announced: the hint's words are. A cursor the player
        moved while the hint was on its way stays where they put it: Enter played the hint's
        slot, not theirs (review)."""
        self._hint_slot = slot
        if self._steps_at_hint is not None and self._steps_at_hint != self._cursor_steps:
            return
        if self.scene.focus_mark.isVisible() and self._rack_in_play():
            if slot is None:
                self.scene.focus_mark.hide()
            else:
                self._show_focus(slot, announce=False)

    def _say(self, code: str) -> None:
        self.scene.message.emit(self.scene.ctl.refusal_text(code))

    def _button_at(self, pos: QPointF) -> ButtonItem | None:
        if not self.scene.banner.isVisible():
            return None
        for b in self.scene.banner.buttons:
            if b.face_rect().contains(pos):
                return b
        return None

    def _card_at(self, pos: QPointF) -> tuple[str, CardItem | None, int | None]:
        """What is under ``pos``: ("hand"|"draw"|"discard"|"slot"|"", card, slot)."""
        if self.scene.hand is not None and self.scene.hand_seat == self.scene.viewer and \
                self.scene.hand.mapRectToScene(self.scene.hand.card_rect()).contains(pos):
            return "hand", self.scene.hand, None
        if self.scene.discards:
            pile = self.scene.discard_pile.mapRectToScene(self.scene.discard_pile.card_rect())
            if self.selected_discard:  # its card lifted: its top edge, above the pile, is it too (review)
                top = self.scene.discards[-1]
                pile = pile.united(top.mapRectToScene(top.card_rect()))
            if pile.contains(pos):
                return "discard", self.scene.discards[-1], None
        if self.scene.draw_pile.mapRectToScene(self.scene.draw_pile.card_rect()).contains(pos):
            return "draw", self.scene.draw_cards.top, None
        if self.scene.viewer is not None and self.scene.racks:
            for slot in range(1, RACK_SIZE + 1):
                if self.scene.slot_rect(self.scene.viewer, slot).contains(pos):
                    # The cards of a table being laid out anew may not be there yet.
                    row = self.scene.rack_cards[self.scene.viewer] if self.scene.viewer < len(self.scene.rack_cards) else []
                    return "slot", row[slot - 1] if slot <= len(row) else None, slot
        return "", None, None

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        # Whatever this press turns out to be, the last one's is over: a press ignored (cards in
        # flight) acted on its release as the drag before it had pressed (code review).
        if self.drag is not None and self.drag.started:
            self.end_drag(snap=True)  # its release went elsewhere: the card goes back
        self.drag = None
        self.press_what = None
        self.refused = False
        self.pressed_at = self._moment()
        pos = event.scenePos()
        if self.pressed_button is not None:  # its release went elsewhere
            self.pressed_button.set_pressed(False)
        self.pressed_button = None
        # A look under the banner whose release went elsewhere (a dialog opened from the keys)
        # ends: the banner stayed faded, and a click on its button only brought it back (review).
        self.scene.banner.peek_at(None)
        button = self._button_at(pos)
        if button is not None:
            if not self.scene.banner.fresh():  # a click just as it went up is the last move's
                # It acts when let go over it, as a push button does: pressed, then slid off, it
                # dealt the next round (or lifted a hot seat's cover) all the same (mouse playtest).
                self.pressed_button = button
                button.set_pressed(True)
            return
        if self.scene.banner.peek_at(pos):
            return
        what, card, slot = self._card_at(pos)
        if self.scene.banner.isVisible() and self.scene.banner.full:
            if what and self.scene.hot_seat.handing_to is not None:
                self.refuse()  # "pass the mouse to Ben first", as a key there says (playtest)
            return
        if self.scene.animating and not self._lifting(what, card):
            if what == "slot" and self.can_act() and (self._phase() == "place" or self.selected_discard):
                # A slot clicked while the card to place still flies names where it goes, as its
                # key does (it was refused, "wait until the card lands", playtest).
                self.press_what = (what, slot)
                self.press_screen = event.screenPos()
                return
            # Input is ignored while cards fly, and said so where it was meant for the table:
            # a click on a slot 120 ms after the draw did nothing, unsaid, where 7 would (review).
            if what:
                self.refused = True
                self.refuse()
            return
        if not what:
            return
        if not self.can_act():
            self.refused = True
            self.refuse()
            return
        phase = self._phase()
        source = None
        if what == "draw" and phase == "take" and card is not None:
            source = "draw"  # also with the discard card lifted: it goes back, as a click does
        elif what == "discard" and phase == "take" and card is not None:
            source = "discard"
        elif what == "hand" and phase == "place":
            source = "hand"
        self.drag = Drag(card, source, pos, event.screenPos()) if source else None
        self.press_what = (what, slot)
        self.press_screen = event.screenPos()

    def _lifting(self, what: str, card: CardItem | None) -> bool:
        """The press is on the discard pile's card while it alone flies, lifted (or put back) by
        this player: it may be dragged at once. Clicked, then pressed again within its 220 ms
        flight to drag it, the card stayed lifted and nothing was played or said (review)."""
        return what == "discard" and card is not None and card is self.lifted and self.scene.flies_alone(card)

    def press_again(self, event: QGraphicsSceneMouseEvent) -> None:
        """The second press of a double-click: a drag may start from it, but let go where it was
        pressed it is no second click (a double-click on the discard pile would pick its card up
        and put it back; on a banner's button, press it twice)."""
        event.accept()
        # Only a drag the player may make now: while cards fly, or once the first click has
        # played (a slot double-clicked, then "wait: it is Ada's turn", review), it is the first
        # click's second half, not a new wish to be refused.
        what, card, _ = self._card_at(event.scenePos())
        if self._button_at(event.scenePos()) is None and self.can_act() and \
                (not self.scene.animating or self._lifting(what, card)):
            first_refused = self.refused
            self.press(event)
            if not first_refused:
                self.press_what = None
            # Else this is a click of its own: the first was refused ("wait until the card
            # lands"), and one a moment later, meant as a new try, did nothing, unsaid (review).

    def _pointer(self, pos: QPointF) -> tuple[Qt.CursorShape, QRectF | None]:
        """The mouse pointer over ``pos``: an open hand over a card that may be taken up now, a
        pointing hand over what a click plays (a slot, the discard pile for a drawn card, a
        banner's button), a closed hand while a card is dragged, else the arrow. Nothing on the
        table answered the pointer before a press (GUI playtest). With it, the slot or pile a
        click there puts the card into: outlined, as a drag lights its target, since the cursor's
        shape alone showed little (GUI playtest)."""
        if self.drag is not None and self.drag.started:
            return Qt.CursorShape.ClosedHandCursor, None
        if self._button_at(pos) is not None:
            return Qt.CursorShape.PointingHandCursor, None
        what, card, slot = self._card_at(pos)
        if not what or (self.scene.banner.isVisible() and self.scene.banner.full) or not self.can_act() \
                or (self.scene.animating and not self._lifting(what, card)):
            return Qt.CursorShape.ArrowCursor, None
        take = self._phase() == "take"
        if take and what in ("draw", "discard") and card is not None or not take and what == "hand":
            return Qt.CursorShape.OpenHandCursor, None
        if what == "slot" and (not take or self.selected_discard):
            return Qt.CursorShape.PointingHandCursor, self.scene.slot_rect(self.scene.viewer, slot)
        if what == "discard" and not take and self._hand_from() == "draw":
            return Qt.CursorShape.PointingHandCursor, self.scene.discard_pile.mapRectToScene(
                self.scene.discard_pile.card_rect())
        return Qt.CursorShape.ArrowCursor, None

    def show_pointer(self, pos: QPointF) -> None:
        shape, target = self._pointer(pos)
        for view in self.scene.views():
            if view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)
        if target is None:
            self.scene.hover_mark.hide()
        else:
            self.scene.hover_mark.cover(target)

    def pointer_left(self) -> None:
        """The mouse left the table: nothing it hovered stays marked."""
        self.pointer_at = None
        self.scene.hover_mark.hide()

    def point_again(self) -> None:
        """The pointer for where the mouse rests, once the table has moved on under it (the
        computers' turns over, a card landed). Outside the table the pointer is not the table's
        to shape, so the last place seen on it will do."""
        if self.pointer_at is not None:
            self.show_pointer(self.pointer_at)

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self.scene.banner.peeking and not event.buttons() & Qt.MouseButton.LeftButton:
            self.scene.banner.peek_at(None)  # its release went elsewhere
        if self.pressed_button is not None:  # pushed in while held over it, as a push button
            self.pressed_button.set_pressed(bool(event.buttons() & Qt.MouseButton.LeftButton)
                                            and self._button_at(event.scenePos()) is self.pressed_button)
        drag = self.drag
        self.pointer_at = event.scenePos()
        if drag is None or not drag.started:
            self.show_pointer(self.pointer_at)
        if drag is None:
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            # Its release went elsewhere (let go over a dialog opened from the keyboard): the
            # card followed the bare pointer, and the next click stranded it (code review).
            self.end_drag(snap=True)
            self.press_what = None
            return
        if not drag.started:
            delta = event.screenPos() - drag.press_screen
            if delta.manhattanLength() < drag_distance() or self._drop_if_stale():
                return
            if not self._start_drag(drag):
                self.drag = None
                return
            self.show_pointer(event.scenePos())  # the hand closes on the card
        card = drag.card
        card.setPos(self._on_table(event.scenePos() - drag.offset))
        self._update_target(drag, event.scenePos())

    def _on_table(self, pos: QPointF) -> QPointF:
        """``pos`` moved so the dragged card stays whole on the table: a mouse that leaves the
        window takes no card out of sight. The table is the felt the view shows: in a window wider
        (or taller) than the scene, a card stopped at the scene's invisible edge, far from the
        pointer still on the felt (mouse playtest)."""
        area = self.scene.sceneRect()
        views = self.scene.views()
        if views:
            view = views[0]
            area = view.mapToScene(view.viewport().rect()).boundingRect()
        return QPointF(min(max(pos.x(), area.left()), area.right() - CARD_W),
                       min(max(pos.y(), area.top()), area.bottom() - CARD_H))

    def _start_drag(self, drag: Drag) -> bool:
        if drag.source == "draw":
            if self.selected_discard:
                # Changed their mind: the draw pile was no drag source then, and the release on
                # a slot played the lifted discard card there (code review).
                self.select_discard(False)
            drag.started = True  # so _on_taken hands the revealed card to the drag
            if not self.scene.ctl.take("draw"):
                return False
            # The card is now in hand and follows the mouse.
            drag.card.setScale(1.0)
        else:
            drag.started = True
        if drag.source == "discard":
            if self.selected_discard:  # picked up, now dragged: no longer "picked" (the guide hears it)
                drag.picked = True
                self.selected_discard = False
                self.scene.picked_up.emit(False)
            drag.card.set_glow(None)
        card = drag.card
        card.stop()
        drag.offset = drag.press_scene - card.pos()
        if not card.card_rect().contains(drag.offset):
            drag.offset = QPointF(CARD_W / 2, CARD_H / 2)
        card.setZValue(Z_DRAGGED)
        card.set_lifted(True)
        return True

    def _targets(self, drag: Drag) -> list[tuple[object, QRectF]]:
        targets: list[tuple[object, QRectF]] = [
            (slot, self.scene.slot_rect(self.scene.viewer, slot)) for slot in range(1, RACK_SIZE + 1)]
        if drag.source == "hand" and self._hand_from() == "draw":
            targets.append(("discard", self.scene.discard_pile.mapRectToScene(self.scene.discard_pile.card_rect())))
        return targets

    def _holding(self) -> str:
        """Why a take is refused with a card in hand, as the controller says it."""
        return texts.HOLDING_TAKEN if self._hand_from() == "discard" else texts.HOLDING

    def _hand_from(self) -> str | None:
        obs = self.scene.seen()
        return obs.hand_from if obs is not None else None

    def _update_target(self, drag: Drag, pointer: QPointF) -> None:
        """The target is the one under the pointer, else the one the card overlaps most if enough
        of the card lies over it (``MIN_AIM``). The pointer comes first: a card held by its corner
        lies mostly over the next slot, and went there (diff review)."""
        rect = drag.card.mapRectToScene(drag.card.card_rect())
        targets = self._targets(drag)
        best, best_rect = next(((t, r) for t, r in targets if r.contains(pointer)), (None, None))
        if best is None:
            best_area = MIN_AIM * rect.width() * rect.height()
            for target, trect in targets:
                inter = rect.intersected(trect)
                area = inter.width() * inter.height()
                if area >= best_area:
                    best, best_area, best_rect = target, area, trect
        drag.target = best
        if best is None:
            self.scene.target_mark.hide()
        else:
            self.scene.target_mark.cover(best_rect)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._release(event)
        self.pointer_at = event.scenePos()
        self.show_pointer(self.pointer_at)  # what the pointer is over now the move is made

    def _release(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene.banner.peeking:
            self.scene.banner.peek_at(None)
            return
        button, self.pressed_button = self.pressed_button, None
        if button is not None:
            button.set_pressed(False)
            if self._button_at(event.scenePos()) is button:
                button.callback()
            return
        drag = self.drag
        self.drag = None
        if drag is not None and drag.started:
            self.press_what = None
            self.scene.target_mark.hide()
            self._drop(drag)
            return
        if self._drop_if_stale():
            return
        what_slot = self.press_what
        self.press_what = None
        if what_slot is None:
            return
        # A press that moved off what it pressed follows the drag: the release point counts. One
        # that slipped a pixel or two over an edge is a click on what it pressed.
        what, _, slot = self._card_at(event.scenePos())
        if (event.screenPos() - self.press_screen).manhattanLength() < drag_distance():
            what, slot = what_slot
        elif what_slot[0] == "slot" and (what, slot) != what_slot:
            # A card of the rack dragged, as if to rearrange it: taken for a click where it was
            # let go, it put the card in hand into that slot (playtest).
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "the cards in your rack never move: a card you take goes into a slot, "
                "and the card there goes onto the discard pile"))
            return
        elif what_slot[0] in ("draw", "discard") and (what, slot) != what_slot:
            if drag is None:
                # A pile that gave no card to drag (one is in hand already), dragged from: taken
                # for a click where it was let go, it put the drawn card into that slot (code review).
                self._say(self._holding())
                return
            # Its card was to be dragged, but no move came between (only a program sends that):
            # a click on the pile, not "you already hold a card" with none in hand (mouse playtest).
            what, slot = what_slot
        if what:
            self.click(what, slot)

    def _drop(self, drag: Drag) -> None:
        drag.card.set_lifted(False)  # let go of: it lies on the table, wherever it goes next
        target = drag.target
        ok = False
        if isinstance(target, int):
            if drag.source == "discard":
                ok = self.scene.ctl.play("discard", target)
            else:
                ok = self.scene.ctl.place(target)
        elif target == "discard":
            ok = self.scene.ctl.discard()
        else:
            self._say_where_to_drop(drag)
        if not ok:
            self._lay_back(drag)

    def _say_where_to_drop(self, drag: Drag) -> None:
        """A card let go of over no target: where it may go, or that it was put back."""
        over_discard_pile = drag.card.mapRectToScene(drag.card.card_rect()).intersects(
            self.scene.discard_pile.mapRectToScene(self.scene.discard_pile.card_rect()))
        if drag.source == "discard" and over_discard_pile:
            if drag.picked:  # put back, as a second click puts it back ("must go into your
                self._say_put_back(drag.card.value)  # rack" read as a refusal, playtest)
            else:
                self._say(texts.INTO_RACK)
        elif drag.source == "hand" and self._hand_from() == "draw":
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "drop the card on a slot of your rack or on the discard pile"))
        elif drag.source == "hand" and over_discard_pile:
            # A resumed card taken from the discard pile cannot go back: "or on the discard pile"
            # told the very drop just refused (code review).
            self._say(texts.INTO_RACK)
        elif drag.source != "discard" or (drag.card.pos() - self.scene.discard_pos).manhattanLength() > 8:
            self.scene.message.emit(QCoreApplication.translate("TableScene", "drop the card on a slot of your rack"))

    def _lay_back(self, drag: Drag) -> None:
        """The card goes back where it came from: its pile, or the hand, is laid out again."""
        if drag.source == "discard":
            self.scene.discard_cards.lay_out(self.scene.duration(True))
        elif drag.card is self.scene.hand:
            self.scene.lay_out_hand(self.scene.duration(True))

    def end_drag(self, snap: bool) -> None:
        drag = self.drag
        self.drag = None
        self.press_what = None
        self.scene.target_mark.hide()
        if drag is not None and drag.started:
            drag.card.set_lifted(False)
            if snap:
                self._lay_back(drag)

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
                    self.select_discard(False)
                return self.scene.ctl.take("draw")
            self._say(self._holding())
            return False
        if what == "discard":
            if phase == "take":
                if self.selected_discard:
                    # Picked again: put back, and said so ("must go into your rack" read as a
                    # refusal of what had just happened, playtest).
                    card = self.scene.discards[-1].value
                    self.select_discard(False)
                    self._say_put_back(card)
                    return False
                # The prompt says what now ("The 38 is picked up: put it into a slot ..."), and
                # lasts while the card is lifted: a passing line saying it too was heard twice.
                self.scene.message.emit("")
                self.select_discard(True)
                return True
            return self.scene.ctl.discard()
        if what == "slot" and slot is not None:
            if phase == "take":
                if self.selected_discard:
                    self.select_discard(False, animate=False)
                    return self.scene.ctl.play("discard", slot)
                self._say(texts.TAKE_FIRST)
                return False
            return self.scene.ctl.place(slot)
        return False

    def _say_put_back(self, card: int) -> None:
        # What now, too: the line hid the prompt for its six seconds, and a player wondered
        # whether the turn had passed (playtest).
        self.scene.message.emit(QCoreApplication.translate(
            "TableScene", "the {card} is back on the discard pile: still your turn, take a card from "
            "either pile").format(card=card))

    def step_banner(self, delta: int) -> bool:
        """Tab, Shift+Tab or an arrow: ring the banner's next or previous button. False when the
        banner has no buttons to choose from (a hand-over's one button is ringed already)."""
        banner = self.scene.banner
        if not banner.isVisible() or len(banner.buttons) < 2:
            return False
        now = banner.buttons.index(banner.focused) if banner.focused is not None else 0
        banner.focus_button(now + delta)
        self.scene.banner_focus.emit(banner.focused.text)
        return True

    def ring_banner_end(self, last: bool, held: bool = False) -> bool:
        """Home or End: ring the banner's first or last button, as in a row of buttons (they did
        nothing at a banner, unsaid, keyboard playtest). A held key's repeats do nothing: each
        said the same button again (review). False as ``step_banner``."""
        banner = self.scene.banner
        if not banner.isVisible() or len(banner.buttons) < 2:
            return False
        if held:
            return True
        now = banner.buttons.index(banner.focused) if banner.focused is not None else 0
        return self.step_banner((len(banner.buttons) - 1 if last else 0) - now)

    def name_the_only_button(self, held: bool = False) -> bool:
        """An arrow, Home or End at a banner with one button (a round's "Next round") names it, as
        they name a banner's two: they said nothing there (hot-seat review). Tab still leaves the
        table; a hand-over's cover says whose turn it is. A held key's repeats say nothing."""
        banner = self.scene.banner
        if (not banner.isVisible() or len(banner.buttons) != 1 or banner.focused is None
                or self.scene.hot_seat.handing_to is not None):
            return False
        if not held:
            self.scene.banner_focus.emit(banner.focused.text)
        return True

    def select_discard(self, on: bool, animate: bool = True) -> None:
        changed, self.selected_discard = on != self.selected_discard, on
        if changed:
            self.scene.picked_up.emit(on)
        if not self.scene.discards:
            return
        card = self.scene.discards[-1]
        self.lifted = card
        card.set_glow(SELECT if on else None)
        pos = self.scene.discard_pos + QPointF(0, -22) if on else self.scene.discard_pos
        self.scene.fly(card, pos, card.final_z, self.scene.duration(True) if animate else 0)

    def _slot_named(self, key: int, text: str) -> int | None:
        """The slot a key names: its digit, or the cursor's under Enter or Space."""
        if text and text in "1234567890":
            return RACK_SIZE if text == "0" else int(text)
        if key in PRESS_KEYS and self.scene.focus_mark.isVisible():
            return self.focus_slot
        return None

    def key_released(self, event: QKeyEvent) -> None:
        self._released = (event.key(), event.timestamp())

    def _held(self, event: QKeyEvent) -> bool:
        """``event`` is a held key's repeat. Qt says so, but under load its X11 backend stopped
        saying it after about ten repeats (playtest, Xvfb): a repeat's press comes with the very
        timestamp of the release before it, which no second press of a finger does. (Keys
        made up by a program may carry no time at all: 0.)"""
        at = event.timestamp()
        return event.isAutoRepeat() or (at != 0 and self._released == (event.key(), at))

    def key(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().lower()
        event.accept()
        banner = self.scene.banner
        if banner.isVisible() and key in PRESS_KEYS:
            # A held key is no answer to a banner, nor is a key just as it went up (GRACE_S; a
            # hot seat's cover, COVER_KEY_GRACE_S).
            if banner.focused is None or self._held(event):
                return
            if banner.fresh(key=True):
                # Swallowed without a word, it read as a dead key: D on a hand-over's cover said
                # "pass the mouse to Ann first", and the Enter after it did nothing, unsaid
                # (keyboard playtest).
                self.too_soon()
                return
            banner.focused.callback()
            return
        if banner.isVisible() and text.isalnum() and text not in BANNER_LETTERS:
            banner.keep_fresh()  # a table's key (D, H, a slot's digit): the Enter after it is its typing's
        if key in WALKING_KEYS and self.name_the_only_button(self._held(event)):
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.step_banner(1 if key == Qt.Key.Key_Right else -1):
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.ring_banner_end(key == Qt.Key.Key_End,
                                                                             self._held(event)):
            return
        if self._held(event) and key not in WALKING_KEYS:
            # A held key acts once: P held lifted the card and put it back, over and over (review).
            event.ignore()  # (as the keys the table has no use for)
            return
        drag = self.drag if self.drag is not None and self.drag.started else None
        if drag is not None and drag.source == "discard" and (key == Qt.Key.Key_Escape or text == "p"):
            # The card goes back to its pile and the drag is over, as a click on its pile puts it
            # back. Esc said "your turn: take a card" while the card still followed the mouse, and
            # P flew it up lifted; either way letting go played it (playtests).
            self.end_drag(snap=True)
            self._say_put_back(drag.card.value)
            return
        if key == Qt.Key.Key_Escape:
            if drag is not None:
                # The drawn card under the mouse goes back to the hand, as any drag ends at Esc. It
                # said "the card stays in your hand" while the card still followed the mouse, and
                # the release put it into the slot below (mouse playtest).
                self.end_drag(snap=True)
            self._escape()
            return
        slot = self._slot_named(key, text)
        if drag is not None and slot is not None:
            # A slot's key, or Enter on the cursor, with a card under the mouse names where it
            # goes, as letting go over that slot would. From the discard pile it said "first take
            # the top card", and the release then played the card where the mouse was (reviews).
            self.end_drag(snap=False)
            drag.target = slot
            self._drop(drag)
            return
        if text == "d":
            self._draw_key(drag)
        elif text == "p":
            self._discard_pile_key()
        elif text == "x" or key == Qt.Key.Key_Delete or (key == Qt.Key.Key_Backspace and mac_delete()):
            self._discard_key(drag)
        elif (text == "h" and self.scene.ctl.refusal() in (texts.VIEWING, texts.NO_GAME, texts.MATCH_OVER)
              or text == "r" and self.scene.ctl.refusal() == texts.NO_GAME):
            # The hint (H) is off in a record, with no match and once it is over, and so is Review
            # (R) with no match: their keys did nothing, unsaid (playtest).
            self._say(self.scene.ctl.refusal())
        elif text == "n" and self.scene.ctl.round_in_play and not self.scene.ctl.viewing:
            # Next round's key is greyed out while the round is on: it did nothing, unsaid.
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "This round is still being played: N deals the next one once it is over"))
        elif text == "n":
            # Greyed out too in a record and once the match is over, where it said nothing
            # either (keyboard playtest).
            self._say(self.scene.ctl.refusal())
        elif text == "r":
            # To the coach, which says why where it reviews nobody (hot seat, computers only, a
            # record of either): R did nothing, unsaid (playtest), or in such a record only said
            # that it was one (coach review).
            self.scene.review_requested.emit()
        elif text and text in "1234567890":
            self.click("slot", RACK_SIZE if text == "0" else int(text))
        elif self.scene.ctl.viewing and key in RECORD_BACK + RECORD_FORWARD:
            if not self._held(event):  # held, it said so at every repeat
                self._say_record_end(key in RECORD_FORWARD)
        elif key in WALKING_KEYS + PRESS_KEYS and self.scene.hot_seat.covered:
            # The rack under the cover is the last player's: the cursor's keys say so, as D, P and
            # the digits do there (the arrows, Home and End said nothing, keyboard playtest). Held,
            # once.
            if not self._held(event):
                self.refuse()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._walk(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            # The rack's ends at once, as in a list (only the arrows walked it, playtest).
            if self._rack_in_play():
                self._show_focus(1 if key == Qt.Key.Key_Home else RACK_SIZE)
        elif key in PRESS_KEYS:
            self._press_key()
        else:
            event.ignore()

    def _say_record_end(self, forward: bool) -> None:
        """A step with nowhere to go: its button is greyed out, so its key came to the table. Said,
        or a blind player could not tell the key was heard, nor that the record ends there
        (keyboard playtest)."""
        index, count = self.scene.ctl.position
        if forward and index == count - 1:
            self.scene.message.emit(record_end_words()[1])
        elif not forward and index == 0:
            self.scene.message.emit(record_end_words()[0])

    def _escape(self) -> None:
        """Esc puts back the discard pile's card picked up by a click, else hides the cursor;
        a drawn card stays in hand, and says so. On a hot seat's cover it says whose turn it is,
        as the other keys there do (it did nothing, unsaid, keyboard play-test); at a banner,
        which has nothing to close, what Enter presses."""
        if self.scene.hot_seat.handing_to is not None:
            self.refuse()
            return
        banner = self.scene.banner
        if banner.isVisible() and banner.focused is not None:
            # Nothing to close: the banner waits for its buttons, which Esc did not name (it said
            # nothing at all, keyboard playtest).
            self.scene.message.emit((QCoreApplication.translate(
                "TableScene", "Enter: {button}; the arrow keys choose another") if len(banner.buttons) > 1
                else QCoreApplication.translate("TableScene", "Enter: {button}")).format(button=banner.focused.text))
            return
        if self.selected_discard:
            self.select_discard(False)
            self.scene.message.emit("")  # what was said of the card lifted is over (playtest)
        elif self._phase() == "place" and self.can_act():
            # A drawn card cannot go back: Esc did nothing and said nothing, then said "you
            # already hold a card", which read as a refusal (playtests).
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "the card stays in your hand: put it into a slot")
                if self._hand_from() == "discard" else QCoreApplication.translate(
                "TableScene", "the card stays in your hand: put it into a slot, or onto the discard pile (X)"))
            return  # the card stays in hand, and so does the cursor that places it (playtest)
        elif self._phase() == "take" and self.can_act():
            # Nothing was said at the start of a turn, where every other key is answered (hot-seat
            # review); the keys' cursor goes, as it does below.
            self.scene.message.emit(QCoreApplication.translate(
                "TableScene", "nothing to put back: take a card from the draw pile (D) or the discard pile (P)"))
        self.scene.focus_mark.hide()
        self.focus_slot = None

    def _draw_key(self, drag: Drag | None) -> None:
        if drag is not None and drag.source == "discard":
            # The draw pile instead: the discard pile's card goes back first. It drew with the
            # drag still on, and the release said "you already hold a card" (review).
            self.end_drag(snap=True)
        if self.click("draw"):
            self.cursor_for_keys()

    def _discard_pile_key(self) -> None:
        """P names the discard pile as a pile to take from, in both phases; X discards."""
        if self._phase() == "place" and self.can_act():
            self._say(self._holding())
        elif self.click("discard"):  # picked up
            self.cursor_for_keys()
        else:  # put back (or refused): no card to walk, and a mouse take shows no cursor
            self.scene.focus_mark.hide()

    def _discard_key(self, drag: Drag | None) -> None:
        """X (Delete): the drawn card onto the discard pile."""
        if self._phase() == "place":
            self.click("discard")
        elif self.selected_discard or (drag is not None and drag.source == "discard"):
            # the discard pile's card, picked up with P or a click, or dragged ("no drawn card")
            self._say(texts.INTO_RACK)
        elif self.scene.hot_seat.handing_to is not None:  # as D and P say there (playtest)
            self.refuse()
        else:  # the round over, another's turn: that first ("no drawn card" at a banner, playtest)
            self._say(self.scene.ctl.refusal() or texts.NO_DRAWN_CARD)

    def _walk(self, step: int) -> None:
        """The arrow keys walk the rack's cursor by ``step`` slots."""
        if not self._rack_in_play():
            return
        if not self.scene.focus_mark.isVisible():
            # The cursor hides after each move (a card taken by D or P shows it again):
            # the first arrow shows where it is, and never moves a slot nobody can see (a
            # Right once jumped to slot 10).
            self._show_focus(self.focus_slot or (1 if step > 0 else RACK_SIZE))
        else:
            self._show_focus(min(RACK_SIZE, max(1, self.focus_slot + step)))

    def _press_key(self) -> None:
        """Enter or Space plays the cursor's slot, or shows the cursor it would play."""
        if self.focus_slot is not None and self.scene.focus_mark.isVisible():
            self.click("slot", self.focus_slot)
        elif self._rack_in_play():
            self._show_focus(self.focus_slot or 1)  # show the cursor Enter would play
        elif self.scene.ctl.viewing or self.scene.ctl.state == COMPUTER:
            # As D and the digits say there: a record, the round's last card landing (it was
            # silent in a record, keyboard playtest).
            code = self.scene.ctl.refusal()
            if code is not None:
                self._say(code)
