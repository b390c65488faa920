"""Shared builders for the engine tests, written from rules.md (not from the engine).

Everything here re-derives the rule book independently so the tests can compare
the engine against it: the deal order, the rising count, runs and round scores.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

DECK = {2: 40, 3: 50, 4: 60}


def build_deck(seats: int, dealer: int, racks: dict[int, Sequence[int]],
               discard: int | None = None, draw: Sequence[int] = ()) -> list[int]:
    """A deck, top card first, that deals ``racks`` (seat -> slots 1..10).

    rules.md "Dealing": round-robin starting with the seat to the dealer's left,
    ending with the dealer; every card goes into the backmost empty slot, so the
    first round of the deal fills slot 10, the last one slot 1. Then the top card
    of the rest is the discard pile and the rest, in order, the draw pile.

    Seats missing from ``racks``, the discard card and the draw pile's tail are
    filled with the unused cards in ascending order (the rack filler is reversed
    so such a rack is falling, i.e. never Rack-O).
    """
    n_cards = DECK[seats]
    used = [c for r in racks.values() for c in r] + list(draw)
    if discard is not None:
        used.append(discard)
    assert len(used) == len(set(used)), "a card is used twice"
    assert all(1 <= c <= n_cards for c in used)
    free = [c for c in range(1, n_cards + 1) if c not in set(used)]
    full = {}
    for s in range(seats):
        if s in racks:
            assert len(racks[s]) == 10
            full[s] = list(racks[s])
        else:
            take, free = free[:10], free[10:]
            full[s] = sorted(take, reverse=True)
    if discard is None:
        discard, free = free[0], free[1:]
    deck = []
    for slot in range(10, 0, -1):  # backmost empty slot first
        for k in range(1, seats + 1):  # from the dealer's left, ending with the dealer
            deck.append(full[(dealer + k) % seats][slot - 1])
    deck.append(discard)
    deck.extend(draw)
    deck.extend(free)
    assert sorted(deck) == list(range(1, n_cards + 1))
    return deck


# -- the rule book's arithmetic, re-derived -------------------------------------

def ref_rising(rack: Sequence[int]) -> bool:
    return all(rack[i] < rack[i + 1] for i in range(len(rack) - 1))


def ref_rising_count(rack: Sequence[int]) -> int:
    """Slot 1 always counts; count on while each card is higher than the one before."""
    n = 1
    while n < len(rack) and rack[n] > rack[n - 1]:
        n += 1
    return n


def ref_longest_run(rack: Sequence[int]) -> int:
    best = 1
    for i in range(len(rack)):
        j = i
        while j + 1 < len(rack) and rack[j + 1] == rack[j] + 1:
            j += 1
        best = max(best, j - i + 1)
    return best


def ref_bonus(length: int) -> int:
    if length >= 6:
        return 400
    return {3: 50, 4: 100, 5: 200}.get(length, 0)


def ref_is_rackout(seats: int, two_player_run: bool, rack: Sequence[int]) -> bool:
    if not ref_rising(rack):
        return False
    if seats == 2 and two_player_run:
        return ref_longest_run(rack) >= 3
    return True


def ref_scores(seats: int, bonus_runs: bool, partners: bool,
               racks: Sequence[Sequence[int]], rackout: int | None) -> list[int]:
    scores = []
    for s, rack in enumerate(racks):
        if s == rackout:
            pts = 75
            if bonus_runs or partners:
                pts += ref_bonus(ref_longest_run(rack))
        else:
            pts = 5 * ref_rising_count(rack)
            if partners and rackout is not None and s % 2 == rackout % 2:
                pts += ref_bonus(ref_longest_run(rack))
        scores.append(pts)
    return scores


def ref_winner(target: int, totals: Sequence[int], partners: bool) -> int | None:
    vals = [totals[0] + totals[2], totals[1] + totals[3]] if partners else list(totals)
    top = max(vals)
    if top < target or vals.count(top) > 1:
        return None
    return vals.index(top)


# -- records ---------------------------------------------------------------------

def record_dict(rules: dict, first_dealer_draw: Sequence[int], rounds: list[dict]) -> dict:
    seats = rules.get("seats", len(first_dealer_draw))
    names = ["You", "Ada", "Bram", "Cleo"][:seats]
    return {
        "format": "rackoapp-record",
        "version": 1,
        "rules": dict(rules),
        "seats": [{"name": names[0], "kind": "human"}]
        + [{"name": nm, "kind": "computer", "level": "hard"} for nm in names[1:]],
        "first_dealer_draw": list(first_dealer_draw),
        "rounds": rounds,
    }


def turn(seat: int, take: str, slot: int | None) -> dict:
    return {"seat": seat, "take": take, "slot": slot}


def dumps(obj: dict) -> str:
    return json.dumps(obj)


def play_round(match, players) -> None:
    """Deal a round of ``match`` and let ``players`` (one computer player per seat) play it out."""
    from rackoapp.engine import DISCARD, TAKE_BY_NAME

    rnd = match.start_round()
    for s, p in enumerate(players):
        p.new_round(rnd.observation(s))
    while not rnd.over:
        s = rnd.to_move
        match.apply_action(TAKE_BY_NAME[players[s].choose_take(rnd.observation(s))])
        slot = players[s].choose_slot(rnd.observation(s), rnd.hand)
        match.apply_action(DISCARD if slot is None else slot)
        for p in players:
            p.observe(rnd.history[-1])


def play_by_value(match, rounds: int | None = None) -> None:
    """Play ``rounds`` rounds of ``match`` (None: until the match is over), every seat drawing
    and slotting each card by its value: quick, and every round ends in a Rack-O."""
    from rackoapp.engine import TAKE_DRAW

    played = 0
    while not match.over and (rounds is None or played < rounds):
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(TAKE_DRAW)
            match.apply_action(min(10, (rnd.hand - 1) // 6 + 1))
        played += 1
