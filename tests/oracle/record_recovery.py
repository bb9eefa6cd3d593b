"""Record TLC's results for the models tests/test_recovery.py kills and recovers (needs Java): exit status,
distinct and generated states, depth and the length of the error trace, of a run that is not interrupted;
for the Spark case of a violated invariant (Levels) the trace's states too, as TLC prints each variable.

Run as: python tests/oracle/record_recovery.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
repository root; it was run that way with TLC2 Version 2026.11.25.
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
SPECS = HERE.parent / "specs" / "recovery"
CASES = {"safe": ("Recover.tla", "Recover.cfg"), "invariant": ("Recover.tla", "Recover_inv.cfg"),
         "liveness": ("Recover.tla", "Recover_live.cfg"), "spark": ("Levels.tla", "Levels.cfg"),
         "spark_liveness": ("LevelsLive.tla", "LevelsLive.cfg")}


def record(tlc: str) -> dict:
    out = {}
    for name, (spec, cfg) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            for f in SPECS.iterdir():
                shutil.copy(f, tmp)
            run = subprocess.run([tlc, "-workers", "1", "-config", cfg, spec], cwd=tmp,
                                 capture_output=True, text=True, timeout=600)
        text = run.stdout
        counts = re.search(r"^([\d,]+) states generated, ([\d,]+) distinct states found", text, re.M)
        depth = re.search(r"^The depth of the complete state graph search is (\d+)\.", text, re.M)
        states = re.findall(r"^State (\d+):", text, re.M)
        generated, distinct = (int(n.replace(",", "")) for n in counts.groups())
        out[name] = {"spec": spec, "cfg": cfg, "exit": run.returncode, "generated": generated,
                     "distinct": distinct, "depth": int(depth[1]), "trace_len": len(states) or None}
        if name == "spark":
            out[name]["trace"] = [dict(re.findall(r"^/\\ (\w+) = (.*)$", block, re.M))
                                  for block in re.split(r"^State \d+:.*$", text, flags=re.M)[1:]]
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "recovery.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
