"""The licences the frozen app carries (installer review: it shipped Qt under the LGPL with
no licence text but its own MIT one).

packaging/rackoapp.spec gathers, on every OS, packaging/licenses/ (the third-party notice,
LGPL-3.0 and GPL-3.0), the project's LICENSE and the building Python's own licence into
the bundle's licenses/ folder. On Linux, build.py then adds the Debian copyright file of
each system library PyInstaller took from the build machine, which carries its licence.
Plain Python, no PyInstaller: tests import it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTICES = ROOT / "packaging" / "licenses"
FOLDER = "licenses"  # inside the bundle's data folder (_internal/ on Linux and Windows)
# The Debian library folders PyInstaller takes system libraries from.
SYSTEM_LIB_DIRS = ("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                   "/lib/aarch64-linux-gnu", "/usr/lib", "/lib")


def python_licence() -> Path:
    """The licence of the Python the app is frozen with (the stdlib's on Linux and macOS,
    the install folder's on Windows)."""
    for folder in (sysconfig.get_paths()["stdlib"], sys.base_prefix):
        path = Path(folder) / "LICENSE.txt"
        if path.is_file():
            return path
    raise FileNotFoundError("the building Python's LICENSE.txt (looked in its stdlib and install folders)")


def gather(dest: Path) -> Path:
    """``dest`` made anew with every licence text the app carries on any OS; returns it."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(NOTICES, dest)
    shutil.copy(ROOT / "LICENSE", dest / "RackoApp-LICENSE.txt")
    shutil.copy(python_licence(), dest / "Python-LICENSE.txt")
    return dest


def system_libraries(internal: Path, from_wheels: set[str]) -> list[Path]:
    """The libraries at the top of the bundle's ``internal`` folder that no wheel brought, nor
    Python (libpython's licence is Python-LICENSE.txt, wherever that Python was installed from)."""
    return sorted(p for p in internal.iterdir() if p.name.startswith("lib") and ".so" in p.name
                  and p.name not in from_wheels and not p.name.startswith("libpython"))


def wheel_libraries() -> set[str]:
    """The library names the installed PySide6 and shiboken6 wheels carry (Qt, ICU, their own)."""
    import PySide6
    import shiboken6

    names = set()
    for package in (PySide6, shiboken6):
        names |= {p.name for p in Path(package.__file__).parent.rglob("lib*.so*")}
    return names


def debian_package(library: str) -> str | None:
    """The Debian package that installed the system library named ``library``."""
    from tools import require

    require("dpkg-query", "dpkg")
    for folder in SYSTEM_LIB_DIRS:
        path = Path(folder) / library
        if path.exists():
            done = subprocess.run(["dpkg-query", "-S", str(path)], capture_output=True, text=True)
            if done.returncode == 0:
                return done.stdout.split(":", 1)[0].strip()
    return None


def add_debian_copyrights(internal: Path) -> dict[str, str]:
    """Into ``internal``/licenses/debian: each bundled system library's package copyright file,
    and LIBRARIES.txt naming the package of each. Returns {library: package}; a library no
    package owns raises, as its licence would go unsaid."""
    dest = internal / FOLDER / "debian"
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    packages: dict[str, str] = {}
    for lib in system_libraries(internal, wheel_libraries()):
        package = debian_package(lib.name)
        if package is None:
            raise FileNotFoundError(f"no Debian package owns the bundled {lib.name}: its licence is unknown")
        package = package.split(":")[0]  # libstdc++6:amd64
        packages[lib.name] = package
        shutil.copy(Path("/usr/share/doc") / package / "copyright", dest / f"{package}.txt")
    (dest / "LIBRARIES.txt").write_text("".join(f"{lib} {package}\n" for lib, package in packages.items()),
                                        encoding="utf-8")
    return packages


def missing(internal: Path, linux: bool) -> list[str]:
    """What a bundle lacks of its licences: the gathered texts, and for Linux's a Debian
    copyright for each system library."""
    folder = internal / FOLDER
    wanted = [p.name for p in NOTICES.iterdir()] + ["RackoApp-LICENSE.txt", "Python-LICENSE.txt"]
    lacks = [f"{FOLDER}/{name}" for name in wanted if not (folder / name).is_file()]
    if linux:
        listed = folder / "debian" / "LIBRARIES.txt"
        named = dict(line.split(" ", 1) for line in listed.read_text(encoding="utf-8").splitlines()) \
            if listed.is_file() else {}
        for lib in system_libraries(internal, wheel_libraries()):
            package = named.get(lib.name)
            if package is None or not (folder / "debian" / f"{package}.txt").is_file():
                lacks.append(f"the licence of {lib.name} ({FOLDER}/debian)")
    return lacks


def main(argv: list[str]) -> int:
    """``python packaging/notices.py FOLDER``: the release job's check of a Windows or macOS
    bundle's data folder (``_internal``, ``Contents/Resources``); one line per missing text."""
    if len(argv) != 1:
        print("usage: python packaging/notices.py BUNDLE_DATA_FOLDER", file=sys.stderr)
        return 2
    lacking = missing(Path(argv[0]), linux=sys.platform.startswith("linux"))
    for what in lacking:
        print(f"check: the bundle lacks {what}", file=sys.stderr)
    return 1 if lacking else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
