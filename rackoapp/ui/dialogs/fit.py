"""Dialogs that fit the screen they open on: never taller or wider than its available
geometry (the screen less the task bars), their buttons always in view, the long content
scrolling instead.

``fit_dialog(dialog, wanted)`` sizes a dialog at ``wanted`` (or leaves it to Qt), no larger
than its screen allows, caps its size there, and keeps doing so when it is shown or moved to
another screen. ``ScrollArea`` holds a dialog's long content: it asks
for the content's whole size, and can shrink to a few lines, scrolling.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QDialog, QFrame, QScrollArea, QWidget

from rackoapp.ui.screens import screen_of

# The window manager's frame (title bar and borders) before a window is shown, when neither the
# window nor its parent can tell: generous, as a title bar often is.
FRAME_GUESS = QMargins(8, 40, 8, 8)
MIN_LINES = 6  # a scrolling content shrinks to this many lines of text, no less
ROUNDING_SLACK = 2  # pixels a window may lose to rounding at a fractional scale


def frame_margins(widget: QWidget) -> QMargins:
    """The frame the window manager puts around ``widget``'s window: its own once shown, else
    its parent's, else a guess."""
    window = widget.window()
    candidates = [window]
    if window.parentWidget() is not None:
        candidates.append(window.parentWidget().window())
    for w in candidates:
        handle = w.windowHandle()
        if handle is not None and w.isVisible():
            margins = handle.frameMargins()
            if not margins.isNull():
                return margins
    return QMargins(FRAME_GUESS)


def room(available: QSize, margins: QMargins) -> QSize:
    """The largest window (its frame not counted) that fits in ``available`` with ``margins``."""
    return QSize(max(1, available.width() - margins.left() - margins.right()),
                 max(1, available.height() - margins.top() - margins.bottom()))


def fitted_size(wanted: QSize, minimum: QSize, cap: QSize) -> QSize:
    """``wanted``, no larger than ``cap``; never below ``minimum`` (only a screen smaller than
    the dialog's smallest layout wins over the cap)."""
    return wanted.boundedTo(cap).expandedTo(minimum)


def placed(frame: QRect, area: QRect) -> QPoint:
    """Where ``frame`` (a window with its frame) moves to lie inside ``area``: as little as
    possible, its top left corner first when it is too big."""
    x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    return QPoint(x, y)


def fit_to(dialog: QWidget, wanted: QSize | None, available: QRect, margins: QMargins,
           place: bool = True) -> QSize:
    """Size ``dialog`` for the screen area ``available`` (a window with ``margins`` around it):
    cap its size there, resize it to ``wanted`` (None: keep its size, capped), and if shown (and
    ``place``) move its frame, as it is now, inside ``available``. Returns the size."""
    cap = room(available.size(), margins)
    minimum = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
    dialog.setMaximumSize(cap.expandedTo(minimum))
    size = fitted_size(wanted if wanted is not None else dialog.size(), minimum, cap)
    if size != dialog.size():
        dialog.resize(size)
    if place and dialog.isVisible():
        # The frame the window has (none yet, or none at all, is none): the guess sizes, not moves.
        frame = dialog.frameGeometry()
        corner = placed(frame, available)
        if corner != frame.topLeft():
            dialog.move(corner)  # a top-level's position is its frame's
    return size


def fit_now(dialog: QWidget, wanted: QSize | None = None, place: bool = True) -> QSize:
    """``fit_to`` the screen ``dialog`` is on, or opens on."""
    screen = screen_of(dialog)
    if screen is None:
        return dialog.size()
    return fit_to(dialog, wanted, screen.availableGeometry(), frame_margins(dialog), place)


class _ScreenFit(QObject):
    """Keeps a dialog within its screen: when shown, and when it moves to another screen.

    It keeps no QScreen and connects to none of their signals: a fuzz test's crashes (a QScreen
    freed while Python let go of a wrapper of it) stopped without them. The screen is asked for
    afresh each time, and the dialog's own ScreenChangeInternal event says when it changed.
    """

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        dialog.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        # Only the type first: while the dialog is destroyed, its children (this one too) go first.
        kind = event.type()
        if kind == QEvent.Type.Show and watched is getattr(self, "dialog", None):
            # The size only: the dialog centres itself on its parent after this, unless moved.
            fit_now(self.dialog, place=False)
            # Then into the screen's available area, with the frame the window manager gave it.
            QTimer.singleShot(0, self, self._refit)
        elif kind == QEvent.Type.ScreenChangeInternal and watched is getattr(self, "dialog", None):
            QTimer.singleShot(0, self, self._refit)
        return False

    def _refit(self) -> None:
        if self.dialog.isVisible():
            fit_now(self.dialog)


def fit_dialog(dialog: QDialog, wanted: QSize | None = None) -> QSize:
    """Size ``dialog`` at ``wanted`` within the screen it opens on (None: leave the size to Qt,
    which fits a window to its contents when shown), and keep it within its screen from then on:
    capped, and moved into its available geometry when shown. Returns its size now."""
    if dialog.findChild(_ScreenFit, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
        _ScreenFit(dialog)
    if wanted is None:
        return dialog.size()
    dialog.ensurePolished()
    return fit_now(dialog, wanted)


_followed: list = []  # the application whose focus changes ``_focus_moved`` hears, once


def _follow_the_focus() -> None:
    """A field reached by its label's Alt key comes into view, as one reached by Tab does: at
    2x, Alt+R put the keys on the rebuilds' field below the view, which stayed where it was, and
    Up and Down changed a number nobody could see (keyboard playtest). One plain function hears
    the application's focus changes, for every scroll area: connected to a scroll area's own
    method, a focus change as its window was torn down reached it half destroyed ("Slot
    'ScrollArea::' not found" at a test's teardown, CI, twice; connecting while shown only made
    it rarer)."""
    app = QApplication.instance()
    if app is not None and app not in _followed:
        app.focusChanged.connect(_focus_moved)
        _followed.append(app)


def _focus_moved(_old: QWidget | None, new: QWidget | None) -> None:
    if new is None or QApplication.mouseButtons() != Qt.MouseButton.NoButton:
        # Not for a click: scrolled between its press and its release, the release fell beside
        # the field pressed, and a check box near the view's edge did not toggle (review).
        return
    area = new.parentWidget()
    while area is not None and not isinstance(area, ScrollArea):
        area = area.parentWidget()
    if area is not None and area.widget() is not None and area.widget().isAncestorOf(new):
        area.ensureWidgetVisible(new)


class ScrollArea(QScrollArea):
    """A frameless scroll area around ``content``: as big as the content when there is room,
    down to a few lines high (then it scrolls), never narrower than the content."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fitScroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(content)
        # The wheel scrolls the page unless the field under the pointer has the focus: turned
        # over "Points to win" while scrolling, it changed the target (playtest at 1.5x).
        for field in content.findChildren(QAbstractSpinBox) + content.findChildren(QComboBox):
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(self)
        # No Tab stop of its own, which showed nothing (its frame is off); Page Up and Page Down
        # scroll it from wherever the keys are that leave them unused (Close had them, and they
        # did nothing, keyboard playtest).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if parent is not None:
            parent.installEventFilter(self)
        _follow_the_focus()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if obj is self.parent() and event.type() == QEvent.Type.KeyPress:
            pages = {Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
                     Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub}
            if event.key() in pages:
                self.verticalScrollBar().triggerAction(pages[event.key()])
                return True
        # Only the fields: the scroll area filters its own scroll bars' events too.
        if (event.type() == QEvent.Type.Wheel and isinstance(obj, (QAbstractSpinBox, QComboBox))
                and not obj.hasFocus()):
            QApplication.sendEvent(self.verticalScrollBar(), event)
            return True
        return super().eventFilter(obj, event)

    def _extra(self) -> QSize:
        # Two pixels more than the content asks: at a fractional scale (1.5) the window comes out
        # a pixel short of its size, and a scroll bar showed to scroll by one (playtest).
        f = 2 * self.frameWidth()
        return QSize(f + self.verticalScrollBar().sizeHint().width(), f + ROUNDING_SLACK)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint().expandedTo(content.minimumSizeHint())
        return hint + self._extra()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        content = self.widget()
        if content is None:
            return super().minimumSizeHint()
        lines = MIN_LINES * self.fontMetrics().height()
        return QSize(content.minimumSizeHint().width() + self._extra().width(),
                     min(content.minimumSizeHint().height(), lines))
