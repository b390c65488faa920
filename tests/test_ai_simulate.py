"""``rackoapp simulate``: output shape, options, determinism, one-line usage errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rackoapp.cli import main
from rackoapp.engine import load_record, replay_summary


def _run(capsys, *argv):
    code = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_table_output(capsys):
    code, out, _ = _run(capsys, "--seats", "hard,baseline", "--rounds", "4", "--seed", "3")
    assert code == 0
    d = json.loads(out)
    assert list(d) == ["rounds", "wins", "win_rate", "mean_points", "mean_turns", "decision_ms"]
    assert d["rounds"] == 4 and len(d["wins"]) == 2 and sum(d["wins"]) <= 4
    assert d["win_rate"] == [w / 4 for w in d["wins"]]
    assert set(d["decision_ms"]) == {"p50", "p99", "max"}
    assert d["decision_ms"]["p50"] <= d["decision_ms"]["p99"] <= d["decision_ms"]["max"]


def test_same_seed_same_output(capsys):
    args = ("--seats", "medium,easy,baseline,medium", "--rounds", "6", "--seed", "9", "--partners")
    a = json.loads(_run(capsys, *args)[1])
    b = json.loads(_run(capsys, *args)[1])
    a.pop("decision_ms"), b.pop("decision_ms")  # wall-clock measurements
    assert a == b


def test_rules_options(capsys):
    code, out, _ = _run(capsys, "--seats", "easy,medium", "--rounds", "5", "--no-two-player-run",
                        "--bonus-runs", "--rebuild", "classic", "--max-rebuilds", "none",
                        "--target", "75")
    assert code == 0 and json.loads(out)["rounds"] == 5


def test_solo_output(capsys):
    code, out, _ = _run(capsys, "--solo", "hard", "--rounds", "5", "--seed", "1")
    assert code == 0
    d = json.loads(out)
    assert list(d) == ["rounds", "mean_turns", "median_turns", "decision_ms"]
    assert d["rounds"] == 5 and d["mean_turns"] > 0


def test_decision_times_stay_in_bounded_memory_and_the_slowest_is_exact(monkeypatch):
    """Every decision's time was kept in a list that grew about 7 KB a round: the 10,000,000
    rounds simulate takes ran out of memory, with a traceback (AI review). Past a cap an even
    sample is kept, and the slowest apart; the summaries are as before."""
    import itertools
    import random
    import statistics
    from collections import Counter

    from rackoapp.ai import simulate
    from rackoapp.engine import Rules

    times = simulate.DecisionTimes()
    monkeypatch.setattr(simulate.DecisionTimes, "CAP", 64)
    rng = random.Random(5)
    seen = [rng.random() for _ in range(10_000)]
    for t in seen:
        times.append(t)
    assert len(times.kept) < 64 and list(times.kept) == seen[::times.stride][:len(times.kept)]
    assert simulate._percentiles(times)["max"] == round(max(seen) * 1000, 4)
    assert abs(simulate._percentiles(times)["p50"] - statistics.median(seen) * 1000) < 100

    # Each loop keeps its times so: a clock of rising ticks makes its last decision the slowest.
    ticks = itertools.count()
    rounds = simulate.play_table(["easy", "easy"], Rules(seats=2), 30, 1, clock=lambda: next(ticks) ** 2)
    ticks = itertools.count()
    matches = simulate.play_matches(["easy", "easy"], Rules(seats=2, target=75), 2, 1,
                                    clock=lambda: next(ticks) ** 2)
    for summary in (rounds, matches):
        decisions = 2 * round(summary["mean_turns"] * 2 * summary["rounds"])
        assert summary["decision_ms"]["max"] == (2 * (2 * decisions - 1) - 1) * 1000, summary
    assert simulate._median(Counter([3, 1, 2, 8])) == statistics.median([3, 1, 2, 8]) == 2.5
    assert simulate._median(Counter([4, 4, 9])) == 4


MATCH_KEYS = ["matches", "rounds", "wins", "win_rate", "mean_points", "mean_turns",
              "match_wins", "match_win_rate", "decision_ms"]


def test_matches_play_to_the_target_and_write_replayable_records(capsys, tmp_path):
    folder = tmp_path / "records"
    code, out, _ = _run(capsys, "--seats", "hard,hard-v1", "--matches", "3", "--target", "150",
                        "--seed", "4", "--record-dir", str(folder))
    assert code == 0
    d = json.loads(out)
    assert list(d) == MATCH_KEYS
    assert d["matches"] == 3 and sum(d["match_wins"]) == 3
    assert d["match_win_rate"] == [round(w / 3, 6) for w in d["match_wins"]]
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["match-0001.json", "match-0002.json", "match-0003.json"]
    rounds, wins = 0, [0, 0]
    dealers = []
    for f in files:
        summary = replay_summary(load_record(f))
        assert summary["error"] is None and summary["complete"]
        assert max(summary["totals"]) >= 150
        wins[summary["winner"]] += 1
        rounds += len(summary["rounds"])
        dealers.append([r["dealer"] for r in summary["rounds"]])
    # The JSON counts what the records hold.
    assert wins == d["match_wins"] and rounds == d["rounds"]
    # The deal passes to the left every round, as in the window.
    for ds in dealers:
        assert all(b == (a + 1) % 2 for a, b in zip(ds, ds[1:]))
    # The yardstick is named in the seat's name; the record keeps a level it knows.
    seats = load_record(files[0]).seats
    assert seats[1].name == "hard-v1 1" and seats[1].level == "hard"


def test_matches_with_partners_credit_both_seats_of_a_team(capsys):
    code, out, _ = _run(capsys, "--seats", "medium,easy,medium,easy", "--partners", "--matches", "2",
                        "--target", "100", "--seed", "2")
    assert code == 0
    d = json.loads(out)
    assert d["match_wins"][0] == d["match_wins"][2] and d["match_wins"][1] == d["match_wins"][3]
    assert d["match_wins"][0] + d["match_wins"][1] == 2


def test_matches_same_seed_same_output(capsys):
    args = ("--seats", "hard-v1,medium,easy", "--matches", "2", "--target", "100", "--seed", "6")
    a = json.loads(_run(capsys, *args)[1])
    b = json.loads(_run(capsys, *args)[1])
    a.pop("decision_ms"), b.pop("decision_ms")
    assert a == b


def test_running_out_of_memory_is_one_line_exit_2(capsys, monkeypatch):
    from rackoapp.cli import simulate

    def too_much(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(simulate, "play_table", too_much)
    code, out, err = _run(capsys, "--seats", "easy,easy", "--rounds", "10")
    assert (code, out, err) == (2, "", "rackoapp: out of memory\n")


@pytest.mark.parametrize("argv", [
    ["--matches", "0"],
    ["--matches", "2", "--rounds", "5"],
    ["--solo", "hard", "--matches", "2"],
    ["--record-dir", "somewhere", "--rounds", "2"],
    ["--matches", "1", "--record-dir", "/dev/null/records"],

    ["--seats", "hard"],
    ["--seats", "hard,baseline,easy,medium,hard"],
    ["--seats", "hard,grandmaster"],
    ["--seats", "hard,hard-v2"],
    ["--seats", ""],
    ["--rounds", "0"],
    ["--rounds", "many"],
    ["--seed", "x"],
    ["--partners"],
    ["--seats", "hard,easy,medium", "--partners"],
    ["--target", "0"],
    ["--max-rebuilds", "-1"],
    ["--max-rebuilds", "lots"],
    ["--rebuild", "sorted"],
    ["--solo", "nobody"],
    ["--frobnicate"],
])
def test_argument_errors_are_one_line_exit_2(capsys, argv):
    code, out, err = _run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err


def test_python_dash_m_entry_point():
    out = subprocess.run([sys.executable, "-m", "rackoapp", "simulate", "--solo", "baseline",
                          "--rounds", "3"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["rounds"] == 3
    bad = subprocess.run([sys.executable, "-m", "rackoapp", "simulate", "--seats", "x,y"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_the_ai_layer_knows_nothing_of_the_command_line():
    import ast
    import pathlib

    import rackoapp.ai

    folder = pathlib.Path(rackoapp.ai.__file__).parent
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names]
        names += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        assert not [n for n in names if n.startswith("rackoapp.cli") or n == "argparse"], path.name
