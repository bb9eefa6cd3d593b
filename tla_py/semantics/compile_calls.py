"""Names and operator applications: user operators inlined with lazy arguments, natives called with
values, RECURSIVE operators and recursive functions called with a fresh frame."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import (
    NOT_A_STATE,
    PY_ERRORS,
    Ctx,
    Fn,
    Unit,
    const,
    const_of,
    fmt,
    iter_any,
    iter_any_member,
    iter_members,
    iter_set,
    per_next_state,
    per_state,
    py_error,
    read_next,
    spanned,
)
from tla_py.semantics.compile_ops import BUILTIN_NAMES
from tla_py.semantics.depth import nested_call, overflowing
from tla_py.semantics.scope import (
    UNSET,
    Bound,
    Builtin,
    ConstCell,
    Def,
    InstanceDef,
    LambdaOp,
    Lazy,
    Meaning,
    OpArg,
    OpTable,
    RtOp,
    Scope,
    Subst,
    SVar,
    Value,
)
from tla_py.stdlib import LAZY_ARGS, ORDER_SENSITIVE, VOLATILE, WRITES
from tla_py.stdlib.tlc import TLC_EXT, run_draws
from tla_py.syntax import ast
from tla_py.values import (
    Seq,
    TlaSet,
    make_fcn,
    ops,
)
from tla_py.values.comparable import tlc_eq
from tla_py.values.functions import outside_domain, recursive_table
from tla_py.values.lazyfcn import LazyFcn, PendingTable, binder_labels, lambda_text
from tla_py.values.printing import format_value

EVAL_DEFINITION = TLC_EXT["TLCEvalDefinition"]
"""Compiled as the definition its string names (TLC's Java override looks the name up in the spec)."""


class CallCompiler:
    """The call part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def ref(self, m: Meaning, name: str, args: list[ast.Expr], span: ast.Span, sc: Scope, cx: Ctx) -> Fn:
        """The value of name (meaning m) applied to args (compiled in sc)."""
        if isinstance(m, Bound):
            k = m.slot
            return lambda s, t, fr: fr[k]
        if isinstance(m, SVar):
            i = m.index
            if cx.primed or cx.init:
                vn = m.name
                return lambda s, t, fr: read_next(t, i, vn, span)
            return lambda s, t, fr: s[i]
        if isinstance(m, Value):
            return const(m.value)
        if isinstance(m, Builtin):
            if m.name in BUILTIN_NAMES:
                return const(BUILTIN_NAMES[m.name])
            return self.builtin(ast.OpApp(m.name, args, span=span), sc, cx)
        if isinstance(m, ConstCell):
            if m.override is not None:
                o = m.override
                if self.costs is not None and isinstance(o, Def) and isinstance(o.node, ast.OpDef) \
                        and not o.node.params and o.native is None and not o.recursive:
                    return self.nested(o.node.body, self.def_scope(o), cx)  # TLC evaluates it at each use
                return self.ref(o, name, args, span, sc, cx)
            if m.value is UNSET:
                raise SpecError(f"The constant parameter {m.name} is not assigned a value by the "
                                f"configuration file.", span)
            if isinstance(m.value, OpTable):
                return self.op_table(m.value, [self.expr(a, sc, cx) for a in args], span)
            return const(m.value)
        if isinstance(m, Lazy):
            return self.lazy(m, cx)
        if isinstance(m, Subst):
            if args:
                return self.ref(self.op_meaning(m.expr, m.scope), name, args, span, sc, cx)
            return self.substituted(m, cx)
        if isinstance(m, OpArg):
            return self.ref(m.target, name, args, span, sc, cx)
        if isinstance(m, LambdaOp):
            params = [ast.Param(p) for p in m.node.params]
            return self.inline(m.node.body, params, args, m.scope, sc, cx, span)
        if isinstance(m, RtOp):
            return self.call_rt(m, args, sc, cx, span)
        if isinstance(m, Def):
            return self.ref_def(m, args, span, sc, cx)
        if isinstance(m, InstanceDef):
            raise SpecError(f"The module instance {name} is not a value.", span)
        raise SpecError(f"Cannot evaluate {name}.", span)

    @staticmethod
    def op_table(table: OpTable, fs: list[Fn], span: ast.Span) -> Fn:
        """F(args) of a config's `F(1) = 2` lines: the first line whose arguments equal them, as TLC's."""

        def apply(s, t, fr):
            vals = tuple(f(s, t, fr) for f in fs)
            for key, v in table.lines:
                if len(key) != len(vals):
                    raise EvalError(f"Attempted to apply the operator {table.name}\nwith wrong number of "
                                    f"arguments.", span)
                if all(tlc_eq(a, b) for a, b in zip(key, vals)):
                    return v
            shown = ", ".join("<" + ", ".join(map(fmt, (*k, v))) + ">" for k, v in table.lines)
            raise EvalError(f"Attempted to apply operator:\n{{ {shown}}}\nto arguments "
                            f"({', '.join(map(fmt, vals))}), which is undefined.", span)

        return apply

    def substituted(self, m: Subst, cx: Ctx) -> Fn:
        """An instance parameter's expression: a state function (a refinement mapping's
        `pc <- [p \\in P |-> ...]`) is remembered per state, as a state-level definition is (zero_ary),
        for all its uses."""
        volatile = self.volatile
        f = self.expr(m.expr, m.scope, cx)
        if cx.init or isinstance(m.expr, ast.Name) or self.volatile != volatile \
                or self.closed_level(m.expr, m.scope) != 1:
            return f
        return self.remembered(m, f, cx, lambda: self.reads_of_expr(m.expr, m.scope))

    def remembered(self, key: Def | Subst, f: Fn, cx: Ctx, reads: Callable[[], Iterable[int]]) -> Fn:
        """f remembered for the last state it was asked about (primed: the last pair of states, told apart
        by the variables `reads` gives), one memory for all uses of `key` in that mode."""
        if self.costs is not None:  # TLC evaluates a definition at each use
            return f
        last = self._last_states.setdefault((key, cx.primed), [NOT_A_STATE, None])
        if cx.primed:
            return per_next_state(f, last, sorted(reads()))
        return per_state(f, last)

    def lazy(self, m: Lazy, cx: Ctx) -> Fn:
        """A use of a LET definition or an operator argument: compiled once for all its uses in one
        frame and mode (what compiling it adds to the native counts is added again at each use)."""
        key = (id(m), id(cx.unit), cx.primed, cx.init)
        hit = self._lazy_fns.get(key)
        if hit is not None:
            self.order_sensitive += hit[2]
            self.volatile += hit[3]
            return hit[1]
        before = self.order_sensitive, self.volatile
        f = self.lazy_fn(m, cx)
        self._lazy_fns[key] = (m, f, self.order_sensitive - before[0], self.volatile - before[1], cx.unit)
        return f

    def lazy_fn(self, m: Lazy, cx: Ctx) -> Fn:
        if self.costs is not None and id(m) in self.costs.homes:  # where TLC's LazyValue counts it
            f = self.costs.at_home(m, lambda: self.expr(m.expr, m.scope, cx))
        else:
            f = self.expr(m.expr, m.scope, cx)
        k = m.slot
        if k is None or cx.primed:
            return f

        def cached(s, t, fr):
            v = fr[k]
            if v is UNSET:
                v = fr[k] = f(s, t, fr)
            return v

        return cached

    def ref_def(self, d: Def, args: list[ast.Expr], span: ast.Span, sc: Scope, cx: Ctx) -> Fn:
        node = d.node
        if len(args) != d.arity:
            raise SpecError(f"The operator {d.name} requires {d.arity} arguments but is applied to "
                            f"{len(args)}.", span)
        if d.native is not None:
            return self.call_native(d, args, sc, cx, span)
        if isinstance(node, ast.FnDef):
            if d.recursive:
                return self.rec_fn_value(d, cx, span)
            return self.zero_ary(d, self.fn_ast(node), cx)
        if d.recursive:
            return self.call_rec(d, args, sc, cx, span)
        if not args:
            return self.zero_ary(d, node.body, cx)
        return self.inline(node.body, node.params, args, self.def_scope(d), sc, cx, span)

    def fn_ast(self, node: ast.FnDef) -> ast.FnConstruct:
        f = self._fn_asts.get(id(node))
        if f is None:
            f = self._fn_asts[id(node)] = ast.FnConstruct(node.binders, node.body, span=node.span)
        return f

    def zero_ary(self, d: Def, body: ast.Expr, cx: Ctx) -> Fn:
        """A 0-ary definition: constant-level module definitions are evaluated once, as TLC does;
        state-level ones once per state."""
        module_level = d.scope is None and d.env.cacheable
        level = self.tlc_level(d) if module_level else 3
        if level == 0:
            f = self._const_fns.get(d)
            if f is None:  # evaluated once at startup, as TLC does: outside the cost model's trees
                build = lambda: self.cached_const(d, body)  # noqa: E731
                f = self._const_fns[d] = build() if self.costs is None else self.costs.paused_while(build)
            return f
        f = self.nested(body, self.def_scope(d), cx)
        if level == 1 and not cx.init:
            return self.remembered(d, f, cx, lambda: self.reads_of(d))
        return f

    def evaluate_constants(self, root: str) -> None:
        """Evaluate the constant definitions the spec uses whose evaluation shows (a draw, output, a
        register, a file written or read, a program run), as TLC evaluates every constant definition at
        startup, before the assumptions and Init: their draws come first from the run's generator, in
        TLC's order (the modules the root one uses, then the root module; each in the text's order). The
        others keep until first used: their value is the same then, and one TLC keeps lazy (a filter, a
        union) is not made in full at startup, nor by an interpreter the search leaves before it needs
        it. One that fails is left to fail where it is used, as in TLC."""
        def order(d: Def) -> tuple:
            span = d.node.span
            return (d.env.name == root, span.file, span.line, span.col)

        for d in sorted(self._startup_consts, key=order):
            try:
                self._const_fns[d](None, None, None)
            except EvalError:
                pass

    def cached_const(self, d: Def, body: ast.Expr) -> Fn:
        unit = Unit()
        before = self.volatile, self.writes
        body_fn = [self.nested(body, self.def_scope(d), Ctx(unit))]
        if (self.volatile, self.writes) != before:
            self._startup_consts.append(d)
        cell = d.cache

        def f(s, t, fr):
            v = cell[0]
            if v is UNSET:  # at startup or first use: its draws come from the run's generator
                g = body_fn[0]
                v = cell[0] = run_draws(lambda: g(None, None, [None] * unit.n))
                body_fn.clear()  # the constants hoisted inside the body (maybe huge) go with it
            return v

        return f

    def nested(self, body: ast.Expr, sc: Scope, cx: Ctx) -> Fn:
        """Compile an inlined body, guarding against endless inlining of an undeclared recursion."""
        self.depth += 1
        try:
            if self.depth > 150:  # a definition the config substitutes into itself: TLC overflows its stack
                return overflowing(body.span)
            return self.expr(body, sc, cx)
        finally:
            self.depth -= 1

    def bind_params(self, params: list[ast.Param], args: list[ast.Expr], sc: Scope,
                    cx: Ctx | None) -> tuple[dict[str, Meaning], list[int]]:
        names: dict[str, Meaning] = {}
        slots: list[int] = []
        for p, a in zip(params, args):
            slot = None
            simple = isinstance(a, (ast.Number, ast.String)) or \
                (isinstance(a, (ast.Name, ast.Bool)) and self.costs is None)  # -coverage: once, as TLC
            if cx is not None and p.arity == 0 and not simple:
                if self.level(a, sc) <= 1:
                    slot = cx.unit.alloc()
            m = self.arg_meaning(p, a, sc, slot)
            if self.costs is not None and isinstance(m, Lazy):
                self.costs.home(m)
            if isinstance(m, Lazy) and m.slot is not None:
                slots.append(m.slot)
            names[p.name] = m
        return names, slots

    def inline(self, body: ast.Expr, params: list[ast.Param], args: list[ast.Expr], dsc: Scope,
               sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        if len(params) != len(args):
            raise SpecError(f"Operator requires {len(params)} arguments but is applied to {len(args)}.", span)
        names, slots = self.bind_params(params, args, sc, cx)
        f = self.nested(body, dsc.child(names), cx)
        if not slots:
            return f
        if len(slots) == 1:
            k = slots[0]

            def g1(s, t, fr):
                fr[k] = UNSET
                return f(s, t, fr)

            return g1

        def g(s, t, fr):
            for k in slots:
                fr[k] = UNSET
            return f(s, t, fr)

        return g

    def callable_of(self, m: Meaning, arity: int, sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        """A closure giving a Python callable for an operator (for natives and recursive operators)."""
        if isinstance(m, Builtin) and m.name not in BUILTIN_NAMES:
            slots = [cx.unit.alloc() for _ in range(arity)]
            names = {f"#a{i}": Bound(k) for i, k in enumerate(slots)}
            body = self.builtin(ast.OpApp(m.name, [ast.Name(n, span=span) for n in names], span=span),
                                sc.child(names), cx)
        elif isinstance(m, RtOp):
            k0 = m.slot
            return lambda s, t, fr: fr[k0]
        else:
            slots = [cx.unit.alloc() for _ in range(arity)]
            names = {f"#a{i}": Bound(k) for i, k in enumerate(slots)}
            body = self.ref(m, "op", [ast.Name(n, span=span) for n in names], span, sc.child(names), cx)

        return _callable(body, slots)

    def eval_definition(self, arg: ast.Expr, sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        """TLCEvalDefinition("Name"): the value of the definition of that name, or TLC's error where
        there is none (or the name is not a string written out, which tlapy cannot look up)."""
        if type(arg) is ast.String:
            try:
                return self.expr(ast.Name(arg.value, span=span), sc, cx)
            except SpecError:
                pass
        what = self.expr(arg, sc, cx)

        def missing(s, t, fr):
            raise spanned(EvalError("The argument of TLCEvalDefinition should be a name of a definition "
                                    f"reachable from the root module, but instead it is:\n"
                                    f"{format_value(what(s, t, fr))}"), span)

        return missing

    def arg_fns(self, params: list[ast.Param], args: list[ast.Expr], sc: Scope, cx: Ctx,
                span: ast.Span) -> list[Fn]:
        out = []
        for p, a in zip(params, args):
            if p.arity > 0:
                out.append(self.callable_of(self.op_meaning(a, sc), p.arity, sc, cx, span))
            else:
                out.append(self.expr(a, sc, cx))
        return out

    def ordered(self, compile_body: Callable[[], Fn], streamed: bool = False) -> tuple[Fn, Callable]:
        """A quantifier's or set builder's body, and how to walk its sets: in TLC's order when the
        body draws random values, prints or sets registers (so they fall as in TLC), else as stored;
        `streamed`: a filter's or function's domain, which TLC enumerates without making it in full."""
        before = self.order_sensitive
        body = compile_body()
        if streamed:
            walk = iter_members if self.order_sensitive != before else iter_any_member
        else:
            walk = iter_set if self.order_sensitive != before else iter_any
        return body, (walk if self.costs is None else self.costs.walker(walk))

    def call_native(self, d: Def, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        nat = d.native
        if nat is EVAL_DEFINITION:
            return self.eval_definition(args[0], sc, cx, span)
        if nat in ORDER_SENSITIVE:
            self.order_sensitive += 1
        if nat in VOLATILE:
            self.volatile += 1
        if nat in WRITES:
            self.writes += 1
        fs = self.arg_fns(d.node.params, args, sc, cx, span)
        if nat in LAZY_ARGS:  # the native evaluates its arguments itself, each a thunk
            fs = [_thunk(a) for a in fs]
        if not fs and nat in VOLATILE:  # Trace, CounterExample: a value of the moment, not a constant
            self.uses_trace = self.uses_trace or nat is TLC_EXT["Trace"]

            def now(s, t, fr):
                try:
                    return nat()
                except EvalError as e:
                    raise spanned(e, span) from None

            return now
        if not fs:
            try:
                v = nat()
            except EvalError as e:
                raise spanned(e, span) from None
            return const(v)
        folded = self.folded(nat, fs)
        if folded is not None:
            return folded
        if len(fs) == 1:
            a = fs[0]

            def f1(s, t, fr):
                try:
                    return nat(a(s, t, fr))
                except EvalError as e:
                    raise spanned(e, span) from None
                except PY_ERRORS as e:
                    raise py_error(e, span) from None

            return f1
        if len(fs) == 2:
            a, b = fs

            def f2(s, t, fr):
                try:
                    return nat(a(s, t, fr), b(s, t, fr))
                except EvalError as e:
                    raise spanned(e, span) from None
                except PY_ERRORS as e:
                    raise py_error(e, span) from None

            return f2

        def fn(s, t, fr):
            try:
                return nat(*[a(s, t, fr) for a in fs])
            except EvalError as e:
                raise spanned(e, span) from None
            except PY_ERRORS as e:
                raise py_error(e, span) from None

        return fn

    def folded(self, nat: Callable, fs: list[Fn]) -> Fn | None:
        """A pure native applied to integer, string or Boolean constants (-1, 2^8) as the constant it
        gives, when that is one of those too; where it fails, its error comes at evaluation as before."""
        if nat in VOLATILE or nat in WRITES or nat in LAZY_ARGS or self.costs is not None or self.tracing:
            return None
        args = [const_of(f) for f in fs]
        if not all(known and type(v) in (int, str, bool) for known, v in args):
            return None
        try:
            v = nat(*[v for _, v in args])
        except (EvalError, *PY_ERRORS):
            return None
        return const(v) if type(v) in (int, str, bool) else None

    def call_rt(self, m: RtOp, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        k = m.slot
        fs = [self.expr(a, sc, cx) for a in args]
        return lambda s, t, fr: fr[k](*[a(s, t, fr) for a in fs])

    def rec_body(self, d: Def, cx: Ctx) -> tuple[Unit, list, list]:
        """Compile a recursive definition once: its frame unit, parameter slots and body holder."""
        key = (d, cx.primed, cx.init)
        entry = self._rec.get(key)
        if entry is not None:
            order_sensitive, volatile = self._rec_calls.get(key, (0, 0))
            self.order_sensitive += order_sensitive
            self.volatile += volatile
            return entry
        unit = cx.unit if d.scope is not None else Unit()
        holder: list = [None]
        node = d.node
        names: dict[str, Meaning] = {}
        slots: list = []
        if isinstance(node, ast.OpDef):
            for p in node.params:
                k = unit.alloc()
                names[p.name] = RtOp(k, p.arity) if p.arity > 0 else Bound(k, p.name)
                slots.append(k)
        else:
            for b in node.binders:
                ks = [unit.alloc() for _ in b.names]
                for n, k in zip(b.names, ks):
                    names[n] = Bound(k, n)
                slots.append((ks, b.is_tuple))
        entry = (unit, slots, holder)
        self._rec[key] = entry
        before = self.order_sensitive, self.volatile
        holder[0] = self.expr(node.body, self.def_scope(d).child(names), Ctx(unit, cx.primed, cx.init))
        self._rec_calls[key] = (self.order_sensitive - before[0], self.volatile - before[1])
        return entry

    def call_rec(self, d: Def, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        unit, slots, holder = self.rec_body(d, cx)
        fs = self.arg_fns(d.node.params, args, sc, cx, span)
        copy = d.scope is not None

        def f(s, t, fr):
            nf = fr.copy() if copy else [None] * unit.n
            for k, a in zip(slots, fs):
                nf[k] = a(s, t, fr)
            return nested_call(holder[0], s, t, nf, span)

        return f

    def rec_apply(self, d: Def, cx: Ctx, span: ast.Span) -> Callable:
        """For a recursive function f[x \\in S] == ...: a runtime (s, t, fr, key) -> f[key]."""
        unit, slots, holder = self.rec_body(d, cx)
        node: ast.FnDef = d.node  # type: ignore[assignment]
        dcx = Ctx(unit, cx.primed, cx.init)
        doms = self.step_domains(node.binders, self.def_scope(d), dcx)
        labels = binder_labels(node.binders)
        copy = d.scope is not None
        memo: dict | None = {} if (not copy and d.env.cacheable and self._meaning_level(d) == 0) else None
        flat = [(k, tup) for (ks, tup) in slots for k in ([ks] if tup else ks)]
        single = len(flat) == 1
        busy = self._rec_busy.setdefault(d, [0])  # applications of d under way (its body is evaluating)

        showing = [False]

        def outside(s, t, nf, key) -> EvalError:
            """TLC's error, the function shown as its table when all of it can be computed (TLC's
            FcnLambdaValue.toString), else as its rule."""
            ds = [dom(s, t, nf) for dom in doms]
            whole = ds[0] if single else ops.cartesian(*ds)
            shown = None
            if not showing[0] and isinstance(whole, TlaSet) and whole.is_finite():
                showing[0] = True
                try:
                    shown = format_value(make_fcn([(k, app(s, t, nf, k)) for k in whole]))
                except (EvalError, RecursionError):
                    pass
                finally:
                    showing[0] = False
            if shown is None:
                shown = lambda_text(tuple(zip(labels, ds)), node.body.span)
            return EvalError(outside_domain(shown, whole, len(ds), key), span)

        def app(s, t, fr, key):
            if memo is not None:
                v = memo.get(key, UNSET)
                if v is not UNSET:
                    return v
            nf = fr.copy() if copy else [None] * unit.n
            parts = (key,) if single else (key.elems if type(key) is Seq else ())
            if len(parts) != len(flat):
                raise outside(s, t, nf, key)
            for (k, tup), dom, v in zip(flat, doms, parts):
                if not ops.member(v, dom(s, t, nf)):
                    raise outside(s, t, nf, key)
                if not tup:
                    nf[k] = v
                elif type(v) is Seq and len(v.elems) == len(k):
                    for kk, vv in zip(k, v.elems):
                        nf[kk] = vv
                else:
                    raise EvalError(f"Attempted to bind a tuple of {len(k)} names to {fmt(v)}.", span)
            busy[0] += 1
            try:
                v = nested_call(holder[0], s, t, nf, span)
            finally:
                busy[0] -= 1
            if memo is not None:
                memo[key] = v
            return v

        app.busy = busy  # type: ignore[attr-defined]
        return app

    def rec_fn_value(self, d: Def, cx: Ctx, span: ast.Span) -> Fn:
        """A recursive function as a value: a table over a finite domain, else a rule (as TLC keeps it)."""
        app = self.rec_apply(d, cx, span)
        node: ast.FnDef = d.node  # type: ignore[assignment]
        doms = self.step_domains(node.binders, self.def_scope(d), cx)
        labels = binder_labels(node.binders)

        busy = app.busy  # type: ignore[attr-defined]

        def f(s, t, fr):
            ds = [dom(s, t, fr) for dom in doms]
            whole = ds[0] if len(ds) == 1 else ops.cartesian(*ds)
            if isinstance(whole, TlaSet) and not whole.is_finite():
                frame = list(fr)
                return LazyFcn(whole, lambda k: app(s, t, frame, k), tuple(zip(labels, ds)), node.body.span)
            if busy[0]:  # inside its own definition: applied on demand, as TLC's recursive function
                frame = list(fr)
                return PendingTable(whole, lambda k: app(s, t, frame, k), tuple(zip(labels, ds)),
                                    node.body.span)
            return recursive_table(make_fcn([(k, app(s, t, fr, k)) for k in whole]), whole, len(ds))

        return f


def _callable(body: Fn, slots: list[int]) -> Fn:
    """A closure giving body as a Python callable of its arguments (in `slots`), one of one or two
    written out: PyPy runs `call(*vals)` and its loop far slower (`+` passed to FoldFunctionOnSet)."""
    if len(slots) == 1:
        (k,) = slots
        return lambda s, t, fr: _call1(body, k, s, t, fr)
    if len(slots) == 2:
        k1, k2 = slots
        return lambda s, t, fr: _call2(body, k1, k2, s, t, fr)

    def mk(s, t, fr):
        def call(*vals):
            for k, v in zip(slots, vals):
                fr[k] = v
            return body(s, t, fr)

        return call

    return mk


def _call1(body: Fn, k: int, s, t, fr: list) -> Callable:
    def call1(v):
        fr[k] = v
        return body(s, t, fr)

    return call1


def _call2(body: Fn, k1: int, k2: int, s, t, fr: list) -> Callable:
    def call2(v, w):
        fr[k1] = v
        fr[k2] = w
        return body(s, t, fr)

    return call2


def _thunk(a: Fn) -> Fn:
    """An argument a LAZY_ARGS native evaluates when it wants (AssertError catches its errors)."""
    return lambda s, t, fr: (lambda: a(s, t, fr))
