"""Shared helpers of the controller and table tests."""

from __future__ import annotations

import random

import pytest

from rackoapp.engine import Observation, Rules


class SimplePlayer:
    """A tiny deterministic player: a stand-in when the real ones are not needed."""

    level = "simple"

    def __init__(self, seat: int, rules: Rules, rng: random.Random) -> None:
        self.seat = seat
        self.rules = rules
        self.rng = rng

    def new_round(self, obs: Observation) -> None:
        pass

    def observe(self, event) -> None:
        pass

    def target_slot(self, obs: Observation, card: int) -> int:
        n = self.rules.deck_size
        return min(10, max(1, 1 + (card - 1) * 10 // n))

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        slot = self.target_slot(obs, top)
        return "discard" if self._improves(obs, slot, top) else "draw"

    def _improves(self, obs: Observation, slot: int, card: int) -> bool:
        old = obs.rack[slot - 1]
        return self.target_slot(obs, old) != slot

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        slot = self.target_slot(obs, card)
        if self._improves(obs, slot, card) or obs.hand_from == "discard":
            return slot
        return None


def simple_factory(level, seat, rules, rng):
    return SimplePlayer(seat, rules, rng)


# -- the window ----------------------------------------------------------------------

def make_window(qtbot, tmp_path, speed="instant", factory=None):
    """A shown window; ``factory`` makes its computer players (the real ones by default)."""
    from rackoapp.controller import GameController
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    settings = make_settings(str(tmp_path / "settings.ini"))
    win = MainWindow(settings, GameController(player_factory=factory) if factory is not None else None)
    win.set_speed(speed)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def start_human_first(qtbot, win, seats, rules, first=0):
    """Start a match whose first turn is seat ``first``'s; wait until it may act."""
    for seed in range(200):
        win.start(rules, seats, seed)
        if win.ctl.to_move == first:
            break
    else:
        raise AssertionError("no seed found")
    wait_human(qtbot, win)
    return seed


def wait_human(qtbot, win, timeout=10000):
    ctl = win.ctl
    if not (ctl.state == "human" and ctl.to_move in ctl.human_seats):
        with qtbot.waitSignal(ctl.human_turn, timeout=timeout):
            pass
    qtbot.waitUntil(lambda: not win.scene.animating, timeout=timeout)


def play_out_round(qtbot, win, slot=1):
    """The human draws into ``slot`` at every turn until a computer ends the round."""
    while win.ctl.round_in_play:
        qtbot.waitUntil(lambda: win.ctl.state in ("human", "round_over"), timeout=10000)
        if win.ctl.state == "human":
            win.ctl.play("draw", slot)


def banner_answers(qtbot, banner, timeout=10000):
    """Wait out the moment a banner just up keeps its buttons from answering a key (``GRACE_S``;
    a hot seat's cover, ``COVER_KEY_GRACE_S``)."""
    qtbot.waitUntil(lambda: banner.isVisible() and not banner.fresh(key=True), timeout=timeout)


def worker_settled(qtbot, worker, timeout=10000):
    """Every job asked of ``worker`` so far has run and had its answer (if any) delivered: a job
    asked now comes after them on its one thread, and answers arrive in order."""
    done = []
    worker.submit(lambda: None, done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=timeout)


def heard_since(access, mark: int) -> list:
    """What ``access`` told assistive technology since its ``heard_total`` was ``mark``. Counted,
    not sliced by length: once ``heard`` was full its length stood still, and a test sliced
    nothing and checked nothing (keyboard and screen-reader review)."""
    new = access.heard_total - mark
    assert new <= len(access.heard), f"{new} lines said, {len(access.heard)} kept"
    return list(access.heard)[len(access.heard) - new:] if new else []


def play_until(qtbot, ctl, done, turns=20000):
    """The humans draw and discard, and every round's banner is answered, until ``done()``."""
    for _ in range(turns):
        if done():
            return
        if ctl.state == "human":
            ctl.play("draw", None)
        elif ctl.state == "round_over":
            ctl.next_round()
        qtbot.wait(2)
    raise AssertionError("never done")


def vpos(view, scene_point):
    return view.mapFromScene(scene_point)


def press_move(qtbot, view, a, b, steps=6):
    """A drag on the viewport from scene point ``a`` to scene point ``b``, not let go yet; returns
    the viewport point it is held at."""
    from PySide6.QtCore import QPoint, Qt

    w = view.viewport()
    pa, pb = vpos(view, a), vpos(view, b)
    qtbot.mousePress(w, Qt.MouseButton.LeftButton, pos=pa)
    for i in range(1, steps + 1):
        p = QPoint(pa.x() + (pb.x() - pa.x()) * i // steps, pa.y() + (pb.y() - pa.y()) * i // steps)
        qtbot.mouseMove(w, pos=p)
    return pb


def press_move_release(qtbot, view, a, b, steps=6):
    """A real drag on the viewport from scene point ``a`` to scene point ``b``."""
    from PySide6.QtCore import Qt

    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=press_move(qtbot, view, a, b, steps))


def click_scene(qtbot, view, point):
    from PySide6.QtCore import Qt

    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=vpos(view, point))


def draw_center(scene):
    return scene.draw_pile.mapRectToScene(scene.draw_pile.card_rect()).center()


def discard_center(scene):
    return scene.discard_pile.mapRectToScene(scene.discard_pile.card_rect()).center()


def slot_center(scene, slot, seat=None):
    return scene.slot_rect(scene.viewer if seat is None else seat, slot).center()


def hand_center(scene):
    return scene.hand.mapRectToScene(scene.hand.card_rect()).center()


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    """Whatever a test installs, the next test (which may assert English) starts in English.
    Autouse in a test module that imports it."""
    from PySide6.QtWidgets import QApplication

    from rackoapp.ui import i18n

    i18n.remove_translators(qapp)
    yield
    i18n.remove_translators(qapp)
    assert QApplication.translate("MainWindow", "&Game") == "&Game"
