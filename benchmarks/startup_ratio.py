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

``--floor`` adds the bare window plus only what any RackoApp table needs before
it paints: PySide's ``Qt`` namespace (its ~95 Python enums, built by the first
QPen or QBrush made from a QColor), the engine and the controller with a match
dealt. No table is shown; what separates it from the bare window is the part
of the ratio that no way of painting the table can remove.

The table-only and floor scripts start as the app does, with
``rackoapp.ui.source_scan.import_pyside`` (PySide's check of every later
import, made a byte search).

``--table-only`` adds another contender: the app's own table (engine,
controller, ``TableScene`` and ``TableView``, the same deal) in a window with
nothing else: no menus' actions, move log, score sheet, accessibility, data
folder or settings. It is the floor that deferring everything else could
reach; what it costs over the bare window is the table itself (PySide's
``Qt`` namespace of about a hundred Python enums, the font system's start,
which a window that draws no text never pays, the game's modules and the
first paint of the cards).

    python benchmarks/startup_ratio.py [--runs 7] [--no-bytecode-cache] [--table-only] [--floor]
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

# The app's table alone, dealt as ``--seats human,hard --seed 1`` deals it.
TABLE_ONLY = r"""
import os, sys
from rackoapp.ui.source_scan import import_pyside
import_pyside()  # as the app does first: PySide's look at each later import, made cheap
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QWidget

from rackoapp.controller import GameController
from rackoapp.engine import Rules
from rackoapp.ui.arguments import seats_from
from rackoapp.ui.table import TableScene, TableView

app = QApplication(sys.argv[:1])
window = QMainWindow()
ctl = GameController(window)
scene = TableScene(ctl, window)
view = TableView(scene)
splitter = QSplitter()
splitter.addWidget(view)
splitter.addWidget(QWidget())  # where the score sheet and the move log would go
splitter.setSizes([960, 300])
window.setCentralWidget(splitter)
for title in ("&Game", "&View", "&Help"):
    window.menuBar().addMenu(title)
window.statusBar()
ctl.new_match(Rules(seats=2, target=500), seats_from(("human", "hard")), 1)

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and scene.rack_cards:
            QTimer.singleShot(0, done)
        return False

def done():
    sys.stdout.write("painted\n"); sys.stdout.flush()
    os._exit(0)

watch = Watch()
view.viewport().installEventFilter(watch)
window.resize(1280, 800)
window.show()
sys.exit(app.exec())
"""

# The bare window plus the model and the Qt namespace: what the table's first paint cannot avoid.
FLOOR = BARE.replace("app = QApplication(sys.argv)", """from rackoapp.ui.source_scan import import_pyside
import_pyside()
from PySide6.QtCore import Qt  # the namespace any painted table builds
from rackoapp.controller import GameController
from rackoapp.engine import Rules
from rackoapp.ui.arguments import seats_from

app = QApplication(sys.argv)
ctl = GameController()
ctl.new_match(Rules(seats=2, target=500), seats_from(("human", "hard")), 1)""")
assert FLOOR != BARE


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
    ap.add_argument("--table-only", action="store_true",
                    help="also time the app's table alone in an otherwise empty window")
    ap.add_argument("--floor", action="store_true",
                    help="also time the bare window with the Qt namespace, the engine and a dealt match")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as cache:
        env = _env(None if args.no_bytecode_cache else cache)
        app_cmd = [sys.executable, "-m", "rackoapp", "--seats", "human,hard", "--seed", "1",
                   "--data-dir", data, "--settings", os.path.join(data, "bench.ini"), "--exit-after-paint"]
        bare_cmd = [sys.executable, "-c", BARE]
        extra = {name: [sys.executable, "-c", script] for name, script, wanted in
                 (("table", TABLE_ONLY, args.table_only), ("floor", FLOOR, args.floor)) if wanted}
        _time(app_cmd, env), _time(bare_cmd, env)  # warm the file cache, the bytecode and the data folder
        for cmd in extra.values():
            _time(cmd, env)
        app, bare, times = [], [], {name: [] for name in extra}
        for _ in range(args.runs):
            app.append(_time(app_cmd, env))
            bare.append(_time(bare_cmd, env))
            for name, cmd in extra.items():
                times[name].append(_time(cmd, env))
    platform = "xcb " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    platform += ", no bytecode cache" if args.no_bytecode_cache else ", bytecode cached"
    a, b = statistics.median(app), statistics.median(bare)
    print(f"launch to first paint ({platform}, median of {args.runs}): "
          f"RackoApp {a:.3f} s, bare QGraphicsView {b:.3f} s, ratio {a / b:.2f}x (target <= 1.5x)")
    if "table" in times:
        t = statistics.median(times["table"])
        print(f"the table alone (the floor of deferring the rest): {t:.3f} s, ratio {t / b:.2f}x")
    if "floor" in times:
        t = statistics.median(times["floor"])
        print(f"no table, only the Qt namespace, the engine and a dealt match: {t:.3f} s, ratio {t / b:.2f}x")


if __name__ == "__main__":
    main()
