"""The semantic errors SANY reports before TLC starts (exit 150): level errors (a variable or a prime in
an ASSUME, a primed action or temporal formula, a conjunction of an action and a temporal formula),
a record with a field twice, a root module named unlike its file; and the config's substitution of a
constant by an operator that reads a variable, which TLC refuses (exit 151)."""

from __future__ import annotations

from pathlib import Path

from tla_py.errors import ConfigError, SpecError
from tla_py.semantics.chain import NameChain
from tla_py.semantics.leibniz import Leibniz
from tla_py.semantics.modules import STDLIB_DIR
from tla_py.semantics.scope import Def, Meaning, Scope, SVar
from tla_py.syntax import ast

_LEVELS = ["Constant", "State", "Action", "Temporal"]
_JUNCTIONS = {"/\\": "\\land", "\\/": "\\lor"}
_ALWAYS_EVENTUALLY = {"[]": (ast.BoxAction, "[] followed by action not of form [A]_v."),
                      "<>": (ast.AngleAction, "<> followed by action not of form <<A>>_v.")}


def level_errors(loader, compiler) -> list[SpecError]:
    """SANY's level and constructor errors in the user's modules (not the standard ones)."""
    checker = _Checker(compiler)
    seen: set[str] = set()
    for env in loader.envs:
        f = env.module.span.file
        if env.name in seen or (f and Path(f).resolve().parent == STDLIB_DIR):
            continue
        seen.add(env.name)
        base = Scope(env.defs, None, env)
        for u in env.module.units:
            if isinstance(u, ast.OpDef):
                checker.visit(u.body, base, NameChain({p.name: 0 for p in u.params}))
            elif isinstance(u, ast.FnDef):
                checker.visit([u.body, [b.domain for b in u.binders]], base,
                              NameChain({n: 0 for b in u.binders for n in [u.name, *b.names]}))
            elif isinstance(u, ast.Assume):
                checker.visit(u.expr, base, NameChain())
                lv = checker.level(u.expr, base, NameChain())
                if lv > 0:
                    checker.fail(f"Level error: assumptions must be level 0 (Constant),\n"
                                 f"but this one has level {lv}.", u.span)
            elif isinstance(u, ast.Instance):
                checker.instance(u, base, loader)
    return checker.errors


class _Checker:
    """Walks expressions with the names bound around them, asking the compiler for levels."""

    def __init__(self, compiler):
        self.c = compiler
        self.errors: list[SpecError] = []
        self.leibniz = Leibniz()

    def fail(self, message: str, span: ast.Span) -> None:
        self.errors.append(SpecError(message, span))

    def level(self, e: object, sc: Scope, local: NameChain[int]) -> int:
        return self.c.level(e, sc, local)

    def visit(self, e: object, sc: Scope, local: NameChain[int]) -> None:
        if isinstance(e, (list, tuple)):
            for x in e:
                self.visit(x, sc, local)
            return
        if not isinstance(e, ast.Node):
            return
        if isinstance(e, (ast.RecordConstruct, ast.RecordSet)):
            names = [n for n, _ in e.fields]
            if len(set(names)) != len(names):
                self.fail("Non-unique fields in constructor.", e.span)
        elif isinstance(e, ast.OpApp) and not e.via and sc.lookup(e.op) is None and e.op not in local:
            self.builtin(e, sc, local)
        elif isinstance(e, ast.Junction):
            self.junction(_JUNCTIONS[e.kind], e.items, e.span, sc, local)
        elif isinstance(e, ast.Quant):
            self.quantifier(e, sc, local)
        if isinstance(e, ast.Let):
            inner = local.child()
            for d in e.defs:
                if isinstance(d, ast.OpDef):
                    params = inner.child({p.name: 0 for p in d.params})
                    self.visit(d.body, sc, params)
                    inner[d.name] = self.level(d.body, sc, params)
                elif isinstance(d, ast.FnDef):
                    inner[d.name] = 0
            self.visit(e.body, sc, inner)
            return
        binders = self.c._binders_of(e)
        if binders or isinstance(e, ast.Lambda):
            inner = local.child()
            for b in binders:
                self.visit(b.domain, sc, inner)
                inner.own.update({n: 0 for n in b.names})
            inner.own.update({p: 0 for p in getattr(e, "params", ())})
            self.visit([v for k, v in vars(e).items() if k not in ("binders", "binder", "span", "params")],
                       sc, inner)
            return
        for k, v in vars(e).items():
            if k != "span":
                self.visit(v, sc, local)

    def instance(self, u: ast.Instance, sc: Scope, loader) -> None:
        """SANY's levels of what INSTANCE substitutes: a VARIABLE takes at most a state expression, and
        a CONSTANT of a module with VARIABLEs at most a constant one."""
        mod = loader.modules.get(u.module)
        constants, variables = loader.parameters(mod) if mod is not None else (set(), set())
        arities = loader.constant_arities(u.module)
        local = NameChain({p.name: 0 for p in u.params})
        for param, e in u.substitutions:
            if arities.get(param) and not self.leibniz.operator_is_leibniz(e, sc):
                self.fail(f"Error in instantiating module '{u.module}':\n A non-Leibniz operator substituted "
                          f"for '{param}'.", u.span)
                continue
            most = 1 if param in variables else 0 if param in constants and variables else None
            if most is not None and self.level(e, sc, local) > most:
                self.fail(f"Level error in instantiating module '{u.module}':\nThe level of the expression "
                          f"or operator substituted for '{param}' \nmust be at most {most}.", u.span)

    def builtin(self, e: ast.OpApp, sc: Scope, local: dict[str, int]) -> None:
        if e.op == "'" and e.args and self.level(e.args[0], sc, local) >= 2:
            self.fail("Level error in applying operator ':\n"
                      "The level of argument 1 exceeds the maximum level allowed by the operator.", e.span)
        elif e.op in _JUNCTIONS and len(e.args) == 2:
            self.junction(_JUNCTIONS[e.op], e.args, e.span, sc, local)
        elif e.op in _ALWAYS_EVENTUALLY and len(e.args) == 1:
            arg = e.args[0]
            form, message = _ALWAYS_EVENTUALLY[e.op]
            if self.level(arg, sc, local) == 2 and not isinstance(arg, (form, ast.Let, ast.Label)):
                self.fail(message, e.span)
        elif e.op in ("~>", "-+->") and any(self.level(a, sc, local) == 2 for a in e.args):
            self.fail("Action used where only temporal formula or state predicate allowed.", e.span)

    def quantifier(self, e: ast.Quant, sc: Scope, local: dict[str, int]) -> None:
        """A temporal formula quantified over a set that is an action: SANY's error at the set."""
        if e.kind not in ("\\E", "\\A") or self.level(e, sc, local) < 3:
            return
        for b in e.binders:
            if b.domain is not None and self.level(b.domain, sc, local) == 2:
                self.fail("Action-level bound of quantified temporal formula.", b.domain.span)

    def junction(self, name: str, items: list, span: ast.Span, sc: Scope, local: dict[str, int]) -> None:
        if self.level(items, sc, local) < 3:
            return
        levels = {self.level(x, sc, local) for x in items}
        if 2 in levels and 3 in levels:
            self.fail(f"{name} has both temporal formula and action as arguments.", span)


def substitution_error(compiler, constant: str, target: str, new: Meaning,
                       span: ast.Span) -> ConfigError | None:
    """TLC's error for a config `C <- Op`, Op without arguments, that reads a variable: TLC evaluates
    such an Op once, at startup (an operator with arguments it evaluates where used)."""
    if not isinstance(new, Def) or not isinstance(new.node, ast.OpDef) or new.node.params:
        return None
    sc = compiler.def_scope(new)
    if compiler.level(new.node.body, sc) == 0:
        return None
    where = _first_variable(new.node.body, sc, set())
    name = where.name if isinstance(where, ast.Name) else "?"
    place = ""
    if where is not None:
        w = where.span
        place = (f"\nline {w.line}, col {w.col} to line {w.end_line}, col {w.end_col} of module "
                 f"{Path(w.file).stem}")
    return ConfigError(f"The configuration file substitutes constant {constant} with non-constant {target} - "
                       f"specifically: In evaluation, the identifier {name} is either undefined or not an "
                       f"operator.{place}", span)


def _first_variable(e: object, sc: Scope, seen: set[int]) -> ast.Name | None:
    """The first variable, in the order TLC evaluates, that e reads (through the definitions it uses)."""
    if isinstance(e, (list, tuple)):
        return next((n for n in (_first_variable(x, sc, seen) for x in e) if n is not None), None)
    if not isinstance(e, ast.Node):
        return None
    if isinstance(e, ast.Name) or (isinstance(e, ast.OpApp) and not e.via and not e.args):
        name = e.name if isinstance(e, ast.Name) else e.op
        m = sc.lookup(name)
        if isinstance(m, SVar):
            return e if isinstance(e, ast.Name) else ast.Name(name, span=e.span)
        if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and id(m) not in seen:
            seen.add(id(m))
            return _first_variable(m.node.body, m.scope or Scope(m.env.defs, None, m.env), seen)
        return None
    return _first_variable([v for k, v in vars(e).items() if k != "span"], sc, seen)
