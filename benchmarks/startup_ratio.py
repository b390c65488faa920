"""Start-up against a bare Qt window, side by side in one run.

Both are fresh processes timed from ``Popen`` until their first paint, Python's
own start-up included:

- RackoApp: ``python -m rackoapp --seats human,hard --exit-after-paint`` (the
  hidden flag prints "painted" once the dealt table has been painted);
- the bare window: PySide6 with one ``QGraphicsView`` on a one-rectangle
  scene, which prints "painted" on its viewport's first paint.

The runs alternate (app, bare, app, bare, ...) so a busy machine slows both
alike. Uses $DISPLAY if set (e.g. Xvfb), else the offscreen platform.

Both children keep their compiled bytecode in a private cache (filled by the
warm-up runs), as an installed copy does: pip and the frozen builds ship it.
Without it (PYTHONDONTWRITEBYTECODE, as on the shared development machine) the
app compiles its hundred modules at every launch, which no player ever waits
for; ``--no-bytecode-cache`` measures that case too.

    python benchmarks/startup_ratio.py [--runs 7] [--no-bytecode-cache]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

app = QApplication(sys.argv)
scene = QGraphicsScene(0, 0, 800, 500)
scene.addRect(100, 100, 60, 90)
view = QGraphicsView(scene)

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            sys.stdout.write("painted\n"); sys.stdout.flush()
            os._exit(0)
        return False

watch = Watch()
view.viewport().installEventFilter(watch)
view.resize(1024, 700)
view.show()
sys.exit(app.exec())
"""


def _env(bytecode: str | None) -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
    return env


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.kill()
    proc.wait(timeout=30)
    if line.strip() != "painted":
        raise SystemExit(f"never painted: {' '.join(cmd[:4])} ...")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--no-bytecode-cache", action="store_true",
                    help="as PYTHONDONTWRITEBYTECODE leaves it: every launch compiles the app's modules")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
        env = _env(None if args.no_bytecode_cache else cache)
        app_cmd = [sys.executable, "-m", "rackoapp", "--seats", "human,hard", "--seed", "1",
                   "--data-dir", data, "--settings", os.devnull, "--exit-after-paint"]
        bare_cmd = [sys.executable, "-c", BARE]
        _time(app_cmd, env), _time(bare_cmd, env)  # warm the file cache, the bytecode and the data folder
        app, bare = [], []
        for _ in range(args.runs):
            app.append(_time(app_cmd, env))
            bare.append(_time(bare_cmd, env))
    platform = "xcb " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    platform += ", no bytecode cache" if args.no_bytecode_cache else ", bytecode cached"
    a, b = statistics.median(app), statistics.median(bare)
    print(f"launch to first paint ({platform}, median of {args.runs}): "
          f"RackoApp {a:.3f} s, bare QGraphicsView {b:.3f} s, ratio {a / b:.2f}x (target <= 1.5x)")


if __name__ == "__main__":
    main()
