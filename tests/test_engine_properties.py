"""Random play-outs (in the spirit of OpenSpiel's random_sim_test) checked against
an independent model of rules.md that lives in this file.

Every action of every play-out is mirrored in ``RefRound``, a second, deliberately
simple implementation of the rule book; after each turn the engine's state must
equal the model's. Along the way the card count, rack sizes, legal actions,
refusal of everything else, observations, clone independence and the game
record round trip are checked.
"""

from __future__ import annotations

import copy
import json
import os
import random
import tempfile

from hypothesis import HealthCheck, event, given, settings, strategies as st

from rackoapp.engine import (
    DISCARD, TAKE_DISCARD, TAKE_DRAW, IllegalAction, Match, Rules,
    dumps_record, load_record, loads_record, replay_match, replay_summary, save_record,
)
from rackoapp.engine.rules import MAX_ROUND_TURNS

from helpers_engine import ref_is_rackout, ref_scores, ref_winner

TURN_CAP = 2500  # per match; an unlimited (max_rebuilds=None) match may stop unfinished


class RefRound:
    """rules.md, re-implemented plainly. Piles are lists, top first."""

    def __init__(self, rules: Rules, dealer: int, deck):
        n = rules.seats
        self.rules = rules
        self.racks = [[None] * 10 for _ in range(n)]
        it = iter(deck)
        for slot in range(10, 0, -1):
            for k in range(1, n + 1):
                self.racks[(dealer + k) % n][slot - 1] = next(it)
        rest = list(it)
        self.discard = [rest[0]]        # top first
        self.draw = rest[1:]            # top first
        self.to_move = (dealer + 1) % n
        self.rebuilds = 0
        self.turns = 0
        self.over = False
        self.rackout = None
        self.scores = None
        self.known = [[None] * 10 for _ in range(n)]  # public knowledge of each slot
        self.last_slot = [None] * n
        self.public_log = []  # (seat, take, card if taken from the pile, slot, discarded, rebuilt, new discard)

    def turn(self, take: int, slot: int | None, new_orders: list) -> None:
        seat = self.to_move
        card = self.draw.pop(0) if take == TAKE_DRAW else self.discard.pop(0)
        if slot is None:
            assert take == TAKE_DRAW
            out = card
            self.last_slot[seat] = None
        else:
            out = self.racks[seat][slot - 1]
            self.racks[seat][slot - 1] = card
            self.known[seat][slot - 1] = card if take == TAKE_DISCARD else None
            self.last_slot[seat] = slot
        self.discard.insert(0, out)
        self.turns += 1
        rebuilt = False
        r = self.rules
        if ref_is_rackout(r.seats, r.two_player_run, self.racks[seat]):
            self._end(seat)
            assert new_orders == []
        elif self.turns >= MAX_ROUND_TURNS:  # rules.md, "How long a match can last"
            self._end(None)
            assert new_orders == []
        elif not self.draw:
            self.rebuilds += 1
            if r.max_rebuilds is not None and self.rebuilds > r.max_rebuilds:
                self._end(None)
                assert new_orders == []
            else:
                if r.rebuild == "classic":
                    order = self.discard[::-1]  # turned over: the oldest discard on top
                    assert new_orders == []
                else:
                    assert len(new_orders) == 1, "a shuffled rebuild records exactly one order"
                    order = list(new_orders[0])
                    assert sorted(order) == sorted(self.discard)
                self.discard = [order[0]]
                self.draw = order[1:]
                rebuilt = True
        else:
            assert new_orders == []
        self.public_log.append((seat, "draw" if take == TAKE_DRAW else "discard",
                                card if take == TAKE_DISCARD else None, slot, out, rebuilt,
                                self.discard[0] if rebuilt else None))
        if not self.over:
            self.to_move = (seat + 1) % r.seats

    def _end(self, rackout):
        self.over = True
        self.rackout = rackout
        r = self.rules
        self.scores = tuple(ref_scores(r.seats, r.bonus_runs, r.partners, self.racks, rackout))


def engine_state(rnd):
    return (
        [list(r) for r in rnd.racks], rnd.draw_pile[::-1], rnd.discard_pile[::-1],
        rnd.to_move, rnd.over, rnd.rackout, rnd.scores,
    )


def ref_state(ref):
    return ([list(r) for r in ref.racks], ref.draw, ref.discard, ref.to_move, ref.over,
            ref.rackout, ref.scores)


def fingerprint(match):
    rnd = match.round
    return (
        repr(engine_state(rnd)), rnd.phase, rnd.hand, rnd.turn_count, rnd.rebuilds,
        tuple(rnd.rebuild_orders), tuple(rnd.history), tuple(match.totals), match.winner,
        tuple(match.results), tuple(tuple(l.turns) for l in match.logs),
        tuple(tuple(l.rebuilds) for l in match.logs),
    )


def check_cards(rnd, n_cards):
    cards = [c for rack in rnd.racks for c in rack] + rnd.draw_pile + rnd.discard_pile
    if rnd.hand is not None:
        cards.append(rnd.hand)
    assert sorted(cards) == list(range(1, n_cards + 1))
    assert all(len(rack) == 10 for rack in rnd.racks)
    assert len(rnd.racks) == rnd.rules.seats


def check_observation(rnd, ref, seat, took_from, rng):
    obs = rnd.observation(seat)
    n = rnd.rules.seats
    assert obs.seat == seat
    assert obs.rack == tuple(ref.racks[seat])
    assert obs.racks[seat] == tuple(ref.racks[seat])
    for o in range(n):
        if o != seat:
            assert obs.racks[o] == tuple(ref.known[o])
    # The model moves at the end of a turn; while the mover holds a card, it is off its pile.
    holding = rnd.phase == "place"
    pile = ref.discard[1:] if holding and took_from == TAKE_DISCARD else ref.discard
    assert obs.discard_pile == tuple(pile[::-1])
    assert obs.draw_count == len(ref.draw) - (1 if holding and took_from == TAKE_DRAW else 0)
    assert obs.last_slot == tuple(ref.last_slot)
    assert [tuple(t) for t in obs.history] == ref.public_log
    assert obs.rebuilds == ref.rebuilds and obs.turns == len(ref.public_log)
    mover_holds = rnd.phase == "place"
    if mover_holds and seat == rnd.to_move:
        assert obs.hand == rnd.hand
    else:
        assert obs.hand is None
    if mover_holds and took_from == TAKE_DISCARD:
        assert obs.public_hand == rnd.hand
    else:
        assert obs.public_hand is None
    # The cards this seat cannot place: the draw pile, other seats' hidden slots and a
    # card another seat drew and holds.
    unseen = set(rnd.draw_pile)
    unseen.update(rnd.racks[o][i] for o in range(n) if o != seat for i in range(10) if ref.known[o][i] is None)
    if mover_holds and took_from == TAKE_DRAW and seat != rnd.to_move:
        unseen.add(rnd.hand)
    assert obs.unseen() == sorted(unseen)
    # Swapping cards this seat cannot see (another seat's hidden slot, the draw pile,
    # a drawn card in another seat's hand) must not change what it observes.
    hidden = [("rack", o, i) for o in range(n) if o != seat for i in range(10) if ref.known[o][i] is None]
    hidden += [("draw", None, i) for i in range(len(rnd.draw_pile))]
    if mover_holds and took_from == TAKE_DRAW and seat != rnd.to_move:
        hidden.append(("hand", None, None))
    if len(hidden) >= 2:
        a, b = rng.sample(hidden, 2)
        twin = rnd.clone()

        def get(loc):
            kind, o, i = loc
            return twin.racks[o][i] if kind == "rack" else twin.draw_pile[i] if kind == "draw" else twin.hand

        def put(loc, v):
            kind, o, i = loc
            if kind == "rack":
                twin.racks[o][i] = v
            elif kind == "draw":
                twin.draw_pile[i] = v
            else:
                twin.hand = v

        va, vb = get(a), get(b)
        put(a, vb)
        put(b, va)
        assert twin.observation(seat) == obs


def expected_legal(ref, phase, took_from):
    if ref.over:
        return set()
    if phase == "take":
        return {TAKE_DRAW, TAKE_DISCARD}
    return set(range(0 if took_from == TAKE_DRAW else 1, 11))


def choose(rng, rnd, legal, phase, smart):
    legal = sorted(legal)
    if phase == "take":
        return rng.choice(legal)
    # A rough placer so that Rack-O rounds happen: the card's "home" slot, sometimes.
    if smart and rng.random() < 0.8:
        home = min(10, (rnd.hand - 1) * 10 // rnd.rules.deck_size + 1)
        rack = rnd.racks[rnd.to_move]
        lo = rack[home - 2] if home > 1 else 0
        hi = rack[home] if home < 10 else 10**6
        if lo < rnd.hand < hi or rng.random() < 0.3:
            return home
        if DISCARD in legal:
            return DISCARD
    return rng.choice(legal)


rules_strategy = st.integers(2, 4).flatmap(lambda seats: st.builds(
    Rules,
    seats=st.just(seats),
    target=st.sampled_from([75, 150, 300]),
    two_player_run=st.booleans(),
    bonus_runs=st.booleans(),
    partners=st.booleans() if seats == 4 else st.just(False),
    rebuild=st.sampled_from(["shuffle", "classic"]),
    max_rebuilds=st.sampled_from([0, 1, 2, 5, None]),
))

BAD_ACTIONS = [-2, -1, 13, 14, 99, 11.0, 12.0, 0.0, 1.0, False, True, None, "11", "1"]


def play_match(rules: Rules, seed: int, smart: bool, checks: bool = True):
    """Play one match with random (or roughly sensible) moves, checking every step."""
    rng = random.Random(seed)
    draw = rng.sample(range(1, rules.deck_size + 1), rules.seats)
    match = Match(rules, rng=random.Random(seed + 1), first_dealer_draw=draw)
    assert match.first_dealer == draw.index(max(draw))
    n_cards = rules.deck_size
    totals = [0] * rules.seats
    turns = 0
    round_no = 0
    rebuild_turns = []  # per round: the turns whose end rebuilt the draw pile
    while match.winner is None and turns < TURN_CAP:
        rnd = match.start_round()
        assert rnd.dealer == (match.first_dealer + round_no) % rules.seats
        round_no += 1
        ref = RefRound(rules, rnd.dealer, rnd.deck)
        phase, took_from = "take", None
        assert engine_state(rnd)[:5] == ref_state(ref)[:5]
        while not rnd.over and turns < TURN_CAP:
            legal = set(rnd.legal_actions())
            assert legal == expected_legal(ref, phase, took_from)
            if checks:
                bad = rng.choice([b for b in BAD_ACTIONS + list(range(0, 13)) if b not in legal or type(b) is not int])
                before = fingerprint(match)
                try:
                    match.apply_action(bad)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"illegal action {bad!r} was accepted in phase {phase}")
                assert fingerprint(match) == before
            action = choose(rng, rnd, legal, phase, smart)
            n_orders = len(rnd.rebuild_orders)
            match.apply_action(action)
            if phase == "take":
                phase, took_from = "place", action
            else:
                ref.turn(took_from, None if action == DISCARD else action,
                         list(rnd.rebuild_orders[n_orders:]))
                phase, took_from = "take", None
                turns += 1
                assert engine_state(rnd) == ref_state(ref)
                assert rnd.turn_count == len(rnd.history) == len(match.logs[-1].turns)
            check_cards(rnd, n_cards)
            if checks:
                check_observation(rnd, ref, rng.randrange(rules.seats), took_from, rng)
        rebuild_turns.append([i + 1 for i, t in enumerate(ref.public_log) if t[5]])
        if rnd.over:
            event("round ended by " + ("Rack-O" if ref.rackout is not None else "max_rebuilds"))
            if ref.rebuilds and ref.rackout is not None:
                event("Rack-O after a rebuild")
            assert rnd.scores == ref.scores
            for s, p in enumerate(ref.scores):
                totals[s] += p
            assert match.totals == totals
            assert match.winner == ref_winner(rules.target, totals, rules.partners)
            assert match.results[-1].scores == ref.scores
            assert match.results[-1].rackout == ref.rackout
    event("match won" if match.winner is not None else "match unfinished")
    return match, rebuild_turns


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), smart=st.booleans())
def test_random_playouts_follow_the_rule_book(rules, seed, smart):
    match, _ = play_match(rules, seed, smart)
    assert match.round is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1))
def test_record_of_a_played_game_replays_to_the_same_scores(rules, seed):
    match, _ = play_match(rules, seed, smart=True, checks=False)
    record = match.to_record()
    text = dumps_record(record)
    again = loads_record(text)
    assert dumps_record(again) == text
    replayed, stop = replay_match(again)
    assert stop is None
    assert replayed.totals == match.totals
    assert replayed.winner == match.winner
    assert [(r.dealer, r.rackout, r.scores, r.turns) for r in replayed.results] == \
        [(r.dealer, r.rackout, r.scores, r.turns) for r in match.results]
    summary = replay_summary(again)
    assert summary["complete"] == (match.winner is not None)
    assert summary["totals"] == match.totals
    assert summary["error"] is None
    assert ("team_totals" in summary) == rules.partners
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.json")
        save_record(record, path)
        assert os.listdir(tmp) == ["game.json"]  # no temp file left behind
        loaded = load_record(path)
        assert dumps_record(loaded) == text
        assert replay_match(loaded)[0].totals == match.totals


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 400))
def test_clone_is_independent_and_deterministic(rules, seed, cut):
    rng = random.Random(seed)
    match = Match(rules, rng=random.Random(seed), first_dealer_draw=rng.sample(range(1, rules.deck_size + 1), rules.seats))
    rnd = match.start_round()
    actions = 0
    while not rnd.over and actions < cut:
        match.apply_action(rng.choice(rnd.legal_actions()))
        actions += 1
    if rnd.over:
        if match.winner is not None:
            return
        match.start_round()
    twin = match.clone()
    assert fingerprint(twin) == fingerprint(match)
    before = fingerprint(match)
    # Play the clone on (through rebuilds and possibly a round's end): the original stays put.
    moves = []
    for _ in range(300):
        if twin.round.over:
            break
        a = rng.choice(twin.round.legal_actions())
        moves.append(a)
        twin.apply_action(a)
    assert fingerprint(match) == before
    # The same moves on the original give the same game, rebuild orders included.
    for a in moves:
        match.apply_action(a)
    assert fingerprint(match) == fingerprint(twin)
    assert dumps_record(match.to_record()) == dumps_record(twin.to_record())
    # And the other way round: changing the original leaves the clone alone.
    if not match.round.over:
        twin_before = fingerprint(twin)
        match.apply_action(match.round.legal_actions()[0])
        assert fingerprint(twin) == twin_before


def _results(match):
    return [(r.dealer, r.rackout, r.scores, r.turns) for r in match.results]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), data=st.data())
def test_tampered_played_records_stop_at_the_tampered_turn(rules, seed, data):
    match, rebuild_turns = play_match(rules, seed, smart=True, checks=False)
    base = json.loads(dumps_record(match.to_record()))
    rounds = base["rounds"]
    full = _results(match)
    candidates = [(r, t) for r in range(len(rounds)) for t in range(len(rounds[r]["turns"]))]
    if not candidates:
        return
    r, t = data.draw(st.sampled_from(candidates))
    n = rules.seats

    # A turn by the wrong seat.
    rec = copy.deepcopy(base)
    rec["rounds"][r]["turns"][t]["seat"] = (rec["rounds"][r]["turns"][t]["seat"] + 1) % n
    replayed, stop = replay_match(loads_record(json.dumps(rec)))
    assert (stop.round, stop.turn) == (r + 1, t + 1)
    assert _results(replayed) == full[:r]

    # A discard-pile take with slot null, or slot 11.
    rec = copy.deepcopy(base)
    rec["rounds"][r]["turns"][t].update(take="discard", slot=None)
    stop = replay_match(loads_record(json.dumps(rec)))[1]
    assert (stop.round, stop.turn) == (r + 1, t + 1)
    assert stop.reason == "a card taken from the discard pile must go into your rack"
    rec = copy.deepcopy(base)
    rec["rounds"][r]["turns"][t]["slot"] = 11
    stop = replay_match(loads_record(json.dumps(rec)))[1]
    assert (stop.round, stop.turn) == (r + 1, t + 1)

    # The record cut after that turn: a game in progress, no error, the earlier rounds scored.
    rec = copy.deepcopy(base)
    del rec["rounds"][r]["turns"][t + 1:]
    del rec["rounds"][r + 1:]
    ended = full[r][3] == t + 1 if r < len(full) else False
    keep = rebuild_turns[r]
    rec["rounds"][r]["rebuilds"] = rec["rounds"][r]["rebuilds"][:len([x for x in keep if x <= t + 1])]
    replayed, stop = replay_match(loads_record(json.dumps(rec)))
    assert stop is None
    assert _results(replayed) == full[:r + 1 if ended else r]

    # A missing rebuild order: reported at the turn whose end needed it.
    if rules.rebuild == "shuffle" and rebuild_turns[r]:
        k = data.draw(st.integers(0, len(rebuild_turns[r]) - 1))
        rec = copy.deepcopy(base)
        del rec["rounds"][r]["rebuilds"][k:]
        event("missing rebuild order checked")
        replayed, stop = replay_match(loads_record(json.dumps(rec)))
        assert (stop.round, stop.turn) == (r + 1, rebuild_turns[r][k])
        assert _results(replayed) == full[:r]

    # An extra turn after a finished round.
    if r < len(full):
        rec = copy.deepcopy(base)
        rec["rounds"][r]["turns"].append({"seat": 0, "take": "draw", "slot": None})
        event("extra turn after a round's end checked")
        # One turn past the cap is read too, so the replay names it (rules.md).
        replayed, stop = replay_match(loads_record(json.dumps(rec)))
        assert (stop.round, stop.turn) == (r + 1, len(rounds[r]["turns"]) + 1)
        assert _results(replayed) == full[:r + 1]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 600))
def test_a_resumed_record_goes_on_and_records_what_follows(rules, seed, cut):
    from rackoapp.engine import resume_match
    rng = random.Random(seed)
    match = Match(rules, rng=random.Random(seed), first_dealer_draw=rng.sample(range(1, rules.deck_size + 1), rules.seats))
    rnd = match.start_round()
    for _ in range(cut):
        if match.over:
            break
        if rnd.over:
            rnd = match.start_round()
        match.apply_turn(TAKE_DRAW, rng.choice(range(11)))
    record = loads_record(dumps_record(match.to_record()))
    resumed = resume_match(record, random.Random(seed + 7))
    assert resumed.totals == match.totals and resumed.winner == match.winner
    assert _results(resumed) == _results(match)
    assert engine_state(resumed.round) == engine_state(match.round)
    # Play on past the record's end (through fresh rebuilds and new rounds).
    turns = 0
    while not resumed.over and turns < 1500:
        if resumed.round.over:
            resumed.start_round()
        r = resumed.round
        take = rng.choice(r.legal_actions())
        resumed.apply_action(take)
        resumed.apply_action(rng.choice(r.legal_actions()))
        turns += 1
    replayed, stop = replay_match(loads_record(dumps_record(resumed.to_record())))
    assert stop is None
    assert replayed.totals == resumed.totals and replayed.winner == resumed.winner
    assert _results(replayed) == _results(resumed)
