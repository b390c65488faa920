"""The main window: the table, the scorekeeper, the move log and the menus."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QLabel, QListWidget, QMainWindow, QMessageBox, QSplitter, QToolBar, QVBoxLayout,
    QWidget,
)

from rackoapp.controller import GameController
from rackoapp.engine import Match, RecordError, Rules, SeatInfo, load_record, save_record
from rackoapp.storage import DataDir, Statistics, StorageError
from rackoapp.ui import settings as settings_mod
from rackoapp.ui.scorekeeper import ScorekeeperPanel

from .table import TableScene, TableView

SPEED_LABELS = {"slow": "&Slow", "normal": "&Normal", "fast": "&Fast", "instant": "&Instant"}
MAX_LOG = 400


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings, controller: GameController | None = None,
                 parent: QWidget | None = None, data: DataDir | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data = data
        self.statistics = Statistics(data.stats_file) if data is not None else None
        self._stats_problem = self.statistics.load() if self.statistics is not None else None
        self._save_problem: str | None = None
        self.quit_at_end = False
        speed = settings_mod.get(settings, "view/speed")
        self.ctl = controller or GameController(self, speed=speed)
        if self.ctl.parent() is None:
            self.ctl.setParent(self)
        self.ctl.set_speed(speed)
        self.setWindowTitle("RackoApp")
        self.scene = TableScene(self.ctl, self)
        self.scene.speed = self.ctl.speed
        self.scene.public_cards = bool(settings_mod.get(settings, "view/public_cards"))
        self.view = TableView(self.scene)
        self.scorekeeper = ScorekeeperPanel()
        self.log = QListWidget()
        self.log.setObjectName("moveLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.scorekeeper, 3)
        moves = QLabel("<b>Moves</b>")
        lay.addWidget(moves)
        lay.addWidget(self.log, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setSizes([960, 300])
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.status = self.statusBar()
        self._last_rules: Rules | None = None
        self._last_seats: tuple[SeatInfo, ...] | None = None
        self._build_menus()
        self._build_replay_bar()
        c = self.ctl
        c.saved_point.connect(self.autosave)
        c.position_shown.connect(self._on_position_shown)
        c.error.connect(self.show_message)
        self.scene.message.connect(self.show_message)
        c.moved.connect(self._log)
        c.match_started.connect(self._on_match_started)
        c.round_over.connect(self._on_round_over)
        c.match_over.connect(self._on_match_over)
        c.human_turn.connect(self._on_human_turn)
        c.round_started.connect(self._on_round_started)
        c.card_taken.connect(self._on_card_taken)
        self.scene.play_again.connect(self.play_again)
        self.scene.new_game.connect(self.new_game)
        self.resize(1280, 800)
        geometry = settings_mod.get(settings, "window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.view.setFocus()

    # -- menus ------------------------------------------------------------------------

    def _action(self, menu, text: str, slot, shortcut=None, name: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        if name:
            act.setObjectName(name)
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = self._action(game, "&New game\u2026", self.new_game, QKeySequence.StandardKey.New, "newGame")
        self.open_action = self._action(game, "&Open record\u2026", self.open_record, QKeySequence.StandardKey.Open, "openRecord")
        self.save_action = self._action(game, "&Save record as\u2026", self.save_record, QKeySequence.StandardKey.SaveAs, "saveRecord")
        if self.save_action.shortcut().isEmpty():
            self.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.stats_action = self._action(game, "S&tatistics\u2026", self.show_statistics, "Ctrl+T", "statistics")
        game.addSeparator()
        self.suggest_action = self._action(game, "Su&ggest a move", self.suggest, "H", "suggest")
        self.next_round_action = self._action(game, "Ne&xt round", self.next_round, "N", "nextRound")
        game.addSeparator()
        self.quit_action = self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit, "quit")
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        view = bar.addMenu("&View")
        speed_menu = view.addMenu("&Speed of the computer")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in settings_mod.SPEEDS:
            act = QAction(SPEED_LABELS[speed], self, checkable=True)
            act.setObjectName(f"speed_{speed}")
            act.setChecked(speed == self.ctl.speed)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.public_action = QAction("&Public cards", self, checkable=True)
        self.public_action.setObjectName("publicCards")
        self.public_action.setToolTip("Show opponents' cards that everyone saw taken from the discard pile")
        self.public_action.setChecked(self.scene.public_cards)
        self.public_action.toggled.connect(self.set_public_cards)
        view.addAction(self.public_action)
        helpm = bar.addMenu("&Help")
        self._action(helpm, "&Rules", self.show_rules, QKeySequence.StandardKey.HelpContents, "rules")
        self._action(helpm, "&About RackoApp", self.show_about, None, "about")

    # -- games ------------------------------------------------------------------------

    def start(self, rules: Rules, seats: Sequence[SeatInfo], seed: int | None = None) -> None:
        self._keep_unfinished()
        self._last_rules, self._last_seats = rules, tuple(seats)
        self._watch_computers(seats)
        self.replay_bar.hide()
        self.ctl.new_match(rules, seats, seed)

    def resume(self, match: Match) -> None:
        """Go on with a saved match exactly where it stood."""
        self._last_rules, self._last_seats = match.rules, tuple(match.seats)
        self._watch_computers(match.seats)
        self.replay_bar.hide()
        self.ctl.resume(match)
        self.show_message("Welcome back: the match goes on where it stood")

    def _watch_computers(self, seats: Sequence[SeatInfo]) -> None:
        # With no human at the table, rounds follow each other by themselves.
        pause = 300 if self.ctl.speed == "instant" else 3000
        self.ctl.auto_next_round_ms = None if any(not s.is_computer for s in seats) else pause

    def _keep_unfinished(self) -> None:
        """A match left unfinished goes into the history, never lost."""
        if self.data is None or self.ctl.viewing:
            return
        try:
            self.data.archive_autosave()
        except StorageError as e:
            self.show_message(str(e))

    def startup(self, resume: bool = False) -> None:
        """At launch: offer the autosaved match (or resume it at once), else a new game."""
        match, problem = (None, None) if self.data is None else self.data.load_autosave(random.Random())
        if problem:
            self.show_message(problem)
            self._log(problem)
        if match is not None:
            if resume or self.resume_dialog(match).exec() == QMessageBox.StandardButton.Yes:
                self.resume(match)
                return
            self._keep_unfinished()
        if self._stats_problem:
            self.show_message(self._stats_problem)
        self.new_game()

    def resume_dialog(self, match: Match) -> QMessageBox:
        names = ", ".join(f"{s.name} {t}" for s, t in zip(match.seats, match.totals))
        box = QMessageBox(QMessageBox.Icon.Question, "Resume the match?",
                          f"A match is in progress (round {match.round_number}; {names}).",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setInformativeText("Go on where it stood? (No keeps it in the history and starts a new game.)")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.button(QMessageBox.StandardButton.Yes).setText("Resume")
        box.button(QMessageBox.StandardButton.No).setText("New game")
        box.setObjectName("resumeDialog")
        return box

    # -- keeping every game ---------------------------------------------------------

    def autosave(self) -> None:
        """After every deal and turn: the match as a record, written atomically."""
        if self.data is None or self.ctl.viewing or self.ctl.match is None:
            return
        try:
            self.data.save_autosave(self.ctl.record())
        except StorageError as e:
            if self._save_problem != str(e):  # say it once, not after every turn
                self._save_problem = str(e)
                self.show_message(str(e))
        else:
            self._save_problem = None

    def _file_finished_match(self) -> None:
        if self.data is None or self.ctl.viewing:
            return
        try:
            if self.statistics is not None and self.statistics.count_match(self.ctl.match):
                self.statistics.save()
            self.data.archive_autosave()
        except OSError as e:
            self.show_message(f"could not file the finished match: {e}")

    def show_statistics(self) -> None:
        from rackoapp.ui.statistics_window import StatisticsWindow

        if self.statistics is None:
            self.show_message("statistics are kept only with a data folder")
            return
        try:
            StatisticsWindow(self.statistics, self).exec()
        except OSError as e:
            self.show_message(f"could not reset the statistics: {e.strerror or e}")

    def play_again(self) -> None:
        if self._last_rules is None:
            return self.new_game()
        self.start(self._last_rules, self._last_seats, random.randrange(1 << 30))

    def new_game(self) -> bool:
        from rackoapp.ui.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.start(dialog.rules(), dialog.seats())
        return True

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a game record", "", "Game records (*.json);;All files (*)")
        if path:
            self.load_record_file(path)

    def load_record_file(self, path: str) -> bool:
        """Show a record on the table, to step through it (and play on from any turn)."""
        try:
            record = load_record(path)
            self._keep_unfinished()
            self.ctl.view(record)
        except RecordError as e:
            self.show_message(f"cannot open the record: {str(e).splitlines()[0]}")
            return False
        except OSError as e:
            self.show_message(f"cannot open the record: {e.strerror or e}")
            return False
        self._last_rules, self._last_seats = record.rules, tuple(record.seats)
        self.replay_bar.show()
        self.view.setFocus()
        return True

    # -- the record viewer --------------------------------------------------------------

    def _build_replay_bar(self) -> None:
        bar = QToolBar("Record", self)
        bar.setObjectName("replayBar")
        bar.setMovable(False)
        self.replay_actions = {}
        for name, text, key, step in (("first", "\u23ee First", "Home", None), ("back", "\u25c0 Back", "Left", -1),
                                      ("forward", "Forward \u25b6", "Right", 1), ("last", "Last \u23ed", "End", None)):
            act = QAction(text, self)
            act.setObjectName(f"replay_{name}")
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            if step is not None:
                act.triggered.connect(lambda _=False, d=step: self.ctl.step(d))
            elif name == "first":
                act.triggered.connect(lambda: self.ctl.seek(0))
            else:
                act.triggered.connect(lambda: self.ctl.seek(self.ctl.position[1] - 1))
            bar.addAction(act)
            self.replay_actions[name] = act
        self.replay_label = QLabel()
        self.replay_label.setContentsMargins(12, 0, 12, 0)
        bar.addWidget(self.replay_label)
        play = QAction("Play on from here", self)
        play.setObjectName("replay_play")
        play.triggered.connect(self.play_from_here)
        bar.addAction(play)
        close = QAction("Close record", self)
        close.setObjectName("replay_close")
        close.triggered.connect(self.close_record)
        bar.addAction(close)
        self.replay_actions["play"] = play
        self.replay_actions["close"] = close
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        bar.hide()
        self.replay_bar = bar

    def _on_position_shown(self, index: int, count: int) -> None:
        rnd = self.ctl.match.round
        turn = rnd.turns if rnd is not None else 0
        self.replay_label.setText(f"Round {self.ctl.round_number}, turn {turn}  \u2022  step {index + 1} of {count}")
        self.replay_actions["first"].setEnabled(index > 0)
        self.replay_actions["back"].setEnabled(index > 0)
        self.replay_actions["forward"].setEnabled(index < count - 1)
        self.replay_actions["last"].setEnabled(index < count - 1)
        self.replay_actions["play"].setEnabled(self.ctl.winner is None)

    def play_from_here(self) -> None:
        record = self.ctl.viewed_record()
        if record is None:
            return
        try:
            self.ctl.load(record)
        except RecordError as e:
            self.show_message(f"cannot play on from here: {e}")
            return
        self._watch_computers(record.seats)
        self.replay_bar.hide()
        self.show_message("Playing on from this turn")

    def close_record(self) -> None:
        self.replay_bar.hide()
        if self.data is not None:
            match, _ = self.data.load_autosave(random.Random())
            if match is not None:
                return self.resume(match)
        self.ctl.stop()
        self.new_game()

    def save_record(self) -> None:
        record = self.ctl.record()
        if record is None:
            self.show_message("there is no game to save yet")
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save the game record", "rackoapp-game.json",
                                              "Game records (*.json)")
        if path:
            self.save_record_file(path)

    def save_record_file(self, path: str) -> bool:
        record = self.ctl.record()
        if record is None:
            return False
        try:
            save_record(record, path)
        except OSError as e:
            self.show_message(f"cannot save the record: {e.strerror or e}")
            return False
        self.show_message(f"saved {path}")
        return True

    def suggest(self) -> None:
        if self.scene.can_act():
            self.ctl.suggest()
        else:
            self.scene._refuse_out_of_turn()

    def next_round(self) -> None:
        if self.ctl.state == "round_over":
            self.scene._next_round()

    # -- options ----------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        settings_mod.put(self.settings, "view/speed", speed)

    def set_public_cards(self, on: bool) -> None:
        self.scene.set_public_cards(on)
        settings_mod.put(self.settings, "view/public_cards", on)

    def show_rules(self) -> None:
        from rackoapp.ui.help import show_rules

        show_rules(self)

    def show_about(self) -> None:
        from rackoapp.ui.help import show_about

        show_about(self)

    # -- the controller's news --------------------------------------------------------

    def show_message(self, text: str) -> None:
        line = str(text).splitlines()[0] if text else ""
        if line:
            line = line[0].upper() + line[1:]
        self.status.showMessage(line, 6000)

    def _log(self, text: str) -> None:
        self.log.addItem(text)
        while self.log.count() > MAX_LOG:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _on_match_started(self) -> None:
        self.log.clear()
        ctl = self.ctl
        self.scorekeeper.reset([s.name for s in ctl.seats], ctl.rules)
        self.scorekeeper.set_results(ctl.results, ctl.totals, ctl.winner)
        names = ", ".join(s.name for s in ctl.seats)
        self.setWindowTitle(f"RackoApp \u2014 {names}")

    def _on_round_started(self, number: int, dealer: int) -> None:
        self.show_message(f"Round {number}, dealt by {self.ctl.name(dealer)}")

    def _on_round_over(self, result) -> None:
        ctl = self.ctl
        self.scorekeeper.set_results(ctl.results, ctl.totals, ctl.winner)
        if result.rackout is not None:
            self.show_message(f"Rack-O! {ctl.name(result.rackout)} wins round {ctl.round_number}")
        else:
            self.show_message(f"Round {ctl.round_number} ends without a Rack-O")

    def _on_match_over(self, winner: int) -> None:
        ctl = self.ctl
        self._file_finished_match()
        if self.quit_at_end:
            QTimer.singleShot(0, self.close)
        self.scorekeeper.set_results(ctl.results, ctl.totals, winner)
        name = ctl.name(winner) if not ctl.rules.partners else f"{ctl.name(winner)} & {ctl.name(winner + 2)}"
        self.show_message(f"{name} won the match")

    def _on_human_turn(self, seat: int) -> None:
        if len(self.ctl.human_seats) == 1:
            self.status.showMessage("Your turn: take the top card of the draw pile or of the discard pile", 0)

    def _on_card_taken(self, seat: int, pile: str, card) -> None:
        if card is None or not self.ctl.is_human(seat) or seat != self.scene.viewer:
            return
        if pile == "draw":
            self.status.showMessage(f"You drew {card}: drag it to a slot, or onto the discard pile "
                                    "to pass (keys 1-9, 0, X)", 0)
        else:
            self.status.showMessage(f"Put the {card} into a slot of your rack", 0)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autosave()
        settings_mod.put(self.settings, "window/geometry", self.saveGeometry())
        self.settings.sync()
        self.ctl.shutdown()
        super().closeEvent(event)
