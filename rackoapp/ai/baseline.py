"""The Baseline: a fixed yardstick. It is never tuned.

Rule, in full (ISSUE 3):

- Card c belongs to band b(c) = floor((c-1)*10/N), and band b to slot b+1
  (N is the deck size: 40, 50 or 60).
- Take the discard pile's card if the slot of its band holds a card outside
  that slot's band, and put it there.
- Otherwise draw; put the drawn card into its band's slot if that slot's card
  is outside its band, else discard it.
- Only where the two-seat run-of-three rule keeps its rising rack from going
  out: it takes (from either pile) a card that makes a run of three while the
  rack keeps rising (the lowest such slot), and otherwise discards the drawn
  card.

It uses no memory and no randomness.
"""

from __future__ import annotations

from rackoapp.engine import Observation

from .common import UNDECIDED, band, needs_run, run_mode_slot, run_slots
from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer


class BaselinePlayer(ComputerPlayer):
    level = "baseline"

    @staticmethod
    def _band_slot(obs: Observation, card: int) -> int | None:
        n = obs.rules.deck_size
        b = band(card, n)
        return b + 1 if band(obs.rack[b], n) != b else None

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        if top is None:
            return FROM_DRAW_PILE
        if needs_run(obs):
            return FROM_DISCARD_PILE if run_slots(obs.rack, top) else FROM_DRAW_PILE
        return FROM_DISCARD_PILE if self._band_slot(obs, top) is not None else FROM_DRAW_PILE

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        forced = obs.hand_from == "discard"
        if needs_run(obs):
            slot = run_mode_slot(obs, card)
            if slot is not UNDECIDED:
                return slot
        slot = self._band_slot(obs, card)
        if slot is not None:
            return slot
        # Only reached with a discard-pile card it did not plan to take.
        return band(card, obs.rules.deck_size) + 1 if forced else None
