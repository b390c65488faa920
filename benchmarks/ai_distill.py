"""Distilling Hard's rollouts into a cheap correction of its close placements (issue 12).

Learn offline which of Hard's close options the rollouts prefer; ship the lesson as a
few numbers.

``benchmarks/ai_headroom.py`` showed that one step of policy improvement by
rollouts (each drawn card's 3 best look-ahead options played out by Hard to
Rack-O, 24 times over the same sampled pile orders) gains about half a turn
of solo play at a second a decision. This script tries to keep some of that
at no cost:

- ``gen``: solo deals (round r from ``Random(seed * 100003 + r)``, a seed kept
  apart from the evaluation seeds) played by Hard; at each drawn-card
  placement whose look-ahead has two options within ``--eps`` passes of the
  best, the ``--width`` best options by the look-ahead are played out to
  Rack-O ``--samples`` times by Hard over the same pile orders (common random
  numbers), and each option's features (``option_features``) and rollout mean
  turns are written to ``--out`` (JSON). The game itself goes on with Hard's
  own choice, so the states are the ones Hard meets.
- ``fit``: least squares of the rollout turns on the features, centred within
  each decision (only differences between the options of one decision are
  learned); deals split into training and held-out parts. Prints, on the
  held-out decisions, how often the model's pick and Hard's own pick are the
  rollouts' best, and the mean rollout turns each pick loses against it.
- ``DistillHard`` (``IdeaPlayer`` attribute ``distill = 1`` in
  benchmarks/ai_ideas.py, so ``ai_tune.py solo hard hard:distill=1``): Hard
  whose options within ``distill_eps`` passes of its best are ranked by the
  look-ahead plus the learned correction (the weights of ``fit --save``,
  benchmarks/distill_weightsN.json), in rollout turns.

    nice python benchmarks/ai_distill.py gen --deals 400 --seed 9001 --minutes 50
    nice python benchmarks/ai_distill.py fit --data distill_data.json

Two seats (session 19, race rules; session 20 ``--rules default``, the run of three)::

    nice python benchmarks/ai_distill.py gen2 --rules default --deals 4000 --samples 24 --seed 9201 \
        --minutes 48 --out d2default.json
    nice python benchmarks/ai_distill.py fit2 --data d2default.json --use la,opp_gain_s
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import random
import sys
import time

from rackoapp.ai.hard import INF, Evaluator, HardPlayer, hidden_slots, sample_hidden, taking_gain
from rackoapp.ai.common import placed
from rackoapp.ai.simulate import SOLO_RULES, SoloPosition, solo_play_from

ROLLOUT_TURNS = 60

FEATURES = ("la", "v1", "gaps", "maxk", "slots", "tight", "nearforced", "keep", "misfit",
            "edge", "wait", "hit", "la2", "minslack", "outfit", "keep_n", "keep_la",
            "v_all", "hit_all")
NEEDS_PLAN = (1, 2, 3, 4, 5, 6, 10, 11, 13)  # features that need the option's evaluator and plan
STORED = 14  # the first STORED features are written by ``gen``; the rest follow from the record



def plan(ev, rack) -> list[tuple[int, int]]:
    """The gaps (k slots, u drawable cards in the interval) of the plan minimising V
    without the run rule (hard_v1's chain DP, with back pointers)."""
    n = ev.n
    hp = ev.hp
    vals = (0, *rack, n + 1)
    cnt = ev.fwd.cnt  # cnt[v] = drawable cards <= v
    F = [0.0] + [INF] * 11
    back = [0] * 12
    for i in range(1, 12):
        vi = vals[i]
        ci = cnt[vi - 1]
        best, arg = INF, -1
        for h in range(i):
            vh = vals[h]
            if vh < vi and F[h] < INF:
                v = F[h] + hp[i - h - 1][ci - cnt[vh]]
                if v < best:
                    best, arg = v, h
        F[i], back[i] = best, arg
    gaps = []
    i = 11
    while i > 0 and back[i] >= 0:
        h = back[i]
        k = i - h - 1
        if k:
            gaps.append((k, cnt[vals[i] - 1] - cnt[vals[h]]))
        i = h
    return gaps


def option_features(ev_after, rack_after, card: int, slot, worth: float, n: int, deck: int) -> list[float]:
    """The features of one option (its rack ``rack_after``; ``ev_after`` its evaluator)."""
    cur = ev_after.current()
    v1 = 1e3 if cur == INF else cur ** ev_after.inv * n
    gaps = plan(ev_after, rack_after)
    ng = len(gaps)
    maxk = max((k for k, _ in gaps), default=0)
    slots = sum(k for k, _ in gaps)
    tight = sum(k / u for k, u in gaps if u)
    nearforced = sum(1 for k, u in gaps if u - k <= 1)
    wait = sum(1.0 / (u + 2) for _, u in gaps)
    hit = sum(u for _, u in gaps) / max(1, n)
    minslack = min((u - k for k, u in gaps), default=6)
    minslack = min(minslack, 6)
    if slot is None:
        keep, misfit, edge = 1.0, 0.0, 0.0
    else:
        keep = 0.0
        misfit = abs(card - (slot - 0.5) * deck / 10) / (deck / 10)
        edge = 1.0 if slot in (1, 10) else 0.0
    la = worth * n
    return [la, v1, ng, maxk, slots, tight, nearforced, keep, misfit, edge, wait, hit, la * la / 10, minslack]


def extra_features(rack, card: int, slot, n: int, deck: int, la: float) -> list[float]:
    """Features computed from the option alone: how far the card leaving the rack sits from
    its slot's band (0 when keeping), the keep flag times n / 10 and times the look-ahead;
    V and the gaps' reach with every card outside the rack counted as drawable (in solo the
    discard pile comes back at a rebuild; the look-ahead counts only the draw pile)."""
    after = tuple(rack) if slot is None else placed(tuple(rack), slot, card)
    if slot is None:
        head = [0.0, n / 10, la]
    else:
        out = rack[slot - 1]
        head = [abs(out - (slot - 0.5) * deck / 10) / (deck / 10), 0.0, 0.0]
    inside = set(after)
    ev = Evaluator(after, [c for c in range(1, deck + 1) if c not in inside], deck, False)
    cur = ev.current()
    v_all = 1e3 if cur == INF else cur ** ev.inv * n
    hit_all = sum(u for _, u in plan(ev, after)) / (deck - 10)
    return head + [v_all, hit_all]


def complete(data, deck: int = 40) -> None:
    """Append ``extra_features`` to every stored option's features."""
    for d in data:
        for o in d["options"]:
            if len(o["f"]) == STORED:
                o["f"] += extra_features(d["rack"], d["card"], o["slot"], d["n"], deck, o["f"][0])


def recorder(base_cls):
    """``base_cls`` (Hard, or a variant) that, at close placements, records its options'
    features and rollout turns, the rollouts played by ``base_cls`` too."""

    class Recorder(base_cls):
        def __init__(self, seat, rules, rng, width, samples, eps, sink) -> None:
            super().__init__(seat, rules, rng)
            self.width, self.samples, self.eps, self.sink = width, samples, eps, sink
            self.base = base_cls(seat, rules, random.Random(0))
            self.deal = -1

        def _look_ahead(self, obs, ev, card, unseen, keep):
            options = self.look_ahead_options(obs, ev, card, unseen, keep)
            if not options:
                return None
            pick = base_cls._look_ahead(self, obs, ev, card, unseen, keep)
            ranked = sorted(options, key=lambda o: o[0])[:self.width]
            if len(ranked) < 2 or ranked[1][0] - ranked[0][0] > self.eps:
                return pick
            n = len(unseen)
            args = self._args(obs)
            rows = []
            outs = self._rollouts(obs, card, [s for _, s in ranked])
            for (worth, slot), (mean, sq) in zip(ranked, outs):
                rack = obs.rack if slot is None else placed(obs.rack, slot, card)
                f = option_features(self._ev(rack, unseen, args), rack, card, slot, worth, n,
                                    obs.rules.deck_size)[:STORED]
                rows.append({"slot": slot, "worth": worth, "f": f, "turns": mean, "sq": sq})
            self.sink.append({"deal": self.deal, "turn": obs.turns, "card": card, "rack": list(obs.rack),
                              "n": n, "hard": pick, "options": rows})
            return pick

        _rollouts = _rollouts

    return Recorder


def _rollouts(self, obs, card, slots):
    seen = set(obs.rack) | set(obs.discard_pile) | {card}
    pile = [c for c in range(1, SOLO_RULES.deck_size + 1) if c not in seen]
    rng = random.Random(hash((obs.rack, obs.discard_pile, card, obs.turns, self.deal)))
    sums = [0.0] * len(slots)
    sqs = [0.0] * len(slots)
    for _ in range(self.samples):
        order = pile[:]
        rng.shuffle(order)
        seed = rng.getrandbits(64)
        for i, slot in enumerate(slots):
            play_rng = random.Random(seed)
            position = SoloPosition(list(obs.rack), list(obs.discard_pile), order[:], obs.rebuilds,
                                    list(obs.history), obs.turns, round_number=obs.round_number,
                                    turned_up=obs.turned_up)
            if position.play("draw", card, slot, play_rng):
                t = position.turns
            else:
                t = solo_play_from(self.base, position, play_rng, limit=obs.turns + ROLLOUT_TURNS)
            sums[i] += t
            sqs[i] += t * t
    return [(s / self.samples, q / self.samples) for s, q in zip(sums, sqs)]


def gen(args) -> None:
    from rackoapp.ai.simulate import solo_round
    data = []
    if os.path.exists(args.out) and args.resume:
        with open(args.out, encoding="utf-8") as f:
            data = json.load(f)["decisions"]
    done = {d["deal"] for d in data}
    sink = data
    from ai_tune import variant
    rec = recorder(variant(args.player))(0, SOLO_RULES, random.Random(0), args.width, args.samples, args.eps,
                                         sink)
    t0 = time.process_time()
    last = t0
    r = 0
    deals = 0
    while r < args.deals and time.process_time() - t0 < args.minutes * 60:
        if r in done:
            r += 1
            continue
        rec.deal = r
        solo_round(rec, random.Random(args.seed * 100003 + r))
        deals += 1
        r += 1
        if time.process_time() - last > 120:
            last = time.process_time()
            _save(args, data, r)
            print(f"{r} deals, {len(data)} decisions, {last - t0:.0f} s CPU", flush=True)
    _save(args, data, r)
    print(f"done: deals 0..{r - 1} (seed {args.seed}), {len(data)} decisions, "
          f"{time.process_time() - t0:.0f} s CPU")


def _save(args, data, r) -> None:
    meta = {"player": args.player, "seed": args.seed, "samples": args.samples, "width": args.width, "eps": args.eps,
            "deals_done": r, "features": FEATURES, "prior": getattr(args, "prior", None)}
    if getattr(args, "rules", "race") != "race":
        meta["rules"] = args.rules
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump({"meta": meta, "decisions": data}, f)
    os.replace(tmp, args.out)


# -- fitting ---------------------------------------------------------------------------

def _solve(A, b):
    from ai_learn import _solve as solve  # the benchmarks' one Gauss-Jordan elimination

    return solve(A, b)


def centred(decisions, cols):
    """(x - mean x, y - mean y) of every option, within its decision."""
    X, y = [], []
    for d in decisions:
        opts = d["options"]
        m = len(opts)
        mx = [sum(o["f"][c] for o in opts) / m for c in cols]
        my = sum(o["turns"] for o in opts) / m
        for o in opts:
            X.append([o["f"][c] - mx[i] for i, c in enumerate(cols)])
            y.append(o["turns"] - my)
    return X, y


def fit(decisions, cols, ridge: float):
    X, y = centred(decisions, cols)
    d = len(cols)
    scale = [math.sqrt(sum(r[i] ** 2 for r in X) / max(1, len(X))) or 1.0 for i in range(d)]
    A = [[0.0] * d for _ in range(d)]
    b = [0.0] * d
    for r, t in zip(X, y):
        z = [r[i] / scale[i] for i in range(d)]
        for i in range(d):
            b[i] += z[i] * t
            for j in range(d):
                A[i][j] += z[i] * z[j]
    for i in range(d):
        A[i][i] += ridge * len(X)
    w = _solve(A, b)
    return [w[i] / scale[i] for i in range(d)]


def evaluate(decisions, cols, w, eps: float):
    """Held-out figures over ``decisions``, the model choosing as the player does (among the
    options within ``eps`` passes of the look-ahead's best): (model picks the rollouts' best,
    Hard does, model's rollout turns minus Hard's per decision (list), share it changes)."""
    hit_m = hit_h = 0
    diffs = []
    changed = 0
    for d in decisions:
        opts = d["options"]
        best = min(o["turns"] for o in opts)
        hard = next((o for o in opts if o["slot"] == d["hard"]), None) or min(opts, key=lambda o: o["worth"])
        best_la = min(opts, key=lambda o: o["worth"])
        close = [o for o in opts if o["worth"] - best_la["worth"] <= eps]
        mine = min(close, key=lambda o: sum(w[i] * o["f"][c] for i, c in enumerate(cols)))
        hit_m += mine["turns"] == best
        hit_h += hard["turns"] == best
        diffs.append(mine["turns"] - hard["turns"])
        changed += mine is not hard
    n = max(1, len(decisions))
    return hit_m / n, hit_h / n, diffs, changed / n


def held_out(data, sets, names, k, args, measure: str, sign: int) -> None:
    """For each feature set: fitted on k-1 folds (by deal or round), judged on the one left out;
    prints how often the fit and Hard pick the rollouts' best, and ``measure`` of the fit's pick
    minus Hard's (``sign`` -1: a win rate, where larger is better), then the weights on all."""
    for label, cnames in sets.items():
        cols = [names.index(c) for c in cnames]
        hm = hh = ch = 0.0
        diffs = []
        for fold in range(k):
            test = [d for d in data if d["deal"] % k == fold]
            train = [d for d in data if d["deal"] % k != fold]
            w = fit(train, cols, args.ridge)
            a, b, dd, c = evaluate(test, cols, w, args.eps)
            hm, hh, ch = hm + a * len(test), hh + b * len(test), ch + c * len(test)
            diffs += dd
        m = len(diffs)
        mean = sum(diffs) / m
        se = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, m - 1) / m)
        print(f"  {label:<22}\n      held out: picks the rollouts' best {hm / m:.1%} (Hard {hh / m:.1%}); "
              f"differs from Hard {ch / m:.1%}; {measure} minus Hard's pick {sign * mean:+.4f} a decision "
              f"(SE {se:.4f})")
        w = fit(data, cols, args.ridge)
        print("      weights on all: " + ", ".join(f"{cnames[i]} {w[i]:.4g}" for i in range(len(cols))))


def fit_main(args) -> None:
    with open(args.data, encoding="utf-8") as f:
        blob = json.load(f)
    data = blob["decisions"]
    complete(data)
    names = list(FEATURES)
    sets = {
        "la only": ["la"],
        "la + keep": ["la", "keep"],
        "la + misfit": ["la", "misfit"],
        "la + edge": ["la", "edge"],
        "la + v1": ["la", "v1"],
        "la + keep/misfit/edge": ["la", "keep", "misfit", "edge"],
        "la + keep/misfit/v1": ["la", "keep", "misfit", "v1"],
        "la + keep/outfit": ["la", "keep", "outfit"],
        "la + keep/keep_n/keep_la": ["la", "keep", "keep_n", "keep_la"],
        "la + keep/misfit/edge/outfit/keep_n": ["la", "keep", "misfit", "edge", "outfit", "keep_n"],
        "la + v_all": ["la", "v_all"],
        "la + v_all/hit_all": ["la", "v_all", "hit_all"],
        "la + keep/v_all": ["la", "keep", "v_all"],
        "la + keep/misfit/edge/v_all": ["la", "keep", "misfit", "edge", "v_all"],
        "la + keep/misfit/edge/v_all/hit_all": ["la", "keep", "misfit", "edge", "v_all", "hit_all"],
        "la + shape": ["la", "v1", "gaps", "maxk", "slots", "tight", "nearforced", "wait", "hit", "minslack"],
        "all": names,
    }
    deals = sorted({d["deal"] for d in data})
    k = args.folds
    print(f"{len(data)} decisions from {len(deals)} deals (meta {blob['meta']}); "
          f"{sum(len(d['options']) for d in data)} options; {k}-fold by deal")
    held_out(data, sets, names, k, args, "rollout turns", 1)
    cols = [names.index(c) for c in args.use.split(",")] if args.use else list(range(len(names)))
    w = fit(data, cols, args.ridge)
    full = [0.0] * len(names)
    for i, c in enumerate(cols):
        full[c] = w[i]
    # normalise so the look-ahead counts 1 (the correction is then in turns)
    la = full[0]
    print(f"fit on all ({', '.join(names[c] for c in cols)}): la coefficient {la:.3f}")
    norm = [x / la for x in full] if la > 0 else full
    print("weights relative to la: (" + ", ".join(f"{x:.4g}" for x in norm) + ")")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump({"features": names, "w": full, "cols": [names[c] for c in cols],
                       "data": args.data, "decisions": len(data)}, f)


# -- the player ----------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def load_weights(index: int) -> tuple[float, ...]:
    """The weights of distill_weights{index}.json in $AI_DISTILL_DIR (default benchmarks/)."""
    folder = os.environ.get("AI_DISTILL_DIR", os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(folder, f"distill_weights{index}.json"), encoding="utf-8") as f:
        return tuple(json.load(f)["w"])


def distill_pick(player, obs, ev, card, unseen, keep, weights, eps, width):
    """Hard's look-ahead options; those among its ``width`` best within ``eps`` passes of the
    best are ranked by the weights (the look-ahead in turns plus the correction)."""
    options = player.look_ahead_options(obs, ev, card, unseen, keep)
    if not options:
        return None
    ranked = sorted(options, key=lambda o: o[0])[:width]
    best = ranked[0][0]
    close = [o for o in ranked if o[0] - best <= eps]
    if len(close) < 2:
        return min(options, key=lambda o: o[0])[1]
    n = len(unseen)
    args = player._args(obs)
    deck = obs.rules.deck_size
    scored = []
    for worth, slot in close:
        rack = obs.rack if slot is None else placed(obs.rack, slot, card)
        if any(weights[i] for i in NEEDS_PLAN):
            f = option_features(player._ev(rack, unseen, args), rack, card, slot, worth, n, deck)
        else:
            la = worth * n
            f = [la, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, float(slot is None),
                 0.0 if slot is None else abs(card - (slot - 0.5) * deck / 10) / (deck / 10),
                 float(slot in (1, 10)), 0.0, 0.0, la * la / 10, 0.0]
        f += extra_features(obs.rack, card, slot, n, deck, f[0])
        scored.append((sum(a * b for a, b in zip(weights, f)), slot))
    return min(scored, key=lambda o: o[0])[1]


def speed(args) -> None:
    """Decision CPU time (the thread's) of a variant's own decisions: solo, and two seats
    against hard-v1 in default and race rules, seats swapped."""
    import rackoapp.ai as ai
    from ai_tune import RACE, DEFAULT, variant
    from rackoapp.ai.simulate import _percentiles, play_table, solo_round
    base = variant(args.spec)
    times: list[float] = []

    class Timed(base):
        def choose_take(self, obs):
            t0 = time.thread_time()
            out = super().choose_take(obs)
            times.append(time.thread_time() - t0)
            return out

        def choose_slot(self, obs, card):
            t0 = time.thread_time()
            out = super().choose_slot(obs, card)
            times.append(time.thread_time() - t0)
            return out

    def show(label):
        d = _percentiles(times)
        print(f"{args.spec}, {label}: CPU ms a decision p50 / p99 / max "
              f"{d['p50']:.2f} / {d['p99']:.2f} / {d['max']:.2f} ({len(times)} decisions)", flush=True)
        times.clear()

    for r in range(args.rounds):
        solo_round(Timed(0, None, random.Random(r)), random.Random(args.seed * 100003 + r))
    show(f"solo, {args.rounds} deals")
    classes = ai._classes()
    original = ai.make_player
    ai.make_player = lambda level, s, r, rng: Timed(s, r, rng) if level == "tuned" else classes[level](s, r, rng)
    try:
        for label, rules in (("default", DEFAULT), ("race", RACE)):
            for seating in (["tuned", "hard-v1"], ["hard-v1", "tuned"]):
                play_table(seating, rules, args.rounds // 2, args.seed)
            show(f"two seats vs hard-v1, {label} rules, {args.rounds} rounds")
    finally:
        ai.make_player = original


# -- two seats (issue 12, session 19): rollouts that sample the opponent's hidden cards ----------

FEATURES2 = FEATURES + ("opp_gain", "la_oppv", "keep_oppv", "v_all_oppv", "la_myv", "keep_t", "opp_gain_s",
                        "la_oppvs", "keep_oppvs", "gain_s_oppvs")
# session 20, the run of three (from the option's rack alone): it holds a run of three; its longest
# run (at most 4); its rising prefix from slot 1 / 10; it breaks the rack's run of three; run3 x turns / 10
FEATURES2 += ("run3", "run_len", "rising", "run_lost", "run3_t")
FEATURES2_S19 = FEATURES2[:len(FEATURES) + 10]


def sample_world(obs, card: int, rng: random.Random, prior: str = "band"):
    """One deal of the cards ``obs``'s seat cannot see, consistent with everything public:
    (the opponent's rack, the draw pile, top at the end). Under ``prior == "band"`` a hidden
    card the opponent drew and placed lies about its slot's band (Gaussian, hard's ``OPP_SD``) and a
    card never moved since the deal is uniform; under ``"uniform"`` every hidden card is."""
    opp = 1 - obs.seat
    unseen = [c for c in obs.unseen() if c != card]
    rack = list(obs.racks[opp])
    drawn, dealt = hidden_slots(obs, opp)
    assert len(unseen) == len(drawn) + len(dealt) + obs.draw_count, (len(unseen), drawn, dealt, obs.draw_count)
    if prior == "band":
        return sample_hidden(obs, card, rng)
    pool = unseen[:]
    rng.shuffle(pool)
    for j in drawn + dealt:
        rack[j - 1] = pool.pop()
    return rack, pool


def _public_of(obs, seat: int) -> list:
    """What the table knows of ``seat``'s rack: cards taken from the discard pile, not replaced since."""
    pub = [None] * 10
    for ev in obs.history:
        if ev.seat == seat and ev.slot is not None:
            pub[ev.slot - 1] = ev.taken if ev.take == "discard" else None
    return pub


def play_on(obs, card: int, slot, opp_rack, draw, players, limit: int = 150, shuffle_seed: int | None = None):
    """The round of ``obs`` (its seat holding the drawn ``card``) with the opponent's rack and
    the draw pile as given, ``slot`` played now and ``players`` (by seat) on to its end:
    (won by ``obs``'s seat, its points minus the opponent's, turns played on). Under shuffled
    rebuilds (the default rules) a rebuild shuffles the discard pile with
    ``Random(shuffle_seed)``, so the options of one sample meet the same shuffles."""
    from rackoapp.engine.actions import DISCARD, TAKE_BY_NAME, TAKE_DRAW
    from rackoapp.engine.round import PLACE, Round
    me, opp = obs.seat, 1 - obs.seat
    rnd = Round.__new__(Round)
    rnd.rules, rnd.dealer, rnd.deck = obs.rules, obs.dealer, ()
    rnd.rebuild_order, rnd.turn_limit = None, obs.turns + limit
    if obs.rules.rebuild == "shuffle":
        shuffler = random.Random(shuffle_seed)

        def rebuild_order(pile):
            order = list(pile)
            shuffler.shuffle(order)
            return order
        rnd.rebuild_order = rebuild_order
    racks = [None, None]
    racks[me], racks[opp] = list(obs.rack), list(opp_rack)
    rnd.racks = racks
    rnd.draw_pile, rnd.discard_pile = list(draw), list(obs.discard_pile)
    rnd.to_move, rnd.phase, rnd.hand, rnd.hand_from = me, PLACE, card, TAKE_DRAW
    rnd.turn_count, rnd.rebuilds, rnd.rebuild_orders = obs.turns, obs.rebuilds, []
    rnd.rackout, rnd.over, rnd.ended_by, rnd.scores = None, False, None, None
    pub = [None, None]
    pub[me], pub[opp] = _public_of(obs, me), list(obs.racks[opp])
    rnd.public, rnd.last_slot, rnd.history = pub, list(obs.last_slot), list(obs.history)
    totals, number = obs.totals, obs.round_number
    rnd.apply_action(DISCARD if slot is None else slot)
    while not rnd.over:
        s = rnd.to_move
        p = players[s]
        take = p.choose_take(rnd.observation(s, totals, number))
        rnd.apply_action(TAKE_BY_NAME[take])
        o = rnd.observation(s, totals, number)
        pick = p.choose_slot(o, rnd.hand)
        rnd.apply_action(DISCARD if pick is None else pick)
    sc = rnd.scores
    return float(rnd.rackout == me), sc[me] - sc[opp], rnd.turn_count - obs.turns


def _opp_view(obs, unseen, args):
    """(the opponent's V in its turns, a hidden slot counted as its band's middle; the gain
    function of ai_ideas._next_seat_gain)."""
    from ai_ideas import _next_seat_gain
    opp = 1 - obs.seat
    n = obs.rules.deck_size
    rack = tuple(c if c is not None else int((j + 0.5) * n / 10) for j, c in enumerate(obs.racks[opp]))
    avail = [c for c in unseen if c not in rack]
    v = Evaluator(rack, avail, *args).current() if avail else INF
    v_t = 1e3 if v == INF else v ** (1.0 / HardPlayer.p) * len(avail)
    return min(v_t, 60.0), _next_seat_gain(obs, unseen, args)


def _rack_view(rack, avail, args):
    """(V of ``rack`` in its turns over ``avail``, capped at 60; hard's ``taking_gain``)."""
    if not avail:
        return 60.0, lambda d: 0.0
    ev = Evaluator(tuple(rack), avail, *args)
    v = ev.current()
    return (60.0 if v == INF else min(60.0, v ** ev.inv * len(avail))), taking_gain(ev, avail)


def recorder2(base_cls, opp_cls):
    """``base_cls`` that, at its close placements in two seats, rolls out its ``width`` best
    options ``samples`` times each over the same sampled hidden cards (``sample_world``),
    ``base_cls`` in its seat and ``opp_cls`` in the other, and records win, margin, turns."""

    class Recorder2(base_cls):
        def __init__(self, seat, rules, rng, width=3, samples=24, eps=0.1, sink=None, prior="band") -> None:
            super().__init__(seat, rules, rng)
            self.width, self.samples, self.eps, self.sink, self.prior = width, samples, eps, sink, prior
            self.deal = -1

        def _look_ahead(self, obs, ev, card, unseen, keep):
            options = self.look_ahead_options(obs, ev, card, unseen, keep)
            if not options:
                return None
            pick = base_cls._look_ahead(self, obs, ev, card, unseen, keep)
            ranked = sorted(options, key=lambda o: o[0])[:self.width]
            if len(obs.racks) != 2 or len(ranked) < 2 or ranked[1][0] - ranked[0][0] > self.eps:
                return pick
            n = len(unseen)
            args = self._args(obs)
            opp_v, gain = _opp_view(obs, unseen, args)
            me = base_cls(obs.seat, obs.rules, random.Random(0))
            them = opp_cls(1 - obs.seat, obs.rules, random.Random(0))
            if hasattr(them, "_deal_top"):
                from rackoapp.ai.hard import deal_top
                them._deal_top = deal_top(obs)
            players = [None, None]
            players[obs.seat], players[1 - obs.seat] = me, them
            rng = random.Random(hash((obs.rack, obs.discard_pile, card, obs.turns, self.deal)))
            res = [[0.0, 0.0, 0.0, 0.0] for _ in ranked]
            outs = [card if slot is None else obs.rack[slot - 1] for _, slot in ranked]
            sv, sg, ns = 0.0, [0.0] * len(ranked), 0
            for s in range(self.samples):
                opp_rack, draw = sample_world(obs, card, rng, self.prior)
                shuffle_seed = rng.getrandbits(64) if obs.rules.rebuild == "shuffle" else None
                if s < 8:  # the opponent's V and its gain from each option's discard, on sampled racks
                    v, g = _rack_view(opp_rack, [c for c in unseen if c not in opp_rack], args)
                    sv, ns = sv + v, ns + 1
                    for i, o in enumerate(outs):
                        sg[i] += g(o) * n
                for i, (_, slot) in enumerate(ranked):
                    w, m, t = play_on(obs, card, slot, opp_rack, draw, players, shuffle_seed=shuffle_seed)
                    r = res[i]
                    r[0] += w
                    r[1] += m
                    r[2] += t
                    r[3] += m * m
            rows = []
            k = self.samples
            for (worth, slot), r in zip(ranked, res):
                rack = obs.rack if slot is None else placed(obs.rack, slot, card)
                f = option_features(self._ev(rack, unseen, args), rack, card, slot, worth, n,
                                    obs.rules.deck_size)[:STORED]
                out = card if slot is None else obs.rack[slot - 1]
                rows.append({"slot": slot, "worth": worth, "f": f, "win": r[0] / k, "margin": r[1] / k,
                             "rturns": r[2] / k, "out": out, "opp_gain": gain(out) * n,
                             "opp_gain_s": sg[len(rows)] / ns})
            self.sink.append({"deal": self.deal, "turn": obs.turns, "card": card, "rack": list(obs.rack),
                              "n": n, "hard": pick, "opp_v": opp_v, "opp_v_s": sv / ns, "seat_turns": obs.turns // 2,
                              "keep_v": 1e3 if keep == INF else keep ** ev.inv * n, "options": rows})
            return pick

    return Recorder2


def gen2(args) -> None:
    """Two-seat rounds (ai_tune.py's ``race`` or ``default``: seed i played twice, seats swapped),
    race rules or, with ``--rules default``, the default ones (the run of three, shuffled rebuilds)."""
    import rackoapp.ai as ai
    from ai_tune import DEFAULT, RACE, variant
    rules = DEFAULT if args.rules == "default" else RACE
    from rackoapp.ai.simulate import play_table
    data = []
    if os.path.exists(args.out) and args.resume:
        with open(args.out, encoding="utf-8") as f:
            data = json.load(f)["decisions"]
    done = {d["deal"] // 2 for d in data}
    classes = ai._classes()
    cls = recorder2(variant(args.player), classes["hard-v1"])
    current = {}

    def make(level, s, r, rng):
        if level == "tuned":
            p = cls(s, r, rng, args.width, args.samples, args.eps, data, args.prior)
            p.deal = current["deal"]
            return p
        return classes[level](s, r, rng)

    original = ai.make_player
    ai.make_player = make
    t0 = time.process_time()
    last = t0
    i = 0
    try:
        while i < args.deals // 2 and time.process_time() - t0 < args.minutes * 60:
            if i in done:
                i += 1
                continue
            for side, seating in enumerate((["tuned", "hard-v1"], ["hard-v1", "tuned"])):
                current["deal"] = 2 * i + side
                play_table(seating, rules, 1, args.seed * 100003 + i)
            i += 1
            if time.process_time() - last > 120:
                last = time.process_time()
                _save(args, data, i)
                print(f"{2 * i} rounds, {len(data)} decisions, {last - t0:.0f} s CPU", flush=True)
    finally:
        ai.make_player = original
    _save(args, data, i)
    print(f"done: rounds 0..{2 * i - 1} (seed {args.seed}), {len(data)} decisions, "
          f"{time.process_time() - t0:.0f} s CPU")


def complete2(data, deck: int = 40) -> None:
    """``complete`` plus the two-seat features of FEATURES2 (the target "turns" is minus the
    rollouts' win rate, so lower is better as in solo)."""
    complete(data, deck)
    for d in data:
        ov = d["opp_v"] / 10
        for o in d["options"]:
            f = o["f"]
            if len(f) == len(FEATURES):
                la, keep, v_all = f[0], f[FEATURES.index("keep")], f[FEATURES.index("v_all")]
                ovs = d["opp_v_s"] / 10
                f += [o["opp_gain"], la * ov, keep * ov, v_all * ov, la * d["keep_v"] / 10,
                      keep * d["seat_turns"] / 10, o["opp_gain_s"], la * ovs, keep * ovs,
                      o["opp_gain_s"] / max(0.5, ovs)]
            if len(f) == len(FEATURES) + 10:
                f += run_features(d["rack"], d["card"], o["slot"], d["seat_turns"])
            o["turns"] = -o["win"]


def run_features(rack, card: int, slot, seat_turns: int) -> list[float]:
    """FEATURES2's run features of one option (session 20)."""
    from rackoapp.ai.common import longest_run, rising_count
    after = tuple(rack) if slot is None else placed(tuple(rack), slot, card)
    run = longest_run(after)
    run3 = float(run >= 3)
    return [run3, float(min(run, 4)), rising_count(after) / 10, float(longest_run(rack) >= 3 and run < 3),
            run3 * seat_turns / 10]


@functools.lru_cache(maxsize=None)
def load_weights2(index: int) -> tuple[tuple[str, float], ...]:
    """(feature, weight) pairs of distill2_weights{index}.json in $AI_DISTILL_DIR (default benchmarks/)."""
    folder = os.environ.get("AI_DISTILL_DIR", os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(folder, f"distill2_weights{index}.json"), encoding="utf-8") as f:
        blob = json.load(f)
    return tuple((name, w) for name, w in zip(blob["features"], blob["w"]) if w)


def distill2_pick(player, obs, ev, card, unseen, keep, weights, eps, width):
    """Two seats: Hard's look-ahead options within ``eps`` passes of the best (among its ``width``
    best) ranked by the fitted minus-win-rate ``weights`` over FEATURES2, computed as gen2
    records them (the sampled opponent racks from an RNG seeded by this seat's view only)."""
    options = player.look_ahead_options(obs, ev, card, unseen, keep)
    if not options:
        return None
    ranked = sorted(options, key=lambda o: o[0])[:width]
    close = [o for o in ranked if o[0] - ranked[0][0] <= eps]
    if len(close) < 2:
        return min(options, key=lambda o: o[0])[1]
    names = [w[0] for w in weights]
    n = len(unseen)
    args = player._args(obs)
    deck = obs.rules.deck_size
    ctx = {"keep_v": 1e3 if keep == INF else keep ** ev.inv * n, "seat_turns": obs.turns // 2}
    outs = [card if slot is None else obs.rack[slot - 1] for _, slot in close]
    band = {"opp_gain", "la_oppv", "keep_oppv", "v_all_oppv"}
    sampled = {"opp_gain_s", "la_oppvs", "keep_oppvs", "gain_s_oppvs"}
    if band & set(names):
        ctx["opp_v"], gain = _opp_view(obs, unseen, args)
        og = [gain(o) * n for o in outs]
    else:
        ctx["opp_v"], og = 0.0, [0.0] * len(close)
    sg = [0.0] * len(close)
    ctx["opp_v_s"] = 0.0
    if sampled & set(names):
        rng = random.Random(repr((obs.rack, obs.discard_pile, obs.racks, card, obs.turns)))
        for _ in range(8):
            opp_rack, _ = sample_world(obs, card, rng)
            v, g = _rack_view(opp_rack, [c for c in unseen if c not in opp_rack], args)
            ctx["opp_v_s"] += v / 8
            for i, o in enumerate(outs):
                sg[i] += g(o) * n / 8
    d = {**ctx, "rack": list(obs.rack), "card": card, "n": n, "options": []}
    for (worth, slot), g1, g2 in zip(close, og, sg):
        rack = obs.rack if slot is None else placed(obs.rack, slot, card)
        f = option_features(player._ev(rack, unseen, args), rack, card, slot, worth, n, deck)
        d["options"].append({"slot": slot, "f": f, "opp_gain": g1, "opp_gain_s": g2, "win": 0.0})
    complete2([d], deck)
    idx = [FEATURES2.index(nm) for nm in names]
    scored = [(sum(w * o["f"][i] for (_, w), i in zip(weights, idx)), o["slot"]) for o in d["options"]]
    return min(scored, key=lambda o: o[0])[1]


def rollout2_pick(player, obs, ev, card, unseen, keep, samples, eps, width, base_cls):
    """Two seats, the headroom of gen2's rollouts as a policy (about a second a close decision):
    the look-ahead's ``width`` best options, if the second is within ``eps`` passes of the best,
    each played out ``samples`` times (``base_cls`` in this seat, hard-v1 in the other) over the
    same sampled hidden cards (an RNG seeded by this seat's view); the most wins (ties: the
    look-ahead's order) is played."""
    import rackoapp.ai as ai
    from rackoapp.ai.hard import deal_top
    options = player.look_ahead_options(obs, ev, card, unseen, keep)
    if not options:
        return None
    ranked = sorted(options, key=lambda o: o[0])[:width]
    if len(ranked) < 2 or ranked[1][0] - ranked[0][0] > eps:
        return ranked[0][1]
    players = [None, None]
    players[obs.seat] = base_cls(obs.seat, obs.rules, random.Random(0))
    them = players[1 - obs.seat] = ai._classes()["hard-v1"](1 - obs.seat, obs.rules, random.Random(0))
    them._deal_top = deal_top(obs)
    rng = random.Random(repr((obs.rack, obs.discard_pile, obs.racks, card, obs.turns)))
    wins = [0.0] * len(ranked)
    for _ in range(samples):
        opp_rack, draw = sample_world(obs, card, rng)
        shuffle_seed = rng.getrandbits(64) if obs.rules.rebuild == "shuffle" else None
        for i, (_, slot) in enumerate(ranked):
            wins[i] += play_on(obs, card, slot, opp_rack, draw, players, shuffle_seed=shuffle_seed)[0]
    best = max(range(len(ranked)), key=lambda i: (wins[i], -i))
    return ranked[best][1]


def fit2_main(args) -> None:
    """Held-out agreement and win-rate gain of within-decision fits on gen2 data."""
    data = []
    metas = []
    for path in args.data.split(","):
        with open(path, encoding="utf-8") as f:
            blob = json.load(f)
        data += blob["decisions"]
        metas.append(blob["meta"])
    complete2(data)
    names = list(FEATURES2)
    sets = {
        "la only": ["la"],
        "la + keep": ["la", "keep"],
        "la + opp_gain": ["la", "opp_gain"],
        "la + keep/v_all (solo's)": ["la", "keep", "v_all"],
        "la + keep/opp_gain": ["la", "keep", "opp_gain"],
        "la + keep/misfit/edge": ["la", "keep", "misfit", "edge"],
        "la + keep/la_oppv/keep_oppv": ["la", "keep", "la_oppv", "keep_oppv"],
        "la + keep/keep_t/la_myv": ["la", "keep", "keep_t", "la_myv"],
        "la + keep/opp_gain/la_oppv/keep_oppv/keep_t": ["la", "keep", "opp_gain", "la_oppv", "keep_oppv",
                                                        "keep_t"],
        "la + shape": ["la", "v1", "gaps", "maxk", "slots", "tight", "nearforced", "wait", "hit", "minslack"],
        "all": list(FEATURES2_S19),
        # session 20
        "la + opp_gain_s (SEATS2's)": ["la", "opp_gain_s"],
        "la + keep/opp_gain_s": ["la", "keep", "opp_gain_s"],
        "la + keep/opp_gain_s/la_oppvs/keep_oppvs": ["la", "keep", "opp_gain_s", "la_oppvs", "keep_oppvs"],
        "la + run3": ["la", "run3"],
        "la + run": ["la", "run3", "run_len", "rising", "run_lost", "run3_t"],
        "la + opp_gain_s + run": ["la", "opp_gain_s", "run3", "run_len", "rising", "run_lost", "run3_t"],
        "la + keep/opp_gain_s/run3/rising": ["la", "keep", "opp_gain_s", "run3", "rising"],
        "all + run": names,
    }
    deals = sorted({d["deal"] for d in data})
    k = args.folds
    mean_sd = math.sqrt(sum(sum((o["win"] - sum(p["win"] for p in d["options"]) / len(d["options"])) ** 2
                                for o in d["options"]) for d in data) / sum(len(d["options"]) for d in data))
    print(f"{len(data)} decisions from {len(deals)} rounds (meta {metas}); "
          f"{sum(len(d['options']) for d in data)} options; {k}-fold by round; within-decision sd of the "
          f"options' win rates {mean_sd:.3f}")
    # the rollouts' own best against Hard's pick (an upper bound, biased up by the noise)
    ub = [max(o["win"] for o in d["options"]) - next((o["win"] for o in d["options"] if o["slot"] == d["hard"]),
                                                     d["options"][0]["win"]) for d in data]
    print(f"  rollouts' best minus Hard's pick (in-sample, noise-inflated): {sum(ub) / len(ub):+.4f} win a decision")
    held_out(data, sets, names, k, args, "rollout win rate", -1)
    if args.use:
        cols = [names.index(c) for c in args.use.split(",")]
        w = fit(data, cols, args.ridge)
        full = [0.0] * len(names)
        for i, c in enumerate(cols):
            full[c] = w[i]
        print(f"fit on all ({args.use}): " + ", ".join(f"{names[c]} {full[c]:.4g}" for c in cols))
        if args.save:
            with open(args.save, "w", encoding="utf-8") as f:
                json.dump({"features": names, "w": full, "cols": [names[c] for c in cols],
                           "data": args.data, "decisions": len(data), "target": "minus win rate"}, f)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="generate labelled rollout data")
    g.add_argument("--deals", type=int, default=400)
    g.add_argument("--seed", type=int, default=9001)
    g.add_argument("--samples", type=int, default=24)
    g.add_argument("--width", type=int, default=3)
    g.add_argument("--eps", type=float, default=0.1, help="passes: rollouts only if the second option is this close")
    g.add_argument("--minutes", type=float, default=50.0, help="CPU budget")
    g.add_argument("--out", default="distill_data.json")
    g.add_argument("--resume", action="store_true")
    g.add_argument("--player", default="hard", help="the recorded and rollout player (ai_tune.py spec)")
    f = sub.add_parser("fit", help="fit the correction and print held-out agreement")
    f.add_argument("--data", default="distill_data.json")
    f.add_argument("--folds", type=int, default=5)
    f.add_argument("--ridge", type=float, default=1e-3)
    f.add_argument("--use", default="", help="comma-separated features for the final fit (default all)")
    f.add_argument("--save", default="", help="write the weights as JSON")
    f.add_argument("--eps", type=float, default=0.1, help="passes: the player's closeness window")
    g2 = sub.add_parser("gen2", help="two-seat race rounds against hard-v1, the opponent's hidden cards sampled")
    g2.add_argument("--deals", type=int, default=400, help="rounds (each seed twice, seats swapped)")
    g2.add_argument("--seed", type=int, default=9101)
    g2.add_argument("--samples", type=int, default=24)
    g2.add_argument("--width", type=int, default=3)
    g2.add_argument("--eps", type=float, default=0.1)
    g2.add_argument("--minutes", type=float, default=40.0, help="CPU budget")
    g2.add_argument("--out", default="distill2_data.json")
    g2.add_argument("--resume", action="store_true")
    g2.add_argument("--player", default="hard")
    g2.add_argument("--rules", choices=("race", "default"), default="race",
                    help="race rules (no run rule, classic rebuild) or the default ones (run of three, shuffle)")
    g2.add_argument("--prior", choices=("band", "uniform"), default="band",
                    help="the opponent's hidden drawn cards: about their slot's band, or uniform")
    f2 = sub.add_parser("fit2", help="fit gen2 data (minus win rate) and print held-out figures")
    f2.add_argument("--data", default="distill2_data.json", help="comma-separated files")
    f2.add_argument("--folds", type=int, default=5)
    f2.add_argument("--ridge", type=float, default=1e-3)
    f2.add_argument("--use", default="")
    f2.add_argument("--save", default="")
    f2.add_argument("--eps", type=float, default=0.1)
    sp = sub.add_parser("speed", help="decision CPU time of a variant (ai_tune.py spec)")
    sp.add_argument("spec", nargs="?", default="hard:distill=1")
    sp.add_argument("--rounds", type=int, default=300)
    sp.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    if args.cmd == "gen":
        gen(args)
    elif args.cmd == "gen2":
        gen2(args)
    elif args.cmd == "fit2":
        fit2_main(args)
    elif args.cmd == "speed":
        speed(args)
    else:
        fit_main(args)


if __name__ == "__main__":
    sys.exit(main())
