# ruff: noqa: E501  (the cases are TLA+ modules)
"""Record what TLC prints for recursive functions defined through other functions and operators (the
function passed whole to an operator inside its own definition, returned functions, domains given by
other functions, LET functions), for tests/test_recursive_functions.py (needs Java).

Each case is a module M whose ASSUMEs print values; recursive.json keeps TLC's exit status and the
output lines that do not change from run to run. Then RECURSIVE operators applied as actions, the
modules of tests/specs/recaction (tests/test_recursive_actions.py): recursive_actions.json keeps TLC's
exit status and its lines that do not change from run to run (verdict, trace, counts, depth).
Run as: python tests/oracle/record_recursive.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.25.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ACTIONS = HERE.parent / "specs" / "recaction"

HEAD = "---- MODULE M ----\nEXTENDS Integers, Sequences, FiniteSets, TLC\nVARIABLE x\n"
TAIL = "Init == x = 0\nNext == x' = x\n====\n"
DEFS = """Helper(F, n) == F[n]
G[n \\in 0..5] == IF n = 0 THEN 0 ELSE Helper(G, n - 1) + 1
Inf[n \\in Nat] == IF n = 0 THEN 1 ELSE Helper(Inf, n - 1) * 2
H[n \\in 0..4] == [k \\in 0..n |-> IF k = 0 THEN 1 ELSE H[k - 1][k - 1] * 2]
Sum[S \\in SUBSET (1..4)] == IF S = {} THEN 0 ELSE LET m == CHOOSE e \\in S : TRUE IN m + Sum[S \\ {m}]
seq == <<3, 1, 2>>
Pre[i \\in DOMAIN seq] == IF i = 1 THEN seq[1] ELSE Pre[i - 1] + seq[i]
Twice[n \\in Nat] == IF n = 0 THEN 0 ELSE LET Half[k \\in 0..n] == Twice[k \\div 2] IN Half[n - 1] + 2
Fib[n \\in Nat] == IF n < 2 THEN n ELSE Fib[n - 1] + Fib[n - 2]
F2 == [n \\in Nat |-> Fib[n] * 2]
Cmp[n \\in Nat] == IF n = 0 THEN F2[3] ELSE Cmp[n - 1] + F2[n]
Mut[n \\in Nat] == IF n = 0 THEN <<>> ELSE Append(Mut[n - 1], Cardinality({k \\in 1..n : Fib[k] % 2 = 0}))
Tree[n \\in 0..3] == IF n = 0 THEN {} ELSE {Tree[n - 1]} \\cup Tree[n - 1]
Whole[n \\in 1..3] == IF n = 1 THEN 1 ELSE DOMAIN Whole = 1..3 /\\ Whole[n - 1] > 0
Up[n \\in 0..3] == IF n = 3 THEN Up[n + 1] ELSE n
"""

CASES: dict[str, str] = {
    "values": "ASSUME PrintT(<<G[5], Inf[4], H[3], Sum[{1, 2, 4}], Pre[3], Twice[7], Cmp[4], Mut[5], Cardinality(Tree[3])>>)",
    "whole_functions": "ASSUME PrintT(<<G, Pre, [i \\in 1..3 |-> Pre[i]], H[2]>>)",
    "domain_inside": "ASSUME PrintT(Whole[3])",
    "outside_domain_through_operator": "ASSUME PrintT(Helper(G, 7))",
    "outside_domain_shown_whole": "ASSUME PrintT(G[7])",
    "outside_domain_shown_as_rule": "ASSUME PrintT(Up[3])",
}

NOISE = re.compile(r"^(TLC2 Version|Running |Starting\.\.\.|Semantic processing|Linting of|Parsing file|"
                   r"Finished in|Computing initial|Finished computing initial|Model checking completed|"
                   r"  Estimates|  because|  calculated|The average outdegree|\d+ states generated|The depth)")


ACTION_NOISE = re.compile(r"^(TLC2 Version|Running |Starting\.\.\.|Semantic processing|Linting of|Parsing file|"
                          r"Finished in|Trace exploration spec path|Computing initial|Finished computing initial|"
                          r"  |The average outdegree)")


def module(assume: str) -> str:
    return HEAD + DEFS + assume + "\n" + TAIL


def record(tlc: str) -> dict:
    out = {}
    for name, assume in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "M.tla").write_text(module(assume))
            (Path(tmp) / "M.cfg").write_text("INIT Init\nNEXT Next\n")
            run = subprocess.run([tlc, "-workers", "1", "M.tla"], cwd=tmp, capture_output=True, text=True,
                                 timeout=120)
        lines = [ln for ln in run.stdout.splitlines() if ln and not NOISE.match(ln)]
        out[name] = {"assume": assume, "exit": run.returncode, "lines": lines}
    return out


def record_actions(tlc: str) -> dict:
    out = {}
    for spec in sorted(ACTIONS.glob("*.tla")):
        with tempfile.TemporaryDirectory() as tmp:
            for f in (spec, spec.with_suffix(".cfg")):
                (Path(tmp) / f.name).write_text(f.read_text())
            run = subprocess.run([tlc, "-workers", "1", spec.name], cwd=tmp, capture_output=True, text=True,
                                 timeout=300)
        lines = [ln for ln in run.stdout.splitlines() if ln and not ACTION_NOISE.match(ln)]
        out[spec.stem] = {"exit": run.returncode, "lines": lines}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "recursive.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
    (HERE / "recursive_actions.json").write_text(json.dumps(record_actions(tlc), indent=1) + "\n")
