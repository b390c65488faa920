"""Check what packaging/build.py made on Linux: sizes, the frozen self-test, the .deb.

    python packaging/check_bundle.py

Prints one JSON line of figures and exits 1 with one line per failed check.
Limits (issue: installers): bundle <= 130 MB, .deb and .tar.gz <= 55 MB each.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUNDLE = DIST / "RackoApp"
LIMITS_MB = {"bundle": 130, "deb": 55, "tar.gz": 55}


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def self_test(exe: Path) -> tuple[bool, str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    try:
        out = subprocess.run([str(exe), "--self-test"], capture_output=True, text=True, timeout=300, env=env)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"{exe}: {e}", 0.0
    took = time.perf_counter() - start
    text = (out.stdout.strip() or out.stderr.strip()).splitlines()
    return out.returncode == 0, (text[-1] if text else f"exit {out.returncode}"), took


def main() -> int:
    problems: list[str] = []
    figures: dict[str, object] = {}
    debs = sorted(DIST.glob("rackoapp_*.deb"))
    tars = sorted(DIST.glob("rackoapp-*-linux-*.tar.gz"))
    if not BUNDLE.is_dir() or not debs or not tars:
        print("check: run `python packaging/build.py` first (no bundle, .deb or .tar.gz in dist/)", file=sys.stderr)
        return 1
    sizes = {"bundle": dir_size(BUNDLE), "deb": debs[-1].stat().st_size, "tar.gz": tars[-1].stat().st_size}
    figures["mb"] = {k: round(v / 1e6, 1) for k, v in sizes.items()}
    for key, limit in LIMITS_MB.items():
        if sizes[key] > limit * 1e6:
            problems.append(f"{key} is {sizes[key] / 1e6:.1f} MB, over {limit} MB")
    ok, line, took = self_test(BUNDLE / "rackoapp")
    figures["self_test_bundle"] = line
    figures["self_test_s"] = round(took, 2)
    if not ok:
        problems.append(f"frozen self-test: {line}")
    with tempfile.TemporaryDirectory(prefix="rackoapp-deb-") as root:
        subprocess.run(["dpkg", "-x", str(debs[-1]), root], check=True)
        for rel in ("usr/share/applications/rackoapp.desktop", "usr/share/icons/hicolor/256x256/apps/rackoapp.png",
                    "usr/share/icons/hicolor/scalable/apps/rackoapp.svg"):
            if not (Path(root) / rel).is_file():
                problems.append(f".deb lacks {rel}")
        desktop = Path(root) / "usr/share/applications/rackoapp.desktop"
        if desktop.is_file():
            text = desktop.read_text()
            for key in ("Exec=rackoapp", "Icon=rackoapp", "Categories=Game;CardGame;"):
                if key not in text:
                    problems.append(f"the desktop entry lacks {key}")
        ok, line, _ = self_test(Path(root) / "opt" / "rackoapp" / "rackoapp")
        figures["self_test_deb"] = line
        if not ok:
            problems.append(f"self-test from the unpacked .deb: {line}")
    print(json.dumps(figures))
    for p in problems:
        print(f"check: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
