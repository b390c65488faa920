"""Accessibility: the colour-blind-safe cards, high contrast and reduced motion (View menu,
kept in the settings), a visible keyboard focus on the table, accessible names and
descriptions, and an announcement of each move and turn for screen readers."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication

from rackoapp.controller import COMPUTER, HUMAN, ROUND_OVER
from rackoapp.controller.texts import describe_held, named_sides, sides_text, slot_name
from rackoapp.ui import settings as settings_mod

from . import theme

COLOURBLIND_KEY = "view/colourblind"
CONTRAST_KEY = "view/high_contrast"
MOTION_KEY = "view/reduce_motion"


def focus_ring(selector: str, width: int) -> str:
    """A style sheet for a focus ring that shows where the keys go, in the palette's highlight
    colour; as wide when hidden, so nothing moves when it shows."""
    return (f"{selector} {{ border: {width}px solid transparent; }} "
            f"{selector}:focus {{ border: {width}px solid palette(highlight); }}")


FOCUS_STYLE = focus_ring("TableView", 3)
# Fusion draws frames a shade darker than the window: on high contrast's black they vanish.
# The desktop's icons on dialog buttons (Close's black cross) vanish there too: words only.
# So do an unticked box, a combo box's or spin box's focus and the edge of a menu on the black
# table; a spin box with a frame of its own lost its arrows (keyboard playtest): all drawn here.
CONTRAST_FRAMES = ("QProgressBar { border: 1px solid white; text-align: center; } "
                   "QTableView, QListView, QTextEdit, QPlainTextEdit, QLineEdit, QComboBox, QSpinBox "
                   "{ border: 1px solid white; } "
                   "QLineEdit:focus, QComboBox:focus, QSpinBox:focus, QPushButton:focus, QToolButton:focus "
                   "{ border: 2px solid yellow; } "
                   # Fusion framed the default button in yellow too, 1px against the focus's 2px:
                   # which button Enter and which Space would press was hard to tell (playtest).
                   "QPushButton:default { border: 2px solid white; } "
                   "QPushButton:default:focus { border: 2px solid yellow; } "
                   "QCheckBox::indicator { width: 14px; height: 14px; border: 2px solid white; background: black; } "
                   "QCheckBox::indicator:checked { background: yellow; } "
                   "QCheckBox::indicator:disabled { border-color: #a0a0a0; } "
                   "QCheckBox::indicator:checked:disabled { background: #a0a0a0; } "
                   "QCheckBox:focus { color: yellow; } "
                   # A bordered combo box drew its words against its arrow ("Computer" touched it).
                   "QComboBox { padding: 1px 4px 1px 4px; } "
                   "QComboBox::drop-down { width: 16px; border-left: 1px solid white; } "
                   "QComboBox::down-arrow { width: 0; height: 0; border-left: 5px solid black; "
                   "border-right: 5px solid black; border-top: 6px solid white; } "
                   "QComboBox::down-arrow:disabled { border-top-color: #a0a0a0; } "
                   "QSpinBox::up-button, QSpinBox::down-button { width: 16px; border-left: 1px solid white; } "
                   "QSpinBox::up-arrow { width: 0; height: 0; border-left: 5px solid black; "
                   "border-right: 5px solid black; border-bottom: 6px solid white; } "
                   "QSpinBox::down-arrow { width: 0; height: 0; border-left: 5px solid black; "
                   "border-right: 5px solid black; border-top: 6px solid white; } "
                   "QSpinBox:disabled { border-color: #a0a0a0; } "
                   "QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off { border-bottom-color: #a0a0a0; } "
                   "QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off { border-top-color: #a0a0a0; } "
                   "QMenu { border: 1px solid white; padding: 3px; } QMenu::item { padding: 3px 24px 3px 26px; } "
                   "QMenu::item:selected { background: yellow; color: black; } "
                   "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; } "
                   # A dialog kept from before (the rules) keeps the icons it was made with.
                   "QDialogButtonBox QPushButton { icon-size: 0px; } "
                   # A checkable menu entry that is off showed nothing at all (playtest).
                   "QMenu::indicator:non-exclusive { width: 12px; height: 12px; border: 1px solid white; "
                   "background: black; } "
                   "QMenu::indicator:non-exclusive:checked { background: yellow; }")


def contrast_style() -> str:
    """CONTRAST_FRAMES, and a black tick on a ticked box's yellow: a plain yellow square read as
    neither on nor off (playtest)."""
    from .resources import resource_path

    tick = resource_path("icons/tick.svg")
    if not tick.is_file():
        return CONTRAST_FRAMES
    # Quoted: an install path with an accent, an apostrophe or a bracket made the whole sheet
    # unparsable, unquoted (review).
    quoted = tick.as_posix().replace("\\", "\\\\").replace('"', '\\"')
    return CONTRAST_FRAMES + ' QCheckBox::indicator:checked, QMenu::indicator:non-exclusive:checked ' \
        '{ image: url("%s"); }' % quoted


def tr(text: str) -> str:
    return QCoreApplication.translate("Access", text)


def announce_now(widget, text: str) -> None:
    """Tell assistive technology ``text`` now (Qt >= 6.8 has announcements; older Qt hears the
    description change). Not before the widget is shown: nothing could hear it, and QAccessible's
    types cost the first paint about 4 ms (benchmarks/startup_ratio.py)."""
    if not widget.isVisible():
        return
    from PySide6 import QtGui

    accessible = QtGui.QAccessible
    announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)  # Qt 6.8 and later
    if announcement is not None:
        # The announcement alone: a description change as well made Orca read the table's whole
        # summary after every move it had just announced (accessibility review).
        accessible.updateAccessibility(announcement(widget, text))
        return
    accessible.updateAccessibility(QtGui.QAccessibleEvent(widget, accessible.Event.DescriptionChanged))


# What an announcement is: the status line's prompt (what to do now), a move of the log, an
# outcome (the log's and the status line's words of who won the round or the match, which its
# banner says too), or any other news (a message, a banner, the cursor).
PROMPT, MOVE, OUTCOME, NEWS = "prompt", "move", "outcome", "news"
HEARD_KEPT = 100  # the last words said, kept for a look (``Access.heard``)


class RackWords(str):
    """Words of one seat's own rack (the cursor's slot and its card): said only if that seat
    still sees its rack when they are said. Queued as a hot-seat player's keys came in one
    burst (D then X), they were said after the hand-over had turned that rack away, under
    the next player's cover (hot-seat review)."""

    seat = -1

    @classmethod
    def of(cls, seat: int, text: str) -> RackWords:
        words = cls(text)
        words.seat = seat
        return words


def worth_saying(batch: list[tuple[str, str]], banner_up: bool = False) -> list[str]:
    """What a screen reader hears of the announcements one event made, in order. A click on a
    slot with the discard pile's card said the prompt it left ("Your turn: take ..."), the one
    between ("Put the 39 into a slot") and then the move; a round's start and end were said
    twice, by the log and the status line (keyboard review). So a prompt that a later prompt or
    move makes stale is dropped, and so are words that repeat the words just before them or
    that the next words begin with ("Your turn", then "Your turn: take ..."). Across events
    nothing is dropped: the cursor said again at the rack's end tells that the key was heard.
    With a banner up (``banner_up``), an outcome is left to it: the winner was heard three times,
    by the log, the status line and the banner (review). The log's points, with what each
    scored for, are still said: the banner gives bare numbers."""
    said: list[str] = []
    for i, (kind, text) in enumerate(batch):
        later = batch[i + 1:]
        if not text or (kind == PROMPT and any(k in (PROMPT, MOVE, OUTCOME) for k, _ in later)):
            continue
        if kind == OUTCOME and banner_up:
            continue
        following = next((t for _, t in later if t), None)
        if following is not None and following != text and following.startswith(text):
            continue
        if said and text == said[-1]:
            continue
        said.append(text)
    return said


def _cards_shown(scene, obs, slot: str, skip: int | None) -> list[str]:
    """Each seat's cards the table shows face up but ``skip``'s (the viewer's own, said apart),
    slot by slot, as the table shows them (``TableScene.face``): every rack, where the table turns
    them all (a round's end, a finished record), else the cards seen taken from the discard pile
    if View shows them. Worked out apart from the table, the summary left out the first seat's
    rack in a watched match and the last player's under a hot seat's cover (review)."""
    ctl = scene.ctl
    revealed = scene.racks_face_up()
    said = []
    for other in range(len(ctl.seats)):
        if other == skip:
            continue
        faces = (scene.face(other, i, obs, revealed) for i in range(len(obs.rack)))
        shown = [(k, value) for k, (value, up, _) in enumerate(faces, 1) if up and value is not None]
        if not shown:
            continue
        cards = ", ".join(slot.format(slot=slot_name(k), card=c) for k, c in shown)
        said.append(QCoreApplication.translate("Access", "{name}'s rack: {cards}").format(name=ctl.name(other), cards=cards)
                    if revealed is not None else
                    QCoreApplication.translate("Access", "Face up in {name}'s rack: {cards}").format(
                        name=ctl.name(other), cards=cards))
    return said


def _scores(ctl) -> list[str]:
    """The totals once a round has been played, as the score sheet shows them."""
    if not ctl.results:
        return []
    return [QCoreApplication.translate("Access", "Scores: {scores}").format(
        scores=sides_text(named_sides(ctl.seats, ctl.teams, ctl.team_totals)))]


def _piles(obs) -> list[str]:
    """The piles in words: the discard pile's top card, the draw pile's size."""
    parts = [QCoreApplication.translate("Access", "Discard pile: {card}").format(card=obs.discard_pile[-1])
             ] if obs.discard_pile else []
    parts.append(QCoreApplication.translate("Access", "Draw pile: 1 card") if obs.draw_count == 1 else
                 QCoreApplication.translate("Access", "Draw pile: {count} cards").format(count=obs.draw_count))
    return parts


def _your_rack(obs) -> str:
    # "slot 1 (5)", as the log and the keys name it: "slot 5" sent a blind player to key 5 (playtest).
    slot = QCoreApplication.translate("Access", "slot {slot}: {card}")
    rack = ", ".join(slot.format(slot=slot_name(k), card=card) for k, card in enumerate(obs.rack, 1))
    return QCoreApplication.translate("Access", "Your rack: {rack}").format(rack=rack)


def position_words(obs) -> str:
    """A seat's own rack and the piles in words, as the table's description gives them."""
    return ". ".join([_your_rack(obs), *_piles(obs)])


class Access(QObject):
    """What the window offers players who do not see, or see colours differently."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.ctl = window.ctl
        self.last_announcement = ""  # the last words given to announce (said, or found not worth it)
        self._batch: list[tuple[str, str]] = []  # this event's announcements, said once it is handled
        self._prompt_after_banner: str | None = None  # the end's prompt, said once its banner is
        self._end_said: tuple | None = None  # the end (``_end``) whose banner was said last
        self._outcome = ""  # the status line's words of the last round's or match's end
        self._shown = False  # the window shown once: what it said before is said then (``_say_what_stands``)
        self.heard: deque[str] = deque(maxlen=HEARD_KEPT)  # what assistive technology was told
        self.heard_total = 0  # lines ever told: what was said since a moment, once ``heard`` is full
        self._plain_palette = QGuiApplication.palette()
        window.view.setStyleSheet(FOCUS_STYLE)
        self._build_actions()
        c = self.ctl
        c.moved.connect(self._on_moved)
        c.position_shown.connect(self._on_position)
        c.turn_started.connect(self._on_turn)
        c.match_started.connect(self.describe)
        window.scene.settled.connect(self.describe)
        window.scene.hot_seat.changed.connect(self.describe)  # covered, or taken over: say which
        # What the status bar shows, heard too: the card just drawn, a hint, why a key did nothing
        # (only finished moves and turns were announced, playtest).
        window.prompt_changed.connect(self._on_prompt)
        window.status.messageChanged.connect(self.status_said)
        # Where the arrows put the cursor, and the card there: a blind player heard nothing as the
        # cursor walked the rack (playtest).
        window.scene.focus_moved.connect(self._on_focus)
        window.scene.cursor_shown.connect(self._on_cursor_shown)
        # The round's points and the totals are drawn on the table only: a blind player heard
        # "Rack-O! Ada wins round 1" and never the scores (playtest).
        window.scene.banner_shown.connect(self._on_banner)
        window.scene.banner_focus.connect(self.announce)  # the button Tab or an arrow moved to
        window.installEventFilter(self)
        show_focus_after_mnemonics(QApplication.instance())
        self.retranslate()
        self.apply()

    def _build_actions(self) -> None:
        w = self.window
        self.colourblind_action = QAction(w, checkable=True)
        self.colourblind_action.setObjectName("colourblindCards")
        self.colourblind_action.setChecked(bool(settings_mod.get(w.settings, COLOURBLIND_KEY)))
        self.contrast_action = QAction(w, checkable=True)
        self.contrast_action.setObjectName("highContrast")
        self.contrast_action.setChecked(bool(settings_mod.get(w.settings, CONTRAST_KEY)))
        # Motion has its own switch: only the Instant speed stilled the cards, and it hurried the
        # computers' turns past reading; the banners' pop had none (accessibility review).
        self.motion_action = QAction(w, checkable=True)
        self.motion_action.setObjectName("reduceMotion")
        self.motion_action.setChecked(bool(settings_mod.get(w.settings, MOTION_KEY)))
        first = w.language_menu.menuAction()
        w.view_menu.insertAction(first, self.colourblind_action)
        w.view_menu.insertAction(first, self.contrast_action)
        w.view_menu.insertAction(first, self.motion_action)
        self.colourblind_action.toggled.connect(lambda on: self._set(COLOURBLIND_KEY, on))
        self.contrast_action.toggled.connect(lambda on: self._set(CONTRAST_KEY, on))
        self.motion_action.toggled.connect(lambda on: self._set(MOTION_KEY, on))

    def _set(self, key: str, on: bool) -> None:
        settings_mod.put(self.window.settings, key, on)
        self.apply()

    def apply(self) -> None:
        """The looks chosen, on every card and on the felt."""
        contrast = self.contrast_action.isChecked()
        changed = contrast != theme.look.high_contrast
        theme.look.palette = theme.COLOURBLIND if self.colourblind_action.isChecked() else theme.STANDARD
        theme.look.high_contrast = contrast
        theme.look.still = self.motion_action.isChecked()
        if theme.look.still:
            self.window.scene.hold_still()
        theme.look.text_scale = theme.text_scale_for(QGuiApplication.font().pointSizeF())
        if changed and isinstance(QApplication.instance(), QApplication):
            QApplication.setPalette(theme.high_contrast_palette() if contrast else self._plain_palette)
            QApplication.instance().setStyleSheet(contrast_style() if contrast else "")
        scene = self.window.scene
        for item in scene.items():
            item.update()
        self.window.view.resetCachedContent()
        self.window.view.viewport().update()

    def retranslate(self) -> None:
        self.colourblind_action.setText(QCoreApplication.translate("Access", "&Colour-blind-safe cards"))
        self.contrast_action.setText(QCoreApplication.translate("Access", "&High contrast"))
        self.motion_action.setText(QCoreApplication.translate("Access", "&Reduce motion"))
        w = self.window
        w.view.setAccessibleName(QCoreApplication.translate("Access", "Card table"))
        w.log.setAccessibleName(QCoreApplication.translate("Access", "Moves"))
        w.scorekeeper.setAccessibleName(QCoreApplication.translate("Access", "Scores"))
        self.describe()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Show and not self._shown:
            self._shown = True
            QTimer.singleShot(0, self, self._say_what_stands)
        elif obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif obj is self.window and event.type() == QEvent.Type.ApplicationFontChange:
            self.apply()
        return False

    # -- what a screen reader hears -----------------------------------------------------

    def summary(self) -> str:
        """The table in words: the viewer's rack, the piles, whose turn it is."""
        ctl = self.ctl
        scene = self.window.scene
        seat = scene.viewer
        # Nobody in front yet (a hot seat's first cover): the public table only. It said "No match
        # on the table" there (playtest).
        obs = ctl.observation(seat if seat is not None else scene.bottom) if ctl.has_match else None
        if obs is None:
            return QCoreApplication.translate("Access", "No match on the table")
        hot_seat = scene.hot_seat
        # "slot 1 (5)", as the log and the keys name it: "slot 5" sent a blind player to key 5 (playtest).
        slot = QCoreApplication.translate("Access", "slot {slot}: {card}")
        if hot_seat.face_down or seat is None:  # every rack hidden (between two humans' turns): in words too
            # What the table still shows: the face-up cards, the scores, whose turn. Only the piles
            # were said, through a computer's whole turn (keyboard and screen-reader review).
            parts = _piles(obs) + _cards_shown(scene, obs, slot, None) + _scores(ctl)
            mover = hot_seat.handing_to if hot_seat.handing_to is not None else ctl.shown_to_move
            if mover is not None and not obs.over and not ctl.viewing:
                parts.append(QCoreApplication.translate("Access", "{name}'s turn").format(name=ctl.name(mover)))
            return ". ".join(parts) + "."
        if obs.over and len(ctl.human_seats) > 1:
            # Every rack face up, and more than one person looks: each is named. "Your rack" was the
            # last mover's, said to all three (hot-seat review).
            return ". ".join(_cards_shown(scene, obs, slot, None) + _piles(obs) + _scores(ctl)) + "."
        parts = [_your_rack(obs)]
        partner = next((s for team in ctl.teams if seat in team for s in team if s != seat), None)
        if partner is not None:  # the table shows partners by colour; here in words
            parts.append(QCoreApplication.translate("Access", "Your partner: {name}").format(name=ctl.name(partner)))
        parts += _piles(obs)
        if obs.hand is not None:
            parts.append(QCoreApplication.translate("Access", "You hold the {card}").format(card=obs.hand))
        # What the table shows of the others, and the scores: a blind player never heard of the
        # 18 face up in Ada's slot 3, there for every sighted one to see (playtest).
        parts += _cards_shown(scene, obs, slot, seat) + _scores(ctl)
        mover = ctl.shown_to_move
        if mover is not None and not obs.over and not ctl.viewing:  # a record: nobody plays
            if mover != seat:
                parts.append(QCoreApplication.translate("Access", "{name}'s turn").format(name=ctl.name(mover)))
            elif ctl.state == HUMAN:
                # Not while the deal or the last player's card still lands, when D answers "wait
                # until the card lands": the turn is told once the player may take a card.
                parts.append(QCoreApplication.translate("Access", "Your turn"))
        return ". ".join(parts) + "."

    def _say_what_stands(self) -> None:
        """At the window's first show, what it was told before anything could hear it: a match
        started from the command line is dealt before the window shows, and "Round 1, dealt by
        you" was never said (keyboard and screen-reader review). Not a record on view: its
        banner or its steps speak for it."""
        if not self.ctl.has_match or self.ctl.viewing:
            return
        self.status_said(self.window.status.currentMessage())
        self._on_prompt(self.window.prompt_label.text())

    def say_prompt(self) -> None:
        """What the player may do now, said again (the prompt line's words), as after something
        that lay over the table has gone."""
        self._on_prompt(self.window.prompt_label.text())

    def say_summary(self) -> None:
        """The table in words, said now, as a key asked (F7)."""
        self.announce(self.summary())

    def describe(self) -> None:
        self.window.view.setAccessibleDescription(self.summary())

    def announce(self, text: str) -> None:
        """Say ``text`` once the event at hand is handled, with the others it made (``worth_saying``)."""
        self._queue(text, NEWS)

    def _queue(self, text: str, kind: str) -> None:
        self.last_announcement = text
        self.describe()
        if not self.window.view.isVisible():
            return  # nothing could hear it (``announce_now``)
        if not self._batch:
            QTimer.singleShot(0, self, self._say)
        self._batch.append((kind, text))

    def _say(self) -> None:
        batch, self._batch = self._batch, []
        if not self.window.view.isVisible():  # hidden (closed) since: nothing could hear it
            return
        scene = self.window.scene
        batch = [(kind, text) for kind, text in batch if not isinstance(text, RackWords)
                 or (text.seat == scene.viewer and not scene.hot_seat.covered)]
        # Not when the window closes at the match's end (--quit-at-end): its banner is never said.
        banner_up = self.window.scene.banner.isVisible() and not self.window.quit_at_end
        for text in worth_saying(batch, banner_up=banner_up):
            announce_now(self.window.view, text)
            self.heard.append(text)
            self.heard_total += 1

    def outcome_shown(self, line: str) -> None:
        """The status line is about to show ``line``, a round's or a match's outcome."""
        self._outcome = line

    def _on_moved(self, line: str) -> None:
        ctl = self.ctl
        ended = ctl.state == ROUND_OVER and line == ctl.round_end_line(len(ctl.results))
        self._queue(line, OUTCOME if ended else MOVE)

    def _on_position(self, _index: int, _count: int) -> None:
        """A step through a record: where it stands and the move just shown (a blind player
        stepping heard nothing, review), with every line of the log it wrote: the log's last
        line alone left the move unsaid before a rebuild, and the move and its Rack-O at a
        round's end (record viewer review). Before a round's first turn, the deal; at a record's
        end with a card taken, that card, as far as the seat shown may know it."""
        obs = self.window.scene.seen()
        if obs is not None and obs.phase == "place" and not obs.over:  # it stops with a card taken
            held = describe_held(self.ctl.name(obs.to_move), obs)
            self.announce(". ".join(part for part in (self.window.replay_bar.where, held) if part))
            return
        log = self.window.log
        wanted = max(1, self.ctl.last_turn_line_count())
        lines: list[str] = []  # as the log shows them, with the coach's grade of a move
        for k in range(log.count() - 1, -1, -1):
            if len(lines) == wanted:
                break
            if log.item(k).text():  # not a separator between rounds
                lines.insert(0, log.item(k).text())
        self.announce(". ".join(part for part in (self.window.replay_bar.where, *lines) if part))

    def status_said(self, line: str) -> None:
        """The status line shows ``line`` (again, perhaps): heard, unless it is an outcome the
        banner says."""
        if line:
            self._queue(line, OUTCOME if line == self._outcome else NEWS)

    def _on_prompt(self, line: str) -> None:
        self._prompt_after_banner = None
        # "Ada is playing" says what the turn's announcement ("Ada's turn") said already. The
        # match's end is said, though its last card may still be landing.
        if not line or (self.ctl.state == COMPUTER and not self.ctl.over):
            return
        if self._end_banner_due() or (self._end() is not None and self.window.scene.banner_words_due):
            # What to do after the round's (or the match's) end comes after who won: "Round 1 is
            # over: Next round (N) ..." was heard before the banner that names the winner
            # (keyboard and screen-reader review), and so it was where a language switch showed
            # the banner again in its new words (language review).
            self._prompt_after_banner = line
            return
        self._queue(line, PROMPT)

    def _end(self) -> tuple | None:
        """Which round's or match's end is on the table, if one is (not in a record)."""
        ctl = self.ctl
        if ctl.viewing or not (ctl.state == ROUND_OVER or ctl.over):
            return None
        return ctl.match_serial, ctl.round_number, ctl.over

    def _end_banner_due(self) -> bool:
        """A round or a match has just ended at a human's table, its banner not said yet (once
        said, a banner closed to look at the table holds back nothing)."""
        end = self._end()
        return end is not None and end != self._end_said and bool(self.ctl.human_seats)

    def _on_banner(self, words: str) -> None:
        self.announce(words)
        self._end_said = self._end()
        held, self._prompt_after_banner = self._prompt_after_banner, None
        if held is not None and held == self.window.prompt_label.text():
            self._queue(held, PROMPT)

    def _on_focus(self, slot: int) -> None:
        self._say_slot(slot, QCoreApplication.translate("Access", "slot {slot}: {card}"))

    def _on_cursor_shown(self, slot: int) -> None:
        """The cursor a card taken by key showed, where Enter would put the card."""
        self._say_slot(slot, QCoreApplication.translate("Access", "the cursor is on slot {slot}: {card}"))

    def _say_slot(self, slot: int, words: str) -> None:
        """``words`` of the cursor's ``slot`` and the card there: of the viewer's own rack only,
        and nothing under a hot seat's cover."""
        scene = self.window.scene
        seat = scene.viewer
        if seat is None or not self.ctl.has_match or scene.hot_seat.covered:
            return
        card = self.ctl.observation(seat).rack[slot - 1]
        self.announce(RackWords.of(seat, words.format(slot=slot_name(slot), card=card)))

    def _on_turn(self, seat: int) -> None:
        ctl = self.ctl
        if self.window.scene.hot_seat.handing_to == seat:
            # The hand-over's cover says it, with what to do: "Player 2's turn" was heard twice
            # when the two came apart (a command-line start at Instant, diff review).
            return
        human = ctl.is_human(seat) and len(ctl.human_seats) == 1
        self.announce(QCoreApplication.translate("Access", "Your turn") if human else QCoreApplication.translate("Access", "{name}'s turn").format(name=ctl.name(seat)))


def _show_focus_after_mnemonic(old, new) -> None:
    """Alt and a button's letter moved the keys to ``new``: mark its window as keyboard-driven,
    so the style draws the focus ring there. Qt marks it for Tab and a label's buddy, but a
    button's mnemonic focuses it unmarked: Alt+B in New Game ticked a box that showed no sign of
    having the keys, and Space then ticked it back unseen (keyboard playtest). Not for Alt held
    through a click, or while another window comes to the front (Alt+Tab, Alt+F4): the keys
    stay inside one window (review)."""
    if (isinstance(new, QAbstractButton) and old is not None and old.window() is new.window()
            and QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.AltModifier
            and QGuiApplication.mouseButtons() == Qt.MouseButton.NoButton):
        new.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        new.update()


def show_focus_after_mnemonics(app) -> None:
    """Once an application (each window calls it)."""
    if isinstance(app, QApplication) and not app.property("rackoFocusAfterMnemonics"):
        app.setProperty("rackoFocusAfterMnemonics", True)
        app.focusChanged.connect(_show_focus_after_mnemonic)


def install_access(window) -> Access:
    window.access = Access(window)
    return window.access
