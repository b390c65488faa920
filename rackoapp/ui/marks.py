"""The shapes that mark a chart's lines, so that they tell apart without their colours.

A player who cannot tell red from green read the score chart's lines by colour alone
(review); each line now carries its own shape on its points and in its legend.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

SHAPES = ("circle", "square", "triangle", "diamond", "down")


def shape_of(index: int) -> str:
    return SHAPES[index % len(SHAPES)]


def mark(index: int, centre: QPointF, radius: float) -> QPainterPath:
    """Line ``index``'s mark, about ``2 * radius`` across, centred on ``centre``."""
    shape = shape_of(index)
    x, y, r = centre.x(), centre.y(), radius
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        s = r * 0.9  # a square this size looks as large as the circle
        path.addRect(QRectF(x - s, y - s, 2 * s, 2 * s))
    else:
        # Triangles a little larger: their area is smaller at the same reach.
        t = r * 1.25
        corners = {
            "triangle": [(0, -t), (t, 0.75 * t), (-t, 0.75 * t)],
            "diamond": [(0, -t), (t, 0), (0, t), (-t, 0)],
            "down": [(0, t), (t, -0.75 * t), (-t, -0.75 * t)],
        }[shape]
        path.addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in corners]))
        path.closeSubpath()
    return path
