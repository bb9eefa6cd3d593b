"""Generated Python source for expressions (issue 9): one function with plain locals in place of a chain
of closures, compiled once with compile().

An expression whose root is one of GENERATED becomes one function `g(s, t, fr)`. The parts the
Generator knows (literals, names, Boolean connectives, IF, LET, = and #, \\in, natives such as +,
tuples, records, field access, function application, user operators inlined with their arguments)
are a few statements of it; every other part is a call of the closure ExprCompiler builds for it.
The statements call the helpers the closures call, so values and TLC's errors are the same.
Switched by TLAPY_CODEGEN=0/1 (see ENABLED).
"""

from __future__ import annotations

import builtins
import os
import platform
import types
from typing import Any

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import (
    PY_ERRORS,
    Ctx,
    Fn,
    as_bool,
    conj,
    const_of,
    disj,
    fmt,
    iter_any,
    iter_set,
    not_boolean,
    py_error,
    read_next,
    spanned,
)
from tla_py.semantics.compile_calls import EVAL_DEFINITION
from tla_py.semantics.compile_ops import BOOL_OPS, BUILTIN_BINARY, BUILTIN_NAMES, tlc_eq, tlc_neq
from tla_py.semantics.scope import (
    UNSET,
    Bound,
    Builtin,
    ConstCell,
    Def,
    Lazy,
    Meaning,
    OpArg,
    OpTable,
    Scope,
    Subst,
    SVar,
    Value,
)
from tla_py.stdlib import LAZY_ARGS, ORDER_SENSITIVE, VOLATILE, WRITES
from tla_py.syntax import ast
from tla_py.values import Fcn, Interval, ModelValue, Seq, SetValue, apply, field, ops
from tla_py.values.comparable import SCALARS, check_unequal

ENABLED = os.environ.get("TLAPY_CODEGEN", "0" if platform.python_implementation() == "PyPy" else "1") == "1"
"""On by default on CPython only: there it saved 2-13% of the seeds' CPU time, on PyPy it cost 4-55%."""

GENERATED = (ast.OpApp, ast.Junction, ast.If, ast.Let, ast.Field, ast.FnApp, ast.Tuple, ast.RecordConstruct,
             ast.Label, ast.Quant)
"""The expression kinds worth a generated function of their own (names and literals are not)."""

MAX_INDENT = 14
"""Deeper than this, a part becomes a closure call (CPython allows 20 nested try blocks, 100 indents)."""


def eq_check(x: Any, y: Any, span: ast.Span) -> None:
    """TLC's error where it cannot compare x and y (as OperatorCompiler.equality checks)."""
    try:
        check_unequal(x, y)
    except EvalError as e:
        raise spanned(e, span) from None


HELPERS = {
    "EvalError": EvalError, "PY_ERRORS": PY_ERRORS, "spanned": spanned, "py_error": py_error,
    "as_bool": as_bool, "not_boolean": not_boolean, "fmt": fmt, "read_next": read_next, "eq_check": eq_check,
    "UNSET": UNSET, "SCALARS": SCALARS, "SetValue": SetValue, "ModelValue": ModelValue,
    "Fcn": Fcn, "Seq": Seq, "apply": apply, "field": field,
}
"""The generated functions' globals: what the closures call."""

_CODES: dict[str, types.CodeType] = {}
"""Source text -> its generated function's code (compiled once per text)."""


def generate(comp: Any, e: ast.Expr, sc: Scope, cx: Ctx) -> Fn | None:
    """e as one generated function; None when its root is not a part the Generator knows."""
    g = Generator(comp)
    out = g.root(e, sc, cx)
    if out is None:
        return None
    return g.src.function([f"return {out}"])


def generate_test(comp: Any, e: ast.Expr, sc: Scope, cx: Ctx, k: Fn) -> Fn | None:
    """A conjunct of an action that only prunes (ActionCompiler.test): e generated, then k called."""
    if not isinstance(e, GENERATED) or comp.worth_hoisting(e, sc):
        return None
    g = Generator(comp)
    out = g.root(e, sc, cx)
    if out is None:
        return None
    src = g.src
    then, span = src.value(k), src.value(e.span)
    return src.function([f"if {out} is True: return {then}(s, t, fr)",
                         f"if {out} is not False: as_bool({out}, 'a conjunct of an action', {span})",
                         "return False"])


def literal_elements(e: ast.Expr) -> tuple[type, frozenset] | None:
    """The elements of a set written with string literals only, or integer literals only, and their kind."""
    if not isinstance(e, ast.SetEnum) or not e.elems:
        return None
    for kind, node in ((str, ast.String), (int, ast.Number)):
        if all(type(a) is node and type(a.value) is kind for a in e.elems):
            return kind, frozenset(a.value for a in e.elems)
    return None


class Source:
    """The statements of one generated function and the values they name (k0, k1, ...)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.values: list[Any] = []
        self.known: dict[str, Any] = {}
        """Generated name or literal -> the constant it stands for."""
        self.n = 0
        self.indent = 2

    def value(self, v: Any) -> str:
        if type(v) in (int, bool, str) or v is None:
            name = repr(v)
        else:
            self.values.append(v)
            name = f"k{len(self.values) - 1}"
        self.known[name] = v
        return name

    def local(self) -> str:
        self.n += 1
        return f"v{self.n}"

    def line(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)

    def block(self, header: str) -> None:
        self.line(header)
        self.indent += 1

    def end(self) -> None:
        self.indent -= 1

    def function(self, tail: list[str]) -> Fn:
        """The generated function: its statements, then `tail`'s; its values k0, k1, ... are its globals,
        not closure cells, which CPython copies into every call's frame (a larger frame, and a copy)."""
        text = "\n".join(["def g(s, t, fr):", *(line[4:] for line in self.lines),
                          *("    " + line for line in tail), ""])
        code = _CODES.get(text)
        if code is None:
            module = compile(text, "<tla_py codegen>", "exec")
            code = _CODES[text] = next(c for c in module.co_consts if isinstance(c, types.CodeType))
        ns = dict(HELPERS, __builtins__=builtins)
        ns.update((f"k{i}", v) for i, v in enumerate(self.values))
        return types.FunctionType(code.replace(), ns)  # its own copy: CPython specializes a code per globals


class Generator:
    """Writes an expression as statements of one Source, asking the ExprCompiler `comp` for the rest."""

    def __init__(self, comp: Any):
        self.c = comp
        self.src = Source()
        self.bools: set[str] = {"True", "False"}
        """The generated names known to hold TRUE or FALSE (no check needed)."""

    def root(self, e: ast.Expr, sc: Scope, cx: Ctx) -> str | None:
        return getattr(self, "g_" + type(e).__name__)(e, sc, cx)

    def gen(self, e: ast.Expr, sc: Scope, cx: Ctx) -> str:
        """A Python expression for e's value (a local, a literal, or a read of s)."""
        meth = getattr(self, "g_" + type(e).__name__, None)
        if meth is not None and self.src.indent <= MAX_INDENT and not self.c.worth_hoisting(e, sc):
            out = meth(e, sc, cx)
            if out is not None:
                return out
        return self.call(self.c.expr(e, sc, cx))

    def call(self, f: Fn) -> str:
        known, v = const_of(f)
        if known:
            return self.src.value(v)
        r = self.src.local()
        self.src.line(f"{r} = {self.src.value(f)}(s, t, fr)")
        return r

    def assign(self, out: str) -> str:
        """out in a local of its own (a local already is one: each is assigned its final value once)."""
        if out[0] == "v" and out[1:].isdigit():
            return out
        r = self.src.local()
        self.src.line(f"{r} = {out}")
        return r

    def check_bool(self, r: str, what: str, span: ast.Span) -> None:
        if r in self.bools:
            return
        k = self.src.value(span)
        self.src.line(f"if {r} is not True and {r} is not False: as_bool({r}, {what!r}, {k})")

    # ------------------------------------------------------------ literals and names

    def g_Number(self, e: ast.Number, sc: Scope, cx: Ctx) -> str | None:
        return repr(e.value) if e.value <= 2**31 - 1 else None

    def g_String(self, e: ast.Expr, sc: Scope, cx: Ctx) -> str:
        return repr(e.value)

    g_Bool = g_String

    def g_Label(self, e: ast.Label, sc: Scope, cx: Ctx) -> str:
        return self.gen(e.expr, sc, cx)

    def g_Name(self, e: ast.Name, sc: Scope, cx: Ctx) -> str | None:
        return self.meaning(self.c.resolve(e.name, sc, e.span), e.name, [], e.span, sc, cx)

    def g_OpApp(self, e: ast.OpApp, sc: Scope, cx: Ctx) -> str | None:
        if e.via:
            return None
        m, _ = self.c.resolve_app(e, sc)
        if m is None:
            return self.builtin(e, sc, cx)
        return self.meaning(m, e.op, e.args, e.span, sc, cx)

    def meaning(self, m: Meaning, name: str, args: list[ast.Expr], span: ast.Span, sc: Scope,
                cx: Ctx) -> str | None:
        """What CallCompiler.ref compiles, for the meanings with a short generated form."""
        src = self.src
        if isinstance(m, Bound) and not args:
            return self.assign(f"fr[{m.slot}]")
        if isinstance(m, SVar) and not args:
            if cx.primed or cx.init:
                return self.assign(f"read_next(t, {m.index}, {m.name!r}, {src.value(span)})")
            return f"s[{m.index}]"
        if isinstance(m, Value) and not args:
            return src.value(m.value)
        if isinstance(m, Builtin):
            if m.name in BUILTIN_NAMES:
                return src.value(BUILTIN_NAMES[m.name])
            return self.builtin(ast.OpApp(m.name, args, span=span), sc, cx)
        if isinstance(m, ConstCell):
            if m.override is not None:
                return self.meaning(m.override, name, args, span, sc, cx)
            return None if m.value is UNSET or isinstance(m.value, OpTable) else src.value(m.value)
        simple = isinstance(m, Lazy) and isinstance(m.expr, (ast.Name, ast.Number))
        if simple and (m.slot is None or cx.primed):
            return self.gen(m.expr, m.scope, cx)
        if isinstance(m, Subst) and not args:
            if isinstance(m.expr, ast.Name) or cx.init or self.c.closed_level(m.expr, m.scope) != 1:
                return self.gen(m.expr, m.scope, cx)
            return self.call(self.c.substituted(m, cx))  # a state function: remembered per state
        if isinstance(m, OpArg):
            return self.meaning(m.target, name, args, span, sc, cx)
        if isinstance(m, Def) and len(args) == m.arity and args:
            if m.native is not None:
                return self.native(m, args, sc, cx, span)
            if isinstance(m.node, ast.OpDef) and not m.recursive:
                return self.inline(m, args, sc, cx)
        return None

    def native(self, d: Def, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> str | None:
        """A standard-module operator (+, Len, ...) called with its arguments' values."""
        nat = d.native
        special = nat in LAZY_ARGS or nat in ORDER_SENSITIVE or nat in VOLATILE or nat in WRITES \
            or nat is EVAL_DEFINITION  # the closures count them (CallCompiler.call_native)
        if special or any(p.arity for p in d.node.params):
            return None
        if all(isinstance(a, (ast.Number, ast.String, ast.Bool)) for a in args):  # -1: a constant
            folded = self.c.folded(nat, [self.c.expr(a, sc, cx) for a in args])
            if folded is not None:
                return self.call(folded)
        src = self.src
        r = src.local()
        src.block("try:")
        xs = [self.gen(a, sc, cx) for a in args]
        src.line(f"{r} = {src.value(nat)}({', '.join(xs)})")
        src.end()
        self.reraise(span, py_errors=True)
        return r

    def reraise(self, span: ast.Span, py_errors: bool) -> None:
        k = self.src.value(span)
        self.src.line(f"except EvalError as err: raise spanned(err, {k}) from None")
        if py_errors:
            self.src.line(f"except PY_ERRORS as err: raise py_error(err, {k}) from None")

    def inline(self, d: Def, args: list[ast.Expr], sc: Scope, cx: Ctx) -> str | None:
        """A user operator's body in place of its call, its arguments lazy (as CallCompiler.inline)."""
        if self.c.depth >= 150:
            return None  # the closures raise the error for an undeclared recursion
        names, slots = self.c.bind_params(d.node.params, args, sc, cx)
        for k in slots:
            self.src.line(f"fr[{k}] = UNSET")
        self.c.depth += 1
        try:
            return self.gen(d.node.body, self.c.def_scope(d).child(names), cx)
        finally:
            self.c.depth -= 1

    # ------------------------------------------------------------ built-in operators

    def builtin(self, e: ast.OpApp, sc: Scope, cx: Ctx) -> str | None:
        op, args, span = e.op, e.args, e.span
        if op in BOOL_OPS:
            return self.boolean(op, args, sc, cx, span)
        if op in ("\\in", "\\notin") and len(args) == 2:
            target = self.c.filter_target(args[1], sc, cx)
            if target is not None:
                x = self.c.expr(args[0], sc, cx)
                return self.call(self.c.filter_member(op == "\\in", x, *target, cx, span))
        if op in ("\\in", "\\notin") and len(args) == 2:
            literals = literal_elements(args[1])
            if literals is not None:
                return self.literal_member(op == "\\in", args, literals, sc, cx, span)
        if op in BUILTIN_BINARY and len(args) == 2:
            fn = BUILTIN_BINARY[op]
            if fn is tlc_eq or fn is tlc_neq:
                return self.equality(fn is tlc_eq, args, sc, cx, span)
            x, y = self.gen(args[0], sc, cx), self.gen(args[1], sc, cx)
            r = self.src.local()
            self.src.block("try:")
            self.src.line(f"{r} = {self.src.value(fn)}({x}, {y})")
            self.src.end()
            self.reraise(span, py_errors=True)
            return r
        if op == "'" and not cx.primed and len(args) == 1:
            return self.gen(args[0], sc, cx.prime())
        return None

    def equality(self, positive: bool, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> str:
        """`a = b` or `a # b` as OperatorCompiler.equality decides it."""
        src = self.src
        x, y = self.gen(args[0], sc, cx), self.gen(args[1], sc, cx)
        x, y = self.assign(x), self.assign(y)
        r, k = src.local(), src.value(span)
        src.block(f"if type({x}) is type({y}):")
        src.line(f"{r} = {positive} if {x} == {y} else {not positive}")
        if not any(type(src.known.get(z)) in SCALARS for z in (x, y)):  # else x and y are scalars
            sizes = f"len({x}.elems) == len({y}.elems)"
            src.line(f"if {r} is {not positive} and type({x}) not in SCALARS and "
                     f"(type({x}) is not SetValue or {sizes}): eq_check({x}, {y}, {k})")
        kinds = {type(src.known.get(z)) for z in (x, y)}
        if not any(t in SCALARS and t is not ModelValue for t in kinds):
            src.line(f"if {r} is {not positive} and type({x}) is ModelValue and {x}.typ is not None: "
                     f"eq_check({x}, {y}, {k})")  # model values of different types
        src.end()
        src.block("else:")
        src.line(f"eq_check({x}, {y}, {k})")
        src.line(f"{r} = ({x} == {y}) is {positive}")
        src.end()
        self.bools.add(r)
        return r

    def literal_member(self, positive: bool, args: list[ast.Expr], literals: tuple[type, frozenset],
                       sc: Scope, cx: Ctx, span: ast.Span) -> str:
        """x \\in {"a", "b"} (or of integers): a Python set lookup when x is of the elements' kind, where
        it answers as ops.member does; any other x goes through ops.member and its errors."""
        (kind, elems), src = literals, self.src
        x = self.assign(self.gen(args[0], sc, cx))
        r, test = src.local(), "in" if positive else "not in"
        src.line(f"if type({x}) is {kind.__name__}: {r} = {x} {test} {src.value(elems)}")
        src.block("else:")
        y = self.gen(args[1], sc, cx)
        src.block("try:")
        src.line(f"{r} = {src.value(ops.member if positive else ops.not_member)}({x}, {y})")
        src.end()
        self.reraise(span, py_errors=True)
        src.end()
        self.bools.add(r)
        return r

    def boolean(self, op: str, args: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> str | None:
        if op == "/\\" or op == "\\/":
            return self.junction(op, args, sc, cx, span)
        if op == "~" and len(args) == 1:
            r = self.assign(self.gen(args[0], sc, cx))
            self.src.line(f"if {r} is True: {r} = False")
            self.src.line(f"elif {r} is False: {r} = True")
            self.src.line(f"else: as_bool({r}, 'the argument of ~', {self.src.value(span)})")
            self.bools.add(r)
            return r
        if op == "=>" and len(args) == 2:
            r = self.assign(self.gen(args[0], sc, cx))
            self.check_bool(r, "the left side of =>", span)
            self.src.block(f"if {r} is True:")
            self.src.line(f"{r} = {self.gen(args[1], sc, cx)}")
            self.check_bool(r, "the right side of =>", span)
            self.src.end()
            self.src.line(f"else: {r} = True")
            self.bools.add(r)
            return r
        if op == "<=>" and len(args) == 2:
            a = self.assign(self.gen(args[0], sc, cx))
            self.check_bool(a, "an argument of <=>", span)
            b = self.assign(self.gen(args[1], sc, cx))
            self.check_bool(b, "an argument of <=>", span)
            return self.boolean_local(f"{a} is {b}")
        return None

    def boolean_local(self, out: str) -> str:
        r = self.assign(out)
        self.bools.add(r)
        return r

    def junction(self, op: str, items: list[ast.Expr], sc: Scope, cx: Ctx, span: ast.Span) -> str:
        """/\\ (or \\/) of items, left to right, stopping at the first FALSE (TRUE)."""
        go, junction = ("True", "conjunction") if op == "/\\" else ("False", "disjunction")
        what = f"a formula in a {junction}"
        src = self.src
        r = src.local()
        opened = 0
        for i, item in enumerate(items):
            if i and src.indent > MAX_INDENT:
                rest = [self.c.expr(x, sc, cx) for x in items[i:]]
                src.line(f"{r} = {self.call(self.rest_of(op, rest, span))}")
                break
            x = self.gen(item, sc, cx)
            src.line(f"{r} = {x}")
            if i == len(items) - 1:
                if x not in self.bools:
                    self.check_bool(r, what, span)
                break
            if x not in self.bools:
                self.check_bool(r, what, span)
            src.block(f"if {r} is {go}:")
            opened += 1
        for _ in range(opened):
            src.end()
        self.bools.add(r)
        return r

    @staticmethod
    def rest_of(op: str, rest: list[Fn], span: ast.Span) -> Fn:
        return conj(rest, span) if op == "/\\" else disj(rest, span)

    def g_Junction(self, e: ast.Junction, sc: Scope, cx: Ctx) -> str:
        return self.junction(e.kind, e.items, sc, cx, e.span)

    # ------------------------------------------------------------ control

    def g_If(self, e: ast.If, sc: Scope, cx: Ctx) -> str:
        src = self.src
        c = self.assign(self.gen(e.cond, sc, cx))
        r = src.local()
        src.block(f"if {c} is True:")
        src.line(f"{r} = {self.gen(e.then, sc, cx)}")
        src.end()
        src.block(f"elif {c} is False:")
        src.line(f"{r} = {self.gen(e.else_, sc, cx)}")
        src.end()
        src.line(f"else: raise not_boolean({c}, 'the condition of an IF', {src.value(e.cond.span)})")
        return r

    def g_Let(self, e: ast.Let, sc: Scope, cx: Ctx) -> str:
        inner, slots = self.c.let_scope(e, sc, cx)
        for k in slots:
            self.src.line(f"fr[{k}] = UNSET")
        return self.gen(e.body, inner, cx)

    def g_Quant(self, e: ast.Quant, sc: Scope, cx: Ctx) -> str | None:
        """\\A x, y \\in S: P and \\E ...: P as nested loops with P's statements inside, each set walked as
        QuantifierCompiler.x_Quant walks it (in TLC's order when P is order sensitive)."""
        if e.kind not in ("\\A", "\\E") or any(b.is_tuple for b in e.binders) \
                or self.src.indent + sum(len(b.names) for b in e.binders) > MAX_INDENT:
            return None
        src, forall = self.src, e.kind == "\\A"
        inner, steps = self.c.binder_steps(e.binders, sc, cx)
        r = src.local()
        src.line(f"{r} = {forall}")
        before, headers, ds = self.c.order_sensitive, [], []
        for (k,), dom, _, _ in steps:  # each set evaluated before its loop, as x_Quant's fq does
            ds.append(self.call(dom))
            v = src.local()
            headers.append((len(src.lines), src.indent, v))
            src.block("")  # the loop's header, once the body has told how to walk the set
            src.line(f"fr[{k}] = {v}")
        x = self.gen(e.body, inner, cx)
        what = f"the body of {e.kind}" if len(steps) == 1 else "the body of a quantifier"
        self.check_bool(x, what, e.body.span)
        src.line(f"if {x} is {not forall}: {r} = {not forall}; break")
        for _ in steps[1:]:
            src.end()
            src.line(f"if {r} is {not forall}: break")
        src.end()
        ordered = self.c.order_sensitive != before
        walker = src.value(iter_set if ordered else iter_any)
        for (at, indent, v), d, (_, _, _, dspan) in zip(headers, ds, steps):
            stored = "" if ordered else f"{d}.elems if type({d}) is SetValue else "
            interval = f"range({d}.lo, {d}.hi + 1) if type({d}) is {src.value(Interval)} else "
            walk = f"{walker}({d}, {src.value(dspan)})"
            src.lines[at] = "    " * indent + f"for {v} in ({stored}{interval}{walk}):"
        self.bools.add(r)
        return r

    # ------------------------------------------------------------ functions, records, tuples

    def g_Field(self, e: ast.Field, sc: Scope, cx: Ctx) -> str:
        v = self.assign(self.gen(e.expr, sc, cx))
        return self.lookup(v, repr(e.name), f"field({v}, {e.name!r})", e.span)

    def lookup(self, f: str, key: str, slow: str, span: ast.Span, seq: bool = False) -> str:
        """f's value at key: from a Fcn's map (or, with `seq`, a Seq's elements) at once, else by `slow`
        (which raises TLC's error)."""
        src = self.src
        r = src.local()
        at_index = (f"{f}.elems[{key} - 1] if type({f}) is Seq and type({key}) is int "
                    f"and 0 < {key} <= len({f}.elems) else ")
        src.line(f"{r} = {f}.map.get({key}, UNSET) if type({f}) is Fcn else {at_index if seq else ''}UNSET")
        src.block(f"if {r} is UNSET:")
        src.block("try:")
        src.line(f"{r} = {slow}")
        src.end()
        self.reraise(span, py_errors=False)
        src.end()
        return r

    def g_FnApp(self, e: ast.FnApp, sc: Scope, cx: Ctx) -> str | None:
        if isinstance(e.fn, ast.Name):
            try:
                m = self.c.resolve(e.fn.name, sc, e.fn.span)
            except SpecError:
                return None  # the closures report it, after compiling the arguments
            if isinstance(m, Def) and isinstance(m.node, ast.FnDef) and m.recursive:
                return None  # applied by rec_apply
        f = self.assign(self.gen(e.fn, sc, cx))
        xs = [self.gen(a, sc, cx) for a in e.args]
        x = self.assign(xs[0] if len(xs) == 1 else f"Seq(({', '.join(xs)},))")
        return self.lookup(f, x, f"apply({f}, {x})", e.span, seq=True)

    def g_Tuple(self, e: ast.Tuple, sc: Scope, cx: Ctx) -> str:
        xs = [self.gen(a, sc, cx) for a in e.elems]
        return self.assign(f"Seq(({''.join(x + ', ' for x in xs)}))")

    def g_RecordConstruct(self, e: ast.RecordConstruct, sc: Scope, cx: Ctx) -> str:
        xs = [(n, self.gen(x, sc, cx)) for n, x in e.fields]
        return self.assign("Fcn({" + ", ".join(f"{n!r}: {x}" for n, x in xs) + "})")
