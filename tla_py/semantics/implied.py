"""Invariants every initial state satisfies by construction: conjunctions of Init's own conjuncts.

TLC evaluates every invariant on every initial state. One that is, once the names of definitions
without parameters are unfolded, a conjunction of conjuncts of Init is evaluated on an initial state
just as Init's filter evaluated it there: TRUE, without error. Checking an inductive invariant the
way Lamport's examples do (`IInit == TypeOK /\\ IInv`, `INVARIANTS TypeOK Inv`) spends most of its
time on exactly those, so the engines skip them on initial states. Only invariants whose evaluation
draws, prints or reads TLC's registers could tell, and those are never skipped (Builder.check)."""

from __future__ import annotations

from tla_py.semantics.compile_expr import ExprCompiler
from tla_py.semantics.scope import Def, Scope
from tla_py.syntax import ast

Conjunct = tuple[int, int]
"""A conjunct: the id of its expression node and of the module environment it is read in."""


def conjunct_exprs(c: ExprCompiler, e: ast.Expr, sc: Scope, out: list[tuple[ast.Expr, Scope]]) -> None:
    """Add the conjuncts of `e` read in `sc` to `out`, through labels and definitions without parameters."""
    if isinstance(e, ast.Label) and not e.params:
        return conjunct_exprs(c, e.expr, sc, out)
    if isinstance(e, ast.Junction) and e.kind == "/\\":
        for it in e.items:
            conjunct_exprs(c, it, sc, out)
        return None
    if isinstance(e, ast.OpApp) and e.op == "/\\" and not e.via and sc.lookup("/\\") is None:
        for it in e.args:
            conjunct_exprs(c, it, sc, out)
        return None
    if isinstance(e, ast.Name):
        m = sc.lookup(e.name)
        if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and not m.node.params and m.native is None \
                and not m.recursive and m.scope is None and c.override_of(m, sc) is None:
            return conjunct_exprs(c, m.node.body, c.def_scope(m), out)
    out.append((e, sc))
    return None


def conjuncts(c: ExprCompiler, e: ast.Expr, sc: Scope, out: set[Conjunct]) -> bool:
    """Add the conjuncts of `e` read in `sc` to `out`; False when one of them cannot be named (it is
    read under bound names, whose values the node alone does not say)."""
    found: list[tuple[ast.Expr, Scope]] = []
    conjunct_exprs(c, e, sc, found)
    named = [(id(x), id(xsc.env)) for x, xsc in found if not xsc.local]
    out.update(named)
    return len(named) == len(found)


def init_conjuncts(c: ExprCompiler, inits: list[tuple[ast.Expr, Scope]]) -> set[Conjunct]:
    """Every conjunct of Init that can be named."""
    out: set[Conjunct] = set()
    for e, sc in inits:
        conjuncts(c, e, sc, out)
    return out


def implied_by_init(c: ExprCompiler, d: Def, init: set[Conjunct]) -> bool:
    """Whether the definition `d` is a conjunction of conjuncts of Init (`init`)."""
    mine: set[Conjunct] = set()
    return conjuncts(c, d.node.body, c.def_scope(d), mine) and mine <= init
