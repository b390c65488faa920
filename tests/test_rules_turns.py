"""rules.md "A turn", "What every seat can see" and "The draw pile runs out".

The fixed scenario REB (2 seats, dealer 0, so seat 1 moves first):
  seat 0: 11 12 13 20 19 18 17 16 15 14     seat 1: 1 2 3 4 5 6 7 10 9 8
  discard pile: 21; draw pile, top first: 22, 23, ..., 40 (19 cards).
  T1 seat 1 draws 22 and discards it             pile 21 22
  T2 seat 0 takes 22 from the pile into slot 5   pile 21 19
  T3 seat 1 draws 23 into slot 10                pile 21 19 8
  T4..T20 draw 24..40 and discard each           pile 21 19 8 24 25 ... 40
The draw pile is empty at the end of T20 (seat 0's turn): the pile is rebuilt.
Seat 0 then holds 11 12 13 20 22 18 ... (rising count 5, 25 points) and seat 1
1 2 3 4 5 6 7 10 9 23 (rising count 8, 40 points).
"""

from __future__ import annotations

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DISCARD, TAKE_DRAW, IllegalAction, Match, Round, Rules,
)

from helpers_engine import build_deck

SEAT0 = [11, 12, 13, 20, 19, 18, 17, 16, 15, 14]
SEAT1 = [1, 2, 3, 4, 5, 6, 7, 10, 9, 8]
MSG_DISCARD_TAKE = "a card taken from the discard pile must go into your rack"


def reb_deck() -> list[int]:
    return build_deck(2, 0, {0: SEAT0, 1: SEAT1}, discard=21, draw=list(range(22, 41)))


def reb_round(rules: Rules, order=None) -> Round:
    return Round(rules, 0, reb_deck(), order)


def play_first_20(rnd: Round) -> None:
    rnd.apply_turn(TAKE_DRAW, DISCARD)
    rnd.apply_turn(TAKE_DISCARD, 5)
    rnd.apply_turn(TAKE_DRAW, 10)
    for _ in range(17):
        rnd.apply_turn(TAKE_DRAW, DISCARD)


def snapshot(rnd: Round):
    return (
        [r[:] for r in rnd.racks], rnd.draw_pile[:], rnd.discard_pile[:], rnd.phase, rnd.hand,
        rnd.to_move, rnd.turn_count, rnd.rebuilds, rnd.over, len(rnd.history),
        rnd.observation(0), rnd.observation(1),
    )


def drawn_card(rnd: Round) -> int:
    rnd.apply_action(TAKE_DRAW)
    card = rnd.observation(rnd.to_move).hand
    rnd.apply_action(DISCARD)
    return card


# -- a turn ------------------------------------------------------------------------

def test_take_phase_offers_both_piles_and_refuses_anything_else():
    rnd = reb_round(Rules())
    assert set(rnd.legal_actions()) == {TAKE_DRAW, TAKE_DISCARD}
    before = snapshot(rnd)
    for bad in [DISCARD, 1, 5, 10, 13, -1, 100]:
        with pytest.raises(IllegalAction):
            rnd.apply_action(bad)
        assert snapshot(rnd) == before


def test_discard_pile_take_must_replace_a_card():
    rnd = reb_round(Rules())
    rnd.apply_action(TAKE_DISCARD)
    assert rnd.observation(1).hand == 21
    assert set(rnd.legal_actions()) == set(range(1, 11))  # no DISCARD
    before = snapshot(rnd)
    with pytest.raises(IllegalAction) as e:
        rnd.apply_action(DISCARD)
    assert str(e.value) == MSG_DISCARD_TAKE
    assert snapshot(rnd) == before
    for bad in [TAKE_DRAW, TAKE_DISCARD, 11, 12, 13, -1]:
        with pytest.raises(IllegalAction):
            rnd.apply_action(bad)
        assert snapshot(rnd) == before


def test_discard_take_with_discard_as_one_turn_is_refused_and_changes_nothing():
    rnd = reb_round(Rules())
    before = snapshot(rnd)
    with pytest.raises(IllegalAction) as e:
        rnd.apply_turn(TAKE_DISCARD, DISCARD)
    assert str(e.value) == MSG_DISCARD_TAKE
    assert snapshot(rnd) == before
    for take, place in [(TAKE_DRAW, 11), (TAKE_DRAW, -1), (5, 3), (TAKE_DISCARD, 12), (0, 0)]:
        with pytest.raises(IllegalAction):
            rnd.apply_turn(take, place)
        assert snapshot(rnd) == before


def test_draw_pile_take_may_be_discarded_at_once():
    rnd = reb_round(Rules())
    rnd.apply_action(TAKE_DRAW)
    assert set(rnd.legal_actions()) == {DISCARD} | set(range(1, 11))
    assert rnd.observation(1).hand == 22
    rnd.apply_action(DISCARD)
    assert rnd.racks[1] == SEAT1  # nothing moved
    assert rnd.discard_pile == [21, 22]
    assert rnd.to_move == 0
    assert rnd.observation(0).draw_count == 18


@pytest.mark.parametrize("take", [TAKE_DRAW, TAKE_DISCARD])
@pytest.mark.parametrize("slot", range(1, 11))
def test_card_replaces_exactly_one_slot(take, slot):
    rnd = reb_round(Rules())
    card = 22 if take == TAKE_DRAW else 21
    rnd.apply_turn(take, slot)
    expected = SEAT1[:]
    expected[slot - 1] = card
    assert rnd.racks[1] == expected
    assert rnd.racks[0] == SEAT0
    # The replaced card is the new top of the discard pile; never the card just taken.
    assert rnd.discard_pile[-1] == SEAT1[slot - 1]
    assert rnd.discard_pile == ([21] if take == TAKE_DRAW else []) + [SEAT1[slot - 1]]
    assert rnd.to_move == 0


def test_card_from_discard_pile_never_goes_straight_back():
    rnd = reb_round(Rules())
    rnd.apply_turn(TAKE_DRAW, DISCARD)  # seat 1 discards 22
    for slot in range(1, 11):
        c = rnd.clone()
        c.apply_action(TAKE_DISCARD)
        assert DISCARD not in c.legal_actions()
        c.apply_action(slot)
        assert c.discard_pile[-1] != 22
        assert 22 in c.racks[0]


def test_after_the_round_nothing_is_legal():
    rnd = reb_round(Rules(max_rebuilds=0))
    play_first_20(rnd)
    assert rnd.over
    assert rnd.legal_actions() == ()
    for a in range(-1, 14):
        with pytest.raises(IllegalAction):
            rnd.apply_action(a)
    with pytest.raises(IllegalAction):
        rnd.apply_turn(TAKE_DRAW, DISCARD)


# -- what every seat can see ------------------------------------------------------

def test_cards_taken_from_discard_pile_are_public_drawn_cards_are_not():
    rnd = reb_round(Rules())
    rnd.apply_action(TAKE_DISCARD)  # seat 1 takes the face-up 21
    assert rnd.observation(0).public_hand == 21
    assert rnd.observation(0).hand is None
    rnd.apply_action(3)  # 21 replaces seat 1's slot 3 (3 goes to the pile)
    o0 = rnd.observation(0)
    assert o0.racks[1] == (None, None, 21, None, None, None, None, None, None, None)
    assert o0.racks[0] == tuple(SEAT0)
    assert o0.last_slot[1] == 3
    assert o0.discard_pile == (3,)
    rnd.apply_action(TAKE_DRAW)  # seat 0 draws 22: only seat 0 sees it
    assert rnd.observation(0).hand == 22
    assert rnd.observation(1).hand is None
    assert rnd.observation(1).public_hand is None
    rnd.apply_action(DISCARD)
    rnd.apply_turn(TAKE_DRAW, 3)  # seat 1 covers 21 with the hidden 23
    assert rnd.observation(0).racks[1] == (None,) * 10
    assert rnd.observation(1).rack[2] == 23


def test_the_last_slot_is_the_one_a_seat_s_last_turn_filled():
    """After a turn that discarded the drawn card, the table's mark stayed on the slot the turn
    before had filled, and read as this turn's move (playtest): such a turn filled none."""
    rnd = reb_round(Rules())
    rnd.apply_turn(TAKE_DISCARD, 3)  # seat 1
    rnd.apply_turn(TAKE_DRAW, 4)  # seat 0
    assert rnd.observation(0).last_slot == (4, 3)
    rnd.apply_turn(TAKE_DRAW, DISCARD)  # seat 1 discards what it drew
    assert rnd.observation(0).last_slot == (4, None)
    rnd.apply_turn(TAKE_DRAW, 7)
    rnd.apply_turn(TAKE_DRAW, 2)
    assert rnd.observation(1).last_slot == (7, 2)


# -- the draw pile runs out -------------------------------------------------------

def test_no_rebuild_while_the_draw_pile_holds_a_card():
    rnd = reb_round(Rules(rebuild="classic"))
    rnd.apply_turn(TAKE_DRAW, DISCARD)
    rnd.apply_turn(TAKE_DISCARD, 5)
    rnd.apply_turn(TAKE_DRAW, 10)
    for _ in range(16):
        rnd.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.observation(0).draw_count == 1
    assert rnd.rebuilds == 0
    assert len(rnd.discard_pile) == 19


def test_classic_rebuild_turns_the_pile_over():
    rnd = reb_round(Rules(rebuild="classic"))
    play_first_20(rnd)
    assert not rnd.over
    obs = rnd.observation(1)
    # The oldest discard (21) is the new discard pile's one card.
    assert obs.discard_pile == (21,)
    assert obs.draw_count == 19
    assert obs.rebuilds == 1
    last = obs.history[-1]
    assert (last.seat, last.rebuilt, last.new_discard, last.discarded) == (0, True, 21, 40)
    assert rnd.rebuild_orders == []  # nothing to record under classic
    assert rnd.to_move == 1
    # Then the draw pile deals the rest of the old discard pile, oldest first.
    drawn = [drawn_card(rnd) for _ in range(19)]
    assert drawn == [19, 8] + list(range(24, 41))
    assert rnd.rebuilds == 2
    assert rnd.discard_pile == [21]


def test_shuffle_rebuild_uses_the_injected_order():
    calls = []

    def order(pile):
        calls.append(list(pile))
        return sorted(pile)

    rnd = reb_round(Rules(rebuild="shuffle"), order)
    play_first_20(rnd)
    # The callable gets the whole discard pile, top card first.
    assert calls == [list(range(40, 23, -1)) + [8, 19, 21]]
    new_order = (8, 19, 21) + tuple(range(24, 41))
    assert rnd.rebuild_orders == [new_order]
    # Its first card becomes the new discard pile; the rest is the draw pile, top first.
    assert rnd.discard_pile == [8]
    assert rnd.history[-1].new_discard == 8
    drawn = [drawn_card(rnd) for _ in range(19)]
    assert drawn == [19, 21] + list(range(24, 41))


def test_shuffle_rebuild_order_must_be_the_piles_cards():
    rnd = reb_round(Rules(rebuild="shuffle"), lambda pile: list(pile)[1:] + [1])
    with pytest.raises(IllegalAction):
        play_first_20(rnd)


def test_match_records_the_shuffled_rebuild_orders():
    import random
    match = Match(Rules(), rng=random.Random(7), first_dealer_draw=[33, 17])
    rnd = match.start_round(reb_deck())
    for _ in range(19):  # the 19th draw empties the draw pile
        match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.rebuilds == 1
    rec = match.to_record()
    assert len(rec.rounds[0].rebuilds) == 1
    order = rec.rounds[0].rebuilds[0]
    assert sorted(order) == [21] + list(range(22, 41))
    assert rnd.discard_pile == [order[0]]


@pytest.mark.parametrize("rebuild", ["shuffle", "classic"])
def test_max_rebuilds_zero_ends_the_round_the_first_time(rebuild):
    rnd = reb_round(Rules(max_rebuilds=0, rebuild=rebuild), lambda p: list(p))
    play_first_20(rnd)
    assert rnd.over
    assert rnd.rackout is None
    assert rnd.ended_by == "stalemate"
    # Every seat scores as a non-winner: 5 per rising card from slot 1.
    assert rnd.scores == (25, 40)
    assert rnd.rebuild_orders == []


@pytest.mark.parametrize("limit,end_turn", [(1, 39), (2, 58), (5, 115)])
def test_max_rebuilds_stops_at_the_limit_plus_one(limit, end_turn):
    rnd = reb_round(Rules(max_rebuilds=limit, rebuild="classic"))
    rnd.apply_turn(TAKE_DRAW, DISCARD)
    rnd.apply_turn(TAKE_DISCARD, 5)
    rnd.apply_turn(TAKE_DRAW, 10)
    while rnd.turn_count < end_turn - 1:
        rnd.apply_turn(TAKE_DRAW, DISCARD)
        assert not rnd.over
    assert rnd.rebuilds == limit
    rnd.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.over and rnd.rackout is None
    assert rnd.scores == (25, 40)


def test_max_rebuilds_default_is_5():
    assert Rules().max_rebuilds == 5
    rnd = reb_round(Rules(rebuild="classic"))
    play_first_20(rnd)
    while not rnd.over:
        rnd.apply_turn(TAKE_DRAW, DISCARD)
    # Rebuilds end turns 20, 39, 58, 77, 96; the sixth time (turn 115) ends the round.
    assert rnd.turn_count == 115
    assert rnd.scores == (25, 40)


def test_max_rebuilds_null_means_no_limit():
    rnd = reb_round(Rules(max_rebuilds=None, rebuild="classic"))
    play_first_20(rnd)
    for _ in range(19 * 29):
        rnd.apply_turn(TAKE_DRAW, DISCARD)
    assert not rnd.over
    assert rnd.rebuilds == 30
    assert rnd.turn_count == 20 + 19 * 29


def test_stalemate_round_counts_as_finished_in_the_match():
    match = Match(Rules(max_rebuilds=0), first_dealer_draw=[33, 17])  # seat 0 deals
    rnd = match.start_round(reb_deck())
    match.apply_turn(TAKE_DRAW, DISCARD)
    match.apply_turn(TAKE_DISCARD, 5)
    match.apply_turn(TAKE_DRAW, 10)
    for _ in range(17):
        match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.over
    assert match.totals == [25, 40]
    assert match.results[-1].rackout is None
    assert match.winner is None
    # The next round may be dealt, by seat 1.
    assert match.start_round(build_deck(2, 1, {})).dealer == 1


@pytest.mark.parametrize("value", [-1, 1.5, "5", True, 10_001])
def test_max_rebuilds_must_be_null_or_a_count(value):
    with pytest.raises(IllegalAction):
        Rules(max_rebuilds=value)


def test_rebuild_option_values():
    assert Rules().rebuild == "shuffle"
    Rules(rebuild="classic")
    with pytest.raises(IllegalAction):
        Rules(rebuild="random")


# -- actions are ints --------------------------------------------------------------

@pytest.mark.parametrize("bad", [11.0, 12.0, True, False, None, "11", 0.0, 1.0])
def test_non_int_actions_are_refused_in_both_phases(bad):
    rnd = reb_round(Rules())
    before = snapshot(rnd)
    with pytest.raises(IllegalAction):
        rnd.apply_action(bad)
    assert snapshot(rnd) == before
    rnd.apply_action(TAKE_DRAW)
    before = snapshot(rnd)
    with pytest.raises(IllegalAction):
        rnd.apply_action(bad)
    assert snapshot(rnd) == before


@pytest.mark.parametrize("place", [0.0, False, 3.0, None, "3"])
def test_apply_turn_with_a_non_int_placement_changes_nothing(place):
    rnd = reb_round(Rules())
    before = snapshot(rnd)
    with pytest.raises(IllegalAction):
        rnd.apply_turn(TAKE_DRAW, place)
    assert snapshot(rnd) == before


def test_a_turn_whose_rebuild_order_is_refused_changes_nothing():
    """"Nothing changes if either is illegal": a refused rebuild order (a record's) left the turn
    half made, counted, the draw pile empty and the history short of it (review)."""
    from rackoapp.engine import DISCARD, TAKE_DRAW, IllegalAction, Round, Rules

    rnd = Round(Rules(), 1, list(range(40, 0, -1)), rebuild_order=lambda pile: [1, 2, 3])
    while len(rnd.draw_pile) > 1:
        rnd.apply_turn(TAKE_DRAW, DISCARD)

    def state():
        return (rnd.turn_count, rnd.rebuilds, rnd.draw_pile[:], rnd.discard_pile[:], rnd.to_move,
                rnd.phase, rnd.hand, [r[:] for r in rnd.racks], len(rnd.history))

    before = state()
    with pytest.raises(IllegalAction):
        rnd.apply_turn(TAKE_DRAW, 3)
    assert state() == before
    rnd.apply_action(TAKE_DRAW)  # the two steps one by one: the placement is undone
    taken = state()
    with pytest.raises(IllegalAction):
        rnd.apply_action(DISCARD)
    assert state() == taken and rnd.phase == "place"


def test_a_turn_tried_again_after_a_refused_rebuild_is_kept_in_the_match_s_record():
    """The restore swapped the round's list of rebuild orders for a copy, and the match's record
    (which holds that very list) lost every later rebuild: its replay wanted an order (review)."""
    import random

    from rackoapp.engine import DISCARD, TAKE_DRAW, IllegalAction, Match, Rules, SeatInfo, replay_match

    match = Match(Rules(seats=2), (SeatInfo("A"), SeatInfo("B")), random.Random(1))
    asked = []

    def order(pile):
        asked.append(1)
        return [1, 2, 3] if len(asked) == 1 else list(pile)

    rnd = match.start_round(list(range(40, 0, -1)), order)
    while len(rnd.draw_pile) > 1:
        match.apply_turn(TAKE_DRAW, DISCARD)
    with pytest.raises(IllegalAction):
        match.apply_turn(TAKE_DRAW, DISCARD)
    match.apply_turn(TAKE_DRAW, DISCARD)  # tried again: the order is taken now
    assert rnd.rebuilds == 1
    again, _ = replay_match(match.to_record())
    assert again.round.draw_pile == rnd.draw_pile and again.round.discard_pile == rnd.discard_pile
