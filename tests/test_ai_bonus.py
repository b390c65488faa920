"""Hard plays for the run bonus where it counts, and only there (ai/hard.py, ``bonus_turns``)."""

from __future__ import annotations

import random

import pytest

from rackoapp.ai.common import longest_run, placed
from rackoapp.ai.hard import HardPlayer
from rackoapp.engine import DISCARD, TAKE_BY_NAME, Match, Rules


class BonusBlind(HardPlayer):
    bonus_turns = 0.0


def _compare(rules: Rules, seeds: range) -> dict[str, int]:
    """Hard and a Hard blind to the bonus, asked the same questions along Hard's own games."""
    out = {"longer": 0, "shorter": 0, "same run": 0, "takes": 0, "decisions": 0}
    for seed in seeds:
        match = Match(rules, rng=random.Random(seed))
        rnd = match.start_round()
        hard = [HardPlayer(s, rules, random.Random(s)) for s in range(rules.seats)]
        blind = [BonusBlind(s, rules, random.Random(s)) for s in range(rules.seats)]
        while not rnd.over and rnd.turn_count < 60:
            s = rnd.to_move
            obs = rnd.observation(s, tuple(match.totals))
            take = hard[s].choose_take(obs)
            out["takes"] += take != blind[s].choose_take(obs)
            rnd.apply_action(TAKE_BY_NAME[take])
            obs, card = rnd.observation(s, tuple(match.totals)), rnd.hand
            mine, theirs = hard[s].choose_slot(obs, card), blind[s].choose_slot(obs, card)
            out["decisions"] += 1
            if mine != theirs:
                run = [longest_run(obs.rack if slot is None else placed(obs.rack, slot, card))
                       for slot in (mine, theirs)]
                out["longer" if run[0] > run[1] else "shorter" if run[0] < run[1] else "same run"] += 1
            match.apply_action(DISCARD if mine is None else mine)
    return out


def test_with_partners_hard_builds_runs_and_never_breaks_one_for_nothing():
    seen = _compare(Rules(seats=4, partners=True), range(30))
    assert seen["decisions"] > 800
    assert seen["longer"] >= 3  # the bonus changed placements, towards longer runs
    assert seen["takes"] >= 1  # and some takes
    assert seen["shorter"] == 0


@pytest.mark.parametrize("rules", [Rules(), Rules(two_player_run=False), Rules(seats=4)],
                         ids=["default", "race", "four-seats"])
def test_without_the_bonus_hard_plays_as_if_blind_to_it(rules):
    seen = _compare(rules, range(4))
    assert seen["decisions"] > 40
    assert seen["longer"] == seen["shorter"] == seen["same run"] == seen["takes"] == 0
