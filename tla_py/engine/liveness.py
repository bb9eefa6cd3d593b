"""Search the product of the state graph and a property's tableau for a fair cycle that refutes it.

A behavior refutes `Fairness => P` when it is fair and satisfies ¬P: in the product of the reachable
state graph (every state may also stutter) with the tableau of ¬P, that is a reachable strongly
connected component which (1) has a cycle, (2) fulfils every eventuality of the tableau, and (3) is fair:
for WF_v(A) it holds an <<A>>_v step or a state where <<A>>_v is disabled; for SF_v(A) an <<A>>_v step
or no state where it is enabled (else the enabled states are dropped and the rest searched again,
as in Emerson and Lei's algorithm). The counterexample is a lasso: a path from an initial state to
the component, then a cycle through it that visits all it needs to.

Everything is machine ints, as TLC keeps it: a state is its number and the bit mask of the atoms
true of it, a step the number of its target and the mask of the action atoms true of it.
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from tla_py.engine.storage.graph import BehaviorGraph
from tla_py.semantics.tableau import Atom, Fairness, Tableau


@dataclass
class Lasso:
    """States s_0 .. s_k of a behavior, then back to s_loop forever (k itself when it stutters)."""

    states: list[int]
    loop: int
    stuttering: bool = False


class _Particles:
    """The tableau's particles numbered, each with its literals as (mask, value) over atom bits."""

    def __init__(self, tab: Tableau):
        obligations = list(tab.particles)
        number = {o: n for n, o in enumerate(obligations)}
        self.of: list[list[int]] = []  # obligation set number -> its particle numbers
        self.smask: list[int] = []
        self.sval: list[int] = []
        self.amask: list[int] = []
        self.aval: list[int] = []
        self.next: list[int] = []
        self.postponed: list[int] = []  # bit j: eventuality j is postponed
        ev = {e: j for j, e in enumerate(tab.eventualities)}
        for o in obligations:
            ids = []
            for p in tab.particles[o]:
                ids.append(len(self.next))
                self.smask.append(_mask(p.state_lits))
                self.sval.append(_mask(lit for lit in p.state_lits if lit.positive))
                self.amask.append(_mask(p.action_lits))
                self.aval.append(_mask(lit for lit in p.action_lits if lit.positive))
                self.next.append(number[p.next])
                self.postponed.append(sum(1 << ev[e] for e in p.postponed))
            self.of.append(ids)
        self.initial = number[tab.initial]
        self.count = len(self.next)
        self.eventualities = len(tab.eventualities)


_DENSE = 1 << 25
"""Up to this many (state, particle) pairs, the product numbers its nodes in an array, not a dict."""


def _mask(lits) -> int:
    return sum(1 << lit.atom.id for lit in lits)


class _Product:
    """The product graph, built breadth-first from the initial product nodes.

    Node n is (state[n], particle part[n]); its edges are estart[n] .. estart[n+1]-1, edge x leading
    to node edst[x] by the state step estep[x] (-1: the stuttering step)."""

    def __init__(self, graph: BehaviorGraph, tab: Tableau):
        self.graph = graph
        self.parts = _Particles(tab)
        self.state = array("i")
        self.part = array("i")
        self.parent = array("i")
        self.depth = array("i")
        self.estart = array("i")
        self.edst = array("i")
        self.estep = array("i")
        self.initial: list[int] = []
        self._build()

    def _build(self) -> None:
        g, pt = self.graph, self.parts
        start, dst, state_bits, step_bits, stutter = g.start, g.dst, g.state_bits, g.step_bits, g.stutter_bits
        smask, sval, amask, aval, nxt, of = pt.smask, pt.sval, pt.amask, pt.aval, pt.next, pt.of
        P = pt.count
        n = len(start) - 1
        index: array | dict = array("i", [-1]) * (n * P) if n * P <= _DENSE else _Unseen(-1)
        state, part, parent, depth = self.state, self.part, self.parent, self.depth
        estart, edst, estep = self.estart, self.edst, self.estep
        for s in g.initial:
            b = state_bits[s]
            for q in of[pt.initial]:
                if b & smask[q] == sval[q] and index[s * P + q] < 0:
                    index[s * P + q] = len(state)
                    self.initial.append(len(state))
                    state.append(s)
                    part.append(q)
                    parent.append(-1)
                    depth.append(0)
        node = 0
        while node < len(state):
            estart.append(len(edst))
            s, p = state[node], part[node]
            am, av, targets = amask[p], aval[p], of[nxt[p]]
            d = depth[node] + 1
            for e in range(start[s] - 1, start[s + 1]):
                if e < start[s]:
                    t, bits, e = s, stutter[s], -1
                else:
                    t, bits = dst[e], step_bits[e]
                if bits & am != av:
                    continue
                b, base = state_bits[t], t * P
                for q in targets:
                    if b & smask[q] != sval[q]:
                        continue
                    m = index[base + q]
                    if m < 0:
                        m = index[base + q] = len(state)
                        state.append(t)
                        part.append(q)
                        parent.append(node)
                        depth.append(d)
                    edst.append(m)
                    estep.append(e)
            node += 1
        estart.append(len(edst))

    def edges(self, v: int) -> Iterable[tuple[int, int]]:
        """(successor node, state step) of each edge leaving v."""
        for x in range(self.estart[v], self.estart[v + 1]):
            yield self.edst[x], self.estep[x]

    def has(self, v: int, atom: Atom) -> bool:
        """Whether a state atom holds of node v's state."""
        return bool(self.graph.state_bits[self.state[v]] >> atom.id & 1)

    def takes(self, v: int, e: int, atom: Atom) -> bool:
        """Whether an action atom holds of the state step e (-1: stuttering) leaving node v."""
        bits = self.graph.stutter_bits[self.state[v]] if e < 0 else self.graph.step_bits[e]
        return bool(bits >> atom.id & 1)

    def postponed(self, v: int, j: int) -> bool:
        """Whether node v's particle postpones eventuality j."""
        return bool(self.parts.postponed[self.part[v]] >> j & 1)


class _Unseen(dict):
    """Tarjan's numbers of a few nodes: -1 (0 for on_stack) for those not numbered."""

    def __init__(self, default: int):
        super().__init__()
        self.default = default

    def __missing__(self, key: int) -> int:
        return self.default


def _components(p: _Product, inside: set[int] | None) -> Iterable[list[int]]:
    """Tarjan's strongly connected components of the product's subgraph on the nodes inside (None:
    all of them), iteratively, skipping the single nodes without a self-loop (they hold no cycle)."""
    n = len(p.state)
    estart, edst = p.estart, p.edst
    if inside is None:
        roots: Iterable[int] = range(n)
        index: array | dict = array("i", [-1]) * n
        low: array | dict = array("i", [0]) * n
        on_stack: bytearray | dict = bytearray(n)
    else:
        roots, index, low, on_stack = sorted(inside), _Unseen(-1), {}, _Unseen(0)
    stack: list[int] = []
    counter = 0
    for root in roots:
        if index[root] >= 0:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = 1
        work = [root]
        cursor = [estart[root]]
        while work:
            v = work[-1]
            x, end = cursor[-1], estart[v + 1]
            while x < end:
                w = edst[x]
                x += 1
                if inside is not None and w not in inside:
                    continue
                iw = index[w]
                if iw < 0:
                    cursor[-1] = x
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = 1
                    work.append(w)
                    cursor.append(estart[w])
                    break
                if on_stack[w] and iw < low[v]:
                    low[v] = iw
            else:
                work.pop()
                cursor.pop()
                if work:
                    u = work[-1]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    yield from _pop_component(v, stack, on_stack, estart, edst)


def _pop_component(v: int, stack: list[int], on_stack: bytearray, estart, edst) -> Iterable[list[int]]:
    """The component rooted at v off Tarjan's stack; nothing for a single node without a self-loop."""
    w = stack.pop()
    on_stack[w] = 0
    if w == v:
        if any(edst[y] == v for y in range(estart[v], estart[v + 1])):
            yield [v]
        return
    comp = [w]
    while w != v:
        w = stack.pop()
        on_stack[w] = 0
        comp.append(w)
    yield comp


class _Search:
    """The fair-component search over one product graph."""

    def __init__(self, product: _Product, fairness: list[Fairness]):
        self.p = product
        self.fairness = fairness

    def internal_edges(self, comp: set[int]) -> Iterable[tuple[int, int, int]]:
        for v in comp:
            for w, e in self.p.edges(v):
                if w in comp:
                    yield v, w, e

    def find(self, members: set[int] | None) -> list[int] | None:
        """The first fair, accepting component among `members` (None: all nodes) Tarjan's search from the
        initial states completes, as TLC's LiveWorker reports the first bad component its search
        completes (a component at the end of a path before one on its way), or None."""
        return next((c for c in map(self.judge, _components(self.p, members)) if c), None)

    def judge(self, nodes: list[int]) -> list[int] | None:
        p = self.p
        postponed, part = p.parts.postponed, p.part
        all_postpone = -1
        for v in nodes:
            all_postpone &= postponed[part[v]]
            if not all_postpone:
                break
        if all_postpone:
            return None
        state, state_bits, step_bits = p.state, p.graph.state_bits, p.graph.step_bits
        estart, edst, estep = p.estart, p.edst, p.estep
        comp = set(nodes) if len(nodes) > 1 else None
        taken, enabled_all = 0, -1  # action atoms some move inside takes; state atoms true throughout
        for v in nodes:
            enabled_all &= state_bits[state[v]]
            for x in range(estart[v], estart[v + 1]):
                e = estep[x]  # <<A>>_v never holds of a stuttering step: only moves count
                if e >= 0 and (edst[x] == v if comp is None else edst[x] in comp):
                    taken |= step_bits[e]
        for f in self.fairness:
            if not f.strong and not taken >> f.step.id & 1 and enabled_all >> f.enabled.id & 1:
                return None
        for f in self.fairness:
            if not f.strong or taken >> f.step.id & 1:
                continue
            enabled = {v for v in nodes if p.has(v, f.enabled)}
            if enabled:
                return self.find(set(nodes) - enabled)
        return sorted(nodes)


def _path(product: _Product, start: int, goal, inside: set[int]) -> list[int]:
    """A shortest path of product nodes from `start` (excluded) to the first edge meeting `goal(v, w, e)`."""
    prev: dict[int, int] = {}
    queue = deque([start])
    seen = {start}
    while queue:
        v = queue.popleft()
        for w, e in product.edges(v):
            if w not in inside:
                continue
            if goal(v, w, e):
                path = [w]
                while v != start:
                    path.append(v)
                    v = prev[v]
                return path[::-1]
            if w not in seen:
                seen.add(w)
                prev[w] = v
                queue.append(w)
    raise AssertionError("a strongly connected component is connected")


def _lasso(product: _Product, search: _Search, comp: list[int]) -> Lasso:
    inside = set(comp)
    entry = min(inside, key=lambda v: product.depth[v])
    prefix = [entry]
    while product.parent[prefix[-1]] != -1:
        prefix.append(product.parent[prefix[-1]])
    prefix.reverse()
    cycle: list[int] = []
    here = entry

    def walk(goal) -> None:
        nonlocal here
        steps = _path(product, here, goal, inside)
        cycle.extend(steps)
        here = steps[-1]

    for j in range(product.parts.eventualities):
        if product.postponed(here, j):
            walk(lambda v, w, e, j=j: not product.postponed(w, j))
    for f in search.fairness:
        if any(product.takes(v, e, f.step) for v, _, e in search.internal_edges(inside)):
            walk(lambda v, w, e, f=f: product.takes(v, e, f.step))
        elif not f.strong and product.has(here, f.enabled):
            walk(lambda v, w, e, f=f: not product.has(w, f.enabled))
    if not cycle or here != entry:
        walk(lambda v, w, e: w == entry)
    head = [product.state[v] for v in prefix]
    loop = [product.state[v] for v in cycle]
    if all(s == head[-1] for s in loop):
        return Lasso(_squeeze(head), len(_squeeze(head)) - 1, stuttering=True)
    states, at = _squeeze(head + loop[:-1]), len(_squeeze(head)) - 1
    while len(states) - 1 > at and states[-1] == states[at]:
        states.pop()
    return Lasso(states, at)


def _squeeze(states: list[int]) -> list[int]:
    """Drop the stuttering steps a product path may take while the tableau catches up."""
    return [s for i, s in enumerate(states) if i == 0 or s != states[i - 1]]


def find_violation(graph: BehaviorGraph, negated: Tableau, fairness: list[Fairness]) -> Lasso | None:
    """A fair behavior of the graph accepted by the tableau of ¬P, as a lasso, or None when P holds."""
    product = _Product(graph, negated)
    search = _Search(product, fairness)
    comp = search.find(None)
    return None if comp is None else _lasso(product, search, comp)

