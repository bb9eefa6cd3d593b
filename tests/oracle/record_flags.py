"""Record what the real TLC does with its other flags on tests/specs/tool/ToolFlags.tla, for
tests/test_tlc_flags.py (needs Java): -inv, -postCondition, -userFile, -terse, -maxSetSize,
-simulate file=...,stats=basic, -generate, flags tlapy takes without support, and an option TLC does not know;
-generate against -simulate on ToolGenerate.tla.

Each case runs TLC in a fresh folder holding copies of ToolFlags.tla, its config and ToolFlagsPost.tla;
flags.json keeps the command line, the exit status, the output lines that do not change from run to run
(TLC's banner, SANY's lines, times left out; -inv's invariant named __DebuggerExpr__ without TLC's
clock) and the files the run wrote.
Run as: python tests/oracle/record_flags.py [path/to/tlc [CASE ...]]   (default ../shared/tools/tlc/tlc; the
cases named, else all, recorded into flags.json), from the repository root; it was run that way with TLC2
Version 2026.11.25 (generate_* with 2026.11.26).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPECS = HERE.parent / "specs" / "tool"

CASES: dict[str, tuple[list[str], list[str]]] = {
    "generate_one_at_a_time": (["-generate", "num=2", "-depth", "5", "-seed", "1", "ToolGenerate.tla"], []),
    "simulate_all_successors": (["-simulate", "num=2", "-depth", "5", "-seed", "1", "ToolGenerate.tla"], []),
    "inv": (["-deadlock", "-inv", "x < 2"], []),
    "post_condition": (["-deadlock", "-postCondition", "ToolFlagsPost!Post"], []),
    "user_file": (["-deadlock", "-userFile", "out.txt"], ["out.txt"]),
    "terse": (["-deadlock", "-terse"], []),
    "max_set_size": (["-deadlock", "-maxSetSize", "10", "-inv", "Big"], []),
    "simulate_files": (["-deadlock", "-simulate", "num=2,file=tr,stats=basic", "-depth", "5", "-seed", "1"],
                       ["tr_0_0", "tr_0_1", "ToolFlags_actions.dot"]),
    "generate": (["-deadlock", "-generate", "num=2", "-depth", "5", "-seed", "1"], []),
    "without_support": (["-deadlock", "-checkpoint", "1", "-cleanup", "-lncheck", "final", "-gzip"], []),
    "unknown_option": (["-deadlock", "-r"], []),
}

NOISE = re.compile(r"^(TLC2 Version|Running |Starting\.\.\.|Semantic processing|Linting of|Parsing file|"
                   r"Finished in|Trace exploration spec path|Computing initial|Finished computing initial|"
                   r"Progress|Simulation using seed|The average outdegree|  )")


SPEC_FILES = ("ToolFlags.tla", "ToolFlags.cfg", "ToolFlagsPost.tla", "ToolGenerate.tla", "ToolGenerate.cfg")


def command(args: list[str]) -> list[str]:
    """A case's arguments with the spec, ToolFlags.tla unless the case names its own."""
    return args if args[-1].endswith(".tla") else [*args, "ToolFlags.tla"]


def record(tlc: str, names: list[str]) -> dict:
    out = {}
    for name in names:
        args, files = CASES[name]
        with tempfile.TemporaryDirectory() as tmp:
            for f in SPEC_FILES:
                shutil.copy(SPECS / f, tmp)
            run = subprocess.run([tlc, "-workers", "1", *command(args)], cwd=tmp, capture_output=True,
                                 text=True, timeout=600)
            written = {f: (Path(tmp) / f).read_text() for f in files}
        lines = [re.sub(r"__DebuggerExpr__\d+", "__DebuggerExpr__", ln) for ln in run.stdout.splitlines()
                 if ln and not NOISE.match(ln)]
        out[name] = {"args": args, "exit": run.returncode, "lines": lines, "files": written}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    names = sys.argv[2:] or list(CASES)
    old = json.loads((HERE / "flags.json").read_text()) if sys.argv[2:] else {}
    recorded = {**old, **record(tlc, names)}
    (HERE / "flags.json").write_text(json.dumps({n: recorded[n] for n in CASES}, indent=1) + "\n")
