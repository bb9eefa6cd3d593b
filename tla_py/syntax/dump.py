"""A compact s-expression of an AST: for `tlapy parse` and for tests that assert whole tree shapes."""

from __future__ import annotations

from tla_py.syntax import ast


def shape(node: object) -> str:
    """`(/\\ a (= x 1))`-style text of an expression or unit; spans are left out."""
    if isinstance(node, list):
        return "[" + " ".join(shape(x) for x in node) + "]"
    if isinstance(node, tuple):
        return "(" + " ".join(shape(x) for x in node) + ")"
    if node is None or isinstance(node, (str, int)):
        return str(node)
    if isinstance(node, ast.Name):
        return node.name
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.String):
        return '"' + node.value + '"'
    if isinstance(node, ast.Bool):
        return "TRUE" if node.value else "FALSE"
    if isinstance(node, ast.OpApp):
        via = "".join(f"{m}{shape(a) if a else ''}!" for m, a in node.via)
        if not node.args:
            return via + node.op
        return "(" + via + node.op + " " + " ".join(shape(a) for a in node.args) + ")"
    if isinstance(node, ast.Junction):
        return "(" + node.kind + "| " + " ".join(shape(a) for a in node.items) + ")"
    if isinstance(node, ast.Binder):
        names = ("<<" + ",".join(node.names) + ">>") if node.is_tuple else ",".join(node.names)
        return names if node.domain is None else f"{names}:{shape(node.domain)}"
    fields = [f for f in vars(node) if f not in ("span", "spans", "extends_spans", "pair_spans")]
    return "(" + type(node).__name__ + " " + " ".join(shape(getattr(node, f)) for f in fields) + ")"
