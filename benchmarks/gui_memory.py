"""Resident memory after full matches played in the window.

The human seat plays through the table's click path (a simple policy), two
computer seats (hard, medium) answer at instant speed, to the default target
of 500. Prints the resident set size (VmRSS) and its peak (VmHWM). With
``--matches N`` it plays N matches one after another, the language switched
between them with ``--switch-language``, and prints the growth a match after
the first: a long session must not grow without end.

    python benchmarks/gui_memory.py [--target 500] [--matches 1] [--switch-language]
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
    ap.add_argument("--matches", type=int, default=1)
    ap.add_argument("--switch-language", action="store_true",
                    help="switch between English and Dutch (twice) after every match")
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
    ctl = win.ctl
    after_first = None
    for match in range(args.matches):
        start = time.perf_counter()
        win.start(rules, seats, seed=7 + match)
        me.new_round(ctl.observation(0))
        after_start = status("VmRSS")
        turns = play(app, win, me)
        elapsed = time.perf_counter() - start
        print(f"match {match + 1} in the window (target {args.target}, {len(ctl.results)} rounds, "
              f"{turns} human turns, {elapsed:.1f} s): RSS after start {after_start:.0f} MB, "
              f"RSS at the end {status('VmRSS'):.0f} MB, peak {status('VmHWM'):.0f} MB (budget 200 MB)",
              flush=True)
        if args.switch_language:
            for language in ("nl", "en"):
                win.set_language(language)
                app.processEvents()
        if match == 0:
            after_first = status("VmRSS")
    if args.matches > 1:
        grown = status("VmRSS") - after_first
        print(f"growth after the first match: {grown:.1f} MB over {args.matches - 1} matches, "
              f"{grown / (args.matches - 1):.2f} MB a match")
    ctl.shutdown()


def play(app, win, me) -> int:
    """Play the started match to its end; the human's turns taken."""
    from PySide6.QtCore import QEvent

    ctl, scene = win.ctl, win.scene
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
    # What the window gave up with deleteLater goes when control is back in the event loop,
    # which this loop of processEvents never is: free it as app.exec() would.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return turns


if __name__ == "__main__":
    main()
