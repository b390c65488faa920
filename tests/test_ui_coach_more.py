"""The coach after a resume and a change of language (playtest of issue 11): the move log's verdicts
stay on the human's lines, and the review dialog speaks the language in effect and shows the
seat's name where the better card does not hide it. Computer seats are the tests' simple player."""

from __future__ import annotations

import dataclasses
import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from rackoapp.engine import Rules, SeatInfo, Turn
from rackoapp.ui.coach.coach import VERDICT_GAP
from rackoapp.ui.coach.words import log_tag

from ui_helpers import english_afterwards, make_window, simple_factory, start_human_first, wait_human, worker_settled  # noqa: F401 - autouse

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"))


def _play(qtbot, win, rng, moves=None):
    """The human plays seeded random legal moves: ``moves`` of them, or until the round is over."""
    ctl = win.ctl
    played = 0
    for _ in range(4000):
        if ctl.state == "round_over" or (moves is not None and played == moves):
            return
        if ctl.state == "human":
            assert ctl.play(rng.choice(["draw", "discard"]), rng.randint(1, 10))
            played += 1
        else:
            qtbot.wait(5)
    raise AssertionError("the round did not end")


def _human_lines(win, name):
    log = win.log
    return [log.item(k).text() for k in range(log.count()) if log.item(k).text().startswith(name + " ")]


def _marked_as_reviewed(win, review, name):
    """Every line of the human's moves in the log ends with the verdict the round's review gave
    that move, in the language in effect."""
    lines = _human_lines(win, name)
    tags = [log_tag(t.grade) for t in review.turns]
    # A move that stopped its round with no winner is not graded (its line stays bare).
    record, results = win.ctl.record(), win.ctl.results
    stopped = {r for r in {t.round for t in review.turns} if r <= len(results)
               and results[r - 1].rackout is None and record.rounds[r - 1].turns[-1].seat == review.seat}
    graded = [line for line in lines if VERDICT_GAP in line]
    return len(lines) == len(tags) + len(stopped) and len(graded) == len(tags) \
        and all(line.endswith(tag) for line, tag in zip(graded, tags))


def _three_moves_in(qtbot, tmp_path, seed):
    """A window whose human has made three moves of round 1; the rng the moves come from."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    rng = random.Random(seed)
    _play(qtbot, win, rng, moves=3)
    return win, rng


def _finish_round(qtbot, win, rng):
    with qtbot.waitSignal(win.coach.reviewed, timeout=30000):
        _play(qtbot, win, rng)
    return win.coach.reviews[win.ctl.round_number]


# -- 1. the log's verdicts after a resume ----------------------------------------------

def test_a_resumed_round_gets_its_verdicts_in_the_log(qtbot, tmp_path):
    """Killed after three moves and resumed: every move of the round, before the resume and after
    it, is marked with its verdict when the round's review is ready (none was, playtest)."""
    win, rng = _three_moves_in(qtbot, tmp_path, 11)
    assert win.ctl.state != "round_over"
    match = win.ctl.match_copy()  # what the autosave holds when the process dies
    win.close()

    again = make_window(qtbot, tmp_path, factory=simple_factory)
    again.finish_setup()  # as at a start: the coach is there before the match is resumed
    again.resume(match)
    assert len(_human_lines(again, "You")) == 3
    review = _finish_round(qtbot, again, rng)
    assert len(review.turns) > 3
    qtbot.waitUntil(lambda: _marked_as_reviewed(again, review, "You"), timeout=5000)


def test_earlier_rounds_keep_their_verdicts_through_a_resume_and_a_change_of_language(qtbot, tmp_path):
    """Killed in round 3 and resumed, the earlier rounds' moves came back bare (kill -9 playtest):
    they are reviewed again and marked, each round past its rule in the log; a change of language
    keeps them marked."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    rng = random.Random(14)
    reviews = []
    for number in (1, 2):
        reviews.append(_finish_round(qtbot, win, rng))
        win.ctl.next_round()
        qtbot.waitUntil(lambda n=number: win.ctl.round_number == n + 1 and win.ctl.state in ("human", "computer"),
                        timeout=5000)
    match = win.ctl.match_copy()  # what the autosave holds when the process dies
    win.close()
    both = dataclasses.replace(reviews[0], turns=reviews[0].turns + reviews[1].turns)

    again = make_window(qtbot, tmp_path, factory=simple_factory)
    again.finish_setup()
    again.resume(match)
    qtbot.waitUntil(lambda: {1, 2} <= set(again.coach.reviews), timeout=30000)
    for number, review in ((1, reviews[0]), (2, reviews[1])):
        assert [(t.turn, t.verdict) for t in again.coach.reviews[number].turns] == \
            [(t.turn, t.verdict) for t in review.turns]
    qtbot.waitUntil(lambda: _marked_as_reviewed(again, both, "You"), timeout=5000)
    again.set_language("nl")
    qtbot.waitUntil(lambda: _marked_as_reviewed(again, both, "Jij"), timeout=5000)


# -- 2. the log's verdicts across a change of language ------------------------------------

def _marked_rows(win):
    log = win.log
    return [log.item(k).text() for k in range(log.count()) if VERDICT_GAP in log.item(k).text()]


def test_verdicts_stay_through_a_change_of_language_under_a_note_and_past_the_log_s_top(qtbot, tmp_path):
    """The log was read down from its top for round 1's lines: a note above them (a match given
    up) or a log past its 400 lines (round 1 gone, in any match to 500) lost every earlier
    round's verdicts at a change of language (review)."""
    from rackoapp.ui.panels.move_log import MAX_LOG

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2, target=5000))
    win._tell_gave_up(lambda: "The match before was given up")
    rng = random.Random(1)
    _finish_round(qtbot, win, rng)
    win.ctl.next_round()
    wait_human(qtbot, win)
    before = _marked_rows(win)
    assert before and win.log.pinned == 2
    win.set_language("nl")
    qtbot.waitUntil(lambda: len(_marked_rows(win)) == len(before), timeout=5000)
    win.set_language("en")
    while win.log.count() < MAX_LOG:
        _finish_round(qtbot, win, rng)
        win.ctl.next_round()
        wait_human(qtbot, win)
    assert "Round 1," not in win.log.item(win.log.pinned).text()  # round 1 has left the log
    before = _marked_rows(win)
    win.set_language("nl")
    qtbot.waitUntil(lambda: len(_marked_rows(win)) >= len(before), timeout=5000)
    win.set_language("en")
    # The refilled log may keep a line or two more than the one played (its note goes back on
    # top of 400 rows): no verdict of those shown before is lost.
    qtbot.waitUntil(lambda: _marked_rows(win)[-len(before):] == before, timeout=5000)


def test_moves_before_a_change_of_language_get_their_verdicts(qtbot, tmp_path):
    win, rng = _three_moves_in(qtbot, tmp_path, 12)
    win.set_language("nl")
    review = _finish_round(qtbot, win, rng)
    assert len(review.turns) > 3
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, review, "Jij"), timeout=5000)


def test_verdicts_shown_stay_through_a_change_of_language(qtbot, tmp_path):
    """On the round's banner, the verdicts already in the log come back in the new language."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    review = _finish_round(qtbot, win, random.Random(13))
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, review, "You"), timeout=5000)

    win.set_language("nl")
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, review, "Jij"), timeout=5000)
    assert any(" (kostte " in line and "beurten" in line for line in _human_lines(win, "Jij"))
    win.set_language("en")
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, review, "You"), timeout=5000)


def _one_move_graded(qtbot, tmp_path):
    """A window grading as the player plays, its first move made: the window and the grade."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.coach.grade_action.setChecked(True)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    with qtbot.waitSignal(win.coach.graded, timeout=10000) as blocker:
        assert win.ctl.play("draw", 3)
    return win, blocker.args[0]


def test_a_live_grade_stays_through_a_change_of_language(qtbot, tmp_path):
    win, grade = _one_move_graded(qtbot, tmp_path)
    qtbot.waitUntil(lambda: _human_lines(win, "You")[-1:] and
                    _human_lines(win, "You")[-1].endswith(log_tag(grade)), timeout=5000)

    win.set_language("nl")
    qtbot.waitUntil(lambda: _human_lines(win, "Jij")[-1:] and
                    _human_lines(win, "Jij")[-1].endswith(log_tag(grade)), timeout=5000)
    assert len(_human_lines(win, "Jij")) == 1


# -- 3. the review dialog in the language in effect ---------------------------------------

def _names_shown(table):
    """The texts the review table shows as names: a rack's plate, or a text item."""
    names = [item.name for item in table.items() if type(item).__name__ == "RackItem" and item.name]
    return names + [item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                    for item in table.items() if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem))]


def test_the_review_dialog_speaks_the_new_language(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    review = _finish_round(qtbot, win, random.Random(14))
    win.coach.review_round()
    dialog = win.coach.dialog
    assert dialog is not None and len(dialog.turns) >= 2
    number = win.ctl.round_number
    assert dialog.windowTitle() == f"Review of round {number}"
    assert "You" in _names_shown(dialog.table)

    win.set_language("nl")
    qtbot.waitUntil(lambda: dialog.windowTitle() == f"Ronde {number} nakijken", timeout=5000)

    def dutch(k):
        assert dialog.heading.text().startswith(f"Duurste zet {k} van {len(dialog.turns)}: jouw zet ")
        assert dialog.text.text().startswith("Je koos: ") and "zetten deze ronde kostten gemiddeld" in dialog.text.text()
        assert dialog.view.accessibleName() == "De situatie vóór de zet"
        assert dialog.table.draw.label == "Trekstapel" and dialog.table.discard.label == "Aflegstapel"
        assert dialog.prev_button.text() == "&Vorige" and dialog.next_button.text() == "V&olgende"
        names = _names_shown(dialog.table)
        assert "Jij" in names and "You" not in names

    dutch(1)
    dialog.next_button.click()
    assert dialog.index == 1
    dutch(2)
    win.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == f"Review of round {number}", timeout=5000)
    assert dialog.heading.text().startswith(f"Costliest move 2 of {len(dialog.turns)}: ") and dialog.next_button.text() == "&Next"
    assert "You" in _names_shown(dialog.table) and review is win.coach.reviews[number]


# -- 4. the seat's name in sight ------------------------------------------------------------

def _review_turn():
    from rackoapp.ai import make_player
    from rackoapp.coach import review_record
    from rackoapp.engine import Match

    from helpers_engine import play_round

    rules = Rules(seats=2)
    rng = random.Random(7)
    players = [make_player(lvl, s, rules, random.Random(rng.getrandbits(64)))
               for s, lvl in enumerate(("easy", "hard"))]
    match = Match(rules, SEATS, rng=random.Random(rng.getrandbits(64)))
    play_round(match, players)
    review = review_record(match.to_record(), seat=0)
    turn = next(t for t in review.turns if t.grade.best_card is not None and t.grade.best.slot is not None)
    return rules, review, turn


def _name_rects(table):
    """Where the review table shows a name: a rack's own plate (its left end, above slot 1) or
    a text item."""
    rects = []
    for item in table.items():
        if type(item).__name__ == "RackItem" and item.name:
            t = item.text_scale
            rects.append(item.mapRectToScene(QRectF(0, -48 * t, 40 * t, 36 * t)))
        elif isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            rects.append(item.sceneBoundingRect())
    return rects


@pytest.mark.parametrize(("name", "slot"), [("You", 1), ("Alexandra-Marie", 1), ("Alexandra-Marie", 3)])
def test_the_better_card_leaves_the_name_in_sight(qtbot, name, slot):
    """The better card, lifted over a slot at the left, hid the seat's name (playtest)."""
    from rackoapp.ui.coach.review_view import ReviewDialog
    from rackoapp.ui.table.cards import CardItem

    rules, review, t = _review_turn()
    t = dataclasses.replace(t, grade=dataclasses.replace(t.grade, best=Turn(0, t.grade.best.take, slot)))
    dialog = ReviewDialog(review, rules, [t], name)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert name in _names_shown(table)
    rects = _name_rects(table)
    assert rects
    lifted = [c for c in table.items() if isinstance(c, CardItem) and c.value == t.grade.best_card
              and c.zValue() > 50]
    assert lifted, "the better card is lifted over its slot"
    cards = [c.mapRectToScene(c.card_rect()) for c in table.items() if isinstance(c, CardItem)]
    for rect in rects:
        assert table.sceneRect().contains(rect), rect
        for card in cards:
            assert not rect.intersects(card), (rect, card)
        for pile in (table.draw, table.discard):
            assert not rect.intersects(pile.sceneBoundingRect())


# -- 4. the card turned up at the deal, as the review reads it ------------------------------

def test_the_hint_counts_the_card_turned_up_at_the_deal_after_it_was_taken(qtbot, tmp_path, monkeypatch):
    """The hint passes the coach's model the deal's turned-up card, as the round's review does.
    It read the discard pile's bottom card, which is another once the first seat has taken it."""
    import rackoapp.coach

    asked = []
    real = rackoapp.coach.hint
    # The observation carries it (the fairness audit: the hint was told more than the observation).
    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: asked.append(
                        obs.turned_up if deal_top is None else deal_top) or real(obs, deal_top))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    turned_up = win.ctl.observation(0).discard_top
    assert win.ctl.observation(0).turned_up == turned_up
    assert win.ctl.play("discard", 1)  # the turned-up card goes into slot 1
    wait_human(qtbot, win)
    assert win.ctl.observation(0).discard_pile[0] != turned_up
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        assert win.ctl.suggest()
    assert asked == [turned_up]


def test_a_resumed_round_is_graded_with_the_card_turned_up_at_its_deal(qtbot, tmp_path, monkeypatch):
    """Graded live after a resume, a move is judged with the deal's turned-up card; the coach took
    the discard pile's top card at the resumed round's start, the last discard."""
    import rackoapp.ui.coach.coach as coach_mod

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    turned_up = win.ctl.observation(0).turned_up
    _play(qtbot, win, random.Random(5), moves=3)
    assert win.ctl.state != "round_over"
    match = win.ctl.match_copy()
    win.close()

    seen = []
    real = coach_mod.grade_move
    monkeypatch.setattr(coach_mod, "grade_move", lambda obs, *a, deal_top=None, **k: seen.append(
                        obs.turned_up if deal_top is None else deal_top) or real(obs, *a, deal_top=deal_top, **k))
    again = make_window(qtbot, tmp_path, factory=simple_factory)
    again.finish_setup()
    again.coach.grade_action.setChecked(True)
    again.resume(match)
    wait_human(qtbot, again)
    assert again.ctl.observation(0).discard_top != turned_up
    with qtbot.waitSignal(again.coach.graded, timeout=10000):
        assert again.ctl.play("draw", 2)
    assert seen == [turned_up]


def test_a_card_drawn_before_a_restart_is_graded_when_placed_after_it(qtbot, tmp_path):
    """Resumed holding a drawn card, the move got no verdict: the coach had not seen the turn
    begin (playtest). It is graded from the record, in the log and the status bar."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _play(qtbot, win, random.Random(5), moves=3)
    wait_human(qtbot, win)
    assert win.ctl.take("draw")
    match = win.ctl.match_copy()
    win.close()

    again = make_window(qtbot, tmp_path, factory=simple_factory)
    again.finish_setup()
    again.coach.grade_action.setChecked(True)
    again.resume(match)
    wait_human(qtbot, again)
    assert again.ctl.observation(0).hand is not None
    key = (again.ctl.round_number, again.ctl.turns_played + 1)
    said = []  # the status bar's lines: the next turn, already queued, may take it over (CI, loaded)
    again.status.messageChanged.connect(said.append)
    with qtbot.waitSignal(again.coach.graded, timeout=10000) as graded:
        assert again.ctl.place(4)
    grade = graded.args[0]
    line = again.coach._log_line(key)
    assert line is not None and line.text().endswith(log_tag(grade))
    assert any(text.startswith("Your move: ") for text in said) or not again.ctl.round_in_play, said
    again.ctl.shutdown()


def test_grading_as_you_play_is_off_in_hot_seat_and_says_why(qtbot, tmp_path):
    """With two humans at one screen the coach grades nobody (a verdict would tell the others
    about a hidden card); the option stayed enabled and ticked and did nothing (playtest)."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.finish_setup()
    action = win.coach.grade_action
    action.setChecked(True)
    two = (SeatInfo("Player 1", "human"), SeatInfo("Player 2", "human"), SeatInfo("Ada", "computer", "easy"))
    win.start(Rules(seats=3), two, 1)
    assert not action.isEnabled() and action.text().endswith("(only when one person plays)")
    # Greyed but ticked read as grading on for good; the choice itself is kept for later.
    assert not action.isChecked() and win.settings.value("coach/grade_live", type=bool)
    win.start(Rules(seats=2), SEATS, 1)
    assert action.isEnabled() and action.text() == "Grade &my moves as I play" and action.isChecked()
    win.ctl.shutdown()


def test_the_arrow_keys_step_through_the_review_whatever_has_the_focus(qtbot, tmp_path):
    """Right on the focused Next button moved the focus ring, not the review (playtest)."""
    from PySide6.QtCore import Qt

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _finish_round(qtbot, win, random.Random(14))
    win.coach.review_round()
    dialog = win.coach.dialog
    assert dialog is not None and len(dialog.turns) >= 2
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    dialog.next_button.setFocus()
    qtbot.waitUntil(dialog.next_button.hasFocus, timeout=2000)
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_Right)
    assert dialog.index == 1
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_Left)
    assert dialog.index == 0
    qtbot.keyClick(dialog.prev_button, Qt.Key.Key_Down)
    assert dialog.index == 1
    dialog.close()
    win.ctl.shutdown()


def _graded_at(key, grade):
    """``grade`` as the coach keeps a move it graded: with a position it was made from (a rack
    of the two-seat deck, the drawn 4 in hand)."""
    from rackoapp.coach import TurnReview
    from test_review import _holding

    return TurnReview(*key, grade, _holding([30, 2, 12, 17, 21, 25, 28, 33, 36, 39], 4))


def test_graded_lines_take_the_colours_of_a_new_theme(qtbot, tmp_path):
    """Switched to high contrast, the lines graded before kept their colours for white on black
    (about 3.8:1), and back again the bright ones stayed on white (playtest)."""
    from PySide6.QtWidgets import QApplication

    from rackoapp.ui.coach import coach as coach_mod
    from rackoapp.ui.coach.words import VERDICT_COLORS, VERDICT_COLORS_BRIGHT

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    coach = win.coach
    win.log.add("You drew 4 and discarded it")
    item = win.log.item(win.log.count() - 1)
    item.setData(coach_mod.MOVE_KEY, coach_mod._key_text((1, 1)))
    from rackoapp.coach import MoveGrade
    from rackoapp.engine import Turn

    coach._mark(_graded_at((1, 1), MoveGrade(Turn(0, "draw", None), 4, Turn(0, "draw", 3), 4, 0.0, 1.44)))
    assert item.foreground().color().name() == VERDICT_COLORS["mistake"]
    try:
        win.access.contrast_action.setChecked(True)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: item.foreground().color().name() == VERDICT_COLORS_BRIGHT["mistake"], timeout=3000)
    finally:
        win.access.contrast_action.setChecked(False)
    qtbot.waitUntil(lambda: item.foreground().color().name() == VERDICT_COLORS["mistake"], timeout=3000)


def test_graded_lines_take_the_colours_of_a_dark_system_palette(qtbot, tmp_path):
    """Switched to a dark palette, a line graded before kept its colour for white rows, and back
    again the bright one stayed on white: the log had not taken the new palette up when the line
    was coloured again (diff review)."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from rackoapp.coach import MoveGrade
    from rackoapp.engine import Turn
    from rackoapp.ui.coach import coach as coach_mod
    from rackoapp.ui.coach.words import VERDICT_COLORS, VERDICT_COLORS_BRIGHT

    app = QApplication.instance()
    before = app.palette()
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.log.add("You drew 4 and discarded it")
    item = win.log.item(win.log.count() - 1)
    item.setData(coach_mod.MOVE_KEY, coach_mod._key_text((1, 1)))
    win.coach._mark(_graded_at((1, 1), MoveGrade(Turn(0, "draw", None), 4, Turn(0, "draw", 3), 4, 0.0, 1.44)))
    assert item.foreground().color().name() == VERDICT_COLORS["mistake"]
    dark = QPalette(before)
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase, QPalette.ColorRole.Window):
        dark.setColor(role, QColor("#323232"))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: item.foreground().color().name() == VERDICT_COLORS_BRIGHT["mistake"], timeout=3000)
    finally:
        app.setPalette(before)
    qtbot.waitUntil(lambda: item.foreground().color().name() == VERDICT_COLORS["mistake"], timeout=3000)


def test_verdicts_read_on_a_dark_system_palette(qtbot, tmp_path):
    """With a dark system palette the verdicts kept their colours for white rows: 2:1 on
    #323232 (keyboard review). On dark rows they take the bright ones, 4.5:1 or more."""
    from PySide6.QtGui import QColor, QPalette

    from rackoapp.ui.coach.words import VERDICT_WORDS, verdict_color
    from rackoapp.ui.quiet import contrast

    dark = QPalette()
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase, QPalette.ColorRole.Window):
        dark.setColor(role, QColor("#323232"))
    light = QPalette()
    light.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    for verdict in VERDICT_WORDS:
        for palette, row in ((dark, "#323232"), (light, "#ffffff")):
            assert contrast(QColor(verdict_color(verdict, palette)), QColor(row)) >= 4.5, (verdict, row)


@pytest.mark.parametrize("nearly, words", [
    (None, None),
    (("draw", None), "a close call: drawing from the draw pile is about as good"),
    (("discard", 10), "a close call: taking the {top} into slot 10 (50) is about as good"),
])
def test_a_hint_tells_a_close_call(qtbot, tmp_path, monkeypatch, nearly, words):
    """The hint told a close call as a certainty ("take the top card of the draw pile", where the
    39 on the discard pile was 0.05 turns worse, playtest): it names the move about as good."""
    import rackoapp.coach
    from rackoapp.coach import Hint

    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint("draw", None, nearly))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    top = win.ctl.observation(0).discard_top
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    text = said.args[2]
    assert text.startswith("Hint: take the top card of the draw pile")
    if words is None:
        assert "close call" not in text
    else:
        assert text.endswith(f" \u2014 {words.format(top=top)}"), text  # no brackets in brackets (copy review)


def test_a_hint_the_status_line_cannot_hold_shows_whole_in_a_tip(qtbot, tmp_path, monkeypatch):
    """At 1.75x the close call read "... a close call: ta…", the rest only under a pointer resting
    on the line (playtest): a hint cut there shows whole in a tip over the status bar, which goes
    once the hint is taken. A hint that fits shows none."""
    import rackoapp.coach
    from PySide6.QtCore import QPoint

    from rackoapp.coach import Hint

    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint("draw", None, ("discard", 10)))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.show()
    win.move(20, 20)  # a small window high on the screen: a tip below its point hung below it
    for width, tipped in ((1500, False), (640, True)):
        win.resize(width, 700)
        qtbot.waitUntil(lambda: abs(win.width() - width) < 50)
        with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
            assert win.ctl.suggest()
        whole = said.args[2]
        qtbot.wait(50)
        cut = win.prompt_label.fontMetrics().horizontalAdvance(whole) > win.prompt_label.width()
        assert cut == tipped
        tip = _whole_hint_tip()
        assert (tip is not None) == tipped
        if tipped:
            assert " ".join(tip.text().split("<br>")).endswith(whole + "</p>")
            # Over the line it says whole, not below the window, nor a line more over the rack
            # (it covered the slot labels, newcomer's play-test).
            status_bottom = win.status.mapToGlobal(QPoint(0, win.status.height())).y()
            assert abs(tip.geometry().bottom() + 1 - status_bottom) <= 3
    win.ctl.take("draw")  # the hint is taken: its marks and its tip go
    qtbot.waitUntil(lambda: _whole_hint_tip() is None, timeout=3000)
    win.ctl.shutdown()


def test_a_hint_names_the_card_as_every_hint_does(qtbot):
    """"Hint: take 58 from the discard pile" beside "Hint: put the 59 into slot 10" (Dutch "pak
    58" beside "leg de 59", playtest): the card is "the 58" in every hint."""
    from rackoapp.controller.texts import suggestion_text

    assert suggestion_text("discard", 10, 58) == "Hint: take the 58 from the discard pile into slot 10 (50)"
    assert suggestion_text("discard", None, 58) == "Hint: take the 58 from the discard pile"
    assert suggestion_text(None, 10, 59) == "Hint: put the 59 into slot 10 (50)"


def test_a_round_over_before_the_coach_came_is_reviewed_and_its_banner_offers_it(qtbot, tmp_path):
    """A finished match played on from its record (--record, before the first paint builds the
    coach) showed its banner without "Review this round"; a change of language brought the button,
    and it answered "The coach is still looking at this round" for ever (playtest)."""
    from rackoapp.ui import addons

    first = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, first, SEATS, Rules(seats=2))
    _play(qtbot, first, random.Random(5))
    match = first.ctl.match_copy()
    first.ctl.shutdown()
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.resume(match, welcome=False)  # as --record does, before the coach is built
    assert not addons.BuiltWhenAsked.has(win, "coach")
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=3000)
    assert not any("Review" in b.text for b in banner.buttons)
    win.finish_setup()  # after the first paint
    assert any("Review" in b.text for b in banner.buttons)
    number = win.ctl.round_number
    qtbot.waitUntil(lambda: number in win.coach.reviews, timeout=30000)
    win.coach.review_round()
    assert win.coach.dialog is not None and win.coach.dialog.windowTitle() == f"Review of round {number}"
    win.ctl.shutdown()


def test_a_hints_reason_is_a_fact_about_the_rack():
    """A bare "put the 11 into slot 7 (35)" read as nonsense (playtest): the hint says the one
    fact that speaks for it, where one does, and nothing where none does."""
    from rackoapp.coach.why import Reason, in_order, reason, run_through, share_slot
    from rackoapp.controller.texts import reason_text

    two, four = Rules(seats=2), Rules(seats=4)  # decks of 40 and 60
    # The playtest's hint: 10, 11 would start a run, but the cards in rising order drop from six
    # (13 16 19 34 35 40) to five; the 34 fitted where the 11 goes, and an 11 belongs in slot 3.
    # No fact speaks for it, so none is told.
    rack = [13, 16, 19, 5, 38, 10, 34, 35, 40, 32]
    assert run_through([13, 16, 19, 5, 38, 10, 11, 35, 40, 32], 7) == (10, 11)
    assert in_order(rack) == 6 and in_order([13, 16, 19, 5, 38, 10, 11, 35, 40, 32]) == 5
    assert reason(two, rack, 7, 11) is None
    # A pair that keeps the order; the run of three, whatever the order.
    low = [3, 9, 14, 20, 22, 30, 31, 36, 27, 39]
    assert reason(two, low, 2, 4) == Reason("run", (3, 4))
    assert reason(two, low, 5, 21) == Reason("run", (20, 21))
    assert reason(two, low, 8, 32) == Reason("run", (30, 31, 32))
    # Without the rule there is no run to speak of: the 4 goes about where it belongs.
    assert share_slot(4, 60) == 1 and share_slot(6, 60) == 1 and share_slot(7, 60) == 2 and share_slot(60, 60) == 10
    assert reason(four, low, 2, 4) == Reason("share")
    # Fits between its neighbours where the old card did not; at the ends, one neighbour.
    assert reason(four, [13, 16, 19, 5, 30, 31, 34, 35, 40, 32], 4, 25) == Reason("fits", low=19, high=30)
    # Only between cards that rise with the rest: here the 38 does not (10, 34, 35, 40 follow).
    assert reason(four, rack, 4, 25) == Reason("share")
    # "Die past tussen je 8 en 37", an 8 after a 23 (playtest): no fit is said; the 5 it
    # replaces, with six slots before it, is what speaks for the move.
    shown = [4, 16, 21, 22, 23, 8, 5, 37, 38, 40]
    assert reason(two, shown, 7, 33) == reason(two, shown, 7, 33, [1, 2, 3]) == Reason("stranded_below", (5,))
    assert reason(four, [30, 2, 5, 9, 14, 20, 25, 33, 40, 3], 1, 1) == Reason("fits", low=None, high=2)
    assert reason(four, [1, 2, 50, 9, 14, 20, 25, 33, 40, 3], 10, 58) == Reason("fits", low=40, high=None)
    assert reason(four, [50, 2, 5, 9, 14, 20, 25, 33, 40, 3], 2, 4) == Reason("share")  # below the 50: no fit
    # Once the rack has its run of three, a run is no reason; the Rack-O itself is.
    ran = [1, 2, 3, 10, 20, 25, 30, 33, 36, 5]
    assert reason(two, ran, 10, 38) == Reason("rackout")
    # The words: short, for the status line.
    hint = "Hint: put the 4 into slot 2 (10)"
    assert reason_text(hint, None, 4) == hint
    assert reason_text(hint, Reason("rackout"), 4) == hint + ": that's Rack-O!"
    assert reason_text(hint, Reason("run", (3, 4)), 4) == hint + ": 3, 4 start a run"
    assert reason_text(hint, Reason("run", (3, 4, 5)), 4) == hint + ": 3, 4, 5 make the run Rack-O needs"
    assert reason_text(hint, Reason("fits", low=3, high=14), 4) == hint + ": it fits between your 3 and 14"
    assert reason_text(hint, Reason("fits", high=14), 4) == hint + ": it fits below your 14"
    assert reason_text(hint, Reason("fits", low=3), 4) == hint + ": it fits above your 3"
    assert reason_text(hint, Reason("share"), 4) == hint + ": about where the 4 belongs"


def test_a_1_for_slot_1_or_the_highest_card_for_slot_10_is_said_to_be_unbeatable():
    """"About where the 1 belongs" for a 1 offered for slot 1 (coach playtest): no card is better
    there, and the hint says so; a 60 for slot 10 of the four-seat deck too, a 40 there does not."""
    from rackoapp.coach.why import reason
    from rackoapp.controller.texts import reason_text

    rack = [9, 30, 14, 18, 22, 25, 29, 31, 35, 38]  # not rising: no Rack-O to say instead
    why = reason(Rules(seats=2, two_player_run=False), rack, 1, 1)
    assert reason_text("Put the 1 into slot 1", why, 1) == "Put the 1 into slot 1: no card is better in that slot than the 1"
    assert reason(Rules(seats=2, two_player_run=False), rack, 10, 40).kind == "unbeatable"
    four = [9, 40, 14, 18, 22, 25, 29, 31, 35, 50]
    assert reason(Rules(seats=4), four, 10, 60).kind == "unbeatable"
    assert reason(Rules(seats=4), [*four[:9], 45], 10, 41) is None  # far from its share, and no best


def test_a_hints_reason_says_when_the_card_it_replaces_cannot_stay():
    """After a shuffled rebuild the coach named a move that broke a run of 5, 6, 7 ("better: the
    18 into slot 3"), with no word that no card below 5 was left to draw for slot 1 (playtest):
    by the cards that may still be drawn, the reason says the card replaced cannot stay."""
    from rackoapp.coach.why import Reason, reason
    from rackoapp.controller.texts import reason_text

    two = Rules(seats=2)
    rack = (12, 5, 6, 7, 15, 23, 24, 16, 31, 39)
    drawable = [9, 11, 17, 20, 22, 25, 29, 30, 35, 36, 38, 40]  # the playtest's draw pile
    run = (5, 6, 7)  # given up, and said (below)
    assert reason(two, rack, 3, 18) == Reason("breaks_run", breaks=run)  # no fact without the cards left
    assert reason(two, rack, 3, 18, drawable) == Reason("stuck_below", (6, 0), breaks=run)
    assert reason(two, rack, 2, 14, drawable) == Reason("stuck_below", (5, 0), breaks=run)
    # A 3 left to draw could go before the 5: the 6 may stay, and only the run given up is said.
    assert reason(two, rack, 3, 18, [3, *drawable]) == Reason("breaks_run", breaks=run)
    # Two slots before the 9 want a lower card, and one is left: too few. Not for a 10, with as
    # few: a card put in must be able to stay where the one it replaces cannot (review).
    rack, drawable = (30, 35, 9, 12, 15, 18, 22, 26, 33, 38), [4, 10, 11, 40]
    assert reason(two, rack, 3, 13, drawable) == Reason("stuck_below", (9, 1))
    assert reason(two, rack, 3, 5, drawable) == Reason("share")  # the 5 as stuck: only its share is said
    # After it: the 37 in slot 8 needs two higher cards, and none is left.
    rack = (5, 2, 18, 29, 23, 24, 10, 37, 21, 13)
    drawable = [c for c in range(1, 38) if c not in rack]
    assert reason(two, rack, 8, 31, drawable) == Reason("stuck_above", (37, 0))
    # By the numbers alone, whatever is left: a 1 in slot 9, a 40 of 40 in slot 4.
    assert reason(two, (12, 27, 6, 7, 26, 23, 19, 16, 1, 2), 9, 28, drawable) == Reason("stranded_below", (1,))
    assert reason(two, (1, 6, 12, 40, 17, 21, 27, 30, 34, 38), 4, 10, drawable) == Reason("stranded_above", (40,))
    # A fact of the rack itself comes first: the 20 fits between the 15 and the 24, where the 30
    # (with nothing left to draw) could not stay either.
    assert reason(two, (12, 5, 6, 7, 15, 30, 24, 16, 31, 39), 6, 20, []) == Reason("fits", low=15, high=24)
    hint = "Hint: put the 18 into slot 3 (15)"
    assert reason_text(hint, Reason("stuck_below", (6, 0)), 18) == (
        hint + ": no card lower than your 6 can still be in the draw pile for the slots before it")
    assert reason_text(hint, Reason("stuck_below", (9, 1)), 18) == (
        hint + ": too few cards lower than your 9 can still be in the draw pile for the slots before it")
    assert reason_text(hint, Reason("stuck_above", (37, 0)), 18) == (
        hint + ": no card higher than your 37 can still be in the draw pile for the slots after it")
    assert reason_text(hint, Reason("stuck_above", (37, 2)), 18) == (
        hint + ": too few cards higher than your 37 can still be in the draw pile for the slots after it")
    assert reason_text(hint, Reason("stranded_below", (1,)), 18) == hint + ": your 1 there can never stay, as too few numbers are lower"
    assert reason_text(hint, Reason("stranded_above", (40,)), 18) == hint + ": your 40 there can never stay, as too few numbers are higher"


def test_a_hint_that_gives_up_the_only_run_says_so():
    """2 seats: "leg de 23 in vak 7 (35): ongeveer waar de 23 hoort" put a 23 between a 33 and a
    35, the rack's only run of three, with no word of it: read as plainly wrong (playtest). The
    model may be right; the hint says what the move gives up."""
    from rackoapp.coach.why import Reason, reason
    from rackoapp.controller.texts import reason_text

    two, four = Rules(seats=2), Rules(seats=4)
    rack = (2, 16, 19, 5, 21, 33, 34, 35, 14, 32)
    assert reason(two, rack, 7, 23) == Reason("share", breaks=(33, 34, 35))
    assert (reason(four, rack, 7, 23) or Reason("none")).breaks == ()  # no run needed: nothing given up
    assert reason(two, rack, 9, 36).breaks == ()  # the run kept
    # Another run of three left: nothing is given up.
    assert reason(two, (2, 3, 4, 5, 21, 33, 34, 35, 14, 32), 7, 23).breaks == ()
    hint = "Hint: put the 23 into slot 7 (35)"
    assert reason_text(hint, Reason("share", breaks=(33, 34, 35)), 23) == (
        hint + ": about where the 23 belongs, though it gives up your run 33, 34, 35")
    assert reason_text(hint, Reason("breaks_run", breaks=(33, 34, 35)), 23) == (
        hint + ": it gives up your run 33, 34, 35, and still gets you to Rack-O in fewer turns")


def test_a_fit_is_never_beside_a_card_that_can_never_stay():
    """"Die past tussen je 1 en 47" named a 1 in slot 4, which can never stay (playtest)."""
    from rackoapp.coach.why import Reason, reason

    four = Rules(seats=4)
    assert (reason(four, (58, 57, 56, 1, 48, 47, 50, 52, 55, 59), 5, 30) or Reason("none")).kind != "fits"
    assert reason(four, (58, 57, 56, 20, 48, 47, 50, 52, 55, 59), 5, 30) == Reason("fits", low=20, high=47)


def test_a_hint_names_the_card_a_run_with_a_gap_waits_for():
    """"Put the 22 into slot 7 (35): about where the 22 belongs", beside a 20 and a 24, read as
    breaking a rising rack (playtest): the 20 and the 22 wait for a 21, the run Rack-O needs."""
    from rackoapp.coach.why import Reason, reason
    from rackoapp.controller.texts import reason_text

    two, four = Rules(seats=2), Rules(seats=4)
    rack = [4, 7, 12, 14, 20, 24, 26, 31, 33, 38]
    drawable = [c for c in range(1, 41) if c not in rack and c != 22]
    # The rack rose from end to end: the hint also says that it no longer does.
    assert reason(two, rack, 7, 22, drawable) == Reason("gap", (20, 21, 22), unsorts=True)
    assert reason(two, rack, 3, 18, drawable) == Reason("gap", (18, 19, 20), unsorts=True)  # the 20 two slots after it
    # Not when the card between can no longer come, nor without the rule, nor with a run already.
    assert reason(two, rack, 7, 22, [c for c in drawable if c != 21]).kind != "gap"
    assert reason(four, rack, 7, 22, drawable) is None or reason(four, rack, 7, 22, drawable).kind != "gap"
    ran = [4, 7, 8, 9, 20, 24, 26, 31, 33, 38]
    assert reason(two, ran, 7, 22, [c for c in range(1, 41) if c not in ran and c != 22]).kind != "gap"
    hint = "Hint: put the 22 into slot 7 (35)"
    assert reason_text(hint, Reason("gap", (20, 21, 22)), 22) == (
        hint + ": 20 and 22 wait for the 21 between them, the run Rack-O needs")


def test_a_hint_to_leave_a_card_says_it_fits_no_slot_when_that_holds():
    """Draw hints said nothing, and looked odd beside a card the player thought useful
    (playtest): a hint to draw, or to discard the card drawn, says that the card goes Rack-O,
    makes a run or fits in no slot, when that holds, and nothing when it does not."""
    from rackoapp.coach.why import Reason, leave_reason
    from rackoapp.controller.texts import reason_text, suggestion_text

    two, four = Rules(seats=2), Rules(seats=4)
    rack = [15, 18, 20, 22, 26, 31, 35, 6, 38, 12]
    # The 7 fits between the 6 and the 12 (slot 9 holds the 38, above the 12): a use.
    assert leave_reason(four, rack, 7, "leave_pile") is None
    # Four seats, 60 cards: a 30 fits nowhere the card there does not already fit, and every slot
    # near its share holds a card near its own; anything above the 51 fits slot 10, under the 2.
    spread = [3, 9, 15, 21, 27, 33, 39, 45, 51, 2]
    assert leave_reason(four, spread, 30, "leave_pile") == Reason("leave_pile")
    assert leave_reason(four, spread, 30, "leave_hand") == Reason("leave_hand")
    assert leave_reason(four, spread, 55, "leave_pile") is None
    # The review's case: a 1 for slot 1, where a 16 lies. It fits no worse than the 16, but the 16
    # belongs in slot 4: the 1 is of use, whatever the coach says of drawing.
    assert leave_reason(two, [16, 30, 21, 14, 34, 36, 3, 28, 23, 13], 1, "leave_pile") is None
    # With the two-seat rule and no run yet, a card that starts a run is a use (the 19 beside
    # the 18), and one that starts none is not (the 25: no 24 or 26 to go beside).
    rack = [2, 6, 10, 14, 18, 23, 27, 31, 35, 3]
    assert leave_reason(two, rack, 19, "leave_pile") is None
    assert leave_reason(two, rack, 25, "leave_pile") == Reason("leave_pile")
    # A card that goes Rack-O is a use.
    assert leave_reason(four, rack, 39, "leave_hand") is None
    draw = suggestion_text("draw", None, 24)
    assert reason_text(draw, Reason("leave_pile"), 24) == \
        "Hint: take the top card of the draw pile: the 24 on the discard pile would not improve any slot"
    discard = suggestion_text(None, None, 24)
    assert reason_text(discard, Reason("leave_hand"), 24) == \
        "Hint: discard the 24: it would not improve any slot"
    # Where the card does something somewhere, the model's own count is said: draw hints mostly
    # came with no word, and a natural move read as a blunder's twin (playtest).
    from rackoapp.coach.why import leave
    assert leave(four, [15, 18, 20, 22, 26, 31, 35, 6, 38, 12], 7, "leave_pile") == Reason("draw_gains")
    assert leave(four, rack, 39, "leave_hand") == Reason("keep_rack")
    assert leave(four, spread, 30, "leave_pile") == Reason("leave_pile")
    assert reason_text(draw, Reason("draw_gains"), 7) == ("Hint: take the top card of the draw pile: on average, "
                                                          "drawing gets you to Rack-O sooner than taking the 7 from the discard pile")
    assert reason_text(suggestion_text(None, None, 39), Reason("keep_rack"), 39) == (
        "Hint: discard the 39: by the coach's count your rack is better off without it")


def test_the_window_hint_to_draw_and_to_discard_says_why_the_card_is_left(qtbot, tmp_path, monkeypatch):
    """The window's hint to draw names the discard pile's card as left for a reason, and its
    hint to discard the card drawn names that card, each as ``leave_reason`` finds it."""
    import rackoapp.coach
    from rackoapp.coach import Hint
    from rackoapp.coach.why import Reason
    from rackoapp.controller.texts import reason_text, suggestion_text

    import rackoapp.coach.why as why

    asked = []
    monkeypatch.setattr(why, "leave_reason", lambda rules, rack, card, kind: asked.append((list(rack), card, kind))
                        or Reason(kind))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    obs = win.ctl.observation(0)
    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint("draw", None))
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    top = obs.discard_top
    assert asked == [(list(obs.rack), top, "leave_pile")]
    assert said.args[2] == reason_text(suggestion_text("draw", None, top), Reason("leave_pile"), top)
    assert f"the {top} on the discard pile would not improve any slot" in said.args[2]
    assert win.ctl.take("draw")
    held = win.ctl.observation(0).hand
    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint(None, None))
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    assert asked[1:] == [(list(obs.rack), held, "leave_hand")]
    assert said.args[2] == f"Hint: discard the {held}: it would not improve any slot"
    win.ctl.shutdown()


def test_the_window_hint_carries_its_reason_and_a_late_one_says_nothing(qtbot, tmp_path, monkeypatch):
    """The window's hint is the coach's move with its reason. A hint that comes after its moment
    (the player has moved meanwhile; in hot seat, the next player sits there) is dropped: it
    would speak of the last player's rack (review)."""
    import time

    import rackoapp.coach
    from rackoapp.coach import Hint
    from rackoapp.coach.model import available
    from rackoapp.coach.why import reason
    from rackoapp.controller.texts import reason_text, suggestion_text

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    assert win.ctl.take("draw")
    obs = win.ctl.observation(0)
    drawable = available(obs, win.ctl.match_copy().round.turned_up)  # as the hint counts them
    slot = next((s for s in range(1, 11) if reason(obs.rules, obs.rack, s, obs.hand, drawable) is not None), None)
    assert slot is not None, "no slot with a reason in this deal (seeded: never)"
    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint(None, slot))
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    why = reason(obs.rules, obs.rack, slot, obs.hand, drawable)
    assert said.args[2] == reason_text(suggestion_text(None, slot, obs.hand), why, obs.hand) != \
        suggestion_text(None, slot, obs.hand)
    # A slow hint, and a move before it comes.
    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: time.sleep(0.3) or Hint(None, slot))
    heard = []
    win.ctl.suggestion.connect(lambda *args: heard.append(args))
    assert win.ctl.suggest()
    assert win.ctl.place(slot)
    worker_settled(qtbot, win.ctl._worker)  # the slow hint has come back, and was not said
    assert heard == []
    win.ctl.shutdown()


RECORDS = __import__("pathlib").Path(__file__).parent / "records"


def test_the_hint_and_the_review_say_that_the_card_replaced_cannot_stay(qtbot, tmp_path):
    """The playtest's round (tests/records/draw_pile_short.json, a match of the coach's playtest
    to round 3, turn 21): rack 12, 5, 6, 7, 15, 23, 24, 16, 31, 39, the 18 on the discard pile,
    no card below 5 among those left to draw. "Better: the 18 into slot 3 (15)", breaking the
    run of 5, 6, 7, came with no reason; the hint and the review now say why."""
    from rackoapp.coach import review_record
    from rackoapp.engine import load_record, save_record
    from rackoapp.ui.coach.review_view import ReviewDialog

    words = "no card lower than your 6 can still be in the draw pile for the slots before it"
    record = load_record(RECORDS / "draw_pile_short.json")
    t = review_record(record, seat=0, rounds=[3]).turns[-1]
    assert (t.round, t.turn) == (3, 21) and t.position.rack == (12, 5, 6, 7, 15, 23, 24, 16, 31, 39)
    assert (t.grade.best.take, t.grade.best.slot, t.grade.best_card) == ("discard", 3, 18)
    dialog = ReviewDialog(review_record(record, seat=0, rounds=[3]), record.rules, [t], "You")
    qtbot.addWidget(dialog)
    assert words in dialog.text.text(), dialog.text.text()
    # Live: the match played on from the turn before, and H asked.
    last = record.rounds[-1]
    path = tmp_path / "turn20.json"
    save_record(dataclasses.replace(record, rounds=(*record.rounds[:-1], dataclasses.replace(last, turns=last.turns[:20]))), path)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    assert win.load_record_file(str(path))
    win.replay_actions["last"].trigger()
    win.replay_actions["play"].trigger()
    wait_human(qtbot, win)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    assert said.args[2] == ("Hint: take the 18 from the discard pile into slot 3 (15): " + words
                            + ", though it gives up your run 5, 6, 7"), said.args[2]
    win.ctl.shutdown()


def test_the_review_names_the_seat_just_above_its_rack(qtbot):
    """The name floated a card's height above the rack for every move, away from it (playtest):
    it stands just above the rack, and above the better card only where that card stands under it."""
    from rackoapp.coach import review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach.review_view import RACK_POS, ReviewDialog
    from rackoapp.ui.table.cards import CardItem

    record = load_record(RECORDS / "draw_pile_short.json")
    review = review_record(record, seat=0)
    near = next(t for t in review.turns if t.grade.best.slot == 1 and t.grade.best_card is not None)
    far = next(t for t in review.turns if (t.grade.best.slot or 0) >= 4 and t.grade.best_card is not None)
    heights = {}
    for key, t in (("far", far), ("near", near)):
        dialog = ReviewDialog(review, record.rules, [t], "You")
        qtbot.addWidget(dialog)
        plate = dialog.table.name_plate.sceneBoundingRect()
        cards = [item for item in dialog.table.items() if isinstance(item, CardItem) and item.zValue() >= 80]
        assert plate.bottom() <= RACK_POS[1] and not any(plate.intersects(c.mapRectToScene(c.card_rect())) for c in cards)
        heights[key] = RACK_POS[1] - plate.bottom()
    assert heights["far"] < 12 < heights["near"], heights


def test_the_review_of_one_hinted_move_says_so_in_the_singular(qtbot):
    """"Your 1 move this round cost 0.74 turns, 1 of them played as a hint said" (review)."""
    from rackoapp.coach import Review, review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach.review_view import ReviewDialog

    record = load_record(RECORDS / "draw_pile_short.json")
    t = review_record(record, seat=0, rounds=[3]).turns[-1]
    one = Review(0, (t,))
    dialog = ReviewDialog(one, record.rules, [t], "You", hinted=1)
    qtbot.addWidget(dialog)
    assert ". You played it exactly as hinted (its pile and its slot): the statistics leave it out" in dialog.text.text()
    assert "of them" not in dialog.text.text()
    two = Review(0, (t, t))
    dialog = ReviewDialog(two, record.rules, [t], "You", hinted=1)
    qtbot.addWidget(dialog)
    # One of them is "it", not "those" (coach review).
    assert ". You played one of them exactly as hinted (pile and slot): the statistics leave it out" in dialog.text.text()
    # The statistics' figure said as a number: "0.23 each" here, 0.49 on the chart (newcomer's play-test).
    three = Review(0, (t, t, t))
    dialog = ReviewDialog(three, record.rules, [t], "You", hinted=1, own_mean=0.4944)
    qtbot.addWidget(dialog)
    assert "the statistics leave it out, and count your other 2 at 0.49 turns each." in dialog.text.text()
    dialog = ReviewDialog(two, record.rules, [t], "You", hinted=1, own_mean=0.4944)
    qtbot.addWidget(dialog)
    assert "the statistics leave it out, and count your other move at 0.49 turns." in dialog.text.text()


def test_a_round_played_wholly_as_hinted_says_there_is_nothing_to_review(qtbot):
    """"Every move of yours this round was the best one", then "10 of them played exactly as hinted,
    so the statistics leave those out": graded, then not counted (playtest). Made larger, the
    dialog kept its lines together at the top."""
    from rackoapp.coach import Review, review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach.review_view import ReviewDialog

    record = load_record(RECORDS / "draw_pile_short.json")
    turns = review_record(record, seat=0, rounds=[3]).turns[-2:]
    dialog = ReviewDialog(Review(0, tuple(turns)), record.rules, [], "You", hinted=2)
    qtbot.addWidget(dialog)
    assert dialog.heading.text() == "You played every move of this round as the coach hinted"
    assert dialog.text.text().startswith("Those moves are the coach's, so there is nothing of yours to review")
    dialog.show()
    qtbot.waitExposed(dialog)

    def spread():
        return dialog.legend.geometry().top() - dialog.heading.geometry().bottom()

    together = spread()
    dialog.resize(dialog.width(), dialog.height() + 300)
    qtbot.wait(50)  # laid out anew
    assert spread() == together
    one_hinted = ReviewDialog(Review(0, tuple(turns)), record.rules, [], "You", hinted=1)
    qtbot.addWidget(one_hinted)
    assert one_hinted.heading.text() == "Every move of yours this round was the best one"


def test_a_review_with_nothing_to_step_through_is_heard_as_it_opens(qtbot, monkeypatch):
    """A round played wholly as hinted: the dialog had no description and said nothing, and a
    blind player heard a title and a Close button (coach review)."""
    from rackoapp.coach import Review, review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach import review_view

    heard = []
    monkeypatch.setattr(review_view, "announce_now", lambda widget, text: heard.append(text))
    record = load_record(RECORDS / "draw_pile_short.json")
    turns = review_record(record, seat=0, rounds=[3]).turns[-2:]
    dialog = review_view.ReviewDialog(Review(0, tuple(turns)), record.rules, [], "You", hinted=2)
    qtbot.addWidget(dialog)
    assert dialog.accessibleDescription() == f"{dialog.heading.text()}. {dialog.text.text()}"
    dialog.show()
    qtbot.waitUntil(lambda: bool(heard))
    assert heard == [dialog.accessibleDescription()]  # no cost's meaning where no cost is shown


def test_the_review_says_what_a_move_gave_up_of_the_run_and_why_to_leave_the_pile(qtbot):
    """The evening's playtest (tests/records/gap_given_up.json, round 1, turn 5): rack 1, 23, 22,
    27, 35, 11, 7, 30, 3, 32 under the two-seat rule, the 40 taken into slot 10: "?? blunder (cost
    2.65 turns) ... Better: draw (the 39 would have come) and discard it", and not a word of the 30
    and 32 it broke up, which waited for the 31. The review now names them, and why the draw."""
    from rackoapp.coach import Review, review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach.review_view import ReviewDialog, given_up_words

    record = load_record(RECORDS / "gap_given_up.json")
    t = next(t for t in review_record(record, seat=0, rounds=[1]).turns if t.turn == 5)
    assert t.position.rack == (1, 23, 22, 27, 35, 11, 7, 30, 3, 32) and t.verdict == "blunder"
    assert (t.grade.played.take, t.grade.played.slot, t.grade.best.take, t.grade.best.slot) == ("discard", 10, "draw", None)
    dialog = ReviewDialog(Review(0, (t,)), record.rules, [t], "You")
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    assert ("You chose to take the 40 from the discard pile and put it in slot 10 (50). That gave up your 30 "
            "and 32, which wait for the 31 between them: the run Rack-O needs. Better: draw (the 39 would have "
            "come) and discard it: on average, drawing gets you to Rack-O sooner than taking the 40 from the "
            "discard pile") in text, text
    # The better move put where it gives the same up: then it is no reason against the move played.
    kept = dataclasses.replace(t, grade=dataclasses.replace(t.grade, best=t.grade.best._replace(
        take="discard", slot=10), best_card=40))
    assert given_up_words(kept) == ""
    # The better move breaks the gap from its other end, the 30 of a 29, 30 pair (a rack of the
    # review's): as little a reason against the move played, though it names the pair, not the gap.
    rack = (1, 5, 12, 15, 18, 22, 29, 30, 3, 32)
    position = t.position._replace(rack=rack)
    played = dataclasses.replace(t, position=position)
    assert given_up_words(played) == ("That gave up your 30 and 32, which wait for the 31 between them: the "
                                              "run Rack-O needs.")
    other_end = dataclasses.replace(played, grade=dataclasses.replace(t.grade, best=t.grade.best._replace(
        take="discard", slot=8), best_card=26))
    assert given_up_words(other_end) == ""


def test_one_move_that_cost_a_little_is_not_said_to_have_cost_nothing(qtbot):
    """The one move was listed as costly above "Your 1 move this round cost 0.00 turns" (review):
    under two decimals, it says "under 0.01", as the mean of several moves does."""
    from rackoapp.coach import Review, review_record
    from rackoapp.engine import load_record
    from rackoapp.ui.coach.review_view import ReviewDialog

    record = load_record(RECORDS / "draw_pile_short.json")
    t = review_record(record, seat=0, rounds=[3]).turns[-1]
    t = dataclasses.replace(t, grade=dataclasses.replace(t.grade, take_loss=0.003, place_loss=0.0))
    dialog = ReviewDialog(Review(0, (t,)), record.rules, [t], "You")
    qtbot.addWidget(dialog)
    assert "Your only move this round cost under 0.01 turns" in dialog.text.text()


def test_a_grade_come_after_the_next_deal_does_not_speak_over_the_new_round(qtbot, tmp_path):
    """The last move's live grade, answered once the next round was dealt, put "Your move: …"
    over the new round's prompt (review)."""
    win, grade = _one_move_graded(qtbot, tmp_path)
    _finish_round(qtbot, win, random.Random(3))
    win.ctl.next_round()
    qtbot.waitUntil(lambda: win.ctl.round_number == 2 and win.ctl.round_in_play, timeout=5000)
    said = win.status.currentMessage()
    win.coach._graded(_graded_at((1, 1), grade))  # as the worker's late answer would
    assert win.status.currentMessage() == said and "Your move" not in said


def test_a_review_that_fails_is_said_not_awaited_for_ever(qtbot, tmp_path, monkeypatch):
    """The coach's worker told nobody of an error: the round's review never came and R said
    "The coach is still looking at this round" for ever (review)."""
    import rackoapp.ui.coach.coach as coach_module

    def broken(*args, **kwargs):
        raise RuntimeError("no model")

    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    monkeypatch.setattr(coach_module, "_review", broken)
    said = []
    real = win.show_notice  # no key asked for it: said once while it stands
    monkeypatch.setattr(win, "show_notice", lambda text: said.append(text) or real(text))
    _play(qtbot, win, random.Random(3))
    qtbot.waitUntil(lambda: "the coach failed: no model" in said, timeout=5000)
    win.coach.review_round()
    assert win.status.currentMessage() == "The coach could not review this round (no model)"


def _slow_round_review(monkeypatch):
    """The round's own review (not the match's, for the chart) waits until the event returned is set."""
    import threading

    import rackoapp.ui.coach.coach as coach_module

    gate = threading.Event()
    real = coach_module._review

    def slow(record, seat, rounds, stop=None):
        if isinstance(rounds, list):
            gate.wait(20)
        return real(record, seat, rounds, stop)

    monkeypatch.setattr(coach_module, "_review", slow)
    return gate


def test_r_while_the_coach_still_looks_opens_the_review_once_it_is_ready(qtbot, tmp_path, monkeypatch):
    """R before the round's review was ready said "still looking", and nothing more: the player
    had to guess when to press R again, and a screen reader heard nothing when it was ready
    (coach review). It opens once ready."""
    gate = _slow_round_review(monkeypatch)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _play(qtbot, win, random.Random(3))
    win.coach.review_round()
    assert win.status.currentMessage() == ("The coach is still looking at this round: its review opens once "
                                           "it is ready")
    assert win.coach.dialog is None
    gate.set()
    qtbot.waitUntil(lambda: win.coach.dialog is not None and win.coach.dialog.isVisible(), timeout=20000)
    assert win.coach.dialog.windowTitle() == f"Review of round {win.ctl.round_number}"
    win.coach.dialog.close()
    win.ctl.shutdown()


def test_a_review_asked_for_too_soon_stays_shut_once_the_next_round_is_on(qtbot, tmp_path, monkeypatch):
    """Asked for, then the next round dealt before it was ready: it does not open over play."""
    gate = _slow_round_review(monkeypatch)
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    _play(qtbot, win, random.Random(3))
    win.coach.review_round()
    number = win.ctl.round_number
    assert win.ctl.next_round()
    gate.set()
    qtbot.waitUntil(lambda: number in win.coach.reviews, timeout=20000)
    qtbot.wait(50)
    assert win.coach.dialog is None
    win.ctl.shutdown()


def _positions(rules, turns: int):
    """(match, round, rng) before each turn of random two-seat rounds (seeds 0 to 39, at most
    ``turns`` turns each); the caller plays each turn before asking for the next position."""
    from rackoapp.engine import Match

    for seed in range(40):
        rng = random.Random(seed)
        match = Match(rules, SEATS, random.Random(rng.getrandbits(64)))
        rnd = match.start_round()
        while not rnd.over and rnd.turn_count < turns:
            yield match, rnd, rng


def _random_turn(match, rng) -> None:
    """A random legal turn of the seat to move: a take, then a slot (or a drawn card discarded)."""
    from rackoapp.engine import DISCARD, TAKE_BY_NAME

    rnd = match.round
    match.apply_action(TAKE_BY_NAME[rng.choice(("draw", "discard"))])
    held = rnd.observation(rnd.to_move)
    slot = rng.choice([*range(1, 11), *([None] if held.hand_from == "draw" else [])])
    match.apply_action(DISCARD if slot is None else slot)


def _hint_on_resumed(qtbot, tmp_path, match):
    """A window playing on ``match`` (the human to move) and the hint it gives there."""
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    win.resume(match, welcome=False)
    qtbot.waitUntil(lambda: win.ctl.state == "human", timeout=5000)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000) as said:
        assert win.ctl.suggest()
    return win, said.args[2]


def test_after_a_classic_rebuild_a_draw_hint_names_the_known_next_card(qtbot, tmp_path):
    """After a classic rebuild the coach judges the draw pile's known next card, not the mean of
    every card left (rules.md make the order public), but the hint still said "on average a card
    drawn counts fewer turns" (review). It names that card."""
    from rackoapp.ai.draw_order import known_draws
    from rackoapp.coach import hint
    from rackoapp.coach.why import leave_reason

    rules = Rules(seats=2, rebuild="classic", max_rebuilds=None)
    found = None
    for match, rnd, rng in _positions(rules, 300):
        obs = rnd.observation(rnd.to_move)
        known = known_draws(obs)
        if rnd.to_move == 0 and known and obs.discard_top is not None \
                and leave_reason(rules, obs.rack, obs.discard_top, "leave_pile") is None \
                and hint(obs, rnd.turned_up).take == "draw":
            found = match, known[0], obs.discard_top
            break
        _random_turn(match, rng)
    assert found is not None
    match, next_card, top = found
    win, text = _hint_on_resumed(qtbot, tmp_path, match)
    assert text.startswith("Hint: take the top card of the draw pile: the draw pile's next card, "
                           f"the {next_card}, gets you to Rack-O sooner than taking the {top} from the discard pile"), text
    win.ctl.shutdown()


def _drawn_with_no_fact(close_call: bool):
    """A two-seat match where the human (seat 0) holds a drawn card whose hinted slot no fact
    speaks for, with a close call beside the hint or without one."""
    from rackoapp.coach import hint
    from rackoapp.coach.model import available
    from rackoapp.coach.why import reason
    from rackoapp.engine import DISCARD, TAKE_DRAW

    rules = Rules(seats=2)
    for match, rnd, rng in _positions(rules, 200):
        if rnd.to_move != 0:
            _random_turn(match, rng)
            continue
        match.apply_action(TAKE_DRAW)
        obs = rnd.observation(0)
        best = hint(obs, rnd.turned_up)
        if best.slot is not None and (best.nearly is not None) == close_call and \
                reason(rules, obs.rack, best.slot, obs.hand, available(obs, rnd.turned_up)) is None:
            return match
        match.apply_action(best.slot if best.slot is not None else DISCARD)
    raise AssertionError("no such position in the seeds tried")


def test_a_placement_hint_with_no_fact_says_the_coach_s_count(qtbot, tmp_path):
    """"Hint: put the 11 into slot 7 (35)", which gave up a 34 beside the 35, came with no word
    and read as wrong (playtest). Where no fact speaks for the slot, the hint says the coach's
    own count, as a draw hint does."""
    win, text = _hint_on_resumed(qtbot, tmp_path, _drawn_with_no_fact(close_call=False))
    assert text.startswith("Hint: put the ") and \
        text.endswith(": by the coach's count it leaves your rack closest to Rack-O"), text
    win.ctl.shutdown()


def test_the_coach_s_count_is_not_said_beside_a_close_call(qtbot, tmp_path):
    """With a close call beside the hint the model's own pick is the other move, so "by the
    coach's count it leaves your rack the nearest to Rack-O" would be false (review): there the
    hint names the close call and no count."""
    win, text = _hint_on_resumed(qtbot, tmp_path, _drawn_with_no_fact(close_call=True))
    assert "a close call" in text and "coach's count" not in text, text
    win.ctl.shutdown()


def test_a_hint_that_unsorts_a_rising_rack_short_of_its_run_says_so():
    """"Put the 13 into slot 2 (10): 13 and 15 wait for the 14" over 2, 6, 11, 15, ..., 39, a rack
    rising from end to end and short only of its run, read as the coach wrecking a sorted rack
    for nothing (playtest)."""
    from rackoapp.coach.why import Reason, reason
    from rackoapp.controller.texts import reason_text

    two, four = Rules(seats=2), Rules(seats=4)
    rack = (2, 6, 11, 15, 18, 24, 27, 34, 38, 39)
    drawable = [14, 37, 40]
    why = reason(two, rack, 2, 13, drawable)
    assert why == Reason("gap", (13, 14, 15), unsorts=True)
    hint = "Hint: put the 13 into slot 2 (10)"
    assert reason_text(hint, why, 13) == (
        hint + ": 13 and 15 wait for the 14 between them, the run Rack-O needs, though your rack no longer "
        "rises in order")
    assert reason(two, rack, 3, 30, drawable) == Reason("breaks_order", unsorts=True)  # 2, 6, 30, 15: no fact
    assert (reason(two, rack, 3, 7, drawable) or Reason("none")).unsorts is False  # 2, 6, 7, 15 still rise
    assert reason(two, (2, 6, 11, 15, 18, 24, 27, 34, 38, 3), 2, 13, drawable) == Reason("gap", (13, 14, 15))  # was not rising
    assert (reason(four, rack, 2, 13, drawable) or Reason("none")).unsorts is False  # no run needed: that rack was Rack-O
    assert reason_text(hint, Reason("breaks_order", unsorts=True), 13) == (
        hint + ": your rack no longer rises in order, but it lacked its run of three, and this gets you "
        "to Rack-O in fewer turns")
    # Beside a close call, said after it, no fact speaks for the move: it claims no fewer turns
    # (the coach's count is not said there), only what it gives up.
    assert reason_text(hint, Reason("breaks_order", unsorts=True), 13, close=True) == (
        hint + ", though your rack no longer rises in order")
    assert reason_text(hint, Reason("breaks_run", breaks=(33, 34, 35)), 13, close=True) == (
        hint + ", though it gives up your run 33, 34, 35")
    assert reason_text(hint, why, 13, close=True) == reason_text(hint, why, 13)  # a fact is a fact


def test_a_record_on_view_shows_its_verdicts_step_by_step_and_r_reviews_the_round_shown(qtbot, tmp_path):
    """The viewer showed no verdict and R did nothing, where the same match played had both
    (left alone last session): the record is reviewed once, its verdicts stand on the moves each
    step shows, and R steps through the costliest moves of the round shown."""
    from rackoapp.engine import save_record
    from rackoapp.engine.cursor import record_positions
    from rackoapp.ui.coach.coach import _review

    win, rng = _three_moves_in(qtbot, tmp_path, seed=4)
    _finish_round(qtbot, win, rng)
    win.ctl.next_round()
    wait_human(qtbot, win)
    _play(qtbot, win, rng, moves=3)
    record = win.ctl.record()
    path = tmp_path / "played.json"
    save_record(record, path)
    assert win.load_record_file(str(path)) and win.ctl.viewing
    positions = record_positions(record)
    end_of_first = positions.index((0, len(record.rounds[0].turns)))
    win.ctl.seek(end_of_first)
    first = _review(record, 0, [1])
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, first, "You"), timeout=30000)
    win.coach.review_action.trigger()  # R: the round shown
    qtbot.waitUntil(lambda: win.coach.dialog is not None and win.coach.dialog.isVisible(), timeout=5000)
    assert win.coach.dialog.windowTitle() == "Review of round 1"
    win.coach.dialog.close()
    win.ctl.seek(len(positions) - 1)  # three moves into round 2: theirs are marked, and no more
    second = _review(record, 0, [2])
    assert len(second.turns) >= 1
    qtbot.waitUntil(lambda: _marked_as_reviewed(win, second, "You"), timeout=5000)
    halfway = positions.index((1, second.turns[0].turn))  # round 2 as its first move of yours is shown
    win.ctl.seek(halfway)
    qtbot.keyClick(win.view, Qt.Key.Key_R)  # R mid-round: the moves shown so far, none still to come
    qtbot.waitUntil(lambda: win.coach.dialog is not None and win.coach.dialog.isVisible(), timeout=5000)
    assert win.coach.dialog.windowTitle() == "Review of round 2"
    assert [t.turn for t in win.coach.dialog.review.turns] == [second.turns[0].turn]
    win.coach.dialog.close()
    win.ctl.seek(positions.index((1, 0)))  # round 2's deal: no move of yours shown yet
    qtbot.keyClick(win.view, Qt.Key.Key_R)
    assert "No move of yours in this round is shown yet" in win.status.currentMessage()
    win.ctl.seek(0)  # the first deal: no move, no verdict
    assert not any(VERDICT_GAP in win.log.item(k).text() for k in range(win.log.count()))
    win.close_record()  # the match left for the record: its first round's verdicts, as before
    assert not win.ctl.viewing

    def marked() -> int:
        return sum(VERDICT_GAP in win.log.item(k).text() for k in range(win.log.count()))

    qtbot.waitUntil(lambda: marked() == len(first.turns), timeout=30000)
    win.ctl.shutdown()


def test_a_damaged_record_on_view_is_graded_up_to_its_damage_and_the_coach_says_no_failure(qtbot, tmp_path):
    """A record with an illegal turn can be viewed up to it: its review stops there too (it read
    every turn as legal, and graded the later ones from the wrong seat's position), with no
    "the coach failed" over the viewer."""
    from rackoapp.engine import save_record
    from rackoapp.ui.coach.coach import _review

    win, rng = _three_moves_in(qtbot, tmp_path, seed=4)
    _finish_round(qtbot, win, rng)
    record = win.ctl.record()
    whole = _review(record, 0, [1])
    turns = record.rounds[0].turns
    bad = next(k for k, t in enumerate(turns) if k > 4 and t.seat == 1)
    turns[bad] = turns[bad]._replace(seat=0)  # out of turn: the record breaks at turn bad + 1
    path = tmp_path / "damaged.json"
    save_record(record, path)
    notices = []
    win.show_notice = lambda text: notices.append(text)
    assert win.load_record_file(str(path)) and win.ctl.viewing
    assert win.ctl.viewed_problem.turn == bad + 1
    win.ctl.seek(bad)  # the last position before the damage
    qtbot.waitUntil(lambda: bool(win.coach._viewed), timeout=30000)
    graded = [t for r in win.coach._viewed.values() for t in r.turns]
    before = [t for t in whole.turns if t.turn <= bad]
    # As graded before the damage; the round shown is not over, so its draw pile stays hidden:
    # a better draw names no card (``iter_review``).
    assert [(t.round, t.turn, t.grade.played, t.grade.loss) for t in graded] == \
        [(t.round, t.turn, t.grade.played, t.grade.loss) for t in before]
    for shown, known in zip(graded, before):
        hidden = known.grade.best.take == "draw" != known.grade.played.take
        assert shown.grade.best_card == (None if hidden else known.grade.best_card)
    assert not [n for n in notices if "coach failed" in n]
    win.ctl.shutdown()


def test_the_whole_hint_s_tip_shows_each_line_whole_in_a_window_as_wide_as_the_screen(qtbot, tmp_path, monkeypatch):
    """At 2x in Dutch the tip cut the end of its first line ("gemiddeld haal je me"): Qt keeps a
    window it sizes within two thirds of the screen, and the lines were as wide as the status
    line (dialogs playtest). Each line shows whole, within the screen."""
    import rackoapp.coach
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QToolTip

    from rackoapp.coach import Hint

    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint("draw", None, ("discard", 10)))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    screen = win.screen().availableGeometry()
    win.move(screen.topLeft())
    win.resize(screen.width(), 600)
    qtbot.waitUntil(lambda: abs(win.width() - screen.width()) < 50)
    _settle(qtbot, win)
    win.set_language("nl")
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        assert win.ctl.suggest()
    qtbot.waitUntil(lambda: _whole_hint_tip() is not None, timeout=3000)
    tip = _whole_hint_tip()
    metrics = QFontMetrics(QToolTip.font())
    rows = tip.text().removeprefix("<p style='white-space:pre'>").removesuffix("</p>").split("<br>")
    assert len(rows) >= 2
    room = tip.contentsRect().width() - 2 * tip.margin()
    assert max(metrics.horizontalAdvance(row) for row in rows) <= room, (rows, room)
    assert tip.width() <= screen.width()
    # A window partly off the screen's left edge: the tip's lines start on the screen.
    win.move(screen.left() - 200, screen.top() + 20)
    qtbot.waitUntil(lambda: _whole_hint_tip() is None, timeout=3000)
    _settle(qtbot, win)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        assert win.ctl.suggest()
    qtbot.waitUntil(lambda: _whole_hint_tip() is not None, timeout=3000)
    tip = _whole_hint_tip()
    assert screen.left() <= tip.geometry().left() and tip.geometry().right() <= screen.right()
    win.ctl.shutdown()


def _settle(qtbot, win):
    """The window active, and the moves and resizes asked of it done: one arriving late hides the
    tip, as it should (a busy machine)."""
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    qtbot.wait(200)


def _whole_hint_tip():
    """The tip showing a hint whole, if one shows: any top-level label on screen with the words."""
    from PySide6.QtWidgets import QApplication, QLabel

    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QLabel) and w.isVisible() and w.text().split("'>")[-1].startswith(("Hint:", "Tip:"))),
                None)


def test_every_h_shows_the_whole_hint_again(qtbot, tmp_path, monkeypatch):
    """The tip with the whole hint showed for about one H in three (keyboard playtest at 2x): H
    again, the same words, reused Qt's one tip as it faded from the key press and it was gone
    300 ms later; a pile's own tooltip under a resting pointer took its place. It shows at every
    H, stands while the hint stands, and goes with the next key or click."""
    import rackoapp.coach

    from rackoapp.coach import Hint

    monkeypatch.setattr(rackoapp.coach, "hint", lambda obs, deal_top=None: Hint("draw", None, ("discard", 10)))
    win = make_window(qtbot, tmp_path, factory=simple_factory)
    start_human_first(qtbot, win, SEATS, Rules(seats=2))
    win.resize(640, 700)
    qtbot.waitUntil(lambda: abs(win.width() - 640) < 50)
    for _ in range(3):
        with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
            qtbot.keyClick(win.view.viewport(), Qt.Key.Key_H)
        qtbot.wait(450)  # past the fade of a tip a key press began
        assert _whole_hint_tip() is not None
    # A pile's tooltip (the pointer resting on the draw pile) leaves it standing.
    from PySide6.QtWidgets import QToolTip

    QToolTip.showText(win.view.mapToGlobal(win.view.rect().center()), "Draw pile: 30 cards", win.view)
    qtbot.wait(450)
    assert _whole_hint_tip() is not None
    qtbot.mouseClick(win.log.viewport(), Qt.MouseButton.LeftButton)  # a click anywhere ends it
    qtbot.waitUntil(lambda: _whole_hint_tip() is None, timeout=2000)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        qtbot.keyClick(win.view.viewport(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: _whole_hint_tip() is not None, timeout=2000)
    qtbot.keyClick(win.view.viewport(), Qt.Key.Key_Left)  # as does a key
    qtbot.waitUntil(lambda: _whole_hint_tip() is None, timeout=2000)
    with qtbot.waitSignal(win.ctl.suggestion, timeout=10000):
        qtbot.keyClick(win.view.viewport(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: _whole_hint_tip() is not None, timeout=2000)
    qtbot.keyClick(win.view.viewport(), Qt.Key.Key_F9)  # a menu's shortcut too (review)
    qtbot.waitUntil(lambda: _whole_hint_tip() is None, timeout=2000)
    tip = win._hint_tip  # in a tooltip's colours, not the window's
    assert tip.backgroundRole() == tip.palette().ColorRole.ToolTipBase
    win.ctl.shutdown()


def test_a_match_ended_then_left_for_a_record_before_its_banner_is_still_charted(qtbot, tmp_path):
    """The last move made, a record opened (and closed) while its card still flew: back at the
    match, its end was no longer one played here, and the coach never charted it (review)."""
    win = make_window(qtbot, tmp_path, speed="instant", factory=simple_factory)
    win.finish_setup()
    ctl = win.ctl
    graded = []
    win.coach.match_graded.connect(graded.append)
    win.start(Rules(target=1, max_rebuilds=0), (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard")), 11)
    while not ctl.over:
        qtbot.waitUntil(lambda: ctl.state in ("human", "round_over") or ctl.over, timeout=20000)
        if ctl.state == "round_over":  # a tie at the top: another round, played at once
            win.set_speed("instant")
            ctl.next_round()
        elif not ctl.over:
            if ctl.observation(0).draw_count <= 1:
                win.set_speed("slow")  # the last card's flight: the banner waits for it
            ctl.play("draw", None)
    assert ctl.state == "computer"  # the match is over, its banner not yet up
    path = str(tmp_path / "other.json")
    assert win.save_record_file(path)
    assert win.load_record_file(path)
    win.close_record()
    qtbot.waitUntil(lambda: bool(graded), timeout=10000)
    ctl.shutdown()
