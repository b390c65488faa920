"""The Windows exe's version resource, as the text PyInstaller's ``EXE(version=...)`` reads (a
``VSVersionInfo`` expression): Explorer's Details tab and the Windows installer review found
rackoapp.exe with none at all. Plain Python, no PyInstaller: the spec and the tests import it.
"""

from __future__ import annotations

import re


def numbers(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> (1, 2, 3, 0): the four numbers a resource holds; a pre-release's
    letters ("1.2.0rc1") are not among them."""
    found = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    return tuple(found + [0] * (4 - len(found)))  # type: ignore[return-value]


def dotted(version: str) -> str:
    """``"1.2.0rc1"`` -> ``"1.2.0.0"``: the setup's VersionInfoVersion (ISCC refuses letters)."""
    return ".".join(map(str, numbers(version)))


def version_text(version: str) -> str:
    nums = numbers(version)
    strings = {"CompanyName": "RackoApp developers", "FileDescription": "RackoApp", "FileVersion": version,
               "InternalName": "rackoapp", "LegalCopyright": "MIT licence", "OriginalFilename": "rackoapp.exe",
               "ProductName": "RackoApp", "ProductVersion": version}
    table = ", ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (f"VSVersionInfo(ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0, "
            f"OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)), kids=[StringFileInfo([StringTable('040904B0', "
            f"[{table}])]), VarFileInfo([VarStruct('Translation', [1033, 1200])])])\n")
