"""How long the record viewer takes to open a record and to show each step.

A four-seat match to 500 is played by ``rackoapp simulate``; a window (offscreen, 1280x800,
instant speed, no data folder) opens its record three times, then steps through its middle,
ten steps forward and ten back, ``--steps`` in all, each step timed until the events it posts
are handled. Prints the open times and the median and longest step.

    python benchmarks/viewer_step.py [--seats medium,hard,medium,easy] [--seed 5] [--steps 60]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="medium,hard,medium,easy")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    folder = Path(tempfile.mkdtemp())
    subprocess.run([sys.executable, "-m", "rackoapp", "simulate", "--seats", args.seats, "--matches", "1",
                    "--seed", str(args.seed), "--record-dir", str(folder / "records"), "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    path = str(next((folder / "records").glob("*.json")))

    def settle(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    win = MainWindow(make_settings(str(folder / "bench.ini")), None, data=None)
    win.set_speed("instant")
    win.resize(1280, 800)
    win.show()
    settle(1.0)
    opens = []
    for _ in range(3):
        start = time.perf_counter()
        win.load_record_file(path)
        app.processEvents()
        opens.append(1000 * (time.perf_counter() - start))
        settle(0.3)
    positions = win.ctl.position[1]
    win.ctl.seek(positions // 2)
    settle(0.5)
    steps = []
    for i in range(args.steps):
        start = time.perf_counter()
        win.ctl.step(1 if (i // 10) % 2 == 0 else -1)
        app.processEvents()
        steps.append(1000 * (time.perf_counter() - start))
    print(f"record of {positions} positions ({args.seats}, seed {args.seed})")
    print(f"open: {', '.join(f'{t:.0f}' for t in opens)} ms")
    print(f"step: median {statistics.median(steps):.1f} ms, longest {max(steps):.1f} ms, over {len(steps)}")
    win.ctl.shutdown()
    os._exit(0)  # the window's threads need not wind down for a figure


if __name__ == "__main__":
    main()
