"""known_draws: the draw pile's order after a classic rebuild, from public information only."""

from __future__ import annotations

import random

import pytest

from rackoapp.ai import make_player
from rackoapp.ai.draw_order import hidden_in_racks, known_draws
from rackoapp.engine import DISCARD, TAKE_BY_NAME, TAKE_DISCARD, TAKE_DRAW, Match, Rules


def _random_move(rnd, rng: random.Random):
    """Any legal turn: random play rarely goes Rack-O, so its rounds run through many rebuilds."""
    take = rng.choice((TAKE_DRAW, TAKE_DISCARD))
    return take, (lambda: rng.choice(rnd.legal_actions()))


def _player_move(players):
    def move(rnd, rng):
        s = rnd.to_move
        take = TAKE_BY_NAME[players[s].choose_take(rnd.observation(s))]

        def place():
            slot = players[s].choose_slot(rnd.observation(s), rnd.hand)
            return DISCARD if slot is None else slot
        return take, place
    return move


def _play(rules: Rules, seed: int, levels=None, turns: int = 400):
    """Play one round; yield the round at every point a seat decides (both phases) and at its end."""
    match = Match(rules, rng=random.Random(seed))
    rnd = match.start_round()
    rng = random.Random(seed + 1)
    if levels is None:
        move = _random_move
    else:
        players = [make_player(levels[s], s, rules, random.Random(s)) for s in range(rules.seats)]
        for s, p in enumerate(players):
            p.new_round(rnd.observation(s))
        move = _player_move(players)
    while not rnd.over and rnd.turn_count < turns:
        yield rnd
        take, place = move(rnd, rng)
        match.apply_action(take)
        yield rnd
        match.apply_action(place())
    yield rnd


def _draw_pile(rnd) -> tuple[int, ...]:
    return tuple(reversed(rnd.draw_pile))  # the engine keeps the top at the end


def _rebuilt(rnd) -> bool:
    return any(t.rebuilt for t in rnd.history)


def _check_round(rnd_states) -> tuple[int, int]:
    """Check every state of a round; the number of states with a public order, and of rebuilds."""
    known = 0
    rnd = None
    for rnd in rnd_states:
        views = {known_draws(rnd.observation(s)) for s in range(rnd.rules.seats)}
        assert len(views) == 1, "every seat reads the same public order"
        draws = views.pop()
        if _rebuilt(rnd):
            assert draws == _draw_pile(rnd)
            known += 1
        else:
            assert draws is None, "before any rebuild the draw pile is the deal's hidden rest"
    return known, sum(t.rebuilt for t in rnd.history)


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_random_play_the_order_is_the_engines_after_every_classic_rebuild(seats):
    rules = Rules(seats=seats, rebuild="classic", max_rebuilds=None)
    rebuilds = known = 0
    for seed in range(6):
        k, r = _check_round(_play(rules, seed))
        known, rebuilds = known + k, rebuilds + r
    assert rebuilds >= 12 and known > 200  # the check ran through many rebuilds, second ones too


@pytest.mark.parametrize("seats,levels", [
    (2, ("medium", "easy")),
    (3, ("hard", "medium", "easy")),
    (4, ("hard-v1", "medium", "easy", "baseline")),
])
def test_computer_play_the_order_is_the_engines_after_every_classic_rebuild(seats, levels):
    # Computer players rarely exhaust the draw pile (one round in four or
    # five), so rounds are played until two of them reached a rebuild.
    rules = Rules(seats=seats, rebuild="classic", two_player_run=False)
    rebuilt_rounds = 0
    for seed in range(200):
        _, r = _check_round(_play(rules, 100 + seed, levels))
        rebuilt_rounds += r > 0
        if rebuilt_rounds == 2:
            break
    assert rebuilt_rounds == 2


def test_the_round_stopped_by_the_rebuild_limit_shows_the_empty_pile():
    rules = Rules(seats=2, rebuild="classic", max_rebuilds=1)
    states = list(_play(rules, 7))
    rnd = states[-1]
    assert rnd.over and rnd.rebuilds == 2 and rnd.rackout is None
    _check_round(states)
    assert known_draws(rnd.observation(0)) == ()


def test_shuffled_rebuilds_keep_the_order_unknown():
    rules = Rules(seats=3, rebuild="shuffle", max_rebuilds=None)
    rebuilt = 0
    for rnd in _play(rules, 3):
        rebuilt += _rebuilt(rnd)
        for s in range(3):
            assert known_draws(rnd.observation(s)) is None
    assert rebuilt > 50


def test_the_order_is_read_from_public_fields_only():
    # The seat's view after a classic rebuild, with every hidden card of the
    # engine moved: the draw pile reshuffled, the other racks' unknown slots
    # swapped. The view is the same, so is the answer, and it is the real pile.
    rules = Rules(seats=3, rebuild="classic", max_rebuilds=None)
    rng = random.Random(5)
    checked = 0
    for rnd in _play(rules, 11):
        if not _rebuilt(rnd) or len(rnd.draw_pile) < 2:
            continue
        twin = rnd.clone()
        rng.shuffle(twin.draw_pile)
        obs = rnd.observation(0)
        assert twin.observation(0) == obs
        assert known_draws(obs) == _draw_pile(rnd)
        checked += 1
    assert checked > 50


@pytest.mark.parametrize("seats", (2, 4))
def test_hidden_in_racks_are_the_other_seats_face_down_cards(seats):
    rules = Rules(seats=seats, rebuild="classic", max_rebuilds=None)
    checked = 0
    for rnd in _play(rules, 21 + seats):
        for s in range(seats):
            hidden = hidden_in_racks(rnd.observation(s))
            if not _rebuilt(rnd):
                assert hidden is None
                continue
            truth = [rnd.racks[o][i] for o in range(seats) if o != s
                     for i in range(10) if rnd.public[o][i] is None]
            if rnd.hand is not None and rnd.to_move != s and rnd.hand_from == TAKE_DRAW:
                truth.append(rnd.hand)  # the mover's drawn card: out of the pile, not yet shown
            assert sorted(hidden) == sorted(truth)
            checked += 1
    assert checked > 100
