"""``TableView``: the whole table scaled to fit the window, redrawn when the colours change."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from .scene import TableScene


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
        scene = self.scene()
        if scene is not None:  # a table closed mid-deal is gone before its view
            scene.banner.set_view_scale(self.transform().m11())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
