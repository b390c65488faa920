"""Issue 5: hostile and damaged game records (rules.md "Game record").

Thousands of mutants of real records (flipped bytes, cut files, swapped cards,
wrong types, huge numbers, deep nesting, ...) go to the loader, the replay, the
resume and the autosave, and a smaller sample to ``rackoapp replay FILE`` as a
real subprocess. Each one must be accepted or rejected cleanly: a ``RecordError``
with a one-line message (exit 2 with one stderr line for the command), never
another exception, a traceback, a half-loaded autosave or a hang.

The seed records are played through the public engine API by a small seeded
policy; every random choice comes from a seeded ``random.Random``, so a failure
names a mutant number that reproduces it (``FUZZ_SEED``).
"""

from __future__ import annotations

import contextlib
import json
import math
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rackoapp.engine import (
    DISCARD, TAKE_DISCARD, TAKE_DRAW, GameRecord, Match, RecordError, Rules, SeatInfo,
    dumps_record, load_record, loads_record, parse_record, replay_match, replay_summary, resume_match,
)
from rackoapp.engine import record as record_module
from rackoapp.storage.datadir import DataDir

FUZZ_SEED = 20240505
IN_PROCESS_MUTANTS = 3000  # each: loads_record, replay_summary, resume_match, DataDir.load_autosave
CLI_MUTANTS = 150  # each: one `python -m rackoapp replay FILE` subprocess
HARD_HANG_S = 20  # an alarm turns a real hang into a failure instead of a stuck run
CLI_TIMEOUT_S = 30

SUMMARY_KEYS = ["complete", "rounds", "totals", "winner", "winner_seats", "error"]
ROUND_KEYS = ["dealer", "rackout", "scores", "turns"]
ERROR_KEYS = ["round", "turn", "reason"]


# -- seed records: real matches played through the engine ------------------------

def _ideal(card: int, n: int) -> int:
    return min(10, max(1, math.ceil(card * 10 / n)))


def _quality(rack: list[int], n: int) -> float:
    rising = sum(rack[i] < rack[i + 1] for i in range(9))
    off = sum(abs(_ideal(c, n) - (i + 1)) for i, c in enumerate(rack))
    return 3 * rising - off


def _best_place(rack: tuple[int, ...], card: int, n: int, may_discard: bool) -> tuple[int, float]:
    options = [(DISCARD, _quality(list(rack), n))] if may_discard else []
    for slot in range(1, 11):
        r = list(rack)
        r[slot - 1] = card
        options.append((slot, _quality(r, n)))
    return max(options, key=lambda o: o[1])


def play(match: Match, rng: random.Random, stop_in_round: int | None = None,
         stop_after_turns: int = 0, noise: float = 0.15, max_turns_per_round: int = 400) -> Match:
    """Play a seeded, sort-of-sensible policy until the match is won.

    ``noise`` is the share of random moves (more noise: longer rounds, more rebuilds).
    With ``stop_in_round``, stop after ``stop_after_turns`` turns of that round,
    leaving a game in progress (an unfinished last round).
    """
    n = match.rules.deck_size
    while not match.over:
        if match.round is None or match.round.over:
            match.start_round()
        rnd = match.round
        while not rnd.over:
            if stop_in_round is not None and match.round_number >= stop_in_round and rnd.turn_count >= stop_after_turns:
                return match
            if rnd.turn_count >= max_turns_per_round:  # max_rebuilds null: a round may not end
                return match
            seat = rnd.to_move
            obs = match.observation(seat)
            top = obs.discard_pile[-1]
            slot, gain = _best_place(obs.rack, top, n, may_discard=False)
            if rng.random() < noise:
                slot = rng.randint(1, 10)
            if gain > _quality(list(obs.rack), n) and rng.random() < 0.8:
                match.apply_action(TAKE_DISCARD)
                match.apply_action(slot)
                continue
            match.apply_action(TAKE_DRAW)
            hand = match.observation(seat).hand
            place, _ = _best_place(obs.rack, hand, n, may_discard=True)
            if rng.random() < noise:
                place = rng.choice([DISCARD] + list(range(1, 11)))
            match.apply_action(place)
    return match


def _seats(kinds: str) -> tuple[SeatInfo, ...]:
    names = ["You", "Ada", "Bram", "Cleo"]
    out = []
    for i, k in enumerate(kinds):
        if k == "h":
            out.append(SeatInfo(names[i], "human"))
        else:
            out.append(SeatInfo(names[i], "computer", {"b": "baseline", "e": "easy", "m": "medium", "c": "hard"}[k]))
    return tuple(out)


SEED_SPECS = [
    # (name, rules, seat kinds, match seed, noise, stop_in_round, stop_after_turns)
    ("2 seats, shuffle, several rounds, won", dict(seats=2, target=120), "hc", 1, 0.4, None, 0),
    ("3 seats, classic rebuild, won", dict(seats=3, target=90, rebuild="classic", max_rebuilds=2), "hme", 2, 0.4,
     None, 0),
    ("4 seats, partners, won", dict(seats=4, target=160, partners=True, max_rebuilds=3), "hbhc", 3, 0.3, None, 0),
    ("2 seats, max_rebuilds null, unfinished", dict(seats=2, target=500, two_player_run=False, max_rebuilds=None),
     "ch", 4, 0.7, 2, 70),
    ("4 seats, bonus runs, unfinished", dict(seats=4, target=300, bonus_runs=True, max_rebuilds=1), "hhhh", 5, 0.15,
     3, 12),
    ("3 seats, shuffle, unfinished after rebuilds", dict(seats=3, target=400, max_rebuilds=4), "hcc", 6, 0.5, 2, 100),
]


def _build_seed(spec) -> tuple[str, GameRecord]:
    name, rules_kw, kinds, seed, noise, stop_round, stop_turns = spec
    rules = Rules(**rules_kw)
    match = Match(rules, _seats(kinds), rng=random.Random(seed))
    play(match, random.Random(seed * 7919), stop_round, stop_turns, noise)
    return name, match.to_record()


SEEDS = [_build_seed(spec) for spec in SEED_SPECS]
SEED_TEXTS = [dumps_record(rec) for _, rec in SEEDS]
SEED_DICTS = [json.loads(text) for text in SEED_TEXTS]


def test_the_seed_records_are_real_and_varied():
    summaries = [replay_summary(rec) for _, rec in SEEDS]
    assert all(s["error"] is None for s in summaries)
    assert [s["complete"] for s in summaries] == [True, True, True, False, False, False]
    assert all(len(s["rounds"]) >= 1 for s in summaries)
    assert sum(len(s["rounds"]) for s in summaries) >= 8  # several rounds in all
    # Shuffled rebuilds are on record (something to swap cards in), and the
    # unfinished records really end inside a round.
    assert any(r["rebuilds"] for d in SEED_DICTS for r in d["rounds"])
    assert all(not r.get("rebuilds") for r in SEED_DICTS[1]["rounds"])  # classic
    for d, s in zip(SEED_DICTS[3:], summaries[3:]):
        assert len(d["rounds"]) == len(s["rounds"]) + 1
    assert SEED_DICTS[3]["rules"]["max_rebuilds"] is None
    assert "team_totals" in summaries[2]


# -- mutators ----------------------------------------------------------------------

HUGE_TEXT_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1e308", "-0", "0.0",
                     "1" * 4400, "-" + "9" * 4299, "1" * 4299, "12345678901234567890123456789012345",
                     "1.5", "1E2", "2e0"]
BAD_TEXT_NUMBERS = ["01", "+1", "0x10", "1_000", ".5", "1.", "--1", "Nan", "inf"]


def weird_values(rng: random.Random) -> object:
    return rng.choice([
        "", "draw", "discard", "Draw", "x" * rng.choice([1, 65, 10_000]), "line\nbreak", "\u202e", "\t",
        0, -1, 1, 2, 10, 11, 41, 61, 10**30, -10**30, 2**63, 2**64 + 1, 10**4000,
        0.5, 1.0, 2.0, -0.0, 1e308, -1e308, 5e-324,
        True, False, None, [], [1], [None], {}, {"seat": 0}, {"a": [1, 2]},
    ])


def _copy(obj):
    """A copy of a JSON tree (copy.deepcopy is ten times slower)."""
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_copy(v) for v in obj]
    return obj


def _containers(obj, path=()):
    """Every (path, value) in a JSON tree."""
    yield path, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _containers(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _containers(v, path + (i,))


def _get(obj, path):
    for p in path:
        obj = obj[p]
    return obj


def _random_path(rng, d, want=None):
    nodes = [(p, v) for p, v in _containers(d) if p and (want is None or want(v))]
    return rng.choice(nodes)[0] if nodes else None


def _lists_of_cards(d):
    out = []
    for ri, r in enumerate(d.get("rounds", [])):
        out.append(("rounds", ri, "deck"))
        for oi, _ in enumerate(r.get("rebuilds", [])):
            out.append(("rounds", ri, "rebuilds", oi))
    return out


def _turn_paths(d):
    return [("rounds", ri, "turns", ti) for ri, r in enumerate(d.get("rounds", []))
            for ti, _ in enumerate(r.get("turns", []))]


# Structural mutators work on the parsed dict and may return text (for what a
# dict cannot hold: duplicate keys, deep nesting, NaN, 5,000-digit numbers).

def m_swap_cards(rng, d):
    lists = _lists_of_cards(d)
    path = rng.choice(lists)
    cards = _get(d, path)
    if len(cards) >= 2:
        i, j = rng.sample(range(len(cards)), 2)
        cards[i], cards[j] = cards[j], cards[i]
    return d


def m_duplicate_card(rng, d):
    cards = _get(d, rng.choice(_lists_of_cards(d)))
    if len(cards) >= 2:
        i, j = rng.sample(range(len(cards)), 2)
        cards[i] = cards[j]
    return d


def m_card_value(rng, d):
    cards = _get(d, rng.choice(_lists_of_cards(d)))
    if cards:
        cards[rng.randrange(len(cards))] = rng.choice([0, -1, 41, 51, 61, 10**30, -10**30, weird_values(rng)])
    return d


def m_drop_or_add_card(rng, d):
    cards = _get(d, rng.choice(_lists_of_cards(d)))
    if cards and rng.random() < 0.5:
        del cards[rng.randrange(len(cards))]
    else:
        cards.insert(rng.randrange(len(cards) + 1), rng.randint(-2, 62))
    return d


def m_turn_field_value(rng, d):
    """A turn's seat, take or slot: a wrong but well-typed value (an illegal turn)."""
    turns = _turn_paths(d)
    if not turns:
        return d
    t = _get(d, rng.choice(turns))
    key = rng.choice(["seat", "take", "slot"])
    t[key] = {
        "seat": lambda: rng.choice([t["seat"] + 1, t["seat"] - 1, 0, 1, 3, 4, -1, 10**30]),
        "take": lambda: rng.choice(["draw", "discard", "DRAW", "", "draw "]),
        "slot": lambda: rng.choice([None, 0, 1, 5, 10, 11, -1, 10**30, -10**30]),
    }[key]()
    return d


def m_turn_field_type(rng, d):
    turns = _turn_paths(d)
    if not turns:
        return d
    _get(d, rng.choice(turns))[rng.choice(["seat", "take", "slot"])] = weird_values(rng)
    return d


def m_turn_edit(rng, d):
    """Drop, repeat, move or reverse turns: out-of-turn play, turns after the end."""
    rounds = [r for r in d.get("rounds", []) if r.get("turns")]
    if not rounds:
        return d
    turns = rng.choice(rounds)["turns"]
    op = rng.randrange(5)
    if op == 0:
        del turns[rng.randrange(len(turns))]
    elif op == 1:
        i = rng.randrange(len(turns))
        turns.insert(i, _copy(turns[i]))
    elif op == 2:
        turns.append(_copy(rng.choice(turns)))
    elif op == 3:
        i, j = rng.randrange(len(turns)), rng.randrange(len(turns))
        turns[i], turns[j] = turns[j], turns[i]
    else:
        turns.reverse()
    return d


def m_round_edit(rng, d):
    rounds = d.get("rounds", [])
    if not rounds:
        return d
    op = rng.randrange(6)
    i = rng.randrange(len(rounds))
    if op == 0:
        del rounds[i]
    elif op == 1:
        rounds.insert(i, _copy(rounds[i]))
    elif op == 2:
        rounds.append(_copy(rounds[i]))
    elif op == 3:
        rounds[i]["rebuilds"] = rounds[i].get("rebuilds", [])[:-1] if rng.random() < 0.5 else (
            rounds[i].get("rebuilds", []) + [list(range(1, 11))])
    elif op == 4:
        rng.shuffle(rounds[i].get("rebuilds", []))
    else:
        rounds[i].pop(rng.choice(["deck", "rebuilds", "turns"]), None)
    return d


def m_set_leaf(rng, d):
    path = _random_path(rng, d)
    if path:
        _get(d, path[:-1])[path[-1]] = weird_values(rng)
    return d


def m_delete_key(rng, d):
    parent_paths = [p for p, v in _containers(d) if isinstance(v, dict) and v]
    p = rng.choice(parent_paths)
    obj = _get(d, p)
    del obj[rng.choice(list(obj))]
    return d


def m_add_key(rng, d):
    """An unknown key: where the reader ignores it, and in ``rules``, where it is refused by name."""
    parents = [p for p, v in _containers(d) if isinstance(v, dict)]
    # Every dict is a candidate, but the few that are not turns come up as often as all turns.
    special = [p for p in parents if "turns" not in p]
    obj = _get(d, rng.choice(special if rng.random() < 0.6 else parents))
    key = rng.choice(["extra", "Seats", "seat ", "__class__", "x\ny", "a\r\nb", "\u2028", "\u0000", "\ud800",
                      "k" * 200, "", "ŕ", "\u202e"])
    obj[key] = weird_values(rng)
    return d


def m_wrong_section_type(rng, d):
    key = rng.choice(["format", "version", "rules", "seats", "first_dealer_draw", "rounds"])
    target = d
    if rng.random() < 0.4 and d.get("rounds"):
        target = rng.choice(d["rounds"])
        key = rng.choice(["deck", "rebuilds", "turns"])
    target[key] = weird_values(rng)
    return d


def m_rules_value(rng, d):
    key = rng.choice(["seats", "target", "two_player_run", "bonus_runs", "partners", "rebuild", "max_rebuilds"])
    rules = d.get("rules")
    if not isinstance(rules, dict):
        return d
    rules[key] = rng.choice([
        weird_values(rng), 1, 2, 3, 4, 5, 0, 1_000_000, 1_000_001, 10_000, 10_001, "shuffle", "classic",
        "Shuffle", True, False, None,
    ])
    return d


def m_seats_edit(rng, d):
    seats = d.get("seats")
    if not isinstance(seats, list) or not seats:
        return d
    op = rng.randrange(4)
    if op == 0:
        seats.append(_copy(seats[0]))
    elif op == 1:
        seats.pop()
    elif op == 2:
        rng.choice(seats)["name"] = rng.choice(["", "x" * 64, "x" * 65, "a\nb", "\u200b", "\ud800", 7, None])
    else:
        s = rng.choice(seats)
        s["kind"], s["level"] = rng.choice([("computer", None), ("computer", "expert"), ("human", "hard"),
                                            ("robot", "hard"), ("human", "nope"), (None, None)])
    return d


def m_version_format(rng, d):
    if rng.random() < 0.5:
        d["version"] = rng.choice([0, 2, -1, 10**30, -(10**30), "1", 1.0, True, None, [1], 10**4000])
    else:
        d["format"] = rng.choice(["", "RACKOAPP-RECORD", "rackoapp-record ", "rackoapp", None, 1, ["rackoapp-record"]])
    return d


def m_huge_array(rng, d):
    """A long list where a short one belongs (bounded, so the run stays quick)."""
    size = rng.choice([41, 61, 401, 2_000, 20_000])
    filler = rng.choice([0, 1, None, "draw", [1], {"seat": 0, "take": "draw", "slot": None}])
    where = rng.randrange(5)
    if where == 0 and d.get("rounds"):
        rng.choice(d["rounds"])["deck"] = [filler if not isinstance(filler, int) else rng.randint(1, 60)
                                          for _ in range(size)]
    elif where == 1 and d.get("rounds"):
        rng.choice(d["rounds"])["rebuilds"] = [[1, 2]] * size
    elif where == 2 and d.get("rounds"):
        r = rng.choice(d["rounds"])
        r["turns"] = (r.get("turns") or [{"seat": 0, "take": "draw", "slot": None}]) * (size // 40 + 1)
    elif where == 3:
        d["first_dealer_draw"] = list(range(1, size + 1))
    else:
        d["seats"] = [{"name": "A"}] * size
    return d


def m_many_rounds(rng, d):
    """Many copies of a real round: each replays or stops at once (after a win)."""
    rounds = d.get("rounds")
    if rounds:
        # The copies may share one dict: JSON writes each out in full.
        d["rounds"] = rounds + [rng.choice(rounds) for _ in range(rng.choice([5, 50, 300]))]
    return d


MARK = "\u0001MARK\u0001"


def _with_text_at_random_leaf(rng, d, text: str) -> bytes:
    path = _random_path(rng, d)
    _get(d, path[:-1])[path[-1]] = MARK
    return _dumps(d).replace(json.dumps(MARK).encode(), text.encode("utf-8"), 1)


def m_deep_nesting(rng, d):
    """A value nested far deeper than a record ([[[...]]] or {"a":{"a":...}})."""
    depth = rng.choice([10, record_module.MAX_DEPTH - 3, record_module.MAX_DEPTH, record_module.MAX_DEPTH + 1,
                        1_000, 100_000])
    if rng.random() < 0.5:
        deep = "[" * depth + "1" + "]" * depth
    else:
        deep = '{"a":' * depth + "1" + "}" * depth
    if rng.random() < 0.2:  # and unbalanced
        deep = deep[: len(deep) // 2 + rng.randrange(depth)]
    return _with_text_at_random_leaf(rng, d, deep)


def m_number_literal(rng, d):
    """A value JSON cannot carry in a dict: NaN, Infinity, 1e400, 4,400 digits, 01, ..."""
    return _with_text_at_random_leaf(rng, d, rng.choice(HUGE_TEXT_NUMBERS + BAD_TEXT_NUMBERS))


STRUCTURAL = [
    m_swap_cards, m_duplicate_card, m_card_value, m_drop_or_add_card, m_turn_field_value,
    m_turn_field_type, m_turn_edit, m_round_edit, m_set_leaf, m_delete_key, m_add_key,
    m_wrong_section_type, m_rules_value, m_seats_edit, m_version_format, m_huge_array, m_many_rounds,
    m_deep_nesting, m_number_literal,
]
# Turn and card edits are what a replay has to judge; weight them up.
STRUCTURAL_WEIGHTS = [3, 2, 2, 2, 4, 3, 3, 2, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 2]


# Text mutators: on the serialized record.

def _dumps(d, ensure_ascii: bool = True) -> bytes:
    # ensure_ascii=False writes a lone surrogate raw (invalid UTF-8); True writes "\ud800".
    return json.dumps(d, separators=(",", ":"), ensure_ascii=ensure_ascii).encode("utf-8", "surrogatepass")


def t_flip_bytes(rng, b: bytes) -> bytes:
    out = bytearray(b)
    for _ in range(rng.choice([1, 1, 2, 4, 16])):
        i = rng.randrange(len(out))
        out[i] = out[i] ^ (1 << rng.randrange(8)) if rng.random() < 0.7 else rng.randrange(256)
    return bytes(out)


def t_cut(rng, b: bytes) -> bytes:
    return b[:rng.randrange(len(b) + 1)]


def t_insert_bytes(rng, b: bytes) -> bytes:
    i = rng.randrange(len(b) + 1)
    chunk = rng.choice([b"{", b"}", b"[", b"]", b'"', b",", b":", b"\\", b"\x00", b"\xff", b" ", b"\n",
                        b"null", b"1", bytes([rng.randrange(256)]), b"\xc3\x28", b"\xed\xa0\x80"])
    return b[:i] + chunk * rng.choice([1, 1, 3]) + b[i:]


def t_delete_bytes(rng, b: bytes) -> bytes:
    i = rng.randrange(len(b) + 1)
    return b[:i] + b[i + rng.choice([1, 1, 2, 5, 50]):]


def t_non_utf8(rng, b: bytes) -> bytes:
    i = rng.randrange(len(b) + 1)
    bad = rng.choice([b"\xff", b"\xfe\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xc0\xaf", b"\x80"])
    if rng.random() < 0.5:
        return b.decode("utf-8", "replace").encode(rng.choice(["utf-16", "utf-16-le", "utf-32", "latin-1"]), "replace")
    return b[:i] + bad + b[i:]


def t_bom(rng, b: bytes) -> bytes:
    return rng.choice([b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf\xef\xbb\xbf"]) + b


def t_number_literal(rng, b: bytes) -> bytes:
    """Replace a number with NaN, Infinity, 1e400, a 4,400-digit number, 01, ..."""
    text = b.decode("utf-8", "surrogateescape")
    spots = [i for i, ch in enumerate(text) if ch.isdigit() and (i == 0 or not text[i - 1].isdigit())]
    if not spots:
        return b
    i = rng.choice(spots)
    j = i
    while j < len(text) and text[j].isdigit():
        j += 1
    new = rng.choice(HUGE_TEXT_NUMBERS + BAD_TEXT_NUMBERS)
    return (text[:i] + new + text[j:]).encode("utf-8", "surrogateescape")


def t_duplicate_key(rng, b: bytes) -> bytes:
    """Repeat a key of an object: the JSON text says it twice (the last one counts)."""
    text = b.decode("utf-8", "surrogateescape")
    keys = ['"seat":', '"take":', '"slot":', '"deck":', '"version":', '"format":', '"rules":', '"seats":',
            '"turns":', '"rebuilds":', '"target":', '"name":']
    key = rng.choice(keys)
    spots = [i for i in range(len(text)) if text.startswith(key, i)]
    if not spots:
        return b
    i = rng.choice(spots)
    value = json.dumps(weird_values(rng))
    if rng.random() < 0.5:  # the duplicate comes first: shadowed by the real one
        new = text[:i] + key + value + "," + text[i:]
    else:  # the duplicate comes after the real value: it wins
        end = i + len(key)
        depth = 0
        k = end
        in_str = esc = False
        while k < len(text):  # skip the real value
            ch = text[k]
            if in_str:
                esc, in_str = (False, in_str) if esc else (ch == "\\", ch != '"')
            elif ch == '"':
                in_str = True
            elif ch in "[{":
                depth += 1
            elif ch in "]}":
                if depth == 0:
                    break
                depth -= 1
            elif ch == "," and depth == 0:
                break
            k += 1
        new = text[:k] + "," + key + value + text[k:]
    return new.encode("utf-8", "surrogateescape")


def t_bare_values(rng, b: bytes) -> bytes:
    return rng.choice([b"", b" ", b"null", b"0", b"[]", b"{}", b'"rackoapp-record"', b"[" * 10, b"\x00" * 64,
                       b'{"format":"rackoapp-record"}', b'{"format":"rackoapp-record","version":1}',
                       b"{\"a\":1," * 3, b"1e400", b"NaN", b"-Infinity", b"9" * 5000, b"\xef\xbb\xbf{}",
                       b"\xff" * 16, b"true", b'"\\ud800"', b"[1,2,3,]", b"{'format': 'rackoapp-record'}"])


TEXTUAL = [t_flip_bytes, t_cut, t_insert_bytes, t_delete_bytes, t_non_utf8, t_bom, t_number_literal,
           t_duplicate_key, t_bare_values]
TEXTUAL_WEIGHTS = [4, 3, 3, 3, 1, 1, 3, 3, 1]


def make_mutant(rng: random.Random) -> tuple[str, bytes]:
    """One mutant of a seed record and a description of what was done to it."""
    s = rng.randrange(len(SEED_DICTS))
    d = json.loads(SEED_TEXTS[s])
    steps = [f"seed {s}"]
    mode = rng.random()
    data = None
    if mode < 0.6:  # structural, one to three edits
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            m = rng.choices(STRUCTURAL, STRUCTURAL_WEIGHTS)[0]
            try:
                d = m(rng, d)
            except (AttributeError, TypeError, KeyError, IndexError, ValueError):
                # An earlier edit broke what this one edits (rounds is a string
                # now, ...): the mutant keeps the earlier damage only.
                steps.append(m.__name__ + "(n/a)")
                continue
            steps.append(m.__name__)
            if isinstance(d, bytes):  # already text (deep nesting, number literals)
                data = d
                break
    if data is None:
        data = _dumps(d, ensure_ascii=rng.random() < 0.7)
    if mode >= 0.45:  # textual, after a structural edit or alone
        for _ in range(rng.choice([1, 1, 2])):
            t = rng.choices(TEXTUAL, TEXTUAL_WEIGHTS)[0]
            data = t(rng, data)
            steps.append(t.__name__)
    return " + ".join(steps), data


def mutants(count: int, seed: int) -> list[tuple[str, bytes]]:
    rng = random.Random(seed)
    return [make_mutant(rng) for _ in range(count)]


# -- checks ------------------------------------------------------------------------

def one_line(message: str) -> bool:
    return bool(message) and message == message.strip() and len(message.splitlines()) == 1 \
        and "Traceback" not in message


def check_summary_shape(s: dict, rec: GameRecord) -> None:
    """Exactly the object `rackoapp replay` documents, and printable as strict JSON."""
    n = rec.rules.seats
    keys = SUMMARY_KEYS[:3] + (["team_totals"] if rec.rules.partners else []) + SUMMARY_KEYS[3:]
    assert list(s) == keys
    assert type(s["complete"]) is bool
    assert s["complete"] == (s["winner"] is not None)
    assert isinstance(s["rounds"], list) and len(s["rounds"]) <= len(rec.rounds)
    for r in s["rounds"]:
        assert list(r) == ROUND_KEYS
        assert type(r["dealer"]) is int and 0 <= r["dealer"] < n
        assert r["rackout"] is None or (type(r["rackout"]) is int and 0 <= r["rackout"] < n)
        assert len(r["scores"]) == n and all(type(x) is int and x >= 0 for x in r["scores"])
        assert type(r["turns"]) is int and r["turns"] >= 1
    assert len(s["totals"]) == n and all(type(x) is int for x in s["totals"])
    assert s["totals"] == [sum(r["scores"][i] for r in s["rounds"]) for i in range(n)]
    if rec.rules.partners:
        t = s["totals"]
        assert s["team_totals"] == [t[0] + t[2], t[1] + t[3]]
    assert s["winner"] is None or (type(s["winner"]) is int and 0 <= s["winner"] < (2 if rec.rules.partners else n))
    if s["error"] is not None:
        e = s["error"]
        assert list(e) == ERROR_KEYS
        assert type(e["round"]) is int and 1 <= e["round"] <= len(rec.rounds)
        assert type(e["turn"]) is int and 0 <= e["turn"] <= len(rec.rounds[e["round"] - 1].turns)
        assert isinstance(e["reason"], str) and one_line(e["reason"])
    json.dumps(s, allow_nan=False)


class MutantHang(BaseException):
    """Raised by the alarm; a BaseException so no ``except Exception`` can swallow it."""


@contextlib.contextmanager
def hang_alarm(seconds: int):
    """Turn a real hang into a failure (SIGALRM, main thread on POSIX); else only time it."""
    usable = hasattr(signal, "SIGALRM") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def on_alarm(signum, frame):
        raise MutantHang(f"no answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def expected_in_process(data: bytes) -> tuple[str, dict | None]:
    """What the loader and the replay make of a mutant: ('rejected', None) or
    ('valid' | 'illegal', summary). Any exception but RecordError propagates."""
    try:
        rec = loads_record(data)
    except RecordError as e:
        assert one_line(str(e)), f"RecordError message is not one line: {str(e)!r}"
        return "rejected", None
    assert isinstance(rec, GameRecord)
    s = replay_summary(rec)
    check_summary_shape(s, rec)
    try:
        match = resume_match(rec, random.Random(0))
    except RecordError as e:
        assert one_line(str(e)), f"resume_match message is not one line: {str(e)!r}"
        assert s["error"] is not None, "resume_match refused a record the replay found valid"
        return "illegal", s
    assert s["error"] is None, "resume_match accepted a record with an illegal turn"
    assert isinstance(match, Match) and match.totals == s["totals"] and match.over == s["complete"]
    return "valid", s


def check_autosave(folder: Path, data: bytes, outcome: str, summary: dict | None) -> None:
    """DataDir.load_autosave on the mutant: resumes, files a finished match, or
    returns (None, one line) with the bad file renamed aside byte for byte; an illegal
    turn after some play goes on from the turn before it, with one line and the file kept."""
    data_dir = DataDir(folder)
    data_dir.autosave.write_bytes(data)
    match, message = data_dir.load_autosave(random.Random(0))
    try:
        if outcome == "rejected" or outcome == "illegal":
            if match is not None:  # played up to the damage: whole turns, saved again at once
                assert outcome == "illegal" and not match.over and "continues from the turn before" in message
                assert summary["error"] is not None and len(match.round.history) == match.round.turn_count
                again, stop = replay_match(match.to_record())
                assert stop is None and again.totals == match.totals and again.round.racks == match.round.racks
                assert data_dir.autosave.exists()
            assert isinstance(message, str) and one_line(message), repr(message)
            assert match is not None or not data_dir.autosave.exists(), "a bad autosave was left in place"
            kept = list(folder.glob("autosave.json.bad-*"))
            assert len(kept) == 1, "a bad autosave was not renamed aside"
            assert kept[0].read_bytes() == data, "the bad autosave was changed"
        elif summary["complete"]:
            assert (match, message) == (None, None)
            filed = data_dir.history_records()
            assert len(filed) == 1 and filed[0].read_bytes() == data
        else:
            assert message is None and isinstance(match, Match) and not match.over
            assert match.totals == summary["totals"]
            assert data_dir.autosave.read_bytes() == data
    finally:
        for p in list(folder.glob("autosave.json*")) + data_dir.history_records():
            p.unlink()


def _describe(i: int, what: str, data: bytes) -> str:
    head = data[:160]
    return f"mutant {i} ({what}; {len(data)} bytes, starts {head!r})"


# -- in process: thousands of mutants ------------------------------------------------

def test_thousands_of_mutants_are_accepted_or_rejected_cleanly(tmp_path):
    outcomes: Counter = Counter()
    used: Counter = Counter()
    slowest = (0.0, "")
    started = time.perf_counter()
    for i, (what, data) in enumerate(mutants(IN_PROCESS_MUTANTS, FUZZ_SEED)):
        for step in what.split(" + ")[1:]:
            if not step.endswith("(n/a)"):
                used[step] += 1
        t0 = time.perf_counter()
        try:
            with hang_alarm(HARD_HANG_S):
                outcome, summary = expected_in_process(data)
                check_autosave(tmp_path, data, outcome, summary)
        except (Exception, MutantHang) as e:
            raise AssertionError(f"{_describe(i, what, data)}: {type(e).__name__}: {e}") from e
        elapsed = time.perf_counter() - t0
        slowest = max(slowest, (elapsed, what))
        outcomes[outcome] += 1
    total = time.perf_counter() - started
    print(f"\nin-process fuzz: {IN_PROCESS_MUTANTS} mutants in {total:.1f} s, "
          f"slowest {slowest[0] * 1000:.0f} ms ({slowest[1]}); outcomes {dict(outcomes)}")
    print("mutators used:", dict(sorted(used.items())))
    assert sum(outcomes.values()) == IN_PROCESS_MUTANTS >= 3000
    # The fuzzer reaches every layer: a fair share of mutants load and are replayed
    # (valid or with an illegal turn), not only rejected as broken JSON.
    assert outcomes["rejected"] >= IN_PROCESS_MUTANTS // 10
    assert outcomes["illegal"] >= IN_PROCESS_MUTANTS // 10
    assert outcomes["valid"] >= IN_PROCESS_MUTANTS // 50
    assert set(used) == {f.__name__ for f in STRUCTURAL + TEXTUAL}


# -- hypothesis: any JSON value anywhere in a real record ------------------------------

HYPOTHESIS_EXAMPLES = 200

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=-10**40, max_value=10**40)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=25,
)


@settings(max_examples=HYPOTHESIS_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), seed=st.integers(0, len(SEED_DICTS) - 1), value=json_values)
def test_any_json_value_at_any_place_is_accepted_or_rejected_cleanly(data, seed, value):
    d = json.loads(SEED_TEXTS[seed])
    paths = [p for p, _ in _containers(d) if p]
    path = paths[data.draw(st.integers(0, len(paths) - 1), label="path")]
    _get(d, path[:-1])[path[-1]] = value
    text = json.dumps(d, allow_nan=True)  # NaN and Infinity are written as bare words
    with hang_alarm(HARD_HANG_S):
        expected_in_process(text.encode("utf-8", "surrogatepass"))


# -- through the real command --------------------------------------------------------

def _run_cli(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rackoapp", "replay", str(path)], capture_output=True,
                          timeout=CLI_TIMEOUT_S)


def test_rackoapp_replay_on_mutants_exits_0_1_or_2_cleanly(tmp_path):
    sample = mutants(CLI_MUTANTS, FUZZ_SEED + 1)
    sample[:len(SEED_DICTS)] = [(f"seed {k} unchanged", _dumps(d)) for k, d in enumerate(SEED_DICTS)]
    paths = []
    for i, (_, data) in enumerate(sample):
        p = tmp_path / f"mutant-{i:04d}.json"
        p.write_bytes(data)
        paths.append(p)
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=2) as pool:  # a 2-core machine; each run is ~0.1 s
        results = list(pool.map(_run_cli, paths))
    total = time.perf_counter() - started
    codes: Counter = Counter()
    for i, ((what, data), proc) in enumerate(zip(sample, results)):
        where = _describe(i, what, data)
        out, err = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
        assert "Traceback" not in err, f"{where}: {err}"
        assert proc.returncode in (0, 1, 2), f"{where}: exit {proc.returncode}: {err}"
        outcome, summary = expected_in_process(data)
        if proc.returncode == 2:
            assert outcome == "rejected", f"{where}: exit 2 but the loader accepts it: {err}"
            assert out == "", f"{where}: {out!r}"
            assert one_line(err.rstrip("\n")) and err.endswith("\n") and err.count("\n") == 1, f"{where}: {err!r}"
            assert err.startswith("rackoapp replay: ")
        else:
            assert err == "", f"{where}: {err!r}"
            assert out.endswith("\n") and out.count("\n") == 1, f"{where}: {out!r}"
            printed = json.loads(out)
            assert printed == summary, f"{where}: the command and the engine disagree"
            assert proc.returncode == (0 if outcome == "valid" else 1), f"{where}: exit {proc.returncode}"
        codes[proc.returncode] += 1
    print(f"\nCLI fuzz: {CLI_MUTANTS} runs of `rackoapp replay` in {total:.1f} s; exit codes {dict(codes)}")
    assert sum(codes.values()) == CLI_MUTANTS
    assert codes[0] >= len(SEED_DICTS) and codes[1] >= 5 and codes[2] >= 5


# -- regressions found by the fuzzer, and the bounds -----------------------------------

@pytest.mark.parametrize("key", ["x\ny", "a\r\nb", "\u2028", "\x00", "tab\tkey", "\x1b[2J"])
def test_an_unknown_rules_option_is_named_on_one_line(key, tmp_path, capsys):
    """Found by the fuzzer: the option's name went into the message as it was, so
    "x\\ny" made a two-line error (two stderr lines from `rackoapp replay`)."""
    from rackoapp.cli import main as cli_main

    d = _copy(SEED_DICTS[0])
    d["rules"][key] = True
    data = _dumps(d)
    with pytest.raises(RecordError) as e:
        loads_record(data)
    assert one_line(str(e.value)) and str(e.value).isprintable()
    assert str(e.value).startswith("unknown rules option '")
    check_autosave(tmp_path, data, "rejected", None)
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    assert cli_main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and one_line(err.rstrip("\n"))


def test_parse_record_with_keys_json_cannot_have_is_a_record_error():
    """parse_record takes any object: rules keys that are not text (and do not sort
    together) are unknown options, not a TypeError."""
    d = _copy(SEED_DICTS[0])
    d["rules"] = {1: True, "jokers": True, None: 0}
    with pytest.raises(RecordError) as e:
        parse_record(d)
    assert one_line(str(e.value))


def test_an_unreadable_path_with_a_line_break_is_one_line(tmp_path, capsys):
    from rackoapp.cli import main as cli_main

    path = tmp_path / "no\nsuch record.json"
    with pytest.raises(RecordError) as e:
        load_record(path)
    assert one_line(str(e.value)) and "cannot read" in str(e.value)
    assert cli_main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err


TURN = {"seat": 0, "take": "draw", "slot": None}


def _bound_cases():
    m = record_module
    seed = SEED_DICTS[0]

    def with_round(**changes):
        d = _copy(seed)
        d["rounds"][0].update(changes)
        return d

    def with_rounds(n):
        d = _copy(seed)
        d["rounds"] = [{}] * n
        return d

    def with_name(n):
        d = _copy(seed)
        d["seats"][0]["name"] = "N" * n
        return d

    return {
        "turns": (with_round(turns=[TURN] * m.MAX_TURNS_PER_ROUND), with_round(turns=[TURN] * (m.MAX_TURNS_PER_ROUND + 1))),
        "rebuilds": (with_round(rebuilds=[[1]] * m.MAX_REBUILDS_PER_ROUND),
                     with_round(rebuilds=[[1]] * (m.MAX_REBUILDS_PER_ROUND + 1))),
        "rounds": (with_rounds(m.MAX_ROUNDS), with_rounds(m.MAX_ROUNDS + 1)),
        "name": (with_name(m.MAX_NAME), with_name(m.MAX_NAME + 1)),
    }


@pytest.mark.parametrize("what", ["turns", "rebuilds", "rounds", "name"])
def test_each_bound_is_checked_before_use(what):
    """One past each bound is refused in one line; at the bound, size is not the reason."""
    at, past = (_dumps(d) for d in _bound_cases()[what])
    with hang_alarm(10 * HARD_HANG_S), pytest.raises(RecordError) as e:
        loads_record(past)
    assert one_line(str(e.value))
    try:
        with hang_alarm(10 * HARD_HANG_S):
            rec = loads_record(at)
    except RecordError as e2:  # refused for another reason (e.g. a round without a deck)
        assert str(e2) != str(e.value)
    else:
        check_summary_shape(replay_summary(rec), rec)


def test_nesting_and_file_size_bounds(tmp_path):
    depth = record_module.MAX_DEPTH
    ok = b'{"format":"rackoapp-record","x":' + b"[" * (depth - 1) + b"]" * (depth - 1) + b"}"
    with pytest.raises(RecordError) as e:
        loads_record(ok)
    assert "nest" not in str(e.value)  # refused, but not for its depth
    too_deep = b'{"format":"rackoapp-record","x":' + b"[" * depth + b"]" * depth + b"}"
    with pytest.raises(RecordError) as e:
        loads_record(too_deep)
    assert "nests deeper" in str(e.value)
    # Brackets inside strings are not nesting.
    d = _copy(SEED_DICTS[0])
    d["seats"][0]["name"] = "[" * 64
    assert loads_record(_dumps(d)).seats[0].name == "[" * 64
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(record_module.MAX_FILE_BYTES + 1)  # sparse: quick to make
    with hang_alarm(HARD_HANG_S), pytest.raises(RecordError) as e:
        load_record(big)
    assert one_line(str(e.value)) and "larger than" in str(e.value)


# -- issue 11: rich-text names, special files as paths ------------------------------------------

RICH_TEXT = ["<img src=/dev/zero>", "<img src={fifo}>", "<b>bold</b>", "<a href='file:///etc/passwd'>x</a>",
             "&lt;&amp;&#65;", "<style>*{{font-size:999px}}</style>", "<table><tr><td>", "<!--", "]]>",
             "<img src=x onerror=alert(1)>", "<qt><h1>Big</h1></qt>", "<font size=99>x</font>"]


def _rich_names(rng: random.Random, fifo: Path, count: int) -> list[str]:
    """Seeded names a rich-text label would act on, each within the record's name rules."""
    names = []
    for _ in range(count):
        parts = [rng.choice(RICH_TEXT).format(fifo=fifo) for _ in range(rng.randint(1, 3))]
        name = rng.choice(["", "Ann ", "x"]) + "".join(parts)
        names.append(name[: record_module.MAX_NAME])
    return names


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs (POSIX)")
def test_rich_text_names_load_save_and_resume_byte_for_byte(tmp_path):
    """Names are data: kept exactly, never opened, whatever file they name (the window shows them as plain text)."""
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "data").mkdir()
    rng = random.Random(FUZZ_SEED + 11)
    for i, name in enumerate(_rich_names(rng, fifo, 60)):
        d = _copy(SEED_DICTS[i % len(SEED_DICTS)])
        d["seats"][i % len(d["seats"])]["name"] = name
        data = _dumps(d, ensure_ascii=bool(i % 2))
        with hang_alarm(HARD_HANG_S):
            outcome, summary = expected_in_process(data)
            assert outcome == "valid", (name, outcome)
            assert loads_record(data).seats[i % len(d["seats"])].name == name
            check_autosave(tmp_path / "data", data, outcome, summary)


def _special_paths(tmp_path: Path) -> dict[str, Path]:
    import os
    import socket

    paths = {}
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    paths["a FIFO"] = fifo
    paths["a FIFO behind a symlink"] = tmp_path / "link-to-fifo.json"
    os.symlink(fifo, paths["a FIFO behind a symlink"])
    paths["a folder"] = tmp_path / "folder.json"
    paths["a folder"].mkdir()
    paths["a device"] = Path("/dev/zero")
    paths["a dangling symlink"] = tmp_path / "dangling.json"
    os.symlink(tmp_path / "nowhere", paths["a dangling symlink"])
    sock_path = tmp_path / "s.json"
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(sock_path))
    paths["a socket"] = sock_path
    paths["a rich-text name"] = tmp_path / "<img src=%2Fdev%2Fzero>.json"
    paths["undecodable bytes"] = Path(os.fsdecode(os.fsencode(tmp_path) + b"/\xff\xfe.json"))
    paths["a line break"] = tmp_path / "two\nlines.json"
    return paths


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs and sockets (POSIX)")
def test_special_files_as_record_paths_are_refused_in_one_line_without_waiting(tmp_path, capsys):
    from rackoapp.cli import main as cli_main

    for what, path in _special_paths(tmp_path).items():
        with hang_alarm(HARD_HANG_S):
            with pytest.raises(RecordError) as e:
                load_record(path)
            message = str(e.value)
            assert one_line(message) and message.isprintable(), (what, message)
            assert message.startswith("cannot read "), (what, message)
            assert cli_main(["replay", str(path)]) == 2, what
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and one_line(err.rstrip("\n")), (what, err)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs (POSIX)")
def test_rackoapp_replay_of_a_fifo_exits_2_instead_of_hanging(tmp_path):
    import os

    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    proc = _run_cli(fifo)  # times out (a failure) if it waits for a writer
    assert proc.returncode == 2
    assert proc.stderr.decode().startswith("rackoapp replay: ") and b"not a regular file" in proc.stderr
