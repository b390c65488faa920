"""A live grade's mark on the table, where the graded move's card went (as a chess board marks a
move with "?!"), until the player takes their next card.

The grade was said only on the status line, and the next computer's card, half a second later,
wiped it; with the side panel folded (a small window, QT_SCALE_FACTOR=2) the move log's mark was
out of sight too, and a player who asked for grades saw none (coach review).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from rackoapp.ui.table.cards import CARD_W, Z_FLYING
from rackoapp.ui.theme import table_font

BADGE_W, BADGE_H = 60.0, 38.0  # at a front rack's scale: two marks ("??") large enough to read
# How much of it stands above the card: at 0.45 it reached into the name plate's band and touched
# the score's words over the last slot (Dutch playtest).
BADGE_ABOVE = 0.2
FILL = QColor(20, 24, 22, 235)  # the felt's darkest: the bright verdict colours read on it


class VerdictBadge(QGraphicsObject):
    """The mark ("✓", "?!", "?", "??") in its verdict's colour, over a card's top right corner."""

    def __init__(self) -> None:
        super().__init__()
        self.mark = ""
        self.color = QColor()
        # Over the cards at rest, under a card in flight or dragged (a computer's card slid under it).
        self.setZValue(Z_FLYING - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the card under it
        self.hide()

    def show_on(self, card: QRectF, mark: str, color: QColor | str, tip: str) -> None:
        """Shown on the corner of ``card`` (a slot or a pile, in scene units, at its scale)."""
        scale = card.width() / CARD_W
        self.prepareGeometryChange()
        self.mark, self.color = mark, QColor(color)
        self.setScale(scale)
        self.setPos(card.right() - 0.8 * BADGE_W * scale, card.top() - BADGE_ABOVE * BADGE_H * scale)
        self.setToolTip(tip)
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-2, -2, BADGE_W + 4, BADGE_H + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        box = QRectF(0, 0, BADGE_W, BADGE_H)
        p.setPen(QPen(self.color, 3))
        p.setBrush(FILL)
        p.drawRoundedRect(box.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        font = table_font()
        font.setPixelSize(26)
        font.setBold(True)
        p.setFont(font)
        p.setPen(self.color)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.mark)
