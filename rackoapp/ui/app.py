"""``rackoapp`` without a subcommand: the game window (or a screenshot of it)."""

from __future__ import annotations

import argparse
import os
import sys


def _usage(message: str):
    from rackoapp.cli import UsageError

    return UsageError(f"rackoapp: {message}")


def _application(offscreen: bool):
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    app.setApplicationName("RackoApp")
    app.setOrganizationName("RackoApp")
    icon = _icon()
    if icon is not None:
        app.setWindowIcon(icon)
    return app


def _icon():
    from PySide6.QtGui import QIcon

    from rackoapp.ui.resources import resource_path

    for name in ("icons/rackoapp.svg", "icons/rackoapp.png", "rackoapp.svg", "rackoapp.png"):
        path = resource_path(name)
        if path.is_file():
            return QIcon(str(path))
    return None


def build_window(args: argparse.Namespace, settings=None):
    """The window with the game the arguments ask for (nothing started otherwise)."""
    from rackoapp.engine import IllegalAction, RecordError, Rules, load_record
    from rackoapp.ui import settings as settings_mod
    from rackoapp.ui.arguments import seats_from
    from rackoapp.ui.window import MainWindow

    if settings is None:
        settings = settings_mod.make_settings(getattr(args, "settings", None))
    record = None
    if getattr(args, "record", None):
        try:
            record = load_record(args.record)
        except (RecordError, OSError) as e:
            raise _usage(f"cannot read the record: {str(e).splitlines()[0]}") from None
    window = MainWindow(settings)
    if getattr(args, "speed", None):
        window.scene.set_speed(args.speed)
        window.speed_actions[args.speed].setChecked(True)
    if record is not None:
        problem = window.ctl.load(record, seed=getattr(args, "seed", None))
        window._last_rules, window._last_seats = record.rules, tuple(record.seats)
        if problem:
            window.show_message(f"the record stops early ({problem})")
    elif getattr(args, "seats", None):
        seats = seats_from(args.seats)
        try:
            rules = Rules(seats=len(seats), target=args.target or 500)
        except IllegalAction as e:
            raise _usage(str(e)) from None
        window.start(rules, seats, getattr(args, "seed", None))
    return window


def grab_table(args: argparse.Namespace):
    """The window as the screenshot shows it, and its picture: (window, QImage)."""
    from PySide6.QtCore import QEventLoop, QTimer

    _application(offscreen=True)
    from rackoapp.ui import settings as settings_mod

    # A fresh in-memory look: the user's saved geometry and choices play no part.
    settings = settings_mod.make_settings(os.devnull) if getattr(args, "settings", None) is None \
        else settings_mod.make_settings(args.settings)
    if not getattr(args, "seats", None) and not getattr(args, "record", None):
        args.seats = ("human", "hard")
    args.speed = "instant"  # the deal lands at once: the picture shows the dealt table
    window = build_window(args, settings)
    window.ctl.set_speed("slow")  # nobody moves before the picture is taken
    window.ctl._timer.stop()
    window.resize(1280, 800)
    window.show()
    loop = QEventLoop()
    QTimer.singleShot(50, loop.quit)
    loop.exec()
    window.ctl._timer.stop()
    window.scene.finish_animations()
    return window, window.grab()


def screenshot(args: argparse.Namespace) -> int:
    window, image = grab_table(args)
    ok = image.save(args.screenshot, "PNG")
    window.ctl.shutdown()
    window.hide()
    if not ok:
        raise _usage(f"cannot write {args.screenshot}")
    print(f"{args.screenshot}: {image.width()}x{image.height()}")
    return 0


def _install_excepthook(window):
    """A bug in a slot becomes one line in the status bar, never a traceback (faults.py)."""
    from rackoapp.ui.faults import FaultHandler

    handler = FaultHandler(None, None, window.show_message)
    handler.install()
    return handler


def run(args: argparse.Namespace) -> int:
    if getattr(args, "screenshot", None):
        return screenshot(args)
    from PySide6.QtCore import QTimer

    app = _application(offscreen=False)
    window = build_window(args)
    if not os.environ.get("RACKOAPP_TRACEBACKS"):
        _install_excepthook(window)
    window.show()
    if not getattr(args, "seats", None) and not getattr(args, "record", None):
        QTimer.singleShot(0, window.new_game)
    return app.exec()
