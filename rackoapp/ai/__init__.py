"""Computer players: they see only their seat's observation.

- ``LEVELS``: the level names the window offers, weakest yardstick first.
- ``SIMULATE_LEVELS``: those and ``hard-v1``, the frozen Hard of issue 12,
  a yardstick seated by ``rackoapp simulate`` only.
- ``make_player(level, seat, rules, rng)``: a ``ComputerPlayer`` for a seat.
- ``suggest_move(obs)``: what the Hard player would do in this observation
  (the tests' and benchmarks' oracle; the table's hint is the coach's,
  ``rackoapp.coach.hint``).

Players keep no shared mutable state: each instance owns its RNG and memory,
so several may run on worker threads at once.
"""

from __future__ import annotations

import random

from rackoapp.choices import LEVELS
from rackoapp.engine import Observation, Rules

from .player import FROM_DISCARD_PILE, FROM_DRAW_PILE, ComputerPlayer

SIMULATE_LEVELS = (*LEVELS, "hard-v1")


# Each level's module is imported when a seat plays it: the window's start-up imported all five
# for one Hard (issue 14's start-up ratio). Plain import statements, not importlib: the frozen
# builds find a module by the imports written in the code (PyInstaller), and lost four levels.
def _baseline() -> type:
    from .baseline import BaselinePlayer
    return BaselinePlayer


def _easy() -> type:
    from .easy import EasyPlayer
    return EasyPlayer


def _medium() -> type:
    from .medium import MediumPlayer
    return MediumPlayer


def _hard() -> type:
    from .hard import HardPlayer
    return HardPlayer


def _hard_v1() -> type:
    from .hard_v1 import HardV1Player
    return HardV1Player


_LOADERS = {"baseline": _baseline, "easy": _easy, "medium": _medium, "hard": _hard, "hard-v1": _hard_v1}


def _classes() -> dict:
    """Every level's class (the benchmarks' tables of players)."""
    return {level: load() for level, load in _LOADERS.items()}


def make_player(level: str, seat: int, rules: Rules, rng: random.Random) -> ComputerPlayer:
    """A computer player of ``level`` (one of ``SIMULATE_LEVELS``) for ``seat``."""
    if level not in _LOADERS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(SIMULATE_LEVELS)}")
    return _LOADERS[level]()(seat, rules, rng)


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
