"""Accessibility: names and descriptions for screen readers, announcements of moves and turns,
a whole round by keyboard alone, the colour-blind-safe cards and high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication

from rackoapp.engine import RACK_SIZE, Rules, SeatInfo
from rackoapp.engine.record import save_record
from rackoapp.ui import settings as settings_mod
from rackoapp.ui import theme
from rackoapp.ui.panels.score_model import series_color
from rackoapp.ui.plain import as_plain
from rackoapp.ui.table.cards import value_color
from ui_helpers import banner_answers, english_afterwards, heard_since, make_window, play_out_round, simple_factory, start_human_first, wait_human  # noqa: F401 - english_afterwards: autouse

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))


def test_accessible_names_and_the_table_described(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    assert win.view.accessibleName() == "Card table"
    assert win.log.accessibleName() == "Moves"
    assert win.scorekeeper.accessibleName() == "Scores"
    for action in (win.access.colourblind_action, win.access.contrast_action, win.coach.review_action):
        assert action.text()
    description = win.view.accessibleDescription()
    obs = win.ctl.observation(0)
    # Slots named as the log and the keys name them: "slot 5" sent a blind player to key 5 (playtest).
    assert description.startswith("Your rack: slot 1 (5): %d, slot 2 (10): %d" % obs.rack[:2])
    assert "slot 10 (50): %d." % obs.rack[9] in description
    assert "Discard pile: %d" % obs.discard_pile[-1] in description and "Your turn" in description
    # The draw pile comes down to its last card every time it runs low: "1 cards" (review).
    from rackoapp.ui.access import _piles

    assert _piles(obs._replace(draw_count=1))[-1] == "Draw pile: 1 card"
    assert _piles(obs._replace(draw_count=2))[-1] == "Draw pile: 2 cards"


def test_the_table_says_your_turn_only_once_the_player_may_act(qtbot, tmp_path):
    """Its description said "Your turn" through the deal, while D said "wait until the card
    lands" (code reading); it says so once the turn is the player's to play."""
    win = make_window(qtbot, tmp_path, speed="slow", factory=simple_factory)
    for seed in range(50):
        win.start(Rules(seats=2), SEATS, seed)
        if win.ctl.to_move == 0:
            break
    assert win.ctl.to_move == 0 and win.ctl.state != "human"  # the cards are being dealt
    assert "Your turn" not in win.access.summary()
    wait_human(qtbot, win)
    assert win.access.summary().endswith("Your turn.")
    win.ctl.shutdown()


def test_each_new_game_combo_box_says_whose_it_is(qtbot, tmp_path):
    """On Linux a screen reader names a combo box by its choice: every row's "Played by" and
    "Level" read alike, "Human", "Medium" (keyboard review). Its description says whose it is."""
    from PySide6.QtGui import QAccessible

    from rackoapp.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(settings_mod.make_settings(str(tmp_path / "new.ini")))
    qtbot.addWidget(dialog)
    said = []
    for s in range(4):
        for box, words in ((dialog.kind_combos[s], "played by"), (dialog.level_combos[s], "Level of")):
            face = QAccessible.queryAccessibleInterface(box)
            text = " ".join(face.text(t) for t in (QAccessible.Text.Name, QAccessible.Text.Description))
            assert f"player {s + 1}" in text.lower() and words in text, text
            said.append(text)
    assert len(set(said)) == len(said)


def test_alt_and_a_letter_shows_where_the_keys_went(qtbot, tmp_path):
    """Alt+B in New Game ticked the bonus box and moved the keys there, with no focus ring:
    Space then ticked it back unseen (keyboard playtest). Qt marks a window as keyboard-driven
    on Tab only."""
    from rackoapp.ui.dialogs.new_game import NewGameDialog

    win = make_window(qtbot, tmp_path)
    dialog = NewGameDialog(win.settings, win)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    box = dialog.bonus_runs
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    unfocused = box.grab().toImage()
    was = box.isChecked()
    qtbot.keyClick(dialog, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: box.isChecked() != was)  # a mnemonic's click is animated
    assert QApplication.focusWidget() is box
    assert dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
    qtbot.keyClick(box, Qt.Key.Key_Space)  # back as it was: only the focus ring differs now
    qtbot.waitUntil(lambda: box.isChecked() == was)
    assert box.grab().toImage() != unfocused
    # Alt held through a click is the mouse's, not a mnemonic (review).
    other = NewGameDialog(win.settings, win)
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other)
    qtbot.mouseClick(other.bonus_runs, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is other.bonus_runs
    assert not other.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)


def test_moves_and_turns_are_announced(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    heard = []
    win.ctl.moved.connect(lambda line: heard.append(("move", win.access.last_announcement, line)))
    win.ctl.turn_started.connect(lambda seat: heard.append(("turn", win.access.last_announcement, seat)))
    said = []
    announce = win.access.announce
    win.access.announce = lambda text: (said.append(text), announce(text))
    win.ctl.play("draw", 1)
    qtbot.waitUntil(lambda: any(kind == "turn" and seat == 1 for kind, _, seat in heard), timeout=5000)
    move = next(h for h in heard if h[0] == "move")
    assert move[1] == move[2]  # the log's line is what is announced
    turn = next(h for h in heard if h[0] == "turn")
    assert turn[1] == "Ada's turn"
    # Once: the status line's "Ada is playing" is not read out on top (review).
    assert "Ada's turn" in said and "Ada is playing" not in said
    qtbot.waitUntil(lambda: move[2] in win.access.heard and "Ada's turn" in win.access.heard, timeout=5000)
    assert "Ada is playing" not in win.access.heard


def test_an_announcement_reaches_qt_once_the_table_is_on_screen(qtbot, tmp_path, monkeypatch):
    """Before the window is shown nothing could hear it (and QAccessible's types would cost the
    first paint): the words are kept for the description; once shown, Qt hears them."""
    import PySide6.QtGui

    sent = []

    class Heard:
        Event = PySide6.QtGui.QAccessible.Event

        @staticmethod
        def updateAccessibility(event):  # noqa: N802 - Qt's name
            sent.append(event.type())

    monkeypatch.setattr(PySide6.QtGui, "QAccessible", Heard)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.hide()
    win.access.announce("Ada's turn")
    qtbot.wait(50)  # past the turn of the event loop that says what one event announced
    assert sent == [] and win.access.last_announcement == "Ada's turn" and not win.access.heard
    win.show()
    qtbot.waitExposed(win)
    win.access.announce("Your turn")
    # The announcement alone: a description change too made Orca read the whole table's summary
    # after each move (accessibility review). Only a Qt without announcements changes it.
    qtbot.waitUntil(lambda: bool(sent), timeout=5000)
    qtbot.wait(50)
    assert sent == [PySide6.QtGui.QAccessible.Event.Announcement]
    sent.clear()
    monkeypatch.delattr(PySide6.QtGui, "QAccessibleAnnouncementEvent")
    win.access.announce("Ada's turn")
    qtbot.waitUntil(lambda: bool(sent), timeout=5000)
    assert sent == [PySide6.QtGui.QAccessible.Event.DescriptionChanged]


def test_tab_never_takes_the_keys_of_play_off_the_table(qtbot, tmp_path):
    """A Tab moved the focus into the side panel, where D, P, X and 1-0 did nothing and nothing
    showed where the keys had gone (playtest)."""
    from PySide6.QtWidgets import QApplication

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.finish_setup()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    win.view.setFocus()
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget() or win.view, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is win.view
    qtbot.keyClick(QApplication.focusWidget(), "d")
    qtbot.waitUntil(lambda: win.ctl.observation(0).hand is not None, timeout=3000)
    win.ctl.shutdown()


def test_a_whole_round_by_keyboard_alone(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view, ctl = win.view, win.ctl
    view.setFocus()
    assert view.hasFocus()
    deck = ctl.rules.deck_size
    rounds = ctl.round_number
    keys = 0
    while ctl.state != "round_over":
        # A computer's move may end the round: no human turn comes then.
        qtbot.waitUntil(lambda: ctl.state in ("human", "round_over"), timeout=10000)
        if ctl.state == "round_over":
            break
        wait_human(qtbot, win)
        qtbot.keyClick(view, "d")
        qtbot.waitUntil(lambda: ctl.observation(0).hand is not None, timeout=5000)
        card = ctl.observation(0).hand
        slot = min(RACK_SIZE, 1 + (card - 1) * RACK_SIZE // deck)
        # D shows the cursor where it stood; the arrows walk it to the slot; Enter places.
        assert win.scene.focus_mark.isVisible()
        for _ in range(RACK_SIZE):
            if win.scene.input.focus_slot == slot:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right if win.scene.input.focus_slot < slot else Qt.Key.Key_Left)
            keys += 1
        qtbot.keyClick(view, Qt.Key.Key_Return)
        keys += 2
        assert ctl.observation(0).rack[slot - 1] == card
        qtbot.waitUntil(lambda: ctl.state != "human" or ctl.to_move != 0, timeout=5000)
        assert keys < 20000
    assert ctl.round_number == rounds and ctl.results
    # The next round by keyboard: Enter presses the banner's first button.
    banner_answers(qtbot, win.scene.banner, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.round_number == rounds + 1, timeout=5000)


def _drawn_with_the_cursor_at_the_end(qtbot, tmp_path):
    """A window whose player drew (D) and pressed End; the window and its view."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view = win.view
    view.setFocus()
    qtbot.keyClick(view, "d")
    qtbot.keyClick(view, Qt.Key.Key_End)
    return win, view


def test_home_and_end_take_the_rack_cursor_to_its_ends(qtbot, tmp_path):
    """Only the arrows walked the rack: Home and End did nothing (keyboard playtest)."""
    win, view = _drawn_with_the_cursor_at_the_end(qtbot, tmp_path)
    assert win.scene.focus_mark.isVisible() and win.scene.input.focus_slot == RACK_SIZE
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert win.scene.input.focus_slot == 1
    card = win.ctl.observation(0).hand
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert win.ctl.observation(0).rack[RACK_SIZE - 1] == card
    win.ctl.shutdown()


def test_f6_reads_the_move_log_and_any_key_of_play_goes_back(qtbot, tmp_path):
    """A keyboard player could not reach the move log to read earlier moves (playtest): F6
    brings the keyboard there, the arrows walk it, and Esc, F6 or a key of play goes back."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    for _ in range(3):  # a few moves to read
        wait_human(qtbot, win)
        win.ctl.play("draw", None)
    wait_human(qtbot, win)
    view, log = win.view, win.log
    view.setFocus()
    win.read_log_action.trigger()
    assert log.hasFocus() and log.currentRow() == log.count() - 1
    qtbot.keyClick(log, Qt.Key.Key_Up)
    assert log.hasFocus() and log.currentRow() == log.count() - 2
    qtbot.keyClick(log, Qt.Key.Key_Escape)
    assert view.hasFocus() and win.ctl.observation(0).hand is None
    # Left, the log no longer looks read: its line stood highlighted (keyboard playtest).
    assert not log.selectedItems()
    win.read_log_action.trigger()
    assert log.hasFocus() and log.selectedItems() == [log.item(log.count() - 1)]
    qtbot.keyClick(log, "d")  # plays on: the card is drawn, not a line found by its letter
    assert view.hasFocus() and win.ctl.observation(0).hand is not None
    # Folded away, the side panel comes back to be read.
    win.side_action.setChecked(False)
    win.read_log_action.trigger()
    assert win.side_action.isChecked() and log.isVisible() and log.hasFocus()
    win.ctl.shutdown()


def test_h_in_the_move_log_hints_and_hands_the_keys_back_to_the_table(qtbot, tmp_path):
    """H is a key of play, but the menu's shortcut: the hint showed and the log kept the keys,
    so the arrows then walked the log, not the rack (keyboard play-test)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view, log = win.view, win.log
    view.setFocus()
    win.read_log_action.trigger()
    assert log.hasFocus()
    qtbot.keyClick(log, "h")
    qtbot.waitUntil(lambda: win.scene.suggest_marks.shown, timeout=5000)
    assert view.hasFocus()
    ctl = win.ctl
    while ctl.state != "round_over":  # and N, "next round", at the round's end
        qtbot.waitUntil(lambda: ctl.state in ("human", "round_over"), timeout=10000)
        if ctl.state == "human":
            ctl.play("draw", None)
    win.read_log_action.trigger()
    qtbot.waitUntil(lambda: not win.scene.banner.fresh(key=True), timeout=5000)  # N answers the banner then
    qtbot.keyClick(log, "n")
    qtbot.waitUntil(lambda: ctl.round_number == 2, timeout=5000)
    assert view.hasFocus()
    ctl.shutdown()


def test_a_new_match_s_cursor_starts_on_slot_1(qtbot, tmp_path):
    """After a match whose cursor stood on slot 10, Play again, D, Right, Right showed the
    cursor on slot 10, where the old match had left it (keyboard play-test)."""
    win, view = _drawn_with_the_cursor_at_the_end(qtbot, tmp_path)
    assert win.scene.input.focus_slot == RACK_SIZE
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view.setFocus()
    qtbot.keyClick(view, "d")
    assert win.scene.input.focus_slot == 1 and win.scene.focus_mark.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert win.scene.input.focus_slot == 2
    win.ctl.shutdown()


def test_tab_and_the_arrows_choose_the_banners_button(qtbot, tmp_path):
    """Enter pressed only the banner's first button, and Tab did nothing visible: the round's
    review took the mouse (keyboard playtest). Tab, Shift+Tab and the arrows ring a button, and
    Enter or Space presses the ringed one."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    ctl, view, banner = win.ctl, win.view, win.scene.banner
    win.coach  # noqa: B018 - the review's button comes with the coach
    while ctl.state != "round_over":
        qtbot.waitUntil(lambda: ctl.state in ("human", "round_over"), timeout=10000)
        if ctl.state == "human":
            ctl.play("draw", None)
    qtbot.waitUntil(lambda: banner.isVisible() and len(banner.buttons) == 2, timeout=5000)
    view.setFocus()
    assert [b.focused for b in banner.buttons] == [True, False]  # Enter's button, ringed
    # Esc closes nothing here: it names what Enter does (it said nothing, keyboard playtest).
    said = []
    win.scene.message.connect(said.append)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert said == [f"Enter: {banner.buttons[0].text}; the arrow keys choose another"]
    assert banner.isVisible() and ctl.state == "round_over"
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert [b.focused for b in banner.buttons] == [False, True] and view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # round again
    assert banner.focused is banner.buttons[0]
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert banner.focused is banner.buttons[1] and "Review" in banner.focused.text
    qtbot.waitUntil(lambda: win.access.heard[-1] == banner.focused.text, timeout=5000)  # heard, not only ringed
    # Home and End ring the first and the last button, as in a row of buttons (they did nothing,
    # unsaid), and are heard even where the ring stands already.
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert banner.focused is banner.buttons[0]
    qtbot.waitUntil(lambda: win.access.heard[-1] == banner.focused.text, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert banner.focused is banner.buttons[1]
    qtbot.waitUntil(lambda: win.access.heard[-1] == banner.focused.text, timeout=5000)  # its own batch
    win.access.heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: list(win.access.heard) == [banner.focused.text], timeout=5000)
    # Held, once: each repeat said the same button again (review).
    win.access.heard.clear()
    for key in (Qt.Key.Key_Home, Qt.Key.Key_End):
        QApplication.sendEvent(view, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True))
    qtbot.wait(50)
    assert list(win.access.heard) == [] and banner.focused is banner.buttons[1]
    # Another language shows the banner anew: the ring stays (it went back to Next round, review).
    win.set_language("nl")
    assert banner.focused is banner.buttons[1] and banner.focused.text == "Ronde nakijken"
    win.set_language("en")
    asked = []
    win.scene.review_requested.disconnect()  # not the review itself: only that it is asked for
    win.scene.review_requested.connect(lambda: asked.append(True))
    banner_answers(qtbot, banner)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert asked == [True] and ctl.state == "round_over"
    win.ctl.shutdown()


def test_colourblind_cards_and_high_contrast_kept(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    standard = value_color(1, 60).name(), value_color(60, 60).name()
    try:
        win.access.colourblind_action.setChecked(True)
        win.access.contrast_action.setChecked(True)
        assert theme.look.palette == theme.COLOURBLIND and theme.look.high_contrast
        assert (value_color(1, 60).name(), value_color(60, 60).name()) == ("#0072b2", "#cc79a7")
        assert (value_color(1, 60).name(), value_color(60, 60).name()) != standard
        assert settings_mod.get(win.settings, "view/colourblind") is True
        assert settings_mod.get(win.settings, "view/high_contrast") is True
        qtbot.waitUntil(lambda: win.palette().window().color().name() == "#000000", timeout=3000)
        win.grab()
        # The score bars keep a visible frame on black (Fusion's own outline is black there).
        win.finish_setup()
        win.start(Rules(seats=2), SEATS, 1)  # the bars come with a match
        bar = win.scorekeeper.bars[0]
        edge = bar.grab().toImage()
        right = edge.width() - 1  # the far end: no player's colour fills it before the target
        assert min(edge.pixelColor(right, y).lightness() for y in range(edge.height())) > 200
    finally:
        win.access.colourblind_action.setChecked(False)
        win.access.contrast_action.setChecked(False)
    assert theme.look.palette == theme.STANDARD and not theme.look.high_contrast
    qtbot.waitUntil(lambda: win.palette().window().color().name() != "#000000", timeout=3000)


def test_high_contrast_dialog_buttons_show_words_without_icons(qtbot, tmp_path):
    """A desktop whose dialog buttons carry icons (Close's black cross, on Linux) loses them on
    high contrast's black, where they could not be seen (playtest): the buttons keep their words."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle

    class IconsOnButtons(QProxyStyle):  # as the Linux desktops' themes answer
        def styleHint(self, hint, option=None, widget=None, data=None):  # noqa: N802 - Qt's name
            if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
                return 1
            return super().styleHint(hint, option, widget, data)

    def has_icons() -> int:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        return box.style().styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons, None, box)

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    app = QApplication.instance()
    style_name = app.style().name()
    app.setStyle(IconsOnButtons(style_name))
    try:
        assert has_icons() == 1
        win.access.contrast_action.setChecked(True)
        assert has_icons() == 0
    finally:
        win.access.contrast_action.setChecked(False)
        app.setStyle(style_name)


def test_high_contrast_menu_boxes_and_a_kept_dialogs_button(qtbot, tmp_path):
    """In high contrast a checkable menu entry that is off (Full screen, Grade my moves) showed
    nothing at all, and the rules, opened before it was switched on, kept Close's black cross on
    black (playtest): every such entry has a white box, and the kept dialog's button no icon."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QDialogButtonBox

    from rackoapp.ui.dialogs.help import show_rules

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    rules = show_rules(win)
    close = rules.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.setIcon(QIcon(win.style().standardIcon(win.style().StandardPixmap.SP_DialogCloseButton)))  # as on Linux
    rules.close()
    menu = win.view_menu
    off = win.fullscreen_action
    assert off.isCheckable() and not off.isChecked()

    def boxed_entry() -> int:
        """White pixels left of the unticked entry's words."""
        menu.popup(win.mapToGlobal(win.rect().center()))
        qtbot.waitExposed(menu)
        shot = menu.grab().toImage()
        rect = menu.actionGeometry(off)
        menu.hide()
        return sum(1 for x in range(rect.left(), rect.left() + 24) for y in range(rect.top(), rect.bottom())
                   if shot.pixelColor(x, y).lightness() > 200)

    try:
        win.access.contrast_action.setChecked(True)
        assert boxed_entry() > 20
        rules = show_rules(win)
        assert close.iconSize().width() == 0 or close.icon().isNull()
    finally:
        rules.close()
        win.access.contrast_action.setChecked(False)


def test_high_contrast_shows_an_unticked_box_and_a_spin_boxs_arrows(qtbot, tmp_path):
    """On high contrast's black an unticked box was plain text, and a spin box's arrows two
    empty boxes (keyboard playtest): both are drawn in white."""
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.access.contrast_action.setChecked(True)
    try:
        box, spin = QCheckBox("Bonus"), QSpinBox()
        for w in (box, spin):
            qtbot.addWidget(w)
            w.show()
        qtbot.waitUntil(lambda: box.isVisible() and spin.isVisible())

        def white(image, left, width) -> int:
            return sum(1 for x in range(left, left + width) for y in range(image.height())
                       if image.pixelColor(x, y).lightness() > 200)

        shot = box.grab().toImage()
        assert white(shot, 0, 18) > 20  # the box's edge, left of its words
        # The arrows: drawn otherwise than without their rules (two empty boxes; the frame's own
        # white edge would pass a count of white pixels alone, review).
        from PySide6.QtWidgets import QApplication

        from rackoapp.ui.access import CONTRAST_FRAMES

        shot = spin.grab().toImage()
        app = QApplication.instance()
        rules = CONTRAST_FRAMES.split("} ")
        app.setStyleSheet("} ".join(r for r in rules if "arrow" not in r))
        bare = spin.grab().toImage()
        app.setStyleSheet(CONTRAST_FRAMES)
        arrows = [(x, y) for x in range(shot.width() - 16, shot.width()) for y in range(shot.height())]
        assert sum(shot.pixelColor(x, y) != bare.pixelColor(x, y) for x, y in arrows) > 10
    finally:
        win.access.contrast_action.setChecked(False)


def test_high_contrast_combo_boxes_keep_their_words_off_the_arrow(qtbot, tmp_path):
    """A bordered combo box drew "Computer" against its arrow in the New Game dialog (playtest):
    there its words end before the arrow's part, and the arrow is drawn."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from rackoapp.ui import settings as settings_module
    from rackoapp.ui.dialogs.new_game import NewGameDialog

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.access.contrast_action.setChecked(True)
    try:
        dialog = NewGameDialog(settings_module.make_settings(str(tmp_path / "new.ini")))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        box = dialog.kind_combos[1]
        assert box.currentText() == "Computer"
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        arrow = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxArrow, box)
        shot = box.grab().toImage()
        lit = [x for x in range(2, arrow.left()) for y in range(3, shot.height() - 3)
               if shot.pixelColor(x, y).lightness() > 200]
        assert lit and max(lit) <= arrow.left() - 3, (max(lit), arrow)  # the words' last stroke
        assert sum(shot.pixelColor(x, y).lightness() > 200 for x in range(arrow.left() + 2, arrow.right() - 1)
                   for y in range(3, shot.height() - 3)) > 10  # the white arrow
    finally:
        win.access.contrast_action.setChecked(False)


def test_high_contrast_tells_the_default_button_from_the_focused_one(qtbot, tmp_path):
    """Fusion framed the default button in yellow, as the focus is: which one Enter and which one
    Space would press was hard to tell (playtest). The default button's frame is white, the
    focused button's yellow."""
    from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton

    def frame(button) -> tuple[int, int, int]:
        shot = button.grab().toImage()
        c = shot.pixelColor(shot.width() // 2, 1)  # the top edge, between the corners
        return c.red(), c.green(), c.blue()

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.access.contrast_action.setChecked(True)
    try:
        dialog = QDialog()
        qtbot.addWidget(dialog)
        row = QHBoxLayout(dialog)
        start, other = QPushButton("Start game"), QPushButton("Restore defaults")
        row.addWidget(start)
        row.addWidget(other)
        start.setDefault(True)
        other.setAutoDefault(False)  # as Restore defaults: focused, it leaves Start game the default
        dialog.show()
        qtbot.waitExposed(dialog)
        other.setFocus()
        qtbot.waitUntil(other.hasFocus)
        assert start.isDefault()
        assert frame(start) == (255, 255, 255)  # default, not focused: white
        assert frame(other) == (255, 255, 0)    # focused: yellow
        start.setFocus()
        qtbot.waitUntil(start.hasFocus)
        assert frame(start) == (255, 255, 0)
    finally:
        win.access.contrast_action.setChecked(False)


def test_a_ticked_box_shows_its_tick_in_high_contrast(qtbot, tmp_path):
    """A ticked box was a plain yellow square in high contrast, read as neither on nor off
    (playtest): a black tick is drawn on the yellow."""
    from PySide6.QtWidgets import QApplication, QCheckBox

    from rackoapp.ui.access import CONTRAST_FRAMES, contrast_style

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    try:
        win.access.contrast_action.setChecked(True)
        app = QApplication.instance()
        assert app.styleSheet() == contrast_style() != CONTRAST_FRAMES
        box = QCheckBox("Rack-O needs a run of three")
        qtbot.addWidget(box)
        box.setChecked(True)
        box.show()
        qtbot.waitExposed(box)

        def dark_on_yellow(image) -> int:
            pixels = [image.pixelColor(x, y) for x in range(min(24, image.width())) for y in range(image.height())]
            return sum(1 for c in pixels if c.lightness() < 60) if any(
                c.red() > 200 and c.green() > 200 and c.blue() < 80 for c in pixels) else -1

        ticked = dark_on_yellow(box.grab().toImage())
        app.setStyleSheet(CONTRAST_FRAMES)
        plain = dark_on_yellow(box.grab().toImage())
        app.setStyleSheet(contrast_style())
        assert ticked > plain + 5, (ticked, plain)
        # Installed under a folder with an accent, an apostrophe or a bracket, the unquoted url
        # made the whole sheet unparsable and drew no tick (review).
        import shutil

        import rackoapp.ui.resources as resources

        odd = tmp_path / "Jos\u00e9's (x) \"copy\"" / "icons"
        odd.mkdir(parents=True)
        shutil.copy(resources.resource_path("icons/tick.svg"), odd)
        real = resources.resource_path
        try:
            resources.resource_path = lambda name: odd.parent / name
            app.setStyleSheet(contrast_style())
            moved = dark_on_yellow(box.grab().toImage())
        finally:
            resources.resource_path = real
            app.setStyleSheet(contrast_style())
        assert moved == ticked, (moved, ticked)
    finally:
        win.access.contrast_action.setChecked(False)


def test_the_tables_words_follow_the_system_font(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    app = QApplication.instance()
    font = app.font()
    try:
        bigger = app.font()
        bigger.setPointSizeF(12)
        app.setFont(bigger)
        qtbot.waitUntil(lambda: theme.look.text_scale == 1.2, timeout=3000)
        win.grab()
    finally:
        app.setFont(font)
    qtbot.waitUntil(lambda: theme.look.text_scale == theme.text_scale_for(font.pointSizeF()), timeout=3000)
    assert theme.text_scale_for(30) == 4 / 3 and theme.text_scale_for(8) == 1.0
    # macOS's usual 13 pt is the others' 10 pt: every Mac drew the large-font table (portability review).
    assert theme.text_scale_for(13, usual=13.0) == 1.0 and theme.text_scale_for(15.6, usual=13.0) == pytest.approx(1.2)
    assert theme.usual_points("darwin") == 13.0 and theme.usual_points("win32") == theme.usual_points("linux") == 10.0


def test_the_drawn_card_a_hint_and_a_refusal_are_heard(qtbot, tmp_path):
    """Only finished moves and whose turn it was were announced: not the card just drawn with D,
    nor the hint, nor why a key did nothing (playtest). What the status bar says is heard."""
    from PySide6.QtCore import Qt

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    card = win.ctl.match_copy().round.draw_pile[-1]
    heard = win.access.heard
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    # The card drawn, then where the cursor D showed stands (keyboard playtest).
    qtbot.waitUntil(lambda: len(heard) > 1 and heard[-2].startswith(f"You drew {card}")
                    and heard[-1].startswith("the cursor is on slot 1 (5): "), timeout=5000)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    qtbot.waitUntil(lambda: heard[-1].startswith("Hint"), timeout=3000)
    assert heard[-1] == win.prompt_label.text()  # the hint stands on the prompt's line
    qtbot.keyClick(win.view, Qt.Key.Key_D)  # holding a card already: refused, and said why
    qtbot.waitUntil(lambda: heard[-1] == win.status.currentMessage() != "", timeout=5000)
    win.ctl.shutdown()


def test_the_arrows_cursor_is_heard_with_the_card_under_it(qtbot, tmp_path):
    """The arrows walk the rack with a visible cursor; a screen reader heard nothing of it
    (playtest): each step says the slot, as the keys name it, and the card there."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    rack = win.ctl.observation(0).rack
    heard = win.access.heard

    def said(text):
        qtbot.waitUntil(lambda: heard and heard[-1] == text, timeout=5000)

    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    said("slot 1 (5): %d" % rack[0])
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    said("slot 3 (15): %d" % rack[2])
    qtbot.keyClick(win.view, Qt.Key.Key_Left)
    said("slot 2 (10): %d" % rack[1])
    # At the rack's end the key is still heard, the slot said again (batching review).
    qtbot.keyClick(win.view, Qt.Key.Key_Home)
    said("slot 1 (5): %d" % rack[0])
    count = len(heard)
    qtbot.keyClick(win.view, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: len(heard) > count, timeout=5000)
    assert heard[-1] == "slot 1 (5): %d" % rack[0]
    win.ctl.shutdown()


def test_no_rack_cursor_under_the_round_s_banner(qtbot, tmp_path):
    """The keys' slot cursor stood on the rack under the round-over banner, when the player's
    own move ended the round (playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    # No rebuild: the round ends with the draw pile, here at the player's own move.
    start_human_first(qtbot, win, SEATS, Rules(seats=2, max_rebuilds=0))
    while win.ctl.state != "round_over":  # played by keys: D (the cursor shows), then a slot's key
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "round_over"), timeout=10000)
        if win.ctl.state == "human":
            qtbot.keyClick(win.view, Qt.Key.Key_D)
            assert win.scene.focus_mark.isVisible()
            qtbot.keyClick(win.view, Qt.Key.Key_2)
    assert win.ctl.match_copy().round.history[-1].seat == 0  # the player's move ended it
    assert win.scene.banner.isVisible() and not win.scene.focus_mark.isVisible()
    win.ctl.shutdown()


def test_no_rack_cursor_once_the_match_is_over_nor_in_a_record(qtbot, tmp_path):
    """After the match's end a Right drew a cursor on slot 10 that followed into the record
    opened next, where the arrows step the record, not the rack (playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2, target=1))
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.scene.focus_mark.isVisible()  # in play the arrows walk the rack
    record = win.ctl.record()
    while win.ctl.state != "idle":  # a round to 1 point: its end is the match's
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "idle"), timeout=10000)
        if win.ctl.state == "human":
            win.ctl.play("draw", 1)
    assert not win.scene.focus_mark.isVisible()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Return):
        qtbot.keyClick(win.view, key)
        assert not win.scene.focus_mark.isVisible(), key
    win.ctl.view(record)
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert not win.scene.focus_mark.isVisible()
    win.ctl.shutdown()


def _own_record_open(qtbot, tmp_path, target: int = 500):
    """A shown window with the record of its own match open in the viewer, and its bar: just
    dealt, or with a ``target`` of 1 point finished (the human draws into slot 1 each turn)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2, target=target))
    while target == 1 and win.ctl.state != "idle":
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "idle"), timeout=10000)
        if win.ctl.state == "human":
            win.ctl.play("draw", 1)
    win.show()
    path = tmp_path / "match.json"
    save_record(win.ctl.record(), path)
    assert win.load_record_file(str(path))
    qtbot.waitUntil(win.replay_bar.isVisible)
    return win, win.replay_bar


def test_a_narrow_record_bar_keeps_close_play_on_and_where_in_view(qtbot, tmp_path):
    """At 1.5x in Dutch, "Close record" and where the record stands went behind the bar's
    overflow button: in a narrow bar the turn steps show their arrows alone."""
    win, bar = _own_record_open(qtbot, tmp_path)
    assert bar.steps["first"].text() == "\u25c0\u25c0 First"  # room enough: words
    # The status line says how to get about and out (it stood blank, dialogs review).
    assert win.prompt_text().startswith("Viewing a record: the arrow keys step through it")
    assert win.prompt_text().keys_first == "Record: arrows step, Esc goes back"
    # Its key in its tip, as the Round and Close buttons have (dialogs review).
    assert [bar.steps[name].toolTip() for name in ("first", "back", "forward", "last")] \
        == ["First (Home)", "Back (Left)", "Forward (Right)", "Last (End)"]
    win.resize(620, 600)
    qtbot.waitUntil(lambda: bar.steps["first"].text() == "\u25c0\u25c0")
    assert bar.steps["first"].toolTip() == "First (Home)"
    assert bar.widgetForAction(bar.steps["first"]).accessibleName() == "First"  # not the glyphs
    assert bar.label.text() == "Round 1  \u2022  1/1" and as_plain(bar.label.toolTip()).endswith("step 1 of 1")
    qtbot.waitUntil(lambda: all(bar.widgetForAction(bar.steps[name]).isVisible() for name in ("play", "close")))
    assert bar.sizeHint().width() <= bar.width()
    win.resize(1200, 700)
    qtbot.waitUntil(lambda: bar.steps["first"].text() == "\u25c0\u25c0 First")
    win.ctl.shutdown()


def test_a_bar_too_narrow_for_the_arrows_and_3_of_60_shortens_play_on_and_close(qtbot, tmp_path):
    """In Dutch at 2x even "1/55" went behind the bar's overflow button, past "Vanaf hier verder
    spelen" and "Spelverslag sluiten" in full (playtest)."""
    win, bar = _own_record_open(qtbot, tmp_path)
    shown = {name: bar.widgetForAction(bar.steps[name]) for name in ("play", "close")}
    width = sum(bar.widgetForAction(bar.steps[name]).sizeHint().width() for name in bar.steps)
    while bar.steps["close"].text() != "Close":  # narrower till the arrows and "1/1" do not fit
        width -= 10
        assert width > 300
        win.resize(width, 600)
        qtbot.wait(10)
    assert bar.steps["play"].text() == "Play on" and bar.steps["first"].text() == "\u25c0\u25c0"
    qtbot.waitUntil(bar.label.isVisible)
    assert bar.label.text() == "1/1"
    assert all(button.isVisible() for button in shown.values())
    assert shown["close"].accessibleName() == "Close record"  # read out in full
    assert shown["play"].accessibleName() == "Play on from here"
    win.resize(1200, 700)
    qtbot.waitUntil(lambda: bar.steps["close"].text() == "Close record")
    assert bar.steps["play"].text() == "Play on from here"
    win.ctl.shutdown()


@pytest.mark.parametrize("language", ["en", "nl"])
def test_the_record_bar_keeps_its_words_from_step_to_step_and_who_won_in_view(qtbot, tmp_path, language):
    """At 1.5x the last step's "... • Ada won the match" went behind the bar's overflow button; in
    Dutch at 2x "Sluiten" showed at the first step and "Spelverslag sluiten" from the next, and
    where the record stood was "1/22" alone with room to spare (playtest). At every width the
    buttons say the same at every step, and where the record stands is in view, with its round
    where that fits."""
    win, bar = _own_record_open(qtbot, tmp_path, target=1)
    win.set_language(language)
    won = "Ada won the match" if language == "en" else "Ada heeft de partij gewonnen"
    rounds_shown = 0
    for width in (1280, 1000, 900, 800, 700, 600, 520, 480, 440):
        win.resize(width, 600)
        qtbot.wait(30)
        said = []
        for step in (None, "first", "forward", "last"):  # None: as the resize left it
            if step:
                bar.steps[step].trigger()
            qtbot.waitUntil(lambda: bar.label.isVisible() and bar.label.geometry().right() <= bar.width())
            said.append([bar.steps[name].text() for name in bar.steps])
            assert all(bar.widgetForAction(bar.steps[name]).isVisible() for name in bar.steps), width
        assert said[0] == said[1] == said[2] == said[3], (width, said)
        assert bar.label.text().endswith(won) or won in as_plain(bar.label.toolTip())
        # The status line says it too, where no narrow bar cuts it (GUI review, 2x, Dutch).
        assert win.prompt_text().startswith(won + ". ") and win.prompt_text().keys_first.startswith(won + ". ")
        # Who won before the round: the last step said "79/79" alone (GUI review, 2x, Dutch).
        steps = bar.ctl.position[1]
        assert bar.label.text().endswith(won) or not bar._fits(f"{steps}/{steps}  \u2022  {won}"), width
        rounds_shown += bar.label.text().startswith(("Round 1  \u2022  ", "Ronde 1  \u2022  "))
    assert rounds_shown  # a width with room for the round and not for its words
    bar.steps["back"].trigger()
    assert won not in win.prompt_text()  # the end only
    win.ctl.shutdown()


def test_f10_opens_the_game_menu(qtbot, tmp_path):
    """A keyboard player pressed F10 for the menu bar and nothing happened (playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.show()
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_F10)
    qtbot.waitUntil(win.game_menu.isVisible, timeout=3000)
    assert win.menuBar().activeAction() is win.game_menu.menuAction()
    win.game_menu.hide()
    win.ctl.shutdown()


def test_the_rounds_banner_is_read_out_with_its_scores(qtbot, tmp_path):
    """The round's points and totals were drawn on the table only: a blind player heard
    "Rack-O! Ada wins round 1" and never the scores (playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    said = []
    announce = win.access.announce
    win.access.announce = lambda text: (said.append(text), announce(text))
    while win.ctl.state != "round_over":
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "round_over"), timeout=10000)
        if win.ctl.state == "human":
            win.ctl.play("draw", None)
    qtbot.waitUntil(win.scene.banner.isVisible, timeout=5000)
    banner = win.scene.banner
    qtbot.waitUntil(lambda: any(t.startswith(banner.title) for t in said), timeout=3000)
    # Last: a reader that speaks only the latest words still gives the scores (review).
    assert said[-1].startswith(banner.title)
    heard = said[-1]
    for line in banner.lines:
        assert line in heard
    assert "This round:" in heard and "Totals:" in heard
    win.ctl.shutdown()


def test_a_glowing_card_has_a_solid_rim_on_the_high_contrast_table(qtbot, monkeypatch):
    """The card picked up from the discard pile glowed a dim ring on black: hard to spot (playtest)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from rackoapp.ui import theme
    from rackoapp.ui.table.cards import CARD_H, CardItem
    from rackoapp.ui.table.items import SELECT

    def rim(high_contrast: bool) -> QColor:
        monkeypatch.setattr(theme.look, "high_contrast", high_contrast)
        card = CardItem(25, 60, True)
        card.set_glow(SELECT)
        image = QImage(200, 220, QImage.Format.Format_ARGB32)
        image.fill(QColor("black"))
        p = QPainter(image)
        p.translate(QPointF(40, 30))
        card.paint(p, None)
        p.end()
        return image.pixelColor(40 - 4, 30 + int(CARD_H / 2))  # just outside the card's left edge

    dim, solid = rim(False), rim(True)
    assert solid.lightness() > 0.9 * QColor(SELECT).lightness() > dim.lightness()


def test_the_others_face_up_cards_and_the_scores_are_described(qtbot, tmp_path):
    """A blind player never heard of the card face up in Ada's rack, there for every sighted
    player to see, nor of the scores (keyboard and access playtest)."""
    from ui_helpers import wait_human

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    for _ in range(40):  # Ada takes a card from the discard pile sooner or later
        if any(card is not None for card in win.ctl.observation(0).racks[1]) or win.ctl.results:
            break
        assert win.ctl.play("draw", None)
        wait_human(qtbot, win)
    rack = win.ctl.observation(0).racks[1]
    known = [(k, card) for k, card in enumerate(rack, 1) if card is not None]
    assert known, rack
    description = win.view.accessibleDescription()
    k, card = known[0]
    assert f"Face up in Ada's rack: slot {k} (" in description and f"): {card}" in description
    assert "Scores" not in description  # no round scored yet
    win.ctl.shutdown()


def test_the_scores_are_described_once_a_round_is_scored(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    while win.ctl.state != "round_over":  # the player discards every card until Ada goes Rack-O
        if win.ctl.state == "human":
            win.ctl.play("draw", None)
        qtbot.wait(5)
    you, ada = win.ctl.totals
    assert f"Scores: You: {you}, Ada: {ada}." in win.view.accessibleDescription()
    win.ctl.shutdown()


def _viewing(qtbot, tmp_path):
    """A window with a match in play and, over it, a record of two rounds at its step 60."""
    from test_ui_persistence import record_of_two_rounds

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    path = tmp_path / "r.json"
    save_record(record_of_two_rounds(), str(path))
    assert win.load_record_file(str(path))
    win.ctl.seek(60)
    return win


@pytest.mark.parametrize("key", ["Home", "End", "PageUp", "PageDown", "Escape"])
def test_reading_a_record_s_moves_keeps_its_keys_on_the_log(qtbot, tmp_path, key):
    """F6 in the viewer: Home, End and the pages are the log's reading keys and Esc goes back to
    the table; the record bar's shortcuts took them first, jumping the record and closing it
    (review)."""
    win = _viewing(qtbot, tmp_path)
    win.view.setFocus()
    win.read_log_action.trigger()
    assert win.log.hasFocus()
    qtbot.keyClick(win.log, getattr(Qt.Key, "Key_" + key))
    assert win.ctl.viewing and win.ctl.position[0] == 60
    if key == "Escape":
        assert win.view.hasFocus()
        qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # on the table, Esc closes the record
        assert not win.ctl.viewing
    else:
        assert win.log.hasFocus() and win.log.currentRow() >= 0
    win.ctl.shutdown()


def test_the_record_bar_is_no_choice_of_the_menu_bar_s_own_menu(qtbot, tmp_path):
    """Qt offered the bar as "Record" on a right-click of the menu bar: ticked in play it took the
    rack cursor's keys (and Esc reloaded the autosave), unticked while viewing it left no way out
    (review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    assert win.createPopupMenu() is None
    win.ctl.shutdown()


def test_a_record_s_steps_are_heard_and_a_turned_rack_described(qtbot, tmp_path):
    """Stepping a record was silent, the description said "Your turn" where nobody plays, and a
    rack turned face up at a round's end was never described (review)."""
    win = _viewing(qtbot, tmp_path)
    said = []
    announce = win.access.announce
    win.access.announce = lambda text: (said.append(text), announce(text))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert said and said[-1].startswith(win.replay_bar.where) and win.replay_bar.where.startswith("Round 1")
    assert said[-1] != win.replay_bar.where  # the move shown, too
    description = win.view.accessibleDescription()
    assert "Your turn" not in description and "Ada's turn" not in description
    win.ctl.seek(next(i for i in range(61, 200) if win.ctl.seek(i) and win.ctl.revealed_racks() is not None))
    racks = win.ctl.revealed_racks()
    ada = ", ".join(f"slot {k} ({5 * k}): {card}" for k, card in enumerate(racks[1], 1))
    assert f"Ada's rack: {ada}" in win.view.accessibleDescription()
    win.ctl.shutdown()


def test_the_record_s_line_names_home_end_and_ctrl_enter_where_it_plays_on(qtbot, tmp_path):
    """Home, End and Ctrl+Enter were named in the buttons' tooltips only, which a screen reader
    never reaches (record viewer review): the line names them, Ctrl+Enter where it plays on."""
    win = _viewing(qtbot, tmp_path)  # an unfinished match, at step 60: no playing on from here
    assert not win.replay_bar.steps["play"].isEnabled()
    line = win.prompt_text()
    assert "Home and End to its start and end" in line and "Ctrl+Enter" not in line
    mark = win.access.heard_total
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_End)
    assert win.ctl.viewed_last and win.replay_bar.steps["play"].isEnabled()
    line = win.prompt_text()
    assert "Home and End to its start and end, Ctrl+Enter plays on from here" in line
    qtbot.waitUntil(lambda: any("Ctrl+Enter plays on from here" in heard
                                for heard in heard_since(win.access, mark)), timeout=3000)
    win.ctl.shutdown()


@pytest.mark.parametrize("turns, take, said", [
    (2, "draw", "You drew {card}; it is still in hand"),  # the seat shown: its card is known
    (3, "draw", "Ada drew a card; it is still in hand"),  # another seat's draw stays hidden
    (3, "discard", "Ada took {card} from the discard pile; it is still in hand")])
def test_a_record_that_stops_with_a_card_taken_says_that_card(qtbot, tmp_path, turns, take, said):
    """Its last step said the turn before's move again, as if it were this one (record viewer
    review)."""
    import random

    from rackoapp.engine import DISCARD, TAKE_DISCARD, TAKE_DRAW, Match

    match = Match(Rules(target=500), SEATS, random.Random(4))
    match.start_round()
    for i in range(turns):
        match.apply_turn(TAKE_DRAW, DISCARD if i == 1 else 10 - i)
    match.apply_action(TAKE_DRAW if take == "draw" else TAKE_DISCARD)
    card = match.round.hand
    path = tmp_path / "r.json"
    save_record(match.to_record(), str(path))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    assert win.load_record_file(str(path))
    said_now = []
    announce = win.access.announce
    win.access.announce = lambda text: (said_now.append(text), announce(text))
    win.ctl.seek(0)
    win.ctl.seek(win.ctl.position[1] - 1)
    assert said_now[-1] == f"{win.replay_bar.where}. {said.format(card=card)}"
    assert "a card taken" in win.replay_bar.where
    win.ctl.shutdown()


def test_the_record_bar_s_buttons_are_read_without_their_arrows(qtbot, tmp_path):
    from PySide6.QtGui import QAccessible

    win = _viewing(qtbot, tmp_path)
    win.resize(1600, 800)
    qtbot.wait(20)
    names = {name: QAccessible.queryAccessibleInterface(win.replay_bar.widgetForAction(act)).text(
        QAccessible.Text.Name) for name, act in win.replay_actions.items() if name not in ("play", "close")}
    assert names == {"first": "First", "round_back": "Previous round", "back": "Back", "forward": "Forward",
                     "round_forward": "Next round", "last": "Last"}
    assert win.replay_actions["first"].text() == "\u25c0\u25c0 First"  # the words show, in a wide bar
    win.ctl.shutdown()


def test_a_hint_asked_with_the_discard_card_lifted_is_said(qtbot, tmp_path):
    """P lifted the discard pile's card, then H: the hint lit a pile and its words never showed,
    the prompt keeping the lifted card's (playtest). They pass over it on the status line."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert win.scene.input.selected_discard
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    qtbot.waitUntil(lambda: win.status.currentMessage().startswith("Hint"), timeout=3000)
    assert "picked up" in win.prompt_label.text()  # the lifted card's words stand
    win.ctl.shutdown()


def test_what_is_worth_saying_of_one_event_s_announcements():
    from rackoapp.ui.access import MOVE, NEWS, PROMPT, worth_saying

    # A slot clicked with the discard pile's card: the prompts it passed through are stale.
    batch = [(PROMPT, "Your turn: take the top card"), (PROMPT, "Put the 39 into a slot of your rack"),
             (MOVE, "You took 39 from the discard pile into slot 5 (25) and gave up 37")]
    assert worth_saying(batch) == [batch[-1][1]]
    # The log's line and the status line saying the same; a prompt after the move stays.
    batch = [(MOVE, "Rack-O! Bob wins round 1"), (NEWS, "Rack-O! Bob wins round 1"), (PROMPT, "Round 1 is over")]
    assert worth_saying(batch) == ["Rack-O! Bob wins round 1", "Round 1 is over"]
    # Words the next ones begin with; the words heard just before.
    assert worth_saying([(NEWS, "Your turn"), (PROMPT, "Your turn: take a card")]) == ["Your turn: take a card"]
    # News that a prompt follows is not stale: a refusal, then what to do.
    assert worth_saying([(NEWS, "First take a card"), (PROMPT, "Your turn")]) == ["First take a card", "Your turn"]


def test_a_slot_chosen_for_the_discard_pile_s_card_is_heard_as_the_move_alone(qtbot, tmp_path, monkeypatch):
    """P, then a slot's key: the screen reader heard the prompt the take left, the one between and
    only then the move (keyboard review)."""
    import rackoapp.ui.access as access_mod

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    qtbot.waitExposed(win)
    heard = []
    monkeypatch.setattr(access_mod, "announce_now", lambda widget, text: heard.append(text))
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: bool(heard), timeout=2000)
    heard.clear()
    qtbot.keyClick(win.view, Qt.Key.Key_5)
    qtbot.waitUntil(lambda: any("from the discard pile" in t for t in heard), timeout=2000)
    first = next(i for i, t in enumerate(heard) if "from the discard pile" in t)
    assert first == 0, heard  # nothing stale before the move
    assert len(heard) == len(set(heard)), heard  # nothing twice
    win.ctl.shutdown()


def test_h_and_r_in_a_record_say_why_they_do_nothing(qtbot, tmp_path):
    """Suggest a move and Review this round are greyed out in the viewer, and their keys did
    nothing, unsaid (playtest). So did Enter, Space and N, mid-record (keyboard playtest)."""
    win = _viewing(qtbot, tmp_path)
    win.show()
    win.view.setFocus()
    # R goes to the coach, which says why where it reviews nobody (test_ui_coach).
    qtbot.waitUntil(lambda: win.scene.reviewable, timeout=5000)
    for key in (Qt.Key.Key_H, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_N):
        win.status.clearMessage()
        qtbot.keyClick(win.view, key)
        assert win.status.currentMessage().startswith("You are viewing a record"), key
    assert win.ctl.viewing and win.ctl.position[0] == 60  # nothing else changed
    win.ctl.shutdown()


def test_n_once_the_match_is_over_says_so(qtbot, tmp_path):
    """Next round is greyed out at the match's end, and N said nothing there, where D and the
    digits say the match is over (keyboard playtest)."""
    import random

    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    win = make_window(qtbot, tmp_path)
    finished = Match(Rules(seats=2, target=500), SEATS, random.Random(4))
    play_by_value(finished)
    win.resume(finished)
    assert win.ctl.over
    win.view.setFocus()
    win.status.clearMessage()
    qtbot.keyClick(win.view, Qt.Key.Key_N)
    assert win.status.currentMessage().startswith("The match is over"), win.status.currentMessage()
    win.ctl.shutdown()


def test_h_and_r_with_no_match_say_to_start_one(qtbot, tmp_path):
    """The coach is there from the first paint, and R went to it with no match on the table, to
    say nothing (review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.scene.reviewable, timeout=5000)  # the coach, come after the paint
    win.view.setFocus()
    for key in (Qt.Key.Key_H, Qt.Key.Key_R):
        win.status.clearMessage()
        qtbot.keyClick(win.view, key)
        assert win.status.currentMessage() == "Start a new game first", key
    win.ctl.shutdown()


def test_n_mid_round_says_the_round_is_still_on(qtbot, tmp_path):
    """Next round's key is greyed out while a round is played, and N did nothing, unsaid
    (keyboard player)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    rack = win.ctl.observation(0).rack
    heard = _heard_after(qtbot, win, Qt.Key.Key_N)
    assert heard == ["This round is still being played: N deals the next one once it is over"]
    assert win.ctl.state == "human" and win.ctl.observation(0).rack == rack
    win.ctl.shutdown()


def _heard_after(qtbot, win, key):
    qtbot.wait(30)  # what was to be said before the key is said first
    before = win.access.heard_total
    qtbot.keyClick(win.view, key)
    qtbot.wait(30)  # the announcements of one event are said once it is handled
    return heard_since(win.access, before)


def test_a_refusal_said_again_is_heard_again(qtbot, tmp_path):
    """X with no card drawn said "You hold no drawn card to discard" once; X again within the
    status line's six seconds was silent, as QStatusBar does not signal the same words twice
    (keyboard playtest; the same for a hot seat's "pass the mouse" under its cover)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    assert "You hold no drawn card to discard" in _heard_after(qtbot, win, Qt.Key.Key_X)
    assert _heard_after(qtbot, win, Qt.Key.Key_X) == ["You hold no drawn card to discard"]
    win.ctl.shutdown()


@pytest.mark.parametrize("key, at", [("Left", "first"), ("Home", "first"), ("PageUp", "first"),
                                     ("Right", "last"), ("End", "last"), ("PageDown", "last")])
def test_a_record_step_past_its_end_is_heard(qtbot, tmp_path, key, at):
    """At a record's first step Left, Home and Page Up (its last: Right, End and Page Down) find
    their buttons greyed out and said nothing: a blind player could not tell the key was heard,
    nor that the record ends there (keyboard playtest). Held, it is said once."""
    win = _viewing(qtbot, tmp_path)
    win.show()
    win.ctl.seek(0 if at == "first" else win.ctl.position[1] - 1)
    position = win.ctl.position
    win.view.setFocus()
    said = f"This is the record's {at} step"
    assert _heard_after(qtbot, win, getattr(Qt.Key, "Key_" + key)) == [said]
    assert win.status.currentMessage() == said and win.ctl.position == position
    held = QKeyEvent(QEvent.Type.KeyPress, getattr(Qt.Key, "Key_" + key), Qt.KeyboardModifier.NoModifier,
                     "", True)
    before = win.access.heard_total
    QApplication.sendEvent(win.view, held)
    qtbot.wait(30)
    assert win.access.heard_total == before
    win.ctl.seek(1)  # a step away from either end: the keys step, and say where the record stands
    heard = _heard_after(qtbot, win, getattr(Qt.Key, "Key_" + key))
    assert win.ctl.position[0] != 1 and heard and not any("This is the record" in words for words in heard)
    win.ctl.shutdown()


def test_dutch_your_turn_is_heard_once(qtbot, tmp_path):
    """English hears "Your turn: take the top card ..." alone ("Your turn", which it begins with,
    is dropped); Dutch heard "Jij bent aan de beurt" and then "Jouw beurt: neem de bovenste
    kaart ...", two words for one turn (keyboard playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.set_language("nl")
    win.view.setFocus()
    before = win.access.heard_total
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: win.ctl.observation(0).hand is not None, timeout=3000)
    qtbot.keyClick(win.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: win.ctl.state == "human" and win.ctl.to_move == 0 and not win.scene.animating,
                    timeout=10000)
    qtbot.wait(50)
    turn = [words for words in heard_since(win.access, before) if "beurt" in words and "Ada" not in words]
    assert len(turn) == 1 and turn[0].startswith("Jouw beurt: neem"), turn
    win.ctl.shutdown()


def test_a_fault_that_recurs_is_heard_once_while_it_stands(qtbot, tmp_path):
    """A bug raising at every paint or timer tells its one line each time: said again like a key
    pressed twice, a screen reader heard "Something went wrong" ten times over (review)."""
    from rackoapp.ui.app import _install_excepthook

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    handler = _install_excepthook(win, None)  # as the app installs it
    try:
        handler.save = None
        qtbot.wait(50)
        before = win.access.heard_total
        for _ in range(5):
            try:
                raise ValueError("boom")
            except ValueError as e:
                handler(type(e), e, e.__traceback__)
            qtbot.wait(20)  # each in an event of its own
        heard = [words for words in heard_since(win.access, before) if "went wrong" in words]
        assert len(heard) == 1, heard
    finally:
        handler.uninstall()
        win.ctl.shutdown()


def test_the_score_bars_leave_high_contrast_with_the_rest(qtbot, tmp_path):
    """High contrast off left some of the side panel's score bars in its pale fills until a
    restart (playtest, on X11): each bar's colour sat in its palette, and high contrast's style
    sheet, taken away, puts back the palette each widget had while it was on. A bar's fill is
    its side's colour whatever its palette says."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.finish_setup()
    seats = SEATS + (SeatInfo("Bram", "computer", "easy"), SeatInfo("Cleo", "computer", "easy"))
    start_human_first(qtbot, win, seats, Rules(seats=4, target=150))
    play_out_round(qtbot, win)
    bars = win.scorekeeper.bars
    qtbot.waitUntil(lambda: all(b.value() > 0 for b in bars), timeout=3000)

    def fills():  # a pixel inside each bar's fill
        return [b.grab().toImage().pixelColor(3, b.height() // 2).name() for b in bars]

    plain = fills()
    try:
        win.access.contrast_action.setChecked(True)
        qtbot.waitUntil(lambda: fills() != plain, timeout=3000)
    finally:
        win.access.contrast_action.setChecked(False)
    qtbot.waitUntil(lambda: win.palette().window().color().name() != "#000000", timeout=3000)
    assert fills() == plain
    for bar in bars:  # as the style sheet leaving puts back a palette from high contrast's time
        pal = bar.palette()
        pal.setColor(QPalette.ColorRole.Highlight, QColor("#cf94ff"))
        bar.setPalette(pal)
    assert fills() == plain
    assert [b.fill().name() for b in bars] == [series_color(c, QApplication.palette()).name() for c in range(4)]
    win.ctl.shutdown()


@pytest.mark.parametrize("target, quit_at_end", [(500, False), (50, False), (50, True)],
                         ids=["round", "match", "match then quit"])
def test_a_rounds_end_is_heard_once_in_its_banners_words(qtbot, tmp_path, target, quit_at_end):
    """The winner was heard three times at a round's end (the log's line, the status line, the
    banner, review): the banner says who won, once; the status line still shows it, and the
    log's points, with what each scored for, are heard (the banner's are bare numbers). With
    --quit-at-end the window closes before its banner could be heard: the log's words are."""
    win = make_window(qtbot, tmp_path)  # the real players: Ada goes Rack-O
    win.quit_at_end = quit_at_end
    start_human_first(qtbot, win, SEATS, Rules(seats=2, target=target))
    start = win.access.heard_total
    while win.ctl.round_in_play:  # the match's end is idle, not "round_over"
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "round_over", "idle"), timeout=10000)
        if win.ctl.state == "human":
            win.ctl.play("draw", 1)
    banner = win.scene.banner
    if quit_at_end:
        qtbot.waitUntil(lambda: not win.isVisible(), timeout=3000)
        heard = heard_since(win.access, start)
        assert "Rack-O! Ada wins round 1" in heard and not any(t.startswith(banner.title + " ") for t in heard)
        return
    qtbot.waitUntil(lambda: banner.isVisible() and any(text.startswith(banner.title)
                                                       for text in heard_since(win.access, start)), timeout=3000)
    qtbot.wait(50)
    heard = heard_since(win.access, start)
    assert win.ctl.results[-1].rackout == 1
    won = [text for text in heard if "wins round 1" in text or "wins the match" in text.lower()]
    # Then what to do now, last: it came before who had won (keyboard and screen-reader review).
    assert len(won) == 1 and heard[heard.index(won[0]) + 1:] == [win.prompt_label.text()], heard
    points = [text for text in heard if text.startswith("Points of round 1: ")]
    assert len(points) == 1 and "(Rack-O: 10 cards × 5, plus 25)" in points[0], heard
    assert "Ada" in win.status.currentMessage()  # shown, not said


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_enter_in_the_move_log_goes_back_to_the_table_and_plays_nothing(qtbot, tmp_path, key):
    """D, F6, Up, Up, Enter put the drawn card into the slot under the rack's cursor, a move
    nobody meant (keyboard play-test): Enter and Space only take the keyboard back."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view, log = win.view, win.log
    view.setFocus()
    qtbot.keyClick(view, "d")
    assert win.scene.focus_mark.isVisible()
    rack = win.ctl.observation(0).rack
    win.read_log_action.trigger()
    qtbot.keyClick(log, Qt.Key.Key_Up)
    qtbot.keyClick(log, key)
    assert view.hasFocus()
    assert win.ctl.observation(0).hand is not None and win.ctl.observation(0).rack == rack  # still in hand
    qtbot.keyClick(view, key)  # now at the table, it places the card
    assert win.ctl.observation(0).hand is None or win.ctl.to_move != 0
    win.ctl.shutdown()


def test_a_hint_to_take_the_discard_pile_s_card_puts_the_cursor_p_shows_on_its_slot(qtbot, tmp_path, monkeypatch):
    """H ("take the 6 from the discard pile into slot 2"), P: the cursor stood on slot 1, and
    Enter put the 6 there (keyboard play-test). It shows on the hint's slot; moved by the player
    after the hint, it stays where they put it."""
    import rackoapp.coach as coach

    monkeypatch.setattr(coach, "hint", lambda *a, **k: coach.Hint("discard", 4))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    view, ctl, scene = win.view, win.ctl, win.scene
    view.setFocus()
    card = ctl.observation(0).discard_top
    with qtbot.waitSignal(ctl.suggestion, timeout=10000):
        qtbot.keyClick(view, "h")
    qtbot.keyClick(view, "p")
    assert scene.focus_mark.isVisible() and scene.input.focus_slot == 4
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert ctl.match_copy().round.history[0].slot == 4 and ctl.match_copy().round.racks[0][3] == card
    wait_human(qtbot, win)
    with qtbot.waitSignal(ctl.suggestion, timeout=10000):
        qtbot.keyClick(view, "h")
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the player's own steps since the hint
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the cursor hidden again: P shows it anew, on slot 1
    assert not scene.focus_mark.isVisible() and scene.suggest_marks.shown
    qtbot.keyClick(view, "p")
    assert scene.focus_mark.isVisible() and scene.input.focus_slot == 1  # not the hint's 4
    win.ctl.shutdown()


def test_esc_on_a_hot_seat_s_cover_says_whose_turn_it_is_and_the_cover_names_its_key(qtbot, tmp_path):
    """The cover spoke of the mouse only, and Esc there did nothing, unsaid (keyboard play-test)."""
    win = make_window(qtbot, tmp_path, speed="normal")
    seats = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"))
    start_human_first(qtbot, win, seats, Rules(seats=2), first=0)
    scene = win.scene
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to == 0, timeout=5000)
    assert any("press Enter" in line and "“I am Ann”" in line for line in scene.banner.lines), scene.banner.lines
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert win.status.currentMessage() == "Hand over to Ann first: Ann presses Enter or clicks “I am Ann”"
    win.ctl.shutdown()


def test_a_hot_seat_players_rack_words_are_never_said_once_the_rack_is_turned_away(qtbot, tmp_path, monkeypatch):
    """D and X in one burst (a key buffer, a slow machine): "the cursor is on slot 1 (5): 35",
    queued at D, was said after X had handed the table over, once under the next player's cover
    (hot-seat review). Said at all, such words name the rack of the seat in front right then."""
    from rackoapp.ui.table import items

    monkeypatch.setattr(items, "COVER_KEY_GRACE_S", 0.0)
    win = make_window(qtbot, tmp_path)
    ctl, scene, access = win.ctl, win.scene, win.access
    said = []
    real_say = access._say

    def say_and_note():
        before = access.heard_total
        real_say()
        said.extend((line, scene.viewer, scene.hot_seat.covered) for line in heard_since(access, before))
    monkeypatch.setattr(access, "_say", say_and_note)
    seats = (SeatInfo("Ann", "human"), SeatInfo("Eve", "computer", "easy"), SeatInfo("Ben", "human"))
    win.start(Rules(seats=3, target=10_000), seats, 1)
    racks_seen = 0
    while racks_seen < 4:
        qtbot.waitUntil(lambda: ctl.state == "human", timeout=20_000)
        qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: scene.hot_seat.handing_to is None and not scene.hot_seat.covered, timeout=3000)
        seat = ctl.to_move
        rack = ctl.observation(seat).rack
        qtbot.keyClicks(win.view.viewport(), "dx")  # no turn of the event loop between the keys
        qtbot.wait(50)
        racks_seen += 1
        for line, viewer, covered in said:
            if line.startswith("the cursor is on slot"):
                assert viewer == seat and not covered, (line, viewer, covered)
        assert not any(f": {rack[0]}" in line and viewer != seat for line, viewer, _ in said if "slot" in line)
        said.clear()
    # Typed as a person types, the words are said, to the player whose rack it is.
    qtbot.waitUntil(lambda: ctl.state == "human", timeout=20_000)
    qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to is None and not scene.hot_seat.covered, timeout=3000)
    qtbot.keyClick(win.view.viewport(), "d")
    qtbot.waitUntil(lambda: any(line.startswith("the cursor is on slot") for line, _, _ in said), timeout=3000)
    assert all(viewer == ctl.to_move and not covered for line, viewer, covered in said if "cursor" in line)
    ctl.shutdown()


def test_between_two_people_s_turns_the_summary_says_whose_turn_the_table_shows(qtbot, tmp_path, monkeypatch):
    """In a hot seat every rack lies face down through a computer's turn, and the summary said the
    piles only: not whose turn it was, nor the scores (keyboard and screen-reader review)."""
    from rackoapp.ui.table import items

    monkeypatch.setattr(items, "COVER_KEY_GRACE_S", 0.0)
    win = make_window(qtbot, tmp_path, speed="normal", factory=simple_factory)
    ctl, scene = win.ctl, win.scene
    seats = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"), SeatInfo("Ada", "computer", "easy"))
    said = []
    ctl.turn_started.connect(lambda seat: seat == 2 and said.append((scene.hot_seat.face_down, win.access.summary())))
    win.start(Rules(seats=3), seats, 1)
    while not said:
        qtbot.waitUntil(lambda: ctl.state == "human" or bool(said), timeout=20_000)
        if said:
            break
        qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Return)  # "I am ...": the cover goes
        qtbot.waitUntil(lambda: not scene.hot_seat.covered, timeout=3000)
        assert ctl.play("draw", None)
    face_down, summary = said[0]
    assert face_down and summary.endswith("Ada's turn."), summary
    ctl.shutdown()


def test_n_as_the_round_s_banner_goes_up_waits_like_its_own_keys(qtbot, tmp_path, monkeypatch):
    """N pressed again as the round's banner went up dealt the next round at once, before the
    result was seen or heard (the banner's own keys wait GRACE_S; keyboard and screen-reader
    review). It says so; a moment later it deals."""
    from rackoapp.ui.table import items

    for grace in ("GRACE_S", "COVER_KEY_GRACE_S"):  # a banner just up, however slow the machine
        monkeypatch.setattr(items, grace, 3600.0)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    play_out_round(qtbot, win)
    qtbot.waitUntil(lambda: win.ctl.state == "round_over" and win.scene.banner.isVisible(), timeout=10000)
    qtbot.keyClick(win.view, Qt.Key.Key_N)
    assert win.ctl.state == "round_over" and win.ctl.round_number == 1
    assert win.status.currentMessage().startswith("Too soon after the last key")
    for grace in ("GRACE_S", "COVER_KEY_GRACE_S"):  # the moment past
        monkeypatch.setattr(items, grace, 0.0)
    qtbot.keyClick(win.view, Qt.Key.Key_N)
    assert win.ctl.round_number == 2
    win.ctl.shutdown()


def test_f6_showing_the_hidden_side_panel_takes_away_f9_s_hidden(qtbot, tmp_path):
    """F9 then F6: the move log came into view beside "Side panel hidden: F9 shows it again",
    which stood for six seconds (visual review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_F9)
    assert win.status.currentMessage() == "Side panel hidden: F9 shows it again"
    qtbot.keyClick(win.view, Qt.Key.Key_F6)
    assert win.side_action.isChecked() and win.log.hasFocus()
    assert win.status.currentMessage() != "Side panel hidden: F9 shows it again"
    win.ctl.shutdown()


def test_f9_and_f11_say_what_they_did(qtbot, tmp_path):
    """The side panel and full screen came and went unheard (keyboard and screen-reader review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_F9)
    assert not win.side_action.isChecked()
    assert win.status.currentMessage() == "Side panel hidden: F9 shows it again"
    qtbot.keyClick(win.view, Qt.Key.Key_F9)
    assert win.status.currentMessage() == "Side panel shown: the score sheet and the moves"
    qtbot.keyClick(win.view, Qt.Key.Key_F9)
    assert win.side_button.isVisible()
    win.side_button.click()  # "Scores (F9)", the way back shown while the panel is hidden
    assert win.side_action.isChecked()
    assert win.status.currentMessage() == "Side panel shown: the score sheet and the moves"
    qtbot.keyClick(win.view, Qt.Key.Key_F11)
    assert win.fullscreen_action.isChecked() and win.status.currentMessage() == "Full screen: F11 goes back"
    qtbot.keyClick(win.view, Qt.Key.Key_F11)
    assert win.status.currentMessage() == "Full screen off"
    qtbot.wait(30)
    assert {"Side panel hidden: F9 shows it again", "Full screen off"} <= set(win.access.heard)
    win.ctl.shutdown()


def test_f7_says_the_table(qtbot, tmp_path):
    """The table's summary was only its description, which no key asked for (keyboard and
    screen-reader review): F7 (View > Say the table) says it now."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    qtbot.wait(30)
    mark = win.access.heard_total
    qtbot.keyClick(win.view, Qt.Key.Key_F7)
    qtbot.wait(30)
    said = heard_since(win.access, mark)
    assert said == [win.access.summary()] and said[0].startswith("Your rack: slot 1 (5): ")
    assert said[0].endswith("Your turn.")
    win.ctl.shutdown()


def test_the_summary_says_the_cards_the_table_shows_of_every_seat(qtbot, tmp_path, monkeypatch):
    """Worked out apart from the table, the summary left out the first seat's rack in a match of
    computers only, and under a hot seat's cover the last player's card taken from the discard
    pile, which the table shows (review of the session's diff)."""
    from rackoapp.ui.table import items

    monkeypatch.setattr(items, "COVER_KEY_GRACE_S", 0.0)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    watched = tuple(SeatInfo(name, "computer", "easy") for name in ("Ada", "Bob", "Cy"))
    win.start(Rules(seats=3), watched, 2)
    qtbot.waitUntil(lambda: win.ctl.turns_played > 0, timeout=10000)
    summary = win.access.summary()
    assert all(f"{name}'s rack: slot 1 (5): " in summary for name in ("Ada", "Bob", "Cy")), summary
    win.ctl.shutdown()

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    ctl, scene = win.ctl, win.scene
    people = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"))
    start_human_first(qtbot, win, people, Rules(seats=2))
    qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Return)  # "I am Ann"
    qtbot.waitUntil(lambda: not scene.hot_seat.covered, timeout=3000)
    taken = ctl.observation(0).discard_pile[-1]
    assert ctl.play("discard", 3)
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to == 1, timeout=5000)
    summary = win.access.summary()
    assert f"Face up in Ann's rack: slot 3 (15): {taken}" in summary and summary.endswith("Ben's turn."), summary
    ctl.shutdown()


def _hot_seat_round_by_keys(qtbot, win) -> None:
    """Each person lifts the cover with Enter and draws into slot 1, until the computer ends the
    round; the round's banner is up."""
    ctl, scene = win.ctl, win.scene
    while ctl.round_in_play:
        qtbot.waitUntil(lambda: ctl.state == "round_over" or scene.hot_seat.handing_to is not None, timeout=10000)
        if ctl.state == "round_over":
            break
        qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Return)  # "I am ...": the cover goes
        qtbot.waitUntil(lambda: not scene.hot_seat.covered, timeout=3000)
        assert ctl.play("draw", 1)
    qtbot.waitUntil(lambda: ctl.state == "round_over" and scene.banner.isVisible(), timeout=10000)


def test_at_a_hot_seat_s_round_end_the_summary_names_every_rack(qtbot, tmp_path, monkeypatch):
    """With every rack face up at the round's end, the summary called the last person's rack
    "Your rack", said to everyone at the table (hot-seat review): each rack is named."""
    from rackoapp.ui.table import items

    monkeypatch.setattr(items, "COVER_KEY_GRACE_S", 0.0)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    ctl, scene = win.ctl, win.scene
    seats = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"), SeatInfo("Ada", "computer", "easy"))
    win.start(Rules(seats=3), seats, 1)
    _hot_seat_round_by_keys(qtbot, win)
    assert scene.viewer in (0, 1)  # the last person to play still sits in front
    summary = win.access.summary()
    assert "Your rack" not in summary, summary
    assert all(f"{name}'s rack: slot 1 (5): " in summary for name in ("Ann", "Ben", "Ada")), summary
    assert "Scores: " in summary
    ctl.shutdown()


def test_the_arrows_name_a_banner_s_only_button(qtbot, tmp_path, monkeypatch):
    """At a round's banner with only "Next round" (a hot seat: no review), the arrows, Home and End
    said nothing, where they name a banner's two buttons (hot-seat review). On a hand-over's cover
    they still say whose turn it is."""
    from rackoapp.ui.table import items

    monkeypatch.setattr(items, "COVER_KEY_GRACE_S", 0.0)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    ctl, scene, view = win.ctl, win.scene, win.view.viewport()
    seats = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"), SeatInfo("Ada", "computer", "easy"))
    win.start(Rules(seats=3), seats, 1)
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to is not None, timeout=10000)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert win.status.currentMessage().startswith("Hand over to ")
    _hot_seat_round_by_keys(qtbot, win)
    assert [b.text for b in scene.banner.buttons] == ["Next round"]
    qtbot.waitUntil(lambda: win.access.heard[-1].startswith("Round 1 is over"), timeout=5000)  # the banner said
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
        mark = win.access.heard_total
        qtbot.keyClick(view, key)
        qtbot.waitUntil(lambda: heard_since(win.access, mark) == ["Next round"], timeout=5000)
    assert ctl.state == "round_over"
    ctl.shutdown()


def test_esc_at_the_start_of_a_turn_says_what_to_do(qtbot, tmp_path):
    """Esc said nothing at the start of the player's turn, where every other key is answered
    (hot-seat review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert win.status.currentMessage() == (
        "Nothing to put back: take a card from the draw pile (D) or the discard pile (P)")
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # holding the drawn card: as before
    assert win.status.currentMessage().startswith("The card stays in your hand")
    win.ctl.shutdown()


def test_full_screen_names_the_key_that_leaves_it_on_a_mac(qtbot, tmp_path, monkeypatch):
    """On macOS F11 shows the desktop: the line names the system's own key, the full-screen
    action's last (help review). Here that is the key this system adds to F11."""
    import sys

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    system_key = win.fullscreen_action.shortcuts()[-1].toString(QKeySequence.SequenceFormat.NativeText)
    monkeypatch.setattr(sys, "platform", "darwin")
    win.toggle_fullscreen()
    assert win.status.currentMessage() == f"Full screen: {system_key} goes back"
    monkeypatch.undo()
    win.toggle_fullscreen()
    win.toggle_fullscreen()
    assert win.status.currentMessage() == "Full screen: F11 goes back"
    win.toggle_fullscreen()
    win.ctl.shutdown()


@pytest.mark.parametrize("seats, said", [(("human", "hard"), "Round 1, dealt by you"),
                                         (("hard", "human"), "Round 1, dealt by Zed")])  # a computer in front: choices.FRONT_COMPUTER_NAME
def test_a_command_line_start_says_the_deal_once_the_window_shows(qtbot, tmp_path, seats, said):
    """"--seats human,hard" deals before the window shows, where nothing can hear it: the round's
    start was never said (keyboard and screen-reader review). It is, as the window shows."""
    import argparse

    from rackoapp.ui import app

    args = argparse.Namespace(seats=seats, seed=3, target=None, speed="normal", record=None)
    win = app.build_window(args, settings_mod.make_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(win)
    assert list(win.access.heard) == []
    win.show()
    qtbot.waitUntil(lambda: len(win.access.heard) >= 2, timeout=10000)
    heard = list(win.access.heard)
    assert heard[0] == said
    if seats[0] == "human":
        assert heard[1] == f"{win.ctl.name(1)}'s turn"
    else:  # the player moves first: what to do, after the deal
        assert heard[1] == "Your turn: take the top card of the draw pile (D) or of the discard pile (P)"
    win.ctl.shutdown()


def test_the_take_prompt_names_its_keys_in_both_languages(qtbot, tmp_path):
    """The line said how to place a card by keys and never how to take one: D and P were named
    only once a key was refused (keyboard and screen-reader review)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), Rules(seats=2))
    assert win.prompt_label.text() == "Your turn: take the top card of the draw pile (D) or of the discard pile (P)"
    win.set_language("nl")
    qtbot.waitUntil(lambda: "(D)" in win.prompt_label.text() and "trekstapel" in win.prompt_label.text())
    assert win.prompt_label.text() == "Jouw beurt: neem de bovenste kaart van de trekstapel (D) of van de aflegstapel (P)"
    win.ctl.shutdown()


def test_stepping_a_round_through_says_every_line_of_its_log(qtbot, tmp_path):
    """Each step said the log's last line only: a move before a rebuild went unsaid, and so did
    the move that ended a round and how it ended, under the round's points (record viewer
    review). Stepped through one step at a time, a round's whole log is heard, in its order."""
    import random

    from rackoapp.engine import DISCARD, TAKE_DRAW, Match

    match = Match(Rules(seats=2), SEATS, random.Random(4))
    rnd = match.start_round()
    while not rnd.rebuilds:  # both throw every card away until the draw pile runs out
        match.apply_turn(TAKE_DRAW, DISCARD)
    while not rnd.over:  # then slot cards by value (the rebuilds run out first, seed 4)
        match.apply_action(TAKE_DRAW)
        match.apply_action(min(10, (rnd.hand - 1) // 6 + 1))
    turns = len(rnd.history)
    path = tmp_path / "r.json"
    save_record(match.to_record(), str(path))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    assert win.load_record_file(str(path))
    win.ctl.seek(0)
    qtbot.waitUntil(lambda: "step 1 of" in win.access.last_announcement)
    heard = []
    for step in range(2, turns + 2):
        mark = win.access.heard_total
        win.replay_bar.steps["forward"].trigger()  # Right
        qtbot.waitUntil(lambda: any(f"step {step} of" in line for line in heard_since(win.access, mark)))  # noqa: B023
        heard += heard_since(win.access, mark)
    logged = [win.log.item(k).text() for k in range(win.log.count()) if win.log.item(k).text()]
    assert logged[-1].startswith("Points of round 1:")  # the last turn's move and the end before them
    assert any(line.startswith("The draw pile ran out") for line in logged)
    said = " ".join(heard)
    # Each step says its own lines only: every move once, not the round so far.
    assert said.count(" drew ") + said.count(" took ") == turns
    at = 0
    for line in logged[1:]:  # after the deal, said as the record opened
        at = said.find(line.split("   ")[0], at)  # the coach's grade after three spaces: it may come later
        assert at >= 0, line
    win.ctl.shutdown()


def test_a_hot_seat_command_line_start_at_instant_says_the_turn_once(qtbot, tmp_path):
    """"Player 2's turn" was heard, then "Player 2's turn. Pass the mouse to Player 2 ...": at
    Instant the turn's words and the cover's came apart, and neither made the other redundant
    (diff review). The cover says whose turn it is."""
    import argparse

    from rackoapp.ui import app

    args = argparse.Namespace(seats=("human", "human"), seed=3, target=None, speed="instant", record=None)
    win = app.build_window(args, settings_mod.make_settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: any("Pass the mouse" in line for line in win.access.heard), timeout=10000)
    qtbot.wait(200)
    heard = list(win.access.heard)
    assert heard[0].startswith("Round 1, dealt by ")
    assert [line for line in heard if "'s turn" in line] == [heard[1]] and heard[1].startswith("Player 2's turn. Pass")
    win.ctl.shutdown()
