"""What the window lets go of is freed: a long session must not grow without end.

A Qt object that Python holds a wrapper of can be asked whether it still lives
(``shiboken6.isValid``): an object taken out and left to no one stays valid
for ever, which is the leak these tests catch (a soak of 889 matches grew from
104 to 252 MB before these were freed).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QTranslator

from rackoapp.engine import Rules
from rackoapp.ui import i18n
from rackoapp.ui.panels.move_log import MAX_LOG, MoveLog
from rackoapp.ui.panels.scorekeeper import ScorekeeperPanel


def test_cleared_log_lines_are_freed(qtbot):
    log = MoveLog()
    qtbot.addWidget(log)
    log.add_first("a match given up")
    log.add_lines(["Ada drew 12", "You took 7"])
    log.add_separator()
    held = [log.item(row) for row in range(log.count())]
    log.clear()
    assert log.count() == 0
    assert not any(shiboken6.isValid(item) for item in held)


def test_lines_the_log_gives_way_with_are_freed(qtbot):
    log = MoveLog()
    qtbot.addWidget(log)
    log.add_lines([f"move {k}" for k in range(MAX_LOG)])
    oldest = log.item(0)
    log.add_lines(["one more"])
    assert log.count() == MAX_LOG and log.item(0).text() == "move 1"
    assert not shiboken6.isValid(oldest)
    oldest = log.item(0)
    log.add_separator()
    assert log.count() == MAX_LOG and log.item(0).text() == "move 2"
    assert not shiboken6.isValid(oldest)


def test_a_line_freed_under_a_holder_is_known_gone(qtbot):
    # A wrapper held over a clear must say its item is gone, not point at whatever Qt makes
    # next at that address (see MoveLog._drop).
    log = MoveLog()
    qtbot.addWidget(log)
    log.add("You took 7")
    held = log.item(0)
    log.clear()
    log.add("Ada drew 12")
    try:
        held.text()
    except RuntimeError:
        pass
    else:
        raise AssertionError("a freed line still answered")


def test_score_bars_layout_items_are_freed(qtbot):
    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset(["You", "Ada", "Bram"], Rules(seats=3))
    held = [panel.bars_layout.itemAt(k) for k in range(panel.bars_layout.count())]
    assert held
    panel.reset(["You", "Ada"], Rules(seats=2))
    assert not any(shiboken6.isValid(item) for item in held)


def test_language_switches_free_their_translators(qapp):
    made, freed = [], []
    real = i18n.QTranslator

    def counted():
        translator = real()
        made.append(1)
        translator.destroyed.connect(lambda *_: freed.append(1))
        return translator

    i18n.QTranslator = counted
    try:
        for language in ("nl", "en", "nl", "en", "nl"):
            i18n.install_translator(qapp, language)
        # Only the two Dutch ones in effect live on (the app's and, where Qt has it, Qt's own).
        assert len(made) - len(freed) == len(i18n._installed) <= 2
        assert qapp.findChildren(QTranslator) == []
    finally:
        i18n.QTranslator = real
        i18n.remove_translators(qapp)
