"""Text from a player or a file is shown as written, never read as Qt rich text.

Qt guesses rich text from a leading tag, and rich text loads what an ``<img>``
names: a player called ``<img src=/dev/zero>`` would make the app read that
file without end. Labels and message boxes that may hold such text are set to
plain text; tooltips, which Qt always guesses, are escaped whole.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as GuiQt

from rackoapp.controller.texts import left_to_right


def plain(widget):
    """``widget`` (a QLabel or QMessageBox) shows its text as plain text; returns it."""
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def tip(text: str) -> str:
    """A tooltip that shows ``text`` as written (escaped, inside a paragraph), left to right
    where it holds letters written the other way (``left_to_right``: a tooltip that began with
    such a name read right to left, names review)."""
    return GuiQt.convertFromPlainText(left_to_right(text), GuiQt.WhiteSpaceMode.WhiteSpaceNormal)


def esc(text: str) -> str:
    """``text`` to put inside rich text of our own, e.g. a name in bold."""
    # html.escape's module loads every named entity: start-up time for three replacements.
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def as_plain(rich: str) -> str:
    """The words of our own rich text (whose player texts are escaped), e.g. for screen readers."""
    doc = QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()
