"""Record what the real TLC prints and exits with for the runs tests/test_traces.py and
tests/test_simulate.py compare tlapy's with (needs Java): -continue beyond invariants, -dumpTrace
repeated, -simulate with -workers 2 and with -continue.

Each case runs TLC in a fresh folder holding copies of its spec and config; runs.json keeps the
command line, the exit status and the output lines that do not change from run to run (TLC's
banner, times, pids and its random seeds' effects left out by the tests that read them).
Run as: python tests/oracle/record_runs.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.23.
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
SPECS = HERE.parent / "specs"

CASES: dict[str, tuple[str, list[str]]] = {
    "continue_action_property": ("traces/ContAct", ["-continue", "-config", "ContAct.cfg", "ContAct.tla"]),
    "continue_action_property_and_invariant":
        ("traces/ContAct", ["-continue", "-config", "ContActInv.cfg", "ContAct.tla"]),
    "continue_deadlock": ("traces/ContDead", ["-continue", "-config", "ContDeadInv.cfg", "ContDead.tla"]),
    "dump_trace_twice": ("traces/TraceDemo", ["-deadlock", "-dumpTrace", "json", "a.json",
                                              "-dumpTrace", "tla",
                                              "b.tla", "-config", "TraceDemo.cfg", "TraceDemo.tla"]),
    "simulate_workers_num": ("simulate/SimWalk", ["-simulate", "num=10", "-depth", "5", "-workers", "2",
                                                  "-seed", "7", "-config", "SimWalkOk.cfg", "SimWalk.tla"]),
    "simulate_workers_violation": ("simulate/SimWalk", ["-simulate", "-workers", "2", "-seed", "7",
                                                        "-config", "SimWalk.cfg", "SimWalk.tla"]),
    "simulate_continue": ("simulate/SimCont", ["-simulate", "num=3", "-continue", "-deadlock", "-seed", "1",
                                               "SimCont.tla"]),
    "simulate_lengths": ("simulate/SimBound", ["-simulate", "num=4", "-deadlock", "-seed", "1", "-config",
                                               "SimBound.cfg", "SimBound.tla"]),
    "simulate_workers_print": ("simulate/SimPrint", ["-simulate", "num=2", "-deadlock", "-workers", "2",
                                                     "-seed", "1", "SimPrint.tla"]),
}

NOISE = re.compile(r"^(TLC2 Version|Running |Starting\.\.\.|Semantic processing|Linting of|Parsing file|"
                   r"Finished in|Trace exploration spec path|Computing initial|Finished computing initial|"
                   r"Computed \d+ initial|  |The average outdegree)")


def record(tlc: str) -> dict:
    out = {}
    for name, (stem, args) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            for f in (SPECS / stem).parent.glob(Path(stem).name.rstrip("0123456789") + "*"):
                if f.suffix in (".tla", ".cfg"):
                    shutil.copy(f, tmp)
            run = subprocess.run([tlc, *args], cwd=tmp, capture_output=True, text=True, timeout=600)
        lines = [ln for ln in run.stdout.splitlines() if ln and not NOISE.match(ln)]
        out[name] = {"args": args, "exit": run.returncode, "lines": lines}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "runs.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
