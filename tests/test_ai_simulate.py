"""``rackoapp simulate``: output shape, options, determinism, one-line usage errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rackoapp.cli import main


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


@pytest.mark.parametrize("argv", [
    ["--seats", "hard"],
    ["--seats", "hard,baseline,easy,medium,hard"],
    ["--seats", "hard,grandmaster"],
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
