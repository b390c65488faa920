"""The cards' words on the table: two-digit numbers have room at every scale, and the racks'
slot labels follow the system font."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication

from rackoapp.engine import Rules, SeatInfo
from rackoapp.ui.table.cards import CARD_H, CARD_W, number_area, number_body, number_font

from ui_helpers import make_window, simple_factory

FACE = QRectF(0, 0, CARD_W, CARD_H)
WIDEST = ("48", "58", "60", "10")  # two digits; DejaVu's digits are all as wide


def _seats(n):
    return [SeatInfo("You", "human")] + [SeatInfo(name, "simple") for name in ("Ada", "Bram", "Cleo")][:n - 1]


def _on_screen_scale(qtbot, tmp_path, seats, size, smallest):
    """How many screen pixels a card unit takes on the smallest (or largest) rack in the window."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.start(Rules(seats=seats), _seats(seats), 3)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.width() == size[0] or win.width() >= win.minimumSizeHint().width())
    win.view.fit()
    scales = [rack.scale() for rack in win.scene.racks]
    scale = (min(scales) if smallest else max(scales)) * win.view.transform().m11()
    win.ctl.shutdown()
    return scale


@pytest.mark.parametrize("seats, size, smallest", [
    (4, (1024, 640), True),    # a side rack of four seats in the smallest window: the smallest card
    (2, (1024, 640), False),   # the player's rack in the smallest window
    (4, (2560, 1440), False),  # the player's rack in the largest window: the largest card
])
def test_two_digit_numbers_fit_the_card_at_every_scale(qtbot, tmp_path, seats, size, smallest):
    scale = _on_screen_scale(qtbot, tmp_path, seats, size, smallest)
    assert 0.15 < scale < 3
    font = number_font(CARD_W, CARD_H, 60)
    area = number_area(FACE)
    assert area.width() <= number_body(FACE).width() - 8  # a margin on either side
    # As laid out on the card, and as drawn at the card's size on screen.
    shown = QFont(font)
    shown.setPointSizeF(font.pixelSize() * scale * 72 / QGuiApplication.primaryScreen().logicalDotsPerInchY())
    for metrics, room in ((QFontMetricsF(font), area.width()), (QFontMetricsF(shown), area.width() * scale)):
        for text in WIDEST:
            assert metrics.horizontalAdvance(text) <= room, (text, scale, room)


def test_the_number_stays_large():
    # Fitting must not shrink the number to nothing: still over a quarter of the card's height.
    assert number_font(CARD_W, CARD_H, 60).pixelSize() >= CARD_H * 0.28
    assert number_font(CARD_W, CARD_H, 60).pixelSize() >= number_font(CARD_W, CARD_H, 9).pixelSize() * 0.8
