"""``SideFold``: how much of the window the side panel (the score sheet and the move log) takes.

Its share of the window, up to a point; folded away by itself while the table would be too
narrow beside it, back once there is room; shown or hidden by the player (View > Side panel,
F9) or dragged by the splitter's handle, and then left where the player put it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QSplitter, QToolButton

from rackoapp.ui import settings as settings_mod

from .side_area import SideArea

SIDE_WIDTH = 300  # the side panel's width in a 1280-pixel window: its share of the window,
SIDE_SHARE = 0.235  # between the least its contents need
SIDE_MOST = 440  # and this
# Narrower than this beside the side panel, the table's names and pile labels came out about five
# pixels tall (three playtests, 640x480 and 800x560 windows, QT_SCALE_FACTOR=2): the panel folds
# away by itself, and comes back once the window is wide enough.
TABLE_LEAST = 600


class SideFold(QObject):
    """The splitter's second part, the side panel: shared out, folded and shown.

    ``action`` is View > Side panel, its tick the panel's state; ``button`` a way back to the
    panel while it is away; ``guide_showing`` says whether the first-round guide lies over it."""

    def __init__(self, splitter: QSplitter, side_area: SideArea, action: QAction, button: QToolButton,
                 settings: QSettings, guide_showing: Callable[[], bool]) -> None:
        super().__init__(splitter)
        self.splitter, self.side_area, self.action, self.button = splitter, side_area, action, button
        self.settings = settings
        self.guide_showing = guide_showing
        self.dragged = False  # once the player has placed the divider, it stays there
        self.folded = False  # folded away for a narrow window, not by the player
        self.kept = False  # shown by the player (F9): it never folds away by itself
        splitter.setSizes([960, SIDE_WIDTH])
        splitter.splitterMoved.connect(self._placed)
        side_area.least_changed.connect(self._least_changed)
        action.toggled.connect(self.show)
        # Shown only while unticked. Triggered, as F9 is, so it is said too (review).
        button.clicked.connect(lambda: action.isChecked() or action.trigger())

    def share(self) -> None:
        """The side panel's share of the window, up to a point: it kept 300 pixels on a 1920-pixel
        screen, its score sheet's cells too narrow for their totals (playtest). In a narrow
        window it folds away (``TABLE_LEAST``)."""
        if self.dragged:
            if not self._keep_table():  # no room for the panel as placed: shared out as if never placed
                self.dragged = False
                self.share()
            return
        total = sum(self.splitter.sizes())
        # A small or scaled window gives it no more than it needs (at QT_SCALE_FACTOR=2 it took
        # half of a 640-pixel window).
        side = self._share(total)
        if self._fold(total, side):
            return
        if total > side and self.splitter.sizes()[1] not in (0, side):
            self.splitter.setSizes([total - side, side])

    def show(self, on: bool) -> None:
        """View > Side panel (F9): the score sheet and the move log beside the table, or the whole
        window for the table. Dragged shut, the panel came back only by its handle."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        self.folded = False
        # Shown by the player, it stays, however narrow the window gets (a guide, full screen and
        # back, or a narrower window folded it again, review); hidden, it stays hidden.
        self.kept = on
        if on and sizes[1] == 0:
            side = self._share(total)
            self.splitter.setSizes([max(0, total - side), side])
        elif not on and sizes[1] > 0:
            self.splitter.setSizes([total, 0])
        self.button.setVisible(not on)
        settings_mod.put(self.settings, "view/side_panel", on)

    def _fold(self, total: int, side: int) -> bool:
        """Fold the panel away while the table would be too narrow beside it, and unfold it when
        the window has room again. The tick in View follows; the player's setting stays."""
        # The first-round guide lies over the panel where the table has no free room: folded,
        # it lay over the piles it was about (QT_SCALE_FACTOR=2).
        narrow = total - side < TABLE_LEAST and not self.guide_showing()
        shown = self.splitter.sizes()[1] > 0
        if narrow and shown and not self.kept:
            self.folded = True
            self.splitter.setSizes([total, 0])
            self._tick(False)
            return True
        if not narrow and self.folded:
            self.folded = False
            self.splitter.setSizes([total - side, side])
            self._tick(True)
            return True
        return False

    def _least_changed(self) -> None:
        # Four names or a longer language widen the panel after the window's resize has been
        # shared out: a 4-seat table at 800 pixels stayed beside it. Shared out again at once:
        # the panel kept its old width, under its new least, until the round's end laid it out
        # again, and the table jumped by 7 pixels there (a test, flaky by when the least grew).
        if not self.dragged:
            self.share()

    def _tick(self, on: bool) -> None:
        self.action.blockSignals(True)  # not the player's choice: nothing to save
        self.action.setChecked(on)
        self.action.blockSignals(False)
        self.button.setVisible(not on)

    def _share(self, total: int) -> int:
        least = self.side_area.minimumSizeHint().width()
        return max(least, min(SIDE_MOST, round(total * SIDE_SHARE)))

    def _placed(self, *_) -> None:
        if self.folded and self.splitter.sizes()[1] == 0:
            # The folded panel's handle, nudged on the way to the window's edge: nothing was
            # opened, and it is no choice to keep (it saved "no side panel", review).
            return
        self.dragged = True
        self.folded = False
        self._keep_table()
        self._tick(self.splitter.sizes()[1] > 0)
        settings_mod.put(self.settings, "view/side_panel", self.action.isChecked())

    def _keep_table(self) -> bool:
        """The panel, placed by the player, leaves the table ``TABLE_LEAST`` pixels, or half of
        a narrower window: dragged to the left, or kept wide as the window shrank, it squeezed
        the table to 318 pixels, its names unreadable, while the score sheet spread out (mouse
        playtest). Dragged shut, it is shut. False where the panel's least leaves no such room."""
        sizes = self.splitter.sizes()
        total = sum(sizes)
        least = min(TABLE_LEAST, total // 2)
        if sizes[1] == 0 or sizes[0] >= least:
            return True
        if total - least < self.side_area.minimumSizeHint().width():
            return False
        self.splitter.setSizes([least, total - least])
        return True
