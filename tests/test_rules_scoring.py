"""rules.md "Going Rack-O", "Scoring a round", "Partners", "Winning the game".

All points below are worked out by hand: 75 for Rack-O, 5 per rising card from
slot 1 for everyone else, run bonus 3->50, 4->100, 5->200, 6+->400.
"""

from __future__ import annotations

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DRAW, IllegalAction, Match, Round, Rules,
    goes_rackout, longest_run, match_winner, rising_count, run_bonus, score_round,
)

from helpers_engine import build_deck

FALLING = [40, 39, 38, 37, 36, 35, 34, 33, 32, 31]


def draw_discard(rnd: Round, times: int = 1) -> None:
    for _ in range(times):
        rnd.apply_turn(TAKE_DRAW, DISCARD)


# -- going Rack-O ---------------------------------------------------------------------

def test_rackout_only_at_the_end_of_ones_own_turn():
    seat0 = [2, 5, 6, 7, 12, 18, 25, 30, 33, 38]  # rising, run 5 6 7
    seat1 = [1, 3, 4, 8, 9, 10, 11, 13, 15, 14]   # rising nine, then lower: 45
    rnd = Round(Rules(), 0, build_deck(2, 0, {0: seat0, 1: seat1}))
    assert not rnd.over  # dealt rising, but the deal is nobody's turn
    draw_discard(rnd)  # seat 1's turn
    assert not rnd.over
    rnd.apply_action(TAKE_DRAW)  # seat 0 holds a card: its turn has not ended
    assert not rnd.over
    rnd.apply_action(DISCARD)
    assert rnd.over
    assert rnd.rackout == 0 and rnd.ended_by == "rackout"
    assert rnd.scores == (75, 45)
    assert rnd.legal_actions() == ()


def test_rackout_is_checked_before_the_rebuild():
    seat1 = [1, 2, 3, 4, 5, 6, 7, 8, 30, 10]
    seat0 = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11]
    draw = list(range(22, 30)) + list(range(31, 41)) + [9]  # 19 cards, 9 last
    deck = build_deck(2, 0, {0: seat0, 1: seat1}, discard=21, draw=draw)
    for limit in (0, 5):
        rnd = Round(Rules(max_rebuilds=limit), 0, deck, lambda p: list(p))
        draw_discard(rnd, 18)
        assert not rnd.over
        rnd.apply_turn(TAKE_DRAW, 9)  # seat 1 draws the last card, 9, into slot 9
        assert rnd.over
        assert rnd.rackout == 1 and rnd.ended_by == "rackout"
        assert rnd.scores == (5, 75)
        assert rnd.rebuilds == 0  # not rebuilt: the whole old discard pile is still there
        assert len(rnd.discard_pile) == 20 and rnd.discard_pile[-1] == 30
        assert rnd.draw_pile == []


def _two_seat_run_round(two_player_run: bool) -> Round:
    seat0 = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14]  # rising, longest run 2
    deck = build_deck(2, 0, {0: seat0, 1: FALLING}, discard=20, draw=[15, 16, 17, 3])
    return Round(Rules(seats=2, two_player_run=two_player_run), 0, deck)


def test_two_seats_rising_without_run_of_three_does_not_end_the_round():
    rnd = _two_seat_run_round(True)
    draw_discard(rnd, 2)  # seat 1 discards 15, seat 0 discards 16 with its rising rack
    assert not rnd.over
    draw_discard(rnd)  # seat 1 discards 17
    rnd.apply_turn(TAKE_DRAW, 3)  # seat 0: 1 2 3 5 7 ... has the run 1 2 3
    assert rnd.over and rnd.rackout == 0
    assert rnd.scores == (75, 5)


def test_two_seats_run_rule_switched_off():
    rnd = _two_seat_run_round(False)
    draw_discard(rnd, 2)
    assert rnd.over and rnd.rackout == 0
    assert rnd.scores == (75, 5)


def test_two_player_run_is_on_by_default():
    assert Rules().two_player_run is True


@pytest.mark.parametrize("seats", [3, 4])
def test_run_of_three_not_used_with_three_or_four_seats(seats):
    rising_no_run = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14]
    dealer = seats - 1  # seat 0 moves first
    rnd = Round(Rules(seats=seats, two_player_run=True), dealer,
                build_deck(seats, dealer, {0: rising_no_run}))
    assert rnd.to_move == 0
    draw_discard(rnd)
    assert rnd.over and rnd.rackout == 0
    assert rnd.scores[0] == 75


def test_rising_rack_without_run_scores_fifty_as_non_winner_in_a_stalemate():
    seat0 = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14]
    rnd = Round(Rules(max_rebuilds=0), 0, build_deck(2, 0, {0: seat0, 1: FALLING}))
    draw_discard(rnd, 19)
    assert rnd.over and rnd.rackout is None
    assert rnd.scores == (50, 5)


def test_goes_rackout_function():
    two = Rules(seats=2)
    assert goes_rackout(two, [1, 2, 3, 5, 7, 9, 11, 13, 15, 17])
    assert not goes_rackout(two, [1, 2, 4, 5, 7, 8, 10, 11, 13, 14])
    assert goes_rackout(two.with_options(two_player_run=False), [1, 2, 4, 5, 7, 8, 10, 11, 13, 14])
    assert goes_rackout(Rules(seats=3), [1, 2, 4, 5, 7, 8, 10, 11, 13, 14])
    assert not goes_rackout(Rules(seats=3), [1, 2, 4, 5, 7, 8, 10, 11, 14, 13])


# -- scoring a round ------------------------------------------------------------------

@pytest.mark.parametrize("rack,points", [
    ([3, 6, 9, 12, 15, 18, 21, 4, 30, 33], 35),    # seven rising, then lower (rule book example)
    ([40, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5),           # slot 1 always counts, nothing after
    ([40, 39, 38, 37, 36, 35, 34, 33, 32, 31], 5),
    ([1, 3, 2, 4, 5, 6, 7, 8, 9, 10], 10),
    ([1, 2, 3, 4, 5, 6, 7, 8, 10, 9], 45),
    ([1, 3, 5, 7, 9, 11, 13, 15, 17, 19], 50),
])
def test_non_winner_scores_five_per_rising_card_from_slot_1(rack, points):
    other = [c for c in range(1, 41) if c not in rack][:10]
    assert score_round(Rules(seats=2), [other, rack], 0)[1] == points
    assert 5 * rising_count(rack) == points


def test_round_score_seven_rising_then_lower_is_35():
    seat1 = [3, 6, 9, 12, 15, 18, 21, 4, 30, 33]
    seat0 = [1, 2, 5, 7, 8, 10, 11, 22, 23, 24]  # rising with the run 22 23 24
    for bonus, expected in [(False, (75, 35)), (True, (125, 35))]:
        rnd = Round(Rules(bonus_runs=bonus), 0, build_deck(2, 0, {0: seat0, 1: seat1}))
        draw_discard(rnd, 2)
        assert rnd.over and rnd.rackout == 0
        assert rnd.scores == expected


@pytest.mark.parametrize("rack,run,bonus", [
    ([1, 2, 5, 7, 8, 10, 11, 22, 23, 24], 3, 50),
    ([1, 2, 3, 4, 10, 12, 20, 25, 30, 40], 4, 100),
    ([5, 6, 7, 8, 9, 20, 22, 24, 26, 28], 5, 200),
    ([11, 12, 13, 14, 15, 16, 30, 31, 35, 40], 6, 400),
    ([1, 2, 3, 4, 5, 6, 7, 20, 30, 40], 7, 400),
    ([21, 22, 23, 24, 25, 26, 27, 28, 29, 30], 10, 400),
    ([1, 2, 3, 10, 11, 12, 13, 20, 30, 40], 4, 100),  # only the longest run counts: not 150
    ([1, 2, 3, 10, 11, 12, 20, 25, 30, 40], 3, 50),   # two runs of three: 50, not 100
    ([1, 2, 4, 5, 7, 8, 10, 11, 13, 14], 2, 0),
    ([2, 4, 6, 8, 10, 12, 14, 16, 18, 20], 1, 0),
])
def test_bonus_runs_longest_run_only(rack, run, bonus):
    assert longest_run(rack) == run
    assert run_bonus(run) == bonus
    other = [c for c in range(1, 51) if c not in rack][:10]
    other2 = [c for c in range(1, 51) if c not in rack and c not in other][:10]
    rules = Rules(seats=3, bonus_runs=True)
    assert score_round(rules, [rack, other, other2], 0)[0] == 75 + bonus
    assert score_round(Rules(seats=3), [rack, other, other2], 0)[0] == 75


def test_bonus_runs_is_off_by_default():
    assert Rules().bonus_runs is False


def test_bonus_only_for_the_rackout_seat():
    winner = [1, 2, 3, 10, 12, 14, 16, 18, 20, 22]      # run of 3
    loser = [30, 31, 32, 33, 34, 4, 5, 6, 7, 8]         # run of 5, rising count 5
    other = [40, 39, 38, 37, 36, 35, 29, 28, 27, 26]
    assert score_round(Rules(seats=3, bonus_runs=True), [winner, loser, other], 0) == (125, 25, 5)


def test_bonus_runs_end_to_end_three_seats():
    seat0 = [11, 12, 13, 14, 15, 16, 30, 31, 35, 40]  # run of 6: 75 + 400
    seat1 = [1, 2, 3, 4, 5, 50, 6, 7, 8, 9]          # run of 5 but not the Rack-O seat: 6 rising -> 30
    rnd = Round(Rules(seats=3, bonus_runs=True), 2, build_deck(3, 2, {0: seat0, 1: seat1}))
    draw_discard(rnd)
    assert rnd.over and rnd.rackout == 0
    assert rnd.scores[:2] == (475, 30)


def test_stalemate_gives_no_bonus():
    seat0 = [1, 2, 3, 4, 5, 6, 40, 20, 30, 39]  # run of 6, rising 7 -> 35
    seat1 = [38, 37, 36, 35, 34, 33, 32, 31, 29, 28]
    rnd = Round(Rules(bonus_runs=True, max_rebuilds=0), 0, build_deck(2, 0, {0: seat0, 1: seat1}))
    draw_discard(rnd, 19)
    assert rnd.over and rnd.rackout is None
    assert rnd.scores == (35, 5)


# -- partners ---------------------------------------------------------------------------

P_SEAT0 = [10, 11, 12, 13, 14, 5, 6, 7, 8, 60]         # rising 5 -> 25; longest run 5 -> 200
P_SEAT1 = [20, 21, 22, 23, 24, 25, 1, 2, 3, 59]        # rising 6 -> 30; run 6 (400 if its team won)
P_SEAT2 = [26, 27, 28, 29, 33, 35, 36, 45, 46, 50]     # rising, run of 4 -> 75 + 100
P_SEAT3 = [30, 31, 32, 9, 4, 15, 16, 17, 18, 19]       # rising 3 -> 15; run 5


@pytest.mark.parametrize("bonus_runs", [False, True])
def test_partners_team_of_the_rackout_seat_scores_run_bonus_for_both_racks(bonus_runs):
    rules = Rules(seats=4, partners=True, bonus_runs=bonus_runs, target=400)
    match = Match(rules, first_dealer_draw=[1, 60, 2, 3])  # seat 1 deals, seat 2 moves first
    deck = build_deck(4, 1, {0: P_SEAT0, 1: P_SEAT1, 2: P_SEAT2, 3: P_SEAT3})
    rnd = match.start_round(deck)
    assert rnd.to_move == 2
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.over and rnd.rackout == 2
    # Seat 2: 75 + 100; seat 0: 25 + 200; seats 1 and 3 get no bonus.
    assert rnd.scores == (225, 30, 175, 15)
    assert match.team_totals() == (400, 45)
    assert match.winner == 0  # team 0 = seats 0 and 2 reached the target of 400


def test_partners_other_team_wins_the_bonus():
    racks = [P_SEAT0, P_SEAT1, P_SEAT2, P_SEAT3]
    # Seat 1 went Rack-O: 75 + 400 (run 6); seat 3: 15 + 200 (run 15..19); seat 0: 25; seat 2: 50.
    assert score_round(Rules(seats=4, partners=True), racks, 1) == (25, 475, 50, 215)
    assert score_round(Rules(seats=4, partners=True, bonus_runs=True), racks, 1) == (25, 475, 50, 215)
    # Without partners the same racks score plainly.
    assert score_round(Rules(seats=4), racks, 1) == (25, 75, 50, 15)
    assert score_round(Rules(seats=4, bonus_runs=True), racks, 1) == (25, 475, 50, 15)


def test_partners_stalemate_gives_no_bonus():
    racks = [P_SEAT0, P_SEAT1, P_SEAT2, P_SEAT3]
    assert score_round(Rules(seats=4, partners=True), racks, None) == (25, 30, 50, 15)


@pytest.mark.parametrize("seats", [2, 3])
def test_partners_need_four_seats(seats):
    with pytest.raises(IllegalAction):
        Rules(seats=seats, partners=True)
    assert Rules(seats=4).partners is False


def test_partners_team_totals_over_rounds_and_team_winner_index():
    rules = Rules(seats=4, partners=True, max_rebuilds=0, target=60)
    match = Match(rules, first_dealer_draw=[1, 60, 2, 3])
    # A stalemate round: seat 0 rising 5 (25), seat 1 rising 6 (30), seat 2 falling (5),
    # seat 3 rising 3 (15); no bonus for anyone.
    falling = [58, 57, 56, 55, 54, 53, 52, 51, 49, 48]
    deck = build_deck(4, 1, {0: P_SEAT0, 1: P_SEAT1, 2: falling, 3: P_SEAT3})
    rnd = match.start_round(deck)
    while not rnd.over:
        match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.rackout is None
    assert rnd.scores == (25, 30, 5, 15)
    assert match.team_totals() == (30, 45)
    assert match.winner is None
    # Seat 2 deals next; seat 3 moves first and goes Rack-O: 75 + 200 (run 1..5); its
    # partner seat 1 scores 30 (rising 6) + 400 (run 20..25); seats 0 and 2 hold falling
    # filler racks: 5 each.
    seat3 = [1, 2, 3, 4, 5, 10, 12, 30, 40, 50]
    seat1 = [20, 21, 22, 23, 24, 25, 6, 7, 8, 59]
    rnd2 = match.start_round(build_deck(4, 2, {3: seat3, 1: seat1}))
    assert rnd2.dealer == 2 and rnd2.to_move == 3
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd2.rackout == 3
    assert rnd2.scores == (5, 430, 5, 275)
    assert match.totals == [30, 460, 10, 290]
    assert match.team_totals() == (40, 750)
    assert match.winner == 1


# -- winning the game ------------------------------------------------------------------

def test_target_default_500():
    assert Rules().target == 500
    match = Match(Rules(), first_dealer_draw=[33, 17])
    match.start_round(build_deck(2, 0, {1: list(range(16, 26))}))
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert match.results[-1].rackout == 1
    assert match.totals[1] == 75 and match.winner is None
    assert not match.over


def test_low_target_short_game():
    match = Match(Rules(target=75), first_dealer_draw=[33, 17])
    match.start_round(build_deck(2, 0, {1: list(range(16, 26))}))
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert match.totals == [5, 75]
    assert match.winner == 1 and match.over
    with pytest.raises(IllegalAction):
        match.start_round(build_deck(2, 1, {}))


def test_tie_at_the_top_plays_another_round():
    low = [11, 12, 13, 14, 15, 1, 2, 3, 4, 5]  # 25 as a non-winner
    high = list(range(16, 26))                  # Rack-O at its first turn
    match = Match(Rules(target=100), first_dealer_draw=[33, 17])
    # Round 1: dealer 0, seat 1 goes Rack-O.
    match.start_round(build_deck(2, 0, {0: low, 1: high}))
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert match.totals == [25, 75]
    # Round 2: dealer 1, seat 0 goes Rack-O: 100 - 100, both at the target, a tie.
    match.start_round(build_deck(2, 1, {0: high, 1: low}))
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert match.totals == [100, 100]
    assert match.winner is None and not match.over
    # Round 3: dealer 0 again, seat 1 goes Rack-O and wins.
    rnd = match.start_round(build_deck(2, 0, {0: low, 1: high}))
    assert rnd.dealer == 0
    match.apply_turn(TAKE_DRAW, DISCARD)
    assert match.totals == [125, 175]
    assert match.winner == 1


@pytest.mark.parametrize("target,totals,partners,winner", [
    (500, [499, 100], False, None),
    (500, [500, 100], False, 0),
    (500, [520, 530], False, 1),           # both reached: the highest wins
    (500, [530, 530, 10], False, None),    # tie at the top
    (500, [530, 600, 600], False, None),
    (500, [600, 530, 530], False, 0),      # a tie below the top does not matter
    (75, [75, 5, 5, 5], False, 0),
    (500, [300, 100, 200, 100], True, 0),  # team 0 = seats 0 and 2: 500 against 200
    (500, [100, 300, 100, 250], True, 1),
    (500, [250, 250, 250, 250], True, None),
    (500, [499, 0, 0, 0], True, None),
])
def test_match_winner(target, totals, partners, winner):
    rules = Rules(seats=len(totals), target=target, partners=partners)
    assert match_winner(rules, totals) == winner


@pytest.mark.parametrize("target", [0, -5, 1.5, "500", 1_000_001])
def test_target_must_be_a_positive_whole_number(target):
    with pytest.raises(IllegalAction):
        Rules(target=target)


def test_the_slots_that_scored_include_a_run_that_earned_its_bonus():
    """A partner's run of nine scored 400 and the table greyed it as if it scored nothing
    (playtest): the slots that earned points are the rising front, and the run that earned a bonus."""
    from rackoapp.engine.rack import longest_run_slots
    from rackoapp.engine.round import scored_slots

    racks = [P_SEAT0, P_SEAT1, P_SEAT2, P_SEAT3]
    rising = [frozenset(range(1, rising_count(rack) + 1)) for rack in racks]
    # Seat 1 goes Rack-O: all ten; its partner, seat 3, also its run 15..19 (slots 6-10).
    assert scored_slots(Rules(seats=4, partners=True), racks, 1) == (
        rising[0], frozenset(range(1, 11)), rising[2], rising[3] | frozenset(range(6, 11)))
    assert scored_slots(Rules(seats=4), racks, 1)[3] == rising[3]  # no partners: no bonus
    assert scored_slots(Rules(seats=4, partners=True), racks, None) == tuple(rising)  # stalemate
    for rack, run in ((FALLING, [1]), ([40, 31, 32, 33, 34, 35, 36, 37, 38, 39], list(range(2, 11))),
                      ([5, 6, 1, 2, 3, 9, 10, 11, 12, 1], [6, 7, 8, 9]), ([1, 2, 5, 6, 9] + [0] * 5, [1, 2])):
        assert list(longest_run_slots(rack)) == run


def test_a_run_never_wraps_from_slot_10_to_slot_1():
    """A run is a stretch of adjacent slots (rules.md, "Partners"): a partner's rack need not
    rise, and a 20 in slot 10 before the 21 and 22 of slots 1 and 2 is no run of three."""
    rack = [21, 22, 30, 29, 28, 27, 26, 25, 24, 20]
    assert longest_run(rack) == 2
    racks = [list(range(1, 11)), list(range(41, 51)), rack, list(range(51, 61))]
    scores = score_round(Rules(seats=4, partners=True), racks, 0)
    assert scores[2] == 5 * 3  # 21, 22, 30 rise from slot 1; no bonus


def test_every_slot_of_a_rack_o_scored_without_a_run_bonus():
    """Rack-O scores 75 for all ten cards (rules.md, "Scoring a round"): the round's end lights
    all ten slots of the winning rack, slot 1 too, also when no run bonus covers it."""
    from rackoapp.engine.round import scored_slots

    winner = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]
    other = [39, 1, 3, 5, 7, 9, 11, 13, 15, 17]
    slots = scored_slots(Rules(seats=2, two_player_run=False), [winner, other], 0)
    assert slots == (frozenset(range(1, 11)), frozenset({1}))


@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, False), (4, True)])
def test_side_of_names_each_seat_s_side_in_teams(seats, partners):
    """``side_of`` is where a seat stands in ``teams``, which ``Match.winner`` names."""
    rules = Rules(seats=seats, partners=partners)
    for side, team in enumerate(rules.teams):
        for seat in team:
            assert rules.side_of(seat) == side
