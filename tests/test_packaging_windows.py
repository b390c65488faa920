"""What can be checked of the Windows setup on any OS: its script's choices and the exe's
version resource (packaging/check_windows.py checks the built ones under Wine in CI)."""

from __future__ import annotations

import ast
import re
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISS = (ROOT / "packaging" / "windows" / "rackoapp.iss").read_text(encoding="utf-8")


def setting(name: str) -> str:
    return re.search(rf"^{name}=(.*)$", ISS, re.M).group(1).strip()


def test_the_setup_waits_for_the_running_app_by_the_mutex_the_app_holds(monkeypatch):
    """Run beside the open app, a setup stopped half-way, the old bundle removed, and left an app
    that could not start (Windows installer review)."""
    from rackoapp.ui import app

    assert setting("AppMutex") == app.RUNNING_MUTEX
    assert app.RUNNING_MUTEX.split("-")[1] in setting("AppId")  # named after the AppId
    made = []
    kernel32 = types.SimpleNamespace(CreateMutexW=lambda security, owned, name: made.append(name) or 1)
    import ctypes

    monkeypatch.setattr(ctypes, "windll", types.SimpleNamespace(kernel32=kernel32), raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    app._mark_running()
    assert made == [app.RUNNING_MUTEX]
    monkeypatch.setattr(sys, "platform", "linux")
    app._mark_running()
    assert made == [app.RUNNING_MUTEX]


def test_the_setup_speaks_dutch_where_windows_does():
    languages = ISS.split("[Languages]", 1)[1].split("\n[", 1)[0]
    assert 'MessagesFile: "compiler:Languages\\Dutch.isl"' in languages and "compiler:Default.isl" in languages
    assert setting("ShowLanguageDialog") == "no"  # English, unasked, where Windows speaks neither
    assert setting("UninstallDisplayName") == "RackoApp" and setting("VersionInfoVersion") == "{#NumericVersion}"


def test_the_exe_carries_its_version(packaging_module):
    """rackoapp.exe had no version resource: Explorer's Details tab showed none (installer review)."""
    windows_version = packaging_module("windows_version")
    assert windows_version.numbers("1.2.3") == (1, 2, 3, 0)
    assert windows_version.numbers("1.2.0rc1") == (1, 2, 0, 0) and windows_version.numbers("2") == (2, 0, 0, 0)
    text = windows_version.version_text("1.2.3")
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and tree.body.func.id == "VSVersionInfo"
    strings = {node.args[0].value: node.args[1].value for node in ast.walk(tree)
               if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "StringStruct"}
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "rackoapp.exe" and strings["ProductName"] == "RackoApp"
    assert "filevers=(1, 2, 3, 0)" in text
    assert windows_version.dotted("1.0.0rc1") == "1.0.0.0"  # ISCC's VersionInfoVersion takes no letters
    for builder in ("build.py", "build_windows.py"):
        assert "/DNumericVersion={dotted(ver)}" in (ROOT / "packaging" / builder).read_text(encoding="utf-8")
    spec = (ROOT / "packaging" / "rackoapp.spec").read_text(encoding="utf-8")
    assert "version_text(VERSION)" in spec and "version=str(version_file)" in spec
