"""TLC orders strings by when SANY first interned them: give our values the same order (intern_strings)."""

from __future__ import annotations

from collections.abc import Iterable

from tla_py.semantics.modules import Loader, walk
from tla_py.syntax import ast
from tla_py.values import intern_strings, reset_string_order

RECORD_VALUE_FIELDS = ("beginLine", "beginColumn", "endLine", "endColumn", "module", "name", "location",
                       "context", "parameters", "_action")
"""The field names TLC's RecordValue interns when it loads (after the spec is parsed): those of the
actions in CounterExample and in simulation's Trace, in its order."""


def _identifiers(mod: ast.Module) -> list[str]:
    """The identifiers of a module (definitions, parameters, names, record fields) in source order."""
    found: list[tuple[int, int, str]] = []

    def add(span: ast.Span, name: str | None) -> None:
        if name and span.line > 0:
            found.append((span.line, span.col, name))

    for n in walk(mod):
        sp = n.span
        if isinstance(n, ast.Name):
            add(sp, n.name)
        elif isinstance(n, ast.OpApp):
            add(sp, n.op)
            for name, _ in n.via:
                add(sp, name)
        elif isinstance(n, (ast.OpDef, ast.FnDef)):
            add(sp, n.name)
        elif isinstance(n, ast.Param):
            add(sp, n.name)
        elif isinstance(n, ast.Binder):
            for name in n.names:
                add(sp, name)
        elif isinstance(n, ast.Variables):
            for i, name in enumerate(n.names):
                add(n.spans[i] if i < len(n.spans) else sp, name)
        elif isinstance(n, (ast.RecordConstruct, ast.RecordSet)):
            for name, e in n.fields:
                add(e.span, name)
        elif isinstance(n, ast.Field):
            add(sp, n.name)
        elif isinstance(n, ast.ExceptKey):
            add(sp, n.field)
    found.sort(key=lambda x: (x[0], x[1]))
    return [name for _, _, name in found if name[:1].isalpha() or name[:1] == "_"]


def _literals(mod: ast.Module) -> list[str]:
    lits = [(n.span.line, n.span.col, n.value) for n in walk(mod) if isinstance(n, ast.String)]
    lits.sort(key=lambda x: (x[0], x[1]))
    return [v for _, _, v in lits]


def order_strings(loader: Loader, root: ast.Module, first: Iterable[str] = ()) -> None:
    """`first` (the config's strings and model values: TLC parses the config first), identifiers in
    parse order (root first), then string literals dependencies-first, root last."""
    reset_string_order()
    intern_strings(first)
    order: list[ast.Module] = []
    seen: set[str] = set()

    def visit(mod: ast.Module) -> None:
        if mod.name in seen:
            return
        seen.add(mod.name)
        order.append(mod)
        deps = list(mod.extends) + [n.module for n in walk(mod) if isinstance(n, ast.Instance)]
        for d in deps:
            m = loader.modules.get(d)
            if m is not None:
                visit(m)

    visit(root)
    for mod in order:
        intern_strings(_identifiers(mod))
    for mod in reversed(order):
        intern_strings(_literals(mod))
