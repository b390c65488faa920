"""Which screen a window is on, asked afresh each time (see ``screen_of``).

Apart from the dialogs' fitting (``dialogs.fit``): the main window asks it before its first
paint, and the fitting's widget classes cost PySide several milliseconds of enums to import
(issue 14's start-up).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget``'s window is on, or (not shown yet) opens on: its parent's.

    Found by where the window lies, never by ``QWidget.screen()`` or ``QWindow.screen()``: in
    PySide 6.11 the QScreen those return is freed with the Python wrapper of the widget asked,
    and a dialog's wrapper goes while the dialog lives on in its parent. The next widget then
    crashed in Qt's screen list (a segfault at Ctrl+O after Game > Statistics, playtests).
    """
    window = widget.window()
    if window.isVisible():
        return _screen_at(window.frameGeometry().center())
    parent = window.parentWidget()
    if parent is not None:
        return _screen_at(parent.window().frameGeometry().center())
    return QGuiApplication.primaryScreen()


def _screen_at(point: QPoint) -> QScreen | None:
    """The screen at the global ``point``, else the primary one."""
    return QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
