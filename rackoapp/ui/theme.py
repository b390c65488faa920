"""The table's looks: the card palette (standard or colour-blind-safe) and high contrast.

A plain module state read by the painting code (cards, felt, racks); the
View menu (``ui/access.py``) changes it and has everything repainted.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

STANDARD = "standard"
COLOURBLIND = "colourblind"

# Okabe and Ito's colours, ordered into a ramp from low to high values: told apart by people
# with every common colour-vision deficiency (and the tab's height says the value anyway).
COLOURBLIND_RAMP = ("#0072B2", "#56B4E9", "#009E73", "#E69F00", "#D55E00", "#CC79A7")

# The two teams' colours on the name plates (partners), like the score sheet's blue and orange:
# apart for every common colour-vision deficiency, and bright enough on the high-contrast table;
# none of them the dealer chip's or the current player's gold.
# The plates also say "partner" in words.
TEAM_COLOURS = {
    STANDARD: ("#5d9cf5", "#f0663c"),
    COLOURBLIND: ("#56B4E9", "#D55E00"),  # Okabe and Ito's sky blue and vermilion
    "contrast": ("#00e5ff", "#ff6a1a"),
}


class Look:
    palette = STANDARD
    high_contrast = False
    text_scale = 1.0  # the table's words grow with the system font (see text_scale_for)
    still = False  # reduce motion: cards jump, nothing pops, no confetti (the pace stays)


look = Look()


def table_font() -> QFont:
    """The table's typeface (its size is the caller's): DejaVu Sans on Linux, where the systems
    ship it, else the system's own. A family the system lacks made macOS build Qt's whole table
    of font aliases at the first paint ("Populating font family aliases took N ms"; portability
    review). Every word on the table is measured in the font it is drawn in, so any fits."""
    if sys.platform.startswith("linux"):
        return QFont("DejaVu Sans", 1)
    # A copy of the system's font, never its name: on macOS ".AppleSystemUIFont" asked for by
    # name is the very lookup that builds the alias table (QTBUG-98369, diff review).
    return QFont(QGuiApplication.font())


def usual_points(platform: str = sys.platform) -> float:
    """The usual system font's size in points. macOS counts 72 points to the inch where the
    others count 96 pixels, so its usual 13 pt is as large as their 10 pt: against 10, every Mac
    drew the table's words at the large-font size (portability review)."""
    return 13.0 if platform == "darwin" else 10.0


def text_scale_for(point_size: float, usual: float | None = None) -> float:
    """How much larger the table's words are drawn for a system font of ``point_size``: from
    the ``usual`` size up, in step with it, to at most a third larger (the labels' room)."""
    usual = usual_points() if usual is None else usual
    return max(1.0, min(4 / 3, point_size / usual)) if point_size > 0 else 1.0


def team_color(team: int) -> QColor:
    """Team ``team``'s colour (0 or 1) in the look in effect."""
    colours = TEAM_COLOURS["contrast" if look.high_contrast else look.palette]
    return QColor(colours[team % len(colours)])


def ramp_color(frac: float) -> QColor:
    """The colour-blind-safe colour at ``frac`` (0..1) along the ramp."""
    stops = [QColor(c) for c in COLOURBLIND_RAMP]
    x = max(0.0, min(1.0, frac)) * (len(stops) - 1)
    k = min(int(x), len(stops) - 2)
    t = x - k
    return mix(stops[k], stops[k + 1], t)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """The opaque colour ``t`` of the way from ``a`` to ``b``."""
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


def high_contrast_palette() -> QPalette:
    """Black and white with yellow selection: for the windows around the table."""
    pal = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase,
                 QPalette.ColorRole.Button, QPalette.ColorRole.ToolTipBase):
        pal.setColor(role, black)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.ToolTipText, QPalette.ColorRole.BrightText):
        pal.setColor(role, white)
    pal.setColor(QPalette.ColorRole.Highlight, yellow)
    pal.setColor(QPalette.ColorRole.HighlightedText, black)
    pal.setColor(QPalette.ColorRole.Link, QColor("#00ffff"))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor("#d0d0d0"))
    for role, grey in ((QPalette.ColorRole.Light, "#ffffff"), (QPalette.ColorRole.Midlight, "#c0c0c0"),
                       (QPalette.ColorRole.Mid, "#a0a0a0"), (QPalette.ColorRole.Dark, "#808080"),
                       (QPalette.ColorRole.Shadow, "#ffffff")):
        pal.setColor(role, QColor(grey))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#a0a0a0"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#a0a0a0"))
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#a0a0a0"))
    return pal
