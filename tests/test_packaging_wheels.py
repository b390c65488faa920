"""The spec's keep/drop rules against the Windows and macOS PySide6 wheels (issue 9).

Only Linux can be frozen here, so a rule that fits only Linux file names (the
old `libqoffscreen.` prefix, which left the Windows build without
`qoffscreen.dll`) would pass the Linux bundle's checks. These tests download
(once; cached in ~/.cache/rackoapp/wheels or $RACKOAPP_WHEEL_CACHE) the
Windows and macOS wheels of the installed PySide6-Essentials, apply
packaging/bundle_rules.keep() to every file, and check that what the app
needs on that OS is kept: the windowing and offscreen platform plugins, the
SVG image and icon plugins, the OS's icon format and style, and every Qt
library those plugins and the app's Qt modules load (read from the PE import
tables and Mach-O load commands). A failed download fails: this is the only
check of the Windows and macOS bundles' contents before a release.
"""

from __future__ import annotations

import importlib.util
import os
import struct
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from importlib.metadata import version
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[1]
PLATFORMS = {"windows": "win_amd64", "macos": "macosx_14_0_universal2"}
NEEDED_PLUGINS = {
    "windows": ["platforms/qwindows.dll", "platforms/qoffscreen.dll", "imageformats/qsvg.dll",
                "imageformats/qico.dll", "iconengines/qsvgicon.dll", "styles/qmodernwindowsstyle.dll"],
    "macos": ["platforms/libqcocoa.dylib", "platforms/libqoffscreen.dylib", "imageformats/libqsvg.dylib",
              "imageformats/libqicns.dylib", "iconengines/libqsvgicon.dylib", "styles/libqmacstyle.dylib"],
}
APP_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg")  # what rackoapp imports from PySide6


def load_rules():
    spec = importlib.util.spec_from_file_location("bundle_rules", ROOT / "packaging" / "bundle_rules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wheel_cache() -> Path:
    return Path(os.environ.get("RACKOAPP_WHEEL_CACHE") or Path.home() / ".cache" / "rackoapp" / "wheels")


def pyside_wheel(os_name: str) -> zipfile.ZipFile:
    ver = version("PySide6-Essentials")
    folder = wheel_cache() / os_name
    tag = "win_amd64" if os_name == "windows" else "macosx_"
    found = [w for w in folder.glob(f"pyside6_essentials-{ver}-*.whl") if tag in w.name]
    if not found:
        # Into a folder of its own, then moved in whole: a test on another worker (pytest-xdist)
        # that looks meanwhile finds no wheel, never half of one.
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder, prefix=".download-") as fresh:
            cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                   "--platform", PLATFORMS[os_name], "--python-version", "3.11", "--dest", fresh,
                   f"PySide6-Essentials=={ver}"]
            done = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
            for wheel in Path(fresh).glob("*.whl"):
                os.replace(wheel, folder / wheel.name)
        found = [w for w in folder.glob(f"pyside6_essentials-{ver}-*.whl") if tag in w.name]
        if done.returncode != 0 or not found:
            why = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
            pytest.fail(f"cannot download the {os_name} PySide6-Essentials {ver} wheel, needed to check "
                        f"the bundle rules: {why}", pytrace=False)
    return zipfile.ZipFile(found[0])


# -- what a binary loads -------------------------------------------------------------

def pe_imports(data: bytes) -> list[str]:
    """DLL names in a PE file's import and delay-import tables."""
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    n_sections, opt_size = struct.unpack_from("<H", data, pe + 6)[0], struct.unpack_from("<H", data, pe + 20)[0]
    opt = pe + 24
    dirs = opt + (112 if struct.unpack_from("<H", data, opt)[0] == 0x20B else 96)
    sections = [struct.unpack_from("<8sIIII", data, opt + opt_size + 40 * i) for i in range(n_sections)]

    def offset(rva: int) -> int:
        for _, vsize, vaddr, rawsize, rawptr in sections:
            if vaddr <= rva < vaddr + max(vsize, rawsize):
                return rva - vaddr + rawptr
        raise ValueError(f"RVA {rva:#x} outside every section")

    def cstr(rva: int) -> str:
        start = offset(rva)
        return data[start:data.index(b"\0", start)].decode("ascii")

    names = []
    for index, size, name_at in ((1, 20, 12), (13, 32, 4)):  # imports, delay imports
        rva = struct.unpack_from("<I", data, dirs + 8 * index)[0]
        if not rva:
            continue
        at = offset(rva)
        while True:
            name_rva = struct.unpack_from("<I", data, at + name_at)[0]
            if not name_rva:
                break
            names.append(cstr(name_rva))
            at += size
    return names


def macho_imports(data: bytes) -> list[str]:
    """Install names a Mach-O file loads (the first slice of a universal binary)."""
    base = 0
    if data[:4] == b"\xca\xfe\xba\xbe":
        base = struct.unpack_from(">I", data, 8 + 8)[0]  # the first fat_arch's offset
    magic, _, _, _, ncmds = struct.unpack_from("<IiiII", data, base)
    at = base + (32 if magic == 0xFEEDFACF else 28)
    names = []
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<II", data, at)
        if cmd in (0xC, 0x80000018, 0x8000001F):  # LC_LOAD_DYLIB, LC_LOAD_WEAK_DYLIB, LC_REEXPORT_DYLIB
            name_at = at + struct.unpack_from("<I", data, at + 8)[0]
            names.append(data[name_at:data.index(b"\0", name_at)].decode())
        at += size
    return names


def needed_files(wheel: zipfile.ZipFile, os_name: str, roots: list[str]) -> set[str]:
    """The roots and every file of the wheel they load, directly or not."""
    by_name: dict[str, list[str]] = {}
    for member in wheel.namelist():
        base = PurePosixPath(member).name
        by_name.setdefault(base.lower() if os_name == "windows" else base, []).append(member)
    imports = pe_imports if os_name == "windows" else macho_imports
    needed, todo = set(), list(roots)
    while todo:
        member = todo.pop()
        if member in needed:
            continue
        needed.add(member)
        for dep in imports(wheel.read(member)):
            base = PurePosixPath(dep).name
            todo += by_name.get(base.lower() if os_name == "windows" else base, [])  # system ones: absent
    return needed


def roots(wheel: zipfile.ZipFile, os_name: str) -> list[str]:
    names = wheel.namelist()
    plugins = "PySide6/plugins/" if os_name == "windows" else "PySide6/Qt/plugins/"
    found = [plugins + p for p in NEEDED_PLUGINS[os_name] if plugins + p in names]
    suffix = ".pyd" if os_name == "windows" else ".abi3.so"
    found += [m for m in names for mod in APP_MODULES if m == f"PySide6/{mod}{suffix}"]
    return found


# -- the tests -----------------------------------------------------------------------

@pytest.mark.parametrize("os_name", ["windows", "macos"])
def test_the_bundle_keeps_what_the_app_needs(os_name):
    rules = load_rules()
    with pyside_wheel(os_name) as wheel:
        start = roots(wheel, os_name)
        assert len(start) == len(NEEDED_PLUGINS[os_name]) + len(APP_MODULES), (
            f"the {os_name} wheel lacks some of {NEEDED_PLUGINS[os_name]} or the modules {APP_MODULES}")
        needed = needed_files(wheel, os_name, start)
        dropped = sorted(m for m in needed if not rules.keep(m))
    assert not dropped, f"the spec's rules drop what the app needs on {os_name}: {dropped}"
    qt_libs = {PurePosixPath(m).name for m in needed if "Qt6" in m or ".framework/" in m}
    assert {"Core", "Gui", "Widgets", "Svg"} <= {n.removeprefix("Qt6").removeprefix("Qt").split(".")[0]
                                                   for n in qt_libs}, qt_libs


@pytest.mark.parametrize("os_name", ["windows", "macos"])
def test_the_bundle_drops_what_the_app_never_loads(os_name):
    """The rules still shrink the bundle: unused platforms, image formats and Qt modules go."""
    rules = load_rules()
    with pyside_wheel(os_name) as wheel:
        names = wheel.namelist()
    for stem in ("qminimal", "qgif", "qjpeg", "qtiff", "qpdf"):
        plugins = [m for m in names if "/plugins/" in m and rules.plugin_stem(PurePosixPath(m).name) == stem]
        assert plugins and not any(rules.keep(m) for m in plugins), (os_name, stem, plugins)
    for lib in ("Qml", "Quick", "Network", "OpenGL"):
        files = [m for m in names if f"Qt6{lib}." in m or f"Qt{lib}.framework/" in m]
        assert files and not any(rules.keep(m) for m in files), (os_name, lib)


@pytest.mark.parametrize("os_name", ["windows", "macos"])
def test_qt_speaks_the_apps_languages_and_no_others(os_name):
    """Qt's own words in Dutch go with the app (its Open dialog and standard buttons spoke
    English to a Dutch player); Qt's other languages and its tools' catalogues do not."""
    from rackoapp.ui.i18n import DEFAULT_LANGUAGE, LANGUAGES

    rules = load_rules()
    assert set(rules.KEEP_TRANSLATIONS) == {f"qtbase_{lang}.qm" for lang in LANGUAGES if lang != DEFAULT_LANGUAGE}
    with pyside_wheel(os_name) as wheel:
        names = [m for m in wheel.namelist() if "/translations/" in m and m.endswith(".qm")]
    kept = sorted(PurePosixPath(m).name for m in names if rules.keep(m))
    assert kept == sorted(rules.KEEP_TRANSLATIONS), (os_name, kept)


def test_the_app_s_own_words_ship_compiled_only():
    """The app reads resources/i18n/*.qm; the .ts sources they are made from stay out of the
    bundle (and of the wheel: pyproject.toml's exclude-package-data)."""
    rules = load_rules()
    i18n = ROOT / "resources" / "i18n"
    qm, ts = sorted(i18n.glob("*.qm")), sorted(i18n.glob("*.ts"))
    assert qm and ts
    assert all(rules.keep(f"resources/i18n/{p.name}") for p in qm)
    assert not any(rules.keep(f"resources/i18n/{p.name}") for p in ts)
    assert rules.keep("resources/rules_en.md") and rules.keep("resources/icons/rackoapp.svg")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert config["exclude-package-data"]["rackoapp.resources"] == ["i18n/*.ts"]


def test_the_spec_filters_with_these_rules():
    """The rules tested above are the spec's only filter: no second, Linux-only copy inside the spec."""
    spec = (ROOT / "packaging" / "rackoapp.spec").read_text()
    assert "from bundle_rules import keep" in spec
    assert "a.binaries = [b for b in a.binaries if keep(b[0])]" in spec
    assert "a.datas = [d for d in a.datas if keep(d[0])]" in spec
    assert "def keep" not in spec and "KEEP_PLUGINS" not in spec
