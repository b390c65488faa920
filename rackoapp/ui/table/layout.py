"""Where everything lies on the table for the seat in front, and the deal that puts the cards there."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from rackoapp.engine import RACK_SIZE

from .cards import CARD_H, CARD_W, Z_PILE, CardItem, set_pos_afresh
from .items import RACK_W, SCENE_H, SCENE_W, HandSpotItem, PileItem, RackItem

MID_Y = 300.0  # the piles' row
MID_Y_AROUND = 220.0  # with four seats: higher, so the hand waits below the piles
# With three seats nobody sits across: the piles, the sides and the hand below the piles are
# centred in the room above the front rack.
MID_Y_SIDES = 150.0
PILE_GAP = 80.0
# With three and four seats, from the piles' bottom edge to the hand's top: clear of the piles'
# labels, and with four seats of the front rack's cards below too.
HAND_BELOW = {3: 60.0, 4: 52.0}
MARGIN = 22.0
# The opponents' scales with three and four seats: the one across on the top edge, the sides
# beside the piles (as wide as the room there allows).
ACROSS = 0.56
SIDE = (SCENE_W / 2 - CARD_W - PILE_GAP / 2 - 2 * MARGIN) / RACK_W
SIDE_DROP = 34.0  # a side rack's cards level with the piles' middle
FRONT_Y = SCENE_H - CARD_H - 92  # the front rack's cards


def place_furniture(racks: Sequence[RackItem], bottom: int, draw_pile: PileItem, discard_pile: PileItem,
                    hand_spot: HandSpotItem) -> None:
    """The piles in the middle, seat ``bottom``'s rack in front, the others around the table in
    seat order: with two seats across, with three on the left and the right (beside the piles),
    with four on the left, across and on the right."""
    n = len(racks)
    mid_y = mid_row(n)
    set_pos_afresh(draw_pile, QPointF(SCENE_W / 2 - CARD_W - PILE_GAP / 2, mid_y))
    set_pos_afresh(discard_pile, QPointF(SCENE_W / 2 + PILE_GAP / 2, mid_y))
    if n >= 3:  # the sides take the room beside the piles: the hand waits below them, clear of
        # their labels (it stood 6 pixels under them, GUI playtest)
        set_pos_afresh(hand_spot, QPointF(SCENE_W / 2 - CARD_W / 2, hand_y(n)))
    else:
        set_pos_afresh(hand_spot, QPointF(SCENE_W / 2 + CARD_W + 190, mid_y))
    if not n:
        return
    _seat(racks[bottom], 1.0, (SCENE_W - RACK_W) / 2, FRONT_Y)
    others = [racks[(bottom + k) % n] for k in range(1, n)]
    if n >= 3:
        left, right = others[0], others[-1]
        _seat(left, SIDE, MARGIN, mid_y + SIDE_DROP)
        _seat(right, SIDE, SCENE_W - MARGIN - RACK_W * SIDE, mid_y + SIDE_DROP)
        if n == 4:
            across = others[1]
            _seat(across, ACROSS, (SCENE_W - RACK_W * ACROSS) / 2, _top(ACROSS))
        return
    scale = min(0.62, (SCENE_W - 30) / RACK_W)
    _seat(others[0], scale, (SCENE_W - RACK_W * scale) / 2, _top(scale))


def mid_row(seats: int) -> float:
    """The y of the piles' row."""
    return {3: MID_Y_SIDES, 4: MID_Y_AROUND}.get(seats, MID_Y)


def hand_y(seats: int) -> float:
    """With three or four seats, the y of the hand's card, below the piles."""
    return mid_row(seats) + CARD_H + HAND_BELOW[seats]


def ring_rect(seats: int) -> QRectF:
    """The faint ring on the felt around the piles (and, with three or four seats, the hand below
    them)."""
    if seats >= 3:  # down past the hand's label ("Your card"), which its edge crossed (GUI review)
        top = mid_row(seats) - 22
        return QRectF(SCENE_W / 2 - 158, top, 316, hand_y(seats) + CARD_H + 50 - top)
    return QRectF(SCENE_W / 2 - 300, MID_Y - 45, 600, 270)


def banner_rect(seats: int) -> QRectF:
    """The round's banner: over the middle; with three or four seats below the side racks, so the
    cards they show at the round's end stay in view, and above the front rack's name plate (its
    name and points: the banner hid them with four seats, two playtests), its lines closed up in
    the lower room of four seats."""
    if seats >= 3:
        top = mid_row(seats) + SIDE_DROP + (CARD_H + 40) * SIDE + 12
        return QRectF(SCENE_W / 2 - 390, top, 780, FRONT_Y - 48 - 8 - top)
    return QRectF(SCENE_W / 2 - 390, 238, 780, 345)


def _text_scale(scale: float) -> float:
    """How much larger an opponent's name plate is drawn, so it reads as well as the front one."""
    return min(1.9, 0.85 / scale) if scale < 1.0 else 1.0


def _top(scale: float) -> float:
    """The y of a rack along the top edge whose name plate just fits above it."""
    return 40 + 48 * _text_scale(scale) * scale + 8


def _seat(rack: RackItem, scale: float, x: float, y: float) -> None:
    rack.setScale(scale)
    rack.text_scale = _text_scale(scale)
    set_pos_afresh(rack, QPointF(x, y))


def hand_place(rack: RackItem, seats: int) -> tuple[QPointF, float]:
    """Where an opponent holds the card it took, and at what scale."""
    s = rack.scale()
    # The rack across the table with four seats has the piles below it: a card held there lay on
    # the piles' row, over the draw pile's corner, and read as part of them (code review).
    across = seats == 4 and abs(rack.mapToScene(QPointF(RACK_W / 2, 0)).x() - SCENE_W / 2) < 1
    if seats == 2 or across:  # beside the opponent's rack
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
    # Only the top of the stack shows: the cards under it are hidden by it anyway, and
    # painting twenty backs and shadows nobody sees would delay the table's first paint.
    for j, (card, *_rest) in enumerate(flights):
        card.setVisible(j == 0)
    return flights
