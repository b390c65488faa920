"""The rules page and the About box."""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt, QTimer, qVersion
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget,
)

import rackoapp

from rackoapp.ui import i18n
from rackoapp.ui.access import focus_ring
from rackoapp.ui.quiet import quiet
from rackoapp.ui.resources import read_text

from .fit import fit_dialog

RULES_RESOURCE = "rules_en.md"  # the English rules; every language falls back to it
APP_NAME = "RackoApp"
DESCRIPTION = QT_TRANSLATE_NOOP("AboutDialog", "Rack-O, the card game, on your desktop against computer players.")

_MISSING = QT_TRANSLATE_NOOP("RulesDialog", "# Rules\n\nThe rules text (`{name}`) could not be found. "
                             "Please reinstall RackoApp.")


def rules_resource(language: str | None = None) -> str:
    """The rules file of ``language`` (default: the language in effect)."""
    return f"rules_{language or i18n.current_language()}.md"


def rules_markdown(language: str | None = None) -> str:
    """The player-friendly rules text (markdown) in ``language``, else in English."""
    name = rules_resource(language)
    text = read_text(name) or read_text(RULES_RESOURCE)
    return text if text else QCoreApplication.translate("RulesDialog", _MISSING).format(name=name)


SETTLE_MS = 300  # how long the rules page is followed as it is laid out (``_follow_layout``)


class RulesDialog(QDialog):
    """The rules in plain words; not modal, so it can stay open while playing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        # No frame but a focus ring: Tab between the text and Close showed no change at all, as
        # Close is the default button either way (keyboard playtest).
        self.browser.setStyleSheet(focus_ring("QTextBrowser", 2))
        self.browser.document().setDocumentMargin(14)
        self.retranslate()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes from the text
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 8)
        lay.addWidget(self.browser, 1)
        row = QHBoxLayout()
        row.setContentsMargins(8, 0, 8, 0)
        row.addWidget(buttons)
        lay.addLayout(row)
        # As tall as the screen allows, up to 720: the text scrolls, the Close button stays in view.
        fit_dialog(self, QSize(640, 720))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to play Rack-O"))
        self.browser.setAccessibleName(self.tr("The rules"))  # it has the focus at first, and had no name
        bar = self.browser.verticalScrollBar()
        where = bar.value() / bar.maximum() if bar.maximum() > 0 else 0.0
        self.browser.setMarkdown(rules_markdown())
        if where:
            self._keep_at(where)

    def _keep_at(self, where: float) -> None:
        """The page kept as far down as it was (``where``, a share of its length) while the new
        words are laid out: a change of language sent the reader back to its top (language
        review). The two languages' pages have the same sections in the same order."""
        bar = self.browser.verticalScrollBar()
        self._follow_layout(lambda *_: bar.setValue(round(where * bar.maximum())))

    def _follow_layout(self, place: Callable[..., None]) -> None:
        """``place`` the page now and again each time its length changes while it is laid out."""
        bar = self.browser.verticalScrollBar()
        bar.rangeChanged.connect(place)
        QTimer.singleShot(SETTLE_MS, self, lambda: bar.rangeChanged.disconnect(place))
        place()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.focus_text()

    def focus_text(self) -> None:
        """The text has the keys, so PageDown, End and the arrows scroll at once; Escape and
        Enter still close (Enter presses Close, the default button). Opened with F1 the focus
        was on Close, and stayed there when the dialog came back (playtest)."""
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def text(self) -> str:
        return self.browser.toPlainText()

    def show_keys(self) -> None:
        """Scroll the keys' section to the top (Help > Keyboard shortcuts): they stood at the
        very end of a long page with no way to them (dialogs review). The page is laid out anew
        as a dialog just shown takes its size, and the heading moves: it is followed until the
        page has settled."""
        self._follow_layout(self._scroll_to_keys)

    def _scroll_to_keys(self) -> None:
        cursor = self.browser.document().find(self.tr("Playing with the keyboard"))  # the section's title
        if not cursor.isNull():
            bar = self.browser.verticalScrollBar()
            bar.setValue(bar.value() + self.browser.cursorRect(cursor).top() - 8)  # where it shows now


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About {name}").format(name=APP_NAME))
        title = QLabel(APP_NAME, self)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * 1.8)
        f.setBold(True)
        title.setFont(f)
        version = QLabel(self.tr("Version {version}").format(version=rackoapp.__version__), self)
        desc = QLabel(QCoreApplication.translate("AboutDialog", DESCRIPTION), self)
        desc.setWordWrap(True)
        # Whose it is and whose the game's name is: the box had no licence, and no word that
        # Rack-O's owner has no part in it (dialogs review).
        legal = QLabel(self.tr("Free software under the MIT licence. Rack-O is a trademark of its owner; "
                               "RackoApp is an independent program, not made or endorsed by them."), self)
        legal.setWordWrap(True)
        qt = QLabel(f"Qt {qVersion()} \u00b7 PySide6 {PYSIDE_VERSION}", self)
        for small in (legal, qt):
            quiet(small)
        qt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        # Qt's own box says Qt is used and under which licence, as the LGPL asks of a program
        # that ships it; the licence texts are in the installed app's licenses folder (installer review).
        self.about_qt = buttons.addButton(self.tr("About &Qt"), QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt.clicked.connect(lambda: QApplication.aboutQt())
        lay = QVBoxLayout(self)
        lay.setSpacing(6)
        lay.setContentsMargins(20, 16, 20, 12)
        heading = QHBoxLayout()
        icon = QApplication.windowIcon()
        if not icon.isNull():  # the app's own (set once the table has painted)
            mark = QLabel(self)
            mark.setObjectName("aboutIcon")
            mark.setPixmap(icon.pixmap(48, 48))
            heading.addWidget(mark)
            heading.addSpacing(8)
        heading.addWidget(title, 1)
        lay.addLayout(heading)
        for w in (version, desc, legal, qt):
            lay.addWidget(w)
        lay.addSpacing(8)
        lay.addWidget(buttons)
        self.setMinimumWidth(420)
        fit_dialog(self)
        self.labels = (title, version, desc, legal, qt)

    def text(self) -> str:
        return "\n".join(label.text() for label in self.labels)


def show_rules(parent: QWidget | None = None) -> RulesDialog:
    """Show the rules (one window per parent, raised if already open); returns it."""
    existing = parent.findChild(RulesDialog, options=Qt.FindChildOption.FindDirectChildrenOnly) \
        if parent is not None else None
    if existing is not None:
        if not existing.isVisible():  # closed since: from the top, not where the keys left it
            existing.browser.verticalScrollBar().setValue(0)
        existing.show()
        existing.raise_()
        existing.activateWindow()
        existing.focus_text()
        return existing
    dialog = RulesDialog(parent)
    dialog.show()
    return dialog


def show_keys(parent: QWidget | None = None) -> RulesDialog:
    """The rules, at the keys' section; returns the dialog."""
    dialog = show_rules(parent)
    dialog.show_keys()
    return dialog


def show_about(parent: QWidget | None = None) -> AboutDialog:
    """Show the About box (window-modal, does not block); returns it."""
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
