"""Figures of the release build: build time from a clean checkout, sizes, frozen start-up.

    python benchmarks/package_figures.py [--runs 7] [--no-build] [--wine]

Clones the repository's HEAD into a temporary folder, runs packaging/build.py
there (timed, wall and CPU of the build and its children), reports the bundle,
.deb, .tar.gz, AppImage and .rpm sizes, and times the frozen app from launch to
the first painted table (`--seats human,hard`), under $DISPLAY when set (e.g.
Xvfb), else offscreen. With --wine it also builds the Windows bundle and setup
under Wine (packaging/build.py --wine) and reports their sizes and build time.
Budgets: bundle 130 MB, .deb/.tar.gz/AppImage/.rpm 55 MB, Windows bundle 90 MB,
setup 30 MB, start-up 1.0 s.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def launch(exe: Path) -> float:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as data:
        start = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--seats", "human,hard", "--seed", "1", "--data-dir", data,
                                 "--exit-after-paint"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=env, text=True)
        line = proc.stdout.readline()
        took = time.perf_counter() - start
        proc.wait(timeout=30)
    if line.strip() != "painted":
        raise SystemExit("the frozen app never painted its table")
    return took


def timed_build(top: Path, *flags: str) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, with its children) of one packaging/build.py run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, str(top / "packaging" / "build.py"), *flags], check=True, cwd=top,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return round(wall, 1), round(cpu, 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--no-build", action="store_true", help="measure the existing dist/ of this checkout")
    ap.add_argument("--wine", action="store_true", help="also the Windows bundle and setup, under Wine")
    args = ap.parse_args()
    figures: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="rackoapp-build-") as tmp:
        if args.no_build:
            top = ROOT
        else:
            top = Path(tmp) / "rackoapp"
            subprocess.run(["git", "clone", "-q", str(ROOT), str(top)], check=True)
            figures["build_s"], figures["build_cpu_s"] = timed_build(top)
            if args.wine:
                figures["wine_build_s"], _ = timed_build(top, "--wine")  # Wine's own processes are not our children
        dist = top / "dist"
        figures["bundle_mb"] = round(dir_size(dist / "RackoApp") / 1e6, 1)
        if (dist / "windows" / "RackoApp").is_dir():
            figures["windows_bundle_mb"] = round(dir_size(dist / "windows" / "RackoApp") / 1e6, 1)
        for pattern, key in (("rackoapp_*.deb", "deb_mb"), ("rackoapp-*-linux-*.tar.gz", "tar_gz_mb"),
                             ("RackoApp-*.AppImage", "appimage_mb"), ("rackoapp-*.rpm", "rpm_mb"),
                             ("RackoApp-*-setup.exe", "setup_mb")):
            found = sorted(dist.glob(pattern))
            figures[key] = round(found[-1].stat().st_size / 1e6, 1) if found else None
        exe = dist / "RackoApp" / "rackoapp"
        launch(exe)  # warm the file cache
        times = sorted(launch(exe) for _ in range(args.runs))
        figures["startup_s"] = {"median": round(statistics.median(times), 3), "worst": round(times[-1], 3),
                                "platform": "xcb" if os.environ.get("DISPLAY") else "offscreen"}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
