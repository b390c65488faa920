"""The match controller: one QObject between the engine and the window (QtCore only)."""
