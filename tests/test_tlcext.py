"""TLCExt's operators inside invariants, actions and postconditions (Trace, CounterExample, ToTrace,
TLCGetAndSet, AssertEq, AssertError, TLCFP, ...) print and decide what TLC does, and Json's writers write
TLC's files: tests/oracle/tlcext.json, recorded by tests/oracle/record_tlcext.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.record_tlcext import NOISE

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "tlcext.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_tlcext_as_tlc(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    (tmp_path / "M.tla").write_text(case["tla"])
    (tmp_path / "M.cfg").write_text(case["cfg"])
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    cmd = [sys.executable, "-m", "tla_py.cli", "-workers", "1", "-fp", "0", *case["args"], "M.tla"]
    run = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    lines = [ln for ln in run.stdout.splitlines()
             if ln and not NOISE.match(ln) and not ln.startswith("Finished")]
    assert run.returncode == case["exit"], run.stderr
    assert lines == case["lines"]
    for name, text in case["files"].items():  # Json's writers
        assert (tmp_path / name).read_text() == text, name
