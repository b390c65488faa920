"""Kill-and-resume: the autosave survives SIGKILL at any moment.

A subprocess plays a computer-only match with ``--data-dir`` and is killed
with SIGKILL at seeded-random moments. After every kill the autosave (if there
is one) replays cleanly and extends what was saved before; every restart with
``--resume`` goes on from exactly that record (its first autosave starts with
the killed one's rounds and turns). A last restart with ``--quit-at-end`` plays
the match to its end: the history holds it, complete, extending the last
killed record.

Every other match runs on a slowed disk (each fsync waits ``SLOW_FSYNC``
seconds, patched into the child only), so many kills land during a write.
After a restart has saved, the temporary files of the killed writes are gone
(at most the one in flight remains); after the clean exit at the end, no
temporary file and no lock file is left in the data folder.

Several short matches ("chains") share the kills, so each one ends in
reasonable time; three run side by side, as their children mostly wait. A
match that happens to end during its kills is fine too: it is checked in the
history, and a chain run after the others takes the kills it left.
Only invariants are asserted, never timings.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from rackoapp.engine import GameRecord, load_record, replay_summary

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)"),
              pytest.mark.slow]

KILLS = 21              # SIGKILLs across the test run (asserted)
KILLS_PER_CHAIN = 4     # then the match is played to its end
SEED = 5150
TARGET = 200            # a short match: about three rounds (the slowed disk makes each turn slow)
SEATS = ("hard,medium", "hard,medium,easy")
FROM_SPAWN = 0.25       # share of kills timed from the launch (may land before any autosave)
MAX_CHAINS = 3 * (KILLS // KILLS_PER_CHAIN + 1)
SIDE_BY_SIDE = 3        # chains run at once
WAIT = 90.0             # generous: a loaded two-core machine starts Qt slowly
POLL = 0.02
SLOW_FSYNC = 0.15       # seconds each fsync waits in the chains on a slowed disk

# The app, with every fsync slowed: the child's own os.fsync is wrapped, nothing else changes.
SLOWED = """
import os, runpy, sys, time
delay = float(sys.argv.pop(1))
real_fsync = os.fsync
def slow_fsync(fd):
    time.sleep(delay)
    return real_fsync(fd)
os.fsync = slow_fsync
sys.argv[0] = "rackoapp"
runpy.run_module("rackoapp", run_name="__main__", alter_sys=True)
"""


def _env() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("RACKOAPP_TRACEBACKS", None)
    return env


class Chain:
    """One match in one data folder, killed again and again."""

    def __init__(self, folder: Path, seats: str, rng: random.Random, fsync_delay: float = 0.0) -> None:
        self.folder = folder
        self.seats = seats
        self.rng = rng
        self.fsync_delay = fsync_delay
        self.autosave = folder / "autosave.json"
        self.history = folder / "history"
        self.errlog = folder.parent / f"{folder.name}-stderr.txt"
        self.prev: GameRecord | None = None  # the autosave on disk after the last kill
        self.moments: list[str] = []  # where each kill landed, for the summary
        self.finished: GameRecord | None = None
        self.kills = 0
        self.played_to_the_end = False
        folder.mkdir()

    # -- processes -----------------------------------------------------------------

    def args(self, quit_at_end: bool = False) -> list[str]:
        if self.fsync_delay:
            args = [sys.executable, "-c", SLOWED, str(self.fsync_delay), "--data-dir", str(self.folder)]
        else:
            args = [sys.executable, "-m", "rackoapp", "--data-dir", str(self.folder)]
        if self.prev is None:  # nothing saved yet: start the match (again)
            # The deal from the chain's seeded generator: the same matches every run (the kills'
            # moments still fall where the machine's speed puts them).
            args += ["--seats", self.seats, "--seed", str(self.rng.randrange(2**31)), "--speed", "instant",
                     "--target", str(TARGET)]
        else:
            args += ["--resume", "--speed", "instant"]
        if quit_at_end:
            args.append("--quit-at-end")
        return args

    def launch(self, quit_at_end: bool = False) -> subprocess.Popen:
        with open(self.errlog, "ab") as err:
            err.write(f"--- {' '.join(self.args(quit_at_end)[3:])}\n".encode())
            return subprocess.Popen(self.args(quit_at_end), env=_env(), stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=err)

    def stderr(self) -> str:
        try:
            return self.errlog.read_text(errors="replace")[-3000:]
        except OSError:
            return ""

    # -- the files -------------------------------------------------------------------

    def signature(self):
        try:
            st = os.stat(self.autosave)
        except FileNotFoundError:
            return None
        return st.st_ino, st.st_mtime_ns, st.st_size

    def temporary_files(self) -> list[Path]:
        return sorted(self.folder.glob(".*.tmp")) + sorted(self.history.glob(".*.tmp"))

    def history_files(self) -> list[Path]:
        return sorted(self.history.glob("*.json")) if self.history.is_dir() else []

    def read(self, path: Path) -> tuple[GameRecord, dict]:
        record = load_record(path)
        summary = replay_summary(record)
        assert summary["error"] is None, (path, summary["error"])
        return record, summary

    def wait_for_change(self, proc: subprocess.Popen, before) -> None:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            sig = self.signature()
            if sig is not None and sig != before:
                return
            if sig is None and self.history_files():
                return  # the match ended and was filed between two looks: no save left to see
            assert proc.poll() is None, f"the game exited by itself ({proc.returncode}):\n{self.stderr()}"
            time.sleep(POLL)
        raise AssertionError(f"no autosave within {WAIT} s:\n{self.stderr()}")

    # -- one kill ----------------------------------------------------------------------

    def kill_once(self) -> None:
        before = self.signature()
        seen = self.prev
        proc = self.launch()
        try:
            if self.rng.random() < FROM_SPAWN:
                time.sleep(self.rng.uniform(0.0, 1.0))  # maybe during start-up, before any save
            else:
                left = self.temporary_files()
                self.wait_for_change(proc, before)
                # The restart cleared what the killed writes left before it saved (its own
                # temporary files have new names). A fresh start without --resume may not
                # look at the folder before its first save; the clean exit below checks it.
                if self.prev is not None:
                    assert not [p for p in self.temporary_files() if p in left], left
                if self.autosave.exists():  # else the match is over and filed (after_kill checks it)
                    first, _ = self.read(self.autosave)
                    # The restart resumed the exact record: its first save extends it.
                    assert_extends(self.prev, first, "the first autosave after a restart")
                    seen = first
                    time.sleep(self.rng.uniform(0.2, 1.0))
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=WAIT)
        assert proc.returncode == -signal.SIGKILL, f"the game exited by itself:\n{self.stderr()}"
        mid_write = bool(self.temporary_files())
        before_kill = self.prev
        self.after_kill(seen)
        if mid_write:
            self.moments.append("during a write")
        elif self.prev is None:
            self.moments.append("before any save")
        elif before_kill is not None and self.prev.to_dict() == before_kill.to_dict():
            self.moments.append("before the restart saved")
        else:
            self.moments.append("in play")

    def after_kill(self, seen: GameRecord | None) -> None:
        assert not list(self.folder.glob("autosave.json.bad-*")), "an autosave was found damaged"
        done = self.history_files()
        if self.autosave.exists():
            record, summary = self.read(self.autosave)
            assert_extends(self.prev, record, "the autosave after a kill")
            assert_extends(seen, record, "the autosave after a kill")
            # Never backwards: at most the turn in flight is lost, nothing saved before.
            assert total_turns(record) >= total_turns(seen)
            assert not done, "a match in the history and another in the autosave"
            if summary["complete"]:  # killed between the last save and the filing
                self.finished = record
            self.prev = record
        elif done:  # the match ended before the kill and was filed
            assert len(done) == 1, done
            record, summary = self.read(done[0])
            assert summary["complete"], summary
            assert_extends(self.prev, record, "the filed match")
            self.finished = record

    # -- the end -----------------------------------------------------------------------

    def play_to_the_end(self) -> None:
        proc = self.launch(quit_at_end=True)
        try:
            code = proc.wait(timeout=10 * WAIT)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert code == 0, self.stderr()
        assert not self.autosave.exists(), "a finished match was left in the autosave"
        assert not self.temporary_files(), "temporary files were left behind"
        assert not (self.folder / "rackoapp.lock").exists(), "the lock stayed after a clean exit"
        assert not list(self.folder.glob("autosave.json.bad-*"))
        done = self.history_files()
        assert len(done) == 1, done
        record, summary = self.read(done[0])
        assert summary["complete"] is True and summary["error"] is None, summary
        assert summary["winner"] is not None
        assert max(summary["totals"]) >= TARGET
        assert_extends(self.prev, record, "the finished match")
        # Computer-only matches are not counted in the statistics.
        assert not (self.folder / "statistics.json").exists()
        self.finished = record


def total_turns(record: GameRecord | None) -> int:
    return 0 if record is None else sum(len(r.turns) for r in record.rounds)


def assert_extends(old: GameRecord | None, new: GameRecord, what: str) -> None:
    """``new`` is ``old`` with more turns (and rounds) after it."""
    if old is None:
        return
    assert (new.rules, new.seats, new.first_dealer_draw) == (old.rules, old.seats, old.first_dealer_draw), what
    assert len(new.rounds) >= len(old.rounds), f"{what}: rounds went missing"
    last = len(old.rounds) - 1
    for i, (a, b) in enumerate(zip(old.rounds, new.rounds)):
        assert a.deck == b.deck, f"{what}: round {i + 1} was dealt differently"
        if i < last:
            assert (a.rebuilds, a.turns) == (b.rebuilds, b.turns), f"{what}: round {i + 1} changed"
        else:
            assert b.turns[: len(a.turns)] == a.turns, f"{what}: the turns of round {i + 1} changed"
            assert b.rebuilds[: len(a.rebuilds)] == a.rebuilds, f"{what}: round {i + 1}'s rebuilds changed"
    assert total_turns(new) >= total_turns(old)


def run_chain(folder: Path, number: int, kills: int) -> Chain:
    """Chain ``number``: up to ``kills`` kills, then its match played to the end (unless it
    ended meanwhile). Each chain has its own seeded RNG for its waits, where the kills fall and
    the seed its match is dealt from. What a resume deals later comes from a seed the app draws
    and logs (``--seed`` is not taken with ``--resume``), and the moments the kills land in
    follow the machine's speed: those vary from run to run."""
    chain = Chain(folder / f"match{number}", SEATS[(number - 1) % len(SEATS)], random.Random(SEED + number),
                  fsync_delay=SLOW_FSYNC if number % 2 == 0 else 0.0)
    for _ in range(kills):
        chain.kill_once()
        chain.kills += 1
        if chain.finished is not None:
            break
    if chain.finished is None:
        chain.play_to_the_end()
        chain.played_to_the_end = True
    return chain


def test_sigkill_at_random_moments_then_resume(tmp_path):
    started = time.monotonic()
    # The chains run side by side: their children mostly wait (on the slowed disk, between
    # kills), so the test takes a third of the time it took one chain after another.
    whole, rest = divmod(KILLS, KILLS_PER_CHAIN)
    plan = [KILLS_PER_CHAIN] * whole + ([rest] if rest else [])
    with ThreadPoolExecutor(SIDE_BY_SIDE) as pool:
        chains = list(pool.map(lambda n: run_chain(tmp_path, n, plan[n - 1]), range(1, len(plan) + 1)))
    # Matches that ended early left kills over, or none was played to its end after a kill.
    while sum(c.kills for c in chains) < KILLS or not any(c.played_to_the_end for c in chains):
        assert len(chains) < MAX_CHAINS, "the matches keep ending before their kills"
        left = KILLS - sum(c.kills for c in chains)
        chains.append(run_chain(tmp_path, len(chains) + 1, max(1, min(KILLS_PER_CHAIN, left))))
    kills = sum(c.kills for c in chains)
    finals = sum(c.played_to_the_end for c in chains)
    assert kills >= KILLS
    assert finals > 0, "no match was played to its end after a kill"
    moments = [m for c in chains for m in c.moments]
    where = ", ".join(f"{moments.count(m)} {m}" for m in sorted(set(moments)))
    print(f"{kills} kills ({where}), {len(chains)} matches, {finals} played to the end "
          f"in {time.monotonic() - started:.1f} s")
