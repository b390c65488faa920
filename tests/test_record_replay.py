"""rules.md "Game record": reading, writing and replaying records, and
``rackoapp replay FILE`` (exit 0 valid, 1 illegal turn, 2 unreadable).

The records are built by hand with decks whose outcome is worked out from the
rule book:
- GAME: 2 seats, target 100, first_dealer_draw [33, 17] (seat 0 deals first).
  Round 1 (dealer 0): seat 1 holds 16..25 and goes Rack-O on turn 1; seat 0 holds
  11 12 13 14 15 1 2 3 4 5 (rising 5: 25). Round 2 (dealer 1) the other way round.
  Totals 100-100: a tie at the target, so round 3 (dealer 0) is played like
  round 1: 125-175 and seat 1 wins.
- REB: the rebuild scenario of test_rules_turns.py; the draw pile runs out at the
  end of turn 20 (seat 0), scores at a stalemate 25 and 40.
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rackoapp.cli import main as cli_main
from rackoapp.engine import (
    TAKE_DRAW, IllegalAction, Match, RecordError, Rules, SeatInfo, dumps_record, load_record,
    loads_record, replay_match, replay_summary, resume_match, save_record, seat_name_ok,
)

from helpers_engine import build_deck, record_dict, turn

LOW = [11, 12, 13, 14, 15, 1, 2, 3, 4, 5]
HIGH = list(range(16, 26))
SEAT0 = [11, 12, 13, 20, 19, 18, 17, 16, 15, 14]
SEAT1 = [1, 2, 3, 4, 5, 6, 7, 10, 9, 8]
REB_ORDER = [8, 19, 21] + list(range(24, 41))  # the shuffled rebuild, top first
MSG_DISCARD_TAKE = "a card taken from the discard pile must go into your rack"


def game() -> dict:
    return record_dict({"seats": 2, "target": 100}, [33, 17], [
        {"deck": build_deck(2, 0, {0: LOW, 1: HIGH}), "rebuilds": [], "turns": [turn(1, "draw", None)]},
        {"deck": build_deck(2, 1, {0: HIGH, 1: LOW}), "rebuilds": [], "turns": [turn(0, "draw", None)]},
        {"deck": build_deck(2, 0, {0: LOW, 1: HIGH}), "rebuilds": [], "turns": [turn(1, "draw", None)]},
    ])


GAME_ROUNDS = [
    {"dealer": 0, "rackout": 1, "scores": [25, 75], "turns": 1},
    {"dealer": 1, "rackout": 0, "scores": [75, 25], "turns": 1},
    {"dealer": 0, "rackout": 1, "scores": [25, 75], "turns": 1},
]


def reb_turns(n: int = 20) -> list[dict]:
    turns = [turn(1, "draw", None), turn(0, "discard", 5), turn(1, "draw", 10)]
    t = 4
    while len(turns) < n:
        turns.append(turn(0 if t % 2 == 0 else 1, "draw", None))
        t += 1
    return turns[:n]


def reb(rules: dict, turns: list[dict], rebuilds: list | None = None) -> dict:
    rnd = {"deck": build_deck(2, 0, {0: SEAT0, 1: SEAT1}, discard=21, draw=list(range(22, 41))),
           "turns": turns}
    if rebuilds is not None:
        rnd["rebuilds"] = rebuilds
    return record_dict(dict(rules, seats=2), [33, 17], [rnd])


def summary_of(obj: dict) -> dict:
    return replay_summary(loads_record(json.dumps(obj)))


def error(round_no: int, turn_no: int, reason: str | None = None):
    return lambda e: e is not None and e["round"] == round_no and e["turn"] == turn_no and (
        reason is None or e["reason"] == reason)


def check_shape(s: dict, partners: bool = False) -> None:
    keys = {"complete", "rounds", "totals", "winner", "winner_seats", "error"} | ({"team_totals"} if partners else set())
    assert set(s) == keys
    assert list(s)[:3] == ["complete", "rounds", "totals"]
    for r in s["rounds"]:
        assert set(r) == {"dealer", "rackout", "scores", "turns"}
    if s["error"] is not None:
        assert set(s["error"]) == {"round", "turn", "reason"}
        assert isinstance(s["error"]["reason"], str) and "\n" not in s["error"]["reason"]


# -- valid records -------------------------------------------------------------------

def test_hand_built_game_replays_to_hand_checked_scores():
    s = summary_of(game())
    check_shape(s)
    assert s == {"complete": True, "rounds": GAME_ROUNDS, "totals": [125, 175],
                 "winner": 1, "winner_seats": [1], "error": None}


def test_game_in_progress_replays_without_error():
    rec = game()
    rec["rounds"][2]["turns"] = []  # round 3 dealt, nobody has moved yet
    s = summary_of(rec)
    check_shape(s)
    assert s == {"complete": False, "rounds": GAME_ROUNDS[:2], "totals": [100, 100],
                 "winner": None, "winner_seats": None, "error": None}


def test_stalemate_round_in_a_record():
    s = summary_of(reb({"max_rebuilds": 0}, reb_turns(20)))
    assert s == {"complete": False,
                 "rounds": [{"dealer": 0, "rackout": None, "scores": [25, 40], "turns": 20}],
                 "totals": [25, 40], "winner": None, "winner_seats": None, "error": None}


def test_shuffled_rebuild_order_from_the_record_is_used():
    # After the rebuild the new discard pile is 8 (REB_ORDER's first card): seat 1 takes it
    # into slot 9 (9 goes to the pile); then seat 0 draws 19, the next card.
    turns = reb_turns(20) + [turn(1, "discard", 9), turn(0, "draw", None)]
    rec = reb({}, turns, [REB_ORDER])
    record = loads_record(json.dumps(rec))
    s = replay_summary(record)
    assert s["error"] is None and s["rounds"] == []
    from rackoapp.engine import replay_match
    match, stop = replay_match(record)
    assert stop is None
    assert match.round.racks[1] == [1, 2, 3, 4, 5, 6, 7, 10, 8, 23]
    assert match.round.discard_pile == [9, 19]


def test_classic_rebuild_needs_no_orders():
    turns = reb_turns(20) + [turn(1, "discard", 9)]  # takes 21, the oldest discard
    rec = reb({"rebuild": "classic"}, turns)
    s = summary_of(rec)
    assert s["error"] is None
    from rackoapp.engine import replay_match
    match, _ = replay_match(loads_record(json.dumps(rec)))
    assert match.round.racks[1] == [1, 2, 3, 4, 5, 6, 7, 10, 21, 23]


def test_partners_record_has_team_totals():
    p0 = [10, 11, 12, 13, 14, 5, 6, 7, 8, 60]
    p1 = [20, 21, 22, 23, 24, 25, 1, 2, 3, 59]
    p2 = [26, 27, 28, 29, 33, 35, 36, 45, 46, 50]
    p3 = [30, 31, 32, 9, 4, 15, 16, 17, 18, 19]
    rec = record_dict({"seats": 4, "partners": True, "target": 400}, [1, 60, 2, 3], [
        {"deck": build_deck(4, 1, {0: p0, 1: p1, 2: p2, 3: p3}), "turns": [turn(2, "draw", None)]}])
    s = summary_of(rec)
    check_shape(s, partners=True)
    assert s == {"complete": True,
                 "rounds": [{"dealer": 1, "rackout": 2, "scores": [225, 30, 175, 15], "turns": 1}],
                 "totals": [225, 30, 175, 15], "team_totals": [400, 45], "winner": 0,
                 "winner_seats": [0, 2], "error": None}  # the team's seats: "winner" 0 read as seat 0 (playtest)


@pytest.mark.parametrize("where, expected", [
    (lambda g: g.__setitem__("winner", 1), "unknown field 'winner'"),
    (lambda g: g["seats"][1].__setitem__("colour", "red"), "seat 1: unknown field 'colour'"),
    (lambda g: g["rounds"][1].__setitem__("Turns", g["rounds"][1].pop("turns")), "round 2: unknown field 'Turns'"),
    (lambda g: g["rounds"][0]["turns"][0].__setitem__("Slot", 3), "round 1, turn 1: unknown field 'Slot'"),
])
def test_a_field_the_record_does_not_have_is_refused_by_name(where, expected):
    """A typo was passed over: a finished match whose round read "Turns" loaded as a round just
    dealt, its history gone without a word (review)."""
    g = game()
    where(g)
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(g))
    assert str(e.value) == expected


def test_every_field_a_record_is_written_with_is_read_back():
    """The other side of refusing unknown fields: what the app writes (a card held, hinted turns,
    a computer's level) is all known."""
    import dataclasses

    from rackoapp.engine import Holding

    record = loads_record(json.dumps(game()))
    record.seats = (SeatInfo("You"), SeatInfo("Ada", "computer", "hard"))
    record.rounds[0] = dataclasses.replace(record.rounds[0], holding=Holding(1, "draw"), hinted=(1,))
    again = loads_record(dumps_record(record))
    assert again.rounds[0].holding == Holding(1, "draw") and again.rounds[0].hinted == (1,)


def test_missing_rules_keys_take_their_defaults():
    rec = game()
    rec["rules"] = {}
    record = loads_record(json.dumps(rec))
    assert record.rules == Rules(seats=2)
    # Target 500: nobody has won after three rounds.
    s = replay_summary(record)
    assert s["totals"] == [125, 175] and s["winner"] is None and s["error"] is None
    del rec["rules"]
    assert loads_record(json.dumps(rec)).rules == Rules(seats=2)


def test_dumps_and_loads_and_save_and_load_round_trip(tmp_path):
    record = loads_record(json.dumps(game()))
    text = dumps_record(record)
    assert json.loads(text) == dict(game(), rules=Rules(seats=2, target=100).to_dict())
    path = tmp_path / "g.json"
    save_record(record, path)
    assert path.read_text(encoding="utf-8") == text
    assert dumps_record(load_record(path)) == text
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_played_match_writes_a_record_that_replays(tmp_path):
    import random
    match = Match(Rules(seats=3, target=75, max_rebuilds=1), rng=random.Random(5))
    rng = random.Random(6)
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(rng.choice(rnd.legal_actions()))
    save_record(match.to_record(), tmp_path / "m.json")
    s = replay_summary(load_record(tmp_path / "m.json"))
    assert s["error"] is None and s["complete"] is True
    assert s["totals"] == match.totals and s["winner"] == match.winner
    assert [r["scores"] for r in s["rounds"]] == [list(r.scores) for r in match.results]


# -- tampered records: an illegal turn or round (exit 1) ---------------------------------

def _tamper(fn):
    rec = game()
    fn(rec)
    return rec


def _dup_deck(rec):
    rec["rounds"][1]["deck"][5] = rec["rounds"][1]["deck"][6]


def _short_deck(rec):
    rec["rounds"][0]["deck"].pop()


TAMPERED = {
    # name: (tamper, error round, error turn, reason or None, finished rounds kept, totals)
    "duplicated card in a deck": (_dup_deck, 2, 0, "the deck is not the cards 1 to 40, each once", 1, [25, 75]),
    "deck one card short": (_short_deck, 1, 0, "the deck is not the cards 1 to 40, each once", 0, [0, 0]),
    "turn by the wrong seat": (lambda r: r["rounds"][0]["turns"][0].update(seat=0),
                               1, 1, "it was seat 1's turn, not seat 0's", 0, [0, 0]),
    "wrong seat in round 2": (lambda r: r["rounds"][1]["turns"][0].update(seat=1), 2, 1, None, 1, [25, 75]),
    "seat that does not exist": (lambda r: r["rounds"][0]["turns"][0].update(seat=7), 1, 1, None, 0, [0, 0]),
    "discard take with slot null": (lambda r: r["rounds"][0]["turns"][0].update(take="discard", slot=None),
                                    1, 1, MSG_DISCARD_TAKE, 0, [0, 0]),
    "slot 11": (lambda r: r["rounds"][0]["turns"][0].update(slot=11), 1, 1, None, 0, [0, 0]),
    # A deck or a turn of the wrong kind is wrong cards or an illegal turn, as rules.md has
    # replay report them, the rounds before scored; they refused the whole file (rules review).
    "deck of strings in round 2": (lambda r: r["rounds"][1].update(deck=[str(c) for c in r["rounds"][1]["deck"]]),
                                   2, 0, "the deck is not the cards 1 to 40, each once", 1, [25, 75]),
    "deck of 401 cards": (lambda r: r["rounds"][1].update(deck=list(range(1, 402))),
                          2, 0, "the deck is not the cards 1 to 40, each once", 1, [25, 75]),
    "deck that is not a list": (lambda r: r["rounds"][1].update(deck=40), 2, 0, None, 1, [25, 75]),
    "round without a deck": (lambda r: r["rounds"][1].pop("deck"), 2, 0, None, 1, [25, 75]),
    "seat as text": (lambda r: r["rounds"][1]["turns"][0].update(seat="0"),
                     2, 1, "a turn names its seat by number", 1, [25, 75]),
    "turn without seat": (lambda r: r["rounds"][1]["turns"][0].pop("seat"), 2, 1, None, 1, [25, 75]),
    # "slot": null discards; a turn without the key was read as a discard (rules playtest).
    "turn without slot": (lambda r: r["rounds"][1]["turns"][0].pop("slot"),
                          2, 1, "the turn names no slot (null is a discard of the drawn card)", 1, [25, 75]),
    "slot as text": (lambda r: r["rounds"][1]["turns"][0].update(slot="3"),
                     2, 1, 'slot "3" does not exist (slots are 1 to 10)', 1, [25, 75]),
    "slot 2.0": (lambda r: r["rounds"][1]["turns"][0].update(slot=2.0), 2, 1, None, 1, [25, 75]),
    "take as a list": (lambda r: r["rounds"][1]["turns"][0].update(take=["draw"]),
                       2, 1, "a card is taken from the 'draw' or the 'discard' pile", 1, [25, 75]),
    "slot 0": (lambda r: r["rounds"][0]["turns"][0].update(slot=0), 1, 1, None, 0, [0, 0]),
    "unknown pile": (lambda r: r["rounds"][0]["turns"][0].update(take="deck"), 1, 1, None, 0, [0, 0]),
    "extra turn after a Rack-O": (lambda r: r["rounds"][0]["turns"].append(turn(0, "draw", None)),
                                  1, 2, None, 1, [25, 75]),
    "round after the match was won": (lambda r: r["rounds"].append(copy.deepcopy(r["rounds"][1])),
                                      4, 0, None, 3, [125, 175]),
    "round after an unfinished one": (lambda r: r["rounds"][0].update(turns=[]), 2, 0, None, 0, [0, 0]),
    "rebuild orders under classic": (lambda r: (r["rules"].update(rebuild="classic"),
                                                r["rounds"][0].update(rebuilds=[[1, 2]])), 1, 0, None, 0, [0, 0]),
}


@pytest.mark.parametrize("name", sorted(TAMPERED))
def test_tampered_record_reports_the_first_illegal_turn(name):
    fn, rno, tno, reason, kept, totals = TAMPERED[name]
    s = summary_of(_tamper(fn))
    check_shape(s)
    assert error(rno, tno, reason)(s["error"]), s["error"]
    assert s["rounds"] == GAME_ROUNDS[:kept]
    assert s["totals"] == totals
    assert s["winner"] == (1 if kept == 3 else None)
    assert s["complete"] == (kept == 3)


def test_missing_rebuild_order_is_reported_at_the_turn_whose_end_needed_it():
    for n in (20, 21, 25):
        s = summary_of(reb({}, reb_turns(n), []))
        assert error(1, 20)(s["error"]), s["error"]
        assert s["rounds"] == [] and s["totals"] == [0, 0]
    # Absent "rebuilds" is the same as an empty list.
    assert error(1, 20)(summary_of(reb({}, reb_turns(21)))["error"])
    # Before the draw pile runs out no order is needed.
    assert summary_of(reb({}, reb_turns(19), []))["error"] is None


def test_rebuild_order_that_is_not_the_discard_pile_is_reported_at_its_turn():
    bad = REB_ORDER[:-1] + [1]  # 1 sits in seat 1's rack
    assert error(1, 20)(summary_of(reb({}, reb_turns(21), [bad]))["error"])
    assert error(1, 20)(summary_of(reb({}, reb_turns(21), [REB_ORDER[:-1]]))["error"])


def test_rebuild_order_of_the_wrong_kind_is_reported_at_its_turn():
    """It refused the whole file (rules review); rules.md reports an order at its turn."""
    for bad in ([str(c) for c in REB_ORDER], "shuffled", REB_ORDER * 2):
        assert error(1, 20, "the rebuilt draw pile is not the discard pile's cards")(summary_of(reb({}, reb_turns(21), [bad]))["error"])


def test_more_rebuild_orders_than_used_is_a_round_error():
    s = summary_of(reb({}, reb_turns(21), [REB_ORDER, REB_ORDER]))
    assert error(1, 0)(s["error"])
    s = summary_of(reb({}, reb_turns(19), [REB_ORDER]))
    assert error(1, 0)(s["error"])


def test_stalemate_then_extra_turn():
    s = summary_of(reb({"max_rebuilds": 0}, reb_turns(21)))
    assert error(1, 21)(s["error"])
    assert s["rounds"] == [{"dealer": 0, "rackout": None, "scores": [25, 40], "turns": 20}]


# -- unreadable records (exit 2) ------------------------------------------------------------

def _text(obj) -> bytes:
    return json.dumps(obj).encode()


def _with(**changes) -> bytes:
    rec = game()
    for k, v in changes.items():
        if v is KeyError:
            del rec[k]
        else:
            rec[k] = v
    return _text(rec)


UNREADABLE = {
    "not json": b"this is not a game record\n",
    "truncated": _text(game())[:200],
    "empty file": b"",
    "not utf-8": b'{"format": "rackoapp-record", "version": 1, "x": "\xff\xfe"}',
    "a json list": b"[1, 2, 3]",
    "wrong format": _with(format="someone-else"),
    "no format": _with(format=KeyError),
    "wrong version 0": _with(version=0),
    "future version 2": _with(version=2),
    "version as text": _with(version="1"),
    "no version": _with(version=KeyError),
    "unknown rules option": _with(rules={"seats": 2, "jokers": True}),
    "partners with 2 seats": _with(rules={"seats": 2, "partners": True}),
    "seat count mismatch": _with(seats=[{"name": "A", "kind": "human"}]),
    "a name with a tab": _with(seats=[{"name": "A\tB"}, {"name": "C"}]),
    "a name with a line break": _with(seats=[{"name": "A\u2028B"}, {"name": "C"}]),
    "a name that turns the line around": _with(seats=[{"name": "A\u202eB"}, {"name": "C"}]),
    "computer without level": _with(seats=[{"name": "A"}, {"name": "B", "kind": "computer"}]),
    "first draw duplicate": _with(first_dealer_draw=[17, 17]),
    "first draw out of range": _with(first_dealer_draw=[17, 41]),
    "rounds not a list": _with(rounds={"deck": []}),
    "NaN": b'{"format": "rackoapp-record", "version": NaN}',
    "deep nesting": b"[" * 100000 + b"]" * 100000,
}


NAMES_A_PLAYER_TYPES = ("Anne\u00a0Marie", "Dad \U0001F468\u200d\U0001F467", "\u5c71\u7530\u3000\u82b1\u5b50",
                        "Zo\u00eb", "\u0627\u0628\u0631\u0627\u0647\u064a\u0645", "x" * 64)


@pytest.mark.parametrize("name", NAMES_A_PLAYER_TYPES)
def test_every_name_a_player_can_type_is_read_back(name):
    """A no-break space, an emoji's joiner or an ideographic space made a record that could
    not be read back: the autosave was set aside at the next start (review)."""
    rec = game()
    rec["seats"][0]["name"] = name
    back = loads_record(_text(rec))
    assert back.seats[0].name == name
    assert loads_record(dumps_record(back)).seats[0].name == name


@pytest.mark.parametrize("name", ["", "A\tB", "A\nB", "A\u2028B", "A\u202eB", "A\x00", "x" * 65])
def test_a_match_refuses_a_name_its_record_could_not_hold(name):
    seats = (SeatInfo(name, "human"), SeatInfo("Ada", "computer", "hard"))
    with pytest.raises(IllegalAction) as e:
        Match(Rules(), seats, random.Random(1))
    assert e.value.code == "seat_name"
    assert not seat_name_ok(name)


def test_a_record_whose_name_shows_nothing_still_reads_back():
    """The New Game dialog refuses a name of invisible characters only, but an autosave made
    before it did must still resume (code review)."""
    rec = game()
    rec["seats"][0]["name"] = "\u200b\u2060"
    assert loads_record(_text(rec)).seats[0].name == "\u200b\u2060"


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_unreadable_records_raise_record_error(name, tmp_path):
    data = UNREADABLE[name]
    with pytest.raises(RecordError) as e:
        loads_record(data)
    assert "\n" not in str(e.value) and str(e.value)
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    with pytest.raises(RecordError):
        load_record(path)


def test_a_json_error_reads_as_one_sentence():
    """Python's own text ends "(char 200)": inside ours it read "...(char 200))" (robustness playtest)."""
    with pytest.raises(RecordError) as e:
        loads_record(_text(game())[:200])
    assert str(e.value).startswith("the file is not valid JSON (") and str(e.value).endswith(")")
    assert "))" not in str(e.value) and "char" not in str(e.value) and "column" in str(e.value)


@pytest.mark.parametrize("text", [b"", b"  \n", "\ufeff".encode()])
def test_an_empty_file_says_it_is_empty(text):
    """It said "not valid JSON (Expecting value at line 1, column 1)" (second playtest)."""
    with pytest.raises(RecordError) as e:
        loads_record(text)
    assert str(e.value) == "the file is empty"


def test_a_record_saved_with_two_byte_order_marks_reads():
    """The second mark got the parser's own English, "Unexpected UTF-8 BOM (decode using
    utf-8-sig)", which no translation holds (review)."""
    text = _text(game())
    assert loads_record("\ufeff\ufeff".encode() + text) == loads_record(text)


def test_a_file_name_that_is_no_utf_8_reads_in_its_message(tmp_path):
    """Its byte read "\\udcff" (review): the replacement character stands for it."""
    path = os.fsdecode(os.fsencode(tmp_path) + b"/\xff.json")  # as the command line hands it over
    with pytest.raises(RecordError) as e:
        load_record(path)
    assert "\ufffd.json" in str(e.value) and "\\udc" not in str(e.value)


@pytest.mark.parametrize(("encoding", "name"), [
    ("utf-16-le", "You"), ("utf-16-be", "You"), ("utf-32-le", "You"), ("utf-16", "You"),
    ("utf-16-le", "Zoë"), ("latin-1", "Zoë"),  # plain ASCII in Latin-1 is UTF-8 too
])
def test_a_record_in_another_encoding_says_it_is_not_utf_8(encoding, name):
    """UTF-16 without its byte order mark is, for ASCII, valid UTF-8 with NULs between the
    letters: it said "not valid JSON (a name in double quotes was expected ..., column 2)" (review)."""
    text = _text(game()).decode("utf-8").replace("\"You\"", f"\"{name}\"")
    with pytest.raises(RecordError) as e:
        loads_record(text.encode(encoding))
    assert str(e.value) == "the file is not UTF-8 text"


@pytest.mark.parametrize("data", [b"\0" * 64, _text(game()) + b"\0" * 4096])
def test_zeros_are_no_other_encoding(data):
    """A file of zeros (a power cut can leave one) or a record padded with them is not JSON, and
    not text in another encoding either (review)."""
    with pytest.raises(RecordError) as e:
        loads_record(data)
    assert str(e.value).startswith("the file is not valid JSON (")


def test_a_record_without_seats_says_so():
    """"seats must be a list of 2 seats" named a number the file never gave (second playtest)."""
    obj = json.loads(_text(game()))
    del obj["seats"]
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(obj))
    assert str(e.value) == "the record names no seats"
    obj["seats"] = "two"
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(obj))
    assert str(e.value).startswith("seats must be a list of")


def test_a_json_error_in_a_string_says_at_once():
    """Cut inside a string, Python's own text ends "starting at": it read "at at line 1" (playtest)."""
    text = _text(game())
    cut = text.index(b'"', 10) + 1  # just inside a string
    with pytest.raises(RecordError) as e:
        loads_record(text[:cut])
    assert "a text in quotes is not closed at line 1" in str(e.value) and "at at" not in str(e.value)


def _holding_record(holding, rounds_after=0):
    """A record whose first round stops after one turn, with ``holding`` on that round."""
    match = Match(Rules(), rng=random.Random(6))
    rnd = match.start_round()
    match.apply_turn(TAKE_DRAW, 4)
    d = match.to_record().to_dict()
    seats = {"mover": rnd.to_move, "other": 1 - rnd.to_move}  # the seat to move, and the other one
    if isinstance(holding, dict) and holding.get("seat") in seats:
        holding = dict(holding, seat=seats[holding["seat"]])
    d["rounds"][0]["holding"] = holding
    d["rounds"] += [dict(d["rounds"][0], holding=None)] * rounds_after
    return json.dumps(d).encode("utf-8")


@pytest.mark.parametrize("holding, rounds_after, reason", [
    ({"seat": "other", "take": "draw"}, 0, "not_your_turn"),
    ({"seat": 99, "take": "draw"}, 0, "not_your_turn"),
    ({"seat": "mover", "take": "both"}, 0, "bad_take"),
    ({"seat": "mover", "take": "draw"}, 1, "round_after_unfinished"),  # a holding on a round not the last
    # Of the wrong kind, as in a turn: reported at its turn, not the whole file refused (review).
    ({"seat": True, "take": "draw"}, 0, "seat_not_a_number"),
    ({}, 0, "seat_not_a_number"),
    ({"seat": "mover"}, 0, "bad_take"),
    ({"seat": "mover", "take": ["draw"]}, 0, "bad_take"),
])
def test_a_hostile_holding_is_reported_where_it_stands(holding, rounds_after, reason):
    _, stop = replay_match(loads_record(_holding_record(holding, rounds_after)))
    assert stop is not None and stop.code == reason
    assert (stop.round, stop.turn) == ((2, 0) if rounds_after else (1, 2))
    with pytest.raises(RecordError):
        resume_match(loads_record(_holding_record(holding, rounds_after)), random.Random(1))


@pytest.mark.parametrize("holding", [[1, "draw"], "draw", 7])
def test_a_malformed_holding_is_refused_when_read(holding):
    with pytest.raises(RecordError, match="the card held needs a seat number and a take"):
        loads_record(_holding_record(holding))


def test_a_field_the_card_held_does_not_have_is_refused_by_name():
    """Everywhere else a record refuses a field it does not have; the card held took any (review)."""
    with pytest.raises(RecordError, match="round 1, turn 2: unknown field 'card'"):
        loads_record(_holding_record({"seat": "mover", "take": "draw", "card": 40}))


@pytest.mark.parametrize("version, said", [(None, "the record has no version number"),
                                            (1.0, "the record's version is not a whole number"),
                                            ("1", "the record's version is not a whole number")])
def test_a_version_that_is_no_whole_number_is_not_called_missing(version, said):
    """"version": 1.0 was told as "the record has no version number" (hostile-input review)."""
    g = game()
    if version is None:
        del g["version"]
    else:
        g["version"] = version
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(g))
    assert str(e.value) == said


def test_a_good_holding_resumes_with_the_card_in_hand():
    record = loads_record(_holding_record({"seat": "mover", "take": "discard"}))
    assert replay_summary(record)["error"] is None
    match = resume_match(record, random.Random(1))
    assert match.round.phase == "place" and match.round.to_move == record.rounds[-1].holding.seat
    assert match.to_record().rounds[-1].holding == record.rounds[-1].holding


def _played(turns: int, seed: int = 6) -> Match:
    match = Match(Rules(), rng=random.Random(seed))
    rnd = match.start_round()
    rng = random.Random(seed)
    for _ in range(turns):
        match.apply_action(rng.choice(rnd.legal_actions()))
        match.apply_action(rng.choice(rnd.legal_actions()))
    return match


def test_the_turns_played_as_hinted_go_through_the_record_and_back():
    """The coach's marks (turns played wholly as hinted) are a note in the record: a resume
    forgot them, and a resumed match's chart then counted the coach's moves as the player's."""
    match = _played(5)
    match.logs[0].hinted = (2, 4)
    assert match.clone().logs[0].hinted == (2, 4)
    text = dumps_record(match.to_record())
    assert json.loads(text)["rounds"][0]["hinted"] == [2, 4]
    record = loads_record(text.encode("utf-8"))
    assert record.rounds[0].hinted == (2, 4)
    assert replay_match(record)[0].logs[0].hinted == (2, 4)
    resumed = resume_match(record, random.Random(1))
    assert resumed.logs[0].hinted == (2, 4) and resumed.to_record().rounds[0].hinted == (2, 4)
    # Unmarked, a round says nothing of hints (the rule book's record, as before).
    assert "hinted" not in json.loads(dumps_record(_played(5).to_record()))["rounds"][0]


@pytest.mark.parametrize("marks, kept", [
    ([4, 2, 2], (2, 4)), ([0, 6, -1, 3], (3,)), ([True, "2", 2.0, None, 5], (5,)), ("2", ()), ({"2": 1}, ()),
])
def test_marks_that_are_not_turns_of_the_round_are_left_out_and_the_game_kept(marks, kept):
    """A hostile note costs the note, never the game: the record is read and replays."""
    d = json.loads(dumps_record(_played(5).to_record()))
    d["rounds"][0]["hinted"] = marks
    record = loads_record(json.dumps(d).encode("utf-8"))
    assert record.rounds[0].hinted == kept and replay_summary(record)["error"] is None


def test_a_record_stopped_by_an_illegal_turn_keeps_the_marks_before_it():
    d = json.loads(dumps_record(_played(5).to_record()))
    d["rounds"][0]["hinted"] = [1, 3, 5]
    d["rounds"][0]["turns"][3]["slot"] = 11
    match, stop = replay_match(loads_record(json.dumps(d).encode("utf-8")))
    assert (stop.round, stop.turn) == (1, 4) and match.logs[0].hinted == (1, 3)


def test_future_version_message_names_the_version():
    with pytest.raises(RecordError) as e:
        loads_record(_with(version=2))
    assert "2" in str(e.value) and "newer" in str(e.value)


def test_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError):
        load_record(tmp_path / "nope.json")
    with pytest.raises(RecordError):
        load_record(tmp_path)  # a folder
    # A path no system opens (a NUL, from a hostile setting) raised ValueError (code review).
    with pytest.raises(RecordError, match="cannot read .*embedded null"):
        load_record(str(tmp_path / "x\0.json"))


@pytest.mark.parametrize("name", ["not json", "future version 2", "truncated", "not utf-8"])
def test_cli_in_process_exit_2_is_one_line(name, tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_bytes(UNREADABLE[name])
    assert cli_main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("rackoapp replay: ")


# -- the command, as a subprocess -----------------------------------------------------------

def run_replay(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rackoapp", "replay", str(path)],
                          capture_output=True, text=True, timeout=60)


def test_subprocess_valid_record_exit_0(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game()), encoding="utf-8")
    out = run_replay(path)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    s = json.loads(out.stdout)
    assert s == {"complete": True, "rounds": GAME_ROUNDS, "totals": [125, 175], "winner": 1, "winner_seats": [1], "error": None}
    assert out.stdout.count("\n") == 1


@pytest.mark.parametrize("name,rno,tno", [
    ("extra turn after a Rack-O", 1, 2),
    ("duplicated card in a deck", 2, 0),
    ("round after the match was won", 4, 0),
    ("discard take with slot null", 1, 1),
])
def test_subprocess_illegal_turn_exit_1_with_json(name, rno, tno, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_tamper(TAMPERED[name][0])), encoding="utf-8")
    out = run_replay(path)
    assert out.returncode == 1, out.stderr
    s = json.loads(out.stdout)
    check_shape(s)
    assert s["error"]["round"] == rno and s["error"]["turn"] == tno
    assert s["rounds"] == GAME_ROUNDS[:TAMPERED[name][4]]


def test_subprocess_missing_rebuild_order_exit_1(tmp_path):
    path = tmp_path / "reb.json"
    path.write_text(json.dumps(reb({}, reb_turns(22), [])), encoding="utf-8")
    out = run_replay(path)
    assert out.returncode == 1
    s = json.loads(out.stdout)
    assert s["error"]["round"] == 1 and s["error"]["turn"] == 20
    assert s["complete"] is False and s["rounds"] == [] and s["totals"] == [0, 0]


def test_subprocess_partners_exit_0_with_team_totals(tmp_path):
    rec = record_dict({"seats": 4, "partners": True, "target": 400}, [1, 60, 2, 3], [
        {"deck": build_deck(4, 1, {2: list(range(26, 36))}), "turns": [turn(2, "draw", None)]}])
    path = tmp_path / "p.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    out = run_replay(path)
    assert out.returncode == 0, out.stderr
    s = json.loads(out.stdout)
    check_shape(s, partners=True)
    # Seat 2: 75 + 400 (run of 10); seat 0 holds the falling filler (5, no run): team 0 has 485.
    assert s["rounds"][0]["scores"][2] == 475
    assert s["team_totals"] == [s["totals"][0] + s["totals"][2], s["totals"][1] + s["totals"][3]]
    assert s["team_totals"][0] == 480
    assert s["winner"] == 0


@pytest.mark.parametrize("name", ["not json", "truncated", "wrong version 0", "future version 2",
                                  "not utf-8", "deep nesting", "unknown rules option"])
def test_subprocess_unreadable_exit_2_one_line_no_traceback(name, tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(UNREADABLE[name])
    out = run_replay(path)
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1 and out.stderr.endswith("\n")
    assert "Traceback" not in out.stderr
    assert out.stderr.startswith("rackoapp replay: ")


def test_subprocess_missing_file_exit_2(tmp_path):
    out = run_replay(tmp_path / "missing.json")
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr


# -- names are text, not structure ----------------------------------------------------------

def test_seat_names_with_brackets_save_and_load(tmp_path):
    from rackoapp.engine import SeatInfo, TAKE_DRAW, DISCARD
    seats = (SeatInfo("[" * 64, "human"), SeatInfo('{"[' * 21, "computer", "easy"))
    match = Match(Rules(), seats=seats, first_dealer_draw=[33, 17])
    match.start_round(build_deck(2, 0, {0: LOW, 1: HIGH}))
    match.apply_turn(TAKE_DRAW, DISCARD)
    save_record(match.to_record(), tmp_path / "names.json")
    record = load_record(tmp_path / "names.json")
    assert record.seats == seats
    assert replay_summary(record)["totals"] == [25, 75]
    # Real nesting is still refused.
    with pytest.raises(RecordError):
        loads_record('{"a":' + "[" * 70 + "]" * 70 + "}")


def test_resume_match_refuses_a_tampered_record_and_resumes_a_good_one():
    import random
    from rackoapp.engine import resume_match
    bad = _tamper(TAMPERED["turn by the wrong seat"][0])
    with pytest.raises(RecordError):
        resume_match(loads_record(json.dumps(bad)), random.Random(1))
    rec = game()
    rec["rounds"][2]["turns"] = []
    match = resume_match(loads_record(json.dumps(rec)), random.Random(1))
    assert match.totals == [100, 100] and match.winner is None
    assert match.round.dealer == 0 and match.round.to_move == 1


@pytest.mark.parametrize("rules,expected", [
    ({"seats": 2}, Rules(seats=2)),
    ({"seats": 3, "max_rebuilds": None}, Rules(seats=3, max_rebuilds=None)),
    ({"seats": 4, "partners": True, "bonus_runs": True, "rebuild": "classic", "max_rebuilds": 0,
      "target": 75, "two_player_run": False},
     Rules(seats=4, partners=True, bonus_runs=True, rebuild="classic", max_rebuilds=0, target=75,
           two_player_run=False)),
])
def test_record_rules_hold_every_option(rules, expected):
    n = expected.seats
    rec = record_dict(rules, list(range(1, n + 1)), [])
    record = loads_record(json.dumps(rec))
    assert record.rules == expected
    assert set(json.loads(dumps_record(record))["rules"]) == {
        "seats", "target", "two_player_run", "bonus_runs", "partners", "rebuild", "max_rebuilds"}
    # Seat n holds the highest card of the draw and deals the first round; no round yet.
    s = replay_summary(record)
    assert s["rounds"] == [] and s["totals"] == [0] * n and s["error"] is None
    assert Match(record.rules, first_dealer_draw=record.first_dealer_draw).first_dealer == n - 1


def test_a_computer_seat_of_an_unknown_level_says_so():
    """A seat with "level": "godlike" was reported as a computer without a level (playtest)."""
    data = game()
    data["seats"][1]["level"] = "godlike"
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(data))
    assert e.value.code == "seat_unknown_level" and str(e.value) == "seat 1 has an unknown level"
    del data["seats"][1]["level"]
    with pytest.raises(RecordError) as e:
        loads_record(json.dumps(data))
    assert e.value.code == "seat_without_level"


def test_a_turn_after_a_round_ended_at_the_turn_cap_is_the_illegal_turn():
    """A round stopped at 1,000 turns and one turn more: the whole file was refused ("more than
    1,000 turns") and nothing scored, where rules.md makes the extra turn the illegal one and
    scores the rounds before it (review)."""
    from rackoapp.engine import DISCARD, MAX_ROUND_TURNS

    match = Match(Rules(seats=2, max_rebuilds=None), (SeatInfo("A"), SeatInfo("B")), random.Random(3))
    rnd = match.start_round()
    while not rnd.over:
        match.apply_turn(TAKE_DRAW, DISCARD)
    assert rnd.turn_count == MAX_ROUND_TURNS
    d = match.to_record().to_dict()
    seat = (d["rounds"][0]["turns"][-1]["seat"] + 1) % 2
    d["rounds"][0]["turns"].append(turn(seat, "draw", None))
    s = summary_of(d)
    assert len(s["rounds"]) == 1 and s["rounds"][0]["turns"] == MAX_ROUND_TURNS
    assert s["error"] == {"round": 1, "turn": MAX_ROUND_TURNS + 1, "reason": "a turn after the round had ended"}


def test_the_turns_played_as_hinted_stay_with_their_own_round():
    """Each round keeps its own marks through a record: a later round's must not land on the first."""
    match = Match(Rules(target=10_000), rng=random.Random(2))
    rng = random.Random(2)
    while len(match.logs) < 2 or len(match.logs[1].turns) < 3:
        rnd = match.round if match.round is not None and not match.round.over else match.start_round()
        match.apply_action(rng.choice(rnd.legal_actions()))
        match.apply_action(rng.choice(rnd.legal_actions()))
    match.logs[1].hinted = (1, 3)
    replayed = replay_match(match.to_record())[0]
    assert [log.hinted for log in replayed.logs] == [(), (1, 3)]
