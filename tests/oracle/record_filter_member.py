"""Record what the real TLC finds on tests/specs/ConstFilterMember.tla (tests/test_filter_member.py
compares tlapy's counts and trace with it; needs Java). Run as:
python tests/oracle/record_filter_member.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
repository root; it writes tests/oracle/filter_member.json.
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
CONFIGS = ["ConstFilterMember.cfg", "ConstFilterMemberBad.cfg"]
COUNTS = re.compile(r"^(\d+) states generated, (\d+) distinct states found")
DEPTH = re.compile(r"^The depth of the complete state graph search is (\d+)")


def record(tlc: str) -> dict:
    out = {}
    for cfg in CONFIGS:
        with tempfile.TemporaryDirectory() as tmp:
            for f in SPECS.glob("ConstFilterMember*"):
                shutil.copy(f, tmp)
            run = subprocess.run([tlc, "-workers", "1", "-config", cfg, "ConstFilterMember.tla"], cwd=tmp,
                                 capture_output=True, text=True, timeout=600)
        lines = run.stdout.splitlines()
        counts = next(m for m in map(COUNTS.match, lines) if m)
        depth = next(m for m in map(DEPTH.match, lines) if m)
        out[cfg] = {
            "exit": run.returncode,
            "violated": next((ln.split()[2] for ln in lines if ln.startswith("Error: Invariant ")), None),
            "generated": int(counts[1]),
            "distinct": int(counts[2]),
            "depth": int(depth[1]),
            "trace_x": [ln[len("/\\ x = "):] for ln in lines if ln.startswith("/\\ x = ")],
        }
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "filter_member.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
