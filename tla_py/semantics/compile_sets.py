"""Set constructors: {a, b}, {x \\in S : P} and {e : x \\in S}, the last two held to TLC's -maxSetSize."""

from __future__ import annotations

from tla_py.semantics.closures import (
    Ctx,
    FilterSet,
    Fn,
    as_bool,
    bindings,
    const,
)
from tla_py.semantics.scope import (
    Scope,
)
from tla_py.syntax import ast
from tla_py.values import (
    Interval,
    Seq,
    SetValue,
    TlaSet,
)
from tla_py.values.sets import check_set_size

EAGER = (SetValue, Interval)
"""The sets a filter over is made at once, as TLC's Reducible values (SetEnumValue, IntervalValue); over any
other set it is a FilterSet, evaluated as it is used (TLC's SetPredValue)."""


class SetCompiler:
    """The set part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def x_SetEnum(self, e: ast.SetEnum, sc: Scope, cx: Ctx) -> Fn:
        fs = [self.expr(a, sc, cx) for a in e.elems]
        if all(isinstance(a, (ast.Number, ast.String, ast.Bool)) for a in e.elems):
            v = SetValue(a.value for a in e.elems)
            return const(v)
        return lambda s, t, fr: SetValue([f(s, t, fr) for f in fs])

    def x_SetFilter(self, e: ast.SetFilter, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps([e.binder], sc, cx)
        pred, walk = self.ordered(lambda: self.expr(e.pred, inner, cx), streamed=True)
        span = e.pred.span
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]

            def f1(s, t, fr):
                out = []
                d = dom(s, t, fr)
                if type(d) not in EAGER and isinstance(d, TlaSet):
                    return FilterSet(d, [k], False, pred, s, t, list(fr), span, walk)
                for v in walk(d, dspan):
                    fr[k] = v
                    r = pred(s, t, fr)
                    if r is True:
                        out.append(v)
                    elif r is not False:
                        as_bool(r, "the condition of a set filter", span)
                check_set_size(len(out))
                return SetValue(out)

            return f1
        slots = [k for st in steps for k in st[0]]
        dom = steps[0][1]

        def f(s, t, fr):
            d = dom(s, t, fr)
            if type(d) not in EAGER and isinstance(d, TlaSet):
                return FilterSet(d, slots, True, pred, s, t, list(fr), span, walk)
            out = []
            for _ in bindings(steps, s, t, fr, walk):
                if as_bool(pred(s, t, fr), "the condition of a set filter", span):
                    out.append(Seq(tuple(fr[k] for k in slots)))
            check_set_size(len(out))
            return SetValue(out)

        return f

    def x_SetMap(self, e: ast.SetMap, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps(e.binders, sc, cx)
        body, walk = self.ordered(lambda: self.expr(e.expr, inner, cx))
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]

            def f1(s, t, fr):
                out = []
                for v in walk(dom(s, t, fr), dspan):
                    fr[k] = v
                    out.append(body(s, t, fr))
                check_set_size(len(out))
                return SetValue(out)

            return f1

        def f(s, t, fr):
            out = [body(s, t, fr) for _ in bindings(steps, s, t, fr, walk)]
            check_set_size(len(out))
            return SetValue(out)

        return f
