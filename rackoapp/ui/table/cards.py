"""Cards drawn with QPainter: crisp at any size, and animatable.

A face shows its number large and, like the real Rack-O cards, a tab along
the left edge that sits higher the higher the value, so a sorted rack reads
as a rising staircase. ``CardItem`` is a ``QGraphicsObject`` so its position
and scale animate with ``QPropertyAnimation``; it never handles the mouse
itself (the scene owns dragging, as KPat does).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import (
    QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt, Signal,
)
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rackoapp.ui.theme import COLOURBLIND, look, ramp_color, table_font

CARD_W = 100.0
CARD_H = 150.0
RADIUS = 9.0
STRIP_W = 24.0   # the value strip along the left edge
TAB_H = 22.0
SHADOW = 5.0     # room around the card for its soft shadow
NUMBER_MARGIN = 5.0  # the large number's room on either side, so a two-digit number never
                     # touches the strip or the edge (hinting widens it at small sizes)
NUMBER_H = 0.36  # the large number's height, of the card's

Z_RACK = 10
Z_PILE = 20
Z_HAND = 60
Z_FLYING = 500
Z_DRAGGED = 900


def value_color(value: int, deck_size: int) -> QColor:
    """A hue per value: cool blues for low cards through greens to warm reds (or along the
    colour-blind-safe ramp)."""
    frac = (value - 1) / max(1, deck_size - 1)
    if look.palette == COLOURBLIND:
        return ramp_color(frac)
    hue = int(220 - 215 * frac) % 360
    return QColor.fromHsv(hue, 170, 200)


def _rounded(rect: QRectF, r: float = RADIUS) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    return path


SHADOW_MARGIN = 8.0  # the shadow reaches this far outside the card (it falls down and right)


GLOW = (70, 110, 190)  # a glow's layers, outermost first: their alpha
GLOW_HIGH_CONTRAST = (200, 255, 255)


def set_pos_afresh(item: QGraphicsItem, pos: QPointF) -> None:
    """``item.setPos(pos)``; if it moved, its picture and its children's are drawn afresh there. A
    picture cached in screen pixels (``DeviceCoordinateCache``) is only shifted along, by whole
    pixels, when its item moves: it kept the fraction of a pixel of where it was drawn before,
    and a card that had flown in, a rack or its slots sat a pixel off their neighbours
    (playtest at 2x)."""
    if pos == item.pos():
        return
    item.setPos(pos)
    item.update()
    for child in item.childItems():
        child.update()


def paint_shadow(p: QPainter, rect: QRectF) -> None:
    """Every card casts the same shadow: drawn once per size, then copied (see ``paint_back``)."""
    _paint_sprite(p, rect, SHADOW_MARGIN, "shadow", draw_shadow)


LIFTED_MARGIN = 20.0  # a dragged card's shadow falls farther, and wider


def paint_lifted_shadow(p: QPainter, rect: QRectF) -> None:
    """The shadow of a card held up off the table (dragged): farther down and softer, as a card
    lifted in the hand casts it (GUI playtest: a dragged card lay as flat as one at rest)."""
    _paint_sprite(p, rect, LIFTED_MARGIN, "lifted", draw_lifted_shadow)


def draw_lifted_shadow(p: QPainter, rect: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((30, 22, 15, 9, 5)):
        grow = 1.0 + i * 2.2
        r = rect.adjusted(-grow + 5.0, -grow + 9.0, grow + 5.0, grow + 9.0)
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(r, RADIUS + grow, RADIUS + grow)


def draw_shadow(p: QPainter, rect: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((34, 24, 14)):
        grow = 1.0 + i * 1.6
        r = rect.adjusted(-grow + 1.5, -grow + 3.0, grow + 1.5, grow + 3.0)
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(r, RADIUS + grow, RADIUS + grow)


def paint_face(p: QPainter, rect: QRectF, value: int, deck_size: int) -> None:
    color = value_color(value, deck_size)
    contrast = look.high_contrast
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#ffffff" if contrast else "#fffdf6"))
    grad.setColorAt(1.0, QColor("#ffffff" if contrast else "#f1ead8"))
    p.setPen(QPen(QColor("black"), 3) if contrast else QPen(QColor(90, 80, 60, 160), 1.2))
    p.setBrush(QBrush(grad))
    p.drawPath(_rounded(rect))
    # The value strip: a pale column along the left edge with a tab that climbs.
    strip = QRectF(rect.left() + 4, rect.top() + 5, STRIP_W, rect.height() - 10)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color.red(), color.green(), color.blue(), 38))
    p.drawRoundedRect(strip, 5, 5)
    frac = (value - 1) / max(1, deck_size - 1)
    tab_y = strip.bottom() - TAB_H - frac * (strip.height() - TAB_H)
    tab = QRectF(strip.left(), tab_y, STRIP_W, TAB_H)
    p.setBrush(color.darker(115))
    p.drawRoundedRect(tab, 5, 5)
    small = table_font()
    small.setPixelSize(13)
    small.setBold(True)
    p.setFont(small)
    p.setPen(QColor("white"))
    p.drawText(tab, Qt.AlignmentFlag.AlignCenter, str(value))
    # The number, large.
    body = number_body(rect)
    p.setFont(number_font(rect.width(), rect.height(), deck_size))
    p.setPen(QColor("black") if contrast else color.darker(175))
    p.drawText(body, Qt.AlignmentFlag.AlignCenter, str(value))
    # A thin rule under the number in the card's colour.
    p.setPen(QPen(color, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    y = rect.center().y() + rect.height() * 0.22
    p.drawLine(QPointF(body.left() + 16, y), QPointF(body.right() - 12, y))


def number_body(rect: QRectF) -> QRectF:
    """The face's right part, beside the value strip, where the large number is centred."""
    left = rect.left() + 4 + STRIP_W
    return QRectF(left, rect.top(), rect.right() - left, rect.height())


def number_area(rect: QRectF) -> QRectF:
    """The part of ``number_body`` the large number may fill: its margins kept."""
    return number_body(rect).adjusted(NUMBER_MARGIN, 0, -NUMBER_MARGIN, 0)


@lru_cache(maxsize=16)
def number_font(width: float, height: float, deck_size: int) -> QFont:
    """The large number's font: a share of the card's height, smaller if the widest number of
    the deck would not fit ``number_area``."""
    font = table_font()
    font.setBold(True)
    px = int(height * NUMBER_H)
    font.setPixelSize(px)
    room = number_area(QRectF(0, 0, width, height)).width()
    need = max(QFontMetricsF(font).horizontalAdvance(str(v)) for v in range(1, max(deck_size, 1) + 1))
    if need > room:
        font.setPixelSize(max(1, int(px * room / need)))
    return font


BACK_MARGIN = 2.0  # the back's outline stroke reaches this far outside the card
_sprites: dict[tuple, QPixmap] = {}


def paint_back(p: QPainter, rect: QRectF) -> None:
    """Every back is the same picture: drawn once per size in device pixels, then copied.
    Drawing it afresh cost about 3 ms a card, and a deal stacks twenty and more of them."""
    _paint_sprite(p, rect, BACK_MARGIN, "back", draw_back)


def _paint_sprite(p: QPainter, rect: QRectF, margin: float, kind: str, draw) -> None:
    """``draw(p, rect)`` from a picture cached per size in device pixels (``margin`` around
    ``rect`` is drawn too); drawn directly where a cached picture would not be sharp."""
    t = p.worldTransform()
    if t.isRotating() or t.m11() <= 0:
        draw(p, rect)
        return
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    scale = round(math.hypot(t.m11(), t.m12()) * ratio, 3)
    key = (kind, look.high_contrast, scale, rect.width(), rect.height())
    pixmap = _sprites.get(key)
    if pixmap is None:
        if len(_sprites) > 48:  # sizes seen while a window is resized
            _sprites.clear()
        pixmap = _render_sprite(rect.width(), rect.height(), margin, scale, draw)
        _sprites[key] = pixmap
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(rect.adjusted(-margin, -margin, margin, margin), pixmap, QRectF(pixmap.rect()))
    p.restore()


def _render_sprite(width: float, height: float, margin: float, scale: float, draw) -> QPixmap:
    pixmap = QPixmap(max(1, math.ceil((width + 2 * margin) * scale)),
                     max(1, math.ceil((height + 2 * margin) * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    q = QPainter(pixmap)
    q.setRenderHint(QPainter.RenderHint.Antialiasing)
    q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    q.scale(pixmap.width() / (width + 2 * margin), pixmap.height() / (height + 2 * margin))
    q.translate(margin, margin)
    draw(q, QRectF(0, 0, width, height))
    q.end()
    return pixmap


def draw_back(p: QPainter, rect: QRectF) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#b8322e"))
    grad.setColorAt(1.0, QColor("#7a1a1f"))
    p.setPen(QPen(QColor("white"), 3) if look.high_contrast else QPen(QColor(40, 10, 10, 200), 1.2))
    p.setBrush(QBrush(grad))
    p.drawPath(_rounded(rect))
    inner = rect.adjusted(7, 7, -7, -7)
    p.setPen(QPen(QColor(255, 225, 190, 150), 1.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, RADIUS - 3, RADIUS - 3)
    # Diagonal pinstripes inside the frame.
    p.save()
    p.setClipPath(_rounded(inner.adjusted(3, 3, -3, -3), RADIUS - 5))
    p.setPen(QPen(QColor(255, 255, 255, 30), 2))
    step = 11.0
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    p.restore()
    font = table_font()
    font.setPixelSize(int(rect.width() * 0.2))
    font.setBold(True)
    font.setItalic(True)
    p.setFont(font)
    p.setPen(QColor(255, 236, 200, 230))
    p.save()
    p.translate(rect.center())
    p.rotate(-60)
    p.drawText(QRectF(-rect.height() / 2, -20, rect.height(), 40), Qt.AlignmentFlag.AlignCenter, "RACK-O")
    p.restore()


class CardItem(QGraphicsObject):
    """One card on the table; ``value`` is None while the viewer may not know it."""

    arrived = Signal()

    def __init__(self, value: int | None = None, deck_size: int = 40, face_up: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = value
        self.deck_size = deck_size
        self.face_up = face_up and value is not None
        self.glow: QColor | None = None   # scoring highlight, selection, suggestion
        self.public_mark = False           # an opponent card everyone saw taken
        self.dim = False                   # a card that did not score this round
        self.lifted = False                # held up off the table by a drag: a longer shadow
        self._anim: QParallelAnimationGroup | None = None
        self.final_z = Z_RACK
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    # -- looks -----------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        m = LIFTED_MARGIN if self.lifted else SHADOW + 6
        return QRectF(-m, -m, CARD_W + 2 * m, CARD_H + 2 * m)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.card_rect()
        if self.glow is not None:
            p.setPen(Qt.PenStyle.NoPen)
            # On high contrast's black table the soft glow read as a dim ring: the card picked up
            # from the discard pile was hard to spot (playtest). There it is a solid rim.
            for i, alpha in enumerate(GLOW_HIGH_CONTRAST if look.high_contrast else GLOW):
                g = QColor(self.glow)
                g.setAlpha(alpha)
                grow = 7 - 2.3 * i
                p.setBrush(g)
                p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), RADIUS + grow, RADIUS + grow)
        elif self.lifted:
            paint_lifted_shadow(p, rect)
        else:
            paint_shadow(p, rect)
        if self.face_up and self.value is not None:
            paint_face(p, rect, self.value, self.deck_size)
            if self.public_mark:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(40, 120, 220, 210))
                p.drawEllipse(QPointF(rect.right() - 12, rect.top() + 12), 6, 6)
        else:
            paint_back(p, rect)
        if self.dim:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 20, 10, 95))
            p.drawRoundedRect(rect, RADIUS, RADIUS)

    def renew(self, value: int | None, deck_size: int, face_up: bool) -> None:
        """As ``CardItem(value, deck_size, face_up)`` would be, at rest where it is: its picture
        is kept if its face is the same."""
        self.stop()
        if deck_size != self.deck_size:
            self.deck_size = deck_size
            self.update()
        self.set_face(value, face_up)
        self.set_glow(None)
        self.set_public_mark(False)
        self.set_dim(False)
        self.set_lifted(False)
        if not self.transform().isIdentity():
            self.setTransform(QTransform())
        self.setVisible(True)

    def set_dim(self, on: bool) -> None:
        if on != self.dim:
            self.dim = on
            self.update()

    def set_face(self, value: int | None, face_up: bool) -> None:
        face_up = face_up and value is not None
        if value != self.value or face_up != self.face_up:
            self.value = value
            self.face_up = face_up
            self.update()

    def set_glow(self, color: QColor | str | None) -> None:
        color = QColor(color) if color is not None else None
        if color != self.glow:
            self.glow = color
            self.update()

    def set_lifted(self, on: bool) -> None:
        if on != self.lifted:
            self.prepareGeometryChange()  # its shadow reaches farther
            self.lifted = on
            self.update()

    def set_public_mark(self, on: bool) -> None:
        if on != self.public_mark:
            self.public_mark = on
            self.update()

    # -- movement --------------------------------------------------------------

    @property
    def flying(self) -> bool:
        return self._anim is not None

    def stop(self) -> None:
        """Jump to the end of a running animation."""
        anim = self._anim
        if anim is not None:
            anim.setCurrentTime(anim.totalDuration())
            if self._anim is anim:  # finished did not fire
                self._finish()

    def halt(self) -> None:
        """Stop a running animation where the card is now."""
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def place(self, pos: QPointF, z: float, scale: float | None = None) -> None:
        """Put the card there at once."""
        self.stop()
        self.set_lifted(False)  # let go of: it lies on the table
        scene = self.scene()
        if scene is not None:
            # Jumps at the instant speed left the card painted where it had been, now and then
            # (on X11 with a window manager: a second 36 beside a computer's rack until the
            # player moved, playtest): the place it leaves is repainted for certain.
            scene.update(self.sceneBoundingRect())
        set_pos_afresh(self, pos)
        self.setZValue(z)
        self.final_z = z
        if scale is not None:
            self.setScale(scale)

    def animate(self, pos: QPointF, z: float, face_up: bool | None = None, duration: int = 300,
                scale: float | None = None) -> None:
        """Fly to ``pos`` (above everything while flying), then rest at depth ``z``."""
        self.halt()
        self.set_lifted(False)
        if face_up is not None:
            self.set_face(self.value, face_up)
        self.final_z = z
        if duration <= 0 or (self.pos() == pos and (scale is None or self.scale() == scale)):
            self.place(pos, z, scale)
            self.arrived.emit()
            return
        self.setZValue(Z_FLYING)
        group = QParallelAnimationGroup(self)
        a = QPropertyAnimation(self, b"pos", group)
        a.setDuration(duration)
        a.setStartValue(self.pos())
        a.setEndValue(pos)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(a)
        if scale is not None and scale != self.scale():
            s = QPropertyAnimation(self, b"scale", group)
            s.setDuration(duration)
            s.setStartValue(self.scale())
            s.setEndValue(scale)
            s.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(s)
        group.finished.connect(self._finish)
        self._anim = group
        group.start()

    def _finish(self) -> None:
        anim, self._anim = self._anim, None
        if anim is None:
            return
        anim.deleteLater()
        self.setZValue(self.final_z)
        # Drawn afresh where it came to rest: the flight only shifted its picture (set_pos_afresh).
        self.update()
        self.arrived.emit()
