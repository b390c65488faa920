"""Where start-up builds PySide's Python enums, and what they cost (issue 14); prints, asserts nothing.

PySide 6 makes a Python ``enum`` for every C++ enum of a class the first
time Python touches that class, and the ``Qt`` namespace's ~95 of them all
at once. Each costs about 0.4 ms in Python's ``enum`` module, so the count is
most of what separates the app's first paint from a bare window's.

This runs one launch to the first painted table in this process (``app``:
``python -m rackoapp --seats human,hard``; ``bare`` and ``table``: the two
contenders of ``startup_ratio.py``) with ``enum.EnumType._create_`` timed,
and prints the enums made, grouped by the line of ours (or of the contender's
script) that made them, costliest first.

``--probe`` instead checks, each in a fresh process, which painting calls
build the ``Qt`` namespace. In PySide 6.11 every QPen or QBrush made from a
QColor, and ``QPainter.setPen``/``setBrush`` with any argument, do: their
overload checks test the ``Qt.PenStyle``/``Qt.GlobalColor`` overloads first.
So no table painted from Python can avoid the namespace's ~40 ms; the bare
window, painted by Qt's C++ alone, never builds it.

    python benchmarks/startup_enums.py app|bare|table
    python benchmarks/startup_enums.py --probe
"""

from __future__ import annotations

import collections
import enum
import os
import subprocess
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PROBE = r"""
import enum, sys
made = []
create = enum.EnumType._create_
enum.EnumType._create_ = lambda cls, name, *a, **k: made.append(name) or create(cls, name, *a, **k)
from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QApplication
app = QApplication([])
img = QImage(64, 64, QImage.Format.Format_ARGB32)
p = QPainter(img)
before = len(made)
exec(sys.argv[1])
print("builds Qt" if "GlobalColor" in made[before:] else "no Qt", len(made) - before)
"""

PROBES = [
    "p.drawRoundedRect(QRectF(1, 1, 9, 9), 2, 2)",
    "p.drawText(QRectF(0, 0, 50, 50), 0x84, 'x')  # alignment as an int",
    "QPen()",
    "QBrush(QColor(1, 2, 3))",
    "QPen(QColor(1, 2, 3))",
    "p.setPen(QPen())",
    "p.setBrush(QBrush())",
    "p.fillRect(QRectF(1, 1, 4, 4), QColor(1, 2, 3))",
]


def probe() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for line in PROBES:
        out = subprocess.run([sys.executable, "-c", PROBE, line], capture_output=True, text=True,
                             env=env, timeout=60).stdout.strip()
        print(f"{out:14s} {line}")


def _print(which: str, rows) -> None:
    groups = collections.defaultdict(list)
    for where, name, spent in rows:
        groups[where].append((name, spent))
    total = sum(spent for _, _, spent in rows)
    print(f"{which}: {len(rows)} enums before the first paint, {total * 1000:.1f} ms")
    for where, made in sorted(groups.items(), key=lambda g: -sum(s for _, s in g[1])):
        names = " ".join(n for n, _ in made)
        print(f"{sum(s for _, s in made) * 1000:6.1f} ms {len(made):3d}  {where[:90]}\n"
              f"{'':17s}{names[:100]}")
    sys.stdout.flush()


def trace(which: str) -> None:
    rows = []
    create = enum.EnumType._create_

    def timed(cls, name, *args, **kwargs):
        start = time.perf_counter()
        made = create(cls, name, *args, **kwargs)
        spent = time.perf_counter() - start
        ours = [f for f in traceback.extract_stack()[:-1]
                if f.filename.startswith(os.path.join(ROOT, "rackoapp")) or f.filename == "<string>"]
        where = (f"{os.path.relpath(ours[-1].filename, ROOT)}:{ours[-1].lineno}  {ours[-1].line}"
                 if ours else "(before any line of ours)")
        rows.append((where, name, spent))
        return made

    enum.EnumType._create_ = timed
    leave = os._exit

    def report(code: int) -> None:
        try:
            _print(which, rows)
        finally:  # even when the reader has gone (a closed pipe)
            leave(code)

    os._exit = report  # both contenders and the app leave with os._exit once painted
    if which == "app":
        import tempfile
        data = tempfile.mkdtemp()
        sys.argv = ["rackoapp", "--seats", "human,hard", "--seed", "1", "--data-dir", data,
                    "--settings", os.devnull, "--exit-after-paint"]
        from rackoapp.cli import main
        main()
    else:
        sys.path.insert(0, HERE)
        import startup_ratio
        source = startup_ratio.BARE if which == "bare" else startup_ratio.TABLE_ONLY
        sys.argv = [which]
        exec(compile(source, "<string>", "exec"), {"__name__": "__main__"})


def main() -> None:
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    arg = sys.argv[1] if len(sys.argv) > 1 else "app"
    if arg == "--probe":
        probe()
    elif arg in ("app", "bare", "table"):
        trace(arg)
    else:
        raise SystemExit("usage: startup_enums.py app|bare|table|--probe")


if __name__ == "__main__":
    main()
