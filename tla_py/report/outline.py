"""The module outline the TLA+ VS Code extension asks SANY's XML exporter for (`tla2sany.xml.XMLExporter
-o -u [-r] F.tla`), from tlapy's parse: per declaration and definition SANY's entry (UserDefinedOpKind,
OpDeclNode, AssumeDef, TheoremDefNode) with the fields the extension reads (uniquename, location, level,
arity); expression bodies are left out. A module with errors gets SANY's report on stderr and exit 2, as
there."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path
from xml.sax.saxutils import escape

from tla_py.errors import TlaError
from tla_py.syntax import ast

FAILED = 2


def xml_outline(args: list[str], lib: list[str]) -> int:
    """Print the outline of the file args name; -r keeps to that module, else what it extends too."""
    from tla_py.report.sany import sany_report
    from tla_py.semantics.model import load_spec

    files = [a for a in args if not a.startswith("-")]
    if len(files) != 1:
        print("usage: XMLExporter [-o] [-u] [-r] FILE.tla", file=sys.stderr)
        return FAILED
    spec = Path(files[0]).resolve()
    try:
        sp = load_spec(spec, None, [Path(d) for d in lib], strict=False)
    except TlaError:
        sp = None
    if sp is None or sp.loader.errors:
        sany_report(spec, [Path(d) for d in lib], partial(print, file=sys.stderr))
        print("tla2sany.xml.XMLExportingException: Failed to parse module.", file=sys.stderr)
        return FAILED
    envs = [e for e in dict((e.name, e) for e in sp.loader.envs).values()
            if "-r" not in args or e.name == sp.env.name]
    entries = [entry for env in envs for entry in _entries(env, sp.compiler)]
    body = "".join(f"<entry><UID>{i}</UID>{x}</entry>" for i, x in enumerate(entries, start=1))
    print('<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
          f"<modules><RootModule>{sp.env.name}</RootModule><context>{body}</context></modules>")
    return 0


def _entries(env, compiler) -> list[str]:
    from tla_py.semantics.chain import NameChain
    from tla_py.semantics.scope import Scope

    scope = Scope(env.defs, None, env)
    out: list[str] = []
    for u in env.module.units:
        if isinstance(u, ast.Variables):
            spans = u.spans or [u.span] * len(u.names)
            out += [_node("OpDeclNode", n, s, env.name, 1, 0) for n, s in zip(u.names, spans)]
        elif isinstance(u, ast.Constants):
            out += [_node("OpDeclNode", p.name, p.span, env.name, 0, p.arity) for p in u.decls]
        elif isinstance(u, (ast.OpDef, ast.FnDef)):
            params = [p.name for p in u.params] if isinstance(u, ast.OpDef) else []
            try:
                level = compiler.level(u.body, scope, NameChain(dict.fromkeys(params, 0)))
            except (TlaError, KeyError):
                level = 0
            out.append(_node("UserDefinedOpKind", u.name, u.span, env.name, level, len(params)))
        elif isinstance(u, ast.Assume) and u.name:
            out.append(_node("AssumeDef", u.name, u.span, env.name, 0, 0))
        elif isinstance(u, ast.Theorem) and u.name:
            out.append(_node("TheoremDefNode", u.name, u.span, env.name, 0, 0))
    return out


def _node(kind: str, name: str, s: ast.Span, module: str, level: int, arity: int) -> str:
    loc = (f"<location><column><begin>{s.col}</begin><end>{s.end_col}</end></column><line><begin>{s.line}"
           f"</begin><end>{s.end_line}</end></line><filename>{module}</filename></location>")
    return (f"<{kind}>{loc}<level>{level}</level><uniquename>{escape(name)}</uniquename>"
            f"<arity>{arity}</arity></{kind}>")
