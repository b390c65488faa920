"""The player's own Rack-O gets a moment of its own; a computer's does not (issue 14)."""

from __future__ import annotations

import copy
import random

import pytest

pytest.importorskip("PySide6")

from rackoapp.ai import suggest_move
from rackoapp.engine import TAKE_DISCARD, TAKE_DRAW, Match, Rules, SeatInfo
from rackoapp.ui.table import celebrate

from ui_helpers import make_window, wait_human

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))
TAKES = {"draw": TAKE_DRAW, "discard": TAKE_DISCARD}


def one_move_from_rack_o(winner: int, rules: Rules = Rules(seats=2, target=500)):
    """A match whose next turn, by ``winner``, goes Rack-O: (the match before it, take, slot)."""
    for seed in range(100):
        match = Match(rules, SEATS, random.Random(seed))
        rnd = match.start_round()
        rng = random.Random(seed)
        while not rnd.over:
            before = copy.deepcopy(match)
            seat = rnd.to_move
            take = suggest_move(match.observation(seat), rng)
            match.apply_action(TAKES[take])
            slot = suggest_move(match.observation(seat), rng)
            match.apply_action(slot if slot is not None else 0)
            if rnd.over:
                if rnd.rackout == seat == winner:
                    return before, take, slot
                break
    raise AssertionError("no such round found")


class Scripted:
    """A computer seat that plays the one turn it is given."""

    level = "hard"

    def __init__(self, take, slot):
        self.take, self.slot = take, slot

    def new_round(self, obs):
        pass

    def observe(self, event):
        pass

    def choose_take(self, obs):
        return self.take

    def choose_slot(self, obs, card):
        return self.slot


def test_your_rack_o_gets_its_own_moment_which_goes_by_itself(qtbot, tmp_path, monkeypatch):
    # Long enough that a loaded machine's poll cannot miss the whole moment; slot 1's rise lasts
    # only its first 30 %, which a stall of the GUI thread under load once stepped over (flake hunt).
    monkeypatch.setitem(celebrate.DURATIONS, "fast", 20_000)
    match, take, slot = one_move_from_rack_o(0)
    win = make_window(qtbot, tmp_path, speed="fast")
    win.resume(match)
    wait_human(qtbot, win)
    scene = win.scene
    assert scene.celebration is None
    assert win.ctl.play(take, slot)
    qtbot.waitUntil(lambda: scene.celebration is not None, timeout=10000)
    moment = scene.celebration
    assert moment.scene() is scene and moment.running
    # The winning rack's cards rise in turn, slot 1 first; the input is not held up. The cards
    # are read afresh: the table may lay them out again meanwhile, as the moment itself does (on
    # a loaded CI machine the cards read before the round's reveal never rose). The moment is
    # held where slot 1 is up, and let go near its end.
    moment.anim.pause()
    moment.anim.setCurrentTime(moment.anim.duration() * 15 // 100)
    assert scene.rack_cards[0][0].transform().dy() < 0
    assert scene.rack_cards[0][-1].transform().dy() == 0
    assert not scene.animating
    assert scene.banner.isVisible() and scene.banner.lines[0].startswith("You go Rack-O")
    # It ends by itself and leaves every card where it belongs.
    moment.anim.setCurrentTime(moment.anim.duration() * 97 // 100)
    moment.anim.resume()
    qtbot.waitUntil(lambda: scene.celebration is None, timeout=5000)
    assert moment.scene() is None
    assert all(card.transform().isIdentity() for card in scene.rack_cards[0])
    win.ctl.shutdown()


def test_a_computers_rack_o_gets_no_moment(qtbot, tmp_path):
    match, take, slot = one_move_from_rack_o(1)
    win = make_window(qtbot, tmp_path, speed="fast",
                      factory=lambda level, seat, rules, rng: Scripted(take, slot))
    seen = []
    win.scene.changed.connect(lambda *_: seen.append(win.scene.celebration))
    win.resume(match)
    qtbot.waitUntil(lambda: win.ctl.state == "round_over" and win.scene.revealed is not None, timeout=5000)
    assert win.ctl.results[-1].rackout == 1
    qtbot.wait(celebrate.DURATIONS["fast"] // 3)
    assert win.scene.celebration is None and not any(seen)
    assert not any(isinstance(item, celebrate.Celebration) for item in win.scene.items())
    win.ctl.shutdown()


def test_no_moment_at_the_instant_speed(qtbot, tmp_path):
    match, take, slot = one_move_from_rack_o(0)
    win = make_window(qtbot, tmp_path, speed="instant")
    win.resume(match)
    wait_human(qtbot, win)
    assert win.ctl.play(take, slot)
    qtbot.waitUntil(lambda: win.scene.revealed is not None, timeout=3000)
    assert win.scene.celebration is None
    win.ctl.shutdown()


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_reduce_motion_stills_every_card_banner_and_moment_at_the_same_pace(qtbot, tmp_path, speed):
    """Only the Instant speed stilled the cards, and it hurried the computers past reading; the
    banners popped even then (accessibility review). View > Reduce motion is kept; with it the
    cards move without flying, no banner pops and no moment plays, the computers at their pace."""
    from rackoapp.ui import settings as settings_mod
    from rackoapp.ui import theme

    match, take, slot = one_move_from_rack_o(0)
    win = make_window(qtbot, tmp_path, speed=speed)
    try:
        win.access.motion_action.setChecked(speed == "normal")  # Instant has no pop of its own
        assert settings_mod.get(win.settings, "view/reduce_motion") is (speed == "normal")
        assert win.scene.duration() == win.scene.duration(True) == 0
        assert win.ctl.speed == speed  # the computers' pace is the speed's, as before
        win.resume(match)
        wait_human(qtbot, win)
        assert win.ctl.play(take, slot)
        banner = win.scene.banner
        qtbot.waitUntil(banner.isVisible, timeout=3000)
        assert banner._pop is None and banner.scale() == banner.zoom()
        qtbot.waitUntil(lambda: win.scene.revealed is not None, timeout=3000)
        qtbot.wait(50)
        assert win.scene.celebration is None and not win.scene.animating
    finally:
        win.access.motion_action.setChecked(False)
        win.ctl.shutdown()
    assert not theme.look.still and win.scene.duration() == (0 if speed == "instant" else 340)


def test_reduce_motion_turned_on_stops_what_moves_at_once(qtbot, tmp_path, monkeypatch):
    """A Rack-O's moment begun before the switch played on to its end, 1.6 s at Slow
    (reduce-motion review)."""
    monkeypatch.setitem(celebrate.DURATIONS, "slow", 20_000)  # a loaded machine's poll sees it
    match, take, slot = one_move_from_rack_o(0)
    win = make_window(qtbot, tmp_path, speed="slow")
    try:
        win.resume(match)
        wait_human(qtbot, win)
        assert win.ctl.play(take, slot)
        scene = win.scene
        qtbot.waitUntil(lambda: scene.celebration is not None, timeout=10000)
        win.access.motion_action.setChecked(True)
        assert scene.celebration is None and not scene.animating
        assert scene.banner._pop is None and scene.banner.scale() == scene.banner.zoom()
        assert all(card.transform().isIdentity() for card in scene.rack_cards[0])
    finally:
        win.access.motion_action.setChecked(False)
        win.ctl.shutdown()


def test_the_lift_runs_from_slot_1_to_10_and_settles():
    assert celebrate.lift_at(0.0, 0, 10) == 0 and celebrate.lift_at(1.0, 9, 10) == 0
    first_up = [next(t / 100 for t in range(101) if celebrate.lift_at(t / 100, i, 10) > 0) for i in range(10)]
    assert first_up == sorted(first_up) and first_up[0] < first_up[-1]
    assert all(celebrate.lift_at(t / 100, i, 10) <= 1 for t in range(101) for i in range(10))


@pytest.mark.parametrize("text_scale", [1.0, 1.9])
def test_a_lifted_card_stays_under_its_name_plate(qapp, text_scale):
    """Risen and grown, the cards covered the foot of "+75   team 80 pts" on the plate above them
    (visual review): at the top of its lift a card reaches the plate's lower edge, no further."""
    from PySide6.QtCore import QRectF

    from rackoapp.ui.table.cards import CARD_H, CARD_W
    from rackoapp.ui.table.items import RackItem

    rack = RackItem(0, "Bram", "easy")
    rack.set_state(text_scale=text_scale, round_points=75, team=0, team_total=80)
    plate = rack.plate_parts()[1]
    lifted = celebrate._lifted(1.0).mapRect(QRectF(0, 0, CARD_W, CARD_H))
    assert plate.bottom() <= lifted.top() < -5  # under the plate, and still seen to rise


def test_winning_the_match_with_your_rack_o_gets_the_larger_moment(qtbot, tmp_path, monkeypatch):
    monkeypatch.setitem(celebrate.DURATIONS, "fast", 20_000)  # a loaded machine's poll sees it
    match, take, slot = one_move_from_rack_o(0, Rules(seats=2, target=75))
    win = make_window(qtbot, tmp_path, speed="fast")
    win.resume(match)
    wait_human(qtbot, win)
    assert win.ctl.play(take, slot)
    qtbot.waitUntil(lambda: win.scene.celebration is not None, timeout=10000)
    assert win.ctl.winner == 0 and win.scene.banner.title == "You win the match!"
    moment = win.scene.celebration
    assert len(moment.pieces) == celebrate.PIECES["match"] > celebrate.PIECES["round"]
    moment.anim.setCurrentTime(moment.anim.duration() * 97 // 100)  # near its end, to go by itself
    qtbot.waitUntil(lambda: win.scene.celebration is None, timeout=5000)
    win.ctl.shutdown()


def test_a_live_grade_of_the_winning_move_leaves_the_round_s_news_on_the_status_bar(qtbot, tmp_path):
    """With "grade my moves as I play" on, the status bar at the end read "Your move: ✓ best"
    where the round's (or the match's) winner had been (playtest); the verdict is in the log."""
    match, take, slot = one_move_from_rack_o(0)
    win = make_window(qtbot, tmp_path)  # instant: the round is over before the grade comes
    win.coach.grade_action.setChecked(True)
    win.resume(match)
    wait_human(qtbot, win)
    with qtbot.waitSignal(win.coach.graded, timeout=10000):
        assert win.ctl.play(take, slot)
    assert win.ctl.state == "round_over"
    assert win.status.currentMessage().startswith("Rack-O! You")
    assert any("\u00a0" in win.log.item(i).text() for i in range(win.log.count()))  # the verdict
    win.ctl.shutdown()


def test_a_rack_o_left_before_its_reveal_is_not_cheered_at_the_next_round_s_end(qtbot, tmp_path):
    """Next round pressed before the racks were revealed left the player's Rack-O due: the next
    round's end, a computer's Rack-O, cheered the player (code review)."""
    from types import SimpleNamespace

    win = make_window(qtbot, tmp_path, speed="normal")
    win.start(Rules(), SEATS, 3)
    cheers = win.scene.cheers
    cheers.live = True
    cheers.round_over(SimpleNamespace(rackout=0))  # the player's Rack-O, not yet revealed
    win.scene._lay_out_afresh()  # the next round laid out
    cheers.live = True
    cheers.round_over(SimpleNamespace(rackout=1))  # Ada's
    cheers.revealed()
    assert cheers.moment is None
    cheers.round_over(SimpleNamespace(rackout=0))
    cheers.revealed()
    assert cheers.moment is not None  # the player's own, revealed, is cheered
    win.ctl.shutdown()
