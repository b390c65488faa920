"""The table's fixed furniture: slots, racks, piles, the hand spot, highlights,
buttons and the banner, and the colours and fonts they share.

They only paint what the scene tells them; the scene (``scene.py``) owns the
cards, ``layout.py`` says where things lie.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QGuiApplication, QLinearGradient, QPainter,
    QPainterPath, QPen, QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsObject,
)

from rackoapp.engine import RACK_SIZE, slot_label
from rackoapp.ui.theme import look, table_font, team_color

from .cards import CARD_H, CARD_W, Z_DRAGGED, Z_FLYING, Z_PILE, Z_RACK

SCENE_W = 1300.0
SCENE_H = 880.0
GAP = 8.0
RACK_W = RACK_SIZE * CARD_W + (RACK_SIZE - 1) * GAP
LIP_H = 30.0  # the rack's lip under the cards, which carries the slot labels
# A pile's label may be this wide: the two piles' labels (their cards 180 apart) keep a gap
# between them whatever the system font or the language.
PILE_LABEL_W = CARD_W + 66

GOLD = QColor("#ffcf40")
QUIET_TITLE = QColor("#d8dde2")  # the title of another's win: silver, not the player's gold
TARGET = QColor("#7dfc9a")
HOVER = QColor(125, 252, 154, 140)  # the drop target's green, fainter: a click would go there
SELECT = QColor("#62c8ff")
SUGGEST = QColor("#d98cff")


def dark_scheme() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    try:
        scheme = QGuiApplication.styleHints().colorScheme()
    except AttributeError:  # Qt < 6.5
        scheme = None
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    # No scheme known (no platform theme): follow the palette.
    return QGuiApplication.palette().window().color().lightness() < 128


def _font(px: float, bold: bool = False) -> QFont:
    f = table_font()
    f.setPixelSize(max(1, int(px * look.text_scale)))
    f.setBold(bold)
    return f


def fitted_font(px: float, bold: bool, text: str, width: float) -> QFont:
    """``_font(px)``, smaller if ``text`` would not fit ``width`` (a large system font, a long
    translation)."""
    f = _font(px, bold)
    need = QFontMetricsF(f).horizontalAdvance(text)
    if need > width > 0:
        f.setPixelSize(max(1, int(f.pixelSize() * width / need)))
    return f


def label_font(px: float, bold: bool, texts: list[str], width: float, height: float) -> QFont:
    """``_font(px)`` (so it follows the system font), smaller if the widest of ``texts`` would not
    fit ``width`` or a line would be taller than ``height``."""
    metrics = QFontMetricsF(_font(px, bold))
    f = fitted_font(px, bold, max(texts, key=metrics.horizontalAdvance), width)
    tall = QFontMetricsF(f).height()
    if tall > height > 0:
        f.setPixelSize(max(1, int(f.pixelSize() * height / tall)))
    return f


# -- static items ------------------------------------------------------------------

class SlotItem(QGraphicsObject):
    """One slot of a rack: where a card rests; a drop target of the viewer's rack."""

    def __init__(self, seat: int, slot: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.seat = seat
        self.slot = slot
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 55), 2))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 9, 9)


PLATE_GAP = 12.0  # between the name plate's lower edge and the rack's top (the cards' top edge)
# Room between a partner's name and the ends of its team's coloured plate, in the plate's units:
# at 7 the ellipsis of a long name touched the outline (visual review).
TEAM_PLATE_PAD = 11.0


class RackItem(QGraphicsObject):
    """A seat's rack: a wooden tray with the slot labels 5..50, its name and score."""

    def __init__(self, seat: int, name: str, detail: str) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.detail = detail
        self.total: int | None = 0
        self.round_points: int | None = None
        self.dealer = False
        self.current = False
        self.last_slot: int | None = None
        self.text_scale = 1.0
        self.team: int | None = None  # with partners: the side it plays for (its plate's colour)
        self.team_total: int | None = None  # with partners: the side's total, which decides the match
        self.badge = ""               # with partners: "partner" on the front seat's partner
        self.name_until: float | None = None  # where the name and its level must end (rack units)
        self.setZValue(Z_RACK - 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.slots = [SlotItem(seat, k, self) for k in range(1, RACK_SIZE + 1)]
        for i, s in enumerate(self.slots):
            s.setPos(i * (CARD_W + GAP), 0)

    def slot_place(self, slot: int) -> tuple[QPointF, float]:
        """Where the card in ``slot`` lies on the table, and at what scale."""
        return self.slots[slot - 1].scenePos(), self.scale()

    def boundingRect(self) -> QRectF:
        t = self.text_scale
        return QRectF(-40, -48 * t - 20, RACK_W + 80, CARD_H + 80 + 48 * t)

    @staticmethod
    def slot_label_font() -> QFont:
        """The slot labels' font: it grows with the system font, as far as the lip has room."""
        return label_font(20, True, [str(slot_label(k)) for k in range(1, RACK_SIZE + 1)],
                          CARD_W - 8, LIP_H)

    def tray_rect(self) -> QRectF:
        return QRectF(-18, CARD_H * 0.5, RACK_W + 36, CARD_H * 0.5 + 40)

    def set_state(self, **kw) -> None:
        changed = False
        for k, v in kw.items():
            if getattr(self, k) != v:
                setattr(self, k, v)
                changed = True
        if changed:
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        tray = self.tray_rect()
        if self.current:
            p.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((16, 40), (10, 70), (5, 120)):
                c = QColor(GOLD)
                c.setAlpha(alpha)
                p.setBrush(c)
                p.drawRoundedRect(tray.adjusted(-grow, -grow, grow, grow), 16 + grow, 16 + grow)
        grad = QLinearGradient(tray.topLeft(), tray.bottomLeft())
        grad.setColorAt(0.0, QColor("#a8743f"))
        grad.setColorAt(0.45, QColor("#8a5a2b"))
        grad.setColorAt(1.0, QColor("#5c3a19"))
        p.setPen(QPen(QColor("#3e260f"), 2))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(tray, 14, 14)
        # The lip that carries the labels.
        lip = QRectF(tray.left() + 8, CARD_H + 4, tray.width() - 16, LIP_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 235, 200, 40))
        p.drawRoundedRect(lip, 8, 8)
        p.setFont(self.slot_label_font())
        for i in range(RACK_SIZE):
            x = i * (CARD_W + GAP)
            r = QRectF(x, CARD_H + 4, CARD_W, LIP_H)
            p.setPen(QColor("#ffe9c4"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(slot_label(i + 1)))
        if self.last_slot is not None:
            x = (self.last_slot - 1) * (CARD_W + GAP) + CARD_W / 2
            path = QPainterPath()
            y = CARD_H + 36
            path.moveTo(x, y)
            path.lineTo(x - 11, y + 12)
            path.lineTo(x + 11, y + 12)
            path.closeSubpath()
            p.setPen(QPen(QColor("#3e260f"), 1.5))
            p.setBrush(GOLD)
            p.drawPath(path)
        # The name plate above the rack.
        t = self.text_scale
        plate_h = 36 * t
        y = -plate_h - PLATE_GAP
        score = self.score_text()
        name = self.shown_name()
        chip, name_rect, team_plate, x = self.plate_parts()
        if chip is not None:
            p.setPen(QPen(QColor("#a87a12"), 2))
            p.setBrush(QColor("#f2c14e"))
            p.drawEllipse(chip)
            p.setPen(QColor("#3b2a00"))
            p.setFont(_font(18 * t, True))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
        if team_plate is not None:
            self._paint_team_plate(p, team_plate)
        p.setFont(_font(22 * t, True))
        p.setPen(QColor("#fff6d8") if not self.current else GOLD)
        p.drawText(name_rect.adjusted(0, 0, 4, 0), Qt.AlignmentFlag.AlignVCenter, name)
        p.setFont(_font(18 * t))
        # Quieter than the name, yet readable: at 170 "human" was 3:1 on the felt (visual review).
        p.setPen(QColor(255, 255, 255, 215))
        detail = self.detail
        p.drawText(QRectF(x, y, 400 * t, plate_h), Qt.AlignmentFlag.AlignVCenter, detail)
        if self.badge and self.team is not None:
            x += QFontMetricsF(p.font()).horizontalAdvance(detail) + 12 * t
            self._paint_badge(p, x, y + 6 * t, plate_h - 12 * t)
        # Score on the right.
        p.setFont(_font(22 * t, True))
        p.setPen(QColor("#fff6d8"))
        p.drawText(QRectF(RACK_W - 400 * t, y, 400 * t, plate_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, score)

    def _paint_team_plate(self, p: QPainter, rect: QRectF) -> None:
        """The team's colour behind the name: partners' plates match."""
        colour = team_color(self.team)
        fill = colour.darker(170)
        fill.setAlpha(190)
        p.setPen(QPen(colour, 2.5 * self.text_scale))
        p.setBrush(fill)
        p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)

    def score_text(self) -> str:
        if self.total is None:  # no score to show (the coach's review: "0 pts" read as the rack's)
            return ""
        if self.team_total is not None:
            # The side's total, the one the match is played to: each partner's own total read
            # as the team's (family play-test). The round's points stay the seat's own.
            score = self.tr("team {total} pts").format(total=self.team_total)
        else:
            score = self.tr("{total} pts").format(total=self.total)
        return score if self.round_points is None else f"+{self.round_points}   {score}"

    def _name_margins(self) -> tuple[float, float]:
        """(where the name starts, the room after it before the level) on the plate. A team's
        coloured plate round the name keeps room on both sides: its ellipsis touched the
        outline, its left end the dealer's chip, and the level its right end (visual review)."""
        t = self.text_scale
        chip = self._chip_side() if self.dealer else None
        if self.team is None:
            return (0.0 if chip is None else chip + 10 * t), 12 * t
        pad = TEAM_PLATE_PAD * t
        return (0.0 if chip is None else chip + 6 * t + pad), pad + 8 * t

    def _chip_side(self) -> float:
        """The dealer's chip, as wide as high: the plate's 36 less 4."""
        return 32 * self.text_scale

    def plate_parts(self) -> tuple[QRectF | None, QRectF, QRectF | None, float]:
        """Where the name plate's parts lie, in the rack's units: (the dealer's chip, the name,
        the team's coloured plate round the name, where the level starts)."""
        t = self.text_scale
        plate_h = 36 * t
        y = -plate_h - PLATE_GAP
        x, after = self._name_margins()
        name_w = QFontMetricsF(_font(22 * t, True)).horizontalAdvance(self.shown_name())
        chip = QRectF(0, y + 2 * t, self._chip_side(), self._chip_side()) if self.dealer else None
        pad = TEAM_PLATE_PAD * t
        team_plate = None if self.team is None else QRectF(x - pad, y + 3 * t, name_w + 2 * pad, plate_h - 6 * t)
        return chip, QRectF(x, y, name_w, plate_h), team_plate, x + name_w + after

    def plate_widths(self) -> tuple[float, float]:
        """(where the name starts, what the level, the partner badge, the score and the gaps
        between them take) on the plate, in the rack's units."""
        t = self.text_scale
        plate_h = 36 * t
        start, after = self._name_margins()
        others = QFontMetricsF(_font(22 * t, True)).horizontalAdvance(self.score_text()) + 12 * t + after
        if self.detail:
            others += QFontMetricsF(_font(18 * t)).horizontalAdvance(self.detail) + 12 * t
        if self.badge and self.team is not None:  # "partner", after the level
            others += self._badge_width(plate_h - 12 * t) + 12 * t
        return start, others

    def shown_name(self) -> str:
        """The name as the plate shows it: a long one gives way, with an ellipsis, to the level,
        the badge and the score (a 64-letter one ran into the points, playtest)."""
        fm = QFontMetricsF(_font(22 * self.text_scale, True))
        start, others = self.plate_widths()
        room = RACK_W - start - others
        if self.name_until is not None:  # the level, the badge and the gaps follow the name
            room = min(room, self.name_until - start - (others - fm.horizontalAdvance(self.score_text())
                                                        - 12 * self.text_scale))
        return fm.elidedText(self.name, Qt.TextElideMode.ElideRight, max(room, fm.horizontalAdvance("MM\u2026")))

    def _badge_width(self, height: float) -> float:
        return QFontMetricsF(_font(15 * self.text_scale, True)).horizontalAdvance(self.badge) + height

    def _paint_badge(self, p: QPainter, x: float, y: float, height: float) -> None:
        """The badge that says in words what the plate's colour says (e.g. "partner")."""
        p.setFont(_font(15 * self.text_scale, True))
        rect = QRectF(x, y, self._badge_width(height), height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(team_color(self.team))
        p.drawRoundedRect(rect, height / 2, height / 2)
        p.setPen(QColor("#10202a"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.badge)


class PileItem(QGraphicsObject):
    """The place of a pile: its outline, its thickness and its label."""

    def __init__(self, label: str, kind: str = "") -> None:
        super().__init__()
        self.label = label
        self.kind = kind  # "draw" or "discard"
        self.count: int | None = None  # no count before a match is dealt ("Draw pile · 0" misled)
        self.depth_cards = 0
        self.setZValue(Z_PILE - 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -20, CARD_W + 100, CARD_H + 80)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def label_text(self) -> str:
        return self.label if self.count is None else f"{self.label} \u00b7 {self.count}"

    def label_font(self) -> QFont:
        """The label's font: the system font's size, as far as ``PILE_LABEL_W`` has room."""
        return fitted_font(19, True, self.label_text(), PILE_LABEL_W)

    def set_count(self, count: int, depth_cards: int) -> None:
        if (count, depth_cards) != (self.count, self.depth_cards):
            self.count, self.depth_cards = count, depth_cards
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        p.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 35))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 9, 9)
        # The pile's thickness: edges of the cards below the top one.
        layers = min(6, (self.depth_cards + 3) // 4)
        for i in range(layers, 0, -1):
            r = rect.translated(i * 1.6, i * 1.6)
            p.setPen(QPen(QColor(60, 20, 20, 200), 1))
            p.setBrush(QColor("#8e2226") if self.kind == "draw" else QColor("#e8e0cc"))
            p.drawRoundedRect(r, 9, 9)
        text = self.label_text()
        p.setFont(self.label_font())
        p.setPen(QColor("#fff6d8"))
        p.drawText(QRectF(-50, CARD_H + 14, CARD_W + 100, 30), Qt.AlignmentFlag.AlignCenter, text)


class HandSpotItem(QGraphicsObject):
    """Where the viewer's drawn card waits: a dashed outline and a hint."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(Z_PILE - 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-60, -20, CARD_W + 120, CARD_H + 80)

    def label_left(self, text: str) -> float:
        """Where ``text``, as the label under the hand's card, would start (the scene's x)."""
        return self.pos().x() + CARD_W / 2 - QFontMetricsF(_font(19, True)).horizontalAdvance(text) / 2

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(_font(19, True))
        p.setPen(QColor("#fff6d8"))
        p.drawText(QRectF(-60, CARD_H + 14, CARD_W + 120, 30), Qt.AlignmentFlag.AlignCenter, self.text)


class HighlightItem(QGraphicsObject):
    """The outline over a drop target (or the keyboard's slot)."""

    def __init__(self, color: QColor, dashed: bool = False) -> None:
        super().__init__()
        self.color = color
        self.dashed = dashed
        self.setZValue(Z_DRAGGED - 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def cover(self, rect: QRectF) -> None:
        """Shown around ``rect`` (a slot or a pile, at its scale), drawn afresh there: moved by a
        translation, its picture cached in screen pixels kept the fraction of a pixel where it
        was drawn before, off the card's edge (see ``cards.set_pos_afresh``)."""
        scale = rect.width() / CARD_W
        if rect.topLeft() != self.pos() or scale != self.scale():
            self.setPos(rect.topLeft())
            self.setScale(scale)
            self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_W + 16, CARD_H + 16)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QColor(self.color)
        p.setPen(QPen(c, 5, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine))
        c.setAlpha(50 * c.alpha() // 255)
        p.setBrush(c)
        p.drawRoundedRect(QRectF(-4, -4, CARD_W + 8, CARD_H + 8), 12, 12)


class ButtonItem(QGraphicsObject):
    """A button drawn on the table (the banner's and the cover's)."""

    def __init__(self, text: str, callback: Callable[[], None], parent: QGraphicsItem,
                 width: float = 220, height: float = 56, row: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.text = text
        self.callback = callback
        self.width = width
        self.height = height
        self.focused = False  # the one Enter or Space presses, ringed
        self.pressed = False  # held down by the mouse, over it: it acts when let go
        # The words of the buttons in its row: all are drawn at the size the widest fits, so
        # "Review this round" was not smaller than "Play again" beside it (visual review).
        self.row_texts = list(row) or [text]
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def set_pressed(self, on: bool) -> None:
        if on != self.pressed:
            self.pressed = on
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.width + 12, self.height + 12)  # with room for the focus ring

    @staticmethod
    def words_px(height: float) -> float:
        """Its words' size at most, for a button ``height`` high."""
        return min(22.0, height * 0.45)

    def face_font(self) -> QFont:
        """Its words' font: as large as the widest words of its row fit."""
        return label_font(self.words_px(self.height), True, self.row_texts, self.width - 20, 0)

    def face_rect(self) -> QRectF:
        """The button itself, on the table: what a click must hit."""
        return self.mapRectToScene(QRectF(0, 0, self.width, self.height))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width, self.height).adjusted(2, 2, -2, -2)
        if self.focused:
            p.setPen(QPen(QColor("#ffffff"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 18, 18)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        # Held down, its light falls from below, as a pushed-in button's: a press that acts only
        # when let go showed nothing until then (mouse playtest).
        grad.setColorAt(0, QColor("#c98f17" if self.pressed else "#ffd866"))
        grad.setColorAt(1, QColor("#f0c447" if self.pressed else "#e0a823"))
        p.setPen(QPen(QColor("#7a5200"), 2))
        p.setBrush(grad)
        p.drawRoundedRect(r, 14, 14)
        p.setFont(self.face_font())
        p.setPen(QColor("#3b2a00"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


BANNER_LINE = 32.0  # a line of the banner's words, at most
BANNER_BUTTONS = 72.0  # the band of its buttons, from the bottom
LOW_ROOM = 330.0  # a banner's room lower than this (four seats) gives its title and buttons less


def _title_height(room: QRectF) -> float:
    """A low room (four seats) gives the banner's title less height."""
    return 90.0 if room.height() >= LOW_ROOM else 56.0


def _button_band(room: QRectF) -> float:
    """The band of the banner's buttons: lower in a low room, where the lines need the height
    (four seats' banner, above the front name plate, had its words at 16 points)."""
    return BANNER_BUTTONS if room.height() >= LOW_ROOM else 56.0


def wrapped(lines: list[str], fits: Callable[[str], bool]) -> list[str]:
    """``lines``, each that does not ``fit`` broken in two: "The draw pile ran out, and these rules
    never rebuild it: nobody went Rack-O" shrank to half the other lines' size (playtest, Dutch).
    The break comes after a colon if both halves then fit, else after a comma, else between two
    entries (the three spaces between "Ada +10" and "Bram +5"), else at a space; the most even
    such. If no break fits both halves, the most even one between entries, or at any space: two
    lines shrink less. Long names broke "Wilhelmina Scheepmaker-Verhoeven / +10", the +10 read as
    the next name's (review)."""
    out = []
    for line in lines:
        spaces = [k for k, c in enumerate(line) if c == " " and 0 < k < len(line) - 1]
        if fits(line) or not spaces:
            out.append(line)
            continue

        def even(k: int) -> int:
            return abs(k - (len(line) - k - 1))

        def between(k: int) -> bool:
            return line[k - 1] == " " or line[k + 1] == " "

        def cut(k: int) -> tuple[str, str]:
            return line[:k].rstrip(), line[k + 1:].lstrip()

        fitting = [k for k in spaces if all(fits(half) for half in cut(k))]
        chosen = []
        for choice in (lambda k: line[k - 1] == ":", lambda k: line[k - 1] == ",", between, lambda k: True):
            chosen = [k for k in fitting if choice(k)]
            if chosen:
                break
        k = min(chosen or [k for k in spaces if between(k)] or spaces, key=even)
        out += list(cut(k))
    return out


BUTTON_WIDTH = 230.0  # a banner's button, at least
BUTTON_GAP = 24.0


def button_width(row: list[str], height: float, room: float) -> float:
    """The width of each of a banner's buttons: as wide as the longest words of ``row`` need at
    their full size, as far as the row fits ``room``. "Ik ben Wilhelmina Johanna de Vries" on a
    hand-over's cover shrank to 6 pixels in a 230-wide button on a 780-wide panel (visual
    playtest, QT_SCALE_FACTOR=1.75)."""
    if not row:
        return BUTTON_WIDTH
    metrics = QFontMetricsF(_font(ButtonItem.words_px(height), True))
    need = max(metrics.horizontalAdvance(text) for text in row) + 36
    most = (room - 40 - BUTTON_GAP * (len(row) - 1)) / len(row)
    return max(BUTTON_WIDTH, min(need, most))


# The least a banner line is drawn on screen, in pixels, as far as the table has room: a small
# window with the side panel shown scaled the words down with the table, to about 8 pixels (two
# playtests, 800x600, four seats).
LEAST_LINE_PX = 11.0
LEAST_WRAP = 10.0  # the smallest size a banner's lines are broken for (``BannerItem._laid_out``)


def line_size(step: float) -> float:
    """The point size of a banner line ``step`` high: 23 at most, and its words keep four fifths
    of a closed-up line."""
    return min(23.0, step * 0.8)


# How long a banner stands before its buttons answer: a key or click just as it goes up is the
# last move's. The last player's Enter, pressed again or held, took the hot seat's cover for the
# next player (code review); a double-tapped Enter on the round's last card dealt the next round
# before its result was seen, or at the match's end started a new match (code review).
GRACE_S = 0.5
# A hot seat's cover answers a key later still: Enter (or Space) places a card too, and the player
# who had just played pressed it again a second later and saw the next player's rack (hot-seat
# playtest, at 0.8 and 1.2 s). Passing the computer on takes longer than that; a click, which
# never lands on the cover's button by chance, keeps GRACE_S.
COVER_KEY_GRACE_S = 2.0
# How much of the banner still shows while the player looks under it: enough to see it is there.
PEEK_OPACITY = 0.12


class BannerItem(QGraphicsObject):
    """A panel in the middle of the table: the round's end, the match's end, a hand-over."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.quiet = False  # another's win at a table with a human: its title is not the gold of ours
        self.lines: list[str] = []
        self._bright = 0  # how many of the lines are the first line's, drawn brighter
        self.full = False  # cover the whole table (hot-seat hand-over)
        self.buttons: list[ButtonItem] = []
        self._button_count = 0
        self.panel = QRectF(SCENE_W / 2 - 390, 238, 780, 345)
        self.view_scale = 1.0  # screen pixels per scene unit, as the view last fitted the table
        self._pop: QPropertyAnimation | None = None  # the show's little pop, while it runs
        self._shown_at = 0.0  # when it last went up (time.monotonic()); shown anew, it stays
        self.peeking = False  # faded while the mouse button is held on it (``peek_at``)
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def peek_at(self, pos: QPointF | None) -> bool:
        """A press at ``pos`` on the panel, off its buttons: it fades until ``peek_at(None)`` (the
        release), for a look at the table under it. At 2x on a small screen a round's end covered
        the opponents' racks, shown face up for that look (play-tests). A hand-over's cover
        never fades: it hides the next player's rack."""
        on = pos is not None and self.isVisible() and not self.full \
            and self.mapRectToScene(self.panel_rect()).contains(pos)
        if on != self.peeking or pos is None:
            self.peeking = on
            self.setOpacity(PEEK_OPACITY if on else 1.0)
        return on

    def itemChange(self, change, value):  # noqa: N802 - Qt's name
        if change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value:
            self.peek_at(None)  # gone while held (N typed meanwhile): shown again, it is whole
        return super().itemChange(change, value)

    def keep_fresh(self) -> None:
        """A key typed for the table, not the banner (a D, an H): its buttons wait a moment again,
        so the Enter that follows is the same typing's. "D, H, Enter", typed as the computer went
        Rack-O and won, started a new match before its result was read (keyboard playtest)."""
        if self.isVisible():
            self._shown_at = time.monotonic()

    def fresh(self, key: bool = False) -> bool:
        """It went up a moment ago: a key or click now is the last move's, not an answer (a
        ``key`` to a hot seat's cover, a longer moment)."""
        grace = COVER_KEY_GRACE_S if key and self.full else GRACE_S
        return self.isVisible() and time.monotonic() - self._shown_at < grace

    def panel_rect(self) -> QRectF:
        """The layout's room for the panel, only as tall as its words and buttons need, in the
        room's middle: an empty band stood between them (a hand-over's two lines; a three-seat
        round's end, playtest)."""
        rect = QRectF(self.panel)
        title_h = _title_height(rect)
        need = (title_h * (1 + 14 / 90) + BANNER_LINE * len(self.lines)
                + (_button_band(rect) + 16 if self._button_count else 12) + 8)
        if need >= rect.height():
            return rect
        return QRectF(rect.left(), rect.center().y() - need / 2, rect.width(), need)

    def set_panel(self, rect: QRectF) -> None:
        """Where the panel lies: the layout keeps it off the opponents' racks."""
        if rect != self.panel:
            self.prepareGeometryChange()
            self.panel = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return QRectF(-2000, -2000, SCENE_W + 4000, SCENE_H + 4000) if self.full else \
            self.panel_rect().adjusted(-20, -20, 20, 20)

    def show_message(self, title: str, lines: list[str],
                     buttons: list[tuple[str, Callable[[], None]]], full: bool = False, quiet: bool = False) -> None:
        # Shown again in another language, the ring stays where Tab put it: it went back to the
        # first button, and Enter dealt the next round instead of opening the review (review).
        ringed = self.buttons.index(self.focused) if self.isVisible() and self.focused is not None \
            and len(self.buttons) == len(buttons) else 0
        if not self.isVisible():
            self._shown_at = time.monotonic()
        self.prepareGeometryChange()
        self.title = title
        self.quiet = quiet
        self.full = full
        self._button_count = len(buttons)
        self.lines, self._bright = self._laid_out(lines)
        for b in self.buttons:
            b.setParentItem(None)
            if b.scene() is not None:
                b.scene().removeItem(b)
        self.buttons = []
        panel = self.panel_rect()
        band = _button_band(self.panel)
        row = [text for text, _ in buttons]
        width = button_width(row, band - 16, panel.width())
        total = len(buttons) * width + (len(buttons) - 1) * BUTTON_GAP
        x = panel.center().x() - total / 2
        for text, cb in buttons:
            b = ButtonItem(text, cb, self, width, band - 16, row)
            b.setPos(x, panel.bottom() - band)
            self.buttons.append(b)
            x += width + BUTTON_GAP
        self.focus_button(ringed)
        self.show()
        self.update()
        # A little pop, so the moment is noticed; none where motion is stilled, by the player or
        # by the Instant speed (it popped through both, accessibility review).
        self._stop_pop()
        self.setTransformOriginPoint(self.panel_rect().center())
        zoom = self.zoom()
        scene = self.scene()
        if look.still or getattr(scene, "speed", None) == "instant":
            self.setScale(zoom)
            return
        anim = QPropertyAnimation(self, b"scale", self)
        anim.setDuration(260)
        anim.setStartValue(0.75 * zoom)
        anim.setEndValue(zoom)
        anim.setEasingCurve(QEasingCurve.Type.OutBack)
        anim.finished.connect(lambda: self._popped(anim))
        self._pop = anim
        anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def _laid_out(self, lines: list[str]) -> tuple[list[str], int]:
        """``lines`` broken where they do not fit, and how many are the first line's (drawn
        brighter, both its halves). Broken for the size they are drawn at: many lines close up
        and shrink, and a line broken for the largest size then filled half the panel's width
        (a four-seat team round's end at 1280x800: eight lines of 13.7 units where five of 15
        fit, play-test). So each size from the largest down is tried, and the break kept whose
        smallest line is drawn the largest."""
        width = self.panel.width() - 40
        best: tuple[float, list[str], int] | None = None
        size = line_size(BANNER_LINE)
        while size >= LEAST_WRAP:
            metrics = QFontMetricsF(_font(size, False))

            def fits(line: str) -> bool:
                return metrics.horizontalAdvance(line) <= width

            first = wrapped(lines[:1], fits)
            self.lines = first + wrapped(lines[1:], fits)  # for words_layout; the best is set after
            drawn = line_size(self.words_layout()[2])
            shown = QFontMetricsF(_font(drawn, False))
            least = min((drawn * min(1.0, width / max(1.0, shown.horizontalAdvance(line)))
                         for line in self.lines), default=drawn)
            if best is None or least > best[0] + 0.5:  # a near tie keeps the larger size
                best = (least, self.lines, len(first))
            if drawn >= size:  # broken for less, a line kept whole would fit only below this size
                break
            size -= 1.0
        return best[1], best[2]

    def _popped(self, anim: QPropertyAnimation) -> None:
        if self._pop is anim:
            self._pop = None

    def stand(self) -> None:
        """At its full size now, a pop under way or not."""
        if self.isVisible():
            self._stop_pop()
            self.setTransformOriginPoint(self.panel_rect().center())
            self.setScale(self.zoom())

    def _stop_pop(self) -> None:
        """The pop ends where it is: left running, it went on to the zoom of before a resize
        (a banner zoomed for a small window stayed so in a large one, code review)."""
        anim, self._pop = self._pop, None
        if anim is not None:
            anim.stop()  # and deleted (DeleteWhenStopped)

    def set_view_scale(self, scale: float) -> None:
        """The view fitted the table anew: the panel is drawn as large as its words need."""
        self.view_scale = scale
        self.stand()

    def zoom(self) -> float:
        """How much larger than its room the panel is drawn: enough for ``LEAST_LINE_PX`` a line
        on screen, as far as the table has room around the panel's middle (a hand-over's cover,
        the whole table, never)."""
        if self.full or self.view_scale <= 0:
            return 1.0
        px = line_size(self.words_layout()[2]) * self.view_scale
        if px >= LEAST_LINE_PX:
            return 1.0
        panel = self.panel_rect()
        c = panel.center()
        room = min((2 * min(c.x(), SCENE_W - c.x()) - 16) / panel.width(),
                   (2 * min(c.y(), SCENE_H - c.y()) - 16) / panel.height())
        return max(1.0, min(LEAST_LINE_PX / px, room))

    def title_colour(self) -> QColor:
        """The title's and the frame's colour: gold for the player's own win (and any other news);
        silver for another's: Ada's Rack-O in the gold of the player's own read as a win (GUI
        playtest)."""
        return QUIET_TITLE if self.quiet else GOLD

    def focus_button(self, index: int) -> None:
        """Ring button ``index`` (wrapping round): the one Enter or Space presses. Only the first
        could be reached from the keys: the round's review took the mouse (keyboard playtest)."""
        if self.buttons:
            index %= len(self.buttons)
            for k, b in enumerate(self.buttons):
                b.set_focused(k == index)

    @property
    def focused(self) -> ButtonItem | None:
        return next((b for b in self.buttons if b.focused), None)

    def words_layout(self) -> tuple[float, float, float]:
        """(the title's height, the first line's top, each line's height) in the panel."""
        panel = self.panel_rect()
        title_h = _title_height(self.panel)  # of the room: a hand-over's short panel keeps its title
        bottom = panel.bottom() - _button_band(self.panel) - 6 if self._button_count else panel.bottom() - 12
        # More lines than the room above the buttons holds at 32 each (a run bonus line on a
        # four-seat table's low panel): the title gives up a fifth of its height first, and the
        # lines close up before their words shrink (they fell to 13 pixels at 1280x800).
        short = BANNER_LINE * 0.85 * len(self.lines) - (bottom - panel.top() - title_h * (1 + 14 / 90))
        if short > 0:
            title_h = max(0.8 * title_h, title_h - short / (1 + 14 / 90))
        y = panel.top() + title_h * (1 + 14 / 90)
        return title_h, y, min(BANNER_LINE, (bottom - y) / max(1, len(self.lines)))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if self.full:
            p.fillRect(self.boundingRect(), QColor(8, 24, 14, 245))
        panel = self.panel_rect()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(panel.translated(0, 8), 24, 24)
        grad = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        # Opaque: the pile labels showed faintly through the words (family play-test).
        grad.setColorAt(0, QColor(28, 46, 34))
        grad.setColorAt(1, QColor(14, 28, 20))
        p.setPen(QPen(self.title_colour(), 3))  # the frame too: a gold frame round Ada's win still read as ours
        p.setBrush(grad)
        p.drawRoundedRect(panel, 24, 24)
        title_h, y, step = self.words_layout()
        # One size for every title, as wide as the panel allows: a team's "Ada & Cleo win!" came
        # out far smaller than "You win!" (playtest).
        p.setFont(fitted_font(64 * title_h / 90, True, self.title, panel.width() - 60))
        p.setPen(self.title_colour())
        p.drawText(QRectF(panel.left(), panel.top() + 18 * title_h / 90, panel.width(), title_h),
                   Qt.AlignmentFlag.AlignCenter, self.title)
        for k, line in enumerate(self.lines):
            p.setFont(fitted_font(line_size(step), False, line, panel.width() - 40))
            p.setPen(QColor("#fff6d8") if k < self._bright else QColor(255, 246, 216, 200))
            p.drawText(QRectF(panel.left() + 20, y, panel.width() - 40, step),
                       Qt.AlignmentFlag.AlignCenter, line)
            y += step


def paint_felt(p: QPainter, rect: QRectF, ring: QRectF | None = None) -> None:
    """The green felt under everything, darker in a dark colour scheme; a faint ring around
    ``ring`` (the middle of the table)."""
    dark = dark_scheme()
    center = QPointF(SCENE_W / 2, SCENE_H * 0.45)
    grad = QRadialGradient(center, SCENE_W * 0.75)
    if look.high_contrast:  # a plain dark table: cards and text stand out the most
        grad.setColorAt(0.0, QColor("#06140c"))
        grad.setColorAt(1.0, QColor("#000000"))
    elif dark:
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
    p.setPen(QPen(QColor(255, 255, 255, 120 if look.high_contrast else 22), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    ring = ring if ring is not None else QRectF(SCENE_W / 2 - 300, 255, 600, 270)
    p.drawRoundedRect(ring, 135, 135)


class SuggestionMarks:
    """Where the hint points: the pile to take from and the slot, at most two marks."""

    def __init__(self) -> None:
        self.marks = [HighlightItem(SUGGEST), HighlightItem(SUGGEST)]
        for mark in self.marks:
            # Under the coach's verdict mark (Z_FLYING - 1) on the card it outlines: its frame and
            # tint covered the last move's "✓" (coach playtest). Over every card at rest still.
            mark.setZValue(Z_FLYING - 3)
        self.hidden: list = []  # called back once the marks go, the hint's words with them

    @property
    def shown(self) -> bool:
        return any(mark.isVisible() for mark in self.marks)

    def show_at(self, rects: list[QRectF]) -> None:
        self.hide()
        for mark, rect in zip(self.marks, rects):
            mark.cover(rect)

    def hide(self) -> None:
        was = self.shown
        for mark in self.marks:
            mark.hide()
        if was:
            for call in self.hidden:
                call()
