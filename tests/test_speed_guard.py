"""Speed cannot be lost unseen: the quick sweep's guard against TLC, and the README's table from the sweep."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.runtime import prepared_pypy

ROOT = Path(__file__).resolve().parents[1]
TLC = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
sys.path.insert(0, str(ROOT / "benchmarks"))
import sweep  # noqa: E402
from run import Run  # noqa: E402


def _run(seconds: float, result: str = "success", distinct: int | None = 10) -> Run:
    return Run(seconds, seconds, 100.0, distinct, distinct, result)


EXPECTED = {"result": "success", "distinct": 10}


def test_readme_table_is_the_newest_sweep() -> None:
    """The README's performance table is what `sweep.py --readme` makes of the newest table, not by hand."""
    newest = sweep.newest()
    assert newest is not None, "no table in benchmarks/history"
    text = sweep.README.read_text()
    assert sweep.readme_section(newest) in text
    assert text.count(sweep.BEGIN) == 1 and text.count(sweep.END) == 1


def test_update_readme_replaces_only_its_section(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\nbefore\n{sweep.BEGIN}\nold table\n{sweep.END}\nafter\n")
    table = tmp_path / "2026-01-01T0000-quick.md"
    table.write_text(sweep.table([sweep.Row("m", _run(2.0), _run(1.0), EXPECTED)], "The quick sweep"))
    sweep.update_readme(readme, table)
    text = readme.read_text()
    assert text.startswith("# x\n\nbefore\n") and text.endswith(f"{sweep.END}\nafter\n")
    assert "old table" not in text and "The quick sweep" not in text
    assert "`benchmarks/history/2026-01-01T0000-quick.md`" in text
    assert "| m | success | 10 | 2.0 | 2.0 | 100 | 1.0 | 1.0 | 100 | 2.00x |" in text


def test_guard_fails_a_model_over_the_ratio_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A model over the ratio is measured again: it fails when over it again, passes when not."""
    rows = [sweep.Row("fast", _run(2.0), _run(1.0), EXPECTED),
            sweep.Row("slow", _run(4.0), _run(1.0), EXPECTED)]
    monkeypatch.setattr(sweep, "measure", lambda rec, timeout: (_run(3.0), _run(1.0)))
    failures = sweep.guard(rows, 2.5, 60)
    assert len(failures) == 1 and failures[0].startswith("slow: tlapy took 3.0 s, 3.00x TLC's 1.0 s")
    monkeypatch.setattr(sweep, "measure", lambda rec, timeout: (_run(2.4), _run(1.0)))
    rows[1] = sweep.Row("slow", _run(4.0), _run(1.0), EXPECTED)
    assert sweep.guard(rows, 2.5, 60) == [] and rows[1].ratio == 2.4


def test_guard_fails_another_answer_than_tlcs() -> None:
    """tlapy's verdict or count not TLC's recorded one fails; so does TLC's own run failing (no ratio)."""
    rows = [sweep.Row("m", _run(1.0, distinct=9), _run(1.0), EXPECTED),
            sweep.Row("n", _run(1.0, "deadlock"), _run(1.0), EXPECTED),
            sweep.Row("o", _run(9.0), _run(0.5, "exit 1"), EXPECTED)]
    assert sweep.guard(rows, 2.5, 60) == ["m: 9 distinct states where TLC finds 10",
                                          "n: deadlock where TLC gives success",
                                          "o: TLC's run gave exit 1, not its recorded success: no ratio"]


@pytest.mark.speed
def test_quick_sweep_within_two_and_a_half_times_tlc() -> None:
    """CI's guard: each model of the quick sweep, run as a user runs it, within 2.5x TLC's wall time."""
    if platform.python_implementation() == "PyPy":
        pytest.skip("the guard runs once, in the CPython leg (it starts tlapy --python auto itself)")
    if not TLC.exists() or shutil.which("java") is None:
        pytest.skip("needs ../shared (TLC, corpus-large) and java")
    if prepared_pypy() is None:
        pytest.skip("no PyPy prepared (tlapy setup-pypy): the guard measures tlapy as --python auto runs it")
    env = {k: v for k, v in os.environ.items() if k != "TLAPY_PYTHON"}
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "sweep.py"), "--guard", "2.5"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
