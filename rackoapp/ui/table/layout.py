"""Where everything lies on the table for the seat in front, and the deal that puts the cards there."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF

from rackoapp.engine import RACK_SIZE

from .cards import CARD_H, CARD_W, Z_PILE, CardItem
from .items import RACK_W, SCENE_H, SCENE_W, HandSpotItem, PileItem, RackItem

MID_Y = 300.0  # the piles' row


def place_furniture(racks: Sequence[RackItem], bottom: int, draw_pile: PileItem, discard_pile: PileItem,
                    hand_spot: HandSpotItem) -> None:
    """The piles in the middle, seat ``bottom``'s rack in front, the others across the top, smaller."""
    draw_pile.setPos(SCENE_W / 2 - CARD_W - 40, MID_Y)
    discard_pile.setPos(SCENE_W / 2 + 40, MID_Y)
    hand_spot.setPos(SCENE_W / 2 + CARD_W + 190, MID_Y)
    n = len(racks)
    if not n:
        return
    others = [(bottom + k) % n for k in range(1, n)]
    bottom_rack = racks[bottom]
    bottom_rack.setScale(1.0)
    bottom_rack.text_scale = 1.0
    bottom_rack.setPos((SCENE_W - RACK_W) / 2, SCENE_H - CARD_H - 92)
    span = SCENE_W / len(others)
    scale = min(0.62, (span - 30) / RACK_W)
    width = RACK_W * scale
    for k, seat in enumerate(others):
        rack = racks[seat]
        rack.setScale(scale)
        rack.text_scale = min(1.9, 0.85 / scale)
        x = span * k + (span - width) / 2
        rack.setPos(x, 40 + 48 * rack.text_scale * scale + 8)


def hand_place(rack: RackItem, seats: int) -> tuple[QPointF, float]:
    """Where an opponent holds the card it took, and at what scale."""
    s = rack.scale()
    if seats == 2:  # beside the opponent's rack
        return rack.mapToScene(QPointF(RACK_W + 60, 0)), s
    # Below the middle of the opponent's rack.
    return rack.mapToScene(QPointF(RACK_W / 2 - CARD_W / 2, CARD_H + 70)), s


def stage_deal(rack_cards: Sequence[Sequence[CardItem]], dealer: int, discard_top: CardItem | None,
               draw_pos: QPointF) -> list[tuple[CardItem, QPointF, float, float, bool]]:
    """Stack the dealt cards face down on the draw pile, in the rules' order (round-robin from the
    dealer's left, backmost slot first), then the discard; returns their flights home:
    (card, place, depth, scale, face up)."""
    n = len(rack_cards)
    order = [((dealer + k) % n, i) for i in reversed(range(RACK_SIZE)) for k in range(1, n + 1)]
    flights = []
    for j, (seat, i) in enumerate(order):
        card = rack_cards[seat][i]
        flights.append((card, card.pos(), card.zValue(), card.scale(), card.face_up))
        card.place(draw_pos, Z_PILE + 2 + (len(order) - j) * 0.01, 1.0)
        card.set_face(card.value, False)  # face down until it leaves the pile
    if discard_top is not None:
        flights.append((discard_top, discard_top.pos(), discard_top.zValue(), 1.0, True))
        discard_top.place(draw_pos, Z_PILE + 1.5, 1.0)
        discard_top.set_face(discard_top.value, False)
    return flights
