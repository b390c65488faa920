"""The table's layout for 2, 3 and 4 seats: who sits where, at what scale, and nothing overlapping."""

from __future__ import annotations

import pytest

from rackoapp.engine import Rules, SeatInfo
from ui_helpers import make_window, simple_factory


def _seats(n):
    return [SeatInfo("You", "human")] + [SeatInfo(name, "simple") for name in ("Ada", "Bram", "Cleo")][:n - 1]


def _rack_rect(rack):
    """The cards and the tray of a rack, on the table (its name plate above excluded)."""
    return rack.mapRectToScene(rack.tray_rect().united(rack.slots[0].boundingRect()))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_racks_lie_inside_the_table_apart(qtbot, tmp_path, n):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.start(Rules(seats=n), _seats(n), 3)
    scene = win.scene
    table = scene.sceneRect()
    rects = [_rack_rect(rack) for rack in scene.racks]
    for k, r in enumerate(rects):
        assert table.contains(r), (k, r)
        for other in rects[k + 1:]:
            assert not r.intersects(other)
    piles = [pile.mapRectToScene(pile.card_rect()) for pile in (scene.draw_pile, scene.discard_pile)]
    for rack in scene.racks:
        assert not any(_rack_rect(rack).intersects(pile) for pile in piles)


def test_four_seats_sit_left_across_right_readably(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.start(Rules(seats=4), _seats(4), 3)
    scene = win.scene
    mid = scene.sceneRect().center().x()
    you, left, across, right = (scene.racks[(scene.bottom + k) % 4] for k in range(4))
    assert _rack_rect(left).right() < mid < _rack_rect(right).left()
    assert _rack_rect(across).bottom() < _rack_rect(left).top()
    assert _rack_rect(across).center().x() == pytest.approx(mid)
    assert _rack_rect(you).top() > _rack_rect(left).bottom()
    # Readable: more than the 0.38 of the old single top row.
    assert min(left.scale(), across.scale(), right.scale()) > 0.42
    # The round's banner keeps off every opponent's cards.
    banner = scene.banner.mapRectToScene(scene.banner.panel_rect())
    for rack in (left, across, right):
        assert not banner.intersects(_rack_rect(rack))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (2560, 1440)])
def test_the_whole_table_shows_in_any_window(qtbot, tmp_path, size):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.start(Rules(seats=4), _seats(4), 3)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.width() == size[0] or win.width() >= win.minimumSizeHint().width())
    view = win.view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    for rack in win.scene.racks:
        assert seen.adjusted(-1, -1, 1, 1).contains(rack.mapRectToScene(rack.boundingRect()))
