"""Levels through INSTANCE as SANY and TLC judge them (tests/oracle/levels.json, recorded by
tests/oracle/record_levels.py): an instanced module's action or temporal formula used as an invariant
is TLC's error (exit 76); INSTANCE ... WITH substituting a primed expression for a VARIABLE, or a
non-constant one for a CONSTANT of a module with VARIABLEs, is SANY's level error (exit 150)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.record_levels import MODULES

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "levels.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_level_through_instance_as_tlc(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    for f, text in MODULES.items():
        (tmp_path / f).write_text(text)
    (tmp_path / "L.tla").write_text(case["tla"])
    invariant = "INVARIANT Inv\n" if case["invariant"] else ""
    (tmp_path / "L.cfg").write_text("INIT Init\nNEXT Next\n" + invariant)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    run = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", "L.tla", "-deadlock"], cwd=tmp_path,
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == case["exit"], run.stdout + run.stderr
    if case["error"] is not None:
        assert case["error"] in run.stdout + run.stderr
    if case["line"] is not None:
        assert f"L.tla:{case['line']}:" in run.stderr
