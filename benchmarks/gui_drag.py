"""Handling one mouse move during a drag, scene update and repaint included.

Builds the window, starts ``human,hard``, presses on the discard pile's card
and moves it around the table with real mouse events on the viewport. Each
sample is one ``mouseMove`` plus the event processing that repaints the view.

    /work/venv/bin/python benchmarks/gui_drag.py [--moves 2000]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=2000)
    args = ap.parse_args()
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    win = MainWindow(make_settings(os.devnull))
    win.set_speed("instant")
    win.resize(1280, 800)
    win.show()
    QTest.qWaitForWindowExposed(win)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"))
    for seed in range(100):
        win.start(Rules(seats=2), seats, seed)
        if win.ctl.to_move == 0:
            break
    while win.ctl.state != "human":
        app.processEvents()
    scene, view = win.scene, win.view
    vp = view.viewport()
    start = view.mapFromScene(scene.discard_pile.mapRectToScene(scene.discard_pile.card_rect()).center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(vp, start + QPoint(0, 12))
    app.processEvents()
    assert scene.input.drag is not None and scene.input.drag.started
    samples = []
    cx, cy = vp.width() / 2, vp.height() * 0.6
    for i in range(args.moves):
        a = i / 40.0
        p = QPoint(int(cx + math.cos(a) * vp.width() * 0.4), int(cy + math.sin(a * 1.3) * vp.height() * 0.3))
        t0 = time.perf_counter()
        QTest.mouseMove(vp, p)
        app.processEvents()  # the scene's update and the repaint
        samples.append((time.perf_counter() - t0) * 1000)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=p)
    samples.sort()
    p99 = samples[int(len(samples) * 0.99) - 1]
    platform = "xcb " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    print(f"drag mouse move ({platform}, {len(samples)} moves, window 1280x800): "
          f"median {statistics.median(samples):.2f} ms, p99 {p99:.2f} ms, max {samples[-1]:.2f} ms "
          f"(budget p99 4 ms)")
    win.ctl.shutdown()


if __name__ == "__main__":
    main()
