"""rules.md "Seats, deck and rack", "Choosing the first dealer", "Dealing".

Every expected number below is worked out by hand from the rule book.
"""

from __future__ import annotations

import random

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DRAW, IllegalAction, Match, Round, Rules,
)

from helpers_engine import build_deck


# -- seats and deck -------------------------------------------------------------

@pytest.mark.parametrize("seats,n", [(2, 40), (3, 50), (4, 60)])
def test_deck_size_per_seat_count(seats, n):
    rules = Rules(seats=seats)
    assert rules.deck_size == n
    # A random deal uses the cards 1..N, each once: 10 per rack, 1 face up, the rest face down.
    rnd = Match(rules, rng=random.Random(seats)).start_round()
    assert sorted(rnd.deck) == list(range(1, n + 1))
    obs = rnd.observation(0)
    assert len(obs.discard_pile) == 1
    assert obs.draw_count == n - 10 * seats - 1 == 19
    cards = [c for rack in rnd.racks for c in rack] + list(rnd.discard_pile) + list(rnd.draw_pile)
    assert sorted(cards) == list(range(1, n + 1))


@pytest.mark.parametrize("seats,n", [(2, 40), (3, 50), (4, 60)])
def test_a_deck_of_the_wrong_cards_is_refused(seats, n):
    rules = Rules(seats=seats)
    with pytest.raises(IllegalAction):
        Round(rules, 0, list(range(1, n)))  # one card short
    with pytest.raises(IllegalAction):
        Round(rules, 0, list(range(1, n + 2)))  # one card too many
    dup = list(range(1, n + 1))
    dup[5] = dup[6]
    with pytest.raises(IllegalAction):
        Round(rules, 0, dup)
    with pytest.raises(IllegalAction):
        Round(rules, 0, list(range(2, n + 2)))  # N+1 instead of 1


@pytest.mark.parametrize("seats", [1, 5, 0])
def test_two_to_four_seats_only(seats):
    with pytest.raises(IllegalAction):
        Rules(seats=seats)


def test_rack_has_ten_slots_and_labels():
    from rackoapp.engine import slot_label
    assert [slot_label(k) for k in range(1, 11)] == [5, 10, 15, 20, 25, 30, 35, 40, 45, 50]


# -- the first dealer -------------------------------------------------------------

@pytest.mark.parametrize("draw,dealer", [
    ([17, 33], 1),
    ([33, 17], 0),
    ([5, 50, 12], 1),
    ([5, 12, 50], 2),
    ([60, 1, 2, 3], 0),
    ([1, 2, 3, 60], 3),
    ([40, 39, 38, 37], 0),
])
def test_highest_card_of_first_dealer_draw_deals_first(draw, dealer):
    rules = Rules(seats=len(draw))
    match = Match(rules, first_dealer_draw=draw)
    assert match.first_dealer == dealer
    rnd = match.start_round(build_deck(len(draw), dealer, {}))
    assert rnd.dealer == dealer
    # The seat to the dealer's left takes the first turn.
    assert rnd.to_move == (dealer + 1) % len(draw)


def _stalemate_round(match: Match) -> None:
    """Deal a fixed deck and let everyone draw and discard until max_rebuilds=0 stops it."""
    rnd = match.start_round(build_deck(match.rules.seats, match.next_dealer, {}))
    while not rnd.over:
        match.apply_turn(TAKE_DRAW, DISCARD)


@pytest.mark.parametrize("draw,dealers", [
    ([17, 33], [1, 0, 1, 0]),
    ([5, 12, 50], [2, 0, 1, 2]),
    ([3, 60, 2, 1], [1, 2, 3, 0, 1]),
])
def test_deal_rotates_left_after_every_round(draw, dealers):
    rules = Rules(seats=len(draw), max_rebuilds=0, target=10_000)
    match = Match(rules, first_dealer_draw=draw)
    seen = []
    for _ in dealers:
        _stalemate_round(match)
        seen.append(match.round.dealer)
    assert seen == dealers
    assert [r.dealer for r in match.results] == dealers


@pytest.mark.parametrize("draw", [[17, 17], [0, 5], [41, 3], [1]])
def test_first_dealer_draw_must_be_distinct_cards_of_the_deck(draw):
    with pytest.raises(IllegalAction):
        Match(Rules(seats=2), first_dealer_draw=draw)


# -- the deal -----------------------------------------------------------------------

def test_deal_two_seats_dealer_0_by_hand():
    # Deck 1..40 top first, dealer 0: seat 1 gets 1 in slot 10, seat 0 gets 2 in
    # slot 10, seat 1 gets 3 in slot 9, ... the 20th card (20) goes to seat 0's slot 1.
    rnd = Round(Rules(seats=2), 0, list(range(1, 41)))
    assert rnd.racks[1] == [19, 17, 15, 13, 11, 9, 7, 5, 3, 1]
    assert rnd.racks[0] == [20, 18, 16, 14, 12, 10, 8, 6, 4, 2]
    assert rnd.observation(0).rack == (20, 18, 16, 14, 12, 10, 8, 6, 4, 2)
    assert rnd.observation(1).rack == (19, 17, 15, 13, 11, 9, 7, 5, 3, 1)
    # The 21st card is turned up: the discard pile.
    assert rnd.observation(0).discard_pile == (21,)
    assert rnd.to_move == 1


def test_deal_three_seats_dealer_2_by_hand():
    # Dealer 2: order of the deal 0, 1, 2. Seat 0 receives 1, 4, 7, ..., 28 into slots 10..1.
    rnd = Round(Rules(seats=3), 2, list(range(1, 51)))
    assert rnd.racks[0] == [28, 25, 22, 19, 16, 13, 10, 7, 4, 1]
    assert rnd.racks[1] == [29, 26, 23, 20, 17, 14, 11, 8, 5, 2]
    assert rnd.racks[2] == [30, 27, 24, 21, 18, 15, 12, 9, 6, 3]
    assert rnd.discard_pile == [31]
    assert rnd.to_move == 0


def test_deal_four_seats_dealer_1_by_hand():
    # Dealer 1: order 2, 3, 0, 1. Seat 2 gets 1 (slot 10) ... 37 (slot 1); the dealer gets 4..40.
    rnd = Round(Rules(seats=4), 1, list(range(1, 61)))
    assert rnd.racks[2] == [37, 33, 29, 25, 21, 17, 13, 9, 5, 1]
    assert rnd.racks[3] == [38, 34, 30, 26, 22, 18, 14, 10, 6, 2]
    assert rnd.racks[0] == [39, 35, 31, 27, 23, 19, 15, 11, 7, 3]
    assert rnd.racks[1] == [40, 36, 32, 28, 24, 20, 16, 12, 8, 4]
    assert rnd.discard_pile == [41]
    assert rnd.to_move == 2


def test_first_dealt_card_goes_into_slot_10_of_dealers_left():
    deck = list(range(1, 41))
    deck[0], deck[39] = deck[39], deck[0]  # 40 on top
    rnd = Round(Rules(seats=2), 1, deck)
    assert rnd.racks[0][9] == 40  # seat 0 is left of dealer 1: first card, slot 10
    assert rnd.racks[1][0] == 20  # the dealer's tenth card (the 20th dealt) is in slot 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_rest_of_deck_is_draw_pile_in_order(seats):
    n = 10 * seats + 20
    deck = list(range(1, n + 1))
    rnd = Round(Rules(seats=seats, rebuild="classic"), seats - 1, deck)
    assert rnd.discard_pile == [10 * seats + 1]
    drawn = []
    for _ in range(19):
        rnd.apply_action(TAKE_DRAW)
        drawn.append(rnd.observation(rnd.to_move).hand)
        rnd.apply_action(DISCARD)
    # The top card after the face-up one is drawn first, and so on down the pile.
    assert drawn == list(range(10 * seats + 2, n + 1))


def test_build_deck_helper_agrees_with_hand_deal():
    # The builder used across these tests deals the same way as the hand-checked deal above.
    deck = build_deck(2, 0, {1: [19, 17, 15, 13, 11, 9, 7, 5, 3, 1],
                             0: [20, 18, 16, 14, 12, 10, 8, 6, 4, 2]}, discard=21,
                      draw=list(range(22, 41)))
    assert deck == list(range(1, 41))


def test_turns_pass_to_the_left():
    rnd = Round(Rules(seats=4, rebuild="classic"), 2, build_deck(4, 2, {}))
    order = []
    for _ in range(9):
        order.append(rnd.to_move)
        rnd.apply_turn(TAKE_DRAW, DISCARD)
    assert order == [3, 0, 1, 2, 3, 0, 1, 2, 3]


def test_the_first_dealer_draw_is_any_card_of_the_deck():
    """Each seat draws a card of the deck (rules.md, "Choosing the first dealer"): every card from
    1 to the deck's last can come up, and none outside it (a new game must never be refused)."""
    seen = set()
    for seed in range(300):
        seen.update(Match(Rules(seats=2), rng=random.Random(seed)).first_dealer_draw)
    assert seen == set(range(1, 41))


def test_a_match_without_a_random_generator_deals_only_what_it_is_given():
    """Randomness only through a seeded ``random.Random`` passed in: a match made without one
    drew its chance from the system, unseen, so no game of it could be dealt again."""
    with pytest.raises(ValueError, match="without a random.Random"):
        Match(Rules(seats=2))  # the first-dealer draw is chance
    match = Match(Rules(seats=2), first_dealer_draw=[33, 17])
    with pytest.raises(ValueError, match="without a random.Random"):
        match.start_round()  # so is the deal
    match.start_round(build_deck(2, 0, {0: range(1, 11), 1: range(11, 21)}))
    assert match.round.racks[1] == list(range(11, 21))
    assert match.clone().rng is None
