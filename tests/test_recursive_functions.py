"""Recursive functions defined through other functions and operators evaluate as in TLC: the function
passed whole to an operator inside its own definition (applied on demand, not enumerated), functions
returned by one, domains given by another function, LET functions (tests/oracle/recursive.json,
recorded by tests/oracle/record_recursive.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.record_recursive import NOISE, module

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "recursive.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_recursive_function_as_tlc(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    (tmp_path / "M.tla").write_text(module(case["assume"]))
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\n")
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    run = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", "M.tla"], cwd=tmp_path,
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == case["exit"], run.stdout + run.stderr
    lines = [ln for ln in run.stdout.splitlines() if ln and not NOISE.match(ln)]
    if case["exit"] == 0:
        assert lines == case["lines"]
    else:  # TLC's error words, tlapy's place (a caret under the source line)
        error = "\n".join(lines)
        assert all(ln.removeprefix("Error: ") in error for ln in case["lines"])
