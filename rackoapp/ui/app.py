"""``rackoapp`` without a subcommand: the game window (or a screenshot of it)."""

from __future__ import annotations

import argparse
import errno
import os
import sys


class StartError(Exception):
    """The window cannot start as asked (no screen, a bad record, a busy data folder): one line.

    The command line above turns it into its usage error and exit status; the
    window never imports the command line. ``shown`` is the line in the player's
    language, for the box on screen, where there is one.
    """

    def __init__(self, message: str, shown: str | None = None) -> None:
        super().__init__(message)
        self.shown = shown


class InFront(Exception):
    """A second start on a held data folder brought the open window forward: nothing else to do
    (exit 0), the message for the console only."""


def _usage(message: str, shown: str | None = None) -> StartError:
    return StartError(f"rackoapp: {message}", shown)


def _no_screen() -> bool:
    """On Linux without X or Wayland Qt would abort; we say so in one line instead."""
    return (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"))


def application(offscreen: bool, icon: bool = True):
    """The QApplication; ``icon=False`` leaves the window icon to ``set_icon`` (the game window
    sets it after its first paint: loading the picture would delay that paint)."""
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif _no_screen():
        raise _usage("no screen to show the window on (DISPLAY is not set); "
                     "--screenshot and --self-test work without one")
    from PySide6.QtWidgets import QApplication

    _route_qt_messages()
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    app.setApplicationName("RackoApp")
    app.setOrganizationName("RackoApp")
    if icon:
        set_icon(app)
    return app


def set_icon(app) -> None:
    icon = _icon()
    if icon is not None:
        app.setWindowIcon(icon)


def _route_qt_messages() -> None:
    """Qt's own chatter (e.g. the offscreen plugin's warnings) goes to the log, not the
    player's terminal; only a fatal message is printed."""
    import logging

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    from rackoapp.ui.arguments import tell

    log = logging.getLogger("rackoapp.qt")
    warned: list[str] = []

    def handler(kind, context, message) -> None:
        if kind == QtMsgType.QtFatalMsg:
            tell(f"rackoapp: {_fatal_words(message, warned)}")
            # Qt aborts next: a core dump and status 134 for what is one line's worth (code review).
            os._exit(2)
        elif kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtWarningMsg):
            warned[:] = (warned + [message])[-5:]
            log.warning("Qt: %s", message)
        else:
            log.debug("Qt: %s", message)

    qInstallMessageHandler(handler)


def _fatal_words(message: str, warned: list[str]) -> str:
    """Qt's fatal message as one line. "No Qt platform plugin could be initialized ...
    Reinstalling the application may fix this problem" is said when DISPLAY names no running
    screen too: a warning before it says so."""
    first = message.splitlines()[0] if message else "Qt failed"
    said = [line for line in warned if "connect to display" in line]
    if "platform plugin" in first and said:
        return f"no screen to show the window on (Qt {said[-1].splitlines()[0]})"
    return first


def _icon():
    from PySide6.QtGui import QIcon

    from rackoapp.ui.resources import resource_path

    for name in ("icons/rackoapp.svg", "icons/rackoapp.png", "rackoapp.svg", "rackoapp.png"):
        path = resource_path(name)
        if path.is_file():
            return QIcon(str(path))
    return None


def install_language(settings) -> str:
    """Translate the texts into the language of the settings ("ui/language"; "" = the system's)."""
    from PySide6.QtCore import QCoreApplication

    from rackoapp.ui import i18n
    from rackoapp.ui import settings as settings_mod

    app = QCoreApplication.instance()
    if app is None:
        return i18n.current_language()
    return i18n.install_translator(app, settings_mod.get(settings, "ui/language"))


def data_dir(args: argparse.Namespace):
    """The data folder, proven writable, and None; or, if the default one is not (or the system
    names none), None (play without saving) and why: (the StorageError, whether a match saved
    there is kept).

    A folder named with ``--data-dir`` that cannot be used is a one-line error.
    """
    from PySide6.QtCore import QStandardPaths

    from rackoapp.storage import AlreadyRunning, DataDir, StorageError
    from rackoapp.ui.arguments import tell

    explicit = getattr(args, "data_dir", None)
    root = explicit or QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not root:  # none named: it saved nothing, said nothing, and quitting lost the game unasked (review)
        problem = StorageError("no_data_folder")
        tell(f"rackoapp: {problem}; this game will not be saved")
        return None, (problem, False)
    data = DataDir(root)
    try:
        data.ensure()
    except StorageError as e:
        if explicit:
            raise _usage(str(e) + _kept_there(data)) from None
        tell(f"rackoapp: {e}{_kept_there(data)}; this game will not be saved")
        return None, (e, bool(_kept_there(data)))
    # One app per data folder: two would overwrite each other's autosave. The OS
    # holds the lock with its open file, so a killed app's lock never blocks.
    try:
        data.lock()
    except AlreadyRunning as e:
        if not _asks_for_something(args) and _rang(data):
            raise InFront(f"rackoapp: {e}: its window is brought to the front") from None
        raise _usage(str(e), _in_its_language(e, data)) from None
    except StorageError as e:
        if explicit:
            raise _usage(str(e) + _kept_there(data)) from None
        tell(f"rackoapp: {e}{_kept_there(data)}; this game will not be saved")
        return None, (e, bool(_kept_there(data)))
    _locked.append(data)
    return data, None


def _asks_for_something(args: argparse.Namespace) -> bool:
    """A start that asks for something (seats, a record, the saved match, a speed): refused
    beside the open window, which it cannot change (with a line, and a box unless a script
    started it: ``_scripted``), not just a second click on the icon."""
    return _scripted(args) or any(getattr(args, name, None) for name in ("seats", "record", "resume", "speed"))


def _scripted(args: argparse.Namespace) -> bool:
    """A script's start (--quit-at-end; the benchmarks' hidden --exit-after-paint): a start that
    fails gets its line and status at once, no box on the screen to wait for (README review)."""
    return bool(getattr(args, "quit_at_end", False) or getattr(args, "exit_after_paint", False))


RING_FOR_S = 4.0  # how long a second start rings: the first may be still starting, not listening yet


def _rang(data) -> bool:
    """The app holding ``data`` answered the doorbell: its window was brought forward."""
    import time

    from rackoapp.storage.doorbell import address, ring

    where = address(data.root)
    deadline = time.monotonic() + RING_FOR_S
    while True:
        answer = ring(where, _launch_token[0] if _launch_token else None)
        # Nobody listening yet: a double click twice over, the first app holds the folder a
        # moment before it listens. Any other "no" is final (the box comes at once).
        if answer is not None or time.monotonic() >= deadline or _signalled:
            return bool(answer)
        time.sleep(0.25)


def _in_its_language(error, data) -> str:
    """``error`` in the language the folder's settings name: the box stood in English over the
    Dutch window already open on that folder (returning-player playtest). The settings are only
    read, and only if fit to read: the folder is the other app's."""
    from rackoapp.controller.engine_text import error_text
    from rackoapp.ui.settings import read_only_settings

    settings = read_only_settings(str(data.settings_file))
    if settings is not None:
        install_language(settings)
    return error_text(error)


def _kept_there(data) -> str:
    """Refused a folder holding a match left unfinished, the player feared it lost (playtest)."""
    try:
        kept = data.autosave.is_file()
    except OSError:
        kept = False
    return "; the match saved there is kept" if kept else ""


_locked: list = []  # data folders held for the life of the window
_answered: list = []  # their doorbells (storage/doorbell.py), closed before the lock is let go
# The launcher's activation token (Wayland), read before Qt starts and may take it: a second start
# hands it to the window it brings forward, which the desktop then lets take the focus.
_launch_token: list = []


def build_window(args: argparse.Namespace, settings=None, data=None):
    """The window with the game the arguments ask for (nothing started otherwise)."""
    from rackoapp.engine import IllegalAction, RecordError, Rules, load_record
    from rackoapp.ui import settings as settings_mod
    from rackoapp.ui.arguments import chosen_names, rules_given, seats_from
    from rackoapp.ui.faults import hold_early
    from rackoapp.ui.window import MainWindow

    # A match started from the command line logs its seed before the log file is open: held for
    # it, as the settings' lines are (the seed of "--seats human,hard" was never logged, README
    # review, so a drawn deal could not be dealt again).
    hold_early()
    if settings is None:
        given = getattr(args, "settings", None)
        if given is not None:
            settings = settings_mod.given_settings(given)
        else:
            settings = settings_mod.make_settings(str(data.settings_file) if data is not None else None)
    install_language(settings)
    record = None
    if getattr(args, "record", None):
        try:
            record = load_record(args.record)
        except (RecordError, OSError) as e:
            raise _usage(f"cannot read the record: {str(e).splitlines()[0]}") from None
    window = MainWindow(settings, data=data)
    window.quit_at_end = bool(getattr(args, "quit_at_end", False))
    if getattr(args, "speed", None):
        window.show_speed(args.speed)
    if record is not None:
        try:
            window.play_record(record, seed=getattr(args, "seed", None))
        except RecordError as e:
            raise _usage(f"cannot play the record: {e}") from None
    elif getattr(args, "seats", None):
        seats = seats_from(args.seats, chosen_names(settings_mod.get(settings, "newgame/choice")))
        try:
            rules = Rules(seats=len(seats), target=args.target or 500, **rules_given(args))
        except IllegalAction as e:
            raise _usage(str(e)) from None
        window.start(rules, seats, getattr(args, "seed", None))
    return window


def grab_table(args: argparse.Namespace):
    """The window as the screenshot shows it, and its picture: (window, QImage)."""
    from PySide6.QtCore import QEventLoop, QTimer

    application(offscreen=True)
    from rackoapp.ui import settings as settings_mod

    # A fresh in-memory look: the user's saved geometry and choices play no part.
    settings = settings_mod.session_settings() if getattr(args, "settings", None) is None \
        else settings_mod.given_settings(args.settings)
    if not getattr(args, "seats", None) and not getattr(args, "record", None):
        args.seats = ("human", "hard")
    args.speed = "instant"  # the deal lands at once: the picture shows the dealt table
    window = build_window(args, settings)
    window.finish_setup()  # the picture shows the whole window, score sheet included
    window.ctl.set_speed("slow")  # nobody moves before the picture is taken
    window.ctl.pause()
    window.resize(1280, 800)
    window.show()
    loop = QEventLoop()
    QTimer.singleShot(50, loop.quit)
    loop.exec()
    window.ctl.pause()
    window.scene.finish_animations()
    return window, window.grab()


def screenshot(args: argparse.Namespace) -> int:
    from rackoapp.storage.datadir import display_path
    from rackoapp.ui.arguments import print_result

    # Before the table is rendered (seconds), and in words: Qt's save only said it failed.
    # Its name in one line: a newline in it cut the reason off the message (review).
    shown = display_path(args.screenshot)
    problem = _unwritable(args.screenshot)
    if problem:
        raise _usage(f"cannot write {shown}: {problem}")
    window, image = grab_table(args)
    try:
        png = _png_bytes(image)
    finally:
        window.ctl.shutdown()
        window.hide()
    if png is None:
        raise _usage(f"cannot write {shown}: the picture could not be encoded")
    try:
        _write_replacing(args.screenshot, png)
    except OSError as e:
        reason = "nothing reads from it" if e.errno == errno.ENXIO else e.strerror or e
        raise _usage(f"cannot write {shown}: {reason}") from None
    return 0 if print_result(f"{shown}: {image.width()}x{image.height()}") else 2


def _unwritable(path: str) -> str | None:
    folder, named = os.path.dirname(os.path.realpath(path)), os.path.dirname(path) or "."
    if os.path.islink(path):  # the folder that matters is the one it leads to (review)
        named = folder
    if os.path.isdir(path):
        return "it is a folder"
    if _a_device(path):
        return None  # written in place (/dev/null): its folder need not take new files
    if os.path.exists(folder) and not os.path.isdir(folder):
        return f"{named} is a file, not a folder"  # it said "does not exist" of a file (CLI review)
    if not os.path.isdir(folder):
        return f"the folder {named} does not exist"
    if not os.access(folder, os.W_OK):
        return f"the folder {named} is not writable"
    if os.path.exists(path) and not os.access(path, os.W_OK):
        # A rename would replace it anyway: written in place, as before, it was kept.
        return "it is read-only"
    return None


def _png_bytes(image) -> bytes | None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data()) if ok else None


def _a_device(path: str) -> bool:
    """``path`` is there and no regular file: a device or a FIFO."""
    import stat

    try:
        return not stat.S_ISREG(os.stat(path).st_mode) and not os.path.isdir(path)
    except OSError:
        return False


def _write_replacing(path: str, data: bytes) -> None:
    """A file of the same name is replaced only by a whole picture: written in place, a full
    disk left a truncated PNG where the old one was. A link is followed, not replaced."""
    from rackoapp.engine.record import write_atomic

    target = os.path.realpath(path)
    if _a_device(target):
        # A device is written, never replaced: run as root, a rename put a PNG file where
        # /dev/null was (found when this sandbox lost its /dev/null). Opened without waiting: a
        # FIFO nobody reads held the app for ever, unsaid (ENXIO instead; review).
        fd = os.open(target, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "wb") as f:  # closes fd, whatever happens
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)  # a reader there takes it at its own pace
            f.write(data)
        return
    try:
        mode = os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)  # the only way to read it; mkstemp's 0600 would hide the picture
        os.umask(umask)
        mode = 0o666 & ~umask
    write_atomic(target, data, mode)


def _install_excepthook(window, data):
    """A bug in a slot is logged, the match autosaved, the player told in one line (faults.py).
    The log file opens after the first paint; what is logged before waits for it."""
    from rackoapp.ui.addons import after_first_paint
    from rackoapp.ui.faults import FaultHandler

    handler = FaultHandler(data.log_file if data is not None else None, window.keeper.save_after_fault,
                           window.show_notice)
    handler.catch()
    after_first_paint(window.view.viewport(), handler.open_log)
    return handler


def guide_first_match(window) -> None:
    """A match dealt from the command line (``--seats``) may be the player's first: the guide
    comes with it as with one started from the New Game dialog (it never came, playtest). After
    the first paint, which the guide is not built for."""
    from rackoapp.ui.addons import after_first_paint

    after_first_paint(window.view.viewport(), lambda: window.guide.first_start())


def _exit_after_first_paint(window) -> None:
    """Say "painted" and leave as soon as the table with its cards has been painted once."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and window.scene.rack_cards:
                QTimer.singleShot(0, done)
            return False

    def done() -> None:
        sys.stdout.write("painted\n")
        sys.stdout.flush()
        os._exit(0)

    window.view.viewport().installEventFilter(Watch(window))  # the window, its parent, keeps it


def _catch_signals() -> None:
    """From the very start (before the data folder is locked), SIGINT and SIGTERM are only noted.

    Python runs a signal handler only between bytecodes, so while Qt waits for
    events a Ctrl+C was not seen, and when it was, the KeyboardInterrupt could
    land in any slot (once in the controller's timer, which froze the game).
    The handler here raises nothing: it notes the signal, and the byte that
    ``set_wakeup_fd`` writes wakes Qt's loop through a socket notifier once the
    window exists (``_close_on_signals``). A signal before the window is
    checked by ``run`` (``_signalled``), which then frees the lock and leaves.
    """
    import signal

    reader, writer, drain = _wakeup_channel()
    signal.set_wakeup_fd(writer, warn_on_full_buffer=False)

    def note(signum, frame) -> None:
        _signalled.append(signum)

    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, note)
    _kept[:] = [(reader, drain)]  # open for the life of the process; the one set_wakeup_fd writes


def _wakeup_channel():
    """Non-blocking (reader fd, writer fd, drain) for ``set_wakeup_fd``: a pipe, which needs no
    socket module at start-up, or on Windows (where it must be a socket) a socket pair."""
    if sys.platform == "win32":
        import socket

        reader, writer = socket.socketpair()
        for sock in (reader, writer):
            sock.setblocking(False)
        _sockets.extend((reader, writer))
        return reader.fileno(), writer.fileno(), lambda: reader.recv(512)
    reader, writer = os.pipe()
    for fd in (reader, writer):
        os.set_blocking(fd, False)
    return reader, writer, lambda: os.read(reader, 512)


def _close_on_signals(window, close=None):
    """SIGINT and SIGTERM close the window as Game > Quit does (autosave, lock freed, exit 0),
    or call ``close`` (a message box's reject) instead.

    The window is closed from Qt's loop, between two events; a signal noted
    while the window was being built closes it as soon as the loop runs.
    """
    from PySide6.QtCore import QSocketNotifier, QTimer

    if not _kept:
        _catch_signals()
    if not _kept:  # signals are left to Python here (a test's own handlers)
        return
    reader, drain = _kept[0]
    notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, window)

    def wake() -> None:
        try:
            drain()
        except OSError:
            pass
        QTimer.singleShot(0, close or getattr(window, "close_unasked", window.close))

    notifier.activated.connect(wake)


_signalled: list = []  # SIGINT/SIGTERM noted since start-up
_kept: list = []  # (reader fd, drain) of the wake-up channel
_sockets: list = []  # its sockets on Windows, kept open


def _log_unnamed_settings() -> None:
    """Into the data folder's log (open by now): settings that last this session only."""
    import logging

    from rackoapp.ui import settings as settings_mod

    for path in settings_mod.unnamed:
        logging.getLogger("rackoapp").warning(
            "settings kept for this session only: Qt cannot name the file %r", path)


def boxed(message: str) -> str:
    """The console's "rackoapp: cannot use ..." as a sentence for a message box (it began in
    lower case there, playtest)."""
    from rackoapp.controller.texts import capitalized

    text = capitalized(message.removeprefix("rackoapp: ").strip())
    return text if text.endswith((".", "!", "?")) else text + "."


def _tell_on_screen(app, message: str) -> None:
    """A start that fails once the screen is there says so in a box as well: started from a
    launcher, nobody reads the console line (a second RackoApp on one data folder seemed to do
    nothing). Never offscreen, where nobody could close it."""
    from PySide6.QtWidgets import QMessageBox

    if app.platformName() in ("offscreen", "minimal") or _signalled:
        return
    box = QMessageBox(QMessageBox.Icon.Warning, "RackoApp", boxed(message))
    _close_on_signals(box, box.reject)  # a script's SIGTERM or a Ctrl+C ends the wait, as in the game
    box.exec()


LISTEN_BY_MS = 2000  # a window first shown minimised paints nothing: it listens from then on all the same


def _listen_soon(window, data) -> None:
    """The doorbell (ui/front.py) once the window has painted, or after LISTEN_BY_MS if it has not:
    its modules are not imported before the first paint."""
    from PySide6.QtCore import QTimer

    from rackoapp.ui.addons import after_first_paint

    def start() -> None:
        if _answered or window.closed:  # listening already, or the window has gone
            return
        from rackoapp.ui.front import answer_rings

        _answered.append(answer_rings(window, data))

    after_first_paint(window.view.viewport(), start)
    QTimer.singleShot(LISTEN_BY_MS, window, start)


def _release_locks() -> None:
    while _answered:
        bell = _answered.pop()
        if bell is not None:
            bell.close()
    while _locked:
        _locked.pop().unlock()


# The setup's and the uninstaller's AppMutex (packaging/windows/rackoapp.iss), named after its AppId.
RUNNING_MUTEX = "RackoApp-6E0C5B1A-running"


def _mark_running() -> None:
    """On Windows, a named mutex for as long as the app runs: the setup and the uninstaller see
    it and ask the player to close RackoApp first. Run beside the open app, a setup stopped
    half-way, having removed the old bundle's files, and left an app that could not start; an
    uninstall left files with no uninstall entry (Windows installer review). The process's end
    closes it, however it ends."""
    if sys.platform != "win32":
        return
    import ctypes

    ctypes.windll.kernel32.CreateMutexW(None, False, RUNNING_MUTEX)


# How long a thread keeps the interpreter while another waits for it (CPython's default is 5 ms).
# The coach grades on threads of its own, and each item the GUI thread paints calls into Python:
# waiting up to 5 ms each time, the window went 134 ms without a frame at a round's end, 52 ms at
# 0.5 ms (benchmarks/gui_stalls.py, median of 5). A thread alone pays nothing for it.
SWITCH_INTERVAL = 0.0005


def run(args: argparse.Namespace) -> int:
    if getattr(args, "self_test", False):
        from rackoapp.ui.selftest import run as self_test

        return self_test()
    if getattr(args, "screenshot", None):
        return screenshot(args)
    # SIGINT/SIGTERM are noted from here on, before the data folder is locked. One
    # that comes before the window exists frees the lock and ends with status 0, as
    # one after it does (Game > Quit): the same clean end whenever the signal comes.
    _catch_signals()
    _mark_running()
    sys.setswitchinterval(SWITCH_INTERVAL)
    _launch_token[:] = [os.environ.get("XDG_ACTIVATION_TOKEN")]
    try:
        from rackoapp.ui.source_scan import import_pyside

        import_pyside()  # before the window's hundred modules: see source_scan
        from PySide6.QtCore import QTimer

        from rackoapp.ui.addons import after_first_paint
        from rackoapp.ui.arguments import tell

        app = application(offscreen=False, icon=False)
        try:
            try:
                data, unusable = data_dir(args)
            except InFront as e:
                tell(str(e))
                return 0
            if _signalled:
                return 0
            window = build_window(args, data=data)
            if unusable is not None:
                window.keeper.without_folder(*unusable)
        except StartError as e:
            if not _scripted(args):
                _tell_on_screen(app, e.shown or str(e))
            raise
        starting = bool(getattr(args, "seats", None) or getattr(args, "record", None))
        if not os.environ.get("RACKOAPP_TRACEBACKS"):
            _install_excepthook(window, data)
        _log_unnamed_settings()
        after_first_paint(window.view.viewport(), lambda: set_icon(app))
        if data is not None:  # a second click on the icon brings this window forward from now on
            _listen_soon(window, data)
        _close_on_signals(window)  # a signal noted meanwhile closes the window at once
        app.aboutToQuit.connect(window.close_before_quitting)
        window.show()
        if not starting and not _signalled:
            QTimer.singleShot(0, lambda: window.startup(resume=bool(getattr(args, "resume", False))))
        elif getattr(args, "seats", None):
            guide_first_match(window)
        if getattr(args, "exit_after_paint", False):
            # Installed last, so its watch sees the paint first (Qt asks the newest filter first)
            # and what waits for that paint (the guide, the icon) is not counted in the launch.
            _exit_after_first_paint(window)
        return app.exec()
    finally:
        _release_locks()
