"""The longest the window goes without a frame at a round's end and at the match's end.

A 2 ms timer ticks on the GUI thread; a gap between two ticks is time the event loop could not
run: Python work, painting, or waiting for the interpreter while the coach grades on its own
threads. A two-seat match to 500 (Medium in the human's seat, Hard against it) is played by
``rackoapp simulate``; then, for the last move of a middle round and of the match, a window is
opened offscreen on a data folder whose autosave stands just before that move, resumed at
normal speed, and the move is played: the longest gap over the next 2.5 s (3 s at the match's
end, its celebration and the chart's review included). Prints the median of ``--runs``.

``--switch`` sets the interpreter's switch interval in seconds (the app's own is
``rackoapp.ui.app.SWITCH_INTERVAL``; CPython's default is 0.005).

``--records N`` also opens Game > Open record's dialog on a history of N copies of that match
(long names, so the rows wrap as on a small screen): the time until every row is read, and the
longest gap meanwhile.

    python benchmarks/gui_stalls.py [--runs 3] [--seed 3] [--switch 0.005] [--records 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"


def the_match(folder: Path, seed: int):
    """A finished two-seat match's record (Medium against Hard)."""
    from rackoapp.engine import load_record

    subprocess.run([sys.executable, "-m", "rackoapp", "simulate", "--seats", "medium,hard", "--matches", "1",
                    "--seed", str(seed), "--record-dir", str(folder), "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    return load_record(next(folder.glob("*.json")))


def before_last_move(record, number: int):
    """``record`` stopped just before the last move of round ``number`` (its rebuilds as far
    as those turns used them), the seat that makes it a human's, and that move (take, slot)."""
    from rackoapp.engine import GameRecord, RoundLog, SeatInfo, replay_match

    rnd = record.rounds[number - 1]
    last = rnd.turns[-1]
    seats = tuple(SeatInfo("You", "human") if k == last.seat else SeatInfo("Ada", "computer", seat.level)
                  for k, seat in enumerate(record.seats))
    for rebuilds in range(len(rnd.rebuilds), -1, -1):
        cut = GameRecord(record.rules, seats, record.first_dealer_draw,
                         list(record.rounds[:number - 1])
                         + [RoundLog(rnd.deck, list(rnd.rebuilds[:rebuilds]), list(rnd.turns[:-1]))])
        if replay_match(cut)[1] is None:
            return cut, (last.take, last.slot)
    raise SystemExit(f"round {number}: no position before its last move replays")


def pump(ms: float, until=lambda: False) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    end = time.perf_counter() + ms / 1000
    while time.perf_counter() < end and not until():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        time.sleep(0.001)


def wait(ms: float) -> None:
    """The event loop runs for ``ms``, undisturbed."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(ms), loop.quit)
    loop.exec()


class FrameGaps:
    """A 2 ms timer ticking on the GUI thread while inside ``with``; ``longest`` is the largest
    gap between two ticks, in ms: time the event loop could not run."""

    def __enter__(self) -> FrameGaps:
        from PySide6.QtCore import Qt, QTimer

        self.ticks = [time.perf_counter()]
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(lambda: self.ticks.append(time.perf_counter()))
        self.timer.start(2)
        return self

    def __exit__(self, *_exc) -> None:
        self.timer.stop()
        self.ticks.append(time.perf_counter())

    @property
    def longest(self) -> float:
        return max(b - a for a, b in zip(self.ticks, self.ticks[1:])) * 1000


def longest_gap(position, move, folder: Path, watch_ms: float) -> float:
    """Opens the window on ``position`` (resumed), plays ``move``: the longest gap in ms."""
    from PySide6.QtCore import QTimer

    from rackoapp.engine import save_record
    from rackoapp.storage import DataDir
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    folder.mkdir(parents=True)
    save_record(position, folder / "autosave.json")
    data = DataDir(folder)
    data.ensure()
    data.lock()
    win = MainWindow(make_settings(str(data.settings_file)), data=data)
    win.set_speed("normal")
    win.resize(1280, 800)
    win.show()
    win.startup(resume=True)
    pump(20000, lambda: win.ctl.state == "human" and not win.scene.animating)
    win.finish_setup()
    for worker in (win.coach.worker, win.coach.chart_worker):  # the coach idle, as after a while
        idle: list = []
        worker.submit(lambda: None, idle.append)
        pump(20000, lambda: bool(idle))
    pump(300)
    played: list = []
    with FrameGaps() as gaps:
        QTimer.singleShot(0, lambda: played.append(win.ctl.play(*move)))
        wait(watch_ms)
    if played != [True] or win.ctl.state not in ("round_over", "idle"):
        raise SystemExit(f"the move {move} did not end the round ({win.ctl.state})")
    win.close()
    pump(100)
    data.unlock()
    return gaps.longest


def open_record_list(record, count: int, folder: Path) -> tuple[float, float]:
    """Open record's dialog over ``count`` copies of ``record``: (seconds until every row is read,
    the longest gap in ms meanwhile)."""
    from rackoapp.engine import GameRecord, SeatInfo, save_record
    from rackoapp.ui.dialogs import open_record

    seats = (SeatInfo("Wilhelmina Scheepmaker-Verhoeven van Oldenbarnevelt", "human"),
             SeatInfo("Maximiliaan Theodorus van der Heijden-Brouwer", "computer", "hard"))
    folder.mkdir(parents=True)
    save_record(GameRecord(record.rules, seats, record.first_dealer_draw, record.rounds), folder / "match-0.json")
    for k in range(1, count):
        (folder / f"match-{k}.json").write_bytes((folder / "match-0.json").read_bytes())
    open_record._cache.clear()
    with FrameGaps() as gaps:
        start = time.perf_counter()
        dialog = open_record.OpenRecordDialog(folder)
        dialog.show()
        pump(120000, dialog.loaded)
        took = time.perf_counter() - start
    dialog.close()
    return took, gaps.longest


def main() -> None:
    from rackoapp.ui.app import SWITCH_INTERVAL

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--switch", type=float, default=SWITCH_INTERVAL)
    ap.add_argument("--records", type=int, default=0)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])  # noqa: F841 - lives as long as the windows
    sys.setswitchinterval(args.switch)
    with tempfile.TemporaryDirectory() as tmp:
        record = the_match(Path(tmp) / "match", args.seed)
        middle = len(record.rounds) // 2 + 1
        cases = {"a round's end": (middle, 2500.0), "the match's end": (len(record.rounds), 3000.0)}
        print(f"a match of {len(record.rounds)} rounds (seed {args.seed}); switch interval "
              f"{args.switch * 1000:g} ms; longest gap without a frame, {args.runs} runs:")
        for name, (number, watch_ms) in cases.items():
            position, move = before_last_move(record, number)
            gaps = [longest_gap(position, move, Path(tmp) / f"{number}-{run}", watch_ms) for run in range(args.runs)]
            print(f"  {name} (round {number}): median {statistics.median(gaps):.0f} ms "
                  f"({', '.join(f'{g:.0f}' for g in gaps)})")
        if args.records:
            runs = [open_record_list(record, args.records, Path(tmp) / f"history-{run}") for run in range(args.runs)]
            print(f"  Open record, {args.records} records: every row read in median "
                  f"{statistics.median(t for t, _ in runs):.2f} s, longest gap median "
                  f"{statistics.median(g for _, g in runs):.0f} ms")


if __name__ == "__main__":
    main()
