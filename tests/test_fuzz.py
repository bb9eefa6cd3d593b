"""The bounded fuzz of tests/fuzz_inputs.py (60 s): mutated specs, configs and trace files through parse,
lint, check and replay give clear messages, never a traceback or "internal error". Its seed is printed;
TLAPY_FUZZ_SEED=N runs the same cases again."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(platform.python_implementation() == "PyPy", reason="the same code: fuzzed on CPython")
def test_mutated_inputs_give_clear_messages(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    seed = os.environ.get("TLAPY_FUZZ_SEED")
    cmd = [sys.executable, str(ROOT / "tests" / "fuzz_inputs.py"), "--seconds", "60", "--keep", str(tmp_path)]
    p = subprocess.run(cmd + (["--seed", seed] if seed else []), capture_output=True, text=True, timeout=180,
                       cwd=ROOT)
    with capsys.disabled():
        print("\n" + p.stdout.splitlines()[0] if p.stdout else "")
    assert p.returncode == 0, p.stdout + p.stderr[-3000:]
