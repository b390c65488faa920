"""The Linux packages' metadata, and the licences every bundle carries, checked without building them.

check_bundle.py checks the same on the real .deb and .rpm in CI.
"""

from __future__ import annotations

import sys
from pathlib import Path

import PySide6
import pytest

# The packages are Linux's, and so are the ELF files, sh and the Debian tools these read.
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packaging")


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


def test_the_appstream_entry_names_this_version_and_the_desktop_entry(packaging_module, monkeypatch):
    """Software centres list the game from it; appstreamcli validates the installed copy in CI."""
    import xml.etree.ElementTree as ET

    build = packaging_module("build")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796428800")  # 2026-12-05
    component = ET.fromstring(build.metainfo("1.2.3").encode("utf-8"))
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == packaging_module("macos_bundle").BUNDLE_ID
    release = component.find("releases/release")
    assert (release.get("version"), release.get("date")) == ("1.2.3", "2026-12-05")
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert (build.PACKAGING / "linux" / launchable.text).is_file()
    desktop = dict(line.split("=", 1) for line in (build.PACKAGING / "linux" / launchable.text).read_text()
                   .splitlines() if "=" in line)
    summaries = {s.get("{http://www.w3.org/XML/1998/namespace}lang"): s.text for s in component.findall("summary")}
    assert summaries == {None: desktop["Comment"], "nl": desktop["Comment[nl]"]}
    assert "@" not in build.metainfo("1.2.3")


def test_the_desktop_entry_speaks_every_shipped_language(packaging_module):
    build = packaging_module("build")
    text = (build.PACKAGING / "linux" / "rackoapp.desktop").read_text(encoding="utf-8")
    shipped = [p.stem.removeprefix("rackoapp_") for p in (build.ROOT / "resources" / "i18n").glob("rackoapp_*.ts")]
    assert "nl" in shipped
    for lang in set(shipped) - {"en"}:  # English is the entry's own words
        for key in ("GenericName", "Comment", "Keywords"):
            assert f"\n{key}[{lang}]=" in text, (key, lang)


def test_ci_and_the_release_install_the_validator_check_bundle_runs(packaging_module):
    build = packaging_module("build")
    assert "appstreamcli" in (build.PACKAGING / "check_bundle.py").read_text()
    assert "\n  appstream desktop-file-utils\n" in (build.PACKAGING / "ci_tools.sh").read_text()
    assert " appstream desktop-file-utils\n" in (build.ROOT / ".github" / "workflows" / "release.yml").read_text()


# -- the licences every bundle carries (packaging/notices.py) ----------------------------

def test_every_bundle_gathers_the_licences_of_what_it_carries(packaging_module, tmp_path):
    """Qt and PySide6 are LGPL-3.0: the bundles carried them with no licence text but the
    project's own MIT one (installer review)."""
    notices = packaging_module("notices")
    folder = notices.gather(tmp_path / "licenses")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (folder / "LGPL-3.0.txt").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in (folder / "GPL-3.0.txt").read_text()
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (folder / "Python-LICENSE.txt").read_text()
    assert (folder / "RackoApp-LICENSE.txt").read_text() == (notices.ROOT / "LICENSE").read_text()
    notice = (folder / "THIRD-PARTY.txt").read_text()
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt", "Python-LICENSE.txt", "RackoApp-LICENSE.txt", "debian/LIBRARIES.txt"):
        assert name in notice
    internal = tmp_path
    assert notices.missing(internal, linux=False) == []
    assert notices.main([str(internal)]) == 0  # the release job's check of the Windows and macOS bundles
    (folder / "LGPL-3.0.txt").unlink()
    assert notices.missing(internal, linux=False) == ["licenses/LGPL-3.0.txt"]
    assert notices.main([str(internal)]) == 1
    assert "python packaging/notices.py dist/RackoApp/_internal" in (
        notices.ROOT / ".github" / "workflows" / "release.yml").read_text()
    spec = (notices.ROOT / "packaging" / "rackoapp.spec").read_text()
    assert "gather(" in spec and "notices" in spec


def test_a_linux_bundle_names_a_debian_licence_for_each_system_library(packaging_module, tmp_path):
    notices = packaging_module("notices")
    notices.gather(tmp_path / "licenses")
    wheel_lib = sorted(notices.wheel_libraries())[0]
    for name in (wheel_lib, "libpython3.11.so.1.0", "libzstd.so.1", "libX11.so.6", "python3.11"):
        (tmp_path / name).write_bytes(b"\x7fELF")
    assert [p.name for p in notices.system_libraries(tmp_path, notices.wheel_libraries())] == [
        "libX11.so.6", "libzstd.so.1"]
    assert notices.missing(tmp_path, linux=True) == ["the licence of libX11.so.6 (licenses/debian)",
                                                     "the licence of libzstd.so.1 (licenses/debian)"]
    debian = tmp_path / "licenses" / "debian"
    debian.mkdir()
    (debian / "LIBRARIES.txt").write_text("libX11.so.6 libx11-6\nlibzstd.so.1 libzstd1\n")
    (debian / "libx11-6.txt").write_text("X11")
    assert notices.missing(tmp_path, linux=True) == ["the licence of libzstd.so.1 (licenses/debian)"]


def test_the_tarball_says_how_to_start_it_and_its_menu_commands_work(packaging_module, tmp_path, monkeypatch):
    """The .tar.gz was the bare app folder (installer review): now a README.txt, and the
    add-to-menu.sh it names makes a desktop entry that starts the unpacked app, whatever the
    folder's name."""
    import tarfile

    build, check = packaging_module("build"), packaging_module("check_bundle")
    bundle, icons = tmp_path / "RackoApp", tmp_path / "icons"
    bundle.mkdir()
    icons.mkdir()
    app = bundle / "rackoapp"
    app.write_text("#!/bin/sh\necho 'rackoapp self-test ok'\n")  # as the frozen app answers --self-test
    app.chmod(0o755)
    (icons / "rackoapp-256.png").write_bytes(b"\x89PNG")
    monkeypatch.setattr(build, "BUNDLE", bundle)
    monkeypatch.setattr(build, "ICONS", icons)
    monkeypatch.setattr(build, "DIST", tmp_path)
    tarball = build.linux_tarball("1.2.3", build.glibc_needed(bundle))
    figures: dict = {}
    assert check.check_tarball(tarball, figures) == []
    assert figures["self_test_tar.gz"] == "rackoapp self-test ok"
    with tarfile.open(tarball) as tar:
        readme = tar.extractfile("rackoapp-1.2.3/README.txt").read().decode()
    assert "RackoApp 1.2.3 for Linux" in readme and "glibc 2.0 or later" in readme  # no ELF file here
    bare = tmp_path / "bare.tar.gz"
    with tarfile.open(bare, "w:gz") as tar:
        tar.add(bundle, arcname="rackoapp-1.2.3")
    assert check.check_tarball(bare, {}) == [
        "the .tar.gz holds ['rackoapp-1.2.3'], not one folder with a README.txt and add-to-menu.sh"]


def test_a_desktop_entry_s_exec_is_read_as_the_launcher_reads_it(packaging_module):
    """The check reads back what add-to-menu.sh wrote for a folder named with & " $ ` % and \\."""
    check = packaging_module("check_bundle")
    assert check.desktop_exec('"/a&b c\\\\"\\\\$x\\\\`%%y\\\\\\\\z/rackoapp"') == ['/a&b c"$x`%y\\z/rackoapp']
    assert check.desktop_exec("rackoapp --seats human,hard") == ["rackoapp", "--seats", "human,hard"]
