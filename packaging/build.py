"""Build what this OS can build: the frozen one-folder app and its installers.

    python packaging/build.py            # everything this OS can make
    python packaging/build.py --bundle   # only the frozen one-folder app
    python packaging/build.py --wine     # on Linux: the Windows bundle and setup, under Wine

Linux: dist/RackoApp/ (bundle), dist/rackoapp-VERSION-linux-ARCH.tar.gz, a .deb
(dpkg-deb), an .rpm (rpmbuild, Debian's rpm package) and an AppImage: our own
runtime (packaging/linux/appimage_runtime.c, compiled against Debian's
squashfuse and libfuse3) followed by a squashfs of the AppDir (mksquashfs).
Nothing is downloaded. `--wine` (on Linux): the Windows bundle and installer,
see packaging/build_windows.py.
Windows: the Inno Setup installer when ISCC.exe is found. macOS: RackoApp.app in
a .dmg (signed and notarised only when the signing variables are set).
It prints one JSON line with the files made, their sizes and the build time.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path

from tools import ToolMissing, require, tool_missing_exit

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = BUILD / "icons"
BUNDLE = DIST / "RackoApp"
# The Debian packages the AppImage runtime is compiled from (static libraries, so the
# AppImage needs only the C library of the player's system).
RUNTIME_LIBS = ["squashfuse_ll", "squashfuse", "fuse3", "zstd", "lz4", "lzo2", "lzma", "z"]
RUNTIME_DEV_PACKAGES = ["libsquashfuse-dev", "libfuse3-dev", "libzstd-dev", "liblz4-dev", "liblzo2-dev",
                        "liblzma-dev", "zlib1g-dev"]
METAINFO = "org.rackoapp.RackoApp.metainfo.xml"
# System libraries the bundle loads but does not carry; the .deb names them as packages.
RPM_REQUIRES = ["libEGL.so.1()(64bit)", "libGL.so.1()(64bit)", "libfontconfig.so.1()(64bit)",
                "libxkbcommon.so.0()(64bit)", "libxkbcommon-x11.so.0()(64bit)", "libxcb-cursor.so.0()(64bit)"]


def log(msg: str) -> None:
    print(f"build: {msg}", file=sys.stderr, flush=True)


def version() -> str:
    """The tree's own version: an installed package's metadata may be another checkout's (review)."""
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


def make_icons(folder: Path = ICONS) -> None:
    from macos_bundle import ICON_FILE

    folder.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(PACKAGING / "icon.svg")
    for size, data in pngs.items():
        (folder / f"rackoapp-{size}.png").write_bytes(data)
    (folder / "rackoapp.png").write_bytes(pngs[256])
    (folder / "rackoapp.ico").write_bytes(ico_bytes(pngs))
    (folder / ICON_FILE).write_bytes(icns_bytes(pngs))
    shutil.copy(PACKAGING / "icon.svg", folder / "rackoapp.svg")


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


def glibc_needed(folder: Path) -> tuple[int, int]:
    """The newest GLIBC_x.y symbol version any ELF file in ``folder`` asks for.

    The bundle carries the build machine's libstdc++ and others, which need that machine's
    C library (Debian 12: 2.36, for arc4random): without saying so, the .deb and .rpm
    installed on older systems and then failed to start (installer review). A version name
    is read wherever it sits in the file, so the answer can only err on the safe side."""
    newest = (2, 0)
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
            data = f.read()
        for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)(?![\d.])", data):
            newest = max(newest, (int(major), int(minor)))
    return newest


def deb_control(ver: str, installed_kb: int, glibc: tuple[int, int]) -> str:
    return ("Package: rackoapp\n"
            f"Version: {ver}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Architecture: {arch()}\n"
            f"Installed-Size: {installed_kb}\n"
            f"Depends: libc6 (>= {glibc[0]}.{glibc[1]}), libgl1, libegl1, libfontconfig1, libxkbcommon0, "
            "libxkbcommon-x11-0, libxcb-cursor0\n"
            "Maintainer: RackoApp developers <dev@rackoapp.invalid>\n"
            "Description: Rack-O card game against computer players\n"
            " Sort your ten cards into a rising rack before the computer does.\n")


def rpm_requires(glibc: tuple[int, int]) -> list[str]:
    return [f"libc.so.6(GLIBC_{glibc[0]}.{glibc[1]})(64bit)", *RPM_REQUIRES]


def arch() -> str:
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


# -- Linux ---------------------------------------------------------------------------

TARBALL_README = """RackoApp {ver} for Linux ({machine}; glibc {glibc} or later)

Start the game from this folder:

    ./rackoapp

Your games, statistics and settings are kept in ~/.local/share/RackoApp/RackoApp,
not here, so a newer version can take this folder's place.

To find RackoApp in your desktop's applications menu, run this once:

    ./add-to-menu.sh

(Moved the folder since? Run it again from the new place.)

The licences of what RackoApp carries are in _internal/licenses (THIRD-PARTY.txt).
"""


def linux_tarball(ver: str, glibc: tuple[int, int]) -> Path:
    """The bundle's folder, with a README.txt on starting it and adding it to the menu, and the
    script, desktop entry and icon that add it (installer review: it was the bare folder)."""
    out = DIST / f"rackoapp-{ver}-linux-{platform.machine()}.tar.gz"
    top = f"rackoapp-{ver}"
    readme = TARBALL_README.format(ver=ver, machine=platform.machine(), glibc="{}.{}".format(*glibc))
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(BUNDLE, arcname=top)
        tar.add(PACKAGING / "linux" / "rackoapp.desktop", arcname=f"{top}/rackoapp.desktop")
        tar.add(ICONS / "rackoapp-256.png", arcname=f"{top}/rackoapp.png")
        tar.add(PACKAGING / "linux" / "add-to-menu.sh", arcname=f"{top}/add-to-menu.sh",
                filter=lambda info: (setattr(info, "mode", 0o755), info)[1])  # whatever the checkout's mode
        info = tarfile.TarInfo(f"{top}/README.txt")
        data = readme.encode("utf-8")
        info.size, info.mode, info.mtime = len(data), 0o644, int(time.time())
        tar.addfile(info, io.BytesIO(data))
    return out


def metainfo(ver: str) -> str:
    """The AppStream entry software centres show, for this version (dated SOURCE_DATE_EPOCH or today)."""
    when = time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", time.time())))
    text = (PACKAGING / "linux" / METAINFO).read_text(encoding="utf-8")
    return text.replace("@VERSION@", ver).replace("@DATE@", time.strftime("%Y-%m-%d", when))


def write_metainfo(root: Path, ver: str) -> None:
    folder = root / "usr" / "share" / "metainfo"
    folder.mkdir(parents=True)
    (folder / METAINFO).write_text(metainfo(ver), encoding="utf-8")


def linux_deb(ver: str, glibc: tuple[int, int]) -> Path:
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
    write_metainfo(root, ver)
    doc = root / "usr" / "share" / "doc" / "rackoapp"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "RackoApp, under the MIT licence below. The libraries it carries and their licences:\n"
        "/opt/rackoapp/_internal/licenses/THIRD-PARTY.txt\n\n" + (ROOT / "LICENSE").read_text(encoding="utf-8"),
        encoding="utf-8")
    installed_kb = dir_size(root) // 1024
    (root / "DEBIAN" / "control").write_text(deb_control(ver, installed_kb, glibc))
    out = DIST / f"rackoapp_{ver}_{arch()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def deb_versions(packages: list[str]) -> dict[str, str]:
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *packages],
                         capture_output=True, text=True)
    found = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    missing = [p for p in packages if not found.get(p)]
    if missing:
        raise ToolMissing(f"Debian packages {' '.join(missing)} not installed (the AppImage runtime is built from them)")
    return found


def appimage_runtime() -> tuple[Path, dict[str, str]]:
    """Compile packaging/linux/appimage_runtime.c; returns it and the Debian versions it was built from."""
    gcc = require("gcc", "gcc")
    versions = deb_versions(RUNTIME_DEV_PACKAGES)
    out = BUILD / "appimage-runtime"
    subprocess.run([gcc, "-O2", "-Wall", "-o", str(out), str(PACKAGING / "linux" / "appimage_runtime.c"),
                    "-Wl,-Bstatic", *[f"-l{lib}" for lib in RUNTIME_LIBS], "-Wl,-Bdynamic", "-lpthread", "-ldl"],
                   check=True)
    subprocess.run(["strip", str(out)], check=True)
    return out, versions


def linux_appimage(ver: str) -> tuple[Path, dict[str, str]]:
    mksquashfs = require("mksquashfs", "squashfs-tools")
    runtime, versions = appimage_runtime()
    appdir = BUILD / "RackoApp.AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    shutil.copytree(BUNDLE, appdir / "usr" / "lib" / "rackoapp", symlinks=True)
    (appdir / "AppRun").write_text('#!/bin/sh\nexec "$(dirname "$(readlink -f "$0")")/usr/lib/rackoapp/rackoapp" "$@"\n')
    (appdir / "AppRun").chmod(0o755)
    shutil.copy(PACKAGING / "linux" / "rackoapp.desktop", appdir / "rackoapp.desktop")
    shutil.copy(ICONS / "rackoapp-256.png", appdir / "rackoapp.png")
    write_metainfo(appdir, ver)
    os.symlink("rackoapp.png", appdir / ".DirIcon")
    image = BUILD / "RackoApp.squashfs"
    image.unlink(missing_ok=True)
    # zstd level 6: 44.5 MB in 2 s of CPU; level 19 saves 4 MB for 77 s (issue 9 measurements).
    subprocess.run([mksquashfs, str(appdir), str(image), "-root-owned", "-noappend", "-comp", "zstd",
                    "-Xcompression-level", "6", "-quiet", "-no-progress"], check=True, stdout=subprocess.DEVNULL)
    out = DIST / f"RackoApp-{ver}-{platform.machine()}.AppImage"
    head = bytearray(runtime.read_bytes())
    head[8:11] = b"AI\x02"  # the AppImage type-2 mark, in the ELF header's padding
    with out.open("wb") as f:
        f.write(head)
        with image.open("rb") as sq:
            shutil.copyfileobj(sq, f)
    out.chmod(0o755)
    return out, versions


def linux_rpm(ver: str, glibc: tuple[int, int]) -> Path:
    rpmbuild = require("rpmbuild", "rpm")
    top = BUILD / "rpm"
    shutil.rmtree(top, ignore_errors=True)
    root = top / "root"
    shutil.copytree(BUILD / "deb", root, symlinks=True, ignore=shutil.ignore_patterns("DEBIAN"))
    spec = top / "rackoapp.spec"
    spec.write_text(
        "Name: rackoapp\n"
        f"Version: {ver}\n"
        "Release: 1\n"
        "Summary: Rack-O card game against computer players\n"
        "License: MIT\n"
        "URL: https://rackoapp.invalid\n"
        # The bundle carries its own libraries: rpm must not list them as needs or gifts.
        "AutoReqProv: no\n"
        f"Requires: {', '.join(rpm_requires(glibc))}\n"
        "%global debug_package %{nil}\n"
        "%global __os_install_post %{nil}\n"
        "%global _build_id_links none\n"
        "%description\nSort your ten cards into a rising rack before the computer does.\n"
        f"%install\ncp -a {root}/. %{{buildroot}}/\n"
        "%files\n/opt/rackoapp\n/usr/bin/rackoapp\n/usr/share/applications/rackoapp.desktop\n"
        "/usr/share/icons/hicolor/*/apps/rackoapp.*\n"
        f"/usr/share/metainfo/{METAINFO}\n"
        "%license /usr/share/doc/rackoapp/copyright\n")
    # zstd level 12: 40 MB in 12 s of CPU; xz -9 makes 31 MB in 123 s. rpm reads zstd since 4.14.
    subprocess.run([rpmbuild, "-bb", "--quiet", "--define", f"_topdir {top}",
                    "--define", "_binary_payload w12.zstdio", "--target", platform.machine(), str(spec)],
                   check=True, stdout=subprocess.DEVNULL)
    built = sorted((top / "RPMS").rglob("*.rpm"))
    out = DIST / built[-1].name
    shutil.move(built[-1], out)
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
    from windows_version import dotted

    subprocess.run([iscc, f"/DAppVersion={ver}", f"/DNumericVersion={dotted(ver)}", f"/DSourceDir={BUNDLE}",
                    f"/DOutputDir={DIST}",
                    f"/DIconFile={ICONS / 'rackoapp.ico'}", str(PACKAGING / "windows" / "rackoapp.iss")],
                   check=True)
    return DIST / f"RackoApp-{ver}-setup.exe"


def macos_dmg(ver: str) -> Path:
    app = DIST / "RackoApp.app"
    identity = os.environ.get("MACOS_SIGN_IDENTITY")
    if identity:
        # Notarisation accepts only code signed with a secure timestamp (packaging review).
        subprocess.run(["codesign", "--deep", "--force", "--options", "runtime", "--timestamp", "--sign", identity,
                        str(app)], check=True)
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
    try:
        return build()
    except ToolMissing as e:
        return tool_missing_exit(e)


def build() -> int:
    ap = argparse.ArgumentParser(description="Build RackoApp's frozen app and installers.")
    ap.add_argument("--bundle", action="store_true", help="only the frozen one-folder app")
    ap.add_argument("--wine", action="store_true",
                    help="on Linux: the Windows bundle and Inno Setup installer, under Wine (packaging/build_windows.py)")
    args = ap.parse_args()
    start = time.perf_counter()
    ver = version()
    log(f"version {ver}: icons")
    make_icons()
    if args.wine:
        import build_windows

        made, figures = build_windows.build(ver)
        report(ver, made, start, figures)
        return 0
    log("freezing with PyInstaller")
    freeze()
    if sys.platform.startswith("linux"):
        import notices

        notices.add_debian_copyrights(BUNDLE / "_internal")
    made = {"bundle": BUNDLE}
    extra: dict = {}
    if not args.bundle:
        if sys.platform.startswith("linux"):
            log("tar.gz and .deb")
            glibc = glibc_needed(BUNDLE)  # a read of the whole bundle: once for the three packages
            made["tar.gz"] = linux_tarball(ver, glibc)
            made["deb"] = linux_deb(ver, glibc)
            log("AppImage (runtime built from Debian packages)")
            made["AppImage"], extra["appimage_runtime_from"] = linux_appimage(ver)
            log(".rpm")
            made["rpm"] = linux_rpm(ver, glibc)
        elif sys.platform == "win32":
            setup = windows_installer(ver)
            if setup:
                made["setup"] = setup
        elif sys.platform == "darwin":
            made["dmg"] = macos_dmg(ver)
    report(ver, made, start, extra)
    return 0


def report(ver: str, made: dict[str, Path], start: float, extra: dict | None = None) -> None:
    sizes = {k: (dir_size(p) if p.is_dir() else p.stat().st_size) for k, p in made.items()}
    print(json.dumps({
        "version": ver,
        "files": {k: str(p.relative_to(ROOT)) for k, p in made.items()},
        "mb": {k: round(v / 1e6, 1) for k, v in sizes.items()},
        "seconds": round(time.perf_counter() - start, 1),
        **(extra or {}),
    }))


if __name__ == "__main__":
    sys.exit(main())
