"""Record what the real TLC prints where tlapy must print the same (issue 33): states with their variables in
TLC's order (declared across EXTENDS, several VARIABLE lines, an INSTANCE; text, -tool, -difftrace and
-dumpTrace json), the warning after a stuttering counterexample of a spec without fairness, and the
lines Print and PrintT write from an ASSUME, a constant definition, Init, Next and an invariant (as
often, and among TLC's own lines where TLC writes them; TLCGet("stats").diameter from Init on), for
tests/test_printing.py (needs Java).

Each case runs TLC with -workers 1 in a fresh folder holding copies of tests/specs/printing; printing.json
keeps the arguments, the exit status, the output lines (made constant as record_tool.py makes them) and,
for -dumpTrace, the file TLC wrote.
Run as: python tests/oracle/record_printing.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
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
sys.path.insert(0, str(HERE))
from record_tool import SHARED, normalized  # noqa: E402

SPECS = HERE.parent / "specs" / "printing"
STUTTER = {f"stutter_{kind}_{p}": ["-deadlock", "-config", f"Stutter_{kind}_{p}.cfg", "Stutter.tla"]
           for kind in ("spec", "initnext") for p in ("P1", "P2", "P3", "P4")}
PLACES = {f"print_{c}": ["-config", f"PrintPlaces_{c}.cfg", "PrintPlaces.tla"] for c in ("ok", "inv", "dead")}
STEPS = {f"steps_{c}": ["-config", f"PrintSteps_{c}.cfg", "PrintSteps.tla"]
         for c in ("i0", "i1", "i2", "live")}
CASES: dict[str, list[str]] = {
    "order": ["Order.tla"],
    "order_difftrace": ["-difftrace", "Order.tla"],
    "order_dump": ["-dumpTrace", "json", "trace.json", "Order.tla"],
    **STUTTER,
    "stutter_nowarning": ["-deadlock", "-nowarning", "-config", "Stutter_spec_P1.cfg", "Stutter.tla"],
    "stutter_fair": ["-deadlock", "StutterFair.tla"],
    **PLACES,
    **STEPS,
    "print_live": ["PrintLive.tla"],
    "print_stats": ["PrintStats.tla"],
}
TOOL = {"order", "stutter_spec_P1", "stutter_initnext_P3", "stutter_spec_P4", *PLACES, "steps_i1",
        "print_live", "print_stats"}
"""The cases recorded with -tool as well (NAME_tool)."""


def run(tlc: str, args: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        for f in SPECS.iterdir():
            shutil.copy(f, tmp)
        done = subprocess.run([tlc, "-workers", "1", *args], cwd=tmp, capture_output=True, text=True,
                              timeout=300)
        dumped = Path(tmp, "trace.json")
        lines = [normalized(ln) for ln in done.stdout.splitlines()]
        out = {"args": args, "exit": done.returncode, "lines": lines}
        if dumped.exists():
            out["dump"] = dumped.read_text()
    return out


def record(tlc: str) -> dict:
    out = {}
    for name, args in CASES.items():
        out[name] = run(tlc, args)
        if name in TOOL:
            out[f"{name}_tool"] = run(tlc, ["-tool", *args])
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(SHARED / "tools" / "tlc" / "tlc")
    (HERE / "printing.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
