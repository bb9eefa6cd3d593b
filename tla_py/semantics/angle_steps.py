"""`<<A>>_v` on a state's steps, from A's successors found once per state.

The search records every step from one state before it goes on to the next state, and the liveness
checker asks of each step whether it takes `<<A>>_v`, for every fairness condition: evaluating A as a
predicate on each (s, t) repeats A's work for every successor and every A. A's successors from s,
found once, answer all of those with a set lookup, and `ENABLED <<A>>_v` at s too. When A splits into
actions of Next (the same expressions with the same bindings, as `WF_vars(ProcA)` for a disjunct ProcA
of Next), they are the search's own successors of s that those actions produced; else A is enumerated
from s. An A that cannot be enumerated (an error, a variable left unassigned) goes back to the
predicate for good. An A that prints, draws or sets registers keeps the predicate: TLC evaluates it
on each step, and each evaluation shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.compile_action import ActionCompiler, SplitAction
from tla_py.semantics.scope import UNSET, ConstCell, Def, LambdaOp, Lazy, OpArg, Scope, Subst, Value
from tla_py.stdlib import VOLATILE
from tla_py.stdlib.tlc import TLC, TLC_EXT
from tla_py.syntax import ast

State = tuple


class _Unassigned(Exception):
    """A successor of A leaves a variable unassigned (A is true of more steps than it enumerates), or A
    does not compile as an action."""


_FAILURES_ONLY = frozenset({TLC["Assert"], TLC_EXT["AssertEq"]})
"""Natives whose only effect is an error: one met finding A's successors sends A back to the
predicate, which meets it on the step as TLC does."""
EFFECTS = VOLATILE - _FAILURES_ONLY
"""Natives that print, set registers, draw or read the outside: A must be evaluated on each step."""


def enumerable(c: ActionCompiler, e: ast.Expr, sc: Scope) -> bool:
    """Whether A's successors are states of the spec (not inside an instance with variables of its
    own) and A, with all it calls, has no effect that evaluating it on each step would show."""
    if sc.env.variables and c.loader.with_own_variables(sc.env, c.nvars) is not None:
        return False
    return not calls_effects(c, e, sc)


def calls_effects(c: ActionCompiler, e: ast.Expr, sc: Scope, ops: frozenset[str] = frozenset()) -> bool:
    """Whether e may call an EFFECTS native or apply one of the built-in `ops`, through the definitions
    and arguments it uses (a name that cannot be resolved counts as one)."""
    seen: set[int] = set()
    stack: list[tuple[object, Scope]] = [(e, sc)]
    while stack:
        node, sc = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend((x, sc) for x in node)
            continue
        if not isinstance(node, ast.Node) or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, ast.OpApp) and node.op in ops:
            return True
        if isinstance(node, (ast.Name, ast.OpApp)):
            try:
                m = c.resolve_app(node, sc)[0] if isinstance(node, ast.OpApp) else sc.lookup(node.name)
            except (EvalError, SpecError):
                return True
            while isinstance(m, (ConstCell, OpArg)):
                m = m.override if isinstance(m, ConstCell) else m.target
            if isinstance(m, Def):
                if m.native is not None and m.native in EFFECTS:
                    return True
                stack.append((m.node, c.def_scope(m)))
            elif isinstance(m, (Lazy, Subst)):
                stack.append((m.expr, m.scope))
            elif isinstance(m, LambdaOp):
                stack.append((m.node, m.scope))
        stack.extend((x, sc) for x in vars(node).values())
    return False


def _signature(sc: Scope | None) -> tuple:
    """What a scope binds, comparable across scopes: each table by identity, or by its values when
    it binds only values (the parameters and bound names `split` fills in)."""
    sig: list = []
    while sc is not None:
        names = sc.names
        if all(type(m) is Value for m in names.values()):  # an empty table too
            sig.append((id(sc.env), tuple(sorted((k, type(m.value), m.value)  # type: ignore[attr-defined]
                                                 for k, m in names.items()))))
        else:
            sig.append((id(sc.env), id(names)))
        sc = sc.parent
    return tuple(sig)


def next_labels(c: ActionCompiler, action: ast.Expr, sc: Scope,
                split: list[tuple[SplitAction, object]]) -> set[int] | None:
    """The ids of Next's actions that `action` splits into (the same expressions with the same
    bindings), when it splits into nothing else."""
    mine: list[SplitAction] = []
    try:
        c.split(action, sc, None, mine)
        index: dict[tuple, list[int]] = {}
        for sa, obj in split:
            index.setdefault((id(sa.expr), _signature(sa.scope)), []).append(id(obj))
        labels = set()
        for leaf in mine:
            same = index.get((id(leaf.expr), _signature(leaf.scope)))
            if same is None:
                return None
            labels.update(same)
    except (EvalError, SpecError, TypeError):  # TypeError: values that do not sort
        return None
    return labels


def _variable_indices(c: ActionCompiler, e: ast.Expr, sc: Scope) -> tuple[int, ...] | None:
    """The state positions of the variables v is a tuple of, in order, through nested tuples and
    definitions (`vars == <<x, net_vars>>`, `net_vars == <<y, z>>`: tuples are equal when their
    elements are, compared in order), else None."""
    while isinstance(e, ast.Name):
        m = sc.lookup(e.name)
        if not (isinstance(m, Def) and isinstance(m.node, ast.OpDef) and m.native is None and not m.recursive
                and not m.node.params and c.override_of(m, sc) is None):
            break
        e, sc = m.node.body, c.def_scope(m)
    if isinstance(e, ast.Tuple):
        found = [_variable_indices(c, x, sc) for x in e.elems]
        return None if any(v is None for v in found) else tuple(i for v in found for i in v)  # type: ignore[union-attr]
    v = c.var_of(e, sc)
    return None if v is None else (v.index,)


def _unchanged(c: ActionCompiler, sub: ast.Expr, sc: Scope, unit: Unit,
               ) -> tuple[Callable[[State, State, list], Any], tuple[int, ...] | None]:
    """UNCHANGED v on a step: a comparison of the variables themselves when v is a tuple of them
    (whose positions come along: atoms with the same v share one comparison per step)."""
    at = _variable_indices(c, sub, sc)
    if at is None:
        return c.builtin(ast.OpApp("UNCHANGED", [sub], span=sub.span), sc, Ctx(unit)), None
    return (lambda s, t, fr: all(t[i] is s[i] or t[i] == s[i] for i in at)), at


class AngleSteps:
    """The successors t of the last state s asked about with A(s, t) and v changed, kept as a set."""

    def __init__(self, c: ActionCompiler, e: ast.AngleAction, sc: Scope,
                 split: list[tuple[SplitAction, object]], last: list | None):
        n, unit, found = c.nvars, Unit(), []

        def emit(s, t, fr) -> None:
            for v in t:  # by identity: `UNSET in t` would call every value's __eq__
                if v is UNSET:
                    raise _Unassigned
            found.append(tuple(t))

        unchanged, self.unchanged_at = _unchanged(c, e.sub, sc, unit)
        self.unchanged = unchanged
        fr: list = [None] * unit.n
        made: list = []  # A compiled as an action when first enumerated: A splitting into Next's may never be

        def act(s, t, fr) -> None:
            if not made:
                try:
                    made.append(c.action(e.action, sc, Ctx(unit), emit))
                except SpecError:  # not enumerable: judged as a predicate
                    raise _Unassigned from None
                fr.extend([None] * (unit.n - len(fr)))
            made[0](s, t, fr)
        labels = next_labels(c, e.action, sc, split) if last is not None else None

        def successors(s: State) -> frozenset:
            if labels is not None and last[0] is s:  # the search's own successors of s
                return frozenset(t for a, t in last[1] if id(a) in labels and not unchanged(s, t, fr))
            found.clear()
            act(s, [UNSET] * n, fr)
            return frozenset(t for t in found if not unchanged(s, t, fr))

        self._successors = successors
        self._search_last = last if labels is not None else None
        self.labels = labels
        """The ids of Next's actions A splits into, else None."""
        self.fr = fr
        self.broken = False
        self.group: AngleMasks | None = None
        """The atoms judged together with this one on each source (StateGraph's), if any."""
        self.predicate: Callable[[State, State], bool] | None = None
        self.source: State | None = None
        self.targets: frozenset = frozenset()

    def _is_source(self, s: State) -> bool:
        return self.source is not None and (s is self.source or s == self.source)

    def of(self, s: State) -> frozenset | None:
        """The steps' targets from s that take `<<A>>_v` (None: A is judged as a predicate instead)."""
        if self._is_source(s):
            return self.targets
        if self.broken:
            return None
        try:
            targets = self._successors(s)
        except (EvalError, _Unassigned):
            self.broken, self.source = True, None
            return None
        self.source, self.targets = s, targets
        return targets

    def step_test(self, predicate: Callable[[State, State], bool]) -> Callable[[State, State], bool]:
        """`<<A>>_v` on a step: a lookup among the source's targets, or the predicate."""
        self.predicate = predicate

        def test(s: State, t: State) -> bool:
            targets = self.of(s)
            return predicate(s, t) if targets is None else t in targets

        return test

    def enabled_at(self, s: State) -> bool | None:
        """`ENABLED <<A>>_v` at s when s's successors are at hand (the last ones tested, or the search's
        last ones when A splits into Next's actions), else None (not known)."""
        group = self.group
        if group is not None and group.source is s and self in group.judged:
            return bool(group.taken & group.judged[self])
        if self._is_source(s) or (self._search_last is not None and self._search_last[0] is s):
            targets = self.of(s)
            return None if targets is None else bool(targets)
        return None


class AngleMasks:
    """Several `<<A>>_v` atoms judged together on the steps from one state: a mask of the atoms each
    target takes, so that a step costs one lookup whatever the number of atoms. Atoms that split into
    Next's actions are judged in one pass over the search's successors, each UNCHANGED v compared once
    per successor for all the atoms with that v."""

    def __init__(self, atoms: list[tuple[int, AngleSteps]]):
        self.atoms = atoms
        for _, a in atoms:
            a.group = self
        self.last = next((a._search_last for _, a in atoms if a._search_last is not None), None)
        by_action: dict[int, dict[object, tuple[Callable, list, int]]] = {}
        for m, a in atoms:
            if a._search_last is None:
                continue
            key = a.unchanged_at if a.unchanged_at is not None else id(a)
            for label in a.labels or ():
                u, fr, mask = by_action.setdefault(label, {}).get(key, (a.unchanged, a.fr, 0))
                by_action[label][key] = (u, fr, mask | m)
        self.by_action = {label: list(ms.values()) for label, ms in by_action.items()}
        self.source: State | None = None
        self.targets: dict = {}
        self.taken = 0
        """The atoms some target of the source takes."""
        self.judged: dict[AngleSteps, int] = {}
        """The atoms judged from the source's targets, by their masks (the rest are predicates)."""
        self.tested: list[tuple[int, Callable[[State, State], bool]]] = []
        """The atoms judged as predicates on each step from the source."""

    def of(self, s: State) -> dict:
        """target -> mask of the atoms its step from s takes, for the atoms in `judged`."""
        if s is self.source:
            return self.targets
        targets: dict = {}
        judged: dict[AngleSteps, int] = {}
        tested: list = []
        self.source = None
        rest = self.atoms
        if self.by_action and self.last is not None and self.last[0] is s and not any(
                a.broken for _, a in self.atoms if a._search_last is not None):
            try:
                self._from_search(s, targets)
                judged = {a: m for m, a in self.atoms if a._search_last is not None}
                rest = [(m, a) for m, a in self.atoms if a._search_last is None]
            except EvalError:  # each atom on its own, as before, the error to be met again there
                targets.clear()
        for m, a in rest:
            own = a.of(s)
            if own is None:
                tested.append((m, a.predicate))
                continue
            judged[a] = m
            for t in own:
                targets[t] = targets.get(t, 0) | m
        self.source, self.targets, self.judged, self.tested = s, targets, judged, tested
        taken = 0
        for m in targets.values():
            taken |= m
        self.taken = taken
        return targets

    def _from_search(self, s: State, targets: dict) -> None:
        """The masks of the atoms splitting into Next's actions, from the search's successors of s."""
        by_action = self.by_action
        for a, t in self.last[1]:
            entries = by_action.get(id(a))
            if entries is None:
                continue
            bits = 0
            for unchanged, fr, m in entries:
                if not unchanged(s, t, fr):
                    bits |= m
            if bits:
                targets[t] = targets.get(t, 0) | bits
