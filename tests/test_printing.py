"""What tlapy prints where TLC prints it (issue 33), against TLC's output recorded by
tests/oracle/record_printing.py: states with their variables in TLC's order (text, -tool, -difftrace,
-dumpTrace json), the warning after a stuttering counterexample without fairness (2259, 2257), and
Print's lines as many as TLC's and among the same lines."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.toolmsg import messages

HERE = Path(__file__).resolve().parent
SPECS = HERE / "specs" / "printing"
ORACLE = json.loads((HERE / "oracle" / "printing.json").read_text())
START = re.compile(r"^@!@!@STARTMSG (\d+):\d+ @!@!@$")


def run(name: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess, Path]:
    for f in SPECS.iterdir():
        shutil.copy(f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    cmd = [sys.executable, "-m", "tla_py.cli", "check", "-workers", "1", *ORACLE[name]["args"]]
    done = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == ORACLE[name]["exit"], done.stdout + done.stderr
    return done, tmp_path


def trace_lines(lines: list[str]) -> list[str]:
    """The behavior as printed: from its first state to the line before the counts (Print's lines and
    the end of TLC's liveness checking, which tlapy does not print, left out)."""
    start = next(i for i, ln in enumerate(lines) if ln.startswith("State 1:"))
    end = next(i for i, ln in enumerate(lines) if ln.endswith("states left on queue.") and i > start)
    return [ln for ln in lines[start:end] if not ln.startswith(('"', "Finished checking temporal"))]


def states(lines: list[str]) -> list[tuple[int, str]]:
    """-tool's messages that print states (2217, 2218) and the warnings among them."""
    return [(code, text) for code, _, text in messages(lines) if code in (2217, 2218, 2257, 2259)]


@pytest.mark.parametrize("name", ["order", "order_difftrace"])
def test_states_print_variables_in_tlcs_order(name: str, tmp_path: Path):
    done, _ = run(name, tmp_path)
    assert trace_lines(done.stdout.splitlines()) == trace_lines(ORACLE[name]["lines"])


def test_tool_states_print_variables_in_tlcs_order(tmp_path: Path):
    done, _ = run("order_tool", tmp_path)
    assert states(done.stdout.splitlines()) == states(ORACLE["order_tool"]["lines"])


def test_dump_trace_json_is_tlcs(tmp_path: Path):
    _, folder = run("order_dump", tmp_path)
    assert (folder / "trace.json").read_text() == ORACLE["order_dump"]["dump"]


STUTTER = sorted(n for n in ORACLE if n.startswith("stutter_") and not n.endswith("_tool"))


@pytest.mark.parametrize("name", STUTTER)
def test_stuttering_counterexample_warns_as_tlc(name: str, tmp_path: Path):
    done, _ = run(name, tmp_path)
    assert trace_lines(done.stdout.splitlines()) == trace_lines(ORACLE[name]["lines"])


@pytest.mark.parametrize("name", sorted(n for n in ORACLE if n.startswith("stutter_") and n.endswith("tool")))
def test_tool_stuttering_warning_is_tlcs(name: str, tmp_path: Path):
    done, _ = run(name, tmp_path)
    assert states(done.stdout.splitlines()) == states(ORACLE[name]["lines"])


ANCHORS = ("Error:", "State ", "Model checking completed.")
TOOL_ANCHORS = {2185, 2189, 2190, 2191, 2193, 2104, 2110, 2114, 2116, 2121, 2192, 2217, 2218, 2264}
"""The lines and -tool messages Print's lines are placed among (2190, 2191: the initial states' count,
printed as Init ends)."""


def printed(lines: list[str]) -> list[str]:
    """Print's lines (from the ASSUMEs, the constants, Init, Next, the invariants) among TLC's own."""
    out = []
    for line in lines:
        m = START.match(line)
        if m is not None and int(m.group(1)) in TOOL_ANCHORS:
            out.append(m.group(1))
        elif line.startswith("Finished computing initial states"):  # TLC's adds the time
            out.append("Finished computing initial states")
        elif line.startswith(('"', "<<", *ANCHORS)):
            out.append(line)
    return out


PRINTS = ["print_ok", "print_inv", "print_dead", "steps_i0", "print_live", "print_stats"]


@pytest.mark.parametrize("name", PRINTS + [f"{n}_tool" for n in PRINTS if f"{n}_tool" in ORACLE])
def test_print_prints_as_often_and_where_tlc_prints(name: str, tmp_path: Path):
    """An ASSUME's and a constant's once (-tool too), Init's and Next's also in TLC's two generations of
    a violation's behavior, placed among the trace's states as TLC generates them."""
    done, _ = run(name, tmp_path)
    assert printed(done.stdout.splitlines()) == printed(ORACLE[name]["lines"])
