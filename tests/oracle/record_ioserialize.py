"""Record TLC's IOSerialize files of tests/specs/ioutils/IOValues.tla (plain and gzipped) into
tests/specs/ioutils/tlc/, which tests/test_ioutils.py reads back with tlapy.

    python tests/oracle/record_ioserialize.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TLC = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
SPECS = ROOT / "tests" / "specs" / "ioutils"


def config(folder: Path, mode: str) -> str:
    """IOValues' model for files in `folder`, written (`mode` "write") or read back."""
    return (SPECS / "model.cfg.template").read_text().format(folder=folder, mode=mode)


def main() -> None:
    out = SPECS / "tlc"
    out.mkdir(exist_ok=True)
    cfg = out / "write.cfg"
    cfg.write_text(config(out, "write"))
    try:
        p = subprocess.run([str(TLC), "-workers", "1", "-metadir", str(out / "states"), "-config", str(cfg),
                            str(SPECS / "IOValues.tla")], capture_output=True, text=True, cwd=out)
    finally:
        cfg.unlink()
        subprocess.run(["rm", "-rf", str(out / "states")])
    if p.returncode != 0:
        sys.exit(f"TLC failed ({p.returncode}):\n{p.stdout}{p.stderr}")
    for f in sorted(out.glob("values.bin*")):
        print(f"{f.relative_to(ROOT)}: {f.stat().st_size} bytes")


if __name__ == "__main__":
    main()
