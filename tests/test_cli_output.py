"""The command line's output and files when the disk, the pipe or the user's folder says no.

A result that cannot be written is one line and exit 2 (never a traceback, nor
the status 1 of an illegal turn); a screenshot replaces a picture only whole; a
record folder's files are never written over.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rackoapp import __version__
from rackoapp.cli import build_parser, main
from rackoapp.cli import progress as progress_module
from rackoapp.cli import simulate as simulate_cli

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX pipes, shells and limits")
needs_dev_full = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
FAST_MATCH = ("--seats", "easy,easy", "--target", "50", "--quiet")


def command(*args, stdout=subprocess.PIPE, preexec_fn=None, timeout=180):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "rackoapp", *args], stdout=stdout, stderr=subprocess.PIPE,
                          text=True, env=env, timeout=timeout, preexec_fn=preexec_fn)


def assert_one_line(proc, words: str) -> None:
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    assert main(["simulate", "--matches", "1", *FAST_MATCH, "--record-dir", str(folder)]) == 0
    return folder / "match-0001.json"


def output_commands(record: Path, folder: Path) -> dict[str, tuple[str, ...]]:
    return {
        "replay": ("replay", str(record)),
        "review": ("review", str(record)),
        "simulate": ("simulate", "--rounds", "3", "--quiet"),
        "screenshot": ("--screenshot", str(folder / "table.png")),
        "self-test": ("--self-test",),
        "version": ("--version",),
        "help": ("review", "--help"),
    }


# -- 1. a result that cannot be written ----------------------------------------------

@needs_dev_full
@pytest.mark.parametrize("name", ["replay", "review", "simulate", "screenshot", "self-test", "version", "help"])
def test_a_full_disk_under_the_output_is_one_line_and_exit_2(record, tmp_path, name):
    with open("/dev/full", "w") as full:
        proc = command(*output_commands(record, tmp_path)[name], stdout=full)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == "rackoapp: cannot write the output: No space left on device\n"


@posix_only
@pytest.mark.parametrize("name", ["replay", "review", "simulate", "version"])
def test_a_pipe_closed_before_the_output_is_one_line_and_exit_2(record, tmp_path, name):
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written, as `| head -c1` can be
    try:
        proc = command(*output_commands(record, tmp_path)[name], stdout=write_end)
    finally:
        os.close(write_end)
    assert proc.returncode == 2, proc.stderr
    # Not followed by Python's "Exception ignored ... BrokenPipeError" at exit.
    assert proc.stderr == "rackoapp: cannot write the output: Broken pipe\n"


@posix_only
def test_a_closed_stdout_is_said_not_dropped(record):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(["sh", "-c", '"$0" -m rackoapp replay "$1" >&-', sys.executable, str(record)],
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == "rackoapp: cannot write the output: stdout is closed\n"


def test_the_output_is_written_whole_when_it_can_be(record):
    proc = command("replay", str(record))
    assert proc.returncode == 0 and proc.stderr == ""
    assert json.loads(proc.stdout)["error"] is None


# -- 2. a screenshot over an existing picture ----------------------------------------

@posix_only
def test_a_screenshot_that_cannot_be_written_leaves_the_old_picture(tmp_path):
    resource = pytest.importorskip("resource")
    old = b"\x89PNG the picture of yesterday" * 10
    target = tmp_path / "table.png"
    target.write_bytes(old)

    def small_files() -> None:  # the disk fills up a few kilobytes into the new picture
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    proc = command("--screenshot", str(target), preexec_fn=small_files)
    assert proc.returncode == 2
    assert_one_line(proc, f"rackoapp: cannot write {target}: File too large")
    assert target.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.png"]  # no temp file left


def test_a_screenshot_replaces_the_old_picture_and_keeps_its_mode(tmp_path):
    from PySide6.QtGui import QImage

    target = tmp_path / "table.png"
    target.write_bytes(b"old")
    target.chmod(0o640)
    proc = command("--screenshot", str(target))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"{target}: 1280x800\n"
    assert QImage(str(target)).size().toTuple() == (1280, 800)
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.png"]


@pytest.mark.parametrize("where, reason", [
    ("missing/table.png", "the folder {tmp}/missing does not exist"),
    ("folder.png", "it is a folder"),
    ("afile/table.png", "{tmp}/afile is a file, not a folder"),  # "does not exist", it said (CLI review)
])
def test_a_screenshot_that_cannot_be_written_says_why(tmp_path, where, reason):
    (tmp_path / "folder.png").mkdir()
    (tmp_path / "afile").write_text("")
    target = tmp_path / where
    proc = command("--screenshot", str(target))
    assert proc.returncode == 2
    assert_one_line(proc, f"rackoapp: cannot write {target}: {reason.format(tmp=tmp_path)}")
    assert (tmp_path / "folder.png").is_dir() and not (tmp_path / "missing").exists()


def test_a_read_only_picture_is_not_replaced(tmp_path, monkeypatch):
    """Written in place, a read-only picture was kept; a rename would replace it (review).
    (As root every file is writable: os.access stands in for a user's view of it.)"""
    from rackoapp.ui import app

    target = tmp_path / "table.png"
    target.write_bytes(b"old")
    real = os.access
    monkeypatch.setattr(app.os, "access", lambda p, mode: False if os.fspath(p) == str(target) else real(p, mode))
    assert app._unwritable(str(target)) == "it is read-only"
    assert app._unwritable(str(tmp_path / "new.png")) is None


# -- 3. a record folder's files are not written over ---------------------------------

def run_simulate(capsys, *argv):
    code = main(["simulate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_takes_the_window_s_word_beginner(capsys):
    """"--seats beginner,hard" was refused as an unknown level, where the window names it so
    (diff review): it plays the baseline level, the same games."""
    import json

    said = [run_simulate(capsys, "--seats", seats, "--rounds", "3", "--quiet") for seats in ("beginner,hard", "baseline,hard")]
    assert [code for code, _, _ in said] == [0, 0]
    first, second = (json.loads(out) for _, out, _ in said)
    first.pop("decision_ms"), second.pop("decision_ms")
    assert first == second


def test_simulate_help_names_the_window_s_word_beginner(capsys):
    """simulate --help listed only "baseline", though "beginner" is taken for it."""
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--help"])
    assert done.value.code == 0
    assert "baseline (or beginner)," in " ".join(capsys.readouterr().out.split())


def test_a_record_folder_holding_a_name_to_write_is_refused_before_playing(tmp_path, capsys):
    mine = tmp_path / "match-0002.json"
    mine.write_text("my own notes")
    code, out, err = run_simulate(capsys, "--matches", "3", *FAST_MATCH, "--record-dir", str(tmp_path))
    assert code == 2 and out == ""
    assert err == (f"rackoapp simulate: {str(mine)!r} already exists: give an empty folder "
                   "or another one\n")
    assert mine.read_text() == "my own notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match-0002.json"]  # nothing played


def test_a_record_folder_that_is_a_file_says_so(tmp_path, capsys):
    """It said "cannot make the folder ...: File exists" (playtest)."""
    mine = tmp_path / "notes"
    mine.write_text("my own notes")
    code, out, err = run_simulate(capsys, "--matches", "1", *FAST_MATCH, "--record-dir", str(mine))
    assert (code, out) == (2, "")
    assert err == f"rackoapp simulate: cannot make the folder {str(mine)!r}: it is a file, not a folder\n"
    assert mine.read_text() == "my own notes"


def test_a_second_run_into_the_same_folder_keeps_the_first_runs_records(tmp_path, capsys):
    assert run_simulate(capsys, "--matches", "2", *FAST_MATCH, "--record-dir", str(tmp_path))[0] == 0
    first = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert sorted(first) == ["match-0001.json", "match-0002.json"]
    code, out, err = run_simulate(capsys, "--matches", "2", *FAST_MATCH, "--seed", "9",
                                  "--record-dir", str(tmp_path))
    assert code == 2 and out == ""
    assert "match-0001.json' already exists (and 1 more): give an empty folder or another one" in err
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == first


def test_other_names_in_the_record_folder_are_no_reason_to_refuse(tmp_path, capsys):
    for name in ("match-0003.json", "match-001.json", "notes.txt"):  # beyond --matches 2, or not its names
        (tmp_path / name).write_text("mine")
    assert run_simulate(capsys, "--matches", "2", *FAST_MATCH, "--record-dir", str(tmp_path))[0] == 0
    assert (tmp_path / "match-0002.json").stat().st_size > 100
    assert all((tmp_path / name).read_text() == "mine" for name in ("match-0003.json", "match-001.json"))


def test_a_record_made_meanwhile_by_someone_else_is_not_written_over(tmp_path, capsys, monkeypatch):
    checked = simulate_cli._record_dir

    def then_another_run_writes(path, matches):
        folder = checked(path, matches)
        (folder / "match-0002.json").write_text("the other run's")
        return folder

    monkeypatch.setattr(simulate_cli, "_record_dir", then_another_run_writes)
    code, out, err = run_simulate(capsys, "--matches", "3", *FAST_MATCH, "--record-dir", str(tmp_path))
    assert code == 2 and out == ""
    assert err.endswith("match-0002.json' already exists: give an empty folder or another one\n")
    assert (tmp_path / "match-0002.json").read_text() == "the other run's"
    # The match before it is written whole, and no temp file is left behind.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match-0001.json", "match-0002.json"]
    assert json.loads((tmp_path / "match-0001.json").read_text())["format"] == "rackoapp-record"


# -- 4. an empty folder name ---------------------------------------------------------

def test_an_empty_record_folder_name_is_refused_as_the_windows_data_dir_is(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_simulate(capsys, "--matches", "1", *FAST_MATCH, "--record-dir", "")
    assert code == 2 and out == ""
    assert err == "rackoapp simulate: argument --record-dir: needs a name, not an empty string\n"
    assert list(tmp_path.iterdir()) == []
    assert main(["--data-dir", ""]) == 2
    assert capsys.readouterr().err == "rackoapp: argument --data-dir: needs a name, not an empty string\n"


@pytest.mark.parametrize("command", ["replay", "review"])
def test_an_empty_record_name_is_refused_as_an_empty_folder_name_is(capsys, command):
    """It said "cannot read : No such file or directory" (hostile-input review)."""
    assert main([command, ""]) == 2
    assert capsys.readouterr().err == f"rackoapp {command}: argument file: needs a name, not an empty string\n"


# -- 5. the small ones ----------------------------------------------------------------

def test_version_goes_to_stdout(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr() == (f"rackoapp {__version__}\n", "")


@pytest.mark.parametrize("argv, prog", [
    (["review", "a.json", "b.json"], "rackoapp review"),
    (["replay", "a.json", "b.json"], "rackoapp replay"),
    (["simulate", "--rounds", "2", "extra"], "rackoapp simulate"),
])
def test_a_word_too_many_is_blamed_on_its_subcommand(capsys, argv, prog):
    assert main(argv) == 2
    assert capsys.readouterr().err == f"{prog}: unrecognized arguments: {argv[-1]}\n"


@pytest.mark.parametrize("argv, said", [
    (["--lang", "nl"], "rackoapp: unrecognized arguments: --lang"),
    (["--bogus=1", "--seed", "-0", "3"], "rackoapp: unrecognized arguments: --bogus=1"),
    (["nl"], "rackoapp: argument command: invalid choice: 'nl' (choose from 'replay', 'simulate', 'review')"),
    (["replay", "--lang", "nl"], "rackoapp replay: unrecognized arguments: --lang"),
    # An option is spelt in full: a prefix is no option (it was, to argparse).
    (["--spe", "fast", "nl"], "rackoapp: unrecognized arguments: --spe"),
    (["--speed", "fast", "--lang", "nl"], "rackoapp: unrecognized arguments: --lang"),
])
def test_an_unknown_option_is_named_not_its_value(capsys, argv, said):
    """``rackoapp --lang nl`` said "argument command: invalid choice: 'nl'": argparse took the
    unknown option's value for a sub-command (keyboard playtest)."""
    assert main(argv) == 2
    assert capsys.readouterr().err == said + "\n"


def test_review_help_names_the_default_seat_for_computers_only(capsys):
    with pytest.raises(SystemExit):
        main(["review", "--help"])
    assert "(default: the first human seat, or seat 0 if all are computers)" in \
        " ".join(capsys.readouterr().out.split())


def test_a_negative_seed_is_refused_by_simulate_as_by_the_window(capsys):
    assert main(["simulate", "--seed", "-1", "--rounds", "1"]) == 2
    assert main(["--seed", "-1"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == ["rackoapp simulate: argument --seed: must be from 0 to 2**63-1",
                                "rackoapp: argument --seed: must be from 0 to 2**63-1"]


def test_levels_speeds_and_rebuilds_take_any_case(capsys):
    args = build_parser(["--speed", "INSTANT"]).parse_args(["--speed", "INSTANT", "--seats", "Human,HARD"])
    assert (args.speed, args.seats) == ("instant", ("human", "hard"))
    code, out, err = run_simulate(capsys, "--seats", "HARD,Medium", "--rebuild", "CLASSIC", "--rounds", "2",
                                  "--quiet")
    assert code == 0, err
    assert json.loads(out)["rounds"] == 2
    assert main(["--speed", "warp"]) == 2
    assert "argument --speed: invalid choice: 'warp'" in capsys.readouterr().err


def test_a_name_the_console_cannot_spell_is_printed_escaped(monkeypatch):
    """On Windows with stdout in cp1252, a screenshot named "桌.png" died with a traceback after
    writing it (review): the line is printed with the name escaped."""
    import io

    from rackoapp.ui.arguments import print_result

    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", out)
    assert print_result("\u684c.png: 640x480")
    assert raw.getvalue() == b"\\u684c.png: 640x480\n"


def test_the_windowed_app_with_no_console_prints_nothing_and_succeeds(monkeypatch):
    """The installed Windows app has no stdout: --version exited 0 there, and still does."""
    from rackoapp.ui.arguments import print_result

    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert print_result("rackoapp 1.0")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_device_is_written_never_replaced(monkeypatch):
    """Run as root, the screenshot's rename put a PNG file where a device was (/dev/null lost):
    a device is written in place, and what it refuses is said."""
    import stat

    from rackoapp.ui import app

    def replaced(*args):  # a regression fails here, before the device is touched
        raise AssertionError("a device was replaced")

    monkeypatch.setattr(app.os, "replace", replaced)

    assert app._unwritable("/dev/full") is None  # /dev need not take new files
    with pytest.raises(OSError):
        app._write_replacing("/dev/full", b"picture")  # written in place: the device refuses it
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_nobody_reads_is_said_not_waited_on(tmp_path, monkeypatch):
    """A screenshot into a FIFO with no reader held the app for ever, unsaid (review); one with a
    reader gets the whole picture, larger than a pipe holds at once."""
    import threading

    from rackoapp.ui import app

    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    said = []

    def write():
        try:
            app._write_replacing(str(fifo), b"picture")
        except OSError as err:
            said.append(err.errno)

    alone = threading.Thread(target=write, daemon=True)  # a regression waits: it fails, not hangs
    alone.start()
    alone.join(10)
    if alone.is_alive():
        open(fifo, "rb").close()  # let it go
    assert said == [errno.ENXIO]
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()))
    reader.start()
    picture = bytes(range(256)) * 1000  # 256 kB: more than the pipe's buffer
    for _ in range(200):  # until the reader has it open
        try:
            app._write_replacing(str(fifo), picture)
            break
        except OSError as err:
            assert err.errno == errno.ENXIO
            reader.join(0.01)
    reader.join(10)
    assert got == [picture]


def test_a_screenshot_s_odd_name_is_said_in_one_line_with_its_reason(tmp_path, monkeypatch):
    """A newline in the name cut the reason off ("cannot write shots/nope/a"), and a link to a
    missing folder named the link's own folder as missing (review)."""
    from rackoapp.ui import app

    with pytest.raises(app.StartError) as e:
        app.screenshot(argparse.Namespace(screenshot=str(tmp_path / "nope" / "a\nb.png")))
    assert "\n" not in str(e.value) and str(e.value).endswith("does not exist"), str(e.value)
    link = tmp_path / "dangling.png"
    link.symlink_to(tmp_path / "nowhere" / "a.png")
    assert app._unwritable(str(link)) == f"the folder {tmp_path / 'nowhere'} does not exist"


# -- 4. stderr closed or full, and options given where they do nothing ------------------------

@posix_only
def test_a_closed_stderr_leaves_stdout_to_the_result(tmp_path):
    """With stderr closed, print(file=sys.stderr) wrote to stdout: a usage line, or simulate's
    progress in the middle of its JSON (code review)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(["sh", "-c", '"$0" -m rackoapp replay "$1" 2>&-', sys.executable,
                           str(tmp_path / "missing.json")], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""


def test_simulate_progress_with_no_stderr_stays_out_of_the_json(capsys, monkeypatch):
    monkeypatch.setattr(progress_module, "PROGRESS_SECONDS", 0.0)  # a line after every round
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["simulate", "--seats", "easy,easy", "--rounds", "3"]) == 0
    assert json.loads(capsys.readouterr().out)["rounds"] == 3


@needs_dev_full
@pytest.mark.parametrize("args", [("replay", "missing.json"), ("--seats", "bogus")])
def test_a_full_stderr_is_still_exit_2(tmp_path, args):
    """The error line refused by the disk raised inside the handler of the usage error: a
    traceback tried, and status 1, an illegal turn's (code review)."""
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "rackoapp", *args], stdout=subprocess.PIPE, stderr=full,
                              text=True, timeout=60, cwd=tmp_path, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert proc.returncode == 2 and proc.stdout == ""


@pytest.mark.parametrize("argv, words", [
    (["--seed", "5", "simulate", "--rounds", "3"], "--seed is the game window's option, not simulate's"),
    (["--target", "75", "simulate", "--matches", "1"], "--target is the game window's option, not simulate's"),
    (["--screenshot", "x.png", "replay", "game.json"], "--screenshot is the game window's option, not replay's"),
    (["--self-test", "review", "game.json"], "--self-test is the game window's option, not review's"),
    (["simulate", "--solo", "hard", "--partners"], "--solo plays one seat alone: --partners is for a table"),
    (["simulate", "--solo", "hard", "--no-bonus-runs"], "--solo plays one seat alone: --no-bonus-runs is for a table"),
    (["simulate", "--solo", "hard", "--max-rebuilds", "0"], "--solo plays one seat alone: --max-rebuilds is for a"),
    (["simulate", "--solo", "hard", "--target", "75"], "--solo plays one seat alone: --target is for a table"),
    (["simulate", "--solo", "hard", "--seats", "easy,easy,easy"], "--solo plays one seat alone: --seats is for"),
    # Given at their defaults too: only a value that differed was caught (review).
    (["simulate", "--solo", "hard", "--seats", "hard,baseline"], "--solo plays one seat alone: --seats is for"),
    (["simulate", "--solo", "hard", "--target", "500"], "--solo plays one seat alone: --target is for"),
    (["simulate", "--solo", "hard", "--no-partners"], "--solo plays one seat alone: --no-partners is for"),
    (["simulate", "--solo", "hard", "--max-rebuilds", "5"], "--solo plays one seat alone: --max-rebuilds is for"),
])
def test_options_that_would_do_nothing_are_refused(capsys, argv, words):
    """``rackoapp --seed 5 simulate`` played seed 0 and ``--screenshot x.png replay F`` wrote no
    picture, both with status 0 (code review)."""
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and words in err, err


def test_simulates_own_seed_and_target_still_play(capsys):
    def run(*argv):
        assert main(["simulate", "--seats", "easy,easy", "--quiet", *argv]) == 0
        out = json.loads(capsys.readouterr().out)
        out.pop("decision_ms")  # a clock's, not the seed's
        return out

    assert run("--rounds", "3", "--seed", "5") == run("--rounds", "3", "--seed", "5")
    assert run("--rounds", "3", "--seed", "5") != run("--rounds", "3", "--seed", "6")
    short, long = run("--matches", "1", "--target", "50"), run("--matches", "1", "--target", "400")
    assert short["rounds"] < long["rounds"]


def test_an_unbuffered_stdout_that_takes_part_of_a_write_gets_the_rest(monkeypatch):
    """Under ``python -u`` stdout writes straight to the file, and a short write (a nearly full
    disk, a pipe) dropped the rest: the JSON was cut short with status 0 (review). Every byte is
    written, or the failure said and status 2."""
    import errno
    import io

    from rackoapp.ui.arguments import print_result

    class Short(io.RawIOBase):
        def __init__(self, room):
            self.got, self.room = bytearray(), room

        def writable(self):
            return True

        def write(self, data):
            if len(self.got) >= self.room:
                raise OSError(errno.ENOSPC, "No space left on device")
            taken = bytes(data[:min(7, self.room - len(self.got))])
            self.got += taken
            return len(taken)

    text = '{"rounds": [' + ", ".join(str(k) for k in range(200)) + "]}"
    raw = Short(10_000)
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="utf-8", write_through=True))
    assert print_result(text)
    assert raw.got.decode() == text + os.linesep
    full = Short(100)
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(full, encoding="utf-8", write_through=True))
    monkeypatch.setattr(os, "dup2", lambda *a: None)  # no real file behind this stdout
    assert not print_result(text)


@pytest.mark.parametrize("argv", [["simulate", "--seed"], ["simulate", "--rounds"], ["simulate", "--target"],
                                  ["review", "game.json", "--seat"], ["--seats", "human,hard", "--target"]])
def test_a_number_too_long_to_read_is_too_large_in_a_short_line(capsys, argv):
    """5,000 digits were "not a whole number", echoed whole in a 5,000-character line (review)."""
    assert main([*argv, "9" * 5000]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and len(err) < 200 and "is too large" in err, err


def test_a_data_folder_s_long_name_is_cut_in_its_refusal(tmp_path):
    """A --data-dir of 6,000 letters was said in one line of 6,000 (robustness review): a path is
    cut to its start and its end, as a record's is."""
    from rackoapp.storage import display_path

    long = str(tmp_path / ("a" * 3000) / ("b" * 3000))
    shown = display_path(long)
    assert len(shown) == 300 and shown.startswith(str(tmp_path)) and shown.endswith("b" * 100) and "\u2026" in shown
    assert display_path(str(tmp_path)) == str(tmp_path)  # a usual path whole
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "rackoapp", "--data-dir", long, "--seats", "human,hard"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode != 0 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and len(lines[0]) < 400 and lines[0].startswith("rackoapp: cannot use the data folder "), lines


def test_the_version_is_pyproject_s_wherever_the_app_runs_from(tmp_path):
    """A source tree said "0.1.0", written in rackoapp/__init__.py, whatever pyproject.toml said;
    the frozen app, with no metadata, said it too (review). The frozen app reads the copy its
    spec writes beside the package; a source tree reads its pyproject.toml."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    import rackoapp

    package = tmp_path / "rackoapp"
    package.mkdir()
    shutil.copy(Path(rackoapp.__file__), package / "__init__.py")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "rackoapp"\nversion = "9.8.7"\n')

    def said() -> str:
        code = "import rackoapp; print(rackoapp.__version__)"
        return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                              check=True).stdout.strip()

    assert said() == "9.8.7"
    (package / "VERSION").write_text("9.8.8\n")  # as packaging/rackoapp.spec writes it
    assert said() == "9.8.8"


@pytest.mark.parametrize("argv, said", [
    (["review", "a.json", "--se", "1"], "rackoapp review: unrecognized arguments: --se 1"),
    (["simulate", "--re", "classic", "--rounds", "1"], "rackoapp simulate: unrecognized arguments: --re classic"),
    (["simulate", "--record", "classic", "--matches", "1"],
     "rackoapp simulate: unrecognized arguments: --record classic"),
])
def test_a_sub_command_s_option_is_not_taken_for_a_prefix(capsys, tmp_path, monkeypatch, argv, said):
    """argparse took a prefix for an option, and looked it up among the window's options even
    after a sub-command: ``review F --se 1`` was "ambiguous option: --se could match --seats,
    --seed, --self-test, --settings", and ``simulate --record classic`` played and wrote
    ``classic/match-0001.json`` as if given ``--record-dir`` (simulate sweep)."""
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert capsys.readouterr().err == said + "\n"
    assert list(tmp_path.iterdir()) == []
