"""Easy: plays sensibly, with a casual player's mistakes.

- A rigid plan: every card has its band's slot (as the Baseline: band
  floor((c-1)*10/N) goes to slot band+1). A card goes to its band's slot when
  that slot's card is outside its band; failing that, to a neighbouring slot
  when it fits between the cards on both sides there and the card it replaces
  does not.
- No memory: it never looks at what was discarded or what the others took.
- Slips: now and then (``SLIP``) it overlooks a good card on the discard pile,
  or throws away a drawn card it could have used.
- Under the two-seat run rule, a rising rack without a run takes a card that
  makes one, or, drawn, one that makes a pair toward one (``run_building_slot``).
- A card that makes its Rack-O is never missed: taken from the pile and put where it
  wins, slips or no. Its rigid plan put the winning card in its band's slot, or a slip
  passed it by, in about one chance in ten (AI review: a watching player sees that at
  once, and no casual player does it).
"""

from __future__ import annotations

from rackoapp.engine import Observation

from .common import UNDECIDED, band, needs_run, rackout_slot, run_building_slot, run_slots
from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer

SLIP = 0.12


def _fits(rack, j: int, card: int) -> bool:
    lo = rack[j - 1] if j > 0 else 0
    hi = rack[j + 1] if j < 9 else 10**6
    return lo < card < hi


class EasyPlayer(ComputerPlayer):
    level = "easy"

    @staticmethod
    def _plan(obs: Observation, card: int) -> int | None:
        rack = obs.rack
        n = obs.rules.deck_size
        b = band(card, n)
        if band(rack[b], n) != b:
            return b + 1
        for j in (b - 1, b + 1):
            if 0 <= j < 10 and _fits(rack, j, card) and not _fits(rack, j, rack[j]):
                return j + 1
        return None

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return FROM_DRAW_PILE
        if rackout_slot(obs, top) is not None:
            return FROM_DISCARD_PILE
        if needs_run(obs):
            return FROM_DISCARD_PILE if run_slots(obs.rack, top) else FROM_DRAW_PILE
        if self._plan(obs, top) is not None and self.rng.random() >= SLIP:
            return FROM_DISCARD_PILE
        return FROM_DRAW_PILE

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        forced = obs.hand_from == "discard"
        winning = rackout_slot(obs, card)
        if winning is not None:
            return winning
        if needs_run(obs):
            slot = run_building_slot(obs, card)
            if slot is not UNDECIDED:
                return slot
        slot = self._plan(obs, card)
        if forced:
            return slot if slot is not None else band(card, obs.rules.deck_size) + 1
        if slot is not None and self.rng.random() < SLIP:
            return None
        return slot
