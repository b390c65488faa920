"""The system's file dialogs for records, within the screen as every other dialog is.

QFileDialog's static functions size their own dialog: Qt's own (the one Linux desktops without
a portal get) opened taller than a 1280x800 screen at scale 2, its Cancel button below the edge
(keyboard review). Built here and fitted (``fit_dialog``) before it opens; a native dialog, where
the system has one, sizes itself as before.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from rackoapp.ui.dialogs.fit import fit_dialog


def record_dialog(parent: QWidget | None, caption: str, path: str, name_filter: str,
                  saving: bool = False) -> QFileDialog:
    """A file dialog on ``path``: a folder to look in, or a file (its folder, the name chosen)."""
    folder, name = (path, "") if os.path.isdir(path) else os.path.split(path)
    dialog = QFileDialog(parent, caption, folder, name_filter)
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    if name:
        dialog.selectFile(name)
    fit_dialog(dialog)
    return dialog


def chosen_file(dialog: QFileDialog) -> str:
    """Open ``dialog`` and wait: the file chosen, or "" if none was."""
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        files = dialog.selectedFiles()
        return files[0] if files else ""
    finally:
        dialog.deleteLater()


def open_file_name(parent: QWidget | None, caption: str, folder: str, name_filter: str) -> str:
    """A record to open, chosen in ``folder``; "" if none."""
    return chosen_file(record_dialog(parent, caption, folder, name_filter))


def save_file_name(parent: QWidget | None, caption: str, path: str, name_filter: str) -> str:
    """Where to save a record, ``path`` suggested; "" if nowhere."""
    return chosen_file(record_dialog(parent, caption, path, name_filter, saving=True))
