"""Record the state graphs TLC's -dump writes (plain, and GraphViz with its options), for
tests/test_dump.py (needs Java). Each case runs TLC in a fresh folder with -workers 1 -fp 7 (the dot
file names states by TLC's fingerprints, which the polynomial decides); dump.json keeps TLC's file.
Run as: python tests/oracle/record_dump.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
repository root; it was run that way with TLC2 Version 2026.11.25.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPECS = HERE.parent / "specs"

CASES: dict[str, tuple[str, list[str], str]] = {
    "constrained_plain": ("tool/ToolCoverage", ["-dump", "states"], "states.dump"),
    "constrained_dot": ("tool/ToolCoverage", ["-dump", "dot", "states"], "states.dot"),
    "constrained_dot_labels": ("tool/ToolCoverage", ["-dump", "dot,colorize,actionlabels", "g.dot"], "g.dot"),
    "deadlock_dot_strict": ("engine_deadlock", ["-dump", "dot,strict,colorize", "g.dot"], "g.dot"),
    "layout_plain": ("tool/ToolDump", ["-dump", "d"], "d.dump"),
    "layout_dot": ("tool/ToolDump", ["-dump", "dot,colorize,actionlabels", "d"], "d.dot"),
    "walk_plain": ("simulate/SimWalk", ["-config", "SimWalkOk.cfg", "-dump", "w.dump"], "w.dump"),
    "walk_dot_labels": ("simulate/SimWalk",
                        ["-config", "SimWalkOk.cfg", "-dump", "dot,actionlabels", "w.dot"], "w.dot"),
}


def record(tlc: str) -> dict:
    out = {}
    for name, (stem, args, written) in CASES.items():
        spec = SPECS / f"{stem}.tla"
        with tempfile.TemporaryDirectory() as tmp:
            for f in spec.parent.glob(spec.stem + "*"):
                shutil.copy(f, tmp)
            run = subprocess.run([tlc, "-workers", "1", "-fp", "7", "-deadlock", *args, spec.name], cwd=tmp,
                                 capture_output=True, text=True, timeout=300)
            out[name] = {"spec": stem, "args": args, "exit": run.returncode, "file": written,
                         "text": (Path(tmp) / written).read_text()}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "dump.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
