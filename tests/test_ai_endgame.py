"""Hard's endgame lock (ai/endgame.py) keeps its promise under the engine's own scoring."""

from __future__ import annotations

import random

import pytest

from rackoapp.ai.endgame import lock_length
from rackoapp.engine import Match, Rules
from rackoapp.engine.round import score_round

RULES = [Rules(), Rules(two_player_run=False), Rules(bonus_runs=True),
         Rules(bonus_runs=True, two_player_run=False)]


def _observation(rules: Rules, totals: tuple[int, int]):
    rnd = Match(rules, rng=random.Random(1)).start_round()
    return rnd.observation(rnd.to_move, totals), rnd.to_move


def _rack_with_prefix(k: int) -> list[int]:
    """Exactly k rising cards from slot 1, then a lower one (no run of three anywhere)."""
    rising = [5 * i + 3 for i in range(k)]
    rest = [60 - 2 * i for i in range(10 - k)]
    rack = rising + rest
    return rack if k == 10 else rising + [1] + rest[1:]


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"run{int(r.two_player_run)}-bonus{int(r.bonus_runs)}")
@pytest.mark.parametrize("me,opp", [(480, 390), (470, 300), (495, 420), (450, 0), (400, 100), (490, 40)])
def test_a_lock_wins_the_match_even_against_the_best_rackout(rules, me, opp):
    _, seat = _observation(rules, (0, 0))
    totals = [0, 0]
    totals[seat], totals[1 - seat] = me, opp
    obs, _ = _observation(rules, tuple(totals))
    k = lock_length(obs)
    # The opponent's best Rack-O: rising from 1 to 10, one run of ten (the largest bonus).
    best = list(range(1, 11))
    for prefix in range(1, 11):
        mine = _rack_with_prefix(prefix)
        racks = [None, None]
        racks[seat], racks[1 - seat] = mine, best
        points = score_round(rules, racks, 1 - seat)
        wins = me + points[seat] >= rules.target and me + points[seat] > opp + points[1 - seat]
        if k is None:  # no lock: then no prefix at all wins against that Rack-O
            assert not wins, (prefix, points)
        elif prefix >= k:
            assert wins, (prefix, k, points)
    if k is not None and k > 1:  # and the lock is the shortest such prefix (slot 1 always counts)
        racks = [None, None]
        racks[seat], racks[1 - seat] = _rack_with_prefix(k - 1), best
        points = score_round(rules, racks, 1 - seat)
        assert not (me + points[seat] >= rules.target and me + points[seat] > opp + points[1 - seat])


def test_the_run_bonus_moves_the_lock_out_of_reach():
    totals = (480, 390)
    plain, _ = _observation(Rules(), totals)
    bonus, _ = _observation(Rules(bonus_runs=True), totals)
    assert lock_length(plain) is not None
    assert lock_length(bonus) is None  # 390 + 75 + 400 is beyond any prefix of 480's
