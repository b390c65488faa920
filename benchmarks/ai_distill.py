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

from rackoapp.ai.hard import INF, Evaluator, HardPlayer
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
                                    list(obs.history), obs.turns, round_number=obs.round_number)
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
            "deals_done": r, "features": FEATURES}
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
              f"differs from Hard {ch / m:.1%}; rollout turns minus Hard's pick {mean:+.4f} a decision "
              f"(SE {se:.4f})")
        w = fit(data, cols, args.ridge)
        print("      weights on all: " + ", ".join(f"{cnames[i]} {w[i]:.4g}" for i in range(len(cols))))
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
    sp = sub.add_parser("speed", help="decision CPU time of a variant (ai_tune.py spec)")
    sp.add_argument("spec", nargs="?", default="hard:distill=1")
    sp.add_argument("--rounds", type=int, default=300)
    sp.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    if args.cmd == "gen":
        gen(args)
    elif args.cmd == "speed":
        speed(args)
    else:
        fit_main(args)


if __name__ == "__main__":
    sys.exit(main())
