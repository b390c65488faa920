"""Check the Windows build under Wine, as a player's machine would run it.

Called by `python packaging/check_bundle.py --wine` after `build.py --wine`:
sizes; rackoapp.exe's version resource; the frozen app's --self-test; a silent
per-user install of the setup; the installed app's --self-test; a second setup run
beside the open app, which refuses (AppMutex) and leaves the app working; a second
start on the open app's folder, which rings it (the named-pipe doorbell) and ends; a first
paint with the real Windows
platform plugin (qwindows.dll) on a hidden X display; a silent uninstall that
leaves no folder, Start-menu entry or uninstall registry key. Prints one JSON
line of figures; one line per failed check on stderr (exit 1).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import wine
from build import version

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUNDLE = DIST / "windows" / "RackoApp"
LIMITS_MB = {"windows bundle": 90, "setup": 30}
UNINSTALL_KEY = "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{}_is1"
SETUP_FLAGS = ["/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def app_id() -> str:
    iss = (ROOT / "packaging" / "windows" / "rackoapp.iss").read_text()
    return re.search(r"^AppId=\{(\{[0-9A-F-]+\})", iss, re.M | re.I).group(1)


def last_line(done) -> str:
    lines = (done.stdout.strip() or done.stderr.strip()).splitlines()
    return lines[-1] if lines else f"exit {done.returncode}"


class Checks:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.figures: dict = {"seconds": {}}

    def expect(self, ok: bool, problem: str) -> bool:
        if not ok:
            self.problems.append(problem)
        return ok

    def timed(self, label: str, fn, *args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            self.figures["seconds"][label] = round(time.perf_counter() - start, 1)

    def self_test(self, label: str, exe: Path) -> None:
        done = self.timed(label, wine.run, [wine.win_path(exe), "--self-test"], 300)
        self.figures[label] = last_line(done)
        self.expect(done.returncode == 0 and "self-test ok" in done.stdout,
                    f"{label}: exit {done.returncode}: {last_line(done)}")

    def refused_beside_the_app(self, setup: Path, exe: Path, display: str) -> None:
        """Run beside the open app, a setup stopped half-way, the old bundle removed, and left an
        app that could not start (Windows installer review): the app's mutex (AppMutex) has the
        setup refuse before it touches a file."""
        with tempfile.TemporaryDirectory(prefix="rackoapp-wine-running-") as data:
            app = subprocess.Popen([wine.require("wine", "wine"), wine.win_path(exe), "--seats", "human,hard",
                                    "--data-dir", wine.win_path(Path(data))],
                                   env=wine.env(DISPLAY=display, QT_QPA_PLATFORM="windows"),
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 120
                while not (Path(data) / "rackoapp.lock").exists() and app.poll() is None and time.monotonic() < deadline:
                    time.sleep(0.2)  # the lock is taken after the mutex
                if not self.expect((Path(data) / "rackoapp.lock").exists(), "the installed app did not start"):
                    return
                done = self.timed("setup_beside_the_app", wine.run, [wine.win_path(setup), *SETUP_FLAGS], 300,
                                  False, DISPLAY=display)
                # A second start on that folder rings the open app through the named pipe, which
                # brings its window forward, and ends with 0 (a windowed exe says nothing).
                rang = self.timed("second_start_rings", wine.run, [wine.win_path(exe), "--data-dir",
                                                                   wine.win_path(Path(data))], 120, False,
                                  DISPLAY=display, QT_QPA_PLATFORM="windows")
                self.figures["second_start_rings"] = f"exit {rang.returncode}"
                self.expect(rang.returncode == 0, f"a second start did not ring the open app: exit {rang.returncode}")
            finally:
                # Wine's taskkill does not see the app; ending the prefix's wineserver ends it (and
                # nothing else runs in that prefix now).
                subprocess.run([wine.require("wineserver", "wine"), "-k"], env=wine.env(), timeout=60, check=False)
                app.wait(60)
                wine.wait_idle()
        self.figures["setup_beside_the_app"] = f"exit {done.returncode}"
        self.expect(done.returncode != 0, "a setup run beside the open app went ahead (no AppMutex?)")
        self.self_test("self_test_after_the_refused_setup", exe)

    def first_paint(self, exe: Path, display: str) -> None:
        with tempfile.TemporaryDirectory(prefix="rackoapp-wine-data-") as data:
            done = self.timed("first_paint", wine.run,
                              [wine.win_path(exe), "--seats", "human,hard", "--seed", "1",
                               "--data-dir", wine.win_path(Path(data)), "--exit-after-paint"],
                              120, DISPLAY=display, QT_QPA_PLATFORM="windows")
        self.figures["first_paint"] = last_line(done)
        self.expect(done.returncode == 0 and "painted" in done.stdout.split(),
                    f"first paint with qwindows: exit {done.returncode}: {last_line(done)}")


def registry_has(key: str) -> bool:
    return wine.run(["reg", "query", key], 60).returncode == 0


def main() -> int:
    c = Checks()
    setups = sorted(DIST.glob("RackoApp-*-setup.exe"))
    if not (BUNDLE / "rackoapp.exe").is_file() or not setups:
        print("check: run `python packaging/build.py --wine` first (no dist/windows/RackoApp or setup.exe)",
              file=sys.stderr)
        return 1
    setup = setups[-1]
    sizes = {"windows bundle": dir_size(BUNDLE), "setup": setup.stat().st_size}
    c.figures["mb"] = {k: round(v / 1e6, 1) for k, v in sizes.items()}
    for key, limit in LIMITS_MB.items():
        c.expect(sizes[key] <= limit * 1e6, f"{key} is {sizes[key] / 1e6:.1f} MB, over {limit} MB")
    names = {p.name.lower() for p in BUNDLE.rglob("*")}
    c.expect("icuuc.dll" not in names, "the bundle holds icuuc.dll: the Wine stand-in must never ship")
    exe_bytes = (BUNDLE / "rackoapp.exe").read_bytes()
    for word in ("ProductVersion", version(), "RackoApp developers"):  # the version resource's strings
        c.expect(word.encode("utf-16-le") in exe_bytes, f"rackoapp.exe's version resource lacks {word!r}")
    for plugin in ("qwindows.dll", "qoffscreen.dll"):
        c.expect(plugin in names, f"the bundle lacks {plugin}")
    import notices

    for lacking in notices.missing(BUNDLE / "_internal", linux=False):
        c.expect(False, f"the bundle lacks {lacking}")

    c.self_test("self_test_bundle", BUNDLE / "rackoapp.exe")
    key = UNINSTALL_KEY.format(app_id())
    with wine.xvfb() as display:
        done = c.timed("install", wine.run, [wine.win_path(setup), *SETUP_FLAGS, "/CURRENTUSER"], 600,
                       False, DISPLAY=display)
        wine.wait_idle()
        c.expect(done.returncode == 0, f"silent install: exit {done.returncode}: {last_line(done)}")
        folder = wine.user_folder("AppData", "Local", "Programs", "RackoApp")
        menu = wine.user_folder("AppData", "Roaming", "Microsoft", "Windows", "Start Menu", "Programs",
                                "RackoApp.lnk")
        exe = folder / "rackoapp.exe"
        if c.expect(exe.is_file(), f"the silent install made no {exe}"):
            c.expect(menu.is_file(), "the install made no Start-menu entry")
            c.expect(registry_has(key), f"the install wrote no uninstall key {key}")
            c.self_test("self_test_installed", exe)
            c.refused_beside_the_app(setup, exe, display)
            c.first_paint(exe, display)
            uninstallers = sorted(folder.glob("unins*.exe"))
            if c.expect(bool(uninstallers), "the install has no uninstaller"):
                done = c.timed("uninstall", wine.run, [wine.win_path(uninstallers[-1]), *SETUP_FLAGS], 600,
                               False, DISPLAY=display)
                wine.wait_idle()
                c.expect(done.returncode == 0, f"silent uninstall: exit {done.returncode}: {last_line(done)}")
                c.expect(not folder.exists(), f"the uninstall left {folder}")
                c.expect(not menu.exists(), "the uninstall left the Start-menu entry")
                c.expect(not registry_has(key), f"the uninstall left the registry key {key}")
    print(json.dumps(c.figures))
    for p in c.problems:
        print(f"check (windows): {p}", file=sys.stderr)
    return 1 if c.problems else 0


def run() -> int:
    try:
        return main()
    except wine.ToolMissing as e:
        return wine.tool_missing_exit(e)
