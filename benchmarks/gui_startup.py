"""From launch to the first painted table with ``rackoapp --seats human,hard``.

Runs the real command line in a fresh process (Python start-up included) and
times it from ``Popen`` until the table's viewport has painted once. Uses the
X display in $DISPLAY if there is one (e.g. under Xvfb), else offscreen.

    /work/venv/bin/python benchmarks/gui_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
import os, sys
from rackoapp.ui.table import view as table
original = table.TableView.paintEvent
def painted(self, event):
    original(self, event)
    if self.scene() is not None and self.scene().rack_cards:
        sys.stdout.write("painted\n"); sys.stdout.flush()
        os._exit(0)
table.TableView.paintEvent = painted
from rackoapp.cli import main
sys.exit(main(["--seats", "human,hard", "--seed", "1", "--settings", os.devnull]))
"""


def one_run() -> float:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=30)
    if line.strip() != "painted":
        raise SystemExit("the table never painted")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    one_run()  # warm the file cache
    times = sorted(one_run() for _ in range(args.runs))
    platform = "xcb " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    print(f"launch to first painted table ({platform}, {args.runs} runs): "
          f"median {statistics.median(times):.3f} s, worst {times[-1]:.3f} s, best {times[0]:.3f} s "
          f"(budget 1.0 s)")


if __name__ == "__main__":
    main()
