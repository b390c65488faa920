"""The cards the racks and piles hold on the table: each owns its cards and lays them out.

As in KPat, a card that goes back where it came from (an illegal drop, a
click that puts the picked-up card down) is not flown back case by case: the
pile lays itself out again. The pile keeps its top cards only (three at most
while cards land, two at rest), so it never looks empty and never grows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF

from .cards import Z_PILE, Z_RACK, CardItem
from .items import RackItem

KEPT = 3   # cards kept while one lands
SHOWN = 2  # cards kept at rest


class DiscardCards:
    """The top cards of the discard pile, top last, all lying at ``pos``."""

    def __init__(self, pos: Callable[[], QPointF], new_card: Callable[[int | None, bool], CardItem],
                 drop: Callable[[CardItem], None], fly: Callable[..., None]) -> None:
        self._pos = pos
        self._new_card = new_card
        self._drop = drop
        self._fly = fly
        self.cards: list[CardItem] = []

    @property
    def top(self) -> CardItem | None:
        return self.cards[-1] if self.cards else None

    def clear(self) -> None:
        for card in self.cards:
            self._drop(card)
        self.cards = []

    def show(self, values: Sequence[int]) -> None:
        """Lay out ``values`` (the pile, top last) at once, the top ``SHOWN`` of them."""
        self.clear()
        for k, value in enumerate(values[-SHOWN:]):
            card = self._new_card(value, True)
            card.place(self._pos(), Z_PILE + k, 1.0)
            self.cards.append(card)

    def take_top(self) -> CardItem | None:
        return self.cards.pop() if self.cards else None

    def push(self, card: CardItem, duration: int) -> None:
        """``card`` lands on the pile."""
        self.cards.append(card)
        while len(self.cards) > KEPT:
            self._drop(self.cards.pop(0))
        self._fly(card, self._pos(), Z_PILE + 2, duration, 1.0)
        self._restack()

    def fill(self, values: Sequence[int]) -> None:
        """After the top was taken: show the cards under it again (``values``: the pile, top last)."""
        while len(self.cards) < min(SHOWN, len(values)):
            card = self._new_card(values[-(len(self.cards) + 1)], True)
            card.place(self._pos(), Z_PILE - 1, 1.0)
            self.cards.insert(0, card)
        self._restack()

    def lay_out(self, duration: int) -> None:
        """Every card back to its place (the top one may have been dragged or lifted)."""
        self._restack()
        for card in self.cards:
            if not card.flying and card.pos() != self._pos():
                self._fly(card, self._pos(), card.final_z, duration)

    def hand_over(self, card: CardItem) -> list[CardItem]:
        """The pile became the draw pile: its cards are given up (to fly away); ``card`` starts it anew."""
        old, self.cards = self.cards, [card]
        return old

    def _restack(self) -> None:
        for k, card in enumerate(self.cards):
            if not card.flying:
                card.setZValue(Z_PILE + k * 0.1)
            card.final_z = Z_PILE + k * 0.1


class DrawCards:
    """The draw pile's top card on the table (face down; the pile shows its count)."""

    def __init__(self, pos: Callable[[], QPointF], new_card: Callable[[int | None, bool], CardItem],
                 drop: Callable[[CardItem], None]) -> None:
        self._pos = pos
        self._new_card = new_card
        self._drop = drop
        self.top: CardItem | None = None

    def clear(self) -> None:
        if self.top is not None:
            self._drop(self.top)
        self.top = None

    def show(self, count: int) -> None:
        """Lay out a pile of ``count`` cards at once (a card on top if there is one)."""
        self.clear()
        if count:
            self.ensure()

    def ensure(self) -> None:
        """A card lies on top (the pile was rebuilt under it)."""
        if self.top is None:
            self.top = self._new_card(None, False)
            self.top.place(self._pos(), Z_PILE + 1, 1.0)

    def take(self, left: int) -> CardItem:
        """The top card goes to a hand; ``left`` cards stay, so another shows under it if any."""
        item = self.top
        if item is None:
            item = self._new_card(None, False)
            item.place(self._pos(), Z_PILE + 1, 1.0)
        self.top = None
        if left:
            self.top = self._new_card(None, False)
            self.top.place(self._pos(), Z_PILE, 1.0)
        return item


class RackCards:
    """A rack's cards, slot 1 first, each lying in its slot."""

    def __init__(self, rack: RackItem, new_card: Callable[[int | None, bool], CardItem],
                 drop: Callable[[CardItem], None], fly: Callable[..., None]) -> None:
        self.rack = rack
        self._new_card = new_card
        self._drop = drop
        self._fly = fly
        self.cards: list[CardItem] = []

    def clear(self) -> None:
        for card in self.cards:
            self._drop(card)
        self.cards = []

    def show(self, faces: Sequence[tuple[int | None, bool, bool]], deck_size: int) -> None:
        """Lay out a card per slot at once: (value, face up, public mark) each. The cards on the
        rack are laid out again, as new ones would be (``CardItem.renew``): a card whose face is
        the same keeps its picture, where a new one was drawn afresh."""
        kept = self.cards if len(self.cards) == len(faces) else []
        if not kept:
            self.clear()
        self.cards = []
        for i, (value, up, public) in enumerate(faces):
            if kept:
                card = kept[i]
                card.renew(value, deck_size, up)
            else:
                card = self._new_card(value, up)
            card.set_public_mark(public)
            pos, scale = self.rack.slot_place(i + 1)
            card.place(pos, Z_RACK + i * 0.01, scale)
            self.cards.append(card)

    def put(self, slot: int, card: CardItem, duration: int) -> CardItem:
        """``card`` goes into ``slot``; returns the card it replaces."""
        old, self.cards[slot - 1] = self.cards[slot - 1], card
        pos, scale = self.rack.slot_place(slot)
        self._fly(card, pos, Z_RACK + (slot - 1) * 0.01, duration, scale)
        return old
