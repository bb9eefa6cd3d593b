"""Record what the real TLC does on tests/specs/SetBound.tla past -maxSetSize, for tests/test_set_bound.py
(needs Java): each case an Init, a Next and maybe an invariant of that module, with -maxSetSize 100 or
TLC's default; set_bound.json keeps the exit status, TLC's `Attempted to construct ...` line (or none)
and the counts. Run as: python tests/oracle/record_set_bound.py [path/to/tlc]   (default
../shared/tools/tlc/tlc), from the repository root; it was run that way with TLC2 Version 2026.11.25.
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
SPEC = HERE.parent / "specs" / "SetBound.tla"
SMALL = ["-maxSetSize", "100"]
INVARIANTS = ["ExistsFcn", "ForallFcn", "ChooseFcn", "ExistsRecord", "ExistsProduct", "ExistsSubset",
              "ChooseSubset", "ExistsInterval", "ExistsFilterOfFcns", "ExistsWholeFilter", "FilterOfInterval",
              "MapOfFcns", "CupOverlapping", "CupDisjoint", "Union", "CapOfNat", "FilterMember",
              "CardinalityOfFcns", "LazyFilterCardinality", "LazyFilterWhole"]
CASES: dict[str, tuple[str, str, str | None, list[str]]] = {
    **{name: ("Init", "Next", name, SMALL) for name in INVARIANTS},
    "NextExistsFcn": ("Init", "NextExistsFcn", None, SMALL),
    "InitInFcns": ("InitInFcns", "Next", None, SMALL),
    "LazyFilterNext": ("Init", "LazyFilterNext", None, SMALL),
    "LazyFilterAsked": ("Init", "LazyFilterAsked", None, SMALL),
    "LazyFilterSubsets": ("Init", "LazyFilterSubsets", None, SMALL),
    "LazyFilterInState": ("Init", "LazyFilterInState", None, SMALL),
    "InitEqualsBig": ("InitEqualsBig", "Next", None, []),
}
COUNTS = re.compile(r"^(\d+) states generated, (\d+) distinct states found")


def config(init: str, next_: str, invariant: str | None) -> str:
    """The case's config file."""
    return f"INIT {init}\nNEXT {next_}\n" + (f"INVARIANT {invariant}\n" if invariant else "")


def record(tlc: str) -> dict:
    out = {}
    for name, (init, next_, invariant, flags) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy(SPEC, tmp)
            (Path(tmp) / "SetBound.cfg").write_text(config(init, next_, invariant))
            run = subprocess.run([tlc, "-workers", "1", *flags, "SetBound.tla"], cwd=tmp, capture_output=True,
                                 text=True, timeout=600)
        lines = run.stdout.splitlines()
        counts = next(m for m in map(COUNTS.match, lines) if m)
        out[name] = {
            "init": init, "next": next_, "invariant": invariant, "flags": flags, "exit": run.returncode,
            "error": next((ln[ln.index("Attempted"):] for ln in lines if "Attempted to construct" in ln),
                          None),
            "generated": int(counts[1]), "distinct": int(counts[2]),
        }
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "set_bound.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
