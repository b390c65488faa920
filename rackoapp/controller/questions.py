"""The questions the window may ask about the match, answered without handing it out.

``GameController`` inherits these; they read its ``_match``, ``_state``, ``_speed``,
``_viewed_finished`` and ``_cursor`` and never change them.
"""

from __future__ import annotations

from rackoapp.engine import TAKE_DISCARD, GameRecord, Match, Observation, RoundResult, Rules, SeatInfo, side_totals

from . import texts
from .texts import refusal_text

# What the controller is doing.
IDLE = "idle"            # no match, or the match is over
HUMAN = "human"          # waiting for the human whose turn it is
COMPUTER = "computer"    # a computer seat is playing
ROUND_OVER = "round_over"  # the round ended; waiting for next_round()
VIEWING = "viewing"      # stepping through a record; nobody plays


class MatchQuestions:
    """Read-only answers about the match in play (or the record position shown)."""

    _match: Match | None
    _state: str
    _viewed_finished: bool
    _turn_seat: int | None

    # -- read-only questions ------------------------------------------------------

    @property
    def has_match(self) -> bool:
        return self._match is not None

    @property
    def rules(self) -> Rules | None:
        return self._match.rules if self._match else None

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self._match.seats if self._match else ()

    @property
    def state(self) -> str:
        return self._state

    @property
    def speed(self) -> str:
        return self._speed

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._match.totals) if self._match else ()

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides that score together (the engine's): a seat alone, or partners."""
        return self._match.rules.teams if self._match else ()

    @property
    def team_totals(self) -> tuple[int, ...]:
        """One total per side of ``teams``."""
        return side_totals(self._match.rules, self._match.totals) if self._match else ()

    @property
    def results(self) -> tuple[RoundResult, ...]:
        return tuple(self._match.results) if self._match else ()

    @property
    def winner(self) -> int | None:
        """The winning side (an index into ``teams``), or None."""
        return self._match.winner if self._match else None

    @property
    def over(self) -> bool:
        return bool(self._match and self._match.over)

    @property
    def round_number(self) -> int:
        return self._match.round_number if self._match else 0

    @property
    def dealer(self) -> int | None:
        """Who dealt the round in play, if one is."""
        rnd = self._match.round if self._match else None
        return rnd.dealer if rnd is not None else None

    @property
    def next_dealer(self) -> int | None:
        """Who deals the next round (the engine's rotation)."""
        return self._match.next_dealer if self._match else None

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(s for s, info in enumerate(self.seats) if not info.is_computer)

    def is_human(self, seat: int) -> bool:
        return not self.seats[seat].is_computer

    def name(self, seat: int) -> str:
        info = self.seats[seat]
        return texts.display_name(info.name, not info.is_computer)

    def addressed(self, seat: int) -> bool:
        """The seat is the human at the table called by the default name: sentences say "you"."""
        info = self.seats[seat]
        return not info.is_computer and info.name == "You"

    def dealt_line(self, number: int, dealer: int) -> str:
        """"Round 3, dealt by Ada" (or "by you"), as the move log and the status line say it."""
        return texts.round_dealt(number, self.name(dealer), self.addressed(dealer))

    @property
    def to_move(self) -> int | None:
        rnd = self._match.round if self._match else None
        return rnd.to_move if rnd is not None else None

    @property
    def computer_playing(self) -> int | None:
        """The computer seat whose turn the table shows, while nobody may act: from its turn's
        start until the next turn starts, as its last card flies and lands (the next seat had
        the status line, a blank one when it was a human's, before that card landed, feel
        review); else the computer seat to move next, once a human has moved."""
        if self._state != COMPUTER:
            return None
        for seat in (self._turn_seat, self.to_move):
            if seat is not None and not self.is_human(seat):
                return seat
        return None

    @property
    def shown_to_move(self) -> int | None:
        """The seat whose turn the table shows: a computer's until the next turn starts
        (``computer_playing``), else the seat to move. Whose turn a refusal and the screen
        reader's summary name, as the status line and the lit rack do (diff review)."""
        playing = self.computer_playing
        return playing if playing is not None else self.to_move

    @property
    def phase(self) -> str | None:
        """"take" or "place" while a round is dealt, else None."""
        rnd = self._match.round if self._match else None
        return rnd.phase if rnd is not None else None

    @property
    def turns_played(self) -> int:
        """Turns played in the round on the table."""
        rnd = self._match.round if self._match else None
        return rnd.turn_count if rnd is not None else 0

    @property
    def round_in_play(self) -> bool:
        return bool(self._match and self._match.round and not self._match.round.over)

    def observation(self, seat: int) -> Observation | None:
        """What ``seat`` may see now (None before the first deal)."""
        if self._match is None or self._match.round is None:
            return None
        return self._match.observation(seat)

    def revealed_racks(self) -> tuple[tuple[int, ...], ...] | None:
        """Every rack, face up: only when the round is over or nobody human plays."""
        rnd = self._match.round if self._match else None
        if rnd is None:
            return None
        if rnd.over or not self.human_seats or (self._state == VIEWING and self._may_show_all()):
            return tuple(tuple(r) for r in rnd.racks)
        return None

    def _may_show_all(self) -> bool:
        # An unfinished match (one's own autosave) shows only what its human seat saw,
        # except in rounds already over.
        return self._viewed_finished or self._match.round_number <= self._cursor.rounds_over

    def record(self) -> GameRecord | None:
        return self._match.to_record() if self._match else None

    def match_copy(self) -> Match | None:
        """A copy of the match as it stands (to count it, or for tests): changing it changes nothing."""
        return self._match.clone() if self._match else None

    def refusal(self, phase: str | None = None) -> str | None:
        """Why the seat to move may not act now (a code of ``texts``), or None.

        ``phase``: the step it wants, "take" or "place"; None asks only whether
        it may act at all.
        """
        match = self._match
        if self._state == VIEWING:
            return texts.VIEWING
        if match is None or match.round is None:
            return texts.NO_GAME
        if match.round.over and self._state != COMPUTER:
            # Not while the last card flies: said then, the round's end came before the reveal
            # and its banner (feel review).
            return texts.ROUND_OVER if match.winner is None else texts.MATCH_OVER
        if self._state != HUMAN:
            # A human's turn starts once the last card has landed: "it is You's turn" said
            # the opposite of what it meant (playtest).
            human_next = self.to_move is not None and self.is_human(self.to_move)
            return texts.CARD_LANDING if human_next or match.round.over else texts.NOT_YOUR_TURN
        if phase is not None and match.round.phase != phase:
            if phase != "take":
                return texts.TAKE_FIRST
            # The discard pile's card cannot go back: "or onto the discard pile" told a way the
            # table then refused (review).
            return texts.HOLDING_TAKEN if match.round.hand_from == TAKE_DISCARD else texts.HOLDING
        return None

    def refusal_text(self, code: str) -> str:
        shown = self.shown_to_move
        return refusal_text(code, self.name(shown) if shown is not None else "")
