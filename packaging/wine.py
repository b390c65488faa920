"""Windows programs on Linux: a fresh Wine prefix, Windows paths, pipes and a hidden X display.

Used by packaging/build_windows.py and packaging/check_windows.py. What Wine 8
needs, learnt the hard way (issue 9):
- the prefix is made anew for every build: one made before wine32 was installed
  cannot run 32-bit programs (ISCC.exe, the setup, the uninstaller);
- CPython under Wine dies in init_sys_streams ("Invalid handle") when stdin or
  stdout is /dev/null or a regular file, so both are always pipes;
- Inno Setup's silent install still needs a display: an Xvfb of our own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path

from tools import ToolMissing, require, tool_missing_exit  # noqa: F401 - the Windows stage's callers use them

ROOT = Path(__file__).resolve().parents[1]
WINE_DIR = ROOT / "build" / "wine"
PREFIX = WINE_DIR / "prefix"
ICU_STUB = ROOT / "packaging" / "windows" / "icuuc_stub.c"


def win_path(path: Path) -> str:
    """Wine maps the Linux root to drive Z:."""
    return "Z:" + str(Path(path).resolve()).replace("/", "\\")


def env(**extra: str) -> dict[str, str]:
    e = dict(os.environ)
    e.pop("DISPLAY", None)
    e.update(
        WINEPREFIX=str(PREFIX), WINEARCH="win64", WINEDEBUG="-all",
        # No Mono or Gecko prompts, and no Linux menu entries for what the setup installs.
        WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d",
    )
    e.update(extra)
    return e


def run(args: list[str], timeout: float = 600, check: bool = False, **extra: str) -> subprocess.CompletedProcess:
    """`wine ARGS` with stdin and stdout on pipes; output decoded leniently."""
    done = subprocess.run([require("wine", "wine"), *args], input="", capture_output=True, text=True,
                          errors="replace", timeout=timeout, env=env(**extra))
    if check and done.returncode != 0:
        tail = (done.stderr.strip() or done.stdout.strip()).splitlines()[-5:]
        raise RuntimeError(f"wine {Path(args[0]).name} exited {done.returncode}: " + " | ".join(tail))
    return done


def wait_idle(timeout: float = 300) -> None:
    """Wait until every program of the prefix has ended (the uninstaller re-launches itself from %TEMP%)."""
    subprocess.run([require("wineserver", "wine"), "-w"], env=env(), timeout=timeout, check=False)


def system32() -> Path:
    return PREFIX / "drive_c" / "windows" / "system32"


def fresh_prefix() -> None:
    require("wine", "wine")
    require("wineserver", "wine")
    if not Path("/usr/lib/wine/wine").exists():  # Debian's wine32:i386 loader
        raise ToolMissing("wine32:i386 not installed (ISCC.exe, the setup and the uninstaller are 32-bit)")
    gcc = require("x86_64-w64-mingw32-gcc", "gcc-mingw-w64-x86-64-win32")
    subprocess.run([shutil.which("wineserver"), "-k"], env=env(), check=False, capture_output=True)
    shutil.rmtree(PREFIX, ignore_errors=True)
    PREFIX.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([shutil.which("wineboot"), "--init"], input="", capture_output=True, env=env(), timeout=300,
                   check=True)
    wait_idle()
    # Qt 6.7+ imports the system's icuuc.dll, which Wine 8 lacks.
    subprocess.run([gcc, "-shared", "-O2", "-s", "-o", str(system32() / "icuuc.dll"), str(ICU_STUB)], check=True)


def user_folder(*parts: str) -> Path:
    """A folder of the prefix's only user (root on CI), e.g. AppData/Local."""
    users = [u for u in (PREFIX / "drive_c" / "users").iterdir() if u.name not in ("Public", "Default")]
    if len(users) != 1:
        raise RuntimeError(f"expected one user in the Wine prefix, found {[u.name for u in users]}")
    return users[0].joinpath(*parts)


@contextmanager
def xvfb():
    """An X display for the program's lifetime; yields its name (":N")."""
    exe = require("Xvfb", "xvfb")
    read, write = os.pipe()
    proc = subprocess.Popen([exe, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as r:
        number = r.readline().strip()
    if not number:
        proc.kill()
        raise ToolMissing("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def timed(label: str, figures: dict, fn, *args):
    start = time.perf_counter()
    try:
        return fn(*args)
    finally:
        figures.setdefault("stage_seconds", {})[label] = round(time.perf_counter() - start, 1)
