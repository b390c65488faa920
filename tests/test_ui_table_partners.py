"""Partners on the table: a shared colour on the name plates in every look, the word "partner"
on the player's partner, and team totals on the round's banner (issue 14)."""

from __future__ import annotations

import dataclasses

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from rackoapp.engine import RoundResult, Rules, SeatInfo
from rackoapp.ui import theme
from rackoapp.ui.plain import as_plain
from rackoapp.ui.table import words

from ui_helpers import make_window, simple_factory

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "easy"), SeatInfo("Bram", "computer", "easy"),
         SeatInfo("Cleo", "computer", "easy"))


@pytest.fixture
def win(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, factory=simple_factory)
    yield w
    w.ctl.shutdown()


def _plate(rack) -> QImage:
    """The rack's name plate as drawn."""
    box = rack.boundingRect()
    plate = QRectF(box.left(), box.top(), box.width(), -box.top())
    image = QImage(int(plate.width()), int(plate.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#2a7a45"))
    p = QPainter(image)
    p.translate(-plate.left(), -plate.top())
    rack.paint(p, QStyleOptionGraphicsItem())
    p.end()
    return image


def _share(image: QImage, colour: QColor) -> int:
    """How many pixels are (nearly) ``colour``."""
    hits = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 24:
                hits += 1
    return hits


def test_partners_share_a_colour_and_the_partner_is_named(qtbot, win):
    win.start(Rules(seats=4, partners=True), SEATS, 3)
    qtbot.waitUntil(lambda: win.ctl.observation(0) is not None, timeout=3000)
    racks = win.scene.racks
    assert racks[0].team == racks[2].team != racks[1].team == racks[3].team
    assert [r.badge for r in racks] == ["", "", "partner", ""]
    assert "your partner" in as_plain(racks[2].toolTip()) and "You & Bram" in as_plain(racks[2].toolTip())
    assert "Ada & Cleo" in as_plain(racks[1].toolTip())
    win.access.describe()
    assert "Your partner: Bram." in win.view.accessibleDescription()


def test_a_name_in_a_rack_s_tip_is_shown_as_written(qtbot, win):
    """Read as markup, a name "<img src=...>" loaded that file into the tip, and one naming a
    FIFO froze the app for good (names review)."""
    seats = (SeatInfo("You", "human"), SeatInfo("<img src=x.png>", "computer", "easy"),
             SeatInfo("<b>Bo</b> &amp; Co", "computer", "easy"), SeatInfo("Cleo", "computer", "easy"))
    win.start(Rules(seats=4, partners=True), seats, 3)
    qtbot.waitUntil(lambda: win.ctl.observation(0) is not None, timeout=3000)
    racks = win.scene.racks
    assert "<img src=x.png> & Cleo" in as_plain(racks[1].toolTip())
    assert "You & <b>Bo</b> &amp; Co" in as_plain(racks[2].toolTip())


@pytest.mark.parametrize("look", ["standard", "colourblind", "contrast"])
def test_the_team_colours_show_in_every_look(win, look):
    win.access.colourblind_action.setChecked(look == "colourblind")
    win.access.contrast_action.setChecked(look == "contrast")
    try:
        win.start(Rules(seats=4, partners=True), SEATS, 3)
        ours, theirs = theme.team_color(0), theme.team_color(1)
        # The two colours are far apart, and neither is the gold of the dealer or the turn.
        for a, b in ((ours, theirs), (ours, QColor("#ffcf40")), (theirs, QColor("#ffcf40"))):
            assert ((a.red() - b.red()) ** 2 + (a.green() - b.green()) ** 2 + (a.blue() - b.blue()) ** 2) ** 0.5 > 100
        plates = [_plate(rack) for rack in win.scene.racks]
        for seat, plate in enumerate(plates):
            own, other = (ours, theirs) if seat % 2 == 0 else (theirs, ours)
            assert _share(plate, own) > 20, seat
            assert _share(plate, other) < _share(plate, own) / 4, seat
    finally:
        win.access.colourblind_action.setChecked(False)
        win.access.contrast_action.setChecked(False)


def test_without_partners_the_plates_carry_no_team(qtbot, win):
    win.start(Rules(seats=4), SEATS, 3)
    qtbot.waitUntil(lambda: win.ctl.observation(0) is not None, timeout=3000)
    assert all(r.team is None and not r.badge and not r.toolTip() for r in win.scene.racks)
    for rack in win.scene.racks:
        plate = _plate(rack)
        assert _share(plate, theme.team_color(0)) == _share(plate, theme.team_color(1)) == 0
    win.access.describe()
    assert "Your rack" in win.view.accessibleDescription() and "partner" not in win.view.accessibleDescription()


def test_the_round_banner_gives_team_totals(win):
    win.start(Rules(seats=4, partners=True), SEATS, 3)
    result = RoundResult(dealer=0, rackout=2, scores=(30, 15, 125, 20), turns=40, racks=((),) * 4)
    _, lines, _ = words.round_over(win.ctl, result)
    # The side the Rack-O won the round for (it credited one partner, family play-test).
    assert lines[0] == "Bram goes Rack-O and wins round 1 for your team"
    assert lines[2] == "Team totals: You & Bram (0)   Ada & Cleo (0)"
    for rackout, lead in ((0, "You go Rack-O and win round 1 for your team"),
                          (1, "Ada goes Rack-O and wins round 1 for Ada & Cleo")):
        assert words.round_over(win.ctl, dataclasses.replace(result, rackout=rackout))[1][0] == lead
    win.start(Rules(seats=4), SEATS, 3)
    _, lines, _ = words.round_over(win.ctl, result)
    assert lines[2] == "Totals: You (0)   Ada (0)   Bram (0)   Cleo (0)"


def test_the_banner_names_the_run_bonus_in_the_points(win):
    """Bram's +125 for four rising cards looked wrong until the bonus was named (second playtest)."""
    from rackoapp.engine import score_round

    win.start(Rules(seats=4, partners=True), SEATS, 3)
    racks = (
        (1, 2, 3, 4, 30, 9, 40, 41, 50, 60),      # You, Bram's partner: a run of 4, rising 5
        (10, 20, 5, 6, 7, 8, 1, 2, 3, 60),        # Ada
        (3, 8, 12, 13, 14, 15, 16, 40, 50, 55),   # Bram goes Rack-O with a run of 5
        (60, 50, 40, 30, 20, 10, 9, 8, 7, 6),     # Cleo
    )
    scores = score_round(win.ctl.rules, racks, 2)
    result = RoundResult(dealer=0, rackout=2, scores=scores, turns=40, racks=racks)
    _, lines, _ = words.round_over(win.ctl, result)
    assert scores[2] == 75 + 200 and scores[0] == 5 * 5 + 100
    assert lines[1] == f"This round: You +{scores[0]}   Ada +{scores[1]}   Bram +275   Cleo +{scores[3]}"
    # "Including": a bare "Run bonus" read as points on top (third playtest)
    assert lines[2] == "Including the run bonus: You +100 (run of 4)   Bram +200 (run of 5)"
    assert lines[3].startswith("Team totals: ")
    _, lines, _ = words.match_over(win.ctl, 0, result)
    assert "Including the run bonus: You +100 (run of 4)   Bram +200 (run of 5)" in lines
    assert any(line.startswith("This round: ") for line in lines)
    # The score sheet keeps it once the banner is gone: each partner's bonus in the team's cell.
    from rackoapp.ui.panels.score_model import ScoreModel

    model = ScoreModel()
    model.reset([win.ctl.name(s) for s in range(4)], win.ctl.rules)
    model.set_results([result], list(scores), None)
    col = next(c for c in range(model.columnCount()) if "Bram" in model.headerData(c, Qt.Orientation.Horizontal))
    tip = model.data(model.index(0, col), Qt.ItemDataRole.ToolTipRole)
    # One line for the team (it said "Including the run bonus" once for each partner, playtest).
    assert "Including the run bonus: You +100 (run of 4), Bram +200 (run of 5)" in tip, tip
    assert tip.count("run bonus") == 1
    # Each partner's points after a colon: "You 125 + Bram 275" read as "You 125", "Bram 275"
    # but "Player 1 15 + Player 3 10" as "Player 115" (numbers review).
    assert f"<br>You: {scores[0]} + Bram: 275<br>" in tip, tip
    other = model.data(model.index(0, 1 - col), Qt.ItemDataRole.ToolTipRole)
    assert "run bonus" not in other, other


def test_a_partner_s_run_that_earned_the_bonus_glows_at_the_round_s_end(win):
    """Ben's run of nine scored 400 beside Dad's Rack-O, and stood greyed as if it scored nothing
    (playtest): the cards that earned the bonus glow with the ones that earned points."""
    win.start(Rules(seats=4, partners=True), SEATS, 1)
    racks = (tuple(range(10, 0, -1)), (40, 31, 32, 33, 34, 35, 36, 37, 38, 39),
             tuple(range(20, 10, -1)), (41, 42, 43, 44, 45, 46, 47, 48, 49, 50))
    result = RoundResult(dealer=0, rackout=3, scores=(5, 405, 10, 75), turns=9, racks=racks)
    win.scene._mark_scoring(result)
    lit = [[i + 1 for i, card in enumerate(row) if card.glow is not None and not card.dim]
           for row in win.scene.rack_cards]
    assert lit[1] == list(range(1, 11))  # its front (the 40) and its run of nine, 31..39
    assert lit[3] == list(range(1, 11)) and lit[0] == [1] and lit[2] == [1]


def test_behind_a_hot_seat_s_cover_no_plate_says_partner(qtbot, win):
    """The cover kept the last player's table, "partner" on their partner: the next player
    misread whose partner that was (playtest). Nobody is in front until the cover is taken."""
    family = tuple(SeatInfo(n, "human") for n in ("Mum", "Dad", "Ann", "Ben"))
    win.start(Rules(seats=4, partners=True), family, 3)
    scene = win.scene
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to is not None, timeout=5000)
    assert [r.badge for r in scene.racks] == [""] * 4
    assert not any("your partner" in r.toolTip() for r in scene.racks)
    first = scene.hot_seat.handing_to
    scene.banner.buttons[0].callback()  # "I am ..."
    assert [r.badge for r in scene.racks] == ["partner" if s == (first + 2) % 4 else "" for s in range(4)]
    win.ctl.play("draw", None)
    qtbot.waitUntil(lambda: scene.hot_seat.handing_to not in (None, first), timeout=5000)
    assert [r.badge for r in scene.racks] == [""] * 4


def test_partners_plates_show_their_side_s_total(qtbot, win):
    """Each partner's plate showed their own total ("You 165 pts", "Bram 180 pts") while the
    match is played to the team's 345, which only the side panel showed (family play-test):
    a partner's plate gives the team's total; the round's points stay the seat's own."""
    from ui_helpers import play_until

    ctl = win.ctl
    win.start(Rules(seats=4, partners=True), SEATS, 3)
    play_until(qtbot, ctl, lambda: len(ctl.results) >= 1 and ctl.state == "round_over")
    qtbot.waitUntil(lambda: win.scene.revealed is not None, timeout=5000)
    racks, totals, scores = win.scene.racks, ctl.totals, ctl.results[0].scores
    for team in ((0, 2), (1, 3)):
        for seat in team:
            assert racks[seat].score_text() == f"+{scores[seat]}   team {sum(totals[s] for s in team)} pts"
    assert ctl.team_totals == (totals[0] + totals[2], totals[1] + totals[3])
    win.start(Rules(seats=4), SEATS, 3)
    qtbot.waitUntil(lambda: ctl.observation(0) is not None, timeout=3000)
    assert [r.score_text() for r in win.scene.racks] == ["0 pts"] * 4


def test_the_window_title_says_who_plays_with_whom(win):
    """The title listed four names, "You, Ada, Bram, Cleo", where Open record and the score sheet
    say the teams (numbers review); without partners it lists the seats as before."""
    win.start(Rules(seats=4, partners=True), SEATS, 1)
    assert win.windowTitle() == "RackoApp \u2014 You & Bram vs Ada & Cleo"
    win.start(Rules(seats=4), SEATS, 1)
    assert win.windowTitle() == "RackoApp \u2014 You, Ada, Bram, Cleo"
