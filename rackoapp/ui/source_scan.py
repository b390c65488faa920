"""PySide6 imported without its slow look at every later import.

Once PySide6 is loaded, its import hook asks of every module named in an import
statement whether the module's source mentions "PySide6" (for its optional
``__feature__`` switches), once per module, through ``inspect.getsource``: a
tokenizing read of the whole file. At the window's start that is some 117
modules and about 10 ms, a twentieth of the time to the first painted table
(measured with benchmarks/startup_ratio.py). The same question, answered by
searching the file's bytes, takes about a quarter of that.

The answer is the same one PySide gives (a module whose file cannot be read
is asked of PySide's own check), so features would behave as before. The
check is replaced only while it is the one described (it reads the source and
looks for "PySide6"); a PySide that has none, or checks another way, is left
alone. In a frozen build the modules come as bytecode, with no ``.py`` file:
they all go to PySide's own check, which answers at once there.
"""

from __future__ import annotations

import sys


def import_pyside() -> None:
    """Import PySide6's core and make its source check read bytes instead of tokens."""
    import PySide6.QtCore  # noqa: F401 - loads the hook and the module that holds the check

    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "reads_bytes", False) or not _reads_source_for_pyside6(check):
        return
    feature._mod_uses_pyside = bytes_check(check)


def _reads_source_for_pyside6(check) -> bool:
    """``check`` is PySide's as this module knows it: it reads a module's source and looks for
    "PySide6" in it."""
    code = getattr(check, "__code__", None)
    return code is not None and "getsource" in code.co_names and "PySide6" in code.co_consts


def bytes_check(slow):
    """PySide's ``_mod_uses_pyside(module)``, reading a plain ``.py`` file's bytes itself and
    leaving every other module (built in, compiled, frozen, unreadable) to ``slow``."""

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except (OSError, ValueError):
                pass
        return slow(module)

    uses_pyside.reads_bytes = True
    return uses_pyside
