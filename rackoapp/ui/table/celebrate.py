"""The player's own win gets a moment of its own: the winning rack's cards lift one after
another, slot 1 to 10, each with a gold twinkle, while a few dozen bits of confetti drift down.

A computer's Rack-O gets none of it. The moment takes no input, lasts about a
second and removes itself; with the "instant" speed there is none.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsObject

from rackoapp.ui.theme import team_color

from .cards import CARD_H, CARD_W, CardItem
from .items import GOLD, PLATE_GAP, SCENE_H, SCENE_W

# How long the moment lasts per speed (ms): about as long as the banner takes to read its title.
DURATIONS = {"slow": 1600, "normal": 1300, "fast": 900, "instant": 0}
PIECES = {"round": 28, "match": 56}  # confetti: a sprinkle for a round, more for the match
GROW = 0.06       # how much larger a card grows, about its middle
# How high it rises (its own units): its grown top up to the lower edge of the name plate, and no
# higher (risen 12 and grown, it covered the foot of "+75   team 80 pts", visual review).
LIFT = PLATE_GAP - CARD_H * GROW / 2
LIFT_SHARE = 0.3  # of the moment, how long one card is up
Z_CELEBRATION = 2500  # over the banner: the confetti falls in front of it


@dataclass(frozen=True)
class Piece:
    """One bit of confetti: where it starts, how it falls, sways and turns."""

    x: float
    y: float
    fall: float
    sway: float
    phase: float
    spin: float
    w: float
    h: float
    color: QColor


def confetti(rng: random.Random, count: int) -> list[Piece]:
    colours = [GOLD, QColor("#fff6d8"), team_color(0), team_color(1), QColor("#7dfc9a")]
    return [Piece(x=rng.uniform(0, SCENE_W), y=rng.uniform(-SCENE_H * 0.35, -10),
                  fall=rng.uniform(SCENE_H * 0.7, SCENE_H * 1.15), sway=rng.uniform(8, 26),
                  phase=rng.uniform(0, 2 * math.pi), spin=rng.uniform(-540, 540),
                  w=rng.uniform(7, 13), h=rng.uniform(4, 7), color=QColor(rng.choice(colours)))
            for _ in range(count)]


def lift_at(t: float, index: int, count: int) -> float:
    """How far (0..1) card ``index`` of ``count`` is lifted at ``t`` (0..1) of the moment: a wave
    from slot 1 to the last, each card up and down again within ``LIFT_SHARE``."""
    start = (1 - LIFT_SHARE) * index / max(1, count - 1) * 0.8
    u = (t - start) / LIFT_SHARE
    return math.sin(math.pi * u) if 0 < u < 1 else 0.0


class Celebration(QGraphicsObject):
    """The moment itself; ``rows()`` gives the winning racks' cards (asked anew on every frame,
    so cards the table lays out again still take part)."""

    done = Signal()

    def __init__(self, rows: Callable[[], Sequence[Sequence[CardItem]]], duration: int, pieces: int,
                 rng: random.Random) -> None:
        super().__init__()
        self.rows = rows
        self.t = 0.0
        self.pieces = confetti(rng, pieces)
        self.setZValue(Z_CELEBRATION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.anim = QVariantAnimation(self)
        self.anim.setDuration(duration)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self.stop)

    def start(self) -> None:
        self.anim.start()

    @property
    def running(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def stop(self) -> None:
        """The cards back in their slots; the moment leaves the table."""
        self.anim.stop()
        for row in self.rows():
            for card in row:
                card.setTransform(QTransform())
        if self.scene() is not None:
            self.scene().removeItem(self)
        self.done.emit()

    def _step(self, value: float) -> None:
        self.t = float(value)
        for row in self.rows():
            for i, card in enumerate(row):
                card.setTransform(_lifted(lift_at(self.t, i, len(row))))
        self.update()

    # -- looks -------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(0, -40, SCENE_W, SCENE_H + 80)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        self._paint_twinkles(p)
        fade = min(1.0, (1 - self.t) / 0.25)  # the last quarter fades out
        for piece in self.pieces:
            x = piece.x + piece.sway * math.sin(piece.phase + self.t * 2 * math.pi * 1.5)
            y = piece.y + piece.fall * self.t
            c = QColor(piece.color)
            c.setAlphaF(0.9 * fade)
            p.save()
            p.translate(x, y)
            p.rotate(piece.spin * self.t)
            p.setBrush(c)
            p.drawRoundedRect(QRectF(-piece.w / 2, -piece.h / 2, piece.w, piece.h), 1.5, 1.5)
            p.restore()

    def _paint_twinkles(self, p: QPainter) -> None:
        """A gold four-pointed star in each card's corner while it is up."""
        for row in self.rows():
            for i, card in enumerate(row):
                up = lift_at(self.t, i, len(row))
                if up <= 0.05 or card.scene() is None:
                    continue
                top = card.mapToScene(QPointF(CARD_W - 18, 18))  # on the card: clear of the name plate
                size = 12 * card.scale() * up + 2
                glow = QColor(GOLD)
                glow.setAlphaF(0.35 * up)
                p.setBrush(glow)
                p.drawEllipse(top, size * 1.3, size * 1.3)
                star = QColor(GOLD)
                star.setAlphaF(min(1.0, 0.4 + up))
                p.setBrush(star)
                p.drawPath(_star(top, size))


def _lifted(up: float) -> QTransform:
    """A card's transform ``up`` (0..1) of the way through its lift: raised and a little larger."""
    if up <= 0:
        return QTransform()
    k = 1 + GROW * up
    cx, cy = CARD_W / 2, CARD_H / 2
    return QTransform().translate(cx, cy - LIFT * up).scale(k, k).translate(-cx, -cy)


def _star(center: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(8):
        radius = r if k % 2 == 0 else r * 0.3
        a = math.pi / 4 * k - math.pi / 2
        point = QPointF(center.x() + radius * math.cos(a), center.y() + radius * math.sin(a))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    return path
