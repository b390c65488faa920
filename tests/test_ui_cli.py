"""``rackoapp --screenshot`` and the window's command-line options."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QImage

from rackoapp.engine import DISCARD, TAKE_DRAW, Match, Rules, SeatInfo, save_record


def run(*args, timeout=60, cwd=None):
    """The command in a folder of its own (a temporary one unless ``cwd``): a case that is not
    refused as it should be writes its x.png there, not into the checkout."""
    import tempfile

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as scratch:
        return subprocess.run([sys.executable, "-m", "rackoapp", *args], capture_output=True, text=True,
                              timeout=timeout, env=env, cwd=cwd or scratch)


def test_screenshot_writes_a_png_of_the_window_size(tmp_path):
    out = tmp_path / "table.png"
    proc = run("--screenshot", str(out), "--seats", "human,hard", "--seed", "5")
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    # The felt is green in the middle of the table.
    c = image.pixelColor(300, 240)
    assert c.green() > c.red() and c.green() > c.blue()


def test_screenshot_of_a_record_position(tmp_path):
    rules = Rules(seats=3)
    seats = (SeatInfo("You"), SeatInfo("Ada", "computer", "hard"), SeatInfo("Bram", "computer", "easy"))
    match = Match(rules, seats, random.Random(2))
    match.start_round()
    for _ in range(4):
        match.apply_turn(TAKE_DRAW, DISCARD)
    path = tmp_path / "game.json"
    save_record(match.to_record(), path)
    out = tmp_path / "record.png"
    proc = run("--screenshot", str(out), "--record", str(path))
    assert proc.returncode == 0, proc.stderr
    assert QImage(str(out)).size().toTuple() == (1280, 800)


@pytest.mark.parametrize("args, words", [
    # The option is named once: "argument --seats: --seats needs ..." said it twice (playtest).
    (("--seats", "human"), "argument --seats: needs 2 to 4 seats, got 1"),
    (("--seats", "human,wizard"), "argument --seats: 'wizard' is not human or a level"),
    (("--seats", "human,hard", "--seed", "abc"), "argument --seed: must be a whole number"),
    # int() reads these as 10 and 3 (coach review).
    (("--seats", "human,hard", "--seed", "1_0"), "argument --seed: must be a whole number, not '1_0'"),
    (("--target", "\u0663"), "argument --target: must be a whole number, not"),
    (("--target=-+1",), "argument --target: must be a whole number, not '-+1'"),
    (("--target", "0"), "argument --target: must be from 1 to"),
    (("--speed", "warp"), "invalid choice"),
    (("--screenshot", "out.jpg"), ".png"),
    (("--screenshot", "x.png", "--record", "/nonexistent/game.json"), "cannot read the record"),
    # An empty name (an unset shell variable) meant the system's folder, silently (robustness playtest).
    (("--seats", "human,hard", "--data-dir", ""), "argument --data-dir: needs a name"),
    (("--record", " "), "argument --record: needs a name"),
    # One option that another makes idle is said, not ignored (--record played the record and
    # --self-test its own seats, with no word of --seats, playtest).
    (("--record", "game.json", "--seats", "human,hard"), "rackoapp: --seats cannot be used with --record"),
    (("--record", "game.json", "--target", "75"), "rackoapp: --target cannot be used with --record"),
    (("--self-test", "--seats", "human,hard"), "rackoapp: --seats cannot be used with --self-test"),
    (("--seats", "human,hard", "--resume"), "rackoapp: --resume cannot be used with --seats"),
    (("--screenshot", "x.png", "--resume"), "rackoapp: --resume cannot be used with --screenshot"),
    # A picture saves and plays nothing: these were dropped without a word (code review).
    (("--screenshot", "x.png", "--data-dir", "d"), "rackoapp: --data-dir cannot be used with --screenshot"),
    (("--screenshot", "x.png", "--speed", "fast"), "rackoapp: --speed cannot be used with --screenshot"),
    (("--screenshot", "x.png", "--quit-at-end"), "rackoapp: --quit-at-end cannot be used with --screenshot"),
    (("--self-test", "--seed", "5"), "rackoapp: --seed cannot be used with --self-test"),
    (("--self-test", "--data-dir", "x"), "rackoapp: --data-dir cannot be used with --self-test"),
    (("--self-test", "--settings", "x.ini"), "rackoapp: --settings cannot be used with --self-test"),
    (("--target", "75"), "rackoapp: --target needs --seats or --screenshot"),
    (("--resume", "--seed", "3"), "rackoapp: --seed needs --seats or --record or --screenshot"),
    # The rule book's options, as simulate has them (the window offered --seats and --target only).
    (("--partners",), "rackoapp: --partners needs --seats or --screenshot"),
    (("--no-two-player-run",), "rackoapp: --no-two-player-run needs --seats or --screenshot"),
    (("--no-partners",), "rackoapp: --no-partners needs --seats or --screenshot"),
    (("--seats", "human,easy,hard", "--partners"), "rackoapp: partners are played with 4 seats only"),
    (("--record", "game.json", "--rebuild", "classic"), "rackoapp: --rebuild cannot be used with --record"),
    (("--self-test", "--max-rebuilds", "none"), "rackoapp: --max-rebuilds cannot be used with --self-test"),
    (("--seats", "human,hard", "--partners"), "rackoapp: partners are played with 4 seats only"),
    (("--seats", "human,hard", "--max-rebuilds", "-1"), "argument --max-rebuilds: must be from 0 to 10000"),
    (("--seats", "human,hard", "--rebuild", "heap"), "argument --rebuild: invalid choice"),
    (("--bonus-runs", "simulate"), "rackoapp: --bonus-runs is the game window's option, not simulate's"),
    # What the New Game dialog greys out, the command line took without a word (review).
    (("--seats", "human,easy,hard", "--no-two-player-run"), "rackoapp: --no-two-player-run is for two seats, not 3"),
    (("--seats", "human,easy,medium,hard", "--partners", "--no-bonus-runs"),
     "rackoapp: --no-bonus-runs cannot be used with --partners: partners always score the run bonus"),
    (("--screenshot", "x.png", "--two-player-run", "--seats", "human,easy,hard"),
     "rackoapp: --two-player-run is for two seats, not 3"),
    (("simulate", "--seats", "hard,easy,medium", "--two-player-run"), "rackoapp simulate: --two-player-run is for two seats"),
])
def test_bad_arguments_are_one_line_and_status_2(args, words):
    proc = run(*args)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr


def test_partners_for_fewer_seats_are_refused_with_the_other_options():
    """Refused only once the rules were made: after the data folder was locked ("RackoApp is
    already running" beside an open window), and with 3 seats in a box on an empty window,
    waiting for OK (newcomer review). Now with the other options, before either."""
    from rackoapp.cli import build_parser
    from rackoapp.ui.arguments import clash

    for seats in ("human,hard", "human,hard,easy"):
        args = build_parser().parse_args(["--seats", seats, "--partners"])
        assert clash(args) == "partners are played with 4 seats only"
    assert clash(build_parser().parse_args(["--seats", "human,hard", "--no-partners"])) is None
    assert clash(build_parser().parse_args(["--seats", "human,easy,medium,hard", "--partners"])) is None


def test_seats_option_builds_the_game(qtbot, tmp_path):
    from rackoapp.cli import build_parser
    from rackoapp.ui.app import build_window

    args = build_parser().parse_args(["--seats", "human,easy,hard", "--seed", "4", "--speed", "instant",
                                      "--target", "75", "--settings", str(tmp_path / "s.ini")])
    win = build_window(args)
    qtbot.addWidget(win)
    ctl = win.ctl
    assert [s.kind for s in ctl.seats] == ["human", "computer", "computer"]
    assert [s.level for s in ctl.seats] == [None, "easy", "hard"]
    assert ctl.rules.target == 75 and ctl.speed == "instant"
    assert ctl.round_number == 1
    ctl.shutdown()


def test_seats_take_the_window_s_word_beginner():
    """The window calls the weakest level Beginner, and "--seats human,beginner" was refused
    (README review): it is the baseline level."""
    from rackoapp.cli import build_parser

    args = build_parser().parse_args(["--seats", "human,Beginner,baseline"])
    assert args.seats == ("human", "baseline", "baseline")


@pytest.mark.parametrize("options, rules", [
    (["--seats", "human,hard", "--no-two-player-run", "--rebuild", "classic", "--max-rebuilds", "none"],
     {"two_player_run": False, "rebuild": "classic", "max_rebuilds": None, "bonus_runs": False}),
    (["--seats", "human,easy,medium,hard", "--partners", "--max-rebuilds", "0"],
     {"partners": True, "max_rebuilds": 0, "rebuild": "shuffle"}),
    (["--seats", "human,easy,hard", "--bonus-runs", "--no-partners"], {"bonus_runs": True, "partners": False}),
])
def test_the_rule_book_s_options_start_the_match_they_name(qtbot, tmp_path, options, rules):
    """Every rule-book option on the command line, as simulate has them; the window offered
    --seats and --target only (rules review)."""
    from rackoapp.cli import build_parser
    from rackoapp.ui.app import build_window

    args = build_parser().parse_args(options + ["--speed", "instant", "--settings", str(tmp_path / "s.ini")])
    win = build_window(args)
    qtbot.addWidget(win)
    for name, value in rules.items():
        assert getattr(win.ctl.rules, name) == value, name
    assert win.ctl.record().rules == win.ctl.rules  # the record keeps them
    win.ctl.shutdown()


@pytest.mark.parametrize("given", ["file", "folder", "ours"])
def test_a_settings_file_named_on_the_command_line_is_never_renamed(qtbot, tmp_path, given):
    """--settings ~/.bashrc renamed the file aside as a damaged settings.ini, and a folder given
    went the same way (playtest): someone else's file is left alone, the settings last the
    session; RackoApp's own settings file is used."""
    from rackoapp.cli import build_parser
    from rackoapp.ui.app import build_window

    path = tmp_path / "given"
    if given == "folder":
        path.mkdir()
    else:
        path.write_text("[view]\nspeed=fast\n" if given == "ours" else "export A=1\n")
    before = sorted(p.name for p in tmp_path.iterdir())
    args = build_parser().parse_args(["--seats", "human,easy", "--seed", "1", "--speed", "instant", "--settings", str(path)])
    win = build_window(args)
    qtbot.addWidget(win)
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert (win.settings.fileName() == str(path)) is (given == "ours")
    if given == "file":
        assert path.read_text() == "export A=1\n"
    win.ctl.shutdown()


def test_screenshot_shows_the_dealt_table(qtbot, tmp_path):
    from rackoapp.cli import build_parser
    from rackoapp.ui.app import grab_table

    args = build_parser().parse_args(["--screenshot", str(tmp_path / "x.png"), "--seats",
                                      "hard,easy,medium,baseline", "--seed", "2"])
    win, image = grab_table(args)
    qtbot.addWidget(win)
    scene = win.scene
    assert (image.width(), image.height()) == (1280, 800)
    assert not scene.animating
    for seat, row in enumerate(scene.rack_cards):
        for i, card in enumerate(row):
            assert card.pos() == scene.slot_pos(seat, i + 1)[0]
            # Nobody human plays: every rack is shown, as dealt.
            assert card.face_up and card.value == win.ctl.match_copy().round.racks[seat][i]
    assert win.ctl.match_copy().round.history == []
    win.ctl.shutdown()


def _signal_when(tmp_path, seats, ready, what: str, signame: str = "SIGTERM", extra=()):
    """Start the window on ``seats`` (offscreen, its data folder in ``tmp_path``), send it
    ``signame`` once ``ready(data)`` holds; returns (exit status, stderr, data folder)."""
    import signal
    import time

    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "rackoapp", "--data-dir", str(data), "--seats", seats,
                             "--seed", "4", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 60
        while not ready(data):
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"{what}: {proc.communicate()[1][-500:]}")
            time.sleep(0.1)
        proc.send_signal(getattr(signal, signame))
        _out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode, err, data


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_closing_before_any_computer_move_logs_no_fault(tmp_path):
    """A window closed before any computer has moved exits cleanly and logs no fault. (With
    the players' thread pool made at its first job, the close made it, and importing during
    the close broke the window's event filters: every such quit logged an "unexpected error".)"""
    import time

    def painted(data) -> bool:  # the log file opens right after the first paint
        if not (data / "rackoapp.log").exists():
            return False
        time.sleep(0.5)
        return True

    status, err, data = _signal_when(tmp_path, "human,human", painted, "no log file")
    assert status == 0, err
    log = (data / "rackoapp.log").read_text(encoding="utf-8")
    assert "ERROR" not in log, log[:800]
    # The match the command line dealt, by its seed: it was never logged (README review).
    assert "a new match, dealt from seed 4" in log, log[:800]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signame", ["SIGINT", "SIGTERM"])
def test_a_signal_closes_the_window_as_quit_does(tmp_path, signame):
    """Issue 11, item 5: Ctrl+C printed a KeyboardInterrupt traceback and the app played on
    (once with a frozen game); SIGTERM killed it without its autosave."""
    from rackoapp.engine import load_record

    def three_turns(data) -> bool:
        autosave = data / "autosave.json"
        return autosave.exists() and len(load_record(str(autosave)).rounds[0].turns) >= 3

    status, err, data = _signal_when(tmp_path, "easy,easy", three_turns, "no autosave with three turns",
                                     signame, ("--speed", "fast"))
    assert status == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert not (data / "rackoapp.lock").exists()
    saved = load_record(str(data / "autosave.json"))
    assert len(saved.rounds[0].turns) >= 3


def test_a_failed_start_reads_as_a_sentence_in_its_box():
    from rackoapp.ui.app import boxed

    assert boxed("rackoapp: cannot use the data folder /x: the disk is read-only") == \
        "Cannot use the data folder /x: the disk is read-only."
    assert boxed("Another RackoApp is using /x.") == "Another RackoApp is using /x."


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11's DISPLAY")
def test_a_display_with_no_screen_behind_it_is_one_line_and_status_2(tmp_path):
    """Qt's fatal "no Qt platform plugin could be initialized. Reinstalling the application may
    fix this problem", then an abort (status 134, a core dump): for DISPLAY naming no running
    screen (code review)."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":9876"
    proc = subprocess.run([sys.executable, "-m", "rackoapp", "--data-dir", str(tmp_path), "--seats", "human,easy"],
                          capture_output=True, text=True, timeout=60, env=env)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rackoapp: "), proc.stderr
    if "connect to display" in proc.stderr:  # the xcb plugin loaded and said why
        assert lines[0] == "rackoapp: no screen to show the window on (Qt could not connect to display :9876)"


def test_seats_from_the_command_line_take_the_names_last_given_in_the_new_game_dialog(qtbot, tmp_path):
    """``--seats human,beginner`` called the player "You" after New game had named them "Pat":
    the history showed one player under two names (long-haul play-test). The people take the
    last choice's names in order; a name a computer seat has, or one unfit, is left out."""
    import json

    from rackoapp.cli import build_parser
    from rackoapp.engine import SeatInfo
    from rackoapp.ui import settings as settings_mod
    from rackoapp.ui.app import build_window
    from rackoapp.ui.arguments import chosen_names, seats_from

    choice = {"count": 3, "seats": [{"name": "Pat", "kind": "human"}, {"name": "Ada", "kind": "computer"},
                                    {"name": "Lou", "kind": "human"}, {"name": "Kim", "kind": "human"}]}
    assert chosen_names(json.dumps(choice)) == ["Pat", None, "Lou"]  # the fourth seat was not at the table
    assert chosen_names("{not json") == chosen_names(None) == chosen_names("[1]") == []
    assert seats_from(("human", "hard"), ["Pat"]) == (SeatInfo("Pat", "human"), SeatInfo("Ada", "computer", "hard"))
    assert [s.name for s in seats_from(("human", "easy", "human"), ["Pat"])] == ["Pat", "Ada", "Player 3"]
    assert [s.name for s in seats_from(("human", "easy"), ["Ada", "x" * 65, "Pat"])] == ["Pat", "Ada"]
    assert [s.name for s in seats_from(("human", "easy"), ["\u200b\u200b", " ", "Pat"])] == ["Pat", "Ada"]
    # A default name is no choice, and no name is taken twice, whatever its case (review).
    assert [s.name for s in seats_from(("human", "human"), ["Player 2"])] == ["Player 1", "Player 2"]
    assert [s.name for s in seats_from(("human", "hard"), ["Player 1", "You"])] == ["You", "Ada"]
    assert [s.name for s in seats_from(("human", "easy"), ["ada", "PAT", "pat"])] == ["PAT", "Ada"]
    assert [s.name for s in seats_from(("human", "easy", "human"), ["Pat", "pat"])] == ["Pat", "Ada", "Player 3"]
    # A person where the dialog had one keeps that seat's name: four people after a dialog with a
    # computer second were paired anew, Anna with Dirk (hot-seat playtest).
    four = seats_from(("human",) * 4, ["Anna", None, "Cees", "Dirk"])
    assert [s.name for s in four] == ["Anna", "Player 2", "Cees", "Dirk"]
    assert [s.name for s in seats_from(("hard", "human"), ["Pat", None])] == ["Zed", "Pat"]  # moved: still Pat
    ini = tmp_path / "s.ini"
    settings = settings_mod.make_settings(str(ini))
    settings_mod.put(settings, "newgame/choice", json.dumps(choice))
    settings.sync()
    del settings
    args = build_parser().parse_args(["--seats", "human,beginner", "--seed", "1", "--speed", "instant", "--settings", str(ini)])
    win = build_window(args)
    qtbot.addWidget(win)
    assert [s.name for s in win.ctl.seats] == ["Pat", "Ada"]
    win.ctl.shutdown()
