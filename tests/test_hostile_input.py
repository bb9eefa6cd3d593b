"""Input that must not take tlapy over or down (issue 36): Python files in the folder a run starts in,
files that never end, numbers past every limit. Each answer here is TLC's, or a clear message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SPECS = Path(__file__).resolve().parent / "specs" / "hostile"
ROOT = Path(__file__).resolve().parents[1]
TLAPY = "import sys\ndel sys.path[0]\nfrom tla_py.cli import main\nsys.exit(main(sys.argv[1:]))\n"
"""tlapy as its console script starts it: not from the current folder (`python -m` would import it)."""
PLANTED = ("lark", "typer", "click", "rich")


def _tlapy(args: list[str], cwd: Path, timeout: float = 120, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", TLAPY, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, "PYTHONPATH": str(ROOT), **env})


def _cloned(tmp_path: Path) -> Path:
    """A spec repository's folder holding Python files named as tlapy's libraries and tlapy itself, each
    leaving a file behind when it is imported."""
    folder = tmp_path / "clone"
    (folder / "tla_py").mkdir(parents=True)
    for name in ("Counter.tla", "Counter.cfg"):
        (folder / name).write_text((SPECS / name).read_text())
    for name in PLANTED:
        (folder / f"{name}.py").write_text(f"open({str(folder / ('PWNED_' + name))!r}, 'w')\n")
    (folder / "tla_py" / "__init__.py").write_text(f"open({str(folder / 'PWNED_tla_py')!r}, 'w')\n")
    return folder


def _home(tmp_path: Path) -> Path:
    """A TLAPY_HOME whose prepared 'PyPy' is this interpreter (the move itself is tested on any machine)."""
    launcher = tmp_path / "home" / "pypy" / "bin" / "python"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    launcher.chmod(0o755)
    return tmp_path / "home"


@pytest.mark.parametrize("args, env", [
    (["-workers", "2"], {}),
    (["-simulate", "num=2", "-depth", "5", "-workers", "2", "-seed", "1"], {}),
    ([], {"TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0", "TLAPY_PREWARM": "at-once"}),
    ([], {"TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0", "TLAPY_PREWARM": "never"}),
], ids=["workers", "simulation-workers", "moved-warm", "moved-cold"])
def test_children_never_import_the_current_folder(tmp_path: Path, args: list[str], env: dict) -> None:
    folder = _cloned(tmp_path)
    env = {**env, "TLAPY_HOME": str(_home(tmp_path))} if env else env
    p = _tlapy(["check", "Counter.tla", "-deadlock", *args], folder, **env)
    assert sorted(f.name for f in folder.glob("PWNED_*")) == []
    assert p.returncode == 0, p.stderr
    if "-simulate" not in args:
        assert "31 distinct states found" in p.stdout
    if env:
        assert "Moving the search" in p.stdout
