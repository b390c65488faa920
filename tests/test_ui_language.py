"""View > Language: the window switches between English and Dutch in place, mid-match."""

from __future__ import annotations

import argparse
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from rackoapp.engine import Rules, SeatInfo
from rackoapp.ui import i18n

from ui_helpers import english_afterwards, make_window, start_human_first, wait_human  # noqa: F401 - autouse

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))


def snapshot(win):
    ctl = win.ctl
    return (ctl.record().to_dict(), ctl.state, ctl.to_move, ctl.totals,
            [[c.value for c in row] for row in win.scene.rack_cards])


def test_switching_to_dutch_and_back_keeps_the_match(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    assert win.game_menu.title() == "&Game" and win.language_actions[""].isChecked()
    before = snapshot(win)

    win.language_actions["nl"].trigger()
    assert i18n.current_language() == "nl"
    assert win.settings.value("ui/language") == "nl" and win.language_actions["nl"].isChecked()
    # Menus, the table, the score sheet and the prompt speak Dutch.
    assert win.game_menu.title() == "&Spel"
    assert win.view_menu.title() == "&Beeld" and win.help_menu.title() == "&Help"
    assert win.new_action.text() == "&Nieuw spel\u2026"
    assert win.speed_actions["slow"].text() == "&Langzaam"
    assert win.language_menu.title() == "&Taal"
    assert win.language_actions[""].text() == "&Systeemtaal"
    assert win.language_actions["nl"].text() == "&Nederlands" and win.language_actions["en"].text() == "&English"
    assert win.replay_actions["close"].text() == "Spelverslag sluiten"
    assert win.scene.draw_pile.label == "Trekstapel" and win.scene.discard_pile.label == "Aflegstapel"
    assert win.scene.racks[1].detail == "moeilijk"
    assert "punten" in win.scorekeeper.target_label.text()
    assert win.prompt_label.text().startswith("Jouw beurt")
    # A refusal, from the table and from the controller, in Dutch.
    assert not win.scene.input.click("slot", 3)
    assert win.status.currentMessage() == "Neem eerst de bovenste kaart van de trekstapel (D) of van de aflegstapel (P)"
    assert not win.ctl.discard()
    assert win.status.currentMessage() == "Neem eerst de bovenste kaart van de trekstapel (D) of van de aflegstapel (P)"
    # The match did not move.
    assert snapshot(win) == before

    # A Dutch move-log line once the human plays.
    assert win.scene.input.click("draw")
    assert win.prompt_label.text().startswith("Je hebt de ")
    assert win.scene.input.click("discard")
    assert win.log.item(win.log.count() - 1).text().startswith("Jij trok ")  # the default name in Dutch (issue 14)

    win.language_actions["en"].trigger()
    assert i18n.current_language() == "en" and win.settings.value("ui/language") == "en"
    assert win.game_menu.title() == "&Game" and win.new_action.text() == "&New game\u2026"
    assert win.scene.draw_pile.label == "Draw pile" and win.scene.racks[1].detail == "hard"
    assert not win.ctl.take("sideways")
    assert win.status.currentMessage() in ("Take from the draw pile or the discard pile",
                                           f"Wait: it is {win.ctl.name(win.ctl.to_move)}'s turn",
                                           "Wait until the card lands")


def test_the_rules_follow_the_language(qtbot, tmp_path):
    from rackoapp.ui.dialogs.help import rules_markdown, show_rules

    win = make_window(qtbot, tmp_path)
    win.set_language("nl")
    dialog = show_rules(win)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Zo speel je Rack-O"
    text = dialog.text()
    assert text.startswith("Zo speel je Rack-O")
    for words in ("aflegstapel", "trekstapel", "reeks van drie", "75 punten", "Geen limiet"):
        assert words in text, words
    assert rules_markdown("nl") != rules_markdown("en")
    assert rules_markdown("xx") == rules_markdown("en")  # no rules in that language: English
    # The open dialog follows a switch back to English.
    win.set_language("en")
    qtbot.waitUntil(lambda: dialog.text().startswith("How to play Rack-O"), timeout=3000)
    assert dialog.windowTitle() == "How to play Rack-O"


def test_the_saved_language_is_loaded_at_start(qtbot, tmp_path):
    from rackoapp.ui import app as app_mod
    from rackoapp.ui import settings as S

    path = str(tmp_path / "settings.ini")
    s = S.make_settings(path)
    S.put(s, "ui/language", "nl")
    s.sync()
    win = app_mod.build_window(argparse.Namespace(settings=path), settings=S.make_settings(path))
    qtbot.addWidget(win)
    assert i18n.current_language() == "nl"
    assert win.game_menu.title() == "&Spel" and win.language_actions["nl"].isChecked()


def test_install_translator_languages(qapp, monkeypatch):
    assert i18n.install_translator(qapp, "nl") == "nl"
    assert QApplication.translate("MainWindow", "&Quit") == "&Afsluiten"
    assert i18n.install_translator(qapp, "en") == "en"
    assert QApplication.translate("MainWindow", "&Quit") == "&Quit"
    # "" follows the system's language, English when the system's is neither.
    monkeypatch.setattr(i18n, "system_language", lambda: "nl")
    assert i18n.install_translator(qapp, "") == "nl"
    assert QApplication.translate("TableScene", "Draw pile") == "Trekstapel"
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    assert i18n.install_translator(qapp, "") == "en"
    assert i18n.install_translator(qapp, "klingon") == "en"


def test_the_file_dialog_speaks_one_language(qtbot, qapp):
    """Qt 6's file dialog asks for "&Look in:" and "Files of &type:", which Qt's own Dutch file
    has only without the shortcut: the Open dialog said "Look in:" beside "Bestandsnaam:"."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    try:
        i18n.install_translator(qapp, "nl")
        dialog = QFileDialog(None, "", "")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        labels = {label.text() for label in dialog.findChildren(QLabel)}
        assert {"&Zoeken in:", "Bestands&type:"} <= labels, labels
    finally:
        i18n.install_translator(qapp, "en")


def test_system_language_reads_the_locale(monkeypatch):
    from PySide6.QtCore import QLocale

    class Fake:
        def __init__(self, languages, name):
            self._languages, self._name = languages, name

        def uiLanguages(self):  # noqa: N802 - Qt's name
            return self._languages

        def name(self):
            return self._name

    for languages, name, expected in ((["nl-NL", "en-US"], "nl_NL", "nl"), (["nl-BE"], "nl_BE", "nl"),
                                      (["en-GB", "nl-NL"], "en_GB", "en"), (["de-DE", "nl-NL"], "de_DE", "en"),
                                      (["C"], "C", "en"), ([], "nl_NL", "nl")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda l=languages, n=name: Fake(l, n)))
        assert i18n.system_language() == expected, languages


def test_no_line_of_the_old_language_stays_in_the_status_bar(qtbot, tmp_path):
    """A passing line said in Dutch stayed up after switching to English (screenshot); it goes,
    and the prompt, in the new language, shows instead."""
    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.set_language("nl")
    win.show_message(win.tr("Welcome back: the match continues where you left off"))
    assert win.status.currentMessage().startswith("Welkom")
    win.set_language("en")
    assert win.status.currentMessage() == ""
    assert win.prompt_label.isVisible() and win.prompt_label.text().startswith("Your turn")
    win.ctl.shutdown()


def test_the_deal_s_line_is_said_again_in_the_new_language(qtbot, tmp_path):
    """Switched during the deal, "Round 1, dealt by you" went and the line stood blank until the
    cards had landed (playtest): it is said again, in Dutch, and goes at the player's turn."""
    win = make_window(qtbot, tmp_path, speed="slow")
    for seed in range(50):  # the player moves first
        win.start(Rules(seats=2), SEATS, seed)
        if win.ctl.to_move == 0:
            break
    assert win.status.currentMessage().startswith("Round 1, dealt by ")
    win.set_language("nl")
    assert win.status.currentMessage().startswith("Ronde 1, gedeeld door "), win.status.currentMessage()
    win.set_language("en")
    assert win.status.currentMessage().startswith("Round 1, dealt by ")
    wait_human(qtbot, win)  # the deal's line, said again, still goes at the player's turn
    assert win.status.currentMessage() == ""
    win.show_message("Wait until the card lands")  # another passing line: it goes, as before
    win.set_language("nl")
    assert win.status.currentMessage() == ""
    win.ctl.shutdown()


def test_a_json_error_in_dutch_keeps_the_parser_s_english_out(qtbot, tmp_path):
    """Dutch read "geen geldige JSON (Expecting property name enclosed in double quotes at line 1,
    column 501)" (playtest): the window says where, in Dutch, without the parser's words."""
    from rackoapp.controller.engine_text import error_text
    from rackoapp.engine import RecordError, loads_record
    from rackoapp.ui import i18n
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    try:
        loads_record('{"format": "rackoapp-game", ')
    except RecordError as e:
        error = e
    assert str(error) == "the file is not valid JSON (a name in double quotes was expected at line 1, column 29)"
    i18n.install_translator(app, "nl")
    try:
        text = error_text(error)
    finally:
        i18n.remove_translators(app)
    assert text == "het bestand is geen geldige JSON (er werd een naam tussen dubbele aanhalingstekens verwacht op regel 1, kolom 29)", text


def _access_keys(actions) -> dict[str, list[str]]:
    return _access_keys_of([a.text() for a in actions if not a.isSeparator() and a.isVisible()])


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_menu_item_has_its_own_access_key(qtbot, tmp_path, language):
    """Su&ggest a move and &Grade my moves (English), &Nieuw spel and Deze ronde &nakijken
    (Dutch): Alt+G, G only picked one out, a second key to act (keyboard playtest)."""
    win = make_window(qtbot, tmp_path)
    win.finish_setup()  # the coach's items too
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.set_language(language)
    QApplication.processEvents()
    menus = [(win.menuBar().actions(), "the menu bar")]
    while menus:
        actions, where = menus.pop()
        keys = _access_keys(actions)
        assert "" not in keys, (where, keys[""])
        assert all(len(texts) == 1 for texts in keys.values()), (where, keys)
        menus += [(a.menu().actions(), a.text()) for a in actions if a.menu() is not None]
    assert any("&" in a.text() for a in win.menuBar().actions()[0].menu().actions())
    win.ctl.shutdown()


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_choice_of_the_new_game_dialog_has_its_own_access_key(qtbot, tmp_path, language):
    """The check boxes, the rebuilds' choice, No limit and Restore defaults had no Alt letter: a
    keyboard player tabbed through the whole dialog to reach them (keyboard playtest)."""
    from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

    from rackoapp.ui.dialogs.new_game import NewGameDialog
    from rackoapp.ui.settings import make_settings

    i18n.install_translator(QApplication.instance(), language)
    dlg = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    dlg.seat_count.setValue(4)  # every choice enabled (teams) or shown
    # The seats' numbers name their rows' name fields: Tab walks the rows from the first name.
    labels = [label for label in dlg.findChildren(QLabel)
              if label.buddy() is not None and not re.fullmatch(r"\d+\.", label.text())]
    labelled = {label.buddy() for label in labels}
    cancel = dlg.buttons.button(dlg.buttons.StandardButton.Cancel)  # Esc is its key
    owners = [box.text() for box in dlg.findChildren(QCheckBox)] + [label.text() for label in labels]
    # Every button but Cancel: Short game and Standard had no Alt letter (review).
    owners += [button.text() for button in dlg.findChildren(QPushButton) if button is not cancel]
    keys = _access_keys_of(owners)
    assert "" not in keys, keys[""]
    assert all(len(texts) == 1 for texts in keys.values()), keys
    for choice in (dlg.seat_count, dlg.target, dlg.rebuild, dlg.max_rebuilds):
        assert choice in labelled, choice.objectName()


@pytest.mark.parametrize("language", ["en", "nl"])
def test_every_button_of_the_statistics_and_its_reset_question_has_its_own_access_key(qtbot, tmp_path, language):
    """Reset statistics, How is this counted? and the question's Reset and Cancel had no Alt
    letter: a keyboard player tabbed to each (review)."""
    from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox

    from rackoapp.storage.statistics import Statistics
    from rackoapp.ui.dialogs.statistics import StatisticsWindow

    i18n.install_translator(QApplication.instance(), language)
    window = StatisticsWindow(Statistics(tmp_path / "statistics.json"))
    qtbot.addWidget(window)
    close = window.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)  # Esc
    texts = [b.text() for b in window.findChildren(QAbstractButton) if b is not close and b.text()]
    assert len(texts) == 2  # Reset statistics and the counted toggle
    question = window.reset_question()
    asked = [question.button(b).text() for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)]
    for owners in (texts + [close.text()], asked):
        keys = _access_keys_of(owners)
        assert all(len(found) == 1 for found in keys.values()), keys
    assert "" not in _access_keys_of(texts + asked)


def _access_keys_of(texts) -> dict[str, list[str]]:
    """Each Alt letter (lower case; "" for none) and the texts that have it."""
    keys: dict[str, list[str]] = {}
    for text in texts:
        key = re.search(r"&([^&])", text.replace("&&", ""))
        keys.setdefault(key.group(1).lower() if key else "", []).append(text)
    return keys


def test_qt_s_own_dutch_is_found_beside_pyside6_when_qt_names_a_folder_that_is_not_there(qapp, monkeypatch):
    """Unpacked into a folder whose name held a double quote, the bundle's Qt named a translations
    folder that was not there: the self-test failed, and a Dutch player's standard buttons spoke
    English (installer review)."""
    from PySide6.QtCore import QLibraryInfo

    monkeypatch.setattr(QLibraryInfo, "path", staticmethod(lambda which: '/nowhere/a"b/translations'))
    assert i18n.install_translator(qapp, "nl") == "nl"
    assert qapp.translate("QPlatformTheme", "Cancel") == "Annuleren"
    i18n.install_translator(qapp, "en")
    assert qapp.translate("QPlatformTheme", "Cancel") == "Cancel"


def _shown_and_active(qtbot, win):
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)


def test_a_hint_on_the_table_is_heard_once_in_the_new_language_and_first(qtbot, tmp_path):
    """With a hint on the table a switch said the plain "your turn" prompt first, then the hint
    asked of the coach again; there and back quickly, the hint twice; the language already in
    effect chosen again, both again (language review)."""
    from ui_helpers import heard_since

    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _shown_and_active(qtbot, win)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000):
        win.suggest_action.trigger()
    qtbot.wait(50)
    mark = win.access.heard_total
    win.set_language("nl")
    qtbot.wait(100)
    heard = heard_since(win.access, mark)
    assert win.prompt_label.text().startswith("Tip: ") and win.scene.suggest_marks.shown
    assert heard == [win.prompt_label.text()], heard
    mark = win.access.heard_total
    win.set_language("nl")  # the language in effect: nothing to say again
    qtbot.wait(100)
    assert heard_since(win.access, mark) == []
    mark = win.access.heard_total
    win.set_language("en")
    win.set_language("nl")
    qtbot.wait(200)
    heard = heard_since(win.access, mark)
    assert heard.count(win.prompt_label.text()) == 1 and not any(line.startswith("Jouw beurt") for line in heard), heard
    win.ctl.shutdown()


def _play_to_30_log_lines(qtbot, win, note_at: int | None = None) -> None:
    """The human draws and discards until the log holds 30 lines and it is their turn; with
    ``note_at``, a note (a file's problem) is told once the log holds that many."""
    for _ in range(20000):
        if win.log.count() >= 30 and win.ctl.state == "human":
            return
        if note_at is not None and win.log.count() >= note_at:
            win._tell(lambda: "The statistics file could not be read")
            note_at = None
        if win.ctl.state == "human":
            win.ctl.play("draw", None)
        elif win.ctl.state == "round_over":
            win.ctl.next_round()
        else:
            qtbot.wait(5)
    raise AssertionError("the log never held 30 lines")


def test_the_move_log_keeps_the_reader_s_place_through_a_switch(qtbot, tmp_path):
    """Read with F6 and the arrows, the log lost its line at a switch: it stood at its end with
    none chosen, and the next Up went to the first line (language review)."""
    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _shown_and_active(qtbot, win)
    _play_to_30_log_lines(qtbot, win)
    win.read_log_action.trigger()
    for _ in range(12):
        qtbot.keyClick(win.log, Qt.Key.Key_Up)
    row = win.log.currentRow()
    top = win.log.indexAt(QPoint(1, 1)).row()
    assert 0 < row < win.log.count() - 10
    win.set_language("nl")
    qtbot.wait(50)
    assert win.log.hasFocus() and win.log.currentRow() == row
    # Its lines in view about where they were (Dutch lines wrap longer: the line read stays in view).
    assert abs(win.log.indexAt(QPoint(1, 1)).row() - top) <= 2
    assert win.log.viewport().rect().intersects(win.log.visualItemRect(win.log.item(row)))
    qtbot.keyClick(win.log, Qt.Key.Key_Up)
    assert win.log.currentRow() == row - 1
    win.ctl.shutdown()


def test_the_move_log_keeps_the_line_read_where_a_note_stands_among_the_moves(qtbot, tmp_path):
    """A note told among the moves (a file's problem) comes back after them when the log is
    written again: the line chosen was the one a row further on (diff review)."""
    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _shown_and_active(qtbot, win)
    _play_to_30_log_lines(qtbot, win, note_at=10)
    win.read_log_action.trigger()
    for _ in range(8):
        qtbot.keyClick(win.log, Qt.Key.Key_Up)
    line = win.log.currentItem().text()
    win.set_language("nl")
    qtbot.wait(20)
    win.set_language("en")
    qtbot.wait(20)
    assert win.log.currentItem().text() == line
    win.ctl.shutdown()


def test_the_round_s_banner_is_heard_before_what_to_do_after_a_switch(qtbot, tmp_path):
    """Switched at a round's end, the prompt "Round 1 is over: Next round (N) ..." was heard
    before the banner that names the winner (language review)."""
    from ui_helpers import heard_since, play_out_round

    win = make_window(qtbot, tmp_path)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _shown_and_active(qtbot, win)
    play_out_round(qtbot, win)
    qtbot.waitUntil(win.scene.banner.isVisible, timeout=10000)
    qtbot.wait(100)
    mark = win.access.heard_total
    win.set_language("nl")
    qtbot.waitUntil(lambda: any(line.startswith("Ronde 1 is voorbij") for line in heard_since(win.access, mark)),
                    timeout=3000)
    heard = heard_since(win.access, mark)
    banner = next(k for k, line in enumerate(heard) if "Deze ronde:" in line)
    prompt = next(k for k, line in enumerate(heard) if line.startswith("Ronde 1 is voorbij"))
    assert banner < prompt, heard
    win.ctl.shutdown()


def test_the_rules_page_stays_where_it_was_read_through_a_switch(qtbot, tmp_path):
    """A switch sent the rules page, open beside the table, back to its top (language review)."""
    from rackoapp.ui.dialogs.help import show_rules

    win = make_window(qtbot, tmp_path)
    dialog = show_rules(win)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=3000)
    bar.setValue(bar.maximum() * 3 // 4)
    win.set_language("nl")
    qtbot.waitUntil(lambda: dialog.text().startswith("Zo speel je Rack-O"), timeout=3000)
    qtbot.wait(400)  # laid out in its new words
    assert abs(bar.value() / bar.maximum() - 0.75) < 0.02, (bar.value(), bar.maximum())
