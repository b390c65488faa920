"""``TableView``: the whole table scaled to fit the window, redrawn when the colours change."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsView, QWidget

from .scene import TableScene

# The cards, racks and piles keep their pictures in Qt's pixmap cache, at the screen's own
# resolution; together they cover the table about one and a half times over. This many tables'
# worth fits in the cache: with Qt's 10 MB, a table of 2000 x 1500 pixels (2x scaling) threw
# pictures out while drawing others, and every frame of a card's flight drew every card again:
# about 50 ms against 8 at 1280x800, 61 against 16 at 1920x1080 (benchmarks/paint_time.py).
CACHED_TABLES = 3


class TableView(QGraphicsView):
    """Shows the whole table scaled to fit the window."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 220)
        self.setMouseTracking(True)
        hints = QGuiApplication.styleHints()
        try:
            hints.colorSchemeChanged.connect(self._scheme_changed)
        except AttributeError:
            pass

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._scheme_changed()

    def _scheme_changed(self, *args) -> None:
        self.resetCachedContent()
        self.viewport().update()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt's names
        # Tab chooses among the round banner's buttons; it did nothing visible (keyboard playtest).
        if self.scene().input.step_banner(1 if next else -1):
            return True
        return super().focusNextPrevChild(next)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._room_for_pictures()
        scene = self.scene()
        if scene is not None:  # a table closed mid-deal is gone before its view
            scene.banner.set_view_scale(self.transform().m11())

    def _room_for_pictures(self) -> None:
        """Qt's pixmap cache holds ``CACHED_TABLES`` tables at this size (never less than it had)."""
        ratio = self.viewport().devicePixelRatioF()
        table_kb = self.viewport().width() * self.viewport().height() * ratio * ratio * 4 / 1024
        wanted = int(CACHED_TABLES * table_kb)
        if wanted > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(wanted)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
