"""Record what the real TLC says of the liveness models tests/test_spark.py runs on Spark (needs Java).

For each config below TLC checks tests/specs/SparkLive.tla in a fresh folder; its exit code, counts,
depth, the property it names and the states of its counterexample go to spark_liveness.json.

Run as: python tests/oracle/record_spark_liveness.py [path/to/tlc]   (default ../shared/tools/tlc/tlc),
from the repository root; it was run that way with TLC2 Version 2026.11.23.
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
CONFIGS = ["SparkLive", "SparkLiveViolated"]


def record(tlc: str, config: str) -> dict:
    """TLC's verdict on SparkLive.tla under `config`.cfg."""
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("SparkLive.tla", f"{config}.cfg"):
            shutil.copy(SPECS / name, tmp)
        p = subprocess.run([tlc, "-workers", "1", "-config", f"{config}.cfg", "SparkLive.tla"], cwd=tmp,
                           capture_output=True, text=True, timeout=300)
    out = p.stdout + p.stderr
    counts = re.search(r"(\d+) states generated, (\d+) distinct states found", out)
    violated = re.search(r"Temporal property (\w+) was violated", out)
    return {"exit": p.returncode, "generated": int(counts[1]), "distinct": int(counts[2]),
            "depth": int(re.search(r"depth of the complete state graph search is (\d+)", out)[1]),
            "violated": violated[1] if violated else None,
            "trace_len": len(re.findall(r"^State \d+:", out, re.M)),
            "back_to": [int(n) for n in re.findall(r"^Back to state (\d+)", out, re.M)]}


def main() -> None:
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    results = {c: record(tlc, c) for c in CONFIGS}
    (HERE / "spark_liveness.json").write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
