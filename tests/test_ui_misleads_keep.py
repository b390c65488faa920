"""Issue 14: records, resuming and abandoning never lose the player's place (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QMessageBox

from rackoapp.engine import Rules, SeatInfo, save_record

from test_ui_persistence import data_window, match_in_progress, record_of_two_rounds, same_position
from ui_helpers import english_afterwards, play_until, wait_human  # noqa: F401 (autouse: English after each test)

RULES = Rules(seats=2, target=75)


class Box:
    """A stand-in for a modal question, answered at once."""

    def __init__(self, answer, seen: list) -> None:
        self.answer, self.seen = answer, seen

    def exec(self):
        self.seen.append(True)
        return self.answer


def accept_new_game(monkeypatch, rules, seats, accepted: bool = True):
    from rackoapp.ui.dialogs import new_game

    class Dialog:
        DialogCode = new_game.NewGameDialog.DialogCode

        def __init__(self, *args, **kwargs) -> None:
            pass

        def exec(self):
            return self.DialogCode.Accepted if accepted else self.DialogCode.Rejected

        def deleteLater(self):  # the window deletes the dialog once answered
            pass

        def rules(self):
            return rules

        def seats(self):
            return seats

    monkeypatch.setattr(new_game, "NewGameDialog", Dialog)


def one_turn_in(qtbot, tmp_path):
    """A window with a match against Medium in which the player has taken a turn: something to lose."""
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    win.start(RULES, seats, 1)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)
    wait_human(qtbot, win)
    return win, data, seats


# -- 5. Close record goes back exactly -----------------------------------------------------------

def test_close_record_after_a_finished_match_goes_back_to_it(qtbot, tmp_path):
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    win.start(Rules(seats=2, target=75), seats, 4)
    qtbot.waitUntil(lambda: win.ctl.over, timeout=30000)
    before = win.ctl.match_copy()
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    win.replay_actions["forward"].trigger()
    win.replay_actions["close"].trigger()  # new_game would fail the test (no_new_game_dialog)
    assert not win.ctl.viewing and win.ctl.over
    assert win.ctl.match_copy().totals == before.totals
    assert win.scene.banner.isVisible()
    # Filed once, however often a record is opened and closed over its banner: each close filed
    # another copy of it (issue 14 regression sweep).
    filed = data.history_records()
    assert len(filed) == 1
    for _ in range(2):
        assert win.load_record_file(str(path))
        win.replay_actions["close"].trigger()
        assert win.scene.banner.isVisible()
    assert data.history_records() == filed
    win.ctl.shutdown()


def test_a_record_opened_leaves_the_table_s_last_words_behind(qtbot, tmp_path):
    """"Round 1 ends without a Rack-O", said for the match on the table, stood under another
    match's last step (playtest)."""
    win, data = data_window(qtbot, tmp_path)
    win.show_message("Round 1 ends without a Rack-O")
    assert win.status.currentMessage()
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    assert win.status.currentMessage() == ""
    win.ctl.shutdown()


def _record_opened_mid_match(qtbot, tmp_path):
    """A window whose human is to move in round 1, with a record opened over the match: (the
    window, the match as it stood)."""
    from ui_helpers import start_human_first

    win, data = data_window(qtbot, tmp_path)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                      Rules(seats=2, target=75))
    before = win.ctl.match_copy()
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    return win, before


def test_close_record_mid_match_goes_back_without_a_welcome(qtbot, tmp_path):
    """The player never left the window: "Welcome back" (said after a restart) would mislead."""
    win, before = _record_opened_mid_match(qtbot, tmp_path)
    win.replay_actions["close"].trigger()
    assert not win.ctl.viewing
    same_position(win.ctl.match_copy(), before)
    # Nor "Round 1, dealt by you": it stood six seconds over the prompt (session 10's note).
    assert win.status.currentMessage() == ""
    qtbot.waitUntil(lambda: win.prompt_label.text().startswith("Your turn"), timeout=5000)
    assert win.prompt_label.isVisible()
    win.ctl.shutdown()


def test_a_discard_card_picked_up_before_a_record_is_picked_up_again_once_it_is_closed(qtbot, tmp_path):
    """P (the discard pile's card lifted), a record opened and closed: the card lay back on its
    pile and the line said to take a card again (review). It is lifted again; a drawn card in
    hand was kept already. A record opened with nothing picked up picks nothing up."""
    from PySide6.QtCore import Qt

    from ui_helpers import start_human_first

    win, data = data_window(qtbot, tmp_path)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                      Rules(seats=2, target=75))
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert win.scene.input.selected_discard
    lifted = win.prompt_label.text()
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    for picked in (True, False):
        assert win.load_record_file(str(path))
        assert not win.scene.input.selected_discard
        win.replay_actions["close"].trigger()
        qtbot.waitUntil(lambda: win.ctl.state == "human" and not win.scene.animating, timeout=5000)
        qtbot.wait(50)
        assert win.scene.input.selected_discard == picked
        if picked:
            assert win.prompt_label.text() == lifted
            win.scene.input.select_discard(False)
    win.ctl.shutdown()


def test_a_hint_shown_before_a_record_stands_again_once_it_is_closed(qtbot, tmp_path):
    """H, then a record opened and closed: the hint's marks and words were gone, and the move
    then played as hinted counted as the player's own (playtest)."""
    from PySide6.QtCore import Qt

    from ui_helpers import start_human_first

    win, data = data_window(qtbot, tmp_path)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                      Rules(seats=2, target=75))
    win.view.setFocus()
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as hint:
        qtbot.keyClick(win.view, Qt.Key.Key_H)
    words = win.prompt_label.text()
    assert words.startswith("Hint: ") and win.scene.suggest_marks.shown
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    assert not win.scene.suggest_marks.shown
    win.view.setFocus()
    with qtbot.waitSignal(win.ctl.suggestion, timeout=5000) as again:
        qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # the record closes
    assert again.args == hint.args
    assert win.prompt_label.text() == words and win.scene.suggest_marks.shown
    win.ctl.shutdown()


def test_a_hint_shown_again_after_a_record_speaks_the_language_switched_to_meanwhile(qtbot, tmp_path):
    """H in English, a record opened, the language switched to Dutch there, the record closed:
    the hint came back in English in a Dutch window (review)."""
    from PySide6.QtCore import Qt

    from ui_helpers import start_human_first

    win, data = data_window(qtbot, tmp_path)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                      Rules(seats=2, target=75))
    win.view.setFocus()
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        qtbot.keyClick(win.view, Qt.Key.Key_H)
    assert win.prompt_label.text().startswith("Hint: ")
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    win.set_language("nl")
    win.view.setFocus()
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        qtbot.keyClick(win.view, Qt.Key.Key_Escape)  # the record closes
    assert win.prompt_label.text().startswith("Tip: ") and win.scene.suggest_marks.shown
    win.ctl.shutdown()


def _cards_laid(scene, want: bool = False) -> list:
    """Each rack card as (seat, slot, value, face up, place): as the table shows it, or with
    ``want`` as the position on the table says it should be."""
    obs, revealed = scene.seen(), scene.ctl.revealed_racks()
    out = []
    for seat, row in enumerate(scene.rack_rows):
        for i, card in enumerate(row.cards):
            if want:
                value, up, _ = scene.face(seat, i, obs, revealed)
                pos = scene.racks[seat].slot_place(i + 1)[0]
                out.append((seat, i + 1, value, up and value is not None, (round(pos.x()), round(pos.y()))))
            else:
                out.append((seat, i + 1, card.value, card.face_up, (round(card.pos().x()), round(card.pos().y()))))
    return out


def test_a_record_opened_mid_deal_keeps_its_own_cards(qtbot, tmp_path):
    """The viewer keeps the racks' cards from step to step, and the deal on the table when a
    record was opened flew them on: the record's cards lay face down on the wrong racks until
    the next step (review)."""
    win, data = data_window(qtbot, tmp_path, speed="slow")
    win.start(Rules(seats=2, target=75), (SeatInfo("Ada", "computer", "medium"), SeatInfo("You", "human")), 5)
    qtbot.wait(150)  # the deal is under way
    assert win.scene.animating
    path = tmp_path / "game.json"
    save_record(record_of_two_rounds(seed=2), path)
    assert win.load_record_file(str(path))
    want = _cards_laid(win.scene, want=True)
    assert _cards_laid(win.scene) == want
    qtbot.wait(2500)  # the match's deal would be over by now
    qtbot.waitUntil(lambda: not win.scene.animating, timeout=5000)
    assert _cards_laid(win.scene) == want
    win.ctl.shutdown()


def test_esc_closes_the_record_and_the_bar_keeps_its_buttons_still(qtbot, tmp_path):
    """There was no key to leave the viewer, and 'Play on from here' moved sideways as the step's
    words grew (playtest): Esc closes it, and the words come after the buttons."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    win, before = _record_opened_mid_match(qtbot, tmp_path)
    bar = win.replay_bar
    play = bar.widgetForAction(bar.steps["play"])
    x = play.mapTo(win, play.rect().topLeft()).x()
    for _ in range(12):
        bar.steps["forward"].trigger()
        qtbot.wait(1)  # the tool bar lays itself out again
        assert play.mapTo(win, play.rect().topLeft()).x() == x
    assert isinstance(bar.layout().itemAt(bar.layout().count() - 1).widget(), QLabel)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Escape)
    assert not win.ctl.viewing and not bar.isVisible()
    same_position(win.ctl.match_copy(), before)
    win.ctl.shutdown()


def test_playing_on_from_the_match_in_play_goes_back_to_it_without_a_question(qtbot, tmp_path, monkeypatch):
    """Its own autosave opened and played on from its last step, the match in play was to be
    abandoned, 'counted as played and not won' (third playtest): it is the same match, where it
    stands, and the window simply goes back to it."""
    from ui_helpers import start_human_first

    win, data = data_window(qtbot, tmp_path)
    start_human_first(qtbot, win, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")),
                      Rules(seats=2, target=75))
    assert win.ctl.play("draw", 3)
    wait_human(qtbot, win)
    before = win.ctl.match_copy()
    path = tmp_path / "mine.json"
    save_record(win.ctl.record(), path)
    asked = []
    monkeypatch.setattr(win, "abandon_dialog", lambda *a: asked.append(True) or Box(QMessageBox.StandardButton.No, []))
    assert win.load_record_file(str(path))
    win.replay_actions["last"].trigger()
    assert win.replay_actions["play"].isEnabled()
    win.replay_actions["play"].trigger()
    assert asked == [] and not win.ctl.viewing
    same_position(win.ctl.match_copy(), before)
    win.ctl.shutdown()


def test_a_round_dealt_after_taking_a_match_up_is_told(qtbot, tmp_path):
    """Only the deal that was made before is no news: the next round's deal is said."""
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    import random

    from rackoapp.engine import TAKE_DRAW, Match

    match = Match(Rules(target=500), seats, random.Random(5))
    match.start_round()
    for slot in (3, 7, 1):
        match.apply_turn(TAKE_DRAW, slot)
    win.set_speed("slow")
    win.resume(match, welcome=False)
    taken = win.ctl.round_number
    assert win.ctl.taken_up_round == taken and "dealt" not in win.status.currentMessage()
    said = []
    win.status.messageChanged.connect(said.append)
    win.ctl.set_speed("instant")
    win.ctl.auto_next_round_ms = 0
    qtbot.waitUntil(lambda: win.ctl.round_number == taken + 1 or win.ctl.over, timeout=30000)
    if not win.ctl.over:
        assert win.ctl.taken_up_round is None
        assert any(line.startswith(f"Round {taken + 1}") for line in said)
    win.ctl.shutdown()


# -- 7. resuming: the prompt's words and the move log ----------------------------------------------

def test_resume_prompt_names_its_buttons_and_the_log_is_rebuilt(qtbot, tmp_path):
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=21)
    box = win.resume_dialog(saved)
    assert "No keeps" not in box.informativeText()
    assert "Resume" in box.informativeText() and "New game" in box.informativeText()
    data.save_autosave(saved.to_record())
    win.startup(resume=True)
    wait_human(qtbot, win)
    lines = [win.log.item(i).text() for i in range(win.log.count())]
    assert lines[0].startswith("Round 1, dealt by")
    assert len(lines) == 1 + len(saved.round.history)
    win.ctl.shutdown()


def test_playing_on_from_a_record_rebuilds_the_log_too(qtbot, tmp_path):
    # rackoapp --record FILE: the same rebuilt round as a resume, not an empty log.
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=21)
    win.play_record(saved.to_record())
    wait_human(qtbot, win)
    lines = [win.log.item(i).text() for i in range(win.log.count())]
    assert lines[0].startswith("Round 1, dealt by")
    assert len(lines) == 1 + len(saved.round.history)
    win.ctl.shutdown()


# -- 8. a new game mid-match asks, and the abandoned match counts ------------------------------------

def test_a_new_game_mid_match_asks_and_counts_the_abandoned_match(qtbot, tmp_path, monkeypatch):
    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()  # the real new_game, with a stand-in dialog
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    win.start(RULES, seats, 1)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)  # one turn played: there is something to lose
    wait_human(qtbot, win)
    accept_new_game(monkeypatch, RULES, seats)
    seen: list = []
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.No, seen))
    before = win.ctl.match_copy()
    assert not MainWindow.new_game(win)
    assert seen == [True]
    same_position(win.ctl.match_copy(), before)
    assert win.keeper.statistics.get("medium").matches == 0
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, seen))
    win.keeper.statistics.get("medium").streak = 3
    assert MainWindow.new_game(win)
    stats = win.keeper.statistics.get("medium")
    assert stats.matches == 1 and stats.matches_won == 0 and stats.streak == 0
    assert len(data.history_records()) == 1
    # The abandoned match, played on to its end from the history (where every card
    # of it can be seen), is the same match: it is not counted again.
    from rackoapp.engine import TAKE_DRAW
    from rackoapp.storage import record_id

    again = before.clone()
    while not again.over:
        rnd = again.round if again.round is not None and not again.round.over else again.start_round()
        while not rnd.over:
            again.apply_action(TAKE_DRAW)
            again.apply_action(min(10, (rnd.hand - 1) // 6 + 1))
    assert not win.keeper.statistics.count_match(again, record_id(again.to_record()))
    assert win.keeper.statistics.get("medium").matches == 1
    win.ctl.shutdown()


def _about_to_give_up(qtbot, tmp_path, monkeypatch):
    """A match against Medium with a turn played, New game answered and "abandon it" said yes
    to: (the window, its data folder, the Medium matches counted on disk now)."""
    from rackoapp.storage import Statistics

    monkeypatch.undo()  # the real new_game, with a stand-in dialog
    win, data, seats = one_turn_in(qtbot, tmp_path)
    accept_new_game(monkeypatch, RULES, seats)
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, []))

    def on_disk() -> int:
        stats = Statistics(data.stats_file)
        stats.load()
        return stats.get("medium").matches

    return win, data, on_disk


def test_an_abandoned_match_is_counted_on_disk_only_once_it_has_left_the_autosave(qtbot, tmp_path, monkeypatch):
    """Killed between the count of a match given up and its move into the history, the next
    start offered that match to resume, counted lost already, and its true end never counted
    (soak review). The count reaches the disk after the move."""
    import json

    from rackoapp.storage import DataDir
    from rackoapp.ui.window import MainWindow

    win, data, on_disk = _about_to_give_up(qtbot, tmp_path, monkeypatch)
    at_the_move = []
    real_archive = DataDir.archive_autosave

    def archive(self, noting=None):
        at_the_move.append((on_disk(), json.loads(self.autosave.read_text())["rounds"] != []))
        return real_archive(self, noting)

    monkeypatch.setattr(DataDir, "archive_autosave", archive)
    assert MainWindow.new_game(win)
    assert at_the_move == [(0, True)]  # as it moves, not yet counted on disk
    assert on_disk() == 1 and len(data.history_records()) == 1
    win.ctl.shutdown()


def test_an_abandoned_match_the_disk_keeps_in_the_autosave_is_counted_once_it_moves(qtbot, tmp_path, monkeypatch):
    """The move into the history refused, the match stays in the autosave: its count waits for
    the retry that moves it, so a crash meanwhile offers an uncounted match (diff review)."""
    from rackoapp.storage import DataDir
    from rackoapp.storage.errors import StorageError
    from rackoapp.ui.window import MainWindow

    win, data, on_disk = _about_to_give_up(qtbot, tmp_path, monkeypatch)
    real_archive = DataDir.archive_autosave

    def refused(self, noting=None):
        raise StorageError("archive_failed", reason="refused")

    monkeypatch.setattr(DataDir, "archive_autosave", refused)
    assert MainWindow.new_game(win)
    assert on_disk() == 0 and data.history_records() == []  # still in the autosave: not counted there
    assert win.keeper.statistics.get("medium").matches == 1  # (counted here, to be saved)
    monkeypatch.setattr(DataDir, "archive_autosave", real_archive)
    win.keeper.retry()
    assert len(data.history_records()) == 1 and on_disk() == 1
    win.ctl.shutdown()


def test_a_match_no_human_has_played_in_gives_way_unasked_and_uncounted(qtbot, tmp_path, monkeypatch):
    """The playtest: a match dealt, nobody having moved, given up to change a rule, asked
    "abandon it?" and then counted as a lost match (the winning streak gone). Nothing was
    played: no question, no count. Once the player has taken a card, it asks and counts."""
    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    win.start(RULES, seats, 1)
    wait_human(qtbot, win)
    accept_new_game(monkeypatch, RULES, seats)
    seen: list = []
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, seen))
    win.keeper.statistics.get("medium").streak = 3
    assert not win.keeper.would_count_abandoned()
    assert MainWindow.new_game(win)
    assert seen == []  # not asked
    stats = win.keeper.statistics.get("medium")
    assert stats.matches == 0 and stats.streak == 3
    # ... nor filed: the history listed it as "abandoned" (playtest).
    assert not data.history_records() and data.autosave.exists()
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)  # now a card is taken
    assert win.keeper.would_count_abandoned()
    assert MainWindow.new_game(win)
    assert seen == [True] and len(data.history_records()) == 1  # asked, and kept in the history
    win.ctl.shutdown()


def test_an_untouched_match_given_up_to_play_on_from_a_record_is_not_filed(qtbot, tmp_path):
    """A fresh match, no card taken, left for a record and given up for "Play on from here":
    it was filed as "abandoned" (playtest)."""
    win, data = data_window(qtbot, tmp_path)
    win.start(RULES, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")), 1)
    wait_human(qtbot, win)
    other = tmp_path / "other.json"
    save_record(record_of_two_rounds(), other)
    assert win.load_record_file(str(other))
    win.replay_actions["last"].trigger()
    win.play_from_here()
    assert not win.ctl.viewing and not data.history_records()
    assert win.keeper.statistics.get("medium").matches == 0
    win.ctl.shutdown()


def test_playing_on_from_a_record_asks_before_the_match_in_play_gives_way_and_counts_it(
        qtbot, tmp_path, monkeypatch):
    """The playtest: Play on from here left a match in play for another with no question, and
    it was never counted: a way to dodge a loss."""
    win, data, seats = one_turn_in(qtbot, tmp_path)
    before = win.ctl.match_copy()
    other = tmp_path / "other.json"
    save_record(record_of_two_rounds(), other)
    assert win.load_record_file(str(other))
    win.replay_actions["last"].trigger()
    seen: list = []
    questions: list = []
    real = win.abandon_dialog

    def question(match=None, answer=QMessageBox.StandardButton.No):
        questions.append(real(match).informativeText())
        return Box(answer, seen)

    monkeypatch.setattr(win, "abandon_dialog", question)
    win.play_from_here()
    assert seen == [True] and win.ctl.viewing  # "Keep playing": still in the viewer ...
    assert questions[0].startswith("The match in play (You: 0, Ada: 0) will be kept in the history and counted")
    assert win.keeper.statistics.get("medium").matches == 0 and not data.history_records()
    assert win.windowTitle().startswith("RackoApp \u2014 Record: ")
    win.close_record()  # ... and the match left for the record is there as it was
    same_position(win.ctl.match_copy(), before)
    assert win.windowTitle() == "RackoApp \u2014 You, Ada"
    assert win.load_record_file(str(other))
    win.replay_actions["last"].trigger()
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: question(match, QMessageBox.StandardButton.Yes))
    win.play_from_here()
    assert len(seen) == 2 and not win.ctl.viewing
    stats = win.keeper.statistics.get("medium")
    assert stats.matches == 1 and stats.matches_won == 0
    assert len(data.history_records()) == 1
    win.ctl.shutdown()


def test_a_new_game_from_the_viewer_asks_before_the_match_left_for_it_gives_way(qtbot, tmp_path, monkeypatch):
    """New game with a record on the table filed the match left for it with no question, and
    never counted it (review)."""
    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()  # the real new_game, with a stand-in dialog
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    win.start(RULES, seats, 1)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)  # a match played in, not one just dealt
    wait_human(qtbot, win)
    other = tmp_path / "other.json"
    save_record(record_of_two_rounds(), other)
    assert win.load_record_file(str(other))
    accept_new_game(monkeypatch, RULES, seats)
    seen: list = []
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.No, seen))
    assert not MainWindow.new_game(win)
    assert seen == [True] and win.ctl.viewing and win.keeper.statistics.get("medium").matches == 0
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, seen))
    assert MainWindow.new_game(win)
    assert len(seen) == 2 and not win.ctl.viewing
    assert win.keeper.statistics.get("medium").matches == 1
    win.ctl.shutdown()


@pytest.mark.parametrize("accepted", [True, False], ids=["new game", "cancel"])
def test_new_game_at_start_abandons_the_autosaved_match_once_another_starts(
        qtbot, tmp_path, monkeypatch, accepted):
    """The playtest: quitting, then New game at the next start, filed a losing match
    without counting it; and Cancel in the New Game dialog left nothing to play."""
    from test_ui_persistence import Answer

    monkeypatch.undo()  # the real new_game, with a stand-in dialog
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=5)
    data.save_autosave(saved.to_record())
    accept_new_game(monkeypatch, RULES, saved.seats, accepted)
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: pytest.fail("asked twice"))
    answer = Answer(QMessageBox.StandardButton.No)  # "New game" in the resume dialog
    win.startup()
    assert [name for name, _ in answer.seen] == ["resumeDialog"]
    stats = win.keeper.statistics.get("medium")
    if accepted:
        assert stats.matches == 1 and stats.matches_won == 0
        assert len(data.history_records()) == 1
        assert win.ctl.turns_played == 0  # the new match
    else:
        assert stats.matches == 0 and not data.history_records()
        same_position(win.ctl.match_copy(), saved)  # back to the match, on the table
        assert data.autosave.exists()
    win.ctl.shutdown()


def test_an_untouched_match_left_by_quitting_is_not_filed_when_a_new_game_starts(qtbot, tmp_path, monkeypatch):
    """Dealt, quit before any human took a card, and given up at the next start (New game at the
    resume question, or --seats): it was filed in the history as "abandoned" (playtest: every
    launch with --seats added one). A match played in is filed as before."""
    from rackoapp.engine import Match
    import random

    from test_ui_persistence import Answer

    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path)
    dealt = Match(RULES, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")), random.Random(4))
    dealt.start_round()
    data.save_autosave(dealt.to_record())
    accept_new_game(monkeypatch, RULES, dealt.seats)
    answer = Answer(QMessageBox.StandardButton.No)  # "New game" in the resume dialog
    win.startup()
    assert [name for name, _ in answer.seen] == ["resumeDialog"]
    assert not data.history_records() and win.keeper.statistics.get("medium").matches == 0
    win.ctl.shutdown()
    win.close()
    # As --seats does at the next start: the new match, untouched too, makes way for another.
    again, data = data_window(qtbot, tmp_path)
    assert data.autosave.exists()
    again.start(RULES, dealt.seats, 9)
    assert not data.history_records()
    again.ctl.shutdown()
    again.close()
    played = match_in_progress(seed=5)
    data.save_autosave(played.to_record())
    third, data = data_window(qtbot, tmp_path)
    third.start(RULES, played.seats, 9)
    assert len(data.history_records()) == 1
    third.ctl.shutdown()


def test_a_watched_match_of_computers_is_filed_when_a_new_game_starts(qtbot, tmp_path):
    """No human sits at it, so no human took a card: it is filed all the same (it was watched)."""
    from rackoapp.engine import Match
    import random

    win, data = data_window(qtbot, tmp_path)
    computers = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bob", "computer", "medium"))
    watched = Match(RULES, computers, random.Random(4))
    watched.start_round()
    data.save_autosave(watched.to_record())
    win.start(RULES, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")), 9)
    assert len(data.history_records()) == 1
    win.ctl.shutdown()


# -- 11. one's own autosave hides what the human seat did not see ------------------------------------

def test_an_unfinished_match_shows_only_the_human_seats_view(qtbot, tmp_path):
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=21)
    path = tmp_path / "autosave.json"
    save_record(saved.to_record(), path)
    assert win.load_record_file(str(path))
    ctl, scene = win.ctl, win.scene
    assert not ctl.viewed_finished
    for _ in range(3):
        win.replay_actions["forward"].trigger()
    assert ctl.revealed_racks() is None
    assert scene.viewer == 0
    assert all(not card.face_up for card in scene.rack_cards[1])
    assert all(card.face_up for card in scene.rack_cards[0])
    assert not win.replay_actions["play"].isEnabled()
    win.replay_actions["last"].trigger()
    assert win.replay_actions["play"].isEnabled()  # the very end: that is resuming


def test_a_finished_round_or_match_shows_everything(qtbot, tmp_path):
    win, data = data_window(qtbot, tmp_path)
    path = tmp_path / "game.json"
    record = record_of_two_rounds(seed=2)
    save_record(record, path)
    assert win.load_record_file(str(path))
    win.replay_actions["forward"].trigger()
    # The first round of a record that goes on is over: it may show whole.
    assert win.ctl.revealed_racks() is not None


@pytest.mark.parametrize("damage", ["a round cut short", "a turn by the wrong seat"])
def test_a_damaged_record_hides_the_round_it_stops_in(qtbot, tmp_path, damage):
    """A damaged record stops in a round that a later one follows, and every round with a later
    one counted as over: the computer's hidden rack showed face up, and Play on from there knew
    it (review). Only the rounds the replay saw to their end show whole."""
    from rackoapp.engine import RoundLog

    win, data = data_window(qtbot, tmp_path)
    record = record_of_two_rounds(seed=2)
    first = record.rounds[0]
    if damage == "a round cut short":
        record.rounds[0] = RoundLog(first.deck, [], first.turns[:6])
    else:
        bad = first.turns[5]
        first.turns[5] = bad._replace(seat=1 - bad.seat)
    path = tmp_path / "damaged.json"
    save_record(record, path)
    assert win.load_record_file(str(path))
    win.replay_actions["last"].trigger()
    assert win.ctl.viewed_problem is not None and win.ctl.round_number == 1
    assert win.ctl.revealed_racks() is None
    assert all(not card.face_up for card in win.scene.rack_cards[1])


# -- issue 13's small fault: N after an Escaped New Game dialog at the match's end ------------------

def test_an_escaped_new_game_dialog_at_the_end_leaves_the_banner_and_says_what_to_do(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt

    from rackoapp.ui.dialogs import new_game

    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    win.start(Rules(seats=2, target=75), seats, 4)
    qtbot.waitUntil(lambda: win.ctl.over and win.scene.banner.isVisible(), timeout=30000)

    class Escaped:
        DialogCode = new_game.NewGameDialog.DialogCode

        def __init__(self, *args, **kwargs) -> None:
            pass

        def exec(self):
            return self.DialogCode.Rejected

        def deleteLater(self):  # the window deletes the dialog once answered
            pass

    monkeypatch.setattr(new_game, "NewGameDialog", Escaped)
    win.scene.banner.buttons[1].callback()  # "New game", then Escape
    assert win.scene.banner.isVisible()  # its Play again and New game are still there
    assert not win.next_round_action.isEnabled()  # N has no round to deal
    qtbot.keyClick(win.view, Qt.Key.Key_N)
    assert win.scene.banner.isVisible() and win.ctl.over
    win.ctl.shutdown()


def test_a_window_closed_behind_the_start_question_starts_nothing(qtbot, tmp_path, monkeypatch):
    """A SIGTERM while "A match is in progress" waits closes the window; the question then
    returned and the match was resumed into a shut-down controller, with a traceback in the log
    (robustness playtest). Now nothing starts, and the autosave stays as it was."""
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=21)
    data.save_autosave(saved.to_record())
    before = data.autosave.read_bytes()

    class ClosingBox:
        def exec(self):
            win.close()  # what the signal does, from inside the question's own loop
            return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(win, "resume_dialog", lambda match: ClosingBox())
    win.startup()
    assert not win.ctl.has_match
    assert data.autosave.read_bytes() == before
    win.ctl._worker.submit(lambda: 1, None)  # a late request after the shutdown is dropped, not raised


def test_the_start_and_abandon_questions_say_where_the_match_stands(qtbot, tmp_path):
    """'round 1' for a match whose round 1 was over and round 2 not dealt, and '(5 – 75)' with
    no names (robustness playtest)."""
    import random as _random

    from rackoapp.engine import DISCARD, TAKE_DRAW, Match

    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))
    match = Match(Rules(max_rebuilds=0), seats, _random.Random(4))
    rnd = match.start_round()
    while not rnd.over:  # nobody keeps a card: the first rebuild ends the round
        match.apply_turn(TAKE_DRAW, DISCARD)
    box = win.resume_dialog(match)
    # Its target and its computers too: "round 3; You: 150, Ada: 55" said too little the next day.
    assert box.text() == "Resume the match?"  # in the box: macOS shows no title
    assert box.informativeText().split("\n\n")[0] == ("A match to 500 is in progress (after round 1; You: {}, Ada: {}). "
                          "Computer player: Ada (Easy).").format(*match.totals)  # one: "players" (code review)
    assert "(round 1;" in win.resume_dialog(match_in_progress(seed=21)).informativeText()

    win.start(Rules(), seats, 3)
    assert win.abandon_dialog().text() == "Abandon the match?"
    assert win.abandon_dialog().informativeText().startswith("The match in play (You: 0, Ada: 0) will be kept")
    four = (*seats, SeatInfo("Bram", "computer", "easy"), SeatInfo("Cleo", "computer", "easy"))
    win.start(Rules(seats=4, partners=True), four, 3)
    assert win.abandon_dialog().informativeText().startswith("The match in play (You & Bram: 0, Ada & Cleo: 0) will")
    # The start's question names the teams too, with their totals (it gave the four seats', playtest).
    partners = Match(Rules(seats=4, partners=True), four, _random.Random(5))
    rnd = partners.start_round()
    while not rnd.over:
        partners.apply_turn(TAKE_DRAW, DISCARD)
    you_bram, ada_cleo = partners.totals[0] + partners.totals[2], partners.totals[1] + partners.totals[3]
    assert win.resume_dialog(partners).informativeText().split("\n\n")[0] == (
        f"A match to 500 is in progress (after round 1; You & Bram: {you_bram}, Ada & Cleo: {ada_cleo}). "
        "Computer players: Ada (Easy), Bram (Easy), Cleo (Easy).")
    # A colon between a name and its points: hot seat's "Player 1 0" read as one number.
    hot = (SeatInfo("Player 1", "human"), SeatInfo("Player 2", "human"))
    win.start(Rules(), hot, 3)
    assert win.abandon_dialog().informativeText().startswith("The match in play (Player 1: 0, Player 2: 0) will")
    win.ctl.shutdown()


def test_with_two_people_at_the_table_the_questions_say_whose_statistics_the_match_counts_in(qtbot, tmp_path):
    """Hot seat with a computer counts for the first person only; the questions said 'counted in
    the statistics' with no word of whose (review). One person at the table: no such words."""
    win, data = data_window(qtbot, tmp_path)
    hot = (SeatInfo("Ann", "human"), SeatInfo("Player 2", "human"), SeatInfo("Ada", "computer", "easy"))
    win.start(Rules(seats=3), hot, 3)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)  # a card taken: the match counts if abandoned
    whose = "It counts in the statistics of Ann, the first person at the table."
    assert win.abandon_dialog().informativeText().endswith("counted in the statistics as played and not won. " + whose)
    assert win.resume_dialog(win.ctl.match_copy()).informativeText().endswith("as played and not won. " + whose)
    win.start(Rules(), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), 3)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)
    assert win.abandon_dialog().informativeText().endswith("as played and not won.")
    win.ctl.shutdown()


def test_abandoning_a_match_played_on_from_its_record_files_it_and_says_it_does_not_count(
        qtbot, tmp_path, monkeypatch):
    """Played on from its record, a match counted when first played is saved at once, and the
    abandon question says it will not count (it said 'counted as played and not won', and with no
    turn played since nothing was saved, so nothing was filed either; playtest)."""
    from rackoapp.storage import record_id
    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    saved = match_in_progress(seed=21)
    saved_seats = saved.seats
    win.keeper.statistics.first_count(record_id(saved.to_record()))  # counted when first played
    win.play_record(saved.to_record())
    assert data.autosave.exists()  # saved before any turn is played on
    box = win.abandon_dialog()
    assert "does not count" in box.informativeText() and "counted in the statistics" not in box.informativeText()
    box = win.resume_dialog(win.ctl.match_copy())  # the same match, offered at the next start
    assert "does not count" in box.informativeText() and "not won" not in box.informativeText()
    accept_new_game(monkeypatch, RULES, seats)
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, []))
    level = [s.level for s in saved_seats if s.is_computer][0]
    before = win.keeper.statistics.get(level).matches
    assert MainWindow.new_game(win)
    assert len(data.history_records()) == 1
    assert win.keeper.statistics.get(level).matches == before
    win.ctl.shutdown()


def test_play_again_after_playing_on_from_a_record_deals_the_record_s_match(qtbot, tmp_path, monkeypatch):
    """Play again after Play on from here deals the record's rules and seats, not those of the
    match played before the record was opened (--record and Play on share one path)."""
    import random as _random

    from rackoapp.engine import Match, TAKE_DRAW

    win, data = data_window(qtbot, tmp_path)
    win.start(RULES, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")), 1)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)  # a match played in, not one just dealt
    three = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    other = Match(Rules(seats=3, target=75), three, _random.Random(2))
    rnd = other.start_round()
    for _ in range(4):
        other.apply_action(TAKE_DRAW)
        other.apply_action(min(10, (rnd.hand - 1) // 6 + 1))
    path = tmp_path / "other.json"
    save_record(other.to_record(), str(path))
    assert win.load_record_file(str(path))
    win.ctl.seek(len(win.ctl._cursor.positions) - 1)
    seen: list = []
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, seen))
    win.play_from_here()
    assert seen == [True]  # the two-seat match in play gave way
    assert not win.ctl.viewing and len(win.ctl.seats) == 3
    win.play_again()
    assert win.ctl.rules.seats == 3 and win.ctl.rules.target == 75
    assert [s.name for s in win.ctl.seats] == ["You", "Ada", "Bram"]
    win.ctl.shutdown()


def _log_lines(win) -> list:
    from rackoapp.ui.panels.move_log import SEPARATOR

    return ["----" if win.log.item(k).data(SEPARATOR) else win.log.item(k).text() for k in range(win.log.count())]


def test_a_resumed_match_logs_its_earlier_rounds_as_they_were_played(qtbot, tmp_path):
    """After a resume (or a change of language) the move log held the round on the table only:
    the earlier rounds were gone (playtest). Now they come back, each as it was logged."""
    from test_ui_persistence import simple_players

    win, data = data_window(qtbot, tmp_path, factory=simple_players)
    ctl = win.ctl
    win.start(Rules(target=500), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")), 4)
    play_until(qtbot, ctl, lambda: ctl.round_number == 3 and ctl.state == "human" and ctl.turns_played >= 2)
    live = _log_lines(win)
    assert live.count("----") == 2 and live[0].startswith("Round 1, dealt by")
    saved = ctl.match_copy()
    win.resume(saved, welcome=False)
    # The coach's verdicts on the earlier rounds come back from its worker, once it has graded them.
    qtbot.waitUntil(lambda: _log_lines(win) == live, timeout=30000)
    win.set_language("nl")
    dutch = _log_lines(win)
    assert dutch.count("----") == 2 and dutch[0].startswith("Ronde 1, gedeeld door") and len(dutch) == len(live)
    win.set_language("en")
    qtbot.waitUntil(lambda: _log_lines(win) == live, timeout=30000)
    ctl.shutdown()


def test_a_match_saved_before_its_first_deal_logs_that_deal_once(qtbot, tmp_path):
    """An autosave with no round yet ("rounds": []) is dealt on the way in, and its deal's line
    stood twice in the log (hostile-input review)."""
    import random

    from rackoapp.engine import Match

    win, data = data_window(qtbot, tmp_path)
    match = Match(Rules(), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy")), random.Random(5))
    assert match.round is None
    win.resume(match, welcome=False)
    lines = _log_lines(win)
    assert [line for line in lines if line.startswith("Round 1, dealt by")] == lines[:1]
    win.ctl.shutdown()


def test_a_resumed_long_match_logs_only_the_rounds_the_log_can_hold(qtbot, tmp_path, monkeypatch):
    """Each earlier round was added on its own, the log scrolling each time: a 2,000-round match
    took 17 s to resume (stress test). Only the last rounds that fit are added, and the log
    reads exactly as if every round had been."""
    import random

    from rackoapp.ai import make_player
    from rackoapp.engine import DISCARD, TAKE_DRAW, Match
    from rackoapp.ui.panels.move_log import MAX_LOG, MoveLog

    from helpers_engine import play_round

    rules = Rules(seats=2, target=10_000, max_rebuilds=0)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))
    players = [make_player("easy", s, rules, random.Random(s)) for s in range(2)]
    match = Match(rules, seats, rng=random.Random(6))
    for _ in range(40):
        play_round(match, players)
    match.start_round()
    match.apply_turn(TAKE_DRAW, DISCARD)
    win, data = data_window(qtbot, tmp_path)
    ctl = win.ctl
    added = []
    real = MoveLog.add_lines
    monkeypatch.setattr(MoveLog, "add_lines", lambda log, lines: (added.append(len(lines)), real(log, lines))[1])
    win.resume(match, welcome=False)
    earlier = ctl.earlier_rounds_moves()
    assert len(earlier) == 40 and sum(map(len, earlier)) > MAX_LOG
    assert len(added) < 40  # not a call (and a scroll) for each round
    # Nor is every round told for it: only the latest that fill the log (scale review: telling
    # the 59,000 lines of a 60-round match took 0.8 s of its resume).
    told = ctl.earlier_rounds_moves(MAX_LOG)
    kept = [lines for lines in told if lines]
    assert told[0] == [] and told[-len(kept):] == earlier[-len(kept):] and told[:-len(kept)] == [[]] * (40 - len(kept))
    assert sum(map(len, kept)) >= MAX_LOG and len(kept) < 20
    expected = MoveLog()
    qtbot.addWidget(expected)
    for lines in earlier:
        real(expected, lines)
        expected.add_separator()
    real(expected, [ctl.dealt_line(ctl.round_number, ctl.dealer)] + ctl.round_moves(MAX_LOG - 1))
    shown = [win.log.item(i).text() for i in range(win.log.count())]
    assert shown == [expected.item(i).text() for i in range(expected.count())]
    ctl.shutdown()


@pytest.mark.parametrize("how", ["seats", "record"])
def test_a_match_left_by_quitting_and_given_up_from_the_command_line_counts(qtbot, tmp_path, how):
    """rackoapp --seats (or --record) with a match left unfinished filed it uncounted: quit a
    losing match, start with --seats, and the loss was gone (a way round New game's count)."""
    from rackoapp.storage import Statistics

    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=5)
    data.save_autosave(saved.to_record())
    if how == "seats":
        win.start(RULES, (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")), 3)
    else:
        win.play_record(record_of_two_rounds())
    qtbot.waitUntil(lambda: win.keeper.statistics.get("medium").matches == 1, timeout=5000)
    assert win.keeper.statistics.get("medium").matches_won == 0
    on_disk = Statistics(data.stats_file)
    assert on_disk.load() is None and on_disk.get("medium").matches == 1
    assert len(data.history_records()) == 1
    # ... and says so, in the status bar and the move log: it was filed with nothing said (playtest).
    # Said once the table is painted (counted before that, as it moved).
    qtbot.waitUntil(lambda: any(win.log.item(i).text().startswith("The match left unfinished (")
                                for i in range(win.log.count())), timeout=5000)
    said = [win.log.item(i).text() for i in range(win.log.count())]
    told = [line for line in said if line.startswith("The match left unfinished (")]
    assert len(told) == 1 and "counts as played and not won" in told[0], said
    # Above the moves of the match now in play, apart: among them it read as if that match had
    # been given up (playtest).
    assert said[0] == told[0] and said[1] == "" and said[2].startswith("Round 1, dealt by"), said
    win.ctl.shutdown()


def test_the_match_left_by_quitting_given_as_the_record_goes_on_uncounted(qtbot, tmp_path):
    """rackoapp --record on the autosave itself, where it stands, is that match going on: it was
    filed and counted as an abandoned loss, and its later win was never counted (code review)."""
    win, data = data_window(qtbot, tmp_path)
    saved = match_in_progress(seed=5)
    data.save_autosave(saved.to_record())
    win.play_record(data.read_autosave())
    wait_human(qtbot, win)
    qtbot.wait(50)
    assert win.keeper.statistics.get("medium").matches == 0
    assert data.history_records() == []
    same_position(win.ctl.match_copy(), saved)
    assert not any("counts as played and not won" in win.log.item(i).text() for i in range(win.log.count()))
    win.ctl.shutdown()


def test_play_on_greyed_out_says_why(qtbot, tmp_path):
    """At every earlier step of an unfinished match 'Play on from here' was greyed out, its
    tooltip only its own name again (second playtest)."""
    win, _ = _record_opened_mid_match(qtbot, tmp_path)
    bar = win.replay_bar
    assert not win.ctl.viewed_finished
    bar.steps["first"].trigger()
    assert not bar.steps["play"].isEnabled()
    assert "from its last step only" in bar.steps["play"].toolTip()
    bar.steps["last"].trigger()
    assert bar.steps["play"].isEnabled()
    assert bar.steps["play"].toolTip() == "Play the match on from this position (Ctrl+Enter)"
    win.ctl.shutdown()


def viewing_an_unfinished_record(qtbot, tmp_path):
    """A window showing an unfinished match's record, active: the bar's keys are the window's
    shortcuts."""
    win, _ = data_window(qtbot, tmp_path)
    path = tmp_path / "unfinished.json"
    save_record(match_in_progress(seed=21).to_record(), path)
    assert win.load_record_file(str(path))
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    return win


def test_the_viewer_by_keyboard_plays_on_and_its_ends_show_no_rack_cursor(qtbot, tmp_path):
    """Play on from here was for the mouse only; and Left at a record's first step (Back greyed)
    fell through to the table and drew the rack's cursor on slot 10 (playtest)."""
    from PySide6.QtCore import Qt

    win = viewing_an_unfinished_record(qtbot, tmp_path)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Home)
    assert win.ctl.position[0] == 0
    qtbot.keyClick(win.view, Qt.Key.Key_Left)
    assert not win.scene.focus_mark.isVisible()
    qtbot.keyClick(win.view, Qt.Key.Key_End)
    assert win.replay_actions["play"].isEnabled()
    assert "Ctrl+Enter" in win.replay_actions["play"].toolTip()
    qtbot.keyClick(win.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not win.ctl.viewing and win.ctl.has_match
    win.ctl.shutdown()


def test_esc_in_the_resume_question_keeps_the_match_and_both_questions_have_alt_keys(qtbot):
    """Esc in "Resume the match?" picked New game, the button that gives the match up; and the
    buttons had no Alt keys (playtest)."""
    from rackoapp.ui.dialogs.resume import abandon_dialog, match_sides, resume_dialog

    match = match_in_progress(seed=5)
    box = resume_dialog(match)
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.Yes)  # Resume
    assert [box.button(b).text() for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)] == \
        ["&Resume", "&New game"]
    box = abandon_dialog(match_sides(match))
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.No)  # Keep playing
    assert all(box.button(b).text().startswith("&")
               for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No))
    # Words only, also where the desktop puts icons on buttons: Yes's green tick on "Abandon it"
    # read backwards (playtest).
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet("QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 1; }")
    try:
        for box in (abandon_dialog(match_sides(match)), resume_dialog(match)):
            box.show()
            assert all(button.icon().isNull() for button in box.buttons())
            box.hide()
    finally:
        app.setStyleSheet(before)


def test_the_resume_question_of_an_untouched_match_does_not_threaten_a_count(qtbot, tmp_path):
    """Quit right after the deal, the next start's question said New game would count the match
    as played and not won, which it then was not (review): it says it does not count."""
    import random

    from rackoapp.engine import Match

    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    fresh = Match(RULES, seats, random.Random(3))
    fresh.start_round()
    # Nor to keep it: such a match is dropped, not filed (it said "kept in the history", playtest).
    said = win.resume_dialog(fresh).informativeText()
    assert "neither kept in the history nor counted" in said and "it is kept" not in said
    assert "not won" in win.resume_dialog(match_in_progress(seed=5)).informativeText()
    data.save_autosave(fresh.to_record())
    win.keeper.keep_unfinished()  # as New game at that question does
    assert data.history_records() == []
    win.ctl.shutdown()


def test_a_new_game_kept_back_for_the_match_in_play_is_offered_again(qtbot, tmp_path, monkeypatch):
    """Answered "keep the current match", the players and rules just chosen were gone: the next
    New game opened on the match kept, every change to make again (playtest). It opens on the
    choice held back, until a match starts."""
    from rackoapp.ui.dialogs import new_game
    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()
    win, data, seats = one_turn_in(qtbot, tmp_path)
    chosen = (Rules(seats=3, target=200, rebuild="classic"),
              seats + (SeatInfo("Bram", "computer", "hard"),))
    offered = []

    class Dialog:
        DialogCode = new_game.NewGameDialog.DialogCode

        def __init__(self, settings, parent, table, **kwargs) -> None:
            offered.append(table)

        def exec(self):
            return self.DialogCode.Accepted

        def deleteLater(self):  # the window deletes the dialog once answered
            pass

        def rules(self):
            return chosen[0]

        def seats(self):
            return chosen[1]

    monkeypatch.setattr(new_game, "NewGameDialog", Dialog)
    seen: list = []
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.No, seen))
    assert not MainWindow.new_game(win)
    assert offered == [(RULES, seats)]  # the match in play's, the first time
    assert not MainWindow.new_game(win)
    assert offered[1] == chosen  # then the choice held back
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.Yes, seen))
    assert MainWindow.new_game(win)
    assert win.ctl.rules == chosen[0]
    # Held back again, then another match comes by another way (a resumed one, review): the
    # next New game opens on that one.
    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Box(QMessageBox.StandardButton.No, seen))
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)
    chosen = (RULES, seats)
    assert not MainWindow.new_game(win)
    assert win._held_back == (RULES, seats)
    resumed = match_in_progress(seed=6)
    win.resume(resumed)
    MainWindow.new_game(win)
    assert offered[-1] == (resumed.rules, tuple(resumed.seats))
    win.ctl.shutdown()


def test_a_round_ended_behind_the_abandon_question_is_counted(qtbot, tmp_path, monkeypatch):
    """The computers play on while the question is open: the abandoned match counted is the one
    the player gives up, not the copy from before the question (a round ended meanwhile went
    uncounted, code review)."""
    from ui_helpers import play_out_round

    from rackoapp.ui.window import MainWindow

    monkeypatch.undo()
    win, data = data_window(qtbot, tmp_path)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
    win.start(Rules(seats=2, target=500), seats, 1)
    wait_human(qtbot, win)
    assert win.ctl.play("draw", 3)
    wait_human(qtbot, win)
    accept_new_game(monkeypatch, RULES, seats)

    class Asked:
        def exec(self):  # the round is played out while the player thinks
            play_out_round(qtbot, win)
            return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(win, "abandon_dialog", lambda match=None: Asked())
    counted = []
    real = win.keeper.count_given_up
    monkeypatch.setattr(win.keeper, "count_given_up", lambda match: counted.append(match) or real(match))
    assert MainWindow.new_game(win)
    assert len(counted[0].results) == 1  # then filed, and not counted twice
    stats = win.keeper.statistics.get("medium")
    assert (stats.matches, stats.rounds) == (1, 1)
    win.ctl.shutdown()


def test_a_match_not_yet_dealt_is_not_said_to_be_in_round_0(qtbot, tmp_path):
    """An autosave whose match has no round yet read "(round 0; You: 0, Ada: 0)" (review)."""
    import random

    from rackoapp.engine import Match
    win, _ = data_window(qtbot, tmp_path)
    fresh = Match(Rules(target=75), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium")),
                  rng=random.Random(3))
    text = win.resume_dialog(fresh).informativeText()
    assert "round 0" not in text and "about to be dealt" in text and "to 75" in text
    win.ctl.shutdown()


def test_ctrl_enter_where_play_on_is_greyed_out_says_why(qtbot, tmp_path):
    """At an earlier step of an unfinished match's record, Ctrl+Enter did nothing and said
    nothing: the reason stood only in the greyed button's tooltip (keyboard play-test)."""
    from PySide6.QtCore import Qt

    win = viewing_an_unfinished_record(qtbot, tmp_path)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_Home)
    assert not win.replay_actions["play"].isEnabled()
    qtbot.keyClick(win.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert win.ctl.viewing
    assert win.status.currentMessage().startswith("An unfinished match can be played on from its last step only (Last, End)")
    qtbot.keyClick(win.view, Qt.Key.Key_End)
    qtbot.keyClick(win.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not win.ctl.viewing and win.ctl.has_match  # from the last step, it plays on
    win.ctl.shutdown()


def test_a_record_s_end_is_no_longer_said_once_stepped_away_from(qtbot, tmp_path):
    """End, Page Down ("This is the record's last step"), Home: the words stood a few seconds
    more over the record's first step (long-haul play-test)."""
    from PySide6.QtCore import Qt

    win = viewing_an_unfinished_record(qtbot, tmp_path)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_End)
    qtbot.keyClick(win.view, Qt.Key.Key_PageDown)
    assert win.status.currentMessage() == "This is the record's last step"
    qtbot.keyClick(win.view, Qt.Key.Key_Home)
    assert win.ctl.position[0] == 0 and win.status.currentMessage() == ""
    qtbot.keyClick(win.view, Qt.Key.Key_Left)
    assert win.status.currentMessage() == "This is the record's first step"
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.status.currentMessage() == ""
    win.ctl.shutdown()
