"""Record what the real TLC prints, with -tool and without, after an evaluation error (its numbered
positions of the nested expressions, its messages nested in one another) and where a spec prints (Print
in an ASSUME, Init or Next), for tests/test_eval_error_stack.py (needs Java).

The specs are tests/specs/callstack/*.tla: TLC's own etest3, etest6 and etest12 (its general/tests, BSD
licensed) and ours. Each runs in a fresh folder holding a copy of it and its config; callstack.json keeps
per spec and mode the exit status and the output lines (without -tool from "Starting..." on), with what
changes from run to run made constant (dates, times, rates, folders, TLC's version, pid, seed and
trace-exploration file name).
Run as: python tests/oracle/record_callstack.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.28.
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
ROOT = HERE.parents[1]
SPECS = ROOT / "tests" / "specs" / "callstack"
MODES = {"plain": [], "tool": ["-tool"]}

VOLATILE = [
    (re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"), "<date>"),
    (re.compile(r"Finished in \d+ms"), "Finished in <ms>"),
    (re.compile(r"^Finished in \d+s at"), "Finished in <s> at"),
    (re.compile(r"\(\s*[\d,]+ (d?s)/min\)"), r"(<n> \1/min)"),
    (re.compile(r"_TTrace_\d+\.tla"), "_TTrace_<n>.tla"),
    (re.compile(r"^TLC2 Version .*"), "TLC2 Version <version>"),
    (re.compile(r"^Running breadth-first search Model-Checking .*"), "Running breadth-first search <how>"),
    (re.compile(r"^Parsing file (/\S+/)?([^/\s]+)( \(.*\))?$"), r"Parsing file \2"),
]


def normalized(line: str) -> str:
    for pattern, replacement in VOLATILE:
        line = pattern.sub(replacement, line)
    return line


def from_start(lines: list[str]) -> list[str]:
    """The lines from TLC's "Starting..." (-tool: its message) on; SANY's and the banner's before it are
    another test's."""
    starts = [i for i, ln in enumerate(lines) if ln.startswith("Starting...")]
    if not starts:
        return lines
    i = starts[0]
    return lines[i - 1 if i and lines[i - 1].startswith("@!@!@STARTMSG") else i :]


def record(tlc: str) -> dict:
    out: dict = {}
    for spec in sorted(SPECS.glob("*.tla")):
        for mode, flags in MODES.items():
            with tempfile.TemporaryDirectory() as tmp:
                for f in (spec, spec.with_suffix(".cfg")):
                    shutil.copy(f, tmp)
                cmd = [tlc, *flags, "-workers", "1", "-config", f"{spec.stem}.cfg", spec.name]
                run = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=600)
            lines = [normalized(ln) for ln in run.stdout.splitlines()]
            kept = lines if flags else from_start(lines)
            out[f"{spec.stem}/{mode}"] = {"exit": run.returncode, "lines": kept}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "callstack.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
