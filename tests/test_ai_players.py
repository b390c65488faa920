"""Computer players: legal moves, fairness, determinism, the Baseline yardstick."""

from __future__ import annotations

import copy
import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rackoapp.ai import LEVELS, SIMULATE_LEVELS, ComputerPlayer, make_player, suggest_move
from rackoapp.ai.endgame import lock_length
from rackoapp.ai.simulate import play_solo, play_table
from rackoapp.coach import hint
from rackoapp.engine import DISCARD, TAKE_BY_NAME, Match, Observation, Rules, SeatInfo

CHEAP = ("baseline", "easy", "medium")


def test_factory_and_levels():
    assert LEVELS == ("baseline", "easy", "medium", "hard")
    assert SIMULATE_LEVELS == (*LEVELS, "hard-v1")  # the yardstick is seated by simulate only
    rules = Rules()
    for level in SIMULATE_LEVELS:
        p = make_player(level, 1, rules, random.Random(0))
        assert isinstance(p, ComputerPlayer)
        assert p.level == level and p.seat == 1
    with pytest.raises(ValueError):
        make_player("expert", 0, rules, random.Random(0))


def _audit(r, seat, obs: Observation, take, slot):
    assert take in ("draw", "discard")
    assert slot is None or (type(slot) is int and 1 <= slot <= 10)
    if take == "discard":
        assert slot is not None, "a discard-pile card must go into the rack"


rules_strategy = st.builds(
    lambda seats, run, bonus, partners, rebuild, maxr, target: Rules(
        seats=seats, two_player_run=run, bonus_runs=bonus, partners=partners and seats == 4,
        rebuild=rebuild, max_rebuilds=maxr, target=target),
    st.sampled_from((2, 3, 4)), st.booleans(), st.booleans(), st.booleans(),
    st.sampled_from(("shuffle", "classic")), st.sampled_from((0, 1, 2, 5, None)),
    st.sampled_from((75, 200, 500)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), data=st.data())
def test_cheap_levels_only_take_legal_actions(rules, seed, data):
    # 60 examples x 25 rounds: 1,500 random games with 2, 3 and 4 seats.
    levels = data.draw(st.lists(st.sampled_from(CHEAP), min_size=rules.seats, max_size=rules.seats))
    if rules.max_rebuilds is None:
        rules = rules.with_options(max_rebuilds=8)  # Baseline tables can deadlock forever
    # The engine raises IllegalAction on any illegal action; _audit checks the answers' types.
    out = play_table(levels, rules, 25, seed, check=_audit)
    assert out["rounds"] == 25


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), data=st.data())
def test_hard_only_takes_legal_actions(rules, seed, data):
    levels = ["hard"] + data.draw(st.lists(st.sampled_from(SIMULATE_LEVELS), min_size=rules.seats - 1,
                                           max_size=rules.seats - 1))
    if rules.max_rebuilds is None:
        rules = rules.with_options(max_rebuilds=3)
    out = play_table(levels, rules, 3, seed, check=_audit)
    assert out["rounds"] == 3


def _permute_hidden(rnd, seat: int, rng: random.Random):
    """A clone of ``rnd`` whose hidden cards are reshuffled as ``seat``'s knowledge allows, with
    the same card on top of the draw pile (so both can draw it and be asked where it goes).

    Before any rebuild the draw pile and the others' unknown slots are one pool. After one, the
    pile holds discards only: its cards are reshuffled among themselves, and not at all after a
    classic rebuild, whose order is public; the racks' unknown slots among themselves (the
    fairness audit: mixing them built worlds nobody could be in)."""
    other = rnd.clone()
    pile = [("draw", i) for i in range(len(other.draw_pile))]
    slots = [("rack", s, i) for s in range(other.rules.seats) if s != seat
             for i in range(10) if other.public[s][i] is None]
    if not rnd.rebuilds:
        pools = [pile + slots]
    elif rnd.rules.rebuild == "classic":
        pools = [slots]
    else:
        pools = [pile, slots]

    def card(sp):
        return other.draw_pile[sp[1]] if sp[0] == "draw" else other.racks[sp[1]][sp[2]]

    def put(sp, c):
        if sp[0] == "draw":
            other.draw_pile[sp[1]] = c
        else:
            other.racks[sp[1]][sp[2]] = c

    for pool in pools:
        cards = [card(sp) for sp in pool]
        rng.shuffle(cards)
        for sp, c in zip(pool, cards):
            put(sp, c)
    if other.draw_pile and other.draw_pile[-1] != rnd.draw_pile[-1]:
        top = ("draw", len(other.draw_pile) - 1)
        there = next(sp for pool in pools for sp in pool if card(sp) == rnd.draw_pile[-1])
        moved = card(top)
        put(top, rnd.draw_pile[-1])
        put(there, moved)
    return other


def _plain(value) -> bool:
    """Only values, no object that could lead back to the engine's hidden state."""
    if value is None or isinstance(value, (bool, int, str, Rules)):
        return True
    if isinstance(value, tuple):  # Observation and PublicTurn are tuples too
        return all(_plain(v) for v in value)
    return False


FAIRNESS_TABLES = [
    (2, {}), (3, {}), (4, {}),
    # Every input the players read: race rules with the classic rebuild (whose
    # order is public), run bonuses, partners, and the match totals.
    (2, {"two_player_run": False, "rebuild": "classic", "max_rebuilds": None}),
    (3, {"bonus_runs": True, "rebuild": "classic"}),
    (4, {"partners": True}),
]
TARGET = 10_000
# The totals the seats read: a match's last round, where seat 0 (Hard) can lock the match
# with a rising prefix of 4 (ai/endgame.py), whoever ends the round.
ENDGAME_TOTALS = (TARGET - 20, TARGET - 90)


@pytest.mark.parametrize("seats,options,board", [(s, o, None) for s, o in FAIRNESS_TABLES]
                         + [(2, {}, ENDGAME_TOTALS), (2, {"two_player_run": False}, ENDGAME_TOTALS)])
def test_fairness_hidden_cards_never_change_a_decision(seats, options, board):
    rules = Rules(seats=seats, target=TARGET, **options)
    rng = random.Random(seats)
    match = Match(rules, rng=random.Random(10 + seats + len(options)))
    match.totals = [37 * s for s in range(seats)]  # scores on the board are an input too
    levels = SIMULATE_LEVELS if not options and board is None else ("hard", "hard-v1", "hard", "medium")
    players = [make_player(levels[(s + seats) % len(levels)], s, rules, random.Random(s))
               for s in range(seats)]
    checked = locking = 0
    for _ in range(4):  # rounds, until enough decisions were checked (a quick Rack-O ends one early)
        if checked > 30:
            break
        rnd = match.start_round()
        totals = tuple(match.totals) if board is None else board
        for s, p in enumerate(players):
            p.new_round(rnd.observation(s, totals))
        while not rnd.over and rnd.turn_count < 60:
            s = rnd.to_move
            p = players[s]
            obs = rnd.observation(s, totals)
            locking += lock_length(obs) is not None
            twin = _permute_hidden(rnd, s, rng)
            assert twin.racks != rnd.racks or twin.draw_pile != rnd.draw_pile or seats == 2
            obs2 = twin.observation(s, totals)
            assert obs2 == obs  # the seat's view does not depend on the hidden cards
            assert _plain(obs)  # and it holds no way back into them
            twin_player = copy.deepcopy(p)  # same memory, same RNG state
            take = p.choose_take(obs)
            assert twin_player.choose_take(obs2) == take
            if checked % 4 == 0:  # the hint too (the coach's model, slower)
                assert hint(obs2) == hint(obs)
            rnd.apply_action(TAKE_BY_NAME[take])
            twin.apply_action(TAKE_BY_NAME[take])  # the same card: the pile's, or the draw's top
            card = rnd.hand
            assert twin.hand == card
            obs, obs2 = rnd.observation(s, totals), twin.observation(s, totals)
            assert obs2 == obs
            twin_player = copy.deepcopy(p)
            slot = p.choose_slot(obs, card)
            assert twin_player.choose_slot(obs2, card) == slot
            match.apply_action(DISCARD if slot is None else slot)
            for q in players:
                q.observe(rnd.history[-1])
            checked += 1
        if not rnd.over:
            break
    assert checked > 30
    assert (locking > 10) == (board is not None)  # the endgame's decisions were among those checked


def test_fairness_in_solo_the_draw_pile_s_order_never_changes_a_decision():
    """Solo (issue 12's yardstick): Hard's take-backs read the discard pile and the cards unseen;
    the draw pile's order, hidden, changes no decision."""
    from rackoapp.ai.simulate import SOLO_RULES, SoloPosition

    checked = 0
    for r in range(10):
        rng = random.Random(500 + r)
        deck = list(range(1, SOLO_RULES.deck_size + 1))
        rng.shuffle(deck)
        position = SoloPosition(deck[:10], [deck[10]], deck[11:])
        player = make_player("hard", 0, SOLO_RULES, random.Random(r))
        player.new_round(position.observe("take", None, None))
        while position.turns < 40:
            obs = position.observe("take", None, None)
            order = list(position.draw)
            rng.shuffle(order)
            twin = SoloPosition(list(position.rack), list(position.discard), order, position.rebuilds,
                                list(position.history), position.turns, position.last_slot)
            assert twin.observe("take", None, None) == obs and _plain(obs)
            take = player.choose_take(obs)
            assert copy.deepcopy(player).choose_take(twin.observe("take", None, None)) == take
            card = position.discard.pop() if take == "discard" else position.draw.pop()
            obs = position.observe("place", card, take)
            slot = player.choose_slot(obs, card)
            twin.draw = twin.draw[:-1] if take == "draw" else twin.draw  # the same card in hand
            assert copy.deepcopy(player).choose_slot(twin.observe("place", card, take), card) == slot
            checked += 1
            rising = position.play(take, card, slot, rng)
            player.observe(position.history[-1])
            if rising:
                break
    assert checked > 50


def test_same_seed_same_games():
    rules = Rules(seats=3)
    a = play_table(["hard", "medium", "easy"], rules, 4, seed=11)
    b = play_table(["hard", "medium", "easy"], rules, 4, seed=11)
    c = play_table(["hard", "medium", "easy"], rules, 4, seed=12)
    strip = lambda d: {k: v for k, v in d.items() if k != "decision_ms"}  # noqa: E731
    assert strip(a) == strip(b)
    assert strip(a) != strip(c)
    assert play_solo("medium", 20, 3)["mean_turns"] == play_solo("medium", 20, 3)["mean_turns"]


def test_baseline_solo_is_the_described_yardstick():
    out = play_solo("baseline", 2000, seed=2024)
    assert 13.5 <= out["mean_turns"] <= 16.0, out


def test_solo_levels_finish_and_hard_sorts_fastest():
    hard = play_solo("hard", 40, seed=5)["mean_turns"]
    base = play_solo("baseline", 40, seed=5)["mean_turns"]
    assert hard < base


def test_suggest_move_is_hard_choice_and_pure():
    rules = Rules()
    match = Match(rules, rng=random.Random(4))
    rnd = match.start_round()
    obs = rnd.observation(rnd.to_move)
    take = suggest_move(obs)
    assert take in ("draw", "discard")
    assert suggest_move(obs) == take
    rnd.apply_action(TAKE_BY_NAME[take])
    obs = rnd.observation(rnd.to_move)
    slot = suggest_move(obs)
    assert slot is None or 1 <= slot <= 10
    assert slot == make_player("hard", obs.seat, rules, random.Random(0)).choose_slot(obs, obs.hand)


def test_players_on_threads_agree_with_a_single_thread():
    rules = Rules()
    match = Match(rules, rng=random.Random(8))
    rnd = match.start_round()
    observations = []
    while len(observations) < 12 and not rnd.over:
        observations.append(rnd.observation(rnd.to_move))
        rnd.apply_turn(TAKE_BY_NAME["draw"], DISCARD)
    expected = [suggest_move(o) for o in observations]
    results = {}

    def work(i):
        results[i] = [suggest_move(o) for o in observations]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(results[i] == expected for i in range(4))


def test_a_pair_is_two_of_a_run_in_a_rising_rack():
    from rackoapp.ai.common import pair_slots, run_slots

    rack = (3, 9, 14, 20, 26, 31, 37, 44, 50, 57)  # rising, no two neighbours in a row
    assert run_slots(rack, 10) == []  # no single card can finish a run here
    assert pair_slots(rack, 10) == [3]  # 9, 10: the 10 replaces the 14 and keeps it rising
    assert pair_slots(rack, 8) == [1]  # 8, 9: only where it keeps the rack rising
    assert pair_slots(rack, 12) == []  # next to nothing one away
    assert pair_slots((5, *rack[1:]), 1) == []  # slot 1 has no card below it to pair with
    paired = (3, 9, 10, 20, 26, 31, 37, 44, 50, 57)
    assert 3 not in pair_slots(paired, 19)  # the 10 of a pair stays


@pytest.mark.parametrize("levels", [("easy", "easy"), ("medium", "medium"), ("medium", "easy")])
def test_under_the_run_rule_every_round_has_a_winner(levels):
    """A rising rack without a run builds one a pair at a time: two players that only waited
    for a card to finish a run drew until the rebuild limit (Easy against Easy: 106 of 600
    rounds with no winner)."""
    out = play_table(list(levels), Rules(), 120, seed=2)
    assert sum(out["wins"]) == 120, out["wins"]


def test_the_distilled_correction_acts_alone_and_never_with_an_opponent(monkeypatch):
    """Issue 12: the correction distilled from rollouts re-ranks Hard's close options in solo
    play only (with an opponent it cost rounds): solo games differ from Hard without it, and a
    two-seat table plays exactly the same games."""
    from rackoapp.ai.hard import HardPlayer
    from rackoapp.ai.simulate import SOLO_RULES, solo_round

    assert HardPlayer.distilled

    def solo(distilled: int) -> list[int]:
        monkeypatch.setattr(HardPlayer, "distilled", distilled)
        return [solo_round(HardPlayer(0, SOLO_RULES, random.Random(r)), random.Random(1000 + r)) for r in range(40)]

    def table(distilled: int) -> dict:
        monkeypatch.setattr(HardPlayer, "distilled", distilled)
        out = play_table(["hard", "hard"], Rules(seats=2), 12, 5)
        return {k: v for k, v in out.items() if k != "decision_ms"}

    assert solo(1) != solo(0)
    assert table(1) == table(0)


def test_solo_take_backs_act_alone_and_never_with_an_opponent(monkeypatch):
    """Issue 12, session 45: in solo Hard counts on taking back the card an option discards
    (look-ahead, a taken card's placement, the take); solo games differ from Hard without it,
    and two- and three-seat tables play exactly the same games."""
    from rackoapp.ai.hard import HardPlayer
    from rackoapp.ai.simulate import SOLO_RULES, solo_round

    assert HardPlayer.solo_takes

    def solo(on: int) -> list[int]:
        monkeypatch.setattr(HardPlayer, "solo_takes", on)
        return [solo_round(HardPlayer(0, SOLO_RULES, random.Random(r)), random.Random(1000 + r)) for r in range(40)]

    def table(on: int, levels) -> dict:
        monkeypatch.setattr(HardPlayer, "solo_takes", on)
        out = play_table(list(levels), Rules(seats=len(levels)), 12, 5)
        return {k: v for k, v in out.items() if k != "decision_ms"}

    assert solo(1) != solo(0)
    assert table(1, ("hard", "hard")) == table(0, ("hard", "hard"))
    assert table(1, ("hard", "hard-v1", "medium")) == table(0, ("hard", "hard-v1", "medium"))


def test_the_two_seat_correction_acts_at_two_seats_with_weights_of_its_own_under_the_run_rule(monkeypatch):
    """Issue 12, sessions 19 and 21: Hard's close options re-ranked by what their discard is
    worth to the opponent act at a two-seat table, in race rules and (``seats2_run``, with the
    weights fitted on default-rule rounds) under the run rule; never with three seats."""
    from rackoapp.ai.hard import HardPlayer

    assert HardPlayer.seats2 and HardPlayer.seats2_run
    assert HardPlayer.SEATS2_W_RUN != HardPlayer.SEATS2_W

    def table(rules: Rules, seats2: int, run: int = 1, levels=("hard", "hard-v1")) -> dict:
        monkeypatch.setattr(HardPlayer, "seats2", seats2)
        monkeypatch.setattr(HardPlayer, "seats2_run", run)
        out = play_table(list(levels), rules, 12, 5)
        return {k: v for k, v in out.items() if k != "decision_ms"}

    race = Rules(seats=2, two_player_run=False, rebuild="classic")
    assert table(race, 1) != table(race, 0)
    assert table(race, 1, run=0) == table(race, 1)  # the run rule's switch leaves race rules alone
    default = Rules(seats=2)
    assert default.two_player_run
    assert table(default, 1) != table(default, 1, run=0)
    assert table(default, 1, run=0) == table(default, 0)  # as before session 21
    three = Rules(seats=3)
    assert table(three, 1, levels=("hard", "hard-v1", "medium")) == table(three, 0, levels=("hard", "hard-v1", "medium"))


def test_a_level_s_module_is_imported_only_when_a_seat_plays_it():
    """The window's start-up imported all five levels for one Hard (issue 14's start-up)."""
    import subprocess
    import sys

    code = ("import random, sys; from rackoapp.ai import make_player; from rackoapp.engine import Rules; "
            "make_player('hard', 1, Rules(), random.Random(1)); "
            "print(sorted(m for m in sys.modules if m in ('rackoapp.ai.easy', 'rackoapp.ai.medium', "
            "'rackoapp.ai.baseline', 'rackoapp.ai.hard')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.strip() == "['rackoapp.ai.hard']"


def test_hard_counts_the_card_turned_up_at_the_deal_after_a_shuffled_rebuild():
    """Every seat saw the deal's turned-up card; after a shuffled rebuild the record no longer
    names it, and Hard stopped counting it as drawable while the hint, told it by the
    controller, counted it (fairness audit). The observation carries it now."""
    from rackoapp.ai.hard import HardPlayer, deal_top
    from rackoapp.ai.hard_v1 import available_cards
    from rackoapp.engine import TAKE_DRAW

    found = 0
    for seed in range(40):
        match = Match(Rules(seats=2, rebuild="shuffle", max_rebuilds=None), rng=random.Random(seed))
        rnd = match.start_round()
        while not rnd.over and not rnd.rebuilds:  # nobody keeps a card: the turned-up one stays down
            match.apply_turn(TAKE_DRAW, DISCARD)
        if rnd.over or rnd.turned_up not in rnd.draw_pile:
            continue
        obs = rnd.observation(rnd.to_move)
        assert obs.turned_up == rnd.turned_up and deal_top(obs) == rnd.turned_up
        hard = HardPlayer(rnd.to_move, match.rules, random.Random(0))
        assert rnd.turned_up in hard._available(obs)
        assert set(available_cards(obs, obs.turned_up)) == set(rnd.draw_pile)  # exactly the pile
        found += 1
    assert found > 5


class _AlwaysSlips(random.Random):
    def random(self) -> float:  # below every slip chance: Easy slips at every chance it has
        return 0.0


@pytest.mark.parametrize("run_rule", [False, True])
def test_easy_never_misses_its_rack_o(run_rule):
    """Easy put a card that made its Rack-O into its band's slot, or a slip passed it by, in
    about one chance in ten (AI review): it takes it and wins, slips or no. Under the two-seat
    run rule only a rack with its run of three is one card away."""
    from rackoapp.ai.easy import EasyPlayer

    rules = Rules(seats=2, two_player_run=run_rule)
    match = Match(rules, (SeatInfo("A", "computer", "easy"), SeatInfo("B", "computer", "easy")), random.Random(1))
    match.start_round()
    base = match.observation(match.round.to_move)
    player = EasyPlayer(base.seat, rules, _AlwaysSlips(3))
    rack = (2, 5, 11, 12, 4, 26, 27, 28, 35, 38)  # slot 5 wants a card from 13 to 25; 26, 27, 28 a run
    pile = base.discard_pile[:-1] + (16,)
    obs = base._replace(rack=rack, discard_pile=pile, phase="take", hand=None, hand_from=None)
    assert player.choose_take(obs) == "discard"
    assert player.choose_slot(obs._replace(phase="place", hand=16, hand_from="discard"), 16) == 5
    assert player.choose_slot(obs._replace(phase="place", hand=16, hand_from="draw"), 16) == 5
    # No run of three: under the rule the 16 makes no Rack-O, and the rule-less path goes on.
    no_run = (2, 5, 11, 12, 4, 26, 27, 30, 35, 38)
    obs = obs._replace(rack=no_run)
    assert (player.choose_slot(obs._replace(phase="place", hand=16, hand_from="draw"), 16) == 5) == (not run_rule)
