"""The parser builds SANY's trees on every seed and corpus module.

sany_oracle.json records, per module, what SANY's XMLExporter reported: each bulleted list (kind,
begin line/col, end line/col, number of items), and the locations of all operator applications
(a digest of the sorted list: infix, prefix, function application, quantifiers, IF, CASE, sets ...).
Equal locations mean equal bracketing, so precedence, associativity and layout all agree with SANY.
SanyExpressions.tla holds random expressions mixing every operator kind, SanyLayouts.tla random
nestings of bulleted lists, IF/THEN/ELSE, \\E and parentheses at random columns (those SANY rejects
were dropped); both are checked the same way.
Regenerate with `python tests/test_parser_sany.py` (needs Java and ../shared/tools/tlc).
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from tla_py.syntax import ast, parse_file

SHARED = Path(__file__).resolve().parents[2] / "shared"
REPO = Path(__file__).resolve().parents[1]
ORACLE = Path(__file__).with_name("sany_oracle.json")
ENTRIES: dict[str, dict] = json.loads(ORACLE.read_text()) if ORACLE.exists() else {}

# Nodes SANY has and the AST has not (EXCEPT internals, function definitions, `Op!1`).
_SANY_ONLY = {"$Pair", "$Seq", "$NonRecursiveFcnSpec", "$RecursiveFcnSpec", "$Nop"}
# Leaves and nodes that SANY does not build as operator applications.
_LEAVES = (ast.Name, ast.Number, ast.String, ast.Bool, ast.At, ast.Decimal, ast.Label, ast.Lambda, ast.Let)

Pos = tuple[int, int, int, int]


def my_facts(node: object, lists: set, apps: set) -> None:
    """The bulleted lists and operator applications under node, as SANY would locate them."""
    if isinstance(node, ast.Junction):
        sp = node.span
        lists.add((node.kind, sp.line, sp.col, sp.end_line, sp.end_col, len(node.items)))
    if isinstance(node, ast.Expr) and not isinstance(node, _LEAVES):
        empty = isinstance(node, (ast.OpApp, ast.SetEnum, ast.Tuple)) and not vars(node).get(
            "args", vars(node).get("elems")
        )
        if not empty:
            sp = node.span
            apps.add((sp.line, sp.col, sp.end_line, sp.end_col))
    if isinstance(node, ast.Node):
        for value in vars(node).values():
            my_facts(value, lists, apps)
    elif isinstance(node, (list, tuple)):
        for value in node:
            my_facts(value, lists, apps)


def digest(apps: set[Pos]) -> str:
    return hashlib.sha1(json.dumps(sorted(apps)).encode()).hexdigest()


def where(rel: str) -> Path:
    """Oracle keys are paths in ../shared, or in the repo for the tests/Sany*.tla modules."""
    return REPO / rel if rel.startswith("tests/") else SHARED / rel


@cache
def entry_for(rel: str) -> dict:
    path = where(rel)
    entry = ENTRIES[rel]
    if not path.exists() or hashlib.sha1(path.read_bytes()).hexdigest() != entry["sha1"]:
        pytest.skip("module absent or changed since the oracle was written")
    lists: set = set()
    apps: set = set()
    my_facts(parse_file(path), lists, apps)
    return {"lists": lists, "apps": apps, "want": entry}


@pytest.mark.parametrize("rel", sorted(ENTRIES))
def test_lists_match_sany(rel: str) -> None:
    got = entry_for(rel)
    assert got["lists"] == {tuple(x) for x in got["want"]["lists"]}


@pytest.mark.parametrize("rel", sorted(ENTRIES))
def test_applications_match_sany(rel: str) -> None:
    got = entry_for(rel)
    assert (len(got["apps"]), digest(got["apps"])) == (got["want"]["apps"], got["want"]["digest"])


def sany_facts(path: Path) -> dict:
    """What SANY's XMLExporter reports for the module in path (see the module docstring)."""
    tools = SHARED / "tools" / "tlc"
    cp = f"{tools / 'tla2tools.jar'}:{tools / 'CommunityModules.jar'}"
    cmd = ["java", "-cp", cp, "tla2sany.xml.XMLExporter", "-o", path.name]
    root = ET.fromstring(subprocess.run(cmd, cwd=path.parent, capture_output=True, text=True).stdout)
    names = {}
    for entry in root.find("context"):
        for kind in entry:
            if kind.find("uniquename") is not None:
                names[entry.find("UID").text] = kind.find("uniquename").text
    lists: set = set()
    apps: set = set()

    def walk(el: ET.Element, parent_op: str) -> None:
        if el.tag == "AssumeProveNode":  # THEOREM ASSUME ... PROVE is skipped like a proof
            return
        op = parent_op
        loc = el.find("location")
        if el.tag == "OpApplNode" and loc is not None and loc.find("filename").text == path.stem:
            op = names.get(el.find("operator")[0].find("UID").text, "?")
            n = len(list(el.find("operands")))
            fields = ("line/begin", "column/begin", "line/end", "column/end")
            pos = tuple(int(loc.find(f).text) for f in fields)
            if op in ("$ConjList", "$DisjList"):
                lists.add(("/\\" if op == "$ConjList" else "\\/", *pos, n))
            if n and op not in _SANY_ONLY and not (op == "$Tuple" and parent_op == "$Seq"):
                apps.add(pos)
        for child in el:
            walk(child, op)

    walk(root, "")
    return {"lists": sorted(lists), "apps": len(apps), "digest": digest(apps)}


if __name__ == "__main__":
    oracle: dict[str, dict] = {}
    seen: set[str] = set()
    modules = sorted(SHARED.glob("seeds/**/*.tla")) + sorted(SHARED.glob("corpus/**/*.tla"))
    for p in modules + [REPO / "tests" / "SanyExpressions.tla", REPO / "tests" / "SanyLayouts.tla"]:
        sha = hashlib.sha1(p.read_bytes()).hexdigest()
        if sha not in seen:
            seen.add(sha)
            rel = p.relative_to(REPO if p.is_relative_to(REPO) else SHARED)
            oracle[str(rel)] = {"sha1": sha, **sany_facts(p)}
    lines = [f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in oracle.items()]
    ORACLE.write_text("{\n" + ",\n".join(lines) + "\n}\n")
