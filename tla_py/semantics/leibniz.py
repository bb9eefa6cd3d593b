"""SANY's Leibniz rule: an operator substituted by INSTANCE for a CONSTANT operator must give equal
results for equal arguments, so none of its parameters may occur under a prime, ENABLED, UNCHANGED,
\\cdot, an action's subscript, a temporal operator, or a non-Leibniz argument of another operator."""

from __future__ import annotations

from tla_py.semantics.scope import Def, Scope
from tla_py.syntax import ast

NON_LEIBNIZ_OPS = {"'", "ENABLED", "UNCHANGED", "\\cdot", "[]", "<>", "~>", "-+->"}


class Leibniz:
    """Which arguments of a definition are non-Leibniz, remembered per definition."""

    def __init__(self) -> None:
        self.masks: dict[int, tuple[bool, ...]] = {}

    def operator_is_leibniz(self, e: ast.Expr, sc: Scope) -> bool:
        """Whether the operator e (a name or a LAMBDA) substituted for an operator parameter is Leibniz."""
        if isinstance(e, ast.Lambda):
            return not self.non_leibniz(e.body, set(e.params), sc)
        if isinstance(e, ast.Name):
            m = sc.lookup(e.name)
            if isinstance(m, Def) and isinstance(m.node, ast.OpDef):
                return not any(self.mask(m))
            return e.name not in NON_LEIBNIZ_OPS
        return True

    def mask(self, d: Def) -> tuple[bool, ...]:
        """For each parameter of d, whether it occurs in a non-Leibniz place of d's body."""
        key = id(d.node)
        if key not in self.masks:
            self.masks[key] = tuple(False for _ in d.node.params)  # a recursive use counts as Leibniz
            sc = d.scope if d.scope is not None else Scope(d.env.defs, None, d.env)
            params = [p.name for p in d.node.params]
            bad = self.non_leibniz(d.node.body, set(params), sc)
            self.masks[key] = tuple(p in bad for p in params)
        return self.masks[key]

    def non_leibniz(self, e: object, params: set[str], sc: Scope) -> set[str]:
        """The params occurring in a non-Leibniz place of e."""
        if isinstance(e, (list, tuple)):
            return set().union(*(self.non_leibniz(x, params, sc) for x in e)) if e else set()
        if not isinstance(e, ast.Node):
            return set()
        if isinstance(e, (ast.BoxAction, ast.AngleAction, ast.Fairness)) or (
                isinstance(e, ast.Quant) and e.kind in ("\\AA", "\\EE")):
            return _occurring(e, params)
        if isinstance(e, ast.OpApp) and not e.via:
            if e.op in NON_LEIBNIZ_OPS and sc.lookup(e.op) is None:
                return _occurring(e.args, params)
            m = sc.lookup(e.op)
            if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and len(e.args) == len(m.node.params):
                found = set()
                for arg, bad in zip(e.args, self.mask(m)):
                    found |= _occurring(arg, params) if bad else self.non_leibniz(arg, params, sc)
                return found
        if isinstance(e, ast.Let):  # SANY's LET gives no non-Leibniz parameter, whatever its body
            return set()
        return self.non_leibniz([v for k, v in vars(e).items() if k != "span"], params, sc)


def _occurring(e: object, params: set[str]) -> set[str]:
    """The params named anywhere in e (SANY forbids reusing a parameter's name inside, so no shadowing)."""
    if isinstance(e, (list, tuple)):
        return set().union(*(_occurring(x, params) for x in e)) if e else set()
    if not isinstance(e, ast.Node):
        return set()
    found = set()
    if isinstance(e, ast.Name) and e.name in params:
        found.add(e.name)
    elif isinstance(e, ast.OpApp) and e.op in params:
        found.add(e.op)
    return found | _occurring([v for k, v in vars(e).items() if k != "span"], params)
