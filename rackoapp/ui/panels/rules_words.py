"""The match's rules in one short line, for the score sheet's head.

Once a match had started, nothing on the table said which options it was played with: a
round ended "by surprise" when the draw pile ran out under a rebuild limit of 0 (playtest).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rackoapp.engine import Rules


def rules_line(rules: Rules) -> str:
    """E.g. "Run of three needed · Run bonuses · Discards shuffled, at most 5 times a round"."""
    parts = []
    if rules.seats == 2:
        parts.append(QCoreApplication.translate("ScorekeeperPanel", "Run of three needed") if rules.run_required
                     else QCoreApplication.translate("ScorekeeperPanel", "No run needed"))
    if rules.run_bonus_applies:
        parts.append(QCoreApplication.translate("ScorekeeperPanel", "Run bonuses"))
    parts.append(_rebuild(rules))
    return " \u00b7 ".join(parts)


def _rebuild(rules: Rules) -> str:
    """What an empty draw pile brings."""
    count = rules.max_rebuilds
    if count == 0:
        return QCoreApplication.translate("ScorekeeperPanel", "No new draw pile once it runs out")
    # "at most 1 times a round" (rules playtest): once is said as once.
    if rules.rebuild == "classic":
        if count is None:
            return QCoreApplication.translate("ScorekeeperPanel", "Discards turned over, no limit")
        if count == 1:
            return QCoreApplication.translate("ScorekeeperPanel", "Discards turned over, at most once a round")
        return QCoreApplication.translate("ScorekeeperPanel", "Discards turned over, at most {count} times a round"
                                          ).format(count=count)
    if count is None:
        return QCoreApplication.translate("ScorekeeperPanel", "Discards shuffled, no limit")
    if count == 1:
        return QCoreApplication.translate("ScorekeeperPanel", "Discards shuffled, at most once a round")
    return QCoreApplication.translate("ScorekeeperPanel", "Discards shuffled, at most {count} times a round"
                                      ).format(count=count)
