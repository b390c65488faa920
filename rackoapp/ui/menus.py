"""The main window's menus: Game, View and Help, built once; their texts come
from the window's ``retranslate()``, in the language in effect."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication

from rackoapp.ui import i18n
from rackoapp.ui import settings as settings_mod

SPEED_LABELS = {"slow": QT_TRANSLATE_NOOP("MainWindow", "&Slow"),
                "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal"),
                "fast": QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
                "instant": QT_TRANSLATE_NOOP("MainWindow", "&Instant")}
# The View > Language choices: the settings value and its action's object name.
LANGUAGE_CHOICES = (("", "language_system"), ("en", "language_en"), ("nl", "language_nl"))


def add_action(window, menu, text: str, slot, shortcut=None, name: str = "") -> QAction:
    act = QAction(text, window)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    act.triggered.connect(slot)
    if name:
        act.setObjectName(name)
    menu.addAction(act)
    return act


def _and_the_systems(key: str, standard: QKeySequence.StandardKey) -> list[QKeySequence]:
    """``key`` on every system, and the system's own keys for ``standard`` where it has others."""
    return list(dict.fromkeys([QKeySequence(key), *QKeySequence.keyBindings(standard)]))


def build_menus(window) -> None:
    """The Game, View and Help menus, their actions kept on the window (texts: retranslate)."""
    bar = window.menuBar()
    # The texts are set by retranslate(), in the language in effect.
    game = bar.addMenu("")
    game.setObjectName("gameMenu")
    window.game_menu = game
    window.new_action = add_action(window, game, "", window.new_game, QKeySequence.StandardKey.New, "newGame")
    window.open_action = add_action(window, game, "", window.open_record, QKeySequence.StandardKey.Open, "openRecord")
    window.save_action = add_action(window, game, "", window.save_record, QKeySequence.StandardKey.SaveAs, "saveRecord")
    if window.save_action.shortcut().isEmpty():
        window.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
    window.stats_action = add_action(window, game, "", window.show_statistics, "Ctrl+T", "statistics")
    game.addSeparator()
    window.suggest_action = add_action(window, game, "", window.suggest, "H", "suggest")
    window.next_round_action = add_action(window, game, "", window.next_round_asked, "N", "nextRound")
    game.addSeparator()
    window.quit_action = add_action(window, game, "", window.close, QKeySequence.StandardKey.Quit, "quit")
    if window.quit_action.shortcut().isEmpty():
        window.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
    # On macOS, Quit and About go to the application's menu, where a Mac has them; found there by
    # their English words only, Dutch "Over RackoApp" stayed in Help (portability review).
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    view = bar.addMenu("")
    view.setObjectName("viewMenu")
    window.view_menu = view
    speed_menu = view.addMenu("")
    window.speed_menu = speed_menu
    group = QActionGroup(window)
    window.speed_actions: dict[str, QAction] = {}
    for speed in settings_mod.SPEEDS:
        act = QAction(window, checkable=True)
        act.setObjectName(f"speed_{speed}")
        act.setChecked(speed == window.ctl.speed)
        act.triggered.connect(lambda _=False, s=speed: window.set_speed(s))
        group.addAction(act)
        speed_menu.addAction(act)
        window.speed_actions[speed] = act
    window.public_action = QAction(window, checkable=True)
    window.public_action.setObjectName("publicCards")
    window.public_action.setChecked(window.scene.public_cards)
    window.public_action.toggled.connect(window.set_public_cards)
    view.addAction(window.public_action)
    window.fullscreen_action = QAction(window, checkable=True)
    window.fullscreen_action.setObjectName("fullScreen")
    # F11, and the system's own key where it has another: on macOS F11 shows the desktop, and
    # full screen is Ctrl+Cmd+F (portability review).
    window.fullscreen_action.setShortcuts(_and_the_systems("F11", QKeySequence.StandardKey.FullScreen))
    window.fullscreen_action.triggered.connect(window.toggle_fullscreen)
    view.addAction(window.fullscreen_action)
    window.side_action = QAction(window, checkable=True)
    window.side_action.setObjectName("sidePanel")
    window.side_action.setShortcut(QKeySequence("F9"))
    window.side_action.setChecked(True)  # as the splitter starts; the setting applies once built
    view.addAction(window.side_action)
    window.read_log_action = add_action(window, view, "", window.read_moves, "F6", "readMoves")
    window.say_table_action = add_action(window, view, "", window.say_table, "F7", "sayTable")
    window.language_menu = view.addMenu("")
    window.language_menu.setObjectName("languageMenu")
    languages = QActionGroup(window)
    chosen = settings_mod.get(window.settings, "ui/language")
    if chosen not in i18n.LANGUAGES:
        chosen = ""
    window.language_actions: dict[str, QAction] = {}
    for value, name in LANGUAGE_CHOICES:
        act = QAction(window, checkable=True)
        act.setObjectName(name)
        act.setChecked(value == chosen)
        act.triggered.connect(lambda _=False, v=value: window.set_language(v))
        languages.addAction(act)
        window.language_menu.addAction(act)
        window.language_actions[value] = act
    helpm = bar.addMenu("")
    helpm.setObjectName("helpMenu")
    window.help_menu = helpm
    window.rules_action = add_action(window, helpm, "", window.show_rules, QKeySequence.StandardKey.HelpContents, "rules")
    # F1 everywhere, as the README and the keys page say, and the system's own key too: on macOS
    # that is Cmd+? alone (README review).
    window.rules_action.setShortcuts(_and_the_systems("F1", QKeySequence.StandardKey.HelpContents))
    window.keys_action = add_action(window, helpm, "", window.show_keys, None, "keys")
    window.about_action = add_action(window, helpm, "", window.show_about, None, "about")
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    _hand_keys_back((game, view, helpm), bar)
    # F10 opens the menu bar, as on Windows and GNOME: a keyboard player pressed it and nothing
    # happened (playtest). An action of the window, so it works wherever the keys are.
    window.menu_key = QAction(window)
    window.menu_key.setObjectName("menuKey")
    window.menu_key.setShortcut(QKeySequence("F10"))
    window.menu_key.triggered.connect(lambda: bar.setActiveAction(game.menuAction()))
    window.addAction(window.menu_key)


def _hand_keys_back(menus, bar) -> None:
    """A menu closed with Esc leaves the keyboard with the menu bar, where the game's keys
    (D, P, the slots) do nothing and nothing says why: the keys go back to the widget that
    had them when the first menu opened (one record for all: going from Game to View with the
    arrows or the pointer, View opens with the bar holding the keys, playtest)."""
    had = []

    def opened() -> None:
        focus = QApplication.focusWidget()
        if focus is not None and focus is not bar:
            had[:] = [focus]

    def given_back() -> None:
        # The window's own focus child: it is the bar even while no window is active yet.
        if had and QApplication.activePopupWidget() is None and bar.window().focusWidget() is bar:
            try:
                had[0].setFocus()
            except RuntimeError:  # that widget is gone; the bar keeps the keys
                pass

    for menu in menus:
        menu.aboutToShow.connect(opened)
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, given_back))
