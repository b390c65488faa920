"""What the window gains beyond the table, and when: accessibility before the first paint;
the score sheet, the coach and the first-round guide right after it.

Accessibility sets how the table looks and moves (colour-blind-safe cards,
high contrast, reduced motion), so the first paint and the deal need it. The rest is not needed to paint the
dealt table: the window builds it as soon as that paint is done
(``after_first_paint`` and ``finish_setup``), or the moment anything asks for
it (``BuiltWhenAsked``), and imports its modules only then.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer

from .access import install_access


def install_addons(window) -> None:
    """Before the first paint: what the table's looks depend on."""
    install_access(window)


def finish_setup(window) -> None:
    """Build what the first paint did without; building it again does nothing."""
    sheet_was_built = window.scorekeeper.built
    window.scorekeeper.build()
    window.coach  # noqa: B018 - asking builds it
    guide = window.guide
    if not sheet_was_built:
        # A guide shown over the side panel before the score sheet stood there was fitted to
        # the panel without it, and cut the sheet's legend in two (playtest): fitted again once
        # the sheet is laid out.
        QTimer.singleShot(0, guide, guide.place_again)


def pending(window) -> list[str]:
    """The parts of the window not built yet, by name."""
    names = [] if window.scorekeeper.built else ["scorekeeper"]
    return names + [name for name in ("coach", "guide") if not BuiltWhenAsked.has(window, name)]


class BuiltWhenAsked:
    """A window attribute that ``install(window)`` builds on first access (the install
    function sets the attribute, as ``install_coach`` does)."""

    def __init__(self, install) -> None:
        self.install = install

    def __set_name__(self, owner, name: str) -> None:
        self.key = f"_built_{name}"

    def __get__(self, window, owner=None):
        if window is None:
            return self
        if window.__dict__.get(self.key) is None:
            self.install(window)
        return window.__dict__[self.key]

    def __set__(self, window, value) -> None:
        window.__dict__[self.key] = value

    @staticmethod
    def has(window, name: str) -> bool:
        return window.__dict__.get(f"_built_{name}") is not None


def install_coach(window):
    """The coach, told what it missed: a match may already be on the table (dealt before the
    first paint, or even a move played at the instant speed)."""
    from .coach import install_coach as install

    coach = install(window)
    coach.catch_up()
    return coach


def install_guide(window):
    from .guide import install_guide as install

    return install(window)


class _AfterFirstPaint(QObject):
    def __init__(self, widget, then) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            # Once the paint is done, never inside it; not at all if the widget has gone by then (its
            # window's finish_setup ran on deleted parts and raised, thread review).
            QTimer.singleShot(0, obj, self._then)
            self.deleteLater()
        return False


def after_first_paint(widget, then) -> None:
    """Call ``then`` from Qt's loop once ``widget`` has painted for the first time."""
    _AfterFirstPaint(widget, then)
