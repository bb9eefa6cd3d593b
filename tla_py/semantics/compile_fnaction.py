"""Function application in an action, as TLC enumerates it.

TLC does not evaluate `f[a]` in an action when f is a function it has not built yet (a FcnLambdaValue:
a recursive function, a LET-defined or state-level one, a `[x \\in S |-> e]`); it enters it (Tool,
OPCODE_fa): the body, with the argument bound, is taken as the action. A disjunction or `\\E` in the
body then yields one state per true branch, which TLC's "states generated" counts. A function defined
at the top level from constants alone is built once at startup and only evaluated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import EvalError
from tla_py.semantics.closures import Ctx, Unit, fmt
from tla_py.semantics.compile_conjuncts import assigning_level
from tla_py.semantics.scope import Def, Lazy, Scope
from tla_py.syntax import ast
from tla_py.values import Seq, ops

Act = Callable[[Any, list, list], Any]


class FnActionCompiler:
    """The function-application part of ActionCompiler (tla_py.semantics.compile_action); a mixin."""

    def act_fn_apply(self, e: ast.FnApp, sc: Scope, cx: Ctx, k: Act) -> Act:
        """`f[a]` as an action: f's body entered with a bound, when TLC enters it; else a test."""
        target = self.entered_function(e.fn, sc)
        if target is None:  # TLC evaluates f and a itself: f[a]'s own count is its steps'
            return self.test(e, sc, cx, k, native=True)
        if isinstance(target, Def):
            if target.recursive:
                return self.call_fn_procedure(e, target, sc, cx, k)
            node: ast.FnDef = target.node  # type: ignore[assignment]
            return self.enter_fn(e, node.binders, node.body, self.def_scope(target), sc, cx, k)
        fc, fsc = target
        return self.enter_fn(e, fc.binders, fc.body, fsc, sc, cx, k)

    def entered_function(self, fn: ast.Expr, sc: Scope) -> Def | tuple | None:
        """What TLC enters for `fn[a]`: a function definition, or a `[x \\in S |-> e]` with its scope,
        reached through definitions without parameters; None when fn is a value or a function TLC
        built from constants at startup."""
        while True:
            if isinstance(fn, ast.FnConstruct):
                return (fn, sc) if _plain(fn.binders) else None
            m = self.resolve(fn.name, sc, fn.span) if isinstance(fn, ast.Name) else None
            if not isinstance(m, (Def, Lazy)):
                return None
            if isinstance(m, Lazy):
                fn, sc = m.expr, m.scope
                continue
            built = m.scope is None and self._meaning_level(m) == 0
            if isinstance(m.node, ast.FnDef):
                return m if _plain(m.node.binders) and (m.recursive or not built) else None
            if m.node.params or m.native is not None or m.recursive or built:
                return None
            fn, sc = m.node.body, self.def_scope(m)

    def enter_fn(self, e: ast.FnApp, binders: list[ast.Binder], body: ast.Expr, fsc: Scope, sc: Scope,
                 cx: Ctx, k: Act) -> Act:
        """A function that does not call itself: its body inlined, its bound identifiers in this frame."""
        before = self.branch_points
        inner, steps = self.binder_steps(binders, fsc, cx)
        act = self.action(body, inner, cx, k)
        if self.branch_points == before and self.level(body, inner) < assigning_level(cx):
            return self.test(e, sc, cx, k)
        bind = _binder(e, steps, [self.expr(a, sc, cx) for a in e.args])

        def g(s, t, fr):
            bind(s, t, fr, fr)
            return act(s, t, fr)

        return g

    def call_fn_procedure(self, e: ast.FnApp, d: Def, sc: Scope, cx: Ctx, k: Act) -> Act:
        """A recursive function: its body compiled once as an action that returns to the continuation
        of the call being run, in the caller's frame."""
        unit, steps, holder, returns, branches = self.fn_procedure(d, cx)
        self.branch_points += branches
        if not branches and self.level(d.node.body, self.def_scope(d)) < assigning_level(cx):
            return self.test(e, sc, cx, k)
        bind = _binder(e, steps, [self.expr(a, sc, cx) for a in e.args])
        copy = d.scope is not None  # a LET's function reads the enclosing frame

        def g(s, t, fr):
            nf = fr.copy() if copy else [None] * unit.n
            bind(s, t, fr, nf)
            returns.append((k, fr))
            try:
                return holder[0](s, t, nf)
            finally:
                returns.pop()

        return g

    def fn_procedure(self, d: Def, cx: Ctx) -> tuple:
        """(frame unit, binder steps, body holder, return stack, branching) of a recursive function."""
        procs = self._fn_procedures
        key = (d, cx.unit if d.scope is not None else None, cx.init)
        if key in procs:
            return procs[key]
        unit = cx.unit if d.scope is not None else Unit()
        pcx = Ctx(unit, cx.primed, cx.init)
        inner, steps = self.binder_steps(d.node.binders, self.def_scope(d), pcx)
        returns: list[tuple] = []

        ret = return_to_caller(returns)

        holder: list = [None]
        procs[key] = (unit, steps, holder, returns, 1)  # while compiling, a call of itself may branch
        before = self.branch_points
        holder[0] = self.action(d.node.body, inner, pcx, ret)
        procs[key] = (unit, steps, holder, returns, int(self.branch_points != before))
        return procs[key]


def return_to_caller(returns: list[tuple]) -> Callable:
    """The continuation a recursive body ends with: the innermost call's caller, with its frame (kept on
    the stack again afterwards, for the body's other branches)."""

    def ret(s, t, nf):
        k, fr = returns.pop()
        try:
            return k(s, t, fr)
        finally:
            returns.append((k, fr))

    return ret


def _plain(binders: list[ast.Binder]) -> bool:
    return all(b.domain is not None and not b.is_tuple for b in binders)


def _binder(e: ast.FnApp, steps: list, args: list) -> Callable:
    """bind(s, t, fr, nf): the argument (evaluated in fr) put in nf's slots, checked against the domains."""
    slots = [(st[0][0], st[1]) for st in steps]
    span = e.span
    what = f"function {e.fn.name}" if isinstance(e.fn, ast.Name) else "a function"

    def bind(s, t, fr, nf):
        if len(args) == 1:
            key = args[0](s, t, fr)
            parts = (key,) if len(slots) == 1 else (key.elems if type(key) is Seq else ())
        else:
            parts = tuple(a(s, t, fr) for a in args)
            key = Seq(parts)
        inside = len(parts) == len(slots)
        for (slot, dom), v in zip(slots, parts):
            inside = inside and ops.member(v, dom(s, t, nf))
            nf[slot] = v
        if not inside:
            raise EvalError(f"Attempted to apply {what} to argument {fmt(key)}, which is not in its domain.",
                            span)

    return bind
