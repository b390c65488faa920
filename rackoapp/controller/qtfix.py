"""A guard against a reference-count bug of PySide6 6.12 under Python 3.11.

``SignalInstance.emit()`` and ``SignalInstance.disconnect()`` return ``True``
without taking a reference to it. Each call drops one reference from the
``True`` object; after a few thousand signals the interpreter aborts with
"bool_dealloc: deallocating True or False". Python 3.12 and later make
``True``/``False`` immortal, so nothing is needed there.

``pin_bools()`` detects the bug once and, if present, gives ``True`` and
``False`` a large reserve of references (2**40: more than any process emits),
so the lost references never reach zero. It touches nothing else.
"""

from __future__ import annotations

import ctypes
import sys

_RESERVE = 1 << 40
_done = False


def _emit_leaks() -> bool:
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    leaked = before - sys.getrefcount(True)
    if leaked > 0:  # give back what the probe itself took
        _add(True, leaked)
    return leaked > 0


def _add(obj: object, n: int) -> None:
    ref = ctypes.c_ssize_t.from_address(id(obj))
    ref.value += n


def pin_bools() -> None:
    global _done
    if _done:
        return
    _done = True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    if _emit_leaks():
        _add(True, _RESERVE)
        _add(False, _RESERVE)
