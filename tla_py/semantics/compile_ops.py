"""The built-in operators: equality, sets, Booleans, prime and UNCHANGED, and membership in a set filter
decided without building the set."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import (
    PY_ERRORS,
    Ctx,
    Fn,
    as_bool,
    conj,
    const,
    const_of,
    disj,
    py_error,
    spanned,
)
from tla_py.semantics.scope import (
    UNSET,
    Def,
    Scope,
)
from tla_py.syntax import ast
from tla_py.values import (
    BOOLEAN_SET,
    ModelValue,
    SetValue,
    TlaSet,
    domain,
    ops,
)
from tla_py.values.comparable import SCALARS, check_unequal, tlc_eq, tlc_neq
from tla_py.values.sets import STRING_SET, SetCup

TEMPORAL_OPS = {"[]", "<>", "~>", "-+->"}

_eq = tlc_eq
_neq = tlc_neq


BUILTIN_BINARY: dict[str, Callable] = {
    "=": _eq,
    "/=": _neq,
    "\\in": ops.member,
    "\\notin": ops.not_member,
    "\\cup": ops.union,
    "\\cap": ops.intersect,
    "\\": ops.difference,
    "\\subseteq": ops.subseteq,
}
def big_union(s: Any) -> TlaSet:
    """UNION s; lazy (membership only) when some element of s is infinite, as in TLC."""
    s = ops.as_set(s)
    elems = list(s.elems) if type(s) is SetValue else list(s)
    if not elems or all(ops.as_set(x).is_finite() for x in elems):
        return ops.big_union(s)
    acc = elems[0]
    for x in elems[1:]:
        acc = SetCup(acc, x)
    return acc


BUILTIN_UNARY: dict[str, Callable] = {
    "SUBSET": ops.powerset,
    "UNION": big_union,
    "DOMAIN": domain,
}
BUILTIN_NAMES = {"BOOLEAN": BOOLEAN_SET, "STRING": STRING_SET, "TRUE": True, "FALSE": False}
BOOL_OPS = {"/\\", "\\/", "~", "=>", "<=>"}




class OperatorCompiler:
    """The operator part of ExprCompiler (tla_py.semantics.compile_expr); a mixin."""

    def builtin(self, e: ast.OpApp, sc: Scope, cx: Ctx) -> Fn:
        op, args, span = e.op, e.args, e.span
        if op in BOOL_OPS:
            return self.boolean(op, [self.expr(a, sc, cx) for a in args], span)
        if op in ("\\in", "\\notin") and len(args) == 2:
            target = self.filter_target(args[1], sc, cx)
            if target is not None:
                return self.filter_member(op == "\\in", self.expr(args[0], sc, cx), *target, cx, span)
        if op in BUILTIN_BINARY and len(args) == 2:
            a, b = self.expr(args[0], sc, cx), self.expr(args[1], sc, cx)
            fn = BUILTIN_BINARY[op]
            if op == "\\cup" and self.costs is not None:  # TLC charges the enumerated right operand
                fn = self.costs.cup(fn)
            elif op in ("\\", "\\cap") and self.costs is not None:  # the result keeps an operand's maker
                fn = self.costs.inherit(fn, op == "\\cap")
            elif op == "\\subseteq" and self.costs is not None:  # TLC charges the enumerated left operand
                fn = self.costs.subseteq(fn)
            return self.binary(fn, a, b, span)
        if op == "UNION" and len(args) == 1 and isinstance(args[0], ast.SetEnum) and len(args[0].elems) == 1:
            # UNION {S} is S, never enumerated (S may be a huge lazy set only tested for membership)
            f = self.expr(args[0].elems[0], sc, cx)
            return self.wrap(lambda s, t, fr: ops.as_set(f(s, t, fr)), span)
        if op in BUILTIN_UNARY and len(args) == 1:
            fn = self.costs.subsets if op == "SUBSET" and self.costs is not None else BUILTIN_UNARY[op]
            return self.unary(fn, self.expr(args[0], sc, cx), span)
        if op == "\\X":
            fs = [self.expr(a, sc, cx) for a in args]
            return self.wrap(lambda s, t, fr: ops.cartesian(*[f(s, t, fr) for f in fs]), span)
        if op == "'":
            if cx.primed:
                raise SpecError("A primed expression is primed again.", span)
            return self.expr(args[0], sc, cx.prime())
        if op == "UNCHANGED":
            a = self.expr(args[0], sc, cx)
            b = self.expr(args[0], sc, cx.prime())
            return lambda s, t, fr: b(s, t, fr) == a(s, t, fr)
        if op == "ENABLED":
            return self.enabled(args[0], sc, cx, span)
        if op in TEMPORAL_OPS:
            raise SpecError(f"TLC cannot evaluate the temporal operator {op} here.", span)
        if op == "\\cdot":
            raise SpecError("Action composition \\cdot is evaluated only as an action of Next.", span)
        if op in BUILTIN_NAMES and not args:
            return const(BUILTIN_NAMES[op])
        raise SpecError(f"Unknown operator: `{op}'.", span)

    def enabled(self, a: ast.Expr, sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        raise SpecError("ENABLED is not supported here.", span)

    def filter_target(self, e: ast.Expr, sc: Scope, cx: Ctx) -> tuple | None:
        """The `{y \\in S : P}` that e is, itself or through the bodies of user definitions, with the
        scope it is read in, the argument slots to reset and the value cell of a constant definition
        on the way (None if none); None for any other set expression."""
        slots: list[int] = []
        known = None
        for _ in range(50):
            if isinstance(e, ast.Label):
                e = e.expr
                continue
            if isinstance(e, ast.SetFilter):
                b = e.binder
                return (e, sc, slots, known) if not b.is_tuple and len(b.names) == 1 else None
            if isinstance(e, ast.Name):
                name, args = e.name, []
            elif isinstance(e, ast.OpApp) and not e.via:
                name, args = e.op, e.args
            else:
                return None
            m = sc.lookup(name)
            if not (isinstance(m, Def) and m.native is None and not m.recursive and m.arity == len(args)
                    and isinstance(m.node, ast.OpDef) and self.override_of(m) is None):
                return None
            if known is None and not args and self.built_once(m):
                known = m.cache
            names, arg_slots = self.bind_params(m.node.params, args, sc, cx)
            slots += arg_slots
            e, sc = m.node.body, self.def_scope(m).child(names)
        return None

    def built_once(self, d: Def) -> bool:
        """Whether d is a constant module definition, its value built once in d.cache (see zero_ary)."""
        return d.scope is None and d.env.cacheable and self._meaning_level(d) == 0

    def filter_member(self, positive: bool, x: Fn, flt: ast.SetFilter, fsc: Scope, slots: list[int],
                      known: list | None, cx: Ctx, span: ast.Span) -> Fn:
        """`x \\in {y \\in S : P}` as TLC decides it: x \\in S and P with y = x, never building the set;
        but once a constant definition that is the set has been built (say, for Init), a lookup in it."""
        inner, steps = self.binder_steps([flt.binder], fsc, cx)
        (k,), dom, _, _ = steps[0]
        pred = self.expr(flt.pred, inner, cx)
        pspan = flt.pred.span

        def f(s, t, fr):
            if known is not None and known[0] is not UNSET:
                return ops.member(x(s, t, fr), known[0]) is positive
            for j in slots:
                fr[j] = UNSET
            v = x(s, t, fr)
            if not ops.member(v, dom(s, t, fr)):
                return not positive
            fr[k] = v
            return as_bool(pred(s, t, fr), "the condition of a set filter", pspan) is positive

        return self.wrap(f, span)

    @staticmethod
    def wrap(f: Fn, span: ast.Span) -> Fn:
        def g(s, t, fr):
            try:
                return f(s, t, fr)
            except EvalError as e:
                raise spanned(e, span) from None
            except PY_ERRORS as e:
                raise py_error(e, span) from None

        return g

    @staticmethod
    def binary(op: Callable, a: Fn, b: Fn, span: ast.Span) -> Fn:
        if op is _eq or op is _neq:
            return OperatorCompiler.equality(op is _eq, a, b, span)

        def f(s, t, fr):
            x = a(s, t, fr)
            y = b(s, t, fr)
            try:
                return op(x, y)
            except EvalError as e:
                raise spanned(e, span) from None
            except PY_ERRORS as e:
                raise py_error(e, span) from None

        return f

    @staticmethod
    def equality(positive: bool, a: Fn, b: Fn, span: ast.Span) -> Fn:
        """`a = b` (or `a # b`): Python's == first; then, for values of different types (TRUE and 1 are
        equal to Python) and unequal sets or functions, TLC's error where TLC cannot compare them."""
        known, v = const_of(b)

        def check(x: Any, y: Any) -> None:
            try:
                check_unequal(x, y)
            except EvalError as e:
                raise spanned(e, span) from None

        if known and type(v) in SCALARS and getattr(v, "typ", None) is None:
            # `msg.type = Request`: one identity or scalar test, mostly (a typed model value is checked)
            tv = type(v)

            def fk(s, t, fr):
                x = a(s, t, fr)
                if x is v:
                    return positive
                if type(x) is tv:
                    return (x == v) is positive
                check(x, v)
                return (x == v) is positive

            return fk

        def f(s, t, fr):
            x = a(s, t, fr)
            y = v if known else b(s, t, fr)
            tx = type(x)
            if tx is type(y):
                if x == y:
                    return positive
                if tx not in SCALARS and (tx is not SetValue or len(x.elems) == len(y.elems)):
                    check(x, y)  # sets of different sizes are unequal at once, to TLC too
                elif tx is ModelValue and x.typ is not None:
                    check(x, y)  # model values of different types
                return not positive
            check(x, y)
            return (x == y) is positive

        return f

    @staticmethod
    def unary(op: Callable, a: Fn, span: ast.Span) -> Fn:
        def f(s, t, fr):
            x = a(s, t, fr)
            try:
                return op(x)
            except EvalError as e:
                raise spanned(e, span) from None

        return f

    @staticmethod
    def boolean(op: str, fs: list[Fn], span: ast.Span) -> Fn:
        if op == "~":
            a = fs[0]

            def neg(s, t, fr):
                v = a(s, t, fr)
                if v is True:
                    return False
                if v is False:
                    return True
                return as_bool(v, "the argument of ~", span)

            return neg
        if op == "/\\":
            return conj(fs, span)
        if op == "\\/":
            return disj(fs, span)
        a, b = fs
        if op == "=>":
            def imp(s, t, fr):
                if as_bool(a(s, t, fr), "the left side of =>", span):
                    return as_bool(b(s, t, fr), "the right side of =>", span)
                return True

            return imp

        def equiv(s, t, fr):
            return as_bool(a(s, t, fr), "an argument of <=>", span) == as_bool(
                b(s, t, fr), "an argument of <=>", span)

        return equiv

    def x_Junction(self, e: ast.Junction, sc: Scope, cx: Ctx) -> Fn:
        fs = [self.expr(a, sc, cx) for a in e.items]
        return conj(fs, e.span) if e.kind == "/\\" else disj(fs, e.span)
