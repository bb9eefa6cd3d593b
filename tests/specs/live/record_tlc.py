"""Run the real TLC on every model here and record its verdicts in expected.json (needs Java).

Usage, from this folder: python record_tlc.py [path/to/tlc]   (default ../../../../shared/tools/tlc/tlc)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TLC = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[3] / "shared" / "tools" / "tlc" / "tlc"

VERDICTS = [
    (r"Temporal propert(?:y|ies) (.+?) (?:was|were) violated", "property violation"),
    (r"Action property (\S+) is violated", "property violation"),
    (r"Property (\S+) is violated by the initial state", "property violation"),
    (r"Invariant (\S+) is violated", "invariant violation"),
    (r"Deadlock reached", "deadlock"),
]


def verdict(out: str) -> dict:
    """TLC's result, in the words of ../../shared/conformance/run.py."""
    rec: dict = {"result": "success", "violated": None}
    for pattern, result in VERDICTS:
        m = re.search(pattern, out)
        if m:
            rec["result"] = result
            rec["violated"] = m.group(1) if m.groups() else None
            break
    counts = re.search(r"([\d,]+) states generated, ([\d,]+) distinct states found", out)
    if counts:
        rec["generated"], rec["distinct"] = (int(c.replace(",", "")) for c in counts.groups())
    depth = re.search(r"depth of the complete state graph search is (\d+)", out)
    rec["depth"] = int(depth.group(1)) if depth else None
    states = re.findall(r"^State (\d+):", out, re.M)
    rec["trace_len"] = int(states[-1]) if states and rec["result"] != "success" else None
    if "by the initial state" in out:
        states, rec["trace_len"] = ["1"], 1  # TLC prints the one state without a State 1: heading
    rec["trace_kind"] = ("stuttering" if "Stuttering" in out else "lasso" if "Back to state" in out
                         else "finite" if states else None)
    return rec


def main() -> None:
    models = json.loads((HERE / "models.json").read_text())
    expected = {}
    for name, spec in sorted(models.items()):
        p = subprocess.run([str(TLC), "-workers", "1", "-noGenerateSpecTE", "-config", f"{name}.cfg",
                            f"{spec}.tla"], cwd=HERE, capture_output=True, text=True)
        expected[name] = {"spec": spec, "exit": p.returncode, **verdict(p.stdout)}
        print(name, expected[name])
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1) + "\n")


if __name__ == "__main__":
    main()
