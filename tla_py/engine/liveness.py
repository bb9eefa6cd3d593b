"""Search the product of the state graph and a property's tableau for a fair cycle that refutes it.

A behavior refutes `Fairness => P` when it is fair and satisfies ¬P: in the product of the reachable
state graph (every state may also stutter) with the tableau of ¬P, that is a reachable strongly
connected component which (1) has a cycle, (2) fulfils every eventuality of the tableau, and (3) is fair:
for WF_v(A) it holds an <<A>>_v step or a state where <<A>>_v is disabled; for SF_v(A) an <<A>>_v step
or no state where it is enabled (else the enabled states are dropped and the rest searched again,
as in Emerson and Lei's algorithm). The counterexample is a lasso: a path from an initial state to
the component, then a cycle through it that visits all it needs to.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from tla_py.engine.tableau import Atom, Particle, Tableau


@dataclass
class BehaviorGraph:
    """The reachable states as liveness needs them: successors, and atoms asked for on demand.

    `holds(i, atom)` tells a state atom on node i, `step_holds(i, k, atom)` an action atom on the step
    from i to succ[i][k] (k = -1: the stuttering step i -> i). Atoms cost an evaluation of the spec,
    so the search asks only for those it needs, once each.
    """

    initial: list[int]
    succ: list[list[int]]
    holds: Callable[[int, Atom], bool]
    step_holds: Callable[[int, int, Atom], bool]

    def __post_init__(self) -> None:
        self.holds = _memo(self.holds)
        self.step_holds = _memo(self.step_holds)

    @classmethod
    def from_bits(cls, initial: list[int], succ: list[list[int]], state_bits: list[int],
                  step_bits: list[list[int]], stutter_bits: list[int]) -> BehaviorGraph:
        """A graph whose atoms are given as bit masks (bit `atom.id`), per state and per step."""
        return cls(initial, succ,
                   lambda i, a: bool(state_bits[i] >> a.id & 1),
                   lambda i, k, a: bool((stutter_bits[i] if k < 0 else step_bits[i][k]) >> a.id & 1))

    def step(self, i: int, k: int) -> int:
        """The node a step leads to."""
        return i if k < 0 else self.succ[i][k]


def _memo(f: Callable[..., bool]) -> Callable[..., bool]:
    known: dict[tuple, bool] = {}

    def remembered(*key) -> bool:
        v = known.get(key)
        if v is None:
            v = known[key] = f(*key)
        return v

    return remembered


@dataclass(frozen=True)
class Fairness:
    """WF_v(A) (strong=False) or SF_v(A): `enabled` is ENABLED <<A>>_v, `step` is <<A>>_v.

    A `step` atom never holds of a stuttering step, as <<A>>_v requires v to change."""

    strong: bool
    enabled: Atom
    step: Atom


@dataclass
class Lasso:
    """States s_0 .. s_k of a behavior, then back to s_loop forever (k itself when it stutters)."""

    states: list[int]
    loop: int
    stuttering: bool = False


@dataclass
class _Product:
    """The product graph, built on demand from the initial product nodes."""

    graph: BehaviorGraph
    tab: Tableau
    nodes: list[tuple[int, frozenset, int]] = field(default_factory=list)
    index: dict[tuple[int, frozenset, int], int] = field(default_factory=dict)
    edges: list[list[tuple[int, int]]] = field(default_factory=list)
    """Per product node: (successor product node, k) where the state step is succ[state][k]."""
    parent: list[int] = field(default_factory=list)
    initial: list[int] = field(default_factory=list)

    def depth(self, node: int) -> int:
        """How many steps the breadth-first product search took to reach `node`."""
        d = 0
        while self.parent[node] != -1:
            node, d = self.parent[node], d + 1
        return d

    def particle(self, node: int) -> Particle:
        _, obligations, k = self.nodes[node]
        return self.tab.particles[obligations][k]

    def _add(self, key, parent: int) -> tuple[int, bool]:
        found = self.index.get(key)
        if found is not None:
            return found, False
        self.index[key] = len(self.nodes)
        self.nodes.append(key)
        self.edges.append([])
        self.parent.append(parent)
        return len(self.nodes) - 1, True

    def _entries(self, state: int, obligations: frozenset) -> Iterable[tuple[int, frozenset, int]]:
        holds = self.graph.holds
        for k, p in enumerate(self.tab.particles[obligations]):
            if p.admits_state(lambda a: holds(state, a)):
                yield state, obligations, k

    def build(self) -> None:
        queue: deque[int] = deque()
        for s in self.graph.initial:
            for key in self._entries(s, self.tab.initial):
                node, new = self._add(key, -1)
                if new:
                    self.initial.append(node)
                    queue.append(node)
        g = self.graph
        while queue:
            node = queue.popleft()
            s, _, _ = self.nodes[node]
            p = self.particle(node)
            for k in range(-1, len(g.succ[s])):
                if not p.admits_step(lambda a, s=s, k=k: g.step_holds(s, k, a)):
                    continue
                for key in self._entries(g.step(s, k), p.next):
                    succ, new = self._add(key, node)
                    self.edges[node].append((succ, k))
                    if new:
                        queue.append(succ)


def _components(edges: list[list[tuple[int, int]]], members: Iterable[int]) -> list[list[int]]:
    """Tarjan's strongly connected components of the subgraph on `members`, iteratively."""
    inside = set(members)
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    for root in inside:
        if root in index:
            continue
        work = [(root, 0)]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, i = work[-1]
            succs = edges[v]
            while i < len(succs) and succs[i][0] not in inside:
                i += 1
            if i < len(succs):
                work[-1] = (v, i + 1)
                w = succs[i][0]
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, 0))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(comp)
    return out


class _Search:
    """The fair-component search over one product graph."""

    def __init__(self, product: _Product, fairness: list[Fairness]):
        self.p = product
        self.fairness = fairness

    def state_has(self, node: int, atom: Atom) -> bool:
        return self.p.graph.holds(self.p.nodes[node][0], atom)

    def takes(self, v: int, k: int, atom: Atom) -> bool:
        """Whether the state step under product edge (v, k) satisfies an action atom."""
        return self.p.graph.step_holds(self.p.nodes[v][0], k, atom)

    def internal_edges(self, comp: set[int]) -> Iterable[tuple[int, int, int]]:
        for v in comp:
            for w, k in self.p.edges[v]:
                if w in comp:
                    yield v, w, k

    def find(self, members: Iterable[int]) -> list[int] | None:
        """The fair, accepting component inside `members` closest to an initial state, or None."""
        found = [c for c in map(self.judge, map(set, _components(self.p.edges, members))) if c]
        return min(found, key=lambda c: min(map(self.p.depth, c)), default=None)

    def judge(self, comp: set[int]) -> list[int] | None:
        edges = list(self.internal_edges(comp))
        if not edges:
            return None
        for e in self.p.tab.eventualities:
            if all(e in self.p.particle(v).postponed for v in comp):
                return None
        moves = [(v, k) for v, _, k in edges if k >= 0]  # <<A>>_v never holds of a stuttering step
        for f in self.fairness:
            if f.strong or any(self.takes(v, k, f.step) for v, k in moves):
                continue
            if all(self.state_has(v, f.enabled) for v in comp):
                return None
        for f in self.fairness:
            if not f.strong or any(self.takes(v, k, f.step) for v, k in moves):
                continue
            enabled = {v for v in comp if self.state_has(v, f.enabled)}
            if enabled:
                return self.find(comp - enabled)
        return sorted(comp)


def _path(product: _Product, start: int, goal, inside: set[int]) -> list[int]:
    """A shortest path of product nodes from `start` (excluded) to the first edge meeting `goal(v, w, k)`."""
    prev: dict[int, int] = {}
    queue = deque([start])
    seen = {start}
    while queue:
        v = queue.popleft()
        for w, k in product.edges[v]:
            if w not in inside:
                continue
            if goal(v, w, k):
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
    entry = min(inside, key=product.depth)
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

    for e in product.tab.eventualities:
        if e in product.particle(here).postponed:
            walk(lambda v, w, k, e=e: e not in product.particle(w).postponed)
    for f in search.fairness:
        if any(search.takes(v, k, f.step) for v, _, k in search.internal_edges(inside)):
            walk(lambda v, w, k, f=f: search.takes(v, k, f.step))
        elif not f.strong and search.state_has(here, f.enabled):
            walk(lambda v, w, k, f=f: not search.state_has(w, f.enabled))
    if not cycle or here != entry:
        walk(lambda v, w, k: w == entry)
    head = [product.nodes[v][0] for v in prefix]
    loop = [product.nodes[v][0] for v in cycle]
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
    product.build()
    search = _Search(product, fairness)
    comp = search.find(range(len(product.nodes)))
    return None if comp is None else _lasso(product, search, comp)
