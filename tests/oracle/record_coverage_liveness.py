"""Record what the real TLC prints with -tool -coverage on models with temporal properties, for
tests/test_coverage_liveness.py (needs Java).

The model is TLC's own examples/ewd840 (tests/specs/tool/EWD840.tla and SyncTerminationDetection.tla,
copied from tlaplus/tlaplus's test-model/examples/ewd840 with their headers): EWD840Live.cfg checks
Liveness (`~>`, a tableau) and TDSpec (a refinement with its own fairness) under WF_vars(System), and
holds; EWD840.cfg is the example's own config, whose TokenPermanentlyBlack fails with a lasso.
ToolBoxProperty has properties `[]P` (TLC's invariants `Action line ...`, one with ENABLED) and `~>`. The
lines are made constant where they change from run to run as tests/oracle/record_tool.py does, and
kept in coverage_liveness.json in tool.json's form.
Run as: python tests/oracle/record_coverage_liveness.py [path/to/tlc]   (default ../shared/tools/tlc/tlc),
from the repository root; it was run that way with TLC2 Version 2026.11.28.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from record_tool import normalized

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TOOL = ROOT / "tests" / "specs" / "tool"
MODULES = [TOOL / "EWD840.tla", TOOL / "SyncTerminationDetection.tla"]
CASES: dict[str, tuple[list[Path], list[str]]] = {
    "coverage_liveness": (
        [*MODULES, TOOL / "EWD840Live.cfg"],
        ["-config", "EWD840Live.cfg", "-coverage", "1", "-fp", "0", "EWD840.tla"],
    ),
    "coverage_box_property": (
        [TOOL / "ToolBoxProperty.tla", TOOL / "ToolBoxProperty.cfg"],
        ["-coverage", "1", "-fp", "0", "ToolBoxProperty.tla"],
    ),
    "coverage_liveness_lasso": (
        [*MODULES, TOOL / "EWD840.cfg"],
        ["-coverage", "1", "-fp", "0", "EWD840.tla"],
    ),
}


def record(tlc: str, cases: dict[str, tuple[list[Path], list[str]]] = CASES) -> dict:
    out = {}
    for name, (files, args) in cases.items():
        with tempfile.TemporaryDirectory() as tmp:
            for f in files:
                shutil.copy(f, tmp)
            cmd = [tlc, "-tool", "-workers", "1", *args]
            run = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=900)
        out[name] = {
            "files": [os.path.relpath(f, ROOT) for f in files],
            "args": args,
            "exit": run.returncode,
            "lines": [normalized(ln) for ln in run.stdout.splitlines()],
        }
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "coverage_liveness.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
