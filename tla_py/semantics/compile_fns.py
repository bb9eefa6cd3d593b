"""Functions, records and tuples: construction, application, field access, EXCEPT and @."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import (
    Ctx,
    Fn,
    _walk,
    bindings,
    const,
    fmt,
    iter_any_member,
    iter_members,
    spanned,
)
from tla_py.semantics.scope import (
    UNSET,
    Bound,
    Def,
    Lazy,
    Scope,
    SVar,
)
from tla_py.syntax import ast
from tla_py.values import (
    EMPTY_SEQ,
    Fcn,
    Interval,
    Seq,
    SetValue,
    TlaSet,
    apply,
    except_at,
    field,
    make_fcn,
    ops,
)
from tla_py.values.lazyfcn import LazyFcn, binder_labels
from tla_py.values.sets import FcnSet, RecordSet


class FunctionCompiler:
    """The function part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def step_domains(self, binders: list[ast.Binder], sc: Scope, cx: Ctx) -> list[Fn]:
        """The domain of each bound name (of each tuple), as in binder_labels."""
        doms = []
        for b in binders:
            if b.domain is None:
                raise SpecError("A function needs a bounded domain.", b.span)
            d = self.expr(b.domain, sc, cx)
            doms.extend([d] * (1 if b.is_tuple else len(b.names)))
        return doms

    def fn_domain(self, binders: list[ast.Binder], sc: Scope, cx: Ctx) -> Fn:
        """The domain of [x \\in S, y \\in T |-> e]: S, or S \\X T for several names."""
        doms = self.step_domains(binders, sc, cx)
        if len(doms) == 1:
            return doms[0]
        return lambda s, t, fr: ops.cartesian(*[d(s, t, fr) for d in doms])

    def x_FnConstruct(self, e: ast.FnConstruct, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps(e.binders, sc, cx)
        body, walk = self.ordered(lambda: self.expr(e.body, inner, cx), streamed=True)
        rule = fn_rule(e, steps, body)
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]
            plain = walk is iter_members or walk is iter_any_member  # no counts of -coverage to keep

            def f1(s, t, fr):
                d = dom(s, t, fr)
                if plain and type(d) is Interval and d.lo == 1:  # 1..n: a Seq, without make_fcn's dict
                    vals = []
                    for v in range(1, d.hi + 1):
                        fr[k] = v
                        vals.append(body(s, t, fr))
                    return Seq(tuple(vals)) if vals else EMPTY_SEQ
                if type(d) is not SetValue and isinstance(d, TlaSet) and not d.is_finite():
                    return rule(s, t, fr, [d])
                pairs = []
                for v in walk(d, dspan):
                    fr[k] = v
                    pairs.append((v, body(s, t, fr)))
                g = make_fcn(pairs)
                if type(g) is Fcn and type(d) is SetValue:
                    g._dom = d  # and the domain's order, once known
                return g

            return f1
        doms = [st[1] for st in steps]

        def infinite(s, t, fr) -> list | None:
            """The domains, when one of them is infinite (then the function stays a rule)."""
            ds = [d(s, t, fr) for d in doms]
            return ds if any(isinstance(d, TlaSet) and not d.is_finite() for d in ds) else None

        if len(steps) == 1:
            ks = steps[0][0]

            def ft(s, t, fr):
                ds = infinite(s, t, fr)
                if ds is not None:
                    return rule(s, t, fr, ds)
                return make_fcn([(Seq(tuple(fr[k] for k in ks)), body(s, t, fr))
                                 for _ in bindings(steps, s, t, fr, walk)])

            return ft
        keys = [st[0] for st in steps]

        def fn(s, t, fr):
            ds = infinite(s, t, fr)
            if ds is not None:
                return rule(s, t, fr, ds)
            pairs = []
            for _ in bindings(steps, s, t, fr, walk):
                key = tuple(fr[ks[0]] if len(ks) == 1 else Seq(tuple(fr[k] for k in ks)) for ks in keys)
                pairs.append((Seq(key), body(s, t, fr)))
            return make_fcn(pairs)

        return fn

    def x_FnApp(self, e: ast.FnApp, sc: Scope, cx: Ctx) -> Fn:
        span = e.span
        args = [self.expr(a, sc, cx) for a in e.args]
        if isinstance(e.fn, ast.Name):
            m = self.resolve(e.fn.name, sc, e.fn.span)
            if isinstance(m, Def) and isinstance(m.node, ast.FnDef) and m.recursive:
                app = self.rec_apply(m, cx, span)
                if len(args) == 1:
                    a0 = args[0]
                    return lambda s, t, fr: app(s, t, fr, a0(s, t, fr))
                return lambda s, t, fr: app(s, t, fr, Seq(tuple(a(s, t, fr) for a in args)))
            if len(args) == 1 and isinstance(m, SVar) and not (cx.primed or cx.init) and self.costs is None:
                return self.apply_var(m.index, args[0], span)
        f = self.expr(e.fn, sc, cx)
        if len(args) == 1:
            a = args[0]

            def g1(s, t, fr):
                fv = f(s, t, fr)
                x = a(s, t, fr)
                try:
                    return apply(fv, x)
                except EvalError as err:
                    raise spanned(err, span) from None

            return g1

        def g(s, t, fr):
            fv = f(s, t, fr)
            x = Seq(tuple(a(s, t, fr) for a in args))
            try:
                return apply(fv, x)
            except EvalError as err:
                raise spanned(err, span) from None

        return g

    @staticmethod
    def apply_var(i: int, a: Fn, span: ast.Span) -> Fn:
        """v[x] for an unprimed state variable v (the commonest application, one call less)."""

        def gv(s, t, fr):
            fv = s[i]
            x = a(s, t, fr)
            if type(fv) is Fcn:
                r = fv.map.get(x, UNSET)
                if r is not UNSET:
                    return r
            try:
                return apply(fv, x)
            except EvalError as err:
                raise spanned(err, span) from None

        return gv

    def x_FnSet(self, e: ast.FnSet, sc: Scope, cx: Ctx) -> Fn:
        a, b = self.expr(e.domain, sc, cx), self.expr(e.range, sc, cx)
        return self.wrap(lambda s, t, fr: FcnSet(ops.as_set(a(s, t, fr)), ops.as_set(b(s, t, fr))), e.span)

    def x_RecordSet(self, e: ast.RecordSet, sc: Scope, cx: Ctx) -> Fn:
        fs = [(n, self.expr(x, sc, cx)) for n, x in e.fields]
        make = RecordSet if self.costs is None else self.costs.records  # -coverage: TLC's order of tests
        return self.wrap(lambda s, t, fr: make({n: ops.as_set(f(s, t, fr)) for n, f in fs}), e.span)

    def x_RecordConstruct(self, e: ast.RecordConstruct, sc: Scope, cx: Ctx) -> Fn:
        fs = [(n, self.in_pair(e.pair_spans, i, partial(self.expr, x, sc, cx)))
              for i, (n, x) in enumerate(e.fields)]
        return lambda s, t, fr: Fcn({n: f(s, t, fr) for n, f in fs})

    def x_Tuple(self, e: ast.Tuple, sc: Scope, cx: Ctx) -> Fn:
        fs = [self.expr(a, sc, cx) for a in e.elems]
        if len(fs) == 2:
            a, b = fs
            return lambda s, t, fr: Seq((a(s, t, fr), b(s, t, fr)))
        return lambda s, t, fr: Seq(tuple([f(s, t, fr) for f in fs]))

    def slot_of(self, e: ast.Expr, sc: Scope, cx: Ctx) -> int | None:
        """The frame slot a name reads, when it is just a bound identifier (for inlined fast paths)."""
        while isinstance(e, ast.Name):
            m = sc.lookup(e.name)
            if isinstance(m, Bound):
                return m.slot
            if not (isinstance(m, Lazy) and m.slot is None):
                return None
            e, sc = m.expr, m.scope
        return None

    def x_Field(self, e: ast.Field, sc: Scope, cx: Ctx) -> Fn:
        name, span = e.name, e.span
        k = self.slot_of(e.expr, sc, cx)
        if k is not None:
            def fb(s, t, fr):
                v = fr[k]
                if type(v) is Fcn:
                    x = v.map.get(name, UNSET)
                    if x is not UNSET:
                        return x
                try:
                    return field(v, name)
                except EvalError as err:
                    raise spanned(err, span) from None

            return fb
        r = self.expr(e.expr, sc, cx)

        def f(s, t, fr):
            v = r(s, t, fr)
            if type(v) is Fcn:
                x = v.map.get(name, UNSET)
                if x is not UNSET:
                    return x
            try:
                return field(v, name)
            except EvalError as err:
                raise spanned(err, span) from None

        return f

    def x_Except(self, e: ast.Except, sc: Scope, cx: Ctx) -> Fn:
        f = self.expr(e.fn, sc, cx)
        ups = []
        for i, (path, val) in enumerate(e.updates):
            k_at = cx.unit.alloc()
            keys = self.in_pair(e.pair_spans, i, lambda: self.in_pair(
                e.pair_spans, i, partial(self.except_keys, path, sc, cx), "$Seq"))  # noqa: B023
            uses_at = any(isinstance(n, ast.At) for n in _walk(val))
            v = self.in_pair(e.pair_spans, i, partial(self.expr, val, sc.child({"@": Bound(k_at, "@")}), cx))
            ups.append((keys, v, k_at, uses_at))
        span = e.span

        def update(old, keys, i, v, k_at, uses_at, s, t, fr):
            key = keys[i](s, t, fr)
            if i == len(keys) - 1:
                if uses_at:
                    fr[k_at] = apply(old, key)
                return except_at(old, key, v(s, t, fr))
            return except_at(old, key, update(apply(old, key), keys, i + 1, v, k_at, uses_at, s, t, fr))

        if len(ups) == 1 and len(ups[0][0]) == 1:
            return self.except_one(f, *ups[0], span)
        if len(ups) == 1 and len(ups[0][0]) == 2:
            return self.except_two(f, *ups[0], span)

        def g(s, t, fr):
            cur = f(s, t, fr)
            try:
                for keys, v, k_at, uses_at in ups:
                    cur = update(cur, keys, 0, v, k_at, uses_at, s, t, fr)
            except EvalError as err:
                raise spanned(err, span) from None
            return cur

        return g

    @staticmethod
    def except_one(f: Fn, keys: list[Fn], v: Fn, k_at: int, uses_at: bool, span: ast.Span) -> Fn:
        """[f EXCEPT ![k] = v], the commonest EXCEPT (one update, one key), as x_Except's update does it."""
        (key_of,) = keys

        def g1(s, t, fr):
            cur = f(s, t, fr)
            try:
                key = key_of(s, t, fr)
                if uses_at:
                    fr[k_at] = apply(cur, key)
                return except_at(cur, key, v(s, t, fr))
            except EvalError as err:
                raise spanned(err, span) from None

        return g1

    @staticmethod
    def except_two(f: Fn, keys: list[Fn], v: Fn, k_at: int, uses_at: bool, span: ast.Span) -> Fn:
        """[f EXCEPT ![a][b] = v] (one update, two keys) without update's recursion, which PyPy's JIT does
        not inline; the same order of evaluation (a, f[a], b, @, value) and the same spanned errors."""
        key_a, key_b = keys

        def g2(s, t, fr):
            cur = f(s, t, fr)
            try:
                a = key_a(s, t, fr)
                inner = apply(cur, a)
                b = key_b(s, t, fr)
                if uses_at:
                    fr[k_at] = apply(inner, b)
                return except_at(cur, a, except_at(inner, b, v(s, t, fr)))
            except EvalError as err:
                raise spanned(err, span) from None

        return g2

    def except_keys(self, path: list[ast.ExceptKey], sc: Scope, cx: Ctx) -> list[Fn]:
        """An EXCEPT update's keys, one function per step of its path."""
        keys: list[Fn] = []
        for key in path:
            if key.field is not None:
                keys.append(const(key.field))
            else:
                ks = [self.expr(x, sc, cx) for x in key.index or []]
                if len(ks) == 1:
                    keys.append(ks[0])
                else:
                    keys.append(lambda s, t, fr, ks=ks: Seq(tuple(k(s, t, fr) for k in ks)))
        return keys

    def x_At(self, e: ast.At, sc: Scope, cx: Ctx) -> Fn:
        m = sc.lookup("@")
        if not isinstance(m, Bound):
            raise SpecError("@ used outside an EXCEPT.", e.span)
        k = m.slot
        return lambda s, t, fr: fr[k]


def fn_rule(e: ast.FnConstruct, steps: list, body: Fn) -> Callable:
    """(s, t, fr, domains) -> the function [e] over those domains (one infinite) as a rule: each
    application binds the argument in a copy of the frame the function was built in."""
    labels = binder_labels(e.binders)
    shapes = [(st[0], st[2]) for st in steps]
    span = e.span

    def bind(nf: list, ks: list, tup: bool, v) -> None:
        if not tup:
            nf[ks[0]] = v
            return
        if type(v) is not Seq or len(v.elems) != len(ks):
            raise EvalError(f"Attempted to bind a tuple of {len(ks)} names to {fmt(v)}.", span)
        for k, x in zip(ks, v.elems):
            nf[k] = x

    def make(s, t, fr, doms: list) -> LazyFcn:
        frame = list(fr)

        def at(x):
            nf = list(frame)
            if len(shapes) == 1:
                bind(nf, *shapes[0], x)
            else:
                for (ks, tup), v in zip(shapes, x.elems):
                    bind(nf, ks, tup, v)
            return body(s, t, nf)

        dom = doms[0] if len(doms) == 1 else ops.cartesian(*doms)
        return LazyFcn(dom, at, tuple(zip(labels, doms)), e.body.span)

    return make
