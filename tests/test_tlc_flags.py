"""TLC's other flags, held to what TLC does with them on tests/specs/tool/ToolFlags.tla (recorded by
tests/oracle/record_flags.py): -inv, -postCondition, -userFile, -terse, -maxSetSize, -simulate's files,
-generate (against -simulate on ToolGenerate.tla), and the flags tlapy takes without supporting them (one line
each, and the run goes on)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py import cli

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ORACLE = json.loads((HERE / "oracle" / "flags.json").read_text())


def run(name: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess, dict]:
    """tlapy on a recorded case, with TLC's command line as TLC took it (no `check`)."""
    case = ORACLE[name]
    for f in ("ToolFlags.tla", "ToolFlags.cfg", "ToolFlagsPost.tla", "ToolGenerate.tla", "ToolGenerate.cfg"):
        shutil.copy(HERE / "specs" / "tool" / f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current"}
    spec = [] if case["args"][-1].endswith(".tla") else ["ToolFlags.tla"]
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", *case["args"], *spec], cwd=tmp_path,
                       capture_output=True, text=True, env=env, timeout=300)
    return p, case


def error_and_trace(lines: list[str]) -> list[str]:
    """The lines from the first `Error:` on, up to the counts."""
    start = next(i for i, ln in enumerate(lines) if ln.startswith("Error:"))
    return [ln for ln in lines[start:] if ln and ("=" in ln or ln.startswith(("Error", "State")))]


def test_inv_is_checked_as_tlc_names_it(tmp_path: Path):
    p, case = run("inv", tmp_path)
    assert p.returncode == case["exit"] == 12
    ours = [ln.replace("__DebuggerExpr__1", "__DebuggerExpr__") for ln in p.stdout.splitlines()]
    assert error_and_trace(ours) == error_and_trace(case["lines"])


def test_post_condition_of_another_module(tmp_path: Path):
    p, case = run("post_condition", tmp_path)
    assert p.returncode == case["exit"] == 10
    error = next(ln for ln in case["lines"] if ln.startswith("Error:"))
    assert error in p.stdout.splitlines()


def test_user_file_takes_print_output(tmp_path: Path):
    p, case = run("user_file", tmp_path)
    assert p.returncode == case["exit"]
    assert (tmp_path / "out.txt").read_text() == case["files"]["out.txt"]
    assert "0\n" not in p.stdout


def test_terse_prints_sets_as_written(tmp_path: Path):
    p, case = run("terse", tmp_path)
    assert p.returncode == case["exit"]
    assert case["lines"][0] in p.stdout.splitlines()


def test_max_set_size_stops_a_bigger_set(tmp_path: Path):
    p, case = run("max_set_size", tmp_path)
    assert p.returncode == case["exit"] == 75
    assert "Attempted to construct a set with too many elements (>10)." in p.stdout + p.stderr


def test_simulate_writes_tlcs_behaviour_files_and_action_graph(tmp_path: Path):
    p, case = run("simulate_files", tmp_path)
    assert p.returncode == case["exit"]
    for name, text in case["files"].items():
        assert (tmp_path / name).read_text() == text, name


def test_generate_takes_tlcs_arguments_quietly(tmp_path: Path):
    p, case = run("generate", tmp_path)
    assert p.returncode == case["exit"] == 0
    assert p.stderr == ""
    assert case["lines"][-1] in p.stdout.splitlines()


@pytest.mark.parametrize("name", ["generate_one_at_a_time", "simulate_all_successors"])
def test_generate_generates_one_successor_a_step(name: str, tmp_path: Path):
    """TLC's -generate stops at the first successor of the action it draws (11 states for 2 behaviours of
    5 steps); -simulate generates all three (31); TLCGet("config").mode tells them apart."""
    p, case = run(name, tmp_path)
    assert p.returncode == case["exit"] == 0
    ours = p.stdout.splitlines()
    assert case["lines"][0] in ours and case["lines"][-1] in ours


def test_flags_without_support_get_one_line_each(tmp_path: Path):
    p, case = run("without_support", tmp_path)
    assert p.returncode == case["exit"] == 0
    assert sorted(ln.split()[1] for ln in p.stderr.splitlines()) == ["-gzip"]  # -checkpoint is supported
    assert "No such option" not in p.stderr


def test_an_option_nobody_knows_gets_tlcs_line_and_exit_code(tmp_path: Path, capsys):
    """TLC's "Error: Error: unrecognized option: -r" (its doubled "Error:" once) and exit 1, no click box;
    "-xyz" named as typed (click would name "-x")."""
    p, case = run("unknown_option", tmp_path)
    assert p.returncode == case["exit"] == 1
    assert p.stderr.splitlines() == [case["lines"][0].replace("Error: Error:", "Error:")]
    assert p.stdout == "" and "Traceback" not in p.stderr and "No such option" not in p.stderr
    capsys.readouterr()
    assert cli.main(["check", "ToolFlags.tla", "-recover", "x", "-xyz", "3"]) == 1
    assert capsys.readouterr().err == "Error: unrecognized option: -xyz\n"


@pytest.mark.parametrize("flag", sorted(cli._UNSUPPORTED))
def test_each_unsupported_flag_is_named_and_its_values_dropped(flag: str):
    notes: list[str] = []
    values = ["v"] * cli._UNSUPPORTED[flag][0]
    assert cli.tlc_argv(["M.tla", flag, *values, "-deadlock"], notes) == ["check", "M.tla", "-deadlock"]
    assert len(notes) == 1 and notes[0].startswith(f"tlapy: {flag} ")


def test_the_vscode_extensions_command_line_is_taken():
    """As tlaplus/vscode-tlaplus runs TLC: the spec first, -tool -modelcheck, -dumptrace in lower case."""
    notes: list[str] = []
    args = cli.tlc_argv(["M.tla", "-tool", "-modelcheck", "-config", "M.cfg", "-fp", "7", "-dumptrace", "tlc",
                         "M.bin", "-workers", "1", "-coverage", "1"], notes)
    assert args == ["check", "M.tla", "-tool", "-config", "M.cfg", "-fp", "7", "-dumpTrace", "tlc=M.bin",
                    "-workers", "1", "-coverage", "1"]
    assert cli.tlc_argv(args) == args and notes == []
