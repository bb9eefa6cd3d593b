"""Compile actions (Next, Init) to enumerators of successor states, the way TLC's Tool evaluates them.

An action compiles to `g(s, t, fr)` which calls a continuation, fixed at compile time, once per way
of satisfying the action (until a continuation returns True): `x' = e` assigns x' when it is still
unassigned (t[i] is UNSET) and tests equality otherwise; `x' \\in S` enumerates S; `\\/` and `\\E`
branch; other conjuncts prune.
Init compiles the same way with the unprimed variables as the ones assigned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import tla_py.semantics.codegen as codegen
import tla_py.semantics.costs as costs
from tla_py.errors import EvalError, SpecError
from tla_py.semantics.callstack import traced, traced_step
from tla_py.semantics.closures import (
    Ctx,
    Fn,
    Unit,
    as_bool,
    bindings,
    fmt,
    iter_members,
    iter_set,
    reset_slots,
)
from tla_py.semantics.compile_conjuncts import ConjunctCompiler
from tla_py.semantics.compile_expr import ExprCompiler
from tla_py.semantics.compile_fnaction import FnActionCompiler
from tla_py.semantics.compile_recaction import RecActionCompiler
from tla_py.semantics.depth import overflowing
from tla_py.semantics.scope import (
    UNSET,
    Bound,
    ConstCell,
    Def,
    LambdaOp,
    Lazy,
    Meaning,
    OpArg,
    Scope,
    Subst,
    SVar,
    Value,
)
from tla_py.syntax import ast
from tla_py.values import Fcn, ModelValue, Seq, ops

SPLIT_DEPTH = 150
"""How many operator applications deep splitting Next goes (a RECURSIVE operator's disjunctions
unrolled); below, an application is one action."""

NO_ARG = object()
"""guard_of's argument of a guard `x = c` (x not applied)."""

Act = Callable[[Any, list, list], Any]
"""An action or a continuation: a true result stops the enumeration (ENABLED stops at the first
successor this way, not by an exception, which on PyPy would force every frame it unwinds)."""


def _found(s, t, fr) -> bool:
    return True


def branch(cond: Fn, then: Act, otherwise: Act, what: str, span: ast.Span) -> Act:
    """Go on with `then` where the condition holds and with `otherwise` where it does not."""

    def g(s, t, fr):
        if as_bool(cond(s, t, fr), what, span):
            return then(s, t, fr)
        return otherwise(s, t, fr)

    return g


@dataclass
class SplitAction:
    """One action of Next as TLC splits it: its label, the expression and its scope."""

    name: str
    span: ast.Span
    module: str
    expr: ast.Expr
    scope: Scope
    context: tuple = ()
    """The definition's parameters and their values, as TLC's trace files give them."""
    definition: ast.OpDef | None = None
    """The definition that names it (coverage names an action by where that is declared)."""


def tlc_context_order(combos: list[dict], binders: list[ast.Binder]) -> list[dict]:
    """The bindings of `\\E x \\in S, y \\in T` in the order TLC's ContextEnumerator takes them: the
    first bound identifier varying fastest (a tuple `<<a, b>> \\in S` is one identifier)."""
    units = [u for b in binders for u in ([tuple(b.names)] if b.is_tuple else [(n,) for n in b.names])]
    positions: list[dict] = [{} for _ in units]

    def key(combo: dict) -> tuple:
        out = []
        for unit, seen in zip(units, positions):
            v = tuple(combo[n].value for n in unit)
            out.append(seen.setdefault(v, len(seen)))
        return tuple(reversed(out))

    keys = [key(c) for c in combos]  # positions in order of first appearance, each unit's own
    return [c for _, c in sorted(zip(keys, combos), key=lambda kc: kc[0])]


class ActionCompiler(ConjunctCompiler, FnActionCompiler, RecActionCompiler, ExprCompiler):
    """Expressions plus actions."""

    def __init__(self, nvars: int, var_names: list[str]):
        super().__init__(nvars, var_names)
        self.intermediate_states = [0]
        self._fn_procedures: dict[tuple, tuple] = {}
        """Recursive functions entered as actions, compiled once (see compile_fnaction)."""
        self._op_procedures: dict[tuple, tuple] = {}
        """RECURSIVE operators entered as actions, compiled once (see compile_recaction)."""
        """How many states the first actions of `A \\cdot B` have reached (TLC counts them as generated)."""

    # ------------------------------------------------------------ the assigned variable

    def target_var(self, e: ast.Expr, sc: Scope, cx: Ctx) -> SVar | None:
        """The variable that `e = ...` / `e \\in ...` may assign: x' in an action, x in Init."""
        e, sc = self.unwrapped(e, sc)
        if cx.init:
            return self.var_of(e, sc)
        if isinstance(e, ast.OpApp) and e.op == "'" and not e.via and len(e.args) == 1 \
                and sc.lookup("'") is None:
            return self.var_of(e.args[0], sc)
        return None

    def var_of(self, e: ast.Expr, sc: Scope) -> SVar | None:
        e, sc = self.unwrapped(e, sc)
        m = sc.lookup(e.name) if isinstance(e, ast.Name) else None
        return m if isinstance(m, SVar) else None

    def unwrapped(self, e: ast.Expr, sc: Scope) -> tuple[ast.Expr, Scope]:
        """e through labels, LETs, instance substitutions and names of definitions without arguments, as
        TLC's getPrimedVar finds the variable an `=` or `\\in` assigns."""
        for _ in range(100):
            if isinstance(e, ast.Label):
                e = e.expr
            elif isinstance(e, ast.Let) and not any(isinstance(d, ast.Instance) for d in e.defs):
                sc, e = self.let_scope(e, sc, None)[0], e.body
            elif isinstance(e, ast.Name) or isinstance(e, ast.OpApp) and e.via and not e.args:
                m, msc = (sc.lookup(e.name), sc) if isinstance(e, ast.Name) else self.resolve_app(e, sc)
                if isinstance(m, (Subst, Lazy)):
                    e, sc = m.expr, m.scope
                elif (isinstance(m, Def) and isinstance(m.node, ast.OpDef) and not m.node.params
                      and m.native is None and not m.recursive):
                    e, sc = m.node.body, self.def_scope(m)
                else:
                    break
            else:
                break
        return e, sc

    # ------------------------------------------------------------ actions

    def action(self, e: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        if self.tracing and cx.init:
            return traced(self.action_of(e, sc, cx, k), e.span)
        if self.tracing:
            return traced_step(lambda rest: self.action_of(e, sc, cx, rest), k, e.span)
        if self.costs is not None:
            return self.costs.acting(e, lambda: self.action_of(e, sc, cx, k))
        return self.action_of(e, sc, cx, k)

    def step_node(self, e: ast.Expr, k: Act, cx: Ctx) -> tuple[Any, Act]:
        """Under -coverage, e's node when e takes a step of an action (TLC counts it each time the rest
        yielded a state; in Init, when it completes one), and k counting so; else (None, k)."""
        node = self.costs.taken(e) if self.costs is not None else None
        if node is None:
            return None, k
        if cx.init:
            return node, (costs.counting(node, k) if k is self.costs.final else k)
        return node, costs.counting_steps(node, k, self.costs.yielded)

    def action_of(self, e: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        if isinstance(e, ast.Junction):
            return self.junction(e.kind, e.items, sc, cx, k)
        if isinstance(e, ast.Label):
            return self.action(e.expr, sc, cx, k)
        if isinstance(e, ast.Name):
            return self.act_ref(self.resolve(e.name, sc, e.span), [], e, sc, cx, k)
        if isinstance(e, ast.OpApp):
            m, _ = self.resolve_app(e, sc)
            if m is None:
                return self.act_builtin(e, sc, cx, k)
            return self.act_ref(m, e.args, e, sc, cx, k)
        if isinstance(e, ast.Quant) and e.kind == "\\E":
            return self.act_exists(e, sc, cx, k)
        if isinstance(e, ast.Quant) and e.kind == "\\A":
            return self.act_forall(e, sc, cx, k)
        if isinstance(e, ast.FnApp):
            return self.act_fn_apply(e, sc, cx, k)
        if isinstance(e, ast.If):
            return self.act_if(e, sc, cx, k)
        if isinstance(e, ast.Case):
            return self.act_case(e, sc, cx, k)
        if isinstance(e, ast.Let):  # -coverage: TLC evaluates an action's LET definition at each use
            inner, slots = self.let_scope(e, sc, cx if self.costs is None else None)
            return reset_slots(slots, self.action(e.body, inner, cx, k))
        if isinstance(e, ast.BoxAction):
            unch = ast.OpApp("UNCHANGED", [e.sub], span=e.span)
            return self.junction("\\/", [e.action, unch], sc, cx, k)
        if isinstance(e, ast.AngleAction):
            unch = ast.OpApp("UNCHANGED", [e.sub], span=e.span)
            neg = ast.OpApp("~", [unch], span=e.span)
            return self.junction("/\\", [e.action, neg], sc, cx, k)
        # TRUE and FALSE are operators TLC looks up, not evaluates, here: only their steps count
        return self.test(e, sc, cx, k, native=isinstance(e, ast.Bool))

    def test(self, e: ast.Expr, sc: Scope, cx: Ctx, k: Act, native: bool = False) -> Act:
        """A conjunct that only prunes: evaluate it as a boolean (`native`: an operator TLC implements
        in Java, whose application it does not count as an evaluation here)."""
        node, k = self.step_node(e, k, cx)
        if node is not None:  # e's node is the one being compiled in: its parts go under it
            f = getattr(self, "x_" + type(e).__name__)(e, sc, cx)
            f = f if native else costs.counting(node, f)
        elif codegen.ENABLED and self.costs is None and not self.tracing:
            gen = codegen.generate_test(self, e, sc, cx, k)
            if gen is not None:
                return gen
            f = self.expr(e, sc, cx)
        else:
            f = self.expr(e, sc, cx)
        span = e.span

        def g(s, t, fr):
            v = f(s, t, fr)
            if v is True:
                return k(s, t, fr)
            if v is not False:
                as_bool(v, "a conjunct of an action", span)
            return False

        return g

    def junction(self, kind: str, items: list[ast.Expr], sc: Scope, cx: Ctx, k: Act) -> Act:
        if kind == "/\\":
            return self.conjunction(items, sc, cx, k)
        if len(items) > 1:
            self.branch_points += 1
        branches = [self.action(item, sc, cx, k) for item in items]
        if len(branches) == 2:
            a, b = branches

            def d2(s, t, fr):
                return a(s, t, fr) or b(s, t, fr)

            return d2

        def d(s, t, fr):
            for br in branches:
                if br(s, t, fr):
                    return True
            return False

        return d

    def act_ref(self, m: Meaning, args: list[ast.Expr], e: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        """An action reached through a name: inline user definitions, instance substitutions, arguments."""
        if isinstance(m, Def) and m.native is None and not m.recursive and isinstance(m.node, ast.OpDef):
            if len(args) != m.arity:
                raise SpecError(f"The operator {m.name} requires {m.arity} arguments but is applied to "
                                f"{len(args)}.", e.span)
            names, slots = self.bind_params(m.node.params, args, sc, cx)
            self.depth += 1
            try:
                if self.depth > 150:  # a definition the config substitutes into itself: TLC overflows
                    return overflowing(e.span)
                g = self.action(m.node.body, self.def_scope(m).child(names), cx, k)
            finally:
                self.depth -= 1
            return reset_slots(slots, g)
        if isinstance(m, Def) and m.native is None and isinstance(m.node, ast.OpDef):
            return self.call_op_procedure(m, args, e, sc, cx, k)
        if isinstance(m, (Subst, Lazy)) and not args:
            return self.action(m.expr, m.scope, cx, k)
        if isinstance(m, Subst):
            return self.act_ref(self.op_meaning(m.expr, m.scope), args, e, sc, cx, k)
        if isinstance(m, ConstCell) and m.override is not None:
            return self.act_ref(m.override, args, e, sc, cx, k)
        if isinstance(m, OpArg):
            return self.act_ref(m.target, args, e, sc, cx, k)
        if isinstance(m, LambdaOp):
            names, slots = self.bind_params([ast.Param(p) for p in m.node.params], args, sc, cx)
            return reset_slots(slots, self.action(m.node.body, m.scope.child(names), cx, k))
        return self.test(e, sc, cx, k, native=isinstance(m, Def) and m.native is not None)

    def act_builtin(self, e: ast.OpApp, sc: Scope, cx: Ctx, k: Act) -> Act:
        op, args = e.op, e.args
        if op in ("/\\", "\\/") and len(args) == 2:
            return self.junction(op, args, sc, cx, k)
        if op in ("=", "\\in", "\\subseteq", "UNCHANGED", "=>") and len(args) == 2 - (op == "UNCHANGED"):
            return self.act_step(e, sc, cx, k)
        if op == "\\cdot" and len(args) == 2:
            return self.compose(args[0], args[1], sc, cx, k)
        return self.test(e, sc, cx, k)

    def act_step(self, e: ast.OpApp, sc: Scope, cx: Ctx, k: Act) -> Act:
        """`x' = e`, `x' \\in S`, `x' \\subseteq S`, UNCHANGED, `=>`: the operators that take a step."""
        op, args = e.op, e.args
        node, kk = self.step_node(e, k, cx)
        if op == "=":
            v = self.target_var(args[0], sc, cx)
            if v is not None:
                if node is not None and not cx.init:
                    node.primed = True
                return self.assign(v, self.expr(args[1], sc, cx.plain() if not cx.init else cx), kk)
        if op == "\\in":
            v = self.target_var(args[0], sc, cx)
            if v is not None:
                if node is not None and not cx.init:
                    node.primed = True
                return self.assign_in(v, self.expr(args[1], sc, cx.plain() if not cx.init else cx), kk,
                                      args[1].span)
        if op == "\\subseteq" and len(args) == 2:  # TLC assigns x' \subseteq S as x' \in SUBSET S
            v = self.target_var(args[0], sc, cx)
            if v is not None:
                dom = self.expr(args[1], sc, cx.plain() if not cx.init else cx)
                return self.assign_in(v, lambda s, t, fr: ops.powerset(dom(s, t, fr)), kk, args[1].span)
        if op == "UNCHANGED" and not cx.init:
            if node is not None:
                node.unchanged = node.primed = True
                if self.costs.enabling:  # TLC's enabledUnchanged counts each evaluation of the variables
                    return costs.counting(node, self.unchanged(args[0], sc, cx, kk))
            return self.unchanged(args[0], sc, cx, kk)
        if op == "=>":
            c = self.expr(args[0], sc, cx)
            return branch(c, self.action(args[1], sc, cx, k), kk, "the left side of =>", args[0].span)
        if node is not None:  # a test after all: `test` takes e's node again
            self.costs.current = (e, node)
        return self.test(e, sc, cx, k)

    def compose(self, a: ast.Expr, b: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        """`A \\cdot B`: the steps s -> t with some u such that A takes s to u and B takes u to t."""
        n = self.nvars
        self.branch_points += 1
        outer: list[tuple] = []  # the (s, t) of the enclosing enumeration, innermost last

        def finish(u, t2, fr):
            s, t = outer[-1]
            assigned = []
            stop = False
            for i, v in enumerate(t2):
                if t[i] is UNSET:
                    t[i] = v
                    assigned.append(i)
                elif t[i] != v:
                    break
            else:
                stop = k(s, t, fr)
            for i in assigned:
                t[i] = UNSET
            return stop

        second = self.action(b, sc, cx, finish)
        reached = self.intermediate_states

        def between(s, u, fr):
            reached[0] += 1
            return second(tuple(u), [UNSET] * n, fr)

        first = self.action(a, sc, cx, between)

        def g(s, t, fr):
            outer.append((s, t))
            try:
                return first(s, [UNSET] * n, fr)
            finally:
                outer.pop()

        return g

    @staticmethod
    def assign(v: SVar, f: Fn, k: Act) -> Act:
        i = v.index

        def g(s, t, fr):
            old = t[i]
            if old is UNSET:
                t[i] = f(s, t, fr)
                stop = k(s, t, fr)
                t[i] = UNSET
                return stop
            return old == f(s, t, fr) and k(s, t, fr)

        return g

    def assign_in(self, v: SVar, f: Fn, k: Act, span: ast.Span) -> Act:
        i = v.index
        walk = iter_members if self.costs is None else self.costs.walker(iter_members)

        def g(s, t, fr):
            dom = f(s, t, fr)
            old = t[i]
            if old is UNSET:
                for x in walk(dom, span):
                    t[i] = x
                    if k(s, t, fr):
                        t[i] = UNSET
                        return True
                t[i] = UNSET
                return False
            else:
                try:
                    ok = ops.member(old, dom)
                except EvalError as e:
                    e.span = e.span or span
                    raise
                return ok and k(s, t, fr)

        return g

    def unchanged(self, e: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        if isinstance(e, ast.Tuple):
            g = k
            for item in reversed(e.elems):
                g = self.unchanged(item, sc, cx, g)
            return g
        if isinstance(e, ast.Label):
            return self.unchanged(e.expr, sc, cx, k)
        v = self.var_of(e, sc)
        if v is not None:
            i = v.index

            def g(s, t, fr):
                old = t[i]
                if old is UNSET:
                    t[i] = s[i]
                    stop = k(s, t, fr)
                    t[i] = UNSET
                    return stop
                return old == s[i] and k(s, t, fr)

            return g
        if isinstance(e, (ast.Name, ast.OpApp)) and not (isinstance(e, ast.OpApp) and e.args):
            m = self.resolve(e.name, sc, e.span) if isinstance(e, ast.Name) else self.resolve_app(e, sc)[0]
            if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and m.native is None \
                    and not m.node.params:
                return self.unchanged(m.node.body, self.def_scope(m), cx, k)
            if isinstance(m, (Subst, Lazy)):
                return self.unchanged(m.expr, m.scope, cx, k)
        a = self.expr(e, sc, cx)
        b = self.expr(e, sc, cx.prime())

        def h(s, t, fr):
            return b(s, t, fr) == a(s, t, fr) and k(s, t, fr)

        return h

    def act_exists(self, e: ast.Quant, sc: Scope, cx: Ctx, k: Act) -> Act:
        inner, steps = self.binder_steps(e.binders, sc, cx)
        self.branch_points += 1
        body = self.action(e.body, inner, cx, k)
        walk = iter_set if self.costs is None else self.costs.walker(iter_set)
        if len(steps) == 1 and not steps[0][2]:
            (slot,), dom, _, dspan = steps[0]

            def ex1(s, t, fr):
                for v in walk(dom(s, t, fr), dspan):
                    fr[slot] = v
                    if body(s, t, fr):
                        return True
                return False

            return ex1

        def ex(s, t, fr):
            for _ in bindings(steps, s, t, fr, walk):
                if body(s, t, fr):
                    return True
            return False

        return ex

    def act_if(self, e: ast.If, sc: Scope, cx: Ctx, k: Act) -> Act:
        c = self.expr(e.cond, sc, cx)
        a, b = self.action(e.then, sc, cx, k), self.action(e.else_, sc, cx, k)
        return branch(c, a, b, "the condition of an IF", e.cond.span)

    def act_case(self, e: ast.Case, sc: Scope, cx: Ctx, k: Act) -> Act:
        arms = [self.in_pair(e.pair_spans, i, partial(self.case_arm, g, v, sc, cx, k))
                for i, (g, v) in enumerate(e.arms)]
        other = self.in_pair(e.pair_spans, -1, partial(self.action, e.other, sc, cx, k)) \
            if e.other is not None else None
        span = e.span

        def g(s, t, fr):
            for guard, act, gs in arms:
                if as_bool(guard(s, t, fr), "a condition of a CASE", gs):
                    return act(s, t, fr)
            if other is None:
                raise EvalError("Attempted to evaluate a CASE with no conditions true.", span)
            return other(s, t, fr)

        return g

    def case_arm(self, g: ast.Expr, v: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> tuple[Fn, Act, ast.Span]:
        return self.expr(g, sc, cx), self.action(v, sc, cx, k), g.span

    # ------------------------------------------------------------ ENABLED

    def enabled(self, a: ast.Expr, sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        if self.costs is None:
            return self.enabled_of(a, sc, cx, span)
        self.costs.enabling += 1
        try:
            return self.enabled_of(a, sc, cx, span)
        finally:
            self.costs.enabling -= 1

    def enabled_of(self, a: ast.Expr, sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        n = self.nvars
        own = self.loader.with_own_variables(sc.env, n) if sc.env.variables else None
        if own is not None:  # inside an instance: its variables, read through the substitution
            now = [self.expr(ast.Name(v, span=span), sc, Ctx(cx.unit)) for v in own.variables]
            act = self.action(a, sc.rerooted(own), Ctx(cx.unit), _found)
            width = n + len(now)

            def f_own(s, t, fr):
                ext = tuple(s) + tuple(g(s, t, fr) for g in now)
                return act(ext, [UNSET] * width, fr) is True

            return f_own
        act = self.action(a, sc, Ctx(cx.unit), _found)
        if cx.init:  # ENABLED in Init: of the state Init has assigned so far

            def f_init(s, t, fr):
                return act(tuple(t), [UNSET] * n, fr) is True

            return f_init

        def f(s, t, fr):
            return act(s, [UNSET] * n, fr) is True

        return f

    # ------------------------------------------------------------ splitting Next into TLC's actions

    def split(self, e: ast.Expr, sc: Scope, label: Def | None, out: list[SplitAction],
              args_text: str = "") -> None:
        """TLC's Tool.getActions: descend through \\/, \\E over constant sets and operator calls."""
        if isinstance(e, ast.Label):
            return self.split(e.expr, sc, label, out, args_text)
        if isinstance(e, ast.Let):
            names: dict[str, Meaning] = {}
            inner = sc.child(names)
            if any(isinstance(d, (ast.Instance, ast.FnDef)) for d in e.defs):
                return self.leaf(e, sc, label, out, args_text)
            recursive = {p.name for d in e.defs if isinstance(d, ast.Recursive) for p in d.decls}
            for d in e.defs:
                if isinstance(d, ast.OpDef):
                    # -coverage: evaluated at each use, as TLC
                    lazy = not d.params and self.costs is None and d.name not in recursive
                    names[d.name] = Lazy(d.body, inner) if lazy else \
                        Def(d, sc.env, recursive=d.name in recursive, scope=inner)
            return self.split(e.body, inner, label, out, args_text)
        if isinstance(e, ast.Junction) and e.kind == "\\/":
            for item in e.items:
                self.split(item, sc, label, out, args_text)
            return None
        if isinstance(e, ast.OpApp) and e.op == "\\/" and not e.via and sc.lookup("\\/") is None:
            for item in e.args:
                self.split(item, sc, label, out, args_text)
            return None
        if isinstance(e, ast.Quant) and e.kind == "\\E" and all(b.domain is not None for b in e.binders):
            if all(self.level(b.domain, sc) == 0 for b in e.binders):
                try:
                    combos = self.const_bindings(e.binders, sc)
                except EvalError:
                    combos = None
                if combos is not None:
                    for names in tlc_context_order(combos, e.binders):
                        self.split(e.body, sc.child(names), label, out, args_text)
                    return None
        if isinstance(e, (ast.Name, ast.OpApp)):
            try:
                if isinstance(e, ast.Name):
                    m: Meaning | None = self.resolve(e.name, sc, e.span)
                    args: list[ast.Expr] = []
                else:
                    m, _ = self.resolve_app(e, sc)
                    args = e.args
            except SpecError:
                m = None
            if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and m.native is None \
                    and len(args) == m.arity and all(self.level(a, sc) == 0 for a in args) \
                    and all(p.arity == 0 for p in m.node.params) and self.depth < SPLIT_DEPTH:
                try:
                    vals = [self.const_value(a, sc) for a in args]
                except EvalError:
                    vals = None
                if vals is not None:  # a RECURSIVE operator too, as deep as its disjunctions go
                    names = {p.name: Value(v) for p, v in zip(m.node.params, vals)}
                    text = "(" + ",".join(fmt(v) for v in vals) + ")" if vals else ""
                    self.depth += 1
                    try:
                        return self.split(m.node.body, self.def_scope(m).child(names), m, out, text)
                    finally:
                        self.depth -= 1
        return self.leaf(e, sc, label, out, args_text)

    @staticmethod
    def leaf(e: ast.Expr, sc: Scope, label: Def | None, out: list[SplitAction], args_text: str) -> None:
        if label is not None:  # TLC names the step by the definition, and points at the expression
            bound = [(p.name, sc.lookup(p.name)) for p in getattr(label.node, "params", ())]
            context = tuple((n, m.value) for n, m in bound if isinstance(m, Value))
            out.append(SplitAction(label.name + args_text, e.span, label.env.name, e, sc, context,
                                   label.node))
        else:
            out.append(SplitAction("Action", e.span, sc.env.name, e, sc))

    def const_value(self, e: ast.Expr, sc: Scope) -> Any:
        unit = Unit()
        f = self.expr(e, sc, Ctx(unit))
        return f(None, None, [None] * unit.n)

    def const_bindings(self, binders: list[ast.Binder], sc: Scope) -> list[dict[str, Meaning]]:
        unit = Unit()
        inner, steps = self.binder_steps(binders, sc, Ctx(unit))
        names = [(n, inner.lookup(n)) for b in binders for n in b.names]
        fr: list = [None] * unit.n
        out = []
        for _ in bindings(steps, None, None, fr):
            out.append({n: Value(fr[m.slot]) for n, m in names if isinstance(m, Bound)})
        return out

    # ------------------------------------------------------------ top level

    def successors_fn(self, actions: list[SplitAction], action_objs: list) -> Callable:
        """The engine's successors(state): every (Action, successor) in TLC's order, duplicates kept; the
        last answer is kept as `successors.last` ([state, successors]) for the liveness checker to read."""
        out: list = []
        n = self.nvars
        names = self.var_names
        compiled = []
        for sa, obj in zip(actions, action_objs):
            unit = Unit()
            emit = self.emitter(out, obj, sa, names)
            if self.costs is not None:  # one tree per place: the instances of one definition share it
                emit = costs.yielding(emit, self.costs.yielded)
                g = self.costs.rooted(("next", sa.expr.span),
                                      partial(self.action, sa.expr, sa.scope, Ctx(unit), emit))
            else:
                g = self.action(sa.expr, sa.scope, Ctx(unit), emit)
            compiled.append((g, unit))

        frames = [(g, [None] * unit.n) for g, unit in compiled]
        last: list = [None, []]
        if self.costs is None:
            pick = self.dispatch([self.guard_of(sa.expr, sa.scope) for sa in actions], frames)
        else:  # TLC evaluates every action's guard: no action left out unevaluated
            made = self.costs.made

            def pick(s):
                made.clear()  # the sets made for the states before: no longer enumerated
                return frames

        def successors(s):
            out.clear()
            try:
                for g, fr in pick(s):
                    g(s, [UNSET] * n, fr)
            except EvalError as e:
                e.taken = tuple(out)
                out.clear()
                raise
            res = out[:]
            out.clear()
            last[0], last[1] = s, res
            return res

        successors.last = last  # type: ignore[attr-defined]  # the last state asked about, its successors

        def of_action(j, s):
            """The successors action j alone gives s (-coverage generates a behavior again as TLC does)."""
            g, fr = frames[j]
            out.clear()
            try:
                g(s, [UNSET] * n, fr)
                return out[:]
            finally:
                out.clear()

        successors.of_action = of_action  # type: ignore[attr-defined]
        return successors

    def guard_of(self, e: ast.Expr, sc: Scope) -> tuple[int, Any, Any, Any] | None:
        """(variable index, argument or NO_ARG, field or NO_ARG, c) when the action's first conjunct is
        `x[a] = c`, `x = c`, `x[a].f = c` or `x.f = c` (also `r.f = c` for `LET r == x[a]`), x a
        state variable, a a constant and c a constant string, integer or untyped model value (PlusCal's
        `pc[self] = "lbl"`, `clients[cid].status = STATUS_OPEN`): the action yields nothing, and raises
        nothing, where x[a](.f) is another value of c's type (an untyped model value for a model value)."""
        while True:
            if isinstance(e, ast.Label):
                e = e.expr
            elif isinstance(e, ast.Junction) and e.kind == "/\\" and e.items:
                e = e.items[0]
            elif isinstance(e, ast.OpApp) and e.op == "/\\" and len(e.args) == 2 and not e.via \
                    and sc.lookup("/\\") is None:
                e = e.args[0]
            else:
                break
        if not (isinstance(e, ast.OpApp) and e.op == "=" and len(e.args) == 2 and not e.via
                and sc.lookup("=") is None):
            return None
        lhs, rhs = e.args
        fld: Any = NO_ARG
        lsc = sc
        if isinstance(lhs, ast.Field):
            lhs, fld = lhs.expr, lhs.name
            m = sc.lookup(lhs.name) if isinstance(lhs, ast.Name) else None
            if isinstance(m, Lazy):  # `LET r == x[a] IN r.f = c`
                lhs, lsc = m.expr, m.scope
        arg: Any = NO_ARG
        if isinstance(lhs, ast.FnApp) and len(lhs.args) == 1:
            lhs, arg = lhs.fn, lhs.args[0]
        if not isinstance(lhs, ast.Name) or not isinstance(lsc.lookup(lhs.name), SVar):
            return None
        volatile = self.volatile
        try:
            if self.level(rhs, sc) != 0 or (arg is not NO_ARG and self.level(arg, lsc) != 0):
                return None
            c = self.const_value(rhs, sc)
            if arg is not NO_ARG:
                arg = self.const_value(arg, lsc)
        except (EvalError, SpecError):
            return None
        finally:
            drew, self.volatile = self.volatile != volatile, volatile  # the action counted its own
        if drew or not (type(c) is str or type(c) is int or type(c) is ModelValue and c.typ is None):
            return None
        return lsc.lookup(lhs.name).index, arg, fld, c

    @staticmethod
    def dispatch(guards: list, frames: list, limit: int = 4096) -> Callable[[Any], list]:
        """state -> the frames of the actions whose guard (guard_of) may hold in it, in their order;
        every frame where a guard's value is not a plain value of its constants' type."""
        groups: dict[tuple, dict[Any, list[int]]] = {}
        for j, guard in enumerate(guards):
            if guard is not None:
                groups.setdefault(guard[:3], {}).setdefault(guard[3], []).append(j)
        kinds = {key: {type(c) for c in by_value} for key, by_value in groups.items()}
        groups = {key: by_value for key, by_value in groups.items() if len(kinds[key]) == 1}
        grouped = {j for by_value in groups.values() for js in by_value.values() for j in js}
        if len(grouped) < 2:  # choosing costs a state what one guard's test does (EWD998's token.pos = 0)
            return lambda s: frames
        always = [j for j in range(len(frames)) if j not in grouped]
        reads = [(*key, kinds[key].pop(), by_value) for key, by_value in groups.items()]
        memo: dict[tuple, list] = {}

        def pick(s):
            key = []
            for i, arg, fld, typ, _ in reads:
                v = s[i]
                if arg is not NO_ARG:
                    tv = type(v)
                    if tv is Seq:
                        v = v.elems[arg - 1] if type(arg) is int and 0 < arg <= len(v.elems) else UNSET
                    elif tv is Fcn:
                        v = v.map.get(arg, UNSET)
                    else:
                        return frames
                if fld is not NO_ARG:
                    if type(v) is not Fcn:
                        return frames
                    v = v.map.get(fld, UNSET)
                if type(v) is not typ or typ is ModelValue and v.typ is not None:
                    return frames
                key.append(v)
            key = tuple(key)
            chosen = memo.get(key)
            if chosen is None:
                js = list(always)
                for (_, _, _, _, by_value), v in zip(reads, key):
                    js += by_value.get(v, ())
                js.sort()
                if len(memo) >= limit:
                    memo.clear()
                chosen = memo[key] = [frames[j] for j in js]
            return chosen

        return pick

    @staticmethod
    def emitter(out: list, obj: Any, sa: SplitAction, names: list[str]) -> Act:
        def emit(s, t, fr):
            for v in t:  # by identity: `UNSET in t` would call every value's __eq__
                if v is UNSET:
                    missing = ", ".join(n for n, v in zip(names, t) if v is UNSET)
                    raise EvalError(f"Successor state is not completely specified by action {sa.name} of "
                                    f"the next-state relation. The following variables are not assigned: "
                                    f"{missing}.", sa.span)
            out.append((obj, tuple(t)))

        return emit

    def init_fn(self, e: ast.Expr, sc: Scope) -> Callable:
        """The engine's init(): every state satisfying Init, in TLC's order; init.each(consume) gives
        them to consume one at a time as they are found (an Init of 2^40 states need not be held)."""
        unit = Unit()
        out: list = []
        sink = [out.append]
        names = self.var_names
        span = e.span

        def emit(s, t, fr):
            if UNSET in t:
                missing = ", ".join(n for n, v in zip(names, t) if v is UNSET)
                raise EvalError(f"The initial predicate does not specify a value for the variables: "
                                f"{missing}.", span)
            sink[0](tuple(t))

        if self.costs is not None:
            self.costs.final = emit
            g = self.costs.rooted(("init",), lambda: self.action(e, sc, Ctx(unit, init=True), emit))
        else:
            g = self.action(e, sc, Ctx(unit, init=True), emit)
        n = self.nvars

        def init():
            out.clear()
            try:
                g(None, [UNSET] * n, [None] * unit.n)
            except EvalError as e:  # TLC had found these when Init failed: its counts include them
                e.initial_states = out[:]
                raise
            finally:
                res = out[:]
                out.clear()
            return res

        def each(consume: Callable[[tuple], None]) -> None:
            sink[0] = consume
            try:
                g(None, [UNSET] * n, [None] * unit.n)
            finally:
                sink[0] = out.append

        init.each = each
        return init
