"""How long the table takes to draw a frame, at several window sizes and scalings.

Four seats are dealt; then, for each window, two medians of repaints of the table's view:

- the whole table (every item's cached picture dropped first): what a resize or a change of
  colours costs;
- one card moved by a pixel: what each frame of a card's flight costs. Above about 16 ms the
  flight is no longer smooth at 60 frames a second.

Each window is its own process (``QT_SCALE_FACTOR`` is read at start). Uses $DISPLAY if set
(e.g. Xvfb), else the offscreen platform; both draw in software, as most players' Qt does.

    python benchmarks/paint_time.py [--frames 40] [--window 1280x800@2 ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

WINDOWS = ("1280x800@1", "1920x1080@1", "960x600@2", "1280x800@2", "1920x1080@2")


def _measure(width: int, height: int, frames: int) -> None:
    """In the child: deal, show, and print the two medians and maxima in milliseconds."""
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        win = MainWindow(make_settings(os.path.join(folder, "bench.ini")), None, data=None)
        win.set_speed("instant")
        win.resize(width, height)
        win.show()
        seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"),
                 SeatInfo("Bram", "computer", "medium"), SeatInfo("Cleo", "computer", "easy"))
        win.start(Rules(seats=4), seats, seed=3)
        settle = time.monotonic() + 1.0
        while time.monotonic() < settle:
            app.processEvents()
            time.sleep(0.01)
        viewport = win.view.viewport()
        whole, one = [], []
        for _ in range(frames):
            win.view.resetCachedContent()
            for item in win.scene.items():
                item.update()
            start = time.perf_counter()
            viewport.repaint()
            whole.append(1000 * (time.perf_counter() - start))
        cards = [card for row in win.scene.rack_cards for card in row]
        viewport.repaint()
        for i in range(frames):
            card = cards[i % len(cards)]
            card.setPos(card.pos().x() + (1 if i % 2 else -1), card.pos().y())
            start = time.perf_counter()
            viewport.repaint()
            one.append(1000 * (time.perf_counter() - start))
        ratio = viewport.devicePixelRatioF()
        print(f"{viewport.width() * ratio:.0f}x{viewport.height() * ratio:.0f}",
              statistics.median(whole), max(whole), statistics.median(one), max(one), flush=True)
        win.ctl.shutdown()
    os._exit(0)  # the window's own shutdown is not what is measured


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=40)
    ap.add_argument("--window", action="append", help="WIDTHxHEIGHT@SCALE, e.g. 1280x800@2 (repeatable)")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        width, height = map(int, args.child.split("x"))
        _measure(width, height, args.frames)
        return
    platform = f"xcb {os.environ['DISPLAY']}" if os.environ.get("DISPLAY") else "offscreen"
    print(f"a four-seat table's repaint ({platform}; medians and maxima of {args.frames} frames, ms)")
    for window in args.window or WINDOWS:
        size, _, scale = window.partition("@")
        env = dict(os.environ, QT_SCALE_FACTOR=scale or "1")
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        out = subprocess.run([sys.executable, __file__, "--child", size, "--frames", str(args.frames)],
                             env=env, capture_output=True, text=True, timeout=300).stdout.split()
        if len(out) != 5:
            raise SystemExit(f"no figures for the window {window}")
        pixels, whole, whole_max, one, one_max = out[0], *map(float, out[1:])
        print(f"  {size} at {scale or 1}x ({pixels} px of table): whole table {whole:.1f} (max {whole_max:.1f}), "
              f"one card moved {one:.1f} (max {one_max:.1f})")


if __name__ == "__main__":
    main()
