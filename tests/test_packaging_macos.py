"""What can be checked of the macOS bundle on Linux: its Info.plist and its .icns (issue 9).

The dmg script is checked by shellcheck in packaging/check_release_files.py,
and the spec's rules against the macOS wheel by test_packaging_wheels.py.
"""

from __future__ import annotations

import plistlib
import re
import struct
import sys
import tomllib
from pathlib import Path

import pytest

from test_packaging_wheels import pyside_wheel

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
# Apple's PNG-holding icon types and the pixel size of each.
ICNS_PNG_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
                  b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def test_info_plist_keys(packaging_module):
    mac = packaging_module("macos_bundle")
    ver = project_version()
    plist = plistlib.loads(plistlib.dumps(mac.info_plist(ver)))  # every value is of a plist type
    assert plist["CFBundleIdentifier"] == "org.rackoapp.RackoApp"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == ver
    assert re.fullmatch(r"\d+\.\d+\.\d+", ver)
    assert plist["CFBundleIconFile"] == "rackoapp.icns"
    assert plist["CFBundleExecutable"] == "rackoapp"  # the spec's EXE name
    assert plist["CFBundlePackageType"] == "APPL"
    assert plist["NSHighResolutionCapable"] is True
    # Every language the game ships, declared: else macOS tells the app English (portability review).
    shipped = sorted(p.stem.removeprefix("rackoapp_") for p in (ROOT / "resources" / "i18n").glob("rackoapp_*.ts"))
    assert sorted(plist["CFBundleLocalizations"]) == shipped and plist["CFBundleDevelopmentRegion"] == "en"


def test_minimum_macos_is_what_qt_needs(packaging_module):
    """LSMinimumSystemVersion no lower than the PySide6 wheel's macosx_X_Y tag (else it crashes at start)."""
    minimum = packaging_module("macos_bundle").info_plist("1.0.0")["LSMinimumSystemVersion"]
    with pyside_wheel("macos") as wheel:
        tag = re.search(r"macosx_(\d+)_(\d+)_", Path(wheel.filename).name)
    assert tag, wheel.filename
    as_tuple = tuple(int(x) for x in minimum.split("."))
    assert as_tuple >= (int(tag.group(1)), int(tag.group(2))), (minimum, Path(wheel.filename).name)


def test_the_spec_uses_the_plist_and_the_icon(packaging_module):
    spec = (PACKAGING / "rackoapp.spec").read_text()
    assert "info_plist=info_plist(" in spec and "bundle_identifier=BUNDLE_ID" in spec
    assert "ICONS / ICON_FILE" in spec


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", data[16:24])


def test_icns_is_valid(packaging_module, tmp_path, qapp):
    build = packaging_module("build")
    icon_file = packaging_module("macos_bundle").ICON_FILE
    build.make_icons(tmp_path)
    data = (tmp_path / icon_file).read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    at, sizes = 8, []
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert kind in ICNS_PNG_TYPES and length > 8, (kind, length)
        assert png_size(data[at + 8:at + length]) == (ICNS_PNG_TYPES[kind],) * 2, kind
        sizes.append(ICNS_PNG_TYPES[kind])
        at += length
    assert at == len(data)
    assert {16, 32, 128, 256, 512, 1024} <= set(sizes)


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_check_bundle_elsewhere_names_the_self_test_to_run(packaging_module, monkeypatch, capsys, platform):
    """The README's release line ran check_bundle.py on macOS and Windows too, where it said only
    that dist/ lacked the .deb (packaging review)."""
    check = packaging_module("check_bundle")
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", ["check_bundle.py"])
    assert check.main() == 2
    said = capsys.readouterr().err.strip()
    assert len(said.splitlines()) == 1 and "--self-test" in said and "self_test.ps1" in said and ".deb" not in said
