"""The table's words: who plays each rack, and the banner's at the end of a round,
the end of the match and the hot-seat hand-over.

The banner functions return (title, lines, button labels) in the language in
effect, from the controller's answers; the scene only shows them and wires the
buttons.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from rackoapp.controller import GameController, graphemes
from rackoapp.controller.engine_text import Count
from rackoapp.controller.texts import TEAM_JOIN, isolated
from rackoapp.engine import TURN_CAP, RoundResult, SeatInfo, goes_rackout, is_rising, run_bonuses
from rackoapp.engine.rack import longest_run
from rackoapp.ui.dialogs.seat_words import level_name

Words = tuple[str, list[str], list[str]]


def seat_detail(info: SeatInfo) -> str:
    """Who plays a rack, as its name plate says: human, or the computer's level in the dialogs'
    words, in the plate's small type's lower case ("beginner" where a dialog says "Ada (Beginner)";
    the plate's own list said "baseline")."""
    if not info.is_computer:
        return QCoreApplication.translate("TableScene", "human")
    if info.level is None:
        return QCoreApplication.translate("TableScene", "computer")
    return level_name(info.level).lower()


def partners(ctl: GameController) -> bool:
    """The match is played in teams (partners)."""
    return any(len(team) > 1 for team in ctl.teams)


def team_names(ctl: GameController, team: int) -> str:
    return TEAM_JOIN.join(isolated(ctl.name(seat)) for seat in ctl.teams[team])


SHORT_NAME = 16  # letters of a name on the round's banner


def _short(name: str, cut: bool = True) -> str:
    """A long name cut at its end on the round's banner: four names of 64 letters shrank its
    lines of points and totals to 6 pixels (names review). The log and the status line keep
    them whole, and so do the banner's words for a screen reader (``cut`` False): "Grandpa
    Johnson… & Grandpa Johnson…" told two partners apart to nobody (partners review)."""
    if not cut or len(name) <= SHORT_NAME:
        return name
    return graphemes.head(name, SHORT_NAME - 1).rstrip() + "\u2026"


def _cut_name(ctl: GameController, seat: int, cut: bool = True) -> str:
    """``seat``'s name cut for the banner (``_short``), but where that reads as another seat's
    cut name: then with its end kept ("Grandpa J…Senior", "Grandpa J…Junior"), which "Grandpa
    Johnson…" twice did not tell apart (partners review)."""
    name = ctl.name(seat)
    short = _short(name, cut)
    alike = [other for other in (ctl.name(s) for s in range(ctl.rules.seats) if s != seat)
             if other != name and _short(other) == short]
    if short == name or not alike:
        return short
    # Cut between whole characters only (graphemes): an emoji family, a flag, an accent.
    last = name.rsplit(" ", 1)[-1] if " " in name.strip() else ""
    end = last if 0 < len(last) <= SHORT_NAME // 2 else graphemes.tail(name, SHORT_NAME // 2 - 2)
    if all(not other.endswith(end) for other in alike):
        return graphemes.head(name, max(1, SHORT_NAME - 1 - len(end))).rstrip() + "\u2026" + end
    # Alike at both ends ("Anna Maria Louise Smith", "… Louisa Smith"): where they part.
    apart = max(len(os.path.commonprefix([name, other])) for other in alike)
    head = graphemes.head(name, 4).rstrip()
    room = max(1, SHORT_NAME - len(head) - 2)  # a first character of many code points leaves none
    middle = graphemes.head(name[graphemes.whole_from(name, max(len(head), apart - 3)):], room)
    return head + "\u2026" + middle + ("\u2026" if not name.endswith(middle) else "")


def _banner_name(ctl: GameController, seat: int, cut: bool = True) -> str:
    """``seat``'s name as the round's banner writes it: cut, and kept apart from its numbers."""
    return isolated(_cut_name(ctl, seat, cut))


def _banner_team(ctl: GameController, team: int, cut: bool = True) -> str:
    """A side's names as the banner writes them ("Alexandra Fitzg… & Bram")."""
    return TEAM_JOIN.join(_banner_name(ctl, seat, cut) for seat in ctl.teams[team])


def match_won(ctl: GameController, winner: int) -> str:
    """Who won the match, ``winner`` a side of ``ctl.teams``, as the status line and the record
    bar say it: plural for a team (Dutch said "Ada & Cleo heeft gewonnen", playtest), second
    person for the human in front."""
    team = ctl.teams[winner]
    if len(team) > 1:
        return QCoreApplication.translate("MainWindow", "{names} won the match").format(names=team_names(ctl, winner))
    if ctl.addressed(team[0]):
        return QCoreApplication.translate("MainWindow", "You won the match")
    return QCoreApplication.translate("MainWindow", "{name} won the match").format(name=ctl.name(team[0]))


def team_of(ctl: GameController, seat: int) -> int:
    """The side ``seat`` plays for (an index into ``ctl.teams``)."""
    return next(k for k, team in enumerate(ctl.teams) if seat in team)


def partner_of(ctl: GameController, seat: int) -> int | None:
    """``seat``'s partner, if the match is played in teams."""
    team = ctl.teams[team_of(ctl, seat)] if ctl.teams else ()
    return next((s for s in team if s != seat), None)


def seat_badge(ctl: GameController, seat: int, front: int | None) -> str:
    """The badge on ``seat``'s name plate with ``front`` in front: "partner" on the partner of
    the player in front (None: nobody, as behind a hot seat's cover)."""
    if front is not None and ctl.is_human(front) and partner_of(ctl, front) == seat:
        return QCoreApplication.translate("TableScene", "partner")
    return ""


def seat_tip(ctl: GameController, seat: int, front: int | None) -> str:
    """A rack's tooltip with partners: its team in words (the plates say it in colour)."""
    if not partners(ctl):
        return ""
    if seat_badge(ctl, seat, front):
        text = QCoreApplication.translate("TableScene", "{name}: your partner (team {team})")
    else:
        text = QCoreApplication.translate("TableScene", "{name}: team {team}")
    return text.format(name=isolated(ctl.name(seat)), team=team_names(ctl, team_of(ctl, seat)))  # tip() leads it


def _total(name: str, total: int) -> str:
    """One side's total: "Player 1 (5)". As "Player 1 5" beside "Player 2 75" it read as
    Player 15 (the hot seat's default names, playtest)."""
    return QCoreApplication.translate("TableScene", "{name} ({total})").format(name=isolated(name), total=total)


def _totals(ctl: GameController, cut: bool = True) -> str:
    """The totals line: one per team with partners, else one per seat."""
    if partners(ctl):
        teams = "   ".join(_total(_banner_team(ctl, k, cut), t) for k, t in enumerate(ctl.team_totals))
        return QCoreApplication.translate("TableScene", "Team totals: {totals}").format(totals=teams)
    return QCoreApplication.translate("TableScene", "Totals: {totals}").format(
        totals="   ".join(_total(_cut_name(ctl, s, cut), t) for s, t in enumerate(ctl.totals)))


def this_round(ctl: GameController, result: RoundResult, cut: bool = True) -> list[str]:
    """The round's points per seat, and a line for the run bonus in them when there is one
    ("Run bonus: Bram +200 (run of 5)"): a bare +125 for four rising cards looked wrong (the
    second playtest)."""
    # Each name kept apart from its points: a name written right to left read "+15" as "15+"
    # (names review).
    points = "   ".join(f"{_banner_name(ctl, s, cut)} +{p}" for s, p in enumerate(result.scores))
    lines = [QCoreApplication.translate("TableScene", "This round: {points}").format(points=points)]
    bonuses = [(s, b) for s, b in enumerate(run_bonuses(ctl.rules, result.racks, result.rackout)) if b]
    if bonuses:
        parts = "   ".join(QCoreApplication.translate("TableScene", "{name} +{bonus} (run of {length})").format(
            name=_banner_name(ctl, s, cut), bonus=b, length=longest_run(result.racks[s])) for s, b in bonuses)
        # "Run bonus" alone read as points on top of those above (second playtest).
        lines.append(QCoreApplication.translate("TableScene", "Including the run bonus: {parts}").format(parts=parts))
    return lines


def round_over(ctl: GameController, result: RoundResult, cut: bool = True) -> Words:
    """The round's banner; ``cut`` False: its names whole, as a screen reader says it."""
    names = [_cut_name(ctl, s, cut) for s in range(len(ctl.seats))]  # cut: the banner's lines are few
    if result.rackout is not None:
        title = QCoreApplication.translate("TableScene", "Rack-O!")
        lead = _rackout_lead(ctl, result.rackout, names[result.rackout], cut)
    else:
        title = QCoreApplication.translate("TableScene", "Round over")
        lead = _no_rackout(ctl, result)
    lines = [lead, *_rising_without_a_run(ctl, result, cut), *this_round(ctl, result, cut), _totals(ctl, cut),
             *_tie_at_the_top(ctl), _next_dealer(ctl, names[ctl.next_dealer])]
    return title, lines, [QCoreApplication.translate("TableScene", "Next round")]


def _next_dealer(ctl: GameController, name: str) -> str:
    if ctl.addressed(ctl.next_dealer):
        # "Next dealer: You", every other round of a two-seat match (Dutch review: "Volgende deler: Jij").
        return QCoreApplication.translate("TableScene", "You deal the next round")
    return QCoreApplication.translate("TableScene", "Next dealer: {name}").format(name=name)


def _rackout_lead(ctl: GameController, seat: int, name: str, cut: bool) -> str:
    """Who went Rack-O and won the round; with partners, for which side: "Bram goes Rack-O and
    wins round 1" credited one partner, and the team's share went unsaid (family play-test)."""
    number = ctl.round_number
    side = team_of(ctl, seat)
    team = ctl.teams[side]
    if len(team) == 1:
        if ctl.addressed(seat):
            return QCoreApplication.translate("TableScene", "You go Rack-O and win round {number}").format(number=number)
        return QCoreApplication.translate("TableScene", "{name} goes Rack-O and wins round {number}").format(
            name=name, number=number)
    if ctl.addressed(seat):
        return QCoreApplication.translate("TableScene", "You go Rack-O and win round {number} for your team").format(
            number=number)
    if any(ctl.addressed(s) for s in team):
        return QCoreApplication.translate("TableScene", "{name} goes Rack-O and wins round {number} for your team"
                                          ).format(name=name, number=number)
    return QCoreApplication.translate("TableScene", "{name} goes Rack-O and wins round {number} for {team}").format(
        name=name, number=number, team=_banner_team(ctl, side, cut))


def _rising_without_a_run(ctl: GameController, result: RoundResult, cut: bool = True) -> list[str]:
    """A line for each rack that rises from front to back yet went no Rack-O, for want of the
    two-seat rule's run of three: Ada's 1, 2, 7, 15 ... 40 scored 50 with no word why (playtest)."""
    lines = []
    for seat, rack in enumerate(result.racks):
        if seat == result.rackout or not is_rising(rack) or goes_rackout(ctl.rules, rack):
            continue
        if ctl.addressed(seat):
            lines.append(QCoreApplication.translate("TableScene", "Your rack rises, but Rack-O needs a run of three too"))
        else:
            lines.append(QCoreApplication.translate("TableScene", "{name}'s rack rises, but Rack-O needs a run of three too"
                                                    ).format(name=_banner_name(ctl, seat, cut)))
    return lines


def _no_rackout(ctl: GameController, result: RoundResult) -> str:
    """How a round nobody won ended."""
    if result.ended_by == TURN_CAP:  # not the rebuild limit, which may be "no limit"
        return QCoreApplication.translate("TableScene", "Nobody went Rack-O in {turns:,} turns, so the round ended"
                                          ).format(turns=Count(result.turns))  # "1,000", as the rules say it
    if ctl.rules.max_rebuilds == 0:  # once is not "too often" (second playtest)
        return QCoreApplication.translate("TableScene", "The draw pile ran out, and these rules never "
                                          "rebuild it: nobody went Rack-O")
    # With the limit: "too often" left the player to find it in the side panel (rules playtest).
    if ctl.rules.max_rebuilds == 1:
        return QCoreApplication.translate("TableScene", "After 1 rebuild the draw pile ran out: nobody went "
                                          "Rack-O")
    return QCoreApplication.translate("TableScene", "After {count} rebuilds the draw pile ran out: nobody "
                                      "went Rack-O").format(count=ctl.rules.max_rebuilds)


def _tie_at_the_top(ctl: GameController) -> list[str]:
    """A line when the target is reached but the highest total is shared: the rule plays
    another round, and a player who saw 80 to 80 at a target of 80 was not told why the
    match went on (rules playtest)."""
    sides = list(ctl.team_totals)  # a seat alone is a side of one
    best = max(sides, default=0)
    if best < ctl.rules.target or sides.count(best) < 2:
        return []
    tied = [team_names(ctl, k) for k, t in enumerate(sides) if t == best]
    return [QCoreApplication.translate("TableScene", "Tied at the top with {total}: {names}. Another round decides."
                                       ).format(total=best, names=", ".join(tied))]


def match_over(ctl: GameController, winner: int, last: RoundResult | None, cut: bool = True) -> Words:
    """``winner``: a side of ``ctl.teams``; ``last``: the match's last round, if known; ``cut``
    False: the names whole, as a screen reader says it."""
    team = ctl.teams[winner]
    # Cut as on the lines below: names of 50 letters drew the title in 8-pixel type (GUI review).
    names = _banner_team(ctl, winner, cut)
    lines = []
    if last is not None and last.rackout is not None:
        lines.append(QCoreApplication.translate("TableScene", "Rack-O! {name} took the last round").format(
            name=_banner_name(ctl, last.rackout, cut)))
    elif last is not None:  # said too: the banner gave no word of how the last round ended (playtest)
        lines.append(_no_rackout(ctl, last))
    if last is not None:
        lines += _rising_without_a_run(ctl, last, cut)
        lines += this_round(ctl, last, cut)  # the last round's points, a bonus too, are shown once
    # The title says who won the match; the totals below say by how much. A line "... wins the
    # match with 155 points" said both again and squeezed a four-seat banner (playtest).
    if len(team) > 1:
        title = QCoreApplication.translate("TableScene", "{names} win the match!").format(names=names)
    elif ctl.addressed(team[0]):
        title = QCoreApplication.translate("TableScene", "You win the match!")
    else:
        title = QCoreApplication.translate("TableScene", "{name} wins the match!").format(name=names)
    lines.append(_totals(ctl, cut))
    return title, lines, [QCoreApplication.translate("TableScene", "Play again"),
                          QCoreApplication.translate("TableScene", "New game")]


def hand_over(name: str) -> Words:
    """Hot seat: the racks are covered until ``name`` says they hold the mouse (or the keys: the
    cover named only the mouse, and not the key that lifts it, keyboard play-test)."""
    ready = QCoreApplication.translate("TableScene", "I am {name}").format(name=name)
    return (QCoreApplication.translate("TableScene", "{name}'s turn").format(name=name),
            [QCoreApplication.translate("TableScene", "Pass the mouse to {name}.").format(name=name),
             QCoreApplication.translate("TableScene", "The racks stay hidden until you click “{ready}” or press "
                                        "Enter.").format(ready=ready)],
            [ready])
