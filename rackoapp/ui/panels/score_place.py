"""``ScorekeeperPlace``: the scorekeeper's place in the window, filled once the table shows.

The score sheet (its table, bars and chart, and the Qt classes they need) is
not needed to paint the dealt table, so the window builds it right after its
first paint (``build``). Until then the place keeps the names and results it
is told, and shows them as soon as the panel is there. Anything asked of the
panel (``model``, ``target_label``, ...) builds it at once, so no caller ever
sees a half-made scorekeeper.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QVBoxLayout, QWidget

from rackoapp.engine import RoundResult, Rules


class ScorekeeperPlace(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._panel = None
        self._names: Sequence[str] | None = None
        self._rules: Rules | None = None
        self._results: tuple | None = None  # (results, totals, winner) told before the panel was built
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._panel is not None

    @property
    def panel(self):
        """The scorekeeper panel, built now if it was not yet, showing what it was told."""
        if self._panel is None:
            from .scorekeeper import ScorekeeperPanel

            panel = ScorekeeperPanel(self)
            if self._names is not None:
                panel.reset(self._names, self._rules)
            if self._results is not None:
                panel.set_results(*self._results)
            self._panel = panel
            self.layout().addWidget(panel)
            panel.show()  # at once: a widget added to a window on screen would only show later
        return self._panel

    def build(self) -> None:
        self.panel  # noqa: B018 - building is the point

    def reset(self, names: Sequence[str], rules: Rules) -> None:
        if self._panel is None:
            self._names, self._rules, self._results = list(names), rules, None
        else:
            self._panel.reset(names, rules)

    def set_results(self, results: Sequence[RoundResult], totals: Sequence[int], winner: int | None) -> None:
        if self._panel is None:
            self._results = (list(results), list(totals), winner)
        else:
            self._panel.set_results(results, totals, winner)

    def retranslate(self) -> None:
        if self._panel is not None:  # a panel built later is built in the language then in effect
            self._panel.retranslate()

    def __getattr__(self, name: str):
        # Only reached for names the place itself lacks: the panel's parts (model, chart, ...).
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.panel, name)
