"""A yes-or-no question, asked in the box's own words: resume, abandon, quit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem, QWidget

from rackoapp.ui.plain import plain


WIDTH_LETTERS = 60


def question_box(icon: QMessageBox.Icon, question: str, details: str, parent: QWidget | None) -> QMessageBox:
    """A Yes/No box that asks ``question`` in its own words, ``details`` below them, and in its
    title too: macOS shows no title on a message box, and the question was there alone (a Dutch
    playtester, too, found no question in the box)."""
    box = QMessageBox(icon, question, question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                      parent)
    box.setInformativeText(details)
    # About sixty letters a line: Qt's own width wrapped the resume question's two paragraphs
    # onto eight narrow lines (dialogs review).
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        wide = QSpacerItem(box.fontMetrics().horizontalAdvance("x" * WIDTH_LETTERS), 0,
                           QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        layout.addItem(wide, layout.rowCount(), 0, 1, layout.columnCount())
    if parent is not None:
        Centred(box)
    return plain(box)  # its words may hold names and paths: plain for both its labels


class Centred(QObject):
    """Keeps its box (its parent) over the middle of the window the box was asked over while
    that window moves or grows under it. The resume question, asked as a window restored
    maximised came up, stood in the corner where the window had been before the window manager
    maximised it (evening's playtest)."""

    def __init__(self, box: QWidget) -> None:
        super().__init__(box)  # goes with the box
        box.installEventFilter(self)  # the window is watched only while the box is shown

    # Box and window are asked of Qt, not kept on the Python object: Python emptied the object
    # (at the interpreter's exit, or once it let go of it during the run) while Qt still sent
    # it the box's events (a traceback on the terminal, seen in test runs).
    def _box(self) -> QWidget:
        return self.parent()

    def _window(self) -> QWidget:
        return self.parent().parentWidget().window()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self._box():
            if kind == QEvent.Type.Show:
                self._window().installEventFilter(self)
            elif kind == QEvent.Type.Hide:
                self._window().removeEventFilter(self)
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and self._box().isVisible():
            QTimer.singleShot(0, self, self.centre)  # once the window's new frame is known
        return False

    def centre(self) -> None:
        box = self._box()
        if box.isVisible():
            frame = box.frameGeometry()
            frame.moveCenter(self._window().frameGeometry().center())
            box.move(frame.topLeft())
