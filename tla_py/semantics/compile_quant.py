"""Bound identifiers: the binders of \\A, \\E and CHOOSE, each given a frame slot."""

from __future__ import annotations

from functools import partial

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import (
    Ctx,
    Fn,
    as_bool,
    bind_tuple,
    bindings,
    iter_any,
    iter_set,
)
from tla_py.semantics.costs import BOUND
from tla_py.semantics.scope import (
    Bound,
    Meaning,
    Scope,
)
from tla_py.syntax import ast
from tla_py.values import (
    Interval,
    Seq,
    SetValue,
)

NO_CHOICE = ("Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, "
             "but no element of S satisfied P.")


class QuantifierCompiler:
    """The quantifier part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def binder_steps(self, binders: list[ast.Binder], sc: Scope, cx: Ctx) -> tuple[Scope, list]:
        names: dict[str, Meaning] = {}
        steps = []
        for b in binders:
            if b.domain is None:
                raise SpecError("TLC cannot handle an unbounded quantifier or CHOOSE.", b.span)
            if self.costs is not None:  # SANY walks a quantifier's bounds after its body
                dom = self.costs.in_group(BOUND, partial(self.expr, b.domain, sc, cx))
            else:
                dom = self.expr(b.domain, sc, cx)
            if b.is_tuple:
                ks = [cx.unit.alloc() for _ in b.names]
                steps.append((ks, dom, True, b.span))
            else:
                for _ in b.names:
                    steps.append(([cx.unit.alloc()], dom, False, b.span))
                ks = [st[0][0] for st in steps[-len(b.names):]]
            for n, k in zip(b.names, ks):
                names[n] = Bound(k, n)
        if self.costs is not None and len(steps) > 1:
            steps = self.bounds_once(steps, cx)
        return sc.child(names), steps

    def bounds_once(self, steps: list, cx: Ctx) -> list:
        """-coverage: each bound evaluated once per evaluation of its quantifier, all before the first
        binding (TLC's contexts), not once for each value of the binders before it."""
        doms = list(dict.fromkeys(st[1] for st in steps))
        held = {d: cx.unit.alloc() for d in doms}

        def first(s, t, fr):
            for d in doms:
                fr[held[d]] = d(s, t, fr)
            return fr[held[steps[0][1]]]

        def reading(k: int) -> Fn:
            return lambda s, t, fr: fr[k]

        return [(ks, first if i == 0 else reading(held[dom]), tup, span)
                for i, (ks, dom, tup, span) in enumerate(steps)]

    def x_Quant(self, e: ast.Quant, sc: Scope, cx: Ctx) -> Fn:
        if e.kind not in ("\\A", "\\E"):
            raise SpecError(f"TLC cannot evaluate the temporal quantifier {e.kind}.", e.span)
        inner, steps = self.binder_steps(e.binders, sc, cx)
        body, walk = self.ordered(lambda: self.expr(e.body, inner, cx))
        span = e.body.span
        forall = e.kind == "\\A"
        unordered = walk is iter_any  # then a set made in full is walked as stored, without a call
        plain = unordered or walk is iter_set  # then an interval is walked as a range, without a call
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]
            if forall:
                def fa(s, t, fr):
                    d = dom(s, t, fr)
                    for v in (d.elems if unordered and type(d) is SetValue else
                              range(d.lo, d.hi + 1) if plain and type(d) is Interval else walk(d, dspan)):
                        fr[k] = v
                        r = body(s, t, fr)
                        if r is not True:
                            if r is False:
                                return False
                            as_bool(r, "the body of \\A", span)
                    return True

                return fa

            def ex(s, t, fr):
                d = dom(s, t, fr)
                for v in (d.elems if unordered and type(d) is SetValue
                          else range(d.lo, d.hi + 1) if plain and type(d) is Interval else walk(d, dspan)):
                    fr[k] = v
                    r = body(s, t, fr)
                    if r is not False:
                        if r is True:
                            return True
                        as_bool(r, "the body of \\E", span)
                return False

            return ex

        last = len(steps) - 1

        def fq(s, t, fr, i=0):
            """Binder i's values, each with the later binders' (no generator: a hot loop on PyPy)."""
            ks, dom, tup, dspan = steps[i]
            d = dom(s, t, fr)
            for v in (d.elems if unordered and type(d) is SetValue
                      else range(d.lo, d.hi + 1) if plain and type(d) is Interval else walk(d, dspan)):
                if tup:
                    bind_tuple(ks, v, fr, dspan)
                else:
                    fr[ks[0]] = v
                if i < last:
                    if fq(s, t, fr, i + 1) is not forall:
                        return not forall
                elif as_bool(body(s, t, fr), "the body of a quantifier", span) is not forall:
                    return not forall
            return forall

        return fq

    def x_Choose(self, e: ast.Choose, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps([e.binder], sc, cx)
        body = self.expr(e.body, inner, cx)
        span = e.span
        slots = [k for st in steps for k in st[0]]

        walk = iter_set if self.costs is None else self.costs.walker(iter_set, ahead=False)
        if walk is iter_set and len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]

            def f1(s, t, fr):
                """One name: its set walked in a loop, not through bindings' generator."""
                d = dom(s, t, fr)
                for v in range(d.lo, d.hi + 1) if type(d) is Interval else iter_set(d, dspan):
                    fr[k] = v
                    if as_bool(body(s, t, fr), "the body of CHOOSE", span):
                        return v
                raise EvalError(NO_CHOICE, span)

            return f1

        def f(s, t, fr):
            for _ in bindings(steps, s, t, fr, walk):
                if as_bool(body(s, t, fr), "the body of CHOOSE", span):
                    if e.binder.is_tuple:
                        return Seq(tuple(fr[k] for k in slots))
                    return fr[slots[0]]
            raise EvalError(NO_CHOICE, span)

        return f
