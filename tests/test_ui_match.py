"""A whole match through the mouse on the view, checked against the engine after every round."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFocusEvent, QImage, QPainter

from rackoapp.engine import Rules, SeatInfo
from rackoapp.ui.panels.score_model import ScoreModel

from ui_helpers import SimplePlayer, banner_answers, discard_center, draw_center, make_window, slot_center

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"),
         SeatInfo("Bram", "computer", "medium"))


def drag_path(qtbot, view, points):
    w = view.viewport()
    pts = [view.mapFromScene(p) for p in points]
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=pts[0])
    for a, b in zip(pts, pts[1:]):
        for i in range(1, 4):
            qtbot.mouseMove(w, pos=QPoint(a.x() + (b.x() - a.x()) * i // 3, a.y() + (b.y() - a.y()) * i // 3))
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=pts[-1])


def play_human_turn(qtbot, win, policy):
    ctl, scene, view = win.ctl, win.scene, win.view
    obs = ctl.observation(0)
    turns = len(ctl.match_copy().round.history)
    if policy.choose_take(obs) == "discard":
        slot = policy.choose_slot(ctl.observation(0), obs.discard_top) or 1
        drag_path(qtbot, view, [discard_center(scene), slot_center(scene, slot)])
    else:
        w = view.viewport()
        start = view.mapFromScene(draw_center(scene))
        qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=start)
        mid = start + QPoint(0, 40)
        qtbot.mouseMove(w, pos=start + QPoint(0, 10))
        qtbot.mouseMove(w, pos=mid)
        obs = ctl.observation(0)
        assert obs.hand is not None and scene.hand.value == obs.hand and scene.hand.face_up
        slot = policy.choose_slot(obs, obs.hand)
        end = view.mapFromScene(discard_center(scene) if slot is None else slot_center(scene, slot))
        for i in range(1, 5):
            qtbot.mouseMove(w, pos=QPoint(mid.x() + (end.x() - mid.x()) * i // 4,
                                          mid.y() + (end.y() - mid.y()) * i // 4))
        qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=end)
    assert len(ctl.match_copy().round.history) == turns + 1 or ctl.match_copy().round.over


def check_scorekeeper(win):
    ctl = win.ctl
    model = win.scorekeeper.model
    results = ctl.results
    assert model.rowCount() == len(results)
    assert model.columnCount() == 3
    running = [0, 0, 0]
    for row, res in enumerate(results):
        for col in range(3):
            running[col] += res.scores[col]
            idx = model.index(row, col)
            assert model.data(idx, ScoreModel.PointsRole) == res.scores[col]
            assert model.data(idx, ScoreModel.TotalRole) == running[col]
            assert bool(model.data(idx, ScoreModel.DealerRole)) == (col == res.dealer)
    assert tuple(running) == ctl.totals


def test_whole_match_by_mouse(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, speed="instant")
    ctl, scene, view = win.ctl, win.scene, win.view
    rules = Rules(seats=3, target=150)
    policy = SimplePlayer(0, rules, random.Random(0))
    win.start(rules, SEATS, seed=11)
    rounds_seen = 0
    human_turns = 0

    def settled():
        if scene.animating:
            return False
        return (ctl.state == "human" and ctl.to_move == 0) or ctl.state in ("round_over", "idle")

    for _ in range(2000):
        qtbot.waitUntil(settled, timeout=15000)
        if ctl.state == "human":
            play_human_turn(qtbot, win, policy)
            human_turns += 1
            continue
        # The round is over: every rack is revealed with its scoring cards marked.
        rounds_seen += 1
        assert len(ctl.results) == rounds_seen
        result = ctl.results[-1]
        qtbot.waitUntil(lambda: scene.revealed is result, timeout=3000)
        assert all(c.face_up for row in scene.rack_cards for c in row)
        for seat, row in enumerate(scene.rack_cards):
            assert [c.value for c in row] == list(result.racks[seat])
            glowing = [i + 1 for i, c in enumerate(row) if c.glow is not None]
            n = 10 if seat == result.rackout else len(glowing)
            assert glowing == list(range(1, n + 1))
        assert [r.round_points for r in scene.racks] == list(result.scores)
        check_scorekeeper(win)
        assert scene.banner.isVisible()
        if ctl.winner is not None:
            break
        # Next round, by a click on the banner's button.
        button = scene.banner.buttons[0]
        assert button.text == "Next round"
        dealer = result.dealer
        banner_answers(qtbot, scene.banner)
        with qtbot.waitSignal(ctl.round_started, timeout=5000) as blocker:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             pos=view.mapFromScene(button.sceneBoundingRect().center()))
        assert blocker.args[1] == (dealer + 1) % 3
        assert scene.racks[(dealer + 1) % 3].dealer and not scene.racks[dealer].dealer
    else:
        raise AssertionError("the match did not end")
    print("rounds", rounds_seen, "human turns", human_turns, "totals", ctl.totals)
    assert human_turns > 0 and rounds_seen >= 1
    dealers = [r.dealer for r in ctl.results]
    assert dealers == [(dealers[0] + i) % 3 for i in range(len(dealers))]
    winner = ctl.match_copy().winner
    assert winner is not None and max(ctl.totals) >= 150
    assert ctl.totals[winner] == max(ctl.totals)
    assert win.scorekeeper.model.winner == winner
    assert ctl.name(winner) in win.status.currentMessage()
    assert ctl.name(winner) in scene.banner.title or any(ctl.name(winner) in l for l in scene.banner.lines)
    # The last round can be reviewed as every other (only R said so, playtest).
    assert [b.text for b in scene.banner.buttons] == ["Play again", "New game", "Review this round"]
    banner_answers(qtbot, scene.banner)
    with qtbot.waitSignal(scene.review_requested, timeout=2000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(scene.banner.buttons[2].sceneBoundingRect().center()))
    if win.coach.dialog is not None:
        win.coach.dialog.close()
    # "Play again" starts a new match with the same seats.
    with qtbot.waitSignal(ctl.round_started, timeout=5000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(scene.banner.buttons[0].sceneBoundingRect().center()))
    assert ctl.results == () and ctl.round_number == 1 and ctl.seats == SEATS
    assert win.scorekeeper.model.rowCount() == 0
    ctl.shutdown()


PARTNERS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"),
            SeatInfo("Bram", "computer", "easy"), SeatInfo("Cleo", "computer", "easy"))


def test_a_partners_match_through_the_table(qtbot, tmp_path):
    """Four seats in two teams (You & Bram against Ada & Cleo), the human playing with the mouse."""
    from ui_helpers import simple_factory

    win = make_window(qtbot, tmp_path, speed="instant", factory=simple_factory)
    ctl, scene, view = win.ctl, win.scene, win.view
    rules = Rules(seats=4, partners=True, target=60)
    policy = SimplePlayer(0, rules, random.Random(0))
    win.start(rules, PARTNERS, seed=5)
    assert ctl.teams == ((0, 2), (1, 3))
    model = win.scorekeeper.model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2)] == ["You & Bram", "Ada & Cleo"]
    assert len(scene.racks) == 4 and scene.viewer == 0

    def settled():
        return not scene.animating and (
            (ctl.state == "human" and ctl.to_move == 0) or ctl.state in ("round_over", "idle"))

    human_turns = 0
    for _ in range(3000):
        qtbot.waitUntil(settled, timeout=15000)
        if ctl.state == "human":
            play_human_turn(qtbot, win, policy)
            human_turns += 1
            continue
        result = ctl.results[-1]
        # The sheet shows each team's points: the sum of its two seats'.
        row = len(ctl.results) - 1
        for col, team in enumerate(ctl.teams):
            assert model.data(model.index(row, col), ScoreModel.PointsRole) == sum(result.scores[s] for s in team)
        assert model.totals == ctl.team_totals
        if ctl.winner is not None:
            break
        assert scene.banner.lines[-1] == f"Next dealer: {ctl.name((result.dealer + 1) % 4)}"
        with qtbot.waitSignal(ctl.round_started, timeout=5000):
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             pos=view.mapFromScene(scene.banner.buttons[0].sceneBoundingRect().center()))
    else:
        raise AssertionError("the partners match did not end")
    assert human_turns > 0
    winner = ctl.winner
    names = " & ".join(ctl.name(s) for s in ctl.teams[winner])
    assert ctl.team_totals[winner] == max(ctl.team_totals) >= 60
    assert model.winner == winner
    assert names in win.status.currentMessage()
    assert scene.banner.title == f"{names} win the match!"
    assert any(f"({ctl.team_totals[winner]})" in line for line in scene.banner.lines)  # the team totals
    ctl.shutdown()


def test_a_small_table_draws_the_banner_larger_to_keep_its_words_readable(qtbot, tmp_path):
    """At 800x600 with the side panel shown the table, the banner with it, was scaled down to
    words of about 8 pixels (two playtests). The panel is drawn larger, as far as the table has
    room; a table at its usual size keeps it as laid out."""
    from rackoapp.engine import Match
    from rackoapp.ui.table.items import LEAST_LINE_PX, SCENE_W, line_size

    from helpers_engine import play_by_value

    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard")
                 for i, n in enumerate(("You", "Ada", "Bram", "Cleo")))
    win = make_window(qtbot, tmp_path)
    match = Match(Rules(seats=4, partners=True, bonus_runs=True), four, random.Random(131))
    play_by_value(match, rounds=1)
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: banner.scale() == 1.0, timeout=3000)  # 1280x800: as laid out

    def on_screen() -> float:
        return line_size(banner.words_layout()[2]) * win.view.transform().m11() * banner.scale()

    assert on_screen() >= LEAST_LINE_PX
    win.resize(800, 600)
    win.side_action.setChecked(False)
    win.side_action.setChecked(True)  # shown by the player: it stays beside the small table
    qtbot.waitUntil(lambda: banner.scale() > 1.05 and abs(on_screen() - LEAST_LINE_PX) < 0.5, timeout=3000)
    panel = banner.mapRectToScene(banner.panel_rect())
    assert panel.left() >= 0 and panel.right() <= SCENE_W  # never off the table
    button = banner.buttons[0].face_rect()
    assert win.scene.input._button_at(button.center()) is banner.buttons[0]  # clicked where drawn
    win.ctl.shutdown()


def test_a_run_bonus_line_keeps_the_banner_readable_on_four_seats(qtbot, tmp_path):
    """Four seats' low banner with a fifth line (the run bonus): its words fell to 13 pixels at
    1280x800 (playtest). The title gives up some height first, and the lines stay 19 points or
    more of the scene; two seats' banner keeps its words at full size."""
    from rackoapp.engine import Match
    from rackoapp.ui.table.items import line_size

    from helpers_engine import play_by_value

    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard")
                 for i, n in enumerate(("You", "Ada", "Bram", "Cleo")))
    win = make_window(qtbot, tmp_path)
    win.resize(1280, 800)
    win.show()
    match = Match(Rules(seats=4, partners=True, bonus_runs=True), four, random.Random(131))
    play_by_value(match, rounds=1)  # seed 131: seat 0 goes Rack-O with a run of 3
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    assert any(line.startswith("Including the run bonus") for line in banner.lines) and len(banner.lines) == 5
    title_h, top, step = banner.words_layout()
    assert line_size(step) >= 19
    assert top + step * len(banner.lines) <= banner.buttons[0].pos().y()  # above the buttons
    two = Match(Rules(seats=2), four[:2], random.Random(4))
    play_by_value(two, rounds=1)
    win.resume(two, welcome=False)
    qtbot.waitUntil(lambda: len(banner.lines) == 4, timeout=5000)
    assert line_size(banner.words_layout()[2]) == 23
    win.ctl.shutdown()


def test_play_again_after_a_seeded_match_deals_the_same_next_match(qtbot, tmp_path, monkeypatch):
    """Play again drew its seed from the module's shared generator: a match started with --seed
    could not be dealt again past its first match (code review)."""
    monkeypatch.setattr(random, "randrange", lambda *a: pytest.fail("the shared generator"))

    def next_deal(seed):
        win = make_window(qtbot, tmp_path / str(len(decks)))
        win.start(Rules(seats=3), SEATS, seed)
        win.play_again()
        deck = win.ctl.match_copy().to_record().rounds[0].deck
        win.ctl.shutdown()
        return deck

    decks = []
    for seed in (5, 5, 6):
        decks.append(next_deal(seed))
    assert decks[0] == decks[1] != decks[2]


def test_every_match_logs_the_seed_that_deals_it_again(qtbot, tmp_path, caplog):
    """A match from the New Game dialog or Play again drew its chance from the system, unseeded
    and unsaid (standards audit): now each comes from one seed the log names, and that seed,
    given again (``--seed``), deals the same match."""
    import logging
    import re

    def seeds_logged() -> list[int]:
        return [int(m.group(1)) for m in (re.search(r"dealt from seed (\d+)", r.getMessage())
                                          for r in caplog.records) if m]

    def deck(win) -> list[int]:
        return list(win.ctl.match_copy().to_record().rounds[0].deck)

    caplog.set_level(logging.INFO, logger="rackoapp")
    win = make_window(qtbot, tmp_path / "a")
    win.start(Rules(seats=3), SEATS)  # as the New Game dialog starts it: no seed given
    first = deck(win)
    win.play_again()
    second = deck(win)
    win.ctl.shutdown()
    logged = seeds_logged()
    assert len(logged) == 2 and first != second
    again = make_window(qtbot, tmp_path / "b")
    for seed, dealt in zip(logged, (first, second)):
        again.start(Rules(seats=3), SEATS, seed)
        assert deck(again) == dealt
    again.ctl.shutdown()


def test_a_window_resized_while_the_banner_pops_leaves_it_at_the_new_zoom(qtbot, tmp_path):
    """The banner's pop ran on to the zoom of before a resize: zoomed for a small window, it stayed
    so in a large one and covered the racks (code review). Not at Instant: nothing pops there."""
    win = make_window(qtbot, tmp_path, speed="fast")
    banner = win.scene.banner
    win.resize(600, 300)
    qtbot.wait(50)
    win.scene.invite()
    small = banner.zoom()
    # The pop still runs at the resize (a slow machine's wait outlasting it tested nothing, audit).
    assert banner._pop is not None and banner._pop.state() == banner._pop.State.Running
    win.resize(1600, 1000)
    qtbot.wait(400)
    assert small > 1.0 and abs(banner.scale() - banner.zoom()) < 1e-6
    win.ctl.shutdown()


@pytest.mark.parametrize("seed, rackout, partners, quiet", [
    (0, 0, False, False),  # yours: the gold title
    (10, 1, False, True),  # Ada's: a quieter one
    (1, 2, True, False),  # your partner Bram's is your team's
])
def test_another_s_rack_o_is_not_told_in_the_gold_of_your_own(qtbot, tmp_path, seed, rackout, partners, quiet):
    """Ada's Rack-O stood under the same big gold "Rack-O!" as the player's own, and losing
    looked like winning (GUI playtest)."""
    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard")
                 for i, n in enumerate(("You", "Ada", "Bram", "Cleo")))
    match = Match(Rules(seats=4, partners=partners), four, random.Random(seed))
    play_by_value(match, rounds=1)
    assert match.results[0].rackout == rackout
    win = make_window(qtbot, tmp_path)
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    assert banner.title == "Rack-O!" and banner.quiet is quiet
    assert banner.title_colour().name() == ("#d8dde2" if quiet else "#ffcf40")
    # The frame is drawn in it too: silver has blue in it, gold hardly any.
    panel = banner.panel_rect()
    image = QImage(int(panel.right()) + 40, int(panel.bottom()) + 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    banner.paint(painter, None)
    painter.end()
    frame = image.pixelColor(int(panel.center().x()), int(panel.top()))
    assert (frame.blue() > 150) is quiet and frame.red() > 150
    win.ctl.shutdown()


def test_a_dialog_that_blocks_the_window_holds_the_game_still(qtbot, tmp_path):
    """Computers moved and rounds were dealt behind the rules, the statistics or a question,
    unseen (GUI playtest); an answer of theirs that came while the dialog stood was played
    behind it too (review). Closed, the game goes on."""
    from PySide6.QtWidgets import QMessageBox

    win = make_window(qtbot, tmp_path, speed="fast")
    watched = (SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"))
    win.start(Rules(seats=2), watched, 3)
    qtbot.waitUntil(lambda: win.ctl.turns_played >= 2, timeout=10000)

    def turns() -> int:
        return sum(len(r.turns) for r in win.ctl.record().rounds)

    box = QMessageBox(QMessageBox.Icon.Information, "RackoApp", "a question", QMessageBox.StandardButton.Ok, win)
    box.open()  # window-modal: the window is blocked
    qtbot.waitUntil(box.isVisible, timeout=3000)
    before = turns()
    qtbot.wait(1500)  # several computer turns at this speed
    assert turns() <= before + 1  # at most the one whose card was in the air stays played
    still = turns()
    qtbot.wait(600)
    assert turns() == still
    box.close()
    qtbot.waitUntil(lambda: turns() >= still + 2, timeout=10000)
    win.ctl.shutdown()


def test_a_right_to_left_name_keeps_its_own_points_at_the_round_s_end(qtbot, tmp_path):
    """A name written right to left took the numbers beside it: "+15" showed as "15+", and a
    team's total stood inside the team (names review). Each name is kept apart from them."""
    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    hebrew = "\u05e9\u05dc\u05d5\u05dd"
    names = ("You", hebrew, "Bram", "Cleo")
    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard") for i, n in enumerate(names))
    match = Match(Rules(seats=4, partners=True), four, random.Random(0))
    play_by_value(match, rounds=1)
    win = make_window(qtbot, tmp_path)
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    isolated = f"\u2068{hebrew}\u2069"
    shown = " ".join(banner.lines)
    assert f"{isolated} +{match.results[0].scores[1]}" in shown
    assert f"{isolated} & Cleo (" in shown or f"{isolated} & Cleo" in shown  # the team, then its total
    log = [win.log.item(k).text().replace("\u200b", "") for k in range(win.log.count())]
    assert any(line.startswith("Points of round 1") and f"{isolated} +" in line for line in log)
    win.ctl.shutdown()


def test_long_names_are_cut_on_the_banner_s_lines_of_points_and_totals(qtbot, tmp_path):
    """Four names of 64 letters shrank the banner's lines of points and totals to 6 pixels
    (names review): there each is cut at its end."""
    from rackoapp.engine import Match
    from rackoapp.ui.table.words import SHORT_NAME

    from helpers_engine import play_by_value

    names = tuple(f"{word}{'x' * 58}" for word in ("Youuuu", "Adaaaa", "Braaam", "Cleooo"))
    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard") for i, n in enumerate(names))
    match = Match(Rules(seats=4), four, random.Random(0))
    play_by_value(match, rounds=1)
    win = make_window(qtbot, tmp_path)
    heard = []
    win.scene.banner_shown.connect(heard.append)
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(banner.isVisible, timeout=5000)
    points = next(line for line in banner.lines if line.startswith("This round:"))
    assert names[1] not in points and f"{names[1][:SHORT_NAME - 1]}\u2026 +" in points
    assert banner.words_layout()[2] > 19  # six lines, as a round with a run bonus has (it was 15)
    # A screen reader hears them whole: two names alike in their first 15 letters were said
    # alike (partners review).
    qtbot.waitUntil(lambda: bool(heard))
    assert f"{names[1]} +" in heard[-1] and "\u2026" not in heard[-1], heard[-1]
    win.ctl.shutdown()


def test_long_names_are_cut_in_the_match_s_end_title(qtbot, tmp_path):
    """"Maximiliana Alexandrovna Konstantinopolskaya-Ro & Cleopatra ... win the match!" was drawn
    on one line in 8-pixel type (GUI review): the title cuts each name as the lines below do."""
    from rackoapp.engine import Match
    from rackoapp.ui.table.words import SHORT_NAME

    from helpers_engine import play_by_value

    names = tuple(f"{word}{'x' * 40}" for word in ("Youuuu", "Adaaaa", "Braaam", "Cleooo"))
    four = tuple(SeatInfo(n, "human" if i == 0 else "computer", None if i == 0 else "hard") for i, n in enumerate(names))
    match = Match(Rules(seats=4, partners=True, target=200), four, random.Random(0))
    play_by_value(match)
    assert match.over
    win = make_window(qtbot, tmp_path)
    heard = []
    win.scene.banner_shown.connect(heard.append)
    win.resume(match, welcome=False)
    banner = win.scene.banner
    qtbot.waitUntil(lambda: banner.isVisible() and "match" in banner.title, timeout=5000)
    winners = [names[seat] for seat in match.rules.teams[match.winner]]
    assert not any(name in banner.title for name in names), banner.title
    assert all(f"{name[:SHORT_NAME - 1]}\u2026" in banner.title for name in winners), banner.title
    assert not any(name in line for line in banner.lines for name in names), banner.lines
    qtbot.waitUntil(lambda: any("win the match!" in said for said in heard))
    said = next(said for said in heard if "win the match!" in said)
    assert said.startswith(" & ".join(winners)) and "\u2026" not in said, said
    win.ctl.shutdown()


def test_holding_the_mouse_on_the_round_s_banner_shows_the_table_under_it(qtbot, tmp_path):
    """At 2x on a small screen the round's banner covered the opponents' racks, turned face up
    for a look (play-tests). Held down on the panel, off its buttons, the banner fades until the
    button is let go; nothing is pressed or dealt. A press on a button still presses it."""
    from rackoapp.engine import Match
    from rackoapp.ui.table.items import PEEK_OPACITY

    from helpers_engine import play_by_value

    win = make_window(qtbot, tmp_path)
    match = Match(Rules(seats=3), SEATS, random.Random(7))
    play_by_value(match, rounds=1)
    win.resume(match, welcome=False)
    banner, view = win.scene.banner, win.view
    qtbot.waitUntil(lambda: banner.isVisible() and not banner.fresh(), timeout=5000)
    panel = banner.mapRectToScene(banner.panel_rect())
    title = view.mapFromScene(panel.center().x(), panel.top() + 20)
    w = view.viewport()
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=title)
    assert banner.peeking and banner.opacity() == PEEK_OPACITY
    qtbot.mouseMove(w, pos=view.mapFromScene(banner.buttons[0].face_rect().center()))
    assert banner.peeking  # slid over a button, still a look
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=view.mapFromScene(banner.buttons[0].face_rect().center()))
    assert not banner.peeking and banner.opacity() == 1.0
    assert win.ctl.state == "round_over" and banner.isVisible()  # nothing dealt
    button = view.mapFromScene(banner.buttons[0].face_rect().center())
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=button)
    assert not banner.peeking
    qtbot.mouseRelease(w, Qt.MouseButton.LeftButton, pos=button)
    qtbot.waitUntil(lambda: win.ctl.round_number == 2, timeout=5000)  # Next round, as before
    win.ctl.shutdown()


def test_a_hot_seat_cover_never_fades(qtbot, tmp_path):
    """The cover between two people's turns hides the next one's rack: held down on, it stays."""
    from ui_helpers import start_human_first

    win = make_window(qtbot, tmp_path, speed="normal")
    seats = (SeatInfo("Ann", "human"), SeatInfo("Ben", "human"))
    start_human_first(qtbot, win, seats, Rules(seats=2), first=0)
    scene, view = win.scene, win.view
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to == 0, timeout=5000)
    middle = view.mapFromScene(scene.banner.mapRectToScene(scene.banner.panel_rect()).center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    assert not scene.banner.peeking and scene.banner.opacity() == 1.0
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    win.ctl.shutdown()


def test_a_look_under_the_banner_whose_release_went_elsewhere_ends(qtbot, tmp_path):
    """Held on the banner, then a dialog opened from the keys took the release: the banner stayed
    faded, and a click on its button only brought it back (review). The look ends when the table
    loses the keys, and at the next press, which then presses the button."""
    from rackoapp.engine import Match

    from helpers_engine import play_by_value

    win = make_window(qtbot, tmp_path)
    match = Match(Rules(seats=3), SEATS, random.Random(7))
    play_by_value(match, rounds=1)
    win.resume(match, welcome=False)
    banner, view, scene = win.scene.banner, win.view, win.scene
    qtbot.waitUntil(lambda: banner.isVisible() and not banner.fresh(), timeout=5000)
    panel = banner.mapRectToScene(banner.panel_rect())
    assert banner.peek_at(panel.center())
    scene.focusOutEvent(QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.ActiveWindowFocusReason))
    assert not banner.peeking and banner.opacity() == 1.0
    assert banner.peek_at(panel.center())  # held again; its release lost once more
    button = view.mapFromScene(banner.buttons[0].face_rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=button)
    assert not banner.peeking
    qtbot.waitUntil(lambda: win.ctl.round_number == 2, timeout=5000)  # the click pressed Next round
    win.ctl.shutdown()
