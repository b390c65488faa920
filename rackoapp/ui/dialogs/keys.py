"""What a dialog's own key handling asks of a key press, as QDialog itself asks it."""

from __future__ import annotations

from PySide6.QtCore import Qt


def unmodified(event) -> Qt.KeyboardModifier:
    """The event's modifiers but the keypad's, which says where a key is, not what it means."""
    return event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier


def enter_pressed(event) -> bool:
    """Return or Enter with no modifier held: what presses a dialog's default button."""
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not unmodified(event)
