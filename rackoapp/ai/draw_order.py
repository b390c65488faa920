"""The draw pile's order, when the table has made it public (issue 12).

Under ``rebuild="classic"`` the discard pile is turned over unshuffled
(rules.md, "The draw pile runs out"): its oldest card becomes the new discard and the
rest, oldest first, the draw pile. Everyone watched that discard pile grow, so
from then on the order of the draw pile is public, until the round ends or the
next classic rebuild makes a new, equally public one. Before the first rebuild
the draw pile is the dealt deck's hidden rest; after a shuffled rebuild its
order is unknown.

Both functions are pure functions of one ``Observation`` and read only its
public fields (the history, the discard pile's size and the draw count), so
every seat gets the same answer, and a player that uses them stays memoryless.
"""

from __future__ import annotations

from rackoapp.engine import Observation

# The card turned up at the deal: no turn names it until it is taken. It can
# only ever lie at the bottom of the discard pile, and the bottom card of a
# classic rebuild becomes the new discard, never a card of the draw pile.
_DEAL_TOP = 0


def _pile_at_last_rebuild(obs: Observation) -> list[int] | None:
    """The discard pile (bottom first) that the last rebuild turned over, or None."""
    pile = [_DEAL_TOP]
    turned: list[int] | None = None
    for ev in obs.history:
        if ev.take == "discard":
            pile.pop()
        pile.append(ev.discarded)
        if ev.rebuilt:
            turned = pile
            pile = [ev.new_discard]
    return turned


def known_draws(obs: Observation) -> tuple[int, ...] | None:
    """The draw pile's cards, top first, when the observation makes them public; else None.

    Public after a classic rebuild: the turned-over pile minus its bottom card
    (the new discard), less the ``len - draw_count`` cards drawn since from the
    top. An empty tuple is a known, empty pile (the mover drew its last card).
    """
    if obs.rules.rebuild != "classic":
        return None
    turned = _pile_at_last_rebuild(obs)
    if turned is None:
        return None
    pile = turned[1:]
    n = obs.draw_count
    if n > len(pile):  # cannot happen with a consistent observation
        return None
    return tuple(pile[len(pile) - n:])


def hidden_in_racks(obs: Observation) -> list[int] | None:
    """The cards the other seats hold face down, when the draw order is known; else None.

    Every card this seat has not seen is either in the draw pile or in another
    rack. With the draw pile known, the rest must be in the racks.
    """
    draws = known_draws(obs)
    if draws is None:
        return None
    pile = set(draws)
    return [c for c in obs.unseen() if c not in pile]
