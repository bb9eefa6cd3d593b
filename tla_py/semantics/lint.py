"""Lint: every name defined, every application with the right number of arguments, and a config that
names only what the spec defines -- all problems at once, each with its span."""

from __future__ import annotations

from pathlib import Path

from tla_py.errors import SpecError, TlaError, source_line
from tla_py.semantics.compile_ops import BOOL_OPS, BUILTIN_BINARY, BUILTIN_NAMES, BUILTIN_UNARY, TEMPORAL_OPS
from tla_py.semantics.modules import STDLIB_DIR
from tla_py.semantics.scope import (
    Bound,
    ConstCell,
    Def,
    InstanceDef,
    Meaning,
    RtOp,
    Scope,
    Subst,
)
from tla_py.syntax import ast

BUILTIN_OPS = BOOL_OPS | set(BUILTIN_BINARY) | set(BUILTIN_UNARY) | TEMPORAL_OPS | {
    "\\X", "'", "UNCHANGED", "ENABLED", "\\cdot"}


class Linter:
    """Walks every definition of the user's modules with its scope."""

    def __init__(self, loader, compiler):
        self.loader = loader
        self.c = compiler
        self.errors: list[TlaError] = []
        self.order: dict[int, int] = {}
        self.current: tuple[str, int] | None = None

    def fail(self, msg: str, span: ast.Span) -> None:
        self.errors.append(SpecError(msg, span))

    def arity(self, m: Meaning) -> int | None:
        if isinstance(m, (Def, ConstCell, RtOp)):
            return m.arity
        if isinstance(m, Subst):
            if isinstance(m.expr, ast.Lambda):
                return len(m.expr.params)
            if isinstance(m.expr, ast.Name):
                inner = m.scope.lookup(m.expr.name)
                return self.arity(inner) if inner is not None else None
            return 0
        if isinstance(m, InstanceDef):
            return None
        return 0

    def module(self, env) -> None:
        mod = env.module
        self.recursive_defined(mod.units)
        base = Scope(env.defs, None, env)
        for i, u in enumerate(mod.units):
            self.order[id(u)] = i
        for i, u in enumerate(mod.units):
            self.current = (env.name, i)
            if isinstance(u, ast.OpDef):
                self.expr(u.body, base.child({p.name: RtOp(0, p.arity) for p in u.params}))
            elif isinstance(u, ast.FnDef):
                self.fn_def(u, base)
            elif isinstance(u, (ast.Assume, ast.Theorem)):
                self.expr(u.expr, base)
            elif isinstance(u, ast.Instance):
                self.substitutions(u, base.child({p.name: RtOp(0, p.arity) for p in u.params}))
        self.current = None

    def substitutions(self, u: ast.Instance, sc: Scope) -> None:
        """What INSTANCE substitutes: a value for a CONSTANT or VARIABLE, an operator of the same arity
        for a CONSTANT operator (`Op <- F`, F(_) defined; SANY's words where the arities differ)."""
        arities = self.loader.constant_arities(u.module)
        for name, e in u.substitutions:
            want = arities.get(name, 0)
            if isinstance(e, ast.Name) and (want or e.name in BUILTIN_OPS):
                m = sc.lookup(e.name)
                got = self.arity(m) if m is not None else None
                if m is not None:
                    self.check_ref(m, e.name, e.span)
                if got is not None and got != want:
                    self.fail(f"Expected arity {want} but found operator of arity {got}.", e.span)
                elif m is None and e.name not in BUILTIN_OPS:
                    self.fail(f"Unknown operator: `{e.name}'.", e.span)
                continue
            if isinstance(e, ast.Lambda) and want and len(e.params) != want:
                self.fail(f"Expected arity {want} but found operator of arity {len(e.params)}.", e.span)
            self.expr(e, sc)

    def recursive_defined(self, units: list) -> None:
        """Each name a RECURSIVE declares is defined once, in the same module or LET."""
        defined = {u.name for u in units if isinstance(u, (ast.OpDef, ast.FnDef))}
        declared: set[str] = set()
        for u in units:
            if isinstance(u, ast.Recursive):
                for p in u.decls:
                    if p.name not in defined or p.name in declared:
                        self.fail(f"Symbol {p.name} declared in RECURSIVE statement but not defined.", u.span)
                    declared.add(p.name)

    def fn_def(self, u: ast.FnDef, sc: Scope) -> None:
        names: dict[str, Meaning] = {u.name: Bound(0)}
        for b in u.binders:
            if b.domain is not None:
                self.expr(b.domain, sc)
            names.update({n: Bound(0) for n in b.names})
        self.expr(u.body, sc.child(names))

    def check_ref(self, m: Meaning, name: str, span: ast.Span) -> None:
        """A reference to a later definition of the same module is a recursion without RECURSIVE."""
        if self.current is None or not isinstance(m, Def) or m.scope is not None or m.recursive:
            return
        mod, i = self.current
        j = self.order.get(id(m.node))
        if m.env.name == mod and j is not None and j >= i and not isinstance(m.node, ast.FnDef):
            self.fail(f"Operator {name} is used before its definition; a recursive operator must be "
                      f"declared RECURSIVE.", span)

    def expr(self, e: object, sc: Scope) -> None:
        if isinstance(e, list):
            for x in e:
                self.expr(x, sc)
            return
        if isinstance(e, tuple):
            for x in e:
                self.expr(x, sc)
            return
        if not isinstance(e, ast.Node):
            return
        if isinstance(e, ast.Name):
            m = sc.lookup(e.name)
            if m is None:
                if e.name not in BUILTIN_NAMES:
                    self.fail(f"Unknown operator: `{e.name}'.", e.span)
            else:
                self.check_ref(m, e.name, e.span)
                n = self.arity(m)
                if n:  # an operator where a value must be (its own place as an argument is op_app's)
                    self.fail(f"The operator {e.name} requires {n} arguments.", e.span)
            return
        if isinstance(e, ast.At):
            if sc.lookup("@") is None:
                self.fail("@ used where its meaning is not defined.", e.span)
            return
        if isinstance(e, ast.OpApp):
            self.op_app(e, sc)
            return
        if isinstance(e, ast.Let):
            self.recursive_defined(e.defs)
            names: dict[str, Meaning] = {}
            inner = sc.child(names)
            for d in e.defs:
                if isinstance(d, ast.OpDef):
                    names[d.name] = Def(d, sc.env, scope=inner, recursive=True)
                elif isinstance(d, ast.FnDef):
                    names[d.name] = Def(d, sc.env, scope=inner)
                elif isinstance(d, ast.Instance):
                    try:
                        from tla_py.semantics.scope import ModuleEnv

                        tmp = ModuleEnv(sc.env.name, sc.env.module, names, {}, False)
                        self.loader.instance_unit(d, inner, tmp)
                    except TlaError as err:
                        self.errors.append(err)
                    self.substitutions(d, inner)  # after the module is loaded: its CONSTANTs' arities
            for d in e.defs:
                if isinstance(d, ast.OpDef):
                    self.expr(d.body, inner.child({p.name: RtOp(0, p.arity) for p in d.params}))
                elif isinstance(d, ast.FnDef):
                    self.fn_def(d, inner)
            self.expr(e.body, inner)
            return
        if isinstance(e, ast.Lambda):
            self.expr(e.body, sc.child({p: Bound(0) for p in e.params}))
            return
        if isinstance(e, ast.Except):
            self.expr(e.fn, sc)
            at = sc.child({"@": Bound(0)})
            for path, val in e.updates:
                for k in path:
                    self.expr(k.index or [], sc)
                self.expr(val, at)
            return
        binders = self.c._binders_of(e)
        if binders:
            names = {}
            for b in binders:
                if b.domain is not None:
                    self.expr(b.domain, sc)
                names.update({n: Bound(0) for n in b.names})
            inner = sc.child(names)
            for k, v in vars(e).items():
                if k not in ("binders", "binder", "span"):
                    self.expr(v, inner)
            return
        for k, v in vars(e).items():
            if k != "span":
                self.expr(v, sc)

    def op_app(self, e: ast.OpApp, sc: Scope) -> None:
        for _, args in e.via:
            self.expr(args, sc)
        self.arguments(e, sc)
        if e.via and sc.lookup(e.via[0][0]) is None:  # SANY looks up the whole name: its last part is unknown
            self.fail(f"Unknown operator: `{e.op}'.", _op_span(e))
            return
        if e.via:
            try:
                m, _ = self.c.resolve_app(e, sc)
            except TlaError as err:
                self.errors.append(err)
                return
            if isinstance(m, Subst):  # I!C: what INSTANCE substitutes is no definition of the module
                self.fail(f"Unknown operator: `{e.op}'.", e.span)
                return
        else:
            m = sc.lookup(e.op)
            if m is None:
                if e.op not in BUILTIN_OPS and e.op not in BUILTIN_NAMES:
                    self.fail(f"Unknown operator: `{e.op}'.", e.span)
                return
            self.check_ref(m, e.op, e.span)
        n = self.arity(m) if m is not None and not e.via else None  # a path's last step may be a label's
        if n is not None and n != len(e.args) and not (n > 0 and not e.args):
            self.fail(f"The operator {e.op} requires {n} arguments.", _arguments_span(e))

    def arguments(self, e: ast.OpApp, sc: Scope) -> None:
        """e's arguments: values, or operators where the operator's parameter is one of that arity."""
        m = None if e.via else sc.lookup(e.op)
        params = m.node.params if isinstance(m, Def) and isinstance(m.node, ast.OpDef) else None
        takes_operators = params is not None or isinstance(m, (ConstCell, RtOp, Subst))
        for i, a in enumerate(e.args):
            want = params[i].arity if params is not None and i < len(params) else None
            if isinstance(a, ast.Lambda) and want is not None and want != len(a.params):
                self.fail(f"Lambda expression with arity {len(a.params)} used as argument {i + 1} of "
                          f"operator `{e.op}', \nbut an operator of arity {want} is required.", a.span)
            if isinstance(a, ast.Name) and takes_operators and want != 0:
                arg = sc.lookup(a.name)
                if arg is None and a.name in BUILTIN_OPS:  # F(\land): a built-in operator passed
                    continue
                if arg is not None and self.arity(arg):  # an operator passed to an operator parameter
                    self.check_ref(arg, a.name, a.span)
                    continue
            self.expr(a, sc)


def _op_span(e: ast.OpApp) -> ast.Span:
    """Where SANY places an unknown `M!Op`: at Op."""
    sp = e.span
    at = (source_line(sp.file, sp.line) or "").find(f"!{e.op}", sp.col - 1)
    col = at + 2 if at >= 0 else sp.col
    return ast.Span(sp.file, sp.line, col, sp.line, col + len(e.op) - 1)


def _arguments_span(e: ast.OpApp) -> ast.Span:
    """Where SANY places a wrong number of arguments: from the `(` after the operator's name."""
    sp = e.span
    text = source_line(sp.file, sp.line) or ""
    at = text.find("(", sp.col - 1 + len(e.op))
    col = at + 1 if at >= 0 and text[sp.col - 1 + len(e.op):at].strip() == "" else sp.col
    return ast.Span(sp.file, sp.line, col, sp.end_line, sp.end_col)


def name_errors(loader, compiler) -> list[TlaError]:
    """SANY's errors of names in the user's modules, used or not: unknown operators, wrong numbers of
    arguments, a definition used before it without RECURSIVE."""
    linter = Linter(loader, compiler)
    seen: set[str] = set()
    for env in list(loader.envs):
        f = env.module.span.file
        if env.name in seen or (f and Path(f).resolve().parent == STDLIB_DIR):
            continue
        seen.add(env.name)
        linter.module(env)
    return linter.errors
