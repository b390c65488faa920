"""``rackoapp --self-test``: prove that this build of the app starts and plays.

It runs the real window offscreen: one complete round between two computer
seats through the controller and the table scene at instant speed, then the
round's record is written, read back and replayed. One line on stdout says
what was checked (exit 0); one line on stderr says what failed (exit 1), or
that the line on stdout could not be written (exit 2).
It is what CI runs on the frozen build.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

ROUND_TIMEOUT_S = 120


class SelfTestFailure(Exception):
    pass


def check(condition: bool, what: str) -> None:
    if not condition:
        raise SelfTestFailure(what)


def run() -> int:
    from rackoapp.ui.arguments import print_result, tell

    started = time.perf_counter()
    try:
        line = _self_test(started)
    except SelfTestFailure as e:
        tell(f"rackoapp self-test FAILED: {e}")
        return 1
    except Exception as e:  # noqa: BLE001 - the one place that reports anything at all
        tell(f"rackoapp self-test FAILED: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        return 1
    return 0 if print_result(line) else 2


def _self_test(started: float) -> str:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QEventLoop, QTimer

    from rackoapp import __version__
    from rackoapp.engine import Rules, SeatInfo, load_record, replay_summary, save_record
    from rackoapp.storage import DataDir
    from rackoapp.ui.app import application
    from rackoapp.ui.resources import resource_path
    from rackoapp.ui.settings import make_settings
    from rackoapp.ui.window import MainWindow

    app = application(offscreen=True)
    found = [name for name in ("rules_en.md", "icons/rackoapp.svg") if resource_path(name).is_file()]
    check(len(found) == 2, f"resources missing: {sorted({'rules_en.md', 'icons/rackoapp.svg'} - set(found))}")
    _check_dutch(app)
    with tempfile.TemporaryDirectory(prefix="rackoapp-selftest-") as tmp:
        data = DataDir(tmp)
        data.ensure()
        window = MainWindow(make_settings(str(Path(tmp) / "settings.ini")), data=data)
        window.set_speed("instant")
        window.resize(1280, 800)
        window.show()
        ctl = window.ctl
        seats = (SeatInfo("Ada", "computer", "hard"), SeatInfo("Bram", "computer", "medium"))
        results = []
        loop = QEventLoop()
        ctl.round_over.connect(lambda result: (results.append(result), loop.quit()))
        QTimer.singleShot(ROUND_TIMEOUT_S * 1000, loop.quit)
        window.start(Rules(seats=2), seats, seed=2024)
        loop.exec()
        check(bool(results), f"no round finished within {ROUND_TIMEOUT_S} s")
        result = results[0]
        racks = ctl.revealed_racks()
        check(ctl.results[:1] == (result,) and racks is not None and tuple(map(tuple, result.racks)) == racks,
              "the round's result differs from the engine's")
        window.scene.finish_animations()
        app.processEvents()
        shown = [[card.value for card in row] for row in window.scene.rack_cards]
        check(shown == [list(r) for r in racks], "the table does not show the engine's racks")
        check(data.autosave.is_file(), "the match was not autosaved")
        saved = replay_summary(load_record(data.autosave))
        check(saved["error"] is None and saved["rounds"][0]["scores"] == list(result.scores),
              "the autosave does not replay to the round's scores")
        path = Path(tmp) / "selftest-record.json"
        save_record(ctl.record(), path)
        again = replay_summary(load_record(path))
        check(again["error"] is None and again["totals"] == list(ctl.totals),
              "the written record does not replay to the same totals")
        picture = window.grab()
        check(picture.width() > 0 and not picture.isNull(), "the window could not be painted")
        check(_rings(window, data), "a second start could not bring the window forward")
        ctl.shutdown()
        window.close()
        size = path.stat().st_size
    winner = "no Rack-O (stopped)" if result.rackout is None else f"Rack-O by {seats[result.rackout].name}"
    return (f"rackoapp {__version__} self-test ok: PySide6 {pyside_version}, offscreen; one round hard vs medium "
            f"played through controller and table ({result.turns} turns, {winner}, scores "
            f"{list(result.scores)}); autosave and a {size}-byte record written, re-read and replayed; "
            f"resources found; Dutch for the app and for Qt; a second start rang; "
            f"{time.perf_counter() - started:.1f} s")


def _rings(window, data) -> bool:
    """The doorbell a second start rings answers (the installers must carry its sockets or pipes)."""
    import threading

    from PySide6.QtCore import QEventLoop, QTimer

    from rackoapp.storage.doorbell import address, ring
    from rackoapp.ui.front import answer_rings

    bell = answer_rings(window, data)
    if bell is None:
        return False
    answers: list = []
    loop = QEventLoop()
    watch = QTimer()  # the ringing thread has no event loop of its own to end this one's
    watch.timeout.connect(lambda: answers and loop.quit())
    try:
        threading.Thread(target=lambda: answers.append(ring(address(data.root))), daemon=True).start()
        watch.start(10)
        QTimer.singleShot(ROUND_TIMEOUT_S * 1000, loop.quit)
        loop.exec()
    finally:
        watch.stop()
        bell.close()
    return answers == [True]


def _check_dutch(app) -> None:
    """The app's own words and Qt's (standard buttons, the file dialog) in Dutch: a bundle that
    left Qt's out gave a Dutch player English dialogs."""
    from rackoapp.ui.i18n import install_translator

    try:
        check(install_translator(app, "nl") == "nl", "no Dutch")
        # Texts the app and Qt already have, looked up (none of the self-test's own to translate).
        check(app.translate("MainWindow", "&Quit") == "&Afsluiten", "the app's Dutch words are missing")
        check(app.translate("QPlatformTheme", "Cancel") == "Annuleren", "Qt's Dutch words are missing")
    finally:
        install_translator(app, "en")
