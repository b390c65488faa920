"""Computer players: they see only their seat's observation.

- ``LEVELS``: the level names the window offers, weakest yardstick first.
- ``SIMULATE_LEVELS``: those and ``hard-v1``, the frozen Hard of issue 12,
  a yardstick seated by ``rackoapp simulate`` only.
- ``make_player(level, seat, rules, rng)``: a ``ComputerPlayer`` for a seat.
- ``suggest_move(obs)``: what the Hard player would do in this observation
  (for the table's "suggest a move").

Players keep no shared mutable state: each instance owns its RNG and memory,
so several may run on worker threads at once.
"""

from __future__ import annotations

import importlib
import random

from rackoapp.choices import LEVELS
from rackoapp.engine import Observation, Rules

from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer

SIMULATE_LEVELS = (*LEVELS, "hard-v1")


# Each level's module and class, imported when a seat plays it: the window's start-up
# imported all five for one Hard (issue 14's start-up ratio).
_WHERE = {"baseline": ("baseline", "BaselinePlayer"), "easy": ("easy", "EasyPlayer"),
          "medium": ("medium", "MediumPlayer"), "hard": ("hard", "HardPlayer"),
          "hard-v1": ("hard_v1", "HardV1Player")}


def _class(level: str) -> type:
    module, name = _WHERE[level]
    return getattr(importlib.import_module(f".{module}", __name__), name)


def _classes() -> dict:
    """Every level's class (the benchmarks' tables of players)."""
    return {level: _class(level) for level in _WHERE}


def make_player(level: str, seat: int, rules: Rules, rng: random.Random) -> ComputerPlayer:
    """A computer player of ``level`` (one of ``SIMULATE_LEVELS``) for ``seat``."""
    if level not in _WHERE:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(SIMULATE_LEVELS)}")
    return _class(level)(seat, rules, rng)


def suggest_move(obs: Observation, rng: random.Random | None = None) -> str | int | None:
    """The Hard player's choice for ``obs``, a pure function of the observation.

    In the take phase: ``"draw"`` or ``"discard"``. In the place phase (``obs.hand``
    set): a slot 1..10, or None for "discard the drawn card".
    """
    from .hard import HardPlayer

    player = HardPlayer(obs.seat, obs.rules, rng if rng is not None else random.Random(0))
    if obs.phase == "place" and obs.hand is not None:
        return player.choose_slot(obs, obs.hand)
    return player.choose_take(obs)


__all__ = ["ComputerPlayer", "FROM_DRAW_PILE", "FROM_DISCARD_PILE", "LEVELS", "SIMULATE_LEVELS", "make_player", "suggest_move"]
