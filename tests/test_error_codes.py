"""Engine and storage errors carry a code and parameters; the window translates them by code.

Every raise site names a code of its layer's table (``engine/errors.py``,
``storage/errors.py``), and errors raised for real (a broken record, a FIFO, a
full disk, the lock) are shown in Dutch, their reasons too, while ``str()``
stays the English sentence for the command line and the log.
"""

from __future__ import annotations

import ast
import errno
import os
import random
import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from rackoapp.controller.engine_text import error_text
from rackoapp.engine import (
    DISCARD, MAX_MATCH_ROUNDS, TAKE_DRAW, IllegalAction, Match, RecordError, Rules, SeatInfo, dumps_record, load_record, loads_record,
    resume_match,
)
from rackoapp.engine import errors as engine_errors
from rackoapp.storage import AlreadyRunning, DataDir, Statistics, StorageError
from rackoapp.storage import datadir as datadir_module
from rackoapp.storage import errors as storage_errors
from rackoapp.ui import i18n

ROOT = Path(__file__).resolve().parents[1] / "rackoapp"
SEATS = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "medium"))
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file types")

# The coded classes, the table their codes come from, and which argument is the code.
CODED = {
    "IllegalAction": (engine_errors.MESSAGES, 0),
    "RecordError": (engine_errors.MESSAGES, 0),
    "ReplayStop": (engine_errors.MESSAGES, 2),
    "StorageError": (storage_errors.MESSAGES, 0),
    "AlreadyRunning": (storage_errors.MESSAGES, 0),
    "Problem": (storage_errors.MESSAGES, 0),
}
# Where the codes are raised and translated (ai/'s solo loop refuses a player's bad choice too).
LAYERS = ("engine", "storage", "ai", "coach", "controller", "cli")


def code_problems(source: str, where: str) -> tuple[int, list[str]]:
    """(how many coded calls, the ones whose code is not a code of their table)."""
    sites, problems = 0, []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name not in CODED:
            continue
        table, index = CODED[name]
        if len(node.args) <= index:
            continue  # a class statement's base, or an except clause's name: no call
        sites += 1
        arg = node.args[index]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            codes = [arg.value]
        elif isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Dict):
            # {"a": "code_a", ...}[what]: a literal choice among codes
            codes = [v.value if isinstance(v, ast.Constant) else None for v in arg.value.values]
        elif isinstance(arg, ast.Attribute) and arg.attr == "code":
            continue  # an error passed on with its own code (an illegal turn in a replay)
        else:
            problems.append(f"{where}:{node.lineno} {name}: the code is not a literal")
            continue
        problems += [f"{where}:{node.lineno} {name}({code!r}): not in its table" for code in codes
                     if code not in table]
    return sites, problems


def test_every_raise_site_uses_a_code_of_its_table():
    sites, problems = 0, []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            n, found = code_problems(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
            sites += n
            problems += found
    assert not problems, "\n".join(problems)
    # The record (36), the replay (13), the rules' own and storage's sites are all seen.
    assert sites > 100, sites


def test_the_check_catches_a_code_that_is_not_in_the_table():
    source = ('raise RecordError("no_such_code")\n'
              'raise ReplayStop(1, 2, "bad_take")\n'
              'raise ReplayStop(1, 2, "disk_full")\n'  # storage's code in the engine's error
              'raise StorageError(f"could not save the game: {reason}")\n'
              'raise RecordError({"a": "dealer_draw_list", "b": "deck_lists"}[what])\n')
    sites, problems = code_problems(source, "x.py")
    assert sites == 5
    assert [p.split()[0] for p in problems] == ["x.py:1", "x.py:3", "x.py:4", "x.py:5"], problems


def test_the_tables_share_no_code_and_every_template_formats():
    assert not set(engine_errors.MESSAGES) & set(storage_errors.MESSAGES)
    for table in (engine_errors.MESSAGES, storage_errors.MESSAGES):
        for code, template in table.items():
            assert re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", code), code
            names = set(re.findall(r"\{(\w+)", template))
            text = template.format(**{name: 1234 for name in names})
            assert "{" not in text and "\n" not in text, code


def test_str_stays_the_english_sentence():
    e = RecordError("at_turn", round=2, turn=9, reason=RecordError("into_rack"))
    assert str(e) == "round 2, turn 9: a card taken from the discard pile must go into your rack"
    assert (e.code, e.params["round"], e.params["reason"].code) == ("at_turn", 2, "into_rack")
    problem = storage_errors.Problem("save_failed", reason="Input/output error")
    assert problem == "could not save the game: Input/output error" and isinstance(problem, str)


# -- raised for real, shown in Dutch ------------------------------------------------------------

@pytest.fixture
def dutch(qapp):
    assert i18n.install_translator(qapp, "nl") == "nl"
    yield
    i18n.remove_translators(qapp)


def a_record() -> str:
    match = Match(Rules(), SEATS, random.Random(4))
    match.start_round()
    for i in range(7):
        match.apply_turn(TAKE_DRAW, DISCARD if i % 3 == 0 else i % 10 + 1)
    return dumps_record(match.to_record())


def test_a_duplicate_key_in_dutch(dutch):
    twice = a_record().replace('"seats":[', '"seats":[{"name":"Eve"}],"seats":[', 1)
    with pytest.raises(RecordError) as e:
        loads_record(twice)
    assert str(e.value) == "the file names 'seats' twice in one object"
    assert error_text(e.value) == "het bestand noemt 'seats' twee keer in één object"


def test_a_too_large_target_in_dutch_with_its_reason(dutch):
    with pytest.raises(RecordError) as e:
        loads_record(a_record().replace('"target":500', '"target":20000'))
    assert str(e.value) == "bad rules: the target must be a whole number from 1 to 10,000"
    assert error_text(e.value) == "ongeldige regels: het doel moet een geheel getal van 1 tot en met 10.000 zijn"  # Dutch groups with a point


def test_an_over_long_number_and_the_match_size_limit_in_dutch(dutch):
    with pytest.raises(RecordError) as e:
        loads_record(a_record().replace('"target":500', '"target":' + "9" * 30))
    assert error_text(e.value) == ("het bestand bevat een getal van 30 cijfers; "
                                   "geen getal in een spelverslag is zo lang")
    head = a_record().split('"rounds":')[0]
    with pytest.raises(RecordError) as e:
        loads_record(head + '"rounds":[' + ",".join(["{}"] * (engine_errors_limit() + 1)) + "]}")
    assert error_text(e.value) == "het verslag heeft meer dan " + f"{MAX_MATCH_ROUNDS:,}".replace(",", ".") + " rondes"


def engine_errors_limit() -> int:
    """The rounds a record may hold: the match's limit and one more, which the replay names."""
    from rackoapp.engine.record import MAX_ROUNDS

    return MAX_ROUNDS


@posix_only
def test_a_fifo_in_dutch(dutch, tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError) as e:
        load_record(fifo)
    assert error_text(e.value) == f"kan {fifo} niet lezen: het is geen gewoon bestand"
    stats = Statistics(fifo)
    assert error_text(stats.load()) == "het statistiekbestand kon niet worden gelezen (het is geen gewoon bestand)"


def test_an_illegal_turn_stops_a_resume_in_dutch_two_reasons_deep(dutch):
    record = loads_record(a_record())
    turn = record.rounds[0].turns[3]
    record.rounds[0].turns[3] = type(turn)(1 - turn.seat, turn.take, turn.slot)
    with pytest.raises(RecordError) as e:
        resume_match(record, random.Random(0))
    assert str(e.value) == f"round 1, turn 4: it was seat {turn.seat}'s turn, not seat {1 - turn.seat}'s"
    assert error_text(e.value) == f"ronde 1, beurt 4: plaats {turn.seat} was aan de beurt, niet plaats {1 - turn.seat}"


def test_a_full_disk_and_the_lock_in_dutch(dutch, tmp_path, monkeypatch):
    data = DataDir(tmp_path / "data")
    data.ensure()

    def full(path, payload):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(datadir_module, "write_atomic", full)
    with pytest.raises(StorageError) as e:
        data.save_autosave(loads_record(a_record()))
    assert str(e.value) == "could not save the game: the disk is full"
    assert error_text(e.value) == "kon het spel niet bewaren: de schijf is vol"

    data.lock()
    try:
        with pytest.raises(AlreadyRunning) as e:
            DataDir(data.root).lock()  # a second open file of the lock: refused as another app's
        assert error_text(e.value) == f"RackoApp draait al met de gegevensmap {data.root}"
    finally:
        data.unlock()


def test_a_history_that_is_a_file_keeps_matches_unfiled_in_dutch(dutch, tmp_path):
    data = DataDir(tmp_path / "data")
    data.ensure()
    data.history.write_text("not a folder")
    data.save_autosave(loads_record(a_record()))
    data.archive_autosave()
    assert data.filing_problem.startswith(f"the history folder {data.history} cannot be used (")
    assert error_text(data.filing_problem).startswith(f"de geschiedenismap {data.history} is niet")
    assert error_text(data.filing_problem).endswith(f"partijen worden bewaard in {data.root} als unfiled-*.json")


# -- in the window -------------------------------------------------------------------------------

def dutch_window(qtbot, tmp_path):
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    data = DataDir(tmp_path / "data")
    data.ensure()
    win = MainWindow(make_settings(str(data.settings_file)), data=data)
    win.set_language("nl")
    win.set_speed("instant")
    qtbot.addWidget(win)
    return win, data


def autosave_taken_from_no_pile(data, turn: int) -> None:
    """An autosave whose round 1, turn ``turn`` takes from a pile that does not exist."""
    record = loads_record(a_record())
    bad = record.rounds[0].turns[turn - 1]
    record.rounds[0].turns[turn - 1] = type(bad)(bad.seat, "pile", bad.slot)
    data.autosave.write_text(dumps_record(record))


def test_a_corrupt_autosave_at_start_is_told_in_dutch(qtbot, tmp_path, monkeypatch):
    win, data = dutch_window(qtbot, tmp_path)
    try:
        autosave_taken_from_no_pile(data, turn=1)
        monkeypatch.setattr(win, "new_game", lambda: False)
        win.startup()
        [kept] = data.root.glob("autosave.json.bad-*")
        assert win.status.currentMessage() == (
            "Het bewaarde spel kon niet worden geladen: ronde 1, beurt 1: een kaart komt van de stapel "
            f"'draw' of 'discard' (bewaard als {kept.name}).")
    finally:
        win.ctl.shutdown()
        i18n.remove_translators()


def test_a_damaged_turn_in_the_autosave_goes_on_from_the_turn_before_in_dutch(qtbot, tmp_path):
    win, data = dutch_window(qtbot, tmp_path)
    try:
        autosave_taken_from_no_pile(data, turn=3)
        win.startup(resume=True)
        [kept] = data.root.glob("autosave.json.bad-*")
        assert win.ctl.turns_played == 2
        assert win.status.currentMessage() == (
            "Het bewaarde spel was beschadigd (ronde 1, beurt 3: een kaart komt van de stapel 'draw' of "
            f"'discard'); het gaat verder vanaf de beurt ervoor (het beschadigde bestand is bewaard als {kept.name}).")
    finally:
        win.ctl.shutdown()
        i18n.remove_translators()


def test_a_full_disk_while_playing_is_told_in_dutch(qtbot, tmp_path, monkeypatch):
    win, data = dutch_window(qtbot, tmp_path)
    try:
        def full(path, payload):
            raise OSError(errno.ENOSPC, "No space left on device")
        monkeypatch.setattr(datadir_module, "write_atomic", full)
        messages = []
        win.keeper.told.connect(messages.append)
        win.start(Rules(), SEATS, 5)
        qtbot.waitUntil(lambda: bool(messages), timeout=10000)
        assert messages[0] == "kon het spel niet bewaren: de schijf is vol"
    finally:
        win.ctl.shutdown()
        i18n.remove_translators()


@pytest.mark.parametrize("take, slot, code", [
    ("pile", None, "take_first"),          # neither pile
    ("discard", None, "into_rack"),        # the discard pile's card thrown back
    ("draw", 11, "slot_or_discard"),       # a slot the rack does not have
    ("draw", True, "slot_or_discard"),     # a bool is no slot number
])
def test_the_solo_loop_refuses_a_players_bad_choice_with_a_code(take, slot, code):
    from rackoapp.ai.simulate import solo_round

    class Wayward:
        def new_round(self, obs):
            pass

        def choose_take(self, obs):
            return take

        def choose_slot(self, obs, card):
            return slot

    with pytest.raises(IllegalAction) as caught:
        solo_round(Wayward(), random.Random(3))
    assert caught.value.code == code
