"""Shared helpers of the controller and table tests."""

from __future__ import annotations

import random

from rackoapp.engine import Observation, Rules


class SimplePlayer:
    """A tiny deterministic player: a stand-in when the real ones are not needed."""

    level = "simple"

    def __init__(self, seat: int, rules: Rules, rng: random.Random) -> None:
        self.seat = seat
        self.rules = rules
        self.rng = rng

    def new_round(self, obs: Observation) -> None:
        pass

    def observe(self, event) -> None:
        pass

    def target_slot(self, obs: Observation, card: int) -> int:
        n = self.rules.deck_size
        return min(10, max(1, 1 + (card - 1) * 10 // n))

    def choose_take(self, obs: Observation) -> str:
        top = obs.discard_top
        slot = self.target_slot(obs, top)
        return "discard" if self._improves(obs, slot, top) else "draw"

    def _improves(self, obs: Observation, slot: int, card: int) -> bool:
        n = self.rules.deck_size
        old = obs.rack[slot - 1]
        return self.target_slot(obs, old) != slot

    def choose_slot(self, obs: Observation, card: int) -> int | None:
        slot = self.target_slot(obs, card)
        if self._improves(obs, slot, card) or obs.hand_from == "discard":
            return slot
        return None


def simple_factory(level, seat, rules, rng):
    return SimplePlayer(seat, rules, rng)
