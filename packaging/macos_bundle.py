"""The macOS app bundle's Info.plist, in one place for the spec and the tests.

PyInstaller writes it on macOS only; tests/test_packaging_macos.py checks it on
Linux (keys, values, and a minimum macOS no lower than the PySide6 wheels').
"""

from __future__ import annotations

BUNDLE_ID = "org.rackoapp.RackoApp"
ICON_FILE = "rackoapp.icns"  # packaging/build.py writes build/icons/rackoapp.icns
# PySide6-Essentials 6.8 to 6.11 ship macOS wheels tagged macosx_13_0: nothing older can load Qt.
MINIMUM_MACOS = "13.0"
# The game's languages (resources/i18n): a bundle that declares none gets English from macOS
# whatever the system's language, so the start chose English and the file dialogs spoke it
# (portability review).
LOCALIZATIONS = ["en", "nl"]


def info_plist(version: str) -> dict[str, object]:
    return {
        "CFBundleName": "RackoApp",
        "CFBundleDisplayName": "RackoApp",
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleExecutable": "rackoapp",
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleIconFile": ICON_FILE,
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": LOCALIZATIONS,
        "CFBundleAllowMixedLocalizations": True,
    }
