"""Build what this OS can build: the frozen one-folder app and its installers.

    python packaging/build.py            # everything this OS can make
    python packaging/build.py --bundle   # only the frozen one-folder app

Linux: dist/RackoApp/ (bundle), dist/rackoapp-VERSION-linux-ARCH.tar.gz, a .deb
(dpkg-deb) and an AppImage when appimagetool is on PATH or can be fetched.
Windows: the Inno Setup installer when ISCC.exe is found. macOS: RackoApp.app in
a .dmg (signed and notarised only when the signing variables are set).
It prints one JSON line with the files made, their sizes and the build time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = BUILD / "icons"
BUNDLE = DIST / "RackoApp"
APPIMAGETOOL_URL = (
    "https://github.com/AppImage/appimagetool/releases/download/continuous/appimagetool-x86_64.AppImage"
)


def log(msg: str) -> None:
    print(f"build: {msg}", file=sys.stderr, flush=True)


def version() -> str:
    from importlib.metadata import PackageNotFoundError, version as dist_version

    try:
        return dist_version("rackoapp")
    except PackageNotFoundError:
        import tomllib

        return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


# -- icons: one vector source, every size made here ---------------------------------

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def render_pngs(svg: Path) -> dict[int, bytes]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keeps Qt alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"build: cannot read {svg}")
    out = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")
        out[size] = bytes(data)
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (Vista and later read these)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(t + struct.pack(">I", len(pngs[s]) + 8) + pngs[s] for s, t in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make_icons() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(PACKAGING / "icon.svg")
    for size, data in pngs.items():
        (ICONS / f"rackoapp-{size}.png").write_bytes(data)
    (ICONS / "rackoapp.png").write_bytes(pngs[256])
    (ICONS / "rackoapp.ico").write_bytes(ico_bytes(pngs))
    (ICONS / "rackoapp.icns").write_bytes(icns_bytes(pngs))
    shutil.copy(PACKAGING / "icon.svg", ICONS / "rackoapp.svg")


# -- the frozen app ------------------------------------------------------------------

def freeze() -> Path:
    shutil.rmtree(BUNDLE, ignore_errors=True)
    env = dict(os.environ, RACKOAPP_VERSION=version())
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
         str(PACKAGING / "rackoapp.spec")],
        check=True, cwd=ROOT, env=env)
    return BUNDLE


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def arch() -> str:
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


# -- Linux ---------------------------------------------------------------------------

def linux_tarball(ver: str) -> Path:
    out = DIST / f"rackoapp-{ver}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(BUNDLE, arcname=f"rackoapp-{ver}")
    return out


def linux_deb(ver: str) -> Path:
    root = BUILD / "deb"
    shutil.rmtree(root, ignore_errors=True)
    (root / "DEBIAN").mkdir(parents=True)
    shutil.copytree(BUNDLE, root / "opt" / "rackoapp", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink("/opt/rackoapp/rackoapp", root / "usr" / "bin" / "rackoapp")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / "rackoapp.desktop", apps / "rackoapp.desktop")
    for size in (16, 32, 48, 64, 128, 256, 512):
        d = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        d.mkdir(parents=True)
        shutil.copy(ICONS / f"rackoapp-{size}.png", d / "rackoapp.png")
    svg_dir = root / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    svg_dir.mkdir(parents=True)
    shutil.copy(PACKAGING / "icon.svg", svg_dir / "rackoapp.svg")
    installed_kb = dir_size(root) // 1024
    (root / "DEBIAN" / "control").write_text(
        "Package: rackoapp\n"
        f"Version: {ver}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Architecture: {arch()}\n"
        f"Installed-Size: {installed_kb}\n"
        "Depends: libc6, libgl1, libegl1, libfontconfig1, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0\n"
        "Maintainer: RackoApp developers <dev@rackoapp.invalid>\n"
        "Description: Rack-O card game against computer players\n"
        " Sort your ten cards into a rising rack before the computer does.\n")
    out = DIST / f"rackoapp_{ver}_{arch()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def linux_appimage(ver: str) -> Path | None:
    tool = shutil.which("appimagetool")
    if tool is None:
        cached = BUILD / "appimagetool"
        if not cached.exists():
            try:
                with urllib.request.urlopen(APPIMAGETOOL_URL, timeout=30) as r:
                    cached.write_bytes(r.read())
                cached.chmod(0o755)
            except OSError as e:
                log(f"AppImage skipped: cannot fetch appimagetool ({e})")
                return None
        tool = str(cached)
    appdir = BUILD / "RackoApp.AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(BUNDLE, appdir / "usr" / "lib" / "rackoapp", symlinks=True)
    (appdir / "AppRun").write_text('#!/bin/sh\nexec "$(dirname "$(readlink -f "$0")")/usr/lib/rackoapp/rackoapp" "$@"\n')
    (appdir / "AppRun").chmod(0o755)
    shutil.copy(PACKAGING / "linux" / "rackoapp.desktop", appdir / "rackoapp.desktop")
    shutil.copy(ICONS / "rackoapp-256.png", appdir / "rackoapp.png")
    out = DIST / f"RackoApp-{ver}-{platform.machine()}.AppImage"
    env = dict(os.environ, ARCH=platform.machine(), APPIMAGE_EXTRACT_AND_RUN="1")
    result = subprocess.run([tool, str(appdir), str(out)], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        log("AppImage skipped: appimagetool failed: " + (result.stderr.strip().splitlines() or ["?"])[-1])
        return None
    return out


# -- Windows and macOS ---------------------------------------------------------------

def windows_installer(ver: str) -> Path | None:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    default = Path(os.environ.get("ProgramFiles(x86)", "C:/Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
    if iscc is None and default.exists():
        iscc = str(default)
    if iscc is None:
        log("Windows installer skipped: Inno Setup (ISCC.exe) not found")
        return None
    subprocess.run([iscc, f"/DAppVersion={ver}", f"/DSourceDir={BUNDLE}", f"/DOutputDir={DIST}",
                    f"/DIconFile={ICONS / 'rackoapp.ico'}", str(PACKAGING / "windows" / "rackoapp.iss")],
                   check=True)
    return DIST / f"RackoApp-{ver}-setup.exe"


def macos_dmg(ver: str) -> Path:
    app = DIST / "RackoApp.app"
    identity = os.environ.get("MACOS_SIGN_IDENTITY")
    if identity:
        subprocess.run(["codesign", "--deep", "--force", "--options", "runtime", "--sign", identity, str(app)],
                       check=True)
    else:
        log("macOS signing skipped: MACOS_SIGN_IDENTITY is not set")
    out = DIST / f"RackoApp-{ver}.dmg"
    subprocess.run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(app), str(out)], check=True)
    profile = os.environ.get("MACOS_NOTARY_PROFILE")
    if identity and profile:
        subprocess.run(["xcrun", "notarytool", "submit", str(out), "--keychain-profile", profile, "--wait"],
                       check=True)
        subprocess.run(["xcrun", "stapler", "staple", str(out)], check=True)
    else:
        log("macOS notarisation skipped: MACOS_SIGN_IDENTITY / MACOS_NOTARY_PROFILE not set")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description="Build RackoApp's frozen app and installers.")
    ap.add_argument("--bundle", action="store_true", help="only the frozen one-folder app")
    args = ap.parse_args()
    start = time.perf_counter()
    ver = version()
    log(f"version {ver}: icons")
    make_icons()
    log("freezing with PyInstaller")
    freeze()
    made = {"bundle": BUNDLE}
    if not args.bundle:
        if sys.platform.startswith("linux"):
            log("tar.gz and .deb")
            made["tar.gz"] = linux_tarball(ver)
            made["deb"] = linux_deb(ver)
            appimage = linux_appimage(ver)
            if appimage:
                made["AppImage"] = appimage
        elif sys.platform == "win32":
            setup = windows_installer(ver)
            if setup:
                made["setup"] = setup
        elif sys.platform == "darwin":
            made["dmg"] = macos_dmg(ver)
    sizes = {k: (dir_size(p) if p.is_dir() else p.stat().st_size) for k, p in made.items()}
    print(json.dumps({
        "version": ver,
        "files": {k: str(p.relative_to(ROOT)) for k, p in made.items()},
        "mb": {k: round(v / 1e6, 1) for k, v in sizes.items()},
        "seconds": round(time.perf_counter() - start, 1),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
