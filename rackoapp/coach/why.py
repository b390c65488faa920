"""Why the hint: one plain fact about the hinted card and the rack, that a player can check.

The coach ranks moves by a model of the turns still to come, which says nothing a player can
read; a hint such as "put the 11 into slot 7" looked like nonsense without a word (playtest).
The fact given is the first of these that holds, and none when none does:

- the card goes Rack-O;
- under the two-seat rule, while the rack still lacks its run of three, the card makes that run
  with its neighbours, or starts one without leaving fewer of the rack's cards in rising order;
- the card fits between its neighbours, where the card it replaces did not, and they rise with
  the rest of the rack;
- under the two-seat rule, with no run yet: the card and one two slots away wait for the card
  between them, which may still be drawn (20, _, 22 for a 21);
- the card it replaces cannot stay: by the numbers (a 1 in slot 9), or by the cards left in the
  draw pile, too few below it for the slots before it, or above it for the slots after (after a
  shuffled rebuild that pile is known); where the card put in could stay;
- the card lies in or next to the slot of its share of the deck (an 8 of 40 near slot 2), and
  can stay there (not a 1 in slot 2: no card can go before it).

Under the two-seat rule, a move that gives up the rack's only run of three says so beside its
fact (``breaks``), or alone: "about where the 23 belongs" for a 23 put between a 33 and a 35
read as plainly wrong (playtest). The model may well be right (a run in the wrong slots is
little use), but a player must see that the coach knows what the move costs. So does a move
that leaves a rack rising in order from end to end, short only of its run, out of order
(``unsorts``): "13 and 15 wait for the 14" over 2, 6, 11, 15 looked like the coach wrecking
a sorted rack for nothing (playtest).

A hint to leave a card (draw rather than take the discard pile's card, or discard the card
drawn) says that the card does none of these anywhere in the rack, when that holds (its share
counting only where the card it would replace is far from its own):
draw hints said nothing, and some looked odd beside a card the player thought useful (playtest).

A count of the cards in rising order was tried as a fourth fact, and dropped: "then 4 of your
cards rise in order, not 3" named no cards a player could find (review).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rackoapp.ai.common import band
from rackoapp.ai.draw_order import known_draws
from rackoapp.ai.endgame import lock_length
from rackoapp.engine import RACK_SIZE, Observation, Rules, goes_rackout, rising_count
from rackoapp.engine.rack import longest_run

RUN_NEEDED = 3  # the two-seat rule's run


@dataclass(frozen=True, slots=True)
class Reason:
    """``kind``: "rackout"; "run" (``cards``: the run through the slot); "fits" (``low``, ``high``:
    the neighbours, None at the rack's ends); "gap" (``cards``: low, missing, high); "stranded_below",
    "stranded_above", "stuck_below", "stuck_above" (``stuck``); "share" (near the slot of the card's share);
    "unbeatable" (``cards``: a 1 for slot 1, the deck's highest for slot 10); "leave_pile",
    "leave_hand" (the discard pile's card or the card drawn, to leave: no slot gains by it, as
    ``leave_reason`` counts); "draw_gains", "keep_rack" (no such fact: the model's
    count itself, ``leave``); "count" (a placement no fact speaks for: the model's count, said by
    the hint); "known_draw" (``cards``: the draw pile's public top card, ``leave``); "breaks_run" (no other fact: only ``breaks``).
    ``breaks``: the run of three the move gives up, the rack's only one under the two-seat rule;
    "breaks_order" (no other fact: only ``unsorts``). ``unsorts``: the move leaves the rack, which
    rose in order from end to end and lacked only its run, out of order. "lock" (``cards``: k): slots
    1..k rise and win the match however the round ends (``winning_run``), which the hint keeps."""

    kind: str
    cards: tuple[int, ...] = ()
    low: int | None = None
    high: int | None = None
    breaks: tuple[int, ...] = ()
    unsorts: bool = False


def in_order(rack: Sequence[int]) -> int:
    """How many of the cards rise in order: the longest rising sequence, gaps allowed."""
    tails: list[int] = []  # patience sorting: tails[k] is the least end of a rising run of k + 1
    for c in rack:
        lo, hi = 0, len(tails)
        while lo < hi:
            mid = (lo + hi) // 2
            if tails[mid] < c:
                lo = mid + 1
            else:
                hi = mid
        tails[lo:lo + 1] = [c]
    return len(tails)


def joins_longest_run(rack: Sequence[int], i: int) -> bool:
    """The card at index ``i`` is part of a longest rising sequence of ``rack``."""
    card = rack[i]
    through = in_order([c for c in rack[:i] if c < card]) + 1 + in_order([c for c in rack[i + 1:] if c > card])
    return through == in_order(rack)


def run_through(rack: Sequence[int], slot: int) -> tuple[int, ...]:
    """The cards of adjacent slots going up by one that ``slot`` (1 to 10) is part of."""
    i = j = slot - 1
    while i > 0 and rack[i - 1] == rack[i] - 1:
        i -= 1
    while j < len(rack) - 1 and rack[j + 1] == rack[j] + 1:
        j += 1
    return tuple(rack[i:j + 1])


def fits(rack: Sequence[int], slot: int, card: int) -> bool:
    """``card`` in ``slot`` is above the card before it and below the card after it."""
    i = slot - 1
    return (i == 0 or rack[i - 1] < card) and (i == len(rack) - 1 or card < rack[i + 1])


def _neighbours_rise(rack: Sequence[int], slot: int) -> bool:
    """The cards beside ``slot`` (1 to 10) each join a longest rising run of ``rack``: "it fits
    between your 8 and 37" named an 8 that stood after a 23 (playtest)."""
    return all(joins_longest_run(rack, k) for k in (slot - 2, slot) if 0 <= k < len(rack))


def _neighbours_can_stay(rack: Sequence[int], slot: int, deck: int) -> bool:
    """No card beside ``slot`` (1 to 10) is one that can never stay: "it fits between your 1 and
    47" named a 1 in slot 4 (playtest)."""
    return not any(stranded(rack[k - 1], k, deck) for k in (slot - 1, slot + 1) if 1 <= k <= len(rack))


def stranded(card: int, slot: int, deck: int) -> bool:
    """``card`` can never stay in ``slot`` (1 to 10): too few cards below it for the slots before,
    or above it for the slots after (a 1 in slot 2)."""
    return card < slot or deck - card < RACK_SIZE - slot


def share_slot(card: int, deck_size: int) -> int:
    """The slot (1 to 10) of the card's share of the deck: 1-4 of 40 in slot 1, 37-40 in 10."""
    return band(card, deck_size) + 1


def stuck(rack: Sequence[int], slot: int, drawable: Sequence[int] | None, deck: int) -> Reason | None:
    """The card in ``slot`` (1 to 10) cannot stay, if it cannot: by the numbers ("stranded_below",
    a 1 in slot 9; "stranded_above"; ``cards``: the card), or by the draw pile's cards
    (``drawable``, those that may still be in it; None: not judged), too few below it for the
    slots before it that hold no lower card, or above it for the slots after it ("stuck_below",
    "stuck_above"; ``cards``: the card and how many such are left). After a shuffled rebuild the
    draw pile is known, and the coach named a move that broke a run of 5, 6, 7 with no word that
    no card below 5 was left (playtest)."""
    i = slot - 1
    card = rack[i]
    if stranded(card, slot, deck):
        return Reason("stranded_below" if card < slot else "stranded_above", (card,))
    if drawable is None:
        return None
    before = i - sum(1 for c in rack[:i] if c < card)
    after = RACK_SIZE - 1 - i - sum(1 for c in rack[i + 1:] if c > card)
    lower = sum(1 for c in drawable if c < card)
    higher = sum(1 for c in drawable if c > card)
    if lower < before:
        return Reason("stuck_below", (card, lower))
    if higher < after:
        return Reason("stuck_above", (card, higher))
    return None


def winning_run(obs: Observation) -> int | None:
    """k, where the seat's rack rises from slot 1 to slot k and those cards win the match however
    the round ends (a two-seat match's last round: ``rackoapp.ai.endgame``); else None."""
    k = lock_length(obs)
    return k if k is not None and rising_count(obs.rack) >= k else None


def with_lock(obs: Observation, why: Reason | None) -> Reason | None:
    """``why``, or where the match is won however the round ends (``winning_run``), that: it is
    why the move is the coach's, not the model's turns. A Rack-O is said as one."""
    k = winning_run(obs)
    if k is None or (why is not None and why.kind == "rackout"):
        return why
    return Reason("lock", cards=(k,))


def reason(rules: Rules, rack: Sequence[int], slot: int, card: int,
           drawable: Sequence[int] | None = None) -> Reason | None:
    """The fact that speaks for putting ``card`` into ``slot`` of ``rack``, if one does;
    ``drawable``, the cards that may still be in the draw pile, lets it say that the card the
    move replaces could not stay for want of them."""
    after = list(rack)
    after[slot - 1] = card
    found = _fact(rules, rack, slot, card, after) or _gap(rules, rack, slot, after, drawable)
    if found is None:
        # The card put in must be able to stay where the one it replaces cannot (review: "too
        # few cards lower than your 23" for a 26 with as few).
        found = stuck(rack, slot, drawable, rules.deck_size)
        if found is not None and stuck(after, slot, drawable, rules.deck_size) is not None:
            found = None
    found = found or _share(rules, slot, card)
    if found is not None and found.kind == "rackout":
        return found
    broken = _broken_run(rules, rack, slot, after)
    if broken:
        return replace(found, breaks=broken) if found is not None else Reason("breaks_run", breaks=broken)
    if _unsorts(rules, rack, after):
        return replace(found, unsorts=True) if found is not None else Reason("breaks_order", unsorts=True)
    return found


def placement_reason(rules: Rules, rack: Sequence[int], slot: int, card: int,
                     drawable: Sequence[int] | None = None, close: bool = False) -> Reason | None:
    """``reason``, or where no fact a player can check speaks for the placement, the coach's own
    count ("count"): a bare "put the 11 into slot 7 (35)", which gave up a 34 beside the 35, read
    as wrong (playtest). Not beside a ``close`` call, where the model's own pick is the other move
    (review). The hint and the round's review say the same (they had each their own copy)."""
    return reason(rules, rack, slot, card, drawable) or (None if close else Reason("count"))


def _broken_run(rules: Rules, rack: Sequence[int], slot: int, after: Sequence[int]) -> tuple[int, ...]:
    """The run of three or more through ``slot`` that the move gives up, when the two-seat rule
    needs one and the rack is left without any."""
    if not rules.run_required or longest_run(after) >= RUN_NEEDED:
        return ()
    run = run_through(rack, slot)
    return run if len(run) >= RUN_NEEDED else ()


def _unsorts(rules: Rules, rack: Sequence[int], after: Sequence[int]) -> bool:
    """The rack rose from end to end, short only of the two-seat rule's run (else it was Rack-O),
    and ``after`` does not."""
    return rules.run_required and in_order(rack) == len(rack) and in_order(after) < len(after)


def _fact(rules: Rules, rack: Sequence[int], slot: int, card: int, after: list[int]) -> Reason | None:
    """Rack-O, a run, or a fit: what ``card`` does in ``slot`` (``after``: the rack with it)."""
    if goes_rackout(rules, after):
        return Reason("rackout")
    if rules.run_required and longest_run(rack) < RUN_NEEDED:
        run = run_through(after, slot)
        if len(run) >= RUN_NEEDED or (len(run) >= 2 and in_order(after) >= in_order(rack)):
            return Reason("run", run)
    if (fits(after, slot, card) and not fits(rack, slot, rack[slot - 1]) and _neighbours_rise(after, slot)
            and _neighbours_can_stay(after, slot, rules.deck_size)):
        i = slot - 1
        return Reason("fits", low=after[i - 1] if i > 0 else None, high=after[i + 1] if i < len(after) - 1 else None)
    return None


def _gap(rules: Rules, rack: Sequence[int], slot: int, after: list[int],
         drawable: Sequence[int] | None) -> Reason | None:
    """Under the two-seat rule, with no run yet: the card put into ``slot`` (of ``after``) and a
    card two slots away, two apart, wait for the one between them, which may still be drawn
    ("gap"; ``cards``: low, missing, high). "Put the 22 into slot 7: about where the 22
    belongs" beside 20, 24 read as breaking a rising rack; the 20 and the 22 wait for a 21
    (playtest)."""
    if not rules.run_required or longest_run(rack) >= RUN_NEEDED or drawable is None:
        return None
    return _gap_through(after, slot, drawable)


def _gap_through(rack: Sequence[int], slot: int, drawable: Sequence[int], deck: int | None = None) -> Reason | None:
    """The card in ``slot`` and one two slots away, two apart, whose missing card may still be
    drawn ("gap"; ``cards``: low, missing, high); with ``deck``, only cards that can stay in
    their slots."""
    i = slot - 1
    card = rack[i]
    for side in (-1, 1):
        j, missing = i + 2 * side, card + side
        if 0 <= j < len(rack) and rack[j] == card + 2 * side and missing in drawable and (
                deck is None or not (stranded(card, slot, deck) or stranded(rack[j], j + 1, deck))):
            return Reason("gap", (min(card, rack[j]), missing, max(card, rack[j])))
    return None


def _run_start(rack: Sequence[int], slot: int, drawable: Sequence[int] | None, deck: int) -> Reason | None:
    """What the card in ``slot`` holds of a run to come: a pair in a row ("run"), or a gap ("gap",
    as ``_gap_through``); neither of cards that can never stay where they are (a 39, 40 in slots
    3 and 4 of 40 cards is no start of anything, review)."""
    run = run_through(rack, slot)
    if len(run) >= 2:
        first = next(k for k in range(max(0, slot - len(run)), slot) if tuple(rack[k:k + len(run)]) == run)
        if any(stranded(c, first + n + 1, deck) for n, c in enumerate(run)):
            return None
        return Reason("run", run)
    return None if drawable is None else _gap_through(rack, slot, drawable, deck)


def given_cards(lost: Reason) -> tuple[int, ...]:
    """The rack's cards a ``given_up`` reason names (a gap's missing card is none of them)."""
    if lost.kind == "gap":
        return lost.cards[0], lost.cards[2]
    return lost.breaks or lost.cards


def given_up(rules: Rules, rack: Sequence[int], slot: int, card: int,
             drawable: Sequence[int] | None = None) -> Reason | None:
    """What putting ``card`` into ``slot`` of ``rack`` gave up of the two-seat rule's run, if
    it gave up some: the rack's only run of three ("breaks_run", ``breaks``); with no run, a start
    of one through the slot that the card put in does not make anew (a pair in a row, "run", or a
    gap, "gap"); or a rack that rose in order from end to end ("breaks_order"). The round's review
    called taking a 40 into slot 10 a blunder and said nothing of the 30 and 32 it broke up,
    waiting in slots 8 and 10 for the 31 (playtest): these are the model's dearest losses, and
    a player does not see them."""
    if not rules.run_required:
        return None
    after = list(rack)
    after[slot - 1] = card
    if goes_rackout(rules, after):
        return None
    broken = _broken_run(rules, rack, slot, after)
    if broken:
        return Reason("breaks_run", breaks=broken)
    if longest_run(rack) >= RUN_NEEDED or longest_run(after) >= RUN_NEEDED:
        return None
    lost = _run_start(rack, slot, drawable, rules.deck_size)
    if lost is not None and _run_start(after, slot, drawable, rules.deck_size) is None:
        return lost
    if _unsorts(rules, rack, after):
        return Reason("breaks_order", unsorts=True)
    return None


def _share(rules: Rules, slot: int, card: int) -> Reason | None:
    # The lowest card in slot 1 or the highest in slot 10 is more than near its share: "about
    # where the 1 belongs" undersold it (coach playtest).
    if (slot, card) in ((1, 1), (RACK_SIZE, rules.deck_size)):
        return Reason("unbeatable", (card,))
    # Near its share, but never to stay there (a 1 in slot 2), is no reason (playtest).
    if abs(slot - share_slot(card, rules.deck_size)) <= 1 and not stranded(card, slot, rules.deck_size):
        return Reason("share")
    return None


def leave_reason(rules: Rules, rack: Sequence[int], card: int, kind: str) -> Reason | None:
    """The fact that speaks for leaving ``card`` (``kind``: "leave_pile" or "leave_hand"), if it
    holds: in no slot does it go Rack-O, make or start a run, fit where the card there does not,
    or lie near its share where the card there does not (a 1 for a slot 1 that holds a 16 fits
    no worse, but the 16 belongs elsewhere: "fits no slot better" read false there, review).
    A card there that cannot stay is no use of this one: it need not fit there any better."""
    for slot in range(1, len(rack) + 1):
        after = list(rack)
        after[slot - 1] = card
        found = _fact(rules, rack, slot, card, after) or _share(rules, slot, card)
        if found is None:
            continue
        if found.kind != "share" or abs(slot - share_slot(rack[slot - 1], rules.deck_size)) > 1:
            return None
    return Reason(kind)


def leave(rules: Rules, rack: Sequence[int], card: int, kind: str, next_draw: int | None = None) -> Reason:
    """Why leave ``card`` (``kind`` as ``leave_reason``): its fact if one holds, else the model's
    own count, which is true of every such hint: a card drawn gets to Rack-O in fewer turns on
    average ("draw_gains"), or the rack does as it is ("keep_rack"). Draw hints mostly came with
    no word at all, and a player could not tell a natural move from a blunder (playtest).
    ``next_draw``: the draw pile's top card when the rules make it public (after a classic
    rebuild), which the coach then judges instead of the mean: "known_draw" (``cards``: it)."""
    found = leave_reason(rules, rack, card, kind)
    if found is not None:
        return found
    if kind != "leave_pile":
        return Reason("keep_rack")
    return Reason("draw_gains") if next_draw is None else Reason("known_draw", (next_draw,))


def leave_pile(obs: Observation, card: int) -> Reason:
    """``leave`` for the discard pile's ``card`` in ``obs``, judged against the draw pile's next
    card where the rules make it public (after a classic rebuild), as the coach judged it."""
    known = known_draws(obs)
    return leave(obs.rules, obs.rack, card, "leave_pile", known[0] if known else None)
