"""Learned corrections of Hard's model V, fitted on self-play (issue 12); prints, asserts nothing.

benchmarks/fit_turns.py showed V overestimating the turns a solo rack still
needs. Three learned models were fitted here and played through
benchmarks/ai_ideas.py (``hard:learned=N``, ``hard:lin=N``, ``hard:logit=N``);
none gained (figures in rackoapp/ai/hard.py's docstring, session 4):

- ``table``: solo rounds of Hard; at each turn the plan of V (gaps: k slots,
  u drawable cards), the drawable count n and the turns the round then took.
  Fitted: a multiplier exp(w[k][b]) per gap width k and slack bucket
  b(u - k) on Hard's gap cost h(k, u), with a scale a and power e, so that
  turns ~ a * (n * (sum (h * exp(w)) ** p) ** (1/p)) ** e (least squares,
  Adam, full batch, L2 on w). Played as a copy of Hard's gap table
  (``LearnedEvaluator``, ``hard:learned=N``), in every rule set; ``--base N``
  collects under table N (fitted policy iteration).
- ``lin``: the same solo states; least squares of the turns on the plan's
  shape: 1, V, V*V/10, sqrt V (V in turns), gaps, widest gap, slots to
  fill, n/10. Played (race rules and solo only, ``hard:lin=N``) with the
  decisions of Hard (take: the discard pile's card against the mean over the
  drawable cards; placement: the 4 best options, each judged by the next
  draw's expectation), every option valued by the model instead of V.
- ``logit``: race rounds, Hard against hard-v1 (seats swapped on every
  seed); at each of Hard's turns the shape as above, its own turn t, and
  whether it won the round. Logistic regression on 1, V, t, V*t/10, V*V/10
  (``--v-only``) and gaps, widest gap, slots, n/10. Played as ``lin``,
  options valued by P(win) (``hard:logit=N``).

Each fit prints its held-out figure (fitted on the first half of the states,
tested on the second) before fitting all of them::

    nice -n 10 python benchmarks/ai_learn.py table --rounds 2000 --seed 21 --out 1
    nice -n 10 python benchmarks/ai_learn.py lin --rounds 2000 --seed 21 --out 1
    nice -n 10 python benchmarks/ai_learn.py logit --rounds 2000 --seed 31 --out 1
    nice -n 10 python benchmarks/ai_learn.py logit --rounds 2000 --seed 31 --v-only --out 2
    nice -n 10 python benchmarks/ai_tune.py solo hard hard:learned=1 hard:lin=1 --rounds 1000
    nice -n 10 python benchmarks/ai_tune.py race hard hard:logit=1 --rounds 2000 --seed 40

Models are written to ``$AI_LEARN_DIR`` (default /tmp/ai_learn) as
tableN.json, linN.json, logitN.json; ``--cache FILE`` keeps the collected
states (a pickle) for refits. Everything is seeded: the same command makes
the same file.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import pickle
import random

from fit_turns import plan  # benchmarks/ is on the path, as when ai_tune imports ai_ideas

from rackoapp.ai.hard import HardPlayer
from rackoapp.ai.hard import Evaluator
from rackoapp.ai.hard_v1 import INF, gap_table
from rackoapp.ai.simulate import solo_round

SLACK_EDGES = (0, 1, 2, 3, 4, 5, 7, 10, 15)  # bucket b holds slack >= SLACK_EDGES[b]
KMAX = 10


def table_dir() -> str:
    return os.environ.get("AI_LEARN_DIR", "/tmp/ai_learn")


def bucket(slack: int) -> int:
    b = 0
    for i, e in enumerate(SLACK_EDGES):
        if slack >= e:
            b = i
    return b


@functools.lru_cache(maxsize=None)
def load(index: int) -> dict:
    with open(os.path.join(table_dir(), f"table{index}.json"), encoding="utf-8") as f:
        return json.load(f)


@functools.lru_cache(maxsize=None)
def learned_table(index: int, p: float, n: int, shift: float):
    """Hard's gap table (in p-space) with h(k, u) scaled by exp(w[k][b(u - k)])."""
    w = load(index)["w"]
    base = gap_table(2.0, n, shift)
    out = [list(base[0])]
    for k in range(1, len(base)):
        row = []
        for u, x in enumerate(base[k]):
            if x == INF or u < k:
                row.append(x)
            else:
                row.append((x ** 0.5 * math.exp(w[k][bucket(u - k)])) ** p)
        out.append(row)
    return tuple(tuple(r) for r in out)


class LearnedEvaluator(Evaluator):
    __slots__ = ("index",)

    def __init__(self, *args, index: int) -> None:
        self.index = index
        super().__init__(*args)

    def _gap_table(self, p: float, n: int):
        return learned_table(self.index, p, n, self.shift)


def recorder(base: type) -> type:
    class Recorder(base):
        def __init__(self, *a) -> None:
            super().__init__(*a)
            self.rows: list[list] = []

        def choose_take(self, obs):
            unseen = self._available(obs)
            ev = self._evaluator(obs, unseen)
            if ev.current() < INF and unseen:
                # the plan under Hard's own table: the features do not depend on the policy's model
                hev = Evaluator(obs.rack, unseen, *HardPlayer._args(self, obs))
                self.rows.append([obs.turns, len(unseen), plan(hev)])
            return super().choose_take(obs)

    return Recorder


def collect(cls: type, rounds: int, seed: int) -> list[tuple]:
    out = []
    rec = recorder(cls)
    for r in range(rounds):
        p = rec(0, None, random.Random(r))
        total = solo_round(p, random.Random(seed * 100003 + r))
        for t, n, gaps in p.rows:
            if gaps:
                out.append((total - t, n, gaps))
    return out


def fit(rows, p: float = 2.0, shift: float = 2.0, iters: int = 400, l2: float = 0.05,
        lr: float = 0.03, power: bool = True) -> dict:
    """Least squares of a * (n * (sum (h * exp w) ** p) ** (1/p)) ** e on the real turns."""
    nb = len(SLACK_EDGES)
    base = gap_table(2.0, 40, shift)  # Hard's gap costs; ``p`` combines the gaps
    data = []
    for real, n, gaps in rows:
        data.append((real, n, [(k, bucket(u - k), base[k][u] ** 0.5) for k, u in gaps]))
    w = [[0.0] * nb for _ in range(KMAX + 1)]
    la, e = 0.0, 1.0  # log a, e
    m = {}
    v = {}
    beta1, beta2 = 0.9, 0.999
    N = len(data)
    for it in range(1, iters + 1):
        gw = [[0.0] * nb for _ in range(KMAX + 1)]
        ga = ge = 0.0
        loss = 0.0
        a = math.exp(la)
        for real, n, gaps in data:
            s = 0.0
            terms = []
            for k, b, h in gaps:
                x = (h * math.exp(w[k][b])) ** p
                terms.append(x)
                s += x
            vt = n * s ** (1.0 / p)
            pred = a * vt ** e
            r = pred - real
            loss += r * r
            # d pred / d w_g = pred * e * x_g / s
            c = 2 * r * pred * e / s
            for (k, b, _), x in zip(gaps, terms):
                gw[k][b] += c * x
            ga += 2 * r * pred
            ge += 2 * r * pred * math.log(vt)
        params = [("a", ga / N)] + ([("e", ge / N)] if power else [])
        for k in range(1, KMAX + 1):
            for b in range(nb):
                params.append(((k, b), gw[k][b] / N + 2 * l2 * w[k][b]))
        for key, g in params:
            mk = m.get(key, 0.0) * beta1 + (1 - beta1) * g
            vk = v.get(key, 0.0) * beta2 + (1 - beta2) * g * g
            m[key], v[key] = mk, vk
            step = lr * (mk / (1 - beta1 ** it)) / (math.sqrt(vk / (1 - beta2 ** it)) + 1e-8)
            if key == "a":
                la -= step
            elif key == "e":
                e -= step * 0.3
            else:
                w[key[0]][key[1]] -= step
        if it % 100 == 0 or it == 1:
            print(f"  iter {it}: rmse {math.sqrt(loss / N):.3f} a {math.exp(la):.3f} e {e:.3f}", flush=True)
    return {"p": p, "shift": shift, "slack_edges": list(SLACK_EDGES), "a": math.exp(la), "e": e,
            "w": [[round(x, 4) for x in row] for row in w], "rows": N}


def counts(rows):
    nb = len(SLACK_EDGES)
    c = [[0] * nb for _ in range(KMAX + 1)]
    for _, _, gaps in rows:
        for k, u in gaps:
            c[k][bucket(u - k)] += 1
    return c


# -- races: does the plan's shape tell the round's winner beyond V? -------------

def collect_race(rounds: int, seed: int, rules=None) -> list[tuple]:
    """Hard against hard-v1 (seats swapped on every seed); at each of Hard's
    turns: (won, own turns so far, V in turns, n, gaps, hard-v1's turns so far)."""
    import rackoapp.ai as ai
    from rackoapp.ai.simulate import play_table
    from rackoapp.engine import Rules
    rules = rules or Rules(two_player_run=False, rebuild="classic")
    classes = ai._classes()
    rec = recorder(HardPlayer)
    made = []

    def make(level, s, r, rng):
        if level == "rec":
            p = rec(s, r, rng)
            made.append(p)
            return p
        return classes[level](s, r, rng)

    original = ai.make_player
    ai.make_player = make
    out = []
    try:
        for i in range(rounds // 2):
            for seating in (["rec", "hard-v1"], ["hard-v1", "rec"]):
                made.clear()
                res = play_table(seating, rules, 1, seed * 100003 + i)
                s = seating.index("rec")
                won = res["wins"][s]
                for t, n, gaps in made[0].rows:
                    if gaps:
                        out.append((won, t // 2, n, gaps))
    finally:
        ai.make_player = original
    return out


# -- a learned race value: P(win) by logistic regression on the plan's shape ----

LOGIT_FEATURES = ("1", "V", "t", "V*t/10", "V*V/10", "gaps", "max k", "slots", "n/10")
LIN_FEATURES = ("1", "V", "V*V/10", "sqrt V", "gaps", "max k", "slots", "n/10")


def _into_f(FF, side, hp, i: int, vi: int):
    """The non-run chain DP of hard_v1._Eval._into, carrying the chain's shape:
    (p-space cost, gaps, widest gap, slots to fill)."""
    vals, cnt = side.vals, side.cnt
    ci = cnt[vi - 1]
    best = (INF, 0, 0, 0)
    b0 = INF
    for h in range(i):
        vh = vals[h]
        if vh < vi:
            fh = FF[h]
            if fh[0] == INF:
                continue
            k = i - h - 1
            v = fh[0] + hp[k][ci - cnt[vh]]
            if v < b0:
                b0 = v
                best = (v, fh[1] + (k > 0), fh[2] if fh[2] > k else k, fh[3] + k)
    return best


class ShapeModel:
    """V and the plan's shape of a rack and of its one-card changes (race rules only)."""

    __slots__ = ("ev", "FF", "BB")

    def __init__(self, ev) -> None:
        self.ev = ev
        hp = ev.hp
        self.FF = [(0.0, 0, 0, 0)]
        for i in range(1, 12):
            self.FF.append(_into_f(self.FF, ev.fwd, hp, i, ev.fwd.vals[i]))
        self.BB = [(0.0, 0, 0, 0)]
        for i in range(1, 12):
            self.BB.append(_into_f(self.BB, ev.bwd, hp, i, ev.bwd.vals[i]))

    def current(self):
        return self.FF[11]

    def place(self, j: int, card: int):
        ev = self.ev
        l = _into_f(self.FF, ev.fwd, ev.hp, j, card)
        if l[0] == INF:
            return l
        r = _into_f(self.BB, ev.bwd, ev.hp, 11 - j, ev.n + 1 - card)
        if r[0] == INF:
            return r
        return (l[0] + r[0], l[1] + r[1], l[2] if l[2] > r[2] else r[2], l[3] + r[3])


def logit_p(w, shape, n: int, t: int, inv: float) -> float:
    """P(win) of a rack of this shape, ``n`` drawable cards, at the seat's turn ``t``;
    with a ``lin`` model (``t`` < 0), minus the predicted turns (higher is better)."""
    cost, ng, mk, sl = shape
    if cost == INF:
        return -1e9 if t < 0 else 0.0
    if t < 0:
        v = cost ** inv * n
        return -(w[0] + w[1] * v + w[2] * v * v / 10 + w[3] * v ** 0.5 + w[4] * ng + w[5] * mk + w[6] * sl
                 + w[7] * n / 10)
    v = cost ** inv * n
    z = (w[0] + w[1] * v + w[2] * t + w[3] * v * t / 10 + w[4] * v * v / 10 + w[5] * ng + w[6] * mk
         + w[7] * sl + w[8] * n / 10)
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def best_p(w, sm: ShapeModel, card: int, n: int, t: int, inv: float, keep: bool = True) -> tuple[float, int | None]:
    best, slot = (logit_p(w, sm.current(), n, t, inv), None) if keep else (-2e9, 1)
    for j in range(1, 11):
        q = logit_p(w, sm.place(j, card), n, t, inv)
        if q > best:
            best, slot = q, j
    return best, slot


@functools.lru_cache(maxsize=None)
def load_logit(index: int, kind: str = "logit") -> tuple[float, ...]:
    with open(os.path.join(table_dir(), f"{kind}{index}.json"), encoding="utf-8") as f:
        return tuple(json.load(f)["w"])


# -- fitting the shape models (pure Python) --------------------------------------

def _solve(A, b):
    n = len(A)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(M[r][c]))
        M[c], M[piv] = M[piv], M[c]
        for r in range(n):
            if r != c and M[c][c]:  # a feature that never varies: its weight is 0
                f = M[r][c] / M[c][c]
                for k in range(c, n + 1):
                    M[r][k] -= f * M[c][k]
    return [M[i][n] / M[i][i] if M[i][i] else 0.0 for i in range(n)]


def least_squares(X, y, l2: float = 1e-6):
    d = len(X[0])
    A = [[l2 * (i == j) for j in range(d)] for i in range(d)]
    b = [0.0] * d
    for x, t in zip(X, y):
        for i in range(d):
            b[i] += x[i] * t
            row = A[i]
            xi = x[i]
            for j in range(d):
                row[j] += xi * x[j]
    return _solve(A, b)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def logistic(X, y, iters: int = 25, l2: float = 1e-3):
    """Logistic regression by Newton's method."""
    d = len(X[0])
    w = [0.0] * d
    for _ in range(iters):
        H = [[l2 * (i == j) for j in range(d)] for i in range(d)]
        g = [l2 * w[i] for i in range(d)]
        for x, t in zip(X, y):
            p = _sigmoid(sum(a * b for a, b in zip(w, x)))
            r, s = p - t, p * (1 - p)
            for i in range(d):
                g[i] += r * x[i]
                xi = x[i] * s
                for j in range(i, d):
                    H[i][j] += xi * x[j]
        for i in range(d):
            for j in range(i):
                H[i][j] = H[j][i]
        w = [a - b for a, b in zip(w, _solve(H, g))]
    return w


def _shape(n: int, gaps):
    base = gap_table(2.0, 40, 2.0)
    hs = [base[k][u] ** 0.5 for k, u in gaps]
    v = n * math.sqrt(sum(h * h for h in hs))
    return v, len(gaps), max(k for k, _ in gaps), sum(k for k, _ in gaps)


def lin_features(row):
    real, n, gaps = row
    v, ng, mk, sl = _shape(n, gaps)
    return [1.0, v, v * v / 10, v ** 0.5, ng, mk, sl, n / 10]


def logit_features(row, v_only: bool):
    won, t, n, gaps = row
    v, ng, mk, sl = _shape(n, gaps)
    f = [1.0, v, t, v * t / 10, v * v / 10]
    return f + ([0.0] * 4 if v_only else [ng, mk, sl, n / 10])


def _buckets(X, y, half: int) -> None:
    """Held out: V alone corrected by a lookup table of mean residuals over
    buckets of (V in 2-turn steps, gaps, widest gap, slots), shrunk to 0 by
    ``shrink`` pseudo-states."""
    from collections import defaultdict
    w = least_squares([x[:4] for x in X[:half]], y[:half])
    pred = [sum(a * b for a, b in zip(w, x[:4])) for x in X]
    keys = {"V, gaps": lambda x: (min(int(x[1] // 2), 12), min(x[4], 4)),
            "V, gaps, widest": lambda x: (min(int(x[1] // 2), 12), min(x[4], 4), min(x[5], 4)),
            "V, slots": lambda x: (min(int(x[1] // 2), 12), min(x[6], 8)),
            "V, gaps, slots": lambda x: (min(int(x[1] // 2), 12), min(x[4], 4), min(x[6], 8))}
    n = len(X)
    base = math.sqrt(sum((pred[i] - y[i]) ** 2 for i in range(half, n)) / (n - half))
    for name, key in keys.items():
        for shrink in (20, 100):
            s, c = defaultdict(float), defaultdict(int)
            for i in range(half):
                k = key(X[i])
                s[k] += y[i] - pred[i]
                c[k] += 1
            err = 0.0
            for i in range(half, n):
                k = key(X[i])
                err += (pred[i] + (s[k] / (c[k] + shrink) if c[k] else 0.0) - y[i]) ** 2
            print(f"held out, V alone {base:.4f}; with a lookup over ({name}), shrink {shrink}: "
                  f"{math.sqrt(err / (n - half)):.4f}")


def _rows(args, collect_fn):
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, "rb") as f:
            return pickle.load(f)
    rows = collect_fn()
    if args.cache:
        with open(args.cache, "wb") as f:
            pickle.dump(rows, f)
    return rows


def _save(name: str, model: dict) -> None:
    os.makedirs(table_dir(), exist_ok=True)
    path = os.path.join(table_dir(), name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(model, f, indent=1)
    print(f"written {path}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("model", choices=("table", "lin", "logit"))
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--base", type=int, default=0, help="table: collect with learned table N (0: Hard)")
    ap.add_argument("--out", type=int, required=True)
    ap.add_argument("--l2", type=float, default=0.05)
    ap.add_argument("--iters", type=int, default=400)
    ap.add_argument("--p", type=float, default=2.0, help="table: the norm between the gaps")
    ap.add_argument("--v-only", action="store_true", help="logit: V and t only")
    ap.add_argument("--cache", help="pickle of the collected states (made if missing)")
    args = ap.parse_args()
    if args.model == "logit":
        rows = _rows(args, lambda: collect_race(args.rounds, args.seed))
        print(f"{len(rows)} states from {args.rounds} race rounds (seed {args.seed}); "
              f"Hard won {sum(r[0] for r in rows) / len(rows):.1%} of them")
        X = [logit_features(r, args.v_only) for r in rows]
        y = [r[0] for r in rows]
        half = len(rows) // 2

        def loss(w, a, b):
            return -sum(math.log(max(1e-12, p if t else 1 - p)) for p, t in
                        ((_sigmoid(sum(c * d for c, d in zip(w, x))), t) for x, t in zip(X[a:b], y[a:b]))) / (b - a)
        cols = [i for i in range(len(X[0])) if any(x[i] for x in X)]
        sub = [[x[i] for i in cols] for x in X]
        w0 = logistic(sub[:half], y[:half])
        w = [0.0] * len(X[0])
        for i, c in zip(cols, w0):
            w[i] = c
        print(f"held out: log-loss {loss(w, 0, half):.4f} fitted half, {loss(w, half, len(rows)):.4f} other half")
        w1 = logistic(sub, y)
        w = [0.0] * len(X[0])
        for i, c in zip(cols, w1):
            w[i] = c
        print("weights", dict(zip(LOGIT_FEATURES, (round(c, 4) for c in w))))
        _save(f"logit{args.out}.json", {"w": w, "features": list(LOGIT_FEATURES), "rounds": args.rounds,
                                        "seed": args.seed, "v_only": args.v_only})
        return
    if args.base:
        from ai_ideas import IdeaPlayer
        cls = type("Tuned", (IdeaPlayer,), {"learned": args.base})
    else:
        cls = HardPlayer
    rows = _rows(args, lambda: collect(cls, args.rounds, args.seed))
    print(f"{len(rows)} states from {args.rounds} solo rounds (seed {args.seed})", flush=True)
    half = len(rows) // 2
    if args.model == "lin":
        X = [lin_features(r) for r in rows]
        y = [r[0] for r in rows]

        def rmse(w, a, b):
            return math.sqrt(sum((sum(c * d for c, d in zip(w, x)) - t) ** 2
                                 for x, t in zip(X[a:b], y[a:b])) / (b - a))
        for name, cols in (("V only", 4), ("V and shape", 8)):
            w = least_squares([x[:cols] for x in X[:half]], y[:half]) + [0.0] * (8 - cols)
            print(f"held out, {name}: RMSE {rmse(w, 0, half):.4f} turns fitted half, "
                  f"{rmse(w, half, len(rows)):.4f} other half")
        _buckets(X, y, half)
        w = least_squares(X, y)
        print("weights", dict(zip(LIN_FEATURES, (round(c, 4) for c in w))))
        _save(f"lin{args.out}.json", {"w": w, "features": list(LIN_FEATURES), "rounds": args.rounds,
                                      "seed": args.seed})
        return
    c = counts(rows)
    model = fit(rows, p=args.p, l2=args.l2, iters=args.iters)
    model.update({"rounds": args.rounds, "seed": args.seed, "base": args.base, "l2": args.l2})
    _save(f"table{args.out}.json", model)
    print("multipliers exp(w[k][slack bucket]) (count):")
    print("k \\ slack " + " ".join(f"{e:>11}" for e in SLACK_EDGES))
    for k in range(1, KMAX + 1):
        print(f"{k:>9} " + " ".join(f"{math.exp(model['w'][k][b]):5.2f}({c[k][b]:>4})" for b in range(len(SLACK_EDGES))))


if __name__ == "__main__":
    main()
