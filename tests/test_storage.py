"""The data folder: autosave and resume, bad files kept aside, history, statistics."""

import json
import os
import random
import time

import pytest

from rackoapp.engine import (
    DISCARD, TAKE_DRAW, Match, Rules, SeatInfo, dumps_record, load_record,
)
from rackoapp.storage import DataDir, Statistics, StorageError, opponent_level, player_seat
from rackoapp.storage.statistics import LevelStats

SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))


def played_match(turns: int, seed: int = 4, target: int = 500) -> Match:
    match = Match(Rules(target=target), SEATS, rng=random.Random(seed))
    match.start_round()
    for i in range(turns):
        match.apply_turn(TAKE_DRAW, DISCARD if i % 3 == 0 else (i % 10) + 1)
    return match


def finished_match(seed: int = 1) -> Match:
    """A short match (target 75) played with slot-by-value moves until someone wins."""
    match = Match(Rules(target=75), SEATS, rng=random.Random(seed))
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            match.apply_action(TAKE_DRAW)
            card = rnd.hand
            match.apply_action(min(10, (card - 1) // 4 + 1))
    return match


def test_autosave_resumes_the_same_position(tmp_path):
    data = DataDir(tmp_path)
    data.ensure()
    match = played_match(23)
    data.save_autosave(match.to_record())
    resumed, message = data.load_autosave(random.Random(0))
    assert message is None
    rnd, old = resumed.round, match.round
    assert rnd.racks == old.racks
    assert rnd.draw_pile == old.draw_pile and rnd.discard_pile == old.discard_pile
    assert (rnd.to_move, rnd.dealer, rnd.turn_count) == (old.to_move, old.dealer, old.turn_count)
    assert resumed.totals == match.totals


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],                       # cut short
    lambda text: text.replace('"version":1', '"version":7'),   # from the future
    lambda text: "\x00\xff" + text,                             # not text
])
def test_a_bad_autosave_is_kept_aside_and_never_loaded(tmp_path, damage):
    data = DataDir(tmp_path)
    record = played_match(12).to_record()
    data.autosave.write_text(damage(dumps_record(record)), encoding="latin-1")
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is None
    assert message.startswith("The saved game could not be loaded") and "\n" not in message
    assert not data.autosave.exists()
    kept = list(tmp_path.glob("autosave.json.bad-*"))
    assert len(kept) == 1


def test_a_bad_turn_costs_the_turns_from_it_not_the_match(tmp_path):
    """One damaged turn threw the whole match away, though the record viewer played it on from
    the turn before (playtest): the match goes on from there, the file is kept as it was."""
    data = DataDir(tmp_path)
    match = played_match(12)
    obj = json.loads(dumps_record(match.to_record()))
    obj["rounds"][0]["turns"][8]["slot"] = 11  # no such slot
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is not None and resumed.round.turn_count == 8
    assert message.startswith("The saved game was damaged (round 1, turn 9") and "\n" not in message
    assert "continues from the turn before" in message
    kept = list(tmp_path.glob("autosave.json.bad-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == obj
    # What was played before the damage stands as it was played, and is saved again at once.
    again = played_match(8)
    assert resumed.round.racks == again.round.racks and resumed.round.discard_pile == again.round.discard_pile
    assert data.load_autosave(random.Random(0))[0].round.racks == again.round.racks
    # The damage before any turn: nothing to go on with, as before.
    obj["rounds"][0]["turns"][0]["seat"] = 1 - obj["rounds"][0]["turns"][0]["seat"]
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is None and message.startswith("The saved game could not be loaded")


def test_a_missing_rebuild_order_goes_on_from_a_whole_turn(tmp_path):
    """Review: a missing rebuild order stopped the replay inside the turn whose card was placed
    already; that half-made turn was offered, and the next draw raised on an empty pile. The
    match goes on from the last whole turn, plays on, and its record replays to where it is."""
    from rackoapp.engine import replay_match

    data = DataDir(tmp_path)
    match = played_match(40)
    assert match.round.rebuilds and not match.round.over
    first_rebuild = next(t for t in range(1, 41) if played_match(t).round.rebuilds)
    obj = json.loads(dumps_record(match.to_record()))
    obj["rounds"][0]["rebuilds"] = []
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is not None
    assert message.startswith("The saved game was damaged (round 1, turn %d:" % first_rebuild)
    assert "it continues from the turn before" in message
    rnd = resumed.round
    assert rnd.turn_count == first_rebuild - 1 and len(rnd.history) == rnd.turn_count and rnd.draw_pile
    resumed.apply_turn(TAKE_DRAW, DISCARD)
    again, stop = replay_match(resumed.to_record())
    assert stop is None and again.round.racks == resumed.round.racks and again.totals == resumed.totals


def _round_over_after_a_rebuild() -> Match:
    """A match whose first round was rebuilt and scored, its second round five turns in."""
    for seed in range(50):
        match = Match(Rules(target=500), SEATS, rng=random.Random(seed))
        rnd = match.start_round()
        while not rnd.over:
            i = rnd.turn_count
            match.apply_turn(TAKE_DRAW, DISCARD if i % 3 == 0 else (i % 10) + 1)
        if rnd.rebuilds and not match.over:
            break
    match.start_round()
    for _ in range(5):
        match.apply_turn(TAKE_DRAW, DISCARD)
    return match


@pytest.mark.parametrize("where", ["round in play", "round over"])
def test_an_extra_rebuild_order_is_refused_whole(tmp_path, where):
    """An order the round never used, in the round being played or in one scored already (which
    replayed unscored, review): the record contradicts itself, so it is kept aside with one line
    that names the round alone ("turn 0" read as a bug)."""
    data = DataDir(tmp_path)
    match = played_match(40) if where == "round in play" else _round_over_after_a_rebuild()
    assert match.logs[0].rebuilds
    obj = json.loads(dumps_record(match.to_record()))
    obj["rounds"][0]["rebuilds"].append(obj["rounds"][0]["rebuilds"][0])
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is None
    assert message.startswith("The saved game could not be loaded: round 1: the round lists more "
                              "rebuild orders than it used (kept as autosave.json.bad-")
    assert not data.autosave.exists() and len(list(tmp_path.glob("autosave.json.bad-*"))) == 1


def test_a_tampered_deck_is_refused(tmp_path):
    data = DataDir(tmp_path)
    obj = json.loads(dumps_record(played_match(5).to_record()))
    deck = obj["rounds"][0]["deck"]
    deck[1] = deck[0]  # a card twice
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is None and "deck" in message


def test_a_finished_match_moves_into_the_history(tmp_path):
    data = DataDir(tmp_path)
    match = finished_match()
    data.save_autosave(match.to_record())
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is None and message is None
    assert not data.autosave.exists()
    assert len(data.history_records()) == 1


def test_an_unwritable_folder_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError) as err:
        DataDir(blocker / "sub").ensure()
    assert "\n" not in str(err.value) and "cannot use the data folder" in str(err.value)


def test_statistics_count_a_match(tmp_path):
    match = finished_match()
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.count_match(match)
    s = stats.get("hard")
    you = [r.scores[0] for r in match.results]
    assert (s.matches, s.rounds, s.points) == (1, len(match.results), sum(you))
    assert s.best_round == max(you)
    assert s.rackouts == sum(r.rackout == 0 for r in match.results)
    assert s.matches_won == (match.winner == 0) == (s.streak == 1)
    stats.save()
    again = Statistics(stats.path)
    assert again.load() is None
    assert again.get("hard") == s


def test_a_match_counts_once_however_it_goes_on(tmp_path):
    """Played on from its record (the player has seen every card) or dealt again from the
    same seed, a match is the same match: the fingerprint is its first deal, not its end."""
    from rackoapp.storage import record_id

    first = finished_match(seed=1)
    other_play = Match(Rules(target=75), SEATS, rng=random.Random(1))
    while not other_play.over:  # the same deal, played another way to another end
        rnd = other_play.start_round()
        while not rnd.over:
            other_play.apply_action(TAKE_DRAW)
            other_play.apply_action(min(10, (rnd.hand - 1) // 5 + 1))
    assert other_play.to_record().to_dict() != first.to_record().to_dict()
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.count_match(first, record_id(first.to_record()))
    assert not stats.count_match(other_play, record_id(other_play.to_record()))
    assert stats.get("hard").matches == 1
    another_deal = finished_match(seed=2)
    assert stats.count_match(another_deal, record_id(another_deal.to_record()))
    assert stats.get("hard").matches == 2


def test_a_match_counts_once_even_after_a_hundred_others(tmp_path):
    """Only the last 100 fingerprints were kept: a match played on from its record after 100 others
    counted a second time (code review). Each is written and read back with the file."""
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.first_count("the first match")
    for i in range(5000):
        assert stats.first_count(f"match {i:019d}")
    stats.save()
    again = Statistics(stats.path)
    assert again.load() is None
    assert not again.first_count("the first match") and not again.first_count(f"match {0:019d}")


def test_a_damaged_statistics_file_that_cannot_be_kept_aside_is_not_written_over(tmp_path, monkeypatch):
    """Read in part and not copied aside, a file was left alone; damaged and not renamed aside, it
    was written over at the next save, counts and all (code review)."""
    import rackoapp.storage.statistics as statistics_mod

    path = tmp_path / "statistics.json"
    damaged = b'{"levels": {"hard": {"matches": 42, '
    path.write_bytes(damaged)
    monkeypatch.setattr(statistics_mod, "keep_aside", lambda p: None)  # refused: the file in use on Windows
    stats = Statistics(path)
    problem = stats.load()
    assert problem is not None and problem.code == "statistics_left_alone"
    assert stats.count_match(finished_match())
    with pytest.raises(OSError):
        stats.save()
    assert path.read_bytes() == damaged


def test_statistics_streaks():
    stats = Statistics("unused.json")
    won, lost = finished_match(1), finished_match(1)
    won.winner, lost.winner = 0, 1
    for m in (won, won, lost, won):
        stats.count_match(m)
    s = stats.get("hard")
    assert (s.matches, s.matches_won, s.streak, s.best_streak) == (4, 3, 1, 2)


def test_who_the_statistics_are_about():
    match = Match(Rules(seats=3), (SeatInfo("A", "computer", "easy"), SeatInfo("B", "human"),
                                   SeatInfo("C", "computer", "medium")), rng=random.Random(1))
    assert opponent_level(match) == "medium" and player_seat(match) == 1


def test_with_partners_a_computer_partner_is_no_opponent():
    """Beside a Hard partner against two Easy players, the match counted under Hard (review)."""
    seats = (SeatInfo("Ann", "computer", "easy"), SeatInfo("You", "human"), SeatInfo("Bob", "computer", "easy"),
             SeatInfo("Pat", "computer", "hard"))
    match = Match(Rules(seats=4, partners=True), seats, rng=random.Random(1))
    assert opponent_level(match) == "easy"
    alone = Match(Rules(seats=4), seats, rng=random.Random(1))
    assert opponent_level(alone) == "hard"  # without partners Pat plays against you
    people = (SeatInfo("You", "human"), SeatInfo("Ann", "human"), SeatInfo("Pat", "computer", "hard"),
              SeatInfo("Bob", "human"))  # Pat your partner: no computer against you
    assert opponent_level(Match(Rules(seats=4, partners=True), people, rng=random.Random(1))) is None


def test_statistics_saved_again_by_an_editor_with_a_byte_order_mark_are_read(tmp_path):
    """Notepad's byte-order mark made the file "damaged": every count started again at 0 (review).
    The record reader took it already."""
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.get("hard").matches = 7
    stats.save()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    again = Statistics(path)
    assert again.load() is None and again.get("hard").matches == 7
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json"]


@pytest.mark.parametrize("junk", [b"", b"{", b"[]", b'{"levels": 3}', b"\xff\xfe"])
def test_damaged_statistics_start_afresh(tmp_path, junk):
    path = tmp_path / "statistics.json"
    path.write_bytes(junk)
    stats = Statistics(path)
    stats.get("hard").matches = 7  # what a previous file said must not survive
    reason = stats.load()
    assert reason is not None and "damaged" in reason
    s = stats.get("hard")
    assert (s.matches, s.rounds, s.points) == (0, 0, 0)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == junk
    stats.save()  # a fresh file takes the damaged one's place
    again = Statistics(path)
    assert again.load() is None and again.get("hard").matches == 0


def test_out_of_range_counts_read_as_zero_and_are_told_with_the_file_kept(tmp_path):
    """Odd counts become 0 and the good ones are read; the player is told, and the file as it was
    is kept beside it before a save writes the zeros (they went without a word)."""
    path = tmp_path / "statistics.json"
    text = ('{"levels": {"hard": {"matches": -4, "rounds": "x", "points": 1e400, "history": [120, 300]},'
            ' "easy": {"matches": 2, "matches_won": 1, "best_streak": 1}}}')
    path.write_text(text)
    stats = Statistics(path)
    problem = stats.load()
    assert problem is not None and problem.code == "statistics_partly_read"
    s = stats.get("hard")
    assert (s.matches, s.rounds, s.points, s.history) == (0, 0, 0, [120, 300])
    assert (stats.get("easy").matches, stats.get("easy").matches_won) == (2, 1)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]
    assert len(kept) == 1 and kept[0].read_text() == text and kept[0].name in str(problem)
    again = Statistics(path)  # the next start: the file was made sound at once
    assert again.load() is None and again.get("hard").history == [120, 300]
    assert len([p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]) == 1


@pytest.mark.parametrize("twice", [
    '{"levels": {"hard": {"matches": 40, "matches_won": 20}}, "levels": {}}',
    '{"levels": {"hard": {"matches": 40, "matches_won": 20}, "hard": {}}}',
    '{"levels": {"hard": {"matches": 40, "matches": 4, "matches_won": 2}}}',
    '{"levels": {}, "counted": ["a"], "counted": []}',
])
def test_a_key_given_twice_is_told_with_the_file_kept(tmp_path, twice):
    """json keeps the last of two equal keys without a word: a second "levels" or "hard" wiped 40
    matches at the next save, and a second "counted" could count a match twice (hostile-input
    review). Read in part: told, and the file as it was kept beside it."""
    path = tmp_path / "statistics.json"
    path.write_text(twice)
    stats = Statistics(path)
    problem = stats.load()
    assert problem is not None and problem.code == "statistics_partly_read"
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]
    assert len(kept) == 1 and kept[0].read_text() == twice and kept[0].name in str(problem)


@pytest.mark.parametrize("odd", ['{"history": [5, "x"]}', '{"losses": 7}', '[1]', '{"streak": true}',
                                 '{"losses": [500, 10001]}'])  # past what a move can cost (review)
def test_every_odd_value_is_told(tmp_path, odd):
    path = tmp_path / "statistics.json"
    path.write_text('{"levels": {"easy": %s, "hard": {"matches": 2}}}' % odd)
    stats = Statistics(path)
    assert stats.load().code == "statistics_partly_read"
    assert stats.get("hard").matches == 2


@pytest.mark.parametrize("counts", [
    {"matches": 3, "matches_won": 7},  # "Matches won 7 (233%)" (playtest)
    {"rounds": 2, "rounds_won": 5, "points": 50},
    {"rounds": 2, "rackouts": 3, "points": 50},
    {"matches": 20, "matches_won": 12, "streak": 12, "best_streak": 3},
    {"matches": 20, "matches_won": 2, "streak": 0, "best_streak": 3},
    {"rounds": 2, "points": 1_000_000_000, "best_round": 999_999},
    {"rounds": 2, "points": 60, "best_round": 75},
])
def test_counts_that_cannot_be_true_together_are_told_and_start_again(tmp_path, counts):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"levels": {"medium": counts, "hard": {"matches": 2, "matches_won": 1,
                                                                      "streak": 1, "best_streak": 1}}}))
    stats = Statistics(path)
    assert stats.load().code == "statistics_partly_read"
    assert stats.get("medium") == LevelStats()
    assert (stats.get("hard").matches, stats.get("hard").matches_won) == (2, 1)  # the sound level is kept


def test_counts_as_counting_leaves_them_are_consistent(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"levels": {"medium": {
        "matches": 5, "matches_won": 3, "rounds": 40, "rounds_won": 20, "rackouts": 15,
        "best_round": 475, "points": 2500, "streak": 2, "best_streak": 3}}}))
    stats = Statistics(path)
    assert stats.load() is None and stats.get("medium").best_round == 475


def test_a_sound_file_with_a_long_history_is_not_odd(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"levels": {"hard": {"history": list(range(80)), "losses": [], "matches": 9}}}))
    stats = Statistics(path)
    assert stats.load() is None and stats.get("hard").history == list(range(30, 80))


def test_odd_counts_that_cannot_be_kept_leave_the_file_alone(tmp_path, monkeypatch):
    import rackoapp.storage.statistics as statistics_mod

    monkeypatch.setattr(statistics_mod, "copy_aside", lambda path, data: None)
    path = tmp_path / "statistics.json"
    text = '{"levels": {"hard": {"matches": "lots", "rounds": 4}}}'
    path.write_text(text)
    stats = Statistics(path)
    assert stats.load().code == "statistics_left_alone" and not stats.writable
    with pytest.raises(OSError):
        stats.save()
    assert path.read_text() == text


@pytest.mark.parametrize("text", [
    '{"levels": {"grandmaster": {"matches": 3}, "hard": {"matches": 2}}}',  # a level it does not know
    '{"levels": {"hard": {"matches": 2}}, "counted": ["abc", 7]}',          # a fingerprint not text
    '{"levels": {"hard": {"matches": 2}}, "counted": "abc"}',
])
def test_what_it_cannot_keep_is_told_and_kept_aside(tmp_path, text):
    """A level or a fingerprint it would drop at the next save is odd too (review): told, and
    the file as it was kept beside it."""
    path = tmp_path / "statistics.json"
    path.write_text(text)
    stats = Statistics(path)
    assert stats.load().code == "statistics_partly_read"
    assert stats.get("hard").matches == 2
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]
    assert len(kept) == 1 and kept[0].read_text() == text


def test_a_round_is_won_by_its_rack_o_even_when_a_partner_s_bonus_scores_more():
    """Partners: the seat that went Rack-O scored 75, its partner 80 with the run bonus. The
    banner said the round was the Rack-O's; the statistics counted 2 Rack-Os and 1 round won
    (playtest). A round without a Rack-O is won by the best score alone."""
    from rackoapp.engine import RoundResult
    from rackoapp.storage.statistics import round_won

    racks = ((),) * 4
    partners = RoundResult(dealer=3, rackout=0, scores=(75, 20, 80, 15), turns=30, racks=racks)
    assert round_won(partners, 0) and not round_won(partners, 2)
    stalled = RoundResult(dealer=0, rackout=None, scores=(40, 45, 35), turns=90, racks=racks[:3],
                          ended_by="stalemate")
    assert round_won(stalled, 1) and not round_won(stalled, 0)
    level = RoundResult(dealer=0, rackout=None, scores=(45, 45, 35), turns=90, racks=racks[:3],
                        ended_by="stalemate")
    assert not any(round_won(level, seat) for seat in range(3))


def test_a_match_counted_abandoned_then_finished_from_its_record_gets_no_chart_point(tmp_path):
    """Counted when given up, then played on from its record to the end (its cards known), it was
    charted in the same session (review): only a match counted as finished awaits its point."""
    from rackoapp.storage import record_id

    stats = Statistics(tmp_path / "statistics.json")
    match = finished_match(3)
    match_id = record_id(match.to_record())
    partial = Match(Rules(target=75), SEATS, rng=random.Random(3))
    partial.start_round()
    for _ in range(4):
        partial.apply_turn(TAKE_DRAW, DISCARD)
    assert stats.count_abandoned(partial, match_id)
    assert not stats.count_match(match, match_id)  # counted once already
    assert not stats.add_mean_loss(match, 0.3, match_id)
    assert not stats.get("hard").losses
    other = finished_match(5)
    assert stats.count_match(other, record_id(other.to_record()))  # a finished match still is
    assert stats.add_mean_loss(other, 0.3, record_id(other.to_record()))


def test_a_reset_forgets_the_chart_points_still_due(tmp_path):
    """Reset at the banner of a match just ended: its review landed a moment later and charted
    it into the fresh statistics (review)."""
    from rackoapp.storage import record_id

    stats = Statistics(tmp_path / "statistics.json")
    match = finished_match(3)
    match_id = record_id(match.to_record())
    early = finished_match(5)
    stats.add_mean_loss(early, 0.4, record_id(early.to_record()))  # graded before it was counted
    assert stats.count_match(match, match_id)
    stats.reset()
    assert not stats.add_mean_loss(match, 0.3, match_id)
    assert stats.count_match(early, record_id(early.to_record()))  # counted now: its early grade is gone
    assert not stats.get("hard").losses and stats.get("hard").matches == 1


# -- pinned by mutation testing: each test below failed on a change no other test saw -------


def test_a_match_dropped_unplayed_takes_only_its_own_autosave(tmp_path):
    """A match nobody played gives way without being filed: its autosave goes, and only its own.
    Another match's autosave (the one left by quitting) must stay, or it is lost."""
    data = DataDir(tmp_path)
    data.ensure()
    kept, other = played_match(5, seed=4), played_match(3, seed=9)
    data.save_autosave(kept.to_record())
    assert not data.drop_autosave_of(other.to_record())
    assert data.autosave.exists() and data.load_autosave(random.Random(0))[0].round.racks == kept.round.racks
    assert data.drop_autosave_of(kept.to_record())
    assert not data.autosave.exists()


def test_a_name_taken_gets_the_next_free_number(tmp_path):
    """Two matches filed in the same second, or two damaged files kept aside in it, each keep
    their own file (and the search for a free name ends)."""
    from rackoapp.storage.datadir import free_name

    assert free_name(tmp_path, "match-X", ".json") == tmp_path / "match-X.json"
    (tmp_path / "match-X.json").write_text("1")
    (tmp_path / "match-X-2.json").write_text("2")
    assert free_name(tmp_path, "match-X", ".json") == tmp_path / "match-X-3.json"


def _in_round_two(turns: int) -> Match:
    """A match whose first round is over and whose second has ``turns`` turns played."""
    match = Match(Rules(target=10_000), SEATS, rng=random.Random(5))
    rnd = match.start_round()
    while not rnd.over:
        match.apply_action(TAKE_DRAW)
        match.apply_action(min(10, (rnd.hand - 1) // 4 + 1))
    match.start_round()
    for i in range(turns):
        match.apply_turn(TAKE_DRAW, DISCARD if i % 3 == 0 else (i % 10) + 1)
    return match


@pytest.mark.parametrize("round_index, turn_index, results, turns", [(0, 1, 0, 1), (1, 0, 1, None), (1, 2, 1, 2)])
def test_a_damaged_turn_goes_on_from_the_turn_before_it(tmp_path, round_index, turn_index, results, turns):
    """The damage at a round's second turn costs that turn, not the round; at a later round's
    first turn it costs nothing of the rounds before: the match stands at the end of the round
    before (None), its next deal to come."""
    data = DataDir(tmp_path)
    match = _in_round_two(4) if round_index else played_match(6)
    obj = json.loads(dumps_record(match.to_record()))
    obj["rounds"][round_index]["turns"][turn_index]["slot"] = 11  # no such slot
    data.autosave.write_text(json.dumps(obj))
    resumed, message = data.load_autosave(random.Random(0))
    assert resumed is not None, message
    assert len(resumed.results) == results
    if turns is None:
        assert resumed.round.over and resumed.round.turn_count == match.results[0].turns
    else:
        assert not resumed.round.over and resumed.round.turn_count == turns
    assert "continues from the turn before" in message


def test_statistics_that_could_not_be_read_are_never_written_over(tmp_path, monkeypatch):
    """A file the system would not let it read (no permission, a bad disk) holds counts it never
    saw: the next save must leave it as it is."""
    import rackoapp.storage.statistics as statistics_mod

    path = tmp_path / "statistics.json"
    path.write_bytes(b'{"secret": "counts"}')

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(statistics_mod, "read_regular_file", refuse)
    stats = Statistics(path)
    assert stats.load().code == "statistics_unreadable"
    assert stats.count_match(finished_match())
    with pytest.raises(OSError):
        stats.save()
    assert path.read_bytes() == b'{"secret": "counts"}'


def test_a_human_holding_a_drawn_card_has_touched_the_match():
    """Given up then, it is a match played (counted as abandoned, kept in the history), not one
    nobody touched."""
    from rackoapp.storage.statistics import untouched

    match = Match(Rules(), SEATS, rng=random.Random(2))
    rnd = match.start_round()
    if rnd.to_move != 0:
        match.apply_turn(TAKE_DRAW, DISCARD)
    assert untouched(match)
    match.apply_action(TAKE_DRAW)
    assert rnd.to_move == 0 and not untouched(match)


def test_rounds_won_are_counted_and_a_reset_is_kept_on_disk(tmp_path):
    from rackoapp.storage.statistics import round_won

    match = finished_match()
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.count_match(match)
    won = sum(round_won(r, 0) for r in match.results)
    assert won and stats.get("hard").rounds_won == won
    stats.save()
    stats.reset()
    again = Statistics(stats.path)
    assert again.load() is None and not again.levels


def test_a_finished_match_filed_says_where(tmp_path):
    data = DataDir(tmp_path)
    data.ensure()
    match = finished_match()
    data.save_autosave(match.to_record())
    where = data.file_finished(match.to_record(), match, Statistics(tmp_path / "statistics.json"))
    assert where is not None and where.parent == data.history and where.exists()
    assert data.history_records() == [where] and not data.autosave.exists()


def test_every_write_reaches_the_disk_before_it_counts(tmp_path, monkeypatch):
    """A power cut right after a save must find the file whole: the data is synced before the
    rename, and the folder after it."""
    import os

    synced = []
    real = os.fsync

    def spy(fd):
        st = os.fstat(fd)
        synced.append(("dir" if os.path.stat.S_ISDIR(st.st_mode) else st.st_size))
        real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    data = DataDir(tmp_path)
    data.ensure()
    synced.clear()
    data.save_autosave(played_match(5).to_record())
    size = data.autosave.stat().st_size
    assert synced.index(size) < synced.index("dir"), synced


def _refusing_large_writes(monkeypatch, limit: int) -> None:
    """A disk with room for ``limit`` bytes a file: a larger write fails as a full disk does."""
    import errno

    import rackoapp.storage.datadir as datadir_mod

    real = datadir_mod.write_atomic

    def write(path, data, *args):
        if len(data) > limit:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data, *args)

    monkeypatch.setattr(datadir_mod, "write_atomic", write)


def test_a_match_saved_while_a_finished_one_waits_is_filed_when_it_gives_way(tmp_path, monkeypatch):
    """A finished match the full disk refuses waits in memory; a new, shorter match saved
    meanwhile holds the autosave. When that one gives way to a third, it goes into the history
    (it was taken for the finished match's old snapshot, left in place, and the third match's
    save wrote over it), and the finished match is filed once there is room."""
    data = DataDir(tmp_path)
    data.ensure()
    stats = Statistics(tmp_path / "statistics.json")
    finished = finished_match()
    data.save_autosave(finished.to_record())  # its last snapshot, before the end was filed
    size = len(dumps_record(finished.to_record()).encode("utf-8"))
    _refusing_large_writes(monkeypatch, size - 1)
    with pytest.raises(StorageError):
        data.file_finished(finished.to_record(), finished, stats)
    assert data.pending
    short = played_match(3, seed=8)
    data.save_autosave(short.to_record())
    where = data.archive_autosave()
    assert where is not None and load_record(where) == short.to_record()
    monkeypatch.undo()  # room made
    assert data.retry_pending() and not data.pending
    filed = [load_record(p) for p in data.history_records()]
    assert sorted(len(r.rounds[-1].turns) for r in filed) == sorted(
        len(r.rounds[-1].turns) for r in (short.to_record(), finished.to_record()))
    again = Statistics(stats.path)
    assert again.load() is None and again.get("hard").matches == 1


def test_a_finished_match_waiting_while_another_is_saved_is_filed_and_counted_beside_it(tmp_path, monkeypatch):
    """Room made while a newer match holds the autosave: the finished one goes straight into the
    history, is counted on disk, and says where it went; the newer match's autosave stays."""
    data = DataDir(tmp_path)
    data.ensure()
    stats = Statistics(tmp_path / "statistics.json")
    finished = finished_match()
    data.save_autosave(finished.to_record())
    _refusing_large_writes(monkeypatch, len(dumps_record(finished.to_record()).encode("utf-8")) - 1)
    with pytest.raises(StorageError):
        data.file_finished(finished.to_record(), finished, stats)
    newer = played_match(3, seed=8)
    data.save_autosave(newer.to_record())
    monkeypatch.undo()
    assert data.retry_pending() and not data.pending
    assert data.filed is not None and data.history_records() == [data.filed]
    assert load_record(data.filed) == finished.to_record()
    assert load_record(data.autosave) == newer.to_record()
    again = Statistics(stats.path)
    assert again.load() is None and again.get("hard").matches == 1


def test_the_most_a_chart_can_hold_is_what_the_coach_can_charge():
    from rackoapp.coach import LOSS_CAP
    from rackoapp.storage.statistics import MAX_LOSS

    assert MAX_LOSS == round(LOSS_CAP * 1000)


def test_a_newer_app_s_statistics_are_read_and_said_to_be_newer(tmp_path):
    """A newer version's file, otherwise sound, was told as "some statistics could not be read
    and start again from 0", every count read and kept (statistics review)."""
    path = tmp_path / "statistics.json"
    text = json.dumps({"format": "rackoapp-statistics", "version": 2,
                       "levels": {"hard": {"matches": 2, "matches_won": 1, "streak": 1, "best_streak": 1}}})
    path.write_text(text)
    stats = Statistics(path)
    problem = stats.load()
    assert problem is not None and problem.code == "statistics_newer" and "newer RackoApp" in str(problem)
    assert (stats.get("hard").matches, stats.get("hard").matches_won) == (2, 1)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.bad-")]
    assert len(kept) == 1 and kept[0].read_text() == text and kept[0].name in str(problem)
    assert Statistics(path).load() is None  # saved as this version: sound from now on
    path.write_text(text.replace('"version": 2', '"version": 0'))  # an older one is no version this app wrote
    assert Statistics(path).load().code == "statistics_partly_read"


def test_an_autosave_filed_later_is_named_by_when_it_was_last_played(tmp_path):
    """Given up at a start three days on (--seats), the match was listed by that start's date,
    where Open record promises when it was last played (statistics review)."""
    data = DataDir(tmp_path)
    data.ensure()
    data.save_autosave(played_match(3, seed=8).to_record())
    played = time.time() - 3 * 86400
    os.utime(data.autosave, (played, played))
    where = data.archive_autosave()
    assert where is not None and where.parent == data.history
    assert where.name == time.strftime("match-%Y%m%d-%H%M%SZ.json", time.gmtime(played))


def test_the_note_of_a_match_given_up_names_the_file_it_moved_to(tmp_path):
    """A kill between the move and the count is caught at the next start by the note: it names
    the file the match went to, not 'the newest', which a match filed with the clock ahead
    outranked (clock review); a name that is no history file's (a hostile note) names none."""
    data = DataDir(tmp_path)
    data.ensure()
    data.history.mkdir()
    ahead = time.strftime("match-%Y%m%d-%H%M%S.json", time.localtime(time.time() + 7200))
    (data.history / ahead).write_text(dumps_record(played_match(2, seed=3).to_record()), encoding="utf-8")
    data.save_autosave(played_match(3, seed=8).to_record())
    where = data.archive_autosave(noting="0123456789abcdef01234567")
    assert where is not None and where.name != ahead
    assert data.giving_up_note() == ("0123456789abcdef01234567", where)
    (tmp_path / DataDir.GIVING_UP).write_text("0123456789abcdef01234567\n../statistics.json")
    # A note naming none: the newest, as before.
    assert data.giving_up_note() == ("0123456789abcdef01234567", data.history / ahead)


@pytest.mark.skipif(not hasattr(time, "tzset"), reason="the zone is changed with time.tzset (POSIX)")
def test_matches_filed_across_a_move_west_are_listed_newest_first(tmp_path, monkeypatch):
    """Named by local time, a match filed an hour later in New York than one in Amsterdam got
    the earlier name: Open record listed it below, and called the original the copy played on
    from it (clock review). Names are in UTC; a name of an earlier version (local) still reads."""
    from rackoapp.storage.datadir import filed_at
    from rackoapp.ui.dialogs.open_record import list_records

    data = DataDir(tmp_path)
    data.ensure()
    first = 1_780_000_000.0  # a summer's evening, 2026
    filed = []
    try:
        for zone, when, seed in (("Europe/Amsterdam", first, 8), ("America/New_York", first + 3600, 9)):
            monkeypatch.setenv("TZ", zone)
            time.tzset()
            data.save_autosave(played_match(3, seed=seed).to_record())
            os.utime(data.autosave, (when, when))
            filed.append(data.archive_autosave())
        assert [filed_at(p.name)[0] for p in filed] == [first, first + 3600]
        assert [p for p, _ in list_records(data.history)[0]] == filed[::-1]
        assert data.newest_filed() == filed[1]
        assert filed_at("match-20260528-220640.json")[0] == time.mktime((2026, 5, 28, 22, 6, 40, 0, 0, -1))
    finally:
        monkeypatch.undo()
        time.tzset()
