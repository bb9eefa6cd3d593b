"""Result files (--json-report, -dumpTrace, --diagram): a path that cannot be written fails before the
search, -dumpTrace makes its folder as TLC does, and a write that fails after the search is one line
that leaves the verdict's exit code alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DEADLOCK = ROOT / "tests" / "specs" / "engine_deadlock.tla"  # TLC: deadlock, exit 11
FULL = Path("/dev/full")  # every write fails: no space left on device


def tlapy(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "TLAPY_PYTHON": "current", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=120)


def flat(text: str) -> str:
    """An error as typer boxes it, as one line."""
    return " ".join(text.replace("│", " ").split())


@pytest.mark.parametrize("option, name", [("--json-report", "r.json"), ("--diagram", "d.mmd")])
def test_a_missing_folder_fails_before_the_search(tmp_path: Path, option: str, name: str) -> None:
    p = tlapy(tmp_path, str(DEADLOCK), option, f"missing/{name}")
    assert p.returncode == 2
    assert f"cannot write missing/{name}: no folder missing" in flat(p.stderr)
    assert "states generated" not in p.stdout and "internal error" not in p.stderr


def test_a_folder_that_is_a_file_fails_before_the_search(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    p = tlapy(tmp_path, str(DEADLOCK), "--json-report", "file/r.json")
    assert p.returncode == 2 and "no folder file" in flat(p.stderr) and "states generated" not in p.stdout


@pytest.mark.skipif(os.getuid() == 0, reason="root writes in any folder")
def test_an_unwritable_folder_fails_before_the_search(tmp_path: Path) -> None:
    (tmp_path / "ro").mkdir(mode=0o500)
    p = tlapy(tmp_path, str(DEADLOCK), "--json-report", "ro/r.json")
    assert p.returncode == 2 and "permission denied" in flat(p.stderr) and "states generated" not in p.stdout


def test_dump_trace_makes_its_folder_as_tlc(tmp_path: Path) -> None:
    p = tlapy(tmp_path, str(DEADLOCK), "-dumpTrace", "json", "new/sub/t.json")
    assert p.returncode == 11, p.stderr
    assert '"CounterExample written: new/sub/t.json"' in p.stdout
    assert json.loads((tmp_path / "new" / "sub" / "t.json").read_text())["counterexample"]


@pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args, what", [
    (["--json-report", str(FULL)], "the JSON report"),
    (["-dumpTrace", "json", str(FULL)], "the trace file"),
    (["-simulate", "-seed", "1", "--json-report", str(FULL)], "the JSON report"),
], ids=["json-report", "dump-trace", "simulate"])
def test_a_write_failing_after_the_search_keeps_the_verdict(tmp_path: Path, args: list, what: str) -> None:
    p = tlapy(tmp_path, str(DEADLOCK), *args)
    assert p.returncode == 11, p.stderr
    assert p.stderr.strip().splitlines() == [f"tlapy: cannot write {what} {FULL}: No space left on device"]


def test_a_parse_error_is_shown_with_a_json_report(tmp_path: Path) -> None:
    (tmp_path / "Bad.tla").write_text("---- MODULE Bad ----\nVARIABLE x\nInit == x = \n====\n")
    p = tlapy(tmp_path, "Bad.tla", "--json-report", "r.json")
    assert p.returncode == 150
    assert "Bad.tla:4:1" in p.stderr
    assert json.loads((tmp_path / "r.json").read_text())["result"] == "error"
    if FULL.exists():  # a report that cannot be written hides nothing
        p = tlapy(tmp_path, "Bad.tla", "--json-report", str(FULL))
        assert p.returncode == 150 and "Bad.tla:4:1" in p.stderr
        assert f"tlapy: cannot write the JSON report {FULL}" in p.stderr
