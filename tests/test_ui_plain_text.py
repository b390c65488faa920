"""Issue 11, item 2: every text from a player or a file is shown as plain text.

Qt reads a text that starts with a tag as rich text and loads whatever an
``<img>`` names, so a seat called ``<img src=/dev/zero>`` once made the app read
that file without end. These tests use harmless tags (and a real picture) to see
what Qt would show.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from rackoapp.engine import RoundResult, Rules, SeatInfo
from rackoapp.ui.panels.scorekeeper import ScorekeeperPanel

from ui_helpers import make_window

NAME = "<b>Zed</b> & <i>Bo</i>"


def shown(text: str, fmt=Qt.TextFormat.AutoText) -> str:
    """The words Qt shows for ``text`` in a label (or tooltip) of format ``fmt``."""
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    doc = QTextDocument()
    if rich:
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    return doc.toPlainText()


def labels_and_tips(root: QWidget):
    """(what Qt shows, raw text) for every label and tooltip under ``root`` that holds "Zed"."""
    for w in [root, *root.findChildren(QWidget)]:
        if isinstance(w, QLabel) and "Zed" in w.text():
            yield shown(w.text(), w.textFormat()), w.text()
        if "Zed" in w.toolTip():
            yield shown(w.toolTip()), w.toolTip()


def model_tips(model):
    h, v = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    tip = Qt.ItemDataRole.ToolTipRole
    for c in range(model.columnCount()):
        yield model.headerData(c, h, tip)
        for r in range(model.rowCount()):
            yield model.data(model.index(r, c), tip)
    for r in range(model.rowCount()):
        yield model.headerData(r, v, tip)


def test_scorekeeper_shows_names_as_written(qtbot):
    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset([NAME, "Cy"], Rules())
    result = RoundResult(dealer=0, rackout=0, scores=(75, 20), turns=12,
                         racks=(tuple(range(1, 11)), tuple(range(11, 21))))
    panel.set_results([result], (75, 20), 0)
    found = list(labels_and_tips(panel))
    assert len(found) >= 2  # the bar's label and its tooltip at least
    for words, raw in found:
        assert NAME in words, raw
    tips = [t for t in model_tips(panel.model) if t and "Zed" in t]
    assert len(tips) >= 3  # column header, cell, round header
    for t in tips:
        assert NAME in shown(t), t


def test_a_picture_named_by_a_seat_is_never_loaded(qtbot, tmp_path):
    picture = tmp_path / "big.png"
    image = QImage(400, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(picture))
    name = f"<img src={picture}>"
    panel = ScorekeeperPanel()
    qtbot.addWidget(panel)
    panel.reset([name, "Cy"], Rules())
    label = panel.bar_labels[0]
    assert label.text() == name
    assert label.sizeHint().height() < 100  # as rich text it is the picture's 400 pixels


def test_resume_dialog_and_window_show_names_as_written(qtbot, tmp_path):
    from rackoapp.engine import Match
    import random

    win = make_window(qtbot, tmp_path)
    seats = (SeatInfo(NAME, False), SeatInfo("Cy", True, "easy"))
    match = Match(Rules(), seats, random.Random(1))
    box = win.resume_dialog(match)
    assert NAME in shown(box.informativeText(), box.textFormat())
    for label in box.findChildren(QLabel):  # the informative words' label too
        assert label.textFormat() == Qt.TextFormat.PlainText or not label.text()
    win.start(Rules(), seats, seed=3)
    found = list(labels_and_tips(win))
    assert found
    for words, raw in found:
        assert NAME in words, raw


def test_new_game_refusal_shows_names_as_written(qtbot, tmp_path):
    from rackoapp.ui.dialogs.new_game import NewGameDialog
    from rackoapp.ui.settings import make_settings

    dialog = NewGameDialog(make_settings(str(tmp_path / "s.ini")))
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText(NAME)
    dialog.name_edits[1].setText(NAME)  # the same name twice: the dialog says so, quoting it
    assert "Zed" in dialog.reason.text()
    assert NAME in shown(dialog.reason.text(), dialog.reason.textFormat())
    assert NAME in shown(dialog.ok_button.toolTip())
