"""The options of a match: what rules.md lets the players choose."""

from __future__ import annotations

from dataclasses import dataclass, asdict, replace

from .errors import IllegalAction

DECK_SIZE = {2: 40, 3: 50, 4: 60}
RACK_SIZE = 10
REBUILD_MODES = ("shuffle", "classic")

# One promise (rules.md, "How long a match can last"): whatever a player can
# start, the app can save, load and show. A round that reaches MAX_ROUND_TURNS
# ends as a stalemate (two computer players can otherwise go round for ever
# with no rebuild limit); a match ends once it has played MAX_MATCH_ROUNDS rounds
# or MAX_MATCH_TURNS turns. With the target at most MAX_TARGET (every seat scores
# at least 5 a round) that caps a record near 3 MB, under the 4 MB the loader reads.
MAX_TARGET = 10_000
MAX_REBUILDS = 10_000  # the highest max_rebuilds short of none
MAX_ROUND_TURNS = 1_000
MAX_MATCH_ROUNDS = 2_000
MAX_MATCH_TURNS = 60_000


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of rules.md, with the rule book's defaults."""

    seats: int = 2
    target: int = 500
    two_player_run: bool = True
    bonus_runs: bool = False
    partners: bool = False
    rebuild: str = "shuffle"
    max_rebuilds: int | None = 5

    def __post_init__(self) -> None:
        if type(self.seats) is not int or self.seats not in DECK_SIZE:
            raise IllegalAction("seat_count")
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise IllegalAction("target_range", limit=MAX_TARGET)
        for name in ("two_player_run", "bonus_runs", "partners"):
            if type(getattr(self, name)) is not bool:
                raise IllegalAction("not_a_flag", name=name)
        if self.partners and self.seats != 4:
            raise IllegalAction("partners_need_four")
        if self.rebuild not in REBUILD_MODES:
            raise IllegalAction("rebuild_mode")
        mr = self.max_rebuilds
        if mr is not None and (type(mr) is not int or not 0 <= mr <= MAX_REBUILDS):
            raise IllegalAction("max_rebuilds_range", limit=MAX_REBUILDS)

    @property
    def deck_size(self) -> int:
        return DECK_SIZE[self.seats]

    @property
    def run_required(self) -> bool:
        """The two-seat rule: a rising rack also needs a run of three to go Rack-O."""
        return self.seats == 2 and self.two_player_run

    @property
    def run_bonus_applies(self) -> bool:
        """Partners always score the run bonus; otherwise it is the ``bonus_runs`` option."""
        return self.bonus_runs or Rules.bonus_forced(self.partners)

    @staticmethod
    def bonus_forced(partners: bool) -> bool:
        """Whether the run bonus counts whatever ``bonus_runs`` says (it does with partners)."""
        return partners

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides that score together: partners 0 & 2 against 1 & 3, else every seat alone."""
        if self.partners:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(self.seats))

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores with, as ``Match.winner`` names it: its team's index in
        ``teams`` with partners, else the seat itself."""
        return seat % 2 if self.partners else seat

    def to_dict(self) -> dict:
        return asdict(self)

    def with_options(self, **changes) -> "Rules":
        return replace(self, **changes)
