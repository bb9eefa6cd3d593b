"""Record what TLC and pcal.trans answer on the extreme but valid input of tests/specs/hostile, for
tests/test_hostile_input.py (needs Java): Json's numbers and bytes, an integer literal of 4,400 digits, a
config's number past 32 bits, -fpmem 1e400, a spec for Spark's workers, and PlusCal `while`s nested 16
and 17 deep.

hostile_input.json keeps each run's exit status and the lines that say what happened (an error's first
lines, a Json value as PrintT prints it, the distinct states found); for pcal.trans, its exit status and
whether the module was rewritten.
Run as: python tests/oracle/record_hostile.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.28 and pcal.trans 1.12.
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
SPECS = HERE.parent / "specs" / "hostile"
RUNS = {  # name: (spec, config, extra flags)
    "JsonNumbers": ("JsonNumbers", "JsonNumbers", []),
    "BigLiteral": ("BigLiteral", "BigLiteral", []),
    "CfgBig": ("CfgNumber", "CfgBig", []),
    "CfgPast32": ("CfgNumber", "CfgPast32", []),
    "CfgMax32": ("CfgNumber", "CfgMax32", []),
    "Fpmem1e400": ("Counter", "Counter", ["-fpmem", "1e400"]),
    "Wide": ("Wide", "Wide", []),
}
GENERATED = re.compile(r"^(\d+) states generated")
DISTINCT = re.compile(r"^\d+ states generated, (\d+) distinct states found")


def run_tlc(tlc: str, folder: Path, spec: str, cfg: str, flags: list[str]) -> dict:
    p = subprocess.run([tlc, "-deadlock", *flags, "-config", f"{cfg}.cfg", f"{spec}.tla"], cwd=folder,
                       capture_output=True, text=True, timeout=300)
    lines = p.stdout.splitlines()
    out: dict = {"exit": p.returncode}
    found = [int(m.group(1)) for m in map(DISTINCT.match, lines) if m]
    if found:
        out["distinct"] = found[-1]
        out["generated"] = [int(m.group(1)) for m in map(GENERATED.match, lines) if m][-1]
    if "Error:" in p.stdout:
        i = next(k for k, line in enumerate(lines) if line.startswith("Error:"))
        out["error"] = [line for line in lines[i:i + 5] if not line.startswith("Finished in")]
    if "<< <<" in p.stdout:
        out["printed"] = p.stdout[p.stdout.index("<< <<"):p.stdout.index("Finished computing")].rstrip("\n")
    return out


def run_pcal(jar: Path, folder: Path, name: str) -> dict:
    before = (folder / f"{name}.tla").read_text()
    p = subprocess.run(["java", "-cp", str(jar), "pcal.trans", "-nocfg", f"{name}.tla"], cwd=folder,
                       capture_output=True, text=True, timeout=300)
    exception = [line for line in (p.stdout + p.stderr).splitlines() if "Exception in thread" in line]
    return {"exit": p.returncode, "rewritten": (folder / f"{name}.tla").read_text() != before,
            "exception": exception[:1]}


def main() -> None:
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    jar = Path(tlc).resolve().parent / "tla2tools.jar"
    recorded = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for f in SPECS.iterdir():
            shutil.copy(f, folder / f.name)
        for name, (spec, cfg, flags) in RUNS.items():
            recorded[name] = run_tlc(tlc, folder, spec, cfg, flags)
        for name in ("Nested16", "Nested17"):
            recorded[name] = run_pcal(jar, folder, name)
            if recorded[name]["rewritten"]:
                recorded[name]["translation"] = (folder / f"{name}.tla").read_text()
    (HERE / "hostile_input.json").write_text(json.dumps(recorded, indent=1) + "\n")


if __name__ == "__main__":
    main()
