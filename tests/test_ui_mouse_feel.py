"""The table under a mouse and a clickpad: wobbling clicks, the felt beside the table, Esc and
dialogs mid-drag, the banner's buttons (mouse playtest; pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from rackoapp.engine import Rules, SeatInfo
from ui_helpers import (  # noqa: F401 - english_afterwards is autouse
    english_afterwards, discard_center, draw_center, make_window, slot_center, start_human_first, vpos)

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))
RULES = Rules(seats=2, target=75)


@pytest.fixture
def win(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    start_human_first(qtbot, w, SEATS, RULES)
    yield w
    w.ctl.shutdown()


def messages(win):
    said = []
    win.scene.message.connect(said.append)
    return said


@pytest.mark.parametrize("where", ["draw", "discard"])
@pytest.mark.parametrize("d", [4, 6, 9])
def test_a_click_that_wobbles_a_few_pixels_is_still_a_click(qtbot, win, where, d):
    """A clickpad's press moves the pointer a few pixels; Qt's (and KPat's) drag distance is
    QApplication.startDragDistance() (10). A wobbling click on a pile takes its card as a click does,
    with no refusal said (at 4 pixels it was a drag: "a card taken from the discard pile must go
    into your rack")."""
    scene, view = win.scene, win.view
    said = messages(win)
    w = view.viewport()
    p = vpos(view, draw_center(scene) if where == "draw" else discard_center(scene))
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=p)
    qtbot.mouseMove(w, pos=p + QPoint(d, 0))
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=p + QPoint(d, 0))
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    if where == "discard":
        assert scene.input.selected_discard, said
    else:
        assert win.ctl.phase == "place"
    assert not [s for s in said if s], said


def test_a_banner_button_pressed_then_slid_off_does_not_fire(qtbot, win):
    """A push button acts when let go over it: pressed, then slid off and let go, nothing happens
    (as every Qt button and the menus do). The banner's buttons (Next round, I am Player 2, Play
    again) acted on the press: no second thought, and a hot seat's cover lifted while still held."""
    from PySide6.QtCore import QPointF

    from rackoapp.ui.table.items import GRACE_S

    scene, view = win.scene, win.view
    answered = []
    scene.show_banner("Round 1", ["Ada goes Rack-O"], [("Next round", lambda: answered.append(1))],
                      again=lambda: None)
    qtbot.wait(int(GRACE_S * 1000) + 50)
    rect = scene.banner.buttons[0].face_rect()
    w = view.viewport()
    a, b = vpos(view, rect.center()), vpos(view, rect.center() + QPointF(0, 200))
    button = scene.banner.buttons[0]
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=a)
    on_press = list(answered)
    assert button.pressed  # it shows pushed in while held over it
    qtbot.mouseMove(w, pos=b)
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=b)
    assert on_press == [] and answered == [], (on_press, answered)
    assert not button.pressed
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=a)
    assert answered == []
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=a)  # let go over it: it acts, once
    assert answered == [1]


def test_a_dragged_card_follows_the_pointer_over_all_the_felt_the_window_shows(qtbot, win):
    """In a window wider than the table (a maximized or full-screen window, the side panel hidden),
    the view shows felt beside the table; a card dragged there stopped at the table's invisible
    edge, well away from the pointer, though the pointer never left the felt."""
    scene, view = win.scene, win.view
    win.resize(1900, 800)
    qtbot.waitUntil(lambda: view.viewport().width() > 1.6 * view.viewport().height(), timeout=3000)
    w = view.viewport()
    visible = view.mapToScene(w.rect()).boundingRect()
    assert visible.left() < scene.sceneRect().left() - 50  # felt beside the table
    a = vpos(view, discard_center(scene))
    b = QPoint(15, vpos(view, slot_center(scene, 1)).y())
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(w, pos=a + (b - a) * i / 8)
    card = scene.input.drag.card
    pointer = view.mapToScene(b)
    rect = card.mapRectToScene(card.card_rect())
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=b)
    assert rect.adjusted(-2, -2, 2, 2).contains(pointer), (rect, pointer)


def test_esc_while_dragging_the_drawn_card_cancels_the_drag(qtbot, win):
    """Esc mid-drag cancels the drag (as it does for the discard pile's card, and in KPat and every
    drag-and-drop): the drawn card flies back to the hand and the release plays nothing. It said
    "the card stays in your hand", the card still under the pointer, and the release put it into
    the slot below."""
    scene, view = win.scene, win.view
    w = view.viewport()
    a, b = vpos(view, draw_center(scene)), vpos(view, slot_center(scene, 4))
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(w, pos=a + (b - a) * i / 8)
    assert scene.input.drag is not None and scene.input.drag.started
    turns = win.ctl.turns_played
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=b)
    assert win.ctl.turns_played == turns and win.ctl.phase == "place"


def test_a_drag_whose_release_a_dialog_took_does_not_hang_over_a_slot(qtbot, win):
    """Ctrl+N (or F1, Ctrl+O, Ctrl+T) mid-drag: the dialog takes the release. Closed again, the
    card still floated over the slot with the drop target lit, as if placed, until the mouse moved;
    a digit then played it there. The drag ends (the card goes back) once the window is left."""
    from PySide6.QtWidgets import QDialog

    scene, view = win.scene, win.view
    w = view.viewport()
    a, b = vpos(view, discard_center(scene)), vpos(view, slot_center(scene, 4))
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(w, pos=a + (b - a) * i / 8)
    assert scene.input.drag is not None and scene.input.drag.started
    dlg = QDialog(win)
    dlg.setModal(True)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.mouseRelease(dlg, Qt.MouseButton.LeftButton)  # the release goes to the dialog
    dlg.close()
    qtbot.wait(50)
    assert scene.input.drag is None and not scene.target_mark.isVisible()


def test_a_press_on_the_discard_pile_let_go_over_a_slot_with_no_move_between(qtbot, win):
    """Only a program sends a press and a release far apart with no move between: it said "you
    already hold a card" with none in hand. It is a click on the pile: its card is picked up."""
    scene, view = win.scene, win.view
    said = messages(win)
    w = view.viewport()
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=vpos(view, discard_center(scene)))
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=vpos(view, slot_center(scene, 4)))
    assert not any("already" in s for s in said), said
    assert scene.input.selected_discard and win.ctl.phase == "take"
