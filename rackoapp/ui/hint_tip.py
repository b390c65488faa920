"""The whole hint in a tip over the status bar, where the status line cannot hold it.

Not Qt's ``QToolTip``: the application has one such tip, which a pile's own tooltip under a
resting pointer takes over, and H again (the same words) reused it while it was fading from the
key press, so it was gone 300 ms later: the whole hint showed for about one H in three (keyboard
playtest at 2x). This tip is the window's own. It stands while the hint does, and goes with the
next key or click, or when the window moves, resizes or loses the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QToolTip, QWidget

from .plain import esc

_MODIFIERS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)
# A key bound to a menu's shortcut (F6, F9) is taken before any KeyPress: its ShortcutOverride is seen.
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
_ENDS_IT = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel,
            QEvent.Type.NonClientAreaMouseButtonPress)
_OWNER_ENDS_IT = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Hide, QEvent.Type.WindowDeactivate,
                  QEvent.Type.WindowStateChange)


def lines(text: str, metrics: QFontMetrics, room: int) -> list[str]:
    """``text`` broken between words into lines at most ``room`` wide in ``metrics`` (a word
    longer than that stands alone)."""
    out = [""]
    for word in text.split(" "):
        longer = f"{out[-1]} {word}".lstrip()
        if out[-1] and metrics.horizontalAdvance(longer) > room:
            out.append(word)
        else:
            out[-1] = longer
    return out


class HintTip(QLabel):
    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("wholeHintTip")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setFrameStyle(QFrame.Shape.Box | QFrame.Shadow.Plain)
        self.setMargin(4)
        # A tooltip's own colours, as the theme (high contrast too) has them.
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.setAutoFillBackground(True)
        self._owner = owner

    def show_above(self, text: str, bottom_left: QPoint, room: int) -> None:
        """Show ``text`` in lines at most ``room`` wide, with the tip's bottom-left corner at
        ``bottom_left`` (global); not while another application is in front (a hint answered
        after Alt+Tab floated over it)."""
        if not self._owner.isActiveWindow():
            return
        self.setFont(QToolTip.font())
        screen = (QGuiApplication.screenAt(bottom_left) or self._owner.screen()).availableGeometry()
        room = min(room, screen.width() * 9 // 10)  # and the frame within the screen too
        self.setText("<p style='white-space:pre'>" + "<br>".join(esc(part) for part in lines(text, self.fontMetrics(), room)) + "</p>")
        # Its own size, not adjustSize's: that keeps a window within two thirds of the screen,
        # and at 2x in Dutch the tip cut its lines' ends (dialogs playtest). On the screen, of a
        # window partly off it too.
        self.resize(self.sizeHint().boundedTo(screen.size()))
        self.move(min(max(bottom_left.x(), screen.left()), screen.right() + 1 - self.width()),
                  max(bottom_left.y() - self.height(), screen.top()))
        if not self.isVisible():
            QApplication.instance().installEventFilter(self)
        self.show()
        self.raise_()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind in _KEYS and event.key() not in _MODIFIERS:
            self.hide()  # before the key acts: a key that asks for the hint again shows it again
        elif kind in _ENDS_IT or (obj is self._owner and kind in _OWNER_ENDS_IT):
            self.hide()
        return False
