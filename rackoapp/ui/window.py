"""The main window: the table, the scorekeeper, the move log and the menus.

The window paints the dealt table first: what that paint does not need (the
score sheet, the coach, the first-round guide) is built right after it
(``finish_setup``), or as soon as anything asks for it.
"""

from __future__ import annotations

import logging
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication, QLabel, QMainWindow, QSplitter, QToolButton, QVBoxLayout, QWidget,
)

from rackoapp.controller import HUMAN, ROUND_OVER, GameController, texts
from rackoapp.controller.engine_text import translate as engine_text
from rackoapp.engine import (
    Match, RecordError, Rules, SeatInfo, goes_rackout, is_rising, load_record, resume_match, save_record,
)
from rackoapp.storage import DataDir, display_path, untouched
from rackoapp.ui import i18n
from rackoapp.ui import settings as settings_mod

from . import addons
from .keeper import MatchKeeper, where_in_play
from .menus import LANGUAGE_CHOICES, SPEED_LABELS, build_menus
from .panels.elided_label import ElidedLabel
from .panels.move_log import MAX_LOG, MoveLog
from .panels.score_place import ScorekeeperPlace
from .panels.side_area import SideArea
from .panels.side_fold import SideFold
from .record_bar import RecordBar
from .status_bar import StatusBar
from .table import TableScene, TableView
from .table import words as table_words
from .table.input import record_end_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


class Prompt(str):
    """A prompt with a shorter keys-first form, which the status line shows where it has no room
    for the whole: cut at its end, a narrow window's line lost the keys, and only a mouse's
    tooltip showed them (keyboard playtest, 1.75x). Where the mouse plays too it names the mouse's
    way first: an 800x600 window told a mouse player of keys only (mouse playtest). ``shorter``:
    that form first, then any shorter still, each said where the one before has no room."""

    shorter: tuple[str, ...] = ()

    @classmethod
    def of(cls, text: str, *shorter: str) -> Prompt:
        prompt = cls(text)
        prompt.shorter = shorter
        return prompt

    @property
    def keys_first(self) -> str:
        return self.shorter[0] if self.shorter else ""


def first_size(screen: QSize | None) -> QSize:
    """The window's size at a first start: 1280x800, or less on a smaller screen (at
    QT_SCALE_FACTOR=2 a 1280x800 screen has 640x400 to give, and the rack was off it)."""
    want = QSize(1280, 800)
    return want if screen is None else want.boundedTo(screen * 0.95)


def _on_a_screen(frame: QRect) -> bool:
    """Whether the top of ``frame``, where a title bar is, lies on a screen there is. In Python's
    numbers: QRect.intersects overflows at a top of -2^31, and says it does."""
    left, top, right, bottom = frame.x(), frame.y(), frame.x() + max(1, frame.width()), frame.y() + 40
    for screen in QApplication.screens():
        area = screen.availableGeometry()
        if left < area.x() + area.width() and area.x() < right and top < area.y() + area.height() \
                and area.y() < bottom:
            return True
    return False


class MainWindow(QMainWindow):
    prompt_changed = Signal(str)  # the status line's "what to do now" says something new (or "")

    coach = addons.BuiltWhenAsked(addons.install_coach)  # the coach (ui.coach)
    guide = addons.BuiltWhenAsked(addons.install_guide)  # the first-round guide (ui.guide)

    def __init__(self, settings: QSettings, controller: GameController | None = None,
                 parent: QWidget | None = None, data: DataDir | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.quit_at_end = False
        self.closed = False  # a dialog that returns after the window closed must change nothing
        # The window's place is kept a second after its last move or resize (a drag of its edge
        # is many).
        self._placement_timer = QTimer(self, singleShot=True, interval=1000)
        self._placement_timer.timeout.connect(self._placement_moved)
        self._starting = False  # startup() is choosing the match (resume or new)
        # The round a match was resumed in, until its first move or the next round: the prompt
        # says welcome back.
        self._welcome_back: int | None = None
        self._hint_said: str | None = None  # the hint's words, while its marks are on the table
        self._language = i18n.current_language()  # the language the window's words are in
        self._hint_tip = None  # the whole hint over the status bar (hint_tip.py), made when first needed
        self._notes: list = []  # (first, words) of the lines _tell put in the move log
        self._dealt: tuple[int, int] | None = None  # the last deal the status bar told: round, dealer
        # The discard pile's card picked up (P or a click) when a record was opened: closing the
        # record picks it up again (it lay back on its pile, review).
        self._picked_for_record: tuple | None = None
        speed = settings_mod.get(settings, "view/speed")
        self.ctl = controller or GameController(self, speed=speed)
        if self.ctl.parent() is None:
            self.ctl.setParent(self)
        self.keeper = MatchKeeper(self.ctl, data, self)
        self.ctl.set_speed(speed)
        self.setWindowTitle("RackoApp")
        self.scene = TableScene(self.ctl, self)
        self.scene.speed = self.ctl.speed
        self.scene.public_cards = bool(settings_mod.get(settings, "view/public_cards"))
        self.view = TableView(self.scene)
        self.scorekeeper = ScorekeeperPlace()
        self.log = MoveLog()
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.scorekeeper, 3)
        moves = QLabel()
        self.moves_label = moves
        lay.addWidget(moves)
        lay.addWidget(self.log, 2)
        side_area = SideArea(side, self.scorekeeper)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side_area)
        self.side_area = side_area
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        # On a small or scaled screen the player may drag the panel shut and give the table
        # all the room (at QT_SCALE_FACTOR=2 the panel took half of it, playtest).
        splitter.setCollapsible(1, True)
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.status = StatusBar(self)
        self.setStatusBar(self.status)
        # What must stay in sight while it holds (saving elsewhere, a finished match not on disk yet).
        # One line, cut to the room it has (the whole warning in its tooltip): wrapped, it made
        # the status bar three lines tall and took them from the table (playtest).
        self.warning_label = ElidedLabel()
        self.warning_label.setObjectName("lastingWarning")
        self.warning_label.hide()
        self.status.addPermanentWidget(self.warning_label, 1)
        # While the side panel is away, a way back in sight: folded by a narrow window, the
        # scores went with it unsaid, and a player at QT_SCALE_FACTOR=2 took them for lost
        # (playtest). A passing line or the next move would have taken a message away.
        self.side_button = QToolButton()
        self.side_button.setObjectName("showSidePanel")
        self.side_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the table
        self.side_button.hide()
        self.status.addPermanentWidget(self.side_button)
        # What the player at the table may do now: a function of the controller's state,
        # shown whenever no passing message covers it (a menu's hover clears only those).
        # Cut with an ellipsis to its room, the whole line in its tooltip (the Dutch prompt
        # lost its end, "X legt af", at 800x600 with nothing to show it was cut, playtest).
        self.prompt_label = ElidedLabel()
        self.prompt_label.setObjectName("prompt")
        self.status.addWidget(self.prompt_label, 1)
        # QStatusBar hides its widgets under a message only if they are visible when it comes;
        # a message from before the first show (the deal's line) would be drawn over the prompt.
        self.status.messageChanged.connect(lambda message: self.prompt_label.setVisible(not message))
        # "Wait until the card lands" goes once the turn is the player's and no card flies, however
        # that came about: after fast clicks it once stood six seconds into the player's turn,
        # over its prompt (keyboard playtest). The turn's start and the landing clear it too.
        self._landing_watch = QTimer(self, interval=100)
        self._landing_watch.timeout.connect(self._watch_landing)
        self._last_rules: Rules | None = None
        self._last_seats: tuple[SeatInfo, ...] | None = None
        # Every match's chance comes from here: one seed drawn from the system at start, or a
        # match's own (--seed), so its Play again deals the same matches again. Each new match's
        # seed is logged: any game can be dealt again.
        self._seeds = random.Random(random.SystemRandom().getrandbits(63))
        self._unasked = False  # closing for a signal: no question on the way out
        self._maximised_before = False  # the window was maximised before F11 made it full screen
        self._greeted = False  # a newcomer's New Game dialog has said welcome and been accepted
        self._held_back: tuple[Rules, tuple[SeatInfo, ...]] | None = None  # chosen, the match in play kept
        self._quit_box: QMessageBox | None = None  # the question before quitting, while it is open
        self._problem_logged = ""  # the notice or lasting warning last written to the log file
        build_menus(self)
        self.side_fold = SideFold(splitter, side_area, self.side_action, self.side_button, settings,
                                  self._guide_showing)
        # Shut last time, shut again (playtest): only the player's own choice is kept.
        self.side_action.setChecked(bool(settings_mod.get(settings, "view/side_panel")))
        self.side_action.triggered.connect(self._side_panel_toggled)  # the player's, not the setting's
        self._build_replay_bar()
        c = self.ctl
        c.saved_point.connect(self.keeper.autosave)
        self.keeper.told.connect(self.show_notice)
        self.keeper.gave_up.connect(self._tell_gave_up)
        self.keeper.warning.connect(self._show_warning)
        self.keeper.filed.connect(self._filed)
        c.position_shown.connect(self._on_position_shown)
        c.refused.connect(self.show_message)
        c.human_turn.connect(self._on_human_turn)
        self.scene.settled.connect(self._on_settled)
        self.scene.message.connect(self.show_message)
        self.scene.picked_up.connect(self._on_picked_up)
        # The hint's words stand as long as its marks: six seconds, or a change of language, took
        # them while the marks stayed (playtest).
        self.ctl.suggestion.connect(self._say_hint)
        self.scene.suggest_marks.hidden.append(self._unsay_hint)
        c.moved.connect(self.log.add)
        c.match_started.connect(self._on_match_started)
        c.round_over.connect(self._on_round_over)
        c.match_over.connect(self._on_match_over)
        c.round_started.connect(self._on_round_started)
        for signal in (c.match_started, c.round_started, c.turn_started, c.human_turn, c.card_taken,
                       c.card_placed, c.card_discarded, c.round_over, c.match_over, c.position_shown, c.idle):
            signal.connect(self._refresh_prompt)
            signal.connect(self._refresh_actions)
        c.turn_started.connect(self._on_turn_started)
        self._refresh_actions()
        for signal in (c.card_taken, c.card_placed, c.card_discarded):
            signal.connect(self._on_move)
        self.scene.hot_seat.changed.connect(self._on_hand_over)
        self.scene.play_again.connect(self.play_again)
        self.scene.new_game.connect(self.new_game)
        # R and the banner's button ask the coach, built if it is not yet (before the first paint
        # is done): it says why where it reviews nobody.
        self.scene.review_requested.connect(lambda: self.coach.review_round())
        from .screens import screen_of

        screen = screen_of(self)  # not self.screen(): see there
        self.resize(first_size(screen.availableGeometry().size() if screen is not None else None))
        geometry = settings_mod.get(settings, "window/geometry")
        if geometry is not None and self.restoreGeometry(geometry) and not _on_a_screen(self.geometry()) \
                and screen is not None:
            # A damaged place Qt takes (a top of -2^31 passes its own check): off every screen,
            # for good, as it was kept again at the close (screens review). Placed as at a first start.
            self.setWindowState(Qt.WindowState.WindowNoState)
            self.resize(first_size(screen.availableGeometry().size()))
            self.move(screen.availableGeometry().center() - self.rect().center())
        self.view.setFocus()
        self._translated = True
        self.retranslate()
        addons.install_addons(self)
        addons.after_first_paint(self.view.viewport(), self.finish_setup)

    def finish_setup(self) -> None:
        """Build what the first paint of the table did without (the score sheet, the coach, the
        guide): right after that paint, or earlier when asked; again, it does nothing."""
        addons.finish_setup(self)
        self.keeper.count_filed()
        if not self._starting:  # startup tells it once the match is on the table
            self._tell_start_problems()

    def _tell_start_problems(self) -> None:
        """A statistics or settings file that could not be read is told once, however the window
        started: it was told only before the New Game dialog, never with a match resumed or
        --seats."""
        problem, self.keeper.statistics_problem = self.keeper.statistics_problem, None
        if problem:
            self._tell(lambda: engine_text(problem))
            logging.getLogger("rackoapp").warning("%s", engine_text(problem))
        kept = settings_mod.take_set_aside(self.settings)  # the log said it already
        if kept:
            self._tell(lambda: self.tr("Your settings could not be read and start from the defaults; the old "
                                       "file is kept as {name}").format(name=kept))
        elif kept is not None:
            self._tell(lambda: self.tr("Your settings could not be read, nor set aside: changes to them last "
                                       "this session only"))
        elif settings_mod.cannot_keep(self.settings):
            name = display_path(self.settings.fileName())
            self._tell(lambda: self.tr("Your settings cannot be saved ({name} cannot be written): changes to "
                                       "them last this session only").format(name=name))

    def _tell(self, words) -> None:
        """A file's problem: in the status bar, and once in the move log (with a capital there too).
        ``words()`` says it in the language in effect: a switch of language rewrites the log,
        and these lines were gone from it (a damaged statistics file's only lasting word of
        where the old one was kept, code review)."""
        self._notes.append((False, words))
        self.show_message(words())
        self._log_note(False, words)

    def _tell_gave_up(self, words) -> None:
        """A match given up from the command line (--seats, --record), counted: its line stood
        among the moves of the match started from the record, as if that one had been given up
        (playtest). It goes above them, apart."""
        self._notes.append((True, words))
        self.show_message(words())
        self._log_note(True, words)

    def _log_note(self, first: bool, words) -> None:
        line = self._as_line(words())
        if first:
            self.log.add_first(line)
        elif not self.log.holds(line):
            self.log.add_note(line)

    # -- the language -------------------------------------------------------------------

    def set_language(self, language: str) -> str:
        """Switch the texts to ``language`` ("" = the system's) now, and keep the choice.

        The match goes on untouched: only the words change (``retranslate``).
        Returns the language in effect.
        """
        settings_mod.put(self.settings, "ui/language", language)
        self.settings.sync()
        for value, _ in LANGUAGE_CHOICES:
            self.language_actions[value].setChecked(value == language)
        if i18n.resolve(language) == self._language:
            # The words stay as they are: the prompt and the hint were said again for nothing
            # (language review), and every widget was translated again (diff review).
            return self._language
        dealt_up = self._dealt_said() is not None and self.status.currentMessage() == self._dealt_said()
        app = QApplication.instance()
        effective = i18n.install_translator(app, language) if app is not None else i18n.current_language()
        self._language = effective
        self.retranslate()
        if self.ctl.has_match:
            self._show_names()
        self._relog()
        self.status.clearMessage()  # a passing line in the old language goes; the prompt is retranslated
        if dealt_up:
            # ... but the deal's, said again in the new language: switched during the deal, the
            # line stood blank until the cards had landed (playtest).
            self.show_message(self._dealt_said())
        if self.scene.suggest_marks.shown and not self.ctl.reword_hint():
            # The hint standing on the table, asked again in the new language: its words come
            # from the worker. Worded again from what it was worked out from where it can be,
            # the plain prompt was not said before it, nor the hint twice (language review).
            self._hint_said = None
            self._refresh_prompt()
            self.ctl.suggest()
        return effective

    def _relog(self) -> None:
        """The move log again, in the language now in effect, from the controller's record of
        the match (as when a match is resumed), where the reader was in it."""
        self.log.rewrite(self._rebuild_log if self.ctl.viewing else self._log_all)

    def _log_all(self) -> None:
        self._log_match()
        for first, words in self._notes:
            self._log_note(first, words)

    def event(self, event: QEvent) -> bool:
        # A dialog that blocks the window (the rules, the statistics, a question) holds the game
        # still: computers moved and rounds were dealt behind it, unseen (GUI playtest).
        if event.type() == QEvent.Type.WindowBlocked:
            self.ctl.pause()
        elif event.type() == QEvent.Type.WindowUnblocked:
            self.ctl.resume()
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.side_fold.share)  # once the splitter has its new size
        self._placement_timer.start()

    def moveEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().moveEvent(event)
        self._placement_timer.start()

    def _placement_moved(self) -> None:
        if self.isVisible() and not self.closed:
            self._keep_placement()

    def _keep_placement(self) -> None:
        """The window's place and size (maximised or not) in the settings, on disk: kept only
        when the window closed, a killed game came back at its size before (playtest). Full
        screen is not kept: the next start comes back as the window was before F11, which F11
        then returns to (it came back full screen, and F11 gave a screen-sized window)."""
        geometry = self.saveGeometry()
        # Unchanged, nothing is written: a start resizes the window, and wrote it every time.
        if not self.isFullScreen() and geometry != settings_mod.get(self.settings, "window/geometry"):
            settings_mod.put(self.settings, "window/geometry", geometry)
            self.settings.sync()

    def _guide_showing(self) -> bool:
        return addons.BuiltWhenAsked.has(self, "guide") and self.guide.showing

    def guide_shown(self) -> None:
        """The guide opened or closed: the side panel may unfold for it, or fold again."""
        self.side_fold.share()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_translated", False):
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._placement_timer.start()
            if not self.isFullScreen() and self.isVisible() and not self.closed:
                # Kept at once: maximised, then full screen within the quiet second (by F11 or
                # the window manager's key), the second ended in full screen, which is not kept,
                # and the next start was not maximised (screens and diff reviews).
                self._keep_placement()
            if self.isFullScreen() and not event.oldState() & Qt.WindowState.WindowFullScreen:
                # However it went full screen (F11, the window manager's own key): F11 back goes
                # to how it was then; left stale, it maximised a normal window (screens review).
                self._maximised_before = bool(event.oldState() & Qt.WindowState.WindowMaximized)
            if hasattr(self, "fullscreen_action"):  # left otherwise than by F11 (the window manager)
                self.fullscreen_action.setChecked(self.isFullScreen())

    def retranslate(self) -> None:
        """Every text of the window in the language in effect (set_language rewrites the move log)."""
        self.moves_label.setText("<b>%s</b>" % self.tr("Moves"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game\u2026"))
        self.open_action.setText(self.tr("&Open record\u2026"))
        self.save_action.setText(self.tr("&Save record as\u2026"))
        self.stats_action.setText(self.tr("S&tatistics\u2026"))
        self.suggest_action.setText(self.tr("&Hint"))
        self.next_round_action.setText(self.tr("Ne&xt round"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Computer &speed"))
        for speed, act in self.speed_actions.items():
            act.setText(QCoreApplication.translate("MainWindow", SPEED_LABELS[speed]))
        self.public_action.setText(self.tr("Show cards &taken from the discard pile"))
        self.public_action.setToolTip(self.tr("Show opponents' cards that everyone saw taken from the discard pile"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.side_action.setText(self.tr("Si&de panel"))
        self.read_log_action.setText(self.tr("Read the &moves"))
        self.say_table_action.setText(self.tr("Sa&y the table"))
        self.side_button.setText(self.tr("Scores (F9)"))
        self.side_button.setToolTip(self.tr("Show the score sheet and the moves beside the table (View > Side panel)"))
        self.side_action.setToolTip(self.tr("The score sheet and the moves beside the table"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("&System language"))
        for value, _ in LANGUAGE_CHOICES[1:]:
            self.language_actions[value].setText("&" + i18n.NATIVE_NAMES[value])  # Alt keys (playtest)
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keys_action.setText(self.tr("&Keyboard shortcuts"))
        self.about_action.setText(self.tr("&About RackoApp"))
        self.replay_bar.retranslate()
        self.scene.retranslate()
        self.scorekeeper.retranslate()
        self.keeper.retranslate()
        self._refresh_prompt()

    def prompt_text(self) -> str:
        """What the player in front may do now, or "" when it is not theirs to act; after a
        resume, until the first move, with a welcome back."""
        if self._hint_said is not None and not self.scene.hot_seat.covered \
                and not self.scene.input.selected_discard:
            # Until its marks go (the move, a hand-over, a new deal), or the discard pile's card
            # is picked up: the hint's "take the top card of the draw pile" stood over what to do
            # with the card in hand (playtest).
            return self._hint_said
        text = self._prompt_now()
        if self._welcome_back is None:
            return text
        if not text:
            return self.tr("Welcome back: the match continues where you left off")
        welcome = self.tr("Welcome back. {prompt}")
        # Its keys-first form keeps the welcome too: without one, a narrow line lost the keys
        # after a resume (review). Narrower still the welcome goes, before the keys do: at 2x,
        # Dutch lost "X legt hem af" (newcomer review).
        if isinstance(text, Prompt):
            return Prompt.of(welcome.format(prompt=text), welcome.format(prompt=text.keys_first), text.keys_first)
        return Prompt.of(welcome.format(prompt=text), text)

    def _prompt_now(self) -> str:
        ctl, scene = self.ctl, self.scene
        if not ctl.has_match:
            if self._starting:  # behind the start's question (resume, or a new game), which speaks
                return ""
            # The first start's New Game dialog cancelled left a blank table and a blank line (playtest).
            return self.tr("No match on the table: Game > New game (Ctrl+N) starts one")
        if ctl.viewing and ctl.viewed_finished and ctl.winner is not None:
            # Who won, at a finished record's end: a narrow record bar (2x, Dutch, partners) has
            # no room for it, and the line only told the keys (GUI review).
            won = table_words.match_won(ctl, ctl.winner)
            return Prompt.of(self.tr("{won}. The arrow keys step back through the record, Esc goes back to your "
                                     "table").format(won=won), self.tr("{won}. Esc goes back").format(won=won))
        if ctl.viewing:
            # The line stood blank under a record, with no word of how to leave it (dialogs review).
            # Home, End and Ctrl+Enter were named in the buttons' tooltips only, out of a screen
            # reader's reach (record viewer review); Ctrl+Enter where it plays on.
            if ctl.can_play_on:
                whole = self.tr("Viewing a record: the arrow keys step through it, Page Up and Page Down go "
                                "round by round, Home and End to its start and end, Ctrl+Enter plays on "
                                "from here, Esc goes back to your table")
            else:
                whole = self.tr("Viewing a record: the arrow keys step through it, Page Up and Page Down go "
                                "round by round, Home and End to its start and end, Esc goes back to your "
                                "table")
            return Prompt.of(whole, self.tr("Record: arrows step, Esc goes back"))
        if ctl.auto_next_round_ms is None:
            # The round's banner may be closed, and its words on the status bar last six
            # seconds: the line said nothing at a round's end, nor at one resumed (playtest).
            if ctl.over:
                return self._after_the_match()
            if ctl.state == ROUND_OVER and not ctl.round_in_play:  # not the next one's deal
                return self.tr("Round {number} is over: Next round (N) deals round {next}").format(
                    number=ctl.round_number, next=ctl.round_number + 1)
        playing = ctl.computer_playing
        if playing is not None:
            # The line stood blank through the computers' turns (playtest).
            return self.tr("{name} is playing").format(name=ctl.name(playing))
        seat = ctl.to_move
        if ctl.state != HUMAN or seat is None or not ctl.is_human(seat):
            return ""
        if scene.hot_seat.covered or seat != scene.viewer:
            return ""  # the cover speaks, and no card of the last player may show
        obs = ctl.observation(seat)
        if obs.phase == "take" and scene.input.selected_discard and obs.discard_pile:
            # Picked up by a click or P, the card is no take yet; the line went back to "take
            # the top card" while it stood lifted from its pile (keyboard playtest).
            card = obs.discard_pile[-1]
            return Prompt.of(
                self.tr("You picked up the {card}: put it into a slot (click a slot, press 1-9 or 0, or use the "
                        "arrows and Enter), or press Esc to put it back").format(card=card),
                self.tr("You picked up the {card}: click a slot or press 1-9 or 0; Esc puts it back").format(card=card))
        if obs.phase == "take":
            if is_rising(obs.rack) and not goes_rackout(obs.rules, obs.rack):
                # The rack rises and the round goes on: a newcomer who missed the two-seat rule
                # thought the game had failed to see a Rack-O (playtest).
                return self.tr("Your turn: your rack rises, but Rack-O needs a run of three too, "
                               "like 17, 18, 19")
            # With the keys, as every later step's line names them: a keyboard player heard how
            # to place a card but not how to take one (keyboard and screen-reader review).
            return Prompt.of(
                self.tr("Your turn: take the top card of the draw pile (D) or of the discard pile (P)"),
                self.tr("Your turn: take a card, D or P"))
        if obs.hand is None:
            return ""
        if obs.hand_from == "draw":
            # "X passes" read as a pass of the turn (playtest): the card is thrown away.
            return Prompt.of(
                self.tr("You drew {card}: drag it to a slot, or onto the discard pile to throw it "
                        "away (keys 1-9 and 0, or the arrows and Enter; X throws it away)").format(card=obs.hand),
                self.tr("You drew {card}: drag it to a slot or press 1-9 or 0; X throws it away").format(card=obs.hand))
        return self.tr("Put the {card} into a slot of your rack").format(card=obs.hand)

    def _after_the_match(self) -> str:
        # With its keys: a keyboard player was told of the banner's button and no key (playtest).
        return self.tr("The match is over: Game > New game (Ctrl+N), or the banner's Play again")

    def _refresh_prompt(self, *_) -> None:
        text = self.prompt_text()
        if text != self.prompt_label.text():
            self.prompt_label.setText(text, *getattr(text, "shorter", ()))
            self.prompt_changed.emit(text)

    def _refresh_actions(self, *_) -> None:
        """A menu entry that could do nothing now is greyed out (Next round mid-round and after
        the match, a hint in a match that is over or a record); a hint asked for out of turn is
        still answered."""
        ctl = self.ctl
        self.next_round_action.setEnabled(ctl.state == ROUND_OVER and not ctl.over)
        self.suggest_action.setEnabled(ctl.has_match and not ctl.viewing and not ctl.over)

    def _on_turn_started(self, seat: int) -> None:
        if self.scene.hot_seat.handing_to is not None:
            self.status.clearMessage()  # nothing said to the last player may reach the next one

    def _on_human_turn(self, _seat: int) -> None:
        # "Wait until the card lands" is over once the turn is the player's: the prompt says
        # what to do now (it stood six seconds after the card had landed, playtest).
        # So is "Round 1, dealt by Ada": it stood over "Your turn" when the player moves first (playtest).
        said = self.status.currentMessage()
        if said and said in (self._landing_said(), self._dealt_said()):
            self.status.clearMessage()

    def _on_settled(self) -> None:
        # ... and once the card has landed in the player's own turn (a click just after the draw
        # left it up over "You drew 20: ...", playtest).
        if self.status.currentMessage() == self._landing_said():
            self.status.clearMessage()

    def _watch_landing(self) -> None:
        if self.status.currentMessage() != self._landing_said():
            self._landing_watch.stop()
        elif self.ctl.state == HUMAN and not self.scene.animating:
            self._landing_watch.stop()
            self.status.clearMessage()

    def _dealt_said(self) -> str | None:
        """The status bar's line of the last deal, in the language in effect (None: none yet)."""
        if self._dealt is None or not self.ctl.has_match:
            return None
        return self._as_line(self.ctl.dealt_line(*self._dealt))

    @staticmethod
    def _landing_said() -> str:
        return texts.capitalized(texts.refusal_text(texts.CARD_LANDING))

    def _on_move(self, *_) -> None:
        # A card moved: the hint is used up, and whatever was said about the
        # move before it ("now put the 3 into a slot", a refusal) is stale. The welcome goes
        # first: the hint's marks going refresh the prompt, which said it once more (review).
        welcomed, self._welcome_back = self._welcome_back, None
        self.scene.suggest_marks.hide()
        self.status.clearMessage()
        if welcomed is not None:
            self._refresh_prompt()

    def _on_picked_up(self, on: bool) -> None:
        # The player's first step after a resume: the welcome stood before "You picked up the
        # 26: put it into a slot" (Dutch playtest).
        if on:
            self._welcome_back = None
        self._refresh_prompt()

    def _on_hand_over(self) -> None:
        self.status.clearMessage()
        self._refresh_prompt()

    def toggle_fullscreen(self, *_) -> None:
        """F11: the window fills the screen, or goes back to how it was: maximised, it came back
        at its normal size (playtest)."""
        full = not self.isFullScreen()
        if full:  # how it was before is noted as it changes (changeEvent)
            # Kept now: maximised less than a second before, the quiet second ended in full
            # screen, which is not kept, and the next start was not maximised (screens review).
            self._placement_timer.stop()
            self._keep_placement()
            self.showFullScreen()
        else:
            self.showMaximized() if self._maximised_before else self.showNormal()
        self.fullscreen_action.setChecked(self.isFullScreen())
        # Said: a blind player heard nothing at F11 (keyboard and screen-reader review).
        self.show_message(self.tr("Full screen: {key} goes back").format(key=self._full_screen_key()) if full
                          else self.tr("Full screen off"))

    def _full_screen_key(self) -> str:
        """Of the full-screen action's keys (F11, then the system's own: menus.py), the one to name:
        F11, but on macOS, where F11 shows the desktop, the system's (Ctrl+Cmd+F; help review)."""
        keys = self.fullscreen_action.shortcuts()
        return keys[-1 if sys.platform == "darwin" else 0].toString(QKeySequence.SequenceFormat.NativeText)

    def _side_panel_toggled(self, shown: bool) -> None:
        """F9, or View > Side panel: said, as F11 is (nothing was heard)."""
        self.show_message(self._side_panel_words(shown))

    def _side_panel_words(self, shown: bool) -> str:
        return (self.tr("Side panel shown: the score sheet and the moves") if shown
                else self.tr("Side panel hidden: F9 shows it again"))

    # -- games ------------------------------------------------------------------------

    def start(self, rules: Rules, seats: Sequence[SeatInfo], seed: int | None = None) -> None:
        self.keeper.keep_unfinished(self.keeper.unfinished_on_table())
        self._last_rules, self._last_seats = rules, tuple(seats)
        if seed is None:
            seed = self.next_seed()
        else:
            self._seeds = random.Random(seed)
        logging.getLogger("rackoapp").info("a new match, dealt from seed %d", seed)
        self._watch_computers(seats)
        self.replay_bar.hide()
        self.ctl.new_match(rules, seats, seed)

    def next_seed(self) -> int:
        """A seed for the chance of a match started, resumed or played on."""
        return self._seeds.getrandbits(63)

    def resume(self, match: Match, welcome: bool = True) -> None:
        """Go on with a saved match exactly where it stood (``welcome``: say so, as after a restart)."""
        self._last_rules, self._last_seats = match.rules, tuple(match.seats)
        self._watch_computers(match.seats)
        self.replay_bar.hide()
        self.ctl.continue_match(match, self.next_seed())
        self._log_match()
        # Said on the prompt's line, with what to do now: six seconds of the welcome alone hid
        # "You drew 28: drag it to a slot" from a player resumed with the card in hand (playtest).
        self._welcome_back = match.round_number if welcome and not match.over else None
        self._refresh_prompt()

    def _log_match(self) -> None:
        """The match so far in the move log: each earlier round, a rule after it, then the round
        on the table. Only the last rounds that the log can hold are added: each addition scrolls
        the log, and resuming a 2,000-round match took 17 s (stress test)."""
        # Only from the record: a match saved before its first deal is dealt on the way in, and
        # that deal's line stood twice (hostile-input review).
        self.log.clear()
        kept, room = [], MAX_LOG
        for lines in reversed(self.ctl.earlier_rounds_moves(MAX_LOG)):
            if room <= 0:
                break
            kept.append(lines)
            room -= len(lines) + 1  # and its rule
        for lines in reversed(kept):
            self.log.add_lines(lines)
            self.log.add_separator()
        self._rebuild_log()

    def _rebuild_log(self) -> None:
        """The round on the table so far, from the controller's record of it: on resuming,
        in the viewer and after a change of language, as it was logged when played."""
        ctl = self.ctl
        if ctl.has_match and ctl.dealer is not None:
            dealt = ctl.dealt_line(ctl.round_number, ctl.dealer)
            self.log.add_lines([dealt] + ctl.round_moves(MAX_LOG - 1))  # one batch, however long the round

    def play_record(self, record, seed: int | None = None) -> None:
        """Play on from where a record stops (``--record``); a bad record changes nothing."""
        resume_match(record, random.Random(0))  # RecordError before anything is touched (no chance drawn)
        if not self.keeper.autosave_holds(record):
            # Another match, or this one at another turn: the one left by quitting gives way.
            # Its own autosave, given as the record, is that match going on: not abandoned, so
            # neither filed nor counted as a loss (code review).
            self.keeper.keep_unfinished()
        self._play_on(record, seed)

    def _play_on(self, record, seed: int | None = None) -> None:
        """Go on with the match ``record`` holds, where it stops (``RecordError``: nothing else
        changed): Play again then deals its rules and seats, and it is saved from this position."""
        self._watch_computers(record.seats)  # before the load: a finished round goes on by itself
        self.ctl.load(record, self.next_seed() if seed is None else seed)
        self._last_rules, self._last_seats = record.rules, tuple(record.seats)
        self.replay_bar.hide()
        self._log_match()
        self.keeper.autosave()  # a quit, or an abandon, before its first turn keeps it

    def _watch_computers(self, seats: Sequence[SeatInfo]) -> None:
        # With no human at the table, rounds follow each other by themselves.
        pause = 300 if self.ctl.speed == "instant" else 3000
        self.ctl.auto_next_round_ms = None if any(not s.is_computer for s in seats) else pause

    def startup(self, resume: bool = False) -> None:
        """At launch: offer the autosaved match (or resume it at once), else a new game."""
        self._starting = True
        self._refresh_prompt()
        try:
            problem = self._start_up(resume)
        finally:
            self._starting = False
        if self.closed:
            return
        self._refresh_prompt()
        # Told again once the match is on the table: its deal empties the log, and the deal's
        # line takes the status bar.
        self._tell_start_problems()
        if problem:
            self._tell(problem)

    def _start_up(self, resume: bool):
        """Resume the autosaved match or start another; what was wrong with the autosave, if
        anything (a function that says it in the language in effect)."""
        from PySide6.QtWidgets import QMessageBox

        self.finish_setup()  # the dialogs below would otherwise hold it back
        self.guide.first_start()
        match, found = self.keeper.load_autosave(random.Random(self.next_seed()))
        problem = (lambda: engine_text(found)) if found else None
        if problem:
            self._tell(problem)  # now too: the New Game dialog comes up instead of the match
            logging.getLogger("rackoapp").warning("%s", problem())  # the log file keeps what the status bar loses
        if match is not None:
            answer = QMessageBox.StandardButton.Yes if resume else self.resume_dialog(match).exec()
            if self.closed:  # closed meanwhile (a SIGTERM): the autosave stays as it was
                return problem
            if answer == QMessageBox.StandardButton.Yes:
                self.resume(match)
                return problem
            # New game gives the match up, as Ctrl+N would (counted as played and not won),
            # once another starts: until then it stands behind the dialog, and Cancel goes back to it.
            self.resume(match, welcome=False)
            if not self.new_game(asked=True) and not self.closed and not match.over:
                # Cancelled: the player goes on with the match after all, welcomed back (playtest).
                self._welcome_back = match.round_number
                self._refresh_prompt()
            return problem
        finished = self.keeper.take_finished() or self.keeper.filed_match(
            settings_mod.get(self.settings, "match/ended"))
        if finished is not None:
            # The app stopped at the match's end (killed at its banner, or while filing it):
            # it shows as it ended, banner and all. It went straight to the New Game dialog
            # with no word of who had won (playtest).
            self.resume(finished, welcome=False)
            return problem
        self.new_game()
        return problem

    def resume_dialog(self, match: Match) -> QMessageBox:
        from rackoapp.ui.dialogs.resume import resume_dialog

        return resume_dialog(match, self.keeper.would_count(match), self, kept=self.keeper.would_keep(match))

    def show_statistics(self) -> None:
        from rackoapp.ui.dialogs.statistics import StatisticsWindow

        if self.keeper.statistics is None:
            self.show_message(self.tr("statistics are kept only with a data folder"))
            return
        # The match left for a record on the table is in play too (its note went, review).
        in_play = self.keeper.would_count_abandoned(self._giving_way())
        dialog = StatisticsWindow(self.keeper.statistics, self, in_play=in_play,
                                  reset=self.keeper.reset_statistics)
        dialog.exec()
        dialog.deleteLater()  # a child of the window: each one shown lived on (code review)

    def play_again(self) -> None:
        if self._last_rules is None:
            return self.new_game()
        self.start(self._last_rules, self._last_seats, self.next_seed())

    def new_game(self, asked: bool = False) -> bool:
        """The New Game dialog; a match in play is abandoned for the new one (``asked``: the
        player has already said so, at start)."""
        from rackoapp.ui.dialogs.new_game import NewGameDialog

        # A newcomer is greeted once: the family at one screen, whom no guide ever shows, read
        # "Welcome to RackoApp!" at every new game (playtest).
        # Not over a match on the table: Ctrl+N in a first match started from the command line
        # said "Welcome to RackoApp!" (playtest).
        welcome = self.guide.armed and not self._greeted and not self.ctl.has_match
        setup = self._held_back or self._match_in_play_setup()
        dialog = NewGameDialog(self.settings, self, setup, welcome=welcome)
        try:
            return self._new_game_chosen(dialog, asked)
        finally:
            dialog.deleteLater()  # a child of the window: each one shown lived on (code review)

    def _new_game_chosen(self, dialog, asked: bool) -> bool:
        from rackoapp.ui.dialogs.new_game import NewGameDialog

        if dialog.exec() != NewGameDialog.DialogCode.Accepted or self.closed:
            if not self.closed and not self.ctl.has_match:
                self.scene.invite()
            return False
        self._greeted = True
        if not self._gives_way(asked):
            # Kept for the next New game: answered "keep the current match", the players and
            # rules just chosen were gone, every change to make again (playtest).
            self._held_back = (dialog.rules(), tuple(dialog.seats()))
            return False
        self.start(dialog.rules(), dialog.seats())
        return True

    def _match_in_play_setup(self) -> tuple[Rules, tuple[SeatInfo, ...]] | None:
        """The rules and seats of the match the player is in: with a record on the table, the one
        left for it (a viewed record of four computers offered four computers, review)."""
        if self.ctl.viewing:
            left = self.keeper.left
            return (left.rules, tuple(left.seats)) if left is not None else None
        return (self._last_rules, self._last_seats) if self._last_rules is not None else None

    def _giving_way(self) -> Match | None:
        """The match a new one would take the place of, if a human plays it unfinished: the one
        in play, or the one left for the record on the table."""
        if self.ctl.viewing:
            left = self.keeper.left
            wanted = left is not None and not left.over and any(not s.is_computer for s in left.seats)
            return left if wanted else None
        return self.ctl.match_copy() if self.in_play() else None

    def _gives_way(self, asked: bool = False) -> bool:
        """The match a new one takes the place of is abandoned, the player asked first (unless
        ``asked`` already) and it counted: False if the player keeps it. From New game and from
        Play on from here alike (the playtest dodged a loss through the viewer)."""
        from PySide6.QtWidgets import QMessageBox

        match = self._giving_way()
        if match is None or untouched(match):
            return True  # nothing played, nothing to lose: no question, no count
        if not asked and self.abandon_dialog(match).exec() != QMessageBox.StandardButton.Yes:
            return False
        if self.closed:
            return False
        # The match as it stands now: the computers played on behind the question, and the copy
        # from before it counted a round they ended meanwhile as never played (code review).
        match = self._giving_way()
        if match is not None:
            self.keeper.count_given_up(match)  # its caller moves it into the history next
        return True

    def in_play(self) -> bool:
        """A match a human plays is going on (not a record, not over)."""
        ctl = self.ctl
        return ctl.has_match and not ctl.viewing and not ctl.over and bool(ctl.human_seats)

    def abandon_dialog(self, match: Match | None = None) -> QMessageBox:
        """The question before the match in play (or ``match``, left for a record) gives way."""
        from rackoapp.ui.dialogs.resume import abandon_dialog, counted_for, match_sides

        shown = match if match is not None else self.ctl.match_copy()
        return abandon_dialog(match_sides(shown), self.keeper.would_count_abandoned(match), self,
                              kept=self.keeper.data is not None, whose=counted_for(shown))

    def open_record(self) -> None:
        from .dialogs.open_record import choose_record

        data = self.keeper.data
        history = data.history if data is not None else None
        path = choose_record(self, history, browse_dir=settings_mod.get(self.settings, "records/folder"))
        if path:
            if history is None or Path(path).parent != Path(history):
                self._remember_folder(path)
            self.load_record_file(path)

    def _remember_folder(self, path: str) -> None:
        settings_mod.put(self.settings, "records/folder", os.path.dirname(os.path.abspath(path)))

    def _records_folder(self) -> str:
        """Where Save record as starts: the folder last used, else the documents folder (it
        started in the program's working folder, playtest)."""
        from .dialogs.open_record import documents_folder

        folder = settings_mod.get(self.settings, "records/folder")
        return folder if folder and os.path.isdir(folder) else documents_folder()

    def load_record_file(self, path: str) -> bool:
        """Show a record on the table, to step through it (and play on from any turn)."""
        try:
            record = load_record(path)
            # What the player left for the record, to go back to exactly (a finished match too).
            left = self.keeper.left if self.ctl.viewing else self.ctl.match_copy()
            if not self.ctl.viewing:
                self._picked_for_record = self._pick_moment() if self.scene.input.selected_discard else None
            self.ctl.view(record)
            self.keeper.left = left
        except RecordError as e:
            self.show_message(self.tr("cannot open the record: {reason}").format(
                reason=engine_text(e)))
            return False
        except OSError as e:
            self.show_message(self.tr("cannot open the record: {reason}").format(reason=e.strerror or e))
            return False
        self._last_rules, self._last_seats = record.rules, tuple(record.seats)
        # The table's last words are not the record's ("Round 1 ends without a Rack-O" stood
        # under another match's last step, playtest).
        self.status.clearMessage()
        self.replay_bar.show()
        self.view.setFocus()
        stop = self.ctl.viewed_problem
        if stop is not None:  # it opened cut short without a word (playtest)
            self.show_message(self.tr("the record is damaged from {problem}; it shows the game up to there").format(
                problem=engine_text(stop.as_record_error())))
        return True

    # -- the record viewer --------------------------------------------------------------

    def _build_replay_bar(self) -> None:
        bar = RecordBar(self.ctl, self)
        bar.play_on.connect(self.play_from_here)
        bar.refused.connect(self.show_message)
        bar.close_record.connect(self.close_record)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.replay_bar, self.replay_actions, self.replay_label = bar, bar.steps, bar.label

    def createPopupMenu(self):  # noqa: N802 - Qt's name
        """None: the record bar comes and goes with a record. Qt's right-click menu on the menu bar
        offered it as "Record", ticked in play to steal the game's keys, unticked while viewing
        to leave no way out (review)."""
        return None

    def _on_position_shown(self, index: int, count: int) -> None:
        self.replay_bar.show_position(index, count)
        self._rebuild_log()  # the round so far, as it was logged when played
        # Stepped away from an end: its word goes ("This is the record's last step" stood over
        # step 24 of 50 after Home, Page Down, long-haul play-test).
        if self.status.currentMessage() in record_end_words():
            self.status.clearMessage()

    def play_from_here(self) -> None:
        record = self.ctl.viewed_record()
        if record is None:
            return
        if self.keeper.left is not None and where_in_play(record, self.keeper.left.to_record()):
            # The match in play, where it stands (its own autosave, opened): playing on is going
            # back to it, with nothing to give up (it asked to abandon that very match, playtest).
            self.close_record()
            return
        if not self._gives_way():
            return
        seen_whole = self.ctl.viewed_finished
        self.keeper.keep_unfinished(self.keeper.unfinished_on_table())
        self.keeper.left = None
        try:
            self._play_on(record)
        except RecordError as e:
            self.show_message(self.tr("cannot play on from here: {reason}").format(reason=engine_text(e)))
            return
        if seen_whole:
            self.keeper.never_count(record)
            # It counted nothing and said nothing: the statistics seemed to lose a match won
            # (README: every card of a finished match could be seen). In the move log too: a
            # computer's move, first, cleared the status line at once (review).
            self._tell(lambda: self.tr("Playing on from this turn. The statistics leave this match out: "
                                       "all its cards could be seen in the record"))
            return
        self.show_message(self.tr("Playing on from this turn"))

    def close_record(self) -> None:
        """Back to where the player was: the match left for the record, else the autosaved one,
        else a new game; the New Game dialog cancelled keeps the record open (it left the
        record's last position on a dead table, every key "Start a new game first", playtest)."""
        left, self.keeper.left = self.keeper.left, None
        match = left
        if match is None:
            match, _ = self.keeper.load_autosave(random.Random(self.next_seed()))
        if match is None:
            if self.new_game():
                self.replay_bar.hide()
            return
        self.replay_bar.hide()
        self.status.clearMessage()  # the viewer's last words (its step's deal) are not the table's
        picked, self._picked_for_record = self._picked_for_record, None
        self.resume(match, welcome=left is None)  # a match left for the record: the player never left
        if picked is not None and left is not None:
            self.ctl.human_turn.connect(lambda _seat: self._pick_up_again(picked),
                                        Qt.ConnectionType.SingleShotConnection)

    def _pick_moment(self) -> tuple:
        """The move a discard card was picked up for: round, turns played and the mover."""
        return self.ctl.round_number, self.ctl.turns_played, self.ctl.to_move

    def _pick_up_again(self, picked: tuple) -> None:
        # Not under a hot seat's cover: the player hands over afresh and picks it up again.
        if picked == self._pick_moment() and self.ctl.phase == "take" and not self.ctl.viewing \
                and not self.scene.hot_seat.covered:
            self.scene.input.select_discard(True)

    def save_record(self) -> None:
        record = self.ctl.record_to_save()
        if record is None:
            self.show_message(self.tr("there is no game to save yet"))
            return
        from rackoapp.ui.dialogs import files

        # Named for the day and the minute it is saved, as the history names its matches: every
        # save suggested "rackoapp-game.json", the last one's name (laptop play-test).
        suggested = time.strftime("rackoapp-%Y-%m-%d-%H%M.json")
        path = files.save_file_name(self, self.tr("Save the game record"),
                                    os.path.join(self._records_folder(), suggested),
                                    self.tr("Game records (*.json)"))
        path = self._json_named(path)
        if path and self.save_record_file(path):
            self._remember_folder(path)

    def _json_named(self, path: str) -> str:
        """``path`` ending in .json, as Open record and Browse… look for: saved as "my match", the
        record was in none of their lists and read as lost (review). A file of the name made so
        is replaced only if the player says so (the dialog asked about the name typed); "" if not."""
        from PySide6.QtWidgets import QMessageBox

        if not path or path.lower().endswith(".json"):
            return path
        path += ".json"
        if os.path.isdir(path):  # no "Replace it?" then "cannot save" (dialogs review): said at once
            self.show_message(self.tr("cannot save the record: {name} is a folder").format(name=os.path.basename(path)))
            return ""
        if os.path.lexists(path):
            answer = QMessageBox.question(self, self.tr("Save the game record"), self.tr(
                "{name} already exists. Replace it?").format(name=os.path.basename(path)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return ""
        return path

    def save_record_file(self, path: str) -> bool:
        record = self.ctl.record_to_save()
        if record is None:
            return False
        try:
            save_record(record, path)
        except OSError as e:
            self.show_message(self.tr("cannot save the record: {reason}").format(reason=e.strerror or e))
            return False
        self.show_message(self.tr("saved {path}").format(path=display_path(path)))
        return True

    def suggest(self) -> None:
        # H is the menu's shortcut, so the table never sees the key; typed at a banner it is a
        # table's key all the same, and the Enter after it is its typing's, no answer: H, Enter
        # lifted a hot seat's cover for the last player (code review).
        self.scene.banner.keep_fresh()
        self._keys_back_to_table()
        if self.scene.input.can_act():
            self.scene.input.hint_asked()
            self.ctl.suggest()
        else:
            self.scene.input.refuse()

    def next_round_asked(self) -> None:
        """Game > Next round, or N: as the banner's own keys, not the moment it goes up. N pressed
        again then dealt the next round before the result was seen or heard (keyboard and
        screen-reader review)."""
        if self.ctl.state == ROUND_OVER and self.scene.banner.fresh(key=True):
            self._keys_back_to_table()
            self.scene.input.too_soon()
            return
        self.next_round()

    def next_round(self) -> None:
        self._keys_back_to_table()
        if self.ctl.state == ROUND_OVER and not self.ctl.over:
            self.scene.next_round()

    def _keys_back_to_table(self) -> None:
        """H and N are keys of play, and any key of play typed in the move log goes back to the
        table (the rules page); as the menu's shortcuts they never reached the log, which kept
        the keys: the arrows then walked the log, not the rack (keyboard play-test)."""
        if self.log.hasFocus():
            self.log.back_to = None
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- options ----------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        """View > Speed: shown at once and kept for the next start."""
        self.show_speed(speed)
        settings_mod.put(self.settings, "view/speed", speed)

    def show_speed(self, speed: str) -> None:
        """The speed for this session only (``--speed``: one scripted run made every later start
        instant, the player's own choice gone without a word, code review)."""
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if self.ctl.has_match:
            # Computers alone at the table: the pause between their rounds follows the speed too
            # (switched to Slow, rounds still followed in 0.3 s, the banner gone before the racks
            # were turned, code review).
            self._watch_computers(self.ctl.seats)

    def read_moves(self) -> None:
        """F6: the keyboard on the move log (the side panel shown first, if folded away); F6
        again, Esc or a key of play goes back to the table."""
        if self.log.hasFocus():
            self.view.setFocus()
            return
        if not self.side_action.isChecked():  # folded away or hidden: a panel 0 pixels wide
            self.side_action.setChecked(True)
            if self.status.currentMessage() == self._line(self._side_panel_words(False)):
                self.status.clearMessage()  # F9's "hidden" stood under the panel F6 showed (visual review)
        self.log.read(self.view)

    def say_table(self) -> None:
        """F7: the table in words, said now (your rack, the piles, the face-up cards, the scores,
        whose turn). A screen reader read it only as the table's description, which no key
        asked for (keyboard and screen-reader review)."""
        self.access.say_summary()

    def set_public_cards(self, on: bool) -> None:
        self.scene.set_public_cards(on)
        settings_mod.put(self.settings, "view/public_cards", on)

    def show_rules(self) -> None:
        from rackoapp.ui.dialogs.help import show_rules
        show_rules(self)

    def show_keys(self) -> None:
        from rackoapp.ui.dialogs.help import show_keys
        show_keys(self)

    def show_about(self) -> None:
        from rackoapp.ui.dialogs.help import show_about
        show_about(self)

    # -- the controller's news --------------------------------------------------------

    def _show_warning(self, text: str) -> None:
        if text:
            # The log file keeps what the status bar says only while it holds: a full disk's
            # refusals left no trace in it (hostile-input play-test).
            self._log_problem(text)
        elif self._problem_logged:
            self._problem_logged = ""  # solved: the same refusal coming back is logged again
        self.warning_label.setText(f"\u26a0 {texts.capitalized(text)}" if text else "")
        self.warning_label.setVisible(bool(text))

    def _as_line(self, text: str) -> str:
        """``text`` starting a line of the status bar or the log: a capital, a player's name as written."""
        return texts.capitalized(text, [self.ctl.name(s) for s in range(len(self.ctl.seats))])

    def _say_hint(self, _take: str, _slot, text: str) -> None:
        # On the prompt's line, not as a passing message: a menu's status tips wiped a passing
        # message for good, the marks still up (playtest).
        self.status.clearMessage()
        self._hint_said = self._as_line(text)
        self._refresh_prompt()
        if self.scene.input.selected_discard:
            # The prompt keeps the lifted card's words: the hint passes over them, or H lit the
            # pile with no word of why (playtest).
            self.show_message(text)
        self._tip_whole_hint()

    def _tip_whole_hint(self) -> None:
        """A hint the status line cannot hold whole shows whole in a tip over it, until the next
        key or click: at 1.75x its close call read "... a close call: ta…", and only a pointer
        resting on the line showed the rest (playtest)."""
        line, label = self._hint_said or "", self.prompt_label
        if label.fontMetrics().horizontalAdvance(line) <= label.width():
            return
        if self._hint_tip is None:
            from .hint_tip import HintTip
            self._hint_tip = HintTip(self)
        # Its bottom on the status bar's bottom, over the line it says whole: on the bar's top it
        # hid a line more of the rack, its slot labels (newcomer's play-test at 1.25); below its
        # point, a tip hung below a small window's edge (review). Its lines as wide as the status
        # line: Qt's own wrap made a narrow column of five lines over the rack.
        self._hint_tip.show_above(line, self.status.mapToGlobal(QPoint(0, self.status.height())), label.width())

    def _unsay_hint(self) -> None:
        if self._hint_said is not None:
            if self._hint_tip is not None:  # the whole hint's tip, if it still shows, goes with it
                self._hint_tip.hide()
            self._hint_said = None
            self._refresh_prompt()

    def show_message(self, text: str) -> None:
        """A passing line on the status bar, the answer to what the player did: the same words
        again are said again (X pressed twice; in hot seat D, P and X under the cover). QStatusBar
        keeps them without a signal, and the second key was silent to a screen reader (keyboard
        playtest)."""
        line = self._line(text)
        if line and line == self.status.currentMessage() and hasattr(self, "access"):
            self.access.status_said(line)
        self.status.showMessage(line, 6000)
        if line == self._landing_said():
            self._landing_watch.start()

    def _show_outcome(self, text: str) -> None:
        """A round's or a match's outcome on the status bar, left unsaid while its banner is up:
        the banner says it, with the points and the totals."""
        if hasattr(self, "access"):
            self.access.outcome_shown(self._line(text))
        self.show_message(text)

    def show_notice(self, text: str) -> None:
        """A passing line on the status bar that no key or click asked for (a fault, a file that
        could not be saved): said once while it stands, however often it recurs (a fault raised
        at every paint was heard at every paint, review). The log file keeps it, once."""
        self._log_problem(text)
        self.status.showMessage(self._line(text), 6000)

    def _log_problem(self, text: str) -> None:
        """``text`` into the log file, unless it was the last line put there (the notice of a
        refusal and the warning that stays say it alike)."""
        if text and text != self._problem_logged:
            logging.getLogger("rackoapp").warning("%s", text)
            self._problem_logged = text

    def _line(self, text: str) -> str:
        line = str(text).splitlines()[0] if text else ""
        return self._as_line(line) if line else ""

    def _on_match_started(self) -> None:
        self._welcome_back = None  # a resume says it again, once the match is on the table
        self._dealt = None  # the last match's deal: its seats may be no more
        if not self.ctl.viewing:  # a match started, however (resumed, played on): none held back
            self._held_back = None
        if not self.ctl.viewing and not self.ctl.over:
            self._mark_ended(None)  # the ended match's banner is left for another match
        self.log.clear()
        self._notes = []  # said of the match before (told again where they still hold)
        self._show_names()

    def _show_names(self) -> None:
        """The seats' names on the score sheet and in the title, in the language in effect
        (the default names are translated); a record's title says it is one, as the taskbar
        shows it with the table out of sight."""
        ctl = self.ctl
        self.scorekeeper.reset([ctl.name(s) for s in range(len(ctl.seats))], ctl.rules)
        self.scorekeeper.set_results(ctl.results, ctl.totals, ctl.winner)
        if any(len(team) > 1 for team in ctl.teams):  # who plays with whom, as Open record says it
            first, second = (texts.side_name(ctl.seats, team) for team in ctl.teams)
            names = QCoreApplication.translate("Levels", "{first} vs {second}").format(first=first, second=second)
        else:
            names = ", ".join(ctl.name(s) for s in range(len(ctl.seats)))
        if ctl.viewing:
            names = f"{QCoreApplication.translate('MainWindow', 'Record')}: {names}"
        self.setWindowTitle(f"RackoApp \u2014 {names}")

    def _on_round_started(self, number: int, dealer: int) -> None:
        if number != self._welcome_back:
            self._welcome_back = None  # the next round: the match has moved on
        if self.log.count():
            self.log.add_separator()  # a rule between the last round's moves and this one's
        if number == self.ctl.taken_up_round:
            return  # "Round 2, dealt by Ada" stood six seconds over the prompt after Close record
        self._dealt = number, dealer
        self.show_message(self._dealt_said())

    def _on_round_over(self, result) -> None:
        ctl = self.ctl
        self.scorekeeper.set_results(ctl.results, ctl.totals, ctl.winner)
        if result.rackout is not None:
            self._show_outcome(texts.round_won(ctl.name(result.rackout), ctl.round_number, ctl.addressed(result.rackout)))
        else:
            self._show_outcome(self.tr("Round {number} ends without a Rack-O").format(number=ctl.round_number))

    def _on_match_over(self, winner: int) -> None:
        ctl = self.ctl
        problem = self.keeper.file_finished()  # filed at the last turn already, as a rule
        if self.quit_at_end:
            QTimer.singleShot(0, self.close)
        self.scorekeeper.set_results(ctl.results, ctl.totals, winner)
        won = table_words.match_won(self.ctl, winner)
        if problem:
            self.show_message(f"{won}; {problem}")  # heard: the banner does not say the problem
        else:
            self._show_outcome(won)

    def _filed(self, path: str) -> None:
        """The match that ended here is in the history: at its last turn, before its last card
        has landed and its banner shows (killed in that moment, the next start went to the New
        Game dialog with no word of who had won, soak test), or on a retry (the disk had
        refused it)."""
        if self.ctl.finished_here and self.ctl.over and not self.ctl.viewing:
            self._mark_ended(path)

    def _mark_ended(self, path) -> None:
        """The match that ended here, filed at ``path``, while its banner stands (None: no
        longer). Killed there, the next start shows it again as it ended: the match was safe
        in the history, but the start went to the New Game dialog with no word of who had won
        (playtest). A player who closes the window has left it."""
        if path is None and not self.settings.contains("match/ended"):
            return  # nothing to forget: no write at every deal
        settings_mod.put(self.settings, "match/ended", str(path) if path is not None else None)
        self.settings.sync()

    def close_unasked(self) -> None:
        """Close with no question: a SIGTERM (a logout) cannot wait for an answer. One asked
        already is answered "Quit anyway", and the close under way goes on."""
        from PySide6.QtWidgets import QMessageBox

        self._unasked = True
        if self._quit_box is not None:
            self._quit_box.done(QMessageBox.StandardButton.Yes)
        else:
            self.close()

    def close_before_quitting(self) -> None:
        """The application quits with the window open: Windows ends a session (a sign-out, an
        update's restart) with WM_ENDSESSION, on which Qt only says aboutToQuit before the
        process is ended, so the window's close never ran: its placement, a just-won match's
        point on the coach's chart, the settings (portability review). Closed unasked, as for
        a SIGTERM."""
        if not self.closed:
            self.close_unasked()

    def quit_losing_unsaved(self) -> bool:
        """The disk still refuses the game (a finished match, or the last moves): True to quit
        all the same (offscreen, where nobody could answer, too)."""
        from PySide6.QtWidgets import QMessageBox

        from .dialogs.question import question_box

        if QApplication.platformName() in ("offscreen", "minimal"):
            return True
        title = self._quit_question_title()
        box = question_box(QMessageBox.Icon.Warning, title, self.quit_question_text(), self)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Quit anyway"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Keep RackoApp open"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self._quit_box = box  # a SIGTERM meanwhile answers it (close_unasked)
        # The keeper's retries go on under the question: it follows what they save (it said the
        # match would be lost after a retry had filed it, hostile-input review).
        self.keeper.warning.connect(self._quit_question_follows)
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            self.keeper.warning.disconnect(self._quit_question_follows)
            self._quit_box = None

    def _quit_question_title(self) -> str:
        return (self.tr("Quit and lose an unsaved game?") if self.keeper.held_back or self.keeper.unsaveable
                else self.tr("Quit and lose the finished match?") if self.keeper.unfiled
                else self.tr("Quit and lose the last moves?") if self.keeper.unsaved
                else self.tr("Quit and lose the latest statistics?"))

    def _quit_question_follows(self, _warning: str = "") -> None:
        """Everything saved while the player reads the question: the quit they asked for goes on,
        losing nothing. Something else still waiting: the question says that instead."""
        from PySide6.QtWidgets import QMessageBox

        box = self._quit_box
        if box is None:
            return
        if not self.keeper.would_lose:
            box.done(QMessageBox.StandardButton.Yes)
            return
        title = self._quit_question_title()
        box.setWindowTitle(title)
        box.setText(title)
        box.setInformativeText(self.quit_question_text())

    def quit_question_text(self) -> str:
        """Why quitting now loses something, and what to do instead."""
        problem = texts.capitalized(self.keeper.would_lose or "")
        if self.keeper.unsaveable:  # no folder at all: nothing is tried again
            return self.tr("{problem}. If you quit now, this game is lost.").format(problem=problem)
        # Not "make room on the disk" alone: a read-only folder wants something else (playtest).
        if self.keeper.held_back:  # a whole game, not its last moves or its end (reviews)
            return self.tr("{problem}. RackoApp saves it by itself once there is room on the disk or the "
                           "folder can be written to again. If you quit now, a game that has never been saved "
                           "is lost.").format(problem=problem)
        if self.keeper.unfiled:  # "the finished match is not saved yet: the disk is full; ..."
            return self.tr("{problem}. RackoApp saves it by itself once there is room on the disk or the "
                           "folder can be written to again. If you quit now, the end of the match is lost."
                           ).format(problem=problem)
        if not self.keeper.unsaved:  # only the statistics wait
            return self.tr("{problem}. RackoApp saves them by itself once there is room on the disk or the "
                           "folder can be written to again. If you quit now, the matches counted since the "
                           "statistics were last saved are lost from them.").format(problem=problem)
        return self.tr("{problem}. RackoApp saves the game by itself once there is room on the disk or the "
                       "folder can be written to again. If you quit now, the moves since the last save are lost."
                       ).format(problem=problem)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.keeper.autosave()
        self.keeper.retry()  # a finished match the disk refused has a last try
        # The disk still refusing (a finished match, or the game's last moves: playtests) asks first.
        losing = self.keeper.would_lose
        if losing and not self._unasked and not self.quit_losing_unsaved():
            event.ignore()
            return
        if losing:
            logging.getLogger("rackoapp").warning("quit with what the disk refused: %s", losing)
        self.closed = True
        # A match given up from the command line is counted once the table has painted; closed
        # before that (a signal in a slow start), it was filed and never counted (review).
        self.keeper.count_filed()
        if addons.BuiltWhenAsked.has(self, "coach"):
            self.coach.finish()  # not at the Close event: a close refused above kept the coach
        self.keeper.stop()
        self.log.clear()  # the log's lines are freed through Python (see MoveLog.clear)
        self._keep_placement()
        self._mark_ended(None)
        self.settings.sync()
        self.ctl.shutdown()
        super().closeEvent(event)
