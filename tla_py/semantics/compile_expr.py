"""Compile TLA+ expressions to Python closures `f(s, t, fr)` once, so no tree is walked per state.

The closures and their frames are described in closures.py. Names are resolved at compile time;
user operators are inlined with lazy arguments (as TLA+ arguments are lazy), RECURSIVE operators and
recursive functions are called with a fresh frame. ExprCompiler holds resolution, levels and the
dispatch on expression kinds; each part of the language is a mixin of its own module:
compile_calls (names and operator applications), compile_ops (built-in operators), compile_control
(IF, CASE, LET), compile_quant (binders, \\A, \\E, CHOOSE), compile_sets (set constructors) and
compile_fns (functions, records, tuples, EXCEPT).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tla_py.semantics.codegen as codegen
from tla_py.errors import SpecError, TlaError, source_line
from tla_py.semantics.callstack import traced
from tla_py.semantics.chain import NameChain
from tla_py.semantics.closures import (
    NOT_A_STATE,
    Ctx,
    Fn,
    conj,
    const,
    disj,
    hoisted,
    per_state,
)
from tla_py.semantics.compile_calls import CallCompiler
from tla_py.semantics.compile_control import ControlCompiler
from tla_py.semantics.compile_fns import FunctionCompiler
from tla_py.semantics.compile_ops import (
    BOOL_OPS,
    BUILTIN_BINARY,
    BUILTIN_NAMES,
    TEMPORAL_OPS,
    OperatorCompiler,
)
from tla_py.semantics.compile_quant import QuantifierCompiler
from tla_py.semantics.compile_sets import SetCompiler
from tla_py.semantics.costs import MAKERS, CostTracker, counting, counting_cost
from tla_py.semantics.scope import (
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
from tla_py.stdlib import STATE_LEVEL
from tla_py.syntax import ast

HOISTED = (ast.FnSet, ast.RecordSet, ast.SetEnum, ast.SetFilter, ast.SetMap, ast.FnConstruct, ast.Except)
HOISTED_OPS = {"\\X", "\\cup", "\\cap", "\\", "SUBSET", "UNION", "DOMAIN"}
"""Constructors worth evaluating once when closed (their value is built anew at each evaluation)."""


BUILTIN_OPERATORS = BOOL_OPS | set(BUILTIN_BINARY)
"""Built-in infix operators a spec may pass as an operator argument."""


class ExprCompiler(CallCompiler, OperatorCompiler, ControlCompiler, QuantifierCompiler, SetCompiler,
                   FunctionCompiler):
    """Compiles expressions; subclassed by the action compiler."""

    def __init__(self, nvars: int, var_names: list[str]):
        self.nvars = nvars
        self.var_names = var_names
        self.overrides: dict[int, Meaning] = {}
        self.module_overrides: dict[int, Meaning] = {}
        self._const_fns: dict[Def, Fn] = {}
        self._startup_consts: list[Def] = []
        """The constant definitions whose evaluation draws, prints, sets registers or runs IO: at startup."""
        self.writes = 0
        """How many calls of natives that write files (WRITES) were compiled so far."""
        self._last_states: dict[tuple[Def | Subst, bool], list] = {}
        self.order_sensitive = 0
        """How many calls of ORDER_SENSITIVE natives were compiled so far (see `ordered`)."""
        self.volatile = 0
        self.uses_trace = False
        """Whether the spec evaluates TLCExt's Trace (the engine then tells it the state at hand)."""
        """How many calls of natives whose value varies from call to call were compiled (no hoisting)."""
        self._rec_calls: dict[tuple, tuple[int, int]] = {}
        """What a recursive body compiled once adds to (order_sensitive, volatile) at each call site."""
        self._rec: dict[int, Any] = {}
        self._rec_busy: dict[Any, list[int]] = {}
        """Per recursive function definition: how many of its applications are being evaluated."""
        self._levels: dict[Meaning, int] = {}
        self._closed_levels: dict[Meaning, int] = {}
        self._reads: set[int] | None = None  # while reads_of walks: the variable slots met
        self._reads_levels: dict[Meaning, int] = {}
        self._reads_of: dict[Meaning, frozenset[int]] = {}
        self._frame_level = 0
        """The level of a frame slot: 0 when judging levels, 2 when asking `closed_level`."""
        self._tlc_levels: dict[Meaning, int] = {}
        self._min_levels = False
        """While tlc_level judges: TLCGet, Trace and CounterExample count as state level."""
        self._fn_asts: dict[int, ast.FnConstruct] = {}
        self._lazy_fns: dict[tuple, tuple] = {}
        """(Lazy, frame unit, primed, init) -> its compiled use (see `lazy`); the entry keeps both alive."""
        self.depth = 0
        self.costs: CostTracker | None = None
        """Under -coverage: the tree of TLC's cost model being built (closures then count; see costs.py)."""
        self.tracing = False
        """In the compile made after an evaluation error: closures add their span to it (callstack.py)."""

    def in_pair(self, spans: list | None, i: int, build: Callable[[], Any], tag: str = "$Pair") -> Any:
        """build() under -coverage's node for the i-th $Pair (or its $Seq) of a record, EXCEPT or CASE."""
        if self.costs is None or not spans:
            return build()
        return self.costs.structural(spans[i], tag, build)

    # ------------------------------------------------------------ resolution

    def resolve(self, name: str, sc: Scope, span: ast.Span, via: bool = False) -> Meaning:
        m = sc.lookup(name)
        if m is None:
            if name in BUILTIN_NAMES or name in BOOL_OPS or name in BUILTIN_BINARY:  # F(/\), F(\in)
                return Builtin(name)
            raise SpecError(f"Unknown operator: `{name}'.", span)
        if isinstance(m, Def):
            o = self.override_of(m, sc, via)
            if o is not None:
                return o
        return m

    def override_of(self, d: Def, sc: Scope | None = None, via: bool = False) -> Meaning | None:
        """What the config puts in place of a definition (`Op <- Other`, `Op = v`, `Op <-[M] Other`),
        where TLC puts it: on the one definition the root module sees by that name. One the root
        module has from an unnamed INSTANCE of a module with parameters is a copy, replaced only
        where the root's own modules use it; else it is the module's own, replaced wherever a
        module body names it. I!Op is always SANY's copy: only `Op <-[M] Other` reaches it."""
        o = self.module_overrides.get(id(d.node))
        if o is not None:
            return o
        if via:  # I!Op
            return None
        o = self.overrides.get(id(d))
        if o is not None and (sc is None or not sc.env.copy):
            return o
        return self.overrides.get(id(d.node))

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
                return self.selector(m, args, e.via[i + 1:] + [(e.op, e.args)], sc, e.span), cur
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
        return self.resolve(e.op, cur, e.span, via=True), cur

    def selector(self, d: Def, args: list[ast.Expr], path: list[tuple[str, list[ast.Expr]]], sc: Scope,
                 span: ast.Span) -> Meaning:
        """`Op!2!1`: the subexpression of Op's body that a positional selector names (`!<<` and `!>>` the
        first and second operand), `Op!lab` the one labelled `lab::`; `Op!:` is the body itself. Under a
        quantifier (CHOOSE, a set or function constructor), `Op!(e)` is its body with the bound
        identifiers given the values e, `Op!@` the body as an operator of them (as SANY selects)."""
        names, _ = self.bind_params(d.node.params, args, sc, None)
        body: ast.Expr = d.node.body
        params: list[str] = []
        lets: list[ast.Let] = []  # the LETs selected through: their definitions stay in scope
        text, cursor = source_line(span.file, span.line) or "", span.col - 1  # where each `!step` is written
        for step, step_args in path:
            cursor = max(cursor, text.find(f"!{step}", cursor) + 1)
            if isinstance(body, ast.Let):
                lets.append(body)
            if step in ("(", "@"):
                body = self._bound_body(body, step, step_args or [], names, params, sc, span)
                continue
            defn = _let_def(body, step)
            if defn is not None:  # `Op!1!D`: the LET's definition D, given its arguments or as an operator
                if step_args:
                    names.update({p.name: self.arg_meaning(p, a, sc) for p, a in zip(defn.params, step_args)})
                else:
                    params.extend(p.name for p in defn.params)
                body = defn.body
                continue
            if step[0].isalpha() or step[0] == "_":
                found = _find_label(body, step)
                if found is None or len(found.params) != len(step_args or []):
                    raise SpecError(f"No label {step} with {len(step_args or [])} parameters here.", span)
                for p, a in zip(found.params, step_args or []):
                    names[p] = self.arg_meaning(None, a, sc)
                body = found.expr
                continue
            while isinstance(body, ast.Label):
                body = body.expr
            if step == ":":
                continue
            raw, step = step, _POSITIONS.get(step, step)
            items = _operands(body)
            n = int(step) if step.isdigit() else 0
            picked = items[n - 1] if items and 0 < n <= len(items) else None
            if picked is None:
                raise _nonexistent_operand(raw, span, cursor)
            body = picked
        if isinstance(body, _CaseArm):
            raise SpecError("Subexpression of CASE must have form !i!j.", span)
        for let in reversed(lets):
            body = ast.Let(let.defs, body, span=body.span)
        if params:
            return LambdaOp(ast.Lambda(params, body, span=span), self.def_scope(d).child(names))
        return Lazy(body, self.def_scope(d).child(names))

    def _bound_body(self, body: ast.Expr, step: str, args: list[ast.Expr], names: dict, params: list[str],
                    sc: Scope, span: ast.Span) -> ast.Expr:
        """The body under the bound identifiers of `body`: bound to args (`!(e)`), or made params (`!@`)."""
        while isinstance(body, ast.Label):
            body = body.expr
        binders = self._binders_of(body)
        if not binders:
            raise SpecError(f"The selector !{step} needs a quantifier, CHOOSE or set or function constructor "
                            "here.", span)
        bound = [n for b in binders for n in b.names]
        if step == "@":
            params.extend(bound)
        elif len(args) != len(bound):
            raise SpecError(f"Selector with {len(args)} argument(s) used for quantifier with {len(bound)} "
                            "bound identifier(s).", span)
        else:
            names.update({n: self.arg_meaning(None, a, sc) for n, a in zip(bound, args)})
        if isinstance(body, ast.SetFilter):
            return body.pred
        return body.expr if isinstance(body, ast.SetMap) else body.body

    def arg_meaning(self, p: ast.Param | None, a: ast.Expr, sc: Scope, slot: int | None = None) -> Meaning:
        """What a parameter means when bound to argument a (lazily, as TLA+ does)."""
        if p is not None and p.arity > 0:
            return OpArg(self.op_meaning(a, sc))
        if isinstance(a, (ast.Number, ast.String)) or (isinstance(a, ast.Bool) and self.costs is None):
            return Value(a.value)  # -coverage: TRUE and FALSE are operators TLC counts
        if isinstance(a, ast.Name):
            m = sc.lookup(a.name)
            if (isinstance(m, (Bound, SVar, Value)) or (isinstance(m, ConstCell) and m.arity == 0)) \
                    and (slot is None or self.costs is None):  # -coverage: evaluated once, as TLC's LazyValue
                return Lazy(a, sc)
        return Lazy(a, sc, slot)

    def op_meaning(self, a: ast.Expr, sc: Scope) -> Meaning:
        """The operator an operator-valued argument names (an operator name or a LAMBDA)."""
        if isinstance(a, ast.Lambda):
            return LambdaOp(a, sc)
        if isinstance(a, ast.Name):
            if sc.lookup(a.name) is None and a.name in BUILTIN_OPERATORS:  # Op(\intersect, ...)
                return Builtin(a.name)
            return self.resolve(a.name, sc, a.span)
        if isinstance(a, ast.OpApp) and not a.args:
            head, head_args = a.via[0] if a.via else (a.op, [])
            if head_args and isinstance(sc.lookup(head), Def):  # SANY: an operator argument `Op(1)!@`
                raise SpecError(f"Selector `{head}' should not have argument(s).", a.span)
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
        return self._lvl(e, sc, NameChain.of(local))

    def _lvl(self, e: Any, sc: Scope, local: NameChain[int]) -> int:
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
        if isinstance(e, ast.Let) and any(isinstance(d, ast.Instance) for d in e.defs):
            let_sc, _ = self.let_scope(e, sc, None)  # I!Op needs the instance itself to be resolved
            shadowed = {d.name for d in e.defs if getattr(d, "name", None)}
            unshadowed = NameChain({k: v for k, v in local.items() if k not in shadowed})
            return self._lvl(e.body, let_sc, unshadowed)
        if isinstance(e, ast.Let):
            inner = local.child()
            for d in e.defs:
                if isinstance(d, (ast.OpDef, ast.FnDef)):
                    ps = {p.name: 0 for p in d.params} if isinstance(d, ast.OpDef) else {}
                    if isinstance(d, ast.FnDef):
                        ps = {n: 0 for b in d.binders for n in b.names}
                        ps[d.name] = 0
                        ps[d.name] = self._lvl([b.domain for b in d.binders], sc, inner)
                    inner[d.name] = self._lvl(d.body, sc, inner.child(ps))
            return self._lvl(e.body, sc, inner)
        binders = self._binders_of(e)
        if binders:
            inner = local.child()
            lv = 0
            for b in binders:
                lv = max(lv, self._lvl(b.domain, sc, inner))
                for n in b.names:
                    inner[n] = 0
            rest = [v for k, v in vars(e).items() if k not in ("binders", "binder", "span")]
            return max(lv, self._lvl(rest, sc, inner))
        if isinstance(e, ast.Lambda):
            return self._lvl(e.body, sc, local.child({p: 0 for p in e.params}))
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
            return self._lvl(e, sc, NameChain())
        finally:
            self._frame_level = 0

    def tlc_level(self, d: Def) -> int:
        """A definition's level as TLC judges what to evaluate once at startup: SANY's, except that
        TLCGet, Trace and CounterExample are state level (TLC's minLevel 1 for them)."""
        if d in self._tlc_levels:
            return self._tlc_levels[d]
        levels, self._levels, self._min_levels = self._levels, self._tlc_levels, True
        try:
            return self._meaning_level(d)
        finally:
            self._levels, self._min_levels = levels, False

    def reads_of(self, d: Def) -> frozenset[int]:
        """The state variables (slots) a definition's value depends on, through the definitions it uses."""
        slots = self._reads_of.get(d)
        if slots is None:
            self._reads, self._reads_levels = set(), {}
            try:
                self._meaning_level(d)
                slots = self._reads_of[d] = frozenset(self._reads)
            finally:
                self._reads = None
        return slots

    def reads_of_expr(self, e: ast.Expr, sc: Scope) -> set[int]:
        """The state variables (slots) an expression's value depends on, as reads_of's."""
        self._reads, self._reads_levels = set(), {}
        try:
            self._lvl(e, sc, NameChain())
            return self._reads
        finally:
            self._reads = None

    def _meaning_level(self, m: Meaning | None) -> int:
        if isinstance(m, (Bound, RtOp)):
            return self._frame_level
        if m is None or isinstance(m, (Value, Builtin, ConstCell, InstanceDef)):
            return 0
        if isinstance(m, SVar):
            if self._reads is not None:
                self._reads.add(m.index)
            return 1
        if isinstance(m, (Lazy, Subst)):
            return self._lvl(m.expr, m.scope, NameChain())
        if isinstance(m, OpArg):
            return self._meaning_level(m.target)
        if isinstance(m, LambdaOp):
            return self._lvl(m.node.body, m.scope, NameChain({p: 0 for p in m.node.params}))
        if isinstance(m, Def):
            o = self.override_of(m)
            if o is not None and o is not m:
                return self._meaning_level(o)
            key = m
            levels = self._closed_levels if self._frame_level else self._levels
            if self._reads is not None:
                levels = self._reads_levels
            if key in levels:
                return levels[key]
            levels[key] = 0
            if m.native is not None:
                lv = 1 if self._min_levels and m.native in STATE_LEVEL else 0
            elif isinstance(m.node, ast.OpDef):
                lv = self._lvl(m.node.body, self.def_scope(m), NameChain({p.name: 0 for p in m.node.params}))
            else:
                names = {n: 0 for b in m.node.binders for n in b.names}
                lv = max(self._lvl([b.domain for b in m.node.binders], self.def_scope(m), NameChain()),
                         self._lvl(m.node.body, self.def_scope(m), NameChain({**names, m.node.name: 0})))
            levels[key] = lv
            return lv
        return 0

    # ------------------------------------------------------------ expressions

    def expr(self, e: ast.Expr, sc: Scope, cx: Ctx) -> Fn:
        meth = getattr(self, "x_" + type(e).__name__, None)
        if meth is None:
            raise SpecError(f"TLC cannot evaluate this kind of expression ({type(e).__name__}).", e.span)
        if self.tracing:  # each time, as TLC evaluates it: no hoisting, no generated code
            return traced(meth(e, sc, cx), e.span)
        if self.costs is not None:  # TLC evaluates each time: no hoisting, no generated code
            f, node = self.costs.compiled(e, lambda: meth(e, sc, cx))
            if node is not None and isinstance(e, ast.FnConstruct):  # TLC's toFcnRcd: its domain's size
                f = counting_cost(node, f, 0)
            elif node is not None and isinstance(e, MAKERS):
                f = self.costs.making(node, f, sized=isinstance(e, ast.FnSet))
            return f if node is None else counting(node, f)
        if self.worth_hoisting(e, sc):
            level = self.closed_level(e, sc)
            if level == 0 or (level == 1 and not cx.init and not cx.primed):
                before = self.volatile
                f = meth(e, sc, cx)
                if self.volatile != before:
                    return f
                return hoisted(f) if level == 0 else per_state(f, [NOT_A_STATE, None])
        if codegen.ENABLED and isinstance(e, codegen.GENERATED):
            g = codegen.generate(self, e, sc, cx)
            if g is not None:
                return g
        return meth(e, sc, cx)

    def worth_hoisting(self, e: ast.Expr, sc: Scope) -> bool:
        """Set and function constructors and EXCEPT, which build a new value at every evaluation."""
        if isinstance(e, HOISTED):
            return True
        return isinstance(e, ast.OpApp) and e.op in HOISTED_OPS and not e.via and sc.lookup(e.op) is None

    def x_Number(self, e: ast.Number, sc: Scope, cx: Ctx) -> Fn:
        if e.value > 2**31 - 1:  # TLC's integers are 32-bit; it stops (exit 255) at a literal beyond them
            raise TlaError(f"TLC can't handle a number this big.\n{e.value}", e.span)
        return const(e.value)

    def x_String(self, e: ast.Expr, sc: Scope, cx: Ctx) -> Fn:
        return const(e.value)

    x_Bool = x_String

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


_POSITIONS = {"<<": "1", ">>": "2"}


class _CaseArm(list):
    """A CASE arm as SANY numbers it: `!i` an arm, `!i!1` its guard, `!i!2` its value."""


def _operands(e: ast.Expr) -> list | None:
    """The operands a positional selector `!n` picks among, as SANY numbers them."""
    if isinstance(e, ast.Junction):
        return e.items
    if isinstance(e, ast.If):
        return [e.cond, e.then, e.else_]
    if isinstance(e, ast.Case):
        other = [_CaseArm([None, e.other])] if e.other is not None else []  # OTHER has no guard to select
        return [_CaseArm(arm) for arm in e.arms] + other
    if isinstance(e, _CaseArm):
        return list(e)
    if isinstance(e, (ast.Tuple, ast.SetEnum)):
        return e.elems
    if isinstance(e, (ast.RecordConstruct, ast.RecordSet)):
        return [v for _, v in e.fields]
    if isinstance(e, (ast.BoxAction, ast.AngleAction)):
        return [e.action, e.sub]
    if isinstance(e, ast.Fairness):
        return [e.sub, e.action]
    if isinstance(e, (ast.Quant, ast.FnConstruct, ast.SetMap)):
        return [b.domain for b in e.binders]  # the bounds; `!(e)` selects the body
    if isinstance(e, (ast.Choose, ast.SetFilter)):
        return [e.binder.domain]
    if isinstance(e, ast.Field):
        return [e.expr, ast.String(e.name, span=e.span)]
    if isinstance(e, ast.FnApp):
        return [e.fn, *e.args]
    if isinstance(e, ast.Let):
        return [e.body]
    if isinstance(e, ast.Except):
        return [e.fn, *(v for _, v in e.updates)]
    return getattr(e, "args", None)


def _nonexistent_operand(step: str, span: ast.Span, at: int) -> SpecError:
    """SANY's error for a positional selector with no such operand, placed at the selector (column at + 1)."""
    what = f"argument selector {step}" if step.isdigit() else step
    return SpecError(f"Nonexistent operand specified by `{what}'.",
                     ast.Span(span.file, span.line, at + 1, span.line, at + len(step)))


def _let_def(body: ast.Expr, name: str) -> ast.OpDef | None:
    """The definition called name of the LET that body is, if any."""
    if not isinstance(body, ast.Let):
        return None
    return next((d for d in body.defs if isinstance(d, ast.OpDef) and d.name == name), None)


def _find_label(node: object, name: str) -> ast.Label | None:
    """The outermost label `name::` in an expression, not looking into the definitions of a LET."""
    if isinstance(node, ast.Label):
        if node.name == name:
            return node
        return _find_label(node.expr, name)
    if isinstance(node, ast.Let):
        return _find_label(node.body, name)
    if isinstance(node, ast.Node):
        children = vars(node).values()
    elif isinstance(node, (list, tuple)):
        children = node
    else:
        return None
    for child in children:
        found = _find_label(child, name)
        if found is not None:
            return found
    return None
