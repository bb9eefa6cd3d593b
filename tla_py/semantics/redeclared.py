"""SANY's rule that a name is declared once in its scope: a bound variable, an operator's parameter or a
LET definition may not reuse a name visible where it stands (a constant, a variable, an earlier
definition, one from EXTENDS, an enclosing bound variable or parameter).

SANY refuses `[x \\in S |-> x]` in a module with VARIABLE x, and `\\E Len \\in S : ...` under
EXTENDS Sequences; a name defined later in the module, or in a sibling's scope, is free.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator

from tla_py.semantics.chain import NameChain
from tla_py.syntax import ast

Bound = NameChain[bool]
"""The names the enclosing binders, parameters and LET definitions declare."""
Clash = tuple[str, ast.Span, str]
"""A name declared again, where, and SANY's message for it."""


def redeclarations(unit: ast.Unit, visible: Container[str]) -> Iterator[Clash]:
    """The names a module-level unit declares again, `visible` holding the names defined before it."""
    if isinstance(unit, ast.OpDef):
        yield from _params(unit.params, unit.span, visible, NameChain())
        yield from _walk(unit.body, visible, _bound(p.name for p in unit.params))
    elif isinstance(unit, ast.FnDef):
        yield from _binders(unit.binders, visible, NameChain())
        yield from _walk(unit.body, visible, _bound(_names(unit.binders)))
    elif isinstance(unit, ast.Instance):
        yield from _params(unit.params, unit.span, visible, NameChain())
        for _, e in unit.substitutions:
            yield from _walk(e, visible, _bound(p.name for p in unit.params))
    elif isinstance(unit, (ast.Assume, ast.Theorem)):
        yield from _walk(unit.expr, visible, NameChain())


def _clash(name: str, span: ast.Span) -> Clash:
    return (name, span, f"Multiply-defined symbol '{name}': this definition or declaration conflicts with "
                        "another one.")


def _params(params: list, span: ast.Span, visible: Container[str], bound: Bound) -> Iterator[Clash]:
    seen: set[str] = set()
    for p in params:
        name = p if isinstance(p, str) else p.name
        if name in visible or name in bound or name in seen:
            yield _clash(name, span)
        seen.add(name)


def _binders(binders: list[ast.Binder], visible: Container[str], bound: Bound) -> Iterator[Clash]:
    seen: set[str] = set()
    for b in binders:
        if b.domain is not None:
            yield from _walk(b.domain, visible, bound)
        for name in b.names:
            if name in visible or name in bound or name in seen:
                yield _clash(name, b.span)
            seen.add(name)


def _names(binders: list[ast.Binder]) -> list[str]:
    return [n for b in binders for n in b.names]


def _bound(names: Iterable[str], outer: Bound | None = None) -> Bound:
    """outer with names bound inside it, sharing outer (a copy a nesting level would be quadratic)."""
    return NameChain(dict.fromkeys(names, True), outer)


def _walk(node: object, visible: Container[str], bound: Bound) -> Iterator[Clash]:
    """The clashes inside an expression, `bound` the names its enclosing binders declare."""
    if isinstance(node, (ast.Quant, ast.FnConstruct)):
        yield from _binders(node.binders, visible, bound)
        yield from _walk(node.body, visible, _bound(_names(node.binders), bound))
    elif isinstance(node, ast.SetMap):
        yield from _binders(node.binders, visible, bound)
        yield from _walk(node.expr, visible, _bound(_names(node.binders), bound))
    elif isinstance(node, (ast.Choose, ast.SetFilter)):
        yield from _binders([node.binder], visible, bound)
        body = node.body if isinstance(node, ast.Choose) else node.pred
        yield from _walk(body, visible, _bound(_names([node.binder]), bound))
    elif isinstance(node, ast.Lambda):
        yield from _params(node.params, node.span, visible, bound)
        yield from _walk(node.body, visible, _bound(node.params, bound))
    elif isinstance(node, ast.Let):
        yield from _let(node, visible, bound)
    elif isinstance(node, ast.Node):
        for v in vars(node).values():
            if isinstance(v, (ast.Node, list, tuple)):
                yield from _walk(v, visible, bound)
    elif isinstance(node, (list, tuple)):
        for v in node:
            yield from _walk(v, visible, bound)


def _let(node: ast.Let, visible: Container[str], bound: Bound) -> Iterator[Clash]:
    """A LET's definitions, each seen by those after it and by its body."""
    recursive: set[str] = set()
    for d in node.defs:
        if isinstance(d, ast.Recursive):
            recursive |= {p.name for p in d.decls}
            continue
        name = getattr(d, "name", None)
        if name is not None and name not in recursive and (name in visible or name in bound):
            yield (name, d.span, f"Operator {name} already defined or declared.")
        inner = _bound(recursive, bound)
        if isinstance(d, ast.OpDef):
            yield from _params(d.params, d.span, visible, inner)
            yield from _walk(d.body, visible, _bound((p.name for p in d.params), inner))
        elif isinstance(d, ast.FnDef):
            yield from _binders(d.binders, visible, inner)
            yield from _walk(d.body, visible, _bound(_names(d.binders), inner))
        if name is not None:
            bound = _bound([name], bound)
    yield from _walk(node.body, visible, _bound(recursive, bound))
