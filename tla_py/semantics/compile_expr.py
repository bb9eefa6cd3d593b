"""Compile TLA+ expressions to Python closures `f(s, t, fr)` once, so no tree is walked per state.

s is the current state (a tuple), t the next state (a tuple, or a list with UNSET holes while an
action is being enumerated), fr the frame: a list holding bound identifiers in slots fixed at compile
time. Names are resolved at compile time; user operators are inlined with lazy arguments (as TLA+
arguments are lazy), RECURSIVE operators and recursive functions are called with a fresh frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import EvalError, SpecError
from tla_py.semantics import ops
from tla_py.semantics.printing import format_value
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
    RtOp,
    Scope,
    Subst,
    SVar,
    Value,
)
from tla_py.semantics.sets import STRING_SET, FcnSet, RecordSet, SetCup
from tla_py.semantics.values import (
    BOOLEAN_SET,
    Fcn,
    Seq,
    SetValue,
    TlaSet,
    apply,
    domain,
    except_at,
    field,
    make_fcn,
)
from tla_py.stdlib import ORDER_SENSITIVE, VOLATILE
from tla_py.syntax import ast

Fn = Callable[[Any, Any, list], Any]

TEMPORAL_OPS = {"[]", "<>", "~>", "-+->"}
PY_ERRORS = (TypeError, ValueError, AttributeError, KeyError, IndexError, ZeroDivisionError, RecursionError)


def spanned(e: EvalError, span: ast.Span) -> EvalError:
    """Give a runtime error the span of the innermost expression that failed."""
    if e.span is None or e.span.line <= 0:
        e.span = span
    return e


def py_error(e: Exception, span: ast.Span) -> EvalError:
    """A Python error inside a standard operator, as a TLC-style evaluation error."""
    if isinstance(e, RecursionError):
        return EvalError("Evaluation recursed too deeply (a recursive definition without a base case?).",
                         span)
    return EvalError(f"Evaluation failed: {e}", span)


def fmt(v: Any) -> str:
    try:
        return format_value(v)
    except Exception:  # noqa: BLE001 -- printing must never hide the real error
        return repr(v)


HOISTED = (ast.FnSet, ast.RecordSet, ast.SetEnum, ast.SetFilter, ast.SetMap, ast.FnConstruct, ast.Except)
HOISTED_OPS = {"\\X", "\\cup", "\\cap", "\\", "SUBSET", "UNION", "DOMAIN"}


def hoisted(f: Fn) -> Fn:
    """f, a closed constant expression, evaluated once (the first time it is needed)."""
    cell = [UNSET]

    def once(s, t, fr):
        v = cell[0]
        if v is UNSET:
            v = cell[0] = f(s, t, fr)
        return v

    return once


_NOT_A_STATE = object()


def per_state(f: Fn, primed: bool, last: list) -> Fn:
    """f, a state-level definition, remembered in `last` (shared by every use of the definition)
    for the last state it was evaluated in: the state is held, so `is` cannot mistake a new state
    for it. Primed, the state is the next one, and only once complete (a tuple: while an action is
    enumerated it is a list with holes)."""
    if primed:
        def next_state(s, t, fr):
            if t is last[0]:
                return last[1]
            v = f(s, t, fr)
            if type(t) is tuple:
                last[0], last[1] = t, v
            return v

        return next_state

    def this_state(s, t, fr):
        if s is last[0]:
            return last[1]
        v = f(s, t, fr)
        last[0], last[1] = s, v
        return v

    return this_state


class Unit:
    """A frame layout: the number of slots a frame needs."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = 0

    def alloc(self) -> int:
        self.n += 1
        return self.n - 1


class Ctx:
    """Compile mode: the frame unit, and where variables are read from."""

    __slots__ = ("unit", "primed", "init")

    def __init__(self, unit: Unit, primed: bool = False, init: bool = False):
        self.unit = unit
        self.primed = primed
        self.init = init

    def prime(self) -> Ctx:
        return Ctx(self.unit, True, self.init)

    def plain(self) -> Ctx:
        return Ctx(self.unit, False, False)


def const(v: Any) -> Fn:
    return lambda s, t, fr: v


_CONST_CODE = const(None).__code__


def const_of(f: Fn) -> tuple[bool, Any]:
    """(True, v) when f is const(v): lets hot operators compare with v without calling f."""
    if getattr(f, "__code__", None) is _CONST_CODE:
        return True, f.__closure__[0].cell_contents
    return False, None


def as_bool(v: Any, what: str, span: ast.Span) -> bool:
    if v is True or v is False:
        return v
    raise EvalError(f"A non-boolean expression ({fmt(v)}) was used as {what}.", span)


def iter_set(v: Any, span: ast.Span):
    """The elements of a set in TLC's order (CHOOSE, and quantifiers whose body shows the order)."""
    if isinstance(v, TlaSet):
        try:
            return iter(v)
        except EvalError as e:
            raise spanned(e, span) from None
    raise EvalError(f"Attempted to enumerate the non-set value {fmt(v)}.", span)


def iter_any(v: Any, span: ast.Span):
    """The elements of a set in any order: for \\A, \\E, set builders, whose result ignores the order
    (unless their body calls an ORDER_SENSITIVE native: see ExprCompiler.ordered)."""
    if type(v) is SetValue:
        return iter(v.elems)
    return iter_set(v, span)


def read_next(t: Any, i: int, name: str, span: ast.Span) -> Any:
    v = t[i] if t is not None else UNSET
    if v is UNSET:
        raise EvalError(f"In evaluation, the identifier {name}' is either undefined or not an operator: "
                        f"its value in the next state is not yet determined.", span)
    return v


def _eq(a, b):
    return a == b


def _neq(a, b):
    return a != b


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


class ExprCompiler:
    """Compiles expressions; subclassed by the action compiler."""

    def __init__(self, nvars: int, var_names: list[str]):
        self.nvars = nvars
        self.var_names = var_names
        self.overrides: dict[int, Meaning] = {}
        self._const_fns: dict[Def, Fn] = {}
        self._last_states: dict[tuple[Def, bool], list] = {}
        self.order_sensitive = 0
        """How many calls of ORDER_SENSITIVE natives were compiled so far (see `ordered`)."""
        self.volatile = 0
        """How many calls of natives whose value varies from call to call were compiled (no hoisting)."""
        self._rec_calls: dict[tuple, tuple[int, int]] = {}
        """What a recursive body compiled once adds to (order_sensitive, volatile) at each call site."""
        self._rec: dict[int, Any] = {}
        self._levels: dict[Meaning, int] = {}
        self._closed_levels: dict[Meaning, int] = {}
        self._frame_level = 0
        """The level of a frame slot: 0 when judging levels, 2 when asking `closed_level`."""
        self._fn_asts: dict[int, ast.FnConstruct] = {}
        self._lazy_fns: dict[tuple, tuple] = {}
        """(Lazy, frame unit, primed, init) -> its compiled use (see `lazy`); the entry keeps both alive."""
        self.depth = 0

    # ------------------------------------------------------------ resolution

    def resolve(self, name: str, sc: Scope, span: ast.Span) -> Meaning:
        m = sc.lookup(name)
        if m is None:
            if name in BUILTIN_NAMES:
                return Builtin(name)
            raise SpecError(f"Unknown operator: `{name}'.", span)
        if isinstance(m, Def):
            o = self.override_of(m)
            if o is not None:
                return o
        return m

    def override_of(self, d: Def) -> Meaning | None:
        """What the config puts in place of a definition (`Op <- Other`, `Op = v`, `Op <-[M] Other`)."""
        o = self.overrides.get(id(d))
        return o if o is not None else self.overrides.get(id(d.node))

    def resolve_app(self, e: ast.OpApp, sc: Scope) -> tuple[Meaning | None, Scope]:
        """The meaning of e's operator (through `N(p)!M!Op` prefixes); None for a built-in operator."""
        if not e.via:
            m = sc.lookup(e.op)
            if m is None:
                return None, sc
            return self.resolve(e.op, sc, e.span), sc
        cur = sc
        for i, (name, args) in enumerate(e.via):
            m = self.resolve(name, cur, e.span)
            while isinstance(m, OpArg):
                m = m.target
            if isinstance(m, Def) and isinstance(m.node, ast.OpDef):
                return self.selector(m, args, [n for n, _ in e.via[i + 1:]] + [e.op], sc, e.span), cur
            if not isinstance(m, InstanceDef):
                raise SpecError(f"{name} is not a module instance.", e.span)
            params = {p.name: self.arg_meaning(p, a, sc) for p, a in zip(m.node.params, args)}
            if len(args) != len(m.node.params):
                raise SpecError(f"Instance {name} takes {len(m.node.params)} arguments.", e.span)
            env = m.loader.instance_env(m.node, m.module, m.scope, params)
            cur = Scope(env.defs, None, env)
        mm = cur.lookup(e.op)
        if mm is None:
            raise SpecError(f"Unknown operator: `{e.op}' in instance.", e.span)
        return self.resolve(e.op, cur, e.span), cur

    def selector(self, d: Def, args: list[ast.Expr], path: list[str], sc: Scope, span: ast.Span) -> Meaning:
        """`Op!2!1`: the subexpression of Op's body that a positional selector names."""
        names, _ = self.bind_params(d.node.params, args, sc, None)
        body: ast.Expr = d.node.body
        for step in path:
            while isinstance(body, ast.Label):
                body = body.expr
            items = body.items if isinstance(body, ast.Junction) else getattr(body, "args", None)
            if not step.isdigit() or not items or not 0 < int(step) <= len(items):
                raise SpecError(f"Unsupported or out-of-range subexpression selector !{step}.", span)
            body = items[int(step) - 1]
        return Lazy(body, self.def_scope(d).child(names))

    def arg_meaning(self, p: ast.Param | None, a: ast.Expr, sc: Scope, slot: int | None = None) -> Meaning:
        """What a parameter means when bound to argument a (lazily, as TLA+ does)."""
        if p is not None and p.arity > 0:
            return OpArg(self.op_meaning(a, sc))
        if isinstance(a, (ast.Number, ast.String, ast.Bool)):
            return Value(a.value)
        if isinstance(a, ast.Name):
            m = sc.lookup(a.name)
            if isinstance(m, (Bound, SVar, Value)) or (isinstance(m, ConstCell) and m.arity == 0):
                return Lazy(a, sc)
        return Lazy(a, sc, slot)

    def op_meaning(self, a: ast.Expr, sc: Scope) -> Meaning:
        """The operator an operator-valued argument names (an operator name or a LAMBDA)."""
        if isinstance(a, ast.Lambda):
            return LambdaOp(a, sc)
        if isinstance(a, ast.Name):
            return self.resolve(a.name, sc, a.span)
        if isinstance(a, ast.OpApp) and not a.args:
            m, _ = self.resolve_app(a, sc)
            if m is None:
                return Builtin(a.op)
            return m
        raise SpecError("Expected an operator as argument.", a.span)

    def def_scope(self, d: Def) -> Scope:
        return d.scope if d.scope is not None else Scope(d.env.defs, None, d.env)

    # ------------------------------------------------------------ levels

    def level(self, e: Any, sc: Scope, local: dict[str, int] | None = None) -> int:
        """0 constant, 1 state, 2 action, 3 temporal: what an expression depends on."""
        local = local or {}
        return self._lvl(e, sc, local)

    def _lvl(self, e: Any, sc: Scope, local: dict[str, int]) -> int:
        if isinstance(e, list):
            return max((self._lvl(x, sc, local) for x in e), default=0)
        if isinstance(e, tuple):
            return max((self._lvl(x, sc, local) for x in e), default=0)
        if not isinstance(e, ast.Node):
            return 0
        if isinstance(e, ast.Name):
            if e.name in local:
                return local[e.name]
            return self._meaning_level(sc.lookup(e.name))
        if isinstance(e, ast.OpApp):
            lv = max((self._lvl(a, sc, local) for a in e.args), default=0)
            if e.op in ("'", "UNCHANGED", "\\cdot"):
                return max(lv, 2)
            if e.op in TEMPORAL_OPS:
                return 3
            if e.op == "ENABLED":
                return 1
            if not e.via and e.op in local:
                return max(lv, local[e.op])
            for _, args in e.via:
                lv = max(lv, self._lvl(args, sc, local))
            try:
                m, _ = self.resolve_app(e, sc) if e.via else (sc.lookup(e.op), sc)
            except SpecError:
                return lv
            return max(lv, self._meaning_level(m))
        if isinstance(e, ast.At):
            return self._frame_level  # the value EXCEPT is updating
        if isinstance(e, (ast.Fairness, ast.Quant)) and e.kind in ("WF", "SF", "\\AA", "\\EE"):
            return 3
        if isinstance(e, (ast.BoxAction, ast.AngleAction)):
            return 2
        if isinstance(e, ast.Let):
            inner = dict(local)
            for d in e.defs:
                if isinstance(d, (ast.OpDef, ast.FnDef)):
                    ps = {p.name: 0 for p in d.params} if isinstance(d, ast.OpDef) else {}
                    if isinstance(d, ast.FnDef):
                        ps = {n: 0 for b in d.binders for n in b.names}
                        ps[d.name] = 0
                        ps[d.name] = self._lvl([b.domain for b in d.binders], sc, inner)
                    inner[d.name] = self._lvl(d.body, sc, {**inner, **ps})
            return self._lvl(e.body, sc, inner)
        binders = self._binders_of(e)
        if binders:
            inner = dict(local)
            lv = 0
            for b in binders:
                lv = max(lv, self._lvl(b.domain, sc, inner))
                for n in b.names:
                    inner[n] = 0
            rest = [v for k, v in vars(e).items() if k not in ("binders", "binder", "span")]
            return max(lv, self._lvl(rest, sc, inner))
        if isinstance(e, ast.Lambda):
            return self._lvl(e.body, sc, {**local, **{p: 0 for p in e.params}})
        return max((self._lvl(v, sc, local) for k, v in vars(e).items() if k != "span"), default=0)

    @staticmethod
    def _binders_of(e: ast.Node) -> list[ast.Binder]:
        if isinstance(e, (ast.Quant, ast.SetMap, ast.FnConstruct)):
            return e.binders
        if isinstance(e, (ast.Choose, ast.SetFilter)):
            return [e.binder]
        return []

    def closed_level(self, e: ast.Expr, sc: Scope) -> int:
        """e's level, counting a read of a frame slot (bound identifiers, arguments bound to them,
        @) as an action's: at level 0 e has the same value wherever and whenever it is evaluated,
        at level 1 the same in a given state."""
        self._frame_level = 2
        try:
            return self._lvl(e, sc, {})
        finally:
            self._frame_level = 0

    def _meaning_level(self, m: Meaning | None) -> int:
        if isinstance(m, (Bound, RtOp)):
            return self._frame_level
        if m is None or isinstance(m, (Value, Builtin, ConstCell, InstanceDef)):
            return 0
        if isinstance(m, SVar):
            return 1
        if isinstance(m, (Lazy, Subst)):
            return self._lvl(m.expr, m.scope, {})
        if isinstance(m, OpArg):
            return self._meaning_level(m.target)
        if isinstance(m, LambdaOp):
            return self._lvl(m.node.body, m.scope, {p: 0 for p in m.node.params})
        if isinstance(m, Def):
            o = self.override_of(m)
            if o is not None and o is not m:
                return self._meaning_level(o)
            key = m
            levels = self._closed_levels if self._frame_level else self._levels
            if key in levels:
                return levels[key]
            levels[key] = 0
            if m.native is not None:
                lv = 0
            elif isinstance(m.node, ast.OpDef):
                lv = self._lvl(m.node.body, self.def_scope(m), {p.name: 0 for p in m.node.params})
            else:
                names = {n: 0 for b in m.node.binders for n in b.names}
                lv = max(self._lvl([b.domain for b in m.node.binders], self.def_scope(m), {}),
                         self._lvl(m.node.body, self.def_scope(m), {**names, m.node.name: 0}))
            levels[key] = lv
            return lv
        return 0

    # ------------------------------------------------------------ expressions

    def expr(self, e: ast.Expr, sc: Scope, cx: Ctx) -> Fn:
        meth = getattr(self, "x_" + type(e).__name__, None)
        if meth is None:
            raise SpecError(f"TLC cannot evaluate this kind of expression ({type(e).__name__}).", e.span)
        if self.worth_hoisting(e, sc):
            level = self.closed_level(e, sc)
            if level == 0 or (level == 1 and not cx.init and not cx.primed):
                before = self.volatile
                f = meth(e, sc, cx)
                if self.volatile != before:
                    return f
                return hoisted(f) if level == 0 else per_state(f, False, [_NOT_A_STATE, None])
        return meth(e, sc, cx)

    def worth_hoisting(self, e: ast.Expr, sc: Scope) -> bool:
        """Set and function constructors and EXCEPT, which build a new value at every evaluation."""
        if isinstance(e, HOISTED):
            return True
        return isinstance(e, ast.OpApp) and e.op in HOISTED_OPS and not e.via and sc.lookup(e.op) is None

    def x_Number(self, e: ast.Number, sc: Scope, cx: Ctx) -> Fn:
        return const(e.value)

    x_String = x_Number
    x_Bool = x_Number

    def x_Decimal(self, e: ast.Decimal, sc: Scope, cx: Ctx) -> Fn:
        raise SpecError("TLC cannot handle real numbers.", e.span)

    def x_Label(self, e: ast.Label, sc: Scope, cx: Ctx) -> Fn:
        return self.expr(e.expr, sc, cx)

    def x_Name(self, e: ast.Name, sc: Scope, cx: Ctx) -> Fn:
        return self.ref(self.resolve(e.name, sc, e.span), e.name, [], e.span, sc, cx)

    def x_OpApp(self, e: ast.OpApp, sc: Scope, cx: Ctx) -> Fn:
        m, _ = self.resolve_app(e, sc)
        if m is None:
            return self.builtin(e, sc, cx)
        return self.ref(m, e.op, e.args, e.span, sc, cx)

    # ------------------------------------------------------------ references and applications

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
                return self.ref(m.override, name, args, span, sc, cx)
            if m.value is UNSET:
                raise SpecError(f"The constant parameter {m.name} is not assigned a value by the "
                                f"configuration file.", span)
            return const(m.value)
        if isinstance(m, Lazy):
            return self.lazy(m, cx)
        if isinstance(m, Subst):
            if args:
                return self.ref(self.op_meaning(m.expr, m.scope), name, args, span, sc, cx)
            return self.expr(m.expr, m.scope, cx)
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
        level = self._meaning_level(d) if module_level else 3
        if level == 0:
            f = self._const_fns.get(d)
            if f is None:
                f = self._const_fns[d] = self.cached_const(d, body)
            return f
        f = self.nested(body, self.def_scope(d), cx)
        if level == 1 and not cx.init:
            last = self._last_states.setdefault((d, cx.primed), [_NOT_A_STATE, None])
            return per_state(f, cx.primed, last)
        return f

    def cached_const(self, d: Def, body: ast.Expr) -> Fn:
        unit = Unit()
        g = self.nested(body, self.def_scope(d), Ctx(unit))
        cell = d.cache

        def f(s, t, fr):
            v = cell[0]
            if v is UNSET:
                v = cell[0] = g(None, None, [None] * unit.n)
            return v

        return f

    def nested(self, body: ast.Expr, sc: Scope, cx: Ctx) -> Fn:
        """Compile an inlined body, guarding against endless inlining of an undeclared recursion."""
        self.depth += 1
        try:
            if self.depth > 150:
                raise SpecError("Recursive operator used without a RECURSIVE declaration (or nested too "
                                "deeply).", body.span)
            return self.expr(body, sc, cx)
        finally:
            self.depth -= 1

    def bind_params(self, params: list[ast.Param], args: list[ast.Expr], sc: Scope,
                    cx: Ctx | None) -> tuple[dict[str, Meaning], list[int]]:
        names: dict[str, Meaning] = {}
        slots: list[int] = []
        for p, a in zip(params, args):
            slot = None
            simple = isinstance(a, (ast.Number, ast.String, ast.Bool, ast.Name))
            if cx is not None and p.arity == 0 and not simple:
                if self.level(a, sc) <= 1:
                    slot = cx.unit.alloc()
            m = self.arg_meaning(p, a, sc, slot)
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

        def mk(s, t, fr):
            def call(*vals):
                for k, v in zip(slots, vals):
                    fr[k] = v
                return body(s, t, fr)

            return call

        return mk

    def arg_fns(self, params: list[ast.Param], args: list[ast.Expr], sc: Scope, cx: Ctx,
                span: ast.Span) -> list[Fn]:
        out = []
        for p, a in zip(params, args):
            if p.arity > 0:
                out.append(self.callable_of(self.op_meaning(a, sc), p.arity, sc, cx, span))
            else:
                out.append(self.expr(a, sc, cx))
        return out

    def ordered(self, compile_body: Callable[[], Fn]) -> tuple[Fn, Callable]:
        """A quantifier's or set builder's body, and how to walk its sets: in TLC's order when the
        body draws random values, prints or sets registers (so they fall as in TLC), else as stored."""
        before = self.order_sensitive
        body = compile_body()
        return body, (iter_set if self.order_sensitive != before else iter_any)

    def call_native(self, d: Def, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> Fn:
        nat = d.native
        if nat in ORDER_SENSITIVE:
            self.order_sensitive += 1
        if nat in VOLATILE:
            self.volatile += 1
        fs = self.arg_fns(d.node.params, args, sc, cx, span)
        if not fs:
            try:
                v = nat()
            except EvalError as e:
                raise spanned(e, span) from None
            return const(v)
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
            return holder[0](s, t, nf)

        return f

    def rec_apply(self, d: Def, cx: Ctx, span: ast.Span) -> Callable:
        """For a recursive function f[x \\in S] == ...: a runtime (s, t, fr, key) -> f[key]."""
        unit, slots, holder = self.rec_body(d, cx)
        node: ast.FnDef = d.node  # type: ignore[assignment]
        dsc = self.def_scope(d)
        dcx = Ctx(unit, cx.primed, cx.init)
        doms = [self.expr(b.domain, dsc, dcx) if b.domain is not None else None for b in node.binders]
        copy = d.scope is not None
        memo: dict | None = {} if (not copy and d.env.cacheable and self._meaning_level(d) == 0) else None
        flat = [(k, tup) for (ks, tup) in slots for k in ([ks] if tup else ks)]
        single = len(flat) == 1 and not flat[0][1]

        def app(s, t, fr, key):
            if memo is not None:
                v = memo.get(key, UNSET)
                if v is not UNSET:
                    return v
            nf = fr.copy() if copy else [None] * unit.n
            if single:
                nf[flat[0][0]] = key
                if doms[0] is not None and not ops.member(key, doms[0](s, t, nf)):
                    raise EvalError(f"Attempted to apply function {node.name} to argument {fmt(key)}, "
                                    f"which is not in its domain.", span)
            else:
                parts = key.elems if type(key) is Seq else None
                if parts is None or len(parts) != len(flat):
                    raise EvalError(f"Attempted to apply function {node.name} to argument {fmt(key)}, "
                                    f"which is not in its domain.", span)
                for (k, tup), v in zip(flat, parts):
                    if tup:
                        for kk, vv in zip(k, v.elems):
                            nf[kk] = vv
                    else:
                        nf[k] = v
            v = holder[0](s, t, nf)
            if memo is not None:
                memo[key] = v
            return v

        return app

    def rec_fn_value(self, d: Def, cx: Ctx, span: ast.Span) -> Fn:
        app = self.rec_apply(d, cx, span)
        node: ast.FnDef = d.node  # type: ignore[assignment]
        dom = self.fn_domain(node.binders, self.def_scope(d), cx)

        def f(s, t, fr):
            return make_fcn([(k, app(s, t, fr, k)) for k in dom(s, t, fr)])

        return f

    # ------------------------------------------------------------ built-in operators

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
            return self.binary(BUILTIN_BINARY[op], a, b, span)
        if op == "UNION" and len(args) == 1 and isinstance(args[0], ast.SetEnum) and len(args[0].elems) == 1:
            # UNION {S} is S, never enumerated (S may be a huge lazy set only tested for membership)
            f = self.expr(args[0].elems[0], sc, cx)
            return self.wrap(lambda s, t, fr: ops.as_set(f(s, t, fr)), span)
        if op in BUILTIN_UNARY and len(args) == 1:
            return self.unary(BUILTIN_UNARY[op], self.expr(args[0], sc, cx), span)
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
        scope it is read in and the argument slots to reset; None for any other set expression."""
        slots: list[int] = []
        for _ in range(50):
            if isinstance(e, ast.Label):
                e = e.expr
                continue
            if isinstance(e, ast.SetFilter):
                b = e.binder
                return (e, sc, slots) if not b.is_tuple and len(b.names) == 1 else None
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
            names, arg_slots = self.bind_params(m.node.params, args, sc, cx)
            slots += arg_slots
            e, sc = m.node.body, self.def_scope(m).child(names)
        return None

    def filter_member(self, positive: bool, x: Fn, flt: ast.SetFilter, fsc: Scope, slots: list[int],
                      cx: Ctx, span: ast.Span) -> Fn:
        """`x \\in {y \\in S : P}` as TLC decides it: x \\in S and P with y = x, never building the set."""
        inner, steps = self.binder_steps([flt.binder], fsc, cx)
        (k,), dom, _, _ = steps[0]
        pred = self.expr(flt.pred, inner, cx)
        pspan = flt.pred.span

        def f(s, t, fr):
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
            known, v = const_of(b)
            if known and op is _eq:
                return lambda s, t, fr: a(s, t, fr) == v
            if known:
                return lambda s, t, fr: a(s, t, fr) != v
        if op is _eq:
            return lambda s, t, fr: a(s, t, fr) == b(s, t, fr)
        if op is _neq:
            return lambda s, t, fr: a(s, t, fr) != b(s, t, fr)

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

    # ------------------------------------------------------------ control

    def x_If(self, e: ast.If, sc: Scope, cx: Ctx) -> Fn:
        c, a, b = self.expr(e.cond, sc, cx), self.expr(e.then, sc, cx), self.expr(e.else_, sc, cx)
        span = e.cond.span

        def f(s, t, fr):
            v = c(s, t, fr)
            if v is True:
                return a(s, t, fr)
            if v is False:
                return b(s, t, fr)
            raise EvalError(f"A non-boolean expression ({fmt(v)}) was used as the condition of an IF.", span)

        return f

    def x_Case(self, e: ast.Case, sc: Scope, cx: Ctx) -> Fn:
        arms = [(self.expr(g, sc, cx), self.expr(v, sc, cx), g.span) for g, v in e.arms]
        other = self.expr(e.other, sc, cx) if e.other is not None else None
        span = e.span

        def f(s, t, fr):
            for g, v, gs in arms:
                if as_bool(g(s, t, fr), "a CASE guard", gs):
                    return v(s, t, fr)
            if other is not None:
                return other(s, t, fr)
            raise EvalError("Attempted to evaluate a CASE with no conditions true.", span)

        return f

    def let_scope(self, e: ast.Let, sc: Scope, cx: Ctx) -> tuple[Scope, list[int]]:
        """The scope inside a LET: its definitions, 0-ary ones cached in slots reset at entry."""
        names: dict[str, Meaning] = {}
        inner = sc.child(names)
        slots: list[int] = []
        recursive: set[str] = set()
        for d in e.defs:
            if isinstance(d, ast.Recursive):
                recursive.update(p.name for p in d.decls)
            elif isinstance(d, ast.OpDef):
                if not d.params and d.name not in recursive and self.level(d.body, inner) <= 1:
                    k = cx.unit.alloc()
                    slots.append(k)
                    names[d.name] = Lazy(d.body, inner, k)
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
        return inner, slots

    def x_Let(self, e: ast.Let, sc: Scope, cx: Ctx) -> Fn:
        inner, slots = self.let_scope(e, sc, cx)
        f = self.expr(e.body, inner, cx)
        return reset_slots(slots, f)

    # ------------------------------------------------------------ binders

    def binder_steps(self, binders: list[ast.Binder], sc: Scope, cx: Ctx) -> tuple[Scope, list]:
        names: dict[str, Meaning] = {}
        steps = []
        for b in binders:
            if b.domain is None:
                raise SpecError("TLC cannot handle an unbounded quantifier or CHOOSE.", b.span)
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
        return sc.child(names), steps

    def x_Quant(self, e: ast.Quant, sc: Scope, cx: Ctx) -> Fn:
        if e.kind not in ("\\A", "\\E"):
            raise SpecError(f"TLC cannot evaluate the temporal quantifier {e.kind}.", e.span)
        inner, steps = self.binder_steps(e.binders, sc, cx)
        body, walk = self.ordered(lambda: self.expr(e.body, inner, cx))
        span = e.body.span
        forall = e.kind == "\\A"
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]
            if forall:
                def fa(s, t, fr):
                    for v in walk(dom(s, t, fr), dspan):
                        fr[k] = v
                        r = body(s, t, fr)
                        if r is not True:
                            if r is False:
                                return False
                            as_bool(r, "the body of \\A", span)
                    return True

                return fa

            def ex(s, t, fr):
                for v in walk(dom(s, t, fr), dspan):
                    fr[k] = v
                    r = body(s, t, fr)
                    if r is not False:
                        if r is True:
                            return True
                        as_bool(r, "the body of \\E", span)
                return False

            return ex

        def fq(s, t, fr):
            for _ in bindings(steps, s, t, fr, walk):
                r = as_bool(body(s, t, fr), "the body of a quantifier", span)
                if r is not forall:
                    return r
            return forall

        return fq

    def x_Choose(self, e: ast.Choose, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps([e.binder], sc, cx)
        body = self.expr(e.body, inner, cx)
        span = e.span
        slots = [k for st in steps for k in st[0]]

        def f(s, t, fr):
            for _ in bindings(steps, s, t, fr):
                if as_bool(body(s, t, fr), "the body of CHOOSE", span):
                    if e.binder.is_tuple:
                        return Seq(tuple(fr[k] for k in slots))
                    return fr[slots[0]]
            raise EvalError("Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, "
                            "but no element of S satisfied P.", span)

        return f

    def x_SetEnum(self, e: ast.SetEnum, sc: Scope, cx: Ctx) -> Fn:
        fs = [self.expr(a, sc, cx) for a in e.elems]
        if all(isinstance(a, (ast.Number, ast.String, ast.Bool)) for a in e.elems):
            v = SetValue(a.value for a in e.elems)
            return const(v)
        return lambda s, t, fr: SetValue([f(s, t, fr) for f in fs])

    def x_SetFilter(self, e: ast.SetFilter, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps([e.binder], sc, cx)
        pred, walk = self.ordered(lambda: self.expr(e.pred, inner, cx))
        span = e.pred.span
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]

            def f1(s, t, fr):
                out = []
                d = dom(s, t, fr)
                if isinstance(d, TlaSet) and not d.is_finite():
                    return FilterSet(d, k, pred, s, t, list(fr), span)
                for v in walk(d, dspan):
                    fr[k] = v
                    r = pred(s, t, fr)
                    if r is True:
                        out.append(v)
                    elif r is not False:
                        as_bool(r, "the condition of a set filter", span)
                return SetValue(out)

            return f1
        slots = [k for st in steps for k in st[0]]

        def f(s, t, fr):
            out = []
            for _ in bindings(steps, s, t, fr, walk):
                if as_bool(pred(s, t, fr), "the condition of a set filter", span):
                    out.append(Seq(tuple(fr[k] for k in slots)))
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
                return SetValue(out)

            return f1
        return lambda s, t, fr: SetValue([body(s, t, fr) for _ in bindings(steps, s, t, fr, walk)])

    def fn_domain(self, binders: list[ast.Binder], sc: Scope, cx: Ctx) -> Fn:
        """The domain of [x \\in S, y \\in T |-> e]: S, or S \\X T for several names."""
        doms = []
        for b in binders:
            if b.domain is None:
                raise SpecError("A function needs a bounded domain.", b.span)
            d = self.expr(b.domain, sc, cx)
            doms.extend([d] * (1 if b.is_tuple else len(b.names)))
        if len(doms) == 1:
            return doms[0]
        return lambda s, t, fr: ops.cartesian(*[d(s, t, fr) for d in doms])

    def x_FnConstruct(self, e: ast.FnConstruct, sc: Scope, cx: Ctx) -> Fn:
        inner, steps = self.binder_steps(e.binders, sc, cx)
        body, walk = self.ordered(lambda: self.expr(e.body, inner, cx))
        if len(steps) == 1 and not steps[0][2]:
            (k,), dom, _, dspan = steps[0]

            def f1(s, t, fr):
                pairs = []
                for v in walk(dom(s, t, fr), dspan):
                    fr[k] = v
                    pairs.append((v, body(s, t, fr)))
                return make_fcn(pairs)

            return f1
        if len(steps) == 1:
            ks = steps[0][0]

            def ft(s, t, fr):
                return make_fcn([(Seq(tuple(fr[k] for k in ks)), body(s, t, fr))
                                 for _ in bindings(steps, s, t, fr, walk)])

            return ft
        keys = [st[0] for st in steps]

        def fn(s, t, fr):
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
            if len(args) == 1 and isinstance(m, SVar) and not (cx.primed or cx.init):
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
        return self.wrap(lambda s, t, fr: RecordSet({n: ops.as_set(f(s, t, fr)) for n, f in fs}), e.span)

    def x_RecordConstruct(self, e: ast.RecordConstruct, sc: Scope, cx: Ctx) -> Fn:
        fs = [(n, self.expr(x, sc, cx)) for n, x in e.fields]
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
        for path, val in e.updates:
            k_at = cx.unit.alloc()
            keys = []
            for key in path:
                if key.field is not None:
                    keys.append(const(key.field))
                else:
                    ks = [self.expr(x, sc, cx) for x in key.index or []]
                    if len(ks) == 1:
                        keys.append(ks[0])
                    else:
                        keys.append(lambda s, t, fr, ks=ks: Seq(tuple(k(s, t, fr) for k in ks)))
            uses_at = any(isinstance(n, ast.At) for n in _walk(val))
            v = self.expr(val, sc.child({"@": Bound(k_at, "@")}), cx)
            ups.append((keys, v, k_at, uses_at))
        span = e.span

        def update(old, keys, i, v, k_at, uses_at, s, t, fr):
            key = keys[i](s, t, fr)
            if i == len(keys) - 1:
                if uses_at:
                    fr[k_at] = apply(old, key)
                return except_at(old, key, v(s, t, fr))
            return except_at(old, key, update(apply(old, key), keys, i + 1, v, k_at, uses_at, s, t, fr))

        def g(s, t, fr):
            cur = f(s, t, fr)
            try:
                for keys, v, k_at, uses_at in ups:
                    cur = update(cur, keys, 0, v, k_at, uses_at, s, t, fr)
            except EvalError as err:
                raise spanned(err, span) from None
            return cur

        return g

    def x_At(self, e: ast.At, sc: Scope, cx: Ctx) -> Fn:
        m = sc.lookup("@")
        if not isinstance(m, Bound):
            raise SpecError("@ used outside an EXCEPT.", e.span)
        k = m.slot
        return lambda s, t, fr: fr[k]

    def x_Lambda(self, e: ast.Lambda, sc: Scope, cx: Ctx) -> Fn:
        raise SpecError("A LAMBDA can only be an operator argument.", e.span)

    def x_BoxAction(self, e: ast.BoxAction, sc: Scope, cx: Ctx) -> Fn:
        a = self.expr(e.action, sc, cx)
        u = self.builtin(ast.OpApp("UNCHANGED", [e.sub], span=e.span), sc, cx)
        return disj([a, u], e.span)

    def x_AngleAction(self, e: ast.AngleAction, sc: Scope, cx: Ctx) -> Fn:
        a = self.expr(e.action, sc, cx)
        u = self.builtin(ast.OpApp("UNCHANGED", [e.sub], span=e.span), sc, cx)
        return conj([a, lambda s, t, fr: not u(s, t, fr)], e.span)

    def x_Fairness(self, e: ast.Fairness, sc: Scope, cx: Ctx) -> Fn:
        raise SpecError("TLC cannot evaluate a fairness formula as a value.", e.span)


class FilterSet(TlaSet):
    """`{x \\in S : P}` over an infinite S: only membership can be asked, as in TLC."""

    __slots__ = ("base", "slot", "pred", "s", "t", "fr", "span")

    def __init__(self, base: TlaSet, slot: int, pred: Fn, s: Any, t: Any, fr: list, span: ast.Span):
        self.base, self.slot, self.pred, self.s, self.t, self.fr, self.span = base, slot, pred, s, t, fr, span

    def contains(self, v: Any) -> bool:
        if not self.base.contains(v):
            return False
        fr = list(self.fr)
        fr[self.slot] = v
        return as_bool(self.pred(self.s, self.t, fr), "the condition of a set filter", self.span)

    def is_finite(self) -> bool:
        return False

    def _params(self) -> tuple:
        return (id(self),)

    def describe(self) -> str:
        return f"{{x \\in {self.base.describe()} : ...}}"


def reset_slots(slots: list[int], f: Fn) -> Fn:
    """Mark cached slots (LET definitions, arguments) as not yet computed, then run f."""
    if not slots:
        return f

    def g(s, t, fr):
        for k in slots:
            fr[k] = UNSET
        return f(s, t, fr)

    return g


def _walk(node: Any):
    from tla_py.semantics.modules import walk

    return walk(node)


def bindings(steps: list, s: Any, t: Any, fr: list, elems: Callable = iter_set, i: int = 0):
    """Assign every combination of bound values to their slots, in TLC's order (first binder outermost)."""
    if i == len(steps):
        yield None
        return
    ks, dom, tup, span = steps[i]
    for v in elems(dom(s, t, fr), span):
        if tup:
            if type(v) is not Seq or len(v.elems) != len(ks):
                raise EvalError(f"Attempted to bind a tuple of {len(ks)} names to {fmt(v)}.", span)
            for k, x in zip(ks, v.elems):
                fr[k] = x
        else:
            fr[ks[0]] = v
        yield from bindings(steps, s, t, fr, elems, i + 1)


def conj(fs: list[Fn], span: ast.Span) -> Fn:
    if len(fs) == 2:
        a, b = fs

        def c2(s, t, fr):
            v = a(s, t, fr)
            if v is True:
                w = b(s, t, fr)
                if w is True or w is False:
                    return w
                return as_bool(w, "a conjunct", span)
            if v is False:
                return False
            return as_bool(v, "a conjunct", span)

        return c2

    def c(s, t, fr):
        for f in fs:
            v = f(s, t, fr)
            if v is not True:
                if v is False:
                    return False
                as_bool(v, "a conjunct", span)
        return True

    return c


def disj(fs: list[Fn], span: ast.Span) -> Fn:
    def d(s, t, fr):
        for f in fs:
            v = f(s, t, fr)
            if v is not False:
                if v is True:
                    return True
                as_bool(v, "a disjunct", span)
        return False

    return d
