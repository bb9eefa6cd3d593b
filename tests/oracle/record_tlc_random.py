"""Record what the real TLC does with RandomElement and Randomization inside Next (needs Java).

For every model of tests/specs/tlcrandom and each (-seed, -fp) pair below, TLC's exit code and its
generated / distinct / depth counts; and, for each polynomial of FP_VALUES, what TLCExt's TLCFP (TLC's
fingerprint of a value, cut to an int) gives for the values of tests/specs/tlcrandom/FPs.tla. Written
to tests/oracle/tlc_random.json, which tests/test_tlc_random.py compares with tlapy.

Run as: python tests/oracle/record_tlc_random.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with the TLC of ../shared/tools/tlc (2026-11-26).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPECS = HERE.parent / "specs" / "tlcrandom"
TLC = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc"
RUNS = [(7, 0), (7, 3), (-42, 15), (6871384608783224530, 77), (123456789, 130)]
FP_VALUES = [0, 15, 130]


def tlc(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(TLC), "-workers", "1", "-noGenerateSpecTE", *args], cwd=SPECS,
                          capture_output=True, text=True)


def counts(name: str, seed: int, fp: int) -> dict:
    p = tlc("-seed", str(seed), "-fp", str(fp), "-config", f"{name}.cfg", f"{name}.tla")
    assert f"with fp {fp} and seed {seed} " in p.stdout, p.stdout[:500]
    found = re.search(r"([\d,]+) states generated, ([\d,]+) distinct states found", p.stdout)
    depth = re.search(r"depth of the complete state graph search is (\d+)", p.stdout)
    assert found and depth, p.stdout
    generated, distinct = (int(c.replace(",", "")) for c in found.groups())
    return {"exit": p.returncode, "generated": generated, "distinct": distinct, "depth": int(depth.group(1))}


def fingerprints(fp: int) -> list[int]:
    p = tlc("-fp", str(fp), "-config", "FPs.cfg", "FPs.tla")
    printed = re.findall(r"^<<(.*?)>>$", p.stdout, re.S | re.M)  # the values, then their TLCFPs
    assert len(printed) == 2, p.stdout
    return [int(x) for x in printed[1].replace("\n", " ").split(",")]


def main() -> None:
    models = sorted(p.stem for p in SPECS.glob("*.cfg") if p.stem != "FPs")
    out = {
        "runs": {f"{m} {seed} {fp}": counts(m, seed, fp) for m in models for seed, fp in RUNS},
        "tlcfp": {str(fp): fingerprints(fp) for fp in FP_VALUES},
    }
    (HERE / "tlc_random.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
