"""IF/THEN/ELSE, CASE and LET/IN."""

from __future__ import annotations

from functools import partial

from tla_py.errors import EvalError
from tla_py.semantics.closures import (
    Ctx,
    Fn,
    as_bool,
    not_boolean,
    reset_slots,
)
from tla_py.semantics.scope import (
    Def,
    Lazy,
    Meaning,
    Scope,
)
from tla_py.syntax import ast


class ControlCompiler:
    """The control part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def x_If(self, e: ast.If, sc: Scope, cx: Ctx) -> Fn:
        c, a, b = self.expr(e.cond, sc, cx), self.expr(e.then, sc, cx), self.expr(e.else_, sc, cx)
        span = e.cond.span

        def f(s, t, fr):
            v = c(s, t, fr)
            if v is True:
                return a(s, t, fr)
            if v is False:
                return b(s, t, fr)
            raise not_boolean(v, "the condition of an IF", span)

        return f

    def x_Case(self, e: ast.Case, sc: Scope, cx: Ctx) -> Fn:
        arms = [self.in_pair(e.pair_spans, i, lambda: (self.expr(g, sc, cx), self.expr(v, sc, cx), g.span))  # noqa: B023
                for i, (g, v) in enumerate(e.arms)]
        other = self.in_pair(e.pair_spans, -1, partial(self.expr, e.other, sc, cx)) \
            if e.other is not None else None
        span = e.span

        def f(s, t, fr):
            for g, v, gs in arms:
                if as_bool(g(s, t, fr), "a condition of a CASE", gs):
                    return v(s, t, fr)
            if other is not None:
                return other(s, t, fr)
            raise EvalError("Attempted to evaluate a CASE with no conditions true.", span)

        return f

    def let_scope(self, e: ast.Let, sc: Scope, cx: Ctx | None) -> tuple[Scope, list[int]]:
        """The scope inside a LET: its definitions, 0-ary ones cached in slots reset at entry (with
        no cx, when only levels are wanted, none cached)."""
        names: dict[str, Meaning] = {}
        inner = sc.child(names)
        slots: list[int] = []
        recursive: set[str] = set()
        lazies: dict[str, Lazy] = {}
        for d in e.defs:
            if isinstance(d, ast.Recursive):
                recursive.update(p.name for p in d.decls)
            elif isinstance(d, ast.OpDef):
                if cx is not None and not d.params and d.name not in recursive \
                        and self.level(d.body, inner) <= 1:
                    k = cx.unit.alloc()
                    slots.append(k)
                    names[d.name] = lazies[d.name] = Lazy(d.body, inner, k)
                else:
                    names[d.name] = Def(d, sc.env, recursive=d.name in recursive, scope=inner)
            elif isinstance(d, ast.FnDef):
                from tla_py.semantics.modules import self_referencing

                names[d.name] = Def(d, sc.env, recursive=self_referencing(d), scope=inner)
            elif isinstance(d, ast.Instance):
                from tla_py.semantics.scope import ModuleEnv

                tmp = ModuleEnv(sc.env.name, sc.env.module, names, {}, False)
                loader = getattr(sc.env, "loader", None) or self.loader
                loader.instance_unit(d, inner, tmp)
        if self.costs is not None:
            self.costs.let_homes(e, lazies)
        return inner, slots

    def x_Let(self, e: ast.Let, sc: Scope, cx: Ctx) -> Fn:
        inner, slots = self.let_scope(e, sc, cx)
        f = self.expr(e.body, inner, cx)
        return reset_slots(slots, f)
