"""RECURSIVE operators applied as actions check as in TLC: primed assignments anywhere in the
recursion (at its base case, at every level, under IF, CASE, \\E and \\/), LET RECURSIVE ones, Next and
Init given by one, TLC's split of a recursive Next into actions; the verdict, trace, counts and depth of
tests/specs/recaction (tests/oracle/recursive_actions.json, recorded by
tests/oracle/record_recursive.py), with one worker and with two."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.record_recursive import ACTION_NOISE, ACTIONS

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "recursive_actions.json").read_text())


def _outcome(lines: list[str]) -> list:
    """The output, each state's variables as a set (TLC prints them in its own order)."""
    out: list = []
    for ln in lines:
        if ln.startswith("/\\ ") and out and isinstance(out[-1], set):
            out[-1].add(ln)
        elif ln.startswith("/\\ "):
            out.append({ln})
        else:
            out.append(ln)
    return out


def _check(name: str, *flags: str) -> tuple[int, list[str]]:
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    run = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", f"{name}.tla", *flags], cwd=ACTIONS,
                         capture_output=True, text=True, env=env, timeout=300)
    return run.returncode, [ln for ln in run.stdout.splitlines() if ln and not ACTION_NOISE.match(ln)]


@pytest.mark.parametrize("name", sorted(CASES))
def test_recursive_action_as_tlc(name: str) -> None:
    code, lines = _check(name)
    assert code == CASES[name]["exit"], "\n".join(lines)
    assert _outcome(lines) == _outcome(CASES[name]["lines"])


def test_two_workers_agree() -> None:
    """With two workers: TLC's verdict, trace, distinct states and depth (the states generated too where
    the search completes; at a violation the workers have expanded more of the last level)."""
    for name, case in sorted(CASES.items()):
        code, lines = _check(name, "-workers", "2")
        assert code == case["exit"], name
        if case["exit"] != 0:
            lines, want = _uncounted(lines), _uncounted(case["lines"])
        else:
            want = case["lines"]
        assert _outcome(lines) == _outcome(want), name


def _uncounted(lines: list[str]) -> list[str]:
    """The lines without the count of states generated."""
    return [ln.split(" states generated, ")[-1] for ln in lines]
