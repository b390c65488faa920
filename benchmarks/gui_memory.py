"""Resident memory after a full match played in the window.

The human seat plays through the table's click path (a simple policy), two
computer seats (hard, medium) answer at instant speed, to the default target
of 500. Prints the resident set size (VmRSS) and its peak (VmHWM).

    /work/venv/bin/python benchmarks/gui_memory.py [--target 500]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def status(field: str) -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", type=int, default=500)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from rackoapp.ai import make_player
    from rackoapp.engine import Rules, SeatInfo
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    win = MainWindow(make_settings(os.devnull))
    win.set_speed("instant")
    win.resize(1280, 800)
    win.show()
    rules = Rules(seats=3, target=args.target)
    seats = (SeatInfo("You", "human"), SeatInfo("Ada", "computer", "hard"),
             SeatInfo("Bram", "computer", "medium"))
    me = make_player("easy", 0, rules, random.Random(0))
    ctl, scene = win.ctl, win.scene
    start = time.perf_counter()
    win.start(rules, seats, seed=7)
    me.new_round(ctl.observation(0))
    after_start = status("VmRSS")
    turns = 0
    while ctl.winner is None:
        app.processEvents()
        if ctl.state == "round_over" and scene.revealed is not None:
            scene.banner.buttons[0].callback()
            me.new_round(ctl.observation(0))
        elif ctl.state == "human" and not scene.animating:
            obs = ctl.observation(0)
            if me.choose_take(obs) == "discard":
                slot = me.choose_slot(obs, obs.discard_top)
                scene.input.click("discard")
                scene.input.click("slot", slot or 1)
            else:
                scene.input.click("draw")
                obs = ctl.observation(0)
                slot = me.choose_slot(obs, obs.hand)
                scene.input.click("discard") if slot is None else scene.input.click("slot", slot)
            turns += 1
        else:
            time.sleep(0.0005)
    for _ in range(50):
        app.processEvents()
    elapsed = time.perf_counter() - start
    print(f"full match in the window (target {args.target}, {len(ctl.results)} rounds, "
          f"{turns} human turns, {elapsed:.1f} s): RSS after start {after_start:.0f} MB, "
          f"RSS at the end {status('VmRSS'):.0f} MB, peak {status('VmHWM'):.0f} MB (budget 200 MB)")
    ctl.shutdown()


if __name__ == "__main__":
    main()
