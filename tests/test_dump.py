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


def dump(case: dict, tmp_path: Path, workers: str = "1") -> subprocess.CompletedProcess:
    """tlapy -dump on a recorded case, in tmp_path."""
    spec = HERE / "specs" / f"{case['spec']}.tla"
    for f in spec.parent.glob(spec.stem + "*"):
        shutil.copy(f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    return subprocess.run([sys.executable, "-m", "tla_py.cli", "-workers", workers, "-fp", "7", "-deadlock",
                           *case["args"], spec.name], cwd=tmp_path, capture_output=True, text=True, env=env,
                          timeout=300)


@pytest.mark.parametrize("name", sorted(CASES))
def test_dump_is_tlcs(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    run = dump(case, tmp_path)
    assert run.returncode == case["exit"], run.stderr
    assert (tmp_path / case["file"]).read_text() == case["text"]


def test_dump_with_workers_is_tlcs_with_one_and_says_so(tmp_path: Path) -> None:
    """TLC's -workers 2 dump varies from run to run (its order; its dot graph loses edges): tlapy takes one
    worker and writes TLC's -workers 1 file, with one line saying so."""
    case = CASES["walk_dot_labels"]
    run = dump(case, tmp_path, workers="2")
    assert run.returncode == case["exit"], run.stderr
    assert (tmp_path / case["file"]).read_text() == case["text"]
    assert run.stderr.count("runs the search with 1 worker") == 1, run.stderr
