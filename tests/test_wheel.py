"""The wheel works on its own: built from this checkout, installed into a fresh virtualenv, it checks
a spec in another folder (Spark executors import tlapy from such a wheel)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# TLC -deadlock on this spec: 22 states generated, 12 distinct states found, depth 6.
COUNTER = """---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\\ y \\in {0, 1}
Next == x < 5 /\\ x' = x + 1 /\\ y' \\in {y, 1 - y}
====
"""


def _run(cmd: list, **kw) -> subprocess.CompletedProcess:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900, **kw)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    return p


def test_wheel_installed_in_a_fresh_venv_checks_a_spec(tmp_path: Path) -> None:
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", tmp_path / "dist", ROOT])
    (wheel,) = (tmp_path / "dist").glob("tlapy-*.whl")
    _run([sys.executable, "-m", "venv", tmp_path / "venv"])
    python = tmp_path / "venv" / "bin" / "python"
    _run([python, "-m", "pip", "install", "--quiet", wheel])
    work = tmp_path / "elsewhere"
    work.mkdir()
    (work / "Counter.tla").write_text(COUNTER)
    (work / "Counter.cfg").write_text("INIT Init\nNEXT Next\n")
    _run([python, "-m", "tla_py.cli", "check", "Counter.tla", "-deadlock", "--python", "current",
          "--json-report", "r.json"], cwd=work)
    report = json.loads((work / "r.json").read_text())
    counts = (report["result"], report["generated"], report["distinct"], report["depth"])
    assert counts == ("success", 22, 12, 6)
    where = _run([python, "-c", "import tla_py.syntax.parser as p; print(p.GRAMMAR)"], cwd=work).stdout
    assert str(tmp_path / "venv") in where  # the grammar inside the installed package, not this checkout's
