"""What TLC's liveness checker adds to -coverage: the states whose actions it generates again.

TLC builds its behavior graph (state x tableau node) as the search goes (tlc2.tool.liveness.LiveCheck's
TableauLiveChecker): a state's nodes are expanded once the state is done (expanded by the search); a
node <t, n> first reached after t is done is expanded right away, by generating t's successors again
with every action (Tool.getNextStates with the actions' cost models), which coverage counts. This
module builds TLC's tableau of each property's temporal part (Liveness.processLiveness: negation
pushed in, DNF, the `[]<>`/`<>[]` parts left out, Manna and Pnueli's particles as TBPar/TBGraph) over
the engine's state atoms, and replays the construction in the search's order to count, per state, how
often TLC generates its successors again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from tla_py.engine.storage.graph import BehaviorGraph
from tla_py.semantics.tableau import Always, And, Atom, Eventually, Formula, Lit, Not, Or

LN = tuple
"""TLC's LiveExprNode as a tuple, equal when TLC's equals() says so: ("S", atom id) a state predicate,
("T", id) an action, ("B", bool), ("N", x), ("C", (x, ...)), ("D", (x, ...)), ("A", x) for [], ("E", x)
for <>, ("X", x) for the tableau's next."""

STATE, ACTION, TEMPORAL = 1, 2, 3


def live(f: Formula) -> LN:
    """A formula of the engine as TLC's astToLive makes it (no negation pushed yet)."""
    if isinstance(f, Atom):
        return ("T" if f.action else "S", f.id)
    if isinstance(f, Lit):
        a = live(f.atom)
        return a if f.positive else ("N", a)
    if isinstance(f, Not):
        return ("N", live(f.arg))
    if isinstance(f, (And, Or)):
        if not f.args:
            return ("B", isinstance(f, And))
        return ("C" if isinstance(f, And) else "D", tuple(live(a) for a in f.args))
    if isinstance(f, Always):
        return ("A", live(f.arg))
    if isinstance(f, Eventually):
        return ("E", live(f.arg))
    raise TypeError(f"not a temporal formula: {f!r}")


def level(x: LN) -> int:
    kind = x[0]
    if kind in ("A", "E", "X"):
        return TEMPORAL
    if kind == "S":
        return STATE
    if kind == "T":
        return ACTION
    if kind == "B":
        return 0
    if kind == "N":
        return level(x[1])
    return max(level(a) for a in x[1])


def simplify(x: LN) -> LN:
    """LiveExprNode.simplify: booleans out of junctions, [][] and <><> collapsed."""
    kind = x[0]
    if kind in ("C", "D"):
        unit = kind == "C"
        kept = []
        for a in x[1]:
            a = simplify(a)
            if a[0] == "B":
                if a[1] != unit:
                    return a
            else:
                kept.append(a)
        if not kept:
            return ("B", unit)
        return kept[0] if len(kept) == 1 else (kind, tuple(kept))
    if kind == "N":
        body = simplify(x[1])
        return ("B", not body[1]) if body[0] == "B" else ("N", body)
    if kind in ("A", "E"):
        body = simplify(x[1])
        return (kind, body[1] if body[0] == kind else body)
    return x


def push_neg(x: LN) -> LN:
    """LiveExprNode.pushNeg: the negation of x, pushed down to the predicates."""
    kind = x[0]
    if kind == "N":
        return x[1]
    if kind in ("C", "D"):
        return ("D" if kind == "C" else "C", tuple(push_neg(a) for a in x[1]))
    if kind in ("A", "E"):
        return ("E" if kind == "A" else "A", push_neg(x[1]))
    if kind == "B":
        return ("B", not x[1])
    return ("N", x)


def to_dnf(x: LN) -> LN:
    """LiveExprNode.toDNF: negation pushed in, \\/ of /\\ at the top (temporal operators left as they are)."""
    kind = x[0]
    if kind == "N":
        return x if x[1][0] in ("S", "T") else to_dnf(push_neg(x[1]))
    if kind == "C":
        nes: list[LN] = []
        for a in (to_dnf(a) for a in x[1]):
            nes.extend(a[1] if a[0] == "C" else (a,))
        rows: list[list[LN]] = [[]]
        for a in nes:
            rows = [r + [d] for r in rows for d in a[1]] if a[0] == "D" else [r + [a] for r in rows]
        return ("C", tuple(rows[0])) if len(rows) == 1 else ("D", tuple(("C", tuple(r)) for r in rows))
    if kind == "D":
        res: list[LN] = []
        ae: list[LN] = []
        for a in (to_dnf(a) for a in x[1]):
            for b in a[1] if a[0] == "D" else (a,):
                if b[0] == "A" and b[1][0] == "E":
                    ae.append(b[1][1])
                else:
                    res.append(b)
        if ae:
            res.append(("A", ("E", ae[0] if len(ae) == 1 else ("D", tuple(ae)))))
        return ("D", tuple(res))
    return x


def flatten(x: LN) -> LN:
    """LiveExprNode.flattenSingleJunctions."""
    kind = x[0]
    if kind in ("C", "D"):
        return flatten(x[1][0]) if len(x[1]) == 1 else (kind, tuple(flatten(a) for a in x[1]))
    if kind == "N":
        return flatten(x[1][1]) if x[1][0] == "N" else ("N", flatten(x[1]))
    if kind in ("A", "E"):
        return (kind, flatten(x[1]))
    return x


def make_binary(x: LN) -> LN:
    """LiveExprNode.makeBinary: junctions of two, split in the middle."""
    kind = x[0]
    if kind in ("C", "D"):
        args = x[1]
        if len(args) == 1:
            return make_binary(args[0])
        mid = len(args) // 2
        return (kind, (make_binary((kind, args[:mid])), make_binary((kind, args[mid:]))))
    if kind in ("N", "A", "E"):
        return (kind, make_binary(x[1]))
    return x


def temporal_parts(negated: Sequence[Formula]) -> list[LN]:
    """The different tableau formulas (`tf`s) of TLC's orders of solution for the negated properties:
    per disjunct of the DNF, the conjuncts that are not `<>[]A` or `[]<>A` (the fairness never has any)."""
    parts = [live(f) for f in negated]
    if not parts:
        return []
    lexpr = to_dnf(simplify(parts[0] if len(parts) == 1 else ("D", tuple(parts))))
    if lexpr == ("B", False):
        return []
    tfs: list[LN] = []
    for d in lexpr[1] if lexpr[0] == "D" else (lexpr,):
        d = flatten(d)
        tf = [c for c in (d[1] if d[0] == "C" else (d,)) if not _checked_apart(c)]
        if tf:
            one = tf[0] if len(tf) == 1 else ("C", tuple(tf))
            if one not in tfs:
                tfs.append(one)
    return tfs


def _checked_apart(c: LN) -> bool:
    """Liveness.classifyExpr: `<>[]A` and `[]<>A` are checked on the behavior graph, not in a tableau."""
    if c[0] == "E" and c[1][0] == "A":
        return level(c[1][1]) < TEMPORAL
    if c[0] == "A" and c[1][0] == "E":
        return level(c[1][1]) <= ACTION
    return False


# ---------------------------------------------------------------------- TLC's tableau (TBPar, TBGraph)

Par = list
Triple = tuple


def _consistent(par: Par) -> bool:
    pos = [x for x in par if x[0] in ("S", "B")]
    neg = [x[1] for x in par if x[0] == "N" and x[1][0] in ("S", "B")]
    return not any(p in neg for p in pos)


def _positive_closure(par: Par) -> Par:
    todo, out = list(par), []
    while todo:
        x = todo.pop()
        kind = x[0]
        if kind == "N":
            todo.append(x[1])
        elif kind == "X":
            out.append(x)
            todo.append(x[1])
        elif kind in ("A", "E"):
            out += [x, ("X", x)]
            todo.append(x[1])
        elif kind in ("C", "D"):
            todo.extend(x[1])
            out.append(x)
        else:
            out.append(x)
    return out


def particles(terms: Par) -> list[Par]:
    """TBPar.particleClosure: the particles (locally consistent closed sets) that hold `terms`."""
    closure = _positive_closure(terms)
    alphas = [(x, x[1], ("X", x)) if x[0] == "A" else (x, *x[1]) for x in closure if x[0] in ("A", "C")]
    betas = [(x, x[1], ("X", x)) if x[0] == "E" else (x, *x[1]) for x in closure if x[0] in ("E", "D")]
    return _closure(terms, alphas, betas)


def _closure(terms: Par, alphas: list[Triple], betas: list[Triple]) -> list[Par]:
    if not _consistent(terms):
        return []
    terms1 = terms  # appending copies; adding below changes the list itself, as TLC's Vect
    i = 0
    while i < len(terms1):
        x = terms1[i]
        pair = (x[1], ("X", x)) if x[0] == "A" else tuple(x[1]) if x[0] == "C" else None
        if pair is not None:
            k1, k2 = pair
            if k1 in terms1:
                if k2 not in terms1:
                    terms1 = terms1 + [k2]
            elif k2 in terms1:
                terms1 = terms1 + [k1]
            else:
                terms1 = terms1 + [k1, k2]
        i += 1
    done = False
    while not done:
        done = True
        for a, b, c in alphas:
            if b in terms1 and c in terms1 and a not in terms1:
                terms1.append(a)
                done = False
    if len(terms1) > len(terms) and not _consistent(terms1):
        return []
    return _closure_beta(terms1, alphas, betas)


def _closure_beta(terms: Par, alphas: list[Triple], betas: list[Triple]) -> list[Par]:
    for x in terms:
        pair = (x[1], ("X", x)) if x[0] == "E" else tuple(x[1]) if x[0] == "D" else None
        if pair is not None and pair[0] not in terms and pair[1] not in terms:
            ps1 = _closure(terms + [pair[0]], alphas, betas)
            ps2 = _closure(terms + [pair[1]], alphas, betas)
            return [p for p in ps1 if not any(_same(p, q) for q in ps2)] + ps2
    for a, b, c in betas:
        if (b in terms or c in terms) and a not in terms:
            return _closure(terms + [a], alphas, betas)
    return [terms]


def _same(p: Par, q: Par) -> bool:
    return all(x in q for x in p) and all(x in p for x in q)


class TableauGraph:
    """TBGraph: the tableau's nodes (their state predicates) and each one's successors; the first
    `initial` nodes are the initial ones."""

    def __init__(self, tf: LN):
        pars = particles([tf])
        self.initial = len(pars)
        self.nexts: list[list[int]] = []
        i = 0
        while i < len(pars):
            out = []
            for par in particles([x[1] for x in pars[i] if x[0] == "X"]):
                j = next((j for j, p in enumerate(pars) if _same(par, p)), None)
                if j is None:
                    j = len(pars)
                    pars.append(par)
                out.append(j)
            self.nexts.append(out)
            i += 1
        self.preds = [[x for x in par if level(x) <= STATE] for par in pars]

    def consistent(self, bits: int) -> tuple[bool, ...]:
        """Per node, whether a state whose atoms are `bits` agrees with it (TBGraphNode.isConsistent)."""
        return tuple(all(_holds(x, bits) for x in preds) for preds in self.preds)


def _holds(x: LN, bits: int) -> bool:
    kind = x[0]
    if kind == "S":
        return bool(bits >> x[1] & 1)
    if kind == "B":
        return x[1]
    if kind == "N":
        return not _holds(x[1], bits)
    if kind == "C":
        return all(_holds(a, bits) for a in x[1])
    return any(_holds(a, bits) for a in x[1])


def regenerations(graph: BehaviorGraph, tableaux: Iterable[TableauGraph]) -> Counter[int]:
    """Per state number, how often TLC's TableauLiveCheckers generate its successors again while the
    search (one worker, states done in the order numbered) builds their behavior graphs."""
    out: Counter[int] = Counter()
    state_bits = graph.state_bits
    for tab in tableaux:
        cache: dict[int, tuple[bool, ...]] = {}

        def consistent(s: int, tab: TableauGraph = tab, cache: dict = cache) -> tuple[bool, ...]:
            b = state_bits[s]
            c = cache.get(b)
            if c is None:
                c = cache[b] = tab.consistent(b)
            return c

        recorded: dict[int, set[int]] = {}
        for s in graph.initial:
            ok = consistent(s)
            recorded.setdefault(s, set()).update(n for n in range(tab.initial) if ok[n])
        for s0 in range(len(graph.start) - 1):
            todo = [(s0, n) for n in sorted(recorded.get(s0, ()))]
            while todo:
                s, n = todo.pop()
                for t in set(graph.successors(s)) | {s}:
                    ok, seen = consistent(t), recorded.setdefault(t, set())
                    for m in tab.nexts[n]:
                        if ok[m] and m not in seen:
                            seen.add(m)
                            if t <= s0:  # t is done: TLC generates its successors again now
                                out[t] += 1
                                todo.append((t, m))
    return out
