"""-coverage's counts of each expression's evaluations, as TLC's cost model keeps them (tlc2.tool.coverage).

TLC keeps, per action, invariant and Init, a tree of its operator applications as reached from there
(a definition's body under each application of it, the arguments after it, a quantifier's bounds after
its body) and counts each one's evaluations; in an action, an application that takes a step (`x' = e`,
a conjunct, UNCHANGED) counts once more each time the steps after it yielded a state. Under -coverage
the compiler (compile_expr.expr, compile_action.action) builds that tree while it compiles and wraps
the closures of those applications in counters; without -coverage nothing here runs. A secondary
count (`n:cost`) is what TLC's enumerations take from a set, charged to the expression that made it
(MAKERS, `walker`), and to it again whenever a later state's evaluation enumerates it while a state
keeps it (TLC's values carry their maker's cost model: `kept`). TLC's enumerations include a
membership test in SUBSET S, which enumerates the set tested (CountedSubsets, CountedRecords).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterator
from typing import Any

from tla_py.syntax import ast
from tla_py.values import Fcn, Seq, SetValue, tlc_sorted
from tla_py.values.ops import as_set
from tla_py.values.sets import RecordSet, SubsetSet

COUNTED = (ast.Name, ast.Bool, ast.OpApp, ast.Junction, ast.If, ast.Case, ast.Quant, ast.Choose, ast.SetEnum,
           ast.SetFilter, ast.SetMap, ast.Tuple, ast.FnConstruct, ast.FnApp, ast.FnSet, ast.RecordConstruct,
           ast.RecordSet, ast.Field, ast.Except, ast.BoxAction, ast.AngleAction)
"""The expressions SANY makes operator applications of (TLC counts those); TRUE and FALSE are such
applications, other literals, LET and labels are not."""

MAKERS = (ast.SetEnum, ast.SetMap, ast.SetFilter, ast.FnSet)
"""The expressions whose set TLC's enumerations charge to them: each element an enumeration takes
and its end (SetEnumValue's cost model; `[D -> R]` |D| for each function, and its size when CHOOSE
converts it first: see CostTracker.functions)."""

KEPT_PRUNED_PAST = 100_000
"""Kept sets past which `remember` lets go of those no state holds any more."""

BODY, ARGUMENT, BOUND = 0, 1, 2
"""Where a node sits among its siblings, as SANY's walk meets them: a definition's body and the
operands, then an operator's arguments, then a quantifier's bounds."""


class CostNode:
    """One operator application as reached from one action: its evaluations and TLC's secondary count."""

    __slots__ = ("place", "children", "counts", "i", "primed", "unchanged", "key", "span")

    def __init__(self, place: str, counts: list[int], span: ast.Span | None = None, key: tuple = ()):
        self.place, self.key, self.span = place, key, span
        self.children: dict[tuple, CostNode] = {}
        self.counts, self.i = counts, len(counts)
        counts += (0, 0)
        """Its evaluations at counts[i], TLC's secondary count at counts[i + 1]: one list for all nodes,
        so that the counts at a moment are one copy of it."""
        self.primed = False
        """An `x' = e` or `x' \\in S` of Next: TLC prints it even when never counted."""
        self.unchanged = False

    @property
    def n(self) -> int:
        return self.counts[self.i]

    @property
    def cost(self) -> int:
        return self.counts[self.i + 1]

    def child(self, span: ast.Span, key: tuple, tag: str = "") -> CostNode:
        where = (span.file, span.line, span.col, span.end_line, span.end_col, tag)
        node = self.children.get(where)
        if node is None:
            node = self.children[where] = CostNode(span.place(), self.counts, span, key)
        return node

    def ordered(self) -> list[CostNode]:
        return sorted(self.children.values(), key=lambda c: c.key)

    # ------------------------------------------------------------------ TLC's printing (OpApplNodeWrapper)

    def lines(self, level: int = 0) -> Iterator[tuple[int, str]]:
        """TLC's messages for this node's subtree: 2221 `|...place: n` or 2775 `...: n:cost`."""
        below = set()
        for c in self.children.values():
            below |= c.subtree()
        mine = (self.n, self.cost)
        if self.unchanged:
            below.discard((0, 0))
            if below:
                yield self.line(level, max(self.n, next(iter(below))[0]), 0)
            else:
                yield self.line(level, self.n, self.cost)
            return
        if not below:
            if mine != (0, 0) or self.primed:
                yield self.line(level, *mine)
            return
        if len(below) == 1:
            (n, cost), = below
            if n < mine[0]:
                yield self.line(level, *mine)
                yield from self.children_lines(level + 1)
                return
            if not self.primed and mine == (0, 0) and (n, cost) != (0, 0):
                yield self.line(level, n, cost)
                return
            if mine == (0, 0) and (n, cost) == (0, 0):
                if self.primed:
                    yield self.line(level, *mine)
                    level += 1
                yield from self.children_lines(level)
                return
            if mine == (n, cost):
                yield self.line(level, *mine)
                return
        if mine != (0, 0) or self.primed:
            yield self.line(level, *mine)
            level += 1
        yield from self.children_lines(level)

    def children_lines(self, level: int) -> Iterator[tuple[int, str]]:
        for c in self.ordered():
            yield from c.lines(level)

    def subtree(self) -> set[tuple[int, int]]:
        """The counts in this subtree (TLC's collectAndFreezeEvalCounts; UNCHANGED's own is 0: TLC
        counts the variables under it, and prints the most of theirs)."""
        if self.unchanged:
            return {(0, 0)}
        out = {(self.n, self.cost)} if self.n or self.cost or self.primed else set()
        for c in self.children.values():
            out |= c.subtree()
        return out

    def line(self, level: int, n: int, cost: int) -> tuple[int, str]:
        text = f"  {'|' * level}{self.place}: {n}"
        return (2775, f"{text}:{cost}") if cost else (2221, text)


def _inside(parent: ast.Span | None, s: ast.Span) -> bool:
    return parent is not None and s.file == parent.file and (parent.line, parent.col) <= (s.line, s.col) \
        <= (s.end_line, s.end_col) <= (parent.end_line, parent.end_col)


def java_hashtable_order(keys: list[str]) -> list[str]:
    """The order a java.util.Hashtable (11 buckets, load factor 0.75) given these keys in turn enumerates
    them: buckets from the last, each from its newest entry, a key's bucket its String.hashCode's."""
    table: list[list[tuple[int, str]]] = [[] for _ in range(11)]
    count, threshold = 0, 8
    for key in dict.fromkeys(keys):
        if count >= threshold:  # Hashtable.rehash: 2n+1 buckets, the old ones walked from the last
            size = 2 * len(table) + 1
            grown: list[list[tuple[int, str]]] = [[] for _ in range(size)]
            for bucket in reversed(table):
                for h, k in bucket:
                    grown[h % size].insert(0, (h, k))
            table, threshold = grown, int(size * 0.75)
        h = java_string_hash(key) & 0x7FFFFFFF
        table[h % len(table)].insert(0, (h, key))
        count += 1
    return [k for bucket in reversed(table) for _, k in bucket]


def java_string_hash(s: str) -> int:
    """Java's String.hashCode (UTF-16 code units), as an unsigned 32-bit number."""
    h = 0
    data = s.encode("utf-16-be")
    for i in range(0, len(data), 2):
        h = (31 * h + (data[i] << 8 | data[i + 1])) & 0xFFFFFFFF
    return h


class CostTracker:
    """What the compiler needs while it compiles under -coverage: the node being compiled in, the parent
    an operator argument or LET definition is counted under, and the states the actions yielded."""

    def __init__(self) -> None:
        self.counts: list[int] = []
        self.roots: dict[Any, CostNode] = {}
        self.stack: list[CostNode] = []
        self.seq = 0
        self.group = BODY
        self.homes: dict[int, tuple[CostNode, tuple]] = {}
        """id(Lazy) -> the node its expression counts under, and its place there."""
        self.yielded = [0, -1]
        """States the actions gave to the search so far (a step counts when the rest yielded one)."""
        self.paused = 0
        self.enabling = 0
        self.named: list[CostNode] = []
        """The roots whose expression is a node even when it is a name: a property's `[]P` (TLC's Action's
        pred is P itself)."""
        """Above 0 while ENABLED's action is compiled (TLC's enabled* count some nodes otherwise)."""
        self.current: tuple[ast.Expr, CostNode] | None = None
        """The action being compiled and its node, until the part of the compiler that counts it takes it."""
        self.final: Callable | None = None
        """Init's last continuation (the one that adds a state): TLC counts the step that reaches it."""
        self.made: dict[int, tuple[Any, int, bool]] = {}
        """id(set) -> the set, where its maker's secondary count is, whether it is a `[D -> R]`; for the
        sets made while the search computes one state's successors (see `walker`)."""
        self.kept: dict[int, tuple[Any, int, bool]] = {}
        """The same for the sets of `made` that a new state keeps (`remember`): TLC's value keeps its
        maker's cost model for as long as a state holds it."""
        self.prune_at = KEPT_PRUNED_PAST
        self.pending: tuple | None = None
        """The place of the next node entered (an argument's or LET definition's, given by `home`)."""

    def uncounted(self, f: Callable) -> Callable:
        """f leaving the counts as they were: TLC's liveness checker evaluates the spec's actions (for
        ENABLED, the property's steps) without a cost model (CostModel.DO_NOT_RECORD)."""
        counts = self.counts

        @functools.wraps(f)
        def quiet(*args: Any) -> Any:
            was = counts[:]
            try:
                return f(*args)
            finally:
                counts[:] = was

        return quiet

    def rooted(self, key: Any, build: Callable[[], Any]) -> Any:
        """build() compiling an action, Init, an invariant or a constraint under its tree's root (TLC's
        ActionWrapper, whose child is the definition's body: a name there is not a node)."""
        root = self.roots.get(key)
        if root is None:
            root = self.roots[key] = CostNode("", self.counts)
            if key[0] == "property":
                self.named.append(root)
        self.stack.append(root)
        try:
            return build()
        finally:
            self.stack.pop()

    def indices(self, kind: str) -> list[int]:
        """Where the counts of the trees of one kind ("next", "init", ...) are in `counts`."""
        out: list[int] = []
        todo = [root for key, root in self.roots.items() if key[0] == kind]
        while todo:
            node = todo.pop()
            out += (node.i, node.i + 1)
            todo += node.children.values()
        return out

    def lines(self, key: Any) -> list[tuple[int, str]]:
        """TLC's messages of one tree's expressions (none for a tree never built)."""
        root = self.roots.get(key)
        return [] if root is None else list(root.children_lines(0))

    def next_key(self, group: int | None = None) -> tuple:
        self.seq += 1
        return (self.group if group is None else group, self.seq)

    def enter(self, e: ast.Expr) -> CostNode | None:
        """The node of e under the one being compiled in (None: e is not counted, or no tree is built)."""
        if self.paused or not self.stack or not isinstance(e, COUNTED):
            return None
        if len(self.stack) == 1 and isinstance(e, ast.Name) and self.stack[0] not in self.named:
            return None  # Init's or an action's name: its body is the root's child
        parent = self.stack[-1]
        key, self.pending = self.pending, None
        if key is None:
            key = self._place_key(parent.span, e.span)
        return parent.child(e.span, key)

    def _place_key(self, parent: ast.Span | None, s: ast.Span) -> tuple:
        """SANY's walk: a called definition's body (elsewhere) first, then the operands in the text's
        order, arguments after them (`home`), a quantifier's bounds last."""
        if self.group == BOUND:
            return self.next_key()
        return (BODY, 1, s.line, s.col) if _inside(parent, s) else (BODY, 0, self.next_key()[1])

    def structural(self, span: ast.Span, tag: str, build: Callable[[], Any]) -> Any:
        """build() under a node TLC's tree has but never counts: SANY's $Pair of a record field, an
        EXCEPT update or a CASE arm, and an update's $Seq of keys (TLC prints it with its subtree's
        count when that is one count)."""
        if self.paused or not self.stack:
            return build()
        parent = self.stack[-1]
        key, self.pending = self.pending, None
        if key is None:
            key = self._place_key(parent.span, span)
        self.stack.append(parent.child(span, key, tag))
        saved, self.group = self.group, BODY
        try:
            return build()
        finally:
            self.group = saved
            self.stack.pop()

    def maker(self, v: Any) -> tuple[Any, int, bool] | None:
        """The maker of the set v (made now or kept in a state), or None."""
        hit = self.made.get(id(v)) or self.kept.get(id(v))
        return hit if hit is not None and hit[0] is v else None

    def remember(self, state: Any) -> None:
        """Keep the makers of the sets made now that this new state holds (at any depth)."""
        made, kept = self.made, self.kept
        todo = list(state)
        while todo:
            v = todo.pop()
            t = type(v)
            if t is SetValue:
                hit = made.get(id(v))
                if hit is not None and hit[0] is v and id(v) not in kept:
                    kept[id(v)] = hit
                todo += v.elems
            elif t is Fcn:
                todo += v.map.values()
            elif t is Seq:
                todo += v.elems
        if len(kept) > self.prune_at and hasattr(sys, "getrefcount"):
            self.prune()

    def prune(self) -> None:
        """Let go of the kept sets no state holds any more (only `kept` refers to them), so that a long
        run keeps only its live states' sets (CPython: PyPy counts no references)."""
        kept = self.kept
        for k in [k for k, hit in kept.items() if sys.getrefcount(hit[0]) <= 2]:
            del kept[k]
        self.prune_at = max(KEPT_PRUNED_PAST, 2 * len(kept))

    def inherit(self, op: Callable, either: bool) -> Callable:
        """`a \\ b` (either False) or `a \\cap b`: the enumerated operand TLC reduces (`a`, else for
        \\cap `b`) gives its maker to the result (SetEnumValue.diff and cap keep `this.cm`)."""
        made, maker = self.made, self.maker

        def keeping(a, b):
            r = op(a, b)
            if type(a) is SetValue:
                hit = maker(a)
            else:
                hit = maker(b) if either and type(b) is SetValue else None
            if hit is not None:
                made[id(r)] = (r, hit[1], False)
            return r

        return keeping

    def making(self, node: CostNode, f: Callable, sized: bool = False) -> Callable:
        """f, a maker's closure, remembering the sets it makes (for `walker` and `cup`); `sized`: a
        set of functions (see MAKERS)."""
        made, i = self.made, node.i + 1

        def g(s, t, fr):
            v = f(s, t, fr)
            made[id(v)] = (v, i, sized)
            return v

        return g

    def walker(self, walk: Callable, ahead: bool = True) -> Callable:
        """walk (iter_set or iter_any), charging the elements a set made here gives, and its end, to its
        maker (TLC's Enumerator.nextElement); `ahead`: TLC's ContextEnumerator (quantifiers, set
        builders), which fetches the next element before the body sees the current one, else CHOOSE's
        enumeration of the set normalized (a set of functions converted first)."""
        counts, maker = self.counts, self.maker

        def charging(v, span):
            hit = maker(v)
            if hit is None:
                return walk(v, span)
            if hit[2]:
                return self.functions(v, walk(v, span), hit[1], ahead)
            return charged(walk(v, span), counts, hit[1], ahead)

        return charging

    def functions(self, v: Any, elements: Iterator, i: int, ahead: bool) -> Iterator:
        """The functions of `[D -> R]` (SetOfFcnsValue's enumerators: |D| for each function made, R's
        maker charged for the enumerations of R they take; CHOOSE converts the set first, adding its size
        and then charging as an enumerated set)."""
        counts, d = self.counts, v.dom.size()
        hit = self.maker(v.rng)
        if hit is not None:
            counts[hit[1]] += odometer_calls(d, v.rng.size())
        if not ahead:
            n = len(v)
            counts[i] += n * max(d, 1) + n
            return charged(elements, counts, i, False)
        return charged(elements, counts, i, False, max(d, 1), 0)

    def cup(self, union: Callable) -> Callable:
        """`a \\cup b` as TLC's SetEnumValue.cup evaluates it: a nonempty enumerated `a` enumerates `b`
        (charged to b's maker) into a new set of no maker; an empty one gives `b` itself, maker and all."""
        counts, maker = self.counts, self.maker

        def charging(a, b):
            if type(a) is SetValue and type(b) is SetValue:
                if not a.elems:
                    return b
                hit = maker(b)
                if hit is not None:
                    counts[hit[1]] += len(b.elems) + 1
                return SetValue(a.elems | b.elems)
            return union(a, b)

        return charging

    def subseteq(self, test: Callable) -> Callable:
        """`a \\subseteq b` as TLC's EnumerableValue.isSubsetEq: it enumerates a (charged to a's maker) up
        to its first element not in b, or to its end."""
        counts, maker = self.counts, self.maker

        def charging(a, b):
            hit = maker(a) if type(a) is SetValue else None
            if hit is not None:
                b = as_set(b)
                taken = next((k for k, x in enumerate(tlc_sorted(a.elems), 1) if not b.contains(x)), None)
                counts[hit[1]] += len(a.elems) + 1 if taken is None else taken
            return test(a, b)

        return charging

    def subsets(self, base: Any) -> SubsetSet:
        """SUBSET base, charging each membership test's enumeration of the set tested."""
        return CountedSubsets(as_set(base), self)

    def records(self, fields: dict) -> RecordSet:
        """[a: S, ...], testing a record's fields in TLC's order, each time (no remembered answers)."""
        return CountedRecords(fields)

    def home(self, lazy: Any) -> None:
        """An operator argument: counted under the node compiled now, after the body."""
        if self.stack and not self.paused:
            self.homes[id(lazy)] = (self.stack[-1], self.next_key(ARGUMENT))

    def let_homes(self, let: ast.Let, lazies: dict[str, Any]) -> None:
        """A LET's definitions (name -> Lazy), counted under the node compiled now before the IN part, in
        SANY's order: its walk of the LET's Context, a java.util.Hashtable of their names."""
        if not self.stack or self.paused:
            return
        parent = self.stack[-1]
        names = [d.name for d in let.defs if isinstance(d, (ast.OpDef, ast.FnDef))]
        inside = self.group != BOUND and _inside(parent.span, let.span)
        for rank, name in enumerate(n for n in java_hashtable_order(names) if n in lazies):
            key = (BODY, 1, let.span.line, let.span.col, rank) if inside else (BODY, 0, self.next_key()[1])
            self.homes[id(lazies[name])] = (parent, key)

    def compiled(self, e: ast.Expr, build: Callable[[], Any]) -> tuple[Any, CostNode | None]:
        """build() with e's node as the one compiled in; and the node, or None."""
        node = self.enter(e)
        if node is None:
            return build(), None
        self.stack.append(node)
        saved, self.group = self.group, BODY
        try:
            return build(), node
        finally:
            self.group = saved
            self.stack.pop()

    def acting(self, e: ast.Expr, build: Callable[[], Any]) -> Any:
        """build() (compiling e as an action) with e's node as the one compiled in, for `taken`."""
        node = self.enter(e)
        if node is None:
            return build()
        self.stack.append(node)
        saved, self.current = self.current, (e, node)
        try:
            return build()
        finally:
            self.current = saved
            self.stack.pop()

    def taken(self, e: ast.Expr) -> CostNode | None:
        """e's node when e is the action being compiled (once: its parts are not e)."""
        if self.current is not None and self.current[0] is e:
            node, self.current = self.current[1], None
            return node
        return None

    def at_home(self, lazy: Any, build: Callable[[], Any]) -> Any:
        """build() (compiling the expression of `lazy`) under the node and at the place `home` gave it."""
        node, key = self.homes[id(lazy)]
        self.stack.append(node)
        saved, self.pending = self.pending, key
        try:
            return build()
        finally:
            self.pending = saved
            self.stack.pop()

    def in_group(self, group: int, build: Callable[[], Any]) -> Any:
        saved, self.group = self.group, group
        try:
            return build()
        finally:
            self.group = saved

    def paused_while(self, build: Callable[[], Any]) -> Any:
        """Compile what TLC evaluates once at startup, outside any tree (a constant definition)."""
        self.paused += 1
        try:
            return build()
        finally:
            self.paused -= 1


class CountedSubsets(SubsetSet):
    """SUBSET S under -coverage: `x \\in SUBSET S` enumerates x (TLC's SubsetValue.member), up to its
    first element not in S or to its end, charged to x's maker."""

    __slots__ = ("costs",)

    def __init__(self, base: Any, costs: CostTracker):
        super().__init__(base)
        self.costs = costs

    def contains(self, v: Any) -> bool:
        hit = self.costs.maker(v) if type(v) is SetValue else None
        if hit is None:
            return self.member(v)
        counts, i, base = self.costs.counts, hit[1], self.base
        for e in v.sorted():
            counts[i] += 1
            if not base.contains(e):
                return False
        counts[i] += 1
        return True


class CountedRecords(RecordSet):
    """[a: S, ...] under -coverage: a record's fields tested in TLC's order of names (SetOfRcdsValue.member),
    up to the first that fails, at each test."""

    __slots__ = ()

    def contains(self, r: Any) -> bool:
        if type(r) is not Fcn or len(r.map) != len(self.fields):
            return False
        m, fields = r.map, self.fields
        for name, key in zip(self._names, tlc_sorted(m)):
            if name != key or not fields[name].contains(m[key]):
                return False
        return True


def charged(elements: Iterator, counts: list, i: int, ahead: bool, each: int = 1, end: int = 1) -> Iterator:
    """elements, counting at counts[i] `each` for each one taken and `end` for the end (`ahead`: one
    fetched before the first is taken, and each next one before the current is used)."""
    if ahead:
        counts[i] += each
    for x in elements:
        counts[i] += each
        yield x
    if not ahead:
        counts[i] += end


def odometer_calls(d: int, r: int) -> int:
    """The nextElement calls on R's enumerators that enumerating [D -> R] (|D| = d, |R| = r) takes
    (TLC's SetOfFcnsValue enumerators: one enumerator of R per element of D, turned as an odometer)."""
    if d == 0:
        return 0
    if r == 0:
        return 1
    calls, digits = d, [0] * d
    while True:
        i = d - 1
        while True:
            calls += 1
            digits[i] += 1
            if digits[i] < r:
                break
            if i == 0:
                return calls
            digits[i] = 0
            calls += 1  # reset, then the first element again
            i -= 1


def counting(node: CostNode, f: Callable) -> Callable:
    """f, counting each evaluation on node (TLC's evalAppl: getAndIncrement)."""

    counts, i = node.counts, node.i

    def g(s, t, fr):
        counts[i] += 1
        return f(s, t, fr)

    return g


def counting_steps(node: CostNode, k: Callable, yielded: list) -> Callable:
    """The continuation of a step-taking node: the node counts once each time the rest yields a state
    (TLC's getNextStates(action, acts, ...): `copy != s1`)."""

    counts, i = node.counts, node.i

    def g(s, t, fr):
        before = yielded[0]
        stop = k(s, t, fr)
        if yielded[0] != before:
            counts[i] += 1
        return stop

    return g


class Cut(Exception):
    """The search stopped at this state (TLC's invariant failed in its Worker.addElement)."""


def yielding(emit: Callable, yielded: list) -> Callable:
    """An action's last continuation, counting the states it gives the search (yielded[1]: the count at
    which to stop, as TLC's search stops at a violating state)."""

    def g(s, t, fr):
        stop = emit(s, t, fr)
        yielded[0] += 1
        if yielded[0] == yielded[1]:
            raise Cut()
        return stop

    return g


def counting_cost(node: CostNode, f: Callable, extra: int) -> Callable:
    """A bound's set: TLC counts each element its enumeration takes (an enumerated set one more, for the
    end) as the set's secondary count."""

    counts, i = node.counts, node.i + 1

    def g(s, t, fr):
        v = f(s, t, fr)
        try:
            counts[i] += len(v) + extra
        except TypeError:
            pass
        return v

    return g
