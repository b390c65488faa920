"""One round of Rack-O: the deal, the turns, the rebuilds and the round's scores.

A ``Round`` is the OpenSpiel-like state: ``legal_actions``, ``apply_action``
and ``clone``. Chance enters in two places only, both injected: the deck
order of the deal, and ``rebuild_order``, a callable that orders the discard
pile when the draw pile is rebuilt under the ``shuffle`` option.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import (
    DISCARD,
    PLACE_AFTER_DISCARD,
    PLACE_AFTER_DRAW,
    TAKE_ACTIONS,
    TAKE_DISCARD,
    TAKE_DRAW,
    PublicTurn,
)
from .errors import IllegalAction
from .observation import Observation
from .rack import is_rising, longest_run, longest_run_slots, rising_count, run_bonus, scoring_slots
from .rules import MAX_ROUND_TURNS, RACK_SIZE, Rules

TAKE = "take"
PLACE = "place"

# Orders a shuffled rebuild: given the discard pile top first, returns the new
# order top first (its first card starts the new discard pile).
RebuildOrder = Callable[[list[int]], Sequence[int]]

STALEMATE = "stalemate"  # the rebuild limit (max_rebuilds) stopped the round
TURN_CAP = "turn_cap"  # MAX_ROUND_TURNS (or the match's turn budget) stopped it
RACKOUT = "rackout"


def score_round(rules: Rules, racks: Sequence[Sequence[int]], rackout: int | None) -> tuple[int, ...]:
    """The round's points per seat under rules.md ("Scoring a round", "Partners")."""
    bonuses = run_bonuses(rules, racks, rackout)
    return tuple((75 if seat == rackout else 5 * rising_count(rack)) + bonuses[seat]
                 for seat, rack in enumerate(racks))


def run_bonuses(rules: Rules, racks: Sequence[Sequence[int]], rackout: int | None) -> tuple[int, ...]:
    """The part of each seat's points that is run bonus: the seat that went Rack-O when the
    bonus applies, and with partners its partner too, score their longest run's bonus."""
    def earns(seat: int) -> bool:
        if rackout is None:
            return False
        return (seat == rackout and rules.run_bonus_applies) or (rules.partners and seat == (rackout + 2) % 4)

    return tuple(run_bonus(longest_run(rack)) if earns(seat) else 0 for seat, rack in enumerate(racks))


def scored_slots(rules: Rules, racks: Sequence[Sequence[int]], rackout: int | None) -> tuple[frozenset[int], ...]:
    """The slots (1-based) whose cards earned each seat's points: all ten for Rack-O, else the
    rising front, and the longest run where it earned a run bonus (a partner's run of nine
    scored 400 and stood greyed as if it scored nothing, playtest)."""
    bonuses = run_bonuses(rules, racks, rackout)
    return tuple(frozenset(scoring_slots(rack, seat == rackout)) | (
        frozenset(longest_run_slots(rack)) if bonuses[seat] else frozenset())
        for seat, rack in enumerate(racks))


def goes_rackout(rules: Rules, rack: Sequence[int]) -> bool:
    return is_rising(rack) and (not rules.run_required or longest_run(rack) >= 3)


class Round:
    __slots__ = (
        "rules", "dealer", "deck", "racks", "draw_pile", "discard_pile", "to_move",
        "phase", "hand", "hand_from", "turn_count", "rebuilds", "rebuild_orders",
        "rebuild_order", "rackout", "over", "ended_by", "scores", "public",
        "last_slot", "history", "turn_limit",
    )

    def __init__(self, rules: Rules, dealer: int, deck: Sequence[int],
                 rebuild_order: RebuildOrder | None = None, turn_limit: int = MAX_ROUND_TURNS) -> None:
        n = rules.seats
        if not 0 <= dealer < n:
            raise IllegalAction("bad_dealer", dealer=dealer, seats=n)
        if sorted(deck) != list(range(1, rules.deck_size + 1)):
            raise IllegalAction("bad_deck", cards=rules.deck_size)
        self.rules = rules
        self.dealer = dealer
        self.deck = tuple(deck)
        self.rebuild_order = rebuild_order
        # The round ends as a stalemate after this many turns (rules.md, "How long
        # a match can last"): without it two players can deadlock for ever.
        self.turn_limit = turn_limit
        racks = [[0] * RACK_SIZE for _ in range(n)]
        pos = 0
        # Round-robin from the dealer's left, each card into the backmost empty slot.
        for slot_index in range(RACK_SIZE - 1, -1, -1):
            for k in range(1, n + 1):
                racks[(dealer + k) % n][slot_index] = deck[pos]
                pos += 1
        self.racks = racks
        self.discard_pile = [deck[pos]]  # top at the end
        self.draw_pile = list(reversed(deck[pos + 1:]))  # top at the end
        self.to_move = (dealer + 1) % n
        self.phase = TAKE
        self.hand: int | None = None
        self.hand_from: int | None = None
        self.turn_count = 0
        self.rebuilds = 0  # times the draw pile ran out this round
        self.rebuild_orders: list[tuple[int, ...]] = []
        self.rackout: int | None = None
        self.over = False
        self.ended_by: str | None = None
        self.scores: tuple[int, ...] | None = None
        # What everyone knows of each rack: a card taken from the discard pile
        # stays known in its slot until that slot is replaced again.
        self.public: list[list[int | None]] = [[None] * RACK_SIZE for _ in range(n)]
        self.last_slot: list[int | None] = [None] * n
        self.history: list[PublicTurn] = []

    @property
    def turned_up(self) -> int:
        """The card turned up on the discard pile at the deal: every seat saw it."""
        return self.deck[RACK_SIZE * self.rules.seats]

    # -- the OpenSpiel-like core -------------------------------------------------

    def legal_actions(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.phase == TAKE:
            return TAKE_ACTIONS
        return PLACE_AFTER_DRAW if self.hand_from == TAKE_DRAW else PLACE_AFTER_DISCARD

    def apply_action(self, action: int) -> None:
        if self.over:
            raise IllegalAction("round_over")
        if type(action) is not int:  # 11.0, False, ... are not actions
            raise IllegalAction("not_an_action", action=repr(action))
        if self.phase == TAKE:
            if action == TAKE_DRAW:
                self.hand = self.draw_pile.pop()
            elif action == TAKE_DISCARD:
                self.hand = self.discard_pile.pop()
            else:
                raise IllegalAction("take_first")
            self.hand_from = action
            self.phase = PLACE
            return
        seat = self.to_move
        card = self.hand
        saved = self.clone() if not self.draw_pile else None  # a rebuild comes, and may be refused
        if action == DISCARD:
            if self.hand_from == TAKE_DISCARD:
                raise IllegalAction("into_rack")
            out = card
            slot = None
            # The seat's last turn filled no slot: a mark on the one before misled (playtest).
            self.last_slot[seat] = None
        elif type(action) is int and 1 <= action <= RACK_SIZE:
            slot = action
            rack = self.racks[seat]
            out = rack[slot - 1]
            rack[slot - 1] = card
            self.public[seat][slot - 1] = card if self.hand_from == TAKE_DISCARD else None
            self.last_slot[seat] = slot
        else:
            raise IllegalAction("slot_or_discard")
        self.discard_pile.append(out)
        from_discard = self.hand_from == TAKE_DISCARD
        self.hand = None
        self.hand_from = None
        self.phase = TAKE
        self.turn_count += 1
        rebuilt = False
        if goes_rackout(self.rules, self.racks[seat]):
            self._end(RACKOUT, seat)
        elif self.turn_count >= self.turn_limit:
            self._end(TURN_CAP, None)
        elif not self.draw_pile:
            try:
                rebuilt = self._rebuild()
            except Exception:  # IllegalAction, or a record's replay missing the order (ReplayStop)
                self._become(saved)  # a refused rebuild order: the placement never happened
                raise
        self.history.append(PublicTurn(
            seat, "discard" if from_discard else "draw", card if from_discard else None,
            slot, out, rebuilt, self.discard_pile[-1] if rebuilt else None))
        if not self.over:
            self.to_move = (seat + 1) % self.rules.seats

    def apply_turn(self, take: int, place: int) -> None:
        """Both actions of one turn; nothing changes if either is illegal."""
        if self.phase != TAKE:
            raise IllegalAction("turn_starts_with_take")
        if take == TAKE_DISCARD and place == DISCARD:
            raise IllegalAction("into_rack")
        if type(place) is not int or not DISCARD <= place <= RACK_SIZE:
            raise IllegalAction("slot_or_discard")
        # The last card drawn brings a rebuild, whose order (a record's) may be refused: the take
        # is undone too. It stood half made, the turn counted and the draw pile empty (review).
        saved = self.clone() if len(self.draw_pile) <= 1 else None
        self.apply_action(take)
        try:
            self.apply_action(place)
        except Exception:
            if saved is not None:
                self._become(saved)
            raise

    def _become(self, other: "Round") -> None:
        """This round as ``other`` (a clone of it) is; its lists keep their identity, for the
        match's record holds the very list of rebuild orders (a restore that swapped it lost
        every later rebuild from the record, review)."""
        for name in Round.__slots__:
            mine, theirs = getattr(self, name), getattr(other, name)
            if type(mine) is list and type(theirs) is list:
                mine[:] = theirs
            else:
                setattr(self, name, theirs)

    def clone(self) -> "Round":
        other = Round.__new__(Round)
        for name in Round.__slots__:
            setattr(other, name, getattr(self, name))
        other.racks = [r[:] for r in self.racks]
        other.draw_pile = self.draw_pile[:]
        other.discard_pile = self.discard_pile[:]
        other.rebuild_orders = self.rebuild_orders[:]
        other.public = [p[:] for p in self.public]
        other.last_slot = self.last_slot[:]
        other.history = self.history[:]
        return other

    # -- end of a turn -----------------------------------------------------------

    def _rebuild(self) -> bool:
        """Turn the discard pile into the draw pile; False if the round stops instead."""
        self.rebuilds += 1
        limit = self.rules.max_rebuilds
        if limit is not None and self.rebuilds > limit:
            self._end(STALEMATE, None)
            return False
        pile_top_first = self.discard_pile[::-1]
        if self.rules.rebuild == "classic":
            order = self.discard_pile[:]  # turned over: the oldest discard is on top
        else:
            if self.rebuild_order is None:
                raise IllegalAction("cannot_shuffle")
            order = list(self.rebuild_order(pile_top_first))
            if sorted(order) != sorted(pile_top_first):
                raise IllegalAction("rebuild_not_the_pile")
            self.rebuild_orders.append(tuple(order))
        self.discard_pile = [order[0]]
        self.draw_pile = order[:0:-1]
        return True

    def _end(self, how: str, rackout: int | None) -> None:
        self.over = True
        self.ended_by = how
        self.rackout = rackout
        self.scores = score_round(self.rules, self.racks, rackout)

    # -- views -----------------------------------------------------------------

    def observation(self, seat: int, totals: Sequence[int] = (), round_number: int = 1) -> Observation:
        """What ``seat`` may see now, and nothing more (rules.md, "What every seat can see")."""
        n = self.rules.seats
        racks, known = self.racks, self.public
        public = tuple([tuple(racks[s]) if s == seat else tuple(known[s]) for s in range(n)])
        mine = seat == self.to_move and self.phase == PLACE
        in_hand_public = self.hand if (self.phase == PLACE and self.hand_from == TAKE_DISCARD) else None
        return Observation(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=self.phase,
            rack=public[seat],
            hand=self.hand if mine else None,
            hand_from=("draw" if self.hand_from == TAKE_DRAW else "discard") if self.phase == PLACE else None,
            public_hand=in_hand_public,
            discard_pile=tuple(self.discard_pile),
            draw_count=len(self.draw_pile),
            rebuilds=self.rebuilds,
            racks=public,
            last_slot=tuple(self.last_slot),
            history=tuple(self.history),
            turns=self.turn_count,
            over=self.over,
            totals=tuple(totals),
            round_number=round_number,
            turned_up=self.turned_up,
        )
