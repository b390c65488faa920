"""Issue 14: a table that never misleads (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from rackoapp.engine import Rules, SeatInfo

from ui_helpers import (
    click_scene, discard_center, make_window, press_move_release, simple_factory, slot_center,
    start_human_first, wait_human,
)

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))
RULES = Rules(seats=2, target=75)
HOT = (SeatInfo("Player 1", "human"), SeatInfo("Player 2", "human"), SeatInfo("Ada", "computer", "hard"))


@pytest.fixture
def win(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    start_human_first(qtbot, w, SEATS, RULES)
    yield w
    w.ctl.shutdown()


def rnd(win):
    return win.ctl.match_copy().round


def status_line(win) -> str:
    """What the status bar shows: a passing message, else the prompt."""
    return win.status.currentMessage() or win.prompt_label.text()


# -- 1. the hot seat leaks nothing ------------------------------------------------------

def test_hot_seat_hand_over_shows_no_card_of_the_last_player(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, speed="instant")
    start_human_first(qtbot, win, HOT, Rules(seats=3, target=75), first=0)
    # The first cover, nobody in front yet: it was described as "No match on the table" (playtest).
    qtbot.waitUntil(lambda: "Player 1's turn" in win.view.accessibleDescription(), timeout=3000)
    assert "slot" not in win.view.accessibleDescription()
    if win.scene.hot_seat.handing_to == 0:
        win.scene.banner.buttons[0].callback()  # "I am Player 1"
    assert win.scene.hot_seat.handing_to is None
    card = rnd(win).draw_pile[-1]
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert str(card) in win.prompt_label.text()
    qtbot.keyClick(win.view, Qt.Key.Key_5)
    qtbot.waitUntil(lambda: win.scene.hot_seat.handing_to == 1, timeout=5000)
    assert str(card) not in status_line(win)
    assert win.status.currentMessage() == "" and win.prompt_label.text() == ""
    assert not any(m.isVisible() for m in win.scene.suggest_marks.marks)
    assert all(str(card) not in win.log.item(i).text().split("gave up")[0]
               for i in range(win.log.count()) if "Player 1" in win.log.item(i).text())
    # Nor what a screen reader hears: the table's description named Player 1's whole rack under
    # the cover (fuzz test).
    qtbot.wait(20)
    described = win.view.accessibleDescription()
    assert "Your rack" not in described and "slot" not in described, described
    assert "Player 2's turn" in described
    # The arrows under the cover neither draw the cursor on the covered rack nor read its cards
    # out (review: "slot 1 (5): 16" was Player 1's card); they say to pass the mouse.
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert not win.scene.focus_mark.isVisible()
    assert win.access.last_announcement == "Hand over to Player 2 first: Player 2 presses Enter or clicks “I am Player 2”"
    # Pressing a key under the cover says to pass the mouse; taking over clears it and prompts.
    for key in (Qt.Key.Key_D, Qt.Key.Key_X):  # X too: it said "you hold no drawn card" (playtest)
        win.status.clearMessage()
        qtbot.keyClick(win.view, key)
        assert win.status.currentMessage().startswith("Hand over to Player 2 first")
    win.scene.banner.buttons[0].callback()
    assert win.status.currentMessage() == ""
    assert win.prompt_label.text().startswith("Your turn")
    qtbot.waitUntil(lambda: "Your rack" in win.view.accessibleDescription(), timeout=3000)
    win.ctl.shutdown()


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_hot_seat_next_round_deals_every_rack_face_down(qtbot, tmp_path, speed):
    # The new deal went face up onto the rack of the human who took the mouse last, in front of
    # the other human, until the first turn's cover came up (playtest, every new round).
    win = make_window(qtbot, tmp_path)  # the first round at once: only the next deal is watched
    start_human_first(qtbot, win, HOT, Rules(seats=3), first=0)
    while win.ctl.round_in_play:  # each human takes the mouse, then draws into slot 1
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "round_over"), timeout=10000)
        if win.ctl.state == "human":
            if win.scene.hot_seat.handing_to is not None:
                win.scene.banner.buttons[0].callback()  # "I am Player N"
            win.ctl.play("draw", 1)
    assert all(c.face_up for row in win.scene.rack_cards for c in row)  # the round's end shows all
    win.set_speed(speed)
    win.next_round()
    assert win.ctl.round_in_play
    dealt = win.ctl.match_copy().round.racks[1]

    def shown():
        return [(seat, c.value) for seat, row in enumerate(win.scene.rack_cards)
                for c in row if c.face_up and not c.public_mark]

    looks = 0
    # Through the deal's flights until a human's cover is up (a computer's first turn shows
    # nothing either).
    while win.scene.hot_seat.handing_to is None and looks < 60:
        assert not shown(), (looks, dealt)
        qtbot.wait(25)
        looks += 1
    assert looks >= 1 and not shown()
    win.ctl.shutdown()


# -- 2. the status line is a function of the state ----------------------------------------

def test_the_prompt_goes_when_the_turn_goes(qtbot, win):
    assert win.prompt_label.text().startswith("Your turn")
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert win.prompt_label.text().startswith("You drew")
    qtbot.keyClick(win.view, Qt.Key.Key_3)
    assert not win.prompt_label.text().startswith("You drew")
    wait_human(qtbot, win)
    assert win.prompt_label.text().startswith("Your turn")


def test_a_menu_does_not_wipe_the_prompt(qtbot, win):
    win.status.showMessage("")  # what hovering a menu does
    assert status_line(win).startswith("Your turn")


# -- 6. the hint's highlight ----------------------------------------------------------------

def test_the_hint_goes_once_a_card_is_taken(qtbot, win):
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    assert win.scene.suggest_marks.marks[0].isVisible()
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert not any(m.isVisible() for m in win.scene.suggest_marks.marks)


def test_what_was_said_about_a_move_goes_when_a_card_moves(qtbot, win):
    """The playtest: "Now click the slot for the 3" and "you hold no drawn card" stayed
    up for six seconds, through the opponent's turn and while a card was held."""
    qtbot.keyClick(win.view, Qt.Key.Key_X)  # nothing drawn yet: refused
    assert "no drawn card" in win.status.currentMessage()
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert win.status.currentMessage() == ""
    assert status_line(win).startswith(f"You drew {rnd(win).hand}")
    qtbot.keyClick(win.view, Qt.Key.Key_X)
    wait_human(qtbot, win)  # the opponent has moved
    win.scene.input.click("discard")
    # Mouse or keys, said on the prompt while the card is lifted (the refusal before it goes).
    assert "into a slot (click a slot, press 1-9 or 0, or use the arrows and Enter)" in status_line(win)
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # put back: what was said about it goes too
    assert win.status.currentMessage() == "" and not win.scene.input.selected_discard
    assert "picked up" not in status_line(win)
    win.scene.input.click("discard")
    qtbot.keyClick(win.view, Qt.Key.Key_1)
    assert [t for t in rnd(win).history if t.seat == 0][-1].slot == 1
    assert "into a slot" not in win.status.currentMessage()


def test_a_discard_card_picked_up_against_the_hint_is_what_the_prompt_speaks_of(qtbot, win):
    """H said "take the top card of the draw pile"; P then lifted the discard pile's card, and the
    hint's words stood over what to do with it (playtest)."""
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    assert win.prompt_label.text().startswith("Hint: ")
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert win.prompt_label.text().startswith(f"You picked up the {rnd(win).discard_pile[-1]}")
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # put back: the hint stands again
    assert win.prompt_label.text().startswith("Hint: ")


def test_the_hint_s_words_go_once_a_card_is_taken(qtbot, win):
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    assert win.prompt_label.text().startswith("Hint: ")
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert not win.prompt_label.text().startswith("Hint: ")
    assert not win.status.currentMessage().startswith("Hint: ")


def test_the_hint_s_words_stand_with_its_marks_and_follow_a_change_of_language(qtbot, win):
    """The hint's words went after six seconds, at once with a change of language, and for good
    when a menu's status tips passed over them, while its marks stayed on the table (playtests):
    they stand on the prompt's line as long as the marks, in the language of the moment, and go
    with them."""
    from PySide6.QtGui import QStatusTipEvent
    from PySide6.QtWidgets import QApplication

    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    said = win.prompt_label.text()
    assert said.startswith("Hint: ") and win.scene.suggest_marks.shown
    # A menu's entries hovered, then left: Qt shows their status tips and clears the line.
    QApplication.sendEvent(win, QStatusTipEvent("Start a new match"))
    QApplication.sendEvent(win, QStatusTipEvent(""))
    assert win.prompt_label.text() == said and win.prompt_label.isVisible()
    try:
        with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
            win.set_language("nl")
        assert win.prompt_label.text().startswith("Tip: ") and win.scene.suggest_marks.shown
    finally:
        win.set_language("en")
    qtbot.waitUntil(lambda: win.prompt_label.text().startswith("Hint: "), timeout=5000)
    assert win.prompt_label.text() == said
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert not win.scene.suggest_marks.shown and not win.prompt_label.text().startswith("Hint: ")


# -- 9. P while holding a drawn card ----------------------------------------------------------

def test_p_while_holding_a_drawn_card_does_not_discard_it(qtbot, win):
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert rnd(win).phase == "place" and not rnd(win).history
    assert "already hold a card" in win.status.currentMessage()
    qtbot.keyClick(win.view, Qt.Key.Key_X)
    assert rnd(win).history[0].slot is None


def test_esc_with_a_drawn_card_in_hand_keeps_the_cursor_that_places_it(qtbot, win):
    """The card cannot go back, yet Esc took the slot cursor away, and the keyboard player had to
    find it again with an arrow (keyboard playtest)."""
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    slot = win.scene.input.focus_slot
    assert win.scene.focus_mark.isVisible() and slot is not None
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert win.status.currentMessage().startswith("The card stays in your hand")
    assert win.scene.focus_mark.isVisible() and win.scene.input.focus_slot == slot
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert rnd(win).history[0].slot == slot


def test_the_prompt_names_the_discard_card_picked_up_until_it_is_played_or_put_back(qtbot, win):
    """P lifts the discard pile's card (no take yet); once the passing line went, the prompt said
    "take the top card" again with the card standing lifted (keyboard playtest)."""
    top = rnd(win).discard_pile[-1]
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    # Said once, on the prompt: a passing line said it too, and a screen reader read it twice.
    assert win.status.currentMessage() == "" and win.prompt_label.isVisible()
    assert win.prompt_label.text().startswith(f"You picked up the {top}: put it into a slot")
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert win.prompt_label.text().startswith("Your turn: take the top card")
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    qtbot.keyClick(win.view, Qt.Key.Key_3)
    assert rnd(win).history[0].take == "discard" and not win.prompt_label.text().startswith(f"The {top}")


# -- 10. a press on a slot that drags off follows the drag -------------------------------------

def test_press_on_a_slot_and_drag_away_does_not_place(qtbot, win):
    scene = win.scene
    scene.input.click("discard")
    assert scene.input.selected_discard
    press_move_release(qtbot, win.view, slot_center(scene, 1), discard_center(scene))
    assert not rnd(win).history
    assert rnd(win).phase == "take"


@pytest.mark.parametrize("take", ["discard", "draw"])
def test_a_rack_card_dragged_to_another_slot_moves_nothing_and_says_why(qtbot, win, take):
    """Dragging slot 1's card to slot 3, as if to rearrange the rack, put the card in hand into
    slot 3 and gave up the 13 there (mouse playtest): the rack's cards never move."""
    scene = win.scene
    if take == "discard":
        scene.input.click("discard")  # picked up, no take yet
    else:
        assert win.ctl.take("draw")
    before = list(rnd(win).racks[0])
    press_move_release(qtbot, win.view, slot_center(scene, 1), slot_center(scene, 3))
    assert not rnd(win).history and rnd(win).racks[0] == before
    assert win.status.currentMessage().startswith("The cards in your rack never move")
    click_scene(qtbot, win.view, slot_center(scene, 3))  # a click there still plays
    assert rnd(win).history[0].slot == 3


def test_a_click_that_slips_over_a_slots_edge_plays_the_slot_pressed(qtbot, win):
    """A press on slot 4 let go two pixels over its edge is a click on slot 4, not a rack card
    dragged (review)."""
    from PySide6.QtCore import QPoint, QPointF

    from ui_helpers import vpos

    assert win.ctl.take("draw")
    scene, w = win.scene, win.view.viewport()
    edge = scene.slot_rect(scene.viewer, 4)
    press = vpos(win.view, QPointF(edge.right(), edge.center().y())) - QPoint(1, 0)
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(w, pos=press + QPoint(2, 0))
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=press + QPoint(2, 0))
    assert rnd(win).history and rnd(win).history[0].slot == 4


# -- 12. the New Game dialog's run rule -------------------------------------------------------

def test_the_run_rule_is_shown_off_when_it_does_not_apply(qtbot, tmp_path):
    from rackoapp.ui.dialogs.new_game import NewGameDialog
    from rackoapp.ui.settings import make_settings

    dialog = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dialog)
    dialog.two_player_run.setChecked(True)
    dialog.seat_count.setValue(4)
    assert not dialog.two_player_run.isEnabled() and not dialog.two_player_run.isChecked()
    dialog.seat_count.setValue(2)
    assert dialog.two_player_run.isEnabled() and dialog.two_player_run.isChecked()
    assert dialog.rules().two_player_run
    dialog.two_player_run.setChecked(False)
    dialog.seat_count.setValue(3)
    dialog.seat_count.setValue(2)
    assert not dialog.two_player_run.isChecked() and not dialog.rules().two_player_run


# -- 3. "You" reads right; 4. one name per slot --------------------------------------------------

def test_the_default_human_is_addressed_in_the_second_person(qtbot, win):
    from rackoapp.controller import texts
    from rackoapp.engine import PublicTurn
    from rackoapp.ui.table import words

    ctl = win.ctl
    assert ctl.addressed(0) and not ctl.addressed(1)
    assert texts.round_won(ctl.name(0), 1, ctl.addressed(0)) == "Rack-O! You win round 1"
    assert texts.round_dealt(2, ctl.name(0), ctl.addressed(0)) == "Round 2, dealt by you"
    assert texts.round_won(ctl.name(1), 1, ctl.addressed(1)) == "Rack-O! Ada wins round 1"

    class Result:
        rackout = 0
        scores = (75, 10)
        racks = (tuple(range(1, 60, 6)), tuple(range(60, 0, -6)))

    _, lines, _ = words.round_over(ctl, Result())
    assert lines[0] == "You go Rack-O and win round 1"
    title, lines, _ = words.match_over(ctl, 0, None)
    assert title == "You win the match!" and lines[-1].startswith("Totals: You (")
    assert texts.describe_turn("Ada", PublicTurn(1, "discard", 23, 7, 40, False, None)) == \
        "Ada took 23 from the discard pile into slot 7 (35) and gave up 40"


def test_the_default_names_in_dutch(qtbot, win):
    from rackoapp.controller import texts

    win.set_language("nl")
    try:
        assert win.ctl.name(0) == "Jij"
        assert texts.display_name("Player 2", True) == "Speler 2"
        assert texts.display_name("Ada", False) == "Ada"
        assert "You" not in texts.round_dealt(1, win.ctl.name(0), win.ctl.addressed(0))
        # Switched mid-match, the plates, the score sheet and the title say it too (the playtest
        # saw "Player 1" on the table beside "Speler 1" in the log).
        assert win.scene.racks[0].name == "Jij"
        assert "Jij" in str(win.scorekeeper.model.headerData(0, Qt.Orientation.Horizontal))
        assert "Jij" in win.windowTitle()
    finally:
        win.set_language("en")
    assert win.scene.racks[0].name == "You" and "You" in win.windowTitle()


def test_the_match_s_winner_in_the_status_line_reads_right(qtbot, tmp_path):
    from rackoapp.ui.table.words import match_won

    # Dutch said "Ada & Cleo heeft de partij gewonnen" for a team, singular (playtest).
    win = make_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"),
             SeatInfo("Bram", "computer", "easy"), SeatInfo("Cleo", "computer", "easy"))
    win.start(Rules(seats=4, partners=True), seats, 1)
    team = win.ctl.teams.index((1, 3))
    assert match_won(win.ctl, team) == "Ada & Cleo won the match"
    assert match_won(win.ctl, 1 - team) == "You & Bram won the match"
    win.set_language("nl")
    try:
        assert match_won(win.ctl, team) == "Ada & Cleo hebben de partij gewonnen"
        assert match_won(win.ctl, 1 - team) == "Jij & Bram hebben de partij gewonnen"
    finally:
        win.set_language("en")
    win.start(Rules(seats=2), seats[:2], 1)
    assert (match_won(win.ctl, 0), match_won(win.ctl, 1)) == ("You won the match", "Ada won the match")
    win.set_language("nl")
    try:
        assert (match_won(win.ctl, 0), match_won(win.ctl, 1)) == (
            "Jij hebt de partij gewonnen", "Ada heeft de partij gewonnen")
    finally:
        win.set_language("en")
    win.ctl.shutdown()


def test_a_message_from_before_the_first_show_is_not_drawn_over_the_prompt(qtbot, tmp_path):
    # Seen at start: "Round 1, dealt by you" and "Your turn: take ..." painted on top of each other.
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    win = MainWindow(make_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(win)
    win.set_speed("instant")
    win.prompt_label.setText("Your turn: take a card")
    win.show_message("round 1, dealt by you")  # before the window is shown
    win.show()
    qtbot.waitExposed(win)
    assert win.status.currentMessage() == "Round 1, dealt by you"
    assert not win.prompt_label.isVisible()
    win.status.clearMessage()
    assert win.prompt_label.isVisible()
    win.show_message("saved")
    assert not win.prompt_label.isVisible()


def test_menu_entries_that_would_do_nothing_are_greyed(qtbot, tmp_path):
    """The playtest: Game > Next round was offered mid-round and after the match, and did
    nothing; Suggest a move was offered after the match ended."""
    import random

    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    w = make_window(qtbot, tmp_path)
    start_human_first(qtbot, w, SEATS, RULES)
    assert not w.next_round_action.isEnabled() and w.suggest_action.isEnabled()
    match = Match(RULES, SEATS, random.Random(4))
    play_by_value(match)  # until someone reaches 75
    w.resume(match)
    assert w.ctl.over
    # Greyed after the match too: it did nothing but repeat the status line (playtest).
    assert not w.next_round_action.isEnabled()
    assert "match is over" in w.prompt_label.text()
    assert not w.suggest_action.isEnabled()
    w.ctl.shutdown()


def test_the_status_line_says_what_is_left_at_a_round_s_and_a_match_s_end(qtbot, tmp_path):
    """At a round's end the line was blank once its six seconds of news had passed, and at once
    on a match resumed there (playtest): it says what comes next, as the banner's button does."""
    import random

    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    w = make_window(qtbot, tmp_path)
    match = Match(Rules(seats=2, target=500), SEATS, random.Random(4))
    play_by_value(match, rounds=1)
    w.resume(match)
    assert w.ctl.state == "round_over"
    assert w.prompt_label.text() == "Welcome back. Round 1 is over: Next round (N) deals round 2"
    w.next_round()
    qtbot.waitUntil(lambda: w.ctl.round_number == 2, timeout=5000)
    assert "is over" not in w.prompt_label.text() and "Welcome" not in w.prompt_label.text()
    finished = Match(Rules(seats=2, target=500), SEATS, random.Random(4))
    play_by_value(finished)
    w.resume(finished)
    assert w.ctl.over
    assert w.prompt_label.text() == "The match is over: Game > New game (Ctrl+N), or the banner's Play again"
    w.ctl.shutdown()


def test_a_prompt_too_long_for_the_window_shows_that_it_is_cut(qtbot, tmp_path):
    """At 800x600 the Dutch prompt lost its end ("X legt af") with nothing to show it (playtest):
    where there is no room, its keys-first form shows instead (cut at its end, a narrow window's
    line lost the keys, keyboard playtest at 1.75x), and where even that has no room it ends in
    an ellipsis; the whole line is in its tooltip and for screen readers."""
    w = make_window(qtbot, tmp_path)
    start_human_first(qtbot, w, SEATS, RULES)
    w.resize(800, 600)
    w.show()
    w.ctl.take("draw")
    whole = w.prompt_label.text()
    card = w.ctl.observation(0).hand
    assert whole.startswith(f"You drew {card}: drag it") and whole.endswith("X throws it away)")

    def shown_at(width):
        w.resize(width, 600)
        qtbot.waitUntil(lambda: w.width() == max(width, w.minimumSizeHint().width()), timeout=3000)
        assert w.prompt_label.accessibleName() == whole
        return super(type(w.prompt_label), w.prompt_label).text()

    assert shown_at(520) == f"You drew {card}: drag it to a slot or press 1-9 or 0; X throws it away"
    assert whole in w.prompt_label.toolTip()
    assert shown_at(1800) == whole and not w.prompt_label.toolTip()
    w.ctl.shutdown()


def test_a_shorter_form_too_long_too_is_cut_with_an_ellipsis(qtbot):
    from rackoapp.ui.panels.elided_label import ElidedLabel

    label = ElidedLabel()
    qtbot.addWidget(label)
    label.show()
    whole, shorter = "You drew 13: drag it to a slot, or onto the discard pile", "You drew 13: keys 1-9"
    label.setText(whole, shorter)
    shown = {}
    for room in (2000, label.fontMetrics().horizontalAdvance(shorter) + 4, 60):
        label.resize(room, 20)
        shown[room] = QLabel.text(label)
        assert label.text() == whole == label.accessibleName()
    assert list(shown.values())[:2] == [whole, shorter]
    assert shown[60].endswith("\u2026") and shown[60].startswith("You")


def test_the_deal_s_words_give_way_to_your_turn_when_you_move_first(qtbot, tmp_path):
    """"Round 1, dealt by Ada" stood six seconds over "Your turn: ..." when the player moved
    first (playtest): on the player's turn the prompt shows; the log keeps the deal."""
    w = make_window(qtbot, tmp_path)
    start_human_first(qtbot, w, SEATS, RULES)
    wait_human(qtbot, w)
    assert w.status.currentMessage() == ""
    assert w.prompt_label.text().startswith("Your turn")
    assert any(w.log.item(i).text().startswith("Round 1, dealt by") for i in range(w.log.count()))
    w.ctl.shutdown()


def test_the_line_says_who_plays_through_the_computers_turns(qtbot, win):
    """The status line stood blank through the computers' turns (playtest): it names the player."""
    seen = []
    win.ctl.turn_started.connect(lambda seat: seen.append((seat, win.prompt_label.text())))
    assert win.ctl.play("draw", 1)
    wait_human(qtbot, win)
    assert (1, "Ada is playing") in seen
    assert win.prompt_label.text().startswith("Your turn")


def test_the_line_names_the_next_player_as_soon_as_you_have_moved(qtbot, win):
    """Right after the player's move the line stood blank while the card flew and the computer's
    turn had not begun (playtest): it names who plays next at once."""
    assert win.ctl.play("draw", 1)
    assert win.ctl.to_move == 1 and win.prompt_label.text() == "Ada is playing"
    wait_human(qtbot, win)


def test_r_in_a_hot_seat_says_why_there_is_no_review(qtbot, tmp_path):
    """In a hot seat R did nothing and said nothing (Dutch playtest)."""
    w = make_window(qtbot, tmp_path)
    w.finish_setup()  # the coach, which says it, as once the window has painted
    start_human_first(qtbot, w, HOT, Rules(seats=3))
    qtbot.keyClick(w.view, Qt.Key.Key_R)  # under the cover too: it tells no card
    said = w.status.currentMessage()
    assert "one person's play against the computer" in said
    assert "hints (H)" in said  # "it stays out of the game" read as if H gave no hints either (playtest)
    w.ctl.shutdown()


def test_a_resumed_prompt_keeps_its_keys_in_a_narrow_window(qtbot, tmp_path):
    """Resumed holding a drawn card: "Welcome back. You drew 27: drag it ..." had no keys-first
    form, and a narrow line lost the keys (review)."""
    import random

    from rackoapp.engine import TAKE_DRAW, Match

    w = make_window(qtbot, tmp_path)
    match = next(m for m in (Match(RULES, SEATS, random.Random(seed)) for seed in range(100))
                 if m.start_round().to_move == 0)
    match.apply_action(TAKE_DRAW)
    w.resume(match, welcome=True)
    qtbot.waitUntil(lambda: w.prompt_label.text().startswith("Welcome back. You drew"), timeout=5000)
    w.resize(520, 600)
    qtbot.waitUntil(lambda: w.width() == max(520, w.minimumSizeHint().width()), timeout=3000)
    shown = super(type(w.prompt_label), w.prompt_label).text()
    assert shown.startswith("Welcome back. You drew") and shown.endswith("X throws it away"), shown
    # Narrower still (Dutch at 2x), the welcome goes before the keys do (newcomer review).
    keys = w.prompt_text().keys_first
    assert keys.startswith("Welcome back. ")
    w.prompt_label.resize(w.prompt_label.fontMetrics().horizontalAdvance(keys.removeprefix("Welcome back. ")) + 4,
                          w.prompt_label.height())
    shown = super(type(w.prompt_label), w.prompt_label).text()
    assert shown == keys.removeprefix("Welcome back. ") and shown.endswith("X throws it away"), shown
    assert w.prompt_label.text() == w.prompt_text()  # whole in its tooltip and to a screen reader
    w.ctl.shutdown()


def test_wait_until_the_card_lands_never_stands_into_a_turn_with_nothing_flying(qtbot, tmp_path):
    """After fast clicks, "Wait until the card lands" once stood six seconds into the player's
    turn, its cards long landed, over the turn's prompt (keyboard playtest). Said while a computer
    plays, it stands; once the turn is the player's and no card flies, it goes, however it came."""
    from rackoapp.controller import texts

    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    landing = texts.capitalized(win.ctl.refusal_text(texts.CARD_LANDING))
    win.ctl.play("draw", 1)
    qtbot.waitUntil(lambda: win.ctl.state == "computer", timeout=5000)
    win.show_message(texts.refusal_text(texts.CARD_LANDING))
    qtbot.wait(150)
    assert win.ctl.state != "computer" or win.status.currentMessage() == landing  # a computer plays: it stands
    wait_human(qtbot, win)
    win.show_message(texts.refusal_text(texts.CARD_LANDING))  # as a stray refusal said it
    assert win.status.currentMessage() == landing
    qtbot.waitUntil(lambda: win.status.currentMessage() == "", timeout=1000)  # not its six seconds
    assert win.prompt_label.isVisible()
    win.ctl.shutdown()


def test_a_computer_s_turn_keeps_the_line_and_the_light_until_the_next_turn_starts(qtbot, tmp_path):
    """At the end of every computer turn the line went blank and the player's rack lit up while
    the computer's card still flew (feel review): the line names the computer, and its rack
    stays lit, until the next turn starts."""
    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    from PySide6.QtCore import QTimer

    said, lit, turns = [], [], []
    win.ctl.turn_started.connect(turns.append)
    watch = QTimer(win)  # what the player sees between events: the line as Ada's turn goes on
    watch.timeout.connect(lambda: turns == [1] and said.append(win.prompt_label.text()))
    watch.start(5)

    def computer_moved(seat, *_):
        if seat == 1:
            lit.append([rack.current for rack in win.scene.racks])

    win.ctl.card_placed.connect(computer_moved)
    win.ctl.card_discarded.connect(computer_moved)
    assert win.ctl.play("draw", 1)
    wait_human(qtbot, win)
    assert turns == [1, 0] and lit == [[False, True]]
    watch.stop()
    assert len(said) > 10 and set(said) == {"Ada is playing"}, said  # from Ada's turn's start until the player's
    assert win.prompt_label.text().startswith("Your turn")
    win.ctl.shutdown()


def test_a_key_pressed_as_the_winning_card_lands_does_not_tell_the_round_s_end(qtbot, tmp_path):
    """A key pressed just after the move that ended the round was refused with "The round is
    over: Next round (N) ...", before the racks turned and the banner came (feel review); until
    the round's end is shown, the card is landing."""
    import random

    from rackoapp.controller import texts
    from rackoapp.engine import Match

    rules = Rules(seats=2, two_player_run=False)
    match = next(m for m in (Match(rules, SEATS, random.Random(seed)) for seed in range(100))
                 if m.start_round().to_move == 0)
    rnd_ = match.round
    cards = sorted(rnd_.racks[0])
    # Rising but for slot 10, whose card is on the discard pile: taking it back goes Rack-O.
    rnd_.racks[0][:] = cards[:9] + [rnd_.discard_pile[-1]]
    rnd_.discard_pile[-1] = cards[9]
    assert rnd_.racks[0][9] < cards[8]
    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    win.resume(match)
    wait_human(qtbot, win)
    assert win.ctl.play("discard", 10)
    assert win.ctl.round_in_play is False and win.ctl.state == "computer"
    assert win.ctl.refusal() == texts.CARD_LANDING
    assert win.prompt_label.text() == ""  # nobody else plays: the player's own card lands
    # Enter, as D: no cursor on the finished rack (screen-reader review), but the same answer.
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert not win.scene.focus_mark.isVisible()
    assert win.status.currentMessage() == texts.capitalized(win.ctl.refusal_text(texts.CARD_LANDING))
    qtbot.waitUntil(lambda: win.ctl.state == "round_over", timeout=5000)
    assert win.ctl.refusal() == texts.ROUND_OVER
    win.ctl.shutdown()


def test_the_discard_pile_counts_a_card_once_it_has_landed(qtbot, tmp_path):
    """"Discard pile · 2" showed while the card given up still flew there (feel review): the
    count takes it as it lands."""
    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    pile = win.scene.discard_pile
    counts = []

    def given_up(seat, *_):
        counts.append((pile.count, len(win.ctl.observation(0).discard_pile), win.scene.animating))

    win.ctl.card_placed.connect(given_up)
    win.ctl.card_discarded.connect(given_up)
    assert win.ctl.play("draw", None)  # the player's own discard, then Ada's turn
    wait_human(qtbot, win)
    assert len(counts) == 2
    for shown, after, flying in counts:
        assert flying and shown == after - 1  # in the air: not counted yet
    qtbot.waitUntil(lambda: not win.scene.animating, timeout=5000)
    assert pile.count == len(win.ctl.observation(0).discard_pile)
    win.ctl.shutdown()


def test_with_two_computers_in_a_row_every_channel_names_the_one_shown(qtbot, tmp_path):
    """Between Ada's move and Bram's turn the line said "Ada is playing" while a key was told
    "wait: it is Bram's turn" and the screen reader's summary said "Bram's turn" (diff review):
    they name the turn the table shows."""
    from rackoapp.controller import texts

    three = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"), SeatInfo("Bram", "computer", "hard"))
    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    start_human_first(qtbot, win, three, Rules(seats=3))
    seen = []

    def ada_moved(seat, *_):
        if seat == 1:
            ctl = win.ctl
            seen.append((ctl.to_move, win.prompt_label.text(), ctl.refusal_text(ctl.refusal()),
                         win.access.summary().rsplit(". ", 1)[-1], [rack.current for rack in win.scene.racks]))

    win.ctl.card_placed.connect(ada_moved)
    win.ctl.card_discarded.connect(ada_moved)
    assert win.ctl.play("draw", None)
    wait_human(qtbot, win)
    assert seen == [(2, "Ada is playing", texts.refusal_text(texts.NOT_YOUR_TURN, "Ada"), "Ada's turn.",
                     [False, True, False])]
    win.ctl.shutdown()
