"""-dump writes the state graph byte for byte as TLC does: plain states, and GraphViz with TLC's
fingerprints as names (-fp 7), colors, action labels and strict edges (tests/oracle/dump.json, recorded
by tests/oracle/record_dump.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "dump.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_dump_is_tlcs(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    spec = HERE / "specs" / f"{case['spec']}.tla"
    for f in spec.parent.glob(spec.stem + "*"):
        shutil.copy(f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    run = subprocess.run([sys.executable, "-m", "tla_py.cli", "-workers", "1", "-fp", "7", "-deadlock",
                          *case["args"], spec.name], cwd=tmp_path, capture_output=True, text=True, env=env,
                         timeout=300)
    assert run.returncode == case["exit"], run.stderr
    assert (tmp_path / case["file"]).read_text() == case["text"]
