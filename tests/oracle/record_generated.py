"""Record what the real TLC reports for the specs of tests/specs/generated (needs Java).

Each config X.cfg there checks the module X.tla, or, when there is none, the module whose name is
the longest prefix of X (GenFnApplyRec.cfg checks GenFnApply.tla). TLC runs as
    tlc -workers 1 -config X.cfg M.tla
in a copy of the folder, and its verdict (success or the violated invariant), states generated,
distinct states and depth go to generated_tlc.json beside this script, which tests/test_generated.py
compares tlapy with.

Run as: python tests/oracle/record_generated.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
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
SPECS = HERE.parent / "specs" / "generated"


def module_of(cfg: Path) -> Path:
    """The module a config checks: the same name, else the longest name that prefixes it."""
    modules = sorted(SPECS.glob("*.tla"), key=lambda p: -len(p.stem))
    return next(m for m in modules if cfg.stem.startswith(m.stem))


def run_tlc(tlc: str, cfg: Path) -> dict:
    spec = module_of(cfg)
    with tempfile.TemporaryDirectory() as tmp:
        for f in SPECS.iterdir():
            shutil.copy(f, tmp)
        out = subprocess.run([tlc, "-workers", "1", "-config", cfg.name, spec.name], cwd=tmp,
                             capture_output=True, text=True, timeout=300).stdout
    counts = re.search(r"(\d+) states generated, (\d+) distinct states found", out)
    depth = re.search(r"The depth of the complete state graph search is (\d+)", out)
    violated = re.search(r"Error: Invariant (\w+) is violated", out)
    ok = "Model checking completed. No error has been found." in out
    if not (ok or violated) or not counts or not depth:
        raise SystemExit(f"TLC did not finish {cfg.name} with a verdict:\n{out}")
    return {"spec": spec.name, "cfg": cfg.name, "result": "success" if ok else "invariant violation",
            "violated": violated and violated[1], "generated": int(counts[1]), "distinct": int(counts[2]),
            "depth": int(depth[1])}


def main() -> None:
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    records = {cfg.stem: run_tlc(tlc, cfg) for cfg in sorted(SPECS.glob("*.cfg"))}
    (HERE / "generated_tlc.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"{len(records)} configs recorded")


if __name__ == "__main__":
    main()
