"""The Linux packages' metadata, checked without building them (installer review).

check_bundle.py checks the same on the real .deb and .rpm in CI.
"""

from __future__ import annotations

from pathlib import Path

import PySide6

from test_packaging_macos import packaging_module  # noqa: F401  (a fixture)


def _elf(path: Path, *names: bytes) -> None:
    path.write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 57 + b"\0".join(names) + b"\0")


def test_the_newest_glibc_version_any_elf_file_asks_for(packaging_module, tmp_path):
    build = packaging_module("build")
    _elf(tmp_path / "libstdc++.so.6", b"GLIBC_2.2.5", b"GLIBC_2.36", b"GLIBCXX_3.4.30", b"GLIBC_PRIVATE")
    (tmp_path / "sub").mkdir()
    _elf(tmp_path / "sub" / "libexpat.so.1", b"GLIBC_2.9", b"GLIBC_2.25")
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99")  # not an ELF file
    (tmp_path / "link.so").symlink_to(tmp_path / "notes.txt")
    assert build.glibc_needed(tmp_path) == (2, 36)
    assert build.glibc_needed(tmp_path / "sub") == (2, 25)


def test_the_qt_libraries_ask_for_a_recent_glibc(packaging_module):
    """The wheel's own libraries are manylinux, at least glibc 2.28: the scan finds their needs."""
    assert packaging_module("build").glibc_needed(Path(PySide6.__file__).parent / "Qt" / "lib") >= (2, 28)


def test_the_deb_and_rpm_declare_that_glibc(packaging_module):
    build = packaging_module("build")
    control = build.deb_control("1.2.3", 1000, (2, 36))
    depends = next(line for line in control.splitlines() if line.startswith("Depends: "))
    assert "libc6 (>= 2.36)" in depends.split(": ", 1)[1].split(", ")
    assert "Version: 1.2.3\n" in control and "Installed-Size: 1000\n" in control
    assert "libc.so.6(GLIBC_2.36)(64bit)" in build.rpm_requires((2, 36))
