"""PySide's look at every module imported after it (issue 14's start-up): the byte search that
replaces its tokenizing read gives PySide's own answer for every kind of module."""

from __future__ import annotations

import sys
import types

import pytest

import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature, the check under test
import rackoapp.engine.rules
import rackoapp.ui.window
from rackoapp.ui import source_scan


def _pyside_check():
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide has no source check to replace")
    return feature


def _original(check):
    """PySide's own check, also when the app already put the byte search in front of it."""
    while getattr(check, "reads_bytes", False):
        check = check.__closure__[0].cell_contents
    return check


# PySide's own check asks a built-in module (one pytest-xdist loads) for its repr, deprecated on 3.11.
@pytest.mark.filterwarnings("ignore:BuiltinImporter.module_repr:DeprecationWarning")
def test_the_byte_search_answers_as_pyside_does_for_every_module_loaded():
    """Built in, compiled, plain .py files that use PySide6 and files that do not, packages,
    modules made at run time: every module of this test run."""
    slow = _original(_pyside_check()._mod_uses_pyside)
    fast = source_scan.bytes_check(slow)
    modules = [m for m in list(sys.modules.values()) if isinstance(m, types.ModuleType)]
    modules.append(types.ModuleType("made_here"))
    assert any(slow(m) for m in modules) and not all(slow(m) for m in modules)
    differ = [m.__name__ for m in modules if fast(m) != slow(m)]
    assert differ == []


def test_a_module_from_a_zip_is_answered_as_pyside_does(tmp_path, monkeypatch):
    import zipfile

    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped_uses.py", "import PySide6\n")
        z.writestr("zipped_plain.py", "x = 1\n")
    monkeypatch.syspath_prepend(str(archive))
    import zipped_plain
    import zipped_uses

    slow = _original(_pyside_check()._mod_uses_pyside)
    for module in (zipped_uses, zipped_plain):
        assert source_scan.bytes_check(slow)(module) == slow(module)
    assert slow(zipped_uses) and not slow(zipped_plain)


def test_a_check_of_another_kind_is_left_alone(monkeypatch):
    """A PySide that decides some other way keeps its own check."""
    feature = _pyside_check()

    def other(module):
        return False

    monkeypatch.setattr(feature, "_mod_uses_pyside", other)
    source_scan.import_pyside()
    assert feature._mod_uses_pyside is other


def test_a_module_whose_file_is_gone_is_left_to_pyside(tmp_path):
    slow = _original(_pyside_check()._mod_uses_pyside)
    asked = []
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")
    check = source_scan.bytes_check(lambda m: asked.append(m) or False)
    assert check(gone) is False and asked == [gone]
    assert slow(gone) is False


def test_import_pyside_puts_the_byte_search_in_once(monkeypatch):
    feature = _pyside_check()
    monkeypatch.setattr(feature, "_mod_uses_pyside", _original(feature._mod_uses_pyside))
    source_scan.import_pyside()
    installed = feature._mod_uses_pyside
    assert installed.reads_bytes
    source_scan.import_pyside()
    assert feature._mod_uses_pyside is installed  # not wrapped twice
    assert installed(rackoapp.ui.window) is True and installed(rackoapp.engine.rules) is False


def test_a_pyside_without_the_check_is_left_alone(monkeypatch):
    feature = _pyside_check()
    monkeypatch.delattr(feature, "_mod_uses_pyside")
    source_scan.import_pyside()  # nothing to replace, and no error
    assert not hasattr(feature, "_mod_uses_pyside")
