"""Which of PyInstaller's collected files go into the frozen app, on every OS.

packaging/rackoapp.spec filters its binaries and data through keep(), and
tests/test_packaging_wheels.py applies the very same keep() to the Windows and
macOS PySide6 wheels, so a rule that only fits Linux file names (the old
`libqoffscreen.` prefix left Windows without `qoffscreen.dll`) fails on Linux.
Plain Python, no PyInstaller: the test imports it.
"""

from __future__ import annotations

from pathlib import PurePath

# System libraries that only the dropped GTK theme plugin and GIO pulled in.
DROP_LIBS = (
    "libatk-", "libcairo", "libdatrie", "libfribidi", "libgdk_pixbuf", "libgio-", "libgmodule-",
    "libgobject-", "libgraphite2", "libharfbuzz", "libpango", "libpixman", "libthai", "libXrender",
    "libXext", "libjpeg", "libmount", "libblkid", "libselinux", "libgtk", "libgdk-", "libepoxy",
    "libQt6EglFS", "libQt6EglFsKms",
)
# Qt libraries of modules the app never imports (Qt6Qml.dll, libQt6Qml.so.6, QtQml.framework...).
UNUSED_QT = ("Qt6Qml", "Qt6Quick", "Qt6Pdf", "Qt6Network", "Qt6VirtualKeyboard", "Qt6OpenGL",
             "QtQml", "QtQuick", "QtPdf", "QtNetwork", "QtVirtualKeyboard", "QtOpenGL")
# Plugins kept, by folder, matched by their stem whatever the OS's prefix and suffix
# (libqoffscreen.so, qoffscreen.dll, libqoffscreen.dylib); everything else under plugins/ goes.
KEEP_PLUGINS = {
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"),
    "imageformats": ("qsvg", "qico", "qicns"),
    "iconengines": ("qsvgicon",),
    "platformthemes": ("qxdgdesktopportal",),  # qgtk3 would drag in all of GTK
    "xcbglintegrations": ("qxcb-glx-integration", "qxcb-egl-integration"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient",),
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl",),
    "styles": ("qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"),
}
PLUGIN_SUFFIXES = (".so", ".dll", ".dylib")
# Qt's own words (standard buttons, the file dialog) in the app's languages other than English:
# without them a Dutch player's Open dialog and message boxes spoke English (rackoapp.ui.i18n
# loads qtbase_<lang>.qm; tests check this list against its LANGUAGES).
KEEP_TRANSLATIONS = ("qtbase_nl.qm",)


def plugin_stem(name: str) -> str:
    """`libqoffscreen.so` -> `qoffscreen`; `qwindowsd.dll` stays `qwindowsd` (a debug build, not kept)."""
    for suffix in PLUGIN_SUFFIXES:
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    return name[3:] if name.startswith("lib") else name


def keep(dest: str) -> bool:
    """True when the file PyInstaller would put at `dest` (a path inside the bundle) is shipped."""
    parts = PurePath(dest.replace("\\", "/")).parts
    name = parts[-1]
    if "translations" in parts and name.endswith(".qm"):
        return name in KEEP_TRANSLATIONS  # the app ships its own words; Qt's only for its languages
    if parts[:2] == ("resources", "i18n") and name.endswith(".ts"):
        return False  # the sources of the app's words: it reads the .qm made from them
    if "plugins" in parts:
        i = parts.index("plugins")
        if len(parts) > i + 2:
            return plugin_stem(name) in KEEP_PLUGINS.get(parts[i + 1], ())
    # A macOS framework's files (QtQml.framework/Versions/A/Resources/Info.plist) go with it.
    names = [name] + [p for p in parts if p.endswith(".framework")]
    if any(unused in n for n in names for unused in UNUSED_QT):
        return False
    return not name.startswith(DROP_LIBS)
