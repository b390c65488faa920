"""Check what packaging/build.py made on Linux: sizes, the frozen self-test, .deb, AppImage, .rpm.

    python packaging/check_bundle.py          # Linux: bundle, .deb, .tar.gz, AppImage, .rpm
    python packaging/check_bundle.py --wine   # Windows, under Wine: packaging/check_windows.py

Prints one JSON line of figures and exits 1 with one line per failed check.
Limits (issue: installers): bundle <= 130 MB, .deb, .tar.gz, AppImage and .rpm
<= 55 MB each. The AppImage runs through FUSE where the machine allows it, and
always with --appimage-extract-and-run (no FUSE). The .rpm is installed with
`rpm --root` into a temporary root and run from there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUNDLE = DIST / "RackoApp"
LIMITS_MB = {"bundle": 130, "deb": 55, "tar.gz": 55, "AppImage": 55, "rpm": 55}
# What checks the builds of the other systems (the release workflow's steps).
ELSEWHERE = (r"on Windows run packaging\windows\self_test.ps1 -Exe dist\RackoApp\rackoapp.exe, on macOS "
             "QT_QPA_PLATFORM=offscreen dist/RackoApp.app/Contents/MacOS/rackoapp --self-test")
DESKTOP_KEYS = ("Exec=rackoapp", "Icon=rackoapp", "Categories=Game;CardGame;")
METAINFO = "usr/share/metainfo/org.rackoapp.RackoApp.metainfo.xml"
INSTALLED_FILES = ("usr/bin/rackoapp", "usr/share/applications/rackoapp.desktop",
                   "usr/share/icons/hicolor/256x256/apps/rackoapp.png",
                   "usr/share/icons/hicolor/scalable/apps/rackoapp.svg",
                   "usr/share/doc/rackoapp/copyright", METAINFO)


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def self_test(exe: Path, *flags: str, **extra_env: str) -> tuple[bool, str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra_env)
    start = time.perf_counter()
    try:
        out = subprocess.run([str(exe), *flags, "--self-test"], capture_output=True, text=True, timeout=300,
                             env=env)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"{exe}: {e}", 0.0
    took = time.perf_counter() - start
    text = (out.stdout.strip() or out.stderr.strip()).splitlines()
    return out.returncode == 0, (text[-1] if text else f"exit {out.returncode}"), took


def frozen_version(exe: Path) -> list[str]:
    """The bundle says pyproject.toml's version: it has no package metadata, and said the
    "0.1.0" written in rackoapp/__init__.py whatever the project's was (review)."""
    from build import version  # this folder's build.py (the script's own folder comes first)

    wanted = version()
    try:
        out = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    except (OSError, subprocess.TimeoutExpired) as e:
        return [f"frozen --version: {e}"]
    said = out.stdout.strip()
    return [] if said == f"rackoapp {wanted}" else [f"frozen --version said {said!r}, not 'rackoapp {wanted}'"]


def main() -> int:
    if "--wine" in sys.argv[1:]:
        import check_windows

        return check_windows.run()
    if not sys.platform.startswith("linux"):
        # The README's release line ran this on Windows and macOS too, where it could only say
        # that dist/ lacked the .deb (packaging review).
        print(f"check: check_bundle.py checks the Linux builds; {ELSEWHERE}", file=sys.stderr)
        return 2
    problems: list[str] = []
    figures: dict[str, object] = {}
    found = {key: sorted(DIST.glob(pattern)) for key, pattern in (
        ("deb", "rackoapp_*.deb"), ("tar.gz", "rackoapp-*-linux-*.tar.gz"), ("AppImage", "RackoApp-*.AppImage"),
        ("rpm", "rackoapp-*.rpm"))}
    if not BUNDLE.is_dir() or not all(found.values()):
        missing = [k for k, v in found.items() if not v]
        print(f"check: run `python packaging/build.py` first (dist/ lacks {missing or 'the bundle'})", file=sys.stderr)
        return 1
    files = {key: paths[-1] for key, paths in found.items()}
    sizes = {"bundle": dir_size(BUNDLE), **{k: p.stat().st_size for k, p in files.items()}}
    figures["mb"] = {k: round(v / 1e6, 1) for k, v in sizes.items()}
    for key, limit in LIMITS_MB.items():
        if sizes[key] > limit * 1e6:
            problems.append(f"{key} is {sizes[key] / 1e6:.1f} MB, over {limit} MB")
    ok, line, took = self_test(BUNDLE / "rackoapp")
    figures["self_test_bundle"] = line
    figures["self_test_s"] = round(took, 2)
    if not ok:
        problems.append(f"frozen self-test: {line}")
    problems += frozen_version(BUNDLE / "rackoapp")
    import notices  # this folder's

    problems += [f"the bundle lacks {lacking}" for lacking in notices.missing(BUNDLE / "_internal", linux=True)]
    problems += declared_glibc(files["deb"], files["rpm"], figures)
    with tempfile.TemporaryDirectory(prefix="rackoapp-deb-") as root:
        subprocess.run(["dpkg", "-x", str(files["deb"]), root], check=True)
        problems += installed_tree(Path(root), ".deb", figures)
    problems += check_tarball(files["tar.gz"], figures)
    problems += check_appimage(files["AppImage"], figures)
    problems += check_rpm(files["rpm"], figures)
    print(json.dumps(figures))
    for p in problems:
        print(f"check: {p}", file=sys.stderr)
    return 1 if problems else 0


def declared_glibc(deb: Path, rpm_file: Path, figures: dict) -> list[str]:
    """The .deb and .rpm ask for the C library the bundle's own libraries need (installer review)."""
    from build import glibc_needed

    need = "{}.{}".format(*glibc_needed(BUNDLE))
    figures["glibc_needed"] = need
    depends = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True).stdout
    requires = subprocess.run(["rpm", "-qp", "--requires", str(rpm_file)], capture_output=True, text=True).stdout
    problems = []
    if f"libc6 (>= {need})" not in depends:
        problems.append(f"the .deb's Depends lacks libc6 (>= {need}): {depends.strip()}")
    if f"libc.so.6(GLIBC_{need})(64bit)" not in requires.split():
        problems.append(f"the .rpm's Requires lack libc.so.6(GLIBC_{need})(64bit)")
    return problems


def valid_metainfo(path: Path, what: str) -> list[str]:
    """Software centres skip an entry AppStream's own validator rejects."""
    if not path.is_file():
        return []
    from tools import require

    done = subprocess.run([require("appstreamcli", "appstream"), "validate", "--no-net", str(path)],
                          capture_output=True, text=True)
    if done.returncode == 0:
        return []
    errors = [line for line in done.stdout.splitlines() if line.startswith("E:")] or done.stdout.splitlines()[-1:]
    return [f"the AppStream entry of the {what} fails appstreamcli validate: {'; '.join(errors)}"]


def installed_tree(root: Path, what: str, figures: dict) -> list[str]:
    """The files a package puts on the system, its desktop entry, and the app run from there."""
    problems = [f"{what} lacks /{rel}" for rel in INSTALLED_FILES if not os.path.lexists(root / rel)]
    desktop = root / "usr/share/applications/rackoapp.desktop"
    if desktop.is_file():
        text = desktop.read_text()
        problems += [f"the desktop entry of the {what} lacks {key}" for key in DESKTOP_KEYS if key not in text]
        problems += [f"the desktop entry of the {what}: {p}" for p in invalid_desktop_entry(desktop)]
    problems += valid_metainfo(root / METAINFO, what)
    ok, line, _ = self_test(root / "opt" / "rackoapp" / "rackoapp")
    figures[f"self_test_{what.strip('.')}"] = line
    if not ok:
        problems.append(f"self-test from the {what}: {line}")
    return problems


def check_tarball(tarball: Path, figures: dict) -> list[str]:
    """Unpacked, the app starts from its folder, and the add-to-menu.sh its README names makes a
    desktop entry that starts that app, from a folder named "a&b c" too (installer review: the
    bare folder said nothing)."""
    import tarfile

    with tempfile.TemporaryDirectory(prefix="rackoapp-tar-") as tmp:
        unpacked = Path(tmp) / 'games & more "$HOME%"'
        unpacked.mkdir()
        with tarfile.open(tarball) as tar:
            # Our own archive; the filter (Python 3.11.4 and later) keeps its modes as they are.
            tar.extractall(unpacked, **({"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}))
        tops = list(unpacked.iterdir())
        if len(tops) != 1 or not (tops[0] / "README.txt").is_file() or not (tops[0] / "add-to-menu.sh").is_file():
            return [f"the .tar.gz holds {[p.name for p in tops]}, not one folder with a README.txt and add-to-menu.sh"]
        folder = tops[0]
        ok, line, _ = self_test(folder / "rackoapp")
        figures["self_test_tar.gz"] = line
        problems = [] if ok else [f"self-test from the .tar.gz: {line}"]
        if "./add-to-menu.sh" not in (folder / "README.txt").read_text(encoding="utf-8"):
            problems.append("the .tar.gz README does not name ./add-to-menu.sh")
        home = Path(tmp) / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
        try:
            done = subprocess.run([str(folder / "add-to-menu.sh")], env=dict(env, HOME=str(home)), capture_output=True,
                                  text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as e:
            return problems + [f"the .tar.gz's add-to-menu.sh: {e}"]
        entry = home / ".local/share/applications/rackoapp.desktop"
        execs = [desktop_exec(line.removeprefix("Exec=")) for line in entry.read_text().splitlines()
                 if line.startswith("Exec=")] if entry.is_file() else []
        started = [args[1:] if args[:1] == ["env"] else args for args in execs]  # env: see the script
        if done.returncode != 0 or started != [[str(folder / "rackoapp")]]:
            problems.append(f"the .tar.gz's add-to-menu.sh made no entry starting its app: {done.stderr.strip()} {execs}")
        if entry.is_file():
            problems += [f"the entry the .tar.gz's add-to-menu.sh wrote: {p}" for p in invalid_desktop_entry(entry)]
        if not (home / ".local/share/icons/hicolor/256x256/apps/rackoapp.png").is_file():
            problems.append("the .tar.gz's add-to-menu.sh put no icon in place")
    return problems


def invalid_desktop_entry(path: Path) -> list[str]:
    """What desktop-file-validate (CI installs it) refuses in the entry at ``path``."""
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        return []
    said = subprocess.run([validate, str(path)], capture_output=True, text=True)
    return [] if said.returncode == 0 and "error" not in said.stdout else [
        f"desktop-file-validate refuses it: {said.stdout.strip()}"]


def desktop_exec(value: str) -> list[str]:
    """A desktop entry's Exec value as a launcher reads it (Desktop Entry spec): the string
    escapes first; then arguments split at spaces outside double quotes, inside which a
    backslash keeps the next " ` $ or backslash; then %% is a %."""
    import re

    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    value = re.sub(r"\\(.)", lambda m: escapes.get(m.group(1), "\\" + m.group(1)), value)
    args: list[str] = []
    arg, quoted, started, i = "", False, False, 0
    while i < len(value):
        c = value[i]
        if quoted and c == "\\" and value[i + 1:i + 2] in ('"', "`", "$", "\\"):
            arg, i = arg + value[i + 1], i + 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started:
                args.append(arg)
            arg, started = "", False
        else:
            arg, started = arg + c, True
        i += 1
    if started:
        args.append(arg)
    return [a.replace("%%", "%") for a in args]


def check_appimage(image: Path, figures: dict) -> list[str]:
    problems = []
    head = image.read_bytes()[:64]
    if head[:4] != b"\x7fELF" or head[8:11] != b"AI\x02":
        problems.append("the AppImage lacks the ELF header with the type-2 mark AI\\x02")
    offset = subprocess.run([str(image), "--appimage-offset"], capture_output=True, text=True)
    with image.open("rb") as f:
        f.seek(int(offset.stdout.strip() or 0))
        if offset.returncode != 0 or f.read(4) != b"hsqs":
            problems.append("the AppImage's --appimage-offset does not point at its squashfs image")
    ok, line, took = self_test(image, "--appimage-extract-and-run")
    figures["self_test_appimage_extract_and_run"] = line
    figures["self_test_appimage_extract_and_run_s"] = round(took, 2)
    if not ok:
        problems.append(f"AppImage --appimage-extract-and-run self-test: {line}")
    if not Path("/dev/fuse").exists():
        figures["self_test_appimage_fuse"] = "not run: no /dev/fuse here"
        return problems
    ok, line, took = self_test(image)
    if not ok and "cannot mount the image" in line:
        figures["self_test_appimage_fuse"] = f"not run: {line}"  # a container may forbid mounting
    else:
        figures["self_test_appimage_fuse"] = line
        figures["self_test_appimage_fuse_s"] = round(took, 2)
        if not ok:
            problems.append(f"AppImage self-test through FUSE: {line}")
    return problems


def check_rpm(rpm_file: Path, figures: dict) -> list[str]:
    query = subprocess.run(["rpm", "-qp", "--queryformat", "%{NAME} %{VERSION} %{ARCH}", str(rpm_file)],
                           capture_output=True, text=True)
    figures["rpm"] = query.stdout.strip()
    problems = [] if query.returncode == 0 else [f"rpm cannot read {rpm_file.name}: {query.stderr.strip()}"]
    with tempfile.TemporaryDirectory(prefix="rackoapp-rpm-") as root:
        if os.geteuid() == 0:
            # --nodeps: the empty root has no system libraries; the bundle's own run proves what it carries.
            done = subprocess.run(["rpm", "--root", root, "--dbpath", f"{root}/rpmdb", "--nodeps", "--noscripts",
                                   "-i", str(rpm_file.resolve())], capture_output=True, text=True)
        else:  # rpm cannot give files to root without being root: unpack the payload instead
            done = subprocess.run(f"rpm2cpio '{rpm_file.resolve()}' | cpio -idm --quiet", shell=True, cwd=root,
                                  capture_output=True, text=True)
        if done.returncode != 0:
            return problems + [f"installing the .rpm into a temporary root: {done.stderr.strip().splitlines()[-1:]}"]
        problems += installed_tree(Path(root), ".rpm", figures)
    return problems


if __name__ == "__main__":
    sys.exit(main())
