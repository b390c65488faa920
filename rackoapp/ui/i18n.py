"""The language of the window: English or Dutch, following the system or the settings.

``install_translator(app, language)`` loads ``resources/i18n/rackoapp_<lang>.qm``
into a ``QTranslator`` installed on the application (replacing the one
installed before) and returns the language in effect. Qt's own texts (the
standard buttons of message boxes, ...) come from ``qtbase_<lang>.qm`` when
the Qt installation has it; a packaged app may leave it out, which is fine.

Installing a translator makes Qt send ``LanguageChange`` to every widget:
the window retranslates itself in place (``MainWindow.retranslate``).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .resources import resource_path

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"
# Each language named in itself (the menu shows these untranslated).
NATIVE_NAMES = {"en": "English", "nl": "Nederlands"}

# Qt's own words that its Dutch file lacks: Qt 6 gave two of the file dialog's labels a shortcut
# ("&Look in:"), and qtbase_nl.qm has them only without, so the Open dialog mixed the languages
# (playtest). The app's own files translate them: Qt asks them when its own have no answer.
QT_WORDS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
            QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))

# The translators installed now, kept here: the application does not own what it installs.
# They have no parent, so one dropped from this list is freed (a switch of language made two
# that lived as long as the application, about 0.17 MB a switch).
_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def system_language() -> str:
    """The first of the system's UI languages RackoApp speaks; English otherwise."""
    locale = QLocale.system()
    for tag in list(locale.uiLanguages()) + [locale.name()]:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code and code != "c":
            # The user's first choice is a language we do not speak: English, not
            # a second choice further down the list.
            break
    return DEFAULT_LANGUAGE


def resolve(language: str | None) -> str:
    """``""`` (or anything unknown) follows the system; otherwise "en" or "nl"."""
    language = (language or "").strip().lower()
    return language if language in LANGUAGES else system_language()


def qm_path(language: str):
    return resource_path(f"i18n/rackoapp_{language}.qm")


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Take away every translator installed here (the texts fall back to English)."""
    global _current
    app = app or QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
    _current = DEFAULT_LANGUAGE


def qt_translation_folders() -> list[str]:
    """Where Qt's own words may be: where Qt says, else beside PySide6 (Qt/translations in the
    Linux and macOS wheels, translations in the Windows one). Unpacked into a folder whose
    name holds a double quote, the bundle's Qt said a folder that is not there, and a Dutch
    player's standard buttons spoke English (installer review)."""
    import PySide6

    package = os.path.dirname(PySide6.__file__)
    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            os.path.join(package, "Qt", "translations"), os.path.join(package, "translations")]


def install_translator(app: QCoreApplication, language: str) -> str:
    """Install the translations of ``language`` ("" = the system's) on ``app``.

    Returns the language in effect ("en" or "nl"). A missing or unreadable
    .qm file leaves the English source texts, which is still a working app.
    """
    global _current
    lang = resolve(language)
    remove_translators(app)
    translator = QTranslator()
    path = qm_path(lang)
    if path.is_file() and translator.load(str(path)):
        _installed.append(translator)
    if lang != DEFAULT_LANGUAGE:
        qt = QTranslator()
        if any(folder and qt.load(f"qtbase_{lang}", folder) for folder in qt_translation_folders()):
            _installed.append(qt)
    for t in _installed:
        app.installTranslator(t)
    _current = lang
    return lang


def current_language() -> str:
    """The language the texts are in now ("en" or "nl")."""
    return _current


def whole(value: int) -> str:
    """``value`` as the language in effect writes a count: "12,345", in Dutch "12.345" (a
    years-long player's statistics read "49999", scale review)."""
    return QLocale(_current).toString(int(value))


def decimal(value: float, places: int | None = None) -> str:
    """``value`` as the language in effect writes it ("26,3" in Dutch): ``places`` decimals, a
    tie rounded up (Python's own format gave 26.2 for 26.25 beside 53.8 for 53.75, and a point
    where the coach wrote a comma, playtest); None: as few as it needs ("0,5")."""
    locale = QLocale(_current)
    if places is None:
        return locale.toString(float(value), "g", 12)
    return locale.toString(float(value), "f", places)
