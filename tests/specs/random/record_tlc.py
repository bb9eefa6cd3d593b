"""Run the real TLC on every model here with each seed of models.json; record what it printed and its
state counts in expected.json (needs Java).

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


def printed(out: str) -> list[str]:
    """The lines the spec's ASSUMEs printed: after TLC's "Starting..." line, up to its next message."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Starting..."))
    end = next(i for i in range(start + 1, len(lines))
               if lines[i].startswith(("Computing initial states", "Error:", "Finished in")))
    return lines[start + 1:end]


def record(name: str, seed: int) -> dict:
    p = subprocess.run([str(TLC), "-workers", "1", "-noGenerateSpecTE", "-seed", str(seed), "-config",
                        f"{name}.cfg", f"{name}.tla"], cwd=HERE, capture_output=True, text=True)
    first = p.stdout.splitlines()[1]
    assert f"seed {seed} " in first, first
    rec: dict = {"exit": p.returncode, "printed": printed(p.stdout)}
    counts = re.search(r"([\d,]+) states generated, ([\d,]+) distinct states found", p.stdout)
    if counts:
        rec["generated"], rec["distinct"] = (int(c.replace(",", "")) for c in counts.groups())
    depth = re.search(r"depth of the complete state graph search is (\d+)", p.stdout)
    rec["depth"] = int(depth.group(1)) if depth else None
    return rec


def main() -> None:
    models = json.loads((HERE / "models.json").read_text())
    expected = {}
    for name, m in sorted(models.items()):
        for seed in m["seeds"]:
            expected[f"{name} {seed}"] = rec = record(name, seed)
            print(name, seed, rec)
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1) + "\n")


if __name__ == "__main__":
    main()
