"""Secondary words (the match's options under the target, the score sheet's legend, the About
box's small print) in a grey that still reads: the palette's placeholder grey where it has 4.5:1
against the window, else a darker one, towards the window's text.

The system's placeholder grey is made for hints in empty fields; the rules line and the legend
carry what the table says nowhere else, and read at 3.9:1 (#777 on #efefef, keyboard review).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

from .theme import mix

LEAST_CONTRAST = 4.5  # WCAG's for ordinary text


def luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """Of ``a`` as it shows over ``b`` (see-through, it shows partly ``b``)."""
    hi, lo = sorted((luminance(_over(a, b)), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def quiet_colour(palette: QPalette) -> QColor:
    """The grey for secondary words on ``palette``'s window."""
    window = palette.color(QPalette.ColorRole.Window)
    # Fusion's placeholder is the text's colour half see-through (#777 on #efefef): as it shows.
    grey = _over(palette.color(QPalette.ColorRole.PlaceholderText), window)
    text = palette.color(QPalette.ColorRole.WindowText)
    for step in range(11):
        c = mix(grey, text, step / 10)
        if contrast(c, window) >= LEAST_CONTRAST:
            return c
    return text


def _over(c: QColor, under: QColor) -> QColor:
    """``c`` as it shows over ``under``."""
    return mix(under, c, c.alphaF())


class _Follower(QObject):
    """Sets the grey again when the application's palette changes (a theme, high contrast)."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange) \
                and isinstance(obj, QWidget):
            _paint(obj)
        return False


def _paint(widget: QWidget) -> None:
    colour = quiet_colour(QGuiApplication.palette())
    pal = widget.palette()
    if pal.color(QPalette.ColorRole.WindowText) != colour:  # else its own change, heard back
        pal.setColor(QPalette.ColorRole.WindowText, colour)
        widget.setPalette(pal)


def quiet(widget: QWidget) -> QWidget:
    """``widget``'s words in the secondary grey, now and after every change of palette."""
    _paint(widget)
    follower = _Follower(widget)
    widget.installEventFilter(follower)
    return widget
