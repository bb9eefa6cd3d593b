# ruff: noqa: E501  (the cases are TLA+ modules)
"""Record what the real TLC prints when TLCExt's operators are evaluated inside invariants, actions and
postconditions (Trace, CounterExample, ToTrace, TLCGetAndSet, AssertEq, AssertError, TLCFP, ...), and
the files Json's writers write, for tests/test_tlcext.py (needs Java).

Each case is a module M and its config; TLC runs it in a fresh folder with -workers 1 -fp 0 and the
case's flags. tlcext.json keeps the exit status and the output lines that do not change from run to run
(TLC's banner, SANY's lines, times and TLC's estimates left out).
Run as: python tests/oracle/record_tlcext.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
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

HEAD = "---- MODULE M ----\nEXTENDS Naturals, Sequences, TLC, TLCExt\nVARIABLE x\n"
CFG = "INIT Init\nNEXT Next\n"

JSON_VALUE = ('<<[a |-> 1, b |-> "s\\"q\\\\x\\ny", c |-> {3, 1, 2}], <<>>, {}, [i \\in {1, 2} |-> i * 2], '
              '(2 :> "a" @@ 5 :> "b"), mv, -5, <<<<1, 2>>, [z |-> <<>>]>>, [i \\in 1..3 |-> i], {"b", "a"}, '
              '[n |-> [m |-> {}]], TRUE>>')

CASES: dict[str, tuple[str, str, list[str]]] = {
    "trace_in_next_and_invariant": (
        HEAD + "Init == x \\in {0, 10}\nNext == x < 14 /\\ Len(Trace) < 3 /\\ x' = x + 1\n"
        "Inv == Len(Trace) < 5 /\\ (x \\in {2, 11} => PrintT(Trace))\n====\n",
        CFG + "INVARIANT Inv\n", ["-deadlock"]),
    "trace_too_long": (
        HEAD + "Init == x = 0\nNext == x' = x + 1\nInv == Len(Trace) < 4\n====\n",
        CFG + "INVARIANT Inv\n", []),
    "counterexample_after_violation": (
        HEAD + "Init == x = 0\nNext == x < 14 /\\ x' = x + 1\nInv == x < 2\n"
        "Post == PrintT(CounterExample) /\\ PrintT(ToTrace(CounterExample))\n====\n",
        CFG + "INVARIANT Inv\nPOSTCONDITION Post\n", ["-deadlock"]),
    "counterexample_in_initial_state": (
        HEAD + "Init == x \\in {0, 10}\nNext == x' = x\nInv == x < 5\nPost == PrintT(CounterExample)\n====\n",
        CFG + "INVARIANT Inv\nPOSTCONDITION Post\n", []),
    "counterexample_on_success": (
        HEAD + "Init == x = 0\nNext == x < 2 /\\ x' = x + 1\nPost == PrintT(CounterExample) /\\ PrintT(ToTrace(CounterExample))\n====\n",
        CFG + "POSTCONDITION Post\n", ["-deadlock"]),
    "trace_in_simulation": (
        HEAD + "Init == x = 0\nNext == x < 3 /\\ x' = x + 1 /\\ PrintT(<<\"len\", Len(Trace)>>)\n"
        "Inv == x = 3 => PrintT(Trace)\n====\n",
        CFG + "INVARIANT Inv\n", ["-deadlock", "-simulate", "num=1", "-depth", "6", "-seed", "1"]),
    "registers_and_values": (
        HEAD + "Init == x = 0\n"
        "Next == /\\ x < 3\n        /\\ TLCGetAndSet(1, +, 10, 0) >= 0\n        /\\ x' = TLCNoOp(x + 1)\n"
        "        /\\ TLCDefer(TRUE) /\\ PickSuccessor(TRUE) /\\ TLCCache(TRUE, {})\n"
        "Inv == PrintT(<<x, TLCGetOrDefault(1, 0), TLCGetOrDefault(2, \"none\"), TLCModelValue(\"m\"), TLCFP(x)>>)\n====\n",
        CFG + "INVARIANT Inv\n", ["-deadlock"]),
    "assertions": (
        HEAD + "Init == x = 0\nNext == x < 2 /\\ x' = x + 1 /\\ AssertEq(x + 1, 1)\n"
        "Inv == AssertError(\"The second argument of \\\\div is 0.\", 1 \\div (x - x))\n====\n",
        CFG + "INVARIANT Inv\n", ["-deadlock"]),
    "json_writers": (
        "---- MODULE M ----\nEXTENDS Integers, Sequences, TLC, Json\nCONSTANT mv\nVARIABLE x\n"
        f"V == {JSON_VALUE}\nASSUME JsonSerialize(\"out.json\", V)\nASSUME ndJsonSerialize(\"out.ndjson\", V)\n"
        "ASSUME PrintT(<<ToJson(V), ToJsonArray(<<1, \"a\">>), ToJsonObject([a |-> 1])>>)\n"
        "Init == x = 0\nNext == x' = x\n====\n",
        "CONSTANT mv = mv\n" + CFG, []),
}

FILES = ("out.json", "out.ndjson")
"""Files a case writes (kept when it does)."""

NOISE = re.compile(r"^(TLC2 Version|Running |Starting\.\.\.|Semantic processing|Linting of|Parsing file|"
                   r"Finished in|Trace exploration spec path|Computing initial|Finished computing initial|"
                   r"Progress|Simulation using seed|The average outdegree|  |Model checking completed|"
                   r"Checking temporal|Finished checking|Implied-temporal|Computed \d+ initial)")


def record(tlc: str) -> dict:
    out = {}
    for name, (tla, cfg, args) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "M.tla").write_text(tla)
            (Path(tmp) / "M.cfg").write_text(cfg)
            run = subprocess.run([tlc, "-workers", "1", "-fp", "0", *args, "M.tla"], cwd=tmp,
                                 capture_output=True, text=True, timeout=300)
            files = {f: (Path(tmp) / f).read_text() for f in FILES if (Path(tmp) / f).exists()}
        lines = [ln for ln in run.stdout.splitlines() if ln and not NOISE.match(ln)]
        out[name] = {"tla": tla, "cfg": cfg, "args": args, "exit": run.returncode, "lines": lines, "files": files}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "tlcext.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
